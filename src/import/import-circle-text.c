/*
 * import-circle-text.c: reading a CircleMUD file: lines, '~' strings,
 * numbers, flags written as numbers or letters, dice; and turning its
 * text (any bytes) into text the area files accept.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-circle.h"
#include "text.h"
#include "xmalloc.h"

void
cfile_init(struct cfile *f, struct circle *c, const char *name,
    const char *text, size_t len)
{
	f->c = c;
	f->name = circle_intern(c, name);
	f->p = text;
	f->end = text + len;
	f->line = 0;
}

/* The next line into buf (cut to size, no line end); 0 at the end. */
int
cfile_line(struct cfile *f, char *buf, size_t size)
{
	const char	*nl;
	size_t		 len;

	if (f->p >= f->end)
		return (0);
	f->line++;
	nl = memchr(f->p, '\n', (size_t)(f->end - f->p));
	len = (size_t)((nl != NULL ? nl : f->end) - f->p);
	if (len > 0 && f->p[len - 1] == '\r')
		len--;
	if (len >= size)
		len = size - 1;
	memcpy(buf, f->p, len);
	buf[len] = '\0';
	f->p = nl != NULL ? nl + 1 : f->end;
	return (1);
}

/*
 * The next line that is not blank, without the blanks at its ends (a
 * header '#5233 ' is '#5233', as CircleMUD's sscanf reads it); 0 at the
 * end.
 */
int
cfile_next(struct cfile *f, char *buf, size_t size)
{
	const char	*s;
	size_t		 n;

	while (cfile_line(f, buf, size)) {
		for (s = buf; *s == ' ' || *s == '\t'; s++)
			;
		if (*s != '\0') {
			n = strlen(s);
			while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
				n--;
			memmove(buf, s, n);
			buf[n] = '\0';
			return (1);
		}
	}
	return (0);
}

/* The first character of the next line that is not blank, not taken. */
int
cfile_peek(struct cfile *f)
{
	const char	*p = f->p;

	for (; p < f->end; p++) {
		if (*p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
			return ((unsigned char)*p);
	}
	return (-1);
}

/*
 * Is vnum one a record may have here? If not, it is noted as dropped at
 * line (what names the record: "mobile 3001") and the caller drops it.
 */
int
circle_vnum_ok(struct cfile *f, long vnum, int line, const char *what)
{
	if (vnum > 0 && vnum <= AREA_VNUM_MAX)
		return (1);
	import_note(f->c->imp, IMPORT_LEFT_OUT, f->name, line, "%s: vnum "
	    "out of range (1 to %d here): dropped", what, AREA_VNUM_MAX);
	return (0);
}

/*
 * The four strings that open a mobile or an object (s, to be freed) and
 * the line after them (in buf); -1, noted and nothing kept, if the file
 * ends first.
 */
int
circle_record_head(struct cfile *f, int line, const char *what, char *s[4],
    char *buf, size_t size)
{
	int	i;

	for (i = 0; i < 4; i++)
		s[i] = cfile_string(f);
	if (s[3] != NULL && cfile_next(f, buf, size))
		return (0);
	import_note(f->c->imp, IMPORT_BROKEN, f->name, line, "%s: cut short "
	    "by the end of the file", what);
	for (i = 0; i < 4; i++) {
		free(s[i]);
		s[i] = NULL;
	}
	return (-1);
}

/* Skip to the next line starting with '#' or '$' (after a broken block). */
void
cfile_skip_block(struct cfile *f)
{
	int	c;

	while ((c = cfile_peek(f)) != -1 && c != '#' && c != '$') {
		char	buf[64];

		cfile_line(f, buf, sizeof buf);
	}
}

/*
 * The records of a world, mobile or object file: each from its '#<vnum>'
 * line, read by read (non-zero: stop), up to the '$' that ends the file.
 * A line that starts no record is noted and skipped with its block.
 */
void
cfile_records(struct cfile *f, const char *what,
    int (*read)(struct cfile *, long vnum, int line))
{
	char	buf[CIRCLE_LINE_MAX];
	long	vnum;

	while (cfile_next(f, buf, sizeof buf)) {
		if (buf[0] == '$')
			return;
		if (buf[0] != '#' || circle_num(buf + 1, &vnum) != 0) {
			import_note(f->c->imp, IMPORT_BROKEN, f->name, f->line,
			    "expected '#<vnum>' of %s, found '%.40s'", what,
			    buf);
			cfile_skip_block(f);
			continue;
		}
		if (read(f, vnum, f->line) != 0)
			return;
	}
	import_note(f->c->imp, IMPORT_BROKEN, f->name, f->line,
	    "no '$' at the end of the file");
}

/*
 * A string ended by a '~' at the end of a line (a '~' inside a line is
 * text, as tbaMUD's fread_string reads it); its lines joined with '\n'.
 * NULL at the end of the file with no '~'. Only the first CIRCLE_TEXT_MAX bytes
 * are kept.
 */
char *
cfile_string(struct cfile *f)
{
	char		*buf = NULL;
	const char	*nl, *tilde, *stop;
	size_t		 len = 0, n, i;
	int		 first = 1;

	if (f->p >= f->end)
		return (NULL);
	for (;;) {
		if (f->p >= f->end) {
			free(buf);
			return (NULL);
		}
		f->line++;
		nl = memchr(f->p, '\n', (size_t)(f->end - f->p));
		stop = nl != NULL ? nl : f->end;
		/* Only a '~' last on its line (blanks and control bytes
		 * after it aside: they are no text here) ends the string,
		 * as tbaMUD reads it: one inside is text. */
		for (tilde = stop; tilde > f->p && (tilde[-1] == ' ' ||
		    (unsigned char)tilde[-1] < 0x20 || tilde[-1] == 0x7f);
		    tilde--)
			;
		if (tilde > f->p && tilde[-1] == '~')
			tilde--;
		else
			tilde = NULL;
		n = (size_t)((tilde != NULL ? tilde : stop) - f->p);
		if (len + n + 2 > CIRCLE_TEXT_MAX)
			n = len + 2 > CIRCLE_TEXT_MAX ? 0 :
			    CIRCLE_TEXT_MAX - len - 2;
		buf = xrealloc(buf, len + n + 2);
		if (!first)
			buf[len++] = '\n';
		/* A NUL in the file is no text: left out, so that the
		 * string read and the string kept are the same. */
		for (i = 0; i < n; i++) {
			if (f->p[i] != '\0')
				buf[len++] = f->p[i];
		}
		buf[len] = '\0';
		first = 0;
		f->p = nl != NULL ? nl + 1 : f->end;
		if (tilde != NULL)
			return (buf);
	}
}

/* Split a line into words in place; the number found (at most max). */
int
circle_words(char *line, char **w, int max)
{
	char	*s = line;
	int	 n = 0;

	while (n < max) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			break;
		w[n++] = s;
		while (*s != '\0' && *s != ' ' && *s != '\t')
			s++;
		if (*s != '\0')
			*s++ = '\0';
	}
	return (n);
}

/* A whole number (clamped to +-2e9); 0, or -1 if it is not one. */
int
circle_num(const char *s, long *out)
{
	long	v = 0;
	int	neg = 0;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	if (*s < '0' || *s > '9')
		return (-1);
	for (; *s >= '0' && *s <= '9'; s++) {
		if (v < 2000000000L)
			v = v * 10 + (*s - '0');
	}
	if (*s != '\0')
		return (-1);
	if (v > 2000000000L)
		v = 2000000000L;
	*out = neg ? -v : v;
	return (0);
}

long
circle_clamp(long v, long min, long max)
{
	return (v < min ? min : v > max ? max : v);
}

/*
 * Flags as CircleMUD writes them: a number, or letters (a-z bits 0-25,
 * A-Z bits 26-51), as asciiflag_conv reads them.
 */
uint64_t
circle_bits(const char *s)
{
	uint64_t	bits = 0;
	long		v;
	const char	*p;

	if (circle_num(s, &v) == 0)
		return (v < 0 ? 0 : (uint64_t)v);
	for (p = s; *p != '\0'; p++) {
		if (*p >= 'a' && *p <= 'z')
			bits |= (uint64_t)1 << (*p - 'a');
		else if (*p >= 'A' && *p <= 'Z')
			bits |= (uint64_t)1 << (26 + *p - 'A');
	}
	return (bits);
}

/* Dice written XdY+Z (or XdY-Z, XdY); 0, or -1. Clamped to our ranges. */
int
circle_dice(const char *s, struct dice *d)
{
	char	 buf[64], *dp, *bp;
	long	 n, size, bonus = 0;
	int	 neg = 0;

	if (strlen(s) >= sizeof buf)
		return (-1);
	text_strlcpy(buf, s, sizeof buf);
	if ((dp = strchr(buf, 'd')) == NULL && (dp = strchr(buf, 'D')) == NULL)
		return (-1);
	*dp++ = '\0';
	if ((bp = strpbrk(dp, "+-")) != NULL) {
		neg = *bp == '-';
		*bp++ = '\0';
		if (circle_num(bp, &bonus) != 0 || bonus < 0)
			return (-1);
	}
	if (circle_num(buf, &n) != 0 || circle_num(dp, &size) != 0 ||
	    n < 0 || size < 0)
		return (-1);
	d->number = (int)circle_clamp(n, 0, 1000);
	d->size = (int)circle_clamp(size, 0, 10000);
	d->bonus = (int)circle_clamp(neg ? -bonus : bonus, -1000000, 1000000);
	return (0);
}

/* Append bytes to a growing buffer. */
static void
circle_put(char **buf, size_t *len, size_t *alloc, const char *s, size_t n)
{
	if (*len + n + 1 > *alloc) {
		while (*len + n + 1 > *alloc)
			*alloc = *alloc == 0 ? 256 : *alloc * 2;
		*buf = xrealloc(*buf, *alloc);
	}
	memcpy(*buf + *len, s, n);
	*len += n;
	(*buf)[*len] = '\0';
}

/*
 * The colour a tbaMUD code letter (after '@' or a tab) stands for: the
 * 16 of ours, and tbaMUD's others (protocol.c's RGB levels 0-5) as 24-bit
 * colours; d (black) is our dark grey, as black is unseen.
 */
static const char *
circle_colour(int c)
{
	static const char	letters[] = "nrgybmcwRGYBMCWDdaAoOpP";
	static const char *const codes[] = {
		"{x", "{r", "{g", "{y", "{b", "{m", "{c", "{w", "{R", "{G",
		"{Y", "{B", "{M", "{C", "{W", "{D", "{D", "{#005f5f",
		"{#00afaf", "{#ff8700", "{#ffaf00", "{#af005f", "{#ff005f"
	};
	const char	*p;

	if (c == '\0' || (p = strchr(letters, c)) == NULL)
		return (NULL);
	return (codes[p - letters]);
}

/* Code point u (valid, not a surrogate) as UTF-8 in out (5 bytes). */
static void
circle_utf8(char *out, unsigned long u)
{
	unsigned char	*o = (unsigned char *)out;

	if (u < 0x80)
		*o++ = (unsigned char)u;
	else if (u < 0x800) {
		*o++ = (unsigned char)(0xc0 | (u >> 6));
		*o++ = (unsigned char)(0x80 | (u & 0x3f));
	} else if (u < 0x10000) {
		*o++ = (unsigned char)(0xe0 | (u >> 12));
		*o++ = (unsigned char)(0x80 | ((u >> 6) & 0x3f));
		*o++ = (unsigned char)(0x80 | (u & 0x3f));
	} else {
		*o++ = (unsigned char)(0xf0 | (u >> 18));
		*o++ = (unsigned char)(0x80 | ((u >> 12) & 0x3f));
		*o++ = (unsigned char)(0x80 | ((u >> 6) & 0x3f));
		*o++ = (unsigned char)(0x80 | (u & 0x3f));
	}
	*o = '\0';
}

/* tbaMUD codes with nothing like them here, dropped (see below). */
static unsigned long	circle_codes_dropped;

/* How many codes were dropped since the last call. */
unsigned long
circle_text_dropped(void)
{
	unsigned long	n = circle_codes_dropped;

	circle_codes_dropped = 0;
	return (n);
}

/*
 * A tbaMUD code at s (s[0] '@' or a tab) that is not one of the colour
 * letters: "[F511]" (an RGB colour, each level 0-5), "[B511]" (its
 * background), "[U9827/x]" (a character by its number), or a code with
 * no equivalent here (underline, blink, MXP links and tags, the palette
 * 1-3, any other letter), dropped. What it becomes goes in out (perhaps
 * nothing); the bytes it takes, 0 if s is no code.
 */
static size_t
circle_code(const unsigned char *s, char *out, size_t size)
{
	static const int	 level[6] = {
		0x00, 0x5f, 0x87, 0xaf, 0xd7, 0xff
	};
	const unsigned char	*e;
	unsigned long		 u;
	size_t			 n;

	*out = '\0';
	if (s[1] == '[') {
		if ((e = (const unsigned char *)strchr((const char *)s + 2,
		    ']')) == NULL || e - s > 16)
			return (0);
		n = (size_t)(e - s) + 1;
		if ((s[2] == 'F' || s[2] == 'f' || s[2] == 'B' ||
		    s[2] == 'b') && n == 7 && s[3] >= '0' && s[3] <= '5' &&
		    s[4] >= '0' && s[4] <= '5' && s[5] >= '0' && s[5] <= '5') {
			snprintf(out, size, "{%s#%02x%02x%02x",
			    s[2] == 'F' || s[2] == 'f' ? "" : "&",
			    level[s[3] - '0'], level[s[4] - '0'],
			    level[s[5] - '0']);
			return (n);
		}
		if (s[2] == 'U' || s[2] == 'u') {
			for (u = 0, e = s + 3; *e >= '0' && *e <= '9' &&
			    u < 0x110000; e++)
				u = u * 10 + (unsigned long)(*e - '0');
			if (u >= 0x20 && u < 0x110000 &&
			    (u < 0xd800 || u > 0xdfff))
				circle_utf8(out, u);
			else
				circle_codes_dropped++;
			return (n);
		}
		circle_codes_dropped++;
		return (n);
	}
	if (s[1] == '<') {
		/* An MXP tag: up to its '>'. */
		if ((e = (const unsigned char *)strchr((const char *)s + 2,
		    '>')) == NULL || e - s > 200)
			return (0);
		circle_codes_dropped++;
		return ((size_t)(e - s) + 1);
	}
	if (s[0] == '@' && s[1] == '*') {
		snprintf(out, size, "@");
		return (2);
	}
	if (s[0] == '@' && s[1] > ' ' && s[1] < 0x7f) {
		circle_codes_dropped++;
		return (2);
	}
	if (s[0] == '\t' && strchr("_+-=123()!", s[1]) != NULL &&
	    s[1] != '\0') {
		circle_codes_dropped++;
		return (2);
	}
	return (0);
}

/*
 * A line of text that the area format would take for the end of its
 * block ("~", or "end") gets a blank before it. The last line of buf,
 * from linestart, is the one looked at.
 */
static void
circle_not_a_closer(char **buf, size_t *len, size_t *alloc,
    size_t linestart)
{
	char	line[4];

	if (strcmp(*buf + linestart, "end") != 0 &&
	    strcmp(*buf + linestart, "~") != 0)
		return;
	snprintf(line, sizeof line, "%s", *buf + linestart);
	(*buf)[linestart] = '\0';
	*len = linestart;
	circle_put(buf, len, alloc, " ", 1);
	circle_put(buf, len, alloc, line, strlen(line));
}

/*
 * Text the area files accept, from any bytes: invalid UTF-8 is read as
 * Latin-1, control characters (C0 and C1) go (a tab stays in a block),
 * '{' is doubled (it starts our colour codes), tbaMUD's colour codes
 * (@r, tab r) become ours. One-line text has its line ends made spaces
 * and is trimmed and cut to 1000 bytes and 40 words; a block's lines are
 * cut to 4000 bytes, a line 'end' is indented (it would close a block),
 * and blank lines at its ends go. Returns a new string, "" if nothing is
 * left.
 */
char *
circle_text(const char *raw, int oneline)
{
	const unsigned char	*s = (const unsigned char *)raw;
	char			*buf = NULL, u[4], code[16];
	const char		*col;
	size_t			 len = 0, alloc = 0, n, linestart = 0, i;
	size_t			 limit = oneline ? 1000 : 4000, words;

	circle_put(&buf, &len, &alloc, "", 0);
	while (*s != '\0') {
		if ((*s == '@' || *s == '\t') &&
		    (col = circle_colour(s[1])) != NULL) {
			circle_put(&buf, &len, &alloc, col, strlen(col));
			s += 2;
			continue;
		}
		if (*s == '@' && s[1] == '@') {
			circle_put(&buf, &len, &alloc, "@", 1);
			s += 2;
			continue;
		}
		if ((*s == '@' || *s == '\t') &&
		    (n = circle_code(s, code, sizeof code)) > 0) {
			circle_put(&buf, &len, &alloc, code, strlen(code));
			s += n;
			continue;
		}
		if (*s == '\n') {
			if (oneline)
				circle_put(&buf, &len, &alloc, " ", 1);
			else {
				circle_not_a_closer(&buf, &len, &alloc,
				    linestart);
				circle_put(&buf, &len, &alloc, "\n", 1);
				linestart = len;
			}
			s++;
			continue;
		}
		if (*s == '\t' && !oneline) {
			n = 1;
			u[0] = '\t';
		} else if (*s < 0x20 || *s == 0x7f) {
			s++;
			continue;
		} else if (*s == '{') {
			n = 2;
			u[0] = u[1] = '{';
		} else if (*s < 0x80) {
			n = 1;
			u[0] = (char)*s;
		} else if ((n = text_utf8_len(s, strlen((const char *)s))) != 0)
			memcpy(u, s, n);
		else if (*s < 0xa0) {
			s++;		/* a C1 control, as Latin-1 */
			continue;
		} else {
			u[0] = (char)(0xc0 | (*s >> 6));
			u[1] = (char)(0x80 | (*s & 0x3f));
			s++;
			if (len - linestart + 2 <= limit)
				circle_put(&buf, &len, &alloc, u, 2);
			continue;
		}
		s += (*s == '{' || *s == '\t' || *s < 0x80) ? 1 : n;
		if (len - linestart + n <= limit)
			circle_put(&buf, &len, &alloc, u, n);
	}
	if (!oneline)
		circle_not_a_closer(&buf, &len, &alloc, linestart);
	/* Trim: spaces at both ends of a line; blank lines at a block's. */
	if (oneline) {
		for (i = 0; buf[i] == ' '; i++)
			;
		memmove(buf, buf + i, len - i + 1);
		len -= i;
		while (len > 0 && buf[len - 1] == ' ')
			buf[--len] = '\0';
		/* A line of the area files holds 64 words at most. */
		for (i = 0, words = 0; i < len; i++) {
			if (buf[i] != ' ' && (i == 0 || buf[i - 1] == ' ') &&
			    ++words > CIRCLE_ONELINE_WORDS) {
				while (i > 0 && buf[i - 1] == ' ')
					i--;
				buf[i] = '\0';
				len = i;
				break;
			}
		}
	} else {
		for (i = 0; buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n';
		    i++)
			;
		while (i > 0 && buf[i - 1] != '\n')
			i--;
		memmove(buf, buf + i, len - i + 1);
		len -= i;
		while (len > 0 && (buf[len - 1] == ' ' ||
		    buf[len - 1] == '\t' || buf[len - 1] == '\n'))
			buf[--len] = '\0';
		if (len > 0)
			circle_put(&buf, &len, &alloc, "\n", 1);
	}
	return (buf);
}

/* circle_text, or fallback if that leaves nothing. */
char *
circle_text_or(const char *raw, int oneline, const char *fallback)
{
	char	*s = circle_text(raw != NULL ? raw : "", oneline);

	if (*s != '\0')
		return (s);
	free(s);
	return (xstrdup(fallback));
}

/* Keep a file name for the notes (the same pointer for the same name). */
const char *
circle_intern(struct circle *c, const char *name)
{
	size_t	i;

	for (i = c->nfiles; i > 0; i--) {
		if (strcmp(c->files[i - 1], name) == 0)
			return (c->files[i - 1]);
	}
	c->files = xreallocarray(c->files, c->nfiles + 1, sizeof *c->files);
	c->files[c->nfiles] = xstrdup(name);
	return (c->files[c->nfiles++]);
}

/*
 * Map flag bits through a table: each set bit becomes its native bit;
 * those approximated or with no equivalent are noted at file:line.
 */
int
circle_flags(struct circle *c, const char *file, int line, const char *what,
    const struct circle_flag *t, size_t n, uint64_t bits)
{
	size_t	i;
	int	out = 0;

	for (i = 0; i < 64; i++) {
		if ((bits & ((uint64_t)1 << i)) == 0)
			continue;
		if (i >= n || t[i].name == NULL) {
			import_note(c->imp, IMPORT_LEFT_OUT, file, line,
			    "%s: unknown flag bit %zu dropped", what, i);
			continue;
		}
		if (t[i].bit == 0) {
			import_note(c->imp, IMPORT_LEFT_OUT, file, line,
			    "%s: flag %s has no equivalent", what, t[i].name);
			continue;
		}
		out |= t[i].bit;
		if (!t[i].exact)
			import_note(c->imp, IMPORT_APPROXIMATED, file, line,
			    "%s: flag %s approximated", what, t[i].name);
	}
	return (out);
}
