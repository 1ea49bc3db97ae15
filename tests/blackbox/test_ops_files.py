"""Black-box: the files an admin's commands touch. The database is locked
as a file, not as a path: with a server running, `--restore` through a
symbolic or hard link to its database is refused, and so is a second
server through one. `mud --check` is a complete pre-flight: what the
server refuses at start, it reports (and exits 1, as the README says,
config errors included). Every log line carries its time with the
zone; SIGHUP names each setting it changed, and a refused reload logs
each problem as a line of its own. The files the server makes are not
for other users (the database and its -wal and -shm, the lock and the
backups 0600, the log 0640); --restore leaves no -wal or -shm beside the
backup; a failed asave is a warning with its reason. The systemd unit
sets that UMask and lets the server write its area files."""

import os
import re
import signal
import sqlite3
import subprocess

from mudtest import DEADLINE, Server, run, wait_for

PW = "ops-files-pass-1"


def players_in(path):
    con = sqlite3.connect("file:%s?mode=ro" % path, uri=True)
    try:
        return sorted(r[0] for r in con.execute("SELECT name FROM players"))
    finally:
        con.close()


def mud(srv, *args):
    return subprocess.run([srv.bin, "--config", srv.conf] + list(args),
                          capture_output=True, text=True, timeout=DEADLINE)


def test_the_lock_is_the_files_not_the_paths():
    srv = Server()
    bdir = os.path.join(srv.dir, "bk")
    with open(srv.conf, "a") as f:
        f.write('[backup]\ndir = "%s"\n' % bdir)
    try:
        srv.start()
        a = srv.client().create("Early", PW)
        a.send("backup")
        backup = a.expect(r"Backup done: (\S+) ").group(1)
        srv.client().create("Later", PW).send("save")
        wait_for(lambda: "Later" in players_in(srv.db), "Later saved")
        sub = os.path.join(srv.dir, "data")
        os.mkdir(sub)
        sym = os.path.join(sub, "link.db")
        os.symlink(srv.db, sym)
        hard = os.path.join(srv.dir, "hard.db")
        os.link(srv.db, hard)
        for link in (sym, hard):
            r = mud(srv, "--db", link, "--restore", backup)
            assert r.returncode == 1, (link, r)
            assert "in use by a running server (pid %d" % srv.proc.pid \
                in r.stderr, r.stderr
            assert "stop that server first" in r.stderr, r.stderr
            assert players_in(srv.db) == ["Early", "Later"], link
            # A second server through the link is refused too.
            r = mud(srv, "--db", link, "--port", "0", "--area-dir",
                    os.path.join(srv.src, "area"))
            assert r.returncode == 1 and "in use by a running server" \
                in r.stderr and "not starting a second server" \
                in r.stderr, (link, r)
        # The server is untouched and goes on.
        c = srv.client()
        c.login("Later", PW)
        c.send("score")
        c.expect("Later")
        srv.stop()
        # Stopped: the restore through the link works.
        r = mud(srv, "--db", sym, "--restore", backup)
        assert r.returncode == 0, r
        assert players_in(srv.db) == ["Early"]
    finally:
        srv.cleanup()


def test_check_is_a_complete_preflight():
    """Each config the server refuses at start, --check refuses too,
    naming the setting; a config error exits 1 as the README says."""
    srv = Server()
    area = os.path.join(srv.src, "area")
    base = open(srv.conf).read()
    cases = [
        ("bind = 999.1.1.1",
         r"server\.bind: bind address '999\.1\.1\.1' is not an IP"),
        ("[metrics]\nenabled = yes\nport = 0\nbind = not-an-ip\n",
         r"metrics\.bind: bind address 'not-an-ip' is not an IP"),
        ("[tls]\nenabled = yes\nport = 0\ncertificate = \"%s/no-cert.pem\""
         "\nkey = \"%s/no-key.pem\"\n" % (srv.dir, srv.dir),
         r"tls\.certificate: .*no-cert\.pem: No such file"),
        ("[log]\nfile = \"%s/missing/mud.log\"\n" % srv.dir,
         r"log\.file: .*missing/mud\.log: cannot be made"),
        ("[game]\nidle_timout = 600\n", r"idle_timout"),
    ]
    try:
        r = mud(srv, "--check", "--area-dir", area)
        assert r.returncode == 0 and "; 0 errors" in r.stdout, r
        for extra, why in cases:
            with open(srv.conf, "w") as f:
                f.write(base.replace("bind = 127.0.0.1", extra)
                        if extra.startswith("bind") else base + extra)
            r = mud(srv, "--check", "--area-dir", area)
            out = r.stdout + r.stderr
            assert r.returncode == 1, (extra, r.returncode, out)
            assert re.search(why, out), (extra, out)
            # And the server does refuse it.
            r = mud(srv, "--port", "0", "--area-dir", area)
            assert r.returncode != 0, (extra, r)
    finally:
        srv.cleanup()


STAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d "
                   r"(debug|info |warn |error) \S")


def test_log_lines_and_reloads():
    srv = Server(extra_conf="[game]\nautosave = 120\nheal_interval = 6\n")
    try:
        srv.start()
        srv.client().expect("go by\\? ")
        with open(srv.conf) as f:
            good = f.read()
        with open(srv.conf, "w") as f:
            f.write(good.replace("autosave = 120", "autosave = 300")
                    .replace("heal_interval = 6", "heal_interval = 9"))
        since = srv.log_size()
        srv.proc.send_signal(signal.SIGHUP)
        srv.wait_log(r"config reloaded by SIGHUP: 2 settings changed",
                     since=since)
        srv.wait_log(r"config reloaded by SIGHUP: game\.autosave: 120 -> "
                     r"300\n", since=since)
        srv.wait_log(r"config reloaded by SIGHUP: game\.heal_interval: 6 -> "
                     r"9\n", since=since)
        # Two problems: one line each, each with its time.
        with open(srv.conf, "w") as f:
            f.write(good + "[game]\nautosav = 1\n[limits]\nmax_lin = 2\n")
        since = srv.log_size()
        srv.proc.send_signal(signal.SIGHUP)
        srv.wait_log(r"config reload by SIGHUP refused \(2 problems\)",
                     since=since)
        srv.wait_log(r"warn  config reload by SIGHUP refused: .*mud\.conf:"
                     r"\d+: .*autosav", since=since)
        srv.wait_log(r"warn  config reload by SIGHUP refused: .*mud\.conf:"
                     r"\d+: .*max_lin", since=since)
        srv.stop()
        lines = srv.read_log().splitlines()
        assert len(lines) > 20, lines
        bad = [ln for ln in lines if not STAMP.match(ln)]
        assert not bad, bad[:5]
    finally:
        srv.cleanup()


def mode(path):
    return os.stat(path).st_mode & 0o777


def test_files_are_private():
    old = os.umask(0o022)       # what a shell usually gives
    srv = Server()
    bdir = os.path.join(srv.dir, "bk")
    logfile = os.path.join(srv.dir, "game.log")
    with open(srv.conf, "a") as f:
        f.write('[backup]\ndir = "%s"\n[log]\nfile = "%s"\n' % (bdir,
                                                                 logfile))
    srv.log = logfile
    try:
        area = srv.area_copy()
        srv.start()
        a = srv.client().create("Keeper", PW)
        a.send("save")
        a.send("backup")
        backup = a.expect(r"Backup done: (\S+) ").group(1)
        for path in (srv.db, srv.db + "-wal", srv.db + "-shm",
                     srv.db + ".lock", backup):
            assert mode(path) == 0o600, (path, oct(mode(path)))
        # The test made the first log file; the server makes the next.
        os.rename(logfile, logfile + ".1")
        srv.proc.send_signal(signal.SIGUSR1)
        wait_for(lambda: os.path.exists(logfile), "a new log file")
        assert mode(logfile) == 0o640, oct(mode(logfile))
        # asave that fails: a warning, with why.
        os.mkdir(os.path.join(area, "crypt.are.tmp"))
        since = srv.log_size()
        a.send("asave crypt")
        a.expect("was not saved")
        srv.wait_log(r"warn  Keeper: asave \S*crypt\.are: failed: .*"
                     r"crypt\.are\.tmp: (Is a directory|File exists)",
                     since=since)
        srv.stop()
        # --restore opens the backup and leaves nothing beside it.
        r = mud(srv, "--db", srv.db, "--restore", backup)
        assert r.returncode == 0, r
        left = sorted(os.listdir(bdir))
        assert left == [os.path.basename(backup)], left
        assert mode(srv.db) == 0o600, oct(mode(srv.db))
    finally:
        os.umask(old)
        srv.cleanup()


def test_unit_file_umask_and_area_writable():
    """docs/mud.service (issue 26, item 16): a UMask that keeps what the
    server makes from other users, and the area folder among the paths
    it may write under ProtectSystem=strict, where asave writes."""
    keys = {}
    src = os.environ.get("MUD_SOURCE_DIR", ".")
    with open(os.path.join(src, "docs", "mud.service")) as f:
        for line in f:
            if "=" in line and not line.startswith("#"):
                k, v = line.strip().split("=", 1)
                keys.setdefault(k, []).append(v)
    assert keys.get("UMask") == ["0027"], keys.get("UMask")
    assert keys.get("ProtectSystem") == ["strict"], keys
    work = keys["WorkingDirectory"][0]
    rw = " ".join(keys.get("ReadWritePaths", [])).split()
    for d in ("data", "area"):
        assert os.path.join(work, d) in rw, (d, rw)

if __name__ == "__main__":
    run([test_the_lock_is_the_files_not_the_paths,
         test_check_is_a_complete_preflight,
         test_log_lines_and_reloads,
         test_files_are_private,
         test_unit_file_umask_and_area_writable])
