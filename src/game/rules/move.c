/* move.c: the rule of movement, for walking, fleeing, wandering, scripts. */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "class.h"
#include "crowd.h"
#include "game.h"
#include "look.h"
#include "magic.h"
#include "mod.h"
#include "move.h"
#include "room.h"
#include "update.h"
#include "xmalloc.h"

static const char *move_from[DIR__COUNT] = {
	"the south", "the west", "the north", "the east", "below", "above"
};

/*
 * Movement points a step costs, by the sector left and the one entered
 * (their mean): a road or a floor is cheap, a mountain or a desert dear.
 */
static const int move_loss[SECT__COUNT] = {
	[SECT_INSIDE] = 1, [SECT_CITY] = 2, [SECT_FIELD] = 2,
	[SECT_FOREST] = 3, [SECT_HILLS] = 4, [SECT_MOUNTAIN] = 6,
	[SECT_WATER_SWIM] = 4, [SECT_WATER_NOSWIM] = 1, [SECT_AIR] = 10,
	[SECT_DESERT] = 6, [SECT_UNDERWATER] = 6
};

/* The movement points a player spends going dir (0 for a mobile). */
int
move_cost(const struct character *ch, int dir)
{
	struct room	*to;

	if (char_is_npc(ch) || ch->room == NULL ||
	    (to = room_exit_to(ch->room, dir)) == NULL)
		return (0);
	return ((move_loss[ch->room->def->sector] +
	    move_loss[to->def->sector]) / 2);
}

/*
 * Those who follow ch and stood with it in from go the same way, at once
 * (and theirs after them, so deep). A follower's leave scripts are asked
 * before it is told it follows.
 */
#define MOVE_FOLLOW_DEPTH	8

static void
move_followers(struct character *ch, struct room *from, int dir)
{
	static int		 depth;
	struct character	*p, *next;
	struct room		*to;

	if (depth >= MOVE_FOLLOW_DEPTH)
		return;
	depth++;
	for (p = TAILQ_FIRST(&ch->followers); p != NULL; p = next) {
		next = TAILQ_NEXT(p, follow_entry);
		if (p->room != from || p->pd.position != POS_STANDING ||
		    p->fighting != NULL ||
		    (to = room_exit_to(from, dir)) == NULL ||
		    game_may_leave(p, to) != 0)
			continue;
		char_printf(p, "You follow %s.\n", char_name(ch));
		move_step(p, dir, 0);
	}
	depth--;
}

/* Move ch one room in dir, if the way is open. */
int
move_char(struct character *ch, int dir)
{
	return (move_step(ch, dir, 1));
}

int
move_step(struct character *ch, int dir, int ask)
{
	struct room		*to, *from;
	const struct exit_def	*ex;
	int			 cost, sneaking;

	if (ch->room == NULL)
		return (-1);
	if (ch->fighting != NULL) {
		char_printf(ch, "You are fighting! Flee if you must.\n");
		return (-1);
	}
	if (ch->pd.position == POS_SLEEPING || ch->pd.position == POS_RESTING ||
	    ch->pd.position == POS_STUNNED) {
		char_printf(ch, "You need to stand up first.\n");
		return (-1);
	}
	ex = room_exit_now(ch->room, dir);
	if ((to = room_exit_to(ch->room, dir)) == NULL) {
		char_printf(ch, "There is no way on in that direction.\n");
		return (-1);
	}
	if (ch->room->door[dir] & EXIT_CLOSED) {
		char_printf(ch, "The %s is closed.\n", ex->keywords != NULL ?
		    ex->keywords : "door");
		return (-1);
	}
	if (char_is_npc(ch) && (to->def->flags & ROOM_NO_MOB))
		return (-1);
	if ((cost = move_cost(ch, dir)) > ch->pd.move) {
		char_printf(ch, "You are too weary to go on; rest a while.\n");
		return (-1);
	}
	/*
	 * The leave scripts, before anything is done: one that refuses
	 * leaves ch where it is, nothing paid, nothing shown but what the
	 * script says. What they changed is looked at again.
	 */
	if (ask) {
		if (game_may_leave(ch, to) != 0)
			return (-1);
		if (ch->fighting != NULL || room_exit_to(ch->room, dir) != to ||
		    (ch->room->door[dir] & EXIT_CLOSED) ||
		    (cost = move_cost(ch, dir)) > ch->pd.move)
			return (-1);
	}
	if (cost > 0) {
		ch->pd.move -= cost;
		update_heal_start(ch);		/* movement comes back */
	}
	/* One sneaking goes unseen, as long as the skill holds. */
	sneaking = (char_aff(ch) & AFF_SNEAK) && (ch->mob != NULL ||
	    skill_check(ch, SK_SNEAK));
	if (!sneaking && crowd_announce(ch->room))
		char_room_printf_if(ch, mod_hears, NULL, "%s leaves %s.\n",
		    char_name(ch), dir_name(dir));
	magic_unhide_only(ch);		/* hiding stays behind */
	from = ch->room;
	game_put_char(ch, to);
	if (!sneaking && crowd_announce(ch->room))
		char_room_printf_if(ch, mod_hears, NULL, "%s arrives from "
		    "%s.\n", char_name(ch), move_from[dir]);
	if (!char_is_npc(ch))
		look_auto(ch);
	/*
	 * An enter script that refuses sends ch back where it came from
	 * (as DG's greet does), its movement given back; it sees that room
	 * again, and its followers stay.
	 */
	if (game_entered(ch) != 0) {
		if (ch->extracted || ch->room != to)
			return (-1);
		game_put_char(ch, from);
		if (cost > 0)
			ch->pd.move += cost;
		if (!char_is_npc(ch))
			look_auto(ch);
		return (-1);
	}
	if (!TAILQ_EMPTY(&ch->followers))
		move_followers(ch, from, dir);
	return (0);
}

/* Is room among the n first of seen? */
static int
move_seen(struct room **seen, int n, const struct room *room)
{
	int	i;

	for (i = 0; i < n; i++) {
		if (seen[i] == room)
			return (1);
	}
	return (0);
}

/*
 * The first step from a room toward another: the direction of a shortest
 * way through open exits (a closed door stops it), looking at max rooms
 * at most; -1 if there is none that near (or it is there already).
 */
int
move_step_toward(struct room *from, struct room *to, int max)
{
	struct room	**seen, *r, *next;
	int		 *first, n = 1, i, d;

	if (from == NULL || to == NULL || from == to || max < 2)
		return (-1);
	seen = xcalloc((size_t)max, sizeof *seen);
	first = xcalloc((size_t)max, sizeof *first);
	seen[0] = from;
	first[0] = -1;
	for (i = 0; i < n; i++) {
		r = seen[i];
		for (d = 0; d < DIR__COUNT; d++) {
			if ((r->door[d] & EXIT_CLOSED) ||
			    (next = room_exit_to(r, d)) == NULL)
				continue;
			if (next == to) {
				d = i == 0 ? d : first[i];
				free(seen);
				free(first);
				return (d);
			}
			if (n == max || move_seen(seen, n, next))
				continue;
			seen[n] = next;
			first[n++] = i == 0 ? d : first[i];
		}
	}
	free(seen);
	free(first);
	return (-1);
}
