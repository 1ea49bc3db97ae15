"""Black-box: clans over TCP. The staff make a clan and name a leader,
who takes in a member; they talk on the clan channel, which a player of
no clan does not hear; after a restart of the server both are still of
the clan, and the list counts them."""

import re

from mudtest import Server, run

PW = "clan-pass-1"
PROMPT = "\n<\\d+/\\d+hp [^\n>]*> "


def cmd(c, line, pattern=None):
    c.send(line)
    if pattern is None:
        return c.expect(PROMPT)
    return c.expect("(?s)%s.*?%s" % (pattern, PROMPT))


def test_clan_over_a_restart():
    srv = Server()
    try:
        srv.start()
        ada = srv.client().create("Ada", PW)        # first player: admin
        bob = srv.client().create("Bob", PW)
        cyd = srv.client().create("Cyd", PW)
        dot = srv.client().create("Dot", PW)
        cmd(ada, "clan create Ravens [Raven]", "The clan Ravens is made")
        cmd(ada, "clan add bob ravens leader", "Bob is a leader")
        cmd(bob, "clan induct cyd", "Cyd is a member of the clan Ravens")
        cmd(bob, "ctalk to the nest", "You tell your clan 'to the nest'")
        cyd.expect(r"\[Clan\] Bob tells the clan 'to the nest'")
        cmd(dot, "look")
        assert "to the nest" not in dot.text, dot.text
        for c in (ada, bob, cyd, dot):
            c.send("quit")
            c.expect_closed()
        srv.stop()
        srv.start()
        cyd = srv.client().login("Cyd", PW)
        cmd(cyd, "clan", r"You are a member of the clan Ravens\..*"
            r"Ravens +\[Raven\] +\(2 members\)")
        bob = srv.client().login("Bob", PW)
        m = cmd(bob, "clan who", "Of the clan Ravens.*2 in all")
        assert re.search("Bob +leader", m.group(0)) and \
            re.search("Cyd +member", m.group(0)), m.group(0)
        for c in (bob, cyd):
            c.send("quit")
            c.expect_closed()
        srv.stop()
        log = srv.read_log()
        assert not re.search(r"AddressSanitizer", log), log[-2000:]
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_clan_over_a_restart])
