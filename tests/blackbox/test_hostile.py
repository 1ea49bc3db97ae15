"""Black-box: hostile input meets its limit and a clear message, and a
player already in the game goes on being answered, in order. (How long
the player waits meanwhile is a benchmark's business: scripts/bench
stall.)"""

import os
import socket
import threading
import time

from mudtest import DEADLINE, Client, Server, run

PW = "hostile-pass-1"


def round_trip(c, word):
    """Say something and see it echoed."""
    c.send("say %s" % word)
    c.expect("You say '%s'" % word)


def with_player(fn, conf=""):
    srv = Server(extra_conf="[limits]\nmax_per_address = 50\n" + conf)
    srv.start()
    try:
        p = srv.client().create("Victor", PW)
        for i in range(3):
            round_trip(p, "warmup%d" % i)
        fn(srv, p)
        for i in range(3):
            round_trip(p, "after%d" % i)
        srv.stop()
    finally:
        srv.cleanup()


def attack_in_thread(target, check):
    """Run an attack while the player keeps talking and is answered."""
    t = threading.Thread(target=target)
    t.start()
    i = 0
    while t.is_alive() and i < 50:
        round_trip(check, "during%d" % i)
        i += 1
        time.sleep(0.05)            # a player's pace, not a wait
    t.join(DEADLINE)
    assert not t.is_alive(), "attack did not finish"


def test_ten_megabyte_line():
    def body(srv, p):
        c = srv.client()
        c.expect("go by\\? ")

        def attack():
            chunk = b"x" * 65536
            for _ in range(160):
                c.send_raw(chunk)
            c.send_raw(b"\r\n")
        attack_in_thread(attack, p)
        c.expect("Line too long \\(more than 1024 bytes\\): ignored")
        assert c.text.count("Line too long") == 1, c.text
        c.send("Sam")
        c.expect("Is Sam the name you want")
    with_player(body)


def test_endless_subnegotiation():
    def body(srv, p):
        c = srv.client()
        c.expect("go by\\? ")

        def attack():
            c.send_raw(b"\xff\xfa\xc9")
            for _ in range(100):
                c.send_raw(b"y" * 65536)
            c.send_raw(b"\xff\xf0")
        attack_in_thread(attack, p)
        c.send("Sal")
        c.expect("Is Sal the name you want")
        assert "subnegotiation of option 201 over" in srv.read_log()
    with_player(body)


def test_negotiation_flood_gets_no_loop():
    def body(srv, p):
        c = Client(srv.port, telnet=False)
        c.expect("go by\\? ")
        before = len(c.raw)
        flood = b""
        for opt in range(256):
            if opt == 86:       # asking for MCCP2 would get it, rightly
                continue
            flood += bytes([255, 253, opt, 255, 251, opt])
        for _ in range(100):
            c.send_raw(flood)
        c.send("Flo")
        c.expect("Is Flo the name you want")
        # Each option is answered at most a few times, never per request.
        replies = len(c.raw) - before
        assert replies < 256 * 3 * 4 + 200, replies
    with_player(body)


def test_invalid_utf8_and_nul_bytes():
    def body(srv, p):
        a = srv.client().create("Uta", PW)
        a.send_raw(b"say caf\xc3\xa9 \xff\xfe\xc0\xaf\x00bad\x1b[2Jbytes\r\n")
        p.expect("Uta says '(.*)'")
        line = p.text[p.text.rfind("Uta says"):]
        line = line[:line.index("\n")]
        assert "\x1b" not in line and "\x00" not in line, repr(line)
        assert "caf\u00e9" in line and "bad" in line, repr(line)
    with_player(body)


def test_four_hundred_connections_from_one_address():
    def body(srv, p):
        socks = []
        refused = 0
        for _ in range(400):
            s = socket.create_connection(("127.0.0.1", srv.port), DEADLINE)
            socks.append(s)
        # Each connection gets the greeting or the refusal: wait for one
        # or the other on every one of them.
        deadline = time.monotonic() + DEADLINE
        for s in socks:
            data = b""
            while b"go by? " not in data and \
                    b"Too many connections from your address" not in data:
                left = deadline - time.monotonic()
                assert left > 0, "no greeting nor refusal: %r" % data
                s.settimeout(left)
                try:
                    got = s.recv(4096)
                except ConnectionResetError:
                    got = b""
                if not got:
                    break
                data += got
            if b"Too many connections from your address" in data:
                refused += 1
        for s in socks:
            s.close()
        # 50 allowed in all from this address, the player holds one.
        assert refused >= 400 - 49, refused
    with_player(body)


def test_half_line_then_silence_is_timed_out():
    def body(srv, p):
        c = srv.client()
        c.expect("go by\\? ")
        c.send_raw(b"Hal")             # no end of line, then nothing
        c.expect("Idle too long at the login")
        c.expect_closed()
    with_player(body, conf="login_timeout = 5\n")


def test_password_guessing_loop():
    def body(srv, p):
        srv.client().create("Gus", PW).send("quit")
        locked = False
        for i in range(10):
            c = srv.client()
            c.expect("go by\\? ")
            c.send("Gus")
            m = c.expect("Password: |Too many wrong passwords")
            if "Too many" in m.group(0):
                locked = True
                break
            c.send("guess-%d" % i)
            c.expect("Wrong password")
            c.close()
        assert locked, "ten guesses and no lockout"
    with_player(body, conf="address_failures = 5\nlogin_backoff = 0\n"
                           "login_attempts = 1\n")


# A builder's area whose scripts attack (issue 26, items 4 and 6).
ATTACK_AREA = """area Attack
vnums 9000 9099

room 9001
name The Laboratory
description
Glassware everywhere.
~
script command findattack
return string.rep("a", 100000):find(".-b")
~
script command expattack
return string.rep("a", 40):find(string.rep("a*", 20) .. "b")
~
script command gsubattack
return string.rep("a", 100000):gsub(".-.-b", "")
~
script command timerattack
for i = 1, 16 do
  local id, why = every(0.25, function() self:echo("tick") end)
  if id == nil then ch:send("timer refused: " .. why) break end
end
return true
~
script command loadattack
every(0.25, function()
  for i = 1, 10 do self:load_obj(9010) end
end)
return true
~
end

object 9010
keywords pebble
short a pebble
long A pebble lies here.
type treasure
end
"""


def test_builder_scripts_cannot_stall_the_game():
    """A builder's scripts run the attacks of issue 26 (a backtracking
    pattern in one string.find, an exponential one, timers, endless
    loads) while a player talks: each meets the server's own limit and
    a message to the area's builders, and the player is answered."""
    def body(srv, p):
        a = srv.client().login("Ada", PW)
        a.send("goto 9001")
        a.expect("The Laboratory")

        def attack():
            for word in ("findattack", "expattack", "gsubattack"):
                a.send(word)
                # Which budget ends it first depends on the build.
                a.expect("\\[script attack\\] .*: (instruction|time) "
                         "budget exhausted \\((200000 instructions|50 ms)"
                         "\\); script disabled until its area is reloaded")
            a.send("loadattack")
            a.expect("refused: the mobiles and objects this area's "
                     "scripts loaded are at the area's budget \\(50, "
                     "scripts.area_loaded\\)")
            a.send("timerattack")
            a.expect("\\[script attack\\] .*: refused: the timers of "
                     "this area's scripts would run more times a minute "
                     "than the area's budget \\(1200, "
                     "scripts.area_timer_runs\\)")
            a.expect("timer refused: too many timer runs for this area")
        attack_in_thread(attack, p)
        log = srv.read_log()
        assert "attack.are" in log and "budget exhausted" in log
        # The room is not buried: 50 pebbles, then no more.
        a.send("look")
        a.expect("A pebble lies here")
        a.send("areload attack force")
        a.expect("Reloaded Attack")
        a.send("quit")

    def setup(srv):
        d = srv.area_copy()
        with open(os.path.join(d, "attack.are"), "w") as f:
            f.write(ATTACK_AREA)
        with open(os.path.join(d, "area.lst"), "a") as f:
            f.write("attack.are\n")
    srv = Server(extra_conf="[limits]\nmax_per_address = 50\n"
                            "[scripts]\narea_loaded = 50\n")
    setup(srv)
    srv.start()
    try:
        srv.client().create("Ada", PW).send("quit")    # the first: admin
        p = srv.client().create("Victor", PW)
        for i in range(3):
            round_trip(p, "warmup%d" % i)
        body(srv, p)
        for i in range(3):
            round_trip(p, "after%d" % i)
        srv.stop()
    finally:
        srv.cleanup()
# A builder's script that keeps what it makes (issue 26, item 5).
HEAP_AREA = """area Heap
vnums 9100 9199

room 9101
name The Storeroom
description
Shelves to the ceiling.
~
script command heapattack
hoard = hoard or {}
hoard[#hoard + 1] = string.rep("x", 262144)
ch:send("hoarded " .. #hoard)
return true
~
end
"""


def test_builder_script_fills_only_its_own_heap():
    """A builder's script hoards strings until its area's Lua memory
    (scripts.memory, set to 2 MB here) is full, while a player talks:
    the script meets that limit, a script of another area still runs,
    and an admin deletes the hoarding script and reloads its area, which
    frees what it held."""
    def body(srv, p):
        a = srv.client().login("Ada", PW)
        a.send("goto 9101")
        a.expect("The Storeroom")

        def attack():
            for i in range(40):
                a.send("heapattack")
                m = a.expect("hoarded \\d+|\\[script heap\\] .*: not "
                             "enough memory for scripts")
                if "not enough memory" in m.group(0):
                    return
            raise AssertionError("40 hoards and the heap not full")
        attack_in_thread(attack, p)
        # Another area's script (Harrowgate's temple) is not held back.
        p.send("recall")
        p.send("pray")
        p.expect("You kneel at the altar and pray.")
        # The command its failed script did not take is not one.
        a.expect("Huh\\? 'heapattack' is not a command")
        # The full area's own scripts are refused, not the admin.
        a.send("redit script command heapattack delete")
        a.expect("You now hold the edit lock on heap")
        a.expect("Shelves to the ceiling.\\r?\\n~\\r?\\nend")
        a.send("heapattack")
        a.expect("Huh\\? 'heapattack' is not a command")
        a.send("areload heap force")
        a.expect("Reloaded Heap")
        # The file's script is back, with an empty heap.
        a.send("heapattack")
        a.expect("hoarded 1\r?\n")
        a.send("quit")

    srv = Server(extra_conf="[limits]\nmax_per_address = 50\n"
                            "[scripts]\nmemory = 2097152\n")
    d = srv.area_copy()
    with open(os.path.join(d, "heap.are"), "w") as f:
        f.write(HEAP_AREA)
    with open(os.path.join(d, "area.lst"), "a") as f:
        f.write("heap.are\n")
    srv.start()
    try:
        srv.client().create("Ada", PW).send("quit")    # the first: owner
        p = srv.client().create("Victor", PW)
        for i in range(3):
            round_trip(p, "warmup%d" % i)
        body(srv, p)
        for i in range(3):
            round_trip(p, "after%d" % i)
        srv.stop()
    finally:
        srv.cleanup()


def test_nested_empty_aliases():
    """Aliases of empty parts, 128 of 128 of 128 of 128: each 'a' typed
    is refused at the expansion's budget, and the player beside is
    answered all along."""
    def body(srv, p):
        a = srv.client().create("Ada", PW)
        a.send("alias e ;")
        a.expect("Alias 'e' set.")
        prev = "e"
        for name in ("d", "c", "b", "a"):
            a.send("alias %s %s" % (name, (prev + ";") * 128))
            a.expect("Alias '%s' set." % name)
            prev = name

        def attack():
            for _ in range(20):
                a.send("a")
                a.send("!")
            for _ in range(40):
                a.expect("'a' takes more than 1024 steps to expand; "
                         "nothing was run.")
        attack_in_thread(attack, p)
        a.send("say done")
        a.expect("You say 'done'")
    with_player(body)


def test_new_characters_from_one_address():
    """Throwaway characters: an address makes new_per_address of them
    per window, then is told to wait; a character that exists still
    logs in, and another address is not held back."""
    def body(srv, p):
        for name in ("Toma", "Tomb"):
            srv.client().create(name, PW).send("quit")
        c = srv.client()
        c.expect("go by\\? ")
        c.send("Tomc")
        c.expect("Too many new characters have been made from your "
                 "address; try again in 60 minutes. A character that "
                 "exists may still log in.")
        c.expect("Name: ")
        round_trip(p, "meanwhile")
        c.send("Toma")
        c.expect("Password: ")
        c.send(PW)
        c.expect("> ")
        c.send("quit")
        other = Client(srv.port, source="127.0.0.2").create("Tomd", PW)
        round_trip(other, "from elsewhere")
        assert "a new character from 127.0.0.1 refused" in srv.read_log()
    # Victor, made by with_player, is the first of the three.
    with_player(body, conf="new_per_address = 3\nnew_window = 3600\n")


if __name__ == "__main__":
    run([test_ten_megabyte_line, test_endless_subnegotiation,
         test_negotiation_flood_gets_no_loop, test_invalid_utf8_and_nul_bytes,
         test_four_hundred_connections_from_one_address,
         test_half_line_then_silence_is_timed_out,
         test_password_guessing_loop,
         test_builder_scripts_cannot_stall_the_game,
         test_builder_script_fills_only_its_own_heap,
         test_nested_empty_aliases,
         test_new_characters_from_one_address])
