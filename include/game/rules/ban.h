/*
 * ban.h: bans of sites (an address or a network: netmask.h) and of
 * names, each with a reason and an optional end, kept in the store so
 * that they outlast a restart. A connection is checked when it opens (its
 * address) and a login when it gives a name; a ban whose end has passed
 * no longer applies, with no restart and nothing queued.
 */
#ifndef MUD_BAN_H
#define MUD_BAN_H

#include <stddef.h>

struct descriptor;
struct store_ban;

/* Bans in force at once, sites and names together. */
#define BAN_MAX		500
/* The longest reason, in bytes. */
#define BAN_REASON_MAX	160

/*
 * The ban in force on host, or on the name: 1 and *b (the caller clears
 * it), or 0. A store that fails lets the connection in, and is logged.
 */
int	ban_site_find(const char *host, struct store_ban *b);
int	ban_name_find(const char *name, struct store_ban *b);
/* Connections and logins turned away by a ban, for the metrics. */
struct ban_stats {
	unsigned long long	sites;		/* connections, by their address */
	unsigned long long	names;		/* logins and new characters */
};
extern struct ban_stats	ban_stats;

/* Tell d that what ("Your address") is banned, why and until when (counted). */
void	ban_tell(struct descriptor *d, const char *what,
	    const struct store_ban *b);
/* A ban's end in words: "2024-05-01 18:30 UTC (in 7 days)", or "never". */
void	ban_end_text(const struct store_ban *b, char *buf, size_t size);

#endif
