--- janitor: picks up the litter in its room, one thing a tick: trash,
--- empty bottles, food and anything worth less than 10 gold that can be
--- taken (never a corpse, a fountain, a board, nor a thing a quest sent
--- a player for: flag quest). ROM's spec_janitor,
--- CircleMUD's janitor.
--! for mob
--@ tick
if self:fighting() or self:position() ~= "standing" then return end
local litter = { trash = true, drink = true, food = true }
local never = { corpse = true, fountain = true, board = true,
  furniture = true, money = false }
for _, o in ipairs(self:room():objects()) do
  local t = o:type()
  if not never[t] and not o:flag("no_take") and not o:flag("quest") and
      (litter[t] or o:cost() < 10) then
    if o:to_char(self) then
      self:emote("sweeps up some litter.")
      return
    end
  end
end
