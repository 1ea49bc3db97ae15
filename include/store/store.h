/*
 * store.h: the players' SQLite database. No SQL lives anywhere else.
 *
 * WAL mode, prepared statements only, a schema_version table with the
 * migrations run at open in one transaction, each save one transaction.
 */
#ifndef MUD_STORE_H
#define MUD_STORE_H

#include <stddef.h>
#include <stdint.h>

/*
 * How long a write waits for a lock another program holds: in play, and
 * at start and shutdown, when there is no game to stall.
 */
#define STORE_BUSY_MS		20
#define STORE_BUSY_LONG_MS	10000

/*
 * A row of the players table: its id and its columns by name, each an
 * INTEGER or a TEXT. The store knows the table, not what a column means:
 * the game maps its own record to and from this one (game/save.c), so a
 * new column is a migration in store.c and a line in the game's map,
 * never a change here. Strings are the record's own.
 */
enum store_type { STORE_INT, STORE_TEXT };

struct store_value {
	char		*column;
	enum store_type	 type;
	int64_t		 i;		/* STORE_INT */
	char		*text;		/* STORE_TEXT, never NULL */
};

struct store_record {
	int64_t			 id;	/* 0 until created */
	struct store_value	*values;
	size_t			 n;
	size_t			 cap;
	size_t			 next;	/* where a set looks first */
};

/* An empty record. */
void	store_record_init(struct store_record *);
/* Free what a record holds and empty it (it can be filled again). */
void	store_record_clear(struct store_record *);
/*
 * Set a column, replacing the value it had; NULL text is "". A record
 * kept and filled again with the same columns allocates nothing but
 * changed text.
 */
void	store_record_set_int(struct store_record *, const char *column,
	    int64_t);
void	store_record_set_text(struct store_record *, const char *column,
	    const char *);
/*
 * A column's value, or NULL if the record has none. Names are compared
 * exactly here; the store matches them to the table's in any case.
 */
const struct store_value *store_record_get(const struct store_record *,
	    const char *column);

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
	int		timer;		/* pulses before it crumbles, or 0 */
};

/* An active affect, with the time it has left. */
struct player_affect {
	int	spell;
	int	location;	/* enum apply */
	int	modifier;
	int	remaining;	/* pulses */
};

/* An alias: a name (unique per player, in any case) and its text. */
struct player_alias_row {
	char	*name;
	char	*text;
};

/*
 * What a player has besides its row: objects, active affects and
 * aliases. A save writes them all, replacing what was saved before.
 */
struct player_items {
	struct player_item	*list;
	size_t			 n;
	size_t			 cap;
	struct player_affect	*affects;
	size_t			 naffects;
	size_t			 caffects;
	struct player_alias_row	*aliases;
	size_t			 naliases;
	size_t			 caliases;
};

/*
 * Messages kept for players: notes on boards and letters in mailboxes.
 * A box is a board (named by a number the game gives it) or the mailbox
 * of a player (its id); each holds messages oldest first, by id.
 */
enum store_box { STORE_BOARD, STORE_MAIL, STORE_BOX__COUNT };

struct store_message {
	int64_t	 id;		/* the store's, 0 until added */
	char	*author;
	int64_t	 posted;	/* a time_t */
	int	 seen;		/* a letter that was read */
	char	*subject;
	char	*body;		/* NULL in a list */
};

struct store_messages {
	struct store_message	*list;
	size_t			 n;
	size_t			 cap;
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
/*
 * The log is copied into the database by a thread of the store's own
 * (store-checkpoint.c), never inside a save on the game's thread. Kick it
 * to run now rather than within the second; the checkpoints that copied
 * something and the pages they copied (both 0 without the thread).
 */
void		 store_checkpoint_kick(struct store *);
void		 store_checkpoint_stats(struct store *, unsigned long long *runs,
		    unsigned long long *frames);
int		 store_schema_version(struct store *);
/* The version this server brings a database to (its last migration). */
int		 store_schema_latest(void);

/*
 * Load the players row named name (any case) into rec: its id and every
 * column. 1 if found, 0 if no such player, -1 on error.
 */
int	store_load_player(struct store *, const char *name,
	    struct store_record *, char **cause);
/*
 * Insert a new player with the columns of rec and set rec->id; fails if
 * the name is taken (case-insensitive). Each column must be one of the
 * players table's (not id) with its type: one that is not is refused,
 * and nothing is written.
 */
int	store_create_player(struct store *, struct store_record *,
	    char **cause);
/*
 * Save an existing player (the row of rec->id: the columns rec has) and,
 * unless items is NULL, its objects and affects, in one transaction.
 * Columns are checked as for store_create_player.
 */
int	store_save_player(struct store *, const struct store_record *,
	    const struct player_items *, char **cause);
/*
 * Save several players in one transaction, so that a thing moved from one
 * to another is with exactly one of them whatever happens. Nothing is
 * written if any of them fails.
 */
int	store_save_players(struct store *, const struct store_record *const *,
	    const struct player_items *const *, size_t n, char **cause);
/*
 * One player's part of a save that writes only what changed: records of
 * columns of its players row, each written by an UPDATE of its own (none:
 * the row is left as it is), and those of its other tables that tables
 * names (STORE_T_*), each replaced whole with what items holds.
 */
#define STORE_T_OBJECTS	0x1
#define STORE_T_AFFECTS	0x2
#define STORE_T_ALIASES	0x4
#define STORE_T_ALL	(STORE_T_OBJECTS | STORE_T_AFFECTS | STORE_T_ALIASES)
#define STORE_PART_ROWS	8	/* the most records in a part */

struct store_part {
	int64_t				 id;	/* the player's */
	const struct store_record	*rows[STORE_PART_ROWS];
	size_t				 nrows;
	const struct player_items	*items;	/* NULL: no table */
	int				 tables;	/* STORE_T_* */
};

/*
 * Save the parts of n players and the corpses in one transaction (as
 * store_save_together, which is this with whole rows and every table);
 * nothing is written if any of it fails. Committed saves count the rows
 * they changed in store_stats.rows_written (store-stats.h).
 */
struct store_corpse;
int	store_save_parts(struct store *, const struct store_part *, size_t n,
	    const struct store_corpse *, size_t ncorpses, char **cause);
/* Load a player's objects, affects and aliases; 0, or -1 on error. */
int	store_load_items(struct store *, int64_t player_id,
	    struct player_items *, char **cause);
void	player_items_add(struct player_items *, const struct player_item *);
void	player_items_add_affect(struct player_items *,
	    const struct player_affect *);
/* Append an alias (copied); the store refuses two of one name. */
void	player_items_add_alias(struct player_items *, const char *name,
	    const char *text);
void	player_items_clear(struct player_items *);
long long	store_count_players(struct store *);
/* The sizes on disk of the database file and its -wal (0 if none). */
void		store_file_sizes(struct store *, uint64_t *db, uint64_t *wal);
/*
 * Give the player of id another name: 0, 1 if the name is taken by
 * another (*cause), -1 on error (*cause, unless there is no such id).
 */
int	store_rename_player(struct store *, int64_t id, const char *name,
	    char **cause);
/* Players whose role column is at least min_role; -1 on error. */
long long	store_count_role(struct store *, int min_role);
/*
 * Messages. Add one (author, posted, subject and body; NULL text is "")
 * and set its id: 0, or -1 if the box does not exist (a letter for no
 * player). Count a box's messages, or only author's (any case): the
 * number, or -1. List the first max of a box, oldest first, without
 * bodies (appended to ms): 0 or -1. Read one with its body: 1, 0 if the
 * box has no such message, -1. Delete one, or mark a letter seen: 1, 0
 * if there was none, -1.
 */
int	store_msg_add(struct store *, enum store_box, int64_t box,
	    struct store_message *, char **cause);
long long	store_msg_count(struct store *, enum store_box, int64_t box,
	    const char *author, char **cause);
/*
 * Count the messages author (any case) has in all boxes of a kind, posted
 * at since or later; for letters, only those not yet seen if unseen.
 */
long long	store_msg_count_by(struct store *, enum store_box,
	    const char *author, int64_t since, int unseen, char **cause);
int	store_msg_list(struct store *, enum store_box, int64_t box,
	    size_t max, struct store_messages *, char **cause);
int	store_msg_read(struct store *, enum store_box, int64_t box,
	    int64_t id, struct store_message *, char **cause);
int	store_msg_delete(struct store *, enum store_box, int64_t box,
	    int64_t id, char **cause);
int	store_msg_seen(struct store *, enum store_box, int64_t box,
	    int64_t id, char **cause);
void	store_message_clear(struct store_message *);
void	store_messages_clear(struct store_messages *);

/*
 * A player's corpse as the store keeps it, so that it outlives a crash:
 * the corpse object's own id (its key), whose it is, the room it lies in,
 * the time it has left, its gold, the game's flags, when it was made, and
 * what it holds (a list as a player's, parent -1 for the corpse itself).
 *
 * An object is in one place in the database: saving a corpse takes what
 * it holds from any player's row or other corpse, and saving a player
 * takes what it has from any corpse (the schema's triggers see to it).
 * So a thing looted and saved, or a corpse made and saved with its dead
 * owner, is after a crash at any moment with one of them, never both.
 */
struct store_corpse {
	uint64_t		 uid;
	int64_t			 owner_id;	/* a player's id */
	char			*owner;		/* its name */
	int			 room;		/* the room's vnum */
	int			 remaining;	/* pulses before it crumbles */
	long long		 gold;
	int			 flags;		/* the game's own */
	int64_t			 made;		/* a time_t */
	int			 gone;		/* delete it: it crumbled or
						   was emptied */
	struct player_items	 items;
};

/*
 * Save players and write (or delete, if gone) corpses, all in one
 * transaction: a thing moved between a player and a corpse is in exactly
 * one of them whatever happens. Nothing is written if anything fails.
 * store_save_players is this without corpses.
 */
int	store_save_together(struct store *, const struct store_record *const *,
	    const struct player_items *const *, size_t n,
	    const struct store_corpse *, size_t ncorpses, char **cause);
/*
 * Every corpse saved, oldest first, with what it holds, appended to
 * *list (*n of them; free with store_corpses_free): 0, or -1.
 */
int	store_load_corpses(struct store *, struct store_corpse **list,
	    size_t *n, char **cause);
void	store_corpses_free(struct store_corpse *list, size_t n);

/*
 * Bans: of a site (an address pattern, as the game writes it) or of a
 * name, each with a reason, who set it, when, and when it ends (0:
 * never). One of a kind and pattern (any case): adding it again replaces
 * it. The store keeps the rows; what a pattern matches is the game's.
 */
enum store_ban_kind { STORE_BAN_SITE, STORE_BAN_NAME, STORE_BAN__COUNT };

struct store_ban {
	enum store_ban_kind	 kind;
	char			*pattern;
	char			*reason;
	char			*author;
	int64_t			 created;	/* a time_t */
	int64_t			 expires;	/* a time_t, or 0 */
};

struct store_bans {
	struct store_ban	*list;
	size_t			 n;
	size_t			 cap;
};

/*
 * Add or replace a ban: 0 or -1. Bans ended by now are deleted first.
 * Remove one: 1, 0 if there was none, -1. List those in force at now (of
 * one kind, or every kind if kind is STORE_BAN__COUNT), at most max, by
 * kind and pattern, appended to bs: 0 or -1. Count those in force: the
 * number, or -1. Find the ban in force on a pattern exactly (any case):
 * 1 (b filled), 0, -1.
 */
int	store_ban_add(struct store *, const struct store_ban *, int64_t now,
	    char **cause);
int	store_ban_remove(struct store *, enum store_ban_kind,
	    const char *pattern, char **cause);
int	store_ban_list(struct store *, enum store_ban_kind, int64_t now,
	    size_t max, struct store_bans *, char **cause);
long long	store_ban_count(struct store *, int64_t now, char **cause);
int	store_ban_find(struct store *, enum store_ban_kind, const char *pattern,
	    int64_t now, struct store_ban *, char **cause);
void	store_ban_clear(struct store_ban *);
void	store_bans_clear(struct store_bans *);

/*
 * The audit log: a row for each staff command (when, who, the command,
 * its arguments, whether it is consequential, and its outcome: "ok" or
 * "refused: why"). Routine rows past the newest keep are dropped;
 * consequential ones past keep only once older than since (a time_t).
 * The trimming runs every STORE_AUDIT_TRIM rows, so a kind may hold that
 * many more for a while. Read back the last max, oldest first, by or
 * naming who (any case; NULL: everyone).
 */
#define STORE_AUDIT_TRIM	32

struct store_audit {
	int64_t	 id;
	int64_t	 at;		/* a time_t */
	char	*actor;
	char	*command;
	char	*args;
	int	 consequential;
	char	*outcome;
};

struct store_audits {
	struct store_audit	*list;
	size_t			 n;
	size_t			 cap;
};

int	store_audit_add(struct store *, const struct store_audit *,
	    int64_t keep, int64_t since, char **cause);
int	store_audit_list(struct store *, const char *who, size_t max,
	    struct store_audits *, char **cause);
void	store_audits_clear(struct store_audits *);

/* Write a consistent copy of the database to a new file at path. */
int	store_snapshot(struct store *, const char *path, char **cause);
/*
 * The game's own state, a few integers by name (its calendar): read one
 * (1 if found, 0 if never written, -1 on error) or write one.
 */
int	store_get_state(struct store *, const char *name, int64_t *value,
	    char **cause);
int	store_set_state(struct store *, const char *name, int64_t value,
	    char **cause);
/*
 * The areas a builder may edit (by the area file's name, any case):
 * assign one (1; 0 if no player has that name), unassign one (1; 0 if it
 * was not assigned), is one assigned (1 or 0), list them (at most max,
 * in name order, into a new array of new strings): -1 on errors.
 */
int	store_area_assign(struct store *, const char *player,
	    const char *area, char **cause);
int	store_area_unassign(struct store *, const char *player,
	    const char *area, char **cause);
int	store_area_assigned(struct store *, const char *player,
	    const char *area, char **cause);
int	store_area_list(struct store *, const char *player, char ***areas,
	    size_t *n, size_t max, char **cause);
/* A new block of object ids, first up to first + 2^32 - 1; 0 or -1. */
int	store_take_uid_block(struct store *, uint64_t *first, char **cause);

/*
 * The staff ('wizlist', store-staff.c): the players of min_role or above,
 * the highest role first, at most max of them in rows; *n of them.
 */
struct store_staff {
	char	 name[32];
	int	 role;
};
int	store_staff_list(struct store *, int min_role, struct store_staff *,
	    size_t max, size_t *n, char **cause);

/* A clan the staff made (store-clan.c). */
#define STORE_CLAN_NAME	16	/* bytes of a clan's name */
#define STORE_CLAN_TAG	32	/* bytes of its tag */
struct store_clan {
	char	 name[STORE_CLAN_NAME + 1];
	char	 tag[STORE_CLAN_TAG + 1];
	int64_t	 created;
	long long members;	/* players whose clan it is */
};
/* Make a clan: 0, 1 if one has the name (any case), -1 on error. */
int	store_clan_add(struct store *, const struct store_clan *,
	    char **cause);
/*
 * Remove a clan, and make its members clanless: 0, 1 if there was
 * none, -1 on error.
 */
int	store_clan_delete(struct store *, const char *name, char **cause);
/* The clans by name, up to max, with their members: 0 or -1. */
int	store_clan_list(struct store *, struct store_clan *, size_t max,
	    size_t *n, char **cause);

/* A typo, bug or idea a player reported for the staff (store-staff.c). */
struct store_remark {
	int64_t	 id;
	int	 kind;		/* the game's: typo, bug, idea */
	char	 author[32];
	int	 room;		/* the vnum where it was said */
	int64_t	 at;
	char	*text;
};
struct store_remarks {
	struct store_remark	*list;
	size_t			 n;
};
/* Keep a remark (its id is not read): 0 or -1. */
int	store_remark_add(struct store *, const struct store_remark *,
	    char **cause);
/* How many remarks author made since a time; -1 on error. */
long long	store_remark_count(struct store *, const char *author,
	    int64_t since, char **cause);
/* The oldest max remarks of a kind (-1: any kind): 0 or -1. */
int	store_remark_list(struct store *, int kind, size_t max,
	    struct store_remarks *, char **cause);
/* Delete remark id: 0, 1 if there was none, -1 on error. */
int	store_remark_delete(struct store *, int64_t id, char **cause);
void	store_remarks_clear(struct store_remarks *);

/*
 * Delete the player named name and, by cascade, all the store keeps of
 * it (store-erase.c): 0, 1 if there was none, -1 on error.
 */
int	store_erase_player(struct store *, const char *name, char **cause);

#endif
