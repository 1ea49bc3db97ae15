/* cmd-player.c: saving, quitting and the player's own settings. */
#include <stdlib.h>
#include <string.h>

#include "character.h"
#include "commands.h"
#include "descriptor.h"
#include "log.h"
#include "login.h"
#include "text.h"
#include "xmalloc.h"

#define TITLE_MAX	60

/* save: write the character to the database now. */
void
cmd_save(struct character *ch, char *arg)
{
	if (char_save(ch) == 0)
		char_printf(ch, "Saved.\n");
}

/* quit: save and leave. */
void
cmd_quit(struct character *ch, char *arg)
{
	struct descriptor	*d = ch->desc;

	if (ch->fighting != NULL) {
		char_printf(ch, "No way! You are fighting.\n");
		return;
	}
	if (char_save(ch) != 0) {
		char_printf(ch, "You cannot quit until your character can be "
		    "saved; try again in a moment.\n");
		return;
	}
	char_printf(ch, "Goodbye, %s. Come back soon.\n", ch->pd.name);
	char_room_printf(ch, "%s has left the game.\n", ch->pd.name);
	log_info("%s quit", ch->pd.name);
	char_extract(ch);
	if (d != NULL)
		desc_close(d);
}

/* password: change it, asking for the old one first. */
void
cmd_password(struct character *ch, char *arg)
{
	if (ch->desc == NULL)
		return;
	if (*arg != '\0') {
		char_printf(ch, "Type just 'password'; you will be asked for "
		    "the old and new ones without them showing.\n");
		return;
	}
	login_password_start(ch->desc);
}

/* title <text>: what 'who' shows after the name. */
void
cmd_title(struct character *ch, char *arg)
{
	if (strlen(arg) > TITLE_MAX) {
		char_printf(ch, "A title may be at most %d characters long.\n",
		    TITLE_MAX);
		return;
	}
	free(ch->pd.title);
	ch->pd.title = xstrdup(arg);
	if (*arg == '\0')
		char_printf(ch, "Title cleared.\n");
	else
		char_printf(ch, "Your title is now: %s %s\n", ch->pd.name, arg);
}
