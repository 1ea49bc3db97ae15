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
Then the structural edits, the same way (EDITS typed ahead after 50
waited for, a `say` beside the burst): `redit create` of new rooms,
`zedit add 1` of a reset before the others (standing in the area),
`zedit delete 1` of those, and `redit delete` of the rooms made. One JSON line per area and kind, then one per kind with the
large/small ratio.
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
    # Room for the rooms the structural edits make: the range goes on.
    area = os.path.join(d, "gen0000.are")
    with open(area) as f:
        text = f.read()
    head, rest = text.split("\nvnums ", 1)
    lo, hi = rest.split("\n", 1)[0].split()
    text = text.replace("\nvnums %s %s\n" % (lo, hi),
                        "\nvnums %s %d\n" % (lo, int(hi) + 1000), 1)
    with open(area, "w") as f:
        f.write(text)
    return d


def first_of(path, word):
    with open(path) as f:
        for line in f:
            if line.startswith(word + " "):
                return int(line.split()[1])
    raise RuntimeError("no %s in %s" % (word, path))


def last_vnum(path):
    with open(path) as f:
        for line in f:
            if line.startswith("vnums "):
                return int(line.split()[2])
    raise RuntimeError("no vnums in " + path)


def structural(a, p, kind, lines, want):
    """50 edits waited for, then EDITS typed ahead beside a say."""
    times = []
    for i in range(50):
        t0 = time.monotonic()
        a.send(lines[i])
        a.expect(want(i), timeout=600)
        times.append(time.monotonic() - t0)
    burst = lines[50:50 + EDITS]
    start = a.pos
    t0 = time.monotonic()
    a.send("\n".join(burst + ["say end of %s" % kind]))
    p.send("say honest")
    p.expect("You say 'honest'", timeout=600)
    trip = time.monotonic() - t0
    a.expect("You say 'end of %s'" % kind, timeout=900)
    total = time.monotonic() - t0
    # A server too slow for the burst drops what overflows its queue.
    dropped = a.text[start:a.pos].count("Too much typed ahead")
    return {"kind": kind, "dropped": dropped,
            "ms_per_edit_median": round(statistics.median(times) * 1000, 3),
            "ms_per_edit_max": round(max(times) * 1000, 3),
            "typed_ahead": len(burst), "burst_s": round(total, 3),
            "player_round_trip_s": round(trip, 3)}


def first_room(path):
    with open(path) as f:
        for line in f:
            if line.startswith("room "):
                return int(line.split()[1])
    raise RuntimeError("no room in " + path)


def run(rooms, phase):
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
        # Structural edits: rooms made, resets added, the rooms removed.
        top = last_vnum(area) - 999
        made = [top + i for i in range(50 + EDITS)]
        field = {"kind": "redit name",
                 "ms_per_edit_median":
                 round(statistics.median(times) * 1000, 3),
                 "ms_per_edit_max": round(max(times) * 1000, 3),
                 "typed_ahead": EDITS, "burst_s": round(burst, 3),
                 "player_round_trip_s": round(trip, 3)}
        out = []

        def done(r):
            r = dict(r, rooms=rooms, area_bytes=size, phase=phase)
            print(json.dumps(r), flush=True)
            out.append(r)
        done(field)
        kinds = [structural(a, p, "redit create",
                            ["redit create %d" % v for v in made],
                            lambda i: "room %d\r?\nname A new room" %
                            made[i])]
        done(kinds[-1])
        mob = first_of(area, "mob")
        a.send("goto %d" % vnum)
        a.expect("Edited|Burst", timeout=600)
        kinds.append(structural(a, p, "zedit add",
                                ["zedit add 1 mob %d in %d" % (mob, vnum)
                                 for v in made],
                                lambda i: "Done: the resets of"))
        done(kinds[-1])
        kinds.append(structural(a, p, "zedit delete",
                                ["zedit delete 1"] * (50 + EDITS),
                                lambda i: "Done: one of the resets of"))
        done(kinds[-1])
        kinds.append(structural(a, p, "redit delete",
                                ["redit delete %d" % v for v in made],
                                lambda i: "Done: room %d is gone" %
                                made[i]))
        done(kinds[-1])
        srv.stop()
    finally:
        srv.cleanup()
        shutil.rmtree(d)
    return out


def main():
    small = run(SMALL, "small")
    large = run(LARGE, "large")
    for s, g in zip(small, large):
        print(json.dumps({"phase": "ratio", "kind": s["kind"],
                          "edit_median_large_over_small":
                          round(g["ms_per_edit_median"] /
                                max(s["ms_per_edit_median"], 1e-6), 2),
                          "burst_large_over_small":
                          round(g["burst_s"] / max(s["burst_s"], 1e-6), 2),
                          "bytes_large_over_small":
                          round(g["area_bytes"] / s["area_bytes"], 1)}),
              flush=True)


if __name__ == "__main__":
    main()
