/*
 * test_calendar.c: the game's calendar, sun and weather, played in game
 * time (tests/unit/play.h): hours, days, months, seasons and years passing
 * by one event an hour; dawn, sunrise, sunset and night told to players
 * under the open sky and to nobody indoors or asleep; daylight in outdoor
 * rooms and darkness at night where the ground says so; the weather
 * command and the weather changing by the hour; the calendar read back
 * from the store as a restart does.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "calendar.h"
#include "check_main.h"
#include "eqtypes.h"
#include "magic.h"
#include "play.h"
#include "room.h"
#include "weather.h"

#define TEMPLE	3001	/* inside */
#define FIELD	3002	/* open ground */
#define WOOD	3003	/* a forest: dark at night */
#define DEN	3004	/* a forest flagged dark: dark by day too */
#define STREET	3005	/* a city: its lamps light the night */

#define LANTERN	3010

#define HOUR	4	/* pulses, with hour_length 1 */

static const char vale_area[] =
	"area The Vale\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Temple\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A quiet temple.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name A Sunny Field\n"
	"sector field\n"
	"description\n"
	"Grass and sky.\n"
	"~\n"
	"exit west 3001\n"
	"exit east 3003\n"
	"exit south 3005\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Deep Wood\n"
	"sector forest\n"
	"description\n"
	"Old trees crowd close.\n"
	"~\n"
	"exit west 3002\n"
	"exit east 3004\n"
	"end\n"
	"\n"
	"room 3004\n"
	"name The Den\n"
	"sector forest\n"
	"flags dark\n"
	"description\n"
	"A hollow under roots.\n"
	"~\n"
	"exit west 3003\n"
	"end\n"
	"\n"
	"room 3005\n"
	"name Lamp Street\n"
	"sector city\n"
	"description\n"
	"Lamps on poles.\n"
	"~\n"
	"exit north 3002\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords lantern\n"
	"short a lantern\n"
	"long A lantern lies here.\n"
	"type light\n"
	"hours -1\n"
	"wear light\n"
	"weight 2\n"
	"end\n";

static void
setup(void)
{
	const char *const	files[] = { "vale.are", vale_area, NULL };

	play_start(files, 7);
	play_config("game.hour_length", "1");	/* 4 pulses an hour */
}

static void
teardown(void)
{
	play_stop();
}

/* Hours in whole days, months and years. */
static int64_t
days(int64_t n)
{
	return (n * CAL_HOURS_PER_DAY);
}

static int64_t
months(int64_t n)
{
	return (days(n * CAL_DAYS_PER_MONTH));
}

/* A new calendar starts at 6 of the first day; one event moves it. */
START_TEST(test_hours_pass_with_pulses)
{
	struct character	*a = play_enter("Ana", TEMPLE, ROLE_PLAYER);

	ck_assert_int_eq(calendar_hours(), CAL_FIRST_HOUR);
	ck_assert_int_eq(game_hour(), 6);
	play_type(a, "time");
	play_expect(a, "It is 6 o'clock in the morning, on the Day of the "
	    "Hearth.\nIt is the 1st day of the Month of the Thaw, in the "
	    "year 1; it is spring.\n");
	/* The hour turns on its 4th pulse, not before. */
	play_pulses(HOUR - 1);
	ck_assert_int_eq(game_hour(), 6);
	play_pulses(1);
	ck_assert_int_eq(game_hour(), 7);
	/* One event does it, however long the game runs. */
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_HOUR), 1);
	play_pulses(5 * HOUR);
	ck_assert_int_eq(game_hour(), 12);
	play_type(a, "time");
	play_expect(a, "It is noon, on the Day of the Hearth.");
	play_pulses(6 * HOUR);
	play_type(a, "time");
	play_expect(a, "It is 18 o'clock in the evening");
	/* Midnight starts the second day, a new day of the week. */
	play_pulses(6 * HOUR);
	play_type(a, "time");
	play_expect(a, "It is midnight, on the Day of the Anvil.\nIt is the "
	    "2nd day of the Month of the Thaw, in the year 1; it is spring.");
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_HOUR), 1);

	/* The last hour of spring's last day: then summer. */
	calendar_set_hours(months(3) - 1);
	play_pulses(HOUR);
	play_type(a, "time");
	play_expect(a, "It is midnight, on the Day of ");
	play_expect(a, "It is the 1st day of the Month of the Long Days, in "
	    "the year 1; it is summer.");
	/* The 23rd day of autumn's second month. */
	calendar_set_hours(months(7) + days(22) + 20);
	play_type(a, "time");
	play_expect(a, "It is 20 o'clock in the evening");
	play_expect(a, "It is the 23rd day of the Month of Falling Leaves, in "
	    "the year 1; it is autumn.");
	/* The year's last hour, then the new year. */
	calendar_set_hours(months(12) - 1);
	play_type(a, "time");
	play_expect(a, "It is 23 o'clock at night");
	play_expect(a, "It is the 28th day of the Month of the Wolf, in the "
	    "year 1; it is winter.");
	play_pulses(HOUR);
	play_type(a, "time");
	play_expect(a, "It is the 1st day of the Month of the Thaw, in the "
	    "year 2; it is spring.");
}
END_TEST

/*
 * Dawn, sunrise, sunset and night, each on the hour's pulse, to the
 * players awake under the sky: not indoors, not asleep.
 */
START_TEST(test_sun_told_outdoors_only)
{
	struct character	*out = play_enter("Oda", FIELD, ROLE_PLAYER);
	struct character	*in = play_enter("Ivo", TEMPLE, ROLE_PLAYER);
	struct character	*zz = play_enter("Zed", FIELD, ROLE_PLAYER);

	play_type(zz, "sleep");
	calendar_set_hours(days(3) + 4);
	ck_assert_int_eq(calendar_sun(), SUN_DARK);
	ck_assert_int_eq(play_until(out, "The eastern sky grows pale: dawn "
	    "is breaking.", HOUR), HOUR);
	ck_assert_int_eq(calendar_sun(), SUN_DAWN);
	ck_assert_int_eq(play_until(out, "The sun clears the eastern "
	    "hills.", HOUR), HOUR);
	ck_assert_int_eq(calendar_sun(), SUN_LIGHT);
	calendar_set_hours(days(3) + 18);
	ck_assert_int_eq(play_until(out, "The sun slips down behind the "
	    "western hills.", HOUR), HOUR);
	ck_assert_int_eq(play_until(out, "Darkness settles over the land.",
	    HOUR), HOUR);
	play_not(in, "dawn");
	play_not(in, "The sun");
	play_not(in, "night");
	play_not(zz, "dawn is breaking");
	play_not(zz, "Darkness settles over the land");
	/* Nothing at the hours between. */
	play_pulses(3 * HOUR);
	play_not(out, "The sun");
}
END_TEST

/* ch looks; is the room seen (its name), or is it too dark? */
static int
sees(struct character *ch, const char *name)
{
	char	*news;
	int	 seen;

	play_skip(ch);
	play_type(ch, "look");
	news = play_news(ch);
	seen = strstr(news, name) != NULL;
	ck_assert_msg(seen || strstr(news, "too dark here") != NULL, "%s",
	    news);
	free(news);
	return (seen);
}

/*
 * By day the sun lights every outdoor room but one flagged dark; at night
 * a forest is dark and open ground and a city are not; indoors nothing
 * changes; a light lights the night.
 */
START_TEST(test_daylight_and_night)
{
	struct character	*w = play_enter("Wyn", WOOD, ROLE_PLAYER);
	struct character	*f = play_enter("Fen", FIELD, ROLE_PLAYER);
	struct character	*s = play_enter("Sil", STREET, ROLE_PLAYER);
	struct character	*t = play_enter("Tam", TEMPLE, ROLE_PLAYER);
	struct character	*d = play_enter("Dag", DEN, ROLE_PLAYER);
	struct object		*lantern;

	calendar_set_hours(days(1) + 12);
	ck_assert(sees(w, "The Deep Wood"));
	ck_assert(sees(f, "A Sunny Field"));
	ck_assert(!sees(d, "The Den"));			/* flagged dark */
	/* The night comes by the hour's event. */
	calendar_set_hours(days(1) + 19);
	ck_assert(sees(w, "The Deep Wood"));		/* sunset: still up */
	play_until(f, "Darkness settles over the land.", HOUR);
	ck_assert(!sees(w, "The Deep Wood"));
	ck_assert(sees(f, "A Sunny Field"));
	ck_assert(sees(s, "Lamp Street"));
	ck_assert(sees(t, "The Temple"));
	ck_assert(!sees(d, "The Den"));
	play_skip(f);
	play_type(f, "exits");
	play_expect(f, "east  - somewhere too dark to make out");
	/* A light lights it. */
	lantern = obj_create(world_obj_def(LANTERN));
	obj_to_char(lantern, w);
	play_type(w, "hold lantern");
	ck_assert(sees(w, "The Deep Wood"));
	/* Dawn is not yet day; sunrise is. */
	play_type(w, "remove lantern");
	calendar_set_hours(days(2) + 4);
	play_until(f, "dawn is breaking", HOUR);
	ck_assert(!sees(w, "The Deep Wood"));
	play_until(f, "The sun clears", HOUR);
	ck_assert(sees(w, "The Deep Wood"));
	ck_assert(!sees(d, "The Den"));
}
END_TEST

/* weather: the sky by the season, and only under it. */
START_TEST(test_weather_command)
{
	struct character	*a = play_enter("Ada", FIELD, ROLE_PLAYER);
	struct character	*b = play_enter("Bo", TEMPLE, ROLE_PLAYER);

	weather_set(SKY_RAIN);
	play_type(a, "weather");
	play_expect(a, "It is raining.\n");
	play_type(b, "weather");
	play_expect(b, "You can't see the sky from here.\n");
	play_not(b, "rain");
	/* Rain in winter is snow. */
	calendar_set_hours(months(10) + 12);
	ck_assert_int_eq(calendar_season(), SEASON_WINTER);
	play_type(a, "weather");
	play_expect(a, "Snow is falling.\n");
	weather_set(SKY_STORM);
	play_type(a, "weather");
	play_expect(a, "A blizzard howls about you.\n");
	/* A clear night. */
	weather_set(SKY_CLEAR);
	calendar_set_hours(months(4) + 23);
	play_type(a, "weather");
	play_expect(a, "The sky is clear and full of stars.\nIt is night.\n");
	/* The blind see no sky. */
	magic_afflict(a, SPELL_BLINDNESS, 10);
	play_type(a, "weather");
	play_expect(a, "You are blind: everything is dark to you.");
}
END_TEST

/*
 * The sky changes a step at a time by the hour, and those under it are
 * told: from clear, first it clouds over. Nobody indoors is told.
 */
START_TEST(test_weather_changes_by_the_hour)
{
	struct character	*a = play_enter("Ash", FIELD, ROLE_PLAYER);
	struct character	*b = play_enter("Bea", TEMPLE, ROLE_PLAYER);
	enum sky		 before = weather_sky(), now;
	int			 h, changes = 0;

	ck_assert_int_eq(before, SKY_CLEAR);
	for (h = 0; h < 300; h++) {
		play_pulses(HOUR);
		now = weather_sky();
		ck_assert_int_le(abs((int)now - (int)before), 1);
		if (now != before)
			changes++;
		before = now;
	}
	ck_assert_int_gt(changes, 2);
	play_expect(a, "Clouds drift in and cover the sky.");
	play_not(b, "cloud");
	play_not(b, "rain");
}
END_TEST

/*
 * A restart reads the calendar and the weather back from the store: the
 * hour reached, not a new first day.
 */
START_TEST(test_calendar_read_back_as_at_restart)
{
	int64_t		hours;
	enum sky	sky;

	play_pulses(30 * HOUR);
	hours = calendar_hours();
	sky = weather_sky();
	ck_assert_int_eq(hours, CAL_FIRST_HOUR + 30);
	/* As a restart would: the calendar forgotten, then started. */
	calendar_stop();
	calendar_set_hours(0);
	weather_set(sky == SKY_STORM ? SKY_CLEAR : SKY_STORM);
	calendar_start();
	ck_assert_int_eq(calendar_hours(), hours);
	ck_assert_int_eq(weather_sky(), sky);
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_HOUR), 1);
	play_pulses(HOUR);
	ck_assert_int_eq(calendar_hours(), hours + 1);
}
END_TEST

static Suite *
calendar_suite(void)
{
	Suite	*s = suite_create("calendar");
	TCase	*tc = tcase_create("time");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_hours_pass_with_pulses);
	tcase_add_test(tc, test_sun_told_outdoors_only);
	tcase_add_test(tc, test_daylight_and_night);
	tcase_add_test(tc, test_weather_command);
	tcase_add_test(tc, test_weather_changes_by_the_hour);
	tcase_add_test(tc, test_calendar_read_back_as_at_restart);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(calendar_suite()));
}
