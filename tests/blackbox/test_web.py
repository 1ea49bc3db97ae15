"""The web port: the page's files, the WebSocket game session (login,
moving, GMCP, talking with a telnet player) and hostile frames, over real
TCP with a raw WebSocket client (webclient.py)."""

import os
import socket
import sys

sys.path.insert(0, os.path.dirname(__file__))
from mudtest import Server, Client, run, DEADLINE   # noqa: E402
from webclient import (WebClient, frame, http_get, web_conf,   # noqa: E402
                       web_port)


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
        srv.wait_log("closed by peer")
        st, _, _ = http_get(port, "/")
        assert st == 200, st
        a.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_never_reads():
    """A page that sends and never reads is cut off at max_output, as a
    telnet client would be; the others play on."""
    src = os.environ.get("MUD_SOURCE_DIR", ".")
    srv = Server(extra_conf=web_conf(src) + "[limits]\nmax_output = 65536\n")
    srv.start()
    try:
        port = web_port(srv)
        t = Client(srv.port).create("Steady", "steady-pass")
        w = WebClient(port).create("Sponge", "sponge-pass")
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
         test_never_reads, test_off_by_default])
