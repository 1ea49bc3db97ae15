"""Black-box: the server killed with SIGKILL at random moments, again and
again, while players give a thing back and forth and save their progress.
After every kill the database is intact, every character loads, no saved
progress is lost, and the thing exists exactly once."""

import os
import random
import shutil
import signal
import sqlite3
import tempfile
import time

from mudtest import Server, run

PW = "crash-pass-1"
KILLS = 8

AREA = """area Vault
vnums 3000 3099

room 3001
name The Vault
sector inside
flags safe recall indoors
description
A bare stone vault.
~
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
            holder.send("title round %d" % kill)
            holder.expect("Your title")
            holder.send("save")
            holder.expect("Saved")
            holder.send("give ruby %s" % names[id(other)])
            time.sleep(rng.uniform(0, 0.05))
            srv.stop(signal.SIGKILL, expect_rc=None)
            rubies, titles = count_rubies(srv.db)
            assert rubies == 1, "after kill %d: %d rubies" % (kill, rubies)
            assert titles[names[id(holder)]] == "round %d" % kill, titles
            srv.start()
            a = srv.client().login("Ana", PW)
            b = srv.client().login("Ben", PW)
            names = {id(a): "Ana", id(b): "Ben"}
            a.send("inventory")
            m = a.expect("(?s)You are carrying:(.*?)mv>")
            if "ruby" in m.group(1):
                holder, other = a, b
            else:
                holder, other = b, a
                b.send("inventory")
                m = b.expect("(?s)You are carrying:(.*?)mv>")
                assert "ruby" in m.group(1), "the ruby is nowhere"
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    run([test_sigkill_under_play_loses_and_duplicates_nothing])
