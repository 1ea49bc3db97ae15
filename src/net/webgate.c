/* webgate.c: a telnet byte stream into JSON messages for a web page. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <jansson.h>

#include "telnet.h"
#include "text.h"
#include "webgate.h"
#include "xmalloc.h"

#define TTYPE_IS		0
#define TTYPE_SEND		1
#define CHARSET_REQUEST		1
#define CHARSET_ACCEPTED	2
#define CHARSET_REJECTED	3

enum webgate_state {
	WG_DATA,
	WG_IAC,		/* after IAC */
	WG_CMD,		/* after IAC WILL/WONT/DO/DONT */
	WG_SB_OPT,	/* after IAC SB */
	WG_SB,		/* in a subnegotiation */
	WG_SB_IAC,	/* IAC in a subnegotiation */
};

struct webgate {
	const struct webgate_callbacks	*cb;
	void				*arg;
	enum webgate_state		 state;
	uint8_t				 cmd;
	uint8_t				 sb_opt;
	int				 sb_over;	/* past max_subneg */
	uint8_t				*sb;
	size_t				 sb_len;
	size_t				 sb_max;
	char				*text;	/* gathered, raw bytes */
	size_t				 text_len;
	size_t				 text_cap;
	uint8_t				 we_do[256];	/* we said DO */
	uint8_t				 we_will[256];	/* we said WILL */
	int				 echo_off;
	int				 ttype_round;
	unsigned int			 naws_w;	/* the page's, 0: */
	unsigned int			 naws_h;	/* not told yet */
};

/* The options the page takes from the server, and offers itself. */
static int
webgate_takes(uint8_t opt)
{
	return (opt == TELOPT_GMCP || opt == TELOPT_EOR ||
	    opt == TELOPT_ECHO || opt == TELOPT_CHARSET);
}

static int
webgate_offers(uint8_t opt)
{
	return (opt == TELOPT_TTYPE || opt == TELOPT_NAWS);
}

struct webgate *
webgate_new(const struct webgate_callbacks *cb, void *arg, size_t max_subneg)
{
	struct webgate	*g = xcalloc(1, sizeof *g);

	g->cb = cb;
	g->arg = arg;
	g->sb_max = max_subneg;
	g->sb = xmalloc(max_subneg + 1);
	return (g);
}

void
webgate_free(struct webgate *g)
{
	if (g == NULL)
		return;
	free(g->sb);
	free(g->text);
	free(g);
}

int
webgate_echo_off(const struct webgate *g)
{
	return (g->echo_off);
}

/* Send a JSON value to the page; it is taken. */
static void
webgate_send_json(struct webgate *g, json_t *j)
{
	char	*s;

	if (j == NULL)
		return;
	s = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	if (s == NULL)
		return;
	g->cb->message(g->arg, s, strlen(s));
	free(s);
}

/* How long the UTF-8 character starting with byte c would be. */
static size_t
webgate_utf8_need(unsigned char c)
{
	if (c >= 0xf0 && c <= 0xf4)
		return (4);
	if (c >= 0xe0 && c <= 0xef)
		return (3);
	if (c >= 0xc2 && c <= 0xdf)
		return (2);
	return (1);
}

/*
 * Is the tail s[0..n) the start of a UTF-8 character whose rest has not
 * come yet?
 */
static int
webgate_utf8_cut(const unsigned char *s, size_t n)
{
	size_t	i;

	if (n == 0 || n >= webgate_utf8_need(s[0]) || webgate_utf8_need(s[0])
	    == 1)
		return (0);
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return (0);
	}
	return (1);
}

/* Send the text gathered: valid UTF-8, without CR or NUL. */
void
webgate_flush(struct webgate *g)
{
	const unsigned char	*s = (const unsigned char *)g->text;
	size_t			 i = 0, n, keep = 0, olen = 0;
	char			*out;

	if (g->text_len == 0)
		return;
	out = xmalloc(g->text_len * 3 + 1);
	while (i < g->text_len) {
		if (webgate_utf8_cut(s + i, g->text_len - i)) {
			keep = g->text_len - i;
			break;
		}
		n = text_utf8_len(s + i, g->text_len - i);
		if (n == 0) {
			memcpy(out + olen, "\xef\xbf\xbd", 3);	/* U+FFFD */
			olen += 3;
			i++;
			continue;
		}
		if (!(n == 1 && (s[i] == '\r' || s[i] == '\0'))) {
			memcpy(out + olen, s + i, n);
			olen += n;
		}
		i += n;
	}
	memmove(g->text, g->text + g->text_len - keep, keep);
	g->text_len = keep;
	if (olen > 0)
		webgate_send_json(g, json_pack("{s:s%}", "text", out, olen));
	free(out);
}

static void
webgate_text(struct webgate *g, uint8_t c)
{
	g->text = xgrow(g->text, &g->text_cap, g->text_len + 1, 1);
	g->text[g->text_len++] = (char)c;
}

/* A message of another kind: the text before it goes first. */
static void
webgate_message(struct webgate *g, json_t *j)
{
	webgate_flush(g);
	webgate_send_json(g, j);
}

static void
webgate_reply3(struct webgate *g, uint8_t cmd, uint8_t opt)
{
	uint8_t	b[3] = { TELNET_IAC, cmd, opt };

	g->cb->reply(g->arg, b, sizeof b);
}

/* Answer IAC SB opt data IAC SE (data has no IAC). */
static void
webgate_reply_sb(struct webgate *g, uint8_t opt, const void *data,
    size_t len)
{
	uint8_t	*b = xmalloc(len + 5);

	b[0] = TELNET_IAC;
	b[1] = TELNET_SB;
	b[2] = opt;
	memcpy(b + 3, data, len);
	b[len + 3] = TELNET_IAC;
	b[len + 4] = TELNET_SE;
	g->cb->reply(g->arg, b, len + 5);
	free(b);
}

/*
 * Tell the server the page's size (NAWS), if it asked and the page told
 * it: width and height, two bytes each, an 0xff byte doubled.
 */
static void
webgate_naws(struct webgate *g)
{
	uint8_t		b[8];
	unsigned int	v[2] = { g->naws_w, g->naws_h };
	size_t		n = 0;
	int		i;

	if (!g->we_will[TELOPT_NAWS] || g->naws_w == 0)
		return;
	for (i = 0; i < 2; i++) {
		b[n++] = (uint8_t)(v[i] >> 8);
		if (b[n - 1] == TELNET_IAC)
			b[n++] = TELNET_IAC;
		b[n++] = (uint8_t)(v[i] & 0xff);
		if (b[n - 1] == TELNET_IAC)
			b[n++] = TELNET_IAC;
	}
	webgate_reply_sb(g, TELOPT_NAWS, b, n);
}

/* Say hello in GMCP and ask for every package the page shows. */
static void
webgate_gmcp_hello(struct webgate *g)
{
	static const char	hello[] = "Core.Hello {\"client\":\"Web client\","
				    "\"version\":\"1\"}";
	static const char	supports[] = "Core.Supports.Set [\"Char 1\","
				    "\"Char.Items 1\",\"Char.Skills 1\","
				    "\"Room 1\",\"Comm 1\",\"Comm.Channel 1\","
				    "\"Core 1\"]";

	webgate_reply_sb(g, TELOPT_GMCP, hello, sizeof hello - 1);
	webgate_reply_sb(g, TELOPT_GMCP, supports, sizeof supports - 1);
}

/* IAC WILL/WONT/DO/DONT opt from the server: answer as a client would. */
static void
webgate_negotiate(struct webgate *g, uint8_t cmd, uint8_t opt)
{
	switch (cmd) {
	case TELNET_WILL:
		if (g->we_do[opt])
			return;
		if (!webgate_takes(opt)) {
			webgate_reply3(g, TELNET_DONT, opt);
			return;
		}
		g->we_do[opt] = 1;
		webgate_reply3(g, TELNET_DO, opt);
		if (opt == TELOPT_GMCP)
			webgate_gmcp_hello(g);
		if (opt == TELOPT_ECHO) {
			g->echo_off = 1;
			webgate_message(g, json_pack("{s:b}", "echo", 0));
		}
		break;
	case TELNET_WONT:
		if (!g->we_do[opt])
			return;
		g->we_do[opt] = 0;
		webgate_reply3(g, TELNET_DONT, opt);
		if (opt == TELOPT_ECHO) {
			g->echo_off = 0;
			webgate_message(g, json_pack("{s:b}", "echo", 1));
		}
		break;
	case TELNET_DO:
		if (g->we_will[opt])
			return;
		if (!webgate_offers(opt)) {
			webgate_reply3(g, TELNET_WONT, opt);
			return;
		}
		g->we_will[opt] = 1;
		webgate_reply3(g, TELNET_WILL, opt);
		if (opt == TELOPT_NAWS)
			webgate_naws(g);
		break;
	case TELNET_DONT:
		if (!g->we_will[opt])
			return;
		g->we_will[opt] = 0;
		webgate_reply3(g, TELNET_WONT, opt);
		break;
	}
}

/* A GMCP message from the server, for the page. */
static void
webgate_gmcp(struct webgate *g, const uint8_t *data, size_t len)
{
	const uint8_t	*sp;
	size_t		 nlen, i;
	json_t		*name, *body = NULL, *msg;

	sp = memchr(data, ' ', len);
	nlen = sp != NULL ? (size_t)(sp - data) : len;
	/* A name is printable ASCII (Package.Message). */
	for (i = 0; i < nlen; i++) {
		if (data[i] <= 0x20 || data[i] >= 0x7f)
			return;
	}
	if (nlen == 0 || (name = json_stringn((const char *)data, nlen)) ==
	    NULL)
		return;
	if (sp != NULL && sp + 1 < data + len)
		body = json_loadb((const char *)sp + 1, len - nlen - 1,
		    JSON_DECODE_ANY, NULL);
	msg = json_object();
	json_object_set_new(msg, "gmcp", name);
	json_object_set_new(msg, "data", body != NULL ? body : json_null());
	webgate_message(g, msg);
}

/* A complete subnegotiation from the server. */
static void
webgate_subneg(struct webgate *g, uint8_t opt, const uint8_t *data,
    size_t len)
{
	static const char	*ttype[] = { WEBGATE_CLIENT, WEBGATE_TERMINAL,
				    WEBGATE_MTTS };
	char			 buf[64];
	const char		*name;
	size_t			 n;

	switch (opt) {
	case TELOPT_GMCP:
		webgate_gmcp(g, data, len);
		break;
	case TELOPT_TTYPE:
		if (len < 1 || data[0] != TTYPE_SEND || !g->we_will[opt])
			return;
		name = ttype[g->ttype_round < 2 ? g->ttype_round : 2];
		if (g->ttype_round < 3)
			g->ttype_round++;
		buf[0] = TTYPE_IS;
		n = strlen(name);
		memcpy(buf + 1, name, n);
		webgate_reply_sb(g, TELOPT_TTYPE, buf, n + 1);
		break;
	case TELOPT_CHARSET:
		if (len < 1 || data[0] != CHARSET_REQUEST)
			return;
		if (memmem(data, len, "UTF-8", 5) != NULL ||
		    memmem(data, len, "utf-8", 5) != NULL) {
			buf[0] = CHARSET_ACCEPTED;
			memcpy(buf + 1, "UTF-8", 5);
			webgate_reply_sb(g, TELOPT_CHARSET, buf, 6);
		} else {
			buf[0] = CHARSET_REJECTED;
			webgate_reply_sb(g, TELOPT_CHARSET, buf, 1);
		}
		break;
	}
}

/* Bytes the server wrote to the client. */
void
webgate_write(struct webgate *g, const void *buf, size_t len)
{
	const uint8_t	*p = buf;
	size_t		 i;
	uint8_t		 c;

	for (i = 0; i < len; i++) {
		c = p[i];
		switch (g->state) {
		case WG_DATA:
			if (c == TELNET_IAC)
				g->state = WG_IAC;
			else
				webgate_text(g, c);
			break;
		case WG_IAC:
			g->state = WG_DATA;
			switch (c) {
			case TELNET_IAC:
				webgate_text(g, c);
				break;
			case TELNET_WILL:
			case TELNET_WONT:
			case TELNET_DO:
			case TELNET_DONT:
				g->cmd = c;
				g->state = WG_CMD;
				break;
			case TELNET_SB:
				g->state = WG_SB_OPT;
				break;
			case TELNET_GA:
			case TELNET_EOR:
				webgate_message(g, json_pack("{s:b}", "prompt",
				    1));
				break;
			}
			break;
		case WG_CMD:
			g->state = WG_DATA;
			webgate_negotiate(g, g->cmd, c);
			break;
		case WG_SB_OPT:
			g->sb_opt = c;
			g->sb_len = 0;
			g->sb_over = 0;
			g->state = WG_SB;
			break;
		case WG_SB:
			if (c == TELNET_IAC) {
				g->state = WG_SB_IAC;
				break;
			}
			if (g->sb_len < g->sb_max)
				g->sb[g->sb_len++] = c;
			else
				g->sb_over = 1;
			break;
		case WG_SB_IAC:
			if (c == TELNET_SE) {
				g->state = WG_DATA;
				if (!g->sb_over)
					webgate_subneg(g, g->sb_opt, g->sb,
					    g->sb_len);
				break;
			}
			g->state = WG_SB;
			if (c != TELNET_IAC)
				break;	/* not valid: IAC x; skip it */
			if (g->sb_len < g->sb_max)
				g->sb[g->sb_len++] = c;
			else
				g->sb_over = 1;
			break;
		}
	}
}

/* A size from the page: a whole number from 1 to 65535, or 0. */
static unsigned int
webgate_size(json_t *v)
{
	json_int_t	n;

	if (!json_is_integer(v))
		return (0);
	n = json_integer_value(v);
	if (n < 1)
		return (0);
	return (n > 0xffff ? 0xffff : (unsigned int)n);
}

/* A message from the page for the gateway: {"naws":[WIDTH,HEIGHT]}. */
void
webgate_control(struct webgate *g, const void *buf, size_t len)
{
	json_t		*j, *naws;
	unsigned int	 w, h;

	if ((j = json_loadb(buf, len, 0, NULL)) == NULL)
		return;
	naws = json_object_get(j, "naws");
	if (json_is_array(naws) && json_array_size(naws) == 2) {
		w = webgate_size(json_array_get(naws, 0));
		h = webgate_size(json_array_get(naws, 1));
		if (w != 0 && h != 0 && (w != g->naws_w || h != g->naws_h)) {
			g->naws_w = w;
			g->naws_h = h;
			webgate_naws(g);
		}
	}
	json_decref(j);
}

/* A message from the page as the telnet bytes of one line. */
char *
webgate_line(const void *buf, size_t len, size_t *outlen)
{
	const unsigned char	*s = buf;
	char			*out;
	size_t			 i = 0, n;

	out = xmalloc(len + 2);
	while (i < len) {
		n = text_utf8_len(s + i, len - i);
		/* A C1 control is valid UTF-8: the codec drops it later. */
		if (n == 0 && len - i >= 2 && s[i] == 0xc2 && s[i + 1] >= 0x80 &&
		    s[i + 1] <= 0x9f)
			n = 2;
		if (n == 0) {
			free(out);
			return (NULL);
		}
		if (n == 1 && (s[i] == '\r' || s[i] == '\n'))
			out[i] = ' ';
		else
			memcpy(out + i, s + i, n);
		i += n;
	}
	out[len] = '\n';
	out[len + 1] = '\0';
	*outlen = len + 1;
	return (out);
}
