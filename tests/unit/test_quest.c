/*
 * test_quest.c: autoquests at a questmaster, played in game time
 * (tests/unit/play.h): asking for one, a kill and a fetch done, the time
 * running out, the wait before the next, buying with quest points, what
 * is saved across a logout, the log of quests a script writes, and the
 * area checks of questmasters and quest things.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "area.h"
#include "commands.h"
#include "eqtypes.h"
#include "game.h"
#include "interp.h"
#include "play.h"
#include "quest.h"
#include "save.h"

static const char quest_area[] =
	"area Questhold\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Hall of Ledgers\n"
	"sector inside\n"
	"flags safe\n"
	"description\n"
	"Ledgers everywhere.\n"
	"~\n"
	"exit east 3002\n"
	"script command pray\n"
	"if ch:quest_done(\"The Quiet Shrine\") then\n"
	"  ch:send(\"logged now\")\n"
	"else\n"
	"  ch:send(\"logged before\")\n"
	"end\n"
	"ch:send(\"log: \" .. table.concat(ch:quest_log(), \",\"))\n"
	"return true\n"
	"~\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Rat Field\n"
	"sector field\n"
	"description\n"
	"Rats.\n"
	"~\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords keeper questmaster\n"
	"short the ledger keeper\n"
	"long The ledger keeper waits here.\n"
	"description\n"
	"Inky.\n"
	"~\n"
	"level 30\n"
	"hit 1d1+200\n"
	"damage 1d2\n"
	"flags sentinel no_kill questmaster\n"
	"end\n"
	"\n"
	"mob 3001\n"
	"keywords rat\n"
	"short a fat rat\n"
	"long A fat rat sniffs about.\n"
	"description\n"
	"Fat.\n"
	"~\n"
	"level 10\n"
	"hit 1d1\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3002\n"
	"keywords sweeper\n"
	"short the sweeper\n"
	"long The sweeper leans on a broom.\n"
	"description\n"
	"Dusty.\n"
	"~\n"
	"level 40\n"
	"hit 1d1+200\n"
	"damage 1d2\n"
	"flags sentinel no_kill\n"
	"behaviour janitor\n"
	"end\n"
	"\n"
	"object 3051\n"
	"keywords peel\n"
	"short an apple peel\n"
	"long An apple peel lies here.\n"
	"type trash\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3050\n"
	"keywords locket\n"
	"short a dented locket\n"
	"long A dented locket lies here.\n"
	"type treasure\n"
	"flags quest\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3052\n"
	"keywords ribbon\n"
	"short a ledger ribbon\n"
	"long A ribbon lies here.\n"
	"type trash\n"
	"weight 1\n"
	"cost 40\n"
	"end\n"
	"\n"
	"reset mob 3000 in 3001 max 1\n"
	"reset give 3052\n"
	"reset mob 3001 in 3002 max 1\n";

#define HALL	3001
#define FIELD	3002
#define RAT	3001
#define LOCKET	3050

static void
setup(void)
{
	const char *const	files[] = { "quest.are", quest_area, NULL };

	play_start(files, 30);
	/* An hour of the game's day is a second: 4 pulses. */
	play_config("game.hour_length", "1");
}

static void
teardown(void)
{
	play_stop();
}

/* ch asks until it is given a quest of that kind. */
static void
request_kind(struct character *ch, int kind)
{
	int	i;

	for (i = 0; i < 40; i++) {
		play_type(ch, "quest request");
		if (ch->pd.quest_kind == kind)
			return;
		ck_assert_int_ne(ch->pd.quest_kind, QUEST_NONE);
		play_type(ch, "quest quit");
		ch->pd.quest_wait = 0;
	}
	ck_abort_msg("no quest of kind %d in 40 asks", kind);
}

START_TEST(test_quest_request)
{
	struct character	*a = play_enter("Alice", FIELD, ROLE_PLAYER);

	play_type(a, "quest request");
	play_expect(a, "there is none here");
	ck_assert_int_eq(a->pd.quest_kind, QUEST_NONE);
	play_type(a, "west");
	play_skip(a);
	play_type(a, "quest request");
	ck_assert_int_ne(a->pd.quest_kind, QUEST_NONE);
	play_expect(a, "Look in The Rat Field, in Questhold.");
	ck_assert_int_eq(a->pd.quest_room, FIELD);
	ck_assert_int_ge(a->pd.quest_hours, 10);
	ck_assert_int_le(a->pd.quest_hours, 20);
	/* Its clock is one event the player owns. */
	ck_assert_ptr_nonnull(eq_owner_find(&a->events, EQT_QUEST));
	play_type(a, "quest request");
	play_expect(a, "You are on a quest already");
	play_type(a, "quest progress");
	play_expect(a, "hours left");
	/* quaff keeps 'q' and 'qu'; 'que' is quest, 'quests' the log. */
	ck_assert_str_eq(interp_find(a, "q")->name, "quaff");
	ck_assert_str_eq(interp_find(a, "qu")->name, "quaff");
	ck_assert_str_eq(interp_find(a, "que")->name, "quest");
	ck_assert_str_eq(interp_find(a, "quests")->name, "quests");
}
END_TEST

START_TEST(test_quest_kill)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	long long		 gold = a->pd.gold;

	request_kind(a, QUEST_KILL);
	ck_assert_int_eq(a->pd.quest_vnum, RAT);
	play_type(a, "quest complete");
	play_expect(a, "It is not dead yet");
	ck_assert_int_eq(a->pd.qpoints, 0);
	play_type(a, "east");
	play_type(a, "kill rat");
	play_until(a, "That was the one", 100);
	ck_assert_int_eq(a->pd.quest_got, 1);
	play_type(a, "west");
	play_type(a, "quest complete");
	play_until(a, "Well done!", 40);	/* after the fight's lag */
	ck_assert_int_gt(a->pd.qpoints, 0);
	ck_assert_int_gt(a->pd.gold, gold);
	ck_assert_int_eq(a->pd.quests_done, 1);
	ck_assert_int_eq(a->pd.quest_kind, QUEST_NONE);
	ck_assert_int_eq(a->pd.quest_wait, 4);
}
END_TEST

/* A kill by one of the group there counts for the quester. */
START_TEST(test_quest_group_kill)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", FIELD, ROLE_PLAYER);

	request_kind(a, QUEST_KILL);
	play_type(a, "east");
	play_type(b, "follow alice");
	play_type(a, "group bob");
	ck_assert_int_eq(b->grouped, 1);
	play_type(b, "kill rat");
	play_until(a, "That was the one", 100);
	ck_assert_int_eq(a->pd.quest_got, 1);
}
END_TEST

START_TEST(test_quest_fetch)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct object		*obj;

	request_kind(a, QUEST_FETCH);
	play_expect(a, "a dented locket");
	ck_assert_int_eq(a->pd.quest_vnum, LOCKET);
	obj = obj_find_uid((uint64_t)a->pd.quest_obj);
	ck_assert_ptr_nonnull(obj);
	ck_assert_int_eq(obj->in_room->vnum, FIELD);
	/* Left for a quester who never comes, it crumbles in the end. */
	ck_assert_int_eq(obj->timer, a->pd.quest_hours + 1);
	ck_assert_ptr_nonnull(eq_owner_find(&obj->events, EQT_DECAY));
	play_type(a, "quest complete");
	play_expect(a, "You have not brought it");
	play_type(a, "east");
	play_type(a, "get locket");
	play_expect(a, "That is what your questmaster wants!");
	play_type(a, "quest progress");
	play_expect(a, "You have a dented locket: take it back");
	play_type(a, "west");
	play_skip(a);
	play_type(a, "quest complete");
	play_expect(a, "You hand a dented locket to the ledger keeper.");
	play_expect(a, "Well done!");
	ck_assert_int_gt(a->pd.qpoints, 0);
	ck_assert_int_eq(a->pd.quest_kind, QUEST_NONE);
	TAILQ_FOREACH(obj, &a->carrying, place)
		ck_assert_int_ne(obj->vnum, LOCKET);
}
END_TEST

/* A janitor sweeps up litter but leaves a quest thing where it lies. */
START_TEST(test_quest_janitor)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct object		*locket = fx_obj(LOCKET), *peel = fx_obj(3051);

	game_start_events(fx_mob(3002, HALL));
	obj_to_room(locket, room_find(HALL));
	obj_to_room(peel, room_find(HALL));
	play_until(a, "sweeps up some litter", 200);
	ck_assert_ptr_nonnull(peel->carried_by);
	play_pulses(100);
	play_not(a, "sweeps up some litter");
	ck_assert_ptr_eq(locket->in_room, room_find(HALL));
}
END_TEST

START_TEST(test_quest_timeout)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	uint64_t		 uid;

	request_kind(a, QUEST_FETCH);
	uid = (uint64_t)a->pd.quest_obj;
	play_until(a, "Only 3 hours left", 20 * 4 + 8);
	play_until(a, "The time given for your quest has run out", 4 * 3 + 8);
	ck_assert_int_eq(a->pd.quest_kind, QUEST_NONE);
	ck_assert_int_eq(a->pd.quest_wait, 8);
	/* The thing left in the world goes with the quest. */
	ck_assert_ptr_null(obj_find_uid(uid));
	play_type(a, "quest request");
	play_expect(a, "come back in 8 hours");
}
END_TEST

START_TEST(test_quest_cooldown)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	request_kind(a, QUEST_KILL);
	play_type(a, "quest quit");
	play_expect(a, "You give up your quest");
	ck_assert_int_eq(a->pd.quest_wait, 8);
	play_type(a, "quest request");
	play_expect(a, "Rest a while first");
	ck_assert_int_eq(a->pd.quest_kind, QUEST_NONE);
	play_until(a, "You may ask a questmaster for a quest again",
	    8 * 4 + 8);
	ck_assert_int_eq(a->pd.quest_wait, 0);
	/* Nothing more to count: the clock stops. */
	ck_assert_ptr_null(eq_owner_find(&a->events, EQT_QUEST));
	play_type(a, "quest request");
	ck_assert_int_ne(a->pd.quest_kind, QUEST_NONE);
}
END_TEST

/* The hours a quest gives and the waits are the config's. */
START_TEST(test_quest_config)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_config("game.quest_hours_min", "5");
	play_config("game.quest_hours_max", "5");
	play_config("game.quest_wait_fail", "1");
	play_type(a, "quest request");
	ck_assert_int_eq(a->pd.quest_hours, 5);
	play_expect(a, "You have 5 hours of the game's day to do it.");
	play_type(a, "quest quit");
	play_expect(a, "You may ask for another in 1 hour.");
	ck_assert_int_eq(a->pd.quest_wait, 1);
	play_until(a, "You may ask a questmaster for a quest again", 12);
}
END_TEST

START_TEST(test_quest_buy)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	int			 trains = a->pd.trains;
	int			 practices = a->pd.practices;

	a->pd.qpoints = 100;
	play_type(a, "quest list");
	play_expect(a, "train");
	play_expect(a, "You have 100 quest points");
	play_type(a, "quest buy train");
	play_expect(a, "gives you a training session, for 75 quest points");
	ck_assert_int_eq(a->pd.trains, trains + 1);
	ck_assert_int_eq(a->pd.qpoints, 25);
	play_type(a, "quest buy practices");
	play_expect(a, "That costs 60 quest points, and you have 25.");
	ck_assert_int_eq(a->pd.practices, practices);
	ck_assert_int_eq(a->pd.qpoints, 25);
	play_type(a, "quest buy dragon");
	play_expect(a, "I have no such reward");
	/* What the questmaster carries, for its cost in quest points. */
	a->pd.qpoints = 45;
	play_type(a, "quest list");
	play_expect(a, "  ribbon       40  a ledger ribbon");
	play_type(a, "quest buy ribbon");
	play_expect(a, "gives you a ledger ribbon, for 40 quest points.");
	ck_assert_int_eq(a->pd.qpoints, 5);
	ck_assert_int_eq(TAILQ_FIRST(&a->carrying)->vnum, 3052);
	play_type(a, "quest buy ribbon");
	play_expect(a, "That costs 40 quest points, and you have 5.");
	a->pd.qpoints = 25;
	play_type(a, "east");
	play_type(a, "quest buy gold");
	play_expect(a, "there is none here");
	ck_assert_int_eq(a->pd.qpoints, 25);
}
END_TEST

START_TEST(test_quest_saved)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct player_data	 pd;
	char			*cause = NULL;
	int			 hours, vnum;

	a->pd.qpoints = 42;
	a->pd.quests_done = 3;
	request_kind(a, QUEST_KILL);
	hours = a->pd.quest_hours;
	vnum = a->pd.quest_vnum;
	play_type(a, "pray");
	play_expect(a, "logged now");
	play_expect(a, "log: The Quiet Shrine");
	play_type(a, "pray");
	play_expect(a, "logged before");
	play_type(a, "quit");
	player_data_init(&pd);
	ck_assert_int_eq(save_load_player(game_store, "Alice", &pd, &cause),
	    1);
	ck_assert_int_eq(pd.qpoints, 42);
	ck_assert_int_eq(pd.quests_done, 3);
	ck_assert_int_eq(pd.quest_kind, QUEST_KILL);
	ck_assert_int_eq(pd.quest_vnum, vnum);
	ck_assert_int_eq(pd.quest_room, FIELD);
	ck_assert_int_eq(pd.quest_hours, hours);
	ck_assert_str_eq(pd.quest_log, "The Quiet Shrine\n");
	player_data_clear(&pd);
}
END_TEST

START_TEST(test_quest_log)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	char			 name[QUEST_NAME_MAX + 2];
	int			 i;

	play_type(a, "quests");
	play_expect(a, "You have done none of the world's own quests yet.");
	ck_assert_int_eq(quest_log_add(a, "The Quiet Shrine"), 1);
	ck_assert_int_eq(quest_log_add(a, "The Quiet Shrine"), 0);
	ck_assert_int_eq(quest_log_add(a, ""), -1);
	ck_assert_int_eq(quest_log_add(a, "bad\nname"), -1);
	memset(name, 'x', sizeof name - 1);
	name[sizeof name - 1] = '\0';
	ck_assert_int_eq(quest_log_add(a, name), -1);
	for (i = 1; i < QUEST_LOG_MAX; i++) {
		snprintf(name, sizeof name, "quest %d", i);
		ck_assert_int_eq(quest_log_add(a, name), 1);
	}
	ck_assert_int_eq(quest_log_add(a, "one too many"), -1);
	play_type(a, "quests");
	play_expect(a, "The world's quests you have done:");
	play_expect(a, "  The Quiet Shrine\n");
	play_expect(a, "  quest 63\n");
}
END_TEST

/* A questmaster that attacks or wanders, a quest thing one cannot take. */
START_TEST(test_quest_check)
{
	static const char	bad[] =
		"area Bad\n"
		"vnums 5000 5099\n"
		"\n"
		"room 5000\n"
		"name Room\n"
		"sector inside\n"
		"description\n"
		"A room.\n"
		"~\n"
		"end\n"
		"\n"
		"mob 5000\n"
		"keywords qm\n"
		"short a questmaster\n"
		"long A questmaster glares.\n"
		"description\n"
		"Cross.\n"
		"~\n"
		"level 5\n"
		"hit 1d1\n"
		"damage 1d1\n"
		"flags aggressive wander questmaster\n"
		"end\n"
		"\n"
		"object 5000\n"
		"keywords statue\n"
		"short a statue\n"
		"long A statue stands here.\n"
		"type trash\n"
		"flags no_take quest\n"
		"end\n";
	struct world_def	*w = xcalloc(1, sizeof *w);
	char			*errors = NULL;
	int			 n = 0;

	world_add(w, area_parse("bad.are", bad, strlen(bad), &errors, &n));
	ck_assert_int_eq(n, 0);
	ck_assert_int_eq(world_check(w, &errors), 3);
	ck_assert_ptr_nonnull(strstr(errors, "a questmaster cannot be "
	    "aggressive"));
	ck_assert_ptr_nonnull(strstr(errors, "a questmaster cannot wander"));
	ck_assert_ptr_nonnull(strstr(errors, "a quest thing must be taken"));
	free(errors);
	world_free(w);
}
END_TEST

static Suite *
quest_suite(void)
{
	Suite	*s = suite_create("quest");
	TCase	*tc = tcase_create("quest");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_quest_request);
	tcase_add_test(tc, test_quest_kill);
	tcase_add_test(tc, test_quest_group_kill);
	tcase_add_test(tc, test_quest_fetch);
	tcase_add_test(tc, test_quest_janitor);
	tcase_add_test(tc, test_quest_timeout);
	tcase_add_test(tc, test_quest_cooldown);
	tcase_add_test(tc, test_quest_config);
	tcase_add_test(tc, test_quest_buy);
	tcase_add_test(tc, test_quest_saved);
	tcase_add_test(tc, test_quest_log);
	tcase_add_test(tc, test_quest_check);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(quest_suite()));
}
