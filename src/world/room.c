/* room.c: rooms and who is in them. */
#include <stdlib.h>

#include "character.h"
#include "room.h"
#include "xmalloc.h"

#define ROOM_START_VNUM	3001

static struct room	*room_square;

/* Make the starting room. */
void
room_boot(void)
{
	room_square = xcalloc(1, sizeof *room_square);
	room_square->vnum = ROOM_START_VNUM;
	room_square->name = xstrdup("The Town Square");
	room_square->description = xstrdup(
	    "You stand in the middle of a cobbled square. Worn paths lead off\n"
	    "between the shuttered shops, and a dry fountain watches over the\n"
	    "travellers who gather here to trade news before setting out.\n");
	TAILQ_INIT(&room_square->people);
}

/* Free the rooms. */
void
room_free_all(void)
{
	if (room_square == NULL)
		return;
	free(room_square->name);
	free(room_square->description);
	free(room_square);
	room_square = NULL;
}

/* The room with this vnum, or NULL. */
struct room *
room_find(int vnum)
{
	if (room_square != NULL && room_square->vnum == vnum)
		return (room_square);
	return (NULL);
}

/* The starting room. */
struct room *
room_start(void)
{
	return (room_square);
}
