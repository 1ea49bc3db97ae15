/*
 * reboot-countdown.c: reboot and shutdown, now or after a countdown. The
 * countdown is one event on the queue, the game's own (it goes on if the
 * admin who started it leaves): it fires at each warning (an hour, half
 * an hour... a minute, 30, 10, 5 to 1 seconds before), tells everyone in
 * the game, and comes again for the next; at zero the game reboots
 * (reboot.h) or stops. One countdown at a time: a new one replaces it.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "config.h"
#include "descriptor.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "player.h"
#include "reboot.h"
#include "server.h"
#include "session.h"
#include "text.h"
#include "update.h"
#include "wiznet.h"
#include "xmalloc.h"

/* The longest countdown: a day. */
#define COUNTDOWN_MAX	86400

static const char *const countdown_verbs[] = { "reboots", "shuts down" };
static const char *const countdown_nouns[] = { "reboot", "shutdown" };

/* The warnings, in seconds before the end. */
static const unsigned int countdown_marks[] = {
	3600, 1800, 900, 600, 300, 120, 60, 30, 10, 5, 4, 3, 2, 1, 0
};
#define COUNTDOWN_NMARKS (sizeof countdown_marks / sizeof countdown_marks[0])

static struct {
	struct eq_event		*ev;		/* NULL: none under way */
	enum reboot_countdown_kind	 kind;
	unsigned int		 mark;		/* seconds left when it fires */
	char			 by[CHAR_NAME_MAX + 1];
} countdown;

/* Tell every player in the game (a walk over the connections, once). */
static void
countdown_tell(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void
countdown_tell(const char *fmt, ...)
{
	struct descriptor	*d;
	struct session		*s;
	va_list			 ap;
	char			*msg;

	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	TAILQ_FOREACH(d, &desc_list, entry) {
		if (d->reaped || d->closing || (s = session_of(d)) == NULL ||
		    s->ch == NULL)
			continue;
		desc_write(d, msg, strlen(msg));
		desc_prompt(d);
	}
	free(msg);
}

/* "in 2 minutes", "in 30 seconds", "in 1 second". */
static void
countdown_when(unsigned int seconds, char *buf, size_t len)
{
	if (seconds >= 120 && seconds % 60 == 0)
		snprintf(buf, len, "in %u minutes", seconds / 60);
	else
		snprintf(buf, len, "in %u second%s", seconds,
		    seconds == 1 ? "" : "s");
}

static void	countdown_fire(struct equeue *, struct eq_event *, void *);

/* Queue the next warning (or the end) below seconds left. */
static void
countdown_next(unsigned int seconds)
{
	size_t	i;

	for (i = 0; i < COUNTDOWN_NMARKS - 1 &&
	    countdown_marks[i] >= seconds; i++)
		;
	countdown.mark = countdown_marks[i];
	countdown.ev = equeue_enqueue(game_eq, NULL, eq_ref_none(),
	    EQT_COUNTDOWN, countdown_fire, NULL,
	    (uint32_t)(seconds - countdown.mark) * PULSES_PER_SECOND);
}

/* The reboot or shutdown comes: do it. */
static void
countdown_end(void)
{
	char	*cause = NULL;

	if (countdown.kind == REBOOT_COUNTDOWN_SHUTDOWN) {
		log_info("shutdown asked by %s", countdown.by);
		countdown_tell("\nThe game shuts down now (%s asked).\n",
		    countdown.by);
		server_stop();
		return;
	}
	/* The program checks the config and world first (reboot-check.c). */
	if (reboot_start(countdown.by, &cause) == -1) {
		log_warnx("reboot asked by %s did not happen: %s",
		    countdown.by, cause);
		wiznet_send(WIZ_REBOOTS, NULL, "The reboot asked by %s did "
		    "not happen: %s.", countdown.by, cause);
		countdown_tell("\nThe reboot did not happen: %s.\n", cause);
	}
	free(cause);
}

/* A warning is due, or the end. */
static void
countdown_fire(struct equeue *q, struct eq_event *ev, void *arg)
{
	char	when[64];

	countdown.ev = NULL;
	if (countdown.mark == 0) {
		countdown_end();
		return;
	}
	countdown_when(countdown.mark, when, sizeof when);
	countdown_tell("\n[%s] The game %s %s.\n",
	    text_cap(countdown_nouns[countdown.kind]),
	    countdown_verbs[countdown.kind], when);
	countdown_next(countdown.mark);
}

/* Stop the countdown under way, if any; 1 if there was one. */
static int
countdown_cancel(void)
{
	if (countdown.ev == NULL)
		return (0);
	equeue_dequeue(game_eq, countdown.ev);
	countdown.ev = NULL;
	return (1);
}

/* reboot|shutdown [seconds|cancel]. */
void
reboot_countdown(struct character *ch, char *arg,
    enum reboot_countdown_kind kind)
{
	const char	*noun = countdown_nouns[kind];
	char		*end, when[64];
	long		 seconds = 0;

	if (strcasecmp(arg, "cancel") == 0) {
		if (kind == REBOOT_COUNTDOWN_REBOOT && reboot_check_cancel()) {
			log_info("reboot cancelled by %s while being checked",
			    ch->pd.name);
			countdown_tell("\nThe reboot is cancelled (%s).\n",
			    ch->pd.name);
			return;
		}
		if (countdown.ev == NULL || countdown.kind != kind) {
			char_printf(ch, "No %s is coming.\n", noun);
			return;
		}
		countdown_cancel();
		log_info("%s cancelled by %s", noun, ch->pd.name);
		wiznet_send(WIZ_REBOOTS, NULL, "The %s is cancelled by %s.",
		    noun, ch->pd.name);
		countdown_tell("\nThe %s is cancelled (%s).\n", noun,
		    ch->pd.name);
		return;
	}
	if (*arg != '\0') {
		seconds = strtol(arg, &end, 10);
		if (*end != '\0' || seconds < 0 || seconds > COUNTDOWN_MAX) {
			char_printf(ch, "Usage: %s [seconds|cancel] (0 to %d "
			    "seconds; none: now).\n", noun, COUNTDOWN_MAX);
			return;
		}
	}
	if (kind == REBOOT_COUNTDOWN_REBOOT && reboot_checking() != NULL) {
		char_printf(ch, "The reboot %s asked for is being checked "
		    "('reboot cancel' stops it).\n", reboot_checking());
		return;
	}
	if (kind == REBOOT_COUNTDOWN_REBOOT && *conf_str(CFG_REBOOT_BINARY) == '\0' &&
	    *reboot_program() == '\0') {
		char_printf(ch, "The server's binary is not known: set "
		    "reboot_binary.\n");
		return;
	}
	if (countdown_cancel())
		char_printf(ch, "(The %s that was coming is replaced.)\n",
		    countdown_nouns[countdown.kind]);
	/* A new queue (update_queue_new) has no countdown on it. */
	update_on_new_queue(reboot_countdown_forget);
	countdown.kind = kind;
	text_strlcpy(countdown.by, ch->pd.name, sizeof countdown.by);
	log_info("%s in %ld seconds asked by %s", noun, seconds, ch->pd.name);
	wiznet_send(WIZ_REBOOTS, NULL, "A %s in %ld seconds, asked by %s.",
	    noun, seconds, ch->pd.name);
	if (seconds == 0) {
		/* On the next pulse, outside this command. */
		countdown.mark = 0;
		countdown.ev = equeue_enqueue(game_eq, NULL, eq_ref_none(),
		    EQT_COUNTDOWN, countdown_fire, NULL, 1);
		char_printf(ch, "The game %s now.\n", countdown_verbs[kind]);
		return;
	}
	countdown_when((unsigned int)seconds, when, sizeof when);
	countdown_tell("\n[%s] The game %s %s (%s asked)%s.\n", text_cap(noun),
	    countdown_verbs[kind], when, ch->pd.name, kind ==
	    REBOOT_COUNTDOWN_REBOOT ? ": your character is saved and your "
	    "connection stays open" : "; your character will be saved");
	countdown_next((unsigned int)seconds);
}

/* Forget a countdown whose queue is gone (a new queue is made). */
void
reboot_countdown_forget(void)
{
	countdown.ev = NULL;
}
