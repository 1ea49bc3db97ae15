/* filecheck.c: would a file open as the server will open it (--check)? */
#include <sys/stat.h>

#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "filecheck.h"
#include "xmalloc.h"

/* Files made from now on: no write for the group, nothing for others. */
void
filecheck_umask(void)
{
	mode_t	old = umask(027);

	umask(old | 027);
}

/* May path be written, or made in its folder? Nothing is created. */
int
filecheck_writable(const char *path, char **cause)
{
	struct stat	 sb;
	char		*copy, *dir;
	int		 rc = 0;

	if (stat(path, &sb) == 0) {
		if (S_ISDIR(sb.st_mode)) {
			xasprintf(cause, "%s: is a folder", path);
			return (-1);
		}
		if (access(path, R_OK | W_OK) != 0) {
			xasprintf(cause, "%s: %s", path, strerror(errno));
			return (-1);
		}
		return (0);
	}
	if (errno != ENOENT) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		return (-1);
	}
	copy = xstrdup(path);
	dir = dirname(copy);
	if (stat(dir, &sb) != 0) {
		xasprintf(cause, "%s: cannot be made: the folder %s: %s", path,
		    dir, strerror(errno));
		rc = -1;
	} else if (!S_ISDIR(sb.st_mode)) {
		xasprintf(cause, "%s: cannot be made: %s is not a folder", path,
		    dir);
		rc = -1;
	} else if (access(dir, W_OK | X_OK) != 0) {
		xasprintf(cause, "%s: cannot be made in %s: %s", path, dir,
		    strerror(errno));
		rc = -1;
	}
	free(copy);
	return (rc);
}
