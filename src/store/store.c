/* store.c: the players' SQLite database. */
#include <sys/stat.h>

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <sqlite3.h>

#include "log.h"
#include "store.h"
#include "store-int.h"
#include "store-stats.h"
#include "xmalloc.h"

enum store_stmt {
	ST_LOAD,
	ST_COUNT,
	ST_COUNT_ROLE,
	ST_RENAME,
	ST_ITEMS_DELETE,
	ST_ITEMS_INSERT,
	ST_ITEMS_LOAD,
	ST_AFF_DELETE,
	ST_AFF_INSERT,
	ST_AFF_LOAD,
	ST_ALIAS_DELETE,
	ST_ALIAS_INSERT,
	ST_ALIAS_LOAD,
	ST_UID_BLOCK,
	ST_BOARD_ADD,
	ST_BOARD_COUNT,
	ST_BOARD_LIST,
	ST_BOARD_READ,
	ST_BOARD_DELETE,
	ST_MAIL_ADD,
	ST_MAIL_COUNT,
	ST_MAIL_LIST,
	ST_MAIL_READ,
	ST_MAIL_DELETE,
	ST_MAIL_SEEN,
	ST_STATE_GET,
	ST_STATE_SET,
	ST_BEGIN,
	ST_COMMIT,
	ST_ROLLBACK,
	ST_BOARD_BY,
	ST_MAIL_BY,
	ST__MAX
};

static const char *store_sql[ST__MAX] = {
	/*
	 * Every column: the game maps what it knows (game/save.c). Saves
	 * and creates are prepared for the columns a record has
	 * (store_write_stmt).
	 */
	[ST_LOAD] = "SELECT * FROM players WHERE name = ?1 COLLATE NOCASE",
	[ST_COUNT] = "SELECT count(*) FROM players",
	[ST_COUNT_ROLE] = "SELECT count(*) FROM players WHERE role >= ?1",
	[ST_RENAME] = "UPDATE players SET name = ?2 WHERE id = ?1",
	[ST_ITEMS_DELETE] = "DELETE FROM player_items WHERE player_id = ?1",
	/*
	 * An object is held by one character at most: the latest save of it
	 * takes it from whoever saved it before (see store.h).
	 */
	[ST_ITEMS_INSERT] = "INSERT INTO player_items (player_id, seq, "
	    "parent, vnum, worn, v0, v1, v2, v3, v4, uid, parent_uid, timer) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13) "
	    "ON CONFLICT (uid) DO UPDATE SET player_id = excluded.player_id, "
	    "seq = excluded.seq, parent = excluded.parent, "
	    "vnum = excluded.vnum, worn = excluded.worn, v0 = excluded.v0, "
	    "v1 = excluded.v1, v2 = excluded.v2, v3 = excluded.v3, "
	    "v4 = excluded.v4, parent_uid = excluded.parent_uid, "
	    "timer = excluded.timer",
	[ST_AFF_DELETE] = "DELETE FROM player_affects WHERE player_id = ?1",
	[ST_AFF_INSERT] = "INSERT INTO player_affects (player_id, seq, spell, "
	    "location, modifier, remaining) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
	[ST_AFF_LOAD] = "SELECT spell, location, modifier, remaining FROM "
	    "player_affects WHERE player_id = ?1 ORDER BY seq",
	[ST_ITEMS_LOAD] = "SELECT uid, parent_uid, vnum, worn, v0, v1, v2, "
	    "v3, v4, timer FROM player_items WHERE player_id = ?1 ORDER BY seq",
	[ST_ALIAS_DELETE] = "DELETE FROM player_aliases WHERE player_id = ?1",
	[ST_ALIAS_INSERT] = "INSERT INTO player_aliases (player_id, name, "
	    "text) VALUES (?1, ?2, ?3)",
	[ST_ALIAS_LOAD] = "SELECT name, text FROM player_aliases WHERE "
	    "player_id = ?1 ORDER BY name",
	[ST_UID_BLOCK] = "UPDATE object_uids SET block = block + 1 "
	    "RETURNING block",
	/*
	 * Notes on boards and letters in mailboxes: the same shape, a box
	 * (a board's number, a recipient's id) of messages oldest first.
	 */
	[ST_BOARD_ADD] = "INSERT INTO board_notes (board, author, posted, "
	    "subject, body) VALUES (?1, ?2, ?3, ?4, ?5)",
	[ST_BOARD_COUNT] = "SELECT count(*) FROM board_notes WHERE board = ?1 "
	    "AND (?2 IS NULL OR author = ?2 COLLATE NOCASE)",
	[ST_BOARD_LIST] = "SELECT id, author, posted, 0, subject FROM "
	    "board_notes WHERE board = ?1 ORDER BY id LIMIT ?2",
	[ST_BOARD_READ] = "SELECT id, author, posted, 0, subject, body FROM "
	    "board_notes WHERE board = ?1 AND id = ?2",
	[ST_BOARD_DELETE] = "DELETE FROM board_notes WHERE board = ?1 AND "
	    "id = ?2",
	[ST_MAIL_ADD] = "INSERT INTO mail (recipient, sender, sent, subject, "
	    "body) VALUES (?1, ?2, ?3, ?4, ?5)",
	[ST_MAIL_COUNT] = "SELECT count(*) FROM mail WHERE recipient = ?1 "
	    "AND (?2 IS NULL OR sender = ?2 COLLATE NOCASE)",
	[ST_MAIL_LIST] = "SELECT id, sender, sent, seen, subject FROM mail "
	    "WHERE recipient = ?1 ORDER BY id LIMIT ?2",
	[ST_MAIL_READ] = "SELECT id, sender, sent, seen, subject, body FROM "
	    "mail WHERE recipient = ?1 AND id = ?2",
	[ST_MAIL_DELETE] = "DELETE FROM mail WHERE recipient = ?1 AND id = ?2",
	[ST_MAIL_SEEN] = "UPDATE mail SET seen = 1 WHERE recipient = ?1 AND "
	    "id = ?2",
	[ST_STATE_GET] = "SELECT value FROM game_state WHERE name = ?1",
	[ST_STATE_SET] = "INSERT INTO game_state (name, value) VALUES (?1, ?2) "
	    "ON CONFLICT (name) DO UPDATE SET value = excluded.value",
	[ST_BEGIN] = "BEGIN IMMEDIATE",
	[ST_COMMIT] = "COMMIT",
	[ST_ROLLBACK] = "ROLLBACK",
	/* What one author has posted since a time, in every box. */
	[ST_BOARD_BY] = "SELECT count(*) FROM board_notes WHERE author = ?1 "
	    "COLLATE NOCASE AND posted >= ?2",
	[ST_MAIL_BY] = "SELECT count(*) FROM mail WHERE sender = ?1 COLLATE "
	    "NOCASE AND sent >= ?2 AND (?3 = 0 OR seen = 0)",
};

/* A column of the players table, as it was at open. */
struct store_column {
	char		*name;
	enum store_type	 type;
	int		 id;		/* the row's id */
};

/*
 * A save or a create prepared for one set of columns, in the order a
 * record gives them. The game sends a few sets (a create, each section of
 * the row it saves apart), so after its first saves a save finds its
 * statement here and checks nothing again.
 */
#define STORE_CACHED	8
enum store_write { SW_UPDATE, SW_INSERT, SW__MAX };

struct store_cached {
	char		**columns;	/* as the record spells them */
	enum store_type	 *types;
	size_t		  n;
	sqlite3_stmt	 *st;
};

struct store {
	sqlite3			*db;
	char			*path;
	sqlite3_stmt		*stmt[ST__MAX];
	sqlite3_stmt		*corpse[SC__MAX];	/* store-corpse.c */
	struct store_column	*columns;	/* of players */
	size_t			 ncolumns;
	struct store_cached	 cached[SW__MAX][STORE_CACHED];
	size_t			 next[SW__MAX];	/* the slot to take next */
	struct store_ckpt	*ckpt;		/* store-checkpoint.c */
};

int
store_fail(struct store *s, char **cause, const char *what)
{
	if (cause != NULL)
		xasprintf(cause, "%s: %s: %s", s->path, what,
		    sqlite3_errmsg(s->db));
	return (-1);
}

static int
store_exec(struct store *s, const char *sql, char **cause)
{
	char	*msg = NULL;

	if (sqlite3_exec(s->db, sql, NULL, NULL, &msg) != SQLITE_OK) {
		if (cause != NULL)
			xasprintf(cause, "%s: %s", s->path,
			    msg != NULL ? msg : sqlite3_errmsg(s->db));
		sqlite3_free(msg);
		return (-1);
	}
	return (0);
}

/* Read the schema version; 0 for a new, empty database. */
static int
store_read_version(struct store *s, int *version, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc, tables;

	if (sqlite3_prepare_v2(s->db, "SELECT count(*) FROM sqlite_master",
	    -1, &st, NULL) != SQLITE_OK)
		return (store_fail(s, cause, "not a usable database"));
	rc = sqlite3_step(st);
	tables = rc == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW)
		return (store_fail(s, cause, "not a usable database"));
	if (tables == 0) {
		*version = 0;
		return (0);
	}
	if (sqlite3_prepare_v2(s->db, "SELECT version FROM schema_version",
	    -1, &st, NULL) != SQLITE_OK) {
		if (cause != NULL)
			xasprintf(cause, "%s: has tables but no schema_version: "
			    "not a database of this server", s->path);
		return (-1);
	}
	rc = sqlite3_step(st);
	*version = rc == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
	sqlite3_finalize(st);
	if (*version < 0) {
		if (cause != NULL)
			xasprintf(cause, "%s: schema_version is empty", s->path);
		return (-1);
	}
	return (0);
}

/* Run the migrations from version to the newest, in one transaction. */
static int
store_migrate(struct store *s, int version, char **cause)
{
	char	*sql;
	int	 v;

	if (version > store_schema_latest()) {
		xasprintf(cause, "%s: schema version %d is newer than this "
		    "server's %d: upgrade the server", s->path, version,
		    store_schema_latest());
		return (-1);
	}
	if (version == store_schema_latest())
		return (0);
	if (store_exec(s, "BEGIN IMMEDIATE", cause) != 0)
		return (-1);
	if (version == 0 && store_exec(s, "CREATE TABLE schema_version "
	    "(version INTEGER NOT NULL); INSERT INTO schema_version "
	    "VALUES (0);", cause) != 0)
		goto fail;
	for (v = version; v < store_schema_latest(); v++) {
		if (store_exec(s, store_migrations[v], cause) != 0)
			goto fail;
		xasprintf(&sql, "UPDATE schema_version SET version = %d", v + 1);
		if (store_exec(s, sql, cause) != 0) {
			free(sql);
			goto fail;
		}
		free(sql);
	}
	if (store_exec(s, "COMMIT", cause) != 0)
		goto fail;
	log_info("store: %s migrated from schema %d to %d", s->path, version,
	    store_schema_latest());
	return (0);
fail:
	store_exec(s, "ROLLBACK", NULL);
	return (-1);
}

/*
 * The type a declared column type gives: SQLite's rule for INTEGER
 * affinity ("INT" anywhere in it); the players table's other columns are
 * TEXT.
 */
static enum store_type
store_decl_type(const char *decl)
{
	if (decl != NULL && strcasestr(decl, "INT") != NULL)
		return (STORE_INT);
	return (STORE_TEXT);
}

/*
 * Read the players table's columns, once, at open: the names a record may
 * use. The game's names are checked against these and only these are
 * ever written into SQL.
 */
static int
store_read_columns(struct store *s, char **cause)
{
	sqlite3_stmt		*st;
	struct store_column	*c;
	const unsigned char	*name;
	int			 rc;

	if (sqlite3_prepare_v2(s->db, "PRAGMA table_info(players)", -1, &st,
	    NULL) != SQLITE_OK)
		return (store_fail(s, cause, "reading the players table"));
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if ((name = sqlite3_column_text(st, 1)) == NULL)
			continue;
		s->columns = xreallocarray(s->columns, s->ncolumns + 1,
		    sizeof *s->columns);
		c = &s->columns[s->ncolumns++];
		c->name = xstrdup((const char *)name);
		c->type = store_decl_type((const char *)
		    sqlite3_column_text(st, 2));
		c->id = strcasecmp(c->name, "id") == 0;
	}
	if (rc != SQLITE_DONE) {
		store_fail(s, cause, "reading the players table");
		sqlite3_finalize(st);
		return (-1);
	}
	sqlite3_finalize(st);
	if (s->ncolumns == 0) {
		xasprintf(cause, "%s: no players table", s->path);
		return (-1);
	}
	return (0);
}

/* Open the database and bring it up to date. */
struct store *
store_open(const char *path, char **cause)
{
	struct store	*s = xcalloc(1, sizeof *s);
	int		 i, version;

	s->path = xstrdup(path);
	if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		if (s->db != NULL)
			store_fail(s, cause, "cannot open");
		else
			xasprintf(cause, "%s: cannot open", path);
		goto fail;
	}
	sqlite3_extended_result_codes(s->db, 1);
	/* Before the game runs, waiting on another program's lock is fine. */
	sqlite3_busy_timeout(s->db, STORE_BUSY_LONG_MS);
	if (store_exec(s, "PRAGMA journal_mode = WAL", cause) != 0 ||
	    store_exec(s, "PRAGMA synchronous = NORMAL", cause) != 0 ||
	    store_exec(s, "PRAGMA foreign_keys = ON", cause) != 0)
		goto fail;
	if (store_read_version(s, &version, cause) != 0)
		goto fail;
	if (store_migrate(s, version, cause) != 0)
		goto fail;
	if (store_read_columns(s, cause) != 0)
		goto fail;
	for (i = 0; i < ST__MAX; i++) {
		if (sqlite3_prepare_v3(s->db, store_sql[i], -1,
		    SQLITE_PREPARE_PERSISTENT, &s->stmt[i], NULL) != SQLITE_OK) {
			store_fail(s, cause, "preparing statements");
			goto fail;
		}
	}
	for (i = 0; i < SC__MAX; i++) {
		if (sqlite3_prepare_v3(s->db, store_corpse_sql[i], -1,
		    SQLITE_PREPARE_PERSISTENT, &s->corpse[i], NULL) !=
		    SQLITE_OK) {
			store_fail(s, cause, "preparing statements");
			goto fail;
		}
	}
	/*
	 * In the game, the store runs on its one loop: if another program
	 * holds the write lock, a save fails after a short wait (and is
	 * retried later) rather than stall every player.
	 */
	store_set_busy_wait(s, STORE_BUSY_MS);
	if (*path != '\0' && strcmp(path, ":memory:") != 0)
		s->ckpt = store_ckpt_start(s->db, path);
	return (s);
fail:
	store_close(s);
	return (NULL);
}

/* How long a write waits for a lock another program holds. */
void
store_set_busy_wait(struct store *s, int ms)
{
	sqlite3_busy_timeout(s->db, ms);
}

/* Forget a prepared save. */
static void
store_cached_clear(struct store_cached *c)
{
	size_t	i;

	for (i = 0; i < c->n; i++)
		free(c->columns[i]);
	free(c->columns);
	free(c->types);
	sqlite3_finalize(c->st);
	memset(c, 0, sizeof *c);
}

/* Close the database. */
void
store_close(struct store *s)
{
	size_t	i, j;

	if (s == NULL)
		return;
	store_ckpt_stop(s->ckpt, s->db);
	for (i = 0; i < ST__MAX; i++)
		sqlite3_finalize(s->stmt[i]);
	for (i = 0; i < SC__MAX; i++)
		sqlite3_finalize(s->corpse[i]);
	for (i = 0; i < SW__MAX; i++) {
		for (j = 0; j < STORE_CACHED; j++)
			store_cached_clear(&s->cached[i][j]);
	}
	for (j = 0; j < s->ncolumns; j++)
		free(s->columns[j].name);
	free(s->columns);
	sqlite3_close(s->db);
	free(s->path);
	free(s);
}

/* A prepared statement of store-corpse.c. */
sqlite3_stmt *
store_corpse_stmt(struct store *s, enum store_corpse_stmt which)
{
	return (s->corpse[which]);
}

/* Checkpoint the log now (tests), and what the checkpoints did. */
void
store_checkpoint_kick(struct store *s)
{
	store_ckpt_kick(s->ckpt);
}

void
store_checkpoint_stats(struct store *s, unsigned long long *runs,
    unsigned long long *frames)
{
	store_ckpt_stats(s->ckpt, runs, frames);
}

/* The connection and its file, for the other files of the store. */
sqlite3 *
store_db(struct store *s)
{
	return (s->db);
}

const char *
store_path(struct store *s)
{
	return (s->path);
}

/* The sizes on disk of the database file and its -wal. */
void
store_file_sizes(struct store *s, uint64_t *db, uint64_t *wal)
{
	struct stat	 sb;
	char		*p;

	*db = *wal = 0;
	if (s == NULL || strcmp(s->path, ":memory:") == 0)
		return;
	if (stat(s->path, &sb) == 0)
		*db = (uint64_t)sb.st_size;
	xasprintf(&p, "%s-wal", s->path);
	if (stat(p, &sb) == 0)
		*wal = (uint64_t)sb.st_size;
	free(p);
}

/* The schema version of an open database. */
int
store_schema_version(struct store *s)
{
	int	v = -1;

	if (store_read_version(s, &v, NULL) != 0)
		return (-1);
	return (v);
}

sqlite3_stmt *
store_prepare(struct store *s, const char *sql, char **cause,
    const char *what)
{
	sqlite3_stmt	*st;

	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK) {
		store_fail(s, cause, what);
		return (NULL);
	}
	return (st);
}

void
store_column_copy(sqlite3_stmt *st, int col, char *dst, size_t size)
{
	const unsigned char	*t = sqlite3_column_text(st, col);

	if (t == NULL)
		t = (const unsigned char *)"";
	strncpy(dst, (const char *)t, size - 1);
	dst[size - 1] = '\0';
}

int
store_step_done(struct store *s, sqlite3_stmt *st, char **cause,
    const char *what)
{
	int	rc = sqlite3_step(st);

	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, what));
	return (0);
}

static int
store_begin(struct store *s, char **cause)
{
	return (store_step_done(s, s->stmt[ST_BEGIN], cause, "begin"));
}

static int
store_commit(struct store *s, char **cause)
{
	if (store_step_done(s, s->stmt[ST_COMMIT], cause, "commit") != 0) {
		store_step_done(s, s->stmt[ST_ROLLBACK], NULL, "rollback");
		return (-1);
	}
	return (0);
}

static void
store_rollback(struct store *s)
{
	if (!sqlite3_get_autocommit(s->db))
		store_step_done(s, s->stmt[ST_ROLLBACK], NULL, "rollback");
}

/* An empty record. */
void
store_record_init(struct store_record *rec)
{
	memset(rec, 0, sizeof *rec);
}

/* Free what a record holds; it is empty after, ready to be filled. */
void
store_record_clear(struct store_record *rec)
{
	size_t	i;

	for (i = 0; i < rec->n; i++) {
		free(rec->values[i].column);
		free(rec->values[i].text);
	}
	free(rec->values);
	memset(rec, 0, sizeof *rec);
}

/* A new value at the end of a record. */
static struct store_value *
store_record_append(struct store_record *rec, const char *column)
{
	struct store_value	*v;

	rec->values = xgrow(rec->values, &rec->cap, rec->n + 1,
	    sizeof *rec->values);
	v = &rec->values[rec->n++];
	memset(v, 0, sizeof *v);
	v->column = xstrdup(column);
	return (v);
}

/*
 * The value of column to be set, or a new one. The search starts after
 * the column set last, so a record filled again in the same order (the
 * game's saves) finds each column at once.
 */
static struct store_value *
store_record_slot(struct store_record *rec, const char *column)
{
	size_t	i, k;

	for (k = 0; k < rec->n; k++) {
		i = (rec->next + k) % rec->n;
		if (strcmp(rec->values[i].column, column) == 0) {
			rec->next = i + 1;
			return (&rec->values[i]);
		}
	}
	rec->next = rec->n + 1;
	return (store_record_append(rec, column));
}

/* Set an INTEGER column. */
void
store_record_set_int(struct store_record *rec, const char *column,
    int64_t value)
{
	struct store_value	*v = store_record_slot(rec, column);

	free(v->text);
	v->text = NULL;
	v->type = STORE_INT;
	v->i = value;
}

/* Set a TEXT column; the same text again costs nothing. */
void
store_record_set_text(struct store_record *rec, const char *column,
    const char *text)
{
	struct store_value	*v = store_record_slot(rec, column);

	if (text == NULL)
		text = "";
	v->type = STORE_TEXT;
	v->i = 0;
	if (v->text != NULL && strcmp(v->text, text) == 0)
		return;
	free(v->text);
	v->text = xstrdup(text);
}

/* The value of a column, or NULL. */
const struct store_value *
store_record_get(const struct store_record *rec, const char *column)
{
	size_t	i;

	for (i = 0; i < rec->n; i++) {
		if (strcmp(rec->values[i].column, column) == 0)
			return (&rec->values[i]);
	}
	return (NULL);
}

static void
store_cause(char **cause, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Set *cause, if the caller wants one. */
static void
store_cause(char **cause, const char *fmt, ...)
{
	va_list	ap;

	if (cause == NULL)
		return;
	va_start(ap, fmt);
	xvasprintf(cause, fmt, ap);
	va_end(ap);
}

static const char *
store_type_name(enum store_type type)
{
	return (type == STORE_INT ? "INTEGER" : "TEXT");
}

/* The players table's column of that name, or NULL. */
static const struct store_column *
store_find_column(struct store *s, const char *name)
{
	size_t	i;

	for (i = 0; i < s->ncolumns; i++) {
		if (strcasecmp(s->columns[i].name, name) == 0)
			return (&s->columns[i]);
	}
	return (NULL);
}

/*
 * Check a record's columns against the players table and prepare the
 * UPDATE (kind SW_UPDATE: ?1..?n the values, ?n+1 the id) or INSERT for
 * them. The SQL names only the table's own columns, as the table spells
 * them: a name from the record never reaches it.
 */
static sqlite3_stmt *
store_prepare_write(struct store *s, enum store_write kind,
    const struct store_record *rec, char **cause)
{
	const struct store_column	*col;
	const struct store_value	*v;
	struct store_cached		*c;
	sqlite3_str			*sql;
	sqlite3_stmt			*st;
	char				*text;
	size_t				 i, j;
	int				 rc;

	if (rec->n == 0) {
		store_cause(cause, "%s: a player record with no columns",
		    s->path);
		return (NULL);
	}
	sql = sqlite3_str_new(s->db);
	sqlite3_str_appendall(sql, kind == SW_UPDATE ? "UPDATE players SET " :
	    "INSERT INTO players (");
	for (i = 0; i < rec->n; i++) {
		v = &rec->values[i];
		col = store_find_column(s, v->column);
		if (col == NULL) {
			store_cause(cause, "%s: the players table has no "
			    "column \"%s\" (is its migration missing?)",
			    s->path, v->column);
			goto fail;
		}
		if (col->id) {
			store_cause(cause, "%s: column \"%s\" is the record's "
			    "id, not a value to write", s->path, v->column);
			goto fail;
		}
		if (col->type != v->type) {
			store_cause(cause, "%s: column %s of players is %s, "
			    "not %s", s->path, col->name,
			    store_type_name(col->type),
			    store_type_name(v->type));
			goto fail;
		}
		for (j = 0; j < i; j++) {
			if (strcasecmp(rec->values[j].column, v->column) == 0) {
				store_cause(cause, "%s: column %s given twice",
				    s->path, col->name);
				goto fail;
			}
		}
		if (kind == SW_UPDATE)
			sqlite3_str_appendf(sql, "%s\"%w\" = ?%d", i > 0 ?
			    ", " : "", col->name, (int)i + 1);
		else
			sqlite3_str_appendf(sql, "%s\"%w\"", i > 0 ? ", " : "",
			    col->name);
	}
	if (kind == SW_UPDATE)
		sqlite3_str_appendf(sql, " WHERE id = ?%d", (int)rec->n + 1);
	else {
		sqlite3_str_appendall(sql, ") VALUES (");
		for (i = 0; i < rec->n; i++)
			sqlite3_str_appendf(sql, "%s?%d", i > 0 ? ", " : "",
			    (int)i + 1);
		sqlite3_str_appendall(sql, ")");
	}
	if (sqlite3_str_errcode(sql) != SQLITE_OK)
		fatalx("store: out of memory building a statement");
	text = sqlite3_str_finish(sql);
	rc = sqlite3_prepare_v3(s->db, text, -1, SQLITE_PREPARE_PERSISTENT,
	    &st, NULL);
	sqlite3_free(text);
	if (rc != SQLITE_OK) {
		store_fail(s, cause, "preparing a save");
		return (NULL);
	}

	c = &s->cached[kind][s->next[kind]];
	s->next[kind] = (s->next[kind] + 1) % STORE_CACHED;
	store_cached_clear(c);
	c->columns = xcalloc(rec->n, sizeof *c->columns);
	c->types = xcalloc(rec->n, sizeof *c->types);
	for (i = 0; i < rec->n; i++) {
		c->columns[i] = xstrdup(rec->values[i].column);
		c->types[i] = rec->values[i].type;
	}
	c->n = rec->n;
	c->st = st;
	return (st);
fail:
	sqlite3_free(sqlite3_str_finish(sql));
	return (NULL);
}

/*
 * The statement that writes a record's columns, with the values bound:
 * the one prepared for the same columns and types before, or a new one.
 * NULL (and *cause) if a column is not the table's.
 */
static sqlite3_stmt *
store_write_stmt(struct store *s, enum store_write kind,
    const struct store_record *rec, char **cause)
{
	const struct store_value	*v;
	struct store_cached		*c;
	sqlite3_stmt			*st = NULL;
	size_t				 i, j;

	for (i = 0; i < STORE_CACHED && st == NULL; i++) {
		c = &s->cached[kind][i];
		if (c->st == NULL || c->n != rec->n)
			continue;
		for (j = 0; j < rec->n; j++) {
			if (c->types[j] != rec->values[j].type ||
			    strcmp(c->columns[j], rec->values[j].column) != 0)
				break;
		}
		if (j == rec->n)
			st = c->st;
	}
	if (st == NULL && (st = store_prepare_write(s, kind, rec,
	    cause)) == NULL)
		return (NULL);
	for (i = 0; i < rec->n; i++) {
		v = &rec->values[i];
		/* Stepped and cleared before the record can change. */
		if (v->type == STORE_INT)
			sqlite3_bind_int64(st, (int)i + 1, v->i);
		else
			sqlite3_bind_text(st, (int)i + 1, v->text, -1,
			    SQLITE_STATIC);
	}
	return (st);
}

/* Load a player's row by name, case-insensitively. */
int
store_load_player(struct store *s, const char *name, struct store_record *rec,
    char **cause)
{
	sqlite3_stmt		*st = s->stmt[ST_LOAD];
	struct store_value	*v;
	const unsigned char	*text;
	const char		*column;
	enum store_type		 type;
	int			 rc, i, ncolumns, id;

	sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(st);
	if (rc == SQLITE_DONE) {
		sqlite3_reset(st);
		return (0);
	}
	if (rc != SQLITE_ROW) {
		store_fail(s, cause, "loading a player");
		sqlite3_reset(st);
		return (-1);
	}
	store_record_clear(rec);
	ncolumns = sqlite3_column_count(st);
	for (i = 0; i < ncolumns; i++) {
		if ((column = sqlite3_column_name(st, i)) == NULL)
			fatalx("store: out of memory loading a player");
		/* The table's columns in order, unless it changed since. */
		if ((size_t)i < s->ncolumns &&
		    strcmp(column, s->columns[i].name) == 0) {
			id = s->columns[i].id;
			type = s->columns[i].type;
		} else {
			id = strcasecmp(column, "id") == 0;
			type = store_decl_type(sqlite3_column_decltype(st, i));
		}
		if (id) {
			rec->id = sqlite3_column_int64(st, i);
			continue;
		}
		v = store_record_append(rec, column);
		v->type = type;
		if (v->type == STORE_INT)
			v->i = sqlite3_column_int64(st, i);
		else {
			text = sqlite3_column_text(st, i);
			v->text = xstrdup(text != NULL ? (const char *)text :
			    "");
		}
	}
	sqlite3_reset(st);
	return (1);
}

/* Insert a new player and set its id. */
int
store_create_player(struct store *s, struct store_record *rec, char **cause)
{
	sqlite3_stmt	*st;
	int64_t		 id;

	if ((st = store_write_stmt(s, SW_INSERT, rec, cause)) == NULL)
		return (-1);
	if (store_begin(s, cause) != 0) {
		sqlite3_clear_bindings(st);
		return (-1);
	}
	if (store_step_done(s, st, cause, "creating a player") != 0) {
		store_rollback(s);
		return (-1);
	}
	id = sqlite3_last_insert_rowid(s->db);
	if (store_commit(s, cause) != 0)
		return (-1);
	rec->id = id;
	return (0);
}

/* Write some columns of a player's row inside an open transaction. */
static int
store_write_row(struct store *s, const struct store_record *rec,
    int64_t id, char **cause)
{
	const struct store_value	*name;
	sqlite3_stmt			*st;

	if ((st = store_write_stmt(s, SW_UPDATE, rec, cause)) == NULL)
		return (-1);
	sqlite3_bind_int64(st, (int)rec->n + 1, id);
	if (store_step_done(s, st, cause, "saving a player") != 0)
		return (-1);
	if (sqlite3_changes(s->db) != 1) {
		name = store_record_get(rec, "name");
		xasprintf(cause, "%s: player %s (id %lld) is not in the "
		    "database", s->path, name != NULL && name->type ==
		    STORE_TEXT ? name->text : "?", (long long)id);
		return (-1);
	}
	return (0);
}

/*
 * Replace the tables of a player that tables names (STORE_T_*) with
 * what items holds, inside an open transaction.
 */
static int
store_write_tables(struct store *s, int64_t id,
    const struct player_items *items, int tables, char **cause)
{
	sqlite3_stmt	*st;
	size_t		 i;
	int		 j;

	if (tables & STORE_T_OBJECTS) {
		st = s->stmt[ST_ITEMS_DELETE];
		sqlite3_bind_int64(st, 1, id);
		if (store_step_done(s, st, cause, "saving objects") != 0)
			return (-1);
		st = s->stmt[ST_ITEMS_INSERT];
		for (i = 0; i < items->n; i++) {
			const struct player_item	*it = &items->list[i];

			sqlite3_bind_int64(st, 1, id);
			sqlite3_bind_int64(st, 2, (sqlite3_int64)i);
			sqlite3_bind_int(st, 3, it->parent);
			sqlite3_bind_int(st, 4, it->vnum);
			sqlite3_bind_int(st, 5, it->worn);
			for (j = 0; j < 5; j++)
				sqlite3_bind_int(st, 6 + j, it->values[j]);
			sqlite3_bind_int64(st, 11, (sqlite3_int64)it->uid);
			sqlite3_bind_int64(st, 12, it->parent >= 0 &&
			    (size_t)it->parent < i ?
			    (sqlite3_int64)items->list[it->parent].uid : 0);
			sqlite3_bind_int(st, 13, it->timer);
			if (store_step_done(s, st, cause, "saving objects") != 0)
				return (-1);
		}
	}
	if (tables & STORE_T_AFFECTS) {
		st = s->stmt[ST_AFF_DELETE];
		sqlite3_bind_int64(st, 1, id);
		if (store_step_done(s, st, cause, "saving affects") != 0)
			return (-1);
		st = s->stmt[ST_AFF_INSERT];
		for (i = 0; i < items->naffects; i++) {
			const struct player_affect	*af = &items->affects[i];

			sqlite3_bind_int64(st, 1, id);
			sqlite3_bind_int64(st, 2, (sqlite3_int64)i);
			sqlite3_bind_int(st, 3, af->spell);
			sqlite3_bind_int(st, 4, af->location);
			sqlite3_bind_int(st, 5, af->modifier);
			sqlite3_bind_int(st, 6, af->remaining);
			if (store_step_done(s, st, cause, "saving affects") != 0)
				return (-1);
		}
	}
	if (tables & STORE_T_ALIASES) {
		st = s->stmt[ST_ALIAS_DELETE];
		sqlite3_bind_int64(st, 1, id);
		if (store_step_done(s, st, cause, "saving aliases") != 0)
			return (-1);
		st = s->stmt[ST_ALIAS_INSERT];
		for (i = 0; i < items->naliases; i++) {
			sqlite3_bind_int64(st, 1, id);
			sqlite3_bind_text(st, 2, items->aliases[i].name, -1,
			    SQLITE_STATIC);
			sqlite3_bind_text(st, 3, items->aliases[i].text, -1,
			    SQLITE_STATIC);
			if (store_step_done(s, st, cause, "saving aliases") != 0)
				return (-1);
		}
	}
	return (0);
}

/* Write one player's part of a save inside an open transaction. */
static int
store_write_part(struct store *s, const struct store_part *p, char **cause)
{
	size_t	i;

	for (i = 0; i < p->nrows; i++) {
		if (store_write_row(s, p->rows[i], p->id, cause) != 0)
			return (-1);
	}
	if (p->items == NULL || p->tables == 0)
		return (0);
	return (store_write_tables(s, p->id, p->items, p->tables, cause));
}

/* Save a player and its objects in one transaction. */
int
store_save_player(struct store *s, const struct store_record *rec,
    const struct player_items *items, char **cause)
{
	return (store_save_players(s, &rec, &items, 1, cause));
}

/* Save several players in one transaction. */
int
store_save_players(struct store *s, const struct store_record *const *recs,
    const struct player_items *const *items, size_t n, char **cause)
{
	return (store_save_together(s, recs, items, n, NULL, 0, cause));
}

/* Save players and corpses in one transaction. */
int
store_save_together(struct store *s, const struct store_record *const *recs,
    const struct player_items *const *items, size_t n,
    const struct store_corpse *corpses, size_t ncorpses, char **cause)
{
	struct store_part	*parts;
	size_t			 i;
	int			 rc;

	parts = xcalloc(n + 1, sizeof *parts);
	for (i = 0; i < n; i++) {
		parts[i].id = recs[i]->id;
		parts[i].rows[0] = recs[i];
		parts[i].nrows = 1;
		parts[i].items = items != NULL ? items[i] : NULL;
		parts[i].tables = STORE_T_ALL;
	}
	rc = store_save_parts(s, parts, n, corpses, ncorpses, cause);
	free(parts);
	return (rc);
}

/*
 * Save the parts of players and corpses in one transaction, counting the
 * rows it changed (inserted, updated or deleted) if it commits.
 */
int
store_save_parts(struct store *s, const struct store_part *parts, size_t n,
    const struct store_corpse *corpses, size_t ncorpses, char **cause)
{
	uint64_t	start = store_stats_now_us();
	int64_t		changes = sqlite3_total_changes64(s->db);
	size_t		i;
	int		rc;

	if (store_begin(s, cause) != 0) {
		store_stats_save(-1, n, 0, store_stats_now_us() - start);
		return (-1);
	}
	for (i = 0; i < n; i++) {
		if (store_write_part(s, &parts[i], cause) != 0) {
			store_rollback(s);
			store_stats_save(-1, n, 0,
			    store_stats_now_us() - start);
			return (-1);
		}
	}
	for (i = 0; i < ncorpses; i++) {
		if (store_corpse_write(s, &corpses[i], cause) != 0) {
			store_rollback(s);
			store_stats_save(-1, n, 0,
			    store_stats_now_us() - start);
			return (-1);
		}
	}
	changes = sqlite3_total_changes64(s->db) - changes;
	rc = store_commit(s, cause);
	store_stats_save(rc, n, changes > 0 ? (uint64_t)changes : 0,
	    store_stats_now_us() - start);
	return (rc);
}

/*
 * Read the item rows a bound statement gives (uid, parent uid, vnum, worn,
 * five values, timer; containers first) into items; the last step's code.
 */
int
store_item_rows(sqlite3_stmt *st, struct player_items *items)
{
	struct player_item	 it;
	uint64_t		 parent_uid;
	size_t			 k;
	int			 rc, j;

	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		it.uid = (uint64_t)sqlite3_column_int64(st, 0);
		parent_uid = (uint64_t)sqlite3_column_int64(st, 1);
		it.vnum = sqlite3_column_int(st, 2);
		it.worn = sqlite3_column_int(st, 3);
		for (j = 0; j < 5; j++)
			it.values[j] = sqlite3_column_int(st, 4 + j);
		it.timer = sqlite3_column_int(st, 9);
		/*
		 * Its container, among those before it; one that another
		 * character's save took away leaves it in the inventory.
		 */
		it.parent = -1;
		for (k = items->n; parent_uid != 0 && k > 0; k--) {
			if (items->list[k - 1].uid == parent_uid) {
				it.parent = (int)(k - 1);
				break;
			}
		}
		player_items_add(items, &it);
	}
	return (rc);
}

/* Load a player's objects, containers before their contents. */
int
store_load_items(struct store *s, int64_t player_id,
    struct player_items *items, char **cause)
{
	sqlite3_stmt	*st = s->stmt[ST_ITEMS_LOAD];
	int		 rc;

	sqlite3_bind_int64(st, 1, player_id);
	rc = store_item_rows(st, items);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "loading objects"));
	st = s->stmt[ST_AFF_LOAD];
	sqlite3_bind_int64(st, 1, player_id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		struct player_affect	af;

		af.spell = sqlite3_column_int(st, 0);
		af.location = sqlite3_column_int(st, 1);
		af.modifier = sqlite3_column_int(st, 2);
		af.remaining = sqlite3_column_int(st, 3);
		player_items_add_affect(items, &af);
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "loading affects"));
	st = s->stmt[ST_ALIAS_LOAD];
	sqlite3_bind_int64(st, 1, player_id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const unsigned char	*name = sqlite3_column_text(st, 0);
		const unsigned char	*text = sqlite3_column_text(st, 1);

		player_items_add_alias(items, name != NULL ?
		    (const char *)name : "", text != NULL ?
		    (const char *)text : "");
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "loading aliases"));
	return (0);
}

/* Append an alias to a list, copying it. */
void
player_items_add_alias(struct player_items *items, const char *name,
    const char *text)
{
	items->aliases = xgrow(items->aliases, &items->caliases,
	    items->naliases + 1, sizeof *items->aliases);
	items->aliases[items->naliases].name = xstrdup(name);
	items->aliases[items->naliases].text = xstrdup(text);
	items->naliases++;
}

/* Append an affect to a list. */
void
player_items_add_affect(struct player_items *items,
    const struct player_affect *af)
{
	items->affects = xgrow(items->affects, &items->caffects,
	    items->naffects + 1, sizeof *items->affects);
	items->affects[items->naffects++] = *af;
}

/* Append an item to a list. */
void
player_items_add(struct player_items *items, const struct player_item *it)
{
	items->list = xgrow(items->list, &items->cap, items->n + 1,
	    sizeof *items->list);
	items->list[items->n++] = *it;
}

/* Free a list's storage. */
void
player_items_clear(struct player_items *items)
{
	size_t	i;

	for (i = 0; i < items->naliases; i++) {
		free(items->aliases[i].name);
		free(items->aliases[i].text);
	}
	free(items->aliases);
	free(items->list);
	free(items->affects);
	memset(items, 0, sizeof *items);
}

/*
 * Take a new block of object ids: block << 32 up to the next block. Each
 * block is taken in a transaction of its own before any of it is used, so
 * an id is never given twice, whatever crashes.
 */
int
store_take_uid_block(struct store *s, uint64_t *first, char **cause)
{
	sqlite3_stmt	*st = s->stmt[ST_UID_BLOCK];
	int64_t		 block;
	int		 rc;

	rc = sqlite3_step(st);
	block = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
	while (rc == SQLITE_ROW)
		rc = sqlite3_step(st);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE || block < 1 || block >= (1LL << 31))
		return (store_fail(s, cause, "taking object ids"));
	*first = (uint64_t)block << 32;
	return (0);
}

/* Read a value of the game's state by name: 1, 0 if none, or -1. */
int
store_get_state(struct store *s, const char *name, int64_t *value,
    char **cause)
{
	sqlite3_stmt	*st = s->stmt[ST_STATE_GET];
	int		 rc;

	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*value = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc == SQLITE_ROW)
		return (1);
	if (rc == SQLITE_DONE)
		return (0);
	return (store_fail(s, cause, "reading the game's state"));
}

/* Write a value of the game's state by name (its own transaction). */
int
store_set_state(struct store *s, const char *name, int64_t value,
    char **cause)
{
	sqlite3_stmt	*st = s->stmt[ST_STATE_SET];

	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, value);
	return (store_step_done(s, st, cause, "saving the game's state"));
}

/* Write a consistent copy of the whole database to path (a new file). */
int
store_snapshot(struct store *s, const char *path, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	if (sqlite3_prepare_v2(s->db, "VACUUM INTO ?1", -1, &st, NULL) !=
	    SQLITE_OK)
		return (store_fail(s, cause, "snapshot"));
	sqlite3_bind_text(st, 1, path, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "snapshot"));
	return (0);
}

/* How many players exist. */
long long
store_count_players(struct store *s)
{
	sqlite3_stmt	*st = s->stmt[ST_COUNT];
	long long	 n = -1;

	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	return (n);
}

int
store_rename_player(struct store *s, int64_t id, const char *name,
    char **cause)
{
	sqlite3_stmt	*st = s->stmt[ST_RENAME];
	int		 rc;

	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_text(st, 2, name, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(st);
	sqlite3_reset(st);
	if (rc == SQLITE_CONSTRAINT) {
		xasprintf(cause, "the name %s is taken", name);
		return (1);
	}
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "rename"));
	if (sqlite3_changes(s->db) != 1) {
		xasprintf(cause, "no player has id %lld", (long long)id);
		return (-1);
	}
	return (0);
}

long long
store_count_role(struct store *s, int min_role)
{
	sqlite3_stmt	*st = s->stmt[ST_COUNT_ROLE];
	long long	 n = -1;

	sqlite3_bind_int(st, 1, min_role);
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	return (n);
}

/* The statements of a box's kind, by what they do (store-msg.c). */
static const int store_msg_stmt[STORE_BOX__COUNT][SM__COUNT] = {
	[STORE_BOARD] = { ST_BOARD_ADD, ST_BOARD_COUNT, ST_BOARD_LIST,
	    ST_BOARD_READ, ST_BOARD_DELETE, -1, ST_BOARD_BY },
	[STORE_MAIL] = { ST_MAIL_ADD, ST_MAIL_COUNT, ST_MAIL_LIST,
	    ST_MAIL_READ, ST_MAIL_DELETE, ST_MAIL_SEEN, ST_MAIL_BY },
};

/* The statement for op on a kind of box, or NULL (and *cause). */
sqlite3_stmt *
store_msg_prepared(struct store *s, enum store_box kind, enum store_msg_op op,
    char **cause)
{
	if ((unsigned)kind >= STORE_BOX__COUNT || store_msg_stmt[kind][op] < 0) {
		store_cause(cause, "%s: no such kind of message box", s->path);
		return (NULL);
	}
	return (s->stmt[store_msg_stmt[kind][op]]);
}
