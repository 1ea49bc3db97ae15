/* test_prompt.c: the prompt a player sees, from a format the player chooses. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "prompt.h"

static const struct prompt_vals vals = {
	.hit = 12, .max_hit = 100,
	.mana = 3, .max_mana = 40,
	.move = -5, .max_move = 90,
	.exp = 123456789012LL, .exp_next = 777,
	.gold = 4200,
	.room_name = "The Temple of Mota",
	.fighting = "a fido"
};

/* Expand fmt with v and check the result. */
static void
expand_is(const char *fmt, const struct prompt_vals *v, const char *want)
{
	char	*out = prompt_expand(fmt, v);

	ck_assert_msg(strcmp(out, want) == 0, "'%s' gave '%s'", fmt, out);
	free(out);
}

START_TEST(test_expand_each_code)
{
	expand_is("%h", &vals, "12");
	expand_is("%H", &vals, "100");
	expand_is("%m", &vals, "3");
	expand_is("%M", &vals, "40");
	expand_is("%v", &vals, "-5");
	expand_is("%V", &vals, "90");
	expand_is("%x", &vals, "123456789012");
	expand_is("%X", &vals, "777");
	expand_is("%g", &vals, "4200");
	expand_is("%r", &vals, "The Temple of Mota");
	expand_is("%f", &vals, "a fido");
	expand_is("%c", &vals, "\n");
	expand_is("%%", &vals, "%");
	expand_is("100%%!", &vals, "100%!");
}
END_TEST

START_TEST(test_expand_default)
{
	expand_is(PROMPT_DEFAULT, &vals, "{g<12/100hp 3/40m -5/90mv>{x ");
	expand_is("[%f]%c> ", &vals, "[a fido]\n> ");
}
END_TEST

START_TEST(test_expand_not_fighting)
{
	struct prompt_vals	v = vals;

	v.fighting = NULL;
	v.room_name = NULL;
	expand_is("<%f|%r>", &v, "<|>");
}
END_TEST

START_TEST(test_expand_unknown_kept)
{
	expand_is("%z %q %", &vals, "%z %q %");
	expand_is("%", &vals, "%");
	expand_is("a%%%", &vals, "a%%");
	expand_is("%{r", &vals, "%{r");
	expand_is("{R%h{x", &vals, "{R12{x");
	expand_is("", &vals, "");
	expand_is("caf\xc3\xa9 %h", &vals, "caf\xc3\xa9 12");
}
END_TEST

START_TEST(test_expand_bounded)
{
	char			 fmt[4096], *out;
	struct prompt_vals	 v = vals;
	size_t			 i;

	/* A huge format. */
	for (i = 0; i < sizeof fmt - 1; i++)
		fmt[i] = i % 2 == 0 ? '%' : 'x';
	fmt[sizeof fmt - 1] = '\0';
	out = prompt_expand(fmt, &v);
	ck_assert_uint_lt(strlen(out), PROMPT_OUT_MAX);
	ck_assert_uint_gt(strlen(out), PROMPT_OUT_MAX - 20);
	ck_assert(strncmp(out, "123456789012123456789012", 24) == 0);
	free(out);

	/* A huge room name made of two-byte characters, cut between them. */
	v.room_name = out = malloc(2001);
	for (i = 0; i < 2000; i += 2)
		memcpy(out + i, "\xc3\xa9", 2);
	out[2000] = '\0';
	for (i = 0; i < 2; i++) {
		char	*res = prompt_expand(i == 0 ? "%r" : "x%r", &v);
		size_t	 len = strlen(res);

		ck_assert_uint_lt(len, PROMPT_OUT_MAX);
		ck_assert_uint_ge(len, PROMPT_OUT_MAX - 3);
		ck_assert_msg((unsigned char)res[len - 1] == 0xa9,
		    "cut inside a character");
		free(res);
	}
	free(out);
}
END_TEST

START_TEST(test_check_good)
{
	ck_assert_ptr_null(prompt_check(PROMPT_DEFAULT));
	ck_assert_ptr_null(prompt_check(""));
	ck_assert_ptr_null(prompt_check("{R%h{x/%H %f%c> "));
	ck_assert_ptr_null(prompt_check("caf\xc3\xa9 \xe2\x82\xac%g "));
}
END_TEST

START_TEST(test_check_refused)
{
	static const char *bad[] = {
		"a\033[31mred", "bell\a", "tab\there", "new\nline", "cr\r",
		"del\x7f", "bad\xff", "half\xc3", "c1\xc2\x85"
	};
	char		 fmt[PROMPT_FORMAT_MAX + 2];
	const char	*why;
	size_t		 i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(prompt_check(bad[i]) != NULL, "'%s' accepted",
		    bad[i]);

	memset(fmt, 'a', PROMPT_FORMAT_MAX);
	fmt[PROMPT_FORMAT_MAX] = '\0';
	ck_assert_ptr_null(prompt_check(fmt));
	fmt[PROMPT_FORMAT_MAX] = 'a';
	fmt[PROMPT_FORMAT_MAX + 1] = '\0';
	why = prompt_check(fmt);
	ck_assert_ptr_nonnull(why);
	ck_assert(strstr(why, "160") != NULL);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("prompt");
	TCase	*tc = tcase_create("prompt");

	tcase_add_test(tc, test_expand_each_code);
	tcase_add_test(tc, test_expand_default);
	tcase_add_test(tc, test_expand_not_fighting);
	tcase_add_test(tc, test_expand_unknown_kept);
	tcase_add_test(tc, test_expand_bounded);
	tcase_add_test(tc, test_check_good);
	tcase_add_test(tc, test_check_refused);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
