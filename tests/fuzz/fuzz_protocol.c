/*
 * fuzz_protocol.c: libFuzzer harness for the subnegotiation parsers
 * (protocol-parse.c) and for proto_subneg, which hands their results on.
 *
 * Byte 0 of the input is the size of the parsers' output buffers (0-71).
 * The rest is a list of records: an option byte (modulo 5: NAWS, TTYPE,
 * CHARSET, GMCP, or the byte itself as the option), a length byte (255:
 * the rest of the input) and the payload. Each payload, copied to a buffer
 * of its exact size so that ASan sees any over-read, goes through every
 * parser, checked against what it promises, then to proto_subneg on one
 * connection, whose protocol state is checked after each record.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "descriptor.h"
#include "log.h"
#include "protocol.h"
#include "telnet.h"
#include "text.h"

#define FUZZ_NAWS_MIN	20	/* the clamp proto_subneg applies */
#define FUZZ_NAWS_MAX	500

/* What the connection sent back. */
struct fuzz {
	unsigned int	nsends;
};

/* Stop the fuzzer on a broken promise. */
static void
fuzz_check(int ok)
{
	if (!ok)
		abort();
}

/* Is s, of at most size bytes, NUL-terminated and printable ASCII? */
static int
fuzz_printable(const char *s, size_t size)
{
	size_t	i;

	for (i = 0; i < size && s[i] != '\0'; i++) {
		if ((uint8_t)s[i] < 0x20 || (uint8_t)s[i] > 0x7e)
			return (0);
	}
	return (i < size);
}

/*
 * Send callback: the only things proto_subneg may answer are TTYPE SEND
 * (counted) and GMCP's Core.Ping.
 */
static void
fuzz_send(void *arg, const void *buf, size_t len)
{
	static const uint8_t	 ttype_send[] = { 255, 250, TELOPT_TTYPE, 1,
				    255, 240 };
	static const uint8_t	 ping[] = { 255, 250, TELOPT_GMCP, 'C', 'o',
				    'r', 'e', '.', 'P', 'i', 'n', 'g', 255,
				    240 };
	struct fuzz		*f = arg;

	if (len == sizeof ping && memcmp(buf, ping, len) == 0)
		return;
	fuzz_check(len == sizeof ttype_send &&
	    memcmp(buf, ttype_send, len) == 0);
	f->nsends++;
}

/* Line callback: never called, nothing is received. */
static void
fuzz_line(void *arg, char *line, size_t len)
{
	abort();
}

static const struct telnet_callbacks fuzz_cbs = {
	.send = fuzz_send,
	.line = fuzz_line
};

/* NAWS: exactly four bytes, big-endian; the outputs untouched otherwise. */
static void
fuzz_naws(const uint8_t *p, size_t len)
{
	unsigned int	w = 70000, h = 70001;

	if (proto_parse_naws(p, len, &w, &h) == 0) {
		fuzz_check(len == 4);
		fuzz_check(w == (unsigned int)(p[0] << 8 | p[1]));
		fuzz_check(h == (unsigned int)(p[2] << 8 | p[3]));
		fuzz_check(w <= 65535 && h <= 65535);
	} else
		fuzz_check(len != 4 && w == 70000 && h == 70001);
}

/* MTTS: -1, or a number in range from a name that starts "MTTS ". */
static void
fuzz_mtts(const char *name)
{
	int	n;

	n = proto_parse_mtts(name);
	fuzz_check(n >= -1 && n <= 65535);
	if (n >= 0)
		fuzz_check(strncmp(name, "MTTS ", 5) == 0);
}

/*
 * TTYPE IS: the printable bytes of the name, in order, as many as fit in
 * outlen with the NUL; then MTTS on what came out.
 */
static void
fuzz_ttype(const uint8_t *p, size_t len, size_t outlen)
{
	char	*out = malloc(outlen);
	size_t	 i, j = 0;
	int	 rc;

	rc = proto_parse_ttype(p, len, out, outlen);
	if (len < 1 || p[0] != 0 || outlen == 0) {
		fuzz_check(rc == -1);
		free(out);
		return;
	}
	fuzz_check(rc == 0);
	fuzz_check(fuzz_printable(out, outlen));
	for (i = 1; i < len && j + 1 < outlen; i++) {
		if (p[i] >= 0x20 && p[i] < 0x7f)
			fuzz_check(out[j++] == (char)p[i]);
	}
	fuzz_check(out[j] == '\0');
	fuzz_mtts(out);
	free(out);
}

/*
 * GMCP: a printable name before the first space that fits in pkglen, and
 * the rest after the spaces, whole, as the body; the JSON parsed as
 * proto_subneg does.
 */
static void
fuzz_gmcp(const uint8_t *p, size_t len, size_t pkglen)
{
	char		*pkg = malloc(pkglen), *json;
	json_t		*j;
	json_error_t	 err;
	size_t		 n;

	json = (char *)p;	/* must be reset */
	if (proto_parse_gmcp(p, len, pkg, pkglen, &json) != 0) {
		fuzz_check(json == NULL);
		free(pkg);
		return;
	}
	n = strlen(pkg);
	fuzz_check(n > 0 && n < pkglen && fuzz_printable(pkg, pkglen));
	fuzz_check(strchr(pkg, ' ') == NULL && memcmp(pkg, p, n) == 0);
	fuzz_check(n == len || p[n] == ' ');
	while (n < len && p[n] == ' ')
		n++;
	if (n == len)
		fuzz_check(json == NULL);
	else {
		fuzz_check(json != NULL && strlen(json) == len - n &&
		    memcmp(json, p + n, len - n) == 0);
		j = json_loads(json, JSON_DECODE_ANY, &err);
		json_decref(j);
		free(json);
	}
	free(pkg);
}

/* The connection's protocol state holds nothing out of range. */
static void
fuzz_check_proto(const struct proto *p, const struct fuzz *f)
{
	fuzz_check(p->width == 0 ||
	    (p->width >= FUZZ_NAWS_MIN && p->width <= FUZZ_NAWS_MAX));
	fuzz_check(p->height <= 65535);
	fuzz_check(p->ttype_round >= 0 && p->ttype_round <= 3);
	fuzz_check(memchr(p->client, '\0', sizeof p->client) != NULL);
	fuzz_check(fuzz_printable(p->terminal, sizeof p->terminal));
	fuzz_check(fuzz_printable(p->ttype_last, sizeof p->ttype_last));
	fuzz_check(p->mtts >= 0 && p->mtts <= 65535);
	fuzz_check(p->utf8 == 0 || p->utf8 == 1);
	fuzz_check((p->gmcp & ~(GMCP_CHAR | GMCP_ROOM | GMCP_COMM |
	    GMCP_CORE | GMCP_ITEMS | GMCP_SKILLS | GMCP_AFFLICT |
	    GMCP_DEFENCE)) == 0);
	/* One SEND after each of the first two answers, no more. */
	fuzz_check((int)f->nsends == (p->ttype_round < 3 ? p->ttype_round :
	    2));
	fuzz_check(p->zs == NULL && !p->compressing);
}

/*
 * CHARSET: a REQUEST's list gives one of ours or none; transcoding never
 * grows UTF-8 into Latin-1 or ASCII, leaves nothing past the limit nor a
 * C1 control, and turns Latin-1 into two bytes at most for each; a line
 * read as UTF-8 and Latin-1 mixed comes out valid UTF-8, and unchanged if
 * it was.
 */
static void
fuzz_charset(const uint8_t *p, size_t len)
{
	char	*out;
	size_t	 n, i, m;
	int	 c;

	c = proto_charset_choose(p, len);
	fuzz_check(c == PROTO_CHARSET_NONE || c == PROTO_CHARSET_UTF8 ||
	    c == PROTO_CHARSET_LATIN1 || c == PROTO_CHARSET_ASCII);
	out = malloc(2 * len + 1);
	n = proto_utf8_narrow((const char *)p, len, out, 0x7f);
	fuzz_check(n <= len);
	for (i = 0; i < n; i++)
		fuzz_check((uint8_t)out[i] < 0x80);
	n = proto_utf8_narrow((const char *)p, len, out, 0xff);
	fuzz_check(n <= len);
	for (i = 0; i < n; i++)
		fuzz_check((uint8_t)out[i] < 0x80 || (uint8_t)out[i] >= 0xa0);
	n = proto_latin1_to_utf8((const char *)p, len, out);
	fuzz_check(n >= len && n <= 2 * len);
	/* Mixed: at most two bytes each, all valid UTF-8 (so no C1). */
	n = proto_mixed_to_utf8((const char *)p, len, out);
	fuzz_check(n <= 2 * len);
	for (i = 0; i < n; i += m) {
		m = text_utf8_len((const unsigned char *)out + i, n - i);
		fuzz_check(m != 0);
	}
	/* Valid UTF-8 comes out as it went in. */
	for (i = 0; i < len; i += m) {
		if ((m = text_utf8_len(p + i, len - i)) == 0)
			break;
	}
	if (i == len)
		fuzz_check(n == len && memcmp(out, p, len) == 0);
	free(out);
}

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Run each record through every parser and through proto_subneg. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const uint8_t	 opts[] = { TELOPT_NAWS, TELOPT_TTYPE,
				    TELOPT_CHARSET, TELOPT_GMCP };
	static int		 ready;
	struct descriptor	*d;
	struct fuzz		 f;
	size_t			 outlen, off, len;
	uint8_t			 opt, lenbyte, *p;
	unsigned int		 w, h;
	char			*name;

	if (!ready) {
		log_set_level(LOG_LEVEL_ERROR);
		ready = 1;
	}
	if (size < 1)
		return (0);
	outlen = data[0] % 72;

	/* Only what proto_subneg uses: the id, the codec and GMCP on. */
	memset(&f, 0, sizeof f);
	d = calloc(1, sizeof *d);
	d->id = 1;
	d->telnet = telnet_new(&fuzz_cbs, &f, 256, 4096);
	d->proto.gmcp_on = 1;

	for (off = 1; off < size; off += len) {
		opt = data[off++];
		opt = opt % 5 < 4 ? opts[opt % 5] : opt;
		lenbyte = off < size ? data[off++] : 0;
		len = lenbyte == 255 || lenbyte > size - off ? size - off :
		    lenbyte;
		p = malloc(len);	/* ASan's malloc(0) is not NULL */
		if (len > 0)
			memcpy(p, data + off, len);

		fuzz_naws(p, len);
		fuzz_ttype(p, len, outlen);
		fuzz_gmcp(p, len, outlen);
		name = calloc(1, len + 1);
		if (len > 0)
			memcpy(name, p, len);
		fuzz_mtts(name);
		free(name);

		w = d->proto.width;
		h = d->proto.height;
		proto_subneg(d, opt, p, len);
		fuzz_check_proto(&d->proto, &f);
		if (opt == TELOPT_NAWS && len == 4) {
			w = (unsigned int)(p[0] << 8 | p[1]);
			h = (unsigned int)(p[2] << 8 | p[3]);
			w = w == 0 ? 0 : w < FUZZ_NAWS_MIN ? FUZZ_NAWS_MIN :
			    w > FUZZ_NAWS_MAX ? FUZZ_NAWS_MAX : w;
		}
		fuzz_check(d->proto.width == w && d->proto.height == h);
		/* CHARSET was never agreed here: its payloads change nothing. */
		if (opt == TELOPT_CHARSET)
			fuzz_check(d->proto.charset == PROTO_CHARSET_NONE);
		fuzz_charset(p, len);
		free(p);
	}
	proto_free(d);
	telnet_free(d->telnet);
	free(d);
	return (0);
}
