/*
 * test_mxp.c: MXP markup in colour rendering ({[tag{]): tags for an MXP
 * client, every other < > & " escaped, nothing at all for the others;
 * wrapping never cuts a tag; mxp_word keeps attributes safe.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "colour.h"
#include "mxp.h"

#define MXP_ANSI16	((enum colour_mode)(COLOUR_ANSI16 | COLOUR_MXP))
#define MXP_NONE	((enum colour_mode)(COLOUR_NONE | COLOUR_MXP))

static void
render_is(const char *s, enum colour_mode mode, const char *want)
{
	char	*out;
	size_t	 len;

	out = colour_render(s, strlen(s), mode, &len);
	ck_assert_msg(strcmp(out, want) == 0, "'%s' mode %#x gave '%s'", s,
	    (unsigned)mode, out);
	ck_assert_uint_eq(len, strlen(want));
	free(out);
}

START_TEST(test_tags_for_mxp)
{
	render_is("[Exits: {[Ex{]south{[/Ex{]]", MXP_NONE,
	    "[Exits: \033[1z<Ex>south\033[1z</Ex>]");
	render_is("{[Obj id=\"sword\"{]A sword.{[/Obj{]", MXP_NONE,
	    "\033[1z<Obj id=\"sword\">A sword.\033[1z</Obj>");
	/* Colour goes on as before beside the tags. */
	render_is("{r{[Ex{]up{[/Ex{]{x", MXP_ANSI16,
	    "\033[0;31m\033[1z<Ex>up\033[1z</Ex>\033[0m");
}
END_TEST

START_TEST(test_no_tags_without_mxp)
{
	/* Exactly the text a client saw before the markup existed. */
	render_is("[Exits: {[Ex{]south{[/Ex{] {[Ex{]up{[/Ex{]]", COLOUR_NONE,
	    "[Exits: south up]");
	render_is("{r{[Ex{]up{[/Ex{]{x <b> & \"q\"", COLOUR_ANSI16,
	    "\033[0;31mup\033[0m <b> & \"q\"");
}
END_TEST

START_TEST(test_text_escaped_for_mxp)
{
	render_is("Bob says '<send href=\"quit\">x</send> & \"q\"'", MXP_NONE,
	    "Bob says '&lt;send href=&quot;quit&quot;&gt;x&lt;/send&gt; "
	    "&amp; &quot;q&quot;'");
	/* A player's text, colour-escaped, can never make a tag. */
	{
		char	*esc = colour_escape("{[Ex{]quit{[/Ex{]");

		render_is(esc, MXP_NONE, "{[Ex{]quit{[/Ex{]");
		free(esc);
	}
}
END_TEST

/* Text rendered without MXP, made safe for an MXP client (a snooper). */
START_TEST(test_mxp_escape)
{
	const char	*in = "\033[0;33m<send href=\"quit\">&x\033[0m\r\n";
	char		*out;
	size_t		 len;

	out = colour_mxp_escape(in, strlen(in), &len);
	ck_assert_str_eq(out, "\033[0;33m&lt;send href=&quot;quit&quot;&gt;"
	    "&amp;x\033[0m\r\n");
	ck_assert_uint_eq(len, strlen(out));
	free(out);
	out = colour_mxp_escape("", 0, &len);
	ck_assert_str_eq(out, "");
	ck_assert_uint_eq(len, 0);
	free(out);
}
END_TEST

START_TEST(test_broken_tags_are_text)
{
	/* No {], a { inside or a newline: not a tag, shown as it is. */
	render_is("a {[Ex b", COLOUR_NONE, "a {[Ex b");
	render_is("a {[E{rx{] b", COLOUR_NONE, "a {[Ex{] b");
	render_is("a {[E\nx{] b", MXP_NONE, "a {[E\nx{] b");
	render_is("{[", MXP_NONE, "{[");
}
END_TEST

START_TEST(test_strlen_skips_tags)
{
	ck_assert_uint_eq(colour_strlen("{[Ex{]south{[/Ex{]"), 5);
}
END_TEST

START_TEST(test_wrap_keeps_tags_whole)
{
	const char	*in = "\033[1z<Obj id=\"long sword\">A long sword lies "
			    "here.\033[1z</Obj>";
	char		*out;
	size_t		 len;

	out = colour_wrap(in, strlen(in), 20, &len);
	/* Tags take no columns and are never cut at their spaces. */
	ck_assert_msg(strstr(out, "\033[1z<Obj id=\"long sword\">") != NULL,
	    "%s", out);
	ck_assert_msg(strstr(out, "\033[1z</Obj>") != NULL, "%s", out);
	ck_assert_msg(strcmp(out, "\033[1z<Obj id=\"long sword\">A long "
	    "sword lies\nhere.\033[1z</Obj>") == 0, "%s", out);
	free(out);
}
END_TEST

/* An entity is the one column an MXP client shows, never cut. */
START_TEST(test_wrap_mxp_entities_one_column)
{
	const char	*in = "ab &lt;&lt;&lt; &amp;&amp; &quot;x&quot; cd";
	char		*out;
	size_t		 len;

	/* Visible: "ab <<< && "x" cd", 16 columns: one line at 16. */
	out = colour_wrap_mxp(in, strlen(in), 16, &len);
	ck_assert_str_eq(out, in);
	free(out);
	/* At 6 a word breaks between entities, not inside one. */
	out = colour_wrap_mxp("&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;", 32, 6, &len);
	ck_assert_str_eq(out, "&lt;&lt;&lt;&lt;&lt;&lt;\n&lt;&lt;");
	free(out);
	/* A lone & is a character: one column, as in plain text. */
	out = colour_wrap_mxp("a & b", 5, 3, &len);
	ck_assert_str_eq(out, "a &\nb");
	free(out);
	/* Without MXP the same bytes are the text as typed: 4 columns. */
	out = colour_wrap("&lt;&lt;", 8, 6, &len);
	ck_assert_str_eq(out, "&lt;&l\nt;");
	free(out);
}
END_TEST

START_TEST(test_word_safe)
{
	ck_assert_str_eq(mxp_word("sword long"), "sword");
	ck_assert_str_eq(mxp_word("  \"x<y>&z' rest"), "xyz");
	ck_assert_str_eq(mxp_word("<>"), "thing");
	ck_assert_str_eq(mxp_word(""), "thing");
	ck_assert_uint_le(strlen(mxp_word("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	    "aaaaaaaaaa")), 31);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("mxp");
	TCase	*tc = tcase_create("render");

	tcase_add_test(tc, test_tags_for_mxp);
	tcase_add_test(tc, test_no_tags_without_mxp);
	tcase_add_test(tc, test_text_escaped_for_mxp);
	tcase_add_test(tc, test_mxp_escape);
	tcase_add_test(tc, test_broken_tags_are_text);
	tcase_add_test(tc, test_strlen_skips_tags);
	tcase_add_test(tc, test_wrap_keeps_tags_whole);
	tcase_add_test(tc, test_word_safe);
	tcase_add_test(tc, test_wrap_mxp_entities_one_column);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
