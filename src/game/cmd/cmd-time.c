/* cmd-time.c: the time of the game's day and the date, and the weather. */
#include "act.h"
#include "calendar.h"
#include "character.h"
#include "commands.h"
#include "room.h"
#include "weather.h"

/* "1st", "2nd", "3rd", "4th" ... "11th", "21st". */
static const char *
cmd_time_ordinal(int n)
{
	if (n % 100 >= 11 && n % 100 <= 13)
		return ("th");
	switch (n % 10) {
	case 1:
		return ("st");
	case 2:
		return ("nd");
	case 3:
		return ("rd");
	default:
		return ("th");
	}
}

/* The part of the day an hour falls in. */
static const char *
cmd_time_period(int hour)
{
	if (hour < CAL_HOUR_DAWN || hour > CAL_HOUR_NIGHT)
		return ("at night");
	if (hour < 12)
		return ("in the morning");
	if (hour < 18)
		return ("in the afternoon");
	return ("in the evening");
}

/* time: the hour, the day, the month, the year and the season. */
void
cmd_time(struct character *ch, char *arg)
{
	struct calendar_date	d;

	calendar_date(calendar_hours(), &d);
	if (d.hour == 0)
		char_printf(ch, "It is midnight");
	else if (d.hour == 12)
		char_printf(ch, "It is noon");
	else
		char_printf(ch, "It is %d o'clock %s", d.hour,
		    cmd_time_period(d.hour));
	char_printf(ch, ", on the Day of %s.\n",
	    calendar_weekday_name(d.weekday));
	char_printf(ch, "It is the %d%s day of the Month of %s, in the year "
	    "%d; it is %s.\n", d.day + 1, cmd_time_ordinal(d.day + 1),
	    calendar_month_name(d.month), d.year,
	    calendar_season_name(d.season));
}

/* weather: the sky, for one under it. */
void
cmd_weather(struct character *ch, char *arg)
{
	enum sun	sun = calendar_sun();

	if (char_aff(ch) & AFF_BLIND) {
		char_printf(ch, "You are blind: everything is dark to you.\n");
		return;
	}
	if (ch->room == NULL || !room_is_outdoors(ch->room)) {
		char_printf(ch, "You can't see the sky from here.\n");
		return;
	}
	char_printf(ch, "%s\n", weather_describe(calendar_season(),
	    sun == SUN_LIGHT || sun == SUN_SET));
	switch (sun) {
	case SUN_DAWN:
		char_printf(ch, "Dawn is breaking in the east.\n");
		break;
	case SUN_SET:
		char_printf(ch, "The sun is low in the west.\n");
		break;
	case SUN_DARK:
		char_printf(ch, "It is night.\n");
		break;
	default:
		break;
	}
}
