/*
 * cmd-whois.c: who a player is, in the game or not: what anyone may know
 * (name, title, level, class, race, role, and with finger when they last
 * came), read from the store for one who is not playing. Never the
 * password's hash, the room, the purse or the address.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "commands.h"
#include "date.h"
#include "find.h"
#include "game.h"
#include "player.h"
#include "text.h"

/* Show a player to ch; finger adds the times. */
static void
whois_show(struct character *ch, char *arg, int finger)
{
	const struct player_data	*pd;
	struct player_data		 tmp;
	struct character		*online;
	const char			*role;
	char				*name, *safe, date[64];

	name = text_first_word(&arg);
	if (*name == '\0') {
		char_printf(ch, "%s whom?\n", finger ? "Finger" : "Whois");
		return;
	}
	player_data_init(&tmp);
	if ((pd = find_player(ch, name, &tmp, &online)) == NULL)
		goto done;
	role = pd->role == ROLE_OWNER ? ", an owner" :
	    pd->role == ROLE_ADMIN ? ", an admin" :
	    pd->role == ROLE_BUILDER ? ", a builder" : "";
	/* A title was made safe to show when it was set. */
	char_printf(ch, "%s%s%s\n", pd->name, *pd->title != '\0' ? " " : "",
	    pd->title);
	char_printf(ch, "  Level %d %s %s%s.\n", pd->level, pd->race,
	    pd->class_name, role);
	if (online == NULL)
		char_printf(ch, "  Not in the game.\n");
	else if (online->afk != NULL) {
		safe = colour_escape(online->afk);
		char_printf(ch, "  In the game, away from the keyboard%s%s.\n",
		    *safe != '\0' ? ": " : "", safe);
		free(safe);
	} else
		char_printf(ch, "  In the game%s.\n", online->linkdead ?
		    ", but has lost the link" : "");
	if (finger) {
		date_text(pd->last_login, date, sizeof date);
		char_printf(ch, "  %s: %s.\n", online != NULL ?
		    "In the game since" : "Last came into the game", date);
		date_text(pd->created, date, sizeof date);
		char_printf(ch, "  Created: %s.\n", date);
	}
done:
	player_data_clear(&tmp);
}

/* whois <player>: who a player is, playing or not. */
void
cmd_whois(struct character *ch, char *arg)
{
	whois_show(ch, arg, 0);
}

/* finger <player>: whois, and when the player last came into the game. */
void
cmd_finger(struct character *ch, char *arg)
{
	whois_show(ch, arg, 1);
}
