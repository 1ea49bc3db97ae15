"""Black-box: what admins run the server with. The metrics endpoint is
scraped over HTTP and its numbers move (a command typed, bytes, a save);
`backup` makes a file that opens as a valid database with the players in
it, N copies are kept, the interval backs up by itself; `mud --restore`
is refused while a server runs on the database and works when none does;
SIGUSR1 reopens the log file (logrotate)."""

import glob
import os
import re
import signal
import sqlite3
import subprocess
import urllib.error
import urllib.request

from mudtest import DEADLINE, Server, run, wait_for

PW = "ops-pass-123"


def metrics_port(srv):
    m = srv.wait_log(r"metrics: serving http://127\.0\.0\.1:(\d+)/metrics")
    return int(m.group(1))


def metrics_port_in(path):
    with open(path) as f:
        return int(re.search(r"metrics: serving http://127\.0\.0\.1:"
                             r"(\d+)/metrics", f.read()).group(1))


def scrape(port, path="/metrics", method="GET"):
    """(status, content type, body) of a request to the endpoint."""
    req = urllib.request.Request("http://127.0.0.1:%d%s" % (port, path),
                                 method=method)
    try:
        with urllib.request.urlopen(req, timeout=DEADLINE) as r:
            return r.status, r.headers.get("Content-Type"), \
                r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, None, ""


def parse(text):
    """Check the text format 0.0.4 and return {sample with labels: value}
    and {family: type}."""
    samples, types, helps = {}, {}, set()
    for line in text.splitlines():
        if line.startswith("# HELP "):
            helps.add(line.split()[2])
            continue
        if line.startswith("# TYPE "):
            _, _, name, kind = line.split()
            assert kind in ("counter", "gauge", "histogram"), line
            assert name not in types, "family %s twice" % name
            types[name] = kind
            if kind == "counter":
                assert name.endswith("_total"), \
                    "counter %s does not end in _total" % name
            continue
        m = re.match(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$', line)
        assert m, "bad sample line %r" % line
        key = m.group(1) + (m.group(2) or "")
        assert key not in samples, "sample %s twice" % key
        samples[key] = float(m.group(3))
    assert set(types) == helps, "HELP and TYPE differ"
    # Every sample belongs to a family declared before it; histograms
    # have cumulative buckets up to +Inf, equal to _count.
    for name, kind in types.items():
        if kind != "histogram":
            assert any(k == name or k.startswith(name + "{")
                       for k in samples), "no sample of %s" % name
            continue
        buckets = [(k, v) for k, v in samples.items()
                   if k.startswith(name + "_bucket")]
        assert buckets and buckets[-1][0].endswith('le="+Inf"}'), name
        values = [v for _, v in buckets]
        assert values == sorted(values), "%s buckets not cumulative" % name
        assert buckets[-1][1] == samples[name + "_count"], name
        assert name + "_sum" in samples, name
    return samples, types


def get(port):
    status, ctype, body = scrape(port)
    assert status == 200, status
    assert ctype.startswith("text/plain; version=0.0.4"), ctype
    return parse(body)[0]


def test_metrics_scraped_and_moving():
    srv = Server(extra_conf="[metrics]\nenabled = yes\nport = 0\n"
                 "[game]\nautosave = 1\n")
    try:
        srv.start()
        port = metrics_port(srv)
        empty = get(port)
        assert empty['mud_players{state="playing"}'] == 0
        a = srv.client().create("Metra", PW)
        a.send("score")
        a.expect("> ")
        before = get(port)
        assert before["mud_bytes_in_total"] > empty["mud_bytes_in_total"]
        a.send("look")
        a.expect("> ")
        a.send("look")
        a.expect("> ")
        a.send("save")
        a.expect("Saved\\.")
        a.send("frobnicate")
        a.expect("not a command")

        def moved():
            m = get(port)
            return m if m['mud_commands_total{command="look"}'] >= \
                before['mud_commands_total{command="look"}'] + 2 else None
        after = wait_for(moved, "look counted twice")
        assert after['mud_commands_total{command="look"}'] == \
            before['mud_commands_total{command="look"}'] + 2
        assert after['mud_commands_total{command="save"}'] == 1
        assert after["mud_commands_unknown_total"] == \
            before["mud_commands_unknown_total"] + 1
        assert after["mud_saves_total"] > before["mud_saves_total"]
        assert after["mud_players_saved_total"] >= 1
        assert after["mud_save_duration_seconds_count"] > \
            before["mud_save_duration_seconds_count"]
        assert after["mud_bytes_in_total"] > before["mud_bytes_in_total"]
        assert after['mud_bytes_out_total{stage="raw"}'] > \
            before['mud_bytes_out_total{stage="raw"}']
        assert after['mud_bytes_out_total{stage="wire"}'] > 0
        assert after['mud_players{state="playing"}'] == 1
        assert after['mud_connections{state="playing"}'] == 1
        assert after['mud_password_checks_total{result="hashed"}'] >= 1
        assert "mud_password_hash_queue" in after
        assert after["mud_metrics_scrapes_total"] > \
            before["mud_metrics_scrapes_total"]
        # Game time passes: pulses, their histograms, events firing (the
        # autosave, every second here).
        fired = 'mud_events_fired_total{type="autosave"}'
        later = wait_for(lambda: (lambda m: m if m["mud_pulses_total"] >=
                                  after["mud_pulses_total"] + 8 and
                                  m[fired] > after[fired] else None)(
                                      get(port)), "pulses and an autosave")
        assert later["mud_pulse_lateness_seconds_count"] >= 8
        assert later["mud_pulse_duration_seconds_count"] >= 8
        assert later['mud_events_pending{type="autosave"}'] == 1
        assert later['mud_errors_total{kind="save_failed"}'] == 0
        # Only /metrics, only GET and HEAD.
        assert scrape(port, "/other")[0] == 404
        assert scrape(port, method="POST")[0] == 405
        status, _, body = scrape(port, method="HEAD")
        assert status == 200 and body == ""
        a.send("quit")
        srv.stop()
    finally:
        srv.cleanup()


def test_metrics_off_by_default():
    srv = Server()
    try:
        srv.start()
        srv.client().expect("go by\\? ")
        assert "metrics:" not in srv.read_log()
        srv.stop()
    finally:
        srv.cleanup()


def players_in(path):
    con = sqlite3.connect("file:%s?mode=ro" % path, uri=True)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return sorted(r[0] for r in con.execute("SELECT name FROM players"))
    finally:
        con.close()


def backups(d):
    return sorted(glob.glob(os.path.join(d, "mud-*.db")))


def test_backup_command_copies_and_keeps_n():
    srv = Server(extra_conf="[metrics]\nenabled = yes\nport = 0\n")
    bdir = os.path.join(srv.dir, "bk")
    with open(srv.conf, "a") as f:
        f.write('[backup]\ndir = "%s"\nkeep = 2\n' % bdir)
    try:
        srv.start()
        port = metrics_port(srv)
        a = srv.client().create("Admina", PW)      # the first: an admin
        b = srv.client().create("Bertil", PW)
        b.send("backup")
        b.expect("Huh\\?")                         # admins only
        a.send("backup")
        m = a.expect(r"Backup begun: (\S+)\. ")
        done = a.expect(r"Backup done: (\S+) \((\d+) bytes")
        path = done.group(1)
        assert path == m.group(1) and path.startswith(bdir), path
        assert os.path.getsize(path) == int(done.group(2))
        assert players_in(path) == ["Admina", "Bertil"]
        assert not glob.glob(os.path.join(bdir, "*.tmp"))
        # Two more, the second in steps on the game's connection (a
        # reloaded mode): two copies are kept, the newest.
        a.send("backup")
        second = a.expect(r"Backup done: (\S+) ").group(1)
        with open(srv.conf, "a") as f:
            f.write("mode = steps\npages = 2\n")
        a.send("reload config")
        a.expect("backup.mode: thread -> steps")
        a.send("backup")
        third = a.expect(r"Backup done: (\S+) ").group(1)
        assert backups(bdir) == sorted([second, third]), backups(bdir)
        assert players_in(third) == ["Admina", "Bertil"]
        a.send("backup status")
        a.expect(r"Last backup:\s+%s" % re.escape(third))
        a.expect("only 'backup' backs up")
        m = get(port)
        assert m["mud_backups_total"] == 3
        assert m["mud_backup_last_success_timestamp_seconds"] > 0
        assert m["mud_backup_running"] == 0
        assert m['mud_commands_total{command="backup"}'] == 4
        srv.stop()
    finally:
        srv.cleanup()


def test_interval_backs_up_by_itself():
    srv = Server()
    bdir = os.path.join(srv.dir, "auto", "backups")   # made as needed
    with open(srv.conf, "a") as f:
        f.write('[backup]\ndir = "%s"\ninterval = 1\nkeep = 3\n' % bdir)
    try:
        srv.start()
        srv.client().create("Autumn", PW)
        srv.wait_log(r"backup: \S+ written")
        # It goes on, and never keeps more than 3.
        wait_for(lambda: len(re.findall(r"backup: \S+ written",
                                        srv.read_log())) >= 5,
                 "five interval backups")
        assert len(backups(bdir)) == 3, backups(bdir)
        assert "Autumn" in players_in(backups(bdir)[-1])
        srv.stop()
    finally:
        srv.cleanup()


def restore(srv, path):
    return subprocess.run([srv.bin, "--config", srv.conf, "--db", srv.db,
                           "--restore", path], capture_output=True,
                          text=True, timeout=DEADLINE)


def test_restore_refused_while_running_then_works():
    srv = Server()
    bdir = os.path.join(srv.dir, "bk")
    with open(srv.conf, "a") as f:
        f.write('[backup]\ndir = "%s"\n' % bdir)
    try:
        srv.start()
        a = srv.client().create("Early", PW)
        a.send("backup")
        path = a.expect(r"Backup done: (\S+) ").group(1)
        srv.client().create("Later", PW).send("save")
        wait_for(lambda: "Later" in players_in(srv.db), "Later saved")
        r = restore(srv, path)
        assert r.returncode == 1, r
        assert "in use by a running server (pid %d" % srv.proc.pid \
            in r.stderr, r.stderr
        assert "stop that server first" in r.stderr, r.stderr
        assert players_in(srv.db) == ["Early", "Later"]
        # A second server on the same database is refused the same way.
        r2 = subprocess.run([srv.bin, "--config", srv.conf, "--db", srv.db,
                             "--port", "0", "--area-dir",
                             os.path.join(srv.src, "area")],
                            capture_output=True, text=True,
                            timeout=DEADLINE)
        assert r2.returncode == 1 and "in use by a running server" \
            in r2.stderr, r2
        srv.stop()
        # Stopped: a file that is not a database is refused, nothing
        # changes; the backup goes in, and the old database is kept.
        junk = os.path.join(srv.dir, "junk.db")
        with open(junk, "w") as f:
            f.write("not a database\n" * 100)
        r = restore(srv, junk)
        assert r.returncode == 1 and "unchanged" in r.stderr, r
        assert players_in(srv.db) == ["Early", "Later"]
        r = restore(srv, path)
        assert r.returncode == 0, r
        m = re.search(r"restored \S+ from \S+: 1 player, schema \d+; what "
                      r"it held is kept as (\S+)", r.stdout)
        assert m, r.stdout
        assert players_in(srv.db) == ["Early"]
        assert players_in(m.group(1)) == ["Early", "Later"]
        # The server starts on it: Early logs in, Later is unknown.
        srv.start()
        srv.client().login("Early", PW)
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Later")
        c.expect("Is Later the name you want")
        srv.stop()
    finally:
        srv.cleanup()


def test_sigusr1_reopens_the_log():
    srv = Server(extra_conf="[metrics]\nenabled = yes\nport = 0\n")
    logfile = os.path.join(srv.dir, "game.log")
    with open(srv.conf, "a") as f:
        f.write('[log]\nfile = "%s"\n' % logfile)
    srv.log = logfile           # where the server writes (and stdout too)
    try:
        srv.start()
        srv.client().expect("go by\\? ")
        rotated = logfile + ".1"
        os.rename(logfile, rotated)         # what logrotate does
        srv.proc.send_signal(signal.SIGUSR1)
        wait_for(lambda: os.path.exists(logfile), "a new log file")
        srv.wait_log("SIGUSR1: log reopened")
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Newline")
        c.expect("the name you want")
        srv.wait_log(r"desc \d+: connection from")
        with open(rotated) as f:
            assert "metrics: serving" in f.read()
        assert get(metrics_port_in(rotated))["mud_log_reopens_total"] == 1
        with open(rotated) as f:
            old = f.read()
        assert "listening on" in old
        assert "SIGUSR1" not in old and "Newline" not in old, old[-500:]
        srv.stop()
        assert "mud stopped" in srv.read_log()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_metrics_scraped_and_moving, test_metrics_off_by_default,
         test_backup_command_copies_and_keeps_n,
         test_interval_backs_up_by_itself,
         test_restore_refused_while_running_then_works,
         test_sigusr1_reopens_the_log])
