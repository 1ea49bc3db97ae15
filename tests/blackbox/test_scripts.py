"""Black-box: the scripts of the bundled world (area/SCRIPTING.md) on a real
server over TCP: the gate guard greets, a spoken password opens the door
above the tavern, and a shopkeeper's haggle is remembered in a variable
saved with the player across a restart. Each trigger and API function is
tested in game time on the harness (tests/unit/test_script.c)."""

from mudtest import Server, run

PW = "scripts-password-1"


def walk(c, *dirs):
    for d in dirs:
        c.send(d)
        c.expect("> ")


def test_bundled_scripts_and_a_saved_variable():
    srv = Server().start()
    try:
        c = srv.client().create("Wendel", PW)
        walk(c, "south", "south", "east", "east")
        c.send("east")
        c.expect("The East Gate")
        c.expect("The city guard says 'Welcome to Harrowgate, Wendel")
        # The password door above the tavern.
        walk(c, "west", "west", "west", "west")
        c.send("north")
        c.expect("The Drowned Rat")
        c.send("up")
        c.expect("The door is closed")
        c.send("say rat's nest")
        c.expect("Olla nods, and a bolt slides back")
        c.send("up")
        c.expect("A Room Above the Tavern")
        c.send("down")
        c.expect("The Drowned Rat")
        # Marta haggles once with each customer, and remembers it.
        walk(c, "south", "east", "east")
        c.send("north")
        c.expect("The General Store")
        c.send("say haggle")
        c.expect("(sighs and pushes a few coins back|My prices are the "
                 "fairest)")
        c.send("say haggle")
        c.expect("We've haggled already, Wendel")
        c.send("quit")
        c.expect_closed()
        srv.stop()
        srv.start()
        c = srv.client().login("Wendel", PW)
        c.send("look")
        c.expect("The General Store")
        c.send("say haggle")
        c.expect("We've haggled already, Wendel")
        c.close()
        srv.stop()
        assert "script disabled" not in srv.read_log()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_bundled_scripts_and_a_saved_variable])
