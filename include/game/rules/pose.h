/*
 * pose.h: showing off before the room: a pose of one's class ('pose')
 * and an emote that names those present to their faces ('pmote').
 */
#ifndef MUD_POSE_H
#define MUD_POSE_H

struct character;

/* The most bytes of a pmote, before names are changed. */
#define POSE_PMOTE_MAX	400

/*
 * ch strikes a pose of its class, one of those its level has earned,
 * picked at random: ch and the room told.
 */
void	pose_strike(struct character *ch);
/*
 * ch emotes text; each one in the room who hears it reads its own name
 * in text as "you" ("Bob's" as "your"). -1 if text is empty or too long
 * (ch told), else 0.
 */
int	pose_pmote(struct character *ch, const char *text);

#endif
