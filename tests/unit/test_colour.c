/* test_colour.c: colour markup, its rendering, and word wrapping. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "colour.h"
#include "growbuf.h"

#define RED	"\033[0;31m"
#define BRED	"\033[1;31m"
#define GREEN	"\033[0;32m"
#define GREY	"\033[1;30m"
#define BWHITE	"\033[1;37m"
#define RESET	"\033[0m"

/* Render s in a mode and check the result and the length reported. */
static void
render_is(const char *s, enum colour_mode mode, const char *want)
{
	char	*out;
	size_t	 len;

	out = colour_render(s, strlen(s), mode, &len);
	ck_assert_msg(strcmp(out, want) == 0, "'%s' mode %d gave '%s'", s,
	    (int)mode, out);
	ck_assert_uint_eq(len, strlen(want));
	free(out);
}

/* Wrap s to width and check the result. */
static void
wrap_is(const char *s, unsigned int width, const char *want)
{
	char	*out;
	size_t	 len;

	out = colour_wrap(s, strlen(s), width, &len);
	ck_assert_msg(strcmp(out, want) == 0, "'%s' width %u gave '%s'", s,
	    width, out);
	ck_assert_uint_eq(len, strlen(want));
	free(out);
}

START_TEST(test_render_none)
{
	render_is("plain text", COLOUR_NONE, "plain text");
	render_is("{rred{x and {Gbright{x", COLOUR_NONE, "red and bright");
	render_is("{=123two{=255{x", COLOUR_NONE, "two");
	render_is("a {{b{{", COLOUR_NONE, "a {b{");
	render_is("", COLOUR_NONE, "");
}
END_TEST

START_TEST(test_render_ansi16)
{
	render_is("{rred{x", COLOUR_ANSI16, RED "red" RESET);
	render_is("{Rred", COLOUR_ANSI16, BRED "red" RESET);
	render_is("{gA{DB{WC{x", COLOUR_ANSI16,
	    GREEN "A" GREY "B" BWHITE "C" RESET);
	render_is("{y{b{m{c{w", COLOUR_ANSI16, "\033[0;33m\033[0;34m"
	    "\033[0;35m\033[0;36m\033[0;37m" RESET);
	render_is("{Y{B{M{C", COLOUR_ANSI16, "\033[1;33m\033[1;34m"
	    "\033[1;35m\033[1;36m" RESET);
}
END_TEST

START_TEST(test_render_ansi256)
{
	render_is("{rred{x", COLOUR_ANSI256, RED "red" RESET);
	render_is("{Rx", COLOUR_ANSI256, BRED "x" RESET);
	render_is("{=208orange{x", COLOUR_ANSI256,
	    "\033[0;38;5;208morange" RESET);
	render_is("{=000k", COLOUR_ANSI256, "\033[0;38;5;0mk" RESET);
}
END_TEST

START_TEST(test_render_xterm_in_ansi16)
{
	/* Pure red in the cube, a bright green, a light grey, black. */
	render_is("{=196x", COLOUR_ANSI16, BRED "x" RESET);
	render_is("{=046x", COLOUR_ANSI16, "\033[1;32mx" RESET);
	render_is("{=250x", COLOUR_ANSI16, "\033[0;37mx" RESET);
	render_is("{=009x", COLOUR_ANSI16, BRED "x" RESET);
	/*
	 * Near black is never black text, invisible on a black screen, but
	 * bright black (dark grey); {=000 asks for black itself.
	 */
	render_is("{=016x", COLOUR_ANSI16, "\033[1;30mx" RESET);
	render_is("{=232x", COLOUR_ANSI16, "\033[1;30mx" RESET);
	render_is("{#202020x", COLOUR_ANSI16, "\033[1;30mx" RESET);
	render_is("{#000000x", COLOUR_ANSI16, "\033[1;30mx" RESET);
	render_is("{=000x", COLOUR_ANSI16, "\033[0;30mx" RESET);
	/* In 256 colours and true colour, near black stays exact. */
	render_is("{=016x", COLOUR_ANSI256, "\033[0;38;5;16mx" RESET);
	render_is("{#202020x", COLOUR_TRUE, "\033[0;38;2;32;32;32mx" RESET);
	/* The same colour again sends nothing. */
	render_is("{=196a{Rb", COLOUR_ANSI16, BRED "ab" RESET);
}
END_TEST

START_TEST(test_render_bad_xterm)
{
	static const char *bad[] = {
		"{=12x", "{=256", "{=999", "{=1", "{=", "{=-12", "{=12"
	};
	size_t	i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		render_is(bad[i], COLOUR_NONE, bad[i]);
		render_is(bad[i], COLOUR_ANSI16, bad[i]);
		render_is(bad[i], COLOUR_ANSI256, bad[i]);
	}
	render_is("{=12x{rr", COLOUR_ANSI256, "{=12x" RED "r" RESET);
}
END_TEST

START_TEST(test_render_braces_and_unknown)
{
	render_is("{{r", COLOUR_ANSI16, "{r");
	render_is("{{{r!", COLOUR_ANSI16, "{" RED "!" RESET);
	render_is("{q oops", COLOUR_ANSI16, "{q oops");
	render_is("{q oops", COLOUR_NONE, "{q oops");
	render_is("end {", COLOUR_ANSI256, "end {");
	render_is("{ x", COLOUR_NONE, "{ x");
	render_is("{\xc3\xa9", COLOUR_ANSI16, "{\xc3\xa9");
}
END_TEST

START_TEST(test_render_reset)
{
	/* A colour left on at the end is reset; none is reset twice. */
	render_is("{rno reset", COLOUR_ANSI16, RED "no reset" RESET);
	render_is("{rdone{x", COLOUR_ANSI16, RED "done" RESET);
	render_is("{xplain{x", COLOUR_ANSI16, "plain");
	render_is("{r{x{xa", COLOUR_ANSI16, RED RESET "a");
}
END_TEST

START_TEST(test_render_no_redundant)
{
	render_is("{ra{rb{rc", COLOUR_ANSI16, RED "abc" RESET);
	render_is("{ra{Rb{rc", COLOUR_ANSI16, RED "a" BRED "b" RED "c" RESET);
	render_is("{=100a{=100b", COLOUR_ANSI256,
	    "\033[0;38;5;100mab" RESET);
	/* {=001 and {r are sent differently in 256 colours. */
	render_is("{ra{=001b", COLOUR_ANSI256,
	    RED "a\033[0;38;5;1mb" RESET);
}
END_TEST

START_TEST(test_render_utf8_and_nul)
{
	static const char	in[] = "{rh\xc3\xa9llo\0{gw\xe2\x82\xac";
	static const char	want[] = RED "h\xc3\xa9llo\0" GREEN
	    "w\xe2\x82\xac" RESET;
	char			*out;
	size_t			 len;

	out = colour_render(in, sizeof in - 1, COLOUR_ANSI16, &len);
	ck_assert_uint_eq(len, sizeof want - 1);
	ck_assert(memcmp(out, want, len) == 0);
	ck_assert(out[len] == '\0');
	free(out);

	out = colour_render(in, 3, COLOUR_ANSI16, NULL);	/* stops at len */
	ck_assert_str_eq(out, RED "h" RESET);
	free(out);
}
END_TEST

START_TEST(test_escape_round_trip)
{
	static const char *texts[] = {
		"hello", "{rred{x", "{{", "{", "{{{", "a{=123b", "}{",
		"caf\xc3\xa9 {W", ""
	};
	enum colour_mode	 modes[] = {
		COLOUR_NONE, COLOUR_ANSI16, COLOUR_ANSI256
	};
	char			*esc, *out;
	size_t			 i, m, len;

	for (i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		esc = colour_escape(texts[i]);
		for (m = 0; m < 3; m++) {
			out = colour_render(esc, strlen(esc), modes[m], &len);
			ck_assert_msg(strcmp(out, texts[i]) == 0,
			    "'%s' escaped to '%s' shows '%s'", texts[i], esc,
			    out);
			free(out);
		}
		ck_assert_uint_eq(colour_strlen(esc), strlen(texts[i]) -
		    (strstr(texts[i], "\xc3") != NULL));
		free(esc);
	}
	esc = colour_escape("{r{");
	ck_assert_str_eq(esc, "{{r{{");
	free(esc);
}
END_TEST

START_TEST(test_strlen)
{
	ck_assert_uint_eq(colour_strlen(""), 0);
	ck_assert_uint_eq(colour_strlen("hello"), 5);
	ck_assert_uint_eq(colour_strlen("{rhe{Gllo{x"), 5);
	ck_assert_uint_eq(colour_strlen("{=123abc{=12x"), 3 + 5);
	ck_assert_uint_eq(colour_strlen("{{x"), 2);
	ck_assert_uint_eq(colour_strlen("{q"), 2);
	ck_assert_uint_eq(colour_strlen("a{"), 2);
	ck_assert_uint_eq(colour_strlen("caf\xc3\xa9"), 4);
	ck_assert_uint_eq(colour_strlen("{r\xe2\x82\xac\xf0\x9f\x98\x80{x"),
	    2);
	ck_assert_uint_eq(colour_strlen("\033[1;31mred\033[0m"), 3);
	ck_assert_uint_eq(colour_strlen("\xff\xfe"), 2);
}
END_TEST

START_TEST(test_wrap_basic)
{
	wrap_is("the quick brown fox", 10, "the quick\nbrown fox");
	/* Exactly the width fits; one more does not. */
	wrap_is("aaaa bbbbb", 10, "aaaa bbbbb");
	wrap_is("aaaa bbbbbb", 10, "aaaa\nbbbbbb");
	wrap_is("aaaaaaaaaa", 10, "aaaaaaaaaa");
	wrap_is("one two", 3, "one\ntwo");
	wrap_is("a  b", 10, "a  b");
	wrap_is("", 10, "");
}
END_TEST

START_TEST(test_wrap_newlines_kept)
{
	wrap_is("ab\ncd", 10, "ab\ncd");
	wrap_is("one two\n\nthree four", 7, "one two\n\nthree\nfour");
	wrap_is("line\n", 10, "line\n");
	wrap_is("\n\n", 3, "\n\n");
}
END_TEST

START_TEST(test_wrap_long_words)
{
	wrap_is("abcdefghij", 4, "abcd\nefgh\nij");
	wrap_is("hi abcdefghij", 4, "hi\nabcd\nefgh\nij");
	wrap_is("abcdefgh", 1, "a\nb\nc\nd\ne\nf\ng\nh");
}
END_TEST

START_TEST(test_wrap_escapes)
{
	/* Escape sequences take no room and are never cut. */
	wrap_is("\033[0;31mred\033[0m text", 8,
	    "\033[0;31mred\033[0m text");
	wrap_is("\033[0;31mabcd\033[0;32mefgh\033[0m", 4,
	    "\033[0;31mabcd\033[0;32m\nefgh\033[0m");
	wrap_is("ab\033[0;38;5;208mcd", 3, "ab\033[0;38;5;208mc\nd");
	wrap_is("\033[1;31mxx yy\033[0m", 2, "\033[1;31mxx\nyy\033[0m");
}
END_TEST

START_TEST(test_wrap_utf8)
{
	/* Each character is one column, and never split. */
	wrap_is("\xc3\xa9\xc3\xa9\xc3\xa9 \xe2\x82\xac\xe2\x82\xac", 3,
	    "\xc3\xa9\xc3\xa9\xc3\xa9\n\xe2\x82\xac\xe2\x82\xac");
	wrap_is("\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80", 2,
	    "\xf0\x9f\x98\x80\xf0\x9f\x98\x80\n\xf0\x9f\x98\x80");
	wrap_is("caf\xc3\xa9 ok", 4, "caf\xc3\xa9\nok");
}
END_TEST

START_TEST(test_wrap_indent)
{
	wrap_is("  - one two three", 10, "  - one\n  two\n  three");
	wrap_is("intro words\n   * item with words", 12,
	    "intro words\n   * item\n   with\n   words");
	/* Colour before the indentation does not hide it. */
	wrap_is("\033[0;32m  a bb cc", 6, "\033[0;32m  a bb\n  cc");
	/* No more than half the width is kept. */
	wrap_is("        abc def", 6, "   abc\n   def");
}
END_TEST

START_TEST(test_wrap_zero_width)
{
	static const char	long_line[] =
	    "a very long line that would be wrapped at any sensible width";

	wrap_is(long_line, 0, long_line);
	wrap_is("x\ny  z", 0, "x\ny  z");
}
END_TEST

START_TEST(test_wrap_rendered)
{
	static const char	 in[] = "{rred words{x and {=040green{x";
	char			*r, *w;
	size_t			 rlen, wlen;

	r = colour_render(in, strlen(in), COLOUR_ANSI256, &rlen);
	w = colour_wrap(r, rlen, 9, &wlen);
	ck_assert_str_eq(w, RED "red words" RESET "\nand "
	    "\033[0;38;5;40mgreen" RESET);
	free(w);
	free(r);
}
END_TEST

/* {#rrggbb: true colour, the nearest of 256, of 16, or nothing. */
START_TEST(test_render_rgb)
{
	render_is("{#ff8000B{x", COLOUR_TRUE,
	    "\033[0;38;2;255;128;0mB" RESET);
	render_is("{#FF8000B", COLOUR_TRUE, "\033[0;38;2;255;128;0mB" RESET);
	render_is("{#ff8000B{x", COLOUR_ANSI256, "\033[0;38;5;208mB" RESET);
	render_is("{#ff0000B", COLOUR_ANSI16, BRED "B" RESET);
	render_is("{#cd0000B", COLOUR_ANSI16, RED "B" RESET);
	render_is("{#ff8000B{x", COLOUR_NONE, "B");
	/* Greys go to the grey ramp, not the cube. */
	render_is("{#808080g", COLOUR_ANSI256, "\033[0;38;5;244mg" RESET);
	/* The other codes in true colour mode are as in 256. */
	render_is("{=196A{rC", COLOUR_TRUE, "\033[0;38;5;196mA" RED "C"
	    RESET);
	/* The same colour twice sends nothing the second time. */
	render_is("{#102030a{#102030b", COLOUR_TRUE,
	    "\033[0;38;2;16;32;48mab" RESET);
}
END_TEST

/* A bad {# is not markup: shown as written; escaped text cannot make one. */
START_TEST(test_render_bad_rgb)
{
	char	*e;

	render_is("{#ff80", COLOUR_TRUE, "{#ff80");
	render_is("{#ff80zz!", COLOUR_TRUE, "{#ff80zz!");
	render_is("{#", COLOUR_ANSI256, "{#");
	e = colour_escape("{#ff0000red");
	render_is(e, COLOUR_TRUE, "{#ff0000red");
	free(e);
	ck_assert_uint_eq(colour_strlen("{#ff0000red{x"), 3);
	ck_assert_uint_eq(colour_strlen("{#ff00red"), 9);
}
END_TEST

/*
 * {&: a background, in every mode, kept apart from the foreground: a
 * foreground code keeps the background, {x ends both.
 */
START_TEST(test_render_background)
{
	render_is("{&#ff8000B", COLOUR_TRUE, "\033[0;48;2;255;128;0mB" RESET);
	render_is("{&#ff8000B", COLOUR_ANSI256, "\033[0;48;5;208mB" RESET);
	render_is("{&=021B", COLOUR_ANSI256, "\033[0;48;5;21mB" RESET);
	render_is("{&=021B", COLOUR_TRUE, "\033[0;48;5;21mB" RESET);
	render_is("{&bB", COLOUR_ANSI16, "\033[0;44mB" RESET);
	render_is("{&BB", COLOUR_ANSI16, "\033[0;104mB" RESET);
	render_is("{&#ff0000B", COLOUR_ANSI16, "\033[0;101mB" RESET);
	render_is("{&=196B", COLOUR_ANSI16, "\033[0;101mB" RESET);
	/* A black background is black: only text is kept from black. */
	render_is("{&#000000B", COLOUR_ANSI16, "\033[0;40mB" RESET);
	render_is("{&#ff8000B{x", COLOUR_NONE, "B");
	/* Foreground and background together, in either order. */
	render_is("{W{&bX", COLOUR_ANSI16, BWHITE "\033[0;1;37;44mX" RESET);
	render_is("{&b{WX", COLOUR_ANSI16, "\033[0;44m\033[0;1;37;44mX"
	    RESET);
	render_is("{#ffffff{&#0000ffX", COLOUR_TRUE, "\033[0;38;2;255;255;"
	    "255m\033[0;38;2;255;255;255;48;2;0;0;255mX" RESET);
	/* A new foreground keeps the background; the same twice: nothing. */
	render_is("{&ba{rb{&bc", COLOUR_ANSI16, "\033[0;44ma\033[0;31;44mbc"
	    RESET);
	/* {x ends both; a foreground after it is as it always was. */
	render_is("{&b{Ra{xb{Rc", COLOUR_ANSI16, "\033[0;44m\033[0;1;31;44ma"
	    RESET "b" BRED "c" RESET);
	/* Not a background: shown as written, and escaped text stays. */
	render_is("{&", COLOUR_ANSI16, "{&");
	render_is("{&q{&x{&&r{&=999{&#12", COLOUR_TRUE,
	    "{&q{&x{&&r{&=999{&#12");
	render_is("{{&r", COLOUR_ANSI16, "{&r");
	ck_assert_uint_eq(colour_strlen("{&#ff0000ab{&=001{&r"), 2);
	ck_assert_uint_eq(colour_strlen("{&q"), 3);
}
END_TEST

/* The nearest xterm-256 colour of a few known ones. */
START_TEST(test_nearest256)
{
	ck_assert_int_eq(colour_nearest256(0xff0000), 196);
	ck_assert_int_eq(colour_nearest256(0x000000), 16);
	ck_assert_int_eq(colour_nearest256(0xffffff), 231);
	ck_assert_int_eq(colour_nearest256(0x5f87af), 67);
	ck_assert_int_eq(colour_nearest256(0x080808), 232);
	ck_assert_int_eq(colour_nearest256(0xeeeeee), 255);
}
END_TEST

/*
 * Rendering onto a buffer: after what it holds, reused from empty, and
 * grown where codes make the text longer than the room asked for it.
 */
START_TEST(test_render_into)
{
	struct growbuf	 b = { NULL, 0, 0 };
	char		 big[4001];
	size_t		 i;

	growbuf_puts(&b, "> ");
	colour_render_into(&b, "{rred{x", 7, COLOUR_ANSI16);
	ck_assert_str_eq(b.data, "> " RED "red" RESET);
	ck_assert_uint_eq(b.len, strlen("> " RED "red" RESET));

	b.len = 0;
	colour_render_into(&b, "", 0, COLOUR_ANSI16);
	ck_assert_str_eq(b.data, "");
	colour_render_into(&b, "{Gok", 4, COLOUR_NONE);
	ck_assert_str_eq(b.data, "ok");
	ck_assert_uint_eq(b.len, 2);

	/* 1,000 codes of two bytes, each rendered as seven. */
	for (i = 0; i + 4 <= 4000; i += 4)
		memcpy(big + i, (i / 4) % 2 ? "{gA" "B" : "{rA" "B", 4);
	big[4000] = '\0';
	b.len = 0;
	colour_render_into(&b, big, 4000, COLOUR_ANSI16);
	ck_assert_uint_eq(b.len, 1000 * (7 + 2) + 4);
	ck_assert_uint_eq(strlen(b.data), b.len);
	ck_assert(memcmp(b.data, RED "AB" GREEN "AB", 18) == 0);
	growbuf_free(&b);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("colour");
	TCase	*tc = tcase_create("render");
	TCase	*tw = tcase_create("wrap");

	tcase_add_test(tc, test_render_none);
	tcase_add_test(tc, test_render_ansi16);
	tcase_add_test(tc, test_render_ansi256);
	tcase_add_test(tc, test_render_xterm_in_ansi16);
	tcase_add_test(tc, test_render_bad_xterm);
	tcase_add_test(tc, test_render_braces_and_unknown);
	tcase_add_test(tc, test_render_reset);
	tcase_add_test(tc, test_render_no_redundant);
	tcase_add_test(tc, test_render_utf8_and_nul);
	tcase_add_test(tc, test_escape_round_trip);
	tcase_add_test(tc, test_strlen);
	tcase_add_test(tc, test_render_rgb);
	tcase_add_test(tc, test_render_bad_rgb);
	tcase_add_test(tc, test_render_background);
	tcase_add_test(tc, test_nearest256);
	tcase_add_test(tc, test_render_into);
	suite_add_tcase(s, tc);

	tcase_add_test(tw, test_wrap_basic);
	tcase_add_test(tw, test_wrap_newlines_kept);
	tcase_add_test(tw, test_wrap_long_words);
	tcase_add_test(tw, test_wrap_escapes);
	tcase_add_test(tw, test_wrap_utf8);
	tcase_add_test(tw, test_wrap_indent);
	tcase_add_test(tw, test_wrap_zero_width);
	tcase_add_test(tw, test_wrap_rendered);
	suite_add_tcase(s, tw);
	return (check_main_run(s));
}
