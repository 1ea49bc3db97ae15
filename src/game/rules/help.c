/* help.c: the help entries, read from the help files, and their lookup. */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "config.h"
#include "fileio.h"
#include "help.h"
#include "log.h"
#include "player.h"
#include "text.h"
#include "xmalloc.h"

#define HELP_ERRORS_SHOWN	200	/* lines of errors kept; all counted */
#define HELP_STR(x)		#x
#define HELP_XSTR(x)		HELP_STR(x)
#define HELP_LINE_MAX_TEXT	HELP_XSTR(HELP_LINE_MAX)

struct help_set {
	struct help_entry	*entries;
	size_t			 n;
	size_t			 cap;
	char			**files;	/* names, for the entries */
	size_t			 nfiles;
	char			**titles;	/* one per file */
	size_t			 ntitles;
	char			**prefixes;	/* one per file, or NULL */
};

/* Problems found while reading, as "file:line: message" lines. */
struct help_errs {
	const char	*file;
	char		**out;
	int		  total;
	int		  shown;
};

static struct help_set	*help_current;

static const char *const help_levels[] = {
	[ROLE_PLAYER] = "player",
	[ROLE_BUILDER] = "builder",
	[ROLE_ADMIN] = "admin",
};
#define HELP_NLEVELS	((int)(sizeof help_levels / sizeof help_levels[0]))

static void help_err(struct help_errs *, int, const char *, ...)
    __attribute__((format(printf, 3, 4)));

/* Note a problem at a line of the file (0: the file itself). */
static void
help_err(struct help_errs *e, int line, const char *fmt, ...)
{
	va_list	 ap;
	char	*msg, *tmp;

	e->total++;
	if (e->shown >= HELP_ERRORS_SHOWN)
		return;
	e->shown++;
	va_start(ap, fmt);
	if (vasprintf(&msg, fmt, ap) == -1)
		fatal("vasprintf");
	va_end(ap);
	if (line > 0)
		xasprintf(&tmp, "%s%s:%d: %s\n", *e->out != NULL ? *e->out : "",
		    e->file, line, msg);
	else
		xasprintf(&tmp, "%s%s: %s\n", *e->out != NULL ? *e->out : "",
		    e->file, msg);
	free(*e->out);
	*e->out = tmp;
	free(msg);
}

struct help_set *
help_set_new(void)
{
	return (xcalloc(1, sizeof (struct help_set)));
}

static void
help_entry_clear(struct help_entry *h)
{
	size_t	i;

	for (i = 0; i < h->nkeywords; i++)
		free(h->keywords[i]);
	free(h->keywords);
	free(h->text);
	memset(h, 0, sizeof *h);
}

void
help_set_free(struct help_set *set)
{
	size_t	i;

	if (set == NULL)
		return;
	for (i = 0; i < set->n; i++)
		help_entry_clear(&set->entries[i]);
	free(set->entries);
	for (i = 0; i < set->nfiles; i++)
		free(set->files[i]);
	free(set->files);
	for (i = 0; i < set->ntitles; i++) {
		free(set->titles[i]);
		free(set->prefixes[i]);
	}
	free(set->titles);
	free(set->prefixes);
	free(set);
}

size_t
help_set_count(const struct help_set *set)
{
	return (set != NULL ? set->n : 0);
}

size_t
help_set_files(const struct help_set *set)
{
	return (set != NULL ? set->nfiles : 0);
}

/* The entry of a set with this keyword, or NULL. */
static const struct help_entry *
help_set_keyword(const struct help_set *set, const char *word, int role)
{
	const struct help_entry	*h;
	size_t			 i, k;

	for (i = 0; set != NULL && i < set->n; i++) {
		h = &set->entries[i];
		if (h->level > role)
			continue;
		for (k = 0; k < h->nkeywords; k++) {
			if (strcasecmp(h->keywords[k], word) == 0)
				return (h);
		}
	}
	return (NULL);
}

/* Is the text a line of printable UTF-8 (tabs allowed)? */
static const char *
help_bad_text(const char *s, size_t len)
{
	const unsigned char	*p = (const unsigned char *)s;
	size_t			 i = 0, n;

	while (i < len) {
		if (p[i] < 0x80) {
			if ((p[i] < 0x20 && p[i] != '\t') || p[i] == 0x7f)
				return ("a control character");
			i++;
			continue;
		}
		if ((n = text_utf8_len(p + i, len - i)) == 0)
			return ("invalid UTF-8");
		i += n;
	}
	return (NULL);
}

/*
 * A keyword word already taken by other: if the file of h or of other
 * has a 'prefix', the keyword of that one becomes '<prefix> <word>' (the
 * other's own help keeps the plain word), and 0; else -1.
 */
static int
help_prefixed(struct help_set *set, struct help_entry *h, char **word,
    struct help_entry *other)
{
	const char	*pre;
	char		*p;
	size_t		 k;

	if ((pre = set->prefixes[h->section]) != NULL) {
		xasprintf(&p, "%s %s", pre, *word);
		if (strlen(p) > HELP_KEYWORD_MAX ||
		    help_set_keyword(set, p, ROLE_ADMIN) != NULL) {
			free(p);
			return (-1);
		}
		*word = p;
		return (0);
	}
	if ((pre = set->prefixes[other->section]) == NULL)
		return (-1);
	for (k = 0; k < other->nkeywords; k++) {
		if (strcmp(other->keywords[k], *word) != 0)
			continue;
		xasprintf(&p, "%s %s", pre, *word);
		if (strlen(p) > HELP_KEYWORD_MAX ||
		    help_set_keyword(set, p, ROLE_ADMIN) != NULL) {
			free(p);
			return (-1);
		}
		free(other->keywords[k]);
		other->keywords[k] = p;
		*word = xstrdup(*word);
		return (0);
	}
	return (-1);
}

/*
 * Split a keywords line into h's keywords: words, or several words in
 * single quotes ('magic missile'); lowercased, each checked and unique.
 */
static int
help_keywords(struct help_set *set, struct help_entry *h, char *s,
    struct help_errs *e, int line)
{
	const struct help_entry	*other;
	char			*word, *end, *copy;
	size_t			 k;

	for (;;) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			break;
		if (*s == '\'') {
			word = ++s;
			if ((end = strchr(s, '\'')) == NULL) {
				help_err(e, line, "a quote in the keywords is "
				    "not closed");
				return (-1);
			}
			*end = '\0';
			s = end + 1;
		} else {
			word = s;
			s += strcspn(s, " \t");
			if (*s != '\0')
				*s++ = '\0';
		}
		while (*word == ' ')
			word++;
		end = word + strlen(word);
		while (end > word && end[-1] == ' ')
			*--end = '\0';
		if (*word == '\0') {
			help_err(e, line, "an empty keyword ('')");
			return (-1);
		}
		if (strlen(word) > HELP_KEYWORD_MAX || strchr(word, '\t') ||
		    strchr(word, '\'') != NULL || strstr(word, "  ") != NULL) {
			help_err(e, line, "keyword '%.*s' is not one word or a "
			    "few in quotes, at most %d bytes",
			    HELP_KEYWORD_MAX, word, HELP_KEYWORD_MAX);
			return (-1);
		}
		for (end = word; *end != '\0'; end++) {
			if (*end >= 'A' && *end <= 'Z')
				*end = (char)(*end - 'A' + 'a');
		}
		for (k = 0; k < h->nkeywords; k++) {
			if (strcmp(h->keywords[k], word) == 0)
				break;
		}
		if (k < h->nkeywords) {
			help_err(e, line, "keyword '%s' is given twice", word);
			return (-1);
		}
		copy = NULL;
		if ((other = help_set_keyword(set, word, ROLE_ADMIN)) != NULL) {
			/* A file with a prefix gives way (imported help). */
			copy = word;
			if (help_prefixed(set, h, &copy,
			    (struct help_entry *)other) != 0) {
				help_err(e, line, "keyword '%s' is already one "
				    "of the entry at %s:%d", word, other->file,
				    other->line);
				return (-1);
			}
		}
		if (h->nkeywords == HELP_KEYWORDS_MAX) {
			help_err(e, line, "more than %d keywords",
			    HELP_KEYWORDS_MAX);
			free(copy);
			return (-1);
		}
		h->keywords = xreallocarray(h->keywords, h->nkeywords + 1,
		    sizeof *h->keywords);
		h->keywords[h->nkeywords++] = copy != NULL ? copy :
		    xstrdup(word);
	}
	if (h->nkeywords == 0) {
		help_err(e, line, "'help' with no keywords");
		return (-1);
	}
	return (0);
}

/* Keep an entry read whole: its text without blank lines around it. */
static void
help_add(struct help_set *set, struct help_entry *h, char *text, size_t len,
    struct help_errs *e)
{
	size_t	start = 0;

	while (start < len && text[start] == '\n')
		start++;
	while (len > start && len >= 2 && text[len - 1] == '\n' &&
	    text[len - 2] == '\n')
		len--;
	if (start >= len) {
		help_err(e, h->line, "the entry has no text");
		help_entry_clear(h);
		return;
	}
	if (set->n == HELP_ENTRIES_MAX) {
		help_err(e, h->line, "more than %d help entries in all",
		    HELP_ENTRIES_MAX);
		help_entry_clear(h);
		return;
	}
	h->text = xstrndup(text + start, len - start);
	set->entries = xgrow(set->entries, &set->cap, set->n + 1,
	    sizeof *set->entries);
	set->entries[set->n++] = *h;
	memset(h, 0, sizeof *h);
}

enum help_state { HS_OUTSIDE, HS_LEVEL, HS_TEXT };

/* Add one file's entries to a set; the number of problems. */
int
help_parse(struct help_set *set, const char *name, const char *text,
    size_t len, char **errors)
{
	struct help_errs	 e = { .file = name, .out = errors };
	struct help_entry	 h;
	enum help_state		 state = HS_OUTSIDE;
	const char		*p = text, *nl, *why;
	char			*line, *trim, *s, *end, *body = NULL;
	size_t			 blen = 0, llen, section, first = set->n;
	int			 lineno = 0, broken = 0;

	memset(&h, 0, sizeof h);
	set->files = xreallocarray(set->files, set->nfiles + 1,
	    sizeof *set->files);
	set->files[set->nfiles++] = xstrdup(name);
	name = set->files[set->nfiles - 1];
	e.file = name;
	section = set->ntitles;
	set->titles = xreallocarray(set->titles, set->ntitles + 1,
	    sizeof *set->titles);
	set->prefixes = xreallocarray(set->prefixes, set->ntitles + 1,
	    sizeof *set->prefixes);
	set->prefixes[set->ntitles] = NULL;
	s = strrchr(name, '/');
	set->titles[set->ntitles++] = xstrdup(s != NULL ? s + 1 : name);

	while (p < text + len) {
		lineno++;
		if ((nl = memchr(p, '\n', (size_t)(text + len - p))) == NULL)
			nl = text + len;
		llen = (size_t)(nl - p);
		if (llen > 0 && p[llen - 1] == '\r')
			llen--;
		line = xstrndup(p, llen);
		p = nl < text + len ? nl + 1 : nl;
		if (strlen(line) != llen)
			why = "a NUL byte";
		else
			why = help_bad_text(line, llen);
		if (why == NULL && llen > HELP_LINE_MAX)
			why = "more than " HELP_LINE_MAX_TEXT " bytes";
		if (why != NULL) {
			help_err(&e, lineno, "%s in the line", why);
			/* An entry with a bad line is left out, once said. */
			if (state != HS_OUTSIDE)
				broken = 1;
			free(line);
			continue;
		}
		/* A trimmed copy, for keywords and the end of an entry. */
		for (s = trim = xstrdup(line); *s == ' ' || *s == '\t'; s++)
			;
		end = s + strlen(s);
		while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
			*--end = '\0';

		if (state == HS_OUTSIDE) {
			if (*s == '\0' || *s == '#')
				goto next;
			if (strncmp(s, "title", 5) == 0 && (s[5] == ' ' ||
			    s[5] == '\t')) {
				if (set->n != first)
					help_err(&e, lineno, "'title' after "
					    "the file's first entry");
				else {
					free(set->titles[section]);
					set->titles[section] = xstrdup(s + 6 +
					    strspn(s + 6, " \t"));
				}
			} else if (strncmp(s, "prefix", 6) == 0 &&
			    (s[6] == ' ' || s[6] == '\t')) {
				s += 7 + strspn(s + 7, " \t");
				if (set->n != first)
					help_err(&e, lineno, "'prefix' after "
					    "the file's first entry");
				else if (*s == '\0' || strlen(s) > 16 ||
				    strcspn(s, " \t'") != strlen(s))
					help_err(&e, lineno, "'prefix' wants "
					    "one word of at most 16 bytes");
				else {
					free(set->prefixes[section]);
					set->prefixes[section] = xstrdup(s);
					for (end = set->prefixes[section];
					    *end != '\0'; end++) {
						if (*end >= 'A' && *end <= 'Z')
							*end = (char)(*end -
							    'A' + 'a');
					}
				}
			} else if (strncmp(s, "help", 4) == 0 &&
			    (s[4] == ' ' || s[4] == '\t' || s[4] == '\0')) {
				h.file = name;
				h.line = lineno;
				h.section = section;
				h.level = ROLE_PLAYER;
				if (help_keywords(set, &h, s + 4, &e,
				    lineno) != 0) {
					help_entry_clear(&h);
					h.line = lineno;	/* skip it */
				}
				state = HS_LEVEL;
				blen = 0;
				broken = 0;
			} else
				help_err(&e, lineno, "expected 'help "
				    "<keywords>' or 'title <text>', not "
				    "'%.40s'", s);
			goto next;
		}
		if (state == HS_LEVEL) {
			state = HS_TEXT;
			if (strncmp(s, "level", 5) == 0 && (s[5] == ' ' ||
			    s[5] == '\t' || s[5] == '\0')) {
				s += 5 + strspn(s + 5, " \t");
				for (h.level = 0; h.level < HELP_NLEVELS;
				    h.level++) {
					if (strcmp(s, help_levels[h.level]) == 0)
						break;
				}
				if (h.level == HELP_NLEVELS) {
					help_err(&e, lineno, "level '%.20s' is "
					    "not player, builder or admin", s);
					h.level = ROLE_ADMIN;
				}
				goto next;
			}
		}
		/* The text of an entry, up to a line '~'. */
		if (strcmp(s, "~") == 0) {
			if (h.nkeywords > 0 && !broken)
				help_add(set, &h, body, blen, &e);
			help_entry_clear(&h);
			state = HS_OUTSIDE;
			goto next;
		}
		if (blen + llen + 1 > HELP_TEXT_MAX) {
			if (!broken)
				help_err(&e, lineno, "the entry's text is "
				    "longer than %d bytes", HELP_TEXT_MAX);
			broken = 1;
		} else {
			body = xrealloc(body, blen + llen + 2);
			memcpy(body + blen, line, llen);
			blen += llen;
			body[blen++] = '\n';
			body[blen] = '\0';
		}
next:
		free(trim);
		free(line);
	}
	if (state != HS_OUTSIDE) {
		help_err(&e, h.line, "the entry is not ended by a line '~'");
		help_entry_clear(&h);
	}
	free(body);
	return (e.total);
}

static int
help_cmp_names(const struct dirent **a, const struct dirent **b)
{
	return (strcmp((*a)->d_name, (*b)->d_name));
}

static int
help_is_file(const struct dirent *de)
{
	size_t	len = strlen(de->d_name);

	return (de->d_name[0] != '.' && len > 4 &&
	    strcmp(de->d_name + len - 4, ".hlp") == 0);
}

/* Read one file into the set; the number of problems. */
static int
help_load_file(struct help_set *set, const char *path, char **errors)
{
	struct help_errs	 e = { .file = path, .out = errors };
	char			*buf, *why;
	size_t			 len;
	int			 n;

	if ((buf = fileio_read(path, HELP_FILE_MAX, &len, &why)) == NULL) {
		help_err(&e, 0, "%s", why);
		free(why);
		return (1);
	}
	n = help_parse(set, path, buf, len, errors);
	free(buf);
	return (n);
}

/* Read every *.hlp of dir into a new set. */
int
help_load(const char *dir, struct help_set **out, char **errors)
{
	return (help_load_over(dir, NULL, NULL, 0, out, errors));
}

/* The file name of a path (after its last '/'). */
static const char *
help_base(const char *path)
{
	const char	*s = strrchr(path, '/');

	return (s != NULL ? s + 1 : path);
}

/*
 * Read every *.hlp of dir into a new set, the file at path (in dir) taken
 * from text instead of the disk when path is set (a change being checked
 * before it is written; a file not there yet is read in its name's turn).
 */
int
help_load_over(const char *dir, const char *path, const char *text,
    size_t len, struct help_set **out, char **errors)
{
	struct dirent	**names;
	struct help_set	 *set;
	char		 *file;
	int		  n, i, total = 0, done = path == NULL, files = 0;

	*out = NULL;
	if ((n = scandir(dir, &names, help_is_file, help_cmp_names)) < 0) {
		xasprintf(errors, "%s%s: %s\n", *errors != NULL ? *errors : "",
		    dir, strerror(errno));
		return (-1);
	}
	set = help_set_new();
	for (i = 0; i <= n; i++) {
		if (!done && (i == n || strcmp(help_base(path),
		    names[i]->d_name) <= 0)) {
			done = 1;
			files++;
			total += help_parse(set, path, text, len, errors);
			if (i < n && strcmp(help_base(path),
			    names[i]->d_name) == 0) {
				free(names[i]);
				continue;
			}
		}
		if (i == n)
			break;
		if (files == HELP_FILES_MAX) {
			struct help_errs e = { .file = dir, .out = errors };

			help_err(&e, 0, "more than %d help files",
			    HELP_FILES_MAX);
			total++;
		}
		if (files++ < HELP_FILES_MAX) {
			xasprintf(&file, "%s/%s", dir, names[i]->d_name);
			total += help_load_file(set, file, errors);
			free(file);
		}
		free(names[i]);
	}
	free(names);
	*out = set;
	return (total);
}

/* The entry of a set with a keyword (any case), whoever may read it. */
const struct help_entry *
help_set_find(const struct help_set *set, const char *word)
{
	return (help_set_keyword(set, word, ROLE_ADMIN));
}

void
help_install(struct help_set *set)
{
	help_set_free(help_current);
	help_current = set;
}

size_t
help_count(void)
{
	return (help_set_count(help_current));
}

const struct help_entry *
help_find_exact(const char *word, int role)
{
	return (help_set_keyword(help_current, word, role));
}

/* Does word begin keyword, or one of the words inside it? */
static int
help_leads_to(const char *word, const char *keyword)
{
	const char	*s = keyword;

	for (;;) {
		if (text_prefix(word, s))
			return (1);
		if ((s = strchr(s, ' ')) == NULL)
			return (0);
		s++;
	}
}

size_t
help_find(const char *word, int role, const struct help_entry **out,
    const char **which, size_t max)
{
	const struct help_entry	*h;
	size_t			 i, k, n = 0;

	for (i = 0; help_current != NULL && i < help_current->n; i++) {
		h = &help_current->entries[i];
		if (h->level > role)
			continue;
		for (k = 0; k < h->nkeywords; k++) {
			if (help_leads_to(word, h->keywords[k]))
				break;
		}
		if (k == h->nkeywords)
			continue;
		if (n < max) {
			out[n] = h;
			if (which != NULL)
				which[n] = h->keywords[k];
		}
		n++;
	}
	return (n);
}

/* Edit distance of two short words, any case (a swap is one edit). */
static int
help_distance(const char *a, const char *b)
{
	size_t	la = strlen(a), lb = strlen(b), i, j;
	int	d[HELP_KEYWORD_MAX + 1][HELP_KEYWORD_MAX + 1], v;

	if (la > HELP_KEYWORD_MAX || lb > HELP_KEYWORD_MAX)
		return (HELP_KEYWORD_MAX);
	for (i = 0; i <= la; i++)
		d[i][0] = (int)i;
	for (j = 0; j <= lb; j++)
		d[0][j] = (int)j;
	for (i = 1; i <= la; i++) {
		for (j = 1; j <= lb; j++) {
			v = d[i - 1][j - 1] + (strncasecmp(a + i - 1,
			    b + j - 1, 1) != 0);
			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && strncasecmp(a + i - 1, b + j - 2,
			    1) == 0 && strncasecmp(a + i - 2, b + j - 1,
			    1) == 0 && d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	}
	return (d[la][lb]);
}

size_t
help_suggest(const char *word, int role, const char **out, size_t max)
{
	const struct help_entry	*h;
	size_t			 i, k, n = 0, j, len;
	int			 limit, d, dist[HELP_MATCHES_MAX];

	if (max > HELP_MATCHES_MAX)
		max = HELP_MATCHES_MAX;
	if (max == 0)
		return (0);
	len = strlen(word);
	limit = len <= 4 ? 1 : 2;
	for (i = 0; help_current != NULL && i < help_current->n; i++) {
		h = &help_current->entries[i];
		if (h->level > role)
			continue;
		for (k = 0; k < h->nkeywords; k++) {
			/* Lengths too far apart are never near: no need to
			 * work it out. */
			d = (int)strlen(h->keywords[k]) - (int)len;
			if (d > limit || d < -limit ||
			    (d = help_distance(word, h->keywords[k])) > limit)
				continue;
			if (n == max && dist[n - 1] <= d)
				break;
			/* In order of distance; the farthest falls off. */
			if (n < max)
				n++;
			for (j = n - 1; j > 0 && dist[j - 1] > d; j--) {
				out[j] = out[j - 1];
				dist[j] = dist[j - 1];
			}
			out[j] = h->keywords[k];
			dist[j] = d;
			break;		/* one keyword an entry */
		}
	}
	return (n);
}

const struct help_entry *
help_entry_at(size_t i)
{
	if (help_current == NULL || i >= help_current->n)
		return (NULL);
	return (&help_current->entries[i]);
}

const char *
help_section_title(size_t section)
{
	if (help_current == NULL || section >= help_current->ntitles)
		return ("");
	return (help_current->titles[section]);
}
