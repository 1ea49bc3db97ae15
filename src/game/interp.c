/* interp.c: look up and run the commands players type. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "character.h"
#include "interp.h"
#include "log.h"
#include "socials.h"
#include "text.h"
#include "xmalloc.h"

/*
 * Find word in a table of n commands for a role: an exact alias, else an
 * exact name, else the first name in table order that word abbreviates
 * (unless it must be typed whole). Commands above the role are skipped.
 */
const struct cmd_entry *
interp_lookup(const struct cmd_entry *table, unsigned int n, int role,
    const char *word)
{
	const struct cmd_entry	*c;
	unsigned int		 i;

	if (*word == '\0')
		return (NULL);
	for (i = 0; i < n; i++) {
		c = &table[i];
		if (c->alias != NULL && strcasecmp(c->alias, word) == 0 &&
		    role >= c->min_role)
			return (c);
	}
	for (i = 0; i < n; i++) {
		c = &table[i];
		if (strcasecmp(c->name, word) == 0 && role >= c->min_role)
			return (c);
	}
	for (i = 0; i < n; i++) {
		c = &table[i];
		if ((c->flags & CMD_NOABBREV) || role < c->min_role)
			continue;
		if (text_prefix(word, c->name))
			return (c);
	}
	return (NULL);
}

/* Find the command word names, as the character may use it. */
const struct cmd_entry *
interp_find(struct character *ch, const char *word)
{
	return (interp_lookup(cmd_table, cmd_count, ch->pd.role, word));
}

/* Run one typed line: a leading ' is say, then a command word. */
void
interp_run(struct character *ch, const char *line)
{
	const struct cmd_entry	*c;
	char			*copy, *arg, *word;

	copy = arg = xstrdup(line);
	while (*arg == ' ')
		arg++;
	if (*arg == '\0') {
		free(copy);
		return;
	}
	if (*arg == '\'' || *arg == '"') {
		word = "say";
		arg++;
		while (*arg == ' ')
			arg++;
	} else
		word = text_first_word(&arg);
	if ((c = interp_find(ch, word)) == NULL) {
		if (social_run(ch, word, arg)) {
			free(copy);
			return;
		}
		char_printf(ch, "Huh? '%s' is not a command. Type 'help' for "
		    "the list.\n", word);
		free(copy);
		return;
	}
	if (c->flags & CMD_NOLOG)
		log_debug("%s: %s", ch->pd.name, c->name);
	else
		log_debug("%s: %s %s", ch->pd.name, c->name, arg);
	c->fn(ch, arg);
	free(copy);
}
