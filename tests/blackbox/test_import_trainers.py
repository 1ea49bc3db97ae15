"""mud import rom on a town written here (tests/import/rom-guild): its
practice, train, healer and pet shop flags carried over, the world booted
and played. A new character of each class practises at a guildmaster;
one trains, keeps what it trained across a new login, is healed for gold
and buys a pet that follows it."""

import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from mudtest import DEADLINE, Server, run  # noqa: E402

PW = "correct horse 42"
SRC = os.environ.get("MUD_SOURCE_DIR", ".")
FIXTURE = os.path.join(SRC, "tests", "import", "rom-guild")
PROMPT = "\n<[^\n>]*> "
# Each class's guild room, the way to it from the square, and back.
GUILDS = (("warrior", "north", "south", "The Hall of Blades"),
          ("mage", "east", "west", "The Tower of Arcana"),
          ("cleric", "south", "north", "The Chapel"),
          ("thief", "west", "east", "The Shadowed Den"))


def cmd(c, line, pattern=None):
    c.send(line)
    if pattern is None:
        return c.expect(PROMPT)
    return c.expect("(?s)%s.*?%s" % (pattern, PROMPT))


def mud_import(dest):
    srv = Server()
    try:
        return subprocess.run([srv.bin, "import", "rom", FIXTURE, dest],
                              capture_output=True, text=True,
                              timeout=DEADLINE)
    finally:
        srv.cleanup()


def test_each_class_practises_trains_heals_and_buys_a_pet():
    d = tempfile.mkdtemp(prefix="import-")
    dest = os.path.join(d, "world")
    try:
        r = mud_import(dest)
        assert r.returncode == 0, r.stdout + r.stderr
        assert "0 errors" in r.stdout, r.stdout
        with open(os.path.join(dest, "guild.are")) as f:
            area = f.read()
        assert area.count("guild all\n") == 4, area
        srv = Server(args=["--area-dir", dest])
        try:
            srv.start()
            # The first character made is an admin: make it the last.
            admin = srv.client().create("Aldric", PW, "warrior")
            for i, (klass, way, back, room) in enumerate(GUILDS):
                c = srv.client().create("Pupil" + "abcd"[i], PW, klass)
                cmd(c, way, room)
                c.send("practice")
                out = c.expect("(?s)(.*?)5 practice sessions still to use")
                m = re.search(r"([a-z][a-z ]*[a-z]) +\d+%", out.group(1))
                assert m, out.group(1)
                c.expect(PROMPT)
                cmd(c, "practice " + m.group(1),
                    "You practise %s: you know it" % m.group(1))
                cmd(c, "practice", "4 practice sessions still to use")
                cmd(c, back, "Ravenford Square")
                c.send("quit")
                c.expect_closed()
            # Train, and find it kept at the next login.
            c = srv.client().create("Trainee", PW, "warrior")
            cmd(c, "up", "The Training Yard")
            cmd(c, "train", "You have 3 training sessions")
            cmd(c, "train hp", "Your durability grows!")
            cmd(c, "train con", "Your constitution grows!")
            cmd(c, "score", "training sessions 1")
            c.send("quit")
            c.expect_closed()
            c = srv.client().login("Trainee", PW)
            cmd(c, "score", "training sessions 1")
            # A healer sells its cures, a pet shop its pets.
            cmd(admin, "set Aldric gold 100", "100")
            cmd(admin, "down", "The House of Mercy")
            cmd(admin, "heal", "mend light wounds +10 gold")
            cmd(admin, "heal light", "You pay the sister of mercy 10 gold")
            cmd(admin, "up")
            cmd(admin, "up", "The Training Yard")
            cmd(admin, "east", "The Pet Shop")
            cmd(admin, "list", "a grey kitten")
            cmd(admin, "buy kitten", "A grey kitten is yours, for 10 gold")
            cmd(admin, "buy puppy", "You have a pet already")
            cmd(admin, "west", "The Training Yard.*A grey kitten")
            c.send("quit")
            c.expect_closed()
            admin.close()
            srv.stop()
        finally:
            srv.cleanup()
    finally:
        shutil.rmtree(d)


if __name__ == "__main__":
    run([test_each_class_practises_trains_heals_and_buys_a_pet])
