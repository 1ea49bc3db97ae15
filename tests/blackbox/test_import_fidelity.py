"""mud import, the fidelity defects of issue 29, on fixtures written here
(tests/import/fidelity-circle, tests/import/fidelity-rom): each world
imports and checks clean, then is booted and played to see each defect
gone: a shop given types by name, a header with trailing blanks, a '~'
inside a name, tbaMUD colour codes, an extra description read by its own
keywords, an unlisted object, a door with one side, Circle's R and T,
quests noted; ROM prices in the server's unit, two overlapping areas made
one, ROM's R as a shuffle, and imported help beside the server's."""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from mudtest import DEADLINE, Server, run  # noqa: E402

PW = "fidelity-yard-29"
SRC = os.environ.get("MUD_SOURCE_DIR", ".")
CIRCLE = os.path.join(SRC, "tests", "import", "fidelity-circle")
ROM = os.path.join(SRC, "tests", "import", "fidelity-rom")
PROMPT = r"\n<[^\n>]*> "


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


def upto_prompt(c):
    """The text read from here up to the next prompt."""
    start = c.pos
    c.expect(PROMPT)
    return c.text[start:c.pos]


def test_circle_imports_clean_and_is_played():
    d = tempfile.mkdtemp(prefix="fid-circle-")
    srv = Server(args=["--area-dir", d])
    try:
        r = mud("import", "circle", CIRCLE, d)
        assert r.returncode == 0, r.stdout + r.stderr
        assert "; 0 errors" in r.stdout, r.stdout
        with open(os.path.join(d, "IMPORT.md")) as f:
            md = f.read()
        # The shop was read: its keyword is noted, the shop not dropped.
        assert "malformed" not in md, md
        assert "shop 3000: buys only things called 'leather'" in md, md
        # The empty shop file is no "older format".
        assert "older format" not in md, md
        assert "`qst/30.qst:1`: quest 3000 'The Lost Goose'" in md, md
        assert ("zone 30: V sets DG variable 'visits' on room 3001: a Lua "
                "'reset' script sets it") in md, md
        assert "2 tbaMUD codes with no equivalent here" in md, md
        srv.start()
        c = srv.client().create("Yardley", PW)
        c.send("look")
        c.expect("The Welc~ome Yard")
        c.expect("A painted sign hangs over the gate.")
        seen = upto_prompt(c)
        c.send("look")
        got = upto_prompt(c)
        # Colour codes are colours or gone, never text; the pebble is
        # not listed.
        for s in (got, seen):
            assert "@" not in s, s
            assert "pebble" not in s, s
        c.send("look letters")
        c.expect("The letters read: MIND THE GEESE.")
        c.send("get pebble")
        c.expect("You get a grey pebble")
        # The gate closes on the yard's side; the shed's has no door.
        c.send("open north")
        c.expect("You open")
        c.send("north")
        c.expect("The Potting Shed")
        c.expect(PROMPT)
        c.send("look")
        got = upto_prompt(c)
        assert "Clay pots" in got, got
        assert "rusty bucket" not in got, got
        c.send("south")
        c.expect("The Welc~ome Yard")
        # The smith's greeting (a zone T) and his shop (types by name).
        c.send("east")
        c.expect("The Forge")
        c.expect("Mind the sparks.")
        c.send("list")
        c.expect("a broad sword")
        c.send("quit")
        c.expect_closed()
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d)


def test_rom_imports_clean_with_its_help():
    d = tempfile.mkdtemp(prefix="fid-rom-")
    helpdir = os.path.join(d, "helpdir")
    dest = os.path.join(d, "world")
    srv = None
    try:
        r = mud("import", "rom", ROM, dest)
        assert r.returncode == 0, r.stdout + r.stderr
        assert "; 0 errors" in r.stdout, r.stdout
        with open(os.path.join(dest, "IMPORT.md")) as f:
            md = f.read()
        assert ("area 'The Charcoal Wood': its vnums 3040 to 3040 overlap "
                "those of 'The Ember Forge'") in md, md
        assert "`help rom <keyword>`" in md, md
        with open(os.path.join(dest, "forge.are")) as f:
            are = f.read()
        # Silver made gold: 2500 silver is 25, 30 silver 1, 6000 silver
        # of wealth 60; so the smith can pay for what he sells.
        assert re.search(r"object 3010\n(?:.*\n)*?cost 25\n", are), are
        assert re.search(r"object 3011\n(?:.*\n)*?cost 1\n", are), are
        assert re.search(r"mob 3000\n(?:.*\n)*?gold 60\n", are), are
        assert "buys_at 50\n" in are, are
        assert 25 * 50 // 100 <= 60
        assert "reset shuffle 3002 exits 3\n" in are, are
        assert "room 3040\n" in are, are
        # The imported help beside the server's own, as IMPORT.md says.
        os.mkdir(helpdir)
        for p in glob.glob(os.path.join(SRC, "data", "help", "*.hlp")):
            shutil.copy(p, helpdir)
        shutil.copy(os.path.join(dest, "help", "imported.hlp"), helpdir)
        srv = Server(args=["--area-dir", dest],
                     extra_conf='[server]\nhelp_dir = "%s"\n' % helpdir)
        chk = subprocess.run([srv.bin, "--config", srv.conf, "--check",
                              "--area-dir", dest], capture_output=True,
                             text=True, timeout=DEADLINE)
        assert chk.returncode == 0, chk.stdout + chk.stderr
        assert "; 0 errors" in chk.stdout, chk.stdout
        srv.start()
        c = srv.client().create("Emberly", PW)
        c.send("look")
        c.expect("The Ember Forge")
        got = upto_prompt(c)
        assert "weaponsmith" in got, got
        assert "black anvil" not in got, got
        c.send("help who")
        c.expect("Usage: who")
        c.send("help rom who")
        c.expect("The forge's own who list.")
        c.send("help forge")
        c.expect("The Ember Forge lies at the heart of the town.")
        c.send("list")
        c.expect(r"a broad sword")
        c.send("quit")
        c.expect_closed()
        srv.stop()
    finally:
        if srv is not None:
            srv.cleanup()
        shutil.rmtree(d)


if __name__ == "__main__":
    run([test_circle_imports_clean_and_is_played,
         test_rom_imports_clean_with_its_help])
