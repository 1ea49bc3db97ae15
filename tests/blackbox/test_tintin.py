"""Black-box with a real MUD client: TinTin++ connects, negotiates, logs in
and plays; the test reads TinTin's own logs for MCCP2, MCCP3, GMCP, NAWS,
MSSP and marked prompts, and GMCP in depth (Room.Info once at login,
Comm.Channel.Text's whole line in colour, Char.Name, what "Char 1" brings,
IRE's StatusVars, vitals strings, Comm.Channel.Start/End and Core.Goodbye
at the quit), MSDP reports and MXP refused as a real client sees them."""

import json
import os
import re
import shutil
import subprocess
import tempfile

from mudtest import Server, run

TT = shutil.which("tt++") or "/usr/games/tt++"
LONG = ("the quick brown fox jumps over the lazy dog and keeps running "
        "far across the green hills until the sun goes down at last")

SCRIPT = r"""
#config {debug telnet} on
#config {wordwrap} off
#event {IAC WILL GMCP} {#send {\xFF\xFD\xC9\};#send {\xFF\xFA\xC9Core.Hello {"client":"TinTin++","version":"2.02"}\xFF\xF0\};#send {\xFF\xFA\xC9Core.Supports.Set ["Char 1","Char.Items 1","Char.Skills 1","Room 1","Comm 1"]\xFF\xF0\}}
#event {IAC SB GMCP} {#line log {OUT/events.log} {GMCP %0 %2}}
#event {IAC WILL MSDP} {#send {\xFF\xFD\x45\};#send {\xFF\xFA\x45\x01LIST\x02COMMANDS\xFF\xF0\};#send {\xFF\xFA\x45\x01REPORT\x02HEALTH\x02ROOM_VNUM\x02ROOM_EXITS\x02ROOM\xFF\xF0\}}
#event {IAC SB MSDP} {#line log {OUT/events.log} {MSDP %0=%1}}
#event {IAC SB MSDP ROOM} {#var MSDP_ROOM {%1};#line log {OUT/events.log} {MAPPER $MSDP_ROOM[VNUM] $MSDP_ROOM[TERRAIN] n=$MSDP_ROOM[EXITS][n] s=$MSDP_ROOM[EXITS][s] $MSDP_ROOM[NAME]}}
#event {IAC SB MSSP} {#line log {OUT/events.log} {MSSP %0=%1}}
#action {^By what name do you wish to be known?} {#send Tinny}
#action {^Did I get that right, Tinny} {#send y}
#action {Give me a password for Tinny} {#send secret99}
#action {Please retype the password} {#send secret99}
#action {^Choose your class} {#send mage}
#action {^Choose your race} {#send elf}
#action {^[Exits: south up]} {#unaction {^[Exits: south up]};#send {say LONG};#send {south}}
#action {^The Temple Steps} {#unaction {^The Temple Steps};#send {\xFF\xFA\xC9Core.Ping\xFF\xF0\};#send {say over and out}}
#action {^You say 'over and out'} {#send quit}
#event {SESSION DISCONNECTED} {#line log {OUT/events.log} {DONE};#end}
#delay {100} {#line log {OUT/events.log} {WATCHDOG}; #end}
"""


def run_tintin(srv, out):
    script = os.path.join(out, "script.tin")
    with open(script, "w") as f:
        f.write(SCRIPT.lstrip().replace("OUT", out).replace("LONG", LONG))
    with open(os.path.join(out, "screen.txt"), "wb") as screen:
        subprocess.run(["timeout", "120", TT, "-H", "-G", "-r", script,
                        "-e", "#session s 127.0.0.1 %d" % srv.port],
                       stdin=subprocess.DEVNULL, stdout=screen,
                       stderr=subprocess.STDOUT, timeout=150)
    with open(os.path.join(out, "screen.txt"), errors="replace") as f:
        screen = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07", "",
                        f.read())
    with open(os.path.join(out, "events.log"), errors="replace") as f:
        events = f.read()
    return screen, events


def gmcp(events, package):
    """The JSON bodies of every GMCP message of a package, in order."""
    found = []
    for line in events.splitlines():
        if line.startswith("GMCP %s " % package):
            # "%0 %2": the package, then the raw message again.
            raw = line[len("GMCP %s " % package):].split(" ", 1)[1]
            found.append(json.loads(raw))
    return found


def test_tintin_negotiates_and_plays():
    out = tempfile.mkdtemp(prefix="mudtt-")
    srv = Server().start()
    try:
        screen, events = run_tintin(srv, out)
        assert "DONE" in events, "script did not finish:\n" + \
            screen[-3000:] + events[-2000:]
        # MCCP2 was on, and the game text still arrived (through zlib).
        assert "MCCP2 INITIALIZED" in screen, screen[:3000]
        assert screen.index("MCCP2 INITIALIZED") < \
            screen.index("The Temple of the Dawn")
        # MCCP3: TinTin++ compresses what it types from the login on,
        # and the whole session still works (issue 17).
        assert "SENT IAC SB MCCP3 IAC SE" in screen, screen[:3000]
        assert "MCCP3 INITIALIZED" in screen
        assert "MCCP3 on" in srv.read_log()
        assert "MCCP3 stream broken" not in srv.read_log()
        assert "You say '" in screen
        # Prompts were marked with EOR (TinTin said DO EOR).
        assert "SENT IAC DO EOR" in screen
        assert screen.count("RCVD IAC EOR") >= 5, screen.count("IAC EOR")
        # MSSP, before login.
        assert "MSSP NAME=" in events and "MSSP PLAYERS=" in events
        rooms = events[events.index("MSSP ROOMS="):].split("\n")[0]
        assert int(rooms.split("=")[1]) >= 100, rooms
        # GMCP: vitals with the values the prompt shows, rooms on moves.
        vitals = gmcp(events, "Char.Vitals")
        assert vitals, events[-2000:]
        assert vitals[0]["hp"] == 20 and vitals[0]["maxhp"] == 20, vitals
        assert vitals[0]["mana"] == 100, vitals
        info = gmcp(events, "Room.Info")
        nums = [r["num"] for r in info if isinstance(r, dict)]
        # Once at login (not again for the move into the room), once
        # for the move south.
        assert nums == [3001, 3002], nums
        first = [r for r in info if isinstance(r, dict)][0]
        assert first["name"] == "The Temple of the Dawn", first
        # Short exit keys for mappers, the words beside them.
        assert first["exits"].get("s") == 3002, first
        assert first["fullexits"].get("south") == 3002, first
        assert gmcp(events, "Comm.Channel"), "no Comm.Channel for say"
        # The whole line as TinTin++ showed it, in its colours.
        said = gmcp(events, "Comm.Channel.Text")
        assert {"channel": "say", "talker": "Tinny",
                "text": "You say '\x1b[0;33mover and out\x1b[0m'"} in said, \
            said
        # Mudlet's and TinTin's "Char 1" brings afflictions and defences.
        assert gmcp(events, "Char.Afflictions.List") == [[]], events[-2000:]
        assert gmcp(events, "Char.Defences.List") == [[]], events[-2000:]
        names = gmcp(events, "Char.Name")
        assert names == [{"name": "Tinny", "fullname": "Tinny"}], names
        items = gmcp(events, "Char.Items.List")
        assert {"inv", "room"} <= {i["location"] for i in items}, items
        assert gmcp(events, "Room.Players") is not None
        assert gmcp(events, "Char.Skills.Groups"), events[-3000:]
        assert "GMCP Core.Ping" in events, events[-2000:]
        # MSDP: the commands listed, reported values as they change.
        assert re.search(r"MSDP COMMANDS=.*\{REPORT\}", events), events
        assert "MSDP HEALTH=20" in events, events
        assert "MSDP ROOM_VNUM=3001" in events, events
        assert "MSDP ROOM_VNUM=3002" in events, events
        assert re.search(r"MSDP ROOM_EXITS=.*\{s\}\{3002\}", events), events
        # The ROOM table, as a mapper script keeps it: a nested variable.
        assert "MAPPER 3001 inside n= s=3002 The Temple of the Dawn" in \
            events, events
        assert re.search(r"MAPPER 3002 \w+ n=3001 s=\d* The Temple Steps",
                         events), events
        # MXP offered; TinTin++ refuses it and sees no markup at all.
        assert "RCVD IAC WILL MXP" in screen and \
            "SENT IAC DONT MXP" in screen, screen[:3000]
        assert "[Exits: south up]" in screen
        assert "<Ex>" not in screen and "\x1b[1z" not in screen
        status = gmcp(events, "Char.Status")
        assert status and status[0]["name"] == "Tinny", status
        # IRE's shapes, as TinTin++ read them: StatusVars before the
        # first Status, the vitals' strings, each say between Start and
        # End, and Core.Goodbye before the server closed after quit.
        order = [l.split(" ")[1] for l in events.splitlines()
                 if l.startswith("GMCP ")]
        assert order.index("Char.StatusVars") < order.index("Char.Status")
        assert set(gmcp(events, "Char.StatusVars")[0]) == set(status[0])
        assert vitals[0]["mp"] == "100" and \
            vitals[0]["string"].startswith("H:20/20 M:100/100 E:"), vitals
        assert gmcp(events, "Comm.Channel.Start") == ["say", "say"], \
            gmcp(events, "Comm.Channel.Start")
        assert gmcp(events, "Comm.Channel.End") == ["say", "say"]
        assert gmcp(events, "Core.Goodbye") == [
            "You have left the game; your character is saved."], \
            events[-1000:]
        assert order[-1] == "Core.Goodbye", order[-5:]
        # NAWS: TinTin said 80 columns; the long say was wrapped to them.
        assert "SENT IAC SB NAWS 0 80" in screen
        said = screen[screen.index("You say '"):]
        said = said[:said.index("'", len("You say '")) + 1]
        lines = said.split("\n")
        assert len(lines) >= 2, "not wrapped: %r" % said
        assert all(len(l.rstrip("\r")) <= 80 for l in lines), lines
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    run([test_tintin_negotiates_and_plays])
