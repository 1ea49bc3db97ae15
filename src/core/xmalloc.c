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
