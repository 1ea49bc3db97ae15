/* histogram.c: counts of observed values in fixed buckets. */
#include <string.h>

#include "histogram.h"
#include "log.h"

const uint64_t histogram_us_bounds[HISTOGRAM_US_NBOUNDS] = {
	50, 100, 250, 500, 1000, 2500, 5000, 10000, 25000, 50000, 100000,
	250000, 500000, 1000000, 10000000,
};
const unsigned int histogram_us_nbounds =
    sizeof histogram_us_bounds / sizeof histogram_us_bounds[0];

_Static_assert(HISTOGRAM_US_NBOUNDS <= HISTOGRAM_MAX, "too many bounds");

/* An empty histogram over bounds. */
void
histogram_init(struct histogram *h, const uint64_t *bounds,
    unsigned int nbounds)
{
	unsigned int	i;

	if (nbounds > HISTOGRAM_MAX)
		fatalx("histogram_init: %u bounds (at most %d)", nbounds,
		    HISTOGRAM_MAX);
	for (i = 1; i < nbounds; i++) {
		if (bounds[i] <= bounds[i - 1])
			fatalx("histogram_init: bounds not ascending");
	}
	memset(h, 0, sizeof *h);
	h->bounds = bounds;
	h->nbounds = nbounds;
}

/* Count a value in the first bucket whose bound is at least it. */
void
histogram_observe(struct histogram *h, uint64_t value)
{
	unsigned int	i;

	for (i = 0; i < h->nbounds && value > h->bounds[i]; i++)
		;
	h->counts[i]++;
	h->sum += value;
	h->count++;
}

/* The number of values at most bounds[i]; all of them past the last. */
uint64_t
histogram_cumulative(const struct histogram *h, unsigned int i)
{
	uint64_t	n = 0;
	unsigned int	k;

	if (i > h->nbounds)
		i = h->nbounds;
	for (k = 0; k <= i; k++)
		n += h->counts[k];
	return (n);
}
