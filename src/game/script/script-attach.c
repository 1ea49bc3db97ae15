/*
 * script-attach.c: scripts attached to a thing, or detached from it, by
 * scripts (DG's attach and detach).
 *
 * A script has no number of its own: it is named by where it is written,
 * "<room|mob|obj> <vnum> <n>" (the n-th script of that room or of that
 * prototype, from 1) or "<kind> <vnum> <trigger>" (its first script of
 * that trigger). A thing keeps the names of the scripts attached to it
 * (SCRIPT_ATTACHED_MAX at most) as text, "kind vnum n" a line, and looks
 * each one up again when it runs, so a reload of the area that holds the
 * script changes what runs and never leaves a pointer behind; a script
 * gone from its place no longer runs. A thing's own scripts (of its
 * prototype or room) are detached by a bit each. Attached scripts run in
 * the Lua state of the area they are written in, with its budgets, and
 * last as long as the thing (not saved, as in DG).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "character.h"
#include "edit.h"
#include "eqtypes.h"
#include "object.h"
#include "room.h"
#include "script-int.h"
#include "world.h"
#include "xmalloc.h"

static const char *const script_kind_names[] = { "room", "mob", "obj" };

/* The scripts written on a room or a prototype, and how many. */
static const struct script_def *
script_attach_list(int kind, int vnum, size_t *n)
{
	const struct room_def	*rd;
	const struct mob_def	*md;
	const struct obj_def	*od;
	struct room		*room;

	*n = 0;
	switch (kind) {
	case SCRIPT_ROOM:
		if ((room = room_find(vnum)) == NULL)
			return (NULL);
		rd = room->def;
		*n = rd->nscripts;
		return (rd->scripts);
	case SCRIPT_MOB:
		if ((md = world_mob_def(vnum)) == NULL)
			return (NULL);
		*n = md->nscripts;
		return (md->scripts);
	case SCRIPT_OBJ:
		if ((od = world_obj_def(vnum)) == NULL)
			return (NULL);
		*n = od->nscripts;
		return (od->scripts);
	}
	return (NULL);
}

/* The script a name gives, with where it is written; NULL and why. */
const struct script_def *
script_attach_find(const char *name, int *kind, int *vnum, int *index,
    const char **why)
{
	const struct script_def	*s;
	char			 k[8], which[32];
	size_t			 n, i;
	int			 t;

	*why = "a script is named \"<room|mob|obj> <vnum> <n or trigger>\"";
	if (strlen(name) > 64 || sscanf(name, "%7s %d %31s", k, vnum,
	    which) != 3)
		return (NULL);
	for (*kind = 0; *kind < 3; (*kind)++) {
		if (strcasecmp(k, script_kind_names[*kind]) == 0)
			break;
	}
	if (*kind == 3)
		return (NULL);
	*why = "no such room or prototype, or it has no scripts";
	if ((s = script_attach_list(*kind, *vnum, &n)) == NULL || n == 0)
		return (NULL);
	*why = "it has no such script";
	if (which[0] >= '0' && which[0] <= '9') {
		i = (size_t)strtoul(which, NULL, 10);
		if (i < 1 || i > n)
			return (NULL);
		*index = (int)i - 1;
		return (&s[i - 1]);
	}
	if ((t = script_trigger_lookup(which)) < 0)
		return (NULL);
	for (i = 0; i < n; i++) {
		if ((int)s[i].trigger == t) {
			*index = (int)i;
			return (&s[i]);
		}
	}
	return (NULL);
}

/* Where a thing keeps what is attached and detached; NULL: a player. */
static char **
script_attach_text(struct eq_ref r, unsigned **detached)
{
	switch (r.kind) {
	case EQ_CHARACTER:
		if (eq_ch(r)->mob == NULL)
			return (NULL);
		*detached = &eq_ch(r)->script_detached;
		return (&eq_ch(r)->script_attached);
	case EQ_OBJECT:
		*detached = &eq_obj(r)->script_detached;
		return (&eq_obj(r)->script_attached);
	case EQ_ROOM:
		*detached = &eq_room(r)->script_detached;
		return (&eq_room(r)->script_attached);
	default:
		return (NULL);
	}
}

/* The area a script written at (kind, vnum) belongs to. */
static struct area *
script_attach_home(int kind, int vnum)
{
	struct room	*room;

	if (kind == SCRIPT_ROOM)
		return ((room = room_find(vnum)) != NULL ? room->area : NULL);
	return (edit_area_of(vnum));
}

size_t
script_attach_count(struct eq_ref r, unsigned *triggers)
{
	unsigned	*det;
	char		**text = script_attach_text(r, &det), *p;
	const struct script_def *s;
	const char	*why;
	size_t		 n = 0;
	int		 kind, vnum, index;
	char		 line[64];

	*triggers = 0;
	if (text == NULL || *text == NULL)
		return (0);
	for (p = *text; *p != '\0'; p = strchr(p, '\n') + 1) {
		snprintf(line, sizeof line, "%.*s", (int)strcspn(p, "\n"), p);
		if ((s = script_attach_find(line, &kind, &vnum, &index,
		    &why)) != NULL)
			*triggers |= 1U << s->trigger;
		n++;
	}
	return (n);
}

const struct script_def *
script_attach_at(struct eq_ref r, size_t i, size_t own)
{
	unsigned		*det;
	char			**text = script_attach_text(r, &det), *p;
	const struct script_def	*s;
	const char		*why;
	int			 kind, vnum, index;
	char			 line[64];

	if (text == NULL)
		return (NULL);
	if (i < own)
		return (NULL);
	i -= own;
	for (p = *text; p != NULL && *p != '\0'; p = strchr(p, '\n') + 1) {
		if (i-- > 0)
			continue;
		snprintf(line, sizeof line, "%.*s", (int)strcspn(p, "\n"), p);
		if ((s = script_attach_find(line, &kind, &vnum, &index,
		    &why)) == NULL)
			return (NULL);
		/* It runs in the state of the area it is written in. */
		if (s->compiled == NULL)
			(void)script_prog_in(s, script_attach_home(kind,
			    vnum));
		return (s);
	}
	return (NULL);
}

int
script_detached(struct eq_ref r, size_t i)
{
	unsigned	*det;
	char		**text = script_attach_text(r, &det);

	return (text != NULL && i < 32 && (*det & (1U << i)) != 0);
}

/* Is this script one of the thing's own (its prototype's or room's)? */
static int
script_attach_own(struct eq_ref r, int kind, int vnum)
{
	switch (r.kind) {
	case EQ_CHARACTER:
		return (kind == SCRIPT_MOB && eq_ch(r)->mob->vnum == vnum);
	case EQ_OBJECT:
		return (kind == SCRIPT_OBJ && eq_obj(r)->vnum == vnum);
	case EQ_ROOM:
		return (kind == SCRIPT_ROOM && eq_room(r)->vnum == vnum);
	}
	return (0);
}

/* The kind of script a thing may run (for the triggers it may have). */
static int
script_attach_kind(struct eq_ref r)
{
	return (r.kind == EQ_ROOM ? SCRIPT_ROOM : r.kind == EQ_CHARACTER ?
	    SCRIPT_MOB : SCRIPT_OBJ);
}

/*
 * x:attach(name): the script runs on x too, from now on (its random and
 * hour events start); true, or false and why (a player, a trigger x may
 * not have, already there, SCRIPT_ATTACHED_MAX already).
 */
static int
script_attach_fn(lua_State *L)
{
	struct eq_ref		 r = script_api_ref(L, 1);
	const char		*name = luaL_checkstring(L, 2), *why;
	const struct script_def	*s;
	unsigned		*det, bits;
	char			**text, line[64];
	int			 kind, vnum, index;

	if (r.kind == EQ_NONE || (text = script_attach_text(r, &det)) ==
	    NULL) {
		lua_pushboolean(L, 0);
		lua_pushliteral(L, "scripts attach to mobiles, objects and "
		    "rooms");
		return (2);
	}
	if ((s = script_attach_find(name, &kind, &vnum, &index, &why)) ==
	    NULL)
		goto refused;
	why = "that thing may not have that trigger";
	if (!script_trigger_allowed(script_attach_kind(r), (int)s->trigger))
		goto refused;
	if (script_attach_own(r, kind, vnum)) {
		/* One of its own: attaching it again undoes a detach. */
		*det &= ~(1U << index);
		script_started(r);
		lua_pushboolean(L, 1);
		return (1);
	}
	snprintf(line, sizeof line, "%s %d %d\n", script_kind_names[kind],
	    vnum, index + 1);
	why = "it is attached already";
	if (*text != NULL && (strncmp(*text, line, strlen(line)) == 0 ||
	    strstr(*text, line) != NULL))
		goto refused;
	why = "a thing has 8 attached scripts at most";
	if (script_attach_count(r, &bits) >= SCRIPT_ATTACHED_MAX)
		goto refused;
	if (*text == NULL)
		*text = xstrdup(line);
	else {
		char	*both;

		xasprintf(&both, "%s%s", *text, line);
		free(*text);
		*text = both;
	}
	script_started(r);
	lua_pushboolean(L, 1);
	return (1);
refused:
	lua_pushboolean(L, 0);
	lua_pushstring(L, why);
	return (2);
}

/*
 * x:detach(name): the script no longer runs on x (one attached, or one
 * of its own); true if it did.
 */
static int
script_detach_fn(lua_State *L)
{
	struct eq_ref		 r = script_api_ref(L, 1);
	const char		*name = luaL_checkstring(L, 2), *why;
	const struct script_def	*s;
	unsigned		*det;
	char			**text, line[64], *at;
	int			 kind, vnum, index;

	if (r.kind == EQ_NONE || (text = script_attach_text(r, &det)) ==
	    NULL || (s = script_attach_find(name, &kind, &vnum, &index,
	    &why)) == NULL) {
		lua_pushboolean(L, 0);
		return (1);
	}
	if (script_attach_own(r, kind, vnum)) {
		lua_pushboolean(L, !(*det & (1U << index)));
		*det |= 1U << index;
		return (1);
	}
	snprintf(line, sizeof line, "%s %d %d\n", script_kind_names[kind],
	    vnum, index + 1);
	for (at = *text; at != NULL && (at = strstr(at, line)) != NULL;
	    at++) {
		if (at == *text || at[-1] == '\n')
			break;
	}
	if (at == NULL) {
		lua_pushboolean(L, 0);
		return (1);
	}
	memmove(at, at + strlen(line), strlen(at + strlen(line)) + 1);
	if (**text == '\0') {
		free(*text);
		*text = NULL;
	}
	lua_pushboolean(L, 1);
	return (1);
}

/* x:scripts(): the names of the scripts attached to x, a list. */
static int
script_attached_fn(lua_State *L)
{
	struct eq_ref	 r = script_api_ref(L, 1);
	unsigned	*det;
	char		**text, *p;
	int		 n = 0;

	lua_newtable(L);
	if (r.kind == EQ_NONE || (text = script_attach_text(r, &det)) ==
	    NULL || *text == NULL)
		return (1);
	for (p = *text; *p != '\0'; p = strchr(p, '\n') + 1) {
		lua_pushlstring(L, p, strcspn(p, "\n"));
		lua_rawseti(L, -2, ++n);
	}
	return (1);
}

/* Add attach, detach and attached to a handle type's methods (on top). */
void
script_attach_open(lua_State *L)
{
	lua_pushcfunction(L, script_attach_fn);
	lua_setfield(L, -2, "attach");
	lua_pushcfunction(L, script_detach_fn);
	lua_setfield(L, -2, "detach");
	lua_pushcfunction(L, script_attached_fn);
	lua_setfield(L, -2, "attached");
}
