/*
 * healer.h: healers (a mobile flagged `healer`), who sell their cures
 * for gold as ROM's do: 'heal' lists them, 'heal <service>' buys one,
 * cast by the healer through the game's spells at its level.
 */
#ifndef HEALER_H
#define HEALER_H

struct character;

/*
 * heal [service]: with no word, the healer's services and prices; else
 * pay for one and have it cast on ch. 0, or -1 (ch is told why).
 */
int	healer_do(struct character *, const char *service);

#endif
