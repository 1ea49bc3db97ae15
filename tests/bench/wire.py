"""Bytes on the wire for one scripted session, with and without MCCP2, and
the server's CPU time per MB of compressed output.

Two clients play the same script against the real server (MUD_BIN): one
refuses MCCP2, one accepts it and inflates what it gets (so the test of the
stream is real). Prints JSON lines."""

import json
import os
import sys
import time
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "blackbox"))
from mudtest import Client, Server  # noqa: E402

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 40
SCRIPT = ["look", "south", "south", "look", "exits", "west", "look",
          "east", "east", "look", "west", "north", "north", "score", "who",
          "help", "say the weather is fine today", "inventory", "equipment"]


class Mccp(Client):
    """A client that says DO MCCP2 and inflates from the start marker."""

    def __init__(self, port, accept):
        super().__init__(port)
        self.accept = accept
        self.z = None
        self.wire = 0

    def _answer(self, cmd, opt):
        if cmd == 251 and opt == 86:
            self.sock.sendall(bytes([255, 253 if self.accept else 254, 86]))
            return
        super()._answer(cmd, opt)

    def _feed(self, data):
        self.wire += len(data)
        if self.z is not None:
            data = self.z.decompress(data)
        else:
            marker = b"\xff\xfa\x56\xff\xf0"
            i = data.find(marker)
            if i >= 0:
                self.z = zlib.decompressobj()
                data = data[:i] + self.z.decompress(data[i + len(marker):])
        super()._feed(data)


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def session(srv, accept, name):
    c = Mccp(srv.port, accept).create(name, "wire-password-1")
    cpu0 = cpu_seconds(srv.proc.pid)
    w0 = c.wire
    for _ in range(ROUNDS):
        for cmd in SCRIPT:
            c.send(cmd)
            c.expect("mv>")
    wire = c.wire - w0
    cpu = cpu_seconds(srv.proc.pid) - cpu0
    text = len(c.text.encode())
    c.send("quit")
    return wire, text, cpu, c.z is not None


def main():
    srv = Server().start()
    try:
        plain, text_p, cpu_p, z_p = session(srv, False, "Plainwire")
        comp, text_c, cpu_c, z_c = session(srv, True, "Zipwire")
        assert not z_p and z_c
        print(json.dumps({"mode": "plain", "commands":
                          ROUNDS * len(SCRIPT), "wire_bytes": plain,
                          "server_cpu_s": round(cpu_p, 3)}))
        print(json.dumps({"mode": "mccp2", "commands":
                          ROUNDS * len(SCRIPT), "wire_bytes": comp,
                          "server_cpu_s": round(cpu_c, 3),
                          "ratio": round(plain / comp, 2),
                          "server_cpu_s_per_mb_compressed": round(
                              cpu_c / (comp / 1e6), 3),
                          "server_cpu_s_per_mb_uncompressed": round(
                              cpu_c / (plain / 1e6), 3)}))
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    main()
