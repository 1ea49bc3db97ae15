"""How long a hot reboot takes with N players connected.

Seeds N characters (bench_seed, in random rooms of the bundled world) and
an admin, boots the real server (MUD_BIN), logs every one of them in over
its own TCP connection, then has the admin type 'reboot' and times, from
that moment, each client's "The game has rebooted" line and the answer to
the first command it sends after it ('time'). Every connection must come
through on its own socket: one that is closed or never answers fails the
run. Prints one JSON line; the server's own figure (from the start of the
reboot in the old process to the end of the new process's resume, as it
logs it) is in it too.

Usage: reboot.py [players]   (MUD_BIN, MUD_SOURCE_DIR as for the tests)
"""

import json
import os
import re
import resource
import selectors
import socket
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "blackbox"))
from mudtest import DEADLINE, Server  # noqa: E402

N = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
PASSWORD = "loadpass42"         # load-names.h
PREFIX, ADMIN = "ld", "Loadadmin"
ALPHABET = "bcdfghjklmnpqrstvwxz"


def load_name(i):
    """Player i as bench_seed names it (load-names.h)."""
    letters = []
    for _ in range(5):
        letters.append(ALPHABET[i % len(ALPHABET)])
        i //= len(ALPHABET)
    return PREFIX + "".join(reversed(letters))


class Player:
    def __init__(self, port, name):
        self.name = name
        self.sock = socket.create_connection(("127.0.0.1", port), 30)
        self.sock.setblocking(False)
        self.buf = b""
        self.state = "name"
        self.back = self.answered = None

    def feed(self, data, now):
        self.buf += data
        if self.state == "name" and b"go by? " in self.buf:
            self.sock.sendall(self.name.encode() + b"\r\n")
            self.state, self.buf = "password", b""
        elif self.state == "password" and b"Password: " in self.buf:
            self.sock.sendall(PASSWORD.encode() + b"\r\n")
            self.state, self.buf = "entering", b""
        elif self.state == "entering" and b"mv> " in self.buf:
            self.state, self.buf = "playing", b""
        elif self.state == "rebooting" and b"The game has rebooted" in \
                self.buf:
            self.back = now
            self.sock.sendall(b"time\r\n")
            self.state, self.buf = "asking", b""
        elif self.state == "asking" and re.search(rb"on the Day of",
                                                  self.buf):
            self.answered = now
            self.state = "done"
        # Keep what may hold the start of a marker; drop the rest.
        self.buf = self.buf[-256:]


def pump(sel, until, what, timeout):
    deadline = time.monotonic() + timeout
    while not until():
        left = deadline - time.monotonic()
        if left <= 0:
            raise SystemExit("bench: timed out waiting for " + what)
        for key, _ in sel.select(min(left, 0.5)):
            p = key.data
            try:
                data = p.sock.recv(65536)
            except BlockingIOError:
                continue
            if not data:
                raise SystemExit("bench: %s's connection closed (%s)"
                                 % (p.name, p.state))
            p.feed(data, time.monotonic())


def main():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    srv = Server(extra_conf="[limits]\n"
                 "max_per_address = 100000\nhash_queue = 100000\n"
                 "hash_per_address = 100000\nlogin_timeout = 600\n"
                 "[engine]\nhash_cost = minimum\n")
    # A line or two per connection at info, not a dozen at debug.
    with open(srv.conf) as f:
        conf = f.read().replace("level = debug", "level = info")
    with open(srv.conf, "w") as f:
        f.write(conf)
    seed = os.path.join(os.path.dirname(os.path.abspath(srv.bin)),
                        "bench_seed")
    subprocess.run([seed, srv.db, os.path.join(srv.src, "area"), PREFIX,
                    str(N), ADMIN], check=True, stdout=subprocess.DEVNULL)
    srv.start()
    sel = selectors.DefaultSelector()
    try:
        players = []
        for i in range(N):
            p = Player(srv.port, load_name(i))
            sel.register(p.sock, selectors.EVENT_READ, p)
            players.append(p)
            if len(players) % 100 == 0:
                pump(sel, lambda: all(q.state == "playing"
                                      for q in players), "logins",
                     4 * DEADLINE)
        pump(sel, lambda: all(q.state == "playing" for q in players),
             "logins", 4 * DEADLINE)
        admin = srv.client().login(ADMIN, PASSWORD)
        since = srv.log_size()
        for p in players:
            p.state, p.buf = "rebooting", b""
        t0 = time.monotonic()
        admin.send("reboot")
        pump(sel, lambda: all(q.state == "done" for q in players),
             "every client to answer after the reboot", 4 * DEADLINE)
        back = sorted(p.back - t0 for p in players)
        answered = sorted(p.answered - t0 for p in players)
        m = srv.wait_log(r"reboot \(asked by \w+\) done: (\d+) of (\d+) "
                         r"connections back.*?; ([\d.]+) ms since it began",
                         since=since)
        print(json.dumps({
            "bench": "reboot", "players": N,
            "connections_back": int(m.group(1)),
            "server_reboot_ms": float(m.group(3)),
            "all_back_ms": round(back[-1] * 1000, 1),
            "all_answered_ms": round(answered[-1] * 1000, 1),
            "answered_p50_ms": round(answered[len(answered) // 2] * 1000, 1),
        }))
        sys.stdout.flush()
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    main()
