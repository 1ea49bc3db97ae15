"""Black-box: two players play together over TCP, as issue 14 asks: they
group, kill, loot and split the gold, exchange a letter and a note on a
board, and after a restart each has kept their share. The rules of each
step are tested in game time on the harness (test_group.c, test_board.c);
this is the whole of it through real sockets and a real database."""

import os
import shutil
import tempfile

from mudtest import Server, run

PW = "together-password-1"

AREA = """area Test Keep
vnums 3000 3099

room 3001
name The Yard
sector city
description
A bare yard behind a keep.
~
end

mob 3000
keywords rat sickly
short a sickly rat
long A sickly rat limps about.
description
Thin.
~
level 1
hit 1d1
damage 1d1
gold 50
flags sentinel
end

object 3010
keywords ring rusty
short a rusty ring
long A rusty ring lies here.
type treasure
wear finger
weight 1
cost 5
end

object 3011
keywords board notice
short a notice board
long A notice board leans on the wall.
type board
flags no_take
weight 500
end

reset mob 3000 in 3001 max 1
reset give 3010
reset object 3011 in 3001
"""


def test_group_kill_loot_split_mail_and_board():
    world = tempfile.mkdtemp(prefix="mudworld-")
    with open(os.path.join(world, "keep.are"), "w") as f:
        f.write(AREA)
    with open(os.path.join(world, "area.lst"), "w") as f:
        f.write("keep.are\n")
    srv = Server(extra_conf="[game]\ncombat_round = 1\nstart_gold = 0\n",
                 args=["--area-dir", world])
    try:
        srv.start()
        a = srv.client().create("Alice", PW)
        b = srv.client().create("Bob", PW)

        # A group: Bob follows, Alice takes him in.
        b.send("follow alice")
        b.expect("You fall in behind Alice.")
        a.send("group bob")
        a.expect("Bob joins your group.")
        b.expect("You join Alice's group.")
        b.send("group")
        b.expect("Alice's group:")
        b.expect(r"\] Bob ")

        # Alice kills; her settings take the gold and share it.
        a.send("toggle autogold on")
        a.expect("take the gold")
        a.send("toggle autosplit on")
        a.expect("share the gold")
        a.send("kill rat")
        a.expect("collapses, dead.")
        a.expect("You get 50 gold coins from the corpse of a sickly rat.")
        a.expect("your share is 25.")
        b.expect("You gain [0-9]+ experience points.")
        b.expect("Alice splits 50 gold coins; your share is 25.")
        # Bob loots what is left.
        b.send("get all corpse")
        b.expect("You get a rusty ring from the corpse of a sickly rat.")

        # A letter from Alice, delivered at once; a note on the board.
        a.send("mail bob Thanks")
        a.expect("End with '.' alone on a line")
        a.send("Good hunting.")
        a.send(".")
        a.expect("Your letter to Bob is sent")
        b.expect("A letter from Alice has come for you")
        b.send("mail read 1")
        b.expect("Letter 1, from Alice, [^\n]*? UTC: Thanks\r?\n"
                 "Good hunting.")
        b.send("note write Rats")
        b.expect("End with '.' alone on a line")
        b.send("The yard is clear.")
        b.send(".")
        b.expect("You pin your note to the board")
        a.send("note list")
        a.expect(r"1\) Bob +\d{4}-\d\d-\d\d  Rats")
        a.send("gtell see you")
        b.expect("Alice tells the group 'see you'")

        for c in (a, b):
            c.send("quit")
            c.expect_closed()
        srv.stop()
        srv.start()

        # Each kept their share, Bob the ring; the note is still there.
        b = srv.client().login("Bob", PW)
        b.send("score")
        b.expect(r"Gold 25\.")
        b.send("inventory")
        b.expect("a rusty ring")
        b.send("note read 1")
        b.expect("The yard is clear.")
        a = srv.client().login("Alice", PW)
        a.send("score")
        a.expect(r"Gold 25\.")
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(world, ignore_errors=True)


if __name__ == "__main__":
    run([test_group_kill_loot_split_mail_and_board])
