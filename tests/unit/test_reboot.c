/*
 * test_reboot.c: reboot and shutdown in game time (tests/unit/play.h):
 * the countdown's warnings come on their pulses, exactly, and it can be
 * cancelled or replaced; at zero the old process's side of a reboot runs
 * (fights and casts end, each told; everyone saved; the state file
 * describes every connection and the link-dead) with the exec replaced
 * by one that fails, as a missing or broken binary makes it: the game
 * goes on, everyone still connected and told.
 */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "check_main.h"
#include "commands.h"
#include "eqtypes.h"
#include "fight.h"
#include "magic.h"
#include "play.h"
#include "reboot.h"

static const char keep_area[] =
	"area Keep\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Keep Hall\n"
	"sector inside\n"
	"flags recall indoors\n"
	"description\n"
	"A plain hall.\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords post practice\n"
	"short a practice post\n"
	"long A practice post stands here.\n"
	"description\n"
	"Padded.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+100000\n"
	"damage 1d1\n"
	"hitroll -20\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"reset mob 3000 in 3001\n";

static const char *const keep_files[] = { "keep.are", keep_area, NULL };

/* What the failing exec was given. */
static json_t	*fake_state;
static char	 fake_path[256], fake_argv[8][256];
static int	 fake_argc;
static size_t	 fake_nkeep;
static int	 fake_calls;

static int
fake_exec(const char *path, char *const argv[], const int *keep, size_t nkeep)
{
	json_error_t	err;
	int		i;

	fake_calls++;
	snprintf(fake_path, sizeof fake_path, "%s", path);
	for (i = 0; argv[i] != NULL && i < 8; i++)
		snprintf(fake_argv[i], sizeof fake_argv[i], "%s", argv[i]);
	fake_argc = i;
	fake_nkeep = nkeep;
	/* The file as the new process would read it. */
	json_decref(fake_state);
	fake_state = json_load_file(argv[i - 1], 0, &err);
	errno = ENOEXEC;
	return (-1);
}

/* The dry run: passes, or fails with what a broken area file prints. */
static int	 check_fails, check_calls;
static char	 check_last_arg[64];

static int
fake_check(const char *program, char *const argv[], char **report)
{
	int	i;

	check_calls++;
	for (i = 0; argv[i] != NULL; i++)
		snprintf(check_last_arg, sizeof check_last_arg, "%s", argv[i]);
	if (!check_fails) {
		*report = strdup("1 area; 0 errors\n");
		return (0);
	}
	*report = strdup("area/keep.are:7: unknown sector 'insid'\n"
	    "1 error\n");
	return (1);
}

static void
start(void)
{
	char	db[300];

	play_start(keep_files, 7);
	snprintf(db, sizeof db, "%s/mud.db", fx_dir);
	play_config("server.database", db);
	play_config("server.reboot_binary", "/bin/sh");
	reboot_set_exec(fake_exec);
	reboot_set_check(fake_check);
	fake_calls = 0;
	check_fails = check_calls = 0;
}

static void
stop(void)
{
	reboot_set_exec(NULL);
	reboot_set_check(NULL);
	json_decref(fake_state);
	fake_state = NULL;
	play_stop();
}

START_TEST(test_countdown_warns_on_its_pulses)
{
	struct character	*ada, *bob;

	start();
	ada = play_enter("Ada", 3001, ROLE_ADMIN);
	bob = play_enter("Bob", 3001, ROLE_PLAYER);
	/* Admins only. */
	play_type(bob, "reboot 10");
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COUNTDOWN), 0);

	play_type(ada, "reboot 65");
	play_expect(bob, "[Reboot] The game reboots in 65 seconds (Ada "
	    "asked): your character is saved and your connection stays open.");
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COUNTDOWN), 1);
	/* One event: the next warning; none other is due before it. */
	ck_assert_int_eq(play_until(bob, "reboots in 60 seconds", 100), 20);
	ck_assert_int_eq(play_until(bob, "reboots in 30 seconds", 200), 120);
	ck_assert_int_eq(play_until(bob, "reboots in 10 seconds", 200), 80);
	ck_assert_int_eq(play_until(bob, "reboots in 5 seconds", 100), 20);
	ck_assert_int_eq(play_until(bob, "reboots in 4 seconds", 100), 4);
	ck_assert_int_eq(play_until(bob, "reboots in 1 second.", 100), 12);
	ck_assert_int_eq(fake_calls, 0);
	ck_assert_int_eq(play_until(bob, "The game is rebooting (Ada asked)",
	    100), 4);
	ck_assert_int_eq(fake_calls, 1);
	play_expect(bob, "The reboot failed (/bin/sh: Exec format error); "
	    "the game goes on.");
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COUNTDOWN), 0);
	stop();
}
END_TEST

START_TEST(test_countdown_cancel_replace_and_bad_input)
{
	struct character	*ada, *bob, *zed;

	start();
	ada = play_enter("Ada", 3001, ROLE_ADMIN);
	bob = play_enter("Bob", 3001, ROLE_PLAYER);
	zed = play_enter("Zed", 3001, ROLE_ADMIN);
	play_type(ada, "reboot soon");
	play_expect(ada, "Usage: reboot [seconds|cancel]");
	play_type(ada, "reboot 86401");
	play_expect(ada, "Usage: reboot");
	play_type(ada, "shutdown cancel");
	play_expect(ada, "No shutdown is coming.");
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COUNTDOWN), 0);

	play_type(ada, "reboot 30");
	/* Wiznet's reboots: the other admins, not the players. */
	play_expect(zed, "[Wiznet:reboots] A reboot in 30 seconds, asked by "
	    "Ada.");
	play_pulses(10);
	play_type(ada, "reboot cancel");
	play_expect(bob, "The reboot is cancelled (Ada).");
	play_expect(zed, "[Wiznet:reboots] The reboot is cancelled by Ada.");
	play_not(bob, "Wiznet");
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COUNTDOWN), 0);
	play_pulses(200);
	play_not(bob, "reboots in");
	ck_assert_int_eq(fake_calls, 0);

	/* A shutdown replaces a reboot; it ends by stopping the loop. */
	play_type(ada, "reboot 60");
	play_type(ada, "shutdown 10");
	play_expect(ada, "(The reboot that was coming is replaced.)");
	play_expect(bob, "[Shutdown] The game shuts down in 10 seconds (Ada "
	    "asked); your character will be saved.");
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COUNTDOWN), 1);
	ck_assert_int_eq(play_until(bob, "shuts down in 5 seconds", 100), 20);
	ck_assert_int_eq(play_until(bob, "The game shuts down now (Ada asked)",
	    100), 20);
	play_pulses(300);
	play_not(bob, "reboot");
	ck_assert_int_eq(fake_calls, 0);
	stop();
}
END_TEST

/* The state file's entry for a player, or NULL. */
static json_t *
entry_for(const char *list, const char *name)
{
	json_t	*a = json_object_get(fake_state, list), *o;
	size_t	 i;

	json_array_foreach(a, i, o) {
		if (json_is_string(json_object_get(o, "player")) &&
		    strcmp(json_string_value(json_object_get(o, "player")),
		    name) == 0)
			return (o);
	}
	return (NULL);
}

START_TEST(test_reboot_ends_fights_and_casts_and_goes_on)
{
	struct character	*ada, *bob, *cy, *dee, *eve, *fay;
	json_t			*o, *in;
	char			 path[300], *dump;

	start();
	play_config("spells.cure_light", "60");
	ada = play_enter("Ada", 3001, ROLE_ADMIN);
	bob = play_enter("Bob", 3001, ROLE_PLAYER);
	cy = play_enter("Cy", 3001, ROLE_PLAYER);
	dee = play_enter("Dee", 3001, ROLE_PLAYER);
	eve = play_enter("Eve", 3001, ROLE_PLAYER);
	fay = play_enter("Fay", 3001, ROLE_PLAYER);
	play_type(cy, "follow bob");
	play_type(bob, "group cy");
	play_expect(bob, "Cy joins your group.");
	play_type(bob, "kill post");
	ck_assert_ptr_nonnull(bob->fighting);
	play_type(cy, "cast 'cure light'");
	play_expect(cy, "You begin to chant");
	ck_assert(magic_casting(cy));
	play_hangup(dee);
	ck_assert(dee->linkdead);
	/* Typed ahead during the wait a blow leaves: it goes across... */
	play_type(eve, "kill post");
	play_type(eve, "say hello");
	/* ...unless a password may follow (they never reach the file). */
	play_type(fay, "kill post");
	play_type(fay, "password");
	play_type(fay, "hunter22");

	play_type(ada, "reboot");
	play_expect(ada, "The game reboots now.");
	ck_assert_int_eq(fake_calls, 0);
	play_pulses(1);
	ck_assert_int_eq(fake_calls, 1);
	play_expect(bob, "The world shifts as the game reboots: your fight is "
	    "over.");
	play_expect(cy, "The world shifts as the game reboots: your spell is "
	    "lost.");
	play_expect(bob, "The game is rebooting (Ada asked): your character "
	    "is saved");
	play_expect(bob, "The reboot failed (/bin/sh: Exec format error)");
	ck_assert_ptr_null(bob->fighting);
	ck_assert(!magic_casting(cy));

	/* What the new process was given. */
	ck_assert_str_eq(fake_path, "/bin/sh");
	ck_assert_str_eq(fake_argv[0], "/bin/sh");
	ck_assert_str_eq(fake_argv[fake_argc - 2], "--reboot-state");
	snprintf(path, sizeof path, "%s/reboot.json", fx_dir);
	ck_assert_str_eq(fake_argv[fake_argc - 1], path);
	ck_assert_ptr_nonnull(fake_state);
	ck_assert_uint_eq(json_array_size(json_object_get(fake_state,
	    "connections")), 5);
	ck_assert_uint_eq(fake_nkeep, 5);	/* no listener here */
	ck_assert_int_eq(json_integer_value(json_object_get(fake_state,
	    "listen_fd")), -1);
	ck_assert_ptr_nonnull(o = entry_for("connections", "Cy"));
	ck_assert_str_eq(json_string_value(json_object_get(o, "master")),
	    "Bob");
	ck_assert(json_is_true(json_object_get(o, "grouped")));
	ck_assert(json_integer_value(json_object_get(o, "fd")) ==
	    cy->desc->fd);
	ck_assert_ptr_null(entry_for("connections", "Dee"));
	in = json_object_get(json_object_get(entry_for("connections", "Eve"),
	    "net"), "input");
	ck_assert_uint_eq(json_array_size(in), 1);
	ck_assert_str_eq(json_string_value(json_array_get(in, 0)),
	    "7361792068656c6c6f");		/* "say hello" */
	ck_assert_ptr_null(json_object_get(json_object_get(entry_for(
	    "connections", "Fay"), "net"), "input"));
	dump = json_dumps(fake_state, 0);
	ck_assert_ptr_null(strstr(dump, "68756e746572"));	/* "hunter" */
	free(dump);
	play_hangup(fay);
	ck_assert_ptr_nonnull(o = entry_for("linkdead", "Dee"));
	ck_assert_int_gt(json_integer_value(json_object_get(o, "pulses")), 0);
	/* Gone once the exec failed; the game goes on. */
	ck_assert_int_ne(access(path, F_OK), 0);
	play_not(bob, "did not happen");
	play_type(bob, "look");
	play_until(bob, "The Keep Hall", 20);
	ck_assert_ptr_eq(cy->master, bob);
	stop();
}
END_TEST

START_TEST(test_reboot_refused_when_the_program_is_missing)
{
	struct character	*ada, *bob;

	start();
	play_config("server.reboot_binary", "/nonexistent/mud");
	ada = play_enter("Ada", 3001, ROLE_ADMIN);
	bob = play_enter("Bob", 3001, ROLE_PLAYER);
	play_type(bob, "kill post");
	play_type(ada, "reboot");
	play_pulses(1);
	ck_assert_int_eq(fake_calls, 0);
	play_expect(bob, "The reboot did not happen: /nonexistent/mud: No "
	    "such file or directory.");
	/* Nothing was begun: the fight goes on. */
	ck_assert_ptr_nonnull(bob->fighting);
	play_not(bob, "rebooting");
	stop();
}
END_TEST

START_TEST(test_reboot_bounds_the_alias_work_of_typed_lines)
{
	struct character	*ada, *gil, *hal;
	const char		*names[] = { "e", "d", "c", "b", "a" };
	char			 text[300];
	json_t			*in;
	int			 i, k;

	start();
	ada = play_enter("Ada", 3001, ROLE_ADMIN);
	gil = play_enter("Gil", 3001, ROLE_PLAYER);
	hal = play_enter("Hal", 3001, ROLE_PLAYER);
	/* Empty parts, 128 of 128 of 128 of 128 of two. */
	play_type(gil, "alias e ;");
	for (i = 1; i < 5; i++) {
		for (k = 0; k < 128; k++) {
			text[2 * k] = names[i - 1][0];
			text[2 * k + 1] = ';';
		}
		text[256] = '\0';
		play_type(gil, "alias %s %s", names[i], text);
	}
	/*
	 * Typed ahead during a blow's wait: each line looked at is refused
	 * at its own budget, and all of them together pass the reboot's,
	 * so they are not carried; another's are.
	 */
	play_type(gil, "kill post");
	for (i = 0; i < 10; i++)
		play_type(gil, "a");
	play_type(hal, "kill post");
	play_type(hal, "say hello");
	play_type(ada, "reboot");
	play_pulses(1);
	ck_assert_int_eq(fake_calls, 1);
	ck_assert_ptr_nonnull(entry_for("connections", "Gil"));
	ck_assert_ptr_null(json_object_get(json_object_get(entry_for(
	    "connections", "Gil"), "net"), "input"));
	in = json_object_get(json_object_get(entry_for("connections", "Hal"),
	    "net"), "input");
	ck_assert_uint_eq(json_array_size(in), 1);
	stop();
}
END_TEST

START_TEST(test_reboot_refused_when_the_check_fails)
{
	struct character	*ada, *bob, *zed;
	const char		*raw;
	size_t			 len;

	start();
	ada = play_enter("Ada", 3001, ROLE_ADMIN);
	bob = play_enter("Bob", 3001, ROLE_PLAYER);
	zed = play_enter("Zed", 3001, ROLE_ADMIN);
	play_type(bob, "kill post");
	check_fails = 1;
	play_type(ada, "reboot");
	play_pulses(1);
	ck_assert_int_eq(check_calls, 1);
	ck_assert_str_eq(check_last_arg, "--check");
	/* Never exec'd, nothing ended, nobody saved or told "rebooting". */
	ck_assert_int_eq(fake_calls, 0);
	ck_assert_ptr_nonnull(bob->fighting);
	raw = play_transcript(bob, &len);
	ck_assert_ptr_null(memmem(raw, len, "The game is rebooting", 21));
	play_expect(bob, "The reboot did not happen (the new program's check "
	    "failed); the game goes on.");
	play_not(bob, "unknown sector");
	/* The admin who asked is told what the check said. */
	play_expect(ada, "The reboot did not happen: /bin/sh --check failed");
	play_expect(ada, "area/keep.are:7: unknown sector 'insid'");
	/* And every admin in the game (issue 26, item 12: staff told why). */
	play_expect(zed, "The reboot did not happen: /bin/sh --check failed");
	play_expect(zed, "area/keep.are:7: unknown sector 'insid'");
	/* Fixed, it goes. */
	check_fails = 0;
	play_type(ada, "reboot");
	play_pulses(1);
	ck_assert_int_eq(check_calls, 2);
	ck_assert_int_eq(fake_calls, 1);
	play_expect(bob, "The game is rebooting (Ada asked)");
	stop();
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("reboot");
	TCase	*tc = tcase_create("reboot");

	tcase_add_test(tc, test_countdown_warns_on_its_pulses);
	tcase_add_test(tc, test_countdown_cancel_replace_and_bad_input);
	tcase_add_test(tc, test_reboot_ends_fights_and_casts_and_goes_on);
	tcase_add_test(tc, test_reboot_refused_when_the_program_is_missing);
	tcase_add_test(tc, test_reboot_bounds_the_alias_work_of_typed_lines);
	tcase_add_test(tc, test_reboot_refused_when_the_check_fails);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
