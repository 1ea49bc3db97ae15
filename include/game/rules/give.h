/* give.h: an object handed from one character to another. */
#ifndef MUD_GIVE_H
#define MUD_GIVE_H

struct character;
struct object;

/*
 * ch gives obj (carried, not worn) to victim in its room, the one rule
 * for the 'give' command and a script's ch:give: the object checked (not
 * no_drop), victim's load, the give and receive scripts asked before
 * anything is done (game_hooks.giving), then the object moved, both
 * told, both saved. 0 if it changed hands, -1 if it could not (ch is
 * told why), 1 if a script refused it or took something away (ch is
 * told nothing but what the script said).
 */
int	give_obj(struct character *ch, struct object *obj,
	    struct character *victim);

#endif
