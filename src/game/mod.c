/*
 * mod.c: moderation's rules where the rest of the game asks them: ranks,
 * wizinvis, mute and freeze, durations, and the audit log.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "mod.h"
#include "player.h"
#include "ratelimit.h"
#include "store.h"
#include "text.h"
#include "xmalloc.h"

/* Longest a duration may be: ten years. */
#define MOD_DURATION_MAX	(10LL * 365 * 24 * 3600)

/*
 * Players in the game with wizinvis on. Only a hint: while it is 0, a
 * list of players ('who') need not look for anyone hidden.
 */
static int	mod_invisible;

int
mod_outranks(const struct character *ch, const struct character *victim)
{
	return (ch->pd.role > victim->pd.role);
}

int
mod_can_see(const struct character *viewer, const struct character *ch)
{
	if (viewer == ch)
		return (1);
	return (mod_can_see_as(viewer->pd.role, ch));
}

/* Does a viewer of role see ch (not wizinvis above it)? */
int
mod_can_see_as(int role, const struct character *ch)
{
	if (!ch->pd.wizinvis || char_is_npc(ch))
		return (1);
	return (role >= ch->pd.role);
}

int
mod_hears(const struct character *to, const struct character *ch,
    const void *unused)
{
	return (mod_can_see(to, ch));
}

struct character *
mod_find_player(const struct character *ch, const char *name)
{
	struct character	*p;

	if ((p = char_find_player(name)) == NULL || !mod_can_see(ch, p))
		return (NULL);
	return (p);
}

int
mod_anyone_invisible(void)
{
	return (mod_invisible > 0);
}

/* Make ch unseen by lower roles, or seen again. */
void
mod_set_wizinvis(struct character *ch, int on)
{
	if (!ch->pd.wizinvis == !on)
		return;
	ch->pd.wizinvis = on != 0;
	if (ch->extracted)
		return;
	if (on)
		mod_invisible++;
	else if (mod_invisible > 0)
		mod_invisible--;
}

/* A player entered the game with what was saved of it. */
void
mod_enter(struct character *ch)
{
	if (ch->pd.wizinvis)
		mod_invisible++;
}

/* A player leaves the game. */
void
mod_leave(struct character *ch)
{
	if (!char_is_npc(ch) && ch->pd.wizinvis && mod_invisible > 0)
		mod_invisible--;
}

/* Is ch muted now? One whose time is up is told and unmuted. */
int
mod_muted(struct character *ch)
{
	if (ch->pd.muted_until == 0)
		return (0);
	if (ch->pd.muted_until == PLAYER_MUTED_FOREVER ||
	    ch->pd.muted_until > game_time())
		return (1);
	ch->pd.muted_until = 0;
	char_printf(ch, "Your mute is over: you may talk again.\n");
	return (0);
}

/* Why ch may not run c with arg now, or NULL. */
const char *
mod_refused(struct character *ch, const struct cmd_entry *c, const char *arg)
{
	static char	 why[160];
	char		 left[32];

	if (ch->pd.frozen && (c == NULL || !(c->flags & CMD_FROZEN)))
		return ("You are frozen solid: you can do nothing but look "
		    "and quit.");
	/* A talking command alone only switches or asks (gossip, say). */
	if ((c == NULL || ((c->flags & CMD_TALK) && *arg != '\0')) &&
	    mod_muted(ch)) {
		if (ch->pd.muted_until == PLAYER_MUTED_FOREVER)
			return ("You are muted: you cannot talk to others.");
		mod_duration_text((long long)(ch->pd.muted_until -
		    game_time()), left, sizeof left);
		snprintf(why, sizeof why, "You are muted: you cannot talk to "
		    "others for %s more.", left);
		return (why);
	}
	return (NULL);
}

/* Why the staff command running now was refused, or NULL (it was not). */
static char		*mod_refusal;
/* Routine rows written in the current minute, and those not written. */
static struct ratelimit	 mod_routine_rl;
static unsigned long	 mod_routine_dropped;

char *
mod_audit_swap(char *why)
{
	char	*was = mod_refusal;

	mod_refusal = why;
	return (was);
}

void
mod_audit_refused(const char *fmt, ...)
{
	va_list	 ap;

	if (mod_refusal != NULL)
		return;		/* the first reason is the one */
	va_start(ap, fmt);
	xvasprintf(&mod_refusal, fmt, ap);
	va_end(ap);
}

/*
 * May a routine row be written now? At most limits.audit_routine_rate a
 * minute, all staff together, so that a flood of look-alike commands can
 * neither fill the database nor, through audit_keep, push other routine
 * rows out faster than that; what is not written is counted in the log.
 */
static int
mod_audit_routine_ok(void)
{
	uint64_t	now = game_eq != NULL ? equeue_pulse(game_eq) : 0, window = 60 * PULSES_PER_SECOND;
	uint32_t	max = (uint32_t)conf_int(CFG_AUDIT_ROUTINE_RATE);

	if (!ratelimit_allows(&mod_routine_rl, now, window, max)) {
		if (mod_routine_dropped++ == 0)
			log_warnx("audit: more than %u routine staff commands "
			    "this minute: the rest are not kept", max);
		return (0);
	}
	if (mod_routine_dropped > 0) {
		log_warnx("audit: %lu routine staff commands were not kept",
		    mod_routine_dropped);
		mod_routine_dropped = 0;
	}
	ratelimit_take(&mod_routine_rl, now, window);
	return (1);
}

/* Log a staff command, its arguments cut to MOD_AUDIT_ARGS_MAX. */
void
mod_audit(struct character *ch, const char *command, const char *args,
    int consequential)
{
	struct store_audit	 row;
	char			 cut[MOD_AUDIT_ARGS_MAX + 1], *cause = NULL;
	char			*outcome = NULL;
	size_t			 len = strlen(args);
	int64_t			 now = (int64_t)game_time();

	if (game_store == NULL || char_is_npc(ch))
		return;
	if (!consequential && !mod_audit_routine_ok())
		return;
	if (len > MOD_AUDIT_ARGS_MAX) {
		/* Between characters, never inside one. */
		len = MOD_AUDIT_ARGS_MAX;
		while (len > 0 && ((unsigned char)args[len] & 0xc0) == 0x80)
			len--;
	}
	memcpy(cut, args, len);
	cut[len] = '\0';
	if (mod_refusal != NULL) {
		char	*p;

		xasprintf(&outcome, "refused: %.*s", MOD_AUDIT_ARGS_MAX,
		    mod_refusal);
		/* One line: a report of several becomes one. */
		for (p = outcome; *p != '\0'; p++) {
			if (*p == '\n' || *p == '\r')
				*p = ' ';
		}
		outcome[text_trim_end(outcome)] = '\0';
	}
	memset(&row, 0, sizeof row);
	row.at = now;
	row.actor = ch->pd.name;
	row.command = (char *)command;
	row.args = cut;
	row.consequential = consequential;
	row.outcome = outcome != NULL ? outcome : (char *)"ok";
	if (store_audit_add(game_store, &row, conf_int(CFG_AUDIT_KEEP),
	    now - conf_int(CFG_AUDIT_DAYS) * 86400, &cause) != 0) {
		log_warnx("audit: %s: %s %s: %s", ch->pd.name, command, cut,
		    cause);
		free(cause);
	}
	free(outcome);
}

/* "30s", "10m", "12h", "7d", "2w" in seconds; -1 if not one. */
long long
mod_duration(const char *word)
{
	static const struct {
		char		unit;
		long long	seconds;
	} units[] = { { 's', 1 }, { 'm', 60 }, { 'h', 3600 },
	    { 'd', 86400 }, { 'w', 604800 } };
	long long	 n;
	char		*end;
	size_t		 i;

	if (!isdigit((unsigned char)*word))
		return (-1);
	errno = 0;
	n = strtoll(word, &end, 10);
	if (errno != 0 || n <= 0 || end[0] == '\0' || end[1] != '\0')
		return (-1);
	for (i = 0; i < sizeof units / sizeof units[0]; i++) {
		if (tolower((unsigned char)*end) != units[i].unit)
			continue;
		if (n > MOD_DURATION_MAX / units[i].seconds)
			return (-1);
		return (n * units[i].seconds);
	}
	return (-1);
}

/* Seconds in words, to the largest whole unit. */
void
mod_duration_text(long long s, char *buf, size_t size)
{
	static const struct {
		const char	*name;
		long long	 seconds;
	} units[] = { { "week", 604800 }, { "day", 86400 },
	    { "hour", 3600 }, { "minute", 60 } };
	size_t	i;

	if (s < 1)
		s = 1;
	for (i = 0; i < sizeof units / sizeof units[0]; i++) {
		if (s >= units[i].seconds) {
			s = (s + units[i].seconds / 2) / units[i].seconds;
			snprintf(buf, size, "%lld %s%s", s, units[i].name,
			    s == 1 ? "" : "s");
			return;
		}
	}
	snprintf(buf, size, "%lld second%s", s, s == 1 ? "" : "s");
}
