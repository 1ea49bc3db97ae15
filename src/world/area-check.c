/*
 * area-check.c: loading the world named by area.lst and the checks that
 * need every area at once: overlapping ranges, vnums defined twice, and
 * exits, keys and resets pointing to nothing or to the wrong thing.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area-int.h"
#include "room.h"
#include "fileio.h"
#include "world.h"
#include "xmalloc.h"

#define WORLD_LIST_MAX	(1024 * 1024)	/* bytes in area.lst */

/* Where a vnum is defined. */
struct world_ix {
	int	vnum;
	size_t	area;
	size_t	item;
};

/*
 * The vnum indexes of a world being checked. Or, for changes of a few
 * records of the live world (live set), the live world's own maps seen
 * through the changes (chg: records made, changed or removed), and only
 * what names a record checked of the rest: the door resets of only_room,
 * the keys and resets of only_obj, the exits and resets naming a room
 * removed (gone_room) or the resets of a mobile removed (gone_mob).
 */
struct world_idx {
	struct world_ix	*rooms, *mobs, *objs;
	size_t		 nrooms, nmobs, nobjs;
	int				 live;
	const struct world_change	*chg;
	size_t				 nchg;
	int				 only_room;
	int				 only_obj;
	int				 gone_room;
	int				 gone_mob;
};

/* Any filter on: only what names one record is checked. */
static int
world_filtered(const struct world_idx *x)
{
	return (x->only_room != 0 || x->only_obj != 0 || x->gone_room != 0 ||
	    x->gone_mob != 0);
}

/*
 * A record of the changes of a live check: 1 with *rec the record made or
 * changed (NULL if removed), 0 if the changes do not touch the vnum.
 */
static int
world_changed(const struct world_idx *x, enum world_kind k, int vnum,
    const void **rec)
{
	const struct area_def	*p;
	size_t			 i, j;

	for (i = 0; i < x->nchg; i++) {
		p = x->chg[i].part;
		for (j = 0; p != NULL && k == WK_ROOM && j < p->nrooms; j++)
			if (p->rooms[j].vnum == vnum)
				return (*rec = &p->rooms[j], 1);
		for (j = 0; p != NULL && k == WK_MOB && j < p->nmobs; j++)
			if (p->mobs[j].vnum == vnum)
				return (*rec = &p->mobs[j], 1);
		for (j = 0; p != NULL && k == WK_OBJ && j < p->nobjs; j++)
			if (p->objs[j].vnum == vnum)
				return (*rec = &p->objs[j], 1);
		for (j = 0; p != NULL && k == WK_SHOP && j < p->nshops; j++)
			if (p->shops[j].keeper == vnum)
				return (*rec = &p->shops[j], 1);
		for (j = 0; j < x->chg[i].ngone[k]; j++)
			if (x->chg[i].gone[k][j] == vnum)
				return (*rec = NULL, 1);
	}
	return (0);
}

/* Order index entries by vnum, then by area and item. */
static int
world_ix_cmp(const void *a, const void *b)
{
	const struct world_ix	*x = a, *y = b;

	if (x->vnum != y->vnum)
		return (x->vnum < y->vnum ? -1 : 1);
	if (x->area != y->area)
		return (x->area < y->area ? -1 : 1);
	return (x->item < y->item ? -1 : (x->item > y->item));
}

/* The first entry for a vnum, or NULL. */
static const struct world_ix *
world_find(const struct world_ix *ix, size_t n, int vnum)
{
	size_t	lo = 0, hi = n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (ix[mid].vnum < vnum)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < n && ix[lo].vnum == vnum)
		return (&ix[lo]);
	return (NULL);
}

/* Build the sorted indexes. */
static void
world_index(const struct world_def *w, struct world_idx *x)
{
	const struct area_def	*a;
	size_t			 i, j;

	memset(x, 0, sizeof *x);
	for (i = 0; i < w->nareas; i++) {
		x->nrooms += w->areas[i].nrooms;
		x->nmobs += w->areas[i].nmobs;
		x->nobjs += w->areas[i].nobjs;
	}
	x->rooms = xreallocarray(NULL, x->nrooms + 1, sizeof *x->rooms);
	x->mobs = xreallocarray(NULL, x->nmobs + 1, sizeof *x->mobs);
	x->objs = xreallocarray(NULL, x->nobjs + 1, sizeof *x->objs);
	x->nrooms = x->nmobs = x->nobjs = 0;
	for (i = 0; i < w->nareas; i++) {
		a = &w->areas[i];
		for (j = 0; j < a->nrooms; j++)
			x->rooms[x->nrooms++] = (struct world_ix)
			    { a->rooms[j].vnum, i, j };
		for (j = 0; j < a->nmobs; j++)
			x->mobs[x->nmobs++] = (struct world_ix)
			    { a->mobs[j].vnum, i, j };
		for (j = 0; j < a->nobjs; j++)
			x->objs[x->nobjs++] = (struct world_ix)
			    { a->objs[j].vnum, i, j };
	}
	qsort(x->rooms, x->nrooms, sizeof *x->rooms, world_ix_cmp);
	qsort(x->mobs, x->nmobs, sizeof *x->mobs, world_ix_cmp);
	qsort(x->objs, x->nobjs, sizeof *x->objs, world_ix_cmp);
}

/* Report vnums defined in two areas (twice in one area is the reader's). */
static void
world_check_dups(const struct world_def *w, struct area_errs *e,
    const struct world_ix *ix, size_t n, const char *what)
{
	const struct area_def	*a, *b;
	size_t			 i;
	int			 la, lb;

	for (i = 1; i < n; i++) {
		if (ix[i].vnum != ix[i - 1].vnum || ix[i].area == ix[i - 1].area)
			continue;
		a = &w->areas[ix[i - 1].area];
		b = &w->areas[ix[i].area];
		if (what[0] == 'r') {
			la = a->rooms[ix[i - 1].item].line;
			lb = b->rooms[ix[i].item].line;
		} else if (what[0] == 'm') {
			la = a->mobs[ix[i - 1].item].line;
			lb = b->mobs[ix[i].item].line;
		} else {
			la = a->objs[ix[i - 1].item].line;
			lb = b->objs[ix[i].item].line;
		}
		area_err_addx(e, b->file, lb, "duplicate %s %d (also at %s:%d)",
		    what, ix[i].vnum, a->file, la);
	}
}

/* Report areas whose vnum ranges overlap. */
static void
world_check_ranges(const struct world_def *w, struct area_errs *e)
{
	size_t			 i, j, *order, n = 0, t;
	const struct area_def	*a, *b, *wide = NULL;

	order = xreallocarray(NULL, w->nareas + 1, sizeof *order);
	for (i = 0; i < w->nareas; i++) {
		if (w->areas[i].max_vnum > 0)
			order[n++] = i;
	}
	/* Insertion sort by first vnum: there are few areas. */
	for (i = 1; i < n; i++) {
		for (j = i; j > 0 && w->areas[order[j]].min_vnum <
		    w->areas[order[j - 1]].min_vnum; j--) {
			t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	}
	for (i = 0; i < n; i++) {
		b = &w->areas[order[i]];
		if (wide != NULL && b->min_vnum <= wide->max_vnum) {
			a = wide;
			area_err_addx(e, b->file, b->line, "vnums %d to %d "
			    "overlap those of %s (%d to %d, %s:%d)",
			    b->min_vnum, b->max_vnum,
			    a->name != NULL ? a->name : "another area",
			    a->min_vnum, a->max_vnum, a->file, a->line);
		}
		if (wide == NULL || b->max_vnum > wide->max_vnum)
			wide = b;
	}
	free(order);
}

/* The object with a vnum, or NULL. */
static const struct obj_def *
world_obj(const struct world_def *w, const struct world_idx *x, int vnum)
{
	const struct world_ix	*ix;

	const void		*rec;

	if (x->live)
		return (world_changed(x, WK_OBJ, vnum, &rec) ? rec :
		    world_obj_def(vnum));
	if ((ix = world_find(x->objs, x->nobjs, vnum)) == NULL)
		return (NULL);
	return (&w->areas[ix->area].objs[ix->item]);
}

/* Is there a mobile with a vnum? */
static int
world_mob(const struct world_idx *x, int vnum)
{
	const void	*rec;

	if (x->live)
		return (world_changed(x, WK_MOB, vnum, &rec) ? rec != NULL :
		    world_mob_def(vnum) != NULL);
	return (world_find(x->mobs, x->nmobs, vnum) != NULL);
}

/* The room with a vnum, or NULL. */
static const struct room_def *
world_room(const struct world_def *w, const struct world_idx *x, int vnum)
{
	const struct world_ix	*ix;
	const void		*rec;

	if (x->live)
		return (world_changed(x, WK_ROOM, vnum, &rec) ? rec :
		    world_room_def(vnum));
	if ((ix = world_find(x->rooms, x->nrooms, vnum)) == NULL)
		return (NULL);
	return (&w->areas[ix->area].rooms[ix->item]);
}

/* Check that vnum names an object of type key. */
static void
world_check_key(const struct world_def *w, const struct world_idx *x,
    struct area_errs *e, const char *file, int line, int vnum,
    const char *what)
{
	const struct obj_def	*o;

	if ((o = world_obj(w, x, vnum)) == NULL)
		area_err_addx(e, file, line, "key %d of %s is not an object",
		    vnum, what);
	else if (o->type != OBJ_KEY)
		area_err_addx(e, file, line, "key %d of %s is a %s, not a key",
		    vnum, what, obj_type_name(o->type));
}

/* Is a live record one the changes check in its new form (or remove)? */
static int
world_overridden(const struct world_idx *x, enum world_kind k, int vnum)
{
	const void	*rec;

	return (x->live && world_changed(x, k, vnum, &rec));
}

/*
 * Exits and keys of one room; with x->only_obj, only its exits locked by
 * that key; with x->gone_room, only its exits to that room.
 */
static void
world_check_room(const struct world_def *w, const struct world_idx *x,
    struct area_errs *e, const char *file, const struct room_def *rm)
{
	const struct exit_def	*ex;
	char			 what[64];
	int			 d;

	for (d = 0; d < DIR__COUNT; d++) {
		ex = &rm->exits[d];
		if (ex->to_vnum == -1)
			continue;
		if (x->only_obj != 0 && ex->key_vnum != x->only_obj)
			continue;
		if (x->gone_room != 0 && ex->to_vnum != x->gone_room)
			continue;
		if (x->gone_mob != 0 || x->only_room != 0)
			continue;
		/* Seen through the changes: its new self is checked. */
		if (world_filtered(x) &&
		    world_overridden(x, WK_ROOM, rm->vnum))
			return;
		if (x->only_obj == 0 && world_room(w, x, ex->to_vnum) == NULL)
			area_err_addx(e, file, ex->line, "exit %s of "
			    "room %d leads to room %d, which does not "
			    "exist", dir_name(d), rm->vnum, ex->to_vnum);
		if (x->gone_room != 0)
			continue;
		if (ex->key_vnum > 0) {
			snprintf(what, sizeof what, "exit %s of room %d",
			    dir_name(d), rm->vnum);
			world_check_key(w, x, e, file, ex->line,
			    ex->key_vnum, what);
		}
	}
}

/*
 * The room a portal leads to and its key; with x->gone_room, only if it
 * leads there; with x->only_obj, only if that is its key.
 */
static void
world_check_portal(const struct world_def *w, const struct world_idx *x,
    struct area_errs *e, const char *file, const struct obj_def *o)
{
	char	what[64];
	int	to = o->values[VAL_PORTAL_TO], key = o->values[VAL_PORTAL_KEY];

	if (x->only_room != 0 || x->gone_mob != 0 ||
	    (world_filtered(x) && world_overridden(x, WK_OBJ, o->vnum)))
		return;
	if (x->only_obj == 0 && (x->gone_room == 0 || to == x->gone_room) &&
	    world_room(w, x, to) == NULL) {
		if (to <= 0)
			area_err_addx(e, file, o->line, "portal %d leads "
			    "nowhere: give it 'to <room>'", o->vnum);
		else
			area_err_addx(e, file, o->line, "portal %d leads to "
			    "room %d, which does not exist", o->vnum, to);
	}
	if (x->gone_room == 0 && key > 0 &&
	    (x->only_obj == 0 || key == x->only_obj)) {
		snprintf(what, sizeof what, "portal %d", o->vnum);
		world_check_key(w, x, e, file, o->line, key, what);
	}
}

/* The key of a container; with x->only_obj, only if it is that key. */
static void
world_check_obj(const struct world_def *w, const struct world_idx *x,
    struct area_errs *e, const char *file, const struct obj_def *o)
{
	char	what[64];

	if (o->type == OBJ_PORTAL) {
		world_check_portal(w, x, e, file, o);
		return;
	}
	if (o->type == OBJ_CONTAINER && o->values[VAL_CONT_KEY] > 0 &&
	    !(world_filtered(x) && x->only_obj == 0) &&
	    (x->only_obj == 0 || o->values[VAL_CONT_KEY] == x->only_obj) &&
	    !(x->only_obj != 0 && world_overridden(x, WK_OBJ, o->vnum))) {
		snprintf(what, sizeof what, "container %d", o->vnum);
		world_check_key(w, x, e, file, o->line,
		    o->values[VAL_CONT_KEY], what);
	}
}

/* Exits and keys of one area's rooms and objects. */
static void
world_check_exits(const struct world_def *w, const struct world_idx *x,
    struct area_errs *e, const struct area_def *a)
{
	size_t	i;

	for (i = 0; i < a->nrooms; i++)
		world_check_room(w, x, e, a->file, &a->rooms[i]);
	for (i = 0; i < a->nobjs; i++)
		world_check_obj(w, x, e, a->file, &a->objs[i]);
}

/* Does a reset name the record being checked alone (or is it all)? */
static int
world_reset_wanted(const struct world_idx *x, const struct reset_def *rs)
{
	if (!world_filtered(x))
		return (1);
	if (x->gone_room != 0 && (((rs->kind == RESET_DOOR ||
	    rs->kind == RESET_SHUFFLE) && rs->arg1 == x->gone_room) ||
	    ((rs->kind == RESET_MOB || rs->kind == RESET_OBJ ||
	    rs->kind == RESET_REMOVE) && rs->arg2 == x->gone_room)))
		return (1);
	if (x->gone_mob != 0 && rs->kind == RESET_MOB &&
	    rs->arg1 == x->gone_mob)
		return (1);
	if (x->only_room != 0 && rs->kind == RESET_DOOR &&
	    rs->arg1 == x->only_room)
		return (1);
	if (x->only_obj != 0 && rs->kind != RESET_MOB &&
	    rs->kind != RESET_DOOR && rs->kind != RESET_SHUFFLE &&
	    (rs->arg1 == x->only_obj ||
	    (rs->kind == RESET_PUT && rs->arg2 == x->only_obj)))
		return (1);
	return (0);
}

/* One area's resets. */
static void
world_check_resets(const struct world_def *w, const struct world_idx *x,
    struct area_errs *e, const struct area_def *a)
{
	const struct reset_def	*rs;
	const struct obj_def	*o, *c;
	const struct room_def	*rm;
	size_t			 i;

	for (i = 0; i < a->nresets; i++) {
		rs = &a->resets[i];
		if (!world_reset_wanted(x, rs))
			continue;
		o = NULL;
		switch (rs->kind) {
		case RESET_MOB:
			if (!world_mob(x, rs->arg1))
				area_err_addx(e, a->file, rs->line, "reset of mob "
				    "%d, which does not exist", rs->arg1);
			if (world_room(w, x, rs->arg2) == NULL)
				area_err_addx(e, a->file, rs->line, "reset into "
				    "room %d, which does not exist", rs->arg2);
			break;
		case RESET_OBJ:
			if (world_room(w, x, rs->arg2) == NULL)
				area_err_addx(e, a->file, rs->line, "reset into "
				    "room %d, which does not exist", rs->arg2);
			/* FALLTHROUGH */
		case RESET_GIVE:
		case RESET_EQUIP:
		case RESET_PUT:
			if ((o = world_obj(w, x, rs->arg1)) == NULL)
				area_err_addx(e, a->file, rs->line, "reset of "
				    "object %d, which does not exist", rs->arg1);
			break;
		case RESET_DOOR:
			if ((rm = world_room(w, x, rs->arg1)) == NULL)
				area_err_addx(e, a->file, rs->line, "door reset "
				    "in room %d, which does not exist",
				    rs->arg1);
			else if (rs->arg2 < 0 || rs->arg2 >= DIR__COUNT ||
			    rm->exits[rs->arg2].to_vnum == -1)
				area_err_addx(e, a->file, rs->line, "room %d has "
				    "no exit %s", rs->arg1, dir_name(rs->arg2));
			else if ((rm->exits[rs->arg2].flags & EXIT_DOOR) == 0)
				area_err_addx(e, a->file, rs->line, "exit %s of "
				    "room %d has no door", dir_name(rs->arg2),
				    rs->arg1);
			break;
		case RESET_REMOVE:
			if (world_room(w, x, rs->arg2) == NULL)
				area_err_addx(e, a->file, rs->line,
				    "reset from room %d, which does not exist",
				    rs->arg2);
			if (world_obj(w, x, rs->arg1) == NULL)
				area_err_addx(e, a->file, rs->line,
				    "reset of object %d, which does not exist",
				    rs->arg1);
			break;
		case RESET_SHUFFLE:
			if (world_room(w, x, rs->arg1) == NULL)
				area_err_addx(e, a->file, rs->line, "shuffle "
				    "reset in room %d, which does not exist",
				    rs->arg1);
			break;
		}
		if (rs->kind == RESET_EQUIP && o != NULL &&
		    (rs->arg2 < 0 || rs->arg2 >= WEAR__COUNT ||
		    (o->wear & (1 << rs->arg2)) == 0))
			area_err_addx(e, a->file, rs->line, "object %d (%s) "
			    "cannot be worn on '%s'", o->vnum,
			    o->short_desc != NULL ? o->short_desc : "?",
			    wear_loc_name(rs->arg2));
		if (rs->kind == RESET_PUT) {
			if ((c = world_obj(w, x, rs->arg2)) == NULL)
				area_err_addx(e, a->file, rs->line, "reset into "
				    "object %d, which does not exist", rs->arg2);
			else if (c->type != OBJ_CONTAINER)
				area_err_addx(e, a->file, rs->line, "reset into "
				    "object %d, a %s, not a container", rs->arg2,
				    obj_type_name(c->type));
		}
	}
}

/* Have the game check each script of a list (compile it). */
static void
world_check_scripts(struct area_errs *e, const struct area_def *a,
    const struct script_def *s, size_t n)
{
	const struct world_hooks	*hooks = world_get_hooks();
	char				*msg;
	size_t				 i;
	int				 line;

	for (i = 0; i < n; i++) {
		if (s[i].source == NULL)
			continue;	/* its file was not read: reported */
		msg = NULL;
		line = s[i].line;
		if (hooks->check_script(&s[i], &line, &msg) != 0) {
			area_err_addx(e, s[i].path != NULL ? s[i].path :
			    a->file, line, "%s", msg != NULL ? msg :
			    "script error");
		}
		free(msg);
	}
}

/* A pet shop's pets are the mobiles of the room after it: it must exist. */
static void
world_check_pets(const struct world_def *w, const struct world_idx *x,
    struct area_errs *e, const struct area_def *a)
{
	size_t	i;

	for (i = 0; i < a->nrooms; i++) {
		if ((a->rooms[i].flags & ROOM_PET_SHOP) &&
		    world_room(w, x, a->rooms[i].vnum + 1) == NULL)
			area_err_addx(e, a->file, a->rooms[i].line, "pet shop "
			    "%d keeps its pets in room %d, which does not "
			    "exist", a->rooms[i].vnum, a->rooms[i].vnum + 1);
	}
}

/*
 * A questmaster stays where players find it and lets them talk; a thing
 * a fetch quest leaves in the world can be picked up.
 */
static void
world_check_quests(struct area_errs *e, const struct area_def *a)
{
	size_t	i;

	for (i = 0; i < a->nmobs; i++) {
		if (!(a->mobs[i].flags & MOB_QUESTMASTER))
			continue;
		if (a->mobs[i].flags & MOB_AGGRESSIVE)
			area_err_addx(e, a->file, a->mobs[i].line, "mob %d: a "
			    "questmaster cannot be aggressive",
			    a->mobs[i].vnum);
		if (a->mobs[i].flags & MOB_WANDER)
			area_err_addx(e, a->file, a->mobs[i].line, "mob %d: a "
			    "questmaster cannot wander (players must find "
			    "it)", a->mobs[i].vnum);
	}
	for (i = 0; i < a->nobjs; i++) {
		if ((a->objs[i].flags & ITEM_QUEST) &&
		    (a->objs[i].flags & ITEM_NO_TAKE))
			area_err_addx(e, a->file, a->objs[i].line, "object %d: "
			    "a quest thing must be taken: not no_take",
			    a->objs[i].vnum);
	}
}

/* Cross-area checks on a loaded world. */
int
world_check(struct world_def *w, char **errors)
{
	struct area_errs	e;
	struct world_idx	x;
	size_t			i;
	int			n;

	memset(&e, 0, sizeof e);
	e.file = "world";
	world_index(w, &x);
	world_check_ranges(w, &e);
	world_check_dups(w, &e, x.rooms, x.nrooms, "room");
	world_check_dups(w, &e, x.mobs, x.nmobs, "mob");
	world_check_dups(w, &e, x.objs, x.nobjs, "object");
	for (i = 0; i < w->nareas; i++) {
		world_check_exits(w, &x, &e, &w->areas[i]);
		world_check_resets(w, &x, &e, &w->areas[i]);
		world_check_pets(w, &x, &e, &w->areas[i]);
		world_check_quests(&e, &w->areas[i]);
	}
	if (world_get_hooks()->check_script != NULL) {
		for (i = 0; i < w->nareas; i++) {
			const struct area_def	*a = &w->areas[i];
			size_t			 j;

			for (j = 0; j < a->nrooms; j++)
				world_check_scripts(&e, a, a->rooms[j].scripts,
				    a->rooms[j].nscripts);
			for (j = 0; j < a->nmobs; j++)
				world_check_scripts(&e, a, a->mobs[j].scripts,
				    a->mobs[j].nscripts);
			for (j = 0; j < a->nobjs; j++)
				world_check_scripts(&e, a, a->objs[j].scripts,
				    a->objs[j].nscripts);
		}
	}
	free(x.rooms);
	free(x.mobs);
	free(x.objs);
	n = e.total;
	area_err_flush(&e, errors, 0);
	return (n);
}

/* Did an exit of a room come, go, or change its door? */
static int
world_exits_changed(const struct room_def *was, const struct room_def *now)
{
	int	d;

	for (d = 0; d < DIR__COUNT; d++) {
		if (was->exits[d].to_vnum != now->exits[d].to_vnum ||
		    was->exits[d].flags != now->exits[d].flags)
			return (1);
	}
	return (0);
}

/* The live room of an area with a vnum (its definition), or NULL. */
static const struct room_def *
world_live_room(const struct area *a, int vnum)
{
	const struct room	*r = room_find(vnum);

	return (r != NULL && r->area == a ? r->def : NULL);
}

/* The live mobile or object of an area's definition with a vnum. */
static const struct mob_def *
world_live_mob(const struct area *a, int vnum)
{
	const struct mob_def	*m = world_mob_def(vnum);

	return (m != NULL && m >= a->def->mobs &&
	    m < a->def->mobs + a->def->nmobs ? m : NULL);
}

static const struct obj_def *
world_live_obj(const struct area *a, int vnum)
{
	const struct obj_def	*o = world_obj_def(vnum);

	return (o != NULL && o >= a->def->objs &&
	    o < a->def->objs + a->def->nobjs ? o : NULL);
}

/* The area of a live record's file and line, for "also at" messages. */
static void
world_dup(struct area_errs *e, const char *file, int line, const char *what,
    int vnum, const struct area *other, int other_line)
{
	area_err_addx(e, file, line, "duplicate %s %d (also at %s:%d)", what,
	    vnum, other->def->file, other_line);
}

/* A new record's vnum taken in another area (the reader saw this one's). */
static void
world_check_new(struct area_errs *e, const struct world_change *c,
    enum world_kind k, int vnum, int line)
{
	const struct room	*r;
	const struct mob_def	*m;
	const struct obj_def	*o;
	struct area		*b;

	switch (k) {
	case WK_ROOM:
		if ((r = room_find(vnum)) != NULL && r->area != c->area)
			world_dup(e, c->part->file, line, "room", vnum,
			    r->area, r->def->line);
		break;
	case WK_MOB:
		if ((m = world_mob_def(vnum)) == NULL)
			break;
		TAILQ_FOREACH(b, &world_areas, entry)
			if (b != c->area && world_live_mob(b, vnum) == m)
				world_dup(e, c->part->file, line, "mob", vnum,
				    b, m->line);
		break;
	case WK_OBJ:
		if ((o = world_obj_def(vnum)) == NULL)
			break;
		TAILQ_FOREACH(b, &world_areas, entry)
			if (b != c->area && world_live_obj(b, vnum) == o)
				world_dup(e, c->part->file, line, "object",
				    vnum, b, o->line);
		break;
	default:
		break;
	}
}

/* Is there a room (mobile) of the change's area with a vnum, after it? */
static int
world_area_has(const struct world_change *c, enum world_kind k, int vnum)
{
	const struct area_def	*p = c->part;
	size_t			 i;

	for (i = 0; p != NULL && k == WK_ROOM && i < p->nrooms; i++)
		if (p->rooms[i].vnum == vnum)
			return (1);
	for (i = 0; p != NULL && k == WK_MOB && i < p->nmobs; i++)
		if (p->mobs[i].vnum == vnum)
			return (1);
	for (i = 0; i < c->ngone[k]; i++)
		if (c->gone[k][i] == vnum)
			return (0);
	return (k == WK_ROOM ? world_live_room(c->area, vnum) != NULL :
	    world_live_mob(c->area, vnum) != NULL);
}

/* What the reader checks of a shop against its area, after the change. */
static void
world_check_shop(struct area_errs *e,
    const struct world_change *c, const struct shop_def *sh)
{
	int	k;

	if (!world_area_has(c, WK_MOB, sh->keeper)) {
		area_err_addx(e, c->part->file, sh->line, "shop %d: no mob %d "
		    "in this area to keep it", sh->keeper, sh->keeper);
		return;
	}
	for (k = 0; k < sh->nrooms; k++) {
		if (!world_area_has(c, WK_ROOM, sh->rooms[k]))
			area_err_addx(e, c->part->file, sh->line, "shop %d "
			    "trades in room %d, which is not in this area",
			    sh->keeper, sh->rooms[k]);
	}
}

/* Exits, keys and resets of every live area, with the filter of x on. */
static void
world_check_named(struct world_idx *x, struct area_errs *e, int exits)
{
	struct area	*a;

	TAILQ_FOREACH(a, &world_areas, entry) {
		if (exits)
			world_check_exits(NULL, x, e, a->def);
		world_check_resets(NULL, x, e, a->def);
	}
	x->only_room = x->only_obj = x->gone_room = x->gone_mob = 0;
}

/* What the reader says of a reset out of order, as it reads a file. */
struct world_rstate {
	int	have_mob;
	int	last_obj;
};

static void
world_rstep(struct world_rstate *s, const struct reset_def *rs)
{
	if (rs->kind == RESET_MOB)
		s->have_mob = 1;
	else if (rs->kind == RESET_OBJ || rs->kind == RESET_GIVE ||
	    rs->kind == RESET_EQUIP)
		s->last_obj = rs->arg1;
}

/* The reader's state before reset number at (looked for backwards). */
static struct world_rstate
world_rstate_at(const struct area_def *a, size_t at)
{
	struct world_rstate	s = { 0, -1 };
	size_t			i;
	int			obj = 0;

	for (i = at; i > 0 && (!s.have_mob || !obj); i--) {
		const struct reset_def	*rs = &a->resets[i - 1];

		if (rs->kind == RESET_MOB)
			s.have_mob = 1;
		else if (!obj && (rs->kind == RESET_OBJ ||
		    rs->kind == RESET_GIVE || rs->kind == RESET_EQUIP)) {
			s.last_obj = rs->arg1;
			obj = 1;
		}
	}
	return (s);
}

/*
 * The resets from number from on, read with the state now instead of
 * was (a reset added or removed before them), until the two agree: the
 * reader's complaints about their order.
 */
static void
world_check_order(struct area_errs *e, const struct area_def *a,
    size_t from, struct world_rstate now, struct world_rstate was)
{
	static const char *const kind[] = { "mob", "object", "give", "equip",
	    "put", "door", "remove", "shuffle" };
	const struct reset_def	*rs;
	size_t			 i;

	for (i = from; i < a->nresets && (now.have_mob != was.have_mob ||
	    now.last_obj != was.last_obj); i++) {
		rs = &a->resets[i];
		if ((rs->kind == RESET_GIVE || rs->kind == RESET_EQUIP) &&
		    !now.have_mob)
			area_err_addx(e, a->file, rs->line, "'reset %s' with no "
			    "'reset mob' before it", kind[rs->kind]);
		if (rs->kind == RESET_PUT && now.last_obj == -1)
			area_err_addx(e, a->file, rs->line, "'reset put' with "
			    "no 'reset object', 'give' or 'equip' before it");
		else if (rs->kind == RESET_PUT && now.last_obj != rs->arg2)
			area_err_addx(e, a->file, rs->line, "'reset put' into "
			    "%d, but the last object placed is %d", rs->arg2,
			    now.last_obj);
		world_rstep(&now, rs);
		world_rstep(&was, rs);
	}
}

/* A reset added or removed: it, and the order of those after it. */
static void
world_check_reset_change(struct world_idx *x, struct area_errs *e,
    const struct world_change *c)
{
	const struct area_def	*a = c->area->def;
	struct area_def		 one;
	struct world_rstate	 now, was;

	now = was = world_rstate_at(a, c->reset_at);
	if (c->reset_op == WR_ADD) {
		memset(&one, 0, sizeof one);
		one.file = a->file;
		one.resets = c->part->resets;
		one.nresets = c->part->nresets;
		world_check_resets(NULL, x, e, &one);
		if (c->part->nresets == 1)
			world_rstep(&now, &c->part->resets[0]);
		world_check_order(e, a, c->reset_at, now, was);
	} else if (c->reset_at < a->nresets) {
		world_rstep(&was, &a->resets[c->reset_at]);
		world_check_order(e, a, c->reset_at + 1, now, was);
	}
}

/* What named a record removed, and what it held up. */
static void
world_check_gone(struct world_idx *x, struct area_errs *e,
    const struct world_change *c, enum world_kind k, int vnum)
{
	const struct area_def	*a = c->area->def;
	const struct mob_def	*m;
	const void		*rec;
	size_t			 i;
	int			 j;

	switch (k) {
	case WK_ROOM:
		if (vnum == WORLD_START_VNUM)
			area_err_addx(e, a->file, 0, "room %d, where players "
			    "start and recall to, cannot go", vnum);
		x->gone_room = vnum;
		world_check_named(x, e, 1);
		for (i = 0; i < a->nshops; i++) {
			if (world_changed(x, WK_SHOP, a->shops[i].keeper,
			    &rec))
				continue;
			for (j = 0; j < a->shops[i].nrooms; j++)
				if (a->shops[i].rooms[j] == vnum)
					area_err_addx(e, a->file,
					    a->shops[i].line, "shop %d trades "
					    "in room %d, which is not in this "
					    "area", a->shops[i].keeper, vnum);
		}
		break;
	case WK_MOB:
		x->gone_mob = vnum;
		world_check_named(x, e, 0);
		if ((m = world_live_mob(c->area, vnum)) != NULL &&
		    m->shop != NULL && !world_changed(x, WK_SHOP, vnum, &rec))
			area_err_addx(e, a->file, m->shop->line, "shop %d: no "
			    "mob %d in this area to keep it", vnum, vnum);
		break;
	case WK_OBJ:
		x->only_obj = vnum;
		world_check_named(x, e, 1);
		break;
	default:
		break;
	}
}

int
world_check_change(const struct world_change *chg, size_t nchg,
    char **errors)
{
	const struct world_hooks	*hooks = world_get_hooks();
	const struct world_change	*c;
	const struct area_def		*p;
	const struct room_def		*rm, *was;
	const struct obj_def		*o, *owas;
	struct area_errs		 e;
	struct world_idx		 x;
	size_t				 i, j;
	int				 n, k;

	memset(&e, 0, sizeof e);
	e.file = "world";
	memset(&x, 0, sizeof x);
	x.live = 1;
	x.chg = chg;
	x.nchg = nchg;
	for (i = 0; i < nchg; i++) {
		c = &chg[i];
		p = c->part;
		for (j = 0; p != NULL && j < p->nrooms; j++) {
			rm = &p->rooms[j];
			if ((was = world_live_room(c->area, rm->vnum)) == NULL)
				world_check_new(&e, c, WK_ROOM, rm->vnum,
				    rm->line);
			world_check_room(NULL, &x, &e, p->file, rm);
			/* Nothing of the checked world names a new room. */
			if (was != NULL && world_exits_changed(was, rm)) {
				x.only_room = rm->vnum;
				world_check_named(&x, &e, 0);
			}
			if (hooks->check_script != NULL)
				world_check_scripts(&e, p, rm->scripts,
				    rm->nscripts);
		}
		for (j = 0; p != NULL && j < p->nmobs; j++) {
			if (world_live_mob(c->area, p->mobs[j].vnum) == NULL)
				world_check_new(&e, c, WK_MOB, p->mobs[j].vnum,
				    p->mobs[j].line);
			if (hooks->check_script != NULL)
				world_check_scripts(&e, p, p->mobs[j].scripts,
				    p->mobs[j].nscripts);
		}
		for (j = 0; p != NULL && j < p->nobjs; j++) {
			o = &p->objs[j];
			if ((owas = world_live_obj(c->area, o->vnum)) == NULL)
				world_check_new(&e, c, WK_OBJ, o->vnum,
				    o->line);
			world_check_obj(NULL, &x, &e, p->file, o);
			if (owas != NULL && (owas->type != o->type ||
			    owas->wear != o->wear)) {
				x.only_obj = o->vnum;
				world_check_named(&x, &e, 1);
			}
			if (hooks->check_script != NULL)
				world_check_scripts(&e, p, o->scripts,
				    o->nscripts);
		}
		for (j = 0; p != NULL && j < p->nshops; j++)
			world_check_shop(&e, c, &p->shops[j]);
		for (k = 0; k < WK__COUNT; k++)
			for (j = 0; j < c->ngone[k]; j++)
				world_check_gone(&x, &e, c, k, c->gone[k][j]);
		if (c->reset_op != WR_NONE)
			world_check_reset_change(&x, &e, c);
	}
	n = e.total;
	area_err_flush(&e, errors, 0);
	return (n);
}

/* Load every area in dir/area.lst and check the world. */
struct world_def *
world_load(const char *dir, char **errors, int *nerrors)
{
	struct world_def	*w;
	struct area_def		*a;
	struct area_errs	 e;
	char			*list, *path, *apath, *line, *next, *name, *why;
	char			*end;
	char			**seen = NULL;
	size_t			 len, nseen = 0, i;
	int			 lineno = 0, n, total = 0;

	memset(&e, 0, sizeof e);
	xasprintf(&path, "%s/area.lst", dir);
	e.file = path;
	if ((list = fileio_read(path, WORLD_LIST_MAX, &len, &why)) == NULL) {
		area_err_add(&e, 0, "%s", why);
		free(why);
		if (nerrors != NULL)
			*nerrors = e.total;
		area_err_flush(&e, errors, 0);
		free(path);
		return (NULL);
	}
	w = xcalloc(1, sizeof *w);
	for (line = list; line != NULL && *line != '\0'; line = next) {
		lineno++;
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		while (*line == ' ' || *line == '\t')
			line++;
		end = line + strlen(line);
		while (end > line && (end[-1] == ' ' || end[-1] == '\t' ||
		    end[-1] == '\r'))
			*--end = '\0';
		if (*line == '\0' || *line == '#')
			continue;
		name = line;
		if (strpbrk(name, " \t") != NULL || *name == '/' ||
		    strstr(name, "..") != NULL) {
			area_err_add(&e, lineno, "'%s' is not a file name in "
			    "the area directory (one name per line)", name);
			continue;
		}
		for (i = 0; i < nseen; i++) {
			if (strcmp(seen[i], name) == 0)
				break;
		}
		if (i < nseen) {
			area_err_add(&e, lineno, "%s is listed twice", name);
			continue;
		}
		seen = xgrow_count(seen, nseen, sizeof *seen);
		seen[nseen++] = xstrdup(name);

		xasprintf(&apath, "%s/%s", dir, name);
		a = area_load(apath, errors, &n);
		free(apath);
		total += n;
		if (a == NULL) {
			area_err_add(&e, lineno, "cannot read %s", name);
			continue;
		}
		world_add(w, a);
	}
	for (i = 0; i < nseen; i++)
		free(seen[i]);
	free(seen);
	free(list);
	total += e.total;
	area_err_flush(&e, errors, 0);
	free(path);
	total += world_check(w, errors);
	if (nerrors != NULL)
		*nerrors = total;
	return (w);
}
