/*
 * cmd-olcarea.c: builders' commands about whole areas and looking things
 * up: asave, alock, aassign and aunassign, rstat, mstat, ostat and vnum.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "commands.h"
#include "config.h"
#include "edit.h"
#include "game.h"
#include "log.h"
#include "mod.h"
#include "object.h"
#include "olc.h"
#include "player.h"
#include "room.h"
#include "store.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

#define VNUM_SHOWN	50	/* matches 'vnum' lists */
#define ASSIGN_SHOWN	100	/* areas 'aassign <builder>' lists */

/* Say the report of saving a; log it. */
static int
olcarea_save_one(struct character *ch, struct area *a, int force)
{
	char	*report;
	int	 rc;

	rc = edit_save(a, force, &report);
	char_printf(ch, "%s", report);
	if (rc != 0)
		mod_audit_refused("%s", report);
	/* A failure is the admin's business: a warning, with why. */
	if (rc == 0)
		log_info("%s: asave %s: saved", ch->pd.name, a->def->file);
	else
		log_warnx("%s: asave %s: %s: %.*s", ch->pd.name, a->def->file,
		    rc == 1 ? "refused (changed on disk)" : "failed",
		    (int)strcspn(report, "\n"), report);
	free(report);
	return (rc);
}

/* asave [<area>|changed|all] [force] */
void
cmd_asave(struct character *ch, char *arg)
{
	struct area	*a;
	char		*which, *w;
	int		 force = 0, n = 0;

	which = text_first_word(&arg);
	w = text_first_word(&arg);
	if (strcmp(which, "force") == 0) {
		which = (char *)"changed";
		force = 1;
	} else if (strcmp(w, "force") == 0)
		force = 1;
	else if (*w != '\0') {
		char_printf(ch, "Usage: asave [<area>|changed|all] [force]\n");
		return;
	}
	if (*which == '\0')
		which = (char *)"changed";
	if (strcmp(which, "changed") == 0 || strcmp(which, "all") == 0) {
		TAILQ_FOREACH(a, &world_areas, entry) {
			if (*which == 'c' && !edit_unsaved(a))
				continue;
			if (ch->pd.role < ROLE_ADMIN && *which == 'a' &&
			    !edit_unsaved(a))
				continue;
			if (force && edit_allowed(ch, a) != 0)
				continue;
			olcarea_save_one(ch, a, force);
			n++;
		}
		if (n == 0)
			char_printf(ch, "No area has edits to save.\n");
		return;
	}
	if ((a = world_find_area(which)) == NULL) {
		char_printf(ch, "There is no area '%s'. 'areas' lists them.\n",
		    which);
		return;
	}
	if (force && edit_allowed(ch, a) != 0)
		return;
	olcarea_save_one(ch, a, force);
}

/* alock: the areas being edited; alock release [<area>]: let one go. */
void
cmd_alock(struct character *ch, char *arg)
{
	struct area	*a;
	char		*w = text_first_word(&arg), name[64];
	int		 rc;

	if (*w == '\0') {
		edit_locks_show(ch);
		return;
	}
	if (strcmp(w, "release") != 0) {
		char_printf(ch, "Usage: alock [release [<area>]]\n");
		return;
	}
	w = text_first_word(&arg);
	if (*w == '\0') {
		edit_release(ch);
		char_printf(ch, "You hold no edit lock now.\n");
		return;
	}
	if ((a = world_find_area(w)) == NULL) {
		char_printf(ch, "There is no area '%s'.\n", w);
		return;
	}
	rc = edit_lock_release(ch, a);
	edit_area_name(a, name, sizeof name);
	if (rc < 0)
		char_printf(ch, "Only its holder or an admin may release the "
		    "lock on %s.\n", name);
	else if (rc == 0)
		char_printf(ch, "Nobody holds the lock on %s.\n", name);
	else
		char_printf(ch, "The lock on %s is released.\n", name);
}

/* The area a builder's word names, or NULL (told). */
static struct area *
olcarea_find(struct character *ch, const char *word)
{
	struct area	*a;

	if ((a = world_find_area(word)) == NULL)
		char_printf(ch, "There is no area '%s'. 'areas' lists them.\n",
		    word);
	return (a);
}

/* aassign <builder> [<area>]: give a builder an area, or list theirs. */
void
cmd_aassign(struct character *ch, char *arg)
{
	struct area	*a;
	char		*who = text_first_word(&arg), *w = text_first_word(&arg);
	char		**areas, name[64], *cause = NULL;
	size_t		 n, i;
	int		 rc;

	if (*who == '\0') {
		char_printf(ch, "Usage: aassign <builder> [<area>]\n");
		return;
	}
	if (*w == '\0') {
		if (store_area_list(game_store, who, &areas, &n, ASSIGN_SHOWN,
		    &cause) != 0) {
			char_printf(ch, "The areas could not be read.\n");
			log_warnx("%s", cause);
			free(cause);
			return;
		}
		char_printf(ch, "%s may edit%s", who, n == 0 ?
		    " no area (admins edit anywhere).\n" : ":");
		for (i = 0; i < n; i++) {
			char_printf(ch, " %s", areas[i]);
			free(areas[i]);
		}
		if (n > 0)
			char_printf(ch, "\n");
		free(areas);
		return;
	}
	if ((a = olcarea_find(ch, w)) == NULL)
		return;
	edit_area_name(a, name, sizeof name);
	if (store_area_assigned(game_store, who, name, NULL) == 1) {
		char_printf(ch, "%s may edit %s already.\n", who, name);
		return;
	}
	if ((rc = store_area_assign(game_store, who, name, &cause)) < 0) {
		char_printf(ch, "The assignment could not be saved.\n");
		log_warnx("%s", cause);
		free(cause);
		return;
	}
	if (rc == 0) {
		char_printf(ch, "There is no player named '%s'.\n", who);
		return;
	}
	char_printf(ch, "%s may now edit %s.\n", who, name);
	log_info("%s assigned %s to %s", ch->pd.name, name, who);
}

/* aunassign <builder> <area> */
void
cmd_aunassign(struct character *ch, char *arg)
{
	struct area	*a;
	char		*who = text_first_word(&arg), *w = text_first_word(&arg);
	char		 name[64], *cause = NULL;
	int		 rc;

	if (*who == '\0' || *w == '\0') {
		char_printf(ch, "Usage: aunassign <builder> <area>\n");
		return;
	}
	if ((a = olcarea_find(ch, w)) == NULL)
		return;
	edit_area_name(a, name, sizeof name);
	if ((rc = store_area_unassign(game_store, who, name, &cause)) < 0) {
		char_printf(ch, "The change could not be saved.\n");
		log_warnx("%s", cause);
		free(cause);
		return;
	}
	if (rc == 0)
		char_printf(ch, "%s was not assigned to %s.\n", who, name);
	else {
		char_printf(ch, "%s may no longer edit %s.\n", who, name);
		log_info("%s unassigned %s from %s", ch->pd.name, name, who);
	}
}

/* Show a prototype's block, escaped. */
static int
olcarea_block(struct character *ch, enum olc_kind kind, int vnum)
{
	struct area	*a = edit_area_of(vnum);
	char		*text, *safe, name[64];

	if (a == NULL || (text = olc_block_text(a->def, kind, vnum)) == NULL) {
		char_printf(ch, "There is no %s %d.\n", olc_kind_word(kind),
		    vnum);
		return (-1);
	}
	safe = colour_escape(text);
	char_printf(ch, "In %s (%s)%s:\n%s", edit_area_name(a, name,
	    sizeof name), a->def->file, edit_unsaved(a) ?
	    ", with edits not saved yet" : "", safe);
	free(safe);
	free(text);
	return (0);
}

/* rstat [<vnum>]: a room as its file has it, and what is in it now. */
void
cmd_rstat(struct character *ch, char *arg)
{
	struct room		*room = ch->room;
	struct character	*p;
	struct object		*obj;
	int			 d, n = 0, parts = 0;

	if (*arg != '\0' && (room = room_find(atoi(arg))) == NULL) {
		char_printf(ch, "There is no room %s.\n", arg);
		return;
	}
	if (room == NULL || olcarea_block(ch, OLC_ROOM, room->vnum) != 0)
		return;
	/* What is so now, the parts between semicolons. */
	char_printf(ch, "Now:");
	for (d = 0; d < DIR__COUNT; d++) {
		if (room_exit_now(room, d)->flags & EXIT_DOOR)
			char_printf(ch, "%s door %s %s%s", parts++ > 0 ? ";" :
			    "", dir_name(d), room->door[d] & EXIT_CLOSED ?
			    "closed" : "open", room->door[d] & EXIT_LOCKED ?
			    " locked" : "");
	}
	/* Exits a script changed (DG's %door%): the file has them not. */
	for (d = 0; room->exits != NULL && d < DIR__COUNT; d++) {
		if (room->exits[d].to_vnum == room->def->exits[d].to_vnum)
			continue;
		if (room->exits[d].to_vnum < 0)
			char_printf(ch, "%s exit %s taken away by a script",
			    parts++ > 0 ? ";" : "", dir_name(d));
		else
			char_printf(ch, "%s exit %s to %d by a script",
			    parts++ > 0 ? ";" : "", dir_name(d),
			    room->exits[d].to_vnum);
	}
	TAILQ_FOREACH(p, &room->people, room_entry) {
		char_printf(ch, "%s %s", n++ > 0 ? "," : parts++ > 0 ?
		    "; people:" : " people:", char_name(p));
	}
	n = 0;
	TAILQ_FOREACH(obj, &room->contents, place)
		char_printf(ch, "%s %s", n++ > 0 ? "," : parts++ > 0 ?
		    "; things:" : " things:", obj->short_desc);
	char_printf(ch, "%s\n", parts == 0 ? " nobody and nothing" : "");
}

/* mstat <vnum>: a mobile's prototype and how many are in the game. */
void
cmd_mstat(struct character *ch, char *arg)
{
	struct character	*p;
	int			 vnum = atoi(arg), n = 0;

	if (vnum <= 0) {
		char_printf(ch, "Usage: mstat <vnum>\n");
		return;
	}
	if (olcarea_block(ch, OLC_MOB, vnum) != 0)
		return;
	TAILQ_FOREACH(p, &char_list, entry) {
		if (p->mob != NULL && p->mob->vnum == vnum && !p->extracted)
			n++;
	}
	char_printf(ch, "In the game now: %d.\n", n);
}

/* ostat <vnum>: an object's prototype and how many are in the game. */
void
cmd_ostat(struct character *ch, char *arg)
{
	struct object	*obj;
	int		 vnum = atoi(arg), n = 0;

	if (vnum <= 0) {
		char_printf(ch, "Usage: ostat <vnum>\n");
		return;
	}
	if (olcarea_block(ch, OLC_OBJ, vnum) != 0)
		return;
	TAILQ_FOREACH(obj, &object_all, all_entry) {
		if (obj->vnum == vnum)
			n++;
	}
	char_printf(ch, "In the game now: %d.\n", n);
}

/* Does a room's name hold word (any case)? */
static int
olcarea_name_has(const char *name, const char *word)
{
	return (name != NULL && strcasestr(name, word) != NULL);
}

/* vnum mob|obj|room <word>: the prototypes and rooms a word finds. */
void
cmd_vnum(struct character *ch, char *arg)
{
	struct area	*a;
	const char	*kind = text_first_word(&arg), *name, *word;
	size_t		 i;
	int		 n = 0, k;

	while (*arg == ' ')
		arg++;
	word = arg;
	if (text_prefix(kind, "mobile"))
		k = OLC_MOB;
	else if (text_prefix(kind, "object"))
		k = OLC_OBJ;
	else if (text_prefix(kind, "room"))
		k = OLC_ROOM;
	else
		k = -1;
	if (k < 0 || *word == '\0') {
		char_printf(ch, "Usage: vnum mob|obj|room <word>\n");
		return;
	}
	TAILQ_FOREACH(a, &world_areas, entry) {
		size_t	m = k == OLC_MOB ? a->def->nmobs : k == OLC_OBJ ?
			    a->def->nobjs : a->def->nrooms;

		for (i = 0; i < m; i++) {
			int	v, hit;

			if (k == OLC_MOB) {
				v = a->def->mobs[i].vnum;
				name = a->def->mobs[i].short_desc;
				hit = text_keyword_match(a->def->mobs[i].keywords,
				    word) || olcarea_name_has(name, word);
			} else if (k == OLC_OBJ) {
				v = a->def->objs[i].vnum;
				name = a->def->objs[i].short_desc;
				hit = text_keyword_match(a->def->objs[i].keywords,
				    word) || olcarea_name_has(name, word);
			} else {
				v = a->def->rooms[i].vnum;
				name = a->def->rooms[i].name;
				hit = olcarea_name_has(name, word);
			}
			if (!hit)
				continue;
			if (n++ < VNUM_SHOWN) {
				char	*safe = colour_escape(name);

				char_printf(ch, "%7d  %s\n", v, safe);
				free(safe);
			}
		}
	}
	if (n == 0)
		char_printf(ch, "Nothing matches '%s'.\n", word);
	else if (n > VNUM_SHOWN)
		char_printf(ch, "... and %d more; say more of it.\n",
		    n - VNUM_SHOWN);
}

/* zreset [<area>]: an area resets now (the one you stand in by default). */
void
cmd_zreset(struct character *ch, char *arg)
{
	struct area	*a;
	char		*w = text_first_word(&arg), name[64];

	if (*w != '\0')
		a = olcarea_find(ch, w);
	else if ((a = ch->room != NULL ? ch->room->area : NULL) == NULL)
		char_printf(ch, "Usage: zreset [<area>]\n");
	if (a == NULL || edit_allowed(ch, a) != 0)
		return;
	game_area_reset_now(a);
	edit_area_name(a, name, sizeof name);
	log_info("%s reset %s", ch->pd.name, name);
	char_printf(ch, "Reset %s now: its resets ran; the next in %lld "
	    "seconds.\n", name, a->def->reset_interval > 0 ?
	    (long long)a->def->reset_interval : conf_int(CFG_AREA_RESET));
}

/*
 * acreate <name> <first vnum> <last vnum> [<title>]: a new area, its file
 * <name>.are written and listed in area.lst, live at once.
 */
void
cmd_acreate(struct character *ch, char *arg)
{
	struct area	*a;
	char		*name, *minw, *maxw, *cause = NULL;
	int		 min, max;

	name = text_first_word(&arg);
	minw = text_first_word(&arg);
	maxw = text_first_word(&arg);
	while (*arg == ' ')
		arg++;
	if (*name == '\0' || *minw == '\0' || *maxw == '\0') {
		char_printf(ch, "Usage: acreate <name> <first vnum> <last "
		    "vnum> [<title>]\n");
		return;
	}
	min = atoi(minw);
	max = atoi(maxw);
	if (world_area_create(name, *arg != '\0' ? arg : name, ch->pd.name,
	    min, max, &a, &cause) != 0) {
		mod_audit_refused("acreate %s: %s", name, cause);
		char_printf(ch, "%s", cause);
		free(cause);
		return;
	}
	log_info("%s made area %s (%s), vnums %d to %d", ch->pd.name, name,
	    a->def->file, min, max);
	char_printf(ch, "Made area %s: %s, vnums %d to %d, in the list and "
	    "live. 'redit create %d' makes its first room; 'aassign "
	    "<builder> %s' lets a builder edit it.\n", name, a->def->file,
	    min, max, min, name);
}
