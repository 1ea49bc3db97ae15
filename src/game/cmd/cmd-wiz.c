/*
 * cmd-wiz.c: staff powers over the world: bringing a player somewhere
 * (transfer), doing something elsewhere (at), clearing a room (purge),
 * making a mobile or an object (load) and healing players (restore).
 */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "commands.h"
#include "fight.h"
#include "find.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "look.h"
#include "magic.h"
#include "mod.h"
#include "object.h"
#include "player.h"
#include "room.h"
#include "script.h"
#include "text.h"
#include "update.h"
#include "world.h"
#include "xmalloc.h"

/* Is word a room number ("3001")? */
static int
wiz_is_vnum(const char *word)
{
	if (*word == '\0')
		return (0);
	for (; *word != '\0'; word++) {
		if (!isdigit((unsigned char)*word))
			return (0);
	}
	return (1);
}

/* The room a word names: a number, or the room of a player ch sees. */
static struct room *
wiz_find_place(struct character *ch, const char *word)
{
	struct character	*p;

	if (wiz_is_vnum(word))
		return (room_find(atoi(word)));
	if ((p = mod_find_player(ch, word)) != NULL)
		return (p->room);
	return (NULL);
}

/* transfer <player> [room]: bring a player here, or to a room. */
void
cmd_transfer(struct character *ch, char *arg)
{
	struct character	*victim;
	struct room		*to = ch->room;
	char			*name = text_first_word(&arg);
	char			*where = text_first_word(&arg);

	if (*name == '\0' || *arg != '\0') {
		char_printf(ch, "Usage: transfer <player> [room]\n");
		return;
	}
	if ((victim = mod_find_player(ch, name)) == NULL) {
		char_printf(ch, "No one called that is in the game.\n");
		return;
	}
	if (victim != ch && !mod_outranks(ch, victim)) {
		char_printf(ch, "You cannot transfer someone of your role or "
		    "higher.\n");
		return;
	}
	if (*where != '\0' && (to = wiz_find_place(ch, where)) == NULL) {
		char_printf(ch, "No room has that number, and no player that "
		    "name.\n");
		return;
	}
	if (to == NULL || victim->room == to) {
		char_printf(ch, "%s is there already.\n", victim->pd.name);
		return;
	}
	char_room_printf_if(victim, mod_hears, NULL, "%s disappears in a "
	    "mushroom cloud.\n", char_name(victim));
	game_place_char(victim, to);
	char_room_printf_if(victim, mod_hears, NULL, "%s arrives from a puff "
	    "of smoke.\n", char_name(victim));
	if (victim != ch)
		char_printf(victim, "%s has transferred you.\n",
		    mod_can_see(victim, ch) ? ch->pd.name : "Someone");
	look_auto(victim);
	/* The room first, then who greets it there. */
	(void)game_entered(victim);
	char_prompt(victim);
	log_info("%s transfers %s to room %d", ch->pd.name, victim->pd.name,
	    to->vnum);
	if (victim != ch)
		char_printf(ch, "You transfer %s to %s.\n", victim->pd.name,
		    to->def->name);
}

/*
 * at <room|player> <command>: run a command in another room, as if
 * there, and come back: silently, with no aggro and no fight kept.
 */
void
cmd_at(struct character *ch, char *arg)
{
	struct room	*to, *back;
	char		*where = text_first_word(&arg);
	int		 home;

	if (*where == '\0' || *arg == '\0') {
		char_printf(ch, "Usage: at <room|player> <command>\n");
		return;
	}
	if ((to = wiz_find_place(ch, where)) == NULL) {
		char_printf(ch, "No room has that number, and no player that "
		    "name.\n");
		return;
	}
	if (ch->fighting != NULL) {
		char_printf(ch, "Not while you are fighting.\n");
		return;
	}
	if (ch->room == NULL)
		return;
	home = ch->room->vnum;
	char_to_room(ch, to);
	interp_run(ch, arg);
	/*
	 * Back, unless the command took ch elsewhere or out of the game;
	 * its room may have gone meanwhile (an area reloaded).
	 */
	if (ch->extracted || ch->room != to)
		return;
	fight_stop(ch);
	if ((back = room_find(home)) == NULL)
		back = room_start();
	char_to_room(ch, back);
}

/*
 * purge [thing]: take every mobile and object out of the room, or one
 * (a mobile here, or an object here or carried); never a player.
 */
void
cmd_purge(struct character *ch, char *arg)
{
	struct character	*victim, *p, *next;
	struct object		*obj, *onext;
	int			 n = 0;

	if (ch->room == NULL)
		return;
	if (*arg == '\0') {
		for (p = TAILQ_FIRST(&ch->room->people); p != NULL; p = next) {
			next = TAILQ_NEXT(p, room_entry);
			if (char_is_npc(p)) {
				game_extract_char(p);
				n++;
			}
		}
		for (obj = TAILQ_FIRST(&ch->room->contents); obj != NULL;
		    obj = onext) {
			onext = TAILQ_NEXT(obj, place);
			obj_extract(obj);
			n++;
		}
		char_room_printf_if(ch, mod_hears, NULL, "%s purges the "
		    "room.\n", char_name(ch));
		char_printf(ch, "You purge the room (%d thing%s).\n", n,
		    n == 1 ? "" : "s");
		return;
	}
	if ((victim = find_char_room(ch, arg)) != NULL) {
		if (!char_is_npc(victim)) {
			char_printf(ch, "%s is a player: 'freeze', 'mute' or "
			    "'ban' them instead.\n", text_cap(char_name(
			    victim)));
			return;
		}
		char_room_printf_if(ch, mod_hears, NULL, "%s purges %s.\n",
		    char_name(ch), char_name(victim));
		char_printf(ch, "You purge %s.\n", char_name(victim));
		game_extract_char(victim);
		return;
	}
	if ((obj = find_obj_here(ch, arg)) != NULL) {
		char_room_printf_if(ch, mod_hears, NULL, "%s purges %s.\n",
		    char_name(ch), obj->short_desc);
		char_printf(ch, "You purge %s.\n", obj->short_desc);
		obj_extract(obj);
		return;
	}
	char_printf(ch, "There is nothing called that here.\n");
}

/* load mob|obj <vnum>: make a mobile here, or an object. */
void
cmd_load(struct character *ch, char *arg)
{
	const struct mob_def	*md;
	const struct obj_def	*od;
	struct character	*mob;
	struct object		*obj;
	char			*kind = text_first_word(&arg);
	char			*num = text_first_word(&arg);

	if (*arg != '\0' || !wiz_is_vnum(num) || ch->room == NULL ||
	    (strcasecmp(kind, "mob") != 0 && strcasecmp(kind, "obj") != 0)) {
		char_printf(ch, "Usage: load mob|obj <vnum>\n");
		return;
	}
	if (strcasecmp(kind, "mob") == 0) {
		if ((md = world_mob_def(atoi(num))) == NULL) {
			char_printf(ch, "No mobile has that number.\n");
			return;
		}
		mob = char_new_mob(md);
		char_to_room(mob, ch->room);
		game_start_events(mob);
		char_room_printf_if(ch, mod_hears, NULL, "%s has created %s!\n",
		    char_name(ch), char_name(mob));
		char_printf(ch, "You create %s.\n", char_name(mob));
		log_info("%s loads mob %d in room %d", ch->pd.name, md->vnum,
		    ch->room->vnum);
		script_loaded(mob, NULL);
		return;
	}
	if ((od = world_obj_def(atoi(num))) == NULL) {
		char_printf(ch, "No object has that number.\n");
		return;
	}
	obj = obj_create(od);
	/* What can be taken comes to hand; a fixture stands in the room. */
	if (obj->flags & ITEM_NO_TAKE)
		obj_to_room(obj, ch->room);
	else
		obj_to_char(obj, ch);
	char_room_printf_if(ch, mod_hears, NULL, "%s has created %s!\n",
	    char_name(ch), obj->short_desc);
	char_printf(ch, "You create %s.\n", obj->short_desc);
	log_info("%s loads obj %d in room %d", ch->pd.name, od->vnum,
	    ch->room->vnum);
	script_loaded(NULL, obj);
}

/*
 * Heal victim whole: its points, its hunger and thirst, and the harm
 * spells left (poison, blindness, a magic sleep).
 */
static void
wiz_restore_one(struct character *ch, struct character *victim)
{
	victim->pd.hit = victim->pd.max_hit;
	victim->pd.mana = victim->pd.max_mana;
	victim->pd.move = victim->pd.max_move;
	if (!char_is_npc(victim))
		victim->pd.food = victim->pd.water = PLAYER_FULL;
	magic_affect_remove(victim, SPELL_POISON);
	magic_affect_remove(victim, SPELL_BLINDNESS);
	magic_wake(victim);
	if (victim->pd.position == POS_STUNNED)
		victim->pd.position = POS_STANDING;
	if (victim != ch)
		char_printf(victim, "%s has restored you.\n",
		    mod_can_see(victim, ch) ? ch->pd.name : "Someone");
	else
		char_printf(ch, "You are restored.\n");
	char_prompt(victim);
}

/* restore [player|all]: heal oneself, a player or a mobile, or everyone. */
void
cmd_restore(struct character *ch, char *arg)
{
	struct character	*victim;
	int			 n = 0;

	if (strcasecmp(arg, "all") == 0) {
		TAILQ_FOREACH(victim, &player_list, player_entry) {
			wiz_restore_one(ch, victim);
			n++;
		}
		log_info("%s restores all (%d)", ch->pd.name, n);
		char_printf(ch, "You restore %d player%s.\n", n,
		    n == 1 ? "" : "s");
		return;
	}
	if (*arg == '\0')
		victim = ch;
	else if ((victim = mod_find_player(ch, arg)) == NULL &&
	    (victim = find_char_room(ch, arg)) == NULL) {
		char_printf(ch, "No one called that is in the game or here.\n");
		return;
	}
	wiz_restore_one(ch, victim);
	if (victim != ch)
		char_printf(ch, "You restore %s.\n", char_name(victim));
	log_info("%s restores %s", ch->pd.name, char_name(victim));
}
