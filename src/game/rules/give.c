/* give.c: an object handed from one character to another. */
#include "act.h"
#include "attrib.h"
#include "character.h"
#include "game.h"
#include "give.h"
#include "object.h"
#include "save.h"

/* Does ch still carry obj, and victim stand with it? */
static int
give_still(struct character *ch, struct object *obj, struct room *room,
    struct character *victim)
{
	return (!ch->extracted && !victim->extracted && ch->room == room &&
	    victim->room == room && obj->where == OBJ_CARRIED &&
	    obj->carried_by == ch && obj->worn == WEAR_NONE);
}

int
give_obj(struct character *ch, struct object *obj, struct character *victim)
{
	struct character	*both[2] = { ch, victim };
	struct room		*room = ch->room;

	if (obj->where != OBJ_CARRIED || obj->carried_by != ch) {
		char_printf(ch, "You do not have that.\n");
		return (-1);
	}
	if (obj->worn != WEAR_NONE) {
		char_printf(ch, "You are using %s; remove it first.\n",
		    obj->short_desc);
		return (-1);
	}
	if (victim == ch) {
		char_printf(ch, "You already have it.\n");
		return (-1);
	}
	if (victim->room != room || victim->extracted) {
		char_printf(ch, "You see no one here by that name.\n");
		return (-1);
	}
	if (obj->flags & ITEM_NO_DROP) {
		char_printf(ch, "You can't let go of %s.\n", obj->short_desc);
		return (-1);
	}
	if (attrib_cannot_carry(victim, 1, obj_total_weight(obj)) != NULL) {
		char_printf(ch, "%s can't carry any more.\n",
		    char_name_cap(victim));
		return (-1);
	}
	/* The give and receive scripts, before it changes hands. */
	if (game_hooks.giving != NULL &&
	    game_hooks.giving(ch, obj, victim) != 0)
		return (1);
	if (!give_still(ch, obj, room, victim))
		return (1);
	obj_to_char(obj, victim);
	char_printf(ch, "You give %s to %s.\n", obj->short_desc,
	    char_name(victim));
	char_printf(victim, "%s gives you %s.\n", char_name_cap(ch),
	    obj->short_desc);
	char_save_together(both, 2);
	return (0);
}
