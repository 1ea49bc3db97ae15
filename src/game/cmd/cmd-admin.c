/* cmd-admin.c: commands for the people who run the game. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "commands.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "help.h"
#include "server.h"
#include "find.h"
#include "reload.h"
#include "text.h"

static int
cmd_admin_cmp_u32(const void *a, const void *b)
{
	uint32_t	x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x < y ? -1 : x > y);
}

struct bucket_size {
	size_t		size;
	unsigned int	bucket;
};

static int
cmd_admin_cmp_bucket(const void *a, const void *b)
{
	const struct bucket_size	*x = a, *y = b;

	if (x->size != y->size)
		return (x->size > y->size ? -1 : 1);
	return (x->bucket < y->bucket ? -1 : 1);
}

/*
 * Print the median and the maximum of the last pulses' figures, in ms.
 * Before the first pulse the line is still there, with zeroes, so that
 * what reads it need not know whether a pulse has run yet.
 */
static void
cmd_admin_pulse_line(struct character *ch, const char *what,
    const uint32_t *values, unsigned int n)
{
	uint32_t	sorted[SERVER_LATE_HISTORY];

	if (n == 0) {
		char_printf(ch, "  %-8s p50 %7.3f ms  p99 %7.3f ms  max %7.3f "
		    "ms  (no pulse yet)\n", what, 0.0, 0.0, 0.0);
		return;
	}
	memcpy(sorted, values, n * sizeof *sorted);
	qsort(sorted, n, sizeof *sorted, cmd_admin_cmp_u32);
	char_printf(ch, "  %-8s p50 %7.3f ms  p99 %7.3f ms  max %7.3f ms\n",
	    what, sorted[n / 2] / 1000.0, sorted[(n * 99) / 100] / 1000.0,
	    sorted[n - 1] / 1000.0);
}

static const char *
cmd_admin_position(int pos)
{
	static const char *const names[] = { "standing", "resting", "sleeping",
	    "fighting", "stunned", "dead" };

	if (pos < 0 || pos >= (int)(sizeof names / sizeof names[0]))
		return ("in no known position");
	return (names[pos]);
}

/* stat <character>: a character's points and its pending events. */
void
cmd_stat(struct character *ch, char *arg)
{
	struct character	*victim;
	struct eq_event		*ev;
	uint64_t		 left;
	int			 any = 0;

	if (*arg == '\0')
		victim = ch;
	else if ((victim = char_find_player(arg)) == NULL &&
	    (victim = find_char_room(ch, arg)) == NULL) {
		char_printf(ch, "No one called that is in the game or here.\n");
		return;
	}
	char_printf(ch, "%s: level %d, %d/%d hp, %d/%d mana, %d/%d move, "
	    "%s%s%s.\n", text_cap(char_name(victim)), victim->pd.level,
	    victim->pd.hit, victim->pd.max_hit, victim->pd.mana,
	    victim->pd.max_mana, victim->pd.move, victim->pd.max_move,
	    cmd_admin_position(victim->pd.position),
	    victim->fighting != NULL ? ", fighting " : "",
	    victim->fighting != NULL ? char_name(victim->fighting) : "");
	/* Pulses left, and what that is in game time (4 a second). */
	char_printf(ch, "Events:");
	for (ev = eq_owner_first(&victim->events); ev != NULL;
	    ev = eq_owner_next(ev)) {
		left = equeue_remaining(game_eq, ev);
		char_printf(ch, " %s(%llu pulses, %.2f s)",
		    eq_type_name(eq_event_type(ev)), (unsigned long long)left,
		    (double)left / PULSES_PER_SECOND);
		any = 1;
	}
	char_printf(ch, "%s\n", any ? "" : " none");
}

/* reload config|help|socials: re-read the config, help or socials. */
void
cmd_reload(struct character *ch, char *arg)
{
	char	*report;

	if (strcasecmp(arg, "help") == 0)
		reload_help(ch->pd.name, &report);
	else if (strcasecmp(arg, "config") == 0)
		reload_config(ch->pd.name, &report);
	else if (strcasecmp(arg, "socials") == 0)
		reload_socials(ch->pd.name, &report);
	else {
		char_printf(ch, "Usage: reload config|help|socials\n");
		return;
	}
	char_printf(ch, "%s", report);
	free(report);
}

/* events: the live event queue and the last pulses. */
void
cmd_events(struct character *ch, char *arg)
{
	struct bucket_size	 order[EQ_BUCKETS];
	unsigned int		 i, b, n;
	size_t		 count;
	int		 t, any = 0;

	if (strcasecmp(arg, "reset") == 0) {
		server_stats_reset();
		char_printf(ch, "Pulse figures since now: reset.\n");
		return;
	}
	if (*arg != '\0') {
		char_printf(ch, "Usage: events [reset]\n");
		return;
	}
	char_printf(ch, "Event queue at pulse %llu: %zu pending, %zu bytes.\n",
	    (unsigned long long)equeue_pulse(game_eq), equeue_pending(game_eq),
	    equeue_memory(game_eq));
	char_printf(ch, "Pending by type:\n");
	for (t = 0; t < EQT__COUNT; t++) {
		if ((count = equeue_type_count(game_eq, t)) == 0)
			continue;
		char_printf(ch, "  %-12s %zu\n", eq_type_name(t), count);
		any = 1;
	}
	if (!any)
		char_printf(ch, "  (none)\n");

	/* The five fullest buckets, fullest first. */
	for (b = 0; b < EQ_BUCKETS; b++) {
		order[b].size = equeue_bucket_size(game_eq, b);
		order[b].bucket = b;
	}
	qsort(order, EQ_BUCKETS, sizeof order[0], cmd_admin_cmp_bucket);
	char_printf(ch, "Fullest buckets:");
	for (i = 0; i < 5; i++)
		char_printf(ch, " #%u:%zu", order[i].bucket, order[i].size);
	char_printf(ch, "\n");

	n = server_stats.pulses < SERVER_LATE_HISTORY ?
	    (unsigned int)server_stats.pulses : SERVER_LATE_HISTORY;
	char_printf(ch, "Last %u pulses (%llu run, %llu over budget, %llu "
	    "skipped):\n", n, (unsigned long long)server_stats.pulses,
	    (unsigned long long)server_stats.overruns,
	    (unsigned long long)server_stats.skipped);
	cmd_admin_pulse_line(ch, "late", server_stats.late_us, n);
	cmd_admin_pulse_line(ch, "duration", server_stats.run_us, n);
	char_printf(ch, "Since %s: %llu pulses, %llu late by more than 10 "
	    "ms, the worst %.3f ms late, the longest %.3f ms.\n",
	    server_stats.window_pulses == server_stats.pulses ? "start" :
	    "reset", (unsigned long long)server_stats.window_pulses,
	    (unsigned long long)server_stats.window_late_10ms,
	    server_stats.window_late_max_us / 1000.0,
	    server_stats.window_run_max_us / 1000.0);
}
