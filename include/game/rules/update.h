/*
 * update.h: the timed life of the game, each thing an event on the queue
 * owned by what it concerns: autosave, healing, wait states, stuns, aggro
 * checks, wandering, idle timeouts and decaying corpses.
 */
#ifndef MUD_UPDATE_H
#define MUD_UPDATE_H

#include <stdint.h>

struct character;
struct eq_event;
struct equeue;
struct object;

/* A character whose save failed on its way out tries again this much later. */
#define UPDATE_RETRY_PULSES	40	/* 10 s */
#define UPDATE_AUTOSAVE_MIN	16	/* autosaves a pulse may run at least */
#define UPDATE_AUTOSAVE_US	2000	/* ...unless they took this long */

/*
 * A new event queue for the game, told what each event type does when the
 * thing it is aimed at leaves the game.
 */
struct equeue	*update_queue_new(void);
/* Have fn called whenever a new queue is made: what the caller kept of
   the old one is gone (the reboot countdown registers its forget). */
void	update_on_new_queue(void (*fn)(void));
/* A player entered the game: autosave and idle timeout. */
void	update_start_player(struct character *);
/* A mobile entered the game: wandering, if it wanders. */
void	update_start_mob(struct character *);
/* The player typed something: push the idle timeout back. */
void	update_touch(struct character *);
/* A hurt character gets a heal event, if it has none. */
void	update_heal_start(struct character *);
void	update_light_start(struct character *);
int	update_starving(const struct character *);
/* Make ch's input wait for pulses; typed-ahead lines run when it ends. */
void	update_wait(struct character *, uint32_t pulses);
/* Is ch's input waiting? */
int	update_waiting(const struct character *);
/* Knock ch out for pulses (interrupts its spell). */
void	update_stun(struct character *, uint32_t pulses);
/* ch entered a room: aggressive mobiles there will notice. */
void	update_entered(struct character *);
/* A corpse will crumble after the configured time. */
void	update_corpse_decay(struct object *);
void	update_timer_start(struct object *);
/* Bring a queued event's remaining time down to delay if it is longer. */
void	update_shorten(struct eq_event *, uint32_t delay);
/*
 * Apply a new config to the players' queued events: autosave, healing,
 * idle and link-dead timeouts only ever come sooner, never later.
 */
void	update_config_changed(void);

#endif
