"""Black-box: a script refuses what a player does by returning false
(area/SCRIPTING.md, "What the script returns"), seen from the player's
side on a real server: a drop the object's script refuses leaves the
thing in the pack with no "You drop", and an exit a guard's leave script
refuses is not taken: no room shown, no "leaves" for those watching, no
movement points spent. And logging in, a player sees the room before
the greeting. Every refusal is tested in game time in
tests/unit/test_script_refuse.c."""

import re
import shutil

from mudtest import Server, run
from test_world import make_world

PW = "refuse-password-1"
PROMPT = r"\n<[^\n>]*> "

AREA = """area Refusals
vnums 3000 3099
reset_interval 600

room 3001
name The Gatehouse
sector inside
flags safe recall indoors
description
A gatehouse. An arch leads north into the keep.
~
exit north 3002
end

room 3002
name The Keep
sector inside
flags indoors
description
The keep beyond the arch.
~
exit south 3001
end

mob 3010
keywords warden
short the warden
long A warden stands under the arch.
description
Stern.
~
level 10
hit 1d1+100
damage 1d1
flags sentinel
script enter
if ch:is_player() then ch:send("The warden looks you over.") end
~
script leave
if text == "north" and not ch:get("pass") then
  ch:send("The warden bars the arch with his halberd.")
  return false
end
~
end

object 3020
keywords skull cursed
short a cursed skull
long A cursed skull grins here.
type treasure
weight 1
script drop
ch:send("The skull will not leave your hand.")
return false
~
end

object 3021
keywords pebble
short a pebble
long A pebble lies here.
type treasure
weight 1
script drop
return
~
end

reset mob 3010 in 3001
reset object 3020 in 3001
reset object 3021 in 3001
"""


def moves(c):
    c.send("score")
    return int(c.expect(r"movement (\d+)/\d+").group(1))


def test_refused_drop_and_exit():
    d = make_world(AREA)
    srv = Server(args=["--area-dir", d])
    try:
        srv.start()
        a = srv.client().create("Ambrose", PW)
        # Logging in, the room comes first, then who greets.
        a.send("say here")
        a.expect("You say 'here'")
        i = a.text.find("The Gatehouse")
        assert 0 <= i < a.text.find("The warden looks you over."), a.text
        w = srv.client().create("Wilma", PW)
        a.send("get all")
        a.expect("You get a cursed skull")
        a.expect(PROMPT)
        # The refused drop: only the script's line, the skull still held.
        a.send("drop skull")
        m = a.expect(r"(?s)The skull will not leave your hand\.(.*?)" +
                     PROMPT)
        assert "You drop" not in a.text[m.start():], a.text[m.start():]
        a.send("inventory")
        a.expect("a cursed skull")
        a.expect(PROMPT)
        # A drop nobody refuses (its script returns nothing) goes on.
        a.send("drop pebble")
        a.expect("You drop a pebble")
        w.expect("Ambrose drops a pebble")
        # The refused exit: no room, no movement spent, nobody sees a
        # leaving.
        before = moves(a)
        a.expect(PROMPT)
        a.send("north")
        m = a.expect(r"(?s)The warden bars the arch with his halberd\.(.*?)" +
                     PROMPT)
        assert "The Keep" not in a.text[m.start():], a.text[m.start():]
        a.send("look")
        a.expect("The Gatehouse")
        a.expect(PROMPT)
        assert moves(a) == before
        a.expect(PROMPT)
        w.send("say still here?")
        w.expect("You say 'still here\\?'")
        assert not re.search("Ambrose (leaves|drops a cursed)", w.text), \
            w.text
        a.close()
        w.close()
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d)


if __name__ == "__main__":
    run([test_refused_drop_and_exit])
