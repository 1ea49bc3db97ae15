/* visible.h: a character stepping out of hiding, sneaking and magic. */
#ifndef MUD_VISIBLE_H
#define MUD_VISIBLE_H

struct character;

/*
 * ch drops invisibility, hiding and sneaking, as ROM's 'visible': each
 * affect taken away, ch and the room told. 1 if ch had any, else 0.
 */
int	visible_become(struct character *ch);

#endif
