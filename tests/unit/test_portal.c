/*
 * test_portal.c: portals (objects of type portal), played in game time
 * (tests/unit/play.h): enter and go take a player and its followers
 * through; a closed portal does not, until opened (and unlocked with its
 * key); a leave script of the room and an enter script of the other
 * refuse as they refuse a step; go keeps its directions; the check
 * reports a portal to a missing room as file:line.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "check_main.h"
#include "game.h"
#include "play.h"
#include "script.h"
#include "world.h"

#define YARD	3001
#define GROVE	3002
#define SHRINE	3003
#define GARDEN	3004
#define LANE	3005

static const char portal_area[] =
	"area Portals\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Yard\n"
	"description\n"
	"A yard.\n"
	"~\n"
	"exit north 3005\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Grove\n"
	"description\n"
	"A grove.\n"
	"~\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Shrine\n"
	"description\n"
	"A shrine.\n"
	"~\n"
	"script leave\n"
	"if ch:get(\"pinned\") then ch:send(\"The shrine holds you.\") "
	"return false end\n"
	"~\n"
	"end\n"
	"\n"
	"room 3004\n"
	"name The Garden\n"
	"description\n"
	"A garden.\n"
	"~\n"
	"script enter\n"
	"if ch:get(\"banned\") then ch:send(\"Thorns push you out.\") "
	"return false end\n"
	"~\n"
	"end\n"
	"\n"
	"room 3005\n"
	"name The Lane\n"
	"description\n"
	"A lane.\n"
	"~\n"
	"exit south 3001\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords arch light\n"
	"short an arch of light\n"
	"long An arch of light hums here.\n"
	"type portal\n"
	"to 3002\n"
	"flags no_take\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords door stone\n"
	"short a stone door\n"
	"long A stone door stands alone here.\n"
	"type portal\n"
	"to 3004\n"
	"state closeable closed locked\n"
	"key 3012\n"
	"flags no_take\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords key iron\n"
	"short an iron key\n"
	"long An iron key lies here.\n"
	"type key\n"
	"end\n"
	"\n"
	"object 3013\n"
	"keywords ring silver\n"
	"short a silver ring\n"
	"long A silver ring of light hangs here.\n"
	"type portal\n"
	"to 3002\n"
	"flags no_take\n"
	"end\n"
	"\n"
	"reset object 3010 in 3001\n"
	"reset object 3011 in 3001\n"
	"reset object 3013 in 3003\n";

static void
setup(void)
{
	const char *const	files[] = { "portal.are", portal_area, NULL };

	play_start(files, 5);
}

static void
teardown(void)
{
	play_stop();
}

static void
set_var(struct character *ch, const char *name)
{
	char	*cause = NULL, line[128];

	snprintf(line, sizeof line, "local p = self:find_char(\"%s\") "
	    "p:set(\"%s\", true)", ch->pd.name, name);
	ck_assert_int_eq(script_run_text(ch->room, "t", line, &cause), 0);
	ck_assert_ptr_null(cause);
}

/* enter: through, seen leaving and arriving; the follower comes too. */
START_TEST(test_enter_with_follower)
{
	struct character	*a = play_enter("Alice", YARD, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", YARD, ROLE_PLAYER);
	struct character	*c = play_enter("Carol", GROVE, ROLE_PLAYER);
	struct character	*d = play_enter("Dan", YARD, ROLE_PLAYER);
	int			 move = a->pd.move;

	play_type(b, "follow alice");
	play_skip(a);
	play_skip(b);
	play_skip(c);
	play_skip(d);
	play_type(a, "enter arch");
	ck_assert_ptr_eq(a->room, room_find(GROVE));
	ck_assert_ptr_eq(b->room, room_find(GROVE));
	ck_assert_ptr_eq(d->room, room_find(YARD));
	play_expect(a, "You step into an arch of light.");
	play_expect(a, "The Grove");
	play_expect(b, "You follow Alice.");
	play_expect(b, "The Grove");
	play_expect(c, "Alice steps out of thin air.");
	play_expect(c, "Bob steps out of thin air.");
	play_expect(d, "Alice steps into an arch of light and is gone.");
	ck_assert_int_eq(a->pd.move, move);
}
END_TEST

/* go: a portal as ROM's go, a direction as before; nonsense refused. */
START_TEST(test_go)
{
	struct character	*a = play_enter("Alice", YARD, ROLE_PLAYER);
	struct object		*o;

	/* A portal a builder forgot to make no_take stays where it is. */
	TAILQ_FOREACH(o, &room_find(YARD)->contents, place) {
		if (o->type == OBJ_PORTAL)
			o->flags &= ~ITEM_NO_TAKE;
	}
	play_type(a, "get arch");
	play_expect(a, "You can't take");
	play_type(a, "go north");
	ck_assert_ptr_eq(a->room, room_find(LANE));
	play_type(a, "go south");
	ck_assert_ptr_eq(a->room, room_find(YARD));
	play_skip(a);
	play_type(a, "go nowhere");
	play_expect(a, "is neither a direction nor a way in here");
	ck_assert_ptr_eq(a->room, room_find(YARD));
	play_type(a, "go arch");
	ck_assert_ptr_eq(a->room, room_find(GROVE));
	play_skip(a);
	play_type(a, "enter tree");
	play_expect(a, "You see no tree here.");
	play_type(a, "enter");
	play_expect(a, "Enter what?");
}
END_TEST

/* A locked portal: shut until unlocked with its key and opened. */
START_TEST(test_closed_portal)
{
	struct character	*a = play_enter("Alice", YARD, ROLE_PLAYER);
	struct object		*key;

	play_skip(a);
	play_type(a, "enter door");
	play_expect(a, "A stone door is closed.");
	ck_assert_ptr_eq(a->room, room_find(YARD));
	play_type(a, "open door");
	play_expect(a, "It is locked.");
	play_type(a, "unlock door");
	play_expect(a, "You have no key that fits.");
	key = obj_create(world_obj_def(3012));
	obj_to_char(key, a);
	play_type(a, "unlock door");
	play_type(a, "open door");
	play_expect(a, "You open a stone door.");
	play_type(a, "enter door");
	ck_assert_ptr_eq(a->room, room_find(GARDEN));
}
END_TEST

/* Scripts refuse as they refuse a step: leave holds, enter sends back. */
START_TEST(test_scripts_refuse)
{
	struct character	*a = play_enter("Alice", SHRINE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", YARD, ROLE_PLAYER);
	struct room		*yard = room_find(YARD);
	struct object		*door;

	set_var(a, "pinned");
	play_skip(a);
	play_type(a, "enter ring");
	play_expect(a, "The shrine holds you.");
	play_not(a, "You step into");
	ck_assert_ptr_eq(a->room, room_find(SHRINE));

	TAILQ_FOREACH(door, &yard->contents, place) {
		if (door->vnum == 3011)
			break;
	}
	ck_assert_ptr_nonnull(door);
	door->values[VAL_PORTAL_FLAGS] = CONT_CLOSEABLE;
	set_var(b, "banned");
	play_skip(b);
	play_type(b, "enter door");
	play_expect(b, "Thorns push you out.");
	play_expect(b, "The Yard");
	ck_assert_ptr_eq(b->room, yard);
}
END_TEST

/* Fighting or resting, no one steps through. */
START_TEST(test_position)
{
	struct character	*a = play_enter("Alice", YARD, ROLE_PLAYER);

	play_type(a, "rest");
	play_skip(a);
	play_type(a, "enter arch");
	ck_assert_ptr_eq(a->room, room_find(YARD));
	play_type(a, "stand");
	play_type(a, "enter arch");
	ck_assert_ptr_eq(a->room, room_find(GROVE));
}
END_TEST

/* The check: a portal to a missing room, or to none, at its line. */
START_TEST(test_check_missing_room)
{
	static const char bad[] =
	    "area Bad\n"
	    "vnums 4000 4099\n"
	    "\n"
	    "room 4001\n"
	    "name A Room\n"
	    "description\n"
	    "A room.\n"
	    "~\n"
	    "end\n"
	    "\n"
	    "object 4010\n"
	    "keywords arch\n"
	    "short an arch\n"
	    "long An arch.\n"
	    "type portal\n"
	    "to 4099\n"
	    "end\n"
	    "\n"
	    "object 4011\n"
	    "keywords hoop\n"
	    "short a hoop\n"
	    "long A hoop.\n"
	    "type portal\n"
	    "end\n";
	struct world_def	 wd;
	struct area_def		*a;
	char			*errors = NULL;
	int			 n;

	a = area_parse("bad.are", bad, strlen(bad), &errors, &n);
	ck_assert_ptr_nonnull(a);
	ck_assert_int_eq(n, 0);
	free(errors);
	errors = NULL;
	memset(&wd, 0, sizeof wd);
	wd.areas = a;
	wd.nareas = 1;
	n = world_check(&wd, &errors);
	ck_assert_int_eq(n, 2);
	ck_assert_msg(strstr(errors, "bad.are:11: portal 4010 leads to room "
	    "4099, which does not exist") != NULL, "%s", errors);
	ck_assert_msg(strstr(errors, "bad.are:19: portal 4011 leads "
	    "nowhere") != NULL, "%s", errors);
	free(errors);
	area_free(a);
}
END_TEST

static Suite *
portal_suite(void)
{
	Suite	*s = suite_create("portal");
	TCase	*tc = tcase_create("play");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_enter_with_follower);
	tcase_add_test(tc, test_go);
	tcase_add_test(tc, test_closed_portal);
	tcase_add_test(tc, test_scripts_refuse);
	tcase_add_test(tc, test_position);
	suite_add_tcase(s, tc);
	tc = tcase_create("check");
	tcase_add_test(tc, test_check_missing_room);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(portal_suite()));
}
