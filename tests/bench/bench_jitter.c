/*
 * bench_jitter.c: how late this machine wakes a sleeping process, with
 * nothing of ours running. A loop sleeps 1 ms again and again and records
 * how much longer each sleep took. The server's pulse cannot be more on time
 * than this: read its "pulse late" figures against these.
 *
 * Prints one JSON line. Run: scripts/bench jitter [seconds]
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double
now_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (ts.tv_sec * 1e3 + ts.tv_nsec / 1e6);
}

static int
cmp_double(const void *a, const void *b)
{
	double	x = *(const double *)a, y = *(const double *)b;

	return ((x > y) - (x < y));
}

int
main(int argc, char **argv)
{
	struct timespec	 nap = { 0, 1000000 };
	double		 seconds = argc > 1 ? atof(argv[1]) : 30, start, t, *late;
	size_t		 n = 0, cap, over5 = 0, over10 = 0;

	if (seconds <= 0 || seconds > 3600) {
		fprintf(stderr, "usage: bench_jitter [seconds]\n");
		return (2);
	}
	cap = (size_t)(seconds * 1000) + 1;
	if ((late = calloc(cap, sizeof *late)) == NULL)
		return (1);
	start = now_ms();
	while (n < cap && now_ms() - start < seconds * 1000) {
		t = now_ms();
		nanosleep(&nap, NULL);
		late[n] = now_ms() - t - 1;
		over5 += late[n] > 5;
		over10 += late[n] > 10;
		n++;
	}
	qsort(late, n, sizeof *late, cmp_double);
	printf("{\"bench\": \"jitter\", \"seconds\": %.0f, \"sleeps\": %zu, "
	    "\"late_p50_ms\": %.3f, \"late_p99_ms\": %.3f, "
	    "\"late_max_ms\": %.3f, \"over_5ms\": %zu, \"over_10ms\": %zu}\n",
	    seconds, n, late[n / 2], late[n * 99 / 100], late[n - 1], over5,
	    over10);
	free(late);
	return (0);
}
