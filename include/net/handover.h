/*
 * handover.h: carrying connections across an exec (a hot reboot). The
 * old process ends each connection's compressed stream, writes out what
 * it queued, and describes the connection (its telnet negotiation, the
 * client's protocols, lines it typed ahead) as JSON; the sockets are left
 * open across the exec. The new process adopts each socket with that
 * description, in the same telnet state, and starts a new compressed
 * stream where there was one.
 *
 * It knows no game: what the game keeps of a connection (the character,
 * the login dialogue) is the game's to write beside it (game/reboot.c).
 */
#ifndef MUD_HANDOVER_H
#define MUD_HANDOVER_H

#include <stddef.h>
#include <stdint.h>

struct descriptor;
struct json_t;

/*
 * Get d ready to be handed over: end its MCCP2 stream (Z_FINISH) and
 * write out everything queued, waiting for the socket until deadline
 * (monotonic us). 0 if d can be handed over; -1 if its output would not
 * go (it should be closed instead).
 */
int	handover_prepare(struct descriptor *, uint64_t deadline);
/*
 * The description of d (after handover_prepare): its telnet state, the
 * client's protocols, and with_input the line it is typing (never at a
 * password prompt). A new reference. The lines typed ahead are the
 * game's (its session's queue): the game adds them as "input".
 */
struct json_t	*handover_save(struct descriptor *, int with_input);
/*
 * Adopt a socket inherited across the exec with its description: a
 * descriptor in the same telnet state, its MCCP2 stream started again
 * (announced, as the protocol wants); the "input" member, if any, is
 * left to the caller (the game queues it). NULL and *cause if fd is not an open TCP socket (it
 * is left alone) or the description is bad (it is closed). The caller
 * gives it a session and calls desc_start_reading.
 */
struct descriptor *handover_adopt(int fd, const char *host,
	    const struct json_t *, char **cause);
/*
 * Write descriptions (j) to path, whole or not at all (through a file
 * beside it, renamed), readable by this user only: they hold what
 * players typed. -1 and *cause if it cannot.
 */
int	handover_write_file(const char *path, const struct json_t *,
	    char **cause);
/*
 * May d cross the exec? Not with a transport in front of its socket (a
 * TLS session's keys, a WebSocket's framing live in this process only).
 */
int	handover_can_keep(const struct descriptor *);
/*
 * Let go of a connection that cannot cross the exec, once it was told
 * and its output written: its transport ended (TLS: close_notify), its
 * socket shut, d closed (freed from the loop if the exec fails).
 */
void	handover_let_go(struct descriptor *);
/* The exec failed: d goes on as it was, with a new MCCP2 stream. */
void	handover_resume(struct descriptor *);
/*
 * Exec path with argv, keeping open only the descriptors keep[0..n-1]
 * (and 0, 1, 2): every other one is marked close-on-exec first. Returns
 * only if the exec failed: -1, errno set, keep[] close-on-exec again.
 */
int	handover_exec(const char *path, char *const argv[], const int *keep,
	    size_t nkeep);

#endif
