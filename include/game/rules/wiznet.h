/*
 * wiznet.h: the staff channel (game/wiznet.c). Staff talk on it, and
 * the game tells it what happens: logins, deaths, script errors, refused
 * logins, reboots, errors, and staff actions (roles, locks). Each kind
 * reaches the ranks at or above its own, and each can be switched off by
 * whoever gets it (saved: player_data's wiznet, a bit per kind).
 */
#ifndef MUD_WIZNET_H
#define MUD_WIZNET_H

#include <stdarg.h>

struct character;
struct event_base;

enum wiznet_kind { WIZ_TALK, WIZ_LOGINS, WIZ_DEATHS, WIZ_SCRIPTS,
	WIZ_REFUSED, WIZ_REBOOTS, WIZ_ERRORS, WIZ_STAFF, WIZ__COUNT };

/* The bit of player_data's wiznet that switches the whole channel off. */
#define WIZNET_OFF	(1 << 30)

/* Error lines kept for wiznet between two turns of the loop; more are
   counted and dropped. */
#define WIZNET_ERRORS_MAX	8

/* Lines of one kind told per window of pulses (4 a second); the rest
   are counted, and the count told with the next. */
#define WIZNET_WINDOW_PULSES	4
#define WIZNET_WINDOW_MAX	10

struct wiznet_def {
	const char	*name;		/* the word that toggles it */
	int		 role;		/* the least rank that gets it */
	const char	*help;
};

extern const struct wiznet_def	wiznet_table[WIZ__COUNT];

/*
 * Tell the staff who get kind: about (or NULL) is the character it is
 * about, never told itself, and the line goes only to those who see it
 * (wizinvis).
 */
void	wiznet_send(enum wiznet_kind, const struct character *about,
	    const char *, ...) __attribute__((format(printf, 3, 4)));
/* Does ch get kind now (its rank, the channel and the kind on)? */
int	wiznet_gets(const struct character *, enum wiznet_kind);
/* The kind a word names, or -1. */
int	wiznet_find(const char *word);
/*
 * Errors reach wiznet from the log (any thread): kept, and told at the
 * next turn of the loop of base. NULL stops it.
 */
void	wiznet_setup(struct event_base *);

#endif
