/* text.h: small string helpers used across the server. */
#ifndef MUD_TEXT_H
#define MUD_TEXT_H

#include <stddef.h>

/* Copy with truncation, always terminated; returns strlen(src). */
size_t	text_strlcpy(char *dst, const char *src, size_t size);
/*
 * Clean a line typed by a player in place: backspace and DEL erase the
 * previous character, other control characters, invalid UTF-8 and
 * invisible formatting (text_invisible) are dropped, leading space is
 * trimmed. Trailing space is kept for the layer above to judge (a prompt
 * may end in one; a name or a password never does). Returns the new
 * length.
 */
size_t	text_sanitize(char *s, size_t len);
/* The same, keeping leading space (a line of a text being written). */
size_t	text_sanitize_line(char *s, size_t len);
/* Trim trailing spaces in place; returns the new length. */
size_t	text_trim_end(char *s);
/* Like text_sanitize for a block of text: newlines are kept. */
size_t	text_sanitize_block(char *s, size_t len);
/* Is this code point a direction override, zero-width or tag character? */
int	text_invisible(unsigned int cp);
/* Length of the valid UTF-8 sequence at s (1-4), or 0 if invalid. */
size_t	text_utf8_len(const unsigned char *s, size_t avail);
/* Case-insensitive prefix test: is s a prefix of word (s non-empty)? */
int	text_prefix(const char *s, const char *word);
/*
 * A text wrapped by hand, as paragraphs: the line breaks inside each
 * paragraph become spaces, for a client's width to wrap it anew. A
 * blank line, or one that begins with a blank, is kept as written, and
 * so is the line break that ends the text. A new string.
 */
char	*text_reflow(const char *s);
/* Is word a prefix of one of the space-separated keywords? */
int	text_keyword_match(const char *keywords, const char *word);
/*
 * Parse "2.sword" into 2 and "sword"; "all" and "all.x" give -1.
 * Returns the number (1 when none was given) and points *word at the rest.
 */
int	text_number_arg(char *arg, char **word);
/* Split off the first word of *line (lowercase not applied); advance. */
char	*text_first_word(char **line);
/*
 * s with its first letter in capitals, to start a sentence ("a bag holds"
 * -> "A bag holds"): in one of four static buffers, so up to four may be
 * used in one call; cut at 255 bytes.
 */
const char	*text_cap(const char *s);
/* "a" or "an" before word (by its first letter: "an elf", "a dwarf"). */
const char	*text_article(const char *word);
/* len bytes as lowercase hex digits, NUL-terminated (the caller frees). */
char	*text_hex(const void *, size_t len);
/*
 * Hex digits back to bytes: into a new buffer (*out, NUL-terminated for
 * convenience, the caller frees) of *len bytes; -1 on an odd length or a
 * character that is not a hex digit.
 */
int	text_unhex(const char *, unsigned char **out, size_t *len);

#endif
