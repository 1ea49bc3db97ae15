/*
 * import-circle-build.c: putting the world together once every file is
 * read: duplicates dropped, one area per zone (and one per block of a
 * hundred vnums for what no zone covers), exits and keys checked, then
 * the zone commands, shops and scripts (import-circle-reset.c), and the
 * rooms, mobiles and objects moved into their areas. Whatever points at
 * nothing is noted and dropped, so the world written checks clean.
 * Everything goes in vnum or file order: the same input always gives the
 * same world.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-circle.h"
#include "xmalloc.h"

static const char *const dir_names[] = {
	"north", "east", "south", "west", "up", "down"
};

/* Order by vnum, then by the order read. */
#define CIRCLE_CMP(name, type)						\
static int								\
name(const void *a, const void *b)					\
{									\
	const type	*x = a, *y = b;					\
									\
	if (x->d.vnum != y->d.vnum)					\
		return (x->d.vnum < y->d.vnum ? -1 : 1);		\
	return (x->seq < y->seq ? -1 : x->seq > y->seq);		\
}
CIRCLE_CMP(room_cmp, struct circle_room)
CIRCLE_CMP(mob_cmp, struct circle_mob)
CIRCLE_CMP(obj_cmp, struct circle_obj)

/* Sort each kind by vnum and drop the second of a vnum (noted). */
static void
build_dedup(struct circle *c)
{
	size_t	i, n;

	if (c->nrooms > 1)
		qsort(c->rooms, c->nrooms, sizeof *c->rooms, room_cmp);
	for (i = n = 0; i < c->nrooms; i++) {
		if (n > 0 && c->rooms[n - 1].d.vnum == c->rooms[i].d.vnum) {
			import_note(c->imp, IMPORT_BROKEN, c->rooms[i].file,
			    c->rooms[i].d.line, "room %d defined again (first "
			    "at %s:%d): dropped", c->rooms[i].d.vnum,
			    c->rooms[n - 1].file, c->rooms[n - 1].d.line);
			area_room_def_free(&c->rooms[i].d);
		} else
			c->rooms[n++] = c->rooms[i];
	}
	c->nrooms = n;
	if (c->nmobs > 1)
		qsort(c->mobs, c->nmobs, sizeof *c->mobs, mob_cmp);
	for (i = n = 0; i < c->nmobs; i++) {
		if (n > 0 && c->mobs[n - 1].d.vnum == c->mobs[i].d.vnum) {
			import_note(c->imp, IMPORT_BROKEN, c->mobs[i].file,
			    c->mobs[i].d.line, "mobile %d defined again (first "
			    "at %s:%d): dropped", c->mobs[i].d.vnum,
			    c->mobs[n - 1].file, c->mobs[n - 1].d.line);
			area_mob_def_free(&c->mobs[i].d);
		} else
			c->mobs[n++] = c->mobs[i];
	}
	c->nmobs = n;
	if (c->nobjs > 1)
		qsort(c->objs, c->nobjs, sizeof *c->objs, obj_cmp);
	for (i = n = 0; i < c->nobjs; i++) {
		if (n > 0 && c->objs[n - 1].d.vnum == c->objs[i].d.vnum) {
			import_note(c->imp, IMPORT_BROKEN, c->objs[i].file,
			    c->objs[i].d.line, "object %d defined again (first "
			    "at %s:%d): dropped", c->objs[i].d.vnum,
			    c->objs[n - 1].file, c->objs[n - 1].d.line);
			area_obj_def_free(&c->objs[i].d);
		} else
			c->objs[n++] = c->objs[i];
	}
	c->nobjs = n;
}

/* Lookups by vnum in the sorted arrays. */
struct circle_room *
circle_find_room(struct circle *c, int vnum)
{
	size_t	lo = 0, hi = c->nrooms, mid;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (c->rooms[mid].d.vnum == vnum)
			return (&c->rooms[mid]);
		if (c->rooms[mid].d.vnum < vnum)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (NULL);
}

struct circle_mob *
circle_find_mob(struct circle *c, int vnum)
{
	size_t	lo = 0, hi = c->nmobs, mid;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (c->mobs[mid].d.vnum == vnum)
			return (&c->mobs[mid]);
		if (c->mobs[mid].d.vnum < vnum)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (NULL);
}

struct circle_obj *
circle_find_obj(struct circle *c, int vnum)
{
	size_t	lo = 0, hi = c->nobjs, mid;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (c->objs[mid].d.vnum == vnum)
			return (&c->objs[mid]);
		if (c->objs[mid].d.vnum < vnum)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (NULL);
}

/* Is vnum a key object? Notes why not, for what at file:line. */
static int
build_key(struct circle *c, int vnum, const char *file, int line,
    const char *what)
{
	struct circle_obj	*o;

	if ((o = circle_find_obj(c, vnum)) == NULL) {
		import_note(c->imp, IMPORT_BROKEN, file, line, "%s: key object "
		    "%d does not exist: key dropped", what, vnum);
		return (0);
	}
	if (o->d.type != OBJ_KEY) {
		import_note(c->imp, IMPORT_APPROXIMATED, file, line, "%s: key "
		    "object %d is a %s, not a key: key dropped (a key must be "
		    "of type key here)", what, vnum, obj_type_name(o->d.type));
		return (0);
	}
	return (1);
}

/* Exits to rooms that exist, keys that are keys; containers' keys too. */
static void
build_exits(struct circle *c)
{
	struct room_def	*rm;
	struct exit_def	*x;
	struct obj_def	*o;
	char		 what[48];
	size_t		 i;
	int		 d;

	for (i = 0; i < c->nrooms; i++) {
		rm = &c->rooms[i].d;
		for (d = 0; d < DIR__COUNT; d++) {
			x = &rm->exits[d];
			if (x->to_vnum == -1)
				continue;
			snprintf(what, sizeof what, "room %d exit %s",
			    rm->vnum, dir_names[d]);
			if (circle_find_room(c, x->to_vnum) == NULL) {
				import_note(c->imp, IMPORT_BROKEN,
				    c->rooms[i].file, x->line, "%s leads to "
				    "room %d, which does not exist: exit "
				    "dropped", what, x->to_vnum);
				free(x->keywords);
				free(x->description);
				memset(x, 0, sizeof *x);
				x->to_vnum = -1;
				x->key_vnum = -1;
				continue;
			}
			if (x->key_vnum > 0 && !build_key(c, x->key_vnum,
			    c->rooms[i].file, x->line, what))
				x->key_vnum = -1;
		}
	}
	for (i = 0; i < c->nobjs; i++) {
		o = &c->objs[i].d;
		if (o->type != OBJ_CONTAINER || o->values[VAL_CONT_KEY] <= 0)
			continue;
		snprintf(what, sizeof what, "container %d", o->vnum);
		if (!build_key(c, o->values[VAL_CONT_KEY], c->objs[i].file,
		    o->line, what))
			o->values[VAL_CONT_KEY] = -1;
	}
}

/* A new empty area. */
static struct area_def *
build_area(const char *file, const char *name, const char *builders,
    int min, int max, int interval, int line)
{
	struct area_def	*a = xcalloc(1, sizeof *a);

	a->file = xstrdup(file);
	a->name = xstrdup(name);
	if (builders != NULL && *builders != '\0')
		a->builders = xstrdup(builders);
	a->min_vnum = min;
	a->max_vnum = max;
	a->reset_interval = interval;
	a->line = line;
	return (a);
}

static int
zone_cmp(const void *a, const void *b)
{
	const struct circle_zone	*x = a, *y = b;

	if (x->bot != y->bot)
		return (x->bot < y->bot ? -1 : 1);
	return (x->seq < y->seq ? -1 : x->seq > y->seq);
}

/* One area for each zone with a range of its own. */
static void
build_zones(struct circle *c)
{
	struct circle_zone	*z, *prev = NULL;
	char			 file[64];
	size_t			 i, j;

	for (i = 0; i < c->nzones; i++) {
		z = &c->zones[i];
		for (j = 0; j < i; j++) {
			if (c->zones[j].vnum == z->vnum)
				break;
		}
		if (j < i) {
			import_note(c->imp, IMPORT_BROKEN, z->file, z->line,
			    "zone %d defined again (first at %s:%d): dropped",
			    z->vnum, c->zones[j].file, c->zones[j].line);
			z->top = -1;
			continue;
		}
		if (z->bot < 1)
			z->bot = 1;
		if (z->top > AREA_VNUM_MAX) {
			import_note(c->imp, IMPORT_APPROXIMATED, z->file,
			    z->line, "zone %d: top %d cut to %d", z->vnum,
			    z->top, AREA_VNUM_MAX);
			z->top = AREA_VNUM_MAX;
		}
		if (z->top < z->bot || z->vnum < 0) {
			import_note(c->imp, IMPORT_BROKEN, z->file, z->line,
			    "zone %d: its range %d-%d is empty: dropped",
			    z->vnum, z->bot, z->top);
			z->top = -1;
		}
	}
	if (c->nzones > 1)
		qsort(c->zones, c->nzones, sizeof *c->zones, zone_cmp);
	for (i = 0; i < c->nzones; i++) {
		z = &c->zones[i];
		if (z->top == -1)
			continue;
		if (prev != NULL && z->bot <= prev->top) {
			import_note(c->imp, IMPORT_BROKEN, z->file, z->line,
			    "zone %d: its range %d-%d overlaps zone %d's "
			    "(%d-%d): dropped", z->vnum, z->bot, z->top,
			    prev->vnum, prev->bot, prev->top);
			z->top = -1;
			continue;
		}
		snprintf(file, sizeof file, "zone-%d.are", z->vnum);
		z->area = build_area(file, z->name, z->builders, z->bot,
		    z->top, z->lifespan * 60, z->line);
		if (z->lifespan == 0)
			import_note(c->imp, IMPORT_APPROXIMATED, z->file,
			    z->line, "zone %d: lifespan 0: resets at the "
			    "server's interval", z->vnum);
		if (z->mode != 2)
			import_note(c->imp, IMPORT_APPROXIMATED, z->file,
			    z->line, "zone %d: reset mode %d (%s): areas here "
			    "always reset", z->vnum, z->mode, z->mode == 0 ?
			    "never" : "when no player is in it");
		prev = z;
	}
}

/* The area a vnum goes to: its zone's, else one for its hundred. */

struct area_def *
circle_area_of(struct circle_areas *all, int vnum)
{
	size_t	lo = 0, hi = all->n, mid;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (vnum >= all->list[mid]->min_vnum &&
		    vnum <= all->list[mid]->max_vnum)
			return (all->list[mid]);
		if (all->list[mid]->max_vnum < vnum)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (NULL);
}

static int
area_ptr_cmp(const void *a, const void *b)
{
	const struct area_def	*x = *(struct area_def *const *)a;
	const struct area_def	*y = *(struct area_def *const *)b;

	return (x->min_vnum < y->min_vnum ? -1 : x->min_vnum > y->min_vnum);
}

static void
build_insert(struct circle_areas *all, struct area_def *a)
{
	size_t	i;

	all->list = xreallocarray(all->list, all->n + 1, sizeof *all->list);
	for (i = all->n; i > 0 && all->list[i - 1]->min_vnum > a->min_vnum;
	    i--)
		all->list[i] = all->list[i - 1];
	all->list[i] = a;
	all->n++;
}

/* The area for a vnum no zone covers: made for its hundred if need be. */
static struct area_def *
build_orphan(struct circle *c, struct circle_areas *all, int vnum,
    const char *file, int line)
{
	struct area_def	*a;
	char		 name[64], out[64];
	size_t		 i;
	int		 lo, hi;

	if ((a = circle_area_of(all, vnum)) != NULL)
		return (a);
	lo = vnum / 100 * 100;
	hi = lo + 99;
	if (lo < 1)
		lo = 1;
	for (i = 0; i < all->n; i++) {
		a = all->list[i];
		if (a->max_vnum < vnum && a->max_vnum >= lo)
			lo = a->max_vnum + 1;
		if (a->min_vnum > vnum && a->min_vnum <= hi)
			hi = a->min_vnum - 1;
	}
	snprintf(name, sizeof name, "Vnums %d-%d", lo, hi);
	snprintf(out, sizeof out, "vnums-%d.are", lo);
	a = build_area(out, name, NULL, lo, hi, 0, 0);
	build_insert(all, a);
	import_note(c->imp, IMPORT_APPROXIMATED, file, line, "vnum %d is in "
	    "no zone: an area '%s' is made for it and its neighbours (no "
	    "resets)", vnum, name);
	return (a);
}

/* Move the rooms, mobiles and objects into their areas. */
static void
build_move(struct circle *c, struct circle_areas *all)
{
	size_t	i;

	for (i = 0; i < c->nrooms; i++)
		build_orphan(c, all, c->rooms[i].d.vnum, c->rooms[i].file,
		    c->rooms[i].d.line);
	for (i = 0; i < c->nmobs; i++)
		build_orphan(c, all, c->mobs[i].d.vnum, c->mobs[i].file,
		    c->mobs[i].d.line);
	for (i = 0; i < c->nobjs; i++)
		build_orphan(c, all, c->objs[i].d.vnum, c->objs[i].file,
		    c->objs[i].d.line);
}

static void
build_fill(struct circle *c, struct circle_areas *all)
{
	struct area_def	*a;
	size_t		 i;

	for (i = 0; i < c->nrooms; i++) {
		a = circle_area_of(all, c->rooms[i].d.vnum);
		a->rooms = xreallocarray(a->rooms, a->nrooms + 1,
		    sizeof *a->rooms);
		a->rooms[a->nrooms++] = c->rooms[i].d;
	}
	c->nrooms = 0;
	for (i = 0; i < c->nmobs; i++) {
		a = circle_area_of(all, c->mobs[i].d.vnum);
		a->mobs = xreallocarray(a->mobs, a->nmobs + 1, sizeof *a->mobs);
		a->mobs[a->nmobs++] = c->mobs[i].d;
	}
	c->nmobs = 0;
	for (i = 0; i < c->nobjs; i++) {
		a = circle_area_of(all, c->objs[i].d.vnum);
		a->objs = xreallocarray(a->objs, a->nobjs + 1, sizeof *a->objs);
		a->objs[a->nobjs++] = c->objs[i].d;
	}
	c->nobjs = 0;
}

void
circle_build(struct circle *c)
{
	struct circle_areas	 all = { NULL, 0 };
	int			*keepers = NULL;
	size_t			 i, nkeepers = 0;

	build_dedup(c);
	build_exits(c);
	build_zones(c);
	for (i = 0; i < c->nzones; i++) {
		if (c->zones[i].area != NULL)
			build_insert(&all, c->zones[i].area);
	}
	for (i = 0; i < c->nzones; i++) {
		if (c->zones[i].area != NULL)
			circle_resets(c, &c->zones[i]);
	}
	build_move(c, &all);
	if (all.n > 1)
		qsort(all.list, all.n, sizeof *all.list, area_ptr_cmp);
	for (i = 0; i < c->nshops; i++)
		circle_shop(c, &all, &c->shops[i], &keepers, &nkeepers);
	free(keepers);
	circle_scripts(c);
	build_fill(c, &all);
	for (i = 0; i < c->nzones; i++)
		c->zones[i].area = NULL;
	for (i = 0; i < all.n; i++)
		world_add(c->imp->world, all.list[i]);
	free(all.list);
}

void
circle_free(struct circle *c)
{
	size_t	i, j;

	for (i = 0; i < c->nrooms; i++)
		area_room_def_free(&c->rooms[i].d);
	free(c->rooms);
	for (i = 0; i < c->nmobs; i++)
		area_mob_def_free(&c->mobs[i].d);
	free(c->mobs);
	for (i = 0; i < c->nobjs; i++)
		area_obj_def_free(&c->objs[i].d);
	free(c->objs);
	for (i = 0; i < c->nzones; i++) {
		free(c->zones[i].name);
		free(c->zones[i].builders);
		for (j = 0; j < c->zones[i].ncmds; j++)
			free(c->zones[i].cmds[j].text);
		free(c->zones[i].cmds);
		if (c->zones[i].area != NULL)
			area_free(c->zones[i].area);
	}
	free(c->zones);
	for (i = 0; i < c->nshops; i++) {
		free(c->shops[i].products);
		free(c->shops[i].product_lines);
	}
	free(c->shops);
	for (i = 0; i < c->ntrigs; i++) {
		free(c->trigs[i].name);
		dg_result_free(&c->trigs[i].dg);
	}
	free(c->trigs);
	free(c->attach);
	for (i = 0; i < c->nfiles; i++)
		free(c->files[i]);
	free(c->files);
	memset(c, 0, sizeof *c);
}
