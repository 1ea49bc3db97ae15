"""Black-box: the timed events of play, each with a short config:
healing, casting, aggro, combat and death, autosave, wait states."""

import os
import re
import shutil
import signal
import sqlite3
import tempfile

from mudtest import Server, run, wait_for

PW = "gameplay-pass-1"
PROMPT = "\n<[^\n>]*> "

AREA = """area Arena
vnums 3000 3099
builders Tests

room 3001
name The Arena Temple
sector inside
flags safe recall indoors
description
A quiet temple beside the arena. The sands lie east; a pit lies below.
~
exit east 3002
exit down 3003
end

room 3002
name The Sands
sector field
description
Hot sand, raked smooth. A training post stands here.
~
exit west 3001
exit east 3004
end

room 3003
name The Pit
sector inside
description
A stinking pit.
~
exit up 3001
end

room 3004
name The Far Sands
sector field
description
More sand.
~
exit west 3002
end

mob 3000
keywords post sparring
short a sparring post
long A sparring post with iron arms stands here.
description
It swings back.
~
level 1
hit 1d1+100000
damage 8d1
hitroll 100
flags sentinel
end

mob 3001
keywords rat
short a pit rat
long A pit rat bares its teeth at you.
description
Mangy.
~
level 1
hit 1d1
damage 1d1
gold 7
flags aggressive sentinel
end

mob 3002
keywords beetle
short a dung beetle
long A dung beetle rolls its ball here.
description
Busy.
~
level 1
hit 1d1
damage 1d1
gold 3
flags sentinel
end

object 3010
keywords shell
short a beetle shell
long A beetle shell lies here.
type trash
weight 1
end

reset mob 3000 in 3002 max 1
reset mob 3001 in 3003 max 1
reset mob 3002 in 3004 max 1
reset give 3010
"""

CONF = """[game]
heal_interval = 1
heal_standing = 10
aggro_delay = 1
combat_round = 1
autosave = 600
[spells]
armor = 2
armor_duration = 30
magic_missile = 1
"""


def with_arena(fn, conf=CONF):
    d = tempfile.mkdtemp(prefix="mudarena-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("arena.are\n")
    with open(os.path.join(d, "arena.are"), "w") as f:
        f.write(AREA)
    srv = Server(extra_conf=conf, args=["--area-dir", d])
    try:
        srv.start()
        fn(srv)
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d)


def events_of(c, name):
    c.send("stat %s" % name)
    m = c.expect("Events:([^\n]*)")
    return m.group(1)


def saved_title(db, name):
    """A player's title as saved in the database, or None."""
    con = sqlite3.connect(db, timeout=10)
    try:
        row = con.execute("SELECT title FROM players WHERE name = ?",
                          (name,)).fetchone()
    except sqlite3.OperationalError:    # not made yet, or busy
        return None
    finally:
        con.close()
    return row and row[0]


def test_heal_to_full_then_no_heal_event():
    def body(srv):
        a = srv.client().create("Hera", PW)     # admin, for 'stat'
        a.send("east")
        a.expect("The Sands")
        a.send("kill post")
        a.expect("post's \\w+ hits you")
        for _ in range(20):
            a.send("flee")
            m = a.expect("You flee|PANIC|aren't fighting")
            if m.group(0) != "PANIC":
                break
        assert "heal(" in events_of(a, "Hera")

        def healed():
            a.send("score")
            m = a.expect("Hit points (\\d+)/(\\d+)")
            # The last heal says so; hit points may fill before the rest.
            return m.group(1) == m.group(2) and \
                "You feel fully rested" in a.text
        wait_for(healed, "healing to full", interval=0.5)
        assert "heal(" not in events_of(a, "Hera")
        assert "You feel fully rested" in a.text
    with_arena(body)


def test_cast_completes_after_cast_time_and_moving_spoils_it():
    def body(srv):
        a = srv.client().create("Cass", PW)
        a.send("affects")
        a.expect("not affected")
        start = a.pulse()               # the first player: an admin
        a.send("cast 'armor'")
        a.expect("You begin to chant")
        a.expect("You feel someone protecting you")
        # Not before its cast time: 2 s of game time are 8 pulses.
        took = a.pulse() - start
        assert took >= 8, took
        a.send("affects")
        a.expect("armor +for \\d+ more seconds")
        # A second cast, spoilt by walking away.
        a.send("cast 'magic' post")
        a.expect("Cast it at whom|They aren't here")
        a.send("east")
        a.expect("The Sands")
        a.send("cast 'cure light'")
        a.expect("You begin to chant")
        a.send("west")
        a.expect("You lose your concentration as you move")
        # Past the time the cast would have ended (2 s, 8 pulses).
        a.wait_pulses(8)
        a.send("look")
        a.expect(PROMPT)
        assert "You feel better" not in a.text, a.text
        assert "cast(" not in events_of(a, "Cass")
    with_arena(body)


def test_aggro_after_the_delay():
    def body(srv):
        a = srv.client().create("Agro", PW)     # an admin
        start = a.pulse()
        a.send("down")
        a.expect("The Pit")
        a.expect("A pit rat attacks you!")
        assert "a pit rat attacks" not in a.text, "not capitalised"
        # Not before the delay: 1 s of game time is 4 pulses.
        took = a.pulse() - start
        assert took >= 4, took
        a.expect("is DEAD!|hits you|misses you")
    with_arena(body)


def test_kill_corpse_loot_and_experience():
    def body(srv):
        a = srv.client().create("Kara", PW)
        a.send("score")
        m = a.expect("Experience: (\\d+)")
        exp0 = int(m.group(1))
        a.send("east")
        a.send("east")
        a.expect("The Far Sands")
        a.send("consider beetle")
        a.expect("The perfect match!|looks like an easy kill")
        a.send("kill beetle")
        a.expect("A dung beetle is DEAD!")
        a.expect("You receive (\\d+) experience points")
        a.send("look")
        a.expect("The corpse of a dung beetle lies here")
        a.send("get all corpse")
        a.expect("You get 3 gold coins from the corpse of a dung beetle")
        a.expect("You get a beetle shell from the corpse")
        a.send("score")
        m = a.expect("(?s)Gold (\\d+)\\..*?Experience: (\\d+)")
        assert int(m.group(2)) > exp0, m.group(0)
        # The purse holds the 3 coins from the corpse.
        assert m.group(1) == "3", m.group(0)
    with_arena(body)


def test_autosave_writes_a_changed_player():
    def body(srv):
        a = srv.client().create("Otto", PW)
        a.send("title the Unsaved")
        a.expect("Your title")
        # Autosave is every second here: wait until it has saved.
        wait_for(lambda: saved_title(srv.db, "Otto") == "the Unsaved",
                 "the autosave")
        srv.stop(signal.SIGKILL, expect_rc=None)
        srv.start()
        b = srv.client().login("Otto", PW)
        b.send("who")
        b.expect("Otto the Unsaved")
    with_arena(body, conf=CONF.replace("autosave = 600", "autosave = 1"))


def test_reload_shortens_autosave_of_players_online():
    def body(srv):
        a = srv.client().create("Rita", PW)      # autosave 600 s
        a.send("title the Reloaded")
        a.expect("Your title")
        with open(srv.conf) as f:
            text = f.read().replace("autosave = 600", "autosave = 1")
        with open(srv.conf, "w") as f:
            f.write(text)
        a.send("reload config")
        a.expect("game.autosave: 600 -> 1")
        wait_for(lambda: saved_title(srv.db, "Rita") == "the Reloaded",
                 "the autosave")
        srv.stop(signal.SIGKILL, expect_rc=None)
        srv.start()
        b = srv.client().login("Rita", PW)
        b.send("who")
        b.expect("Rita the Reloaded")
    with_arena(body)


def test_wait_state_runs_typed_ahead_commands_in_order():
    def body(srv):
        a = srv.client().create("Wren", PW)
        a.send("cast 'armor'")                 # lags half a second
        a.send("say one")
        a.send("say two")
        a.expect("You begin to chant")
        m = a.expect("(?s)You say 'one'.*You say 'two'")
        assert m
        a.expect("You feel someone protecting you")
    with_arena(body)


if __name__ == "__main__":
    run([test_heal_to_full_then_no_heal_event,
         test_cast_completes_after_cast_time_and_moving_spoils_it,
         test_aggro_after_the_delay, test_kill_corpse_loot_and_experience,
         test_autosave_writes_a_changed_player,
         test_reload_shortens_autosave_of_players_online,
         test_wait_state_runs_typed_ahead_commands_in_order])
