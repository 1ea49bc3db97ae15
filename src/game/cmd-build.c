/* cmd-build.c: commands for builders: reloading areas, getting about. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "commands.h"
#include "descriptor.h"
#include "edit.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "player.h"
#include "room.h"
#include "save.h"
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
		if (edit_reload_ok(a, force, &report) != 0) {
			xasprintf(&tmp, "%s%s", all != NULL ? all : "", report);
			free(all);
			free(report);
			all = tmp;
		}
	}
	if (all != NULL) {
		char_printf(ch, "%sNothing was reloaded.\n", all);
		log_info("%s: areload %s: refused (unsaved edits)", ch->pd.name,
		    which);
		free(all);
		return;
	}
	rc = world_reload(which, &report);
	char_printf(ch, "%s", report);
	log_info("%s: areload %s%s: %s", ch->pd.name, which,
	    force ? " force" : "", rc == 0 ? "done" : "refused");
	free(report);
}

/* areas: the areas of the world. */
void
cmd_areas(struct character *ch, char *arg)
{
	struct area	*a;

	char_printf(ch, "%-28s %-13s %s\n", "Area", "Vnums", "File");
	TAILQ_FOREACH(a, &world_areas, entry)
		char_printf(ch, "%-28s %5d-%-7d %s\n", a->def->name,
		    a->def->min_vnum, a->def->max_vnum, a->def->file);
}

/* goto <vnum>: step into any room. */
void
cmd_goto(struct character *ch, char *arg)
{
	struct room	*to;

	if (*arg == '\0' || (to = room_find(atoi(arg))) == NULL) {
		char_printf(ch, "No room has that number.\n");
		return;
	}
	char_room_printf(ch, "%s vanishes in a swirl of smoke.\n",
	    char_name(ch));
	game_move_char(ch, to);
	char_room_printf(ch, "%s appears in a swirl of smoke.\n",
	    char_name(ch));
	cmd_look_auto(ch);
}

/* promote <player> player|builder|admin */
void
cmd_promote(struct character *ch, char *arg)
{
	static const char	*roles[] = { "player", "builder", "admin" };
	struct character	*victim;
	char			*name;
	int			 role;

	name = text_first_word(&arg);
	for (role = 0; role < 3; role++) {
		if (*arg != '\0' && text_prefix(arg, roles[role]))
			break;
	}
	if (*name == '\0' || role == 3) {
		char_printf(ch, "Usage: promote <player> player|builder|"
		    "admin\n");
		return;
	}
	if ((victim = char_find_player(name)) == NULL) {
		char_printf(ch, "No player of that name is in the game.\n");
		return;
	}
	victim->pd.role = role;
	if (char_save(victim) != 0)
		return;
	char_printf(ch, "%s is now %s %s.\n", victim->pd.name,
	    role == ROLE_ADMIN ? "an" : "a", roles[role]);
	if (victim != ch)
		char_printf(victim, "%s made you %s %s.\n", ch->pd.name,
		    role == ROLE_ADMIN ? "an" : "a", roles[role]);
	log_info("%s made %s %s", ch->pd.name, victim->pd.name, roles[role]);
}
