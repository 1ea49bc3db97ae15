/*
 * cmd-magic.c: magic in things: quaff a potion, recite a scroll, zap a
 * wand, brandish a staff. Each lets its spells take effect at once, at the
 * level the object gives (magic_apply), with no mana and no cast time.
 */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "commands.h"
#include "find.h"
#include "magic.h"
#include "object.h"
#include "room.h"
#include "script.h"
#include "text.h"
#include "update.h"

/* The game's spell of slot i of obj (area spell numbers), or SPELL_NONE. */
static int
cmd_magic_spell(const struct object *obj, int i)
{
	const char	*name = spell_name(obj->values[VAL_SPELL_1 + i]);

	return (name != NULL ? magic_spell_by_area_name(name) : SPELL_NONE);
}

/*
 * Let every spell of obj take effect on victim (or its object). With no
 * target named (victim and target NULL), each spell finds its own: a
 * harmful one ch's foe, a helpful one ch.
 */
static void
cmd_magic_release(struct character *ch, struct object *obj,
    struct character *victim, struct object *target)
{
	struct character	*at;
	int			 i, spell;

	for (i = 0; i < 3; i++) {
		if ((spell = cmd_magic_spell(obj, i)) == SPELL_NONE)
			continue;
		at = victim;
		if (at == NULL && target == NULL)
			at = magic_is_offensive(spell) ? ch->fighting : ch;
		if (magic_apply(ch, spell, obj->values[VAL_SPELL_LEVEL],
		    at, target) != 0)
			break;
		/* A spell may have ended the fight, or the victim. */
		if (ch->extracted || (victim != NULL && victim->extracted))
			break;
	}
}

/* The carried thing of a type word names, or NULL after saying why. */
static struct object *
cmd_magic_find(struct character *ch, const char *word, enum obj_type type,
    const char *verb, const char *what)
{
	struct object	*obj;

	if (*word == '\0') {
		char_printf(ch, "%s what?\n", verb);
		return (NULL);
	}
	if ((obj = find_obj_carried(ch, word)) == NULL &&
	    (obj = find_obj_worn(ch, word)) == NULL) {
		char_printf(ch, "You don't have that.\n");
		return (NULL);
	}
	if (obj->type != type) {
		char_printf(ch, "You can only %s %s.\n", what, type ==
		    OBJ_POTION ? "a potion" : type == OBJ_SCROLL ?
		    "a scroll" : type == OBJ_WAND ? "a wand" : "a staff");
		return (NULL);
	}
	return (obj);
}

/* quaff <potion>: drink a potion; its spells work on you. */
void
cmd_quaff(struct character *ch, char *arg)
{
	struct object	*obj;

	if ((obj = cmd_magic_find(ch, arg, OBJ_POTION, "Quaff",
	    "quaff")) == NULL)
		return;
	/* Its scripts may refuse: it is not drunk. */
	if (script_consume(ch, obj, "quaff"))
		return;
	char_printf(ch, "You quaff %s.\n", obj->short_desc);
	char_room_printf(ch, "%s quaffs %s.\n", char_name(ch),
	    obj->short_desc);
	obj_from(obj);			/* gone, whatever its spells do */
	cmd_magic_release(ch, obj, ch, NULL);
	obj_extract(obj);
	update_wait(ch, 2);
}

/* recite <scroll> [target]: read a scroll at someone or something. */
void
cmd_recite(struct character *ch, char *arg)
{
	struct object		*obj, *target = NULL;
	struct character	*victim = NULL;
	char			*word = text_first_word(&arg);

	if ((obj = cmd_magic_find(ch, word, OBJ_SCROLL, "Recite",
	    "recite")) == NULL)
		return;
	if (*arg != '\0' && (victim = find_char_room(ch, arg)) == NULL &&
	    (target = find_obj_here(ch, arg)) == NULL) {
		char_printf(ch, "You don't see that here.\n");
		return;
	}
	char_printf(ch, "You recite %s.\n", obj->short_desc);
	char_room_printf(ch, "%s recites %s.\n", char_name(ch),
	    obj->short_desc);
	obj_from(obj);
	cmd_magic_release(ch, obj, victim, target);
	obj_extract(obj);
	update_wait(ch, 2);
}

/* Use up a charge of a wand or staff; 0 if it had none left. */
static int
cmd_magic_charge(struct character *ch, struct object *obj)
{
	if (obj->values[VAL_CHARGES] <= 0) {
		char_printf(ch, "%s has no charges left.\n",
		    text_cap(obj->short_desc));
		return (0);
	}
	obj->values[VAL_CHARGES]--;
	return (1);
}

/* zap <wand> [target]: aim a wand's spell. */
void
cmd_zap(struct character *ch, char *arg)
{
	struct object		*obj, *target = NULL;
	struct character	*victim = NULL;
	char			*word = text_first_word(&arg);

	if ((obj = cmd_magic_find(ch, word, OBJ_WAND, "Zap", "zap")) == NULL)
		return;
	if (obj->values[VAL_CHARGES] <= 0) {
		cmd_magic_charge(ch, obj);		/* says so */
		return;
	}
	if (*arg != '\0' && (victim = find_char_room(ch, arg)) == NULL &&
	    (target = find_obj_here(ch, arg)) == NULL) {
		char_printf(ch, "You don't see that here.\n");
		return;
	}
	if (victim == NULL && target == NULL &&
	    magic_is_offensive(cmd_magic_spell(obj, 0)) &&
	    (victim = ch->fighting) == NULL) {
		char_printf(ch, "Zap it at whom?\n");
		return;
	}
	if (!cmd_magic_charge(ch, obj))
		return;
	char_printf(ch, "You zap %s%s%s.\n", obj->short_desc,
	    victim != NULL ? " at " : "", victim != NULL ? (victim == ch ?
	    "yourself" : char_name(victim)) : "");
	char_room_printf(ch, "%s zaps %s.\n", char_name(ch), obj->short_desc);
	cmd_magic_release(ch, obj, victim, target);
	if (obj->values[VAL_CHARGES] == 0)
		char_printf(ch, "%s is spent.\n", text_cap(obj->short_desc));
	update_wait(ch, 2);
}

/*
 * brandish <staff>: its spell on everyone in the room it suits: a harmful
 * one on the foes, a helpful one on the others.
 */
void
cmd_brandish(struct character *ch, char *arg)
{
	struct object		*obj;
	struct character	*p, *next;
	int			 offensive;

	if ((obj = cmd_magic_find(ch, arg, OBJ_STAFF, "Brandish",
	    "brandish")) == NULL)
		return;
	if (!cmd_magic_charge(ch, obj))
		return;
	char_printf(ch, "You brandish %s.\n", obj->short_desc);
	char_room_printf(ch, "%s brandishes %s.\n", char_name(ch),
	    obj->short_desc);
	offensive = magic_is_offensive(cmd_magic_spell(obj, 0));
	for (p = TAILQ_FIRST(&ch->room->people); p != NULL; p = next) {
		next = TAILQ_NEXT(p, room_entry);
		if (offensive != (p != ch && (p->mob == NULL) !=
		    (ch->mob == NULL)))
			continue;
		cmd_magic_release(ch, obj, p, NULL);
		if (ch->extracted || ch->room == NULL)
			break;
	}
	update_wait(ch, 2);
}
