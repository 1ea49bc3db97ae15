/*
 * script-api-dg.c: what DG scripts do by a room or an object that the
 * rest of the API left to mobiles: a spell cast with no caster (DG's
 * dg_cast by a room or an object).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "character.h"
#include "eqtypes.h"
#include "fight.h"
#include "magic.h"
#include "object.h"
#include "room.h"
#include "script-int.h"

/* DG's level for a spell cast by a room or an object (DG_SPELL_LEVEL). */
#define SCRIPT_CAST_LEVEL	25
#define SCRIPT_SPELL_NAME_MAX	40

/* false and why; 2 results. */
static int
dg_refused(lua_State *L, const char *why)
{
	lua_pushboolean(L, 0);
	lua_pushstring(L, why);
	return (2);
}

/*
 * Cast spell from room at the target at stack index 3 (a character, an
 * object, or none) at the level at index 4 (SCRIPT_CAST_LEVEL if none).
 */
static int
dg_cast(lua_State *L, struct room *room)
{
	const char		*spell = luaL_checkstring(L, 2);
	lua_Integer		 level = luaL_optinteger(L, 4, SCRIPT_CAST_LEVEL);
	struct character	*victim = NULL;
	struct object		*obj = NULL;
	struct eq_ref		 r;
	const char		*why = NULL;
	char			 who[160];

	if (room == NULL)
		return (dg_refused(L, "it is gone"));
	if (strlen(spell) > SCRIPT_SPELL_NAME_MAX)
		return (dg_refused(L, "no such spell"));
	if (level < 1 || level > FIGHT_LEVEL_MAX)
		return (luaL_error(L, "cast: the level is 1 to %d",
		    FIGHT_LEVEL_MAX));
	if (!lua_isnoneornil(L, 3)) {
		r = script_api_ref(L, 3);
		if (r.kind == EQ_CHARACTER)
			victim = eq_ch(r);
		else if (r.kind == EQ_OBJECT)
			obj = eq_obj(r);
		else
			return (dg_refused(L, "its target is gone"));
	}
	script_api_who(who, sizeof who);
	if (magic_thing_cast(spell, (int)level, room, who, victim, obj,
	    &why) != 0)
		return (dg_refused(L, why));
	lua_pushboolean(L, 1);
	return (1);
}

/* room:cast(spell [, target [, level]]): DG's dg_cast by a room. */
static int
dg_room_cast(lua_State *L)
{
	return (dg_cast(L, script_api_room(L, 1)));
}

/* obj:cast(spell [, target [, level]]): in the room it is in. */
static int
dg_obj_cast(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);

	return (dg_cast(L, obj != NULL ? script_api_obj_room(obj) : NULL));
}

void
script_api_dg_room_open(lua_State *L)
{
	static const luaL_Reg	methods[] = {
		{ "cast", dg_room_cast }, { NULL, NULL }
	};

	luaL_setfuncs(L, methods, 0);
}

void
script_api_dg_obj_open(lua_State *L)
{
	static const luaL_Reg	methods[] = {
		{ "cast", dg_obj_cast }, { NULL, NULL }
	};

	luaL_setfuncs(L, methods, 0);
}
