"""Black-box: accounts, login, persistence across a restart, limits."""

import os
import socket
import sqlite3
import re
import subprocess
import time
import zlib

from mudtest import DEADLINE, Client, Server, run, wait_for

PW_A = "correct-horse-1"
PW_B = "battery-staple-2"


def with_server(fn, **kw):
    srv = Server(**kw).start()
    try:
        fn(srv)
        srv.stop()
    finally:
        srv.cleanup()


def test_create_say_restart_login():
    def body(srv):
        a = srv.client().create("Alice", PW_A, "mage", "elf")
        b = srv.client().create("Bob", PW_B, "thief")
        a.expect("Bob has come into the world")
        a.send("say hello, world")
        a.expect("You say 'hello, world'")
        b.expect("Alice says 'hello, world'")
        a.send("title the Bold")
        a.expect("Your title is now")
        a.send("quit")
        a.expect("Goodbye")
        a.expect_closed()
        b.expect("Alice has left the game")
        srv.stop()

        srv.start()
        c = srv.client()
        c.expect("go by\\? ")
        c.send("alice")             # any case finds the character
        c.expect("Password: ")
        c.send("not-the-password")
        c.expect("Wrong password")
        c.expect("Password: ")      # after the pause
        c.send(PW_A)
        c.expect("> ")
        c.send("score")
        m = c.expect("You are (.*), a level (\\d+) (\\w+) (\\w+) "
                     "\\((\\w+)\\)")
        assert m.group(1) == "Alice the Bold", m.group(0)
        assert m.group(3) == "elf", m.group(0)
        assert m.group(4) == "mage", m.group(0)
        assert m.group(5) == "owner", "first local player is the owner: " + \
            m.group(0)
        # An elf's attributes, and a mage's first spell and sessions, kept.
        c.expect("Str 12  Int 15  Wis 13  Dex 14  Con 11")
        c.send("practice")
        c.expect("magic missile +40%")
        c.expect("5 practice sessions still to use.")
        # The guild's kit, given when she was made, kept (issue 30).
        c.send("equipment")
        c.expect("a guild candle")
        c.expect("a quilted vest")
        c.expect("a novice's knife")
        c.send("who")
        c.expect("Alice the Bold")
        c.send("quit")
        c.expect_closed()
        b = srv.client().login("Bob", PW_B)
        b.send("score")
        m = b.expect("You are (\\w+), a level \\d+ (\\w+) (\\w+) "
                     "\\((\\w+)\\)")
        assert m.groups() == ("Bob", "human", "thief", "player"), m.groups()
        b.send("quit")
        b.expect_closed()
        log = srv.read_log()
        for pw in (PW_A, PW_B, "not-the-password"):
            assert pw not in log, "password in the log"
    with_server(body)


def test_password_change():
    def body(srv):
        a = srv.client().create("Carol", PW_A)
        a.send("password")
        a.expect("Old password: ")
        a.send(PW_A)
        a.expect("New password: ")
        a.send(PW_B)
        a.expect("Retype the new password: ")
        a.send(PW_B)
        a.expect("Password changed")
        a.send("quit")
        a.expect_closed()
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Carol")
        c.expect("Password: ")
        c.send(PW_A)
        c.expect("Wrong password")
        c.close()
        srv.client().login("Carol", PW_B).send("quit")
        assert PW_B not in srv.read_log()
    with_server(body)


def test_names_refused():
    def body(srv):
        c = srv.client()
        c.expect("go by\\? ")
        for name, why in (("Al", "at least 3"), ("Bob1", "only the letters"),
                          ("Abcdefghijklm", "at most 12"),
                          ("God", "reserved"), ("Shithead", "not acceptable")):
            c.send(name)
            c.expect(why)
            c.expect("Name: ")
        c.send("Dave")
        c.expect("Is Dave the name you want")
    with_server(body)


def test_name_unique_any_case():
    def body(srv):
        srv.client().create("Erin", PW_A).send("quit")
        c = srv.client()
        c.expect("go by\\? ")
        c.send("ERIN")
        c.expect("Password: ")     # not a new character
    with_server(body)


def test_overlong_line_refused():
    def body(srv):
        a = srv.client().create("Frank", PW_A)
        a.send("say " + "x" * 5000)
        a.expect("Line too long \\(more than 1024 bytes\\)")
        a.send("say still here")
        a.expect("You say 'still here'")
    with_server(body)


def test_takeover_and_linkdead():
    def body(srv):
        a = srv.client().create("Gina", PW_A)
        w = srv.client().create("Watcher", PW_B)
        a2 = srv.client().login("Gina", PW_A)
        a.expect("taken over by a new connection")
        a.expect_closed()
        assert "Welcome back" in a2.text, a2.text
        w.expect("Gina has reconnected")
        a2.close()                      # drop the link
        w.expect("Gina has lost their link")
        w.send("look")
        w.expect("Gina is here, staring blankly \\(link-dead\\)")
        a3 = srv.client().login("Gina", PW_A)
        assert "Welcome back" in a3.text, a3.text
        w.expect("Gina has reconnected")
        w.send("who")
        w.expect("2 players")
    with_server(body)


def pulse_counts(admin):
    """From 'events': the pulses run since start, whether the window
    counts from start or from a reset, and the pulses in the window."""
    admin.send("events")
    m = admin.expect("Last \\d+ pulses \\((\\d+) run, ")
    # The pulse lines are there even before the first pulse.
    admin.expect("late +p50")
    admin.expect("duration +p50")
    w = admin.expect("Since (start|reset): (\\d+) pulses, \\d+ late by "
                     "more than 10 ms")
    return int(m.group(1)), w.group(1), int(w.group(2))


def test_linkdead_expires_on_the_queue():
    def body(srv):
        admin = srv.client().create("Mona", PW_A)       # first: admin
        p = srv.client().create("Ned", PW_B)
        p.send("events")
        p.expect("Huh\\? 'events' is not a command")
        p.send("title the Patient")
        p.expect("Your title")
        p.close()
        admin.expect("Ned has lost their link")
        admin.send("events")
        admin.expect("Event queue at pulse \\d+: \\d+ pending")
        admin.expect("linkdead +1\\s")
        admin.expect("late +p50")
        admin.expect("Since start: \\d+ pulses")
        # On a fast machine all that may come before the first pulse: wait
        # for one, then the window since start counts every pulse run.
        def after_a_pulse():
            counts = pulse_counts(admin)
            return counts if counts[0] > 0 else None
        run0, since, window = wait_for(after_a_pulse, "a pulse to run")
        assert since == "start" and window == run0, (run0, since, window)
        admin.send("events reset")
        admin.expect("Pulse figures since now: reset")
        run1, since, window = pulse_counts(admin)
        # The window forgot the pulses before the reset.
        assert since == "reset", since
        assert window <= run1 - run0, (run0, run1, window)
        admin.expect("Ned fades away")
        admin.send("who")
        admin.expect("1 player\\.")
        admin.send("events")
        m = admin.expect("(?s)Pending by type:(.*?)Fullest")
        assert "linkdead" not in m.group(1), m.group(1)
        # Saved when the link dropped: the title is still there.
        q = srv.client().login("Ned", PW_B)
        q.send("score")
        q.expect("You are Ned the Patient")
    # Link-dead for 5 s: room enough for the checks above on a slow machine.
    with_server(body, extra_conf="[limits]\nlinkdead_timeout = 5\n")


def test_sigterm_saves_everyone():
    def body(srv):
        a = srv.client().create("Hank", PW_A)
        a.send("title who never typed save")
        a.expect("Your title is now")
        srv.stop()
        a.expect("shutting down")
        srv.start()
        b = srv.client().login("Hank", PW_A)
        b.send("who")
        b.expect("Hank who never typed save")
    with_server(body)


def test_wrong_passwords_capped():
    def body(srv):
        srv.client().create("Ivan", PW_A).send("quit")
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Ivan")
        t0 = time.monotonic()
        for i in range(3):
            c.expect("Password: ")
            c.send("wrong%d-password" % i)
            c.expect("Wrong password")
        c.expect("Too many attempts")
        c.expect_closed()
        # Pauses of 1 s then 2 s between the three tries: a lower bound
        # the server's timers guarantee, however fast the machine.
        assert time.monotonic() - t0 >= 3.0, time.monotonic() - t0
    with_server(body, extra_conf="[limits]\nlogin_attempts = 3\n"
                                 "login_backoff = 1\n")


def test_address_lockout():
    def body(srv):
        srv.client().create("Judy", PW_A).send("quit")
        for i in range(2):
            c = srv.client()
            c.expect("go by\\? ")
            c.send("Judy")
            c.expect("Password: ")
            c.send("bad-password-%d" % i)
            c.expect("Wrong password")
            c.close()
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Judy")
        c.expect("Too many wrong passwords from your address")
        c.expect_closed()
    with_server(body, extra_conf="[limits]\naddress_failures = 2\n"
                                 "login_attempts = 1\n")


def test_login_idle_timeout():
    def body(srv):
        admin = srv.client().create("Ida", PW_A)    # first: admin
        start = admin.pulse()
        c = srv.client()
        c.expect("go by\\? ")
        c.expect("Idle too long")
        c.expect_closed()
        # Not before its time: 5 s of game time are 20 pulses.
        now = admin.pulse()
        assert now >= start + 20, (start, now)
    with_server(body, extra_conf="[limits]\nlogin_timeout = 5\n")


def admitted(srv):
    """A new connection, or None if it was refused for the address."""
    c = srv.client()
    m = c.expect("go by\\? |Too many connections from your address")
    if m.group(0) != "go by? ":
        c.expect_closed()
        c.close()
        return None
    return c


def test_connections_per_address():
    def body(srv):
        keep = [srv.client() for _ in range(3)]
        for c in keep:
            c.expect("go by\\? ")
        extra = srv.client()
        extra.expect("Too many connections from your address")
        extra.expect_closed()
        keep[0].close()
        # Once the server has seen the close, there is room for one more.
        wait_for(lambda: admitted(srv), "a place after one closed")
    with_server(body, extra_conf="[limits]\nmax_per_address = 3\n")


def test_bare_client_sees_clean_text():
    def body(srv):
        c = Client(srv.port, telnet=False)
        c.expect("go by\\? ")
        c.send("Kate")
        c.expect("the name you want")
        # Before the greeting come the protocol offers, whole 3-byte
        # WILL/DO sequences that a MUD client answers; a client that never
        # answers gets nothing else: no subnegotiation, no compression.
        start = c.raw.index(b"\r\n")
        offers = c.raw[:start]
        assert len(offers) % 3 == 0 and all(
            offers[i] == 255 and offers[i + 1] in (251, 253)
            for i in range(0, len(offers), 3)), offers
        assert IAC_BYTE not in c.raw[start:], c.raw
        # Line endings: \n, \r\0 and \r\n all end a line.
        c.send_raw(b"y\n")
        c.expect("password for Kate")
        c.send_raw(PW_A.encode() + b"\r\0")
        c.expect("once more")
        c.send_raw(PW_A.encode() + b"\n")
        c.expect("class")
        c.send_raw(b"cleric\r\n")
        c.expect("race")
        c.send_raw(b"dwarf\r\n")
        c.expect("> ")
        c.send("say caf\u00e9 \x1b[31mred\x07")
        c.expect("You say 'caf\u00e9 \\[31mred'")
        before = c.raw.rfind(b"You say")
        assert b"\x1b" not in c.raw[before:], "control codes echoed"
        assert b"\xff\xfa" not in c.raw, "subnegotiation sent to nc"
    with_server(body)


class CompressingClient:
    """Raw telnet that says DO to MCCP2 and no to all else, and inflates
    everything after the start marker, as a MUD client does."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port),
                                             DEADLINE)
        self.buf = b""          # bytes before compression started
        self.z = None
        self.text = ""
        self.closed = False

    def _take(self, data):
        if self.z is not None:
            self.text += self.z.decompress(data).decode("utf-8", "replace")
            return
        self.buf += data
        while True:
            i = self.buf.find(b"\xff")
            if i < 0 or len(self.buf) < i + 3:
                return
            cmd, opt = self.buf[i + 1], self.buf[i + 2]
            if cmd == 251:      # WILL
                self.sock.sendall(bytes([255, 253 if opt == 86 else 254,
                                         opt]))
            elif cmd == 253:    # DO
                self.sock.sendall(bytes([255, 252, opt]))
            elif cmd == 250 and opt == 86:
                end = self.buf.find(b"\xff\xf0", i)
                if end < 0:
                    return
                self.z = zlib.decompressobj()
                rest = self.buf[end + 2:]
                # What came before is plain text, offers taken out.
                self.text = self.buf[:i].decode("utf-8", "replace")
                self._take(rest)
                return
            self.buf = self.buf[:i] + self.buf[i + 3:]

    def expect(self, pattern, timeout=DEADLINE):
        deadline = time.monotonic() + timeout
        while not re.search(pattern, self.text):
            left = deadline - time.monotonic()
            assert left > 0 and not self.closed, \
                "no %r in %r" % (pattern, self.text[-500:])
            self.sock.settimeout(left)
            data = self.sock.recv(65536)
            if not data:
                self.closed = True
            self._take(data)

    def send(self, line):
        self.sock.sendall(line.encode() + b"\r\n")


def test_compressed_client_gets_the_last_words():
    """With MCCP2 on, what the server says as it closes (here the goodbye
    after quit) comes out of the compressed stream before the close."""
    def body(srv):
        c = CompressingClient(srv.port)
        deadline = time.monotonic() + DEADLINE
        while c.z is None and time.monotonic() < deadline:
            c._take(c.sock.recv(65536))
        assert c.z is not None, "MCCP2 never started: %r" % c.buf
        c.expect("go by\\? ")
        c.send("Quinn")
        c.expect("the name you want")
        c.send("y")
        c.expect("password for Quinn")
        c.send(PW_A)
        c.expect("once more")
        c.send(PW_A)
        c.expect("class")
        c.send("mage")
        c.expect("race")
        c.send("elf")
        c.expect("mv>")
        c.send("quit")
        c.expect("Goodbye, Quinn")
    with_server(body)


IAC_BYTE = b"\xff"


def test_password_not_echoed_by_telnet_client():
    def body(srv):
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Leo")
        c.expect("the name you want")
        c.send("y")
        c.expect("Choose a password")
        assert (251, 1) in c.negotiations, "no WILL ECHO before password"
        c.send(PW_A)
        c.expect("once more")
        c.send(PW_A)
        c.expect("class")
        assert (252, 1) in c.negotiations, "no WONT ECHO after password"
        c.send("warrior")
        c.expect("Choose your race")
        c.send("halfling")
        c.expect("> ")
        assert b"\xff\xf9" in c.raw or b"\xff\xef" in c.raw, \
            "prompts to a telnet client end in GA or EOR"
    with_server(body)


def test_command_line_and_bad_files():
    srv = Server()
    try:
        bin_ = srv.bin
        r = subprocess.run([bin_, "--help"], capture_output=True, text=True)
        assert r.returncode == 0 and "--config" in r.stdout, r
        r = subprocess.run([bin_, "--version"], capture_output=True,
                           text=True)
        assert r.returncode == 0 and r.stdout.startswith("mud "), r
        r = subprocess.run([bin_, "--bogus"], capture_output=True, text=True)
        assert r.returncode == 2, r
        assert r.stderr.count("\n") == 1 and "--bogus" in r.stderr, r.stderr
        r = subprocess.run([bin_, "--config", "/nonexistent/mud.conf"],
                           capture_output=True, text=True)
        assert r.returncode == 2 and "/nonexistent/mud.conf" in r.stderr, r
        bad = os.path.join(srv.dir, "bad.conf")
        with open(bad, "w") as f:
            f.write("[server]\nprot = 4000\n[limits]\nmax_line = lots\n"
                    "max_per_address = 0\n")
        r = subprocess.run([bin_, "--config", bad], capture_output=True,
                           text=True)
        assert r.returncode == 2, r
        assert bad + ":2: unknown key 'prot'" in r.stderr, r.stderr
        assert "did you mean 'port'" in r.stderr, r.stderr
        assert bad + ":4:" in r.stderr and "not a whole number" in r.stderr, \
            r.stderr
        assert bad + ":5:" in r.stderr and "out of range" in r.stderr, r.stderr
        # Command-line values override the file.
        r = subprocess.run([bin_, "--config", srv.conf, "--port", "4321",
                            "--print-config"], capture_output=True, text=True)
        assert "port = 4321\t# from command line" in r.stdout, r.stdout
        # The shipped config documents and sets every key there is.
        shipped = os.path.join(srv.src, "data", "mud.conf")
        r = subprocess.run([bin_, "--config", shipped, "--print-config"],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        missing = [l for l in r.stdout.splitlines() if "# from default" in l]
        assert not missing, "keys missing from data/mud.conf: %s" % missing
        # A file that is not a database: a clear message, non-zero exit.
        junk = os.path.join(srv.dir, "junk.db")
        with open(junk, "wb") as f:
            f.write(b"this is not an sqlite database at all" * 200)
        r = subprocess.run([bin_, "--config", srv.conf, "--db", junk,
                            "--port", "0"], capture_output=True, text=True,
                           timeout=DEADLINE)
        assert r.returncode != 0 and "not a database" in r.stderr, r.stderr
        # A database from a newer server.
        newer = os.path.join(srv.dir, "newer.db")
        con = sqlite3.connect(newer)
        con.executescript("CREATE TABLE schema_version (version INTEGER);"
                          "INSERT INTO schema_version VALUES (99);")
        con.close()
        r = subprocess.run([bin_, "--config", srv.conf, "--db", newer,
                            "--port", "0"], capture_output=True, text=True,
                           timeout=DEADLINE)
        assert r.returncode != 0 and "newer" in r.stderr, r.stderr
    finally:
        srv.cleanup()


def test_config_checked_alike_and_paths_from_its_folder():
    """--print-config, startup and reload config refuse the same values,
    every error at once; a relative path in the file is taken from the
    file's folder (a motd beside it), and a motd that is not there is
    logged."""
    srv = Server()
    try:
        bad = os.path.join(srv.dir, "bad.conf")
        with open(bad, "w") as f:
            f.write('[log]\nlevel = "verbose"\n[engine]\n'
                    'hash_cost = "cheap"\n')
        for extra in (["--print-config"], ["--port", "0"]):
            r = subprocess.run([srv.bin, "--config", bad] + extra,
                               capture_output=True, text=True,
                               timeout=DEADLINE)
            assert r.returncode == 2, (extra, r)
            assert bad + ":2: log.level: 'verbose' is not one of: debug " \
                "info warn error" in r.stderr, r.stderr
            assert bad + ":4: engine.hash_cost: 'cheap'" in r.stderr, \
                r.stderr
        # A motd beside the config file, named relatively, from a server
        # started in another working directory.
        with open(os.path.join(srv.dir, "hello.txt"), "w") as f:
            f.write("Welcome to the relative motd.\n")
        with open(srv.conf) as f:
            text = f.read()
        motd_line = [l for l in text.splitlines() if l.startswith("motd")][0]
        with open(srv.conf, "w") as f:
            f.write(text.replace(motd_line, 'motd = "hello.txt"'))
        srv.start()
        c = srv.client()
        c.create("Rela", "relative-pass-1")
        assert "Welcome to the relative motd." in c.text, c.text
        # The same check at a reload: nothing changes, both errors shown.
        with open(srv.conf) as f:
            good = f.read()
        with open(srv.conf, "w") as f:
            f.write(good.replace("level = debug", 'level = "verbose"')
                    .replace('motd = "hello.txt"', 'motd = "absent.txt"')
                    + 'hash_cost = "cheap"\n')
        c.send("reload config")
        c.expect("level: 'verbose' is not one of")
        c.expect("hash_cost: 'cheap' is not one of")
        c.expect("the running one is unchanged")
        # A motd that is not there: logged at the reload that names it.
        with open(srv.conf, "w") as f:
            f.write(good.replace('motd = "hello.txt"', 'motd = "absent.txt"'))
        since = srv.log_size()
        c.send("reload config")
        c.expect("server.motd")
        srv.wait_log("motd .*absent.txt.*No such file", since=since)
        srv.stop()
    finally:
        srv.cleanup()


def test_port_in_use():
    srv = Server()
    try:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            s.listen()
            port = s.getsockname()[1]
            r = subprocess.run([srv.bin, "--config", srv.conf, "--db",
                                srv.db, "--port", str(port), "--area-dir",
                                os.path.join(srv.src, "area")],
                               capture_output=True, text=True,
                               timeout=DEADLINE)
        assert r.returncode != 0 and "cannot listen" in r.stderr, r.stderr
    finally:
        srv.cleanup()


def test_logins_waiting_together_are_not_wrong_passwords():
    """Honest logins from one address whose checks wait at once do not lock
    the address out: a check waiting is neither right nor wrong yet."""
    names = ["Kara", "Kent", "Kira", "Kobe", "Kyla", "Kurt"]

    def body(srv):
        admin = srv.client().create("Ada", PW_B)       # first: admin
        for n in names:
            srv.client().create(n, PW_A).send("quit")
        waiting = []
        for n in names:
            c = srv.client()
            c.expect("go by\\? ")
            c.send(n)
            c.expect("Password: ")
            waiting.append(c)
        late = srv.client()
        late.expect("go by\\? ")
        # A line right after another waits for the next pulse: let the
        # names' pulse pass, so that each password is queued as it comes.
        admin.wait_pulses(2)
        # Six checks queued at once for two hashing threads, three wrong
        # passwords allowed: counted as failures while they wait, the
        # address would be locked out for the next player.
        for c in waiting:
            c.send(PW_A)
        late.send(names[0])
        late.expect("Password: ")
        for c in waiting:
            c.expect("> ")
        for c in waiting:
            c.send("who")
            c.expect("Kurt")
        late.send("wrong-password-0")
        late.expect("Wrong password")
        assert "Too many wrong passwords" not in srv.read_log()
    with_server(body, extra_conf="[limits]\naddress_failures = 3\n"
                                 "login_attempts = 5\nlogin_backoff = 0\n"
                                 "hash_per_address = 16\n")


def test_closing_during_the_check_counts_as_wrong():
    """A client that sends a password and closes before the answer is
    counted as a wrong password: else guesses would be free."""
    def body(srv):
        srv.client().create("Lena", PW_A).send("quit")
        for i in range(2):
            c = srv.client()
            c.expect("go by\\? ")
            c.send("Lena")
            c.expect("Password: ")
            c.send("guess-number-%d" % i)
            c.close()
        wait_for(lambda: srv.read_log().count(
            "closed during the password check") +
            srv.read_log().count("wrong password for Lena") >= 2,
            "the two guesses to be settled")
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Lena")
        c.expect("Too many wrong passwords from your address")
        c.expect_closed()
    with_server(body, extra_conf="[limits]\naddress_failures = 2\n")


def test_lockout_reaches_a_password_prompt():
    """A connection already asked for its password when the address is
    locked out is refused at its next try, not given a free guess."""
    def body(srv):
        srv.client().create("Mina", PW_A).send("quit")
        early = srv.client()
        early.expect("go by\\? ")
        early.send("Mina")
        early.expect("Password: ")
        for i in range(2):
            c = srv.client()
            c.expect("go by\\? ")
            c.send("Mina")
            c.expect("Password: ")
            c.send("bad-password-%d" % i)
            c.expect("Wrong password")
            c.close()
        early.send(PW_A)
        early.expect("Too many wrong passwords from your address")
        early.expect_closed()
    with_server(body, extra_conf="[limits]\naddress_failures = 2\n"
                                 "login_attempts = 1\n")


if __name__ == "__main__":
    run([test_create_say_restart_login,
         test_logins_waiting_together_are_not_wrong_passwords,
         test_closing_during_the_check_counts_as_wrong,
         test_lockout_reaches_a_password_prompt, test_password_change,
         test_names_refused, test_name_unique_any_case,
         test_overlong_line_refused, test_takeover_and_linkdead,
         test_linkdead_expires_on_the_queue,
         test_sigterm_saves_everyone, test_wrong_passwords_capped,
         test_address_lockout, test_login_idle_timeout,
         test_connections_per_address, test_bare_client_sees_clean_text,
         test_compressed_client_gets_the_last_words,
         test_password_not_echoed_by_telnet_client,
         test_command_line_and_bad_files,
         test_config_checked_alike_and_paths_from_its_folder,
         test_port_in_use])
