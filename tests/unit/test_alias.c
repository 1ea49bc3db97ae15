/*
 * test_alias.c: what a player types on its way to the commands, played in
 * game time (tests/unit/play.h): aliases with their arguments, escapes
 * and caps, loops and depth; an expansion held back by a wait state as
 * typed lines are; '!' and '^old^new'; the settings of 'toggle'; long
 * output paged for a player who asks for it.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alias.h"
#include "check_main.h"
#include "commands.h"
#include "pager.h"
#include "save.h"
#include "store.h"
#include "play.h"
#include "xmalloc.h"

#define HALL	3001

static const char hall_area[] =
	"area Hall\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Hall\n"
	"sector inside\n"
	"flags safe indoors\n"
	"description\n"
	"A long hall.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Side Room\n"
	"sector inside\n"
	"flags indoors\n"
	"description\n"
	"A small room.\n"
	"~\n"
	"exit west 3001\n"
	"end\n";

static void
setup(void)
{
	const char *const	files[] = { "hall.are", hall_area, NULL };

	play_start(files, 7);
}

static void
teardown(void)
{
	play_stop();
}

START_TEST(test_alias_set_show_list_and_unalias)
{
	struct character	*a = play_enter("Ann", HALL, ROLE_PLAYER);

	play_type(a, "alias");
	play_expect(a, "You have no aliases.");
	play_type(a, "alias hy say hello there");
	play_expect(a, "Alias 'hy' set.");
	play_type(a, "hy");
	play_expect(a, "You say 'hello there'");
	/* Names are matched in any case. */
	play_type(a, "HY");
	play_expect(a, "You say 'hello there'");
	play_type(a, "alias hy say bye");
	play_expect(a, "Alias 'hy' changed.");
	ck_assert_int_eq(a->pd.naliases, 1);
	play_type(a, "alias bb say {rred");
	play_type(a, "alias");
	play_expect(a, "Your aliases (2 of at most 50):\n"
	    "  bb           say {rred\n"
	    "  hy           say bye\n");
	play_type(a, "alias hy");
	play_expect(a, "  hy           say bye");
	play_type(a, "unalias hy");
	play_expect(a, "Alias 'hy' removed.");
	play_type(a, "hy");
	play_expect(a, "Huh? 'hy' is not a command.");
	play_type(a, "unalias hy");
	play_expect(a, "You have no alias 'hy'.");
	play_type(a, "alias nope");
	play_expect(a, "You have no alias 'nope'.");
	play_type(a, "unalias");
	play_expect(a, "Unalias what?");
	/* The commands run as if typed: their position rules hold. */
	play_type(a, "alias go east;say arrived");
	play_type(a, "sleep");
	play_type(a, "go");
	play_expect(a, "You are asleep; wake up first.");
	play_expect(a, "You are asleep; wake up first.");
	ck_assert_int_eq(a->room->def->vnum, HALL);
	play_type(a, "wake");
	play_type(a, "go");
	play_expect(a, "The Side Room");
	play_expect(a, "You say 'arrived'");
}
END_TEST

START_TEST(test_alias_arguments_and_escapes)
{
	struct character	*a = play_enter("Arg", HALL, ROLE_PLAYER);

	play_type(a, "alias t say <$1> <$2> <$*> <$3>");
	play_type(a, "t one two");
	play_expect(a, "You say '<one> <two> <one two> <>'");
	play_type(a, "t");
	play_expect(a, "You say '<> <> <> <>'");
	play_type(a, "alias nine say $9-$1");
	play_type(a, "nine a b c d e f g h i j");
	play_expect(a, "You say 'i-a'");
	/* ; separates; \; \$ \\ are themselves. */
	play_type(a, "alias two say one;say two $1");
	play_type(a, "two 2");
	play_expect(a, "You say 'one'");
	play_expect(a, "You say 'two 2'");
	play_type(a, "alias esc say a\\;b \\$1 c\\\\d $x");
	play_type(a, "esc zz");
	play_expect(a, "You say 'a;b $1 c\\d $x'");
	/* What was typed never splits a command, ; and all. */
	play_type(a, "alias s say $*");
	play_type(a, "s x;say y");
	play_expect(a, "You say 'x;say y'");
	/* An alias naming itself first runs the command of that name. */
	play_type(a, "alias look look;say looked");
	play_type(a, "look");
	play_expect(a, "The Hall");
	play_expect(a, "You say 'looked'");
	/* One alias may use another. */
	play_type(a, "alias both two;t x");
	play_type(a, "both");
	play_expect(a, "You say 'one'");
	play_expect(a, "You say 'two'");
	play_expect(a, "You say '<x> <> <x> <>'");
}
END_TEST

START_TEST(test_alias_names_and_sizes_refused)
{
	struct character	*a = play_enter("Cap", HALL, ROLE_PLAYER);
	char			 name[16];
	int			 i;

	play_type(a, "alias alias say no");
	play_expect(a, "'alias' cannot be an alias");
	play_type(a, "alias UNALIAS say no");
	play_expect(a, "'UNALIAS' cannot be an alias");
	play_type(a, "alias abcdefghijklmnopqrstu say no");
	play_expect(a, "An alias's name is one word of 1 to 20 characters.");
	play_type(a, "alias !x say no");
	play_expect(a, "An alias's name cannot start with");
	play_type(a, "alias a$b say no");
	play_expect(a, "An alias's name cannot start with");
	play_type(a, "alias long say %0257d", 0);
	play_expect(a, "What an alias stands for is 1 to 256 characters.");
	play_type(a, "alias long say %0250d", 0);
	play_expect(a, "Alias 'long' set.");
	ck_assert_int_eq(a->pd.naliases, 1);
	/* 50 at most; changing one is still allowed. */
	for (i = 1; i < ALIAS_MAX; i++) {
		snprintf(name, sizeof name, "a%d", i);
		ck_assert_int_eq(alias_set(&a->pd, name, "say x",
		    &(char *){ NULL }), 0);
	}
	play_type(a, "alias one more");
	play_expect(a, "You have 50 aliases, the most one may have; "
	    "'unalias' one first.");
	ck_assert_int_eq(a->pd.naliases, ALIAS_MAX);
	play_type(a, "alias a1 say changed");
	play_expect(a, "Alias 'a1' changed.");
	play_type(a, "a1");
	play_expect(a, "You say 'changed'");
}
END_TEST

START_TEST(test_alias_loops_depth_and_floods_run_nothing)
{
	struct character	*a = play_enter("Loo", HALL, ROLE_PLAYER);

	/* A loop through others. */
	play_type(a, "alias ping say ping;pong");
	play_type(a, "alias pong say pong;ping");
	play_skip(a);
	play_type(a, "ping");
	play_expect(a, "Your aliases loop (ping -> pong -> ping); nothing was "
	    "run.");
	play_not(a, "You say");
	/* Six deep is one too many; five is fine. */
	play_type(a, "alias d1 d2");
	play_type(a, "alias d2 d3");
	play_type(a, "alias d3 d4");
	play_type(a, "alias d4 d5");
	play_type(a, "alias d5 say deep");
	play_type(a, "d1");
	play_expect(a, "You say 'deep'");
	play_type(a, "alias d0 d1");
	play_type(a, "d0");
	play_expect(a, "Your aliases nest more than 5 deep (d0 -> d1 -> d2 -> "
	    "d3 -> d4 -> d5); nothing was run.");
	play_not(a, "You say");
	/* Twenty commands a line, however they are made. */
	play_type(a, "alias b5 say 1;say 2;say 3;say 4;say 5");
	play_type(a, "alias b20 b5;b5;b5;b5");
	play_type(a, "b20");
	play_expect(a, "You say '5'");
	play_type(a, "alias b25 b20;b5");
	play_type(a, "b25");
	play_expect(a, "'b25' makes more than 20 commands; nothing was run.");
	play_not(a, "You say");
	/* An escaped ; is not a command more. */
	play_type(a, "alias wide say b5\\;b5\\;b5\\;b5\\;b5");
	play_type(a, "alias fan wide;wide;b5");
	play_type(a, "fan");
	play_expect(a, "You say 'b5;b5;b5;b5;b5'");
	play_expect(a, "You say 'b5;b5;b5;b5;b5'");
	play_expect(a, "You say '5'");
	/* No command longer than a line may be. */
	play_config("limits.max_line", "64");
	play_type(a, "alias big say $*$*$*$*$*$*");
	play_type(a, "big 01234567890");
	play_expect(a, "'big' makes a command longer than 64 characters; "
	    "nothing was run.");
	play_not(a, "You say");
}
END_TEST

START_TEST(test_alias_waits_for_the_lag)
{
	struct character	*a = play_enter("Lag", HALL, ROLE_PLAYER);
	int			 lag;

	play_type(a, "alias arm cast 'armor';say after;say later");
	play_type(a, "arm");
	play_type(a, "say typed");
	play_expect(a, "You begin to chant");
	play_not(a, "You say");
	lag = play_until(a, "You say 'after'", 8);
	ck_assert_int_gt(lag, 0);
	/* The expansion first, then what was typed behind it. */
	play_expect(a, "You say 'later'");
	play_expect(a, "You say 'typed'");
}
END_TEST

START_TEST(test_repeat_and_substitute)
{
	struct character	*a = play_enter("Rep", HALL, ROLE_PLAYER);

	play_type(a, "!");
	play_expect(a, "You have typed no command to repeat yet.");
	play_type(a, "^a^b");
	play_expect(a, "You have typed no command to change yet.");
	play_type(a, "say hello world");
	play_expect(a, "You say 'hello world'");
	play_type(a, "!");
	play_expect(a, "You say 'hello world'");
	play_type(a, "^world^there");
	play_expect(a, "say hello there\n");
	play_expect(a, "You say 'hello there'");
	/* The changed line is now the last one. */
	play_type(a, "!");
	play_expect(a, "You say 'hello there'");
	play_type(a, "^hello ^");
	play_expect(a, "You say 'there'");
	play_type(a, "^nothing^x");
	play_expect(a, "'nothing' is not in your last command.");
	play_type(a, "^^x");
	play_expect(a, "Type ^old^new to run your last command again");
	play_type(a, "! extra");
	play_expect(a, "Type '!' alone to repeat your last command.");
	/* None of those was a command: the last is still 'say there'. */
	play_type(a, "!");
	play_expect(a, "You say 'there'");
	/* An alias typed is repeated as typed. */
	play_type(a, "alias ec say echo $1");
	play_type(a, "ec one");
	play_expect(a, "You say 'echo one'");
	play_type(a, "^one^two");
	play_expect(a, "You say 'echo two'");
	/* The password command is never the last command. */
	play_type(a, "say before");
	play_type(a, "password now");
	play_expect(a, "Type just 'password'");
	play_type(a, "!");
	play_expect(a, "You say 'before'");
}
END_TEST

START_TEST(test_toggle_settings)
{
	struct character	*a = play_enter("Tog", HALL, ROLE_PLAYER);

	play_type(a, "toggle");
	play_expect(a, "Your settings");
	play_expect(a, "  brief      off  ");
	play_expect(a, "  colour     on   ");
	play_expect(a, "  autoexit   on   ");
	play_expect(a, "  autoloot   off  ");
	play_expect(a, "  wimpy      off  ");
	play_expect(a, "  pager      off  ");
	play_type(a, "toggle brief");
	play_expect(a, "Brief mode on");
	ck_assert(a->pd.prefs & PREF_BRIEF);
	/* The old command and 'config' are the same table. */
	play_type(a, "brief off");
	play_expect(a, "Brief mode off");
	ck_assert(!(a->pd.prefs & PREF_BRIEF));
	play_type(a, "config compact on");
	play_expect(a, "Compact mode on.");
	ck_assert(a->pd.prefs & PREF_COMPACT);
	play_type(a, "toggle color off");
	play_expect(a, "Colour is off.");
	ck_assert(a->pd.prefs & PREF_COLOR_OFF);
	ck_assert(a->desc->colour_off);
	play_type(a, "colour on");
	ck_assert(!a->desc->colour_off);
	/* Exits with the room, or not. */
	play_type(a, "look");
	play_expect(a, "[Exits: east]");
	play_type(a, "toggle autoexit off");
	play_expect(a, "Rooms no longer show their exits");
	ck_assert(a->pd.prefs & PREF_NO_AUTOEXIT);
	play_type(a, "look");
	play_not(a, "[Exits:");
	play_type(a, "exits");
	play_expect(a, "east");
	play_type(a, "toggle autol on");
	ck_assert(a->pd.prefs & PREF_AUTOLOOT);
	play_type(a, "toggle autogold");
	ck_assert(a->pd.prefs & PREF_AUTOGOLD);
	play_type(a, "toggle autosplit on");
	ck_assert(a->pd.prefs & PREF_AUTOSPLIT);
	play_type(a, "toggle autosplit off");
	ck_assert(!(a->pd.prefs & PREF_AUTOSPLIT));
	play_type(a, "toggle auto");
	play_expect(a, "That could be more than one setting");
	play_type(a, "toggle nonsense");
	play_expect(a, "There is no such setting");
	play_type(a, "toggle brief maybe");
	play_expect(a, "Say 'toggle brief on' or 'toggle brief off'.");
	/* Numbers. */
	play_type(a, "toggle wimpy 20");
	play_expect(a, "You will flee below 20 hit points.");
	ck_assert_int_eq(a->pd.wimpy, 20);
	play_type(a, "toggle wimpy");
	play_expect(a, "Your wimpy is 20");
	play_type(a, "toggle wimpy 1000");
	play_expect(a, "Wimpy is a number from 0 to");
	play_type(a, "toggle pager 30");
	play_expect(a, "Long output now comes 30 lines at a time.");
	ck_assert_int_eq(a->pd.pager, 30);
	play_type(a, "toggle pager 3");
	play_expect(a, "A page is 5 to 250 lines");
	play_type(a, "toggle pager lots");
	play_expect(a, "A page is 5 to 250 lines");
	ck_assert_int_eq(a->pd.pager, 30);
	play_type(a, "toggle pager off");
	ck_assert_int_eq(a->pd.pager, 0);
	play_type(a, "toggle pager on");
	ck_assert_int_eq(a->pd.pager, 24);
	play_type(a, "toggle");
	play_expect(a, "  brief      off  ");
	play_expect(a, "  compact    on   ");
	play_expect(a, "  autoexit   off  ");
	play_expect(a, "  autoloot   on   ");
	play_expect(a, "  autogold   on   ");
	play_expect(a, "  autosplit  off  ");
	play_expect(a, "  wimpy      20   ");
	play_expect(a, "  pager      24   ");
}
END_TEST

START_TEST(test_long_output_is_paged)
{
	struct character	*a = play_enter("Pag", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);

	/* 'toggle' says 11 lines: three pages of 5 (the last of 1). */
	play_type(a, "toggle pager 5");
	play_type(a, "toggle compact on");
	play_skip(a);
	play_type(a, "toggle");
	play_expect(a, "Your settings");
	play_expect(a, "autoexit");
	play_expect(a, PAGER_PROMPT);
	play_not(a, "autoloot");
	ck_assert_uint_gt(pager_total(), 0);
	/* Others' words come meanwhile, and the pager's prompt again. */
	play_type(b, "say hello");
	play_expect(a, "Bob says 'hello'");
	play_expect(a, PAGER_PROMPT);
	play_type(a, "%s", "");
	play_expect(a, "autoloot");
	play_expect(a, "pager      5");
	play_expect(a, PAGER_PROMPT);
	play_type(a, "%s", "");
	play_expect(a, "pk ");
	play_not(a, PAGER_PROMPT);
	ck_assert_uint_eq(pager_total(), 0);
	/* q drops the rest. */
	play_type(a, "toggle");
	play_expect(a, PAGER_PROMPT);
	play_type(a, "q");
	play_not(a, "autoloot");
	play_type(a, "%s", "");
	play_not(a, "autoloot");
	/* Another command drops the rest, and runs. */
	play_type(a, "toggle");
	play_expect(a, PAGER_PROMPT);
	play_type(a, "say next");
	play_expect(a, "You say 'next'");
	play_not(a, "autoloot");
	/* Neither Return nor q is a command to repeat. */
	play_type(a, "!");
	play_expect(a, "You say 'next'");
	/* Short output is not paged; nor is anyone who did not ask. */
	play_type(a, "say short");
	play_not(a, PAGER_PROMPT);
	play_type(b, "toggle");
	play_expect(b, "autoloot");
	play_not(b, PAGER_PROMPT);
	/* An expansion's output is one command's. */
	play_type(a, "alias two toggle;say done");
	play_type(a, "two");
	play_expect(a, PAGER_PROMPT);
	play_not(a, "You say 'done'");
	play_type(a, "%s", "");
	play_type(a, "%s", "");
	play_expect(a, "You say 'done'");
	play_not(a, PAGER_PROMPT);
}
END_TEST

START_TEST(test_paged_output_is_bounded)
{
	struct character	*a = play_enter("Big", HALL, ROLE_PLAYER);
	char			 name[16], text[ALIAS_TEXT_MAX + 1];
	char			*news;
	int			 i, pages;

	/* 50 aliases of 250 characters: some 13 KB to list. */
	memset(text, 'x', 250);
	memcpy(text, "say ", 4);
	text[250] = '\0';
	for (i = 0; i < ALIAS_MAX; i++) {
		snprintf(name, sizeof name, "a%02d", i);
		ck_assert_int_eq(alias_set(&a->pd, name, text,
		    &(char *){ NULL }), 0);
	}
	play_config("limits.pager_max", "4096");
	play_type(a, "toggle pager 5");
	play_skip(a);
	play_type(a, "alias");
	play_expect(a, PAGER_PROMPT);
	ck_assert_uint_le(pager_total(), 4096);
	for (pages = 1; pages < 20; pages++) {
		play_type(a, "%s", "");
		news = play_news(a);
		if (strstr(news, PAGER_PROMPT) == NULL) {
			ck_assert_ptr_nonnull(strstr(news, "more bytes were "
			    "cut: too long to keep. ]"));
			ck_assert_ptr_null(strstr(news, "a49"));
			free(news);
			break;
		}
		free(news);
	}
	/*
	 * 4096 bytes are the heading, 15 lines of 266 and part of one, then
	 * the note: 18 lines, 4 pages of 5.
	 */
	ck_assert_int_eq(pages, 3);
	ck_assert_uint_eq(pager_total(), 0);
}
END_TEST

START_TEST(test_aliases_saved_with_the_player)
{
	struct character	*a = play_enter("Sav", HALL, ROLE_PLAYER);
	struct player_items	 items = { 0 };
	char			*cause = NULL;

	play_type(a, "alias k kill $1");
	play_type(a, "alias g gossip $*");
	/* A change is saved at once. */
	ck_assert_int_eq(store_load_items(game_store, a->pd.id, &items,
	    &cause), 0);
	ck_assert_uint_eq(items.naliases, 2);
	ck_assert_str_eq(items.aliases[0].name, "g");
	ck_assert_str_eq(items.aliases[0].text, "gossip $*");
	ck_assert_str_eq(items.aliases[1].name, "k");
	player_items_clear(&items);
	play_type(a, "unalias k");
	ck_assert_int_eq(store_load_items(game_store, a->pd.id, &items,
	    &cause), 0);
	ck_assert_uint_eq(items.naliases, 1);
	player_items_clear(&items);
	/* And loaded back, as at a login. */
	player_aliases_clear(&a->pd);
	ck_assert_int_eq(a->pd.naliases, 0);
	char_load_items(a);
	ck_assert_int_eq(a->pd.naliases, 1);
	ck_assert_str_eq(a->pd.aliases[0].text, "gossip $*");
}
END_TEST

/* "x;" n times: n parts x, then an empty one. */
static char *
work_text(const char *x, int n)
{
	char	*text, *p;
	int	 i;

	p = text = xmalloc((size_t)n * (strlen(x) + 1) + 1);
	for (i = 0; i < n; i++)
		p += sprintf(p, "%s;", x);
	*p = '\0';
	return (text);
}

START_TEST(test_alias_work_is_bounded)
{
	struct character	*a = play_enter("Wor", HALL, ROLE_PLAYER);
	struct alias_cmds	 cmds;
	const char		*names[] = { "d", "c", "b", "a" };
	char			*text, *why = NULL, arg[901];
	int			 i;

	/*
	 * Empty parts make no command but cost their visit: 128 of 128 of
	 * 128 of 128 of two would be 2^29 parts for one typed 'a'.
	 */
	play_type(a, "alias e ;");
	for (i = 0; i < 4; i++) {
		text = work_text(i == 0 ? "e" : names[i - 1], 128);
		ck_assert_uint_eq(strlen(text), 256);
		play_type(a, "alias %s %s", names[i], text);
		free(text);
	}
	play_skip(a);
	play_type(a, "a");
	play_expect(a, "'a' takes more than 1024 steps to expand; nothing "
	    "was run.");
	/* '!' repeats it, and is refused the same way. */
	play_type(a, "!");
	play_expect(a, "'a' takes more than 1024 steps to expand; nothing "
	    "was run.");
	play_type(a, "say still here");
	play_expect(a, "You say 'still here'");
	/* The work done before the refusal is the budget, not more. */
	memset(&cmds, 0, sizeof cmds);
	ck_assert_int_eq(alias_expand(&a->pd, "a", 1024, &cmds, &why), -1);
	ck_assert_str_eq(why, "'a' takes more than 1024 steps to expand; "
	    "nothing was run.");
	free(why);
	why = NULL;
	ck_assert_int_eq(cmds.n, 0);
	ck_assert_uint_eq(cmds.steps, ALIAS_STEPS_MAX + 1);
	ck_assert_uint_le(cmds.bytes, 2 * ALIAS_STEPS_MAX);

	/* Bytes: each part copies a long argument into an alias of nothing. */
	memset(arg, 'x', sizeof arg - 1);
	arg[sizeof arg - 1] = '\0';
	text = work_text("e $*", 51);
	play_type(a, "alias z %s", text);
	free(text);
	text = work_text("z $*", 51);
	play_type(a, "alias y %s", text);
	free(text);
	play_skip(a);
	play_type(a, "y %s", arg);
	play_expect(a, "'y' copies more than 262144 bytes to expand; nothing "
	    "was run.");
	/* One level of it is within both budgets, and makes nothing. */
	ck_assert_int_eq(alias_expand(&a->pd, "z x", 1024, &cmds, &why), 0);
	ck_assert_int_eq(cmds.n, 0);
	ck_assert_uint_lt(cmds.steps, ALIAS_STEPS_MAX);

	/* Twenty commands of a long argument, five deep, are no attack. */
	play_type(a, "alias s4 say $*;say $*;say $*;say $*");
	play_type(a, "alias s20 s4 $*;s4 $*;s4 $*;s4 $*;s4 $*");
	play_type(a, "alias t1 s20 $*");
	play_type(a, "alias t2 t1 $*");
	play_type(a, "alias t3 t2 $*");
	play_skip(a);
	play_type(a, "t3 %s", arg);
	for (i = 0; i < 20; i++)
		play_expect(a, "You say 'xxxx");
	play_not(a, "nothing was run");
}
END_TEST

static Suite *
alias_suite(void)
{
	Suite	*s = suite_create("alias");
	TCase	*tc = tcase_create("input");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_alias_set_show_list_and_unalias);
	tcase_add_test(tc, test_alias_arguments_and_escapes);
	tcase_add_test(tc, test_alias_names_and_sizes_refused);
	tcase_add_test(tc, test_alias_loops_depth_and_floods_run_nothing);
	tcase_add_test(tc, test_alias_waits_for_the_lag);
	tcase_add_test(tc, test_repeat_and_substitute);
	tcase_add_test(tc, test_toggle_settings);
	tcase_add_test(tc, test_long_output_is_paged);
	tcase_add_test(tc, test_paged_output_is_bounded);
	tcase_add_test(tc, test_aliases_saved_with_the_player);
	tcase_add_test(tc, test_alias_work_is_bounded);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(alias_suite()));
}
