/*
 * store-area.c: the areas each builder may edit in the game, given by an
 * admin ('aassign'): rows of builder_areas, an area named by its file.
 * Edits are rare, so each statement is prepared when it runs.
 */
#include <stdlib.h>

#include "store.h"
#include "store-int.h"
#include "xmalloc.h"

/* Run a statement of (player name, area) to its end; changes, or -1. */
static int
store_area_run(struct store *s, const char *sql, const char *player,
    const char *area, char **cause, const char *what)
{
	sqlite3		*db = store_db(s);
	sqlite3_stmt	*st;
	int		 rc, readonly;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return (store_fail(s, cause, what));
	sqlite3_bind_text(st, 1, player, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(st, 2, area, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(st);
	/* A query says whether it found a row; a change, what it changed. */
	readonly = sqlite3_stmt_readonly(st);
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		return (1);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, what));
	return (readonly ? 0 : sqlite3_changes(db));
}

int
store_area_assign(struct store *s, const char *player, const char *area,
    char **cause)
{
	return (store_area_run(s, "INSERT OR IGNORE INTO builder_areas "
	    "(player_id, area) SELECT id, ?2 FROM players WHERE name = ?1 "
	    "COLLATE NOCASE", player, area, cause, "assigning an area"));
}

int
store_area_unassign(struct store *s, const char *player, const char *area,
    char **cause)
{
	return (store_area_run(s, "DELETE FROM builder_areas WHERE area = ?2 "
	    "AND player_id = (SELECT id FROM players WHERE name = ?1 COLLATE "
	    "NOCASE)", player, area, cause, "unassigning an area"));
}

int
store_area_assigned(struct store *s, const char *player, const char *area,
    char **cause)
{
	return (store_area_run(s, "SELECT 1 FROM builder_areas JOIN players "
	    "ON players.id = builder_areas.player_id WHERE players.name = ?1 "
	    "COLLATE NOCASE AND builder_areas.area = ?2", player, area, cause,
	    "reading the areas of a builder") > 0);
}

int
store_area_list(struct store *s, const char *player, char ***areas,
    size_t *n, size_t max, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	*areas = NULL;
	*n = 0;
	if (sqlite3_prepare_v2(store_db(s), "SELECT area FROM builder_areas "
	    "JOIN players ON players.id = builder_areas.player_id WHERE "
	    "players.name = ?1 COLLATE NOCASE ORDER BY area LIMIT ?2", -1, &st,
	    NULL) != SQLITE_OK)
		return (store_fail(s, cause, "listing the areas of a builder"));
	sqlite3_bind_text(st, 1, player, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(st, 2, (sqlite3_int64)max);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		*areas = xreallocarray(*areas, *n + 1, sizeof **areas);
		(*areas)[(*n)++] = xstrdup((const char *)
		    sqlite3_column_text(st, 0));
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "listing the areas of a builder"));
	return (0);
}
