/*
 * cmd-rom.c: small commands ROM players type by habit: report, visible,
 * count and commands.
 */
#include <stdio.h>

#include "act.h"
#include "census.h"
#include "character.h"
#include "commands.h"
#include "interp.h"
#include "player.h"
#include "visible.h"

/* report: say aloud how ch stands, as a group asks of its members. */
void
cmd_report(struct character *ch, char *arg)
{
	char	line[256];

	(void)snprintf(line, sizeof line, "I have %d/%d hit points, %d/%d "
	    "mana and %d/%d movement, and %lld experience.", ch->pd.hit,
	    ch->pd.max_hit, ch->pd.mana, ch->pd.max_mana, ch->pd.move,
	    ch->pd.max_move, ch->pd.exp);
	cmd_say(ch, line);
}

/* visible: stop being invisible, hidden or sneaking. */
void
cmd_visible(struct character *ch, char *arg)
{
	(void)visible_become(ch);
}

/* count: how many players ch can see in the game. */
void
cmd_count_players(struct character *ch, char *arg)
{
	int	most, n = census_count(ch, &most);

	char_printf(ch, "%d player%s in the game that you can see; the most "
	    "since the last boot was %d.\n", n, n == 1 ? " is" : "s are",
	    most);
}

/* commands: every command ch may type, in table order, in columns. */
void
cmd_commands(struct character *ch, char *arg)
{
	unsigned int	i, col = 0;

	for (i = 0; i < cmd_count; i++) {
		if (cmd_table[i].min_role > ch->pd.role)
			continue;
		char_printf(ch, "%-13s%s", cmd_table[i].name,
		    ++col % 6 == 0 ? "\n" : "");
	}
	if (col % 6 != 0)
		char_printf(ch, "\n");
	char_printf(ch, "'socials' lists the socials; 'help <command>' "
	    "tells what each does.\n");
}
