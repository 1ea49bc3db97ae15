/*
 * cmd-use.c: using things up: eating and drinking (from containers and
 * fountains), filling and pouring, sacrificing what lies on the floor and
 * junking what is carried.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "corpse.h"
#include "commands.h"
#include "config.h"
#include "fight.h"
#include "find.h"
#include "magic.h"
#include "object.h"
#include "rng.h"
#include "room.h"
#include "script.h"
#include "text.h"
#include "update.h"

#define USE_SATED	(PLAYER_FULL - 8)	/* too full for more */

/*
 * Game hours of thirst a draught of each liquid quenches (area_liquid_names
 * order); salt water makes one thirstier.
 */
static const int use_quench[] = {
	8, 5, 5, 5, 5, 2, 5, 6, 6, 6, 6, 2, -2
};

/* Poisoned food or drink: a bad moment and some hit points. */
static void
use_poisoned(struct character *ch)
{
	int	dam = rng_dice(2, 4, 0);

	char_printf(ch, "Your stomach heaves: it was poisoned!\n");
	char_room_printf(ch, "%s doubles over, retching.\n", char_name(ch));
	ch->pd.hit = ch->pd.hit > dam ? ch->pd.hit - dam : 1;
	fight_hurt_changed(ch);
	magic_afflict(ch, SPELL_POISON, 1);	/* sick for a while */
}

/* eat <food>: eat something carried. */
void
cmd_eat(struct character *ch, char *arg)
{
	struct object	*obj;

	if (*arg == '\0') {
		char_printf(ch, "Eat what?\n");
		return;
	}
	if ((obj = find_obj_carried(ch, arg)) == NULL) {
		char_printf(ch, "You don't have that.\n");
		return;
	}
	if (obj->type != OBJ_FOOD) {
		char_printf(ch, "You cannot eat that.\n");
		return;
	}
	if (ch->pd.food >= USE_SATED) {
		char_printf(ch, "You could not eat another bite.\n");
		return;
	}
	/* Its scripts may refuse: it is not eaten. */
	if (script_consume(ch, obj, "eat"))
		return;
	char_printf(ch, "You eat %s.\n", obj->short_desc);
	char_room_printf(ch, "%s eats %s.\n", char_name(ch), obj->short_desc);
	ch->pd.food += obj->values[VAL_FOOD_HOURS];
	if (ch->pd.food > PLAYER_FULL)
		ch->pd.food = PLAYER_FULL;
	if (ch->pd.food >= USE_SATED)
		char_printf(ch, "You have eaten your fill.\n");
	if (obj->values[VAL_FOOD_POISONED])
		use_poisoned(ch);
	obj_extract(obj);
}

/* A fountain in ch's room, or NULL. */
static struct object *
use_fountain(struct character *ch)
{
	struct object	*obj;

	if (ch->room == NULL)
		return (NULL);
	TAILQ_FOREACH(obj, &ch->room->contents, place) {
		if (obj->type == OBJ_FOUNTAIN)
			return (obj);
	}
	return (NULL);
}

static const char *
use_liquid(const struct object *obj)
{
	const char	*name = liquid_name(obj->values[VAL_DRINK_LIQUID]);
	static char	 buf[32];
	size_t		 i;

	/* "dark_ale" is written "dark ale". */
	text_strlcpy(buf, name != NULL ? name : "liquid", sizeof buf);
	for (i = 0; buf[i] != '\0'; i++) {
		if (buf[i] == '_')
			buf[i] = ' ';
	}
	return (buf);
}

/* drink [container|fountain]: drink from something carried or here. */
void
cmd_drink(struct character *ch, char *arg)
{
	struct object	*obj;
	int		 liquid, q;

	if (*arg == '\0')
		obj = use_fountain(ch);
	else
		obj = find_obj_here(ch, arg);
	if (obj == NULL) {
		char_printf(ch, *arg == '\0' ? "Drink what?\n" :
		    "You can't find it.\n");
		return;
	}
	if (obj->type != OBJ_DRINK && obj->type != OBJ_FOUNTAIN) {
		char_printf(ch, "There is nothing to drink in that.\n");
		return;
	}
	if (obj->type == OBJ_DRINK && obj->values[VAL_DRINK_AMOUNT] <= 0) {
		char_printf(ch, "%s is empty.\n", text_cap(obj->short_desc));
		return;
	}
	if (ch->pd.water >= USE_SATED) {
		char_printf(ch, "You can't drink another drop.\n");
		return;
	}
	if (script_consume(ch, obj, "drink"))
		return;
	liquid = obj->values[VAL_DRINK_LIQUID];
	q = liquid >= 0 && liquid < (int)(sizeof use_quench /
	    sizeof use_quench[0]) ? use_quench[liquid] : 0;
	char_printf(ch, "You drink %s from %s.\n", use_liquid(obj),
	    obj->short_desc);
	char_room_printf(ch, "%s drinks %s from %s.\n", char_name(ch),
	    use_liquid(obj), obj->short_desc);
	ch->pd.water += q;
	if (ch->pd.water > PLAYER_FULL)
		ch->pd.water = PLAYER_FULL;
	if (ch->pd.water < 0)
		ch->pd.water = 0;
	if (q < 0)
		char_printf(ch, "It only makes you thirstier.\n");
	else if (ch->pd.water >= USE_SATED)
		char_printf(ch, "Your thirst is quenched.\n");
	if (obj->type == OBJ_DRINK)
		obj->values[VAL_DRINK_AMOUNT]--;
	if (obj->values[VAL_DRINK_POISONED])
		use_poisoned(ch);
}

/*
 * fill <container> [<fountain>]: fill a drink container at a fountain
 * here (the one named, or the first).
 */
void
cmd_fill(struct character *ch, char *arg)
{
	struct object	*obj, *f;
	char		*what = text_first_word(&arg);

	if (*what == '\0') {
		char_printf(ch, "Fill what?\n");
		return;
	}
	if ((obj = find_obj_carried(ch, what)) == NULL) {
		char_printf(ch, "You don't have that.\n");
		return;
	}
	if (*arg != '\0') {
		if ((f = find_obj_room(ch, arg)) == NULL) {
			char_printf(ch, "You see no %s here.\n", arg);
			return;
		}
		if (f->type != OBJ_FOUNTAIN) {
			char_printf(ch, "You can't fill anything from %s.\n",
			    f->short_desc);
			return;
		}
	} else if ((f = use_fountain(ch)) == NULL) {
		char_printf(ch, "There is no fountain here.\n");
		return;
	}
	if (obj->type != OBJ_DRINK) {
		char_printf(ch, "That holds no liquid.\n");
		return;
	}
	if (obj->values[VAL_DRINK_AMOUNT] > 0 &&
	    obj->values[VAL_DRINK_LIQUID] != f->values[VAL_DRINK_LIQUID]) {
		char_printf(ch, "Something else is in it already; pour it out "
		    "first.\n");
		return;
	}
	if (obj->values[VAL_DRINK_AMOUNT] >= obj->values[VAL_DRINK_CAPACITY]) {
		char_printf(ch, "It is already full.\n");
		return;
	}
	obj->values[VAL_DRINK_LIQUID] = f->values[VAL_DRINK_LIQUID];
	obj->values[VAL_DRINK_AMOUNT] = obj->values[VAL_DRINK_CAPACITY];
	obj->values[VAL_DRINK_POISONED] |= f->values[VAL_DRINK_POISONED];
	char_printf(ch, "You top up %s with %s from %s.\n", obj->short_desc,
	    use_liquid(f), f->short_desc);
	char_room_printf(ch, "%s fills %s from %s.\n", char_name(ch),
	    obj->short_desc, f->short_desc);
}

/* pour <container> out | pour <container> <container>. */
void
cmd_pour(struct character *ch, char *arg)
{
	struct object	*from, *to;
	char		*what = text_first_word(&arg);
	int		 n;

	if (*what == '\0' || *arg == '\0') {
		char_printf(ch, "Pour what into what (or out)?\n");
		return;
	}
	if ((from = find_obj_carried(ch, what)) == NULL) {
		char_printf(ch, "You don't have that.\n");
		return;
	}
	if (from->type != OBJ_DRINK) {
		char_printf(ch, "You can't pour from that.\n");
		return;
	}
	if (from->values[VAL_DRINK_AMOUNT] <= 0) {
		char_printf(ch, "%s is empty.\n", text_cap(from->short_desc));
		return;
	}
	if (strcasecmp(arg, "out") == 0) {
		char_printf(ch, "You pour the %s out of %s.\n",
		    use_liquid(from), from->short_desc);
		char_room_printf(ch, "%s pours %s out.\n", char_name(ch),
		    use_liquid(from));
		from->values[VAL_DRINK_AMOUNT] = 0;
		from->values[VAL_DRINK_POISONED] = 0;
		return;
	}
	if ((to = find_obj_carried(ch, arg)) == NULL || to == from) {
		char_printf(ch, "You have nothing like that to pour into.\n");
		return;
	}
	if (to->type != OBJ_DRINK) {
		char_printf(ch, "You can't pour into that.\n");
		return;
	}
	if (to->values[VAL_DRINK_AMOUNT] > 0 &&
	    to->values[VAL_DRINK_LIQUID] != from->values[VAL_DRINK_LIQUID]) {
		char_printf(ch, "Something else is in it already; pour it out "
		    "first.\n");
		return;
	}
	n = to->values[VAL_DRINK_CAPACITY] - to->values[VAL_DRINK_AMOUNT];
	if (n <= 0) {
		char_printf(ch, "%s is already full.\n",
		    text_cap(to->short_desc));
		return;
	}
	if (n > from->values[VAL_DRINK_AMOUNT])
		n = from->values[VAL_DRINK_AMOUNT];
	from->values[VAL_DRINK_AMOUNT] -= n;
	to->values[VAL_DRINK_AMOUNT] += n;
	to->values[VAL_DRINK_LIQUID] = from->values[VAL_DRINK_LIQUID];
	to->values[VAL_DRINK_POISONED] |= from->values[VAL_DRINK_POISONED];
	char_printf(ch, "You pour %s from %s into %s.\n", use_liquid(from),
	    from->short_desc, to->short_desc);
}

/* sacrifice <thing>: offer something on the floor to the gods. */
void
cmd_sacrifice(struct character *ch, char *arg)
{
	struct object	*obj;

	if (*arg == '\0') {
		char_printf(ch, "Sacrifice what?\n");
		return;
	}
	if (strcasecmp(arg, "self") == 0 || strcasecmp(arg, "me") == 0) {
		char_printf(ch, "No altar would hold you; the gods decline, "
		    "for now.\n");
		return;
	}
	if ((obj = find_obj_room(ch, arg)) == NULL) {
		char_printf(ch, "You see no %s here.\n", arg);
		return;
	}
	/* A mobile's corpse may go; a player's never (it is theirs). */
	if (obj->type == OBJ_CORPSE && obj->corpse != NULL) {
		char_printf(ch, "The gods will not take another adventurer's "
		    "remains.\n");
		return;
	}
	if ((obj->flags & ITEM_NO_TAKE) && obj->type != OBJ_CORPSE) {
		char_printf(ch, "The gods have no use for %s.\n",
		    obj->short_desc);
		return;
	}
	/* What a corpse held stays in the world (corpse_spill). */
	if (obj->type == OBJ_CORPSE)
		corpse_spill(obj, ch);
	/* One coin, whatever it was: no trade in offerings. */
	ch->pd.gold++;
	char_printf(ch, "You offer %s to the gods; a single gold "
	    "coin is your thanks.\n", obj->short_desc);
	char_room_printf(ch, "%s offers %s up to the gods.\n", char_name(ch),
	    obj->short_desc);
	obj_extract(obj);
}

/* junk <thing>: destroy something carried, and what it holds. */
void
cmd_junk(struct character *ch, char *arg)
{
	struct object	*obj;

	if (*arg == '\0') {
		char_printf(ch, "Junk what?\n");
		return;
	}
	if ((obj = find_obj_carried(ch, arg)) == NULL) {
		char_printf(ch, "You don't have that.\n");
		return;
	}
	if (obj->flags & ITEM_NO_DROP) {
		char_printf(ch, "You can't let go of %s.\n", obj->short_desc);
		return;
	}
	char_printf(ch, "You junk %s.\n", obj->short_desc);
	char_room_printf(ch, "%s junks %s.\n", char_name(ch), obj->short_desc);
	obj_extract(obj);
}
