/*
 * ignore.h: the players a player ignores (saved with it, as names in
 * player_data's ignored): their tells, says, emotes and channel messages
 * never reach it.
 */
#ifndef MUD_IGNORE_H
#define MUD_IGNORE_H

struct character;
struct player_data;

/* The most players one may ignore. */
#define IGNORE_MAX	20

/* Does pd ignore the player called name (any case)? */
int	ignore_has(const struct player_data *, const char *name);
/*
 * Does to hear ch, as an act_hears_fn (act.h): unless to ignores it. A
 * mobile is always heard.
 */
int	ignore_hears(const struct character *to, const struct character *ch,
	    const void *unused);
/* Add a name: 0, or -1 if the list is full (IGNORE_MAX). */
int	ignore_add(struct player_data *, const char *name);
/* Take a name off the list: 1, or 0 if it was not on it. */
int	ignore_remove(struct player_data *, const char *name);
/* How many names are on the list. */
int	ignore_count(const struct player_data *);

#endif
