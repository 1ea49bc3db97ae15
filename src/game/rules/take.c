/* take.c: taking an object, from the floor, a container or a corpse. */
#include "act.h"
#include "attrib.h"
#include "character.h"
#include "corpse.h"
#include "game.h"
#include "object.h"
#include "quest.h"
#include "save.h"
#include "take.h"

/* Money picked up is gold in the purse, not a thing to carry. */
static void
take_money(struct character *ch, struct object *obj,
    struct object *from)
{
	int	gold = obj->values[VAL_MONEY_GOLD];

	ch->pd.gold += gold;
	if (from != NULL) {
		char_printf(ch, "You get %d gold coin%s from %s.\n", gold,
		    gold == 1 ? "" : "s", from->short_desc);
		char_room_printf(ch, "%s gets some gold from %s.\n",
		    char_name(ch), from->short_desc);
	} else {
		char_printf(ch, "You get %d gold coin%s.\n", gold,
		    gold == 1 ? "" : "s");
		char_room_printf(ch, "%s gets some gold.\n", char_name(ch));
	}
	obj_extract(obj);
}

/*
 * May ch take obj? Its get scripts, before anything is done: 0, or 1 if
 * one refused, or moved the object, or took ch away (nothing is done).
 */
static int
take_asked(struct character *ch, struct object *obj, struct object *from)
{
	struct room	*room = ch->room;

	if (game_hooks.got == NULL)
		return (0);
	if (game_hooks.got(ch, obj) != 0 || ch->extracted || ch->room != room)
		return (1);
	if (from != NULL)
		return (obj->where != OBJ_IN_OBJ || obj->in_obj != from);
	return (obj->where != OBJ_IN_ROOM || obj->in_room != room);
}

/*
 * ch takes obj (from a container, or the floor if from is NULL): 0 if so,
 * -1 if it cannot (told why), 1 if a get script refused.
 */
int
take_obj(struct character *ch, struct object *obj,
    struct object *from)
{
	const char	*why;

	/* A portal is a place's, taken or not: a builder may forget so. */
	if ((obj->flags & ITEM_NO_TAKE) || obj->type == OBJ_PORTAL) {
		char_printf(ch, "You can't take %s.\n", obj->short_desc);
		return (-1);
	}
	/* Out of a bag ch carries, it weighs nothing more. */
	if (obj->type != OBJ_MONEY && (why = attrib_cannot_carry(ch, 1,
	    from != NULL && obj_carrier(from) == ch ? 0 :
	    obj_total_weight(obj))) != NULL) {
		char_printf(ch, "%s\n", why);
		return (-1);
	}
	if (take_asked(ch, obj, from) != 0)
		return (1);
	if (obj->type == OBJ_MONEY) {
		take_money(ch, obj, from);
		return (0);
	}
	obj_to_char(obj, ch);
	if (from != NULL) {
		char_printf(ch, "You get %s from %s.\n", obj->short_desc,
		    from->short_desc);
		char_room_printf(ch, "%s gets %s from %s.\n", char_name(ch),
		    obj->short_desc, from->short_desc);
	} else {
		char_printf(ch, "You get %s.\n", obj->short_desc);
		char_room_printf(ch, "%s gets %s.\n", char_name(ch),
		    obj->short_desc);
	}
	quest_found(ch, obj);
	return (0);
}

/* What ch took from a player's corpse is saved with the corpse, at once. */
void
take_looted(struct character *ch, struct object *from, int took)
{
	if (took && from != NULL && from->corpse != NULL) {
		corpse_changed(from);
		char_save(ch);
	}
}
