/* object.h: objects in the game: where they are and what they hold. */
#ifndef MUD_OBJECT_H
#define MUD_OBJECT_H

#include <sys/queue.h>

#include "area.h"
#include "character.h"
#include "equeue.h"

struct room;

enum obj_where { OBJ_NOWHERE, OBJ_IN_ROOM, OBJ_CARRIED, OBJ_IN_OBJ };

struct object {
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
	struct object_list	 contents;
	TAILQ_ENTRY(object)	 place;		/* in its room, carrier or bag */
	struct eq_owner		 events;
};

/* A new object from its prototype, nowhere yet. */
struct object	*obj_create(const struct obj_def *);
/* Take an object and all it holds out of the game and free them. */
void		 obj_extract(struct object *);
void		 obj_from(struct object *);
void		 obj_to_room(struct object *, struct room *);
void		 obj_to_char(struct object *, struct character *);
void		 obj_to_obj(struct object *, struct object *container);
/* Weight of an object and all it holds. */
int		 obj_total_weight(const struct object *);
/* Does word name it ("sword", or a prefix of one of its keywords)? */
int		 obj_matches(const struct object *, const char *word);
int		 obj_count(void);

#endif
