/* look.c: what a character sees of a room, its things and its people. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "config.h"
#include "crowd.h"
#include "descriptor.h"
#include "find.h"
#include "look.h"
#include "mxp.h"
#include "object.h"
#include "player.h"
#include "room.h"
#include "text.h"
#include "xmalloc.h"

static void
look_exits(struct character *ch)
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
look_mxp(const struct character *ch)
{
	return (ch->desc != NULL && ch->desc->proto.mxp_on);
}

/* The MXP link for an object shown to ch, Obj or Inv (mxp.h). */
static void
look_obj_tag(struct character *ch, const char *tag, struct object *obj)
{
	const char	*word = mxp_word(obj->keywords);
	int		 mxp = look_mxp(ch);

	if (*tag == 'O')
		char_printf(ch, "{[Obj id=\"%s\" look=\"%s\"{]", mxp ?
		    mxp_obj_id(ch, obj, MXP_FIND_ROOM) : word, mxp ?
		    mxp_obj_id(ch, obj, MXP_FIND_LOOK) : word);
	else
		char_printf(ch, "{[Inv id=\"%s\" look=\"%s\"{]", mxp ?
		    mxp_obj_id(ch, obj, MXP_FIND_CARRIED) : word, mxp ?
		    mxp_obj_id(ch, obj, MXP_FIND_LOOK) : word);
}

/*
 * Are two objects of a list shown as one line, counted? The same vnum is
 * not enough: corpses share one, and a strung object differs.
 */
static int
look_same(const struct object *a, const struct object *b)
{
	return (a->vnum == b->vnum && b->worn == WEAR_NONE &&
	    strcmp(a->short_desc, b->short_desc) == 0 &&
	    strcmp(a->long_desc, b->long_desc) == 0);
}

/* Objects in a list, identical ones counted: "(3) A torch lies here." */
void
look_objects(struct character *ch, struct object_list *list,
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
		/* On the floor, an unlisted thing is left out of the list. */
		if (long_form && (obj->flags & ITEM_UNLISTED))
			continue;
		seen = 0;
		for (o2 = TAILQ_FIRST(list); o2 != obj;
		    o2 = TAILQ_NEXT(o2, place)) {
			if (look_same(obj, o2)) {
				seen = 1;
				break;
			}
		}
		if (seen)
			continue;
		n = 0;
		for (o2 = obj; o2 != NULL; o2 = TAILQ_NEXT(o2, place)) {
			if (look_same(obj, o2))
				n++;
		}
		if (n > 1)
			char_printf(ch, "(%d) ", n);
		else
			char_printf(ch, "%s", long_form ? "" : "    ");
		/* A menu of what to do with it, for MXP clients (mxp.h). */
		if (tag != NULL)
			look_obj_tag(ch, tag, obj);
		char_printf(ch, "%s", long_form ? obj->long_desc :
		    obj->short_desc);
		if (tag != NULL)
			char_printf(ch, "{[/%s{]", tag);
		char_printf(ch, "\n");
	}
}

/*
 * What ch sees on p before its line: auras and the like, each in its own
 * brackets ("(Evil) " on the evil, for one who detects evil).
 */
static void
look_tags(struct character *ch, const struct character *p)
{
	int	aff = char_aff(p), mine = char_aff(ch);

	if (p->pd.wizinvis && !char_is_npc(p))
		char_printf(ch, "(Wizinvis) ");
	if (aff & AFF_INVISIBLE)
		char_printf(ch, "(Unseen) ");
	if (aff & AFF_HIDE)
		char_printf(ch, "(Hiding) ");
	if ((mine & AFF_DETECT_EVIL) && p->mob != NULL &&
	    p->mob->alignment <= -350)
		char_printf(ch, "{r(Evil){x ");
	if (aff & AFF_SANCTUARY)
		char_printf(ch, "{W(Hallowed){x ");
}

/* One other character in the room, as a look shows it. */
static void
look_person(struct character *ch, struct character *p)
{
	look_tags(ch, p);
	if (char_is_npc(p)) {
		char_printf(ch, "{[Mob id=\"%s\"{]", look_mxp(ch) ?
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
look_people(struct character *ch)
{
	struct character	*p, **shown;
	char			 num[32];
	int			 max, n, i, others;

	max = (int)conf_int(CFG_ROOM_LIST_MAX);
	if (ch->room->npeople - 1 <= max) {
		TAILQ_FOREACH(p, &ch->room->people, room_entry) {
			if (p != ch && find_can_see_char(ch, p))
				look_person(ch, p);
		}
		return;
	}
	shown = xcalloc((size_t)max, sizeof *shown);
	n = crowd_pick(ch, shown, max, &others);
	for (i = 0; i < n; i++)
		look_person(ch, shown[i]);
	free(shown);
	if (others > 0)
		char_printf(ch, "...and %s other adventurer%s %s here.\n",
		    crowd_number(num, sizeof num, others), others == 1 ? "" :
		    "s", others == 1 ? "is" : "are");
}

/* text between before and after, flowed to the client's width if known. */
static void
look_text_between(struct character *ch, const char *before,
    const char *text, const char *after)
{
	char	*flowed;

	if (ch->desc == NULL || ch->desc->proto.width == 0) {
		char_printf(ch, "%s%s%s", before, text, after);
		return;
	}
	flowed = text_reflow(text);
	char_printf(ch, "%s%s%s", before, flowed, after);
	free(flowed);
}

void
look_text(struct character *ch, const char *text)
{
	look_text_between(ch, "", text, "");
}

/* The room as ch sees it: the description left out if brief. */
void
look_room(struct character *ch, int brief)
{
	struct object		*obj;

	if (char_aff(ch) & AFF_BLIND) {
		char_printf(ch, "You are blind: everything is dark to you.\n");
		return;
	}
	if (!find_can_see_room(ch)) {
		char_printf(ch, "It is too dark here to make anything out; "
		    "you need a light.\n");
		if (!(ch->pd.prefs & PREF_NO_AUTOEXIT))
			look_exits(ch);
		/* What burns or glows shows in the dark. */
		TAILQ_FOREACH(obj, &ch->room->contents, place) {
			if (obj_seen_in_dark(obj) &&
			    (obj->flags & ITEM_UNLISTED) == 0)
				char_printf(ch, "%s\n", obj->long_desc);
		}
		return;
	}
	char_printf(ch, "{[RName{]{c%s{x{[/RName{]\n", ch->room->def->name);
	if (!brief) {
		look_text_between(ch, "{[RDesc{]", ch->room->def->description,
		    "{[/RDesc{]");
	}
	if (!(ch->pd.prefs & PREF_NO_AUTOEXIT))
		look_exits(ch);
	look_objects(ch, &ch->room->contents, 1);
	look_people(ch);
}

/* The look on arriving in a room: brief if the player asked for it. */
void
look_auto(struct character *ch)
{
	if (ch->room != NULL && ch->desc != NULL)
		look_room(ch, (ch->pd.prefs & PREF_BRIEF) != 0);
}

/* The extra description in a list whose keywords hold word, or NULL. */
static const char *
look_extra_of(const struct extra_desc *ed, size_t n, const char *word)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		if (text_keyword_match(ed[i].keywords, word))
			return (ed[i].text);
	}
	return (NULL);
}

/*
 * An extra description of a thing ch carries, wears or sees on the floor
 * whose own keywords hold word, though the thing's keywords may not (a
 * sign whose extra is 'letters'): ROM and CircleMUD show it to a look at
 * the word, and so do we. NULL if there is none.
 */
const char *
look_obj_extra(struct character *ch, const char *word)
{
	struct object	*obj;
	const char	*text;

	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if ((text = look_extra_of(obj->extras, obj->nextras,
		    word)) != NULL)
			return (text);
	}
	if (ch->room == NULL)
		return (NULL);
	TAILQ_FOREACH(obj, &ch->room->contents, place) {
		if (!find_can_see_room(ch) && !obj_seen_in_dark(obj))
			continue;
		if ((text = look_extra_of(obj->extras, obj->nextras,
		    word)) != NULL)
			return (text);
	}
	return (NULL);
}
