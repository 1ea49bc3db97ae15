/*
 * equip.h: who may use what. An object's level is the least a player must
 * be to wear, wield or hold it, and a weapon heavier than a player's
 * strength wields (attrib_wield_weight) is refused. Staff and mobiles are
 * not held to either.
 */
#ifndef EQUIP_H
#define EQUIP_H

#include "area.h"

struct character;
struct object;

/*
 * May ch put obj on at loc? 0 if so; -1 if not, with *cause the words for
 * ch ("You must be level 12 to use a hauberk.") to free.
 */
int	 equip_allowed(const struct character *, const struct object *,
	     enum wear_loc, char **cause);

#endif
