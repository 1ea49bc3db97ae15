/*
 * script-api-room.c: the rooms' first methods (area/SCRIPTING.md): what a
 * room reads (vnum, name, people, objects, its doors), says (echo), makes
 * (load_mob, load_obj) and does to its own doors, through the game's own
 * functions. The others are in script-api-world.c and script-api-dg.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "eqtypes.h"
#include "find.h"
#include "game.h"
#include "object.h"
#include "room.h"
#include "script-int.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

#define SCRIPT_ROOM_MOBS_MAX 30	/* a room a script may fill with mobs */

static int
room_exists(lua_State *L)
{
	lua_pushboolean(L, script_api_room(L, 1) != NULL);
	return (1);
}

static int
room_vnum(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);

	if (room == NULL)
		return (0);
	lua_pushinteger(L, room->vnum);
	return (1);
}

static int
room_name(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);

	if (room == NULL)
		return (0);
	lua_pushstring(L, room->def->name);
	return (1);
}

int
script_api_room_tostring(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);

	lua_pushstring(L, room != NULL ? room->def->name : "(gone)");
	return (1);
}

/* room:echo(text [, but]): a line to everyone there (but one). */
static int
room_echo(lua_State *L)
{
	struct room		*room = script_api_room(L, 1);
	struct character	*but = NULL, *p;
	char			*text = script_api_text(L, 2);

	if (!lua_isnoneornil(L, 3))
		but = script_api_char(L, 3);
	if (room == NULL || !script_api_message_ok()) {
		free(text);
		return (script_api_bool(L, 0));
	}
	TAILQ_FOREACH(p, &room->people, room_entry) {
		if (p == but || p->desc == NULL)
			continue;
		char_printf(p, "%s\n", text);
		char_prompt(p);
	}
	free(text);
	return (script_api_bool(L, 1));
}

static int
room_people(lua_State *L)
{
	struct room		*room = script_api_room(L, 1);
	struct character	*p;
	int			 n = 0;

	if (room == NULL)
		return (0);
	lua_newtable(L);
	TAILQ_FOREACH(p, &room->people, room_entry) {
		if (n == SCRIPT_API_LIST_MAX)
			break;
		script_push_char(L, p);
		lua_rawseti(L, -2, ++n);
	}
	return (1);
}

static int
room_objects(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);

	if (room == NULL)
		return (0);
	script_api_obj_list(L, &room->contents, 1);
	return (1);
}

/* room:find_char(name or vnum): someone there. */
static int
room_find_char(lua_State *L)
{
	struct room		*room = script_api_room(L, 1);
	struct character	*p;
	int			 vnum = lua_isinteger(L, 2) ?
				    (int)lua_tointeger(L, 2) : 0;
	const char		*name = luaL_checkstring(L, 2);

	if (room == NULL)
		return (0);
	TAILQ_FOREACH(p, &room->people, room_entry) {
		if ((vnum > 0 && p->mob != NULL && p->mob->vnum == vnum) ||
		    (vnum == 0 && char_matches(p, name))) {
			script_push_char(L, p);
			return (1);
		}
	}
	return (0);
}

/* room:find_obj(name or vnum): a thing on the floor there. */
static int
room_find_obj(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);
	struct object	*obj;
	int		 vnum = lua_isinteger(L, 2) ? (int)lua_tointeger(L, 2) :
			    0;
	const char	*name = luaL_checkstring(L, 2);

	if (room == NULL)
		return (0);
	TAILQ_FOREACH(obj, &room->contents, place) {
		if ((vnum > 0 && obj->vnum == vnum) ||
		    (vnum == 0 && obj_matches(obj, name))) {
			script_push_obj(L, obj);
			return (1);
		}
	}
	return (0);
}

/* room:door(dir): "open", "closed", "locked", or nil for no door. */
static int
room_door(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);
	int		 d = dir_lookup(luaL_checkstring(L, 2));

	if (room == NULL || d < 0 || !(room->door[d] & EXIT_DOOR))
		return (0);
	lua_pushstring(L, room->door[d] & EXIT_LOCKED ? "locked" :
	    room->door[d] & EXIT_CLOSED ? "closed" : "open");
	return (1);
}

/* Set a door's state here and on the other side. */
static void
api_door_set(struct room *room, int d, int state)
{
	struct room	*other;
	int		 back = dir_reverse(d);

	room->door[d] = state;
	if ((other = room_exit_to(room, d)) != NULL &&
	    room_exit_now(other, back)->to_vnum == room->vnum &&
	    (other->door[back] & EXIT_DOOR))
		other->door[back] = (other->door[back] &
		    ~(EXIT_CLOSED | EXIT_LOCKED)) |
		    (state & (EXIT_CLOSED | EXIT_LOCKED));
}

/*
 * room:open(dir) and the like: a room's power over its own doors, no key
 * needed; false if there is no door or it is so already.
 */
static int
room_door_set(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);
	const char	*verb = lua_tostring(L, lua_upvalueindex(1));
	int		 d = dir_lookup(luaL_checkstring(L, 2)), s;

	if (room == NULL || d < 0 || !(room->door[d] & EXIT_DOOR))
		return (script_api_bool(L, 0));
	s = room->door[d];
	if (strcmp(verb, "open") == 0 && (s & EXIT_CLOSED) &&
	    !(s & EXIT_LOCKED))
		s &= ~EXIT_CLOSED;
	else if (strcmp(verb, "close") == 0 && !(s & EXIT_CLOSED))
		s |= EXIT_CLOSED;
	else if (strcmp(verb, "lock") == 0 && (s & EXIT_CLOSED) &&
	    !(s & EXIT_LOCKED))
		s |= EXIT_LOCKED;
	else if (strcmp(verb, "unlock") == 0 && (s & EXIT_LOCKED))
		s &= ~EXIT_LOCKED;
	else
		return (script_api_bool(L, 0));
	api_door_set(room, d, s);
	return (script_api_bool(L, 1));
}

/* room:load_mob(vnum): a new mobile there, living as reset ones do. */
static int
room_load_mob(lua_State *L)
{
	struct room		*room = script_api_room(L, 1);
	const struct mob_def	*def = world_mob_def((int)luaL_checkinteger(L,
				    2));
	struct character	*mob, *p;
	int			 n = 0;

	if (room == NULL || def == NULL)
		return (0);
	TAILQ_FOREACH(p, &room->people, room_entry)
		n += p->mob != NULL;
	if (n >= SCRIPT_ROOM_MOBS_MAX)
		return (0);
	if ((n = script_api_load_refused(L)) != 0)
		return (n);
	mob = char_new_mob(def);
	script_api_loaded(&mob->script_tally);
	char_to_room(mob, room);
	game_start_events(mob);
	script_push_char(L, mob);
	script_loaded(mob, NULL);
	return (1);
}

/* room:load_obj(vnum): a new object on the floor. */
static int
room_load_obj(lua_State *L)
{
	struct room		*room = script_api_room(L, 1);
	const struct obj_def	*def = world_obj_def((int)luaL_checkinteger(L,
				    2));
	struct object		*obj;
	int			 n = 0;

	if (room == NULL || def == NULL)
		return (0);
	TAILQ_FOREACH(obj, &room->contents, place)
		n++;
	if (n >= SCRIPT_CARRY_MAX)
		return (0);
	if ((n = script_api_load_refused(L)) != 0)
		return (n);
	obj = obj_create(def);
	script_api_loaded(&obj->script_tally);
	obj_to_room(obj, room);
	script_push_obj(L, obj);
	script_loaded(NULL, obj);
	return (1);
}

/*
 * The rooms' first methods, into the method table on top: what a room
 * reads, says and makes, and its power over its own doors.
 */
void
script_api_room_base_open(lua_State *L)
{
	static const luaL_Reg	methods[] = {
		{ "exists", room_exists }, { "vnum", room_vnum },
		{ "name", room_name }, { "echo", room_echo },
		{ "people", room_people }, { "objects", room_objects },
		{ "find_char", room_find_char }, { "find_obj", room_find_obj },
		{ "door", room_door }, { "load_mob", room_load_mob },
		{ "load_obj", room_load_obj }, { NULL, NULL }
	};
	static const char *const doors[] = { "open", "close", "lock",
	    "unlock" };
	size_t	i;

	luaL_setfuncs(L, methods, 0);
	for (i = 0; i < sizeof doors / sizeof *doors; i++) {
		lua_pushstring(L, doors[i]);
		lua_pushcclosure(L, room_door_set, 1);
		lua_setfield(L, -2, doors[i]);
	}
}
