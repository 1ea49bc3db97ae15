"""Black-box: the world from area files: checking them, things kept across
a restart, reloading areas and the config from their files. Handling
things in play (doors, containers, light, giving, resets) is tested in
game time on the in-process harness: tests/unit/test_things.c."""

import os
import shutil
import signal
import subprocess
import tempfile

from mudtest import DEADLINE, Server, run, wait_for

PW = "world-password-1"

TEST_AREA = """area Test Keep
vnums 3000 3099
builders Tests
reset_interval 30

room 3001
name The Test Temple
sector inside
flags safe recall indoors
description
A bare test temple. A door leads north; a dark cellar lies below.
~
exit north 3002 door closed locked key 3010 keywords iron door
exit down 3003
extra altar
A plain altar of grey stone.
~
end

room 3002
name The Vault
sector inside
flags indoors
description
The vault beyond the iron door.
~
exit south 3001 door closed locked key 3010 keywords iron door
end

room 3003
name The Cellar
sector inside
flags dark indoors
description
Damp stones and the smell of old wine.
~
exit up 3001
end

mob 3000
keywords keeper old
short the old keeper
long The old keeper stands here, jangling a ring of keys.
description
He looks as old as the keep itself.
~
level 3
hit 2d8+10
damage 1d4
flags sentinel
end

object 3010
keywords key iron
short an iron key
long An iron key lies here.
type key
wear hold
weight 1
end

object 3011
keywords chest
short a wooden chest
long A wooden chest sits against the wall.
type container
capacity 100
state closeable
weight 50
flags no_take
end

object 3012
keywords coin gold
short a gold coin
long A gold coin glints here.
type treasure
wear hold
weight 1
cost 100
end

object 3013
keywords lantern
short a tin lantern
long A tin lantern sits here.
type light
hours 24
wear light hold
weight 3
end

object 3014
keywords helmet
short a dented helmet
long A dented helmet lies here.
type armor
wear head
weight 5
end

object 3015
keywords cap wool
short a wool cap
long A wool cap lies here.
type armor
wear head
weight 1
end

reset mob 3000 in 3001 max 1
reset equip 3014 head
reset object 3010 in 3001
reset object 3011 in 3001
reset put 3012 in 3011
reset object 3013 in 3001
reset object 3015 in 3001
reset door 3001 north closed locked
"""


def make_world(area=TEST_AREA):
    d = tempfile.mkdtemp(prefix="mudarea-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("# test world\ntest.are\n")
    with open(os.path.join(d, "test.are"), "w") as f:
        f.write(area)
    return d


def mud_check(area_dir):
    srv = Server()
    try:
        return subprocess.run([srv.bin, "--config", srv.conf, "--check",
                               "--area-dir", area_dir],
                              capture_output=True, text=True,
                              timeout=DEADLINE)
    finally:
        srv.cleanup()


def test_bundled_world_checks_clean():
    r = mud_check(os.path.join(os.environ.get("MUD_SOURCE_DIR", "."),
                               "area"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "areas," in r.stdout and "; 0 errors" in r.stdout, r.stdout


def test_check_reports_every_error():
    bad = TEST_AREA.replace("flags safe recall indoors",
                            "flags safe recal indoors")
    bad = bad.replace("exit down 3003", "exit down 3099")
    bad = bad.replace("object 3015", "object 3014")
    bad = bad.replace("reset equip 3014 head", "reset give 3055")
    d = make_world(bad)
    try:
        r = mud_check(d)
        out = r.stdout
        assert r.returncode == 1, out
        lines = bad.split("\n")
        path = os.path.join(d, "test.are")

        def line_of(text):
            return lines.index(text) + 1
        assert "%s:%d:" % (path, line_of("flags safe recal indoors")) in \
            out and "recall" in out, out
        assert "%s:%d:" % (path, line_of("exit down 3099")) in out, out
        assert "%s:%d:" % (path, line_of("reset give 3055")) in out, out
        dups = [i + 1 for i, l in enumerate(lines) if l == "object 3014"]
        assert "%s:%d:" % (path, dups[1]) in out, out
        assert "4 errors" in out.splitlines()[-1], out
        # The server refuses to boot on the same errors.
        srv = Server()
        try:
            r2 = subprocess.run([srv.bin, "--config", srv.conf, "--db",
                                 srv.db, "--port", "0", "--area-dir", d],
                                capture_output=True, text=True,
                                timeout=DEADLINE)
        finally:
            srv.cleanup()
        assert r2.returncode != 0, r2
        assert "%s:%d:" % (path, line_of("exit down 3099")) in r2.stderr, \
            r2.stderr
    finally:
        shutil.rmtree(d)


def with_world(fn, area=TEST_AREA):
    d = make_world(area)
    srv = Server(args=[])
    srv.args = []
    try:
        srv.area_dir = d
        srv.start_with_area = True
        srv.args = ["--area-dir", d]
        srv.start()
        fn(srv, d)
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d)


def test_things_persist_across_restart():
    def body(srv, d):
        c = srv.client().create("Kit", PW)
        c.send("get all")
        c.expect("You get a wool cap")
        c.send("wear cap")
        c.expect("You wear a wool cap")
        c.send("quit")
        c.expect_closed()
        srv.stop()
        srv.start()
        c = srv.client().login("Kit", PW)
        c.send("inventory")
        m = c.expect("(?s)In your pack and hands:(.*?)\n<[^\n>]*> ")
        for thing in ("an iron key", "a tin lantern"):
            assert thing in m.group(1), m.group(1)
        assert "a wool cap" not in m.group(1), m.group(1)
        c.send("equipment")
        c.expect("<head +> a wool cap")
    with_world(body)


def temple(c):
    """What the temple holds, as 'look' shows it."""
    c.send("look")
    return c.expect("(?s)The Test Temple(.*?)\n<[^\n>]*> ").group(1)


def test_areload_keeps_world_on_error_then_replaces():
    def body(srv, d):
        a = srv.client().create("Ada", PW)      # first player: admin
        p = srv.client().create("Pip", PW)
        p.send("areload all")
        p.expect("Huh\\?")
        a.send("d")
        a.expect("too dark here")
        path = os.path.join(d, "test.are")
        with open(path) as f:
            good = f.read()
        with open(path, "w") as f:
            f.write(good.replace("exit up 3001", "exit up 3077")
                    .replace("sector inside\nflags dark",
                             "sector insidee\nflags dark"))
        a.send("areload test")
        a.expect("test.are:\\d+: .*insidee")
        a.expect("test.are:\\d+: .*3077")
        a.expect("2 errors; the running area is unchanged")
        a.send("look")
        a.expect("too dark here")
        # Now remove the cellar altogether and rename the temple.
        fixed = good.replace("The Test Temple", "The New Temple")
        start = fixed.index("room 3003")
        end = fixed.index("end\n", start) + 4
        fixed = fixed[:start] + fixed[end:]
        fixed = fixed.replace("exit down 3003\n", "")
        with open(path, "w") as f:
            f.write(fixed)
        a.send("areload test")
        a.expect("The room you were in has been removed")
        a.expect("Reloaded Test Keep")
        a.send("look")
        a.expect("The New Temple")
        p.send("look")
        p.expect("The New Temple")
        p.send("look")
        m = p.expect("(?s)The New Temple(.*?)\n<[^\n>]*> ")
        assert m.group(1).count("The old keeper") == 1, m.group(1)
    with_world(body)


def test_config_reload_applies_to_queued_events():
    area = TEST_AREA.replace("reset_interval 30\n", "")

    def body(srv, d):
        a = srv.client().create("Cleo", PW)          # admin
        a.send("get key")
        a.expect("You get an iron key")
        with open(srv.conf, "a") as f:
            f.write("[game]\narea_rset = 5\n")
        a.send("reload config")
        a.expect("mud.conf:\\d+: unknown key 'area_rset' in \\[game\\] "
                 "\\(did you mean 'area_reset'")
        a.expect("the running one is unchanged")
        with open(srv.conf) as f:
            text = f.read().replace("area_rset = 5", "area_reset = 4\n"
                                    "[limits]\nmax_line = 200")
        with open(srv.conf, "w") as f:
            f.write(text)
        a.send("reload config")
        a.expect("2 settings changed")
        a.expect("game.area_reset: 180 -> 4")
        # The reset queued for 180 s now comes after about 4 s: the
        # deadline (DEADLINE, 60 s) is generous for that and still far
        # short of the old interval.
        assert DEADLINE < 180
        wait_for(lambda: "An iron key lies here" in temple(a),
                 "a reset after the reload", interval=0.5)
        # SIGHUP does the same: a new limit for new connections.
        with open(srv.conf) as f:
            text = f.read().replace("max_line = 200", "max_line = 100")
        with open(srv.conf, "w") as f:
            f.write(text)
        since = srv.log_size()
        srv.proc.send_signal(signal.SIGHUP)
        srv.wait_log("config reloaded by SIGHUP", since=since)
        c = srv.client()
        c.expect("go by\\? ")
        c.send("x" * 150)
        c.expect("Line too long \\(more than 100 bytes\\)")
    with_world(body, area=area)


if __name__ == "__main__":
    run([test_bundled_world_checks_clean, test_check_reports_every_error,
         test_things_persist_across_restart,
         test_areload_keeps_world_on_error_then_replaces,
         test_config_reload_applies_to_queued_events])
