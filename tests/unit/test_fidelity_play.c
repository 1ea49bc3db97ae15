/*
 * test_fidelity_play.c: what imported worlds need of the game, played in
 * game time (tests/unit/play.h): a door reset leaves the far side alone
 * where it has no door; an extra description of a thing is found by its
 * own keywords ('look letters' at a sign); an unlisted thing is left out
 * of the room's list but is there to be taken.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "play.h"
#include "xmalloc.h"

#define YARD	3001
#define SHED	3002

static const char yard_area[] =
	"area Yard\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Cobbled Yard\n"
	"sector city\n"
	"description\n"
	"A yard of worn cobbles.\n"
	"~\n"
	"exit north 3002 door closed keywords shed door\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Potting Shed\n"
	"sector inside\n"
	"flags indoors\n"
	"description\n"
	"A shed of clay pots; the way out has no door on this side.\n"
	"~\n"
	"exit south 3001\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords sign board\n"
	"short a painted sign\n"
	"long A painted sign hangs over the shed.\n"
	"type trash\n"
	"flags no_take\n"
	"extra letters words\n"
	"The letters read: MIND THE GEESE.\n"
	"~\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords pebble grey\n"
	"short a grey pebble\n"
	"long a grey pebble\n"
	"type trash\n"
	"flags unlisted\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords almanac book\n"
	"short a farmer's almanac\n"
	"long A farmer's almanac lies open.\n"
	"type trash\n"
	"extra frost dates\n"
	"The first frost comes at the turn of the leaves.\n"
	"~\n"
	"end\n"
	"\n"
	"object 3013\n"
	"keywords bucket rusty\n"
	"short a rusty bucket\n"
	"long A rusty bucket lies on its side.\n"
	"type trash\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Hedge Maze\n"
	"sector field\n"
	"description\n"
	"Hedges on every side.\n"
	"~\n"
	"exit north 3001\n"
	"exit east 3002 door keywords gate\n"
	"end\n"
	"\n"
	"reset object 3010 in 3001\n"
	"reset object 3011 in 3001\n"
	"reset object 3012 in 3002\n"
	"reset door 3001 north closed\n"
	"reset object 3013 in 3002\n"
	"reset remove 3013 from 3002\n"
	"reset shuffle 3003 exits 3\n";

static void
setup(void)
{
	const char *const	files[] = { "yard.are", yard_area, NULL };

	play_start(files, 29);
}

static void
teardown(void)
{
	play_stop();
}

/* The door's reset closes the yard's side; the shed's has no door. */
START_TEST(test_door_reset_one_sided)
{
	struct character	*a = play_enter("Ann", SHED, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "south");
	play_expect(a, "The Cobbled Yard");
	play_type(a, "north");
	play_expect(a, "closed");
	play_type(a, "open north");
	play_expect(a, "You open");
	play_type(a, "north");
	play_expect(a, "The Potting Shed");
}
END_TEST

/* 'look letters': the sign's extra, though the sign is 'sign board'. */
START_TEST(test_look_extra_by_its_keywords)
{
	struct character	*a = play_enter("Bea", YARD, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "look letters");
	play_expect(a, "The letters read: MIND THE GEESE.");
	play_type(a, "look sign");
	play_expect(a, "A painted sign hangs over the shed.");
	play_type(a, "look carrots");
	play_expect(a, "You do not see that here.");
}
END_TEST

/* Carried: the almanac's extra is read by its own keyword too. */
START_TEST(test_look_extra_carried)
{
	struct character	*a = play_enter("Cid", YARD, ROLE_PLAYER);

	play_type(a, "open north");
	play_type(a, "north");
	play_expect(a, "The Potting Shed");
	play_type(a, "get almanac");
	play_expect(a, "You get a farmer's almanac");
	play_type(a, "south");
	play_expect(a, "The Cobbled Yard");
	play_type(a, "look frost");
	play_expect(a, "The first frost comes at the turn of the leaves.");
}
END_TEST

/* The pebble is not listed, but it is there. */
START_TEST(test_unlisted_object)
{
	struct character	*a = play_enter("Dot", YARD, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "look");
	play_expect(a, "A painted sign hangs over the shed.");
	play_not(a, "pebble");
	play_type(a, "get pebble");
	play_expect(a, "You get a grey pebble");
	play_type(a, "drop pebble");
	play_expect(a, "You drop a grey pebble");
	play_type(a, "look");
	play_expect(a, "The Cobbled Yard");
	play_not(a, "pebble");
}
END_TEST

/* 'reset remove': the bucket is put down, then taken off the floor. */
START_TEST(test_reset_remove)
{
	struct character	*a = play_enter("Eve", SHED, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "look");
	play_expect(a, "The Potting Shed");
	play_not(a, "rusty bucket");
}
END_TEST

/*
 * 'reset shuffle': the maze's first three exits (north, east, south:
 * two exits and no exit) trade places at each reset, each with its door;
 * over many resets each exit is seen in more than one direction, and the
 * exits are always the same two.
 */
START_TEST(test_reset_shuffle)
{
	struct room	*maze = room_find(3003);
	int		 seen[DIR__COUNT][2], i, d, n;

	ck_assert_ptr_nonnull(maze);
	memset(seen, 0, sizeof seen);
	for (i = 0; i < 60; i++) {
		area_reset(maze->area);
		n = 0;
		for (d = 0; d < DIR__COUNT; d++) {
			const struct exit_def	*ex = &maze->def->exits[d];

			if (ex->to_vnum == 3001) {
				ck_assert_int_eq(ex->flags & EXIT_DOOR, 0);
				seen[d][0] = 1;
				n++;
			} else if (ex->to_vnum == 3002) {
				ck_assert_int_eq(ex->flags & EXIT_DOOR,
				    EXIT_DOOR);
				ck_assert_int_eq(maze->door[d] & EXIT_DOOR,
				    EXIT_DOOR);
				seen[d][1] = 1;
				n++;
			} else
				ck_assert_int_eq(ex->to_vnum, -1);
			if (d >= 3)
				ck_assert_int_eq(ex->to_vnum, -1);
		}
		ck_assert_int_eq(n, 2);
	}
	for (i = 0; i < 2; i++)
		ck_assert_int_ge(seen[0][i] + seen[1][i] + seen[2][i], 2);
}
END_TEST

static Suite *
fidelity_play_suite(void)
{
	Suite	*s = suite_create("fidelity_play");
	TCase	*tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_door_reset_one_sided);
	tcase_add_test(tc, test_look_extra_by_its_keywords);
	tcase_add_test(tc, test_look_extra_carried);
	tcase_add_test(tc, test_unlisted_object);
	tcase_add_test(tc, test_reset_remove);
	tcase_add_test(tc, test_reset_shuffle);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(fidelity_play_suite()));
}
