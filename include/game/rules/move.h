/* move.h: the rule of movement. */
#ifndef MUD_MOVE_H
#define MUD_MOVE_H

struct character;
struct room;

/*
 * Move ch one room in dir, if the way is open: it pays the movement,
 * those in the rooms left and entered see it (unless it sneaks), it looks,
 * the room's scripts run and its followers come along. 0 if it moved; -1
 * if it could not or a script refused (a leave script: nothing done; an
 * enter script: it is back where it was, its movement given back).
 */
int	move_char(struct character *, int dir);
/*
 * The same; ask 0: the leave scripts were asked already (game_may_leave,
 * as a flight or a follower asks them before it is told it goes).
 */
int	move_step(struct character *, int dir, int ask);
/* The movement points a player spends going dir (0 for a mobile). */
int	move_cost(const struct character *, int dir);
/*
 * The direction of the first step of a shortest way from a room to
 * another through open exits, looking at max rooms at most; -1 if none.
 */
int	move_step_toward(struct room *from, struct room *to, int max);

#endif
