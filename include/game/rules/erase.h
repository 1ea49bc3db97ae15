/* erase.h: a player deleting its own character ('delete'). */
#ifndef MUD_ERASE_H
#define MUD_ERASE_H

struct character;

/*
 * Delete ch's record and all the store keeps of it, its things with it
 * (nothing is dropped or saved), and say so. 0, then the caller takes
 * ch out of the game unsaved; -1 if the store failed (ch told, nothing
 * is lost).
 */
int	erase_player(struct character *ch);

#endif
