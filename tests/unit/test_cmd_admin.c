/* test_cmd_admin.c: what 'events' shows before and after the first pulse. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "commands.h"
#include "server.h"
#include "world_fixture.h"

static struct character	*admin;

static void
setup(void)
{
	fx_start();
	memset(&server_stats, 0, sizeof server_stats);
	admin = fx_player("Ada", FX_TEMPLE, ROLE_ADMIN, 1);
	fx_drain(admin);
}

static void
teardown(void)
{
	memset(&server_stats, 0, sizeof server_stats);
	fx_stop();
}

/* Run 'events' and return what it printed; the caller frees it. */
static char *
events(void)
{
	char	arg[] = "";

	cmd_events(admin, arg);
	return (fx_output(admin));
}

/*
 * Before the first pulse the lateness and duration lines are there, with
 * zeroes and a word saying why, so that whatever reads them (an admin, a
 * test, a bench) need not know whether a pulse has run.
 */
START_TEST(test_before_the_first_pulse)
{
	char	*out = events();

	ck_assert_msg(strstr(out, "Last 0 pulses (0 run, 0 over budget, 0 "
	    "skipped):\n") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "  late     p50   0.000 ms  p99   0.000 ms  "
	    "max   0.000 ms  (no pulse yet)\n") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "  duration p50   0.000 ms  p99   0.000 ms  "
	    "max   0.000 ms  (no pulse yet)\n") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "Since start: 0 pulses") != NULL, "%s", out);
	free(out);
}
END_TEST

/* Once pulses have run, their figures, and no "no pulse yet". */
START_TEST(test_after_pulses)
{
	char	*out;

	server_stats.pulses = server_stats.window_pulses = 3;
	server_stats.late_us[0] = 1500;
	server_stats.late_us[1] = 500;
	server_stats.late_us[2] = 2500;
	server_stats.run_us[0] = server_stats.run_us[1] = 40;
	server_stats.run_us[2] = 40;
	out = events();
	ck_assert_msg(strstr(out, "Last 3 pulses (3 run,") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "  late     p50   1.500 ms  p99   2.500 ms  "
	    "max   2.500 ms\n") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "  duration p50   0.040 ms") != NULL, "%s",
	    out);
	ck_assert_msg(strstr(out, "no pulse yet") == NULL, "%s", out);
	ck_assert_msg(strstr(out, "Since start: 3 pulses") != NULL, "%s", out);
	free(out);
}
END_TEST

static Suite *
cmd_admin_suite(void)
{
	Suite	*s = suite_create("cmd_admin");
	TCase	*tc = tcase_create("events");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_before_the_first_pulse);
	tcase_add_test(tc, test_after_pulses);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(cmd_admin_suite()));
}
