/*
 * import-rom-reset.c: the line sections #RESETS, #SHOPS and #SPECIALS
 * (kept as read: they are turned into native resets and shops once every
 * file is read), and #HELPS.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "import-rom.h"
#include "xmalloc.h"

#define ROM_HELP_MAX		16000	/* bytes of a help entry's text */
#define ROM_HELP_LINE		1000	/* bytes of one of its lines */
#define ROM_HELP_KEYWORDS	32
#define ROM_HELP_KEYWORD	40

/* #RESETS: one reset a line, '*' comments, S ends. */
void
rom_read_resets(struct rom_in *in)
{
	struct rom_file		*f = in->file;
	struct rom_reset	*r;
	long			 n[5];
	int			 c, line, got, i;

	for (;;) {
		line = in->line;
		if ((c = rom_letter(in)) == -1) {
			rom_resync(in);
			return;
		}
		if (c == 'S')
			return;
		if (c == '#') {
			rom_fail(in, "#RESETS is not closed with S");
			in->p--;
			rom_note(in, IMPORT_BROKEN, line, "%s", in->msg);
			in->err = 0;
			return;
		}
		if (c == '*') {
			in->p--;
			rom_eol(in);
			continue;
		}
		line = in->line;
		got = rom_line_numbers(in, n, 5);
		if (in->err) {
			rom_note(in, IMPORT_BROKEN, in->errline, "%s", in->msg);
			in->err = 0;
			continue;
		}
		if (strchr("MOPGEDR", c) == NULL) {
			rom_note(in, IMPORT_BROKEN, line, "unknown reset '%c': "
			    "dropped", c);
			continue;
		}
		if (got < (c == 'G' || c == 'R' ? 3 : 4)) {
			rom_note(in, IMPORT_BROKEN, line, "reset '%c' has too "
			    "few numbers: dropped", c);
			continue;
		}
		f->resets = xgrow_count(f->resets, f->nresets, sizeof *f->resets);
		r = &f->resets[f->nresets++];
		memset(r, 0, sizeof *r);
		r->cmd = (char)c;
		r->line = line;
		for (i = 1; i < got; i++)
			r->arg[i - 1] = n[i];
	}
}

/* #SHOPS: keeper, five types, profits, hours; a keeper 0 ends. */
void
rom_read_shops(struct rom_in *in)
{
	struct rom_file	*f = in->file;
	struct rom_shop	 s;
	int		 i;

	for (;;) {
		memset(&s, 0, sizeof s);
		s.line = in->line;
		rom_int(in, &s.keeper);
		s.line = in->line;
		if (in->err || s.keeper == 0)
			break;
		for (i = 0; i < 5; i++)
			rom_int(in, &s.types[i]);
		rom_int(in, &s.profit_buy);
		rom_int(in, &s.profit_sell);
		rom_int(in, &s.open);
		rom_int(in, &s.close);
		if (in->err)
			break;
		rom_eol(in);
		f->shops = xgrow_count(f->shops, f->nshops, sizeof *f->shops);
		f->shops[f->nshops++] = s;
	}
	if (in->err)
		rom_resync(in);
	else
		rom_eol(in);
}

/* #SPECIALS: 'M <vnum> <spec_fun>' lines, '*' comments, S ends. */
void
rom_read_specials(struct rom_in *in)
{
	struct rom_file	*f = in->file;
	struct rom_spec	*s;
	int		 c, vnum, line;

	for (;;) {
		line = in->line;
		if ((c = rom_letter(in)) == -1 || c == 'S')
			break;
		if (c == '*') {
			rom_eol(in);
			continue;
		}
		if (c != 'M') {
			rom_fail(in, "unexpected '%c' in #SPECIALS", c);
			break;
		}
		line = in->line;
		rom_int(in, &vnum);
		rom_word(in);
		if (in->err)
			break;
		f->specs = xgrow_count(f->specs, f->nspecs, sizeof *f->specs);
		s = &f->specs[f->nspecs++];
		s->vnum = vnum;
		s->name = xstrdup(in->word);
		s->line = line;
		rom_eol(in);
	}
	if (in->err)
		rom_resync(in);
	else
		rom_eol(in);
}

/* Is this keyword (lowercase) already a help keyword? */
static int
rom_help_taken(struct import *imp, const char *kw)
{
	size_t		 i, n = strlen(kw);
	const char	*s, *e;

	for (i = 0; i < imp->nhelps; i++) {
		for (s = imp->helps[i].keywords; *s != '\0'; s = e) {
			while (*s == ' ')
				s++;
			if (*s == '\'') {
				s++;
				e = strchr(s, '\'');
			} else
				e = strchr(s, ' ');
			if (e == NULL)
				e = s + strlen(s);
			if ((size_t)(e - s) == n && strncasecmp(s, kw, n) == 0)
				return (1);
			if (*e == '\'')
				e++;
		}
	}
	return (0);
}

/*
 * ROM's keywords ('MAGIC MISSILE' MM) as the help file wants them:
 * lowercase, a keyword of several words quoted, none taken twice.
 */
static char *
rom_help_keywords(struct rom_in *in, const char *raw, int line)
{
	char		*clean = rom_text_line(raw), *out, kw[ROM_WORD_MAX];
	char		 mine[ROM_HELP_KEYWORDS][ROM_HELP_KEYWORD];
	const char	*s;
	size_t		 o = 0, n;
	int		 count = 0, i;
	char		 q;

	if (clean == NULL)
		return (NULL);
	out = xcalloc(1, strlen(clean) + 3 * ROM_HELP_KEYWORDS + 1);
	for (s = clean; *s != '\0' && count < ROM_HELP_KEYWORDS;) {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		q = (*s == '\'' || *s == '"') ? *s++ : ' ';
		n = 0;
		while (*s != '\0' && *s != q) {
			if (n + 1 < ROM_HELP_KEYWORD && *s != '\'' &&
			    *s != '"')
				kw[n++] = (char)tolower((unsigned char)*s);
			s++;
		}
		if (*s == q)
			s++;
		while (n > 0 && kw[n - 1] == ' ')
			n--;
		kw[n] = '\0';
		if (n == 0)
			continue;
		for (i = 0; i < count; i++) {
			if (strcmp(mine[i], kw) == 0)
				break;
		}
		if (i < count)
			continue;
		if (rom_help_taken(in->rom->imp, kw)) {
			rom_note(in, IMPORT_APPROXIMATED, line, "help keyword "
			    "'%s' is used by an earlier entry: dropped from "
			    "this one", kw);
			continue;
		}
		if (o + n + 4 > ROM_HELP_LINE) {
			rom_note(in, IMPORT_LEFT_OUT, line, "help keyword '%s': "
			    "the keywords line is full", kw);
			continue;
		}
		if (strchr(kw, ' ') != NULL)
			o += sprintf(out + o, "%s'%s'", o ? " " : "", kw);
		else
			o += sprintf(out + o, "%s%s", o ? " " : "", kw);
		memcpy(mine[count++], kw, n + 1);
	}
	free(clean);
	if (o == 0) {
		free(out);
		return (NULL);
	}
	return (out);
}

/* Help text: ROM's leading '.' (kept spaces) dropped, lines cut. */
static char *
rom_help_text(const char *raw)
{
	char	*t = rom_text_block(raw[0] == '.' ? raw + 1 : raw), *out;
	char	*line, *next;
	size_t	 o = 0, n;

	if (t == NULL)
		return (NULL);
	out = xmalloc(strlen(t) * 2 + 2);
	for (line = t; *line != '\0' && o < ROM_HELP_MAX; line = next) {
		next = strchr(line, '\n');
		n = next - line;
		next++;
		if (n > ROM_HELP_LINE)
			n = ROM_HELP_LINE;
		while (n > 0 && ((unsigned char)line[n] & 0xc0) == 0x80 &&
		    n < (size_t)(next - 1 - line))
			n--;
		if (o + n + 1 >= ROM_HELP_MAX)
			break;
		memcpy(out + o, line, n);
		o += n;
		out[o++] = '\n';
	}
	out[o] = '\0';
	free(t);
	return (out);
}

/* #HELPS: level keywords~ text~, up to a keywords '$'. */
void
rom_read_helps(struct rom_in *in)
{
	char	*kw, *text, *k, *t;
	int	 level, line;

	for (;;) {
		line = in->line;
		if (rom_at_end(in)) {
			rom_fail(in, "#HELPS is not closed with '0 $~'");
			break;
		}
		line = in->line;
		rom_int(in, &level);
		kw = rom_string(in);
		if (in->err) {
			free(kw);
			break;
		}
		if (kw[0] == '$') {
			free(kw);
			return;
		}
		text = rom_string(in);
		if (in->err) {
			free(kw);
			free(text);
			break;
		}
		k = rom_help_keywords(in, kw, line);
		t = rom_help_text(text);
		if (k == NULL || t == NULL)
			rom_note(in, IMPORT_LEFT_OUT, line, "help entry '%.40s' "
			    "has %s: left out", kw, k == NULL ? "no keyword "
			    "of its own" : "no text");
		else
			import_help(in->rom->imp, k, level > 51 ? 1 : 0, t,
			    in->name, line);
		free(k);
		free(t);
		free(kw);
		free(text);
	}
	rom_resync(in);
}
