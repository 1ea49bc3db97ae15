--- patrolman: keeps order among the gangs. Every tick, when not fighting,
--- it blows its whistle (heard in the rooms about) at anyone fighting in
--- its room and wades in against the stronger of them. ROM's
--- spec_patrolman.
--! for mob
--@ load
self:set("patrolman", true)
--@ tick
if self:fighting() or self:position() ~= "standing" then return end
local foe
for _, p in ipairs(self:room():people()) do
  local f = p:fighting()
  if p ~= self and f ~= nil and f ~= self then
    if foe == nil or p:level() > foe:level() then foe = p end
  end
end
if foe == nil then return end
self:emote("blows a shrill blast on a whistle.")
self:room():asound("You hear a shrill whistle.")
self:say("Break it up, " .. foe:name() .. "!")
self:attack(foe)
