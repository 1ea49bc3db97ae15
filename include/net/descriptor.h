/*
 * descriptor.h: one connection: its socket and output buffer, telnet codec
 * and telnet codec. It knows no game: lines, closes and protocol changes go
 * up through the callbacks the layer above registers (desc_setup), and
 * that layer keeps what it needs of a connection in d->session. Each
 * complete line is handed up as it is read and forgotten: the queue of
 * lines typed ahead is the layer above's (the game's session).
 *
 * The socket is read when epoll says so; output is queued during a turn of
 * the loop and written at its end, straight to the socket. Only output the
 * socket will not take at once waits for a write event, so a connection
 * that keeps up costs no epoll_ctl calls.
 */
#ifndef MUD_DESCRIPTOR_H
#define MUD_DESCRIPTOR_H

#include <sys/types.h>
#include <sys/queue.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "protocol.h"

struct event;
struct event_base;
struct evbuffer;
struct telnet;

struct descriptor;

/*
 * How a connection's bytes cross its socket: plain by default (read and
 * write on fd); TLS or WebSocket framing put their own in front with
 * desc_set_transport. Each works like read(2) and write(2): a count, 0
 * at the end (read only), or -1 with errno, EAGAIN when it must wait. A
 * transport that must wait for the socket to be readable before it can
 * write (a TLS handshake) sets d->io_wait_read; one that must wait for
 * it to be writable before it can read sets d->io_wait_write.
 */
struct desc_transport {
	const char	*name;		/* for logs and metrics */
	ssize_t		(*read)(struct descriptor *, void *, size_t);
	ssize_t		(*write)(struct descriptor *, const void *, size_t);
	/* Forget the transport's state (d->io); the socket is closed after. */
	void		(*free)(struct descriptor *);
};

struct descriptor {
	uint64_t		 id;
	char			 host[64];
	int			 fd;		/* closed when it is freed */
	const struct desc_transport *io;	/* NULL: the plain socket */
	void			*io_state;	/* the transport's own */
	int			 io_wait_read;	/* a write waits to read */
	int			 io_wait_write;	/* a read waits to write */
	struct event		*read_ev;
	struct event		*write_ev;	/* armed while output waits */
	struct evbuffer		*out;
	size_t			 out_len;	/* of out, as last counted */
	struct telnet		*telnet;
	void			*session;	/* the layer above's */

	struct proto		 proto;		/* client protocols */
	int			 echo_off;
	int			 colour_off;	/* the player turned it off */
	int			 speaks_telnet;	/* it has negotiated */
	int			 prompt_unmarked; /* a prompt awaits its GA */
	int			 input_held;	/* lines wait, none runs (handover) */
	int			 closing;	/* sending its last words */
	int			 feeding;	/* inside desc_feed */
	struct evbuffer		*feed_pending;	/* fed from inside it */
	int			 overflow;
	int			 reaped;
	int			 greeted;	/* counted as opened */

	/* Text held back instead of sent (desc_hold), rendered. */
	int			 holding;
	char			*held;
	size_t			 held_len;
	size_t			 held_cap;
	size_t			 held_max;
	size_t			 held_cut;	/* bytes past held_max */

	/*
	 * Snooping: what is written to this connection is copied to
	 * snooper's; snooping is the one this connection watches.
	 */
	struct descriptor	*snooper;
	struct descriptor	*snooping;
	size_t			 snoop_cut;	/* bytes not copied */

	/* End of this turn of the loop: a prompt to send, a stream to flush. */
	int			 turn_pending;
	int			 prompt_pending;
	TAILQ_ENTRY(descriptor)	 turn_entry;

	TAILQ_ENTRY(descriptor)	 entry;
};
TAILQ_HEAD(descriptor_list, descriptor);

extern struct descriptor_list	desc_list;

/*
 * What every connection did together since the start, for metrics: bytes
 * read, bytes sent before compression (raw) and on the wire, and the
 * troubles counted where they happen.
 */
struct desc_stats {
	uint64_t	opened;
	uint64_t	closed;
	uint64_t	bytes_in;
	uint64_t	bytes_out_raw;
	uint64_t	bytes_out_wire;
	uint64_t	lines_dropped;		/* a session's queue full
						   (counted by the game) */
	uint64_t	lines_overlong;		/* past max_line */
	uint64_t	subneg_overflow;	/* past max_subneg */
	uint64_t	output_overflow;	/* past max_output */
	uint64_t	output_shed;		/* past output_budget */
	uint64_t	socket_errors;		/* read or write failed */
	uint64_t	send_timeouts;		/* closing, output stuck */
	uint64_t	compress_errors;	/* MCCP2 stopped */
};
extern struct desc_stats	desc_stats;

/*
 * What the layer above is told of its connections and asked about them.
 * Each gets the descriptor; d->session is the layer's own.
 */
struct desc_callbacks {
	/* A new connection: greet it; set d->session. */
	void	(*opened)(struct descriptor *);
	/*
	 * A complete line, already cleaned (text_sanitize): the callee's to
	 * run or to queue (and bound); net forgets it on return.
	 */
	void	(*line)(struct descriptor *, char *);
	/* Are the lines typed now secret (never logged)? */
	int	(*secret)(struct descriptor *);
	/* A line was too long and was dropped; the player was told. */
	void	(*overlong)(struct descriptor *);
	/*
	 * End of the turn, a prompt was asked for: write its text, if any;
	 * nonzero to mark the end of a prompt (GA or EOR).
	 */
	int	(*prompt)(struct descriptor *);
	/* The client changed the GMCP packages it wants. */
	void	(*gmcp_changed)(struct descriptor *);
	/*
	 * A GMCP message the connection layer does not answer itself
	 * (Core.Hello, Core.Supports.* and Core.Ping are): its name and
	 * JSON body (NULL when it had none), both the callee's to read only.
	 */
	void	(*gmcp_message)(struct descriptor *, const char *name,
		    struct json_t *);
	/* An MSDP subnegotiation (msdp.h parses it). */
	void	(*msdp)(struct descriptor *, const uint8_t *, size_t);
	/* The client turned MXP on: send it the element definitions. */
	void	(*mxp_on)(struct descriptor *);
	/* The MSSP variables, as name, value pairs; free the array. */
	char	**(*mssp)(size_t *n);
	/* The connection is gone: forget it; it is freed afterwards. */
	void	(*closed)(struct descriptor *);
};

/*
 * Optional watchers of what goes in and out, for a recorder or a replay
 * (game/record.c). input: what the telnet codec took in (telnet.h's tap);
 * line_end: the codec finished a line (DESC_LINE_*); output: bytes leaving
 * before compression; turn_end: the end of a turn of the loop ran for n
 * connections.
 */
#define DESC_LINE_DELIVERED	0	/* handed up (line callback) */
#define DESC_LINE_OVERLONG	2	/* longer than max_line */
struct desc_taps {
	void	(*input)(struct descriptor *, int data, const uint8_t *,
		    size_t);
	void	(*line_end)(struct descriptor *, int how);
	void	(*output)(struct descriptor *, const void *, size_t);
	void	(*turn_end)(unsigned int n);
	/* d was dropped: it is sent nothing more (freed later). */
	void	(*dropped)(struct descriptor *);
};
void	desc_set_taps(const struct desc_taps *);

/* The loop connections run on, and the layer above them. */
void	desc_setup(struct event_base *, const struct desc_callbacks *);
const struct desc_callbacks *desc_callbacks(void);
/*
 * Make a descriptor for an accepted socket and greet it; fd -1 for one
 * without a socket (a replay), whose output is dropped once it was seen.
 */
struct descriptor	*desc_new(int fd, const char *host);
/*
 * A descriptor for an accepted socket whose transport must finish a
 * handshake first (a WebSocket upgrade): read, but not greeted and the
 * layer above not told until desc_greet.
 */
struct descriptor	*desc_new_pending(int fd, const char *host);
/* Offer the telnet options and hand d to the layer above (opened). */
void	desc_greet(struct descriptor *);
/*
 * A descriptor for a socket kept across an exec (a hot reboot): nothing
 * is offered and the layer above is not told (see handover.h).
 */
struct descriptor	*desc_adopt(int fd, const char *host);
/* Start reading an adopted descriptor's socket. */
void	desc_start_reading(struct descriptor *);
/*
 * Put a transport in front of d's socket (right after desc_new, before
 * the loop turns); its state is freed with d by tp->free.
 */
void	desc_set_transport(struct descriptor *, const struct desc_transport *,
	    void *state);
/* Read from d's socket through its transport (desc-io.c). */
ssize_t	desc_io_read(struct descriptor *, void *, size_t);
/*
 * Write what d->out holds through its transport, as much as the socket
 * takes: what went is drained. The bytes written, or -1 with errno.
 */
ssize_t	desc_io_write(struct descriptor *);
/*
 * Write everything queued for d now (this turn's prompt and flush
 * first), waiting for the socket until deadline (monotonic us): 0 when
 * all of it went, -1 if not.
 */
int	desc_flush_now(struct descriptor *, uint64_t deadline);
/* Feed bytes as if read from its socket. */
void	desc_feed(struct descriptor *, const void *, size_t);
/* The open connection with this id, or NULL. */
struct descriptor	*desc_find(uint64_t id);
/* Send d nothing more, as when it was dropped (a replay). */
void	desc_mark_dropped(struct descriptor *);
/* Free now, outside its callbacks (a replay's close). */
void	desc_free_now(struct descriptor *);
/* Run the end of the turn for the first n connections waiting for it. */
void	desc_turn_flush(unsigned int n);
/*
 * Close: send what is queued, then free the descriptor from the loop,
 * never from inside a callback that was called for it.
 */
void	desc_close(struct descriptor *);
/* Free every descriptor at once (at shutdown). */
void	desc_free_all(void);
int	desc_count(void);
/* Output queued for every connection together, and the ones shed for it. */
size_t	desc_output_total(void);
size_t	desc_output_peak(void);
unsigned long long desc_output_shed(void);

void	desc_write(struct descriptor *, const char *, size_t);
/* Queue bytes for the wire as they are (after telnet and compression). */
void	desc_output(struct descriptor *, const void *, size_t);
/* Render markup for a colour mode and wrap to a width (0: no wrapping). */
enum colour_mode;
char	*desc_render(const char *, size_t, enum colour_mode, unsigned int width,
	    size_t *outlen);
enum colour_mode desc_colour_mode(struct descriptor *);
/* Send text rendered with desc_render for this connection's mode and width. */
void	desc_write_rendered(struct descriptor *, const char *, size_t);
void	desc_printf(struct descriptor *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
void	desc_vprintf(struct descriptor *, const char *, va_list)
	    __attribute__((format(printf, 2, 0)));
/*
 * Hold back the text written to d (desc_write, desc_write_rendered), as
 * rendered for it, up to max bytes; what passes max is dropped and
 * counted. The layer above takes it with desc_hold_take, to send it
 * later or in parts (a pager). Closing d sends what is held.
 */
void	desc_hold(struct descriptor *, size_t max);
/*
 * Stop holding: the text held (the caller's to free; NULL if nothing
 * was), its length and the bytes dropped past the limit.
 */
char	*desc_hold_take(struct descriptor *, size_t *len, size_t *cut);
/*
 * Copy what is written to d to by's connection from now on (by NULL: stop;
 * d's snooper before is let go). A copy is never copied on, and is
 * dropped (and counted, and said once it resumes) while by has more than
 * half of max_output waiting. The link ends when either is freed.
 */
void	desc_snoop(struct descriptor *d, struct descriptor *by);
/* Show d's snooper a line d typed, as "% line". */
void	desc_snoop_line(struct descriptor *d, const char *line);
/* Hide or show what the player types (telnet ECHO). */
void	desc_echo(struct descriptor *, int on);
/*
 * Ask for the prompt at the end of this turn of the loop, after all the
 * output the turn made: the prompt callback writes it, then GA or EOR.
 */
void	desc_prompt(struct descriptor *);
/* Have desc_turn_end run for d at the end of this turn of the loop. */
void	desc_want_turn_end(struct descriptor *);

#endif
