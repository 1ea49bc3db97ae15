"""Black-box: how the first staff account is made (issue 26, items 10 and
19): the first character created from the machine itself while there is
no admin or owner becomes the owner, and the log says how at start; with
game.first_owner_local off nobody is made staff by connecting, and
'mud --role NAME RANK' gives a rank to a character that exists, refusing
while a server runs on the database, for a missing character or
database, and for a rank that is none; each change is audited."""

import os
import sqlite3
import subprocess

from mudtest import Server, run

PW = "staff-test-pw-1"


def role_cmd(srv, *words):
    """Run mud --role on the server's database; the completed process."""
    return subprocess.run(
        [srv.bin, "--config", srv.conf, "--db", srv.db, "--role"] +
        list(words), capture_output=True, text=True, timeout=60)


def stored_role(srv, name):
    db = sqlite3.connect(srv.db)
    try:
        return db.execute("SELECT role FROM players WHERE name = ?",
                          (name,)).fetchone()[0]
    finally:
        db.close()


def test_first_local_character_is_owner():
    srv = Server().start()
    try:
        srv.wait_log("there is no admin or owner yet: the first character "
                     "created from this machine")
        a = srv.client().create("Ada", PW)
        a.send("score")
        a.expect("\\(owner\\)")
        srv.wait_log("new warrior Ada created from 127.0.0.1 \\(the first "
                     "character made from this machine while the game had "
                     "no admin: the owner\\)")
        b = srv.client().create("Bob", PW)
        b.send("score")
        b.expect("\\(player\\)")
        a.send("quit")
        b.send("quit")
        srv.stop()
        assert stored_role(srv, "Ada") == 3
        assert stored_role(srv, "Bob") == 0
        # Staff exist now: the start says nothing of a first admin.
        since = srv.log_size()
        srv.start()
        srv.client().login("Ada", PW)
        assert "no admin or owner yet" not in srv.read_log()[since:]
        srv.stop()
    finally:
        srv.cleanup()


def test_role_from_the_command_line():
    srv = Server(extra_conf="[game]\nfirst_owner_local = no\n")
    try:
        # No database yet: refused, and nothing is created.
        r = role_cmd(srv, "Ada", "owner")
        assert r.returncode == 1 and "no database" in r.stderr, r
        assert not os.path.exists(srv.db)
        srv.start()
        srv.wait_log("there is no admin or owner yet: stop the server and "
                     "run 'mud --role NAME owner'")
        a = srv.client().create("Ada", PW)
        a.send("score")
        a.expect("\\(player\\)")
        # A server runs on it: refused, the record unchanged.
        r = role_cmd(srv, "Ada", "owner")
        assert r.returncode == 1 and "stop that server first" in r.stderr, r
        assert stored_role(srv, "Ada") == 0
        a.send("quit")
        srv.stop()
        r = role_cmd(srv, "Nobody", "owner")
        assert r.returncode == 1 and "no character called Nobody" in \
            r.stderr, r
        r = role_cmd(srv, "Ada", "god")
        assert r.returncode == 2 and "'god' is not a rank" in r.stderr, r
        r = role_cmd(srv, "Ada")
        assert r.returncode == 2 and "needs a name and a rank" in r.stderr, r
        r = role_cmd(srv, "ada", "owner")
        assert r.returncode == 0, r
        assert "Ada is now an owner (was a player)" in r.stdout, r
        assert stored_role(srv, "Ada") == 3
        db = sqlite3.connect(srv.db)
        row = db.execute("SELECT actor, command, args FROM audit ORDER BY "
                         "id DESC LIMIT 1").fetchone()
        db.close()
        assert row == ("(console)", "role", "Ada owner (was player)"), row
        # Logged where the config sends the log (here: standard error).
        assert "role: (console) made Ada owner (was player)" in \
            r.stderr, r
        srv.start()
        a = srv.client().login("Ada", PW)
        a.send("score")
        a.expect("\\(owner\\)")
        a.send("audit")
        a.expect("\\(console\\)\\s+role Ada owner \\(was player\\)")
        srv.stop()
    finally:
        srv.cleanup()


def test_locks_and_wiznet_over_the_wire():
    """newlock refuses a new character, wizlock a player's login, each
    told to the owner on wiznet; switched off, the player comes in and
    wiznet says so."""
    srv = Server().start()
    try:
        a = srv.client().create("Ada", PW)
        b = srv.client().create("Bob", PW)
        b.send("quit")
        b.expect_closed()
        a.send("newlock")
        a.expect("closed to new characters")
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Carl")
        c.expect("No new characters are being made just now")
        c.expect_closed()
        a.expect("\\[Wiznet:refused\\] New character Carl refused")
        a.send("wizlock")
        a.expect("only staff may log in")
        b = srv.client()
        b.expect("go by\\? ")
        b.send("Bob")
        b.expect("Password: ")
        b.send(PW)
        b.expect("locked to staff just now")
        b.expect_closed()
        a.expect("\\[Wiznet:refused\\] Bob refused from 127.0.0.1")
        a.send("wizlock off")
        a.expect("Wizlock is off.")
        b = srv.client().login("Bob", PW)
        a.expect("\\[Wiznet:logins\\] Bob has come into the world.")
        b.send("wiznet")
        b.expect("is not a command")
        srv.stop()
    finally:
        srv.cleanup()


def test_set_password_and_name_over_the_wire():
    """set <player> password gives a new random password, told to the
    admin alone: the old one no longer lets the player in, the new one
    does; set <player> name renames the stored character."""
    srv = Server().start()
    try:
        a = srv.client().create("Ada", PW)
        srv.client().create("Bob", PW).send("quit")
        a.send("set Bob password")
        new = a.expect("The password of Bob is now: (\\S+)").group(1)
        assert new != PW and len(new) >= 8, new
        assert new not in srv.read_log()
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Bob")
        c.expect("Password: ")
        c.send(PW)
        c.expect("Wrong password")
        b = srv.client().login("Bob", new)
        b.send("quit")
        b.expect_closed()
        a.send("set Bob name Bobby")
        a.expect("Bob is now called Bobby.")
        srv.client().login("Bobby", new).send("quit")
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_first_local_character_is_owner, test_role_from_the_command_line,
         test_locks_and_wiznet_over_the_wire,
         test_set_password_and_name_over_the_wire])
