local s = "" while true do s = s .. "x" end
