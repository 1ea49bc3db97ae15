"""The web port's guards, over real TCP: a WebSocket from another site's
page is refused (403) unless web.origins names it, one without an Origin
is taken; HTTP/1.1 without Host and an upgrade over HTTP/1.0 are bad
requests; 405 says what is allowed; web.bind follows server.bind; the
port's figures reach /metrics and page fetches are no game connections;
a bad frame's close carries its reason and ends the connection as soon
as it went; a silent browser is pinged and dropped (its player goes
link-dead) while one that answers plays on; an error reply to a request
too big to read is not lost to a reset."""

import os
import re
import socket
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(__file__))
from mudtest import Server, Client, run, wait_for, DEADLINE   # noqa: E402
from webclient import WebClient, frame, http_get, web_conf   # noqa: E402

SRC = os.environ.get("MUD_SOURCE_DIR", ".")
KEY = b"dGhlIHNhbXBsZSBub25jZQ=="


def boot(extra=""):
    srv = Server(extra_conf=web_conf(SRC) + extra)
    srv.start()
    m = srv.wait_log(r"web client at http://(\S+):(\d+)/")
    return srv, m.group(1), int(m.group(2))


def raw(port, request):
    """Send request bytes; everything the server answers until it closes."""
    s = socket.create_connection(("127.0.0.1", port), 5)
    s.settimeout(DEADLINE)
    s.sendall(request)
    data = b""
    while True:
        got = s.recv(65536)
        if not got:
            break
        data += got
    s.close()
    return data


def upgrade(port, extra=b"", host=None, version=b"HTTP/1.1"):
    """An upgrade request with extra headers; the status line's code."""
    host = host if host is not None else b"127.0.0.1:%d" % port
    s = socket.create_connection(("127.0.0.1", port), 5)
    s.settimeout(DEADLINE)
    s.sendall(b"GET /ws " + version + b"\r\n" +
              (b"Host: " + host + b"\r\n" if host else b"") +
              b"Upgrade: websocket\r\nConnection: Upgrade\r\n"
              b"Sec-WebSocket-Key: " + KEY + b"\r\n"
              b"Sec-WebSocket-Version: 13\r\n" + extra + b"\r\n")
    data = b""
    while b"\r\n\r\n" not in data:
        got = s.recv(4096)
        if not got:
            break
        data += got
    s.close()
    return int(data.split()[1])


def metrics_conf():
    return "[metrics]\nenabled = yes\nport = 0\n"


def scrape(srv):
    port = int(srv.wait_log(r"metrics: serving http://127\.0\.0\.1:(\d+)/")
               .group(1))
    with urllib.request.urlopen("http://127.0.0.1:%d/metrics" % port,
                                timeout=DEADLINE) as r:
        text = r.read().decode()
    samples = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, _, value = line.rpartition(" ")
            samples[name] = float(value)
    return text, samples


def test_origin():
    srv, bind, port = boot('origins = "https://play.example.org"\n')
    try:
        # [server] bind is 127.0.0.1 in the tests: so is the web port's.
        assert bind == "127.0.0.1", bind
        # Another site's page: refused, logged, counted.
        assert upgrade(port, b"Origin: https://evil.example\r\n") == 403
        srv.wait_log("WebSocket from origin 'https://evil.example' "
                     "refused")
        assert upgrade(port, b"Origin: http://127.0.0.1:1\r\n") == 403
        assert upgrade(port, b"Origin: null\r\n") == 403
        # This port's own page, one listed, and no Origin at all.
        assert upgrade(port, b"Origin: http://127.0.0.1:%d\r\n" % port) \
            == 101
        assert upgrade(port, b"Origin: https://play.example.org\r\n") == 101
        assert upgrade(port) == 101
        w = WebClient(port, headers=b"Origin: http://localhost:%d\r\n"
                      % port, host=b"localhost:%d" % port)
        w.expect("go by\\? ")
        w.close()
        # HTTP/1.1 without Host; an upgrade over HTTP/1.0.
        assert upgrade(port, host=b"") == 400
        assert upgrade(port, version=b"HTTP/1.0") == 400
        got = raw(port, b"GET / HTTP/1.1\r\n\r\n")
        assert got.startswith(b"HTTP/1.1 400"), got[:60]
        st, _, _ = http_get(port, "/")
        assert st == 200, st
        # 405 says what is allowed.
        st, h, _ = http_get(port, "/", method="DELETE")
        assert st == 405 and h.get("allow") == "GET, HEAD", (st, h)
    finally:
        srv.stop()
        srv.cleanup()


def test_bind_explicit():
    """web.bind set: it wins over server.bind."""
    srv, bind, _ = boot('bind = "127.0.0.2"\n')
    try:
        assert bind == "127.0.0.2", bind
    finally:
        srv.stop()
        srv.cleanup()


def test_metrics():
    srv, _, port = boot(metrics_conf())
    try:
        t = Client(srv.port)
        t.expect("go by\\? ")
        text, before = scrape(srv)
        for fam in ("mud_web_requests_total", "mud_web_connections",
                    "mud_web_closed_bad_total",
                    "mud_web_ping_timeouts_total"):
            assert "# HELP %s " % fam in text, fam
            assert "# TYPE %s " % fam in text, fam
        for path in ("/client.js", "/client.js", "/client.css"):
            st, _, _ = http_get(port, path)
            assert st == 200, st
        st, _, _ = http_get(port, "/nothing.js")
        assert st == 404
        st, _, _ = http_get(port, "/", method="POST")
        assert st == 405
        assert upgrade(port, b"Origin: https://evil.example\r\n") == 403

        def settled():
            _, s = scrape(srv)
            return s if s['mud_connections{state="none"}'] == \
                before['mud_connections{state="none"}'] else None
        after = wait_for(settled, "the page fetches to be closed")
        req = 'mud_web_requests_total{result="%s"}'
        assert after[req % "page"] - before[req % "page"] == 3, after
        assert after[req % "not_found"] - before[req % "not_found"] == 1
        assert after[req % "bad_request"] - before[req % "bad_request"] \
            == 1
        assert after[req % "origin_refused"] == 1, after
        # Page fetches are no game connections: neither count moved.
        for c in ("mud_connections_opened_total",
                  "mud_connections_closed_total"):
            assert after[c] == before[c], (c, before[c], after[c])
        assert after["mud_connections_closed_total"] <= \
            after["mud_connections_opened_total"]
        # A WebSocket is one, and shows in the gauge while open.
        w = WebClient(port)
        w.expect("go by\\? ")
        _, s = scrape(srv)
        assert s['mud_web_connections{transport="plain"}'] == 1, s
        assert s['mud_web_connections{transport="tls"}'] == 0, s
        assert s[req % "upgrade"] == 1
        assert s["mud_connections_opened_total"] == \
            before["mud_connections_opened_total"] + 1
        w.close()
        # The metrics endpoint's 405 says what is allowed too.
        mport = int(srv.wait_log(r"metrics: serving http://127\.0\.0\.1:"
                                 r"(\d+)/").group(1))
        st, h, _ = http_get(mport, "/metrics", method="POST")
        assert st == 405 and h.get("allow") == "GET, HEAD", (st, h)

        def gone():
            _, s = scrape(srv)
            return s if s['mud_web_connections{transport="plain"}'] == 0 \
                else None
        s = wait_for(gone, "the WebSocket to be closed")
        assert s["mud_connections_closed_total"] == \
            before["mud_connections_closed_total"] + 1
        t.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_close_reason_and_end():
    """A message over web.max_message: 1009 with its reason, and the
    connection ends as soon as the close went and was answered (it
    waited 5 s for a timer); text that is not UTF-8: 1007 with its
    reason."""
    srv, _, port = boot(metrics_conf())
    try:
        w = WebClient(port)
        w.expect("go by\\? ")
        w.send_raw(frame(0x1, "x" * 20000))
        assert w.expect_close() == 1009
        assert "too big" in w.close_reason and "1024" in w.close_reason, \
            w.close_reason
        w.send_raw(frame(0x8, b"\x03\xf1"))
        start = time.monotonic()
        w.sock.settimeout(DEADLINE)
        while w.sock.recv(65536):
            pass
        # (The old timer took 5 s; a generous bound under it.)
        assert time.monotonic() - start < 4, time.monotonic() - start
        w.close()
        _, s = scrape(srv)
        assert s["mud_web_closed_bad_total"] == 1, s
        # A header claiming 2^63 bytes: the same, nothing allocated.
        w = WebClient(port)
        w.expect("go by\\? ")
        w.send_raw(b"\x81\xff\x7f" + b"\xff" * 7 + b"abcd" + b"x" * 64)
        assert w.expect_close() == 1009 and "too big" in w.close_reason
        w.close()
        # In pieces too: the fragments count together.
        w = WebClient(port)
        w.expect("go by\\? ")
        w.send_raw(frame(0x1, "x" * 9000, fin=False) +
                   frame(0x0, "x" * 9000))
        assert w.expect_close() == 1009 and "too big" in w.close_reason
        w.close()
        # Not UTF-8 (wslay's own check): 1007, with the reason too; cut
        # inside a frame or at the message's end, in one frame or two.
        for data in (frame(0x1, b"say \xff\xfe ok"),
                     frame(0x1, b"say \xc3"),
                     frame(0x1, b"say ", fin=False) +
                     frame(0x0, b"\xe2\x82")):
            w = WebClient(port)
            w.expect("go by\\? ")
            w.send_raw(data)
            assert w.expect_close() == 1007, (data, w.close_code)
            assert w.close_reason == "text is not UTF-8", w.close_reason
            w.close()
        # A protocol error inside a text message stays 1002.
        w = WebClient(port)
        w.expect("go by\\? ")
        w.send_raw(frame(0x1, b"say ", fin=False) +
                   frame(0x0, b"x", mask=False))
        assert w.expect_close() == 1002, w.close_code
        w.close()
        # Under the limit, fragmented, with a ping between: one line.
        w = WebClient(port)
        w.expect("go by\\? ")
        w.send_raw(frame(0x1, "Frag", fin=False) + frame(0x9, b"p") +
                   frame(0x0, "ment"))
        w.expect("Is Fragment the name you want")
        w.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_keepalive():
    srv, _, port = boot("ping_interval = 1\n" + metrics_conf())
    try:
        t = Client(srv.port).create("Watcher", "watch-pass")
        awake = WebClient(port, auto_pong=True).create("Awake", "awake-pass")
        asleep = WebClient(port).create("Asleep", "sleep-pass")
        # The silent one is pinged, then dropped: its player link-dead.
        # (The other reads all along: a browser answers pings as they
        # come.)
        def dropped():
            awake.pump(0.05)
            if not asleep.closed:
                asleep.pump(0.05)
            return asleep.closed and "Asleep lost their link" in \
                srv.read_log()
        wait_for(dropped, "the silent one to be dropped")
        assert asleep.pings > 0
        assert asleep.close_code == 1001, asleep.close_code
        assert "no answer to a ping" in srv.read_log()
        asleep.close()
        # The one that answers its pings plays on.
        awake.wait(lambda: awake.pings >= 3, "three pings")
        awake.send("say still awake")
        awake.expect("You say 'still awake'")
        assert "Awake lost their link" not in srv.read_log()
        _, s = scrape(srv)
        assert s["mud_web_ping_timeouts_total"] == 1, s
        awake.close()
        t.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_error_reply_not_reset():
    """431 for a 100 KB head: the reply arrives whole, no reset, though
    the rest of the head was never read."""
    srv, _, port = boot()
    try:
        for _ in range(3):
            s = socket.create_connection(("127.0.0.1", port), 5)
            s.settimeout(DEADLINE)
            s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX: " + b"a" * 100000 +
                      b"\r\n\r\n")
            data = b""
            while True:
                got = s.recv(65536)
                if not got:
                    break
                data += got
            s.close()
            assert data.startswith(b"HTTP/1.1 431"), data[:60]
            assert data.endswith(b"431 Request Header Fields Too Large\n"), \
                data[-80:]
    finally:
        srv.stop()
        srv.cleanup()


def test_draining_sockets_count_against_the_address():
    """A page fetched and never closed leaves its socket draining (for
    web.linger); it still holds a file, so it counts against
    max_per_address: requests made and dropped fast cannot pile up open
    sockets past the limits."""
    srv, _, port = boot("linger = 60\n[limits]\nmax_per_address = 3\n")
    held = []
    try:
        for _ in range(3):
            s = socket.create_connection(("127.0.0.1", port), 5)
            s.settimeout(DEADLINE)
            s.sendall(b"GET /nothing-here HTTP/1.1\r\nHost: x\r\n\r\n")
            data = b""
            while True:     # the 404, then the server's end of writing
                got = s.recv(65536)
                if not got:
                    break
                data += got
            assert data.startswith(b"HTTP/1.1 404"), data[:60]
            held.append(s)  # never closed from this side: it drains
        # The three draining sockets fill the address's three places:
        # a fourth is refused at once (read without sending, so that no
        # unread request turns the refusal into a reset).
        s = socket.create_connection(("127.0.0.1", port), 5)
        s.settimeout(DEADLINE)
        data = b""
        while True:
            got = s.recv(65536)
            if not got:
                break
            data += got
        s.close()
        assert data.startswith(b"HTTP/1.1 503") and \
            b"Too many connections" in data, data

        # Closed from this side: the drain reads the end, the places
        # come back.
        for s in held:
            s.close()
        held = []

        def page():
            try:
                return http_get(port, "/")[0] == 200
            except OSError:     # still refused: a reset, maybe
                return False
        wait_for(page, "the drained sockets' places back")
    finally:
        for s in held:
            s.close()
        srv.stop()
        srv.cleanup()


if __name__ == "__main__":
    run([test_origin, test_bind_explicit, test_metrics,
         test_close_reason_and_end, test_keepalive,
         test_error_reply_not_reset,
         test_draining_sockets_count_against_the_address])
