"""How long a player already in the game waits for an answer while
something hostile or broken happens beside it: the timing half of the
hostile and store-fault black-box tests, which check only that the player
is answered, in order.

Boots the real server (MUD_BIN) once per phase, logs a player in, and
times round trips (a say until its echo) for some seconds while an attack
or fault goes on, again and again: a 10 MB line, an endless
subnegotiation, a flood of negotiations, 400 connections from one address,
and the database write-locked by another program while autosaves fail
every second. Prints one JSON line per phase, idle first for comparison.
`scripts/bench stall [seconds per phase]` (default 5)."""

import json
import os
import socket
import sqlite3
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "blackbox"))
from mudtest import Client, Server  # noqa: E402

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 5
PW = "stall-pass-1"


def round_trip(c, word):
    """Seconds from sending a say to seeing it echoed."""
    t0 = time.monotonic()
    c.send("say %s" % word)
    c.expect("You say '%s'" % word)
    return time.monotonic() - t0


def measure(c, busy):
    """Round trips at a player's pace while busy() is true."""
    times = []
    while busy():
        times.append(round_trip(c, "trip%d" % len(times)))
        time.sleep(0.02)
    return times


def for_a_while():
    """A busy() that is true for SECONDS."""
    end = time.monotonic() + SECONDS
    return lambda: time.monotonic() < end


def report(phase, times):
    times = sorted(times)
    out = {"bench": "stall", "phase": phase, "round_trips": len(times)}
    if times:
        out["round_trip_p50_ms"] = round(times[len(times) // 2] * 1000, 2)
        out["round_trip_max_ms"] = round(times[-1] * 1000, 2)
    print(json.dumps(out))
    sys.stdout.flush()


def during(srv, p, attack):
    """Run attack(srv) again and again in a thread for SECONDS; time the
    player's round trips meanwhile."""
    busy = for_a_while()

    def attacker():
        while busy():
            attack(srv)
    t = threading.Thread(target=attacker)
    t.start()
    times = measure(p, t.is_alive)
    t.join(120)
    return times


def ten_megabyte_line(srv):
    c = srv.client()
    c.expect("go by\\? ")
    for _ in range(160):
        c.send_raw(b"x" * 65536)
    c.send_raw(b"\r\n")
    c.expect("Line too long")
    c.close()


def endless_subnegotiation(srv):
    c = srv.client()
    c.expect("go by\\? ")
    c.send_raw(b"\xff\xfa\xc9")
    for _ in range(100):
        c.send_raw(b"y" * 65536)
    c.send_raw(b"\xff\xf0")
    c.close()


def negotiation_flood(srv):
    c = Client(srv.port, telnet=False)
    c.expect("go by\\? ")
    flood = b"".join(bytes([255, 253, opt, 255, 251, opt])
                     for opt in range(256) if opt != 86)
    for _ in range(100):
        c.send_raw(flood)
    c.send("Flo")
    c.expect("the name you want")
    c.close()


def four_hundred_connections(srv):
    socks = [socket.create_connection(("127.0.0.1", srv.port), 60)
             for _ in range(400)]
    for s in socks:
        s.settimeout(60)
        try:
            s.recv(4096)
        except OSError:
            pass
        s.close()


def main():
    phases = [("idle", None), ("ten_megabyte_line", ten_megabyte_line),
              ("endless_subnegotiation", endless_subnegotiation),
              ("negotiation_flood", negotiation_flood),
              ("four_hundred_connections", four_hundred_connections)]
    for phase, attack in phases:
        srv = Server(extra_conf="[limits]\nmax_per_address = 50\n").start()
        try:
            p = srv.client().create("Victor", PW)
            for i in range(3):
                round_trip(p, "warmup%d" % i)
            report(phase, measure(p, for_a_while()) if attack is None
                   else during(srv, p, attack))
            srv.stop()
        finally:
            srv.cleanup()

    # The database write-locked by another program; autosave every second.
    srv = Server(extra_conf="[game]\nautosave = 1\n").start()
    try:
        p = srv.client().create("Rhea", PW)
        p.send("save")
        p.expect("Saved")
        lock = sqlite3.connect(srv.db, timeout=0, isolation_level=None)
        lock.execute("BEGIN IMMEDIATE")
        p.send("title the Locked Out")
        p.expect("Your title")
        times = measure(p, for_a_while())      # autosaves failing
        lock.execute("ROLLBACK")
        lock.close()
        report("locked_database", times)
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    main()
