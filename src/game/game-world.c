/*
 * game-world.c: what the game does when something in the world comes,
 * moves or goes. The world (world/) only keeps the data: who is where,
 * carrying what. Here the game adds what follows: the events a character
 * needs, the link-dead timeout.
 */
#include <stdlib.h>

#include "character.h"
#include "config.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "save.h"
#include "update.h"

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
