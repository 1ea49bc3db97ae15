/*
 * address.h: what is known about each remote address: its open
 * connections (capped), its recent wrong passwords (locked out) and what
 * it did at a rate (new characters). An IPv4 address counts alone; an
 * IPv6 one counts with the others of its network of address_setup's
 * prefix (a /64 by default: one household or server has a whole one),
 * and an IPv4-mapped IPv6 address as the IPv4 address it is.
 */
#ifndef MUD_ADDRESS_H
#define MUD_ADDRESS_H

#include <stddef.h>
#include <time.h>

/* The longest key: an IPv6 network and its "/128". */
#define ADDRESS_KEY_MAX	64

/* What an address does at a bounded rate. */
enum address_rate {
	ADDRESS_NEW,		/* characters made */
	ADDRESS__RATES
};

/*
 * How many bits of an IPv6 address name what is counted (16 to 128);
 * set before any address is, and again only after address_clear_all.
 */
void	address_setup(int ipv6_prefix);
/* What host counts as: "10.1.2.3", "2001:db8:1:2::/64"; anything else as is. */
void	address_key(const char *host, char *key, size_t size);

/* Count a new connection; -1 if the address already has max. */
int	address_connect(const char *host, int max);
void	address_disconnect(const char *host);
int	address_connections(const char *host);
/*
 * Record a wrong password; returns the failures in the current window (the
 * one address_locked was last given: past it, a new window starts).
 */
int	address_fail(const char *host, time_t now);
int	address_failures(const char *host);
/* Seconds left of a lockout (failures >= max within window), or 0. */
long	address_locked(const char *host, int max, long window, time_t now);
/*
 * Seconds host must wait before it may do what once more (max per window
 * seconds), or 0 if it may now; address_rate_take counts one it did.
 */
long	address_rate_wait(const char *host, enum address_rate what, int max,
	    long window, time_t now);
void	address_rate_take(const char *host, enum address_rate what,
	    long window, time_t now);
void	address_clear_all(void);

#endif
