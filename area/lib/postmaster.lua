--- postmaster: the post office's clerk. The game's mail needs no clerk:
--- 'mail' works anywhere (see 'help mail'); 'check', 'receive' and 'send'
--- asked of the postmaster say so. CircleMUD's postmaster.
--! for mob
--@ command check receive send
self:say("The post goes everywhere now, " .. ch:name() .. ".")
ch:send("Type 'mail' to read your letters and 'mail <player> <subject>' " ..
  "to write one; 'help mail' says more.")
return true
