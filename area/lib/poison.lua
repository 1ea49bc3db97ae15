--- poison: a venomous bite now and then in a fight: the foe is poisoned
--- (mob:spell "poison"). ROM's spec_poison, CircleMUD's snake.
--! for mob
--@ fight 33
local foe = self:fighting()
if foe == nil or foe:affected("poison") then return end
self:emote("bites " .. foe:name() .. "!")
self:spell("poison", foe)
