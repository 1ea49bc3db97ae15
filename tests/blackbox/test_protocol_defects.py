"""The telnet protocol defects of issue 17, checked byte by byte over real
TCP with a client of our own that speaks raw telnet: MCCP2 ended with a
whole zlib stream (DONT MCCP2, close), CHARSET honoured both ways (the
client's own REQUEST, ISO-8859-1, REJECTED), the plain MSSP-REQUEST reply
byte-exact at NAWS width 20, colours by TTYPE and MTTS (256, none, true
colour for {#rrggbb), GA after the first name prompt, AYT answered, an
unsolicited DO ECHO refused, MSSP's variables, and MCCP3 (the client
compressing in the same write as its start marker; a zip bomb and a broken
stream end the connection, not the server)."""

import os
import re
import socket
import sys
import time
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mudtest import DEADLINE, Server, run, wait_for  # noqa: E402

IAC, DONT, DO, WONT, WILL, SB, GA, AYT, SE, EOR_CMD = \
    255, 254, 253, 252, 251, 250, 249, 246, 240, 239
ECHO, SGA, TTYPE, EOR, NAWS, CHARSET, MSSP, MCCP2, MCCP3, MXP, GMCP = \
    1, 3, 24, 25, 31, 42, 70, 86, 87, 91, 201

MOTD = "MOTD-START {=196A{x {#ff8000B{x {rC{x MOTD-END\n"


class Raw:
    """A telnet client that answers only what it is told to: do is the
    set of options it agrees the server may do (answering DO), will the
    ones it does itself when asked (answering WILL). It inflates MCCP2
    and keeps, in order, the text and the telnet events it got."""

    def __init__(self, port, do=(), will=(), ttypes=None, naws=None,
                 mccp3=False):
        self.sock = socket.create_connection(("127.0.0.1", port), 5)
        self.sock.settimeout(0.2)
        self.do, self.will = set(do), set(will)
        self.ttypes = list(ttypes or [])
        self.naws = naws
        self.z = None
        self.zerror = None
        self.streams_ended = 0
        self.plain_after_end = b""  # wire bytes after a stream's end
        self.buf = b""              # telnet bytes not yet parsed
        self.data = b""             # data bytes (IAC IAC undoubled)
        self.events = []            # (offset in data, kind, value)
        self.closed = False
        self.batch = None           # answers gathered while parsing
        self.mccp3 = mccp3          # compress what we send when offered
        self.zc = None              # our MCCP3 stream
        self.mccp3_streams = 0

    def _wire(self, b):
        if self.batch is not None:
            self.batch += b
        else:
            self.sock.sendall(b)

    def send_raw(self, b):
        b = bytes(b)
        if self.zc is not None:
            b = self.zc.compress(b) + self.zc.flush(zlib.Z_SYNC_FLUSH)
        self._wire(b)

    def send(self, line):
        if isinstance(line, str):
            line = line.encode("utf-8")
        self.send_raw(line.replace(b"\xff", b"\xff\xff") + b"\r\n")

    def _event(self, kind, value):
        self.events.append((len(self.data), kind, value))

    def _answer(self, cmd, opt):
        if opt == MCCP3 and self.mccp3:
            if cmd == WILL and self.zc is None:
                # Agree and start at once, as TinTin++ does.
                self.send_raw([IAC, DO, MCCP3, IAC, SB, MCCP3, IAC, SE])
                self.zc = zlib.compressobj()
                self.mccp3_streams += 1
            elif cmd == WONT and self.zc is not None:
                # The server asks us to stop: end the stream, then plain.
                self._wire(self.zc.flush(zlib.Z_FINISH))
                self.zc = None
                self.send_raw([IAC, DONT, MCCP3])
            return
        if cmd == WILL:
            self.send_raw([IAC, DO if opt in self.do else DONT, opt])
        elif cmd == DO:
            if opt in self.will:
                self.send_raw([IAC, WILL, opt])
                if opt == NAWS and self.naws:
                    w, h = self.naws
                    self.send_raw([IAC, SB, NAWS, w >> 8, w & 255, h >> 8,
                                   h & 255, IAC, SE])
            else:
                self.send_raw([IAC, WONT, opt])

    def _subneg(self, opt, data):
        self._event("sb", (opt, data))
        if opt == TTYPE and data[:1] == b"\x01" and self.ttypes:
            name = self.ttypes.pop(0) if len(self.ttypes) > 1 \
                else self.ttypes[0]
            self.send_raw(bytes([IAC, SB, TTYPE, 0]) + name.encode() +
                          bytes([IAC, SE]))

    def _parse(self):
        """Parse self.buf; return bytes after an MCCP2 start, or None."""
        b, i = self.buf, 0
        while i < len(b):
            if b[i] != IAC:
                j = b.find(b"\xff", i)
                j = len(b) if j < 0 else j
                self.data += b[i:j]
                i = j
                continue
            if i + 1 >= len(b):
                break
            cmd = b[i + 1]
            if cmd == IAC:
                self.data += b"\xff"
                i += 2
            elif cmd in (WILL, WONT, DO, DONT):
                if i + 2 >= len(b):
                    break
                self._event("cmd", (cmd, b[i + 2]))
                self._answer(cmd, b[i + 2])
                i += 3
            elif cmd == SB:
                end = b.find(bytes([IAC, SE]), i)
                if end < 0:
                    break
                opt = b[i + 2]
                data = b[i + 3:end].replace(b"\xff\xff", b"\xff")
                i = end + 2
                self._subneg(opt, data)
                if opt == MCCP2:
                    self.buf = b""
                    return b[i:]
            else:
                self._event("iac", cmd)
                i += 2
        self.buf = b[i:]
        return None

    def _feed(self, wire):
        while wire:
            if self.z is not None:
                try:
                    out = self.z.decompress(wire)
                except zlib.error as e:
                    self.zerror = str(e)
                    self.z = None
                    return
                wire = b""
                if self.z.eof:
                    self.streams_ended += 1
                    wire = self.z.unused_data
                    self.plain_after_end += wire
                    self.z = None
                self.buf += out
            else:
                self.buf += wire
                wire = b""
            rest = self._parse()
            if rest is not None:
                self.z = zlib.decompressobj()
                wire = rest

    def pump(self):
        try:
            got = self.sock.recv(65536)
        except socket.timeout:
            return
        except OSError:
            got = b""
        if not got:
            self.closed = True
            return
        if self.z is None and self.streams_ended:
            self.plain_after_end += got
        # A client answers all it read in one write, as real ones do.
        self.batch = b""
        try:
            self._feed(got)
        finally:
            batch, self.batch = self.batch, None
            if batch:
                self.sock.sendall(batch)

    def until(self, check, what, timeout=DEADLINE):
        deadline = time.monotonic() + timeout
        while True:
            got = check()
            if got:
                return got
            if self.closed or time.monotonic() >= deadline:
                raise AssertionError("waiting for %s (closed %s); got %r"
                                     % (what, self.closed, self.data[-600:]))
            self.pump()

    def expect(self, text, since=0):
        if isinstance(text, str):
            text = text.encode("utf-8")
        i = self.until(lambda: self.data.find(text, since) + 1,
                       repr(text)) - 1
        return i + len(text)

    def sb(self, opt, since_event=0):
        """The first subnegotiation of opt from event index since_event."""
        def find():
            for e in self.events[since_event:]:
                if e[1] == "sb" and e[2][0] == opt:
                    return e[2][1]
            return None
        return self.until(find, "subnegotiation %d" % opt)

    def cmd_seen(self, cmd, opt):
        return any(e[1] == "cmd" and e[2] == (cmd, opt) for e in self.events)

    def close(self):
        self.sock.close()


def create(c, name, password="secret1"):
    c.expect("go by? ")
    c.send(name)
    c.expect("the name you want")
    c.send("y")
    c.expect("Choose a password")
    c.send(password)
    c.expect("once more")
    c.send(password)
    c.expect("Choose your class")
    c.send("warrior")
    c.expect("Choose your race")
    c.send("human")
    return c.expect("MOTD-END")


def with_server(extra="", motd=True):
    srv = Server(extra_conf=extra)
    if motd:
        path = os.path.join(srv.dir, "motd-test.txt")
        with open(path, "w") as f:
            f.write(MOTD)
        with open(srv.conf) as f:
            text = f.read()
        with open(srv.conf, "w") as f:
            f.write(text.replace("[server]\n", "[server]\nmotd = \"%s\"\n"
                                 % path, 1).replace(
                "motd = \"%s\"" % os.path.join(srv.src, "data",
                                               "motd.txt"), ""))
    return srv.start()


def test_mccp2_dont_ends_the_stream():
    """After DONT MCCP2 the stream ends with Z_FINISH, and what follows is
    plain text; a stream still on at a close is ended too."""
    srv = with_server()
    try:
        c = Raw(srv.port, do={MCCP2, EOR, SGA, ECHO})
        c.until(lambda: c.z is not None, "the MCCP2 stream")
        mark = c.expect("go by? ")
        c.send_raw([IAC, DONT, MCCP2])
        c.send("")
        c.until(lambda: c.streams_ended or c.zerror, "the stream's end")
        assert c.zerror is None, c.zerror
        c.expect("go by? ", mark)
        assert c.zerror is None, c.zerror
        assert b"go by? " in c.plain_after_end, c.plain_after_end
        assert c.cmd_seen(WONT, MCCP2)
        # The WONT went inside the stream, as its last bytes: not after.
        assert bytes([IAC, WONT, MCCP2]) not in c.plain_after_end, \
            c.plain_after_end
        c.close()

        # A player who quits while compressing gets the stream's end.
        d = Raw(srv.port, do={MCCP2, EOR, SGA, ECHO})
        create(d, "Zipper")
        d.send("quit")
        d.until(lambda: d.closed, "the close")
        assert d.zerror is None, d.zerror
        assert d.streams_ended == 1, "the stream was not ended at the close"
        d.close()

        # And at a shutdown.
        e = Raw(srv.port, do={MCCP2, EOR, SGA, ECHO})
        e.expect("go by? ")
        srv.stop()
        e.until(lambda: e.closed, "the close at shutdown")
        assert e.zerror is None, e.zerror
        assert e.streams_ended == 1, "the stream was not ended at shutdown"
    finally:
        if srv.proc is not None:
            srv.stop()
        srv.cleanup()


def mssp_plain(c):
    c.send("MSSP-REQUEST")
    start = c.expect("MSSP-REPLY-START\r\n")
    end = c.expect("MSSP-REPLY-END\r\n", start)
    return c.data[start:end - len("MSSP-REPLY-END\r\n")]


def test_mssp_plain_is_byte_exact():
    """The plain reply is neither wrapped (NAWS 20) nor colour-rendered."""
    srv = with_server("[server]\nname = \"Brace {r Test\"\n"
                      "contact = \"admin@localhost\"\n")
    try:
        c = Raw(srv.port, do={EOR, SGA}, will={NAWS}, naws=(20, 24))
        c.expect("go by? ")
        body = mssp_plain(c)
        lines = body.split(b"\r\n")
        assert lines[-1] == b"", body
        assert b"CONTACT\tadmin@localhost" in lines, body
        assert b"NAME\tBrace {r Test" in lines, body
        for line in lines[:-1]:
            assert line.count(b"\t") == 1, line
        assert b"\x1b" not in body
    finally:
        srv.stop()
        srv.cleanup()


def charset_server():
    return with_server("[server]\nname = \"Caf\u00e9 Test\"\n")


def test_charset_client_request_latin1():
    """The client's own REQUEST is answered; with ISO-8859-1 agreed, text
    goes out in Latin-1 and Latin-1 typed in is understood."""
    srv = charset_server()
    try:
        c = Raw(srv.port, do={EOR, SGA, ECHO}, will={CHARSET})
        c.expect("go by? ")
        c.send_raw(bytes([IAC, WILL, CHARSET]))
        c.send_raw(bytes([IAC, SB, CHARSET, 1]) + b";ISO-8859-1;US-ASCII" +
                   bytes([IAC, SE]))

        def accepted():
            for e in c.events:
                if e[1] == "sb" and e[2][0] == CHARSET and \
                        e[2][1][:1] == b"\x02":
                    return e[2][1]
            return None
        got = c.until(accepted, "CHARSET ACCEPTED")
        assert got == b"\x02ISO-8859-1", got
        body = mssp_plain(c)
        assert b"NAME\tCaf\xe9 Test\r\n" in body, body
        create(c, "Latina")
        mark = len(c.data)
        c.send(b"say caf\xe9 cr\xe8me")
        c.expect(b"You say '", mark)
        c.expect(b"caf\xe9 cr\xe8me", mark)
        assert b"\xc3" not in c.data[mark:], c.data[mark:]
    finally:
        srv.stop()
        srv.cleanup()


def test_charset_accepted_latin1_and_rejected():
    """ACCEPTED ISO-8859-1 to the server's REQUEST gives Latin-1; REJECTED
    never gets raw UTF-8, and its Latin-1 input is not dropped."""
    srv = charset_server()
    try:
        c = Raw(srv.port, do={EOR, SGA, ECHO, CHARSET})
        req = c.sb(CHARSET)
        assert req[:1] == b"\x01" and b"ISO-8859-1" in req, req
        c.send_raw(bytes([IAC, SB, CHARSET, 2]) + b"ISO-8859-1" +
                   bytes([IAC, SE]))
        c.expect("go by? ")
        body = mssp_plain(c)
        assert b"NAME\tCaf\xe9 Test\r\n" in body, body
        c.close()

        r = Raw(srv.port, do={EOR, SGA, ECHO, CHARSET})
        r.sb(CHARSET)
        r.send_raw(bytes([IAC, SB, CHARSET, 3, IAC, SE]))
        r.expect("go by? ")
        body = mssp_plain(r)
        assert b"\xc3\xa9" not in body, body
        assert b"NAME\tCaf" in body, body
        create(r, "Rejecta")
        mark = len(r.data)
        r.send(b"say caf\xe9")
        r.expect(b"You say '", mark)
        said = r.data[r.expect(b"caf", mark) - 3:]
        assert said.startswith(b"caf\xe9\x1b[0m'"), said[:40]
    finally:
        srv.stop()
        srv.cleanup()


def test_colours_by_ttype_and_mtts():
    """A terminal type XTERM-256COLOR gets 256 colours; MTTS 0 gets no
    ANSI at all; MTTS with bit 256 gets {#rrggbb as 38;2;r;g;b."""
    srv = with_server()
    try:
        a = Raw(srv.port, do={EOR, SGA, ECHO}, will={TTYPE},
                ttypes=["XTERM-256COLOR"])
        create(a, "Xterma")
        assert b"\x1b[0;38;5;196mA" in a.data, a.data[-300:]
        assert b"\x1b[0;38;5;208mB" in a.data, a.data[-300:]

        n = Raw(srv.port, do={EOR, SGA, ECHO}, will={TTYPE},
                ttypes=["Plain", "dumb", "MTTS 0"])
        create(n, "Nocolour")
        assert b"\x1b" not in n.data, n.data[-300:]
        assert b"MOTD-START A B C MOTD-END" in n.data

        t = Raw(srv.port, do={EOR, SGA, ECHO}, will={TTYPE},
                ttypes=["TrueClient", "xterm", "MTTS 271"])
        create(t, "Truecolour")
        assert b"\x1b[0;38;2;255;128;0mB" in t.data, t.data[-300:]
        assert b"\x1b[0;38;5;196mA" in t.data, t.data[-300:]
        assert b"\x1b[0;31mC" in t.data, t.data[-300:]
    finally:
        srv.stop()
        srv.cleanup()


def test_prompt_ga_ayt_echo():
    """The first name prompt ends with GA (EOR once DO EOR); IAC AYT gets
    a visible answer; an unsolicited DO ECHO is refused, the one asked for
    at the password prompt taken."""
    srv = with_server()
    try:
        c = Raw(srv.port, do={SGA})
        end = c.expect("go by? ")
        c.until(lambda: any(e[0] == end and e[1] == "iac" and e[2] == GA
                            for e in c.events), "GA after the prompt")
        c.send_raw([IAC, AYT])
        c.expect("[Yes]")
        c.send_raw([IAC, DO, ECHO])
        c.until(lambda: c.cmd_seen(WONT, ECHO), "WONT ECHO")
        c.close()

        # The first prompt goes before the client's first answer: its GA
        # comes with that answer; once DO EOR came, prompts end with EOR.
        e = Raw(srv.port, do={SGA, EOR, ECHO})
        end = e.expect("go by? ")
        e.until(lambda: any(x[0] == end and x[1] == "iac" and
                            x[2] in (GA, EOR_CMD) for x in e.events),
                "GA or EOR after the first prompt")
        e.send("Echoer")
        end = e.expect("Is Echoer the name you want (Y/N)? ")
        e.until(lambda: any(x[0] == end and x[1] == "iac" and
                            x[2] == EOR_CMD for x in e.events),
                "EOR after the next prompt")
        e.send("y")
        e.expect("Choose a password")
        assert e.cmd_seen(WILL, ECHO)
        assert not e.cmd_seen(WONT, ECHO)
    finally:
        srv.stop()
        srv.cleanup()


def mssp_vars(data):
    out, name = {}, None
    for part in data.split(b"\x01")[1:]:
        name, _, val = part.partition(b"\x02")
        out.setdefault(name.decode(), []).append(val.decode())
    return out


def help_entries(help_dir):
    """The entries in the help files: each 'help <keywords>' line met
    outside an entry, an entry ending at its '~' (data/help/README.md)."""
    n = 0
    for name in sorted(os.listdir(help_dir)):
        if not name.endswith(".hlp") or name.startswith("."):
            continue
        inside = False
        with open(os.path.join(help_dir, name), encoding="utf-8") as f:
            for line in f:
                t = line.strip(" \t\r\n")
                if inside:
                    inside = t != "~"
                elif t == "help" or t.startswith(("help ", "help\t")):
                    n += 1
                    inside = True
    return n


def test_mssp_variables():
    """HELPFILES counts the help; UTF-8 follows charset; PLAYERS leaves
    out link-dead characters; the admin's [mssp] keys are sent."""
    help_dir = os.path.join(os.environ.get("MUD_SOURCE_DIR", "."), "data",
                            "help")
    srv = with_server("[server]\nhelp_dir = \"%s\"\n" % help_dir +
                      "[protocols]\ncharset = no\n[mssp]\n"
                      "hostname = \"mud.example.org\"\n"
                      "website = \"https://mud.example.org\"\n"
                      "discord = \"https://discord.gg/x\"\n"
                      "created = 2026\nlanguage = \"English\"\n"
                      "location = \"France\"\n")
    try:
        a = Raw(srv.port, do={EOR, SGA, ECHO})
        create(a, "Linky")
        a.send_raw([IAC, DO, MSSP])
        m = mssp_vars(a.sb(MSSP))
        assert m["PLAYERS"] == ["1"], m
        a.sock.shutdown(socket.SHUT_RDWR)
        a.close()
        srv.wait_log("Linky has lost (his|her|their|the) link|Linky.*link")
        c = Raw(srv.port, do={MSSP})
        m = mssp_vars(c.sb(MSSP))
        assert m["PLAYERS"] == ["0"], m
        assert m["HELPFILES"] == [str(help_entries(help_dir))], m
        logged = re.search(r"help: (\d+) entries", srv.read_log())
        assert logged and m["HELPFILES"] == [logged.group(1)], m
        assert m["UTF-8"] == ["0"], m
        assert m["HOSTNAME"] == ["mud.example.org"], m
        assert m["WEBSITE"] == ["https://mud.example.org"], m
        assert m["DISCORD"] == ["https://discord.gg/x"], m
        assert m["CREATED"] == ["2026"], m
        assert m["LANGUAGE"] == ["English"], m
        assert m["LOCATION"] == ["France"], m
        assert m["XTERM TRUE COLORS"] == ["1"], m
        assert m["CHARSET"] == ["ASCII"], m
        for k in ("NAME", "UPTIME", "CLASSES", "RACES", "LEVELS",
                  "GAMESYSTEM", "CODEBASE", "SSL"):
            assert k in m, (k, m)
        assert "ICON" not in m, m   # empty: not sent
    finally:
        srv.stop()
        srv.cleanup()


def test_mccp3():
    """The client compresses from the byte after its start marker, in the
    same write; a zip bomb and a broken stream end that connection, not
    the server."""
    srv = with_server()
    try:
        c = Raw(srv.port, do={EOR, SGA, MCCP3})
        c.until(lambda: c.cmd_seen(WILL, MCCP3), "WILL MCCP3")
        c.expect("go by? ")
        z = zlib.compressobj()
        c.send_raw(bytes([IAC, SB, MCCP3, IAC, SE]) +
                   z.compress(b"MSSP-REQUEST\r\n") + z.flush(zlib.Z_SYNC_FLUSH))
        c.expect("MSSP-REPLY-END")
        mark = len(c.data)
        c.send_raw(z.compress(b"\r\n") + z.flush(zlib.Z_FINISH) +
                   b"MSSP-REQUEST\r\n")
        c.expect("MSSP-REPLY-END", mark)
        c.close()

        since = srv.log_size()
        b = Raw(srv.port, do={EOR, SGA, MCCP3})
        b.until(lambda: b.cmd_seen(WILL, MCCP3), "WILL MCCP3")
        z = zlib.compressobj(9)
        b.send_raw(bytes([IAC, SB, MCCP3, IAC, SE]) +
                   z.compress(b"a" * (64 << 20)) + z.flush())
        b.until(lambda: b.closed, "the bomb's connection closed")
        srv.wait_log("MCCP3", since=since)

        since = srv.log_size()
        g = Raw(srv.port, do={EOR, SGA, MCCP3})
        g.until(lambda: g.cmd_seen(WILL, MCCP3), "WILL MCCP3")
        g.send_raw(bytes([IAC, SB, MCCP3, IAC, SE]) + b"not zlib at all\r\n")
        g.until(lambda: g.closed, "the broken stream's connection closed")
        srv.wait_log("MCCP3", since=since)

        ok = Raw(srv.port, do={EOR, SGA})
        ok.expect("go by? ")
    finally:
        srv.stop()
        srv.cleanup()


def test_mccp3_across_a_reboot():
    """Before a hot reboot the server asks a compressing client to end its
    stream (WONT MCCP3) and waits for the end; after it, WILL MCCP3 comes
    again, and what the client types, compressed anew, is understood."""
    srv = with_server()
    try:
        admin = Raw(srv.port, do={EOR, SGA, ECHO})
        create(admin, "Overseer")
        m = Raw(srv.port, do={EOR, SGA, ECHO}, mccp3=True)
        create(m, "Squeezer")
        assert m.zc is not None and m.mccp3_streams == 1
        mark = len(m.data)
        m.send("say before the reboot")
        m.expect("You say '", mark)
        since = srv.log_size()
        admin.send("reboot")
        # The client must read (and answer WONT MCCP3) meanwhile.
        m.until(lambda: "asked by Overseer) done: 2 of 2 connections back"
                in srv.read_log()[since:], "the reboot done")
        m.expect("The game has rebooted")
        m.until(lambda: m.mccp3_streams == 2, "MCCP3 offered again")
        assert m.cmd_seen(WONT, MCCP3)
        mark = len(m.data)
        m.send("say after the reboot")
        m.expect("after the reboot", mark)
        assert "MCCP3 stream broken" not in srv.read_log()
    finally:
        srv.stop()
        srv.cleanup()


def test_dumb_terminal_gets_no_colour():
    """A terminal type DUMB (any case) with no MTTS answer gets no ANSI at
    all; a telnet client that says nothing of its terminal still gets 16
    colours."""
    srv = with_server()
    try:
        for name, ttypes in (("Dumbo", ["DUMB"]),
                             ("Dumbtwo", ["SomeClient", "dumb"])):
            c = Raw(srv.port, do={EOR, SGA, ECHO}, will={TTYPE},
                    ttypes=ttypes)
            create(c, name)
            assert b"\x1b" not in c.data, c.data[-300:]
            assert b"MOTD-START A B C MOTD-END" in c.data
            c.close()
        a = Raw(srv.port, do={EOR, SGA, ECHO})
        create(a, "Ansia")
        assert b"\x1b[0;31mC" in a.data, a.data[-300:]
    finally:
        srv.stop()
        srv.cleanup()


def test_latin1_without_charset():
    """A client that never negotiates CHARSET and types Latin-1 keeps its
    accented letters (read as Latin-1, sent back as UTF-8); C1 control
    bytes are dropped, and UTF-8 typed stays as it is."""
    srv = with_server()
    try:
        c = Raw(srv.port, do={EOR, SGA, ECHO})
        create(c, "Latiner")
        mark = len(c.data)
        c.send(b"say caf\xe9 ok")
        c.expect(b"You say '", mark)
        c.expect("caf\u00e9 ok", mark)
        mark = len(c.data)
        c.send(b"say x\x9b2Jy \xe0 la")
        c.expect("x2Jy \u00e0 la", mark)
        assert b"\x9b" not in c.data[mark:], c.data[mark:]
        mark = len(c.data)
        c.send("say cr\u00e8me")
        c.expect("cr\u00e8me", mark)
        c.send("quit")
        c.until(lambda: c.closed, "the quit")
        # A password is typed unseen and read as it always was (a byte
        # that is not UTF-8 dropped), so that one made before this
        # reading still works: made with \xe9, it is "pssword1".
        c = Raw(srv.port, do={EOR, SGA, ECHO})
        create(c, "Accenter", password=b"p\xe9ssword1")
        c.send("quit")
        c.until(lambda: c.closed, "the quit")
        c = Raw(srv.port, do={EOR, SGA, ECHO})
        c.expect("go by? ")
        c.send("Accenter")
        c.expect("Password")
        mark = len(c.data)
        c.send("pssword1")
        c.expect("mv>", mark)
        assert b"Wrong password" not in c.data[mark:], c.data[mark:]
    finally:
        srv.stop()
        srv.cleanup()


def test_snoop_line_escaped_for_mxp():
    """A snooped player's typed line reaches an MXP snooper with its < >
    & " escaped: it cannot make a tag on the snooper's screen."""
    srv = with_server()
    try:
        admin = Raw(srv.port, do={EOR, SGA, ECHO, MXP})
        create(admin, "Watcher")
        admin.until(lambda: any(e[1] == "sb" and e[2][0] == MXP
                                for e in admin.events), "MXP on")
        p = Raw(srv.port, do={EOR, SGA, ECHO})
        create(p, "Snoopee")
        admin.send("snoop snoopee")
        admin.expect("Snoopee")
        mark = len(admin.data)
        p.send('say <send href="quit">x</send> & "q"')
        admin.expect(b"% say &lt;send href=&quot;quit&quot;&gt;x&lt;/send"
                     b"&gt; &amp; &quot;q&quot;", mark)
        assert b'<send href="quit">' not in admin.data[mark:], \
            admin.data[mark:]
        # What others say to the snooped player (rendered for a client
        # without MXP) reaches the MXP snooper escaped too.
        o = Raw(srv.port, do={EOR, SGA, ECHO})
        create(o, "Other")
        p.expect("Other has come into the world")
        mark = len(admin.data)
        o.send('say <b>bold</b> & "q"')
        # Twice: the snooper's own copy (it is in the room) and the
        # snooped one's.
        said = b"&lt;b&gt;bold&lt;/b&gt; &amp; &quot;q&quot;"
        admin.until(lambda: admin.data.count(said, mark) >= 2,
                    "both copies, escaped")
        assert b"<b>" not in admin.data[mark:], admin.data[mark:]
    finally:
        srv.stop()
        srv.cleanup()


def test_mxp_links_count_like_the_commands():
    """With two Ysoldes in the temple, each has its own link, 1.ysolde
    and 2.ysolde, and what a click sends finds one."""
    srv = with_server()
    try:
        c = Raw(srv.port, do={EOR, SGA, ECHO, MXP})
        create(c, "Clicker")
        c.send("load mob 3000")
        mark = len(c.data)
        c.send("look")
        c.expect(b'\x1b[1z<Mob id="1.ysolde">', mark)
        c.expect(b'\x1b[1z<Mob id="2.ysolde">', mark)
        c.send("consider 2.ysolde")
        c.expect(b" hit points)", mark)
        assert b"You see no one here by that name" not in c.data[mark:], \
            c.data[mark:]
    finally:
        srv.stop()
        srv.cleanup()


if __name__ == "__main__":
    run([test_mccp2_dont_ends_the_stream, test_mssp_plain_is_byte_exact,
         test_charset_client_request_latin1,
         test_charset_accepted_latin1_and_rejected,
         test_colours_by_ttype_and_mtts, test_prompt_ga_ayt_echo,
         test_mssp_variables, test_mccp3, test_mccp3_across_a_reboot,
         test_dumb_terminal_gets_no_colour, test_latin1_without_charset,
         test_snoop_line_escaped_for_mxp,
         test_mxp_links_count_like_the_commands])
