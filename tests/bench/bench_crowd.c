/*
 * bench_crowd.c: a room of 200 scripted mobiles, each with a random, a
 * fight, an enter and a leave script, through the game's own entry
 * points: the pulses (their random scripts on the event queue), a combat
 * round of each (script_fight_round), and a mobile walking in and out of
 * the room (move_char: the leave and enter scripts of the crowd, 32 of
 * them asked at most). Prints one JSON line per case: the triggers fired
 * and ns per trigger fired (median of rounds). Run: scripts/bench crowd
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "area.h"
#include "character.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "move.h"
#include "rng.h"
#include "room.h"
#include "script.h"
#include "store.h"
#include "update.h"
#include "wire.h"
#include "world.h"

#define MOBILES	200
#define ROUNDS	7
#define PULSES	(240 * 20)	/* each random script fires about 20 times */
#define FIGHTS	100		/* rounds of MOBILES fight triggers */
#define WALKS	1000		/* walks in and out of the room */

static const char crowd_area[] =
	"area Crowd\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Crowded Hall\n"
	"description\n"
	"Full.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Porch\n"
	"description\n"
	"Empty.\n"
	"~\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"mob 3010\n"
	"keywords townsman\n"
	"short a townsman\n"
	"long A townsman mills about.\n"
	"description\n"
	"Busy.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+10\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"script random 100\n"
	"self:set(\"r\", (self:get(\"r\") or 0) + 1)\n"
	"~\n"
	"script fight 100\n"
	"if ch then self:set(\"f\", 1) end\n"
	"~\n"
	"script enter\n"
	"local n = ch:name()\n"
	"~\n"
	"script leave\n"
	"local n = ch:name()\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3011\n"
	"keywords walker\n"
	"short a walker\n"
	"long A walker walks.\n"
	"description\n"
	"Restless.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+10\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"end\n";

static uint64_t
now_ns(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000 + (uint64_t)ts.tv_nsec);
}

static int
cmp_dbl(const void *a, const void *b)
{
	double	x = *(const double *)a, y = *(const double *)b;

	return (x < y ? -1 : x > y);
}

static void
write_file(const char *dir, const char *name, const char *text)
{
	char	 path[512];
	FILE	*f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	if ((f = fopen(path, "w")) == NULL || fputs(text, f) == EOF ||
	    fclose(f) != 0) {
		fprintf(stderr, "cannot write %s\n", path);
		exit(1);
	}
}

static struct character *
mob(int vnum, int room)
{
	struct character	*ch = char_new_mob(world_mob_def(vnum));

	char_to_room(ch, room_find(room));
	game_start_events(ch);
	return (ch);
}

/* Print a case: the median ns per trigger of the rounds. */
static void
report(const char *name, double *ns, double triggers)
{
	qsort(ns, ROUNDS, sizeof *ns, cmp_dbl);
	printf("{\"bench\":\"crowd\",\"case\":\"%s\",\"mobiles\":%d,"
	    "\"triggers_per_round\":%.0f,\"ns_per_trigger\":%.0f}\n", name,
	    MOBILES, triggers, ns[ROUNDS / 2]);
}

int
main(void)
{
	char			 tmpl[] = "/tmp/bench-crowd.XXXXXX", *dir, *cause;
	char			 cmd[600];
	struct character	*crowd[MOBILES], *walker;
	double			 ns[ROUNDS], triggers = 0;
	uint64_t		 t0, calls;
	int			 r, i, j;

	if ((dir = mkdtemp(tmpl)) == NULL)
		return (1);
	log_set_level(LOG_LEVEL_ERROR);
	write_file(dir, "area.lst", "crowd.are\n");
	write_file(dir, "crowd.are", crowd_area);
	config_current = config_new();
	game_eq = update_queue_new();
	if ((game_store = store_open(":memory:", &cause)) == NULL)
		return (1);
	wire_game();
	if (world_boot(dir, &cause) != 0) {
		fprintf(stderr, "world: %s\n", cause);
		return (1);
	}
	rng_seed(1);
	for (i = 0; i < MOBILES; i++)
		crowd[i] = mob(3010, 3001);
	walker = mob(3011, 3002);

	/* The pulses: the random scripts, as the event queue fires them. */
	for (r = 0; r < ROUNDS; r++) {
		calls = script_stats.calls;
		t0 = now_ns();
		for (i = 0; i < PULSES; i++)
			equeue_heartbeat(game_eq);
		triggers = (double)(script_stats.calls - calls);
		ns[r] = (double)(now_ns() - t0) / (triggers > 0 ? triggers : 1);
	}
	report("pulse (random 100)", ns, triggers);

	/* A combat round of each, against the walker. */
	for (r = 0; r < ROUNDS; r++) {
		calls = script_stats.calls;
		t0 = now_ns();
		for (j = 0; j < FIGHTS; j++) {
			for (i = 0; i < MOBILES; i++)
				script_fight_round(crowd[i], walker);
		}
		triggers = (double)(script_stats.calls - calls);
		ns[r] = (double)(now_ns() - t0) / (triggers > 0 ? triggers : 1);
	}
	report("fight round", ns, triggers);

	/* A mobile walks in (enter scripts) and out (leave scripts). */
	for (r = 0; r < ROUNDS; r++) {
		calls = script_stats.calls;
		t0 = now_ns();
		for (j = 0; j < WALKS; j++) {
			move_char(walker, DIR_WEST);
			move_char(walker, DIR_EAST);
		}
		triggers = (double)(script_stats.calls - calls);
		ns[r] = (double)(now_ns() - t0) / (triggers > 0 ? triggers : 1);
	}
	if (walker->room != room_find(3002))
		fprintf(stderr, "the walker did not walk\n");
	report("walk in and out (enter, leave)", ns, triggers);

	script_shutdown();
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	if (system(cmd) != 0)
		return (1);
	return (0);
}
