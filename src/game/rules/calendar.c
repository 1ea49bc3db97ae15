/* calendar.c: the game's hours, days, months, seasons and years. */
#include <stdlib.h>

#include "act.h"
#include "calendar.h"
#include "character.h"
#include "config.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "room.h"
#include "store.h"
#include "update.h"
#include "weather.h"

#define CAL_HOURS_PER_YEAR	((int64_t)CAL_HOURS_PER_DAY * \
				    CAL_DAYS_PER_MONTH * CAL_MONTHS_PER_YEAR)
/* Past this the calendar stops (a million years): no overflow, ever. */
#define CAL_HOURS_MAX		(CAL_HOURS_PER_YEAR * 1000000)

/* The names the game's store keeps them by. */
#define CAL_STATE_HOURS		"calendar_hours"
#define CAL_STATE_SKY		"weather"

static int64_t		 cal_hours = CAL_FIRST_HOUR;
static struct eq_event	*cal_ev;

static const char *const cal_months[CAL_MONTHS_PER_YEAR] = {
	"the Thaw", "the Sowing", "the Blossom",		/* spring */
	"the Long Days", "the Haymaking", "the High Sun",	/* summer */
	"the Harvest", "Falling Leaves", "the Mists",		/* autumn */
	"the Frost", "Deep Snow", "the Wolf",			/* winter */
};

static const char *const cal_weekdays[CAL_DAYS_PER_WEEK] = {
	"the Hearth", "the Anvil", "the Lantern", "the Plough", "the Market",
	"the Bells", "Rest",
};

static const char *const cal_seasons[SEASON__COUNT] = {
	[SEASON_SPRING] = "spring",
	[SEASON_SUMMER] = "summer",
	[SEASON_AUTUMN] = "autumn",
	[SEASON_WINTER] = "winter",
};

/* What players under the sky see as the sun moves, by the hour. */
static const struct {
	int		 hour;
	enum sun	 sun;
	const char	*text;
} cal_sun_turns[] = {
	{ CAL_HOUR_DAWN, SUN_DAWN,
	    "The eastern sky grows pale: dawn is breaking." },
	{ CAL_HOUR_SUNRISE, SUN_LIGHT, "The sun clears the eastern hills." },
	{ CAL_HOUR_SUNSET, SUN_SET, "The sun slips down behind the western "
	    "hills." },
	{ CAL_HOUR_NIGHT, SUN_DARK, "Darkness settles over the land." },
};

/* Where the sun is at an hour of the day. */
static enum sun
calendar_sun_at(int hour)
{
	if (hour >= CAL_HOUR_NIGHT || hour < CAL_HOUR_DAWN)
		return (SUN_DARK);
	if (hour < CAL_HOUR_SUNRISE)
		return (SUN_DAWN);
	if (hour < CAL_HOUR_SUNSET)
		return (SUN_LIGHT);
	return (SUN_SET);
}

/* The date an hour of the calendar falls on. */
void
calendar_date(int64_t hours, struct calendar_date *d)
{
	int64_t	days;

	if (hours < 0)
		hours = 0;
	days = hours / CAL_HOURS_PER_DAY;
	d->hour = (int)(hours % CAL_HOURS_PER_DAY);
	d->weekday = (int)(days % CAL_DAYS_PER_WEEK);
	d->day = (int)(days % CAL_DAYS_PER_MONTH);
	d->month = (int)(days / CAL_DAYS_PER_MONTH % CAL_MONTHS_PER_YEAR);
	d->year = (int)(hours / CAL_HOURS_PER_YEAR) + 1;
	d->season = d->month / (CAL_MONTHS_PER_YEAR / SEASON__COUNT);
}

int64_t
calendar_hours(void)
{
	return (cal_hours);
}

int
calendar_hour(void)
{
	return ((int)(cal_hours % CAL_HOURS_PER_DAY));
}

enum season
calendar_season(void)
{
	struct calendar_date	d;

	calendar_date(cal_hours, &d);
	return (d.season);
}

enum sun
calendar_sun(void)
{
	return (calendar_sun_at(calendar_hour()));
}

const char *
calendar_month_name(int month)
{
	return (month >= 0 && month < CAL_MONTHS_PER_YEAR ? cal_months[month] :
	    "?");
}

const char *
calendar_weekday_name(int weekday)
{
	return (weekday >= 0 && weekday < CAL_DAYS_PER_WEEK ?
	    cal_weekdays[weekday] : "?");
}

const char *
calendar_season_name(int season)
{
	return (season >= 0 && season < SEASON__COUNT ? cal_seasons[season] :
	    "?");
}

/* The rooms are lit by day: from sunrise to the night. */
static void
calendar_daylight(void)
{
	enum sun	sun = calendar_sun();

	room_set_daylight(sun == SUN_LIGHT || sun == SUN_SET);
}

void
calendar_set_hours(int64_t hours)
{
	cal_hours = hours < 0 ? 0 : hours > CAL_HOURS_MAX ? CAL_HOURS_MAX :
	    hours;
	calendar_daylight();
}

/* Keep the calendar in the store, so a restart goes on from here. */
static void
calendar_save(void)
{
	char	*cause = NULL;

	if (game_store == NULL)
		return;
	if (store_set_state(game_store, CAL_STATE_HOURS, cal_hours,
	    &cause) != 0 || store_set_state(game_store, CAL_STATE_SKY,
	    weather_sky(), &cause) != 0) {
		log_warnx("calendar not saved: %s", cause);
		free(cause);
	}
}

/* Tell the players awake under the open sky. */
static void
calendar_tell_outdoors(const char *sun, const char *sky)
{
	struct character	*ch;

	TAILQ_FOREACH(ch, &player_list, player_entry) {
		if (ch->desc == NULL || ch->room == NULL ||
		    !room_is_outdoors(ch->room) ||
		    ch->pd.position == POS_SLEEPING ||
		    ch->pd.position == POS_STUNNED ||
		    ch->pd.position == POS_DEAD)
			continue;
		if (sun != NULL)
			char_printf(ch, "%s\n", sun);
		if (sky != NULL)
			char_printf(ch, "%s\n", sky);
	}
}

/*
 * A game hour passes: the one event of the calendar. The sun may move
 * and the sky change, and whoever is awake outdoors is told (one walk of
 * the players, once an hour); then the calendar is saved.
 */
static void
calendar_tick(struct equeue *q, struct eq_event *ev, void *arg)
{
	const char	*sun = NULL, *sky;
	size_t		 i;
	int		 hour;

	equeue_reschedule(q, ev, (uint32_t)conf_pulses(CFG_HOUR_LENGTH));
	if (cal_hours < CAL_HOURS_MAX)
		cal_hours++;
	hour = calendar_hour();
	for (i = 0; i < sizeof cal_sun_turns / sizeof cal_sun_turns[0]; i++) {
		if (cal_sun_turns[i].hour == hour)
			sun = cal_sun_turns[i].text;
	}
	calendar_daylight();
	if (game_hooks.hour != NULL)
		game_hooks.hour();
	sky = weather_hour(cal_hours, calendar_season());
	if (sun != NULL || sky != NULL)
		calendar_tell_outdoors(sun, sky);
	calendar_save();
}

/* Start the calendar from the store, or anew; queue its hour event. */
void
calendar_start(void)
{
	int64_t	 hours = CAL_FIRST_HOUR, sky = SKY_CLEAR;
	char	*cause = NULL;
	int	 found = 0;

	if (game_store != NULL && ((found = store_get_state(game_store,
	    CAL_STATE_HOURS, &hours, &cause)) < 0 || store_get_state(
	    game_store, CAL_STATE_SKY, &sky, &cause) < 0)) {
		log_warnx("calendar: %s; starting a new one", cause);
		free(cause);
		hours = CAL_FIRST_HOUR;
		sky = SKY_CLEAR;
		found = 0;
	}
	calendar_set_hours(hours);
	weather_set(sky >= 0 && sky < SKY__COUNT ? (enum sky)sky : SKY_CLEAR);
	if (!found)
		calendar_save();
	cal_ev = equeue_enqueue(game_eq, NULL, eq_ref_none(), EQT_HOUR,
	    calendar_tick, NULL, (uint32_t)conf_pulses(CFG_HOUR_LENGTH));
	log_info("calendar: hour %lld, %s", (long long)cal_hours,
	    weather_sky_name(weather_sky()));
}

/* Pulses before the next hour turns (0: this pulse); -1 if not running. */
int
calendar_next_hour(uint32_t *pulses)
{
	if (cal_ev == NULL || game_eq == NULL)
		return (-1);
	*pulses = (uint32_t)equeue_remaining(game_eq, cal_ev);
	return (0);
}

/* Stop the calendar (the queue is going): its event goes. */
void
calendar_stop(void)
{
	if (cal_ev != NULL && game_eq != NULL)
		equeue_dequeue(game_eq, cal_ev);
	cal_ev = NULL;
}

/* A shorter hour_length: the next hour comes no later than one from now. */
void
calendar_config_changed(void)
{
	if (cal_ev != NULL)
		update_shorten(cal_ev, (uint32_t)conf_pulses(CFG_HOUR_LENGTH));
}
