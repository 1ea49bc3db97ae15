/*
 * test_crowd.c: crowds: the window limiter, numbers with separators, what
 * a look lists past room_list_max, speech limits in a crowded room and the
 * budget of comings and goings.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "crowd.h"
#include "group.h"
#include "interp.h"
#include "ratelimit.h"
#include "world_fixture.h"

/* Set a config key for the test, or fail. */
static void
conf(const char *name, const char *value)
{
	char	*cause = NULL;

	ck_assert_msg(config_set(config_current, name, value, "test",
	    &cause) == 0, "%s: %s", name, cause);
	free(cause);
}

/* Run pulses of game time. */
static void
pulses(int n)
{
	while (n-- > 0)
		equeue_heartbeat(game_eq);
}

/* How many times needle is in hay. */
static int
count(const char *hay, const char *needle)
{
	int	n = 0;

	while ((hay = strstr(hay, needle)) != NULL) {
		n++;
		hay += strlen(needle);
	}
	return (n);
}

START_TEST(test_ratelimit_window)
{
	struct ratelimit	rl = { 0, 0 };

	/* Three per window of 10 ticks, the window from the first. */
	ck_assert(ratelimit_allows(&rl, 5, 10, 3));
	ck_assert_uint_eq(ratelimit_left(&rl, 5, 10), 0);
	ratelimit_take(&rl, 5, 10);
	ck_assert_uint_eq(ratelimit_left(&rl, 5, 10), 10);
	ratelimit_take(&rl, 7, 10);
	ck_assert(ratelimit_allows(&rl, 8, 10, 3));
	ratelimit_take(&rl, 8, 10);
	ck_assert(!ratelimit_allows(&rl, 8, 10, 3));
	ck_assert(!ratelimit_allows(&rl, 14, 10, 3));
	ck_assert_uint_eq(ratelimit_left(&rl, 14, 10), 1);
	/* Asking changes nothing. */
	ck_assert(!ratelimit_allows(&rl, 14, 10, 3));
	/* The window is over at 15: a new one starts with the next. */
	ck_assert(ratelimit_allows(&rl, 15, 10, 3));
	ratelimit_take(&rl, 20, 10);
	ck_assert_uint_eq(rl.start, 20);
	ck_assert_uint_eq(rl.n, 1);
	/* None pass with a budget of none. */
	ck_assert(!ratelimit_allows(&rl, 100, 10, 0));
	/* A clock before the window's start opens a new one. */
	ck_assert(ratelimit_allows(&rl, 3, 10, 1));
}
END_TEST

START_TEST(test_number)
{
	char	buf[32];

	ck_assert_str_eq(crowd_number(buf, sizeof buf, 0), "0");
	ck_assert_str_eq(crowd_number(buf, sizeof buf, 999), "999");
	ck_assert_str_eq(crowd_number(buf, sizeof buf, 1000), "1,000");
	ck_assert_str_eq(crowd_number(buf, sizeof buf, 4812), "4,812");
	ck_assert_str_eq(crowd_number(buf, sizeof buf, 1234567),
	    "1,234,567");
	ck_assert_str_eq(crowd_number(buf, sizeof buf, -12345), "-12,345");
	/* A short buffer is cut, never overrun. */
	ck_assert_str_eq(crowd_number(buf, 4, 12345), "12,");
}
END_TEST

/*
 * Alice in a temple of nine others and the city guard: a look lists who
 * fights her and her group first, then the guard, then players in the
 * room's order, up to room_list_max, and counts the rest; 'look <name>'
 * finds one who is not listed.
 */
START_TEST(test_look_summary)
{
	struct character	*alice, *p[9], *guard;
	char			*out, name[16];
	int			 i, n, others;
	struct character	*shown[3];

	fx_start();
	conf("game.room_list_max", "3");
	alice = fx_player("Alice", FX_TEMPLE, ROLE_PLAYER, 1);
	for (i = 0; i < 9; i++) {
		snprintf(name, sizeof name, "Crowd%c", 'a' + i);
		p[i] = fx_player(name, FX_TEMPLE, ROLE_PLAYER, 0);
	}
	guard = fx_mob(FX_MOB_CITY, FX_TEMPLE);
	/* Crowdh fights her (and she it, as fight_start makes it): first. */
	p[7]->fighting = alice;
	alice->fighting = p[7];
	n = crowd_pick(alice, shown, 3, &others);
	ck_assert_int_eq(n, 3);
	ck_assert_ptr_eq(shown[0], p[7]);
	ck_assert_ptr_eq(shown[1], guard);
	ck_assert_ptr_eq(shown[2], p[0]);
	ck_assert_int_eq(others, 7);

	fx_drain(alice);
	interp_run(alice, "look");
	out = fx_output(alice);
	ck_assert_msg(strstr(out, "Crowdh") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "Crowda") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "Crowdb") == NULL, "%s", out);
	ck_assert_msg(strstr(out, "...and 7 other adventurers are here.\n")
	    != NULL, "%s", out);
	ck_assert(strstr(out, "Crowdh") < strstr(out, "Crowda"));
	free(out);

	/* Out of the fight, the guard first, then players in order. */
	p[7]->fighting = NULL;
	alice->fighting = NULL;
	n = crowd_pick(alice, shown, 3, &others);
	ck_assert_int_eq(n, 3);
	ck_assert_ptr_eq(shown[0], guard);
	ck_assert_ptr_eq(shown[1], p[0]);
	ck_assert_ptr_eq(shown[2], p[1]);
	ck_assert_int_eq(others, 7);
	/* Crowdb's look, from the same pulse's list, leaves Crowdb out. */
	n = crowd_pick(p[1], shown, 3, &others);
	ck_assert_int_eq(n, 3);
	ck_assert_ptr_eq(shown[0], guard);
	ck_assert_ptr_eq(shown[1], alice);
	ck_assert_ptr_eq(shown[2], p[0]);
	ck_assert_int_eq(others, 7);
	/* One leaves in the same pulse: the list follows. */
	char_from_room(p[0]);
	n = crowd_pick(alice, shown, 3, &others);
	ck_assert_ptr_eq(shown[1], p[1]);
	ck_assert_ptr_eq(shown[2], p[2]);
	ck_assert_int_eq(others, 6);
	char_to_room(p[0], room_find(FX_TEMPLE));
	p[7]->fighting = alice;
	alice->fighting = p[7];

	/* Not listed, still found by name. */
	interp_run(alice, "look crowdf");
	out = fx_output(alice);
	ck_assert_msg(strstr(out, "You see nothing special about Crowdf")
	    != NULL, "%s", out);
	free(out);

	/* One left over is one adventurer. */
	conf("game.room_list_max", "9");
	interp_run(alice, "look");
	out = fx_output(alice);
	ck_assert_msg(strstr(out, "...and 1 other adventurer is here.\n") !=
	    NULL, "%s", out);
	free(out);
	/* Up to the count, everyone and no summary line. */
	conf("game.room_list_max", "10");
	interp_run(alice, "look");
	out = fx_output(alice);
	ck_assert_msg(strstr(out, "...and") == NULL, "%s", out);
	ck_assert_int_eq(count(out, "Crowd"), 9);
	free(out);
	fx_stop();
}
END_TEST

/*
 * Five players in a temple crowded past crowd_size 3: one line each per
 * window, two for the room; a speaker past either is told so and nothing
 * is heard; the next window lets them speak again.
 */
START_TEST(test_speech_limits)
{
	struct character	*c[5];
	char			*out, name[16];
	int			 i;

	fx_start();
	conf("game.crowd_size", "3");
	conf("game.crowd_window", "5");
	conf("game.crowd_speaker_lines", "1");
	conf("game.crowd_room_lines", "2");
	for (i = 0; i < 5; i++) {
		snprintf(name, sizeof name, "Talker%c", 'a' + i);
		c[i] = fx_player(name, FX_TEMPLE, ROLE_PLAYER, 1);
	}
	ck_assert(crowd_is_crowded(c[0]->room));
	for (i = 0; i < 5; i++)
		fx_drain(c[i]);
	interp_run(c[0], "say one");
	out = fx_output(c[0]);
	ck_assert_msg(strstr(out, "You say 'one'") != NULL, "%s", out);
	free(out);
	interp_run(c[0], "say again");
	out = fx_output(c[0]);
	ck_assert_msg(strstr(out, "The crowd is thick here: you may speak 1 "
	    "time every 5 seconds. Wait 5 more seconds") != NULL, "%s", out);
	free(out);
	interp_run(c[1], "emote waves.");
	out = fx_output(c[1]);
	ck_assert_msg(strstr(out, "Talkerb waves.") != NULL, "%s", out);
	free(out);
	interp_run(c[2], "smile");
	out = fx_output(c[2]);
	ck_assert_msg(strstr(out, "The crowd is too loud for you to be heard")
	    != NULL, "%s", out);
	free(out);
	/* A listener heard the two lines, not the refused ones. */
	out = fx_output(c[4]);
	ck_assert_int_eq(count(out, "Talkera says 'one'"), 1);
	ck_assert_int_eq(count(out, "Talkerb waves."), 1);
	ck_assert_msg(strstr(out, "again") == NULL, "%s", out);
	ck_assert_msg(strstr(out, "Talkerc") == NULL, "%s", out);
	free(out);

	/* A window of game time later, the room hears again. */
	pulses(5 * PULSES_PER_SECOND);
	interp_run(c[2], "say now");
	out = fx_output(c[4]);
	ck_assert_msg(strstr(out, "Talkerc says 'now'") != NULL, "%s", out);
	free(out);

	/* Below the crowd size, no limit at all. */
	conf("game.crowd_size", "5");
	ck_assert(!crowd_is_crowded(c[0]->room));
	for (i = 0; i < 5; i++)
		interp_run(c[3], "say free");
	out = fx_output(c[4]);
	ck_assert_int_eq(count(out, "Talkerd says 'free'"), 5);
	free(out);
	fx_stop();
}
END_TEST

/* Comings and goings in a crowded room are announced within a budget. */
START_TEST(test_announce_budget)
{
	struct character	*c[5];
	char			 name[16];
	int			 i;

	fx_start();
	conf("game.crowd_size", "3");
	conf("game.crowd_room_lines", "2");
	for (i = 0; i < 5; i++) {
		snprintf(name, sizeof name, "Mover%c", 'a' + i);
		c[i] = fx_player(name, FX_TEMPLE, ROLE_PLAYER, 0);
	}
	ck_assert(crowd_announce(c[0]->room));
	ck_assert(crowd_announce(c[0]->room));
	ck_assert(!crowd_announce(c[0]->room));
	/* A room that is not crowded announces everyone. */
	ck_assert(crowd_announce(room_find(FX_HALL)));
	pulses(5 * PULSES_PER_SECOND);
	ck_assert(crowd_announce(c[0]->room));
	fx_stop();
}
END_TEST

static Suite *
crowd_suite(void)
{
	Suite	*s = suite_create("crowd");
	TCase	*tc = tcase_create("core");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_test(tc, test_ratelimit_window);
	tcase_add_test(tc, test_number);
	tcase_add_test(tc, test_look_summary);
	tcase_add_test(tc, test_speech_limits);
	tcase_add_test(tc, test_announce_budget);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(crowd_suite()));
}
