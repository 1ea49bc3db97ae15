--- guild_guard [<class> <direction>]: guards a guild's door: a player
--- not of the guild's class is refused the way. Given no argument, the
--- guild is found by what is behind each way: the class a guildmaster
--- there teaches (mob:guild()), in the room it leads to or one further
--- on. CircleMUD's guild_guard.
--! for mob
--! args *
--@ leave
if text == nil or not ch:is_player() then return end
local class, dir = arg:match("^(%S+)%s+(%S+)$")
if dir ~= nil and dir ~= text then return end
local function master_in(room)
  for _, p in ipairs(room:people()) do
    if p:guild() then return p:guild() end
  end
end
if class == nil then
  -- the guildmaster behind the way, or one room further on
  local there = self:room():exit(text)
  if there == nil then return end
  class = master_in(there)
  if class == nil then
    for _, v in pairs(there:exits()) do
      local r = find_room(v)
      if r ~= nil and r ~= self:room() then
        class = master_in(r)
        if class then break end
      end
    end
  end
end
-- A guildmaster of every class ("all") lets everyone by.
if class == nil or class == "all" or ch:class() == class then return end
ch:send(self:name():gsub("^%l", string.upper) ..
  " blocks your way: only the " .. class .. "s' guild may pass.")
self:room():echo(self:name():gsub("^%l", string.upper) .. " blocks " ..
  ch:name() .. "'s way.", ch)
return false
