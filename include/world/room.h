/* room.h: the live rooms of the world, built from the area definitions. */
#ifndef MUD_ROOM_H
#define MUD_ROOM_H

#include <sys/queue.h>

#include <stdint.h>

#include "area.h"
#include "character.h"
#include "equeue.h"
#include "ratelimit.h"

struct area;

struct room {
	int				 vnum;
	const struct room_def		*def;	/* name, text, exits, flags */
	struct area			*area;
	int				 door[DIR__COUNT];  /* EXIT_* now */
	struct character_list		 people;
	int				 npeople;	/* in people */
	uint64_t			 people_gen;	/* changed whenever
							   people does: a
							   number never given
							   to another room */
	/* The mobiles of people, in the same order: a crowd of players
	 * need not be walked to find them. */
	struct character_list		 mobs;
	/* A crowded room's speech and comings and goings (game/crowd.c). */
	struct ratelimit		 crowd_heard;
	struct ratelimit		 crowd_moves;
	struct object_list		 contents;
	struct eq_owner			 events;
	struct eq_target		 targeted;	/* events aimed at it */
	char				*vars;		/* scripts' variables,
							   or NULL */
	char				*script_attached;	/* scripts
							   attached by scripts,
							   or NULL */
	unsigned			 script_detached;	/* 1 << i:
							   its own script i
							   detached */
	/*
	 * Its exits as scripts changed them (DG's %door%): DIR__COUNT of
	 * its own, or NULL: the definition's. Never the definition's
	 * memory, so OLC and asave see only what the builder wrote.
	 */
	struct exit_def			*exits;
};

/* A live room for a definition; its doors as the definition sets them. */
struct room	*room_new(const struct room_def *, struct area *);
/* Free an empty room (people and contents already moved out). */
void		 room_free(struct room *);
/* The room with this vnum, or NULL. */
struct room	*room_find(int vnum);
/* Where new characters start and lost or dead ones are sent. */
struct room	*room_start(void);
/* The room through an exit, or NULL if there is no exit that way. */
struct room	*room_exit_to(const struct room *, enum dir);
/* The exit that way as it is now (to_vnum -1: none). */
const struct exit_def *room_exit_now(const struct room *, enum dir);
/*
 * The room's own exits, to change (copied from its definition the first
 * time): they last until room_exits_reset or the room goes.
 */
struct exit_def	*room_exits_own(struct room *);
/*
 * Back to the definition's exits: the doors of those that differed take
 * the definition's state (its area reloaded, the room edited).
 */
void		 room_exits_reset(struct room *);
/*
 * Is it too dark to see in this room without a light? A room flagged dark
 * is; outdoors, by night, so is a forest or a mountain (the game tells
 * the world whether the sun is up: room_set_daylight).
 */
int		 room_is_dark(const struct room *);
/* Is the room under the open sky (not indoors, inside or under water)? */
int		 room_is_outdoors(const struct room *);
void		 room_set_daylight(int up);
int		 room_get_daylight(void);
/* Count rooms in the game. */
int		 room_count(void);

#endif
