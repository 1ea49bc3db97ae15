/*
 * store-clan.c: the clans the staff make (game/clan.c). A player's clan
 * is a column of its row (save.c's map); this is the list of clans.
 * Typed by hand now and then, so each statement is prepared when it runs.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "store.h"
#include "store-int.h"

static const char *const store_clan_sql_add =
    "INSERT OR IGNORE INTO clans (name, tag, created) VALUES (?1, ?2, ?3)";
static const char *const store_clan_sql_delete =
    "DELETE FROM clans WHERE name = ?1";
static const char *const store_clan_sql_orphan =
    "UPDATE players SET clan = '', clan_rank = 0 WHERE clan = ?1 "
    "COLLATE NOCASE";
static const char *const store_clan_sql_list =
    "SELECT c.name, c.tag, c.created, (SELECT count(*) FROM players p "
    "WHERE p.clan = c.name COLLATE NOCASE) FROM clans c ORDER BY c.name "
    "LIMIT ?1";

/* Run one statement binding text a1 (and a2, int64 a3 if set). */
static int
store_clan_exec(struct store *s, const char *sql, const char *a1,
    const char *a2, int64_t a3, char **cause, const char *what)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = store_prepare(s, sql, cause, what)) == NULL)
		return (-1);
	sqlite3_bind_text(st, 1, a1, -1, SQLITE_STATIC);
	if (a2 != NULL) {
		sqlite3_bind_text(st, 2, a2, -1, SQLITE_STATIC);
		sqlite3_bind_int64(st, 3, a3);
	}
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, what));
	return (sqlite3_changes(store_db(s)) > 0 ? 0 : 1);
}

int
store_clan_add(struct store *s, const struct store_clan *c, char **cause)
{
	return (store_clan_exec(s, store_clan_sql_add, c->name, c->tag,
	    c->created, cause, "clan add"));
}

int
store_clan_delete(struct store *s, const char *name, char **cause)
{
	int	rc;

	if (sqlite3_exec(store_db(s), "BEGIN IMMEDIATE", NULL, NULL, NULL) !=
	    SQLITE_OK)
		return (store_fail(s, cause, "clan delete"));
	if ((rc = store_clan_exec(s, store_clan_sql_delete, name, NULL, 0,
	    cause, "clan delete")) == 0 && store_clan_exec(s,
	    store_clan_sql_orphan, name, NULL, 0, cause, "clan delete") < 0)
		rc = -1;
	if (sqlite3_exec(store_db(s), rc < 0 ? "ROLLBACK" : "COMMIT", NULL,
	    NULL, NULL) != SQLITE_OK && rc >= 0)
		rc = store_fail(s, cause, "clan delete");
	return (rc);
}

int
store_clan_list(struct store *s, struct store_clan *rows, size_t max,
    size_t *n, char **cause)
{
	sqlite3_stmt		*st;
	int			 rc;

	*n = 0;
	if ((st = store_prepare(s, store_clan_sql_list, cause,
	    "clan list")) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, (sqlite3_int64)max);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && *n < max) {
		memset(&rows[*n], 0, sizeof rows[*n]);
		store_column_copy(st, 0, rows[*n].name, sizeof rows[*n].name);
		store_column_copy(st, 1, rows[*n].tag, sizeof rows[*n].tag);
		rows[*n].created = sqlite3_column_int64(st, 2);
		rows[*n].members = sqlite3_column_int64(st, 3);
		(*n)++;
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return (store_fail(s, cause, "clan list"));
	return (0);
}
