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

/*
 * What the rules tell the wings above them (the scripts, the client
 * protocols, the session, the editors) when something happens, as the
 * world tells the game through world_hooks. The game's wiring
 * (wire_game, wire.h) registers them at start; an entry left NULL is
 * nobody listening.
 */
struct area;
struct character;
struct descriptor;
struct eq_owner;
struct object;
struct room;
struct game_hooks {
	/* A mobile or an object came into the game. */
	void	(*mob_started)(struct character *);
	void	(*obj_started)(struct object *);
	/*
	 * ch is about to leave its room for to; ch came into a room and
	 * saw it; ch is about to take an object. Nonzero: refused (a step
	 * is not taken, or taken back; the object stays where it is).
	 */
	int	(*leaving)(struct character *, struct room *to);
	/* ch was put in a room (before it looks). */
	void	(*placed)(struct character *);
	int	(*entered)(struct character *);
	int	(*got)(struct character *, struct object *);
	/* A round of a fight; victim was hurt from before hit points;
	   victim died. */
	void	(*fight_round)(struct character *, struct character *foe);
	void	(*hurt)(struct character *victim, struct character *by,
		    int before);
	void	(*died)(struct character *victim, struct character *killer);
	/* ch is leaving the game (first), and has left (its events gone). */
	void	(*extracting)(struct character *);
	void	(*extracted)(struct character *);
	/* ch lost its link. */
	void	(*linkdead)(struct character *);
	/* The events of an owner are about to go. */
	void	(*events_gone)(struct eq_owner *);
	/* The characters extracted this turn are about to be freed. */
	void	(*reaping)(void);
	/* An area was reset, built, or is going. */
	void	(*area_reset)(struct area *);
	void	(*area_added)(struct area *);
	void	(*area_gone)(struct area *);
	/* ch's points changed; the game's hour changed. */
	void	(*vitals)(struct character *);
	void	(*hour)(void);
	/* to heard a line on a channel (said by talker, shown as line). */
	void	(*channel)(struct character *to, const char *channel,
		    const char *talker, const char *said, const char *line);
	/* to is about to be shown a line on a channel (IRE's Start). */
	void	(*channel_start)(struct character *to, const char *channel);
	/* ch idled too long and leaves the game for good. */
	void	(*quit)(struct character *);
	/* A wait is over: the connection's typed-ahead lines may run. */
	void	(*resume)(struct descriptor *);
	/* A reset made a mobile (obj NULL) or an object (mob NULL), placed. */
	void	(*loaded)(struct character *mob, struct object *obj);
	/* A player entered the game (a login, not a reconnection). */
	void	(*login)(struct character *);
	/* ch's room was told text (all there but ch and but, maybe NULL). */
	void	(*room_told)(struct character *ch, struct character *but,
		    const char *text);
	/* ch's spell is about to work on victim, obj or the room: nonzero
	   refuses it (nothing happens, nothing is spent). */
	int	(*cast)(struct character *ch, int spell,
		    struct character *victim, struct object *obj);
	/* ch is about to give obj to victim: nonzero refuses it (give.c). */
	int	(*giving)(struct character *ch, struct object *obj,
		    struct character *victim);
};
extern struct game_hooks	game_hooks;
void	game_set_hooks(const struct game_hooks *);

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
 * Who moves a player so and shows it the room calls game_entered after.
 */
void	game_place_char(struct character *, struct room *);
/*
 * ch came into its room and has seen it: the room's enter scripts. 0, or
 * -1 if one refused (move_char takes ch back; a transfer does not).
 */
int	game_entered(struct character *);
/*
 * May ch leave its room for to? The leave scripts, which may refuse: 0,
 * or -1 (refused, or a script took ch away). A step asks, then puts.
 */
int	game_may_leave(struct character *, struct room *to);
/* Move ch into room without asking the leave scripts (a step asked). */
void	game_put_char(struct character *, struct room *);
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
/* An area resets now (zreset): refilled, its next reset a whole interval
 * away, its scripts told. */
void	game_area_reset_now(struct area *);
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
