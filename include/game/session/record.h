/*
 * record.h: record what reaches the game from outside, in the order the
 * game thread saw it, and replay it without any client.
 *
 * A recording (mud --record FILE) is a text file: a header (version, the
 * random seed, the name of a snapshot of the database taken at the start)
 * and one line per thing that happened, in order:
 *
 *	P			a pulse
 *	W <time>		the time of day changed (what game_time says)
 *	O <id> <host>		a connection opened
 *	I <id> <hex>		bytes the connection sent, as the telnet codec
 *				took them in (a line, or negotiation)
 *	Q <id> <hex>		a line that had waited in its session's
 *				queue, run when the session could take it
 *	H <id> <ok>		the password check of the connection ended
 *	T <id>			its pause after a wrong password ended
 *	E <n>			the end of a turn of the loop ran for n
 *				connections (prompts, flushes)
 *	D <id>			the connection was dropped (hung up, or
 *				fell too far behind): it is sent no more
 *	S			the server began to shut down
 *	C <id> <bytes> <crc>	the connection closed, having been sent bytes
 *				bytes (before compression) with this CRC-32
 *
 * Passwords never reach the file: a line typed at a password prompt is
 * replaced by a keyed hash of it of the same length, with a key that is
 * never written down, so that equal passwords stay equal and lengths are
 * kept, and the result of each check is in its H line.
 *
 * mud --replay FILE runs the game from a copy of the snapshot and the same
 * world, feeds it the same things at the same points, and checks that
 * every connection was sent the same bytes.
 */
#ifndef MUD_RECORD_H
#define MUD_RECORD_H

#include <stdint.h>
#include <time.h>

struct descriptor;
struct store;

/*
 * Start recording to path, with the random seed in force; the database is
 * copied to path.db first. -1 and *cause on error.
 */
int	record_start(const char *path, uint64_t seed, struct store *,
	    char **cause);
struct record_conn;
/* Forget what was kept of a connection. */
void	record_conn_free(struct record_conn *);
/* Finish the file. */
void	record_stop(void);
/* Is a recording or a replay under way? */
int	record_active(void);

/* The things recorded, called where they happen (no-ops when idle). */
void	record_pulse(void);
void	record_time(time_t);
void	record_open(struct descriptor *);
void	record_line(struct descriptor *, const char *line, int secret);
/* The session's queue dropped the line just handed up (max_input). */
void	record_line_dropped(struct descriptor *);
void	record_hash(struct descriptor *, int ok);
void	record_pause_end(struct descriptor *);
void	record_shutdown(void);
void	record_close(struct descriptor *);

/*
 * Read a recording's header: its seed and the path of its snapshot
 * (allocated). -1 and *cause if it is not a recording.
 */
int	record_replay_open(const char *path, uint64_t *seed, char **snapshot,
	    char **cause);
/*
 * Replay the recording opened: everything in it, in order. Writes what
 * each connection was sent to outdir/<id>.out when outdir is not NULL.
 * Returns the number of connections whose output differed from the
 * recording's (each logged), or -1 and *cause if the file is broken.
 */
int	record_replay_run(const char *outdir, char **cause);
/*
 * A replay: d's session may take a line and none waits; the recording's
 * next, if it is a line of d's that waited, is fed now. 1 if one was.
 */
int	record_want_line(struct descriptor *);
/* What the replay did, for its report. */
void	record_replay_counts(unsigned long long *events,
	    unsigned long long *lines, unsigned long long *pulses,
	    unsigned long long *connections);

#endif
