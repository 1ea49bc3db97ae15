/* import-circle.c: the circle reader (being written). */
#include <stddef.h>

#include "import.h"
#include "xmalloc.h"

int
import_circle(struct import *imp, const char *src, char **cause)
{
	(void)imp;
	xasprintf(cause, "%s: the circle importer is not written yet", src);
	return (-1);
}

void
import_circle_parse(struct import *imp, const char *name, const char *text,
    size_t len)
{
	(void)imp;
	(void)name;
	(void)text;
	(void)len;
}
