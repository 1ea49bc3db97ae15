/*
 * cmd-describe.c: 'description', a player's own description, written in
 * the editor (game/describe.c keeps it).
 */
#include <strings.h>

#include "act.h"
#include "character.h"
#include "commands.h"
#include "describe.h"
#include "editor.h"
#include "text.h"

/* The editor is done: keep what was written (NULL: left as it was). */
static void
cmd_describe_written(struct character *ch, const char *text, void *arg)
{
	if (ch == NULL)
		return;
	if (text == NULL) {
		char_printf(ch, "Your description is left as it was.\n");
		return;
	}
	if (describe_set(ch, text) == 0)
		char_printf(ch, "Your description is saved.\n");
}

/* description [edit|clear]: show, write or forget ch's description. */
void
cmd_description(struct character *ch, char *arg)
{
	char	*word = text_first_word(&arg);

	if (*word == '\0') {
		if (ch->pd.description == NULL ||
		    *ch->pd.description == '\0')
			char_printf(ch, "You have no description.\n");
		else
			char_printf(ch, "Others see this when they look at "
			    "you:\n%s", ch->pd.description);
		char_printf(ch, "'description edit' writes it, "
		    "'description clear' forgets it.\n");
		return;
	}
	if (strcasecmp(word, "clear") == 0) {
		if (describe_set(ch, NULL) == 0)
			char_printf(ch, "Your description is gone.\n");
		return;
	}
	if (strcasecmp(word, "edit") != 0 && strcasecmp(word, "write") != 0) {
		char_printf(ch, "Usage: description [edit|clear]\n");
		return;
	}
	if (editor_start_text(ch, "your description", ch->pd.description,
	    cmd_describe_written, NULL) != 0)
		char_printf(ch, "You are writing something already.\n");
}
