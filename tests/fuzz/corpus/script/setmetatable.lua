setmetatable({}, "")
setmetatable({}, 1)
return pcall(setmetatable, {}, true)
