/*
 * test_import_dg.c: DG scripts translated to Lua behave as DG does, in
 * game time (tests/unit/play.h). The fixture world tests/import/dg (a
 * hall with a questmaster, written here) is imported as `mud import
 * circle` reads it, and its areas are played: a greeting, speech in word
 * mode with variables, a quest kept in global and remote variables, a
 * wait whose variables outlive it, a switch, while loops (one bounded,
 * one that waits), the variable commands, a refusal (return 0), a command
 * trigger, a bribe, an object's timer; and the construct that cannot be
 * carried over is noted at its file:line.
 */
#include <check.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "check_main.h"
#include "commands.h"
#include "game.h"
#include "import.h"
#include "import-dg.h"
#include "play.h"
#include "script.h"
#include "world.h"
#include "xmalloc.h"

#define HALL	9001
#define GUILD	9002
#define COUNTING 9003

static struct import	 dg_imp;

/* The source tree: $MUD_SOURCE_DIR, else found from this file's path. */
static char *
source_dir(void)
{
	const char	*env = getenv("MUD_SOURCE_DIR");
	char		*dir, *p;

	if (env != NULL && *env != '\0')
		return (xstrdup(env));
	dir = xstrdup(__FILE__);
	if ((p = strstr(dir, "tests/unit/test_import_dg.c")) != NULL) {
		*p = '\0';
		if (p == dir) {
			free(dir);
			return (xstrdup("."));
		}
		if (p[-1] == '/' && p - 1 != dir)
			p[-1] = '\0';
	}
	return (dir);
}

static void
setup(void)
{
	char		*src, *dir, *cause = NULL, *text[2];
	const char	*files[5];
	size_t		 len, i;

	src = source_dir();
	xasprintf(&dir, "%s/tests/import/dg", src);
	import_init(&dg_imp, "circle", dir);
	ck_assert_int_eq(import_circle(&dg_imp, dir, &cause), 0);
	/* The crossroads (room 3001, where players start) and the hall. */
	ck_assert_uint_eq(dg_imp.world->nareas, 2);
	for (i = 0; i < 2; i++) {
		text[i] = area_write(&dg_imp.world->areas[i], &len);
		files[2 * i] = i == 0 ? "zone-30.are" : "zone-90.are";
		files[2 * i + 1] = text[i];
	}
	files[4] = NULL;
	play_start(files, 7);
	free(text[0]);
	free(text[1]);
	free(src);
	free(dir);
}

static void
teardown(void)
{
	play_stop();
	import_free(&dg_imp);
}

/* The import note of kind at file:line holds want. */
static int
noted(enum import_kind kind, const char *file, int line, const char *want)
{
	size_t	i;

	for (i = 0; i < dg_imp.nnotes; i++) {
		if (dg_imp.notes[i].kind == kind && dg_imp.notes[i].line ==
		    line && strcmp(dg_imp.notes[i].file, file) == 0 &&
		    strstr(dg_imp.notes[i].text, want) != NULL)
			return (1);
	}
	return (0);
}

START_TEST(test_greeting_and_a_wait_in_a_room)
{
	struct character	*a = play_enter("Alice", COUNTING, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "west");
	play_expect(a, "The questmaster says 'Welcome to the hall, Alice!'");
	/* The counting room's greeting waits a second, then echoes. */
	play_type(a, "east");
	play_not(a, "Dust swirls");
	play_until(a, "Dust swirls as Alice comes in.", 40);
}
END_TEST

START_TEST(test_speech_in_word_mode_with_variables)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(a);
	/* DG's numeric argument 1: any one of the words, not the phrase. */
	play_type(a, "say hi there");
	play_expect(a, "The questmaster says 'Well met, Alice. You said: hi "
	    "there'");
	play_type(a, "say well, Greetings!");
	play_expect(a, "Well met, Alice. You said: well, Greetings!");
	/* A script of lines said alone: the same (it was matched as the
	   whole phrase "howdy hail" before). */
	play_type(a, "say hail, friend");
	play_expect(a, "The questmaster says 'Hail yourself.'");
	/* A word inside another word is not the word. */
	play_type(a, "say this is high time");
	play_not(a, "Well met");
}
END_TEST

START_TEST(test_quest_with_global_and_remote_variables)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	int			 gold;

	play_skip(a);
	/* The guild is closed to those who have run no errand (return 0). */
	play_type(a, "north");
	play_expect(a, "The questmaster bars your way: run an errand first.");
	ck_assert_int_eq(a->room->vnum, HALL);
	play_type(a, "say I want a quest");
	play_expect(a, "Bring me a rat tail from the counting room.");
	/* The count is global: kept on the questmaster between calls. */
	play_type(a, "say a quest, please");
	play_expect(a, "I have said it 2 times: bring me a rat tail.");
	play_type(a, "east");
	play_type(a, "get token");
	play_expect(a, "The token is warm to the touch.");
	play_type(a, "get tail");
	play_type(a, "west");
	/* Not what she wants: refused (return 0), Alice keeps it. */
	play_type(a, "give token questmaster");
	play_expect(a, "I have no use for a brass token.");
	play_not(a, "You give");
	ck_assert_int_eq(a->room->vnum, HALL);
	gold = a->pd.gold;
	play_type(a, "give tail questmaster");
	play_expect(a, "Thank you, Alice: the errand is done.");
	ck_assert_int_eq(a->pd.gold, gold + 10);
	/* The flag was put on Alice (remote) and is read as her field. */
	play_type(a, "say quest");
	play_expect(a, "You have run my errand already, Alice.");
	play_type(a, "north");
	play_expect(a, "The Guild of Errands");
	ck_assert_int_eq(a->room->vnum, GUILD);
}
END_TEST

START_TEST(test_wait_keeps_the_variables)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "say wait for it");
	play_expect(a, "Wait for it, Alice...");
	play_not(a, "The answer is");
	play_until(a, "The questmaster says 'The answer is 42, Alice.'", 80);
	/* The phrase (numeric argument 0) is matched as whole words. */
	play_type(a, "say await for items");
	play_not(a, "Wait for it");
}
END_TEST

START_TEST(test_switch)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "say colour red");
	play_expect(a, "Red like fire.");
	play_not(a, "A cool colour");
	/* case blue falls into case green, and break ends the switch. */
	play_type(a, "say colour blue");
	play_expect(a, "A cool colour.");
	play_not(a, "I do not know");
	play_type(a, "say colour mauve");
	play_expect(a, "I do not know the colour mauve.");
}
END_TEST

START_TEST(test_while_loops)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "say count");
	play_expect(a, "The questmaster says 'I counted 12345.'");
	/* A loop that waits at each turn goes on after each wait. */
	play_type(a, "say tick");
	play_expect(a, "Tick 1.");
	play_not(a, "Tick 2.");
	play_until(a, "Tick 2.", 40);
	play_until(a, "Tick 3.", 40);
	play_until(a, "Ticks done, Alice.", 40);
	/* A wait inside a case inside a loop: the loop goes on after it. */
	play_type(a, "say tell me a story");
	play_expect(a, "The questmaster says 'Once,'");
	play_not(a, "twice");
	play_until(a, "The questmaster says 'twice,'", 40);
	play_expect(a, "The questmaster says 'and 2.'");
	play_expect(a, "The questmaster says 'and 3.'");
	play_expect(a, "The questmaster says 'The story is over.'");
}
END_TEST

START_TEST(test_variable_commands)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "say probe");
	play_expect(a, "second=beta me=the questmaster temp=[] r=1 mobs=1 "
	    "objs=1 len=4 sum=10");
}
END_TEST

START_TEST(test_command_and_bribe)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);

	play_skip(a);
	play_skip(b);
	play_type(a, "pull lever");
	play_expect(a, "Something clunks below.");
	play_expect(b, "Alice pulls the lever.");
	/* return 0 on a command trigger: the command runs as usual. */
	play_type(a, "pull rope");
	play_not(a, "Something clunks");
	a->pd.gold = 100;
	play_type(a, "give 10 gold questmaster");
	play_expect(a, "A bribe of 10 coins? Kind of you.");
}
END_TEST

START_TEST(test_mobile_commands)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);
	struct character	*c = play_enter("Carl", COUNTING, ROLE_PLAYER);
	int			 hp = a->pd.hit;

	play_skip(a);
	play_skip(b);
	play_skip(c);
	play_type(a, "say show me your powers");
	play_expect(a, "The questmaster raises her hands.");
	play_expect(a, "A brass token appears in your hands.");
	/* %force%: Alice types inventory. */
	play_expect(a, "a brass token");
	ck_assert_int_eq(a->pd.hit, hp - 1);
	play_expect(c, "The ledgers rustle by themselves.");
	play_expect(a, "A bell rings across the hall of errands.");
	play_expect(c, "A bell rings across the hall of errands.");
	play_expect(c, "A faint chime comes from nearby.");
	play_expect(b, "the questmaster shows Alice her powers.");
	play_not(a, "shows Alice her powers");
}
END_TEST

START_TEST(test_command_trigger_on_any_command)
{
	struct character	*a = play_enter("Alice", GUILD, ROLE_PLAYER);

	play_skip(a);
	/* DG's command trigger on '*': every command, told apart. */
	play_type(a, "sleep");
	play_expect(a, "No sleeping in the guild, Alice.");
	ck_assert_int_ne(a->pd.position, POS_SLEEPING);
	/* return 0: any other command runs as usual. */
	play_type(a, "look");
	play_expect(a, "The Guild of Errands");
	play_not(a, "No sleeping");
}
END_TEST

START_TEST(test_object_timer)
{
	struct character	*a = play_enter("Alice", COUNTING, ROLE_PLAYER);

	play_skip(a);
	/* otimer 5: five game hours (of 60 s) later, the timer trigger. */
	play_type(a, "get token");
	play_expect(a, "The token is warm to the touch.");
	play_not(a, "crumbles");
	play_until(a, "The token crumbles to dust.", 6 * 60 * 4 + 40);
	play_type(a, "inventory");
	play_not(a, "brass token");
}
END_TEST

START_TEST(test_what_cannot_be_carried_is_noted)
{
	ck_assert(noted(IMPORT_LEFT_OUT, "trg/90.trg", 215, "'attach' of a "
	    "DG trigger by its number"));
	/* The rest of that script runs. */
	ck_assert(noted(IMPORT_MAPPED, "obj/90.obj", 17, "DG trigger 9022 "
	    "'Warm token' carried over as a Lua 'get' script"));
}
END_TEST

/* Does Lua compile the text? (Errors shown.) */
static int
compiles(const char *lua)
{
	lua_State	*L = luaL_newstate();
	int		 ok;

	ok = luaL_loadbuffer(L, lua, strlen(lua), "dg") == LUA_OK;
	if (!ok)
		fprintf(stderr, "%s\n", lua_tostring(L, -1));
	lua_close(L);
	return (ok);
}

/* Every DG trigger type, of each attach type, and what it becomes. */
START_TEST(test_every_trigger_type)
{
	static const struct {
		int		 attach;
		const char	*types;
		long		 narg;
		const char	*arg;
		int		 trigger;	/* -1: none */
		const char	*args;
		const char	*guard;		/* in the Lua, or NULL */
	} t[] = {
		{ 0, "a", 100, "", -1, NULL, NULL },
		{ 0, "b", 15, "", TRIG_RANDOM, "15", NULL },
		{ 0, "c", 100, "pull", TRIG_COMMAND, "pull", NULL },
		{ 0, "c", 100, "*", TRIG_COMMAND, "*", "D.first(text)" },
		{ 0, "d", 0, "open sesame", TRIG_SPEECH, "open sesame",
		    "D.phrase(text, \"open sesame\")" },
		{ 0, "d", 1, "hello hi", TRIG_SPEECH, "*",
		    "D.speech(text, \"hello hi\")" },
		{ 0, "e", 0, "dances", TRIG_ACT, "dances", NULL },
		{ 0, "f", 100, "", TRIG_DEATH, NULL, NULL },
		{ 0, "g", 50, "", TRIG_ENTER, NULL, "chance(50)" },
		{ 0, "h", 100, "", TRIG_ENTER_ALL, NULL, NULL },
		{ 0, "i", 100, "", TRIG_ENTRY, NULL, NULL },
		{ 0, "j", 100, "", TRIG_RECEIVE, NULL, NULL },
		{ 0, "k", 25, "", TRIG_FIGHT, "25", NULL },
		{ 0, "l", 30, "", TRIG_HEALTH, "30", NULL },
		{ 0, "m", 100, "", TRIG_BRIBE, "100", NULL },
		{ 0, "n", 100, "", TRIG_LOAD, NULL, NULL },
		{ 0, "o", 100, "", TRIG_MEMORY, NULL, NULL },
		{ 0, "p", 100, "", TRIG_CAST, NULL, NULL },
		{ 0, "q", 100, "", TRIG_LEAVE, NULL, NULL },
		{ 0, "r", 100, "", TRIG_DOOR, NULL, NULL },
		{ 0, "t", 12, "", TRIG_HOUR, "12", NULL },
		{ 1, "b", 5, "", TRIG_RANDOM, "5", NULL },
		{ 1, "c", 7, "ring", TRIG_COMMAND, "ring", NULL },
		{ 1, "f", 100, "", TRIG_LOAD, NULL, "D.timer_start" },
		{ 1, "g", 100, "", TRIG_GET, NULL, NULL },
		{ 1, "h", 100, "", TRIG_DROP, NULL, NULL },
		{ 1, "i", 100, "", TRIG_GIVE, NULL, NULL },
		{ 1, "j", 100, "", TRIG_WEAR, NULL, NULL },
		{ 1, "l", 100, "", TRIG_REMOVE, NULL, NULL },
		{ 1, "n", 100, "", TRIG_LOAD, NULL, NULL },
		{ 1, "p", 100, "", TRIG_CAST, NULL, NULL },
		{ 1, "q", 100, "", -1, NULL, NULL },
		{ 1, "s", 100, "", TRIG_CONSUME, NULL, NULL },
		{ 1, "t", 6, "", TRIG_HOUR, "6", NULL },
		{ 2, "b", 100, "", TRIG_RANDOM, "100", NULL },
		{ 2, "c", 100, "pull", TRIG_COMMAND, "pull", NULL },
		{ 2, "d", 1, "xyzzy", TRIG_SPEECH, "*", "D.speech" },
		{ 2, "f", 100, "", TRIG_RESET, NULL, NULL },
		{ 2, "g", 100, "", TRIG_ENTER, NULL, NULL },
		{ 2, "h", 100, "", TRIG_DROP, NULL, NULL },
		{ 2, "p", 100, "", TRIG_CAST, NULL, NULL },
		{ 2, "q", 100, "", TRIG_LEAVE, NULL, NULL },
		{ 2, "r", 100, "", TRIG_DOOR, NULL, NULL },
		{ 2, "s", 100, "", TRIG_LOGIN, NULL, NULL },
		{ 2, "t", 0, "", TRIG_HOUR, "0", NULL },
	};
	struct dg_result	 res;
	size_t			 i;
	int			 rc;

	for (i = 0; i < sizeof t / sizeof t[0]; i++) {
		rc = dg_translate(t[i].attach, t[i].types, t[i].narg, t[i].arg,
		    "%echo% Hi.\n", &res);
		if (t[i].trigger == -1) {
			ck_assert_msg(rc == -1 && res.ns == 0, "%d %s",
			    t[i].attach, t[i].types);
			dg_result_free(&res);
			continue;
		}
		ck_assert_msg(rc == 0 && res.ns == 1, "%d %s", t[i].attach,
		    t[i].types);
		ck_assert_msg(res.s[0].trigger == t[i].trigger, "%d %s: %s",
		    t[i].attach, t[i].types,
		    script_trigger_name(res.s[0].trigger));
		if (t[i].args == NULL)
			ck_assert_ptr_null(res.s[0].args);
		else
			ck_assert_str_eq(res.s[0].args, t[i].args);
		ck_assert_msg(t[i].guard == NULL || strstr(res.s[0].lua,
		    t[i].guard) != NULL, "%d %s: no %s", t[i].attach,
		    t[i].types, t[i].guard);
		ck_assert_ptr_nonnull(strstr(res.s[0].lua,
		    "D.c(C,\"echo\",(\"Hi.\"))"));
		ck_assert(compiles(res.s[0].lua));
		dg_result_free(&res);
	}
	/* An elseif after else: out of place, noted; the Lua compiles. */
	ck_assert_int_eq(dg_translate(0, "g", 100, "", "if 1\nsay a\nelse\n"
	    "say b\nelseif 2\nsay c\nend\nswitch 1\nsay never\ncase 1\n"
	    "while 0\nwait 1\ndone\ndone\n", &res), 0);
	ck_assert(compiles(res.s[0].lua));
	ck_assert_uint_eq(res.nleft, 2);
	ck_assert_int_eq(res.left[0].line, 5);
	dg_result_free(&res);
	/* Several types: a script each; tbaMUD's old numeric bits too. */
	ck_assert_int_eq(dg_translate(0, "gd", 100, "hi", "say x\n", &res), 0);
	ck_assert_uint_eq(res.ns, 2);
	dg_result_free(&res);
	ck_assert_int_eq(dg_translate(0, "64", 100, "", "say x\n", &res), 0);
	ck_assert_int_eq(res.s[0].trigger, TRIG_ENTER);
	dg_result_free(&res);
}
END_TEST

/*
 * An 'if' left open inside a while (tbaMUD's zone 13 has one): DG's
 * 'done' ends the loop all the same, so what follows the loop runs once,
 * after it, not at each turn.
 */
START_TEST(test_done_closes_an_open_if)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	char			*news;
	const char		*at;

	play_skip(a);
	play_type(a, "say pockets");
	news = play_news(a);
	ck_assert_ptr_nonnull(strstr(news, "The questmaster says 'Pocket 1.'"));
	ck_assert_ptr_nonnull(at = strstr(news, "'Pocket 3.'"));
	ck_assert_msg(strstr(news, "Checked 1") == NULL, "%s", news);
	ck_assert_ptr_nonnull(strstr(at, "'Checked 3 pockets.'"));
	free(news);
	ck_assert(noted(IMPORT_LEFT_OUT, "trg/90.trg", 234, "an 'if' "
	    "without its 'end', closed by 'done'"));
}
END_TEST

/*
 * DG reads "else if x" as "else": the test is never made, and an arm after
 * it never runs.
 */
START_TEST(test_else_if_is_else)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "say weigh");
	play_expect(a, "The questmaster says 'Heavy.'");
	play_expect(a, "The questmaster says 'Weighed.'");
	play_type(a, "say weigh");
	play_not(a, "Never.");
	ck_assert(noted(IMPORT_LEFT_OUT, "trg/90.trg", 248, "'else' after "
	    "'else if'"));
}
END_TEST

/* A command kept in a variable runs when the variable is a line. */
START_TEST(test_command_in_a_variable)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "say bow");
	play_expect(a, "The hall bows to you.");
}
END_TEST

static Suite *
import_dg_suite(void)
{
	Suite	*s = suite_create("import_dg");
	TCase	*tc = tcase_create("import_dg");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_greeting_and_a_wait_in_a_room);
	tcase_add_test(tc, test_speech_in_word_mode_with_variables);
	tcase_add_test(tc, test_quest_with_global_and_remote_variables);
	tcase_add_test(tc, test_wait_keeps_the_variables);
	tcase_add_test(tc, test_switch);
	tcase_add_test(tc, test_while_loops);
	tcase_add_test(tc, test_variable_commands);
	tcase_add_test(tc, test_command_and_bribe);
	tcase_add_test(tc, test_mobile_commands);
	tcase_add_test(tc, test_command_trigger_on_any_command);
	tcase_add_test(tc, test_object_timer);
	tcase_add_test(tc, test_what_cannot_be_carried_is_noted);
	tcase_add_test(tc, test_every_trigger_type);
	tcase_add_test(tc, test_done_closes_an_open_if);
	tcase_add_test(tc, test_else_if_is_else);
	tcase_add_test(tc, test_command_in_a_variable);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(import_dg_suite()));
}
