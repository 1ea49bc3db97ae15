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

/*
 * Reboots since the process started (its PID: the counts go across the
 * exec in the state file): done, refused before anyone was disturbed
 * (the program, its dry run), failed on the way (a save, the state
 * file, the exec), for the metrics.
 */
struct reboot_stats {
	unsigned long long	done;
	unsigned long long	refused;
	unsigned long long	failed;
};
extern struct reboot_stats	reboot_stats;

/* May program be run for a reboot now? 0, or -1 and *cause. */
int	reboot_can(const char *program, char **cause);
/*
 * The command line to run program with: the server's own (without
 * --reboot-state), then last if not NULL; free the array only.
 */
char	**reboot_args(const char *program, const char *last);

/*
 * The dry run before a reboot (reboot-check.c): reboot_start runs
 * PROGRAM --check with the server's command line as a child, without
 * blocking the loop, and reboots (reboot_now) only if it exits 0. If it
 * fails, nobody is disturbed: the game goes on, the staff who asked (and
 * every admin in the game) are told what it printed, the log has each
 * line, the players that the reboot is off. -1 and *cause if it could
 * not begin (a check or a recording under way, no program): nobody was
 * told.
 */
#define REBOOT_CHECK_SECONDS	120
int	reboot_start(const char *by, char **cause);
/* Who asked for the reboot being checked, or NULL if none is. */
const char *reboot_checking(void);
/* Stop the check under way (reboot cancel, shutdown); 1 if there was one. */
int	reboot_check_cancel(void);
/*
 * Tests: fn checks at once in place of the child: 0 passed, else failed
 * with *report (what it printed, or NULL). NULL: run the child.
 */
typedef int (*reboot_check_fn)(const char *program, char *const argv[],
	    char **report);
void	reboot_set_check(reboot_check_fn);

/*
 * reboot-countdown.c: reboot or shutdown (kind) now or after a countdown,
 * as ch asks in arg ("", seconds or cancel); one event on the game's queue
 * tells everyone at each warning. One countdown at a time.
 */
enum reboot_countdown_kind {
	REBOOT_COUNTDOWN_REBOOT,
	REBOOT_COUNTDOWN_SHUTDOWN
};
struct character;
void	reboot_countdown(struct character *, char *arg,
	    enum reboot_countdown_kind);
/* Forget a countdown (its queue is gone). */
void	reboot_countdown_forget(void);

#endif
