/*
 * import-circle-qst.c: tbaMUD's quest directory (qst/). The server has
 * no quests (autoquests) to map them to: each quest is noted as left
 * out, with its number and name, where the index names its file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "import-circle.h"
#include "xmalloc.h"

#define CIRCLE_QST_MAX	(16 * 1024 * 1024)

/* Note each quest of one file. */
static void
circle_qst_file(struct circle *c, const char *rel, const char *text,
    size_t len)
{
	struct cfile	 f;
	char		 buf[CIRCLE_LINE_MAX], *name;
	long		 vnum;
	int		 line, n = 0;

	cfile_init(&f, c, rel, text, len);
	while (cfile_line(&f, buf, sizeof buf)) {
		if (buf[0] != '#' || circle_num(buf + 1, &vnum) != 0)
			continue;
		line = f.line;
		name = cfile_string(&f);
		import_note(c->imp, IMPORT_LEFT_OUT, f.name, line, "quest %ld "
		    "'%.60s': the server has no quests (autoquests): left "
		    "out", vnum, name != NULL ? name : "");
		free(name);
		if (++n >= 10000)
			break;
	}
}

/* Note the quests of src/qst, if it has an index. */
void
circle_quests(struct circle *c, const char *src)
{
	struct cfile	 idx;
	char		*path, *text, *body, name[CIRCLE_LINE_MAX], *rel, *why;
	size_t		 len, blen;

	xasprintf(&path, "%s/qst/index", src);
	text = fileio_read(path, CIRCLE_QST_MAX, &len, &why);
	free(path);
	if (text == NULL) {
		free(why);
		return;
	}
	cfile_init(&idx, c, "qst/index", text, len);
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
		xasprintf(&path, "%s/qst/%s", src, name);
		body = fileio_read(path, CIRCLE_QST_MAX, &blen, &why);
		free(path);
		if (body == NULL) {
			import_note(c->imp, IMPORT_BROKEN, idx.name, idx.line,
			    "qst/%s cannot be read (%s): skipped", name, why);
			free(why);
			continue;
		}
		xasprintf(&rel, "qst/%s", name);
		circle_qst_file(c, rel, body, blen);
		free(rel);
		free(body);
	}
	free(text);
}
