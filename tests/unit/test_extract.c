/*
 * test_extract.c: a character taken out of the game inside a command or an
 * event is marked, unlinked from everything that could meet it, and freed
 * only at the end of the turn (game_extract_char, char_reap), so that
 * whoever still holds the pointer may read it. Run under AddressSanitizer
 * (scripts/test does) these would report a use after free if it were
 * freed at once.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "check_main.h"
#include "eqtypes.h"
#include "fight.h"
#include "find.h"
#include "interp.h"
#include "magic.h"
#include "update.h"
#include "world_fixture.h"

/* An event type of the test's own, beyond the game's. */
#define EQT_TEST	(EQT__COUNT + 1)

static struct character	*alice, *bob, *rat;

static void
setup(void)
{
	fx_start();
	alice = fx_player("Alice", FX_HALL, ROLE_BUILDER, 1);
	bob = fx_player("Bob", FX_HALL, ROLE_PLAYER, 1);
	rat = fx_mob(FX_MOB_RAT, FX_HALL);
}

static void
teardown(void)
{
	fx_stop();
}

/* Is ch among the people of room? */
static int
in_room(const struct character *ch, const struct room *room)
{
	const struct character	*p;

	TAILQ_FOREACH(p, &room->people, room_entry) {
		if (p == ch)
			return (1);
	}
	return (0);
}

/* Is ch on the list of everyone in the game? */
static int
in_game(const struct character *ch)
{
	const struct character	*p;

	TAILQ_FOREACH(p, &char_list, entry) {
		if (p == ch)
			return (1);
	}
	return (0);
}

/* Did ch's output since the last look contain what? */
static int
was_told(struct character *ch, const char *what)
{
	char	*got = fx_output(ch);
	int	 found = strstr(got, what) != NULL;

	free(got);
	return (found);
}

/* A line typed by ch's player, handed up as net/ hands it. */
static void
type(struct descriptor *d, const char *line)
{
	char	*copy = xstrdup(line);

	desc_callbacks()->line(d, copy);
	free(copy);
}

/*
 * A player quits inside a command: afterwards the command's caller (and
 * this test) still holds the pointer and may read it, but nothing in the
 * game can find it: not its room, the lists, its id, its name, its
 * session, the queue.
 */
START_TEST(test_quit_then_touched)
{
	struct descriptor	*d = alice->desc;
	struct room		*hall = alice->room;
	uint64_t		 id = alice->id;

	fx_drain(bob);
	type(d, "quit");
	/* Still allocated: the test reads what the game must not reach. */
	ck_assert_int_eq(alice->extracted, 1);
	ck_assert_str_eq(alice->pd.name, "Alice");
	ck_assert_ptr_null(alice->room);
	ck_assert_ptr_null(alice->desc);
	ck_assert_ptr_null(alice->fighting);
	ck_assert_ptr_null(eq_owner_first(&alice->events));
	ck_assert_ptr_null(session_of(d)->ch);
	ck_assert(!in_room(alice, hall));
	ck_assert(!in_game(alice));
	ck_assert_ptr_null(char_find_player("Alice"));
	ck_assert_ptr_null(char_find_id(id));
	ck_assert_int_eq(char_count(), 1);
	/* Telling it something after reaches nobody. */
	char_printf(alice, "Nobody hears this.\n");
	ck_assert(was_told(bob, "Alice has left the game."));
	/* Others' commands walk the lists and do not meet it. */
	interp_run(bob, "look");
	ck_assert(!was_told(bob, "Alice"));
	interp_run(bob, "tell alice hello");
	ck_assert(was_told(bob, "No one called that is playing."));
	/* A second extraction of the same one does nothing. */
	game_extract_char(alice);
	ck_assert_int_eq(char_count(), 1);
	/* The end of the turn frees it, once. */
	ck_assert_uint_eq(char_reap(), 1);
	ck_assert_uint_eq(char_reap(), 0);
	alice = NULL;
}
END_TEST

/*
 * An area reload inside a builder's command takes away the room where Bob
 * fights the rat: the rat leaves the game mid-command, Bob is moved out,
 * and neither Bob's round aimed at the rat nor the rat's at Bob fires.
 */
START_TEST(test_reload_extracts_mid_command)
{
	char	*text, *hall, *end, *exit;
	int	 mobs = mob_count(), i;

	game_move_char(alice, room_find(FX_TEMPLE));
	fight_start(bob, rat);
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COMBAT), 2);
	/* The hall, and the way to it, gone from the area file. */
	text = xstrdup(fx_area_text);
	hall = strstr(text, "room 3003\n");
	end = strstr(hall, "end\n") + 4;
	memmove(hall, end, strlen(end) + 1);
	exit = strstr(text, "exit east 3003\n");
	memmove(exit, exit + strlen("exit east 3003\n"),
	    strlen(exit + strlen("exit east 3003\n")) + 1);
	fx_write("fixture.are", text);
	free(text);
	fx_drain(alice);
	fx_drain(bob);
	interp_run(alice, "areload fixture");
	ck_assert(was_told(alice, "Reloaded Fixture: 2 rooms"));
	ck_assert(was_told(bob, "has been removed from the world"));
	/* The rat went in the middle of the command; it may still be read. */
	ck_assert_int_eq(rat->extracted, 1);
	ck_assert_ptr_null(rat->room);
	ck_assert_int_eq(mob_count(), mobs - 1);
	ck_assert(!in_game(rat));
	ck_assert_ptr_null(eq_owner_first(&rat->events));
	ck_assert_ptr_null(eq_target_first(&rat->targeted));
	ck_assert_ptr_null(bob->fighting);
	ck_assert_ptr_eq(bob->room, room_find(FX_TEMPLE));
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COMBAT), 0);
	for (i = 0; i < 40; i++)
		equeue_heartbeat(game_eq);
	ck_assert_int_eq(bob->pd.hit, 100);
	ck_assert_uint_eq(char_reap(), 1);
	rat = NULL;
}
END_TEST

static int	probe_saw_extracted = -1;

/* The first event of the pulse: Alice's killing blow. */
static void
kill_rat(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*victim = arg;

	ck_assert_int_eq(fight_damage(alice, victim, 1000, "killing blow"),
	    1);
}

/*
 * A later event of the same pulse that holds the rat's pointer without
 * owning or aiming at it: it may read it (marked, nowhere) and hurt it
 * again, which does nothing to the dead.
 */
static void
probe_rat(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*victim = arg;

	probe_saw_extracted = victim->extracted && victim->room == NULL;
	ck_assert_int_eq(fight_damage(bob, victim, 10, "late blow"), 1);
}

/*
 * An event kills the rat while, on the same pulse and after it, the rat's
 * own combat round and heal are due, Bob's round and Bob's spell are aimed
 * at it, and another event holds its pointer: the rat's own events and
 * those aimed at it are gone with it, and nothing is freed before the
 * pulse is over.
 */
START_TEST(test_killed_by_event_with_more_due)
{
	struct eq_event	*ev;
	struct room	*hall = rat->room;
	int		 i;

	equeue_enqueue(game_eq, NULL, eq_ref_none(), EQT_TEST, kill_rat, rat,
	    1);
	fight_start(rat, bob);		/* the rat's round: next pulse */
	ev = eq_owner_find(&bob->events, EQT_COMBAT);
	ck_assert_ptr_nonnull(ev);
	equeue_reschedule(game_eq, ev, 1);	/* Bob's, aimed at the rat */
	rat->pd.hit = 1;
	update_heal_start(rat);
	equeue_reschedule(game_eq, eq_owner_find(&rat->events, EQT_HEAL), 1);
	interp_run(bob, "cast 'magic missile' rat");
	ev = eq_owner_find(&bob->events, EQT_CAST);
	ck_assert_ptr_nonnull(ev);
	equeue_reschedule(game_eq, ev, 1);
	equeue_enqueue(game_eq, NULL, eq_ref_none(), EQT_TEST, probe_rat, rat,
	    1);
	fx_drain(bob);

	equeue_heartbeat(game_eq);
	ck_assert_int_eq(probe_saw_extracted, 1);
	ck_assert_int_eq(rat->extracted, 1);
	ck_assert_ptr_null(eq_owner_first(&rat->events));
	ck_assert_ptr_null(eq_target_first(&rat->targeted));
	ck_assert(!in_room(rat, hall));
	/* The rat's round never came: Bob is unhurt, his spell fizzled. */
	ck_assert_int_eq(bob->pd.hit, 100);
	ck_assert_ptr_null(bob->fighting);
	ck_assert(!magic_casting(bob));
	ck_assert(was_told(bob, "Your spell fizzles: your target is gone."));
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COMBAT), 0);
	for (i = 0; i < 40; i++)
		equeue_heartbeat(game_eq);
	ck_assert_int_eq(bob->pd.hit, 100);
	ck_assert_uint_eq(char_reap(), 1);
	rat = NULL;
}
END_TEST

/* The loop reaps at the end of the turn without being asked. */
START_TEST(test_reaped_by_the_loop)
{
	int	mobs = mob_count();

	game_extract_char(rat);
	ck_assert_int_eq(rat->extracted, 1);
	rat = NULL;
	ck_assert_int_eq(mob_count(), mobs - 1);
	event_base_loop(game_base, EVLOOP_NONBLOCK);
	ck_assert_uint_eq(char_reap(), 0);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("extract");
	TCase	*tc = tcase_create("extract");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_quit_then_touched);
	tcase_add_test(tc, test_reload_extracts_mid_command);
	tcase_add_test(tc, test_killed_by_event_with_more_due);
	tcase_add_test(tc, test_reaped_by_the_loop);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
