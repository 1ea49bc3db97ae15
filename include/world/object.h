/* object.h: objects in the game: where they are and what they hold. */
#ifndef MUD_OBJECT_H
#define MUD_OBJECT_H

#include <stdint.h>
#include <sys/queue.h>

#include "area.h"
#include "character.h"
#include "equeue.h"

struct corpse;
struct room;

enum obj_where { OBJ_NOWHERE, OBJ_IN_ROOM, OBJ_CARRIED, OBJ_IN_OBJ };

struct object {
	uint64_t		 uid;		/* unique for ever: see store.h */
	int			 vnum;
	char			*keywords;
	char			*short_desc;
	char			*long_desc;
	enum obj_type		 type;
	int			 flags;		/* ITEM_* */
	int			 wear;		/* 1 << WEAR_* where it fits */
	int			 level;
	int			 weight;
	int			 cost;
	int			 timer;		/* game hours it lasts, or 0 */
	int			 values[5];
	struct affect_def	*affects;
	size_t			 naffects;
	struct extra_desc	*extras;
	size_t			 nextras;

	enum obj_where		 where;
	struct room		*in_room;
	struct character	*carried_by;
	struct object		*in_obj;
	enum wear_loc		 worn;		/* WEAR_NONE if not worn */
	int			 resold;	/* a player sold it to a shop:
						   one of a kind, not stock */
	struct corpse		*corpse;	/* a player's corpse: the
						   game's record of it */
	struct object_list	 contents;
	TAILQ_ENTRY(object)	 place;		/* in its room, carrier or bag */
	TAILQ_ENTRY(object)	 all_entry;	/* object_all */
	struct eq_owner		 events;
	struct eq_target	 targeted;	/* events aimed at it */
	char			*vars;		/* scripts' variables, or
						   NULL (game/script-var.c) */
	int			 script_tally;	/* the area whose script
						   loaded it, or 0
						   (game/script-budget.c) */
	char			*script_attached;	/* scripts attached
						   by scripts, or NULL
						   (game/script-attach.c) */
	unsigned		 script_detached;	/* 1 << i: its
						   prototype's script i
						   detached */
	int64_t			 saved_by;	/* the player whose rows the
						   store last wrote it in, or
						   0 (game/save.c) */
};

#define OBJ_UID_BLOCK	(1ULL << 32)

/*
 * Where new object ids come from: fn gives the first of a new block of
 * OBJ_UID_BLOCK ids, never given before (0), or fails (-1). Takes a first
 * block at once; -1 if that failed.
 */
int		 obj_uid_source(int (*fn)(uint64_t *first));
/* A new object from its prototype, nowhere yet, with a new id. */
struct object	*obj_create(const struct obj_def *);
/* The object in the game with this id, or NULL. */
struct object	*obj_find_uid(uint64_t uid);
/* Give an object another id (the one it was saved with). */
void		 obj_set_uid(struct object *, uint64_t uid);
/* Take an object and all it holds out of the game and free them. */
void		 obj_extract(struct object *);
void		 obj_from(struct object *);
void		 obj_to_room(struct object *, struct room *);
void		 obj_to_char(struct object *, struct character *);
void		 obj_to_obj(struct object *, struct object *container);
/* A light with hours left (or one that burns for ever)? */
int		 obj_is_lit(const struct object *);
/* Is it seen in the dark (a lit light, or a glowing thing)? */
int		 obj_seen_in_dark(const struct object *);
/* Weight of an object and all it holds. */
int		 obj_total_weight(const struct object *);
struct character *obj_carrier(const struct object *);
/* Does word name it ("sword", or a prefix of one of its keywords)? */
int		 obj_matches(const struct object *, const char *word);
int		 obj_count(void);
/* Make it what another prototype is, where it is (DG's otransform). */
void		 obj_transform(struct object *, const struct obj_def *);
/* Every object in the game (linked by all_entry). */
extern struct object_list object_all;

#endif
