local t = after(1, function() self:echo("x") end)
cancel(t)
every(2, function() end)
self:set("n", (self:get("n") or 0) + 1)
for i = 1, 10 do string.rep("x", i) end
return pcall(load, "return 1")
