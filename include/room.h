/* room.h: rooms and who is in them. */
#ifndef MUD_ROOM_H
#define MUD_ROOM_H

#include <sys/queue.h>

struct character;

struct room {
	int				 vnum;
	char				*name;
	char				*description;
	TAILQ_HEAD(, character)		 people;
};

/* Make the built-in rooms; the world issue replaces them with areas. */
void		 room_boot(void);
void		 room_free_all(void);
struct room	*room_find(int vnum);
/* Where new characters start and lost ones are sent. */
struct room	*room_start(void);

#endif
