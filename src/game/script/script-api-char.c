/*
 * script-api-char.c: what a script reads of a character and does to one,
 * beyond script-api.c: all a DG script reads through %actor.xxx% (class,
 * race, sex, alignment, position, experience, mana and movement, whether
 * one sees another, equipment by slot...) and the DG commands on
 * characters: dg_affect, heal, force, at, transform, hunt.
 *
 * Every call goes through the game's own rules: a forced command is typed
 * through the interpreter with all its checks, an affect is the magic's,
 * a mobile at another room acts there under that room's rules (safe
 * rooms...), a hunting mobile walks through open exits only, one step a
 * second, for SCRIPT_HUNT_STEPS steps at most, toward someone within
 * SCRIPT_HUNT_ROOMS rooms.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "attrib.h"
#include "character.h"
#include "class.h"
#include "eqtypes.h"
#include "fight.h"
#include "find.h"
#include "game.h"
#include "interp.h"
#include "magic.h"
#include "move.h"
#include "object.h"
#include "position.h"
#include "room.h"
#include "script-int.h"
#include "world.h"
#include "xmalloc.h"

#define SCRIPT_HEAL_MAX		1000	/* points healed at once */
#define SCRIPT_EXP_MAX		1000000	/* experience given or taken */
#define SCRIPT_AFFECT_SECONDS	86400	/* the longest affect */
#define SCRIPT_AFFECT_MOD	100	/* the largest modifier */
#define SCRIPT_HUNT_ROOMS	200	/* rooms a hunt looks through */
#define SCRIPT_HUNT_STEPS	100	/* steps a hunt takes at most */
#define SCRIPT_HUNT_PULSES	PULSES_PER_SECOND

static const char *const script_positions[] = { "standing", "resting",
    "sleeping", "fighting", "stunned", "dead" };

static int
char_nil(void)
{
	return (0);
}

/* ch:class(), ch:race(): names ("warrior", "elf"); a mobile's are nil. */
static int
char_class(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);

	if (ch == NULL || ch->mob != NULL)
		return (char_nil());
	lua_pushstring(L, class_table[class_of(ch)].name);
	return (1);
}

static int
char_race(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);

	if (ch == NULL || ch->mob != NULL)
		return (char_nil());
	lua_pushstring(L, race_table[race_of(ch)].name);
	return (1);
}

/* ch:sex(): the game has no sexes; "neutral" (DG's 0) for everyone. */
static int
char_sex(lua_State *L)
{
	if (script_api_char(L, 1) == NULL)
		return (char_nil());
	lua_pushliteral(L, "neutral");
	return (1);
}

/* ch:alignment(): -1000 (evil) to 1000 (good); players are 0. */
static int
char_alignment(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);

	if (ch == NULL)
		return (char_nil());
	lua_pushinteger(L, ch->mob != NULL ? ch->mob->alignment : 0);
	return (1);
}

/* ch:position(): "standing", "resting", "sleeping", "fighting"... */
static int
char_position(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	int			 p;

	if (ch == NULL)
		return (char_nil());
	p = ch->pd.position;
	if (ch->fighting != NULL && p == POS_STANDING)
		p = POS_FIGHTING;
	lua_pushstring(L, p >= 0 && p <= POS_DEAD ? script_positions[p] :
	    "standing");
	return (1);
}

/* Numbers of a character (the upvalue says which). */
static int
char_points(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	const char		*what = lua_tostring(L, lua_upvalueindex(1));
	static const char *const stats[] = { "str", "int", "wis", "dex",
	    "con" };
	size_t			 i;

	if (ch == NULL)
		return (char_nil());
	if (strcmp(what, "exp") == 0)
		lua_pushinteger(L, ch->pd.exp);
	else if (strcmp(what, "mana") == 0)
		lua_pushinteger(L, ch->pd.mana);
	else if (strcmp(what, "max_mana") == 0)
		lua_pushinteger(L, ch->pd.max_mana);
	else if (strcmp(what, "mv") == 0)
		lua_pushinteger(L, ch->pd.move);
	else if (strcmp(what, "max_mv") == 0)
		lua_pushinteger(L, ch->pd.max_move);
	else if (strcmp(what, "id") == 0)
		lua_pushinteger(L, (lua_Integer)ch->id);
	else {
		for (i = 0; i < sizeof stats / sizeof *stats; i++) {
			if (strcmp(what, stats[i]) == 0) {
				lua_pushinteger(L, attrib_get(ch,
				    (enum stat)i));
				return (1);
			}
		}
		return (char_nil());
	}
	return (1);
}

/* ch:can_see(other): does ch see other (dark, invisible, wizinvis)? */
static int
char_can_see(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	struct character	*other = script_api_char(L, 2);

	return (script_api_bool(L, ch != NULL && other != NULL &&
	    (ch == other || find_can_see_char(ch, other))));
}

/* ch:equipment(slot): what it wears there ("wield", "finger"...), or nil. */
static int
char_equipment(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	int			 loc = wear_loc_lookup(luaL_checkstring(L, 2));
	struct object		*obj;

	if (ch == NULL || loc < 0 || (obj = char_equipped(ch, loc)) == NULL)
		return (char_nil());
	script_push_obj(L, obj);
	return (1);
}

/* ch:has(vnum or name): does it carry or wear such a thing? */
static int
char_has(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	struct object		*obj;
	int			 vnum = lua_isinteger(L, 2) ?
				    (int)lua_tointeger(L, 2) : 0;
	const char		*name = luaL_checkstring(L, 2);

	if (ch == NULL)
		return (script_api_bool(L, 0));
	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if ((vnum > 0 && obj->vnum == vnum) || (vnum == 0 &&
		    obj_matches(obj, name)))
			return (script_api_bool(L, 1));
	}
	return (script_api_bool(L, 0));
}

/* ch:master(): whom it follows, or nil. */
static int
char_master(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);

	if (ch == NULL || ch->master == NULL || ch->master->extracted)
		return (char_nil());
	script_push_char(L, ch->master);
	return (1);
}

/* ch:affected(spell): is it under that spell ("armor", "sanctuary")? */
static int
char_affected(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	int			 sn = magic_spell_by_area_name(
				    luaL_checkstring(L, 2));
	struct affect		*af;

	if (ch == NULL || sn <= 0)
		return (script_api_bool(L, 0));
	TAILQ_FOREACH(af, &ch->affects, entry) {
		if (af->spell == sn)
			return (script_api_bool(L, 1));
	}
	return (script_api_bool(L, 0));
}

/*
 * ch:heal(n [, "hit"|"mana"|"move"]): points back, up to the maximum
 * (1-1000); DG's %damage% with a negative amount.
 */
static int
char_heal(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	lua_Integer		 n = luaL_checkinteger(L, 2);
	const char		*what = luaL_optstring(L, 3, "hit");
	int			*now, max;

	if (ch == NULL || n < 1 || n > SCRIPT_HEAL_MAX ||
	    ch->pd.position == POS_DEAD)
		return (script_api_bool(L, 0));
	if (strcmp(what, "hit") == 0) {
		now = &ch->pd.hit;
		max = ch->pd.max_hit;
	} else if (strcmp(what, "mana") == 0) {
		now = &ch->pd.mana;
		max = ch->pd.max_mana;
	} else if (strcmp(what, "move") == 0) {
		now = &ch->pd.move;
		max = ch->pd.max_move;
	} else
		return (luaL_argerror(L, 3, "\"hit\", \"mana\" or \"move\""));
	if (*now >= max)
		return (script_api_bool(L, 0));
	*now = *now + (int)n > max ? max : *now + (int)n;
	fight_hurt_changed(ch);
	return (script_api_bool(L, 1));
}

/* ch:gain_exp(n): experience given (or taken, n < 0), as a quest's. */
static int
char_gain_exp(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	lua_Integer		 n = luaL_checkinteger(L, 2);

	if (ch == NULL || n == 0 || n > SCRIPT_EXP_MAX ||
	    n < -SCRIPT_EXP_MAX)
		return (script_api_bool(L, 0));
	ch->pd.exp += n;
	if (ch->pd.exp < 0)
		ch->pd.exp = 0;
	return (script_api_bool(L, 1));
}

/*
 * ch:affect(what, modifier, seconds): DG's dg_affect. what is a spell
 * ("sanctuary", "blindness": its effect, no message) or an apply ("str",
 * "hitroll", "ac"...: changed by modifier, -100 to 100); it ends as a
 * spell's does, after seconds (up to a day). A spell's affect already
 * there is renewed, not doubled.
 */
static int
char_affect(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	const char		*what = luaL_checkstring(L, 2);
	lua_Integer		 mod = luaL_checkinteger(L, 3);
	lua_Number		 s = luaL_checknumber(L, 4);
	int			 sn = magic_spell_by_area_name(what);
	int			 loc = APPLY_NONE;

	luaL_argcheck(L, s > 0 && s <= SCRIPT_AFFECT_SECONDS, 4,
	    "seconds from 0 to 86400");
	luaL_argcheck(L, mod >= -SCRIPT_AFFECT_MOD && mod <=
	    SCRIPT_AFFECT_MOD, 3, "a modifier from -100 to 100");
	if (sn <= 0 && (loc = apply_lookup(what)) <= APPLY_NONE)
		return (luaL_argerror(L, 2, "a spell or an apply"));
	if (ch == NULL || ch->pd.position == POS_DEAD)
		return (script_api_bool(L, 0));
	if (sn > 0)
		magic_affect_remove(ch, sn);
	magic_affect_add(ch, sn > 0 ? sn : 0, loc, (int)mod,
	    (uint32_t)(s * PULSES_PER_SECOND + 0.999));
	fight_hurt_changed(ch);
	return (script_api_bool(L, 1));
}

/* ch:unaffect(spell): a spell's affect taken off now; true if it had. */
static int
char_unaffect(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	int			 sn = magic_spell_by_area_name(
				    luaL_checkstring(L, 2));

	if (ch == NULL || sn <= 0)
		return (script_api_bool(L, 0));
	return (script_api_bool(L, magic_affect_remove(ch, sn)));
}

/*
 * Commands a script may not force a player to: its settings, its words
 * to others (channels, tells, mail: speaking in its name), and leaving.
 */
static const char *const script_force_refused[] = { "password", "alias",
    "unalias", "prompt", "title", "toggle", "color", "brief", "compact",
    "wimpy", "ignore", "unignore", "note", "mail", "tell", "reply",
    "gossip", "ooc", "newbie", "grats", "gtell", "channels", "afk",
    "quit", "save", "poofin", "poofout", NULL };

/*
 * ch:force(line): DG's %force%. A mobile types anything; a player (not
 * staff) types a command of the game but those above, checked as if it
 * typed it. True if it was typed.
 */
static int
char_force(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);
	char			*text = script_api_text(L, 2), *p, word[32];
	const struct cmd_entry	*c;
	size_t			 i;

	if (ch == NULL || *text == '\0' || !script_api_message_ok() ||
	    (ch->mob == NULL && ch->pd.role >= ROLE_BUILDER))
		goto refused;
	if (ch->mob == NULL) {
		for (p = text; *p == ' '; p++)
			;
		snprintf(word, sizeof word, "%.*s", (int)strcspn(p, " "), p);
		if ((c = interp_find(ch, word)) != NULL) {
			for (i = 0; script_force_refused[i] != NULL; i++) {
				if (strcmp(c->name,
				    script_force_refused[i]) == 0)
					goto refused;
			}
		}
	}
	script_api_interp(ch, "", text);
	free(text);
	return (script_api_bool(L, 1));
refused:
	free(text);
	return (script_api_bool(L, 0));
}

/*
 * mob:at(room, line): DG's at: the mobile types line in another room and
 * comes back, unseen coming or going (as DG moves it). It acts there as
 * anyone there would (a safe room is safe). True if it went.
 */
static int
char_at(lua_State *L)
{
	struct character	*ch = script_api_mob(L, 1);
	struct room		*to = script_api_room_arg(L, 2), *from;
	char			*text = script_api_text(L, 3);
	uint64_t		 id;
	int			 from_vnum;

	if (ch == NULL || to == NULL || *text == '\0' ||
	    ch->fighting != NULL || !script_api_message_ok()) {
		free(text);
		return (script_api_bool(L, 0));
	}
	from_vnum = ch->room->vnum;
	id = ch->id;
	char_from_room(ch);
	char_to_room(ch, to);
	script_api_interp(ch, "", text);
	free(text);
	/* Back, unless what it did took it elsewhere or away. */
	/* Its room is found again: a reload may have made it anew. */
	if ((ch = char_find_id(id)) != NULL && !ch->extracted &&
	    ch->room == to && (from = room_find(from_vnum)) != NULL) {
		if (ch->fighting != NULL)
			fight_stop(ch);
		char_from_room(ch);
		char_to_room(ch, from);
	}
	return (script_api_bool(L, 1));
}

/*
 * mob:transform(vnum): DG's mtransform: it becomes that mobile where it
 * stands, keeping its hit points, gold, things and variables; its
 * scripts are the new one's. Never a player.
 */
static int
char_transform(lua_State *L)
{
	struct character	*ch = script_api_mob(L, 1);
	const struct mob_def	*def = world_mob_def((int)luaL_checkinteger(L,
				    2));

	if (ch == NULL || def == NULL)
		return (script_api_bool(L, 0));
	char_mob_transform(ch, def);
	script_started(eq_ref_character(ch));
	return (script_api_bool(L, 1));
}

/*
 * A hunt's event carries its quarry's id (ids stay below 2^32) and the
 * steps it has left above it: no memory to free when it is stripped.
 */
static inline void *
char_hunt_arg(uint64_t id, int steps)
{
	return ((void *)(uintptr_t)(((uint64_t)steps << 32) |
	    (id & 0xffffffffULL)));
}

/* A hunting mobile's step: toward its quarry, until there or lost. */
static void
char_hunt_step(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = eq_ch(eq_event_owner(ev));
	uint64_t		 v = (uint64_t)(uintptr_t)arg;
	struct character	*quarry = char_find_id(v & 0xffffffffULL);
	int			 d, left = (int)(v >> 32);

	if (quarry == NULL || quarry->extracted || ch->extracted ||
	    ch->fighting != NULL || quarry->room == ch->room || left <= 0 ||
	    (d = move_step_toward(ch->room, quarry->room,
	    SCRIPT_HUNT_ROOMS)) < 0)
		return;
	equeue_enqueue(q, &ch->events, eq_ref_none(), EQT_SCRIPT_HUNT,
	    char_hunt_step, char_hunt_arg(quarry->id, left - 1),
	    SCRIPT_HUNT_PULSES);
	(void)move_char(ch, d);
}

/*
 * mob:hunt(victim): DG's mhunt: the mobile walks toward victim, a step a
 * second through open exits, until it is in its room, has lost the way
 * (200 rooms), is fighting, or has taken 100 steps; mob:hunt(nil)
 * stops it. True if it set off.
 */
static int
char_hunt(lua_State *L)
{
	struct character	*ch = script_api_mob(L, 1);
	struct character	*quarry = lua_isnoneornil(L, 2) ? NULL :
				    script_api_char(L, 2);
	struct eq_event		*ev;

	if (ch == NULL)
		return (script_api_bool(L, 0));
	if ((ev = eq_owner_find(&ch->events, EQT_SCRIPT_HUNT)) != NULL)
		equeue_dequeue(game_eq, ev);
	if (quarry == NULL || quarry == ch || quarry->room == ch->room ||
	    move_step_toward(ch->room, quarry->room, SCRIPT_HUNT_ROOMS) < 0)
		return (script_api_bool(L, 0));
	equeue_enqueue(game_eq, &ch->events, eq_ref_none(), EQT_SCRIPT_HUNT,
	    char_hunt_step, char_hunt_arg(quarry->id, SCRIPT_HUNT_STEPS),
	    SCRIPT_HUNT_PULSES);
	return (script_api_bool(L, 1));
}

/* mob:hunting(): whom it hunts, or nil. */
static int
char_hunting(lua_State *L)
{
	struct character	*ch = script_api_mob(L, 1);
	struct eq_event		*ev;
	struct character	*q;

	if (ch == NULL || (ev = eq_owner_find(&ch->events,
	    EQT_SCRIPT_HUNT)) == NULL || (q = char_find_id((uint64_t)
	    (uintptr_t)eq_event_arg(ev) & 0xffffffffULL)) == NULL ||
	    q->extracted)
		return (char_nil());
	script_push_char(L, q);
	return (1);
}

/*
 * mob:spell(spell [, target]): a mobile's own magic, as the special
 * procedures of ROM and CircleMUD cast and the mage and cleric flags do:
 * the room sees it utter the words, and the spell works at once at its
 * level, without mana or cast time (the cast scripts may refuse it). The
 * target is in its room (a foe's spell: its foe if none); true if it
 * worked.
 */
static int
char_spell(lua_State *L)
{
	struct character	*ch = script_api_mob(L, 1);
	struct character	*victim = NULL;
	const char		*name = luaL_checkstring(L, 2);
	int			 spell;

	if (!lua_isnoneornil(L, 3))
		victim = script_api_char(L, 3);
	if (ch == NULL || strlen(name) > 40 || (spell =
	    magic_spell_by_area_name(name)) == SPELL_NONE ||
	    (!lua_isnoneornil(L, 3) && (victim == NULL ||
	    victim->room != ch->room)) || ch->pd.position == POS_SLEEPING ||
	    !script_api_message_ok())
		return (script_api_bool(L, 0));
	if (victim == NULL && magic_is_offensive(spell))
		victim = ch->fighting;
	char_room_printf(ch, "%s intones '%s'.\n",
	    char_name_cap(ch), magic_spell_name(spell));
	return (script_api_bool(L, magic_apply(ch, spell, ch->pd.level,
	    victim, NULL) == 0));
}

/*
 * mob:guild(): the class a guildmaster teaches ("mage"), "all" for one
 * who teaches every class ('guild all'), or nil.
 */
static int
char_guild(lua_State *L)
{
	struct character	*ch = script_api_char(L, 1);

	if (ch != NULL && ch->mob != NULL && ch->mob->guild == AREA_GUILD_ALL) {
		lua_pushstring(L, "all");
		return (1);
	}
	if (ch == NULL || ch->mob == NULL || ch->mob->guild <= 0)
		return (char_nil());
	lua_pushstring(L, class_table[ch->mob->guild - 1].name);
	return (1);
}

/* Put the methods into the characters' methods table (on top). */
void
script_api_char_open(lua_State *L)
{
	static const luaL_Reg	methods[] = {
		{ "class", char_class }, { "race", char_race },
		{ "sex", char_sex }, { "alignment", char_alignment },
		{ "position", char_position }, { "can_see", char_can_see },
		{ "equipment", char_equipment }, { "has", char_has },
		{ "master", char_master }, { "affected", char_affected },
		{ "heal", char_heal }, { "gain_exp", char_gain_exp },
		{ "affect", char_affect }, { "unaffect", char_unaffect },
		{ "force", char_force }, { "at", char_at },
		{ "transform", char_transform }, { "hunt", char_hunt },
		{ "hunting", char_hunting }, { "spell", char_spell },
		{ "guild", char_guild }, { NULL, NULL }
	};
	static const char *const points[] = { "exp", "mana", "max_mana",
	    "mv", "max_mv", "id", "str", "int", "wis", "dex", "con" };
	static const char *const names[] = { "exp", "mana", "max_mana",
	    "move_points", "max_move", "id", "str", "int", "wis", "dex",
	    "con" };
	size_t	i;

	luaL_setfuncs(L, methods, 0);
	for (i = 0; i < sizeof points / sizeof *points; i++) {
		lua_pushstring(L, points[i]);
		lua_pushcclosure(L, char_points, 1);
		lua_setfield(L, -2, names[i]);
	}
}
