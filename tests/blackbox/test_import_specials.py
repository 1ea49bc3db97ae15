"""mud import circle with special procedures: the fixture world
tests/import/specials (a lib/world tree with its own src/spec_assign.c
beside it, written for this test) imports clean with its procedures as
behaviours of the library, and they are seen in play: the cash machine
keeps a balance, the desk clerk explains there is no rent, the notice
board takes notes, the kennel shop lists its puppy, the mongrel (a
fido) eats the corpse of a rat, the hedge wizard (a magic user) casts in
a fight, and the watchman attacks someone who attacks the baker."""

import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from mudtest import DEADLINE, Server, run  # noqa: E402

PW = "market-cross-29"
ROOT = os.path.join(os.environ.get("MUD_SOURCE_DIR", "."), "tests", "import",
                    "specials")
SRC = os.path.join(ROOT, "lib", "world")
PROMPT = "\n<[^\n>]*> "


def mud(*args):
    srv = Server()
    try:
        r = subprocess.run([srv.bin] + list(args), capture_output=True,
                           text=True, timeout=DEADLINE)
    finally:
        srv.cleanup()
    for bad in ("AddressSanitizer", "runtime error:", "LeakSanitizer"):
        assert bad not in r.stderr, "sanitizer report:\n" + r.stderr[-4000:]
    return r


def cmd(c, line, pattern=None):
    c.send(line)
    if pattern is None:
        return c.expect(PROMPT)
    return c.expect("(?s)%s.*?%s" % (pattern, PROMPT))


def test_spec_assign_is_read_and_mapped():
    d = tempfile.mkdtemp(prefix="specials-")
    try:
        dest = os.path.join(d, "world")
        r = mud("import", "circle", SRC, dest)
        assert r.returncode == 0, r.stdout + r.stderr
        with open(os.path.join(dest, "IMPORT.md")) as f:
            md = f.read()
        for s in ("`spec_assign.c:10`: special procedure magic_user of "
                  "mob 3007 as 'behaviour caster mage'",
                  "`spec_assign.c:7`: special procedure cityguard of mob "
                  "3001 as 'behaviour cityguard'",
                  "`spec_assign.c:9`: special procedure fido of mob 3004 "
                  "as 'behaviour fido'",
                  "`spec_assign.c:16`: special procedure bank of object "
                  "3001 as 'behaviour bank'",
                  "`spec_assign.c:17`: special procedure gen_board of "
                  "object 3002: a board of the game",
                  "`spec_assign.c:22`: special procedure dump of room "
                  "3004 as 'behaviour dump'"):
            assert s in md, (s, md)
        # The commented-out line is not read.
        assert "thief" not in md, md
        with open(os.path.join(dest, "zone-30.are")) as f:
            are = f.read()
        assert "behaviour pet_shop\n" in are, are
        # Given by --specs instead: the same, named by its path.
        other = os.path.join(d, "elsewhere.c")
        shutil.copy(os.path.join(ROOT, "src", "spec_assign.c"), other)
        bare = os.path.join(d, "bare")
        shutil.copytree(SRC, bare)
        r = mud("import", "circle", bare, os.path.join(d, "w2"))
        assert r.returncode == 0, r.stdout + r.stderr
        with open(os.path.join(d, "w2", "IMPORT.md")) as f:
            assert "give it with --specs FILE" in f.read()
        r = mud("import", "circle", bare, os.path.join(d, "w3"), "--specs",
                other)
        assert r.returncode == 0, r.stdout + r.stderr
        with open(os.path.join(d, "w3", "IMPORT.md")) as f:
            md3 = f.read()
        assert re.search(r"`[^`]*elsewhere\.c:7`: special procedure "
                         r"cityguard", md3), md3
    finally:
        shutil.rmtree(d)


def test_specials_in_play():
    d = tempfile.mkdtemp(prefix="specials-")
    try:
        dest = os.path.join(d, "world")
        r = mud("import", "circle", SRC, dest)
        assert r.returncode == 0, r.stdout + r.stderr
        srv = Server(extra_conf="[game]\nstart_gold = 0\n",
                     args=["--area-dir", dest])
        try:
            srv.start()
            c = srv.client().create("Rhona", PW)
            cmd(c, "look", "The Market Cross")
            # The cash machine: a bank.
            cmd(c, "north", "The Counting House")
            cmd(c, "balance", "Your balance is 0 gold.")
            cmd(c, "deposit 10", "You don't have that much gold!")
            # The hedge wizard casts at whoever attacks him.
            cmd(c, "north", "The Wizard's Yard")
            c.send("kill wizard")
            c.expect("The hedge wizard intones '")
            for _ in range(50):
                c.send("flee")
                m = c.expect("You flee|You look for a way out")
                if m.group(0) == "You flee":
                    break
            else:
                assert False, "never got away from the wizard"
            cmd(c, "goto 3001", "The Market Cross")
            # The desk clerk: no rent here.
            cmd(c, "east", "The Sleeping Fox Inn")
            cmd(c, "rent", "No rent is due here, Rhona")
            # The notice board: the game's board.
            c.send("note write Lost cat")
            c.expect("Write your note")
            c.send("Grey, answers to Smoke.")
            c.send(".")
            c.expect(PROMPT)
            cmd(c, "note list", "Lost cat")
            cmd(c, "west")
            # The kennel shop lists the puppy of the pen behind it.
            cmd(c, "west", "The Kennel Shop")
            cmd(c, "list", "Animals to take home:.*a puppy")
            cmd(c, "east")
            # The mongrel at the tip eats the rat's corpse.
            cmd(c, "south", "The Rubbish Tip")
            c.send("kill rat")
            c.expect("collapses, dead.")
            c.expect("mongrel tears into a corpse and wolfs it down.")
            cmd(c, "north", "The Market Cross")
            # An honest round trip, then an attack: the watchman wades in.
            cmd(c, "look", "A baker sells loaves")
            c.send("kill baker")
            c.expect("The watchman says 'Halt, Rhona! In the name of the "
                     "watch!'")
            c.close()
            srv.stop()
        finally:
            srv.cleanup()
    finally:
        shutil.rmtree(d)


if __name__ == "__main__":
    run([test_spec_assign_is_read_and_mapped, test_specials_in_play])
