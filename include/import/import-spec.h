/*
 * import-spec.h: special procedures of ROM and CircleMUD mapped by name
 * to behaviours of the library (area/lib, 'behaviour' lines), to a
 * guildmaster's class or to the game's boards; and CircleMUD's
 * spec_assign.c, where its procedures are given to mobiles, objects and
 * rooms (docs/import.md).
 */
#ifndef MUD_IMPORT_SPEC_H
#define MUD_IMPORT_SPEC_H

#include "import.h"

/* Map procedure name of mob vnum (a def) from file:line; notes what. */
void	import_spec_mob(struct import *, const char *file, int line,
	    const char *name, struct mob_def *);
void	import_spec_obj(struct import *, const char *file, int line,
	    const char *name, struct obj_def *);
void	import_spec_room(struct import *, const char *file, int line,
	    const char *name, struct room_def *);

/*
 * Read CircleMUD's spec_assign.c (the path given, or looked for beside
 * the lib/world directory src: src/spec_assign.c, ../src, ../../src) and
 * map its ASSIGNMOB/ASSIGNOBJ/ASSIGNROOM lines on the world imported.
 */
void	import_spec_circle(struct import *, const char *src,
	    const char *given);

#endif
