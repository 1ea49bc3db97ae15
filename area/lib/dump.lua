--- dump: a rubbish dump (a room). What is dropped here is swallowed by
--- the heap, and a player who drops it is paid a tenth of its worth (1 to
--- 50 gold); what lies on the floor goes the same way every tick.
--- CircleMUD's dump.
--! for room
--@ drop
if obj:type() == "corpse" then return end
local pay = math.max(1, math.min(50, obj:cost() // 10))
ch:send("You drop " .. obj:name() .. ". The heap swallows it up!")
self:echo(ch:name() .. " drops " .. obj:name() ..
  ". The heap swallows it up!", ch)
obj:purge()
if ch:is_player() then
  ch:give_gold(pay)
  ch:send("You are paid " .. pay .. " gold for keeping the town clean.")
end
return false
--@ tick
for _, o in ipairs(self:objects()) do
  if o:type() ~= "corpse" and not o:flag("no_take") then
    self:echo(o:name():gsub("^%l", string.upper) ..
      " sinks into the heap and is gone.")
    o:purge()
  end
end
