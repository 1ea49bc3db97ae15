/*
 * edit.h: builders editing the world in the game (docs/olc.md). Who may
 * edit an area (admins anywhere, builders where an admin assigned them),
 * one builder per area at a time (a lock, let go on quit, link loss or
 * after game.olc_lock_timeout idle), the change checked and put in force
 * (olc.h), and the areas written back to their files by 'asave' and every
 * game.olc_autosave seconds, never over a file edited by hand since the
 * game read it, nor an areload over unsaved edits, unless forced.
 *
 * The command-line parts (what a builder types, turned into edits) are
 * pure and tested alone: edit_parse.
 */
#ifndef MUD_EDIT_H
#define MUD_EDIT_H

#include <stddef.h>

#include "olc.h"

struct area;
struct character;

#define EDIT_OPS_MAX	16	/* edits in one change of one area */
#define EDIT_AREAS_MAX	2	/* areas one change touches (a two-way
				   exit between two areas) */

/* What one area's part of a change is. */
struct edit_change {
	struct area	*area;
	struct olc_op	 ops[EDIT_OPS_MAX];
	size_t		 nops;
};

/*
 * What a builder typed after redit/medit/oedit/sedit, parsed:
 *	[<vnum>] <field> [<sub>] [<value>|delete]
 *	create <vnum> | delete <vnum> | [<vnum>] show
 * sub is the direction of exit and look, the keywords of extra, the
 * attribute of apply. A text field (description, look, extra) without a
 * value is written in the editor (text_needed).
 */
enum edit_action { EA_SHOW, EA_SET, EA_REMOVE, EA_TOGGLE, EA_CREATE,
	EA_DELETE };

struct edit_req {
	enum olc_kind	 kind;
	enum edit_action action;
	int		 vnum;		/* -1: the room one stands in */
	char		*field;		/* into the argument */
	char		*sub;
	char		*value;
	int		 text_needed;
};

/*
 * Parse arg (modified in place) for kind. 0, or -1 with *why, a message
 * for the builder (a static string).
 */
int	edit_parse(enum olc_kind, char *arg, struct edit_req *,
	    const char **why);
/*
 * The edits for a parsed request on its block (vnum resolved), with text
 * for a text field (NULL if none was written), and, for an object, the
 * type it has now (-1 if none): into ops (at most max); their number, or
 * -1 with *why. Lines are kept in buf (bufsize bytes), which must outlive
 * ops.
 */
int	edit_ops(const struct edit_req *, const char *text, int obj_type,
	    struct olc_op *ops, size_t max, char *buf, size_t bufsize,
	    const char **why);

/* The least vnum of the area that is no room, or -1 if all are. */
int	edit_free_room(const struct area *);
/* The live area whose vnums hold vnum, or NULL. */
struct area	*edit_area_of(int vnum);
/* The area's short name: its file's name without directory or ".are". */
const char	*edit_area_name(const struct area *, char *buf, size_t);
/* Is ch an admin, or a builder assigned to the area? 0, or -1, told. */
int	edit_allowed(struct character *, struct area *);
/*
 * May ch edit the area now? Takes (or renews) ch's lock on it. 0, or -1
 * having told ch why not (not assigned, someone else's lock).
 */
int	edit_may(struct character *, struct area *);
/*
 * Check and put a change in force, for ch: permission and locks for each
 * area, the change read back and the world checked. 0, having marked the
 * areas changed; or -1 having told ch every problem and that nothing was
 * changed.
 */
int	edit_commit(struct character *, struct edit_change *, size_t n);

/*
 * Compile a script's text as the builder wrote it, alone: 0, or -1 with
 * *why (a new string) naming the line of the text that is wrong.
 */
int	edit_script_check(const char *text, char **why);

/* An area was (re)loaded from its file: stamp it, no edits unsaved. */
void	edit_area_loaded(struct area *);
/* A live area goes (a reload, the shutdown): what was kept of it too. */
void	edit_area_gone(struct area *);
/* Does the area hold edits not yet written to its file? */
int	edit_unsaved(const struct area *);
/*
 * Write an area to its file (force: even over a file edited by hand since
 * the game read it). 0 saved, 1 refused for a conflict, -1 failed;
 * *report says which, for a builder.
 */
int	edit_save(struct area *, int force, char **report);
/*
 * May ch's areload of the area go on (force: dropping unsaved edits and
 * the lock, only for an admin or a builder assigned to the area)? 0, or
 * -1 with *report.
 */
int	edit_reload_ok(struct character *, struct area *, int force,
	    char **report);

/* Let go of every lock ch holds (quit, link loss). */
void	edit_release(struct character *);
/* List the locks to ch; release one (its own, or any for an admin). */
void	edit_locks_show(struct character *);
int	edit_lock_release(struct character *, struct area *);
/* The shutdown: write every area with unsaved edits that may be. */
void	edit_shutdown(void);

#endif
