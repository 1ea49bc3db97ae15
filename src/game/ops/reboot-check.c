/*
 * reboot-check.c: the dry run before a reboot. The old process lets go
 * of nobody until the program it is about to exec has read the config
 * and the world on disk as they are now and found them good: it runs
 * PROGRAM --check with the server's own command line, as a child, and
 * reads what it prints without blocking the loop (the game goes on
 * meanwhile). If the check fails (a typo in the config, an area file
 * with errors, a program that will not run), nothing is disturbed: the
 * game goes on, the staff who asked are told every problem, the log has
 * them, each on its own line.
 */
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/event.h>

#include "act.h"
#include "character.h"
#include "child.h"
#include "descriptor.h"
#include "game.h"
#include "log.h"
#include "monotime.h"
#include "player.h"
#include "reboot.h"
#include "server.h"
#include "session.h"
#include "text.h"
#include "xmalloc.h"

/* What the check may print that is kept (the rest is counted). */
#define RCHECK_OUTPUT_MAX	65536
/* The lines of it logged, and told to the staff. */
#define RCHECK_LOG_LINES	200
#define RCHECK_TELL_LINES	20
/* How often a child that closed its output is looked for, in ms. */
#define RCHECK_REAP_MS		20

static struct {
	pid_t		 pid;		/* 0: no check under way */
	int		 fd;
	struct event	*read_ev;
	struct event	*timer;
	uint64_t	 deadline_us;
	char		*out;
	size_t		 len;
	size_t		 dropped;
	char		 by[CHAR_NAME_MAX + 1];
} rcheck;

static reboot_check_fn	rcheck_fake;

/* Tests: check with fn, at once, in place of a child (NULL: a child). */
void
reboot_set_check(reboot_check_fn fn)
{
	rcheck_fake = fn;
}

/* The name of who asked for the reboot being checked, or NULL. */
const char *
reboot_checking(void)
{
	return (rcheck.pid != 0 ? rcheck.by : NULL);
}

/* Tell every player in the game (but the staff, if staff is set). */
static void
rcheck_tell_all(const char *msg, const char *staff)
{
	struct descriptor	*d;
	struct session		*s;

	TAILQ_FOREACH(d, &desc_list, entry) {
		if (d->reaped || d->closing || (s = session_of(d)) == NULL ||
		    s->ch == NULL)
			continue;
		if (staff != NULL && (s->ch->pd.role >= ROLE_ADMIN ||
		    strcmp(s->ch->pd.name, staff) == 0))
			continue;
		desc_write(d, msg, strlen(msg));
		desc_prompt(d);
	}
}

/*
 * The staff told of a check that failed: who asked, if still in the
 * game, and every admin in it.
 */
static void
rcheck_tell_staff(const char *by, const char *msg)
{
	struct character	*ch, *asker = char_find_player(by);

	if (asker != NULL)
		char_printf(asker, "%s", msg);
	TAILQ_FOREACH(ch, &player_list, player_entry) {
		if (ch == asker || ch->extracted || ch->pd.role < ROLE_ADMIN)
			continue;
		char_printf(ch, "%s", msg);
	}
}

/*
 * The check failed (why, and what it printed): log every line, tell the
 * staff the first of them, tell the players the reboot is off.
 */
static void
rcheck_refuse(const char *by, const char *program, const char *why,
    char *out, size_t dropped)
{
	char	*line, *next, *msg, *tell = NULL, *t;
	int	 nlines = 0, told = 0, more = 0;

	reboot_stats.refused++;
	log_warnx("reboot asked by %s did not happen: %s --check %s; the "
	    "game goes on", by, program, why);
	xasprintf(&tell, "\nThe reboot did not happen: %s --check %s; the "
	    "game goes on. What it said:\n", program, why);
	for (line = out; line != NULL && *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		(void)text_sanitize(line, strlen(line));
		if (*line == '\0')
			continue;
		if (nlines++ < RCHECK_LOG_LINES)
			log_warnx("reboot check: %s", line);
		if (told < RCHECK_TELL_LINES) {
			xasprintf(&t, "%s  %.200s\n", tell, line);
			free(tell);
			tell = t;
			told++;
		} else
			more++;
	}
	if (nlines > RCHECK_LOG_LINES || dropped > 0)
		log_warnx("reboot check: (%d more lines, %zu bytes more, not "
		    "logged)", nlines > RCHECK_LOG_LINES ? nlines -
		    RCHECK_LOG_LINES : 0, dropped);
	if (nlines == 0) {
		xasprintf(&t, "%s  (nothing)\n", tell);
		free(tell);
		tell = t;
	}
	if (more > 0 || dropped > 0) {
		xasprintf(&t, "%s  ... and more: see the log.\n", tell);
		free(tell);
		tell = t;
	}
	rcheck_tell_staff(by, tell);
	free(tell);
	xasprintf(&msg, "\nThe reboot did not happen (the new program's check "
	    "failed); the game goes on.\n");
	rcheck_tell_all(msg, by);
	free(msg);
}

/* The check passed: reboot now. */
static void
rcheck_go(const char *by)
{
	char	*cause = NULL, *msg;

	/* Everyone was told of a reboot that failed on the way. */
	if (reboot_now(by, &cause) == -1) {
		reboot_stats.refused++;
		log_warnx("reboot asked by %s did not happen: %s", by, cause);
		xasprintf(&msg, "\nThe reboot did not happen: %s.\n", cause);
		rcheck_tell_all(msg, NULL);
		free(msg);
	}
	free(cause);
}

/* Stop watching the child (it has been reaped or killed). */
static void
rcheck_clear(void)
{
	if (rcheck.read_ev != NULL)
		event_free(rcheck.read_ev);
	if (rcheck.timer != NULL)
		event_free(rcheck.timer);
	if (rcheck.fd >= 0)
		close(rcheck.fd);
	free(rcheck.out);
	memset(&rcheck, 0, sizeof rcheck);
	rcheck.fd = -1;
}

/* The child is done (status from waitpid), or was killed (why). */
static void
rcheck_done(int status, const char *killed_why)
{
	char		 by[sizeof rcheck.by], *program, *out, why[128];
	size_t		 dropped = rcheck.dropped;

	text_strlcpy(by, rcheck.by, sizeof by);
	program = xstrdup(reboot_program());
	out = rcheck.out != NULL ? rcheck.out : xstrdup("");
	out[rcheck.len] = '\0';
	rcheck.out = NULL;
	rcheck_clear();
	if (killed_why != NULL)
		snprintf(why, sizeof why, "%s", killed_why);
	else if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
		log_info("reboot asked by %s: %s --check passed: %.*s", by,
		    program, (int)strcspn(out, "\n"), out);
		rcheck_go(by);
		goto done;
	} else if (WIFEXITED(status))
		snprintf(why, sizeof why, "failed (exit %d)",
		    WEXITSTATUS(status));
	else
		snprintf(why, sizeof why, "was killed by signal %d",
		    WIFSIGNALED(status) ? WTERMSIG(status) : 0);
	rcheck_refuse(by, program, why, out, dropped);
done:
	free(out);
	free(program);
}

/* Reap the child if it has exited; else look again soon, or kill it. */
static void
rcheck_reap(void)
{
	struct timeval	tv = { 0, RCHECK_REAP_MS * 1000 };
	pid_t		pid;
	int		status;
	char		why[64];

	pid = waitpid(rcheck.pid, &status, WNOHANG);
	if (pid == rcheck.pid || (pid == -1 && errno != EINTR)) {
		rcheck_done(pid == -1 ? 0 : status, pid == -1 ?
		    "could not be waited for" : NULL);
		return;
	}
	if (monotime_us() >= rcheck.deadline_us) {
		kill(rcheck.pid, SIGKILL);
		(void)waitpid(rcheck.pid, &status, 0);
		snprintf(why, sizeof why, "took more than %d seconds",
		    REBOOT_CHECK_SECONDS);
		rcheck_done(0, why);
		return;
	}
	if (rcheck.fd < 0)
		evtimer_add(rcheck.timer, &tv);
}

/* Its output: kept up to a bound; at its end, the child is reaped. */
static void
rcheck_read(evutil_socket_t fd, short what, void *arg)
{
	char	buf[4096];
	ssize_t	n;
	size_t	take;

	n = read(fd, buf, sizeof buf);
	if (n < 0 && (errno == EAGAIN || errno == EINTR))
		return;
	if (n > 0) {
		take = (size_t)n;
		if (take > RCHECK_OUTPUT_MAX - rcheck.len)
			take = RCHECK_OUTPUT_MAX - rcheck.len;
		memcpy(rcheck.out + rcheck.len, buf, take);
		rcheck.len += take;
		rcheck.dropped += (size_t)n - take;
		return;
	}
	/* Its end (or an error): the child has closed it, or will be. */
	event_free(rcheck.read_ev);
	rcheck.read_ev = NULL;
	close(rcheck.fd);
	rcheck.fd = -1;
	rcheck_reap();
}

/* The timer: a child that closed its output, or the deadline. */
static void
rcheck_timer(evutil_socket_t fd, short what, void *arg)
{
	rcheck_reap();
}

/*
 * Reboot once the program has checked the config and the world: 0 if
 * the check is under way (or done, with a fake check) and the rest
 * follows from the loop; -1 and *cause if it could not begin (nobody
 * disturbed or told).
 */
int
reboot_start(const char *by, char **cause)
{
	const char	*program = reboot_program();
	struct timeval	 tv = { REBOOT_CHECK_SECONDS, 0 };
	char		**argv, *report = NULL;
	int		 rc;

	if (rcheck.pid != 0) {
		xasprintf(cause, "the reboot %s asked for is being checked",
		    rcheck.by);
		reboot_stats.refused++;
		return (-1);
	}
	if (reboot_can(program, cause) != 0) {
		reboot_stats.refused++;
		return (-1);
	}
	argv = reboot_args(program, "--check");
	if (rcheck_fake != NULL) {
		rc = rcheck_fake(program, argv, &report);
		free(argv);
		if (rc == 0) {
			free(report);
			rcheck_go(by);
		} else {
			rcheck_refuse(by, program, "failed", report, 0);
			free(report);
		}
		return (0);
	}
	rcheck.fd = -1;
	rcheck.pid = child_spawn(program, argv, &rcheck.fd, cause);
	free(argv);
	if (rcheck.pid == -1) {
		rcheck.pid = 0;
		reboot_stats.refused++;
		return (-1);
	}
	text_strlcpy(rcheck.by, by, sizeof rcheck.by);
	rcheck.out = xmalloc(RCHECK_OUTPUT_MAX + 1);
	rcheck.len = rcheck.dropped = 0;
	rcheck.deadline_us = monotime_us() + REBOOT_CHECK_SECONDS *
	    1000000ULL;
	rcheck.read_ev = event_new(game_base, rcheck.fd, EV_READ | EV_PERSIST,
	    rcheck_read, NULL);
	rcheck.timer = evtimer_new(game_base, rcheck_timer, NULL);
	event_add(rcheck.read_ev, NULL);
	evtimer_add(rcheck.timer, &tv);
	log_info("reboot asked by %s: checking the config and the world "
	    "first (%s --check, pid %ld)", by, program, (long)rcheck.pid);
	return (0);
}

/* Stop a check under way (reboot cancel, shutdown); 1 if there was one. */
int
reboot_check_cancel(void)
{
	int	status;

	if (rcheck.pid == 0)
		return (0);
	kill(rcheck.pid, SIGKILL);
	(void)waitpid(rcheck.pid, &status, 0);
	log_info("reboot asked by %s: its check (pid %ld) stopped", rcheck.by,
	    (long)rcheck.pid);
	rcheck_clear();
	return (1);
}
