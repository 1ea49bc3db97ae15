/*
 * weather.h: the sky over the whole world, clear, cloudy, rainy or
 * stormy (snow in winter). It may turn one step better or worse each game
 * hour, by chances that follow the season; the calendar's hour event
 * drives it. The chance is the weather's own, a function of the hour, so
 * the weather never draws on the game's random numbers.
 */
#ifndef MUD_WEATHER_H
#define MUD_WEATHER_H

#include <stdint.h>

enum sky { SKY_CLEAR, SKY_CLOUDY, SKY_RAIN, SKY_STORM, SKY__COUNT };

enum sky	 weather_sky(void);
/* Set the sky (a saved one at start, tests): nobody is told. */
void		 weather_set(enum sky);
/*
 * A game hour has passed (hours since the calendar began, in a season):
 * the sky may change. Returns what players under the sky see of the
 * change, or NULL if it stays.
 */
const char	*weather_hour(int64_t hours, int season);
/* The sky as a player outdoors sees it, in a season, by day or night. */
const char	*weather_describe(int season, int daylight);
/* The name of a sky, for the admins and the logs. */
const char	*weather_sky_name(enum sky);

#endif
