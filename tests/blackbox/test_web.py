"""The web port: the page's files, the WebSocket game session (login,
moving, GMCP, talking with a telnet player) and hostile frames, over real
TCP with a raw WebSocket client (webclient.py); the same over TLS
(web.tls: https:// and wss://, checking the server's certificate), with
plain HTTP on the HTTPS port refused, certificate renewal by SIGHUP and a
hot reboot. The page's size as NAWS, and the close of a shutdown (1001,
the page comes back) against that of a quit (1000)."""

import json
import os
import re
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import urllib.request

sys.path.insert(0, os.path.dirname(__file__))
from mudtest import Server, Client, run, skip, DEADLINE   # noqa: E402
from webclient import (WebClient, frame, http_get, web_conf,   # noqa: E402
                       web_port, tls_context, connect)

OPENSSL = shutil.which("openssl")


def boot():
    srv = Server(extra_conf=web_conf(os.environ.get("MUD_SOURCE_DIR", ".")))
    srv.start()
    return srv, web_port(srv)


def test_files():
    srv, port = boot()
    try:
        st, h, body = http_get(port, "/")
        assert st == 200, st
        assert h["content-type"].startswith("text/html"), h
        assert h["content-length"] == str(len(body)), h
        assert "no-cache" in h["cache-control"], h
        assert h["x-content-type-options"] == "nosniff", h
        assert b'src="client.js"' in body, body[:200]
        st, h, body = http_get(port, "/client.js?v=1")
        assert st == 200 and h["content-type"].startswith(
            "text/javascript"), (st, h)
        assert b"WebSocket" in body
        st, h, _ = http_get(port, "/client.css")
        assert st == 200 and h["content-type"].startswith("text/css"), h
        st, h, body = http_get(port, "/client.css", method="HEAD")
        assert st == 200 and body == b"" and int(h["content-length"]) > 0
        # Nothing outside the root, nothing but the files in it.
        for path in ("/nothing.html", "/../mud.conf", "/..%2fmud.conf",
                     "/%2e%2e/CMakeLists.txt", "/.hidden.html",
                     "//etc/passwd", "/sub/client.html", "/client.html/",
                     "/README.md"):
            st, _, body = http_get(port, path)
            assert st == 404, (path, st)
            assert b"root" not in body
        st, _, _ = http_get(port, "/", method="POST")
        assert st == 405, st
        st, _, _ = http_get(port, "/ws")
        assert st == 400, st
        st, h, _ = http_get(port, "/ws", headers="Upgrade: websocket\r\n"
                            "Connection: Upgrade\r\nSec-WebSocket-Key: "
                            "dGhlIHNhbXBsZSBub25jZQ==\r\n"
                            "Sec-WebSocket-Version: 8\r\n")
        assert st == 426 and h["sec-websocket-version"] == "13", (st, h)
        # A head that never ends is cut at its limit.
        s = socket.create_connection(("127.0.0.1", port), 5)
        s.settimeout(DEADLINE)
        s.sendall(b"GET / HTTP/1.1\r\nX: " + b"a" * 9000)
        got = s.recv(4096)
        assert got.startswith(b"HTTP/1.1 431"), got[:80]
        s.close()
        # A request that never ends is answered 408 (after 10 s).
        s = socket.create_connection(("127.0.0.1", port), 5)
        s.settimeout(DEADLINE)
        s.sendall(b"GET / HTT")
        got = s.recv(4096)
        assert got.startswith(b"HTTP/1.1 408"), got[:80]
        s.close()
        # Page fetches and refused upgrades are not players: the game
        # never greeted one.
        assert "over websocket" not in srv.read_log()
    finally:
        srv.stop()
        srv.cleanup()


def test_play():
    srv, port = boot()
    try:
        w = WebClient(port).create("Webby", "secret-pass")
        assert w.echo[:2] == [False, True], w.echo
        assert w.prompts > 0, "no prompt marks"
        _, vit = w.expect_gmcp("Char.Vitals")
        assert vit["maxhp"] > 0, vit
        i, room = w.expect_gmcp("Room.Info")
        exits = list(room["fullexits"])
        assert exits, room
        # A telnet player, in the same room.
        t = Client(srv.port).create("Telly", "other-pass")
        t.send("say hello web")
        w.expect("Telly says 'hello web'")
        w.send("say hello telnet")
        t.expect("Webby says 'hello telnet'")
        w.expect("You say 'hello telnet'")
        # Move: the room changes in GMCP.
        w.send(exits[0])
        # (A login sends the whole set again when the page's packages
        # are set: the first Room.Info after i may still be this room.)
        want = room["fullexits"][exits[0]]
        j, room2 = w.expect_gmcp("Room.Info", since=i + 1)
        while room2["num"] != want and room2["num"] == room["num"]:
            j, room2 = w.expect_gmcp("Room.Info", since=j + 1)
        assert room2["num"] == want, (room, room2)
        # A line too long gets the telnet player's message; it plays on.
        w.send("say " + "x" * 3000)
        w.expect("Line too long")
        w.send("say still here")
        w.expect("You say 'still here'")
        # The password went nowhere it should not.
        assert "secret-pass" not in srv.read_log()
        w.send_raw(frame(0x8, b"\x03\xe8"))
        assert w.expect_close() == 1000
        w.close()
        # Quitting: the server closes the WebSocket properly (1000).
        q = WebClient(port)
        q.expect("known\\? ")
        q.send("Webby")
        q.expect("Password: ")
        q.send("secret-pass")
        q.expect("> ")
        q.send("quit")
        assert q.expect_close() == 1000
        q.close()
        srv.wait_log("Webby.*(link|lost|closed)|closed by peer")
        t.send("say bye")
        t.expect("You say 'bye'")
        t.close()
    finally:
        srv.stop()
        srv.cleanup()


def hostile(port, data, code):
    w = WebClient(port)
    w.expect("known\\? ")
    w.send_raw(data)
    got = w.expect_close()
    assert got in (code if isinstance(code, tuple) else (code,)), \
        "expected close %s, got %s" % (code, got)
    w.close()


def test_hostile_frames():
    srv, port = boot()
    try:
        t = Client(srv.port).create("Stayer", "some-pass")
        hostile(port, frame(0x1, "x" * 20000), 1009)
        # Oversized in pieces too: fragments count together.
        hostile(port, frame(0x1, "x" * 9000, fin=False) +
                frame(0x0, "x" * 9000), 1009)
        hostile(port, frame(0x1, "look", mask=False), 1002)
        hostile(port, frame(0x2, b"\x00\x01"), 1003)
        hostile(port, frame(0x1, b"say \xff\xfe\xc3"), 1007)
        hostile(port, b"\x8f\x80garbage", 1002)
        # A header claiming 2^63 bytes.
        hostile(port, b"\x81\xff\x7f" + b"\xff" * 7 + b"abcd" + b"x" * 64,
                1009)
        # A close frame with one byte of payload is not a close.
        hostile(port, frame(0x8, b"\x03"), 1002)
        # A ping longer than a control frame may be: wslay's framing
        # refuses it and closes without a code (1005 at this end).
        hostile(port, frame(0x9, b"p" * 200), (1002, 1005))
        # Pings are answered; fine in moderation.
        w = WebClient(port)
        w.expect("known\\? ")
        for _ in range(5):
            w.send_raw(frame(0x9, b"hi"))
        w.send("Pinger")
        w.expect("Did I get that right")
        w.close()
        # Half a frame, then gone.
        s = socket.create_connection(("127.0.0.1", port), 5)
        s.sendall(b"GET /ws HTTP/1.1\r\nUpgrade: websocket\r\nConnection: "
                  b"Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                  b"Sec-WebSocket-Version: 13\r\n\r\n\x81\xfe\x10")
        s.close()
        # The telnet player never noticed.
        t.send("say all fine")
        t.expect("You say 'all fine'")
        t.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_limits():
    """The web port counts against the same connection limits."""
    src = os.environ.get("MUD_SOURCE_DIR", ".")
    srv = Server(extra_conf=web_conf(src) +
                 "[limits]\nmax_per_address = 2\n")
    srv.start()
    try:
        port = web_port(srv)
        a = Client(srv.port)
        a.expect("known\\? ")
        w = WebClient(port)
        w.expect("known\\? ")
        # Refused at once, before any request (one sent would race the
        # close).
        s = socket.create_connection(("127.0.0.1", port), 5)
        s.settimeout(DEADLINE)
        got = b""
        while True:
            more = s.recv(4096)
            if not more:
                break
            got += more
        s.close()
        assert got.startswith(b"HTTP/1.1 503") and \
            b"Too many connections" in got, got
        b = Client(srv.port)
        b.expect("Too many connections")
        b.close()
        w.close()
        # (A reset if a frame came after the prompt it read: unread.)
        srv.wait_log("closed by peer|connection error")
        st, _, _ = http_get(port, "/")
        assert st == 200, st
        a.close()
    finally:
        srv.stop()
        srv.cleanup()


def never_reads(tls):
    src = os.environ.get("MUD_SOURCE_DIR", ".")
    srv = Server(extra_conf=web_conf(src) + ("tls = yes\n" if tls else "") +
                 "[limits]\nmax_output = 65536\n")
    srv.start()
    try:
        port = web_port(srv)
        ctx = tls_context(os.path.join(srv.dir, "tls-cert.pem")) \
            if tls else None
        t = Client(srv.port).create("Steady", "steady-pass")
        w = WebClient(port, ctx=ctx).create("Sponge", "sponge-pass")
        w.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        w.sock.settimeout(DEADLINE)
        try:
            for _ in range(50000):
                w.sock.sendall(frame(0x1, "look"))
        except OSError:
            pass        # cut off: what we wanted
        srv.wait_log("output passed 65536 bytes; disconnecting")
        w.close()
        t.send("say still fine")
        t.expect("You say 'still fine'")
        t.close()
    finally:
        srv.stop()
        srv.cleanup()


def wss_conf(extra=""):
    """The web port over TLS; the [tls] port itself stays off."""
    return (web_conf(os.environ.get("MUD_SOURCE_DIR", ".")) + "tls = yes\n"
            + extra)


def read_until_closed(sock):
    """Everything a socket gets until the server closes it."""
    got = b""
    sock.settimeout(DEADLINE)
    while True:
        try:
            data = sock.recv(4096)
        except (ConnectionResetError, socket.timeout, ssl.SSLEOFError):
            break
        if not data:
            break
        got += data
    return got


def test_tls_page_and_play():
    """https:// serves the page, wss:// plays beside a telnet player; a
    plain HTTP client, junk and a silent client on the HTTPS port are
    each let go, logged, and nobody else notices."""
    srv = Server(extra_conf=wss_conf() + "[tls]\nhandshake_timeout = 2\n"
                 "[metrics]\nenabled = yes\nport = 0\n")
    srv.start()
    try:
        port = web_port(srv)
        log = srv.read_log()
        assert re.search(r"web client at https://\S+:%d/" % port, log), log
        # The [tls] telnet port is not opened by the web's TLS.
        assert "accepting TLS" not in log, log
        cert = os.path.join(srv.dir, "tls-cert.pem")
        srv.wait_log("made a self-signed certificate for localhost")
        ctx = tls_context(cert)
        st, h, body = http_get(port, "/", ctx=ctx)
        assert st == 200 and h["content-type"].startswith("text/html"), h
        assert h["content-length"] == str(len(body)), h
        assert b'src="client.js"' in body, body[:200]
        st, h, body = http_get(port, "/client.js", ctx=ctx)
        assert st == 200 and b"wss://" in body, (st, body[:100])
        assert h["content-length"] == str(len(body)), h
        st, _, _ = http_get(port, "/../mud.conf", ctx=ctx)
        assert st == 404, st
        # The game over wss://, beside a telnet player.
        t = Client(srv.port).create("Telly", "other-pass")
        w = WebClient(port, ctx=ctx).create("Secure", "secret-pass")
        assert w.echo[:2] == [False, True], w.echo
        _, vit = w.expect_gmcp("Char.Vitals")
        assert vit["maxhp"] > 0, vit
        i, room = w.expect_gmcp("Room.Info")
        srv.wait_log(r"connection from 127\.0\.0\.1 over wss")
        t.send("say hello secure web")
        w.expect("Telly says 'hello secure web'")
        w.send("say hello telnet")
        t.expect("Secure says 'hello telnet'")
        # Plain HTTP on the HTTPS port: a short 400 saying so, logged.
        since = srv.log_size()
        st, h, body = http_get(port, "/")
        assert st == 400 and b"https://" in body, (st, body)
        assert h["content-length"] == str(len(body)), h
        srv.wait_log(r"not TLS on the HTTPS port; closing", since=since)
        # A plain upgrade too: no game for it.
        s = connect(port)
        s.sendall(b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                  b"Connection: Upgrade\r\nSec-WebSocket-Key: "
                  b"dGhlIHNhbXBsZSBub25jZQ==\r\n"
                  b"Sec-WebSocket-Version: 13\r\n\r\n")
        got = read_until_closed(s)
        s.close()
        assert got.startswith(b"HTTP/1.1 400") and b"101" not in got, got
        # Junk that looks like a handshake record: the handshake fails.
        since = srv.log_size()
        with socket.create_connection(("127.0.0.1", port), 5) as s:
            s.sendall(b"\x16\x03\x01\x00\x05hello" + b"\x00" * 64)
            got = read_until_closed(s)
        assert b"HTTP" not in got, got
        srv.wait_log(r"TLS handshake failed: [^\n]*; closing", since=since)
        # Nothing at all: closed when tls.handshake_timeout is up.
        since = srv.log_size()
        with socket.create_connection(("127.0.0.1", port), 5) as s:
            read_until_closed(s)
        srv.wait_log(r"TLS handshake not finished in 2 s; closing",
                     since=since)
        # A handshake and then half a request: 408 over TLS, after the
        # handshake's clock stopped.
        s = connect(port, ctx)
        s.sendall(b"GET / HTT")
        got = read_until_closed(s)
        s.close()
        assert got.startswith(b"HTTP/1.1 408"), got[:80]
        # A hostile frame is closed with its code, inside TLS.
        h2 = WebClient(port, ctx=ctx)
        h2.expect("known\\? ")
        h2.send_raw(frame(0x1, "x" * 20000))
        assert h2.expect_close() == 1009
        h2.close()
        # Those playing never noticed: move, and talk again.
        exits = list(room["fullexits"])
        want = room["fullexits"][exits[0]]
        w.send(exits[0])
        j, room2 = w.expect_gmcp("Room.Info", since=i + 1)
        while room2["num"] != want and room2["num"] == room["num"]:
            j, room2 = w.expect_gmcp("Room.Info", since=j + 1)
        assert room2["num"] == want, (room, room2)
        w.send("say still secure")
        w.expect("You say 'still secure'")
        t.send("say all fine")
        t.expect("You say 'all fine'")
        assert "secret-pass" not in srv.read_log()
        # The metrics count the web's handshakes with the others: the
        # pages, the player, the 408 and the hostile one; the plain HTTP
        # clients and the junk failed; the silent one timed out.
        m = srv.wait_log(r"metrics: serving http://127\.0\.0\.1:(\d+)/")
        with urllib.request.urlopen("http://127.0.0.1:%s/metrics"
                                    % m.group(1), timeout=DEADLINE) as r:
            body = r.read().decode()
        for line in ('mud_connections_tls 0',
                     'mud_tls_handshakes_total{result="ok"} 6',
                     'mud_tls_handshakes_total{result="failed"} 3',
                     'mud_tls_handshakes_total{result="timeout"} 1'):
            assert line + "\n" in body, (line, re.findall(
                r".*tls.*", body))
        # The game ends the session: a close 1000, then TLS's own end.
        w.send("quit")
        assert w.expect_close() == 1000
        w.close()
        t.close()
    finally:
        srv.stop()
        srv.cleanup()


def make_pair(cert, key, cn="localhost"):
    subprocess.run([OPENSSL, "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:P-256", "-nodes", "-days", "2",
                    "-subj", "/CN=" + cn, "-addext",
                    "subjectAltName=DNS:" + cn, "-keyout", key, "-out",
                    cert], check=True, capture_output=True)


def peer_cert(port):
    """The certificate the port shows now (DER)."""
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    with connect(port, ctx) as s:
        return s.getpeercert(binary_form=True)


def test_tls_renewal_by_sighup():
    """The web port shares the [tls] certificate: SIGHUP renews it for new
    connections while a wss:// player plays on."""
    if OPENSSL is None:
        skip("no openssl program to make certificates with")
    d = tempfile.mkdtemp(prefix="mudwss-")
    cert, key = os.path.join(d, "c.pem"), os.path.join(d, "k.pem")
    make_pair(cert, key)
    srv = Server(datadir=d, extra_conf=wss_conf() +
                 "[tls]\ncertificate = %s\nkey = %s\n" % (cert, key))
    srv.start()
    try:
        port = web_port(srv)
        old = peer_cert(port)
        w = WebClient(port, ctx=tls_context(cert)).create("Renew", "pass-1x")
        make_pair(cert + ".new", key + ".new")
        os.rename(cert + ".new", cert)
        os.rename(key + ".new", key)
        since = srv.log_size()
        srv.proc.send_signal(signal.SIGHUP)
        srv.wait_log("tls: certificate reloaded from", since=since)
        assert peer_cert(port) != old
        st, _, _ = http_get(port, "/", ctx=tls_context(cert))
        assert st == 200, st
        w.send("say renewed")
        w.expect("You say 'renewed'")
        w.close()
    finally:
        srv.stop()
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


def test_tls_reboot():
    """A hot reboot lets a wss:// player go, told why; the page connects
    again to the new process and finds the character where it was."""
    srv = Server(extra_conf=wss_conf()).start()
    try:
        port = web_port(srv)
        ctx = tls_context(os.path.join(srv.dir, "tls-cert.pem"))
        admin = srv.client().create("Overseer", "admin-pass")
        w = WebClient(port, ctx=ctx).create("Rebooty", "pass-2x")
        w.send("south")
        w.expect("Temple Steps")
        admin.send("users")
        admin.expect(r"Rebooty +playing +127\.0\.0\.1 +wss ")
        since = srv.log_size()
        admin.send("reboot")
        w.expect("a browser's connection cannot be kept across a reboot")
        # Not 1000 (the game ended it): the page connects again itself.
        assert w.expect_close() == 1012
        w.close()
        admin.expect("The game has rebooted")
        port = web_port(srv, since)
        w = WebClient(port, ctx=ctx)
        w.expect("known\\? ")
        w.send("Rebooty")
        w.expect("Password: ")
        w.send("pass-2x")
        w.expect("Reconnecting")
        w.send("look")
        w.expect("Temple Steps")
        w.close()
        admin.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_never_reads():
    """A page that sends and never reads is cut off at max_output, as a
    telnet client would be; the others play on."""
    never_reads(False)


def test_never_reads_over_tls():
    """The same over wss://: TLS holds no more than the socket takes."""
    never_reads(True)


def test_width_and_shutdown():
    """The page tells its size in a message starting with NUL (not a
    line): the server wraps to it as to a telnet client's NAWS, and again
    after a change. A shutdown closes with 1001 and a reason (the page
    reconnects by itself), not the 1000 a quit gets (test_play)."""
    srv, port = boot()
    stopped = False
    try:
        w = WebClient(port)
        w.send("\0" + json.dumps({"naws": [40, 20]}))
        w.create("Wrappy", "wrap-pass")
        srv.wait_log(r"NAWS 40x20")
        words = " ".join(["word%d" % i for i in range(20)])
        w.send("say " + words)
        m = w.expect(r"You say 'word0\s[^']*word19'")
        lines = m.group(0).split("\n")
        assert len(lines) > 2, lines
        assert max(len(x) for x in lines) <= 40, lines
        # Nothing of it reached the game as a line.
        w.send("\0" + json.dumps({"naws": [200, 30]}))
        srv.wait_log(r"NAWS 200x30")
        w.send("say " + words)
        w.expect(r"You say '%s'" % words)
        assert "naws" not in w.text, w.text[-500:]
        srv.stop()
        stopped = True
        w.expect("shutting down")
        assert w.expect_close() == 1001, w.close_code
        assert w.close_reason == "the server is shutting down", \
            w.close_reason
        w.close()
    finally:
        if not stopped:
            srv.stop()
        srv.cleanup()


def test_off_by_default():
    srv = Server()
    srv.start()
    try:
        assert "web client at" not in srv.read_log()
    finally:
        srv.stop()
        srv.cleanup()


if __name__ == "__main__":
    run([test_files, test_play, test_hostile_frames, test_limits,
         test_never_reads, test_never_reads_over_tls, test_tls_page_and_play,
         test_tls_renewal_by_sighup, test_tls_reboot, test_width_and_shutdown,
         test_off_by_default])
