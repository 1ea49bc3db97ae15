"""Black-box: a login that waits at the password prompt while the account
changes gets the account as it is, never as it was."""

import sqlite3

from mudtest import Server, run

PW_A = "correct-horse-1"
PW_B = "battery-staple-2"
PW_C = "tr0ub4dor-3"


def with_server(fn, conf=""):
    srv = Server(extra_conf=conf).start()
    try:
        fn(srv)
        srv.stop()
    finally:
        srv.cleanup()


def at_password(srv, name):
    """A connection that typed name and waits at the password prompt."""
    x = srv.client()
    x.expect("go by\\? ")
    x.send(name)
    x.expect("Password: ")
    return x


def test_demoted_while_waiting():
    """Bob, an admin, is demoted and his gold changed while connection X
    waits at his password prompt: X logs in as a player with the new gold,
    and its save keeps the demotion."""
    def body(srv):
        a = srv.client().create("Alice", PW_A)      # the first: an admin
        b = srv.client().create("Bob", PW_B)
        a.send("promote bob admin")
        a.expect("Bob is now an admin")
        b.send("quit")
        b.expect_closed()
        x = at_password(srv, "Bob")
        # Meanwhile Bob comes back, is demoted, and leaves.
        b = srv.client().login("Bob", PW_B)
        a.send("promote bob player")
        a.expect("Bob is now a player")
        b.send("quit")
        b.expect_closed()
        # And an admin's tool changes his gold in the database.
        with sqlite3.connect(srv.db) as db:
            db.execute("UPDATE players SET gold = 4321 WHERE name = 'Bob'")
        x.send(PW_B)
        x.expect("> ")
        x.send("stat")
        x.expect("Huh\\? 'stat' is not a command")
        x.send("score")
        x.expect("Gold 4321\\.")
        x.send("quit")
        x.expect_closed()
        with sqlite3.connect(srv.db) as db:
            role, gold = db.execute("SELECT role, gold FROM players "
                                    "WHERE name = 'Bob'").fetchone()
        assert (role, gold) == (0, 4321), (role, gold)
    with_server(body)


def test_password_changed_while_waiting():
    """X waits at Bob's password prompt with the old password while Bob
    changes it: the old password no longer gets in, X is told why, the
    new one works, and the change is never undone."""
    def body(srv):
        b = srv.client().create("Bob", PW_A)
        x = at_password(srv, "Bob")
        b.send("password")
        b.expect("Old password: ")
        b.send(PW_A)
        b.expect("New password: ")
        b.send(PW_B)
        b.expect("Retype the new password: ")
        b.send(PW_B)
        b.expect("Password changed")
        b.send("quit")
        b.expect_closed()
        x.send(PW_A)
        x.expect("The password of Bob was changed a moment ago")
        x.expect("go by\\? ")
        x.send("Bob")
        x.expect("Password: ")
        x.send(PW_B)
        x.expect("> ")
        x.send("quit")
        x.expect_closed()
        y = at_password(srv, "Bob")
        y.send(PW_A)
        y.expect("Wrong password")
        y.close()
        srv.client().login("Bob", PW_B).send("quit")
    with_server(body)


def test_password_changed_while_in_game():
    """The same while Bob stays in the game: the check goes by the
    character in the game, not the database row read before."""
    def body(srv):
        b = srv.client().create("Bob", PW_A)
        x = at_password(srv, "Bob")
        b.send("password")
        b.expect("Old password: ")
        b.send(PW_A)
        b.expect("New password: ")
        b.send(PW_C)
        b.expect("Retype the new password: ")
        b.send(PW_C)
        b.expect("Password changed")
        x.send(PW_A)
        x.expect("The password of Bob was changed a moment ago")
        b.send("say still mine")
        b.expect("You say 'still mine'")
        b.send("quit")
        b.expect_closed()
        srv.client().login("Bob", PW_C).send("quit")
    with_server(body)


def test_many_wrong_passwords_on_one_connection():
    """With 100 attempts allowed and no pause, 70 wrong passwords on one
    connection: the doubling pause is capped (once an undefined shift
    past 63 that the sanitizer build stopped on)."""
    def body(srv):
        srv.client().create("Bob", PW_A).send("quit")
        x = at_password(srv, "Bob")
        for i in range(70):
            x.send("wrong-%d" % i)
            x.expect("Wrong password")
            x.expect("Password: ")
        x.send(PW_A)
        x.expect("> ")
        x.send("quit")
        x.expect_closed()
    with_server(body, conf="[limits]\nlogin_attempts = 100\n"
                "login_backoff = 0\naddress_failures = 100000\n"
                "[engine]\nhash_cost = minimum\n")


if __name__ == "__main__":
    run([test_demoted_while_waiting, test_password_changed_while_waiting,
         test_password_changed_while_in_game,
         test_many_wrong_passwords_on_one_connection])
