/*
 * cmd-rom.c: small commands ROM players type by habit: report, visible,
 * count, commands, and the server's texts (credits, rules, motd,
 * wizlist).
 */
#include <stdio.h>
#include <stdlib.h>

#include "act.h"
#include "census.h"
#include "character.h"
#include "commands.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "login.h"
#include "player.h"
#include "staff.h"
#include "store.h"
#include "text.h"
#include "visible.h"
#include "xmalloc.h"

/* The most staff 'wizlist' names. */
#define CMD_ROM_WIZLIST_MAX	100

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

/* credits: who made the game; its help entry is the text. */
void
cmd_credits(struct character *ch, char *arg)
{
	char	topic[] = "credits";

	cmd_help(ch, topic);
}

/* rules: how to behave here; its help entry is the text. */
void
cmd_rules(struct character *ch, char *arg)
{
	char	topic[] = "rules";

	cmd_help(ch, topic);
}

/* motd: the message of the day again (server.motd). */
void
cmd_motd(struct character *ch, char *arg)
{
	char	buf[4096];

	if (login_motd_read(buf, sizeof buf) == 0) {
		char_printf(ch, "There is no message of the day.\n");
		return;
	}
	char_printf(ch, "%s\n", buf);
}

/* wizlist: the staff, from the store, the highest role first. */
void
cmd_wizlist(struct character *ch, char *arg)
{
	struct store_staff	*rows;
	size_t			 i, n;
	int			 role = -1;
	char			*cause = NULL;

	if (game_store == NULL) {
		char_printf(ch, "The staff list cannot be read now.\n");
		return;
	}
	rows = xreallocarray(NULL, CMD_ROM_WIZLIST_MAX, sizeof *rows);
	if (store_staff_list(game_store, ROLE_BUILDER, rows,
	    CMD_ROM_WIZLIST_MAX, &n, &cause) != 0) {
		log_warnx("wizlist: %s", cause);
		free(cause);
		free(rows);
		char_printf(ch, "The staff list cannot be read now.\n");
		return;
	}
	char_printf(ch, "The staff who keep this world:\n");
	for (i = 0; i < n; i++) {
		if (rows[i].role != role) {
			role = rows[i].role;
			char_printf(ch, "{c%s:{x\n",
			    text_cap(staff_role_name(role)));
		}
		char_printf(ch, "  %s\n", rows[i].name);
	}
	if (n == 0)
		char_printf(ch, "  (none yet)\n");
	free(rows);
}
