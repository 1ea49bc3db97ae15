/*
 * import-rom-read.c: the cursor over a ROM .are file (letters, numbers,
 * flags written as letters, words, '~'-ended strings, dice) and the
 * cleaning of its text into what the native format accepts.
 */
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-rom.h"
#include "text.h"
#include "xmalloc.h"

/* Take note of the first problem met; the caller resynchronises. */
void
rom_fail(struct rom_in *in, const char *fmt, ...)
{
	va_list	ap;

	if (in->err)
		return;
	in->err = 1;
	in->errline = in->line;
	va_start(ap, fmt);
	vsnprintf(in->msg, sizeof in->msg, fmt, ap);
	va_end(ap);
}

/* A note at a line of the file being read. */
void
rom_note(struct rom_in *in, enum import_kind kind, int line,
    const char *fmt, ...)
{
	va_list	 ap;
	char	*s;

	va_start(ap, fmt);
	xvasprintf(&s, fmt, ap);
	va_end(ap);
	import_note(in->rom->imp, kind, in->name, line, "%s", s);
	free(s);
}

/* Append to a fixed buffer, cutting what does not fit. */
void
rom_cat(char *buf, size_t size, const char *fmt, ...)
{
	va_list	ap;
	size_t	len = strlen(buf);

	if (len + 1 >= size)
		return;
	va_start(ap, fmt);
	vsnprintf(buf + len, size - len, fmt, ap);
	va_end(ap);
}

/* Add a name to a list "; what a, b, c" in buf. */
void
rom_list(char *buf, size_t size, int *seen, const char *what,
    const char *name)
{
	if ((*seen)++ == 0)
		rom_cat(buf, size, "; %s %s", what, name);
	else
		rom_cat(buf, size, ", %s", name);
}

/* v within min .. max. */
int
rom_clamp(long v, int min, int max)
{
	return (v < min ? min : v > max ? max : (int)v);
}

/* Skip spaces and line ends, counting lines. */
static void
rom_space(struct rom_in *in)
{
	while (in->p < in->end && isspace((unsigned char)*in->p)) {
		if (*in->p == '\n')
			in->line++;
		in->p++;
	}
}

/* Is only space left? */
int
rom_at_end(struct rom_in *in)
{
	rom_space(in);
	return (in->p >= in->end);
}

/* The next character that is not space, not taken; -1 at the end. */
int
rom_peek(struct rom_in *in)
{
	rom_space(in);
	return (in->p < in->end ? (unsigned char)*in->p : -1);
}

/* Take the next character that is not space; -1 at the end. */
int
rom_letter(struct rom_in *in)
{
	int	c = rom_peek(in);

	if (c == -1)
		rom_fail(in, "unexpected end of the file");
	else
		in->p++;
	return (c);
}

/* Read one number, as ROM's fread_number: sign, digits, '|' adds. */
int
rom_number(struct rom_in *in, long *out)
{
	long	v = 0, sum = 0;
	int	neg;

	*out = 0;
	for (;;) {
		rom_space(in);
		neg = 0;
		if (in->p < in->end && (*in->p == '+' || *in->p == '-')) {
			neg = *in->p == '-';
			in->p++;
		}
		if (in->p >= in->end || !isdigit((unsigned char)*in->p)) {
			rom_fail(in, "a number was expected");
			return (-1);
		}
		v = 0;
		while (in->p < in->end && isdigit((unsigned char)*in->p)) {
			if (v < 1000000000L)
				v = v * 10 + (*in->p - '0');
			in->p++;
		}
		sum += neg ? -v : v;
		if (in->p < in->end && *in->p == '|') {
			in->p++;
			continue;
		}
		break;
	}
	*out = sum;
	return (0);
}

/* A number that fits an int. */
int
rom_int(struct rom_in *in, int *out)
{
	long	v;

	if (rom_number(in, &v) != 0) {
		*out = 0;
		return (-1);
	}
	*out = rom_clamp(v, -1000000000, 1000000000);
	return (0);
}

/* Flags as ROM writes them: letters A-Z a-z for bits, or a number. */
long
rom_flag_word(const char *w, int *ok)
{
	long		 flags = 0, v;
	const char	*s = w;
	int		 neg;

	*ok = 1;
	if (*s == '\0')
		*ok = 0;
	while (*s != '\0') {
		if (*s == '|') {
			s++;
			continue;
		}
		if (*s == '-' || isdigit((unsigned char)*s)) {
			neg = *s == '-';
			if (neg)
				s++;
			v = 0;
			if (!isdigit((unsigned char)*s))
				*ok = 0;
			while (isdigit((unsigned char)*s)) {
				if (v < 1000000000L)
					v = v * 10 + (*s - '0');
				s++;
			}
			flags += neg ? -v : v;
		} else if (*s >= 'A' && *s <= 'Z') {
			flags |= 1L << (*s - 'A');
			s++;
		} else if (*s >= 'a' && *s <= 'z') {
			if (*s - 'a' + 26 < 31)
				flags |= 1L << (*s - 'a' + 26);
			s++;
		} else {
			*ok = 0;
			s++;
		}
	}
	return (flags);
}

/* Read flags (a word of letters, digits and '|'). */
long
rom_flag(struct rom_in *in)
{
	const char	*w = rom_word(in);
	long		 v;
	int		 ok;

	if (in->err)
		return (0);
	v = rom_flag_word(w, &ok);
	if (!ok)
		rom_fail(in, "flags '%s' are not letters or a number", w);
	return (v);
}

/* Read a word (quoted with ' or " as ROM allows); "" at the end. */
const char *
rom_word(struct rom_in *in)
{
	size_t	n = 0;
	char	q = 0;

	rom_space(in);
	in->word[0] = '\0';
	if (in->p >= in->end) {
		rom_fail(in, "unexpected end of the file");
		return (in->word);
	}
	if (*in->p == '\'' || *in->p == '"')
		q = *in->p++;
	while (in->p < in->end) {
		if (q != 0 ? *in->p == q : isspace((unsigned char)*in->p))
			break;
		if (*in->p == '\n')
			in->line++;
		if (n + 1 < sizeof in->word)
			in->word[n++] = *in->p;
		in->p++;
	}
	if (q != 0 && in->p < in->end)
		in->p++;
	in->word[n] = '\0';
	return (in->word);
}

/* Read a string up to '~' (leading space skipped); kept raw. */
char *
rom_string(struct rom_in *in)
{
	const char	*start, *tilde;
	size_t		 len;
	char		*s;
	int		 line;

	rom_space(in);
	start = in->p;
	line = in->line;
	tilde = memchr(start, '~', in->end - start);
	if (tilde == NULL) {
		rom_fail(in, "a string started at line %d has no '~' before "
		    "the end of the file", line);
		in->errline = line;
		return (xstrdup(""));
	}
	for (; in->p < tilde; in->p++) {
		if (*in->p == '\n')
			in->line++;
	}
	in->p = tilde + 1;
	len = tilde - start;
	if (len > ROM_STRING_MAX)
		len = ROM_STRING_MAX;
	s = xstrndup(start, len);
	return (s);
}

/* Read dice NdS+B (or NdS-B, NdS). */
int
rom_dice(struct rom_in *in, struct dice *d)
{
	long	n, s, b = 0;
	int	neg = 0;

	memset(d, 0, sizeof *d);
	if (rom_number(in, &n) != 0)
		return (-1);
	if (in->p >= in->end || (*in->p != 'd' && *in->p != 'D')) {
		rom_fail(in, "dice should be written like 3d8+20");
		return (-1);
	}
	in->p++;
	if (in->p >= in->end || !isdigit((unsigned char)*in->p)) {
		rom_fail(in, "dice should be written like 3d8+20");
		return (-1);
	}
	if (rom_number(in, &s) != 0)
		return (-1);
	if (in->p < in->end && (*in->p == '+' || *in->p == '-')) {
		neg = *in->p == '-';
		in->p++;
		if (rom_number(in, &b) != 0)
			return (-1);
	}
	d->number = rom_clamp(n, 0, 1000);
	d->size = rom_clamp(s, 0, 10000);
	d->bonus = rom_clamp(neg ? -b : b, -1000000, 1000000);
	return (0);
}

/* Skip to the start of the next line. */
void
rom_eol(struct rom_in *in)
{
	const char	*nl = memchr(in->p, '\n', in->end - in->p);

	if (nl == NULL) {
		in->p = in->end;
		return;
	}
	in->p = nl + 1;
	in->line++;
}

/* Does the next line that is not blank hold c? */
int
rom_line_has(struct rom_in *in, int c)
{
	const char	*p = in->p, *nl;

	while (p < in->end && isspace((unsigned char)*p))
		p++;
	nl = memchr(p, '\n', in->end - p);
	if (nl == NULL)
		nl = in->end;
	return (memchr(p, c, nl - p) != NULL);
}

/*
 * Read up to max numbers on the rest of this line, stopping at anything
 * else (a comment); the rest of the line is skipped. Returns the count.
 */
int
rom_line_numbers(struct rom_in *in, long *out, int max)
{
	int	n = 0;

	while (n < max) {
		while (in->p < in->end && (*in->p == ' ' || *in->p == '\t' ||
		    *in->p == '\r'))
			in->p++;
		if (in->p >= in->end || !(isdigit((unsigned char)*in->p) ||
		    ((*in->p == '-' || *in->p == '+') && in->p + 1 < in->end &&
		    isdigit((unsigned char)in->p[1]))))
			break;
		if (rom_number(in, &out[n]) != 0)
			break;
		n++;
	}
	rom_eol(in);
	return (n);
}

/* Skip to the next line starting with '#' (after a problem). */
void
rom_resync(struct rom_in *in)
{
	if (in->err) {
		rom_note(in, IMPORT_BROKEN, in->errline, "%s; skipped to the "
		    "next '#'", in->msg);
		in->err = 0;
	}
	rom_eol(in);
	while (in->p < in->end && *in->p != '#')
		rom_eol(in);
}

/*
 * A section of '#vnum' entries up to '#0' (#MOBILES, #OBJECTS, #ROOMS,
 * #MOBPROGS): each read by read; a broken one is noted and skipped to the
 * next '#'.
 */
void
rom_read_records(struct rom_in *in, const char *section,
    void (*read)(struct rom_in *, int vnum, int line))
{
	int	vnum, line;

	for (;;) {
		if (rom_at_end(in)) {
			rom_fail(in, "%s is not closed with #0", section);
			rom_resync(in);
			return;
		}
		line = in->line;
		if (rom_letter(in) != '#')
			rom_fail(in, "'#<vnum>' was expected");
		rom_int(in, &vnum);
		if (in->err) {
			rom_resync(in);
			continue;
		}
		if (vnum == 0)
			return;
		read(in, vnum, line);
		if (in->err)
			rom_resync(in);
	}
}

/* Append a code point as UTF-8. */
static size_t
rom_utf8(char *out, unsigned int cp)
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return (1);
	}
	out[0] = (char)(0xc0 | (cp >> 6));
	out[1] = (char)(0x80 | (cp & 0x3f));
	return (2);
}

/*
 * Clean raw text: valid UTF-8 kept, other high bytes taken as Latin-1,
 * carriage returns and control characters (but tabs and, in a block,
 * newlines) dropped. A new string.
 */
static char *
rom_clean(const char *raw, int block)
{
	const unsigned char	*s = (const unsigned char *)raw;
	size_t			 len = strlen(raw), i, n, o = 0;
	char			*out = xmalloc(len * 2 + 1);

	for (i = 0; i < len; i += n) {
		n = 1;
		if (s[i] == '\n') {
			out[o++] = block ? '\n' : ' ';
		} else if (s[i] == '\t') {
			out[o++] = block ? '\t' : ' ';
		} else if (s[i] < 0x20 || s[i] == 0x7f) {
			continue;
		} else if (s[i] < 0x80) {
			out[o++] = (char)s[i];
		} else if ((n = text_utf8_len(s + i, len - i)) != 0) {
			memcpy(out + o, s + i, n);
			o += n;
		} else {
			n = 1;
			if (s[i] >= 0xa0)
				o += rom_utf8(out + o, s[i]);
		}
	}
	out[o] = '\0';
	return (out);
}

/* Length of at most max bytes of s, not cutting a UTF-8 sequence. */
static size_t
rom_cut(const char *s, size_t len, size_t max)
{
	if (len <= max)
		return (len);
	while (max > 0 && ((unsigned char)s[max] & 0xc0) == 0x80)
		max--;
	return (max);
}

/*
 * A text block as the native format holds it: lines ended by newlines,
 * trailing space trimmed, blank lines at both ends dropped, no line that
 * the reader would take for the end ('~', 'end'), none too long, at most
 * AREA_TEXT_MAX bytes in all. NULL if nothing is left.
 */
char *
rom_text_block(const char *raw)
{
	char	*c = rom_clean(raw, 1), *line, *next, *out;
	size_t	 o = 0, len, n, cap;
	int	 blank = 0;

	cap = strlen(c) * 2 + 16;
	out = xmalloc(cap);
	for (line = c; line != NULL; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		len = strlen(line);
		while (len > 0 && (line[len - 1] == ' ' ||
		    line[len - 1] == '\t'))
			len--;
		line[len] = '\0';
		if (len == 0) {
			blank += o > 0;
			continue;
		}
		for (; blank > 0; blank--) {
			if (o + 1 < 32000)
				out[o++] = '\n';
		}
		if (strcmp(line, "~") == 0 || strcmp(line, "end") == 0) {
			memmove(line + 1, line, len + 1);
			line[0] = ' ';
			len++;
		}
		while (len > 0) {
			n = rom_cut(line, len, 2000);
			if (o + n + 1 >= 32000)
				break;
			memcpy(out + o, line, n);
			o += n;
			out[o++] = '\n';
			line += n;
			len -= n;
		}
	}
	out[o] = '\0';
	free(c);
	if (o == 0) {
		free(out);
		return (NULL);
	}
	return (out);
}

/* A one-line field: newlines as spaces, spaces squeezed; NULL if empty. */
char *
rom_text_line(const char *raw)
{
	char	*c = rom_clean(raw, 0), *s, *d;
	size_t	 len;
	int	 words;

	for (s = d = c; *s != '\0'; s++) {
		if (*s == ' ' && (d == c || d[-1] == ' '))
			continue;
		*d++ = *s;
	}
	while (d > c && d[-1] == ' ')
		d--;
	*d = '\0';
	/* A keyword line holds at most 64 words: keep 48 of the text. */
	for (s = c, words = 0; *s != '\0'; s++) {
		if (*s == ' ' && ++words == ROM_LINE_WORDS) {
			*s = '\0';
			break;
		}
	}
	len = rom_cut(c, strlen(c), ROM_LINE_MAX);
	while (len > 0 && c[len - 1] == ' ')
		len--;
	c[len] = '\0';
	if (len == 0) {
		free(c);
		return (NULL);
	}
	return (c);
}
