"""Black-box: the script triggers a player meets on a real server over
TCP: a room's login script greets a player who logs in there (and not
one who reconnects), and 'give 10 gold <mobile>' gives gold as 'help
give' says. Each trigger is tested in game time on the harness
(tests/unit/test_script_trig.c)."""

import os
import re

from mudtest import Server, run

PW = "trig-password-1"


def add_login_script(srv):
    """The temple (room 3001, where players start) greets at login."""
    path = os.path.join(srv.area_copy(), "harrowgate.are")
    with open(path) as f:
        text = f.read()
    at = text.index("room 3001\n")
    # Before its first script: scripts come last in a room.
    end = text.index("\nscript ", at)
    text = (text[:end] + "\nscript login\n"
            "ch:send(\"The temple bell rings for \" .. ch:name() .. \".\")\n"
            "~" + text[end:])
    with open(path, "w") as f:
        f.write(text)


def test_login_script_and_give_gold():
    srv = Server()
    add_login_script(srv)
    srv.start()
    try:
        c = srv.client().create("Wendel", PW)
        # Told with the room, before the first prompt the login awaits.
        c.send("look")
        c.expect("> ")
        assert "The temple bell rings for Wendel." in c.text, c.text
        c.send("give 10 gold Wendel")
        c.expect("You already have it.")
        c.send("give 99999999 gold nobody")
        c.expect("You see no one here by that name.")
        c.send("quit")
        c.expect_closed()
        c = srv.client().login("Wendel", PW)
        c.send("look")
        c.expect("> ")
        assert "The temple bell rings for Wendel." in c.text, c.text
        c.close()
        srv.stop()
        assert "script disabled" not in srv.read_log()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_login_script_and_give_gold])
