/*
 * import-circle-reset.c: what follows from the zone commands, the shops
 * and the DG scripts once every file is read: zone commands made resets
 * with their nesting kept (what depended on a dropped command goes with
 * it), shops made shop blocks with their stock given to the keeper, and
 * simple DG scripts made Lua scripts where their T lines attach them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "growbuf.h"
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
	int	mob;		/* the mobile of the last M kept, or 0 */
};

/*
 * A zone's T (tbaMUD): attach DG trigger arg[1] to the mobile of the
 * last M (type 0), the object of the last O, G or E (1) or room arg[2]
 * (2). Here it goes on the prototype, every copy of which runs it (a
 * room's is the same thing); the script becomes what the DG reader
 * makes of it, as a T line in the world files would.
 */
static int
build_trigger(struct circle *c, struct circle_zone *z, struct circle_cmd *k,
    struct build_state *st)
{
	static const int	 kinds[] = { SCRIPT_MOB, SCRIPT_OBJ,
				    SCRIPT_ROOM };
	struct circle_attach	*at;
	const char		*f = z->file;
	size_t			 i;
	int			 type, thing;

	if (k->nargs < 2 || k->arg[0] < 0 || k->arg[0] > 2 ||
	    (k->arg[0] == 2 && k->nargs < 3)) {
		import_note(c->imp, IMPORT_BROKEN, f, k->line, "zone %d: T "
		    "wants a type (0 mobile, 1 object, 2 room), a trigger "
		    "and, for a room, the room: dropped", z->vnum);
		return (-1);
	}
	type = k->arg[0];
	thing = type == 0 ? (st->mob_ok ? st->mob : 0) : type == 1 ?
	    st->obj : k->arg[2];
	if (thing == 0 || (type == 2 && circle_find_room(c, thing) == NULL)) {
		import_note(c->imp, IMPORT_BROKEN, f, k->line, "zone %d: T "
		    "attaches trigger %d to %s: dropped", z->vnum, k->arg[1],
		    type == 0 ? "no mobile (no M kept before it)" : type == 1 ?
		    "no object (no O, G or E kept before it)" :
		    "a room that does not exist");
		return (-1);
	}
	for (i = 0; i < c->nattach; i++) {
		at = &c->attach[i];
		if (at->kind == kinds[type] && at->thing == thing &&
		    at->trig == k->arg[1]) {
			import_note(c->imp, IMPORT_APPROXIMATED, f, k->line,
			    "zone %d: T attaches trigger %d to %d, which has "
			    "it already (%s:%d): once is kept", z->vnum,
			    k->arg[1], thing, at->file, at->line);
			return (0);
		}
	}
	c->attach = xgrow(c->attach, &c->aattach, c->nattach + 1,
	    sizeof *c->attach);
	at = &c->attach[c->nattach++];
	at->kind = kinds[type];
	at->thing = thing;
	at->trig = k->arg[1];
	at->file = f;
	at->line = k->line;
	if (type != 2)
		import_note(c->imp, IMPORT_APPROXIMATED, f, k->line, "zone %d: "
		    "T attaches trigger %d to %s %d as loaded; here it is on "
		    "the %s itself, so every copy of it runs it", z->vnum,
		    k->arg[1], type == 0 ? "mobile" : "object", thing,
		    type == 0 ? "mobile" : "object");
	return (0);
}

/* The longest value a script variable holds (area/SCRIPTING.md). */
#define CIRCLE_VAR_VALUE_MAX	256

static int	build_script_list(struct circle *, int, int,
		    struct script_def ***, size_t **, unsigned int **);

/*
 * A zone's V (tbaMUD): set DG variable name to value at reset on the
 * mobile of the last M (type 0), the object of the last O, G or E (1),
 * or room arg[2] (2). Here a Lua script does it: 'load' on the mobile or
 * object (each copy, when made), 'reset' on the room.
 */
static int
build_var(struct circle *c, struct circle_zone *z, struct circle_cmd *k,
    struct build_state *st)
{
	static const int	 kinds[] = { SCRIPT_MOB, SCRIPT_OBJ,
				    SCRIPT_ROOM };
	static const char *const what[] = { "mobile", "object", "room" };
	struct script_def	**list, *sc;
	unsigned int		*mask;
	size_t			*n;
	struct growbuf		 lua;
	char			 name[64], *value;
	int			 type, thing, trig;

	if (k->nargs < 3 || k->text == NULL || k->arg[0] < 0 ||
	    k->arg[0] > 2) {
		import_note(c->imp, IMPORT_BROKEN, z->file, k->line, "zone %d: "
		    "V wants a type (0 mobile, 1 object, 2 room), a context, "
		    "a room, a name and a value: dropped", z->vnum);
		return (-1);
	}
	type = k->arg[0];
	thing = type == 0 ? (st->mob_ok ? st->mob : 0) : type == 1 ?
	    st->obj : k->arg[2];
	trig = type == 2 ? TRIG_RESET : TRIG_LOAD;
	snprintf(name, sizeof name, "%.*s", (int)strcspn(k->text, " "),
	    k->text);
	value = k->text + strcspn(k->text, " ");
	value += *value == ' ';
	if (thing == 0 || build_script_list(c, kinds[type], thing, &list, &n,
	    &mask) != 0) {
		import_note(c->imp, IMPORT_BROKEN, z->file, k->line, "zone %d: "
		    "V sets '%s' on a %s that is not there: dropped",
		    z->vnum, name, what[type]);
		return (-1);
	}
	if (*n >= SCRIPTS_MAX) {
		import_note(c->imp, IMPORT_LEFT_OUT, z->file, k->line, "zone "
		    "%d: V sets '%s' on %s %d, which has %d scripts already: "
		    "left out", z->vnum, name, what[type], thing, SCRIPTS_MAX);
		return (0);
	}
	/* A value past the variable's 256 bytes is cut, as the game would. */
	memset(&lua, 0, sizeof lua);
	growbuf_puts(&lua, "self:set(");
	import_lua_string(&lua, name, strlen(name));
	growbuf_puts(&lua, ", ");
	import_lua_string(&lua, value, strnlen(value, CIRCLE_VAR_VALUE_MAX));
	growbuf_puts(&lua, ")\n");
	*list = xreallocarray(*list, *n + 1, sizeof **list);
	sc = &(*list)[(*n)++];
	memset(sc, 0, sizeof *sc);
	sc->trigger = trig;
	sc->source = growbuf_take(&lua, NULL);
	*mask |= 1u << trig;
	import_note(c->imp, IMPORT_MAPPED, z->file, k->line, "zone %d: V "
	    "sets DG variable '%s' on %s %d: a Lua '%s' script sets it%s",
	    z->vnum, name, what[type], thing, script_trigger_name(trig),
	    type == 2 ? " at each reset" : " on each copy made");
	return (0);
}

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
		if (circle_find_mob(c, k->arg[0]) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "M loads mobile %d, which does not exist: "
			    "dropped", z->vnum, k->arg[0]);
			return (-1);
		}
		if (circle_find_room(c, k->arg[2]) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "M loads into room %d, which does not exist: "
			    "dropped", z->vnum, k->arg[2]);
			return (-1);
		}
		build_reset(a, RESET_MOB, k->arg[0], k->arg[2],
		    (int)circle_clamp(k->arg[1], 1, 1000), line);
		st->mob_ok = 1;
		st->mob = k->arg[0];
		return (0);
	case 'O':
		st->obj = 0;
		if (circle_find_obj(c, k->arg[0]) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "O loads object %d, which does not exist: "
			    "dropped", z->vnum, k->arg[0]);
			return (-1);
		}
		if (circle_find_room(c, k->arg[2]) == NULL) {
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
		if ((o = circle_find_obj(c, k->arg[0])) == NULL) {
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
		if ((o = circle_find_obj(c, k->arg[0])) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "P of object %d, which does not exist: dropped",
			    z->vnum, k->arg[0]);
			return (-1);
		}
		if ((box = circle_find_obj(c, k->arg[2])) == NULL) {
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
		if ((r = circle_find_room(c, k->arg[0])) == NULL) {
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
		if (circle_find_room(c, k->arg[0]) == NULL ||
		    circle_find_obj(c, k->arg[1]) == NULL) {
			import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: "
			    "R removes object %d from room %d, one of which "
			    "does not exist: dropped", z->vnum, k->arg[1],
			    k->arg[0]);
			return (-1);
		}
		build_reset(a, RESET_REMOVE, k->arg[1], k->arg[0], 0, line);
		return (0);
	case 'T':
		return (build_trigger(c, z, k, st));
	case 'V':
		return (build_var(c, z, k, st));
	default:
		import_note(c->imp, IMPORT_BROKEN, f, line, "zone %d: unknown "
		    "command '%c': dropped", z->vnum, k->cmd);
		return (-1);
	}
}

/* A zone's commands as resets, with their nesting. */
void
circle_resets(struct circle *c, struct circle_zone *z)
{
	struct build_state	 st = { 1, 0, 0, 0, 0 };
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
void
circle_shop(struct circle *c, struct circle_areas *all, struct circle_shop *s,
    int **keepers, size_t *nkeepers)
{
	struct area_def		*a, *ka = NULL;
	struct shop_def		*sh;
	size_t			 i, j, at = 0;
	int			 k;

	if (circle_find_mob(c, s->keeper) == NULL) {
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
	a = circle_area_of(all, s->keeper);
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
		if (circle_find_room(c, k) == NULL)
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
		if (circle_find_obj(c, k) == NULL)
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

	if (kind == SCRIPT_ROOM && (r = circle_find_room(c, vnum)) != NULL) {
		*list = &r->d.scripts;
		*n = &r->d.nscripts;
		*mask = &r->d.triggers;
	} else if (kind == SCRIPT_MOB && (m = circle_find_mob(c, vnum)) != NULL) {
		*list = &m->d.scripts;
		*n = &m->d.nscripts;
		*mask = &m->d.triggers;
	} else if (kind == SCRIPT_OBJ && (o = circle_find_obj(c, vnum)) != NULL) {
		*list = &o->d.scripts;
		*n = &o->d.nscripts;
		*mask = &o->d.triggers;
	} else
		return (-1);
	return (0);
}

/* The DG scripts attached by 'T' lines, as their Lua scripts. */
void
circle_scripts(struct circle *c)
{
	static const int	 kinds[] = { SCRIPT_MOB, SCRIPT_OBJ,
				    SCRIPT_ROOM };
	static const char *const what[] = { "room", "mobile", "object" };
	struct circle_attach	*at;
	struct circle_trig	*t;
	struct script_def	**list, *sc;
	unsigned int		*mask;
	size_t			 i, j, k, *n;

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
		if (t->dg.ns == 0) {
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
		for (k = 0; k < t->dg.ns; k++) {
			if (!script_trigger_allowed(at->kind,
			    t->dg.s[k].trigger))
				continue;
			if (*n >= SCRIPTS_MAX) {
				import_note(c->imp, IMPORT_LEFT_OUT, at->file,
				    at->line, "%s %d: more than %d scripts: DG "
				    "trigger %d left out", what[at->kind],
				    at->thing, SCRIPTS_MAX, at->trig);
				break;
			}
			*list = xreallocarray(*list, *n + 1, sizeof **list);
			sc = &(*list)[(*n)++];
			memset(sc, 0, sizeof *sc);
			sc->trigger = t->dg.s[k].trigger;
			sc->args = t->dg.s[k].args != NULL ?
			    xstrdup(t->dg.s[k].args) : NULL;
			sc->number = sc->args != NULL ? atoi(sc->args) :
			    sc->trigger == TRIG_HOUR ? -1 : sc->trigger ==
			    TRIG_FIGHT ? 100 : sc->trigger == TRIG_BRIBE ? 1 : 0;
			sc->source = xstrdup(t->dg.s[k].lua);
			*mask |= 1u << sc->trigger;
		}
		import_note(c->imp, IMPORT_MAPPED, at->file, at->line, "%s %d: "
		    "DG trigger %d '%s' carried over as a Lua '%s' script",
		    what[at->kind], at->thing, at->trig, t->name,
		    script_trigger_name(t->dg.s[0].trigger));
	}
}
