"""gen_import.py DIR ROOMS: write a generated world of ROOMS rooms in two
foreign formats, for 'scripts/bench import': DIR/rom (a ROM 2.4 area.lst
and its .are files) and DIR/circle/lib/world (a CircleMUD 3 tree: wld,
mob, obj, zon with their index files). Areas of 100 rooms in a grid
(east-west within an area, north-south to the next area), each with
mobiles, objects, resets and a shop. The same arguments always give the
same bytes."""

import os
import sys

PER_AREA = 100
BASE = 10000


def rom_area(n, rooms):
    lo = BASE + n * PER_AREA
    out = ["#AREA\nzone%d.are~\nZone %d~\n{ 1 50} Bench  Zone %d~\n%d %d\n"
           % (n, n, n, lo, lo + PER_AREA - 1)]
    nmob = max(1, rooms // 5)
    out.append("\n#MOBILES\n")
    for i in range(nmob):
        v = lo + i
        out.append("#%d\nbeast%d creature~\na creature number %d~\n"
                   "A creature number %d is here.\n~\nIt looks like the "
                   "others.\n~\nhuman~\nAC 0 0 0\n%d 1 2d8+%d 1d1+0 1d6+1 "
                   "bite\n0 0 0 0\n0 0 0 0\nstand stand none %d\n0 0 medium "
                   "flesh\n" % (v, i, i, i, 1 + i % 50, i, 100 * i))
    out.append("#0\n\n#OBJECTS\n")
    for i in range(nmob):
        v = lo + i
        kind = i % 4
        if kind == 0:
            body = "weapon 0 AN\nsword 2 5 slash 0\n"
        elif kind == 1:
            body = "armor 0 AD\n3 3 3 3 0\n"
        elif kind == 2:
            body = "food 0 A\n10 10 0 0 0\n"
        else:
            body = "container 0 A\n50 A 0 10 100\n"
        out.append("#%d\nthing%d~\na thing number %d~\nA thing number %d "
                   "lies here.~\nsteel~\n%s%d 50 %d P\n"
                   % (v, i, i, i, body, i % 50, 10 + i))
    out.append("#0\n\n#ROOMS\n")
    for i in range(rooms):
        v = lo + i
        exits = []
        if i % 10 < 9 and i + 1 < rooms:
            exits.append((1, v + 1))
        if i % 10 > 0:
            exits.append((3, v - 1))
        if n > 0:
            exits.append((2, v - PER_AREA))
        if (n + 1) * PER_AREA + i < TOTAL:
            exits.append((0, v + PER_AREA))
        out.append("#%d\nRoom %d of zone %d~\nA plain room, numbered %d, "
                   "like the rooms around it.\n~\n0 %s %d\n"
                   % (v, i, n, v, "D" if i % 7 == 0 else "0", i % 10))
        for d, to in exits:
            out.append("D%d\n~\n~\n0 -1 %d\n" % (d, to))
        if i % 13 == 0:
            out.append("E\nplaque~\nA plaque names room %d.\n~\n" % v)
        out.append("S\n")
    out.append("#0\n\n#RESETS\n")
    for i in range(nmob):
        out.append("M 0 %d 1 %d 1\n" % (lo + i, lo + i % rooms))
        if i % 4 == 0:
            out.append("E 1 %d 0 16\n" % (lo + i))
        else:
            out.append("G 1 %d 0\n" % (lo + i))
    out.append("S\n\n#SHOPS\n%d 5 9 19 0 0 120 80 0 23\n0\n\n#$\n" % lo)
    return "".join(out)


def circle_area(n, rooms):
    lo = BASE + n * PER_AREA
    wld, mob, obj = [], [], []
    nmob = max(1, rooms // 5)
    for i in range(rooms):
        v = lo + i
        wld.append("#%d\nRoom %d of zone %d~\nA plain room, numbered %d.\n~\n"
                   "%d 0 %d\n" % (v, i, n, v, lo // 100, i % 10))
        if i % 10 < 9 and i + 1 < rooms:
            wld.append("D1\n~\n~\n0 -1 %d\n" % (v + 1))
        if i % 10 > 0:
            wld.append("D3\n~\n~\n0 -1 %d\n" % (v - 1))
        if n > 0:
            wld.append("D2\n~\n~\n0 -1 %d\n" % (v - PER_AREA))
        if (n + 1) * PER_AREA + i < TOTAL:
            wld.append("D0\n~\n~\n0 -1 %d\n" % (v + PER_AREA))
        wld.append("S\n")
    wld.append("$~\n")
    for i in range(nmob):
        v = lo + i
        mob.append("#%d\nbeast%d creature~\na creature number %d~\nA "
                   "creature number %d is here.\n~\nIt looks like the "
                   "others.\n~\n2 0 0 S\n%d 20 5 2d8+%d 1d6+1\n%d 100\n"
                   "8 8 0\n" % (v, i, i, i, 1 + i % 30, i, i))
        obj.append("#%d\nthing%d~\na thing number %d~\nA thing number %d "
                   "lies here.~\n~\n5 0 8193\n0 2 5 3\n5 %d 0\n"
                   % (v, i, i, i, 10 + i))
    mob.append("$~\n")
    obj.append("$~\n")
    zon = ["#%d\nZone %d~\n%d 15 2\n" % (lo // 100, n, lo + PER_AREA - 1)]
    for i in range(nmob):
        zon.append("M 0 %d 1 %d\n" % (lo + i, lo + i % rooms))
        zon.append("E 1 %d 1 16\n" % (lo + i))
    zon.append("S\n$\n")
    return "".join(wld), "".join(mob), "".join(obj), "".join(zon)


def main():
    global TOTAL
    if len(sys.argv) != 3:
        sys.exit("usage: gen_import.py DIR ROOMS")
    top, TOTAL = sys.argv[1], int(sys.argv[2])
    nareas = (TOTAL + PER_AREA - 1) // PER_AREA
    rom = os.path.join(top, "rom")
    os.makedirs(rom, exist_ok=True)
    with open(os.path.join(rom, "area.lst"), "w") as lst:
        for n in range(nareas):
            rooms = min(PER_AREA, TOTAL - n * PER_AREA)
            with open(os.path.join(rom, "zone%d.are" % n), "w") as f:
                f.write(rom_area(n, rooms))
            lst.write("zone%d.are\n" % n)
        lst.write("$\n")
    world = os.path.join(top, "circle", "lib", "world")
    for kind in ("wld", "mob", "obj", "zon"):
        os.makedirs(os.path.join(world, kind), exist_ok=True)
    index = {k: [] for k in ("wld", "mob", "obj", "zon")}
    for n in range(nareas):
        rooms = min(PER_AREA, TOTAL - n * PER_AREA)
        for kind, text in zip(("wld", "mob", "obj", "zon"),
                              circle_area(n, rooms)):
            name = "%d.%s" % (n + 100, kind)
            with open(os.path.join(world, kind, name), "w") as f:
                f.write(text)
            index[kind].append(name)
    for kind, names in index.items():
        with open(os.path.join(world, kind, "index"), "w") as f:
            f.write("\n".join(names) + "\n$\n")
    print("gen_import: %d rooms in %d areas under %s" % (TOTAL, nareas, top))


TOTAL = 0

if __name__ == "__main__":
    main()
