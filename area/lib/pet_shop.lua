--- pet_shop: a room that sells pets (a room). The pets for sale are the
--- mobiles in the room whose vnum is one more than the shop's (as in
--- CircleMUD): 'list' shows them, 'buy <pet>' makes a copy of one, which
--- follows its buyer, for 300 gold a level (at least 300). Where that
--- room holds no mobile, 'list' and 'buy' are the game's own.
--- CircleMUD's pet_shops.
--! for room
--@ command list
local kennel = find_room(self:vnum() + 1)
if kennel == nil then return end
local pets = {}
for _, p in ipairs(kennel:people()) do
  if not p:is_player() then pets[#pets + 1] = p end
end
if #pets == 0 then return end
ch:send("Animals to take home:")
for _, p in ipairs(pets) do
  ch:send(string.format("  %-40s %8d gold", p:name(),
    300 * math.max(1, p:level())))
end
return true
--@ command buy
local kennel = find_room(self:vnum() + 1)
local want = text and text:match("^%s*(%S+)") or nil
if kennel == nil or want == nil then return end
local pet = kennel:find_char(want)
if pet == nil or pet:is_player() then
  ch:send("No pet here goes by that name.")
  return true
end
local price = 300 * math.max(1, pet:level())
if not ch:take_gold(price) then
  ch:send("Your purse is too light for that one.")
  return true
end
local new = self:load_mob(pet:vnum())
if new == nil then
  ch:give_gold(price)
  ch:send("The pet will not come just now.")
  return true
end
new:command("follow " .. ch:name())
ch:send("The animal is yours now; it follows you.")
self:echo(ch:name() .. " buys " .. new:name() .. " as a pet.", ch)
return true
