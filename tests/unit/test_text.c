/* test_text.c: cleaning what players type. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "text.h"

static const char *
clean(const char *in)
{
	static char	buf[256];
	size_t		len = strlen(in);

	memcpy(buf, in, len + 1);
	ck_assert_uint_eq(text_sanitize(buf, len), strlen(buf));
	return (buf);
}

START_TEST(test_sanitize)
{
	ck_assert_str_eq(clean("  hello  "), "hello  ");
	ck_assert_str_eq(clean("   "), "");
	ck_assert_str_eq(clean("\x1b[31mred\x1b[0m"), "[31mred[0m");
	ck_assert_str_eq(clean("bell\x07 and nul-free"), "bell and nul-free");
	ck_assert_str_eq(clean("tab\there"), "tab here");
	ck_assert_str_eq(clean("helo\blo"), "hello");
	ck_assert_str_eq(clean("caf\xc3\xa9\x7f\x7f!"), "ca!");
	ck_assert_str_eq(clean("\b\b\bx"), "x");
	ck_assert_str_eq(clean("caf\xc3\xa9"), "caf\xc3\xa9");
	/* Invalid UTF-8, overlongs, surrogates and C1 codes are dropped. */
	ck_assert_str_eq(clean("a\xff" "b\xc0\xaf" "c"), "abc");
	ck_assert_str_eq(clean("x\xed\xa0\x80y"), "xy");
	ck_assert_str_eq(clean("x\xc2\x9b" "31my"), "x31my");
	ck_assert_str_eq(clean("truncated \xe2\x82"), "truncated ");
	ck_assert_str_eq(clean("\xe2\x82\xac euro"), "\xe2\x82\xac euro");
}
END_TEST

START_TEST(test_sanitize_invisible)
{
	char	buf[] = "a\xe2\x80\xae" "b\n\xef\xbb\xbf" "c";

	/* Right-to-left override (U+202E): "evil\u202Etxt.exe". */
	ck_assert_str_eq(clean("evil\xe2\x80\xaetxt.exe"), "eviltxt.exe");
	/* Every embedding, override and isolate. */
	ck_assert_str_eq(clean("<\xe2\x80\xaa\xe2\x80\xab\xe2\x80\xac"
	    "\xe2\x80\xad\xe2\x81\xa6\xe2\x81\xa7\xe2\x81\xa8\xe2\x81\xa9>"),
	    "<>");
	/* Zero-width space, joiners, marks, word joiner, BOM, tags. */
	ck_assert_str_eq(clean("B\xe2\x80\x8bo\xe2\x80\x8c" "b\xe2\x80\x8d"
	    "\xe2\x80\x8e\xe2\x80\x8f\xe2\x81\xa0\xef\xbb\xbf" "!"), "Bob!");
	ck_assert_str_eq(clean("x\xf3\xa0\x80\x81\xf3\xa0\x81\xbfy"), "xy");
	ck_assert_str_eq(clean("\xd8\x9c\xe1\xa0\x8e"), "");
	/* Their neighbours are kept: en dash, ellipsis, ideographic space. */
	ck_assert_str_eq(clean("\xe2\x80\x93\xe2\x80\xa6\xe3\x80\x80z"),
	    "\xe2\x80\x93\xe2\x80\xa6\xe3\x80\x80z");
	ck_assert_int_eq(text_invisible(0x202e), 1);
	ck_assert_int_eq(text_invisible(0x2069), 1);
	ck_assert_int_eq(text_invisible(0x200a), 0);
	ck_assert_int_eq(text_invisible(0x2070), 0);
	ck_assert_int_eq(text_invisible('a'), 0);
	/* Blocks (the message of the day) lose them too. */
	ck_assert_uint_eq(text_sanitize_block(buf, strlen(buf)), 4);
	ck_assert_str_eq(buf, "ab\nc");
}
END_TEST

START_TEST(test_sanitize_block)
{
	char	buf[] = "line one\r\nline\x1b two\n";

	ck_assert_uint_eq(text_sanitize_block(buf, strlen(buf)),
	    strlen("line one\nline two\n"));
	ck_assert_str_eq(buf, "line one\nline two\n");
}
END_TEST

START_TEST(test_words)
{
	char	 buf[] = "  say   hello there ", *p = buf, *w;

	w = text_first_word(&p);
	ck_assert_str_eq(w, "say");
	ck_assert_str_eq(p, "hello there ");
	ck_assert(text_prefix("lo", "look"));
	ck_assert(text_prefix("LOOK", "look"));
	ck_assert(!text_prefix("", "look"));
	ck_assert(!text_prefix("looks", "look"));
}
END_TEST

/* Paragraphs wrapped by hand flow again; blank and indented lines stay. */
START_TEST(test_reflow)
{
	static const struct {
		const char	*in, *out;
	} cases[] = {
		{ "A wide square\nof cobbles.\n", "A wide square of cobbles.\n" },
		{ "One.\n\nTwo\nlines.\n", "One.\n\nTwo lines.\n" },
		{ "A sign:\n  KEEP OUT\nend\n", "A sign:\n  KEEP OUT end\n" },
		{ "trailing \nspace\n", "trailing space\n" },
		{ "crlf\r\nline\r\n", "crlf line\n" },
		{ "", "" },
		{ "\n", "\n" },
		{ "no end", "no end" },
	};
	size_t	 i;
	char	*out;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		out = text_reflow(cases[i].in);
		ck_assert_str_eq(out, cases[i].out);
		free(out);
	}
}
END_TEST

START_TEST(test_strlcpy)
{
	char	small[4];

	ck_assert_uint_eq(text_strlcpy(small, "abcdef", sizeof small), 6);
	ck_assert_str_eq(small, "abc");
}
END_TEST

/* Split "arg" with text_number_arg; the number, and the word in *word. */
static int
number_arg(const char *arg, char *word, size_t size)
{
	char	 buf[64], *w;
	int	 n;

	snprintf(buf, sizeof buf, "%s", arg);
	n = text_number_arg(buf, &w);
	snprintf(word, size, "%s", w);
	return (n);
}

START_TEST(test_number_arg)
{
	char	w[64];

	ck_assert_int_eq(number_arg("2.sword", w, sizeof w), 2);
	ck_assert_str_eq(w, "sword");
	ck_assert_int_eq(number_arg("sword", w, sizeof w), 1);
	ck_assert_str_eq(w, "sword");
	ck_assert_int_eq(number_arg("all.sword", w, sizeof w), -1);
	ck_assert_str_eq(w, "sword");
	ck_assert_int_eq(number_arg("all", w, sizeof w), -1);
	ck_assert_int_eq(number_arg("2147483647.guard", w, sizeof w),
	    2147483647);
	/* Not a number that fits, or with junk: the dot is the word's. */
	ck_assert_int_eq(number_arg("4294967298.guard", w, sizeof w), 1);
	ck_assert_str_eq(w, "4294967298.guard");
	ck_assert_int_eq(number_arg("2147483648.guard", w, sizeof w), 1);
	ck_assert_int_eq(number_arg("99999999999999999999999.x", w, sizeof w),
	    1);
	ck_assert_int_eq(number_arg("2abc.guard", w, sizeof w), 1);
	ck_assert_str_eq(w, "2abc.guard");
	ck_assert_int_eq(number_arg("0.guard", w, sizeof w), 1);
	ck_assert_int_eq(number_arg("-1.guard", w, sizeof w), 1);
	ck_assert_int_eq(number_arg(".guard", w, sizeof w), 1);
	ck_assert_str_eq(w, ".guard");
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("text");
	TCase	*tc = tcase_create("text");

	tcase_add_test(tc, test_sanitize);
	tcase_add_test(tc, test_sanitize_invisible);
	tcase_add_test(tc, test_number_arg);
	tcase_add_test(tc, test_sanitize_block);
	tcase_add_test(tc, test_words);
	tcase_add_test(tc, test_reflow);
	tcase_add_test(tc, test_strlcpy);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
