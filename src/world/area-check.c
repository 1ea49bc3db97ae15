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
 * The vnum indexes of a world being checked. Or, for one record of the
 * live world changed in place (live set), the live world's own maps with
 * the changed room or object in place of its old self, and only what
 * names the record (only_room, only_obj) checked of the rest.
 */
struct world_idx {
	struct world_ix	*rooms, *mobs, *objs;
	size_t		 nrooms, nmobs, nobjs;
	int			 live;
	const struct room_def	*room;
	const struct obj_def	*obj;
	int			 only_room;
	int			 only_obj;
};

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

	if (x->live)
		return (x->obj != NULL && x->obj->vnum == vnum ? x->obj :
		    world_obj_def(vnum));
	if ((ix = world_find(x->objs, x->nobjs, vnum)) == NULL)
		return (NULL);
	return (&w->areas[ix->area].objs[ix->item]);
}

/* Is there a mobile with a vnum? */
static int
world_mob(const struct world_idx *x, int vnum)
{
	if (x->live)
		return (world_mob_def(vnum) != NULL);
	return (world_find(x->mobs, x->nmobs, vnum) != NULL);
}

/* The room with a vnum, or NULL. */
static const struct room_def *
world_room(const struct world_def *w, const struct world_idx *x, int vnum)
{
	const struct world_ix	*ix;

	if (x->live)
		return (x->room != NULL && x->room->vnum == vnum ? x->room :
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

/*
 * Exits and keys of one room; with x->only_obj, only its exits locked by
 * that key.
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
		if (x->only_obj == 0 && world_room(w, x, ex->to_vnum) == NULL)
			area_err_addx(e, file, ex->line, "exit %s of "
			    "room %d leads to room %d, which does not "
			    "exist", dir_name(d), rm->vnum, ex->to_vnum);
		if (ex->key_vnum > 0) {
			snprintf(what, sizeof what, "exit %s of room %d",
			    dir_name(d), rm->vnum);
			world_check_key(w, x, e, file, ex->line,
			    ex->key_vnum, what);
		}
	}
}

/* The key of a container; with x->only_obj, only if it is that key. */
static void
world_check_obj(const struct world_def *w, const struct world_idx *x,
    struct area_errs *e, const char *file, const struct obj_def *o)
{
	char	what[64];

	if (o->type == OBJ_CONTAINER && o->values[VAL_CONT_KEY] > 0 &&
	    (x->only_obj == 0 || o->values[VAL_CONT_KEY] == x->only_obj)) {
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
	if (x->only_room == 0 && x->only_obj == 0)
		return (1);
	if (x->only_room != 0 && rs->kind == RESET_DOOR &&
	    rs->arg1 == x->only_room)
		return (1);
	if (x->only_obj != 0 && rs->kind != RESET_MOB &&
	    rs->kind != RESET_DOOR && (rs->arg1 == x->only_obj ||
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

/*
 * The checks of world_check for one record of the live world changed in
 * place: its own exits, keys and scripts against the live world, and only
 * when what others rely on changed (a room's exits and doors; an object's
 * type or wear), the resets and exits elsewhere that name it. The work
 * follows the record, not the world, for every other edit.
 */
int
world_check_one(const struct area_def *one, const struct room_def *old_room,
    const struct obj_def *old_obj, char **errors)
{
	const struct world_hooks	*hooks = world_get_hooks();
	struct area_errs		 e;
	struct world_idx		 x;
	struct area			*a;
	int				 n;

	memset(&e, 0, sizeof e);
	e.file = "world";
	memset(&x, 0, sizeof x);
	x.live = 1;
	if (one->nrooms == 1) {
		x.room = &one->rooms[0];
		world_check_room(NULL, &x, &e, one->file, x.room);
		if (old_room == NULL || world_exits_changed(old_room, x.room)) {
			x.only_room = x.room->vnum;
			TAILQ_FOREACH(a, &world_areas, entry)
				world_check_resets(NULL, &x, &e, a->def);
		}
		if (hooks->check_script != NULL)
			world_check_scripts(&e, one, x.room->scripts,
			    x.room->nscripts);
	} else if (one->nobjs == 1) {
		x.obj = &one->objs[0];
		world_check_obj(NULL, &x, &e, one->file, x.obj);
		if (old_obj == NULL || old_obj->type != x.obj->type ||
		    old_obj->wear != x.obj->wear) {
			x.only_obj = x.obj->vnum;
			TAILQ_FOREACH(a, &world_areas, entry) {
				world_check_exits(NULL, &x, &e, a->def);
				world_check_resets(NULL, &x, &e, a->def);
			}
		}
		if (hooks->check_script != NULL)
			world_check_scripts(&e, one, x.obj->scripts,
			    x.obj->nscripts);
	} else if (one->nmobs == 1 && hooks->check_script != NULL)
		world_check_scripts(&e, one, one->mobs[0].scripts,
		    one->mobs[0].nscripts);
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
