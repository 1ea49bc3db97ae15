/* object.c: objects in the game: where they are and what they hold. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "character.h"
#include "eqkind.h"
#include "log.h"
#include "object.h"
#include "room.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

static int	obj_n;
/* Every object in the game, in the order made. */
struct object_list	object_all = TAILQ_HEAD_INITIALIZER(object_all);

/*
 * Object ids: the current block, and where the next one comes from (the
 * database, set by the game). Without a source, ids count from 1 (tools
 * and tests that save nothing).
 */
static uint64_t	obj_uid_next = 1;
static uint64_t	obj_uid_end = UINT64_MAX;
static int	(*obj_uid_refill)(uint64_t *first);

/*
 * The objects in the game by id, for what must find one again later by
 * its id (a script's handle) rather than keep a pointer: open addressing
 * with linear probing, emptied slots closed up by shifting back (no
 * tombstones), at most half full.
 */
#define OBJ_UID_EMPTY	UINT64_MAX
static struct {
	uint64_t	 *keys;
	struct object	**objs;
	size_t		  size;		/* a power of two, or 0 */
	size_t		  count;
} obj_ids;

static size_t
obj_ids_slot(uint64_t uid)
{
	return ((size_t)((uid * 0x9E3779B97F4A7C15ULL) >> 32) &
	    (obj_ids.size - 1));
}

static void	obj_ids_put(struct object *);

static void
obj_ids_grow(void)
{
	uint64_t	 *keys = obj_ids.keys;
	struct object	**objs = obj_ids.objs;
	size_t		  i, old = obj_ids.size;

	obj_ids.size = old == 0 ? 256 : old * 2;
	obj_ids.keys = xreallocarray(NULL, obj_ids.size, sizeof *keys);
	obj_ids.objs = xcalloc(obj_ids.size, sizeof *objs);
	for (i = 0; i < obj_ids.size; i++)
		obj_ids.keys[i] = OBJ_UID_EMPTY;
	obj_ids.count = 0;
	for (i = 0; i < old; i++) {
		if (keys[i] != OBJ_UID_EMPTY)
			obj_ids_put(objs[i]);
	}
	free(keys);
	free(objs);
}

/* Index obj by its id (replacing another with the same id). */
static void
obj_ids_put(struct object *obj)
{
	size_t	i;

	if (obj->uid == OBJ_UID_EMPTY)
		return;
	if ((obj_ids.count + 1) * 2 > obj_ids.size)
		obj_ids_grow();
	for (i = obj_ids_slot(obj->uid); obj_ids.keys[i] != OBJ_UID_EMPTY;
	    i = (i + 1) & (obj_ids.size - 1)) {
		if (obj_ids.keys[i] == obj->uid) {
			obj_ids.objs[i] = obj;
			return;
		}
	}
	obj_ids.keys[i] = obj->uid;
	obj_ids.objs[i] = obj;
	obj_ids.count++;
}

/* Forget obj's id, if it is obj that the id finds. */
static void
obj_ids_del(struct object *obj)
{
	size_t	i, j, k, mask = obj_ids.size - 1;

	if (obj_ids.size == 0)
		return;
	for (i = obj_ids_slot(obj->uid); obj_ids.keys[i] != obj->uid;
	    i = (i + 1) & mask) {
		if (obj_ids.keys[i] == OBJ_UID_EMPTY)
			return;
	}
	if (obj_ids.objs[i] != obj)
		return;
	/* Shift back what follows in the run, where its home allows. */
	for (j = (i + 1) & mask; obj_ids.keys[j] != OBJ_UID_EMPTY;
	    j = (j + 1) & mask) {
		k = obj_ids_slot(obj_ids.keys[j]);
		if ((j > i && (k <= i || k > j)) || (j < i && k <= i && k > j)) {
			obj_ids.keys[i] = obj_ids.keys[j];
			obj_ids.objs[i] = obj_ids.objs[j];
			i = j;
		}
	}
	obj_ids.keys[i] = OBJ_UID_EMPTY;
	obj_ids.objs[i] = NULL;
	obj_ids.count--;
}

/* The object in the game with this id, or NULL. */
struct object *
obj_find_uid(uint64_t uid)
{
	size_t	i;

	if (obj_ids.size == 0 || uid == OBJ_UID_EMPTY)
		return (NULL);
	for (i = obj_ids_slot(uid); obj_ids.keys[i] != OBJ_UID_EMPTY;
	    i = (i + 1) & (obj_ids.size - 1)) {
		if (obj_ids.keys[i] == uid)
			return (obj_ids.objs[i]);
	}
	return (NULL);
}

/* Give obj another id (the one it was saved with). */
void
obj_set_uid(struct object *obj, uint64_t uid)
{
	obj_ids_del(obj);
	obj->uid = uid;
	obj_ids_put(obj);
}

/* Take object ids in blocks from fn (a block is 2^32 ids). */
int
obj_uid_source(int (*fn)(uint64_t *first))
{
	uint64_t	first;

	obj_uid_refill = fn;
	if (fn == NULL || fn(&first) != 0)
		return (-1);
	obj_uid_next = first;
	obj_uid_end = first + OBJ_UID_BLOCK;
	return (0);
}

/* A new object id, never given before. */
static uint64_t
obj_uid_new(void)
{
	uint64_t	first;

	if (obj_uid_next == obj_uid_end) {
		/* Four billion objects made since the last block. */
		if (obj_uid_refill == NULL || obj_uid_refill(&first) != 0)
			fatalx("no more object ids to be had");
		obj_uid_next = first;
		obj_uid_end = first + OBJ_UID_BLOCK;
	}
	return (obj_uid_next++);
}

static struct extra_desc *
obj_copy_extras(const struct extra_desc *src, size_t n)
{
	struct extra_desc	*ed;
	size_t			 i;

	if (n == 0)
		return (NULL);
	ed = xcalloc(n, sizeof *ed);
	for (i = 0; i < n; i++) {
		ed[i].keywords = xstrdup(src[i].keywords);
		ed[i].text = xstrdup(src[i].text);
	}
	return (ed);
}

/* A new object from its prototype; it copies what it needs of it. */
struct object *
obj_create(const struct obj_def *def)
{
	struct object	*obj = xcalloc(1, sizeof *obj);

	obj->uid = obj_uid_new();
	obj->vnum = def->vnum;
	obj->keywords = xstrdup(def->keywords);
	obj->short_desc = xstrdup(def->short_desc);
	obj->long_desc = xstrdup(def->long_desc);
	obj->type = def->type;
	obj->flags = def->flags;
	obj->wear = def->wear;
	obj->level = def->level;
	obj->weight = def->weight;
	obj->cost = def->cost;
	obj->timer = def->timer;
	memcpy(obj->values, def->values, sizeof obj->values);
	if (def->naffects > 0) {
		obj->affects = xcalloc(def->naffects, sizeof *obj->affects);
		memcpy(obj->affects, def->affects,
		    def->naffects * sizeof *obj->affects);
		obj->naffects = def->naffects;
	}
	obj->extras = obj_copy_extras(def->extras, def->nextras);
	obj->nextras = def->nextras;
	obj->worn = WEAR_NONE;
	TAILQ_INIT(&obj->contents);
	eq_owner_init(&obj->events, eq_ref_object(obj));
	eq_target_init(&obj->targeted, eq_ref_object(obj));
	obj_n++;
	TAILQ_INSERT_TAIL(&object_all, obj, all_entry);
	obj_ids_put(obj);
	if (world_get_hooks()->obj_made != NULL)
		world_get_hooks()->obj_made(obj);
	return (obj);
}

/* Take it out of wherever it is. */
void
obj_from(struct object *obj)
{
	struct character	*p;

	switch (obj->where) {
	case OBJ_IN_ROOM:
		TAILQ_REMOVE(&obj->in_room->contents, obj, place);
		/* Whoever sat on it sits on the floor now. */
		TAILQ_FOREACH(p, &obj->in_room->people, room_entry) {
			if (p->on == obj)
				p->on = NULL;
		}
		break;
	case OBJ_CARRIED:
		TAILQ_REMOVE(&obj->carried_by->carrying, obj, place);
		obj->worn = WEAR_NONE;
		break;
	case OBJ_IN_OBJ:
		TAILQ_REMOVE(&obj->in_obj->contents, obj, place);
		break;
	case OBJ_NOWHERE:
		break;
	}
	obj->where = OBJ_NOWHERE;
	obj->in_room = NULL;
	obj->carried_by = NULL;
	obj->in_obj = NULL;
}

/* Put it on the floor of a room. */
void
obj_to_room(struct object *obj, struct room *room)
{
	obj_from(obj);
	obj->where = OBJ_IN_ROOM;
	obj->in_room = room;
	TAILQ_INSERT_HEAD(&room->contents, obj, place);
}

/* Give it to a character to carry. */
void
obj_to_char(struct object *obj, struct character *ch)
{
	obj_from(obj);
	obj->where = OBJ_CARRIED;
	obj->carried_by = ch;
	TAILQ_INSERT_HEAD(&ch->carrying, obj, place);
}

/* Put it into a container. */
void
obj_to_obj(struct object *obj, struct object *container)
{
	obj_from(obj);
	obj->where = OBJ_IN_OBJ;
	obj->in_obj = container;
	TAILQ_INSERT_HEAD(&container->contents, obj, place);
}

/* Free an object and everything in it. */
void
obj_extract(struct object *obj)
{
	struct object	*in;
	size_t		 i;

	while ((in = TAILQ_FIRST(&obj->contents)) != NULL)
		obj_extract(in);
	obj_from(obj);
	if (world_get_hooks()->obj_gone != NULL)
		world_get_hooks()->obj_gone(obj);
	for (i = 0; i < obj->nextras; i++) {
		free(obj->extras[i].keywords);
		free(obj->extras[i].text);
	}
	free(obj->extras);
	free(obj->affects);
	free(obj->keywords);
	free(obj->short_desc);
	free(obj->long_desc);
	free(obj->vars);
	free(obj->script_attached);
	obj_ids_del(obj);
	TAILQ_REMOVE(&object_all, obj, all_entry);
	free(obj);
	obj_n--;
}

/* Weight with contents. */
int
obj_total_weight(const struct object *obj)
{
	const struct object	*in;
	int			 w = obj->weight;

	TAILQ_FOREACH(in, &obj->contents, place)
		w += obj_total_weight(in);
	return (w);
}

/* Who holds obj, in hand or in a bag at any depth; NULL if nobody. */
struct character *
obj_carrier(const struct object *obj)
{
	while (obj->in_obj != NULL)
		obj = obj->in_obj;
	return (obj->carried_by);
}

/* Does word name one of its keywords (or a prefix of one)? */
int
obj_matches(const struct object *obj, const char *word)
{
	return (text_keyword_match(obj->keywords, word));
}

/* Objects in the game. */
int
obj_count(void)
{
	return (obj_n);
}

int
obj_is_lit(const struct object *obj)
{
	return (obj->type == OBJ_LIGHT && obj->values[VAL_LIGHT_HOURS] != 0);
}

int
obj_seen_in_dark(const struct object *obj)
{
	return (obj_is_lit(obj) || (obj->flags & ITEM_GLOW));
}

/*
 * Make an object what another prototype is (its vnum, names, type,
 * values, weight...), where it is, with its id, contents and variables:
 * DG's otransform. The data alone; the caller checks it may.
 */
void
obj_transform(struct object *obj, const struct obj_def *def)
{
	size_t	i;

	for (i = 0; i < obj->nextras; i++) {
		free(obj->extras[i].keywords);
		free(obj->extras[i].text);
	}
	free(obj->extras);
	free(obj->affects);
	free(obj->keywords);
	free(obj->short_desc);
	free(obj->long_desc);
	obj->vnum = def->vnum;
	obj->keywords = xstrdup(def->keywords);
	obj->short_desc = xstrdup(def->short_desc);
	obj->long_desc = xstrdup(def->long_desc);
	obj->type = def->type;
	obj->flags = def->flags;
	obj->wear = def->wear;
	obj->level = def->level;
	obj->weight = def->weight;
	obj->cost = def->cost;
	obj->timer = def->timer;
	memcpy(obj->values, def->values, sizeof obj->values);
	obj->affects = NULL;
	obj->naffects = 0;
	if (def->naffects > 0) {
		obj->affects = xcalloc(def->naffects, sizeof *obj->affects);
		memcpy(obj->affects, def->affects,
		    def->naffects * sizeof *obj->affects);
		obj->naffects = def->naffects;
	}
	obj->extras = obj_copy_extras(def->extras, def->nextras);
	obj->nextras = def->nextras;
	obj->script_detached = 0;
}
