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
/* The connection dropped: stay in the game a while, then leave. */
void	game_linkdead(struct character *);
/* A player came back to a link-dead character. */
void	game_reconnect(struct character *);


#endif
