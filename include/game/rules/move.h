/* move.h: the rule of movement. */
#ifndef MUD_MOVE_H
#define MUD_MOVE_H

struct character;
struct room;

/*
 * Move ch one room in dir, if the way is open: it pays the movement,
 * those in the rooms left and entered see it (unless it sneaks), it looks,
 * the room's scripts run and its followers come along. 0 if it moved.
 */
int	move_char(struct character *, int dir);
/* The movement points a player spends going dir (0 for a mobile). */
int	move_cost(const struct character *, int dir);
/*
 * The direction of the first step of a shortest way from a room to
 * another through open exits, looking at max rooms at most; -1 if none.
 */
int	move_step_toward(struct room *from, struct room *to, int max);

#endif
