/* test_names.c: what a character may be called. */
#include <check.h>
#include <string.h>

#include "check_main.h"
#include "names.h"

static int
check(const char *name, char *out, const char **why)
{
	return (names_check(name, out, NAME_LEN_MAX + 1, why));
}

START_TEST(test_valid_names_capitalised)
{
	char		 out[NAME_LEN_MAX + 1];
	const char	*why = NULL;

	ck_assert_int_eq(check("alice", out, &why), 0);
	ck_assert_str_eq(out, "Alice");
	ck_assert_int_eq(check("bOB", out, &why), 0);
	ck_assert_str_eq(out, "Bob");
	ck_assert_int_eq(check("Abc", out, &why), 0);
	ck_assert_int_eq(check("Abcdefghijkl", out, &why), 0);
	ck_assert_str_eq(out, "Abcdefghijkl");
}
END_TEST

START_TEST(test_refused_names)
{
	static const struct {
		const char	*name;
		const char	*why;
	} bad[] = {
		{ "", "at least 3" },
		{ "Al", "at least 3" },
		{ "Abcdefghijklm", "at most 12" },
		{ "Bob1", "only the letters" },
		{ "Bo b", "only the letters" },
		{ "Caf\xc3\xa9", "only the letters" },
		{ "Bob\x1b", "only the letters" },
		{ "god", "reserved" },
		{ "SELF", "reserved" },
		{ "Someone", "reserved" },
		{ "Shitlord", "not acceptable" },
		{ "xxFUCKxx", "not acceptable" },
	};
	char		 out[NAME_LEN_MAX + 1];
	const char	*why;
	size_t		 i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		why = NULL;
		ck_assert_msg(check(bad[i].name, out, &why) == -1,
		    "'%s' accepted", bad[i].name);
		ck_assert_msg(why != NULL && strstr(why, bad[i].why) != NULL,
		    "'%s': %s", bad[i].name, why);
	}
}
END_TEST

START_TEST(test_small_output_refused)
{
	char		 out[4];
	const char	*why;

	ck_assert_int_eq(names_check("Alice", out, sizeof out, &why), -1);
}
END_TEST

START_TEST(test_class_lookup)
{
	ck_assert_str_eq(class_lookup("warrior"), "warrior");
	ck_assert_str_eq(class_lookup("MA"), "mage");
	ck_assert_str_eq(class_lookup("c"), "cleric");
	ck_assert_str_eq(class_lookup("thi"), "thief");
	ck_assert_ptr_null(class_lookup("thiefs"));
	ck_assert_ptr_null(class_lookup("paladin"));
	ck_assert_ptr_null(class_lookup(""));
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("names");
	TCase	*tc = tcase_create("names");

	tcase_add_test(tc, test_valid_names_capitalised);
	tcase_add_test(tc, test_refused_names);
	tcase_add_test(tc, test_small_output_refused);
	tcase_add_test(tc, test_class_lookup);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
