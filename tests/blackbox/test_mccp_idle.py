"""An idle connection's MCCP2 stream rests (protocols.mccp_idle): after
that many seconds without output the server ends it with Z_FINISH, freeing
its zlib state, and the next output starts a new stream, announced with
IAC SB MCCP2 IAC SE; the client inflates both whole, and what it is sent
after the rest arrives compressed."""

import os
import select
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mudtest import run  # noqa: E402
from test_protocol_defects import (  # noqa: E402
    ECHO, EOR, MCCP2, SGA, WONT, Raw, create, with_server)


def mccp2_starts(c):
    return sum(1 for e in c.events if e[1] == "sb" and e[2][0] == MCCP2)


def test_idle_stream_rests_and_restarts():
    srv = with_server("[protocols]\nmccp_idle = 1\n")
    try:
        c = Raw(srv.port, do={MCCP2, EOR, SGA, ECHO})
        c.until(lambda: c.z is not None, "the MCCP2 stream")
        create(c, "Rester")
        c.expect("mv>")
        # Nothing more to say to it: within the sweep (5 s) past the
        # idle second, the stream ends whole.
        c.until(lambda: c.streams_ended or c.zerror, "the stream's rest")
        assert c.zerror is None, c.zerror
        assert c.streams_ended == 1
        assert mccp2_starts(c) == 1
        # The client did not refuse anything: no WONT MCCP2 was sent.
        assert not c.cmd_seen(WONT, MCCP2)
        assert c.plain_after_end == b"", c.plain_after_end

        # A command: its answer comes in a new stream, announced first.
        mark = len(c.data)
        c.send("say still here")
        c.expect("still here", mark)
        assert c.zerror is None, c.zerror
        assert mccp2_starts(c) == 2
        assert c.z is not None, "the answer did not come compressed"
        assert b"still here" not in c.plain_after_end

        # And it rests again, and comes back again.
        c.until(lambda: c.streams_ended == 2 or c.zerror,
                "the second rest")
        assert c.zerror is None, c.zerror
        mark = len(c.data)
        c.send("say again")
        c.expect("again", mark)
        assert mccp2_starts(c) == 3
        assert c.z is not None
        c.send("quit")
        c.until(lambda: c.closed, "the close")
        assert c.zerror is None, c.zerror
        assert c.streams_ended == 3, "the last stream was not ended"
    finally:
        srv.stop()
        srv.cleanup()


def test_busy_stream_does_not_hide_idle_ones():
    """The sweep reads the compressing connections least recently used
    first and stops at the first one in use: one kept busy between two
    idle ones (in the order they connected) must not keep the later idle
    one compressing."""
    srv = with_server("[protocols]\nmccp_idle = 1\n")
    clients = []
    try:
        for name in ("Idlefirst", "Busybody", "Idlelast"):
            c = Raw(srv.port, do={MCCP2, EOR, SGA, ECHO})
            c.until(lambda: c.z is not None, "the MCCP2 stream")
            create(c, name)
            c.expect("mv>")
            clients.append(c)
        first, busy, last = clients
        n = 0
        while not (first.streams_ended and last.streams_ended):
            # Output for the busy one alone (the others share its room)
            # every round; each round waits for its answer.
            n += 1
            mark = len(busy.data)
            busy.send("score")
            busy.expect("mv>", mark)
            ready, _, _ = select.select([first.sock, last.sock], [], [],
                                        0.2)
            for c in (first, last):
                if c.sock in ready:
                    c.pump()
            assert n < 600, "the idle ones never rested"
        for c in clients:
            assert c.zerror is None, c.zerror
        assert first.plain_after_end == b"" and last.plain_after_end == b""
    finally:
        for c in clients:
            c.close()
        srv.stop()
        srv.cleanup()


if __name__ == "__main__":
    run([test_idle_stream_rests_and_restarts,
         test_busy_stream_does_not_hide_idle_ones])
