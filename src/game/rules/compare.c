/* compare.c: two objects weighed against each other ('compare'). */
#include <stddef.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "compare.h"
#include "object.h"
#include "text.h"

/* A weapon's average damage, times two to keep the halves. */
static int
compare_weapon(const struct object *obj)
{
	return (obj->values[VAL_WEAPON_NUMBER] *
	    (obj->values[VAL_WEAPON_SIZE] + 1) +
	    2 * obj->values[VAL_WEAPON_BONUS]);
}

/* What ch wears that a could replace: a worn thing of a's type and slot. */
static struct object *
compare_worn(struct character *ch, const struct object *a)
{
	struct object	*o;

	TAILQ_FOREACH(o, &ch->carrying, place) {
		if (o == a || o->worn == WEAR_NONE || o->type != a->type)
			continue;
		if (a->type == OBJ_WEAPON || (o->wear & a->wear) != 0)
			return (o);
	}
	return (NULL);
}

void
compare_objects(struct character *ch, struct object *a, struct object *b)
{
	const char	*msg;
	int		 va, vb;

	if (b == NULL && (b = compare_worn(ch, a)) == NULL) {
		char_printf(ch, "You wear nothing to compare with %s.\n",
		    a->short_desc);
		return;
	}
	if (a == b) {
		char_printf(ch, "You weigh %s against itself: a draw.\n",
		    a->short_desc);
		return;
	}
	if (a->type != b->type ||
	    (a->type != OBJ_WEAPON && a->type != OBJ_ARMOR)) {
		char_printf(ch, "%s and %s are not things to set side by "
		    "side.\n", text_cap(a->short_desc), b->short_desc);
		return;
	}
	if (a->type == OBJ_WEAPON) {
		va = compare_weapon(a);
		vb = compare_weapon(b);
	} else {
		va = a->values[VAL_ARMOR_AC];
		vb = b->values[VAL_ARMOR_AC];
	}
	if (va == vb)
		msg = "is about a match for";
	else if (a->type == OBJ_WEAPON)
		msg = va > vb ? "would cut deeper than" : "would bite less than";
	else
		msg = va > vb ? "would guard you better than" :
		    "would guard you worse than";
	char_printf(ch, "%s %s %s.\n", text_cap(a->short_desc), msg,
	    b->short_desc);
}
