/*
 * test_reload.c: a config reload re-times queued events or changes
 * nothing; an area reload replaces the area whole or changes nothing.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "eqtypes.h"
#include "reload.h"
#include "update.h"
#include "world_fixture.h"

/* A second area with its own reset interval. */
static const char own_area_text[] =
	"area Own\n"
	"vnums 4000 4099\n"
	"reset_interval 600\n"
	"\n"
	"room 4001\n"
	"name A Garden\n"
	"sector field\n"
	"description\n"
	"Flowers.\n"
	"~\n"
	"end\n";

static const char *const	 two_areas[] = { "fixture.are", fx_area_text,
    "own.are", own_area_text, NULL };
static const char		*no_overrides[CFG__COUNT];
static char			 conf_path[512];
static struct character		*alice;

static void
setup(void)
{
	fx_start_files(two_areas);
	snprintf(conf_path, sizeof conf_path, "%s/mud.conf", fx_dir);
	fx_write("mud.conf", "[log]\nlevel = \"error\"\n");
	reload_set_source(conf_path, no_overrides);
	alice = fx_player("Alice", FX_TEMPLE, ROLE_PLAYER, 0);
	game_start_events(alice);
}

static void
teardown(void)
{
	reload_set_source(NULL, no_overrides);
	fx_stop();
}

/* Pulses before ch's event of type fires, or -1 if it has none. */
static long long
left(struct eq_owner *owner, int type)
{
	struct eq_event	*ev = eq_owner_find(owner, type);

	return (ev != NULL ? (long long)equeue_remaining(game_eq, ev) : -1);
}

static long long
reset_left(const char *area)
{
	struct area	*a = world_find_area(area);

	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(a->reset_ev);
	return ((long long)equeue_remaining(game_eq, a->reset_ev));
}

/* Reload with conf as the file, expecting rc; the report, to be freed. */
static char *
reload(const char *conf, int rc)
{
	char	*report = NULL;

	fx_write("mud.conf", conf);
	ck_assert_msg(reload_config("test", &report) == rc, "reload gave "
	    "%s", report);
	ck_assert_ptr_nonnull(report);
	return (report);
}

static void
has(const char *report, const char *want)
{
	ck_assert_msg(strstr(report, want) != NULL, "\"%s\" not in the "
	    "report:\n%s", want, report);
}

START_TEST(test_config_shortens_events)
{
	char	*r;

	alice->pd.hit = 50;
	update_heal_start(alice);
	ck_assert_int_eq(left(&alice->events, EQT_AUTOSAVE), 120 * 4);
	ck_assert_int_eq(left(&alice->events, EQT_IDLE), 1800 * 4);
	ck_assert_int_eq(left(&alice->events, EQT_HEAL), 6 * 4);
	ck_assert_int_eq(reset_left("Fixture"), 180 * 4);
	ck_assert_int_eq(reset_left("Own"), 600 * 4);

	r = reload("[log]\nlevel = \"error\"\n[game]\nautosave = 10\n"
	    "heal_interval = 2\nidle_timeout = 60\narea_reset = 30\n", 0);
	has(r, "Config reloaded from ");
	has(r, ": 5 settings changed.");
	has(r, "log.level: info -> error\n");
	has(r, "game.autosave: 120 -> 10\n");
	has(r, "game.area_reset: 180 -> 30\n");
	free(r);
	ck_assert_int_eq(conf_int(CFG_AUTOSAVE), 10);
	ck_assert_int_eq(left(&alice->events, EQT_AUTOSAVE), 10 * 4);
	ck_assert_int_eq(left(&alice->events, EQT_IDLE), 60 * 4);
	ck_assert_int_eq(left(&alice->events, EQT_HEAL), 2 * 4);
	ck_assert_int_eq(reset_left("Fixture"), 30 * 4);
	/* An area with its own interval keeps it. */
	ck_assert_int_eq(reset_left("Own"), 600 * 4);
}
END_TEST

/* Longer intervals never put a queued event off; its next one uses them. */
START_TEST(test_config_never_later)
{
	char	*r;
	int	 i;

	r = reload("[log]\nlevel = \"error\"\n[game]\nautosave = 10\n", 0);
	free(r);
	for (i = 0; i < 5; i++)
		equeue_heartbeat(game_eq);
	r = reload("[log]\nlevel = \"error\"\n[game]\nautosave = 600\n"
	    "area_reset = 3600\n", 0);
	has(r, "game.autosave: 10 -> 600\n");
	free(r);
	ck_assert_int_eq(left(&alice->events, EQT_AUTOSAVE), 10 * 4 - 5);
	ck_assert_int_eq(reset_left("Fixture"), 180 * 4 - 5);
	/* When it fires, it comes back at the new interval. */
	for (i = 0; i < 10 * 4 - 5; i++)
		equeue_heartbeat(game_eq);
	ck_assert_int_eq(left(&alice->events, EQT_AUTOSAVE), 600 * 4);
}
END_TEST

/* The idle timeout switched off removes the event; on again adds it. */
START_TEST(test_config_idle_switch)
{
	char	*r;

	r = reload("[log]\nlevel = \"error\"\n[game]\nidle_timeout = 0\n", 0);
	free(r);
	ck_assert_int_eq(left(&alice->events, EQT_IDLE), -1);
	r = reload("[log]\nlevel = \"error\"\n[game]\nidle_timeout = 90\n", 0);
	free(r);
	ck_assert_int_eq(left(&alice->events, EQT_IDLE), 90 * 4);
}
END_TEST

START_TEST(test_config_linkdead)
{
	char	*r;

	game_linkdead(alice);
	ck_assert_int_eq(left(&alice->events, EQT_LINKDEAD), 600 * 4);
	r = reload("[log]\nlevel = \"error\"\n[limits]\n"
	    "linkdead_timeout = 5\n", 0);
	free(r);
	ck_assert_int_eq(left(&alice->events, EQT_LINKDEAD), 5 * 4);
}
END_TEST

/* Any error: nothing changes, and the report says where and why. */
START_TEST(test_config_errors_change_nothing)
{
	char	*r;

	r = reload("[log]\nlevel = \"error\"\n[game]\nautosave = 10\n"
	    "autosave_typo = 3\nheal_interval = 0\n", -1);
	has(r, "mud.conf:5:");
	has(r, "mud.conf:6:");
	has(r, "The config was not reloaded; the running one is unchanged.");
	free(r);
	ck_assert_int_eq(conf_int(CFG_AUTOSAVE), 120);
	ck_assert_int_eq(left(&alice->events, EQT_AUTOSAVE), 120 * 4);

	/* Words are checked as the file is read: every error at once. */
	r = reload("[log]\nlevel = \"loud\"\n[game]\nautosave = 10\n"
	    "[engine]\nhash_cost = \"cheap\"\n", -1);
	has(r, "mud.conf:2: log.level: 'loud' is not one of: debug info warn "
	    "error");
	has(r, "mud.conf:6: engine.hash_cost: 'cheap' is not one of: "
	    "interactive minimum");
	free(r);
	ck_assert_int_eq(conf_int(CFG_AUTOSAVE), 120);
	ck_assert_int_eq(left(&alice->events, EQT_AUTOSAVE), 120 * 4);

	/* A file gone is an error too. */
	fx_write("mud.conf", "");
	snprintf(conf_path, sizeof conf_path, "%s/gone.conf", fx_dir);
	reload_set_source(conf_path, no_overrides);
	ck_assert_int_eq(reload_config("test", &r), -1);
	has(r, "not reloaded");
	free(r);
	ck_assert_int_eq(conf_int(CFG_AUTOSAVE), 120);
}
END_TEST

/* What is read only at start keeps its running value, and says so. */
START_TEST(test_config_restart_only)
{
	char	*r;

	r = reload("[log]\nlevel = \"error\"\n[server]\nport = 4444\n"
	    "[game]\nautosave = 30\n[web]\ntls = yes\n", 0);
	has(r, "server.port: 4000 -> 4444 (takes effect at the next "
	    "restart)\n");
	has(r, "web.tls: no -> yes (takes effect at the next restart)\n");
	has(r, "game.autosave: 120 -> 30\n");
	free(r);
	ck_assert_int_eq(conf_int(CFG_PORT), 4000);
	ck_assert_int_eq(conf_int(CFG_WEB_TLS), 0);
	ck_assert_int_eq(conf_int(CFG_AUTOSAVE), 30);
}
END_TEST

/* Values given on the command line win over the file, at every reload. */
START_TEST(test_config_overrides)
{
	const char	*over[CFG__COUNT] = { NULL };
	char		*r;

	over[CFG_AUTOSAVE] = "7";
	reload_set_source(conf_path, over);
	r = reload("[log]\nlevel = \"error\"\n[game]\nautosave = 10\n", 0);
	free(r);
	ck_assert_int_eq(conf_int(CFG_AUTOSAVE), 7);
	ck_assert_int_eq(left(&alice->events, EQT_AUTOSAVE), 7 * 4);
	over[CFG_AUTOSAVE] = "0";		/* out of range */
	reload_set_source(conf_path, over);
	r = reload("[log]\nlevel = \"error\"\n", -1);
	free(r);
	ck_assert_int_eq(conf_int(CFG_AUTOSAVE), 7);
}
END_TEST

/* Replace "from" by "to" in the text of the fixture's area file. */
static void
edit_fixture(const char *from, const char *to)
{
	const char	*at = strstr(fx_area_text, from);
	char		*text;

	ck_assert_ptr_nonnull(at);
	xasprintf(&text, "%.*s%s%s", (int)(at - fx_area_text), fx_area_text,
	    to, at + strlen(from));
	fx_write("fixture.are", text);
	free(text);
}

static char *
areload(const char *which, int rc)
{
	char	*report = NULL;

	ck_assert_msg(world_reload(which, &report) == rc, "areload %s gave "
	    "%s", which, report);
	ck_assert_ptr_nonnull(report);
	return (report);
}

/* An area file with an error: the running area is untouched. */
START_TEST(test_area_error_changes_nothing)
{
	struct room		*temple = room_find(FX_TEMPLE);
	struct character	*guard = fx_mob(FX_MOB_CITY, FX_TEMPLE);
	struct object		*bread = fx_obj(FX_BREAD);
	struct eq_event		*reset = world_find_area("Fixture")->reset_ev;
	char			*r;

	obj_to_room(bread, temple);
	edit_fixture("name The Temple\n", "name The Broken Temple\n"
	    "flags safe recal\n");
	r = areload("fixture", -1);
	has(r, "fixture.are:");
	has(r, "recal");
	has(r, "the running area is unchanged");
	free(r);
	ck_assert_ptr_eq(room_find(FX_TEMPLE), temple);
	ck_assert_str_eq(temple->def->name, "The Temple");
	ck_assert_ptr_eq(alice->room, temple);
	ck_assert_ptr_eq(guard->room, temple);
	ck_assert_ptr_eq(bread->in_room, temple);
	ck_assert_ptr_eq(world_find_area("Fixture")->reset_ev, reset);

	/* An area that breaks another (an exit to a room that is not). */
	edit_fixture("exit east 3003\n", "exit east 3003\nexit up 5555\n");
	r = areload("Fixture", -1);
	has(r, "5555");
	free(r);
	ck_assert_ptr_eq(room_find(FX_TEMPLE), temple);
	ck_assert_ptr_null(temple->def->exits[DIR_UP].to_vnum >= 0 ?
	    temple : NULL);

	/* Nor may the start room go. */
	edit_fixture("room 3001\n", "room 3004\n");
	r = areload("Fixture", -1);
	has(r, "3001");
	free(r);
	ck_assert_ptr_eq(room_find(FX_TEMPLE), temple);

	r = areload("Nowhere", -1);
	has(r, "There is no area 'Nowhere'");
	free(r);
}
END_TEST

/*
 * A good file replaces the area: its rooms are new, those in them move
 * into the new rooms, those in a room that is gone go to the start room
 * (mobiles leave), and the area's reset is rescheduled.
 */
START_TEST(test_area_replaced)
{
	struct room		*temple = room_find(FX_TEMPLE), *fresh;
	struct character	*guard = fx_mob(FX_MOB_CITY, FX_TEMPLE);
	struct character	*dave = fx_player("Dave", FX_HALL, ROLE_PLAYER,
				    1);
	struct object		*bread = fx_obj(FX_BREAD);
	int			 mobs, i;
	char			*r, *text;

	fx_mob(FX_MOB_RAT, FX_HALL);
	mobs = mob_count();
	for (i = 0; i < 10; i++)
		equeue_heartbeat(game_eq);
	ck_assert_int_eq(reset_left("Fixture"), 180 * 4 - 10);
	obj_to_room(bread, temple);
	fx_drain(dave);
	/* The temple renamed; the hall, and the way to it, gone. */
	text = xstrdup(fx_area_text);
	{
		char	*hall = strstr(text, "room 3003\n");
		char	*end = strstr(hall, "end\n") + 4;
		char	*exit = strstr(text, "exit east 3003\n");

		memmove(hall, end, strlen(end) + 1);
		memmove(exit, exit + strlen("exit east 3003\n"),
		    strlen(exit + strlen("exit east 3003\n")) + 1);
	}
	{
		char	*name = strstr(text, "name The Temple\n");
		char	*out;

		*name = '\0';
		xasprintf(&out, "%sname The Great Temple\n%s", text,
		    name + strlen("name The Temple\n"));
		free(text);
		text = out;
	}
	fx_write("fixture.are", text);
	free(text);

	r = areload("Fixture", 0);
	has(r, "Reloaded Fixture: 2 rooms");
	free(r);
	fresh = room_find(FX_TEMPLE);
	ck_assert_ptr_nonnull(fresh);
	ck_assert_str_eq(fresh->def->name, "The Great Temple");
	ck_assert_ptr_null(room_find(FX_HALL));
	ck_assert_ptr_eq(alice->room, fresh);
	ck_assert_ptr_eq(guard->room, fresh);
	ck_assert_ptr_eq(bread->in_room, fresh);
	ck_assert_ptr_eq(dave->room, fresh);
	fx_told(dave, "\nThe room you were in has been removed from the "
	    "world; you are moved to The Great Temple.\n");
	ck_assert_int_eq(mob_count(), mobs - 1);	/* the rat */
	ck_assert_int_eq(reset_left("Fixture"), 180 * 4);	/* afresh */
	ck_assert_int_eq(reset_left("Own"), 600 * 4 - 10);
	/* The other area is as it was. */
	ck_assert_str_eq(room_find(4001)->def->name, "A Garden");
}
END_TEST

/* "all": every file must be good, or no area changes. */
START_TEST(test_area_all_or_nothing)
{
	struct room	*temple = room_find(FX_TEMPLE), *garden = room_find(4001);
	char		*r;

	fx_write("own.are", "area Own\nvnums 4000 4099\nreset_interval 600\n"
	    "\nroom 4001\nname A New Garden\nsector field\ndescription\n"
	    "Flowers.\n~\nend\n");
	edit_fixture("sector inside\nflags dark\n", "sector indoors\n"
	    "flags dark\n");
	r = areload("all", -1);
	has(r, "fixture.are:");
	has(r, "nothing was changed");
	free(r);
	ck_assert_ptr_eq(room_find(FX_TEMPLE), temple);
	ck_assert_ptr_eq(room_find(4001), garden);
	ck_assert_str_eq(garden->def->name, "A Garden");

	fx_write("fixture.are", fx_area_text);
	r = areload("all", 0);
	has(r, "Reloaded the world");
	free(r);
	ck_assert_ptr_ne(room_find(FX_TEMPLE), temple);
	ck_assert_str_eq(room_find(4001)->def->name, "A New Garden");
	ck_assert_ptr_eq(alice->room, room_find(FX_TEMPLE));
}
END_TEST

/* One area reloaded may not take another's vnums. */
START_TEST(test_area_clash_refused)
{
	struct room	*garden = room_find(4001);
	char		*r;

	fx_write("own.are", "area Own\nvnums 3050 3099\n\nroom 3050\n"
	    "name A Clash\nsector field\ndescription\nX.\n~\nend\n");
	r = areload("own", -1);
	has(r, "the running area is unchanged");
	free(r);
	ck_assert_ptr_eq(room_find(4001), garden);
	ck_assert_ptr_null(room_find(3050));
}
END_TEST

static Suite *
reload_suite(void)
{
	Suite	*s = suite_create("reload");
	TCase	*tc = tcase_create("config"), *ta = tcase_create("area");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_config_shortens_events);
	tcase_add_test(tc, test_config_never_later);
	tcase_add_test(tc, test_config_idle_switch);
	tcase_add_test(tc, test_config_linkdead);
	tcase_add_test(tc, test_config_errors_change_nothing);
	tcase_add_test(tc, test_config_restart_only);
	tcase_add_test(tc, test_config_overrides);
	suite_add_tcase(s, tc);
	tcase_add_unchecked_fixture(ta, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(ta, setup, teardown);
	tcase_add_test(ta, test_area_error_changes_nothing);
	tcase_add_test(ta, test_area_replaced);
	tcase_add_test(ta, test_area_all_or_nothing);
	tcase_add_test(ta, test_area_clash_refused);
	suite_add_tcase(s, ta);
	return (s);
}

int
main(void)
{
	return (check_main_run(reload_suite()));
}
