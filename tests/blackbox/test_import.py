"""mud import rom: a ROM 2.4 / Merc world (tests/import/rom, fixtures
written for this test) is imported, checks clean, is the same bytes when
imported twice, reports every broken reference of the source with its
file:line, boots, and is played: every exit walked, a reset mobile seen,
something bought from an imported shop."""

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
FIXTURES = os.path.join(SRC, "tests", "import", "rom")
PROMPT = "\n<[^\n>]*> "
DIRS = ("north", "east", "south", "west", "up", "down")


def mud(*args):
    srv = Server()
    try:
        return subprocess.run([srv.bin] + list(args), capture_output=True,
                              text=True, timeout=DEADLINE)
    finally:
        srv.cleanup()


def mud_import(src, dest):
    return mud("import", "rom", src, dest)


def mud_check(dest):
    srv = Server()
    try:
        return subprocess.run([srv.bin, "--config", srv.conf, "--check",
                               "--area-dir", dest], capture_output=True,
                              text=True, timeout=DEADLINE)
    finally:
        srv.cleanup()


def files_of(d):
    out = {}
    for root, _, names in os.walk(d):
        for n in names:
            p = os.path.join(root, n)
            with open(p, "rb") as f:
                out[os.path.relpath(p, d)] = f.read()
    return out


def line_of(name, text):
    """The line number of the first line of a fixture holding text."""
    with open(os.path.join(FIXTURES, name)) as f:
        for i, line in enumerate(f, 1):
            if text in line:
                return i
    raise AssertionError("%s has no line with %r" % (name, text))


def world_graph(dest):
    """Rooms (vnum -> name) and exits (room, dir, to, door words) of the
    written world, read from its area files."""
    rooms, exits = {}, []
    with open(os.path.join(dest, "area.lst")) as f:
        files = [l.strip() for l in f if l.strip() and l[0] != "#"]
    for name in files:
        room = None
        with open(os.path.join(dest, name)) as f:
            for line in f:
                w = line.split()
                if not w:
                    continue
                if w[0] == "room":
                    room = int(w[1])
                elif w[0] in ("mob", "object"):
                    room = None
                elif room is not None and w[0] == "name":
                    rooms[room] = line[5:].strip()
                elif room is not None and w[0] == "exit":
                    exits.append((room, w[1], int(w[2]), w[3:]))
    return rooms, exits


def test_import_checks_clean_and_is_deterministic():
    d = tempfile.mkdtemp(prefix="import-")
    try:
        one, two = os.path.join(d, "one"), os.path.join(d, "two")
        r = mud_import(FIXTURES, one)
        assert r.returncode == 0, r.stdout + r.stderr
        assert "imported 2 areas" in r.stdout, r.stdout
        r = mud_import(FIXTURES, two)
        assert r.returncode == 0, r.stdout + r.stderr
        a, b = files_of(one), files_of(two)
        assert sorted(a) == sorted(b), (sorted(a), sorted(b))
        for name in a:
            assert a[name] == b[name], "%s differs between two runs" % name
        for name in ("area.lst", "hamlet.are", "marsh.are", "IMPORT.md",
                     os.path.join("help", "imported.hlp")):
            assert name in a, sorted(a)
        r = mud_check(one)
        assert r.returncode == 0, r.stdout + r.stderr
        assert "4 mobiles" in r.stdout and "6 rooms" in r.stdout, r.stdout
        report = a["IMPORT.md"].decode()
        # What has no equivalent is said, with where it was.
        # ROM's R reset (randomised exits) is carried as a shuffle.
        assert b"reset shuffle 3004 exits 2\n" in a["hamlet.are"], \
            a["hamlet.are"]
        assert re.search(r"`hamlet\.are:%d`: special procedure spec_guard"
                         r" of mob 3002 as 'behaviour cityguard'"
                         % line_of("hamlet.are", "spec_guard"), report), \
            report
        assert "Broken in the source (0)" in report, report
        # Nothing to read: exit 2, and why.
        r = mud_import(os.path.join(d, "nowhere"), os.path.join(d, "x"))
        assert r.returncode == 2, r.stdout + r.stderr
        assert "nowhere: No such file" in r.stderr, r.stderr
        assert not os.path.exists(os.path.join(d, "x")), os.listdir(d)
    finally:
        shutil.rmtree(d)


def test_broken_references_are_reported_and_dropped():
    d = tempfile.mkdtemp(prefix="import-")
    try:
        dest = os.path.join(d, "out")
        r = mud_import(os.path.join(FIXTURES, "broken.lst"), dest)
        assert r.returncode == 1, r.stdout + r.stderr
        assert "broken in the source" in r.stdout, r.stdout
        with open(os.path.join(dest, "IMPORT.md")) as f:
            report = f.read()
        want = [
            ("D0", "exit north of room 3200 leads to room 3299"),
            ("D2", "key 3298 of exit south of room 3200 does not exist"),
            ("D3", "key 3210 of exit west of room 3201 is a trash"),
            ("M 0 3250", "names mob 3250, which does not exist"),
            ("M 0 3202 1 3298", "names room 3298, which does not exist"),
            ("O 0 3299", "names object 3299, which does not exist"),
            ("P 0 3210", "into object 3210, a trash, not a container"),
            ("D 0 3200 0 1", "exit north of room 3200, which has no such"),
            ("3251 0 0", "shop of mob 3251, which does not exist"),
            ("M 3252", "spec_cast_mage of mob 3252, which does not exist"),
            ("M speech 3299", "runs mobprog 3299, which does not exist"),
            ("three 0", "a number was expected"),
        ]
        for marker, text in want:
            n = line_of("broken.are", marker)
            assert re.search(r"`broken\.are:%d`: [^\n]*%s" % (n, re.escape(
                text)), report), (marker, n, text, report)
        assert "`broken.are:%d`: room 3001 is defined twice" \
            % line_of("broken.are", "#3001") in report, report
        assert "`nosuch.are`: cannot be read" in report, report
        assert "broken.lst:6`: '../hamlet.are' is not a plain file" \
            in report, report
        # What was broken was dropped: the world written checks clean.
        r = mud_check(dest)
        assert r.returncode == 0, r.stdout + r.stderr
    finally:
        shutil.rmtree(d)


def cmd(c, line, pattern=None):
    c.send(line)
    if pattern is None:
        return c.expect(PROMPT)
    return c.expect("(?s)%s.*?%s" % (pattern, PROMPT))


def test_imported_world_is_played():
    d = tempfile.mkdtemp(prefix="import-")
    dest = os.path.join(d, "world")
    try:
        r = mud_import(FIXTURES, dest)
        assert r.returncode == 0, r.stdout + r.stderr
        rooms, exits = world_graph(dest)
        assert len(rooms) == 6 and len(exits) == 10, (rooms, exits)
        srv = Server(args=["--area-dir", dest])
        try:
            srv.start()
            c = srv.client().create("Rhona", PW)     # first: an admin
            cmd(c, "look", "The Village Square")
            cmd(c, "get coins", "gold")
            # The baker is reset in the bakery with her stock.
            # Her ROM greeting program, made a Lua script by the import.
            c.send("north")
            c.expect("Fresh bread, Rhona!")
            cmd(c, "look", "The Bakery.*A plump baker dusts flour")
            cmd(c, "list", "an iron key")
            cmd(c, "buy key", "You buy an iron key")
            cmd(c, "buy lantern", "You buy a brass lantern")
            cmd(c, "hold lantern")
            # Every exit of the world, doors unlocked and opened.
            for room, d_, to, words in exits:
                cmd(c, "goto %d" % room, re.escape(rooms[room]))
                if "locked" in words:
                    cmd(c, "unlock %s" % d_)
                if "door" in words:
                    cmd(c, "open %s" % d_)
                cmd(c, d_, re.escape(rooms[to]))
            # The Merc-format heron is reset in the reeds.
            cmd(c, "goto 3101", "A grey heron stands on one leg")
            c.close()
            srv.stop()
        finally:
            srv.cleanup()
    finally:
        shutil.rmtree(d)


if __name__ == "__main__":
    run([test_import_checks_clean_and_is_deterministic,
         test_broken_references_are_reported_and_dropped,
         test_imported_world_is_played])
