/*
 * test_script_dg.c: the last of what DG scripts do that the Lua layer
 * had not (area/SCRIPTING.md), played in game time (tests/unit/play.h):
 * an object's leave script, on the floor or carried, that may refuse the
 * step.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "check_main.h"
#include "fileio.h"
#include "commands.h"
#include "eqtypes.h"
#include "game.h"
#include "play.h"
#include "room.h"
#include "script.h"
#include "weather.h"
#include "world.h"

#define HALL	3001
#define NORTH	3002
#define EAST	3003

static const char dg_area[] =
	"area Dg\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Hall\n"
	"sector field\n"
	"description\n"
	"A hall.\n"
	"~\n"
	"exit north 3002\n"
	"exit east 3003\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The North Room\n"
	"description\n"
	"North.\n"
	"~\n"
	"exit south 3001\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The East Room\n"
	"description\n"
	"East.\n"
	"~\n"
	"exit west 3001\n"
	"script speech heal me\n"
	"local ok, why = self:cast(\"cure light\", ch)\n"
	"ch:send(\"Heal: \" .. tostring(ok) .. \" \" .. tostring(why))\n"
	"~\n"
	"end\n"
	"\n"
	"room 3004\n"
	"name The Sanctum\n"
	"description\n"
	"Peace.\n"
	"~\n"
	"flags safe\n"
	"sector inside\n"
	"exit south 3003\n"
	"end\n"
	"\n"
	"object 3020\n"
	"keywords anchor\n"
	"short an iron anchor\n"
	"long An iron anchor lies here.\n"
	"type treasure\n"
	"weight 1\n"
	"flags no_take\n"
	"script leave\n"
	"if text == \"north\" and ch:get(\"chained\") then\n"
	"  ch:send(\"The anchor's chain holds you.\")\n"
	"  return false\n"
	"end\n"
	"ch:send(\"The anchor watches you go \" .. tostring(text) .. \".\")\n"
	"~\n"
	"end\n"
	"\n"
	"object 3021\n"
	"keywords charm\n"
	"short a homing charm\n"
	"long A homing charm lies here.\n"
	"type treasure\n"
	"wear neck\n"
	"weight 1\n"
	"script leave\n"
	"if obj == self and text == \"east\" then\n"
	"  ch:send(\"The charm pulls you back.\")\n"
	"  return false\n"
	"end\n"
	"~\n"
	"end\n"
	"\n"
	"object 3022\n"
	"keywords wand idol\n"
	"short a spiteful idol\n"
	"long A spiteful idol glares here.\n"
	"type treasure\n"
	"weight 1\n"
	"script command zap\n"
	"local v = self:room():find_char(text)\n"
	"local ok, why = self:cast(\"magic missile\", v)\n"
	"ch:send(\"Zap: \" .. tostring(ok) .. \" \" .. tostring(why))\n"
	"return true\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3010\n"
	"keywords rat\n"
	"short a rat\n"
	"long A rat squeaks here.\n"
	"description\n"
	"Small.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+4000\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3011\n"
	"keywords hermit\n"
	"short the hermit\n"
	"long A hermit squints at you.\n"
	"description\n"
	"Old.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+40\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"script speech mark me\n"
	"self:remember(ch, \"say Back again, I see.\")\n"
	"~\n"
	"script speech note me\n"
	"self:remember(ch)\n"
	"~\n"
	"script memory 50\n"
	"self:say(\"Memory fifty.\")\n"
	"~\n"
	"script memory\n"
	"self:say(\"Memory always.\")\n"
	"~\n"
	"end\n"
	"\n"
	"object 3023\n"
	"keywords ring\n"
	"short a clinging ring\n"
	"long A clinging ring lies here.\n"
	"type treasure\n"
	"wear finger\n"
	"weight 1\n"
	"flags no_drop\n"
	"end\n"
	"\n"
	"object 3024\n"
	"keywords coin\n"
	"short a brass coin\n"
	"long A brass coin lies here.\n"
	"type treasure\n"
	"weight 1\n"
	"end\n"
	"\n"
	"mob 3012\n"
	"keywords trader\n"
	"short the trader\n"
	"long A trader haggles here.\n"
	"description\n"
	"Shrewd.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+40\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"script speech trade\n"
	"local o = self:find_obj(text:match(\"trade (%w+)\"))\n"
	"ch:send(\"Give: \" .. tostring(self:give(o, ch)))\n"
	"~\n"
	"end\n"
	"\n"
	"reset object 3020 in 3001\n"
	"reset mob 3011 in 3002\n";

static void
setup(void)
{
	const char *const	files[] = { "dg.are", dg_area, NULL };

	play_start(files, 17);
}

static void
teardown(void)
{
	play_stop();
}

/* Give ch a new object of vnum. */
static struct object *
give_new(struct character *ch, int vnum)
{
	struct object	*obj = fx_obj(vnum);

	obj_to_char(obj, ch);
	return (obj);
}

/* Run Lua as the room ch is in (it must not fail). */
static void
run_lua(struct character *ch, const char *fmt, ...)
{
	char	*cause = NULL, *line;
	va_list	 ap;

	va_start(ap, fmt);
	if (vasprintf(&line, fmt, ap) == -1)
		ck_abort_msg("vasprintf");
	va_end(ap);
	ck_assert_int_eq(script_run_text(ch->room, "t", line, &cause), 0);
	ck_assert_msg(cause == NULL, "%s", cause);
	free(line);
}

/* Run Lua as the room ch is in: it must return true. */
static void
lua_true(struct character *ch, const char *text)
{
	char	*cause = NULL;

	ck_assert_msg(script_run_text(ch->room, "t", text, &cause) == 1,
	    "not true: %s", text);
	ck_assert_msg(cause == NULL, "%s", cause);
}

static void
set_var(struct character *ch, const char *name)
{
	run_lua(ch, "self:find_char(\"%s\"):set(\"%s\", true)", ch->pd.name,
	    name);
}

/*
 * An object's leave script: one on the floor refuses a step (nothing
 * spent, nothing seen), lets another go (and is told the way); one
 * carried refuses too, and one worn.
 */
START_TEST(test_obj_leave)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);
	struct object		*charm;
	int			 move = a->pd.move;

	set_var(a, "chained");
	play_skip(a);
	play_skip(b);
	play_type(a, "north");
	play_expect(a, "The anchor's chain holds you.");
	ck_assert_ptr_eq(a->room, room_find(HALL));
	ck_assert_int_eq(a->pd.move, move);
	play_not(a, "The North Room");
	play_not(b, "Alice leaves north");
	/* Another way: the anchor says so, and the step is taken. */
	play_type(a, "east");
	play_expect(a, "The anchor watches you go east.");
	play_expect(a, "The East Room");
	ck_assert_ptr_eq(a->room, room_find(EAST));
	/* Carried: the charm keeps Bob from going east. */
	charm = give_new(b, 3021);
	play_skip(b);
	play_type(b, "east");
	play_expect(b, "The charm pulls you back.");
	ck_assert_ptr_eq(b->room, room_find(HALL));
	play_type(b, "wear charm");
	ck_assert_int_ne(charm->worn, WEAR_NONE);
	play_skip(b);
	play_type(b, "east");
	play_expect(b, "The charm pulls you back.");
	ck_assert_ptr_eq(b->room, room_find(HALL));
	/* Dropped, it no longer holds Bob (it is not in his room to ask). */
	play_type(b, "remove charm");
	play_type(b, "drop charm");
	play_type(b, "north");
	ck_assert_ptr_eq(b->room, room_find(NORTH));
}
END_TEST

/*
 * DG's dg_cast by a room and by an object: the spell works at once, by
 * nobody's mana and with no cast time; an offensive one is refused in a
 * safe room, as the spell rules say; a bad name is refused.
 */
START_TEST(test_thing_cast)
{
	struct character	*a = play_enter("Alice", EAST, ROLE_PLAYER);
	struct character	*rat, *rat2;
	struct object		*idol;
	int			 mana, hp;

	a->pd.hit = 1;
	mana = a->pd.mana;
	play_skip(a);
	play_type(a, "say heal me");
	play_expect(a, "Some of your hurts close.");
	play_expect(a, "Heal: true nil");
	ck_assert_int_gt(a->pd.hit, 1);
	ck_assert_int_eq(a->pd.mana, mana);
	/* An object casts a missile at a rat, in its room. */
	rat = fx_mob(3010, EAST);
	idol = give_new(a, 3022);
	hp = rat->pd.hit;
	play_type(a, "zap rat");
	play_expect(a, "Zap: true nil");
	ck_assert_int_lt(rat->pd.hit, hp);
	/* In a safe room, refused: nothing happens. */
	rat2 = fx_mob(3010, 3004);
	run_lua(a, "local p = self:find_char(\"Alice\") "
	    "p:find_obj(\"idol\"):to_room(3004) p:transfer(3004)");
	ck_assert_ptr_eq(idol->in_room, room_find(3004));
	ck_assert_ptr_eq(a->room, room_find(3004));
	hp = rat2->pd.hit;
	play_skip(a);
	play_type(a, "zap rat");
	play_expect(a, "Zap: false this is a place of peace");
	ck_assert_int_eq(rat2->pd.hit, hp);
	lua_true(a, "local ok, why = self:cast(\"no such thing\") "
	    "return ok == false and why == \"no such spell\"");
}
END_TEST

/*
 * DG's %door%: a script makes an exit (with a door, a key, keywords and
 * a description), changes and removes one; the live room changes, the
 * area's definition (what OLC edits and asave writes) does not; a reset
 * leaves the change, a reload of the area undoes it.
 */
START_TEST(test_set_exit)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct room		*hall = room_find(HALL);
	struct character	*ada;
	char			*report = NULL;

	lua_true(a, "return self:set_exit(\"west\", {to = 3004, "
	    "flags = \"door closed\", name = \"hatch\", "
	    "description = \"A small hatch.\"})");
	ck_assert_int_eq(hall->def->exits[DIR_WEST].to_vnum, -1);
	play_skip(a);
	play_type(a, "look west");
	play_expect(a, "A small hatch.");
	play_type(a, "west");
	play_expect(a, "The hatch is closed.");
	play_type(a, "open hatch");
	play_type(a, "west");
	play_expect(a, "The Sanctum");
	ck_assert_ptr_eq(a->room, room_find(3004));
	play_type(a, "east");
	ck_assert_ptr_eq(a->room, room_find(3004));	/* no way back */
	lua_true(a, "local r = find_room(3001) "
	    "local ok = r:exits().west == 3004 and r:remove_exit(\"north\") "
	    "and not r:remove_exit(\"north\") "
	    "and r:set_exit(\"east\", {to = 3002}) "
	    "self:find_char(\"Alice\"):transfer(3001) return ok");
	play_skip(a);
	play_type(a, "north");
	play_expect(a, "There is no way on in that direction.");
	play_type(a, "east");
	play_expect(a, "The North Room");
	ck_assert_int_eq(hall->def->exits[DIR_NORTH].to_vnum, NORTH);
	ck_assert_int_eq(hall->def->exits[DIR_EAST].to_vnum, EAST);
	/* A builder's mistake is an error at its line, nothing changed. */
	lua_true(a, "local hall = find_room(3001) "
	    "local ok, e = pcall(hall.set_exit, hall, \"up\", "
	    "{flags = \"locked\"}) return not ok and "
	    "e:find(\"there is no exit up\") ~= nil");
	lua_true(a, "local hall = find_room(3001) "
	    "local ok, e = pcall(hall.set_exit, hall, \"east\", "
	    "{flags = \"locked\"}) return not ok and "
	    "e:find(\"locked needs closed\") ~= nil");
	lua_true(a, "local hall = find_room(3001) "
	    "local ok, e = pcall(hall.set_exit, hall, \"east\", "
	    "{to = 3999}) return not ok");
	ck_assert_int_eq(room_exit_now(hall, DIR_UP)->to_vnum, -1);
	/* A reset leaves it; a reload of the area brings back its exits. */
	area_reset(hall->area);
	ck_assert_int_eq(room_exit_now(hall, DIR_EAST)->to_vnum, NORTH);
	ck_assert_int_eq(world_reload("Dg", &report), 0);
	free(report);
	hall = room_find(HALL);
	ck_assert_int_eq(room_exit_now(hall, DIR_EAST)->to_vnum, EAST);
	ck_assert_int_eq(room_exit_now(hall, DIR_NORTH)->to_vnum, NORTH);
	ck_assert_int_eq(room_exit_now(hall, DIR_WEST)->to_vnum, -1);
	/* A builder's edit of the room: its exits are the builder's again. */
	lua_true(a, "return find_room(3001):set_exit(\"east\", "
	    "{to = 3002})");
	ck_assert_int_eq(room_exit_now(hall, DIR_EAST)->to_vnum, NORTH);
	ada = play_enter("Ada", HALL, ROLE_ADMIN);
	play_type(ada, "rstat");
	play_expect(ada, "exit east to 3002 by a script");
	play_type(ada, "redit 3001 name The Great Hall");
	ck_assert_str_eq(room_find(HALL)->def->name, "The Great Hall");
	ck_assert_int_eq(room_exit_now(room_find(HALL), DIR_EAST)->to_vnum,
	    EAST);
}
END_TEST

/*
 * The memory trigger's percent: the first memory script whose percent
 * comes up runs, and only it (DG); remember(ch, command): the mobile
 * types the command on meeting ch again, instead of its memory scripts.
 */
START_TEST(test_memory_percent_command)
{
	struct character	*a = play_enter("Alice", NORTH, ROLE_PLAYER);
	char			*news;
	int			 i, fifty = 0, always = 0, f, al;

	for (i = 0; i < 20; i++) {
		play_type(a, "say note me");
		play_type(a, "south");
		play_skip(a);
		play_type(a, "north");
		news = play_news(a);
		f = strstr(news, "Memory fifty.") != NULL;
		al = strstr(news, "Memory always.") != NULL;
		free(news);
		ck_assert_msg(f + al == 1, "meeting %d: %d scripts ran", i,
		    f + al);
		fifty += f;
		always += al;
	}
	ck_assert_int_gt(fifty, 0);
	ck_assert_int_gt(always, 0);
	/* Once met, forgotten: nothing runs the next time. */
	play_type(a, "south");
	play_skip(a);
	play_type(a, "north");
	play_not(a, "Memory");
	/* With a command: it types it, and no memory script runs. */
	play_type(a, "say mark me");
	play_type(a, "south");
	play_skip(a);
	play_type(a, "north");
	news = play_news(a);
	ck_assert_msg(strstr(news, "The hermit says 'Back again, I see.'") !=
	    NULL, "%s", news);
	ck_assert_msg(strstr(news, "Memory") == NULL, "%s", news);
	free(news);
	lua_true(a, "local h = self:find_char(\"hermit\") "
	    "local ok = pcall(h.remember, h, self:find_char(\"Alice\"), "
	    "string.rep(\"x\", 200)) return not ok");
}
END_TEST

/*
 * A script refused for a syntax error in the in-game editor: the draft
 * is not lost; the editor opens again on it, with the error shown, to
 * fix and end again (or give up with ~q).
 */
START_TEST(test_editor_keeps_refused_draft)
{
	struct character	*ada = play_enter("Ada", HALL, ROLE_ADMIN);

	play_type(ada, "redit 3001 script speech hello");
	play_type(ada, "if text then");
	play_type(ada, "  self:echo('Hello back.')");
	play_skip(ada);
	play_type(ada, ".");
	play_expect(ada, "line 3 of the script: 'end' expected");
	play_expect(ada, " 1] if text then\n");
	play_expect(ada, " 2]   self:echo('Hello back.')\n");
	play_expect(ada, "Your draft is kept");
	ck_assert_uint_eq(world_room_def(HALL)->nscripts, 0);
	/* Still writing: the fix goes into the draft. */
	play_type(ada, "end");
	play_type(ada, ".");
	ck_assert_uint_eq(world_room_def(HALL)->nscripts, 1);
	ck_assert_str_eq(world_room_def(HALL)->scripts[0].source,
	    "if text then\n  self:echo('Hello back.')\nend\n");
	play_skip(ada);
	play_type(ada, "say hello");
	play_expect(ada, "Hello back.");
	/* Refused again, then given up: nothing changed, back to play. */
	play_type(ada, "redit 3001 script speech bye");
	play_type(ada, "self:echo('unfinished");
	play_type(ada, ".");
	play_expect(ada, "Your draft is kept");
	play_type(ada, "~q");
	play_expect(ada, "Nothing was changed.");
	play_skip(ada);
	play_type(ada, "say bye");
	play_expect(ada, "You say 'bye'");
	ck_assert_uint_eq(world_room_def(HALL)->nscripts, 1);
}
END_TEST

/*
 * One give rule for the command and a script's ch:give: what the
 * command refuses (no_drop), a script's give refuses too, and what it
 * allows goes the same way.
 */
START_TEST(test_one_give_rule)
{
	struct character	*a = play_enter("Alice", EAST, ROLE_PLAYER);
	struct character	*t = fx_mob(3012, EAST);
	struct object		*ring, *coin, *mine;

	ring = fx_obj(3023);
	obj_to_char(ring, t);
	coin = fx_obj(3024);
	obj_to_char(coin, t);
	mine = give_new(a, 3023);
	play_skip(a);
	play_type(a, "give ring trader");
	play_expect(a, "You can't let go of a clinging ring.");
	ck_assert_ptr_eq(mine->carried_by, a);
	play_type(a, "say trade ring");
	play_expect(a, "Give: false");
	ck_assert_ptr_eq(ring->carried_by, t);
	play_type(a, "say trade coin");
	play_expect(a, "The trader gives you a brass coin.");
	play_expect(a, "Give: true");
	ck_assert_ptr_eq(coin->carried_by, a);
}
END_TEST

/* The text of a file of the fixture's folder (the caller frees it). */
static char *
dg_file(const char *name)
{
	char	 path[600], *cause = NULL, *text;
	size_t	 len;

	snprintf(path, sizeof path, "%s/%s", fx_dir, name);
	text = fileio_read(path, 1 << 20, &len, &cause);
	ck_assert_msg(text != NULL, "%s: %s", path, cause);
	return (text);
}

/*
 * A script kept in a .lua file beside the area, edited in the game:
 * the editor opens with the file's text; the new text is written to the
 * .lua file, the area file keeps its script_file line (no copy of the
 * Lua inlined), and the new text runs.
 */
START_TEST(test_lua_file_edited_in_game)
{
	struct character	*ada;
	const char		*at = strstr(dg_area, "exit south 3001\nend\n");
	char			*text, *report = NULL, *lua;

	ck_assert_ptr_nonnull(at);
	fx_write("bell.lua", "self:echo(\"Ding.\")\n");
	xasprintf(&text, "%.*sexit south 3001\nscript_file bell.lua speech "
	    "ring\nend\n%s", (int)(at - dg_area), dg_area,
	    at + strlen("exit south 3001\nend\n"));
	fx_write("dg.are", text);
	free(text);
	ck_assert_msg(world_reload("Dg", &report) == 0, "%s", report);
	free(report);
	ada = play_enter("Ada", NORTH, ROLE_ADMIN);
	play_type(ada, "say ring");
	play_expect(ada, "Ding.");
	play_skip(ada);
	play_type(ada, "redit 3002 script speech ring");
	play_expect(ada, " 1] self:echo(\"Ding.\")\n");
	play_type(ada, "self:echo(\"Dong.\")");
	play_type(ada, ".");
	lua = dg_file("bell.lua");
	ck_assert_str_eq(lua, "self:echo(\"Ding.\")\nself:echo(\"Dong.\")\n");
	free(lua);
	ck_assert_uint_eq(world_room_def(NORTH)->nscripts, 1);
	ck_assert_ptr_nonnull(world_room_def(NORTH)->scripts[0].file);
	play_skip(ada);
	play_type(ada, "say ring");
	play_expect(ada, "Ding.");
	play_expect(ada, "Dong.");
	/* Saved: the area file names the file, and holds no Lua. */
	play_type(ada, "asave dg");
	text = dg_file("dg.are");
	ck_assert_ptr_nonnull(strstr(text, "script_file bell.lua speech ring"));
	ck_assert_ptr_null(strstr(text, "Dong"));
	free(text);
	/* A syntax error: refused, the file as it was. */
	play_type(ada, "redit 3002 script speech ring");
	play_type(ada, "if then");
	play_type(ada, ".");
	play_expect(ada, "Your draft is kept");
	play_type(ada, "~q");
	lua = dg_file("bell.lua");
	ck_assert_ptr_null(strstr(lua, "if then"));
	free(lua);
	/* Deleted: the script_file line goes, the file stays. */
	play_type(ada, "redit 3002 script speech ring delete");
	ck_assert_uint_eq(world_room_def(NORTH)->nscripts, 0);
	play_type(ada, "asave dg");
	text = dg_file("dg.are");
	ck_assert_ptr_null(strstr(text, "bell.lua"));
	free(text);
	free(dg_file("bell.lua"));
}
END_TEST

/*
 * What DG scripts read that had no name here: a player's title, hunger
 * and thirst, the weight carried, the weather over a room.
 */
START_TEST(test_dg_reads)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	free(a->pd.title);
	a->pd.title = xstrdup("the Brave");
	a->pd.food = 12;
	a->pd.water = 30;
	weather_set(SKY_RAIN);
	give_new(a, 3024);
	lua_true(a, "local p = self:find_char(\"Alice\") "
	    "return p:title() == \"the Brave\" and p:hunger() == 12 and "
	    "p:thirst() == 30 and p:carried_weight() >= 1 and "
	    "self:weather() == \"rain\" and "
	    "find_room(3004):weather() == nil");
	lua_true(a, "local m = find_room(3002):find_char(\"hermit\") "
	    "return m:title() == nil and m:hunger() == nil");
	a->pd.practices = 3;
	lua_true(a, "local p = self:find_char(\"Alice\") "
	    "return p:practices() == 3 and p:skill(\"no such\") == nil and "
	    "p:skill(\"second_attack\") == p:skill(\"second attack\") and "
	    "p:skill(\"kick\") >= 0");
}
END_TEST

static Suite *
dg_suite(void)
{
	Suite	*s = suite_create("script_dg");
	TCase	*tc = tcase_create("dg");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_obj_leave);
	tcase_add_test(tc, test_thing_cast);
	tcase_add_test(tc, test_set_exit);
	tcase_add_test(tc, test_memory_percent_command);
	tcase_add_test(tc, test_editor_keeps_refused_draft);
	tcase_add_test(tc, test_one_give_rule);
	tcase_add_test(tc, test_lua_file_edited_in_game);
	tcase_add_test(tc, test_dg_reads);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(dg_suite()));
}
