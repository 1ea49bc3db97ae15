"""Black-box: a player's corpse and SIGKILL. A player dies with a sword in
hand, a ruby in a bag and gold in its purse; the server is killed the
moment the death is told. The database then holds the corpse with all of
it (the ruby still in the bag) and the player none of it, each thing in
one place. After a restart the corpse lies where it fell, a stranger may
not loot it, and its owner does; killed again at once, the database has
the things with the owner alone and the corpse gone, and they are there
after the next restart."""

import os
import shutil
import signal
import sqlite3
import tempfile

from mudtest import Server, run

PW = "corpse-pass-1"

AREA = """area Pit
vnums 3000 3099

room 3001
name The Vault
sector inside
flags safe recall indoors
description
A bare stone vault. The pit is east.
~
exit east 3002
end

room 3002
name The Pit
sector inside
flags indoors
description
A pit of black sand.
~
exit west 3001
end

mob 3000
keywords executioner
short the executioner
long The executioner leans on a great axe.
description
Huge.
~
level 40
hit 1d1+100000
damage 1d1+1000
flags sentinel
end

object 3010
keywords sword
short a long sword
long A long sword lies here.
type weapon
dice 1d6
wear wield
weight 5
end

object 3011
keywords bag
short a leather bag
long A leather bag lies here.
type container
capacity 50
weight 1
end

object 3012
keywords ruby
short a blood-red ruby
long A blood-red ruby glitters here.
type treasure
weight 1
cost 1000
end

object 3013
keywords coins gold
short a pile of 77 gold coins
long A pile of gold coins lies here.
type money
gold 77
weight 1
end

reset object 3010 in 3001
reset object 3011 in 3001
reset object 3012 in 3001
reset object 3013 in 3001
reset mob 3000 in 3002 max 1
"""


def snapshot(db):
    """What the database holds: corpses, their things, players' things."""
    con = sqlite3.connect(db)
    try:
        ok = con.execute("PRAGMA integrity_check").fetchone()[0]
        assert ok == "ok", ok
        ids = dict(con.execute("SELECT name, id FROM players"))
        corpses = con.execute("SELECT uid, owner_id, owner, room, gold, "
                              "remaining FROM corpses").fetchall()
        in_corpses = con.execute("SELECT uid, parent_uid, vnum, corpse "
                                 "FROM corpse_items").fetchall()
        held = con.execute("SELECT uid, parent_uid, vnum, player_id FROM "
                           "player_items").fetchall()
        gold = dict(con.execute("SELECT name, gold FROM players"))
    finally:
        con.close()
    # One place each: no id in two rows.
    uids = [r[0] for r in in_corpses] + [r[0] for r in held]
    assert len(uids) == len(set(uids)), (in_corpses, held)
    return ids, corpses, in_corpses, held, gold


def vnums_of(rows, owner=None):
    return sorted(r[2] for r in rows if owner is None or r[3] == owner)


def test_corpse_survives_sigkill_and_is_looted_once():
    d = tempfile.mkdtemp(prefix="mudcorpse-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("pit.are\n")
    with open(os.path.join(d, "pit.are"), "w") as f:
        f.write(AREA)
    srv = Server(extra_conf="[game]\ncombat_round = 1\nstart_gold = 0\n",
                 args=["--area-dir", d])
    try:
        srv.start()
        ana = srv.client().create("Ana", PW)
        ben = srv.client().create("Ben", PW)
        ana.send("get all")
        ana.expect("You get 77 gold coins")
        ana.send("wield sword")
        ana.expect("You wield a long sword")
        ana.send("put ruby bag")
        ana.expect("You put a blood-red ruby in a leather bag")
        ana.send("save")
        ana.expect("Saved")
        ana.send("east")
        ana.expect("The Pit")
        ana.send("kill executioner")
        ana.expect("You die!")
        ana.expect("All you had lies with your corpse")
        # Told of the death: the corpse was saved with her before.
        srv.stop(signal.SIGKILL, expect_rc=None)

        ids, corpses, in_corpses, held, gold = snapshot(srv.db)
        assert len(corpses) == 1, corpses
        uid, owner_id, owner, room, cgold, remaining = corpses[0]
        assert (owner_id, owner, room, cgold) == (ids["Ana"], "Ana", 3002,
                                                  77), corpses
        assert remaining > 0, corpses
        assert vnums_of(in_corpses) == [3010, 3011, 3012], in_corpses
        bag = [r for r in in_corpses if r[2] == 3011][0]
        ruby = [r for r in in_corpses if r[2] == 3012][0]
        assert ruby[1] == bag[0], in_corpses        # still in the bag
        assert all(r[3] == uid for r in in_corpses), in_corpses
        assert vnums_of(held) == [], held           # Ana has none of it
        assert gold["Ana"] == 0, gold

        srv.start()
        ana = srv.client().login("Ana", PW)
        ben = srv.client().login("Ben", PW)
        ana.send("inventory")
        ana.expect("(?s)In your pack and hands:\\s+Nothing\\.")
        ben.send("east")
        ben.expect("The corpse of Ana lies here.")
        ben.send("get all corpse")
        ben.expect("That is not yours to loot.")
        ben.send("inventory")
        ben.expect("(?s)In your pack and hands:\\s+Nothing\\.")
        ana.send("stand")
        ana.send("east")
        ana.expect("The corpse of Ana lies here.")
        ana.send("look in corpse")
        ana.expect("a leather bag")
        ana.send("get all corpse")
        ana.expect("You get 77 gold coins from the corpse of Ana.")
        ana.expect("You get (a long sword|a leather bag) from the corpse")
        ana.expect("You get (a long sword|a leather bag) from the corpse")
        ana.send("inventory")
        ana.expect("(?s)In your pack and hands:.*a leather bag")
        # Looted and told: saved with her already.
        srv.stop(signal.SIGKILL, expect_rc=None)

        ids, corpses, in_corpses, held, gold = snapshot(srv.db)
        assert corpses == [] and in_corpses == [], (corpses, in_corpses)
        assert vnums_of(held, ids["Ana"]) == [3010, 3011, 3012], held
        assert vnums_of(held, ids["Ben"]) == [], held
        bag = [r for r in held if r[2] == 3011][0]
        ruby = [r for r in held if r[2] == 3012][0]
        assert ruby[1] == bag[0], held
        assert gold["Ana"] == 77 and gold["Ben"] == 0, gold

        srv.start()
        ana = srv.client().login("Ana", PW)
        ana.send("inventory")
        m = ana.expect("(?s)In your pack and hands:(.*?)mv>")
        assert "a long sword" in m.group(1) and \
            "a leather bag" in m.group(1), m.group(1)
        ana.send("look")
        m = ana.expect("(?s)The Pit(.*?)mv>")
        assert "corpse of Ana" not in m.group(1), m.group(1)
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    run([test_corpse_survives_sigkill_and_is_looted_once])
