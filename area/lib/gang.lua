--- gang <name>: a member of a gang ("troll", "ogre"... any word). Every
--- tick, when not fighting and with no patrolman in the room, it may
--- pick a fight with a member of another gang there, or join a fight
--- against a fellow member. ROM's spec_troll_member and
--- spec_ogre_member.
--! for mob
--! args *
--@ load
self:set("gang", arg ~= "" and arg or "gang")
--@ tick 50
if self:fighting() or self:position() ~= "standing" then return end
local mine = self:get("gang") or arg
local foe
for _, p in ipairs(self:room():people()) do
  if p:get("patrolman") then return end
  local g = p:get("gang")
  if p ~= self and not p:is_player() and g ~= nil then
    if g ~= mine and foe == nil then foe = p end
    local f = p:fighting()
    if g == mine and f ~= nil and f:get("gang") ~= mine then foe = f end
  end
end
if foe == nil then return end
self:say("This is " .. mine .. " ground, " .. foe:name() .. "!")
self:attack(foe)
