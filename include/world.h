/*
 * world.h: the live world: the areas loaded from area/, their rooms, the
 * prototypes, the resets that populate them on the event queue, and the
 * reload that replaces an area while the game runs.
 */
#ifndef MUD_WORLD_H
#define MUD_WORLD_H

#include <stddef.h>
#include <sys/queue.h>

#include "area.h"

struct eq_event;
struct room;

struct area {
	struct area_def		*def;
	struct room		**rooms;
	size_t			 nrooms;
	struct eq_event		*reset_ev;
	TAILQ_ENTRY(area)	 entry;
};
TAILQ_HEAD(area_list, area);

extern struct area_list	world_areas;

#define WORLD_START_VNUM	3001

/*
 * Load, check and build the world in dir. On errors, *report holds them
 * ("file:line: message" lines) and -1 is returned; the game must not boot.
 */
int	world_boot(const char *dir, char **report);
void	world_shutdown(void);
/* Summary like "4 areas, 131 rooms, 27 mobiles, 58 objects, 140 resets". */
char	*world_summary(const struct world_def *);

const struct mob_def	*world_mob_def(int vnum);
const struct obj_def	*world_obj_def(int vnum);
struct area		*world_find_area(const char *name);

/* Run an area's resets now. */
void	area_reset(struct area *);

/*
 * Re-read an area's file (or every area for "all") and, if it has no
 * errors, replace the running area(s). *report says what happened, for the
 * builder. Returns 0 on success, -1 with the running world unchanged.
 */
int	world_reload(const char *which, char **report);

#endif
