/* test_telnet.c: unit tests for the telnet codec. */
#include <check.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "telnet.h"

#define CAP_SIZE 16384

/* Everything a codec did, in order, for comparing runs. */
struct cap {
	struct telnet	*t;

	uint8_t		 out[CAP_SIZE];	/* bytes sent to the peer */
	size_t		 out_len;
	char		 log[CAP_SIZE];	/* all events, serialised */
	size_t		 log_len;

	int		 nlines;
	char		 lines[16][256];
	size_t		 line_len[16];
	int		 noverlong;
	size_t		 overlong_max;
	int		 noption;
	int		 option_last[3];	/* opt, local, enabled */
	int		 nsubneg;
	uint8_t		 subneg_opt;
	uint8_t		 subneg[256];
	size_t		 subneg_len;
	int		 noverflow;
	uint8_t		 overflow_opt;
	size_t		 overflow_max;

	int		 reenter;	/* callbacks call back into the codec */
	int		 nheard;	/* heard callbacks */
	int		 stop_opt;	/* telnet_stop after this subneg */
};

/* Append raw bytes to the event log. */
static void
cap_log(struct cap *c, const void *buf, size_t len)
{
	ck_assert_uint_le(c->log_len + len, sizeof c->log);
	memcpy(c->log + c->log_len, buf, len);
	c->log_len += len;
}

/* Append a formatted event header to the event log. */
static void __attribute__((format(printf, 2, 3)))
cap_logf(struct cap *c, const char *fmt, ...)
{
	char	tmp[64];
	va_list	ap;
	int	n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	ck_assert_int_gt(n, 0);
	ck_assert_int_lt(n, (int)sizeof tmp);
	cap_log(c, tmp, (size_t)n);
}

/* Send callback: collect the bytes. */
static void
cb_send(void *arg, const void *buf, size_t len)
{
	struct cap	*c = arg;

	ck_assert_uint_le(c->out_len + len, sizeof c->out);
	memcpy(c->out + c->out_len, buf, len);
	c->out_len += len;
}

/* Line callback: record the line; optionally echo it back re-entrantly. */
static void
cb_line(void *arg, char *line, size_t len)
{
	struct cap	*c = arg;

	ck_assert_int_eq(line[len], '\0');
	cap_logf(c, "L%zu:", len);
	cap_log(c, line, len);
	if (c->nlines < 16) {
		ck_assert_uint_lt(len, sizeof c->lines[0]);
		memcpy(c->lines[c->nlines], line, len + 1);
		c->line_len[c->nlines] = len;
	}
	c->nlines++;
	line[0] = 'Z';	/* the buffer is writable */

	if (c->reenter) {
		telnet_send_text(c->t, "echo\n", 5);
		if (len == 4 && memcmp(c->lines[c->nlines - 1], "pass", 4) == 0)
			telnet_set_local(c->t, TELOPT_ECHO, 1);
		if (len == 4 && memcmp(c->lines[c->nlines - 1], "done", 4) == 0)
			telnet_set_local(c->t, TELOPT_ECHO, 0);
	}
}

/* Overlong callback: count. */
static void
cb_overlong(void *arg, size_t max_line)
{
	struct cap	*c = arg;

	cap_logf(c, "V%zu", max_line);
	c->noverlong++;
	c->overlong_max = max_line;
}

/* Option callback: record; optionally negotiate re-entrantly. */
static void
cb_option(void *arg, uint8_t opt, int local, int enabled)
{
	struct cap	*c = arg;

	cap_logf(c, "O%u,%d,%d", opt, local, enabled);
	c->noption++;
	c->option_last[0] = opt;
	c->option_last[1] = local;
	c->option_last[2] = enabled;
	if (c->reenter && opt == TELOPT_NAWS && !local && enabled) {
		telnet_set_remote(c->t, TELOPT_TTYPE, 1);
		ck_assert_int_eq(telnet_remote_enabled(c->t, TELOPT_NAWS), 1);
	}
}

/* Subnegotiation callback: record; optionally answer re-entrantly. */
static void
cb_subneg(void *arg, uint8_t opt, const uint8_t *data, size_t len)
{
	struct cap	*c = arg;

	cap_logf(c, "S%u,%zu:", opt, len);
	cap_log(c, data, len);
	c->nsubneg++;
	c->subneg_opt = opt;
	ck_assert_uint_le(len, sizeof c->subneg);
	memcpy(c->subneg, data, len);
	c->subneg_len = len;
	if (c->reenter && opt == TELOPT_TTYPE)
		telnet_send_subneg(c->t, TELOPT_TTYPE, "\001", 1);
	if (c->stop_opt != 0 && opt == c->stop_opt)
		telnet_stop(c->t);
}

/* Heard callback: count. */
static void
cb_heard(void *arg)
{
	struct cap	*c = arg;

	c->nheard++;
}

/* Subnegotiation overflow callback: count. */
static void
cb_overflow(void *arg, uint8_t opt, size_t max_subneg)
{
	struct cap	*c = arg;

	cap_logf(c, "X%u,%zu", opt, max_subneg);
	c->noverflow++;
	c->overflow_opt = opt;
	c->overflow_max = max_subneg;
}

static const struct telnet_callbacks all_cbs = {
	.send = cb_send,
	.line = cb_line,
	.overlong = cb_overlong,
	.option = cb_option,
	.subneg = cb_subneg,
	.subneg_overflow = cb_overflow,
	.heard = cb_heard
};

/* Make a fresh capture and codec. */
static struct cap *
cap_new(size_t max_line, size_t max_subneg)
{
	struct cap	*c;

	c = calloc(1, sizeof *c);
	ck_assert_ptr_nonnull(c);
	c->t = telnet_new(&all_cbs, c, max_line, max_subneg);
	return (c);
}

/* Free a capture and its codec. */
static void
cap_free(struct cap *c)
{
	telnet_free(c->t);
	free(c);
}

/* Feed a buffer in one go. */
static void
feed(struct cap *c, const void *buf, size_t len)
{
	telnet_recv(c->t, buf, len);
}

/* Feed a string literal (which may contain NUL) in one go. */
#define FEED(c, s) feed((c), (s), sizeof(s) - 1)

/* Check the output so far equals exp, then forget it. */
static void
expect_out(struct cap *c, const void *exp, size_t len)
{
	ck_assert_uint_eq(c->out_len, len);
	ck_assert_mem_eq(c->out, exp, len);
	c->out_len = 0;
}
#define EXPECT_OUT(c, s) expect_out((c), (s), sizeof(s) - 1)

/* Check line i equals the string s. */
static void
expect_line(struct cap *c, int i, const char *s, size_t len)
{
	ck_assert_int_gt(c->nlines, i);
	ck_assert_uint_eq(c->line_len[i], len);
	ck_assert_mem_eq(c->lines[i], s, len);
}
#define EXPECT_LINE(c, i, s) expect_line((c), (i), (s), sizeof(s) - 1)

START_TEST(test_line_endings)
{
	struct cap	*c = cap_new(64, 64);

	FEED(c, "crlf\r\nlf\ncrnul\r\0bare\rtext\n\n\r\n");
	ck_assert_int_eq(c->nlines, 7);
	EXPECT_LINE(c, 0, "crlf");
	EXPECT_LINE(c, 1, "lf");
	EXPECT_LINE(c, 2, "crnul");
	EXPECT_LINE(c, 3, "bare");
	EXPECT_LINE(c, 4, "text");
	EXPECT_LINE(c, 5, "");
	EXPECT_LINE(c, 6, "");
	ck_assert_uint_eq(c->out_len, 0);
	cap_free(c);
}
END_TEST

START_TEST(test_bare_cr_across_calls)
{
	struct cap	*c = cap_new(64, 64);

	/* A bare \r ends the line at once. */
	FEED(c, "one\r");
	ck_assert_int_eq(c->nlines, 1);
	EXPECT_LINE(c, 0, "one");
	/* The \n in the next call is swallowed, not an empty line. */
	FEED(c, "\ntwo\r");
	ck_assert_int_eq(c->nlines, 2);
	EXPECT_LINE(c, 1, "two");
	/* So is a \0. */
	FEED(c, "\0");
	FEED(c, "three\r");
	ck_assert_int_eq(c->nlines, 3);
	EXPECT_LINE(c, 2, "three");
	/* \r \r \n is a line, then an empty line ended by \r\n. */
	FEED(c, "\r\n");
	ck_assert_int_eq(c->nlines, 4);
	EXPECT_LINE(c, 3, "");
	/* Only one byte is swallowed: \r \n \n is two lines. */
	FEED(c, "\n");
	ck_assert_int_eq(c->nlines, 5);
	EXPECT_LINE(c, 4, "");
	FEED(c, "four\r\n\n");
	ck_assert_int_eq(c->nlines, 7);
	EXPECT_LINE(c, 5, "four");
	EXPECT_LINE(c, 6, "");
	cap_free(c);
}
END_TEST

START_TEST(test_nul_dropped)
{
	struct cap	*c = cap_new(4, 64);

	/* NULs are dropped and do not count against max_line. */
	FEED(c, "a\0b\0\0c\0d\n");
	ck_assert_int_eq(c->nlines, 1);
	EXPECT_LINE(c, 0, "abcd");
	ck_assert_int_eq(c->noverlong, 0);
	cap_free(c);
}
END_TEST

START_TEST(test_iac_iac_in_data)
{
	struct cap	*c = cap_new(64, 64);

	FEED(c, "a\xff\xff" "b\xff\xff\n");
	ck_assert_int_eq(c->nlines, 1);
	EXPECT_LINE(c, 0, "a\xff" "b\xff");
	ck_assert_uint_eq(c->out_len, 0);
	cap_free(c);
}
END_TEST

START_TEST(test_iac_commands)
{
	struct cap	*c = cap_new(64, 64);

	/*
	 * NOP, GA, EOR, DM, stray SE are consumed silently; AYT is answered
	 * with something visible (RFC 854), and leaves the line alone.
	 */
	FEED(c, "ab\xff\xf1" "c\xff\xf9\xff\xf6\xff\xef\xff\xf2\xff\xf0" "d\n");
	ck_assert_int_eq(c->nlines, 1);
	EXPECT_LINE(c, 0, "abcd");
	EXPECT_OUT(c, "\r\n[Yes]\r\n");
	/* EC erases one character (a whole UTF-8 one), EL the line. */
	FEED(c, "xy\xff\xf7z\xc3\xa9\xff\xf7!\n");
	EXPECT_LINE(c, 1, "xz!");
	FEED(c, "junk\xff\xf8kept\n");
	EXPECT_LINE(c, 2, "kept");
	FEED(c, "\xff\xf7\xff\xf7ok\n");
	EXPECT_LINE(c, 3, "ok");
	ck_assert_int_eq(c->nlines, 4);
	ck_assert_uint_eq(c->out_len, 0);
	cap_free(c);
}
END_TEST

/* telnet_stop from a callback: recv returns the bytes taken so far. */
START_TEST(test_stop)
{
	struct cap	*c = cap_new(64, 64);
	const char	 in[] = "hi\n\xff\xfa\x57\xff\xf0zz\n";
	size_t		 n;

	c->stop_opt = TELOPT_MCCP3;
	n = telnet_recv(c->t, in, sizeof in - 1);
	ck_assert_uint_eq(n, 8);		/* up to and with IAC SE */
	ck_assert_int_eq(c->nlines, 1);
	ck_assert_int_eq(c->nsubneg, 1);
	ck_assert_int_eq(c->subneg_opt, TELOPT_MCCP3);
	/* The rest, fed back (inflated, in real use), goes on as usual. */
	n = telnet_recv(c->t, in + 8, sizeof in - 1 - 8);
	ck_assert_uint_eq(n, 3);
	ck_assert_int_eq(c->nlines, 2);
	EXPECT_LINE(c, 1, "zz");
	/* Without a stop, everything is taken. */
	ck_assert_uint_eq(telnet_recv(c->t, "ab\n", 3), 3);
	cap_free(c);
}
END_TEST

/* The heard callback comes once, at the first command, not at IAC IAC. */
START_TEST(test_heard)
{
	struct cap	*c = cap_new(64, 64);

	FEED(c, "plain \xff\xff text\n");
	ck_assert_int_eq(c->nheard, 0);
	FEED(c, "\xff\xfe\x01");		/* DONT ECHO */
	ck_assert_int_eq(c->nheard, 1);
	FEED(c, "\xff\xf1\xff\xfc\x01");	/* NOP, WONT ECHO */
	ck_assert_int_eq(c->nheard, 1);
	cap_free(c);
}
END_TEST

/* An unsolicited DO ECHO is refused unless ECHO is allowed. */
START_TEST(test_do_echo_refused)
{
	struct cap	*c = cap_new(64, 64);

	FEED(c, "\xff\xfd\x01");
	expect_out(c, "\xff\xfc\x01", 3);
	ck_assert_int_eq(telnet_local_enabled(c->t, TELOPT_ECHO), 0);
	/* Asked for, it is taken. */
	telnet_set_local(c->t, TELOPT_ECHO, 1);
	expect_out(c, "\xff\xfb\x01", 3);
	FEED(c, "\xff\xfd\x01");
	ck_assert_int_eq(telnet_local_enabled(c->t, TELOPT_ECHO), 1);
	ck_assert_uint_eq(c->out_len, 0);
	cap_free(c);
}
END_TEST

START_TEST(test_subneg_naws)
{
	struct cap	*c = cap_new(64, 64);
	const uint8_t	 exp[] = { 0x00, 0xff, 0x00, 0x18 };
	const uint8_t	 exp2[] = { 0x01, 0xff };

	telnet_allow(c->t, TELOPT_NAWS, 0, 1);
	FEED(c, "\xff\xfb\x1f");
	EXPECT_OUT(c, "\xff\xfd\x1f");
	ck_assert_int_eq(telnet_remote_enabled(c->t, TELOPT_NAWS), 1);

	/* Width 255 has its 0xff doubled. */
	FEED(c, "\xff\xfa\x1f\x00\xff\xff\x00\x18\xff\xf0" "after\n");
	ck_assert_int_eq(c->nsubneg, 1);
	ck_assert_int_eq(c->subneg_opt, TELOPT_NAWS);
	ck_assert_uint_eq(c->subneg_len, 4);
	ck_assert_mem_eq(c->subneg, exp, 4);
	EXPECT_LINE(c, 0, "after");

	/* A doubled IAC right before IAC SE. */
	FEED(c, "\xff\xfa\x18\x01\xff\xff\xff\xf0");
	ck_assert_int_eq(c->nsubneg, 2);
	ck_assert_int_eq(c->subneg_opt, TELOPT_TTYPE);
	ck_assert_uint_eq(c->subneg_len, 2);
	ck_assert_mem_eq(c->subneg, exp2, 2);

	/* An empty payload (MCCP2 style). */
	FEED(c, "\xff\xfa\x56\xff\xf0");
	ck_assert_int_eq(c->nsubneg, 3);
	ck_assert_int_eq(c->subneg_opt, TELOPT_MCCP2);
	ck_assert_uint_eq(c->subneg_len, 0);
	ck_assert_uint_eq(c->out_len, 0);
	cap_free(c);
}
END_TEST

START_TEST(test_subneg_ttype_is)
{
	struct cap	*c = cap_new(64, 64);

	FEED(c, "\xff\xfa\x18\x00TINTIN++\xff\xf0");
	ck_assert_int_eq(c->nsubneg, 1);
	ck_assert_uint_eq(c->subneg_len, 9);
	ck_assert_mem_eq(c->subneg, "\0TINTIN++", 9);
	ck_assert_int_eq(c->nlines, 0);
	cap_free(c);
}
END_TEST

START_TEST(test_subneg_overflow)
{
	struct cap	*c = cap_new(64, 8);

	/* Exactly max_subneg bytes is fine. */
	FEED(c, "\xff\xfa\x18" "12345678\xff\xf0");
	ck_assert_int_eq(c->nsubneg, 1);
	ck_assert_uint_eq(c->subneg_len, 8);
	ck_assert_int_eq(c->noverflow, 0);

	/* One more byte is too many. */
	FEED(c, "\xff\xfa\x18" "123456789\xff\xf0");
	ck_assert_int_eq(c->nsubneg, 1);
	ck_assert_int_eq(c->noverflow, 1);
	c->noverflow = 0;

	/* Longer is dropped, reported once, with IAC IAC and IAC SE inside. */
	FEED(c, "\xff\xfa\x18" "123456789abc\xff\xff" "defghijklmnop");
	FEED(c, "qrstuvwxyz\xff\xff\xff\xf0" "line\n");
	ck_assert_int_eq(c->noverflow, 1);
	ck_assert_int_eq(c->overflow_opt, TELOPT_TTYPE);
	ck_assert_uint_eq(c->overflow_max, 8);
	ck_assert_int_eq(c->nsubneg, 1);
	ck_assert_int_eq(c->nlines, 1);
	EXPECT_LINE(c, 0, "line");

	/* Parsing resumes: the next subnegotiation arrives whole. */
	FEED(c, "\xff\xfa\x1f\x00\x50\x00\x18\xff\xf0");
	ck_assert_int_eq(c->nsubneg, 2);
	ck_assert_int_eq(c->subneg_opt, TELOPT_NAWS);
	ck_assert_uint_eq(c->subneg_len, 4);
	ck_assert_mem_eq(c->subneg, "\x00\x50\x00\x18", 4);
	ck_assert_int_eq(c->noverflow, 1);
	cap_free(c);
}
END_TEST

START_TEST(test_subneg_missing_se)
{
	struct cap	*c = cap_new(64, 64);

	telnet_allow(c->t, TELOPT_NAWS, 0, 1);
	/* IAC WILL inside a payload ends it; the payload is dropped. */
	FEED(c, "\xff\xfa\x18" "abc\xff\xfb\x1f" "hi\n");
	ck_assert_int_eq(c->nsubneg, 0);
	EXPECT_OUT(c, "\xff\xfd\x1f");
	ck_assert_int_eq(c->nlines, 1);
	EXPECT_LINE(c, 0, "hi");
	cap_free(c);
}
END_TEST

START_TEST(test_overlong)
{
	struct cap	*c = cap_new(10, 64);

	/* Exactly max_line bytes is fine. */
	FEED(c, "0123456789\n");
	ck_assert_int_eq(c->nlines, 1);
	EXPECT_LINE(c, 0, "0123456789");
	ck_assert_int_eq(c->noverlong, 0);

	/* One more is reported once and the line discarded. */
	FEED(c, "0123456789A");
	ck_assert_int_eq(c->noverlong, 1);
	ck_assert_uint_eq(c->overlong_max, 10);
	FEED(c, "BCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
	FEED(c, "more\xff\xff\r\nnext line\r\n");
	ck_assert_int_eq(c->noverlong, 1);
	ck_assert_int_eq(c->nlines, 2);
	EXPECT_LINE(c, 1, "next line");

	/* An overlong line ended by a bare \r, then \n swallowed. */
	FEED(c, "abcdefghijklmnop\r\nshort\n");
	ck_assert_int_eq(c->noverlong, 2);
	ck_assert_int_eq(c->nlines, 3);
	EXPECT_LINE(c, 2, "short");
	cap_free(c);
}
END_TEST

/*
 * The line and subnegotiation buffers start empty and grow as bytes come,
 * up to a limit that need not be a power of two; after a large
 * subnegotiation the buffer goes and a small one still arrives whole.
 */
START_TEST(test_buffers_grow)
{
	struct cap	*c = cap_new(250, 300);
	uint8_t		 buf[400];
	char		*saved, *cause = NULL;
	struct cap	*c2;
	size_t		 i;
	int		 round;

	for (round = 0; round < 2; round++) {
		/* A 250-byte line, one byte a call: past 64, 128, to 250. */
		for (i = 0; i < 250; i++) {
			buf[i] = (uint8_t)('a' + (i + round) % 26);
			feed(c, buf + i, 1);
		}
		FEED(c, "\r\n");
		ck_assert_int_eq(c->nlines, round + 1);
		expect_line(c, round, (char *)buf, 250);
	}
	/* 251 bytes is one too many. */
	memset(buf, 'x', 251);
	feed(c, buf, 251);
	FEED(c, "\nok\n");
	ck_assert_int_eq(c->noverlong, 1);
	ck_assert_int_eq(c->nlines, 3);
	EXPECT_LINE(c, 2, "ok");

	/* A 255-byte payload (the buffer grows past what is kept)... */
	buf[0] = 0xff;
	buf[1] = 0xfa;
	buf[2] = TELOPT_GMCP;
	for (i = 0; i < 255; i++)
		buf[3 + i] = (uint8_t)('A' + i % 26);
	buf[258] = 0xff;
	buf[259] = 0xf0;
	feed(c, buf, 260);
	ck_assert_int_eq(c->nsubneg, 1);
	ck_assert_uint_eq(c->subneg_len, 255);
	ck_assert_mem_eq(c->subneg, buf + 3, 255);
	/* ...then a small one, and an empty one. */
	FEED(c, "\xff\xfa\x1f\x00\x50\x00\x18\xff\xf0");
	ck_assert_int_eq(c->nsubneg, 2);
	ck_assert_uint_eq(c->subneg_len, 4);
	ck_assert_mem_eq(c->subneg, "\x00\x50\x00\x18", 4);
	FEED(c, "\xff\xfa\x56\xff\xf0");
	ck_assert_int_eq(c->nsubneg, 3);
	ck_assert_uint_eq(c->subneg_len, 0);
	/* Past 300 bytes it overflows, once. */
	memset(buf + 3, 'q', 301);
	buf[304] = 0xff;
	buf[305] = 0xf0;
	feed(c, buf, 306);
	ck_assert_int_eq(c->noverflow, 1);
	ck_assert_int_eq(c->nsubneg, 3);

	/* A half line and a half payload survive a save and restore. */
	FEED(c, "half a line");
	saved = telnet_save(c->t, 1);
	c2 = cap_new(250, 300);
	ck_assert_int_eq(telnet_restore(c2->t, saved, &cause), 0);
	free(saved);
	FEED(c2, " and the rest\n");
	ck_assert_int_eq(c2->nlines, 1);
	EXPECT_LINE(c2, 0, "half a line and the rest");
	FEED(c2, "\xff\xfa\x18" "partial");
	saved = telnet_save(c2->t, 1);
	cap_free(c2);
	c2 = cap_new(250, 300);
	ck_assert_int_eq(telnet_restore(c2->t, saved, &cause), 0);
	free(saved);
	FEED(c2, " payload\xff\xf0");
	ck_assert_int_eq(c2->nsubneg, 1);
	ck_assert_uint_eq(c2->subneg_len, 15);
	ck_assert_mem_eq(c2->subneg, "partial payload", 15);
	cap_free(c2);
	cap_free(c);
}
END_TEST

START_TEST(test_refuse_once)
{
	struct cap	*c = cap_new(64, 64);

	FEED(c, "\xff\xfb\x63");
	EXPECT_OUT(c, "\xff\xfe\x63");
	FEED(c, "\xff\xfb\x63\xff\xfb\x63");
	ck_assert_uint_eq(c->out_len, 0);
	FEED(c, "\xff\xfd\x63");
	EXPECT_OUT(c, "\xff\xfc\x63");
	FEED(c, "\xff\xfd\x63\xff\xfd\x63");
	ck_assert_uint_eq(c->out_len, 0);
	/* WONT/DONT for something never enabled get no answer at all. */
	FEED(c, "\xff\xfc\x63\xff\xfe\x63");
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(telnet_remote_enabled(c->t, 0x63), 0);
	ck_assert_int_eq(telnet_local_enabled(c->t, 0x63), 0);
	ck_assert_int_eq(c->noption, 0);

	/* A known option not allowed on that side is refused too. */
	telnet_allow(c->t, TELOPT_NAWS, 0, 1);
	FEED(c, "\xff\xfd\x1f");
	EXPECT_OUT(c, "\xff\xfc\x1f");
	ck_assert_int_eq(telnet_local_enabled(c->t, TELOPT_NAWS), 0);
	cap_free(c);
}
END_TEST

START_TEST(test_accept_no_loop)
{
	struct cap	*c = cap_new(64, 64);

	telnet_allow(c->t, TELOPT_NAWS, 0, 1);
	telnet_allow(c->t, TELOPT_SGA, 1, 0);

	FEED(c, "\xff\xfb\x1f");
	EXPECT_OUT(c, "\xff\xfd\x1f");
	ck_assert_int_eq(c->noption, 1);
	ck_assert_int_eq(c->option_last[0], TELOPT_NAWS);
	ck_assert_int_eq(c->option_last[1], 0);
	ck_assert_int_eq(c->option_last[2], 1);
	/* The peer repeats itself: silence. */
	FEED(c, "\xff\xfb\x1f\xff\xfb\x1f");
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(c->noption, 1);

	FEED(c, "\xff\xfd\x03");
	EXPECT_OUT(c, "\xff\xfb\x03");
	ck_assert_int_eq(telnet_local_enabled(c->t, TELOPT_SGA), 1);
	ck_assert_int_eq(telnet_remote_enabled(c->t, TELOPT_SGA), 0);
	FEED(c, "\xff\xfd\x03");
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(c->noption, 2);

	/* Disabling is acknowledged once. */
	FEED(c, "\xff\xfc\x1f");
	EXPECT_OUT(c, "\xff\xfe\x1f");
	ck_assert_int_eq(telnet_remote_enabled(c->t, TELOPT_NAWS), 0);
	ck_assert_int_eq(c->noption, 3);
	ck_assert_int_eq(c->option_last[2], 0);
	FEED(c, "\xff\xfc\x1f");
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(c->noption, 3);
	/* And it can be turned on again. */
	FEED(c, "\xff\xfb\x1f");
	EXPECT_OUT(c, "\xff\xfd\x1f");
	ck_assert_int_eq(c->noption, 4);
	cap_free(c);
}
END_TEST

START_TEST(test_set_local_echo)
{
	struct cap	*c = cap_new(64, 64);

	telnet_set_local(c->t, TELOPT_ECHO, 1);
	EXPECT_OUT(c, "\xff\xfb\x01");
	ck_assert_int_eq(telnet_local_enabled(c->t, TELOPT_ECHO), 0);
	telnet_set_local(c->t, TELOPT_ECHO, 1);
	ck_assert_uint_eq(c->out_len, 0);

	FEED(c, "\xff\xfd\x01");
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(telnet_local_enabled(c->t, TELOPT_ECHO), 1);
	ck_assert_int_eq(c->noption, 1);
	ck_assert_int_eq(c->option_last[0], TELOPT_ECHO);
	ck_assert_int_eq(c->option_last[1], 1);
	ck_assert_int_eq(c->option_last[2], 1);
	FEED(c, "\xff\xfd\x01");
	ck_assert_uint_eq(c->out_len, 0);

	telnet_set_local(c->t, TELOPT_ECHO, 0);
	EXPECT_OUT(c, "\xff\xfc\x01");
	ck_assert_int_eq(telnet_local_enabled(c->t, TELOPT_ECHO), 0);
	ck_assert_int_eq(c->noption, 2);
	ck_assert_int_eq(c->option_last[2], 0);
	FEED(c, "\xff\xfe\x01");
	ck_assert_uint_eq(c->out_len, 0);
	telnet_set_local(c->t, TELOPT_ECHO, 0);
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(c->noption, 2);

	/* A client that refuses our WILL: DONT, no reply, still off. */
	telnet_set_local(c->t, TELOPT_ECHO, 1);
	EXPECT_OUT(c, "\xff\xfb\x01");
	FEED(c, "\xff\xfe\x01");
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(telnet_local_enabled(c->t, TELOPT_ECHO), 0);
	ck_assert_int_eq(c->noption, 2);
	cap_free(c);
}
END_TEST

START_TEST(test_set_remote_queue)
{
	struct cap	*c = cap_new(64, 64);

	/* Ask, change our mind while waiting, get the WILL: send DONT. */
	telnet_set_remote(c->t, TELOPT_TTYPE, 1);
	EXPECT_OUT(c, "\xff\xfd\x18");
	telnet_set_remote(c->t, TELOPT_TTYPE, 0);
	ck_assert_uint_eq(c->out_len, 0);
	FEED(c, "\xff\xfb\x18");
	EXPECT_OUT(c, "\xff\xfe\x18");
	ck_assert_int_eq(telnet_remote_enabled(c->t, TELOPT_TTYPE), 0);
	FEED(c, "\xff\xfc\x18");
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(c->noption, 0);

	/* Ask off then on again while WANTNO: DO after the WONT. */
	telnet_set_remote(c->t, TELOPT_TTYPE, 1);
	EXPECT_OUT(c, "\xff\xfd\x18");
	FEED(c, "\xff\xfb\x18");
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(telnet_remote_enabled(c->t, TELOPT_TTYPE), 1);
	telnet_set_remote(c->t, TELOPT_TTYPE, 0);
	EXPECT_OUT(c, "\xff\xfe\x18");
	telnet_set_remote(c->t, TELOPT_TTYPE, 1);
	ck_assert_uint_eq(c->out_len, 0);
	FEED(c, "\xff\xfc\x18");
	EXPECT_OUT(c, "\xff\xfd\x18");
	FEED(c, "\xff\xfb\x18");
	ck_assert_uint_eq(c->out_len, 0);
	ck_assert_int_eq(telnet_remote_enabled(c->t, TELOPT_TTYPE), 1);
	cap_free(c);
}
END_TEST

START_TEST(test_output_escape)
{
	struct cap	*c = cap_new(64, 64);
	char		*big;
	size_t		 i;

	telnet_send_text(c->t, "a\xff" "b\nc\r\nd", 8);
	EXPECT_OUT(c, "a\xff\xff" "b\r\nc\r\nd");
	/* A \r\n split across calls stays \r\n. */
	telnet_send_text(c->t, "x\r", 2);
	telnet_send_text(c->t, "\ny\n", 3);
	EXPECT_OUT(c, "x\r\ny\r\n");
	telnet_send_text(c->t, "\n\n", 2);
	EXPECT_OUT(c, "\r\n\r\n");

	/* Larger than the internal chunk. */
	big = malloc(3000);
	ck_assert_ptr_nonnull(big);
	for (i = 0; i < 3000; i++)
		big[i] = (i % 2) ? '\n' : '\xff';
	telnet_send_text(c->t, big, 3000);
	ck_assert_uint_eq(c->out_len, 6000);
	for (i = 0; i < 6000; i += 4)
		ck_assert_mem_eq(c->out + i, "\xff\xff\r\n", 4);
	c->out_len = 0;

	telnet_send_subneg(c->t, TELOPT_NAWS, "\x00\xff\x00\x18", 4);
	EXPECT_OUT(c, "\xff\xfa\x1f\x00\xff\xff\x00\x18\xff\xf0");
	telnet_send_subneg(c->t, TELOPT_MCCP2, NULL, 0);
	EXPECT_OUT(c, "\xff\xfa\x56\xff\xf0");
	telnet_send_subneg(c->t, TELOPT_GMCP, big, 3000);
	ck_assert_uint_eq(c->out_len, 3 + 4500 + 2);
	ck_assert_mem_eq(c->out, "\xff\xfa\xc9\xff\xff\n", 6);
	ck_assert_mem_eq(c->out + c->out_len - 3, "\n\xff\xf0", 3);
	c->out_len = 0;
	free(big);
	cap_free(c);
}
END_TEST

START_TEST(test_prompt_end)
{
	struct cap	*c = cap_new(64, 64);

	telnet_send_prompt_end(c->t);
	EXPECT_OUT(c, "\xff\xf9");
	telnet_allow(c->t, TELOPT_EOR, 1, 0);
	FEED(c, "\xff\xfd\x19");
	EXPECT_OUT(c, "\xff\xfb\x19");
	telnet_send_prompt_end(c->t);
	EXPECT_OUT(c, "\xff\xef");
	FEED(c, "\xff\xfe\x19");
	EXPECT_OUT(c, "\xff\xfc\x19");
	telnet_send_prompt_end(c->t);
	EXPECT_OUT(c, "\xff\xf9");

	/* The peer doing EOR (WILL EOR) is not what counts. */
	telnet_allow(c->t, TELOPT_EOR, 0, 1);
	FEED(c, "\xff\xfb\x19");
	EXPECT_OUT(c, "\xff\xfd\x19");
	telnet_send_prompt_end(c->t);
	EXPECT_OUT(c, "\xff\xf9");
	cap_free(c);
}
END_TEST

START_TEST(test_reentrant)
{
	struct cap	*c = cap_new(64, 64);

	c->reenter = 1;
	telnet_allow(c->t, TELOPT_NAWS, 0, 1);
	/* Option callback asks for TTYPE from inside telnet_recv. */
	FEED(c, "\xff\xfb\x1f");
	EXPECT_OUT(c, "\xff\xfd\x1f\xff\xfd\x18");
	/* Peer agrees; a subneg callback answers with a subneg. */
	FEED(c, "\xff\xfb\x18\xff\xfa\x18\x00xterm\xff\xf0");
	EXPECT_OUT(c, "\xff\xfa\x18\x01\xff\xf0");
	/* Line callbacks send text and negotiate ECHO. */
	FEED(c, "pass\r\n\xff\xfd\x01" "done\n");
	EXPECT_OUT(c, "echo\r\n\xff\xfb\x01" "echo\r\n\xff\xfc\x01");
	ck_assert_int_eq(c->nlines, 2);
	ck_assert_int_eq(telnet_local_enabled(c->t, TELOPT_ECHO), 0);
	cap_free(c);
}
END_TEST

START_TEST(test_null_callbacks)
{
	struct telnet_callbacks	 cbs = { .send = cb_send, .line = cb_line };
	struct cap		*c;

	c = calloc(1, sizeof *c);
	ck_assert_ptr_nonnull(c);
	c->t = telnet_new(&cbs, c, 4, 4);
	telnet_allow(c->t, TELOPT_NAWS, 0, 1);
	FEED(c, "\xff\xfb\x1f\xff\xfa\x1f" "123456\xff\xf0"
	    "\xff\xfa\x1f" "1\xff\xf0" "toolongline\nok\n");
	EXPECT_OUT(c, "\xff\xfd\x1f");
	ck_assert_int_eq(c->nlines, 1);
	EXPECT_LINE(c, 0, "ok");
	cap_free(c);
}
END_TEST

/* Input for the split tests: a bit of everything. */
static const char split_input[] =
    "\xff\xfb\x1f"			/* WILL NAWS: accepted */
    "\xff\xfd\x19"			/* DO EOR: accepted */
    "\xff\xfb\x63\xff\xfd\x63"		/* unknown: refused */
    "\xff\xfb\x63"			/* repeated: silent */
    "\xff\xfa\x1f\x00\xff\xff\x00\x18\xff\xf0"	/* NAWS 255x24 */
    "look\r\n"
    "say hi\n"
    "\xff\xfa\x18\x00xterm\xff\xf0"	/* TTYPE IS xterm */
    "crnul\r\0"
    "bare\r"
    "after\xff\xf1" "bare\r\n"
    "a\xff\xff" "b\n"			/* IAC IAC in a line */
    "\xff\xfa\x18" "0123456789abcdefghij\xff\xff" "k\xff\xf0"
    "0123456789abcdefghijklmnop\r\n"	/* overlong */
    "x\0y\xff\xf7z\n"
    "\xff\xfc\x1f"			/* WONT NAWS */
    "\xff\xfe\x19"			/* DONT EOR */
    "\r\n"
    "last";

/* Run split_input through a new codec in the pieces cut at cuts[]. */
static struct cap *
run_split(const size_t *cuts, size_t ncuts)
{
	struct cap	*c = cap_new(16, 16);
	size_t		 len = sizeof split_input - 1, from = 0, i;

	telnet_allow(c->t, TELOPT_NAWS, 0, 1);
	telnet_allow(c->t, TELOPT_EOR, 1, 0);
	for (i = 0; i <= ncuts; i++) {
		size_t	to = (i < ncuts) ? cuts[i] : len;

		feed(c, split_input + from, to - from);
		from = to;
	}
	telnet_send_prompt_end(c->t);
	return (c);
}

/* Check two runs saw exactly the same events and output. */
static void
expect_same(const struct cap *a, const struct cap *b)
{
	ck_assert_uint_eq(a->log_len, b->log_len);
	ck_assert_mem_eq(a->log, b->log, a->log_len);
	ck_assert_uint_eq(a->out_len, b->out_len);
	ck_assert_mem_eq(a->out, b->out, a->out_len);
}

START_TEST(test_split_reference)
{
	struct cap	*c = run_split(NULL, 0);
	const char	 exp_out[] =
	    "\xff\xfd\x1f\xff\xfb\x19\xff\xfe\x63\xff\xfc\x63"
	    "\xff\xfe\x1f\xff\xfc\x19\xff\xf9";

	/* Make sure the reference run itself is right. */
	ck_assert_int_eq(c->nlines, 8);
	EXPECT_LINE(c, 0, "look");
	EXPECT_LINE(c, 1, "say hi");
	EXPECT_LINE(c, 2, "crnul");
	EXPECT_LINE(c, 3, "bare");
	EXPECT_LINE(c, 4, "afterbare");
	EXPECT_LINE(c, 5, "a\xff" "b");
	EXPECT_LINE(c, 6, "xz");
	EXPECT_LINE(c, 7, "");
	ck_assert_int_eq(c->nsubneg, 2);
	ck_assert_int_eq(c->noverflow, 1);
	ck_assert_int_eq(c->noverlong, 1);
	ck_assert_int_eq(c->noption, 4);
	ck_assert_uint_eq(c->out_len, sizeof exp_out - 1);
	ck_assert_mem_eq(c->out, exp_out, sizeof exp_out - 1);
	/* "last" has no terminator yet. */
	ck_assert_int_eq(c->nlines, 8);
	cap_free(c);
}
END_TEST

START_TEST(test_split_every_offset)
{
	struct cap	*ref, *c;
	size_t		 len = sizeof split_input - 1, cuts[2], i, j;

	ref = run_split(NULL, 0);
	/* Every single cut. */
	for (i = 0; i <= len; i++) {
		cuts[0] = i;
		c = run_split(cuts, 1);
		expect_same(ref, c);
		cap_free(c);
	}
	/* Every pair of cuts. */
	for (i = 0; i <= len; i++) {
		for (j = i; j <= len; j++) {
			cuts[0] = i;
			cuts[1] = j;
			c = run_split(cuts, 2);
			expect_same(ref, c);
			cap_free(c);
		}
	}
	cap_free(ref);
}
END_TEST

START_TEST(test_split_one_byte)
{
	struct cap	*ref, *c;
	size_t		 len = sizeof split_input - 1, i, *cuts;

	ref = run_split(NULL, 0);
	cuts = calloc(len, sizeof *cuts);
	ck_assert_ptr_nonnull(cuts);
	for (i = 0; i < len; i++)
		cuts[i] = i;
	c = run_split(cuts, len);
	expect_same(ref, c);
	cap_free(c);
	free(cuts);
	cap_free(ref);
}
END_TEST

/* Build the test suite. */
static Suite *
telnet_suite(void)
{
	Suite	*s = suite_create("telnet");
	TCase	*tc;

	tc = tcase_create("input");
	tcase_add_test(tc, test_line_endings);
	tcase_add_test(tc, test_bare_cr_across_calls);
	tcase_add_test(tc, test_nul_dropped);
	tcase_add_test(tc, test_iac_iac_in_data);
	tcase_add_test(tc, test_iac_commands);
	tcase_add_test(tc, test_subneg_naws);
	tcase_add_test(tc, test_subneg_ttype_is);
	tcase_add_test(tc, test_subneg_overflow);
	tcase_add_test(tc, test_subneg_missing_se);
	tcase_add_test(tc, test_overlong);
	tcase_add_test(tc, test_buffers_grow);
	tcase_add_test(tc, test_null_callbacks);
	suite_add_tcase(s, tc);

	tc = tcase_create("negotiation");
	tcase_add_test(tc, test_refuse_once);
	tcase_add_test(tc, test_do_echo_refused);
	tcase_add_test(tc, test_stop);
	tcase_add_test(tc, test_heard);
	tcase_add_test(tc, test_accept_no_loop);
	tcase_add_test(tc, test_set_local_echo);
	tcase_add_test(tc, test_set_remote_queue);
	tcase_add_test(tc, test_reentrant);
	suite_add_tcase(s, tc);

	tc = tcase_create("output");
	tcase_add_test(tc, test_output_escape);
	tcase_add_test(tc, test_prompt_end);
	suite_add_tcase(s, tc);

	tc = tcase_create("split");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_split_reference);
	tcase_add_test(tc, test_split_every_offset);
	tcase_add_test(tc, test_split_one_byte);
	suite_add_tcase(s, tc);

	return (s);
}

/* Run the suite; exit non-zero if any test failed. */
int
main(void)
{
	SRunner	*sr;
	int	 failed;

	sr = srunner_create(telnet_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
}
