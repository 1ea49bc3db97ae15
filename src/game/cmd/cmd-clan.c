/* cmd-clan.c: clan and ctalk (rules/clan.c). */
#include <strings.h>

#include "act.h"
#include "character.h"
#include "clan.h"
#include "commands.h"
#include "text.h"

/*
 * clan [list] | who | talk <text> | leave | induct <player> |
 * outcast <player>; staff: create <name> <tag> | delete <name> |
 * add <player> <clan> [leader] | remove <player>.
 */
void
cmd_clan(struct character *ch, char *arg)
{
	char	*word, *who, *name;

	word = text_first_word(&arg);
	while (*arg == ' ')
		arg++;
	if (*word == '\0' || strcasecmp(word, "list") == 0)
		clan_show(ch);
	else if (strcasecmp(word, "who") == 0)
		clan_who(ch);
	else if (strcasecmp(word, "talk") == 0)
		clan_talk(ch, arg);
	else if (strcasecmp(word, "leave") == 0)
		clan_leave(ch);
	else if (strcasecmp(word, "induct") == 0)
		clan_add(ch, text_first_word(&arg), NULL, CLAN_MEMBER);
	else if (strcasecmp(word, "outcast") == 0 ||
	    strcasecmp(word, "remove") == 0)
		clan_remove(ch, text_first_word(&arg));
	else if (strcasecmp(word, "create") == 0) {
		name = text_first_word(&arg);
		while (*arg == ' ')
			arg++;
		clan_create(ch, name, arg);
	} else if (strcasecmp(word, "delete") == 0)
		clan_delete(ch, text_first_word(&arg));
	else if (strcasecmp(word, "add") == 0) {
		who = text_first_word(&arg);
		name = text_first_word(&arg);
		clan_add(ch, who, *name != '\0' ? name : "", strcasecmp(
		    text_first_word(&arg), "leader") == 0 ? CLAN_LEADER :
		    CLAN_MEMBER);
	} else
		char_printf(ch, "Usage: clan [list|who|leave], clan talk "
		    "<text>, clan induct|outcast <player>.\n");
}

/* ctalk <text>: clan talk. */
void
cmd_ctalk(struct character *ch, char *arg)
{
	while (*arg == ' ')
		arg++;
	clan_talk(ch, arg);
}
