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

struct character;
struct eq_event;
struct object;
struct room;
struct script_def;

struct area {
	struct area_def		*def;
	struct room		**rooms;
	size_t			 nrooms;
	size_t			 rooms_size;	/* slots in rooms */
	struct eq_event		*reset_ev;
	TAILQ_ENTRY(area)	 entry;
};
TAILQ_HEAD(area_list, area);

extern struct area_list	world_areas;

/*
 * What the world tells the layer above it, which registers these as the
 * game gives net/ its callbacks: the world is the data model, and what
 * follows from a change (events started or cancelled, players told) is
 * the game's. Any may be NULL; without hooks the world does the data part
 * alone (tools and benches).
 */
struct world_hooks {
	/* A reset made this mobile and put it in its room. */
	void	(*mob_reset)(struct character *);
	/* A live area was built and reset, at boot or by a reload. */
	void	(*area_added)(struct area *);
	/* A live area is about to be freed, by a reload or the shutdown. */
	void	(*area_gone)(struct area *);
	/*
	 * A reload replaces or removes the room ch is in: move ch to the
	 * room's replacement to or, with to NULL, out of the way (to recall,
	 * or out of the game). ch must have left the old room on return.
	 * Without the hook it goes to to, or recall; a mobile with no
	 * replacement room is extracted.
	 */
	void	(*evicted)(struct character *, struct room *to,
		    struct room *recall);
	/* A room or an object is about to be freed (its events must go). */
	void	(*room_gone)(struct room *);
	void	(*obj_gone)(struct object *);
	/* An object was made (by a reset, a shop, a load): its timer. */
	void	(*obj_made)(struct object *);
	/*
	 * Check a script as the game would run it (compile it): 0, or -1
	 * with *line (of the script's path) and *msg (a new string). Every
	 * world_check asks it of every script, so that 'mud --check', the
	 * boot and a reload refuse the same scripts; without it scripts are
	 * kept unchecked.
	 */
	int	(*check_script)(const struct script_def *, int *line,
		    char **msg);
	/*
	 * The old definition of a live area is about to be freed (an edit
	 * put a new one in force): what the game keeps of its scripts goes.
	 */
	void	(*def_gone)(struct area_def *);
	/* A reset made this object and put it in its place. */
	void	(*obj_reset)(struct object *);
};

/* Register what the world tells (NULL: nothing). */
void	world_set_hooks(const struct world_hooks *);
/* The hooks registered (never NULL; those not set are NULL). */
const struct world_hooks *world_get_hooks(void);

#define WORLD_START_VNUM	3001

/*
 * Load, check and build the world in dir. On errors, *report holds them
 * ("file:line: message" lines) and -1 is returned; the game must not boot.
 */
int	world_boot(const char *dir, char **report);
void	world_shutdown(void);
/*
 * Summary like "4 areas, 131 rooms, 27 mobiles, 58 objects, 140 resets,
 * 5 shops, mobile levels 1-30, object levels 0-20".
 */
char	*world_summary(const struct world_def *);
/*
 * One line per area, as "harrowgate.are: Harrowgate, 31 rooms, mobiles
 * 1-30, objects 0-20" (levels "none" where it has none).
 */
char	*world_area_lines(const struct world_def *);
/*
 * The levels of the mobiles of an area that players may fight (not
 * no_kill), in *lo and *hi; 0 if it has none.
 */
int	 world_fight_levels(const struct area_def *, int *lo, int *hi);

const struct mob_def	*world_mob_def(int vnum);
const struct obj_def	*world_obj_def(int vnum);
const struct room_def	*world_room_def(int vnum);
struct area		*world_find_area(const char *name);

/* Run an area's resets now. */
void	area_reset(struct area *);

#define WORLD_AREA_NAME_MAX	32	/* an area's file name, without .are */
#define WORLD_AREA_VNUMS_MAX	100000	/* vnums of an area made in game */
/*
 * Make a new, empty area: its file <dir>/<name>.are written whole by the
 * canonical writer and named in area.lst, with the title, builders and
 * vnums min to max, which no other area may hold; read by the reader
 * and checked with the world, then live (reset, told). 0 with *out; or
 * -1 with *cause (a new string for the builder) and nothing made.
 */
int	world_area_create(const char *name, const char *title,
	    const char *builders, int min, int max, struct area **out,
	    char **cause);

/*
 * Re-read an area's file (or every area for "all") and, if it has no
 * errors, replace the running area(s). *report says what happened, for the
 * builder. Returns 0 on success, -1 with the running world unchanged.
 */
int	world_reload(const char *which, char **report);

/*
 * Put a checked new definition of a live area in force in place (an edit
 * in the game, olc.h): live rooms are kept, with who and what is in them;
 * resets do not run; the names and descriptions of live mobiles and
 * objects follow their prototypes. The area takes def over.
 */
void	world_area_swap(struct area *, struct area_def *def);
/*
 * The same for one room, mobile or object changed in place (one, an area
 * holding that record alone): the record keeps its address, only it and
 * its instances are touched. Takes one over; -1 if the area has no record
 * of its vnum (one untouched).
 */
int	world_area_swap_one(struct area *, struct area_def *one);
/* The live record one would replace (a room_def, mob_def or obj_def). */
const void *world_area_record(const struct area *, const struct area_def *one);

/*
 * A change of a few records of a live area (an edit in the game, olc.h),
 * made and checked at the cost of those records: part holds the rooms,
 * mobiles, objects and shops made or changed, as the reader read them
 * (an area of those blocks alone, its shops not tied to their keepers),
 * and the reset added; gone, by kind, the vnums removed (a shop's is its
 * keeper's). reset_at is where the reset goes, or the one removed.
 */
enum world_kind { WK_ROOM, WK_MOB, WK_OBJ, WK_SHOP, WK__COUNT };
#define WORLD_CHANGE_MAX	16	/* records one change touches */
enum world_reset_op { WR_NONE, WR_ADD, WR_DELETE };

struct world_change {
	struct area		*area;
	struct area_def		*part;
	int			 gone[WK__COUNT][WORLD_CHANGE_MAX];
	size_t			 ngone[WK__COUNT];
	enum world_reset_op	 reset_op;
	size_t			 reset_at;
};

/*
 * Check changes of n areas together against the live world, as
 * world_check would check the world with them made: the records made or
 * changed against the world, and what names a record removed or changed
 * in a way others rely on. The number of problems, appended to *errors.
 */
int	world_check_change(const struct world_change *, size_t n,
	    char **errors);
/*
 * Put checked changes in force in place: changed records keep their
 * address (as world_area_swap_one), new ones are added, removed ones go
 * (a room emptied as a reload empties it), the reset is added or removed.
 * Takes each part over.
 */
void	world_apply_change(struct world_change *, size_t n);

#endif
