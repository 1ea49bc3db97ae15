"""Black-box: a session recorded with --record (several players, over a
thousand commands: logins, talk, walking, fights, spells, a wrong password,
a link lost) replays with --replay, without any client, to the same output
for every connection; and the recording holds no password."""

import os
import random
import re
import subprocess
import tempfile

from mudtest import DEADLINE, Client, Server, run

PW = "replay-pass-1"
WALK = ["north", "south", "east", "west", "up", "down", "look", "exits",
        "score", "inventory", "who", "say hello", "emote waves",
        "kill rat", "kill guard", "consider guard", "cast 'magic missile'",
        "cast 'cure light'", "flee", "rest", "stand", "get all",
        "drop all", "equipment", "recall", "sleep", "wake", "help look"]


def test_record_then_replay_gives_the_same_output():
    d = tempfile.mkdtemp(prefix="mudreplay-")
    rec = os.path.join(d, "session.rec")
    srv = Server(extra_conf="[engine]\nhash_cost = minimum\n",
                 args=["--record", rec, "--seed", "7"])
    srv.start()
    rng = random.Random(5)
    sent = 0
    try:
        # The first player is an admin; Zed only reads the game's clock
        # with 'events', whose timings are the machine's, not the game's:
        # the one connection a replay cannot send the same.
        z = srv.client().create("Zed", PW)
        a = srv.client().create("Ana", PW, "mage")
        b = srv.client().create("Ben", PW, "cleric")
        c = srv.client().create("Cid", PW, "warrior")
        # A wrong password, then the right one, on a fourth connection.
        x = srv.client()
        x.expect("go by\\? ")
        x.send("Ana")
        x.expect("Password: ")
        x.send("not-the-password")
        x.expect("Wrong password")
        x.close()
        players = [a, b, c]
        for i in range(520):
            p = players[i % 3]
            cmd = rng.choice(WALK)
            p.send(cmd)
            p.send("say mark %d" % i)
            p.expect("You say 'mark %d'|You are asleep|Your head is "
                     "still spinning|You are dead" % i, timeout=DEADLINE)
            sent += 2
            # Let game time pass now and then: fights, heals, wandering.
            if i % 100 == 99:
                z.wait_pulses(6)
        # Ben loses his link; Cid quits; the rest stay until shutdown.
        b.close()
        c.send("quit")
        c.expect_closed()
        a.send("say done")
        a.expect("You say 'done'")
        z.send("quit")
        z.expect_closed()
        srv.stop()
        assert sent >= 1000, sent
        with open(rec, "rb") as f:
            text = f.read()
        assert PW.encode().hex().encode() not in text, "a password leaked"
        assert b"not-the-password".hex().encode() not in text
        out = os.path.join(d, "out")
        os.mkdir(out)
        r = subprocess.run([srv.bin, "--config", srv.conf, "--area-dir",
                            os.path.join(srv.src, "area"), "--replay", rec,
                            "--replay-out", out],
                           capture_output=True, text=True, timeout=600)
        print(r.stdout.strip())
        differ = re.findall(r"replay: connection (\d+) was sent", r.stderr)
        assert set(differ) <= {"1"}, [l for l in r.stderr.splitlines()
                                      if "warn" in l][-20:]
        assert r.returncode in (0, 1), r.stdout + r.stderr[-3000:]
        assert len(os.listdir(out)) >= 5, os.listdir(out)
        with open(os.path.join(out, "5.out"), "rb") as f:
            assert b"Wrong password" in f.read()
        # What Ana's client read is what the replay says she was sent.
        with open(os.path.join(out, "2.out"), "rb") as f:
            replayed = re.sub(r"\x1b\[[0-9;]*m", "",
                              f.read().decode("utf-8", "replace"))
        assert "You say 'done'" in replayed
        assert "mark 516" in replayed
        # Twice: the same bytes.
        out2 = os.path.join(d, "out2")
        os.mkdir(out2)
        subprocess.run([srv.bin, "--config", srv.conf, "--area-dir",
                        os.path.join(srv.src, "area"), "--replay", rec,
                        "--replay-out", out2], capture_output=True,
                       timeout=600)
        for name in os.listdir(out):
            with open(os.path.join(out, name), "rb") as f1, \
                    open(os.path.join(out2, name), "rb") as f2:
                assert f1.read() == f2.read(), name
    finally:
        srv.cleanup()
        if os.environ.get("KEEP") is None:
            subprocess.run(["rm", "-rf", d])


if __name__ == "__main__":
    run([test_record_then_replay_gives_the_same_output])
