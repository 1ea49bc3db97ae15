--- receptionist: the inn's desk, where CircleMUD players rented. Here
--- nothing is rented: a player and all it carries are saved by
--- themselves (as they go, and when they quit), and nothing is charged;
--- 'rent' and 'offer' at the desk say so. CircleMUD's receptionist and
--- cryogenicist.
--! for mob
--@ command rent offer
self:say("No rent is due here, " .. ch:name() ..
  ": you and all you carry are saved as you go, and kept when you quit.")
ch:send("Type 'quit' when you wish to leave; nothing is charged.")
return true
