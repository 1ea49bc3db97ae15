#9001
Questmaster greets~
0 g 100
~
* A greeting: players only, by name.
if %actor.is_pc%
  say Welcome to the hall, %actor.name%!
end
~
#9002
Questmaster hears a hello~
0 d 1
hello hi greetings~
* Word mode (numeric argument 1): any of the words.
set who %actor.name%
set heard %speech%
say Well met, %who%. You said: %heard%
~
#9003
Questmaster gives the quest~
0 d 1
quest errand~
* A global count on the questmaster, and a flag on the player.
eval asked %asked% + 1
global asked
if %actor.quest_done% == 1
  say You have run my errand already, %actor.name%.
elseif %asked% > 1
  say I have said it %asked% times: bring me a rat tail.
else
  say Bring me a rat tail from the counting room.
end
~
#9004
Questmaster takes the tail~
0 j 100
~
if %object.vnum% == 9030
  set quest_done 1
  remote quest_done %actor.id%
  %purge% %object%
  say Thank you, %actor.name%: the errand is done.
  nop %actor.gold(10)%
else
  say I have no use for %object.shortdesc%.
  return 0
end
~
#9005
Questmaster makes you wait~
0 d 0
wait for it~
set n 41
say Wait for it, %actor.name%...
wait 2 s
eval n %n% + 1
say The answer is %n%, %actor.name%.
~
#9006
Questmaster knows colours~
0 d 1
colour~
switch %speech.cdr%
  case red
    say Red like fire.
    break
  case blue
  case green
    say A cool colour.
    break
  default
    say I do not know the colour %speech.cdr%.
    break
done
~
#9007
Questmaster counts~
0 d 1
count~
set i 1
set out
while %i% <= 5
  set out %out%%i%
  eval i %i% + 1
  if %i% > 100
    break
  end
done
say I counted %out%.
~
#9008
Questmaster guards the guild~
0 q 100
~
if %direction% == north && !%actor.varexists(quest_done)%
  return 0
  %send% %actor% The questmaster bars your way: run an errand first.
end
~
#9009
Questmaster probes~
0 d 1
probe~
extract second 2 alpha beta gamma
makeuid me %self.id%
set temp gone
unset temp
context 7
set secret hidden
global secret
context 0
eval r %random.1%
eval sum (2 + 3) * 2
set mobs %findmob.9001(9010)%
set objs %findobj.9003(9030)%
say second=%second% me=%me.name% temp=[%temp%] r=%r% mobs=%mobs% objs=%objs% len=%second.strlen% sum=%sum%
~
#9010
Questmaster ticks~
0 d 1
tick~
set i 0
while %i% < 3
  eval i %i% + 1
  say Tick %i%.
  wait 1
done
say Ticks done, %actor.name%.
~
#9011
Questmaster takes a bribe~
0 m 5
~
say A bribe of %amount% coins? Kind of you.
~
#9012
Questmaster answers a word~
0 d 1
howdy hail~
say Hail yourself.
~
#9013
No sleeping in the guild~
2 c 100
*~
* Any command: the script tells them apart.
if %cmd.mudcommand% == sleep
  %send% %actor% No sleeping in the guild, %actor.name%.
  halt
end
return 0
~
#9014
Questmaster tells a story~
0 d 1
story~
* A switch inside a loop, a wait inside a case, fall-through and break.
set i 0
while %i% < 3
  eval i %i% + 1
  switch %i%
    case 1
      say Once,
      wait 1
      break
    case 2
      say twice,
    default
      say and %i%.
      break
  done
done
say The story is over.
~
#9015
Questmaster shows her powers~
0 d 1
powers~
* The DG commands a mobile has, each with what it shows.
emote raises her hands.
%load% obj 9031 %actor%
%send% %actor% A brass token appears in your hands.
%force% %actor% inventory
%damage% %actor% 1
%at% 9003 %echo% The ledgers rustle by themselves.
%zoneecho% %self.room.vnum% A bell rings across the hall of errands.
%asound% A faint chime comes from nearby.
mjunk all
%echoaround% %actor% %self.name% shows %actor.name% her powers.
~
#9020
Lever in the hall~
2 c 100
pull~
if %arg% == lever
  %send% %actor% Something clunks below.
  %echoaround% %actor% %actor.name% pulls the lever.
  halt
end
return 0
~
#9021
Dust in the counting room~
2 g 100
~
wait 1
%echo% Dust swirls as %actor.name% comes in.
~
#9022
Warm token~
1 g 100
~
%send% %actor% The token is warm to the touch.
otimer 5
attach 9023 %self.id%
~
#9023
Token crumbles~
1 f 100
~
%echo% The token crumbles to dust.
%purge% %self%
~
#9024
Questmaster checks her pockets~
0 d 1
pockets~
* An 'if' left open inside a loop: DG's 'done' still ends the loop.
set n 0
while %n% < 3
  eval n %n% + 1
  if %n% > 0
    say Pocket %n%.
done
end
say Checked %n% pockets.
~
#9025
Questmaster weighs a coin~
0 d 1
weigh~
* DG reads 'else if' as 'else': its test is never made.
set w 5
if %w% == 1
  say Light.
else if %w% == 2
  say Heavy.
else
  say Never.
end
say Weighed.
~
#9026
The hall bows back~
2 d 1
bow~
* A command kept in a variable, run by naming the variable.
set tell %send% %actor% The hall bows to you.
%tell%
~
$~
