/*
 * attrib.c: what the attributes do (attrib.h). Thirteen is the mean: each
 * point above or below moves a rule a little, as in every Diku, but by a
 * formula rather than a 26-line table per attribute.
 */
#include <sys/queue.h>

#include "area.h"
#include "attrib.h"
#include "character.h"
#include "class.h"
#include "object.h"

int
attrib_get(const struct character *ch, enum stat k)
{
	/* APPLY_STR .. APPLY_CON, in the order of STAT_*. */
	static const enum apply	 apply[] = { [STAT_STR] = APPLY_STR,
				    [STAT_INT] = APPLY_INT,
				    [STAT_WIS] = APPLY_WIS,
				    [STAT_DEX] = APPLY_DEX,
				    [STAT_CON] = APPLY_CON };
	const struct affect	*af;
	const struct object	*obj;
	int			 v = ch->pd.stats[k];
	size_t			 i;

	TAILQ_FOREACH(af, &ch->affects, entry) {
		if (af->location == (int)apply[k])
			v += af->modifier;
	}
	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (obj->worn == WEAR_NONE)
			continue;
		for (i = 0; i < obj->naffects; i++) {
			if ((int)obj->affects[i].location == (int)apply[k])
				v += obj->affects[i].modifier;
		}
	}
	if (v < ATTRIB_MIN)
		v = ATTRIB_MIN;
	if (v > ATTRIB_MAX)
		v = ATTRIB_MAX;
	return (v);
}

/* Nothing from 11 to 13, a point for every two beyond: -4 at 3, +6 at 25. */
static int
attrib_curve(int v)
{
	return ((v - 12) / 2);
}

int
attrib_hit_bonus(const struct character *ch)
{
	return (attrib_curve(attrib_get(ch, STAT_DEX)));
}

int
attrib_dam_bonus(const struct character *ch)
{
	return (attrib_curve(attrib_get(ch, STAT_STR)));
}

int
attrib_ac_bonus(const struct character *ch)
{
	return (attrib_curve(attrib_get(ch, STAT_DEX)) * 5);
}

int
attrib_save_bonus(const struct character *ch)
{
	return (attrib_curve(attrib_get(ch, STAT_WIS)) * 3);
}

/* A quarter less for the small, a quarter more for the large. */
static int
attrib_by_size(const struct character *ch, int n)
{
	switch (race_table[race_of(ch)].size) {
	case SIZE_SMALL:
		return (n - n / 4);
	case SIZE_LARGE:
		return (n + n / 4);
	default:
		return (n);
	}
}

int
attrib_carry_number(const struct character *ch)
{
	int	n = attrib_by_size(ch, 30 + attrib_get(ch, STAT_DEX));

	return (n < 10 ? 10 : n);
}

int
attrib_carry_weight(const struct character *ch)
{
	return (attrib_by_size(ch, 20 + 10 * attrib_get(ch, STAT_STR)));
}

int
attrib_carried_number(const struct character *ch)
{
	const struct object	*obj;
	int			 n = 0;

	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (obj->worn == WEAR_NONE)
			n++;
	}
	return (n);
}

int
attrib_carried_weight(const struct character *ch)
{
	const struct object	*obj;
	int			 w = 0;

	TAILQ_FOREACH(obj, &ch->carrying, place)
		w += obj_total_weight(obj);
	return (w);
}

const char *
attrib_cannot_carry(const struct character *ch, int n, int weight)
{
	if (attrib_carried_number(ch) + n > attrib_carry_number(ch))
		return ("Your hands are full.");
	if (attrib_carried_weight(ch) + weight > attrib_carry_weight(ch))
		return ("That is more weight than you can bear.");
	return (NULL);
}

/*
 * A point of weight for each point of strength up to 10, then a point and
 * a half: 13 wields 14, 18 wields 22, 25 wields 32.
 */
int
attrib_wield_weight(const struct character *ch)
{
	int	s = attrib_get(ch, STAT_STR);
	int	w = s <= 10 ? s : 10 + (s - 10) * 3 / 2;

	return (w < 2 ? 2 : w);
}
