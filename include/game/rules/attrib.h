/*
 * attrib.h: what a character's attributes do. The five attributes are
 * saved as they were rolled (player_data's stats); what counts is that
 * plus affects and the affects of worn things, kept between 3 and 25.
 * Every rule that reads an attribute asks here, so a table an admin can
 * read (help attributes) says it all.
 */
#ifndef ATTRIB_H
#define ATTRIB_H

#include "character.h"

#define ATTRIB_MIN	3
#define ATTRIB_MAX	25

/* ch's attribute now (STAT_*), with what its affects and gear add. */
int	 attrib_get(const struct character *, enum stat);

/* Added to the to-hit roll (dexterity). */
int	 attrib_hit_bonus(const struct character *);
/* Added to the damage of each blow (strength). */
int	 attrib_dam_bonus(const struct character *);
/* Taken off the armour class (dexterity): lower is better. */
int	 attrib_ac_bonus(const struct character *);
/* Added to the chance in 100 of resisting a spell (wisdom). */
int	 attrib_save_bonus(const struct character *);

/* The most things (dexterity, size) and weight (strength, size). */
int	 attrib_carry_number(const struct character *);
int	 attrib_carry_weight(const struct character *);
/* What ch holds now: things (not worn) and the weight of everything. */
int	 attrib_carried_number(const struct character *);
int	 attrib_carried_weight(const struct character *);
/*
 * Why ch can't take n more things weighing weight in all, or NULL: the
 * words for ch ("Your hands are full.").
 */
const char *attrib_cannot_carry(const struct character *, int n,
	     int weight);
/* The heaviest weapon ch can wield (strength): never below 2. */
int	 attrib_wield_weight(const struct character *);

#endif
