/*
 * channel.c: the game-wide channels from one table, each switched on or off
 * per player, with a short history each in memory.
 *
 * The convention is ROM's: a channel's name alone switches it ("gossip"),
 * with words it speaks ("gossip hello"); 'channels' lists them and
 * 'channels <name> on|off' sets one; 'history <name>' reads it back.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "act.h"
#include "channel.h"
#include "character.h"
#include "colour.h"
#include "game.h"
#include "ignore.h"
#include "log.h"
#include "mod.h"
#include "player.h"
#include "room.h"
#include "text.h"
#include "xmalloc.h"

/*
 * Tells and says are not channels: they reach one player or one room.
 * The auction channel is the auctioneer's (auction.c): players do not
 * talk on it, they hear the calls.
 */
const struct channel_def channel_table[CHAN__COUNT] = {
	[CHAN_GOSSIP] = { "gossip", "", "gossip", "gossips", 'c',
	    "Everyone in the game, in character.", 0 },
	[CHAN_OOC] = { "ooc", "[OOC] ", "say", "says", 'g',
	    "Out of character: talk about the game, not in it.", 0 },
	[CHAN_NEWBIE] = { "newbie", "[Newbie] ", "ask", "asks", 'y',
	    "New players ask, old hands answer.", 0 },
	[CHAN_GRATS] = { "grats", "", "grats", "grats", 'm',
	    "Congratulations on a level or a kill.", 0 },
	/* Shouts carry through the speaker's area, and are kept in no
	 * history that players elsewhere could read. */
	[CHAN_SHOUT] = { "shout", "", "shout", "shouts", 'Y',
	    "Everyone in the area you are in ('yell' too).", 1 },
	[CHAN_AUCTION] = { "auction", "[Auction] ", "auction", "auctions",
	    'G', "The auctioneer's calls: what is for sale, bids, sales.", 0 },
	/* Heard by one's clan alone (clan.c), and kept in no history. */
	[CHAN_CLAN] = { "clan", "[Clan] ", "tell your clan", "tells the clan",
	    'M', "Your clan, wherever its members are ('clan talk').", 0 },
};

/* A message kept for 'history': who said it, when, and the line. */
struct channel_said {
	char	 speaker[CHAR_NAME_MAX + 1];
	time_t	 when;
	char	*line;		/* as the listeners were sent it */
};

static struct {
	struct channel_said	said[CHANNEL_HISTORY];
	unsigned int		next;	/* the slot the next message takes */
	unsigned int		n;	/* slots used */
} channel_history[CHAN__COUNT];

static unsigned int
channel_bit(enum channel_id id)
{
	return (1U << id);
}

/* Does ch have the channel on? */
int
channel_on(const struct character *ch, enum channel_id id)
{
	return (!((unsigned int)ch->pd.channels & channel_bit(id)));
}

/* Does to hear ch on the channel arg points at? */
static int
channel_hears(const struct character *to, const struct character *ch,
    const void *arg)
{
	enum channel_id	id = *(const enum channel_id *)arg;

	if (channel_table[id].area && (to->room == NULL || ch->room == NULL ||
	    to->room->area != ch->room->area))
		return (0);
	return (channel_on(to, id) && ignore_hears(to, ch, NULL));
}

/* Does to hear ch on the channel, and know who it is (wizinvis)? */
static int
channel_hears_seen(const struct character *to, const struct character *ch,
    const void *arg)
{
	return (channel_hears(to, ch, arg) && mod_can_see(to, ch));
}

/* Does to hear ch on the channel without seeing who it is? */
static int
channel_hears_unseen(const struct character *to, const struct character *ch,
    const void *arg)
{
	return (channel_hears(to, ch, arg) && !mod_can_see(to, ch));
}

/* The channel called name, or a prefix of one; -1 if none. */
int
channel_find(const char *name)
{
	int	i;

	for (i = 0; i < CHAN__COUNT; i++) {
		if (strcasecmp(channel_table[i].name, name) == 0)
			return (i);
	}
	for (i = 0; i < CHAN__COUNT; i++) {
		if (text_prefix(name, channel_table[i].name))
			return (i);
	}
	return (-1);
}

/* Keep a line in the channel's history, dropping the oldest if full. */
static void
channel_keep(enum channel_id id, const struct character *ch, const char *line)
{
	struct channel_said	*s;

	s = &channel_history[id].said[channel_history[id].next];
	free(s->line);
	text_strlcpy(s->speaker, ch != NULL ? ch->pd.name : "",
	    sizeof s->speaker);
	s->when = game_time();
	s->line = xstrdup(line);
	channel_history[id].next = (channel_history[id].next + 1) %
	    CHANNEL_HISTORY;
	if (channel_history[id].n < CHANNEL_HISTORY)
		channel_history[id].n++;
}

/* Switch a channel on (on = 1) or off, and say so. */
void
channel_set(struct character *ch, enum channel_id id, int on)
{
	const char	*name = channel_table[id].name;

	if (on)
		ch->pd.channels &= ~(int)channel_bit(id);
	else
		ch->pd.channels |= (int)channel_bit(id);
	if (on)
		char_printf(ch, "You hear %s again.\n", name);
	else
		char_printf(ch, "You no longer hear %s.\n", name);
}

/* Say text on a channel; with none, switch it. */
void
channel_talk(struct character *ch, enum channel_id id, const char *text)
{
	const struct channel_def	*c = &channel_table[id];
	struct character		*p;
	char				*safe, *line, *own, *unseen;

	if (*text == '\0') {
		channel_set(ch, id, !channel_on(ch, id));
		return;
	}
	if (!channel_on(ch, id)) {
		char_printf(ch, "You are not listening to %s; type '%s' to "
		    "listen again.\n", c->name, c->name);
		return;
	}
	/* What players type is shown as typed: no colour markup. */
	safe = colour_escape(text);
	xasprintf(&own, "%sYou %s '{%c%s{x'\n", c->tag, c->verb_you,
	    c->colour, safe);
	xasprintf(&line, "%s%s %s '{%c%s{x'\n", c->tag, ch->pd.name, c->verb,
	    c->colour, safe);
	xasprintf(&unseen, "%sSomeone %s '{%c%s{x'\n", c->tag, c->verb,
	    c->colour, safe);
	free(safe);
	/* IRE's Comm.Channel.Start before the line, End with the Text. */
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (game_hooks.channel_start == NULL)
			break;
		if (p->desc != NULL && (p == ch || channel_hears(p, ch, &id)))
			game_hooks.channel_start(p, c->name);
	}
	char_printf(ch, "%s", own);
	char_game_printf_if(ch, channel_hears_seen, &id, "%s", line);
	/* Staff unseen by some speak as "someone" to them, and in the
	 * history that anyone may read. */
	if (ch->pd.wizinvis)
		char_game_printf_if(ch, channel_hears_unseen, &id, "%s",
		    unseen);
	if (!c->area)
		channel_keep(id, ch, ch->pd.wizinvis ? unseen : line);
	/* Comm.Channel.Text carries the line each was shown. */
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (game_hooks.channel == NULL)
			break;
		if (p->desc == NULL || (p != ch && !channel_hears(p, ch, &id)))
			continue;
		if (p == ch)
			game_hooks.channel(p, c->name, ch->pd.name, text, own);
		else if (mod_can_see(p, ch))
			game_hooks.channel(p, c->name, ch->pd.name, text, line);
		else
			game_hooks.channel(p, c->name, "Someone", text,
			    unseen);
	}
	free(own);
	free(line);
	free(unseen);
}

/* The game announces a line on a channel; kept in its history. */
void
channel_announce(enum channel_id id, const char *fmt, ...)
{
	const struct channel_def	*c = &channel_table[id];
	struct character		*p;
	va_list				 ap;
	char				*text, *line;

	va_start(ap, fmt);
	if (vasprintf(&text, fmt, ap) == -1)
		fatalx("vasprintf failed");
	va_end(ap);
	xasprintf(&line, "%s{%c%s{x\n", c->tag, c->colour, text);
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (p->desc != NULL && channel_on(p, id))
			char_printf(p, "%s", line);
	}
	if (!c->area)
		channel_keep(id, NULL, line);
	free(line);
	free(text);
}

/* A record from before channels has gossip's setting moved to them. */
void
channel_enter(struct character *ch)
{
	if (ch->pd.prefs & PREF_NO_GOSSIP) {
		ch->pd.channels |= (int)channel_bit(CHAN_GOSSIP);
		ch->pd.prefs &= ~PREF_NO_GOSSIP;
	}
}

/* Forget every channel's history. */
void
channel_forget(void)
{
	unsigned int	i, k;

	for (i = 0; i < CHAN__COUNT; i++) {
		for (k = 0; k < CHANNEL_HISTORY; k++)
			free(channel_history[i].said[k].line);
	}
	memset(channel_history, 0, sizeof channel_history);
}

/* How long ago t was, in words. */
static void
channel_ago(time_t t, char *buf, size_t size)
{
	long long	d = (long long)(game_time() - t);

	if (d < 60)
		text_strlcpy(buf, "just now", size);
	else if (d < 3600)
		snprintf(buf, size, "%lld min ago", d / 60);
	else
		snprintf(buf, size, "%lld h ago", d / 3600);
}

/* The last lines said on channel id, as ch may read them back. */
void
channel_replay(struct character *ch, enum channel_id id)
{
	const struct channel_said	*s;
	char				 ago[32];
	unsigned int			 i, k, shown = 0;

	for (i = 0; i < channel_history[id].n; i++) {
		k = (channel_history[id].next + CHANNEL_HISTORY -
		    channel_history[id].n + i) % CHANNEL_HISTORY;
		s = &channel_history[id].said[k];
		if (ignore_has(&ch->pd, s->speaker))
			continue;
		if (shown++ == 0)
			char_printf(ch, "The last on %s:\n",
			    channel_table[id].name);
		channel_ago(s->when, ago, sizeof ago);
		char_printf(ch, "(%s) %s", ago, s->line);
	}
	if (shown == 0)
		char_printf(ch, "Nothing has been said on %s lately.\n",
		    channel_table[id].name);
}
