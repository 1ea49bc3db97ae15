/*
 * script-api-dg.c: what DG scripts do or read that the rest of the API
 * left to mobiles or to builders: a spell cast with no caster (DG's
 * dg_cast by a room or an object), a room's exits changed while the
 * game runs (DG's %door%: wdoor, mdoor, odoor), and what DG reads of a
 * player (title, hunger, thirst, weight carried) and of a room's sky.
 *
 * A changed exit is the live room's own (room_exits_own), never the
 * definition's: OLC, asave and the area file see only what the builder
 * wrote; the change lasts until the room's area is reloaded, the room is
 * edited in OLC, or the game stops (as DG's lasts until reboot).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "attrib.h"
#include "character.h"
#include "class.h"
#include "eqtypes.h"
#include "fight.h"
#include "magic.h"
#include "object.h"
#include "room.h"
#include "script-int.h"
#include "weather.h"
#include "text.h"
#include "xmalloc.h"

/* DG's level for a spell cast by a room or an object (DG_SPELL_LEVEL). */
#define SCRIPT_CAST_LEVEL	25
#define SCRIPT_SPELL_NAME_MAX	40
/* Bytes of an exit's keywords and description set by a script. */
#define SCRIPT_EXIT_NAME_MAX	64
#define SCRIPT_EXIT_DESC_MAX	1024

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

/* The direction at index i, or a Lua error. */
static int
dg_dir(lua_State *L, int i)
{
	const char	*name = luaL_checkstring(L, i);
	int		 d = dir_lookup(name);

	if (d < 0)
		return (luaL_error(L, "no direction '%s' (north, east, south, "
		    "west, up, down)", name));
	return (d);
}

/*
 * The string field of the table at 3, NULL if absent, checked (a Lua
 * error if wrong); the table keeps the string while the call runs.
 */
static const char *
dg_field_text(lua_State *L, const char *field, size_t max, int one_line)
{
	const char	*s;
	size_t		 len;

	lua_getfield(L, 3, field);
	if (lua_isnil(L, -1)) {
		lua_pop(L, 1);
		return (NULL);
	}
	if (lua_type(L, -1) != LUA_TSTRING)
		luaL_error(L, "set_exit: %s is text", field);
	s = lua_tolstring(L, -1, &len);
	if (len > max)
		luaL_error(L, "set_exit: %s is longer than %d bytes", field,
		    (int)max);
	if (one_line && strpbrk(s, "\r\n") != NULL)
		luaL_error(L, "set_exit: %s is one line", field);
	lua_pop(L, 1);
	return (s);
}

/*
 * Put text (NULL: leave it be; "": none) into *field, cleaned of
 * control characters, ending in a newline if nl.
 */
static void
dg_field_put(char **field, const char *text, int nl)
{
	size_t	len;
	char	*copy;

	if (text == NULL)
		return;
	free(*field);
	*field = NULL;
	if (*text == '\0')
		return;
	len = strlen(text);
	copy = xmalloc(len + 2);
	memcpy(copy, text, len);
	copy[len] = '\0';
	len = text_sanitize_block(copy, len);
	if (nl && (len == 0 || copy[len - 1] != '\n'))
		copy[len++] = '\n';
	copy[len] = '\0';
	*field = copy;
}

/* The flags field ("door closed locked pickproof") of the table at 3. */
static int
dg_field_flags(lua_State *L, int *flags)
{
	char	buf[128], *p, *w;
	int	bit;

	lua_getfield(L, 3, "flags");
	if (lua_isnil(L, -1)) {
		lua_pop(L, 1);
		return (0);
	}
	if (lua_type(L, -1) != LUA_TSTRING || lua_rawlen(L, -1) >=
	    sizeof buf)
		luaL_error(L, "set_exit: flags are words: \"door closed "
		    "locked pickproof\"");
	text_strlcpy(buf, lua_tostring(L, -1), sizeof buf);
	lua_pop(L, 1);
	*flags = 0;
	for (p = buf; (w = strsep(&p, " \t,")) != NULL;) {
		if (*w == '\0')
			continue;
		if ((bit = area_flag_lookup(AFS_EXIT, w)) == 0)
			luaL_error(L, "set_exit: no exit flag '%s' (door, "
			    "closed, locked, pickproof)", w);
		*flags |= bit;
	}
	return (1);
}

/*
 * room:set_exit(dir, {to=, flags=, key=, name=, description=}): DG's
 * %door%: the exit that way made or changed, the fields given (a new
 * exit needs to); the door takes the flags given as its state now. Only
 * this side: the room beyond keeps its own exits. A bad field is an
 * error; true once done.
 */
static int
dg_room_set_exit(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);
	int		 d = dg_dir(L, 2), flags = 0, has_flags, key = -2;
	int		 to = -2, was;
	const char	*name, *desc;
	struct exit_def	*ex, now;

	luaL_checktype(L, 3, LUA_TTABLE);
	if (room == NULL)
		return (dg_refused(L, "it is gone"));
	lua_getfield(L, 3, "to");
	if (!lua_isnil(L, -1)) {
		if (!lua_isinteger(L, -1) ||
		    room_find((int)lua_tointeger(L, -1)) == NULL)
			return (luaL_error(L, "set_exit: to is the vnum of a "
			    "room"));
		to = (int)lua_tointeger(L, -1);
	}
	lua_pop(L, 1);
	lua_getfield(L, 3, "key");
	if (!lua_isnil(L, -1)) {
		if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0 ||
		    lua_tointeger(L, -1) > AREA_VNUM_MAX)
			return (luaL_error(L, "set_exit: key is an object "
			    "vnum (0: none)"));
		key = lua_tointeger(L, -1) == 0 ? -1 :
		    (int)lua_tointeger(L, -1);
	}
	lua_pop(L, 1);
	has_flags = dg_field_flags(L, &flags);
	/* What it would be, checked as an area file's exit is. */
	now = *room_exit_now(room, d);
	if (to != -2)
		now.to_vnum = to;
	if (has_flags)
		now.flags = flags;
	if (key != -2)
		now.key_vnum = key;
	if (now.to_vnum < 0)
		return (luaL_error(L, "set_exit: there is no exit %s: a new "
		    "one needs to", dir_name(d)));
	if ((now.flags & (EXIT_CLOSED | EXIT_PICKPROOF)) &&
	    !(now.flags & EXIT_DOOR))
		return (luaL_error(L, "set_exit: closed or pickproof needs a "
		    "door"));
	if ((now.flags & EXIT_LOCKED) && !(now.flags & EXIT_CLOSED))
		return (luaL_error(L, "set_exit: locked needs closed"));
	if (now.key_vnum > 0 && !(now.flags & EXIT_DOOR))
		return (luaL_error(L, "set_exit: a key needs a door"));
	name = dg_field_text(L, "name", SCRIPT_EXIT_NAME_MAX, 1);
	desc = dg_field_text(L, "description", SCRIPT_EXIT_DESC_MAX, 0);
	/* Checked: nothing past here fails. */
	ex = &room_exits_own(room)[d];
	was = ex->to_vnum;
	dg_field_put(&ex->keywords, name, 0);
	dg_field_put(&ex->description, desc, 1);
	ex->to_vnum = now.to_vnum;
	ex->key_vnum = now.key_vnum;
	ex->flags = now.flags;
	/* The door is as the flags say now (a new exit's, as written). */
	if (has_flags || was < 0)
		room->door[d] = now.flags;
	lua_pushboolean(L, 1);
	return (1);
}

/*
 * room:remove_exit(dir): DG's %door% purge: no exit that way from here
 * (the room beyond keeps its own). True if there was one.
 */
static int
dg_room_remove_exit(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);
	int		 d = dg_dir(L, 2);
	struct exit_def	*ex;

	if (room == NULL || room_exit_now(room, d)->to_vnum < 0) {
		lua_pushboolean(L, 0);
		return (1);
	}
	ex = &room_exits_own(room)[d];
	free(ex->keywords);
	free(ex->description);
	ex->keywords = ex->description = NULL;
	ex->to_vnum = -1;
	ex->key_vnum = -1;
	ex->flags = 0;
	room->door[d] = 0;
	lua_pushboolean(L, 1);
	return (1);
}

/* ch:title(): a player's title (DG's %actor.title%); nil for a mobile. */
static int
dg_ch_title(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);

	if (ch == NULL || ch->mob != NULL)
		return (0);
	lua_pushstring(L, ch->pd.title != NULL ? ch->pd.title : "");
	return (1);
}

/*
 * ch:hunger(), ch:thirst(): a player's game hours until hungry or
 * thirsty, 0-48 (DG's %actor.hunger%, .thirst: more is fuller); nil for
 * a mobile, which never hungers.
 */
static int
dg_ch_cond(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	int			 water = lua_toboolean(L, lua_upvalueindex(1));

	if (ch == NULL || ch->mob != NULL)
		return (0);
	lua_pushinteger(L, water ? ch->pd.water : ch->pd.food);
	return (1);
}

/*
 * ch:skill(name): how well ch knows a skill or spell, 0-100 (DG's
 * %actor.skill(name)%; "second attack" or "second_attack"); nil for a
 * name that is none.
 */
static int
dg_ch_skill(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	const char		*name = luaL_checkstring(L, 2);
	char			 buf[32];
	size_t			 i;
	int			 sk;

	if (ch == NULL || strlen(name) >= sizeof buf)
		return (0);
	text_strlcpy(buf, name, sizeof buf);
	for (i = 0; buf[i] != '\0'; i++) {
		if (buf[i] == '_')
			buf[i] = ' ';
	}
	if ((sk = skill_find(buf)) == SK_NONE)
		return (0);
	lua_pushinteger(L, skill_learned(ch, sk));
	return (1);
}

/* ch:practices(): a player's practice sessions (DG's .prac); nil: mob. */
static int
dg_ch_practices(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);

	if (ch == NULL || ch->mob != NULL)
		return (0);
	lua_pushinteger(L, ch->pd.practices);
	return (1);
}

/* ch:carried_weight(): the weight of all it carries and wears (.weight). */
static int
dg_ch_weight(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);

	if (ch == NULL)
		return (0);
	lua_pushinteger(L, attrib_carried_weight(ch));
	return (1);
}

/*
 * room:weather(): the sky over it, "clear", "cloudy", "rain" or "storm"
 * as the game names it, or nil under a roof (DG's %room.weather%).
 */
static int
dg_room_weather(lua_State *L)
{
	struct room	*room = script_api_room(L, 1);

	if (room == NULL || !room_is_outdoors(room))
		return (0);
	lua_pushstring(L, weather_sky_name(weather_sky()));
	return (1);
}

void
script_api_dg_char_open(lua_State *L)
{
	static const luaL_Reg	methods[] = {
		{ "title", dg_ch_title }, { "carried_weight", dg_ch_weight },
		{ "skill", dg_ch_skill }, { "practices", dg_ch_practices },
		{ NULL, NULL }
	};

	luaL_setfuncs(L, methods, 0);
	lua_pushboolean(L, 0);
	lua_pushcclosure(L, dg_ch_cond, 1);
	lua_setfield(L, -2, "hunger");
	lua_pushboolean(L, 1);
	lua_pushcclosure(L, dg_ch_cond, 1);
	lua_setfield(L, -2, "thirst");
}

void
script_api_dg_room_open(lua_State *L)
{
	static const luaL_Reg	methods[] = {
		{ "cast", dg_room_cast }, { "set_exit", dg_room_set_exit },
		{ "remove_exit", dg_room_remove_exit },
		{ "weather", dg_room_weather }, { NULL, NULL }
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
