/*
 * import.h: bring a world built for another codebase here. A reader turns
 * ROM 2.4/Merc area files, or a CircleMUD/tbaMUD lib/world tree, into the
 * world's own structures (area.h); import_write writes them with the
 * canonical writer, the help entries as help files, and IMPORT.md: what
 * was mapped, approximated and left out, and every broken reference, each
 * with the source file:line.
 *
 * The layer sits on world/ and core/ only: it knows no game. The same
 * input always gives byte-identical output.
 */
#ifndef MUD_IMPORT_H
#define MUD_IMPORT_H

#include <stddef.h>

#include "area.h"

enum import_kind {
	IMPORT_MAPPED,		/* carried over in another form (a trigger) */
	IMPORT_APPROXIMATED,	/* the nearest thing we have */
	IMPORT_LEFT_OUT,	/* no equivalent: dropped */
	IMPORT_BROKEN,		/* wrong in the source (a missing room) */
	IMPORT__KINDS
};

struct import_note {
	enum import_kind	 kind;
	char			*file;		/* source file, as named */
	int			 line;		/* 0: the whole file */
	char			*text;
};

/* A help entry of the source, written out as a help file. */
struct import_help {
	char	*keywords;	/* as the help file's 'help' line wants them */
	int	 level;		/* 0: everyone; else admins only */
	char	*text;		/* ends in a newline */
	char	*file;
	int	 line;
};

struct import {
	const char		*family;	/* "rom" or "circle" */
	const char		*source;	/* as given */
	const char		*specs;		/* CircleMUD: a spec_assign.c
						   given (--specs), or NULL */
	struct world_def	*world;		/* areas read, in order */
	struct import_note	*notes;
	size_t			 nnotes;
	size_t			 notes_alloc;
	struct import_help	*helps;
	size_t			 nhelps;
	size_t			 helps_alloc;
};

void	import_init(struct import *, const char *family, const char *source);
void	import_free(struct import *);
/* Record what happened to something of the source at file:line. */
/*
 * Append a Lua string literal of n bytes of s: quotes, backslashes and
 * control bytes escaped, a byte that is not valid UTF-8 (or a NUL) as
 * \ddd, so what a translator writes is always a clean area file.
 */
struct growbuf;
void	import_lua_string(struct growbuf *, const char *s, size_t n);
void	import_note(struct import *, enum import_kind, const char *file,
	    int line, const char *fmt, ...)
	    __attribute__((format(printf, 5, 6)));
size_t	import_count(const struct import *, enum import_kind);
/*
 * Add area a to the world read so far; where its range overlaps areas
 * already there, they are made one (noted at file:line), so that the
 * world checks clean. a is taken.
 */
void	import_world_add(struct import *, const char *file, int line,
	    struct area_def *a);
/* Keep a help entry (keywords and text are copied). */
void	import_help(struct import *, const char *keywords, int level,
	    const char *text, const char *file, int line);

/*
 * The readers. src is a ROM area list (area.lst) or the directory holding
 * one; or a CircleMUD lib/world directory (wld/, mob/, obj/, zon/, shp/
 * with their index files). They add areas to the world and notes; -1 only
 * when nothing could be read at all (noted, and *cause says why).
 */
int	import_rom(struct import *, const char *src, char **cause);
int	import_circle(struct import *, const char *src, char **cause);

/*
 * Parse one file from memory (tests and fuzzers): a ROM .are file, or a
 * CircleMUD file whose kind its name's extension gives (.wld, .mob, .obj,
 * .zon, .shp). Whatever it holds is added; problems are notes.
 */
void	import_rom_parse(struct import *, const char *name, const char *text,
	    size_t len);
void	import_circle_parse(struct import *, const char *name,
	    const char *text, size_t len);

/*
 * Write dest/area.lst, one area file per area, dest/help/imported.hlp
 * when there are help entries, and dest/IMPORT.md. dest is made if it
 * does not exist; files of the same names are replaced. 0, or -1 and
 * *cause.
 */
int	import_write(struct import *, const char *dest, char **cause);

#endif
