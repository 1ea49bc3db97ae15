/*
 * assist.h: autoassist. A player who switched 'toggle autoassist' on, is
 * standing in the room and not fighting, joins a fight a member of its
 * group is in (its leader's, or any other member's), against that
 * member's foe, when the fight starts and at each of the member's rounds
 * (so one who walks in joins too) - unless the foe is of its group or
 * may not be attacked here.
 */
#ifndef ASSIST_H
#define ASSIST_H

struct character;

/* fighter is in a fight: its group's autoassisters here join it. */
void	assist_auto(struct character *fighter);

#endif
