/*
 * websock.c: the web port's listener and its descriptor transport: the
 * HTTP request, the page's files, then WebSocket frames both ways.
 *
 * A connection goes through phases: HTTP (reading the request head),
 * then either DONE (a file or an error was answered; the descriptor
 * closes once it is sent) or OPEN (upgraded: the descriptor is greeted
 * and plays), then CLOSING (a close frame is going out; what comes in is
 * thrown away, and the connection ends as soon as the frame is sent).
 * The socket is then shut down for writing and what the browser still
 * sends (its answer to the close, the rest of a request too long to
 * read) is drained for a moment before it is closed (websock_linger):
 * closing with unread bytes would reset the connection and could lose
 * the last reply on its way.
 *
 * Keepalive: a WebSocket that sent nothing for web.ping_interval gets a
 * ping; one that still sent nothing (no pong, no anything) by the next
 * interval is dropped, so its player goes link-dead as over telnet. Each
 * connection has its own timer, re-armed from its last input.
 *
 * Output: the descriptor writes the telnet stream; the transport feeds it
 * to the gateway, whose messages are queued in wslay as text frames and
 * sent. While wslay still holds frames the socket did not take, the
 * transport takes nothing more: the rest waits in the descriptor's own
 * buffer, under its limits (max_output, output_budget). Responses made
 * before the upgrade go into that buffer too, as raw bytes counted in
 * raw_left, written as they are ahead of anything framed.
 *
 * With TLS (web.tls), the two calls that read and write the socket
 * (websock_recv, websock_send) go through a TLS connection instead, whose
 * handshake comes before the request's clock starts: everything above
 * them is the same for https:// and wss://. A TLS write that had to wait
 * must be made again with the same bytes, so there is one writer at a
 * time: the raw responses until they are all out, then wslay's frames.
 *
 * Input: wslay reads frames (at most a slice per call, and not while the
 * codec has WEBSOCK_IN_MAX bytes waiting) without buffering them: the
 * transport gathers a message's payload itself, up to web.max_message,
 * and closes with 1009 and a reason as soon as a frame announces more
 * (wslay's own limit would close without one; so would its UTF-8 check,
 * whose close is replaced by one with a reason, websock_own_close). Each
 * text message becomes a line in the in buffer, and so do the gateway's
 * answers to the server's negotiation; the transport's read hands those
 * bytes to the telnet codec as if they had come from a telnet client.
 */
#include <sys/queue.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <arpa/inet.h>
#include <netinet/in.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <event2/listener.h>
#include <wslay/wslay.h>

#include "address.h"
#include "config.h"
#include "descriptor.h"
#include "log.h"
#include "monotime.h"
#include "server.h"
#include "tls.h"
#include "webgate.h"
#include "webhttp.h"
#include "websock.h"
#include "xmalloc.h"

#define WEBSOCK_FILE_MAX	(1024 * 1024)	/* the largest file served */
#define WEBSOCK_READ_SLICE	16384		/* socket bytes per read call */
#define WEBSOCK_WRITE_SLICE	16384		/* telnet bytes per write call */

enum websock_phase {
	WS_HTTP,
	WS_DONE,
	WS_OPEN,
	WS_CLOSING,
};

struct websock {
	struct descriptor	*d;
	enum websock_phase	 phase;
	char			 head[WEBHTTP_MAX_HEAD];
	size_t			 head_len;
	size_t			 pre_off;	/* frame bytes read with the head */
	size_t			 raw_left;	/* d->out bytes sent as they are */
	wslay_event_context_ptr	 ctx;
	struct webgate		*gate;
	struct evbuffer		*in;		/* telnet bytes for the codec */
	size_t			 budget;	/* socket bytes left this call */
	int			 more;		/* stopped by the budget */
	int			 eof;		/* the socket said end */
	int			 err;		/* the socket's error */
	struct event		*timer;
	struct event		*flush_ev;	/* wslay holds frames unsent */
	struct tls_conn		*tls;		/* NULL: plain HTTP */
	uint16_t		 end_code;	/* the close when the game ends it */
	const char		*end_reason;	/* and its reason, or NULL */
	int			 head_timed;	/* the request's clock runs */
	int			 counted;	/* in websock_stats.open */

	/* The message being read (wslay does not buffer it). */
	char			*msg;
	size_t			 msg_len;	/* bytes kept */
	size_t			 msg_cap;
	uint64_t		 msg_total;	/* bytes announced so far */
	int			 frame_ctrl;	/* the frame read is control */
	uint64_t		 frame_left;	/* its payload not yet seen */
	int			 frame_fin;
	int			 in_text;	/* a text message is being read */
	int			 failed;	/* our close is queued */

	/* A close of our own, written past wslay (websock_own_close). */
	uint8_t			 own_close[128];
	size_t			 own_len;
	size_t			 own_off;

	/* Keepalive. */
	struct event		*ping_ev;
	uint64_t		 last_in;	/* us: the last bytes read */
	uint64_t		 ping_at;	/* us: the ping waiting, or 0 */
	int			 ping_lost;	/* no answer: the end */
};

/* A socket done with, drained a moment before it is closed. */
struct websock_linger {
	int				 fd;
	char				 host[64];	/* counted against */
	struct event			*ev;
	size_t				 got;
	uint64_t			 deadline;	/* us */
	LIST_ENTRY(websock_linger)	 entry;
};
static LIST_HEAD(, websock_linger) websock_lingering =
    LIST_HEAD_INITIALIZER(websock_lingering);
static unsigned int		 websock_nlinger;

struct websock_stats		 websock_stats;
static struct evconnlistener	*websock_listener;
static struct event_base	*websock_base;
static char			*websock_root;
static int			 websock_bound_port;
static int			 websock_tls;

static const struct desc_transport websock_transport;

/* Read the socket, or through TLS. */
static ssize_t
websock_recv(struct websock *ws, void *buf, size_t len)
{
	if (ws->tls != NULL)
		return (tls_read(ws->tls, buf, len));
	return (read(ws->d->fd, buf, len));
}

/* Write the socket, or through TLS. */
static ssize_t
websock_send(struct websock *ws, const void *buf, size_t len)
{
	if (ws->tls != NULL)
		return (tls_write(ws->tls, buf, len));
	return (send(ws->d->fd, buf, len, MSG_NOSIGNAL));
}

/* May wslay write? Not before the raw responses are all out. */
static int
websock_may_frame(struct websock *ws)
{
	return (ws->raw_left == 0 && wslay_event_want_write(ws->ctx));
}

/* Have the descriptor's read run again soon: the codec has bytes. */
static void
websock_wake(struct websock *ws)
{
	if (!ws->d->closing && !ws->d->reaped && ws->d->read_ev != NULL)
		event_active(ws->d->read_ev, EV_READ, 0);
}

static void
websock_timer_cb(evutil_socket_t fd, short what, void *arg)
{
	struct websock	*ws = arg;
	size_t		 len;
	char		*resp;

	if (ws->phase == WS_HTTP) {
		websock_stats.bad_requests++;
		log_info("desc %llu (%s): no complete request in %d s",
		    (unsigned long long)ws->d->id, ws->d->host,
		    WEBSOCK_HEAD_SECONDS);
		resp = webhttp_response(408, "text/plain; charset=utf-8",
		    "Request timeout\n", 16, 0, &len);
		ws->raw_left += len;
		ws->phase = WS_DONE;
		desc_output(ws->d, resp, len);
		free(resp);
	}
	desc_close(ws->d);
}

static void
websock_arm(struct websock *ws, int seconds)
{
	struct timeval	tv = { seconds, 0 };

	evtimer_add(ws->timer, &tv);
}

/* The request's clock starts (over TLS: once the handshake is done). */
static void
websock_start_head(struct websock *ws)
{
	if (ws->head_timed)
		return;
	ws->head_timed = 1;
	websock_arm(ws, WEBSOCK_HEAD_SECONDS);
}

/* Answer the request with a response and close after it. */
static void
websock_answer(struct websock *ws, int status, const char *type,
    const void *body, size_t len, int head)
{
	char	*resp;
	size_t	 rlen;

	resp = webhttp_response(status, type, body, len, head, &rlen);
	ws->raw_left += rlen;
	ws->phase = WS_DONE;
	desc_output(ws->d, resp, rlen);
	free(resp);
	evtimer_del(ws->timer);
	desc_close(ws->d);
}

/* An error page. */
static void
websock_error(struct websock *ws, int status, int head)
{
	char	body[64];
	int	n;

	if (status == 404)
		websock_stats.not_found++;
	else if (status == 403)
		websock_stats.origin_refused++;
	else
		websock_stats.bad_requests++;
	n = snprintf(body, sizeof body, "%d %s\n", status,
	    webhttp_reason(status));
	log_info("desc %llu (%s): HTTP %d", (unsigned long long)ws->d->id,
	    ws->d->host, status);
	websock_answer(ws, status, "text/plain; charset=utf-8", body,
	    (size_t)n, head);
}

/* Serve a file of the web root, or 404. */
static void
websock_file(struct websock *ws, const struct webhttp_request *r)
{
	char		 name[128], *path, *body;
	const char	*type;
	struct stat	 st;
	ssize_t		 n;
	size_t		 got = 0;
	int		 fd;

	if ((type = webhttp_file(r->path, name, sizeof name)) == NULL) {
		websock_error(ws, 404, r->head);
		return;
	}
	xasprintf(&path, "%s/%s", websock_root, name);
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
	free(path);
	if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
	    st.st_size > WEBSOCK_FILE_MAX) {
		if (fd >= 0)
			close(fd);
		websock_error(ws, 404, r->head);
		return;
	}
	body = xmalloc((size_t)st.st_size + 1);
	while (got < (size_t)st.st_size) {
		n = read(fd, body + got, (size_t)st.st_size - got);
		if (n <= 0)
			break;
		got += (size_t)n;
	}
	close(fd);
	websock_stats.pages++;
	websock_answer(ws, 200, type, body, got, r->head);
	free(body);
}

/* wslay wants bytes: those read with the head first, then the socket's. */
static ssize_t
websock_wslay_recv(wslay_event_context_ptr ctx, uint8_t *buf, size_t len,
    int flags, void *arg)
{
	struct websock	*ws = arg;
	ssize_t		 n;

	if (ws->pre_off < ws->head_len) {
		n = (ssize_t)(ws->head_len - ws->pre_off);
		if ((size_t)n > len)
			n = (ssize_t)len;
		memcpy(buf, ws->head + ws->pre_off, (size_t)n);
		ws->pre_off += (size_t)n;
		return (n);
	}
	if (ws->budget == 0 ||
	    evbuffer_get_length(ws->in) >= WEBSOCK_IN_MAX) {
		ws->more = 1;
		wslay_event_set_error(ctx, WSLAY_ERR_WOULDBLOCK);
		return (-1);
	}
	if (len > ws->budget)
		len = ws->budget;
	n = websock_recv(ws, buf, len);
	if (n > 0) {
		ws->budget -= (size_t)n;
		ws->last_in = monotime_us();
		return (n);
	}
	if (n == 0)
		ws->eof = 1;
	else if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
		wslay_event_set_error(ctx, WSLAY_ERR_WOULDBLOCK);
		return (-1);
	} else
		ws->err = errno;
	wslay_event_set_error(ctx, WSLAY_ERR_CALLBACK_FAILURE);
	return (-1);
}

static ssize_t
websock_wslay_send(wslay_event_context_ptr ctx, const uint8_t *buf,
    size_t len, int flags, void *arg)
{
	struct websock	*ws = arg;
	ssize_t		 n;

	n = websock_send(ws, buf, len);
	if (n >= 0)
		return (n);
	if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
		wslay_event_set_error(ctx, WSLAY_ERR_WOULDBLOCK);
	else {
		ws->err = errno;
		wslay_event_set_error(ctx, WSLAY_ERR_CALLBACK_FAILURE);
	}
	return (-1);
}

/* Close the WebSocket with a code and a reason, for a bad frame. */
static void
websock_fail(struct websock *ws, uint16_t code, const char *why)
{
	websock_stats.closed_bad++;
	log_info("desc %llu (%s): WebSocket closed (%u): %s",
	    (unsigned long long)ws->d->id, ws->d->host, code, why);
	ws->failed = 1;
	wslay_event_queue_close(ws->ctx, code, (const uint8_t *)why,
	    strlen(why));
	wslay_event_shutdown_read(ws->ctx);
}

/* Is a close of our own still to be written? */
static int
websock_own_pending(struct websock *ws)
{
	return (ws->own_off < ws->own_len);
}

/* Write what is left of our own close (after the raw responses). */
static void
websock_own_send(struct websock *ws)
{
	ssize_t	n;

	while (ws->raw_left == 0 && websock_own_pending(ws)) {
		n = websock_send(ws, ws->own_close + ws->own_off,
		    ws->own_len - ws->own_off);
		if (n > 0) {
			ws->own_off += (size_t)n;
			continue;
		}
		if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK &&
		    errno != EINTR)
			ws->err = errno;
		else
			event_add(ws->flush_ev, NULL);
		return;
	}
}

/*
 * wslay refused a text message that is not UTF-8 and queued its own
 * close, without a reason: while it has nothing else under way (no frame
 * half sent), that close stays unsent and ours, with the reason, goes
 * instead.
 */
static void
websock_own_close(struct websock *ws, uint16_t code, const char *why)
{
	size_t	len = strlen(why);

	websock_stats.closed_bad++;
	log_info("desc %llu (%s): WebSocket closed (%u): %s",
	    (unsigned long long)ws->d->id, ws->d->host, code, why);
	ws->failed = 1;
	wslay_event_shutdown_write(ws->ctx);
	ws->own_close[0] = 0x80 | WSLAY_CONNECTION_CLOSE;
	ws->own_close[1] = (uint8_t)(2 + len);	/* why is short: < 124 */
	ws->own_close[2] = (uint8_t)(code >> 8);
	ws->own_close[3] = (uint8_t)(code & 0xff);
	memcpy(ws->own_close + 4, why, len);
	ws->own_len = 4 + len;
	ws->own_off = 0;
	websock_own_send(ws);
}

/* A whole message from the page. */
static void
websock_wslay_msg(wslay_event_context_ptr ctx,
    const struct wslay_event_on_msg_recv_arg *m, void *arg)
{
	struct websock	*ws = arg;
	char		*line;
	size_t		 len;

	if (!wslay_event_get_read_enabled(ctx))
		return;
	switch (m->opcode) {
	case WSLAY_TEXT_FRAME:
		ws->in_text = 0;
		/* A NUL first: for the gateway (the page's size), no line. */
		if (ws->msg_len > 0 && ws->msg[0] == '\0') {
			webgate_control(ws->gate, ws->msg + 1, ws->msg_len - 1);
			ws->msg_len = 0;
			break;
		}
		line = webgate_line(ws->msg, ws->msg_len, &len);
		ws->msg_len = 0;
		if (line == NULL) {
			websock_fail(ws, WSLAY_CODE_INVALID_FRAME_PAYLOAD_DATA,
			    "text is not UTF-8");
			return;
		}
		evbuffer_add(ws->in, line, len);
		free(line);
		break;
	case WSLAY_BINARY_FRAME:
		websock_fail(ws, WSLAY_CODE_UNSUPPORTED_DATA,
		    "text frames only");
		break;
	case WSLAY_PING:
		/* wslay queues the pong: one that never reads gets no more. */
		if (wslay_event_get_queued_msg_count(ctx) > WEBSOCK_MAX_QUEUED)
			websock_fail(ws, WSLAY_CODE_POLICY_VIOLATION,
			    "too many pings");
		break;
	}
}

/*
 * A frame starts: one that makes its message longer than a message may
 * be ends it (once its first payload bytes have come: wslay waits for
 * them), with a reason the page can show.
 */
static void
websock_wslay_start(wslay_event_context_ptr ctx,
    const struct wslay_event_on_frame_recv_start_arg *a, void *arg)
{
	struct websock	*ws = arg;
	uint64_t	 max = (uint64_t)conf_int(CFG_WEB_MAX_MESSAGE);
	char		 why[96];

	if (!wslay_event_get_read_enabled(ctx))
		return;
	ws->frame_ctrl = (a->opcode & 0x8) != 0;
	if (!ws->frame_ctrl) {
		ws->frame_left = a->payload_length;
		ws->frame_fin = a->fin;
		if (a->opcode != WSLAY_CONTINUATION_FRAME) {
			ws->msg_total = 0;
			ws->msg_len = 0;
			ws->in_text = a->opcode == WSLAY_TEXT_FRAME;
		}
		if (a->payload_length > max - ws->msg_total)
			ws->msg_total = max + 1;
		else
			ws->msg_total += a->payload_length;
	}
	if (!ws->frame_ctrl && ws->msg_total > max) {
		snprintf(why, sizeof why, "message too big: a line is at most "
		    "%d bytes", (int)conf_int(CFG_MAX_LINE));
		websock_fail(ws, WSLAY_CODE_MESSAGE_TOO_BIG, why);
	}
	/* A close's payload is empty or a code of two bytes (wslay lets a
	 * single byte through). */
	else if (a->opcode == WSLAY_CONNECTION_CLOSE && a->payload_length == 1)
		websock_fail(ws, WSLAY_CODE_PROTOCOL_ERROR, "bad close frame");
	else if ((a->opcode & 0x8) && (a->payload_length > 125 || !a->fin))
		websock_fail(ws, WSLAY_CODE_PROTOCOL_ERROR,
		    "bad control frame");
}

/* A piece of a message's payload: kept, up to the message's limit. */
static void
websock_wslay_chunk(wslay_event_context_ptr ctx,
    const struct wslay_event_on_frame_recv_chunk_arg *c, void *arg)
{
	struct websock	*ws = arg;

	if (!ws->frame_ctrl)
		ws->frame_left -= c->data_length;
	if (ws->frame_ctrl || !wslay_event_get_read_enabled(ctx) ||
	    c->data_length == 0)
		return;
	/* msg_total bounds it: never more than web.max_message. */
	/* Doubling: a message in a thousand tiny frames is not copied a
	 * thousand times. */
	ws->msg = xgrow(ws->msg, &ws->msg_cap, ws->msg_len + c->data_length,
	    1);
	memcpy(ws->msg + ws->msg_len, c->data, c->data_length);
	ws->msg_len += c->data_length;
}

/* Send what wslay holds now, or when the socket takes it. */
static void
websock_kick(struct websock *ws)
{
	if (websock_own_pending(ws)) {
		websock_own_send(ws);
		if (ws->err != 0 || (!websock_own_pending(ws) &&
		    ws->phase == WS_CLOSING))
			websock_wake(ws);
		return;
	}
	if (!websock_may_frame(ws))
		return;
	if (wslay_event_send(ws->ctx) != 0) {
		if (ws->err == 0)
			ws->err = EPIPE;
		websock_wake(ws);	/* the read reports it: dropped */
		return;
	}
	if (wslay_event_want_write(ws->ctx))
		event_add(ws->flush_ev, NULL);
	else if (ws->phase == WS_CLOSING)
		websock_wake(ws);	/* the close went: the end */
}

/*
 * Keepalive: ping a connection silent for web.ping_interval; drop one
 * still silent an interval after its ping.
 */
static void
websock_ping_cb(evutil_socket_t fd, short what, void *arg)
{
	struct websock		*ws = arg;
	struct wslay_event_msg	 m;
	uint64_t		 now = monotime_us(), idle, every;
	struct timeval		 tv;

	if (ws->phase != WS_OPEN || conf_int(CFG_WEB_PING_INTERVAL) == 0)
		return;
	every = (uint64_t)conf_int(CFG_WEB_PING_INTERVAL) * 1000000;
	if (ws->ping_at != 0) {
		if (ws->last_in <= ws->ping_at) {
			websock_stats.ping_timeouts++;
			log_info("desc %llu (%s): no answer to a ping in %lld s",
			    (unsigned long long)ws->d->id, ws->d->host,
			    (long long)conf_int(CFG_WEB_PING_INTERVAL));
			ws->ping_lost = 1;
			ws->end_code = WSLAY_CODE_GOING_AWAY;
			websock_wake(ws);
			return;
		}
		ws->ping_at = 0;
	}
	idle = now > ws->last_in ? now - ws->last_in : 0;
	if (idle < every) {
		every -= idle;
	} else {
		m.opcode = WSLAY_PING;
		m.msg = (const uint8_t *)"keepalive";
		m.msg_length = 9;
		if (wslay_event_queue_msg(ws->ctx, &m) != 0)
			return;
		ws->ping_at = now;
		websock_kick(ws);
	}
	tv.tv_sec = (time_t)(every / 1000000);
	tv.tv_usec = (suseconds_t)(every % 1000000);
	evtimer_add(ws->ping_ev, &tv);
}

/* The gateway's messages go out as text frames. */
static void
websock_gate_message(void *arg, const char *json, size_t len)
{
	struct websock		*ws = arg;
	struct wslay_event_msg	 m;

	m.opcode = WSLAY_TEXT_FRAME;
	m.msg = (const uint8_t *)json;
	m.msg_length = len;
	wslay_event_queue_msg(ws->ctx, &m);
}

/* The gateway's answers to the server's negotiation, for the codec. */
static void
websock_gate_reply(void *arg, const void *buf, size_t len)
{
	struct websock	*ws = arg;

	evbuffer_add(ws->in, buf, len);
	websock_wake(ws);
}

static const struct webgate_callbacks websock_gate_cbs = {
	.message = websock_gate_message,
	.reply = websock_gate_reply,
};

/* Upgrade: answer 101, start framing and greet the descriptor. */
static void
websock_upgrade(struct websock *ws, const struct webhttp_request *r)
{
	struct wslay_event_callbacks	 cbs;
	char				 accept[29], *resp, hello[64];
	size_t				 len;
	int				 n;

	if (webhttp_accept_key(r->key, accept) != 0) {
		websock_error(ws, 400, 0);
		return;
	}
	memset(&cbs, 0, sizeof cbs);
	cbs.recv_callback = websock_wslay_recv;
	cbs.send_callback = websock_wslay_send;
	cbs.on_msg_recv_callback = websock_wslay_msg;
	cbs.on_frame_recv_start_callback = websock_wslay_start;
	cbs.on_frame_recv_chunk_callback = websock_wslay_chunk;
	if (wslay_event_context_server_init(&ws->ctx, &cbs, ws) != 0)
		fatalx("wslay: out of memory");
	/*
	 * The transport keeps the payload and checks its length itself
	 * (websock_wslay_start): wslay's own check comes first and closes
	 * without a reason.
	 */
	wslay_event_config_set_no_buffering(ws->ctx, 1);
	wslay_event_config_set_max_recv_msg_length(ws->ctx, UINT64_MAX);
	ws->gate = webgate_new(&websock_gate_cbs, ws,
	    (size_t)conf_int(CFG_MAX_SUBNEG));
	resp = webhttp_upgrade_response(accept, &len);
	ws->raw_left += len;
	desc_output(ws->d, resp, len);
	free(resp);
	evtimer_del(ws->timer);
	ws->phase = WS_OPEN;
	websock_stats.upgrades++;
	websock_stats.open++;
	if (ws->tls != NULL)
		websock_stats.open_tls++;
	ws->counted = 1;
	/* What the page needs to know first: the longest line taken. */
	n = snprintf(hello, sizeof hello, "{\"config\":{\"max_line\":%lld}}",
	    (long long)conf_int(CFG_MAX_LINE));
	websock_gate_message(ws, hello, (size_t)n);
	ws->last_in = monotime_us();
	if (conf_int(CFG_WEB_PING_INTERVAL) > 0) {
		struct timeval	tv = {
		    (time_t)conf_int(CFG_WEB_PING_INTERVAL), 0 };

		evtimer_add(ws->ping_ev, &tv);
	}
	desc_greet(ws->d);
}

/* Read the request head; answer it once it has all come. */
static void
websock_read_head(struct websock *ws)
{
	struct webhttp_request	 r;
	ssize_t			 n;
	size_t			 hl;
	int			 rc;

	n = websock_recv(ws, ws->head + ws->head_len,
	    sizeof ws->head - ws->head_len);
	if (ws->tls != NULL && tls_conn_established(ws->tls))
		websock_start_head(ws);
	if (n <= 0) {
		if (n == 0)
			ws->eof = 1;
		else if (errno != EAGAIN && errno != EWOULDBLOCK &&
		    errno != EINTR)
			ws->err = errno;
		return;
	}
	ws->head_len += (size_t)n;
	if ((hl = webhttp_head_len(ws->head, ws->head_len)) == 0) {
		if (ws->head_len == sizeof ws->head)
			websock_error(ws, 431, 0);
		return;
	}
	if ((rc = webhttp_parse(ws->head, hl, &r)) != 0) {
		websock_error(ws, rc, 0);
		return;
	}
	if (strcmp(r.path, WEBHTTP_WS_PATH) != 0) {
		websock_file(ws, &r);
		return;
	}
	if ((rc = webhttp_ws_check(&r)) != 0) {
		websock_error(ws, rc, r.head);
		return;
	}
	/*
	 * A page of another site may not open a session from the player's
	 * browser (and address): only this port's own page, or one of
	 * web.origins. A client that is no browser sends no Origin.
	 */
	if (!webhttp_origin_ok(&r, conf_str(CFG_WEB_ORIGINS))) {
		log_warnx("desc %llu (%s): WebSocket from origin '%s' refused "
		    "(host '%s'; web.origins)", (unsigned long long)ws->d->id,
		    ws->d->host, r.origin, r.host);
		websock_error(ws, 403, 0);
		return;
	}
	/* What came after the head is the first frames. */
	ws->pre_off = hl;
	websock_upgrade(ws, &r);
}

/* Take in what the page sent; send what wslay has to (pongs, a close). */
static void
websock_pump(struct websock *ws)
{
	int	idle = !wslay_event_want_write(ws->ctx);

	ws->budget = WEBSOCK_READ_SLICE;
	ws->more = 0;
	if (wslay_event_want_read(ws->ctx) &&
	    wslay_event_recv(ws->ctx) != 0 && !ws->eof && ws->err == 0 &&
	    ws->phase == WS_OPEN && wslay_event_get_read_enabled(ws->ctx) &&
	    !wslay_event_get_close_sent(ws->ctx))
		websock_fail(ws, WSLAY_CODE_PROTOCOL_ERROR, "bad frame");
	/*
	 * wslay stopped reading on its own in the middle of a text message
	 * (bytes of a frame refused, or the message ended on a cut
	 * character): only its UTF-8 check does that (its other refusals
	 * come at a frame's start, before ours).
	 */
	if (ws->phase == WS_OPEN && idle && !ws->failed && !ws->eof &&
	    ws->err == 0 && ws->in_text &&
	    !wslay_event_get_read_enabled(ws->ctx) &&
	    !wslay_event_get_close_received(ws->ctx) &&
	    (ws->frame_left > 0 || ws->frame_fin))
		websock_own_close(ws, WSLAY_CODE_INVALID_FRAME_PAYLOAD_DATA,
		    "text is not UTF-8");
	if (websock_may_frame(ws) && wslay_event_send(ws->ctx) != 0 &&
	    ws->err == 0)
		ws->err = EPIPE;
	/* The close goes (or went): the end once it is sent, in a moment. */
	if (ws->phase == WS_OPEN && (wslay_event_get_close_sent(ws->ctx) ||
	    !wslay_event_get_read_enabled(ws->ctx))) {
		ws->phase = WS_CLOSING;
		websock_arm(ws, WEBSOCK_CLOSE_SECONDS);
		if (websock_may_frame(ws) || websock_own_pending(ws))
			event_add(ws->flush_ev, NULL);
	}
	if (ws->more)
		websock_wake(ws);
}

/* The transport's read: telnet bytes for the codec. */
static ssize_t
websock_read(struct descriptor *d, void *buf, size_t len)
{
	struct websock	*ws = d->io_state;
	char		 junk[4096];
	ssize_t		 n;
	size_t		 have;

	switch (ws->phase) {
	case WS_HTTP:
		websock_read_head(ws);
		if (ws->phase != WS_OPEN)
			break;
		/* FALLTHROUGH */
	case WS_OPEN:
		websock_pump(ws);
		break;
	case WS_DONE:
	case WS_CLOSING:
		/* Thrown away: a close must not be cut short by a reset. */
		while ((n = websock_recv(ws, junk, sizeof junk)) > 0)
			;
		if (n == 0)
			ws->eof = 1;
		break;
	}
	if ((have = evbuffer_get_length(ws->in)) > 0) {
		n = evbuffer_remove(ws->in, buf, len);
		if ((size_t)n < have)
			websock_wake(ws);
		return (n);
	}
	if (ws->eof || ws->ping_lost)
		return (0);
	if (ws->err != 0) {
		errno = ws->err;
		return (-1);
	}
	/*
	 * The close went: the end, without waiting for the page's answer
	 * (the socket is drained a moment after, websock_linger).
	 */
	if (ws->phase == WS_CLOSING && !wslay_event_want_write(ws->ctx) &&
	    !websock_own_pending(ws))
		return (0);
	errno = EAGAIN;
	return (-1);
}

/*
 * The socket takes output again and wslay still holds frames that the
 * descriptor no longer has in its buffer: send them.
 */
static void
websock_flush_cb(evutil_socket_t fd, short what, void *arg)
{
	struct websock	*ws = arg;

	if (ws->ctx == NULL || (ws->phase != WS_OPEN &&
	    ws->phase != WS_CLOSING))
		return;
	websock_kick(ws);
}

/* The transport's write: raw responses, then the telnet stream framed. */
static ssize_t
websock_write(struct descriptor *d, const void *buf, size_t len)
{
	struct websock	*ws = d->io_state;
	ssize_t		 n;

	if (ws->raw_left > 0) {
		if (len > ws->raw_left)
			len = ws->raw_left;
		if ((n = websock_send(ws, buf, len)) > 0)
			ws->raw_left -= (size_t)n;
		/* Frames queued meanwhile (pongs) may go now. */
		if (ws->raw_left == 0 && ws->ctx != NULL &&
		    (wslay_event_want_write(ws->ctx) ||
		    websock_own_pending(ws)))
			event_add(ws->flush_ev, NULL);
		return (n);
	}
	switch (ws->phase) {
	case WS_HTTP:
		/* Nothing is framed before the upgrade. */
		d->io_wait_read = 1;
		errno = EAGAIN;
		return (-1);
	case WS_DONE:
	case WS_CLOSING:
		return ((ssize_t)len);	/* nobody to read it */
	case WS_OPEN:
		break;
	}
	/* What wslay still holds goes before anything new. */
	if (wslay_event_want_write(ws->ctx)) {
		if (wslay_event_send(ws->ctx) != 0) {
			errno = ws->err != 0 ? ws->err : EPIPE;
			return (-1);
		}
		if (wslay_event_want_write(ws->ctx)) {
			errno = EAGAIN;
			return (-1);
		}
	}
	if (len > WEBSOCK_WRITE_SLICE)
		len = WEBSOCK_WRITE_SLICE;
	webgate_write(ws->gate, buf, len);
	webgate_flush(ws->gate);
	if (wslay_event_send(ws->ctx) != 0) {
		errno = ws->err != 0 ? ws->err : EPIPE;
		return (-1);
	}
	/* Taken: if some of it waits in wslay, it goes when it can. */
	if (wslay_event_want_write(ws->ctx))
		event_add(ws->flush_ev, NULL);
	return ((ssize_t)len);
}

/* A lingering socket is done with: its address has one fewer. */
static void
websock_linger_end(struct websock_linger *l)
{
	LIST_REMOVE(l, entry);
	websock_nlinger--;
	address_disconnect(l->host);
	event_free(l->ev);
	close(l->fd);
	free(l);
}

/* A lingering socket: drain it until the browser closes, or time is up. */
static void
websock_linger_cb(evutil_socket_t fd, short what, void *arg)
{
	struct websock_linger	*l = arg;
	char			 buf[16384];
	ssize_t			 n;
	uint64_t		 now;
	struct timeval		 tv;

	while ((n = read(l->fd, buf, sizeof buf)) > 0) {
		l->got += (size_t)n;
		if (l->got > WEBSOCK_LINGER_BYTES)
			break;
	}
	now = monotime_us();
	if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK ||
	    errno == EINTR) && l->got <= WEBSOCK_LINGER_BYTES &&
	    now < l->deadline) {
		tv.tv_sec = (time_t)((l->deadline - now) / 1000000);
		tv.tv_usec = (suseconds_t)((l->deadline - now) % 1000000);
		event_add(l->ev, &tv);
		return;
	}
	websock_linger_end(l);
}

/*
 * Done with a socket: say so (FIN after the last bytes) and drain what
 * the browser still sends for a moment, rather than close it with bytes
 * unread, which resets it and may lose what was last sent. A lingering
 * socket still holds a file: it counts against its address's
 * max_per_address (one at its limit is closed at once) and against
 * max_connections (server_admit adds websock_draining()), so that
 * requests made and dropped fast cannot pile up open sockets.
 */
static void
websock_linger(int fd, const char *host)
{
	struct websock_linger	*l;
	struct timeval		 tv = { (time_t)conf_int(CFG_WEB_LINGER), 0 };

	if (websock_base == NULL || websock_nlinger >= WEBSOCK_LINGER_MAX ||
	    conf_int(CFG_WEB_LINGER) == 0 ||
	    address_connect(host, (int)conf_int(CFG_MAX_PER_ADDRESS)) != 0) {
		close(fd);
		return;
	}
	if (shutdown(fd, SHUT_WR) != 0) {
		address_disconnect(host);
		close(fd);
		return;
	}
	l = xcalloc(1, sizeof *l);
	l->fd = fd;
	snprintf(l->host, sizeof l->host, "%s", host);
	l->deadline = monotime_us() +
	    (uint64_t)conf_int(CFG_WEB_LINGER) * 1000000;
	l->ev = event_new(websock_base, fd, EV_READ, websock_linger_cb, l);
	LIST_INSERT_HEAD(&websock_lingering, l, entry);
	websock_nlinger++;
	event_add(l->ev, &tv);
}

static void
websock_free(struct descriptor *d)
{
	struct websock	*ws = d->io_state;

	if (ws == NULL)
		return;
	if (ws->counted) {
		websock_stats.open--;
		if (ws->tls != NULL)
			websock_stats.open_tls--;
	}
	/* The game ended it (quit, idle, shutdown): say so, as far as the
	 * socket takes it at once, with what wslay still held before. */
	if (ws->ctx != NULL && ws->phase == WS_OPEN && ws->err == 0 &&
	    !ws->eof && ws->raw_left == 0 && wslay_event_queue_close(ws->ctx,
	    ws->end_code, (const uint8_t *)ws->end_reason, ws->end_reason !=
	    NULL ? strlen(ws->end_reason) : 0) == 0)
		wslay_event_send(ws->ctx);
	if (ws->ctx != NULL)
		wslay_event_context_free(ws->ctx);
	webgate_free(ws->gate);
	evbuffer_free(ws->in);
	event_free(ws->timer);
	event_free(ws->flush_ev);
	event_free(ws->ping_ev);
	free(ws->msg);
	/* After the close frame: TLS's own close_notify ends the stream. */
	tls_conn_free(ws->tls);
	/* The socket is the transport's to close now: it lingers. */
	if (d->fd >= 0 && !ws->eof && ws->err == 0) {
		websock_linger(d->fd, d->host);
		d->fd = -1;
	}
	free(ws);
	d->io_state = NULL;
}

static const struct desc_transport websock_transport = {
	.name = "websocket",
	.read = websock_read,
	.write = websock_write,
	.free = websock_free,
};

/* The same over TLS: its own name, for logs and the users list. */
static const struct desc_transport websock_tls_transport = {
	.name = "wss",
	.read = websock_read,
	.write = websock_write,
	.free = websock_free,
};

/*
 * Over TLS: a client speaking plain HTTP (http:// to the https:// port)
 * is answered 400 in plain text, saying so, and closed.
 */
static void
websock_tls_wrap(struct websock *ws)
{
	static const char	 body[] = "This port speaks HTTPS: open it "
	    "with https:// (the game then goes over wss://).\n";
	char			*resp;
	size_t			 len;

	ws->tls = tls_conn_new(ws->d);
	resp = webhttp_response(400, "text/plain; charset=utf-8", body,
	    sizeof body - 1, 0, &len);
	tls_conn_set_plain(ws->tls, "HTTPS port", resp, len);
	free(resp);
}

static void
websock_accept(struct evconnlistener *l, evutil_socket_t fd,
    struct sockaddr *sa, int salen, void *arg)
{
	struct descriptor	*d;
	struct websock		*ws;
	char			 host[64];

	/* Refused over TLS: silently (the client could not read a 503). */
	if (server_admit(fd, sa, host, sizeof host, websock_tls ?
	    SERVER_ADMIT_SILENT : SERVER_ADMIT_HTTP) != 0)
		return;
	d = desc_new_pending(fd, host);
	ws = xcalloc(1, sizeof *ws);
	ws->d = d;
	ws->phase = WS_HTTP;
	ws->end_code = WSLAY_CODE_NORMAL_CLOSURE;
	ws->in = evbuffer_new();
	ws->timer = evtimer_new(websock_base, websock_timer_cb, ws);
	ws->flush_ev = event_new(websock_base, fd, EV_WRITE, websock_flush_cb,
	    ws);
	ws->ping_ev = evtimer_new(websock_base, websock_ping_cb, ws);
	if (websock_tls)
		websock_tls_wrap(ws);	/* tls.handshake_timeout first */
	else
		websock_start_head(ws);
	desc_set_transport(d, websock_tls ? &websock_tls_transport :
	    &websock_transport, ws);
}

static void
websock_accept_error(struct evconnlistener *l, void *arg)
{
	log_warnx("web accept: %s",
	    evutil_socket_error_to_string(EVUTIL_SOCKET_ERROR()));
}

/* Listen for browsers. */
int
websock_start(struct event_base *base, const char *bind_addr, int port,
    const char *root, int tls, char **cause)
{
	struct sockaddr_storage	 ss;
	struct sockaddr_in	*sin = (struct sockaddr_in *)&ss;
	struct sockaddr_in6	*sin6 = (struct sockaddr_in6 *)&ss;
	socklen_t		 len = sizeof ss;
	int			 slen;

	memset(&ss, 0, sizeof ss);
	if (inet_pton(AF_INET, bind_addr, &sin->sin_addr) == 1) {
		sin->sin_family = AF_INET;
		sin->sin_port = htons((uint16_t)port);
		slen = sizeof *sin;
	} else if (inet_pton(AF_INET6, bind_addr, &sin6->sin6_addr) == 1) {
		sin6->sin6_family = AF_INET6;
		sin6->sin6_port = htons((uint16_t)port);
		slen = sizeof *sin6;
	} else {
		xasprintf(cause, "web: bind address '%s' is not an IP address",
		    bind_addr);
		return (-1);
	}
	if (tls && !tls_ready()) {
		xasprintf(cause, "web: tls is on but TLS is not set up");
		return (-1);
	}
	websock_base = base;
	websock_tls = tls;
	websock_listener = evconnlistener_new_bind(base, websock_accept, NULL,
	    LEV_OPT_CLOSE_ON_FREE | LEV_OPT_REUSEABLE | LEV_OPT_CLOSE_ON_EXEC,
	    -1, (struct sockaddr *)&ss, slen);
	if (websock_listener == NULL) {
		xasprintf(cause, "web: cannot listen on %s port %d: %s",
		    bind_addr, port, strerror(errno));
		return (-1);
	}
	evconnlistener_set_error_cb(websock_listener, websock_accept_error);
	memset(&ss, 0, sizeof ss);
	if (getsockname(evconnlistener_get_fd(websock_listener),
	    (struct sockaddr *)&ss, &len) == 0)
		websock_bound_port = ntohs(ss.ss_family == AF_INET6 ?
		    sin6->sin6_port : sin->sin_port);
	free(websock_root);
	websock_root = xstrdup(root);
	/* Not "listening on": that names the game's port in the log. */
	log_info("web client at %s://%s:%d/ (files from %s)", tls ? "https" :
	    "http", bind_addr, websock_bound_port, root);
	return (0);
}

/* The server restarts: d's close says so (1012), not "ended" (1000). */
void
websock_restarting(struct descriptor *d)
{
	struct websock	*ws;

	if (d->io != &websock_transport && d->io != &websock_tls_transport)
		return;
	ws = d->io_state;
	ws->end_code = WEBSOCK_CLOSE_RESTART;
}

/* The server shuts down: d's close says it goes away (1001), not "ended". */
void
websock_going_away(struct descriptor *d)
{
	struct websock	*ws;

	if (d->io != &websock_transport && d->io != &websock_tls_transport)
		return;
	ws = d->io_state;
	ws->end_code = WEBSOCK_CLOSE_GOING_AWAY;
	ws->end_reason = WEBSOCK_SHUTDOWN_REASON;
}

unsigned int
websock_draining(void)
{
	return (websock_nlinger);
}

int
websock_port(void)
{
	return (websock_listener != NULL ? websock_bound_port : 0);
}

void
websock_stop(void)
{
	struct websock_linger	*l;

	if (websock_listener != NULL)
		evconnlistener_free(websock_listener);
	websock_listener = NULL;
	while ((l = LIST_FIRST(&websock_lingering)) != NULL)
		websock_linger_end(l);
	free(websock_root);
	websock_root = NULL;
}
