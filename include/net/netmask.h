/*
 * netmask.h: address patterns as admins write them, for bans: an address
 * ("10.1.2.3", "2001:db8::1"), a network in CIDR form ("10.1.2.0/24",
 * "2001:db8::/32") or a prefix cut at a separator ("10.1.2." for
 * 10.1.2.0/24, "2001:db8:" for 2001:db8::/32). IPv4 and IPv6 alike; an
 * IPv4 pattern also matches a client seen as an IPv4-mapped IPv6 address
 * ("::ffff:10.1.2.3"), as a dual-stack listener reports it.
 */
#ifndef MUD_NETMASK_H
#define MUD_NETMASK_H

#include <stddef.h>
#include <stdint.h>

/* The longest pattern text, in bytes (an IPv6 address and "/128"). */
#define NETMASK_TEXT_MAX	63

struct netmask {
	int		family;		/* 4 or 6 */
	uint8_t		addr[16];	/* network bytes, host bits zero */
	int		bits;		/* prefix length */
};

/*
 * Parse a pattern; 0, or -1 if it is not one. The canonical form
 * ("10.1.2.0/24", or the address alone for a whole one) is written to
 * canon (canonlen bytes) unless canon is NULL.
 */
int	netmask_parse(const char *, struct netmask *, char *canon,
	    size_t canonlen);
/* Does the address host (as inet_ntop wrote it) fall in the pattern? */
int	netmask_match(const struct netmask *, const char *host);

#endif
