"""Black-box: the TLS port. Players log in and play over TLS (Python's
ssl module, checking the server's certificate) beside telnet players, with
telnet negotiation inside TLS; a plain-text client, a client that sends
junk and one that never finishes its handshake are each closed, logged,
without harm to the others; the self-signed certificate made on the first
run is kept for the next; SIGHUP reads a renewed certificate and keeps the
one in use when the new files are bad; a hot reboot lets TLS players go,
their characters link-dead where they were, and takes the TLS port across;
TinTin++ logs in with #ssl."""

import os
import re
import shutil
import signal
import socket
import ssl
import stat
import subprocess
import tempfile
import urllib.request

from mudtest import (DEADLINE, Client, Server, run, skip, spaced,
                     wait_for)

PW = "tls-pass-1"
IAC, DONT, DO, WONT, WILL, SB, SE = 255, 254, 253, 252, 251, 250, 240
NAWS, GMCP = 31, 201
TT = shutil.which("tt++") or "/usr/games/tt++"
OPENSSL = shutil.which("openssl")


# The handshake time a test gives when the time is not what it tests: a
# busy machine may be slow to finish a handshake, and a test must not
# depend on how fast it is (the most the config takes).
SLOW_MACHINE_HANDSHAKE = 300


def tls_conf(extra="", handshake=SLOW_MACHINE_HANDSHAKE):
    return ("[tls]\nenabled = yes\nport = 0\nhandshake_timeout = %d\n"
            % handshake) + extra


def set_handshake_timeout(srv, seconds):
    """Give the running server a new handshake time (SIGHUP reads the
    config again): connections made from then on have it."""
    with open(srv.conf) as f:
        conf = f.read()
    conf, n = re.subn(r"(?m)^handshake_timeout = \d+$",
                      "handshake_timeout = %d" % seconds, conf)
    assert n == 1, conf
    with open(srv.conf, "w") as f:
        f.write(conf)
    since = srv.log_size()
    srv.proc.send_signal(signal.SIGHUP)
    srv.wait_log(r"config reloaded by SIGHUP: 1 setting changed",
                 since=since)


def tls_port(srv, since=0):
    """The TLS port the server bound (port 0: a free one), from its log."""
    m = srv.wait_log(r"tls: accepting TLS on \S+ port (\d+)", since=since)
    return int(m.group(1))


def context(cafile):
    """A client context that checks the server's certificate."""
    ctx = ssl.create_default_context(cafile=cafile)
    ctx.check_hostname = True
    return ctx


class TlsClient(Client):
    """A telnet player over TLS. It agrees to GMCP and NAWS (width 30)
    when gmcp is set, and keeps every GMCP message."""

    def __init__(self, port, cafile, gmcp=False, source=None):
        raw = socket.create_connection(
            ("127.0.0.1", port), 5,
            source_address=(source, 0) if source else None)
        self.sock = context(cafile).wrap_socket(raw,
                                                server_hostname="localhost")
        self.telnet = True
        self.raw = b""
        self.text = ""
        self.pos = 0
        self.negotiations = []
        self.gmcp = gmcp

    def _answer(self, cmd, opt):
        # The server may have closed already (a ban): nothing to answer.
        try:
            self._answer_tls(cmd, opt)
        except (ssl.SSLError, OSError):
            pass

    def _answer_tls(self, cmd, opt):
        if self.gmcp and cmd == WILL and opt == GMCP:
            self.sock.sendall(bytes([IAC, DO, GMCP]) + bytes([IAC, SB, GMCP])
                              + b'Core.Supports.Set ["Char 1", "Room 1"]'
                              + bytes([IAC, SE]))
            return
        if self.gmcp and cmd == DO and opt == NAWS:
            self.sock.sendall(bytes([IAC, WILL, NAWS]))
            return
        Client._answer(self, cmd, opt)

    def cert(self):
        return self.sock.getpeercert(binary_form=True)

    def gmcp_messages(self):
        return re.findall(rb"\xff\xfa\xc9([A-Za-z.]+)", self.raw)


def peer_cert(port, cafile=None):
    """The certificate the TLS port shows now (DER)."""
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    with socket.create_connection(("127.0.0.1", port), 5) as raw:
        with ctx.wrap_socket(raw, server_hostname="localhost") as s:
            return s.getpeercert(binary_form=True)


def read_until_closed(sock):
    """Everything a socket gets until the server closes it."""
    got = b""
    sock.settimeout(DEADLINE)
    while True:
        try:
            data = sock.recv(4096)
        except (ConnectionResetError, socket.timeout):
            break
        if not data:
            break
        got += data
    return got


def test_play_over_tls_beside_telnet():
    srv = Server(extra_conf=tls_conf()).start()
    try:
        port = tls_port(srv)
        cert = os.path.join(srv.dir, "tls-cert.pem")
        key = os.path.join(srv.dir, "tls-key.pem")
        srv.wait_log("made a self-signed certificate for localhost")
        assert stat.S_IMODE(os.stat(key).st_mode) == 0o600, \
            oct(os.stat(key).st_mode)
        plain = srv.client().create("Plato", PW)
        t = TlsClient(port, cert, gmcp=True)
        assert t.sock.version() in ("TLSv1.2", "TLSv1.3"), t.sock.version()
        t.create("Tessa", PW)
        srv.wait_log(r"desc \d+ \(127\.0\.0\.1\): TLSv1\.[23], ")
        # Telnet inside TLS: GMCP and NAWS were offered and taken.
        assert (WILL, GMCP) in t.negotiations, t.negotiations
        assert (DO, NAWS) in t.negotiations, t.negotiations
        # The window is made 30 wide: the room is wrapped to it.
        t.send_raw(bytes([IAC, SB, NAWS, 0, 30, 0, 24, IAC, SE]))
        start = len(t.text)
        t.send("look")
        t.expect(r"\[Exits: south up\]")
        lines = t.text[start:t.pos].replace("\r", "").split("\n")
        assert len(lines) > 3 and max(len(l) for l in lines) <= 30, lines
        assert b"Char.Vitals" in t.gmcp_messages(), t.gmcp_messages()
        # The same game: each hears the other.
        t.send("say hi there")
        plain.expect("Tessa says 'hi there'")
        plain.send("say hello")
        t.expect("Plato says 'hello'")
        t.send("quit")
        t.expect_closed()
        plain.send("say still here")
        plain.expect("You say 'still here'")
        plain.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_clients_that_do_not_speak_tls_are_let_go():
    # The TLS login, the plain client and the junk are not about time:
    # they get all the time a slow machine needs. Only the clients that
    # stop sending meet a short handshake time, set after them.
    srv = Server(extra_conf=tls_conf() +
                 "[metrics]\nenabled = yes\nport = 0\n").start()
    try:
        port = tls_port(srv)
        cert = os.path.join(srv.dir, "tls-cert.pem")
        t = TlsClient(port, cert).create("Tilda", PW)
        # Plain text on the TLS port: told where to go, in plain text.
        since = srv.log_size()
        with socket.create_connection(("127.0.0.1", port), 5) as s:
            s.sendall(b"look\r\n")
            got = read_until_closed(s)
        assert b"This port speaks TLS" in got and \
            (b"on port %d" % srv.port) in got, got
        srv.wait_log(r"not TLS on the TLS port; closing", since=since)
        # Junk that starts like a handshake record: the handshake fails.
        since = srv.log_size()
        with socket.create_connection(("127.0.0.1", port), 5) as s:
            s.sendall(b"\x16\x03\x01\x00\x05hello" + b"\x00" * 64)
            got = read_until_closed(s)
        assert b"speaks TLS" not in got, got
        srv.wait_log(r"TLS handshake failed: [^\n]*; closing", since=since)
        set_handshake_timeout(srv, 2)
        # Half a ClientHello, then nothing: closed when the time is up.
        since = srv.log_size()
        with socket.create_connection(("127.0.0.1", port), 5) as s:
            s.sendall(b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03")
            read_until_closed(s)
        srv.wait_log(r"TLS handshake not finished in 2 s; closing",
                     since=since)
        # Nothing at all: the client may be a plain one, waiting; told.
        with socket.create_connection(("127.0.0.1", port), 5) as s:
            got = read_until_closed(s)
        assert b"This port speaks TLS" in got, got
        # The player already in is untouched by all of it.
        t.send("say unharmed")
        t.expect("You say 'unharmed'")
        # The metrics count each kind.
        m = srv.wait_log(r"metrics: serving http://127\.0\.0\.1:(\d+)/")
        with urllib.request.urlopen("http://127.0.0.1:%s/metrics"
                                    % m.group(1), timeout=DEADLINE) as r:
            body = r.read().decode()
        for line in ('mud_connections_tls 1',
                     'mud_tls_handshakes_total{result="ok"} 1',
                     'mud_tls_handshakes_total{result="failed"} 2',
                     'mud_tls_handshakes_total{result="timeout"} 2'):
            assert line + "\n" in body, (line, re.findall(
                r".*tls.*", body))
        t.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_bans_and_limits_apply_on_the_tls_port():
    srv = Server(extra_conf=tls_conf() + "[limits]\nmax_per_address = 2\n")
    srv.start()
    try:
        port = tls_port(srv)
        cert = os.path.join(srv.dir, "tls-cert.pem")
        ada = srv.client().create("Adaban", PW)
        ada.send("ban site 127.0.0.2 no secure tricks")
        ada.expect("The site 127.0.0.2 is banned")
        # Told over TLS, then closed: the handshake finishes though the
        # game closed the connection as it opened.
        b = TlsClient(port, cert, source="127.0.0.2")
        b.expect("Your address is banned from this game")
        b.expect_closed()
        # The address limit counts both ports together.
        t = TlsClient(port, cert)
        t.expect("go by\\? ")
        since = srv.log_size()
        with socket.create_connection(("127.0.0.1", port), 5) as s:
            assert read_until_closed(s) == b""
        srv.wait_log("refused 127.0.0.1: 2 connections from it already",
                     since=since)
        t.close()
        ada.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_the_self_signed_certificate_is_kept():
    d = tempfile.mkdtemp(prefix="mudtls-")
    srv = Server(datadir=d, extra_conf=tls_conf()).start()
    try:
        first = peer_cert(tls_port(srv))
        cert = os.path.join(d, "tls-cert.pem")
        # It is valid for the name it was made for.
        TlsClient(tls_port(srv), cert).close()
        srv.stop()
        since = srv.log_size()
        srv.start()
        again = peer_cert(tls_port(srv, since))
        assert first == again, "a new certificate was made"
        assert "made a self-signed" not in srv.read_log()[since:]
        srv.stop()
        # A key alone is not silently replaced.
        os.unlink(cert)
        since = srv.log_size()
        srv.proc = subprocess.Popen(
            [srv.bin, "--config", srv.conf, "--port", "0", "--db", srv.db,
             "--area-dir", os.path.join(srv.src, "area")],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        out = srv.proc.communicate(timeout=DEADLINE)[0].decode()
        assert srv.proc.returncode == 1, out
        assert "tls-key.pem is there but not" in out, out
        srv.proc = None
    finally:
        if srv.proc is not None:
            srv.stop()
        shutil.rmtree(d, ignore_errors=True)


def make_pair(cert, key, cn="localhost"):
    subprocess.run([OPENSSL, "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:P-256", "-nodes", "-days", "2",
                    "-subj", "/CN=" + cn, "-addext",
                    "subjectAltName=DNS:" + cn, "-keyout", key, "-out",
                    cert], check=True, capture_output=True)


def test_sighup_reads_a_renewed_certificate():
    if OPENSSL is None:
        skip("no openssl program to make certificates with")
    d = tempfile.mkdtemp(prefix="mudtls-")
    cert, key = os.path.join(d, "c.pem"), os.path.join(d, "k.pem")
    make_pair(cert, key)
    srv = Server(datadir=d, extra_conf=tls_conf(
        "certificate = %s\nkey = %s\n" % (cert, key)))
    srv.start()
    try:
        port = tls_port(srv)
        old = peer_cert(port)
        t = TlsClient(port, cert).create("Renata", PW)
        # Renewed in place: the next connection gets the new one.
        make_pair(cert + ".new", key + ".new")
        os.rename(cert + ".new", cert)
        os.rename(key + ".new", key)
        since = srv.log_size()
        srv.proc.send_signal(signal.SIGHUP)
        srv.wait_log("tls: certificate reloaded from", since=since)
        new = peer_cert(port)
        assert new != old
        TlsClient(port, cert).close()     # and it checks out
        # The player already in keeps playing on the old session.
        t.send("say renewed")
        t.expect("You say 'renewed'")
        # Broken files: refused, logged, the one in use stays.
        with open(cert, "w") as f:
            f.write("-----BEGIN CERTIFICATE-----\nnot base64\n")
        since = srv.log_size()
        srv.proc.send_signal(signal.SIGHUP)
        srv.wait_log(r"tls: the certificate was not reloaded \(%s: not a "
                     r"usable PEM certificate" % re.escape(cert),
                     since=since)
        assert peer_cert(port) == new
        # A key that is not the certificate's: refused too.
        make_pair(cert, os.path.join(d, "other-key.pem"))
        since = srv.log_size()
        srv.proc.send_signal(signal.SIGHUP)
        srv.wait_log(r"the key is not the certificate's", since=since)
        assert peer_cert(port) == new
        t.send("say still")
        t.expect("You say 'still'")
        t.close()
    finally:
        srv.stop()
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


def test_a_reboot_lets_tls_players_go_and_keeps_the_port():
    srv = Server(extra_conf=tls_conf()).start()
    try:
        port = tls_port(srv)
        cert = os.path.join(srv.dir, "tls-cert.pem")
        admin = srv.client().create("Overseer", PW)
        t = TlsClient(port, cert).create("Tamsin", PW)
        t.send("south")
        t.expect("Temple Steps")
        since = srv.log_size()
        admin.send("reboot")
        t.expect("a secure connection cannot be kept across a reboot. "
                 "Connect again in a moment: you will be where you were")
        t.expect_closed()
        srv.wait_log(r"reboot \(asked by Overseer\) done: 1 of 1 connection "
                     r"back, 2 players in the game \(1 link-dead\)",
                     since=since)
        assert tls_port(srv, since) == port
        admin.expect("The game has rebooted")
        # Back over TLS: the character waited where it was.
        t = TlsClient(port, cert)
        t.login("Tamsin", PW)
        assert "Welcome back" in t.text, t.text[-500:]
        t.send("look")
        t.expect("Temple Steps")
        admin.send("who")
        admin.expect("Tamsin")
        t.close()
        admin.close()
    finally:
        srv.stop()
        srv.cleanup()


def test_a_reboot_without_a_usable_certificate_is_refused():
    """The certificate is gone: the reboot's dry run (--check) finds it
    and the reboot is refused, the TLS port still serving; (a new process
    that finds it gone anyway goes on without TLS, docs/tls.md)."""
    srv = Server(extra_conf=tls_conf()).start()
    try:
        port = tls_port(srv)
        admin = srv.client().create("Overseer", PW)
        os.unlink(os.path.join(srv.dir, "tls-cert.pem"))
        since = srv.log_size()
        admin.send("reboot")
        admin.expect(spaced(r"The reboot did not happen: \S+ --check failed"))
        admin.expect(spaced(r"tls-key\.pem is there but not"))
        srv.wait_log(r"reboot check: [^\n]*tls-key\.pem is there but not ",
                     since=since)
        admin.send("say still playing")
        admin.expect("You say 'still playing'")
        socket.create_connection(("127.0.0.1", port), 5).close()
        assert "The game has rebooted" not in admin.text
        admin.close()
    finally:
        srv.stop()
        srv.cleanup()


TT_SCRIPT = r"""
#config {debug telnet} on
#event {IAC WILL GMCP} {#send {\xFF\xFD\xC9\};#send {\xFF\xFA\xC9Core.Supports.Set ["Char 1","Room 1"]\xFF\xF0\}}
#event {IAC SB GMCP} {#line log {OUT/events.log} {GMCP %0 %2}}
#event {IAC WILL MSDP} {#send {\xFF\xFD\x45\};#send {\xFF\xFA\x45\x01REPORT\x02ROOM_VNUM\xFF\xF0\}}
#event {IAC SB MSDP} {#line log {OUT/events.log} {MSDP %0=%1}}
#action {^What name do you go by?} {#send Tintls}
#action {^Is Tintls the name you want} {#send y}
#action {Choose a password for Tintls} {#send secret99}
#action {Type the password once more} {#send secret99}
#action {^Choose your class} {#send mage}
#action {^Choose your race} {#send elf}
#action {^[Exits: south up]} {#unaction {^[Exits: south up]};#send {south}}
#action {^The Temple Steps} {#unaction {^The Temple Steps};#send {say secure and sound}}
#action {^You say 'secure and sound'} {#line log {OUT/events.log} {DONE};#end}
#delay {100} {#line log {OUT/events.log} {WATCHDOG}; #end}
"""


def test_tintin_plays_over_tls():
    if not os.access(TT, os.X_OK):
        skip("TinTin++ is not installed")
    srv = Server(extra_conf=tls_conf()).start()
    out = tempfile.mkdtemp(prefix="mudtt-")
    try:
        port = tls_port(srv)
        script = os.path.join(out, "script.tin")
        with open(script, "w") as f:
            f.write(TT_SCRIPT.lstrip().replace("OUT", out))
        env = dict(os.environ, HOME=out)
        with open(os.path.join(out, "screen.txt"), "wb") as screen:
            subprocess.run(["timeout", "120", TT, "-H", "-G", "-r", script,
                            "-e", "#ssl s 127.0.0.1 %d" % port],
                           stdin=subprocess.DEVNULL, stdout=screen,
                           stderr=subprocess.STDOUT, timeout=150, env=env,
                           cwd=out)
        with open(os.path.join(out, "screen.txt"), errors="replace") as f:
            screen = f.read()
        events = ""
        if os.path.exists(os.path.join(out, "events.log")):
            with open(os.path.join(out, "events.log")) as f:
                events = f.read()
        assert "DONE" in events, "TinTin++ did not finish:\n%s\n%s" % (
            events, screen[-3000:])
        # Inside TLS, MCCP2 compressed what came and MCCP3 what went,
        # and GMCP and MSDP followed the walk south, in order.
        assert "MCCP2 INITIALIZED" in screen, screen[:3000]
        assert "MCCP3 INITIALIZED" in screen, screen[:3000]
        rooms = re.findall(r'GMCP Room.Info \S+ \{"num":(\d+)', events)
        assert rooms[:1] == ["3001"] and rooms[-1] == "3002", events
        # (ROOM_VNUM is empty before the login.)
        vnums = re.findall(r"MSDP ROOM_VNUM=(\d+)", events)
        assert vnums[:1] == ["3001"] and vnums[-1] == "3002", events
        assert "GMCP Char.Vitals" in events, events
        log = srv.read_log()
        assert re.search(r"TLSv1\.[23], ", log), log[-2000:]
        assert "Tintls entered the game" in log or "Tintls" in log
    finally:
        srv.stop()
        srv.cleanup()
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    run([test_play_over_tls_beside_telnet,
         test_clients_that_do_not_speak_tls_are_let_go,
         test_bans_and_limits_apply_on_the_tls_port,
         test_the_self_signed_certificate_is_kept,
         test_sighup_reads_a_renewed_certificate,
         test_a_reboot_lets_tls_players_go_and_keeps_the_port,
         test_a_reboot_without_a_usable_certificate_is_refused,
         test_tintin_plays_over_tls])
