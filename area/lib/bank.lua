--- bank: a bank (a teller or a cash machine): 'balance', 'deposit <n>'
--- (or 'deposit all') and 'withdraw <n>'. What a player keeps in it is
--- the player's variable "bank_gold", saved with the player; a bank
--- holds at most 1,000,000,000 for one. CircleMUD's bank.
--! for mob obj
--@ command balance
local held = ch:get("bank_gold") or 0
ch:send("Your balance is " .. held .. " gold.")
return true
--@ command deposit
local held = ch:get("bank_gold") or 0
local w = text and text:match("^%s*(%S+)") or nil
local n = w == "all" and ch:gold() or tonumber(w or "")
n = n and math.tointeger(n)
if n == nil or n < 1 then
  ch:send("Deposit how much?")
  return true
end
if n > ch:gold() then
  ch:send("You don't have that much gold!")
  return true
end
if held + n > 1000000000 then
  ch:send("The bank cannot hold that much for you.")
  return true
end
ch:take_gold(n)
ch:set("bank_gold", held + n)
ch:send("You deposit " .. n .. " gold. Your balance is " .. (held + n) ..
  " gold.")
return true
--@ command withdraw
local held = ch:get("bank_gold") or 0
local w = text and text:match("^%s*(%S+)") or nil
local n = w == "all" and held or tonumber(w or "")
n = n and math.tointeger(n)
if n == nil or n < 1 then
  ch:send("Withdraw how much?")
  return true
end
if n > held then
  ch:send("You don't have that much in the bank!")
  return true
end
n = math.min(n, 1000000)
if not ch:give_gold(n) then
  ch:send("The bank cannot pay that out just now.")
  return true
end
ch:set("bank_gold", held - n)
ch:send("You withdraw " .. n .. " gold. Your balance is " .. (held - n) ..
  " gold.")
return true
