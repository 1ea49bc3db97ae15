/*
 * store-lock.h: one server per database. A running server holds an
 * exclusive flock(2) on DATABASE.lock (holding its pid) for as long as it
 * runs; the kernel lets go when the process ends however it ends, so a
 * crash leaves no stale lock, and an exec (a hot reboot) lets go, the
 * file being close-on-exec, for the new image to take it again.
 *
 * Why not SQLite's own locks: between transactions a server holds none
 * on the database file that another program could test without taking
 * part in SQLite's protocol (WAL readers only hold a shared lock on the
 * -shm file, an internal detail), and an exclusive locking_mode would
 * keep out the admin's sqlite3 shell and the tests' readers too.
 */
#ifndef MUD_STORE_LOCK_H
#define MUD_STORE_LOCK_H

/*
 * Take the lock of the database at path. 0: held until the process ends
 * or store_lock_release(); 1: another process holds it (*cause says
 * which); -1: it cannot be taken (*cause). A database in memory needs
 * none (0).
 */
int	store_lock_take(const char *path, char **cause);
void	store_lock_release(void);

#endif
