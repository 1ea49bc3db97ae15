"""Black-box: the auction over TCP. A new character takes off its vest
and sells it; another, elsewhere, bids and buys it when the auctioneer's
calls run out; the gold and the vest change hands and stay so after a
login. Then the buyer sells it again, saves, and the server is killed
mid-sale: after the restart the vest is the seller's, once, and the
bidder's gold untouched. A third player with the channel off hears
none of it."""

import re
import signal

from mudtest import Server, run

PW = "auction-pass-1"
PROMPT = "\n<[^\n>]*> "


def cmd(c, line, pattern=None):
    c.send(line)
    if pattern is None:
        return c.expect(PROMPT)
    return c.expect("(?s)%s.*?%s" % (pattern, PROMPT))


def gold(c):
    m = cmd(c, "score", r"Gold (\d+)\.")
    return int(m.group(1))


def test_sell_buy_and_crash():
    srv = Server(extra_conf="[game]\nauction_stage = 1\n")
    try:
        srv.start()
        ada = srv.client().create("Ada", PW)        # first player: admin
        bob = srv.client().create("Bob", PW)
        cid = srv.client().create("Cid", PW)
        cmd(ada, "auction off", "You no longer hear auction")
        cmd(cid, "north")                            # elsewhere in town
        bob_gold, cid_gold = gold(bob), gold(cid)
        cmd(bob, "remove vest", "You stop using a quilted vest")
        cmd(bob, "auction vest 10", "Bob puts a quilted vest up for sale")
        cid.expect(r"\[Auction\] Bob puts a quilted vest up for sale; "
                   r"bids from 10 gold")
        cmd(cid, "auction bid %d" % (cid_gold + 1),
            "You don't have that much gold")
        cmd(cid, "auction bid 25", "Cid bids 25 gold on a quilted vest")
        bob.expect("A quilted vest: going once to Cid for 25 gold")
        bob.expect("going twice")
        bob.expect("A quilted vest: sold to Cid for 25 gold!")
        cid.expect("You pay 25 gold and receive a quilted vest")
        cmd(cid, "inventory", "a quilted vest")
        # Ada switched the channel off: none of it reached her.
        cmd(ada, "auction", "Nothing is up for sale")
        assert "[Auction]" not in ada.text, ada.text
        assert gold(cid) == cid_gold - 25
        assert gold(bob) == bob_gold + 25
        # The buyer sells it again; a crash in the middle of the sale.
        cmd(cid, "auction vest 5", "Cid puts a quilted vest up for sale")
        cmd(bob, "auction bid 5", "Bob bids 5 gold")
        cmd(cid, "inventory")
        cmd(cid, "save", "Saved")
        cmd(bob, "save", "Saved")
        srv.stop(signal.SIGKILL, expect_rc=None)
        srv.start()
        cid = srv.client().login("Cid", PW)
        m = cmd(cid, "inventory", "You are carrying")
        assert m.group(0).count("a quilted vest") == 1, m.group(0)
        cmd(cid, "auction", "Nothing is up for sale")
        bob = srv.client().login("Bob", PW)
        assert gold(bob) == bob_gold + 25
        m = cmd(bob, "inventory", "You are carrying")
        assert "quilted vest" not in m.group(0), m.group(0)
        ada = srv.client().login("Ada", PW)
        for c in (ada, bob, cid):
            c.send("quit")
            c.expect_closed()
        srv.stop()
        log = srv.read_log()
        assert not re.search(r"AddressSanitizer", log), log[-2000:]
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_sell_buy_and_crash])
