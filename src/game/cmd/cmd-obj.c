/* cmd-obj.c: getting, dropping, putting, giving and wearing objects. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "attrib.h"
#include "character.h"
#include "class.h"
#include "commands.h"
#include "corpse.h"
#include "equip.h"
#include "fight.h"
#include "find.h"
#include "give.h"
#include "look.h"
#include "object.h"
#include "purse.h"
#include "room.h"
#include "save.h"
#include "script.h"
#include "take.h"
#include "text.h"
#include "update.h"
#include "xmalloc.h"

/* Things that cannot be taken, named one by one by get all.x. */
#define CMD_OBJ_FIXED_TOLD	5

/*
 * Parse "all", "all.sword" or a single name. Returns 1 for all (with *word
 * the filter, maybe ""), 0 for one (with *word the name).
 */
static int
cmd_obj_all(char *arg, char **word)
{
	if (strcasecmp(arg, "all") == 0) {
		*word = arg + 3;
		return (1);
	}
	if (strncasecmp(arg, "all.", 4) == 0) {
		*word = arg + 4;
		return (1);
	}
	*word = arg;
	return (0);
}

/*
 * Does ch still carry obj, and stand in room, after the scripts asked
 * about an action ran (they may have moved either)?
 */
static int
cmd_obj_still(struct character *ch, struct object *obj, struct room *room)
{
	return (!ch->extracted && ch->room == room &&
	    obj->where == OBJ_CARRIED && obj->carried_by == ch);
}

/* In a loop over list, is next still in it (a script may move it)? */
static int
cmd_obj_in(struct object *next, struct object_list *list)
{
	struct object	*o;

	if (next == NULL)
		return (1);
	TAILQ_FOREACH(o, list, place) {
		if (o == next)
			return (1);
	}
	return (0);
}

/* get <obj>|all[.obj] [container] */
void
cmd_get(struct character *ch, char *arg)
{
	struct object	*obj, *next, *from = NULL;
	struct object_list *list;
	const char	*why;
	char		*what, *word;
	int		 all, n = 0, dark = 0, took = 0, rc, fixed = 0;

	what = text_first_word(&arg);
	if (*what == '\0') {
		char_printf(ch, "Get what?\n");
		return;
	}
	if (*arg != '\0') {
		if ((from = find_obj_here(ch, arg)) == NULL) {
			char_printf(ch, "You see no %s here.\n", arg);
			return;
		}
		if (from->type != OBJ_CONTAINER && from->type != OBJ_CORPSE) {
			char_printf(ch, "%s is not a container.\n",
			    text_cap(from->short_desc));
			return;
		}
		if ((why = corpse_loot_refused(ch, from)) != NULL) {
			char_printf(ch, "%s\n", why);
			return;
		}
		if (from->type == OBJ_CORPSE &&
		    from->values[VAL_CORPSE_GOLD] > 0) {
			ch->pd.gold += from->values[VAL_CORPSE_GOLD];
			char_printf(ch, "You get %d gold coin%s from %s.\n",
			    from->values[VAL_CORPSE_GOLD],
			    from->values[VAL_CORPSE_GOLD] == 1 ? "" : "s",
			    from->short_desc);
			from->values[VAL_CORPSE_GOLD] = 0;
			took = 1;
		}
		if (from->type == OBJ_CONTAINER &&
		    (from->values[VAL_CONT_FLAGS] & CONT_CLOSED)) {
			char_printf(ch, "%s is closed.\n",
			    text_cap(from->short_desc));
			return;
		}
		list = &from->contents;
	} else {
		/* In the dark, only what burns or glows is seen. */
		dark = !find_can_see_room(ch);
		list = &ch->room->contents;
	}
	all = cmd_obj_all(what, &word);
	if (!all) {
		obj = from != NULL ? find_obj_in(from, word) :
		    find_obj_room(ch, word);
		if (obj == NULL && dark)
			char_printf(ch, "It is too dark to see.\n");
		else if (obj == NULL)
			char_printf(ch, "You see no %s %s.\n", word,
			    from != NULL ? "in it" : "here");
		else if (take_obj(ch, obj, from) == 0)
			took = 1;
		take_looted(ch, from, took);
		return;
	}
	for (obj = TAILQ_FIRST(list); obj != NULL; obj = next) {
		next = TAILQ_NEXT(obj, place);
		if (*word != '\0' && !obj_matches(obj, word))
			continue;
		if (dark && !obj_seen_in_dark(obj))
			continue;
		if (obj->flags & ITEM_NO_TAKE) {
			/* Named (all.corpse), it is told why it stays. */
			if (*word != '\0' && fixed++ < CMD_OBJ_FIXED_TOLD)
				char_printf(ch, "You can't take %s.\n",
				    obj->short_desc);
			continue;
		}
		n++;
		if ((rc = take_obj(ch, obj, from)) < 0)
			break;
		if (rc == 0)
			took = 1;
		if (ch->extracted || !cmd_obj_in(next, list))
			break;
	}
	if (n == 0 && !took && fixed == 0)
		char_printf(ch, "There is nothing %sto get.\n",
		    *word != '\0' ? "like that " : "");
	else if (fixed > CMD_OBJ_FIXED_TOLD)
		char_printf(ch, "(and %d more that can't be taken)\n",
		    fixed - CMD_OBJ_FIXED_TOLD);
	take_looted(ch, from, took);
}

/*
 * ch drops obj: 0, -1 if it cannot, 1 if a drop script refused (or
 * moved it): the scripts are asked before it leaves ch's hands.
 */
static int
cmd_obj_drop_one(struct character *ch, struct object *obj)
{
	struct room	*room = ch->room;

	if (obj->flags & ITEM_NO_DROP) {
		char_printf(ch, "You can't let go of %s.\n", obj->short_desc);
		return (-1);
	}
	if (script_drop(ch, obj) || !cmd_obj_still(ch, obj, room))
		return (1);
	obj_to_room(obj, ch->room);
	char_printf(ch, "You drop %s.\n", obj->short_desc);
	char_room_printf(ch, "%s drops %s.\n", char_name(ch), obj->short_desc);
	return (0);
}

/* Is arg "<n> gold" (or coins)? The sum, else 0 (arg unchanged). */
static long long
cmd_obj_sum(const char *arg)
{
	char		 buf[64], *p = buf, *what, *unit;

	if (strlen(arg) >= sizeof buf)
		return (0);
	memcpy(buf, arg, strlen(arg) + 1);
	what = text_first_word(&p);
	unit = text_first_word(&p);
	if (*p != '\0')
		return (0);
	return (purse_amount(what, unit));
}

/* drop <obj>|all[.obj]|<n> gold */
void
cmd_drop(struct character *ch, char *arg)
{
	struct object	*obj, *next;
	char		*word;
	long long	 amount;
	int		 n = 0;

	if (*arg == '\0') {
		char_printf(ch, "Drop what?\n");
		return;
	}
	/* "5 gold": a sum, a pile of coins on the floor. */
	if ((amount = cmd_obj_sum(arg)) > 0) {
		(void)purse_drop(ch, amount);
		return;
	}
	if (!cmd_obj_all(arg, &word)) {
		if ((obj = find_obj_carried(ch, word)) == NULL)
			char_printf(ch, "You do not have that.\n");
		else
			cmd_obj_drop_one(ch, obj);
		return;
	}
	for (obj = TAILQ_FIRST(&ch->carrying); obj != NULL; obj = next) {
		next = TAILQ_NEXT(obj, place);
		if (obj->worn != WEAR_NONE ||
		    (*word != '\0' && !obj_matches(obj, word)))
			continue;
		n++;
		cmd_obj_drop_one(ch, obj);
		if (ch->extracted || !cmd_obj_in(next, &ch->carrying))
			break;
	}
	if (n == 0)
		char_printf(ch, "You are not carrying anything%s.\n",
		    *word != '\0' ? " like that" : "");
}

/* Does obj fit in the container's remaining capacity? */
static int
cmd_obj_fits(const struct object *obj, const struct object *into)
{
	int	capacity = into->values[VAL_CONT_CAPACITY];

	return (capacity <= 0 || obj_total_weight(into) - into->weight +
	    obj_total_weight(obj) <= capacity);
}

/* put <obj>|all[.obj] <container> */
void
cmd_put(struct character *ch, char *arg)
{
	struct object	*obj, *next, *into;
	char		*what, *word;
	int		 n = 0;

	what = text_first_word(&arg);
	if (strncasecmp(arg, "in ", 3) == 0)
		arg += 3;
	if (*what == '\0' || *arg == '\0') {
		char_printf(ch, "Put what in what?\n");
		return;
	}
	if ((into = find_obj_here(ch, arg)) == NULL) {
		char_printf(ch, "You see no %s here.\n", arg);
		return;
	}
	if (into->type != OBJ_CONTAINER) {
		char_printf(ch, "%s is not a container.\n",
		    text_cap(into->short_desc));
		return;
	}
	if (into->values[VAL_CONT_FLAGS] & CONT_CLOSED) {
		char_printf(ch, "%s is closed.\n",
		    text_cap(into->short_desc));
		return;
	}
	if (!cmd_obj_all(what, &word)) {
		if ((obj = find_obj_carried(ch, word)) == NULL) {
			char_printf(ch, "You do not have that.\n");
			return;
		}
		if (obj == into) {
			char_printf(ch, "A thing cannot go inside itself.\n");
			return;
		}
		if (!cmd_obj_fits(obj, into)) {
			char_printf(ch, "%s won't fit in %s.\n",
			    text_cap(obj->short_desc),
			    into->short_desc);
			return;
		}
		obj_to_obj(obj, into);
		char_printf(ch, "You put %s in %s.\n", obj->short_desc,
		    into->short_desc);
		char_room_printf(ch, "%s puts %s in %s.\n", char_name(ch),
		    obj->short_desc, into->short_desc);
		return;
	}
	for (obj = TAILQ_FIRST(&ch->carrying); obj != NULL; obj = next) {
		next = TAILQ_NEXT(obj, place);
		if (obj == into || obj->worn != WEAR_NONE ||
		    (*word != '\0' && !obj_matches(obj, word)) ||
		    !cmd_obj_fits(obj, into))
			continue;
		n++;
		obj_to_obj(obj, into);
		char_printf(ch, "You put %s in %s.\n", obj->short_desc,
		    into->short_desc);
	}
	if (n == 0)
		char_printf(ch, "You have nothing%s to put in it.\n",
		    *word != '\0' ? " like that" : "");
	else
		char_room_printf(ch, "%s puts some things in %s.\n",
		    char_name(ch), into->short_desc);
}

/* give <n> gold <character>: the mobile's bribe scripts run. */
static void
cmd_give_gold(struct character *ch, long long amount, char *arg)
{
	struct character	*victim;

	if (strncasecmp(arg, "to ", 3) == 0)
		arg += 3;
	if (*arg == '\0') {
		char_printf(ch, "Give the gold to whom?\n");
		return;
	}
	if ((victim = find_char_room(ch, arg)) == NULL) {
		char_printf(ch, "You see no one here by that name.\n");
		return;
	}
	if (purse_give(ch, victim, amount) == 0)
		script_bribe(ch, victim, (long)amount);
}

/* give <obj> <character>, give <n> gold <character> */
void
cmd_give(struct character *ch, char *arg)
{
	struct character	*victim;
	struct object		*obj;
	char			*what, *rest, *unit;
	long long		 amount;

	what = text_first_word(&arg);
	/* "10 gold": a sum, not a thing ("2.sword" is a thing). */
	if (*what != '\0' && what[strspn(what, "0123456789")] == '\0') {
		rest = arg;
		unit = text_first_word(&rest);
		if ((amount = purse_amount(what, unit)) > 0) {
			cmd_give_gold(ch, amount, rest);
			return;
		}
		if (unit + strlen(unit) < rest)
			unit[strlen(unit)] = ' ';	/* as it was */
	}
	if (strncasecmp(arg, "to ", 3) == 0)
		arg += 3;
	if (*what == '\0' || *arg == '\0') {
		char_printf(ch, "Give what to whom?\n");
		return;
	}
	if ((obj = find_obj_carried(ch, what)) == NULL) {
		char_printf(ch, "You do not have that.\n");
		return;
	}
	if ((victim = find_char_room(ch, arg)) == NULL) {
		char_printf(ch, "You see no one here by that name.\n");
		return;
	}
	(void)give_obj(ch, obj, victim);
}

/* inventory: what ch carries. */
void
cmd_inventory(struct character *ch, char *arg)
{
	struct object	*obj;
	int		 any = 0;

	char_printf(ch, "In your pack and hands:\n");
	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (obj->worn == WEAR_NONE)
			any = 1;
	}
	if (!any)
		char_printf(ch, "     Nothing.\n");
	else
		look_objects(ch, &ch->carrying, 0);
}

/* equipment: what ch wears. */
void
cmd_equipment(struct character *ch, char *arg)
{
	struct object	*obj;
	int		 loc, any = 0;

	char_printf(ch, "What you wear and wield:\n");
	for (loc = 0; loc < WEAR__COUNT; loc++) {
		if ((obj = char_equipped(ch, loc)) == NULL)
			continue;
		char_printf(ch, "<%-8s> %s\n", wear_loc_name(loc),
		    obj->short_desc);
		any = 1;
	}
	if (!any)
		char_printf(ch, "     Nothing.\n");
}

/* Where obj goes when worn; want is WEAR_NONE for "anywhere it fits". */
static int
cmd_obj_wear_loc(struct character *ch, struct object *obj,
    enum wear_loc want)
{
	int	loc;

	if (obj->type == OBJ_LIGHT && (want == WEAR_NONE ||
	    want == WEAR_LIGHT))
		return (WEAR_LIGHT);
	for (loc = 0; loc < WEAR__COUNT; loc++) {
		if (want != WEAR_NONE && loc != (int)want)
			continue;
		if (obj->wear & (1 << loc))
			return (loc);
	}
	return (-1);
}

static int
cmd_obj_wear_one(struct character *ch, struct object *obj,
    enum wear_loc want, int quiet)
{
	struct object	*old;
	char		*cause;
	int		 loc;

	if ((loc = cmd_obj_wear_loc(ch, obj, want)) < 0) {
		if (!quiet)
			char_printf(ch, "You can't %s %s.\n",
			    want == WEAR_WIELD ? "wield" : want == WEAR_HOLD ?
			    "hold" : "wear", obj->short_desc);
		return (-1);
	}
	if ((old = char_equipped(ch, loc)) != NULL &&
	    (old->flags & ITEM_NO_REMOVE)) {
		if (!quiet)
			char_printf(ch, "You can't remove %s.\n",
			    old->short_desc);
		return (-1);
	}
	if (equip_allowed(ch, obj, (enum wear_loc)loc, &cause) == -1) {
		char_printf(ch, "%s\n", cause);
		free(cause);
		return (-1);
	}
	/* The wear scripts, before anything is put on or taken off. */
	if (script_wear(ch, obj) || !cmd_obj_still(ch, obj, ch->room) ||
	    obj->worn != WEAR_NONE)
		return (1);
	if ((old = char_equipped(ch, loc)) != NULL) {
		if (old->flags & ITEM_NO_REMOVE) {
			if (!quiet)
				char_printf(ch, "You can't remove %s.\n",
				    old->short_desc);
			return (-1);
		}
		old->worn = WEAR_NONE;
		char_printf(ch, "You stop using %s.\n", old->short_desc);
	}
	obj->worn = (enum wear_loc)loc;
	switch (loc) {
	case WEAR_WIELD:
		char_printf(ch, "You wield %s.\n", obj->short_desc);
		char_room_printf(ch, "%s wields %s.\n", char_name(ch),
		    obj->short_desc);
		break;
	case WEAR_HOLD:
	case WEAR_LIGHT:
		char_printf(ch, "You hold %s.\n", obj->short_desc);
		char_room_printf(ch, "%s holds %s.\n", char_name(ch),
		    obj->short_desc);
		if (loc == WEAR_LIGHT && obj->type == OBJ_LIGHT &&
		    obj->values[VAL_LIGHT_HOURS] == 0)
			char_printf(ch, "It is burnt out and gives no "
			    "light.\n");
		update_light_start(ch);
		break;
	default:
		char_printf(ch, "You wear %s on your %s.\n", obj->short_desc,
		    wear_loc_name(loc));
		char_room_printf(ch, "%s wears %s.\n", char_name(ch),
		    obj->short_desc);
		break;
	}
	return (0);
}

static void
cmd_obj_wear_cmd(struct character *ch, char *arg, enum wear_loc want)
{
	struct object	*obj, *next;
	char		*word;
	int		 loc;

	if (*arg == '\0') {
		char_printf(ch, "%s what?\n", want == WEAR_WIELD ? "Wield" :
		    want == WEAR_HOLD ? "Hold" : "Wear");
		return;
	}
	if (want == WEAR_NONE && cmd_obj_all(arg, &word)) {
		for (obj = TAILQ_FIRST(&ch->carrying); obj != NULL;
		    obj = next) {
			next = TAILQ_NEXT(obj, place);
			if (obj->worn != WEAR_NONE ||
			    (*word != '\0' && !obj_matches(obj, word)))
				continue;
			loc = cmd_obj_wear_loc(ch, obj, WEAR_NONE);
			if (loc < 0 || char_equipped(ch, loc) != NULL)
				continue;
			cmd_obj_wear_one(ch, obj, WEAR_NONE, 1);
			if (ch->extracted || !cmd_obj_in(next, &ch->carrying))
				break;
		}
		return;
	}
	if ((obj = find_obj_carried(ch, arg)) == NULL) {
		char_printf(ch, "You do not have that.\n");
		return;
	}
	cmd_obj_wear_one(ch, obj, want, 0);
}

/* wear <obj>|all */
void
cmd_wear(struct character *ch, char *arg)
{
	cmd_obj_wear_cmd(ch, arg, WEAR_NONE);
}

/* wield <weapon> */
void
cmd_wield(struct character *ch, char *arg)
{
	cmd_obj_wear_cmd(ch, arg, WEAR_WIELD);
}

/* hold <obj> */
void
cmd_hold(struct character *ch, char *arg)
{
	struct object	*obj;

	if ((obj = find_obj_carried(ch, arg)) != NULL &&
	    obj->type == OBJ_LIGHT) {
		cmd_obj_wear_one(ch, obj, WEAR_LIGHT, 0);
		return;
	}
	cmd_obj_wear_cmd(ch, arg, WEAR_HOLD);
}

/* Take off obj, which ch wears: 0, -1 if it cannot (told), 1 if refused. */
static int
cmd_obj_remove_one(struct character *ch, struct object *obj)
{
	if (obj->flags & ITEM_NO_REMOVE) {
		char_printf(ch, "You can't remove %s.\n", obj->short_desc);
		return (-1);
	}
	/* Its scripts may refuse: it stays worn. */
	if (script_remove(ch, obj))
		return (1);
	obj->worn = WEAR_NONE;
	char_printf(ch, "You stop using %s.\n", obj->short_desc);
	char_room_printf(ch, "%s stops using %s.\n", char_name(ch),
	    obj->short_desc);
	return (0);
}

/* remove <obj>|all[.obj] */
void
cmd_remove(struct character *ch, char *arg)
{
	struct object	*obj, *next;
	char		*word;
	int		 any = 0;

	if (*arg == '\0') {
		char_printf(ch, "Remove what?\n");
		return;
	}
	if (cmd_obj_all(arg, &word)) {
		for (obj = TAILQ_FIRST(&ch->carrying); obj != NULL;
		    obj = next) {
			next = TAILQ_NEXT(obj, place);
			if (obj->worn == WEAR_NONE ||
			    (*word != '\0' && !obj_matches(obj, word)))
				continue;
			any = 1;
			cmd_obj_remove_one(ch, obj);
			if (ch->extracted || !cmd_obj_in(next, &ch->carrying))
				break;
		}
		if (!any)
			char_printf(ch, "You are not using %s.\n",
			    *word != '\0' ? "any such thing" : "anything");
		return;
	}
	if ((obj = find_obj_worn(ch, arg)) == NULL) {
		char_printf(ch, "You are not using that.\n");
		return;
	}
	cmd_obj_remove_one(ch, obj);
}
