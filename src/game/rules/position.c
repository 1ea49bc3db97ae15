/* position.c: what a character's position (asleep, resting...) allows. */
#include <stddef.h>

#include "character.h"
#include "position.h"

/*
 * Where a position stands from the least able to the most. The enum's own
 * order is what the store saves, so it cannot be this order; a value it
 * does not know counts as standing, so that 'stand' can mend it.
 */
static int
position_rank(int pos)
{
	switch (pos) {
	case POS_DEAD:
		return (0);
	case POS_STUNNED:
		return (1);
	case POS_SLEEPING:
		return (2);
	case POS_RESTING:
		return (3);
	case POS_FIGHTING:
		return (4);
	default:
		return (5);
	}
}

/* Why ch's position keeps it from what needs min_pos, or NULL. */
const char *
position_refused(const struct character *ch, int min_pos)
{
	int	pos = ch->pd.position;

	/* Whoever has a foe is in a fight, whatever the position says. */
	if (ch->fighting != NULL && pos == POS_STANDING)
		pos = POS_FIGHTING;
	if (position_rank(pos) >= position_rank(min_pos))
		return (NULL);
	switch (pos) {
	case POS_DEAD:
		return ("You are dead. The dead do nothing.");
	case POS_STUNNED:
		return ("Your head is still spinning; you can do nothing "
		    "yet.");
	case POS_SLEEPING:
		return ("You are asleep; wake up first.");
	case POS_RESTING:
		return ("You are resting; get up on your feet "
		    "first.");
	default:
		return ("Not in the thick of a fight! Flee if you "
		    "must.");
	}
}
