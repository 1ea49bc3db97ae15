--- guild_guard [<class> <direction>]: guards a guild's door: a player
--- not of the guild's class is refused the way. Given no argument, the
--- guild is found by what is behind each way: the class a guildmaster
--- there teaches (mob:guild()). CircleMUD's guild_guard.
--! for mob
--! args *
--@ leave
if text == nil or not ch:is_player() then return end
local class, dir = arg:match("^(%S+)%s+(%S+)$")
if dir ~= nil and dir ~= text then return end
if class == nil then
  local there = self:room():exit(text)
  if there == nil then return end
  for _, p in ipairs(there:people()) do
    if p:guild() then class = p:guild() break end
  end
end
if class == nil or ch:class() == class then return end
ch:send(self:name():gsub("^%l", string.upper) ..
  " blocks your way: only the " .. class .. "s' guild may pass.")
self:room():echo(self:name():gsub("^%l", string.upper) .. " blocks " ..
  ch:name() .. "'s way.", ch)
return false
