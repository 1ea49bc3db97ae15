/*
 * cmd-remark.c: 'typo', 'bug' and 'idea': players report to the staff,
 * staff list and clear the reports (game/remark.c).
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "commands.h"
#include "player.h"
#include "remark.h"
#include "text.h"

/* <kind> <text> | <kind> list | <kind> remove <id> (the last two staff). */
static void
cmd_remark(struct character *ch, enum remark_kind kind, char *arg)
{
	char		*rest = arg, *word = text_first_word(&rest), *end;
	long long	 id;

	if (ch->pd.role >= ROLE_BUILDER && strcasecmp(word, "list") == 0 &&
	    *rest == '\0') {
		remark_list(ch, kind);
		return;
	}
	if (ch->pd.role >= ROLE_ADMIN && strcasecmp(word, "remove") == 0) {
		id = strtoll(rest, &end, 10);
		if (*rest == '\0' || *end != '\0' || id < 1)
			char_printf(ch, "Usage: %s remove <id>\n",
			    remark_name(kind));
		else
			remark_remove(ch, id);
		return;
	}
	if (word + strlen(word) < rest)
		word[strlen(word)] = ' ';	/* the text as typed */
	(void)remark_file(ch, kind, word);
}

void
cmd_typo(struct character *ch, char *arg)
{
	cmd_remark(ch, REMARK_TYPO, arg);
}

void
cmd_bug(struct character *ch, char *arg)
{
	cmd_remark(ch, REMARK_BUG, arg);
}

void
cmd_idea(struct character *ch, char *arg)
{
	cmd_remark(ch, REMARK_IDEA, arg);
}
