/*
 * store-lock.c: one server per database, by a lock on the database file
 * itself (its inode, whatever path reaches it) and a lock file beside
 * its real path that holds the pid.
 */
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store-lock.h"
#include "xmalloc.h"

static int	store_lock_fd = -1;	/* DATABASE.lock, with the pid */
static int	store_lock_dbfd = -1;	/* the database file itself */

/*
 * The database's real path: symbolic links followed, the file's own if
 * it exists, else its folder's with its name.
 */
static char *
store_lock_realpath(const char *path)
{
	char	 buf[PATH_MAX], *copy, *dir, *base, *out;

	if (realpath(path, buf) != NULL)
		return (xstrdup(buf));
	copy = xstrdup(path);
	dir = dirname(copy);
	if (realpath(dir, buf) == NULL) {
		free(copy);
		return (xstrdup(path));
	}
	free(copy);
	copy = xstrdup(path);
	base = basename(copy);
	xasprintf(&out, "%s/%s", buf, base);
	free(copy);
	return (out);
}

/* The pid written in a lock file, for a message ("unknown" if none). */
static void
store_lock_pid(int fd, char *buf, size_t len)
{
	ssize_t	n = pread(fd, buf, len - 1, 0);

	buf[n > 0 ? n : 0] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	if (*buf == '\0')
		snprintf(buf, len, "unknown");
}

/*
 * Who holds a flock on the file open at fd, from /proc/locks (by its
 * device and inode, whatever the path): the pid, or 0 if not found.
 */
static long
store_lock_holder(int fd)
{
	struct stat	 sb;
	FILE		*f;
	char		 line[256], kind[16];
	unsigned int	 maj, min;
	unsigned long	 ino;
	long		 pid, found = 0;

	if (fstat(fd, &sb) != 0 || (f = fopen("/proc/locks", "re")) == NULL)
		return (0);
	while (found == 0 && fgets(line, sizeof line, f) != NULL) {
		if (sscanf(line, "%*[^:]: %15s %*s %*s %ld %x:%x:%lu", kind,
		    &pid, &maj, &min, &ino) == 5 &&
		    strcmp(kind, "FLOCK") == 0 && pid > 0 &&
		    maj == major(sb.st_dev) && min == minor(sb.st_dev) &&
		    ino == (unsigned long)sb.st_ino)
			found = pid;
	}
	fclose(f);
	return (found);
}

/*
 * Lock the database file itself (created empty, mode 0600, if missing:
 * SQLite takes an empty file as a new database). flock(2) locks are not
 * SQLite's POSIX locks, so this takes no part in its protocol; the file
 * stays open until the process ends, as closing a descriptor of it would
 * drop SQLite's own locks on it.
 */
static int
store_lock_dbfile(const char *path, const char *real, char **cause)
{
	char	*lock, pid[32];
	long	 holder;
	int	 fd, lfd;

	if ((fd = open(real, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0 &&
	    (fd = open(real, O_RDONLY | O_CLOEXEC)) < 0) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		return (-1);
	}
	if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
		store_lock_dbfd = fd;
		return (0);
	}
	if (errno != EWOULDBLOCK) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		close(fd);
		return (-1);
	}
	/* Held: by a server on this path, a link to it, or another name. */
	xasprintf(&lock, "%s.lock", real);
	snprintf(pid, sizeof pid, "unknown");
	if ((holder = store_lock_holder(fd)) > 0)
		snprintf(pid, sizeof pid, "%ld", holder);
	else if ((lfd = open(lock, O_RDONLY | O_CLOEXEC)) >= 0) {
		store_lock_pid(lfd, pid, sizeof pid);
		close(lfd);
	}
	if (strcmp(path, real) == 0)
		xasprintf(cause, "%s is in use by a running server (pid %s)",
		    path, pid);
	else
		xasprintf(cause, "%s is in use by a running server (pid %s): "
		    "it is %s", path, pid, real);
	free(lock);
	close(fd);
	return (1);
}

/* Take the database file's lock and DATABASE.lock, or say who has them. */
int
store_lock_take(const char *path, char **cause)
{
	char	*real, *lock, buf[32];
	ssize_t	 n;
	int	 fd, rc;

	if (store_lock_fd >= 0)
		return (0);
	if (strcmp(path, ":memory:") == 0 || *path == '\0')
		return (0);
	real = store_lock_realpath(path);
	if ((rc = store_lock_dbfile(path, real, cause)) != 0) {
		free(real);
		return (rc);
	}
	xasprintf(&lock, "%s.lock", real);
	if ((fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0) {
		xasprintf(cause, "%s: %s", lock, strerror(errno));
		goto fail;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		if (errno == EWOULDBLOCK) {
			store_lock_pid(fd, buf, sizeof buf);
			xasprintf(cause, "%s is in use by a running server "
			    "(pid %s, holding %s)", path, buf, lock);
			rc = 1;
		} else
			xasprintf(cause, "%s: %s", lock, strerror(errno));
		close(fd);
		goto fail;
	}
	free(lock);
	free(real);
	n = snprintf(buf, sizeof buf, "%ld\n", (long)getpid());
	if (ftruncate(fd, 0) != 0 || pwrite(fd, buf, (size_t)n, 0) != n) {
		/* The pid is for the message only; the lock is what counts. */
	}
	store_lock_fd = fd;
	return (0);
fail:
	free(lock);
	free(real);
	close(store_lock_dbfd);
	store_lock_dbfd = -1;
	return (rc == 1 ? 1 : -1);
}

/* Let go of the locks (no SQLite connection to the database is open). */
void
store_lock_release(void)
{
	if (store_lock_fd >= 0)
		close(store_lock_fd);
	if (store_lock_dbfd >= 0)
		close(store_lock_dbfd);
	store_lock_fd = store_lock_dbfd = -1;
}
