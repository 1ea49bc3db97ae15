/* cmd-build.c: commands for builders: reloading areas, getting about. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "commands.h"
#include "descriptor.h"
#include "edit.h"
#include "find.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "look.h"
#include "mod.h"
#include "player.h"
#include "room.h"
#include "save.h"
#include "staff.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

/*
 * areload <area>|all [force]: re-read area files; errors leave the world
 * as it is, and so do edits made in the game and not saved yet, unless
 * forced (they would be lost).
 */
void
cmd_areload(struct character *ch, char *arg)
{
	struct area	*a;
	char		*which, *w, *report = NULL, *all = NULL, *tmp;
	int		 rc, force = 0;

	which = text_first_word(&arg);
	w = text_first_word(&arg);
	if (strcmp(w, "force") == 0)
		force = 1;
	if (*which == '\0' || (*w != '\0' && !force)) {
		char_printf(ch, "Reload which area? 'areload <name> [force]' or "
		    "'areload all [force]'; 'areas' lists them.\n");
		return;
	}
	TAILQ_FOREACH(a, &world_areas, entry) {
		if (strcasecmp(which, "all") != 0 &&
		    a != world_find_area(which))
			continue;
		if (edit_reload_ok(ch, a, force, &report) != 0) {
			xasprintf(&tmp, "%s%s", all != NULL ? all : "", report);
			free(all);
			free(report);
			all = tmp;
		}
	}
	if (all != NULL) {
		char_printf(ch, "%sNothing was reloaded.\n", all);
		mod_audit_refused("%s", all);
		log_info("%s: areload %s%s: refused (unsaved edits)",
		    ch->pd.name, which, force ? " force" : "");
		free(all);
		return;
	}
	rc = world_reload(which, &report);
	char_printf(ch, "%s", report);
	if (rc != 0)
		mod_audit_refused("%s", report);
	log_info("%s: areload %s%s: %s", ch->pd.name, which,
	    force ? " force" : "", rc == 0 ? "done" : "refused");
	free(report);
}

/* areas: the areas of the world. */
void
cmd_areas(struct character *ch, char *arg)
{
	struct area	*a;
	char		 levels[16];
	int		 lo, hi;

	if (ch->pd.role >= ROLE_BUILDER)
		char_printf(ch, "%-38s %-7s %-13s %s\n", "Area", "Levels",
		    "Vnums", "File");
	else
		char_printf(ch, "%-38s %-7s %s\n", "Area", "Levels",
		    "Built by");
	TAILQ_FOREACH(a, &world_areas, entry) {
		if (!world_fight_levels(a->def, &lo, &hi))
			snprintf(levels, sizeof levels, "-");
		else if (lo == hi)
			snprintf(levels, sizeof levels, "%d", lo);
		else
			snprintf(levels, sizeof levels, "%d-%d", lo, hi);
		if (ch->pd.role >= ROLE_BUILDER)
			char_printf(ch, "%-38.38s %-7s %5d-%-7d %s\n",
			    a->def->name, levels, a->def->min_vnum,
			    a->def->max_vnum, a->def->file);
		else
			char_printf(ch, "%-38.38s %-7s %s\n", a->def->name,
			    levels, a->def->builders != NULL ?
			    a->def->builders : "");
	}
	if (ch->pd.role < ROLE_BUILDER)
		char_printf(ch, "The levels are those of what may be fought "
		    "there; 'help <area>' tells more.\n");
}

/* goto <vnum>: step into any room. */
void
cmd_goto(struct character *ch, char *arg)
{
	struct room	*to;
	char		*line;

	if (*arg == '\0' || (to = room_find(atoi(arg))) == NULL) {
		char_printf(ch, "No room has that number.\n");
		return;
	}
	line = cmd_staff_poof_line(ch, 0);
	char_room_printf_if(ch, mod_hears, NULL, "%s\n", line);
	free(line);
	game_place_char(ch, to);
	line = cmd_staff_poof_line(ch, 1);
	char_room_printf_if(ch, mod_hears, NULL, "%s\n", line);
	free(line);
	look_auto(ch);
	(void)game_entered(ch);		/* the room first, then greetings */
}

/*
 * promote <player> player|builder|admin: give a player of a lower rank
 * a rank lower than one's own, in the game or not (its record is changed
 * then, and it has the role when it comes in). An owner is made from the
 * command line only (mud --role), and nobody here demotes one.
 */
void
cmd_promote(struct character *ch, char *arg)
{
	const struct player_data *found;
	struct player_data	 tmp;
	struct character	*victim;
	const char		*why;
	char			*name, *cause = NULL;
	int			 role, was;

	name = text_first_word(&arg);
	if (*name == '\0' || (role = staff_role_parse(arg)) < 0) {
		char_printf(ch, "Usage: promote <player> player|builder|"
		    "admin\n");
		return;
	}
	player_data_init(&tmp);
	if ((found = find_player(ch, name, &tmp, &victim)) == NULL)
		goto done;
	was = found->role;
	if ((why = staff_grant_refused(ch, was, role, victim == ch)) != NULL) {
		char_printf(ch, "%s\n", why);
		goto done;
	}
	if (was == role) {
		char_printf(ch, "%s is %s already.\n", found->name,
		    staff_role_article(role));
		goto done;
	}
	if (victim == NULL) {
		/* Not in the game: its record. */
		tmp.role = role;
		if (role == ROLE_PLAYER)
			tmp.wizinvis = 0;
		if (save_offline_player(game_store, &tmp, &cause) != 0) {
			log_warnx("promote %s: %s", tmp.name, cause);
			free(cause);
			char_printf(ch, "The records cannot be written just "
			    "now; nothing changed.\n");
			goto done;
		}
		char_printf(ch, "%s is now %s (not in the game: it is "
		    "saved; they were %s).\n", tmp.name,
		    staff_role_article(role), staff_role_article(was));
		staff_role_changed(ch->pd.name, tmp.name, was, role);
		goto done;
	}
	char_set_role(victim, role);
	if (role == ROLE_PLAYER)
		mod_set_wizinvis(victim, 0);
	if (char_save(victim) != 0) {
		char_set_role(victim, was);
		char_printf(ch, "The records cannot be written just now; "
		    "nothing changed.\n");
		goto done;
	}
	char_printf(ch, "%s is now %s.\n", victim->pd.name,
	    staff_role_article(role));
	char_printf(victim, "%s made you %s.\n", ch->pd.name,
	    staff_role_article(role));
	staff_role_changed(ch->pd.name, victim->pd.name, was, role);
done:
	player_data_clear(&tmp);
}
