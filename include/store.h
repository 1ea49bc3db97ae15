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
#define STORE_SCHEMA_VERSION	2

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
};

struct store;

/*
 * Open (creating if absent) the database at path and bring its schema up to
 * date. A file that is not a database, is corrupt or is from a newer server
 * gives NULL and *cause.
 */
struct store	*store_open(const char *path, char **cause);
void		 store_close(struct store *);
int		 store_schema_version(struct store *);

void		 player_data_clear(struct player_data *);
void		 player_data_init(struct player_data *);

/* 1 if found and loaded, 0 if no such player, -1 on error. */
int	store_load_player(struct store *, const char *name,
	    struct player_data *, char **cause);
/* Insert a new player; fails if the name is taken (case-insensitive). */
int	store_create_player(struct store *, struct player_data *,
	    char **cause);
/* Save an existing player in one transaction. */
int	store_save_player(struct store *, const struct player_data *,
	    char **cause);
long long	store_count_players(struct store *);

#endif
