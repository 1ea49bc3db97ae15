/*
 * test_msdp.c: the MSDP codec: payloads built byte for byte, and a
 * client's read into variables and values, within the limits, with
 * malformed ones stopped where they go wrong.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "msdp.h"

/* What the parser handed over, as "NAME=a,b;" in order. */
struct seen {
	char	text[4096];
	size_t	nvars;
};

static void
seen_var(void *arg, const char *name, const char **vals, size_t nvals)
{
	struct seen	*s = arg;
	size_t		 i;

	s->nvars++;
	strcat(s->text, name);
	strcat(s->text, "=");
	for (i = 0; i < nvals; i++) {
		if (i > 0)
			strcat(s->text, ",");
		if (strlen(s->text) + strlen(vals[i]) + 8 < sizeof s->text)
			strcat(s->text, vals[i]);
	}
	strcat(s->text, ";");
}

static int
parse(const char *p, size_t len, struct seen *s)
{
	memset(s, 0, sizeof *s);
	return (msdp_parse((const uint8_t *)p, len, seen_var, s));
}

START_TEST(test_build)
{
	struct msdp_buf	b;

	msdp_buf_init(&b);
	msdp_pair(&b, "HEALTH", "20");
	msdp_var(&b, "ROOM_EXITS");
	msdp_mark(&b, MSDP_VAL);
	msdp_mark(&b, MSDP_TABLE_OPEN);
	msdp_pair(&b, "n", "3001");
	msdp_mark(&b, MSDP_TABLE_CLOSE);
	ck_assert_uint_eq(b.len, 31);
	ck_assert(memcmp(b.data, "\001HEALTH\00220\001ROOM_EXITS\002\003"
	    "\001n\0023001\004", b.len) == 0);
	msdp_buf_free(&b);
}
END_TEST

START_TEST(test_values_cannot_break_out)
{
	struct msdp_buf	b;

	msdp_buf_init(&b);
	/* A name with delimiters in it loses them. */
	msdp_pair(&b, "ROOM_NAME", "a\001b\002c\006d");
	ck_assert_uint_eq(b.len, 15);
	ck_assert(memcmp(b.data, "\001ROOM_NAME\002abcd", b.len) == 0);
	msdp_buf_free(&b);
}
END_TEST

START_TEST(test_no_control_byte_or_iac)
{
	struct msdp_buf	b;
	const char	want[] = "\001ROOM \002a[31mbc\303\251d";
	size_t		i;

	/*
	 * An ESC, a tab, a newline, DEL and IAC (255) in a name or value
	 * are left out; UTF-8 ("\303\251", e-acute) goes through.
	 */
	msdp_buf_init(&b);
	msdp_var(&b, "RO\tOM\n \377");
	msdp_val(&b, "a\033[31mb\177c\303\251\377d\r");
	ck_assert_uint_eq(b.len, sizeof want - 1);
	ck_assert(memcmp(b.data, want, b.len) == 0);
	for (i = 0; i < b.len; i++)
		ck_assert((unsigned char)b.data[i] != 255);
	msdp_buf_free(&b);
	ck_assert(!msdp_text_byte(0x1b) && !msdp_text_byte(0xff) &&
	    !msdp_text_byte(0x7f) && !msdp_text_byte(MSDP_ARRAY_CLOSE));
	ck_assert(msdp_text_byte(' ') && msdp_text_byte(0xc3));
}
END_TEST

START_TEST(test_parse_commands)
{
	struct seen	s;
	const char	p[] = "\001LIST\002COMMANDS\001REPORT\002HEALTH\002MANA"
			    "\001SEND\002\005\002A\002B\006";

	ck_assert_int_eq(parse(p, sizeof p - 1, &s), 0);
	ck_assert_str_eq(s.text, "LIST=COMMANDS;REPORT=HEALTH,MANA;SEND=A,B;");
}
END_TEST

START_TEST(test_parse_tables_skipped)
{
	struct seen	s;
	const char	p[] = "\001X\002\003\001a\002\003\001b\002c\004\004"
			    "\001Y\002y";

	ck_assert_int_eq(parse(p, sizeof p - 1, &s), 0);
	ck_assert_str_eq(s.text, "X=;Y=y;");
}
END_TEST

START_TEST(test_parse_malformed)
{
	struct seen	s;

	/* Not starting with VAR; a VAR without VAL; an array not closed;
	 * a table not closed; an empty name. The part before is kept. */
	ck_assert_int_eq(parse("X", 1, &s), -1);
	ck_assert_int_eq(parse("\001A\002a\001B", 7, &s), -1);
	ck_assert_str_eq(s.text, "A=a;");
	ck_assert_int_eq(parse("\001A\002\005\002a", 6, &s), -1);
	ck_assert_uint_eq(s.nvars, 0);
	ck_assert_int_eq(parse("\001A\002\003\001b\002c", 8, &s), -1);
	ck_assert_int_eq(parse("\001\002x", 3, &s), -1);
	ck_assert_int_eq(parse("", 0, &s), 0);
}
END_TEST

START_TEST(test_parse_limits)
{
	struct seen	 s;
	char		*p;
	size_t		 len, i;

	/* A value past the limit is cut; values past the limit dropped. */
	p = malloc(4 + MSDP_MAX_VALUE * 4 + 3 * (MSDP_MAX_VALUES + 10));
	len = 0;
	p[len++] = MSDP_VAR;
	p[len++] = 'V';
	p[len++] = MSDP_VAL;
	memset(p + len, 'x', MSDP_MAX_VALUE * 4);
	len += MSDP_MAX_VALUE * 4;
	for (i = 0; i < MSDP_MAX_VALUES + 10; i++) {
		p[len++] = MSDP_VAL;
		p[len++] = 'y';
	}
	ck_assert_int_eq(parse(p, len, &s), 0);
	ck_assert_uint_eq(s.nvars, 1);
	/* "V=" then 256 x's, then 63 ",y" and ";" */
	ck_assert_uint_eq(strlen(s.text), 2 + MSDP_MAX_VALUE +
	    2 * (MSDP_MAX_VALUES - 1) + 1);
	free(p);

	/* Tables deeper than the limit are refused. */
	p = malloc(3 + MSDP_MAX_DEPTH * 2 + 2);
	len = 0;
	p[len++] = MSDP_VAR;
	p[len++] = 'T';
	p[len++] = MSDP_VAL;
	for (i = 0; i <= MSDP_MAX_DEPTH; i++)
		p[len++] = MSDP_TABLE_OPEN;
	for (i = 0; i <= MSDP_MAX_DEPTH; i++)
		p[len++] = MSDP_TABLE_CLOSE;
	ck_assert_int_eq(parse(p, len, &s), -1);
	free(p);
}
END_TEST

START_TEST(test_parse_nul_ends_a_value)
{
	struct seen	s;
	const char	p[] = "\001A\002ab\0cd\001B\002e";

	ck_assert_int_eq(parse(p, sizeof p - 1, &s), 0);
	ck_assert_str_eq(s.text, "A=ab;B=e;");
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("msdp");
	TCase	*tc = tcase_create("codec");

	tcase_add_test(tc, test_build);
	tcase_add_test(tc, test_values_cannot_break_out);
	tcase_add_test(tc, test_no_control_byte_or_iac);
	tcase_add_test(tc, test_parse_commands);
	tcase_add_test(tc, test_parse_tables_skipped);
	tcase_add_test(tc, test_parse_malformed);
	tcase_add_test(tc, test_parse_limits);
	tcase_add_test(tc, test_parse_nul_ends_a_value);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
