/*
 * store.h: the players' SQLite database. No SQL lives anywhere else.
 *
 * WAL mode, prepared statements only, a schema_version table with the
 * migrations run at open in one transaction, each save one transaction.
 */
#ifndef MUD_STORE_H
#define MUD_STORE_H

#include <stdint.h>
#include <time.h>

#define STORE_NAME_MAX	12
#define STORE_SCHEMA_VERSION	6
/*
 * How long a write waits for a lock another program holds: in play, and
 * at start and shutdown, when there is no game to stall.
 */
#define STORE_BUSY_MS		20
#define STORE_BUSY_LONG_MS	10000

enum player_role { ROLE_PLAYER = 0, ROLE_BUILDER = 1, ROLE_ADMIN = 2 };

/* What is saved of a player. */
struct player_data {
	int64_t		 id;
	char		 name[STORE_NAME_MAX + 1];
	char		*pwhash;
	char		 class_name[16];
	int		 level;
	int		 role;
	int		 room;
	long long	 exp;
	char		*title;
	time_t		 created;
	time_t		 last_login;
	long long	 played;	/* seconds */
	int		 hit, max_hit;
	int		 mana, max_mana;
	int		 move, max_move;
	long long	 gold;
	int		 stats[5];	/* strength, intelligence, wisdom,
					   dexterity, constitution */
	int		 position;	/* enum position */
	int		 wimpy;		/* flee below this many hit points */
	int		 prefs;		/* PREF_* */
	char		*prompt;	/* "" for the default */
};

#define PREF_COLOR_OFF	0x01	/* no colour even if the client has it */
#define PREF_BRIEF	0x02	/* no room descriptions when walking */
#define PREF_COMPACT	0x04	/* no blank line before the prompt */
#define PREF_NO_GOSSIP	0x08	/* does not hear the gossip channel */

/*
 * One object a player has, in a flat list where containers come before
 * what they hold: parent is the index of the container in the list, or -1.
 *
 * uid is the object's own id, unique in the game for ever (ids come in
 * blocks from store_take_uid_block). The database holds an id for one
 * player at most: saving a player who has an object that another player's
 * row still holds moves the row. So when one player drops a thing and
 * another picks it up and saves, a crash at any moment leaves it with one
 * of them, never both.
 */
struct player_item {
	uint64_t	uid;
	int		vnum;
	int		parent;
	int		worn;		/* enum wear_loc, -1 if not worn */
	int		values[5];
};

/* An active affect, with the time it has left. */
struct player_affect {
	int	spell;
	int	location;	/* enum apply */
	int	modifier;
	int	remaining;	/* pulses */
};

/* What a player has besides its row: objects and active affects. */
struct player_items {
	struct player_item	*list;
	size_t			 n;
	size_t			 cap;
	struct player_affect	*affects;
	size_t			 naffects;
	size_t			 caffects;
};

struct store;

/*
 * Open (creating if absent) the database at path and bring its schema up to
 * date. A file that is not a database, is corrupt or is from a newer server
 * gives NULL and *cause.
 */
struct store	*store_open(const char *path, char **cause);
void		 store_close(struct store *);
/* How long writes wait for another program's lock (STORE_BUSY_*). */
void		 store_set_busy_wait(struct store *, int ms);
int		 store_schema_version(struct store *);

void		 player_data_clear(struct player_data *);
void		 player_data_init(struct player_data *);

/* 1 if found and loaded, 0 if no such player, -1 on error. */
int	store_load_player(struct store *, const char *name,
	    struct player_data *, char **cause);
/* Insert a new player; fails if the name is taken (case-insensitive). */
int	store_create_player(struct store *, struct player_data *,
	    char **cause);
/* Save an existing player and its objects in one transaction. */
int	store_save_player(struct store *, const struct player_data *,
	    const struct player_items *, char **cause);
/*
 * Save several players in one transaction, so that a thing moved from one
 * to another is with exactly one of them whatever happens.
 */
int	store_save_players(struct store *, const struct player_data *const *,
	    const struct player_items *const *, size_t n, char **cause);
/* Load a player's objects; 0, or -1 on error. */
int	store_load_items(struct store *, int64_t player_id,
	    struct player_items *, char **cause);
void	player_items_add(struct player_items *, const struct player_item *);
void	player_items_add_affect(struct player_items *,
	    const struct player_affect *);
void	player_items_clear(struct player_items *);
long long	store_count_players(struct store *);
/* Write a consistent copy of the database to a new file at path. */
int	store_snapshot(struct store *, const char *path, char **cause);
/* A new block of object ids, first up to first + 2^32 - 1; 0 or -1. */
int	store_take_uid_block(struct store *, uint64_t *first, char **cause);

#endif
