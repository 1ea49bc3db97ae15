/*
 * crowd.h: rooms with many occupants. Past crowd_size a room is crowded:
 * speech there (say, emote, socials) is limited per speaker and for the
 * whole room, so that what a crowd hears is a sample it can read, and its
 * comings and goings are announced up to a budget. Past room_list_max, a
 * look lists those who matter to the looker and counts the rest.
 */
#ifndef MUD_CROWD_H
#define MUD_CROWD_H

#include <stddef.h>

struct character;
struct room;

/* Is the room crowded (more occupants than crowd_size)? */
int		 crowd_is_crowded(const struct room *);
/*
 * May ch speak to its room now? In a crowded room, within its own lines
 * and the room's per window: counted, 1. Past them, ch is told why and
 * nothing is said: 0. Elsewhere always 1.
 */
int		 crowd_may_speak(struct character *ch);
/*
 * Should someone's coming into or going out of room be announced? Always
 * in a room that is not crowded; in a crowded one, up to the room's budget
 * of comings and goings per window (counted).
 */
int		 crowd_announce(struct room *);
/*
 * Whom ch's look lists of the others in its room, at most max, into out
 * in the order shown: first those in ch's group and those in a fight with
 * ch (when ch is in a group or a fight), then mobiles, then players, each
 * in the room's order; *others is set to those ch sees that are not
 * listed. Returns how many are in out. What it lists one in no fight and
 * no group is kept for the pulse while the room's people stay the same.
 */
int		 crowd_pick(struct character *ch, struct character **out,
		     int max, int *others);
/* Forget what crowd_pick keeps between looks. */
void		 crowd_forget(void);
/* n with thousands separators ("4,812") in buf; returns buf. */
const char	*crowd_number(char *buf, size_t len, long long n);

#endif
