#!/usr/bin/env python3
"""The socials file: `mud --check` counts the bundled socials and names
every mistake of a broken file as file:line; the server refuses to start
on one; fixed, it checks clean."""

import os
import re
import shutil
import subprocess
import tempfile

from mudtest import DEADLINE, run

SRC = os.environ.get("MUD_SOURCE_DIR", ".")
BIN = os.environ.get("MUD_BIN", "build/mud")


def check(conf):
    return subprocess.run([BIN, "--config", conf, "--check", "--area-dir",
                           os.path.join(SRC, "area")],
                          capture_output=True, text=True, timeout=DEADLINE)


def test_check_counts_and_reports_socials():
    d = tempfile.mkdtemp(prefix="mudsoc")
    try:
        conf = os.path.join(d, "mud.conf")
        bad = os.path.join(d, "socials.txt")
        with open(conf, "w") as f:
            f.write('[server]\nhelp_dir = "%s"\ndatabase = "%s"\n'
                    'socials = "%s"\n'
                    % (os.path.join(SRC, "data", "help"),
                       os.path.join(d, "mud.db"), bad))
        # The bundled file: clean, at least 100.
        shutil.copy(os.path.join(SRC, "data", "socials.txt"), bad)
        r = check(conf)
        assert r.returncode == 0, r.stdout + r.stderr
        m = re.search(r", (\d+) socials, ", r.stdout)
        assert m and int(m.group(1)) >= 100, r.stdout
        # A broken one: every mistake at its line.
        with open(bad, "w") as f:
            f.write("social wag\nalone You wag.\nalone-room $n wags $q.\n"
                    "at A $N.\nat-target B.\nat-room C.\nself D.\n~\n"
                    "social say\nalone a\nalone-room b\nat c\n"
                    "at-target d\nat-room e\nself f\nself-room g\n~\n")
        r = check(conf)
        assert r.returncode == 1, r.stdout + r.stderr
        assert "%s:3: unknown code '$q'" % bad in r.stdout, r.stdout
        assert "%s:8: social 'wag' has no 'self-room'" % bad in r.stdout, \
            r.stdout
        assert "%s:9: 'say' is a command" % bad in r.stdout, r.stdout
        assert r.stdout.splitlines()[-1].endswith("; 3 errors"), r.stdout
        # The server does not start on it.
        r2 = subprocess.run([BIN, "--config", conf, "--port", "0",
                             "--area-dir", os.path.join(SRC, "area")],
                            capture_output=True, text=True,
                            timeout=DEADLINE)
        assert r2.returncode == 1, r2
        assert "%s:3:" % bad in r2.stderr, r2.stderr
        # Fixed, it checks clean.
        with open(bad, "w") as f:
            f.write("social wag\nalone You wag.\nalone-room $n wags.\n"
                    "at A $N.\nat-target B.\nat-room C.\nself D.\n"
                    "self-room E.\n~\n")
        r3 = check(conf)
        assert r3.returncode == 0 and ", 1 socials, " in r3.stdout, \
            r3.stdout
    finally:
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    run([test_check_counts_and_reports_socials])
