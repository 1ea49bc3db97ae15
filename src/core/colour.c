/* colour.c: colour markup, its rendering, and word wrapping. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "colour.h"
#include "growbuf.h"
#include "text.h"
#include "xmalloc.h"

/* What a piece of markup asks for. */
enum colour_code {
	COLOUR_CODE_NONE,	/* not markup: copy the { as text */
	COLOUR_CODE_BRACE,	/* {{: a literal { */
	COLOUR_CODE_RESET,	/* {x */
	COLOUR_CODE_BASE,	/* one of the 16 colours */
	COLOUR_CODE_XTERM,	/* {=NNN */
	COLOUR_CODE_MXP,	/* {[tag{] */
	COLOUR_CODE_RGB,	/* {#rrggbb */
	COLOUR_CODE_BG_BASE,	/* {&r: a background of the 16 */
	COLOUR_CODE_BG_XTERM,	/* {&=NNN */
	COLOUR_CODE_BG_RGB	/* {&#rrggbb */
};

/*
 * A colour in force while rendering, foreground or background: none, one
 * of the 16 (0-15, xterm numbering), an xterm-256 colour (kept apart from
 * the 16 because it is sent differently) or a 24-bit one.
 */
#define COLOUR_STATE_NONE	-1
#define COLOUR_STATE_XTERM	256
#define COLOUR_STATE_RGB	0x1000000	/* | 0xrrggbb */

/* The letters of the 16 colours, by xterm number; black has no letter. */
static const char colour_letters[16] = {
	'\0', 'r', 'g', 'y', 'b', 'm', 'c', 'w',
	'D', 'R', 'G', 'Y', 'B', 'M', 'C', 'W'
};

/* The xterm default palette for the 16 colours, to find the nearest. */
static const unsigned char colour_palette[16][3] = {
	{ 0, 0, 0 }, { 205, 0, 0 }, { 0, 205, 0 }, { 205, 205, 0 },
	{ 0, 0, 238 }, { 205, 0, 205 }, { 0, 205, 205 }, { 229, 229, 229 },
	{ 127, 127, 127 }, { 255, 0, 0 }, { 0, 255, 0 }, { 255, 255, 0 },
	{ 92, 92, 255 }, { 255, 0, 255 }, { 0, 255, 255 }, { 255, 255, 255 }
};

/* The six levels of each channel in the xterm 6x6x6 colour cube. */
static const unsigned char colour_cube[6] = { 0, 95, 135, 175, 215, 255 };

/* Start an empty buffer with room for about hint bytes. */
static void
colour_buf_init(struct growbuf *b, size_t hint)
{
	b->cap = hint + 16;
	b->data = xmalloc(b->cap);
	b->len = 0;
	b->data[0] = '\0';
}

/* Append n copies of byte c. */
static void
colour_buf_repeat(struct growbuf *b, char c, size_t n)
{
	while (n-- > 0)
		growbuf_add(b, &c, 1);
}

/* Hand the buffer's string to the caller. */
static char *
colour_buf_finish(struct growbuf *b, size_t *outlen)
{
	return (growbuf_take(b, outlen));
}

/* Parse the markup at in (in[0] is '{'): its kind, length and colour. */
static enum colour_code
colour_parse(const char *in, size_t len, size_t *used, int *colour)
{
	int	i, n;

	*used = 2;
	if (len < 2)
		return (COLOUR_CODE_NONE);
	if (in[1] == '{')
		return (COLOUR_CODE_BRACE);
	if (in[1] == 'x')
		return (COLOUR_CODE_RESET);
	if (in[1] == '&') {
		/* A background: {& then a colour as the foreground's. */
		if (len < 3 || in[2] == '&')
			return (COLOUR_CODE_NONE);
		switch (colour_parse(in + 1, len - 1, used, colour)) {
		case COLOUR_CODE_BASE:
			*used += 1;
			return (COLOUR_CODE_BG_BASE);
		case COLOUR_CODE_XTERM:
			*used += 1;
			return (COLOUR_CODE_BG_XTERM);
		case COLOUR_CODE_RGB:
			*used += 1;
			return (COLOUR_CODE_BG_RGB);
		default:
			*used = 2;
			return (COLOUR_CODE_NONE);
		}
	}
	if (in[1] == '[') {
		/*
		 * Up to its {]; a {, a control byte or an angle bracket
		 * before it: not a tag (what a tag holds goes out as it is).
		 */
		for (i = 2; (size_t)i + 1 < len; i++) {
			if ((unsigned char)in[i] < 0x20 || in[i] == 0x7f ||
			    in[i] == '<' || in[i] == '>' ||
			    (in[i] == '{' && in[i + 1] != ']'))
				return (COLOUR_CODE_NONE);
			if (in[i] == '{') {
				*used = (size_t)i + 2;
				return (COLOUR_CODE_MXP);
			}
		}
		return (COLOUR_CODE_NONE);
	}
	if (in[1] == '#') {
		if (len < 8)
			return (COLOUR_CODE_NONE);
		n = 0;
		for (i = 2; i < 8; i++) {
			if (in[i] >= '0' && in[i] <= '9')
				n = n * 16 + (in[i] - '0');
			else if (in[i] >= 'a' && in[i] <= 'f')
				n = n * 16 + (in[i] - 'a' + 10);
			else if (in[i] >= 'A' && in[i] <= 'F')
				n = n * 16 + (in[i] - 'A' + 10);
			else
				return (COLOUR_CODE_NONE);
		}
		*used = 8;
		*colour = n;
		return (COLOUR_CODE_RGB);
	}
	if (in[1] == '=') {
		if (len < 5)
			return (COLOUR_CODE_NONE);
		n = 0;
		for (i = 2; i < 5; i++) {
			if (in[i] < '0' || in[i] > '9')
				return (COLOUR_CODE_NONE);
			n = n * 10 + (in[i] - '0');
		}
		if (n > 255)
			return (COLOUR_CODE_NONE);
		*used = 5;
		*colour = n;
		return (COLOUR_CODE_XTERM);
	}
	for (i = 1; i < 16; i++) {
		if (in[1] == colour_letters[i]) {
			*colour = i;
			return (COLOUR_CODE_BASE);
		}
	}
	return (COLOUR_CODE_NONE);
}

/* The red, green and blue of an xterm-256 colour. */
static void
colour_rgb(int n, int rgb[3])
{
	int	i;

	if (n < 16) {
		for (i = 0; i < 3; i++)
			rgb[i] = colour_palette[n][i];
	} else if (n < 232) {
		n -= 16;
		rgb[0] = colour_cube[n / 36];
		rgb[1] = colour_cube[(n / 6) % 6];
		rgb[2] = colour_cube[n % 6];
	} else
		rgb[0] = rgb[1] = rgb[2] = 8 + (n - 232) * 10;
}

/* The nearest of the 16 colours to a red, green and blue. */
static int
colour_nearest16_rgb(const int rgb[3])
{
	int	best = 0, i, j, d, dist, best_dist = -1;

	for (i = 0; i < 16; i++) {
		dist = 0;
		for (j = 0; j < 3; j++) {
			d = rgb[j] - colour_palette[i][j];
			dist += d * d;
		}
		if (best_dist == -1 || dist < best_dist) {
			best = i;
			best_dist = dist;
		}
	}
	return (best);
}

/* The nearest of the 16 colours to an xterm-256 colour. */
static int
colour_nearest16(int n)
{
	int	rgb[3];

	if (n < 16)
		return (n);
	colour_rgb(n, rgb);
	return (colour_nearest16_rgb(rgb));
}

/* Squared distance between two colours. */
static int
colour_dist(const int a[3], const int b[3])
{
	int	i, d, dist = 0;

	for (i = 0; i < 3; i++) {
		d = a[i] - b[i];
		dist += d * d;
	}
	return (dist);
}

/*
 * The nearest xterm-256 colour to 0xrrggbb: the nearest of the 6x6x6
 * cube or of the 24 greys, whichever is closer (never the 16, which
 * terminals redefine).
 */
int
colour_nearest256(int rgbv)
{
	int	rgb[3], cube[3], grey[3], idx[3], i, j, g;

	rgb[0] = (rgbv >> 16) & 0xff;
	rgb[1] = (rgbv >> 8) & 0xff;
	rgb[2] = rgbv & 0xff;
	for (i = 0; i < 3; i++) {
		idx[i] = 0;
		for (j = 1; j < 6; j++) {
			if (abs(rgb[i] - colour_cube[j]) <
			    abs(rgb[i] - colour_cube[idx[i]]))
				idx[i] = j;
		}
		cube[i] = colour_cube[idx[i]];
	}
	g = ((rgb[0] + rgb[1] + rgb[2]) / 3 - 8 + 5) / 10;
	if (g < 0)
		g = 0;
	if (g > 23)
		g = 23;
	grey[0] = grey[1] = grey[2] = 8 + g * 10;
	if (colour_dist(rgb, grey) < colour_dist(rgb, cube))
		return (232 + g);
	return (16 + 36 * idx[0] + 6 * idx[1] + idx[2]);
}

/* The nearest of the 16 colours to 0xrrggbb. */
static int
colour_nearest16_of(int rgbv)
{
	int	rgb[3];

	rgb[0] = (rgbv >> 16) & 0xff;
	rgb[1] = (rgbv >> 8) & 0xff;
	rgb[2] = rgbv & 0xff;
	return (colour_nearest16_rgb(rgb));
}

/*
 * The nearest of the 16 colours for text: never black (0), invisible on
 * the black background of most terminals, but bright black (8), a dark
 * grey, instead.
 */
static int
colour_fg16(int nearest)
{
	return (nearest == 0 ? 8 : nearest);
}

/*
 * The parameters that set a colour state, foreground (base 30: 3x, 9x
 * bright, 38;...) or background (base 40: 4x, 10x bright, 48;...).
 */
static int
colour_params(char *p, size_t size, int state, int base)
{
	if (state >= COLOUR_STATE_RGB)
		return (snprintf(p, size, "%d;2;%d;%d;%d", base + 8,
		    (state >> 16) & 0xff, (state >> 8) & 0xff, state & 0xff));
	if (state >= COLOUR_STATE_XTERM)
		return (snprintf(p, size, "%d;5;%d", base + 8,
		    state - COLOUR_STATE_XTERM));
	if (state >= 8)
		return (snprintf(p, size, "%d", base + 60 + state % 8));
	return (snprintf(p, size, "%d", base + state % 8));
}

/*
 * Append the sequence that sets a foreground and a background (not both
 * none). A foreground alone goes as it always has (ESC[0;31m, ESC[1;31m
 * bright, ESC[0;38;5;Nm, ESC[0;38;2;r;g;bm); with a background, or just
 * after one, the sequence starts with a reset, then the foreground (bold
 * for a bright one of the 16), then the background.
 */
static void
colour_emit(struct growbuf *b, int fg, int bg, int had_bg)
{
	char	seq[64], p[32];
	size_t	n;

	if (bg == COLOUR_STATE_NONE && !had_bg) {
		if (fg >= COLOUR_STATE_XTERM) {
			colour_params(p, sizeof p, fg, 30);
			n = (size_t)snprintf(seq, sizeof seq, "\033[0;%sm", p);
		} else
			n = (size_t)snprintf(seq, sizeof seq, "\033[%d;3%dm",
			    fg >= 8, fg % 8);
		growbuf_add(b, seq, n);
		return;
	}
	growbuf_add(b, "\033[0", 3);
	if (fg != COLOUR_STATE_NONE) {
		if (fg < COLOUR_STATE_XTERM) {
			n = (size_t)snprintf(seq, sizeof seq, ";%s3%d",
			    fg >= 8 ? "1;" : "", fg % 8);
		} else {
			colour_params(p, sizeof p, fg, 30);
			n = (size_t)snprintf(seq, sizeof seq, ";%s", p);
		}
		growbuf_add(b, seq, n);
	}
	if (bg != COLOUR_STATE_NONE) {
		colour_params(p, sizeof p, bg, 40);
		n = (size_t)snprintf(seq, sizeof seq, ";%s", p);
		growbuf_add(b, seq, n);
	}
	growbuf_add(b, "m", 1);
}

/* Text for an MXP client: < > & " as entities, so none opens a tag. */
static void
colour_mxp_text(struct growbuf *b, const char *in, size_t n)
{
	size_t	i, start = 0;

	for (i = 0; i < n; i++) {
		switch (in[i]) {
		case '<':
		case '>':
		case '&':
		case '"':
			growbuf_add(b, in + start, i - start);
			growbuf_add(b, in[i] == '<' ? "&lt;" : in[i] == '>' ?
			    "&gt;" : in[i] == '&' ? "&amp;" : "&quot;",
			    in[i] == '<' || in[i] == '>' ? 4 : in[i] == '&' ?
			    5 : 6);
			start = i + 1;
			break;
		default:
			break;
		}
	}
	growbuf_add(b, in + start, n - start);
}

/*
 * The state a colour code (BASE, XTERM or RGB) asks for in a mode: as it
 * is where the client shows it, else the nearest it shows; in 16 colours
 * a foreground is never black, but a background may be.
 */
static int
colour_state(enum colour_code code, int colour, enum colour_mode mode,
    int fg)
{
	int	n;

	switch (code) {
	case COLOUR_CODE_XTERM:
		if (mode == COLOUR_ANSI256 || mode == COLOUR_TRUE)
			return (COLOUR_STATE_XTERM + colour);
		if (colour < 16)
			return (colour);
		n = colour_nearest16(colour);
		break;
	case COLOUR_CODE_RGB:
		if (mode == COLOUR_TRUE)
			return (COLOUR_STATE_RGB | colour);
		if (mode == COLOUR_ANSI256)
			return (COLOUR_STATE_XTERM + colour_nearest256(colour));
		n = colour_nearest16_of(colour);
		break;
	default:
		return (colour);
	}
	return (fg ? colour_fg16(n) : n);
}

/* Render markup for a client. */
char *
colour_render(const char *in, size_t len, enum colour_mode mode,
    size_t *outlen)
{
	struct growbuf	b;

	colour_buf_init(&b, len);
	colour_render_into(&b, in, len, mode);
	return (colour_buf_finish(&b, outlen));
}

/* Render markup for a client onto the end of b. */
void
colour_render_into(struct growbuf *bp, const char *in, size_t len,
    enum colour_mode mode)
{
	struct growbuf	 b = *bp;
	enum colour_code	 code;
	size_t			 i = 0, start, used;
	int			 fg = COLOUR_STATE_NONE, bg = COLOUR_STATE_NONE;
	int			 want_fg = COLOUR_STATE_NONE, colour = 0;
	int			 want_bg = COLOUR_STATE_NONE;
	int			 mxp = (mode & COLOUR_MXP) != 0;

	mode = (enum colour_mode)(mode & ~COLOUR_MXP);
	growbuf_reserve(&b, len + 15);
	b.data[b.len] = '\0';		/* even if nothing is added */
	while (i < len) {
		start = i;
		while (i < len && in[i] != '{')
			i++;
		if (mxp)
			colour_mxp_text(&b, in + start, i - start);
		else
			growbuf_add(&b, in + start, i - start);
		if (i == len)
			break;

		code = colour_parse(in + i, len - i, &used, &colour);
		switch (code) {
		case COLOUR_CODE_NONE:
			growbuf_add(&b, in + i, 1);
			i++;
			continue;
		case COLOUR_CODE_BRACE:
			growbuf_add(&b, "{", 1);
			i += used;
			continue;
		case COLOUR_CODE_MXP:
			if (mxp) {
				growbuf_add(&b, "\033[1z<", 5);
				growbuf_add(&b, in + i + 2, used - 4);
				growbuf_add(&b, ">", 1);
			}
			i += used;
			continue;
		case COLOUR_CODE_RESET:
			want_fg = want_bg = COLOUR_STATE_NONE;
			break;
		case COLOUR_CODE_BASE:
		case COLOUR_CODE_XTERM:
		case COLOUR_CODE_RGB:
			want_fg = colour_state(code, colour, mode, 1);
			break;
		case COLOUR_CODE_BG_BASE:
			want_bg = colour;
			break;
		case COLOUR_CODE_BG_XTERM:
			want_bg = colour_state(COLOUR_CODE_XTERM, colour, mode,
			    0);
			break;
		case COLOUR_CODE_BG_RGB:
			want_bg = colour_state(COLOUR_CODE_RGB, colour, mode,
			    0);
			break;
		}
		i += used;
		if (mode == COLOUR_NONE || (want_fg == fg && want_bg == bg))
			continue;
		if (want_fg == COLOUR_STATE_NONE &&
		    want_bg == COLOUR_STATE_NONE)
			growbuf_add(&b, "\033[0m", 4);
		else
			colour_emit(&b, want_fg, want_bg,
			    bg != COLOUR_STATE_NONE);
		fg = want_fg;
		bg = want_bg;
	}
	if (fg != COLOUR_STATE_NONE || bg != COLOUR_STATE_NONE)
		growbuf_add(&b, "\033[0m", 4);
	*bp = b;
}

/* Text as an MXP client must get it: < > & " as entities. */
char *
colour_mxp_escape(const char *in, size_t len, size_t *outlen)
{
	struct growbuf	b;

	colour_buf_init(&b, len + len / 8);
	colour_mxp_text(&b, in, len);
	return (colour_buf_finish(&b, outlen));
}

/* Double every { so the text renders as itself. */
char *
colour_escape(const char *in)
{
	struct growbuf	 b;
	const char		*p;

	colour_buf_init(&b, strlen(in));
	while ((p = strchr(in, '{')) != NULL) {
		growbuf_add(&b, in, (size_t)(p - in) + 1);
		growbuf_add(&b, "{", 1);
		in = p + 1;
	}
	growbuf_add(&b, in, strlen(in));
	return (colour_buf_finish(&b, NULL));
}

/*
 * Length of the indivisible piece of rendered text at in, and its width in
 * columns: an escape sequence (width 0), a control character (0), a UTF-8
 * character (1), or one invalid byte (1). A broken UTF-8 sequence is kept
 * whole, so that wrapping never cuts one apart. For an MXP client (mxp)
 * an entity, "&lt;", is one character the client shows: width 1.
 */
static size_t
colour_atom(const char *in, size_t len, size_t *width, int mxp)
{
	const unsigned char	*u = (const unsigned char *)in;
	size_t			 n;

	if (mxp && u[0] == '&') {
		/* &name; or &#123;: at most 10 bytes, never cut. */
		for (n = 1; n < len && n < 10 && (isalnum(u[n]) ||
		    (n == 1 && u[n] == '#')); n++)
			;
		if (n > 1 && n < len && u[n] == ';') {
			*width = 1;
			return (n + 1);
		}
	}
	if (u[0] == '\033') {
		*width = 0;
		if (len < 2 || u[1] != '[')
			return (1);
		n = 2;
		while (n < len && u[n] >= 0x20 && u[n] <= 0x3f)
			n++;
		if (n < len && u[n] >= 0x40 && u[n] <= 0x7e)
			n++;
		/* An MXP tag after its secure-line mark: one, never cut. */
		if (n < len && u[n - 1] == 'z' && u[n] == '<') {
			while (n < len && u[n] != '>' && u[n] != '\n')
				n++;
			if (n < len && u[n] == '>')
				n++;
		}
		return (n);
	}
	if (u[0] < 0x20 || u[0] == 0x7f) {
		*width = 0;
		return (1);
	}
	*width = 1;
	if (u[0] < 0x80)
		return (1);
	n = text_utf8_len(u, len);
	if (n != 0)
		return (n);
	n = 1;
	if (u[0] >= 0xc0) {
		while (n < len && n < 4 && (u[n] & 0xc0) == 0x80)
			n++;
	}
	return (n);
}

/* Visible width of marked-up text. */
size_t
colour_strlen(const char *in)
{
	size_t	len = strlen(in), i = 0, n, width, total = 0;
	int	colour;

	while (i < len) {
		if (in[i] == '{') {
			switch (colour_parse(in + i, len - i, &n, &colour)) {
			case COLOUR_CODE_NONE:
				total++;
				i++;
				continue;
			case COLOUR_CODE_BRACE:
				total++;
				break;
			default:
				break;
			}
			i += n;
			continue;
		}
		i += colour_atom(in + i, len - i, &width, 0);
		total += width;
	}
	return (total);
}

/* End the output line and indent the next. */
static void
colour_wrap_break(struct growbuf *b, size_t hang, size_t *col)
{
	growbuf_add(b, "\n", 1);
	colour_buf_repeat(b, ' ', hang);
	*col = hang;
}

/*
 * Wrap one line (no newline in it) into b. The line's leading run of spaces
 * and escape sequences is kept, but no more than half the width of spaces,
 * and that many spaces indent each continuation line. After it come words
 * (runs of anything but spaces) with spaces between; a word that does not
 * fit goes to the next line, one wider than a line is split between atoms.
 */
static void
colour_wrap_line(struct growbuf *b, const char *in, size_t len,
    size_t width, int mxp)
{
	size_t	i = 0, n, w, hang, col = 0, lead = 0, spaces, start, ww;
	size_t	j;

	/* The indentation: count the spaces, keep the escapes. */
	for (j = 0; j < len; j += n) {
		if (in[j] == ' ') {
			n = 1;
			lead++;
			continue;
		}
		n = colour_atom(in + j, len - j, &w, mxp);
		if (w != 0)
			break;
	}
	hang = lead < width / 2 ? lead : width / 2;
	while (i < j) {
		if (in[i] == ' ') {
			if (col < hang) {
				growbuf_add(b, " ", 1);
				col++;
			}
			i++;
			continue;
		}
		n = colour_atom(in + i, len - i, &w, mxp);
		growbuf_add(b, in + i, n);
		i += n;
	}

	while (i < len) {
		for (spaces = 0; i < len && in[i] == ' '; i++)
			spaces++;
		if (i == len) {
			/* Trailing spaces: keep those that fit. */
			if (spaces > width - col)
				spaces = width - col;
			colour_buf_repeat(b, ' ', spaces);
			break;
		}

		/* Measure the word. */
		start = i;
		ww = 0;
		while (i < len && in[i] != ' ') {
			i += colour_atom(in + i, len - i, &w, mxp);
			ww += w;
		}

		if (col + spaces + ww <= width) {
			colour_buf_repeat(b, ' ', spaces);
			growbuf_add(b, in + start, i - start);
			col += spaces + ww;
			continue;
		}
		if (col != hang)
			colour_wrap_break(b, hang, &col);

		/* At the start of a line: split the word if it must be. */
		for (j = start; j < i; j += n) {
			n = colour_atom(in + j, i - j, &w, mxp);
			if (col + w > width)
				colour_wrap_break(b, hang, &col);
			growbuf_add(b, in + j, n);
			col += w;
		}
	}
}

/* Wrap rendered text to width columns; mxp: entities are one column. */
static char *
colour_wrap_text(const char *in, size_t len, unsigned int width, int mxp,
    size_t *outlen)
{
	struct growbuf	 b;
	const char		*nl;
	size_t			 i = 0, n;

	colour_buf_init(&b, len + len / 8);
	if (width == 0) {
		growbuf_add(&b, in, len);
		return (colour_buf_finish(&b, outlen));
	}
	while (i < len) {
		nl = memchr(in + i, '\n', len - i);
		n = nl == NULL ? len - i : (size_t)(nl - (in + i));
		colour_wrap_line(&b, in + i, n, width, mxp);
		i += n;
		if (i < len) {
			growbuf_add(&b, "\n", 1);
			i++;
		}
	}
	return (colour_buf_finish(&b, outlen));
}

/* Wrap rendered text to width columns. */
char *
colour_wrap(const char *in, size_t len, unsigned int width, size_t *outlen)
{
	return (colour_wrap_text(in, len, width, 0, outlen));
}

/* Wrap text rendered for an MXP client: "&lt;" is one column. */
char *
colour_wrap_mxp(const char *in, size_t len, unsigned int width,
    size_t *outlen)
{
	return (colour_wrap_text(in, len, width, 1, outlen));
}
