/*
 * gmcp-int.h: what gmcp.c and gmcp-items.c share: what a connection was
 * last told, so that a turn sends only what changed (Add, Remove, Update)
 * and nothing at all to a connection that did not ask for the package.
 */
#ifndef MUD_GMCP_INT_H
#define MUD_GMCP_INT_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "player.h"

struct character;

/* At most this many things in one list (a room full of corpses). */
#define GMCP_LIST_MAX	100

/* One thing a client was told of: its key and a hash of what it said. */
struct gmcp_thing {
	uint64_t	key;
	uint32_t	hash;
	char		name[CHAR_NAME_MAX + 1];	/* for Remove */
};

/* One list a client holds (inventory, room, players...). */
struct gmcp_set {
	struct gmcp_thing	*v;
	size_t			 n;
	int			 valid;		/* a List was sent */
};

/* Comm.Channel.Players names at most this many players. */
#define GMCP_CHANNEL_PLAYERS_MAX	200

/* Comm.Channel.Players answered at most this often a pulse. */
#define GMCP_PLAYERS_PER_PULSE	4

struct gmcp_seen {
	int		 started;	/* the full set went (gmcp_login) */
	json_t		*status;	/* the Char.Status the client holds */
	char		 chan_open[64];	/* a Comm.Channel.Start not ended */
	int		 gui_sent;	/* Client.GUI went */
	int		 players_asked;	/* Comm.Channel.Players answered */
	uint64_t	 players_pulse;	/* ... in this pulse */
	int		 room;		/* the room of the list here */
	struct gmcp_set	 inv;
	struct gmcp_set	 here;		/* things in the room */
	struct gmcp_set	 players;
	int		 players_room;	/* the room players is of */
	struct gmcp_set	 afflict;
	struct gmcp_set	 defence;
};

/* FNV-1a over a string, to compare what was sent with what would be. */
uint32_t	gmcp_hash(const char *);
/* Text as a client shows it: colour markup taken out (a new string). */
char	*gmcp_plain(const char *);
/* A player's name and title, "Bob the Brave" (a new string). */
char	*gmcp_fullname(const struct character *);
void	gmcp_set_free(struct gmcp_set *);

/* Send what changed in the lists since the last turn (all if full). */
void	gmcp_items_turn(struct character *, struct gmcp_seen *, int full);
void	gmcp_players_turn(struct character *, struct gmcp_seen *, int full);
void	gmcp_affects_turn(struct character *, struct gmcp_seen *, int full);
/* Char.Items.Inv, .Room, .Contents: a client asks for a list. */
void	gmcp_items_ask(struct character *, struct gmcp_seen *,
	    const char *msg, json_t *);
/* Char.Skills.Get: the groups, a group's list, or one skill. */
void	gmcp_skills_get(struct character *, json_t *);

#endif
