/*
 * load-mix.h: what bench_load's players type and how they tell the answer
 * to a command from others' messages. Two mixes: "spread", players who
 * walk, fight and look about a world; "crowd", players who stay in one
 * room and look, say, emote and check their score (the crowd bench:
 * `scripts/bench load crowd`).
 */
#ifndef MUD_LOAD_MIX_H
#define MUD_LOAD_MIX_H

#include <ctype.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

struct load_mix_entry {
	const char	*cmd;
	unsigned int	 weight;
};

static const struct load_mix_entry load_mix_spread[] = {
	{ "look", 14 },
	{ "say hello", 8 },
	{ "north", 6 }, { "south", 6 }, { "east", 6 }, { "west", 6 },
	{ "up", 5 }, { "down", 5 },
	{ "get all", 6 },
	{ "drop all", 6 },
	{ "inventory", 8 },
	{ "score", 6 },
	{ "exits", 4 },
	{ "equipment", 3 },
	{ "cast 'armor'", 4 },
	{ "who", 1 },
	{ "kill rat", 1 }, { "kill guard", 1 },
	{ NULL, 0 }
};

/* Nobody walks out of the crowd: what people in a town square do. */
static const struct load_mix_entry load_mix_crowd[] = {
	{ "look", 30 },
	{ "say hello", 25 },
	{ "emote waves.", 20 },
	{ "score", 25 },
	{ NULL, 0 }
};

/* Pick a command from mix with r, a random number. */
static inline const char *
load_mix_pick(const struct load_mix_entry *mix, uint64_t r)
{
	unsigned int	total = 0, i, x;

	for (i = 0; mix[i].cmd != NULL; i++)
		total += mix[i].weight;
	x = (unsigned int)(r % total);
	for (i = 0; mix[i].cmd != NULL; i++) {
		if (x < mix[i].weight)
			return (mix[i].cmd);
		x -= mix[i].weight;
	}
	return ("look");
}

/*
 * Is this line a message from someone else, not the answer to a command?
 * Others' lines start with their names (the players' prefix); one that
 * starts with the player's own name is its own emote told back.
 */
static inline int
load_line_is_other(const char *line, size_t len, const char *prefix,
    const char *own)
{
	static const char	*starts[] = {
		"You feel ", "The ward ", "Your spell", "You no longer have",
		"You shake your head"
	};
	size_t			 plen = strlen(prefix), olen = strlen(own), i, n;

	if (olen > 0 && len > olen && strncasecmp(line, own, olen) == 0 &&
	    line[olen] == ' ')
		return (0);
	if (len > plen && strncasecmp(line, prefix, plen) == 0 &&
	    isalpha((unsigned char)line[plen]))
		return (1);
	for (i = 0; i < sizeof starts / sizeof starts[0]; i++) {
		n = strlen(starts[i]);
		if (len >= n && memcmp(line, starts[i], n) == 0)
			return (1);
	}
	if (len > 11 && memcmp(line + len - 11, " wears off.", 11) == 0)
		return (1);
	return (0);
}

#endif
