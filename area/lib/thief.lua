--- thief: a pickpocket. Every tick, when standing and not fighting, it
--- may try a player's purse in its room: one who is awake may catch it
--- at it ("You catch ... with a hand in your purse!"); else it takes a
--- little of their gold (up to a twentieth, at most 50 a level).
--- ROM's spec_thief, CircleMUD's thief.
--! for mob
--@ tick 25
if self:fighting() or self:position() ~= "standing" then return end
for _, p in ipairs(self:room():people()) do
  if p:is_player() and self:can_see(p) and p:gold() > 0 then
    if p:position() ~= "sleeping" and random(4) == 1 then
      p:send("You catch " .. self:name() .. " with a hand in your purse!")
      self:room():echo(p:name() .. " catches " .. self:name() ..
        " at " .. p:name() .. "'s purse!", p)
      return
    end
    local n = math.min(p:gold() * random(5) // 100, self:level() * 50)
    if n > 0 and p:take_gold(n) then self:give_gold(n) end
    return
  end
end
