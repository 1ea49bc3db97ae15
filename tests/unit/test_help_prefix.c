/*
 * test_help_prefix.c: a help file with 'prefix' (imported help) loads
 * beside the server's own though they share keywords: the shared keyword
 * is the server's, the imported entry's is '<prefix> <keyword>', in
 * whichever order the files are read. Without a prefix a shared keyword
 * is still an error.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "help.h"

static const char own[] =
    "help who\nUsage: who\n\nThe players in the game.\n~\n"
    "help score\nUsage: score\n\nYour sheet.\n~\n";

static const char imported[] =
    "title Imported help\n"
    "prefix rom\n"
    "help who whois\nThe ROM who list.\n~\n"
    "help marsh\nThe marsh lies east.\n~\n";

static void
check_set(struct help_set *set)
{
	const struct help_entry	*h;

	ck_assert_ptr_nonnull(h = help_set_find(set, "who"));
	ck_assert(strstr(h->text, "The players in the game") != NULL);
	ck_assert_ptr_nonnull(h = help_set_find(set, "rom who"));
	ck_assert(strstr(h->text, "The ROM who list") != NULL);
	ck_assert_ptr_nonnull(h = help_set_find(set, "whois"));
	ck_assert(strstr(h->text, "The ROM who list") != NULL);
	ck_assert_ptr_nonnull(h = help_set_find(set, "marsh"));
	ck_assert_ptr_null(help_set_find(set, "rom marsh"));
}

START_TEST(test_prefix_after_own)
{
	struct help_set	*set = help_set_new();
	char		*errors = NULL;

	ck_assert_int_eq(help_parse(set, "commands.hlp", own, strlen(own),
	    &errors), 0);
	ck_assert_int_eq(help_parse(set, "imported.hlp", imported,
	    strlen(imported), &errors), 0);
	ck_assert_ptr_null(errors);
	check_set(set);
	help_set_free(set);
}
END_TEST

START_TEST(test_prefix_before_own)
{
	struct help_set	*set = help_set_new();
	char		*errors = NULL;

	ck_assert_int_eq(help_parse(set, "imported.hlp", imported,
	    strlen(imported), &errors), 0);
	ck_assert_int_eq(help_parse(set, "topics.hlp", own, strlen(own),
	    &errors), 0);
	ck_assert_ptr_null(errors);
	check_set(set);
	help_set_free(set);
}
END_TEST

START_TEST(test_no_prefix_still_refused)
{
	static const char	 plain[] = "help who\nAnother who.\n~\n";
	struct help_set		*set = help_set_new();
	char			*errors = NULL;

	ck_assert_int_eq(help_parse(set, "commands.hlp", own, strlen(own),
	    &errors), 0);
	ck_assert_int_eq(help_parse(set, "other.hlp", plain, strlen(plain),
	    &errors), 1);
	ck_assert(strstr(errors, "keyword 'who' is already one of the "
	    "entry at commands.hlp:1") != NULL);
	free(errors);
	help_set_free(set);
}
END_TEST

START_TEST(test_prefix_misplaced)
{
	static const char	 late[] = "help marsh\nM.\n~\nprefix rom\n";
	struct help_set		*set = help_set_new();
	char			*errors = NULL;

	ck_assert_int_eq(help_parse(set, "late.hlp", late, strlen(late),
	    &errors), 1);
	ck_assert(strstr(errors, "'prefix' after the file's first entry") !=
	    NULL);
	free(errors);
	help_set_free(set);
}
END_TEST

static Suite *
help_prefix_suite(void)
{
	Suite	*s = suite_create("help_prefix");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_prefix_after_own);
	tcase_add_test(tc, test_prefix_before_own);
	tcase_add_test(tc, test_no_prefix_still_refused);
	tcase_add_test(tc, test_prefix_misplaced);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(help_prefix_suite()));
}
