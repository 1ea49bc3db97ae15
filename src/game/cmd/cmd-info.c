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
#include "object.h"
#include "commands.h"
#include "config.h"
#include "crowd.h"
#include "descriptor.h"
#include "interp.h"
#include "player.h"
#include "room.h"
#include "mxp.h"
#include "socials.h"
#include "staff.h"
#include "text.h"
#include "update.h"
#include "xmalloc.h"

static void
cmd_info_show_exits(struct character *ch)
{
	int	d, any = 0;

	/* Each exit a link for MXP clients (mxp.h); others see words. */
	char_printf(ch, "[Exits:{[RExits{]");
	for (d = 0; d < DIR__COUNT; d++) {
		if (room_exit_to(ch->room, d) == NULL)
			continue;
		if (ch->room->door[d] & EXIT_CLOSED)
			char_printf(ch, " ({[Ex{]%s{[/Ex{])", dir_name(d));
		else
			char_printf(ch, " {[Ex{]%s{[/Ex{]", dir_name(d));
		any = 1;
	}
	char_printf(ch, "{[/RExits{]%s]\n", any ? "" : " none");
}

/*
 * Does ch's client show MXP links? Only then are their ids worth
 * counting (for others the tags are dropped).
 */
static int
cmd_info_mxp(const struct character *ch)
{
	return (ch->desc != NULL && ch->desc->proto.mxp_on);
}

/* The MXP link for an object shown to ch, Obj or Inv (mxp.h). */
static void
cmd_info_obj_tag(struct character *ch, const char *tag, struct object *obj)
{
	const char	*word = mxp_word(obj->keywords);
	int		 mxp = cmd_info_mxp(ch);

	if (*tag == 'O')
		char_printf(ch, "{[Obj id=\"%s\" look=\"%s\"{]", mxp ?
		    mxp_obj_id(ch, obj, MXP_FIND_ROOM) : word, mxp ?
		    mxp_obj_id(ch, obj, MXP_FIND_LOOK) : word);
	else
		char_printf(ch, "{[Inv id=\"%s\" look=\"%s\"{]", mxp ?
		    mxp_obj_id(ch, obj, MXP_FIND_CARRIED) : word, mxp ?
		    mxp_obj_id(ch, obj, MXP_FIND_LOOK) : word);
}

/* Objects in a list, identical ones counted: "(3) A torch lies here." */
void
cmd_info_show_objects(struct character *ch, struct object_list *list,
    int long_form)
{
	struct object	*obj, *o2;
	const char	*tag;
	int		 n, seen;

	/* On the ground or carried: in a container, no link's command. */
	if (ch->room != NULL && list == &ch->room->contents)
		tag = "Obj";
	else if (list == &ch->carrying)
		tag = "Inv";
	else
		tag = NULL;

	TAILQ_FOREACH(obj, list, place) {
		if (obj->worn != WEAR_NONE)
			continue;
		seen = 0;
		for (o2 = TAILQ_FIRST(list); o2 != obj;
		    o2 = TAILQ_NEXT(o2, place)) {
			if (o2->vnum == obj->vnum && o2->worn == WEAR_NONE) {
				seen = 1;
				break;
			}
		}
		if (seen)
			continue;
		n = 0;
		for (o2 = obj; o2 != NULL; o2 = TAILQ_NEXT(o2, place)) {
			if (o2->vnum == obj->vnum && o2->worn == WEAR_NONE)
				n++;
		}
		if (n > 1)
			char_printf(ch, "(%d) ", n);
		else
			char_printf(ch, "%s", long_form ? "" : "    ");
		/* A menu of what to do with it, for MXP clients (mxp.h). */
		if (tag != NULL)
			cmd_info_obj_tag(ch, tag, obj);
		char_printf(ch, "%s", long_form ? obj->long_desc :
		    obj->short_desc);
		if (tag != NULL)
			char_printf(ch, "{[/%s{]", tag);
		char_printf(ch, "\n");
	}
}

/*
 * What ch sees on p before its line: auras and the like, each in its own
 * brackets ("(Red Aura) " on the evil, for one who detects evil).
 */
static void
cmd_info_tags(struct character *ch, const struct character *p)
{
	int	aff = char_aff(p), mine = char_aff(ch);

	if (p->pd.wizinvis && !char_is_npc(p))
		char_printf(ch, "(Wizinvis) ");
	if (aff & AFF_INVISIBLE)
		char_printf(ch, "(Invis) ");
	if (aff & AFF_HIDE)
		char_printf(ch, "(Hidden) ");
	if ((mine & AFF_DETECT_EVIL) && p->mob != NULL &&
	    p->mob->alignment <= -350)
		char_printf(ch, "{r(Red Aura){x ");
	if (aff & AFF_SANCTUARY)
		char_printf(ch, "{W(White Aura){x ");
}

/* One other character in the room, as a look shows it. */
static void
cmd_info_show_person(struct character *ch, struct character *p)
{
	cmd_info_tags(ch, p);
	if (char_is_npc(p)) {
		char_printf(ch, "{[Mob id=\"%s\"{]", cmd_info_mxp(ch) ?
		    mxp_mob_id(ch, p) : mxp_word(p->mob->keywords));
		if (p->pd.position == POS_SLEEPING)
			char_printf(ch, "%s is sleeping here.",
			    char_name_cap(p));
		else
			char_printf(ch, "%s", p->mob->long_desc);
		char_printf(ch, "{[/Mob{]\n");
		return;
	}
	char_printf(ch, "{[Pl name=\"%s\"{]%s{[/Pl{]%s%s is %s%s%s.\n",
	    p->pd.name, p->pd.name,
	    *p->pd.title ? " " : "", p->pd.title, p->on != NULL ?
	    "sitting on " : p->pd.position == POS_RESTING ?
	    "resting here" : p->pd.position == POS_SLEEPING ?
	    "sleeping here" : "here", p->on != NULL ?
	    p->on->short_desc : "", p->linkdead ? ", staring blankly "
	    "(link-dead)" : "");
}

/*
 * The others in the room that ch sees: all of them, up to room_list_max;
 * past it, those who matter to ch first (crowd_pick) and a count of the
 * rest, so that a look in a crowd of thousands stays a screenful.
 */
static void
cmd_info_show_people(struct character *ch)
{
	struct character	*p, **shown;
	char			 num[32];
	int			 max, n, i, others;

	max = (int)conf_int(CFG_ROOM_LIST_MAX);
	if (ch->room->npeople - 1 <= max) {
		TAILQ_FOREACH(p, &ch->room->people, room_entry) {
			if (p != ch && find_can_see_char(ch, p))
				cmd_info_show_person(ch, p);
		}
		return;
	}
	shown = xcalloc((size_t)max, sizeof *shown);
	n = crowd_pick(ch, shown, max, &others);
	for (i = 0; i < n; i++)
		cmd_info_show_person(ch, shown[i]);
	free(shown);
	if (others > 0)
		char_printf(ch, "...and %s other adventurer%s %s here.\n",
		    crowd_number(num, sizeof num, others), others == 1 ? "" :
		    "s", others == 1 ? "is" : "are");
}

static void
cmd_info_look_room(struct character *ch, int brief)
{
	struct object		*obj;

	if (char_aff(ch) & AFF_BLIND) {
		char_printf(ch, "You can't see a thing!\n");
		return;
	}
	if (!find_can_see_room(ch)) {
		char_printf(ch, "It is pitch black; you can see nothing "
		    "without a light.\n");
		if (!(ch->pd.prefs & PREF_NO_AUTOEXIT))
			cmd_info_show_exits(ch);
		/* What burns or glows shows in the dark. */
		TAILQ_FOREACH(obj, &ch->room->contents, place) {
			if (obj_seen_in_dark(obj))
				char_printf(ch, "%s\n", obj->long_desc);
		}
		return;
	}
	char_printf(ch, "{[RName{]{c%s{x{[/RName{]\n", ch->room->def->name);
	if (!brief)
		char_printf(ch, "{[RDesc{]%s{[/RDesc{]",
		    ch->room->def->description);
	if (!(ch->pd.prefs & PREF_NO_AUTOEXIT))
		cmd_info_show_exits(ch);
	cmd_info_show_objects(ch, &ch->room->contents, 1);
	cmd_info_show_people(ch);
}

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
	else if (char_is_npc(victim) && *victim->mob->description != '\0')
		char_printf(ch, "%s", victim->mob->description);
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
	if (TAILQ_EMPTY(&obj->contents))
		char_printf(ch, "    nothing.\n");
	else
		cmd_info_show_objects(ch, &obj->contents, 0);
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
		cmd_info_look_room(ch, 0);
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
		ex = &ch->room->def->exits[dir];
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
			char_printf(ch, "%s", text);
		else
			char_printf(ch, "%s\n", obj->long_desc);
		if (obj->type == OBJ_CONTAINER)
			cmd_info_look_in(ch, obj);
		return;
	}
	if ((text = cmd_info_extra(ch->room->def->extras,
	    ch->room->def->nextras, word)) != NULL) {
		char_printf(ch, "%s", text);
		return;
	}
	char_printf(ch, "You do not see that here.\n");
}

/* The look on arriving in a room: brief if the player asked for it. */
void
cmd_look_auto(struct character *ch)
{
	if (ch->room != NULL && ch->desc != NULL)
		cmd_info_look_room(ch, (ch->pd.prefs & PREF_BRIEF) != 0);
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
			    ch->room->def->exits[d].keywords != NULL ?
			    ch->room->def->exits[d].keywords : "door");
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
