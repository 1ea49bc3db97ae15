/*
 * help-edit.c: staff changing a help entry in the game ('hedit'). The
 * change is made to the text of the entry's file as it is on disk now;
 * the whole help is read again with that text in its place, by the same
 * reader as the start and 'reload help', and only if it has no problem is
 * the file written (a temporary file renamed over it) and the new help put
 * in force at once.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "fileio.h"
#include "help.h"
#include "log.h"
#include "text.h"
#include "xmalloc.h"

/* The offset of the start of line number line (from 1) of text. */
static size_t
help_edit_line_at(const char *text, size_t len, int line)
{
	size_t	i = 0;

	while (--line > 0 && i < len) {
		const char	*nl = memchr(text + i, '\n', len - i);

		if (nl == NULL)
			return (len);
		i = (size_t)(nl - text) + 1;
	}
	return (i);
}

/* The end of the entry starting at off: past its line '~'. */
static size_t
help_edit_entry_end(const char *text, size_t len, size_t off)
{
	size_t		 i = off, n;
	const char	*nl, *s;

	while (i < len) {
		nl = memchr(text + i, '\n', len - i);
		n = (nl != NULL ? (size_t)(nl - text) : len) - i;
		s = text + i;
		while (n > 0 && (*s == ' ' || *s == '\t')) {
			s++;
			n--;
		}
		while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' ||
		    s[n - 1] == '\r'))
			n--;
		i = nl != NULL ? (size_t)(nl - text) + 1 : len;
		if (n == 1 && *s == '~')
			return (i);
	}
	return (len);
}

/* Is there a line holding only '~' in the text (it would end it)? */
static int
help_edit_text_bad(const char *text)
{
	const char	*p = text, *e;

	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		e = p;
		if (*e == '~') {
			e++;
			while (*e == ' ' || *e == '\t' || *e == '\r')
				e++;
			if (*e == '\n' || *e == '\0')
				return (1);
		}
		if ((p = strchr(p, '\n')) == NULL)
			return (0);
		p++;
	}
}

/*
 * An entry as the file holds it: its help line, a level line if it has
 * one (always, if the text's first line would read as one), its text.
 */
static char *
help_edit_entry(const char *keywords, const char *level, const char *text)
{
	char		*s;
	const char	*nl;

	if (level == NULL && strncmp(text, "level", 5) == 0)
		level = "player";
	nl = *text != '\0' && text[strlen(text) - 1] != '\n' ? "\n" : "";
	xasprintf(&s, "help %s\n%s%s%s%s%s~\n", keywords,
	    level != NULL ? "level " : "", level != NULL ? level : "",
	    level != NULL ? "\n" : "", text, nl);
	return (s);
}

/* The level an entry's line says, as written, or NULL. */
static const char *
help_edit_level_name(int level)
{
	static const char *const names[] = { "player", "builder", "admin" };

	return (level > 0 && level < 3 ? names[level] : NULL);
}

/* Refuse a file name that is not a plain word ("areas", "commands"). */
static int
help_edit_file_ok(const char *name)
{
	size_t	i;

	if (*name == '\0' || strlen(name) > 40)
		return (0);
	for (i = 0; name[i] != '\0'; i++) {
		if (!((name[i] >= 'a' && name[i] <= 'z') ||
		    (name[i] >= '0' && name[i] <= '9') || name[i] == '-' ||
		    name[i] == '_'))
			return (0);
	}
	return (1);
}

int
help_edit(const struct help_change *c, char **report)
{
	const struct help_entry	*h;
	struct help_set		*disk = NULL, *set = NULL;
	const char		*dir = conf_str(CFG_HELP_DIR);
	char			*path = NULL, *old = NULL, *entry = NULL;
	char			*keys = NULL, *errors = NULL;
	char			*cause = NULL, *out = NULL;
	size_t			 len = 0, start, end, outlen;
	int			 n, rc = -1;

	*report = NULL;
	if (c->op == HELP_NEW) {
		if (!help_edit_file_ok(c->file)) {
			xasprintf(report, "A help file is named with small "
			    "letters, digits, '-' and '_' ('commands' is "
			    "%s/commands.hlp).\n", dir);
			return (-1);
		}
		xasprintf(&path, "%s/%s.hlp", dir, c->file);
		if ((old = fileio_read(path, HELP_FILE_MAX, &len,
		    &cause)) == NULL) {
			if (errno != ENOENT) {
				xasprintf(report, "%s: %s\n", path, cause);
				goto out;
			}
			old = xstrdup("");
		}
		if (c->text == NULL || help_edit_text_bad(c->text)) {
			xasprintf(report, "A line holding only '~' ends an "
			    "entry; it cannot be part of the text.\n");
			goto out;
		}
		entry = help_edit_entry(c->keywords, NULL, c->text);
		start = end = len;
		if (len > 0 && old[len - 1] != '\n') {
			xasprintf(&keys, "\n%s", entry);
			free(entry);
			entry = keys;
			keys = NULL;
		}
		if (len > 0) {
			xasprintf(&keys, "\n%s", entry);
			free(entry);
			entry = keys;
			keys = NULL;
		}
	} else {
		if ((h = help_find_exact(c->keyword, c->role)) == NULL) {
			xasprintf(report, "There is no help entry '%s'.\n",
			    c->keyword);
			return (-1);
		}
		path = xstrdup(h->file);
		/* The file as it is now: it may have been edited by hand. */
		if ((old = fileio_read(path, HELP_FILE_MAX, &len,
		    &cause)) == NULL) {
			xasprintf(report, "%s: %s\n", path, cause);
			goto out;
		}
		disk = help_set_new();
		help_parse(disk, path, old, len, &errors);
		free(errors);
		errors = NULL;
		if ((h = help_set_find(disk, c->keyword)) == NULL) {
			xasprintf(report, "%s no longer holds the entry '%s' "
			    "(edited by hand?): 'reload help' first.\n", path,
			    c->keyword);
			goto out;
		}
		start = help_edit_line_at(old, len, h->line);
		end = help_edit_entry_end(old, len, start);
		/* Its keywords as the file writes them (quotes and all). */
		keys = xstrndup(old + start, strcspn(old + start, "\r\n"));
		memmove(keys, keys + 4 + strspn(keys + 4, " \t"),
		    strlen(keys + 4 + strspn(keys + 4, " \t")) + 1);
		switch (c->op) {
		case HELP_TEXT:
			if (help_edit_text_bad(c->text)) {
				xasprintf(report, "A line holding only '~' ends "
				    "an entry; it cannot be part of the "
				    "text.\n");
				goto out;
			}
			entry = help_edit_entry(keys,
			    help_edit_level_name(h->level), c->text);
			break;
		case HELP_KEYWORDS:
			entry = help_edit_entry(c->keywords,
			    help_edit_level_name(h->level), h->text);
			break;
		case HELP_LEVEL:
			entry = help_edit_entry(keys, c->level, h->text);
			break;
		case HELP_DELETE:
			entry = xstrdup("");
			/* And the blank line after it; the last entry of
			 * the file, the blank line before it. */
			if (end < len && old[end] == '\n')
				end++;
			else if (end >= len && start >= 2 &&
			    old[start - 1] == '\n' && old[start - 2] == '\n')
				start--;
			break;
		case HELP_NEW:
			break;
		}
	}
	xasprintf(&out, "%.*s%s%s", (int)start, old, entry, old + end);
	outlen = strlen(out);
	/* The same reader as the start and 'reload help': all or nothing. */
	n = help_load_over(dir, path, out, outlen, &set, &errors);
	if (n != 0) {
		xasprintf(report, "%sRefused (%d problem%s); the help and %s "
		    "are unchanged.\n", errors != NULL ? errors : "", n,
		    n == 1 ? "" : "s", path);
		goto out;
	}
	free(cause);
	cause = NULL;
	if (fileio_write(path, out, outlen, 0666, FILEIO_SYNC_DIR,
	    &cause) != 0) {
		xasprintf(report, "Not saved: %s\n", cause);
		goto out;
	}
	xasprintf(report, "Saved to %s; the help is in force (%zu entries).\n",
	    path, help_set_count(set));
	help_install(set);
	set = NULL;
	rc = 0;
out:
	help_set_free(disk);
	help_set_free(set);
	free(path);
	free(old);
	free(entry);
	free(keys);
	free(errors);
	free(cause);
	free(out);
	return (rc);
}
