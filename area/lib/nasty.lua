--- nasty: a mugger. When not fighting it picks on a player in its room
--- of a higher level than itself and attacks; in a fight it may snatch a
--- tenth of its foe's gold and run for it. ROM's spec_nasty.
--! for mob
--@ tick 50
if self:fighting() or self:position() ~= "standing" then return end
for _, p in ipairs(self:room():people()) do
  if p:is_player() and p:level() > self:level() and self:can_see(p) then
    self:say("Your purse, " .. p:name() .. ", or your life!")
    self:attack(p)
    return
  end
end
--@ fight 25
local foe = self:fighting()
if foe == nil or not foe:is_player() then return end
local n = foe:gold() // 10
if n > 0 and foe:take_gold(n) then
  self:give_gold(n)
  foe:send(self:name():gsub("^%l", string.upper) ..
    " snatches some of your coins!")
  self:command("flee")
end
