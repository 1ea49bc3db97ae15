"""Black-box: a crowd over TCP, with small counts configured: a look past
room_list_max lists three and counts the rest, 'look <name>' finds one not
listed; in a room past crowd_size a speaker over its own limit or the
room's is told so, and a listener hears no more than the room's budget in
one window of game time (pulses, read from the admin's 'events')."""

import re

from mudtest import Server, run

PW = "crowd-password-1"
NAMES = ["Anna", "Bela", "Cato", "Dora", "Egon", "Fina"]
WINDOW = 10                 # crowd_window, seconds
WINDOW_PULSES = WINDOW * 4
CONF = ("[game]\nroom_list_max = 3\ncrowd_size = 3\ncrowd_window = %d\n"
        "crowd_speaker_lines = 1\ncrowd_room_lines = 2\n" % WINDOW)


def with_crowd(fn):
    srv = Server(extra_conf=CONF)
    try:
        srv.start()
        # The first is the admin, who reads the pulse.
        clients = [srv.client().create(n, PW) for n in NAMES]
        fn(srv, clients)
        srv.stop()
    finally:
        srv.cleanup()


MARKS = [0]


def settle(c):
    """Read everything sent to c so far: the answer to a command of its
    own (a word no command has, told back) comes after it."""
    MARKS[0] += 1
    word = "zzmark%d" % MARKS[0]
    c.send(word)
    c.expect("'%s' is not a command" % word)


def test_look_summarises_a_crowd_and_finds_anyone_by_name():
    def body(srv, clients):
        f = clients[-1]
        settle(f)
        f.send("look")
        m = f.expect(r"\[Exits:[^\n]*\n((?:[^\n]*\n)*?)\.\.\.and ([\d,]+) "
                     r"other adventurers? (?:is|are) here\.")
        listed = [n for n in NAMES[:-1] if re.search(r"\b%s\b" % n,
                                                     m.group(1))]
        shown = [ln for ln in m.group(1).splitlines() if ln.strip()]
        # Objects may lie here too; of the people at most three.
        assert len(listed) <= 3, m.group(1)
        rest = int(m.group(2).replace(",", ""))
        assert rest >= 5 - len(listed), (rest, listed)
        hidden = [n for n in NAMES[:-1] if n not in listed]
        assert len(hidden) >= 2, (listed, shown)
        # Not in the list, still found by name.
        f.send("look " + hidden[0].lower())
        f.expect("You see nothing special about %s" % hidden[0])
        f.send("tell %s psst" % hidden[-1].lower())
        f.expect("You tell %s 'psst'" % hidden[-1])
    with_crowd(body)


def test_speech_is_limited_per_speaker_and_per_room():
    def body(srv, clients):
        admin, listener = clients[0], clients[-1]
        for c in clients:
            settle(c)
        start_text = len(listener.text)
        p0 = admin.pulse()
        replies = []
        # One at a time, each waiting for its answer: the order is known.
        for c, line in ((clients[1], "one"), (clients[1], "again"),
                        (clients[2], "two"), (clients[3], "three"),
                        (clients[4], "four")):
            c.send("say " + line)
            m = c.expect(r"You say '%s'|The crowd is thick here[^\n]*|"
                         r"The crowd is too loud[^\n]*" % line)
            replies.append(m.group(0))
        p1 = admin.pulse()
        settle(listener)
        heard = re.findall(r"(\w+) says .(\w+).",
                           listener.text[start_text:])
        if p1 - p0 >= WINDOW_PULSES:
            # The burst spanned more than one window: nothing to judge.
            print("SKIP the budget check: the burst took %d pulses"
                  % (p1 - p0))
            return
        assert replies[0] == "You say 'one'", replies
        assert replies[1].startswith("The crowd is thick here: you may "
                                     "speak 1 time every 10 seconds"), \
            replies
        assert replies[2] == "You say 'two'", replies
        assert replies[3].startswith("The crowd is too loud"), replies
        assert replies[4].startswith("The crowd is too loud"), replies
        # The listener heard the room's budget of lines, no more.
        assert heard == [("Bela", "one"), ("Cato", "two")], heard
        # The window over (in game time), the room hears again.
        admin.wait_pulses(WINDOW_PULSES + 1, since=p1)
        start_text = len(listener.text)
        clients[3].send("emote nods.")
        clients[3].expect("Dora nods.")
        settle(listener)
        assert "Dora nods." in listener.text[start_text:]
    with_crowd(body)


if __name__ == "__main__":
    run([test_look_summarises_a_crowd_and_finds_anyone_by_name,
         test_speech_is_limited_per_speaker_and_per_room])
