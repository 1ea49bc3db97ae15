"""Black-box: a new character's first quest over TCP. Made at the login,
it asks the questmaster for a quest, does it (kills the rat, or brings
back the lost locket, as it is told), is paid in quest points and gold,
buys a reward, and after quitting and logging in again finds its quest
points, its wait before the next quest (which runs on and ends) and its
log kept."""

import os
import re
import shutil
import tempfile

from mudtest import Server, run

PW = "quest-pass-1"
PROMPT = "\n<[^\n>]*> "

AREA = """area Questhold
vnums 3000 3099

room 3001
name The Hall of Ledgers
sector inside
flags safe recall indoors
description
Ledgers line the walls. A field lies east.
~
exit east 3002
end

room 3002
name The Rat Field
sector field
description
Long grass, and something moving in it.
~
exit west 3001
end

mob 3000
keywords keeper questmaster
short the ledger keeper
long The ledger keeper waits here, pen in hand.
description
Ink to the elbows.
~
level 30
hit 1d1+200
damage 1d2
flags sentinel no_kill questmaster
end

mob 3001
keywords rat
short a fat rat
long A fat rat sniffs about.
description
Fat, and slow.
~
level 1
hit 1d1
damage 1d1
flags sentinel
end

object 3050
keywords locket
short a dented locket
long A dented locket lies here.
type treasure
flags quest
weight 1
end

reset mob 3000 in 3001 max 1
reset mob 3001 in 3002 max 1
"""


def cmd(c, line, pattern=None):
    c.send(line)
    if pattern is None:
        return c.expect(PROMPT)
    return c.expect("(?s)%s.*?%s" % (pattern, PROMPT))


def test_new_character_requests_and_completes_a_quest():
    d = tempfile.mkdtemp(prefix="mudquest-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("quest.are\n")
    with open(os.path.join(d, "quest.are"), "w") as f:
        f.write(AREA)
    # An hour of the game's day is a second: the wait after a quest (6
    # hours) runs out while the test watches; a quest's time never does.
    srv = Server(extra_conf="[game]\ncombat_round = 1\nhour_length = 1\n"
                 "quest_hours_min = 1000\nquest_hours_max = 1000\n"
                 "quest_wait_done = 6\n",
                 args=["--area-dir", d])
    try:
        srv.start()
        c = srv.client().create("Questa", PW)
        cmd(c, "quests", "Quests done for questmasters: 0")
        m = cmd(c, "quest request", "(A fat rat has been a plague|"
                "Someone has lost a dented locket)")
        kill = m.group(1).startswith("A fat rat")
        cmd(c, "quest progress", "Look in The Rat Field, in Questhold")
        cmd(c, "east", "The Rat Field")
        if kill:
            c.send("kill rat")
            c.expect("That was the one your questmaster wanted dead")
            c.expect(PROMPT)
        else:
            cmd(c, "get locket", "You get a dented locket")
        # The fight's lag may hold the next line a moment: it is queued.
        cmd(c, "west", "The Hall of Ledgers")
        m = cmd(c, "quest complete", r"Take these (\d+) quest points")
        points = int(m.group(1))
        assert points >= 10, points
        cmd(c, "score", "quest points %d" % points)
        cmd(c, "quest list", "train")
        cmd(c, "quest buy gold", "That costs 30 quest points|gives you "
            "five hundred gold coins")
        left = points - 30 if points >= 30 else points
        cmd(c, "quest request", "Rest a while first")
        c.send("quit")
        c.expect_closed()
        c = srv.client().login("Questa", PW)
        cmd(c, "quests", "Quests done for questmasters: 1. Quest points: "
            "%d." % left)
        cmd(c, "quest progress", r"You may ask for another in \d+ hour")
        # Its clock goes on after the login: the wait ends.
        c.expect("You may ask a questmaster for a quest again")
        c.send("quit")
        c.expect_closed()
        srv.stop()
        log = srv.read_log()
        assert not re.search(r"ERROR|AddressSanitizer", log), log[-2000:]
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    run([test_new_character_requests_and_completes_a_quest])
