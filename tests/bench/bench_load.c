/*
 * bench_load.c: a load generator that plays the game over TCP.
 *
 * N simulated players connect (ramped up), create their characters or log
 * in to them, then each sends a command from a realistic mix at a set rate.
 * The round trip of a command is the time from sending it to receiving the
 * prompt that ends its answer; prompts that end a one-line message from
 * someone else ("Ldaaabc says 'hello'") are told apart and skipped. One
 * command is in flight per player: a command that falls due while the last
 * is unanswered is skipped and counted late. An admin character, created
 * first on a fresh database, asks the server for its own pulse lateness with
 * `events`. The server's CPU and RSS come from /proc/PID every second.
 *
 * With -T percent, that share of the players connect to the TLS port (-P)
 * through libevent's OpenSSL bufferevents; their round trips are also
 * reported apart (tls_p50_ms...).
 *
 * Prints one JSON line on stdout; progress goes to stderr.
 * Run: scripts/bench load [crowd|spread] [players] (crowd: -m crowd)
 */
#include <sys/resource.h>
#include <sys/socket.h>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/bufferevent_ssl.h>
#include <event2/event.h>
#include <jansson.h>
#include <openssl/ssl.h>
#include <zlib.h>

#include "load-mix.h"
#include "load-names.h"

#define LOAD_LINE_MAX		256	/* text kept of one line */
#define LOAD_STEP_TIMEOUT_US	60000000ULL
#define LOAD_DRAIN_US		5000000ULL
#define LOAD_EVENTS_EVERY_US	10000000ULL
#define LOAD_EVENTS_WAIT_US	10000000ULL
#define LOAD_SWEEP_MS		100

#define TN_IAC		255
#define TN_DONT		254
#define TN_DO		253
#define TN_WONT		252
#define TN_WILL		251
#define TN_SB		250
#define TN_SE		240
#define TELOPT_MCCP2	86

enum tn_state {
	TN_S_DATA,
	TN_S_IAC,
	TN_S_OPT,
	TN_S_SB,
	TN_S_SB_IAC,
	TN_S_ESC
};

/* Where a player is in the login dialogue and the game. */
enum pl_state {
	PL_IDLE,		/* not connected yet */
	PL_CONNECTING,
	PL_WANT_NAME,		/* waiting for the name question */
	PL_NAME_SENT,		/* new name question or password question */
	PL_CONFIRMED,		/* said yes: "Choose a password" next */
	PL_NEWPW_SENT,		/* waiting for "once more" */
	PL_RETYPE_SENT,		/* waiting for "class" */
	PL_RACE,		/* class sent: waiting for "race" */
	PL_ENTERING,		/* race or password sent: waiting for a prompt */
	PL_PLAYING,
	PL_DONE,		/* closed by us */
	PL_FAILED		/* closed by the server, refused or timed out */
};

static const char *pl_state_names[] = {
	"idle", "connecting", "want-name", "name-sent", "confirmed",
	"newpw-sent", "retype-sent", "race", "entering", "playing", "done",
	"failed"
};

/* The phases of a run, in order. */
enum load_phase {
	PH_ADMIN,		/* admin logging in */
	PH_RAMP,		/* players connecting and logging in */
	PH_WARMUP,
	PH_MEASURE,
	PH_DRAIN,		/* no new commands; waiting for answers */
	PH_EVENTS,		/* waiting for the admin's last `events` */
	PH_END
};

struct player {
	struct bufferevent	*bev;
	struct event		*timer;		/* next command */
	uint32_t		 idx;
	enum pl_state		 state;
	int			 is_admin;
	int			 tls;		/* on the TLS port */
	char			 name[16];

	enum tn_state		 tn;
	uint8_t			 tn_cmd;
	int			 sb_opt;	/* option of the SB, -1 at its start */
	z_stream		*zs;		/* inflating MCCP2, once started */

	char			 line[LOAD_LINE_MAX];
	size_t			 line_len;
	unsigned int		 chunk_lines;	/* lines since the last prompt */
	int			 chunk_other;	/* first line is someone else's */

	uint64_t		 state_since;
	uint64_t		 due;		/* when the next command is due */
	uint64_t		 sent_at;
	int			 in_flight;
	int			 measured;	/* sent in the measured window */
	int			 web;		/* over the WebSocket (-W) */
	int			 ws_open;	/* past the 101 */
	struct evbuffer		*ws_in;		/* frames not yet whole */
};

struct load_sample {
	uint64_t	at;
	uint64_t	ticks;		/* utime + stime */
	long		rss_kb;
};

static struct {
	const char		*host;
	int			 port;
	uint32_t		 players;
	double			 rate;
	double			 duration;
	double			 warmup;
	double			 ramp;
	long			 server_pid;
	const char		*prefix;
	const char		*admin_name;
	int			 verbose;
	int			 mccp;		/* accept MCCP2, as MUD clients do */
	double			 cmd_timeout;	/* s before a command is an error */
	int			 tls_pct;	/* -T: players on the TLS port */
	int			 tls_port;	/* -P */
	int			 web_pct;	/* -W: players on the WebSocket */
	int			 web_port;	/* -Q: the web client's port */
	const struct load_mix_entry *mix;	/* -m: what players type */
	const char		*mix_name;
} opt = {
	"127.0.0.1", 0, 0, 1.0, 30.0, 5.0, 500.0, 0, "ld", "Loadadmin", 0, 0,
	5.0, 0, 0, 0, 0, load_mix_spread, "spread"
};
static SSL_CTX			*tls_cctx;
static struct sockaddr_in	 tls_addr;
/* The latency samples of the players on one kind of connection. */
struct lat_part {
	uint32_t	*v;
	size_t		 n, cap;
	uint32_t	 players;
};
static struct lat_part		 lat_tls, lat_web;

static struct event_base	*base;
static struct sockaddr_in	 load_addr;
static struct sockaddr_in	 load_web_addr;
static const char		 load_ws_upgrade[] = "GET /ws HTTP/1.1\r\n"
				    "Host: 127.0.0.1\r\n"
				    "Upgrade: websocket\r\nConnection: Upgrade\r\n"
				    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
				    "Sec-WebSocket-Version: 13\r\n\r\n";
static struct player		*players;
static struct player		 admin;
static enum load_phase		 phase = PH_ADMIN;
static uint64_t			 phase_since;
static uint64_t			 period_us;
static uint64_t			 rng_state = 88172645463325252ULL;

static uint32_t			 next_connect;
static double			 connect_credit;
static uint32_t			 n_playing, n_failed, n_connected;
static uint32_t			 n_dropped;	/* closed while playing */
static uint64_t			 ramp_start, all_in_at;

static uint32_t			*lat;		/* microseconds */
static size_t			 lat_n, lat_cap;
static uint64_t			 n_sent, n_late, n_unsolicited;
static uint64_t			 err_closed, err_login, err_timeout;
static uint64_t			 err_connect;

static struct load_sample	 s_first, s_last;
static long			 rss_idle_kb = -1, rss_max_kb = -1;
static int			 have_samples;
static struct rusage		 ru_first;
static uint64_t			 measure_start;

static double			 late_p99 = -1, late_max = -1;
/* Every pulse since the admin's `events reset` at the start of measuring. */
static double			 window_late_max = -1, window_longest = -1;
static unsigned long long	 window_pulses, window_late_10ms;
static int			 events_wanted, events_got;
static uint64_t			 events_asked_at, next_events_at;

static struct event		*ev_tick, *ev_ramp, *ev_sweep;

static void	load_set_phase(enum load_phase);
static void	pl_close(struct player *, enum pl_state);

/* The monotonic clock in microseconds. */
static uint64_t
now_us(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000 + (uint64_t)ts.tv_nsec / 1000);
}

/* A fast pseudo-random number (xorshift64). */
static uint64_t
rng_next(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (rng_state);
}

/* A timeval of us microseconds. */
static struct timeval
tv_of(uint64_t us)
{
	struct timeval	tv;

	tv.tv_sec = (time_t)(us / 1000000);
	tv.tv_usec = (suseconds_t)(us % 1000000);
	return (tv);
}

/* Print a progress or problem line on stderr. */
static void	say(const char *, ...) __attribute__((format(printf, 1, 2)));

static void
say(const char *fmt, ...)
{
	va_list	ap;

	fprintf(stderr, "bench_load: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* Read the server's CPU ticks and RSS; 0 on success. */
static int
proc_sample(struct load_sample *s)
{
	char			 path[64], buf[4096], *p;
	FILE			*f;
	size_t			 n;
	unsigned long long	 ut, st;
	int			 field;

	s->at = now_us();
	snprintf(path, sizeof path, "/proc/%ld/stat", opt.server_pid);
	if ((f = fopen(path, "r")) == NULL)
		return (-1);
	n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	/* The command name may hold spaces: count fields after its ')'. */
	if ((p = strrchr(buf, ')')) == NULL)
		return (-1);
	for (field = 2; field < 14 && p != NULL; field++)
		p = strchr(p + 1, ' ');
	if (p == NULL || sscanf(p, " %llu %llu", &ut, &st) != 2)
		return (-1);
	s->ticks = ut + st;

	snprintf(path, sizeof path, "/proc/%ld/status", opt.server_pid);
	if ((f = fopen(path, "r")) == NULL)
		return (-1);
	s->rss_kb = -1;
	while (fgets(buf, sizeof buf, f) != NULL) {
		if (strncmp(buf, "VmRSS:", 6) == 0) {
			s->rss_kb = strtol(buf + 6, NULL, 10);
			break;
		}
	}
	fclose(f);
	return (s->rss_kb < 0 ? -1 : 0);
}

/* Keep one latency sample. */
static void
lat_add(uint64_t us)
{
	if (lat_n == lat_cap) {
		lat_cap = lat_cap == 0 ? 65536 : lat_cap * 2;
		if ((lat = realloc(lat, lat_cap * sizeof *lat)) == NULL) {
			say("out of memory");
			exit(1);
		}
	}
	lat[lat_n++] = us > UINT32_MAX ? UINT32_MAX : (uint32_t)us;
}

/* Compare two latencies for qsort. */
static int
lat_cmp(const void *a, const void *b)
{
	uint32_t	x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x < y ? -1 : x > y);
}

/* The q-quantile of n sorted latencies in milliseconds. */
static double
lat_quantile_of(const uint32_t *v, size_t n, double q)
{
	size_t	i;

	if (n == 0)
		return (0);
	i = (size_t)ceil(q * (double)n);
	if (i > 0)
		i--;
	if (i >= n)
		i = n - 1;
	return (v[i] / 1000.0);
}

/* The q-quantile of the sorted latencies in milliseconds. */
static double
lat_quantile(double q)
{
	return (lat_quantile_of(lat, lat_n, q));
}

/* Keep a TLS or WebSocket player's latency sample apart too. */
static void
lat_part_add(struct lat_part *lp, uint64_t us)
{
	if (lp->n == lp->cap) {
		lp->cap = lp->cap == 0 ? 4096 : lp->cap * 2;
		if ((lp->v = realloc(lp->v, lp->cap * sizeof *lp->v)) == NULL) {
			say("out of memory");
			exit(1);
		}
	}
	lp->v[lp->n++] = us > UINT32_MAX ? UINT32_MAX : (uint32_t)us;
}

/* Move a player to a new state, checking that the move makes sense. */
static void
pl_set_state(struct player *p, enum pl_state state)
{
	if (p->state == PL_DONE || p->state == PL_FAILED) {
		say("player %u: state %s after %s ignored", p->idx,
		    pl_state_names[state], pl_state_names[p->state]);
		return;
	}
	if (opt.verbose > 1)
		say("%s: %s -> %s", p->name, pl_state_names[p->state],
		    pl_state_names[state]);
	if (state == PL_PLAYING && !p->is_admin)
		n_playing++;
	if (p->state == PL_PLAYING && !p->is_admin)
		n_playing--;
	if (state == PL_FAILED && !p->is_admin)
		n_failed++;
	if (state == PL_FAILED && p->state == PL_PLAYING && !p->is_admin)
		n_dropped++;
	p->state = state;
	p->state_since = now_us();
}

static int	pl_feed_plain(struct player *, const uint8_t *, size_t);
static void	pl_fail(struct player *, uint64_t *, const char *);

/* A line as one masked text frame (docs/web.md). */
static void
pl_ws_send(struct player *p, const char *line)
{
	uint8_t		 f[6 + 125];
	size_t		 n = strlen(line), i;
	uint32_t	 key = (uint32_t)rng_next();

	if (n > 125)
		n = 125;
	f[0] = 0x81;
	f[1] = 0x80 | (uint8_t)n;
	memcpy(f + 2, &key, 4);
	for (i = 0; i < n; i++)
		f[6 + i] = (uint8_t)line[i] ^ f[2 + i % 4];
	bufferevent_write(p->bev, f, 6 + n);
}

/*
 * Bytes from the web port: the 101, then frames of JSON whose text is fed
 * as if it came over telnet. -1 if the player was closed.
 */
static int
pl_ws_feed(struct player *p, const uint8_t *buf, size_t len)
{
	struct evbuffer_ptr	 at;
	uint8_t			 h[10], *m;
	size_t			 have, hl, n;
	json_t			*j, *t;
	int			 rc = 0;

	evbuffer_add(p->ws_in, buf, len);
	if (!p->ws_open) {
		at = evbuffer_search(p->ws_in, "\r\n\r\n", 4, NULL);
		if (at.pos < 0)
			return (0);
		evbuffer_copyout(p->ws_in, h, 10);
		if (memcmp(h, "HTTP/1.1 1", 10) != 0) {
			pl_fail(p, &err_closed, "no WebSocket upgrade");
			return (-1);
		}
		evbuffer_drain(p->ws_in, (size_t)at.pos + 4);
		p->ws_open = 1;
	}
	while (rc == 0 && (have = evbuffer_get_length(p->ws_in)) >= 2) {
		evbuffer_copyout(p->ws_in, h, have < 10 ? have : 10);
		n = h[1] & 0x7f;
		hl = n == 126 ? 4 : n == 127 ? 10 : 2;
		if (have < hl)
			break;
		if (n == 126)
			n = (size_t)h[2] << 8 | h[3];
		else if (n == 127)
			n = (size_t)h[6] << 24 | (size_t)h[7] << 16 |
			    (size_t)h[8] << 8 | h[9];
		if (have < hl + n)
			break;
		evbuffer_drain(p->ws_in, hl);
		m = malloc(n + 1);
		evbuffer_remove(p->ws_in, m, n);
		if ((h[0] & 0x0f) == 0x8)
			rc = -1;
		else if ((j = json_loadb((char *)m, n, 0, NULL)) != NULL) {
			if ((t = json_object_get(j, "text")) != NULL)
				rc = pl_feed_plain(p, (const uint8_t *)
				    json_string_value(t), json_string_length(t));
			json_decref(j);
		}
		free(m);
	}
	if (rc != 0 && p->bev != NULL) {
		pl_fail(p, &err_closed, "WebSocket closed");
		return (-1);
	}
	return (rc);
}

/* Send one line to the server. */
static void
pl_send(struct player *p, const char *line)
{
	char	buf[128];
	int	n;

	if (p->bev == NULL)
		return;
	if (p->web) {
		pl_ws_send(p, line);
		return;
	}
	n = snprintf(buf, sizeof buf, "%s\r\n", line);
	bufferevent_write(p->bev, buf, (size_t)n);
}

/* The player gave up or was thrown out: count why and close. */
static void
pl_fail(struct player *p, uint64_t *counter, const char *why)
{
	(*counter)++;
	if (opt.verbose || p->is_admin)
		say("%s: %s (state %s)", p->name, why, pl_state_names[p->state]);
	pl_close(p, PL_FAILED);
}

/* Close a player's connection and stop its timer. */
static void
pl_close(struct player *p, enum pl_state state)
{
	if (p->timer != NULL)
		evtimer_del(p->timer);
	if (p->bev != NULL) {
		bufferevent_free(p->bev);
		p->bev = NULL;
	}
	if (p->zs != NULL) {
		inflateEnd(p->zs);
		free(p->zs);
		p->zs = NULL;
	}
	p->tn = TN_S_DATA;
	p->in_flight = 0;
	pl_set_state(p, state);
}

/* A player's command timer: send the next command unless one is pending. */
static void
pl_timer_cb(evutil_socket_t fd, short what, void *arg)
{
	struct player	*p = arg;
	uint64_t	 now = now_us();
	struct timeval	 tv;

	(void)fd;
	(void)what;
	if (p->state != PL_PLAYING || phase >= PH_DRAIN)
		return;
	if (p->in_flight) {
		if (phase == PH_MEASURE)
			n_late++;
	} else {
		p->in_flight = 1;
		p->sent_at = now;
		p->measured = phase == PH_MEASURE;
		if (p->measured)
			n_sent++;
		pl_send(p, load_mix_pick(opt.mix, rng_next()));
	}
	p->due += period_us;
	if (p->due + period_us < now)
		p->due = now + period_us;
	tv = tv_of(p->due > now ? p->due - now : 0);
	evtimer_add(p->timer, &tv);
}

/* The player is in the game: start its commands at a random phase. */
static void
pl_start_playing(struct player *p)
{
	struct timeval	tv;
	uint64_t	delay;

	pl_set_state(p, PL_PLAYING);
	if (p->is_admin)
		return;
	if (p->timer == NULL)
		p->timer = evtimer_new(base, pl_timer_cb, p);
	delay = rng_next() % period_us;
	p->due = now_us() + delay;
	tv = tv_of(delay);
	evtimer_add(p->timer, &tv);
}

/* Does the line end with s? */
static int
line_ends(const struct player *p, const char *s)
{
	size_t	n = strlen(s);

	return (p->line_len >= n &&
	    memcmp(p->line + p->line_len - n, s, n) == 0);
}

/* Does the line contain s? */
static int
line_has(struct player *p, const char *s)
{
	p->line[p->line_len] = '\0';
	return (strstr(p->line, s) != NULL);
}

/* A prompt arrived while playing: maybe the answer to our command. */
static void
pl_prompt(struct player *p)
{
	uint64_t	now;

	if (p->chunk_lines == 1 && p->chunk_other) {
		n_unsolicited++;
		return;
	}
	if (!p->in_flight)
		return;
	now = now_us();
	p->in_flight = 0;
	if (p->measured)
		lat_add(now - p->sent_at);
	if (p->measured && p->tls)
		lat_part_add(&lat_tls, now - p->sent_at);
	if (p->measured && p->web)
		lat_part_add(&lat_web, now - p->sent_at);
}

/* A line or question ending in ": ", "? " or "> " arrived. */
static void
pl_question(struct player *p)
{
	switch (p->state) {
	case PL_WANT_NAME:
		/* Older servers' words too, for a before and after. */
		if (line_ends(p, "go by? ") || line_ends(p, "known? ")) {
			pl_set_state(p, PL_NAME_SENT);
			pl_send(p, p->name);
		}
		break;
	case PL_NAME_SENT:
		if (line_has(p, "the name you want") ||
		    line_has(p, "Did I get that right")) {
			pl_set_state(p, PL_CONFIRMED);
			pl_send(p, "y");
		} else if (line_ends(p, "Password: ")) {
			pl_set_state(p, PL_ENTERING);
			pl_send(p, LOAD_PASSWORD);
		} else if (line_ends(p, ": ") || line_ends(p, "? "))
			pl_fail(p, &err_login, "name refused");
		break;
	case PL_CONFIRMED:
		if (line_has(p, "Choose a password") ||
		    line_has(p, "Give me a password")) {
			pl_set_state(p, PL_NEWPW_SENT);
			pl_send(p, LOAD_PASSWORD);
		}
		break;
	case PL_NEWPW_SENT:
		if (line_has(p, "once more") || line_has(p, "retype")) {
			pl_set_state(p, PL_RETYPE_SENT);
			pl_send(p, LOAD_PASSWORD);
		} else if (line_ends(p, "Password: "))
			pl_fail(p, &err_login, "password refused");
		break;
	case PL_RETYPE_SENT:
		if (line_has(p, "Choose your class")) {
			pl_set_state(p, PL_RACE);
			pl_send(p, "warrior");
		} else if (line_ends(p, "Password: "))
			pl_fail(p, &err_login, "passwords did not match");
		break;
	case PL_RACE:
		if (line_has(p, "Choose your race")) {
			pl_set_state(p, PL_ENTERING);
			pl_send(p, "human");
		}
		break;
	case PL_ENTERING:
		if (line_ends(p, "mv> ")) {
			pl_start_playing(p);
			if (p->is_admin) {
				say("admin %s in the game", p->name);
				load_set_phase(PH_RAMP);
			}
		} else if (line_ends(p, "Password: "))
			pl_fail(p, &err_login, "wrong password");
		else if (line_has(p, "another name"))
			pl_fail(p, &err_login, "name taken meanwhile");
		break;
	case PL_PLAYING:
		if (line_ends(p, "mv> "))
			pl_prompt(p);
		break;
	default:
		break;
	}
}

/* The admin's `events` answer: pick out the line of pulse lateness. */
static void
admin_line(struct player *p)
{
	double	p50, p99, mx;
	char	*s = p->line;

	p->line[p->line_len] = '\0';
	while (*s == ' ')
		s++;
	if (sscanf(s, "Since reset: %llu pulses, %llu late by more than 10 "
	    "ms, the worst %lf ms late, the longest %lf ms.", &window_pulses,
	    &window_late_10ms, &window_late_max, &window_longest) == 4)
		return;
	if (strncmp(s, "late ", 5) != 0)
		return;
	if (sscanf(s, "late p50 %lf ms p99 %lf ms max %lf ms", &p50, &p99,
	    &mx) != 3)
		return;
	if (!events_wanted)
		return;
	events_wanted = 0;
	events_got++;
	if (p99 > late_p99)
		late_p99 = p99;
	if (mx > late_max)
		late_max = mx;
	if (opt.verbose)
		say("events: late p50 %.3f p99 %.3f max %.3f ms", p50, p99, mx);
}

/* A whole line arrived. */
static void
pl_line(struct player *p)
{
	if (p->line_len == 0)
		return;
	if (p->state == PL_PLAYING) {
		if (p->is_admin)
			admin_line(p);
		else if (++p->chunk_lines == 1)
			p->chunk_other = load_line_is_other(p->line,
			    p->line_len, opt.prefix, p->name);
		return;
	}
	if (line_has(p, "Wrong password") || line_has(p, "Too many") ||
	    line_has(p, "not available") || line_has(p, "game is full") ||
	    line_has(p, "went wrong"))
		pl_fail(p, &err_login, p->line);
}

/* Answer a telnet option: refuse whatever the server offers or asks. */
static void
pl_telnet_option(struct player *p, uint8_t cmd, uint8_t option)
{
	uint8_t	reply[3];

	reply[0] = TN_IAC;
	reply[2] = option;
	if (cmd == TN_WILL && option == TELOPT_MCCP2 && opt.mccp)
		reply[1] = TN_DO;
	else if (cmd == TN_WILL)
		reply[1] = TN_DONT;
	else if (cmd == TN_DO)
		reply[1] = TN_WONT;
	else
		return;
	bufferevent_write(p->bev, reply, sizeof reply);
}

static int	pl_feed(struct player *, const uint8_t *, size_t);
static int	pl_feed_plain(struct player *, const uint8_t *, size_t);

/*
 * Inflate compressed bytes and feed what comes out; if the server ends
 * the compressed stream, what follows is plain again. -1 if the player
 * was closed.
 */
static int
pl_inflate(struct player *p, const uint8_t *buf, size_t len)
{
	uint8_t	out[16384];
	int	rc;

	if (p->zs == NULL) {
		if ((p->zs = calloc(1, sizeof *p->zs)) == NULL ||
		    inflateInit(p->zs) != Z_OK) {
			free(p->zs);
			p->zs = NULL;
			pl_fail(p, &err_closed, "inflateInit failed");
			return (-1);
		}
	}
	p->zs->next_in = (Bytef *)(uintptr_t)buf;
	p->zs->avail_in = (uInt)len;
	do {
		p->zs->next_out = out;
		p->zs->avail_out = sizeof out;
		rc = inflate(p->zs, Z_SYNC_FLUSH);
		if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) {
			pl_fail(p, &err_closed, "bad compressed stream");
			return (-1);
		}
		if (sizeof out - p->zs->avail_out > 0 &&
		    pl_feed_plain(p, out, sizeof out - p->zs->avail_out) != 0)
			return (-1);
		if (rc == Z_STREAM_END) {
			const uint8_t	*rest = p->zs->next_in;
			size_t		 nrest = p->zs->avail_in;

			inflateEnd(p->zs);
			free(p->zs);
			p->zs = NULL;
			return (pl_feed(p, rest, nrest));
		}
	} while (p->zs->avail_in > 0 || p->zs->avail_out == 0);
	return (0);
}

/*
 * Feed received bytes through the telnet state machine and the line
 * splitter. Questions and prompts do not end in a newline, so a space after
 * ':', '?' or '>' is checked as a possible question. Returns -1 if the
 * player was closed.
 */
static int
pl_feed_plain(struct player *p, const uint8_t *buf, size_t len)
{
	size_t	i;
	uint8_t	c;

	for (i = 0; i < len; i++) {
		c = buf[i];
		switch (p->tn) {
		case TN_S_DATA:
			break;
		case TN_S_IAC:
			if (c == TN_IAC) {
				p->tn = TN_S_DATA;
				continue;	/* a literal 255: not text */
			}
			if (c >= TN_WILL && c <= TN_DONT) {
				p->tn_cmd = c;
				p->tn = TN_S_OPT;
			} else if (c == TN_SB) {
				p->tn = TN_S_SB;
				p->sb_opt = -1;
			} else
				p->tn = TN_S_DATA;
			continue;
		case TN_S_OPT:
			pl_telnet_option(p, p->tn_cmd, c);
			p->tn = TN_S_DATA;
			continue;
		case TN_S_SB:
			if (p->sb_opt == -1)
				p->sb_opt = c;
			else if (c == TN_IAC)
				p->tn = TN_S_SB_IAC;
			continue;
		case TN_S_SB_IAC:
			p->tn = c == TN_SE ? TN_S_DATA : TN_S_SB;
			/* MCCP2 starts: all after this SE is compressed. */
			if (c == TN_SE && p->sb_opt == TELOPT_MCCP2 &&
			    p->zs == NULL && opt.mccp)
				return (pl_inflate(p, buf + i + 1, len - i - 1));
			continue;
		case TN_S_ESC:
			if (isalpha(c))
				p->tn = TN_S_DATA;
			continue;
		}

		if (c == TN_IAC) {
			p->tn = TN_S_IAC;
			continue;
		}
		if (c == 0x1b) {
			p->tn = TN_S_ESC;
			continue;
		}
		if (c == '\r' || c == '\0')
			continue;
		if (c == '\n') {
			pl_line(p);
			if (p->bev == NULL)
				return (-1);
			p->line_len = 0;
			continue;
		}
		if (p->line_len < LOAD_LINE_MAX - 1)
			p->line[p->line_len++] = (char)c;
		if (c == ' ' && p->line_len >= 2 &&
		    p->line_len < LOAD_LINE_MAX - 1) {
			c = (uint8_t)p->line[p->line_len - 2];
			if (c != ':' && c != '?' && c != '>')
				continue;
			pl_question(p);
			if (p->bev == NULL)
				return (-1);
			if (line_ends(p, "mv> ")) {
				/* A prompt ends a chunk: start the next. */
				p->line_len = 0;
				p->chunk_lines = 0;
				p->chunk_other = 0;
			}
		}
	}
	return (0);
}

/* Bytes from the server, compressed or not. */
static int
pl_feed(struct player *p, const uint8_t *buf, size_t len)
{
	if (p->zs != NULL)
		return (pl_inflate(p, buf, len));
	return (pl_feed_plain(p, buf, len));
}

/* Bytes from the server. */
static void
pl_read_cb(struct bufferevent *bev, void *arg)
{
	struct player	*p = arg;
	uint8_t		 buf[16384];
	size_t		 n;

	while ((n = bufferevent_read(bev, buf, sizeof buf)) > 0) {
		if ((p->web ? pl_ws_feed(p, buf, n) : pl_feed(p, buf, n)) != 0)
			return;
	}
}

/* Connected, closed or failed. */
static void
pl_event_cb(struct bufferevent *bev, short what, void *arg)
{
	struct player	*p = arg;
	int		 one = 1, err = EVUTIL_SOCKET_ERROR();
	evutil_socket_t	 fd;

	if (what & BEV_EVENT_CONNECTED) {
		fd = bufferevent_getfd(bev);
		setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
		if (!p->is_admin)
			n_connected++;
		if (p->web)
			bufferevent_write(p->bev, load_ws_upgrade,
			    sizeof load_ws_upgrade - 1);
		pl_set_state(p, PL_WANT_NAME);
		return;
	}
	if (p->state == PL_CONNECTING) {
		if (err_connect++ < 5)
			say("%s: connect: %s", p->name,
			    evutil_socket_error_to_string(err));
		pl_close(p, PL_FAILED);
		return;
	}
	if (opt.verbose || err_closed < 5 || p->is_admin)
		say("%s: connection %s in state %s", p->name,
		    (what & BEV_EVENT_EOF) ? "closed by the server" :
		    evutil_socket_error_to_string(err),
		    pl_state_names[p->state]);
	err_closed++;
	pl_close(p, PL_FAILED);
}

/* Open a player's connection. */
static int
pl_connect(struct player *p)
{
	SSL	*ssl;

	/* Spread evenly: tls_pct players in every hundred. */
	p->tls = !p->is_admin && (int)(p->idx % 100) < opt.tls_pct;
	/* -W: web_pct players in every hundred (the last ones, so never
	 * the TLS ones) over the WebSocket. */
	p->web = !p->is_admin && (int)(p->idx % 100) >= 100 - opt.web_pct;
	p->ws_open = 0;
	if (p->web && p->ws_in == NULL)
		p->ws_in = evbuffer_new();
	if (p->ws_in != NULL)
		evbuffer_drain(p->ws_in, evbuffer_get_length(p->ws_in));
	if (p->tls && (ssl = SSL_new(tls_cctx)) != NULL) {
		p->bev = bufferevent_openssl_socket_new(base, -1, ssl,
		    BUFFEREVENT_SSL_CONNECTING, BEV_OPT_CLOSE_ON_FREE);
		if (p->bev != NULL)
			bufferevent_openssl_set_allow_dirty_shutdown(p->bev, 1);
	} else
		p->bev = p->tls ? NULL : bufferevent_socket_new(base, -1,
		    BEV_OPT_CLOSE_ON_FREE);
	if (p->bev == NULL) {
		err_connect++;
		pl_set_state(p, PL_FAILED);
		return (-1);
	}
	bufferevent_setcb(p->bev, pl_read_cb, NULL, pl_event_cb, p);
	bufferevent_enable(p->bev, EV_READ | EV_WRITE);
	pl_set_state(p, PL_CONNECTING);
	if (bufferevent_socket_connect(p->bev, (struct sockaddr *)(p->tls ?
	    &tls_addr : p->web ? &load_web_addr : &load_addr),
	    sizeof load_addr) != 0) {
		if (err_connect++ < 5)
			say("%s: connect: %s", p->name, strerror(errno));
		pl_close(p, PL_FAILED);
		return (-1);
	}
	return (0);
}

/* Ask the admin's character for the server's pulse figures. */
static void
admin_ask_events(void)
{
	if (admin.state != PL_PLAYING)
		return;
	events_wanted = 1;
	events_asked_at = now_us();
	pl_send(&admin, "events");
}

/* Print the result line. */
static void
load_report(void)
{
	struct rusage	ru;
	double		cpu = -1, lcpu, el;
	char		late99[32], latemax[32], rss[32], rss0[32], kbpp[32];
	char		scpu[32], longest[32];

	if (lat_n > 0)
		qsort(lat, lat_n, sizeof *lat, lat_cmp);
	/* (qsort wants a pointer even for nothing: none without samples.) */
	if (lat_tls.n > 0)
		qsort(lat_tls.v, lat_tls.n, sizeof *lat_tls.v, lat_cmp);
	if (lat_web.n > 0)
		qsort(lat_web.v, lat_web.n, sizeof *lat_web.v, lat_cmp);
	getrusage(RUSAGE_SELF, &ru);
	el = (double)(s_last.at - measure_start) / 1e6;
	lcpu = ((double)(ru.ru_utime.tv_sec - ru_first.ru_utime.tv_sec) +
	    (double)(ru.ru_stime.tv_sec - ru_first.ru_stime.tv_sec) +
	    (double)(ru.ru_utime.tv_usec - ru_first.ru_utime.tv_usec) / 1e6 +
	    (double)(ru.ru_stime.tv_usec - ru_first.ru_stime.tv_usec) / 1e6) /
	    (el > 0 ? el : 1) * 100;

	snprintf(scpu, sizeof scpu, "null");
	snprintf(rss, sizeof rss, "null");
	snprintf(rss0, sizeof rss0, "null");
	snprintf(kbpp, sizeof kbpp, "null");
	if (have_samples && s_last.at > s_first.at) {
		cpu = (double)(s_last.ticks - s_first.ticks) /
		    (double)sysconf(_SC_CLK_TCK) /
		    ((double)(s_last.at - s_first.at) / 1e6) * 100;
		snprintf(scpu, sizeof scpu, "%.1f", cpu);
		snprintf(rss, sizeof rss, "%.1f", rss_max_kb / 1024.0);
	}
	if (rss_idle_kb >= 0)
		snprintf(rss0, sizeof rss0, "%.1f", rss_idle_kb / 1024.0);
	if (have_samples && rss_idle_kb >= 0 && n_playing > 0)
		snprintf(kbpp, sizeof kbpp, "%.1f",
		    (double)(rss_max_kb - rss_idle_kb) / n_playing);
	snprintf(late99, sizeof late99, "null");
	snprintf(latemax, sizeof latemax, "null");
	snprintf(longest, sizeof longest, "null");
	if (events_got > 0) {
		snprintf(late99, sizeof late99, "%.3f", late_p99);
		snprintf(latemax, sizeof latemax, "%.3f", late_max);
	}
	/* Every pulse of the measurement, when the server counted them. */
	if (window_late_max >= 0) {
		snprintf(latemax, sizeof latemax, "%.3f", window_late_max);
		snprintf(longest, sizeof longest, "%.3f", window_longest);
	}

	printf("{\"players\": %u, \"in_game\": %u, \"dropped\": %u, "
	    "\"mix\": \"%s\", \"mccp\": %s, "
	    "\"rate\": %g, "
	    "\"duration_s\": %g, \"commands\": %zu, \"sent\": %llu, "
	    "\"late_or_skipped\": %llu, \"errors\": %llu, "
	    "\"errors_closed\": %llu, \"errors_login\": %llu, "
	    "\"errors_timeout\": %llu, \"errors_connect\": %llu, "
	    "\"p50_ms\": %.3f, \"p90_ms\": %.3f, \"p99_ms\": %.3f, "
	    "\"max_ms\": %.3f, \"unsolicited_prompts\": %llu, "
	    "\"server_cpu_pct\": %s, \"server_rss_mb\": %s, "
	    "\"server_rss_mb_idle\": %s, \"kb_per_player\": %s, "
	    "\"pulse_late_p99_ms\": %s, \"pulse_late_max_ms\": %s, "
	    "\"pulses\": %llu, \"pulses_late_over_10ms\": %llu, "
	    "\"pulse_longest_ms\": %s, "
	    "\"login_s\": %.1f, \"loadgen_cpu_pct\": %.1f, "
	    "\"tls_players\": %u, \"tls_commands\": %zu, "
	    "\"tls_p50_ms\": %.3f, \"tls_p99_ms\": %.3f, "
	    "\"web_players\": %u, \"web_commands\": %zu, "
	    "\"web_p50_ms\": %.3f, \"web_p99_ms\": %.3f}\n",
	    opt.players, n_playing, n_dropped, opt.mix_name,
	    opt.mccp ? "true" : "false", opt.rate,
	    opt.duration, lat_n,
	    (unsigned long long)n_sent, (unsigned long long)n_late,
	    (unsigned long long)(err_closed + err_login + err_timeout +
	    err_connect), (unsigned long long)err_closed,
	    (unsigned long long)err_login, (unsigned long long)err_timeout,
	    (unsigned long long)err_connect, lat_quantile(0.50),
	    lat_quantile(0.90), lat_quantile(0.99),
	    lat_n > 0 ? lat[lat_n - 1] / 1000.0 : 0.0,
	    (unsigned long long)n_unsolicited, scpu, rss, rss0, kbpp, late99,
	    latemax, window_pulses, window_late_10ms, longest, all_in_at > ramp_start ?
	    (double)(all_in_at - ramp_start) / 1e6 : -1.0, lcpu,
	    lat_tls.players, lat_tls.n, lat_quantile_of(lat_tls.v, lat_tls.n,
	    0.50), lat_quantile_of(lat_tls.v, lat_tls.n, 0.99),
	    lat_web.players, lat_web.n, lat_quantile_of(lat_web.v, lat_web.n,
	    0.50), lat_quantile_of(lat_web.v, lat_web.n, 0.99));
	fflush(stdout);
}

/* Go to the next phase of the run. */
static void
load_set_phase(enum load_phase next)
{
	struct timeval		tv;
	struct load_sample	s;

	if (next <= phase && next != PH_ADMIN)
		return;
	phase = next;
	phase_since = now_us();
	switch (phase) {
	case PH_RAMP:
		if (opt.server_pid > 0 && proc_sample(&s) == 0)
			rss_idle_kb = s.rss_kb;
		ramp_start = phase_since;
		say("connecting %u players at %.0f/s", opt.players, opt.ramp);
		tv = tv_of(10000);
		evtimer_add(ev_ramp, &tv);
		break;
	case PH_WARMUP:
		say("%u players in the game after %.1f s (%u failed); warming "
		    "up %.0f s", n_playing, (double)(phase_since - ramp_start) /
		    1e6, n_failed, opt.warmup);
		break;
	case PH_MEASURE:
		measure_start = phase_since;
		if (admin.state == PL_PLAYING)
			pl_send(&admin, "events reset");
		next_events_at = phase_since + LOAD_EVENTS_EVERY_US;
		getrusage(RUSAGE_SELF, &ru_first);
		if (opt.server_pid > 0 && proc_sample(&s_first) == 0) {
			have_samples = 1;
			s_last = s_first;
			rss_max_kb = s_first.rss_kb;
		}
		say("measuring for %.0f s", opt.duration);
		break;
	case PH_DRAIN:
		if (opt.server_pid > 0 && proc_sample(&s) == 0 && have_samples) {
			s_last = s;
			if (s.rss_kb > rss_max_kb)
				rss_max_kb = s.rss_kb;
		}
		admin_ask_events();
		break;
	case PH_EVENTS:
		break;
	case PH_END:
		event_base_loopbreak(base);
		break;
	default:
		break;
	}
}

/* Connect the next few players, at the ramp rate. */
static void
load_ramp_cb(evutil_socket_t fd, short what, void *arg)
{
	struct timeval	tv;

	(void)fd;
	(void)what;
	(void)arg;
	connect_credit += opt.ramp / 100.0;
	while (connect_credit >= 1 && next_connect < opt.players) {
		pl_connect(&players[next_connect++]);
		connect_credit -= 1;
	}
	if (next_connect < opt.players) {
		tv = tv_of(10000);
		evtimer_add(ev_ramp, &tv);
	}
}

/* Every second: progress, samples and phase changes. */
static void
load_tick_cb(evutil_socket_t fd, short what, void *arg)
{
	struct load_sample	s;
	uint64_t		now = now_us(), in_phase = now - phase_since;
	uint32_t		i, busy;

	(void)fd;
	(void)what;
	(void)arg;
	switch (phase) {
	case PH_ADMIN:
		if (admin.state == PL_FAILED) {
			say("the admin could not log in: no pulse figures");
			load_set_phase(PH_RAMP);
		} else if (in_phase > LOAD_STEP_TIMEOUT_US) {
			say("the admin login timed out");
			pl_close(&admin, PL_FAILED);
			load_set_phase(PH_RAMP);
		}
		break;
	case PH_RAMP:
		if (opt.verbose || (in_phase / 1000000) % 5 == 0)
			say("ramp: %u connected, %u in the game, %u failed",
			    n_connected, n_playing, n_failed);
		if (next_connect == opt.players &&
		    n_playing + n_failed >= opt.players) {
			all_in_at = now;
			load_set_phase(PH_WARMUP);
		}
		break;
	case PH_WARMUP:
		if (in_phase + 50000 >= (uint64_t)(opt.warmup * 1e6))
			load_set_phase(PH_MEASURE);
		break;
	case PH_MEASURE:
		if (have_samples && proc_sample(&s) == 0) {
			s_last = s;
			if (s.rss_kb > rss_max_kb)
				rss_max_kb = s.rss_kb;
		}
		if (now >= next_events_at) {
			admin_ask_events();
			next_events_at = now + LOAD_EVENTS_EVERY_US;
		}
		/* Ticks may run a little early: allow 50 ms. */
		if (in_phase + 50000 >= (uint64_t)(opt.duration * 1e6))
			load_set_phase(PH_DRAIN);
		break;
	case PH_DRAIN:
		for (busy = 0, i = 0; i < opt.players; i++)
			busy += players[i].in_flight;
		if (busy == 0 || in_phase > LOAD_DRAIN_US)
			load_set_phase(PH_EVENTS);
		break;
	case PH_EVENTS:
		if (!events_wanted || admin.state != PL_PLAYING ||
		    now - events_asked_at > LOAD_EVENTS_WAIT_US) {
			if (events_wanted)
				say("no answer to events from the admin");
			load_set_phase(PH_END);
		}
		break;
	default:
		break;
	}
}

/* Every 100 ms: commands and login steps that took too long. */
static void
load_sweep_cb(evutil_socket_t fd, short what, void *arg)
{
	struct player	*p;
	uint64_t	 now = now_us();
	uint32_t	 i;

	(void)fd;
	(void)what;
	(void)arg;
	for (i = 0; i < opt.players; i++) {
		p = &players[i];
		if (p->state == PL_PLAYING) {
			if (p->in_flight && now - p->sent_at >
			    (uint64_t)(opt.cmd_timeout * 1e6)) {
				p->in_flight = 0;
				if (p->measured)
					err_timeout++;
			}
		} else if (p->state > PL_IDLE && p->state < PL_PLAYING &&
		    now - p->state_since > LOAD_STEP_TIMEOUT_US)
			pl_fail(p, &err_timeout, "login step timed out");
	}
}

/* Say how to run it and exit. */
static void
usage(void)
{
	fprintf(stderr, "usage: bench_load -p port -n players [-r cmds/s per "
	    "player] [-d duration_s] [-w warmup_s] [-s server_pid]\n"
	    "                  [-x name_prefix] [-a admin_name] [-R "
	    "connects/s] [-h host] [-t timeout_s] [-v] [-z]\n"
	    "                  [-T tls_percent -P tls_port] [-W web_percent "
	    "-Q web_port] [-m spread|crowd]\n"
	    "  -m  the command mix (load-mix.h): spread (walking, fighting) "
	    "or crowd\n      (look, say, emote, score; no one leaves the room)\n"
	    "  -T  this percentage of the players connect over TLS to -P\n"
	    "  -t  seconds before an unanswered command counts as an error "
	    "(5)\n"
	    "  -z  accept MCCP2 compression, as MUD clients do\n"
	    "  -W  percent of the players on the web client's WebSocket, "
	    "at port -P\n");
	exit(2);
}

/* Raise the open-file limit as far as allowed; 0 if there is room for n. */
static int
load_raise_nofile(uint32_t n)
{
	struct rlimit	rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
		return (-1);
	rl.rlim_cur = rl.rlim_max;
	if (setrlimit(RLIMIT_NOFILE, &rl) != 0)
		say("setrlimit: %s", strerror(errno));
	getrlimit(RLIMIT_NOFILE, &rl);
	if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < (rlim_t)n + 64) {
		say("open-file limit is %llu: not enough for %u players "
		    "(raise `ulimit -Hn`)", (unsigned long long)rl.rlim_cur, n);
		return (-1);
	}
	return (0);
}

/* Check a name prefix: letters only, short enough for the generated names. */
static int
load_prefix_ok(const char *s)
{
	size_t	n = strlen(s), i;

	if (n < 1 || n + LOAD_NAME_LETTERS > 12)
		return (0);
	for (i = 0; i < n; i++) {
		if (!isalpha((unsigned char)s[i]))
			return (0);
	}
	return (1);
}

/* Parse the options, log in the admin, then let the timers run the show. */
int
main(int argc, char **argv)
{
	struct timeval	tv;
	uint32_t	i;
	int		ch;

	while ((ch = getopt(argc, argv, "a:d:h:m:n:p:P:Q:r:R:s:t:T:vw:W:x:z")) !=
	    -1) {
		switch (ch) {
		case 'a':
			opt.admin_name = optarg;
			break;
		case 'd':
			opt.duration = atof(optarg);
			break;
		case 'h':
			opt.host = optarg;
			break;
		case 'm':
			if (strcmp(optarg, "crowd") == 0)
				opt.mix = load_mix_crowd;
			else if (strcmp(optarg, "spread") == 0)
				opt.mix = load_mix_spread;
			else
				usage();
			opt.mix_name = optarg;
			break;
		case 'n':
			opt.players = (uint32_t)strtoul(optarg, NULL, 10);
			break;
		case 'p':
			opt.port = atoi(optarg);
			break;
		case 'P':
			opt.tls_port = atoi(optarg);
			break;
		case 'T':
			opt.tls_pct = atoi(optarg);
			break;
		case 'Q':
			opt.web_port = atoi(optarg);
			break;
		case 'W':
			opt.web_pct = atoi(optarg);
			break;
		case 'r':
			opt.rate = atof(optarg);
			break;
		case 'R':
			opt.ramp = atof(optarg);
			break;
		case 's':
			opt.server_pid = strtol(optarg, NULL, 10);
			break;
		case 't':
			opt.cmd_timeout = atof(optarg);
			break;
		case 'v':
			opt.verbose++;
			break;
		case 'z':
			opt.mccp = 1;
			break;
		case 'w':
			opt.warmup = atof(optarg);
			break;
		case 'x':
			opt.prefix = optarg;
			break;
		default:
			usage();
		}
	}
	if (opt.port <= 0 || opt.port > 65535 || opt.players == 0 ||
	    opt.rate <= 0 || opt.duration <= 0 || opt.warmup < 0 ||
	    opt.ramp <= 0 || opt.cmd_timeout <= 0 || optind != argc ||
	    opt.tls_pct < 0 || opt.tls_pct > 100 || (opt.tls_pct > 0 &&
	    (opt.tls_port <= 0 || opt.tls_port > 65535)) ||
	    opt.web_pct < 0 || opt.tls_pct + opt.web_pct > 100 ||
	    (opt.web_pct > 0 && (opt.web_port <= 0 || opt.web_port > 65535)))
		usage();
	if (!load_prefix_ok(opt.prefix)) {
		say("the prefix must be 1 to %d letters", 12 - LOAD_NAME_LETTERS);
		return (2);
	}
	if (strlen(opt.admin_name) < 3 || strlen(opt.admin_name) > 12) {
		say("the admin name must be 3 to 12 letters");
		return (2);
	}
	if (load_raise_nofile(opt.players) != 0)
		return (1);
	signal(SIGPIPE, SIG_IGN);

	memset(&load_addr, 0, sizeof load_addr);
	load_addr.sin_family = AF_INET;
	load_addr.sin_port = htons((uint16_t)opt.port);
	if (inet_pton(AF_INET, opt.host, &load_addr.sin_addr) != 1) {
		say("bad address: %s", opt.host);
		return (2);
	}
	tls_addr = load_addr;
	tls_addr.sin_port = htons((uint16_t)opt.tls_port);
	load_web_addr = load_addr;
	load_web_addr.sin_port = htons((uint16_t)opt.web_port);
	/* A test server's certificate is self-signed: not checked here. */
	if (opt.tls_pct > 0 &&
	    (tls_cctx = SSL_CTX_new(TLS_client_method())) == NULL) {
		say("cannot make a TLS context");
		return (1);
	}
	for (i = 0; i < opt.players; i++) {
		lat_tls.players += (int)(i % 100) < opt.tls_pct;
		lat_web.players += (int)(i % 100) >= 100 - opt.web_pct;
	}
	rng_state ^= (uint64_t)getpid() << 32 ^ now_us();
	period_us = (uint64_t)(1e6 / opt.rate);
	if (period_us == 0)
		period_us = 1;

	if ((base = event_base_new()) == NULL) {
		say("event_base_new failed");
		return (1);
	}
	if ((players = calloc(opt.players, sizeof *players)) == NULL) {
		say("out of memory");
		return (1);
	}
	for (i = 0; i < opt.players; i++) {
		players[i].idx = i;
		load_name(players[i].name, sizeof players[i].name, opt.prefix,
		    i);
	}
	admin.is_admin = 1;
	snprintf(admin.name, sizeof admin.name, "%s", opt.admin_name);

	ev_tick = event_new(base, -1, EV_PERSIST, load_tick_cb, NULL);
	ev_sweep = event_new(base, -1, EV_PERSIST, load_sweep_cb, NULL);
	ev_ramp = evtimer_new(base, load_ramp_cb, NULL);
	tv = tv_of(1000000);
	event_add(ev_tick, &tv);
	tv = tv_of(LOAD_SWEEP_MS * 1000);
	event_add(ev_sweep, &tv);

	phase_since = now_us();
	say("admin %s logging in on %s:%d", admin.name, opt.host, opt.port);
	if (pl_connect(&admin) != 0)
		load_set_phase(PH_RAMP);

	event_base_dispatch(base);
	load_report();

	for (i = 0; i < opt.players; i++) {
		if (players[i].bev != NULL)
			bufferevent_free(players[i].bev);
		if (players[i].timer != NULL)
			event_free(players[i].timer);
		if (players[i].ws_in != NULL)
			evbuffer_free(players[i].ws_in);
	}
	if (admin.bev != NULL)
		bufferevent_free(admin.bev);
	event_free(ev_tick);
	event_free(ev_sweep);
	event_free(ev_ramp);
	event_base_free(base);
	free(players);
	free(lat);
	free(lat_tls.v);
	free(lat_web.v);
	SSL_CTX_free(tls_cctx);
	return (0);
}
