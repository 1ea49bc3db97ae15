/*
 * cmd-train.c: what trainers and healers do for players: train and gain
 * (game/train.c), heal (game/healer.c).
 */
#include "character.h"
#include "commands.h"
#include "healer.h"
#include "train.h"

/* train [str|int|wis|dex|con|hp|mana|move]: at a trainer. */
void
cmd_train(struct character *ch, char *arg)
{
	train_do(ch, arg);
}

/* gain convert: practice sessions made training, at a trainer. */
void
cmd_gain(struct character *ch, char *arg)
{
	train_gain(ch, arg);
}

/* heal [service]: a healer's services, or buy one. */
void
cmd_heal(struct character *ch, char *arg)
{
	healer_do(ch, arg);
}
