/* cmd-player.c: saving, quitting and the player's own settings. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "commands.h"
#include "crowd.h"
#include "descriptor.h"
#include "log.h"
#include "login.h"
#include "mod.h"
#include "text.h"
#include "colour.h"
#include "prompt.h"
#include "save.h"
#include "session.h"
#include "wiznet.h"
#include "xmalloc.h"

#define TITLE_MAX	60

/* save: write the character to the database now. */
void
cmd_save(struct character *ch, char *arg)
{
	if (char_save_final(ch) == 0)
		char_printf(ch, "Saved.\n");
}

/* quit: save and leave. */
void
cmd_quit(struct character *ch, char *arg)
{
	if (ch->fighting != NULL) {
		char_printf(ch, "Not while you are fighting: win, or flee "
		    "first.\n");
		return;
	}
	if (char_save_final(ch) != 0) {
		char_printf(ch, "You cannot quit until your character can be "
		    "saved; try again in a moment.\n");
		return;
	}
	char_printf(ch, "Goodbye, %s. Come back soon.\n", ch->pd.name);
	if (crowd_announce(ch->room))
		char_room_printf_if(ch, mod_hears, NULL, "%s has left the "
		    "game.\n", ch->pd.name);
	log_info("%s quit", ch->pd.name);
	wiznet_send(WIZ_LOGINS, ch, "%s has quit.", ch->pd.name);
	session_quit(ch);
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
	login_password_start(session_of(ch->desc));
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
	ch->pd.title = colour_escape(arg);
	if (*arg == '\0')
		char_printf(ch, "Title cleared.\n");
	else
		char_printf(ch, "Your title is now: %s %s\n", ch->pd.name, arg);
}

/* color [on|off]: colour, if the client shows it ('toggle colour'). */
void
cmd_color(struct character *ch, char *arg)
{
	cmd_toggle_one(ch, "colour", arg);
}

/* brief [on|off]: no room descriptions when walking ('toggle brief'). */
void
cmd_brief(struct character *ch, char *arg)
{
	cmd_toggle_one(ch, "brief", arg);
}

/* compact [on|off]: no blank line before the prompt ('toggle compact'). */
void
cmd_compact(struct character *ch, char *arg)
{
	cmd_toggle_one(ch, "compact", arg);
}

/* prompt [format|default]: set the prompt. */
void
cmd_prompt(struct character *ch, char *arg)
{
	const char	*why;

	if (*arg == '\0') {
		char_printf(ch, "Your prompt is: %s\nCodes: %%h %%H hit points, "
		    "%%m %%M mana, %%v %%V movement, %%x experience, %%X to the "
		    "next level, %%g gold, %%r room, %%f foe, %%c new line; "
		    "colours as {{r {{g ... {{x.\n'prompt default' restores "
		    "it.\n", *ch->pd.prompt ? ch->pd.prompt : PROMPT_DEFAULT);
		return;
	}
	/* The prompt keeps a trailing space (the table says so); a word
	 * does not. */
	if (strncasecmp(arg, "default", 7) == 0 &&
	    arg[7 + strspn(arg + 7, " ")] == '\0')
		arg = "";
	else if ((why = prompt_check(arg)) != NULL) {
		char_printf(ch, "%s\n", why);
		return;
	}
	free(ch->pd.prompt);
	ch->pd.prompt = xstrdup(arg);
	char_printf(ch, "Prompt set.\n");
}

/* delete: delete one's own character for good, the password confirming. */
void
cmd_delete(struct character *ch, char *arg)
{
	if (ch->desc == NULL)
		return;
	if (*arg != '\0') {
		char_printf(ch, "Type just 'delete'; you will be asked for your "
		    "password without it showing.\n");
		return;
	}
	if (ch->fighting != NULL) {
		char_printf(ch, "Not in the middle of a fight.\n");
		return;
	}
	if (ch->pd.role > ROLE_PLAYER) {
		char_printf(ch, "Staff cannot delete themselves: ask an admin "
		    "to 'promote' you back to player first.\n");
		return;
	}
	char_printf(ch, "This deletes %s for ever: all you carry, your gold, "
	    "your letters and your corpses go with you, and the name is free "
	    "for anyone. A wrong password stops it.\n", ch->pd.name);
	login_delete_start(session_of(ch->desc));
}
