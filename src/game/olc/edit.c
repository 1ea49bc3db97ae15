/*
 * edit.c: builders editing areas in the game: who may edit which area,
 * one builder an area at a time, a change checked and put in force, and
 * the areas written back to their files (asave, the autosave event, the
 * shutdown) without ever overwriting a file edited by hand, nor reloading
 * over unsaved edits, unless the builder says so.
 */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "config.h"
#include "edit.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "mod.h"
#include "olc.h"
#include "player.h"
#include "room.h"
#include "store.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

/* What the game knows of one live area's file and its editor. */
struct edit_area {
	struct area		*area;
	struct olc_stamp	 stamp;		/* the file as read or written */
	int			 unsaved;	/* edits not in the file yet */
	uint64_t		 holder;	/* the lock's character, or 0 */
	char			 holder_name[CHAR_NAME_MAX + 1];
};

static struct edit_area	*edit_areas;
static size_t		 edit_nareas;
static struct eq_event	*edit_save_ev;

/* The state of a live area (made when it is loaded). */
static struct edit_area *
edit_state(const struct area *a)
{
	size_t	i;

	for (i = 0; i < edit_nareas; i++) {
		if (edit_areas[i].area == a)
			return (&edit_areas[i]);
	}
	return (NULL);
}

const char *
edit_area_name(const struct area *a, char *buf, size_t size)
{
	const char	*base = strrchr(a->def->file, '/');
	size_t		 n;

	base = base != NULL ? base + 1 : a->def->file;
	n = strcspn(base, ".");
	if (n >= size)
		n = size - 1;
	memcpy(buf, base, n);
	buf[n] = '\0';
	return (buf);
}

struct area *
edit_area_of(int vnum)
{
	struct area	*a;

	TAILQ_FOREACH(a, &world_areas, entry) {
		if (vnum >= a->def->min_vnum && vnum <= a->def->max_vnum)
			return (a);
	}
	return (NULL);
}

int
edit_free_room(const struct area *a)
{
	int	v;

	for (v = a->def->min_vnum; v <= a->def->max_vnum; v++) {
		if (room_find(v) == NULL)
			return (v);
	}
	return (-1);
}

void
edit_area_loaded(struct area *a)
{
	struct edit_area	*e;

	if ((e = edit_state(a)) == NULL) {
		edit_areas = xreallocarray(edit_areas, edit_nareas + 1,
		    sizeof *edit_areas);
		e = &edit_areas[edit_nareas++];
	}
	memset(e, 0, sizeof *e);
	e->area = a;
	if (olc_stamp_file(a->def->file, &e->stamp) != 0)
		log_warn("%s: cannot stamp the file", a->def->file);
}

/* A live area goes (a reload or the shutdown): its state with it. */
void
edit_area_gone(struct area *a)
{
	size_t	i;

	for (i = 0; i < edit_nareas; i++) {
		if (edit_areas[i].area != a)
			continue;
		edit_areas[i] = edit_areas[--edit_nareas];
		break;
	}
	if (edit_nareas == 0) {
		free(edit_areas);
		edit_areas = NULL;
		if (edit_save_ev != NULL)
			equeue_dequeue(game_eq, edit_save_ev);
		edit_save_ev = NULL;
	}
}

int
edit_unsaved(const struct area *a)
{
	struct edit_area	*e = edit_state(a);

	return (e != NULL && e->unsaved);
}

/* The lock holder, if still in the game (a stale lock is dropped). */
static struct character *
edit_holder(struct edit_area *e)
{
	struct character	*ch;

	if (e->holder == 0)
		return (NULL);
	if ((ch = char_find_id(e->holder)) == NULL || ch->extracted) {
		e->holder = 0;
		return (NULL);
	}
	return (ch);
}

/* ch's locks end: idle too long. */
static void
edit_lock_expired(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;
	size_t			 i;
	int			 n = 0;

	for (i = 0; i < edit_nareas; i++) {
		if (edit_areas[i].holder == ch->id) {
			edit_areas[i].holder = 0;
			n++;
		}
	}
	if (n > 0) {
		char_printf(ch, "\nYour edit lock%s ended: no edit for %lld "
		    "seconds. Another builder may edit there now.\n",
		    n == 1 ? "" : "s", conf_int(CFG_OLC_LOCK_TIMEOUT));
		char_prompt(ch);
	}
}

/* Start or renew ch's lock timeout. */
static void
edit_lock_touch(struct character *ch)
{
	struct eq_event	*ev;
	uint32_t	 delay = (uint32_t)conf_pulses(CFG_OLC_LOCK_TIMEOUT);

	if ((ev = eq_owner_find(&ch->events, EQT_OLC_LOCK)) != NULL)
		equeue_reschedule(game_eq, ev, delay);
	else
		equeue_enqueue(game_eq, &ch->events, eq_ref_none(),
		    EQT_OLC_LOCK, edit_lock_expired, ch, delay);
}

/* Is ch an admin, or a builder assigned to a? (Tells nothing.) */
static int
edit_assigned(struct character *ch, struct area *a)
{
	char	name[64];

	if (ch->pd.role >= ROLE_ADMIN)
		return (1);
	edit_area_name(a, name, sizeof name);
	return (ch->pd.role >= ROLE_BUILDER && game_store != NULL &&
	    store_area_assigned(game_store, ch->pd.name, name, NULL) == 1);
}

int
edit_allowed(struct character *ch, struct area *a)
{
	char	name[64];

	if (edit_assigned(ch, a))
		return (0);
	edit_area_name(a, name, sizeof name);
	mod_audit_refused("not assigned to %s", name);
	char_printf(ch, "You are not assigned to %s; an admin gives builders "
	    "their areas ('aassign %s %s').\n", name, ch->pd.name, name);
	return (-1);
}

int
edit_may(struct character *ch, struct area *a)
{
	struct edit_area	*e = edit_state(a);
	struct character	*other;
	char			 name[64];

	edit_area_name(a, name, sizeof name);
	if (e == NULL) {
		char_printf(ch, "%s cannot be edited now.\n", name);
		return (-1);
	}
	if (edit_allowed(ch, a) != 0)
		return (-1);
	if ((other = edit_holder(e)) != NULL && other != ch) {
		mod_audit_refused("%s holds the lock on %s", e->holder_name,
		    name);
		char_printf(ch, "%s is editing %s; one builder edits an area "
		    "at a time. Their lock ends when they quit, lose their "
		    "link or make no edit for %lld seconds ('alock' lists "
		    "the locks).\n", e->holder_name, name,
		    conf_int(CFG_OLC_LOCK_TIMEOUT));
		return (-1);
	}
	if (other == NULL) {
		e->holder = ch->id;
		text_strlcpy(e->holder_name, ch->pd.name, sizeof e->holder_name);
		char_printf(ch, "You now hold the edit lock on %s.\n", name);
	}
	edit_lock_touch(ch);
	return (0);
}

/* The autosave is due: write every area with unsaved edits. */
static void
edit_autosave(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch;
	char			*report;
	size_t			 i;
	int			 rc;

	edit_save_ev = NULL;
	for (i = 0; i < edit_nareas; i++) {
		if (!edit_areas[i].unsaved)
			continue;
		rc = edit_save(edit_areas[i].area, 0, &report);
		if (rc != 0) {
			log_warnx("autosave: %s", report);
			if ((ch = edit_holder(&edit_areas[i])) != NULL) {
				char_printf(ch, "\nAutosave: %s", report);
				char_prompt(ch);
			}
		} else
			log_info("autosave: %s", report);
		free(report);
	}
}

/* Make sure an autosave is coming (unless switched off). */
static void
edit_autosave_soon(void)
{
	long long	seconds = conf_int(CFG_OLC_AUTOSAVE);

	if (edit_save_ev != NULL || seconds <= 0)
		return;
	edit_save_ev = equeue_enqueue(game_eq, NULL, eq_ref_none(),
	    EQT_OLC_SAVE, edit_autosave, NULL,
	    (uint32_t)(seconds * PULSES_PER_SECOND));
}

/* Tell ch a refusal: every problem, without the places in the text. */
static void
edit_refused(struct character *ch, const char *errors, int n)
{
	char	*bare = olc_strip_places(errors != NULL ? errors : ""),
		*safe = colour_escape(bare);

	char_printf(ch, "Refused; nothing was changed (%d problem%s):\n%s",
	    n, n == 1 ? "" : "s", safe);
	mod_audit_refused("%s", bare);
	free(safe);
	free(bare);
}

int
edit_commit(struct character *ch, struct edit_change *c, size_t n)
{
	struct area	*areas[EDIT_AREAS_MAX];
	struct area_def	*defs[EDIT_AREAS_MAX];
	const struct olc_op *ops[EDIT_AREAS_MAX];
	size_t		 nops[EDIT_AREAS_MAX];
	char		*errors = NULL, name[64];
	size_t		 i, k;
	int		 nerrors = 0, total = 0, rc;

	if (n == 0 || n > EDIT_AREAS_MAX)
		return (-1);
	for (i = 0; i < n; i++) {
		if (edit_may(ch, c[i].area) != 0)
			return (-1);
	}
	/* A few blocks, a reset: the cost of those, not of the area. */
	for (i = 0; i < n; i++) {
		areas[i] = c[i].area;
		ops[i] = c[i].ops;
		nops[i] = c[i].nops;
	}
	if ((rc = olc_edit_records(areas, ops, nops, n, &errors,
	    &nerrors)) != 0) {
		if (rc < 0) {
			edit_refused(ch, errors, nerrors);
			free(errors);
			return (-1);
		}
		if (rc == 2) {
			/* Set to what it was: nothing to save for it. */
			free(errors);
			char_printf(ch, "That changes nothing: it is so "
			    "already.\n");
			return (0);
		}
		goto done;
	}
	for (i = 0; i < n; i++) {
		areas[i] = c[i].area;
		defs[i] = olc_apply(c[i].area->def, c[i].ops, c[i].nops,
		    &errors, &nerrors);
		total += nerrors;
		if (defs[i] == NULL) {
			for (k = 0; k < i; k++)
				area_free(defs[k]);
			edit_refused(ch, errors, total);
			free(errors);
			return (-1);
		}
	}
	if (olc_commit(areas, defs, n, &errors) != 0) {
		total = 0;
		for (k = 0; errors != NULL && errors[k] != '\0'; k++)
			total += errors[k] == '\n';
		edit_refused(ch, errors, total);
		free(errors);
		return (-1);
	}
done:
	free(errors);
	for (i = 0; i < n; i++) {
		edit_state(areas[i])->unsaved = 1;
		log_info("%s edited %s", ch->pd.name,
		    edit_area_name(areas[i], name, sizeof name));
	}
	edit_autosave_soon();
	return (0);
}

int
edit_script_check(const char *text, char **why)
{
	const struct world_hooks	*hooks = world_get_hooks();
	struct script_def		 def;
	char				*msg = NULL;
	int				 line = 1;

	*why = NULL;
	if (hooks->check_script == NULL)
		return (0);
	/* Alone, from its first line: the lines the builder wrote. */
	memset(&def, 0, sizeof def);
	def.source = (char *)text;
	def.path = (char *)"script";
	def.line = def.first = 1;
	if (hooks->check_script(&def, &line, &msg) == 0)
		return (0);
	xasprintf(why, "line %d of the script: %s", line, msg != NULL ? msg :
	    "script error");
	free(msg);
	return (-1);
}

/* The plural's ending of a count. */
static inline const char *
edit_s(size_t n)
{
	return (n == 1 ? "" : "s");
}

int
edit_save(struct area *a, int force, char **report)
{
	struct edit_area	*e = edit_state(a);
	struct olc_stamp	 now;
	char			 name[64], *cause = NULL;
	enum olc_conflict	 c;

	edit_area_name(a, name, sizeof name);
	*report = NULL;
	if (e == NULL) {
		xasprintf(report, "%s cannot be saved now.\n", name);
		return (-1);
	}
	if (olc_stamp_file(a->def->file, &now) != 0) {
		xasprintf(report, "%s: %s cannot be read to compare it; not "
		    "saved.\n", name, a->def->file);
		return (-1);
	}
	c = olc_conflict(&e->stamp, &now, e->unsaved);
	if ((c == OLC_DISK_CHANGED || c == OLC_BOTH_CHANGED) && !force) {
		xasprintf(report, "%s was not saved: %s was changed on disk "
		    "since the game read it%s. 'asave %s force' writes the "
		    "game's version over it; 'areload %s force' takes the "
		    "file's%s.\n", name, a->def->file,
		    e->unsaved ? ", and the game holds edits not in it" : "",
		    name, name, e->unsaved ? " and drops the game's edits" : "");
		return (1);
	}
	if (area_save(a->def, a->def->file, &cause) != 0) {
		xasprintf(report, "%s was not saved: %s\n", name, cause);
		free(cause);
		return (-1);
	}
	if (olc_stamp_file(a->def->file, &e->stamp) != 0)
		log_warn("%s: cannot stamp the file", a->def->file);
	e->unsaved = 0;
	xasprintf(report, "Saved %s to %s (%zu room%s, %zu mobile%s, %zu "
	    "object%s, %zu reset%s, %zu shop%s).\n", name, a->def->file,
	    a->def->nrooms, edit_s(a->def->nrooms), a->def->nmobs,
	    edit_s(a->def->nmobs), a->def->nobjs, edit_s(a->def->nobjs),
	    a->def->nresets, edit_s(a->def->nresets), a->def->nshops,
	    edit_s(a->def->nshops));
	return (0);
}

int
edit_reload_ok(struct character *ch, struct area *a, int force,
    char **report)
{
	struct edit_area	*e = edit_state(a);
	struct olc_stamp	 now;
	struct character	*holder;
	char			 name[64];
	enum olc_conflict	 c;

	*report = NULL;
	if (e == NULL)
		return (0);
	edit_area_name(a, name, sizeof name);
	holder = edit_holder(e);
	if (olc_stamp_file(a->def->file, &now) != 0)
		memset(&now, 0, sizeof now);
	c = olc_conflict(&e->stamp, &now, e->unsaved);
	/*
	 * Forcing drops the area's unsaved edits and its lock: only for
	 * those who may edit it (as 'asave force'), and a lock someone
	 * else holds is theirs to keep unless one may edit there.
	 */
	if (force && !edit_assigned(ch, a) && (c == OLC_UNSAVED ||
	    c == OLC_BOTH_CHANGED || (holder != NULL && holder != ch))) {
		xasprintf(report, "You are not assigned to %s: 'areload %s "
		    "force' would drop %s%s; an admin or a builder of %s may "
		    "force it.\n", name, name, e->unsaved ?
		    "the edits made there" : "", holder != NULL &&
		    holder != ch ? (e->unsaved ? " and the edit lock" :
		    "the edit lock") : "", name);
		return (-1);
	}
	if (force)
		return (0);
	switch (c) {
	case OLC_CLEAN:
	case OLC_DISK_CHANGED:
		return (0);
	case OLC_UNSAVED:
		xasprintf(report, "%s holds edits made in the game (by %s) "
		    "that are not in %s yet: reloading would lose them. "
		    "'asave %s' writes them first; 'areload %s force' drops "
		    "them.\n", name, holder != NULL ? e->holder_name :
		    "a builder", a->def->file, name, name);
		return (-1);
	case OLC_BOTH_CHANGED:
		xasprintf(report, "%s was changed both in the game and on disk "
		    "(%s) since the game read it: either way loses something. "
		    "'areload %s force' takes the file and drops the game's "
		    "edits; 'asave %s force' keeps the game's and writes over "
		    "the file.\n", name, a->def->file, name, name);
		return (-1);
	}
	return (0);
}

void
edit_release(struct character *ch)
{
	struct eq_event	*ev;
	size_t		 i;

	for (i = 0; i < edit_nareas; i++) {
		if (edit_areas[i].holder == ch->id)
			edit_areas[i].holder = 0;
	}
	if ((ev = eq_owner_find(&ch->events, EQT_OLC_LOCK)) != NULL)
		equeue_dequeue(game_eq, ev);
}

void
edit_locks_show(struct character *ch)
{
	char	name[64];
	size_t	i;
	int	n = 0;

	for (i = 0; i < edit_nareas; i++) {
		if (edit_holder(&edit_areas[i]) == NULL &&
		    !edit_areas[i].unsaved)
			continue;
		char_printf(ch, "%-16s %-12s %s\n",
		    edit_area_name(edit_areas[i].area, name, sizeof name),
		    edit_areas[i].holder != 0 ? edit_areas[i].holder_name :
		    "(no lock)", edit_areas[i].unsaved ? "unsaved edits" :
		    "saved");
		n++;
	}
	if (n == 0)
		char_printf(ch, "No area is being edited.\n");
}

int
edit_lock_release(struct character *ch, struct area *a)
{
	struct edit_area	*e = edit_state(a);

	if (e == NULL || edit_holder(e) == NULL)
		return (0);
	if (e->holder != ch->id && ch->pd.role < ROLE_ADMIN)
		return (-1);
	e->holder = 0;
	return (1);
}

void
edit_shutdown(void)
{
	struct area	*a;
	char		*report, *path, *cause = NULL;
	size_t		 i;

	for (i = 0; i < edit_nareas; i++) {
		if (!edit_areas[i].unsaved)
			continue;
		a = edit_areas[i].area;
		if (edit_save(a, 0, &report) == 0) {
			log_info("shutdown: %s", report);
			free(report);
			continue;
		}
		log_warnx("shutdown: %s", report);
		free(report);
		/* Never lost: the game's version goes beside the file. */
		xasprintf(&path, "%s.unsaved", a->def->file);
		if (area_save(a->def, path, &cause) == 0)
			log_warnx("shutdown: the edits made in the game are in "
			    "%s", path);
		else {
			log_warnx("shutdown: %s", cause);
			free(cause);
			cause = NULL;
		}
		free(path);
	}
}
