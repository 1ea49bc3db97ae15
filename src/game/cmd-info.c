/* cmd-info.c: looking at the world, help and the score sheet. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "character.h"
#include "commands.h"
#include "interp.h"
#include "room.h"
#include "store.h"
#include "text.h"

/* look: the room, and who is in it. */
void
cmd_look(struct character *ch, char *arg)
{
	struct character	*p;

	if (ch->room == NULL) {
		char_printf(ch, "You are nowhere at all.\n");
		return;
	}
	char_printf(ch, "%s\n%s", ch->room->name, ch->room->description);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p == ch)
			continue;
		char_printf(ch, "%s%s%s is here%s.\n", p->pd.name,
		    *p->pd.title ? " " : "", p->pd.title,
		    p->linkdead ? ", staring blankly (link-dead)" : "");
	}
}

/* help [command]: the list of commands, or one explained. */
void
cmd_help(struct character *ch, char *arg)
{
	const struct cmd_entry	*c;
	unsigned int		 i, col = 0;

	if (*arg != '\0') {
		if ((c = interp_find(ch, arg)) == NULL) {
			char_printf(ch, "There is no help on '%s'.\n", arg);
			return;
		}
		char_printf(ch, "Usage: %s\n%s\n", c->usage, c->help);
		return;
	}
	char_printf(ch, "Commands (type 'help <command>' for more):\n");
	for (i = 0; i < cmd_count; i++) {
		c = &cmd_table[i];
		if (ch->pd.role < c->min_role)
			continue;
		char_printf(ch, "  %-12s", c->name);
		if (++col % 5 == 0)
			char_printf(ch, "\n");
	}
	if (col % 5 != 0)
		char_printf(ch, "\n");
}

/* score: the character's sheet. */
void
cmd_score(struct character *ch, char *arg)
{
	static const char	*roles[] = { "player", "builder", "admin" };
	char			 created[32];
	long long		 played;
	struct tm		 tm;

	played = ch->pd.played + (long long)(time(NULL) - ch->login_time);
	localtime_r(&ch->pd.created, &tm);
	strftime(created, sizeof created, "%Y-%m-%d", &tm);
	char_printf(ch, "You are %s%s%s, a level %d %s (%s).\n", ch->pd.name,
	    *ch->pd.title ? " " : "", ch->pd.title, ch->pd.level,
	    ch->pd.class_name, roles[ch->pd.role >= 0 && ch->pd.role <= 2 ?
	    ch->pd.role : 0]);
	char_printf(ch, "Experience: %lld. Created %s; played %lld hours "
	    "%lld minutes.\n", ch->pd.exp, created, played / 3600,
	    (played / 60) % 60);
}
