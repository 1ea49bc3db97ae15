--- adept: a temple's helper. Every tick, when not fighting, it may cast a
--- helpful spell at a player of level 10 or less in its room, at its own
--- level and without mana: armor, bless, cure light, refresh, cure
--- blindness or cure poison (those two only on the afflicted).
--- ROM's spec_cast_adept.
--! for mob
--@ tick 50
if self:fighting() or self:position() ~= "standing" then return end
local young = {}
for _, p in ipairs(self:room():people()) do
  if p:is_player() and p:level() <= 10 and self:can_see(p) then
    young[#young + 1] = p
  end
end
if #young == 0 then return end
local p = young[random(#young)]
if p:affected("blindness") then self:spell("cure blindness", p) return end
if p:affected("poison") then self:spell("cure poison", p) return end
local spells = { "armor", "bless", "cure light", "refresh" }
local s = spells[random(#spells)]
if (s == "armor" or s == "bless") and p:affected(s) then s = "cure light" end
if s == "cure light" and p:hp() >= p:max_hp() then s = "refresh" end
self:spell(s, p)
