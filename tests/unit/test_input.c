/*
 * test_input.c: the one queue of a connection's commands (session.h,
 * session-queue.c), in game time (play.h). A line typed while the
 * session may not take it waits in the session's queue and runs when the
 * session may again, with nothing but the state change (or the end of
 * the wait) to start it: no call to restart the queue anywhere.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "config.h"
#include "descriptor.h"
#include "play.h"
#include "pwhash.h"
#include "session.h"
#include "update.h"

static const char room_area[] =
	"area Hall\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Quiet Hall\n"
	"sector inside\n"
	"flags safe indoors\n"
	"description\n"
	"A hall.\n"
	"~\n"
	"end\n";

#define HALL	3001

static void
setup(void)
{
	const char *const	files[] = { "hall.are", room_area, NULL };

	play_start(files, 42);
}

static void
teardown(void)
{
	play_stop();
}

/*
 * Typed while the session waits for a password check (SS_WAIT_HASH, as
 * during the login): queued, not run; the state changes back to play and
 * the line runs at the end of that turn, after what the change said.
 */
START_TEST(test_line_typed_while_not_ready_runs_on_the_state_change)
{
	struct character	*a = play_enter("Tess", HALL, ROLE_PLAYER);
	struct session		*s = session_of(a->desc);

	session_set_state(s, SS_WAIT_HASH);
	play_type(a, "say waited");
	play_not(a, "You say");
	ck_assert(!TAILQ_EMPTY(&s->input));
	/* Only the state changes: nobody asks the queue to run. */
	session_set_state(s, SS_PLAYING);
	desc_printf(a->desc, "Back in play.\n");
	play_turn();
	play_expect(a, "Back in play.");
	play_expect(a, "You say 'waited'");
	ck_assert(TAILQ_EMPTY(&s->input));
}
END_TEST

/*
 * The in-game password change: a line typed while the old password is
 * checked waits, and runs once the check's answer put the player back
 * in play, after that answer.
 */
START_TEST(test_line_typed_during_a_password_check_runs_after_it)
{
	struct character	*a = play_enter("Ulla", HALL, ROLE_PLAYER);
	struct session		*s = session_of(a->desc);

	play_type(a, "password");
	play_expect(a, "Old password:");
	play_type(a, "not-the-password");
	ck_assert_int_eq(s->state, SS_WAIT_HASH);
	ck_assert_ptr_nonnull(s->job);
	play_type(a, "say after the check");
	play_not(a, "You say");
	/* No worker here: the check ends as a replay ends it. */
	pwhash_resolve(s->job, 0);
	play_turn();
	play_expect(a, "Wrong password. Your password is unchanged.");
	play_expect(a, "You say 'after the check'");
}
END_TEST

/*
 * A wait state holds typed lines back; its end runs them, in order, in
 * the pulse it ends.
 */
START_TEST(test_lines_typed_in_a_wait_run_when_it_ends)
{
	struct character	*a = play_enter("Vic", HALL, ROLE_PLAYER);

	update_wait(a, 3);
	play_type(a, "say one");
	play_type(a, "say two");
	play_pulses(2);
	play_not(a, "You say");
	ck_assert_int_eq(play_until(a, "You say 'one'", 5), 1);
	play_expect(a, "You say 'two'");
}
END_TEST

/*
 * The queue is bounded by max_input: past it a line is dropped, the
 * player told; what was queued runs when the wait ends.
 */
START_TEST(test_the_queue_is_bounded)
{
	struct character	*a = play_enter("Wim", HALL, ROLE_PLAYER);
	char			 pad[201];
	int			 i;

	play_config("limits.max_input", "1024");
	memset(pad, 'x', sizeof pad - 1);
	pad[sizeof pad - 1] = '\0';
	update_wait(a, 2);
	for (i = 0; i < 6; i++)
		play_type(a, "say %d %s", i, pad);
	play_expect(a, "Too much typed ahead: line dropped.");
	play_not(a, "You say");
	play_pulses(2);
	/* 4 lines of 207 bytes fit in 1024; the 5th and 6th did not. */
	play_expect(a, "You say '0 ");
	play_expect(a, "You say '3 ");
	play_not(a, "You say '4 ");
}
END_TEST

static Suite *
input_suite(void)
{
	Suite	*s = suite_create("input");
	TCase	*tc = tcase_create("queue");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc,
	    test_line_typed_while_not_ready_runs_on_the_state_change);
	tcase_add_test(tc, test_line_typed_during_a_password_check_runs_after_it);
	tcase_add_test(tc, test_lines_typed_in_a_wait_run_when_it_ends);
	tcase_add_test(tc, test_the_queue_is_bounded);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(input_suite()));
}
