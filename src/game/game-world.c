/*
 * game-world.c: what the game does when something in the world comes,
 * moves or goes. The world (world/) only keeps the data: who is where,
 * carrying what. Here the game adds what follows: what a move stops and
 * starts, the events a character needs, the link-dead timeout, the area
 * resets, the players a reload moves out of a room it removes.
 */
#include <stdlib.h>

#include "act.h"
#include "character.h"
#include "config.h"
#include "eqtypes.h"
#include "equeue.h"
#include "fight.h"
#include "game.h"
#include "gmcp.h"
#include "log.h"
#include "magic.h"
#include "room.h"
#include "save.h"
#include "update.h"
#include "world.h"

/*
 * ch leaves its room: its fights stop, since fights need one room, and a
 * spell it was casting is lost.
 */
static void
game_leave_room(struct character *ch)
{
	struct character	*p;

	if (ch->room == NULL)
		return;
	if (ch->fighting != NULL || ch->pd.position == POS_FIGHTING)
		fight_stop(ch);
	else {
		/* Anyone fighting ch stops. */
		TAILQ_FOREACH(p, &ch->room->people, room_entry) {
			if (p->fighting == ch) {
				fight_stop(ch);
				break;
			}
		}
	}
	magic_interrupt(ch, "You lose your concentration as you move.");
}

/* Move ch into room, and what follows: aggro there, GMCP Room.Info. */
void
game_move_char(struct character *ch, struct room *room)
{
	game_leave_room(ch);
	char_to_room(ch, room);
	update_entered(ch);
	gmcp_room(ch);
}

static void
game_linkdead_expired(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;

	/* Nobody leaves unsaved: try again in a while. */
	if (char_save(ch) != 0) {
		equeue_reschedule(q, ev, UPDATE_RETRY_PULSES);
		return;
	}
	log_info("%s: link-dead too long, saved and removed", ch->pd.name);
	char_room_printf(ch, "%s fades away.\n", ch->pd.name);
	char_extract(ch);
}

/* The connection dropped: stay link-dead a while, then leave. */
void
game_linkdead(struct character *ch)
{
	uint32_t	delay;

	ch->linkdead = 1;
	char_save(ch);
	char_room_printf(ch, "%s has lost their link.\n", ch->pd.name);
	log_info("%s lost their link", ch->pd.name);
	if (eq_owner_find(&ch->events, EQT_LINKDEAD) != NULL)
		return;
	delay = (uint32_t)conf_pulses(CFG_LINKDEAD_TIMEOUT);
	equeue_enqueue(game_eq, &ch->events, eq_ref_none(), EQT_LINKDEAD,
	    game_linkdead_expired, ch, delay);
}

/* A player came back to a link-dead character. */
void
game_reconnect(struct character *ch)
{
	struct eq_event	*ev;

	ch->linkdead = 0;
	if ((ev = eq_owner_find(&ch->events, EQT_LINKDEAD)) != NULL)
		equeue_dequeue(game_eq, ev);
}

static void	game_schedule_reset(struct area *);

/* An area's reset is due: refill it, and come again. */
static void
game_reset_fire(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct area	*a = arg;

	a->reset_ev = NULL;
	area_reset(a);
	game_schedule_reset(a);
}

/* An area resets on its own interval, or the configured one. */
static void
game_schedule_reset(struct area *a)
{
	long long	seconds = a->def->reset_interval > 0 ?
			    a->def->reset_interval : conf_int(CFG_AREA_RESET);

	a->reset_ev = equeue_enqueue(game_eq, NULL, eq_ref_none(),
	    EQT_AREA_RESET, game_reset_fire, a,
	    (uint32_t)(seconds * PULSES_PER_SECOND));
}

/* An area goes: its reset with it. */
static void
game_area_gone(struct area *a)
{
	if (a->reset_ev != NULL) {
		equeue_dequeue(game_eq, a->reset_ev);
		a->reset_ev = NULL;
	}
}

/* A reset made a mobile: it starts its life (wandering). */
static void
game_mob_reset(struct character *mob)
{
	char_start_events(mob);
}

/*
 * A reload takes away ch's room: into its replacement, or a player to
 * recall, told why; a mobile with nowhere to go leaves the game.
 */
static void
game_evicted(struct character *ch, struct room *to, struct room *recall)
{
	if (to != NULL) {
		game_move_char(ch, to);
		return;
	}
	if (ch->mob != NULL) {
		char_extract(ch);
		return;
	}
	game_move_char(ch, recall);
	char_printf(ch, "\nThe room you were in has been removed from the "
	    "world; you are moved to %s.\n", recall->def->name);
	char_prompt(ch);
}

/* What the game does when the world changes (world_set_hooks). */
const struct world_hooks game_world_hooks = {
	.mob_reset = game_mob_reset,
	.area_added = game_schedule_reset,
	.area_gone = game_area_gone,
	.evicted = game_evicted,
};
