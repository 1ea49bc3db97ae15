/*
 * fileio.h: a file written whole or not at all, and a file read whole
 * with a cap on its size.
 */
#ifndef MUD_FILEIO_H
#define MUD_FILEIO_H

#include <sys/types.h>
#include <stddef.h>

/* How hard fileio_write makes sure the new file survives a crash. */
enum fileio_sync {
	FILEIO_SYNC_NONE,	/* rename only: a tool's output, a handover */
	FILEIO_SYNC_FILE,	/* the data reaches the disk before the rename */
	FILEIO_SYNC_DIR		/* and the rename itself (the folder synced) */
};

/*
 * Write len bytes of buf to path: into path.tmp in the same folder
 * (made anew with mode, less the umask), synced as sync asks, then renamed
 * over path. A reader sees the old file or the new one, never a part.
 * 0, or -1 and *cause ("path: why"); path.tmp is then removed.
 */
int	 fileio_write(const char *path, const void *buf, size_t len,
	    mode_t mode, enum fileio_sync sync, char **cause);

/*
 * Read the whole of path, at most max bytes, into a new NUL-terminated
 * string (*len its length). NULL with errno and *cause (why, without the
 * path: the caller says which file) if it cannot be read or is larger
 * than max (errno EFBIG, "larger than max bytes").
 */
char	*fileio_read(const char *path, size_t max, size_t *len,
	    char **cause);

#endif
