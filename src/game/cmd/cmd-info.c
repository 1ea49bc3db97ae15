/* cmd-info.c: looking at the world, and the score sheet. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "act.h"
#include "attrib.h"
#include "area.h"
#include "character.h"
#include "class.h"
#include "fight.h"
#include "game.h"
#include "find.h"
#include "look.h"
#include "object.h"
#include "commands.h"
#include "config.h"
#include "descriptor.h"
#include "interp.h"
#include "player.h"
#include "room.h"
#include "socials.h"
#include "staff.h"
#include "text.h"
#include "update.h"
#include "xmalloc.h"

static const char *
cmd_info_extra(const struct extra_desc *ed, size_t n, const char *word)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		if (text_keyword_match(ed[i].keywords, word))
			return (ed[i].text);
	}
	return (NULL);
}

/* Describe a character: its description and what it wears. */
static void
cmd_info_look_char(struct character *ch, struct character *victim)
{
	struct object	*obj;
	int		 loc, any = 0;

	if (victim == ch)
		char_printf(ch, "You look yourself over.\n");
	if (!char_is_npc(victim) && victim->pd.description != NULL &&
	    *victim->pd.description != '\0')
		look_text(ch, victim->pd.description);
	else if (victim == ch)
		;
	else if (char_is_npc(victim) && *victim->mob->description != '\0')
		look_text(ch, victim->mob->description);
	else
		char_printf(ch, "You see nothing special about %s.\n",
		    char_name(victim));
	for (loc = 0; loc < WEAR__COUNT; loc++) {
		if ((obj = char_equipped(victim, loc)) == NULL)
			continue;
		if (!any)
			char_printf(ch, "%s is using:\n", victim == ch ? "You" :
			    char_name_cap(victim));
		any = 1;
		char_printf(ch, "  <%s> %s\n", wear_loc_name(loc),
		    obj->short_desc);
	}
	/* A thief's eye sees what is carried, too. */
	if (victim != ch && skill_learned(ch, SK_PEEK) > 0 &&
	    skill_check(ch, SK_PEEK)) {
		char_printf(ch, "You peek at the inventory:\n");
		any = 0;
		TAILQ_FOREACH(obj, &victim->carrying, place) {
			if (obj->worn != WEAR_NONE)
				continue;
			char_printf(ch, "  %s\n", obj->short_desc);
			any = 1;
		}
		if (!any)
			char_printf(ch, "  Nothing.\n");
	}
}

static void
cmd_info_look_in(struct character *ch, struct object *obj)
{
	int	gold;

	if (obj->type != OBJ_CONTAINER && obj->type != OBJ_CORPSE) {
		char_printf(ch, "That is not a container.\n");
		return;
	}
	if (obj->type == OBJ_CONTAINER &&
	    (obj->values[VAL_CONT_FLAGS] & CONT_CLOSED)) {
		char_printf(ch, "%s is closed.\n", text_cap(obj->short_desc));
		return;
	}
	char_printf(ch, "%s holds:\n", text_cap(obj->short_desc));
	/* A corpse's coins are in the corpse, and shown as in it. */
	gold = obj->type == OBJ_CORPSE ? obj->values[VAL_CORPSE_GOLD] : 0;
	if (gold > 0)
		char_printf(ch, "    %d gold coin%s.\n", gold,
		    gold == 1 ? "" : "s");
	if (!TAILQ_EMPTY(&obj->contents))
		look_objects(ch, &obj->contents, 0);
	else if (gold <= 0)
		char_printf(ch, "    nothing.\n");
}

/* look [in] [thing]: the room, a direction, a character, an object. */
void
cmd_look(struct character *ch, char *arg)
{
	struct character	*victim;
	struct object		*obj;
	const struct exit_def	*ex;
	const char		*text;
	char			*word;
	int			 dir;

	if (ch->room == NULL) {
		char_printf(ch, "You are nowhere at all.\n");
		return;
	}
	if (*arg == '\0') {
		look_room(ch, 0);
		return;
	}
	word = text_first_word(&arg);
	if (strcasecmp(word, "in") == 0 || strcasecmp(word, "into") == 0) {
		if ((obj = find_obj_here(ch, arg)) == NULL)
			char_printf(ch, "You do not see that here.\n");
		else
			cmd_info_look_in(ch, obj);
		return;
	}
	if ((dir = dir_lookup(word)) >= 0) {
		ex = room_exit_now(ch->room, dir);
		if (ex->to_vnum < 0) {
			char_printf(ch, "Nothing special there.\n");
			return;
		}
		char_printf(ch, "%s", ex->description != NULL &&
		    *ex->description != '\0' ? ex->description :
		    "Nothing special there.\n");
		if (ex->flags & EXIT_DOOR)
			char_printf(ch, "The %s is %s.\n", ex->keywords != NULL ?
			    ex->keywords : "door", ch->room->door[dir] &
			    EXIT_CLOSED ? "closed" : "open");
		return;
	}
	if (!find_can_see_room(ch)) {
		char_printf(ch, "It is too dark to see.\n");
		return;
	}
	if ((victim = find_char_room(ch, word)) != NULL) {
		cmd_info_look_char(ch, victim);
		return;
	}
	if ((obj = find_obj_here(ch, word)) != NULL) {
		if ((text = cmd_info_extra(obj->extras, obj->nextras,
		    word)) != NULL)
			look_text(ch, text);
		else
			char_printf(ch, "%s\n", obj->long_desc);
		if (obj->type == OBJ_CONTAINER)
			cmd_info_look_in(ch, obj);
		return;
	}
	if ((text = look_obj_extra(ch, word)) != NULL) {
		look_text(ch, text);
		return;
	}
	if ((text = cmd_info_extra(ch->room->def->extras,
	    ch->room->def->nextras, word)) != NULL) {
		look_text(ch, text);
		return;
	}
	char_printf(ch, "You do not see that here.\n");
}

/* examine <thing>: look at it closely, and into it. */
void
cmd_examine(struct character *ch, char *arg)
{
	if (*arg == '\0') {
		char_printf(ch, "Examine what?\n");
		return;
	}
	cmd_look(ch, arg);
}

/* exits: where each way leads. */
void
cmd_exits(struct character *ch, char *arg)
{
	struct room	*to;
	int		 d, any = 0;

	if (ch->room == NULL)
		return;
	char_printf(ch, "Obvious exits:\n");
	for (d = 0; d < DIR__COUNT; d++) {
		if ((to = room_exit_to(ch->room, d)) == NULL)
			continue;
		any = 1;
		if (ch->room->door[d] & EXIT_CLOSED)
			char_printf(ch, "%-5s - a closed %s\n", dir_name(d),
			    room_exit_now(ch->room, d)->keywords != NULL ?
			    room_exit_now(ch->room, d)->keywords : "door");
		else if (room_is_dark(to))
			char_printf(ch, "%-5s - Too dark to tell\n",
			    dir_name(d));
		else
			char_printf(ch, "%-5s - %s\n", dir_name(d),
			    to->def->name);
	}
	if (!any)
		char_printf(ch, "None.\n");
}

/* socials: the list of them. */
void
cmd_socials(struct character *ch, char *arg)
{
	social_list(ch);
}

/* score: the character's sheet. */
void
cmd_score(struct character *ch, char *arg)
{
	static const char	*names[] = { "Str", "Int", "Wis", "Dex", "Con" };
	char			 created[32];
	int			 k, v;
	long long		 played;
	struct tm		 tm;

	played = ch->pd.played + (long long)(game_time() - ch->login_time);
	localtime_r(&ch->pd.created, &tm);
	strftime(created, sizeof created, "%Y-%m-%d", &tm);
	char_printf(ch, "You are %s%s%s, a level %d %s %s (%s).\n",
	    ch->pd.name, *ch->pd.title ? " " : "", ch->pd.title, ch->pd.level,
	    race_table[race_of(ch)].name, ch->pd.class_name,
	    staff_role_name(ch->pd.role));
	char_printf(ch, "Hit points %d/%d, mana %d/%d, movement %d/%d.\n",
	    ch->pd.hit, ch->pd.max_hit, ch->pd.mana, ch->pd.max_mana,
	    ch->pd.move, ch->pd.max_move);
	/* Each attribute as it counts, and as rolled if that differs. */
	for (k = 0; k < 5; k++) {
		v = attrib_get(ch, (enum stat)k);
		char_printf(ch, "%s%s %d", k > 0 ? "  " : "", names[k], v);
		if (v != ch->pd.stats[k])
			char_printf(ch, " (%d)", ch->pd.stats[k]);
	}
	char_printf(ch, ".  Armour class %d. Gold %lld. Wimpy %d.\n",
	    fight_armor(ch), ch->pd.gold, ch->pd.wimpy);
	char_printf(ch, "Carrying %d/%d things, weight %d/%d.\n",
	    attrib_carried_number(ch), attrib_carry_number(ch),
	    attrib_carried_weight(ch), attrib_carry_weight(ch));
	if (!char_is_npc(ch))
		char_printf(ch, "Practice sessions %d, training sessions %d, "
		    "quest points %d.\n", ch->pd.practices, ch->pd.trains,
		    ch->pd.qpoints);
	char_printf(ch, "Experience: %lld (level %d at %lld). Created %s; "
	    "played %lld hours %lld minutes.\n", ch->pd.exp,
	    ch->pd.level + 1, fight_exp_for_level(ch->pd.level), created,
	    played / 3600, (played / 60) % 60);
	if (update_starving(ch))
		char_printf(ch, "You are %s%s%s.\n", ch->pd.food == 0 ?
		    "hungry" : "", ch->pd.food == 0 && ch->pd.water == 0 ?
		    " and " : "", ch->pd.water == 0 ? "thirsty" : "");
	switch (ch->pd.position) {
	case POS_RESTING:
		char_printf(ch, "You are resting.\n");
		break;
	case POS_SLEEPING:
		char_printf(ch, "You are sleeping.\n");
		break;
	case POS_FIGHTING:
		char_printf(ch, "You are fighting %s.\n", ch->fighting != NULL ?
		    char_name(ch->fighting) : "thin air");
		break;
	case POS_STUNNED:
		char_printf(ch, "You are stunned.\n");
		break;
	default:
		break;
	}
}
