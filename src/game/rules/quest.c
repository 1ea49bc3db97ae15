/*
 * quest.c: autoquests at a questmaster, their clock, their rewards, and
 * the log of quests done. A quest is chosen from the world as it is when
 * asked for: a mobile of about the player's level, in a room where one
 * may fight, to kill; or a thing flagged `quest` left in such a room, to
 * bring back. One event a game hour, owned by the player, counts down
 * the quest's time and the wait before the next.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "area.h"
#include "attrib.h"
#include "character.h"
#include "config.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "group.h"
#include "object.h"
#include "quest.h"
#include "rng.h"
#include "room.h"
#include "save.h"
#include "text.h"
#include "update.h"
#include "world.h"
#include "xmalloc.h"

/* What quest points buy. */
enum quest_reward { QR_PRACTICES, QR_TRAIN, QR_GOLD };
static const struct {
	const char	*word;
	const char	*what;
	int		 cost;		/* quest points */
	enum quest_reward kind;
	int		 amount;
} quest_shop[] = {
	{ "gold", "five hundred gold coins", 30, QR_GOLD, 500 },
	{ "practices", "five practice sessions", 60, QR_PRACTICES, 5 },
	{ "train", "a training session", 75, QR_TRAIN, 1 },
};
#define QUEST_SHOP_N	(sizeof quest_shop / sizeof quest_shop[0])

#define QUEST_PICK_LEVELS	3	/* a target's level: the player's +-3 */
#define QUEST_PICK_WIDE		8	/* ... or, failing that, +-8 */
#define GROUP_QUEST_MAX		32	/* of a group, whose kill counts */

static void	quest_hour(struct equeue *, struct eq_event *, void *);
static struct object *quest_carried(struct character *);

/* Is the clock of ch's quests running? Start it if not. */
static void
quest_clock(struct character *ch)
{
	if (ch->mob != NULL || eq_owner_find(&ch->events, EQT_QUEST) != NULL)
		return;
	if (ch->pd.quest_kind == QUEST_NONE && ch->pd.quest_wait <= 0)
		return;
	equeue_enqueue(game_eq, &ch->events, eq_ref_none(), EQT_QUEST,
	    quest_hour, ch, (uint32_t)conf_pulses(CFG_HOUR_LENGTH));
}

void
quest_start(struct character *ch)
{
	quest_clock(ch);
}

/* The thing left for ch to fetch, if it is still in the world. */
static struct object *
quest_thing(const struct character *ch)
{
	struct object	*obj;

	if (ch->pd.quest_obj == 0 ||
	    (obj = obj_find_uid((uint64_t)ch->pd.quest_obj)) == NULL ||
	    obj->vnum != ch->pd.quest_vnum)
		return (NULL);
	return (obj);
}

/* ch's quest is over, done or not: the thing left goes, ch waits hours. */
static void
quest_end(struct character *ch, int hours)
{
	struct object	*obj = quest_thing(ch);

	if (obj != NULL && obj->carried_by == NULL && obj->in_room != NULL)
		obj_extract(obj);
	ch->pd.quest_kind = QUEST_NONE;
	ch->pd.quest_vnum = ch->pd.quest_room = ch->pd.quest_giver = 0;
	ch->pd.quest_hours = ch->pd.quest_got = 0;
	ch->pd.quest_obj = 0;
	ch->pd.quest_wait = hours;
	quest_clock(ch);
}

/* An hour of the game passes for ch's quest and its wait. */
static void
quest_hour(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;

	if (ch->pd.quest_kind != QUEST_NONE) {
		if (--ch->pd.quest_hours <= 0) {
			char_printf(ch, "The time given for your quest has run "
			    "out. Your questmaster will not be pleased.\n");
			quest_end(ch, (int)conf_int(CFG_QUEST_WAIT_FAIL));
		} else if (ch->pd.quest_hours <= 3)
			char_printf(ch, "Only %d hour%s left for your quest!\n",
			    ch->pd.quest_hours, ch->pd.quest_hours == 1 ? "" :
			    "s");
	} else if (ch->pd.quest_wait > 0 && --ch->pd.quest_wait == 0)
		char_printf(ch, "You may ask a questmaster for a quest "
		    "again.\n");
	if (ch->pd.quest_kind != QUEST_NONE || ch->pd.quest_wait > 0)
		equeue_reschedule(q, ev, (uint32_t)conf_pulses(
		    CFG_HOUR_LENGTH));
}

/* A questmaster in ch's room able to talk, or NULL after saying why. */
static struct character *
quest_master(struct character *ch)
{
	struct character	*p, *first = NULL;

	if (ch->room == NULL)
		return (NULL);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p->mob == NULL || !(p->mob->flags & MOB_QUESTMASTER))
			continue;
		if (p->pd.position != POS_SLEEPING &&
		    p->pd.position != POS_STUNNED && p->fighting == NULL)
			return (p);
		if (first == NULL)
			first = p;
	}
	if (first == NULL)
		char_printf(ch, "You need a questmaster for that, and there "
		    "is none here.\n");
	else
		char_printf(ch, "%s is in no state to talk of quests.\n",
		    char_name_cap(first));
	return (NULL);
}

/* May mob be the target of a quest for a player of level, within d? */
static int
quest_fit(const struct character *mob, int level, int d)
{
	const struct room	*r = mob->room, *shop;

	if (mob->mob == NULL || mob->extracted || r == NULL ||
	    mob->master != NULL || mob->mob->pet || mob->mob->shop != NULL ||
	    mob->mob->guild != 0 || (mob->mob->flags & (MOB_NO_KILL |
	    MOB_QUESTMASTER | MOB_TRAINER | MOB_HEALER)))
		return (0);
	if (r->def->flags & (ROOM_SAFE | ROOM_ARENA | ROOM_PET_SHOP))
		return (0);
	/* A pet shop's kennel is the room above it. */
	if ((shop = room_find(r->vnum - 1)) != NULL &&
	    (shop->def->flags & ROOM_PET_SHOP))
		return (0);
	return (mob->pd.level >= level - d && mob->pd.level <= level + d);
}

/* A mobile for a quest for ch, chosen at random among those that fit. */
static struct character *
quest_pick_mob(const struct character *ch)
{
	struct character	*p, *pick = NULL;
	const int		 widths[] = { QUEST_PICK_LEVELS,
				    QUEST_PICK_WIDE };
	uint32_t		 n;
	size_t			 i;

	for (i = 0; i < sizeof widths / sizeof widths[0]; i++) {
		n = 0;
		TAILQ_FOREACH(p, &char_list, entry) {
			if (!quest_fit(p, ch->pd.level, widths[i]))
				continue;
			if (rng_below(++n) == 0)
				pick = p;	/* each with chance 1/n */
		}
		if (pick != NULL)
			return (pick);
	}
	return (NULL);
}

/* A thing flagged quest to be fetched, chosen at random. */
static const struct obj_def *
quest_pick_thing(void)
{
	const struct obj_def	*pick = NULL;
	struct area		*a;
	uint32_t		 n = 0;
	size_t			 i;

	TAILQ_FOREACH(a, &world_areas, entry) {
		for (i = 0; i < a->def->nobjs; i++) {
			if (!(a->def->objs[i].flags & ITEM_QUEST) ||
			    (a->def->objs[i].flags & ITEM_NO_TAKE))
				continue;
			if (rng_below(++n) == 0)
				pick = &a->def->objs[i];
		}
	}
	return (pick);
}

/* Where a room is, as a questmaster tells it. */
static void
quest_where(struct character *ch, int vnum)
{
	struct room	*r = room_find(vnum);

	if (r == NULL)
		return;
	char_printf(ch, "Look in %s, in %s.\n", r->def->name,
	    r->area != NULL ? r->area->def->name : "the world");
}

/* The hours a new quest gives (game.quest_hours_min to _max). */
static int
quest_hours(void)
{
	int	lo = (int)conf_int(CFG_QUEST_HOURS_MIN);
	int	hi = (int)conf_int(CFG_QUEST_HOURS_MAX);

	if (hi <= lo)
		return (lo);
	return (lo + (int)rng_below((uint32_t)(hi - lo + 1)));
}

static void
quest_request(struct character *ch, struct character *qm)
{
	struct character	*mob;
	const struct obj_def	*def = NULL;
	struct object		*obj;

	if (ch->pd.quest_kind != QUEST_NONE) {
		char_printf(ch, "You are on a quest already: 'quest "
		    "progress' tells you how it goes.\n");
		return;
	}
	if (ch->pd.quest_wait > 0) {
		char_printf(ch, "%s says, 'Rest a while first: come back in "
		    "%d hour%s.'\n", char_name_cap(qm), ch->pd.quest_wait,
		    ch->pd.quest_wait == 1 ? "" : "s");
		return;
	}
	if ((mob = quest_pick_mob(ch)) == NULL) {
		char_printf(ch, "%s says, 'Nothing needs doing just now. Ask "
		    "me again later.'\n", char_name_cap(qm));
		return;
	}
	if (rng_below(2) == 0)
		def = quest_pick_thing();
	ch->pd.quest_room = mob->room->vnum;
	ch->pd.quest_giver = qm->mob->vnum;
	ch->pd.quest_hours = quest_hours();
	ch->pd.quest_got = 0;
	ch->pd.quest_wait = 0;
	if (def != NULL) {
		obj = obj_create(def);
		/*
		 * Should its quester never come back for it, it crumbles
		 * an hour after the quest's time is up.
		 */
		if (obj->timer == 0) {
			obj->timer = ch->pd.quest_hours + 1;
			update_timer_start(obj);
		}
		obj_to_room(obj, mob->room);
		ch->pd.quest_kind = QUEST_FETCH;
		ch->pd.quest_vnum = obj->vnum;
		ch->pd.quest_obj = (long long)obj->uid;
		char_printf(ch, "%s says, 'Someone has lost %s, and I want it "
		    "back. Find it and bring it to me.'\n", char_name_cap(qm),
		    obj->short_desc);
	} else {
		ch->pd.quest_kind = QUEST_KILL;
		ch->pd.quest_vnum = mob->mob->vnum;
		ch->pd.quest_obj = 0;
		char_printf(ch, "%s says, '%s has been a plague on honest "
		    "folk. Put an end to it.'\n", char_name_cap(qm),
		    text_cap(mob->mob->short_desc));
	}
	quest_where(ch, ch->pd.quest_room);
	char_printf(ch, "You have %d hours of the game's day to do it.\n",
	    ch->pd.quest_hours);
	char_room_printf_but(ch, qm, "%s speaks quietly with %s.\n",
	    char_name_cap(qm), char_name(ch));
	quest_clock(ch);
}

/* What ch's quest asks, how it goes and the time left. */
static void
quest_progress(struct character *ch)
{
	const struct mob_def	*md;
	const struct obj_def	*od;

	switch (ch->pd.quest_kind) {
	case QUEST_KILL:
		md = world_mob_def(ch->pd.quest_vnum);
		if (ch->pd.quest_got) {
			char_printf(ch, "Your quest is all but done: go back "
			    "to your questmaster before your time runs "
			    "out.\n");
			break;
		}
		char_printf(ch, "You are to kill %s.\n", md != NULL ?
		    md->short_desc : "a creature no longer in the world");
		quest_where(ch, ch->pd.quest_room);
		break;
	case QUEST_FETCH:
		od = world_obj_def(ch->pd.quest_vnum);
		if (quest_carried(ch) != NULL) {
			char_printf(ch, "You have %s: take it back to your "
			    "questmaster before your time runs out.\n",
			    od != NULL ? od->short_desc : "it");
			break;
		}
		char_printf(ch, "You are to bring back %s.\n", od != NULL ?
		    od->short_desc : "a thing no longer in the world");
		quest_where(ch, ch->pd.quest_room);
		break;
	default:
		if (ch->pd.quest_wait > 0)
			char_printf(ch, "You are on no quest. You may ask for "
			    "another in %d hour%s.\n", ch->pd.quest_wait,
			    ch->pd.quest_wait == 1 ? "" : "s");
		else
			char_printf(ch, "You are on no quest. A questmaster "
			    "will give you one: 'quest request'.\n");
		char_printf(ch, "You have %d quest point%s.\n",
		    ch->pd.qpoints, ch->pd.qpoints == 1 ? "" : "s");
		return;
	}
	char_printf(ch, "You have %d hour%s left.\n", ch->pd.quest_hours,
	    ch->pd.quest_hours == 1 ? "" : "s");
}

/* The thing of ch's fetch quest, if ch carries it (not worn). */
static struct object *
quest_carried(struct character *ch)
{
	struct object	*obj;

	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (obj->vnum == ch->pd.quest_vnum && obj->worn == WEAR_NONE)
			return (obj);
	}
	return (NULL);
}

static void
quest_complete(struct character *ch, struct character *qm)
{
	struct object	*obj = NULL;
	int		 points, gold;

	switch (ch->pd.quest_kind) {
	case QUEST_KILL:
		if (!ch->pd.quest_got) {
			char_printf(ch, "%s says, 'It is not dead yet. Off "
			    "with you!'\n", char_name_cap(qm));
			return;
		}
		break;
	case QUEST_FETCH:
		if ((obj = quest_carried(ch)) == NULL) {
			char_printf(ch, "%s says, 'You have not brought it. "
			    "Off with you!'\n", char_name_cap(qm));
			return;
		}
		char_printf(ch, "You hand %s to %s.\n", obj->short_desc,
		    char_name(qm));
		obj_extract(obj);
		break;
	default:
		char_printf(ch, "You are on no quest to complete.\n");
		return;
	}
	points = 10 + (int)rng_below(11) + ch->pd.level / 3;
	gold = 15 * ch->pd.level + (int)rng_below(10 * (unsigned)ch->pd.level
	    + 1);
	ch->pd.qpoints += points;
	ch->pd.gold += gold;
	ch->pd.quests_done++;
	char_printf(ch, "%s says, 'Well done! Take these %d quest points "
	    "and %d gold for your trouble.'\n", char_name_cap(qm), points,
	    gold);
	char_room_printf_but(ch, qm, "%s rewards %s for a quest well done.\n",
	    char_name_cap(qm), char_name(ch));
	ch->pd.quest_obj = 0;	/* handed over: nothing left to clear */
	quest_end(ch, (int)conf_int(CFG_QUEST_WAIT_DONE));
	(void)char_save(ch);
}

/* What a thing a questmaster carries costs: its cost, in quest points. */
static int
quest_price(const struct object *obj)
{
	return (obj->cost > 0 ? obj->cost : 1);
}

/* A thing of qm's (not worn) that word names, or NULL. */
static struct object *
quest_stock(struct character *qm, const char *word)
{
	struct object	*obj;

	TAILQ_FOREACH(obj, &qm->carrying, place) {
		if (obj->worn == WEAR_NONE && obj_matches(obj, word))
			return (obj);
	}
	return (NULL);
}

/* ch buys a new copy of stock, a thing qm carries. */
static void
quest_buy_thing(struct character *ch, struct character *qm,
    struct object *stock)
{
	const struct obj_def	*def = world_obj_def(stock->vnum);
	struct object		*obj;
	const char		*why;
	int			 price = quest_price(stock);

	if (ch->pd.qpoints < price) {
		char_printf(ch, "%s says, 'That costs %d quest points, and you "
		    "have %d.'\n", char_name_cap(qm), price, ch->pd.qpoints);
		return;
	}
	if (def == NULL) {
		char_printf(ch, "%s says, 'I cannot part with that.'\n",
		    char_name_cap(qm));
		return;
	}
	if ((why = attrib_cannot_carry(ch, 1, stock->weight)) != NULL) {
		char_printf(ch, "%s\n", why);
		return;
	}
	obj = obj_create(def);
	obj_to_char(obj, ch);
	ch->pd.qpoints -= price;
	char_printf(ch, "%s gives you %s, for %d quest points.\n",
	    char_name_cap(qm), obj->short_desc, price);
	(void)char_save(ch);
}

static void
quest_list(struct character *ch, struct character *qm)
{
	struct object	*obj;
	size_t		 i;

	char_printf(ch, "%s offers, for quest points:\n", char_name_cap(qm));
	for (i = 0; i < QUEST_SHOP_N; i++)
		char_printf(ch, "  %-10s %4d  %s\n", quest_shop[i].word,
		    quest_shop[i].cost, quest_shop[i].what);
	TAILQ_FOREACH(obj, &qm->carrying, place) {
		if (obj->worn == WEAR_NONE)
			char_printf(ch, "  %-10.10s %4d  %s\n", obj->keywords,
			    quest_price(obj), obj->short_desc);
	}
	char_printf(ch, "You have %d quest point%s. 'quest buy <reward>' "
	    "to buy one.\n", ch->pd.qpoints, ch->pd.qpoints == 1 ? "" : "s");
}

static void
quest_buy(struct character *ch, struct character *qm, const char *what)
{
	struct object	*stock;
	size_t		 i;

	if (*what == '\0') {
		char_printf(ch, "Buy what? 'quest list' shows the rewards.\n");
		return;
	}
	for (i = 0; i < QUEST_SHOP_N; i++) {
		if (text_prefix(what, quest_shop[i].word))
			break;
	}
	if (i == QUEST_SHOP_N) {
		if ((stock = quest_stock(qm, what)) != NULL)
			quest_buy_thing(ch, qm, stock);
		else
			char_printf(ch, "%s says, 'I have no such reward. See "
			    "'quest list'.'\n", char_name_cap(qm));
		return;
	}
	if (ch->pd.qpoints < quest_shop[i].cost) {
		char_printf(ch, "%s says, 'That costs %d quest points, and you "
		    "have %d.'\n", char_name_cap(qm), quest_shop[i].cost,
		    ch->pd.qpoints);
		return;
	}
	ch->pd.qpoints -= quest_shop[i].cost;
	switch (quest_shop[i].kind) {
	case QR_GOLD:
		ch->pd.gold += quest_shop[i].amount;
		break;
	case QR_PRACTICES:
		ch->pd.practices += quest_shop[i].amount;
		break;
	case QR_TRAIN:
		ch->pd.trains += quest_shop[i].amount;
		break;
	}
	char_printf(ch, "%s gives you %s, for %d quest points.\n",
	    char_name_cap(qm), quest_shop[i].what, quest_shop[i].cost);
	(void)char_save(ch);
}

static void
quest_quit(struct character *ch)
{
	int	wait = (int)conf_int(CFG_QUEST_WAIT_FAIL);

	if (ch->pd.quest_kind == QUEST_NONE) {
		char_printf(ch, "You are on no quest to give up.\n");
		return;
	}
	if (wait == 0)
		char_printf(ch, "You give up your quest.\n");
	else
		char_printf(ch, "You give up your quest. You may ask for "
		    "another in %d hour%s.\n", wait, wait == 1 ? "" : "s");
	quest_end(ch, wait);
}

void
quest_do(struct character *ch, char *arg)
{
	struct character	*qm;
	char			*word;

	if (ch->mob != NULL) {
		char_printf(ch, "Quests are for players.\n");
		return;
	}
	word = text_first_word(&arg);
	if (word == NULL || *word == '\0') {
		char_printf(ch, "quest list | request | progress | complete | "
		    "buy <reward> | quit\n");
		return;
	}
	if (text_prefix(word, "progress") || text_prefix(word, "info") ||
	    text_prefix(word, "time")) {
		quest_progress(ch);
		return;
	}
	if (text_prefix(word, "quit") && strlen(word) >= 2) {
		quest_quit(ch);
		return;
	}
	if (!text_prefix(word, "list") && !text_prefix(word, "request") &&
	    !text_prefix(word, "complete") && !text_prefix(word, "buy")) {
		char_printf(ch, "quest list | request | progress | complete | "
		    "buy <reward> | quit\n");
		return;
	}
	if ((qm = quest_master(ch)) == NULL)
		return;
	if (text_prefix(word, "list"))
		quest_list(ch, qm);
	else if (text_prefix(word, "request"))
		quest_request(ch, qm);
	else if (text_prefix(word, "complete"))
		quest_complete(ch, qm);
	else
		quest_buy(ch, qm, arg != NULL ? arg : "");
}

/* Was victim the mobile ch's quest wants dead? Then it is done. */
static void
quest_kill_counts(struct character *ch, const struct character *victim)
{
	if (ch->mob != NULL || ch->pd.quest_kind != QUEST_KILL ||
	    ch->pd.quest_got || victim->mob->vnum != ch->pd.quest_vnum)
		return;
	ch->pd.quest_got = 1;
	char_printf(ch, "That was the one your questmaster wanted dead! Go "
	    "back for your reward before your time runs out.\n");
}

void
quest_killed(struct character *killer, struct character *victim)
{
	struct character	*ch = killer, *here[GROUP_QUEST_MAX];
	int			 n, i;

	if (ch == NULL || victim->mob == NULL)
		return;
	if (ch->mob != NULL && ch->master != NULL && ch->master->mob == NULL)
		ch = ch->master;	/* a pet's kill is its master's */
	if (ch->mob != NULL)
		return;
	/* It counts for the killer's group there, as the experience does. */
	n = ch->room != NULL ? group_here(ch, here, GROUP_QUEST_MAX) : 0;
	if (n == 0)
		quest_kill_counts(ch, victim);
	for (i = 0; i < n; i++)
		quest_kill_counts(here[i], victim);
}

void
quest_found(struct character *ch, struct object *obj)
{
	if (ch->mob != NULL || ch->pd.quest_kind != QUEST_FETCH ||
	    obj->vnum != ch->pd.quest_vnum)
		return;
	char_printf(ch, "That is what your questmaster wants! Take it back "
	    "before your time runs out.\n");
}

/* Is name fit for the log: printable, one line, not too long? */
static int
quest_name_ok(const char *name)
{
	size_t	len = strlen(name), i;

	if (len == 0 || len > QUEST_NAME_MAX)
		return (0);
	for (i = 0; i < len; i++) {
		if ((unsigned char)name[i] < 32 || name[i] == 127)
			return (0);
	}
	return (1);
}

int
quest_log_add(struct character *ch, const char *name)
{
	const char	*log, *p;
	char		*n;
	size_t		 len = strlen(name), count = 0;

	if (ch->mob != NULL || !quest_name_ok(name))
		return (-1);
	log = ch->pd.quest_log != NULL ? ch->pd.quest_log : "";
	for (p = log; *p != '\0'; p = strchr(p, '\n') + 1) {
		if (strncmp(p, name, len) == 0 && p[len] == '\n')
			return (0);
		count++;
	}
	if (count >= QUEST_LOG_MAX)
		return (-1);
	xasprintf(&n, "%s%s\n", log, name);
	free(ch->pd.quest_log);
	ch->pd.quest_log = n;
	return (1);
}

size_t
quest_log_names(const struct character *ch,
    char names[][QUEST_NAME_MAX + 1], size_t max)
{
	const char	*p, *e;
	size_t		 n = 0, len;

	if (ch->pd.quest_log == NULL)
		return (0);
	for (p = ch->pd.quest_log; *p != '\0' && n < max; p = e + 1) {
		if ((e = strchr(p, '\n')) == NULL)
			break;
		len = (size_t)(e - p);
		if (len > QUEST_NAME_MAX)
			len = QUEST_NAME_MAX;
		memcpy(names[n], p, len);
		names[n++][len] = '\0';
	}
	return (n);
}

void
quest_show_log(struct character *ch)
{
	char	names[QUEST_LOG_MAX][QUEST_NAME_MAX + 1];
	size_t	n, i;

	n = quest_log_names(ch, names, QUEST_LOG_MAX);
	char_printf(ch, "Quests done for questmasters: %d. Quest points: "
	    "%d.\n", ch->pd.quests_done, ch->pd.qpoints);
	if (n == 0) {
		char_printf(ch, "You have done none of the world's own quests "
		    "yet.\n");
		return;
	}
	char_printf(ch, "The world's quests you have done:\n");
	for (i = 0; i < n; i++)
		char_printf(ch, "  %s\n", names[i]);
}
