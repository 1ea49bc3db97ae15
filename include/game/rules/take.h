/* take.h: taking an object, from the floor, a container or a corpse. */
#ifndef MUD_TAKE_H
#define MUD_TAKE_H

struct character;
struct object;

/*
 * ch takes obj, from a container, or from the floor if from is NULL: the
 * weight is checked, the object's get scripts are asked (before anything
 * is done), money goes to the purse, the room sees it. 0 if it took it,
 * -1 if it could not (ch is told why), 1 if a get script refused (ch is
 * told nothing but what the script said).
 */
int	take_obj(struct character *, struct object *obj, struct object *from);
/* What ch took (took != 0) from a player's corpse is saved with the
   corpse, at once. */
void	take_looted(struct character *, struct object *from, int took);

#endif
