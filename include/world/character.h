/* character.h: characters in the game, players and mobiles alike. */
#ifndef MUD_CHARACTER_H
#define MUD_CHARACTER_H

#include <sys/queue.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "area.h"
#include "equeue.h"
#include "player.h"
#include "ratelimit.h"

struct descriptor;
struct object;
struct shop_def;
struct room;

TAILQ_HEAD(object_list, object);

enum position { POS_STANDING, POS_RESTING, POS_SLEEPING, POS_FIGHTING,
	POS_STUNNED, POS_DEAD };

enum stat { STAT_STR, STAT_INT, STAT_WIS, STAT_DEX, STAT_CON };

/* A spell's effect on a character, ended by an event on the queue. */
struct affect {
	int			 spell;
	int			 location;	/* enum apply */
	int			 modifier;
	int			 bits;		/* AFF_* it gives */
	struct eq_event		*expiry;
	TAILQ_ENTRY(affect)	 entry;
};
TAILQ_HEAD(affect_list, affect);

/* What a mobile is, copied from its prototype. */
struct mob_info {
	int	 vnum;
	char	*keywords;
	char	*short_desc;
	char	*long_desc;
	char	*description;
	int	 flags;		/* MOB_* */
	int	 affects;	/* AFF_* */
	int	 hitroll;
	int	 alignment;	/* -1000 .. 1000 */
	int	 armor;
	struct dice damage;
	struct shop_def *shop;	/* a copy of its shop's terms, or NULL */
	int	 guild;		/* 1 + the class it teaches, or 0 */
	int	 pet;		/* bought in a pet shop: it follows its
				   master and leaves with it (game/petshop.c) */
	struct mob_memory *memory;	/* whom its scripts remember, or
					   NULL (game/script-trig.c) */
	int	 nmemory;
};

/*
 * Someone a mobile remembers: a player by name, a mobile by its id; and
 * the command it types on meeting them again (DG's mremember's), or "".
 */
#define MOB_MEMORY_MAX		16
#define MOB_MEMORY_CMD_MAX	128
struct mob_memory {
	uint64_t id;
	char	 name[CHAR_NAME_MAX + 1];
	char	 command[MOB_MEMORY_CMD_MAX + 1];
};

struct character {
	uint64_t			 id;	/* unique while the server runs */
	struct player_data		 pd;	/* name, level... (mobiles too) */
	struct mob_info			*mob;	/* NULL for players */
	struct descriptor		*desc;
	struct room			*room;
	struct object			*on;	/* furniture sat on, in room */
	int				 aff_born;	/* AFF_* of its kind */
	time_t				 login_time;
	int				 linkdead;
	int				 extracted;	/* to be reaped */
	char				 reply_to[CHAR_NAME_MAX + 1];
					/* who last told us something */
	char				*afk;	/* away: its message, or NULL */
	char				*replay;	/* tells kept while
							   away or busy
							   (game/replay.c) */
	size_t				 replay_len;
	int				 replay_n;	/* lines in it */
	struct ratelimit		 crowd_said;	/* its lines in a
							   crowded room */
	struct character		*fighting;
	struct character		*master;	/* whom it follows */
	TAILQ_HEAD(, character)		 followers;	/* who follow it */
	TAILQ_ENTRY(character)		 follow_entry;	/* master's list */
	int				 grouped;	/* in its leader's
							   group */
	char				 cast_word[32];	/* what a cast
							   seeks by name */
	int				 script_tally;	/* the area whose
							   script loaded it,
							   or 0 (game/
							   script-budget.c) */
	char				*script_attached;	/* scripts
							   attached to it by
							   scripts, or NULL
							   (game/script-
							   attach.c) */
	unsigned			 script_detached;	/* 1 << i:
							   its prototype's
							   script i detached */
	struct affect_list		 affects;
	struct object_list		 carrying;
	struct eq_owner			 events;	/* on the event queue */
	struct eq_target		 targeted;	/* events aimed at it */
	TAILQ_ENTRY(character)		 entry;		/* char_list */
	TAILQ_ENTRY(character)		 player_entry;	/* player_list */
	TAILQ_ENTRY(character)		 staff_entry;	/* staff_list, if
							   on_staff */
	int				 on_staff;
	TAILQ_ENTRY(character)		 room_entry;	/* room->people */
	TAILQ_ENTRY(character)		 mob_entry;	/* room->mobs, if a
							   mobile */
};
TAILQ_HEAD(character_list, character);

/* Everyone in the game, players and mobiles. */
extern struct character_list	char_list;
/* The players alone, in the order they entered (linked by player_entry). */
extern struct character_list	player_list;
/*
 * The players of a role above ROLE_PLAYER (linked by staff_entry): what
 * only staff hear walks these, not every player.
 */
extern struct character_list	staff_list;

/* A new player character from a loaded record (whose contents it takes). */
struct character	*char_new(struct player_data *);
/* Give a player a role (enum player_role), on staff_list or off it. */
void			 char_set_role(struct character *, int role);
/* A new mobile from its prototype, in no room yet. */
struct character	*char_new_mob(const struct mob_def *);
/*
 * Take a character and what it carries out of the game: the data alone
 * (the game's game_extract_char does what follows). It is marked and
 * freed by char_reap(), at the end of the turn, not at once.
 */
void			 char_extract(struct character *);
/* Free the characters extracted so far; returns how many. */
size_t			 char_reap(void);
struct character	*char_find_player(const char *name);
/* Players in the game (not mobiles). */
int			 char_count(void);
int			 mob_count(void);

static inline int
char_is_npc(const struct character *ch)
{
	return (ch->mob != NULL);
}

/* The character with this id, or NULL once it has left the game. */
struct character	*char_find_id(uint64_t id);
/* Where the next id is looked for; ids wrap past INT32_MAX (for tests). */
void			 char_set_next_id(uint64_t);

/* "Alice" or "The city guard", to start a sentence. */
const char	*char_name_cap(const struct character *);
/* "Alice" or "the city guard". */
const char	*char_name(const struct character *);
/* Does word name this character? */
int		 char_matches(const struct character *, const char *word);
/* Is it carrying a lit light in its light slot? */
int		 char_has_light(const struct character *);
/* The AFF_* bits ch has: its prototype's and its affects'. */
int		 char_aff(const struct character *);
/* The object it wears at loc, or NULL. */
struct object	*char_equipped(const struct character *, enum wear_loc);

/*
 * Put ch in room, out of the one it was in: the data alone. What follows
 * a move (fights stop, a cast is lost, aggro, GMCP) is game_move_char's.
 */
void	char_to_room(struct character *, struct room *);
/* Make a mobile what another prototype is (DG's mtransform). */
void	char_mob_transform(struct character *, const struct mob_def *);
/* Take ch out of its room (the data alone). */
void	char_from_room(struct character *);

#endif
