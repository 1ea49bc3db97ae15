"""Black-box: notes on a board and letters to players are in the database
the moment they are written: they survive the server being killed, and a
letter to a player out of the game is announced when they log in. The
rules of boards and mail (the editor, who may remove a note, the limits)
are tested in game time on the harness: tests/unit/test_board.c."""

import signal

from mudtest import Server, run

PW = "boards-password-1"


def with_server(fn):
    srv = Server()
    try:
        srv.start()
        fn(srv)
        srv.stop()
    finally:
        srv.cleanup()


def write(client, command, lines, done):
    """Start the editor with command, type the lines, end with '.'."""
    client.send(command)
    client.expect("End with '.' alone on a line")
    for line in lines:
        client.send(line)
    client.send(".")
    client.expect(done)


def test_note_and_letter_survive_a_kill_and_mail_waits_for_login():
    def body(srv):
        a = srv.client().create("Alice", PW)
        b = srv.client().create("Bob", PW)
        b.send("quit")
        b.expect_closed()

        # Harrowgate's notice board is on the Temple Steps.
        a.send("south")
        a.expect("The Temple Steps")
        a.expect("notice board stands beside the temple doors")
        write(a, "note write Market day", ["Fresh bread at dawn.",
                                           "Bring a basket."],
              "You pin your note to the board")
        write(a, "mail bob Hello", ["See you at the well."],
              "Your letter to Bob is sent")
        a.send("mail carla")
        a.expect("There is no player called Carla")

        # Killed, not shut down: what was written was already stored.
        srv.stop(signal.SIGKILL, expect_rc=None)
        srv.start()

        b = srv.client().login("Bob", PW)
        # Told after the room, before the first prompt.
        assert "You have 1 letter waiting; type 'mail' to read it" in \
            b.text, b.text
        b.send("mail")
        b.expect(r"1\)\* Alice +\d{4}-\d\d-\d\d  Hello")
        b.send("mail read 1")
        b.expect("Letter 1, from Alice, [^\n]*? UTC: Hello\r?\n"
                 "See you at the well.")
        b.send("south")
        b.expect("The Temple Steps")
        b.send("note list")
        b.expect(r"1\) Alice +\d{4}-\d\d-\d\d  Market day")
        b.send("note read 1")
        b.expect("Note 1, from Alice, [^\n]*? UTC: Market day\r?\n"
                 "Fresh bread at dawn.\r?\nBring a basket.")
        b.send("quit")
        b.expect_closed()

        # Read once, the letter is no longer news at the next login.
        b = srv.client().login("Bob", PW)
        b.send("mail")
        b.expect(r"You have 1 letter, 0 new")
        assert "waiting" not in b.text, b.text
    with_server(body)


def test_letter_to_a_player_in_the_game_arrives_at_once():
    def body(srv):
        a = srv.client().create("Wren", PW)
        b = srv.client().create("Xavi", PW)
        write(a, "mail xavi", ["Meet me at the gate."],
              "Your letter to Xavi is sent")
        b.expect("A letter from Wren has come for you")
        b.send("mail 1")
        b.expect(r"Letter 1, from Wren, [^\n]*? UTC: \(no subject\)\r?\n"
                 "Meet me at the gate.")
        # A connection lost mid-letter sends nothing.
        a.send("mail xavi Half")
        a.expect("End with '.'")
        a.send("half a thought")
        a.close()
        b.send("mail")
        b.expect("You have 1 letter, 0 new")
    with_server(body)


if __name__ == "__main__":
    run([test_note_and_letter_survive_a_kill_and_mail_waits_for_login,
         test_letter_to_a_player_in_the_game_arrives_at_once])
