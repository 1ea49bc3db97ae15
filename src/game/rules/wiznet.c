/*
 * wiznet.c: the staff channel. What the game tells it goes to each
 * player of a rank at or above the kind's who has the channel and the
 * kind switched on; errors come from the log, from any thread, and are
 * told at the next turn of the loop.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <event2/event.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "mod.h"
#include "player.h"
#include "text.h"
#include "wiznet.h"
#include "xmalloc.h"

const struct wiznet_def wiznet_table[WIZ__COUNT] = {
	[WIZ_TALK] = { "talk", ROLE_BUILDER, "what staff say on it" },
	[WIZ_LOGINS] = { "logins", ROLE_BUILDER,
	    "characters entering, coming back to and quitting the game, and new ones" },
	[WIZ_DEATHS] = { "deaths", ROLE_BUILDER, "players killed" },
	[WIZ_SCRIPTS] = { "scripts", ROLE_ADMIN,
	    "scripts that fail or are stopped, in any area (builders are told "
	    "of their own areas' scripts directly)" },
	[WIZ_REFUSED] = { "refused", ROLE_ADMIN,
	    "logins refused: wrong passwords, bans, locks" },
	[WIZ_REBOOTS] = { "reboots", ROLE_ADMIN,
	    "reboots and shutdowns, called and refused" },
	[WIZ_ERRORS] = { "errors", ROLE_ADMIN,
	    "what the log says at warn and error" },
	[WIZ_STAFF] = { "staff", ROLE_ADMIN,
	    "roles given, locks, slays, disconnections" },
};

/*
 * Lines of each kind told in the current window, and those dropped past
 * WIZNET_WINDOW_MAX: a flood (wrong passwords, banned connections) costs
 * a walk of the players WIZNET_WINDOW_MAX times a window at most.
 */
static struct {
	uint64_t	window;		/* the pulse it began */
	int		sent;
	unsigned long	dropped;
} wiznet_rate[WIZ__COUNT];

/* Error lines from the log, waiting for the loop. */
static pthread_mutex_t	 wiznet_lock = PTHREAD_MUTEX_INITIALIZER;
static char		 wiznet_errors[WIZNET_ERRORS_MAX][160];
static int		 wiznet_nerrors;
static unsigned long	 wiznet_dropped;
static struct event	*wiznet_flush_ev;

int
wiznet_gets(const struct character *ch, enum wiznet_kind kind)
{
	if (char_is_npc(ch) || ch->pd.role < wiznet_table[kind].role)
		return (0);
	if (ch->pd.wiznet & WIZNET_OFF)
		return (0);
	return (!(ch->pd.wiznet & (1 << kind)));
}

int
wiznet_find(const char *word)
{
	int	k;

	for (k = 0; k < WIZ__COUNT; k++) {
		if (strcasecmp(word, wiznet_table[k].name) == 0)
			return (k);
	}
	return (-1);
}

void
wiznet_send(enum wiznet_kind kind, const struct character *about,
    const char *fmt, ...)
{
	struct character	*p;
	va_list			 ap;
	char			*text, *safe, *more = NULL;
	uint64_t		 now;

	if (game_eq == NULL)
		return;			/* no game: nobody to tell */
	now = equeue_pulse(game_eq);
	if (now - wiznet_rate[kind].window >= WIZNET_WINDOW_PULSES) {
		wiznet_rate[kind].window = now;
		wiznet_rate[kind].sent = 0;
	}
	if (wiznet_rate[kind].sent >= WIZNET_WINDOW_MAX) {
		wiznet_rate[kind].dropped++;
		return;
	}
	wiznet_rate[kind].sent++;
	if (wiznet_rate[kind].dropped > 0) {
		xasprintf(&more, " (and %lu more %s lines before it)",
		    wiznet_rate[kind].dropped, wiznet_table[kind].name);
		wiznet_rate[kind].dropped = 0;
	}
	va_start(ap, fmt);
	if (vasprintf(&text, fmt, ap) == -1)
		fatalx("vasprintf");
	va_end(ap);
	/* Names and what players typed may hold colour codes: shown as is. */
	safe = colour_escape(text);
	/* Every kind is for staff: the players are not walked. */
	TAILQ_FOREACH(p, &staff_list, staff_entry) {
		if (p == about || p->extracted || !wiznet_gets(p, kind))
			continue;
		if (about != NULL && !mod_can_see(p, about))
			continue;
		char_printf(p, "{c[Wiznet:%s] %s%s{x\n", wiznet_table[kind].name,
		    safe, more != NULL ? more : "");
	}
	free(more);
	free(safe);
	free(text);
}

/* The loop's turn: tell the errors the log kept. */
static void
wiznet_flush(evutil_socket_t fd, short what, void *arg)
{
	char		lines[WIZNET_ERRORS_MAX][160];
	int		n, i;
	unsigned long	dropped;

	pthread_mutex_lock(&wiznet_lock);
	n = wiznet_nerrors;
	memcpy(lines, wiznet_errors, sizeof lines);
	dropped = wiznet_dropped;
	wiznet_nerrors = 0;
	wiznet_dropped = 0;
	pthread_mutex_unlock(&wiznet_lock);
	for (i = 0; i < n; i++)
		wiznet_send(WIZ_ERRORS, NULL, "%s", lines[i]);
	if (dropped > 0)
		wiznet_send(WIZ_ERRORS, NULL, "(%lu more lines: see the log)",
		    dropped);
}

/* The log's hook: keep the line (cleaned) for the loop. */
static void
wiznet_log_hook(enum log_level level, const char *line)
{
	char	*slot;

	pthread_mutex_lock(&wiznet_lock);
	if (wiznet_nerrors == WIZNET_ERRORS_MAX)
		wiznet_dropped++;
	else {
		slot = wiznet_errors[wiznet_nerrors++];
		snprintf(slot, sizeof wiznet_errors[0], "%s: %s",
		    level == LOG_LEVEL_ERROR ? "error" : "warn", line);
		text_sanitize(slot, strlen(slot));
	}
	if (wiznet_flush_ev != NULL)
		event_active(wiznet_flush_ev, EV_READ, 0);
	pthread_mutex_unlock(&wiznet_lock);
}

void
wiznet_setup(struct event_base *base)
{
	if (base == NULL) {
		log_set_hook(NULL);
		pthread_mutex_lock(&wiznet_lock);
		if (wiznet_flush_ev != NULL)
			event_free(wiznet_flush_ev);
		wiznet_flush_ev = NULL;
		wiznet_nerrors = 0;
		wiznet_dropped = 0;
		pthread_mutex_unlock(&wiznet_lock);
		return;
	}
	pthread_mutex_lock(&wiznet_lock);
	if (wiznet_flush_ev != NULL)
		event_free(wiznet_flush_ev);
	wiznet_flush_ev = event_new(base, -1, 0, wiznet_flush, NULL);
	pthread_mutex_unlock(&wiznet_lock);
	log_set_hook(wiznet_log_hook);
}
