/*
 * train.h: training sessions, spent at a trainer (a mobile flagged
 * `trainer`) to raise an attribute or hit points, mana or movement, as
 * ROM's train does; and `gain convert`, practice sessions made a session
 * of training. A new character has three, and each level brings one.
 */
#ifndef TRAIN_H
#define TRAIN_H

#include "character.h"

#define TRAIN_POINTS	10	/* hit points, mana or movement a session */
#define TRAIN_CONVERT	10	/* practice sessions a 'gain convert' takes */

/* The most training takes an attribute to for ch (race and class). */
int	 train_max(const struct character *, enum stat);
/*
 * A trainer in ch's room able to teach now, or NULL after telling ch why
 * not (none here, asleep, fighting).
 */
struct character *train_trainer(struct character *);
/*
 * train [what]: with no word, what ch can train and its sessions; else
 * spend one on str, int, wis, dex, con, hp, mana or move. 0, or -1 (ch
 * is told why).
 */
int	 train_do(struct character *, const char *what);
/* gain convert: TRAIN_CONVERT practice sessions become one of training. */
int	 train_gain(struct character *, const char *what);

#endif
