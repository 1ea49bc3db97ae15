/*
 * olc.h: editing areas while the game runs (docs/olc.md), the parts that
 * know no game: a change is a list of edits to the lines of an area as the
 * canonical writer writes it; the edited text is read back by the area
 * reader and the whole world checked again by world_check, the checks of
 * 'mud --check', so a change is refused with the same messages. Also the
 * stamp of an area file, to tell when a file was edited by hand behind
 * the game's back.
 */
#ifndef MUD_OLC_H
#define MUD_OLC_H

#include <stddef.h>
#include <stdint.h>

#include "area.h"

struct area;

/* The blocks of an area file a builder edits by vnum. */
enum olc_kind { OLC_ROOM, OLC_MOB, OLC_OBJ, OLC_SHOP, OLC__COUNT };

enum olc_op_type {
	OLC_SET,	/* replace the entries key [sub] of a block by lines */
	OLC_CREATE,	/* add a block made of lines (its whole text) */
	OLC_DELETE,	/* remove a block */
	OLC_RESET_ADD,	/* insert a reset line before reset number index */
	OLC_RESET_DEL	/* remove reset number index */
};

/*
 * One edit. For OLC_SET, the entries of block (kind, vnum) whose keyword
 * is key (and, if sub is set, whose words after it begin with sub, or are
 * sub) are replaced by lines, or removed if lines is NULL; without such an
 * entry, lines go before the block's 'end'. lines end in newlines and hold
 * a text block whole ("description\nA room.\n~\n"). With toggle set,
 * lines is words "+name" or "-name" to add to or take from the words of
 * the entry key (a list of flags): the entry is written again with them,
 * or removed if none are left.
 */
struct olc_op {
	enum olc_op_type	 type;
	enum olc_kind		 kind;
	int			 vnum;
	const char		*key;
	const char		*sub;
	const char		*lines;
	int			 toggle;
	size_t			 index;		/* resets, from 0 */
};

/* The word a block starts with ("room", "mob", "object", "shop"). */
const char	*olc_kind_word(enum olc_kind);

/* The value keys of an object type ("dice", "attack"...): the i-th, or
 * NULL past the last. */
const char	*olc_value_key(enum obj_type, size_t i);

/*
 * Apply ops in order to the canonical text of a and read the result back
 * as the area file would be read. Returns the new definition, or NULL with
 * the reader's problems appended to *errors ("file:line: message" lines,
 * their count in *nerrors); an op whose block does not exist is a problem
 * too ("there is no room 3099").
 */
struct area_def	*olc_apply(const struct area_def *a, const struct olc_op *ops,
		    size_t nops, char **errors, int *nerrors);

/*
 * A change of one live area made at the cost of what it changes
 * (olc_edit_records for one area). 1 done; -1 refused, nothing changed,
 * the problems appended to *errors (their count in *nerrors); 0 if the
 * change is not of a kind it makes (olc_apply and olc_commit do it, at
 * the cost of the area and the world).
 */
int		 olc_edit_one(struct area *, const struct olc_op *ops,
		    size_t nops, char **errors, int *nerrors);
/*
 * The same for a change of n areas (at most 2, a two-way exit), each
 * one of: fields of a few blocks (every op an OLC_SET), one block made
 * (OLC_CREATE) or removed (OLC_DELETE), or one reset added or removed.
 * The touched blocks alone are written, edited and read back (a reset
 * added: its line alone), checked together against the live world with
 * what names them (world_check_change) and put in force in place
 * (world_apply_change): the cost of what changes, not of the area.
 * 1 done; 2 it changes nothing (every field set to what it was): not
 * applied; -1 refused, nothing changed; 0 for another kind of change.
 */
int		 olc_edit_records(struct area *const *areas,
		    const struct olc_op *const *ops, const size_t *nops,
		    size_t n, char **errors, int *nerrors);
/* A block as the canonical writer writes it (a new string), or NULL. */
char		*olc_block_text(const struct area_def *, enum olc_kind, int vnum);
/*
 * The text of a text field of a block (description; look <dir>; extra
 * <keywords>; script <trigger> [<args>]), as the editor shows it: a new
 * string, or NULL if the block has no such field.
 */
char		*olc_field_text(const struct area_def *, enum olc_kind,
		    int vnum, const char *key, const char *sub);
/* The area's reset lines, each numbered from 1, or NULL if none. */
char		*olc_resets_text(const struct area_def *);

/*
 * The edited text alone, for tests: the canonical text of a with ops
 * applied, or NULL and *errors for a missing block.
 */
char		*olc_edit_text(const struct area_def *a,
		    const struct olc_op *ops, size_t nops, char **errors);

/*
 * Check the live world with each areas[i] replaced by defs[i] (world_check
 * and the start room), and if it holds, put the definitions in force in
 * place (world_area_swap): 0. Else -1, the world unchanged, and the
 * problems in *errors. The definitions are taken over either way.
 */
int		 olc_commit(struct area *const *areas, struct area_def **defs,
		    size_t n, char **errors);

/* "file:line: message" lines without their "file:line: " (a new string). */
char		*olc_strip_places(const char *errors);

/*
 * What is known of a file on disk: its size, modification time and a hash
 * of its bytes. exists is 0 for a file that is not there.
 */
struct olc_stamp {
	int		exists;
	long long	size;
	long long	mtime_ns;
	uint64_t	hash;
};

/* Stamp a file: 0, or -1 if it cannot be read (exists 0 if absent). */
int	olc_stamp_file(const char *path, struct olc_stamp *);
/* The stamp of bytes in memory (what was just written). */
void	olc_stamp_bytes(const char *buf, size_t len, struct olc_stamp *);
/* Is the file's content what was stamped (the hash decides)? */
int	olc_stamp_same(const struct olc_stamp *was, const struct olc_stamp *now);

/*
 * Where an area stands between the game and its file: the file as the
 * game last read or wrote it (was) and as it is now, and whether the game
 * holds edits not yet written.
 */
enum olc_conflict {
	OLC_CLEAN,		/* nothing to lose either way */
	OLC_UNSAVED,		/* edits in the game, the file as it was */
	OLC_DISK_CHANGED,	/* the file was changed, no edits in game */
	OLC_BOTH_CHANGED	/* both: either way loses something */
};
enum olc_conflict olc_conflict(const struct olc_stamp *was,
		    const struct olc_stamp *now, int unsaved);

#endif
