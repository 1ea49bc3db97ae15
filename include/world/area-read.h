/*
 * area-read.h: what the area-read*.c files share: the state of reading one
 * file, the keywords of each block and the helpers that read a line's
 * words. Nobody outside the reader needs it.
 */
#ifndef MUD_AREA_READ_H
#define MUD_AREA_READ_H

#include "area-int.h"

enum reader_ctx { CTX_TOP, CTX_ROOM, CTX_MOB, CTX_OBJ, CTX_SHOP };

/* The state of reading one file. */
struct reader {
	struct area_errs	 errs;
	struct area_def		*a;
	const char		*p;
	const char		*end;
	int			 lineno;
	int			 pushed;	/* give the same line again */

	char			 line[AREA_LINE_MAX + 1];	/* raw */
	char			 trim[AREA_LINE_MAX + 1];	/* trimmed */
	char			 copy[AREA_LINE_MAX + 1];	/* split */
	char			*w[AREA_WORDS_MAX];
	size_t			 off[AREA_WORDS_MAX];
	int			 nw;

	enum reader_ctx		 ctx;
	int			 ctx_line;
	unsigned int		 seen;		/* keywords seen in block */
	unsigned int		 top_seen;

	int			 have_mob;	/* a 'reset mob' so far */
	int			 last_obj;	/* for 'reset put', or -1 */
};

/*
 * Keywords, by context; the index is the bit in reader.seen. The name
 * tables are in the file reading each block.
 */
enum { TOP_AREA, TOP_VNUMS, TOP_BUILDERS, TOP_INTERVAL, TOP_ROOM, TOP_MOB,
	TOP_OBJECT, TOP_RESET, TOP_SHOP, TOP__COUNT };
enum { RW_NAME, RW_SECTOR, RW_FLAGS, RW_DESC, RW_EXIT, RW_LOOK, RW_EXTRA,
	RW_SCRIPT, RW_SCRIPT_FILE, RW_BEHAVIOUR, RW_END, RW__COUNT };
enum { MW_KEYWORDS, MW_SHORT, MW_LONG, MW_DESC, MW_LEVEL, MW_HIT,
	MW_DAMAGE, MW_HITROLL, MW_ARMOR, MW_ALIGN, MW_GOLD, MW_FLAGS,
	MW_AFFECTS, MW_GUILD, MW_SCRIPT, MW_SCRIPT_FILE, MW_BEHAVIOUR, MW_END, MW__COUNT };
enum { OW_KEYWORDS, OW_SHORT, OW_LONG, OW_TYPE, OW_FLAGS, OW_WEAR,
	OW_LEVEL, OW_WEIGHT, OW_COST, OW_TIMER, OW_APPLY, OW_EXTRA, OW_SCRIPT,
	OW_SCRIPT_FILE, OW_BEHAVIOUR, OW_END, OW__COUNT };
enum { SW_BUYS, SW_SELLS_AT, SW_BUYS_AT, SW_HOURS, SW_ROOMS, SW_END,
	SW__COUNT };

/* Reading a line's words (area-read.c). */
const char	*reader_rest(struct reader *, int);
char		*reader_text(struct reader *, const char *);
char		*reader_text_raw(struct reader *, const char *);
int		 reader_blank(const char *);
int		 reader_int(struct reader *, const char *, long, long,
		    const char *, int *);
int		 reader_vnum(struct reader *, const char *, int *);
int		 reader_dice(struct reader *, const char *, struct dice *);
void		 reader_unknown(struct reader *, const char *, const char *,
		    const char *);
int		 reader_name(struct reader *, const char *const *, int,
		    const char *, const char *);
void		 reader_flags(struct reader *, enum area_flagset,
		    const char *, int *);
int		 reader_args(struct reader *, int, const char *);
void		 reader_string(struct reader *, char **);
int		 reader_once(struct reader *, unsigned int *, int);
void		 reader_extra(struct reader *, struct extra_desc **,
		    size_t *);
void		 reader_desc(struct reader *, char **, const char *);
void		 reader_close(struct reader *);

/* One line of each kind of block, each in its own file. */
void	reader_room(struct reader *);
void	reader_mob(struct reader *);
void	reader_obj(struct reader *);
void	reader_shop(struct reader *);
void	reader_reset(struct reader *);
/* Tie each shop to its keeper once the file is read. */
void	reader_shops(struct reader *);
/* A 'script' block or 'script_file' line (area-read-script.c). */
void	reader_script(struct reader *, int kind, struct script_def **,
	    size_t *, unsigned int *);

#endif
