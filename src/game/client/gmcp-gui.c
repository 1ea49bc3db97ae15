/*
 * gmcp-gui.c: the version Client.GUI gives the Mudlet package, from the
 * file itself (gmcp.c sends it).
 */
#include <sys/types.h>
#include <sys/stat.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gmcp.h"
#include "xmalloc.h"

/*
 * The Mudlet package's version: a hash of the file, so that a changed
 * package is a new version and Mudlet installs it again. Read again only
 * when the file's size or time changed; NULL if there is no file.
 */
const char *
gmcp_gui_version(const char *path)
{
	static char	 version[24];
	static char	*last_path;
	static off_t	 last_size = -1;
	static time_t	 last_mtime;
	struct stat	 st;
	FILE		*f;
	char		 buf[4096];
	size_t		 n, i;
	uint32_t	 h = 2166136261u;

	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
		return (NULL);
	if (last_path != NULL && strcmp(last_path, path) == 0 &&
	    st.st_size == last_size && st.st_mtime == last_mtime)
		return (version);
	if ((f = fopen(path, "rb")) == NULL)
		return (NULL);
	while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
		for (i = 0; i < n; i++) {
			h ^= (unsigned char)buf[i];
			h *= 16777619u;
		}
	}
	fclose(f);
	free(last_path);
	last_path = xstrdup(path);
	last_size = st.st_size;
	last_mtime = st.st_mtime;
	snprintf(version, sizeof version, "%08x", h);
	return (version);
}
