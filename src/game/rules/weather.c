/* weather.c: the sky over the world, changing by the hour and the season. */
#include <stddef.h>
#include <stdint.h>

#include "calendar.h"
#include "weather.h"

static enum sky	weather_now = SKY_CLEAR;

/*
 * Chances in a hundred, each game hour, that the sky turns one step worse
 * (clear to cloudy to rain to storm) or one step better, by season:
 * showery springs, settled summers, wet autumns, snowy winters.
 */
static const struct {
	int	worse;
	int	better;
} weather_odds[SEASON__COUNT] = {
	[SEASON_SPRING] = { 14, 12 },
	[SEASON_SUMMER] = { 7, 16 },
	[SEASON_AUTUMN] = { 15, 9 },
	[SEASON_WINTER] = { 13, 10 },
};

/* What players under the sky see as it changes: [from][to], rain; snow. */
static const char *const weather_turns[SKY__COUNT][SKY__COUNT][2] = {
	[SKY_CLEAR][SKY_CLOUDY] = { "Clouds drift in and cover the sky.",
	    "Grey clouds gather; the air smells of snow." },
	[SKY_CLOUDY][SKY_CLEAR] = { "The clouds break up and drift away.",
	    "The clouds part; the sky is clear and cold." },
	[SKY_CLOUDY][SKY_RAIN] = { "Rain begins to fall.",
	    "It starts to snow." },
	[SKY_RAIN][SKY_CLOUDY] = { "The rain eases off and stops.",
	    "The snow stops falling." },
	[SKY_RAIN][SKY_STORM] = { "Thunder cracks overhead: a storm is "
	    "upon you.", "The wind rises and the snow thickens into a "
	    "blizzard." },
	[SKY_STORM][SKY_RAIN] = { "The thunder rolls away; the storm "
	    "eases to rain.", "The blizzard eases to a steady snowfall." },
};

static const char *const weather_names[SKY__COUNT] = {
	[SKY_CLEAR] = "clear",
	[SKY_CLOUDY] = "cloudy",
	[SKY_RAIN] = "rain",
	[SKY_STORM] = "storm",
};

/* A number from 0 to 99 for an hour: splitmix64 of it, the weather's own. */
static int
weather_roll(int64_t hours)
{
	uint64_t	z = (uint64_t)hours * 0x9e3779b97f4a7c15ULL +
			    0x5eed5eed5eed5eedULL;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	z ^= z >> 31;
	return ((int)(z % 100));
}

enum sky
weather_sky(void)
{
	return (weather_now);
}

void
weather_set(enum sky sky)
{
	weather_now = sky >= 0 && sky < SKY__COUNT ? sky : SKY_CLEAR;
}

/* An hour passed: the sky may turn a step; what is seen of it, or NULL. */
const char *
weather_hour(int64_t hours, int season)
{
	enum sky	from = weather_now, to = from;
	int		r = weather_roll(hours);

	if (season < 0 || season >= SEASON__COUNT)
		season = SEASON_SPRING;
	if (r < weather_odds[season].worse) {
		if (from < SKY_STORM)
			to = from + 1;
	} else if (r >= 100 - weather_odds[season].better) {
		if (from > SKY_CLEAR)
			to = from - 1;
	}
	if (to == from)
		return (NULL);
	weather_now = to;
	return (weather_turns[from][to][season == SEASON_WINTER]);
}

/* The sky as seen from under it. */
const char *
weather_describe(int season, int daylight)
{
	int	winter = season == SEASON_WINTER;

	switch (weather_now) {
	case SKY_CLEAR:
		if (!daylight)
			return ("The sky is clear and full of stars.");
		return (winter ? "The sky is clear and the air is bitter cold." :
		    season == SEASON_SUMMER ? "The sky is cloudless and the "
		    "sun is hot." : "The sky is clear and a mild breeze "
		    "blows.");
	case SKY_CLOUDY:
		return (winter ? "The sky is grey and heavy with snow." :
		    "The sky is cloudy.");
	case SKY_RAIN:
		return (winter ? "Snow is falling." : "It is raining.");
	case SKY_STORM:
		return (winter ? "A blizzard howls about you." :
		    "A storm rages: thunder rolls and lightning flashes.");
	default:
		return ("The sky is strange.");
	}
}

const char *
weather_sky_name(enum sky sky)
{
	return (sky >= 0 && sky < SKY__COUNT ? weather_names[sky] : "?");
}
