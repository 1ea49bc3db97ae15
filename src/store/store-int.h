/*
 * store-int.h: what the store's own files share besides store.h: the
 * SQLite connection of an open store, and its errors as a cause.
 */
#ifndef MUD_STORE_INT_H
#define MUD_STORE_INT_H

#include <sqlite3.h>

struct store;

sqlite3	*store_int_db(struct store *);
/* -1, with *cause "path: what: SQLite's message" (cause may be NULL). */
int	 store_int_fail(struct store *, char **cause, const char *what);

#endif
