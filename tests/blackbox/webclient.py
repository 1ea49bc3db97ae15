"""webclient: a raw WebSocket player for the black-box tests, over real
TCP: the HTTP upgrade and the few lines of framing RFC 6455 asks of a
client (every frame masked), reading the JSON messages the web port sends
(docs/web.md)."""

import base64
import hashlib
import json
import os
import re
import socket
import ssl
import struct
import time

from mudtest import DEADLINE

GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


def web_conf(src):
    """The config lines that turn the web port on, on a free port."""
    return ('[web]\nenabled = yes\nport = 0\nroot = "%s"\n'
            % os.path.join(src, "data", "web"))


def web_port(srv, since=0):
    """The web port the server bound (http or https), from its log."""
    return int(srv.wait_log(r"web client at https?://\S+:(\d+)/",
                            since=since).group(1))


def tls_context(cafile):
    """A client context that checks the server's certificate (the
    self-signed one in its data dir, or the one it was given)."""
    ctx = ssl.create_default_context(cafile=cafile)
    ctx.check_hostname = True
    return ctx


def connect(port, ctx=None):
    """A TCP connection to the web port; through TLS with ctx."""
    s = socket.create_connection(("127.0.0.1", port), 5)
    if ctx is not None:
        s = ctx.wrap_socket(s, server_hostname="localhost")
    return s


def http_get(port, path, method="GET", headers="", ctx=None):
    """One request; the status, the headers (lower-case names) and body.
    Over https with ctx (an ssl context)."""
    s = connect(port, ctx)
    s.settimeout(DEADLINE)
    s.sendall(("%s %s HTTP/1.1\r\nHost: localhost\r\n%s\r\n"
               % (method, path, headers)).encode())
    data = b""
    while True:
        got = s.recv(65536)
        if not got:
            break
        data += got
    s.close()
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    hdrs = {}
    for ln in lines[1:]:
        k, _, v = ln.partition(":")
        hdrs[k.strip().lower()] = v.strip()
    return status, hdrs, body


def frame(opcode, payload, mask=True, fin=True):
    """A client frame."""
    if isinstance(payload, str):
        payload = payload.encode()
    b0 = (0x80 if fin else 0) | opcode
    n = len(payload)
    mbit = 0x80 if mask else 0
    if n < 126:
        head = struct.pack("!BB", b0, mbit | n)
    elif n < 65536:
        head = struct.pack("!BBH", b0, mbit | 126, n)
    else:
        head = struct.pack("!BBQ", b0, mbit | 127, n)
    if not mask:
        return head + payload
    key = os.urandom(4)
    return head + key + bytes(c ^ key[i % 4] for i, c in enumerate(payload))


class WebClient:
    """A player over the WebSocket: text, GMCP and echo as the page sees
    them."""

    def __init__(self, port, path="/ws", ctx=None, headers=b"",
                 host=b"localhost", auto_pong=False):
        self.sock = connect(port, ctx)
        key = base64.b64encode(os.urandom(16))
        self.sock.sendall(b"GET " + path.encode() + b" HTTP/1.1\r\n"
                          b"Host: " + host + b"\r\nUpgrade: websocket\r\n"
                          b"Connection: Upgrade\r\nSec-WebSocket-Key: " +
                          key + b"\r\nSec-WebSocket-Version: 13\r\n" +
                          headers + b"\r\n")
        self.buf = b""
        self.sock.settimeout(DEADLINE)
        while b"\r\n\r\n" not in self.buf:
            got = self.sock.recv(65536)
            assert got, "closed during the handshake"
            self.buf += got
        head, _, self.buf = self.buf.partition(b"\r\n\r\n")
        head = head.decode("latin-1")
        assert head.startswith("HTTP/1.1 101"), head
        want = base64.b64encode(hashlib.sha1(key + GUID).digest()).decode()
        assert re.search("(?im)^sec-websocket-accept: *%s\\s*$"
                         % re.escape(want), head), head
        self.text = ""          # all the text, colour codes removed
        self.pos = 0
        self.gmcp = []          # (name, data), in order
        self.echo = []          # echo states, in order
        self.prompts = 0
        self.raw = []           # every message as received
        self.close_code = None
        self.close_reason = None
        self.closed = False
        self.pings = 0          # pings the server sent
        self.auto_pong = auto_pong

    def send(self, line):
        self.sock.sendall(frame(0x1, line))

    def send_raw(self, data):
        self.sock.sendall(data)

    def _frame(self):
        """One frame from buf, or None if it has not all come."""
        b = self.buf
        if len(b) < 2:
            return None
        op = b[0] & 0x0F
        assert not b[1] & 0x80, "a server frame was masked"
        n = b[1] & 0x7F
        off = 2
        if n == 126:
            if len(b) < 4:
                return None
            n = struct.unpack("!H", b[2:4])[0]
            off = 4
        elif n == 127:
            if len(b) < 10:
                return None
            n = struct.unpack("!Q", b[2:10])[0]
            off = 10
        if len(b) < off + n:
            return None
        payload = b[off:off + n]
        self.buf = b[off + n:]
        return op, payload

    def _handle(self, op, payload):
        if op == 0x8:
            self.closed = True
            self.close_code = (struct.unpack("!H", payload[:2])[0]
                               if len(payload) >= 2 else 1005)
            self.close_reason = payload[2:].decode("utf-8")
            return
        if op == 0x9:
            self.pings += 1
            if self.auto_pong:
                self.sock.sendall(frame(0xA, payload))
            return
        if op != 0x1:
            return
        m = json.loads(payload.decode("utf-8"))
        self.raw.append(m)
        if "text" in m:
            assert "\xff" not in m["text"] and "\ufffd" not in m["text"], m
            self.text += re.sub(r"\x1b\[[0-9;]*m", "", m["text"])
        if "gmcp" in m:
            self.gmcp.append((m["gmcp"], m.get("data")))
        if "echo" in m:
            self.echo.append(m["echo"])
        if m.get("prompt"):
            self.prompts += 1

    def _parse(self):
        while True:
            f = self._frame()
            if f is None:
                break
            self._handle(*f)

    def pump(self, timeout):
        """Read what comes within timeout seconds; False once closed."""
        self._parse()
        self.sock.settimeout(max(0.01, timeout))
        try:
            got = self.sock.recv(65536)
        except socket.timeout:
            return True
        except (ConnectionResetError, ssl.SSLEOFError):
            got = b""
        if not got:
            self.closed = True
            return False
        self.buf += got
        self._parse()
        return True

    def wait(self, check, what, timeout=DEADLINE):
        deadline = time.monotonic() + timeout
        while True:
            got = check()
            if got:
                return got
            left = deadline - time.monotonic()
            self._parse()
            got = check()
            if got:
                return got
            if left <= 0 or self.closed:
                raise AssertionError("%s waiting for %s; text:\n%s" % (
                    "closed" if self.closed else "timed out", what,
                    self.text[self.pos:][-2000:]))
            self.pump(left)

    def expect(self, pattern, timeout=DEADLINE):
        rx = re.compile(pattern)

        def found():
            m = rx.search(self.text, self.pos)
            if m:
                self.pos = m.end()
            return m
        return self.wait(found, repr(pattern), timeout)

    def expect_gmcp(self, name, since=0, timeout=DEADLINE):
        """The first GMCP message of this name at index since or later;
        returns (index, data)."""
        def found():
            for i in range(since, len(self.gmcp)):
                if self.gmcp[i][0] == name:
                    return (i, self.gmcp[i][1])
            return None
        return self.wait(found, "GMCP " + name, timeout)

    def expect_close(self, timeout=DEADLINE):
        """Wait for the server's close frame; its code."""
        deadline = time.monotonic() + timeout
        while not self.closed:
            left = deadline - time.monotonic()
            assert left > 0, "no close frame"
            self.pump(left)
        return self.close_code

    def create(self, name, password):
        self.expect("go by\\? ")
        self.send(name)
        self.expect("Is %s the name you want" % name)
        self.send("y")
        self.expect("Choose a password")
        self.wait(lambda: False in self.echo, "echo off")
        self.send(password)
        self.expect("once more")
        self.send(password)
        self.expect("Choose your class")
        self.send("warrior")
        self.expect("Choose your race")
        self.send("human")
        self.expect("> ")
        return self

    def close(self):
        self.sock.close()
