/* portal.c: going through portals, as a step goes through an exit. */
#include <stdint.h>
#include <stdlib.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "crowd.h"
#include "game.h"
#include "look.h"
#include "magic.h"
#include "mod.h"
#include "object.h"
#include "portal.h"
#include "room.h"
#include "text.h"
#include "xmalloc.h"

#define PORTAL_FOLLOW_DEPTH	8	/* followers of followers, so deep */

static int	portal_step(struct character *, uint64_t, int);

/* The room a portal leads to, or NULL. */
struct room *
portal_to(const struct object *portal)
{
	if (portal == NULL || portal->type != OBJ_PORTAL)
		return (NULL);
	return (room_find(portal->values[VAL_PORTAL_TO]));
}

/* The portal with this id if it is still in room, or NULL. */
static struct object *
portal_still(uint64_t uid, const struct room *room)
{
	struct object	*portal = obj_find_uid(uid);

	if (portal == NULL || portal->where != OBJ_IN_ROOM ||
	    portal->in_room != room || portal->type != OBJ_PORTAL)
		return (NULL);
	return (portal);
}

/*
 * Those who follow ch and stood with it in from come through the same
 * portal, if it is still there; a follower's leave scripts are asked
 * before it is told it follows.
 */
static void
portal_followers(struct character *ch, struct room *from, uint64_t uid)
{
	static int		 depth;
	struct character	*p, *next;
	struct object		*portal;
	struct room		*to;

	if (depth >= PORTAL_FOLLOW_DEPTH)
		return;
	depth++;
	for (p = TAILQ_FIRST(&ch->followers); p != NULL; p = next) {
		next = TAILQ_NEXT(p, follow_entry);
		if (p->room != from || p->pd.position != POS_STANDING ||
		    p->fighting != NULL ||
		    (portal = portal_still(uid, from)) == NULL ||
		    (portal->values[VAL_PORTAL_FLAGS] & CONT_CLOSED) ||
		    (to = portal_to(portal)) == NULL ||
		    game_may_leave(p, to) != 0)
			continue;
		char_printf(p, "You follow %s.\n", char_name(ch));
		portal_step(p, uid, 0);
	}
	depth--;
}

/*
 * One through the portal; ask 0: its leave scripts were asked already
 * (a follower's are, before it is told it follows).
 */
static int
portal_step(struct character *ch, uint64_t uid, int ask)
{
	struct object	*portal;
	struct room	*from = ch->room, *to;
	char		*what;

	if (from == NULL || (portal = portal_still(uid, from)) == NULL)
		return (-1);
	if (ch->fighting != NULL) {
		char_printf(ch, "You are fighting! Flee if you must.\n");
		return (-1);
	}
	if (ch->pd.position == POS_SLEEPING ||
	    ch->pd.position == POS_RESTING ||
	    ch->pd.position == POS_STUNNED) {
		char_printf(ch, "You need to stand up first.\n");
		return (-1);
	}
	if (portal->values[VAL_PORTAL_FLAGS] & CONT_CLOSED) {
		char_printf(ch, "%s is closed.\n",
		    text_cap(portal->short_desc));
		return (-1);
	}
	if ((to = portal_to(portal)) == NULL || to == from) {
		char_printf(ch, "You step into %s and nothing happens.\n",
		    portal->short_desc);
		return (-1);
	}
	if (char_is_npc(ch) && (to->def->flags & ROOM_NO_MOB))
		return (-1);
	/*
	 * The leave scripts first: one that refuses leaves ch where it is.
	 * What they changed is looked at again (the portal may be gone).
	 */
	if (ask) {
		if (game_may_leave(ch, to) != 0)
			return (-1);
		if (ch->room != from || ch->fighting != NULL ||
		    (portal = portal_still(uid, from)) == NULL ||
		    (portal->values[VAL_PORTAL_FLAGS] & CONT_CLOSED) ||
		    portal_to(portal) != to)
			return (-1);
	}
	what = xstrdup(portal->short_desc);
	char_printf(ch, "You step into %s.\n", what);
	if (crowd_announce(from))
		char_room_printf_if(ch, mod_hears, NULL, "%s steps into %s "
		    "and is gone.\n", char_name(ch), what);
	magic_unhide_only(ch);
	game_put_char(ch, to);
	if (crowd_announce(to))
		char_room_printf_if(ch, mod_hears, NULL, "%s steps out of thin "
		    "air.\n", char_name(ch));
	free(what);
	if (!char_is_npc(ch))
		look_auto(ch);
	/* An enter script that refuses sends ch back, as a step does. */
	if (game_entered(ch) != 0) {
		if (ch->extracted || ch->room != to)
			return (-1);
		game_put_char(ch, from);
		if (!char_is_npc(ch))
			look_auto(ch);
		return (-1);
	}
	if (!TAILQ_EMPTY(&ch->followers))
		portal_followers(ch, from, uid);
	return (0);
}

int
portal_enter(struct character *ch, struct object *portal)
{
	if (portal == NULL || portal->type != OBJ_PORTAL ||
	    portal->where != OBJ_IN_ROOM || portal->in_room != ch->room) {
		char_printf(ch, "You can't enter that.\n");
		return (-1);
	}
	return (portal_step(ch, portal->uid, 1));
}
