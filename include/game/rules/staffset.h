/*
 * staffset.h: what staff may change of a player (set, advance) and of a
 * thing's words (string), and within which bounds (game/staffset.c).
 */
#ifndef MUD_STAFFSET_H
#define MUD_STAFFSET_H

#include <stddef.h>

struct player_data;

/* The longest text 'string' gives a thing, in bytes. */
#define STAFFSET_STRING_MAX	200
/* The length of a password 'set <player> password' makes. */
#define STAFFSET_PASSWORD_LEN	12

/*
 * Set field of pd to the number word: 0, or -1 and *why (a field that
 * is none, a number that is not one or out of its bounds).
 */
int	staffset_number(struct player_data *, const char *field,
	    const char *word, const char **why);
/* The fields staffset_number knows, for a usage line. */
const char	*staffset_fields(void);
/*
 * Bring pd to level (1 to FIGHT_LEVEL_MAX) as if it had earned it: up,
 * each level's gains and the experience for it; down, the level alone.
 */
int	staffset_advance(struct player_data *, int level, const char **why);
/*
 * Clean text typed for a thing's words in place (control codes out, cut
 * to STAFFSET_STRING_MAX): 0, or -1 and *why if nothing is left.
 */
int	staffset_string(char *text, const char **why);
/* A fresh random password, of STAFFSET_PASSWORD_LEN letters and digits. */
void	staffset_password(char *buf, size_t size);

#endif
