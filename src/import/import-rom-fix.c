/*
 * import-rom-fix.c: once every file is read, what refers to other
 * things: exits and keys, resets (with ROM's nesting turned into the
 * native order), shops, special procedures and mobprogs. What points to
 * nothing is reported with its source file:line and dropped, so that the
 * world written checks clean; then each area gets its vnum range and
 * goes to the world.
 */
#include <stdlib.h>
#include <string.h>

#include "import-rom.h"
#include "import-spec.h"
#include "world.h"
#include "xmalloc.h"

/* Where a vnum is defined. */
struct rom_ix {
	int		 vnum;
	void		*def;
	struct area_def	*area;
};

/* Rooms, mobs and objects of the world and of the files read. */
struct rom_index {
	struct rom_ix	*v[3];
	size_t		 n[3];
};

static int
rom_ix_cmp(const void *a, const void *b)
{
	const struct rom_ix	*x = a, *y = b;

	return (x->vnum < y->vnum ? -1 : x->vnum > y->vnum);
}

/* Index one area. */
static void
rom_index_area(struct rom_index *x, struct area_def *a)
{
	size_t	i;

	for (i = 0; i < a->nrooms; i++) {
		x->v[0] = xgrow_count(x->v[0], x->n[0], sizeof *x->v[0]);
		x->v[0][x->n[0]++] = (struct rom_ix){ a->rooms[i].vnum,
		    &a->rooms[i], a };
	}
	for (i = 0; i < a->nmobs; i++) {
		x->v[1] = xgrow_count(x->v[1], x->n[1], sizeof *x->v[1]);
		x->v[1][x->n[1]++] = (struct rom_ix){ a->mobs[i].vnum,
		    &a->mobs[i], a };
	}
	for (i = 0; i < a->nobjs; i++) {
		x->v[2] = xgrow_count(x->v[2], x->n[2], sizeof *x->v[2]);
		x->v[2][x->n[2]++] = (struct rom_ix){ a->objs[i].vnum,
		    &a->objs[i], a };
	}
}

/* Build the index (vnums are unique: rom_take saw to it). */
static void
rom_index_build(struct rom *rom, struct rom_index *x)
{
	size_t	i;
	int	k;

	memset(x, 0, sizeof *x);
	for (i = 0; i < rom->imp->world->nareas; i++)
		rom_index_area(x, &rom->imp->world->areas[i]);
	for (i = 0; i < rom->nfiles; i++) {
		if (rom->files[i].area != NULL)
			rom_index_area(x, rom->files[i].area);
	}
	for (k = 0; k < 3; k++) {
		if (x->n[k] > 0)
			qsort(x->v[k], x->n[k], sizeof *x->v[k], rom_ix_cmp);
	}
}

/* The entry for a vnum of a kind, or NULL. */
static struct rom_ix *
rom_find(struct rom_index *x, int k, long vnum)
{
	struct rom_ix	key;

	if (vnum < 1 || vnum > AREA_VNUM_MAX || x->n[k] == 0)
		return (NULL);
	key.vnum = (int)vnum;
	return (bsearch(&key, x->v[k], x->n[k], sizeof *x->v[k],
	    rom_ix_cmp));
}

/* The object of a vnum, or NULL. */
static struct obj_def *
rom_obj(struct rom_index *x, long vnum)
{
	struct rom_ix	*ix = rom_find(x, 2, vnum);

	return (ix != NULL ? ix->def : NULL);
}

/*
 * A portal to nowhere becomes a trash object, as an exit to nowhere is
 * dropped; a key that is missing or not a key is dropped.
 */
static void
rom_fix_portal(struct import *imp, struct rom_index *x, struct rom_file *f,
    struct obj_def *o)
{
	struct obj_def	*k;
	int		 key = o->values[VAL_PORTAL_KEY];

	if (rom_find(x, 0, o->values[VAL_PORTAL_TO]) == NULL) {
		import_note(imp, IMPORT_BROKEN, f->name, o->line, "portal %d "
		    "leads to room %d, which does not exist: it is trash",
		    o->vnum, o->values[VAL_PORTAL_TO]);
		o->type = OBJ_TRASH;
		memset(o->values, 0, sizeof o->values);
		return;
	}
	if (key <= 0)
		return;
	k = rom_obj(x, key);
	if (k == NULL || k->type != OBJ_KEY) {
		import_note(imp, IMPORT_BROKEN, f->name, o->line, "key %d of "
		    "portal %d %s: the portal has no key", key, o->vnum,
		    k == NULL ? "does not exist" : "is not a key");
		o->values[VAL_PORTAL_KEY] = -1;
	}
}

/* Exits to nowhere, and keys that are missing or not keys. */
static void
rom_fix_exits(struct rom *rom, struct rom_index *x, struct rom_file *f)
{
	struct import	*imp = rom->imp;
	struct area_def	*a = f->area;
	struct room_def	*rm;
	struct exit_def	*ex;
	struct obj_def	*o, *k;
	size_t		 i;
	int		 d;

	for (i = 0; i < a->nrooms; i++) {
		rm = &a->rooms[i];
		for (d = 0; d < DIR__COUNT; d++) {
			ex = &rm->exits[d];
			if (ex->to_vnum == -1)
				continue;
			if (rom_find(x, 0, ex->to_vnum) == NULL) {
				import_note(imp, IMPORT_BROKEN, f->name,
				    ex->line, "exit %s of room %d leads to room "
				    "%d, which does not exist: dropped",
				    dir_name(d), rm->vnum, ex->to_vnum);
				free(ex->keywords);
				free(ex->description);
				memset(ex, 0, sizeof *ex);
				ex->to_vnum = ex->key_vnum = -1;
				continue;
			}
			if (ex->key_vnum <= 0)
				continue;
			k = rom_obj(x, ex->key_vnum);
			if ((ex->flags & EXIT_DOOR) == 0)
				import_note(imp, IMPORT_APPROXIMATED, f->name,
				    ex->line, "exit %s of room %d has key %d "
				    "but no door: the key is dropped",
				    dir_name(d), rm->vnum, ex->key_vnum);
			else if (k == NULL)
				import_note(imp, IMPORT_BROKEN, f->name,
				    ex->line, "key %d of exit %s of room %d "
				    "does not exist: the door has no key",
				    ex->key_vnum, dir_name(d), rm->vnum);
			else if (k->type != OBJ_KEY)
				import_note(imp, IMPORT_BROKEN, f->name,
				    ex->line, "key %d of exit %s of room %d is "
				    "a %s, not a key: the door has no key",
				    ex->key_vnum, dir_name(d), rm->vnum,
				    obj_type_name(k->type));
			if ((ex->flags & EXIT_DOOR) == 0 || k == NULL ||
			    k->type != OBJ_KEY)
				ex->key_vnum = -1;
		}
	}
	for (i = 0; i < a->nobjs; i++) {
		o = &a->objs[i];
		if (o->type == OBJ_PORTAL) {
			rom_fix_portal(imp, x, f, o);
			continue;
		}
		if (o->type != OBJ_CONTAINER || o->values[VAL_CONT_KEY] <= 0)
			continue;
		k = rom_obj(x, o->values[VAL_CONT_KEY]);
		if (k == NULL || k->type != OBJ_KEY) {
			import_note(imp, IMPORT_BROKEN, f->name, o->line, "key "
			    "%d of container %d %s: the container has no key",
			    o->values[VAL_CONT_KEY], o->vnum, k == NULL ?
			    "does not exist" : "is not a key");
			o->values[VAL_CONT_KEY] = -1;
		}
	}
}

/* Add a native reset to an area. */
static void
rom_add_reset(struct area_def *a, enum reset_kind kind, int a1, int a2,
    int a3, int line)
{
	a->resets = xgrow_count(a->resets, a->nresets, sizeof *a->resets);
	a->resets[a->nresets++] = (struct reset_def){ kind, a1, a2, a3, line };
}

/* ROM's wear locations (E resets) as native ones. */
static enum wear_loc
rom_wear_loc(long n)
{
	static const enum wear_loc map[19] = {
		WEAR_LIGHT, WEAR_FINGER, WEAR_FINGER, WEAR_NECK, WEAR_NECK,
		WEAR_BODY, WEAR_HEAD, WEAR_LEGS, WEAR_FEET, WEAR_HANDS,
		WEAR_ARMS, WEAR_SHIELD, WEAR_ABOUT, WEAR_WAIST, WEAR_WRIST,
		WEAR_WRIST, WEAR_WIELD, WEAR_HOLD, WEAR_NONE
	};

	return (n >= 0 && n < 19 ? map[n] : WEAR_NONE);
}

/* A door reset: the exit's state at reset, and the reset. */
static void
rom_fix_door(struct rom *rom, struct rom_index *x, struct rom_file *f,
    struct rom_reset *r)
{
	struct rom_ix	*ix = rom_find(x, 0, r->arg[0]);
	struct room_def	*rm;
	struct exit_def	*ex;
	long		 d = r->arg[1], s = r->arg[2];
	int		 flags;

	if (ix == NULL) {
		import_note(rom->imp, IMPORT_BROKEN, f->name, r->line, "D reset "
		    "in room %ld, which does not exist: dropped", r->arg[0]);
		return;
	}
	rm = ix->def;
	if (d < 0 || d >= DIR__COUNT || rm->exits[d].to_vnum == -1) {
		import_note(rom->imp, IMPORT_BROKEN, f->name, r->line, "D reset "
		    "of exit %s of room %ld, which has no such exit: dropped",
		    d >= 0 && d < DIR__COUNT ? dir_name(d) : "?", r->arg[0]);
		return;
	}
	ex = &rm->exits[d];
	if ((ex->flags & EXIT_DOOR) == 0 || s < 0 || s > 2) {
		import_note(rom->imp, IMPORT_BROKEN, f->name, r->line, "D reset "
		    "of exit %s of room %ld: %s: dropped", dir_name(d),
		    r->arg[0], s < 0 || s > 2 ? "its state is not 0, 1 or 2" :
		    "the exit has no door");
		return;
	}
	flags = EXIT_DOOR | (s >= 1 ? EXIT_CLOSED : 0) |
	    (s == 2 ? EXIT_LOCKED : 0);
	ex->flags = (ex->flags & ~(EXIT_CLOSED | EXIT_LOCKED)) | flags;
	rom_add_reset(f->area, RESET_DOOR, (int)r->arg[0], (int)d, flags,
	    r->line);
}

/* Is there a thing of kind k for this vnum? Note it if not. */
static int
rom_fix_has(struct rom *rom, struct rom_index *x, struct rom_file *f,
    struct rom_reset *r, int k, long vnum)
{
	static const char *const what[3] = { "room", "mob", "object" };

	if (rom_find(x, k, vnum) != NULL)
		return (1);
	import_note(rom->imp, IMPORT_BROKEN, f->name, r->line, "%c reset names "
	    "%s %ld, which does not exist: dropped%s", r->cmd, what[k], vnum,
	    r->cmd == 'M' ? " with its G and E resets" : "");
	return (0);
}

/*
 * The resets of a file, in order: G and E go to the mobile of the last
 * M, P into the object of the last O, G or E, as the native order wants.
 */
static void
rom_fix_resets(struct rom *rom, struct rom_index *x, struct rom_file *f)
{
	struct import		*imp = rom->imp;
	struct area_def		*a = f->area;
	struct rom_reset	*r;
	struct obj_def		*o, *c;
	enum wear_loc		 loc;
	size_t			 i;
	int			 mob_ok = 0, last_obj = 0, n;

	for (i = 0; i < f->nresets; i++) {
		r = &f->resets[i];
		switch (r->cmd) {
		case 'M':
			mob_ok = 0;
			last_obj = 0;
			if (!rom_fix_has(rom, x, f, r, 1, r->arg[0]) ||
			    !rom_fix_has(rom, x, f, r, 0, r->arg[2]))
				break;
			rom_add_reset(a, RESET_MOB, (int)r->arg[0],
			    (int)r->arg[2], rom_clamp(r->arg[1] <= 0 ? 1 :
			    r->arg[1], 1, 1000), r->line);
			mob_ok = 1;
			break;
		case 'G':
		case 'E':
			last_obj = 0;
			if (!mob_ok) {
				import_note(imp, IMPORT_LEFT_OUT, f->name,
				    r->line, "%c reset of object %ld follows no "
				    "mobile placed: left out", r->cmd,
				    r->arg[0]);
				break;
			}
			if (!rom_fix_has(rom, x, f, r, 2, r->arg[0]))
				break;
			o = rom_obj(x, r->arg[0]);
			loc = r->cmd == 'E' ? rom_wear_loc(r->arg[2]) :
			    WEAR_NONE;
			if (r->cmd == 'E' && (loc == WEAR_NONE ||
			    (o->wear & (1 << loc)) == 0)) {
				import_note(imp, IMPORT_APPROXIMATED, f->name,
				    r->line, "E reset: object %ld cannot be "
				    "worn at ROM location %ld here: given "
				    "instead", r->arg[0], r->arg[2]);
				loc = WEAR_NONE;
			}
			if (loc == WEAR_NONE)
				rom_add_reset(a, RESET_GIVE, o->vnum, 0, 0,
				    r->line);
			else
				rom_add_reset(a, RESET_EQUIP, o->vnum, loc, 0,
				    r->line);
			last_obj = o->vnum;
			break;
		case 'O':
			last_obj = 0;
			if (!rom_fix_has(rom, x, f, r, 2, r->arg[0]) ||
			    !rom_fix_has(rom, x, f, r, 0, r->arg[2]))
				break;
			rom_add_reset(a, RESET_OBJ, (int)r->arg[0],
			    (int)r->arg[2], 0, r->line);
			last_obj = (int)r->arg[0];
			break;
		case 'P':
			if (!rom_fix_has(rom, x, f, r, 2, r->arg[0]) ||
			    !rom_fix_has(rom, x, f, r, 2, r->arg[2]))
				break;
			c = rom_obj(x, r->arg[2]);
			if (c->type != OBJ_CONTAINER) {
				import_note(imp, IMPORT_BROKEN, f->name,
				    r->line, "P reset into object %ld, a %s, not "
				    "a container: dropped", r->arg[2],
				    obj_type_name(c->type));
				break;
			}
			if (last_obj != r->arg[2]) {
				import_note(imp, IMPORT_LEFT_OUT, f->name,
				    r->line, "P reset into object %ld, which is "
				    "not the last object placed (a container "
				    "in a container, or one placed earlier): "
				    "left out", r->arg[2]);
				break;
			}
			n = rom_clamp(r->arg[3], 1, 10);
			while (n-- > 0)
				rom_add_reset(a, RESET_PUT, (int)r->arg[0],
				    (int)r->arg[2], 0, r->line);
			break;
		case 'D':
			rom_fix_door(rom, x, f, r);
			break;
		case 'R':
			/* Randomised exits: 'reset shuffle'. */
			if (!rom_fix_has(rom, x, f, r, 0, r->arg[0]))
				break;
			if (r->arg[1] < 2) {
				import_note(imp, IMPORT_LEFT_OUT, f->name,
				    r->line, "R reset of room %ld shuffles %ld "
				    "exits, which changes nothing: left out",
				    r->arg[0], r->arg[1]);
				break;
			}
			if (r->arg[1] > DIR__COUNT)
				import_note(imp, IMPORT_APPROXIMATED, f->name,
				    r->line, "R reset of room %ld: %ld exits "
				    "read as %d", r->arg[0], r->arg[1],
				    DIR__COUNT);
			rom_add_reset(a, RESET_SHUFFLE, (int)r->arg[0],
			    rom_clamp(r->arg[1], 2, DIR__COUNT), 0, r->line);
			break;
		}
	}
}

/* The shops of a file, each given to its keeper's area. */
static void
rom_fix_shops(struct rom *rom, struct rom_index *x, struct rom_file *f)
{
	struct import	*imp = rom->imp;
	struct rom_shop	*s;
	struct rom_ix	*ix;
	struct shop_def	 sd;
	struct area_def	*a;
	size_t		 i, j;
	int		 k, t;

	for (i = 0; i < f->nshops; i++) {
		s = &f->shops[i];
		if ((ix = rom_find(x, 1, s->keeper)) == NULL) {
			import_note(imp, IMPORT_BROKEN, f->name, s->line, "shop "
			    "of mob %d, which does not exist: dropped",
			    s->keeper);
			continue;
		}
		a = ix->area;
		for (j = 0; j < a->nshops; j++) {
			if (a->shops[j].keeper == s->keeper)
				break;
		}
		if (j < a->nshops) {
			import_note(imp, IMPORT_BROKEN, f->name, s->line, "mob "
			    "%d keeps a second shop: dropped", s->keeper);
			continue;
		}
		memset(&sd, 0, sizeof sd);
		sd.keeper = s->keeper;
		sd.line = s->line;
		for (k = 0; k < 5; k++) {
			if (s->types[k] <= 0)
				continue;
			if ((t = rom_type_number(s->types[k])) < 0)
				import_note(imp, IMPORT_LEFT_OUT, f->name,
				    s->line, "shop of mob %d buys item type %d, "
				    "which is not one of ours", s->keeper,
				    s->types[k]);
			else
				sd.buys |= 1 << t;
		}
		sd.sells_at = rom_clamp(s->profit_buy, 100, 1000);
		sd.buys_at = sd.buys != 0 ? rom_clamp(s->profit_sell, 0, 100) :
		    0;
		if (sd.sells_at != s->profit_buy ||
		    (sd.buys != 0 && sd.buys_at != s->profit_sell))
			import_note(imp, IMPORT_APPROXIMATED, f->name, s->line,
			    "shop of mob %d: profits %d/%d as sells_at %d, "
			    "buys_at %d", s->keeper, s->profit_buy,
			    s->profit_sell, sd.sells_at, sd.buys_at);
		sd.open = rom_clamp(s->open, 0, 23);
		sd.close = (rom_clamp(s->close, 0, 23) + 1) % 24;
		if (sd.open == sd.close || (sd.open == 0 && sd.close == 0)) {
			sd.open = 0;
			sd.close = 0;
		}
		a->shops = xgrow_count(a->shops, a->nshops, sizeof *a->shops);
		a->shops[a->nshops++] = sd;
	}
}

/* Special procedures by name: behaviours of the library (import-spec.c). */
static void
rom_fix_specs(struct rom *rom, struct rom_index *x, struct rom_file *f)
{
	struct import	*imp = rom->imp;
	struct rom_spec	*s;
	struct rom_ix	*ix;
	size_t		 i;

	for (i = 0; i < f->nspecs; i++) {
		s = &f->specs[i];
		if ((ix = rom_find(x, 1, s->vnum)) == NULL) {
			import_note(imp, IMPORT_BROKEN, f->name, s->line,
			    "special %s of mob %d, which does not exist: "
			    "dropped", s->name, s->vnum);
			continue;
		}
		import_spec_mob(imp, f->name, s->line, s->name, ix->def);
	}
}

/* The mobile of a vnum, for the mobprog translator. */
static struct mob_def *
rom_fix_mob(void *arg, int vnum)
{
	struct rom_ix	*ix = rom_find(arg, 1, vnum);

	return (ix != NULL ? ix->def : NULL);
}

/* Give an area its vnum range and move it to the world. */
static void
rom_fix_range(struct rom *rom, struct rom_file *f)
{
	struct world_def	*w = rom->imp->world;
	struct area_def		*a = f->area, *b;
	size_t			 i;
	int			 min = AREA_VNUM_MAX + 1, max = 0;

	for (i = 0; i < a->nrooms; i++) {
		min = a->rooms[i].vnum < min ? a->rooms[i].vnum : min;
		max = a->rooms[i].vnum > max ? a->rooms[i].vnum : max;
	}
	for (i = 0; i < a->nmobs; i++) {
		min = a->mobs[i].vnum < min ? a->mobs[i].vnum : min;
		max = a->mobs[i].vnum > max ? a->mobs[i].vnum : max;
	}
	for (i = 0; i < a->nobjs; i++) {
		min = a->objs[i].vnum < min ? a->objs[i].vnum : min;
		max = a->objs[i].vnum > max ? a->objs[i].vnum : max;
	}
	if (max == 0) {
		if (a->nresets > 0 || a->nshops > 0)
			import_note(rom->imp, IMPORT_LEFT_OUT, f->name, 0,
			    "no rooms, mobiles or objects: its resets and "
			    "shops are left out");
		area_free(a);
		f->area = NULL;
		return;
	}
	a->min_vnum = min;
	a->max_vnum = max;
	if (f->hmin > 0 && f->hmin <= min && f->hmax >= max) {
		a->min_vnum = f->hmin;
		a->max_vnum = f->hmax;
	} else if (f->hmin > 0)
		import_note(rom->imp, IMPORT_APPROXIMATED, f->name, f->hline,
		    "vnums %d to %d do not hold all the area defines: %d to "
		    "%d used", f->hmin, f->hmax, min, max);
	/* #AREA's range meeting another's: the span of what it defines. */
	for (i = 0; i < w->nareas; i++) {
		b = &w->areas[i];
		if (a->min_vnum <= b->max_vnum && b->min_vnum <= a->max_vnum) {
			a->min_vnum = min;
			a->max_vnum = max;
			break;
		}
	}
	a->line = f->hline;
	/* Still overlapping: made one area with the other(s), noted. */
	import_world_add(rom->imp, f->name, f->hline, a);
	f->area = NULL;
}

/* A pet shop's pets stand in the room after it: without one, no shop. */
static void
rom_fix_petshops(struct rom *rom, struct rom_index *x, struct rom_file *f)
{
	struct room_def	*rm;
	size_t		 i;

	for (i = 0; i < f->area->nrooms; i++) {
		rm = &f->area->rooms[i];
		if ((rm->flags & ROOM_PET_SHOP) == 0 ||
		    rom_find(x, 0, rm->vnum + 1) != NULL)
			continue;
		import_note(rom->imp, IMPORT_BROKEN, f->name, rm->line, "pet "
		    "shop %d keeps its pets in room %d, which does not exist: "
		    "the flag is dropped", rm->vnum, rm->vnum + 1);
		rm->flags &= ~ROOM_PET_SHOP;
	}
}

void
rom_fix(struct rom *rom)
{
	struct rom_index	x;
	size_t			i;
	int			k;

	rom_index_build(rom, &x);
	for (i = 0; i < rom->nfiles; i++)
		rom_fix_exits(rom, &x, &rom->files[i]);
	for (i = 0; i < rom->nfiles; i++)
		rom_fix_petshops(rom, &x, &rom->files[i]);
	for (i = 0; i < rom->nfiles; i++) {
		rom_fix_resets(rom, &x, &rom->files[i]);
		rom_fix_shops(rom, &x, &rom->files[i]);
		rom_fix_specs(rom, &x, &rom->files[i]);
	}
	rom_prog_fix(rom, rom_fix_mob, &x);
	for (i = 0; i < rom->nfiles; i++)
		rom_fix_range(rom, &rom->files[i]);
	if (rom->nfiles > 0 && rom_find(&x, 0, WORLD_START_VNUM) == NULL)
		import_note(rom->imp, IMPORT_APPROXIMATED, rom->files[0].name,
		    0, "no room %d: the server starts players there; give the "
		    "world one before booting it (docs/import.md)",
		    WORLD_START_VNUM);
	for (k = 0; k < 3; k++)
		free(x.v[k]);
}
