/*
 * calendar.h: the game's calendar. Hours, days, months, seasons and years
 * pass with one event on the queue per game hour (game.hour_length); that
 * event also moves the sun (dawn, sunrise, sunset, night, told to players
 * under the open sky, and daylight for the rooms) and the weather, and
 * saves the calendar, so a restart goes on from the hour it had reached.
 */
#ifndef MUD_CALENDAR_H
#define MUD_CALENDAR_H

#include <stdint.h>

#define CAL_HOURS_PER_DAY	24
#define CAL_DAYS_PER_WEEK	7
#define CAL_DAYS_PER_MONTH	28
#define CAL_MONTHS_PER_YEAR	12
#define CAL_FIRST_HOUR		6	/* a new calendar starts at 6 am */

/* The hours when the sun changes: from dawn's hour to night's, it is up. */
#define CAL_HOUR_DAWN		5
#define CAL_HOUR_SUNRISE	6
#define CAL_HOUR_SUNSET		19
#define CAL_HOUR_NIGHT		20

enum season { SEASON_SPRING, SEASON_SUMMER, SEASON_AUTUMN, SEASON_WINTER,
	SEASON__COUNT };

/* Where the sun is: night, dawn (not yet up), day, sunset (still up). */
enum sun { SUN_DARK, SUN_DAWN, SUN_LIGHT, SUN_SET };

struct calendar_date {
	int	hour;		/* 0-23 */
	int	day;		/* 0 .. CAL_DAYS_PER_MONTH - 1 */
	int	weekday;	/* 0 .. CAL_DAYS_PER_WEEK - 1 */
	int	month;		/* 0 .. CAL_MONTHS_PER_YEAR - 1 */
	int	year;		/* from 1 */
	int	season;		/* enum season */
};

/*
 * Start the calendar: from the hour saved in the store (or a new one at
 * CAL_FIRST_HOUR of the first day), with its weather and the sun where
 * the hour puts it, and its hour event on the queue. After the world and
 * the store are up, before anyone plays.
 */
void		 calendar_start(void);
/* Take the hour event off the queue (shutdown, before the queue goes). */
void		 calendar_stop(void);
/* game.hour_length changed: the next hour comes no later than a new one. */
void		 calendar_config_changed(void);
/* Pulses before the next hour turns (0: this pulse); -1 if not running. */
int		 calendar_next_hour(uint32_t *pulses);
/* The hours since the calendar began, and the date they make. */
int64_t		 calendar_hours(void);
void		 calendar_date(int64_t hours, struct calendar_date *);
/* The hour of the day, 0-23. */
int		 calendar_hour(void);
enum season	 calendar_season(void);
enum sun	 calendar_sun(void);
/* Set the hours (tests and admins): sun and daylight follow, no one told. */
void		 calendar_set_hours(int64_t hours);
const char	*calendar_month_name(int month);
const char	*calendar_weekday_name(int weekday);
const char	*calendar_season_name(int season);

#endif
