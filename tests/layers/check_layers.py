"""Layers call downward only (docs/layers.md): every #include "x.h" in
src/ and include/ is checked against the layer of the file that includes it.

A header's layer is the folder of src/ that implements it (x.c or x-*.c),
or the one named in HEADER_LAYER. Each layer may include its own headers
and those it lists in MAY_USE. DEBT lists the upward includes that are
known and still to be removed: the check fails on any include that is
neither allowed nor listed, and on a listed one that is gone (so the list
only shrinks). Run from anywhere; prints one line per problem and a
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
    "game": {"core", "net", "equeue", "store", "world", "game"},
    "import": {"core", "world", "import"},
    "main": {"core", "net", "equeue", "store", "world", "game", "import",
             "main"},
}

# Headers with no .c of their own.
HEADER_LAYER = {"commands": "game", "eqtypes": "game", "eqkind": "world",
                "area-int": "world",
                "store-int": "store", "script-int": "game",
                "gmcp-int": "game"}

# Known upward includes (file: headers), to be removed; see docs/layers.md.
# None are left: the list stays for a debt that must be taken on knowingly.
DEBT = {}


def header_layer(name):
    if name in HEADER_LAYER:
        return HEADER_LAYER[name]
    for layer in MAY_USE:
        d = os.path.join(TOP, "src", layer)
        if not os.path.isdir(d):
            continue
        for f in os.listdir(d):
            if f == name + ".c" or (f.startswith(name + "-") and
                                    f.endswith(".c")):
                return layer
    return None


def file_layer(rel):
    parts = rel.split("/")
    if rel == "src/main.c":
        return "main"
    if parts[0] == "src":
        return parts[1]
    return header_layer(os.path.basename(rel)[:-2])


def allowed(rel, name):
    """May file rel include name.h (debt aside)?"""
    hl = header_layer(name)
    return hl is not None and hl in MAY_USE[file_layer(rel)]


def main():
    failed = passed = 0
    # The check itself: a connection that knew a character, or the data
    # model that knew a connection, would be refused.
    for rel, name, want in (("src/net/descriptor.c", "character", False),
                            ("src/net/protocol.c", "session", False),
                            ("src/world/room.c", "descriptor", False),
                            ("src/game/login.c", "descriptor", True),
                            ("src/net/server.c", "config", True)):
        if allowed(rel, name) != want:
            print("self-check: %s including %s.h should be %s"
                  % (rel, name, "allowed" if want else "refused"))
            failed += 1
    files = []
    for root in ("src", "include"):
        for dirpath, _, names in os.walk(os.path.join(TOP, root)):
            files += [os.path.relpath(os.path.join(dirpath, n), TOP)
                      for n in names if n.endswith((".c", ".h"))]
    seen_debt = set()
    for rel in sorted(files):
        layer = file_layer(rel)
        if layer is None:
            print("%s: no layer (no .c implements it; add it to "
                  "HEADER_LAYER)" % rel)
            failed += 1
            continue
        with open(os.path.join(TOP, rel)) as f:
            text = f.read()
        for lineno, line in enumerate(text.splitlines(), 1):
            m = re.match(r'#include "([^"]+)\.h"', line)
            if not m:
                continue
            name = m.group(1)
            hl = header_layer(name)
            if hl is None:
                print("%s:%d: %s.h has no layer" % (rel, lineno, name))
                failed += 1
            elif hl in MAY_USE[layer]:
                passed += 1
            elif name in DEBT.get(rel, ()):
                seen_debt.add((rel, name))
                passed += 1
            else:
                print("%s:%d: %s (%s) includes %s.h of %s, a layer above "
                      "or beside it" % (rel, lineno, rel, layer, name, hl))
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
