/* cmd-start.c: a beginner's commands (game/start.h holds the rules). */
#include "act.h"
#include "character.h"
#include "commands.h"
#include "start.h"

/* outfit: the guild's kit, for each place nothing is worn. */
void
cmd_outfit(struct character *ch, char *arg)
{
	(void)arg;
	if (start_outfit(ch) == 0)
		char_printf(ch, "You lack nothing the guild hands out.\n");
}
