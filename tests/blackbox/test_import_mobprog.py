"""mud import rom with MOBprograms: the fixture tests/import/mobprog
(written here: every trigger, if-check and mob command of ROM 2.4) is
imported, checks clean with every program a Lua script of its mobile,
boots, and is played: the herald's greet program welcomes a player who
walks in, his speech program answers, and the sentry's exit program keeps
the player out of the north arch."""

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
FIXTURE = os.path.join(SRC, "tests", "import", "mobprog")
PROMPT = "\n<[^\n>]*> "


def mud(*args):
    srv = Server()
    try:
        return subprocess.run([srv.bin] + list(args), capture_output=True,
                              text=True, timeout=DEADLINE)
    finally:
        srv.cleanup()


def cmd(c, line, pattern=None):
    c.send(line)
    if pattern is None:
        return c.expect(PROMPT)
    return c.expect("(?s)%s.*?%s" % (pattern, PROMPT))


def test_mobprogs_are_imported_and_played():
    d = tempfile.mkdtemp(prefix="import-mobprog-")
    dest = os.path.join(d, "world")
    try:
        r = mud("import", "rom", FIXTURE, dest)
        # 0: imported and checks clean, with nothing broken in the source.
        assert r.returncode == 0, r.stdout + r.stderr
        with open(os.path.join(dest, "IMPORT.md")) as f:
            notes = f.read()
        assert "there are no mobprogs here" not in notes, notes
        assert "as a Lua 'script enter'" in notes, notes
        # Every 'M' line of the fixture is a script or (delay) mapped.
        with open(os.path.join(dest, "mobprog.are")) as f:
            area = f.read()
        with open(os.path.join(FIXTURE, "mobprog.are")) as f:
            m_lines = len(re.findall(r"(?m)^M [A-Za-z]+ \d+", f.read()))
        scripts = len(re.findall(r"(?m)^script ", area))
        assert scripts == m_lines - 1, (scripts, m_lines)
        srv = Server(args=["--area-dir", dest])
        try:
            srv.start()
            c = srv.client().create("Rhona", PW)     # first: an admin
            c.close()
            c = srv.client().create("Bram", PW)
            cmd(c, "look", "The Chattering Court")
            cmd(c, "east", "The Lane")
            # greet: walking into the court.
            c.send("west")
            c.expect("Welcome to the court, Bram!")
            # speech: a phrase in what is said.
            c.send("say hello, herald")
            c.expect("Hello yourself, Bram.")
            # exit: the sentry's program answers and the step is refused.
            c.send("north")
            c.expect("None shall pass north, Bram.")
            cmd(c, "look", "The Chattering Court")
            c.close()
            srv.stop()
        finally:
            srv.cleanup()
    finally:
        shutil.rmtree(d)


if __name__ == "__main__":
    run([test_mobprogs_are_imported_and_played])
