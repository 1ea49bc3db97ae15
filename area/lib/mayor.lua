--- mayor [<morning path> <evening path>]: the town's mayor. At 6 he
--- wakes and declares the town open, at 20 he declares it closed and goes
--- to sleep. Given paths he walks them, a step a tick, from 6 and from
--- 20: letters n e s w u d (a step), o (open and unlock the doors of the
--- room he is in), c (close and lock them), a (wake), z (sleep).
--- ROM's spec_mayor, CircleMUD's mayor (their paths are in their C code:
--- give them here).
--! for mob
--! args *
--@ hour
local h = tonumber(text)
if h ~= 6 and h ~= 20 then return end
local morning, evening = arg:match("^(%S+)%s+(%S+)$")
if morning ~= nil then
  self:set("mayor_path", h == 6 and morning or evening)
  return
end
if h == 6 then
  self:command("wake")
  self:command("stand")
  self:say("Up, good people: the town is open for the day!")
else
  self:say("Home, all of you: the town is shut for the night!")
  self:command("sleep")
end
--@ tick
local path = self:get("mayor_path")
if path == nil or path == "" or self:fighting() then return end
local c = path:sub(1, 1)
self:set("mayor_path", path:sub(2))
local dirs = { n = "north", e = "east", s = "south", w = "west", u = "up",
  d = "down" }
local room = self:room()
if dirs[c] then
  self:move(dirs[c])
elseif c == "o" then
  self:say("Unbar the gates!")
  for dir in pairs(room:exits()) do
    if room:door(dir) then room:unlock(dir) room:open(dir) end
  end
elseif c == "c" then
  self:say("Bar the gates!")
  for dir in pairs(room:exits()) do
    if room:door(dir) then room:close(dir) room:lock(dir) end
  end
elseif c == "a" then
  self:command("wake")
  self:command("stand")
elseif c == "z" then
  self:command("sleep")
end
