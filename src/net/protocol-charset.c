/*
 * protocol-charset.c: CHARSET (RFC 2066) and the transcoding it agrees on.
 *
 * The server works in UTF-8. We offer UTF-8 and ISO-8859-1 and answer a
 * client's own REQUEST with the first of them it names (US-ASCII too).
 * With ISO-8859-1 agreed, text goes out as Latin-1 (what Latin-1 has not
 * becomes '?') and lines typed come in as Latin-1; a client that REJECTED
 * our offer is not sent raw UTF-8 either: it gets Latin-1 both ways, as
 * the old clients that refuse UTF-8 are Latin-1 ones. With nothing agreed,
 * a line that is not valid UTF-8 is read as Latin-1 where it is not (old
 * clients that never negotiate). Subnegotiations
 * (GMCP, MSSP) stay UTF-8, as their specifications say.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "config.h"
#include "descriptor.h"
#include "log.h"
#include "protocol.h"
#include "telnet.h"
#include "text.h"
#include "xmalloc.h"

#define CHARSET_REQUEST		1
#define CHARSET_ACCEPTED	2
#define CHARSET_REJECTED	3
#define CHARSET_TTABLE_IS	4
#define CHARSET_TTABLE_REJECTED	5

/* What we offer, in order of preference: separator first (RFC 2066). */
static const char proto_charset_list[] = ";UTF-8;ISO-8859-1";

/* The charsets we know, by the names clients give them. */
static const struct {
	const char	*name;
	int		 charset;
} proto_charset_names[] = {
	{ "UTF-8", PROTO_CHARSET_UTF8 },
	{ "UTF8", PROTO_CHARSET_UTF8 },
	{ "ISO-8859-1", PROTO_CHARSET_LATIN1 },
	{ "ISO_8859-1", PROTO_CHARSET_LATIN1 },
	{ "ISO8859-1", PROTO_CHARSET_LATIN1 },
	{ "LATIN1", PROTO_CHARSET_LATIN1 },
	{ "LATIN-1", PROTO_CHARSET_LATIN1 },
	{ "US-ASCII", PROTO_CHARSET_ASCII },
	{ "ASCII", PROTO_CHARSET_ASCII },
};

/* A charset by name (case-insensitive), or PROTO_CHARSET_NONE. */
int
proto_charset_lookup(const char *name, size_t len)
{
	size_t	i;

	for (i = 0; i < sizeof proto_charset_names /
	    sizeof proto_charset_names[0]; i++) {
		if (strlen(proto_charset_names[i].name) == len &&
		    strncasecmp(proto_charset_names[i].name, name, len) == 0)
			return (proto_charset_names[i].charset);
	}
	return (PROTO_CHARSET_NONE);
}

/* The canonical name of a charset. */
const char *
proto_charset_name(int charset)
{
	switch (charset) {
	case PROTO_CHARSET_UTF8:
		return ("UTF-8");
	case PROTO_CHARSET_LATIN1:
		return ("ISO-8859-1");
	case PROTO_CHARSET_ASCII:
		return ("US-ASCII");
	default:
		return ("");
	}
}

/*
 * The best of a REQUEST's list ("<sep>name<sep>name..."), by our order of
 * preference: UTF-8, then Latin-1, then ASCII; NONE if none is known.
 */
int
proto_charset_choose(const uint8_t *data, size_t len)
{
	size_t	i, start;
	int	best = PROTO_CHARSET_NONE, c;
	uint8_t	sep;

	/* "[TTABLE]" <version> may come first: we have no tables. */
	if (len >= 8 && memcmp(data, "[TTABLE]", 8) == 0) {
		data += 8;
		len -= 8;
		if (len > 0) {
			data++;
			len--;
		}
	}
	if (len < 2)
		return (PROTO_CHARSET_NONE);
	sep = data[0];
	start = 1;
	for (i = 1; i <= len; i++) {
		if (i < len && data[i] != sep)
			continue;
		c = proto_charset_lookup((const char *)data + start, i - start);
		if (c != PROTO_CHARSET_NONE &&
		    (best == PROTO_CHARSET_NONE || c < best))
			best = c;
		start = i + 1;
	}
	return (best);
}

/* Settle on a charset. */
static void
proto_charset_set(struct descriptor *d, int charset)
{
	d->proto.charset = charset;
	d->proto.utf8 = (charset == PROTO_CHARSET_UTF8);
	log_debug("desc %llu: charset %s", (unsigned long long)d->id,
	    charset == PROTO_CHARSET_REJECTED ? "refused (Latin-1)" :
	    proto_charset_name(charset));
}

/* We may send our REQUEST: the option is on, on our side. */
void
proto_charset_offer(struct descriptor *d)
{
	uint8_t	buf[sizeof proto_charset_list];

	buf[0] = CHARSET_REQUEST;
	memcpy(buf + 1, proto_charset_list, sizeof proto_charset_list - 1);
	d->proto.charset_asked = 1;
	telnet_send_subneg(d->telnet, TELOPT_CHARSET, buf, sizeof buf);
}

/* A CHARSET subnegotiation from the client. */
void
proto_charset_subneg(struct descriptor *d, const uint8_t *data, size_t len)
{
	uint8_t	 reply[32];
	size_t	 n;
	int	 c;

	if (len < 1)
		return;
	switch (data[0]) {
	case CHARSET_REQUEST:
		c = proto_charset_choose(data + 1, len - 1);
		if (!conf_int(CFG_PROTO_CHARSET))
			c = PROTO_CHARSET_NONE;
		if (c == PROTO_CHARSET_NONE) {
			reply[0] = CHARSET_REJECTED;
			telnet_send_subneg(d->telnet, TELOPT_CHARSET, reply, 1);
			return;
		}
		reply[0] = CHARSET_ACCEPTED;
		n = strlen(proto_charset_name(c));
		memcpy(reply + 1, proto_charset_name(c), n);
		telnet_send_subneg(d->telnet, TELOPT_CHARSET, reply, n + 1);
		/* RFC 2066: its request answered, ours is void. */
		d->proto.charset_asked = 0;
		proto_charset_set(d, c);
		break;
	case CHARSET_ACCEPTED:
		if (!d->proto.charset_asked)
			return;
		d->proto.charset_asked = 0;
		c = proto_charset_lookup((const char *)data + 1, len - 1);
		if (c == PROTO_CHARSET_NONE || c == PROTO_CHARSET_ASCII) {
			/* Not one we offered: keep to what is safe. */
			log_info("desc %llu: CHARSET ACCEPTED a charset not "
			    "offered; using Latin-1", (unsigned long long)d->id);
			c = PROTO_CHARSET_REJECTED;
		}
		proto_charset_set(d, c);
		break;
	case CHARSET_REJECTED:
		if (!d->proto.charset_asked)
			return;
		d->proto.charset_asked = 0;
		proto_charset_set(d, PROTO_CHARSET_REJECTED);
		break;
	case CHARSET_TTABLE_IS:
		/* We never offer translation tables: refuse one. */
		reply[0] = CHARSET_TTABLE_REJECTED;
		telnet_send_subneg(d->telnet, TELOPT_CHARSET, reply, 1);
		break;
	default:
		break;
	}
}

/* Does this connection need its text transcoded? */
static int
proto_charset_narrow(const struct descriptor *d)
{
	return (d->proto.charset == PROTO_CHARSET_LATIN1 ||
	    d->proto.charset == PROTO_CHARSET_ASCII ||
	    d->proto.charset == PROTO_CHARSET_REJECTED);
}

/*
 * UTF-8 to Latin-1 (max 255) or ASCII (max 127): what does not fit, the C1
 * controls, and every invalid byte, become '?'. The output is never
 * longer.
 */
size_t
proto_utf8_narrow(const char *in, size_t len, char *out, unsigned int max)
{
	const unsigned char	*u = (const unsigned char *)in;
	size_t			 i = 0, o = 0, n, k;
	unsigned int		 cp;

	while (i < len) {
		if (u[i] < 0x80) {
			out[o++] = (char)u[i++];
			continue;
		}
		if ((u[i] & 0xe0) == 0xc0) {
			n = 2;
			cp = u[i] & 0x1f;
		} else if ((u[i] & 0xf0) == 0xe0) {
			n = 3;
			cp = u[i] & 0x0f;
		} else if ((u[i] & 0xf8) == 0xf0) {
			n = 4;
			cp = u[i] & 0x07;
		} else {
			out[o++] = '?';
			i++;
			continue;
		}
		for (k = 1; k < n; k++) {
			if (i + k >= len || (u[i + k] & 0xc0) != 0x80)
				break;
			cp = cp << 6 | (u[i + k] & 0x3f);
		}
		if (k < n || (n == 2 && cp < 0x80)) {
			out[o++] = '?';
			i++;
			continue;
		}
		/* C1 controls (0x80-0x9f) would be raw controls in Latin-1. */
		out[o++] = cp <= max && cp >= 0xa0 ? (char)cp : '?';
		i += n;
	}
	return (o);
}

/* Latin-1 to UTF-8 (C1 controls become '?'): out holds 2 * len bytes. */
size_t
proto_latin1_to_utf8(const char *in, size_t len, char *out)
{
	const unsigned char	*u = (const unsigned char *)in;
	size_t			 i, o = 0;

	for (i = 0; i < len; i++) {
		if (u[i] < 0x80)
			out[o++] = (char)u[i];
		else if (u[i] < 0xa0)
			out[o++] = '?';		/* a C1 control: never kept */
		else {
			out[o++] = (char)(0xc0 | u[i] >> 6);
			out[o++] = (char)(0x80 | (u[i] & 0x3f));
		}
	}
	return (o);
}

/*
 * A line that is not all UTF-8, as UTF-8: each valid sequence as it is,
 * each invalid byte read as Latin-1 (0xa0-0xff become U+00A0-U+00FF), and
 * the C1 controls dropped, whether a byte (0x80-0x9f) or UTF-8 (U+0080-
 * U+009F). out holds 2 * len bytes; what it gets is all valid UTF-8.
 */
size_t
proto_mixed_to_utf8(const char *in, size_t len, char *out)
{
	const unsigned char	*u = (const unsigned char *)in;
	size_t			 i = 0, o = 0, n;

	while (i < len) {
		if ((n = text_utf8_len(u + i, len - i)) != 0) {
			memcpy(out + o, in + i, n);
			o += n;
			i += n;
		} else if (u[i] == 0xc2 && i + 1 < len && u[i + 1] >= 0x80 &&
		    u[i + 1] < 0xa0)
			i += 2;			/* a C1 control in UTF-8 */
		else if (u[i] < 0xa0)
			i++;			/* a C1 control byte */
		else {
			out[o++] = (char)(0xc0 | u[i] >> 6);
			out[o++] = (char)(0x80 | (u[i] & 0x3f));
			i++;
		}
	}
	return (o);
}

/* Is the line all valid UTF-8 (no C1 control in it either)? */
static int
proto_charset_valid(const char *line, size_t len)
{
	const unsigned char	*u = (const unsigned char *)line;
	size_t			 i = 0, n;

	while (i < len) {
		if ((n = text_utf8_len(u + i, len - i)) == 0)
			return (0);
		i += n;
	}
	return (1);
}

/*
 * Text leaving in the agreed charset: a new buffer and its length, or
 * NULL when it goes as it is (UTF-8).
 */
char *
proto_charset_out(const struct descriptor *d, const char *text, size_t len,
    size_t *outlen)
{
	char	*out;

	if (!proto_charset_narrow(d) || len == 0)
		return (NULL);
	out = xmalloc(len);
	*outlen = proto_utf8_narrow(text, len, out,
	    d->proto.charset == PROTO_CHARSET_ASCII ? 0x7f : 0xff);
	return (out);
}

/*
 * A line typed in the agreed charset, as UTF-8: a new NUL-terminated
 * buffer and its length, or NULL when it is taken as it is. With no
 * charset agreed, a line that is not valid UTF-8 is read as UTF-8 where it
 * is and as Latin-1 where it is not (proto_mixed_to_utf8), unless it is
 * typed with the echo off (a password: as it always was).
 */
char *
proto_charset_in(const struct descriptor *d, const char *line, size_t len,
    size_t *outlen)
{
	char	*out;

	if (proto_charset_narrow(d)) {
		out = xmalloc(2 * len + 1);
		*outlen = proto_latin1_to_utf8(line, len, out);
		out[*outlen] = '\0';
		return (out);
	}
	/*
	 * No charset agreed and not UTF-8: an old client typing Latin-1
	 * ("caf\xe9"), whose accented letters would otherwise be dropped as
	 * invalid. Not a line typed unseen (a password): those bytes were
	 * always dropped, and a password made so must still work.
	 */
	if (d->proto.charset != PROTO_CHARSET_NONE || d->echo_off ||
	    proto_charset_valid(line, len))
		return (NULL);
	out = xmalloc(2 * len + 1);
	*outlen = proto_mixed_to_utf8(line, len, out);
	out[*outlen] = '\0';
	return (out);
}
