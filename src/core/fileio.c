/*
 * fileio.c: a file written whole or not at all (a temporary file in the
 * same folder, synced, renamed over the old one, the folder synced), and a
 * file read whole with a cap on its size. The one place the server, the
 * area writer, help editing, the importers and the TLS certificate write
 * and read whole files.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fileio.h"
#include "log.h"
#include "xmalloc.h"

/* Sync the folder path is in, so that a rename in it is on the disk. */
static int
fileio_sync_dir(const char *path)
{
	char	*copy, *dir;
	int	 fd, rc;

	copy = xstrdup(path);
	dir = dirname(copy);
	if ((fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1) {
		free(copy);
		return (-1);
	}
	rc = fsync(fd);
	if (close(fd) != 0)
		rc = -1;
	free(copy);
	return (rc);
}

/* Write all of buf to fd; -1 and errno if it cannot. */
static int
fileio_write_all(int fd, const char *p, size_t len)
{
	ssize_t	n;

	while (len > 0) {
		if ((n = write(fd, p, len)) == -1) {
			if (errno == EINTR)
				continue;
			return (-1);
		}
		p += n;
		len -= (size_t)n;
	}
	return (0);
}

/* Write a file whole or not at all, through path.tmp renamed over it. */
int
fileio_write(const char *path, const void *buf, size_t len, mode_t mode,
    enum fileio_sync sync, char **cause)
{
	char	*tmp;
	int	 fd, saved;

	xasprintf(&tmp, "%s.tmp", path);
	(void)unlink(tmp);	/* a leftover: O_EXCL makes it with mode */
	if ((fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
	    mode)) == -1) {
		xasprintf(cause, "%s: %s", tmp, strerror(errno));
		free(tmp);
		return (-1);
	}
	if (fileio_write_all(fd, buf, len) != 0 ||
	    (sync != FILEIO_SYNC_NONE && fsync(fd) != 0)) {
		saved = errno;
		(void)close(fd);
		errno = saved;
		goto fail;
	}
	if (close(fd) != 0 || rename(tmp, path) != 0)
		goto fail;
	free(tmp);
	/* The new file is in place: a folder that will not sync is said. */
	if (sync == FILEIO_SYNC_DIR && fileio_sync_dir(path) != 0)
		log_warn("%s: syncing its folder", path);
	return (0);

fail:
	saved = errno;
	xasprintf(cause, "%s: %s", path, strerror(saved));
	(void)unlink(tmp);
	free(tmp);
	errno = saved;
	return (-1);
}

/* Read a whole file of at most max bytes into a new string. */
char *
fileio_read(const char *path, size_t max, size_t *len, char **cause)
{
	FILE	*f;
	char	*buf;
	size_t	 n;
	int	 saved;

	*len = 0;
	if ((f = fopen(path, "rb")) == NULL) {
		saved = errno;
		xasprintf(cause, "%s", strerror(saved));
		errno = saved;
		return (NULL);
	}
	buf = xmalloc(max + 2);
	n = fread(buf, 1, max + 1, f);
	if (ferror(f)) {
		saved = errno != 0 ? errno : EIO;
		fclose(f);
		free(buf);
		xasprintf(cause, "%s", strerror(saved));
		errno = saved;
		return (NULL);
	}
	fclose(f);
	if (n > max) {
		free(buf);
		xasprintf(cause, "larger than %zu bytes", max);
		errno = EFBIG;
		return (NULL);
	}
	buf[n] = '\0';
	*len = n;
	return (buf);
}
