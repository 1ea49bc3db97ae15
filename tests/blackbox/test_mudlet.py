"""Black-box: the game's Mudlet package (data/web/mudlet/reborn.xml).

With the web port on, a GMCP client is told where the package is
(Client.GUI, once a connection, as Mudlet reads it: {"version", "url"});
the URL is served by the web port as application/xml, the file as it
is, and its version is the hash of the file. The package is well-formed
XML in Mudlet's format and every script in it compiles (Lua 5.4, as
luac -p would say). Then the scripts run in a Lua state that stands in
for Mudlet (its Geyser widgets, events and mapper functions, recorded),
fed the GMCP messages this server sent a player who walked: the gauges
show the vitals, the room panel the room, and the map has the rooms
one step apart, linked both ways, with the unexplored exits as stubs.
Without the web port, no Client.GUI."""

import ctypes
import ctypes.util
import json
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from mudtest import Server, run, skip                            # noqa: E402
from test_client_protocols import (GMCP, PW, SUPPORTS,         # noqa: E402
                                   ProtoClient, subnegs)
from webclient import http_get, web_conf, web_port               # noqa: E402

SRC = os.environ.get("MUD_SOURCE_DIR", ".")
PACKAGE = os.path.join(SRC, "data", "web", "mudlet", "reborn.xml")


def fnv1a(data):
    h = 2166136261
    for b in data:
        h = ((h ^ b) * 16777619) & 0xffffffff
    return "%08x" % h


class Lua:
    """A Lua 5.4 state through the C library (as luac -p and lua would
    load and run a chunk)."""

    def __init__(self):
        name = ctypes.util.find_library("lua5.4") or "liblua5.4.so.0"
        try:
            self.lib = lib = ctypes.CDLL(name)
        except OSError:
            skip("no Lua 5.4 library")
        lib.luaL_newstate.restype = ctypes.c_void_p
        lib.luaL_openlibs.argtypes = [ctypes.c_void_p]
        lib.luaL_loadbufferx.argtypes = [ctypes.c_void_p, ctypes.c_char_p,
                                         ctypes.c_size_t, ctypes.c_char_p,
                                         ctypes.c_char_p]
        lib.lua_pcallk.argtypes = [ctypes.c_void_p, ctypes.c_int,
                                   ctypes.c_int, ctypes.c_int,
                                   ctypes.c_void_p, ctypes.c_void_p]
        lib.lua_tolstring.argtypes = [ctypes.c_void_p, ctypes.c_int,
                                      ctypes.c_void_p]
        lib.lua_tolstring.restype = ctypes.c_char_p
        lib.lua_settop.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.lua_close.argtypes = [ctypes.c_void_p]
        self.L = lib.luaL_newstate()
        lib.luaL_openlibs(self.L)

    def compile(self, code, name):
        """None if the chunk compiles, else the error."""
        b = code.encode()
        rc = self.lib.luaL_loadbufferx(self.L, b, len(b),
                                       ("=" + name).encode(), b"t")
        err = self.lib.lua_tolstring(self.L, -1, None) if rc else None
        self.lib.lua_settop(self.L, 0)
        return err and err.decode()

    def run(self, code, name="test"):
        b = code.encode()
        rc = self.lib.luaL_loadbufferx(self.L, b, len(b),
                                       ("=" + name).encode(), b"t")
        if rc == 0:
            rc = self.lib.lua_pcallk(self.L, 0, 0, 0, None, None)
        if rc != 0:
            err = self.lib.lua_tolstring(self.L, -1, None)
            self.lib.lua_settop(self.L, 0)
            raise AssertionError("%s: %s" % (name, err and err.decode()))

    def close(self):
        self.lib.lua_close(self.L)


def lua_value(v):
    """A JSON value as a Lua constructor."""
    if isinstance(v, dict):
        return "{" + ", ".join("[%s] = %s" % (lua_value(k), lua_value(x))
                               for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "{" + ", ".join(lua_value(x) for x in v) + "}"
    if isinstance(v, bool):
        return "true" if v else "false"
    if v is None:
        return "nil"
    if isinstance(v, (int, float)):
        return repr(v)
    return json.dumps(v)    # a JSON string is a Lua string here


# What the tests stand in for: Mudlet's functions the package calls,
# recording what they were asked.
MUDLET = r"""
widgets, handlers, rooms, areas, borders = {}, {}, {}, {}, {}
local nextArea, nextHandler = 0, 0
local function widget(name)
  local w = { name = name, calls = {} }
  w.front = { setStyleSheet = function() end }
  w.back = w.front
  return setmetatable(w, { __index = function(_, method)
    return function(self, ...)
      table.insert(self.calls, { method, ... })
    end
  end })
end
local function kind()
  return { new = function(_, cons)
    local w = widget(cons.name)
    widgets[cons.name] = w
    return w
  end }
end
Geyser = { Container = kind(), Mapper = kind(), MiniConsole = kind(),
  HBox = kind(), Gauge = kind() }
function getMainWindowSize() return 1000, 700 end
function setBorderRight(w) borders.right = w end
function setBorderBottom(h) borders.bottom = h end
function registerAnonymousEventHandler(event, fn)
  nextHandler = nextHandler + 1
  handlers[event] = fn
  return nextHandler
end
function killAnonymousEventHandler() end
function raise(event) handlers[event](event) end
function roomExists(id) return rooms[id] ~= nil end
function addRoom(id)
  rooms[id] = { exits = {}, stubs = {}, doors = {} }
  return true
end
function setRoomArea(id, a) rooms[id].area = a end
function getAreaTable() return areas end
function addAreaName(n)
  nextArea = nextArea + 1
  areas[n] = nextArea
  return nextArea
end
function setRoomCoordinates(id, x, y, z)
  rooms[id].x, rooms[id].y, rooms[id].z = x, y, z
end
function getRoomCoordinates(id)
  return rooms[id].x, rooms[id].y, rooms[id].z
end
function setRoomName(id, n) rooms[id].name = n end
function setExit(from, to, dir)
  assert(rooms[from] and rooms[to], "setExit on a room not made")
  rooms[from].exits[dir] = to
  return true
end
function setExitStub(id, dir, on) rooms[id].stubs[dir] = on or nil end
function setDoor(id, dir, state) rooms[id].doors[dir] = state end
function centerview(id) centred = id end
gmcp = {}
function last(w, method)
  local got
  for _, c in ipairs(widgets[w].calls) do
    if c[1] == method then got = c end
  end
  return got
end
function echoed(w)
  local out = {}
  for _, c in ipairs(widgets[w].calls) do
    if c[1] == "cecho" then out[#out + 1] = c[2] end
    if c[1] == "clear" then out = {} end
  end
  return table.concat(out)
end
"""


def package_scripts(xml):
    """The package's scripts, (name, code), in order; the XML checked."""
    root = ET.fromstring(xml)
    assert root.tag == "MudletPackage", root.tag
    group = root.find("ScriptPackage/ScriptGroup")
    assert group is not None and group.get("isFolder") == "yes"
    assert group.findtext("name") == "reborn", group.findtext("name")
    out = []
    for s in group.iter("Script"):
        assert s.get("isActive") == "yes", s.findtext("name")
        out.append((s.findtext("name"), s.findtext("script")))
    assert len(out) >= 3, out
    return out


def gmcp_walker(srv, name):
    c = ProtoClient(srv.port, agree=(GMCP,))
    c.expect("go by\\? ")
    c.gmcp_send("Core.Hello", {"client": "Mudlet", "version": "4.19"})
    c.gmcp_send("Core.Supports.Set", SUPPORTS)
    c.pos = 0
    return c.create(name, PW, "mage", "elf")


def test_package_served_and_announced():
    srv = Server(extra_conf=web_conf(SRC) +
                 '[mssp]\nhostname = "localhost"\n').start()
    try:
        port = web_port(srv)
        c = gmcp_walker(srv, "Mudla")
        gui, before = c.gmcp("Client.GUI")
        with open(PACKAGE, "rb") as f:
            data = f.read()
        assert gui == {"version": fnv1a(data), "url":
                       "http://localhost:%d/mudlet/reborn.xml" % port}, gui
        # First in the set at login, before Char.Name.
        assert not [m for m in before if m[0] == "Char.Name"], before
        # The web port serves it, as it is.
        st, h, body = http_get(port, "/mudlet/reborn.xml")
        assert st == 200, st
        assert h["content-type"] == "application/xml", h
        assert body == data, len(body)
        # Well-formed, Mudlet's format, every script compiles.
        lua = Lua()
        scripts = package_scripts(data)
        for name, code in scripts:
            err = lua.compile(code, name)
            assert err is None, err

        # The player walks: south, and back north.
        vitals, _ = c.gmcp("Char.Vitals")
        info, _ = c.gmcp("Room.Info")
        c.send("south")
        south, _ = c.gmcp("Room.Info")
        c.send("north")
        back, _ = c.gmcp("Room.Info")
        # A new set of packages is the full set again, but not the GUI.
        c.gmcp_send("Core.Supports.Set", SUPPORTS)
        c.gmcp("Comm.Channel.List")
        got = c.ping()
        assert "Client.GUI" not in [n for n, _ in got], got

        # The scripts as Mudlet runs them, fed what this server sent.
        lua.run(MUDLET, "mudlet")
        for name, code in scripts:
            lua.run(code, name)
        lua.run("gmcp.Char = { Vitals = %s }; raise('gmcp.Char.Vitals')"
                % lua_value(vitals), "vitals")
        lua.run("""
          local g = last("reborn.hp", "setValue")
          assert(g[2] == %d and g[3] == %d, "hp gauge")
          assert(g[4] == "hp %d/%d", g[4])
          g = last("reborn.mana", "setValue")
          assert(g[3] == %d, "mana gauge")
          g = last("reborn.moves", "setValue")
          assert(g[3] == %d, "moves gauge")
          assert(borders.right == 320 and borders.bottom > 0, "borders")
        """ % (vitals["hp"], vitals["maxhp"], vitals["hp"],
               vitals["maxhp"], vitals["maxmana"], vitals["maxmv"]),
            "gauges")
        for i in (info, south, back):
            lua.run("gmcp.Room = { Info = %s }; raise('gmcp.Room.Info')"
                    % lua_value(i), "room %d" % i["num"])
        a, b = info["num"], south["num"]
        lua.run("""
          local a, b = rooms[%d], rooms[%d]
          assert(a and b, "both rooms mapped")
          assert(a.name == %s and b.name == %s, "names")
          -- One step south, on the same level.
          assert(b.x == a.x and b.y == a.y - 1 and b.z == a.z, "placed")
          assert(a.exits.s == %d and b.exits.n == %d, "linked both ways")
          assert(a.stubs.u and not a.stubs.s, "up unexplored, south not")
          assert(a.area == b.area and a.area == areas[%s], "area")
          assert(centred == %d, "the map follows the player")
          local text = echoed("reborn.room")
          assert(text:find(%s, 1, true), text)
          assert(text:find("Exits: <cyan>south, up", 1, true), text)
        """ % (a, b, json.dumps(info["name"]), json.dumps(south["name"]),
               b, a, json.dumps(info["area"]), a, json.dumps(info["name"])),
            "map")
        lua.close()
        srv.stop()
    finally:
        srv.cleanup()


def test_no_gui_without_web():
    srv = Server().start()
    try:
        c = gmcp_walker(srv, "Nogui")
        c.gmcp("Comm.Channel.List")
        got = c.ping()
        names = [p.split(b" ", 1)[0].decode() for o, p in subnegs(c.raw)
                 if o == GMCP]
        assert "Char.Name" in names and "Client.GUI" not in names, names
        srv.stop()
    finally:
        srv.cleanup()
    # The web port on, but no address players reach it by (web.url,
    # mssp.hostname): no Client.GUI pointing Mudlet at its own machine.
    srv = Server(extra_conf=web_conf(SRC)).start()
    try:
        c = gmcp_walker(srv, "Noaddr")
        c.gmcp("Comm.Channel.List")
        c.ping()
        names = [p.split(b" ", 1)[0].decode() for o, p in subnegs(c.raw)
                 if o == GMCP]
        assert "Char.Name" in names and "Client.GUI" not in names, names
        srv.stop()
    finally:
        srv.cleanup()


if __name__ == "__main__":
    run([test_package_served_and_announced, test_no_gui_without_web])
