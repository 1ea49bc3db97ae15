"""Black-box: moderation over real connections: a site ban refuses new
connections and a name ban refuses a login, both kept across a restart;
a ban whose time is up stops applying with no restart, and one that ended
while the server was down is gone at start; 'users' lists real
connections with their address, state, idle time, client and protocols."""

import sqlite3
import time

from mudtest import IAC, Client, Server, run, wait_for

PW = "moderate-pw-1"


def with_server(fn, **kw):
    srv = Server(**kw).start()
    try:
        fn(srv)
        srv.stop()
    finally:
        srv.cleanup()


def refused(srv, source, what):
    """A new connection from source is told it is banned and closed (it
    answers no telnet offer: the server may have closed already)."""
    c = Client(srv.port, telnet=False, source=source)
    c.expect("%s is banned from this game" % what)
    c.expect_closed()
    return c


def welcomed(srv, source):
    """A new connection from source is asked its name."""
    c = Client(srv.port, source=source)
    c.expect("go by\\? ")
    return c


def test_site_ban_refuses_and_survives_restart():
    def body(srv):
        ada = srv.client().create("Ada", PW)      # the first: an admin
        pat = Client(srv.port, source="127.0.0.2").create("Pat", PW)
        ada.send("ban site 127.0.0.2 testing the ban")
        ada.expect("The site 127.0.0.2 is banned; the ban ends never.")
        ada.expect("1 connection from it is open")
        c = refused(srv, "127.0.0.2", "Your address")
        assert "testing the ban" in c.text, c.text
        assert "go by?" not in c.text, c.text
        # Pat, already in, stays; another address is let in.
        pat.send("say still here")
        pat.expect("You say 'still here'")
        welcomed(srv, "127.0.0.3").close()
        # A network ban, IPv4 prefix form.
        ada.send("ban site 127.0.1. 2d a whole range")
        ada.expect("The site 127.0.1.0/24 is banned; the ban ends")
        refused(srv, "127.0.1.9", "Your address")
        srv.wait_log("127.0.0.2 is banned \\(127.0.0.2\\): refused")

        srv.stop()
        srv.start()
        refused(srv, "127.0.0.2", "Your address")
        refused(srv, "127.0.1.200", "Your address")
        ada = srv.client().login("Ada", PW)
        ada.send("ban")
        ada.expect("site 127.0.0.2 +by Ada +ends never: testing the ban")
        ada.send("unban site 127.0.0.2")
        ada.expect("The ban on 127.0.0.2 is lifted.")
        welcomed(srv, "127.0.0.2").close()
        ada.send("audit")
        ada.expect("Ada +ban site 127.0.0.2 testing the ban")
        ada.expect("Ada +unban site 127.0.0.2")
    with_server(body)


def test_name_ban_refuses_login_and_survives_restart():
    def body(srv):
        ada = srv.client().create("Ada", PW)
        bob = srv.client().create("Bob", PW)
        ada.send("ban name bob 1d griefing")
        ada.expect("The name Bob is banned; the ban ends")
        bob.expect("You have been banned from this game: griefing.")
        bob.expect_closed()
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Bob")
        c.expect("The name Bob is banned from this game: griefing.")
        c.expect("The ban ends")
        c.expect_closed()
        srv.stop()
        srv.start()
        c = srv.client()
        c.expect("go by\\? ")
        c.send("bob")
        c.expect("The name Bob is banned from this game: griefing.")
        c.expect_closed()
        # Another name from the same address is let in.
        srv.client().login("Ada", PW).send("quit")
    with_server(body)


def test_expired_ban_no_longer_applies():
    def body(srv):
        ada = srv.client().create("Ada", PW)
        ada.send("quit")
        ada.expect_closed()
        srv.stop()
        # Bans written while the server was down: one ended a minute
        # ago, one ends in an hour.
        now = int(time.time())
        db = sqlite3.connect(srv.db)
        db.executemany(
            "INSERT INTO bans (kind, pattern, reason, author, created, "
            "expires) VALUES (0, ?, ?, 'Ada', ?, ?)",
            [("127.0.0.5", "old news", now - 3600, now - 60),
             ("127.0.0.6", "still on", now, now + 3600)])
        db.commit()
        db.close()
        srv.start()
        welcomed(srv, "127.0.0.5").close()
        refused(srv, "127.0.0.6", "Your address")
        # A short ban, given in the game, ends by itself: no restart.
        ada = srv.client().login("Ada", PW)
        ada.send("ban site 127.0.0.7 2s a short one")
        ada.expect("The site 127.0.0.7 is banned")

        def let_in():
            c = Client(srv.port, telnet=False, source="127.0.0.7")
            try:
                m = c.expect("go by\\? |is banned")
                return m.group(0).startswith("go by")
            finally:
                c.close()
        wait_for(let_in, "the two-second ban to end", interval=0.5)
        ada.send("ban")
        ada.expect("site 127.0.0.6")
        ada.send("look")
        ada.expect("> ")
        assert "127.0.0.7" not in ada.text[ada.text.rfind("site 127.0.0.6"):]
    with_server(body)


class NamedClient(Client):
    """A telnet client that names itself by TTYPE."""

    def __init__(self, port, name, **kw):
        super().__init__(port, **kw)
        self.name = name

    def _answer(self, cmd, opt):
        if cmd == 253 and opt == 24:        # DO TTYPE
            self.sock.sendall(bytes([IAC, 251, 24]))
            self.sock.sendall(bytes([IAC, 250, 24, 0]) +
                              self.name.encode() + bytes([IAC, 240]))
            return
        super()._answer(cmd, opt)


def test_users_over_real_connections():
    def body(srv):
        ada = srv.client().create("Ada", PW)
        pat = NamedClient(srv.port, "MUDTEST",
                          source="127.0.0.2").create("Pat", PW)
        raw = Client(srv.port, telnet=False, source="127.0.0.3")
        raw.expect("go by\\? ")
        srv.wait_log("TTYPE 'MUDTEST'")
        ada.send("users")
        ada.expect("Conn Name +State +Address +Via +Idle +Client +Protocols")
        ada.expect("Ada +playing +127\\.0\\.0\\.1 +telnet +\\d+[smhd] +- +EOR")
        ada.send("users")
        ada.expect("Pat +playing +127\\.0\\.0\\.2 +telnet +\\d+[smhd] +MUDTEST ")
        ada.send("users")
        ada.expect("- +get-name +127\\.0\\.0\\.3 +telnet +\\d+[smhd] +- .*raw")
        ada.expect("3 connections: 2 in the game, 1 at the login.")
        # Narrowed to an address.
        ada.send("users 127.0.0.2")
        ada.expect("Pat +playing")
        m = ada.expect("(\\d+) connections: ")
        assert "Ada " not in ada.text[ada.text.rfind("users 127"):m.start()]
        raw.close()
        pat.send("quit")
        pat.expect_closed()
        ada.send("users")
        ada.expect("1 connection: 1 in the game, 0 at the login.")
    with_server(body)


if __name__ == "__main__":
    run([test_site_ban_refuses_and_survives_restart,
         test_name_ban_refuses_login_and_survives_restart,
         test_expired_ban_no_longer_applies,
         test_users_over_real_connections])
