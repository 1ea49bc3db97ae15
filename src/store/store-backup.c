/* store-backup.c: online copies of the database, rotation and restore. */
#include <sys/stat.h>
#include <sys/types.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <sqlite3.h>

#include "log.h"
#include "store.h"
#include "store-backup.h"
#include "store-int.h"
#include "store-stats.h"
#include "xmalloc.h"

/* How often a step the source is busy for is tried again (thread). */
#define BACKUP_BUSY_TRIES	500
#define BACKUP_BUSY_SLEEP_MS	10

struct store_backup {
	enum store_backup_mode	 mode;
	char			*dest;
	char			*tmp;
	int			 pages;		/* per step */
	int			 done;		/* pages copied */
	int			 total;
	int			 finished;	/* the file is in place */
	uint64_t		 bytes;		/* its size then */
	char			*prefix;	/* rotation after, if set */
	int			 keep;
	int			 removed;
	char			*rotate_error;

	/* STORE_BACKUP_STEPS: the copy on the game's connection. */
	sqlite3			*dst;
	sqlite3_backup		*bk;

	/* STORE_BACKUP_THREAD. */
	char			*src_path;
	pthread_t		 thread;
	int			 started;
	atomic_int		 state;		/* 0 running, 1 ok, -1 failed */
	atomic_int		 cancel;	/* abandoned: do not rename */
	char			*error;		/* set before state */
};

static int	store_backup_rename(struct store_backup *, char **);

static int	store_backup_check_open(const char *, int *, long long *,
		    char **);

/* Flush a file (or a directory: the rename in it) to disk; 0 or -1. */
static int
store_backup_sync(const char *path, int dir)
{
	int	fd, rc;

	if ((fd = open(path, (dir ? O_RDONLY | O_DIRECTORY : O_RDWR) |
	    O_CLOEXEC)) < 0)
		return (-1);
	rc = fsync(fd);
	close(fd);
	return (rc);
}

/* The folder of path, for syncing a rename in it. */
static char *
store_backup_dirname(const char *path)
{
	const char	*slash = strrchr(path, '/');

	if (slash == NULL)
		return (xstrdup("."));
	if (slash == path)
		return (xstrdup("/"));
	return (xstrndup(path, (size_t)(slash - path)));
}

/* Open a new file for a copy: no journal (it is renamed once whole). */
static sqlite3 *
store_backup_open_dest(const char *path, char **cause)
{
	sqlite3	*db = NULL;
	int	 fd;

	/* Made 0600 before SQLite opens it: it holds password hashes. */
	if ((fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0600)) >= 0) {
		(void)fchmod(fd, 0600);
		close(fd);
	}

	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE | SQLITE_OPEN_EXRESCODE, NULL) != SQLITE_OK ||
	    sqlite3_exec(db, "PRAGMA journal_mode = OFF; "
	    "PRAGMA synchronous = OFF", NULL, NULL, NULL) != SQLITE_OK) {
		xasprintf(cause, "%s: %s", path, db != NULL ?
		    sqlite3_errmsg(db) : "cannot open");
		sqlite3_close(db);
		return (NULL);
	}
	return (db);
}

/*
 * Copy all of src into dst in one step, waiting out a busy source a
 * while. 0 with the page count, or -1 and *cause.
 */
static int
store_backup_all(sqlite3 *dst, sqlite3 *src, const char *what, int *pages,
    char **cause)
{
	sqlite3_backup	*bk;
	int		 rc, tries = 0;

	if ((bk = sqlite3_backup_init(dst, "main", src, "main")) == NULL) {
		xasprintf(cause, "%s: %s", what, sqlite3_errmsg(dst));
		return (-1);
	}
	do {
		rc = sqlite3_backup_step(bk, -1);
		if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
			sqlite3_sleep(BACKUP_BUSY_SLEEP_MS);
	} while ((rc == SQLITE_OK || rc == SQLITE_BUSY ||
	    rc == SQLITE_LOCKED) && ++tries < BACKUP_BUSY_TRIES);
	*pages = sqlite3_backup_pagecount(bk);
	sqlite3_backup_finish(bk);
	if (rc != SQLITE_DONE) {
		xasprintf(cause, "%s: %s", what, rc == SQLITE_BUSY ||
		    rc == SQLITE_LOCKED ? "the database stayed busy" :
		    sqlite3_errmsg(dst));
		return (-1);
	}
	return (0);
}

/* The thread: its own connection, the whole copy, then the file synced. */
static void *
store_backup_thread(void *arg)
{
	struct store_backup	*b = arg;
	sqlite3			*src = NULL, *dst = NULL;
	char			*cause = NULL;
	int			 pages = 0, ok = -1;

	if (sqlite3_open_v2(b->src_path, &src, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
		xasprintf(&cause, "%s: %s", b->src_path, src != NULL ?
		    sqlite3_errmsg(src) : "cannot open");
		goto done;
	}
	sqlite3_busy_timeout(src, 1000);
	if ((dst = store_backup_open_dest(b->tmp, &cause)) == NULL)
		goto done;
	if (store_backup_all(dst, src, b->tmp, &pages, &cause) != 0)
		goto done;
	if (sqlite3_close(dst) != SQLITE_OK) {
		xasprintf(&cause, "%s: %s", b->tmp, sqlite3_errmsg(dst));
		goto done;
	}
	dst = NULL;
	if (store_backup_sync(b->tmp, 0) != 0) {
		xasprintf(&cause, "%s: %s", b->tmp, strerror(errno));
		goto done;
	}
	b->done = b->total = pages;
	if (atomic_load(&b->cancel)) {
		xasprintf(&cause, "%s: abandoned", b->dest);
		goto done;
	}
	if (store_backup_rename(b, &cause) != 0)
		goto done;
	ok = 1;
done:
	if (dst != NULL)
		sqlite3_close(dst);
	sqlite3_close(src);
	b->error = cause;
	atomic_store(&b->state, ok);
	return (NULL);
}

/* Begin a copy of s to dest. */
struct store_backup *
store_backup_begin(struct store *s, const char *dest,
    enum store_backup_mode mode, int pages, const char *prefix, int keep,
    char **cause)
{
	struct store_backup	*b;
	struct stat		 sb;
	int			 fd;

	if (stat(dest, &sb) == 0) {
		xasprintf(cause, "%s: already exists", dest);
		return (NULL);
	}
	b = xcalloc(1, sizeof *b);
	b->mode = mode;
	b->pages = pages > 0 ? pages : 1;
	b->dest = xstrdup(dest);
	b->prefix = prefix != NULL ? xstrdup(prefix) : NULL;
	b->keep = keep;
	xasprintf(&b->tmp, "%s.tmp", dest);
	/* Claim the temporary name: two copies never share it. */
	if ((fd = open(b->tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
	    0600)) < 0) {
		xasprintf(cause, "%s: %s", b->tmp, strerror(errno));
		free(b->tmp);
		b->tmp = NULL;
		store_backup_free(b);
		return (NULL);
	}
	close(fd);
	if (mode == STORE_BACKUP_THREAD) {
		b->src_path = xstrdup(store_path(s));
		atomic_init(&b->state, 0);
		atomic_init(&b->cancel, 0);
		if ((errno = pthread_create(&b->thread, NULL,
		    store_backup_thread, b)) != 0) {
			xasprintf(cause, "backup thread: %s", strerror(errno));
			store_backup_free(b);
			return (NULL);
		}
		b->started = 1;
		return (b);
	}
	if ((b->dst = store_backup_open_dest(b->tmp, cause)) == NULL) {
		store_backup_free(b);
		return (NULL);
	}
	if ((b->bk = sqlite3_backup_init(b->dst, "main", store_db(s),
	    "main")) == NULL) {
		xasprintf(cause, "%s: %s", b->tmp, sqlite3_errmsg(b->dst));
		store_backup_free(b);
		return (NULL);
	}
	return (b);
}

/*
 * The copy is whole in b->tmp: put it in place under its name and sync
 * the rename (from the thread, in thread mode: none of it on the game).
 */
static int
store_backup_rename(struct store_backup *b, char **cause)
{
	struct stat	 sb;
	char		*dir;

	if (stat(b->tmp, &sb) == 0)
		b->bytes = (uint64_t)sb.st_size;
	if (rename(b->tmp, b->dest) != 0) {
		xasprintf(cause, "%s: %s", b->dest, strerror(errno));
		return (-1);
	}
	dir = store_backup_dirname(b->dest);
	store_backup_sync(dir, 1);
	if (b->prefix != NULL)
		b->removed = store_backup_rotate(dir, b->prefix, b->keep,
		    &b->rotate_error);
	free(dir);
	return (0);
}

/* What the rotation did. */
int
store_backup_removed(const struct store_backup *b, const char **cause)
{
	*cause = b->rotate_error;
	return (b->removed);
}

/* The copy is in place: count it. */
static void
store_backup_placed(struct store_backup *b)
{
	free(b->tmp);
	b->tmp = NULL;
	b->finished = 1;
	store_stats.backups++;
	store_stats.backup_pages += (uint64_t)b->total;
}

/* A step of the copy on the game's connection. */
static int
store_backup_step_here(struct store_backup *b, char **cause)
{
	int	rc;

	rc = sqlite3_backup_step(b->bk, b->pages);
	b->total = sqlite3_backup_pagecount(b->bk);
	b->done = b->total - sqlite3_backup_remaining(b->bk);
	if (rc == SQLITE_OK || rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
		return (0);
	sqlite3_backup_finish(b->bk);
	b->bk = NULL;
	if (rc != SQLITE_DONE) {
		xasprintf(cause, "%s: %s", b->tmp, sqlite3_errmsg(b->dst));
		return (-1);
	}
	if (sqlite3_close(b->dst) != SQLITE_OK) {
		xasprintf(cause, "%s: %s", b->tmp, sqlite3_errmsg(b->dst));
		return (-1);
	}
	b->dst = NULL;
	if (store_backup_sync(b->tmp, 0) != 0) {
		xasprintf(cause, "%s: %s", b->tmp, strerror(errno));
		return (-1);
	}
	if (store_backup_rename(b, cause) != 0)
		return (-1);
	store_backup_placed(b);
	return (1);
}

/* Go on with a copy: 1 complete, 0 not yet, -1 failed. */
int
store_backup_step(struct store_backup *b, char **cause)
{
	int	state, rc;

	if (b->finished)
		return (1);
	if (b->mode == STORE_BACKUP_STEPS) {
		if (b->bk == NULL) {
			xasprintf(cause, "%s: the copy already failed",
			    b->dest);
			return (-1);
		}
		rc = store_backup_step_here(b, cause);
	} else {
		if (!b->started) {
			xasprintf(cause, "%s: the copy already failed",
			    b->dest);
			return (-1);
		}
		if ((state = atomic_load(&b->state)) == 0)
			return (0);
		pthread_join(b->thread, NULL);
		b->started = 0;
		if (state < 0) {
			*cause = b->error;
			b->error = NULL;
			rc = -1;
		} else {
			store_backup_placed(b);
			rc = 1;
		}
	}
	if (rc < 0) {
		store_stats.backup_failures++;
		if (b->tmp != NULL)
			unlink(b->tmp);
		return (-1);
	}
	return (rc);
}

/* Pages copied and in all. */
void
store_backup_progress(const struct store_backup *b, int *done, int *total)
{
	/* The thread writes them; they are read once it said it is done. */
	if (b->mode == STORE_BACKUP_THREAD && b->started &&
	    atomic_load(&b->state) == 0) {
		*done = *total = 0;
		return;
	}
	*done = b->done;
	*total = b->total;
}

/* The copy's file. */
const char *
store_backup_dest(const struct store_backup *b)
{
	return (b->dest);
}

/* The size of a complete copy. */
uint64_t
store_backup_bytes(const struct store_backup *b)
{
	return (b->bytes);
}

/* Make dir and its parents as needed. */
int
store_backup_mkdir(const char *dir, char **cause)
{
	char	*p, *copy = xstrdup(dir);
	int	 rc = 0;

	for (p = copy + 1; *p != '\0' && rc == 0; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(copy, 0750) != 0 && errno != EEXIST)
			rc = -1;
		*p = '/';
	}
	if (rc == 0 && mkdir(copy, 0750) != 0 && errno != EEXIST)
		rc = -1;
	if (rc != 0)
		xasprintf(cause, "%s: %s", copy, strerror(errno));
	free(copy);
	return (rc);
}

/* Free a copy; one not complete is abandoned and its file removed. */
void
store_backup_free(struct store_backup *b)
{
	if (b == NULL)
		return;
	if (b->started) {
		atomic_store(&b->cancel, 1);
		pthread_join(b->thread, NULL);
		/* It may have put the copy in place just before. */
		if (atomic_load(&b->state) > 0)
			unlink(b->dest);
	}
	if (b->bk != NULL)
		sqlite3_backup_finish(b->bk);
	if (b->dst != NULL)
		sqlite3_close(b->dst);
	if (b->tmp != NULL)
		unlink(b->tmp);
	free(b->error);
	free(b->prefix);
	free(b->rotate_error);
	free(b->tmp);
	free(b->dest);
	free(b->src_path);
	free(b);
}

static int
store_backup_cmp(const void *a, const void *b)
{
	return (-strcmp(*(char *const *)a, *(char *const *)b));
}

/* The newest copy in dir: 1 with its path, time and size; 0 if none. */
int
store_backup_newest(const char *dir, const char *prefix, char *path,
    size_t len, time_t *mtime, uint64_t *bytes)
{
	DIR		*d;
	struct dirent	*de;
	struct stat	 sb;
	char		 best[NAME_MAX + 1] = "";
	size_t		 plen = strlen(prefix), n;

	if ((d = opendir(dir)) == NULL)
		return (0);
	while ((de = readdir(d)) != NULL) {
		n = strlen(de->d_name);
		if (n <= plen + 3 || n > NAME_MAX ||
		    strncmp(de->d_name, prefix, plen) != 0 ||
		    strcmp(de->d_name + n - 3, ".db") != 0)
			continue;
		if (strcmp(de->d_name, best) > 0)
			memcpy(best, de->d_name, n + 1);
	}
	closedir(d);
	if (*best == '\0')
		return (0);
	if ((size_t)snprintf(path, len, "%s/%s", dir, best) >= len ||
	    stat(path, &sb) != 0)
		return (0);
	*mtime = sb.st_mtime;
	*bytes = (uint64_t)sb.st_size;
	return (1);
}

/* Keep the newest keep copies in dir; how many were removed, or -1. */
int
store_backup_rotate(const char *dir, const char *prefix, int keep,
    char **cause)
{
	DIR		*d;
	struct dirent	*de;
	char		**names = NULL, *path;
	size_t		 n = 0, cap = 0, i, plen = strlen(prefix), len;
	int		 removed = 0, rc = 0;

	if ((d = opendir(dir)) == NULL) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		return (-1);
	}
	while ((de = readdir(d)) != NULL) {
		len = strlen(de->d_name);
		if (len <= plen + 3 || strncmp(de->d_name, prefix, plen) != 0 ||
		    strcmp(de->d_name + len - 3, ".db") != 0)
			continue;
		names = xgrow(names, &cap, n + 1, sizeof *names);
		names[n++] = xstrdup(de->d_name);
	}
	closedir(d);
	qsort(names, n, sizeof *names, store_backup_cmp);
	for (i = keep > 0 ? (size_t)keep : 0; i < n; i++) {
		xasprintf(&path, "%s/%s", dir, names[i]);
		if (unlink(path) == 0)
			removed++;
		else if (rc == 0) {
			xasprintf(cause, "%s: %s", path, strerror(errno));
			rc = -1;
		}
		free(path);
	}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return (rc == 0 ? removed : -1);
}

/* An integer a query gives, or -1. */
static long long
store_backup_query(sqlite3 *db, const char *sql)
{
	sqlite3_stmt	*st;
	long long	 v = -1;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return (-1);
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return (v);
}

/*
 * A copy opened read-only may leave PATH-wal and PATH-shm beside it (a
 * database in WAL mode, which a copy of one is): note which were there,
 * and remove those that were not once it is closed.
 */
static void
store_backup_side_note(const char *path, int had[2])
{
	static const char *const side[] = { "-wal", "-shm" };
	char	*p;
	int	 i;

	for (i = 0; i < 2; i++) {
		xasprintf(&p, "%s%s", path, side[i]);
		had[i] = access(p, F_OK) == 0;
		free(p);
	}
}

static void
store_backup_side_clean(const char *path, const int had[2])
{
	static const char *const side[] = { "-wal", "-shm" };
	char	*p;
	int	 i;

	for (i = 0; i < 2; i++) {
		if (had[i])
			continue;
		xasprintf(&p, "%s%s", path, side[i]);
		(void)unlink(p);
		free(p);
	}
}

/* Is path a whole database of this server, not from a newer one? */
int
store_backup_check(const char *path, int *version, long long *players,
    char **cause)
{
	int	had[2], rc;

	store_backup_side_note(path, had);
	rc = store_backup_check_open(path, version, players, cause);
	store_backup_side_clean(path, had);
	return (rc);
}

/* store_backup_check, the file opened (and closed) read-only. */
static int
store_backup_check_open(const char *path, int *version, long long *players,
    char **cause)
{
	sqlite3		*db = NULL;
	sqlite3_stmt	*st;
	struct stat	 sb;
	int		 ok = 0;

	if (stat(path, &sb) != 0) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		return (-1);
	}
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
		xasprintf(cause, "%s: cannot open: %s", path, db != NULL ?
		    sqlite3_errmsg(db) : "out of memory");
		sqlite3_close(db);
		return (-1);
	}
	if (sqlite3_prepare_v2(db, "PRAGMA quick_check", -1, &st, NULL) !=
	    SQLITE_OK) {
		xasprintf(cause, "%s: not a database: %s", path,
		    sqlite3_errmsg(db));
		sqlite3_close(db);
		return (-1);
	}
	if (sqlite3_step(st) == SQLITE_ROW && strcmp((const char *)
	    sqlite3_column_text(st, 0), "ok") == 0)
		ok = 1;
	sqlite3_finalize(st);
	if (!ok) {
		xasprintf(cause, "%s: damaged (quick_check failed)", path);
		sqlite3_close(db);
		return (-1);
	}
	*version = (int)store_backup_query(db,
	    "SELECT version FROM schema_version");
	*players = store_backup_query(db, "SELECT count(*) FROM players");
	sqlite3_close(db);
	if (*version <= 0 || *players < 0) {
		xasprintf(cause, "%s: not a database of this server (no "
		    "schema_version or players)", path);
		return (-1);
	}
	if (*version > store_schema_latest()) {
		xasprintf(cause, "%s: from a newer server (schema %d; this "
		    "one knows up to %d)", path, *version,
		    store_schema_latest());
		return (-1);
	}
	return (0);
}

/* Copy from one file to another through SQLite; 0 or -1 and *cause. */
static int
store_backup_copy_file(const char *from, const char *to, int fresh,
    char **cause)
{
	sqlite3	*src = NULL, *dst = NULL;
	int	 pages, rc = -1, had[2];

	store_backup_side_note(from, had);

	if (sqlite3_open_v2(from, &src, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
		xasprintf(cause, "%s: %s", from, src != NULL ?
		    sqlite3_errmsg(src) : "cannot open");
		goto out;
	}
	if (fresh)
		dst = store_backup_open_dest(to, cause);
	else if (sqlite3_open_v2(to, &dst, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		xasprintf(cause, "%s: %s", to, dst != NULL ?
		    sqlite3_errmsg(dst) : "cannot open");
		goto out;
	}
	if (dst == NULL)
		goto out;
	sqlite3_busy_timeout(dst, STORE_BUSY_LONG_MS);
	if (store_backup_all(dst, src, to, &pages, cause) != 0)
		goto out;
	rc = 0;
out:
	if (dst != NULL && sqlite3_close(dst) != SQLITE_OK && rc == 0) {
		xasprintf(cause, "%s: %s", to, sqlite3_errmsg(dst));
		rc = -1;
	}
	sqlite3_close(src);
	store_backup_side_clean(from, had);
	return (rc);
}

/* Put the copy at path in place of the database db. */
int
store_backup_restore(const char *path, const char *db, const char *keep,
    int *kept, char **cause)
{
	struct stat	sb;
	long long	players;
	int		version;

	*kept = 0;
	if (store_backup_check(path, &version, &players, cause) != 0)
		return (-1);
	/* An empty file (made by the lock, store-lock.h) holds nothing. */
	if (keep != NULL && stat(db, &sb) == 0 && sb.st_size > 0) {
		if (store_backup_copy_file(db, keep, 1, cause) != 0) {
			unlink(keep);
			return (-1);
		}
		store_backup_sync(keep, 0);
		*kept = 1;
	}
	/*
	 * Through SQLite, not a file copy: the database's own WAL and
	 * locks are dealt with, and the copy is one transaction.
	 */
	if (store_backup_copy_file(path, db, 0, cause) != 0)
		return (-1);
	return (0);
}
