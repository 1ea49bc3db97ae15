"""Black-box: the metrics an operator alerts on. The last good backup's
time survives a restart (read from the newest backup on disk); a backup
folder that cannot be made moves mud_errors_total{kind="backup_failed"}
and is logged; the process' CPU, memory and files under Prometheus'
standard names; wrong passwords and ban refusals counted; the database
and its WAL sizes; reboots counted across the exec, and the connections
kept by a reboot count as opened, so opened minus closed stays the
connections open. Every scrape passes the text-format check of
test_ops.parse."""

import os
import re
import signal
import time

from mudtest import Client, Server, run, wait_for
from test_ops import get

PW = "metrics-ops-pass"


def port_since(srv, since):
    m = srv.wait_log(r"metrics: serving http://127\.0\.0\.1:(\d+)/metrics",
                     since=since)
    return int(m.group(1))


def test_backups_process_logins_bans():
    srv = Server(extra_conf="[metrics]\nenabled = yes\nport = 0\n")
    bdir = os.path.join(srv.dir, "bk")
    os.mkdir(bdir)
    old = os.path.join(bdir, "mud-20250101-030000-000.db")
    with open(old, "wb") as f:
        f.write(b"x" * 4096)
    when = 1735700400           # 2025-01-01T03:00:00Z
    os.utime(old, (when, when))
    with open(srv.conf, "a") as f:
        f.write('[backup]\ndir = "%s"\n' % bdir)
    try:
        srv.start()
        port = port_since(srv, 0)
        m = get(port)
        assert m["mud_backup_last_success_timestamp_seconds"] == when, m
        assert m["mud_backup_last_size_bytes"] == 4096
        # The process, as Prometheus' clients name it.
        assert m["process_cpu_seconds_total"] >= 0
        assert m["process_resident_memory_bytes"] > 1 << 20
        assert m["process_open_fds"] >= 5
        assert m["process_max_fds"] >= m["process_open_fds"]
        assert abs(m["process_start_time_seconds"] - time.time()) < 3600
        assert m['mud_database_size_bytes{file="db"}'] > 0
        assert 'mud_database_size_bytes{file="wal"}' in m
        # A wrong password, a ban refusal.
        a = srv.client().create("Opsmaster", PW)
        srv.client().create("Visitor", PW).send("quit")
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Visitor")
        c.expect("Password: ")
        c.send("not-the-password")
        c.expect("Wrong password")
        a.send("ban site 127.0.0.2 7d testing")
        a.expect("is banned")
        b = Client(srv.port, telnet=False, source="127.0.0.2")
        b.expect("banned from this game")
        m = wait_for(lambda: (lambda m: m if m[
            'mud_ban_refusals_total{kind="site"}'] == 1 else None)(
                get(port)), "the refusal counted")
        assert m['mud_login_failures_total{reason="wrong_password"}'] == 1
        # Three passwords hashed (argon2id) since: CPU time has passed.
        assert m["process_cpu_seconds_total"] > 0, m
        assert m['mud_ban_refusals_total{kind="name"}'] == 0
        # A backup folder that cannot be made: counted and logged.
        block = os.path.join(srv.dir, "a-file")
        with open(block, "w") as f:
            f.write("in the way\n")
        with open(srv.conf) as f:
            text = f.read().replace('dir = "%s"' % bdir,
                                    'dir = "%s/bk"' % block)
        with open(srv.conf, "w") as f:
            f.write(text)
        since = srv.log_size()
        srv.proc.send_signal(signal.SIGHUP)
        srv.wait_log("config reloaded by SIGHUP: backup.dir", since=since)
        assert get(port)['mud_errors_total{kind="backup_failed"}'] == 0
        a.send("backup")
        a.expect("(?s)Backup refused: .*?a-file")
        srv.wait_log(r"warn  backup by Opsmaster failed: .*a-file/bk",
                     since=since)
        m = get(port)
        assert m['mud_errors_total{kind="backup_failed"}'] == 1, m
        assert m["mud_backup_last_success_timestamp_seconds"] == when
        srv.stop()
    finally:
        srv.cleanup()


def test_reboots_and_kept_connections():
    srv = Server(extra_conf="[metrics]\nenabled = yes\nport = 0\n")
    try:
        srv.start()
        port = port_since(srv, 0)
        a = srv.client().create("Overseer", PW)
        b = srv.client().create("Brandon", PW)
        c = srv.client().create("Corwin", PW)
        # One refused by its dry run (a typo on disk) first.
        with open(srv.conf) as f:
            good = f.read()
        with open(srv.conf, "a") as f:
            f.write("[game]\nautosav = 1\n")
        a.send("reboot")
        a.expect("--check failed")
        with open(srv.conf, "w") as f:
            f.write(good)
        before = get(port)
        assert before['mud_reboots_total{result="refused"}'] == 1
        assert before['mud_reboots_total{result="done"}'] == 0
        since = srv.log_size()
        a.send("reboot")
        for x in (a, b, c):
            x.expect("The game has rebooted")
        port = port_since(srv, since)
        m = get(port)
        assert m['mud_reboots_total{result="done"}'] == 1, m
        assert m['mud_reboots_total{result="refused"}'] == 1, m
        assert m['mud_reboots_total{result="failed"}'] == 0, m
        open_now = sum(v for k, v in m.items()
                       if k.startswith("mud_connections{"))
        assert open_now == 3, m
        assert m["mud_connections_opened_total"] == 3, m
        assert m["mud_connections_closed_total"] == 0, m
        c.send("quit")
        c.expect_closed()
        m = wait_for(lambda: (lambda m: m if m[
            "mud_connections_closed_total"] == 1 else None)(get(port)),
            "the close counted")
        open_now = sum(v for k, v in m.items()
                       if k.startswith("mud_connections{"))
        assert m["mud_connections_opened_total"] - \
            m["mud_connections_closed_total"] == open_now == 2, m
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_backups_process_logins_bans,
         test_reboots_and_kept_connections])
