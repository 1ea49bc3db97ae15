/*
 * script-api-world.c: what a script reads of a room and does to one
 * beyond script-api.c (sector, exits, echoes to the area and the rooms
 * around, purge and teleport of all in it), and the globals that reach
 * the whole world: things and rooms by vnum, name or id, a line to the
 * staff's log (DG's mlog), random numbers, and variables kept per script
 * on its thing (DG's global).
 *
 * A search of the whole world walks the lists of characters or objects,
 * and is charged to the call's instruction budget a step a thing, as the
 * string functions charge theirs; an echo to an area walks the players
 * alone. Every line counts against the call's SCRIPT_MESSAGES_MAX.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "eqtypes.h"
#include "game.h"
#include "look.h"
#include "object.h"
#include "rng.h"
#include "room.h"
#include "script-int.h"
#include "world.h"
#include "xmalloc.h"

#define SCRIPT_GLOBAL_PREFIX	8	/* "g" 6 hex digits "_" */

/* A line to everyone awake to read it in a room. */
static void
world_room_line(struct room *room, const char *text)
{
	struct character	*p;

	TAILQ_FOREACH(p, &room->people, room_entry) {
		if (p->desc == NULL)
			continue;
		char_printf(p, "%s\n", text);
		char_prompt(p);
	}
}

/* room:sector(): "inside", "city", "forest"... */
static int
room_sector(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);

	if (room == NULL)
		return (0);
	lua_pushstring(L, sector_name(room->def->sector));
	return (1);
}

/* room:exits(): {north = 3002, ...}, the exits there are. */
static int
room_exits(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);
	int		 d;

	if (room == NULL)
		return (0);
	lua_newtable(L);
	for (d = 0; d < DIR__COUNT; d++) {
		if (room_exit_now(room, d)->to_vnum < 0)
			continue;
		lua_pushinteger(L, room_exit_now(room, d)->to_vnum);
		lua_setfield(L, -2, dir_name(d));
	}
	return (1);
}

/* room:exit(dir): the room that way, or nil. */
static int
room_exit(lua_State *L)
{
	struct room	*room = script_api_room(L, 1), *to;
	int		 d = dir_lookup(luaL_checkstring(L, 2));

	if (room == NULL || d < 0 || (to = room_exit_to(room, d)) == NULL)
		return (0);
	script_push_room(L, to);
	return (1);
}

/* room:area_name(): the name of the area it is in. */
static int
room_area_name(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);

	if (room == NULL || room->area == NULL || room->area->def == NULL)
		return (0);
	lua_pushstring(L, room->area->def->name);
	return (1);
}

/* room:area_echo(text): DG's zoneecho: to every player in its area. */
static int
room_area_echo(lua_State *L)
{
	struct room		*room = script_api_room(L, 1);
	char			*text = script_api_text(L, 2);
	struct character	*p;
	long long		 n = 0;

	if (room == NULL || !script_api_message_ok()) {
		free(text);
		return (script_api_bool(L, 0));
	}
	TAILQ_FOREACH(p, &player_list, player_entry) {
		n++;
		if (p->room == NULL || p->room->area != room->area ||
		    p->desc == NULL)
			continue;
		char_printf(p, "%s\n", text);
		char_prompt(p);
	}
	free(text);
	script_charge(L, n);
	return (script_api_bool(L, 1));
}

/*
 * room:asound(text): DG's asound: to the rooms its exits lead to (each
 * once, not itself), as a sound heard from nearby.
 */
static int
room_asound(lua_State *L)
{
	struct room	*room = script_api_room(L, 1), *to;
	struct room	*done[DIR__COUNT];
	char		*text = script_api_text(L, 2);
	int		 d, n = 0, i;

	if (room == NULL || !script_api_message_ok()) {
		free(text);
		return (script_api_bool(L, 0));
	}
	for (d = 0; d < DIR__COUNT; d++) {
		if ((to = room_exit_to(room, d)) == NULL || to == room)
			continue;
		for (i = 0; i < n && done[i] != to; i++)
			;
		if (i < n)
			continue;
		done[n++] = to;
		world_room_line(to, text);
	}
	free(text);
	return (script_api_bool(L, 1));
}

/*
 * room:purge(): DG's purge with no argument: the mobiles (never players)
 * and the things on the floor go, 100 at most; counts as one thing made
 * or purged. Returns how many went.
 */
static int
room_purge(lua_State *L)
{
	struct room		*room = script_api_room(L, 1);
	struct character	*p, *pn;
	struct object		*obj, *on;
	int			 n = 0;

	if (room == NULL || !script_api_load_ok()) {
		lua_pushinteger(L, 0);
		return (1);
	}
	for (p = TAILQ_FIRST(&room->mobs); p != NULL &&
	    n < SCRIPT_API_LIST_MAX; p = pn) {
		pn = TAILQ_NEXT(p, mob_entry);
		if (script_frame() != NULL && script_frame()->self.kind ==
		    EQ_CHARACTER && eq_ch(script_frame()->self) == p)
			continue;		/* not the one purging */
		game_extract_char(p);
		n++;
	}
	for (obj = TAILQ_FIRST(&room->contents); obj != NULL &&
	    n < SCRIPT_API_LIST_MAX; obj = on) {
		on = TAILQ_NEXT(obj, place);
		if (obj->corpse != NULL)
			continue;		/* a player's, its record */
		script_push_obj(L, obj);
		lua_getfield(L, -1, "purge");
		lua_insert(L, -2);
		lua_call(L, 1, 0);
		n++;
	}
	lua_pushinteger(L, n);
	return (1);
}

/*
 * room:teleport(to): DG's teleport all: everyone there (100 at most)
 * moved to a room at once, as ch:transfer moves one. Returns how many.
 */
static int
room_teleport(lua_State *L)
{
	struct room		*room = script_api_room(L, 1);
	struct room		*to = script_api_room_arg(L, 2);
	uint64_t		 ids[SCRIPT_API_LIST_MAX];
	struct character	*p;
	int			 n = 0, i, moved = 0;

	if (room == NULL || to == NULL || to == room) {
		lua_pushinteger(L, 0);
		return (1);
	}
	TAILQ_FOREACH(p, &room->people, room_entry) {
		if (n == SCRIPT_API_LIST_MAX)
			break;
		ids[n++] = p->id;
	}
	for (i = 0; i < n; i++) {
		if ((p = char_find_id(ids[i])) == NULL || p->extracted ||
		    p->room != room)
			continue;
		game_move_char(p, to);
		if (p->mob == NULL)
			look_auto(p);
		moved++;
	}
	lua_pushinteger(L, moved);
	return (1);
}

/* Put the methods into the rooms' methods table (on top). */
void
script_api_room_open(lua_State *L)
{
	static const luaL_Reg	methods[] = {
		{ "sector", room_sector }, { "exits", room_exits },
		{ "exit", room_exit }, { "area_name", room_area_name },
		{ "area_echo", room_area_echo }, { "asound", room_asound },
		{ "purge", room_purge }, { "teleport", room_teleport },
		{ NULL, NULL }
	};

	luaL_setfuncs(L, methods, 0);
	/* A room's id is its vnum. */
	lua_getfield(L, -1, "vnum");
	lua_setfield(L, -2, "id");
}

/* ---- globals ---- */

/* find_room(vnum): the room, anywhere in the world, or nil. */
static int
world_find_room(lua_State *L)
{
	struct room	*room = room_find((int)luaL_checkinteger(L, 1));

	if (room == NULL)
		return (0);
	script_push_room(L, room);
	return (1);
}

/*
 * find_mob(vnum or name): the first mobile of that vnum (or name) in the
 * whole world; find_player(name): a player in the game.
 */
static int
world_find_mob(lua_State *L)
{
	struct character	*p;
	int			 vnum = lua_isinteger(L, 1) ?
				    (int)lua_tointeger(L, 1) : 0;
	const char		*name = luaL_checkstring(L, 1);
	long long		 n = 0;

	TAILQ_FOREACH(p, &char_list, entry) {
		n++;
		if (p->mob == NULL || p->extracted || p->room == NULL)
			continue;
		if ((vnum > 0 && p->mob->vnum == vnum) || (vnum == 0 &&
		    char_matches(p, name))) {
			script_charge(L, n);
			script_push_char(L, p);
			return (1);
		}
	}
	script_charge(L, n);
	return (0);
}

static int
world_find_player(lua_State *L)
{
	struct character	*p = char_find_player(luaL_checkstring(L, 1));

	if (p == NULL || p->extracted || p->room == NULL)
		return (0);
	script_push_char(L, p);
	return (1);
}

/* find_obj(vnum or name): the first such thing in the whole world. */
static int
world_find_obj(lua_State *L)
{
	struct object	*obj;
	int		 vnum = lua_isinteger(L, 1) ? (int)lua_tointeger(L, 1) :
			    0;
	const char	*name = luaL_checkstring(L, 1);
	long long	 n = 0;

	TAILQ_FOREACH(obj, &object_all, all_entry) {
		n++;
		if (obj->where == OBJ_NOWHERE)
			continue;
		if ((vnum > 0 && obj->vnum == vnum) || (vnum == 0 &&
		    obj_matches(obj, name))) {
			script_charge(L, n);
			script_push_obj(L, obj);
			lua_getfield(L, -1, "exists");
			lua_pushvalue(L, -2);
			lua_call(L, 1, 1);
			if (lua_toboolean(L, -1)) {
				lua_pop(L, 1);
				return (1);
			}
			lua_pop(L, 2);	/* purged this turn */
		}
	}
	script_charge(L, n);
	return (0);
}

/* char_by_id(id), obj_by_id(id): DG's makeuid, from x:id(). */
static int
world_char_by_id(lua_State *L)
{
	struct character	*ch = char_find_id((uint64_t)luaL_checkinteger(
				    L, 1));

	if (ch == NULL || ch->extracted || ch->room == NULL)
		return (0);
	script_push_char(L, ch);
	return (1);
}

static int
world_obj_by_id(lua_State *L)
{
	struct object	*obj = obj_find_uid((uint64_t)luaL_checkinteger(L,
			    1));

	if (obj == NULL || obj->where == OBJ_NOWHERE)
		return (0);
	script_push_obj(L, obj);
	lua_getfield(L, -1, "exists");
	lua_pushvalue(L, -2);
	lua_call(L, 1, 1);
	if (!lua_toboolean(L, -1))
		return (0);
	lua_pop(L, 1);
	return (1);
}

/*
 * log(text): DG's mlog: a line to the log and to the staff who listen
 * (wiznet's scripts) and the area's builders, naming the script's thing.
 */
static int
world_log(lua_State *L)
{
	struct script_frame	*f = script_frame();
	char			*text = script_api_text(L, 1);
	char			 who[160];

	if (f == NULL || !script_api_message_ok()) {
		free(text);
		return (script_api_bool(L, 0));
	}
	script_api_who(who, sizeof who);
	script_tell(f->prog->ctx, "log: %s: %s", who, text);
	free(text);
	return (script_api_bool(L, 1));
}

/* random(n): 1 to n, from the game's seeded numbers (DG's %random.N%). */
static int
world_random(lua_State *L)
{
	lua_Integer	n = luaL_checkinteger(L, 1);

	luaL_argcheck(L, n >= 1 && n <= 0x7fffffff, 1,
	    "a number from 1 to 2147483647");
	lua_pushinteger(L, 1 + (lua_Integer)rng_below((uint32_t)n));
	return (1);
}

/*
 * The name of this script's variable on its thing: "g" and 6 hex digits
 * of where the script is written (its file and line), "_", the name.
 */
static void
world_global_name(lua_State *L, char *buf, size_t size)
{
	struct script_frame	*f = script_frame();
	const char		*name = luaL_checkstring(L, 1), *p;
	uint32_t		 h = 2166136261u;

	if (f == NULL)
		luaL_error(L, "no script is running");
	luaL_argcheck(L, strlen(name) >= 1 && strlen(name) <=
	    SCRIPT_VAR_NAME_MAX - SCRIPT_GLOBAL_PREFIX, 1,
	    "a script's variable's name is 1 to 24 of a-z, 0-9 and _");
	for (p = f->prog->path; *p != '\0'; p++)
		h = (h ^ (unsigned char)*p) * 16777619u;
	h = (h ^ (uint32_t)f->prog->line) * 16777619u;
	snprintf(buf, size, "g%06x_%s", (unsigned)(h & 0xffffff), name);
}

/* Call method of self on a name (and a value): x:get(n) or x:set(n, v). */
static int
world_global_call(lua_State *L, const char *method, int nargs)
{
	struct script_frame	*f = script_frame();
	char			 name[SCRIPT_VAR_NAME_MAX + 8];

	world_global_name(L, name, sizeof name);
	script_push_ref(L, f->self);
	if (lua_isnil(L, -1))
		return (0);
	lua_getfield(L, -1, method);
	lua_insert(L, -2);
	lua_pushstring(L, name);
	if (nargs > 1)
		lua_pushvalue(L, 2);
	lua_call(L, nargs + 1, 1);
	return (1);
}

/*
 * global_get(name), global_set(name, value): DG's global: a variable of
 * this script on its thing, which its other scripts do not share, kept
 * as long as the thing's own are (self:get and self:set are the thing's,
 * shared by all its scripts).
 */
static int
world_global_get(lua_State *L)
{
	return (world_global_call(L, "get", 1));
}

static int
world_global_set(lua_State *L)
{
	lua_settop(L, 2);
	return (world_global_call(L, "set", 2));
}

/* Put the globals into the sandbox (the table on top). */
void
script_api_world_open(lua_State *L)
{
	static const luaL_Reg	globals[] = {
		{ "find_room", world_find_room }, { "find_mob", world_find_mob },
		{ "find_player", world_find_player },
		{ "find_obj", world_find_obj },
		{ "char_by_id", world_char_by_id },
		{ "obj_by_id", world_obj_by_id }, { "log", world_log },
		{ "random", world_random }, { "global_get", world_global_get },
		{ "global_set", world_global_set }, { NULL, NULL }
	};

	luaL_setfuncs(L, globals, 0);
}
