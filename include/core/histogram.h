/*
 * histogram.h: counts of observed values in fixed buckets, for metrics
 * (pulse lateness and duration, save latency). Observing is a few
 * comparisons and three additions; nothing is allocated.
 */
#ifndef MUD_HISTOGRAM_H
#define MUD_HISTOGRAM_H

#include <stdint.h>

#define HISTOGRAM_MAX	16	/* bucket bounds at most */

/*
 * bounds are the buckets' upper bounds, ascending, in the values' unit;
 * counts[i] counts the values v <= bounds[i] not in an earlier bucket,
 * counts[nbounds] those above every bound. sum and count are over all.
 */
struct histogram {
	const uint64_t	*bounds;
	unsigned int	 nbounds;
	uint64_t	 counts[HISTOGRAM_MAX + 1];
	uint64_t	 sum;
	uint64_t	 count;
};

/*
 * Microsecond bounds from 50 us to 10 s, for anything timed in the
 * loop: what matters is whether it stays well within a pulse (250 ms).
 */
#define HISTOGRAM_US_NBOUNDS	15
extern const uint64_t	histogram_us_bounds[HISTOGRAM_US_NBOUNDS];
extern const unsigned int histogram_us_nbounds;
/* An initializer: an empty histogram over histogram_us_bounds. */
#define HISTOGRAM_US_EMPTY \
	{ .bounds = histogram_us_bounds, .nbounds = HISTOGRAM_US_NBOUNDS }

/* An empty histogram over bounds (at most HISTOGRAM_MAX, ascending). */
void	histogram_init(struct histogram *, const uint64_t *bounds,
	    unsigned int nbounds);
void	histogram_observe(struct histogram *, uint64_t value);
/* The number of values <= bounds[i] (i == nbounds: all of them). */
uint64_t histogram_cumulative(const struct histogram *, unsigned int i);

#endif
