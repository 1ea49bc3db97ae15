/*
 * record.c: record what reaches the game from outside (record.h has the
 * format), and replay it without clients.
 *
 * Input is recorded as the telnet codec took it in (descriptor.h's taps):
 * negotiation at once, and the bytes of each line when the game runs the
 * line, so that a line that waited in its session's queue (session.h) is
 * replayed at the same point, and one typed at a password prompt can be
 * disguised first. A line the queue dropped (max_input) is forgotten.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/queue.h>

#include <sodium.h>
#include <zlib.h>

#include "config.h"
#include "descriptor.h"
#include "game.h"
#include "log.h"
#include "login.h"
#include "pwhash.h"
#include "record.h"
#include "session.h"
#include "store.h"
#include "vmap.h"
#include "xmalloc.h"

#define RECORD_MAGIC	"mud-record 1"
/* A line's bytes kept at most while it is typed (IAC EC could go on). */
#define RECORD_PEND_MAX	65536

struct record_seg {
	TAILQ_ENTRY(record_seg)	 entry;
	size_t			 len;
	uint8_t			 data[];
};

/* What is kept of one connection, recording or replaying. */
struct record_conn {
	uint8_t			*pend;		/* line bytes not yet a line */
	size_t			 plen;
	size_t			 pcap;
	int			 discard;	/* after an overlong line */
	int			 lossy;		/* pend overflowed */
	TAILQ_HEAD(record_segs, record_seg) segs; /* lines waiting to run */
	uint32_t		 crc;		/* of what it was sent */
	unsigned long long	 bytes;
	FILE			*transcript;	/* replay, with an outdir */
};

static FILE		*record_out;
static char		*record_path;
static time_t		 record_last_time;
static uint8_t		 record_key[crypto_generichash_KEYBYTES];

static FILE		*replay_in;
static char		*replay_buf;
static size_t		 replay_cap;
static int		 replay_have;	/* replay_buf holds the next line */
static int		 replay_running;	/* inside record_replay_run */
static unsigned long long replay_lineno;
static const char	*replay_outdir;
static struct vmap	 replay_ids;	/* recorded id -> descriptor */
static unsigned long long replay_events, replay_lines, replay_pulses,
			 replay_conns;
static int		 replay_diffs;
static FILE		*replay_next_transcript;	/* for desc_new's */

/* The recording state of a connection, made when first needed. */
static struct record_conn *
record_conn_of(struct descriptor *d)
{
	struct session		*s = session_of(d);
	struct record_conn	*rc;

	if (s == NULL)
		return (NULL);
	if ((rc = s->rec) == NULL) {
		rc = xcalloc(1, sizeof *rc);
		TAILQ_INIT(&rc->segs);
		rc->crc = (uint32_t)crc32(0, Z_NULL, 0);
		rc->transcript = replay_next_transcript;
		replay_next_transcript = NULL;
		s->rec = rc;
	}
	return (rc);
}

/* Forget a connection's state. */
void
record_conn_free(struct record_conn *rc)
{
	struct record_seg	*seg;

	if (rc == NULL)
		return;
	while ((seg = TAILQ_FIRST(&rc->segs)) != NULL) {
		TAILQ_REMOVE(&rc->segs, seg, entry);
		sodium_memzero(seg->data, seg->len);
		free(seg);
	}
	if (rc->pend != NULL)
		sodium_memzero(rc->pend, rc->pcap);
	free(rc->pend);
	if (rc->transcript != NULL)
		fclose(rc->transcript);
	free(rc);
}

/* Write "<tag> <id> <hex>". */
static void
record_bytes(char tag, struct descriptor *d, const uint8_t *p, size_t len)
{
	size_t	i;

	fprintf(record_out, "%c %" PRIu64 " ", tag, d->id);
	for (i = 0; i < len; i++)
		fprintf(record_out, "%02x", p[i]);
	fputc('\n', record_out);
}

static void
record_pend_add(struct record_conn *rc, const uint8_t *p, size_t len)
{
	if (rc->plen + len > RECORD_PEND_MAX) {
		rc->lossy = 1;
		return;
	}
	rc->pend = xgrow(rc->pend, &rc->pcap, rc->plen + len, 1);
	memcpy(rc->pend + rc->plen, p, len);
	rc->plen += len;
}

/* The codec took bytes in: negotiation is written now, lines kept. */
static void
record_tap_input(struct descriptor *d, int data, const uint8_t *p,
    size_t len)
{
	struct record_conn	*rc;

	if (record_out == NULL || (rc = record_conn_of(d)) == NULL)
		return;
	if (!data) {
		record_bytes('I', d, p, len);
		return;
	}
	/*
	 * The rest of an overlong line only has to end it again: keep its
	 * end of line, nothing of what the codec throws away.
	 */
	if (rc->discard) {
		if (p[0] != '\r' && p[0] != '\n')
			return;
		rc->discard = 0;
	}
	record_pend_add(rc, p, len);
}

/* The codec finished a line: its bytes wait until it runs. */
static void
record_tap_line_end(struct descriptor *d, int how)
{
	struct record_conn	*rc;
	struct record_seg	*seg;

	if (record_out == NULL || (rc = record_conn_of(d)) == NULL)
		return;
	switch (how) {
	case DESC_LINE_DELIVERED:
		seg = xmalloc(sizeof *seg + rc->plen);
		seg->len = rc->plen;
		memcpy(seg->data, rc->pend, rc->plen);
		TAILQ_INSERT_TAIL(&rc->segs, seg, entry);
		break;
	case DESC_LINE_OVERLONG:
		/* What made it too long, disguised if it may be a secret. */
		if (desc_callbacks()->secret(d))
			memset(rc->pend, 'x', rc->plen);
		record_bytes('I', d, rc->pend, rc->plen);
		rc->discard = 1;
		break;
	default:
		break;
	}
	sodium_memzero(rc->pend, rc->plen);
	rc->plen = 0;
}

/* What a connection is sent (before compression): counted, kept. */
static void
record_tap_output(struct descriptor *d, const void *buf, size_t len)
{
	struct record_conn	*rc;

	if ((rc = record_conn_of(d)) == NULL)
		return;
	rc->crc = (uint32_t)crc32(rc->crc, buf, (uInt)len);
	rc->bytes += len;
	if (rc->transcript != NULL)
		fwrite(buf, 1, len, rc->transcript);
}

/* The connection was dropped (it hung up, or fell too far behind). */
static void
record_tap_dropped(struct descriptor *d)
{
	if (record_out != NULL)
		fprintf(record_out, "D %" PRIu64 "\n", d->id);
}

static void
record_tap_turn_end(unsigned int n)
{
	if (record_out != NULL)
		fprintf(record_out, "E %u\n", n);
}

static const struct desc_taps record_taps = {
	.input = record_tap_input,
	.line_end = record_tap_line_end,
	.output = record_tap_output,
	.turn_end = record_tap_turn_end,
	.dropped = record_tap_dropped,
};

/* Start recording to path; the database is copied to path.db first. */
int
record_start(const char *path, uint64_t seed, struct store *store,
    char **cause)
{
	char		*snap;
	const char	*base;

	xasprintf(&snap, "%s.db", path);
	remove(snap);
	if (store_snapshot(store, snap, cause) != 0) {
		free(snap);
		return (-1);
	}
	if ((record_out = fopen(path, "w")) == NULL) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		free(snap);
		return (-1);
	}
	randombytes_buf(record_key, sizeof record_key);
	base = strrchr(snap, '/') != NULL ? strrchr(snap, '/') + 1 : snap;
	fprintf(record_out, "%s\nseed %" PRIu64 "\nsnapshot %s\n",
	    RECORD_MAGIC, seed, base);
	free(snap);
	record_path = xstrdup(path);
	record_last_time = 0;
	desc_set_taps(&record_taps);
	game_on_time(record_time);
	log_info("recording to %s", path);
	return (0);
}

/* Is a recording or a replay under way? */
int
record_active(void)
{
	return (record_out != NULL || replay_in != NULL);
}

/* Finish the file. */
void
record_stop(void)
{
	if (record_out == NULL)
		return;
	desc_set_taps(NULL);
	game_on_time(NULL);
	if (fclose(record_out) != 0)
		log_warn("%s", record_path);
	record_out = NULL;
	sodium_memzero(record_key, sizeof record_key);
	log_info("recording %s finished", record_path);
	free(record_path);
	record_path = NULL;
}

/* A pulse. */
void
record_pulse(void)
{
	if (record_out == NULL)
		return;
	fputs("P\n", record_out);
	/* A crash loses at most the last pulse's worth. */
	fflush(record_out);
}

/* The game read the time: a new second is written down. */
void
record_time(time_t t)
{
	if (record_out == NULL || t == record_last_time)
		return;
	record_last_time = t;
	fprintf(record_out, "W %lld\n", (long long)t);
}

/* A connection opened. */
void
record_open(struct descriptor *d)
{
	if (record_out != NULL)
		fprintf(record_out, "O %" PRIu64 " %s\n", d->id, d->host);
}

/*
 * A password in the file would be a secret given away: the line becomes
 * hex digits of a keyed hash of it, as many as it had bytes, so that two
 * equal lines stay equal and a length check sees the same length. The
 * key is never written down.
 */
static void
record_disguise(const char *line, char *out, size_t len)
{
	uint8_t		 h[64];
	uint8_t		 ctr[8];
	crypto_generichash_state st;
	size_t		 done = 0, i, n;
	uint64_t	 block = 0;

	while (done < len) {
		memcpy(ctr, &block, sizeof ctr);
		crypto_generichash_init(&st, record_key, sizeof record_key,
		    sizeof h);
		crypto_generichash_update(&st, ctr, sizeof ctr);
		crypto_generichash_update(&st, (const uint8_t *)line,
		    strlen(line));
		crypto_generichash_final(&st, h, sizeof h);
		n = len - done < 2 * sizeof h ? len - done : 2 * sizeof h;
		for (i = 0; i < n; i++)
			out[done + i] = "0123456789abcdef"[(h[i / 2] >>
			    (i % 2 ? 0 : 4)) & 0xf];
		done += n;
		block++;
	}
	sodium_memzero(h, sizeof h);
}

/* The game runs a line: its bytes go into the file, disguised if secret. */
void
record_line(struct descriptor *d, const char *line, int secret)
{
	struct record_conn	*rc;
	struct record_seg	*seg;
	uint8_t			*out;
	size_t			 lead = 0, n, len;
	char			 tag = session_of(d)->from_queue ? 'Q' : 'I';

	if (record_out == NULL || (rc = record_conn_of(d)) == NULL)
		return;
	if ((seg = TAILQ_FIRST(&rc->segs)) == NULL) {
		log_warnx("record: desc %" PRIu64 ": a line with no bytes",
		    d->id);
		return;
	}
	TAILQ_REMOVE(&rc->segs, seg, entry);
	if (rc->lossy) {
		log_warnx("record: desc %" PRIu64 ": a line too long to keep; "
		    "the replay will differ", d->id);
		rc->lossy = 0;
	}
	if (!secret) {
		record_bytes(tag, d, seg->data, seg->len);
		free(seg);
		return;
	}
	/* Keep what ended the line before and what ends this one. */
	while (lead < seg->len && (seg->data[lead] == '\n' ||
	    seg->data[lead] == '\0'))
		lead++;
	len = strlen(line);
	out = xmalloc(lead + len + 1);
	memcpy(out, seg->data, lead);
	record_disguise(line, (char *)out + lead, len);
	n = lead + len;
	if (seg->len > lead && (seg->data[seg->len - 1] == '\r' ||
	    seg->data[seg->len - 1] == '\n'))
		out[n++] = seg->data[seg->len - 1];
	record_bytes(tag, d, out, n);
	sodium_memzero(seg->data, seg->len);
	free(seg);
	free(out);
}

/* The session's queue dropped the line just handed up: never run. */
void
record_line_dropped(struct descriptor *d)
{
	struct record_conn	*rc;
	struct record_seg	*seg;

	if (record_out == NULL || (rc = record_conn_of(d)) == NULL ||
	    (seg = TAILQ_LAST(&rc->segs, record_segs)) == NULL)
		return;
	TAILQ_REMOVE(&rc->segs, seg, entry);
	sodium_memzero(seg->data, seg->len);
	free(seg);
}

/* A password check ended. */
void
record_hash(struct descriptor *d, int ok)
{
	if (record_out != NULL)
		fprintf(record_out, "H %" PRIu64 " %d\n", d->id, ok);
}

/* The pause after a wrong password ended. */
void
record_pause_end(struct descriptor *d)
{
	if (record_out != NULL)
		fprintf(record_out, "T %" PRIu64 "\n", d->id);
}

/* The server began to shut down. */
void
record_shutdown(void)
{
	if (record_out != NULL)
		fputs("S\n", record_out);
}

/* A connection is gone: what it was sent, to check a replay by. */
void
record_close(struct descriptor *d)
{
	struct session		*s = session_of(d);
	struct record_conn	*rc = s != NULL ? s->rec : NULL;

	if (record_out != NULL)
		fprintf(record_out, "C %" PRIu64 " %llu %lu\n", d->id,
		    rc != NULL ? rc->bytes : 0ULL, rc != NULL ?
		    (unsigned long)rc->crc : (unsigned long)crc32(0, Z_NULL,
		    0));
}

/* The next line of the recording, kept until taken; 0 at its end. */
static int
replay_peek(void)
{
	ssize_t	n;

	if (replay_have)
		return (1);
	if ((n = getline(&replay_buf, &replay_cap, replay_in)) <= 0)
		return (0);
	if (replay_buf[n - 1] == '\n')
		replay_buf[n - 1] = '\0';
	replay_lineno++;
	replay_have = 1;
	return (1);
}

/* Take the line peeked at, as a copy to free. */
static char *
replay_take(void)
{
	replay_have = 0;
	return (xstrdup(replay_buf));
}

/* Read the header of a recording. */
int
record_replay_open(const char *path, uint64_t *seed, char **snapshot,
    char **cause)
{
	char	*dir, *slash, name[256];

	if ((replay_in = fopen(path, "r")) == NULL) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		return (-1);
	}
	if (!replay_peek() || strcmp(replay_buf, RECORD_MAGIC) != 0) {
		xasprintf(cause, "%s: not a recording of this server", path);
		return (-1);
	}
	replay_have = 0;
	if (!replay_peek() || sscanf(replay_buf, "seed %" SCNu64, seed) != 1) {
		xasprintf(cause, "%s:%llu: no seed", path, replay_lineno);
		return (-1);
	}
	replay_have = 0;
	if (!replay_peek() || sscanf(replay_buf, "snapshot %255s", name) !=
	    1) {
		xasprintf(cause, "%s:%llu: no snapshot", path, replay_lineno);
		return (-1);
	}
	replay_have = 0;
	dir = xstrdup(path);
	if ((slash = strrchr(dir, '/')) != NULL) {
		*slash = '\0';
		xasprintf(snapshot, "%s/%s", dir, name);
	} else
		*snapshot = xstrdup(name);
	free(dir);
	/* The time of the start, before the world boots. */
	while (replay_peek() && replay_buf[0] == 'W') {
		game_set_time((time_t)strtoll(replay_buf + 2, NULL, 10));
		replay_have = 0;
	}
	return (0);
}

/* The connection a recorded id stands for, or NULL. */
static struct descriptor *
replay_desc(const char *arg)
{
	return (vmap_get(&replay_ids, (int)strtoul(arg, NULL, 10)));
}

/* Hex back to bytes; the number of bytes, or -1. */
static ssize_t
replay_unhex(const char *hex, uint8_t **out)
{
	size_t	len = strlen(hex), i;

	if (len % 2 != 0)
		return (-1);
	*out = xmalloc(len / 2 + 1);
	for (i = 0; i < len / 2; i++) {
		unsigned int	v;

		if (sscanf(hex + 2 * i, "%2x", &v) != 1) {
			free(*out);
			return (-1);
		}
		(*out)[i] = (uint8_t)v;
	}
	return ((ssize_t)(len / 2));
}

/* Feed a recorded "I/Q <id> <hex>" line to its connection. */
static int
replay_feed(const char *rest)
{
	struct descriptor	*d = replay_desc(rest);
	const char		*hex = strchr(rest, ' ');
	uint8_t			*bytes;
	ssize_t			 n;

	if (d == NULL || hex == NULL || (n = replay_unhex(hex + 1, &bytes)) <
	    0)
		return (-1);
	desc_feed(d, bytes, (size_t)n);
	free(bytes);
	replay_lines++;
	return (0);
}

/*
 * d's session may take a line and has none waiting: if the recording ran
 * a waiting line of d's next, that line is fed now, at the same point. 1
 * if one was.
 */
int
record_want_line(struct descriptor *d)
{
	char	*line, prefix[32];

	if (!replay_running || !replay_peek() || replay_buf[0] != 'Q')
		return (0);
	snprintf(prefix, sizeof prefix, "Q %" PRIu64 " ", d->id);
	if (strncmp(replay_buf, prefix, strlen(prefix)) != 0)
		return (0);
	line = replay_take();
	replay_events++;
	if (replay_feed(line + 2) != 0)
		log_warnx("replay:%llu: a broken line", replay_lineno);
	free(line);
	return (1);
}

/* Compare what a connection was sent with the recording, and free it. */
static void
replay_close(struct descriptor *d, const char *rest)
{
	struct session		*s = session_of(d);
	struct record_conn	*rc = s != NULL ? s->rec : NULL;
	unsigned long long	 bytes = 0, got = rc != NULL ? rc->bytes : 0;
	unsigned long		 crc = 0, gotcrc = rc != NULL ?
				    (unsigned long)rc->crc :
				    (unsigned long)crc32(0, Z_NULL, 0);
	const char		*sp = strchr(rest, ' ');

	if (sp != NULL)
		sscanf(sp + 1, "%llu %lu", &bytes, &crc);
	if (bytes != got || crc != gotcrc) {
		replay_diffs++;
		log_warnx("replay: connection %" PRIu64 " was sent %llu bytes "
		    "(crc %08lx), the recording says %llu (crc %08lx)", d->id,
		    got, gotcrc, bytes, crc);
	}
	vmap_put(&replay_ids, (int)d->id, NULL);
	desc_free_now(d);
}

/* A new connection, as recorded. */
static int
replay_open(const char *rest)
{
	struct descriptor	*d;
	char			 host[64], *path;
	uint64_t		 id;

	if (sscanf(rest, "%" SCNu64 " %63s", &id, host) != 2)
		return (-1);
	/* The greeting is written from inside desc_new: open the file first. */
	if (replay_outdir != NULL) {
		xasprintf(&path, "%s/%" PRIu64 ".out", replay_outdir, id);
		if ((replay_next_transcript = fopen(path, "w")) == NULL)
			log_warn("%s", path);
		free(path);
	}
	d = desc_new(-1, host);
	(void)record_conn_of(d);
	if (replay_next_transcript != NULL) {
		fclose(replay_next_transcript);
		replay_next_transcript = NULL;
	}
	if (d->id != id)
		log_warnx("replay: connection %" PRIu64 " is %" PRIu64 " here",
		    id, d->id);
	vmap_put(&replay_ids, (int)id, d);
	replay_conns++;
	return (0);
}

static const struct desc_taps replay_taps = {
	.input = record_tap_input,
	.line_end = record_tap_line_end,
	.output = record_tap_output,
	.turn_end = record_tap_turn_end,
};

/* Run one recorded line; -1 if it is broken. */
static int
replay_one(char *line)
{
	struct descriptor	*d = NULL;
	struct session		*s;
	char			*rest = line[0] != '\0' && line[1] == ' ' ?
				    line + 2 : line + 1;

	if (strchr("IQHTCD", line[0]) != NULL && line[0] != '\0' &&
	    (d = replay_desc(rest)) == NULL)
		return (-1);
	switch (line[0]) {
	case 'P':
		replay_pulses++;
		equeue_heartbeat(game_eq);
		return (0);
	case 'W':
		game_set_time((time_t)strtoll(rest, NULL, 10));
		return (0);
	case 'O':
		return (replay_open(rest));
	case 'I':
	case 'Q':
		return (replay_feed(rest));
	case 'H':
		s = session_of(d);
		if (s->job != NULL)
			pwhash_resolve(s->job, atoi(strchr(rest, ' ') + 1));
		return (0);
	case 'T':
		login_pause_end(session_of(d));
		return (0);
	case 'E':
		desc_turn_flush((unsigned int)strtoul(rest, NULL, 10));
		return (0);
	case 'S':
		session_shutdown();
		return (0);
	case 'D':
		desc_mark_dropped(d);
		return (0);
	case 'C':
		replay_close(d, rest);
		return (0);
	default:
		return (-1);
	}
}

/* Replay the recording opened by record_replay_open. */
int
record_replay_run(const char *outdir, char **cause)
{
	char	*line;
	int	 rc = 0;

	replay_outdir = outdir;
	desc_set_taps(&replay_taps);
	replay_running = 1;
	while (replay_peek()) {
		line = replay_take();
		replay_events++;
		if (replay_one(line) != 0) {
			xasprintf(cause, "replay:%llu: cannot replay '%.40s'",
			    replay_lineno, line);
			free(line);
			rc = -1;
			break;
		}
		free(line);
	}
	replay_running = 0;
	desc_set_taps(NULL);
	fclose(replay_in);
	replay_in = NULL;
	free(replay_buf);
	replay_buf = NULL;
	vmap_clear(&replay_ids);
	return (rc < 0 ? -1 : replay_diffs);
}

/* What the replay did. */
void
record_replay_counts(unsigned long long *events, unsigned long long *lines,
    unsigned long long *pulses, unsigned long long *connections)
{
	*events = replay_events;
	*lines = replay_lines;
	*pulses = replay_pulses;
	*connections = replay_conns;
}
