"""Black-box: GMCP, MSDP and MXP over raw TCP, as a MUD client speaks them.

A client here agrees to the options it is testing (DO GMCP, DO MSDP, DO
MXP) and reads every subnegotiation the server sends, byte by byte: GMCP
in depth (Char.Name, Room.Info once at login and its details, Char.Items
with numeric mobile ids, Room.Players, Comm.Channel.Text with the whole
line in colour, Char.Skills, Core.Ping, Core.Supports versions), what a
reconnect from link-dead sends again, and Char.Status as experience comes
from kills and a level is gained; MSDP's LIST, REPORT, UNREPORT, SEND and reports of changes;
MXP's definitions, the links in 'look', the escaping of player text, and
a client without MXP that sees exactly the text it saw before."""

import json
import os
import re
import shutil
import socket
import tempfile
import time

from mudtest import DEADLINE, IAC, Client, Server, run

SB, SE = 250, 240
WILL, WONT, DO, DONT = 251, 252, 253, 254
MSDP, MXP, GMCP = 69, 91, 201
VAR, VAL, TOPEN, TCLOSE, AOPEN, ACLOSE = 1, 2, 3, 4, 5, 6
PW = "protocols-9"
SUPPORTS = ["Char 1", "Char.Items 1", "Char.Skills 1", "Char.Afflictions 1",
            "Char.Defences 1", "Room 1", "Comm 1"]


def subnegs(raw):
    """Every IAC SB opt ... IAC SE in a byte stream: (opt, payload), the
    payload with IAC IAC undoubled."""
    out = []
    i = 0
    while i < len(raw) - 1:
        if raw[i] != IAC:
            i += 1
            continue
        if raw[i + 1] == IAC:
            i += 2
            continue
        if raw[i + 1] != SB or i + 2 >= len(raw):
            i += 2
            continue
        opt = raw[i + 2]
        j = i + 3
        body = bytearray()
        while j < len(raw) - 1:
            if raw[j] == IAC and raw[j + 1] == IAC:
                body.append(IAC)
                j += 2
            elif raw[j] == IAC and raw[j + 1] == SE:
                break
            else:
                body.append(raw[j])
                j += 1
        else:
            break       # incomplete: wait for the rest
        out.append((opt, bytes(body)))
        i = j + 2
    return out


def msdp_decode(payload):
    """An MSDP payload as a dict: strings, lists (arrays), dicts (tables)."""
    pos = [0]

    def value():
        b = payload[pos[0]] if pos[0] < len(payload) else None
        if b == TOPEN:
            pos[0] += 1
            t = {}
            while pos[0] < len(payload) and payload[pos[0]] == VAR:
                pos[0] += 1
                name = text()
                assert payload[pos[0]] == VAL
                pos[0] += 1
                t[name] = value()
            assert payload[pos[0]] == TCLOSE
            pos[0] += 1
            return t
        if b == AOPEN:
            pos[0] += 1
            a = []
            while pos[0] < len(payload) and payload[pos[0]] == VAL:
                pos[0] += 1
                a.append(value())
            assert payload[pos[0]] == ACLOSE
            pos[0] += 1
            return a
        return text()

    def text():
        start = pos[0]
        while pos[0] < len(payload) and payload[pos[0]] > ACLOSE:
            pos[0] += 1
        return payload[start:pos[0]].decode()

    out = {}
    while pos[0] < len(payload):
        assert payload[pos[0]] == VAR, payload
        pos[0] += 1
        name = text()
        assert payload[pos[0]] == VAL, payload
        pos[0] += 1
        out[name] = value()
    return out


def msdp_encode(name, *vals):
    out = bytes([VAR]) + name.encode()
    if len(vals) == 1:
        return out + bytes([VAL]) + vals[0].encode()
    out += bytes([VAL, AOPEN])
    for v in vals:
        out += bytes([VAL]) + v.encode()
    return out + bytes([ACLOSE])


class ProtoClient(Client):
    """A client that agrees to the options it is given and reads their
    subnegotiations."""

    def __init__(self, port, agree=()):
        self.agree = set(agree)
        Client.__init__(self, port)
        self.seen = 0       # subnegotiations already handed out

    def _answer(self, cmd, opt):
        if cmd == WILL:
            reply = DO if opt in self.agree or opt in (1, 3, 25) else DONT
        elif cmd == DO:
            reply = WONT
        else:
            return
        self.sock.sendall(bytes([IAC, reply, opt]))

    def sb(self, opt, payload):
        if isinstance(payload, str):
            payload = payload.encode()
        self.sock.sendall(bytes([IAC, SB, opt]) +
                          payload.replace(bytes([IAC]), bytes([IAC, IAC])) +
                          bytes([IAC, SE]))

    def gmcp_send(self, name, body=None):
        self.sb(GMCP, name if body is None else
                "%s %s" % (name, json.dumps(body)))

    def _read(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        self.sock.settimeout(left)
        try:
            data = self.sock.recv(65536)
        except socket.timeout:
            return True
        if not data:
            raise AssertionError("connection closed")
        self._feed(data)
        return True

    def wait_sb(self, match, what, timeout=DEADLINE):
        """Wait for a new subnegotiation that match(opt, payload) accepts;
        return it and every one that came before it, from the last wait."""
        deadline = time.monotonic() + timeout
        while True:
            all_sbs = subnegs(self.raw)
            for k in range(self.seen, len(all_sbs)):
                if match(*all_sbs[k]):
                    before = all_sbs[self.seen:k]
                    self.seen = k + 1
                    return all_sbs[k], before
            if not self._read(deadline):
                raise AssertionError("timed out waiting for %s; got %r"
                                     % (what, all_sbs[self.seen:][-20:]))

    def gmcp(self, name, timeout=DEADLINE):
        """The next GMCP message of this name: (body, the GMCP messages
        before it since the last wait, as (name, body))."""
        def match(opt, p):
            return opt == GMCP and p.split(b" ", 1)[0].decode() == name
        (opt, p), before = self.wait_sb(match, "GMCP " + name, timeout)
        return gmcp_body(p), [(b.split(b" ", 1)[0].decode(), gmcp_body(b))
                              for o, b in before if o == GMCP]

    def ping(self):
        """A round trip: everything the server sent before is in."""
        self.gmcp_send("Core.Ping")
        return self.gmcp("Core.Ping")[1]

    def msdp(self, timeout=DEADLINE):
        (opt, p), _ = self.wait_sb(lambda o, p: o == MSDP, "MSDP", timeout)
        return msdp_decode(p)


def gmcp_body(p):
    parts = p.split(b" ", 1)
    return json.loads(parts[1]) if len(parts) > 1 else None


def with_server(fn, **kw):
    srv = Server(**kw).start()
    try:
        fn(srv)
        srv.stop()
    finally:
        srv.cleanup()


def gmcp_player(srv, name, create=True):
    c = ProtoClient(srv.port, agree=(GMCP,))
    c.expect("known\\? ")
    c.gmcp_send("Core.Hello", {"client": "test", "version": "1"})
    c.gmcp_send("Core.Supports.Set", SUPPORTS)
    c.pos = 0
    if create:
        c.create(name, PW, "mage", "elf")
    else:
        c.login(name, PW)
    return c


def test_gmcp_in_depth():
    def body(srv):
        a = gmcp_player(srv, "Gmcpa")
        # The name first, as IRE sends it: with the title, as Char.Status.
        name, before = a.gmcp("Char.Name")
        assert not [m for m in before if m[0] == "Room.Info"], before
        status, _ = a.gmcp("Char.Status")
        assert status["name"] == "Gmcpa" and status["class"] == "mage", status
        assert name["name"] == "Gmcpa", name
        assert name["fullname"] == status["fullname"], (name, status)
        assert name["fullname"].startswith("Gmcpa"), name
        info, _ = a.gmcp("Room.Info")
        assert info["num"] == 3001, info
        # Short keys for mappers, the words beside them.
        assert info["exits"].get("s") == 3002, info
        assert info["fullexits"].get("south") == 3002, info
        # The temple: indoors, safe, where recall goes; no coordinates.
        assert info["details"] == ["indoors", "safe", "recall"], info
        assert "coords" not in info, info
        inv, _ = a.gmcp("Char.Items.List")
        assert inv["location"] == "inv", inv
        room, _ = a.gmcp("Char.Items.List")
        assert room["location"] == "room", room
        # The priestess: a numeric id, a mobile not to be attacked.
        ysolde = [i for i in room["items"] if "Ysolde" in i["name"]]
        assert ysolde and ysolde[0]["id"].isdigit(), room
        assert ysolde[0]["attrib"] == "mx", room
        players, _ = a.gmcp("Room.Players")
        assert players == [], players
        groups, _ = a.gmcp("Char.Skills.Groups")
        assert [g["name"] for g in groups] == ["skills", "spells"], groups
        chans, _ = a.gmcp("Comm.Channel.List")
        assert "gossip" in [c["name"] for c in chans], chans
        a.ping()
        # The move into the room at login sent no Room.Info of its own.
        infos = [p for o, p in subnegs(a.raw)
                 if o == GMCP and p.startswith(b"Room.Info ")]
        assert len(infos) == 1, infos

        # Something appears, is taken: Add, Remove, and the gold in
        # Char.Status changes (sent when it changes, not only at login).
        gold = status["gold"]
        a.send("load obj 3023")
        add, _ = a.gmcp("Char.Items.Add")
        assert add["location"] == "inv", add
        assert add["item"]["name"] == "a handful of copper coins", add
        a.send("drop coins")
        gone, before = a.gmcp("Char.Items.Add")
        assert ("Char.Items.Remove", {"location": "inv", "item":
                {"id": add["item"]["id"]}}) in before, before
        add = gone
        assert add["location"] == "room", add
        assert "t" in add["item"]["attrib"], add
        a.send("get coins")
        gone, before = a.gmcp("Char.Items.Remove")
        assert gone == {"location": "room", "item":
                        {"id": add["item"]["id"]}}, gone
        st = [b for n, b in before if n == "Char.Status"]
        assert st and st[-1]["gold"] == gold + 12, (gold, before)

        # Another player comes and goes; what it says is Comm.Channel.Text:
        # the whole line as this (ANSI) client was shown it, in colour,
        # its markup-like text kept as typed and the JSON still whole.
        b = srv.client().create("Bobb", PW, "thief")
        new, _ = a.gmcp("Room.AddPlayer")
        assert new["name"] == "Bobb", new
        b.send('say <b>hi</b> & "q" {r')
        said, before = a.gmcp("Comm.Channel.Text")
        assert said == {"channel": "say", "talker": "Bobb",
                        "text": "Bobb says '\x1b[0;33m<b>hi</b> & \"q\" "
                                "{r\x1b[0m'"}, said
        assert ("Comm.Channel", {"chan": "say", "player": "Bobb",
                                 "text": '<b>hi</b> & "q" {r'}) in before
        # The same line as the text shows (its colours left out there).
        a.expect(re.escape(re.sub("\x1b\\[[0-9;]*m", "", said["text"])))
        b.send("tell Gmcpa psst")
        told, _ = a.gmcp("Comm.Channel.Text")
        assert told == {"channel": "tell", "talker": "Bobb",
                        "text": "Bobb tells you '\x1b[0;35mpsst\x1b[0m'"}, \
            told
        b.send("south")
        b.expect("Temple Steps")
        a.expect("Bobb leaves south")
        left, _ = a.gmcp("Room.RemovePlayer")
        assert left == "Bobb", left

        # Skills on request.
        a.gmcp_send("Char.Skills.Get", {"group": "spells"})
        lst, _ = a.gmcp("Char.Skills.List")
        assert lst["group"] == "spells" and "magic missile" in lst["list"], \
            lst
        a.gmcp_send("Char.Skills.Get", {"group": "spells",
                                        "name": "magic missile"})
        one, _ = a.gmcp("Char.Skills.Info")
        assert one["skill"] == "magic missile" and "mana" in one["info"], one

        # A package removed is no longer sent; bad JSON is ignored.
        a.gmcp_send("Core.Supports.Remove", ["Char.Items"])
        a.sb(GMCP, b"Core.Supports.Set [\"Char 1\"")
        a.sb(GMCP, b"Char.Skills.Get {" + b"x" * 5000)
        a.send("load obj 3023")
        a.expect("handful of copper coins")
        before = a.ping()
        assert not [m for m in before if m[0].startswith("Char.Items")], \
            before
        # Version 0 of a package is one the server does not speak.
        a.gmcp_send("Core.Supports.Set", ["Char 1", "Char.Items 0"])
        a.send("drop all")
        before = a.ping()
        assert not [m for m in before if m[0].startswith("Char.Items")], \
            before

        # A client without GMCP is sent none of it.
        assert not [o for o, p in subnegs(b.raw) if o == GMCP], b.raw[:200]
    with_server(body)


def test_gmcp_after_linkdead_reconnect():
    def body(srv):
        a = gmcp_player(srv, "Lindy")
        a.gmcp("Room.Info")
        a.send("south")
        a.gmcp("Room.Info")
        a.close()
        srv.wait_log("Lindy lost their link")
        a = gmcp_player(srv, "Lindy", create=False)
        assert "Reconnecting" in a.text, a.text[-2000:]
        # Everything again, where the character is.
        _, before = a.gmcp("Comm.Channel.List")
        got = dict(before)
        assert got["Room.Info"]["num"] == 3002, before
        assert got["Char.Status"]["name"] == "Lindy", before
        assert got["Char.Vitals"]["maxhp"] > 0, before
        assert "Char.Items.List" in got and "Room.Players" in got, before
    with_server(body)

KILL_AREA = """area Pens
vnums 3000 3099

room 3001
name The Pens
sector field
description
Two pens of trampled straw.
~
end

mob 3000
keywords rat
short a slow rat
long A slow rat blinks at you.
description
Slow.
~
level 1
hit 1d1
damage 1d1
hitroll -60
armor -100
flags sentinel
end

mob 3001
keywords ogre
short a frail ogre
long A frail ogre totters here.
description
Frail.
~
level 5
hit 1d1
damage 1d1
hitroll -60
armor -100
flags sentinel
end

reset mob 3000 in 3001 max 1
reset mob 3001 in 3001 max 1
"""


def status_until(c, held, what, check):
    """The Char.Status messages until check accepts what the client holds:
    held, the status so far, updated by each (after the first, IRE sends
    only what changed). Returns held and every GMCP message that came
    before the last (as (name, body))."""
    deadline = time.monotonic() + DEADLINE
    seen = []
    while True:
        st, before = c.gmcp("Char.Status",
                            max(0.1, deadline - time.monotonic()))
        seen += before + [("Char.Status", st)]
        held.update(st)
        if check(held):
            return held, seen
        if time.monotonic() > deadline:
            raise AssertionError("no Char.Status with " + what)


def test_gmcp_status_after_kills_and_a_level():
    """Experience from a kill and a level gained reach Char.Status as a
    real client reads it: exp, tnl (what the next level still needs) and
    level, with Char.Vitals' new maxima at the level."""
    d = tempfile.mkdtemp(prefix="mudpens-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("pens.are\n")
    with open(os.path.join(d, "pens.are"), "w") as f:
        f.write(KILL_AREA)
    srv = Server(extra_conf="[game]\ncombat_round = 1\n",
                 args=["--area-dir", d])
    try:
        srv.start()
        a = gmcp_player(srv, "Killa")
        st, _ = a.gmcp("Char.Status")
        assert (st["level"], st["exp"], st["tnl"]) == (1, 0, 500), st
        vit, _ = a.gmcp("Char.Vitals")
        a.ping()
        # A level 1 rat: 100 and a d50, not a level's worth.
        a.send("kill rat")
        m = a.expect("You receive (\\d+) experience points")
        exp = int(m.group(1))
        assert 101 <= exp <= 150, exp
        st, _ = status_until(a, st, "exp %d" % exp,
                             lambda s: s["exp"] == exp)
        assert st["level"] == 1 and st["tnl"] == 500 - exp, st
        # A level 5 ogre: 500 and a d50 more, over the 500 for level 2.
        a.send("kill ogre")
        m = a.expect("You receive (\\d+) experience points")
        exp += int(m.group(1))
        a.expect("You raise a level! You are now level 2")
        st, seen = status_until(a, st, "level 2",
                                lambda s: s["level"] == 2)
        assert st["exp"] == exp and st["tnl"] == 2000 - exp, (exp, st)
        # Char.Status's fullname is the name and its (new) title.
        assert st["fullname"].startswith("Killa the "), st
        # The level raised the maxima: Vitals says so.
        seen += a.ping()
        later = [b for n, b in seen if n == "Char.Vitals"]
        assert later and later[-1]["maxhp"] > vit["maxhp"], (vit, seen)
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


def test_msdp():
    def body(srv):
        c = ProtoClient(srv.port, agree=(MSDP,))
        c.create("Msdpa", PW, "warrior")
        assert (WILL, MSDP) in c.negotiations
        c.sb(MSDP, msdp_encode("LIST", "COMMANDS"))
        got = c.msdp()
        assert {"LIST", "REPORT", "SEND", "UNREPORT", "RESET"} <= \
            set(got["COMMANDS"]), got
        c.sb(MSDP, msdp_encode("LIST", "REPORTABLE_VARIABLES"))
        got = c.msdp()
        assert "HEALTH" in got["REPORTABLE_VARIABLES"], got
        c.sb(MSDP, msdp_encode("REPORT", "HEALTH", "ROOM_VNUM",
                               "ROOM_EXITS", "NOT_A_VARIABLE"))
        got = c.msdp()
        assert got["ROOM_VNUM"] == "3001", got
        assert int(got["HEALTH"]) > 0, got
        assert got["ROOM_EXITS"].get("s") == "3002", got
        assert "NOT_A_VARIABLE" not in got, got
        c.sb(MSDP, msdp_encode("LIST", "REPORTED_VARIABLES"))
        got = c.msdp()
        assert sorted(got["REPORTED_VARIABLES"]) == \
            ["HEALTH", "ROOM_EXITS", "ROOM_VNUM"], got
        # A move: the room changes, health does not: only what changed.
        c.send("south")
        got = c.msdp()
        assert got["ROOM_VNUM"] == "3002", got
        assert "HEALTH" not in got, got
        # SEND, once; a malformed payload is dropped, the next one works.
        c.sb(MSDP, bytes([VAR]) + b"SEND" + bytes([VAL, AOPEN, VAL]) +
             b"X" * 300)
        c.sb(MSDP, msdp_encode("SEND", "SERVER_ID", "CHARACTER_NAME"))
        got = c.msdp()
        assert got["CHARACTER_NAME"] == "Msdpa", got
        assert got["SERVER_ID"], got
        # UNREPORT: moving back sends no room.
        c.sb(MSDP, msdp_encode("UNREPORT", "ROOM_VNUM", "ROOM_EXITS"))
        c.send("north")
        c.expect("Temple of the Dawn")
        c.sb(MSDP, msdp_encode("SEND", "SPECIFICATION"))
        got = c.msdp()
        assert got == {"SPECIFICATION": "MSDP"}, got
    with_server(body)


def test_msdp_kavir():
    """What TinTin++ and MUSHclient scripts for KaVir-style servers read:
    the ROOM table on a move, a name made with colour markup in OLC sent
    plain, and the client's own settings (XTERM_256_COLORS choosing 256
    colours, as a MUSHclient plugin asks)."""
    def body(srv):
        c = ProtoClient(srv.port, agree=(MSDP,))
        c.create("Msdpk", PW, "warrior")        # the first: an admin
        c.sb(MSDP, msdp_encode("REPORT", "ROOM", "ROOM_NAME"))
        got = c.msdp()
        room = got["ROOM"]
        assert room["VNUM"] == "3001", got
        assert room["EXITS"].get("s") == "3002", got
        assert room["NAME"] == got["ROOM_NAME"], got
        assert room["AREA"] and room["TERRAIN"], got
        # The client sets what it is and asks for 256 colours.
        c.sb(MSDP, msdp_encode("CLIENT_ID", "MUSHclient"))
        c.sb(MSDP, msdp_encode("XTERM_256_COLORS", "1"))
        c.sb(MSDP, msdp_encode("SEND", "XTERM_256_COLORS", "CLIENT_ID"))
        got = c.msdp()
        assert got == {"XTERM_256_COLORS": "1",
                       "CLIENT_ID": "MUSHclient"}, got
        # A builder names the room with markup: reported without it.
        c.send("redit name {rRed {#ff0000Hall")
        got = c.msdp()
        assert got["ROOM_NAME"] == "Red Hall", got
        assert got["ROOM"]["NAME"] == "Red Hall", got
        # The text itself is in 256 colours now: #ff0000 is xterm 196.
        c.send("look")
        c.expect("Red Hall")
        assert b"Red \x1b[0;38;5;196mHall" in c.raw, c.raw[-2000:]
        # Control bytes and IAC typed into a name reach no MSDP value.
        c.send_raw(b"redit name Ctl\x1b[5m\x01\x02\x06X\xff\xffY\r\n")
        (_, p), _ = c.wait_sb(lambda o, p: o == MSDP, "MSDP")
        assert p.startswith(b"\x01ROOM_NAME\x02Ctl"), p
        assert not [b for b in p[2:] if b < 32 and b not in (1, 2, 3, 4) or
                    b == 255], p
        # A move: the whole table again, for the new room.
        c.send("south")
        got = c.msdp()
        assert got["ROOM"]["VNUM"] == "3002", got
        assert got["ROOM"]["EXITS"].get("n") == "3001", got
        assert "{" not in got["ROOM_NAME"], got
    with_server(body)


def test_mxp():
    def body(srv):
        m = ProtoClient(srv.port, agree=(MXP,))
        m.create("Mxpa", PW, "warrior")
        m.wait_sb(lambda o, p: o == MXP and p == b"", "IAC SB MXP IAC SE")
        assert "\x1b[1z<!ELEMENT Ex " in m.text, m.text[:2000]
        p = Client(srv.port).create("Plain", PW, "thief")
        m.expect("Plain has entered the game")
        m.send("look")
        m.expect("\x1b\\[1z<RName>")
        m.expect("\\[Exits:\x1b\\[1z<RExits> \x1b\\[1z<Ex>south\x1b\\[1z</Ex>"
                 " \x1b\\[1z<Ex>up\x1b\\[1z</Ex>")
        m.expect('\x1b\\[1z<Mob id="1.ysolde">High Priestess Ysolde')
        m.expect('\x1b\\[1z<Pl name="Plain">Plain\x1b\\[1z</Pl>')
        # The prompt is text like any other: its < > escaped.
        m.expect("&lt;\\d+/\\d+hp")
        # Player text cannot make a tag: escaped for MXP, as typed for
        # others.
        p.send('say <send href="quit">x</send> & "q"')
        m.expect("Plain says '&lt;send href=&quot;quit&quot;&gt;x&lt;/send"
                 "&gt; &amp; &quot;q&quot;'")
        p.expect("You say '<send href=\"quit\">x</send> & \"q\"'")
        # Without MXP: the same look as ever, no markup at all.
        p.send("look")
        p.expect("\\[Exits: south up\\]")
        p.expect("Mxpa is here\\.")
        assert "\x1b[1z" not in p.text and "<Ex>" not in p.text and \
            "<RName>" not in p.text, p.text[-2000:]
        assert not [o for o, _ in subnegs(p.raw) if o == MXP]
    with_server(body)


def sb_at(raw, name, body):
    """Where GMCP "name body" is in raw (the first at or after 0), or -1."""
    return raw.find(bytes([IAC, SB, GMCP]) + name.encode() + b" " +
                    json.dumps(body).encode() + bytes([IAC, SE]))


def test_gmcp_as_ire_sends_it():
    """Char.Vitals with IRE's fields, Char.StatusVars then Char.Status
    whole once and then only what changed, Comm.Channel.Start and End
    around each line said, Comm.Channel.Players."""
    def body(srv):
        a = gmcp_player(srv, "Ireta")
        names, before = a.gmcp("Char.StatusVars")
        assert not [m for m in before if m[0] == "Char.Status"], before
        assert names["tnl"] and names["gold"] == "Gold", names
        st, _ = a.gmcp("Char.Status")
        assert set(st) == set(names), (st, names)
        v, _ = a.gmcp("Char.Vitals")
        # Today's numbers kept; IRE's strings beside them.
        assert isinstance(v["hp"], int) and isinstance(v["maxhp"], int), v
        assert (v["mp"], v["maxmp"], v["ep"], v["maxep"]) == (
            str(v["mana"]), str(v["maxmana"]), str(v["mv"]),
            str(v["maxmv"])), v
        assert v["string"] == "H:%d/%d M:%d/%d E:%d/%d" % (
            v["hp"], v["maxhp"], v["mana"], v["maxmana"], v["mv"],
            v["maxmv"]), v
        chans, _ = a.gmcp("Comm.Channel.List")
        heard = [c["name"] for c in chans if c.get("on")]
        assert "gossip" in heard, chans
        players, _ = a.gmcp("Comm.Channel.Players")
        assert players == [], players
        a.ping()

        # Gold changes: Char.Status says that alone.
        a.send("load obj 3023")
        a.expect("handful of copper coins")
        a.send("drop coins")
        a.expect("You drop")
        a.send("get coins")
        got, _ = a.gmcp("Char.Status")
        assert got == {"gold": st["gold"] + 12}, got
        # Asked for, it is whole again.
        a.gmcp_send("Char.Status")
        again, _ = a.gmcp("Char.Status")
        assert set(again) == set(names) and \
            again["gold"] == st["gold"] + 12, again

        # Who is on: another player, with the channels both hear.
        b = gmcp_player(srv, "Bobby")
        a.expect("Bobby has entered the game")
        a.gmcp_send("Comm.Channel.Players")
        players, _ = a.gmcp("Comm.Channel.Players")
        assert players == [{"name": "Bobby", "channels": heard}], players

        # Each line between Start and End, then Text, as IRE.
        for who, line, start, shown in (
                (b, "say hello there", "say", b"Bobby says '"),
                (b, "tell Ireta psst", "tell Bobby", b"Bobby tells you '"),
                (a, "tell Bobby hush", "tell Bobby", b"You tell Bobby '"),
                (b, "gossip anyone about", "gossip", b"Bobby gossips '"),
                (a, "gtell alone", "gtell", None)):
            mark = len(a.raw)
            who.send(line)
            if shown is None:
                a.expect("You are not in a group")
                continue
            text, _ = a.gmcp("Comm.Channel.Text")
            raw = a.raw[mark:]
            at = [sb_at(raw, "Comm.Channel.Start", start),
                  raw.find(shown),
                  sb_at(raw, "Comm.Channel.End", start),
                  raw.find(b"Comm.Channel.Text ")]
            assert -1 not in at and at == sorted(at), (line, at, raw)
        # Bobby stops hearing gossip: it is no longer shared.
        b.send("gossip")
        b.expect("You no longer hear gossip")
        a.gmcp_send("Comm.Channel.Players")
        players, _ = a.gmcp("Comm.Channel.Players")
        assert players == [{"name": "Bobby", "channels": [
            c for c in heard if c != "gossip"]}], players
    with_server(body)


def test_gmcp_goodbye():
    """Core.Goodbye, saying why, before the server closes: quit, a staff
    disconnect, a takeover by a new login, wrong passwords (a plain one),
    shutdown; and an idle timeout on its own server."""
    def body(srv):
        owner = srv.client().create("Boss", PW)
        q = gmcp_player(srv, "Quitter")
        q.send("quit")
        bye, _ = q.gmcp("Core.Goodbye")
        assert bye == "You have left the game; your character is saved.", \
            bye
        q.expect_closed()
        k = gmcp_player(srv, "Kicked")
        k.gmcp("Comm.Channel.List")
        owner.send("disconnect Kicked")
        bye, _ = k.gmcp("Core.Goodbye")
        assert bye == "A member of staff disconnected you.", bye
        k.expect_closed()
        # A new login takes the character over: the old connection is
        # told so; a close the game gives no reason for has a plain one.
        t = gmcp_player(srv, "Takeover")
        t.gmcp("Comm.Channel.List")
        t2 = gmcp_player(srv, "Takeover", create=False)
        bye, _ = t.gmcp("Core.Goodbye")
        assert bye == "Your character was taken over by a new login.", bye
        t.expect_closed()
        w = ProtoClient(srv.port, agree=(GMCP,))
        w.expect("known\\? ")
        w.send("Takeover")
        for _ in range(3):
            w.expect("Password: ")
            w.send("not-the-password")
        bye, _ = w.gmcp("Core.Goodbye")
        assert bye == "The server closed the connection.", bye
        w.expect_closed()
        t2.send("quit")
        t2.expect_closed()
        s = gmcp_player(srv, "Stayer")
        s.gmcp("Comm.Channel.List")
        s.ping()
        srv.stop()
        bye, _ = s.gmcp("Core.Goodbye")
        assert bye == "The game is shutting down.", bye
        # Once: nothing after it but the end.
        assert s.raw.count(b"Core.Goodbye") == 1, s.raw[-300:]
    srv = Server().start()
    try:
        body(srv)
    finally:
        srv.cleanup()

    def idle(srv):
        c = gmcp_player(srv, "Idler")
        bye, _ = c.gmcp("Core.Goodbye")
        assert bye == ("Idle too long: your character is saved and you "
                       "are logged out."), bye
        c.expect_closed()
        assert c.raw.count(b"Core.Goodbye") == 1, c.raw[-300:]
    with_server(idle, extra_conf="[game]\nidle_timeout = 1\n")


NAWS = 31


class NawsClient(ProtoClient):
    """A ProtoClient that says its window is 40 columns wide (NAWS)."""

    def _answer(self, cmd, opt):
        if cmd == DO and opt == NAWS:
            self.sock.sendall(bytes([IAC, WILL, NAWS, IAC, SB, NAWS,
                                     0, 40, 0, 24, IAC, SE]))
            return
        ProtoClient._answer(self, cmd, opt)


def said_lines(c, who):
    """The lines of "<who> says '...'" as c was shown them."""
    m = c.expect("%s says '[^']*'\r\n" % who)
    return m.group(0)[:-2].split("\r\n")


def mxp_unescape(line):
    return line.replace("&lt;", "<").replace("&gt;", ">") \
        .replace("&quot;", '"').replace("&amp;", "&")


def test_mxp_wrap_and_definitions():
    """With MXP on, text wraps by the columns the client shows (&lt; is
    one), as for a plain client of the same width; the element
    definitions leave no empty lines after the name prompt."""
    def body(srv):
        m = NawsClient(srv.port, agree=(MXP,))
        m.expect("known\\? ")
        after = len(m.text)
        m.wait_sb(lambda o, p: o == MXP and p == b"", "IAC SB MXP IAC SE")
        m.expect('ATT="name">')
        # All the definitions, on the prompt's line: not one line break.
        assert "\x1b[1z<!ELEMENT Pl " in m.text[after:], m.text[after:]
        assert "\n" not in m.text[after:] and "\r" not in m.text[after:], \
            repr(m.text[after:])
        m.pos = 0
        m.create("Mxpw", PW)
        p = NawsClient(srv.port).create("Plainw", PW)
        s = Client(srv.port).create("Sayer", PW)
        m.expect("Sayer has entered the game")
        p.expect("Sayer has entered the game")
        said = ('Look: <a> & <b> "quoted" words & more <tags> here & '
                'there "again" and <again> & done <x> & "y" <z> & end')
        s.send("say " + said)
        plain = said_lines(p, "Sayer")
        marked = said_lines(m, "Sayer")
        assert len(plain) >= 3, plain
        assert all(len(line) <= 40 for line in plain), plain
        # The MXP client's lines are the plain one's, escaped.
        assert [mxp_unescape(line) for line in marked] == plain, \
            (marked, plain)
        assert "&lt;" in marked[0] and "&quot;" in "".join(marked), marked
    with_server(body)


def test_descriptions_flow_to_the_width():
    """A room's description, wrapped by hand at 70 columns, flows again
    to a 40-column client's width: no line wider, and no ragged short
    line left where the next word would have fitted."""
    def body(srv):
        c = NawsClient(srv.port).create("Flowa", PW)
        c.pos = len(c.text)
        c.send("look")
        m = c.expect("Temple of the Dawn[^\n]*\r\n((?:.|\r\n)*?)"
                     "\\[Exits:")
        text = re.sub("\x1b\\[[0-9;]*m", "", m.group(1))
        lines = [l for l in text.split("\r\n") if l != ""]
        assert len(lines) >= 8, lines
        assert all(len(l) <= 40 for l in lines), lines
        for a, b in zip(lines, lines[1:]):
            assert len(a) + 1 + len(b.split()[0]) > 40, (a, b)
        words = " ".join(lines).split()
        assert words[:4] == ["Tall", "windows", "of", "yellow"], words
        assert words[-2:] == ["temple", "steps."], words
        # A client that gave no width is sent the text as written.
        p = Client(srv.port).create("Flowb", PW)
        p.send("look")
        p.expect("yellow glass fill this round temple with a warm, early"
                 "\r\nlight")
    with_server(body)


def test_protocols_off():
    def body(srv):
        c = ProtoClient(srv.port, agree=(MSDP, MXP, GMCP))
        c.create("Offa", PW)
        c.send("look")
        c.expect("\\[Exits: south up\\]")
        for opt in (MSDP, MXP):
            assert (WILL, opt) not in c.negotiations, c.negotiations
        assert "\x1b[1z" not in c.text
    with_server(body, extra_conf="[protocols]\nmsdp = no\nmxp = no\n")


if __name__ == "__main__":
    run([test_gmcp_in_depth, test_gmcp_after_linkdead_reconnect,
         test_gmcp_status_after_kills_and_a_level, test_msdp,
         test_msdp_kavir, test_mxp, test_mxp_wrap_and_definitions,
         test_gmcp_as_ire_sends_it, test_gmcp_goodbye,
         test_descriptions_flow_to_the_width, test_protocols_off])
