"""Black-box: the timed events that reach the database file: autosave, and
a config reload that shortens it, each checked by killing the server.
The rules of play in game time (casting, wait states, aggro, combat,
healing, timeouts) are tested in pulses on the in-process harness:
tests/unit/test_play.c."""

import os
import shutil
import signal
import sqlite3
import tempfile

from mudtest import Server, run, wait_for

PW = "gameplay-pass-1"

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


if __name__ == "__main__":
    run([test_autosave_writes_a_changed_player,
         test_reload_shortens_autosave_of_players_online])
