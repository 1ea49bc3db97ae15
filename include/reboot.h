/*
 * reboot.h: the hot reboot (copyover): the server runs its binary again,
 * possibly a new build, without closing anyone's connection.
 *
 * The old process ends what cannot survive (fights and casts, each
 * fighter and caster told; login dialogues, writing and password changes,
 * each told), saves every player, ends each compressed stream and writes
 * out what it queued, and describes in a file of the data directory
 * (reboot.json) the listening socket, every connection (its socket, the
 * telnet state, the character played or the login to start again) and
 * every link-dead character; then it execs the binary with --reboot-state
 * naming the file, keeping those sockets open. The new process boots as
 * at any start, reads and deletes the file, and takes everyone back
 * (reboot_resume). docs/reboot.md has the whole story, and what happens
 * when the new binary does not start.
 */
#ifndef MUD_REBOOT_H
#define MUD_REBOOT_H

#include <stddef.h>

struct event_base;
struct server_hooks;

/* The file's name in the data directory (beside the database). */
#define REBOOT_STATE_FILE	"reboot.json"
/* The command-line option that names it to the new process. */
#define REBOOT_STATE_OPTION	"--reboot-state"
/* How long the old process waits for clients to take their output. */
#define REBOOT_FLUSH_SECONDS	5

/*
 * At start: remember the command line to run again (without any
 * --reboot-state) and the path of the running binary.
 */
void	reboot_setup(int argc, char **argv);
/* Forget them (at exit). */
void	reboot_cleanup(void);
/* The program a reboot runs: reboot_binary, or the running binary. */
const char *reboot_program(void);
/* Where the state file goes: REBOOT_STATE_FILE beside the database. */
char	*reboot_state_path(void);

/* A normal start: remove a state file a reboot left (logged). */
void	reboot_remove_stale(void);

/*
 * Reboot now (by names who asked, for the log and the players). Returns
 * only if it did not happen, with *cause: -1 if nothing was begun (the
 * program cannot be run, a recording is under way: nobody was disturbed
 * or told), -2 if it failed on the way (a save, the state file, the exec
 * itself): the game goes on, everyone still connected and told why.
 */
int	reboot_now(const char *by, char **cause);

/*
 * In the new process, after the world and the store are up: read the
 * state file (and delete it), listen on the kept socket with hooks, and
 * take back every connection and character. -1 and *cause if the file
 * cannot be used (the server should not start).
 */
int	reboot_resume(struct event_base *, const char *path,
	    const struct server_hooks *, char **cause);

/*
 * Tests: run fn in place of the exec (handover_exec's arguments); it
 * returns -1 with errno set, as a failed exec does. NULL: exec again.
 */
typedef int (*reboot_exec_fn)(const char *path, char *const argv[],
	    const int *keep, size_t nkeep);
void	reboot_set_exec(reboot_exec_fn);

#endif
