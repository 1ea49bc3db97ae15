"""Black-box: finding and talking to other players: who and its filters."""

import re

from mudtest import Server, run

PW = "talk-password-1"


def with_server(fn, conf=""):
    srv = Server(extra_conf=conf)
    try:
        srv.start()
        fn(srv)
        srv.stop()
    finally:
        srv.cleanup()


def who_names(client, args=""):
    """The names one 'who' lists, and its closing lines."""
    client.send(("who " + args).strip())
    m = client.expect("Players in the game\r?\n-+\r?\n((?:\\[[^\n]*\n)*)"
                      "\r?\n([^\n]*player[^\n]*)(\r?\n[^\n<]*in all\\.)?")
    names = re.findall(r"\] (\w+)", m.group(1))
    return names, m.group(2) + (m.group(3) or "")


def test_who_caps_the_list_and_filters_it():
    def body(srv):
        people = [("Abel", "warrior"), ("Abby", "mage"), ("Bruno", "mage"),
                  ("Cora", "thief")]
        clients = [srv.client().create(n, PW, k) for n, k in people]
        c = clients[-1]
        names, tail = who_names(c)
        assert names == ["Abel", "Abby", "Bruno"], names
        assert "3 of 4 players shown" in tail, tail
        names, tail = who_names(c, "mage")
        assert names == ["Abby", "Bruno"], names
        assert "2 players." in tail and "4 in the game in all" in tail, tail
        names, _ = who_names(c, "ab")
        assert names == ["Abel", "Abby"], names
        names, _ = who_names(c, "ab mag")
        assert names == ["Abby"], names
        names, tail = who_names(c, "2-50")
        assert names == [] and "0 players." in tail, (names, tail)
        names, _ = who_names(c, "1")
        assert len(names) == 3, names
        c.send("who 9-3")
        c.expect("Usage: who \\[name\\]")
        clients[0].send("quit")
        clients[0].expect_closed()
        names, tail = who_names(c, "ab")
        assert names == ["Abby"], names
        assert "3 in the game in all" in tail, tail
    with_server(body, "[game]\nwho_max = 3\n")


if __name__ == "__main__":
    run([test_who_caps_the_list_and_filters_it])
