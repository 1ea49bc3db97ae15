/*
 * import-circle-build.c: putting the world together once every file is
 * read: duplicates dropped, one area per zone (and one per block of a
 * hundred vnums for what no zone covers), exits and keys checked, zone
 * commands made resets (their nesting kept: what depended on a dropped
 * command goes with it), shops made shop blocks with their stock given
 * to the keeper. Whatever points at nothing is noted and dropped, so the
 * world written checks clean. Everything goes in vnum or file order:
 * the same input always gives the same world.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-circle.h"
#include "xmalloc.h"

static const char *const dir_names[] = {
	"north", "east", "south", "west", "up", "down"
};

/* CircleMUD's wear positions 0-17 as ours. */
static const enum wear_loc wear_positions[] = {
	WEAR_LIGHT, WEAR_FINGER, WEAR_FINGER, WEAR_NECK, WEAR_NECK, WEAR_BODY,
	WEAR_HEAD, WEAR_LEGS, WEAR_FEET, WEAR_HANDS, WEAR_ARMS, WEAR_SHIELD,
	WEAR_ABOUT, WEAR_WAIST, WEAR_WRIST, WEAR_WRIST, WEAR_WIELD, WEAR_HOLD
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

static void
build_free_scripts(struct script_def *s, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		free(s[i].args);
		free(s[i].source);
	}
	free(s);
}

static void
room_def_free(struct room_def *rm)
{
	size_t	i;
	int	d;

	free(rm->name);
	free(rm->description);
	for (d = 0; d < DIR__COUNT; d++) {
		free(rm->exits[d].keywords);
		free(rm->exits[d].description);
	}
	for (i = 0; i < rm->nextras; i++) {
		free(rm->extras[i].keywords);
		free(rm->extras[i].text);
	}
	free(rm->extras);
	build_free_scripts(rm->scripts, rm->nscripts);
}

static void
mob_def_free(struct mob_def *m)
{
	free(m->keywords);
	free(m->short_desc);
	free(m->long_desc);
	free(m->description);
	build_free_scripts(m->scripts, m->nscripts);
}

static void
obj_def_free(struct obj_def *o)
{
	size_t	i;

	free(o->keywords);
	free(o->short_desc);
	free(o->long_desc);
	free(o->affects);
	for (i = 0; i < o->nextras; i++) {
		free(o->extras[i].keywords);
		free(o->extras[i].text);
	}
	free(o->extras);
	build_free_scripts(o->scripts, o->nscripts);
}

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
			room_def_free(&c->rooms[i].d);
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
			mob_def_free(&c->mobs[i].d);
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
			obj_def_free(&c->objs[i].d);
		} else
			c->objs[n++] = c->objs[i];
	}
	c->nobjs = n;
}

/* Lookups by vnum in the sorted arrays. */
static struct circle_room *
find_room(struct circle *c, int vnum)
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

static struct circle_mob *
find_mob(struct circle *c, int vnum)
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

static struct circle_obj *
find_obj(struct circle *c, int vnum)
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

	if ((o = find_obj(c, vnum)) == NULL) {
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
			if (find_room(c, x->to_vnum) == NULL) {
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
struct build_areas {
	struct area_def	**list;
	size_t		  n;
};

static struct area_def *
build_find(struct build_areas *all, int vnum)
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
build_insert(struct build_areas *all, struct area_def *a)
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
build_orphan(struct circle *c, struct build_areas *all, int vnum,
    const char *file, int line)
{
	struct area_def	*a;
	char		 name[64], out[64];
	size_t		 i;
	int		 lo, hi;

	if ((a = build_find(all, vnum)) != NULL)
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

/* Append a reset. */
static void
build_reset(struct area_def *a, enum reset_kind kind, int a1, int a2,
    int a3, int line)
{
	struct reset_def	*rs;

	a->resets = xreallocarray(a->resets, a->nresets + 1,
	    sizeof *a->resets);
	rs = &a->resets[a->nresets++];
	rs->kind = kind;
	rs->arg1 = a1;
	rs->arg2 = a2;
	rs->arg3 = a3;
	rs->line = line;
}

/* What the commands of a zone leave to follow. */
struct build_state {
	int	prev_ok;	/* the command before succeeded */
	int	prev_line;
	int	mob_ok;		/* the last M was kept */
	int	obj;		/* the last object placed (O G E), or 0 */
};

/* One zone command as a reset; 0 if kept, -1 if dropped. */
static int
build_cmd(struct circle *c, struct circle_zone *z, struct circle_cmd *k,
    struct build_state *st)
{
	struct area_def		*a = z->area;
	struct circle_obj	*o, *box;
	struct circle_room	*r;
	const char		*f = z->file;
	int			 line = k->line, need, wear, d, state;

	need = strchr("MOEPD", k->cmd) != NULL ? 3 : strchr("GR", k->cmd) !=
	    NULL ? 2 : 0;
	if (k->nargs < need) {
		import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: command "
		    "%c needs %d numbers: dropped", z->vnum, k->cmd, need);
		return (-1);
	}
	switch (k->cmd) {
	case 'M':
		st->mob_ok = 0;
		st->obj = 0;
		if (find_mob(c, k->arg[0]) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "M loads mobile %d, which does not exist: "
			    "dropped", z->vnum, k->arg[0]);
			return (-1);
		}
		if (find_room(c, k->arg[2]) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "M loads into room %d, which does not exist: "
			    "dropped", z->vnum, k->arg[2]);
			return (-1);
		}
		build_reset(a, RESET_MOB, k->arg[0], k->arg[2],
		    (int)circle_clamp(k->arg[1], 1, 1000), line);
		st->mob_ok = 1;
		return (0);
	case 'O':
		st->obj = 0;
		if (find_obj(c, k->arg[0]) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "O loads object %d, which does not exist: "
			    "dropped", z->vnum, k->arg[0]);
			return (-1);
		}
		if (find_room(c, k->arg[2]) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "O loads into room %d, which does not exist: "
			    "dropped", z->vnum, k->arg[2]);
			return (-1);
		}
		build_reset(a, RESET_OBJ, k->arg[0], k->arg[2], 0, line);
		st->obj = k->arg[0];
		return (0);
	case 'G':
	case 'E':
		st->obj = 0;
		if ((o = find_obj(c, k->arg[0])) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "%c of object %d, which does not exist: dropped",
			    z->vnum, k->cmd, k->arg[0]);
			return (-1);
		}
		if (!st->mob_ok) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "%c of object %d has no mobile loaded before it: "
			    "dropped", z->vnum, k->cmd, k->arg[0]);
			return (-1);
		}
		if (k->cmd == 'G') {
			build_reset(a, RESET_GIVE, k->arg[0], 0, 0, line);
			st->obj = k->arg[0];
			return (0);
		}
		if (k->arg[2] < 0 || k->arg[2] >= (int)(sizeof wear_positions /
		    sizeof *wear_positions))
			wear = -1;
		else
			wear = wear_positions[k->arg[2]];
		if (wear == -1 || (o->d.wear & (1 << wear)) == 0) {
			import_note(c->imp, IMPORT_APPROXIMATED, f, line,
			    "zone %d: E of object %d at position %d, where it "
			    "cannot be worn here: given instead", z->vnum,
			    k->arg[0], k->arg[2]);
			build_reset(a, RESET_GIVE, k->arg[0], 0, 0, line);
		} else
			build_reset(a, RESET_EQUIP, k->arg[0], wear, 0, line);
		st->obj = k->arg[0];
		return (0);
	case 'P':
		if ((o = find_obj(c, k->arg[0])) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "P of object %d, which does not exist: dropped",
			    z->vnum, k->arg[0]);
			return (-1);
		}
		if ((box = find_obj(c, k->arg[2])) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "P into object %d, which does not exist: dropped",
			    z->vnum, k->arg[2]);
			return (-1);
		}
		if (box->d.type != OBJ_CONTAINER) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "P into object %d, which is not a container: "
			    "dropped", z->vnum, k->arg[2]);
			return (-1);
		}
		if (st->obj != k->arg[2]) {
			import_note(c->imp, IMPORT_LEFT_OUT, f, line, "zone %d: "
			    "P into object %d, which is not the object placed "
			    "just before (a put goes into the last object "
			    "placed here): dropped", z->vnum, k->arg[2]);
			return (-1);
		}
		build_reset(a, RESET_PUT, k->arg[0], k->arg[2], 0, line);
		return (0);
	case 'D':
		d = k->arg[1];
		if ((r = find_room(c, k->arg[0])) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "D in room %d, which does not exist: dropped",
			    z->vnum, k->arg[0]);
			return (-1);
		}
		if (d < 0 || d >= DIR__COUNT || r->d.exits[d].to_vnum == -1) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "D on exit %d of room %d, which has no such exit: "
			    "dropped", z->vnum, d, k->arg[0]);
			return (-1);
		}
		if ((r->d.exits[d].flags & EXIT_DOOR) == 0) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "D on exit %s of room %d, which has no door: "
			    "dropped", z->vnum, dir_names[d], k->arg[0]);
			return (-1);
		}
		state = EXIT_DOOR | (k->arg[2] >= 1 ? EXIT_CLOSED : 0) |
		    (k->arg[2] >= 2 ? EXIT_LOCKED : 0);
		if (k->arg[2] < 0 || k->arg[2] > 2)
			import_note(c->imp, IMPORT_APPROXIMATED, f, line,
			    "zone %d: D state %d read as %s", z->vnum,
			    k->arg[2], k->arg[2] < 0 ? "open" : "locked");
		r->d.exits[d].flags = (r->d.exits[d].flags &
		    ~(EXIT_CLOSED|EXIT_LOCKED)) | state;
		build_reset(a, RESET_DOOR, k->arg[0], d, state, line);
		return (0);
	case 'R':
		import_note(c->imp, IMPORT_LEFT_OUT, f, line, "zone %d: R "
		    "(remove object %d from room %d) has no equivalent",
		    z->vnum, k->arg[1], k->arg[0]);
		return (0);
	case 'T':
	case 'V':
		import_note(c->imp, IMPORT_LEFT_OUT, f, line, "zone %d: %c (DG "
		    "%s) has no equivalent", z->vnum, k->cmd, k->cmd == 'T' ?
		    "trigger attached" : "variable set");
		return (0);
	default:
		import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: unknown "
		    "command '%c': dropped", z->vnum, k->cmd);
		return (-1);
	}
}

/* A zone's commands as resets, with their nesting. */
static void
build_resets(struct circle *c, struct circle_zone *z)
{
	struct build_state	 st = { 1, 0, 0, 0 };
	struct circle_cmd	*k;
	size_t			 i;
	int			 ok, limits = 0;

	for (i = 0; i < z->ncmds; i++) {
		k = &z->cmds[i];
		if (k->if_flag && !st.prev_ok) {
			import_note(c->imp, IMPORT_BROKEN, z->file, k->line,
			    "zone %d: %c depends on the command at line %d, "
			    "which was dropped: dropped with it", z->vnum,
			    k->cmd, st.prev_line);
			if (k->cmd == 'M')
				st.mob_ok = 0;
			if (strchr("MOGE", k->cmd) != NULL)
				st.obj = 0;
			st.prev_line = k->line;
			continue;
		}
		if (k->if_flag && strchr("MOD", k->cmd) != NULL)
			import_note(c->imp, IMPORT_APPROXIMATED, z->file,
			    k->line, "zone %d: %c runs whether the command "
			    "before it did or not", z->vnum, k->cmd);
		if (strchr("OGEP", k->cmd) != NULL && k->nargs > 1 &&
		    k->arg[1] > 0)
			limits++;
		ok = build_cmd(c, z, k, &st) == 0;
		st.prev_ok = ok;
		st.prev_line = k->line;
	}
	if (limits > 0)
		import_note(c->imp, IMPORT_APPROXIMATED, z->file, z->line,
		    "zone %d: the world limits of its %d O, G, E and P "
		    "commands are not kept", z->vnum, limits);
}

/* Insert a give of obj after reset i of a. */
static void
build_insert_give(struct area_def *a, size_t i, int obj, int line)
{
	a->resets = xreallocarray(a->resets, a->nresets + 1,
	    sizeof *a->resets);
	memmove(&a->resets[i + 2], &a->resets[i + 1],
	    (a->nresets - i - 1) * sizeof *a->resets);
	a->resets[i + 1].kind = RESET_GIVE;
	a->resets[i + 1].arg1 = obj;
	a->resets[i + 1].arg2 = 0;
	a->resets[i + 1].arg3 = 0;
	a->resets[i + 1].line = line;
	a->nresets++;
}

/* Does the keeper's reset at i already give obj? */
static int
build_gives(const struct area_def *a, size_t i, int obj)
{
	for (i++; i < a->nresets && a->resets[i].kind != RESET_MOB; i++) {
		if ((a->resets[i].kind == RESET_GIVE ||
		    a->resets[i].kind == RESET_EQUIP) &&
		    a->resets[i].arg1 == obj)
			return (1);
	}
	return (0);
}

/* One shop: a shop block in its keeper's area, the stock given. */
static void
build_shop(struct circle *c, struct build_areas *all, struct circle_shop *s,
    int **keepers, size_t *nkeepers)
{
	struct area_def		*a, *ka = NULL;
	struct shop_def		*sh;
	size_t			 i, j, at = 0;
	int			 k;

	if (find_mob(c, s->keeper) == NULL) {
		import_note(c->imp, IMPORT_BROKEN, s->file, s->line, "shop %d: "
		    "keeper mobile %d does not exist: shop dropped", s->vnum,
		    s->keeper);
		return;
	}
	for (i = 0; i < *nkeepers; i++) {
		if ((*keepers)[i] == s->keeper) {
			import_note(c->imp, IMPORT_BROKEN, s->file, s->line,
			    "shop %d: mobile %d keeps another shop already: "
			    "dropped", s->vnum, s->keeper);
			return;
		}
	}
	*keepers = xreallocarray(*keepers, *nkeepers + 1, sizeof **keepers);
	(*keepers)[(*nkeepers)++] = s->keeper;
	a = build_find(all, s->keeper);
	a->shops = xreallocarray(a->shops, a->nshops + 1, sizeof *a->shops);
	sh = &a->shops[a->nshops++];
	memset(sh, 0, sizeof *sh);
	sh->keeper = s->keeper;
	sh->line = s->line;
	sh->buys = s->buys;
	sh->sells_at = (int)circle_clamp(s->sells_at, 100, 1000);
	sh->buys_at = (int)circle_clamp(s->buys_at, 0, 100);
	if (sh->sells_at != s->sells_at || (sh->buys != 0 &&
	    sh->buys_at != s->buys_at))
		import_note(c->imp, IMPORT_APPROXIMATED, s->file, s->line,
		    "shop %d: profits %d%% / %d%% made %d%% / %d%% (a player "
		    "pays 100%% to 1000%% of the cost, a keeper 0%% to 100%%)",
		    s->vnum, s->sells_at, s->buys_at, sh->sells_at,
		    sh->buys_at);
	if ((s->open1 == 0 && s->close1 >= 24) || s->open1 == s->close1 ||
	    s->open1 < 0 || s->open1 > 23)
		sh->open = sh->close = 0;
	else {
		sh->open = s->open1;
		sh->close = s->close1 > 23 || s->close1 < 0 ? 0 : s->close1;
	}
	if (s->open2 != 0 || s->close2 != 0)
		import_note(c->imp, IMPORT_LEFT_OUT, s->file, s->line, "shop "
		    "%d: the second opening span (%d-%d) has no equivalent",
		    s->vnum, s->open2, s->close2);
	for (i = 0; i < (size_t)s->nrooms; i++) {
		k = s->rooms[i];
		if (find_room(c, k) == NULL)
			import_note(c->imp, IMPORT_BROKEN, s->file, s->line,
			    "shop %d: room %d does not exist: dropped", s->vnum,
			    k);
		else if (k < a->min_vnum || k > a->max_vnum)
			import_note(c->imp, IMPORT_APPROXIMATED, s->file,
			    s->line, "shop %d: room %d is not in the keeper's "
			    "area: dropped from its rooms", s->vnum, k);
		else if (sh->nrooms == SHOP_ROOMS_MAX)
			import_note(c->imp, IMPORT_APPROXIMATED, s->file,
			    s->line, "shop %d: more than %d rooms: room %d "
			    "dropped", s->vnum, SHOP_ROOMS_MAX, k);
		else
			sh->rooms[sh->nrooms++] = k;
	}
	for (j = 0; j < all->n && ka == NULL; j++) {
		for (i = 0; i < all->list[j]->nresets; i++) {
			if (all->list[j]->resets[i].kind == RESET_MOB &&
			    all->list[j]->resets[i].arg1 == s->keeper) {
				ka = all->list[j];
				at = i;
				break;
			}
		}
	}
	if (ka == NULL && s->nproducts > 0)
		import_note(c->imp, IMPORT_BROKEN, s->file, s->line, "shop %d: "
		    "keeper %d is loaded by no zone: it sells nothing",
		    s->vnum, s->keeper);
	for (i = s->nproducts; ka != NULL && i > 0; i--) {
		k = s->products[i - 1];
		if (find_obj(c, k) == NULL)
			import_note(c->imp, IMPORT_BROKEN, s->file,
			    s->product_lines[i - 1], "shop %d: product %d "
			    "does not exist: dropped", s->vnum, k);
		else if (!build_gives(ka, at, k))
			build_insert_give(ka, at, k, s->product_lines[i - 1]);
	}
}

static int
trig_cmp(const void *a, const void *b)
{
	const struct circle_trig	*x = a, *y = b;

	if (x->vnum != y->vnum)
		return (x->vnum < y->vnum ? -1 : 1);
	return (x->line < y->line ? -1 : x->line > y->line);
}

/* The scripts a room, mobile or object has, and their mask. */
static int
build_script_list(struct circle *c, int kind, int vnum,
    struct script_def ***list, size_t **n, unsigned int **mask)
{
	struct circle_room	*r;
	struct circle_mob	*m;
	struct circle_obj	*o;

	if (kind == SCRIPT_ROOM && (r = find_room(c, vnum)) != NULL) {
		*list = &r->d.scripts;
		*n = &r->d.nscripts;
		*mask = &r->d.triggers;
	} else if (kind == SCRIPT_MOB && (m = find_mob(c, vnum)) != NULL) {
		*list = &m->d.scripts;
		*n = &m->d.nscripts;
		*mask = &m->d.triggers;
	} else if (kind == SCRIPT_OBJ && (o = find_obj(c, vnum)) != NULL) {
		*list = &o->d.scripts;
		*n = &o->d.nscripts;
		*mask = &o->d.triggers;
	} else
		return (-1);
	return (0);
}

/* The DG scripts attached by 'T' lines: simple ones as Lua scripts. */
static void
build_scripts(struct circle *c)
{
	static const int	 kinds[] = { SCRIPT_MOB, SCRIPT_OBJ,
				    SCRIPT_ROOM };
	static const char *const what[] = { "room", "mobile", "object" };
	struct circle_attach	*at;
	struct circle_trig	*t;
	struct script_def	**list, *sc;
	unsigned int		*mask;
	size_t			 i, j, *n;

	if (c->ntrigs > 1)
		qsort(c->trigs, c->ntrigs, sizeof *c->trigs, trig_cmp);
	for (i = 0; i < c->nattach; i++) {
		at = &c->attach[i];
		for (j = 0, t = NULL; j < c->ntrigs && t == NULL; j++) {
			if (c->trigs[j].vnum == at->trig)
				t = &c->trigs[j];
		}
		if (t == NULL) {
			import_note(c->imp, IMPORT_BROKEN, at->file, at->line,
			    "%s %d: DG trigger %d does not exist",
			    what[at->kind], at->thing, at->trig);
			continue;
		}
		if (t->attach < 0 || kinds[t->attach] != at->kind) {
			import_note(c->imp, IMPORT_BROKEN, at->file, at->line,
			    "%s %d: DG trigger %d is not a %s trigger: not "
			    "attached", what[at->kind], at->thing, at->trig,
			    what[at->kind]);
			continue;
		}
		if (t->trigger == -1 || !script_trigger_allowed(at->kind,
		    t->trigger)) {
			import_note(c->imp, IMPORT_LEFT_OUT, at->file, at->line,
			    "%s %d: DG trigger %d '%s' is not carried over (its "
			    "commands are in the notes of %s:%d)",
			    what[at->kind], at->thing, at->trig, t->name,
			    t->file, t->line);
			continue;
		}
		if (build_script_list(c, at->kind, at->thing, &list, &n,
		    &mask) != 0)
			continue;
		if (*n >= SCRIPTS_MAX) {
			import_note(c->imp, IMPORT_LEFT_OUT, at->file, at->line,
			    "%s %d: more than %d scripts: DG trigger %d left "
			    "out", what[at->kind], at->thing, SCRIPTS_MAX,
			    at->trig);
			continue;
		}
		*list = xreallocarray(*list, *n + 1, sizeof **list);
		sc = &(*list)[(*n)++];
		memset(sc, 0, sizeof *sc);
		sc->trigger = t->trigger;
		sc->args = t->args != NULL ? xstrdup(t->args) : NULL;
		sc->source = xstrdup(t->lua);
		*mask |= 1u << t->trigger;
		import_note(c->imp, IMPORT_MAPPED, at->file, at->line, "%s %d: "
		    "DG trigger %d '%s' carried over as a Lua '%s' script",
		    what[at->kind], at->thing, at->trig, t->name,
		    script_trigger_name(t->trigger));
	}
}

/* Move the rooms, mobiles and objects into their areas. */
static void
build_move(struct circle *c, struct build_areas *all)
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
build_fill(struct circle *c, struct build_areas *all)
{
	struct area_def	*a;
	size_t		 i;

	for (i = 0; i < c->nrooms; i++) {
		a = build_find(all, c->rooms[i].d.vnum);
		a->rooms = xreallocarray(a->rooms, a->nrooms + 1,
		    sizeof *a->rooms);
		a->rooms[a->nrooms++] = c->rooms[i].d;
	}
	c->nrooms = 0;
	for (i = 0; i < c->nmobs; i++) {
		a = build_find(all, c->mobs[i].d.vnum);
		a->mobs = xreallocarray(a->mobs, a->nmobs + 1, sizeof *a->mobs);
		a->mobs[a->nmobs++] = c->mobs[i].d;
	}
	c->nmobs = 0;
	for (i = 0; i < c->nobjs; i++) {
		a = build_find(all, c->objs[i].d.vnum);
		a->objs = xreallocarray(a->objs, a->nobjs + 1, sizeof *a->objs);
		a->objs[a->nobjs++] = c->objs[i].d;
	}
	c->nobjs = 0;
}

void
circle_build(struct circle *c)
{
	struct build_areas	 all = { NULL, 0 };
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
			build_resets(c, &c->zones[i]);
	}
	build_move(c, &all);
	if (all.n > 1)
		qsort(all.list, all.n, sizeof *all.list, area_ptr_cmp);
	for (i = 0; i < c->nshops; i++)
		build_shop(c, &all, &c->shops[i], &keepers, &nkeepers);
	free(keepers);
	build_scripts(c);
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
	size_t	i;

	for (i = 0; i < c->nrooms; i++)
		room_def_free(&c->rooms[i].d);
	free(c->rooms);
	for (i = 0; i < c->nmobs; i++)
		mob_def_free(&c->mobs[i].d);
	free(c->mobs);
	for (i = 0; i < c->nobjs; i++)
		obj_def_free(&c->objs[i].d);
	free(c->objs);
	for (i = 0; i < c->nzones; i++) {
		free(c->zones[i].name);
		free(c->zones[i].builders);
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
		free(c->trigs[i].args);
		free(c->trigs[i].lua);
	}
	free(c->trigs);
	free(c->attach);
	for (i = 0; i < c->nfiles; i++)
		free(c->files[i]);
	free(c->files);
	memset(c, 0, sizeof *c);
}
