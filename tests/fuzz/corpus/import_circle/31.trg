5#3150
Stair creaks~
2 g 100
~
%echo% The copper stair creaks as someone arrives.
~
#3151
Bellringer greets~
0 g 100
~
say Mind the bell, friend!
~
#3152
Bell rings~
1 c 100
ring~
%send% %actor% The bell rings out clear.
~
$~
