/* character.h: characters in the game and the list of them. */
#ifndef MUD_CHARACTER_H
#define MUD_CHARACTER_H

#include <sys/queue.h>
#include <time.h>

#include "equeue.h"
#include "store.h"

struct descriptor;
struct room;

struct character {
	struct player_data		 pd;
	struct descriptor		*desc;
	struct room			*room;
	time_t				 login_time;
	int				 linkdead;
	struct eq_owner			 events;	/* on the event queue */
	TAILQ_ENTRY(character)		 entry;		/* char_list */
	TAILQ_ENTRY(character)		 room_entry;	/* room->people */
};
TAILQ_HEAD(character_list, character);

extern struct character_list	char_list;

/* A new player character from a loaded record (taken over). */
struct character	*char_new(struct player_data *);
/* Take a character out of the game and free it. */
void			 char_extract(struct character *);
struct character	*char_find_player(const char *name);
int			 char_count(void);

void	char_to_room(struct character *, struct room *);
void	char_from_room(struct character *);

/* Send text to the character's connection, if it has one. */
void	char_printf(struct character *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* Send to everyone in ch's room but ch. */
void	char_room_printf(struct character *ch, const char *, ...)
	    __attribute__((format(printf, 2, 3)));

/* The connection dropped: stay in the game a while, then leave. */
void	char_linkdead(struct character *);
/* A player came back to a link-dead character. */
void	char_reconnect(struct character *);

/* Save to the store; 0 or -1 (and the player and log are told). */
int	char_save(struct character *);
/* Save everyone in the game; returns the number of failures. */
int	char_save_all(void);

#endif
