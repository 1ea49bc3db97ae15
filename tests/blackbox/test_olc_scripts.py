"""Black-box: a builder writes, breaks, sees the error, fixes and reruns a
script in the game over a real connection, without shell access
(docs/olc.md, "Scripts"): a syntax error names the line of the script;
the editor keeps the indentation and opens with the script; a runtime
error reaches the area's builder and the admins on wiznet, not a builder
of another area. And an area made in the game (acreate, dig) is checked
by 'mud --check' and is there after a restart. The same in game time:
tests/unit/test_olc_build.c."""

import os

from mudtest import run
from test_olc import PW, cmd, with_world
from test_world import mud_check


def test_write_break_fix_a_script():
    def body(srv, d):
        ada = srv.client().create("Ada", PW)        # first player: admin
        bob = srv.client().create("Bob", PW)
        cid = srv.client().create("Cid", PW)
        cmd(ada, "promote Bob builder", "Bob")
        cmd(ada, "promote Cid builder", "Cid")
        cmd(ada, "aassign Bob test", "Bob may now edit test")
        # A syntax error, named by the line the builder wrote.
        cmd(bob, "redit script speech hello", "Write the script")
        for line in ("if text then", "  self:say('hi')"):
            bob.send(line)
        cmd(bob, ".", "Refused; nothing was changed \\(1 problem\\):\r?\n"
            "line 3 of the script: 'end' expected \\(to close 'if' at "
            "line 1\\) near <eof>")
        # The draft is kept in the editor, to fix; here it is given up.
        cmd(bob, "~q", "Nothing was changed")
        # A runtime error, the indentation kept.
        cmd(bob, "redit script speech hello", "Write the script")
        for line in ("local x = nil", "    x.y = 1"):
            bob.send(line)
        cmd(bob, ".", "script speech hello\r?\nlocal x = nil\r?\n"
            "    x.y = 1\r?\n~")
        bob.send("say hello")
        bob.expect("\\[script test\\] .*test.are \\(room 3001, script "
                   "speech hello\\):2: attempt to index a nil value")
        ada.expect("\\[Wiznet:scripts\\] \\[script test\\] .*\\(room 3001, "
                   "script speech hello\\):2: attempt to index")
        cid.send("say marker")
        m = cid.expect("You say 'marker'")
        assert "attempt to index" not in cid.text[:m.end()]
        # Fixed in the game: the editor opens with the script.
        cmd(bob, "redit script speech hello", " 2\\]     x.y = 1")
        cmd(bob, "/e 2 self:echo('Fixed now.')", "Line 2 replaced")
        cmd(bob, ".", "self:echo")
        cmd(bob, "say hello", "Fixed now.")
        # A new area, built in the game, checked and kept.
        cmd(ada, "acreate mill 5000 5099 The Old Mill", "Made area mill")
        cmd(ada, "redit create 5000", "room 5000")
        cmd(ada, "goto 5000", "A new room")
        cmd(ada, "dig north", "Done: room 5001 made north of here")
        cmd(ada, "asave all", "Saved mill to ")
        r = mud_check(d)
        assert r.returncode == 0, r.stdout + r.stderr
        with open(os.path.join(d, "area.lst")) as f:
            assert "mill.are" in f.read()
        srv.stop()
        srv.start()
        ada = srv.client().login("Ada", PW)
        cmd(ada, "goto 5001", "A new room")
        cmd(ada, "south", "A new room")
        cmd(ada, "rstat", "room 5000")
        cmd(bob.__class__(srv.port).login("Bob", PW), "say hello",
            "Fixed now.")
    with_world(body)


if __name__ == "__main__":
    run([test_write_break_fix_a_script])
