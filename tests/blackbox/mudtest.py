"""mudtest: boot the real server on a port of its own choosing with a
temporary data directory and talk to it over TCP, as a player would.

A functional test checks what happens and in what order, never how fast:
where it must wait for something, it polls for it (the client's text, the
log, the database) with a generous deadline. Speed is the benchmarks'
business (tests/bench, scripts/bench)."""

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

IAC = 255

# How long a test waits for something that should happen at once, or for
# game time to pass: far more than any machine should need, so that only
# a server that never does it fails.
DEADLINE = 60

# The exit code that tells ctest a test was skipped (SKIP_RETURN_CODE).
SKIP_RC = 77


class Skip(Exception):
    """Raised by a test that cannot run here; the reason is printed."""


def skip(reason):
    raise Skip(reason)


def wait_for(check, what, timeout=DEADLINE, interval=0.05):
    """Call check() until it returns something true, and return that;
    fail after timeout seconds, saying what was awaited."""
    deadline = time.monotonic() + timeout
    while True:
        got = check()
        if got:
            return got
        if time.monotonic() >= deadline:
            raise AssertionError("timed out after %d s waiting for %s"
                                 % (timeout, what))
        time.sleep(interval)


def spaced(pattern):
    """A pattern whose spaces match any run of white space: the server
    wraps its lines to the window, and where a line breaks depends on
    the length of paths and names that differ from machine to machine."""
    return re.sub(r"(?<!\\) ", r"\\s+", pattern)


class Server:
    """A mud process with its own port, database and log."""

    def __init__(self, datadir=None, extra_conf="", args=()):
        self.bin = os.environ.get("MUD_BIN", "build/mud")
        self.src = os.environ.get("MUD_SOURCE_DIR", ".")
        self.own_dir = datadir is None
        self.dir = datadir or tempfile.mkdtemp(prefix="mudtest-")
        self.port = None        # known once started: the server picks it
        self.db = os.path.join(self.dir, "mud.db")
        self.log = os.path.join(self.dir, "mud.log")
        self.conf = os.path.join(self.dir, "mud.conf")
        with open(self.conf, "w") as f:
            # Tests make many characters from 127.0.0.1; one that tests
            # the limit on new characters sets it itself.
            new = ("" if "new_per_address" in extra_conf else
                   "[limits]\nnew_per_address = 1000000\n")
            # The database here too (start passes --db as well): mud
            # --check with this config checks the folder it is in.
            f.write("[server]\nbind = 127.0.0.1\nmotd = \"%s\"\n"
                    "socials = \"%s\"\n"
                    "database = \"%s\"\n%s"
                    "[log]\nlevel = debug\n[engine]\nhash_threads = 2\n%s"
                    % (os.path.join(self.src, "data", "motd.txt"),
                       os.path.join(self.src, "data", "socials.txt"), self.db,
                       new,
                       extra_conf))
        self.args = list(args)
        self.proc = None

    def area_copy(self):
        """The bundled world, copied once into the server's directory: a
        test (or a builder's command in one) that saves an area writes
        there, never into the repository's area/."""
        dst = os.path.join(self.dir, "area")
        if not os.path.isdir(dst):
            shutil.copytree(os.path.join(self.src, "area"), dst)
        return dst

    def start(self):
        """Start the server on port 0 and read the port it bound from the
        log, so that no other process can take it in between."""
        self.port = None
        self.logf = open(self.log, "a")
        offset = self.logf.tell()
        self.proc = subprocess.Popen(
            [self.bin, "--config", self.conf, "--port", "0",
             "--db", self.db] +
            ([] if "--area-dir" in self.args else
             ["--area-dir", self.area_copy()]) + self.args,
            stdout=self.logf, stderr=subprocess.STDOUT)
        rx = re.compile(r"listening on \S+ port (\d+)")

        def listening():
            if self.proc.poll() is not None:
                raise AssertionError("server exited at start: %s"
                                     % self.read_log()[-2000:])
            with open(self.log, errors="replace") as f:
                f.seek(offset)
                m = rx.search(f.read())
            return m and int(m.group(1))
        self.port = wait_for(listening, "the server to listen",
                             timeout=2 * DEADLINE)
        return self

    def stop(self, sig=signal.SIGTERM, expect_rc=0):
        self.proc.send_signal(sig)
        try:
            rc = self.proc.wait(DEADLINE)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise AssertionError("server did not stop on signal %d" % sig)
        self.logf.close()
        log = self.read_log()
        for bad in ("AddressSanitizer", "runtime error:",
                    "LeakSanitizer", "ThreadSanitizer"):
            assert bad not in log, "sanitizer report:\n" + log[-4000:]
        if expect_rc is not None:
            assert rc == expect_rc, "server exit code %d\n%s" % (
                rc, log[-3000:])
        self.proc = None
        return rc

    def read_log(self):
        with open(self.log, errors="replace") as f:
            return f.read()

    def wait_log(self, pattern, timeout=DEADLINE, since=0):
        """Wait for pattern (a regex) in the log, from offset since on;
        return the match."""
        rx = re.compile(pattern)
        return wait_for(lambda: rx.search(self.read_log(), since),
                        "%r in the log" % pattern, timeout)

    def log_size(self):
        """How far the log goes now: a 'since' for wait_log."""
        return len(self.read_log())

    def cleanup(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
        if self.own_dir:
            shutil.rmtree(self.dir, ignore_errors=True)

    def client(self):
        return Client(self.port)


class Client:
    """A telnet-speaking or raw TCP player."""

    def __init__(self, port, telnet=True, source=None):
        # source: another loopback address to come from (127.0.0.2...).
        self.sock = socket.create_connection(
            ("127.0.0.1", port), 5,
            source_address=(source, 0) if source else None)
        self.telnet = telnet
        self.raw = b""      # every byte received
        self.text = ""      # received text with telnet commands removed
        self.pos = 0        # how far expect() has consumed self.text
        self.negotiations = []

    def _feed(self, data):
        self.raw += data
        out = bytearray()
        i = 0
        buf = getattr(self, "_pending", b"") + data
        self._pending = b""
        while i < len(buf):
            b = buf[i]
            if b != IAC:
                out.append(b)
                i += 1
                continue
            if i + 1 >= len(buf):
                self._pending = buf[i:]
                break
            cmd = buf[i + 1]
            if cmd == IAC:
                out.append(IAC)
                i += 2
            elif cmd in (251, 252, 253, 254):
                if i + 2 >= len(buf):
                    self._pending = buf[i:]
                    break
                self.negotiations.append((cmd, buf[i + 2]))
                if self.telnet:
                    self._answer(cmd, buf[i + 2])
                i += 3
            elif cmd == 250:
                end = buf.find(bytes([IAC, 240]), i)
                if end < 0:
                    self._pending = buf[i:]
                    break
                i = end + 2
            else:
                i += 2
        # Colour is the client's business: tests read the plain text.
        self.text += re.sub(r"\x1b\[[0-9;]*m", "",
                            out.decode("utf-8", "replace"))

    def _answer(self, cmd, opt):
        # Agree to ECHO, SGA and EOR; refuse the rest.
        if cmd == 251:      # WILL
            reply = 253 if opt in (1, 3, 25) else 254
        elif cmd == 253:    # DO
            reply = 252
        else:
            return
        self.sock.sendall(bytes([IAC, reply, opt]))

    def send(self, line):
        if isinstance(line, str):
            line = line.encode()
        self.sock.sendall(line + b"\r\n")

    def send_raw(self, data):
        self.sock.sendall(data)

    def expect(self, pattern, timeout=DEADLINE):
        """Wait for pattern (a regex) in the text not yet consumed."""
        rx = re.compile(pattern)
        deadline = time.monotonic() + timeout
        while True:
            m = rx.search(self.text, self.pos)
            if m:
                self.pos = m.end()
                return m
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("timed out waiting for %r; got:\n%s"
                                     % (pattern, self.text[self.pos:][-2000:]))
            self.sock.settimeout(left)
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                continue
            except ConnectionResetError:
                data = b""
            if not data:
                m = rx.search(self.text, self.pos)
                if m:
                    self.pos = m.end()
                    return m
                raise AssertionError("connection closed waiting for %r; "
                                     "got:\n%s" % (pattern,
                                                  self.text[self.pos:]))
            self._feed(data)

    def expect_closed(self, timeout=DEADLINE):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.sock.settimeout(max(0.05, deadline - time.monotonic()))
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                continue
            except ConnectionResetError:
                return
            if not data:
                return
            self._feed(data)
        raise AssertionError("connection still open")

    def close(self):
        self.sock.close()

    def pulse(self):
        """The game's pulse now, the event queue's clock, read with the
        admin command 'events' (so this client must be an admin)."""
        self.send("events")
        m = self.expect("Event queue at pulse (\\d+):")
        self.expect("Since (?:start|reset): [^\n]*\n")
        return int(m.group(1))

    def wait_pulses(self, n, since=None, timeout=DEADLINE):
        """Wait until n pulses of game time have passed since pulse since
        (by default, now): a wait for game time, however fast or slow the
        machine runs. Returns the pulse reached."""
        start = self.pulse() if since is None else since

        def reached():
            p = self.pulse()
            return p if p >= start + n else None
        return wait_for(reached, "pulse %d" % (start + n), timeout, 0.1)

    def create(self, name, password, klass="warrior", race="human"):
        self.expect("go by\\? ")
        self.send(name)
        self.expect("Is %s the name you want" % name)
        self.send("y")
        self.expect("Choose a password")
        self.send(password)
        self.expect("once more")
        self.send(password)
        self.expect("Choose your class")
        self.send(klass)
        self.expect("Choose your race")
        self.send(race)
        self.expect("> ")
        return self

    def login(self, name, password):
        self.expect("go by\\? ")
        self.send(name)
        self.expect("Password: ")
        self.send(password)
        self.expect("> ")
        return self


def run(tests):
    """Run test functions and print a summary line. Exit 1 if any failed;
    else SKIP_RC if any was skipped, so that ctest reports the file as
    skipped rather than passed; else 0."""
    passed = failed = skipped = 0
    for t in tests:
        try:
            t()
            print("PASS %s" % t.__name__)
            passed += 1
        except Skip as e:
            print("SKIP %s: %s" % (t.__name__, e))
            skipped += 1
        except Exception as e:   # noqa: BLE001 - report and go on
            print("FAIL %s: %s" % (t.__name__, e))
            failed += 1
        sys.stdout.flush()
    print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
    sys.exit(1 if failed else SKIP_RC if skipped else 0)
