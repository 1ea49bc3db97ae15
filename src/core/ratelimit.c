/* ratelimit.c: at most so many per fixed window of ticks. */
#include "ratelimit.h"

/* Is a window open at now (begun, not yet over)? */
static int
ratelimit_open(const struct ratelimit *rl, uint64_t now, uint64_t window)
{
	return (rl->n != 0 && now >= rl->start && now - rl->start < window);
}

/* May one more pass at now, max per window ticks? Changes nothing. */
int
ratelimit_allows(const struct ratelimit *rl, uint64_t now, uint64_t window,
    uint32_t max)
{
	if (max == 0)
		return (0);
	if (!ratelimit_open(rl, now, window))
		return (1);
	return (rl->n < max);
}

/* Count one that passed at now (a new window if the last one ended). */
void
ratelimit_take(struct ratelimit *rl, uint64_t now, uint64_t window)
{
	if (!ratelimit_open(rl, now, window)) {
		rl->start = now;
		rl->n = 0;
	}
	if (rl->n < UINT32_MAX)
		rl->n++;
}

/* Ticks from now until the window ends (0 if none is open). */
uint64_t
ratelimit_left(const struct ratelimit *rl, uint64_t now, uint64_t window)
{
	if (!ratelimit_open(rl, now, window))
		return (0);
	return (rl->start + window - now);
}
