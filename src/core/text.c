/* text.c: small string helpers used across the server. */
#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "text.h"
#include "xmalloc.h"

/* Copy with truncation, always terminated. */
size_t
text_strlcpy(char *dst, const char *src, size_t size)
{
	size_t	len = strlen(src);

	if (size != 0) {
		size_t	n = len >= size ? size - 1 : len;

		memcpy(dst, src, n);
		dst[n] = '\0';
	}
	return (len);
}

/* Length of the valid UTF-8 sequence at s, or 0. */
size_t
text_utf8_len(const unsigned char *s, size_t avail)
{
	size_t		n, i;
	unsigned int	cp;

	if (avail == 0)
		return (0);
	if (s[0] < 0x80)
		return (1);
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		n = 2;
		cp = s[0] & 0x1f;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		n = 3;
		cp = s[0] & 0x0f;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		n = 4;
		cp = s[0] & 0x07;
	} else
		return (0);
	if (avail < n)
		return (0);
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return (0);
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
	    cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
		return (0);
	if (cp >= 0x80 && cp < 0xa0)
		return (0);	/* C1 control codes */
	return (n);
}

/* The code point of the valid n-byte UTF-8 sequence at s. */
static unsigned int
text_utf8_decode(const unsigned char *s, size_t n)
{
	unsigned int	cp;
	size_t		i;

	if (n == 1)
		return (s[0]);
	cp = s[0] & (n == 2 ? 0x1f : n == 3 ? 0x0f : 0x07);
	for (i = 1; i < n; i++)
		cp = (cp << 6) | (s[i] & 0x3f);
	return (cp);
}

/*
 * Is this code point invisible formatting that one player could use to
 * disguise text on another's screen: direction overrides and isolates
 * (which reorder what follows), zero-width characters and tag characters?
 */
int
text_invisible(unsigned int cp)
{
	return (cp == 0x061c ||			/* Arabic letter mark */
	    cp == 0x180e ||			/* Mongolian vowel separator */
	    (cp >= 0x200b && cp <= 0x200f) ||	/* zero width, LRM, RLM */
	    (cp >= 0x202a && cp <= 0x202e) ||	/* embeddings, overrides */
	    (cp >= 0x2060 && cp <= 0x2064) ||	/* word joiner, invisibles */
	    (cp >= 0x2066 && cp <= 0x206f) ||	/* isolates, deprecated */
	    cp == 0xfeff ||			/* zero width no-break space */
	    (cp >= 0xfff9 && cp <= 0xfffb) ||	/* interlinear annotation */
	    (cp >= 0xe0000 && cp <= 0xe007f));	/* tags */
}

/*
 * Length of the character at s that text may keep: valid UTF-8 that is
 * not invisible formatting. 0 means drop one byte; *skip is then how many
 * bytes to drop in all.
 */
static size_t
text_keep_len(const unsigned char *s, size_t avail, size_t *skip)
{
	size_t	n;

	*skip = 1;
	if ((n = text_utf8_len(s, avail)) == 0)
		return (0);
	if (n > 1 && text_invisible(text_utf8_decode(s, n))) {
		*skip = n;
		return (0);
	}
	return (n);
}

/* Clean a typed line in place. */
size_t
text_sanitize_line(char *s, size_t len)
{
	unsigned char	*u = (unsigned char *)s;
	size_t		 in = 0, out = 0, n, skip;

	while (in < len) {
		if (u[in] == '\b' || u[in] == 0x7f) {
			/* Erase the previous character, whole if UTF-8. */
			while (out > 0 && (u[out - 1] & 0xc0) == 0x80)
				out--;
			if (out > 0)
				out--;
			in++;
			continue;
		}
		if (u[in] == '\t') {
			u[out++] = ' ';
			in++;
			continue;
		}
		if (u[in] < 0x20) {
			in++;
			continue;
		}
		if ((n = text_keep_len(u + in, len - in, &skip)) == 0) {
			in += skip;
			continue;
		}
		memmove(u + out, u + in, n);
		out += n;
		in += n;
	}
	u[out] = '\0';
	return (out);
}

size_t
text_sanitize(char *s, size_t len)
{
	size_t	out = text_sanitize_line(s, len), start;

	for (start = 0; start < out && s[start] == ' '; start++)
		;
	memmove(s, s + start, out - start);
	out -= start;
	s[out] = '\0';
	return (out);
}

size_t
text_trim_end(char *s)
{
	size_t	len = strlen(s);

	while (len > 0 && s[len - 1] == ' ')
		s[--len] = '\0';
	return (len);
}

/* Is s a non-empty case-insensitive prefix of word? */
int
text_prefix(const char *s, const char *word)
{
	size_t	len = strlen(s);

	return (len != 0 && strncasecmp(s, word, len) == 0);
}

char *
text_reflow(const char *s)
{
	size_t	 len = strlen(s), i, o = 0;
	char	*out = xmalloc(len + 1), next;

	for (i = 0; i < len; i++) {
		next = s[i + 1];
		/* A break between two lines of one paragraph: a space. */
		if (s[i] == '\n' && o > 0 && out[o - 1] != '\n' &&
		    next != '\0' && next != '\n' && next != '\r' &&
		    next != ' ' && next != '\t') {
			if (out[o - 1] != ' ')
				out[o++] = ' ';
			continue;
		}
		if (s[i] == '\r' && next == '\n')
			continue;
		out[o++] = s[i];
	}
	out[o] = '\0';
	return (out);
}

/* Split off the first word of *line; *line then points past its spaces. */
char *
text_first_word(char **line)
{
	char	*p = *line, *word;

	while (*p == ' ')
		p++;
	word = p;
	while (*p != '\0' && *p != ' ')
		p++;
	if (*p != '\0')
		*p++ = '\0';
	while (*p == ' ')
		p++;
	*line = p;
	return (word);
}

/* Clean a block of text in place, keeping its newlines. */
size_t
text_sanitize_block(char *s, size_t len)
{
	unsigned char	*u = (unsigned char *)s;
	size_t		 in = 0, out = 0, n, skip;

	while (in < len) {
		if (u[in] == '\n' || u[in] == '\t') {
			u[out++] = u[in++];
			continue;
		}
		if (u[in] < 0x20 || u[in] == 0x7f) {
			in++;
			continue;
		}
		if ((n = text_keep_len(u + in, len - in, &skip)) == 0) {
			in += skip;
			continue;
		}
		memmove(u + out, u + in, n);
		out += n;
		in += n;
	}
	u[out] = '\0';
	return (out);
}

/* Is word a prefix of one of the keywords (case-insensitive)? */
int
text_keyword_match(const char *keywords, const char *word)
{
	const char	*p = keywords, *end;
	size_t		 wl = strlen(word);

	if (wl == 0)
		return (0);
	while (*p != '\0') {
		while (*p == ' ')
			p++;
		end = p;
		while (*end != '\0' && *end != ' ')
			end++;
		if ((size_t)(end - p) >= wl && strncasecmp(p, word, wl) == 0)
			return (1);
		p = end;
	}
	return (0);
}

/* Split "N.word" or "all.word"; returns N, or -1 for all. */
int
text_number_arg(char *arg, char **word)
{
	char	*dot = strchr(arg, '.'), *p;
	long	 n;

	if (strcasecmp(arg, "all") == 0) {
		*word = arg + 3;
		return (-1);
	}
	if (dot == NULL) {
		*word = arg;
		return (1);
	}
	*dot = '\0';
	*word = dot + 1;
	if (strcasecmp(arg, "all") == 0)
		return (-1);
	/* Digits only, 1 to INT_MAX: else the dot is part of the word. */
	n = 0;
	for (p = arg; *p >= '0' && *p <= '9' && n <= INT_MAX; p++)
		n = n * 10 + (*p - '0');
	if (p == arg || *p != '\0' || n < 1 || n > INT_MAX) {
		*dot = '.';
		*word = arg;
		return (1);
	}
	return ((int)n);
}

const char *
text_cap(const char *s)
{
	static char	 buf[4][256];
	static int	 slot;
	char		*b = buf[slot];
	size_t		 i;

	/* Names are short: a loop, not a block copy that costs to start. */
	slot = (slot + 1) % 4;
	for (i = 0; i < sizeof buf[0] - 1 && s[i] != '\0'; i++)
		b[i] = s[i];
	b[i] = '\0';
	if (b[0] >= 'a' && b[0] <= 'z')
		b[0] = (char)(b[0] - 'a' + 'A');
	return (b);
}

/* Bytes as lowercase hex. */
char *
text_hex(const void *buf, size_t len)
{
	static const char	 digits[] = "0123456789abcdef";
	const unsigned char	*p = buf;
	char			*out = xmalloc(2 * len + 1);
	size_t			 i;

	for (i = 0; i < len; i++) {
		out[2 * i] = digits[p[i] >> 4];
		out[2 * i + 1] = digits[p[i] & 0xf];
	}
	out[2 * len] = '\0';
	return (out);
}

static int
text_hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return (c - '0');
	if (c >= 'a' && c <= 'f')
		return (c - 'a' + 10);
	if (c >= 'A' && c <= 'F')
		return (c - 'A' + 10);
	return (-1);
}

/* Hex digits back to bytes; -1 if they are not hex. */
int
text_unhex(const char *s, unsigned char **out, size_t *len)
{
	size_t		 n = strlen(s), i;
	unsigned char	*b;
	int		 hi, lo;

	if (n % 2 != 0)
		return (-1);
	b = xmalloc(n / 2 + 1);
	for (i = 0; i < n / 2; i++) {
		hi = text_hex_digit(s[2 * i]);
		lo = text_hex_digit(s[2 * i + 1]);
		if (hi < 0 || lo < 0) {
			free(b);
			return (-1);
		}
		b[i] = (unsigned char)(hi << 4 | lo);
	}
	b[n / 2] = '\0';
	*out = b;
	*len = n / 2;
	return (0);
}

/*
 * The indefinite article before a word, by its first letter ("an elf",
 * "an armor", "a dwarf"). English has exceptions ("a unicorn", "an
 * hour") that a first letter cannot tell; the game's words have none.
 */
const char *
text_article(const char *word)
{
	return (word[0] != '\0' && strchr("aeiouAEIOU", word[0]) != NULL ?
	    "an" : "a");
}
