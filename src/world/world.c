/*
 * world.c: the live world: areas, rooms, prototypes, resets and reloads,
 * as data. What follows (reset events, the players moved out of a removed
 * room) is the game's, through the hooks it registers.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "area-int.h"
#include "character.h"
#include "fileio.h"
#include "growbuf.h"
#include "log.h"
#include "object.h"
#include "rng.h"
#include "room.h"
#include "vmap.h"
#include "world.h"
#include "xmalloc.h"

struct area_list	 world_areas = TAILQ_HEAD_INITIALIZER(world_areas);
static struct vmap	 world_rooms;
static struct vmap	 world_mobs;
static struct vmap	 world_objs;
static char		*world_dir;
static struct world_hooks world_hooks;

/* Register what the world tells (NULL: nothing). */
void
world_set_hooks(const struct world_hooks *hooks)
{
	if (hooks != NULL)
		world_hooks = *hooks;
	else
		memset(&world_hooks, 0, sizeof world_hooks);
}

/* The hooks registered. */
const struct world_hooks *
world_get_hooks(void)
{
	return (&world_hooks);
}

/* A live area is built: reset it, and tell. */
static void
world_area_ready(struct area *a)
{
	area_reset(a);
	if (world_hooks.area_added != NULL)
		world_hooks.area_added(a);
}

/* The room with this vnum, or NULL. */
struct room *
room_find(int vnum)
{
	return (vmap_get(&world_rooms, vnum));
}

/* The mobile prototype with this vnum, or NULL. */
const struct mob_def *
world_mob_def(int vnum)
{
	return (vmap_get(&world_mobs, vnum));
}

/* The object prototype with this vnum, or NULL. */
const struct obj_def *
world_obj_def(int vnum)
{
	return (vmap_get(&world_objs, vnum));
}

const struct room_def *
world_room_def(int vnum)
{
	const struct room	*r = room_find(vnum);

	return (r != NULL ? r->def : NULL);
}

/* An area by its name or file name (without directory or extension). */
struct area *
world_find_area(const char *name)
{
	struct area	*a;
	const char	*base;
	size_t		 len;

	TAILQ_FOREACH(a, &world_areas, entry) {
		if (strcasecmp(a->def->name, name) == 0)
			return (a);
		base = strrchr(a->def->file, '/');
		base = base != NULL ? base + 1 : a->def->file;
		len = strcspn(base, ".");
		if (strlen(name) == len && strncasecmp(base, name, len) == 0)
			return (a);
		if (strcasecmp(base, name) == 0)
			return (a);
	}
	return (NULL);
}

/* The range of levels of n things, as "1-30" (or "none"), into buf. */
static void
world_range(char *buf, size_t size, int lo, int hi, size_t n)
{
	if (n == 0)
		snprintf(buf, size, "none");
	else if (lo == hi)
		snprintf(buf, size, "%d", lo);
	else
		snprintf(buf, size, "%d-%d", lo, hi);
}

/* The levels of an area's mobiles without the flags skip, widening. */
static int
world_mob_levels(const struct area_def *a, int skip, int *lo, int *hi)
{
	size_t	i;
	int	n = 0;

	for (i = 0; i < a->nmobs; i++) {
		if (a->mobs[i].flags & skip)
			continue;
		n++;
		if (a->mobs[i].level < *lo)
			*lo = a->mobs[i].level;
		if (a->mobs[i].level > *hi)
			*hi = a->mobs[i].level;
	}
	return (n);
}

/* The levels of an area's mobiles and objects, widening *lo and *hi. */
static void
world_levels(const struct area_def *a, int lo[2], int hi[2])
{
	size_t	i;

	(void)world_mob_levels(a, 0, &lo[0], &hi[0]);
	for (i = 0; i < a->nobjs; i++) {
		if (a->objs[i].level < lo[1])
			lo[1] = a->objs[i].level;
		if (a->objs[i].level > hi[1])
			hi[1] = a->objs[i].level;
	}
}

int
world_fight_levels(const struct area_def *a, int *lo, int *hi)
{
	*lo = INT_MAX;
	*hi = INT_MIN;
	if (world_mob_levels(a, MOB_NO_KILL, lo, hi) == 0) {
		*lo = *hi = 0;
		return (0);
	}
	return (1);
}

/* One line per area: its file, name, rooms and the levels in it. */
char *
world_area_lines(const struct world_def *wd)
{
	const struct area_def	*a;
	struct growbuf		 out;
	const char		*file;
	char			 mobs[32], objs[32], *s;
	int			 lo[2], hi[2];
	size_t			 i;

	memset(&out, 0, sizeof out);
	for (i = 0; i < wd->nareas; i++) {
		a = &wd->areas[i];
		lo[0] = lo[1] = INT_MAX;
		hi[0] = hi[1] = INT_MIN;
		world_levels(a, lo, hi);
		world_range(mobs, sizeof mobs, lo[0], hi[0], a->nmobs);
		world_range(objs, sizeof objs, lo[1], hi[1], a->nobjs);
		file = strrchr(a->file, '/') != NULL ?
		    strrchr(a->file, '/') + 1 : a->file;
		growbuf_printf(&out, "%s: %s, %zu room%s, mobiles %s, "
		    "objects %s\n", file, a->name != NULL ? a->name : "?",
		    a->nrooms, a->nrooms == 1 ? "" : "s", mobs, objs);
	}
	if ((s = growbuf_take(&out, NULL)) == NULL)
		s = xstrdup("");
	return (s);
}

/* Summary of a world definition. */
char *
world_summary(const struct world_def *wd)
{
	size_t	rooms = 0, mobs = 0, objs = 0, resets = 0, shops = 0, i;
	char	*s, mr[32], or[32];
	int	lo[2] = { INT_MAX, INT_MAX }, hi[2] = { INT_MIN, INT_MIN };

	for (i = 0; i < wd->nareas; i++) {
		rooms += wd->areas[i].nrooms;
		mobs += wd->areas[i].nmobs;
		objs += wd->areas[i].nobjs;
		resets += wd->areas[i].nresets;
		shops += wd->areas[i].nshops;
		world_levels(&wd->areas[i], lo, hi);
	}
	world_range(mr, sizeof mr, lo[0], hi[0], mobs);
	world_range(or, sizeof or, lo[1], hi[1], objs);
	xasprintf(&s, "%zu area%s, %zu rooms, %zu mobiles, %zu objects, "
	    "%zu resets, %zu shop%s, mobile levels %s, object levels %s",
	    wd->nareas, wd->nareas == 1 ? "" : "s", rooms, mobs, objs,
	    resets, shops, shops == 1 ? "" : "s", mr, or);
	return (s);
}

/* Make the live area for a definition it takes over; register it. */
static struct area *
world_add_area(struct area_def *def)
{
	struct area	*a = xcalloc(1, sizeof *a);
	size_t		 i;

	a->def = def;
	a->nrooms = def->nrooms;
	a->rooms_size = def->nrooms;
	a->rooms = xcalloc(def->nrooms, sizeof *a->rooms);
	for (i = 0; i < def->nrooms; i++) {
		a->rooms[i] = room_new(&def->rooms[i], a);
		vmap_put(&world_rooms, def->rooms[i].vnum, a->rooms[i]);
	}
	for (i = 0; i < def->nmobs; i++)
		vmap_put(&world_mobs, def->mobs[i].vnum, &def->mobs[i]);
	for (i = 0; i < def->nobjs; i++)
		vmap_put(&world_objs, def->objs[i].vnum, &def->objs[i]);
	TAILQ_INSERT_TAIL(&world_areas, a, entry);
	return (a);
}

/* Move each area definition out of wd into its own allocation. */
static struct area_def **
world_take_defs(struct world_def *wd)
{
	struct area_def	**defs;
	size_t		  i;

	defs = xcalloc(wd->nareas + 1, sizeof *defs);
	for (i = 0; i < wd->nareas; i++) {
		defs[i] = xmalloc(sizeof *defs[i]);
		*defs[i] = wd->areas[i];
		memset(&wd->areas[i], 0, sizeof wd->areas[i]);
	}
	wd->nareas = 0;
	world_free(wd);
	return (defs);
}

/* Load, check and build the world. */
int
world_boot(const char *dir, char **report)
{
	struct world_def	*wd;
	struct area_def		**defs;
	struct area		*a;
	char			*errors = NULL;
	int			 nerrors = 0;
	size_t			 i;

	*report = NULL;
	free(world_dir);
	world_dir = xstrdup(dir);
	if ((wd = world_load(dir, &errors, &nerrors)) == NULL || nerrors > 0) {
		xasprintf(report, "%s%d error%s in the world; not starting\n",
		    errors != NULL ? errors : "", nerrors,
		    nerrors == 1 ? "" : "s");
		free(errors);
		if (wd != NULL)
			world_free(wd);
		return (-1);
	}
	free(errors);
	*report = world_summary(wd);
	defs = world_take_defs(wd);
	for (i = 0; defs[i] != NULL; i++)
		world_add_area(defs[i]);
	free(defs);
	if (room_start() == NULL) {
		free(*report);
		xasprintf(report, "%s: no room %d, where players start and "
		    "recall to\n", dir, WORLD_START_VNUM);
		world_shutdown();
		return (-1);
	}
	TAILQ_FOREACH(a, &world_areas, entry)
		world_area_ready(a);
	return (0);
}

static void
world_free_area(struct area *a)
{
	size_t	i;

	if (world_hooks.area_gone != NULL)
		world_hooks.area_gone(a);
	for (i = 0; i < a->nrooms; i++) {
		if (room_find(a->rooms[i]->vnum) == a->rooms[i])
			vmap_put(&world_rooms, a->rooms[i]->vnum, NULL);
		room_free(a->rooms[i]);
	}
	for (i = 0; i < a->def->nmobs; i++) {
		if (world_mob_def(a->def->mobs[i].vnum) == &a->def->mobs[i])
			vmap_put(&world_mobs, a->def->mobs[i].vnum, NULL);
	}
	for (i = 0; i < a->def->nobjs; i++) {
		if (world_obj_def(a->def->objs[i].vnum) == &a->def->objs[i])
			vmap_put(&world_objs, a->def->objs[i].vnum, NULL);
	}
	free(a->rooms);
	area_free(a->def);
	free(a);
}

/* Free the world; the characters must be gone already. */
void
world_shutdown(void)
{
	struct area	*a;

	while ((a = TAILQ_FIRST(&world_areas)) != NULL) {
		TAILQ_REMOVE(&world_areas, a, entry);
		world_free_area(a);
	}
	vmap_clear(&world_rooms);
	vmap_clear(&world_mobs);
	vmap_clear(&world_objs);
	free(world_dir);
	world_dir = NULL;
}

static int
world_count_mobs(struct room *room, int vnum)
{
	struct character	*ch;
	int			 n = 0;

	TAILQ_FOREACH(ch, &room->people, room_entry) {
		if (ch->mob != NULL && ch->mob->vnum == vnum)
			n++;
	}
	return (n);
}

static struct object *
world_find_obj(struct object_list *list, int vnum)
{
	struct object	*obj;

	TAILQ_FOREACH(obj, list, place) {
		if (obj->vnum == vnum)
			return (obj);
	}
	return (NULL);
}

/* A door's flags with the closed and locked bits of state. */
static int
world_door_state(int flags, int state)
{
	return ((flags & ~(EXIT_CLOSED | EXIT_LOCKED)) |
	    (state & (EXIT_CLOSED | EXIT_LOCKED)));
}

/* A reset placed a new object: tell who listens (its load scripts). */
static void
world_obj_reset(struct object *obj)
{
	if (world_hooks.obj_reset != NULL)
		world_hooks.obj_reset(obj);
}

/*
 * Shuffle the first n exits of a room (north, east, south, west, up,
 * down in that order), as ROM's R reset does: each exit, with its door
 * and its state, moves to another of those directions. The room's
 * definition changes, as ROM's does (a builder saving the area saves
 * the order of the moment).
 */
static void
world_shuffle_exits(struct room *room, int n)
{
	struct room_def	*def;
	struct exit_def	 ex;
	size_t		 k;
	int		 d, j, door;

	if (room->area == NULL || room->def < room->area->def->rooms ||
	    room->def >= room->area->def->rooms + room->area->def->nrooms)
		return;
	k = (size_t)(room->def - room->area->def->rooms);
	def = &room->area->def->rooms[k];
	if (n > DIR__COUNT)
		n = DIR__COUNT;
	for (d = 0; d < n - 1; d++) {
		j = d + (int)rng_below((uint32_t)(n - d));
		if (j == d)
			continue;
		ex = def->exits[d];
		def->exits[d] = def->exits[j];
		def->exits[j] = ex;
		door = room->door[d];
		room->door[d] = room->door[j];
		room->door[j] = door;
	}
}

/* Refill what is missing in an area; never duplicate what is there. */
void
area_reset(struct area *a)
{
	struct character	*mob = NULL;
	struct object		*obj, *last_obj = NULL;
	const struct mob_def	*md;
	const struct obj_def	*od;
	struct room		*room, *other;
	size_t			 i;
	int			 fresh_mob = 0, d;

	for (i = 0; i < a->def->nresets; i++) {
		const struct reset_def	*r = &a->def->resets[i];

		switch (r->kind) {
		case RESET_MOB:
			fresh_mob = 0;
			mob = NULL;
			if ((md = world_mob_def(r->arg1)) == NULL ||
			    (room = room_find(r->arg2)) == NULL)
				break;
			if (world_count_mobs(room, r->arg1) >= r->arg3)
				break;
			mob = char_new_mob(md);
			char_to_room(mob, room);
			if (world_hooks.mob_reset != NULL)
				world_hooks.mob_reset(mob);
			/* Its load script may have taken it away. */
			fresh_mob = !mob->extracted;
			break;
		case RESET_OBJ:
			last_obj = NULL;
			if ((od = world_obj_def(r->arg1)) == NULL ||
			    (room = room_find(r->arg2)) == NULL)
				break;
			last_obj = world_find_obj(&room->contents, r->arg1);
			if (last_obj == NULL) {
				last_obj = obj_create(od);
				obj_to_room(last_obj, room);
				world_obj_reset(last_obj);
				if (last_obj->where == OBJ_NOWHERE)
					last_obj = NULL;
			}
			break;
		case RESET_GIVE:
		case RESET_EQUIP:
			if (!fresh_mob || mob == NULL ||
			    (od = world_obj_def(r->arg1)) == NULL)
				break;
			obj = obj_create(od);
			obj_to_char(obj, mob);
			if (r->kind == RESET_EQUIP)
				obj->worn = (enum wear_loc)r->arg2;
			world_obj_reset(obj);
			last_obj = obj->where != OBJ_NOWHERE ? obj : NULL;
			break;
		case RESET_PUT:
			if (last_obj == NULL ||
			    (od = world_obj_def(r->arg1)) == NULL)
				break;
			if (world_find_obj(&last_obj->contents, r->arg1) != NULL)
				break;
			obj = obj_create(od);
			obj_to_obj(obj, last_obj);
			world_obj_reset(obj);
			break;
		case RESET_DOOR:
			if ((room = room_find(r->arg1)) == NULL ||
			    r->arg2 < 0 || r->arg2 >= DIR__COUNT)
				break;
			room->door[r->arg2] = world_door_state(
			    room->door[r->arg2], r->arg3);
			d = dir_reverse((enum dir)r->arg2);
			/* The far side follows only where it has a door. */
			if ((other = room_exit_to(room, (enum dir)r->arg2)) !=
			    NULL && room_exit_now(other, d)->to_vnum ==
			    room->vnum &&
			    (room_exit_now(other, d)->flags & EXIT_DOOR) != 0)
				other->door[d] = world_door_state(
				    other->door[d], r->arg3);
			break;
		case RESET_REMOVE:
			/* One of them off the floor (refreshed by an object
			 * reset after it, as CircleMUD's R then O). */
			if ((room = room_find(r->arg2)) != NULL &&
			    (obj = world_find_obj(&room->contents,
			    r->arg1)) != NULL) {
				if (obj == last_obj)
					last_obj = NULL;
				obj_extract(obj);
			}
			break;
		case RESET_SHUFFLE:
			if ((room = room_find(r->arg1)) != NULL)
				world_shuffle_exits(room, r->arg2);
			break;
		}
	}
}

/* Does any area of wd define room vnum? */
static int
world_def_has_room(const struct world_def *wd, int vnum)
{
	size_t	i, j;

	for (i = 0; i < wd->nareas; i++) {
		for (j = 0; j < wd->areas[i].nrooms; j++) {
			if (wd->areas[i].rooms[j].vnum == vnum)
				return (1);
		}
	}
	return (0);
}

/* Move what is in an old room into its replacement, or to safety. */
static void
world_move_out(struct room *old, struct room *recall)
{
	struct room		*to = room_find(old->vnum);
	struct character	*ch;
	struct object		*obj;

	if (to == old)
		to = NULL;
	while ((ch = TAILQ_FIRST(&old->people)) != NULL) {
		if (world_hooks.evicted != NULL)
			world_hooks.evicted(ch, to, recall);
		else if (to != NULL)
			char_to_room(ch, to);
		else if (ch->mob != NULL)
			char_extract(ch);
		else
			char_to_room(ch, recall);
	}
	while ((obj = TAILQ_FIRST(&old->contents)) != NULL) {
		if (to != NULL)
			obj_to_room(obj, to);
		else if (obj->corpse != NULL)
			obj_to_room(obj, recall);	/* a player's things */
		else
			obj_extract(obj);
	}
	/* Doors keep their state where the exit still exists. */
	if (to != NULL) {
		int	d;

		for (d = 0; d < DIR__COUNT; d++) {
			if (to->def->exits[d].to_vnum ==
			    old->def->exits[d].to_vnum &&
			    (to->def->exits[d].flags & EXIT_DOOR) &&
			    (old->door[d] & EXIT_DOOR))
				to->door[d] = old->door[d];
		}
	}
}

/* Swap the old live areas for new definitions. */
static void
world_replace(struct area **old, size_t nold, struct area_def **defs)
{
	struct area	**fresh;
	struct room	*recall;
	size_t		  i, j, n = 0;

	while (defs[n] != NULL)
		n++;
	fresh = xcalloc(n + 1, sizeof *fresh);
	/* Take the old areas out of the maps, then put the new ones in. */
	for (i = 0; i < nold; i++) {
		TAILQ_REMOVE(&world_areas, old[i], entry);
		for (j = 0; j < old[i]->def->nmobs; j++)
			vmap_put(&world_mobs, old[i]->def->mobs[j].vnum, NULL);
		for (j = 0; j < old[i]->def->nobjs; j++)
			vmap_put(&world_objs, old[i]->def->objs[j].vnum, NULL);
		for (j = 0; j < old[i]->nrooms; j++)
			vmap_put(&world_rooms, old[i]->rooms[j]->vnum, NULL);
	}
	for (i = 0; i < n; i++)
		fresh[i] = world_add_area(defs[i]);
	recall = room_start();
	for (i = 0; i < nold; i++) {
		for (j = 0; j < old[i]->nrooms; j++)
			world_move_out(old[i]->rooms[j], recall);
		world_free_area(old[i]);
	}
	for (i = 0; i < n; i++)
		world_area_ready(fresh[i]);
	free(fresh);
}

/*
 * Re-read one area (or all) and replace it if the whole world still checks
 * out with it. The running world is untouched on any error.
 */
int
world_reload(const char *which, char **report)
{
	struct area		*a, **old;
	struct area_def		*def, **defs;
	struct world_def	*wd, tmp;
	char			*errors = NULL, *summary;
	int			 nerrors = 0;
	size_t			 n;

	*report = NULL;
	if (strcasecmp(which, "all") == 0) {
		wd = world_load(world_dir, &errors, &nerrors);
		if (wd == NULL || nerrors > 0) {
			xasprintf(report, "%s%d error%s; nothing was changed.\n",
			    errors != NULL ? errors : "", nerrors,
			    nerrors == 1 ? "" : "s");
			free(errors);
			if (wd != NULL)
				world_free(wd);
			return (-1);
		}
		free(errors);
		if (!world_def_has_room(wd, WORLD_START_VNUM)) {
			xasprintf(report, "No area has room %d, where players "
			    "start and recall to; nothing was changed.\n",
			    WORLD_START_VNUM);
			world_free(wd);
			return (-1);
		}
		summary = world_summary(wd);
		n = 0;
		TAILQ_FOREACH(a, &world_areas, entry)
			n++;
		old = xcalloc(n, sizeof *old);
		n = 0;
		TAILQ_FOREACH(a, &world_areas, entry)
			old[n++] = a;
		defs = world_take_defs(wd);
		world_replace(old, n, defs);
		free(old);
		free(defs);
		xasprintf(report, "Reloaded the world: %s.\n", summary);
		free(summary);
		return (0);
	}

	if ((a = world_find_area(which)) == NULL) {
		xasprintf(report, "There is no area '%s'. 'areas' lists them.\n",
		    which);
		return (-1);
	}
	def = area_load(a->def->file, &errors, &nerrors);
	if (def != NULL) {
		/* Check the new area against the rest of the world. */
		n = 0;
		TAILQ_FOREACH(a, &world_areas, entry)
			n++;
		tmp.areas = xcalloc(n, sizeof *tmp.areas);
		tmp.nareas = 0;
		a = world_find_area(which);
		{
			struct area	*b;

			TAILQ_FOREACH(b, &world_areas, entry)
				tmp.areas[tmp.nareas++] = b == a ? *def :
				    *b->def;
		}
		nerrors += world_check(&tmp, &errors);
		if (nerrors == 0 &&
		    !world_def_has_room(&tmp, WORLD_START_VNUM)) {
			xasprintf(&errors, "%s: room %d, where players start "
			    "and recall to, is gone\n", def->file,
			    WORLD_START_VNUM);
			nerrors = 1;
		}
		free(tmp.areas);
	}
	if (def == NULL || nerrors > 0) {
		xasprintf(report, "%s%d error%s; the running area is "
		    "unchanged.\n", errors != NULL ? errors : "", nerrors,
		    nerrors == 1 ? "" : "s");
		free(errors);
		if (def != NULL)
			area_free(def);
		return (-1);
	}
	free(errors);
	a = world_find_area(which);
	defs = xcalloc(2, sizeof *defs);
	defs[0] = def;
	old = &a;
	world_replace(old, 1, defs);
	free(defs);
	xasprintf(report, "Reloaded %s: %zu rooms, %zu mobiles, %zu objects, "
	    "%zu resets.\n", def->name, def->nrooms, def->nmobs, def->nobjs,
	    def->nresets);
	return (0);
}

/* A string field made again from a prototype's, if it changed. */
static void
world_restring(char **field, const char *was, const char *now)
{
	if (now == NULL || (was != NULL && strcmp(was, now) == 0))
		return;
	free(*field);
	*field = xstrdup(now);
}

/*
 * Live mobiles and objects of changed prototypes: what players see of
 * them (names and descriptions) and a keeper's terms follow the change at
 * once; what they were made with (points, gold, level, values) stays until
 * the next one is made.
 */
static void
world_refresh_live(const struct area_def *old, const struct area_def *def)
{
	struct character	*ch;
	struct object		*obj;
	const struct mob_def	*m, *was;
	const struct obj_def	*o, *owas;
	size_t			 i;

	TAILQ_FOREACH(ch, &char_list, entry) {
		if (ch->mob == NULL || ch->mob->vnum < def->min_vnum ||
		    ch->mob->vnum > def->max_vnum ||
		    (m = world_mob_def(ch->mob->vnum)) == NULL)
			continue;
		for (was = NULL, i = 0; i < old->nmobs; i++) {
			if (old->mobs[i].vnum == m->vnum)
				was = &old->mobs[i];
		}
		world_restring(&ch->mob->keywords, was ? was->keywords : NULL,
		    m->keywords);
		world_restring(&ch->mob->short_desc, was ? was->short_desc :
		    NULL, m->short_desc);
		world_restring(&ch->mob->long_desc, was ? was->long_desc :
		    NULL, m->long_desc);
		world_restring(&ch->mob->description, was ? was->description :
		    NULL, m->description);
		free(ch->mob->shop);
		ch->mob->shop = NULL;
		if (m->shop != NULL) {
			ch->mob->shop = xmalloc(sizeof *ch->mob->shop);
			*ch->mob->shop = *m->shop;
		}
	}
	TAILQ_FOREACH(obj, &object_all, all_entry) {
		if (obj->vnum < def->min_vnum || obj->vnum > def->max_vnum ||
		    (o = world_obj_def(obj->vnum)) == NULL)
			continue;
		for (owas = NULL, i = 0; i < old->nobjs; i++) {
			if (old->objs[i].vnum == o->vnum)
				owas = &old->objs[i];
		}
		world_restring(&obj->keywords, owas ? owas->keywords : NULL,
		    o->keywords);
		world_restring(&obj->short_desc, owas ? owas->short_desc :
		    NULL, o->short_desc);
		world_restring(&obj->long_desc, owas ? owas->long_desc : NULL,
		    o->long_desc);
	}
}

/*
 * Put a new definition of a live area in force in place (an edit in the
 * game): rooms kept by vnum keep who and what is in them, their events and
 * the state of doors whose exit did not change; new rooms are made; rooms
 * gone are emptied as a reload empties them. Resets do not run. The area
 * takes def over and frees its old one.
 */
void
world_area_swap(struct area *a, struct area_def *def)
{
	struct area_def	 *old = a->def;
	struct room	**rooms, *room, *recall;
	size_t		  i, j;
	int		  d, *used;
	const struct exit_def *ox, *nx;

	rooms = xcalloc(def->nrooms + 1, sizeof *rooms);
	used = xcalloc(a->nrooms + 1, sizeof *used);
	for (i = 0; i < def->nrooms; i++) {
		/* The old room of the vnum, by the map: not a walk. */
		room = room_find(def->rooms[i].vnum);
		j = a->nrooms;
		if (room != NULL && room->area == a && room->def >= old->rooms &&
		    room->def < old->rooms + old->nrooms &&
		    !used[room->def - old->rooms])
			j = (size_t)(room->def - old->rooms);
		if (j == a->nrooms) {
			rooms[i] = room_new(&def->rooms[i], a);
			vmap_put(&world_rooms, def->rooms[i].vnum, rooms[i]);
			continue;
		}
		used[j] = 1;
		room = rooms[i] = a->rooms[j];
		/* What scripts changed goes with the old definition. */
		room_exits_reset(room);
		for (d = 0; d < DIR__COUNT; d++) {
			ox = &room->def->exits[d];
			nx = &def->rooms[i].exits[d];
			if (ox->to_vnum != nx->to_vnum || ox->flags != nx->flags)
				room->door[d] = nx->flags;
		}
		room->def = &def->rooms[i];
	}
	for (j = 0; j < a->nrooms; j++) {
		if (!used[j] && room_find(a->rooms[j]->vnum) == a->rooms[j])
			vmap_put(&world_rooms, a->rooms[j]->vnum, NULL);
	}
	for (i = 0; i < old->nmobs; i++) {
		if (world_mob_def(old->mobs[i].vnum) == &old->mobs[i])
			vmap_put(&world_mobs, old->mobs[i].vnum, NULL);
	}
	for (i = 0; i < old->nobjs; i++) {
		if (world_obj_def(old->objs[i].vnum) == &old->objs[i])
			vmap_put(&world_objs, old->objs[i].vnum, NULL);
	}
	for (i = 0; i < def->nmobs; i++)
		vmap_put(&world_mobs, def->mobs[i].vnum, &def->mobs[i]);
	for (i = 0; i < def->nobjs; i++)
		vmap_put(&world_objs, def->objs[i].vnum, &def->objs[i]);
	recall = room_start();
	for (j = 0; j < a->nrooms; j++) {
		if (used[j])
			continue;
		world_move_out(a->rooms[j], recall);
		room_free(a->rooms[j]);
	}
	free(used);
	free(a->rooms);
	a->rooms = rooms;
	a->nrooms = def->nrooms;
	a->rooms_size = def->nrooms + 1;
	a->def = def;
	world_refresh_live(old, def);
	if (world_hooks.def_gone != NULL)
		world_hooks.def_gone(old);
	area_free(old);
}

/* The index of a live room, mobile or object of a's definition, or -1. */
static long
world_slot(const struct area *a, const struct area_def *one)
{
	const struct room	*r;
	const struct mob_def	*m;
	const struct obj_def	*o;

	if (one->nrooms == 1 && one->nmobs == 0 && one->nobjs == 0) {
		if ((r = room_find(one->rooms[0].vnum)) == NULL ||
		    r->area != a || r->def < a->def->rooms ||
		    r->def >= a->def->rooms + a->def->nrooms)
			return (-1);
		return (r->def - a->def->rooms);
	}
	if (one->nmobs == 1 && one->nrooms == 0 && one->nobjs == 0) {
		if ((m = world_mob_def(one->mobs[0].vnum)) == NULL ||
		    m < a->def->mobs || m >= a->def->mobs + a->def->nmobs)
			return (-1);
		return (m - a->def->mobs);
	}
	if (one->nobjs == 1 && one->nrooms == 0 && one->nmobs == 0) {
		if ((o = world_obj_def(one->objs[0].vnum)) == NULL ||
		    o < a->def->objs || o >= a->def->objs + a->def->nobjs)
			return (-1);
		return (o - a->def->objs);
	}
	return (-1);
}

const void *
world_area_record(const struct area *a, const struct area_def *one)
{
	long	i = world_slot(a, one);

	if (i < 0)
		return (NULL);
	if (one->nrooms == 1)
		return (&a->def->rooms[i]);
	if (one->nmobs == 1)
		return (&a->def->mobs[i]);
	return (&a->def->objs[i]);
}

/*
 * A room's definition changed in place (nw, which takes the old one's
 * contents): doors whose exit changed take their new state.
 */
static void
world_swap_room(struct area *a, size_t i, struct room_def *nw)
{
	struct room_def	 tmp = a->def->rooms[i];
	struct room	*room = a->rooms[i];
	int		 d;

	/* The builder's exits win over what scripts changed. */
	room_exits_reset(room);
	for (d = 0; d < DIR__COUNT; d++) {
		if (tmp.exits[d].to_vnum != nw->exits[d].to_vnum ||
		    tmp.exits[d].flags != nw->exits[d].flags)
			room->door[d] = nw->exits[d].flags;
	}
	a->def->rooms[i] = *nw;
	a->def->rooms[i].line = tmp.line;
	*nw = tmp;
}

/* The live mobiles of a prototype take a shop's terms (NULL: none). */
static void
world_reshop(int vnum, const struct shop_def *shop)
{
	struct character	*ch;

	TAILQ_FOREACH(ch, &char_list, entry) {
		if (ch->mob == NULL || ch->mob->vnum != vnum)
			continue;
		free(ch->mob->shop);
		ch->mob->shop = NULL;
		if (shop != NULL) {
			ch->mob->shop = xmalloc(sizeof *ch->mob->shop);
			*ch->mob->shop = *shop;
		}
	}
}

/* A mobile prototype changed in place; its live mobiles' looks follow. */
static void
world_swap_mob(struct area *a, size_t i, struct mob_def *nw)
{
	struct character	*ch;
	struct mob_def		 tmp = a->def->mobs[i], *m = &a->def->mobs[i];

	*m = *nw;
	m->line = tmp.line;
	m->shop = tmp.shop;	/* shops are blocks of their own */
	*nw = tmp;
	TAILQ_FOREACH(ch, &char_list, entry) {
		if (ch->mob == NULL || ch->mob->vnum != m->vnum)
			continue;
		world_restring(&ch->mob->keywords, tmp.keywords,
		    m->keywords);
		world_restring(&ch->mob->short_desc, tmp.short_desc,
		    m->short_desc);
		world_restring(&ch->mob->long_desc, tmp.long_desc,
		    m->long_desc);
		world_restring(&ch->mob->description, tmp.description,
		    m->description);
	}
}

/* An object prototype changed in place; its live objects' looks follow. */
static void
world_swap_obj(struct area *a, size_t i, struct obj_def *nw)
{
	struct object	*obj;
	struct obj_def	 tmp = a->def->objs[i], *o = &a->def->objs[i];

	*o = *nw;
	o->line = tmp.line;
	*nw = tmp;
	TAILQ_FOREACH(obj, &object_all, all_entry) {
		if (obj->vnum != o->vnum)
			continue;
		world_restring(&obj->keywords, tmp.keywords, o->keywords);
		world_restring(&obj->short_desc, tmp.short_desc,
		    o->short_desc);
		world_restring(&obj->long_desc, tmp.long_desc, o->long_desc);
	}
}

/*
 * Put one changed room, mobile or object (one holds it alone) in force in
 * place of the record of its vnum in a live area: the record keeps its
 * address, so rooms, maps and instances keep pointing at it; a room keeps
 * who and what is in it and the state of doors whose exit did not change;
 * instances of a prototype take what players see of it, as after
 * world_area_swap. The work is that of the one record and its instances.
 * Takes one over (and frees it with the old record's contents); -1 if the
 * area has no such record (one untouched).
 */
int
world_area_swap_one(struct area *a, struct area_def *one)
{
	long	i;

	if ((i = world_slot(a, one)) < 0)
		return (-1);
	if (one->nrooms == 1)
		world_swap_room(a, (size_t)i, &one->rooms[0]);
	else if (one->nmobs == 1)
		world_swap_mob(a, (size_t)i, &one->mobs[0]);
	else
		world_swap_obj(a, (size_t)i, &one->objs[0]);
	/* one holds the old record now: its compiled scripts go with it. */
	if (world_hooks.def_gone != NULL)
		world_hooks.def_gone(one);
	area_free(one);
	return (0);
}

/* The index of an area's live record of a kind and vnum, or -1. */
static long
world_index_of(const struct area *a, enum world_kind k, int vnum)
{
	const struct room	*r;
	const struct mob_def	*m;
	const struct obj_def	*o;
	size_t			 i;

	switch (k) {
	case WK_ROOM:
		if ((r = room_find(vnum)) != NULL && r->area == a &&
		    r->def >= a->def->rooms &&
		    r->def < a->def->rooms + a->def->nrooms)
			return (r->def - a->def->rooms);
		break;
	case WK_MOB:
		if ((m = world_mob_def(vnum)) != NULL && m >= a->def->mobs &&
		    m < a->def->mobs + a->def->nmobs)
			return (m - a->def->mobs);
		break;
	case WK_OBJ:
		if ((o = world_obj_def(vnum)) != NULL && o >= a->def->objs &&
		    o < a->def->objs + a->def->nobjs)
			return (o - a->def->objs);
		break;
	case WK_SHOP:
		/* Found through the keeper: a shop is its keeper's. */
		if ((m = world_mob_def(vnum)) != NULL && m->shop != NULL &&
		    m->shop >= a->def->shops &&
		    m->shop < a->def->shops + a->def->nshops)
			return (m->shop - a->def->shops);
		/* A keeper of another area's range: look (few shops). */
		for (i = 0; i < a->def->nshops; i++)
			if (a->def->shops[i].keeper == vnum)
				return ((long)i);
		break;
	default:
		break;
	}
	return (-1);
}

/*
 * Records of an area's arrays from index from on point their maps, rooms
 * and keepers at where they are now (after the array moved or shifted).
 */
static void
world_repoint(struct area *a, enum world_kind k, size_t from)
{
	struct area_def	*d = a->def;
	struct mob_def	*m;
	size_t		 i;

	for (i = from; k == WK_ROOM && i < d->nrooms; i++)
		a->rooms[i]->def = &d->rooms[i];
	for (i = from; k == WK_MOB && i < d->nmobs; i++)
		vmap_put(&world_mobs, d->mobs[i].vnum, &d->mobs[i]);
	for (i = from; k == WK_OBJ && i < d->nobjs; i++)
		vmap_put(&world_objs, d->objs[i].vnum, &d->objs[i]);
	for (i = from; k == WK_SHOP && i < d->nshops; i++) {
		if ((m = (struct mob_def *)world_mob_def(d->shops[i].keeper)) !=
		    NULL && m >= d->mobs && m < d->mobs + d->nmobs)
			m->shop = &d->shops[i];
	}
}

/*
 * A new record into an area's array, moved out of the part (its slot
 * left empty for area_free): one more at the end, as the whole way puts
 * it. The arrays grow by doubling, so the records are re-pointed only
 * when one moved, once per doubling.
 */
static void
world_add_record(struct area *a, enum world_kind k, void *rec)
{
	struct area_def	*d = a->def;
	struct mob_def	*m;
	void		*was;
	size_t		 n;

	switch (k) {
	case WK_ROOM:
		was = d->rooms;
		d->rooms = xgrow_count(d->rooms, d->nrooms, sizeof *d->rooms);
		n = d->nrooms++;
		d->rooms[n] = *(struct room_def *)rec;
		memset(rec, 0, sizeof d->rooms[n]);
		if (a->nrooms == a->rooms_size) {
			a->rooms_size = a->rooms_size * 2 + 8;
			a->rooms = xreallocarray(a->rooms, a->rooms_size,
			    sizeof *a->rooms);
		}
		a->rooms[a->nrooms++] = room_new(&d->rooms[n], a);
		vmap_put(&world_rooms, d->rooms[n].vnum, a->rooms[n]);
		if (was != d->rooms)
			world_repoint(a, k, 0);
		break;
	case WK_MOB:
		was = d->mobs;
		d->mobs = xgrow_count(d->mobs, d->nmobs, sizeof *d->mobs);
		n = d->nmobs++;
		d->mobs[n] = *(struct mob_def *)rec;
		memset(rec, 0, sizeof d->mobs[n]);
		d->mobs[n].shop = NULL;
		world_repoint(a, k, was != d->mobs ? 0 : n);
		break;
	case WK_OBJ:
		was = d->objs;
		d->objs = xgrow_count(d->objs, d->nobjs, sizeof *d->objs);
		n = d->nobjs++;
		d->objs[n] = *(struct obj_def *)rec;
		memset(rec, 0, sizeof d->objs[n]);
		world_repoint(a, k, was != d->objs ? 0 : n);
		break;
	case WK_SHOP:
		was = d->shops;
		d->shops = xgrow_count(d->shops, d->nshops, sizeof *d->shops);
		n = d->nshops++;
		d->shops[n] = *(struct shop_def *)rec;
		world_repoint(a, k, was != d->shops ? 0 : n);
		if ((m = (struct mob_def *)world_mob_def(d->shops[n].keeper)) !=
		    NULL)
			world_reshop(m->vnum, m->shop);
		break;
	default:
		break;
	}
}

/*
 * A record goes from an area: a room emptied as a reload empties one,
 * out of the map; the records after it shift down (the file keeps its
 * order) and are re-pointed; its definition freed.
 */
static void
world_remove_record(struct area *a, enum world_kind k, size_t i)
{
	struct area_def	*d = a->def, *old = xcalloc(1, sizeof *old);
	struct mob_def	*m;
	struct room	*room;

	switch (k) {
	case WK_ROOM:
		room = a->rooms[i];
		if (room_find(room->vnum) == room)
			vmap_put(&world_rooms, room->vnum, NULL);
		world_move_out(room, room_start());
		room_free(room);
		old->rooms = xmalloc(sizeof *old->rooms);
		old->rooms[0] = d->rooms[i];
		old->nrooms = 1;
		memmove(&d->rooms[i], &d->rooms[i + 1], (d->nrooms - i - 1) *
		    sizeof *d->rooms);
		memmove(&a->rooms[i], &a->rooms[i + 1], (a->nrooms - i - 1) *
		    sizeof *a->rooms);
		d->nrooms--;
		a->nrooms--;
		break;
	case WK_MOB:
		if (world_mob_def(d->mobs[i].vnum) == &d->mobs[i])
			vmap_put(&world_mobs, d->mobs[i].vnum, NULL);
		old->mobs = xmalloc(sizeof *old->mobs);
		old->mobs[0] = d->mobs[i];
		old->nmobs = 1;
		memmove(&d->mobs[i], &d->mobs[i + 1], (d->nmobs - i - 1) *
		    sizeof *d->mobs);
		d->nmobs--;
		break;
	case WK_OBJ:
		if (world_obj_def(d->objs[i].vnum) == &d->objs[i])
			vmap_put(&world_objs, d->objs[i].vnum, NULL);
		old->objs = xmalloc(sizeof *old->objs);
		old->objs[0] = d->objs[i];
		old->nobjs = 1;
		memmove(&d->objs[i], &d->objs[i + 1], (d->nobjs - i - 1) *
		    sizeof *d->objs);
		d->nobjs--;
		break;
	case WK_SHOP:
		if ((m = (struct mob_def *)world_mob_def(d->shops[i].keeper)) !=
		    NULL && m->shop == &d->shops[i]) {
			m->shop = NULL;
			world_reshop(m->vnum, NULL);
		}
		memmove(&d->shops[i], &d->shops[i + 1], (d->nshops - i - 1) *
		    sizeof *d->shops);
		d->nshops--;
		break;
	default:
		break;
	}
	world_repoint(a, k, i);
	if (world_hooks.def_gone != NULL)
		world_hooks.def_gone(old);
	area_free(old);
}

/* One area's change in force (world_apply_change). */
static void
world_apply_one(struct world_change *c)
{
	struct area	*a = c->area;
	struct area_def	*p = c->part, *d = a->def;
	struct mob_def	*m;
	size_t		 j;
	long		 i;
	int		 k;

	for (j = 0; p != NULL && j < p->nrooms; j++) {
		if ((i = world_index_of(a, WK_ROOM, p->rooms[j].vnum)) >= 0)
			world_swap_room(a, (size_t)i, &p->rooms[j]);
		else
			world_add_record(a, WK_ROOM, &p->rooms[j]);
	}
	for (j = 0; p != NULL && j < p->nmobs; j++) {
		if ((i = world_index_of(a, WK_MOB, p->mobs[j].vnum)) >= 0)
			world_swap_mob(a, (size_t)i, &p->mobs[j]);
		else
			world_add_record(a, WK_MOB, &p->mobs[j]);
	}
	for (j = 0; p != NULL && j < p->nobjs; j++) {
		if ((i = world_index_of(a, WK_OBJ, p->objs[j].vnum)) >= 0)
			world_swap_obj(a, (size_t)i, &p->objs[j]);
		else
			world_add_record(a, WK_OBJ, &p->objs[j]);
	}
	for (j = 0; p != NULL && j < p->nshops; j++) {
		if ((i = world_index_of(a, WK_SHOP, p->shops[j].keeper)) < 0) {
			world_add_record(a, WK_SHOP, &p->shops[j]);
			continue;
		}
		p->shops[j].line = d->shops[i].line;
		d->shops[i] = p->shops[j];
		if ((m = (struct mob_def *)world_mob_def(d->shops[i].keeper)) !=
		    NULL)
			world_reshop(m->vnum, m->shop);
	}
	for (k = 0; k < WK__COUNT; k++) {
		for (j = 0; j < c->ngone[k]; j++)
			if ((i = world_index_of(a, k, c->gone[k][j])) >= 0)
				world_remove_record(a, k, (size_t)i);
	}
	if (c->reset_op == WR_ADD && p != NULL && p->nresets == 1) {
		d->resets = xgrow_count(d->resets, d->nresets,
		    sizeof *d->resets);
		j = c->reset_at < d->nresets ? c->reset_at : d->nresets;
		memmove(&d->resets[j + 1], &d->resets[j], (d->nresets - j) *
		    sizeof *d->resets);
		d->resets[j] = p->resets[0];
		d->nresets++;
	} else if (c->reset_op == WR_DELETE && c->reset_at < d->nresets) {
		j = c->reset_at;
		memmove(&d->resets[j], &d->resets[j + 1], (d->nresets - j - 1) *
		    sizeof *d->resets);
		d->nresets--;
	}
	/* p holds the records replaced: their compiled scripts go too. */
	if (p != NULL && world_hooks.def_gone != NULL)
		world_hooks.def_gone(p);
	area_free(p);
	c->part = NULL;
}

/*
 * Put checked changes of live areas in force in place. The work is that
 * of the records changed, made or removed and of their live instances;
 * removing a record shifts the area's records after it down (pointers,
 * not text) so that the file keeps its order.
 */
void
world_apply_change(struct world_change *c, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++)
		world_apply_one(&c[i]);
}

/* Is name a plain area file name: a small letter, then letters, digits,
 * '-' or '_', at most WORLD_AREA_NAME_MAX? */
static int
world_area_name_ok(const char *name)
{
	size_t	i;

	if (name[0] < 'a' || name[0] > 'z' ||
	    strlen(name) > WORLD_AREA_NAME_MAX)
		return (0);
	for (i = 0; name[i] != '\0'; i++) {
		if (!((name[i] >= 'a' && name[i] <= 'z') ||
		    (name[i] >= '0' && name[i] <= '9') || name[i] == '-' ||
		    name[i] == '_'))
			return (0);
	}
	return (1);
}

int
world_area_create(const char *name, const char *title, const char *builders,
    int min, int max, struct area **out, char **cause)
{
	struct world_def	 tmp;
	struct area_def		*def;
	struct area		*a;
	char			*path = NULL, *lst = NULL, *text = NULL;
	char			*list = NULL, *errors = NULL, *why = NULL;
	size_t			 len, n;
	int			 nerrors = 0, rc = -1;

	*out = NULL;
	*cause = NULL;
	if (!world_area_name_ok(name)) {
		xasprintf(cause, "'%s' is not an area name: a small letter, "
		    "then small letters, digits, '-' or '_', at most %d "
		    "(it names the file, <name>.are).\n", name,
		    WORLD_AREA_NAME_MAX);
		return (-1);
	}
	if (*title == '\0' || strpbrk(title, "\n~") != NULL) {
		xasprintf(cause, "An area needs a title on one line.\n");
		return (-1);
	}
	if (min < 1 || max < min || max - min >= WORLD_AREA_VNUMS_MAX) {
		xasprintf(cause, "The vnums %d to %d are not a range: the "
		    "first at least 1, the last no less, at most %d of "
		    "them.\n", min, max, WORLD_AREA_VNUMS_MAX);
		return (-1);
	}
	if ((a = world_find_area(name)) != NULL) {
		xasprintf(cause, "There is an area '%s' already (%s).\n", name,
		    a->def->file);
		return (-1);
	}
	TAILQ_FOREACH(a, &world_areas, entry) {
		if (min <= a->def->max_vnum && a->def->min_vnum <= max) {
			xasprintf(cause, "The vnums %d to %d overlap those of "
			    "%s (%d to %d).\n", min, max, a->def->name,
			    a->def->min_vnum, a->def->max_vnum);
			return (-1);
		}
	}
	xasprintf(&path, "%s/%s.are", world_dir, name);
	if (access(path, F_OK) == 0 || errno != ENOENT) {
		xasprintf(cause, "%s exists already: an area not in the "
		    "list? 'areload all' after adding it by hand.\n", path);
		goto out;
	}
	/* The least the reader takes, read by it: the file's own checks. */
	xasprintf(&text, "area %s\nvnums %d %d\nbuilders %s\n", title, min,
	    max, builders);
	def = area_parse(path, text, strlen(text), &errors, &nerrors);
	if (def != NULL && nerrors == 0) {
		n = 0;
		TAILQ_FOREACH(a, &world_areas, entry)
			n++;
		tmp.areas = xcalloc(n + 1, sizeof *tmp.areas);
		tmp.nareas = 0;
		TAILQ_FOREACH(a, &world_areas, entry)
			tmp.areas[tmp.nareas++] = *a->def;
		tmp.areas[tmp.nareas++] = *def;
		nerrors += world_check(&tmp, &errors);
		free(tmp.areas);
	}
	if (def == NULL || nerrors > 0) {
		xasprintf(cause, "%s%d error%s; no area was made.\n",
		    errors != NULL ? errors : "", nerrors, nerrors == 1 ? "" :
		    "s");
		if (def != NULL)
			area_free(def);
		goto out;
	}
	/* The file first, then the list naming it: each written whole. */
	if (area_save(def, path, &why) != 0) {
		xasprintf(cause, "%s: %s; no area was made.\n", path, why);
		area_free(def);
		goto out;
	}
	xasprintf(&lst, "%s/area.lst", world_dir);
	if ((list = fileio_read(lst, 1024 * 1024, &len, &why)) == NULL) {
		xasprintf(cause, "%s: %s; no area was made.\n", lst, why);
		goto undo;
	}
	free(text);
	xasprintf(&text, "%s%s%s.are\n", list, len > 0 && list[len - 1] !=
	    '\n' ? "\n" : "", name);
	if (fileio_write(lst, text, strlen(text), 0666, FILEIO_SYNC_DIR,
	    &why) != 0) {
		xasprintf(cause, "%s: %s; no area was made.\n", lst, why);
		goto undo;
	}
	*out = world_add_area(def);
	world_area_ready(*out);
	rc = 0;
	goto out;
undo:
	area_free(def);
	unlink(path);
out:
	free(path);
	free(lst);
	free(text);
	free(list);
	free(errors);
	free(why);
	return (rc);
}
