/* address.c: per-address connection counts and login failures. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "address.h"
#include "text.h"
#include "xmalloc.h"

#define ADDRESS_BUCKETS	1024

struct address {
	char		 host[64];
	int		 conns;
	int		 failures;
	time_t		 first_failure;
	long		 window;	/* as address_locked was last told */
	struct address	*next;
};

static struct address	*address_table[ADDRESS_BUCKETS];

static unsigned int
address_hash(const char *host)
{
	uint32_t	h = 2166136261u;

	while (*host != '\0')
		h = (h ^ (unsigned char)*host++) * 16777619u;
	return (h % ADDRESS_BUCKETS);
}

static struct address *
address_get(const char *host, int create)
{
	struct address	*a;
	unsigned int	 b = address_hash(host);

	for (a = address_table[b]; a != NULL; a = a->next) {
		if (strcmp(a->host, host) == 0)
			return (a);
	}
	if (!create)
		return (NULL);
	a = xcalloc(1, sizeof *a);
	text_strlcpy(a->host, host, sizeof a->host);
	a->next = address_table[b];
	address_table[b] = a;
	return (a);
}

/* Drop an entry that holds nothing worth keeping. */
static void
address_maybe_free(struct address *a, time_t now)
{
	struct address	**pp;

	if (a->conns > 0 || a->failures > 0)
		return;
	for (pp = &address_table[address_hash(a->host)]; *pp != NULL;
	    pp = &(*pp)->next) {
		if (*pp == a) {
			*pp = a->next;
			free(a);
			return;
		}
	}
}

/* Count a new connection from host, unless it has max already. */
int
address_connect(const char *host, int max)
{
	struct address	*a = address_get(host, 1);

	if (a->conns >= max)
		return (-1);
	a->conns++;
	return (0);
}

/* Count a closed connection from host. */
void
address_disconnect(const char *host)
{
	struct address	*a = address_get(host, 0);

	if (a == NULL || a->conns == 0)
		return;
	a->conns--;
	address_maybe_free(a, time(NULL));
}

/* Open connections from host. */
int
address_connections(const char *host)
{
	struct address	*a = address_get(host, 0);

	return (a != NULL ? a->conns : 0);
}

/* Record a wrong password from host. */
int
address_fail(const char *host, time_t now)
{
	struct address	*a = address_get(host, 1);

	/*
	 * A window that is over is over now, not at the next lockout check:
	 * else failures after it are counted in it and then forgotten with
	 * it, and a connection that asked before the window ended gets its
	 * attempts for free.
	 */
	if (a->failures > 0 && a->window > 0 &&
	    now - a->first_failure >= a->window)
		a->failures = 0;
	if (a->failures == 0)
		a->first_failure = now;
	return (++a->failures);
}

/* Wrong passwords recorded for host in its current window. */
int
address_failures(const char *host)
{
	struct address	*a = address_get(host, 0);

	return (a != NULL ? a->failures : 0);
}

/* Seconds left of host's lockout, or 0; an old window is forgotten. */
long
address_locked(const char *host, int max, long window, time_t now)
{
	struct address	*a = address_get(host, 0);

	if (a == NULL)
		return (0);
	a->window = window;
	if (a->failures == 0)
		return (0);
	if (now - a->first_failure >= window) {
		a->failures = 0;
		address_maybe_free(a, now);
		return (0);
	}
	if (a->failures < max)
		return (0);
	return (window - (long)(now - a->first_failure));
}

/* Forget everything (at shutdown). */
void
address_clear_all(void)
{
	struct address	*a, *next;
	int		 b;

	for (b = 0; b < ADDRESS_BUCKETS; b++) {
		for (a = address_table[b]; a != NULL; a = next) {
			next = a->next;
			free(a);
		}
		address_table[b] = NULL;
	}
}
