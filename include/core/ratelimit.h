/*
 * ratelimit.h: a counter of what passed in a fixed window of ticks (the
 * game counts in pulses): at most max per window, a window beginning with
 * the first that passes after the last one ended. It knows no game: the
 * caller says what a tick is, how long a window lasts and how many pass.
 */
#ifndef MUD_RATELIMIT_H
#define MUD_RATELIMIT_H

#include <stdint.h>

struct ratelimit {
	uint64_t	start;		/* tick its window began */
	uint32_t	n;		/* passed in that window */
};

/* May one more pass at now, max per window ticks? Changes nothing. */
int		ratelimit_allows(const struct ratelimit *, uint64_t now,
		    uint64_t window, uint32_t max);
/* Count one that passed at now (a new window if the last one ended). */
void		ratelimit_take(struct ratelimit *, uint64_t now,
		    uint64_t window);
/* Ticks from now until the window ends (0 if none is open). */
uint64_t	ratelimit_left(const struct ratelimit *, uint64_t now,
		    uint64_t window);

#endif
