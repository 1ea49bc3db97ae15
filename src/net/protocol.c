/*
 * protocol.c: NAWS, TTYPE/MTTS, EOR, MCCP2, GMCP, MSSP, MSDP and MXP;
 * CHARSET is in protocol-charset.c, MCCP3 in protocol-mccp3.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <jansson.h>
#include <zlib.h>

#include "config.h"
#include "descriptor.h"
#include "log.h"
#include "monotime.h"
#include "protocol.h"
#include "telnet.h"
#include "xmalloc.h"

/*
 * Each compressing connection keeps a zlib stream: with zlib's defaults
 * (32 KB window, memLevel 8) about 256 KB, 140 KB of it touched, which is
 * 1.4 GB for 10,000 players. An 8 KB window compresses a MUD session as
 * well (scripts/bench wire: ratio 25.84 either way): the text that
 * repeats, prompts and rooms, repeats close by. The window and its chain
 * links are 32 KB; memLevel sizes the rest, the hash heads (2 << (7 +
 * memLevel) bytes) and the block buffer (4 << (6 + memLevel)). memLevel 2
 * would make a stream 40 KB instead of 71 KB with the same ratio, but its
 * 512 hash heads make every match search longer: at 10,000 players all
 * compressing, server CPU 86.7 % against 67.5 % and p99 45 ms against
 * 17.7 ms (scripts/bench load 10000 -z, side by side). So 6; what idle
 * players would hold is given back by ending their streams (mccp_idle).
 * Output is flushed every turn in small blocks, for which zlib would build
 * Huffman trees each time; the fixed trees cost a ratio of 25.61 instead
 * and about 15 % less server CPU at 10,000 compressing players.
 */
#define PROTO_MCCP_WINDOW_BITS	13
#define PROTO_MCCP_MEM_LEVEL	6
#define PROTO_MCCP_STRATEGY	Z_FIXED

/* Streams ended for idleness in one sweep, at most (every 5 s). */
#define PROTO_MCCP_REST_MAX	128

#define TTYPE_SEND	1
#define MSSP_VAR	1
#define MSSP_VAL	2
#define GMCP_MAX	4096

/* Offer the options the config enables. */
void
proto_offer(struct descriptor *d)
{
	struct telnet	*t = d->telnet;

	if (conf_int(CFG_PROTO_MCCP)) {
		telnet_allow(t, TELOPT_MCCP2, 1, 0);
		telnet_set_local(t, TELOPT_MCCP2, 1);
	}
	if (conf_int(CFG_PROTO_MCCP3)) {
		telnet_allow(t, TELOPT_MCCP3, 1, 0);
		telnet_set_local(t, TELOPT_MCCP3, 1);
	}
	if (conf_int(CFG_PROTO_GMCP)) {
		telnet_allow(t, TELOPT_GMCP, 1, 0);
		telnet_set_local(t, TELOPT_GMCP, 1);
	}
	if (conf_int(CFG_PROTO_MSSP)) {
		telnet_allow(t, TELOPT_MSSP, 1, 0);
		telnet_set_local(t, TELOPT_MSSP, 1);
	}
	if (conf_int(CFG_PROTO_EOR)) {
		telnet_allow(t, TELOPT_EOR, 1, 0);
		telnet_set_local(t, TELOPT_EOR, 1);
	}
	if (conf_int(CFG_PROTO_CHARSET)) {
		telnet_allow(t, TELOPT_CHARSET, 1, 1);
		telnet_set_local(t, TELOPT_CHARSET, 1);
	}
	if (conf_int(CFG_PROTO_MSDP)) {
		telnet_allow(t, TELOPT_MSDP, 1, 0);
		telnet_set_local(t, TELOPT_MSDP, 1);
	}
	if (conf_int(CFG_PROTO_MXP)) {
		telnet_allow(t, TELOPT_MXP, 1, 0);
		telnet_set_local(t, TELOPT_MXP, 1);
	}
	if (conf_int(CFG_PROTO_NAWS)) {
		telnet_allow(t, TELOPT_NAWS, 0, 1);
		telnet_set_remote(t, TELOPT_NAWS, 1);
	}
	if (conf_int(CFG_PROTO_TTYPE)) {
		telnet_allow(t, TELOPT_TTYPE, 0, 1);
		telnet_set_remote(t, TELOPT_TTYPE, 1);
	}
}

/*
 * The compressing connections, the one that compressed least recently
 * first: the idle sweep reads from the front and stops at the first one
 * still in use, so it never walks the busy ones.
 */
static TAILQ_HEAD(, descriptor) proto_mccp_lru =
    TAILQ_HEAD_INITIALIZER(proto_mccp_lru);

static void
proto_zfree(struct descriptor *d)
{
	struct proto	*p = &d->proto;

	if (p->zs != NULL) {
		deflateEnd(p->zs);
		free(p->zs);
		p->zs = NULL;
		TAILQ_REMOVE(&proto_mccp_lru, d, proto.mccp_entry);
	}
	p->compressing = 0;
}

/* Free what the protocols hold. */
void
proto_free(struct descriptor *d)
{
	proto_zfree(d);
	proto_mccp3_free(d);
}

static void
proto_write(struct descriptor *d, const void *buf, size_t len)
{
	d->proto.bytes_wire += len;
	desc_stats.bytes_out_wire += len;
	desc_output(d, buf, len);
}

/* Run deflate over input with the given flush, writing what comes out. */
static int
proto_deflate(struct descriptor *d, const void *buf, size_t len, int flush)
{
	z_stream	*zs = d->proto.zs;
	unsigned char	 out[8192];
	int		 rc;

	zs->next_in = (Bytef *)(uintptr_t)buf;
	zs->avail_in = (uInt)len;
	do {
		zs->next_out = out;
		zs->avail_out = sizeof out;
		rc = deflate(zs, flush);
		if (rc == Z_STREAM_ERROR)
			return (-1);
		proto_write(d, out, sizeof out - zs->avail_out);
	} while (zs->avail_out == 0 || zs->avail_in > 0);
	return (0);
}

/* End the turn's compressed output with a sync flush, if it made any. */
void
proto_flush(struct descriptor *d)
{
	if (!d->proto.flush_pending)
		return;
	d->proto.flush_pending = 0;
	if (d->proto.compressing && !d->reaped)
		proto_deflate(d, "", 0, Z_SYNC_FLUSH);
}

/* Bytes leaving the server for this connection. */
void
proto_send(struct descriptor *d, const void *buf, size_t len)
{
	/* A stream ended for idleness: a new one, announced, first. */
	if (d->proto.mccp_resting && !d->reaped)
		proto_mccp_start(d);
	d->proto.bytes_raw += len;
	desc_stats.bytes_out_raw += len;
	if (!d->proto.compressing) {
		proto_write(d, buf, len);
		return;
	}
	d->proto.mccp_used_us = monotime_us();
	if (TAILQ_NEXT(d, proto.mccp_entry) != NULL) {
		TAILQ_REMOVE(&proto_mccp_lru, d, proto.mccp_entry);
		TAILQ_INSERT_TAIL(&proto_mccp_lru, d, proto.mccp_entry);
	}
	if (proto_deflate(d, buf, len, Z_NO_FLUSH) != 0) {
		desc_stats.compress_errors++;
		log_warnx("desc %llu: compression failed; stopping it",
		    (unsigned long long)d->id);
		proto_zfree(d);
		return;
	}
	/* Flush once, after everything this turn of the loop has sent. */
	if (!d->proto.flush_pending) {
		d->proto.flush_pending = 1;
		desc_want_turn_end(d);
	}
}

/* Start compressing with a new stream, announced first. */
void
proto_mccp_start(struct descriptor *d)
{
	z_stream	*zs;

	d->proto.mccp_resting = 0;
	if (d->proto.compressing)
		return;
	/* The start marker goes out uncompressed; all after it is zlib. */
	telnet_send_subneg(d->telnet, TELOPT_MCCP2, "", 0);
	zs = xcalloc(1, sizeof *zs);
	if (deflateInit2(zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED,
	    PROTO_MCCP_WINDOW_BITS, PROTO_MCCP_MEM_LEVEL,
	    PROTO_MCCP_STRATEGY) != Z_OK) {
		free(zs);
		log_warnx("desc %llu: deflateInit failed",
		    (unsigned long long)d->id);
		return;
	}
	d->proto.zs = zs;
	d->proto.compressing = 1;
	d->proto.mccp_ended = 0;
	d->proto.mccp_used_us = monotime_us();
	TAILQ_INSERT_TAIL(&proto_mccp_lru, d, proto.mccp_entry);
	log_debug("desc %llu: MCCP2 on", (unsigned long long)d->id);
}

/*
 * End the stream with Z_FINISH, so that the client reads its end and goes
 * back to plain text; 1 if one was on.
 */
int
proto_mccp_finish(struct descriptor *d)
{
	if (!d->proto.compressing)
		return (0);
	d->proto.flush_pending = 0;
	if (!d->reaped && proto_deflate(d, "", 0, Z_FINISH) != 0)
		log_warnx("desc %llu: ending the compressed stream failed",
		    (unsigned long long)d->id);
	proto_zfree(d);
	log_debug("desc %llu: MCCP2 stream ended", (unsigned long long)d->id);
	return (1);
}

/* End the stream for a handover: a new one starts after it. */
int
proto_mccp_end(struct descriptor *d)
{
	if (!proto_mccp_finish(d) && !d->proto.mccp_resting)
		return (0);
	d->proto.mccp_resting = 0;
	d->proto.mccp_ended = 1;
	return (1);
}

/*
 * A compressing connection holds about 40 KB of zlib state, four times
 * all the rest of an idle player; most connected players are idle most
 * of the time. After protocols.mccp_idle seconds without output the
 * stream ends (Z_FINISH: the client reads its end and takes plain text
 * again, as MCCP2 allows) and its state is freed; the next output sends
 * IAC SB MCCP2 IAC SE and a new stream, as after a hot reboot. The cost
 * is a few bytes and a dictionary that starts empty again. Ending a
 * stream costs about as much as a turn's compression: at most
 * PROTO_MCCP_REST_MAX rest per sweep, so that thousands going quiet at
 * once (a reboot's crowd) do not hold up a pulse; the rest wait for the
 * next sweeps. (Returning the freed pages with malloc_trim after 2,000
 * streams rested at once made a pulse 100 ms late: the memory is kept
 * and used again instead.)
 */
void
proto_mccp_rest_idle(uint64_t now_us)
{
	struct descriptor	*d, *next;
	uint64_t		 idle;
	unsigned int		 n = 0;

	if (conf_int(CFG_PROTO_MCCP_IDLE) <= 0)
		return;
	idle = (uint64_t)conf_int(CFG_PROTO_MCCP_IDLE) * 1000000;
	for (d = TAILQ_FIRST(&proto_mccp_lru); d != NULL; d = next) {
		next = TAILQ_NEXT(d, proto.mccp_entry);
		/* (Output after now_us, in this pulse, is recent too.) */
		if (n == PROTO_MCCP_REST_MAX ||
		    d->proto.mccp_used_us + idle > now_us)
			break;
		if (d->reaped || d->closing)
			continue;
		if (proto_mccp_finish(d)) {
			d->proto.mccp_resting = 1;
			n++;
			log_debug("desc %llu: MCCP2 stream rests",
			    (unsigned long long)d->id);
		}
	}
}

static void
proto_mssp_add(char **buf, size_t *len, size_t *cap, const char *var,
    const char *val)
{
	size_t	need = strlen(var) + strlen(val) + 2;

	if (*len + need > *cap) {
		*cap = (*len + need) * 2;
		*buf = xrealloc(*buf, *cap);
	}
	(*buf)[(*len)++] = MSSP_VAR;
	memcpy(*buf + *len, var, strlen(var));
	*len += strlen(var);
	(*buf)[(*len)++] = MSSP_VAL;
	memcpy(*buf + *len, val, strlen(val));
	*len += strlen(val);
}

/* The MSSP variables of the layer above (none without one). */
static char **
proto_mssp_vars(size_t *n)
{
	if (desc_callbacks() == NULL || desc_callbacks()->mssp == NULL) {
		*n = 0;
		return (xcalloc(1, sizeof (char *)));
	}
	return (desc_callbacks()->mssp(n));
}

static void
proto_mssp_send(struct descriptor *d)
{
	char	**v, *buf = NULL;
	size_t	  n, i, len = 0, cap = 0;

	v = proto_mssp_vars(&n);
	for (i = 0; i < n; i++)
		proto_mssp_add(&buf, &len, &cap, v[2 * i], v[2 * i + 1]);
	telnet_send_subneg(d->telnet, TELOPT_MSSP, buf, len);
	free(buf);
	free(v);
}

/* The plain-text form, for crawlers that do not speak telnet options. */
void
proto_mssp_plain(struct descriptor *d)
{
	char	**v;
	size_t	  n, i;

	char	 *line;
	int	  len;

	/* Byte-exact for crawlers: not colour-rendered, not wrapped. */
	v = proto_mssp_vars(&n);
	desc_write_rendered(d, "\nMSSP-REPLY-START\n", 18);
	for (i = 0; i < n; i++) {
		len = xasprintf(&line, "%s\t%s\n", v[2 * i], v[2 * i + 1]);
		desc_write_rendered(d, line, (size_t)len);
		free(line);
	}
	desc_write_rendered(d, "MSSP-REPLY-END\n", 15);
	free(v);
}

/*
 * MXP on: IAC SB MXP IAC SE starts it; then the layer above sends its
 * element definitions. Off: markup is no longer sent.
 */
static void
proto_mxp(struct descriptor *d, int enabled)
{
	d->proto.mxp_on = 0;
	if (!enabled)
		return;
	telnet_send_subneg(d->telnet, TELOPT_MXP, "", 0);
	d->proto.mxp_on = 1;
	if (desc_callbacks() != NULL && desc_callbacks()->mxp_on != NULL)
		desc_callbacks()->mxp_on(d);
}

/* An option changed state. */
void
proto_option(struct descriptor *d, uint8_t opt, int local, int enabled)
{
	static const uint8_t	ttype_send = TTYPE_SEND;

	switch (opt) {
	case TELOPT_MCCP2:
		if (local && enabled)
			proto_mccp_start(d);
		else if (local && !enabled) {
			/*
			 * DONT MCCP2: the WONT is already in the stream; end
			 * it there, and go on in plain text.
			 */
			proto_mccp_finish(d);
			d->proto.mccp_ended = 0;
			d->proto.mccp_resting = 0;
		}
		break;
	case TELOPT_MSSP:
		if (local && enabled)
			proto_mssp_send(d);
		break;
	case TELOPT_GMCP:
		if (local)
			d->proto.gmcp_on = enabled;
		break;
	case TELOPT_MSDP:
		if (local)
			d->proto.msdp_on = enabled;
		break;
	case TELOPT_MXP:
		if (local)
			proto_mxp(d, enabled);
		break;
	case TELOPT_TTYPE:
		if (!local && enabled)
			telnet_send_subneg(d->telnet, TELOPT_TTYPE,
			    &ttype_send, 1);
		break;
	case TELOPT_CHARSET:
		if (local && enabled)
			proto_charset_offer(d);
		break;
	default:
		break;
	}
}

/* The MTTS colour bits a terminal type's name implies. */
static int
proto_ttype_colours(const char *name)
{
	if (strcasestr(name, "truecolor") != NULL ||
	    strcasestr(name, "24bit") != NULL ||
	    strcasestr(name, "direct") != NULL)
		return (MTTS_TRUECOLOR | MTTS_256 | MTTS_ANSI);
	if (strcasestr(name, "256") != NULL)
		return (MTTS_256 | MTTS_ANSI);
	if (strncasecmp(name, "xterm", 5) == 0 ||
	    strncasecmp(name, "ansi", 4) == 0 ||
	    strncasecmp(name, "vt100", 5) == 0 ||
	    strncasecmp(name, "linux", 5) == 0 ||
	    strncasecmp(name, "screen", 6) == 0 ||
	    strncasecmp(name, "tmux", 4) == 0)
		return (MTTS_ANSI);
	return (0);
}

static void
proto_ttype(struct descriptor *d, const uint8_t *data, size_t len)
{
	static const uint8_t	ttype_send = TTYPE_SEND;
	char			name[32];
	struct proto		*p = &d->proto;

	if (p->ttype_round >= 3 ||
	    proto_parse_ttype(data, len, name, sizeof name) != 0)
		return;
	if (p->ttype_round > 0 && strcmp(name, p->ttype_last) == 0)
		return;		/* a repeat: the cycle has ended */
	snprintf(p->ttype_last, sizeof p->ttype_last, "%s", name);
	switch (p->ttype_round++) {
	case 0:
		snprintf(p->client, sizeof p->client, "%s", name);
		break;
	case 1:
		snprintf(p->terminal, sizeof p->terminal, "%s", name);
		break;
	}
	if (proto_parse_mtts(name) >= 0) {
		/* What the client set itself (MSDP) stays as it set it. */
		p->mtts = (proto_parse_mtts(name) & ~p->mtts_client) |
		    (p->mtts & p->mtts_client);
		p->mtts_known = 1;
		if ((p->mtts & MTTS_UTF8) &&
		    p->charset == PROTO_CHARSET_NONE)
			p->utf8 = 1;
	} else if (!p->mtts_known)
		p->mtts |= proto_ttype_colours(name) & ~p->mtts_client;
	log_debug("desc %llu: TTYPE '%s' (mtts %d)", (unsigned long long)d->id,
	    name, p->mtts);
	if (p->ttype_round < 3)
		telnet_send_subneg(d->telnet, TELOPT_TTYPE, &ttype_send, 1);
}

/*
 * The GMCP packages a client may ask for, by their names, and what each
 * brings with it: under IRE's convention "Char 1" is also Char's
 * Afflictions and Defences (Mudlet's default list names neither), while
 * Char.Items and Char.Skills are asked for by name.
 */
static const struct {
	const char	*name;
	int		 bits;
	int		 brings;
} proto_gmcp_packages[] = {
	{ "Core", GMCP_CORE, 0 },
	{ "Char", GMCP_CHAR, GMCP_AFFLICT | GMCP_DEFENCE },
	{ "Char.Items", GMCP_ITEMS, 0 },
	{ "Char.Skills", GMCP_SKILLS, 0 },
	{ "Char.Afflictions", GMCP_AFFLICT, 0 },
	{ "Char.Defences", GMCP_DEFENCE, 0 },
	{ "Room", GMCP_ROOM, 0 },
	{ "Comm", GMCP_COMM, 0 },
	{ "Comm.Channel", GMCP_COMM, 0 },
};

/*
 * The bits of a Core.Supports entry, "Package.Name 1": the name exactly
 * (any case), then a version, and in *brings the packages it brings with
 * it; 0 if unknown. A version below 1 is one we do not speak (*on is 0).
 * An entry without a version (as Remove sends) is version 1.
 */
static int
proto_gmcp_package(const char *entry, int *brings, int *on)
{
	const char	*sp = strchr(entry, ' ');
	size_t		 len, i;
	char		*end;
	long		 version = 1;

	*brings = 0;
	*on = 0;
	len = sp != NULL ? (size_t)(sp - entry) : strlen(entry);
	if (sp != NULL) {
		version = strtol(sp + 1, &end, 10);
		if (end == sp + 1 || *end != '\0')
			return (0);
	}
	for (i = 0; i < sizeof proto_gmcp_packages /
	    sizeof proto_gmcp_packages[0]; i++) {
		if (strlen(proto_gmcp_packages[i].name) == len &&
		    strncasecmp(proto_gmcp_packages[i].name, entry, len) == 0) {
			*brings = proto_gmcp_packages[i].brings;
			*on = version >= 1;
			return (proto_gmcp_packages[i].bits);
		}
	}
	return (0);
}

/*
 * Core.Supports.Set, Add or Remove: the packages the connection gets.
 * Set and Add turn on what an entry names and brings, but a package
 * the same list names with a version below 1 stays off ("Char 1",
 * "Char.Defences 0": no defences); Remove takes off what it names and
 * brings.
 */
static void
proto_gmcp_supports(struct descriptor *d, const char *verb, json_t *list)
{
	json_t	*v;
	size_t	 i;
	int	 bits, brings, on, add = 0, off = 0, remove;

	remove = strcasecmp(verb, "Remove") == 0;
	if (strcasecmp(verb, "Set") == 0)
		d->proto.gmcp = 0;
	json_array_foreach(list, i, v) {
		if (!json_is_string(v))
			continue;
		bits = proto_gmcp_package(json_string_value(v), &brings, &on);
		if (remove)
			d->proto.gmcp &= ~(bits | brings);
		else if (on)
			add |= bits | brings;
		else
			off |= bits;
	}
	d->proto.gmcp = (d->proto.gmcp | add) & ~off;
}

static void
proto_gmcp_in(struct descriptor *d, const uint8_t *data, size_t len)
{
	char		 msg[64], *body;
	json_t		*j = NULL, *v;
	json_error_t	 err;

	if (len > GMCP_MAX ||
	    proto_parse_gmcp(data, len, msg, sizeof msg, &body) != 0)
		return;
	if (body != NULL) {
		j = json_loads(body, JSON_DECODE_ANY, &err);
		free(body);
		if (j == NULL) {
			log_debug("desc %llu: GMCP %s: bad JSON ignored",
			    (unsigned long long)d->id, msg);
			return;
		}
	}
	if (strcasecmp(msg, "Core.Hello") == 0 && json_is_object(j)) {
		if ((v = json_object_get(j, "client")) != NULL &&
		    json_is_string(v) && d->proto.client[0] == '\0')
			snprintf(d->proto.client, sizeof d->proto.client, "%s",
			    json_string_value(v));
	} else if (strncasecmp(msg, "Core.Supports.", 14) == 0 &&
	    json_is_array(j)) {
		proto_gmcp_supports(d, msg + 14, j);
		if (desc_callbacks() != NULL &&
		    desc_callbacks()->gmcp_changed != NULL)
			desc_callbacks()->gmcp_changed(d);
	} else if (strcasecmp(msg, "Core.Ping") == 0) {
		/* Answered at once, whatever the packages: a round trip. */
		telnet_send_subneg(d->telnet, TELOPT_GMCP, "Core.Ping", 9);
	} else if (desc_callbacks() != NULL &&
	    desc_callbacks()->gmcp_message != NULL)
		desc_callbacks()->gmcp_message(d, msg, j);
	json_decref(j);
}

/* A subnegotiation arrived. */
void
proto_subneg(struct descriptor *d, uint8_t opt, const uint8_t *data,
    size_t len)
{
	switch (opt) {
	case TELOPT_NAWS:
		if (proto_parse_naws(data, len, &d->proto.width,
		    &d->proto.height) != 0)
			return;
		if (d->proto.width > 0 && d->proto.width < 20)
			d->proto.width = 20;
		if (d->proto.width > 500)
			d->proto.width = 500;
		log_debug("desc %llu: NAWS %ux%u", (unsigned long long)d->id,
		    d->proto.width, d->proto.height);
		break;
	case TELOPT_TTYPE:
		proto_ttype(d, data, len);
		break;
	case TELOPT_CHARSET:
		if (telnet_local_enabled(d->telnet, TELOPT_CHARSET) ||
		    telnet_remote_enabled(d->telnet, TELOPT_CHARSET))
			proto_charset_subneg(d, data, len);
		break;
	case TELOPT_MCCP3:
		/*
		 * The client compresses from the next byte on, in this same
		 * read: stop the codec there (proto_recv inflates the rest).
		 * A replay feeds what the codec took in, already inflated.
		 */
		if (telnet_local_enabled(d->telnet, TELOPT_MCCP3) &&
		    d->proto.zin == NULL && d->fd >= 0) {
			d->proto.mccp3_starting = 1;
			telnet_stop(d->telnet);
		}
		break;
	case TELOPT_GMCP:
		if (d->proto.gmcp_on)
			proto_gmcp_in(d, data, len);
		break;
	case TELOPT_MSDP:
		if (d->proto.msdp_on && desc_callbacks() != NULL &&
		    desc_callbacks()->msdp != NULL)
			desc_callbacks()->msdp(d, data, len);
		break;
	default:
		break;
	}
}

/* Send a GMCP message if the client wants its package; takes j. */
void
proto_gmcp_send(struct descriptor *d, int package, const char *name,
    json_t *j)
{
	char	*body, *msg;
	int	 n;

	if (!d->proto.gmcp_on || !(d->proto.gmcp & package) || d->reaped) {
		json_decref(j);
		return;
	}
	body = json_dumps(j, JSON_COMPACT | JSON_ENCODE_ANY);
	json_decref(j);
	if (body == NULL)
		return;
	n = xasprintf(&msg, "%s %s", name, body);
	free(body);
	telnet_send_subneg(d->telnet, TELOPT_GMCP, msg, (size_t)n);
	free(msg);
}

/* A Core or Client message: no package to ask for; takes j. */
static void
proto_gmcp_core(struct descriptor *d, const char *name, json_t *j)
{
	int	saved = d->proto.gmcp;

	d->proto.gmcp |= GMCP_CORE;
	proto_gmcp_send(d, GMCP_CORE, name, j);
	d->proto.gmcp = saved;
}

/*
 * Core.Goodbye, as IRE sends it before it closes: a line saying why, for
 * the client to show. Once: a quit's own, then desc_close's plain one,
 * is one message.
 */
void
proto_gmcp_goodbye(struct descriptor *d, const char *why)
{
	if (!d->proto.gmcp_on || d->proto.goodbye || d->reaped)
		return;
	d->proto.goodbye = 1;
	proto_gmcp_core(d, "Core.Goodbye", json_string(why));
}

/*
 * Client.GUI {"version":"3","url":"http://host:4080/mudlet/x.mpackage"}:
 * Mudlet downloads and installs the package named by the URL's last part,
 * and again when the version changes (its JSON form, which Mudlet 4.18
 * reads, beside the older "version\nurl").
 */
void
proto_gmcp_gui(struct descriptor *d, const char *version, const char *url)
{
	if (!d->proto.gmcp_on || d->reaped)
		return;
	proto_gmcp_core(d, "Client.GUI", json_pack("{s:s, s:s}", "version",
	    version, "url", url));
}

/* Does the client want this GMCP package? */
int
proto_gmcp_wants(const struct descriptor *d, int package)
{
	return (d->proto.gmcp_on && (d->proto.gmcp & package) && !d->reaped);
}

/* The client says what it takes (MSDP): an MTTS bit on or off. */
void
proto_client_sets(struct descriptor *d, int bit, int on)
{
	struct proto	*p = &d->proto;
	int		 set, clear;

	switch (bit) {
	case MTTS_ANSI:
		set = MTTS_ANSI;
		clear = MTTS_ANSI | MTTS_256 | MTTS_TRUECOLOR;
		break;
	case MTTS_256:
		set = MTTS_256 | MTTS_ANSI;
		clear = MTTS_256 | MTTS_TRUECOLOR;
		break;
	case MTTS_UTF8:
		set = clear = MTTS_UTF8;
		if (p->charset == PROTO_CHARSET_NONE)
			p->utf8 = on;
		break;
	default:
		return;
	}
	if (on) {
		p->mtts |= set;
		p->mtts_client |= set;
	} else {
		p->mtts &= ~clear;
		p->mtts_client |= clear;
	}
	log_debug("desc %llu: the client sets MTTS bit %d %s (mtts %d)",
	    (unsigned long long)d->id, bit, on ? "on" : "off", p->mtts);
}

/*
 * Did the client name its terminal "dumb" (any case), as telnet does with
 * TERM=dumb: one that shows escape sequences as they are?
 */
static int
proto_ttype_dumb(const struct proto *p)
{
	return (strcasecmp(p->client, "dumb") == 0 ||
	    strcasecmp(p->terminal, "dumb") == 0);
}

/*
 * The colour depth for this client: 0, 16, 256 or PROTO_TRUECOLOUR. MTTS
 * (or MSDP's colour settings) decide when they came; else a dumb terminal
 * gets none, and the names TTYPE gave or a telnet client's 16 decide.
 */
int
proto_colours(const struct descriptor *d)
{
	if (!d->proto.mtts_known && d->proto.mtts_client == 0 &&
	    proto_ttype_dumb(&d->proto))
		return (0);
	if (d->proto.mtts & MTTS_TRUECOLOR)
		return (PROTO_TRUECOLOUR);
	if (d->proto.mtts & MTTS_256)
		return (256);
	if (d->proto.mtts & MTTS_ANSI)
		return (16);
	/*
	 * A client that said MTTS 0, or ANSI_COLORS 0 through MSDP, asked
	 * for no colour at all.
	 */
	if (d->proto.mtts_known || (d->proto.mtts_client & MTTS_ANSI))
		return (0);
	return (d->speaks_telnet ? 16 : 0);
}
