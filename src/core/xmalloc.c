/* xmalloc.c: allocation that aborts on out-of-memory. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "log.h"
#include "xmalloc.h"

/* Allocate size bytes or die. */
void *
xmalloc(size_t size)
{
	void	*p;

	if (size == 0)
		size = 1;
	if ((p = malloc(size)) == NULL)
		fatal("xmalloc %zu bytes", size);
	return (p);
}

/* Allocate a zeroed array or die. */
void *
xcalloc(size_t n, size_t size)
{
	void	*p;

	if (n == 0 || size == 0)
		n = size = 1;
	if ((p = calloc(n, size)) == NULL)
		fatal("xcalloc %zu x %zu bytes", n, size);
	return (p);
}

/* Resize or die. */
void *
xrealloc(void *ptr, size_t size)
{
	return (xreallocarray(ptr, 1, size));
}

/* Resize an array, checking the multiplication, or die. */
void *
xreallocarray(void *ptr, size_t n, size_t size)
{
	void	*p;

	if (size != 0 && n > SIZE_MAX / size)
		fatalx("xreallocarray: %zu x %zu overflows", n, size);
	if (n * size == 0)
		n = size = 1;
	if ((p = realloc(ptr, n * size)) == NULL)
		fatal("xreallocarray %zu x %zu bytes", n, size);
	return (p);
}

/*
 * Make an array of *cap elements of size bytes hold at least need: the
 * same pointer if it does, else one with the capacity doubled (from 8)
 * until it does, *cap updated. Dies rather than overflow a size_t.
 */
void *
xgrow(void *ptr, size_t *cap, size_t need, size_t size)
{
	size_t	n;

	if (need <= *cap)
		return (ptr);
	/* A first allocation takes what is needed at once. */
	n = *cap == 0 ? (need < 8 ? 8 : need) : *cap;
	while (n < need)
		n = n > SIZE_MAX / 2 ? need : n * 2;
	if (size != 0 && n > SIZE_MAX / size)
		fatalx("xgrow: %zu x %zu overflows", need, size);
	ptr = xreallocarray(ptr, n, size);
	*cap = n;
	return (ptr);
}

/*
 * Make room for element n of an array whose capacity follows from its
 * count alone: 4 to start with, doubled whenever the count reaches a power
 * of two past that (so an array that only grows needs no capacity field).
 */
void *
xgrow_count(void *ptr, size_t n, size_t size)
{
	if (n == 0)
		return (xreallocarray(ptr, 4, size));
	if (n >= 4 && (n & (n - 1)) == 0) {
		if (n > SIZE_MAX / 2)
			fatalx("xgrow_count: %zu x 2 overflows", n);
		return (xreallocarray(ptr, n * 2, size));
	}
	return (ptr);
}

/* Copy a string or die. */
char *
xstrdup(const char *s)
{
	char	*p;

	if ((p = strdup(s)) == NULL)
		fatal("xstrdup");
	return (p);
}

/* Copy at most n bytes of a string or die. */
char *
xstrndup(const char *s, size_t n)
{
	char	*p;

	if ((p = strndup(s, n)) == NULL)
		fatal("xstrndup");
	return (p);
}

/* Format into a new string or die. */
int
xvasprintf(char **ret, const char *fmt, va_list ap)
{
	int	i;

	if ((i = vasprintf(ret, fmt, ap)) == -1)
		fatal("xvasprintf");
	return (i);
}

/* Format into a new string or die. */
int
xasprintf(char **ret, const char *fmt, ...)
{
	va_list	ap;
	int	i;

	va_start(ap, fmt);
	i = xvasprintf(ret, fmt, ap);
	va_end(ap);
	return (i);
}
