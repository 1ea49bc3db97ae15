--- fido: a scavenging dog. Every tick it may devour a corpse lying in
--- its room (a mobile's, never a player's); what the corpse held falls to
--- the floor. ROM's spec_fido, CircleMUD's fido.
--! for mob
--@ tick
if self:fighting() or self:position() ~= "standing" then return end
for _, o in ipairs(self:room():objects()) do
  if o:type() == "corpse" and not o:player_corpse() then
    self:emote("tears into a corpse and wolfs it down.")
    for _, x in ipairs(o:contents()) do x:to_room(self:room()) end
    o:purge()
    return
  end
end
