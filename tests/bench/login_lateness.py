"""Pulse lateness while many logins hash their passwords at once.

Boots the real server (MUD_BIN), logs in an admin, lets the pulse run idle
for a full 64-pulse window and reads the 'events' figures; then starts N
character creations and N logins of existing characters at the same moment
(each an argon2id hash in the worker threads) and reads the figures again
for the window that holds them. Prints one JSON line per phase.
"""

import json
import os
import re
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "blackbox"))
from mudtest import Server  # noqa: E402

N = int(sys.argv[1]) if len(sys.argv) > 1 else 20
PW = "bench-password-1"
LINE = re.compile(r"(late|duration) +p50 +([\d.]+) ms +p99 +([\d.]+) ms +"
                  r"max +([\d.]+) ms")


def figures(admin):
    admin.send("events")
    admin.expect("Last \\d+ pulses")
    out = {}
    for _ in range(2):
        m = admin.expect(LINE.pattern)
        out[m.group(1)] = {"p50_ms": float(m.group(2)),
                           "p99_ms": float(m.group(3)),
                           "max_ms": float(m.group(4))}
    return out


def main():
    srv = Server(extra_conf="[limits]\nmax_per_address = 1000\n"
                 "hash_queue = 100000\nhash_per_address = 100000\n").start()
    try:
        admin = srv.client().create("Overseer", PW)
        names = ["Bench" + "".join(chr(97 + int(d)) for d in "%03d" % i)
                 for i in range(2 * N)]
        # Half the characters exist before the burst: they log in.
        for name in names[N:]:
            srv.client().create(name, PW).send("quit")
        time.sleep(64 / 4 + 1)
        idle = figures(admin)

        done = []

        def create(name):
            t0 = time.time()
            srv.client().create(name, PW)
            done.append(time.time() - t0)

        def login(name):
            t0 = time.time()
            srv.client().login(name, PW)
            done.append(time.time() - t0)

        threads = [threading.Thread(target=create, args=(n,))
                   for n in names[:N]]
        threads += [threading.Thread(target=login, args=(n,))
                    for n in names[N:]]
        t0 = time.time()
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        burst = time.time() - t0
        busy = figures(admin)
        print(json.dumps({"phase": "idle", "pulse_late_p50_ms":
                          idle["late"]["p50_ms"], "pulse_late_max_ms":
                          idle["late"]["max_ms"]}))
        print(json.dumps({"phase": "%d creations + %d logins" % (N, N),
                          "hashes": 2 * N, "completed": len(done),
                          "burst_s": round(burst, 2),
                          "login_max_s": round(max(done), 2),
                          "pulse_late_p50_ms": busy["late"]["p50_ms"],
                          "pulse_late_max_ms": busy["late"]["max_ms"],
                          "pulse_run_max_ms": busy["duration"]["max_ms"]}))
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    main()
