/* test_config.c: reading and checking the config file. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "config.h"

static char	path[] = "/tmp/test_config.XXXXXX";

static struct config *
load(const char *text, int *nerr, char **errors)
{
	struct config	*c = config_new();
	int		 fd = mkstemp(path);
	FILE		*f = fdopen(fd, "w");

	fputs(text, f);
	fclose(f);
	*errors = NULL;
	*nerr = config_load(c, path, errors);
	unlink(path);
	memcpy(path + strlen(path) - 6, "XXXXXX", 6);
	return (c);
}

START_TEST(test_defaults)
{
	struct config	*c = config_new();
	int		 k;

	ck_assert_int_eq(config_int(c, CFG_PORT), 4000);
	ck_assert_int_eq(config_int(c, CFG_MAX_LINE), 1024);
	ck_assert_str_eq(config_origin(c, CFG_PORT), "default");
	for (k = 0; k < CFG__COUNT; k++) {
		ck_assert_int_eq(config_table[k].key, k);
		ck_assert_ptr_nonnull(config_table[k].help);
	}
	config_free(c);
}
END_TEST

START_TEST(test_good_file)
{
	struct config	*c;
	char		*errors;
	int		 nerr;

	c = load("# comment\n; another\n[server]\nport = 5000  # inline\n"
	    "name = \"My # MUD\"\n\n[limits]\nmax_line=2048\n", &nerr, &errors);
	ck_assert_msg(nerr == 0, "%s", errors);
	ck_assert_int_eq(config_int(c, CFG_PORT), 5000);
	ck_assert_str_eq(config_str(c, CFG_NAME), "My # MUD");
	ck_assert_int_eq(config_int(c, CFG_MAX_LINE), 2048);
	ck_assert_ptr_nonnull(strstr(config_origin(c, CFG_PORT), ":4"));
	config_free(c);
}
END_TEST

START_TEST(test_every_error_reported)
{
	struct config	*c;
	char		*errors;
	int		 nerr;

	c = load("port = 1\n[server]\nprot = 5000\nport = 99999\n"
	    "port = 4001\nport = 4002\n[nosuch]\nx = 1\n[limits]\n"
	    "max_line = many\njunk line\nname = \"open\n", &nerr, &errors);
	ck_assert_int_eq(nerr, 8);
	ck_assert_ptr_nonnull(strstr(errors, ":1: 'port' is outside"));
	ck_assert_ptr_nonnull(strstr(errors, ":3: unknown key 'prot' in "
	    "[server] (did you mean 'port' in [server]?)"));
	ck_assert_ptr_nonnull(strstr(errors, ":4: server.port: 99999 is out "
	    "of range (0 to 65535)"));
	ck_assert_ptr_nonnull(strstr(errors, ":6: 'port' already set on "
	    "line 5"));
	ck_assert_ptr_nonnull(strstr(errors, ":7: unknown section [nosuch]"));
	ck_assert_ptr_nonnull(strstr(errors, ":10: limits.max_line: 'many' "
	    "is not a whole number of bytes"));
	ck_assert_ptr_nonnull(strstr(errors, ":11: expected 'key = value'"));
	ck_assert_ptr_nonnull(strstr(errors, ":12: 'name': unterminated"));
	/* The valid line still took effect; the invalid ones did not. */
	ck_assert_int_eq(config_int(c, CFG_PORT), 4001);
	ck_assert_int_eq(config_int(c, CFG_MAX_LINE), 1024);
	free(errors);
	config_free(c);
}
END_TEST

START_TEST(test_set_from_command_line)
{
	struct config	*c = config_new();
	char		*cause = NULL;

	ck_assert_int_eq(config_set(c, "port", "4444", "command line",
	    &cause), 0);
	ck_assert_int_eq(config_int(c, CFG_PORT), 4444);
	ck_assert_str_eq(config_origin(c, CFG_PORT), "command line");
	ck_assert_int_eq(config_set(c, "limits.max_line", "10", "x", &cause),
	    -1);
	ck_assert_ptr_nonnull(strstr(cause, "out of range"));
	free(cause);
	ck_assert_int_eq(config_set(c, "nope", "1", "x", &cause), -1);
	free(cause);
	config_free(c);
}
END_TEST

START_TEST(test_seconds_to_pulses)
{
	config_current = config_new();
	ck_assert_int_eq(config_int(config_current, CFG_AUTOSAVE), 120);
	ck_assert_int_eq(conf_pulses(CFG_AUTOSAVE), 480);
	ck_assert_int_eq(conf_pulses(CFG_COMBAT_ROUND), 12);
	/* Zero seconds still waits one pulse: events never have delay 0. */
	ck_assert_int_eq(config_set(config_current, "spells.armor", "0", "t",
	    NULL), 0);
	ck_assert_int_eq(conf_pulses(CFG_CAST_ARMOR), 1);
	config_free(config_current);
	config_current = NULL;
}
END_TEST

START_TEST(test_missing_file)
{
	struct config	*c = config_new();
	char		*errors = NULL;

	ck_assert_int_eq(config_load(c, "/nonexistent/mud.conf", &errors), 1);
	ck_assert_ptr_nonnull(strstr(errors, "/nonexistent/mud.conf: No such"));
	free(errors);
	config_free(c);
}
END_TEST

START_TEST(test_words_and_paths)
{
	struct config	*c;
	char		*errors, *cause = NULL;
	int		 nerr;

	/* A word outside its list is refused as the file is read. */
	c = load("[log]\nlevel = verbose\n[engine]\nhash_cost = minimum\n",
	    &nerr, &errors);
	ck_assert_int_eq(nerr, 1);
	ck_assert_ptr_nonnull(strstr(errors, ":2: log.level: 'verbose' is not "
	    "one of: debug info warn error"));
	ck_assert_str_eq(config_str(c, CFG_HASH_COST), "minimum");
	free(errors);
	config_free(c);
	c = config_new();
	ck_assert_int_eq(config_set(c, "log.level", "Debug", "test", &cause),
	    -1);
	free(cause);
	ck_assert_int_eq(config_set(c, "log.level", "debug", "test", &cause),
	    0);

	/* Relative paths in a file are from its folder (here /tmp). */
	config_free(c);
	c = load("[server]\nmotd = \"motd.txt\"\ndatabase = \"/var/mud.db\"\n"
	    "area_dir = \"../area\"\nname = \"rel/ative\"\n[log]\nfile = \"\"\n",
	    &nerr, &errors);
	ck_assert_msg(nerr == 0, "%s", errors);
	ck_assert_str_eq(config_str(c, CFG_MOTD), "/tmp/motd.txt");
	ck_assert_str_eq(config_str(c, CFG_DATABASE), "/var/mud.db");
	ck_assert_str_eq(config_str(c, CFG_AREA_DIR), "/tmp/../area");
	ck_assert_str_eq(config_str(c, CFG_NAME), "rel/ative");	/* no path */
	ck_assert_str_eq(config_str(c, CFG_LOG_FILE), "");	/* none */
	/* From the command line: from the working directory. */
	ck_assert_int_eq(config_set(c, "server.motd", "m.txt", "command line",
	    &cause), 0);
	ck_assert_str_eq(config_str(c, CFG_MOTD), "m.txt");
	config_free(c);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("config");
	TCase	*tc = tcase_create("config");

	tcase_add_test(tc, test_defaults);
	tcase_add_test(tc, test_good_file);
	tcase_add_test(tc, test_every_error_reported);
	tcase_add_test(tc, test_set_from_command_line);
	tcase_add_test(tc, test_missing_file);
	tcase_add_test(tc, test_seconds_to_pulses);
	tcase_add_test(tc, test_words_and_paths);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
