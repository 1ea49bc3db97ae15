/*
 * store-erase.c: a player's record deleted for good ('delete'): its row,
 * and by the schema's cascades its objects, affects, aliases, letters
 * received, corpses and building rights.
 */
#include <sqlite3.h>

#include "store.h"
#include "store-int.h"

static const char *const store_erase_sql =
    "DELETE FROM players WHERE name = ?1 COLLATE NOCASE";

int
store_erase_player(struct store *s, const char *name, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	if (sqlite3_prepare_v2(store_db(s), store_erase_sql, -1, &st, NULL) !=
	    SQLITE_OK)
		return (store_fail(s, cause, "erase player"));
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "erase player"));
	return (sqlite3_changes(store_db(s)) > 0 ? 0 : 1);
}
