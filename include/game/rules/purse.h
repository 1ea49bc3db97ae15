/* purse.h: gold handed from one character to another. */
#ifndef MUD_PURSE_H
#define MUD_PURSE_H

struct character;

/* The most gold one 'give' hands over. */
#define PURSE_GIVE_MAX	1000000000LL

/*
 * Is word a sum of gold ("10" before "gold", "coin" or "coins")? The sum
 * (1 or more), or 0 if word is not a number or unit is not gold.
 */
long long	purse_amount(const char *word, const char *unit);
/*
 * ch gives amount gold to victim in its room: a sum ch has, the gold
 * moved, both told, the room told, both saved. 0, or -1 (ch told why).
 */
int		purse_give(struct character *ch, struct character *victim,
		    long long amount);
/*
 * ch drops amount gold as a pile of coins on the floor (added to a pile
 * already there), which 'get' turns back into gold. 0, or -1 (told).
 */
int		purse_drop(struct character *ch, long long amount);

#endif
