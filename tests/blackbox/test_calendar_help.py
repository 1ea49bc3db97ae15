"""Black-box: the game's calendar survives a restart (it is kept in the
database), the bundled help answers over the wire and MSSP counts it, and
a broken help file is reported as file:line by mud --check and stops the
server. The rules of time, weather and help lookups are tested in game
time on the harness: tests/unit/test_calendar.c and test_help.c."""

import glob
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import tempfile

from mudtest import DEADLINE, Server, run, wait_for

PW = "calendar-pass-1"
SRC = os.environ.get("MUD_SOURCE_DIR", ".")
HELP_DIR = os.path.join(SRC, "data", "help")

MONTHS = ["the Thaw", "the Sowing", "the Blossom", "the Long Days",
          "the Haymaking", "the High Sun", "the Harvest", "Falling Leaves",
          "the Mists", "the Frost", "Deep Snow", "the Wolf"]


def game_hours(client):
    """The hours since the calendar began, read from 'time'."""
    client.send("time")
    m = client.expect(r"It is (midnight|noon|(\d+) o'clock)[^\n]*\n"
                      r"It is the (\d+)\w\w day of the Month of (.+?), in "
                      r"the year (\d+)")
    hour = 0 if m.group(1) == "midnight" else 12 if m.group(1) == "noon" \
        else int(m.group(2))
    day, month, year = int(m.group(3)), MONTHS.index(m.group(4)), \
        int(m.group(5))
    return (((year - 1) * 12 + month) * 28 + day - 1) * 24 + hour


def saved_hours(db):
    con = sqlite3.connect(db)
    try:
        row = con.execute("SELECT value FROM game_state WHERE name = "
                          "'calendar_hours'").fetchone()
    finally:
        con.close()
    return row[0] if row else None


def test_calendar_survives_a_restart():
    """Hours pass with an hour a second; after a shutdown and a start the
    calendar goes on from the hour reached, not from a new first day."""
    srv = Server(extra_conf="[game]\nhour_length = 1\n")
    try:
        srv.start()
        a = srv.client().create("Tilda", PW)
        first = game_hours(a)
        assert first >= 6, first
        reached = wait_for(lambda: (lambda h: h if h >= first + 4 else None)
                           (game_hours(a)), "four game hours")
        srv.stop()
        assert saved_hours(srv.db) >= reached, (saved_hours(srv.db), reached)
        srv.start()
        b = srv.client().login("Tilda", PW)
        again = game_hours(b)
        assert again >= reached, (again, reached)
        # A kill at any moment loses at most the hour under way.
        wait_for(lambda: (lambda h: h if h >= again + 2 else None)
                 (game_hours(b)), "two more game hours")
        kept = saved_hours(srv.db)
        srv.stop(signal.SIGKILL, expect_rc=None)
        srv.start()
        c = srv.client().login("Tilda", PW)
        assert game_hours(c) >= kept >= again + 1, (kept, again)
        srv.stop()
    finally:
        srv.cleanup()


def bundled_entries():
    n = 0
    for path in glob.glob(os.path.join(HELP_DIR, "*.hlp")):
        with open(path) as f:
            n += sum(1 for line in f if re.match(r"help(\s|$)", line))
    return n


def test_help_over_the_wire_and_mssp():
    """The bundled help answers a player; MSSP's HELPFILES counts it; an
    admin reloads it."""
    srv = Server(extra_conf='[server]\nhelp_dir = "%s"\n' % HELP_DIR)
    try:
        srv.start()
        a = srv.client().create("Hector", PW)        # the first: an admin
        a.send("help l")
        a.expect(r"Usage: look \[in\] \[thing\|direction\]")
        a.send("help cure")
        a.expect(r"could be any of these:\s+cure light\s+cure serious")
        a.send("help weather")
        a.expect("Usage: weather")
        a.send("weather")
        a.expect(r"can't see the sky from here\.")     # the temple
        a.send("reload help")
        a.expect(r"(?s)Help reloaded from .*?: %d\s+entries\s+in\s+5\s+files\."
                 % bundled_entries())
        crawler = srv.client()
        crawler.expect("go by\\? ")
        crawler.send("MSSP-REQUEST")
        m = crawler.expect(r"HELPFILES\t(\d+)\s")
        assert int(m.group(1)) == bundled_entries() > 100, m.group(1)
        srv.stop()
    finally:
        srv.cleanup()


def test_broken_help_file_reported_and_refused():
    """mud --check reports a broken help file as file:line and exits 1;
    the server refuses to start on it, saying the same."""
    d = tempfile.mkdtemp(prefix="mudhelp-")
    srv = Server(extra_conf='[server]\nhelp_dir = "%s"\n' % d)
    try:
        path = os.path.join(d, "bad.hlp")
        with open(path, "w") as f:
            f.write("help fine\nFine.\n~\n"
                    "help odd\nlevel wizard\nOdd.\n~\n"
                    "help fine\nAgain.\n~\n")
        r = subprocess.run([srv.bin, "--config", srv.conf, "--check",
                            "--area-dir", os.path.join(SRC, "area")],
                           capture_output=True, text=True, timeout=DEADLINE)
        assert r.returncode == 1, r.stdout + r.stderr
        assert "%s:5: level 'wizard' is not player, builder or admin" \
            % path in r.stdout, r.stdout
        assert "%s:8: keyword 'fine' is already one of the entry at %s:1" \
            % (path, path) in r.stdout, r.stdout
        assert r.stdout.splitlines()[-1].endswith("; 2 errors"), r.stdout
        r2 = subprocess.run([srv.bin, "--config", srv.conf, "--db", srv.db,
                             "--port", "0", "--area-dir",
                             os.path.join(SRC, "area")],
                            capture_output=True, text=True, timeout=DEADLINE)
        assert r2.returncode == 1, r2
        assert "%s:5:" % path in r2.stderr, r2.stderr
        # Fixed, it checks clean.
        with open(path, "w") as f:
            f.write("help fine\nFine.\n~\n")
        r3 = subprocess.run([srv.bin, "--config", srv.conf, "--check",
                             "--area-dir", os.path.join(SRC, "area")],
                            capture_output=True, text=True, timeout=DEADLINE)
        assert r3.returncode == 0 and "1 help entries; 0 errors" in \
            r3.stdout, r3.stdout
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    run([test_calendar_survives_a_restart,
         test_help_over_the_wire_and_mssp,
         test_broken_help_file_reported_and_refused])
