/* crowd.c: rooms with many occupants: speech budgets and the look summary. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "config.h"
#include "crowd.h"
#include "equeue.h"
#include "find.h"
#include "game.h"
#include "group.h"
#include "ratelimit.h"
#include "room.h"
#include "xmalloc.h"

/* The game's clock for the limits: the pulse, 0 without a queue (tests). */
static uint64_t
crowd_now(void)
{
	return (game_eq != NULL ? equeue_pulse(game_eq) : 0);
}

/* The crowd window in pulses. */
static uint64_t
crowd_window(void)
{
	return ((uint64_t)conf_int(CFG_CROWD_WINDOW) * PULSES_PER_SECOND);
}

/* Is the room crowded (more occupants than crowd_size)? */
int
crowd_is_crowded(const struct room *room)
{
	return (room != NULL && room->npeople > conf_int(CFG_CROWD_SIZE));
}

/*
 * May ch speak to its room now? The speaker's own limit is asked first, so
 * that one who talks too fast is told so rather than that the room is
 * loud; neither counts a line that is not said.
 */
int
crowd_may_speak(struct character *ch)
{
	uint64_t	now, window, left;
	uint32_t	mine, room;
	int		secs;

	if (!crowd_is_crowded(ch->room))
		return (1);
	now = crowd_now();
	window = crowd_window();
	mine = (uint32_t)conf_int(CFG_CROWD_SPEAKER_LINES);
	room = (uint32_t)conf_int(CFG_CROWD_ROOM_LINES);
	if (!ratelimit_allows(&ch->crowd_said, now, window, mine)) {
		left = ratelimit_left(&ch->crowd_said, now, window);
		secs = (int)((left + PULSES_PER_SECOND - 1) /
		    PULSES_PER_SECOND);
		char_printf(ch, "The crowd is thick here: you may speak %u "
		    "time%s every %lld second%s. Wait %d more second%s to be "
		    "heard.\n", mine, mine == 1 ? "" : "s",
		    conf_int(CFG_CROWD_WINDOW),
		    conf_int(CFG_CROWD_WINDOW) == 1 ? "" : "s", secs,
		    secs == 1 ? "" : "s");
		return (0);
	}
	if (!ratelimit_allows(&ch->room->crowd_heard, now, window, room)) {
		char_printf(ch, "The crowd is too loud for you to be heard; "
		    "try again in a moment.\n");
		return (0);
	}
	ratelimit_take(&ch->crowd_said, now, window);
	ratelimit_take(&ch->room->crowd_heard, now, window);
	return (1);
}

/* Should someone's coming into or going out of room be announced? */
int
crowd_announce(struct room *room)
{
	uint64_t	now, window;

	if (!crowd_is_crowded(room))
		return (1);
	now = crowd_now();
	window = crowd_window();
	if (!ratelimit_allows(&room->crowd_moves, now, window,
	    (uint32_t)conf_int(CFG_CROWD_ROOM_LINES)))
		return (0);
	ratelimit_take(&room->crowd_moves, now, window);
	return (1);
}

/* Which list of a look p goes in: 0 first, 1 mobiles, 2 players. */
static int
crowd_rank(const struct character *ch, const struct character *p)
{
	if (p->fighting == ch || ch->fighting == p || group_same(ch, p))
		return (0);
	return (char_is_npc(p) ? 1 : 2);
}

/*
 * Whom a look shows one in a fight or a group: one walk of the room keeps
 * the first max of each rank (never more can be shown) and counts everyone
 * ch sees.
 */
static int
crowd_pick_walk(struct character *ch, int mine, struct character **out,
    int max, int *others)
{
	struct character	*p, **rank[3];
	int			 nrank[3] = { 0, 0, 0 }, seen = 0, n = 0, r, i;

	for (r = 0; r < 3; r++)
		rank[r] = xcalloc((size_t)max, sizeof *rank[r]);
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p == ch || !find_sees_lit(ch, mine, p))
			continue;
		seen++;
		r = crowd_rank(ch, p);
		if (nrank[r] < max)
			rank[r][nrank[r]++] = p;
	}
	for (r = 0; r < 3; r++) {
		for (i = 0; i < nrank[r] && n < max; i++)
			out[n++] = rank[r][i];
		free(rank[r]);
	}
	*others = seen - n;
	return (n);
}

/*
 * What a look in a crowded room shows one in no fight and no group is the
 * same for every looker of its role that does or does not detect the
 * invisible (but the looker itself): it is made once and kept for the
 * pulse, while the room's people stay the same (people_gen; a pointer kept
 * is never one that left). A crowd of 5,000 looking is then not 5,000
 * walks of 5,000 each; what changes within a pulse (an affect) shows on
 * the next.
 */
static struct {
	const struct room	*room;
	uint64_t		 gen, pulse;
	int			 role, detect, max;
	struct character	**mobs, **players;	/* first max + 1 */
	int			 nmobs, nplayers;
	int			 seen;		/* by such a looker */
} crowd_cache;

/* Make the cache for ch's room and kind of looker. */
static void
crowd_cache_fill(struct character *ch, int detect, int max, uint64_t now)
{
	struct character	*p;
	int			 aff = detect ? AFF_DETECT_INVIS : 0;

	free(crowd_cache.mobs);
	free(crowd_cache.players);
	crowd_cache.room = ch->room;
	crowd_cache.gen = ch->room->people_gen;
	crowd_cache.pulse = now;
	crowd_cache.role = ch->pd.role;
	crowd_cache.detect = detect;
	crowd_cache.max = max;
	crowd_cache.mobs = xcalloc((size_t)max + 1, sizeof (struct character *));
	crowd_cache.players = xcalloc((size_t)max + 1,
	    sizeof (struct character *));
	crowd_cache.nmobs = crowd_cache.nplayers = crowd_cache.seen = 0;
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (!find_sees_as(ch->pd.role, aff, p))
			continue;
		crowd_cache.seen++;
		if (char_is_npc(p) && crowd_cache.nmobs <= max)
			crowd_cache.mobs[crowd_cache.nmobs++] = p;
		else if (!char_is_npc(p) && crowd_cache.nplayers <= max)
			crowd_cache.players[crowd_cache.nplayers++] = p;
	}
}

/* Forget the cache (tests; and so that nothing is left at exit). */
void
crowd_forget(void)
{
	free(crowd_cache.mobs);
	free(crowd_cache.players);
	memset(&crowd_cache, 0, sizeof crowd_cache);
}

/* Whom ch's look lists: from the pulse's cache, but ch. */
static int
crowd_pick_cached(struct character *ch, int mine, struct character **out,
    int max, int *others)
{
	uint64_t	now = crowd_now();
	int		detect = (mine & AFF_DETECT_INVIS) != 0, n = 0, i;
	int		aff = detect ? AFF_DETECT_INVIS : 0;

	if (crowd_cache.room != ch->room ||
	    crowd_cache.gen != ch->room->people_gen ||
	    crowd_cache.pulse != now || crowd_cache.role != ch->pd.role ||
	    crowd_cache.detect != detect || crowd_cache.max != max)
		crowd_cache_fill(ch, detect, max, now);
	for (i = 0; i < crowd_cache.nmobs && n < max; i++) {
		if (crowd_cache.mobs[i] != ch)
			out[n++] = crowd_cache.mobs[i];
	}
	for (i = 0; i < crowd_cache.nplayers && n < max; i++) {
		if (crowd_cache.players[i] != ch)
			out[n++] = crowd_cache.players[i];
	}
	/* ch is among those counted if others like it see it. */
	*others = crowd_cache.seen - n - (find_sees_as(ch->pd.role, aff, ch) ?
	    1 : 0);
	return (n);
}

/*
 * Whom ch's look lists: those in a fight with ch and its group first, so
 * one in a fight or a group walks the room; anyone else gets the pulse's
 * list for its kind of looker.
 */
int
crowd_pick(struct character *ch, struct character **out, int max,
    int *others)
{
	int	mine;

	*others = 0;
	if (ch->room == NULL || max <= 0)
		return (0);
	/* In the dark no one is seen; in the light, the checks for ch once. */
	if (!find_can_see_room(ch))
		return (0);
	mine = char_aff(ch);
	if (ch->fighting != NULL || ch->grouped ||
	    ch->pd.position == POS_FIGHTING)
		return (crowd_pick_walk(ch, mine, out, max, others));
	return (crowd_pick_cached(ch, mine, out, max, others));
}

/* n with thousands separators ("4,812") in buf; returns buf. */
const char *
crowd_number(char *buf, size_t len, long long n)
{
	char			digits[32];
	unsigned long long	u;
	size_t			nd, i, o = 0;

	if (len == 0)
		return (buf);
	u = n < 0 ? 0ULL - (unsigned long long)n : (unsigned long long)n;
	nd = (size_t)snprintf(digits, sizeof digits, "%llu", u);
	if (n < 0 && o + 1 < len)
		buf[o++] = '-';
	for (i = 0; i < nd && o + 1 < len; i++) {
		if (i > 0 && (nd - i) % 3 == 0) {
			buf[o++] = ',';
			if (o + 1 >= len)
				break;
		}
		buf[o++] = digits[i];
	}
	buf[o] = '\0';
	return (buf);
}
