/*
 * store-int.h: what the files of the store share and nothing else sees:
 * the SQLite connection of an open store and the file it is on.
 */
#ifndef MUD_STORE_INT_H
#define MUD_STORE_INT_H

#include <sqlite3.h>

struct store;

sqlite3		*store_db(struct store *);
const char	*store_path(struct store *);

#endif
