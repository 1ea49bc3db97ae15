/* cmd-help.c: help, from the help files (help.h). */
#include <string.h>

#include "act.h"
#include "character.h"
#include "commands.h"
#include "help.h"
#include "socials.h"
#include "text.h"

#define CMD_HELP_COLUMNS	4

/* help alone: every topic the character may read, by file. */
static void
cmd_help_index(struct character *ch)
{
	const struct help_entry	*h;
	size_t			 i, section = (size_t)-1;
	int			 col = 0;

	if (help_count() == 0) {
		char_printf(ch, "There is no help to be had, sorry.\n");
		return;
	}
	char_printf(ch, "Help is at hand on these topics: type 'help <topic>' "
	    "(the start of a word will do).\n");
	for (i = 0; (h = help_entry_at(i)) != NULL; i++) {
		if (h->level > ch->pd.role)
			continue;
		if (h->section != section) {
			if (col % CMD_HELP_COLUMNS != 0)
				char_printf(ch, "\n");
			section = h->section;
			col = 0;
			char_printf(ch, "{c%s:{x\n", help_section_title(section));
		}
		char_printf(ch, "  %-16s", h->keywords[0]);
		if (++col % CMD_HELP_COLUMNS == 0)
			char_printf(ch, "\n");
	}
	if (col % CMD_HELP_COLUMNS != 0)
		char_printf(ch, "\n");
}

/*
 * The topic as asked: quotes dropped ('magic missile'), and colour marks
 * (it is shown back), spaces single; into buf, empty if too long for any
 * keyword.
 */
static void
cmd_help_topic(const char *arg, char *buf, size_t size)
{
	size_t	n = 0;
	int	space = 0;

	for (; *arg != '\0'; arg++) {
		if (*arg == '\'' || *arg == '"' || *arg == '{')
			continue;
		if (*arg == ' ' || *arg == '\t') {
			space = n > 0;
			continue;
		}
		if (n + (size_t)space + 1 >= size) {
			buf[0] = '\0';
			return;
		}
		if (space)
			buf[n++] = ' ';
		space = 0;
		buf[n++] = *arg;
	}
	buf[n] = '\0';
}

/* help [topic]: the index, an entry, or the entries a part of a word finds. */
void
cmd_help(struct character *ch, char *arg)
{
	const struct help_entry	*h, *found[HELP_MATCHES_MAX];
	const char		*which[HELP_MATCHES_MAX];
	char			 topic[HELP_KEYWORD_MAX + 1];
	size_t			 n, i;

	if (*arg == '\0') {
		cmd_help_index(ch);
		return;
	}
	cmd_help_topic(arg, topic, sizeof topic);
	if (topic[0] == '\0') {
		char_printf(ch, "There is no help on that.\n");
		return;
	}
	if ((h = help_find_exact(topic, ch->pd.role)) != NULL) {
		char_printf(ch, "%s", h->text);
		return;
	}
	if (social_exists(topic)) {
		char_printf(ch, "Usage: %s [someone]\nA social: type 'socials' "
		    "for them all.\n", topic);
		return;
	}
	n = help_find(topic, ch->pd.role, found, which, HELP_MATCHES_MAX);
	if (n == 1) {
		char_printf(ch, "%s", found[0]->text);
		return;
	}
	if (n > 1) {
		char_printf(ch, "Help on '%s' could be any of these:\n", topic);
		for (i = 0; i < n && i < HELP_MATCHES_MAX; i++)
			char_printf(ch, "  %s\n", which[i]);
		if (n > HELP_MATCHES_MAX)
			char_printf(ch, "  ... and %zu more.\n",
			    n - HELP_MATCHES_MAX);
		char_printf(ch, "Type 'help' with more of the word.\n");
		return;
	}
	char_printf(ch, "There is no help on '%s'.", topic);
	n = help_suggest(topic, ch->pd.role, which, 5);
	for (i = 0; i < n; i++)
		char_printf(ch, "%s'%s'", i == 0 ? " Did you mean " : i + 1 ==
		    n ? " or " : ", ", which[i]);
	char_printf(ch, "%s\n", n > 0 ? "?" : "");
}
