/*
 * websock.h: the web port. A browser gets the page (the files of the web
 * root) and plays over a WebSocket at /ws: that connection is an ordinary
 * descriptor, with the same limits and the same login as a telnet one,
 * whose transport (descriptor.h) speaks HTTP, then WebSocket frames
 * (wslay), and turns the telnet stream the descriptor writes into JSON
 * messages for the page (webgate.h), after a first {"config":{"max_line":
 * N}} of its own. It knows no game.
 *
 * The transport reads and writes the socket itself, or through a TLS
 * connection (tls.h) when the port speaks https:// and wss://.
 */
#ifndef MUD_WEBSOCK_H
#define MUD_WEBSOCK_H

#include <stddef.h>
#include <stdint.h>

struct descriptor;
struct event_base;

/* Seconds a browser has to send its request, or to answer a close. */
#define WEBSOCK_HEAD_SECONDS	10
#define WEBSOCK_CLOSE_SECONDS	5
/* Telnet bytes waiting for the codec, past which the socket is not read. */
#define WEBSOCK_IN_MAX		65536
/* Control frames (pongs, a close) queued unsent, past which it is closed. */
#define WEBSOCK_MAX_QUEUED	64
/*
 * Once a connection is done with, the socket says so (shutdown) and what
 * the browser still sends is read and dropped, so that the last reply or
 * close frame is not cut short by a reset: at most this long and this
 * much (web.linger seconds), for at most this many sockets at once.
 */
#define WEBSOCK_LINGER_BYTES	(1024 * 1024)
#define WEBSOCK_LINGER_MAX	1024

struct websock_stats {
	uint64_t	pages;		/* files served */
	uint64_t	not_found;	/* 404 */
	uint64_t	bad_requests;	/* 400, 405, 414, 426, 431, 505, 408 */
	uint64_t	origin_refused;	/* 403: an upgrade from another site */
	uint64_t	upgrades;	/* WebSocket connections */
	uint64_t	closed_bad;	/* closed for a bad or oversized frame */
	uint64_t	ping_timeouts;	/* closed: no answer to a ping */
	uint64_t	open;		/* WebSockets open now (gauge) */
	uint64_t	open_tls;	/* of which over TLS (gauge) */
};
extern struct websock_stats	websock_stats;

/*
 * Listen for browsers on bind_addr:port (0 picks a free port) and serve
 * the files of root; with tls, over TLS (https://, wss://) with the
 * server's context (tls_setup first). -1 and *cause if the port cannot
 * be had.
 */
int	websock_start(struct event_base *, const char *bind_addr, int port,
	    const char *root, int tls, char **cause);
/*
 * The server restarts (a hot reboot) and lets d go: if d is a WebSocket,
 * its close says 1012 (Service Restart) rather than 1000, so that the
 * page connects again by itself instead of waiting for the player.
 */
#define WEBSOCK_CLOSE_RESTART	1012
void	websock_restarting(struct descriptor *);
/*
 * The server shuts down and lets d go: if d is a WebSocket, its close is
 * 1001 (Going Away) with a reason, not the 1000 of a player's quit, so
 * that the page tries again (with its backoff) until the server is back.
 */
#define WEBSOCK_CLOSE_GOING_AWAY	1001
#define WEBSOCK_SHUTDOWN_REASON		"the server is shutting down"
void	websock_going_away(struct descriptor *);
/* The port bound, or 0 if not listening. */
int	websock_port(void);
/* Sockets done with and still draining (they hold files). */
unsigned int	websock_draining(void);
void	websock_stop(void);

#endif
