/*
 * store-int.h: what the store's files share and nobody else needs: the
 * database handle and the error message of a failed statement.
 */
#ifndef MUD_STORE_INT_H
#define MUD_STORE_INT_H

#include <sqlite3.h>

struct store;

sqlite3	*store_db(struct store *);
/* Set *cause to "path: what: sqlite's message"; returns -1. */
int	 store_fail(struct store *, char **cause, const char *what);

#endif
