/*
 * mod.h: moderation's rules where the rest of the game asks them: who
 * outranks whom, who is unseen (wizinvis), who may not talk (mute) or do
 * anything but look and quit (freeze), durations as staff write them, and
 * the audit log of staff commands. The commands are cmd-mod.c's,
 * cmd-wiz.c's and cmd-ban.c's.
 */
#ifndef MUD_MOD_H
#define MUD_MOD_H

#include <stddef.h>

struct character;

/* The most of a command's arguments the audit log keeps, in bytes. */
#define MOD_AUDIT_ARGS_MAX	200

/* Does ch outrank victim? Staff act only on those of a lower role. */
int	mod_outranks(const struct character *ch,
	    const struct character *victim);
/* Does a viewer of role see ch, as far as wizinvis goes? */
int	mod_can_see_as(int role, const struct character *ch);
/* Can viewer see ch, as far as wizinvis goes (a lower role cannot)? */
int	mod_can_see(const struct character *viewer,
	    const struct character *ch);
/* The same as a filter for act.h's sends: to hears of ch by name. */
int	mod_hears(const struct character *to, const struct character *ch,
	    const void *unused);
/* The player called name in the game, if ch can see it; else NULL. */
struct character	*mod_find_player(const struct character *ch,
			    const char *name);
/* Is a player in the game unseen by some role? (A cheap test.) */
int	mod_anyone_invisible(void);
/* Make ch unseen by lower roles, or seen again. */
void	mod_set_wizinvis(struct character *, int on);
/* A player entered the game (its saved wizinvis counts), or leaves it. */
void	mod_enter(struct character *);
void	mod_leave(struct character *);
/* Is ch muted now? A mute whose time is up ends here. */
int	mod_muted(struct character *);
/*
 * Why ch may not do something now (frozen: anything but what a frozen
 * player may, frozen_ok, as look and quit; muted: what reaches others,
 * talks), as a line to show it, or NULL.
 */
const char	*mod_refused(struct character *, int frozen_ok, int talks);
/*
 * Write a staff command to the audit log (a failure is logged), with its
 * outcome: "ok", or "refused: why" if mod_audit_refused was called while
 * it ran. consequential: its command table entry has CMD_AUDIT (kept
 * limits.audit_days); else routine (rate-limited, limits.audit_routine_rate).
 */
void	mod_audit(struct character *, const char *command, const char *args,
	    int consequential);
/*
 * A staff command refuses what it was asked (the reason, for the audit
 * row; the command tells the player itself). The first reason counts.
 */
void	mod_audit_refused(const char *fmt, ...)
	    __attribute__((format(printf, 1, 2)));
/*
 * Make why the refusal of the command about to run (NULL: none yet) and
 * return the one before: the interpreter keeps each command's own when a
 * command runs another (at, force).
 */
char	*mod_audit_swap(char *why);
/*
 * A duration as staff write it: a number and a unit, s, m, h, d or w
 * ("30s", "10m", "7d"), or spelt out ("7days", "1hr", "30min", "2 weeks",
 * "1h30m"): seconds, or -1 if word is not one (or is over ten years, or
 * means no end).
 */
long long	mod_duration(const char *word);
/*
 * The duration text begins with, if any: 1 with *secs (0: no end, for
 * "perm", "permanent", "forever") and *used (the bytes taken, spaces
 * after included); 0 if its first word is neither a number nor a word
 * for no end; -1 and *why if it begins with a number that is not a
 * duration ("10", "7dys", "7days,"): a typo is refused, never taken as
 * no end.
 */
int	mod_duration_lead(const char *text, long long *secs, size_t *used,
	    char **why);
/* Seconds in words, to the largest whole unit: "7 days", "1 hour". */
void	mod_duration_text(long long seconds, char *buf, size_t size);

#endif
