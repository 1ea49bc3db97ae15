--- breath: a dragon's breath, every third round or so of a fight: "fire",
--- "acid", "frost", "lightning" (at its foe) or "gas" (at everyone in the
--- room fighting it, and every player there); "any" (the default): one
--- of them at random. It hurts by the dragon's level (up to 1000).
--- ROM's spec_breath_fire, _acid, _frost, _gas, _lightning and _any.
--! for mob
--! args fire acid frost gas lightning any
--@ fight 33
local foe = self:fighting()
if foe == nil then return end
local kinds = { "fire", "acid", "frost", "gas", "lightning" }
local kind = arg
if kind == "" or kind == "any" then kind = kinds[random(#kinds)] end
local what = {
  fire = "a blast of fire", acid = "a spray of acid",
  frost = "a cone of frost", gas = "a cloud of poisonous gas",
  lightning = "a bolt of lightning",
}
local function hurt(v)
  local n = math.min(1000, math.max(1, self:level() * 2 + random(self:level() + 4)))
  v:damage(n, self:name():gsub("^%l", string.upper) .. " breathes " ..
    what[kind] .. " at you!")
end
self:emote("breathes " .. what[kind] .. "!")
if kind == "gas" then
  for _, p in ipairs(self:room():people()) do
    if p ~= self and (p:is_player() or p:fighting() == self) then hurt(p) end
  end
else
  hurt(foe)
end
