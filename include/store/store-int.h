/*
 * store-int.h: what the store-*.c files share and nobody else needs: the
 * statements of the corpses (store-corpse.c) that store.c prepares with
 * its own, the migrations, the SQLite connection of an open store, and
 * the helpers they all use. No SQL leaves src/store.
 */
#ifndef MUD_STORE_INT_H
#define MUD_STORE_INT_H

#include <sqlite3.h>

#include "store.h"

/* The prepared statements of store-corpse.c, by what they do. */
enum store_corpse_stmt {
	SC_DELETE,
	SC_INSERT,
	SC_ITEMS_INSERT,
	SC_LOAD,
	SC_ITEMS_LOAD,
	SC__MAX
};

/* Their SQL (store-corpse.c), prepared at open (store.c). */
extern const char *const store_corpse_sql[SC__MAX];

/* store-schema.c: migration i takes the schema from version i to i + 1. */
extern const char *const store_migrations[];

/* store.c, for the other files of the store. */
sqlite3_stmt	*store_corpse_stmt(struct store *, enum store_corpse_stmt);
/* -1, and *cause (if wanted) says what failed and SQLite's message. */
int		 store_fail(struct store *, char **cause, const char *what);
/* A statement prepared for one use; NULL and *cause on failure. */
sqlite3_stmt	*store_prepare(struct store *, const char *sql, char **cause,
		    const char *what);
/* Copy a text column into dst of size bytes ("" for NULL), cut to fit. */
void		 store_column_copy(sqlite3_stmt *, int col, char *dst,
		    size_t size);
/* Step a statement that returns no row, reset it and clear it; 0 or -1. */
int		 store_step_done(struct store *, sqlite3_stmt *, char **cause,
		    const char *what);
/* Read the item rows of a bound statement; the last step's code. */
int		 store_item_rows(sqlite3_stmt *, struct player_items *);

/*
 * store-corpse.c: write one corpse (or delete it) inside the open
 * transaction; 0 or -1.
 */
int		 store_corpse_write(struct store *,
		    const struct store_corpse *, char **cause);

/*
 * store-checkpoint.c: WAL checkpoints on a thread of their own, started
 * by store_open for a database file; NULL if it could not start (the
 * game's connection then checkpoints by itself, as SQLite does).
 */
struct store_ckpt;
struct store_ckpt *store_ckpt_start(sqlite3 *game, const char *path);
void		 store_ckpt_stop(struct store_ckpt *, sqlite3 *game);
void		 store_ckpt_kick(struct store_ckpt *);
void		 store_ckpt_stats(struct store_ckpt *, unsigned long long *runs,
		    unsigned long long *frames);

/* The connection and its file (store.c), for the backups. */
sqlite3		*store_db(struct store *);
const char	*store_path(struct store *);

/* The statements of a box's kind, by what they do (store-msg.c). */
enum store_msg_op { SM_ADD, SM_COUNT, SM_LIST, SM_READ, SM_DELETE, SM_SEEN,
	SM_BY, SM__COUNT };
/* The statement for op on a kind of box, or NULL (and *cause). */
sqlite3_stmt	*store_msg_prepared(struct store *, enum store_box,
		    enum store_msg_op, char **cause);

#endif
