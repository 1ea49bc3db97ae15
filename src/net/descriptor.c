/* descriptor.c: one connection, its input, output and state. */
#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <sodium.h>

#include "address.h"
#include "colour.h"
#include "config.h"
#include "descriptor.h"
#include "growbuf.h"
#include "log.h"
#include "monotime.h"
#include "server.h"
#include "telnet.h"
#include "text.h"
#include "xmalloc.h"

struct descriptor_list	 desc_list = TAILQ_HEAD_INITIALIZER(desc_list);
struct desc_stats	 desc_stats;
static uint64_t		 desc_next_id = 1;
static int		 desc_n;
static size_t		 desc_out_total;	/* every d->out together */
static size_t		 desc_out_peak;
static unsigned long long desc_out_shed;
static struct event	*desc_reap_ev;
static struct event	*desc_turn_ev;
/* desc_write's rendering, kept between writes up to DESC_SCRATCH_KEEP. */
#define DESC_SCRATCH_KEEP	(64 * 1024)
static struct growbuf	 desc_scratch;
static int		 desc_scratch_busy;
static TAILQ_HEAD(, descriptor) desc_turn_list =
    TAILQ_HEAD_INITIALIZER(desc_turn_list);

static struct event_base		*desc_base;
static const struct desc_callbacks	*desc_cbs;
static const struct desc_taps		*desc_taps;

static void	desc_reap(evutil_socket_t, short, void *);
static void	desc_prompt_now(struct descriptor *);
static void	desc_drop(struct descriptor *, const char *);
static void	desc_turn_end_one(struct descriptor *);
static void	desc_send(struct descriptor *);
static void	desc_send_text(struct descriptor *, const char *, size_t);
static void	desc_line(struct descriptor *, char *, size_t);

/* Set the loop connections run on and the layer above them. */
void
desc_setup(struct event_base *base, const struct desc_callbacks *cbs)
{
	desc_base = base;
	desc_cbs = cbs;
}

/* Watch input, output and turn ends (a recorder), or stop (NULL). */
void
desc_set_taps(const struct desc_taps *taps)
{
	desc_taps = taps;
}

/* The callbacks of the layer above. */
const struct desc_callbacks *
desc_callbacks(void)
{
	return (desc_cbs);
}

static void
desc_send_cb(void *arg, const void *buf, size_t len)
{
	struct descriptor	*d = arg;
	struct evbuffer		*out;

	if (d->overflow || d->reaped)
		return;
	out = d->out;
	if (evbuffer_get_length(out) + len > (size_t)conf_int(CFG_MAX_OUTPUT)) {
		log_warnx("desc %llu (%s): output passed %lld bytes; "
		    "disconnecting a client that does not read",
		    (unsigned long long)d->id, d->host,
		    conf_int(CFG_MAX_OUTPUT));
		desc_stats.output_overflow++;
		d->overflow = 1;
		d->reaped = 1;
		if (desc_taps != NULL && desc_taps->dropped != NULL)
			desc_taps->dropped(d);
		event_active(desc_reap_ev, EV_TIMEOUT, 0);
		return;
	}
	if (desc_taps != NULL)
		desc_taps->output(d, buf, len);
	proto_send(d, buf, len);
}

static void
desc_line_cb(void *arg, char *line, size_t len)
{
	struct descriptor	*d = arg;
	char			*wide;
	size_t			 wlen;

	d->prompt_unmarked = 0;
	if (d->closing || d->reaped)
		return;
	/* A Latin-1 client's line, as the UTF-8 the game speaks. */
	if ((wide = proto_charset_in(d, line, len, &wlen)) != NULL) {
		desc_line(d, wide, wlen);
		sodium_memzero(wide, wlen);
		free(wide);
		return;
	}
	desc_line(d, line, len);
}

/*
 * A line typed, in UTF-8: handed up and forgotten. The layer above runs
 * it or queues it (the game's session owns the queue of its commands).
 */
static void
desc_line(struct descriptor *d, char *line, size_t len)
{
	/* Leading blanks are the game's to judge: a text keeps them. */
	(void)text_sanitize_line(line, len);
	if (desc_taps != NULL)
		desc_taps->line_end(d, DESC_LINE_DELIVERED);
	desc_cbs->line(d, line);
}

static void
desc_overlong_cb(void *arg, size_t max)
{
	struct descriptor	*d = arg;

	if (desc_taps != NULL)
		desc_taps->line_end(d, DESC_LINE_OVERLONG);
	desc_stats.lines_overlong++;
	desc_printf(d, "Line too long (more than %zu bytes): ignored.\n", max);
	log_info("desc %llu (%s): overlong line refused",
	    (unsigned long long)d->id, d->host);
	desc_cbs->overlong(d);
}

static void
desc_option_cb(void *arg, uint8_t opt, int local, int enabled)
{
	struct descriptor	*d = arg;

	d->speaks_telnet = 1;
	proto_option(d, opt, local, enabled);
	log_debug("desc %llu: telnet %s option %u %s",
	    (unsigned long long)d->id, local ? "local" : "remote", opt,
	    enabled ? "on" : "off");
}

static void
desc_subneg_cb(void *arg, uint8_t opt, const uint8_t *data, size_t len)
{
	struct descriptor	*d = arg;

	d->speaks_telnet = 1;
	proto_subneg(d, opt, data, len);
}

static void
desc_subneg_overflow_cb(void *arg, uint8_t opt, size_t max)
{
	struct descriptor	*d = arg;

	desc_stats.subneg_overflow++;
	log_info("desc %llu (%s): subnegotiation of option %u over %zu "
	    "bytes dropped", (unsigned long long)d->id, d->host, opt, max);
}

/*
 * The client's first IAC command: it speaks telnet. A prompt sent before
 * we knew (the first name prompt goes at once) gets its GA or EOR now, if
 * nothing was sent after it. At this point in the input, so that a
 * replay of the same input gives the same bytes.
 */
static void
desc_heard_cb(void *arg)
{
	struct descriptor	*d = arg;

	d->speaks_telnet = 1;
	if (!d->prompt_unmarked)
		return;
	d->prompt_unmarked = 0;
	if (!d->reaped && !d->closing)
		telnet_send_prompt_end(d->telnet);
}

static void
desc_tap_cb(void *arg, int data, const uint8_t *bytes, size_t len)
{
	if (desc_taps != NULL)
		desc_taps->input(arg, data, bytes, len);
}

static const struct telnet_callbacks desc_telnet_cbs = {
	.tap = desc_tap_cb,
	.heard = desc_heard_cb,
	.send = desc_send_cb,
	.line = desc_line_cb,
	.overlong = desc_overlong_cb,
	.option = desc_option_cb,
	.subneg = desc_subneg_cb,
	.subneg_overflow = desc_subneg_overflow_cb,
};

/* Count d->out again into the total after it changed. */
static void
desc_out_account(struct descriptor *d)
{
	size_t	n = evbuffer_get_length(d->out);

	desc_out_total = desc_out_total - d->out_len + n;
	d->out_len = n;
	if (desc_out_total > desc_out_peak)
		desc_out_peak = desc_out_total;
}

/*
 * Unsent output for all connections together passed the budget: disconnect
 * the connections furthest behind, throwing their output away, until it is
 * back under seven eighths of it (so that the walk is not made again for
 * every write). Those that keep up hold next to nothing and are not
 * touched.
 */
static void
desc_shed(void)
{
	struct descriptor	*d, *worst;
	size_t			 budget = (size_t)conf_int(CFG_OUTPUT_BUDGET);
	size_t			 target = budget - budget / 8, had;

	while (desc_out_total > target) {
		worst = NULL;
		TAILQ_FOREACH(d, &desc_list, entry) {
			if (!d->reaped && d->out_len > 0 && (worst == NULL ||
			    d->out_len > worst->out_len))
				worst = d;
		}
		if (worst == NULL)
			break;
		had = worst->out_len;
		evbuffer_drain(worst->out, had);
		desc_out_account(worst);
		worst->overflow = 1;
		desc_out_shed++;
		desc_stats.output_shed++;
		log_warnx("desc %llu (%s): %zu bytes unsent, the most of any; "
		    "all connections together passed output_budget (%zu "
		    "bytes): disconnecting it", (unsigned long long)worst->id,
		    worst->host, had, budget);
		desc_drop(worst, "disconnected to keep within output_budget");
	}
}

/* Mark d to be freed from the loop, saying why in the log. */
static void
desc_drop(struct descriptor *d, const char *why)
{
	if (d->reaped)
		return;
	log_info("desc %llu (%s): %s", (unsigned long long)d->id, d->host,
	    why);
	d->reaped = 1;
	if (desc_taps != NULL && desc_taps->dropped != NULL)
		desc_taps->dropped(d);
	event_active(desc_reap_ev, EV_TIMEOUT, 0);
}

/* Take nothing more for d from now on, as when it was dropped (a replay). */
void
desc_mark_dropped(struct descriptor *d)
{
	d->reaped = 1;
}

/* The socket has something: one read's worth into the telnet codec. */
static void
desc_read_cb(evutil_socket_t fd, short what, void *arg)
{
	struct descriptor	*d = arg;
	unsigned char		 buf[16384];
	ssize_t			 n;
	int			 err;

	if (d->reaped)
		return;
	n = desc_io_read(d, buf, sizeof buf);
	err = errno;
	if (n > 0) {
		desc_stats.bytes_in += (uint64_t)n;
		if (proto_recv(d, buf, (size_t)n) != 0) {
			desc_stats.socket_errors++;
			desc_drop(d, "compressed input refused");
			return;
		}
	}
	/* A transport's write that waited to read may go on now. */
	if (d->io_wait_read && !d->reaped &&
	    evbuffer_get_length(d->out) > 0) {
		d->io_wait_read = 0;
		desc_send(d);
	}
	if (n > 0 || d->reaped)
		return;
	if (n == 0)
		desc_drop(d, "closed by peer");
	else if (err != EAGAIN && err != EWOULDBLOCK && err != EINTR) {
		desc_stats.socket_errors++;
		desc_drop(d, "connection error");
	} else if (d->io_wait_write && d->write_ev != NULL)
		event_add(d->write_ev, NULL);
}

/* A closing connection has sent everything: free it. */
static void
desc_sent_all(struct descriptor *d)
{
	if (d->closing && !d->reaped) {
		d->reaped = 1;
		event_active(desc_reap_ev, EV_TIMEOUT, 0);
	}
}

/*
 * Write what is queued, straight to the socket. What it will not take waits
 * for a write event (with a time limit once the connection is closing).
 */
static void
desc_send(struct descriptor *d)
{
	struct timeval	tv = { 10, 0 };

	if (d->reaped || (d->write_ev != NULL &&
	    event_pending(d->write_ev, EV_WRITE, NULL)))
		return;
	/* Without a socket (a replay), what would be sent is done with. */
	if (d->fd < 0)
		evbuffer_drain(d->out, evbuffer_get_length(d->out));
	d->io_wait_read = 0;
	while (evbuffer_get_length(d->out) > 0) {
		if (desc_io_write(d) < 0) {
			if (errno == EINTR)
				continue;
			if (errno == EAGAIN || errno == EWOULDBLOCK)
				break;
			desc_stats.socket_errors++;
			desc_drop(d, "connection error");
			return;
		}
	}
	desc_out_account(d);
	if (evbuffer_get_length(d->out) == 0)
		desc_sent_all(d);
	else if (!d->io_wait_read)
		event_add(d->write_ev, d->closing ? &tv : NULL);
	else if (d->closing && d->read_ev != NULL)
		/*
		 * The transport waits to read (a TLS handshake): a closing
		 * connection reads again, its lines ignored, and the
		 * transport bounds that wait. (The write event would fire
		 * at once, the socket being writable, over and over.)
		 */
		event_add(d->read_ev, NULL);
}

/* The socket takes output again, or a closing one ran out of time. */
static void
desc_write_cb(evutil_socket_t fd, short what, void *arg)
{
	struct descriptor	*d = arg;

	if (what & EV_TIMEOUT) {
		desc_stats.send_timeouts++;
		desc_drop(d, "could not send its output in time");
		return;
	}
	/* A transport's read that waited to write may go on now. */
	if (d->io_wait_write) {
		d->io_wait_write = 0;
		desc_read_cb(fd, EV_READ, d);
		if (d->reaped)
			return;
	}
	if (d->io_wait_read && (what & EV_WRITE) == 0)
		return;
	desc_send(d);
}

/* Output queued for every connection together. */
size_t
desc_output_total(void)
{
	return (desc_out_total);
}

/* The most output ever queued for all connections together. */
size_t
desc_output_peak(void)
{
	return (desc_out_peak);
}

/* Connections disconnected to keep within the output budget. */
unsigned long long
desc_output_shed(void)
{
	return (desc_out_shed);
}

/* A descriptor for a socket, its codec and events; not yet greeted. */
static struct descriptor *
desc_make(int fd, const char *host)
{
	struct descriptor	*d = xcalloc(1, sizeof *d);

	if (desc_reap_ev == NULL)
		desc_reap_ev = event_new(desc_base, -1, 0, desc_reap, NULL);
	d->id = desc_next_id++;
	text_strlcpy(d->host, host, sizeof d->host);
	d->fd = fd;
	d->out = evbuffer_new();
	if (fd >= 0) {
		d->read_ev = event_new(desc_base, fd, EV_READ | EV_PERSIST,
		    desc_read_cb, d);
		d->write_ev = event_new(desc_base, fd, EV_WRITE,
		    desc_write_cb, d);
	}
	d->telnet = telnet_new(&desc_telnet_cbs, d,
	    (size_t)conf_int(CFG_MAX_LINE), (size_t)conf_int(CFG_MAX_SUBNEG));
	/* Only a recorder pays for a call per byte read. */
	telnet_set_tap(d->telnet, desc_taps != NULL);
	TAILQ_INSERT_TAIL(&desc_list, d, entry);
	desc_n++;
	return (d);
}

/* Make a descriptor for an accepted socket and greet it. */
struct descriptor *
desc_new(int fd, const char *host)
{
	struct descriptor	*d = desc_make(fd, host);

	if (d->read_ev != NULL)
		event_add(d->read_ev, NULL);
	desc_greet(d);
	return (d);
}

/*
 * A descriptor for an accepted socket whose transport has a handshake of
 * its own to finish (a WebSocket upgrade): it is read, but the layer
 * above hears of it only at desc_greet.
 */
struct descriptor *
desc_new_pending(int fd, const char *host)
{
	struct descriptor	*d = desc_make(fd, host);

	if (d->read_ev != NULL)
		event_add(d->read_ev, NULL);
	log_debug("desc %llu: connection from %s, its transport to start",
	    (unsigned long long)d->id, host);
	return (d);
}

/* Offer the options and hand d to the layer above. */
void
desc_greet(struct descriptor *d)
{
	/*
	 * ECHO is not allowed: a DO ECHO we did not ask for is refused (we
	 * would not echo). desc_echo asks WILL ECHO itself for a password.
	 */
	telnet_allow(d->telnet, TELOPT_ECHO, 0, 0);
	telnet_allow(d->telnet, TELOPT_SGA, 1, 1);
	desc_stats.opened++;
	d->greeted = 1;
	log_info("desc %llu: connection from %s%s%s",
	    (unsigned long long)d->id, d->host, d->io != NULL ? " over " : "",
	    d->io != NULL ? d->io->name : "");
	proto_offer(d);
	desc_cbs->opened(d);
}

/*
 * A descriptor for a socket kept across an exec (a hot reboot): nothing
 * is offered and the layer above is not told; the caller restores its
 * state, gives it a session and then starts reading (desc_start_reading).
 */
struct descriptor *
desc_adopt(int fd, const char *host)
{
	struct descriptor	*d = desc_make(fd, host);

	d->greeted = 1;		/* a game connection, as it was */
	/* Counted as opened, as it will be as closed. */
	desc_stats.opened++;
	log_info("desc %llu: connection from %s kept across the reboot "
	    "(fd %d)", (unsigned long long)d->id, host, fd);
	return (d);
}

/* Start reading an adopted descriptor's socket. */
void
desc_start_reading(struct descriptor *d)
{
	if (d->read_ev != NULL)
		event_add(d->read_ev, NULL);
}

/*
 * Write everything queued for d now, waiting for the socket until
 * deadline (monotonic microseconds) at the latest: the end of this
 * turn's prompt and compression flush first. 0 when all of it went, -1
 * if the socket would not take it in time or failed.
 */
int
desc_flush_now(struct descriptor *d, uint64_t deadline)
{
	struct pollfd	pfd;
	uint64_t	now;
	int		ms;

	if (d->turn_pending)
		desc_turn_end_one(d);
	proto_flush(d);
	if (d->reaped || d->overflow || d->fd < 0)
		return (-1);
	if (d->write_ev != NULL)
		event_del(d->write_ev);
	while (evbuffer_get_length(d->out) > 0) {
		d->io_wait_read = 0;
		if (desc_io_write(d) >= 0)
			continue;
		if (errno == EINTR)
			continue;
		if (errno != EAGAIN && errno != EWOULDBLOCK)
			break;
		if ((now = monotime_us()) >= deadline)
			break;
		ms = (int)((deadline - now + 999) / 1000);
		pfd.fd = d->fd;
		pfd.events = d->io_wait_read ? POLLIN : POLLOUT;
		pfd.revents = 0;
		if (poll(&pfd, 1, ms) < 0 && errno != EINTR)
			break;
	}
	desc_out_account(d);
	return (evbuffer_get_length(d->out) == 0 ? 0 : -1);
}

static void
desc_free(struct descriptor *d)
{
	TAILQ_REMOVE(&desc_list, d, entry);
	if (d->turn_pending)
		TAILQ_REMOVE(&desc_turn_list, d, turn_entry);
	desc_n--;
	/* A page fetched from the web port was never a game connection. */
	if (d->greeted)
		desc_stats.closed++;
	address_disconnect(d->host);
	if (d->session != NULL)
		desc_cbs->closed(d);
	/* The layer above was told; a snoop still on ends here. */
	if (d->snooper != NULL)
		desc_snoop(d, NULL);
	if (d->snooping != NULL)
		desc_snoop(d->snooping, NULL);
	proto_free(d);
	if (d->telnet != NULL)
		telnet_free(d->telnet);
	if (d->read_ev != NULL)
		event_free(d->read_ev);
	if (d->write_ev != NULL)
		event_free(d->write_ev);
	desc_out_total -= d->out_len;
	evbuffer_free(d->out);
	free(d->held);
	if (d->feed_pending != NULL)
		evbuffer_free(d->feed_pending);
	if (d->io != NULL && d->io->free != NULL)
		d->io->free(d);
	if (d->fd >= 0)
		close(d->fd);
	free(d);
}

/* Free every descriptor marked for it, outside their callbacks. */
static void
desc_reap(evutil_socket_t fd, short what, void *arg)
{
	struct descriptor	*d, *next;

	for (d = TAILQ_FIRST(&desc_list); d != NULL; d = next) {
		next = TAILQ_NEXT(d, entry);
		if (!d->reaped)
			continue;
		desc_free(d);
	}
}

/* Close once the queued output is sent. */
void
desc_close(struct descriptor *d)
{
	if (d->closing || d->reaped)
		return;
	d->closing = 1;
	log_debug("desc %llu: closing", (unsigned long long)d->id);
	/* What was held back goes with the last words. */
	if (d->holding) {
		size_t	 len, cut;
		char	*held = desc_hold_take(d, &len, &cut);

		if (held != NULL)
			desc_send_text(d, held, len);
		free(held);
	}
	/* A GMCP client is told, unless the game said why already. */
	proto_gmcp_goodbye(d, "The server closed the connection.");
	/* Nothing more is read: a peer that half-closes cannot cut the
	 * last words short. */
	if (d->read_ev != NULL)
		event_del(d->read_ev);
	/*
	 * What compression holds back goes into the buffer now, and the
	 * stream ends (Z_FINISH) so that the client sees it whole.
	 */
	proto_flush(d);
	proto_mccp_finish(d);
	if (evbuffer_get_length(d->out) == 0) {
		desc_sent_all(d);
		return;
	}
	/* Sent at the end of the turn; a wait for the socket gets a limit. */
	if (d->write_ev != NULL && event_pending(d->write_ev, EV_WRITE, NULL)) {
		struct timeval	tv = { 10, 0 };

		event_add(d->write_ev, &tv);
	}
	desc_want_turn_end(d);
}

/*
 * Feed bytes as if read from the socket (a replay). Bytes fed from inside
 * a callback of the codec wait until it has returned.
 */
void
desc_feed(struct descriptor *d, const void *buf, size_t len)
{
	if (d->feeding) {
		if (d->feed_pending == NULL)
			d->feed_pending = evbuffer_new();
		evbuffer_add(d->feed_pending, buf, len);
		return;
	}
	d->feeding = 1;
	telnet_recv(d->telnet, buf, len);
	while (d->feed_pending != NULL &&
	    evbuffer_get_length(d->feed_pending) > 0) {
		size_t	 n = evbuffer_get_length(d->feed_pending);
		void	*p = xmalloc(n);

		evbuffer_remove(d->feed_pending, p, n);
		telnet_recv(d->telnet, p, n);
		free(p);
	}
	d->feeding = 0;
}

/* The open connection of an id, or NULL. */
struct descriptor *
desc_find(uint64_t id)
{
	struct descriptor	*d;

	TAILQ_FOREACH(d, &desc_list, entry) {
		if (d->id == id)
			return (d);
	}
	return (NULL);
}

/* Free a descriptor now, outside any of its callbacks (a replay). */
void
desc_free_now(struct descriptor *d)
{
	desc_free(d);
}

/* Free every descriptor now, flushing what can be flushed. */
void
desc_free_all(void)
{
	struct descriptor	*d;

	while ((d = TAILQ_FIRST(&desc_list)) != NULL) {
		/* The loop has stopped: write what fits now, once. */
		if (!d->overflow && !d->reaped && d->fd >= 0) {
			proto_flush(d);
			proto_mccp_finish(d);	/* the stream's end, too */
			desc_io_write(d);
		}
		desc_free(d);
	}
	if (desc_reap_ev != NULL)
		event_free(desc_reap_ev);
	desc_reap_ev = NULL;
	if (desc_turn_ev != NULL)
		event_free(desc_turn_ev);
	desc_turn_ev = NULL;
	growbuf_free(&desc_scratch);
}

/* Connections open now. */
int
desc_count(void)
{
	return (desc_n);
}

/* The colours this connection gets: the client's, unless turned off. */
static enum colour_mode
desc_colour_depth(struct descriptor *d)
{
	if (d->colour_off)
		return (COLOUR_NONE);
	switch (proto_colours(d)) {
	case PROTO_TRUECOLOUR:
		return (COLOUR_TRUE);
	case 256:
		return (COLOUR_ANSI256);
	case 16:
		return (COLOUR_ANSI16);
	default:
		return (COLOUR_NONE);
	}
}

/* How text is rendered for d: its colours, and MXP if it speaks it. */
enum colour_mode
desc_colour_mode(struct descriptor *d)
{
	enum colour_mode	mode = desc_colour_depth(d);

	if (d->proto.mxp_on)
		mode = (enum colour_mode)(mode | COLOUR_MXP);
	return (mode);
}

/* Render markup for a colour mode and wrap to a width (0: none). */
char *
desc_render(const char *text, size_t len, enum colour_mode mode,
    unsigned int width, size_t *outlen)
{
	char	*rendered, *wrapped;
	size_t	 rlen;

	rendered = colour_render(text, len, mode, &rlen);
	if (width == 0) {
		*outlen = rlen;
		return (rendered);
	}
	wrapped = (mode & COLOUR_MXP) ? colour_wrap_mxp(rendered, rlen, width,
	    outlen) : colour_wrap(rendered, rlen, width, outlen);
	free(rendered);
	return (wrapped);
}

/* Keep rendered text back while d is holding, up to its limit. */
static void
desc_hold_add(struct descriptor *d, const char *text, size_t len)
{
	size_t	room = d->held_max - d->held_len;

	if (len > room) {
		d->held_cut += len - room;
		len = room;
	}
	if (len == 0)
		return;
	d->held = xgrow(d->held, &d->held_cap, d->held_len + len, 1);
	memcpy(d->held + d->held_len, text, len);
	d->held_len += len;
}

/* Hold back what is written to d, up to max bytes. */
void
desc_hold(struct descriptor *d, size_t max)
{
	if (d->holding)
		return;
	d->holding = 1;
	d->held_max = max;
	d->held_len = d->held_cut = 0;
}

/* Stop holding; the text held, if any, is the caller's. */
char *
desc_hold_take(struct descriptor *d, size_t *len, size_t *cut)
{
	char	*held = d->held;

	*len = d->held_len;
	*cut = d->held_cut;
	d->holding = 0;
	d->held = NULL;
	d->held_len = d->held_cap = d->held_cut = 0;
	return (held);
}

/* Copy d's snooper on, or stop. */
void
desc_snoop(struct descriptor *d, struct descriptor *by)
{
	if (d->snooper != NULL)
		d->snooper->snooping = NULL;
	d->snooper = NULL;
	if (by == NULL)
		return;
	if (by->snooping != NULL)
		by->snooping->snooper = NULL;
	by->snooping = d;
	by->snoop_cut = 0;
	d->snooper = by;
}

/*
 * Send a copy of text written to d to its snooper: rendered for the
 * snooper if it is markup, else as d got it (escaped for a snooper with
 * MXP if d has none, as nothing in it is then a tag). Not while the
 * snooper is far behind: then it is counted, and said when copies resume.
 */
static void
desc_snoop_copy(struct descriptor *d, const char *text, size_t len,
    int markup)
{
	struct descriptor	*to = d->snooper;
	char			*out, note[80];
	size_t			 olen;
	int			 n;

	if (to->reaped || to->overflow || to->closing)
		return;
	if (evbuffer_get_length(to->out) + len >
	    (size_t)conf_int(CFG_MAX_OUTPUT) / 2) {
		to->snoop_cut += len;
		return;
	}
	if (to->snoop_cut > 0) {
		n = snprintf(note, sizeof note, "[snoop: %zu bytes not "
		    "shown]\n", to->snoop_cut);
		to->snoop_cut = 0;
		if (n > 0)
			desc_send_text(to, note, (size_t)n);
	}
	if (!markup && to->proto.mxp_on && !d->proto.mxp_on) {
		/* Rendered without MXP: no tag in it, and none to make. */
		out = colour_mxp_escape(text, len, &olen);
		desc_send_text(to, out, olen);
		free(out);
		return;
	}
	if (!markup) {
		desc_send_text(to, text, len);
		return;
	}
	out = desc_render(text, len, desc_colour_mode(to), to->proto.width,
	    &olen);
	desc_send_text(to, out, olen);
	free(out);
}

/*
 * Show d's snooper a line d typed: cleaned of control bytes, and as text
 * rendered for the snooper, so that an MXP snooper gets its < > & "
 * escaped: what a player types cannot make a tag on staff's screen.
 */
void
desc_snoop_line(struct descriptor *d, const char *line)
{
	char	*clean, *safe, *s;
	int	 n;

	if (d->snooper == NULL)
		return;
	clean = xstrdup(line);
	(void)text_sanitize(clean, strlen(clean));
	safe = colour_escape(clean);
	n = xasprintf(&s, "%% %s\n", safe);
	desc_snoop_copy(d, s, (size_t)n, 1);
	free(s);
	free(safe);
	free(clean);
}

/* Text to the codec, in the connection's charset. */
static void
desc_send_text(struct descriptor *d, const char *text, size_t len)
{
	char	*narrow;
	size_t	 nlen;

	d->prompt_unmarked = 0;
	if ((narrow = proto_charset_out(d, text, len, &nlen)) != NULL) {
		telnet_send_text(d->telnet, narrow, nlen);
		free(narrow);
		return;
	}
	telnet_send_text(d->telnet, text, len);
}

/* Send text already rendered and wrapped for this connection. */
void
desc_write_rendered(struct descriptor *d, const char *text, size_t len)
{
	if (d->reaped || d->overflow)
		return;
	if (d->snooper != NULL)
		desc_snoop_copy(d, text, len, 0);
	if (d->holding) {
		desc_hold_add(d, text, len);
		return;
	}
	desc_send_text(d, text, len);
}

/*
 * Send text: colour markup rendered for this client, wrapped to its
 * window (NAWS), \n turned into \r\n and 0xFF escaped.
 */
void
desc_write(struct descriptor *d, const char *text, size_t len)
{
	char	*out;
	size_t	 olen;

	if (d->reaped || d->overflow)
		return;
	if (d->snooper != NULL)
		desc_snoop_copy(d, text, len, 1);
	/*
	 * Without wrapping, rendered into one buffer kept for the next
	 * write (not while it is in use, and not kept if a write made it
	 * large): most writes then allocate nothing.
	 */
	if (d->proto.width == 0 && !desc_scratch_busy) {
		desc_scratch_busy = 1;
		desc_scratch.len = 0;
		colour_render_into(&desc_scratch, text, len,
		    desc_colour_mode(d));
		if (d->holding)
			desc_hold_add(d, desc_scratch.data, desc_scratch.len);
		else
			desc_send_text(d, desc_scratch.data,
			    desc_scratch.len);
		if (desc_scratch.cap > DESC_SCRATCH_KEEP)
			growbuf_free(&desc_scratch);
		desc_scratch_busy = 0;
		return;
	}
	out = desc_render(text, len, desc_colour_mode(d), d->proto.width,
	    &olen);
	if (d->holding)
		desc_hold_add(d, out, olen);
	else
		desc_send_text(d, out, olen);
	free(out);
}

/* Send formatted text: a short line is formatted on the stack. */
void
desc_vprintf(struct descriptor *d, const char *fmt, va_list ap)
{
	va_list	 ap2;
	char	 buf[1024], *big;
	int	 n;

	va_copy(ap2, ap);
	n = vsnprintf(buf, sizeof buf, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		return;
	if ((size_t)n < sizeof buf) {
		desc_write(d, buf, (size_t)n);
		return;
	}
	n = xvasprintf(&big, fmt, ap);
	desc_write(d, big, (size_t)n);
	free(big);
}

/* Send formatted text. */
void
desc_printf(struct descriptor *d, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	desc_vprintf(d, fmt, ap);
	va_end(ap);
}

/* Hide (on = 0) or show what the player types. */
void
desc_echo(struct descriptor *d, int on)
{
	if (d->echo_off == !on)
		return;
	d->echo_off = !on;
	telnet_set_local(d->telnet, TELOPT_ECHO, !on);
}

/* At the end of the turn: the prompts and compression flushes asked for. */
/* The end of the turn for one connection: its prompt, flush and write. */
static void
desc_turn_end_one(struct descriptor *d)
{
	/* Still pending while it writes, so it is not queued again. */
	TAILQ_REMOVE(&desc_turn_list, d, turn_entry);
	if (!d->reaped) {
		if (d->prompt_pending) {
			d->prompt_pending = 0;
			desc_prompt_now(d);
		}
		proto_flush(d);
		desc_send(d);
	}
	d->turn_pending = 0;
}

static void
desc_turn_end(evutil_socket_t fd, short what, void *arg)
{
	struct descriptor	*d;
	uint64_t		 until = monotime_us() + SERVER_SLICE_USEC;
	unsigned int		 n = 0;

	while ((d = TAILQ_FIRST(&desc_turn_list)) != NULL) {
		/*
		 * Thousands may be waiting (compressing each costs): after a
		 * slice, let the loop run its timers and come back for the
		 * rest.
		 */
		if ((n + 1) % 16 == 0 && monotime_us() > until) {
			event_active(desc_turn_ev, EV_TIMEOUT, 0);
			break;
		}
		n++;
		desc_turn_end_one(d);
	}
	if (desc_taps != NULL && n > 0)
		desc_taps->turn_end(n);
}

/* Run the end of the turn for the first n connections waiting for it. */
void
desc_turn_flush(unsigned int n)
{
	struct descriptor	*d;

	while (n-- > 0 && (d = TAILQ_FIRST(&desc_turn_list)) != NULL)
		desc_turn_end_one(d);
}

/* Queue bytes for the wire; they go out at the end of the turn. */
void
desc_output(struct descriptor *d, const void *buf, size_t len)
{
	if (d->reaped)
		return;
	evbuffer_add(d->out, buf, len);
	desc_out_account(d);
	if (desc_out_total > (size_t)conf_int(CFG_OUTPUT_BUDGET))
		desc_shed();
	desc_want_turn_end(d);
}

/* Queue d for the end of this turn of the loop. */
void
desc_want_turn_end(struct descriptor *d)
{
	if (d->turn_pending)
		return;
	d->turn_pending = 1;
	TAILQ_INSERT_TAIL(&desc_turn_list, d, turn_entry);
	if (desc_turn_ev == NULL)
		desc_turn_ev = event_new(desc_base, -1, 0, desc_turn_end, NULL);
	event_active(desc_turn_ev, EV_TIMEOUT, 0);
}

/* Ask for the prompt at the end of the turn: one, however much output. */
void
desc_prompt(struct descriptor *d)
{
	if (d->reaped || d->closing)
		return;
	d->prompt_pending = 1;
	desc_want_turn_end(d);
}

/* Have the layer above write the prompt, and mark its end. */
static void
desc_prompt_now(struct descriptor *d)
{
	if (d->reaped || d->closing)
		return;
	/*
	 * Bare nc users would see GA as stray bytes: telnet clients only.
	 * Until we know, the prompt waits for its end (desc_heard_cb).
	 */
	if (desc_cbs->prompt(d)) {
		if (d->speaks_telnet)
			telnet_send_prompt_end(d->telnet);
		else
			d->prompt_unmarked = 1;
	}
}
