"""mud import circle with DG scripts: the fixture world tests/import/dg (a
hall of errands written here, its questmaster scripted in DG) imports and
checks clean, every script of it translated to Lua, and a player runs the
questmaster's errand over TCP: greeted by name, turned back from the guild
(DG's return 0), told the quest, a global count kept between calls, the
rat tail given (a remote variable set on the player), then let in; a
speech trigger in word mode answers one of its words, and a wait ends."""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from mudtest import DEADLINE, Server, run  # noqa: E402

PW = "errand-runner-7"
SRC = os.path.join(os.environ.get("MUD_SOURCE_DIR", "."), "tests", "import",
                   "dg")


def test_dg_quest_completes():
    d = tempfile.mkdtemp(prefix="dg-")
    srv = Server(args=["--area-dir", d])
    try:
        r = subprocess.run([srv.bin, "import", "circle", SRC, d],
                           capture_output=True, text=True, timeout=DEADLINE)
        for bad in ("AddressSanitizer", "runtime error:", "LeakSanitizer"):
            assert bad not in r.stderr, r.stderr[-4000:]
        assert r.returncode == 0, r.stdout + r.stderr
        with open(os.path.join(d, "IMPORT.md")) as f:
            md = f.read()
        assert md.count("becomes a Lua") == 22, md
        assert "`trg/90.trg:215`: DG script 9022 'Warm token': 'attach'" in md
        srv.start()
        c = srv.client().create("Runner", PW)
        c.send("north")
        c.expect("The Quest Hall")
        c.expect("The questmaster says 'Welcome to the hall, Runner!'")
        # The guild is closed until an errand is run (return 0 on leave).
        c.send("north")
        c.expect("The questmaster bars your way: run an errand first.")
        c.send("say hail, all")
        c.expect("The questmaster says 'Hail yourself.'")
        c.send("say any errand for me?")
        c.expect("Bring me a rat tail from the counting room.")
        c.send("say an errand, I said")
        c.expect("I have said it 2 times: bring me a rat tail.")
        c.send("east")
        c.expect("The Counting Room")
        c.expect("Dust swirls as Runner comes in.")
        c.send("get tail")
        c.expect("You get a rat tail")
        c.send("west")
        c.expect("The Quest Hall")
        c.send("give tail questmaster")
        c.expect("Thank you, Runner: the errand is done.")
        c.send("say quest")
        c.expect("You have run my errand already, Runner.")
        c.send("say wait for it")
        c.expect("Wait for it, Runner...")
        c.expect("The answer is 42, Runner.")
        c.send("north")
        c.expect("The Guild of Errands")
        c.send("quit")
        c.expect_closed()
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    run([test_dg_quest_completes])
