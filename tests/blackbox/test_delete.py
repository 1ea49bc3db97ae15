"""Black-box: a player deletes their own character ('delete')."""

import sqlite3

from mudtest import Server, run

PW = "correct-horse-1"


def with_server(fn, **kw):
    srv = Server(**kw).start()
    try:
        fn(srv)
        srv.stop()
    finally:
        srv.cleanup()


def test_delete_with_password():
    def body(srv):
        # The first local character is the owner, and staff may not.
        o = srv.client().create("Owen", PW)
        a = srv.client().create("Dora", PW)
        o.send("delete")
        o.expect("Staff cannot delete themselves")
        a.send("delete now")
        a.expect("Type just 'delete'")
        a.send("delete")
        a.expect("to delete this character for good: ")
        a.send("not-the-password")
        a.expect("Wrong password. Your character is not deleted.")
        a.send("say still here")
        a.expect("You say 'still here'")
        a.send("delete")
        a.expect("to delete this character for good: ")
        a.send(PW)
        a.expect("Dora is no more. Farewell.")
        a.expect_closed()
        # The name is free again: a new character is offered.
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Dora")
        c.expect("Is Dora the name you want")
        c.close()
        assert PW not in srv.read_log()
        db = sqlite3.connect(srv.db)
        n = db.execute("SELECT count(*) FROM players WHERE name = 'Dora'"
                       ).fetchone()[0]
        db.close()
        assert n == 0, "Dora's row is still in the store"
    with_server(body)


if __name__ == "__main__":
    run([test_delete_with_password])
