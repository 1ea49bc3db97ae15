/*
 * test_script_api.c: what a script can read and do (area/SCRIPTING.md,
 * "The API"), each call played in game time (tests/unit/play.h): DG's
 * %actor/self/room/object.xxx% fields, its commands (at, zoneecho,
 * asound, mlog, attach/detach, dg_affect, transform, hunt, setval,
 * timer, moving things, teleport, force, heal, purge, finding things in
 * the world, random) and its variables at every scope; and a death by a
 * script names the script's thing.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "attrib.h"
#include "check_main.h"
#include "eqtypes.h"
#include "game.h"
#include "play.h"
#include "script.h"
#include "world.h"

#define HALL	3101
#define GARDEN	3102
#define CELLAR	3103
#define FIELD	3104
#define CHAPEL	3105
#define LIBRARY	3106
#define AWAY	3001

static const char keep_area[] =
	"area Keep\n"
	"vnums 3100 3199\n"
	"\n"
	"room 3101\n"
	"name The Hall\n"
	"sector city\n"
	"description\n"
	"A hall.\n"
	"~\n"
	"exit north 3103 door closed\n"
	"exit east 3102\n"
	"exit west 3105\n"
	"end\n"
	"\n"
	"room 3102\n"
	"name The Garden\n"
	"sector field\n"
	"description\n"
	"A garden.\n"
	"~\n"
	"exit east 3104\n"
	"exit west 3101\n"
	"end\n"
	"\n"
	"room 3103\n"
	"name The Cellar\n"
	"description\n"
	"A cellar.\n"
	"~\n"
	"exit south 3101 door closed\n"
	"end\n"
	"\n"
	"room 3104\n"
	"name The Far Field\n"
	"sector field\n"
	"description\n"
	"A field.\n"
	"~\n"
	"exit west 3102\n"
	"end\n"
	"\n"
	"room 3105\n"
	"name The Chapel\n"
	"flags safe\n"
	"description\n"
	"A chapel.\n"
	"~\n"
	"exit east 3101\n"
	"end\n"
	"\n"
	"room 3106\n"
	"name The Library\n"
	"description\n"
	"Scripts to attach.\n"
	"~\n"
	"script speech xyzzy\n"
	"self:echo(\"Nothing happens... or does it?\")\n"
	"~\n"
	"script speech plugh\n"
	"global_set(\"n\", (global_get(\"n\") or 0) + 1)\n"
	"self:room():echo(\"plugh \" .. global_get(\"n\"))\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3110\n"
	"keywords smith\n"
	"short the smith\n"
	"long A smith works here.\n"
	"description\n"
	"Burly.\n"
	"~\n"
	"level 5\n"
	"hit 1d1+50\n"
	"damage 1d1\n"
	"alignment 500\n"
	"gold 20\n"
	"flags sentinel\n"
	"script speech hello\n"
	"self:say(\"Well met.\")\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3111\n"
	"keywords frog\n"
	"short a frog\n"
	"long A frog croaks here.\n"
	"description\n"
	"Green.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+5\n"
	"damage 1d1\n"
	"alignment -400\n"
	"end\n"
	"\n"
	"object 3120\n"
	"keywords sack\n"
	"short a sack\n"
	"long A sack lies here.\n"
	"type container\n"
	"capacity 10\n"
	"weight 2\n"
	"cost 5\n"
	"end\n"
	"\n"
	"object 3121\n"
	"keywords gem\n"
	"short a gem\n"
	"long A gem lies here.\n"
	"type treasure\n"
	"weight 1\n"
	"cost 100\n"
	"end\n"
	"\n"
	"object 3122\n"
	"keywords stone\n"
	"short a stone\n"
	"long A stone lies here.\n"
	"type trash\n"
	"weight 20\n"
	"end\n"
	"\n"
	"object 3123\n"
	"keywords sword\n"
	"short a sword\n"
	"long A sword lies here.\n"
	"type weapon\n"
	"dice 1d4\n"
	"wear wield\n"
	"weight 3\n"
	"end\n"
	"\n"
	"reset mob 3110 in 3101\n"
	"reset object 3120 in 3101\n"
	"reset object 3121 in 3101\n";

static const char away_area[] =
	"area Away\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name Far Away\n"
	"description\n"
	"Elsewhere.\n"
	"~\n"
	"end\n";

static void
setup(void)
{
	const char *const	files[] = { "keep.are", keep_area, "away.are",
				    away_area, NULL };

	play_start(files, 11);
	play_config("game.hour_length", "1");	/* 4 pulses an hour */
}

static void
teardown(void)
{
	play_stop();
}

/*
 * Run Lua as room vnum's script; its result as a boolean. An error is
 * kept in the room's variable "err" and shown on failure.
 */
static int
lua_at(int vnum, const char *text)
{
	struct room	*room = room_find(vnum);
	char		*err = NULL, *wrapped;
	int		 rc;

	xasprintf(&wrapped, "local ok, r = pcall(function() %s\nend) "
	    "if not ok then self:set(\"err\", tostring(r):sub(1, 200)) end "
	    "return ok and r", text);
	rc = script_run_text(room, "api.lua", wrapped, &err);
	ck_assert_msg(err == NULL, "%s", err);
	free(wrapped);
	play_turn();
	return (rc);
}

static void
lua_ok(const char *text)
{
	struct room	*room = room_find(HALL);

	free(room->vars);
	room->vars = NULL;
	ck_assert_msg(lua_at(HALL, text) == 1, "false: %s (%s)", text,
	    room->vars != NULL ? room->vars : "no error");
}

static struct character *
smith(void)
{
	struct character	*p;

	TAILQ_FOREACH(p, &char_list, entry) {
		if (p->mob != NULL && !p->extracted && (p->mob->vnum == 3110 ||
		    p->mob->vnum == 3111))
			return (p);
	}
	return (NULL);
}

START_TEST(test_char_fields)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	a->pd.exp = 1234;
	a->pd.mana = 7;
	a->pd.max_mana = 9;
	a->pd.move = 11;
	a->pd.max_move = 13;
	lua_ok("local a = find_player('Alice') local s = self:find_char(3110) "
	    "return a:class() ~= nil and a:race() ~= nil and "
	    "a:sex() == 'neutral' and a:alignment() == 0 and "
	    "s:alignment() == 500 and s:class() == nil and "
	    "a:position() == 'standing' and a:level() >= 1 and "
	    "a:exp() == 1234 and a:mana() == 7 and a:max_mana() == 9 and "
	    "a:move_points() == 11 and a:max_move() == 13 and "
	    "a:hp() > 0 and a:max_hp() > 0 and s:gold() == 20 and "
	    "a:str() >= 3 and a:con() >= 3 and a:id() > 0 and "
	    "char_by_id(a:id()) == a and s:master() == nil");
	play_type(a, "sleep");
	lua_ok("return find_player('Alice'):position() == 'sleeping'");
	/* A player's class and race are those of its record. */
	snprintf(a->pd.class_name, sizeof a->pd.class_name, "mage");
	snprintf(a->pd.race, sizeof a->pd.race, "elf");
	lua_ok("return find_player('Alice'):class() == 'mage' and "
	    "find_player('Alice'):race() == 'elf'");
}
END_TEST

/* keywords(): what commands match a mobile, object or player by. */
START_TEST(test_keywords)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*w = play_enter("Wanda", HALL, ROLE_ADMIN);

	lua_ok("local a = find_player('Alice') local o = a:load_obj(3123) "
	    "return self:find_char(3110):keywords() == 'smith' and "
	    "a:keywords() == 'Alice' and o:keywords() == 'sword'");
	/* is_staff(): builders and admins, never a mobile. */
	lua_ok("return find_player('Wanda'):is_staff() and "
	    "not find_player('Alice'):is_staff() and "
	    "not self:find_char(3110):is_staff()");
	(void)a;
	(void)w;
}
END_TEST

START_TEST(test_can_see_and_fighting)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*w = play_enter("Wanda", HALL, ROLE_ADMIN);

	lua_ok("local s = self:find_char(3110) return "
	    "s:can_see(find_player('Alice')) and "
	    "s:can_see(find_player('Wanda'))");
	w->pd.wizinvis = 1;
	lua_ok("local s = self:find_char(3110) return "
	    "s:can_see(find_player('Alice')) and "
	    "not s:can_see(find_player('Wanda'))");
	lua_ok("return self:find_char(3110):fighting() == nil");
	(void)a;
}
END_TEST

START_TEST(test_equipment_and_inventory)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	lua_ok("local a = find_player('Alice') local s = a:load_obj(3123) "
	    "return s ~= nil and a:equipment('wield') == nil and "
	    "a:has(3123) and a:has('sword') and not a:has(3121)");
	play_type(a, "wield sword");
	play_expect(a, "You wield");
	lua_ok("local a = find_player('Alice') local s = a:equipment('wield') "
	    "return s ~= nil and s:vnum() == 3123 and s:worn_by() == a and "
	    "s:worn_on() == 'wield' and a:find_obj(3123) == s");
}
END_TEST

START_TEST(test_room_fields)
{
	lua_ok("local e = self:exits() return self:vnum() == 3101 and "
	    "self:id() == 3101 and self:name() == 'The Hall' and "
	    "self:sector() == 'city' and e.north == 3103 and "
	    "e.east == 3102 and e.south == nil and "
	    "self:exit('east') == find_room(3102) and "
	    "self:exit('up') == nil and self:door('north') == 'closed' and "
	    "#self:people() == 1 and #self:objects() == 2 and "
	    "self:area_name() == 'Keep' and "
	    "find_room(3102):sector() == 'field'");
}
END_TEST

START_TEST(test_obj_fields)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	lua_ok("local s = self:find_obj(3120) local g = self:find_obj('gem') "
	    "return s:type() == 'container' and s:value(0) == 10 and "
	    "g:type() == 'treasure' and g:weight() == 1 and "
	    "g:cost() == 100 and g:timer() == 0 and g:level() == 0 and "
	    "g:carrier() == nil and g:container() == nil and "
	    "#s:contents() == 0 and obj_by_id(g:id()) == g");
	play_type(a, "get gem");
	lua_ok("local g = find_obj(3121) return g:carrier() == "
	    "find_player('Alice') and g:worn_by() == nil and "
	    "g:room() == self");
	ck_assert_int_eq(lua_at(HALL, "return self:find_obj(3120):value(5)"),
	    0);
}
END_TEST

START_TEST(test_at_acts_in_another_room)
{
	struct character	*b = play_enter("Bob", GARDEN, ROLE_PLAYER);
	struct character	*c = play_enter("Cy", CHAPEL, ROLE_PLAYER);

	play_skip(b);
	lua_ok("return self:find_char(3110):at(3102, 'say Over here!')");
	play_expect(b, "The smith says 'Over here!'");
	ck_assert_ptr_eq(smith()->room, room_find(HALL));
	/* There it obeys that room's rules: no fighting in the chapel. */
	lua_ok("return self:find_char(3110):at(3105, 'kill cy')");
	ck_assert_ptr_null(c->fighting);
	ck_assert_ptr_null(smith()->fighting);
	ck_assert_ptr_eq(smith()->room, room_find(HALL));
}
END_TEST

START_TEST(test_echoes_far_and_near)
{
	struct character	*b = play_enter("Bob", GARDEN, ROLE_PLAYER);
	struct character	*f = play_enter("Fay", FIELD, ROLE_PLAYER);
	struct character	*z = play_enter("Zed", AWAY, ROLE_PLAYER);

	/* Echo to another room. */
	lua_ok("return find_room(3104):echo('A crow caws.')");
	play_expect(f, "A crow caws.");
	play_not(b, "A crow caws.");
	/* To the area (zoneecho). */
	lua_ok("return self:area_echo('The bell tolls.')");
	play_expect(b, "The bell tolls.");
	play_expect(f, "The bell tolls.");
	play_not(z, "The bell tolls.");
	/* To the rooms around (asound). */
	lua_ok("return self:asound('You hear a crash nearby.')");
	play_expect(b, "You hear a crash nearby.");
	play_not(f, "You hear a crash nearby.");
}
END_TEST

START_TEST(test_log_to_staff)
{
	struct character	*w = play_enter("Wanda", AWAY, ROLE_ADMIN);
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(w);
	lua_ok("return log('the smith was robbed')");
	play_expect(w, "a script of The Hall (room 3101, keep)");
	play_expect(w, "the smith was robbed");
	play_not(a, "robbed");
}
END_TEST

START_TEST(test_attach_and_detach)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_type(a, "say xyzzy");
	play_not(a, "Nothing happens");
	lua_ok("local ok = self:attach('room 3106 1') "
	    "return ok and self:attached()[1] == 'room 3106 1'");
	play_type(a, "say xyzzy");
	play_expect(a, "Nothing happens... or does it?");
	/* Named by trigger, twice refused; a mobile may have speech too. */
	lua_ok("return not self:attach('room 3106 speech') and "
	    "self:find_char(3110):attach('room 3106 2') and "
	    "not self:attach('room 3106 9') and not self:attach('bogus')");
	lua_ok("return self:detach('room 3106 1') and "
	    "not self:detach('room 3106 1')");
	play_type(a, "say xyzzy");
	play_not(a, "Nothing happens");
	/* A thing's own script detached, then attached again. */
	play_type(a, "say hello");
	play_expect(a, "The smith says 'Well met.'");
	lua_ok("return self:find_char(3110):detach('mob 3110 speech')");
	play_type(a, "say hello");
	play_not(a, "Well met.");
	lua_ok("return self:find_char(3110):attach('mob 3110 1')");
	play_type(a, "say hello");
	play_expect(a, "The smith says 'Well met.'");
	/* Players have none. */
	lua_ok("return not find_player('Alice'):attach('room 3106 1')");
}
END_TEST

START_TEST(test_variables_every_scope)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct room		*lib = room_find(LIBRARY);

	/* The script's own (DG global): kept per script per thing. */
	lua_ok("self:find_char(3110):attach('room 3106 2') return true");
	play_type(a, "say plugh");
	play_expect(a, "plugh 1");
	play_type(a, "say plugh");
	play_expect(a, "plugh 2");
	/* Not the thing's own variable of that name, nor another script's. */
	lua_ok("local s = self:find_char(3110) return s:get('n') == nil and "
	    "global_get('n') == nil");
	ck_assert_ptr_nonnull(smith()->pd.vars);
	ck_assert_ptr_nonnull(strstr(smith()->pd.vars, "_n=n2"));
	(void)lib;
	/* The thing's, shared by its scripts; and remote, on another. */
	lua_ok("local s = self:find_char(3110) s:set('mood', 'grim') "
	    "find_player('Alice'):set('quest', 3) "
	    "return s:get('mood') == 'grim' and "
	    "find_player('Alice'):get('quest') == 3");
	/* rdelete: set to nil. */
	lua_ok("find_player('Alice'):set('quest', nil) "
	    "return find_player('Alice'):get('quest') == nil");
	ck_assert_int_eq(lua_at(HALL, "return global_set('" "abcdefghij"
	    "abcdefghijabcdefghij', 1)"), 0);
}
END_TEST

START_TEST(test_affect)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	int			 str = attrib_get(a, STAT_STR);

	lua_ok("local a = find_player('Alice') return "
	    "a:affect('str', 2, 10) and a:affect('sanctuary', 0, 10) and "
	    "a:affected('sanctuary')");
	ck_assert_int_eq(attrib_get(a, STAT_STR), str + 2);
	ck_assert(char_aff(a) & AFF_SANCTUARY);
	play_pulses(41);
	ck_assert_int_eq(attrib_get(a, STAT_STR), str);
	ck_assert(!(char_aff(a) & AFF_SANCTUARY));
	lua_ok("local a = find_player('Alice') a:affect('blindness', 0, 60) "
	    "return a:unaffect('blindness') and not a:affected('blindness')");
	ck_assert_int_eq(lua_at(HALL, "return find_player('Alice'):"
	    "affect('nonsense', 1, 10)"), 0);
}
END_TEST

START_TEST(test_transform)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*s = smith();

	lua_ok("return self:find_char(3110):transform(3111)");
	ck_assert_ptr_eq(smith(), s);
	ck_assert_int_eq(s->mob->vnum, 3111);
	ck_assert_str_eq(char_name(s), "a frog");
	play_type(a, "look");
	play_expect(a, "A frog croaks here.");
	lua_ok("local g = self:find_obj(3121) local id = g:id() "
	    "return g:transform(3122) and g:vnum() == 3122 and "
	    "g:id() == id and g:name() == 'a stone' and g:weight() == 20");
	/* A container with things in it stays one. */
	lua_ok("local s = self:find_obj(3120) s:load_obj(3121) "
	    "return not s:transform(3122)");
}
END_TEST

START_TEST(test_hunt)
{
	struct character	*f = play_enter("Fay", FIELD, ROLE_PLAYER);
	struct character	*s = smith();
	int			 n;

	lua_ok("local s = self:find_char(3110) "
	    "return s:hunt(find_player('Fay')) and s:hunting() == "
	    "find_player('Fay')");
	ck_assert_int_eq(equeue_type_count(game_eq, EQT_SCRIPT_HUNT), 1);
	for (n = 0; n < 40 && s->room != f->room; n++)
		play_pulses(1);
	ck_assert_ptr_eq(s->room, f->room);
	play_pulses(8);
	ck_assert_int_eq(equeue_type_count(game_eq, EQT_SCRIPT_HUNT), 0);
	/* No way there (a closed door): it does not set off. */
	lua_ok("local s = find_mob(3110) return not s:hunt(nil) and "
	    "s:hunting() == nil");
}
END_TEST

START_TEST(test_set_value_and_timer)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	int			 n;

	lua_ok("local s = self:find_obj(3120) return s:set_value(0, 25) and "
	    "s:value(0) == 25");
	lua_ok("return self:find_obj(3121):set_timer(1)");
	for (n = 0; n < 20 && room_find(HALL)->contents.tqh_first != NULL &&
	    lua_at(HALL, "return self:find_obj(3121) ~= nil") == 1; n++)
		play_pulses(1);
	ck_assert_int_lt(n, 20);
	(void)a;
}
END_TEST

START_TEST(test_move_objects)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	lua_ok("local s, g = self:find_obj(3120), self:find_obj(3121) "
	    "return g:to_obj(s) and g:container() == s and "
	    "self:find_obj(3121) == nil and not s:to_obj(s)");
	lua_ok("local s = self:find_obj(3120) local a = find_player('Alice') "
	    "return s:to_char(a) and s:carrier() == a and "
	    "find_obj(3121):carrier() == a");
	lua_ok("return find_obj(3120):to_room(3102) and "
	    "find_obj(3120):room() == find_room(3102)");
	/* Too heavy for the sack: refused. */
	lua_ok("local s = find_obj(3120) local st = self:load_obj(3122) "
	    "return not st:to_obj(s) and st:room() == self");
	(void)a;
}
END_TEST

START_TEST(test_teleport_force_heal)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*w = play_enter("Wanda", HALL, ROLE_ADMIN);

	lua_ok("return find_player('Alice'):force('say I obey')");
	play_expect(w, "Alice says 'I obey'");
	/* Not quit, nor a channel, nor staff. */
	lua_ok("return not find_player('Alice'):force('quit') and "
	    "not find_player('Alice'):force('gossip hi') and "
	    "not find_player('Wanda'):force('say hi')");
	ck_assert_ptr_nonnull(a->room);
	a->pd.hit = 10;
	lua_ok("local a = find_player('Alice') return a:heal(5) and "
	    "a:hp() == 15 and not a:heal(0)");
	a->pd.hit = a->pd.max_hit;
	lua_ok("return not find_player('Alice'):heal(5)");
	lua_ok("return self:teleport(3102) == 3");
	ck_assert_ptr_eq(a->room, room_find(GARDEN));
	ck_assert_ptr_eq(smith()->room, room_find(GARDEN));
}
END_TEST

START_TEST(test_purge_room_and_find_world)
{
	struct character	*a = play_enter("Alice", GARDEN, ROLE_PLAYER);

	lua_ok("return find_mob(3110) ~= nil and find_mob('smith') ~= nil "
	    "and find_obj(3121) ~= nil and find_obj('sack') ~= nil and "
	    "find_room(3104):name() == 'The Far Field' and "
	    "find_room(9999) == nil and find_mob(3111) == nil and "
	    "find_player('Alice'):room() == find_room(3102)");
	lua_ok("return self:purge() == 3 and #self:objects() == 0 and "
	    "#self:people() == 0 and find_mob(3110) == nil");
	ck_assert_ptr_eq(a->room, room_find(GARDEN));
}
END_TEST

START_TEST(test_random)
{
	lua_ok("for i = 1, 200 do local r = random(6) "
	    "if r < 1 or r > 6 or math.type(r) ~= 'integer' then "
	    "return false end end return random(1) == 1");
	ck_assert_int_eq(lua_at(HALL, "return random(0)"), 0);
}
END_TEST

/* A death by a script's damage names the script's thing, not something. */
START_TEST(test_death_by_script_named)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*w = play_enter("Wanda", AWAY, ROLE_ADMIN);

	play_skip(w);
	a->pd.hit = 3;
	lua_ok("return self:find_char('alice'):damage(50, 'A spike!')");
	play_expect(a, "You die!");
	play_expect(w, "Alice killed by a script of The Hall (room 3101, "
	    "keep)");
}
END_TEST

static Suite *
script_api_suite(void)
{
	Suite	*s = suite_create("script_api");
	TCase	*tc = tcase_create("script_api");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_char_fields);
	tcase_add_test(tc, test_can_see_and_fighting);
	tcase_add_test(tc, test_equipment_and_inventory);
	tcase_add_test(tc, test_room_fields);
	tcase_add_test(tc, test_obj_fields);
	tcase_add_test(tc, test_at_acts_in_another_room);
	tcase_add_test(tc, test_echoes_far_and_near);
	tcase_add_test(tc, test_log_to_staff);
	tcase_add_test(tc, test_attach_and_detach);
	tcase_add_test(tc, test_variables_every_scope);
	tcase_add_test(tc, test_affect);
	tcase_add_test(tc, test_transform);
	tcase_add_test(tc, test_hunt);
	tcase_add_test(tc, test_set_value_and_timer);
	tcase_add_test(tc, test_move_objects);
	tcase_add_test(tc, test_teleport_force_heal);
	tcase_add_test(tc, test_purge_room_and_find_world);
	tcase_add_test(tc, test_random);
	tcase_add_test(tc, test_death_by_script_named);
	tcase_add_test(tc, test_keywords);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(script_api_suite()));
}
