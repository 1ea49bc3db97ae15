/*
 * bench_save.c: what saving players costs, in the game's own process on a
 * real database file (WAL, synchronous=NORMAL, as the server runs it).
 *
 * N players (default 10,000) each carry a bag holding a sword, a lantern,
 * an affect and two aliases, and are saved once so that they are clean.
 * Then each is saved with nothing changed, with one section changed (its
 * gold) and with every section changed: rows written per save (the rows
 * the store's committed saves changed) and the time of each save, p50,
 * p99 and max. Then an autosave wave: every player in the game with its
 * events (autosave at game.autosave, default 120 s = 480 pulses), pulses
 * run back to back for one whole interval, each player's gold changed
 * once at the start (so every autosave writes one section), and the time
 * each pulse took: the mean as a share of the 250 ms pulse, the max, and
 * how many pulses took over 5 ms. One JSON line per case.
 *
 * Usage: bench_save [players] [dir]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alias.h"
#include "calendar.h"
#include "character.h"
#include "class.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "magic.h"
#include "object.h"
#include "player.h"
#include "room.h"
#include "save.h"
#include "store.h"
#include "store-stats.h"
#include "text.h"
#include "update.h"
#include "wire.h"
#include "world.h"
#include "xmalloc.h"

#define PULSE_MS	250.0
#define SAVE_BENCH_CLOCK	1000	/* seconds played: past the grain */

static const char area_text[] =
	"area Bench\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Bench\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A room to save players in.\n"
	"~\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords sword\n"
	"short a sword\n"
	"long A sword lies here.\n"
	"type weapon\n"
	"dice 1d6\n"
	"wear wield\n"
	"weight 5\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords bag\n"
	"short a bag\n"
	"long A bag lies here.\n"
	"type container\n"
	"capacity 100\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords lantern\n"
	"short a lantern\n"
	"long A lantern lies here.\n"
	"type light\n"
	"hours -1\n"
	"wear light\n"
	"weight 2\n"
	"end\n";

static uint64_t
now_ns(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000 + (uint64_t)ts.tv_nsec);
}

/* This thread's CPU time: a pulse's own work, without preemption. */
static uint64_t
cpu_ns(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000 + (uint64_t)ts.tv_nsec);
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t	x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x < y ? -1 : x > y);
}

static void
write_file(const char *dir, const char *name, const char *text)
{
	char	 path[1024];
	FILE	*f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	if ((f = fopen(path, "w")) == NULL || fputs(text, f) == EOF ||
	    fclose(f) != 0)
		fatal("%s", path);
}

static struct object *
make(int vnum)
{
	return (obj_create(world_obj_def(vnum)));
}

/* A new player with its things, in the game. */
static struct character *
player(int i, struct room *room)
{
	struct player_data	 pd;
	struct character	*ch;
	struct object		*bag;
	char			*cause = NULL, *why = NULL;

	player_data_init(&pd);
	snprintf(pd.name, sizeof pd.name, "Sv%c%c%c%c", 'a' + i % 26,
	    'a' + i / 26 % 26, 'a' + i / 676 % 26, 'a' + i / 17576 % 26);
	if (save_create_player(game_store, &pd, &cause) != 0)
		fatalx("create: %s", cause);
	ch = char_new(&pd);
	ch->login_time = game_time();
	char_to_room(ch, room);
	bag = make(3011);
	obj_to_char(bag, ch);
	obj_to_obj(make(3010), bag);
	obj_to_char(make(3012), ch);
	/* Affects that end at different times, as players' do. */
	magic_affect_add(ch, SPELL_ARMOR, APPLY_AC, -20,
	    (1U << 30) - (uint32_t)i * 977);
	if (alias_set(&ch->pd, "gg", "get all", &why) != 0 ||
	    alias_set(&ch->pd, "kk", "kill", &why) != 0)
		fatalx("alias: %s", why);
	return (ch);
}

/* Change what a case changes in every section. */
static void
change_all(struct character *ch, int round)
{
	struct object	*lantern = NULL, *o;
	char		*why = NULL;

	ch->pd.gold++;
	ch->pd.wimpy = round % 2;
	ch->pd.learned[SK_KICK] = (unsigned char)(round % 100);
	ch->pd.played += SAVE_BENCH_CLOCK;
	TAILQ_FOREACH(o, &ch->carrying, place) {
		if (o->vnum == 3012)
			lantern = o;
	}
	if (lantern != NULL)
		lantern->values[0]++;
	magic_affect_remove(ch, SPELL_ARMOR);
	magic_affect_add(ch, SPELL_ARMOR, APPLY_AC, -20 - round,
	    (1U << 30) - (uint32_t)ch->pd.id * 977);
	if (alias_set(&ch->pd, "gg", round % 2 ? "get all bag" : "get all",
	    &why) < 0)
		fatalx("alias: %s", why);
}

/* Save every player once, as a case changes them; print its line. */
static void
save_case(const char *name, struct character **chs, int n, int what,
    int round)
{
	uint64_t	*ns = xcalloc((size_t)n, sizeof *ns);
	uint64_t	 rows = store_stats.rows_written, t, total = 0;
	uint64_t	 saves = store_stats.saves;
	int		 i;

	for (i = 0; i < n; i++) {
		if (what == 1)
			chs[i]->pd.gold++;
		else if (what == 2)
			change_all(chs[i], round);
		t = now_ns();
		if (char_save(chs[i]) != 0)
			fatalx("save failed");
		ns[i] = now_ns() - t;
		total += ns[i];
	}
	qsort(ns, (size_t)n, sizeof *ns, cmp_u64);
	printf("{\"bench\": \"save\", \"case\": \"%s\", \"players\": %d, "
	    "\"rows_per_save\": %.2f, \"transactions\": %llu, "
	    "\"ms_mean\": %.4f, \"ms_p50\": %.4f, \"ms_p99\": %.4f, "
	    "\"ms_max\": %.3f}\n", name, n,
	    (double)(store_stats.rows_written - rows) / n,
	    (unsigned long long)(store_stats.saves - saves),
	    total / 1e6 / n, ns[n / 2] / 1e6, ns[n * 99 / 100] / 1e6,
	    ns[n - 1] / 1e6);
	fflush(stdout);
	free(ns);
}

/*
 * Pulses back to back with everyone in the game (intervals autosave
 * intervals of them), after changing every player's gold (changed) or
 * nothing.
 */
static void
wave(const char *name, struct character **chs, int n, int changed,
    int intervals)
{
	int		 pulses = intervals * conf_pulses(CFG_AUTOSAVE);
	int		 i, over = 0;
	uint64_t	 rows = store_stats.rows_written, t, c, max = 0;
	uint64_t	 total = 0, saves = store_stats.saves, cmax = 0;
	uint64_t	 ctotal = 0;

	for (i = 0; changed && i < n; i++)
		chs[i]->pd.gold++;
	for (i = 0; i < pulses; i++) {
		t = now_ns();
		c = cpu_ns();
		equeue_heartbeat(game_eq);
		c = cpu_ns() - c;
		t = now_ns() - t;
		total += t;
		ctotal += c;
		if (t > max)
			max = t;
		if (c > cmax)
			cmax = c;
		if (t > 5000000)
			over++;
	}
	printf("{\"bench\": \"save\", \"case\": \"autosave wave, %s\", "
	    "\"players\": %d, \"pulses\": %d, \"rows\": %llu, "
	    "\"transactions\": %llu, \"pulse_ms_mean\": %.4f, "
	    "\"pulse_budget_pct\": %.3f, \"pulse_cpu_ms_mean\": %.4f, "
	    "\"pulse_cpu_budget_pct\": %.3f, \"pulse_ms_max\": %.3f, "
	    "\"pulse_cpu_ms_max\": %.3f, \"pulses_over_5ms\": %d}\n", name,
	    n, pulses,
	    (unsigned long long)(store_stats.rows_written - rows),
	    (unsigned long long)(store_stats.saves - saves),
	    total / 1e6 / pulses, 100.0 * total / 1e6 / pulses / PULSE_MS,
	    ctotal / 1e6 / pulses, 100.0 * ctotal / 1e6 / pulses / PULSE_MS,
	    max / 1e6, cmax / 1e6, over);
	fflush(stdout);
}

int
main(int argc, char **argv)
{
	struct character	**chs;
	struct room		*room;
	char			 tmpl[] = "/tmp/bench-save.XXXXXX", path[1100];
	char			*dir, *cause = NULL;
	int			 n = argc > 1 ? atoi(argv[1]) : 10000, i;

	if (n < 1)
		n = 1;
	if ((dir = argc > 2 ? argv[2] : mkdtemp(tmpl)) == NULL)
		fatal("mkdtemp");
	log_set_level(LOG_LEVEL_ERROR);
	write_file(dir, "area.lst", "bench.are\n");
	write_file(dir, "bench.are", area_text);
	config_current = config_new();
	/* No game hour in the interval: only the autosaves are due. */
	if (config_set(config_current, "game.hour_length", "3600", "bench",
	    &cause) != 0)
		fatalx("config: %s", cause);
	game_eq = update_queue_new();
	snprintf(path, sizeof path, "%s/mud.db", dir);
	unlink(path);
	if ((game_store = store_open(path, &cause)) == NULL)
		fatalx("store: %s", cause);
	wire_game();
	if (world_boot(dir, &cause) != 0)
		fatalx("world: %s", cause);
	room = room_find(3001);
	chs = xcalloc((size_t)n, sizeof *chs);
	for (i = 0; i < n; i++)
		chs[i] = player(i, room);

	save_case("first save (everything)", chs, n, 0, 0);
	save_case("nothing changed", chs, n, 0, 0);
	save_case("one section changed (points)", chs, n, 1, 0);
	save_case("every section changed", chs, n, 2, 1);
	save_case("nothing changed", chs, n, 0, 0);

	/* Everyone's autosave queued as a login queues it. */
	for (i = 0; i < n; i++)
		update_start_player(chs[i]);
	/* All came in on one pulse: the first wave spreads out. */
	wave("all due at once, then spreading, one section changed each",
	    chs, n, 1, 2);
	wave("spread, one section changed each", chs, n, 1, 1);
	wave("spread, nothing changed", chs, n, 0, 1);

	for (i = 0; i < n; i++)
		game_extract_char(chs[i]);
	game_reap();
	free(chs);
	world_shutdown();
	store_close(game_store);
	equeue_free(game_eq);
	config_free(config_current);
	snprintf(path, sizeof path, "rm -rf '%s'", dir);
	if (argc <= 2 && system(path) != 0)
		fprintf(stderr, "bench_save: could not remove %s\n", dir);
	return (0);
}
