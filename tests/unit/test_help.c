/*
 * test_help.c: help as data. Every command, skill, spell, class, race and
 * area has an entry in the bundled help files; a broken file is reported
 * line by line; 'help' finds a whole keyword, the start of a word, lists
 * what several match and suggests near ones; levels hide entries; 'reload
 * help' keeps the running help when the files have errors; MSSP counts the
 * entries.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "class.h"
#include "commands.h"
#include "gmcp.h"
#include "help.h"
#include "interp.h"
#include "magic.h"
#include "mssp.h"
#include "play.h"

/* The source tree: $MUD_SOURCE_DIR, else found from this file's path. */
static char *
source_dir(void)
{
	const char	*env = getenv("MUD_SOURCE_DIR");
	char		*dir, *p;

	if (env != NULL && *env != '\0')
		return (xstrdup(env));
	dir = xstrdup(__FILE__);
	if ((p = strstr(dir, "tests/unit/test_help.c")) != NULL) {
		*p = '\0';
		if (p == dir) {
			free(dir);
			return (xstrdup("."));
		}
		if (p[-1] == '/' && p - 1 != dir)
			p[-1] = '\0';
	}
	return (dir);
}

/* The bundled help files, put in force. */
static void
load_bundled_help(void)
{
	struct help_set	*set;
	char		*dir, *path, *errors = NULL;
	int		 n;

	dir = source_dir();
	xasprintf(&path, "%s/data/help", dir);
	n = help_load(path, &set, &errors);
	ck_assert_msg(n == 0, "%s: %d problems:\n%s", path, n,
	    errors != NULL ? errors : "");
	ck_assert_uint_gt(help_set_count(set), 100);
	help_install(set);
	free(errors);
	free(path);
	free(dir);
}

static void
has_help(const char *what, const char *name, int role)
{
	ck_assert_msg(help_find_exact(name, role) != NULL, "the %s '%s' has "
	    "no help entry (data/help/*.hlp) that a %s may read", what, name,
	    role == ROLE_PLAYER ? "player" : role == ROLE_BUILDER ?
	    "builder" : "admin");
}

/*
 * Every command (and its short form), skill, spell, class, race and area
 * of the bundled world has help, readable by whoever may use it.
 */
START_TEST(test_everything_has_help)
{
	struct world_def	*wd;
	char			*dir, *path, *errors = NULL;
	unsigned int		 i;
	size_t			 k;
	int			 nerrors = 0;

	load_bundled_help();
	for (i = 0; i < cmd_count; i++) {
		has_help("command", cmd_table[i].name, cmd_table[i].min_role);
		if (cmd_table[i].alias != NULL)
			has_help("command", cmd_table[i].alias,
			    cmd_table[i].min_role);
	}
	for (k = 1; k < SK__COUNT; k++)
		has_help("skill", skill_table[k].name, ROLE_PLAYER);
	for (k = 1; k < SPELL__COUNT; k++)
		has_help("spell", magic_spell_name((int)k), ROLE_PLAYER);
	for (k = 0; k < CLASS__COUNT; k++)
		has_help("class", class_table[k].name, ROLE_PLAYER);
	for (k = 0; k < RACE__COUNT; k++)
		has_help("race", race_table[k].name, ROLE_PLAYER);
	dir = source_dir();
	xasprintf(&path, "%s/area", dir);
	wd = world_load(path, &errors, &nerrors);
	ck_assert_ptr_nonnull(wd);
	ck_assert_uint_gt(wd->nareas, 3);
	for (k = 0; k < wd->nareas; k++)
		has_help("area", wd->areas[k].name, ROLE_PLAYER);
	world_free(wd);
	free(errors);
	free(path);
	free(dir);
	/* The walk can fail: something without help is caught. */
	ck_assert_ptr_null(help_find_exact("xyzzy", ROLE_ADMIN));
	/* An admin's command is not a player's to read. */
	ck_assert_ptr_null(help_find_exact("events", ROLE_PLAYER));
	ck_assert_ptr_nonnull(help_find_exact("events", ROLE_ADMIN));
	help_install(NULL);
}
END_TEST

/* A broken file: every problem at its line, the good entries kept. */
START_TEST(test_file_errors_at_their_lines)
{
	static const char	text[] =
	    "# a comment\n"				/* 1 */
	    "title Tests\n"				/* 2 */
	    "help good\n"				/* 3 */
	    "A good entry.\n"				/* 4 */
	    "~\n"					/* 5 */
	    "help 'bad quote\n"				/* 6 */
	    "Text.\n"					/* 7 */
	    "~\n"					/* 8 */
	    "help wizardly\n"				/* 9 */
	    "level wizard\n"				/* 10 */
	    "Text.\n"					/* 11 */
	    "~\n"					/* 12 */
	    "stray words\n"				/* 13 */
	    "help GOOD other\n"				/* 14 */
	    "Text.\n"					/* 15 */
	    "~\n"					/* 16 */
	    "help empty\n"				/* 17 */
	    "\n"					/* 18 */
	    "~\n"					/* 19 */
	    "title Late\n"				/* 20 */
	    "help bell\n"				/* 21 */
	    "A \a bell.\n"				/* 22 */
	    "~\n"					/* 23 */
	    "help second\n"				/* 24 */
	    "  Kept as written, \n"			/* 25 */
	    "\n"					/* 26 */
	    "  with its blank line.\n"			/* 27 */
	    "~\n"					/* 28 */
	    "help open\n"				/* 29 */
	    "Never ended.\n";				/* 30 */
	struct help_set		*set = help_set_new();
	char			*errors = NULL;
	int			 n;

	n = help_parse(set, "t.hlp", text, sizeof text - 1, &errors);
	ck_assert_ptr_nonnull(errors);
	ck_assert_msg(strstr(errors, "t.hlp:6: a quote in the keywords is not "
	    "closed\n") != NULL, "%s", errors);
	ck_assert_msg(strstr(errors, "t.hlp:10: level 'wizard' is not "
	    "player, builder or admin\n") != NULL, "%s", errors);
	ck_assert_msg(strstr(errors, "t.hlp:13: expected 'help <keywords>' "
	    "or 'title <text>', not 'stray words'\n") != NULL, "%s", errors);
	ck_assert_msg(strstr(errors, "t.hlp:14: keyword 'good' is already "
	    "one of the entry at t.hlp:3\n") != NULL, "%s", errors);
	ck_assert_msg(strstr(errors, "t.hlp:17: the entry has no text\n") !=
	    NULL, "%s", errors);
	ck_assert_msg(strstr(errors, "t.hlp:20: 'title' after the file's "
	    "first entry\n") != NULL, "%s", errors);
	ck_assert_msg(strstr(errors, "t.hlp:22: a control character in the "
	    "line\n") != NULL, "%s", errors);
	ck_assert_msg(strstr(errors, "t.hlp:29: the entry is not ended by a "
	    "line '~'\n") != NULL, "%s", errors);
	ck_assert_msg(n == 8, "%d: %s", n, errors);
	/* good, wizardly (at the admins' level) and second; not bell. */
	ck_assert_uint_eq(help_set_count(set), 3);
	ck_assert_ptr_null(help_find_exact("bell", ROLE_ADMIN));
	help_install(set);
	ck_assert_str_eq(help_find_exact("good", ROLE_PLAYER)->text,
	    "A good entry.\n");
	ck_assert_ptr_null(help_find_exact("wizardly", ROLE_BUILDER));
	ck_assert_str_eq(help_find_exact("second", ROLE_PLAYER)->text,
	    "  Kept as written, \n\n  with its blank line.\n");
	ck_assert_ptr_null(help_find_exact("open", ROLE_ADMIN));
	ck_assert_str_eq(help_section_title(0), "Tests");
	help_install(NULL);
	free(errors);
}
END_TEST

static void
write_file(const char *dir, const char *name, const char *text)
{
	char	 path[512];
	FILE	*f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs(text, f);
	fclose(f);
}

/* Take away a directory of test files (the fixture removes only files). */
static void
remove_dir(const char *dir, const char *const *names)
{
	char	path[700];

	for (; *names != NULL; names++) {
		snprintf(path, sizeof path, "%s/%s", dir, *names);
		unlink(path);
	}
	rmdir(dir);
}

/* The .hlp files of a directory in name order; others left alone. */
START_TEST(test_directory_read_in_order)
{
	struct help_set	*set;
	char		 dir[600], *errors = NULL;
	int		 n;

	snprintf(dir, sizeof dir, "%s/helpXXXXXX", fx_dir);
	ck_assert_ptr_nonnull(mkdtemp(dir));
	write_file(dir, "b.hlp", "help beta\nB.\n~\nhelp alpha\nAgain.\n~\n");
	write_file(dir, "a.hlp", "title First\nhelp alpha\nA.\n~\n");
	write_file(dir, "notes.txt", "not help at all\n");
	n = help_load(dir, &set, &errors);
	ck_assert_int_eq(n, 1);
	ck_assert_msg(strstr(errors, "/b.hlp:4: keyword 'alpha' is already "
	    "one of the entry at ") != NULL && strstr(errors, "/a.hlp:2\n") !=
	    NULL, "%s", errors);
	ck_assert_uint_eq(help_set_count(set), 2);
	ck_assert_uint_eq(help_set_files(set), 2);
	help_set_free(set);
	free(errors);
	errors = NULL;
	/* No directory: -1, and why. */
	strcat(dir, "/nowhere");
	ck_assert_int_eq(help_load(dir, &set, &errors), -1);
	ck_assert_ptr_null(set);
	ck_assert_ptr_nonnull(strstr(errors, "nowhere: No such file"));
	free(errors);
	*strrchr(dir, '/') = '\0';
	remove_dir(dir, (const char *const[]){ "a.hlp", "b.hlp", "notes.txt",
	    NULL });
}
END_TEST

static const char small_help[] =
	"title Commands\n"
	"help look l\n"
	"Usage: look\n"
	"\n"
	"Look around.\n"
	"~\n"
	"help inventory i\n"
	"Usage: inventory\n"
	"~\n"
	"help 'cure light'\n"
	"Cures a little.\n"
	"~\n"
	"help 'cure serious'\n"
	"Cures more.\n"
	"~\n"
	"help 'magic missile' mm\n"
	"A bolt.\n"
	"~\n"
	"help lock\n"
	"Lock a door.\n"
	"~\n"
	"help events\n"
	"level admin\n"
	"The queue.\n"
	"~\n"
	"title ignored\n"
	"help secrets\n"
	"level builder\n"
	"Builders' lore.\n"
	"~\n";

static void
setup(void)
{
	const char *const	files[] = { "fixture.are", fx_area_text, NULL };
	struct help_set		*set = help_set_new();
	char			*errors = NULL;

	play_start(files, 1);
	/* One error (the late title), the entries kept. */
	ck_assert_int_eq(help_parse(set, "small.hlp", small_help,
	    sizeof small_help - 1, &errors), 1);
	free(errors);
	help_install(set);
}

static void
teardown(void)
{
	help_install(NULL);
	play_stop();
}

/* help with a whole keyword, a part of a word, several, none. */
START_TEST(test_lookups)
{
	struct character	*a = play_enter("Ann", FX_TEMPLE, ROLE_PLAYER);

	play_type(a, "help look");
	play_expect(a, "Usage: look\n\nLook around.\n");
	play_type(a, "help L");				/* a keyword, any case */
	play_expect(a, "Usage: look\n");
	play_type(a, "help inv");			/* the start of one */
	play_expect(a, "Usage: inventory\n");
	play_type(a, "help missile");			/* a word inside one */
	play_expect(a, "A bolt.\n");
	play_type(a, "help 'magic missile'");		/* quoted */
	play_expect(a, "A bolt.\n");
	play_type(a, "help magic   missile");
	play_expect(a, "A bolt.\n");
	play_type(a, "help cure");			/* several */
	play_expect(a, "Help on 'cure' could be any of these:\n  cure light\n"
	    "  cure serious\nType 'help' with more of the word.\n");
	play_type(a, "help cure s");
	play_expect(a, "Cures more.\n");
	play_type(a, "help lo");		/* look and lock: a whole word */
	play_expect(a, "could be any of these:\n  look\n  lock\n");
	play_type(a, "help xyzzy");
	play_expect(a, "There is no help on 'xyzzy'.\n");
	play_type(a, "help lokk");
	play_expect(a, "There is no help on 'lokk'. Did you mean 'look' or "
	    "'lock'?\n");
	play_type(a, "help magic misile");
	play_expect(a, "Did you mean 'magic missile'?\n");
	/* A social without an entry says how socials go. */
	play_type(a, "help smile");
	play_expect(a, "Usage: smile [someone]\nA social");
	/* Too long for any keyword. */
	play_type(a, "help %0200d", 7);
	play_expect(a, "There is no help on that.\n");
}
END_TEST

/* What a level keeps from players is hidden from them, not from admins. */
START_TEST(test_levels_and_index)
{
	struct character	*a = play_enter("Pat", FX_TEMPLE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", FX_TEMPLE, ROLE_BUILDER);
	struct character	*c = play_enter("Ada", FX_TEMPLE, ROLE_ADMIN);

	play_type(a, "help events");
	play_expect(a, "There is no help on 'events'.");
	play_type(a, "help secrets");
	play_expect(a, "There is no help on 'secrets'.");
	play_type(b, "help secrets");
	play_expect(b, "Builders' lore.\n");
	play_type(b, "help events");
	play_expect(b, "There is no help on 'events'.");
	play_type(c, "help events");
	play_expect(c, "The queue.\n");
	play_type(a, "help");
	play_expect(a, "Help is at hand on these topics");
	play_expect(a, "Commands:");
	play_expect(a, "  look              inventory         cure light        "
	    "cure serious    \n  magic missile     lock            \n");
	play_not(a, "events");
	play_type(c, "help");
	play_expect(c, "lock              events            secrets");
}
END_TEST

/*
 * reload help: a file with errors leaves the running help and says where;
 * a good one takes over. MSSP counts the entries in force.
 */
START_TEST(test_reload_help_and_mssp)
{
	struct character	*c = play_enter("Ida", FX_TEMPLE, ROLE_ADMIN);
	struct character	*p = play_enter("Pim", FX_TEMPLE, ROLE_PLAYER);
	char			 dir[600], **v;
	size_t			 n, i;
	const char		*count = NULL;

	snprintf(dir, sizeof dir, "%s/helpXXXXXX", fx_dir);
	ck_assert_ptr_nonnull(mkdtemp(dir));
	play_config("server.help_dir", dir);
	write_file(dir, "game.hlp", "help fresh\nNew text.\n~\n"
	    "help broken\nlevel nobody\nText.\n~\n");
	play_type(c, "reload help");
	play_expect(c, "/game.hlp:5: level 'nobody' is not player, "
	    "builder or admin\nThe help was not reloaded; the running help "
	    "is unchanged.\n");
	play_type(p, "help look");
	play_expect(p, "Look around.");
	play_type(p, "reload help");			/* not a player's */
	play_expect(p, "Huh?");
	write_file(dir, "game.hlp", "help fresh\nNew text.\n~\n"
	    "help 'second one'\nMore.\n~\n");
	play_type(c, "reload help");
	play_expect(c, "Help reloaded from ");
	play_expect(c, ": 2 entries in 1 files.\n");
	play_type(p, "help fre");
	play_expect(p, "New text.\n");
	play_type(p, "help look");
	play_expect(p, "There is no help on 'look'.");
	play_type(c, "reload");
	play_expect(c, "Usage: reload config|help|socials\n");
	v = mssp_vars(&n);
	for (i = 0; i < n; i++) {
		if (strcmp(v[2 * i], "HELPFILES") == 0)
			count = v[2 * i + 1];
	}
	ck_assert_ptr_nonnull(count);
	ck_assert_str_eq(count, "2");
	free(v);
	remove_dir(dir, (const char *const[]){ "game.hlp", NULL });
}
END_TEST

static Suite *
help_suite(void)
{
	Suite	*s = suite_create("help");
	TCase	*tc = tcase_create("files");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_test(tc, test_everything_has_help);
	tcase_add_test(tc, test_file_errors_at_their_lines);
	tcase_add_test(tc, test_directory_read_in_order);
	suite_add_tcase(s, tc);
	tc = tcase_create("play");
	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_lookups);
	tcase_add_test(tc, test_levels_and_index);
	tcase_add_test(tc, test_reload_help_and_mssp);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(help_suite()));
}
