/* cmd-comm.c: talking to other players, and who is there to talk to. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "commands.h"
#include "config.h"
#include "descriptor.h"
#include "gmcp.h"
#include "names.h"
#include "player.h"
#include "protocol.h"
#include "room.h"
#include "text.h"

/* say <message>: to everyone in the room. */
void
cmd_say(struct character *ch, char *arg)
{
	if (*arg == '\0') {
		char_printf(ch, "Say what?\n");
		return;
	}
	struct character	*p;
	char			*safe;

	/* What players type is shown as typed: no colour markup. */
	safe = colour_escape(arg);
	char_printf(ch, "You say '{y%s{x'\n", safe);
	char_room_printf(ch, "%s says '{y%s{x'\n", char_name(ch), safe);
	free(safe);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		gmcp_channel(p, "say", char_name(ch), arg);
	}
}

/* GMCP Comm.Channel to every player who hears a game-wide channel. */
static void
comm_gmcp_game(struct character *ch, const char *channel, const char *text)
{
	struct character	*p;

	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (p->desc != NULL && (p == ch ||
		    !(p->pd.prefs & PREF_NO_GOSSIP)))
			gmcp_channel(p, channel, ch->pd.name, text);
	}
}

/* Tell one player, wherever they are; they can reply. */
static void
comm_tell(struct character *ch, struct character *to, const char *text)
{
	char	*safe;

	if (to == ch) {
		char_printf(ch, "You mutter to yourself.\n");
		return;
	}
	if (to->desc == NULL) {
		char_printf(ch, "%s has lost the link and cannot hear you.\n",
		    to->pd.name);
		return;
	}
	safe = colour_escape(text);
	char_printf(ch, "You tell %s '{m%s{x'\n", to->pd.name, safe);
	char_printf(to, "%s tells you '{m%s{x'\n", ch->pd.name, safe);
	free(safe);
	text_strlcpy(to->reply_to, ch->pd.name, sizeof to->reply_to);
	char_prompt(to);
	gmcp_channel(ch, "tell", ch->pd.name, text);
	gmcp_channel(to, "tell", ch->pd.name, text);
}

/* tell <player> <message>: to one player anywhere in the game. */
void
cmd_tell(struct character *ch, char *arg)
{
	struct character	*to;
	char			*name;

	name = text_first_word(&arg);
	if (*name == '\0' || *arg == '\0') {
		char_printf(ch, "Tell whom what?\n");
		return;
	}
	if ((to = char_find_player(name)) == NULL) {
		char_printf(ch, "No one called that is playing.\n");
		return;
	}
	comm_tell(ch, to, arg);
}

/* reply <message>: to whoever told you something last. */
void
cmd_reply(struct character *ch, char *arg)
{
	struct character	*to;

	if (ch->reply_to[0] == '\0') {
		char_printf(ch, "No one has told you anything yet.\n");
		return;
	}
	if (*arg == '\0') {
		char_printf(ch, "Reply what to %s?\n", ch->reply_to);
		return;
	}
	if ((to = char_find_player(ch->reply_to)) == NULL) {
		char_printf(ch, "%s is no longer playing.\n", ch->reply_to);
		return;
	}
	comm_tell(ch, to, arg);
}

/* gossip [message]: to every player listening; alone, turns it on or off. */
void
cmd_gossip(struct character *ch, char *arg)
{
	char	*safe;

	if (*arg == '\0') {
		ch->pd.prefs ^= PREF_NO_GOSSIP;
		char_printf(ch, ch->pd.prefs & PREF_NO_GOSSIP ?
		    "You no longer hear gossip.\n" :
		    "You hear gossip again.\n");
		return;
	}
	if (ch->pd.prefs & PREF_NO_GOSSIP) {
		char_printf(ch, "You are not listening to gossip; type "
		    "'gossip' to listen again.\n");
		return;
	}
	safe = colour_escape(arg);
	char_printf(ch, "You gossip '{c%s{x'\n", safe);
	char_game_printf(ch, PREF_NO_GOSSIP, "%s gossips '{c%s{x'\n",
	    ch->pd.name, safe);
	free(safe);
	comm_gmcp_game(ch, "gossip", arg);
}

/* emote <action>: "Alice grins." to the room, yourself included. */
void
cmd_emote(struct character *ch, char *arg)
{
	char	*safe;

	if (*arg == '\0') {
		char_printf(ch, "Emote what?\n");
		return;
	}
	safe = colour_escape(arg);
	char_printf(ch, "%s %s\n", char_name_cap(ch), safe);
	char_room_printf(ch, "%s %s\n", char_name_cap(ch), safe);
	free(safe);
}

/* What 'who' lists: players matching every filter given. */
struct who_filter {
	const char	*prefix;	/* of the name, or NULL */
	const char	*class_name;	/* or NULL */
	int		 min, max;	/* levels */
};

/* Read "who [name] [class] [level | min-max]"; 0, or -1 if unreadable. */
static int
who_parse(char *arg, struct who_filter *f)
{
	char	*word, *end;
	long	 a, b;

	memset(f, 0, sizeof *f);
	f->max = INT_MAX;
	while (*(word = text_first_word(&arg)) != '\0') {
		if (isdigit((unsigned char)*word)) {
			a = strtol(word, &end, 10);
			b = a;
			if (*end == '-')
				b = strtol(end + 1, &end, 10);
			if (*end != '\0' || a < 0 || b < a || b > INT_MAX)
				return (-1);
			f->min = (int)a;
			f->max = (int)b;
			continue;
		}
		/* "who th" is a name; "who thi" the class. */
		if (strlen(word) >= 3 &&
		    (f->class_name = class_lookup(word)) != NULL)
			continue;
		f->prefix = word;
	}
	return (0);
}

static int
who_matches(const struct character *p, const struct who_filter *f)
{
	if (p->pd.level < f->min || p->pd.level > f->max)
		return (0);
	if (f->class_name != NULL &&
	    strcasecmp(p->pd.class_name, f->class_name) != 0)
		return (0);
	return (f->prefix == NULL || text_prefix(f->prefix, p->pd.name));
}

static int
who_unfiltered(const struct who_filter *f)
{
	return (f->prefix == NULL && f->class_name == NULL && f->min == 0 &&
	    f->max == INT_MAX);
}

/*
 * who [name] [class] [level | min-max]: the players in the game, at most
 * who_max of them; the rest are counted.
 */
void
cmd_who(struct character *ch, char *arg)
{
	struct who_filter	 f;
	struct character	*p;
	int			 shown = 0, matched = 0, limit;
	const char		*tag;

	if (who_parse(arg, &f) != 0) {
		char_printf(ch, "Usage: who [name] [class] [level | "
		    "min-max]\n");
		return;
	}
	limit = (int)conf_int(CFG_WHO_MAX);
	char_printf(ch, "Players in the game\n-------------------\n");
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (!who_matches(p, &f))
			continue;
		if (++matched > limit) {
			/* Unfiltered, the rest need no counting. */
			if (who_unfiltered(&f)) {
				matched = char_count();
				break;
			}
			continue;
		}
		tag = p->pd.role == ROLE_ADMIN ? "Admin" :
		    p->pd.role == ROLE_BUILDER ? "Build" : "";
		char_printf(ch, "[%3d %-7s %5s] %s%s%s%s\n", p->pd.level,
		    p->pd.class_name, tag, p->pd.name, *p->pd.title ? " " : "",
		    p->pd.title, p->linkdead ? " (link-dead)" : "");
		shown++;
	}
	if (matched > shown)
		char_printf(ch, "\n%d of %d players shown; narrow the list "
		    "with 'who <name|class|levels>'.\n", shown, matched);
	else
		char_printf(ch, "\n%d player%s.\n", matched,
		    matched == 1 ? "" : "s");
	if (matched != char_count())
		char_printf(ch, "%d in the game in all.\n", char_count());
}
