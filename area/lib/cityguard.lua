--- cityguard: keeps the peace. Every tick, if it is not already fighting,
--- it attacks a criminal in its room (anyone a script marked with the
--- variable "wanted") or else an aggressor: someone fighting a character
--- who is not evil (alignment above -350) and better than itself (a
--- player's alignment is 0: one who attacks the good baker, not one who
--- fights off a rat), the most evil first. The
--- argument "executioner" makes it cry for the gallows instead.
--- ROM's spec_guard and spec_executioner, CircleMUD's cityguard.
--! for mob
--! args executioner
--@ tick
if self:fighting() or self:position() ~= "standing" then return end
local best, why, worst = nil, nil, 1001
for _, p in ipairs(self:room():people()) do
  if p ~= self and self:can_see(p) then
    if p:get("wanted") then
      best, why = p, "criminal"
      break
    end
    local f = p:fighting()
    if f ~= nil and f ~= self and f:alignment() > -350 and
        p:alignment() < f:alignment() and p:alignment() < worst and
        f:get("wanted") == nil then
      best, why, worst = p, "aggressor", p:alignment()
    end
  end
end
if best == nil then return end
if arg == "executioner" then
  self:say(best:name() .. " is a " .. why ..
    "! To the gallows with " .. best:name() .. "!")
else
  self:say("Halt, " .. best:name() .. "! In the name of the watch!")
end
self:attack(best)
