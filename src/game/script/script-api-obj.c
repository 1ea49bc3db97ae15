/*
 * script-api-obj.c: what a script reads of an object and does to one,
 * beyond script-api.c: all a DG script reads through %object.xxx% (type,
 * values, weight, cost, timer, who wears it, what it holds) and the DG
 * commands on objects: setval (set_value), timer (set_timer), otransform
 * (transform), moving it to a room, a character or a container, and
 * loading into a container.
 *
 * A move is checked as the game checks a move by hand: a character's
 * load (number and weight), a container's capacity, never into itself;
 * a thing worn and a player's corpse are not moved (take the one off
 * first; the other is its owner's record). A player who gains or loses a
 * thing is saved with it, as 'give' saves both.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attrib.h"
#include "character.h"
#include "eqtypes.h"
#include "game.h"
#include "object.h"
#include "room.h"
#include "save.h"
#include "script-int.h"
#include "update.h"
#include "world.h"

#define SCRIPT_TIMER_MAX	1000	/* game hours an object may last */
#define SCRIPT_CONTENTS_MAX	100	/* things in one container */

static int
obj_nil(void)
{
	return (0);
}

/* obj:type(): "weapon", "container", "food"... */
static int
obj_type_of(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);

	if (obj == NULL)
		return (obj_nil());
	lua_pushstring(L, obj_type_name(obj->type));
	return (1);
}

/* Numbers of an object (the upvalue says which). */
static int
obj_number(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);
	const char	*what = lua_tostring(L, lua_upvalueindex(1));

	if (obj == NULL)
		return (obj_nil());
	if (strcmp(what, "weight") == 0)
		lua_pushinteger(L, obj->weight);
	else if (strcmp(what, "cost") == 0)
		lua_pushinteger(L, obj->cost);
	else if (strcmp(what, "timer") == 0)
		lua_pushinteger(L, obj->timer);
	else if (strcmp(what, "level") == 0)
		lua_pushinteger(L, obj->level);
	else if (strcmp(what, "id") == 0)
		lua_pushinteger(L, (lua_Integer)obj->uid);
	else
		return (obj_nil());
	return (1);
}

/* The index of a value (0 to 4) at argument i. */
static int
obj_value_index(lua_State *L, int i)
{
	lua_Integer	n = luaL_checkinteger(L, i);

	luaL_argcheck(L, n >= 0 && n <= 4, i, "a value from 0 to 4");
	return ((int)n);
}

/* obj:value(i): its value i (0-4; what each means is by type). */
static int
obj_value(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);
	int		 i = obj_value_index(L, 2);

	if (obj == NULL)
		return (obj_nil());
	lua_pushinteger(L, obj->values[i]);
	return (1);
}

/*
 * obj:set_value(i, n): DG's setval. A container's state (value 1) keeps
 * to its flags, a drink's amount to its capacity; a player's corpse is
 * not changed.
 */
static int
obj_set_value(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);
	int		 i = obj_value_index(L, 2);
	lua_Integer	 n = luaL_checkinteger(L, 3);

	luaL_argcheck(L, n >= -1000000 && n <= 1000000, 3,
	    "a value from -1000000 to 1000000");
	if (obj == NULL || obj->corpse != NULL)
		return (script_api_bool(L, 0));
	if (obj->type == OBJ_CONTAINER && i == VAL_CONT_FLAGS)
		n &= CONT_CLOSEABLE | CONT_PICKPROOF | CONT_CLOSED |
		    CONT_LOCKED;
	if (obj->type == OBJ_DRINK && i == VAL_DRINK_AMOUNT &&
	    n > obj->values[VAL_DRINK_CAPACITY])
		n = obj->values[VAL_DRINK_CAPACITY];
	obj->values[i] = (int)n;
	return (script_api_bool(L, 1));
}

/*
 * obj:set_timer(hours): DG's otimer: it crumbles after that many game
 * hours (0: it lasts for ever), from now.
 */
static int
obj_set_timer(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);
	lua_Integer	 n = luaL_checkinteger(L, 2);
	struct eq_event	*ev;

	luaL_argcheck(L, n >= 0 && n <= SCRIPT_TIMER_MAX, 2,
	    "game hours from 0 to 1000");
	if (obj == NULL || obj->type == OBJ_CORPSE)
		return (script_api_bool(L, 0));
	if ((ev = eq_owner_find(&obj->events, EQT_DECAY)) != NULL)
		equeue_dequeue(game_eq, ev);
	obj->timer = (int)n;
	update_timer_start(obj);
	return (script_api_bool(L, 1));
}

/* obj:worn_by(), obj:worn_on(): who wears it, and where ("wield"...). */
static int
obj_worn_by(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);

	if (obj == NULL || obj->where != OBJ_CARRIED || obj->worn == WEAR_NONE)
		return (obj_nil());
	script_push_char(L, obj->carried_by);
	return (1);
}

static int
obj_worn_on(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);

	if (obj == NULL || obj->where != OBJ_CARRIED || obj->worn == WEAR_NONE)
		return (obj_nil());
	lua_pushstring(L, wear_loc_name(obj->worn));
	return (1);
}

/* obj:container(): the thing it is in, or nil. */
static int
obj_container(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);

	if (obj == NULL || obj->where != OBJ_IN_OBJ)
		return (obj_nil());
	script_push_obj(L, obj->in_obj);
	return (1);
}

/* obj:contents(): what it holds, a list (100 at most). */
static int
obj_contents(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1), *in;
	int		 n = 0;

	if (obj == NULL)
		return (obj_nil());
	lua_newtable(L);
	TAILQ_FOREACH(in, &obj->contents, place) {
		if (n == SCRIPT_API_LIST_MAX)
			break;
		script_push_obj(L, in);
		lua_rawseti(L, -2, ++n);
	}
	return (1);
}

/* May obj be moved by a script at all? */
static int
obj_movable(const struct object *obj)
{
	return (obj->corpse == NULL && !(obj->where == OBJ_CARRIED &&
	    obj->worn != WEAR_NONE));
}

/* Save the players who gave and got a thing, together. */
static void
obj_moved_save(struct character *from, struct character *to)
{
	struct character	*both[2];
	size_t			 n = 0;

	if (from != NULL && from->mob == NULL)
		both[n++] = from;
	if (to != NULL && to->mob == NULL && to != from)
		both[n++] = to;
	if (n > 0)
		char_save_together(both, n);
}

/* obj:to_room(room or vnum): it is on that floor now. */
static int
obj_to_room_fn(lua_State *L)
{
	struct object		*obj = script_api_obj(L, 1);
	struct room		*to = script_api_room_arg(L, 2);
	struct character	*from;

	if (obj == NULL || to == NULL || !obj_movable(obj))
		return (script_api_bool(L, 0));
	from = obj_carrier(obj);
	obj_from(obj);
	obj_to_room(obj, to);
	obj_moved_save(from, NULL);
	return (script_api_bool(L, 1));
}

/* obj:to_char(ch): in ch's hands, if ch can carry it. */
static int
obj_to_char_fn(lua_State *L)
{
	struct object		*obj = script_api_obj(L, 1);
	struct character	*to = script_api_char(L, 2), *from;

	if (obj == NULL || to == NULL || !obj_movable(obj) ||
	    obj_carrier(obj) == to ||
	    attrib_cannot_carry(to, 1, obj_total_weight(obj)) != NULL)
		return (script_api_bool(L, 0));
	from = obj_carrier(obj);
	obj_from(obj);
	obj_to_char(obj, to);
	obj_moved_save(from, to);
	return (script_api_bool(L, 1));
}

/* obj:to_obj(container): inside it, if it is one and it has room. */
static int
obj_to_obj_fn(lua_State *L)
{
	struct object		*obj = script_api_obj(L, 1);
	struct object		*c = script_api_obj(L, 2), *up, *in;
	struct character	*from;
	int			 held = 0, n = 0;

	if (obj == NULL || c == NULL || !obj_movable(obj) ||
	    (c->type != OBJ_CONTAINER && c->type != OBJ_CORPSE) ||
	    c->corpse != NULL)
		return (script_api_bool(L, 0));
	for (up = c; up != NULL; up = up->where == OBJ_IN_OBJ ? up->in_obj :
	    NULL) {
		if (up == obj)
			return (script_api_bool(L, 0));	/* into itself */
	}
	TAILQ_FOREACH(in, &c->contents, place) {
		held += obj_total_weight(in);
		n++;
	}
	if (n >= SCRIPT_CONTENTS_MAX || (c->type == OBJ_CONTAINER &&
	    held + obj_total_weight(obj) > c->values[VAL_CONT_CAPACITY]))
		return (script_api_bool(L, 0));
	from = obj_carrier(obj);
	obj_from(obj);
	obj_to_obj(obj, c);
	obj_moved_save(from, obj_carrier(c));
	return (script_api_bool(L, 1));
}

/*
 * obj:transform(vnum): DG's otransform: it becomes that object where it
 * is, with its id, contents and variables (not while worn; a container
 * with things in it only into a container).
 */
static int
obj_transform_fn(lua_State *L)
{
	struct object		*obj = script_api_obj(L, 1);
	const struct obj_def	*def = world_obj_def((int)luaL_checkinteger(L,
				    2));

	if (obj == NULL || def == NULL || !obj_movable(obj) ||
	    obj->type == OBJ_CORPSE || (!TAILQ_EMPTY(&obj->contents) &&
	    def->type != OBJ_CONTAINER))
		return (script_api_bool(L, 0));
	obj_transform(obj, def);
	script_started(eq_ref_object(obj));
	return (script_api_bool(L, 1));
}

/* container:load_obj(vnum): a new object inside it; returns it. */
static int
obj_load_obj(lua_State *L)
{
	struct object		*c = script_api_obj(L, 1), *obj;
	const struct obj_def	*def = world_obj_def((int)luaL_checkinteger(L,
				    2));
	int			 n = 0;

	if (c == NULL || def == NULL || c->type != OBJ_CONTAINER)
		return (obj_nil());
	TAILQ_FOREACH(obj, &c->contents, place)
		n++;
	if (n >= SCRIPT_CONTENTS_MAX)
		return (obj_nil());
	if ((n = script_api_load_refused(L)) != 0)
		return (n);
	obj = obj_create(def);
	script_api_loaded(&obj->script_tally);
	obj_to_obj(obj, c);
	script_push_obj(L, obj);
	return (1);
}

/* obj:player_corpse(): is it a player's corpse (never a mobile's)? */
static int
obj_player_corpse(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);

	return (script_api_bool(L, obj != NULL && obj->corpse != NULL));
}

/* obj:flag(name): has it that flag ("no_take", "magic"...)? */
static int
obj_flag(lua_State *L)
{
	struct object	*obj = script_api_obj(L, 1);
	int		 bit = area_flag_lookup(AFS_ITEM, luaL_checkstring(L, 2));

	return (script_api_bool(L, obj != NULL && bit != 0 &&
	    (obj->flags & bit) != 0));
}

/* Put the methods into the objects' methods table (on top). */
void
script_api_obj_open(lua_State *L)
{
	static const luaL_Reg	methods[] = {
		{ "type", obj_type_of }, { "value", obj_value },
		{ "set_value", obj_set_value }, { "set_timer", obj_set_timer },
		{ "worn_by", obj_worn_by }, { "worn_on", obj_worn_on },
		{ "container", obj_container }, { "contents", obj_contents },
		{ "to_room", obj_to_room_fn }, { "to_char", obj_to_char_fn },
		{ "to_obj", obj_to_obj_fn }, { "transform", obj_transform_fn },
		{ "load_obj", obj_load_obj },
		{ "player_corpse", obj_player_corpse }, { "flag", obj_flag },
		{ NULL, NULL }
	};
	static const char *const numbers[] = { "weight", "cost", "timer",
	    "level", "id" };
	size_t	i;

	luaL_setfuncs(L, methods, 0);
	for (i = 0; i < sizeof numbers / sizeof *numbers; i++) {
		lua_pushstring(L, numbers[i]);
		lua_pushcclosure(L, obj_number, 1);
		lua_setfield(L, -2, numbers[i]);
	}
}
