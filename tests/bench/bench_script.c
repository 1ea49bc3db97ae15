/*
 * bench_script.c: what a script costs. A room's enter trigger is fired
 * through the game's own entry point (script_enter) with scripts of
 * growing work: an empty one (the cost of a trigger: handles, the
 * protected call, the budget), one that reads the actor's name and sets a
 * variable, one that schedules an after() (its cost is the difference),
 * and a compile. Prints one JSON line per case, ns per call (median of
 * rounds). Run: scripts/bench script
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "area.h"
#include "character.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "rng.h"
#include "room.h"
#include "script.h"
#include "update.h"

#define CALLS	20000
#define ROUNDS	7

static uint64_t
now_ns(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000 + (uint64_t)ts.tv_nsec);
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t	x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x < y ? -1 : x > y);
}

/* The median ns of one enter trigger running source, in a fresh room. */
static double
bench_enter(const char *name, const char *source, uint64_t *timers)
{
	static struct mob_def	 mob;
	struct script_def	 sc;
	struct room_def		 def;
	struct room		*room;
	struct character	*ch;
	uint64_t		 t[ROUNDS], t0;
	int			 r, i;

	memset(&sc, 0, sizeof sc);
	sc.trigger = TRIG_ENTER;
	sc.source = (char *)source;
	sc.path = (char *)name;
	sc.first = 1;
	memset(&def, 0, sizeof def);
	def.vnum = 1;
	def.name = (char *)"Bench";
	def.scripts = &sc;
	def.nscripts = 1;
	def.triggers = 1U << TRIG_ENTER;
	mob.vnum = 2;
	mob.keywords = mob.short_desc = mob.long_desc = (char *)"bencher";
	mob.description = (char *)"A bencher.";
	mob.level = 1;
	room = room_new(&def, NULL);
	ch = char_new_mob(&mob);
	char_to_room(ch, room);
	script_enter(ch);		/* compiles it */
	*timers = script_stats.timers;
	for (r = 0; r < ROUNDS; r++) {
		t0 = now_ns();
		for (i = 0; i < CALLS; i++) {
			script_enter(ch);
			if (i % 500 == 499) {
				script_forget(&room->events);
				equeue_strip(game_eq, &room->events);
			}
		}
		t[r] = now_ns() - t0;
		script_forget(&room->events);
		equeue_strip(game_eq, &room->events);
	}
	*timers = script_stats.timers - *timers;
	qsort(t, ROUNDS, sizeof *t, cmp_u64);
	char_from_room(ch);
	return ((double)t[ROUNDS / 2] / CALLS);
}

int
main(void)
{
	char		*err = NULL;
	double		 empty, name, after, compile;
	uint64_t	 timers, t0;
	struct script_def sc;
	int		 i, line;

	log_set_level(LOG_LEVEL_ERROR);
	config_current = config_new();
	config_set(config_current, "scripts.timers", "1000", "bench", &err);
	game_eq = update_queue_new();
	rng_seed(1);

	empty = bench_enter("empty.lua", "return", &timers);
	printf("{\"bench\":\"script\",\"case\":\"trigger\",\"script\":"
	    "\"return\",\"ns_per_call\":%.0f}\n", empty);
	name = bench_enter("name.lua", "local n = ch:name() "
	    "self:set(\"last\", n)", &timers);
	printf("{\"bench\":\"script\",\"case\":\"trigger\",\"script\":"
	    "\"ch:name(); self:set()\",\"ns_per_call\":%.0f}\n", name);
	after = bench_enter("after.lua", "after(60, function() end)", &timers);
	printf("{\"bench\":\"script\",\"case\":\"after\",\"ns_per_call\":%.0f,"
	    "\"ns_per_after\":%.0f,\"timers\":%llu}\n", after, after - empty,
	    (unsigned long long)timers);
	memset(&sc, 0, sizeof sc);
	sc.source = (char *)"local x = 0\nfor i = 1, 10 do x = x + i end\n"
	    "if ch then self:echo(ch:name() .. ' ' .. x) end\n";
	sc.path = (char *)"compile.lua";
	sc.first = 1;
	t0 = now_ns();
	for (i = 0; i < CALLS / 10; i++) {
		if (script_check(&sc, &line, &err) != 0)
			return (1);
	}
	compile = (double)(now_ns() - t0) / (CALLS / 10);
	printf("{\"bench\":\"script\",\"case\":\"compile\",\"lines\":3,"
	    "\"ns_per_call\":%.0f,\"memory\":%zu}\n", compile,
	    script_stats.memory);
	script_shutdown();
	return (0);
}
