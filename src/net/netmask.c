/* netmask.c: address patterns (an address, CIDR, or a prefix) for bans. */
#include <arpa/inet.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "netmask.h"
#include "text.h"

/* Zero the bits of addr past the first bits. */
static void
netmask_clear_host(uint8_t *addr, int len, int bits)
{
	int	i;

	for (i = 0; i < len; i++) {
		if (bits >= 8)
			bits -= 8;
		else {
			addr[i] &= (uint8_t)(0xff << (8 - bits));
			bits = 0;
		}
	}
}

/*
 * "10.1.2." as 10.1.2.0/24: one to three whole numbers, each followed by
 * a dot; 0 or -1.
 */
static int
netmask_v4_prefix(const char *s, struct netmask *m)
{
	long	 v;
	char	*end;
	int	 n = 0;

	while (*s != '\0') {
		if (!isdigit((unsigned char)*s) || n == 3)
			return (-1);
		v = strtol(s, &end, 10);
		if (end - s > 3 || v > 255 || *end != '.')
			return (-1);
		m->addr[n++] = (uint8_t)v;
		s = end + 1;
	}
	if (n == 0)
		return (-1);
	m->family = 4;
	m->bits = n * 8;
	return (0);
}

/*
 * "2001:db8:" as 2001:db8::/32: one to seven groups of hex digits, each
 * followed by a colon, with no "::" in it; 0 or -1.
 */
static int
netmask_v6_prefix(const char *s, struct netmask *m)
{
	unsigned long	 v;
	char		*end;
	int		 n = 0;

	while (*s != '\0') {
		if (!isxdigit((unsigned char)*s) || n == 7)
			return (-1);
		v = strtoul(s, &end, 16);
		if (end - s > 4 || *end != ':')
			return (-1);
		m->addr[2 * n] = (uint8_t)(v >> 8);
		m->addr[2 * n + 1] = (uint8_t)v;
		n++;
		s = end + 1;
	}
	if (n == 0)
		return (-1);
	m->family = 6;
	m->bits = n * 16;
	return (0);
}

/* Parse an address or a network; 0, or -1 if it is neither. */
int
netmask_parse(const char *text, struct netmask *m, char *canon,
    size_t canonlen)
{
	char		 buf[NETMASK_TEXT_MAX + 1], out[INET6_ADDRSTRLEN];
	char		*slash, *end;
	size_t		 len = strlen(text);
	long		 bits = -1;

	memset(m, 0, sizeof *m);
	if (len == 0 || len > NETMASK_TEXT_MAX)
		return (-1);
	memcpy(buf, text, len + 1);
	if ((slash = strchr(buf, '/')) != NULL) {
		*slash++ = '\0';
		if (!isdigit((unsigned char)*slash))
			return (-1);
		bits = strtol(slash, &end, 10);
		if (*end != '\0' || bits < 0 || bits > 128)
			return (-1);
	}
	if (inet_pton(AF_INET, buf, m->addr) == 1) {
		m->family = 4;
		m->bits = 32;
	} else if (inet_pton(AF_INET6, buf, m->addr) == 1) {
		m->family = 6;
		m->bits = 128;
	} else if (slash != NULL)
		return (-1);
	else if (buf[len - 1] == '.') {
		if (netmask_v4_prefix(buf, m) != 0)
			return (-1);
	} else if (buf[len - 1] == ':' && strstr(buf, "::") == NULL) {
		if (netmask_v6_prefix(buf, m) != 0)
			return (-1);
	} else
		return (-1);
	if (bits >= 0) {
		if (bits > m->bits)
			return (-1);
		m->bits = (int)bits;
	}
	netmask_clear_host(m->addr, m->family == 4 ? 4 : 16, m->bits);
	if (canon == NULL)
		return (0);
	inet_ntop(m->family == 4 ? AF_INET : AF_INET6, m->addr, out,
	    sizeof out);
	if (m->bits == (m->family == 4 ? 32 : 128))
		text_strlcpy(canon, out, canonlen);
	else
		snprintf(canon, canonlen, "%s/%d", out, m->bits);
	return (0);
}

/* Do the first bits of a and b agree? */
static int
netmask_same(const uint8_t *a, const uint8_t *b, int bits)
{
	int	whole = bits / 8, rest = bits % 8;

	if (memcmp(a, b, (size_t)whole) != 0)
		return (0);
	if (rest == 0)
		return (1);
	return (((a[whole] ^ b[whole]) & (uint8_t)(0xff << (8 - rest))) == 0);
}

/* Does host fall in the pattern? */
int
netmask_match(const struct netmask *m, const char *host)
{
	static const uint8_t	mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	    0xff, 0xff };
	uint8_t			a[16];

	if (inet_pton(AF_INET, host, a) == 1)
		return (m->family == 4 && netmask_same(a, m->addr, m->bits));
	if (inet_pton(AF_INET6, host, a) != 1)
		return (0);
	if (m->family == 6)
		return (netmask_same(a, m->addr, m->bits));
	/* An IPv4 client on a dual-stack socket. */
	return (memcmp(a, mapped, sizeof mapped) == 0 &&
	    netmask_same(a + 12, m->addr, m->bits));
}
