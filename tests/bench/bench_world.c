/*
 * bench_world.c: how long the world takes to check and to boot, and how
 * much memory it holds, for a large generated world.
 *
 * Run it with:
 *
 *	scripts/gen-world /tmp/world50k 50000 500
 *	cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release
 *	cmake --build build-bench -j2 --target bench_world
 *	build-bench/bench_world /tmp/world50k
 *
 * Phases, each run -n times (default 5), taking turns. "ms" is the best
 * run; the median and the first (cold) run are given too:
 *
 *  check	world_load(): read every area file, parse it and run the
 *		cross-area checks (what `mud --check` does).
 *  boot	world_boot(): the same load and check, then the live rooms,
 *		the vnum maps, and every area's resets run once (mobiles and
 *		objects created) and scheduled. Between runs the mobiles are
 *		extracted and world_shutdown() frees the rest, untimed.
 *		"ms_beyond_check_median" is the median of each boot less the
 *		check run just before it: the building and resets alone.
 *  memory	peak resident set (getrusage ru_maxrss and VmHWM), and the
 *		resident set while the first booted world was live.
 *
 * Usage: bench_world [-n runs] DIR
 * One JSON line per phase on stdout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "area.h"
#include "character.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
#include "object.h"
#include "room.h"
#include "update.h"
#include "wire.h"
#include "world.h"

#define RUNS_DEFAULT	5
#define RUNS_MAX	100

/* Monotonic time in milliseconds. */
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

/* Sort the samples (so v[0] is the best); the median of n. */
static double
median(double *v, int n)
{
	qsort(v, n, sizeof *v, cmp_double);
	if (n % 2 == 1)
		return (v[n / 2]);
	return ((v[n / 2 - 1] + v[n / 2]) / 2);
}

/* A "VmXXX:" figure of /proc/self/status in MiB, or -1. */
static double
proc_status_mb(const char *field)
{
	FILE	*f;
	char	 line[256];
	size_t	 len = strlen(field);
	double	 mb = -1;
	long	 kb;

	if ((f = fopen("/proc/self/status", "r")) == NULL)
		return (-1);
	while (fgets(line, sizeof line, f) != NULL) {
		if (strncmp(line, field, len) == 0 &&
		    sscanf(line + len, " %ld", &kb) == 1) {
			mb = kb / 1024.0;
			break;
		}
	}
	fclose(f);
	return (mb);
}

/* Take every mobile out of the game, as a shutdown does before the world. */
static void
extract_mobs(void)
{
	struct character	*ch, *next;

	for (ch = TAILQ_FIRST(&char_list); ch != NULL; ch = next) {
		next = TAILQ_NEXT(ch, entry);
		if (ch->mob != NULL)
			game_extract_char(ch);
	}
	game_reap();
}

static void
usage(void)
{
	fprintf(stderr, "usage: bench_world [-n runs] DIR\n");
	exit(2);
}

/* What the check phase counted. */
struct counts {
	size_t	rooms, mobs, objs, resets;
	int	errors;
	int	rooms_live, mobs_live, objs_live;
	double	live_mb;
};

/* One timed world_load(); the world is freed untimed. */
static double
run_check(const char *dir, struct counts *c, int quiet)
{
	struct world_def	*wd;
	char			*errors = NULL;
	double			 t, ms;
	size_t			 i;

	c->errors = 0;
	t = now_ms();
	wd = world_load(dir, &errors, &c->errors);
	ms = now_ms() - t;
	if (wd == NULL) {
		fprintf(stderr, "bench_world: %s", errors != NULL ? errors :
		    "cannot load the world\n");
		exit(1);
	}
	if (!quiet && errors != NULL)
		fputs(errors, stderr);
	free(errors);
	c->rooms = c->mobs = c->objs = c->resets = 0;
	for (i = 0; i < wd->nareas; i++) {
		c->rooms += wd->areas[i].nrooms;
		c->mobs += wd->areas[i].nmobs;
		c->objs += wd->areas[i].nobjs;
		c->resets += wd->areas[i].nresets;
	}
	world_free(wd);
	return (ms);
}

/* One timed world_boot(); the world is taken down untimed. */
static double
run_boot(const char *dir, struct counts *c, int first)
{
	char	*report;
	double	 t, ms;

	t = now_ms();
	wire_game();
	if (world_boot(dir, &report) != 0) {
		fprintf(stderr, "bench_world: %s", report);
		exit(1);
	}
	ms = now_ms() - t;
	free(report);
	if (first) {
		c->rooms_live = room_count();
		c->mobs_live = mob_count();
		c->objs_live = obj_count();
		c->live_mb = proc_status_mb("VmRSS:");
	}
	extract_mobs();
	world_shutdown();
	return (ms);
}

int
main(int argc, char **argv)
{
	struct counts	 c;
	struct rusage	 ru;
	double		 check[RUNS_MAX], boot[RUNS_MAX], extra[RUNS_MAX];
	double		 base_mb, check_first, boot_first, check_med, boot_med;
	const char	*dir;
	int		 runs = RUNS_DEFAULT, r, ch;

	while ((ch = getopt(argc, argv, "n:")) != -1) {
		switch (ch) {
		case 'n':
			runs = atoi(optarg);
			if (runs < 1 || runs > RUNS_MAX)
				usage();
			break;
		default:
			usage();
		}
	}
	if (optind != argc - 1)
		usage();
	dir = argv[optind];
	memset(&c, 0, sizeof c);
	base_mb = proc_status_mb("VmRSS:");
	config_current = config_new();
	game_eq = update_queue_new();

	/*
	 * The phases take turns, so that both see the same conditions on a
	 * busy machine; a boot's extra over the check before it is its
	 * building and resets.
	 */
	for (r = 0; r < runs; r++) {
		check[r] = run_check(dir, &c, r > 0);
		boot[r] = run_boot(dir, &c, r == 0);
		extra[r] = boot[r] - check[r];
	}
	check_first = check[0];
	boot_first = boot[0];
	check_med = median(check, runs);	/* sorts: [0] is the best */
	boot_med = median(boot, runs);
	printf("{\"phase\":\"check\",\"dir\":\"%s\",\"runs\":%d,"
	    "\"rooms\":%zu,\"mobiles\":%zu,\"objects\":%zu,\"resets\":%zu,"
	    "\"errors\":%d,\"ms\":%.1f,\"ms_median\":%.1f,"
	    "\"ms_first\":%.1f}\n", dir, runs, c.rooms, c.mobs, c.objs,
	    c.resets, c.errors, check[0], check_med, check_first);
	printf("{\"phase\":\"boot\",\"runs\":%d,\"rooms_live\":%d,"
	    "\"mobiles_live\":%d,\"objects_live\":%d,\"ms\":%.1f,"
	    "\"ms_median\":%.1f,\"ms_first\":%.1f,"
	    "\"ms_beyond_check_median\":%.1f}\n", runs, c.rooms_live,
	    c.mobs_live, c.objs_live, boot[0], boot_med, boot_first,
	    median(extra, runs));

	/* Memory: the peak over both phases, and the live world's. */
	getrusage(RUSAGE_SELF, &ru);
	printf("{\"phase\":\"memory\",\"max_rss_mb\":%.1f,\"vm_hwm_mb\":%.1f,"
	    "\"rss_start_mb\":%.1f,\"rss_booted_mb\":%.1f}\n",
	    ru.ru_maxrss / 1024.0, proc_status_mb("VmHWM:"), base_mb,
	    c.live_mb);

	equeue_free(game_eq);
	config_free(config_current);
	return (c.errors > 0 ? 1 : 0);
}
