/*
 * test_import_mobprog.c: ROM MOBprograms translated to Lua, in game time.
 * The fixture tests/import/mobprog/mobprog.are (written here) holds every
 * trigger, if-check and mob command of ROM 2.4; it is imported as `mud
 * import` does, written with the canonical writer, booted, and its
 * mobiles are seen doing what ROM's would (tests/unit/play.h).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "check_main.h"
#include "import.h"
#include "log.h"
#include "play.h"
#include "script.h"
#include "world.h"

#define COURT	3001
#define ARCHIVE	3002
#define LANE	3003

static char	*mp_area;	/* the imported area, as written */

/* The fixture, imported and written as an area file. */
static void
mp_import(void)
{
	const char	*env = getenv("MUD_SOURCE_DIR");
	struct import	 imp;
	char		*dir, *path, *p, *text;
	FILE		*f;
	long		 size;
	size_t		 len;

	dir = xstrdup(env != NULL && *env != '\0' ? env : __FILE__);
	if ((p = strstr(dir, "tests/unit/test_import_mobprog.c")) != NULL)
		*p = '\0';
	xasprintf(&path, "%s%stests/import/mobprog/mobprog.are", dir,
	    *dir == '\0' || dir[strlen(dir) - 1] == '/' ? "" : "/");
	f = fopen(path, "rb");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	fseek(f, 0, SEEK_SET);
	text = xmalloc((size_t)size + 1);
	ck_assert_int_eq(fread(text, 1, (size_t)size, f), (size_t)size);
	text[size] = '\0';
	fclose(f);
	import_init(&imp, "rom", "mobprog");
	import_rom_parse(&imp, "mobprog.are", text, (size_t)size);
	ck_assert_int_eq(imp.world->nareas, 1);
	mp_area = area_write(&imp.world->areas[0], &len);
	import_free(&imp);
	free(text);
	free(path);
	free(dir);
}

static void
mp_start(void)
{
	const char	*files[] = { "mobprog.are", NULL, NULL };

	if (mp_area == NULL)
		mp_import();
	files[1] = mp_area;
	play_start(files, 29);
	if (getenv("MP_DEBUG") != NULL)
		log_set_level(LOG_LEVEL_WARN);
}

/* Run Lua in a room, as a room's script: it must not fail. */
static void
mp_lua(int vnum, const char *text)
{
	char	*error = NULL, *wrapped;
	int	 rc;

	xasprintf(&wrapped, "local ok, e = pcall(function()\n%s\nend)\n"
	    "if not ok then log(tostring(e)) end\nreturn ok", text);
	rc = script_run_text(room_find(vnum), "test", wrapped, &error);
	ck_assert_msg(error == NULL, "%s", error);
	ck_assert_msg(rc == 1, "failed: %s", text);
	free(wrapped);
	play_turn();
}

START_TEST(test_mobprog_greet_and_speech)
{
	struct character	*a;

	mp_start();
	a = play_enter("Alice", LANE, ROLE_PLAYER);
	/* grall: the pilgrim greets whoever comes, seen or not. */
	play_type(a, "west");
	ck_assert_int_ge(play_until(a, "Welcome to the court, Alice!", 40), 0);
	play_type(a, "say hello there");
	ck_assert_int_ge(play_until(a, "Hello yourself, Alice.", 40), 0);
	/* act: a line the herald sees holding "dances". */
	play_type(a, "emote dances.");
	ck_assert_int_ge(play_until(a, "claps along with Alice", 40), 0);
	play_stop();
}
END_TEST

START_TEST(test_mobprog_exit_refuses)
{
	struct character	*a;

	mp_start();
	a = play_enter("Alice", COURT, ROLE_PLAYER);
	play_skip(a);
	play_type(a, "north");
	ck_assert_int_ge(play_until(a, "None shall pass north, Alice.", 40), 0);
	ck_assert_int_eq(a->room->vnum, COURT);
	play_type(a, "east");
	ck_assert_int_ge(play_until(a, "The Lane", 40), 0);
	ck_assert_int_ge(play_until(a, "I see you, Alice.", 40), 0);
	/* exall east: there is no east from the lane; west goes. */
	play_type(a, "west");
	ck_assert_int_ge(play_until(a, "The Chattering Court", 40), 0);
	play_stop();
}
END_TEST

START_TEST(test_mobprog_give_and_bribe)
{
	struct character	*a;
	struct object		*o;

	mp_start();
	a = play_enter("Alice", COURT, ROLE_PLAYER);
	play_skip(a);
	o = obj_create(world_obj_def(3050));
	obj_to_char(o, a);
	play_type(a, "give token herald");
	ck_assert_int_ge(play_until(a, "I shall keep it.", 40), 0);
	play_pulses(4);
	mp_lua(COURT, "local h = self:find_char('herald')\n"
	    "assert(not h:has(3050), 'the herald junked the token')");
	o = obj_create(world_obj_def(3051));
	obj_to_char(o, a);
	play_type(a, "give pebble herald");
	ck_assert_int_ge(play_until(a, "I have no use for pebble.", 40), 0);
	ck_assert_int_ge(play_until(a, "gives you a grey pebble", 40), 0);
	a->pd.gold = 100;
	play_type(a, "give 20 gold herald");
	ck_assert_int_ge(play_until(a, "Thank you, Alice.", 40), 0);
	ck_assert_int_ge(play_until(a, "gives you a grey pebble", 40), 0);
	play_stop();
}
END_TEST

START_TEST(test_mobprog_delay_and_target)
{
	struct character	*a;

	mp_start();
	a = play_enter("Alice", LANE, ROLE_PLAYER);
	play_skip(a);
	play_type(a, "say wait");
	ck_assert_int_ge(play_until(a, "Wait here a moment, Alice.", 40), 0);
	play_not(a, "The wait is over");
	ck_assert_int_ge(play_until(a, "The wait is over, Alice.", 200), 0);
	play_stop();
}
END_TEST

START_TEST(test_mobprog_checks)
{
	static const char *const yes[] = { "rand yes", "mobhere yes",
	    "objhere no", "mobexists yes", "objexists no", "people yes",
	    "players yes", "mobs yes", "clones yes", "order yes",
	    "hour yes", "ispc yes", "isnpc yes", "isgood yes", "isevil no",
	    "isneutral yes", "isimmort no", "ischarm no", "isfollow no",
	    "isactive yes", "isdelay no", "isvisible yes", "hastarget yes",
	    "istarget yes", "exists yes", "affected no", "off no", "imm no",
	    "carries yes", "wears no", "has yes", "uses no", "name yes",
	    "pos yes", "clan no", "objtype no", "vnum yes", "hpcnt yes",
	    "checks half", NULL };
	static const char *const more[] = { "room yes", "sex yes",
	    "level yes", "align yes", "money yes", "objval0 no",
	    "grpsize yes", "checks done", NULL };
	struct character	*a;
	struct object		*o;
	int			 i;

	mp_start();
	a = play_enter("Alice", COURT, ROLE_PLAYER);
	play_skip(a);
	o = obj_create(world_obj_def(3051));
	obj_to_char(o, a);
	play_type(a, "say checks");
	for (i = 0; yes[i] != NULL; i++)
		ck_assert_msg(play_until(a, yes[i], 40) >= 0, "no '%s'", yes[i]);
	play_type(a, "say tests");
	for (i = 0; more[i] != NULL; i++)
		ck_assert_msg(play_until(a, more[i], 40) >= 0, "no '%s'",
		    more[i]);
	play_stop();
}
END_TEST

START_TEST(test_mobprog_commands)
{
	struct character	*a;

	mp_start();
	a = play_enter("Alice", COURT, ROLE_PLAYER);
	play_skip(a);
	play_type(a, "say commands");
	ck_assert_int_ge(play_until(a, "The herald winks at you.", 40), 0);
	ck_assert_int_ge(play_until(a, "You say 'I was made to say this.'",
	    40), 0);
	ck_assert_int_ge(play_until(a, "Called for Alice.", 40), 0);
	ck_assert_int_ge(play_until(a, "commands done", 40), 0);
	ck_assert_int_eq(a->room->vnum, COURT);
	play_stop();
}
END_TEST

START_TEST(test_mobprog_fight_and_death)
{
	struct character	*a;

	mp_start();
	a = play_enter("Alice", COURT, ROLE_PLAYER);
	play_skip(a);
	/* kill: as the fight begins; fight: each round (rand 0: always). */
	play_type(a, "kill sentry");
	ck_assert_int_ge(play_until(a, "You attack the watch, Alice?", 40), 0);
	ck_assert_int_ge(play_until(a, "Fight round against Alice.", 40), 0);
	/* surr: the command surrender, to the foe. */
	play_type(a, "surrender");
	ck_assert_int_ge(play_until(a, "You surrender to the sentry!", 40), 0);
	ck_assert_int_ge(play_until(a, "I accept your surrender, Alice.", 40),
	    0);
	/* hpcnt 50: below half its hit points, it flees. */
	mp_lua(COURT, "local s = self:find_char('sentry')\n"
	    "s:damage(s:hp() - s:max_hp() * 4 // 10)");
	ck_assert_int_ge(play_until(a, "I am hurt!", 40), 0);
	ck_assert_int_ge(play_until(a, "flees", 40), 0);
	/* death: its program leaves a cap where it falls. */
	mp_lua(COURT, "assert(find_obj(3052) == nil)\n"
	    "find_mob(3011):damage(1000)");
	play_pulses(2);
	mp_lua(COURT, "assert(find_mob(3011) == nil, 'the sentry is dead')\n"
	    "assert(find_obj(3052) ~= nil, 'its death program ran')");
	play_stop();
}
END_TEST

START_TEST(test_mobprog_random)
{
	struct character	*a;

	mp_start();
	a = play_enter("Alice", LANE, ROLE_PLAYER);
	play_skip(a);
	ck_assert_int_ge(play_until(a, "mutters a prayer", 600), 0);
	/* entry: the pilgrim comes into the court after her. */
	play_type(a, "west");
	ck_assert_int_ge(play_until(a, "The Chattering Court", 40), 0);
	mp_lua(LANE, "assert(self:find_char('pilgrim'):move('west'))");
	ck_assert_int_ge(play_until(a, "arrives, leaning on a staff.", 40), 0);
	play_stop();
}
END_TEST


/* Programs ROM would stop at, and odd text: noted, and the Lua loads. */
static const char odd_are[] =
	"#AREA\nodd.are~\nOdd~\n{ 1 10} Tester Odd~\n3000 3099\n\n"
	"#MOBILES\n#3010\noddity~\nan oddity~\nAn oddity is here.\n~\n"
	"Odd.\n~\nhuman~\nAB 0 0 0\n5 2 3d8+20 2d6+10 1d4+1 punch\n"
	"-2 -2 -2 1\n0 0 0 0\nstand stand none 0\n"
	"AHMV ABCDEFGHIJK medium flesh\n"
	"M speech 3001 alpha~\nM speech 3002 beta~\nM speech 3003 gamma~\n"
	"M speech 3004 delta~\nM speech 3008 zeta~\nM speech 3005 alp~\n"
	"M random 3005 0~\nM frobnicate 3005 x~\nM act 3006 omega\nend ~\n"
	"M speech 3099 epsilon~\nM exit 3006 9~\n"
	"M speech 3007 \"quo\\te\" ]]~\n#0\n\n"
	"#ROOMS\n#3001\nRoom~\nA room.\n~\n0 0 1\nS\n#0\n\n"
	"#RESETS\nM 0 3010 1 3001 1\nS\n\n"
	"#MOBPROGS\n"
	"#3001\nelse\nendif\nsay after the else\n~\n"
	"#3002\nif frob $n\n  say x\nendif\nmob frobnicate\nsay beta done\n~\n"
	"#3003\nsay gamma one\nor ispc $n\nif ispc $n\nif ispc $n\n"
	"if isnpc $n\nsay deep\n~\n"
	"#3004\nmob call 3004 $n\nsay \"quoted\" \\ back ]] --[[ x\n"
	"* a comment --[[\n~\n"
	"#3005\nsay r\n~\n#3006\nsay e\n~\n#3007\nsay q\n~\n"
	"#3008\nif objtype $i key\nsay no\nendif\nif objval0 $n == 0\n"
	"say no\nendif\nif hpcnt $i > 0\nor level $n < 0\nsay zeta done\n"
	"endif\n~\n#0\n\n#$\n";

static int
odd_note(struct import *imp, enum import_kind kind, const char *text)
{
	size_t	i;

	for (i = 0; i < imp->nnotes; i++) {
		if (imp->notes[i].kind == kind &&
		    strstr(imp->notes[i].text, text) != NULL)
			return (1);
	}
	return (0);
}

START_TEST(test_mobprog_odd_programs)
{
	const char		*files[] = { "odd.are", NULL, NULL };
	struct import		 imp;
	struct character	*a;
	char			*text;
	size_t			 len;

	import_init(&imp, "rom", "odd");
	import_rom_parse(&imp, "odd.are", odd_are, sizeof odd_are - 1);
	ck_assert(odd_note(&imp, IMPORT_LEFT_OUT, "ROM has no such trigger"));
	ck_assert(odd_note(&imp, IMPORT_BROKEN, "mobprog 3099, which does "
	    "not exist"));
	ck_assert(odd_note(&imp, IMPORT_LEFT_OUT, "odd.are:46: 'mob "
	    "frobnicate': ROM has no such mob command") ||
	    odd_note(&imp, IMPORT_LEFT_OUT, "'if frob $n': not an if-check"));
	ck_assert(odd_note(&imp, IMPORT_LEFT_OUT, "'or' after a command"));
	ck_assert(odd_note(&imp, IMPORT_LEFT_OUT, "on 'random 0'"));
	ck_assert(odd_note(&imp, IMPORT_LEFT_OUT, "on 'exit 9'"));
	text = area_write(&imp.world->areas[0], &len);
	import_free(&imp);
	/* The boot compiles every script: a bad translation stops it. */
	files[1] = text;
	play_start(files, 29);
	a = play_enter("Alice", 3001, ROLE_PLAYER);
	play_skip(a);
	/* Only the first speech program that matches runs, as ROM. */
	play_type(a, "say alpha");
	play_pulses(4);
	play_not(a, "after the else");
	play_type(a, "say alpha");
	play_pulses(4);
	play_not(a, "says 'r'");
	play_type(a, "say alp");
	ck_assert_int_ge(play_until(a, "says 'r'", 40), 0);
	play_type(a, "say beta");
	ck_assert_int_ge(play_until(a, "beta done", 40), 0);
	play_type(a, "say gamma");
	ck_assert_int_ge(play_until(a, "gamma one", 40), 0);
	play_type(a, "say delta");
	ck_assert_int_ge(play_until(a, "\"quoted\" \\ back ]] --[[ x", 40), 0);
	/* A check of the wrong kind of thing is false, as ROM's. */
	play_type(a, "say zeta");
	ck_assert_int_ge(play_until(a, "zeta done", 40), 0);
	play_type(a, "say \"quo\\te\" ]]");
	ck_assert_int_ge(play_until(a, "says 'q'", 40), 0);
	play_stop();
	free(text);
}
END_TEST

static Suite *
import_mobprog_suite(void)
{
	Suite	*s = suite_create("import_mobprog");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_mobprog_greet_and_speech);
	tcase_add_test(tc, test_mobprog_exit_refuses);
	tcase_add_test(tc, test_mobprog_give_and_bribe);
	tcase_add_test(tc, test_mobprog_delay_and_target);
	tcase_add_test(tc, test_mobprog_checks);
	tcase_add_test(tc, test_mobprog_commands);
	tcase_add_test(tc, test_mobprog_fight_and_death);
	tcase_add_test(tc, test_mobprog_random);
	tcase_add_test(tc, test_mobprog_odd_programs);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(import_mobprog_suite()));
}
