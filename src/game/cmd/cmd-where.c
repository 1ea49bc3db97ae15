/*
 * cmd-where.c: finding others nearby: the players in your area and where
 * they are, and who is in the rooms around you.
 */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "commands.h"
#include "config.h"
#include "find.h"
#include "mod.h"
#include "player.h"
#include "room.h"
#include "text.h"
#include "world.h"

/* Names listed for one room by 'scan'; the rest are counted. */
#define SCAN_NAMES	8
/* How many rooms deep 'scan' looks each way. */
#define SCAN_DEPTH	2

/*
 * Can ch make out victim, in room (which may not be ch's own)? Not if
 * victim is invisible to it, or the room is dark and ch has no
 * infravision.
 */
static int
where_sees(const struct character *ch, const struct room *room,
    const struct character *victim)
{
	if (ch == victim)
		return (1);
	if (!mod_can_see(ch, victim))
		return (0);
	if ((char_aff(victim) & AFF_INVISIBLE) &&
	    !(char_aff(ch) & AFF_DETECT_INVIS) && ch->pd.role < ROLE_ADMIN)
		return (0);
	return (!room_is_dark(room) || (char_aff(ch) & AFF_INFRARED));
}

/* Blind or nowhere: tell ch and return 1. */
static int
where_blind(struct character *ch)
{
	if (ch->room == NULL) {
		char_printf(ch, "You are nowhere.\n");
		return (1);
	}
	if (char_aff(ch) & AFF_BLIND) {
		char_printf(ch, "You are blind: everything is dark to you.\n");
		return (1);
	}
	return (0);
}

/* where <name>: the first character of that name in ch's area. */
static void
where_one(struct character *ch, const char *name)
{
	struct area		*a = ch->room->area;
	struct character	*p;
	size_t			 i;

	for (i = 0; a != NULL && i < a->nrooms; i++) {
		if (a->rooms[i] == NULL)
			continue;
		TAILQ_FOREACH(p, &a->rooms[i]->people, room_entry) {
			if (p != ch && char_matches(p, name) &&
			    where_sees(ch, a->rooms[i], p)) {
				char_printf(ch, "%-28s %s\n",
				    text_cap(char_name(p)),
				    a->rooms[i]->def->name);
				return;
			}
		}
	}
	char_printf(ch, "You find no one called '%s' around here.\n", name);
}

/*
 * where [name]: the players in ch's area and the rooms they are in (at
 * most who_max; the rest are counted); with a name, the first one (a
 * mobile too) of that name in the area.
 */
void
cmd_where(struct character *ch, char *arg)
{
	struct character	*p;
	char			*name;
	int			 shown = 0, more = 0, limit;

	if (where_blind(ch))
		return;
	name = text_first_word(&arg);
	if (*name != '\0') {
		where_one(ch, name);
		return;
	}
	limit = (int)conf_int(CFG_WHO_MAX);
	char_printf(ch, "Who is about in %s:\n", ch->room->area != NULL ?
	    ch->room->area->def->name : "these parts");
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (p->room == NULL || p->room->area != ch->room->area ||
		    !where_sees(ch, p->room, p))
			continue;
		if (shown == limit) {
			more++;
			continue;
		}
		char_printf(ch, "  %-14s %s%s\n", p->pd.name,
		    p->room->def->name, p->linkdead ? " (link-dead)" : "");
		shown++;
	}
	if (more > 0)
		char_printf(ch, "  and %d more.\n", more);
}

/* The characters ch makes out in room, as "a, b and 3 others"; 0 if none. */
static int
scan_room(struct character *ch, struct room *room, const char *dir,
    const char *distance)
{
	struct character	*p;
	int			 n = 0;

	TAILQ_FOREACH(p, &room->people, room_entry) {
		if (!where_sees(ch, room, p))
			continue;
		if (n == 0)
			char_printf(ch, "  %s, %s: ", dir, distance);
		if (n < SCAN_NAMES)
			char_printf(ch, "%s%s", n > 0 ? ", " : "",
			    char_name(p));
		n++;
	}
	if (n > SCAN_NAMES)
		char_printf(ch, " and %d other%s", n - SCAN_NAMES,
		    n - SCAN_NAMES == 1 ? "" : "s");
	if (n > 0)
		char_printf(ch, "\n");
	return (n);
}

/*
 * scan: who is in the rooms around, each way, one and two rooms off; a
 * closed door stops the eye.
 */
void
cmd_scan(struct character *ch, char *arg)
{
	static const char *const	 distance[SCAN_DEPTH] = { "nearby",
	    "not far off" };
	struct room			*room;
	int				 d, k, seen = 0;

	if (where_blind(ch))
		return;
	char_printf(ch, "You scan the rooms around you.\n");
	for (d = 0; d < DIR__COUNT; d++) {
		room = ch->room;
		for (k = 0; k < SCAN_DEPTH; k++) {
			if (room->door[d] & EXIT_CLOSED)
				break;
			if ((room = room_exit_to(room, d)) == NULL ||
			    room == ch->room)
				break;
			seen += scan_room(ch, room, dir_name(d), distance[k]);
		}
	}
	if (seen == 0)
		char_printf(ch, "You see no one nearby.\n");
}
