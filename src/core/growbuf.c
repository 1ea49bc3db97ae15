/*
 * growbuf.c: a byte buffer that doubles as it is appended to and is kept
 * NUL-terminated, for output built piece by piece (an area file, a
 * metrics page, a colour rendering, a Lua script made by an importer).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "growbuf.h"
#include "log.h"
#include "xmalloc.h"

/* Make room for more bytes (and the NUL after them). */
void
growbuf_reserve(struct growbuf *b, size_t more)
{
	if (more > SIZE_MAX - b->len - 1)
		fatalx("growbuf: %zu more bytes after %zu overflows", more,
		    b->len);
	b->data = xgrow(b->data, &b->cap, b->len + more + 1, 1);
}

/* Append a string. */
void
growbuf_puts(struct growbuf *b, const char *s)
{
	growbuf_add(b, s, strlen(s));
}

/* Append a byte. */
void
growbuf_addc(struct growbuf *b, char c)
{
	growbuf_add(b, &c, 1);
}

/* Append formatted text. */
void
growbuf_vprintf(struct growbuf *b, const char *fmt, va_list ap)
{
	va_list	 ap2;
	int	 n;

	va_copy(ap2, ap);
	n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		return;
	growbuf_reserve(b, (size_t)n);
	vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

/* Append formatted text. */
void
growbuf_printf(struct growbuf *b, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	growbuf_vprintf(b, fmt, ap);
	va_end(ap);
}

/*
 * The bytes, NUL-terminated, for the caller to free; the buffer is empty
 * again. An empty buffer gives "".
 */
char *
growbuf_take(struct growbuf *b, size_t *len)
{
	char	*s;

	if (b->data == NULL)
		growbuf_reserve(b, 0);
	b->data[b->len] = '\0';
	s = b->data;
	if (len != NULL)
		*len = b->len;
	memset(b, 0, sizeof *b);
	return (s);
}

/* Free the bytes; the buffer is empty again. */
void
growbuf_free(struct growbuf *b)
{
	free(b->data);
	memset(b, 0, sizeof *b);
}
