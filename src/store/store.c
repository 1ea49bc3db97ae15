/* store.c: the players' SQLite database. */
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "log.h"
#include "store.h"
#include "text.h"
#include "xmalloc.h"

enum store_stmt {
	ST_LOAD,
	ST_CREATE,
	ST_SAVE,
	ST_COUNT,
	ST_ITEMS_DELETE,
	ST_ITEMS_INSERT,
	ST_ITEMS_LOAD,
	ST_AFF_DELETE,
	ST_AFF_INSERT,
	ST_AFF_LOAD,
	ST_UID_BLOCK,
	ST_BEGIN,
	ST_COMMIT,
	ST_ROLLBACK,
	ST__MAX
};

static const char *store_sql[ST__MAX] = {
	[ST_LOAD] = "SELECT id, name, pwhash, class, level, role, room, exp, "
	    "title, created, last_login, played, hit, max_hit, mana, "
	    "max_mana, move, max_move, gold, str, int, wis, dex, con, "
	    "position, wimpy, prefs, prompt FROM players "
	    "WHERE name = ?1 COLLATE NOCASE",
	[ST_CREATE] = "INSERT INTO players (name, pwhash, class, level, role, "
	    "room, exp, title, created, last_login, played) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
	[ST_SAVE] = "UPDATE players SET pwhash = ?2, class = ?3, level = ?4, "
	    "role = ?5, room = ?6, exp = ?7, title = ?8, last_login = ?9, "
	    "played = ?10, hit = ?11, max_hit = ?12, mana = ?13, "
	    "max_mana = ?14, move = ?15, max_move = ?16, gold = ?17, "
	    "str = ?18, int = ?19, wis = ?20, dex = ?21, con = ?22, "
	    "position = ?23, wimpy = ?24, prefs = ?25, prompt = ?26 "
	    "WHERE id = ?1",
	[ST_COUNT] = "SELECT count(*) FROM players",
	[ST_ITEMS_DELETE] = "DELETE FROM player_items WHERE player_id = ?1",
	/*
	 * An object is held by one character at most: the latest save of it
	 * takes it from whoever saved it before (see store.h).
	 */
	[ST_ITEMS_INSERT] = "INSERT INTO player_items (player_id, seq, "
	    "parent, vnum, worn, v0, v1, v2, v3, v4, uid, parent_uid) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) "
	    "ON CONFLICT (uid) DO UPDATE SET player_id = excluded.player_id, "
	    "seq = excluded.seq, parent = excluded.parent, "
	    "vnum = excluded.vnum, worn = excluded.worn, v0 = excluded.v0, "
	    "v1 = excluded.v1, v2 = excluded.v2, v3 = excluded.v3, "
	    "v4 = excluded.v4, parent_uid = excluded.parent_uid",
	[ST_AFF_DELETE] = "DELETE FROM player_affects WHERE player_id = ?1",
	[ST_AFF_INSERT] = "INSERT INTO player_affects (player_id, seq, spell, "
	    "location, modifier, remaining) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
	[ST_AFF_LOAD] = "SELECT spell, location, modifier, remaining FROM "
	    "player_affects WHERE player_id = ?1 ORDER BY seq",
	[ST_ITEMS_LOAD] = "SELECT uid, parent_uid, vnum, worn, v0, v1, v2, "
	    "v3, v4 FROM player_items WHERE player_id = ?1 ORDER BY seq",
	[ST_UID_BLOCK] = "UPDATE object_uids SET block = block + 1 "
	    "RETURNING block",
	[ST_BEGIN] = "BEGIN IMMEDIATE",
	[ST_COMMIT] = "COMMIT",
	[ST_ROLLBACK] = "ROLLBACK",
};

/*
 * The migrations, in order: migration i takes the schema from version i to
 * i + 1. Never edit one that has shipped; add a new one.
 */
static const char *store_migrations[STORE_SCHEMA_VERSION] = {
	/* 0 -> 1: accounts. */
	("CREATE TABLE players ("
	"  id INTEGER PRIMARY KEY,"
	"  name TEXT NOT NULL UNIQUE COLLATE NOCASE,"
	"  pwhash TEXT NOT NULL,"
	"  created INTEGER NOT NULL"
	");"),
	/* 1 -> 2: the character itself. */
	("ALTER TABLE players ADD COLUMN class TEXT NOT NULL DEFAULT 'warrior';"
	"ALTER TABLE players ADD COLUMN level INTEGER NOT NULL DEFAULT 1;"
	"ALTER TABLE players ADD COLUMN role INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN room INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN exp INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN title TEXT NOT NULL DEFAULT '';"
	"ALTER TABLE players ADD COLUMN last_login INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN played INTEGER NOT NULL DEFAULT 0;"),
	/* 2 -> 3: what players carry, containers before their contents. */
	("CREATE TABLE player_items ("
	"  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
	"  seq INTEGER NOT NULL,"
	"  parent INTEGER NOT NULL,"
	"  vnum INTEGER NOT NULL,"
	"  worn INTEGER NOT NULL,"
	"  v0 INTEGER NOT NULL, v1 INTEGER NOT NULL, v2 INTEGER NOT NULL,"
	"  v3 INTEGER NOT NULL, v4 INTEGER NOT NULL,"
	"  PRIMARY KEY (player_id, seq)"
	");"),
	/* 3 -> 4: points, gold, stats, position and active affects. */
	("ALTER TABLE players ADD COLUMN hit INTEGER NOT NULL DEFAULT 20;"
	"ALTER TABLE players ADD COLUMN max_hit INTEGER NOT NULL DEFAULT 20;"
	"ALTER TABLE players ADD COLUMN mana INTEGER NOT NULL DEFAULT 100;"
	"ALTER TABLE players ADD COLUMN max_mana INTEGER NOT NULL DEFAULT 100;"
	"ALTER TABLE players ADD COLUMN move INTEGER NOT NULL DEFAULT 100;"
	"ALTER TABLE players ADD COLUMN max_move INTEGER NOT NULL DEFAULT 100;"
	"ALTER TABLE players ADD COLUMN gold INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN str INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN int INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN wis INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN dex INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN con INTEGER NOT NULL DEFAULT 13;"
	"ALTER TABLE players ADD COLUMN position INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN wimpy INTEGER NOT NULL DEFAULT 0;"
	"CREATE TABLE player_affects ("
	"  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,"
	"  seq INTEGER NOT NULL,"
	"  spell INTEGER NOT NULL,"
	"  location INTEGER NOT NULL,"
	"  modifier INTEGER NOT NULL,"
	"  remaining INTEGER NOT NULL,"
	"  PRIMARY KEY (player_id, seq)"
	");"),
	/* 4 -> 5: the player's settings. */
	("ALTER TABLE players ADD COLUMN prefs INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE players ADD COLUMN prompt TEXT NOT NULL DEFAULT '';"),
	/*
	 * 5 -> 6: every object has a unique id, held by one player at most;
	 * containers are named by id. The objects saved so far take their
	 * row ids; new ids come in blocks above them.
	 */
	("ALTER TABLE player_items ADD COLUMN uid INTEGER;"
	"ALTER TABLE player_items ADD COLUMN parent_uid INTEGER NOT NULL "
	"DEFAULT 0;"
	"UPDATE player_items SET uid = rowid;"
	"UPDATE player_items SET parent_uid = coalesce((SELECT p.uid FROM "
	"player_items AS p WHERE p.player_id = player_items.player_id AND "
	"p.seq = player_items.parent), 0) WHERE parent >= 0;"
	"CREATE UNIQUE INDEX player_items_uid ON player_items (uid);"
	"CREATE TABLE object_uids (block INTEGER NOT NULL);"
	"INSERT INTO object_uids SELECT coalesce(max(uid), 0) >> 32 "
	"FROM player_items;"),
};

struct store {
	sqlite3		*db;
	char		*path;
	sqlite3_stmt	*stmt[ST__MAX];
};

static int
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

	if (version > STORE_SCHEMA_VERSION) {
		xasprintf(cause, "%s: schema version %d is newer than this "
		    "server's %d: upgrade the server", s->path, version,
		    STORE_SCHEMA_VERSION);
		return (-1);
	}
	if (version == STORE_SCHEMA_VERSION)
		return (0);
	if (store_exec(s, "BEGIN IMMEDIATE", cause) != 0)
		return (-1);
	if (version == 0 && store_exec(s, "CREATE TABLE schema_version "
	    "(version INTEGER NOT NULL); INSERT INTO schema_version "
	    "VALUES (0);", cause) != 0)
		goto fail;
	for (v = version; v < STORE_SCHEMA_VERSION; v++) {
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
	    STORE_SCHEMA_VERSION);
	return (0);
fail:
	store_exec(s, "ROLLBACK", NULL);
	return (-1);
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
	for (i = 0; i < ST__MAX; i++) {
		if (sqlite3_prepare_v3(s->db, store_sql[i], -1,
		    SQLITE_PREPARE_PERSISTENT, &s->stmt[i], NULL) != SQLITE_OK) {
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

/* Close the database. */
void
store_close(struct store *s)
{
	int	i;

	if (s == NULL)
		return;
	for (i = 0; i < ST__MAX; i++)
		sqlite3_finalize(s->stmt[i]);
	sqlite3_close(s->db);
	free(s->path);
	free(s);
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

/* Set up an empty player record. */
void
player_data_init(struct player_data *pd)
{
	int	i;

	memset(pd, 0, sizeof *pd);
	pd->level = 1;
	pd->hit = pd->max_hit = 20;
	pd->mana = pd->max_mana = 100;
	pd->move = pd->max_move = 100;
	for (i = 0; i < 5; i++)
		pd->stats[i] = 13;
	pd->title = xstrdup("");
	pd->prompt = xstrdup("");
	pd->pwhash = xstrdup("");
	text_strlcpy(pd->class_name, "warrior", sizeof pd->class_name);
}

/* Free what a player record holds. */
void
player_data_clear(struct player_data *pd)
{
	free(pd->pwhash);
	free(pd->title);
	free(pd->prompt);
	pd->pwhash = pd->title = pd->prompt = NULL;
}

static int
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

static char *
store_column_text(sqlite3_stmt *st, int col)
{
	const unsigned char	*t = sqlite3_column_text(st, col);

	return (xstrdup(t != NULL ? (const char *)t : ""));
}

/* Load a player by name, case-insensitively. */
int
store_load_player(struct store *s, const char *name, struct player_data *pd,
    char **cause)
{
	sqlite3_stmt	*st = s->stmt[ST_LOAD];
	int		 rc, i;

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
	player_data_clear(pd);
	memset(pd, 0, sizeof *pd);
	pd->id = sqlite3_column_int64(st, 0);
	text_strlcpy(pd->name, (const char *)sqlite3_column_text(st, 1),
	    sizeof pd->name);
	pd->pwhash = store_column_text(st, 2);
	text_strlcpy(pd->class_name, (const char *)sqlite3_column_text(st, 3),
	    sizeof pd->class_name);
	pd->level = sqlite3_column_int(st, 4);
	pd->role = sqlite3_column_int(st, 5);
	pd->room = sqlite3_column_int(st, 6);
	pd->exp = sqlite3_column_int64(st, 7);
	pd->title = store_column_text(st, 8);
	pd->created = (time_t)sqlite3_column_int64(st, 9);
	pd->last_login = (time_t)sqlite3_column_int64(st, 10);
	pd->played = sqlite3_column_int64(st, 11);
	pd->hit = sqlite3_column_int(st, 12);
	pd->max_hit = sqlite3_column_int(st, 13);
	pd->mana = sqlite3_column_int(st, 14);
	pd->max_mana = sqlite3_column_int(st, 15);
	pd->move = sqlite3_column_int(st, 16);
	pd->max_move = sqlite3_column_int(st, 17);
	pd->gold = sqlite3_column_int64(st, 18);
	for (i = 0; i < 5; i++)
		pd->stats[i] = sqlite3_column_int(st, 19 + i);
	pd->position = sqlite3_column_int(st, 24);
	pd->wimpy = sqlite3_column_int(st, 25);
	pd->prefs = sqlite3_column_int(st, 26);
	pd->prompt = store_column_text(st, 27);
	sqlite3_reset(st);
	return (1);
}

/* Insert a new player and set its id. */
int
store_create_player(struct store *s, struct player_data *pd, char **cause)
{
	sqlite3_stmt	*st = s->stmt[ST_CREATE];

	if (store_begin(s, cause) != 0)
		return (-1);
	sqlite3_bind_text(st, 1, pd->name, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(st, 2, pd->pwhash, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(st, 3, pd->class_name, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int(st, 4, pd->level);
	sqlite3_bind_int(st, 5, pd->role);
	sqlite3_bind_int(st, 6, pd->room);
	sqlite3_bind_int64(st, 7, pd->exp);
	sqlite3_bind_text(st, 8, pd->title, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(st, 9, (sqlite3_int64)pd->created);
	sqlite3_bind_int64(st, 10, (sqlite3_int64)pd->last_login);
	sqlite3_bind_int64(st, 11, pd->played);
	if (store_step_done(s, st, cause, "creating a player") != 0) {
		store_rollback(s);
		return (-1);
	}
	pd->id = sqlite3_last_insert_rowid(s->db);
	return (store_commit(s, cause));
}

/* Write one player's row and objects inside an open transaction. */
static int
store_write_player(struct store *s, const struct player_data *pd,
    const struct player_items *items, char **cause)
{
	sqlite3_stmt	*st = s->stmt[ST_SAVE];
	size_t		 i;
	int		 j;

	sqlite3_bind_int64(st, 1, pd->id);
	sqlite3_bind_text(st, 2, pd->pwhash, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(st, 3, pd->class_name, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int(st, 4, pd->level);
	sqlite3_bind_int(st, 5, pd->role);
	sqlite3_bind_int(st, 6, pd->room);
	sqlite3_bind_int64(st, 7, pd->exp);
	sqlite3_bind_text(st, 8, pd->title, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(st, 9, (sqlite3_int64)pd->last_login);
	sqlite3_bind_int64(st, 10, pd->played);
	sqlite3_bind_int(st, 11, pd->hit);
	sqlite3_bind_int(st, 12, pd->max_hit);
	sqlite3_bind_int(st, 13, pd->mana);
	sqlite3_bind_int(st, 14, pd->max_mana);
	sqlite3_bind_int(st, 15, pd->move);
	sqlite3_bind_int(st, 16, pd->max_move);
	sqlite3_bind_int64(st, 17, pd->gold);
	for (j = 0; j < 5; j++)
		sqlite3_bind_int(st, 18 + j, pd->stats[j]);
	sqlite3_bind_int(st, 23, pd->position);
	sqlite3_bind_int(st, 24, pd->wimpy);
	sqlite3_bind_int(st, 25, pd->prefs);
	sqlite3_bind_text(st, 26, pd->prompt != NULL ? pd->prompt : "", -1,
	    SQLITE_TRANSIENT);
	if (store_step_done(s, st, cause, "saving a player") != 0)
		return (-1);
	if (sqlite3_changes(s->db) != 1) {
		xasprintf(cause, "%s: player %s (id %lld) is not in the "
		    "database", s->path, pd->name, (long long)pd->id);
		return (-1);
	}
	if (items == NULL)
		return (0);
	st = s->stmt[ST_ITEMS_DELETE];
	sqlite3_bind_int64(st, 1, pd->id);
	if (store_step_done(s, st, cause, "saving objects") != 0)
		return (-1);
	st = s->stmt[ST_ITEMS_INSERT];
	for (i = 0; i < items->n; i++) {
		const struct player_item	*it = &items->list[i];

		sqlite3_bind_int64(st, 1, pd->id);
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
		if (store_step_done(s, st, cause, "saving objects") != 0)
			return (-1);
	}
	st = s->stmt[ST_AFF_DELETE];
	sqlite3_bind_int64(st, 1, pd->id);
	if (store_step_done(s, st, cause, "saving affects") != 0)
		return (-1);
	st = s->stmt[ST_AFF_INSERT];
	for (i = 0; i < items->naffects; i++) {
		const struct player_affect	*af = &items->affects[i];

		sqlite3_bind_int64(st, 1, pd->id);
		sqlite3_bind_int64(st, 2, (sqlite3_int64)i);
		sqlite3_bind_int(st, 3, af->spell);
		sqlite3_bind_int(st, 4, af->location);
		sqlite3_bind_int(st, 5, af->modifier);
		sqlite3_bind_int(st, 6, af->remaining);
		if (store_step_done(s, st, cause, "saving affects") != 0)
			return (-1);
	}
	return (0);
}

/* Save a player and its objects in one transaction. */
int
store_save_player(struct store *s, const struct player_data *pd,
    const struct player_items *items, char **cause)
{
	return (store_save_players(s, &pd, &items, 1, cause));
}

/* Save several players in one transaction. */
int
store_save_players(struct store *s, const struct player_data *const *pds,
    const struct player_items *const *items, size_t n, char **cause)
{
	size_t	i;

	if (store_begin(s, cause) != 0)
		return (-1);
	for (i = 0; i < n; i++) {
		if (store_write_player(s, pds[i], items != NULL ? items[i] :
		    NULL, cause) != 0) {
			store_rollback(s);
			return (-1);
		}
	}
	return (store_commit(s, cause));
}

/* Load a player's objects, containers before their contents. */
int
store_load_items(struct store *s, int64_t player_id,
    struct player_items *items, char **cause)
{
	sqlite3_stmt		*st = s->stmt[ST_ITEMS_LOAD];
	struct player_item	 it;
	uint64_t		 parent_uid;
	size_t			 k;
	int			 rc, j;

	sqlite3_bind_int64(st, 1, player_id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		it.uid = (uint64_t)sqlite3_column_int64(st, 0);
		parent_uid = (uint64_t)sqlite3_column_int64(st, 1);
		it.vnum = sqlite3_column_int(st, 2);
		it.worn = sqlite3_column_int(st, 3);
		for (j = 0; j < 5; j++)
			it.values[j] = sqlite3_column_int(st, 4 + j);
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
	return (0);
}

/* Append an affect to a list. */
void
player_items_add_affect(struct player_items *items,
    const struct player_affect *af)
{
	if (items->naffects == items->caffects) {
		items->caffects = items->caffects == 0 ? 4 :
		    items->caffects * 2;
		items->affects = xreallocarray(items->affects,
		    items->caffects, sizeof *items->affects);
	}
	items->affects[items->naffects++] = *af;
}

/* Append an item to a list. */
void
player_items_add(struct player_items *items, const struct player_item *it)
{
	if (items->n == items->cap) {
		items->cap = items->cap == 0 ? 16 : items->cap * 2;
		items->list = xreallocarray(items->list, items->cap,
		    sizeof *items->list);
	}
	items->list[items->n++] = *it;
}

/* Free a list's storage. */
void
player_items_clear(struct player_items *items)
{
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
