/*
 * address.h: what is known about each remote address: its open
 * connections (capped) and its recent wrong passwords (locked out).
 */
#ifndef MUD_ADDRESS_H
#define MUD_ADDRESS_H

#include <time.h>

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
void	address_clear_all(void);

#endif
