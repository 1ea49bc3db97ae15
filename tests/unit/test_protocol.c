/*
 * test_protocol.c: the subnegotiation payload parsers, and the colours
 * and charset a client's own word (MSDP) sets.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "descriptor.h"
#include "protocol.h"

START_TEST(test_naws)
{
	const uint8_t	ok[] = { 0, 80, 0, 24 }, wide[] = { 1, 44, 255, 255 };
	unsigned int	w = 0, h = 0;

	ck_assert_int_eq(proto_parse_naws(ok, 4, &w, &h), 0);
	ck_assert_uint_eq(w, 80);
	ck_assert_uint_eq(h, 24);
	ck_assert_int_eq(proto_parse_naws(wide, 4, &w, &h), 0);
	ck_assert_uint_eq(w, 300);
	ck_assert_uint_eq(h, 65535);
	ck_assert_int_eq(proto_parse_naws(ok, 3, &w, &h), -1);
	ck_assert_int_eq(proto_parse_naws(ok, 0, &w, &h), -1);
	ck_assert_uint_eq(w, 300);		/* untouched on error */
}
END_TEST

START_TEST(test_ttype_and_mtts)
{
	const uint8_t	is[] = "\0TINTIN++", send[] = "\1", junk[] =
	    "\0MT\x1bTS\xff 271";
	char		name[8];

	ck_assert_int_eq(proto_parse_ttype(is, 9, name, sizeof name), 0);
	ck_assert_str_eq(name, "TINTIN+");	/* cut to fit */
	ck_assert_int_eq(proto_parse_ttype(send, 1, name, sizeof name), -1);
	ck_assert_int_eq(proto_parse_ttype(is, 0, name, sizeof name), -1);
	ck_assert_int_eq(proto_parse_ttype(junk, sizeof junk - 1, name,
	    sizeof name), 0);
	ck_assert_ptr_null(strchr(name, '\x1b'));
	ck_assert_int_eq(proto_parse_mtts("MTTS 271"), 271);
	ck_assert_int_eq(proto_parse_mtts("MTTS "), -1);
	ck_assert_int_eq(proto_parse_mtts("MTTS 27x"), -1);
	ck_assert_int_eq(proto_parse_mtts("MTTS 99999999"), -1);
	ck_assert_int_eq(proto_parse_mtts("xterm"), -1);
}
END_TEST

START_TEST(test_gmcp)
{
	const char	*hello = "Core.Hello {\"client\":\"x\"}", *bare =
	    "Core.Ping", *bad = "Bad\x01Name {}";
	char		 pkg[16], *json;
	char		 big[64];

	ck_assert_int_eq(proto_parse_gmcp((const uint8_t *)hello,
	    strlen(hello), pkg, sizeof pkg, &json), 0);
	ck_assert_str_eq(pkg, "Core.Hello");
	ck_assert_str_eq(json, "{\"client\":\"x\"}");
	free(json);
	ck_assert_int_eq(proto_parse_gmcp((const uint8_t *)bare,
	    strlen(bare), pkg, sizeof pkg, &json), 0);
	ck_assert_ptr_null(json);
	ck_assert_int_eq(proto_parse_gmcp((const uint8_t *)bad, strlen(bad),
	    pkg, sizeof pkg, &json), -1);
	ck_assert_int_eq(proto_parse_gmcp((const uint8_t *)"", 0, pkg,
	    sizeof pkg, &json), -1);
	memset(big, 'A', sizeof big);
	ck_assert_int_eq(proto_parse_gmcp((const uint8_t *)big, sizeof big,
	    pkg, sizeof pkg, &json), -1);
	/* A NUL inside the body is refused rather than cut. */
	ck_assert_int_eq(proto_parse_gmcp((const uint8_t *)"A.B {\0}", 7, pkg,
	    sizeof pkg, &json), -1);
}
END_TEST

/* CHARSET: the names we know and the pick from a REQUEST's list. */
START_TEST(test_charset_choose)
{
	const char	*both = ";ISO-8859-1;UTF-8", *latin = " latin1 ascii",
			*none = ";KOI8-R;CP1252", *ttable = "[TTABLE]\001;UTF-8";

	ck_assert_int_eq(proto_charset_choose((const uint8_t *)both,
	    strlen(both)), PROTO_CHARSET_UTF8);
	ck_assert_int_eq(proto_charset_choose((const uint8_t *)latin,
	    strlen(latin)), PROTO_CHARSET_LATIN1);
	ck_assert_int_eq(proto_charset_choose((const uint8_t *)none,
	    strlen(none)), PROTO_CHARSET_NONE);
	ck_assert_int_eq(proto_charset_choose((const uint8_t *)ttable,
	    strlen(ttable)), PROTO_CHARSET_UTF8);
	ck_assert_int_eq(proto_charset_choose((const uint8_t *)";", 1),
	    PROTO_CHARSET_NONE);
	ck_assert_int_eq(proto_charset_choose((const uint8_t *)"", 0),
	    PROTO_CHARSET_NONE);
	ck_assert_int_eq(proto_charset_lookup("iso-8859-1", 10),
	    PROTO_CHARSET_LATIN1);
	ck_assert_int_eq(proto_charset_lookup("UTF-8X", 6), PROTO_CHARSET_NONE);
	ck_assert_str_eq(proto_charset_name(PROTO_CHARSET_LATIN1),
	    "ISO-8859-1");
}
END_TEST

/* UTF-8 to Latin-1 or ASCII, and Latin-1 to UTF-8. */
START_TEST(test_charset_transcode)
{
	char	out[64];
	size_t	n;

	n = proto_utf8_narrow("caf\xc3\xa9 \xe2\x82\xac!", 10, out, 0xff);
	ck_assert_uint_eq(n, 7);
	ck_assert_mem_eq(out, "caf\xe9 ?!", 7);
	n = proto_utf8_narrow("caf\xc3\xa9", 5, out, 0x7f);
	ck_assert_mem_eq(out, "caf?", n);
	/* Broken sequences: each bad byte is one '?', never more bytes. */
	n = proto_utf8_narrow("a\xc3", 2, out, 0xff);
	ck_assert_mem_eq(out, "a?", n);
	n = proto_utf8_narrow("\xff\xc0\x80z", 4, out, 0xff);
	ck_assert_uint_le(n, 4);
	ck_assert_int_eq(out[n - 1], 'z');
	/* ESC and the rest of ASCII pass as they are. */
	n = proto_utf8_narrow("\033[0;31mx", 9, out, 0xff);
	ck_assert_mem_eq(out, "\033[0;31mx", 9);
	n = proto_latin1_to_utf8("caf\xe9 \xff", 6, out);
	ck_assert_uint_eq(n, 8);
	ck_assert_mem_eq(out, "caf\xc3\xa9 \xc3\xbf", 8);
	/* C1 controls (a CSI, 0x9b) never pass as controls either way. */
	n = proto_latin1_to_utf8("\x9b" "2J", 3, out);
	ck_assert_mem_eq(out, "?2J", n);
	n = proto_utf8_narrow("\xc2\x9b" "2J", 4, out, 0xff);
	ck_assert_mem_eq(out, "?2J", n);
}
END_TEST

START_TEST(test_client_sets)
{
	struct descriptor	*d = calloc(1, sizeof *d);
	const uint8_t		 term[] = "\000xterm-256color";

	/* A telnet client that said nothing of its colours: 16. */
	d->speaks_telnet = 1;
	ck_assert_int_eq(proto_colours(d), 16);
	proto_client_sets(d, MTTS_256, 1);
	ck_assert_int_eq(proto_colours(d), 256);
	ck_assert_int_eq(d->proto.mtts, MTTS_256 | MTTS_ANSI);
	proto_client_sets(d, MTTS_256, 0);
	ck_assert_int_eq(proto_colours(d), 16);
	/* No ANSI: no colour at all, 256 or true colour included. */
	d->proto.mtts |= MTTS_TRUECOLOR | MTTS_256;
	proto_client_sets(d, MTTS_ANSI, 0);
	ck_assert_int_eq(proto_colours(d), 0);
	proto_client_sets(d, MTTS_ANSI, 1);
	ck_assert_int_eq(proto_colours(d), 16);
	/* UTF-8, unless CHARSET agreed on something. */
	proto_client_sets(d, MTTS_UTF8, 1);
	ck_assert_int_eq(d->proto.utf8, 1);
	d->proto.charset = PROTO_CHARSET_LATIN1;
	d->proto.utf8 = 0;
	proto_client_sets(d, MTTS_UTF8, 1);
	ck_assert_int_eq(d->proto.utf8, 0);
	/*
	 * What the client did not speak of stays as it was: UTF-8 alone
	 * leaves the 16 colours of a telnet client; no 256 colours leaves
	 * 16; a terminal type naming 256 colours later does not add them.
	 */
	memset(&d->proto, 0, sizeof d->proto);
	proto_client_sets(d, MTTS_UTF8, 1);
	ck_assert_int_eq(proto_colours(d), 16);
	proto_client_sets(d, MTTS_256, 0);
	ck_assert_int_eq(proto_colours(d), 16);
	d->proto.ttype_round = 2;	/* the last answer: nothing asked */
	proto_subneg(d, 24, term, sizeof term - 1);
	ck_assert_str_eq(d->proto.ttype_last, "xterm-256color");
	ck_assert_int_eq(proto_colours(d), 16);
	/* Not a bit it knows: nothing. */
	d->proto.mtts_client = 0;
	proto_client_sets(d, 64, 1);
	ck_assert_int_eq(d->proto.mtts_client, 0);
	/* A dumb terminal gets no colour, unless the client asks for it. */
	memset(&d->proto, 0, sizeof d->proto);
	strcpy(d->proto.client, "DUMB");
	ck_assert_int_eq(proto_colours(d), 0);
	proto_client_sets(d, MTTS_ANSI, 1);
	ck_assert_int_eq(proto_colours(d), 16);
	free(d);
}
END_TEST

/* No charset agreed: valid UTF-8 kept, invalid bytes read as Latin-1. */
START_TEST(test_charset_mixed)
{
	char	out[64];
	size_t	n;

	n = proto_mixed_to_utf8("say caf\xe9 ok", 12, out);
	ck_assert_uint_eq(n, 13);
	ck_assert_mem_eq(out, "say caf\xc3\xa9 ok", 13);
	/* UTF-8 that is valid stays, beside a Latin-1 byte. */
	n = proto_mixed_to_utf8("\xc3\xa9\xe9\xe2\x82\xac", 6, out);
	ck_assert_uint_eq(n, 7);
	ck_assert_mem_eq(out, "\xc3\xa9\xc3\xa9\xe2\x82\xac", 7);
	/* C1 controls never pass, as bytes or as UTF-8; 0xa0 and 0xff do. */
	n = proto_mixed_to_utf8("\x9b" "2J\xc2\x85x\xa0\xff", 8, out);
	ck_assert_uint_eq(n, 7);
	ck_assert_mem_eq(out, "2Jx\xc2\xa0\xc3\xbf", 7);
	/* A sequence cut short: its lead byte is Latin-1. */
	n = proto_mixed_to_utf8("a\xc3", 2, out);
	ck_assert_mem_eq(out, "a\xc3\x83", n);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("protocol");
	TCase	*tc = tcase_create("parse");

	tcase_add_test(tc, test_naws);
	tcase_add_test(tc, test_ttype_and_mtts);
	tcase_add_test(tc, test_gmcp);
	tcase_add_test(tc, test_charset_choose);
	tcase_add_test(tc, test_charset_transcode);
	tcase_add_test(tc, test_client_sets);
	tcase_add_test(tc, test_charset_mixed);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
