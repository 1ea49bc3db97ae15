/* store-stats.c: what the players' database did, for metrics. */
#include <time.h>

#include "store-stats.h"

struct store_stats	store_stats = {
	.save_us = HISTOGRAM_US_EMPTY,
};

/* Microseconds on the monotonic clock. */
uint64_t
store_stats_now_us(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000 + (uint64_t)ts.tv_nsec / 1000);
}

/*
 * Count a save of n players, committed (ok 0) or not, the rows it
 * changed and its time.
 */
void
store_stats_save(int ok, uint64_t n, uint64_t rows, uint64_t us)
{
	if (ok == 0) {
		store_stats.saves++;
		store_stats.players_saved += n;
		store_stats.rows_written += rows;
	} else
		store_stats.save_failures++;
	histogram_observe(&store_stats.save_us, us);
}
