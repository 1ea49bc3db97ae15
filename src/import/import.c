/*
 * import.c: what every importer shares: the notes it takes, the help
 * entries it keeps, and writing the world, its help and IMPORT.md.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "area.h"
#include "fileio.h"
#include "growbuf.h"
#include "import.h"
#include "text.h"
#include "xmalloc.h"

static const char *import_kind_title[IMPORT__KINDS] = {
	"Mapped in another form", "Approximated", "Left out",
	"Broken in the source"
};

void
import_init(struct import *imp, const char *family, const char *source)
{
	memset(imp, 0, sizeof *imp);
	imp->family = family;
	imp->source = source;
	imp->world = xcalloc(1, sizeof *imp->world);
}

void
import_free(struct import *imp)
{
	size_t	i;

	world_free(imp->world);
	for (i = 0; i < imp->nnotes; i++) {
		free(imp->notes[i].file);
		free(imp->notes[i].text);
	}
	free(imp->notes);
	for (i = 0; i < imp->nhelps; i++) {
		free(imp->helps[i].keywords);
		free(imp->helps[i].text);
		free(imp->helps[i].file);
	}
	free(imp->helps);
	memset(imp, 0, sizeof *imp);
}

void
import_note(struct import *imp, enum import_kind kind, const char *file,
    int line, const char *fmt, ...)
{
	struct import_note	*n;
	va_list			 ap;

	imp->notes = xgrow(imp->notes, &imp->notes_alloc, imp->nnotes + 1,
	    sizeof *imp->notes);
	n = &imp->notes[imp->nnotes++];
	n->kind = kind;
	n->file = xstrdup(file != NULL ? file : "");
	n->line = line;
	va_start(ap, fmt);
	xvasprintf(&n->text, fmt, ap);
	va_end(ap);
}

size_t
import_count(const struct import *imp, enum import_kind kind)
{
	size_t	i, n = 0;

	for (i = 0; i < imp->nnotes; i++)
		n += imp->notes[i].kind == kind;
	return (n);
}

void
import_help(struct import *imp, const char *keywords, int level,
    const char *text, const char *file, int line)
{
	struct import_help	*h;

	imp->helps = xgrow(imp->helps, &imp->helps_alloc, imp->nhelps + 1,
	    sizeof *imp->helps);
	h = &imp->helps[imp->nhelps++];
	h->keywords = xstrdup(keywords);
	h->level = level;
	h->text = xstrdup(text);
	h->file = xstrdup(file != NULL ? file : "");
	h->line = line;
}

/*
 * Write len bytes of buf to path, whole or not at all; not synced: the
 * importer's output is made again by running it again.
 */
static int
import_put(const char *path, const char *buf, size_t len, char **cause)
{
	return (fileio_write(path, buf, len, 0666, FILEIO_SYNC_NONE, cause));
}

/* The last part of a path. */
static const char *
import_base(const char *path)
{
	const char	*p = strrchr(path, '/');

	return (p != NULL ? p + 1 : path);
}

/* The help entries as one help file (data/help/README.md's format). */
static int
import_write_help(struct import *imp, const char *dest, char **cause)
{
	struct growbuf		 b = { 0 };
	struct import_help	*h;
	char			*dir, *path;
	size_t			 i;
	int			 rc;

	xasprintf(&dir, "%s/help", dest);
	if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		free(dir);
		return (-1);
	}
	/* The prefix: a keyword the server's own help has gives way. */
	growbuf_printf(&b, "# Imported from %s (%s) by mud import.\n"
	    "title Imported help\nprefix %s\n", imp->source, imp->family,
	    imp->family);
	for (i = 0; i < imp->nhelps; i++) {
		h = &imp->helps[i];
		growbuf_printf(&b, "\n# %s:%d\nhelp %s\n", h->file,
		    h->line, h->keywords);
		if (h->level != 0)
			growbuf_printf(&b, "level admin\n");
		growbuf_printf(&b, "%s~\n", h->text);
	}
	xasprintf(&path, "%s/imported.hlp", dir);
	rc = import_put(path, b.data, b.len, cause);
	free(path);
	free(dir);
	growbuf_free(&b);
	return (rc);
}

/* IMPORT.md: the counts, then every note by kind, in the order taken. */
static int
import_write_report(struct import *imp, const char *dest, char **cause)
{
	struct growbuf		 b = { 0 };
	struct world_def	*w = imp->world;
	size_t			 i, rooms = 0, mobs = 0, objs = 0, resets = 0;
	size_t			 shops = 0;
	char			*path;
	int			 k, rc;

	for (i = 0; i < w->nareas; i++) {
		rooms += w->areas[i].nrooms;
		mobs += w->areas[i].nmobs;
		objs += w->areas[i].nobjs;
		resets += w->areas[i].nresets;
		shops += w->areas[i].nshops;
	}
	growbuf_printf(&b, "# Imported world\n\nFrom `%s` (%s), by `mud "
	    "import`. The mapping tables are in `docs/import.md`; the help "
	    "entries are in `help/imported.hlp` (copy it into the server's "
	    "help directory to use it: it loads beside the server's own "
	    "help, and a keyword both have is the server's, the imported "
	    "entry's being `help %s <keyword>`).\n\n", imp->source,
	    strcmp(imp->family, "rom") == 0 ? "ROM 2.4 / Merc" :
	    "CircleMUD / tbaMUD", imp->family);
	growbuf_printf(&b, "| areas | rooms | mobiles | objects | resets "
	    "| shops | helps |\n| --- | --- | --- | --- | --- | --- | --- |\n"
	    "| %zu | %zu | %zu | %zu | %zu | %zu | %zu |\n", w->nareas, rooms,
	    mobs, objs, resets, shops, imp->nhelps);
	growbuf_printf(&b, "\n| area file | name | vnums | rooms | mobiles "
	    "| objects | resets | shops |\n| --- | --- | --- | --- | --- | --- "
	    "| --- | --- |\n");
	for (i = 0; i < w->nareas; i++) {
		struct area_def	*a = &w->areas[i];

		growbuf_printf(&b, "| %s | %s | %d-%d | %zu | %zu | %zu | "
		    "%zu | %zu |\n", import_base(a->file), a->name,
		    a->min_vnum, a->max_vnum, a->nrooms, a->nmobs, a->nobjs,
		    a->nresets, a->nshops);
	}
	for (k = IMPORT__KINDS - 1; k >= 0; k--) {
		growbuf_printf(&b, "\n## %s (%zu)\n\n", import_kind_title[k],
		    import_count(imp, (enum import_kind)k));
		for (i = 0; i < imp->nnotes; i++) {
			struct import_note	*n = &imp->notes[i];

			if (n->kind != (enum import_kind)k)
				continue;
			if (n->line > 0)
				growbuf_printf(&b, "- `%s:%d`: %s\n",
				    n->file, n->line, n->text);
			else
				growbuf_printf(&b, "- `%s`: %s\n", n->file,
				    n->text);
		}
	}
	xasprintf(&path, "%s/IMPORT.md", dest);
	rc = import_put(path, b.data, b.len, cause);
	free(path);
	growbuf_free(&b);
	return (rc);
}

int
import_write(struct import *imp, const char *dest, char **cause)
{
	struct growbuf		 list = { 0 };
	struct world_def	*w = imp->world;
	char			*path, *buf;
	size_t			 i, j, len;
	int			 rc = 0;

	if (mkdir(dest, 0755) != 0 && errno != EEXIST) {
		xasprintf(cause, "%s: %s", dest, strerror(errno));
		return (-1);
	}
	growbuf_printf(&list, "# Imported from %s (%s) by mud import.\n",
	    imp->source, imp->family);
	for (i = 0; i < w->nareas && rc == 0; i++) {
		const char	*base = import_base(w->areas[i].file);

		for (j = 0; j < i; j++) {
			if (strcmp(base, import_base(w->areas[j].file)) == 0)
				break;
		}
		if (j < i) {
			xasprintf(cause, "two areas would both be written "
			    "as %s", base);
			rc = -1;
			break;
		}
		/*
		 * Not area_save: it syncs each file, which is most of the
		 * time of a large import; an import cut short is run again.
		 */
		xasprintf(&path, "%s/%s", dest, base);
		buf = area_write(&w->areas[i], &len);
		rc = import_put(path, buf, len, cause);
		free(buf);
		free(path);
		growbuf_printf(&list, "%s\n", base);
	}
	if (rc == 0) {
		xasprintf(&path, "%s/area.lst", dest);
		rc = import_put(path, list.data, list.len, cause);
		free(path);
	}
	growbuf_free(&list);
	if (rc == 0 && imp->nhelps > 0)
		rc = import_write_help(imp, dest, cause);
	if (rc == 0)
		rc = import_write_report(imp, dest, cause);
	return (rc);
}

void
import_lua_string(struct growbuf *b, const char *s, size_t n)
{
	const unsigned char	*u = (const unsigned char *)s;
	size_t			 i, k;

	growbuf_addc(b, '"');
	for (i = 0; i < n; i += k) {
		k = 1;
		if (u[i] == '"' || u[i] == '\\') {
			growbuf_addc(b, '\\');
			growbuf_addc(b, (char)u[i]);
		} else if (u[i] == '\n')
			growbuf_puts(b, "\\n");
		else if (u[i] < 0x20 || u[i] == 0x7f)
			growbuf_printf(b, "\\%03u", u[i]);
		else if (u[i] < 0x80)
			growbuf_addc(b, (char)u[i]);
		else if ((k = text_utf8_len(u + i, n - i)) == 0) {
			growbuf_printf(b, "\\%03u", u[i]);
			k = 1;
		} else
			growbuf_add(b, u + i, k);
	}
	growbuf_addc(b, '"');
}
