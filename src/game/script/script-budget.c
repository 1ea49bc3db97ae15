/*
 * script-budget.c: what all of an area's scripts together, and all the
 * scripts of the game together, may keep going: the timers they have
 * waiting, weighed by how often they run (scripts.area_timer_runs and
 * scripts.timer_runs, in runs a minute), and the mobiles and objects
 * their load_mob and load_obj made that are still in the game
 * (scripts.area_loaded and scripts.loaded). Past a budget the call that
 * asks gets nil and why, and the area's builders are told (once a
 * minute of game time at most).
 *
 * What was loaded is counted by area name (a tally), not by the area's
 * Lua state: a reload makes a new state, but what its scripts loaded
 * stays in the game and in the count until it goes.
 */
#include <stdlib.h>
#include <string.h>

#include "character.h"
#include "config.h"
#include "game.h"
#include "object.h"
#include "script-int.h"
#include "xmalloc.h"

#define SCRIPT_TELL_PULSES	(60 * PULSES_PER_SECOND)

/* What one area's scripts have loaded, and when its builders were told. */
struct script_tally {
	char		name[64];
	long		loaded;
	long long	told_timers;	/* pulse, or -1 */
	long long	told_loads;
};

static struct script_tally	*script_tallies;
static int			 script_ntallies;

/* The tally of a context's area (made if need be): its number, from 1. */
static int
script_tally_of(struct script_ctx *ctx)
{
	struct script_tally	*t;
	int			 i;

	for (i = 0; i < script_ntallies; i++) {
		if (strcmp(script_tallies[i].name, ctx->name) == 0)
			return (i + 1);
	}
	script_tallies = xreallocarray(script_tallies, script_ntallies + 1,
	    sizeof *script_tallies);
	t = &script_tallies[script_ntallies++];
	memset(t, 0, sizeof *t);
	snprintf(t->name, sizeof t->name, "%s", ctx->name);
	t->told_timers = t->told_loads = -1;
	return (script_ntallies);
}

/* Tell the builders, unless they were told in the last minute. */
static void
script_budget_tell(struct script_ctx *ctx, long long *told, const char *what,
    long long n, const char *key)
{
	long long	now = game_eq != NULL ? (long long)equeue_pulse(game_eq) :
			    0;
	const char	*where = "script";

	if (*told >= 0 && now - *told < SCRIPT_TELL_PULSES)
		return;
	*told = now;
	if (script_frame() != NULL && script_frame()->prog != NULL)
		where = script_frame()->prog->path;
	script_tell(ctx, "%s: refused: %s (%lld, scripts.%s); the script "
	    "gets nil and why", where, what, n, key);
}

/* May the running script's area load one more thing? 0, or -1 and *why. */
int
script_budget_load(struct script_ctx *ctx, const char **why)
{
	int			 i = script_tally_of(ctx);
	struct script_tally	*t = &script_tallies[i - 1];

	if (t->loaded >= conf_int(CFG_SCRIPT_AREA_LOADED)) {
		*why = "too many things loaded by this area's scripts";
		script_budget_tell(ctx, &t->told_loads, "the mobiles and "
		    "objects this area's scripts loaded are at the area's "
		    "budget", conf_int(CFG_SCRIPT_AREA_LOADED), "area_loaded");
		return (-1);
	}
	if (script_stats.loaded >= conf_int(CFG_SCRIPT_LOADED)) {
		*why = "too many things loaded by scripts";
		script_budget_tell(ctx, &t->told_loads, "the mobiles and "
		    "objects all scripts loaded are at the game's budget",
		    conf_int(CFG_SCRIPT_LOADED), "loaded");
		return (-1);
	}
	return (0);
}

/* A script of ctx's area loaded a mobile or an object: count it. */
void
script_budget_loaded(struct script_ctx *ctx, int *tally)
{
	*tally = script_tally_of(ctx);
	script_tallies[*tally - 1].loaded++;
	script_stats.loaded++;
}

/* A thing goes: if a script loaded it, it counts no more. */
void
script_budget_gone(int *tally)
{
	if (*tally < 1 || *tally > script_ntallies)
		return;
	script_tallies[*tally - 1].loaded--;
	script_stats.loaded--;
	*tally = 0;
}

/* Runs a minute of a timer every pulses (at least one). */
long
script_budget_rate(long pulses)
{
	long	per_minute = 60L * PULSES_PER_SECOND;

	if (pulses < 1)
		pulses = 1;
	return ((per_minute + pulses - 1) / pulses);
}

/* May ctx's scripts have one more timer of rate? 0, or -1 and *why. */
int
script_budget_timer(struct script_ctx *ctx, long rate, const char **why)
{
	int			 i = script_tally_of(ctx);
	struct script_tally	*t = &script_tallies[i - 1];

	if (ctx->timer_rate + rate > conf_int(CFG_SCRIPT_AREA_TIMER_RUNS)) {
		*why = "too many timer runs for this area";
		script_budget_tell(ctx, &t->told_timers, "the timers of this "
		    "area's scripts would run more times a minute than the "
		    "area's budget", conf_int(CFG_SCRIPT_AREA_TIMER_RUNS),
		    "area_timer_runs");
		return (-1);
	}
	if (script_stats.timer_runs + rate > conf_int(CFG_SCRIPT_TIMER_RUNS)) {
		*why = "too many timer runs for all scripts";
		script_budget_tell(ctx, &t->told_timers, "the timers of all "
		    "scripts would run more times a minute than the game's "
		    "budget", conf_int(CFG_SCRIPT_TIMER_RUNS), "timer_runs");
		return (-1);
	}
	ctx->timer_rate += rate;
	script_stats.timer_runs += rate;
	return (0);
}

/* A timer of rate is no longer waiting. */
void
script_budget_timer_done(struct script_ctx *ctx, long rate)
{
	ctx->timer_rate -= rate;
	script_stats.timer_runs -= rate;
}

/* Forget the tallies (the shutdown). */
void
script_budget_reset(void)
{
	free(script_tallies);
	script_tallies = NULL;
	script_ntallies = 0;
	script_stats.loaded = 0;
}
