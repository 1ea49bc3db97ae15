/* test_webgate.c: unit tests for the telnet-to-page gateway. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "check_main.h"
#include "telnet.h"
#include "webgate.h"

struct cap {
	char	 msgs[64][512];
	int	 n;
	uint8_t	 reply[4096];
	size_t	 reply_len;
};

static void
cap_message(void *arg, const char *json, size_t len)
{
	struct cap	*c = arg;

	ck_assert_int_lt(c->n, 64);
	ck_assert_uint_lt(len, 512);
	memcpy(c->msgs[c->n], json, len);
	c->msgs[c->n++][len] = '\0';
}

static void
cap_reply(void *arg, const void *buf, size_t len)
{
	struct cap	*c = arg;

	ck_assert_uint_le(c->reply_len + len, sizeof c->reply);
	memcpy(c->reply + c->reply_len, buf, len);
	c->reply_len += len;
}

static const struct webgate_callbacks cap_cbs = {
	.message = cap_message,
	.reply = cap_reply,
};

static struct webgate *
gate(struct cap *c)
{
	memset(c, 0, sizeof *c);
	return (webgate_new(&cap_cbs, c, 1024));
}

static void
feed(struct webgate *g, const char *s, size_t len)
{
	webgate_write(g, s, len);
	webgate_flush(g);
}

START_TEST(test_text)
{
	struct cap	 c;
	struct webgate	*g = gate(&c);
	const char	 in[] = "\x1b[1mHi\x1b[0m\r\nthere \xff\xff!";

	feed(g, in, sizeof in - 1);
	ck_assert_int_eq(c.n, 1);
	/* CR dropped, IAC IAC is 0xFF, not UTF-8: U+FFFD. */
	ck_assert_str_eq(c.msgs[0],
	    "{\"text\":\"\\u001B[1mHi\\u001B[0m\\nthere \xef\xbf\xbd!\"}");
	ck_assert_uint_eq(c.reply_len, 0);
	webgate_free(g);
}
END_TEST

START_TEST(test_utf8_cut)
{
	struct cap	 c;
	struct webgate	*g = gate(&c);

	/* é cut in two between writes: one character, sent whole. */
	feed(g, "caf\xc3", 4);
	ck_assert_int_eq(c.n, 1);
	ck_assert_str_eq(c.msgs[0], "{\"text\":\"caf\"}");
	feed(g, "\xa9!", 2);
	ck_assert_int_eq(c.n, 2);
	ck_assert_str_eq(c.msgs[1], "{\"text\":\"\xc3\xa9!\"}");
	/* An invalid lead byte is replaced, not held. */
	feed(g, "\xc0", 1);
	ck_assert_str_eq(c.msgs[2], "{\"text\":\"\xef\xbf\xbd\"}");
	webgate_free(g);
}
END_TEST

START_TEST(test_negotiation)
{
	struct cap	 c;
	struct webgate	*g = gate(&c);
	const uint8_t	 in[] = { 255, 251, TELOPT_GMCP, 255, 251, TELOPT_EOR,
			    255, 251, TELOPT_MCCP2, 255, 253, TELOPT_NAWS,
			    255, 253, TELOPT_TTYPE, 255, 251, TELOPT_GMCP };
	const uint8_t	 want[] = { 255, 253, TELOPT_GMCP };

	feed(g, (const char *)in, sizeof in);
	ck_assert_int_eq(c.n, 0);
	/* DO GMCP, then Core.Hello and Core.Supports.Set. */
	ck_assert_int_eq(memcmp(c.reply, want, 3), 0);
	ck_assert_ptr_nonnull(memmem(c.reply, c.reply_len, "Core.Hello {", 12));
	ck_assert_ptr_nonnull(memmem(c.reply, c.reply_len,
	    "Core.Supports.Set [\"Char 1\"", 27));
	ck_assert_ptr_nonnull(memmem(c.reply, c.reply_len,
	    "\xff\xfd\x19", 3));			/* DO EOR */
	ck_assert_ptr_nonnull(memmem(c.reply, c.reply_len,
	    "\xff\xfe\x56", 3));			/* DONT MCCP2 */
	ck_assert_ptr_nonnull(memmem(c.reply, c.reply_len,
	    "\xff\xfb\x1f", 3));			/* WILL NAWS */
	/* No size yet: no NAWS subnegotiation. */
	ck_assert_ptr_null(memmem(c.reply, c.reply_len, "\xff\xfa\x1f", 3));
	ck_assert_ptr_nonnull(memmem(c.reply, c.reply_len,
	    "\xff\xfb\x18", 3));			/* WILL TTYPE */
	/* The repeated WILL GMCP is not answered again. */
	ck_assert_ptr_null(memmem(memmem(c.reply, c.reply_len, "\xff\xfd\xc9",
	    3) + 3, c.reply_len - 3, "\xff\xfd\xc9", 3));
	webgate_free(g);
}
END_TEST

/* The page's size, as NAWS: when the server asks, and on each change. */
START_TEST(test_naws)
{
	struct cap	 c;
	struct webgate	*g = gate(&c);
	const uint8_t	 do_naws[] = { 255, 253, TELOPT_NAWS };
	const uint8_t	 will_sb[] = { 255, 251, TELOPT_NAWS, 255, 250,
			    TELOPT_NAWS, 0, 42, 0, 20, 255, 240 };
	const uint8_t	 sb_ff[] = { 255, 250, TELOPT_NAWS, 1, 255, 255, 0,
			    255, 255, 255, 240 };
	const char	 before[] = "{\"naws\":[42,20]}";
	const char	*bad[] = { "{\"naws\":[0,20]}", "{\"naws\":[\"80\",24]}",
			    "{\"naws\":[80]}", "{\"naws\":80}", "[80,24]",
			    "{\"naws\":[80,24", "{\"naws\":[-3,24]}",
			    "{\"naws\":[80.5,24]}" };
	size_t		 i;

	/* Told before the server asked: kept, sent with the WILL. */
	webgate_control(g, before, sizeof before - 1);
	ck_assert_uint_eq(c.reply_len, 0);
	feed(g, (const char *)do_naws, sizeof do_naws);
	ck_assert_uint_eq(c.reply_len, sizeof will_sb);
	ck_assert_int_eq(memcmp(c.reply, will_sb, sizeof will_sb), 0);
	ck_assert_int_eq(c.n, 0);
	/* The same size again: nothing new. */
	webgate_control(g, before, sizeof before - 1);
	ck_assert_uint_eq(c.reply_len, sizeof will_sb);
	/* Not a size: ignored, nothing sent, nothing kept. */
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		webgate_control(g, bad[i], strlen(bad[i]));
	webgate_control(g, "", 0);
	ck_assert_uint_eq(c.reply_len, sizeof will_sb);
	/* A change (511 x 255): sent, its 0xff bytes doubled. */
	c.reply_len = 0;
	webgate_control(g, "{\"naws\":[511,255]}", 18);
	ck_assert_uint_eq(c.reply_len, sizeof sb_ff);
	ck_assert_int_eq(memcmp(c.reply, sb_ff, sizeof sb_ff), 0);
	/* Past two bytes: cut to 65535. */
	c.reply_len = 0;
	webgate_control(g, "{\"naws\":[70000,1]}", 18);
	ck_assert_uint_eq(c.reply_len, 11);
	ck_assert_int_eq(memcmp(c.reply + 3, "\xff\xff\xff\xff\x00\x01",
	    6), 0);
	webgate_free(g);
}
END_TEST

START_TEST(test_echo_prompt)
{
	struct cap	 c;
	struct webgate	*g = gate(&c);
	const char	 in[] = "Password: \xff\xfb\x01\xff\xf9";
	const char	 off[] = "\xff\xfc\x01";

	feed(g, in, sizeof in - 1);
	ck_assert_int_eq(c.n, 3);
	ck_assert_str_eq(c.msgs[0], "{\"text\":\"Password: \"}");
	ck_assert_str_eq(c.msgs[1], "{\"echo\":false}");
	ck_assert_str_eq(c.msgs[2], "{\"prompt\":true}");
	ck_assert_int_eq(webgate_echo_off(g), 1);
	ck_assert_int_eq(memcmp(c.reply, "\xff\xfd\x01", 3), 0);
	feed(g, off, 3);
	ck_assert_str_eq(c.msgs[3], "{\"echo\":true}");
	ck_assert_int_eq(webgate_echo_off(g), 0);
	ck_assert_int_eq(memcmp(c.reply + 3, "\xff\xfe\x01", 3), 0);
	webgate_free(g);
}
END_TEST

START_TEST(test_gmcp)
{
	struct cap	 c;
	struct webgate	*g = gate(&c);
	const char	 in[] = "a\xff\xfa\xc9" "Char.Vitals {\"hp\":5}\xff\xf0"
			    "\xff\xfa\xc9" "Core.Ping\xff\xf0"
			    "\xff\xfa\xc9" "Bad {nope\xff\xf0";
	json_t		*j;

	feed(g, in, sizeof in - 1);
	ck_assert_int_eq(c.n, 4);
	ck_assert_str_eq(c.msgs[0], "{\"text\":\"a\"}");
	j = json_loads(c.msgs[1], 0, NULL);
	ck_assert_str_eq(json_string_value(json_object_get(j, "gmcp")),
	    "Char.Vitals");
	ck_assert_int_eq(json_integer_value(json_object_get(json_object_get(j,
	    "data"), "hp")), 5);
	json_decref(j);
	ck_assert_str_eq(c.msgs[2], "{\"gmcp\":\"Core.Ping\",\"data\":null}");
	ck_assert_str_eq(c.msgs[3], "{\"gmcp\":\"Bad\",\"data\":null}");
	webgate_free(g);
}
END_TEST

START_TEST(test_subneg_limit)
{
	struct cap	 c;
	struct webgate	*g = gate(&c);
	char		*in = malloc(3000);

	memcpy(in, "\xff\xfa\xc9X ", 5);
	memset(in + 5, 'a', 2000);
	memcpy(in + 2005, "\xff\xf0ok", 4);
	feed(g, in, 2009);
	ck_assert_int_eq(c.n, 1);
	ck_assert_str_eq(c.msgs[0], "{\"text\":\"ok\"}");
	free(in);
	webgate_free(g);
}
END_TEST

START_TEST(test_ttype_charset)
{
	struct cap	 c;
	struct webgate	*g = gate(&c);
	const char	 doit[] = "\xff\xfd\x18";
	const char	 send[] = "\xff\xfa\x18\x01\xff\xf0";
	const char	 cs[] = "\xff\xfa\x2a\x01;UTF-8\xff\xf0";
	const char	 cs2[] = "\xff\xfa\x2a\x01;KOI8-R\xff\xf0";

	feed(g, doit, 3);
	feed(g, send, 6);
	feed(g, send, 6);
	feed(g, send, 6);
	feed(g, send, 6);
	ck_assert_ptr_nonnull(memmem(c.reply, c.reply_len,
	    "\xff\xfa\x18\x00WEBCLIENT\xff\xf0", 14));
	ck_assert_ptr_nonnull(memmem(c.reply, c.reply_len,
	    "\x00XTERM-TRUECOLOR\xff\xf0", 18));
	ck_assert_ptr_nonnull(memmem(c.reply, c.reply_len,
	    "\x00MTTS 269\xff\xf0", 11));
	/* The last answer repeats: the cycle ends. */
	ck_assert_ptr_nonnull(memmem(memmem(c.reply, c.reply_len,
	    "MTTS 269", 8) + 8, 20, "MTTS 269", 8));
	c.reply_len = 0;
	feed(g, cs, sizeof cs - 1);
	ck_assert_int_eq(memcmp(c.reply, "\xff\xfa\x2a\x02UTF-8\xff\xf0", 11),
	    0);
	c.reply_len = 0;
	feed(g, cs2, sizeof cs2 - 1);
	ck_assert_int_eq(memcmp(c.reply, "\xff\xfa\x2a\x03\xff\xf0", 6), 0);
	webgate_free(g);
}
END_TEST

START_TEST(test_line)
{
	size_t	 len;
	char	*s;

	s = webgate_line("say hi\r\nthere", 13, &len);
	ck_assert_str_eq(s, "say hi  there\n");
	ck_assert_uint_eq(len, 14);
	free(s);
	s = webgate_line("caf\xc3\xa9", 5, &len);
	ck_assert_str_eq(s, "caf\xc3\xa9\n");
	free(s);
	ck_assert_ptr_null(webgate_line("a\xff", 2, &len));
	ck_assert_ptr_null(webgate_line("a\xc3", 2, &len));
	ck_assert_ptr_null(webgate_line("\xed\xa0\x80", 3, &len));
	s = webgate_line("", 0, &len);
	ck_assert_str_eq(s, "\n");
	free(s);
}
END_TEST

static Suite *
webgate_suite(void)
{
	Suite	*s = suite_create("webgate");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_text);
	tcase_add_test(tc, test_utf8_cut);
	tcase_add_test(tc, test_negotiation);
	tcase_add_test(tc, test_echo_prompt);
	tcase_add_test(tc, test_gmcp);
	tcase_add_test(tc, test_subneg_limit);
	tcase_add_test(tc, test_ttype_charset);
	tcase_add_test(tc, test_line);
	tcase_add_test(tc, test_naws);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(webgate_suite()));
}
