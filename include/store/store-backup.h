/*
 * store-backup.h: online copies of the players' database with SQLite's
 * backup API, their rotation, and putting one back (mud --restore).
 *
 * A copy is written to NAME.tmp and renamed to NAME once it is whole and
 * on disk, so a file with the final name is always a complete database.
 * Two ways to copy, chosen by the caller (backup.mode):
 *
 * - STORE_BACKUP_THREAD: a thread with its own read-only connection
 *   copies the whole database in one step, inside one read transaction
 *   (WAL: the game's saves go on meanwhile and are not in the copy). The
 *   game thread only asks whether it is done.
 * - STORE_BACKUP_STEPS: the game's own connection copies `pages` pages
 *   at each call, on the game thread; saves made between steps go into
 *   the copy as they happen (SQLite updates a backup whose source is
 *   written through the same connection), so it never restarts.
 */
#ifndef MUD_STORE_BACKUP_H
#define MUD_STORE_BACKUP_H

#include <stdint.h>

struct store;
struct store_backup;

enum store_backup_mode { STORE_BACKUP_THREAD, STORE_BACKUP_STEPS };

/*
 * Begin a copy of s to the new file dest (which must not exist), then,
 * with a prefix, keep the newest keep copies named prefix*.db in its
 * folder (store_backup_rotate; in the thread in thread mode). NULL and
 * *cause if it cannot begin.
 */
struct store_backup *store_backup_begin(struct store *s, const char *dest,
	    enum store_backup_mode, int pages, const char *prefix, int keep,
	    char **cause);
/*
 * Go on with a copy: a step of it, or a look at the thread. 1 when it is
 * complete (the file is in place), 0 when there is more to do, -1 (and
 * *cause) when it failed: nothing is left behind.
 */
int	store_backup_step(struct store_backup *, char **cause);
/* How many old copies that removed; -1 (and the cause) if it failed. */
int	store_backup_removed(const struct store_backup *, const char **cause);
/* Pages copied so far and in all (0 and 0 until the thread is done). */
void	store_backup_progress(const struct store_backup *, int *done,
	    int *total);
/* The copy's final file name, and its size once complete. */
const char *store_backup_dest(const struct store_backup *);
uint64_t store_backup_bytes(const struct store_backup *);
/* Make a directory and its parents as needed; 0, or -1 and *cause. */
int	store_backup_mkdir(const char *dir, char **cause);
/*
 * Free a copy. One not complete is abandoned (a thread is waited for)
 * and its temporary file removed.
 */
void	store_backup_free(struct store_backup *);

/*
 * Keep the newest keep files of dir whose names start with prefix and end
 * in ".db" (their names sort by age: a timestamp follows the prefix) and
 * remove the others: how many were removed, or -1 and *cause.
 */
int	store_backup_rotate(const char *dir, const char *prefix, int keep,
	    char **cause);
/*
 * The newest of those files (as store_backup_rotate sees them): 1 with
 * its path (len bytes at most), when it was last written and its size;
 * 0 if there is none (or dir cannot be read).
 */
int	store_backup_newest(const char *dir, const char *prefix, char *path,
	    size_t len, time_t *mtime, uint64_t *bytes);
/*
 * Is path a database of this server, whole (quick_check) and not from a
 * newer one? 0 with its schema version and players, or -1 and *cause.
 * It is opened read-only and not changed.
 */
int	store_backup_check(const char *path, int *version, long long *players,
	    char **cause);
/*
 * Copy path over the database db (no server may have it open: see
 * store-lock.h), after keeping what db held as keep if db exists (*kept
 * says whether it did). 0, or -1 and *cause with db as it was.
 */
int	store_backup_restore(const char *path, const char *db,
	    const char *keep, int *kept, char **cause);

#endif
