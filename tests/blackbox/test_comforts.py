"""Black-box: a player's aliases and settings (toggle) survive quitting,
a restart and a crash. An alias made or removed is written at once, so a
SIGKILL just after it keeps it; every save rewrites the aliases in the
player's own transaction, so none is ever there twice. How aliases
expand, '!' and '^', and paging are tested in game time on the harness:
tests/unit/test_alias.c."""

import signal
import sqlite3

from mudtest import Server, run

PW = "comforts-pass-1"


def saved_aliases(db, name):
    """The aliases saved for a player, as (name, text) pairs by name."""
    con = sqlite3.connect(db, timeout=10)
    try:
        return con.execute(
            "SELECT a.name, a.text FROM player_aliases AS a JOIN players "
            "AS p ON p.id = a.player_id WHERE p.name = ? ORDER BY a.name",
            (name,)).fetchall()
    finally:
        con.close()


def test_aliases_and_settings_survive_quit_restart_and_crash():
    srv = Server()
    try:
        srv.start()
        a = srv.client().create("Alba", PW)
        a.send("alias hy say <$1> <$*>")
        a.expect("Alias 'hy' set.")
        a.send("alias two say one\\;two;say three")
        a.expect("Alias 'two' set.")
        a.send("alias gone say nothing")
        a.expect("Alias 'gone' set.")
        a.send("unalias gone")
        a.expect("Alias 'gone' removed.")
        for line, answer in (("toggle brief on", "Brief mode on"),
                             ("toggle autoloot on", "loot the corpses"),
                             ("toggle autogold on", "take the gold"),
                             ("toggle autoexit off", "no longer show"),
                             ("toggle pager 40", "40 lines at a time"),
                             ("toggle wimpy 3", "You will flee below 3")):
            a.send(line)
            a.expect(answer)
        a.send("quit")
        a.expect("Goodbye")
        a.expect_closed()

        # Back after quitting.
        b = srv.client().login("Alba", PW)
        b.send("alias")
        b.expect("Your aliases \\(2 of at most 50\\):\r\n"
                 "  hy +say <\\$1> <\\$\\*>\r\n"
                 "  two +say one\\\\;two;say three\r\n")
        b.send("hy x y")
        b.expect("You say '<x> <x y>'")
        b.send("two")
        b.expect("You say 'one;two'")
        b.expect("You say 'three'")
        b.send("toggle")
        for setting in ("brief +on", "autoexit +off", "autoloot +on",
                        "autogold +on", "autosplit +off", "wimpy +3",
                        "pager +40"):
            b.expect("  " + setting + " ")

        # A change just before a crash is kept: it was written at once.
        b.send("alias late say made late")
        b.expect("Alias 'late' set.")
        b.send("unalias hy")
        b.expect("Alias 'hy' removed.")
        srv.stop(signal.SIGKILL, expect_rc=None)
        assert saved_aliases(srv.db, "Alba") == [
            ("late", "say made late"),
            ("two", "say one\\;two;say three")], saved_aliases(srv.db, "Alba")
        srv.start()
        c = srv.client().login("Alba", PW)
        c.send("late")
        c.expect("You say 'made late'")
        c.send("hy x")
        c.expect("Huh\\? 'hy' is not a command")
        c.send("toggle")
        c.expect("  pager +40 ")

        # Saves and a clean shutdown rewrite the aliases, never doubling
        # one.
        c.send("save")
        c.expect("Saved.")
        srv.stop()
        assert len(saved_aliases(srv.db, "Alba")) == 2
        srv.start()
        d = srv.client().login("Alba", PW)
        d.send("alias")
        d.expect("Your aliases \\(2 of at most 50\\)")
        d.send("quit")
        d.expect("Goodbye")
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_aliases_and_settings_survive_quit_restart_and_crash])
