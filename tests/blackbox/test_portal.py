"""Black-box: a portal of the bundled world over TCP. The silver pool in
the Drowned King's tomb (area/crypt.are) leads up to the hollow in the
Greenway: a player steps in with 'enter', a follower comes along, one
waiting in the hollow sees them come, and 'go pool' takes one through
as ROM's go does. Staff bring the players to the tomb ('transfer'): the
crypt's way down is guarded and locked."""

import re

from mudtest import Server, run

PW = "portal-pass-1"
PROMPT = "\n<[^\n>]*> "


def cmd(c, line, pattern=None):
    c.send(line)
    if pattern is None:
        return c.expect(PROMPT)
    return c.expect("(?s)%s.*?%s" % (pattern, PROMPT))


def test_enter_the_silver_pool():
    srv = Server()
    try:
        srv.start()
        ada = srv.client().create("Ada", PW)        # first player: admin
        bob = srv.client().create("Bob", PW)
        cid = srv.client().create("Cid", PW)
        dee = srv.client().create("Dee", PW)
        cmd(ada, "goto 3209", "The Tomb of the Drowned King")
        cmd(ada, "transfer bob", "Bob")
        cmd(ada, "transfer cid", "Cid")
        bob.expect("The Tomb of the Drowned King")
        cid.expect("The Tomb of the Drowned King")
        cmd(ada, "goto 3116", "A Moss-covered Hollow")
        cmd(ada, "transfer dee", "Dee")
        cmd(ada, "goto 3209", "The Tomb of the Drowned King")
        cmd(cid, "follow bob", "You now follow Bob")
        cmd(bob, "look", "A pool of still silver water")
        cmd(bob, "look pool", "Drowned kings, it seems, kept a back door")
        cmd(bob, "enter pool", "You step into a silver pool.*"
            "A Moss-covered Hollow")
        cid.expect("You follow Bob")
        cid.expect("A Moss-covered Hollow")
        dee.expect("Bob steps out of thin air")
        dee.expect("Cid steps out of thin air")
        ada.expect("Bob steps into a silver pool and is gone")
        # go <portal>, as ROM's go; go <direction> as before.
        cmd(ada, "go pool", "You step into a silver pool.*"
            "A Moss-covered Hollow")
        cmd(ada, "go nowhere", "neither a direction nor a way in")
        for c in (ada, bob, cid, dee):
            c.send("quit")
            c.expect_closed()
        srv.stop()
        log = srv.read_log()
        assert not re.search(r"ERROR|AddressSanitizer", log), log[-2000:]
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_enter_the_silver_pool])
