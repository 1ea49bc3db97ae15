"""Black-box: a new character's first hour in the bundled world, over TCP.

A warrior is made at the login and reads what it starts with (the
guild's kit, its gold, its practice and training sessions, its first
skills at a usable percentage). It practises at its guildmaster and
trains at a trainer, wherever the area files put them (read here, not
written in); it walks there when the way stays in its starting town
away from aggressive beasts, and a staff member takes it there
('transfer') when the way leads through the wilds, as no newcomer walks
that far in its first hour. It asks Warden Hesk for a quest until she
names a lost thing in the town (giving up the others: the test's config
makes giving up cost no wait), walks there, picks it up, brings it back,
is paid, and finds its quest log and points kept after quitting and
logging in again.

If the world has no trainer at all, the test says so and checks that
'train' refuses; the rest still runs. What it found is printed."""

import collections
import os
import re

from mudtest import Server, run

PW = "first-hour-1"
PROMPT = "\n<\\d+/\\d+hp [^\n>]*> "
TEXT = ("description", "extra", "look", "script")
START_ROOM = "The Temple of the Dawn"


def cmd(c, line, pattern=None):
    c.send(line)
    if pattern is None:
        return c.expect(PROMPT)
    return c.expect("(?s)%s.*?%s" % (pattern, PROMPT))


class World:
    """What the test needs of the area files: rooms and their exits,
    mobiles and where they are reset, objects' names."""

    def __init__(self, area_dir):
        self.rooms, self.mobs, self.objs, self.homes = {}, {}, {}, {}
        with open(os.path.join(area_dir, "area.lst")) as f:
            files = [l.strip() for l in f
                     if l.strip() and not l.startswith("#")]
        for name in files:
            self._read(os.path.join(area_dir, name), name)

    def _read(self, path, fname):
        cur, text = None, False
        with open(path, encoding="utf-8") as f:
            for raw in f:
                line = raw.rstrip("\r\n")
                if text:
                    text = line != "~"
                    continue
                w = line.split()
                if not w or w[0].startswith("#"):
                    continue
                if w[0] in TEXT:
                    text = True
                elif cur is None and w[0] in ("room", "mob", "object"):
                    table = {"room": self.rooms, "mob": self.mobs,
                             "object": self.objs}[w[0]]
                    cur = table.setdefault(int(w[1]), {
                        "vnum": int(w[1]), "file": fname, "flags": [],
                        "exits": {}, "keywords": []})
                elif w[0] == "end":
                    cur = None
                elif cur is None and w[:2] == ["reset", "mob"]:
                    self.homes.setdefault(int(w[2]), []).append(int(w[4]))
                elif cur is not None:
                    rest = line.split(None, 1)[1] if len(w) > 1 else ""
                    if w[0] in ("name", "short"):
                        cur[w[0]] = rest
                    elif w[0] == "flags":
                        cur["flags"] += w[1:]
                    elif w[0] == "keywords":
                        cur["keywords"] = w[1:]
                    elif w[0] == "guild":
                        cur["guild"] = w[1]
                    elif w[0] == "exit":
                        cur["exits"][w[1]] = w[2:]

    def room_named(self, name, fname=None):
        found = [v for v, r in self.rooms.items() if r.get("name") == name
                 and (fname is None or r["file"] == fname)]
        return found[0] if len(found) == 1 else None

    def where(self, pred):
        """The rooms of the mobiles pred accepts, by the resets."""
        return [(m, room) for v, m in sorted(self.mobs.items()) if pred(m)
                for room in self.homes.get(v, [])]

    def safe_rooms(self, fname):
        """Rooms of one file that a newcomer may walk through: none
        where an aggressive mobile is reset, in a file where none
        wanders."""
        aggressive = [m for m in self.mobs.values()
                      if "aggressive" in m["flags"]]
        if any(m["file"] == fname and "wander" in m["flags"]
               for m in aggressive):
            return set()
        bad = {room for m in aggressive for room in
               self.homes.get(m["vnum"], [])}
        return {v for v, r in self.rooms.items()
                if r["file"] == fname and v not in bad and
                "private" not in r["flags"]}

    def route(self, start, goal, allowed):
        """The directions from start to goal through allowed rooms and
        exits that are not locked, each with the room it reaches and
        whether its door is closed; None if there is no such way."""
        prev = {start: None}
        todo = collections.deque([start])
        while todo:
            here = todo.popleft()
            if here == goal:
                break
            for d, ex in self.rooms[here]["exits"].items():
                to = int(ex[0])
                if to in prev or to not in allowed or "locked" in ex:
                    continue
                prev[to] = (here, d, "closed" in ex)
                todo.append(to)
        if goal not in prev:
            return None
        steps = []
        while prev[goal] is not None:
            here, d, closed = prev[goal]
            steps.append((d, goal, closed))
            goal = here
        return steps[::-1]


def walk(c, world, steps):
    for d, to, closed in steps:
        if closed:
            cmd(c, "open %s" % d)
        cmd(c, d, re.escape(world.rooms[to]["name"]))


def go_to(c, staff, world, start, goal, town, who):
    """Take c from room start to goal: on foot if the way stays in the
    town's safe rooms, else by staff. Returns how it went."""
    steps = world.route(start, goal, world.safe_rooms(town) | {goal})
    if steps is not None:
        walk(c, world, steps)
        return "walked"
    cmd(staff, "goto %d" % goal)
    cmd(staff, "transfer %s" % who)
    c.expect(re.escape(world.rooms[goal]["name"]))
    c.expect(PROMPT)
    return "taken by staff"


def test_first_hour():
    # Giving up a quest costs no wait here, and a quest's time never
    # runs out while the test walks.
    srv = Server(extra_conf="[game]\nquest_wait_fail = 0\n"
                 "quest_hours_min = 1000\nquest_hours_max = 1000\n")
    try:
        area = srv.area_copy()
        world = World(area)
        temple = world.room_named(START_ROOM)
        assert temple is not None, "no room called %s" % START_ROOM
        town = world.rooms[temple]["file"]
        srv.start()
        staff = srv.client().create("Ada", PW)     # first player: admin
        c = srv.client()
        c.expect("known\\? ")
        c.send("Wren")
        c.expect("Did I get that right, Wren")
        c.send("y")
        c.expect("Give me a password")
        c.send(PW)
        c.expect("retype")
        c.send(PW)
        c.expect("Choose your class")
        c.send("warrior")
        c.expect("Choose your race")
        c.send("human")
        c.expect(re.escape(START_ROOM))
        c.expect(PROMPT)

        # What a new warrior starts with.
        eq = cmd(c, "equipment", "You are using:").group(0)
        for thing in ("a practice sword", "a quilted vest",
                      "a plank buckler", "a guild candle"):
            assert thing in eq, eq
        score = cmd(c, "score", "You are Wren").group(0)
        m = re.search(r"Gold (\d+)\.", score)
        assert m and int(m.group(1)) > 0, score
        m = re.search(r"Practice sessions (\d+), training sessions (\d+), "
                      r"quest points 0", score)
        assert m, score
        practices, trains = int(m.group(1)), int(m.group(2))
        assert practices > 0 and trains > 0, score
        skills = cmd(c, "practice", r"\w+ +\d+%").group(0)
        known = {k: int(v) for k, v in re.findall(r"(\w+)\s+(\d+)%",
                                                  skills)}
        assert known and min(known.values()) >= 25, skills
        here = temple

        # The guildmaster: practice.
        masters = world.where(lambda m: m.get("guild") in ("warrior",
                                                            "all"))
        assert masters, "no warrior guildmaster in the world"
        master, room = masters[0]
        how = go_to(c, staff, world, here, room, town, "wren")
        print("guildmaster: %s in %s (%s)" % (master["short"],
                                             world.rooms[room]["name"], how))
        skill = sorted(known)[0]
        m = cmd(c, "practice %s" % skill, r"you know it (\d+)% now")
        assert int(m.group(1)) > known[skill], m.group(0)
        cmd(c, "score", "Practice sessions %d," % (practices - 1))
        here = room

        # The trainer: a stat.
        trainers = world.where(lambda m: "trainer" in m["flags"])
        if trainers:
            trainer, room = trainers[0]
            how = go_to(c, staff, world, here, room, town, "wren")
            print("trainer: %s in %s (%s)" % (trainer["short"],
                                             world.rooms[room]["name"],
                                             how))
            before = int(cmd(c, "score", r"Str (\d+)").group(1))
            cmd(c, "train str")
            after = int(cmd(c, "score", r"Str (\d+)").group(1))
            assert after == before + 1, (before, after)
            cmd(c, "score", "training sessions %d," % (trains - 1))
            here = room
        else:
            print("NOTE: no mobile of the bundled world is a trainer: "
                  "'train' is only checked to refuse")
            cmd(c, "train str", "nobody here to train you")

        # Back to town, to Warden Hesk.
        if world.rooms[here]["file"] != town:
            cmd(c, "recall", re.escape(START_ROOM))
            here = temple
        hesks = world.where(lambda m: "questmaster" in m["flags"] and
                            m["file"] == town)
        assert hesks, "no questmaster in %s" % town
        hesk, qroom = hesks[0]
        go_to(c, staff, world, here, qroom, town, "wren")
        safe = world.safe_rooms(town)
        cmd(c, "quests", "Quests done for questmasters: 0")
        for tries in range(600):
            m = cmd(c, "quest request", r"says, '([^\r\n]*)'\r?\nLook in "
                    r"([^\r\n]+), in ([^\r\n]+)\.")
            target = world.room_named(m.group(2), town)
            lost = re.search(r"Someone has lost (.+?), and I want it",
                             m.group(1))
            if lost and target in safe:
                steps = world.route(qroom, target, safe)
                if steps is not None:
                    break
            cmd(c, "quest quit", "You give up your quest")
        else:
            raise AssertionError("no quest for a lost thing in %s in "
                                 "600 requests" % town)
        print("quest: %s in %s after %d requests" % (
            lost.group(1), m.group(2), tries + 1))
        thing = [o for o in world.objs.values()
                 if o.get("short") == lost.group(1)]
        assert thing, lost.group(1)
        cmd(c, "quest progress", re.escape(m.group(2)))
        walk(c, world, steps)
        cmd(c, "get %s" % thing[0]["keywords"][0],
            "You get %s" % re.escape(lost.group(1)))
        back = world.route(target, qroom, safe | {qroom})
        walk(c, world, back)
        m = cmd(c, "quest complete", r"Take these (\d+) quest points")
        points = int(m.group(1))
        assert points > 0, points
        cmd(c, "score", "quest points %d" % points)
        cmd(c, "quests", r"Quests done for questmasters: 1\. Quest "
            r"points: %d\." % points)
        c.send("quit")
        c.expect_closed()

        # The log is kept.
        c = srv.client().login("Wren", PW)
        cmd(c, "quests", r"Quests done for questmasters: 1\. Quest "
            r"points: %d\." % points)
        cmd(c, "score", "quest points %d" % points)
        for cl in (c, staff):
            cl.send("quit")
            cl.expect_closed()
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_first_hour])
