/*
 * test_staffcmd.c: the staff commands of issue 26, played in game time
 * (tests/unit/play.h): each refused to lower roles and refusing to act
 * on an equal or higher rank, each audited; wiznet and what it carries;
 * echo's text cleaned of control codes; set, advance, string, clone,
 * mwhere, owhere, peace, slay, holylight, poofin/poofout, disconnect and
 * the login locks.
 */
#include <sys/socket.h>

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "commands.h"
#include "descriptor.h"
#include "find.h"
#include "log.h"
#include "mod.h"
#include "play.h"
#include "save.h"
#include "staff.h"
#include "wiznet.h"

static const char town_area[] =
	"area Town\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Town Temple\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A temple.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Square\n"
	"sector city\n"
	"description\n"
	"A square.\n"
	"~\n"
	"exit east 3003\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"room 3004\n"
	"name The Cellar\n"
	"sector inside\n"
	"flags dark indoors\n"
	"description\n"
	"A cellar.\n"
	"~\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Lane\n"
	"sector city\n"
	"description\n"
	"A lane.\n"
	"~\n"
	"exit west 3002\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords guard\n"
	"short the city guard\n"
	"long The city guard stands here.\n"
	"description\n"
	"Stern.\n"
	"~\n"
	"level 5\n"
	"hit 1d1+50\n"
	"damage 1d2\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords sword\n"
	"short a sword\n"
	"long A sword lies here.\n"
	"type weapon\n"
	"dice 1d6\n"
	"wear wield\n"
	"weight 5\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords fountain\n"
	"short a fountain\n"
	"long A fountain stands here.\n"
	"type fountain\n"
	"flags no_take\n"
	"weight 500\n"
	"end\n";

#define TEMPLE		3001
#define SQUARE		3002
#define CELLAR		3004

static void
setup(void)
{
	const char *const	files[] = { "town.are", town_area, NULL };

	play_start(files, 11);
}

static void
teardown(void)
{
	staff_set_lock(STAFF_LOCK_NEW | STAFF_LOCK_WIZ, 0);
	play_stop();
}

static struct character *
enter(const char *name, int vnum, int role)
{
	struct character	*ch = play_enter(name, vnum, role);

	ck_assert_int_eq(char_save(ch), 0);
	play_skip(ch);
	return (ch);
}

/* The record the store holds of name; the caller clears it. */
static void
stored(const char *name, struct player_data *pd)
{
	char	*cause = NULL;

	player_data_init(pd);
	ck_assert_int_eq(save_load_player(game_store, name, pd, &cause), 1);
}

/* Each new command is unknown below its role. */
START_TEST(test_refused_by_role)
{
	static const char *const admin_only[] = { "echo hi", "zecho hi",
	    "gecho hi", "slay guard", "disconnect Ada", "wizlock",
	    "newlock", "set Ada gold 1", "advance Ada 2" };
	static const char *const builder[] = { "wiznet", "peace",
	    "holylight", "poofin x", "poofout x", "string guard short x",
	    "clone guard", "mwhere guard", "owhere sword" };
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct character	*b = enter("Bea", TEMPLE, ROLE_BUILDER);
	size_t			 i;

	(void)enter("Ada", TEMPLE, ROLE_ADMIN);
	for (i = 0; i < sizeof admin_only / sizeof admin_only[0]; i++) {
		play_type(p, "%s", admin_only[i]);
		play_expect(p, "is not a command");
		play_type(b, "%s", admin_only[i]);
		play_expect(b, "is not a command");
	}
	for (i = 0; i < sizeof builder / sizeof builder[0]; i++) {
		play_type(p, "%s", builder[i]);
		play_expect(p, "is not a command");
	}
}
END_TEST

/* Nothing acts on an equal or higher rank. */
START_TEST(test_equal_rank_refused)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*z = enter("Zed", TEMPLE, ROLE_ADMIN);
	struct character	*o = enter("Olga", TEMPLE, ROLE_OWNER);
	int			 level = z->pd.level;

	play_type(a, "set Zed gold 5");
	play_expect(a, "You cannot change someone of your role or higher.");
	ck_assert_int_eq(z->pd.gold, 0);
	play_type(a, "set Olga name Olgar");
	play_expect(a, "You cannot change someone of your role or higher.");
	play_type(a, "set Olga password");
	play_expect(a, "You cannot change someone of your role or higher.");
	play_type(a, "advance Zed 10");
	play_expect(a, "You cannot advance someone of your role or higher.");
	ck_assert_int_eq(z->pd.level, level);
	play_type(a, "slay Zed");
	play_expect(a, "You cannot slay someone of your role or higher.");
	ck_assert_int_gt(z->pd.hit, 0);
	play_type(a, "disconnect Olga");
	play_expect(a, "You cannot disconnect someone of your role or "
	    "higher.");
	ck_assert_ptr_nonnull(o->desc);
	/* Oneself is fine for set and advance. */
	play_type(a, "set Ada gold 7");
	play_expect(a, "Ada's gold is now 7.");
	ck_assert_int_eq(a->pd.gold, 7);
}
END_TEST

/* set: the numbers in their bounds, in the game or not; a rename. */
START_TEST(test_set)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct player_data	 pd;
	int			 hit;

	play_type(a, "set Pat gold 500");
	play_expect(a, "Pat's gold is now 500.");
	ck_assert_int_eq(p->pd.gold, 500);
	play_type(a, "set Pat str 40");
	play_expect(a, "The str is a number from 3 to 25.");
	play_type(a, "set Pat str 1x");
	play_expect(a, "The str is a number from 3 to 25.");
	play_type(a, "set Pat role 3");
	play_expect(a, "That is not something set changes.");
	hit = p->pd.max_hit;
	play_type(a, "set Pat level 30");
	play_expect(a, "Pat's level is now 30.");
	ck_assert_int_eq(p->pd.level, 30);
	ck_assert_int_gt(p->pd.max_hit, hit);
	stored("Pat", &pd);
	ck_assert_int_eq(pd.gold, 500);
	ck_assert_int_eq(pd.level, 30);
	player_data_clear(&pd);
	play_type(a, "set Pat");
	play_expect(a, "Usage: set <player> <field> <value>");
	/* A rename: the store and the game. */
	play_type(a, "set Pat name Ada");
	play_expect(a, "Someone called Ada is in the game.");
	play_type(a, "set Pat name Patrick");
	play_expect(a, "Pat is now called Patrick.");
	play_expect(p, "Ada renamed you Patrick.");
	ck_assert_str_eq(p->pd.name, "Patrick");
	stored("Patrick", &pd);
	ck_assert_int_eq(pd.gold, 500);
	player_data_clear(&pd);
	/* Not in the game: its record. */
	play_type(p, "quit");
	play_type(a, "set Patrick gold 9");
	play_expect(a, "Patrick's gold is now 9.");
	stored("Patrick", &pd);
	ck_assert_int_eq(pd.gold, 9);
	player_data_clear(&pd);
}
END_TEST

/* advance: up as if earned, down the level alone. */
START_TEST(test_advance)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	int			 prac = p->pd.practices, was = p->pd.level;

	play_type(a, "advance Pat 40");
	play_expect(a, "Pat is now level 40 (was");
	play_expect(p, "Ada brings you to level 40.");
	ck_assert_int_eq(p->pd.level, 40);
	ck_assert_int_lt(was, 40);
	ck_assert_int_gt(p->pd.practices, prac);
	ck_assert_int_gt(p->pd.exp, 0);
	play_type(a, "advance Pat 51");
	play_expect(a, "A level is a number from 1 to 50.");
	play_type(a, "advance Pat 2");
	ck_assert_int_eq(p->pd.level, 2);
	play_type(a, "advance Pat two");
	play_expect(a, "Usage: advance <player> <level>");
}
END_TEST

/* echo, zecho, gecho: words as they are, never a control code. */
START_TEST(test_echoes)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct character	*q = enter("Quin", SQUARE, ROLE_PLAYER);
	const char		*raw;
	size_t			 len;
	char			 line[] = "The sky \033[2Jdarkens\a.";

	play_type(a, "echo The ground shakes.");
	play_expect(p, "The ground shakes.");
	play_not(q, "The ground shakes.");
	play_type(a, "zecho A bell rings.");
	play_expect(q, "A bell rings.");
	play_type(a, "gecho Hear ye.");
	play_expect(q, "Hear ye.");
	play_expect(p, "Hear ye.");
	/* What a script or a forced line may carry: cleaned. */
	cmd_echo(a, line);
	play_turn();
	play_expect(p, "The sky [2Jdarkens.");
	raw = play_transcript(p, &len);
	ck_assert_ptr_null(memmem(raw, len, "\033[2J", 4));
	ck_assert_ptr_null(memchr(raw, '\a', len));
	play_type(a, "echo");
	play_expect(a, "Usage: echo <text>");
}
END_TEST

/* wiznet: talk, kinds switched, ranks, and what the game tells it. */
START_TEST(test_wiznet)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*b = enter("Bea", TEMPLE, ROLE_BUILDER);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct character	*z = enter("Zed", SQUARE, ROLE_ADMIN);

	/* wiznet_send walks staff_list alone: every kind is for staff. */
	for (int k = 0; k < WIZ__COUNT; k++)
		ck_assert_int_gt(wiznet_table[k].role, ROLE_PLAYER);
	play_type(b, "wiznet the bridge is done");
	play_expect(a, "[Wiznet:talk] Bea: the bridge is done");
	play_not(p, "bridge");
	play_type(a, "wiznet");
	play_expect(a, "errors");
	play_type(b, "wiznet");
	play_not(b, "errors");
	play_type(a, "wiznet talk");
	play_expect(a, "Wiznet talk: off.");
	play_type(b, "wiznet again");
	play_not(a, "again");
	play_type(a, "wiznet off");
	play_expect(a, "Wiznet is off.");
	play_type(a, "wiznet on");
	/* A death: builders get it. */
	play_type(a, "slay Pat");
	play_expect(a, "You slay Pat in cold blood!");
	play_expect(b, "[Wiznet:deaths] Pat killed by");
	play_expect(z, "[Wiznet:staff] Ada slays Pat.");
	play_not(b, "slays Pat.");
	/* The log's warnings: admins, at the next turn. */
	log_warnx("the disk is %s", "full");
	play_turn();
	play_expect(a, "[Wiznet:errors] warn: the disk is full");
	play_not(b, "disk");
	/* Bounded: a flood of lines is cut and counted. */
	for (int i = 0; i < 50; i++)
		log_warnx("flood %d", i);
	play_turn();
	play_expect(a, "flood 7");
	play_expect(a, "(42 more lines: see the log)");
	play_type(a, "wiznet errors");
	log_warnx("quiet");
	play_turn();
	play_not(a, "quiet");
	/* A flood of one kind: bounded a window, the rest counted. */
	play_pulses(WIZNET_WINDOW_PULSES);
	for (int i = 0; i < 30; i++)
		wiznet_send(WIZ_REFUSED, NULL, "knock %d", i);
	play_turn();
	play_expect(a, "knock 9");
	play_not(a, "knock 10");
	play_pulses(WIZNET_WINDOW_PULSES);
	wiznet_send(WIZ_REFUSED, NULL, "knock again");
	play_turn();
	play_expect(a, "knock again (and 20 more refused lines before it)");
	/* A role given in the game is heard at once; taken back, no more. */
	{
		struct character	*k = enter("Kim", TEMPLE, ROLE_PLAYER);

		play_type(b, "wiznet before");
		play_not(k, "before");
		play_type(a, "promote Kim builder");
		play_type(b, "wiznet during");
		play_expect(k, "[Wiznet:talk] Bea: during");
		play_type(a, "promote Kim player");
		play_type(b, "wiznet after");
		play_not(k, "after");
		ck_assert(!k->on_staff);
		/* Staff who leave are off the list that wiznet walks. */
		ck_assert(b->on_staff);
		game_extract_char(b);
		game_reap();
		wiznet_send(WIZ_DEATHS, NULL, "nobody left to hear");
		play_turn();
		play_expect(a, "nobody left to hear");
	}
	/* Saved. */
	ck_assert_int_eq(char_save(a), 0);
	{
		struct player_data	pd;

		stored("Ada", &pd);
		ck_assert_int_eq(pd.wiznet, 1 << WIZ_TALK | 1 << WIZ_ERRORS);
		player_data_clear(&pd);
	}
}
END_TEST

/* wizlock and newlock: the rule and the commands. */
START_TEST(test_locks)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);

	ck_assert_ptr_null(staff_lock_refused(ROLE_PLAYER, 1));
	play_type(a, "newlock");
	play_expect(a, "The game is closed to new characters");
	ck_assert_ptr_nonnull(staff_lock_refused(ROLE_PLAYER, 1));
	ck_assert_ptr_null(staff_lock_refused(ROLE_PLAYER, 0));
	play_type(a, "wizlock on");
	play_expect(a, "only staff may log in");
	ck_assert_ptr_nonnull(staff_lock_refused(ROLE_PLAYER, 0));
	ck_assert_ptr_null(staff_lock_refused(ROLE_BUILDER, 0));
	play_type(a, "wizlock off");
	play_expect(a, "Wizlock is off.");
	ck_assert_ptr_null(staff_lock_refused(ROLE_PLAYER, 0));
	ck_assert_ptr_nonnull(staff_lock_refused(ROLE_PLAYER, 1));
	play_type(a, "newlock off");
	ck_assert_ptr_null(staff_lock_refused(ROLE_PLAYER, 1));
	play_type(a, "wizlock maybe");
	play_expect(a, "Usage: wizlock [on|off]");
}
END_TEST

/* string, clone, mwhere and owhere. */
START_TEST(test_string_clone_where)
{
	struct character	*b = enter("Bea", TEMPLE, ROLE_BUILDER);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);

	play_type(b, "load mob 3000");
	play_type(b, "load obj 3010");
	play_skip(b);
	play_type(b, "string guard short the grumpy guard");
	play_expect(b, "Done: its short is now 'the grumpy guard'.");
	play_type(b, "string guard name grumpy guard");
	play_type(b, "string sword short a notched blade");
	play_type(p, "look");
	play_expect(p, "The city guard stands here.");
	play_type(b, "string Pat short x");
	play_expect(b, "Pat is a player: 'set' changes players.");
	play_type(b, "string guard colour x");
	play_expect(b, "Usage: string");
	play_type(b, "clone grumpy");
	play_expect(b, "You clone the grumpy guard.");
	play_type(b, "clone sword");
	play_expect(b, "You clone a notched blade.");
	play_type(b, "clone Pat");
	play_expect(b, "Players cannot be cloned.");
	play_type(b, "mwhere grumpy");
	play_expect(b, "the grumpy guard");
	play_expect(b, "2. [ 3000] the grumpy guard");
	play_type(b, "owhere sword");
	play_expect(b, "a notched blade");
	play_expect(b, "carried by Bea");
	play_type(b, "mwhere nobody");
	play_expect(b, "No mobile is called that.");
	play_type(b, "at 3002 owhere fountain");
	play_expect(b, "No object is called that.");
}
END_TEST

/* peace, holylight, poofin and poofout. */
START_TEST(test_peace_holylight_poof)
{
	struct character	*b = enter("Bea", SQUARE, ROLE_BUILDER);
	struct character	*p = enter("Pat", SQUARE, ROLE_PLAYER);
	struct character	*guard;

	play_type(b, "load mob 3000");
	guard = find_char_room(b, "guard");
	ck_assert_ptr_nonnull(guard);
	play_type(p, "kill guard");
	ck_assert_ptr_nonnull(p->fighting);
	play_type(b, "peace");
	play_expect(b, "You make peace");
	ck_assert_ptr_null(p->fighting);
	ck_assert_ptr_null(guard->fighting);
	/* The cellar is dark: holy light sees in it. */
	play_type(b, "goto 3004");
	play_type(b, "look");
	play_expect(b, "It is too dark here to make anything out");
	play_type(b, "holylight");
	play_expect(b, "Holy light: you see everything");
	play_type(b, "look");
	play_expect(b, "The Cellar");
	play_type(b, "holylight");
	play_expect(b, "Holy light off");
	/* Goto lines. */
	play_type(b, "poofout $n bows and is gone.");
	play_type(b, "poofin strides in.");
	play_type(b, "goto 3002");
	play_expect(p, "Bea strides in.");
	play_type(b, "goto 3001");
	play_expect(p, "Bea bows and is gone.");
	play_type(b, "poofin");
	play_expect(b, "Your poofin: strides in.");
	play_type(b, "poofin default");
	play_type(b, "goto 3002");
	play_expect(p, "Bea appears in a swirl of smoke.");
}
END_TEST

/* disconnect: a lower rank's connection, or one at the login. */
START_TEST(test_disconnect)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);

	play_type(a, "disconnect Pat");
	play_expect(a, "Pat is disconnected.");
	play_pulses(1);
	ck_assert_ptr_null(p->desc);
	ck_assert_int_eq(p->linkdead, 1);
	play_type(a, "disconnect Pat");
	play_expect(a, "Pat has no connection (link-dead) already.");
	play_type(a, "disconnect 999999");
	play_expect(a, "No connection has that number");
	play_type(a, "disconnect Ada");
	play_expect(a, "Type 'quit' instead.");
}
END_TEST

/* Type a line on a connection, whoever it plays (a switched mobile). */
static void
type_on(struct descriptor *d, const char *line)
{
	char	*wire;

	xasprintf(&wire, "%s\r\n", line);
	desc_feed(d, wire, strlen(wire));
	free(wire);
	play_turn();
}

/* switch and return: a mobile played, and every way it ends. */
START_TEST(test_switch_and_return)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*z = enter("Zed", TEMPLE, ROLE_OWNER);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	struct character	*b = enter("Bea", TEMPLE, ROLE_BUILDER);
	struct character	*guard;
	struct descriptor	*d = a->desc;

	play_type(z, "load mob 3000");
	guard = find_char_room(z, "guard");
	play_type(b, "switch guard");
	play_expect(b, "is not a command");
	play_type(p, "return");
	play_expect(p, "You are not switched into anything.");
	play_type(a, "switch Pat");
	play_expect(a, "Only a mobile can be switched into.");
	play_type(a, "switch guard");
	play_expect(a, "You are the city guard now");
	ck_assert_ptr_eq(guard->desc, d);
	ck_assert_ptr_null(a->desc);
	ck_assert_int_eq(a->linkdead, 0);
	type_on(d, "say halt");
	play_expect(p, "The city guard says 'halt'");
	type_on(d, "quit");
	play_expect(a, "Not while you play a mobile: 'return' first.");
	type_on(d, "password");
	play_expect(a, "'return' first.");
	type_on(d, "promote Pat admin");
	play_expect(a, "is not a command");
	type_on(d, "return");
	play_expect(a, "You return to your body.");
	ck_assert_ptr_eq(a->desc, d);
	ck_assert_ptr_null(guard->desc);
	/* The mobile dies: back at once. */
	play_type(a, "switch guard");
	play_type(z, "slay guard");
	play_expect(a, "is gone: you return to your body.");
	ck_assert_ptr_eq(a->desc, d);
	type_on(d, "look");
	play_expect(a, "The Town Temple");
	/* The connection drops: the body goes link-dead, not the mobile. */
	play_type(z, "load mob 3000");
	guard = find_char_room(z, "guard");
	play_type(a, "switch guard");
	ck_assert_ptr_eq(guard->desc, d);
	play_hangup(a);
	ck_assert_ptr_null(guard->desc);
	ck_assert_int_eq(a->linkdead, 1);
}
END_TEST

/* The body taken out while switched: the connection closes with it. */
START_TEST(test_switch_body_gone)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*guard;

	play_type(a, "load mob 3000");
	guard = find_char_room(a, "guard");
	play_type(a, "switch guard");
	ck_assert_ptr_nonnull(guard->desc);
	game_extract_char(a);
	play_turn();
	ck_assert_ptr_null(guard->desc);
	play_pulses(1);
	ck_assert_int_eq(desc_count(), 0);
}
END_TEST

/* Each is a row of the audit log, as other staff commands are. */
START_TEST(test_audited)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct store_audits	 as = { 0 };
	char			*cause = NULL;

	(void)enter("Pat", TEMPLE, ROLE_PLAYER);
	play_type(a, "set Pat gold 3");
	play_type(a, "slay Pat");
	play_type(a, "wizlock");
	play_type(a, "wizlock");
	play_type(a, "set Pat password");
	ck_assert_int_eq(store_audit_list(game_store, NULL, 10, &as, &cause),
	    0);
	ck_assert_int_eq(as.n, 5);
	ck_assert_str_eq(as.list[0].command, "set");
	ck_assert_str_eq(as.list[0].args, "Pat gold 3");
	ck_assert_str_eq(as.list[1].command, "slay");
	ck_assert_str_eq(as.list[2].command, "wizlock");
	ck_assert_str_eq(as.list[4].args, "Pat password");
	store_audits_clear(&as);
}
END_TEST

static Suite *
staffcmd_suite(void)
{
	Suite	*s = suite_create("staffcmd");
	TCase	*tc = tcase_create("staffcmd");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_refused_by_role);
	tcase_add_test(tc, test_equal_rank_refused);
	tcase_add_test(tc, test_set);
	tcase_add_test(tc, test_advance);
	tcase_add_test(tc, test_echoes);
	tcase_add_test(tc, test_wiznet);
	tcase_add_test(tc, test_locks);
	tcase_add_test(tc, test_string_clone_where);
	tcase_add_test(tc, test_peace_holylight_poof);
	tcase_add_test(tc, test_disconnect);
	tcase_add_test(tc, test_audited);
	tcase_add_test(tc, test_switch_and_return);
	tcase_add_test(tc, test_switch_body_gone);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(staffcmd_suite()));
}
