/* game.h: the few things the whole game shares. */
#ifndef MUD_GAME_H
#define MUD_GAME_H

#include <stdint.h>
#include <time.h>

#include "server.h"		/* PULSE_MSEC, PULSES_PER_SECOND */

struct equeue;
struct event_base;
struct store;

extern struct event_base	*game_base;
extern struct store		*game_store;
extern struct equeue		*game_eq;
extern time_t			 game_boot_time;

/* The time of day as the game sees it (a replay sets it). */
time_t	game_time(void);
/* The hour of the game's day, 0-23, from the calendar (calendar.h). */
int	game_hour(void);
void	game_set_time(time_t);
/* Have fn told the time each time the game reads its clock (a
   recording writes it down), or none (NULL). */
void	game_on_time(void (*fn)(time_t));
/* A new block of object ids from the database; 0, or -1 (logged). */
int	game_take_uids(uint64_t *first);

/* game-world.c: what follows when something in the world comes or goes. */
struct character;
struct world_hooks;

/* The game's hooks for the world: give them to world_set_hooks at boot. */
extern const struct world_hooks	game_world_hooks;
struct room;
/*
 * Move ch into room: it stops fighting (fights need one room) and loses a
 * spell it was casting if it left a room; then aggressive mobiles there
 * notice it and its client is told where it is.
 */
void	game_move_char(struct character *, struct room *);
/*
 * The same without the scripts of the room it enters (move_char runs
 * them once the player has looked): leave scripts, the move, aggro, GMCP.
 */
void	game_place_char(struct character *, struct room *);
/*
 * Take ch out of the game: fights stop, its cast is lost, its events go,
 * its session lets go of it, and it leaves the world (char_extract). It is
 * freed at the end of the turn, so that the command or event that did it,
 * and any other holding the pointer until then, may still read it (not
 * act on it: it is nowhere).
 */
void	game_extract_char(struct character *);
/* Free the characters extracted so far; the loop does it each turn. */
void	game_reap(void);
/* Have the loop reap at the end of this turn (something was taken out). */
void	game_reap_soon(void);
/* Start the events a character in the game needs (autosave, wander). */
void	game_start_events(struct character *);
/* The connection dropped: stay in the game a while, then leave. */
void	game_linkdead(struct character *);
/*
 * Link-dead without a word (a reboot brings it back so): it leaves after
 * pulses, saved, unless its player logs in first.
 */
void	game_linkdead_for(struct character *, uint32_t pulses);
/* A player came back to a link-dead character. */
void	game_reconnect(struct character *);


#endif
