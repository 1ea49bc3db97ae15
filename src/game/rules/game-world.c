/*
 * game-world.c: what the game does when something in the world comes,
 * moves or goes. The world (world/) only keeps the data: who is where,
 * carrying what. Here the game adds what follows: what a move stops and
 * starts, the events a character needs, the link-dead timeout, the area
 * resets, the players a reload moves out of a room it removes.
 */
#include <stdlib.h>

#include <event2/event.h>

#include "act.h"
#include "auction.h"
#include "character.h"
#include "config.h"
#include "crowd.h"
#include "corpse.h"
#include "eqtypes.h"
#include "equeue.h"
#include "fight.h"
#include "game.h"
#include "group.h"
#include "log.h"
#include "magic.h"
#include "mod.h"
#include "object.h"
#include "petshop.h"
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

/* Start what a character in the game needs on the event queue. */
void
game_start_events(struct character *ch)
{
	if (ch->mob != NULL) {
		update_start_mob(ch);
		if (game_hooks.mob_started != NULL)
			game_hooks.mob_started(ch);
	} else
		update_start_player(ch);
}

/*
 * Move ch into room, and what follows: the leave scripts of the room it
 * leaves, aggro there, GMCP Room.Info; not the enter scripts.
 */
void
game_place_char(struct character *ch, struct room *room)
{
	/* Not a step: a leave script cannot hold back a transfer. */
	if (ch->room != NULL && ch->room != room &&
	    game_hooks.leaving != NULL)
		(void)game_hooks.leaving(ch, room);
	if (ch->extracted)
		return;
	game_put_char(ch, room);
}

int
game_may_leave(struct character *ch, struct room *to)
{
	struct room	*from = ch->room;

	if (from == NULL || from == to || game_hooks.leaving == NULL)
		return (0);
	if (game_hooks.leaving(ch, to) != 0 || ch->extracted ||
	    ch->room != from)
		return (-1);
	return (0);
}

void
game_put_char(struct character *ch, struct room *room)
{
	game_leave_room(ch);
	char_to_room(ch, room);
	update_entered(ch);
	if (game_hooks.placed != NULL)
		game_hooks.placed(ch);
}

int
game_entered(struct character *ch)
{
	if (ch->room == NULL || ch->extracted || game_hooks.entered == NULL)
		return (0);
	return (game_hooks.entered(ch) != 0 ? -1 : 0);
}

/*
 * Move ch into room, and what follows, the room's enter scripts too (for
 * one who is not shown the room; who is calls game_place_char, shows it,
 * then game_entered).
 */
void
game_move_char(struct character *ch, struct room *room)
{
	game_place_char(ch, room);
	if (ch->room == room)
		(void)game_entered(ch);
}

/*
 * Characters are not freed where they are extracted but at the end of the
 * turn, when no command or event is running that could still hold one: a
 * one-shot event of the loop, made active by the first extraction of the
 * turn, runs after the callback that extracted (as net/ reaps closed
 * connections). Without a loop (benches), game_reap frees them.
 */
static struct event_base	*game_reap_base;	/* one is due there */

static void
game_reap_cb(evutil_socket_t fd, short what, void *arg)
{
	game_reap_base = NULL;
	game_reap();
}

/* Free the characters extracted so far (the end of the turn, or now). */
void
game_reap(void)
{
	if (game_hooks.reaping != NULL)
		game_hooks.reaping();
	char_reap();
}

void
game_reap_soon(void)
{
	if (game_base == NULL || game_reap_base == game_base)
		return;
	if (event_base_once(game_base, -1, EV_TIMEOUT, game_reap_cb, NULL,
	    NULL) != 0)
		fatalx("event_base_once failed");
	game_reap_base = game_base;
}

/*
 * Take ch out of the game, and what follows: its fights stop, a spell it
 * was casting is lost; the data operation takes it out of its room and off
 * the lists, extracts what it carries and marks it to be freed at the end
 * of the turn; then its events are cancelled, those aimed at it are dealt
 * with as their types say, and its connection's session lets go of it.
 */
void
game_extract_char(struct character *ch)
{
	if (ch->extracted)
		return;
	/*
	 * A switch it is a side of ends first (the connection goes home),
	 * and an editor lets go of what it held.
	 */
	if (game_hooks.extracting != NULL)
		game_hooks.extracting(ch);
	fight_stop(ch);
	auction_leave(ch);
	petshop_release(ch);
	group_release(ch);
	mod_leave(ch);
	if (ch->room != NULL)
		magic_interrupt(ch, "You lose your concentration as you move.");
	/*
	 * What it carries goes first, as it always did: a cast of its own
	 * aimed at one of its things still tells it that it fizzled.
	 */
	char_extract(ch);
	if (game_hooks.events_gone != NULL)
		game_hooks.events_gone(&ch->events);
	equeue_strip(game_eq, &ch->events);
	equeue_strip_target(game_eq, &ch->targeted);
	magic_free_affects(ch);
	/* Its connection's session lets go of it. */
	if (ch->desc != NULL && game_hooks.extracted != NULL)
		game_hooks.extracted(ch);
	ch->desc = NULL;
	game_reap_soon();
}

static void
game_linkdead_expired(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;

	/* Nobody leaves unsaved: try again in a while. */
	if (char_save_final(ch) != 0) {
		equeue_reschedule(q, ev, UPDATE_RETRY_PULSES);
		return;
	}
	log_info("%s: link-dead too long, saved and removed", ch->pd.name);
	if (crowd_announce(ch->room))
		char_room_printf_if(ch, mod_hears, NULL, "%s fades away.\n",
		    ch->pd.name);
	game_extract_char(ch);
}

/* The connection dropped: stay link-dead a while, then leave. */
void
game_linkdead(struct character *ch)
{
	ch->linkdead = 1;
	if (game_hooks.linkdead != NULL)
		game_hooks.linkdead(ch);
	char_save_final(ch);
	if (crowd_announce(ch->room))
		char_room_printf_if(ch, mod_hears, NULL, "%s has lost their "
		    "link.\n", ch->pd.name);
	log_info("%s lost their link", ch->pd.name);
	game_linkdead_for(ch, (uint32_t)conf_pulses(CFG_LINKDEAD_TIMEOUT));
}

/* Link-dead, leaving after pulses unless its player comes back first. */
void
game_linkdead_for(struct character *ch, uint32_t pulses)
{
	ch->linkdead = 1;
	if (eq_owner_find(&ch->events, EQT_LINKDEAD) != NULL)
		return;
	equeue_enqueue(game_eq, &ch->events, eq_ref_none(), EQT_LINKDEAD,
	    game_linkdead_expired, ch, pulses);
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
	if (game_hooks.area_reset != NULL)
		game_hooks.area_reset(a);
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

void
game_area_reset_now(struct area *a)
{
	if (a->reset_ev != NULL) {
		equeue_dequeue(game_eq, a->reset_ev);
		a->reset_ev = NULL;
	}
	area_reset(a);
	game_schedule_reset(a);
	if (game_hooks.area_reset != NULL)
		game_hooks.area_reset(a);
}

/*
 * A live area was built and reset: its resets to come, its scripts, its
 * file's stamp.
 */
static void
game_area_added(struct area *a)
{
	game_schedule_reset(a);
	if (game_hooks.area_added != NULL)
		game_hooks.area_added(a);
}

/* An area goes: its reset, its compiled scripts, what editing kept. */
static void
game_area_gone(struct area *a)
{
	if (game_hooks.area_gone != NULL)
		game_hooks.area_gone(a);
	if (a->reset_ev != NULL) {
		equeue_dequeue(game_eq, a->reset_ev);
		a->reset_ev = NULL;
	}
}

/* A reset made a mobile: it starts its life (wandering). */
static void
game_mob_reset(struct character *mob)
{
	game_start_events(mob);
	if (!mob->extracted && game_hooks.loaded != NULL)
		game_hooks.loaded(mob, NULL);
}

/* A reset made an object and placed it: its load scripts. */
static void
game_obj_reset(struct object *obj)
{
	if (game_hooks.loaded != NULL)
		game_hooks.loaded(NULL, obj);
}

/*
 * A reload takes away ch's room: into its replacement, or a player to
 * recall, told why; a mobile with nowhere to go leaves the game.
 */
static void
game_evicted(struct character *ch, struct room *to, struct room *recall)
{
	if (to != NULL) {
		game_place_char(ch, to);
		return;
	}
	if (ch->mob != NULL) {
		game_extract_char(ch);
		return;
	}
	game_place_char(ch, recall);
	char_printf(ch, "\nThe room you were in has been removed from the "
	    "world; you are moved to %s.\n", recall->def->name);
	char_prompt(ch);
}

/* A room goes (a reload): its events, and those aimed at it, with it. */
static void
game_room_gone(struct room *room)
{
	if (game_hooks.events_gone != NULL)
		game_hooks.events_gone(&room->events);
	equeue_strip(game_eq, &room->events);
	equeue_strip_target(game_eq, &room->targeted);
}

/* An object goes: its events, and those aimed at it, with it. */
static void
game_obj_gone(struct object *obj)
{
	corpse_gone(obj);
	auction_obj_gone(obj);
	if (game_hooks.events_gone != NULL)
		game_hooks.events_gone(&obj->events);
	equeue_strip(game_eq, &obj->events);
	equeue_strip_target(game_eq, &obj->targeted);
}

/* An object was made: its timer, and its scripts' events. */
static void
game_obj_made(struct object *obj)
{
	update_timer_start(obj);
	if (game_hooks.obj_started != NULL)
		game_hooks.obj_started(obj);
}

/*
 * What the game's rules do when the world changes; the game's wiring
 * (wire.c) adds the scripts' check and gives them to world_set_hooks.
 */
const struct world_hooks game_world_hooks = {
	.mob_reset = game_mob_reset,
	.area_added = game_area_added,
	.area_gone = game_area_gone,
	.evicted = game_evicted,
	.room_gone = game_room_gone,
	.obj_made = game_obj_made,
	.obj_gone = game_obj_gone,
	.obj_reset = game_obj_reset,
};
