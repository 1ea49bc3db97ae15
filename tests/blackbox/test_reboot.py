"""Black-box: the hot reboot. Players connected in every way (one
compressing with MCCP2, one with GMCP, one fighting, one casting, one
link-dead, one halfway through the login) see the server exec itself,
and each keeps its socket: its next command works, in the same telnet
state (the compressed stream ended and a new one started, GMCP sent
again), with the same points, things, affects, position and group;
nothing is duplicated or lost in the database. And when the new binary
cannot be run (execve fails) everyone goes on in the old process, told;
when it crashes as it boots, everyone was saved and told first."""

import os
import re
import shutil
import socket
import sqlite3
import tempfile
import time
import zlib

from mudtest import DEADLINE, Server, run, spaced, wait_for

PW = "reboot-pass-1"
IAC, DONT, DO, WONT, WILL, SB, SE = 255, 254, 253, 252, 251, 250, 240
ECHO, SGA, TTYPE, EOR, NAWS, CHARSET, MCCP2, GMCP = 1, 3, 24, 25, 31, 42, \
    86, 201

AREA = """area Keep
vnums 3000 3099

room 3001
name The Keep Hall
sector inside
flags safe recall indoors
description
A plain hall. A yard lies east.
~
exit east 3002
end

room 3002
name The Yard
sector field
description
A trampled yard with a practice post.
~
exit west 3001
end

mob 3000
keywords post practice
short a practice post
long A practice post with padded arms stands here.
description
It swings back, gently.
~
level 1
hit 1d1+100000
damage 1d1
hitroll -20
flags sentinel
end

object 3010
keywords ruby
short a blood-red ruby
long A blood-red ruby glitters here.
type treasure
wear hold
weight 1
cost 1000
end

object 3011
keywords cap leather
short a leather cap
long A leather cap lies here.
type armor
ac 2
wear head
weight 1
cost 10
end

object 3012
keywords potion ward
short a potion of warding
long A small potion lies here.
type potion
spell_level 5
spells armor
wear hold
weight 1
cost 10
end

reset mob 3000 in 3002
reset object 3010 in 3001
reset object 3011 in 3001
reset object 3012 in 3001
"""

CONF = """[spells]
cure_light = 60
armor = 1
armor_duration = 900
[game]
heal_interval = 3600
area_reset = 3600
"""


class MudClient:
    """A MUD client over TCP that speaks telnet: MCCP2 (the stream
    decompressed here, each start and end counted), GMCP (messages kept),
    NAWS and TTYPE; every negotiation the server sends is kept."""

    def __init__(self, port, mccp=False, gmcp=False):
        self.sock = socket.create_connection(("127.0.0.1", port), 5)
        self.mccp, self.want_gmcp = mccp, gmcp
        self.z = None
        self.buf = b""          # telnet bytes not yet parsed
        self.text = ""
        self.pos = 0
        self.gmcp = []          # (name, body) in order
        self.negotiations = []  # (command, option) the server sent
        self.started = self.ended = 0   # MCCP2 streams
        self.ttypes = ["RebootTest", "xterm-256color", "MTTS 271"]
        self.closed = False

    def _send(self, data):
        self.sock.sendall(bytes(data))

    def _answer(self, cmd, opt):
        self.negotiations.append((cmd, opt))
        if cmd == WILL:
            yes = opt in (ECHO, SGA, EOR) or (opt == MCCP2 and self.mccp) \
                or (opt == GMCP and self.want_gmcp)
            self._send([IAC, DO if yes else DONT, opt])
            if opt == GMCP and yes:
                self._gmcp_send('Core.Hello {"client": "RebootTest", '
                                '"version": "1"}')
                self._gmcp_send('Core.Supports.Set ["Char 1", "Room 1", '
                                '"Comm 1", "Char.Items 1", '
                                '"Char.Skills 1"]')
        elif cmd == DO:
            if opt == NAWS:
                self._send([IAC, WILL, NAWS, IAC, SB, NAWS, 0, 100, 0, 40,
                            IAC, SE])
            elif opt == TTYPE:
                self._send([IAC, WILL, TTYPE])
            else:
                self._send([IAC, WONT, opt])

    def _gmcp_send(self, msg):
        self._send(bytes([IAC, SB, GMCP]) + msg.encode() + bytes([IAC, SE]))

    def _subneg(self, opt, data):
        if opt == TTYPE and data[:1] == b"\x01":
            name = self.ttypes[0] if len(self.ttypes) == 1 else \
                self.ttypes.pop(0)
            self._send(bytes([IAC, SB, TTYPE, 0]) + name.encode() +
                       bytes([IAC, SE]))
        elif opt == GMCP:
            name, _, body = data.decode("utf-8", "replace").partition(" ")
            self.gmcp.append((name, body))

    def _parse(self):
        """Parse self.buf; return the bytes after an MCCP2 start marker
        (compressed), or None."""
        out = bytearray()
        b = self.buf
        i = 0
        rest = None
        while i < len(b):
            if b[i] != IAC:
                out.append(b[i])
                i += 1
                continue
            if i + 1 >= len(b):
                break
            cmd = b[i + 1]
            if cmd == IAC:
                out.append(IAC)
                i += 2
            elif cmd in (WILL, WONT, DO, DONT):
                if i + 2 >= len(b):
                    break
                self._answer(cmd, b[i + 2])
                i += 3
            elif cmd == SB:
                end = b.find(bytes([IAC, SE]), i)
                if end < 0:
                    break
                opt = b[i + 2]
                data = b[i + 3:end].replace(bytes([IAC, IAC]), bytes([IAC]))
                i = end + 2
                if opt == MCCP2:
                    self.started += 1
                    self.z = zlib.decompressobj()
                    rest = b[i:]
                    i = len(b)
                    break
                self._subneg(opt, data)
            else:
                i += 2
        self.buf = b[i:] if rest is None else b""
        self.text += re.sub(r"\x1b\[[0-9;]*m", "",
                            out.decode("utf-8", "replace")).replace("\r", "")
        return rest

    def _take(self, data):
        while True:
            if self.z is not None:
                self.buf += self.z.decompress(data)
                if self.z.eof:
                    self.ended += 1
                    data = self.z.unused_data
                    self.z = None
                    self._parse()
                    continue
                self._parse()
                return
            self.buf += data
            data = self._parse()
            if data is None:
                return

    def pump(self, timeout):
        self.sock.settimeout(timeout)
        try:
            data = self.sock.recv(65536)
        except socket.timeout:
            return
        if not data:
            self.closed = True
            raise AssertionError("connection closed; got:\n" +
                                 self.text[self.pos:][-2000:])
        self._take(data)

    def expect(self, pattern, timeout=DEADLINE):
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
            self.pump(left)

    def wait(self, check, what, timeout=DEADLINE):
        deadline = time.monotonic() + timeout
        while not check():
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("timed out waiting for " + what)
            self.pump(min(left, 0.2))

    def send(self, line):
        self.sock.sendall(line.encode() + b"\r\n")

    def create(self, name, password, klass="warrior"):
        self.expect("go by\\? ")
        self.send(name)
        self.expect("the name you want")
        self.send("y")
        self.expect("Choose a password")
        self.send(password)
        self.expect("once more")
        self.send(password)
        self.expect("Choose your class")
        self.send(klass)
        self.expect("Choose your race")
        self.send("human")
        self.expect("> ")
        return self

    def gmcp_names(self):
        return [n for n, _ in self.gmcp]


def keep_dir():
    d = tempfile.mkdtemp(prefix="mudreboot-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("keep.are\n")
    with open(os.path.join(d, "keep.are"), "w") as f:
        f.write(AREA)
    return d


def check_db(db):
    """The database is whole; each thing held once, each id once."""
    con = sqlite3.connect(db)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rubies = con.execute("SELECT count(*) FROM player_items WHERE "
                             "vnum = 3010").fetchone()[0]
        n, uids = con.execute("SELECT count(*), count(DISTINCT uid) FROM "
                              "player_items").fetchone()
        players = dict(con.execute("SELECT name, title FROM players"))
    finally:
        con.close()
    assert rubies == 1, "%d rubies" % rubies
    assert n == uids, "%d things, %d ids" % (n, uids)
    return players


def section(c, command, start):
    """What a command printed, from a pattern to the prompt after it."""
    c.send(command)
    text = c.expect("(?s)(%s.*?)\n<\d+/" % start).group(1)
    # The time played moves on by itself.
    return re.sub(r"played \d+ hours \d+ minutes", "played", text)


def look_at(z, g):
    """What Zed and Gem are, as they see it."""
    return {
        "score": section(z, "score", "You are Zed"),
        "affects": section(z, "affects", "The spells on you"),
        "eq": section(z, "equipment", "What you wear and wield"),
        "inv": section(z, "inventory", "In your pack and hands"),
        "gem": section(g, "score", "You are Gem"),
        "group": section(z, "group", "Zed's group"),
    }


def test_reboot_keeps_every_connection():
    d = keep_dir()
    srv = Server(extra_conf=CONF, args=["--area-dir", d])
    try:
        srv.start()
        admin = MudClient(srv.port).create("Overseer", PW)
        # Compressing, with NAWS and TTYPE: a cleric with a ward on, a cap
        # worn and a ruby held, casting a long spell when the reboot comes.
        z = MudClient(srv.port, mccp=True)
        z.wait(lambda: z.started == 1, "the MCCP2 stream")
        z.create("Zed", PW, "cleric")
        for cmd, want in (("get potion", "You get a potion"),
                          ("quaff potion", "An unseen ward settles around you"),
                          ("get ruby", "You get a blood-red ruby"),
                          ("get cap", "You get a leather cap"),
                          ("wear cap", "You wear a leather cap"),
                          ("title the Steadfast", "Your title")):
            z.send(cmd)
            z.expect(want)
        # GMCP, following Zed in a group, resting, brief on.
        g = MudClient(srv.port, gmcp=True).create("Gem", PW)
        g.wait(lambda: "Room.Info" in g.gmcp_names(), "Room.Info")
        g.send("follow zed")
        g.expect("You fall in behind Zed")
        z.send("group gem")
        z.expect("Gem joins your group")
        for cmd, want in (("toggle brief on", "Brief mode on"),
                          ("rest", "You settle down to rest")):
            g.send(cmd)
            g.expect(want)
        # Fighting the post in the yard.
        f = MudClient(srv.port).create("Fay", PW)
        f.send("east")
        f.expect("The Yard")
        f.send("kill post")
        f.expect("You attack a practice post")
        # Link-dead: in the game, its connection gone.
        lin = MudClient(srv.port).create("Lin", PW)
        lin.send("get all")
        lin.expect("> ")
        lin.sock.close()
        admin.expect("Lin has lost their link")
        # Halfway through the login: at the password prompt.
        MudClient(srv.port).create("Mox", PW).send("quit")
        mox = MudClient(srv.port)
        mox.expect("go by\\? ")
        mox.send("Mox")
        mox.expect("Password: ")

        before = look_at(z, g)
        assert "armor" in before["affects"], before["affects"]
        assert "Gem" in before["group"], before["group"]
        z.send("cast 'cure light'")
        z.expect("You begin to chant")
        negotiated = {c: list(c.negotiations) for c in (admin, z, g, f)}
        rooms_before = g.gmcp_names().count("Room.Info")
        since = srv.log_size()

        admin.send("reboot")
        srv.wait_log("reboot \\(asked by Overseer\\) done: 5 of 5 connections "
                     "back, 5 players in the game \\(1 link-dead\\)",
                     since=since)
        for c in (admin, z, g, f):
            c.expect("The game is rebooting")
            c.expect("The game has rebooted; you are where you were")
        assert re.search("your spell is lost(?s:.*)The game has rebooted",
                         z.text), z.text[-1500:]
        assert re.search("your fight is over(?s:.*)The game has rebooted",
                         f.text), f.text[-1500:]
        # The old stream ended cleanly, a new one began after it.
        assert z.ended == 1 and z.started == 2 and z.z is not None, \
            (z.started, z.ended)
        # Nothing was negotiated again: the options are as they were.
        for c, old in negotiated.items():
            assert c.negotiations == old, (old, c.negotiations)
        # GMCP sent again: where the player is, who, how.
        g.wait(lambda: g.gmcp_names().count("Room.Info") > rooms_before,
               "Room.Info again")
        after_names = g.gmcp_names()[len(g.gmcp) - 3:]
        assert "Char.Status" in g.gmcp_names()[rooms_before:], g.gmcp
        assert "Char.Vitals" in after_names or \
            "Char.Vitals" in g.gmcp_names()[rooms_before:], g.gmcp
        # The login starts again on the same connection.
        mox.expect("The game has rebooted; please log in again")
        mox.expect("go by\\? ")
        mox.send("Mox")
        mox.expect("Password: ")
        mox.send(PW)
        mox.expect("> ")

        # Each one's next command works, on the same socket.
        after = look_at(z, g)
        for k in ("score", "eq", "inv", "gem"):
            assert after[k] == before[k], (k, before[k], after[k])
        assert "You are resting" in after["gem"], after["gem"]
        assert "Gem" in after["group"], after["group"]
        left = [int(x) for x in re.findall(r"armor +for (\d+) more",
                                          before["affects"] +
                                          after["affects"])]
        assert len(left) == 2 and 0 < left[1] <= left[0], left
        fay = section(f, "score", "You are Fay")
        assert "You are fighting" not in fay, fay
        f.send("look")
        f.expect("The Yard")
        admin.send("who")
        admin.expect("Zed")
        # The link-dead one is back in the game, link-dead, as it was.
        lin = MudClient(srv.port)
        lin.expect("go by\\? ")
        lin.send("Lin")
        lin.expect("Password: ")
        lin.send(PW)
        lin.expect("Welcome back")
        lin.send("inventory")
        lin.expect("> ")
        log = srv.read_log()[since:]
        assert log.count("kept across the reboot (fd") == 5, log[-3000:]
        assert "listening on 127.0.0.1 port %d (the socket kept" % srv.port \
            in log, log[-3000:]
        srv.stop()
        players = check_db(srv.db)
        assert players["Zed"] == "the Steadfast", players
        assert not os.path.exists(os.path.join(srv.dir, "reboot.json"))
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


def test_a_program_that_cannot_run_leaves_the_game_going():
    """reboot_binary is no program: its dry run (--check) cannot even
    start, so nothing is begun and everyone goes on, told; a missing one
    is refused the same way. (An exec that fails after the check passed
    is tested in tests/unit/test_reboot.c.)"""
    d = keep_dir()
    bad = os.path.join(d, "not-a-program")
    with open(bad, "w") as f:
        f.write("this is not a program\n")
    os.chmod(bad, 0o755)
    srv = Server(extra_conf=CONF + "[server]\nreboot_binary = \"%s\"\n" % bad,
                 args=["--area-dir", d])
    try:
        srv.start()
        admin = MudClient(srv.port).create("Overseer", PW)
        z = MudClient(srv.port, mccp=True)
        z.wait(lambda: z.started == 1, "the MCCP2 stream")
        z.create("Zed", PW)
        MudClient(srv.port).create("Mox", PW).send("quit")
        mox = MudClient(srv.port)
        mox.expect("go by\\? ")
        mox.send("Mox")
        mox.expect("Password: ")
        admin.send("reboot")
        admin.expect(spaced("The reboot did not happen: %s: Exec format "
                            "error" % re.escape(bad)))
        srv.wait_log("reboot asked by Overseer did not happen: .*Exec "
                     "format error")
        # Nobody was disturbed: the stream goes on, the login too.
        mox.send(PW)
        mox.expect("> ")
        z.send("score")
        z.expect("You are Zed")
        assert z.ended == 0 and z.started == 1, (z.started, z.ended)
        assert "rebooting" not in z.text, z.text[-300:]
        assert not os.path.exists(os.path.join(srv.dir, "reboot.json"))
        # Missing: nothing is begun, nobody is disturbed.
        os.unlink(bad)
        admin.send("reboot")
        admin.expect(spaced("The reboot did not happen: %s: No such file"
                            % re.escape(bad)))
        z.send("look")
        z.expect("Keep Hall")
        assert "rebooting" not in z.text[z.pos - 300:], z.text[-300:]
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


def test_a_typo_on_disk_keeps_everyone():
    """A typo in the config, then one in an area file, then reboot: the
    new program's dry run finds it before anyone is let go; everyone
    stays connected, the admin is told what is wrong and the log says
    it; once fixed, the reboot goes through."""
    d = keep_dir()
    srv = Server(extra_conf=CONF, args=["--area-dir", d])
    try:
        srv.start()
        admin = MudClient(srv.port).create("Overseer", PW)
        z = MudClient(srv.port, mccp=True)
        z.wait(lambda: z.started == 1, "the MCCP2 stream")
        z.create("Zed", PW)
        with open(srv.conf) as f:
            good_conf = f.read()
        with open(srv.conf, "a") as f:
            f.write("[game]\nidle_timout = 600\n")
        since = srv.log_size()
        admin.send("reboot")
        admin.expect(spaced("The reboot did not happen: \\S+ --check failed "
                            "\\(exit \\d+\\); the game goes on"))
        admin.expect("idle_timout")
        z.expect(spaced("The reboot did not happen \\(the new program's "
                        "check failed\\); the game goes on"))
        srv.wait_log("reboot asked by Overseer did not happen: .*--check "
                     "failed", since=since)
        srv.wait_log("reboot check: .*idle_timout", since=since)
        z.send("score")
        z.expect("You are Zed")
        assert z.ended == 0 and z.started == 1, (z.started, z.ended)
        assert "rebooting" not in z.text, z.text[-300:]

        # The config fixed, an area file broken.
        with open(srv.conf, "w") as f:
            f.write(good_conf)
        are = os.path.join(d, "keep.are")
        with open(are, "a") as f:
            f.write("\nroom 3003\nname A Typo\nsector insid\n"
                    "description\nx\n~\nend\n")
        since = srv.log_size()
        admin.send("reboot")
        admin.expect("--check failed")
        admin.expect("keep.are:\\d+:[\\s\\S]*?insid")
        z.expect("The reboot did not happen")
        srv.wait_log("reboot check: .*keep.are:\\d+: .*insid", since=since)
        z.send("score")
        z.expect("You are Zed")
        assert z.ended == 0, z.ended

        # Fixed: the reboot goes, everyone kept.
        with open(are, "w") as f:
            f.write(AREA)
        since = srv.log_size()
        admin.send("reboot")
        srv.wait_log("--check passed", since=since)
        z.expect("The game has rebooted; you are where you were")
        admin.expect("The game has rebooted")
        z.send("score")
        z.expect("You are Zed")
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


def test_a_program_that_crashes_at_boot_finds_everyone_saved():
    """The new program dies as it starts: it cannot give the sockets
    back, but every player was saved and told before the exec; the next
    start finds them as they were."""
    d = keep_dir()
    crash = os.path.join(d, "crash.sh")
    with open(crash, "w") as f:
        # The dry run passes; the real start does not.
        f.write("#!/bin/sh\ncase \" $* \" in *\" --check \"*) echo 0 errors; "
                "exit 0;; esac\necho crashing at boot >&2\nexit 3\n")
    os.chmod(crash, 0o755)
    srv = Server(extra_conf=CONF + "[server]\nreboot_binary = \"%s\"\n" %
                 crash, args=["--area-dir", d])
    try:
        srv.start()
        admin = MudClient(srv.port).create("Overseer", PW)
        z = MudClient(srv.port).create("Zed", PW)
        z.send("get ruby")
        z.expect("You get")
        z.send("title the Unsaved")     # saved by the reboot, not by hand
        z.expect("Your title")
        admin.send("reboot")
        for c in (admin, z):
            c.expect("your character is saved")
            wait_for(lambda: c_closed(c), "the connection to close")
        rc = srv.proc.wait(DEADLINE)
        assert rc == 3, rc
        srv.logf.close()
        srv.proc = None
        assert "crashing at boot" in srv.read_log()
        players = check_db(srv.db)
        assert players["Zed"] == "the Unsaved", players
        state = os.path.join(srv.dir, "reboot.json")
        assert os.path.exists(state)    # nobody read it
        srv.start()
        assert not os.path.exists(state)
        z = MudClient(srv.port)
        z.expect("go by\\? ")
        z.send("Zed")
        z.expect("Password: ")
        z.send(PW)
        z.expect("> ")
        z.send("inventory")
        z.expect("a blood-red ruby")
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


def c_closed(c):
    try:
        c.pump(0.2)
    except AssertionError:
        return c.closed
    return False


if __name__ == "__main__":
    run([test_reboot_keeps_every_connection,
         test_a_program_that_cannot_run_leaves_the_game_going,
         test_a_typo_on_disk_keeps_everyone,
         test_a_program_that_crashes_at_boot_finds_everyone_saved])
