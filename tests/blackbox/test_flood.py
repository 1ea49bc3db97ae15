"""Black-box: floods from one address meet their bounds, and an honest
player from elsewhere still gets in and is still served."""

import re
import socket
import threading
import time

from mudtest import Client, Server, run

PW = "flood-pass-1"


def flood_logins(port, n, stop):
    """n times: connect, give a name and a wrong password, close at once."""
    sent = 0
    for i in range(n):
        if stop.is_set():
            break
        try:
            s = socket.create_connection(("127.0.0.1", port), 10)
            s.sendall(b"Bob\r\nwrong-password-%d\r\n" % i)
            s.close()
            sent += 1
        except OSError:
            pass
    return sent


def test_password_flood_from_one_address():
    """300 times "name, wrong password, close" from 127.0.0.1: each one
    sent is counted at once, so the address is locked out; abandoned checks
    are not hashed and the queue stays short, so an honest login from
    127.0.0.2 completes during the flood."""
    srv = Server(extra_conf="[limits]\nmax_per_address = 1000\n"
                 "address_failures = 20\nhash_per_address = 2\n")
    srv.start()
    try:
        srv.client().create("Bob", PW).send("quit")
        Client(srv.port, source="127.0.0.2").create(
            "Honest", PW).send("quit")
        stop = threading.Event()
        result = {}
        t = threading.Thread(target=lambda: result.update(
            sent=flood_logins(srv.port, 300, stop)))
        t.start()
        # Wait until the flood is being counted, then log in from elsewhere.
        deadline = time.time() + 60
        while "wrong password for Bob" not in srv.read_log() and \
                "password check refused" not in srv.read_log():
            assert time.time() < deadline, "the flood was never counted"
            time.sleep(0.02)
        t0 = time.time()
        h = Client(srv.port, source="127.0.0.2").login("Honest", PW)
        took = time.time() - t0
        flood_running = t.is_alive()
        h.send("say still here")
        h.expect("You say 'still here'")
        t.join(120)
        assert not t.is_alive(), "the flood did not end"
        stop.set()
        print("honest login during the flood: %.3f s (flood still "
              "running: %s, %d flood attempts sent)"
              % (took, flood_running, result.get("sent", -1)))
        # The address that flooded is locked out, and says so.
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Bob")
        c.expect("Too many wrong passwords from your address")
        h.send("quit")
        srv.stop()
        log = srv.read_log()
        counted = re.findall(r"wrong password for Bob from 127\.0\.0\.1 "
                             r"\(\d+ on this connection, (\d+) from",
                             log)
        refused = log.count("too many waiting from the address")
        assert counted or refused, "no failed password in the log"
        m = re.search(r"password checks: (\d+) hashed, (\d+) dropped "
                      r"unhashed .*?, (\d+) refused", log)
        assert m, log[-2000:]
        hashed = int(m.group(1))
        # Every attempt counts at once, so the lockout (20) comes long
        # before 300: about 20 flood checks at most (a few may have had
        # their name accepted just before it), and the 3 honest ones.
        assert hashed <= 30, "hashed %d of the flood's checks" % hashed
        assert "Honest entered the game from 127.0.0.2" in log
    finally:
        srv.cleanup()


def rss_kb(pid, field):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise AssertionError("no %s for %d" % (field, pid))


def sanitized(pid):
    """Is the process built with a sanitizer (its runtime mapped in)?"""
    with open("/proc/%d/maps" % pid) as f:
        maps = f.read()
    return "libasan" in maps or "libtsan" in maps


def test_output_budget_with_non_readers():
    """200 clients that never read ask for MSSP again and again: unsent
    output for all of them together stays within output_budget (the
    furthest behind are dropped, and the log says so), the server's memory
    stays within the budget plus a margin, and a player keeps playing."""
    budget = 8 << 20
    srv = Server(extra_conf="[limits]\nmax_per_address = 1000\n"
                 "output_budget = %d\n" % budget)
    srv.start()
    socks = []
    try:
        p = srv.client().create("Victor", PW)
        p.send("say warm")
        p.expect("You say 'warm'")
        base = rss_kb(srv.proc.pid, "VmRSS")
        # Forget the peak so far (the argon2id hash of the creation took
        # 64 MB in a worker for a moment): measure from here.
        with open("/proc/%d/clear_refs" % srv.proc.pid, "w") as f:
            f.write("5")
        for i in range(200):
            s = socket.socket()
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            s.connect(("127.0.0.1", srv.port))
            s.setblocking(False)
            socks.append(s)
        request = b"MSSP-REQUEST\r\n" * 20
        # Each asks 1,000 times: about 600 MB of replies if nothing shed.
        for rnd in range(50):
            for s in socks:
                try:
                    s.send(request)
                except (BlockingIOError, OSError):
                    pass
            if rnd % 10 == 9:
                p.send("say round %d" % rnd)
                p.expect("You say 'round %d'" % rnd, timeout=60)
        p.send("say after")
        p.expect("You say 'after'", timeout=60)
        deadline = time.time() + 60
        while "output_budget" not in srv.read_log():
            assert time.time() < deadline, "nothing was shed"
            time.sleep(0.05)
        peak = rss_kb(srv.proc.pid, "VmHWM")
        grew_mb = (peak - base) / 1024.0
        print("server memory: %d kB before, peak %d kB (+%.1f MB) with a "
              "budget of %d MB" % (base, peak, grew_mb, budget >> 20))
        # A sanitizer's allocator keeps freed memory in quarantine: the
        # process's size says nothing there, the server's count does.
        if not sanitized(srv.proc.pid):
            assert grew_mb < (budget >> 20) + 40, grew_mb
        for s in socks:
            s.close()
        # The player who reads was never among those shed.
        p.send("say still here")
        p.expect("You say 'still here'", timeout=60)
        p.send("quit")
        srv.stop()
        log = srv.read_log()
        shed = int(re.search(r"(\d+) connections shed", log).group(1))
        assert shed > 0, "no connection shed"
        # Unsent output never passed the budget by more than one write.
        queued = int(re.search(r"output queued at most (\d+) bytes",
                               log).group(1))
        print("output queued at most %d bytes (budget %d)" % (queued, budget))
        assert budget // 2 < queued <= budget + 65536, queued
    finally:
        for s in socks:
            s.close()
        srv.cleanup()


if __name__ == "__main__":
    run([test_password_flood_from_one_address,
         test_output_budget_with_non_readers])
