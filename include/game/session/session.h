/*
 * session.h: what the game keeps of a connection (its descriptor's
 * session): the state of the login dialogue or of play, the record being
 * logged in and the character being played. Every state change goes
 * through session_set_state(), which checks it.
 *
 * The session is the game's side of net/descriptor: it registers the
 * callbacks through which the connection hands up lines, prompts and
 * closes (session_setup), and it is freed when its descriptor is.
 *
 * It owns the one queue of its connection's commands (session-queue.c),
 * as tmux's command queue per client: net hands each line up and forgets
 * it; a line runs at once if nothing waits and the state allows, else it
 * waits (bounded by max_input) and runs when the state allows again. The
 * queue is run whenever that may have changed: by session_set_state
 * (after the callback that changed it, session_queue_wake) and when a
 * wait state ends (session_queue_run). Aliases are expanded when a line
 * is taken from the queue (input.c); what one line expanded to runs
 * before the next line is taken.
 */
#ifndef MUD_SESSION_H
#define MUD_SESSION_H

#include <sys/queue.h>

#include <stddef.h>
#include <stdint.h>

#include "alias.h"
#include "equeue.h"
#include "player.h"

struct character;
struct descriptor;
struct editor;
struct gmcp_seen;
struct json_t;
struct msdp_state;
struct event;
struct event_base;
struct pager;
struct pwhash_job;
struct record_conn;

enum session_state {
	SS_GET_NAME,
	SS_CONFIRM_NAME,
	SS_NEW_PASSWORD,
	SS_CONFIRM_PASSWORD,
	SS_GET_CLASS,
	SS_GET_RACE,
	SS_GET_PASSWORD,
	SS_WAIT_HASH,		/* a worker is hashing; input waits */
	SS_PLAYING,
	SS_PW_OLD,		/* the password command, in play */
	SS_PW_NEW,
	SS_PW_CONFIRM,
	SS_EDITING,		/* writing a note or a letter (editor.h) */
	SS__COUNT
};

/* A line typed, waiting in its session's queue. */
struct session_line {
	TAILQ_ENTRY(session_line) entry;
	size_t			 len;
	char			 text[];
};
TAILQ_HEAD(session_lines, session_line);

struct session {
	struct descriptor	*desc;
	enum session_state	 state;
	struct character	*ch;		/* in play, else NULL */
	struct editor		*editor;	/* SS_EDITING */
	int			 asked;		/* a question waits for its GA */

	/* Login in progress. */
	struct player_data	*pd;		/* session_pd; NULL in play */
	char			*password;	/* typed once, wiped after use */
	struct pwhash_job	*job;
	int			 checking;	/* job checks a login's password */
	int			 deleting;	/* SS_PW_OLD asks for 'delete' */
	int			 failures;
	int			 paused;	/* backoff after a wrong password */
	struct event		*pause_ev;

	struct eq_owner		 events;	/* the login idle timeout */
	uint64_t		 last_input;	/* the pulse of the last line */
	char			 snooped[CHAR_NAME_MAX + 1];	/* whom this
							   one snoops */
	struct record_conn	*rec;		/* recording or replaying */

	/* In play (input.c, pager.c). */
	char			*last;		/* the last command, for ! ^ */
	struct alias_cmds	 pending;	/* what a line expanded to */
	int			 pending_at;	/* the next of it to run */
	struct pager		*pager;		/* more output to show */
	int			 paging;	/* output is held for pages */

	/* What its client was told (gmcp.c, msdpvars.c), or NULL. */
	struct gmcp_seen	*gmcp;
	struct msdp_state	*msdp;

	/* Staff switched into a mobile (switch.c): its own character. */
	struct character	*original;

	/* The queue of lines typed (session-queue.c). */
	struct session_lines	 input;
	size_t			 input_bytes;	/* each line's length + 1 */
	int			 running;	/* inside session_queue_run */
	int			 from_queue;	/* the line running had waited */
	struct event		*wake_ev;	/* session_queue_wake */
};

/* Register the game's callbacks with the connections. */
void	session_setup(struct event_base *);
/*
 * A session for a connection kept across a reboot (handover.h): at the
 * name prompt, or playing (the caller attaches the character); nothing
 * is said to it.
 */
struct session	*session_adopt(struct descriptor *, int playing);
/* The session of a connection. */
struct session	*session_of(struct descriptor *);
/* Change state, checking the transition; logs it at debug level. */
void	session_set_state(struct session *, enum session_state);
/*
 * The player record a login reads or makes (empty when first asked for),
 * and its end: entering the game hands it to the character.
 */
struct player_data *session_pd(struct session *);
void	session_pd_drop(struct session *);
const char	*session_state_name(enum session_state);
/* Close the connection; a password check under way is forgotten. */
void	session_close(struct session *);
/* Tie a character to a session in play (login, reconnect, tests). */
void	session_attach(struct session *, struct character *);
/*
 * A player leaves the game for good (quit, idle): the character is taken
 * out, and its connection, if any, closes once told what it was told.
 */
void	session_quit(struct character *);

/* ch left the game (game_extract_char): its session lets go of it. */
void	session_extracted(struct character *);

/*
 * What the client protocols (GMCP, MSDP, MSSP) do for a connection, given
 * at start by the game's wiring (wire.h), as the session gives net/ its
 * callbacks: what a client sends, the end of a turn, a connection gone,
 * a character come into the game. An entry left NULL does nothing.
 */
struct session_client {
	void	(*gmcp_changed)(struct descriptor *);
	void	(*gmcp_message)(struct descriptor *, const char *name,
		    struct json_t *);
	void	(*msdp)(struct descriptor *, const uint8_t *, size_t);
	char	**(*mssp)(size_t *n);
	void	(*turn)(struct session *);
	void	(*forget)(struct session *);
	void	(*entered)(struct character *);
};
void	session_set_client(const struct session_client *);
/* ch came into the game (login, reconnect, reboot): its client is told. */
void	session_entered(struct character *);

/* The server stops: save and take out everyone; 1 if a save failed. */
int	session_shutdown(void);
/* Are the lines typed now secret (passwords, never logged)? */
int	session_secret(struct descriptor *);

/*
 * The queue of a session's commands (session-queue.c). A line from the
 * connection: run now if nothing waits and the state allows, else queued
 * (dropped, and the player told, past max_input).
 */
void	session_queue_line(struct session *, char *line);
/* Run what waits, as far as the state allows (a wait state ended). */
void	session_queue_run(struct session *);
/*
 * The state may allow more now: run the queue once the callback under
 * way has returned (from session_set_state; after a handover's hold).
 */
void	session_queue_wake(struct session *);
/* Queue a line as if typed ahead (carried across a reboot); 0 or -1. */
int	session_queue_add(struct session *, const char *line);
/* The lines waiting, in order, one per call (*cursor NULL first). */
const char	*session_queue_next(struct session *, const void **cursor);
/* Forget the lines waiting (the session is freed). */
void	session_queue_free(struct session *);

#endif
