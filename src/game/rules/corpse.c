/*
 * corpse.c: corpses, and the record the game keeps of a player's: whose
 * it is, whether it waits to be saved; the rows themselves are the
 * store's (store-corpse.c). See corpse.h.
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/queue.h>

#include "act.h"
#include "character.h"
#include "config.h"
#include "corpse.h"
#include "eqtypes.h"
#include "equeue.h"
#include "fight.h"
#include "game.h"
#include "group.h"
#include "log.h"
#include "object.h"
#include "player.h"
#include "room.h"
#include "save.h"
#include "store.h"
#include "text.h"
#include "update.h"
#include "world.h"
#include "xmalloc.h"

/* A player's corpse, as the game knows it (obj->corpse). */
struct corpse {
	struct object		*obj;
	int64_t			 owner_id;
	char			 owner[CHAR_NAME_MAX + 1];
	int			 flags;		/* CORPSE_* */
	time_t			 made;
	int			 pending;	/* to be saved */
	TAILQ_ENTRY(corpse)	 entry;		/* corpse_list, oldest first */
};
TAILQ_HEAD(corpse_list, corpse);

static struct corpse_list	corpse_list =
				    TAILQ_HEAD_INITIALIZER(corpse_list);
static size_t			corpse_n;
static size_t			corpse_npending;
/* Corpses gone whose rows are still to be deleted. */
static uint64_t			corpse_gone_uids[CORPSE_MAX];
static size_t			corpse_ngone;

/* A new, empty corpse of name, nowhere yet. */
static struct object *
corpse_object(const char *name, const char *keywords)
{
	struct obj_def	 proto;
	struct object	*corpse;

	memset(&proto, 0, sizeof proto);
	proto.vnum = 0;
	proto.type = OBJ_CORPSE;
	proto.flags = ITEM_NO_TAKE;
	proto.keywords = "corpse";
	proto.short_desc = "a corpse";
	proto.long_desc = "A corpse lies here.";
	proto.values[VAL_CONT_KEY] = -1;
	corpse = obj_create(&proto);
	free(corpse->short_desc);
	free(corpse->long_desc);
	free(corpse->keywords);
	xasprintf(&corpse->short_desc, "the corpse of %s", name);
	xasprintf(&corpse->long_desc, "The corpse of %s lies here.", name);
	xasprintf(&corpse->keywords, "corpse %s", keywords);
	return (corpse);
}

/* Everything victim carries and wears, and its gold, into the corpse. */
static void
corpse_fill(struct object *corpse, struct character *victim)
{
	struct object	*obj;
	long long	 gold = victim->pd.gold;

	while ((obj = TAILQ_FIRST(&victim->carrying)) != NULL)
		obj_to_obj(obj, corpse);
	if (gold > 0) {
		if (gold > INT_MAX)
			gold = INT_MAX;	/* the rest stays in the purse */
		corpse->values[VAL_CORPSE_GOLD] = (int)gold;
		victim->pd.gold -= gold;
	}
}

/* A corpse of anyone, with all it had, crumbling as a mobile's does. */
struct object *
corpse_make(struct character *victim)
{
	struct object	*corpse;

	corpse = corpse_object(char_name(victim), victim->mob != NULL ?
	    victim->mob->keywords : victim->pd.name);
	corpse_fill(corpse, victim);
	obj_to_room(corpse, victim->room);
	update_corpse_decay(corpse);
	return (corpse);
}

/* The corpse is to be saved with the next save. */
static void
corpse_set_pending(struct corpse *c)
{
	if (!c->pending) {
		c->pending = 1;
		corpse_npending++;
	}
}

/*
 * Forget a player's corpse: the object becomes a corpse like any other.
 * With delete, its row is deleted with the next save.
 */
static void
corpse_forget(struct corpse *c, int delete)
{
	if (delete) {
		if (corpse_ngone == CORPSE_MAX) {
			log_warnx("corpses: %d waiting to be deleted; the "
			    "oldest, object %llu, is left in the database",
			    CORPSE_MAX,
			    (unsigned long long)corpse_gone_uids[0]);
			memmove(corpse_gone_uids, corpse_gone_uids + 1,
			    (CORPSE_MAX - 1) * sizeof *corpse_gone_uids);
			corpse_ngone--;
		}
		corpse_gone_uids[corpse_ngone++] = c->obj->uid;
	}
	if (c->pending)
		corpse_npending--;
	TAILQ_REMOVE(&corpse_list, c, entry);
	corpse_n--;
	c->obj->corpse = NULL;
	free(c);
}

/* A corpse crumbles; a player's row is deleted at once. */
static void
corpse_decay(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct object		*obj = arg;
	struct character	*p;

	if (obj->in_room != NULL) {
		TAILQ_FOREACH(p, &obj->in_room->people, room_entry)
			char_printf(p, "%s falls to dust and is gone.\n",
			    text_cap(obj->short_desc));
	}
	if (obj->corpse != NULL) {
		log_info("the corpse of %s (object %llu) crumbled",
		    obj->corpse->owner, (unsigned long long)obj->uid);
		corpse_forget(obj->corpse, 1);
		corpse_flush();
	}
	obj_extract(obj);
}

/* A player's corpse crumbles in this many pulses. */
static void
corpse_decay_start(struct object *obj, long long pulses)
{
	equeue_enqueue(game_eq, &obj->events, eq_ref_none(), EQT_DECAY,
	    corpse_decay, obj, (uint32_t)(pulses > 0 ? pulses : 1));
}

/* A record for a player's corpse, newest last. */
static struct corpse *
corpse_record(struct object *obj, int64_t owner_id, const char *owner,
    int flags, time_t made)
{
	struct corpse	*c = xcalloc(1, sizeof *c);

	c->obj = obj;
	c->owner_id = owner_id;
	text_strlcpy(c->owner, owner, sizeof c->owner);
	c->flags = flags;
	c->made = made;
	obj->corpse = c;
	TAILQ_INSERT_TAIL(&corpse_list, c, entry);
	corpse_n++;
	return (c);
}

/* How many corpses of this player lie in the game. */
static int
corpse_count_of(int64_t owner_id)
{
	struct corpse	*c;
	int		 n = 0;

	TAILQ_FOREACH(c, &corpse_list, entry) {
		if (c->owner_id == owner_id)
			n++;
	}
	return (n);
}

/* A dead player's corpse, its owner's, pending; or NULL (see corpse.h). */
struct object *
corpse_make_player(struct character *victim)
{
	struct object	*corpse;
	struct corpse	*c;
	int		 mine;

	/* Nothing to leave: a corpse like a mobile's, nobody's. */
	if (TAILQ_EMPTY(&victim->carrying) && victim->pd.gold <= 0)
		return (corpse_make(victim));
	if (corpse_n >= CORPSE_MAX ||
	    (mine = corpse_count_of(victim->pd.id)) >= CORPSE_PER_PLAYER) {
		log_warnx("%s died with %s corpses lying; it keeps its things",
		    victim->pd.name, corpse_n >= CORPSE_MAX ? "too many" :
		    "too many of its own");
		return (NULL);
	}
	corpse = corpse_object(victim->pd.name, victim->pd.name);
	corpse_fill(corpse, victim);
	c = corpse_record(corpse, victim->pd.id, victim->pd.name,
	    (victim->pd.prefs & PREF_PK) ? CORPSE_PK : 0, game_time());
	obj_to_room(corpse, victim->room);
	corpse_decay_start(corpse, conf_pulses(CFG_PLAYER_CORPSE_DECAY));
	corpse_set_pending(c);
	log_info("the corpse of %s (object %llu) lies in room %d",
	    victim->pd.name, (unsigned long long)corpse->uid,
	    victim->room->vnum);
	return (corpse);
}

/* Why ch may not take from corpse, or NULL. */
const char *
corpse_loot_refused(const struct character *ch, const struct object *corpse)
{
	const struct corpse	*c = corpse->corpse;
	struct character	*owner;

	if (c == NULL)
		return (NULL);
	if (ch->mob == NULL) {
		if (ch->pd.id == c->owner_id || ch->pd.role >= ROLE_ADMIN)
			return (NULL);
		if ((owner = char_find_player(c->owner)) != NULL &&
		    owner->pd.id == c->owner_id && group_same(ch, owner))
			return (NULL);
		switch (fight_pk_mode()) {
		case FIGHT_PK_EVERYWHERE:
			return (NULL);
		case FIGHT_PK_FLAGGED:
			if ((ch->pd.prefs & PREF_PK) && (c->flags & CORPSE_PK))
				return (NULL);
			break;
		case FIGHT_PK_OFF:
			break;
		}
	}
	return ("That is not yours to loot.");
}

/* A player's corpse changed: pending, or gone if it is empty. */
void
corpse_changed(struct object *obj)
{
	struct corpse	*c = obj->corpse;

	if (c == NULL)
		return;
	if (TAILQ_EMPTY(&obj->contents) && obj->values[VAL_CORPSE_GOLD] <= 0) {
		log_info("the corpse of %s (object %llu) is empty",
		    c->owner, (unsigned long long)obj->uid);
		corpse_forget(c, 1);
		return;
	}
	corpse_set_pending(c);
}

/* The player's corpse obj is in, at any depth, or NULL. */
struct object *
corpse_holding(struct object *obj)
{
	while (obj->in_obj != NULL) {
		obj = obj->in_obj;
		if (obj->corpse != NULL)
			return (obj);
	}
	return (NULL);
}

/* Save the pending corpses now, on their own. */
int
corpse_flush(void)
{
	if (corpse_npending == 0 && corpse_ngone == 0)
		return (0);
	return (char_save_together(NULL, 0));
}

/* A player's corpse as the store writes it. */
static void
corpse_to_store(const struct corpse *c, struct store_corpse *sc)
{
	struct object	*obj = c->obj;
	struct eq_event	*decay = eq_owner_find(&obj->events, EQT_DECAY);
	uint64_t	 left;

	memset(sc, 0, sizeof *sc);
	sc->uid = obj->uid;
	sc->owner_id = c->owner_id;
	sc->owner = xstrdup(c->owner);
	sc->room = obj->in_room != NULL ? obj->in_room->vnum :
	    WORLD_START_VNUM;
	left = decay != NULL ? equeue_remaining(game_eq, decay) : 1;
	sc->remaining = left > INT_MAX ? INT_MAX : (int)(left > 0 ? left : 1);
	sc->gold = obj->values[VAL_CORPSE_GOLD];
	sc->flags = c->flags;
	sc->made = (int64_t)c->made;
	save_collect_objects(&obj->contents, -1, &sc->items);
}

/* The corpses gone and pending, as the store writes them. */
size_t
corpse_pending(struct store_corpse **list)
{
	struct corpse	*c;
	size_t		 n = corpse_ngone + corpse_npending, i = 0, k;

	*list = NULL;
	if (n == 0)
		return (0);
	*list = xcalloc(n, sizeof **list);
	for (k = 0; k < corpse_ngone; k++) {
		(*list)[i].uid = corpse_gone_uids[k];
		(*list)[i++].gone = 1;
	}
	TAILQ_FOREACH(c, &corpse_list, entry) {
		if (c->pending && i < n)
			corpse_to_store(c, &(*list)[i++]);
	}
	return (i);
}

/* The pending corpses were saved (or not): free the list. */
void
corpse_pending_done(struct store_corpse *list, size_t n, int saved)
{
	struct corpse	*c;

	if (saved && n > 0) {
		/*
		 * Nothing can have changed since corpse_pending. What a
		 * corpse written holds is in no player's rows any more.
		 */
		corpse_ngone = 0;
		TAILQ_FOREACH(c, &corpse_list, entry) {
			if (c->pending)
				save_objects_written(&c->obj->contents, 0);
			c->pending = 0;
		}
		corpse_npending = 0;
	}
	store_corpses_free(list, n);
}

/* An object goes: its record as a player's corpse, not its row. */
void
corpse_gone(struct object *obj)
{
	if (obj->corpse != NULL)
		corpse_forget(obj->corpse, 0);
}

/* Put one saved corpse back; 1 if it must be saved again. */
static int
corpse_restore(const struct store_corpse *sc)
{
	const struct obj_def	*def;
	struct room		*room;
	struct object		*obj, **made;
	struct eq_event		*decay;
	size_t			 i;
	int			 again = 0;

	if ((room = room_find(sc->room)) == NULL) {
		room = room_start();
		log_warnx("the corpse of %s (object %llu): room %d is no "
		    "longer in the world; it lies in room %d now", sc->owner,
		    (unsigned long long)sc->uid, sc->room, room->vnum);
		again = 1;
	}
	obj = corpse_object(sc->owner, sc->owner);
	obj->uid = sc->uid;
	obj->values[VAL_CORPSE_GOLD] = sc->gold > INT_MAX ? INT_MAX :
	    sc->gold < 0 ? 0 : (int)sc->gold;
	made = xcalloc(sc->items.n + 1, sizeof *made);
	for (i = 0; i < sc->items.n; i++) {
		const struct player_item	*it = &sc->items.list[i];

		if ((def = world_obj_def(it->vnum)) == NULL) {
			log_warnx("the corpse of %s: object %d no longer "
			    "exists; dropped", sc->owner, it->vnum);
			again = 1;
			continue;
		}
		made[i] = obj_create(def);
		if (it->uid != 0)
			made[i]->uid = it->uid;
		memcpy(made[i]->values, it->values, sizeof it->values);
		if (it->timer > 0 && (decay = eq_owner_find(&made[i]->events,
		    EQT_DECAY)) != NULL)
			equeue_reschedule(game_eq, decay, (uint32_t)it->timer);
		if (it->parent >= 0 && (size_t)it->parent < i &&
		    made[it->parent] != NULL)
			obj_to_obj(made[i], made[it->parent]);
		else
			obj_to_obj(made[i], obj);
	}
	free(made);
	corpse_record(obj, sc->owner_id, sc->owner, sc->flags,
	    (time_t)sc->made);
	obj_to_room(obj, room);
	corpse_decay_start(obj, sc->remaining);
	if (again)
		corpse_changed(obj);
	return (again);
}

/* Put the saved corpses back in the world. */
int
corpse_boot(void)
{
	struct store_corpse	*list = NULL;
	size_t			 n = 0, i;
	char			*cause = NULL;

	if (store_load_corpses(game_store, &list, &n, &cause) != 0) {
		log_warnx("loading players' corpses: %s", cause);
		free(cause);
		store_corpses_free(list, n);
		return (-1);
	}
	for (i = 0; i < n; i++)
		corpse_restore(&list[i]);
	store_corpses_free(list, n);
	corpse_flush();
	if (n > 0)
		log_info("%zu player%s' corpses put back", n,
		    n == 1 ? "" : "s");
	return ((int)n);
}

/* Save every player's corpse with its time left. */
int
corpse_save_all(void)
{
	struct corpse	*c;
	int		 rc;

	if (TAILQ_EMPTY(&corpse_list) && corpse_ngone == 0)
		return (0);
	TAILQ_FOREACH(c, &corpse_list, entry)
		corpse_set_pending(c);
	store_set_busy_wait(game_store, STORE_BUSY_LONG_MS);
	rc = corpse_flush();
	store_set_busy_wait(game_store, STORE_BUSY_MS);
	if (rc != 0)
		log_warnx("players' corpses not saved: a restart puts them "
		    "back as they were last saved");
	return (rc);
}

/* Players' corpses in the game. */
size_t
corpse_count(void)
{
	return (corpse_n);
}

/*
 * A mobile's corpse is given up (sacrificed) by ch: what it held falls to
 * the floor and its coins go to ch, so nothing in it leaves the world.
 */
void
corpse_spill(struct object *corpse, struct character *by)
{
	struct object	*obj;
	int		 gold = corpse->values[VAL_CORPSE_GOLD], n = 0;

	if (corpse->where != OBJ_IN_ROOM)
		return;
	while ((obj = TAILQ_FIRST(&corpse->contents)) != NULL) {
		obj_from(obj);
		obj_to_room(obj, corpse->in_room);
		n++;
	}
	if (n > 0) {
		char_printf(by, "What %s held falls to the ground.\n",
		    corpse->short_desc);
		char_room_printf(by, "What %s held falls to the ground.\n",
		    corpse->short_desc);
	}
	if (gold > 0) {
		by->pd.gold += gold;
		corpse->values[VAL_CORPSE_GOLD] = 0;
		char_printf(by, "You take the %d gold coin%s it held.\n", gold,
		    gold == 1 ? "" : "s");
	}
}

/* A player deleted itself: its corpses leave the world with all in them. */
void
corpse_erase_owner(int64_t owner_id)
{
	struct corpse	*c, *next;

	for (c = TAILQ_FIRST(&corpse_list); c != NULL; c = next) {
		next = TAILQ_NEXT(c, entry);
		if (c->owner_id == owner_id)
			obj_extract(c->obj);	/* obj_gone forgets c */
	}
}
