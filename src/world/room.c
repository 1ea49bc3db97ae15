/* room.c: the live rooms of the world. */
#include <stdlib.h>
#include <string.h>

#include "character.h"
#include "eqkind.h"
#include "object.h"
#include "room.h"
#include "vmap.h"
#include "world.h"
#include "xmalloc.h"

static int	room_n;
static int	room_daylight = 1;	/* the game's sun: up, or not */

/* A live room for a definition. */
struct room *
room_new(const struct room_def *def, struct area *area)
{
	struct room	*room = xcalloc(1, sizeof *room);
	int		 d;

	room->vnum = def->vnum;
	room->def = def;
	room->area = area;
	for (d = 0; d < DIR__COUNT; d++)
		room->door[d] = def->exits[d].flags;
	TAILQ_INIT(&room->people);
	TAILQ_INIT(&room->mobs);
	TAILQ_INIT(&room->contents);
	eq_owner_init(&room->events, eq_ref_room(room));
	eq_target_init(&room->targeted, eq_ref_room(room));
	room_n++;
	return (room);
}

/* Free a room; what is still in it is extracted. */
void
room_free(struct room *room)
{
	struct object	*obj;

	while ((obj = TAILQ_FIRST(&room->contents)) != NULL)
		obj_extract(obj);
	if (world_get_hooks()->room_gone != NULL)
		world_get_hooks()->room_gone(room);
	room_exits_reset(room);
	free(room->vars);
	free(room->script_attached);
	free(room);
	room_n--;
}

/* The room through an exit, or NULL. */
struct room *
room_exit_to(const struct room *room, enum dir dir)
{
	const struct exit_def	*ex = room_exit_now(room, dir);

	if (ex->to_vnum < 0)
		return (NULL);
	return (room_find(ex->to_vnum));
}

const struct exit_def *
room_exit_now(const struct room *room, enum dir dir)
{
	return (room->exits != NULL ? &room->exits[dir] :
	    &room->def->exits[dir]);
}

struct exit_def *
room_exits_own(struct room *room)
{
	const struct exit_def	*from;
	int			 d;

	if (room->exits != NULL)
		return (room->exits);
	room->exits = xcalloc(DIR__COUNT, sizeof *room->exits);
	for (d = 0; d < DIR__COUNT; d++) {
		from = &room->def->exits[d];
		room->exits[d] = *from;
		room->exits[d].keywords = from->keywords != NULL ?
		    xstrdup(from->keywords) : NULL;
		room->exits[d].description = from->description != NULL ?
		    xstrdup(from->description) : NULL;
	}
	return (room->exits);
}

void
room_exits_reset(struct room *room)
{
	const struct exit_def	*def;
	int			 d;

	if (room->exits == NULL)
		return;
	for (d = 0; d < DIR__COUNT; d++) {
		def = &room->def->exits[d];
		if (room->exits[d].to_vnum != def->to_vnum ||
		    room->exits[d].flags != def->flags)
			room->door[d] = def->flags;
		free(room->exits[d].keywords);
		free(room->exits[d].description);
	}
	free(room->exits);
	room->exits = NULL;
}

/*
 * Is the room under the open sky? Not if flagged indoors, nor inside or
 * under water by its sector.
 */
int
room_is_outdoors(const struct room *room)
{
	return (!(room->def->flags & ROOM_INDOORS) &&
	    room->def->sector != SECT_INSIDE &&
	    room->def->sector != SECT_UNDERWATER);
}

/* The sun is up (1) or down (0): the game sets it as its hours pass. */
void
room_set_daylight(int up)
{
	room_daylight = up != 0;
}

int
room_get_daylight(void)
{
	return (room_daylight);
}

/*
 * Is the room dark by itself, before any light brought in? One flagged
 * dark always is: the sun does not reach it (a den, an alley, a grotto).
 * Indoors, nothing else is. Outdoors, the sun lights it by day; at night
 * the moon and stars light open ground and a city has its lamps, but
 * under trees and among crags (forest, mountain) it is dark.
 */
static int
room_unlit(const struct room *room)
{
	if (room->def->flags & ROOM_DARK)
		return (1);
	if (!room_is_outdoors(room) || room_daylight)
		return (0);
	return (room->def->sector == SECT_FOREST ||
	    room->def->sector == SECT_MOUNTAIN);
}

/* Dark rooms are lit only by a light someone there holds. */
int
room_is_dark(const struct room *room)
{
	const struct character	*ch;

	if (!room_unlit(room))
		return (0);
	TAILQ_FOREACH(ch, &room->people, room_entry) {
		if (char_has_light(ch))
			return (0);
	}
	return (1);
}

/* The starting room: 3001, or failing that any recall room. */
struct room *
room_start(void)
{
	return (room_find(WORLD_START_VNUM));
}

/* Rooms in the game. */
int
room_count(void)
{
	return (room_n);
}
