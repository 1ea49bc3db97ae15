/* cmd-alias.c: alias and unalias, a player's own words for commands. */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "alias.h"
#include "character.h"
#include "colour.h"
#include "commands.h"
#include "save.h"
#include "text.h"

/* Show one alias, its text as typed (markup and all). */
static void
cmd_alias_show(struct character *ch, const struct player_alias *a)
{
	char	*name = colour_escape(a->name), *text = colour_escape(a->text);

	char_printf(ch, "  %-12s %s\n", name, text);
	free(name);
	free(text);
}

/*
 * alias [name [commands]]: list the aliases, show one, or set one. A
 * change is saved at once, with the rest of the character.
 */
void
cmd_alias(struct character *ch, char *arg)
{
	const struct player_alias	*a;
	char				*name, *why, *safe;
	int				 i, rc;

	if (*arg == '\0') {
		if (ch->pd.naliases == 0) {
			char_printf(ch, "You have no aliases. 'alias <name> "
			    "<commands>' makes one; 'help alias' says how.\n");
			return;
		}
		char_printf(ch, "Your aliases (%d of at most %d):\n",
		    ch->pd.naliases, ALIAS_MAX);
		for (i = 0; i < ch->pd.naliases; i++)
			cmd_alias_show(ch, &ch->pd.aliases[i]);
		return;
	}
	name = text_first_word(&arg);
	if (*arg == '\0') {
		if ((a = alias_find(&ch->pd, name)) != NULL)
			cmd_alias_show(ch, a);
		else {
			safe = colour_escape(name);
			char_printf(ch, "You have no alias '%s'.\n", safe);
			free(safe);
		}
		return;
	}
	if ((rc = alias_set(&ch->pd, name, arg, &why)) < 0) {
		safe = colour_escape(why);
		char_printf(ch, "%s\n", safe);
		free(safe);
		free(why);
		return;
	}
	safe = colour_escape(name);
	char_printf(ch, "Alias '%s' %s.\n", safe, rc == 0 ? "set" : "changed");
	free(safe);
	char_save(ch);
}

/* unalias <name>: forget an alias; saved at once. */
void
cmd_unalias(struct character *ch, char *arg)
{
	char	*name, *safe;

	name = text_first_word(&arg);
	if (*name == '\0') {
		char_printf(ch, "Unalias what? 'alias' lists your aliases.\n");
		return;
	}
	safe = colour_escape(name);
	if (alias_remove(&ch->pd, name) != 0)
		char_printf(ch, "You have no alias '%s'.\n", safe);
	else {
		char_printf(ch, "Alias '%s' removed.\n", safe);
		char_save(ch);
	}
	free(safe);
}
