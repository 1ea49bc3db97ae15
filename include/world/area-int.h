/*
 * area-int.h: what the area-*.c files share and nobody else needs: the
 * error list, the name tables and the per-type object value keys.
 */
#ifndef MUD_AREA_INT_H
#define MUD_AREA_INT_H

#include <stdarg.h>
#include <stddef.h>

#include "area.h"

/* Limits that bound what a file can make the loader allocate. */
#define AREA_FILE_MAX		(8 * 1024 * 1024)	/* bytes in a file */
#define AREA_LINE_MAX		4096	/* bytes in one line */
#define AREA_TEXT_MAX		32768	/* bytes in one text block */
#define AREA_WORDS_MAX		64	/* words on one line */
#define AREA_ERRORS_MAX		100	/* messages kept per file */

/* One problem found, kept so the list can be sorted by line. */
struct area_err {
	int	 line;
	size_t	 seq;		/* order found, for a stable sort */
	char	*msg;
};

/* The problems found in one file (or one world check). */
struct area_errs {
	const char	*file;
	struct area_err	*list;
	size_t		 n;
	int		 total;		/* including those not kept */
};

void	area_err_add(struct area_errs *, int, const char *, ...)
	    __attribute__((format(printf, 3, 4)));
void	area_err_addx(struct area_errs *, const char *, int, const char *,
	    ...) __attribute__((format(printf, 4, 5)));
void	area_err_flush(struct area_errs *, char **, int sort);

/*
 * A part of an area read alone (an edit of a few blocks, olc.c): what
 * the resets before it set, and no shop tied to its keeper (the caller
 * checks shops against the whole area).
 */
struct area_part {
	int	have_mob;	/* a 'reset mob' comes before */
	int	last_obj;	/* the last object placed before, or -1 */
};
struct area_def	*area_parse_part(const char *name, const char *text,
		    size_t len, const struct area_part *, char **errors,
		    int *nerrors);

/* Free what a script holds (not the script itself). */
void	area_script_free(struct script_def *);
/* Read the .lua files an area loaded from path names; problems found. */
int	area_read_script_files(struct area_def *, const char *path,
	    char **errors);

/* Grow an array held as (pointer, count) so that one more fits. */

/* A name table for an enum: names[i] is the name of value i. */
int	 area_names_find(const char *const *, int, const char *);
/* The closest of the names to word, or NULL if none is close. */
const char *area_names_near(const char *const *, int, const char *);
/* Nearest flag name of a set to word, or NULL. */
const char *area_flag_near(enum area_flagset, const char *);

extern const char *const area_dir_names[DIR__COUNT];
extern const char *const area_sector_names[SECT__COUNT];
extern const char *const area_type_names[OBJ__COUNT];
extern const char *const area_wear_names[WEAR__COUNT];
extern const char *const area_apply_names[APPLY__COUNT];
extern const char *const area_attack_names[];
extern const int area_nattacks;
extern const char *const area_liquid_names[];
extern const int area_nliquids;
extern const char *const area_spell_names[];
extern const int area_nspells;

/* How an object value is written. */
enum area_vkind {
	AV_INT,		/* a number */
	AV_DICE,	/* NdS+B over three values: index, index+1, bonus */
	AV_ATTACK,	/* an attack name */
	AV_LIQUID,	/* a liquid name */
	AV_CONT,	/* container state flag names */
	AV_VNUM,	/* an object vnum, -1 if none (omitted) */
	AV_BOOL,	/* the keyword alone sets 1 (omitted if 0) */
	AV_SPELLS	/* up to three spell names in index..index+2 */
};

/* One named value of one object type. */
struct area_value {
	enum obj_type	 type;
	const char	*name;
	enum area_vkind	 kind;
	int		 index;
	int		 min;
	int		 max;
};

extern const struct area_value area_values[];
extern const size_t area_nvalues;

/* The value key name for type, or NULL. */
const struct area_value *area_value_find(enum obj_type, const char *);
/* Default values[] for a new object of a type. */
void	area_values_default(enum obj_type, int *);

#endif
