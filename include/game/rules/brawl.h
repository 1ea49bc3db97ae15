/*
 * brawl.h: the warrior's and thief's dirty work. Each is a skill in the
 * class table (class.c), practised like the others, and each costs a
 * wait; the command (cmd-brawl.c) finds the foe or thing and checks that
 * it may be attacked, then calls here.
 *
 *	berserk		a rage: more damage for a few rounds, a little
 *			healing, at a cost in movement;
 *	dirt kicking	grit in a foe's eyes: blind for two rounds;
 *	trip		a foe's legs hooked: down (stunned) for a round;
 *	envenom		venom on food, drink or an edged blade: who eats or
 *			drinks it is poisoned, and the blade's next few hits
 *			poison unless the foe resists.
 */
#ifndef BRAWL_H
#define BRAWL_H

struct character;
struct object;

void	brawl_berserk(struct character *);
void	brawl_dirt(struct character *, struct character *victim);
void	brawl_trip(struct character *, struct character *victim);
void	brawl_envenom(struct character *, struct object *);
/* A hit with weapon landed on victim: its venom, if any, bites. */
void	brawl_venom_hit(struct character *, struct object *weapon,
	    struct character *victim);

#endif
