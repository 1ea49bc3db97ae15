"""Pulse lateness during an online backup of a big player database.

Seeds a database of N players (bench_seed, the server's own records),
boots the real server on it (MUD_BIN) with the metrics endpoint, logs in
the admin, and for each backup mode (thread, steps) runs R backups with
the `backup` command. For each backup it reads the pulse lateness
histogram from /metrics before and after and the worst pulse from
'events' (reset just before), so the figures are those of the pulses
that ran while the copy was under way (from the command to "Backup
done"). Also an idle window of the same length, for comparison. Prints a
JSON line per mode: players, database size, backup time, pulses during
the backups, lateness p50/p99 (the upper bound of the histogram bucket
they fall in) and max (exact), and the longest pulse.

Usage: backup.py SEED_BIN PLAYERS [REPEATS] [PAGES]
"""

import json
import os
import re
import subprocess
import sys
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "blackbox"))
from mudtest import Server, wait_for  # noqa: E402

SEED = sys.argv[1]
N = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
REPEATS = int(sys.argv[3]) if len(sys.argv) > 3 else 5
PAGES = int(sys.argv[4]) if len(sys.argv) > 4 else 256
PW = "loadpass42"
WINDOW = re.compile(r"Since (?:start|reset): (\d+) pulses, (\d+) late by "
                    r"more than 10 ms, the worst ([\d.]+) ms late, the "
                    r"longest ([\d.]+) ms")
BUCKET = re.compile(r'^mud_pulse_lateness_seconds_bucket\{le="([^"]+)"\} '
                    r'(\d+)$', re.M)


def lateness(port):
    with urllib.request.urlopen("http://127.0.0.1:%d/metrics" % port,
                                timeout=60) as r:
        text = r.read().decode()
    return [(float(le), int(n)) for le, n in BUCKET.findall(text)]


def quantile(before, after, q):
    """The bucket bound q of the pulses between two scrapes falls in."""
    delta = [(le, a - b) for (le, a), (_, b) in zip(after, before)]
    total = delta[-1][1]
    if total == 0:
        return None
    for le, n in delta:
        if n >= q * total:
            return le * 1000.0
    return float("inf")


def window(admin):
    admin.send("events")
    m = admin.expect(WINDOW.pattern)
    return int(m.group(1)), float(m.group(3)), float(m.group(4))


def measure(srv, admin, port, mode):
    admin.send("events reset")
    admin.expect("reset\\.")
    before = lateness(port)
    secs = []
    nbytes = 0
    t0 = time.monotonic()
    for _ in range(REPEATS):
        admin.send("backup")
        m = admin.expect(r"Backup done: \S+ \((\d+) bytes in ([\d.]+) s\)",
                         timeout=600)
        nbytes = int(m.group(1))
        secs.append(float(m.group(2)))
    wall = time.monotonic() - t0
    after = lateness(port)
    pulses, late_max, run_max = window(admin)
    return {"bench": "backup", "mode": mode, "players": N,
            "db_bytes": nbytes, "repeats": REPEATS,
            "backup_s": round(sum(secs) / len(secs), 4),
            "backup_s_max": max(secs), "wall_s": round(wall, 3),
            "pulses": pulses,
            "late_p50_ms_le": quantile(before, after, 0.5),
            "late_p99_ms_le": quantile(before, after, 0.99),
            "late_max_ms": late_max, "pulse_max_ms": run_max}


def main():
    srv = Server(extra_conf="[metrics]\nenabled = yes\nport = 0\n"
                 "[engine]\nhash_cost = minimum\n")
    with open(srv.conf, "a") as f:
        f.write('[backup]\ndir = "%s"\nkeep = 2\npages = %d\n'
                % (os.path.join(srv.dir, "bk"), PAGES))
    try:
        subprocess.run([SEED, srv.db, os.path.join(srv.src, "area"), "ld",
                        str(N), "Loadadmin"], check=True,
                       stdout=subprocess.DEVNULL)
        srv.start()
        port = int(srv.wait_log(r"metrics: serving http://127\.0\.0\.1:"
                                r"(\d+)/metrics").group(1))
        admin = srv.client().login("Loadadmin", PW)
        results = []
        for mode in ("thread", "steps"):
            with open(srv.conf, "a") as f:
                f.write("[backup]\nmode = %s\n" % mode if mode == "steps"
                        else "")
            if mode == "steps":
                admin.send("reload config")
                admin.expect("backup.mode: thread -> steps")
            results.append(measure(srv, admin, port, mode))
        # The same length of time without a backup, for comparison.
        admin.send("events reset")
        admin.expect("reset\\.")
        before = lateness(port)
        time.sleep(max(2.0, results[-1]["wall_s"]))
        after = lateness(port)
        pulses, late_max, run_max = window(admin)
        results.append({"bench": "backup", "mode": "none (idle)",
                        "players": N, "pulses": pulses,
                        "late_p50_ms_le": quantile(before, after, 0.5),
                        "late_p99_ms_le": quantile(before, after, 0.99),
                        "late_max_ms": late_max, "pulse_max_ms": run_max})
        for r in results:
            print(json.dumps(r))
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    main()
