/*
 * monotime.c: the monotonic clock in microseconds, for deadlines, time
 * slices and the pulse clock in every layer (core's, so that net's files
 * need not ask the server for the time).
 */
#include <stdint.h>
#include <time.h>

#include "monotime.h"

/* Monotonic time in microseconds. */
uint64_t
monotime_us(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000 + (uint64_t)ts.tv_nsec / 1000);
}
