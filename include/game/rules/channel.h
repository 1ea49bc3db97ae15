/*
 * channel.h: the game-wide channels (gossip, ooc, newbie, grats), from
 * one table. Each can be switched off by a player (saved: player_data's
 * channels, a bit per channel) and keeps its last CHANNEL_HISTORY
 * messages in memory for players to read back.
 */
#ifndef MUD_CHANNEL_H
#define MUD_CHANNEL_H

struct character;

enum channel_id { CHAN_GOSSIP, CHAN_OOC, CHAN_NEWBIE, CHAN_GRATS,
	CHAN_SHOUT, CHAN_AUCTION, CHAN_CLAN, CHAN__COUNT };

/* Messages each channel keeps to be read back with 'history'. */
#define CHANNEL_HISTORY	20

struct channel_def {
	const char	*name;		/* the command, and in 'channels' */
	const char	*tag;		/* before the line: "[OOC] " */
	const char	*verb_you;	/* "You gossip 'hi'" */
	const char	*verb;		/* "Alice gossips 'hi'" */
	char		 colour;	/* of the words said */
	const char	*help;
	int		 area;		/* heard in the speaker's area only */
};

extern const struct channel_def	channel_table[CHAN__COUNT];

/*
 * ch says text on a channel to every player listening who does not
 * ignore it; with no text, ch switches the channel off or on.
 */
void	channel_talk(struct character *, enum channel_id, const char *text);
/* Does ch have the channel on? */
int	channel_on(const struct character *, enum channel_id);
/* The channel called name (a prefix will do), or -1. */
int	channel_find(const char *name);
/*
 * A player enters the game: a record saved when gossip was a setting of
 * its own (PREF_NO_GOSSIP) has it moved to its channels.
 */
void	channel_enter(struct character *);
/* Switch a channel on (on = 1) or off for ch, and say so. */
void	channel_set(struct character *, enum channel_id, int on);
/* The last lines said on a channel, as ch may read them back. */
void	channel_replay(struct character *, enum channel_id);
/*
 * The game announces a line on a channel (the auctioneer's calls): every
 * player who has it on hears it, and it is kept in the history.
 */
void	channel_announce(enum channel_id, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* Forget every channel's history (the server stops). */
void	channel_forget(void);

#endif
