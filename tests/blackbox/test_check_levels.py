"""Black-box: what 'mud --check' says of a world: one line per area with
its rooms and the levels of its mobiles and objects, the world's ranges
in the summary, and a portal to a room that does not exist reported as
file:line."""

import os
import shutil
import subprocess
import tempfile

from mudtest import DEADLINE, Server, run

AREA_A = """area The Low Road
vnums 3000 3099

room 3001
name A Road
description
A road.
~
end

room 3002
name A Ditch
description
A ditch.
~
end

mob 3000
keywords rat
short a rat
long A rat is here.
description
A rat.
~
level 2
hit 1d1
damage 1d1
end

mob 3001
keywords troll
short a troll
long A troll is here.
description
A troll.
~
level 14
hit 1d1
damage 1d1
end

object 3010
keywords stick
short a stick
long A stick lies here.
type trash
level 3
end

object 3011
keywords arch
short an arch
long An arch stands here.
type portal
to %d
level 9
end
"""

AREA_B = """area The High Road
vnums 4000 4099

room 4001
name A Peak
description
A peak.
~
end

mob 4000
keywords giant
short a giant
long A giant is here.
description
A giant.
~
level 40
hit 1d1
damage 1d1
end
"""


def check(to):
    d = tempfile.mkdtemp(prefix="mudcheck-")
    with open(os.path.join(d, "area.lst"), "w") as f:
        f.write("low.are\nhigh.are\n")
    with open(os.path.join(d, "low.are"), "w") as f:
        f.write(AREA_A % to)
    with open(os.path.join(d, "high.are"), "w") as f:
        f.write(AREA_B)
    srv = Server()
    try:
        return d, subprocess.run([srv.bin, "--config", srv.conf, "--check",
                                  "--area-dir", d], capture_output=True,
                                 text=True, timeout=DEADLINE)
    finally:
        srv.cleanup()


def test_check_prints_level_ranges():
    d, r = check(4001)
    try:
        out = r.stdout
        assert r.returncode == 0, out + r.stderr
        lines = out.splitlines()
        assert "low.are: The Low Road, 2 rooms, mobiles 2-14, objects 3-9" \
            in lines, out
        assert "high.are: The High Road, 1 room, mobiles 40, objects none" \
            in lines, out
        assert "mobile levels 2-40, object levels 3-9" in lines[-1], out
    finally:
        shutil.rmtree(d)


def test_check_reports_portal_to_nowhere():
    d, r = check(4077)
    try:
        out = r.stdout
        assert r.returncode == 1, out
        line = (AREA_A % 4077).split("\n").index("object 3011") + 1
        assert "%s:%d: portal 3011 leads to room 4077, which does not " \
            "exist" % (os.path.join(d, "low.are"), line) in out, out
        assert out.splitlines()[-1].endswith("; 1 error"), out
    finally:
        shutil.rmtree(d)


if __name__ == "__main__":
    run([test_check_prints_level_ranges, test_check_reports_portal_to_nowhere])
