"""mudtest: boot the real server on a free port with a temporary data
directory and talk to it over TCP, as a player would."""

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


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A mud process with its own port, database and log."""

    def __init__(self, datadir=None, extra_conf="", args=()):
        self.bin = os.environ.get("MUD_BIN", "build/mud")
        self.src = os.environ.get("MUD_SOURCE_DIR", ".")
        self.own_dir = datadir is None
        self.dir = datadir or tempfile.mkdtemp(prefix="mudtest-")
        self.port = free_port()
        self.db = os.path.join(self.dir, "mud.db")
        self.log = os.path.join(self.dir, "mud.log")
        self.conf = os.path.join(self.dir, "mud.conf")
        with open(self.conf, "w") as f:
            f.write("[server]\nbind = 127.0.0.1\nmotd = \"%s\"\n"
                    "[log]\nlevel = debug\n[engine]\nhash_threads = 2\n%s"
                    % (os.path.join(self.src, "data", "motd.txt"),
                       extra_conf))
        self.args = list(args)
        self.proc = None

    def start(self):
        self.port = free_port() if self.proc is not None else self.port
        self.logf = open(self.log, "a")
        self.proc = subprocess.Popen(
            [self.bin, "--config", self.conf, "--port", str(self.port),
             "--db", self.db] +
            ([] if "--area-dir" in self.args else
             ["--area-dir", os.path.join(self.src, "area")]) + self.args,
            stdout=self.logf, stderr=subprocess.STDOUT)
        deadline = time.time() + 20
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError("server exited at start: %s"
                                     % self.read_log()[-2000:])
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                return self
            except OSError:
                time.sleep(0.05)
        raise AssertionError("server did not start listening")

    def stop(self, sig=signal.SIGTERM, expect_rc=0):
        self.proc.send_signal(sig)
        try:
            rc = self.proc.wait(30)
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

    def expect(self, pattern, timeout=10):
        """Wait for pattern (a regex) in the text not yet consumed."""
        rx = re.compile(pattern)
        deadline = time.time() + timeout
        while True:
            m = rx.search(self.text, self.pos)
            if m:
                self.pos = m.end()
                return m
            left = deadline - time.time()
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

    def expect_closed(self, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            self.sock.settimeout(max(0.05, deadline - time.time()))
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

    def create(self, name, password, klass="warrior"):
        self.expect("known\\? ")
        self.send(name)
        self.expect("Did I get that right, %s" % name)
        self.send("y")
        self.expect("Give me a password")
        self.send(password)
        self.expect("retype")
        self.send(password)
        self.expect("class")
        self.send(klass)
        self.expect("> ")
        return self

    def login(self, name, password):
        self.expect("known\\? ")
        self.send(name)
        self.expect("Password: ")
        self.send(password)
        self.expect("> ")
        return self


def run(tests):
    """Run test functions, print a summary line, exit non-zero on failure."""
    passed = failed = 0
    for t in tests:
        try:
            t()
            print("PASS %s" % t.__name__)
            passed += 1
        except Exception as e:   # noqa: BLE001 - report and go on
            print("FAIL %s: %s" % (t.__name__, e))
            failed += 1
        sys.stdout.flush()
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)
