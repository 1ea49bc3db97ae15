--- caster: casts in a fight, a spell of its kind every third round or
--- so, at its level and without mana (mob:spell): "mage" (the default:
--- magic missile, chill touch, blindness, lightning bolt, fireball, by
--- level), "cleric" (blindness, poison, earthquake; heals itself when
--- below half its hit points), "undead" (chill touch, blindness, poison)
--- or "judge" (lightning bolt). ROM's spec_cast_mage, spec_cast_cleric,
--- spec_cast_undead and spec_cast_judge, CircleMUD's magic_user.
--! for mob
--! args mage cleric undead judge
--@ fight 33
local foe = self:fighting()
if foe == nil then return end
local lvl = self:level()
local kind = arg ~= "" and arg or "mage"
local spells
if kind == "cleric" then
  if self:hp() < self:max_hp() / 2 then
    self:spell(lvl >= 21 and "heal" or lvl >= 7 and "cure serious" or
      "cure light")
    return
  end
  spells = { "blindness", "poison" }
  if lvl >= 7 then spells[#spells + 1] = "earthquake" end
elseif kind == "undead" then
  spells = { "chill touch", "blindness" }
  if lvl >= 9 then spells[#spells + 1] = "poison" end
elseif kind == "judge" then
  spells = { "lightning bolt" }
else
  spells = { "magic missile" }
  if lvl >= 2 then spells[#spells + 1] = "chill touch" end
  if lvl >= 5 then spells[#spells + 1] = "blindness" end
  if lvl >= 10 then spells[#spells + 1] = "lightning bolt" end
  if lvl >= 15 then spells[#spells + 1] = "fireball" end
end
local s = spells[random(#spells)]
if s == "blindness" and foe:affected("blindness") then s = spells[1] end
if s == "poison" and foe:affected("poison") then s = spells[1] end
self:spell(s, foe)
