/* cmd-table.c: every command, in the order abbreviations are tried. */
#include "commands.h"
#include "interp.h"
#include "store.h"

const struct cmd_entry cmd_table[] = {
	{ "look", "l", ROLE_PLAYER, 0, cmd_look, "look",
	    "Look around the room you are in." },
	{ "say", NULL, ROLE_PLAYER, 0, cmd_say, "say <message>",
	    "Say something to everyone in the room. A leading ' works too." },
	{ "who", NULL, ROLE_PLAYER, 0, cmd_who, "who",
	    "List the players in the game." },
	{ "help", NULL, ROLE_PLAYER, 0, cmd_help, "help [command]",
	    "List the commands, or explain one." },
	{ "score", "sc", ROLE_PLAYER, 0, cmd_score, "score",
	    "Show your character." },
	{ "save", NULL, ROLE_PLAYER, 0, cmd_save, "save",
	    "Save your character now (it is also saved when you quit)." },
	{ "title", NULL, ROLE_PLAYER, 0, cmd_title, "title <text>",
	    "Set the title shown after your name in 'who'." },
	{ "password", NULL, ROLE_PLAYER, CMD_NOLOG | CMD_NOABBREV,
	    cmd_password, "password",
	    "Change your password; you are asked for the old one first." },
	{ "events", NULL, ROLE_ADMIN, 0, cmd_events, "events",
	    "Show the event queue: pending events by type, the fullest "
	    "buckets, and how late and how long the last pulses ran." },
	{ "quit", NULL, ROLE_PLAYER, CMD_NOABBREV, cmd_quit, "quit",
	    "Save and leave the game." },
};

const unsigned int cmd_count = sizeof cmd_table / sizeof cmd_table[0];
