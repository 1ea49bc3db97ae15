/* xmalloc.h: allocation that aborts on out-of-memory, so callers never test. */
#ifndef MUD_XMALLOC_H
#define MUD_XMALLOC_H

#include <stdarg.h>
#include <stddef.h>

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xrealloc(void *, size_t);
void	*xreallocarray(void *, size_t, size_t);
void	*xgrow(void *, size_t *cap, size_t need, size_t size);
void	*xgrow_count(void *, size_t n, size_t size);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);
int	 xasprintf(char **, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
int	 xvasprintf(char **, const char *, va_list)
	    __attribute__((format(printf, 2, 0)));

#endif
