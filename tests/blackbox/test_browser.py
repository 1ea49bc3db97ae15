"""The web client in a real browser: Debian's chromium, headless, driven
by tests/web/browser.mjs (puppeteer-core, installed by `npm ci` in
tests/web): log in, answer a telnet player's say, move by clicking an
exit and see the room panel and the vitals bar change; over http:// also
the input history's way back down, the input cut at limits.max_line, a
player's markup shown as text (an http(s) address as a link), and a line
past web.max_message: closed with its reason shown, the room greyed out,
reconnected and logged in again; the page at 360 px and 1280 px (the
text column's width in characters, told to the server as NAWS, the
panel folded on the phone, the bars with their numbers, 44 px exits),
the map over a walk, PageUp/PageDown, and the server shut down and
started again on the same port under the page: it comes back by itself
(a quit does not), and the map is kept in localStorage. Screenshots at
each width go to $MUD_SCREENSHOTS, else tests/web/screenshots in the
build directory. Then the same over https:// and wss:// (web.tls, the
self-signed certificate accepted with --ignore-certificate-errors)."""

import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from mudtest import Server, Client, run, skip, DEADLINE   # noqa: E402
from webclient import web_conf, web_port                   # noqa: E402

SRC = os.environ.get("MUD_SOURCE_DIR", ".")
WEB = os.path.join(SRC, "tests", "web")
MAX_LINE = 128          # room for the markup told below
MARKUP = ("<b>bold</b><img src=x onerror=alert(1)> see "
          "https://example.org/a?b=1. not javascript:alert(2)")


def screenshots():
    """Where the pictures go: $MUD_SCREENSHOTS, else the build
    directory's tests/web/screenshots (beside build/mud)."""
    d = os.environ.get("MUD_SCREENSHOTS")
    if d:
        return os.path.abspath(d)
    build = os.path.dirname(os.path.abspath(
        os.environ.get("MUD_BIN", "build/mud")))
    return os.path.join(build, "tests", "web", "screenshots")


def restart_same_port(srv):
    """Shut the server down (SIGTERM) and start it again with its web
    port where it was, so that the page finds it again."""
    wport = web_port(srv)
    srv.stop()
    with open(srv.conf) as f:
        conf = f.read()
    old = "[web]\nenabled = yes\nport = 0\n"
    assert old in conf, conf
    with open(srv.conf, "w") as f:
        f.write(conf.replace(old, "[web]\nenabled = yes\nport = %d\n"
                             % wport))
    since = srv.log_size()
    srv.start()
    assert web_port(srv, since) == wport


def browser_pass(tls):
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if not os.access(chromium, os.X_OK):
        skip("no chromium at %s (Debian package chromium)" % chromium)
    if shutil.which("node") is None:
        skip("no node (Debian package nodejs)")
    if not os.path.isdir(os.path.join(WEB, "node_modules",
                                      "puppeteer-core")):
        skip("puppeteer-core is not installed: run npm ci in tests/web")
    srv = Server(extra_conf=web_conf(SRC) + ("tls = yes\n" if tls else "") +
                 "[limits]\nmax_line = %d\n" % MAX_LINE)
    srv.start()
    node = None
    try:
        url = "%s://127.0.0.1:%d/" % ("https" if tls else "http",
                                      web_port(srv))
        node = subprocess.Popen(
            ["node", os.path.join(WEB, "browser.mjs"), url, "Browsy",
             "browser-pass", "Telly says 'hello browser'"] +
            ([] if tls else [str(MAX_LINE)]),
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env=dict(os.environ, SCREENSHOTS="" if tls else screenshots()))
        lines = []

        def line():
            s = node.stdout.readline()
            if s == "":
                raise AssertionError("browser.mjs ended:\n" +
                                     "".join(lines))
            lines.append(s)
            return s.strip()
        while True:
            s = line()
            if s.startswith("SKIP"):
                node.wait()
                skip(s[len("SKIP test: "):])
            if s.startswith("FAIL"):
                raise AssertionError("".join(lines) + node.stdout.read())
            if s.startswith("LOGGED-IN"):
                assert s.split()[1].startswith("wss://" if tls else
                                               "ws://"), s
                break
        t = Client(srv.port).create("Telly", "telnet-pass")
        t.send("say hello browser")
        t.expect("Browsy says 'hello telnet'", timeout=4 * DEADLINE)
        while True:
            s = line()
            if s.startswith("FAIL"):
                raise AssertionError("".join(lines) + node.stdout.read())
            if s == "READY-MARKUP":
                t.send("tell Browsy " + MARKUP)   # it moved away
            if s == "READY-RESTART":
                t.close()
                restart_same_port(srv)
            if s == "OK":
                break
        assert node.wait(DEADLINE) == 0, "".join(lines)
        assert any(x.startswith("MOVED") for x in lines), lines
        if not tls:
            assert "RECONNECTED\n" in lines, lines
            srv.wait_log(r"WebSocket closed \(1009\): message too big")
            for w in ("WIDTH 360", "WIDTH 1280", "KEYS", "CAME-BACK",
                      "MAP-KEPT"):
                assert any(x.startswith(w) for x in lines), (w, lines)
            sys.stdout.write("".join(x for x in lines if x.split()[0] in (
                "MOVED", "MAP", "WIDTH", "KEYS", "CAME-BACK", "MAP-KEPT",
                "SCREENSHOT")))
        else:
            t.close()
    finally:
        if node is not None and node.poll() is None:
            node.kill()
            node.wait()
        srv.stop()
        srv.cleanup()


def test_browser():
    browser_pass(False)


def test_browser_https():
    browser_pass(True)


if __name__ == "__main__":
    run([test_browser, test_browser_https])
