/*
 * import-circle.c: the CircleMUD 3.x / tbaMUD reader. A lib/world
 * directory holds wld/, mob/, obj/, zon/, shp/ (and tbaMUD's trg/), each
 * with an index file naming its files up to a '$' line. Every file is
 * read (import-circle-wld.c and its siblings), then the world is put
 * together (import-circle-build.c): one area per zone.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fileio.h"
#include "import-circle.h"
#include "import-spec.h"
#include "xmalloc.h"

#define CIRCLE_FILE_MAX		(64 * 1024 * 1024)

static const struct {
	const char	*dir;
	void		(*read)(struct cfile *);
	int		 needed;
} circle_kinds[] = {
	{ "wld", circle_read_wld, 1 },
	{ "mob", circle_read_mob, 1 },
	{ "obj", circle_read_obj, 1 },
	{ "zon", circle_read_zon, 1 },
	{ "shp", circle_read_shp, 0 },
	{ "trg", circle_read_trg, 0 },
};
#define CIRCLE_NKINDS	(sizeof circle_kinds / sizeof *circle_kinds)

/* Parse one file's text as the kind given. */
static void
circle_parse(struct circle *c, size_t kind, const char *name,
    const char *text, size_t len)
{
	struct cfile	f;

	cfile_init(&f, c, name, text, len);
	circle_kinds[kind].read(&f);
}

/* Read the files one kind's index names; -1 if there is no index. */
static int
circle_read_kind(struct circle *c, const char *src, size_t kind)
{
	const char	*dir = circle_kinds[kind].dir;
	struct cfile	 idx;
	char		*path, *text, *body, name[CIRCLE_LINE_MAX], *rel, *why;
	size_t		 len, blen;

	xasprintf(&path, "%s/%s/index", src, dir);
	text = fileio_read(path, CIRCLE_FILE_MAX, &len, &why);
	free(path);
	if (text == NULL) {
		free(why);
		return (-1);
	}
	xasprintf(&rel, "%s/index", dir);
	cfile_init(&idx, c, rel, text, len);
	free(rel);
	while (cfile_next(&idx, name, sizeof name)) {
		name[strcspn(name, " \t")] = '\0';
		if (strcmp(name, "$") == 0)
			break;
		if (strchr(name, '/') != NULL || name[0] == '.') {
			import_note(c->imp, IMPORT_BROKEN, idx.name, idx.line,
			    "'%s' is not a file name of this directory: "
			    "skipped", name);
			continue;
		}
		xasprintf(&path, "%s/%s/%s", src, dir, name);
		body = fileio_read(path, CIRCLE_FILE_MAX, &blen, &why);
		free(path);
		if (body == NULL) {
			import_note(c->imp, IMPORT_BROKEN, idx.name, idx.line,
			    "%s/%s cannot be read (%s): skipped", dir, name,
			    why);
			free(why);
			continue;
		}
		xasprintf(&rel, "%s/%s", dir, name);
		circle_parse(c, kind, rel, body, blen);
		free(rel);
		free(body);
	}
	free(text);
	return (0);
}

/* Note the tbaMUD codes the text dropped, if any. */
static void
circle_codes_note(struct circle *c, const char *where)
{
	unsigned long	n;

	if ((n = circle_text_dropped()) > 0)
		import_note(c->imp, IMPORT_LEFT_OUT, where, 0, "%lu tbaMUD "
		    "code%s with no equivalent here (underline, bold, blink, "
		    "reverse, the palette @1-@3, MXP links and tags, sound, "
		    "unknown letters) dropped from the text", n, n == 1 ? "" :
		    "s");
}

int
import_circle(struct import *imp, const char *src, char **cause)
{
	struct circle	c;
	struct stat	sb;
	size_t		k;
	int		found = 0;

	if (stat(src, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
		xasprintf(cause, "%s: not a directory (a CircleMUD lib/world "
		    "directory is wanted)", src);
		return (-1);
	}
	memset(&c, 0, sizeof c);
	c.imp = imp;
	circle_text_dropped();
	for (k = 0; k < CIRCLE_NKINDS; k++) {
		if (circle_read_kind(&c, src, k) == 0)
			found++;
		else if (circle_kinds[k].needed)
			import_note(imp, IMPORT_BROKEN, circle_kinds[k].dir, 0,
			    "no %s/index: no %s files read",
			    circle_kinds[k].dir, circle_kinds[k].dir);
	}
	if (found == 0) {
		circle_free(&c);
		xasprintf(cause, "%s: no wld/index, mob/index, obj/index or "
		    "zon/index: not a CircleMUD lib/world directory", src);
		return (-1);
	}
	circle_quests(&c, src);
	circle_build(&c);
	circle_codes_note(&c, src);
	import_spec_circle(imp, src, imp->specs);
	circle_free(&c);
	if (imp->world->nareas == 0) {
		xasprintf(cause, "%s: nothing could be imported (see the "
		    "notes)", src);
		return (-1);
	}
	return (0);
}

void
import_circle_parse(struct import *imp, const char *name, const char *text,
    size_t len)
{
	struct circle	 c;
	const char	*ext = strrchr(name, '.');
	size_t		 k;

	memset(&c, 0, sizeof c);
	c.imp = imp;
	for (k = 0; ext != NULL && k < CIRCLE_NKINDS; k++) {
		if (strcmp(ext + 1, circle_kinds[k].dir) == 0)
			break;
	}
	if (ext == NULL || k == CIRCLE_NKINDS) {
		import_note(imp, IMPORT_BROKEN, name, 0, "not a .wld, .mob, "
		    ".obj, .zon, .shp or .trg file: not read");
		return;
	}
	circle_text_dropped();
	circle_parse(&c, k, name, text, len);
	circle_build(&c);
	circle_codes_note(&c, name);
	circle_free(&c);
}
