/*
 * import-rom-prog.h: the translator of ROM 2.4 MOBprograms into Lua
 * scripts of the mobiles (area/SCRIPTING.md), shared by its files:
 * import-rom-prog.c (triggers, programs, control flow),
 * import-rom-prog-check.c (if-checks) and import-rom-prog-cmd.c
 * (commands, $-codes, the helpers a script needs).
 */
#ifndef MUD_IMPORT_ROM_PROG_H
#define MUD_IMPORT_ROM_PROG_H

#include "growbuf.h"
#include "import-rom.h"

#define MP_PROGS_MAX	32	/* programs in one script (mob call) */
#define MP_SOURCE_MAX	60000	/* bytes of Lua in one script */
#define MP_CALL_MAX	5	/* ROM's MAX_CALL_LEVEL */
#define MP_NEST_MAX	12	/* ROM's MAX_NESTED_LEVEL */
#define MP_MORE_MAX	8	/* constructs left out, noted one by one */

/* The helpers a script may need, each written once before its programs. */
enum mp_helper {
	MPH_Q,		/* mp_q(): the mobile's target ($q) */
	MPH_N,		/* mp_n(x): first keyword, capitalised, or someone */
	MPH_NN,		/* mp_N(x): name or short description, or someone */
	MPH_O,		/* mp_o(x): an object's first keyword */
	MPH_R,		/* mp_r(): a random player here */
	MPH_COUNT,	/* mp_count(k): people, players, mobs, clones */
	MPH_ORDER,	/* mp_order() */
	MPH_GROUP,	/* mp_group(x): its group here */
	MPH_WEARS,	/* mp_wears(x, what) */
	MPH_TYPE,	/* mp_hastype(x, type, worn) */
	MPH_NAME,	/* mp_isname(x, word) */
	MPH_LOC,	/* mp_loc(what): ROM's find_location */
	MPH_WORLD,	/* mp_world(name): a character anywhere */
	MPH_CALL,	/* mp_call(f, ...): call depth */
	MPH_DELAY,	/* mp_delay(n), mp_cancel() */
	MPH_JUNK,	/* mp_junk(what) */
	MPH_PURGE,	/* mp_purge(what) */
	MPH_TRANS,	/* mp_trans(x, room) */
	MPH_DAMAGE,	/* mp_damage(x, lo, hi, lethal) */
	MPH_REMOVE,	/* mp_remove(x, what) */
	MPH_OBJ,	/* mp_obj(name): an object here or carried */
	MPH__N
};

/* One script being made: the programs it holds and how. */
struct rom_prog_tr {
	struct rom	*rom;
	struct mob_def	*mob;
	struct growbuf	 out;		/* the programs, as Lua */
	unsigned int	 helpers;	/* 1 << MPH_* */
	int		 progs[MP_PROGS_MAX];	/* vnums to write */
	int		 nprogs;
	const char	*file;		/* where the line now is */
	int		 line;
	int		 bad;		/* a construct that cannot be */
	char		 why[256];
	char		*more[MP_MORE_MAX];	/* the ones after it */
	int		 nmore;
	int		 approx;	/* one written as the nearest thing */
	char		 near[256];
	char		*nearer[MP_MORE_MAX];	/* the ones after it */
	int		 nnearer;
	int		 uses_r;	/* the program now uses $r */
	int		 delays[8];	/* the mobile's delay programs */
	int		 delaypct[8];
	int		 ndelays;
};

/* import-rom-prog.c */
void	 rom_prog_bad(struct rom_prog_tr *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
void	 rom_prog_near(struct rom_prog_tr *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
int	 rom_prog_want(struct rom_prog_tr *, int vnum);

/* import-rom-prog-check.c */
const char *rom_prog_check_word(const char *, char *, size_t);
void	 rom_prog_check(struct rom_prog_tr *, struct growbuf *,
	    const char *line);

/* import-rom-prog-cmd.c */
void	 rom_prog_cmd_text(struct rom_prog_tr *, struct growbuf *,
	    const char *);
const char *rom_prog_cmd_actor(struct rom_prog_tr *, const char *word,
	    int objects);
void	 rom_prog_cmd_line(struct rom_prog_tr *, struct growbuf *,
	    const char *line, const char *indent);
void	 rom_prog_cmd_helpers(struct rom_prog_tr *, struct growbuf *);

#endif
