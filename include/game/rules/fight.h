/*
 * fight.h: combat on the event queue: each fighter has a combat-round
 * event; hits, damage, death, corpses, experience and levels.
 */
#ifndef MUD_FIGHT_H
#define MUD_FIGHT_H

#include "equeue.h"

struct character;
struct player_data;

#define FIGHT_LEVEL_MAX		50

/* A corpse keeps the gold of the dead in this value. */
#define VAL_CORPSE_GOLD		0

/* Start (or join) a fight; the attacker's round comes at once. */
void	fight_start(struct character *ch, struct character *victim);
/* Stop ch fighting, and everyone in its room fighting it. */
void	fight_stop(struct character *ch);
/* ch turns on foe (a rescue), keeping the time of its next round. */
void	fight_retarget(struct character *ch, struct character *foe);
/* A combat round's foe left the game: stop (EQT_COMBAT's gone function). */
void	fight_round_gone(struct equeue *, struct eq_event *, struct eq_ref gone,
	    void *);
/* Who may attack players (game.player_killing; arenas aside). */
enum fight_pk { FIGHT_PK_OFF, FIGHT_PK_FLAGGED, FIGHT_PK_EVERYWHERE };
enum fight_pk fight_pk_mode(void);
/*
 * Can ch attack victim here? NULL if so, else why not, for the player.
 * Players fight players in an arena room, or as game.player_killing says.
 */
const char *fight_refused(struct character *ch, struct character *victim);
/*
 * The character named by arg in ch's room that ch may attack, or NULL:
 * ch is then told none if nobody there answers to arg, or why not.
 */
struct character *fight_target(struct character *ch, const char *arg,
	    const char *none);
/* Do dam hit points of damage to victim; handles death. 1 if it died. */
int	fight_damage(struct character *ch, struct character *victim, int dam,
	    const char *what);
/*
 * The same by no character: cause says what did it ("a script of the
 * guard (mob 3010, Town)"), for the log and wiznet should victim die.
 */
int	fight_damage_by(struct character *victim, int dam, const char *what,
	    const char *cause);
/*
 * What hurts from now on when no character does (as fight_damage_by's
 * cause, for harm done deeper down: a spell a room casts); returns the
 * cause it replaces, to be put back.
 */
const char *fight_set_cause(const char *cause);
/* Heal or hurt points and keep the heal event right. */
void	fight_hurt_changed(struct character *);
/* Run away through a random open exit; 0 if it got away. */
int	fight_flee(struct character *);
/* Roll NdS+B. */
int	dice_roll(int number, int size, int bonus);
/* The experience a level needs. */
long long fight_exp_for_level(int level);
/* One level up: the level and the maximum points it brings. */
/* Armour class (lower is better), with affects. */
int	fight_armor(const struct character *);

#endif
