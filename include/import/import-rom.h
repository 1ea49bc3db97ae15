/*
 * import-rom.h: what the files of the ROM 2.4 / Merc reader share and
 * nobody else needs (the readers make no scripts, so an item's scripts
 * array is always empty): the reading cursor over one .are file, the pending
 * areas with the resets, shops and specials kept for the end (they may
 * name things of files read later), and the mapping tables.
 */
#ifndef MUD_IMPORT_ROM_H
#define MUD_IMPORT_ROM_H

#include <stddef.h>

#include "area.h"
#include "import.h"

#define ROM_FILE_MAX	(32 * 1024 * 1024)	/* bytes in one .are file */
#define ROM_STRING_MAX	(256 * 1024)		/* bytes kept of a string */
#define ROM_WORD_MAX	128			/* bytes kept of a word */
#define ROM_LINE_MAX	1000			/* bytes of a one-line field */
#define ROM_LINE_WORDS	48			/* and words */
#define ROM_VNUM_BITS	(AREA_VNUM_MAX + 1)

/* A reset as ROM writes it: letter, then up to four numbers. */
struct rom_reset {
	char	cmd;
	long	arg[4];
	int	line;
};

/* A #SHOPS line. */
struct rom_shop {
	int	keeper;
	int	types[5];
	int	profit_buy;
	int	profit_sell;
	int	open;
	int	close;
	int	line;
};

/* A #SPECIALS line. */
struct rom_spec {
	int	 vnum;
	char	*name;
	int	 line;
};

/* One .are file read: its area (not yet in the world) and the rest. */
struct rom_file {
	char			*name;		/* as the list names it */
	struct area_def		*area;
	int			 hmin, hmax;	/* #AREA's range, 0 if none */
	int			 hline;
	struct rom_reset	*resets;
	size_t			 nresets;
	struct rom_shop		*shops;
	size_t			 nshops;
	struct rom_spec		*specs;
	size_t			 nspecs;
};

/* A #MOBPROGS program. */
struct rom_prog {
	int	 vnum;
	char	*code;
	char	*file;
	int	 line;
};

/* A mobile's use of a program (an 'M' line). */
struct rom_trigger {
	int	 mob;
	char	*trigger;
	int	 prog;
	char	*phrase;
	char	*file;
	int	 line;
};

/* The reader of one import: files read so far, vnums taken. */
struct rom {
	struct import		*imp;
	struct rom_file		*files;
	size_t			 nfiles;
	struct rom_prog		*progs;
	size_t			 nprogs;
	struct rom_trigger	*trigs;
	size_t			 ntrigs;
	unsigned char		*taken[3];	/* rooms, mobs, objects */
};

/* The cursor over one file. */
struct rom_in {
	struct rom	*rom;
	struct rom_file	*file;
	const char	*name;
	const char	*p;
	const char	*end;
	int		 line;
	int		 err;		/* a problem was met: see msg */
	int		 errline;
	char		 msg[256];
	char		 word[ROM_WORD_MAX];
	int		 old;		/* #MOBOLD / #OBJOLD: Merc format */
};

/* import-rom.c */
void	 rom_init(struct rom *, struct import *);
void	 rom_parse(struct rom *, const char *name, const char *text,
	    size_t len);
void	 rom_finish(struct rom *);
void	 rom_free(struct rom *);
int	 rom_take(struct rom_in *, int kind, int vnum, int line,
	    const char *what);

/* import-rom-read.c: the cursor. */
void	 rom_fail(struct rom_in *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
int	 rom_peek(struct rom_in *);
int	 rom_letter(struct rom_in *);
int	 rom_number(struct rom_in *, long *);
int	 rom_int(struct rom_in *, int *);
long	 rom_flag(struct rom_in *);
long	 rom_flag_word(const char *, int *ok);
const char *rom_word(struct rom_in *);
char	*rom_string(struct rom_in *);
int	 rom_dice(struct rom_in *, struct dice *);
void	 rom_eol(struct rom_in *);
int	 rom_line_has(struct rom_in *, int c);
int	 rom_line_numbers(struct rom_in *, long *, int max);
void	 rom_resync(struct rom_in *);
void	 rom_read_records(struct rom_in *, const char *section,
	    void (*)(struct rom_in *, int, int));
int	 rom_at_end(struct rom_in *);
char	*rom_text_block(const char *raw);
char	*rom_text_line(const char *raw);
void	 rom_cat(char *buf, size_t size, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
int	 rom_clamp(long, int, int);
void	 rom_list(char *, size_t, int *seen, const char *what, const char *);
void	 rom_note(struct rom_in *, enum import_kind, int line,
	    const char *, ...) __attribute__((format(printf, 4, 5)));

/* import-rom-mob.c */
void	 rom_read_mobiles(struct rom_in *);
void	 rom_read_mobprogs(struct rom_in *);

/* import-rom-obj.c */
void	 rom_read_objects(struct rom_in *);
int	 rom_type_number(int);
void	 rom_extra(struct rom_in *, struct extra_desc **, size_t *, int);

/* import-rom-room.c */
void	 rom_read_rooms(struct rom_in *);

/* import-rom-reset.c */
void	 rom_read_resets(struct rom_in *);
void	 rom_read_shops(struct rom_in *);
void	 rom_read_specials(struct rom_in *);
void	 rom_read_helps(struct rom_in *);

/* import-rom-fix.c: the checks and mending once every file is read. */
void	 rom_fix(struct rom *);

/* import-rom-prog.c: each 'M' line as a Lua script of its mobile. */
void	 rom_prog_fix(struct rom *, struct mob_def *(*)(void *, int),
	    void *);

#endif
