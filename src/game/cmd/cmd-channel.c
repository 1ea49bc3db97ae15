/* cmd-channel.c: the channels' commands (channel.h has their rules). */
#include <strings.h>

#include "act.h"
#include "channel.h"
#include "character.h"
#include "commands.h"
#include "text.h"

void
cmd_gossip(struct character *ch, char *arg)
{
	channel_talk(ch, CHAN_GOSSIP, arg);
}

void
cmd_ooc(struct character *ch, char *arg)
{
	channel_talk(ch, CHAN_OOC, arg);
}

void
cmd_newbie(struct character *ch, char *arg)
{
	channel_talk(ch, CHAN_NEWBIE, arg);
}

void
cmd_grats(struct character *ch, char *arg)
{
	channel_talk(ch, CHAN_GRATS, arg);
}

/* shout|yell <text>: heard through the area (channel.h). */
void
cmd_shout(struct character *ch, char *arg)
{
	channel_talk(ch, CHAN_SHOUT, arg);
}

/* channels [<channel> on|off]: which channels ch hears, or set one. */
void
cmd_channels(struct character *ch, char *arg)
{
	char	*name, *state;
	int	 i, id;

	name = text_first_word(&arg);
	if (*name == '\0') {
		char_printf(ch, "Channels ('channels <channel> on|off' sets "
		    "one; 'history <channel>' reads it back):\n");
		for (i = 0; i < CHAN__COUNT; i++)
			char_printf(ch, "  %-8s %-3s  %s\n",
			    channel_table[i].name, channel_on(ch, i) ? "on" :
			    "off", channel_table[i].help);
		return;
	}
	state = text_first_word(&arg);
	if ((id = channel_find(name)) < 0) {
		char_printf(ch, "There is no channel called '%s'; 'channels' "
		    "lists them.\n", name);
		return;
	}
	if (strcasecmp(state, "on") == 0)
		channel_set(ch, id, 1);
	else if (strcasecmp(state, "off") == 0)
		channel_set(ch, id, 0);
	else
		char_printf(ch, "Usage: channels [<channel> on|off]\n");
}

/* history <channel>: the last messages said on it. */
void
cmd_history(struct character *ch, char *arg)
{
	char	*name;
	int	 id;

	name = text_first_word(&arg);
	if (*name == '\0' || (id = channel_find(name)) < 0) {
		char_printf(ch, "Usage: history <channel>; 'channels' lists "
		    "them.\n");
		return;
	}
	channel_replay(ch, id);
}
