-- import-dg-lib.lua: the run-time of DG scripts translated to Lua
-- (src/import/import-dg*.c). Every translated script starts with this
-- chunk on its first line (made by scripts/dg-lib into import-dg-lib.c):
-- it defines the global DG once per script. DG's values are strings; a
-- character, object or room is a uid string "}c<id>", "}o<id>", "}r<vnum>"
-- as DG's are, turned back into a handle when a field is read.
-- No comment may follow code on a line, and no string may hold two dashes.
DG = DG or (function()
local D = {}
local cmds = {}
local sfmt, lower, upper = string.format, string.lower, string.upper
local function kind(h)
  if type(h) ~= "userdata" then return nil end
  if h.is_player then return "c" elseif h.carrier then return "o" end
  return "r"
end
function D.uid(h)
  local k = kind(h)
  if k == nil then return "" end
  if k == "r" then return "}r" .. h:vnum() end
  local id = h:id()
  if id == nil then return "" end
  return "}" .. k .. id
end
function D.h(x)
  if type(x) == "userdata" then return x end
  if type(x) ~= "string" then return nil end
  local k, n = x:match("^%s*}(%a)(%d+)")
  if k == nil then k, n = x:match("^%s*([cor])(%d+)%s*$") end
  n = tonumber(n)
  if k == "c" then return char_by_id(n)
  elseif k == "o" then return obj_by_id(n)
  elseif k == "r" then return find_room(n) end
  return nil
end
function D.s(x)
  local t = type(x)
  if x == nil then return ""
  elseif t == "string" then return x
  elseif t == "number" then
    if x == math.floor(x) and x > -2^53 and x < 2^53 then return sfmt("%d", x) end
    return tostring(x)
  elseif t == "boolean" then return x and "1" or "0"
  elseif t == "userdata" then return D.uid(x)
  elseif t == "table" then return "" end
  return tostring(x)
end
local function b(x) return x and "1" or "0" end
local function num(x)
  if type(x) == "number" then return x end
  local n = tonumber((D.s(x):match("^%s*([-+]?%d+)")))
  return n or 0
end
D.num = num
function D.t(x)
  x = D.s(x)
  return x ~= "" and x ~= "0"
end
function D.name(n)
  n = lower(D.s(n)):gsub("[^%w_]", "_")
  if #n > 32 then n = n:sub(1, 32) end
  if n == "" then n = "_" end
  return n
end
local function isnum(s) return s:match("^%s*[-+]?%d+%s*$") ~= nil end
function D.op(o, a, c)
  if o == "&&" then return b(D.t(a) and D.t(c))
  elseif o == "||" then return b(D.t(a) or D.t(c))
  elseif o == "!" then return b(not D.t(c)) end
  local x, y = D.s(a), D.s(c)
  if o == "==" or o == "!=" or o == "<" or o == ">" or o == "<=" or o == ">=" then
    local l, r
    if isnum(x) and isnum(y) then l, r = num(x), num(y)
    else l, r = lower(x), lower(y) end
    if o == "==" then return b(l == r) elseif o == "!=" then return b(l ~= r)
    elseif o == "<" then return b(l < r) elseif o == ">" then return b(l > r)
    elseif o == "<=" then return b(l <= r) else return b(l >= r) end
  elseif o == "/=" then
    return b(lower(x):find(lower(y), 1, true) ~= nil)
  end
  local l, r = num(x), num(y)
  if o == "+" then return D.s(l + r) elseif o == "-" then return D.s(l - r)
  elseif o == "*" then return D.s(l * r)
  elseif o == "/" then if r == 0 then return "0" end return D.s(l // r)
  end
  return "0"
end
function D.new(self, ch, obj, text, trig, word)
  return { self = self, ch = ch, obj = obj, text = text, trig = trig,
    word = word, V = {}, ctx = "" }
end
local function gname(C, n)
  if C.ctx ~= "" then return D.name(n .. "_" .. C.ctx) end
  return D.name(n)
end
local function words(s)
  local w = {}
  for x in D.s(s):gmatch("%S+") do w[#w + 1] = x end
  return w
end
D.words = words
local function first(s)
  s = D.s(s)
  local a, r = s:match("^%s*(%S+)%s*(.-)%s*$")
  return a or "", r or ""
end
D.first = first
local function room_of(C)
  if C.at then return C.at end
  local s = C.self
  if kind(s) == "r" then return s end
  return s:room()
end
local function nextof(list, h)
  for i, p in ipairs(list) do
    if p == h then return D.uid(list[i + 1]) end
  end
  return ""
end
local marks = { random = 1, time = 1, findmob = 1, findobj = 1,
  people = 1, zone = 1, world = 1 }
function D.v(C, n)
  n = lower(n)
  local v = C.V[n]
  if v ~= nil then return v end
  if n == "self" then return D.uid(C.self)
  elseif n == "actor" or n == "victim" then return D.uid(C.ch)
  elseif n == "object" then return D.uid(C.obj)
  elseif n == "speech" or n == "arg" or n == "amount" or n == "spellname" then
    return D.s(C.text)
  elseif n == "cmd" then return C.word or ""
  elseif n == "direction" then
    local w = words(C.text)
    return w[#w] or ""
  elseif marks[n] then return { m = n }
  elseif cmds[n] and n ~= "dg_cast" and n ~= "dg_affect" then
    local k = kind(C.self)
    return (k == "c" and "m" or k == "o" and "o" or "w") .. n
  end
  local g = C.self:get(gname(C, n))
  if g ~= nil then return D.s(g) end
  return ""
end
function D.set(C, n, v) C.V[lower(D.s(n))] = D.s(v) end
function D.unset(C, n)
  n = lower(D.s(n))
  C.V[n] = nil
  C.self:set(gname(C, n), nil)
end
local function keep(s)
  s = D.s(s):gsub("%c", " ")
  if #s > 256 then s = s:sub(1, 256) end
  return s
end
function D.global(C, n)
  n = lower(D.s(n))
  local v = C.V[n]
  if v == nil then v = D.v(C, n) end
  C.self:set(gname(C, n), keep(v))
end
function D.remote(C, n, who)
  local h = D.h(first(who))
  n = lower(D.s(n))
  if h then h:set(D.name(n), keep(D.v(C, n))) end
end
function D.rdelete(C, n, who)
  local h = D.h(first(who))
  if h then h:set(D.name(n), nil) end
end
function D.context(C, n)
  n = D.s(n)
  if n == "0" then n = "" end
  C.ctx = n
end
function D.extract(C, n, i, s)
  D.set(C, n, words(s)[num(i)] or "")
end
function D.makeuid(C, n, id)
  id = first(id)
  if id:sub(1, 1) == "}" then D.set(C, n, id) return end
  if id:match("^%a%d+$") then D.set(C, n, "}" .. id) return end
  local v = tonumber(id)
  if v and find_room(v) then D.set(C, n, "}r" .. v)
  elseif v then D.set(C, n, "}c" .. v) else D.set(C, n, "") end
end
local function strfield(s, f, a)
  if f == "strlen" then return D.s(#s)
  elseif f == "trim" then return s:match("^%s*(.-)%s*$")
  elseif f == "car" then return (first(s))
  elseif f == "cdr" then local _, r = first(s) return r
  elseif f == "contains" then return b(lower(s):find(lower(a), 1, true) ~= nil)
  elseif f == "toupper" then return upper(s)
  elseif f == "tolower" then return lower(s)
  elseif f == "charat" then local i = num(a) return s:sub(i, i)
  elseif f == "mudcommand" then return first(s)
  elseif f == "cap" then return upper(s:sub(1, 1)) .. s:sub(2)
  end
  return ""
end
local function count(list, v)
  local n = 0
  for _, x in ipairs(list) do
    if x:vnum() == v then n = n + 1 end
  end
  return n
end
local function markfield(C, m, f, a)
  if m == "random" then
    if f == "char" then
      local p = room_of(C):people()
      local q = {}
      for _, x in ipairs(p) do
        if x ~= C.self and (kind(C.self) ~= "c" or C.self:can_see(x)) then q[#q + 1] = x end
      end
      if #q == 0 then return "" end
      return D.uid(q[random(#q)])
    end
    local n = num(f)
    if n < 1 then return "0" end
    return D.s(random(n))
  elseif m == "time" then
    if f == "hour" then return D.s(hour()) end
    return "0"
  elseif m == "people" then
    local r = find_room(num(f))
    return r and D.s(#r:people()) or "0"
  elseif m == "findmob" or m == "findobj" then
    local r = find_room(num(f))
    if r == nil then return "0" end
    return D.s(count(m == "findmob" and r:people() or r:objects(), num(a)))
  end
  return ""
end
local slotmap = { rfinger = "finger", lfinger = "finger", neck1 = "neck",
  neck2 = "neck", rwrist = "wrist", lwrist = "wrist",
  ["0"] = "light", ["1"] = "finger", ["2"] = "finger", ["3"] = "neck",
  ["4"] = "neck", ["5"] = "body", ["6"] = "head", ["7"] = "legs",
  ["8"] = "feet", ["9"] = "hands", ["10"] = "arms", ["11"] = "shield",
  ["12"] = "about", ["13"] = "waist", ["14"] = "wrist", ["15"] = "wrist",
  ["16"] = "wield", ["17"] = "hold" }
local slots = { "light", "finger", "neck", "body", "head", "legs", "feet",
  "hands", "arms", "shield", "about", "waist", "wrist", "wield", "hold" }
local sexes = { heshe = "it", hisher = "its", himher = "it" }
local function charfield(C, h, f, a)
  if f == "name" then return h:name()
  elseif f == "alias" then return lower(h:name())
  elseif f == "level" then return D.s(h:level())
  elseif f == "gold" then
    if a ~= nil and a ~= "" then
      local n = num(a)
      if n > 0 then h:give_gold(n) elseif n < 0 then h:take_gold(math.min(-n, h:gold())) end
    end
    return D.s(h:gold())
  elseif f == "exp" then
    if a ~= nil and a ~= "" then h:gain_exp(num(a)) end
    return D.s(h:exp())
  elseif f == "hitp" then
    if a ~= nil and a ~= "" then
      local n = num(a)
      if n > 0 then h:heal(n) elseif n < 0 then h:damage(-n) end
    end
    return D.s(h:hp())
  elseif f == "maxhitp" then return D.s(h:max_hp())
  elseif f == "mana" then return D.s(h:mana())
  elseif f == "maxmana" then return D.s(h:max_mana())
  elseif f == "move" then return D.s(h:move_points())
  elseif f == "maxmove" then return D.s(h:max_move())
  elseif f == "align" then return D.s(h:alignment())
  elseif f == "class" then return h:class() or "npc"
  elseif f == "race" then return h:race() or "npc"
  elseif f == "sex" then return h:sex()
  elseif sexes[f] then return sexes[f]
  elseif f == "is_pc" then return b(h:is_player())
  elseif f == "is_npc" then return b(not h:is_player())
  elseif f == "vnum" then
    if a ~= nil and a ~= "" then return b(h:vnum() == num(a)) end
    return D.s(h:vnum() or -1)
  elseif f == "id" then return "c" .. D.s(h:id())
  elseif f == "room" then return D.uid(h:room())
  elseif f == "fighting" then return D.uid(h:fighting())
  elseif f == "master" then return D.uid(h:master())
  elseif f == "canbeseen" then
    if kind(C.self) ~= "c" then return "1" end
    return b(C.self:can_see(h))
  elseif f == "pos" then return h:position()
  elseif f == "str" or f == "int" or f == "wis" or f == "dex" or f == "con" then
    return D.s(h[f](h))
  elseif f == "cha" or f == "stradd" then return "0"
  elseif f == "eq" then
    a = lower(a or "")
    if a == "*" then
      for _, sl in ipairs(slots) do
        local ok, e = pcall(h.equipment, h, sl)
        if ok and e then return D.uid(e) end
      end
      return ""
    end
    local ok, e = pcall(h.equipment, h, slotmap[a] or a)
    return ok and D.uid(e) or ""
  elseif f == "inventory" or f == "has_item" then
    local v = tonumber(a) or a
    if a == nil or a == "" then
      local inv = h:inventory()
      return D.uid(inv[1])
    end
    if f == "has_item" then return b(h:has(v)) end
    return D.uid(h:find_obj(v))
  elseif f == "varexists" then return b(h:get(D.name(a)) ~= nil)
  elseif f == "affect" then return b(h:affected(a or ""))
  elseif f == "next_in_room" then
    local r = h:room()
    return r and nextof(r:people(), h) or ""
  elseif f == "is_killer" or f == "is_thief" or f == "drunk"
      or f == "hunger" or f == "thirst" or f == "weight" then return "0"
  elseif f == "title" then return ""
  end
  return nil
end
local function objfield(C, h, f, a)
  if f == "name" or f == "shortdesc" then return h:name()
  elseif f == "vnum" then
    if a ~= nil and a ~= "" then return b(h:vnum() == num(a)) end
    return D.s(h:vnum())
  elseif f == "id" then return "o" .. D.s(h:id())
  elseif f == "type" then return upper(h:type())
  elseif f:match("^val%d$") then return D.s(h:value(num(f:sub(4))))
  elseif f == "weight" then return D.s(h:weight())
  elseif f == "cost" then return D.s(h:cost())
  elseif f == "level" then return D.s(h:level())
  elseif f == "timer" then return D.s(h:timer())
  elseif f == "carried_by" then return D.uid(h:carrier())
  elseif f == "worn_by" then return D.uid(h:worn_by())
  elseif f == "in_room" or f == "room" then return D.uid(h:room())
  elseif f == "contents" then return D.uid(h:contents()[1])
  elseif f == "count" then return D.s(#h:contents())
  elseif f == "is_inobj" then return D.uid(h:container())
  elseif f == "next_in_list" then
    local c = h:container()
    if c then return nextof(c:contents(), h) end
    local w = h:carrier()
    if w then return nextof(w:inventory(), h) end
    local r = h:room()
    return r and nextof(r:objects(), h) or ""
  elseif f == "cost_per_day" then return "0"
  end
  return nil
end
local dirs = { north = 1, east = 1, south = 1, west = 1, up = 1, down = 1 }
local function roomfield(C, h, f, a)
  if f == "vnum" then return D.s(h:vnum())
  elseif f == "id" then return "r" .. D.s(h:vnum())
  elseif f == "name" then return h:name()
  elseif f == "sector" then return h:sector()
  elseif f == "people" then return D.uid(h:people()[1])
  elseif f == "contents" then return D.uid(h:objects()[1])
  elseif dirs[f] then
    local r = h:exit(f)
    if r == nil then return "" end
    if a == "bits" then return h:door(f) or "" end
    return D.s(r:vnum())
  elseif f == "weather" then return "sunny"
  end
  return nil
end
function D.f(C, x, f, a)
  f = lower(f)
  if type(x) == "table" then return markfield(C, x.m, f, D.s(a)) end
  x = D.s(x)
  local h = D.h(x)
  if h == nil then
    if x:sub(1, 1) == "}" then return "" end
    return strfield(x, f, D.s(a))
  end
  if h.exists and not h:exists() then return "" end
  local k, ok, r = kind(h), true, nil
  if a ~= nil then a = D.s(a) end
  if k == "c" then ok, r = pcall(charfield, C, h, f, a)
  elseif k == "o" then ok, r = pcall(objfield, C, h, f, a)
  else ok, r = pcall(roomfield, C, h, f, a) end
  if not ok then return "" end
  if r == nil then
    local g = h:get(D.name(f))
    if g ~= nil then r = D.s(g) else r = "" end
  end
  return D.s(r)
end
function D.wait(C, s, fn)
  local n = math.max(1, math.min(86400, s))
  after(n, fn)
end
function D.wait_arg(s)
  s = D.s(s)
  local hh, mm = s:match("^%s*until%s+(%d+):?(%d%d)")
  if hh then
    local now = hour()
    local h = num(hh) % 24
    local d = (h - now) % 24
    if d == 0 then d = 24 end
    return d * 60
  end
  local n, u = s:match("^%s*(%d+)%s*(%a?)")
  n = tonumber(n) or 1
  if u == "t" then n = n * 60 end
  return n
end
local function target(C, w)
  local h = D.h(w)
  if h then return h end
  local r = room_of(C)
  if w == nil or w == "" then return nil end
  return r:find_char(w) or find_player(w) or r:find_obj(w)
    or (kind(C.self) == "c" and C.self:find_obj(w)) or nil
end
D.target = target
local function roomarg(w)
  local h = D.h(w)
  if h then
    if kind(h) == "r" then return h end
    return h:room()
  end
  return find_room(num(w))
end
local function mob(C) return kind(C.self) == "c" end
function cmds.echo(C, a) room_of(C):echo(a) end
function cmds.send(C, a)
  local w, r = first(a)
  local h = target(C, w)
  if h and kind(h) == "c" then h:send(r) end
end
function cmds.echoaround(C, a)
  local w, r = first(a)
  local h = target(C, w)
  if h and kind(h) == "c" then
    local rm = h:room()
    if rm then rm:echo(r, h) end
  end
end
function cmds.zoneecho(C, a)
  local w, r = first(a)
  local rm = roomarg(w) or room_of(C)
  rm:area_echo(r)
end
function cmds.recho(C, a)
  local lo, hi, r = D.s(a):match("^%s*(%d+)%s+(%d+)%s*(.*)$")
  lo, hi = tonumber(lo), tonumber(hi)
  if not lo then return end
  if hi - lo > 200 then hi = lo + 200 end
  for v = lo, hi do
    local rm = find_room(v)
    if rm then rm:echo(r) end
  end
end
function cmds.asound(C, a) room_of(C):asound(a) end
function cmds.teleport(C, a)
  local w, r = first(a)
  local to = roomarg(first(r))
  if to == nil then return end
  if lower(w) == "all" then room_of(C):teleport(to) return end
  local h = target(C, w)
  if h == nil then return end
  if kind(h) == "c" then h:transfer(to) elseif kind(h) == "o" then h:to_room(to) end
end
cmds["goto"] = function(C, a)
  local to = roomarg(first(a))
  if to and mob(C) then C.self:transfer(to) end
end
function cmds.force(C, a)
  local w, r = first(a)
  if lower(w) == "all" then
    for _, p in ipairs(room_of(C):people()) do
      if p ~= C.self then p:force(r) end
    end
    return
  end
  local h = target(C, w)
  if h and kind(h) == "c" then h:force(r) end
end
function cmds.load(C, a)
  local w = words(a)
  local what, v = lower(w[1] or ""), num(w[2])
  local to = w[3] and target(C, w[3]) or nil
  if what == "mob" or what == "m" then
    local r = (to and kind(to) == "r" and to) or roomarg(w[3] or "") or room_of(C)
    return r:load_mob(v)
  end
  if to and kind(to) ~= "r" then return to:load_obj(v) end
  if mob(C) and to == nil then return C.self:load_obj(v) end
  if kind(C.self) == "o" and to == nil then
    local c = C.self:carrier()
    if c then return c:load_obj(v) end
  end
  return (to or room_of(C)):load_obj(v)
end
function cmds.purge(C, a)
  local w = first(a)
  if w == "" then return room_of(C):purge() end
  local h = target(C, w)
  if h and (kind(h) == "o" or not h:is_player()) then h:purge() end
end
function cmds.junk(C, a)
  local w = first(a)
  if not mob(C) then return end
  if lower(w) == "all" then
    for _, o in ipairs(C.self:inventory()) do o:purge() end
    return
  end
  local o = D.h(w) or C.self:find_obj(w)
  if o then o:purge() end
end
function cmds.damage(C, a)
  local w, r = first(a)
  local h = target(C, w)
  local n = num(r)
  if h == nil or kind(h) ~= "c" then return end
  if n > 0 then h:damage(math.min(n, 1000)) elseif n < 0 then h:heal(math.min(-n, 1000)) end
end
function cmds.heal(C, a)
  local w, r = first(a)
  local h = target(C, w)
  if h and kind(h) == "c" and num(r) > 0 then h:heal(math.min(num(r), 1000)) end
end
function cmds.door(C, a)
  local w = words(a)
  local rm, dir, f = find_room(num(w[1])), lower(w[2] or ""), lower(w[3] or "")
  if rm == nil or not dirs[dir] then return end
  if f == "flags" then
    local v = lower(w[4] or "")
    if v:find("c") or v:find("d") then rm:close(dir) rm:lock(dir)
    elseif v:find("b") then rm:unlock(dir) rm:close(dir)
    else rm:unlock(dir) rm:open(dir) end
  end
end
function cmds.at(C, a)
  local w, r = first(a)
  local to = roomarg(w)
  if to == nil then return end
  local c, rest = first(r)
  c = lower(c)
  local f = cmds[c] or cmds[c:sub(2)]
  if f and f ~= cmds.at then
    local was = C.at
    C.at = to
    f(C, rest)
    C.at = was
  elseif mob(C) then C.self:at(to, r) end
end
function cmds.transform(C, a)
  C.self:transform(num(first(a)))
end
function cmds.kill(C, a)
  local h = target(C, first(a))
  if h and mob(C) and kind(h) == "c" then C.self:attack(h) end
end
function cmds.hunt(C, a)
  local h = target(C, first(a))
  if h and mob(C) then C.self:hunt(h) end
end
function cmds.remember(C, a)
  local h = target(C, first(a))
  if h and mob(C) then C.self:remember(h) end
end
function cmds.forget(C, a)
  local h = target(C, first(a))
  if h and mob(C) then C.self:forget(h) end
end
function cmds.setval(C, a)
  local w = words(a)
  if kind(C.self) == "o" then C.self:set_value(num(w[1]), num(w[2])) end
end
function cmds.timer(C, a)
  if kind(C.self) ~= "o" then return end
  C.self:set("dg_timer", num(a))
  C.self:set_timer(num(a) > 0 and num(a) + 1 or 0)
end
function D.timer_start(self, fn)
  if self:get("dg_timer") == nil and self:timer() > 0 then
    self:set("dg_timer", self:timer())
  end
  every(60, function()
    local t = num(self:get("dg_timer"))
    if t <= 0 then return end
    t = t - 1
    self:set("dg_timer", t)
    if t == 0 then fn(self, self:carrier(), self, nil) end
  end)
end
function cmds.log(C, a) log(D.s(a)) end
function cmds.follow(C, a)
  local h = target(C, first(a))
  if mob(C) and h and kind(h) == "c" then C.self:command("follow " .. h:name()) end
end
function cmds.move(C, a)
  local w, r = first(a)
  local o, to = target(C, w), target(C, first(r))
  if o == nil or kind(o) ~= "o" then return end
  if to == nil then to = roomarg(first(r)) end
  if to == nil then return end
  local k = kind(to)
  if k == "r" then o:to_room(to) elseif k == "c" then o:to_char(to) else o:to_obj(to) end
end
function cmds.dg_cast(C, a)
  local sp, r = D.s(a):match("^%s*'([^']*)'%s*(.-)%s*$")
  if sp == nil then sp, r = first(a) end
  local h = r ~= "" and target(C, r) or nil
  if mob(C) then C.self:cast(sp, h) elseif h and kind(h) == "c" then h:affect(sp, 0, 60) end
end
function cmds.dg_affect(C, a)
  local w = words(a)
  local h = target(C, w[1])
  if h == nil or kind(h) ~= "c" then return end
  local what, mod, dur = lower(w[2] or ""), num(w[3]), num(w[4])
  if dur <= 0 then h:unaffect(what) return end
  h:affect(what, math.max(-100, math.min(100, mod)), math.min(86400, dur * 60))
end
function cmds.mob(C, a)
  local w, r = first(a)
  w = lower(w)
  local f = cmds[w:sub(2)]
  if f and w:match("^[mow]") and f ~= cmds.mob then return f(C, r) end
  if mob(C) then C.self:command(D.s(a)) end
end
D.cmds = cmds
local function run(C, name, a)
  local f = cmds[name]
  if f then return f(C, a) end
  if mob(C) then
    if name == "say" then C.self:say(a)
    elseif name == "emote" then C.self:emote(a)
    else C.self:command(name .. " " .. a) end
  end
end
function D.c(C, name, a)
  local ok, err = pcall(run, C, name, D.s(a))
  if not ok then
    err = tostring(err)
    if err:find("budget exhausted", 1, true) then error(err, 0) end
    log("DG " .. name .. ": " .. err)
  end
end
function D.speech(text, list)
  local s = " " .. lower(D.s(text)):gsub("[^%w]", " ") .. " "
  for w in lower(list):gmatch("[%w']+") do
    w = w:gsub("[^%w]", " ")
    if s:find(" " .. w .. " ", 1, true) then return true end
  end
  return false
end
function D.phrase(text, p)
  local s = " " .. lower(D.s(text)):gsub("[^%w]", " ") .. " "
  p = lower(p):gsub("[^%w]", " "):gsub("%s+", " "):match("^%s*(.-)%s*$")
  return s:gsub("%s+", " "):find(" " .. p .. " ", 1, true) ~= nil
end
function D.fin(C)
  local v = C.rv
  local yes = v == nil or num(v) ~= 0
  if C.trig == "command" then
    if yes then return true end
    return nil
  end
  if yes then return nil end
  return false
end
function D.sub(C, s)
  return (D.s(s):gsub("%%([^%%%s]+)%%", function(v)
    local parts = {}
    for q in v:gmatch("[^.]+") do parts[#parts + 1] = q end
    local x = D.v(C, parts[1])
    for i = 2, #parts do
      local f, a = parts[i]:match("^([^(]*)%((.*)%)$")
      if f then x = D.f(C, x, f, a) else x = D.f(C, x, parts[i], nil) end
    end
    return D.s(x)
  end))
end
return D
end)()
