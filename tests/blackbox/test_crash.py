"""Black-box: the server killed with SIGKILL at random moments, again and
again, while players give a thing back and forth and save their progress,
alone and then under the load generator's crowd. After every kill the
database is intact, every character loads, no saved progress is lost, and
the thing exists exactly once."""

import os
import random
import re
import shutil
import signal
import sqlite3
import subprocess
import tempfile
import threading
import time

from mudtest import DEADLINE, Server, run

PW = "crash-pass-1"
KILLS = 8

AREA = """area Vault
vnums 3000 3099

room 3001
name The Vault
sector inside
flags safe recall indoors
description
A bare stone vault. A passage leads north.
~
exit north 3002
end

room 3002
name The Passage
sector inside
flags indoors
description
A passage between the vault and a hall.
~
exit south 3001
exit north 3003
end

room 3003
name The Hall
sector inside
flags indoors
description
A hall with a passage south.
~
exit south 3002
end

object 3010
keywords ruby
short a blood-red ruby
long A blood-red ruby glitters here.
type treasure
wear hold
weight 1
cost 1000
end

reset object 3010 in 3001
"""


def count_rubies(db):
    con = sqlite3.connect(db)
    try:
        ok = con.execute("PRAGMA integrity_check").fetchone()[0]
        assert ok == "ok", ok
        n = con.execute("SELECT count(*) FROM player_items WHERE vnum = "
                        "3010").fetchone()[0]
        titles = dict(con.execute("SELECT name, title FROM players"))
    finally:
        con.close()
    return n, titles


def kill_after_give(srv, holder, other, names, title, delay):
    """The holder saves a new title, then gives the ruby away; SIGKILL
    comes delay seconds after."""
    holder.send("title " + title)
    holder.expect("Your title")
    holder.send("save")
    holder.expect("Saved\\.")
    holder.send("give ruby %s" % names[id(other)])
    time.sleep(delay)
    srv.stop(signal.SIGKILL, expect_rc=None)


def back_in(srv):
    """Restart, log both in, and find who holds the ruby now."""
    srv.start()
    a = srv.client().login("Ana", PW)
    b = srv.client().login("Ben", PW)
    names = {id(a): "Ana", id(b): "Ben"}
    for holder, other in ((a, b), (b, a)):
        holder.send("inventory")
        m = holder.expect("(?s)In your pack and hands:(.*?)mv>")
        if "ruby" in m.group(1):
            return holder, other, names
    raise AssertionError("the ruby is nowhere")


def test_sigkill_under_play_loses_and_duplicates_nothing():
    d = tempfile.mkdtemp(prefix="mudcrash-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("vault.are\n")
    with open(os.path.join(d, "vault.are"), "w") as f:
        f.write(AREA)
    # Resets every 600 s: after the first, the floor stays empty.
    srv = Server(extra_conf="[game]\nautosave = 1\n",
                 args=["--area-dir", d])
    rng = random.Random(int(os.environ.get("CRASH_SEED", "7")))
    print("seed", os.environ.get("CRASH_SEED", "7"))
    try:
        srv.start()
        a = srv.client().create("Ana", PW)
        b = srv.client().create("Ben", PW)
        a.send("get ruby")
        a.expect("You get a blood-red ruby")
        a.send("save")
        a.expect("Saved")
        holder, other = a, b
        names = {id(a): "Ana", id(b): "Ben"}
        for kill in range(KILLS):
            kill_after_give(srv, holder, other, names, "round %d" % kill,
                            rng.uniform(0, 0.05))
            rubies, titles = count_rubies(srv.db)
            assert rubies == 1, "after kill %d: %d rubies" % (kill, rubies)
            assert titles[names[id(holder)]] == "round %d" % kill, titles
            holder, other, names = back_in(srv)
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


LOAD_PLAYERS = 60
LOAD_KILLS = 6

# The crowd picks up what lies in its rooms, and every boot resets a new
# ruby: here it lies in a closed room that only the admin can reach.
LOAD_AREA = AREA.replace("reset object 3010 in 3001", """room 3009
name The Strongroom
sector inside
flags safe indoors
description
A sealed strongroom with no way in or out.
~
end

reset object 3010 in 3009""")


class Load:
    """bench_load playing LOAD_PLAYERS characters against the server."""

    def __init__(self, port, duration):
        exe = os.path.join(os.path.dirname(os.path.abspath(
            os.environ.get("MUD_BIN", "build/mud"))), "bench_load")
        self.proc = subprocess.Popen(
            [exe, "-p", str(port), "-n", str(LOAD_PLAYERS), "-R", "200",
             "-r", "4", "-w", "0", "-d", str(duration), "-x", "Ld",
             "-a", "Loadadmin",
             # A command is answered or it is an error, however slowly
             # the machine runs: the deadline is generous.
             "-t", str(DEADLINE)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.err = []
        self.in_game = threading.Event()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.proc.stderr:
            self.err.append(line)
            if re.search(r"\d+ players in the game after", line):
                self.in_game.set()

    def wait_in_game(self):
        assert self.in_game.wait(2 * DEADLINE), "load never got in:\n" + \
            "".join(self.err[-20:])
        m = re.search(r"(\d+) players in the game after .*\((\d+) failed",
                      "".join(self.err))
        return int(m.group(1)), int(m.group(2))

    def stop(self):
        self.proc.kill()
        self.proc.wait()

    def result(self):
        out, _ = self.proc.communicate(timeout=4 * DEADLINE)
        self.reader.join(5)
        return out


def saved_state(db):
    """Integrity, rubies, and each player's saved play time and title."""
    con = sqlite3.connect(db)
    try:
        ok = con.execute("PRAGMA integrity_check").fetchone()[0]
        assert ok == "ok", ok
        rubies = con.execute("SELECT count(*) FROM player_items WHERE "
                             "vnum = 3010").fetchone()[0]
        rows = {n: (p, t) for n, p, t in con.execute(
            "SELECT name, played, title FROM players")}
    finally:
        con.close()
    return rubies, rows


def test_sigkill_under_load_loses_and_duplicates_nothing():
    d = tempfile.mkdtemp(prefix="mudcrash-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("vault.are\n")
    with open(os.path.join(d, "vault.are"), "w") as f:
        f.write(LOAD_AREA)
    srv = Server(extra_conf="[game]\nautosave = 1\n[engine]\n"
                 "hash_cost = minimum\n[limits]\nmax_per_address = 500\n"
                 "hash_per_address = 1000\n",
                 args=["--area-dir", d])
    seed = int(os.environ.get("CRASH_SEED", "11"))
    rng = random.Random(seed)
    print("seed", seed)
    load = None
    try:
        srv.start()
        a = srv.client().create("Ana", PW)      # the first: an admin
        b = srv.client().create("Ben", PW)
        a.send("goto 3009")
        a.expect("Strongroom")
        a.send("get ruby")
        a.expect("You get a blood-red ruby")
        a.send("goto 3001")
        a.expect("The Vault")
        a.send("save")
        a.expect("Saved")
        holder, other = a, b
        names = {id(a): "Ana", id(b): "Ben"}
        before = {}
        for kill in range(LOAD_KILLS):
            load = Load(srv.port, 60)
            n, failed = load.wait_in_game()
            # Every character made in an earlier round logs in again.
            assert (n, failed) == (LOAD_PLAYERS, 0), (n, failed)
            kill_after_give(srv, holder, other, names,
                            "load round %d" % kill, rng.uniform(0, 1.5))
            load.stop()
            rubies, rows = saved_state(srv.db)
            assert rubies == 1, "after kill %d: %d rubies" % (kill, rubies)
            assert rows[names[id(holder)]][1] == "load round %d" % kill, \
                rows
            # 2 + the admin + the crowd: nobody lost, nobody twice.
            assert len(rows) == LOAD_PLAYERS + 3, len(rows)
            # Saved play time never goes back: no save is lost.
            for name, (played, _) in rows.items():
                assert played >= before.get(name, 0), (name, played)
            before = {name: row[0] for name, row in rows.items()}
            holder, other, names = back_in(srv)
        # A last round runs to its end: everyone logs in and plays.
        load = Load(srv.port, 3)
        out = load.result()
        load = None
        res = re.search(r'"in_game": (\d+).*"errors": (\d+)', out)
        assert res, out
        assert int(res.group(1)) == LOAD_PLAYERS, out
        assert int(res.group(2)) == 0, out
        srv.stop()
    finally:
        if load is not None:
            load.stop()
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


# A chest on the vault's floor, for put and get; the ruby reset stays in
# the sealed strongroom, so the vault's floor holds only what players
# leave there.
FLOOR_AREA = LOAD_AREA + """
object 3011
keywords chest oak
short an oak chest
long An oak chest stands against the wall.
type container
capacity 100
flags no_take
weight 100
end

reset object 3011 in 3001
"""

# The steps of one hand-over through the floor or the chest; the server
# is killed after one of them.
HAND_OVER = {
    "floor": (("holder", "drop ruby", "You drop a blood-red ruby"),
              ("other", "get ruby", "You get a blood-red ruby")),
    "chest": (("holder", "put ruby chest", "You put a blood-red ruby"),
              ("other", "get ruby chest", "You get a blood-red ruby")),
}


def test_sigkill_during_drop_get_and_put_get():
    """Ana drops the ruby (or puts it in the chest), Ben picks it up and
    saves, then Ana saves; the server is killed after each of those steps
    in turn. However it falls, the ruby is held by exactly one of them:
    never both (as it was before objects had ids), never neither (both
    saves took it from someone who had it)."""
    d = tempfile.mkdtemp(prefix="mudcrash-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("vault.are\n")
    with open(os.path.join(d, "vault.are"), "w") as f:
        f.write(FLOOR_AREA)
    srv = Server(extra_conf="[game]\nautosave = 3600\n",
                 args=["--area-dir", d])
    seed = int(os.environ.get("CRASH_SEED", "13"))
    rng = random.Random(seed)
    print("seed", seed)
    try:
        srv.start()
        a = srv.client().create("Ana", PW)      # the first: an admin
        b = srv.client().create("Ben", PW)
        a.send("goto 3009")
        a.expect("Strongroom")
        a.send("get ruby")
        a.expect("You get a blood-red ruby")
        a.send("goto 3001")
        a.expect("The Vault")
        a.send("save")
        a.expect("Saved")
        holder, other = a, b
        names = {id(a): "Ana", id(b): "Ben"}
        for kill in range(8):
            how = ("floor", "chest")[kill % 2]
            cut = (kill // 2) % 4 + 1
            steps = HAND_OVER[how] + (("other", "save", "Saved"),
                                      ("holder", "save", "Saved"))
            who = {"holder": holder, "other": other}
            for who_name, cmd, reply in steps[:cut]:
                who[who_name].send(cmd)
                who[who_name].expect(reply)
            time.sleep(rng.uniform(0, 0.05))
            srv.stop(signal.SIGKILL, expect_rc=None)
            rubies, _ = count_rubies(srv.db)
            assert rubies == 1, "%s, killed after step %d: %d rubies" % (
                how, cut, rubies)
            holder, other, names = back_in(srv)
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    run([test_sigkill_under_play_loses_and_duplicates_nothing,
         test_sigkill_during_drop_get_and_put_get,
         test_sigkill_under_load_loses_and_duplicates_nothing])
