"""gen_circle.py OUT N: write a CircleMUD lib/world of N generated zones
of 100 rooms each (a 10 by 10 grid with doors north and south, 20
mobiles, 30 objects, zone commands that load, equip, place and close
doors, and a shop per zone) into OUT, to time 'mud import circle' on a
large world (N = 100: 10,000 rooms)."""
import os, sys
out, nz = sys.argv[1], int(sys.argv[2])
for k in ("wld", "mob", "obj", "zon", "shp"):
    os.makedirs(os.path.join(out, k), exist_ok=True)
idx = {k: [] for k in ("wld", "mob", "obj", "zon", "shp")}
for z in range(1, nz + 1):
    base = z * 100
    w = []
    for r in range(100):
        v = base + r
        w.append("#%d\nRoom %d of zone %d~\n   A generated room, number %d, with a plain description\nthat runs over two lines.\n~\n%d 8 %d\n" % (v, r, z, v, z, r % 6))
        if r % 10 != 9:
            w.append("D1\n~\n~\n0 -1 %d\n" % (v + 1))
        if r % 10 != 0:
            w.append("D3\n~\n~\n0 -1 %d\n" % (v - 1))
        if r < 90:
            w.append("D2\n~\ndoor~\n1 -1 %d\n" % (v + 10))
        if r >= 10:
            w.append("D0\n~\ndoor~\n1 -1 %d\n" % (v - 10))
        w.append("E\nsign~\nA sign.\n~\nS\n")
    w.append("$~\n")
    m = []
    for i in range(20):
        m.append("#%d\nmob%d creature~\na creature %d~\nA creature %d is here.\n~\nIt is generated.\n~\n10 0 0 S\n5 15 5 2d8+20 1d6+1\n10 100\n8 8 0\n" % (base + i, i, i, i))
    m.append("$\n")
    o = []
    for i in range(30):
        o.append("#%d\nthing%d~\na thing %d~\nA thing %d lies here.~\n~\n5 0 8193\n0 2 4 3\n5 10 1\nA\n18 1\n" % (base + i, i, i, i))
    o.append("$\n")
    zc = ["#%d\nZone %d~\n%d 15 2\n" % (z, z, base + 99)]
    for i in range(20):
        zc.append("M 0 %d 2 %d\nG 1 %d 1\nE 1 %d 1 16\n" % (base + i, base + i * 5, base + i, base + 20 + i % 10))
    for i in range(30):
        zc.append("O 0 %d 1 %d\n" % (base + i, base + 50 + i))
    for r in range(90):
        zc.append("D 0 %d 2 1\n" % (base + r))
    zc.append("S\n$\n")
    s = ["CircleMUD v3.0 Shop File~\n#%d~\n%d\n-1\n1.5\n0.5\n5\n-1\n" % (base, base)]
    s += ["%s msg~\n" for _ in range(7)]
    s.append("0\n0\n%d\n0\n%d\n-1\n0\n28\n0\n0\n$~\n" % (base, base))
    for k, text in (("wld", w), ("mob", m), ("obj", o), ("zon", zc), ("shp", s)):
        n = "%d.%s" % (z, k)
        with open(os.path.join(out, k, n), "w") as f:
            f.write("".join(text))
        idx[k].append(n)
for k in idx:
    with open(os.path.join(out, k, "index"), "w") as f:
        f.write("\n".join(idx[k]) + "\n$\n")
