/* describe.h: a player's own description, seen by 'look <name>'. */
#ifndef MUD_DESCRIBE_H
#define MUD_DESCRIBE_H

struct character;

/* The longest description, in bytes (the editor's own limit). */
#define DESCRIBE_MAX	2048

/*
 * ch's description becomes text (NULL or "": none), saved. -1 if it is
 * longer than DESCRIBE_MAX (ch told), else 0.
 */
int	describe_set(struct character *ch, const char *text);

#endif
