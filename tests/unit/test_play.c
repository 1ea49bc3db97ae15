/*
 * test_play.c: the rules of play in game time (tests/unit/play.h): the
 * real game with scripted players typing into their connections, the
 * pulse advanced by the test. Casting times, wait states, aggro delays,
 * combat rounds, healing and the idle and link-dead timeouts are counted
 * in pulses, exactly; nothing sleeps or reads the clock. The same script
 * from the same seed gives the same bytes.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "commands.h"
#include "eqtypes.h"
#include "move.h"
#include "play.h"

static const char arena_area[] =
	"area Arena\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Arena Temple\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A quiet temple beside the arena.\n"
	"~\n"
	"exit east 3002\n"
	"exit down 3003\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Sands\n"
	"sector field\n"
	"description\n"
	"Hot sand, raked smooth.\n"
	"~\n"
	"exit west 3001\n"
	"exit east 3004\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Pit\n"
	"sector inside\n"
	"description\n"
	"A stinking pit.\n"
	"~\n"
	"exit up 3001\n"
	"end\n"
	"\n"
	"room 3004\n"
	"name The Far Sands\n"
	"sector field\n"
	"description\n"
	"More sand.\n"
	"~\n"
	"exit west 3002\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords post sparring\n"
	"short a sparring post\n"
	"long A sparring post with iron arms stands here.\n"
	"description\n"
	"It swings back.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+100000\n"
	"damage 8d1\n"
	"hitroll 100\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3001\n"
	"keywords rat\n"
	"short a pit rat\n"
	"long A pit rat bares its teeth at you.\n"
	"description\n"
	"Mangy.\n"
	"~\n"
	"level 1\n"
	"hit 1d1\n"
	"damage 1d1\n"
	"gold 7\n"
	"flags aggressive sentinel\n"
	"end\n"
	"\n"
	"mob 3002\n"
	"keywords beetle\n"
	"short a dung beetle\n"
	"long A dung beetle rolls its ball here.\n"
	"description\n"
	"Busy.\n"
	"~\n"
	"level 1\n"
	"hit 1d1\n"
	"damage 1d1\n"
	"gold 3\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3003\n"
	"keywords brawler\n"
	"short a brawler\n"
	"long A brawler looks for a fight.\n"
	"description\n"
	"Scarred.\n"
	"~\n"
	"level 2\n"
	"hit 3d8+10\n"
	"damage 1d6\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3004\n"
	"keywords wolf grey\n"
	"short a grey wolf\n"
	"long A grey wolf prowls here.\n"
	"description\n"
	"Hungry.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+5\n"
	"damage 1d1\n"
	"flags aggressive sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords shell\n"
	"short a beetle shell\n"
	"long A beetle shell lies here.\n"
	"type trash\n"
	"weight 1\n"
	"end\n"
	"\n"
	"reset mob 3000 in 3002 max 1\n"
	"reset mob 3001 in 3003 max 1\n"
	"reset mob 3002 in 3004 max 1\n"
	"reset give 3010\n";

#define TEMPLE		3001
#define SANDS		3002
#define PIT		3003
#define FAR_SANDS	3004

/* The arena with short intervals: 4 pulses a second. */
static void
setup(void)
{
	const char *const	files[] = { "arena.are", arena_area, NULL };

	play_start(files, 42);
	play_config("game.heal_interval", "1");		/* 4 pulses */
	play_config("game.heal_standing", "10");
	play_config("game.aggro_delay", "1");		/* 4 pulses */
	play_config("game.combat_round", "1");		/* 4 pulses */
	play_config("spells.armor", "2");		/* 8 pulses */
	play_config("spells.cure_light", "2");
	play_config("spells.magic_missile", "1");
}

static void
teardown(void)
{
	play_stop();
}

/* The event of type t ch owns, or NULL. */
static struct eq_event *
event_of(struct character *ch, int t)
{
	return (eq_owner_find(&ch->events, t));
}

START_TEST(test_cast_lands_after_its_cast_time)
{
	struct character	*a = play_enter("Cass", TEMPLE, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "cast 'armor'");
	play_expect(a, "You begin to chant");
	/* 2 s of game time: the 8th pulse, not the 7th. */
	ck_assert_int_eq(play_until(a, "An unseen ward settles around you", 20),
	    8);
	ck_assert_ptr_null(event_of(a, EQT_CAST));
	play_type(a, "affects");
	play_expect(a, "armor");
}
END_TEST

START_TEST(test_moving_spoils_a_cast)
{
	struct character	*a = play_enter("Mova", TEMPLE, ROLE_PLAYER);

	a->pd.hit = 50;
	play_type(a, "cast 'cure light'");
	play_expect(a, "You begin to chant");
	/* Typed during the cast's lag, the move waits for it to pass. */
	play_type(a, "east");
	play_not(a, "The Sands");
	play_until(a, "You lose your concentration as you move", 8);
	play_expect(a, "The Sands");
	ck_assert_ptr_null(event_of(a, EQT_CAST));
	/* Past the time the cast would have ended, nothing lands. */
	play_pulses(12);
	play_not(a, "Some of your hurts close");
}
END_TEST

START_TEST(test_typed_ahead_lines_run_in_order_after_the_lag)
{
	struct character	*a = play_enter("Wren", TEMPLE, ROLE_PLAYER);
	int			 lag;

	play_type(a, "cast 'armor'");
	play_type(a, "say one");
	play_type(a, "say two");
	play_expect(a, "You begin to chant");
	play_not(a, "You say");
	lag = play_until(a, "You say 'one'", 8);
	ck_assert_int_gt(lag, 0);
	play_expect(a, "You say 'two'");
	/* Both ran in the pulse the lag ended, before the spell landed. */
	ck_assert_int_eq(play_until(a, "An unseen ward settles around you",
	    20), 8 - lag);
}
END_TEST

START_TEST(test_aggro_after_its_delay)
{
	struct character	*a = play_enter("Agro", TEMPLE, ROLE_PLAYER);

	play_type(a, "down");
	play_expect(a, "The Pit");
	play_not(a, "attacks you");
	/* 1 s of game time: the 4th pulse after coming in. */
	ck_assert_int_eq(play_until(a, "A pit rat attacks you!", 10), 4);
	/* Then a round every 4 pulses until one of them is dead. */
	play_until(a, "collapses, dead.", 40);
}
END_TEST

START_TEST(test_aggro_cancelled_when_the_player_leaves)
{
	struct character	*a = play_enter("Quick", TEMPLE, ROLE_PLAYER);

	play_type(a, "down");
	play_pulses(3);
	play_type(a, "up");
	play_expect(a, "The Arena Temple");
	play_pulses(20);
	play_not(a, "attacks");
	ck_assert_ptr_null(a->fighting);
}
END_TEST

START_TEST(test_combat_rounds_death_corpse_and_loot)
{
	struct character	*a = play_enter("Kara", TEMPLE, ROLE_PLAYER);
	long long		 exp0 = a->pd.exp;

	play_type(a, "east");
	play_type(a, "east");
	play_expect(a, "The Far Sands");
	play_type(a, "kill beetle");
	play_until(a, "A dung beetle collapses, dead.", 40);
	play_expect(a, "You gain");
	ck_assert_int_gt(a->pd.exp, exp0);
	ck_assert_ptr_null(a->fighting);
	/* The kill's lag may hold the look back a few pulses. */
	play_type(a, "look");
	play_until(a, "The corpse of a dung beetle lies here", 12);
	play_type(a, "get all corpse");
	play_expect(a, "You get 3 gold coins from the corpse of a dung beetle");
	play_expect(a, "You get a beetle shell from the corpse");
	ck_assert_int_eq(a->pd.gold, 3);
	play_type(a, "inventory");
	play_expect(a, "a beetle shell");
}
END_TEST

START_TEST(test_healing_every_interval_until_full)
{
	struct character	*a = play_enter("Hera", SANDS, ROLE_PLAYER);
	int			 i, hit;

	/* The post hits hard every round; flee once hurt. */
	play_type(a, "kill post");
	play_until(a, "hits you", 12);
	for (i = 0; i < 20 && a->fighting != NULL; i++) {
		play_type(a, "flee");
		if (a->fighting != NULL)
			play_pulses(4);
	}
	ck_assert_ptr_null(a->fighting);
	ck_assert_int_lt(a->pd.hit, a->pd.max_hit);
	ck_assert_ptr_nonnull(event_of(a, EQT_HEAL));
	/* 10% of 100 every 4 pulses, not between. */
	while (a->pd.hit < a->pd.max_hit) {
		hit = a->pd.hit;
		for (i = 0; i < 3; i++) {
			play_pulses(1);
			ck_assert_int_eq(a->pd.hit, hit);
		}
		play_pulses(1);
		ck_assert_int_eq(a->pd.hit, hit + 10 > a->pd.max_hit ?
		    a->pd.max_hit : hit + 10);
	}
	play_until(a, "You feel fully rested.", 0);
	/* Full: no heal event is left to run for nothing. */
	ck_assert_ptr_null(event_of(a, EQT_HEAL));
	play_pulses(20);
	play_not(a, "You feel fully rested.");
}
END_TEST

/* In a fight the heal is heal_fighting's, not a standing one's. */
START_TEST(test_no_standing_heal_in_a_fight)
{
	struct character	*a = play_enter("Hebe", SANDS, ROLE_PLAYER);
	int			 i, hit;

	play_config("game.heal_fighting", "0");
	play_type(a, "kill post");
	play_until(a, "hits you", 12);
	ck_assert_ptr_nonnull(event_of(a, EQT_HEAL));
	/* Five rounds of blows and five heal intervals: never a heal. */
	for (i = 0; i < 20; i++) {
		hit = a->pd.hit;
		play_pulses(1);
		ck_assert_ptr_nonnull(a->fighting);
		ck_assert_int_le(a->pd.hit, hit);
	}
	ck_assert_int_lt(a->pd.hit, a->pd.max_hit - 8 * 4);
}
END_TEST

START_TEST(test_idle_timeout_in_pulses)
{
	struct character	*a, *b;

	play_config("game.idle_timeout", "5");			/* 20 pulses */
	a = play_enter("Idle", TEMPLE, ROLE_PLAYER);
	b = play_enter("Busy", TEMPLE, ROLE_PLAYER);
	play_pulses(10);
	play_type(b, "say still here");
	play_pulses(9);
	play_not(a, "idle too long");
	play_pulses(1);
	play_expect(a, "You have been idle too long");
	play_expect(b, "Idle fades out of the world.");
	/* Bob typed 10 pulses later: his 20 pulses are not up. */
	play_pulses(9);
	play_not(b, "idle too long");
	play_pulses(1);
	play_expect(b, "You have been idle too long");
}
END_TEST

START_TEST(test_linkdead_timeout_in_pulses)
{
	struct character	*a, *b;

	play_config("limits.linkdead_timeout", "3");		/* 12 pulses */
	a = play_enter("Lost", TEMPLE, ROLE_PLAYER);
	b = play_enter("Seer", TEMPLE, ROLE_PLAYER);
	play_hangup(a);
	play_expect(b, "Lost has lost their link.");
	ck_assert_int_eq(play_until(b, "Lost fades away.", 20), 12);
	play_type(b, "look");
	play_not(b, "Lost");
}
END_TEST

START_TEST(test_aggressive_mobile_walking_in_attacks)
{
	struct character	*a = play_enter("Prey", SANDS, ROLE_PLAYER);
	struct character	*b = play_enter("Also", SANDS, ROLE_PLAYER);
	struct character	*wolf = fx_mob(3004, FAR_SANDS);

	play_skip(a);
	/* The step a wandering mobile takes. */
	ck_assert_int_eq(move_char(wolf, DIR_WEST), 0);
	play_turn();
	play_expect(a, "A grey wolf arrives from the east.");
	/* Each player there gets a check: the wolf attacks one of them on
	 * the 4th pulse, and nothing before. */
	play_not(a, "attacks");
	play_pulses(3);
	ck_assert_ptr_null(wolf->fighting);
	play_pulses(1);
	ck_assert_ptr_nonnull(wolf->fighting);
	ck_assert(wolf->fighting == a || wolf->fighting == b);
}
END_TEST

START_TEST(test_walking_costs_movement)
{
	struct character	*a = play_enter("Walker", TEMPLE, ROLE_PLAYER);

	ck_assert_int_eq(a->pd.move, 100);
	play_type(a, "east");			/* inside 1, field 2: 1 */
	play_expect(a, "The Sands");
	ck_assert_int_eq(a->pd.move, 99);
	play_type(a, "east");			/* field to field: 2 */
	play_expect(a, "The Far Sands");
	ck_assert_int_eq(a->pd.move, 97);
	/* Too tired to take a step: no step, no cost. */
	a->pd.move = 1;
	play_type(a, "west");
	play_expect(a, "You are too weary to go on; rest a while.");
	ck_assert_int_eq(a->room->def->vnum, FAR_SANDS);
	ck_assert_int_eq(a->pd.move, 1);
	/* It comes back with the heal event the walk started. */
	ck_assert_ptr_nonnull(event_of(a, EQT_HEAL));
	play_pulses(4);
	ck_assert_int_gt(a->pd.move, 1);
}
END_TEST

START_TEST(test_too_exhausted_to_flee)
{
	struct character	*a = play_enter("Tired", SANDS, ROLE_PLAYER);

	a->pd.move = 0;
	play_type(a, "kill post");
	play_skip(a);
	play_type(a, "flee");			/* after the kill's lag */
	play_until(a, "You look for a way out, but find none!", 12);
	ck_assert_ptr_nonnull(a->fighting);
	ck_assert_int_eq(a->room->def->vnum, SANDS);
}
END_TEST

START_TEST(test_wording)
{
	struct character	*a = play_enter("Ada", SANDS, ROLE_ADMIN);
	struct character	*b = play_enter("Bob", SANDS, ROLE_PLAYER);

	play_type(a, "consider");
	play_expect(a, "Consider killing whom?");
	play_type(a, "consider nobody");
	play_expect(a, "You see no one here by that name.");
	play_type(a, "cast");
	play_expect(a, "Cast which spell?");
	play_type(b, "kill ada");
	play_expect(b, "You may not attack other players.\n");
	play_type(a, "stat bob");
	play_expect(a, "Bob: level 10, 100/100 hp, 100/100 mana, 100/100 "
	    "move, standing.");
	play_expect(a, "Events:");
	play_expect(a, "autosave(");
	play_expect(a, " pulses, ");
	play_expect(a, " s)");
}
END_TEST

/* The prompt keeps a trailing space, typed through a real connection. */
START_TEST(test_prompt_keeps_its_trailing_space)
{
	struct character	*a = play_enter("Pia", TEMPLE, ROLE_PLAYER);
	char			*news;

	play_type(a, "%s", "prompt <%hhp> ");
	play_expect(a, "Prompt set.");
	play_skip(a);
	play_type(a, "look");
	news = play_news(a);
	ck_assert_msg(strlen(news) > 8 &&
	    strcmp(news + strlen(news) - 8, "<100hp> ") == 0,
	    "the prompt: \"%s\"", news);
	free(news);
}
END_TEST

/*
 * A script of three players: fights with random damage and misses, spells,
 * a death, a flight, a quit. Its transcript, every byte each client was
 * sent, in one buffer.
 */
static char *
script(uint64_t seed, size_t *len)
{
	const char *const	 files[] = { "arena.are", arena_area, NULL };
	struct character	*a, *b, *c;
	const char		*t;
	size_t			 n, total = 0;
	char			*all = NULL;
	struct character	*who[3];
	int			 i;

	play_start(files, seed);
	play_config("game.combat_round", "1");
	play_config("game.aggro_delay", "1");
	a = play_enter("Ann", TEMPLE, ROLE_PLAYER);
	b = play_enter("Bo", TEMPLE, ROLE_PLAYER);
	c = play_enter("Cy", TEMPLE, ROLE_PLAYER);
	a->pd.mana = a->pd.max_mana = 200;
	play_type(a, "east");
	play_type(b, "east");
	play_type(c, "down");
	play_type(a, "kill post");
	play_type(b, "cast 'magic missile' post");
	play_pulses(12);
	play_type(b, "kill post");
	play_type(a, "flee");
	play_pulses(8);
	play_type(a, "score");
	play_type(b, "flee");
	play_pulses(16);
	play_type(c, "up");
	play_type(c, "say hello, arena");
	play_type(a, "cast 'cure light' bo");
	play_pulses(12);
	play_type(a, "quit");
	play_pulses(8);
	who[0] = a, who[1] = b, who[2] = c;
	for (i = 0; i < 3; i++) {
		t = play_transcript(who[i], &n);
		all = xrealloc(all, total + n + 1);
		memcpy(all + total, t, n);
		total += n;
		all[total++] = '\0';
	}
	play_stop();
	*len = total;
	return (all);
}

START_TEST(test_same_seed_same_bytes)
{
	char	*one, *two, *other;
	size_t	 n1, n2, n3;

	play_stop();			/* the fixture's own game */
	one = script(7, &n1);
	two = script(7, &n2);
	other = script(8, &n3);
	ck_assert_msg(strstr(one, "sparring post") != NULL, "no fight: %s",
	    one);
	ck_assert_uint_eq(n1, n2);
	ck_assert_msg(memcmp(one, two, n1) == 0, "the same seed gave "
	    "different transcripts");
	/* Another seed, other dice: the transcript is not fixed by the
	 * script alone. */
	ck_assert_msg(n1 != n3 || memcmp(one, other, n1) != 0,
	    "another seed gave the same transcript");
	free(one);
	free(two);
	free(other);
	setup();			/* for the teardown */
}
END_TEST

static Suite *
play_suite(void)
{
	Suite	*s = suite_create("play");
	TCase	*tc = tcase_create("rules");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_cast_lands_after_its_cast_time);
	tcase_add_test(tc, test_moving_spoils_a_cast);
	tcase_add_test(tc, test_typed_ahead_lines_run_in_order_after_the_lag);
	tcase_add_test(tc, test_aggro_after_its_delay);
	tcase_add_test(tc, test_aggro_cancelled_when_the_player_leaves);
	tcase_add_test(tc, test_combat_rounds_death_corpse_and_loot);
	tcase_add_test(tc, test_healing_every_interval_until_full);
	tcase_add_test(tc, test_no_standing_heal_in_a_fight);
	tcase_add_test(tc, test_idle_timeout_in_pulses);
	tcase_add_test(tc, test_linkdead_timeout_in_pulses);
	tcase_add_test(tc, test_aggressive_mobile_walking_in_attacks);
	tcase_add_test(tc, test_walking_costs_movement);
	tcase_add_test(tc, test_too_exhausted_to_flee);
	tcase_add_test(tc, test_wording);
	tcase_add_test(tc, test_prompt_keeps_its_trailing_space);
	tcase_add_test(tc, test_same_seed_same_bytes);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(play_suite()));
}
