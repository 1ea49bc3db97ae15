"""Black-box: editing the world and the help in the game (docs/olc.md).
Builders edit a room, a mobile and an object over a real connection, the
change is live at once, 'asave' (or the autosave) writes it to the area
file, and after a restart it is there in the file and in the game; bad
values are refused with the checker's messages; one builder per area (the
lock); areas assigned by an admin; a file edited by hand is never silently
overwritten nor an in-game edit silently dropped; hedit edits, saves and
survives a restart."""

import os
import shutil
import tempfile

from mudtest import DEADLINE, Server, run, spaced, wait_for
from test_world import TEST_AREA, make_world

PW = "olc-password-1"
PROMPT = "\n<[^\n>]*> "


def area_text(d):
    with open(os.path.join(d, "test.are")) as f:
        return f.read()


def with_world(fn, extra_conf=""):
    d = make_world()
    srv = Server(extra_conf=extra_conf, args=["--area-dir", d])
    try:
        srv.start()
        fn(srv, d)
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d)


def cmd(c, line, pattern):
    """Send a line and wait for pattern in what comes back."""
    c.send(line)
    return c.expect(pattern)


def test_edit_save_restart():
    def body(srv, d):
        a = srv.client().create("Ada", PW)      # first player: admin
        p = srv.client().create("Pip", PW)
        # Live at once, for a player standing there.
        cmd(a, "redit name The Old Mill", "name The Old Mill")
        cmd(p, "look", "The Old Mill")
        cmd(a, "redit description A mill by a stream, long fallen quiet.",
            "long fallen quiet")
        cmd(a, "medit 3000 level 7", "level 7")
        cmd(a, "medit 3000 long The grey keeper dozes here.",
            "long The grey keeper dozes here")
        # The keeper in the room takes its new looks at once.
        cmd(p, "look", "The grey keeper dozes here")
        cmd(a, "oedit 3015 short a red wool cap", "short a red wool cap")
        cmd(a, "oedit 3015 flags +glow +hum", "flags glow hum")
        cmd(a, "oedit 3015 flags -hum", "flags glow\r?\n")
        # Refused with the checker's messages; nothing changes.
        cmd(a, "medit 3000 level lots", "Refused; nothing was changed")
        a.expect("level 'lots' is not a number")
        cmd(a, "redit exit west 3099",
            "exit west of room 3001 leads to room 3099, which does not "
            "exist")
        cmd(a, "redit sector insidee",
            "unknown sector 'insidee' \\(did you mean 'inside'\\?\\)")
        cmd(a, "redit delete 3002", "leads to room 3002, which does not "
            "exist")
        # A new room, linked both ways.
        cmd(a, "redit create 3004", "room 3004\\s+name A new room")
        cmd(a, "rlink east 3004", "Done: east to room 3004, and back")
        cmd(a, "redit 3004 name The Mill Race", "name The Mill Race")
        cmd(a, "e", "The Mill Race")
        cmd(a, "w", "The Old Mill")
        cmd(a, "vnum room mill", "3004  The Mill Race")
        cmd(a, "zedit add mob 3000 in 3004 max 1", "Done")
        cmd(a, "zedit", "reset mob 3000 in 3004 max 1")
        # Nothing is in the file until saved.
        assert "The Old Mill" not in area_text(d)
        cmd(a, "asave", "Saved test to .*test.are")
        text = area_text(d)
        for want in ("name The Old Mill\n", "A mill by a stream",
                     "level 7\n", "long The grey keeper dozes here.\n",
                     "short a red wool cap\n", "flags glow\n",
                     "exit east 3004\n", "room 3004\nname The Mill Race\n",
                     "exit west 3001\n", "reset mob 3000 in 3004 max 1\n"):
            assert want in text, (want, text)
        assert "level lots" not in text and "insidee" not in text, text
        # The file is the canonical writer's: mud --check reads it clean.
        a.send("quit")
        p.send("quit")
        srv.stop()
        srv.start()
        a = srv.client().login("Ada", PW)
        cmd(a, "look", "The Old Mill")
        cmd(a, "mstat 3000", "level 7")
        cmd(a, "e", "The Mill Race")
    with_world(body)


def test_autosave_writes_the_file():
    def body(srv, d):
        a = srv.client().create("Ada", PW)
        cmd(a, "redit name The Autosaved Hall", "name The Autosaved Hall")
        wait_for(lambda: "The Autosaved Hall" in area_text(d),
                 "the autosave to write the area file")
        cmd(a, "alock", "test +Ada +saved")
    with_world(body, extra_conf="[game]\nolc_autosave = 1\n")


def test_lock_one_builder_an_area():
    def body(srv, d):
        a = srv.client().create("Ada", PW)
        b = srv.client().create("Bob", PW)
        c = srv.client().create("Cid", PW)
        for who in ("Bob", "Cid"):
            cmd(a, "promote %s builder" % who, "%s is now a builder" % who)
            cmd(a, "aassign %s test" % who, "%s may now edit test" % who)
        cmd(b, "redit name Bob's Hall", "You now hold the edit lock on test")
        cmd(c, "redit name Cid's Hall",
            "Bob is editing test; one builder edits an area at a time")
        cmd(c, "look", "Bob's Hall")
        cmd(c, "alock", "test +Bob")
        # The lock ends when its holder quits.
        b.send("quit")
        b.expect_closed()
        cmd(c, "redit name Cid's Hall", "You now hold the edit lock on test")
        cmd(c, "look", "Cid's Hall")
        # And on release; an admin may release anyone's.
        cmd(a, "alock release test", "The lock on test is released")
        cmd(a, "redit name Ada's Hall", "You now hold the edit lock on test")
        cmd(c, "redit name Cid's Again", "Ada is editing test")
    with_world(body)


def test_lock_ends_when_idle():
    def body(srv, d):
        a = srv.client().create("Ada", PW)
        b = srv.client().create("Bob", PW)
        cmd(a, "promote Bob builder", "Bob is now a builder")
        cmd(a, "aassign Bob test", "Bob may now edit test")
        cmd(b, "redit name Bob's Hall", "edit lock on test")
        b.expect("Your edit lock ended: no edit for 10 seconds",
                 timeout=DEADLINE)
        cmd(a, "redit name Ada's Hall", "You now hold the edit lock on test")
    with_world(body, extra_conf="[game]\nolc_lock_timeout = 10\n")


def test_assignment_refused_then_allowed():
    def body(srv, d):
        a = srv.client().create("Ada", PW)
        p = srv.client().create("Pip", PW)
        cmd(p, "redit name Pip's Hall", "Huh\\?")     # a player
        cmd(a, "promote Pip builder", "Pip is now a builder")
        cmd(p, "redit name Pip's Hall", "You are not assigned to test")
        cmd(p, "look", "The Test Temple")
        cmd(p, "aassign Pip test", "Huh\\?")          # admins only
        cmd(a, "aassign Nobody test", "There is no player named 'Nobody'")
        cmd(a, "aassign Pip nowhere", "There is no area 'nowhere'")
        cmd(a, "aassign Pip test", "Pip may now edit test")
        cmd(a, "aassign Pip", "Pip may edit: test")
        cmd(p, "redit name Pip's Hall", "name Pip's Hall")
        cmd(a, "aunassign Pip test", "Pip may no longer edit test")
        cmd(p, "redit name Pip's Other Hall", "You are not assigned to test")
        # The assignment is kept in the database, across a restart.
        cmd(a, "aassign Pip test", "Pip may now edit test")
        a.send("quit")
        p.send("quit")
        srv.stop()
        srv.start()
        p = srv.client().login("Pip", PW)
        cmd(p, "redit name Pip's Kept Hall", "name Pip's Kept Hall")
    with_world(body)


def test_hand_edit_conflict():
    def body(srv, d):
        a = srv.client().create("Ada", PW)
        path = os.path.join(d, "test.are")
        # Unsaved edits in the game: areload would drop them.
        cmd(a, "redit name The Game's Hall", "name The Game's Hall")
        cmd(a, "areload test", "holds edits made in the game \\(by Ada\\)")
        a.expect("'asave test' writes them first; 'areload test force' "
                 "drops them")
        cmd(a, "look", "The Game's Hall")
        # Both changed: refused both ways, with the way to choose.
        with open(path) as f:
            hand = f.read().replace("The Vault", "The Hand-Made Vault")
        with open(path, "w") as f:
            f.write(hand)
        cmd(a, "areload test", "test was changed both in the game and on "
            "disk")
        cmd(a, "asave test", "test was not saved: .*test.are was changed "
            "on disk since the game read it, and the game holds edits not "
            "in it")
        assert area_text(d) == hand
        # 'asave force' keeps the game's version.
        cmd(a, "asave test force", "Saved test")
        text = area_text(d)
        assert "The Game's Hall" in text and "Hand-Made" not in text, text
        # A hand edit with nothing unsaved in the game reloads as before.
        with open(path, "w") as f:
            f.write(text.replace("The Vault", "The Hand-Made Vault"))
        cmd(a, "areload test", "Reloaded Test Keep")
        cmd(a, "redit 3002", "name The Hand-Made Vault")
        # Edit in the game, then by hand: 'areload force' takes the file.
        cmd(a, "redit name The Lost Hall", "name The Lost Hall")
        with open(path) as f:
            hand = f.read().replace("The Hand-Made Vault", "The Second Vault")
        with open(path, "w") as f:
            f.write(hand)
        cmd(a, "asave", "was changed on disk")
        cmd(a, "areload test force", "Reloaded Test Keep")
        cmd(a, "look", "The Game's Hall")
        cmd(a, "redit 3002", "name The Second Vault")
        assert area_text(d) == hand
        # A touch that changes no byte is no conflict.
        os.utime(path, None)
        cmd(a, "redit name The Touched Hall", "name The Touched Hall")
        cmd(a, "asave test", "Saved test")
    with_world(body)


def test_hedit_edit_save_restart():
    helpdir = tempfile.mkdtemp(prefix="mudhelp-")
    src = os.path.join(os.environ.get("MUD_SOURCE_DIR", "."), "data",
                       "help")
    for name in os.listdir(src):
        if name.endswith(".hlp"):
            shutil.copy(os.path.join(src, name), helpdir)
    srv = Server(extra_conf='[server]\nhelp_dir = "%s"\n' % helpdir)
    try:
        srv.start()
        a = srv.client().create("Ada", PW)
        p = srv.client().create("Pip", PW)
        cmd(p, "hedit look text", "Huh\\?")
        # It opens with the entry's text: cleared, to write anew.
        cmd(a, "hedit look text", "End with '.' alone on a line")
        cmd(a, "/c", "Cleared; start again")
        a.send("Usage: look [thing]")
        a.send("")
        a.send("Look about you: a line written in the game.")
        a.send(".")
        a.expect(spaced(r"Saved to \S*commands\.hlp; the help is in force"))
        cmd(p, "help look", "a line written in the game")
        # A new entry in a new file, and a refused keyword.
        cmd(a, "hedit new building olc-guide 'edit guide'",
            "End with '.'")
        a.send("How to build in the game.")
        a.send(".")
        a.expect(spaced(r"Saved to \S*building\.hlp"))
        cmd(p, "help edit guide", "How to build in the game")
        cmd(a, "hedit olc-guide keywords olc-guide look",
            "keyword 'look' is already one of the entry at")
        a.expect(spaced(r"Refused \(1 problem\); the help and \S*building\.hlp "
                        "are unchanged"))
        cmd(a, "hedit olc-guide text", "End with '.'")
        a.send("~")
        a.send(".")
        a.expect("A line holding only '~' ends an entry")
        cmd(a, "hedit olc-guide level builder", "Saved to")
        cmd(p, "help olc-guide", "There is no help")
        with open(os.path.join(helpdir, "commands.hlp")) as f:
            text = f.read()
        # The entry is written in place, the rest of the file as it was.
        assert "help look l\nUsage: look [thing]\n\nLook about you: a " \
            "line written in the game.\n~\n\nhelp kill" in text, text
        assert text.startswith("# commands.hlp: a help entry"), text[:200]
        a.send("quit")
        p.send("quit")
        srv.stop()
        srv.start()
        p = srv.client().login("Pip", PW)
        cmd(p, "help look", "a line written in the game")
        a = srv.client().login("Ada", PW)
        cmd(a, "help edit guide", "How to build in the game")
        cmd(a, "hedit olc-guide delete", "Saved to")
        cmd(a, "help olc-guide", "There is no help")
    finally:
        srv.cleanup()
        shutil.rmtree(helpdir, ignore_errors=True)


OTHER_AREA = """area Other Nook
vnums 4000 4099
builders Tests

room 4000
name The Other Nook
sector inside
description
A nook of another area.
~
end
"""


def test_areload_force_needs_the_assignment():
    """A builder may not force a reload of an area not theirs: it would
    drop another builder's unsaved edits and lock (as 'asave force')."""
    def body(srv, d):
        a = srv.client().create("Ada", PW)
        b = srv.client().create("Bob", PW)
        c = srv.client().create("Cid", PW)
        for who, area in (("Bob", "test"), ("Cid", "other")):
            cmd(a, "promote %s builder" % who, "%s is now a builder" % who)
            cmd(a, "aassign %s %s" % (who, area),
                "%s may now edit %s" % (who, area))
        cmd(c, "redit 4000 name Cid's Nook", "name Cid's Nook")
        cmd(b, "areload other force", "You are not assigned to other: "
            "'areload other force' would drop the edits made there and "
            "the edit lock")
        b.expect("Nothing was reloaded")
        cmd(a, "alock", "other +Cid +unsaved edits")
        cmd(c, "redit 4000", "name Cid's Nook")
        # 'all' is no way round it.
        cmd(b, "areload all force", "You are not assigned to other")
        cmd(a, "alock", "other +Cid +unsaved edits")
        # Its own area, and an admin anywhere, as before.
        cmd(b, "redit name Bob's Hall", "name Bob's Hall")
        cmd(b, "areload test force", "Reloaded Test Keep")
        cmd(a, "areload other force", "Reloaded Other Nook")
        cmd(c, "redit 4000", "name The Other Nook")
    d = make_world()
    with open(os.path.join(d, "area.lst"), "a") as f:
        f.write("other.are\n")
    with open(os.path.join(d, "other.are"), "w") as f:
        f.write(OTHER_AREA)
    srv = Server(args=["--area-dir", d])
    try:
        srv.start()
        body(srv, d)
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d)


if __name__ == "__main__":
    run([test_edit_save_restart, test_autosave_writes_the_file,
         test_lock_one_builder_an_area, test_lock_ends_when_idle,
         test_assignment_refused_then_allowed, test_hand_edit_conflict,
         test_hedit_edit_save_restart,
         test_areload_force_needs_the_assignment])
