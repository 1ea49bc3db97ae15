"""How long an honest login takes while one address floods the server with
password guesses that hang up at once: the timing half of the flood
black-box test, which checks only that the flood is counted and bounded.

Boots the real server (MUD_BIN, argon2id at interactive cost, two hashing
threads), then for each phase times N logins, one after another, from
127.0.0.2: idle first, then while 127.0.0.1 sends "name, wrong password,
hang up" as fast as it can (the flood's address is soon locked out; a
fresh server per phase). Prints one JSON line per phase.
`scripts/bench flood [logins]` (default 10)."""

import json
import os
import re
import socket
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "blackbox"))
from mudtest import Client, Server  # noqa: E402

N = int(sys.argv[1]) if len(sys.argv) > 1 else 10
PW = "flood-pass-1"


def flood(port, stop, counts):
    while not stop.is_set():
        try:
            s = socket.create_connection(("127.0.0.1", port), 10)
            s.sendall(b"Bob\r\nwrong-password\r\n")
            s.close()
            counts["sent"] += 1
        except OSError:
            counts["errors"] += 1


def phase(name, flooding):
    srv = Server(extra_conf="[limits]\nmax_per_address = 100000\n")
    srv.start()
    stop = threading.Event()
    counts = {"sent": 0, "errors": 0}
    t = None
    try:
        srv.client().create("Bob", PW).send("quit")
        Client(srv.port, source="127.0.0.2").create("Honest", PW).send(
            "quit")
        if flooding:
            t = threading.Thread(target=flood, args=(srv.port, stop, counts))
            t.start()
            while counts["sent"] < 50:
                time.sleep(0.01)
        times = []
        for _ in range(N):
            t0 = time.monotonic()
            c = Client(srv.port, source="127.0.0.2").login("Honest", PW)
            times.append(time.monotonic() - t0)
            c.send("quit")
            c.expect_closed()
        stop.set()
        if t is not None:
            t.join(60)
        srv.stop()
        m = re.search(r"password checks: (\d+) hashed, (\d+) dropped "
                      r"unhashed .*?, (\d+) refused", srv.read_log())
        times.sort()
        print(json.dumps({
            "bench": "flood", "phase": name, "logins": N,
            "login_p50_ms": round(times[len(times) // 2] * 1000, 1),
            "login_max_ms": round(times[-1] * 1000, 1),
            "flood_attempts": counts["sent"],
            "hashed": int(m.group(1)), "dropped_unhashed": int(m.group(2)),
            "refused": int(m.group(3))}))
        sys.stdout.flush()
    finally:
        stop.set()
        srv.cleanup()


if __name__ == "__main__":
    phase("idle", False)
    phase("flood", True)
