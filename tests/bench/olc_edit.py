"""What one OLC edit costs on a small and on a large area, side by side:
the same field edit ('redit <vnum> name ...') made again and again by an
admin on an area of a few hundred rooms and on one of tens of thousands
(scripts/gen-world: one area each), over TCP against the real server.

Per area size: the area file's bytes, milliseconds per edit (each edit
waited for: median and max), and typed ahead: EDITS lines sent at once
while an honest player in another room says something, with how long the
burst took and the player's round trip. One JSON line per area, then one
with the large/small ratio of the median edit (near 1 when an edit costs
what it changes; about the ratio of the sizes when it rewrites the area).
`scripts/bench olc [large rooms] [edits]` (default 11000, about 6.8 MB, and 300)."""

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "blackbox"))
from mudtest import Server  # noqa: E402

LARGE = int(sys.argv[1]) if len(sys.argv) > 1 else 11000
EDITS = int(sys.argv[2]) if len(sys.argv) > 2 else 300
SMALL = 500
PW = "bench-olc-pass-1"
SRC = os.environ.get("MUD_SOURCE_DIR", ".")


def world(rooms):
    d = tempfile.mkdtemp(prefix="olcbench-")
    subprocess.run([sys.executable, os.path.join(SRC, "scripts", "gen-world"),
                    d, str(rooms), str(rooms)], check=True,
                   stdout=subprocess.DEVNULL)
    # One area: the start room's ways into the others go.
    start = os.path.join(d, "start.are")
    with open(start) as f:
        lines = [ln for ln in f if not ln.startswith("exit ") or
                 ln.startswith("exit north ")]
    with open(start, "w") as f:
        f.writelines(lines)
    return d


def first_room(path):
    with open(path) as f:
        for line in f:
            if line.startswith("room "):
                return int(line.split()[1])
    raise RuntimeError("no room in " + path)


def run(rooms):
    d = world(rooms)
    area = os.path.join(d, "gen0000.are")
    size = os.path.getsize(area)
    vnum = first_room(area)
    srv = Server(args=["--area-dir", d])
    try:
        srv.start()
        a = srv.client().create("Ada", PW)     # the first player: admin
        p = srv.client().create("Pip", PW)
        times = []
        for i in range(min(EDITS, 50)):
            t0 = time.monotonic()
            a.send("redit %d name Edited Field %d" % (vnum, i))
            a.expect("name Edited Field %d\r?\n" % i, timeout=600)
            times.append(time.monotonic() - t0)
        # Typed ahead: every line at once, and a player's say beside it.
        t0 = time.monotonic()
        a.send("\n".join("redit %d name Burst %d" % (vnum, i)
                         for i in range(EDITS)))
        p.send("say honest")
        p.expect("You say 'honest'", timeout=600)
        trip = time.monotonic() - t0
        a.expect("name Burst %d\r?\n" % (EDITS - 1), timeout=600)
        burst = time.monotonic() - t0
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d)
    return {"rooms": rooms, "area_bytes": size,
            "ms_per_edit_median": round(statistics.median(times) * 1000, 3),
            "ms_per_edit_max": round(max(times) * 1000, 3),
            "typed_ahead": EDITS, "burst_s": round(burst, 3),
            "player_round_trip_s": round(trip, 3)}


def main():
    small = run(SMALL)
    print(json.dumps(dict(small, phase="small")), flush=True)
    large = run(LARGE)
    print(json.dumps(dict(large, phase="large")), flush=True)
    print(json.dumps({"phase": "ratio",
                      "edit_median_large_over_small":
                      round(large["ms_per_edit_median"] /
                            max(small["ms_per_edit_median"], 1e-6), 2),
                      "bytes_large_over_small":
                      round(large["area_bytes"] / small["area_bytes"], 1)}))


if __name__ == "__main__":
    main()
