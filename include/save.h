/*
 * save.h: saving a player to the store and giving it back what was saved:
 * what it carries, where, and the affects on it with the time they have
 * left on the event queue.
 *
 * The functions keep the char_ names they had in world/character.c.
 */
#ifndef MUD_SAVE_H
#define MUD_SAVE_H

#include <stddef.h>

struct character;

/* Save to the store; 0 or -1 (and the player and log are told). */
int	char_save(struct character *);
/* Save players in one transaction; mobiles and NULLs are skipped. */
#define CHAR_SAVE_BATCH	8	/* the most saved together */
int	char_save_together(struct character **, size_t);
/* Give a player what was saved with it. */
void	char_load_items(struct character *);
/* Save every player in the game; returns the number of failures. */
int	char_save_all(void);

#endif
