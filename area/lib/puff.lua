--- puff: a dragon with odd thoughts, said now and then.
--- CircleMUD's puff.
--! for mob
--@ tick 5
if self:fighting() or self:position() ~= "standing" then return end
local lines = {
  "Has anyone seen my other sock?",
  "I dreamt the mountains were made of cheese.",
  "Smoke rings are harder than they look.",
  "Nobody ever asks a dragon how its day was.",
}
self:say(lines[random(#lines)])
