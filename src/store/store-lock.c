/* store-lock.c: one server per database, by a lock file. */
#include <sys/file.h>
#include <sys/types.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store-lock.h"
#include "xmalloc.h"

static int	store_lock_fd = -1;

/* Take DATABASE.lock, or say who has it. */
int
store_lock_take(const char *path, char **cause)
{
	char	*lock, buf[32];
	ssize_t	 n;
	int	 fd;

	if (store_lock_fd >= 0)
		return (0);
	if (strcmp(path, ":memory:") == 0 || *path == '\0')
		return (0);
	xasprintf(&lock, "%s.lock", path);
	if ((fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0644)) < 0) {
		xasprintf(cause, "%s: %s", lock, strerror(errno));
		free(lock);
		return (-1);
	}
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		if (errno == EWOULDBLOCK) {
			n = pread(fd, buf, sizeof buf - 1, 0);
			buf[n > 0 ? n : 0] = '\0';
			buf[strcspn(buf, "\n")] = '\0';
			xasprintf(cause, "%s is in use by a running server "
			    "(pid %s, holding %s)", path, *buf != '\0' ? buf :
			    "unknown", lock);
			close(fd);
			free(lock);
			return (1);
		}
		xasprintf(cause, "%s: %s", lock, strerror(errno));
		close(fd);
		free(lock);
		return (-1);
	}
	free(lock);
	n = snprintf(buf, sizeof buf, "%ld\n", (long)getpid());
	if (ftruncate(fd, 0) != 0 || pwrite(fd, buf, (size_t)n, 0) != n) {
		/* The pid is for the message only; the lock is what counts. */
	}
	store_lock_fd = fd;
	return (0);
}

/* Let go of the lock. */
void
store_lock_release(void)
{
	if (store_lock_fd >= 0)
		close(store_lock_fd);
	store_lock_fd = -1;
}
