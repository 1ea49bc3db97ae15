#3090
Smith greets~
0 g 100
~
say Mind the sparks.
~
$~
