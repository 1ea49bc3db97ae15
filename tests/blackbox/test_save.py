"""Black-box: a save writes only what changed, and loses nothing. A player
gets a thing, changes a setting, sets an alias and drinks a potion; the
server is killed with SIGKILL right after the save that includes them (the
game's answer to 'save'), and after a restart everything is as it was.
Then only one setting changes and is saved before another SIGKILL: the
sections that did not change are still all there, the one that did is
new."""

import os
import shutil
import signal
import sqlite3
import tempfile

from mudtest import Server, run

PW = "save-pass-1"

AREA = """area Cellar
vnums 3000 3099

room 3001
name The Cellar
sector inside
flags safe recall indoors
description
A cool stone cellar.
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

object 3011
keywords potion phial
short a phial of armour
long A phial of grey liquid lies here.
type potion
spell_level 10
spells armor
wear hold
level 1
weight 1
end

reset object 3010 in 3001
reset object 3011 in 3001
"""


def stored(db):
    """What the database holds of Ana: row, objects, affects, aliases."""
    con = sqlite3.connect(db)
    try:
        ok = con.execute("PRAGMA integrity_check").fetchone()[0]
        assert ok == "ok", ok
        pid, wimpy = con.execute("SELECT id, wimpy FROM players WHERE "
                                 "name = 'Ana'").fetchone()
        vnums = [r[0] for r in con.execute(
            "SELECT vnum FROM player_items WHERE player_id = ?", (pid,))]
        affects = con.execute("SELECT count(*) FROM player_affects WHERE "
                              "player_id = ?", (pid,)).fetchone()[0]
        aliases = dict(con.execute("SELECT name, text FROM player_aliases "
                                   "WHERE player_id = ?", (pid,)))
    finally:
        con.close()
    return wimpy, vnums, affects, aliases


def test_sigkill_after_save_keeps_every_section():
    d = tempfile.mkdtemp(prefix="mudsave-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("cellar.are\n")
    with open(os.path.join(d, "cellar.are"), "w") as f:
        f.write(AREA)
    # No autosave in the test's time: only 'save' writes.
    srv = Server(extra_conf="[game]\nautosave = 3600\n",
                 args=["--area-dir", d])
    try:
        srv.start()
        a = srv.client().create("Ana", PW)
        a.send("save")
        a.expect("Saved\\.")
        a.send("get ruby")
        a.expect("You get a blood-red ruby")
        a.send("get phial")
        a.expect("You get a phial of armour")
        a.send("quaff phial")
        a.expect("An unseen ward settles around you")
        a.send("wimpy 3")
        a.expect("You will flee below 3 hit points")
        a.send("alias gr get ruby")
        a.expect("Alias 'gr' set")
        a.send("save")
        a.expect("Saved\\.")
        srv.stop(signal.SIGKILL, expect_rc=None)

        wimpy, vnums, affects, aliases = stored(srv.db)
        assert wimpy == 3, wimpy
        assert vnums == [3010], vnums
        assert affects == 1, affects
        assert aliases == {"gr": "get ruby"}, aliases

        srv.start()
        a = srv.client().login("Ana", PW)
        a.send("inventory")
        a.expect("(?s)In your pack and hands:.*a blood-red ruby")
        a.send("affects")
        a.expect("armor")
        a.send("wimpy")
        a.expect("You flee below 3 hit points")
        a.send("alias")
        a.expect("gr +get ruby")

        # One setting alone: the rest stays as it was saved.
        a.send("wimpy 2")
        a.expect("You will flee below 2 hit points")
        a.send("save")
        a.expect("Saved\\.")
        srv.stop(signal.SIGKILL, expect_rc=None)
        wimpy, vnums, affects, aliases = stored(srv.db)
        assert wimpy == 2, wimpy
        assert vnums == [3010], vnums
        assert affects == 1, affects
        assert aliases == {"gr": "get ruby"}, aliases

        srv.start()
        a = srv.client().login("Ana", PW)
        a.send("inventory")
        a.expect("(?s)In your pack and hands:.*a blood-red ruby")
        a.send("wimpy")
        a.expect("You flee below 2 hit points")
        a.send("quit")
        a.expect("Goodbye")
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    run([test_sigkill_after_save_keeps_every_section])
