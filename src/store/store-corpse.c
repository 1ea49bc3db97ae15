/*
 * store-corpse.c: players' corpses in the database, each a row of corpses
 * and its objects rows of corpse_items (see struct store_corpse). Written
 * inside the transaction store_save_together opens, with the players.
 */
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "store.h"
#include "store-int.h"
#include "xmalloc.h"

const char *const store_corpse_sql[SC__MAX] = {
	/* Its objects go with it (ON DELETE CASCADE). */
	[SC_DELETE] = "DELETE FROM corpses WHERE uid = ?1",
	[SC_INSERT] = "INSERT INTO corpses (uid, owner_id, owner, room, "
	    "remaining, gold, flags, made) VALUES (?1, ?2, ?3, ?4, ?5, ?6, "
	    "?7, ?8)",
	/*
	 * A thing that another corpse's row still holds moves here; one a
	 * player's row holds is taken from it by corpse_items_take.
	 */
	[SC_ITEMS_INSERT] = "INSERT INTO corpse_items (corpse, seq, uid, "
	    "parent_uid, vnum, worn, v0, v1, v2, v3, v4, timer) VALUES (?1, "
	    "?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) "
	    "ON CONFLICT (uid) DO UPDATE SET corpse = excluded.corpse, "
	    "seq = excluded.seq, parent_uid = excluded.parent_uid, "
	    "vnum = excluded.vnum, worn = excluded.worn, v0 = excluded.v0, "
	    "v1 = excluded.v1, v2 = excluded.v2, v3 = excluded.v3, "
	    "v4 = excluded.v4, timer = excluded.timer",
	[SC_LOAD] = "SELECT uid, owner_id, owner, room, remaining, gold, "
	    "flags, made FROM corpses ORDER BY made, uid",
	[SC_ITEMS_LOAD] = "SELECT uid, parent_uid, vnum, worn, v0, v1, v2, "
	    "v3, v4, timer FROM corpse_items WHERE corpse = ?1 ORDER BY seq",
};

/* Write a corpse and what it holds, replacing what was saved; or delete. */
int
store_corpse_write(struct store *s, const struct store_corpse *c,
    char **cause)
{
	const struct player_items	*items = &c->items;
	sqlite3_stmt			*st;
	size_t				 i;
	int				 j;

	st = store_corpse_stmt(s, SC_DELETE);
	sqlite3_bind_int64(st, 1, (sqlite3_int64)c->uid);
	if (store_step_done(s, st, cause, "removing a corpse") != 0)
		return (-1);
	if (c->gone)
		return (0);
	st = store_corpse_stmt(s, SC_INSERT);
	sqlite3_bind_int64(st, 1, (sqlite3_int64)c->uid);
	sqlite3_bind_int64(st, 2, c->owner_id);
	sqlite3_bind_text(st, 3, c->owner != NULL ? c->owner : "", -1,
	    SQLITE_STATIC);
	sqlite3_bind_int(st, 4, c->room);
	sqlite3_bind_int(st, 5, c->remaining);
	sqlite3_bind_int64(st, 6, c->gold);
	sqlite3_bind_int(st, 7, c->flags);
	sqlite3_bind_int64(st, 8, c->made);
	if (store_step_done(s, st, cause, "saving a corpse") != 0)
		return (-1);
	st = store_corpse_stmt(s, SC_ITEMS_INSERT);
	for (i = 0; i < items->n; i++) {
		const struct player_item	*it = &items->list[i];

		sqlite3_bind_int64(st, 1, (sqlite3_int64)c->uid);
		sqlite3_bind_int64(st, 2, (sqlite3_int64)i);
		sqlite3_bind_int64(st, 3, (sqlite3_int64)it->uid);
		sqlite3_bind_int64(st, 4, it->parent >= 0 &&
		    (size_t)it->parent < i ?
		    (sqlite3_int64)items->list[it->parent].uid : 0);
		sqlite3_bind_int(st, 5, it->vnum);
		sqlite3_bind_int(st, 6, it->worn);
		for (j = 0; j < 5; j++)
			sqlite3_bind_int(st, 7 + j, it->values[j]);
		sqlite3_bind_int(st, 12, it->timer);
		if (store_step_done(s, st, cause, "saving a corpse") != 0)
			return (-1);
	}
	return (0);
}

/* Load what one corpse holds, containers before their contents. */
static int
store_corpse_load_items(struct store *s, struct store_corpse *c,
    char **cause)
{
	sqlite3_stmt	*st = store_corpse_stmt(s, SC_ITEMS_LOAD);
	int		 rc;

	sqlite3_bind_int64(st, 1, (sqlite3_int64)c->uid);
	rc = store_item_rows(st, &c->items);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "loading a corpse"));
	return (0);
}

/* Every corpse, oldest first, with what each holds. */
int
store_load_corpses(struct store *s, struct store_corpse **list, size_t *n,
    char **cause)
{
	sqlite3_stmt		*st = store_corpse_stmt(s, SC_LOAD);
	struct store_corpse	*c;
	const unsigned char	*owner;
	size_t			 first = *n, i;
	int			 rc;

	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		*list = xreallocarray(*list, *n + 1, sizeof **list);
		c = &(*list)[(*n)++];
		memset(c, 0, sizeof *c);
		c->uid = (uint64_t)sqlite3_column_int64(st, 0);
		c->owner_id = sqlite3_column_int64(st, 1);
		owner = sqlite3_column_text(st, 2);
		c->owner = xstrdup(owner != NULL ? (const char *)owner : "");
		c->room = sqlite3_column_int(st, 3);
		c->remaining = sqlite3_column_int(st, 4);
		c->gold = sqlite3_column_int64(st, 5);
		c->flags = sqlite3_column_int(st, 6);
		c->made = sqlite3_column_int64(st, 7);
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "loading corpses"));
	for (i = first; i < *n; i++) {
		if (store_corpse_load_items(s, &(*list)[i], cause) != 0)
			return (-1);
	}
	return (0);
}

/* Free a list of corpses. */
void
store_corpses_free(struct store_corpse *list, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		free(list[i].owner);
		player_items_clear(&list[i].items);
	}
	free(list);
}
