/*
 * import-circle.h: what the parts of the CircleMUD / tbaMUD reader share:
 * the things read so far (kept until every file is in, since a zone may
 * come after the rooms it covers), the line reader over one file in
 * memory, and the text and flag helpers. Private to src/import/.
 */
#ifndef MUD_IMPORT_CIRCLE_H
#define MUD_IMPORT_CIRCLE_H

#include <stddef.h>
#include <stdint.h>

#include "area.h"
#include "import.h"
#include "import-dg.h"

/* A room, mobile or object read, with the file it came from. */
struct circle_room {
	struct room_def		 d;
	const char		*file;
	int			 seq;
};

struct circle_mob {
	struct mob_def		 d;
	const char		*file;
	int			 seq;
};

struct circle_obj {
	struct obj_def		 d;
	const char		*file;
	int			 seq;
};

/* One zone command, as written. */
struct circle_cmd {
	char	 cmd;
	int	 if_flag;
	int	 arg[4];
	int	 nargs;
	int	 line;
	char	*text;		/* V (tbaMUD): "name value", else NULL */
};

struct circle_zone {
	int			 vnum;
	int			 bot;
	int			 top;
	int			 lifespan;	/* minutes */
	int			 mode;		/* 0 never, 1 empty, 2 always */
	char			*name;
	char			*builders;
	const char		*file;
	int			 line;
	int			 seq;
	struct circle_cmd	*cmds;
	size_t			 ncmds;
	/* Filled when the world is put together. */
	struct area_def		*area;
};

#define CIRCLE_SHOP_ROOMS	32

struct circle_shop {
	int		 vnum;
	int		*products;
	int		*product_lines;
	size_t		 nproducts;
	int		 sells_at;	/* percent */
	int		 buys_at;
	int		 buys;		/* bit (1 << enum obj_type) */
	int		 keeper;
	int		 rooms[CIRCLE_SHOP_ROOMS];
	int		 nrooms;
	int		 open1, close1, open2, close2;
	const char	*file;
	int		 line;
};

/* A DG script, and the Lua scripts it becomes (import-dg.h). */
struct circle_trig {
	int		 vnum;
	int		 attach;	/* 0 mobile, 1 object, 2 room */
	char		*name;
	struct dg_result dg;		/* dg.ns 0: not carried over */
	const char	*file;
	int		 line;
};

/* A 'T' line: script trig on the room, mobile or object thing. */
struct circle_attach {
	int		 kind;		/* enum script_kind */
	int		 thing;
	int		 trig;
	const char	*file;
	int		 line;
};

struct circle {
	struct import		*imp;
	char			**files;	/* names kept for notes */
	size_t			 nfiles;
	struct circle_room	*rooms;
	size_t			 nrooms, arooms;
	struct circle_mob	*mobs;
	size_t			 nmobs, amobs;
	struct circle_obj	*objs;
	size_t			 nobjs, aobjs;
	struct circle_zone	*zones;
	size_t			 nzones, azones;
	struct circle_shop	*shops;
	size_t			 nshops, ashops;
	struct circle_trig	*trigs;
	size_t			 ntrigs, atrigs;
	struct circle_attach	*attach;
	size_t			 nattach, aattach;
	int			 seq;
};

/* One file in memory, read line by line. */
struct cfile {
	struct circle	*c;
	const char	*name;
	const char	*p;
	const char	*end;
	int		 line;
};

#define CIRCLE_LINE_MAX		4096	/* longer lines are cut */
#define CIRCLE_TEXT_MAX		32000	/* bytes of one ~ string kept */
#define CIRCLE_WORDS_MAX	32
#define CIRCLE_ONELINE_WORDS	40	/* words of a name or keywords */

/* import-circle-text.c */
void		 cfile_init(struct cfile *, struct circle *, const char *name,
		     const char *text, size_t len);
int		 cfile_line(struct cfile *, char *buf, size_t size);
int		 cfile_next(struct cfile *, char *buf, size_t size);
int		 cfile_peek(struct cfile *);
void		 cfile_skip_block(struct cfile *);
int		 circle_vnum_ok(struct cfile *, long vnum, int line,
		     const char *what);
int		 circle_record_head(struct cfile *, int line, const char *what,
		     char *s[4], char *buf, size_t size);
void		 cfile_records(struct cfile *, const char *what,
		     int (*)(struct cfile *, long, int));
char		*cfile_string(struct cfile *);
int		 circle_words(char *line, char **w, int max);
int		 circle_num(const char *, long *);
long		 circle_clamp(long v, long min, long max);
uint64_t	 circle_bits(const char *);
int		 circle_dice(const char *, struct dice *);
char		*circle_text(const char *raw, int oneline);
char		*circle_text_or(const char *raw, int oneline,
		     const char *fallback);
unsigned long	 circle_text_dropped(void);
const char	*circle_intern(struct circle *, const char *name);

/* A circle flag bit and what it becomes here. */
struct circle_flag {
	const char	*name;	/* NULL: an unused bit */
	int		 bit;	/* the native bit, 0: none */
	int		 exact;	/* 1: the same meaning; 0: approximated */
};
int		 circle_flags(struct circle *, const char *file, int line,
		     const char *what, const struct circle_flag *, size_t n,
		     uint64_t bits);

/* The readers of each kind of file. */
void	circle_read_extra(struct cfile *, struct extra_desc **, size_t *,
	    int line, const char *what);
int	circle_item_type(long);
void	circle_read_wld(struct cfile *);
void	circle_read_mob(struct cfile *);
void	circle_read_obj(struct cfile *);
void	circle_read_zon(struct cfile *);
void	circle_read_shp(struct cfile *);
void	circle_read_trg(struct cfile *);
void	circle_attach(struct cfile *, int kind, int thing, const char *line);

/* The areas being made, in vnum order. */
struct circle_areas {
	struct area_def	**list;
	size_t		  n;
};

/* import-circle-build.c: resolve references and make the areas. */
void			 circle_build(struct circle *);
void			 circle_free(struct circle *);
struct circle_room	*circle_find_room(struct circle *, int vnum);
struct circle_mob	*circle_find_mob(struct circle *, int vnum);
struct circle_obj	*circle_find_obj(struct circle *, int vnum);
struct area_def		*circle_area_of(struct circle_areas *, int vnum);

/* import-circle-qst.c: tbaMUD's quests, noted. */
void	circle_quests(struct circle *, const char *src);

/* import-circle-reset.c: zone commands, shops and scripts. */
void	circle_resets(struct circle *, struct circle_zone *);
void	circle_shop(struct circle *, struct circle_areas *,
	    struct circle_shop *, int **keepers, size_t *nkeepers);
void	circle_scripts(struct circle *);

#endif
