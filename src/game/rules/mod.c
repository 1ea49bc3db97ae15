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
#include <strings.h>

#include "act.h"
#include "character.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
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

/* Why ch may not do something now, or NULL (mod.h). */
const char *
mod_refused(struct character *ch, int frozen_ok, int talks)
{
	static char	 why[160];
	char		 left[32];

	if (ch->pd.frozen && !frozen_ok)
		return ("You are frozen solid: you can do nothing but look "
		    "and quit.");
	if (talks && mod_muted(ch)) {
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

/* The units of a duration, each with the spellings staff use. */
static const struct {
	const char	*names;		/* space-separated, lower case */
	long long	 seconds;
} mod_units[] = {
	{ "s sec secs second seconds", 1 },
	{ "m min mins minute minutes", 60 },
	{ "h hr hrs hour hours", 3600 },
	{ "d day days", 86400 },
	{ "w wk wks week weeks", 604800 },
	{ "mo month months", 2592000 },
	{ "y yr yrs year years", 31536000 },
};

/* The words that mean "no end". */
static const char *const mod_forever[] = {
	"perm", "permanent", "permanently", "forever", "never", "indefinite",
	"indefinitely"
};

/* The seconds of the unit spelt as the len bytes at u, or 0. */
static long long
mod_unit(const char *u, size_t len)
{
	const char	*p, *w;
	size_t		 i, wl;

	if (len == 0)
		return (0);
	for (i = 0; i < sizeof mod_units / sizeof mod_units[0]; i++) {
		for (p = mod_units[i].names; *p != '\0'; p += wl) {
			while (*p == ' ')
				p++;
			w = p;
			wl = strcspn(w, " ");
			if (wl == len && strncasecmp(w, u, len) == 0)
				return (mod_units[i].seconds);
		}
	}
	return (0);
}

/*
 * The duration text begins with (durations as staff write them: "7d",
 * "7days", "7 days", "1hr", "1 hour", "30min", "2w", "1h30m", or
 * "perm"): 1 with *secs (0 for no end) and *used, the bytes it took and
 * the spaces after; 0 if its first word is no duration (neither a
 * number nor a word for no end); -1 and *why if it is a number that is
 * not one: a number without a unit ("10"), a unit unknown ("7dys"), more
 * than ten years.
 */
int
mod_duration_lead(const char *text, long long *secs, size_t *used,
    char **why)
{
	const char	*p = text, *num, *u, *after;
	long long	 n, unit, total = 0;
	size_t		 wl, i, ulen;
	char		*end;

	wl = strcspn(p, " ");
	for (i = 0; i < sizeof mod_forever / sizeof mod_forever[0]; i++) {
		if (strlen(mod_forever[i]) == wl &&
		    strncasecmp(p, mod_forever[i], wl) == 0) {
			p += wl;
			while (*p == ' ')
				p++;
			*secs = 0;
			*used = (size_t)(p - text);
			return (1);
		}
	}
	if (!isdigit((unsigned char)*p))
		return (0);
	/* Pairs of a number and a unit: "7d", "1h30m"; or "7 days". */
	while (isdigit((unsigned char)*p)) {
		num = p;
		errno = 0;
		n = strtoll(p, &end, 10);
		p = end;
		if (errno != 0 || n > MOD_DURATION_MAX)
			goto too_long;
		after = p;
		/* "7 days": the unit may be the next word, for one pair. */
		if (*p == ' ' && num == text) {
			while (*p == ' ')
				p++;
		}
		u = p;
		while (isalpha((unsigned char)*p))
			p++;
		ulen = (size_t)(p - u);
		if (ulen == 0 || (unit = mod_unit(u, ulen)) == 0) {
			wl = strcspn(num, " ");
			if (ulen == 0 || u != after)
				wl = (size_t)(after - num);
			if (ulen == 0 || u != after)
				xasprintf(why, "'%.*s' has no unit: say how long, "
				    "as 30m, 12h, 7d or 2w (or 'perm' for no "
				    "end)", (int)wl, num);
			else
				xasprintf(why, "'%.*s' is not a unit of time: "
				    "use s, m (min), h (hr, hour), d (day), "
				    "w (week), mo (month) or y (year), as 30m, "
				    "12h, 7d or 2w", (int)ulen, u);
			return (-1);
		}
		if (n <= 0) {
			xasprintf(why, "a duration is more than nothing: as 30m, "
			    "12h, 7d or 2w (or 'perm' for no end)");
			return (-1);
		}
		if (n > (MOD_DURATION_MAX - total) / unit)
			goto too_long;
		total += n * unit;
		/* Attached pairs go on ("1h30m"); a space ends them. */
		if (u != after)
			break;
	}
	if (*p != '\0' && *p != ' ') {
		xasprintf(why, "'%.*s' is not a duration: as 30m, 12h, 7d, 2w, "
		    "1h30m (or 'perm' for no end)", (int)strcspn(text, " "),
		    text);
		return (-1);
	}
	while (*p == ' ')
		p++;
	*secs = total;
	*used = (size_t)(p - text);
	return (1);
too_long:
	xasprintf(why, "a duration is at most ten years ('perm' for no end)");
	return (-1);
}

/* One word (or "7 days"), all of it, in seconds; -1 if not one. */
long long
mod_duration(const char *word)
{
	long long	 secs;
	size_t		 used;
	char		*why = NULL;

	if (mod_duration_lead(word, &secs, &used, &why) != 1 ||
	    word[used] != '\0' || secs == 0) {
		free(why);
		return (-1);
	}
	return (secs);
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
