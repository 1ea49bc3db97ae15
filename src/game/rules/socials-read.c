/*
 * socials-read.c: reading the socials file. A social is a block:
 *
 *	social smile
 *	alone      You smile.
 *	alone-room $n smiles.
 *	at         You smile at $N.
 *	at-target  $n smiles at you.
 *	at-room    $n smiles at $N.
 *	self       You smile at yourself.
 *	self-room  $n smiles at some private thought.
 *	~
 *
 * Every problem is reported as "file:line: what is wrong", all at once.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "fileio.h"
#include "log.h"
#include "socials.h"
#include "socials-int.h"
#include "xmalloc.h"

#define SOCIAL_LINE_MAX		1024
#define SOCIAL_ERRORS_SHOWN	100

static const char *const social_fields[SOCIAL__COUNT] = {
	[SOCIAL_ALONE] = "alone",
	[SOCIAL_ALONE_ROOM] = "alone-room",
	[SOCIAL_AT] = "at",
	[SOCIAL_AT_TARGET] = "at-target",
	[SOCIAL_AT_ROOM] = "at-room",
	[SOCIAL_SELF] = "self",
	[SOCIAL_SELF_ROOM] = "self-room",
};

struct social_errs {
	const char	*file;
	char		**out;
	int		  total;
	int		  shown;
};

static void social_err(struct social_errs *, int, const char *, ...)
    __attribute__((format(printf, 3, 4)));

/* Note a problem at a line of the file (0: the file itself). */
static void
social_err(struct social_errs *e, int line, const char *fmt, ...)
{
	va_list	 ap;
	char	*msg, *tmp;

	e->total++;
	if (e->shown >= SOCIAL_ERRORS_SHOWN)
		return;
	e->shown++;
	va_start(ap, fmt);
	if (vasprintf(&msg, fmt, ap) == -1)
		fatalx("vasprintf");
	va_end(ap);
	if (line > 0)
		xasprintf(&tmp, "%s%s:%d: %s\n", *e->out != NULL ? *e->out :
		    "", e->file, line, msg);
	else
		xasprintf(&tmp, "%s%s: %s\n", *e->out != NULL ? *e->out : "",
		    e->file, msg);
	free(msg);
	free(*e->out);
	*e->out = tmp;
}

struct social_set *
social_set_new(void)
{
	return (xcalloc(1, sizeof (struct social_set)));
}

static void
social_clear(struct social *s)
{
	int	i;

	free(s->name);
	for (i = 0; i < SOCIAL__COUNT; i++)
		free(s->msg[i]);
	memset(s, 0, sizeof *s);
}

void
social_set_free(struct social_set *set)
{
	size_t	i;

	if (set == NULL)
		return;
	for (i = 0; i < set->n; i++)
		social_clear(&set->v[i]);
	free(set->v);
	free(set);
}

size_t
social_set_count(const struct social_set *set)
{
	return (set != NULL ? set->n : 0);
}

const char *
social_set_name(const struct social_set *set, size_t i)
{
	return (set != NULL && i < set->n ? set->v[i].name : NULL);
}

static int
social_cmp(const void *a, const void *b)
{
	return (strcmp(((const struct social *)a)->name,
	    ((const struct social *)b)->name));
}

/* The social named name in the set read so far, or NULL. */
static const struct social *
social_seen(const struct social_set *set, const char *name)
{
	size_t	i;

	for (i = 0; i < set->n; i++) {
		if (strcmp(set->v[i].name, name) == 0)
			return (&set->v[i]);
	}
	return (NULL);
}

/* Check a name: lowercase letters only, not too long. */
static const char *
social_bad_name(const char *name)
{
	const char	*p;

	if (*name == '\0')
		return ("a social needs a name: 'social <name>'");
	if (strlen(name) > SOCIAL_NAME_MAX)
		return ("the name is longer than 20 bytes");
	for (p = name; *p != '\0'; p++) {
		if (*p < 'a' || *p > 'z')
			return ("a name is lowercase letters a-z only");
	}
	return (NULL);
}

/* Check a message's $-codes; $N only where someone is acted upon. */
static void
social_check_msg(struct social_errs *e, int line, enum social_msg m,
    const char *text)
{
	const char	*p;

	if (*text == '\0') {
		social_err(e, line, "'%s' has no message", social_fields[m]);
		return;
	}
	if (strlen(text) > SOCIAL_MSG_MAX)
		social_err(e, line, "the message is longer than %d bytes",
		    SOCIAL_MSG_MAX);
	for (p = text; (p = strchr(p, '$')) != NULL; p += 2) {
		if (p[1] == 'n' || p[1] == '$')
			continue;
		if (p[1] == 'N') {
			if (m == SOCIAL_ALONE || m == SOCIAL_ALONE_ROOM)
				social_err(e, line, "'$N' in '%s', where no "
				    "one is acted upon", social_fields[m]);
			continue;
		}
		social_err(e, line, "unknown code '$%.1s' (the codes are $n, "
		    "$N and $$)", p[1] != '\0' ? p + 1 : "");
		if (p[1] == '\0')
			break;
	}
}

/* A social's block ended: keep it if whole. */
static void
social_end(struct social_errs *e, struct social_set *set, struct social *s,
    int line, int *bad)
{
	int	i, missing = 0;

	for (i = 0; i < SOCIAL__COUNT; i++) {
		if (s->msg[i] == NULL && !(i == SOCIAL_ALONE_ROOM &&
		    s->line < 0)) {
			social_err(e, line, "social '%s' has no '%s'", s->name,
			    social_fields[i]);
			missing = 1;
		}
	}
	if (missing || *bad) {
		social_clear(s);
		return;
	}
	if (set->n >= SOCIAL_MAX) {
		social_err(e, line, "more than %d socials", SOCIAL_MAX);
		social_clear(s);
		return;
	}
	if (set->n == set->cap) {
		set->cap = set->cap == 0 ? 128 : set->cap * 2;
		set->v = xreallocarray(set->v, set->cap, sizeof *set->v);
	}
	s->line = abs(s->line);
	set->v[set->n++] = *s;
	memset(s, 0, sizeof *s);
}

/* Split a line into its first word (returned) and the rest (*rest). */
static char *
social_word(char *line, char **rest)
{
	char	*p = line;

	while (*p != '\0' && *p != ' ' && *p != '\t')
		p++;
	if (*p != '\0')
		*p++ = '\0';
	while (*p == ' ' || *p == '\t')
		p++;
	*rest = p;
	return (line);
}

int
social_parse(const char *name, const char *text, size_t len,
    social_taken_fn taken, struct social_set **out, char **errors)
{
	struct social_errs	 e = { .file = name, .out = errors };
	struct social_set	*set = social_set_new();
	struct social		 cur;
	const struct social	*first;
	const char		*p = text, *end = text + len, *nl, *why;
	char			 buf[SOCIAL_LINE_MAX + 1], *word, *rest;
	size_t			 n;
	int			 line = 0, in = 0, bad = 0, i;

	memset(&cur, 0, sizeof cur);
	while (p < end) {
		line++;
		nl = memchr(p, '\n', (size_t)(end - p));
		n = (size_t)((nl != NULL ? nl : end) - p);
		if (n > 0 && p[n - 1] == '\r')
			n--;
		if (n > SOCIAL_LINE_MAX) {
			social_err(&e, line, "the line is longer than %d bytes",
			    SOCIAL_LINE_MAX);
			bad = 1;
			p = nl != NULL ? nl + 1 : end;
			continue;
		}
		memcpy(buf, p, n);
		buf[n] = '\0';
		p = nl != NULL ? nl + 1 : end;
		if (memchr(buf, '\0', n) != NULL) {
			social_err(&e, line, "a NUL byte in the line");
			bad = 1;
			continue;
		}
		/* Trailing blanks go; leading ones too. */
		while (n > 0 && (buf[n - 1] == ' ' || buf[n - 1] == '\t'))
			buf[--n] = '\0';
		word = buf;
		while (*word == ' ' || *word == '\t')
			word++;
		if (*word == '\0' || *word == '#')
			continue;
		if (strcmp(word, "~") == 0) {
			if (!in)
				social_err(&e, line, "'~' with no social "
				    "begun");
			else
				social_end(&e, set, &cur, line, &bad);
			in = bad = 0;
			continue;
		}
		word = social_word(word, &rest);
		if (strcmp(word, "social") == 0) {
			if (in) {
				social_err(&e, line, "social '%s' is not "
				    "ended by '~'", cur.name);
				social_clear(&cur);
			}
			in = 1;
			bad = 0;
			cur.name = xstrdup(rest);
			cur.line = line;
			if ((why = social_bad_name(rest)) != NULL) {
				social_err(&e, line, "%s", why);
				bad = 1;
			} else if ((first = social_seen(set, rest)) != NULL) {
				social_err(&e, line, "social '%s' again (the "
				    "first is at line %d)", rest, first->line);
				bad = 1;
			} else if (taken != NULL && taken(rest)) {
				social_err(&e, line, "'%s' is a command: a "
				    "player typing it would never get the "
				    "social", rest);
				bad = 1;
			}
			continue;
		}
		if (!in) {
			social_err(&e, line, "'%s' outside a social (a social "
			    "begins with 'social <name>')", word);
			continue;
		}
		for (i = 0; i < SOCIAL__COUNT; i++) {
			if (strcmp(word, social_fields[i]) == 0)
				break;
		}
		if (i == SOCIAL__COUNT) {
			social_err(&e, line, "unknown field '%s' (the fields "
			    "are alone, alone-room, at, at-target, at-room, "
			    "self and self-room)", word);
			bad = 1;
			continue;
		}
		if (cur.msg[i] != NULL || (i == SOCIAL_ALONE_ROOM &&
		    cur.line < 0)) {
			social_err(&e, line, "'%s' twice", word);
			bad = 1;
			continue;
		}
		/* alone-room '-': the social needs someone, the room sees
		 * nothing of it alone (marked by a negative line). */
		if (i == SOCIAL_ALONE_ROOM && strcmp(rest, "-") == 0) {
			cur.line = -cur.line;
			continue;
		}
		social_check_msg(&e, line, (enum social_msg)i, rest);
		cur.msg[i] = xstrdup(rest);
	}
	if (in) {
		social_err(&e, line, "social '%s' is not ended by '~'",
		    cur.name);
		social_clear(&cur);
	}
	if (set->n > 1)
		qsort(set->v, set->n, sizeof *set->v, social_cmp);
	*out = set;
	return (e.total);
}

int
social_load(const char *path, social_taken_fn taken,
    struct social_set **out, char **errors)
{
	char	*buf, *why;
	size_t	 len;
	int	 n;

	*out = NULL;
	if ((buf = fileio_read(path, SOCIAL_FILE_MAX, &len, &why)) == NULL) {
		xasprintf(errors, "%s: %s\n", path, why);
		free(why);
		return (-1);
	}
	n = social_parse(path, buf, len, taken, out, errors);
	free(buf);
	return (n);
}
