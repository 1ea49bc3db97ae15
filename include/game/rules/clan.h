/*
 * clan.h: clans as ROM players know them: the staff make them (a name
 * and a tag, kept in the store) and put players in them; a clan's
 * leaders take in and cast out members; members see who of theirs is in
 * the game and talk on their clan's channel (CHAN_CLAN, which each may
 * switch off). A player's clan and rank are saved with it.
 */
#ifndef MUD_CLAN_H
#define MUD_CLAN_H

#include <stddef.h>

struct character;
struct store_clan;

enum clan_rank { CLAN_MEMBER, CLAN_LEADER };

/* The most clans the game keeps (and lists). */
#define CLAN_MAX	100

/* ch's clan and rank, and the clans there are. */
void	clan_show(struct character *);
/* The members of ch's clan in the game, as ch may see them. */
void	clan_who(struct character *);
/* ch says text to its clan; with none, switches the channel. */
void	clan_talk(struct character *, const char *text);
/* Staff make a clan called name, shown as tag. 0, or -1 (told why). */
int	clan_create(struct character *, const char *name, const char *tag);
/* Staff unmake a clan: its members are clanless. 0, or -1. */
int	clan_delete(struct character *, const char *name);
/*
 * Put the player called who (in the game) in clan (NULL: ch's own, by a
 * leader), at rank. Staff put anyone anywhere; a leader, a clanless
 * player in its clan as a member. 0, or -1 (told why).
 */
int	clan_add(struct character *, const char *who, const char *clan,
	    enum clan_rank);
/* Take the player called who out of its clan (staff, or its leader). */
int	clan_remove(struct character *, const char *who);
/* ch leaves its clan. */
int	clan_leave(struct character *);

/* After the store failed to list the clans, the seconds of game time
   before it is asked again (tags are left out of 'who' meanwhile). */
#define CLAN_RETRY_SECONDS	60

/* The tag of the clan called clan (any case), or NULL. */
const char	*clan_tag(const char *clan);
/* Forget the clans' tags kept in memory (read again when next asked). */
void		 clan_forget(void);

#endif
