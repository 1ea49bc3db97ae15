/* take.h: taking an object, from the floor, a container or a corpse. */
#ifndef MUD_TAKE_H
#define MUD_TAKE_H

struct character;
struct object;

/*
 * ch takes obj, from a container, or from the floor if from is NULL: money
 * goes to the purse, the weight is checked, the room sees it and the
 * object's scripts run. 0 if it took it.
 */
int	take_obj(struct character *, struct object *obj, struct object *from);
/* What ch took (took != 0) from a player's corpse is saved with the
   corpse, at once. */
void	take_looted(struct character *, struct object *from, int took);

#endif
