/*
 * descriptor.h: one connection: its socket and output buffer, telnet codec,
 * input queue and its state, changed only through desc_set_state().
 *
 * The socket is read when epoll says so; output is queued during a turn of
 * the loop and written at its end, straight to the socket. Only output the
 * socket will not take at once waits for a write event, so a connection
 * that keeps up costs no epoll_ctl calls.
 */
#ifndef MUD_DESCRIPTOR_H
#define MUD_DESCRIPTOR_H

#include <stddef.h>
#include <stdint.h>
#include <sys/queue.h>

#include "equeue.h"
#include "protocol.h"
#include "store.h"

struct character;
struct event;
struct evbuffer;
struct pwhash_job;
struct telnet;

enum desc_state {
	DS_GET_NAME,
	DS_CONFIRM_NAME,
	DS_NEW_PASSWORD,
	DS_CONFIRM_PASSWORD,
	DS_GET_CLASS,
	DS_GET_PASSWORD,
	DS_WAIT_HASH,		/* a worker is hashing; input waits */
	DS_PLAYING,
	DS_PW_OLD,		/* the password command, in play */
	DS_PW_NEW,
	DS_PW_CONFIRM,
	DS_CLOSING,
	DS__COUNT
};

struct input_line {
	TAILQ_ENTRY(input_line)	 entry;
	size_t			 len;
	char			 text[];
};
TAILQ_HEAD(input_queue, input_line);

struct descriptor {
	uint64_t		 id;
	char			 host[64];
	int			 fd;		/* closed when it is freed */
	struct event		*read_ev;
	struct event		*write_ev;	/* armed while output waits */
	struct evbuffer		*out;
	size_t			 out_len;	/* of out, as last counted */
	struct telnet		*telnet;
	enum desc_state		 state;
	enum desc_state		 after_hash;	/* where DS_WAIT_HASH returns */
	struct character	*ch;

	/* Login in progress. */
	struct player_data	 pd;
	char			*password;	/* typed once, wiped after use */
	struct pwhash_job	*job;
	int			 failures;
	int			 paused;	/* backoff after a wrong password */
	struct event		*pause_ev;

	struct eq_owner		 events;	/* the login idle timeout */
	struct proto		 proto;		/* client protocols */
	struct input_queue	 input;
	size_t			 input_bytes;
	int			 echo_off;
	int			 speaks_telnet;	/* it has negotiated */
	int			 overflow;
	int			 reaped;

	/* End of this turn of the loop: a prompt to send, a stream to flush. */
	int			 turn_pending;
	int			 prompt_pending;
	TAILQ_ENTRY(descriptor)	 turn_entry;

	TAILQ_ENTRY(descriptor)	 entry;
};
TAILQ_HEAD(descriptor_list, descriptor);

extern struct descriptor_list	desc_list;

/* Make a descriptor for an accepted socket and greet it. */
struct descriptor	*desc_new(int fd, const char *host);
/* Change state, checking the transition; logs it at debug level. */
void	desc_set_state(struct descriptor *, enum desc_state);
const char *desc_state_name(enum desc_state);
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
/* Hide or show what the player types (telnet ECHO). */
void	desc_echo(struct descriptor *, int on);
/*
 * Send the prompt for the current state, marked with GA or EOR, once at the
 * end of this turn of the loop, after all the output the turn made.
 */
void	desc_prompt(struct descriptor *);
/* Have desc_turn_end run for d at the end of this turn of the loop. */
void	desc_want_turn_end(struct descriptor *);
/* Run queued input now that the state accepts it. */
void	desc_run_input(struct descriptor *);

#endif
