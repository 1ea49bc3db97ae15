/*
 * bench_pulse.c: the cost of a pulse as the world grows.
 *
 * A pulse must cost what is due on it, not what exists: with 0, 10,000 and
 * 100,000 idle mobiles and objects the cost stays flat; with 1,000 fights
 * and 1,000 hurt characters it grows with those events only. Prints one
 * JSON line per case. Run: scripts/bench pulse
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "area.h"
#include "character.h"
#include "config.h"
#include "equeue.h"
#include "fight.h"
#include "game.h"
#include "object.h"
#include "rng.h"
#include "room.h"
#include "update.h"
#include "wire.h"
#include "world.h"

#define PULSES	800

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

static struct room_def	 room_proto;
static struct mob_def	 mob_proto;
static struct obj_def	 obj_proto;

static struct room **
make_rooms(int n)
{
	struct room	**rooms = calloc((size_t)n, sizeof *rooms);
	int		  i, d;

	room_proto.name = "A bench room";
	room_proto.description = "Quiet.\n";
	for (d = 0; d < DIR__COUNT; d++)
		room_proto.exits[d].to_vnum = -1;
	for (i = 0; i < n; i++)
		rooms[i] = room_new(&room_proto, NULL);
	return (rooms);
}

static void
run_case(const char *name, int idle, int fights, int hurt)
{
	struct room		**rooms;
	struct character	*ch, *foe;
	struct object		*obj;
	uint64_t		 times[PULSES], t0, total = 0;
	int			 nrooms = 1000, i;
	size_t			 pending;

	rooms = make_rooms(nrooms);
	for (i = 0; i < idle; i++) {
		ch = char_new_mob(&mob_proto);
		char_to_room(ch, rooms[i % nrooms]);
		game_start_events(ch);
		obj = obj_create(&obj_proto);
		obj_to_room(obj, rooms[i % nrooms]);
	}
	for (i = 0; i < fights; i++) {
		ch = char_new_mob(&mob_proto);
		foe = char_new_mob(&mob_proto);
		ch->pd.hit = ch->pd.max_hit = foe->pd.hit = foe->pd.max_hit =
		    1000000000;
		char_to_room(ch, rooms[i % nrooms]);
		char_to_room(foe, rooms[i % nrooms]);
		fight_start(ch, foe);
	}
	for (i = 0; i < hurt; i++) {
		ch = char_new_mob(&mob_proto);
		ch->pd.max_hit = 1000000000;
		ch->pd.hit = 1;
		char_to_room(ch, rooms[i % nrooms]);
		update_heal_start(ch);
	}
	pending = equeue_pending(game_eq);
	for (i = 0; i < PULSES; i++) {
		t0 = now_ns();
		equeue_heartbeat(game_eq);
		times[i] = now_ns() - t0;
		total += times[i];
	}
	qsort(times, PULSES, sizeof times[0], cmp_u64);
	printf("{\"case\":\"%s\",\"idle_mobiles\":%d,\"idle_objects\":%d,"
	    "\"fights\":%d,\"hurt\":%d,\"pending_events\":%zu,"
	    "\"pulses\":%d,\"ns_per_pulse_mean\":%llu,"
	    "\"ns_per_pulse_p50\":%llu,\"ns_per_pulse_p99\":%llu,"
	    "\"ns_per_pulse_max\":%llu,\"pulse_budget_pct_p99\":%.4f}\n",
	    name, idle, idle, fights, hurt, pending, PULSES,
	    (unsigned long long)(total / PULSES),
	    (unsigned long long)times[PULSES / 2],
	    (unsigned long long)times[PULSES * 99 / 100],
	    (unsigned long long)times[PULSES - 1],
	    times[PULSES * 99 / 100] / 2500000.0);
	fflush(stdout);
	while ((ch = TAILQ_FIRST(&char_list)) != NULL)
		game_extract_char(ch);
	game_reap();
	for (i = 0; i < nrooms; i++)
		room_free(rooms[i]);
	free(rooms);
}

int
main(void)
{
	config_current = config_new();
	game_eq = update_queue_new();
	wire_game();
	rng_seed(42);
	mob_proto.vnum = 1;
	mob_proto.keywords = "bench mob";
	mob_proto.short_desc = "a bench mob";
	mob_proto.long_desc = "A bench mob stands here.";
	mob_proto.description = "";
	mob_proto.level = 10;
	mob_proto.hit.number = 1;
	mob_proto.hit.size = 1;
	mob_proto.hit.bonus = 100;
	mob_proto.damage.number = 1;
	mob_proto.damage.size = 4;
	obj_proto.vnum = 2;
	obj_proto.keywords = "bench stone";
	obj_proto.short_desc = "a bench stone";
	obj_proto.long_desc = "A bench stone lies here.";
	obj_proto.type = OBJ_TRASH;

	run_case("idle", 0, 0, 0);
	run_case("idle", 10000, 0, 0);
	run_case("idle", 100000, 0, 0);
	run_case("busy", 100000, 1000, 1000);
	equeue_free(game_eq);
	config_free(config_current);
	return (0);
}
