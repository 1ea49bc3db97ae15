"""Layers call downward only (docs/layers.md): every #include "x.h" in
src/ and include/ is checked against the layer of the file that includes it.

Headers live by layer: include/<layer>/x.h (include/core, include/net,
include/equeue, include/store, include/world, include/import) and, for the
game, include/game/<wing>/x.h. A header's layer is its folder; a source's
layer is its folder under src/ (src/game/<wing>/ for the game's wings), and
src/main.c is main. A header sits in the folder of the sources that
implement it (x.c or x-*.c), so the path says where a line belongs.

Each layer may include its own headers and those it lists in MAY_USE. The
game is split into wings in a one-way order (WINGS, bottom first): a wing
may include its own headers, those of the wings below it and those of the
layers the game may use. DEBT lists the upward includes that are known and
still to be removed: the check fails on any include that is neither
allowed nor listed, and on a listed one that is gone (so the list only
shrinks). Run from anywhere; prints one line per problem and a
"N passed, N failed" summary."""

import os
import re
import sys

TOP = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# Who may include whom: net/ sits beside core/ and knows no game; world/ is
# the data model; game/ is the game; main.c wires them together.
MAY_USE = {
    "core": {"core"},
    "net": {"core", "net"},
    "equeue": {"core", "equeue"},
    "store": {"core", "store"},
    "world": {"core", "equeue", "store", "world"},
    "import": {"core", "world", "import"},
    "game": {"core", "net", "equeue", "store", "world"},
    "main": {"core", "net", "equeue", "store", "world", "game", "import"},
}

# The game's wings, bottom first: each may include those before it.
#   rules    what happens in the game: acting, fighting, magic, moving,
#            looking (with its MXP links), saving, channels, the
#            calendar, staff rules
#   olc      building online: the area and help editors
#   session  a connection in the game: login, input, the interpreter,
#            the text editor, paging, prompts, record/replay, switch
#   client   what a client is told: GMCP, MSDP variables, MSSP
#   script   builders' Lua scripts
#   ops      running the server: backups, metrics, reload, hot reboot
#   cmd      the command handlers, on top
WINGS = ["rules", "olc", "session", "client", "script", "ops", "cmd"]

# Known upward includes (file: headers), to be removed; see docs/layers.md.
# None are left: the list stays for a debt that must be taken on knowingly.
DEBT = {}


def may_use(layer):
    """The layers (and game/<wing>s) layer may include."""
    if layer.startswith("game/"):
        wing = layer[5:]
        below = WINGS[:WINGS.index(wing) + 1]
        return MAY_USE["game"] | {"game/" + w for w in below}
    if layer == "main":
        return MAY_USE["main"] | {"game/" + w for w in WINGS} | {"main"}
    return MAY_USE[layer] | {layer}


def layer_of_dir(d):
    """The layer of a folder below src/ or include/ ("game/rules"...)."""
    parts = d.split("/")
    if parts[0] == "game":
        if len(parts) == 2 and parts[1] in WINGS:
            return "game/" + parts[1]
        return None
    if len(parts) == 1 and parts[0] in MAY_USE:
        return parts[0]
    return None


def index_headers():
    """name -> (layer, path) of every header under include/; problems."""
    headers, problems = {}, []
    inc = os.path.join(TOP, "include")
    for dirpath, _, names in os.walk(inc):
        for n in names:
            if not n.endswith(".h"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, n), TOP)
            layer = layer_of_dir(os.path.relpath(dirpath, inc))
            if layer is None:
                problems.append("%s: not in a layer's folder (include/"
                                "<layer>/ or include/game/<wing>/)" % rel)
                continue
            if n[:-2] in headers:
                problems.append("%s: the same name as %s" %
                                (rel, headers[n[:-2]][1]))
                continue
            headers[n[:-2]] = (layer, rel)
    return headers, problems


def file_layer(rel):
    if rel == "src/main.c":
        return "main"
    parts = rel.split("/")
    return layer_of_dir("/".join(parts[1:-1]))


def allowed(headers, rel, name):
    """May file rel include name.h (debt aside)?"""
    return (name in headers and
            headers[name][0] in may_use(file_layer(rel)))


def sources():
    """Every .c and .h under src/ and include/, relative to TOP."""
    files = []
    for root in ("src", "include"):
        for dirpath, _, names in os.walk(os.path.join(TOP, root)):
            files += [os.path.relpath(os.path.join(dirpath, n), TOP)
                      for n in names if n.endswith((".c", ".h"))]
    return sorted(files)


def main():
    failed = passed = 0
    headers, problems = index_headers()
    for p in problems:
        print(p)
        failed += 1
    # The check itself: a connection that knew a character, the data model
    # that knew a connection, or a wing that reached up would be refused.
    for rel, name, want in (("src/net/descriptor.c", "character", False),
                            ("src/net/protocol.c", "session", False),
                            ("src/world/room.c", "descriptor", False),
                            ("src/game/session/login.c", "descriptor", True),
                            ("src/net/server.c", "config", True),
                            ("src/game/rules/fight.c", "commands", False),
                            ("src/game/rules/fight.c", "script", False),
                            ("src/game/rules/update.c", "gmcp", False),
                            ("src/game/session/interp.c", "commands", False),
                            ("src/game/client/gmcp.c", "metrics", False),
                            ("include/game/rules/game.h", "session", False),
                            ("src/game/cmd/cmd-move.c", "script", True),
                            ("src/game/client/gmcp.c", "session", True),
                            ("src/game/rules/fight.c", "world", True),
                            ("src/world/room.c", "fight", False),
                            ("src/main.c", "commands", True)):
        if allowed(headers, rel, name) != want:
            print("self-check: %s including %s.h should be %s"
                  % (rel, name, "allowed" if want else "refused"))
            failed += 1
    seen_debt = set()
    for rel in sources():
        layer = file_layer(rel)
        if layer is None:
            print("%s: no layer (not in a layer's folder)" % rel)
            failed += 1
            continue
        if rel.endswith(".h") and rel.startswith("src/"):
            print("%s: a header belongs under include/%s/" % (rel, layer))
            failed += 1
        base = os.path.basename(rel)[:-2]
        if rel.endswith(".c") and layer != "main":
            # x.c and x-y.c implement x.h: it sits in their folder.
            for name in (base, base.split("-")[0]):
                if name in headers and headers[name][0] != layer:
                    print("%s: implements %s, which is not in its folder "
                          "(include/%s/)" % (rel, headers[name][1], layer))
                    failed += 1
        with open(os.path.join(TOP, rel)) as f:
            text = f.read()
        for lineno, line in enumerate(text.splitlines(), 1):
            m = re.match(r'#include "([^"]+)\.h"', line)
            if not m:
                continue
            name = m.group(1)
            if "/" in name:
                print("%s:%d: include %s.h by its name alone (the folders "
                      "are on the include path)" % (rel, lineno, name))
                failed += 1
            elif name not in headers:
                print("%s:%d: %s.h is in no layer's folder" %
                      (rel, lineno, name))
                failed += 1
            elif headers[name][0] in may_use(layer):
                passed += 1
            elif name in DEBT.get(rel, ()):
                seen_debt.add((rel, name))
                passed += 1
            else:
                print("%s:%d: %s (%s) includes %s.h of %s, a layer above "
                      "or beside it" % (rel, lineno, rel, layer, name,
                                        headers[name][0]))
                failed += 1
    for rel, names in DEBT.items():
        for name in names - {n for r, n in seen_debt if r == rel}:
            print("%s: no longer includes %s.h: take it off DEBT in %s"
                  % (rel, name, os.path.relpath(__file__, TOP)))
            failed += 1
    print("layers: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
