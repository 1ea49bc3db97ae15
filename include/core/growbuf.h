/* growbuf.h: a byte buffer that grows as it is appended to. */
#ifndef MUD_GROWBUF_H
#define MUD_GROWBUF_H

#include <stdarg.h>
#include <stddef.h>
#include <string.h>

/*
 * All zeroes is an empty buffer. Once anything is added, data holds len
 * bytes followed by a NUL (not counted), so text can be read as a string.
 */
struct growbuf {
	char	*data;
	size_t	 len;
	size_t	 cap;
};

void	 growbuf_reserve(struct growbuf *, size_t more);
void	 growbuf_puts(struct growbuf *, const char *);
void	 growbuf_addc(struct growbuf *, char);
void	 growbuf_printf(struct growbuf *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
void	 growbuf_vprintf(struct growbuf *, const char *, va_list)
	    __attribute__((format(printf, 2, 0)));
char	*growbuf_take(struct growbuf *, size_t *len);
void	 growbuf_free(struct growbuf *);

/* Append n bytes (inline: output is built a byte at a time). */
static inline void
growbuf_add(struct growbuf *b, const void *p, size_t n)
{
	if (b->data == NULL || n >= b->cap - b->len)
		growbuf_reserve(b, n);
	if (n != 0)
		memcpy(b->data + b->len, p, n);
	b->len += n;
	b->data[b->len] = '\0';
}

#endif
