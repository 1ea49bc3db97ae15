"""Black-box: finding and talking to other players: who and its filters,
tell and reply, the gossip channel, emote and the socials."""

import re

from mudtest import Server, run

PW = "talk-password-1"


def with_server(fn, conf=""):
    srv = Server(extra_conf=conf)
    try:
        srv.start()
        fn(srv)
        srv.stop()
    finally:
        srv.cleanup()


def who_names(client, args=""):
    """The names one 'who' lists, and its closing lines."""
    client.send(("who " + args).strip())
    m = client.expect("Players in the game\r?\n-+\r?\n((?:\\[[^\n]*\n)*)"
                      "\r?\n([^\n]*player[^\n]*)(\r?\n[^\n<]*in all\\.)?")
    names = re.findall(r"\] (\w+)", m.group(1))
    return names, m.group(2) + (m.group(3) or "")


def test_who_caps_the_list_and_filters_it():
    def body(srv):
        people = [("Abel", "warrior"), ("Abby", "mage"), ("Bruno", "mage"),
                  ("Cora", "thief")]
        clients = [srv.client().create(n, PW, k) for n, k in people]
        c = clients[-1]
        names, tail = who_names(c)
        assert names == ["Abel", "Abby", "Bruno"], names
        assert "3 of 4 players shown" in tail, tail
        names, tail = who_names(c, "mage")
        assert names == ["Abby", "Bruno"], names
        assert "2 players." in tail and "4 in the game in all" in tail, tail
        names, _ = who_names(c, "ab")
        assert names == ["Abel", "Abby"], names
        names, _ = who_names(c, "ab mag")
        assert names == ["Abby"], names
        names, tail = who_names(c, "2-50")
        assert names == [] and "0 players." in tail, (names, tail)
        names, _ = who_names(c, "1")
        assert len(names) == 3, names
        c.send("who 9-3")
        c.expect("Usage: who \\[name\\]")
        clients[0].send("quit")
        clients[0].expect_closed()
        names, tail = who_names(c, "ab")
        assert names == ["Abby"], names
        assert "3 in the game in all" in tail, tail
    with_server(body, "[game]\nwho_max = 3\n")


def test_tell_and_reply_reach_one_player_anywhere():
    def body(srv):
        a = srv.client().create("Tilda", PW)
        b = srv.client().create("Usko", PW)
        b.send("south")                    # not in the same room
        b.expect("mv> ")
        a.send("tell usko meet me at the {rgate{x")
        a.expect("You tell Usko 'meet me at the \\{rgate\\{x'")
        # Markup typed by a player is shown as typed, not as colour.
        b.expect("Tilda tells you 'meet me at the \\{rgate\\{x'")
        b.send("reply on my way")
        b.expect("You tell Tilda 'on my way'")
        a.expect("Usko tells you 'on my way'")
        a.send("tell nobodyhere hello")
        a.expect("No one called that is playing")
        a.send("tell tilda hello")
        a.expect("You mutter to yourself")
        a.send("tell usko")
        a.expect("Tell whom what")
        c = srv.client().create("Vesna", PW)
        c.send("reply hello")
        c.expect("No one has told you anything yet")
        # Control codes never reach another player's terminal.
        a.send_raw(b"tell vesna ring \x07\x1b[2Jbell\r\n")
        m = c.expect("Tilda tells you '([^']*)'")
        assert m.group(1) == "ring [2Jbell", repr(m.group(1))
        b.send("quit")
        b.expect_closed()
        a.send("reply still there?")
        a.expect("Usko is no longer playing")
    with_server(body)


def test_gossip_reaches_everyone_listening():
    def body(srv):
        a = srv.client().create("Wanda", PW)
        b = srv.client().create("Xaver", PW)
        c = srv.client().create("Yrsa", PW)
        b.send("south")
        b.expect("mv> ")
        c.send("gossip")
        c.expect("You no longer hear gossip")
        a.send("gossip anyone for the crypt?")
        a.expect("You gossip 'anyone for the crypt\\?'")
        b.expect("Wanda gossips 'anyone for the crypt\\?'")
        c.send("gossip can I?")
        c.expect("You are not listening to gossip")
        c.send("say still here")
        c.expect("You say 'still here'")
        assert "crypt" not in c.text, "deaf player heard gossip"
        # The setting is saved with the character.
        c.send("quit")
        c.expect_closed()
        c = srv.client().login("Yrsa", PW)
        a.send("gossip second call")
        a.expect("You gossip 'second call'")
        b.expect("Wanda gossips 'second call'")
        c.send("say and now?")
        c.expect("You say 'and now\\?'")
        assert "second call" not in c.text, "the setting was lost"
        c.send("gossip")
        c.expect("You hear gossip again")
        a.send("gossip third call")
        c.expect("Wanda gossips 'third call'")
    with_server(body)


def test_emote_shows_the_room():
    def body(srv):
        a = srv.client().create("Zora", PW)
        b = srv.client().create("Arvo", PW)
        a.send("emote grins at the {gstatue{x.")
        a.expect("Zora grins at the \\{gstatue\\{x\\.")
        b.expect("Zora grins at the \\{gstatue\\{x\\.")
        a.send("emote")
        a.expect("Emote what")
    with_server(body)


def test_socials_alone_at_someone_and_at_oneself():
    def body(srv):
        a = srv.client().create("Bodil", PW)
        b = srv.client().create("Cai", PW)
        c = srv.client().create("Dag", PW)
        a.send("smile")
        a.expect("You smile\\.")
        b.expect("Bodil smiles\\.")
        a.send("bow cai")
        a.expect("You bow low to Cai\\.")
        b.expect("Bodil bows low to you\\.")
        b.expect("mv> ")                    # the prompt comes back to Cai
        c.expect("Bodil bows low to Cai\\.")
        a.send("wave bodil")
        a.expect("You wave at your own shadow\\.")
        c.expect("Bodil waves at a shadow\\.")
        a.send("hug")
        a.expect("Hug whom\\?")
        a.send("poke nobody")
        a.expect("You see no one here by that name")
        a.send("smil")                      # socials take whole names
        a.expect("Huh\\? 'smil' is not a command")
        a.send("help nod")
        a.expect("Usage: nod \\[someone\\]")
        a.send("socials")
        a.expect("(?s)Socials.*applaud.*wink")
        # Cai, not Dag, heard the bow as aimed at him.
        assert "Bodil bows low to you" not in c.text
    with_server(body)


def test_no_invisible_or_direction_characters_reach_others():
    """Direction overrides and isolates (which reorder what follows) and
    zero-width characters never pass from one player's text to another's
    screen: "evil<RLO>txt.exe" arrives as "eviltxt.exe"."""
    def body(srv):
        a = srv.client().create("Mallory", PW)
        b = srv.client().create("Trent", PW)
        spoof = ("say evil\u202etxt.exe \u2066x\u2069 B\u200bo\u200db"
                 "\ufeff \u00e9t\u00e9 \u2014 ok")
        a.send(spoof.encode("utf-8"))
        m = b.expect("Mallory says '([^']*)'")
        said = m.group(1)
        assert said == "eviltxt.exe x Bob \u00e9t\u00e9 \u2014 ok", \
            repr(said)
        for bad in ("\u202e", "\u2066", "\u2069", "\u200b", "\u200d",
                    "\ufeff"):
            assert bad not in b.text, repr(bad)
        a.send("tell trent \u202eyawa".encode("utf-8"))
        m = b.expect("Mallory tells you '([^']*)'")
        assert m.group(1) == "yawa", repr(m.group(1))
    with_server(body)


if __name__ == "__main__":
    run([test_who_caps_the_list_and_filters_it,
         test_tell_and_reply_reach_one_player_anywhere,
         test_gossip_reaches_everyone_listening,
         test_emote_shows_the_room,
         test_socials_alone_at_someone_and_at_oneself,
         test_no_invisible_or_direction_characters_reach_others])
