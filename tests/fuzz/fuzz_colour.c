/*
 * fuzz_colour.c: libFuzzer harness for colour markup and wrapping.
 *
 * Byte 0 of the input is the wrap width (0 means none); the rest is markup.
 * It is rendered in every mode, and each rendering wrapped. The harness
 * checks what the module promises: escaped text renders as itself, the
 * lengths reported are right, colours (foreground and background) go out
 * only as sequences the mode sends, wrapping only adds or drops spaces and
 * newlines and keeps every line within the width.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "colour.h"

/* Stop the fuzzer on a broken promise. */
static void
fuzz_check(int ok)
{
	if (!ok)
		abort();
}

/* How many times byte c occurs in s. */
static size_t
fuzz_count(const char *s, size_t len, char c)
{
	size_t	i, n = 0;

	for (i = 0; i < len; i++)
		n += s[i] == c;
	return (n);
}

/* Length of an escape sequence at s, by the same rule as the module. */
static size_t
fuzz_esc_len(const uint8_t *s, size_t len)
{
	size_t	n = 2;

	if (len < 2 || s[1] != '[')
		return (1);
	while (n < len && s[n] >= 0x20 && s[n] <= 0x3f)
		n++;
	if (n < len && s[n] >= 0x40 && s[n] <= 0x7e)
		n++;
	/* An MXP tag right after its secure-line mark is part of it. */
	if (n < len && s[n - 1] == 'z' && s[n] == '<') {
		while (n < len && s[n] != '>' && s[n] != '\n')
			n++;
		if (n < len && s[n] == '>')
			n++;
	}
	return (n);
}

/*
 * Check no line is wider than width, counting each byte that starts a
 * character (so at most the module's count) outside escape sequences.
 */
static void
fuzz_check_width(const char *out, size_t len, unsigned int width)
{
	const uint8_t	*u = (const uint8_t *)out;
	size_t		 i = 0, col = 0;

	while (i < len) {
		if (u[i] == '\n') {
			col = 0;
			i++;
		} else if (u[i] == '\033')
			i += fuzz_esc_len(u + i, len - i);
		else {
			if (u[i] >= 0x20 && u[i] != 0x7f &&
			    (u[i] & 0xc0) != 0x80)
				col++;
			i++;
		}
		fuzz_check(col <= width);
	}
}

/* Does a equal b once spaces and newlines are taken out of both? */
static int
fuzz_same_but_spaces(const char *a, size_t alen, const char *b, size_t blen)
{
	size_t	i = 0, j = 0;

	for (;;) {
		while (i < alen && (a[i] == ' ' || a[i] == '\n'))
			i++;
		while (j < blen && (b[j] == ' ' || b[j] == '\n'))
			j++;
		if (i == alen || j == blen)
			return (i == alen && j == blen);
		if (a[i++] != b[j++])
			return (0);
	}
}

/* A number of an SGR sequence at s[*i], at most 255; -1 if none. */
static int
fuzz_sgr_number(const char *s, size_t len, size_t *i)
{
	int	n = 0, digits = 0;

	while (*i < len && s[*i] >= '0' && s[*i] <= '9' && digits < 4) {
		n = n * 10 + (s[*i] - '0');
		(*i)++;
		digits++;
	}
	return (digits == 0 || n > 255 ? -1 : n);
}

/*
 * Are the escape sequences of a rendering (of markup without ESC) those
 * mode sends: ESC[...m with a reset, bold, one foreground (3x, or 38;5;N
 * from 256 colours, 38;2;r;g;b in true colour) and one background (4x,
 * 10x, 48;5;N, 48;2;r;g;b), each at most once?
 */
static int
fuzz_sgr_ok(const char *s, size_t len, enum colour_mode mode)
{
	size_t	i = 0;
	int	p, fg, bg, k, n;

	while (i < len) {
		if (s[i++] != '\033')
			continue;
		if (i >= len || s[i++] != '[')
			return (0);
		fg = bg = 0;
		for (;;) {
			if ((p = fuzz_sgr_number(s, len, &i)) < 0)
				return (0);
			if ((p >= 30 && p <= 38) || (p >= 40 && p <= 48) ||
			    (p >= 100 && p <= 107)) {
				if (p < 40 ? fg++ : bg++)
					return (0);
			} else if (p != 0 && p != 1)
				return (0);
			if (p == 38 || p == 48) {
				if (i >= len || s[i++] != ';' || (n =
				    fuzz_sgr_number(s, len, &i)) < 0)
					return (0);
				if ((n != 5 || mode == COLOUR_ANSI16) &&
				    (n != 2 || mode != COLOUR_TRUE))
					return (0);
				for (k = 0; k < (n == 5 ? 1 : 3); k++) {
					if (i >= len || s[i++] != ';' ||
					    fuzz_sgr_number(s, len, &i) < 0)
						return (0);
				}
			}
			if (i >= len)
				return (0);
			if (s[i] == 'm') {
				i++;
				break;
			}
			if (s[i++] != ';')
				return (0);
		}
	}
	return (1);
}

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Render, escape and wrap one input. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum colour_mode	 modes[] = {
		COLOUR_NONE, COLOUR_ANSI16, COLOUR_ANSI256, COLOUR_TRUE
	};
	const char			*in;
	char				*out, *wrapped, *str, *esc;
	size_t				 len, outlen, wlen, m;
	unsigned int			 width;

	if (size < 1)
		return (0);
	width = data[0];
	in = (const char *)data + 1;
	len = size - 1;

	for (m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		out = colour_render(in, len, modes[m], &outlen);
		fuzz_check(out[outlen] == '\0');
		if (modes[m] == COLOUR_NONE) {
			fuzz_check(outlen <= len);
			fuzz_check(fuzz_count(out, outlen, '\033') ==
			    fuzz_count(in, len, '\033'));
		}
		/* Colours, foreground and background, as the mode sends. */
		if (memchr(in, '\033', len) == NULL)
			fuzz_check(fuzz_sgr_ok(out, outlen, modes[m]));

		wrapped = colour_wrap(out, outlen, width, &wlen);
		fuzz_check(wrapped[wlen] == '\0');
		fuzz_check(fuzz_same_but_spaces(out, outlen, wrapped, wlen));
		if (width == 0)
			fuzz_check(wlen == outlen &&
			    memcmp(out, wrapped, outlen) == 0);
		else
			fuzz_check_width(wrapped, wlen, width);
		free(wrapped);
		free(out);
	}

	/* Escaped text renders as itself in every mode. */
	str = malloc(len + 1);
	memcpy(str, in, len);
	str[len] = '\0';
	len = strlen(str);
	esc = colour_escape(str);
	for (m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		out = colour_render(esc, strlen(esc), modes[m], &outlen);
		fuzz_check(outlen == len && memcmp(out, str, len) == 0);
		free(out);
	}
	fuzz_check(colour_strlen(esc) <= len);
	fuzz_check(colour_strlen(str) <= len);
	free(esc);
	free(str);
	return (0);
}
