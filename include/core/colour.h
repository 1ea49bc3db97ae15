/* colour.h: colour markup, its rendering, and word wrapping. */
#ifndef MUD_COLOUR_H
#define MUD_COLOUR_H

#include <stddef.h>

struct growbuf;

/*
 * The markup: {r {g {y {b {m {c {w red to white, {D dark grey, {R {G {Y {B
 * {M {C {W the bright variants, {=NNN an xterm-256 foreground (exactly three
 * digits, 000 to 255), {#rrggbb a 24-bit foreground (exactly six hex
 * digits, either case), {& before any of these a background ({&b, {&B,
 * {&=NNN, {&#rrggbb), {x reset (text colour and background), {{ a literal
 * {. Anything else after a { (including a bad {=, {# or {&) is not markup
 * and is left as it is, visible. A text colour keeps the background and a
 * background keeps the text colour.
 */

/* How much colour the client can show. */
enum colour_mode {
	COLOUR_NONE,
	COLOUR_ANSI16,
	COLOUR_ANSI256,
	COLOUR_TRUE		/* 24-bit: ESC[38;2;r;g;bm */
};

/*
 * MXP markup: {[tag{] is an MXP tag (without its < >), for a client that
 * speaks MXP: a mode with COLOUR_MXP or'ed in renders it as ESC[1z<tag>
 * (a secure line, from there on) and escapes < > & " in all other text
 * (&lt; &gt; &amp; &quot;), so that no text can be taken for a tag.
 * Without COLOUR_MXP the tag is dropped and the text left as it is. A tag
 * must hold no { and no newline; one without its {] is not markup.
 */
#define COLOUR_MXP	0x100

/*
 * Render len bytes of markup for a client. Other text (UTF-8, NUL bytes) is
 * copied unchanged. COLOUR_NONE drops all markup but {{, which becomes {.
 * COLOUR_ANSI16 maps {=NNN (16-255) and {#rrggbb to the nearest of the 16
 * colours, bright black (dark grey) where that would be black (text in
 * black is invisible on a black background; {=000 stays black);
 * COLOUR_ANSI256 sends {=NNN as ESC[0;38;5;NNNm and {#rrggbb as the
 * nearest xterm-256 colour; COLOUR_TRUE sends {#rrggbb as
 * ESC[0;38;2;r;g;bm. Every colour sequence starts with a reset so
 * none depends on the one before (a bright one of the 16 with bold,
 * ESC[1;31m); with a background, or just after one, the sequence is the
 * reset, the text colour and the background: ESC[0;1;37;44m (4x, 10x for
 * the bright 16, 48;5;N, 48;2;r;g;b). A code for the colour already in force
 * sends nothing, and a colour still in force at the end is reset so it
 * cannot bleed into what follows. Returns a new string, NUL-terminated, and
 * its length in *outlen (if not NULL).
 */
char	*colour_render(const char *in, size_t len, enum colour_mode mode,
	    size_t *outlen);
/* The same, appended to b (kept NUL-terminated). */
void	 colour_render_into(struct growbuf *b, const char *in, size_t len,
	    enum colour_mode mode);
/*
 * Text rendered for a client without MXP, as one with MXP must get it:
 * every < > & " as &lt; &gt; &amp; &quot; (the rest as it is). Returns a
 * new string, NUL-terminated, and its length in *outlen (if not NULL).
 */
char	*colour_mxp_escape(const char *in, size_t len, size_t *outlen);
/*
 * Make text typed by a player safe to show to others: every { is doubled, so
 * that rendering the result shows exactly the original. Returns a new
 * string.
 */
char	*colour_escape(const char *in);
/* The nearest xterm-256 colour (16-255) to 0xrrggbb. */
int	 colour_nearest256(int rgb);
/*
 * Visible width in columns of marked-up text: markup and escape sequences
 * count 0, {{ and each UTF-8 character (or invalid byte) count 1, other
 * control characters 0.
 */
size_t	 colour_strlen(const char *in);
/*
 * Wrap rendered text (which may hold ESC[...m sequences, UTF-8 and
 * newlines) to width columns. Lines break at spaces, and the spaces at a
 * break are dropped; never inside an escape sequence or a UTF-8 character.
 * A word wider than a line is split. Newlines in the text are kept. A line
 * that starts with spaces keeps them, and its continuation lines are
 * indented as far (at most half the width). Width 0 means no wrapping.
 * Returns a new string, NUL-terminated, and its length in *outlen (if not
 * NULL).
 */
char	*colour_wrap(const char *in, size_t len, unsigned int width,
	    size_t *outlen);
/*
 * The same for text rendered for an MXP client: an entity ("&lt;",
 * "&amp;") is the one column the client shows, never cut.
 */
char	*colour_wrap_mxp(const char *in, size_t len, unsigned int width,
	    size_t *outlen);

#endif
