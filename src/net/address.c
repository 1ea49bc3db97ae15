/*
 * address.c: per-address connection counts, login failures and rates,
 * an IPv6 address counted with its network.
 */
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "address.h"
#include "ratelimit.h"
#include "text.h"
#include "xmalloc.h"

#define ADDRESS_BUCKETS	1024

struct address {
	char		 host[ADDRESS_KEY_MAX];	/* its key */
	int		 conns;
	int		 failures;
	time_t		 first_failure;
	long		 window;	/* as address_locked was last told */
	struct ratelimit rate[ADDRESS__RATES];
	time_t		 rate_end[ADDRESS__RATES];	/* its window's end */
	struct address	*next;
};

static struct address	*address_table[ADDRESS_BUCKETS];
static int		 address_v6_bits = 64;

/* How many bits of an IPv6 address count. */
void
address_setup(int ipv6_prefix)
{
	if (ipv6_prefix < 16)
		ipv6_prefix = 16;
	if (ipv6_prefix > 128)
		ipv6_prefix = 128;
	address_v6_bits = ipv6_prefix;
}

/* What host counts as: itself, its IPv4 address or its IPv6 network. */
void
address_key(const char *host, char *key, size_t size)
{
	struct in6_addr	 a6;
	char		 text[INET6_ADDRSTRLEN];
	int		 i, bits = address_v6_bits;

	if (inet_pton(AF_INET6, host, &a6) != 1) {
		text_strlcpy(key, host, size);
		return;
	}
	if (IN6_IS_ADDR_V4MAPPED(&a6)) {
		inet_ntop(AF_INET, &a6.s6_addr[12], text, sizeof text);
		text_strlcpy(key, text, size);
		return;
	}
	for (i = 0; i < 16; i++) {
		if (bits >= 8)
			bits -= 8;
		else {
			a6.s6_addr[i] &= (uint8_t)(0xff00 >> bits);
			bits = 0;
		}
	}
	inet_ntop(AF_INET6, &a6, text, sizeof text);
	if (address_v6_bits == 128)
		text_strlcpy(key, text, size);
	else
		snprintf(key, size, "%s/%d", text, address_v6_bits);
}

/* Does a hold nothing worth keeping at now? */
static int
address_idle(const struct address *a, time_t now)
{
	int	k;

	if (a->conns > 0)
		return (0);
	if (a->failures > 0 && (a->window <= 0 ||
	    now - a->first_failure < a->window))
		return (0);
	for (k = 0; k < ADDRESS__RATES; k++) {
		if (a->rate[k].n > 0 && now < a->rate_end[k])
			return (0);
	}
	return (1);
}

/* Free the entries of a bucket that hold nothing, but keep. */
static void
address_sweep(struct address **pp, const struct address *keep, time_t now)
{
	struct address	*a;

	while ((a = *pp) != NULL) {
		if (a != keep && address_idle(a, now)) {
			*pp = a->next;
			free(a);
		} else
			pp = &a->next;
	}
}

static unsigned int
address_hash(const char *host)
{
	uint32_t	h = 2166136261u;

	while (*host != '\0')
		h = (h ^ (unsigned char)*host++) * 16777619u;
	return (h % ADDRESS_BUCKETS);
}

/*
 * The entry host counts in, made if create; a new one first sweeps its
 * bucket of entries that hold nothing at now (if now is not -1: the
 * caller's clock), so that the table keeps only addresses with
 * something to count.
 */
static struct address *
address_get(const char *host, int create, time_t now)
{
	struct address	*a;
	char		 key[ADDRESS_KEY_MAX];
	unsigned int	 b;

	address_key(host, key, sizeof key);
	b = address_hash(key);
	for (a = address_table[b]; a != NULL; a = a->next) {
		if (strcmp(a->host, key) == 0)
			return (a);
	}
	if (!create)
		return (NULL);
	if (now != -1)
		address_sweep(&address_table[b], NULL, now);
	a = xcalloc(1, sizeof *a);
	text_strlcpy(a->host, key, sizeof a->host);
	a->next = address_table[b];
	address_table[b] = a;
	return (a);
}

/* Drop an entry that holds nothing worth keeping. */
static void
address_maybe_free(struct address *a, time_t now)
{
	struct address	**pp;
	int		  k;

	if (a->conns > 0 || a->failures > 0)
		return;
	/* A rate's window ends by the caller's clock: the sweep sees to it. */
	for (k = 0; k < ADDRESS__RATES; k++) {
		if (a->rate[k].n > 0)
			return;
	}
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
	struct address	*a = address_get(host, 1, -1);

	if (a->conns >= max)
		return (-1);
	a->conns++;
	return (0);
}

/* Count a closed connection from host. */
void
address_disconnect(const char *host)
{
	struct address	*a = address_get(host, 0, -1);

	if (a == NULL || a->conns == 0)
		return;
	a->conns--;
	address_maybe_free(a, time(NULL));
}

/* Open connections from host. */
int
address_connections(const char *host)
{
	struct address	*a = address_get(host, 0, -1);

	return (a != NULL ? a->conns : 0);
}

/* Record a wrong password from host. */
int
address_fail(const char *host, time_t now)
{
	struct address	*a = address_get(host, 1, now);

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
	struct address	*a = address_get(host, 0, -1);

	return (a != NULL ? a->failures : 0);
}

/* Seconds left of host's lockout, or 0; an old window is forgotten. */
long
address_locked(const char *host, int max, long window, time_t now)
{
	struct address	*a = address_get(host, 0, -1);

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

/* Seconds host must wait before doing what once more, or 0. */
long
address_rate_wait(const char *host, enum address_rate what, int max,
    long window, time_t now)
{
	struct address	*a = address_get(host, 0, -1);

	if (a == NULL || now < 0 || window <= 0 || ratelimit_allows(&a->rate[what],
	    (uint64_t)now, (uint64_t)window, (uint32_t)max))
		return (0);
	return ((long)ratelimit_left(&a->rate[what], (uint64_t)now,
	    (uint64_t)window));
}

/* Count one thing host did at a rate. */
void
address_rate_take(const char *host, enum address_rate what, long window,
    time_t now)
{
	struct address	*a = address_get(host, 1, now);

	if (now < 0 || window <= 0)
		return;
	ratelimit_take(&a->rate[what], (uint64_t)now, (uint64_t)window);
	a->rate_end[what] = (time_t)a->rate[what].start + window;
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
