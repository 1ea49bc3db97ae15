/* cmd-comm.c: talking to other players. */
#include <stdio.h>
#include <string.h>

#include "character.h"
#include "commands.h"
#include "descriptor.h"
#include "colour.h"
#include "protocol.h"
#include <stdlib.h>
#include "room.h"
#include "store.h"

/* say <message>: to everyone in the room. */
void
cmd_say(struct character *ch, char *arg)
{
	if (*arg == '\0') {
		char_printf(ch, "Say what?\n");
		return;
	}
	struct character	*p;
	char			*safe;

	/* What players type is shown as typed: no colour markup. */
	safe = colour_escape(arg);
	char_printf(ch, "You say '{y%s{x'\n", safe);
	char_room_printf(ch, "%s says '{y%s{x'\n", char_name(ch), safe);
	free(safe);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p->desc != NULL)
			proto_gmcp_channel(p->desc, "say", char_name(ch), arg);
	}
}

/* who: the players in the game. */
void
cmd_who(struct character *ch, char *arg)
{
	struct character	*p;
	int			 n = 0;
	const char		*tag;

	char_printf(ch, "Players in the game\n-------------------\n");
	TAILQ_FOREACH(p, &char_list, entry) {
		if (char_is_npc(p))
			continue;
		tag = p->pd.role == ROLE_ADMIN ? "Admin" :
		    p->pd.role == ROLE_BUILDER ? "Build" : "";
		char_printf(ch, "[%3d %-7s %5s] %s%s%s%s\n", p->pd.level,
		    p->pd.class_name, tag, p->pd.name, *p->pd.title ? " " : "",
		    p->pd.title, p->linkdead ? " (link-dead)" : "");
		n++;
	}
	char_printf(ch, "\n%d player%s.\n", n, n == 1 ? "" : "s");
}
