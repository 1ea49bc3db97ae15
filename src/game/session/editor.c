/*
 * editor.c: a text of several lines, typed a line at a time into the
 * session (state SS_EDITING) and handed to whoever asked for it. It may
 * open with a text (the description or script being changed); a line is
 * kept as typed, leading blanks and all; tbaMUD's line commands list it
 * numbered, insert, delete and replace lines, find and replace, format
 * paragraphs, and abort.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "descriptor.h"
#include "editor.h"
#include "session.h"
#include "xmalloc.h"

/* Lines a text that opened longer than the limits may have (a file's). */
#define EDITOR_OPEN_MAX	1000

struct editor {
	char		**line;		/* without their newlines */
	int		  n;
	size_t		  bytes;	/* of the text, newlines counted */
	int		  cap;		/* lines it may hold */
	size_t		  max;		/* bytes it may hold */
	editor_done_fn	  done;
	void		 *arg;
};

static const char editor_help[] =
    "Editor commands (each alone on a line):\n"
    "  .  or  @  or  /s      end, keeping the text\n"
    "  ~q  or  /a            abort: nothing is kept\n"
    "  ~l  or  /l            show the text\n"
    "  /n                    show it with line numbers\n"
    "  ~c  or  /c            clear it, to start again\n"
    "  /i <n> <text>         insert a line before line n\n"
    "  /e <n> <text>         replace line n\n"
    "  /d <n>[-<m>]          delete line n (or lines n to m)\n"
    "  /r 'old' 'new'        replace the first 'old' by 'new'\n"
    "  /ra 'old' 'new'       replace every 'old'\n"
    "  /f [<n>[-<m>]]        format the paragraphs (of lines n to m)\n"
    "  /h                    this list\n"
    "Any other line is added at the end, as typed.\n";

/* The text, each line ended by a newline (a new string). */
static char *
editor_join(const struct editor *ed)
{
	char	*s = xmalloc(ed->bytes + 1), *p = s;
	int	 i;
	size_t	 n;

	for (i = 0; i < ed->n; i++) {
		n = strlen(ed->line[i]);
		memcpy(p, ed->line[i], n);
		p += n;
		*p++ = '\n';
	}
	*p = '\0';
	return (s);
}

/* Room for one more line of n bytes? */
static int
editor_room(struct editor *ed, size_t n)
{
	return (ed->n < ed->cap && ed->bytes + n + 1 <= ed->max);
}

/* Put a copy of text in as line number at (from 0). */
static void
editor_insert(struct editor *ed, int at, const char *text)
{
	ed->line = xreallocarray(ed->line, (size_t)ed->n + 1,
	    sizeof *ed->line);
	memmove(ed->line + at + 1, ed->line + at, (size_t)(ed->n - at) *
	    sizeof *ed->line);
	ed->line[at] = xstrdup(text);
	ed->n++;
	ed->bytes += strlen(text) + 1;
}

static void
editor_remove(struct editor *ed, int at)
{
	ed->bytes -= strlen(ed->line[at]) + 1;
	free(ed->line[at]);
	memmove(ed->line + at, ed->line + at + 1, (size_t)(ed->n - at - 1) *
	    sizeof *ed->line);
	ed->n--;
}

static void
editor_clear(struct editor *ed)
{
	while (ed->n > 0)
		editor_remove(ed, ed->n - 1);
}

/* Split text into the editor's lines. */
static void
editor_load(struct editor *ed, const char *text)
{
	const char	*p = text, *nl;
	char		*one;

	while (p != NULL && *p != '\0' && ed->n < ed->cap) {
		nl = strchr(p, '\n');
		one = xstrndup(p, nl != NULL ? (size_t)(nl - p) : strlen(p));
		editor_insert(ed, ed->n, one);
		free(one);
		p = nl != NULL ? nl + 1 : NULL;
	}
}

/* Show the text, numbered or not. */
static void
editor_show(struct character *ch, const struct editor *ed, int numbered)
{
	char	*safe;
	int	 i;

	if (ed->n == 0) {
		char_printf(ch, "(nothing yet)\n");
		return;
	}
	for (i = 0; i < ed->n; i++) {
		safe = colour_escape(ed->line[i]);
		if (numbered)
			char_printf(ch, "%2d] %s\n", i + 1, safe);
		else
			char_printf(ch, "%s\n", safe);
		free(safe);
	}
}

/* Start writing, with text (or NULL) to change. */
int
editor_start_text(struct character *ch, const char *what, const char *text,
    editor_done_fn done, void *arg)
{
	struct session	*s;
	struct editor	*ed;

	if (ch->desc == NULL || (s = session_of(ch->desc)) == NULL ||
	    s->state != SS_PLAYING || s->editor != NULL)
		return (-1);
	ed = xcalloc(1, sizeof *ed);
	ed->cap = EDITOR_MAX_LINES;
	ed->max = EDITOR_MAX_BYTES;
	if (text != NULL) {
		const char	*p;
		int		 lines = 0;

		for (p = text; *p != '\0'; p++)
			lines += *p == '\n';
		if (lines > ed->cap)
			ed->cap = lines < EDITOR_OPEN_MAX ? lines :
			    EDITOR_OPEN_MAX;
		if (strlen(text) > ed->max)
			ed->max = strlen(text);
		editor_load(ed, text);
	}
	ed->done = done;
	ed->arg = arg;
	s->editor = ed;
	session_set_state(s, SS_EDITING);
	char_printf(ch, "Write %s, at most %d lines. End with '.' alone on "
	    "a line; '~q' abandons it, '~l' shows what you wrote, '~c' "
	    "starts again, '/h' lists the line commands.\n", what, ed->cap);
	if (ed->n > 0) {
		char_printf(ch, "It holds now (new lines go at the end):\n");
		editor_show(ch, ed, 1);
	}
	return (0);
}

int
editor_start(struct character *ch, const char *what, editor_done_fn done,
    void *arg)
{
	return (editor_start_text(ch, what, NULL, done, arg));
}

/* Back to play, and hand the text (or NULL) over. */
static void
editor_end(struct session *s, int keep)
{
	struct editor		*ed = s->editor;
	struct character	*ch = s->ch;
	char			*text = editor_join(ed);

	s->editor = NULL;
	session_set_state(s, SS_PLAYING);
	ed->done(ch, keep ? text : NULL, ed->arg);
	free(text);
	editor_clear(ed);
	free(ed->line);
	free(ed);
}

/*
 * A line number (from 1) at *p, moved past it and one blank; its index
 * (from 0), or -1. May be one past the last if past is set (insert).
 */
static int
editor_number(char **p, const struct editor *ed, int past)
{
	char	*s = *p;
	long	 n;

	while (*s == ' ')
		s++;
	if (!isdigit((unsigned char)*s))
		return (-1);
	n = strtol(s, &s, 10);
	if (n < 1 || n > ed->n + (past ? 1 : 0))
		return (-1);
	if (*s == ' ')
		s++;
	*p = s;
	return ((int)n - 1);
}

/* "n" or "n-m" at p into [*from, *to]; 0, or -1. */
static int
editor_range(char *p, const struct editor *ed, int *from, int *to)
{
	if ((*from = editor_number(&p, ed, 0)) < 0)
		return (-1);
	*to = *from;
	if (*p == '-') {
		p++;
		if ((*to = editor_number(&p, ed, 0)) < *from)
			return (-1);
	}
	while (*p == ' ')
		p++;
	return (*p == '\0' ? 0 : -1);
}

/* A word in single quotes at *p (quotes doubled inside it: '').  */
static char *
editor_quoted(char **p)
{
	char	*s = *p, *out, *o;

	while (*s == ' ')
		s++;
	if (*s != '\'')
		return (NULL);
	o = out = xmalloc(strlen(s) + 1);
	for (s++; *s != '\0'; s++) {
		if (*s == '\'') {
			if (s[1] != '\'')
				break;
			s++;
		}
		*o++ = *s;
	}
	if (*s != '\'') {
		free(out);
		return (NULL);
	}
	*o = '\0';
	*p = s + 1;
	return (out);
}

/* /r and /ra: replace old by new in the text, once or every time. */
static void
editor_replace(struct character *ch, struct editor *ed, char *arg, int all)
{
	char	*old, *new = NULL, *at, *s, *rest;
	int	 i, count = 0;
	size_t	 olen, nlen;

	if ((old = editor_quoted(&arg)) == NULL || *old == '\0' ||
	    (new = editor_quoted(&arg)) == NULL) {
		char_printf(ch, "Usage: /r%s 'old' 'new' (a quote inside is "
		    "written '').\n", all ? "a" : "");
		goto out;
	}
	olen = strlen(old);
	nlen = strlen(new);
	for (i = 0; i < ed->n && (all || count == 0); i++) {
		rest = ed->line[i];
		while ((at = strstr(rest, old)) != NULL) {
			if (nlen > olen && ed->bytes + nlen - olen >
			    ed->max) {
				char_printf(ch, "That would make the text longer "
				    "than %zu bytes; stopped after %d.\n",
				    ed->max, count);
				goto out;
			}
			xasprintf(&s, "%.*s%s%s", (int)(at - ed->line[i]),
			    ed->line[i], new, at + olen);
			ed->bytes = ed->bytes - strlen(ed->line[i]) +
			    strlen(s);
			rest = s + (at - ed->line[i]) + nlen;
			free(ed->line[i]);
			ed->line[i] = s;
			count++;
			if (!all)
				break;
		}
	}
	if (count == 0)
		char_printf(ch, "'%s' is not in the text.\n", old);
	else
		char_printf(ch, "Replaced %d time%s.\n", count, count == 1 ?
		    "" : "s");
out:
	free(old);
	free(new);
}

#define EDITOR_WIDTH	75

/*
 * /f: the paragraphs (lines up to a blank one) of lines from..to, their
 * words wrapped anew at EDITOR_WIDTH; a paragraph keeps the indent of its
 * first line.
 */
static void
editor_format(struct character *ch, struct editor *ed, int from, int to)
{
	char	*para, *tmp, *w, *save, *cur;
	int	 i, start, words;
	size_t	 indent;

	for (i = from; i <= to && i < ed->n; ) {
		if (ed->line[i][strspn(ed->line[i], " ")] == '\0') {
			i++;
			continue;
		}
		start = i;
		indent = strspn(ed->line[i], " ");
		para = xstrdup("");
		while (i <= to && i < ed->n && ed->line[i][strspn(ed->line[i],
		    " ")] != '\0') {
			xasprintf(&tmp, "%s %s", para, ed->line[i]);
			free(para);
			para = tmp;
			i++;
		}
		while (i-- > start) {
			editor_remove(ed, start);
			to--;
		}
		i = start;
		xasprintf(&cur, "%*s", (int)indent, "");
		words = 0;
		for (w = strtok_r(para, " ", &save); w != NULL;
		    w = strtok_r(NULL, " ", &save)) {
			if (words > 0 && strlen(cur) + 1 + strlen(w) >
			    EDITOR_WIDTH) {
				editor_insert(ed, i++, cur);
				to++;
				free(cur);
				cur = xstrdup("");
				words = 0;
			}
			xasprintf(&tmp, "%s%s%s", cur, words > 0 ? " " : "", w);
			free(cur);
			cur = tmp;
			words++;
		}
		editor_insert(ed, i++, cur);
		to++;
		free(cur);
		free(para);
	}
	char_printf(ch, "Formatted.\n");
}

/* A line that begins with '/': one of the line commands, or -1. */
static int
editor_command(struct session *s, struct character *ch, char *line)
{
	struct editor	*ed = s->editor;
	char		*arg, word[8];
	size_t		 n;
	int		 at, from, to;

	n = strcspn(line + 1, " 0123456789");
	if (n == 0 || n >= sizeof word)
		return (-1);
	memcpy(word, line + 1, n);
	word[n] = '\0';
	arg = line + 1 + n;
	if (strcmp(word, "s") == 0 && *arg == '\0') {
		editor_end(s, 1);
	} else if (strcmp(word, "a") == 0 && *arg == '\0') {
		char_printf(ch, "You abandon what you wrote.\n");
		editor_end(s, 0);
	} else if (strcmp(word, "l") == 0 && *arg == '\0') {
		editor_show(ch, ed, 0);
	} else if (strcmp(word, "n") == 0 && *arg == '\0') {
		editor_show(ch, ed, 1);
	} else if (strcmp(word, "c") == 0 && *arg == '\0') {
		editor_clear(ed);
		char_printf(ch, "Cleared; start again.\n");
	} else if (strcmp(word, "h") == 0 && *arg == '\0') {
		char_printf(ch, "%s", editor_help);
	} else if (strcmp(word, "i") == 0 || strcmp(word, "e") == 0) {
		int	insert = word[0] == 'i';

		if ((at = editor_number(&arg, ed, insert)) < 0) {
			char_printf(ch, "Usage: /%s <line> <text>, the line "
			    "from 1 to %d ('/n' numbers them).\n", word,
			    ed->n + (insert ? 1 : 0));
			return (0);
		}
		if (insert && !editor_room(ed, strlen(arg))) {
			char_printf(ch, "That is as long as a text may be (%d "
			    "lines, %zu bytes): the line is not kept.\n",
			    ed->cap, ed->max);
			return (0);
		}
		if (!insert && strlen(arg) > strlen(ed->line[at]) &&
		    ed->bytes + strlen(arg) - strlen(ed->line[at]) > ed->max) {
			char_printf(ch, "That would make the text longer than "
			    "%zu bytes: the line is not changed.\n", ed->max);
			return (0);
		}
		if (!insert)
			editor_remove(ed, at);
		editor_insert(ed, at, arg);
		char_printf(ch, "Line %d %s.\n", at + 1, insert ? "inserted" :
		    "replaced");
	} else if (strcmp(word, "d") == 0) {
		if (editor_range(arg, ed, &from, &to) != 0) {
			char_printf(ch, "Usage: /d <line>[-<line>], from 1 to "
			    "%d ('/n' numbers them).\n", ed->n);
			return (0);
		}
		for (at = to; at >= from; at--)
			editor_remove(ed, at);
		if (from == to)
			char_printf(ch, "Line %d deleted.\n", from + 1);
		else
			char_printf(ch, "Lines %d to %d deleted.\n", from + 1,
			    to + 1);
	} else if (strcmp(word, "r") == 0 || strcmp(word, "ra") == 0) {
		editor_replace(ch, ed, arg, word[1] == 'a');
	} else if (strcmp(word, "f") == 0) {
		from = 0;
		to = ed->n - 1;
		while (*arg == ' ')
			arg++;
		if (*arg != '\0' && editor_range(arg, ed, &from, &to) != 0) {
			char_printf(ch, "Usage: /f [<line>[-<line>]], from 1 "
			    "to %d.\n", ed->n);
			return (0);
		}
		editor_format(ch, ed, from, to);
	} else
		return (-1);
	return (0);
}

/* A line typed while writing. */
void
editor_input(struct session *s, char *line)
{
	struct editor		*ed = s->editor;
	struct character	*ch = s->ch;

	if (ed == NULL || ch == NULL)
		return;
	if (strcmp(line, ".") == 0 || strcmp(line, "@") == 0) {
		if (ed->n == 0) {
			char_printf(ch, "You wrote nothing; nothing is "
			    "kept.\n");
			editor_end(s, 0);
		} else
			editor_end(s, 1);
		return;
	}
	if (strcmp(line, "~q") == 0) {
		char_printf(ch, "You abandon what you wrote.\n");
		editor_end(s, 0);
		return;
	}
	if (strcmp(line, "~l") == 0) {
		editor_show(ch, ed, 0);
		return;
	}
	if (strcmp(line, "~c") == 0) {
		editor_clear(ed);
		char_printf(ch, "Cleared; start again.\n");
		return;
	}
	if (line[0] == '/' && isalpha((unsigned char)line[1])) {
		if (editor_command(s, ch, line) != 0)
			char_printf(ch, "'%s' is not an editor command; '/h' "
			    "lists them. The line is not kept.\n", line);
		return;
	}
	if (!editor_room(ed, strlen(line))) {
		char_printf(ch, "That is as long as a text may be (%d lines, "
		    "%zu bytes): the line is not kept. End with '.', or '~q' "
		    "to abandon it.\n", ed->cap, ed->max);
		return;
	}
	editor_insert(ed, ed->n, line);
}

/* The connection ends while writing: the text is lost. */
void
editor_free(struct editor *ed)
{
	if (ed == NULL)
		return;
	ed->done(NULL, NULL, ed->arg);
	editor_clear(ed);
	free(ed->line);
	free(ed);
}
