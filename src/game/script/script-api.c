/*
 * script-api.c: what scripts can do (area/SCRIPTING.md), through the
 * game's own functions and with the game's own checks.
 *
 * Scripts never hold a pointer: a character, object or room is a handle
 * holding its id (a character's id, an object's uid, a room's vnum),
 * looked up again at each call. A handle to something gone reads as nil
 * and its actions do nothing and return false. What a call may say and
 * make is bounded (SCRIPT_MESSAGES_MAX, SCRIPT_LOADS_MAX), and only
 * mobiles are made to act (say, move, fight...): players are only told
 * things, given or charged things, moved by a room's power, hurt.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "attrib.h"
#include "character.h"
#include "eqtypes.h"
#include "fight.h"
#include "find.h"
#include "game.h"
#include "give.h"
#include "interp.h"
#include "look.h"
#include "magic.h"
#include "move.h"
#include "object.h"
#include "position.h"
#include "rng.h"
#include "room.h"
#include "save.h"
#include "script-int.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

#define H_CHAR		SCRIPT_MT_CHAR
#define H_OBJ		SCRIPT_MT_OBJ
#define H_ROOM		SCRIPT_MT_ROOM
#define SCRIPT_LIST_MAX	SCRIPT_API_LIST_MAX
#define SCRIPT_GOLD_MAX	1000000	/* gold given or taken at once */
#define SCRIPT_DAMAGE_MAX 1000

/* What a script holds for a thing: its kind and id, never a pointer. */
struct script_handle {
	int		kind;		/* enum eq_kind */
	uint64_t	id;
};

/* Objects a script purged, extracted at the end of the turn. */
static uint64_t	*script_purged;
static size_t	 script_npurged;

/* Push a handle. */
static void
script_push_handle(lua_State *L, int kind, uint64_t id, const char *mt)
{
	struct script_handle	*h = lua_newuserdatauv(L, sizeof *h, 0);

	h->kind = kind;
	h->id = id;
	luaL_setmetatable(L, mt);
}

void
script_push_char(lua_State *L, struct character *ch)
{
	script_push_handle(L, EQ_CHARACTER, ch->id, H_CHAR);
}

void
script_push_obj(lua_State *L, struct object *obj)
{
	script_push_handle(L, EQ_OBJECT, obj->uid, H_OBJ);
}

void
script_push_room(lua_State *L, struct room *room)
{
	script_push_handle(L, EQ_ROOM, (uint64_t)room->vnum, H_ROOM);
}

/* Push a handle for an event's owner or a call's self. */
void
script_push_ref(lua_State *L, struct eq_ref r)
{
	switch (r.kind) {
	case EQ_CHARACTER:
		script_push_char(L, eq_ch(r));
		break;
	case EQ_OBJECT:
		script_push_obj(L, eq_obj(r));
		break;
	case EQ_ROOM:
		script_push_room(L, eq_room(r));
		break;
	default:
		lua_pushnil(L);
		break;
	}
}

/* The character a handle names, or NULL once it has gone. */
static struct character *
api_char(lua_State *L, int i)
{
	struct script_handle	*h = luaL_checkudata(L, i, H_CHAR);
	struct character	*ch = char_find_id(h->id);

	return (ch != NULL && !ch->extracted && ch->room != NULL ? ch : NULL);
}

/* A mobile the handle names, or NULL (gone, or a player). */
static struct character *
api_mob(lua_State *L, int i)
{
	struct character	*ch = api_char(L, i);

	return (ch != NULL && ch->mob != NULL ? ch : NULL);
}

static int
api_is_purged(uint64_t uid)
{
	size_t	i;

	for (i = 0; i < script_npurged; i++) {
		if (script_purged[i] == uid)
			return (1);
	}
	return (0);
}

static struct object *
api_obj(lua_State *L, int i)
{
	struct script_handle	*h = luaL_checkudata(L, i, H_OBJ);
	struct object		*obj = obj_find_uid(h->id);

	if (obj == NULL || obj->where == OBJ_NOWHERE || api_is_purged(h->id))
		return (NULL);
	return (obj);
}

static struct room *
api_room(lua_State *L, int i)
{
	struct script_handle	*h = luaL_checkudata(L, i, H_ROOM);

	return (room_find((int)h->id));
}

/* A room given as a handle or a vnum. */
static struct room *
api_room_arg(lua_State *L, int i)
{
	if (lua_isinteger(L, i))
		return (room_find((int)lua_tointeger(L, i)));
	return (api_room(L, i));
}

/* The room a thing is in, through its carrier or container. */
static struct room *
api_obj_room(struct object *obj)
{
	struct character	*c;

	while (obj->where == OBJ_IN_OBJ)
		obj = obj->in_obj;
	if (obj->where == OBJ_IN_ROOM)
		return (obj->in_room);
	if ((c = obj_carrier(obj)) != NULL)
		return (c->room);
	return (NULL);
}

/* May the call send one more line? */
static int
api_message_ok(void)
{
	struct script_frame	*f = script_frame();

	return (f == NULL || f->messages++ < SCRIPT_MESSAGES_MAX);
}

/* May the call make or purge one more thing? */
static int
api_load_ok(void)
{
	struct script_frame	*f = script_frame();

	return (f == NULL || f->loads++ < SCRIPT_LOADS_MAX);
}

/* A copy of text argument i fit to show: no control characters. */
static char *
api_text(lua_State *L, int i)
{
	size_t		 len;
	const char	*s = luaL_checklstring(L, i, &len);
	char		*copy;

	if (len > 4096)
		len = 4096;
	copy = xmalloc(len + 1);
	memcpy(copy, s, len);
	copy[len] = '\0';
	len = text_sanitize_block(copy, len);
	copy[len] = '\0';
	return (copy);
}

/*
 * Run a command as a mobile, "verb text", checked as the game checks; one
 * line: a newline in the text would let it pass for other messages.
 */
static void
api_interp(struct character *mob, const char *verb, const char *text)
{
	char	line[512], *p;

	snprintf(line, sizeof line, "%s%s%s", verb, *verb != '\0' ? " " : "",
	    text);
	for (p = line; *p != '\0'; p++) {
		if (*p == '\n' || *p == '\t')
			*p = ' ';
	}
	interp_run(mob, line);
}

static int
api_false(lua_State *L)
{
	lua_pushboolean(L, 0);
	return (1);
}

static int
api_true(lua_State *L)
{
	lua_pushboolean(L, 1);
	return (1);
}

/* Handles are equal when they name the same thing. */
static int
api_eq(lua_State *L)
{
	struct script_handle	*a = lua_touserdata(L, 1);
	struct script_handle	*b = lua_touserdata(L, 2);

	lua_pushboolean(L, a != NULL && b != NULL && a->kind == b->kind &&
	    a->id == b->id);
	return (1);
}

/* ---- characters ---- */

static int
ch_exists(lua_State *L)
{
	lua_pushboolean(L, api_char(L, 1) != NULL);
	return (1);
}

static int
ch_name(lua_State *L)
{
	struct character	*ch = api_char(L, 1);

	if (ch == NULL)
		return (0);
	lua_pushstring(L, char_name(ch));
	return (1);
}

/* ch:is_staff(): a builder or an admin (ROM's immortals). */
static int
ch_is_staff(lua_State *L)
{
	struct character	*ch = api_char(L, 1);

	lua_pushboolean(L, ch != NULL && ch->mob == NULL &&
	    ch->pd.role > ROLE_PLAYER);
	return (1);
}

/* ch:keywords(): the words that name it ("guard city"; a player's name). */
static int
ch_keywords(lua_State *L)
{
	struct character	*ch = api_char(L, 1);

	if (ch == NULL)
		return (0);
	lua_pushstring(L, ch->mob != NULL && ch->mob->keywords != NULL ?
	    ch->mob->keywords : char_name(ch));
	return (1);
}

static int
ch_tostring(lua_State *L)
{
	struct character	*ch = api_char(L, 1);

	lua_pushstring(L, ch != NULL ? char_name(ch) : "(gone)");
	return (1);
}

static int
ch_is_player(lua_State *L)
{
	struct character	*ch = api_char(L, 1);

	lua_pushboolean(L, ch != NULL && ch->mob == NULL);
	return (1);
}

/* A number of a character: which is the upvalue. */
static int
ch_number(lua_State *L)
{
	struct character	*ch = api_char(L, 1);
	const char		*what = lua_tostring(L, lua_upvalueindex(1));

	if (ch == NULL)
		return (0);
	if (strcmp(what, "level") == 0)
		lua_pushinteger(L, ch->pd.level);
	else if (strcmp(what, "hp") == 0)
		lua_pushinteger(L, ch->pd.hit);
	else if (strcmp(what, "max_hp") == 0)
		lua_pushinteger(L, ch->pd.max_hit);
	else if (strcmp(what, "gold") == 0)
		lua_pushinteger(L, ch->pd.gold);
	else if (strcmp(what, "vnum") == 0) {
		if (ch->mob == NULL)
			return (0);
		lua_pushinteger(L, ch->mob->vnum);
	} else
		return (0);
	return (1);
}

static int
ch_room(lua_State *L)
{
	struct character	*ch = api_char(L, 1);

	if (ch == NULL)
		return (0);
	script_push_room(L, ch->room);
	return (1);
}

static int
ch_fighting(lua_State *L)
{
	struct character	*ch = api_char(L, 1);

	if (ch == NULL || ch->fighting == NULL)
		return (0);
	script_push_char(L, ch->fighting);
	return (1);
}

/* ch:send(text): a line to that character alone. */
static int
ch_send(lua_State *L)
{
	struct character	*ch = api_char(L, 1);
	char			*text = api_text(L, 2);

	if (ch == NULL || !api_message_ok()) {
		free(text);
		return (api_false(L));
	}
	char_printf(ch, "%s\n", text);
	char_prompt(ch);
	free(text);
	return (api_true(L));
}

/* mob:say(text), mob:emote(text): as the commands, position checked. */
static int
ch_say(lua_State *L)
{
	struct character	*ch = api_mob(L, 1);
	const char		*verb = lua_tostring(L, lua_upvalueindex(1));
	char			*text = api_text(L, 2);

	if (ch == NULL || *text == '\0' || !api_message_ok()) {
		free(text);
		return (api_false(L));
	}
	api_interp(ch, verb, text);
	free(text);
	return (api_true(L));
}

/* mob:command(line): any command, as the mobile typed it. */
static int
ch_command(lua_State *L)
{
	struct character	*ch = api_mob(L, 1);
	char			*text = api_text(L, 2);

	if (ch == NULL || *text == '\0' || !api_message_ok()) {
		free(text);
		return (api_false(L));
	}
	api_interp(ch, "", text);
	free(text);
	return (api_true(L));
}

/* mob:move(direction): a step, if the way is open. */
static int
ch_move(lua_State *L)
{
	struct character	*ch = api_mob(L, 1);
	int			 d = dir_lookup(luaL_checkstring(L, 2));

	if (ch == NULL || d < 0)
		return (api_false(L));
	lua_pushboolean(L, move_char(ch, d) == 0);
	return (1);
}

/* ch:transfer(room): a room's power, for anyone: there at once. */
static int
ch_transfer(lua_State *L)
{
	struct character	*ch = api_char(L, 1);
	struct room		*to = api_room_arg(L, 2);

	if (ch == NULL || to == NULL || to == ch->room)
		return (api_false(L));
	/* It sees the room, then the room's scripts greet it. */
	game_place_char(ch, to);
	if (ch->room == to && ch->mob == NULL)
		look_auto(ch);
	if (ch->room == to)
		(void)game_entered(ch);
	return (api_true(L));
}

/* mob:open(what) and the like: the door commands, keys and all. */
static int
ch_door(lua_State *L)
{
	struct character	*ch = api_mob(L, 1);
	const char		*verb = lua_tostring(L, lua_upvalueindex(1));
	const char		*what = luaL_checkstring(L, 2);
	int			 d = dir_lookup(what), before = 0;

	if (ch == NULL || strlen(what) > 64)
		return (api_false(L));
	if (d >= 0)
		before = ch->room->door[d];
	api_interp(ch, verb, what);
	lua_pushboolean(L, d < 0 || ch->room == NULL ||
	    ch->room->door[d] != before);
	return (1);
}

/* mob:attack(victim): a fight, if the game allows it. */
static int
ch_attack(lua_State *L)
{
	struct character	*ch = api_mob(L, 1);
	struct character	*victim = api_char(L, 2);

	if (ch == NULL || victim == NULL || victim == ch ||
	    victim->room != ch->room || ch->fighting != NULL ||
	    position_refused(ch, POS_FIGHTING) != NULL ||
	    fight_refused(ch, victim) != NULL)
		return (api_false(L));
	fight_start(ch, victim);
	return (api_true(L));
}

/* mob:cast(spell [, target]): as 'cast', with mana and cast time. */
static int
ch_cast(lua_State *L)
{
	struct character	*ch = api_mob(L, 1);
	struct character	*victim = NULL;
	const char		*spell = luaL_checkstring(L, 2);
	char			 arg[256];

	if (!lua_isnoneornil(L, 3))
		victim = api_char(L, 3);
	if (ch == NULL || strlen(spell) > 40 || strchr(spell, '\'') != NULL ||
	    (!lua_isnoneornil(L, 3) && (victim == NULL ||
	    victim->room != ch->room)) || magic_casting(ch))
		return (api_false(L));
	if (victim != NULL && victim != ch) {
		const char	*kw = victim->mob != NULL ?
				    victim->mob->keywords : victim->pd.name;
		char		 first[64];

		snprintf(first, sizeof first, "%.*s", (int)strcspn(kw, " "),
		    kw);
		snprintf(arg, sizeof arg, "cast '%s' %s", spell, first);
	} else
		snprintf(arg, sizeof arg, "cast '%s'", spell);
	interp_run(ch, arg);
	lua_pushboolean(L, magic_casting(ch));
	return (1);
}

/* ch:give_gold(n), ch:take_gold(n): money from nowhere, or to it. */
static int
ch_gold(lua_State *L)
{
	struct character	*ch = api_char(L, 1);
	int			 take = lua_toboolean(L, lua_upvalueindex(1));
	lua_Integer		 n = luaL_checkinteger(L, 2);

	if (ch == NULL || n < 1 || n > SCRIPT_GOLD_MAX)
		return (api_false(L));
	if (take) {
		if (ch->pd.gold < n)
			return (api_false(L));
		ch->pd.gold -= n;
	} else
		ch->pd.gold += n;
	return (api_true(L));
}

/* ch:damage(n [, what]): hurt, as a blow from nobody; death as ever. */
static int
ch_damage(lua_State *L)
{
	struct character	*ch = api_char(L, 1);
	lua_Integer		 n = luaL_checkinteger(L, 2);
	char			*what = lua_isnoneornil(L, 3) ? NULL :
				    api_text(L, 3);
	char			 who[160];

	if (ch == NULL || n < 1 || n > SCRIPT_DAMAGE_MAX ||
	    ch->pd.position == POS_DEAD) {
		free(what);
		return (api_false(L));
	}
	if (what != NULL && api_message_ok())
		char_printf(ch, "%s\n", what);
	free(what);
	script_api_who(who, sizeof who);
	fight_damage_by(ch, (int)n, "hurt", who);
	return (api_true(L));
}

/* ch:give(obj, to): an object ch carries to another in the room. */
static int
ch_give(lua_State *L)
{
	struct character	*ch = api_char(L, 1);
	struct object		*obj = api_obj(L, 2);
	struct character	*to = api_char(L, 3);

	/* The game's rule, as the 'give' command: give.c. */
	if (ch == NULL || obj == NULL || to == NULL ||
	    give_obj(ch, obj, to) != 0)
		return (api_false(L));
	return (api_true(L));
}

/*
 * May the running script load one more thing (its call's cap, its area's
 * and the game's budgets)? If not, nil and why are pushed: 0 or 2.
 */
static int
api_load_refused(lua_State *L)
{
	struct script_frame	*f = script_frame();
	const char		*why;

	if (!api_load_ok()) {
		lua_pushnil(L);
		lua_pushliteral(L, "too many things loaded in one call");
		return (2);
	}
	if (f != NULL && script_budget_load(f->prog->ctx, &why) != 0) {
		lua_pushnil(L);
		lua_pushstring(L, why);
		return (2);
	}
	return (0);
}

/* Count a thing the running script loaded in its area's budget. */
static void
api_loaded(int *tally)
{
	struct script_frame	*f = script_frame();

	if (f != NULL)
		script_budget_loaded(f->prog->ctx, tally);
}

/* ch:load_obj(vnum): a new object in ch's hands. */
static int
ch_load_obj(lua_State *L)
{
	struct character	*ch = api_char(L, 1);
	const struct obj_def	*def = world_obj_def((int)luaL_checkinteger(L,
				    2));
	struct object		*obj;
	int			 n = 0;

	if (ch == NULL || def == NULL)
		return (0);
	TAILQ_FOREACH(obj, &ch->carrying, place)
		n++;
	if (n >= SCRIPT_CARRY_MAX)
		return (0);
	if ((n = api_load_refused(L)) != 0)
		return (n);
	obj = obj_create(def);
	api_loaded(&obj->script_tally);
	obj_to_char(obj, ch);
	script_push_obj(L, obj);
	script_loaded(NULL, obj);
	return (1);
}

/* mob:purge(): a mobile leaves the game (never a player). */
static int
ch_purge(lua_State *L)
{
	struct character	*ch = api_mob(L, 1);

	if (ch == NULL || !api_load_ok())
		return (api_false(L));
	char_room_printf(ch, "%s vanishes.\n", char_name_cap(ch));
	game_extract_char(ch);
	return (api_true(L));
}

/* A list of the handles of a list of things, bounded. */
static void
api_obj_list(lua_State *L, struct object_list *list, int worn_too)
{
	struct object	*obj;
	int		 n = 0;

	lua_newtable(L);
	TAILQ_FOREACH(obj, list, place) {
		if (n == SCRIPT_LIST_MAX)
			break;
		if (!worn_too && obj->worn != WEAR_NONE)
			continue;
		script_push_obj(L, obj);
		lua_rawseti(L, -2, ++n);
	}
}

static int
ch_inventory(lua_State *L)
{
	struct character	*ch = api_char(L, 1);

	if (ch == NULL)
		return (0);
	api_obj_list(L, &ch->carrying, 1);
	return (1);
}

/* ch:find_obj(name): a thing it carries or wears. */
static int
ch_find_obj(lua_State *L)
{
	struct character	*ch = api_char(L, 1);
	/* Before luaL_checkstring makes a number a string in its place. */
	int			 vnum = lua_isinteger(L, 2) ?
				    (int)lua_tointeger(L, 2) : 0;
	const char		*name = luaL_checkstring(L, 2);
	struct object		*obj;

	if (ch == NULL)
		return (0);
	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if ((vnum == 0 && obj_matches(obj, name)) ||
		    (vnum > 0 && obj->vnum == vnum)) {
			script_push_obj(L, obj);
			return (1);
		}
	}
	return (0);
}

/* ---- variables, on any handle ---- */

/* The variables of what handle i names, or NULL if it is gone. */
static char **
api_vars(lua_State *L, int i)
{
	struct script_handle	*h = lua_touserdata(L, i);
	struct character	*ch;
	struct object		*obj;
	struct room		*room;

	if (h == NULL)
		return (NULL);
	switch (h->kind) {
	case EQ_CHARACTER:
		return ((ch = api_char(L, i)) != NULL ? &ch->pd.vars : NULL);
	case EQ_OBJECT:
		return ((obj = api_obj(L, i)) != NULL ? &obj->vars : NULL);
	case EQ_ROOM:
		return ((room = api_room(L, i)) != NULL ? &room->vars : NULL);
	}
	return (NULL);
}

/* x:get(name): a variable, or nil. */
static int
api_get(lua_State *L)
{
	char		**vars = api_vars(L, 1);
	const char	 *name = luaL_checkstring(L, 2);
	char		  type, value[SCRIPT_VAR_VALUE_MAX + 1];

	if (vars == NULL || script_var_get(*vars, name, &type, value,
	    sizeof value) != 0)
		return (0);
	switch (type) {
	case 'n':
		if (lua_stringtonumber(L, value) == 0)
			lua_pushnil(L);
		break;
	case 'b':
		lua_pushboolean(L, value[0] == '1');
		break;
	default:
		lua_pushstring(L, value);
		break;
	}
	return (1);
}

/* x:set(name, value): a string, number, boolean, or nil to forget it. */
static int
api_set(lua_State *L)
{
	char		**vars = api_vars(L, 1);
	const char	 *name = luaL_checkstring(L, 2), *cause = NULL;
	char		  type, num[64];
	const char	 *value = "";
	char		 *why = NULL;

	switch (lua_type(L, 3)) {
	case LUA_TNIL:
	case LUA_TNONE:
		type = 0;
		break;
	case LUA_TBOOLEAN:
		type = 'b';
		value = lua_toboolean(L, 3) ? "1" : "0";
		break;
	case LUA_TNUMBER:
		type = 'n';
		if (lua_isinteger(L, 3))
			snprintf(num, sizeof num, "%lld",
			    (long long)lua_tointeger(L, 3));
		else
			snprintf(num, sizeof num, "%.14g",
			    (double)lua_tonumber(L, 3));
		value = num;
		break;
	case LUA_TSTRING:
		type = 's';
		value = lua_tostring(L, 3);
		break;
	default:
		return (luaL_error(L, "a variable holds a string, a number or "
		    "a boolean"));
	}
	if (vars == NULL)
		return (api_false(L));
	if (script_var_set(vars, name, type, value, &why) != 0) {
		cause = why;
		return (luaL_error(L, "%s", cause));
	}
	return (api_true(L));
}

/* ---- objects ---- */

static int
obj_exists(lua_State *L)
{
	lua_pushboolean(L, api_obj(L, 1) != NULL);
	return (1);
}

static int
obj_name(lua_State *L)
{
	struct object	*obj = api_obj(L, 1);

	if (obj == NULL)
		return (0);
	lua_pushstring(L, obj->short_desc);
	return (1);
}

/* obj:keywords(): the words that name it ("sword long"). */
static int
obj_keywords(lua_State *L)
{
	struct object	*obj = api_obj(L, 1);

	if (obj == NULL)
		return (0);
	lua_pushstring(L, obj->keywords != NULL ? obj->keywords : "");
	return (1);
}

static int
obj_tostring(lua_State *L)
{
	struct object	*obj = api_obj(L, 1);

	lua_pushstring(L, obj != NULL ? obj->short_desc : "(gone)");
	return (1);
}

static int
obj_vnum(lua_State *L)
{
	struct object	*obj = api_obj(L, 1);

	if (obj == NULL)
		return (0);
	lua_pushinteger(L, obj->vnum);
	return (1);
}

static int
obj_carrier_of(lua_State *L)
{
	struct object		*obj = api_obj(L, 1);
	struct character	*c;

	if (obj == NULL || (c = obj_carrier(obj)) == NULL)
		return (0);
	script_push_char(L, c);
	return (1);
}

static int
obj_room_of(lua_State *L)
{
	struct object	*obj = api_obj(L, 1);
	struct room	*room;

	if (obj == NULL || (room = api_obj_room(obj)) == NULL)
		return (0);
	script_push_room(L, room);
	return (1);
}

/* obj:purge(): gone from the game (at the end of the turn, in truth). */
static int
obj_purge(lua_State *L)
{
	struct object	*obj = api_obj(L, 1);

	if (obj == NULL || !api_load_ok())
		return (api_false(L));
	script_purged = xreallocarray(script_purged, script_npurged + 1,
	    sizeof *script_purged);
	script_purged[script_npurged++] = obj->uid;
	obj_from(obj);
	game_reap_soon();
	return (api_true(L));
}

/* Extract the objects purged this turn. */
void
script_reap(void)
{
	struct object	*obj;
	size_t		 i;

	script_act_run();
	for (i = 0; i < script_npurged; i++) {
		if ((obj = obj_find_uid(script_purged[i])) != NULL)
			obj_extract(obj);
	}
	free(script_purged);
	script_purged = NULL;
	script_npurged = 0;
}

/* ---- globals ---- */

static int
api_after(lua_State *L)
{
	return (script_timer_add(L, 0));
}

static int
api_every(lua_State *L)
{
	return (script_timer_add(L, 1));
}

static int
api_hour(lua_State *L)
{
	lua_pushinteger(L, game_hour());
	return (1);
}

/* chance(percent): true that often, from the game's numbers. */
static int
api_chance(lua_State *L)
{
	lua_Number	p = luaL_checknumber(L, 1);

	lua_pushboolean(L, (lua_Number)rng_below(10000) < p * 100);
	return (1);
}

/*
 * mob:remember(ch), mob:forget(ch), mob:remembers(ch): whom a mobile
 * remembers (16 at most), for its memory scripts (script-trig.c).
 */
static int
ch_memory(lua_State *L)
{
	struct character	*mob = api_mob(L, 1), *ch = api_char(L, 2);
	const char		*what = lua_tostring(L, lua_upvalueindex(1));
	char			*command = NULL;
	int			 rc;

	if (mob == NULL || ch == NULL)
		return (api_false(L));
	if (strcmp(what, "remember") == 0) {
		/* DG's mremember <name> <command>: one line, bounded. */
		if (!lua_isnoneornil(L, 3)) {
			command = api_text(L, 3);
			if (strlen(command) > MOB_MEMORY_CMD_MAX ||
			    strpbrk(command, "\r\n") != NULL) {
				free(command);
				return (luaL_error(L, "remember: the command "
				    "is one line of %d bytes at most",
				    MOB_MEMORY_CMD_MAX));
			}
		}
		rc = script_memory_add(mob, ch, command != NULL &&
		    *command != '\0' ? command : NULL);
		free(command);
		lua_pushboolean(L, rc == 0);
	} else if (strcmp(what, "forget") == 0)
		lua_pushboolean(L, script_memory_drop(mob, ch));
	else
		lua_pushboolean(L, script_memory_has(mob, ch));
	return (1);
}

/* Set a metatable of methods for a kind of handle. */
static void
api_type(lua_State *L, const char *name, const luaL_Reg *methods,
    lua_CFunction tostring)
{
	luaL_newmetatable(L, name);
	lua_newtable(L);
	luaL_setfuncs(L, methods, 0);
	lua_pushcfunction(L, api_get);
	lua_setfield(L, -2, "get");
	lua_pushcfunction(L, api_set);
	lua_setfield(L, -2, "set");
	lua_setfield(L, -2, "__index");
	lua_pushcfunction(L, api_eq);
	lua_setfield(L, -2, "__eq");
	lua_pushcfunction(L, tostring);
	lua_setfield(L, -2, "__tostring");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_pop(L, 1);
}

/* A method that is fn with one string upvalue. */
static void
api_method(lua_State *L, const char *name, lua_CFunction fn,
    const char *up)
{
	lua_pushstring(L, up);
	lua_pushcclosure(L, fn, 1);
	lua_setfield(L, -2, name);
}

/* Add methods with an upvalue to a handle type's method table. */
static void
api_type_more(lua_State *L, const char *name,
    void (*add)(lua_State *))
{
	luaL_getmetatable(L, name);
	lua_getfield(L, -1, "__index");
	add(L);
	lua_pop(L, 2);
}

static void
api_char_more(lua_State *L)
{
	static const char *const numbers[] = { "level", "hp", "max_hp",
	    "gold", "vnum" };
	static const char *const doors[] = { "open", "close", "lock",
	    "unlock" };
	size_t	i;

	for (i = 0; i < sizeof numbers / sizeof *numbers; i++)
		api_method(L, numbers[i], ch_number, numbers[i]);
	for (i = 0; i < sizeof doors / sizeof *doors; i++)
		api_method(L, doors[i], ch_door, doors[i]);
	api_method(L, "say", ch_say, "say");
	api_method(L, "emote", ch_say, "emote");
	lua_pushboolean(L, 0);
	lua_pushcclosure(L, ch_gold, 1);
	lua_setfield(L, -2, "give_gold");
	lua_pushboolean(L, 1);
	lua_pushcclosure(L, ch_gold, 1);
	lua_setfield(L, -2, "take_gold");
}

static void
api_char_memory(lua_State *L)
{
	api_method(L, "remember", ch_memory, "remember");
	api_method(L, "forget", ch_memory, "forget");
	api_method(L, "remembers", ch_memory, "remembers");
}

/* Put the API into the sandbox's globals (the table on top of L). */
void
script_api_open(lua_State *L)
{
	static const luaL_Reg	char_methods[] = {
		{ "exists", ch_exists }, { "name", ch_name },
		{ "is_player", ch_is_player }, { "room", ch_room },
		{ "fighting", ch_fighting }, { "send", ch_send },
		{ "command", ch_command }, { "move", ch_move },
		{ "transfer", ch_transfer }, { "attack", ch_attack },
		{ "cast", ch_cast }, { "damage", ch_damage },
		{ "give", ch_give }, { "load_obj", ch_load_obj },
		{ "purge", ch_purge }, { "inventory", ch_inventory },
		{ "find_obj", ch_find_obj }, { "keywords", ch_keywords },
		{ "is_staff", ch_is_staff }, { NULL, NULL }
	};
	static const luaL_Reg	room_methods[] = { { NULL, NULL } };
	static const luaL_Reg	obj_methods[] = {
		{ "exists", obj_exists }, { "name", obj_name },
		{ "vnum", obj_vnum }, { "carrier", obj_carrier_of },
		{ "room", obj_room_of }, { "purge", obj_purge },
		{ "keywords", obj_keywords }, { NULL, NULL }
	};
	static const luaL_Reg	globals[] = {
		{ "after", api_after }, { "every", api_every },
		{ "cancel", script_timer_cancel }, { "hour", api_hour },
		{ "chance", api_chance }, { NULL, NULL }
	};

	api_type(L, H_CHAR, char_methods, ch_tostring);
	api_type_more(L, H_CHAR, api_char_more);
	api_type_more(L, H_CHAR, api_char_memory);
	api_type(L, H_ROOM, room_methods, script_api_room_tostring);
	api_type_more(L, H_ROOM, script_api_room_base_open);
	api_type(L, H_OBJ, obj_methods, obj_tostring);
	luaL_setfuncs(L, globals, 0);
	api_type_more(L, H_CHAR, script_api_char_open);
	api_type_more(L, H_CHAR, script_attach_open);
	api_type_more(L, H_OBJ, script_api_obj_open);
	api_type_more(L, H_OBJ, script_attach_open);
	api_type_more(L, H_ROOM, script_api_room_open);
	api_type_more(L, H_ROOM, script_attach_open);
	api_type_more(L, H_ROOM, script_api_dg_room_open);
	api_type_more(L, H_OBJ, script_api_dg_obj_open);
	api_type_more(L, H_CHAR, script_api_dg_char_open);
	api_type_more(L, H_CHAR, script_api_quest_char_open);
	script_api_world_open(L);
}

/* ---- what the API's other files share (script-int.h) ---- */

struct character *
script_api_char(lua_State *L, int i)
{
	return (api_char(L, i));
}

struct character *
script_api_mob(lua_State *L, int i)
{
	return (api_mob(L, i));
}

struct object *
script_api_obj(lua_State *L, int i)
{
	return (api_obj(L, i));
}

struct room *
script_api_room(lua_State *L, int i)
{
	return (api_room(L, i));
}

struct room *
script_api_room_arg(lua_State *L, int i)
{
	return (api_room_arg(L, i));
}

struct room *
script_api_obj_room(struct object *obj)
{
	return (api_obj_room(obj));
}

char *
script_api_text(lua_State *L, int i)
{
	return (api_text(L, i));
}

int
script_api_message_ok(void)
{
	return (api_message_ok());
}

int
script_api_load_ok(void)
{
	return (api_load_ok());
}

int
script_api_load_refused(lua_State *L)
{
	return (api_load_refused(L));
}

void
script_api_loaded(int *tally)
{
	api_loaded(tally);
}

void
script_api_interp(struct character *ch, const char *verb, const char *text)
{
	api_interp(ch, verb, text);
}

/* Push a boolean; 1 (a result). */
int
script_api_bool(lua_State *L, int b)
{
	lua_pushboolean(L, b);
	return (1);
}

/* The handles of a list of things, bounded, as a table on top. */
void
script_api_obj_list(lua_State *L, struct object_list *list, int worn_too)
{
	api_obj_list(L, list, worn_too);
}

/* The thing a handle of any kind names, or EQ_NONE once it is gone. */
struct eq_ref
script_api_ref(lua_State *L, int i)
{
	struct script_handle	*h = lua_touserdata(L, i);
	struct character	*ch;
	struct object		*obj;
	struct room		*room;

	if (h != NULL && lua_getmetatable(L, i)) {
		lua_pop(L, 1);
		switch (h->kind) {
		case EQ_CHARACTER:
			if ((ch = api_char(L, i)) != NULL)
				return (eq_ref_character(ch));
			break;
		case EQ_OBJECT:
			if ((obj = api_obj(L, i)) != NULL)
				return (eq_ref_object(obj));
			break;
		case EQ_ROOM:
			if ((room = api_room(L, i)) != NULL)
				return (eq_ref_room(room));
			break;
		}
	}
	return (eq_ref_none());
}

/* "the guard (mob 3010) of Town": the running script's thing, for logs. */
void
script_api_who(char *buf, size_t size)
{
	struct script_frame	*f = script_frame();
	struct eq_ref		 r;

	if (f == NULL) {
		snprintf(buf, size, "a script");
		return;
	}
	r = f->self;
	switch (r.kind) {
	case EQ_CHARACTER:
		snprintf(buf, size, "a script of %s (mob %d, %s)",
		    char_name(eq_ch(r)), eq_ch(r)->mob != NULL ?
		    eq_ch(r)->mob->vnum : 0, f->prog->ctx->name);
		break;
	case EQ_OBJECT:
		snprintf(buf, size, "a script of %s (object %d, %s)",
		    eq_obj(r)->short_desc, eq_obj(r)->vnum,
		    f->prog->ctx->name);
		break;
	case EQ_ROOM:
		snprintf(buf, size, "a script of %s (room %d, %s)",
		    eq_room(r)->def->name, eq_room(r)->vnum,
		    f->prog->ctx->name);
		break;
	default:
		snprintf(buf, size, "a script of %s", f->prog->ctx->name);
		break;
	}
}
