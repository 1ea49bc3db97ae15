/*
 * store-lock.h: one server per database. A running server holds an
 * exclusive flock(2) on the database file itself, so that the lock is
 * the file's (its inode) and not a path's: a symbolic or hard link to
 * the database, or a path through another folder, finds it held. Beside
 * the database's real path (symbolic links followed) it also holds one
 * on DATABASE.lock, holding its pid for the message. The kernel lets go
 * when the process ends however it ends, so a crash leaves no stale
 * lock, and an exec (a hot reboot) lets go, the files being
 * close-on-exec, for the new image to take them again.
 *
 * Why not SQLite's own locks: between transactions a server holds none
 * on the database file that another program could test without taking
 * part in SQLite's protocol (WAL readers only hold a shared lock on the
 * -shm file, an internal detail), and an exclusive locking_mode would
 * keep out the admin's sqlite3 shell and the tests' readers too. flock
 * and SQLite's POSIX (fcntl) locks do not meet on Linux: the sqlite3
 * shell still reads a running server's database.
 */
#ifndef MUD_STORE_LOCK_H
#define MUD_STORE_LOCK_H

/*
 * Take the lock of the database at path (creating it empty, mode 0600,
 * if it does not exist). 0: held until the process ends or
 * store_lock_release(), which must come after every SQLite connection
 * to it is closed; 1: another process holds it (*cause says which);
 * -1: it cannot be taken (*cause). A database in memory needs none (0).
 */
int	store_lock_take(const char *path, char **cause);
void	store_lock_release(void);

#endif
