/*
 * test_group.c: following and groups, played in game time
 * (tests/unit/play.h): follow and its circles, a leader taking followers
 * into its group, the group list, gtell, a group that walks together,
 * experience shared by level, gold split, autoloot, assist, and a leader
 * leaving the game.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fight.h"
#include "find.h"
#include "group.h"
#include "play.h"

static const char camp_area[] =
	"area Camp\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Camp\n"
	"sector field\n"
	"description\n"
	"Tents.\n"
	"~\n"
	"exit north 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Ridge\n"
	"sector hills\n"
	"description\n"
	"Wind.\n"
	"~\n"
	"exit south 3001\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords rat\n"
	"short a fat rat\n"
	"long A fat rat gnaws a bone.\n"
	"description\n"
	"Round.\n"
	"~\n"
	"level 3\n"
	"hit 1d1\n"
	"damage 1d1\n"
	"gold 90\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3001\n"
	"keywords ogre\n"
	"short an ogre\n"
	"long An ogre scowls.\n"
	"description\n"
	"Big.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+100000\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords bone\n"
	"short a bone\n"
	"long A bone lies here.\n"
	"type trash\n"
	"weight 1\n"
	"end\n";

#define CAMP	3001
#define RIDGE	3002

static void
setup(void)
{
	const char *const	files[] = { "camp.are", camp_area, NULL };

	play_start(files, 3);
	play_config("game.combat_round", "1");
}

static void
teardown(void)
{
	play_stop();
}

START_TEST(test_follow_and_its_circles)
{
	struct character	*a = play_enter("Ann", CAMP, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", CAMP, ROLE_PLAYER);

	play_type(b, "follow ann");
	play_expect(b, "You fall in behind Ann.");
	play_expect(a, "Ben falls in behind you.");
	ck_assert_ptr_eq(b->master, a);
	play_type(a, "follow ben");
	play_expect(a, "Ben follows you already: you would go round in "
	    "circles.");
	ck_assert_ptr_null(a->master);
	play_type(b, "follow ogre");
	play_expect(b, "You see no one here by that name.");
	play_type(b, "follow self");
	play_expect(b, "You stop following Ann.");
	play_expect(a, "Ben stops following you.");
	ck_assert_ptr_null(b->master);
	ck_assert(TAILQ_EMPTY(&a->followers));
}
END_TEST

START_TEST(test_group_list_and_gtell)
{
	struct character	*a = play_enter("Ann", CAMP, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", CAMP, ROLE_PLAYER);
	struct character	*c = play_enter("Cat", CAMP, ROLE_PLAYER);

	play_type(a, "group ben");
	play_expect(a, "Ben doesn't follow you.");
	play_type(b, "follow ann");
	play_type(c, "follow ann");
	play_type(a, "group ben");
	play_expect(a, "Ben joins your group.");
	play_expect(b, "You join Ann's group.");
	ck_assert(group_same(a, b));
	ck_assert(!group_same(a, c));		/* follows, not grouped */
	b->pd.hit = 7;
	play_type(b, "group");
	play_expect(b, "Ann's group:");
	play_expect(b, "Ann ");
	play_expect(b, "7/100");
	play_not(b, "Cat");
	play_type(b, "gtell {Rmeet at the {xridge");
	play_expect(b, "You tell the group");
	play_expect(a, "Ben tells the group '{Rmeet at the {xridge'");
	play_not(c, "tells the group");
	play_type(c, "gtell hello");
	play_expect(c, "You are not in a group.");
	/* Out again: Ann's group is gone with its last member. */
	play_type(a, "group ben");
	play_expect(a, "You take Ben out of your group.");
	ck_assert(!a->grouped);
	play_type(a, "group");
	play_expect(a, "You are not in a group.");
}
END_TEST

START_TEST(test_followers_walk_with_the_leader)
{
	struct character	*a = play_enter("Ann", CAMP, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", CAMP, ROLE_PLAYER);
	struct character	*c = play_enter("Cat", CAMP, ROLE_PLAYER);
	struct character	*d = play_enter("Dan", CAMP, ROLE_PLAYER);

	play_type(b, "follow ann");
	play_type(c, "follow ben");		/* a follower's follower */
	play_type(d, "follow ann");
	play_type(d, "rest");
	play_skip(b);
	play_type(a, "north");
	play_expect(b, "Ann leaves north.");
	play_expect(b, "You follow Ann.");
	play_expect(b, "The Ridge");
	play_expect(c, "You follow Ben.");
	ck_assert_ptr_eq(b->room, room_find(RIDGE));
	ck_assert_ptr_eq(c->room, room_find(RIDGE));
	ck_assert_ptr_eq(d->room, room_find(CAMP));	/* resting */
}
END_TEST

START_TEST(test_experience_shared_by_level)
{
	struct character	*a = play_enter("Ann", CAMP, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", CAMP, ROLE_PLAYER);
	struct character	*c = play_enter("Cat", CAMP, ROLE_PLAYER);
	long long		 ea, eb;

	a->pd.level = 10;
	b->pd.level = 5;
	a->pd.exp = b->pd.exp = c->pd.exp = 100000;
	play_type(b, "follow ann");
	play_type(a, "group ben");
	fx_mob(3000, CAMP);
	play_type(a, "kill rat");
	play_until(a, "collapses, dead.", 40);
	ea = a->pd.exp - 100000;
	eb = b->pd.exp - 100000;
	/* 300 to 350 in all: two thirds and a third. */
	ck_assert_int_ge(ea + eb, 298);
	ck_assert_int_le(ea + eb, 350);
	ck_assert_int_eq(ea / 2, eb);
	ck_assert_int_eq(c->pd.exp, 100000);		/* not grouped */
}
END_TEST

START_TEST(test_autogold_autosplit_and_autoloot)
{
	struct character	*a = play_enter("Ann", CAMP, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", CAMP, ROLE_PLAYER);
	struct character	*rat;

	play_type(b, "follow ann");
	play_type(a, "group ben");
	a->pd.prefs |= PREF_AUTOGOLD | PREF_AUTOSPLIT | PREF_AUTOLOOT;
	rat = fx_mob(3000, CAMP);
	obj_to_char(fx_obj(3010), rat);
	play_type(a, "kill rat");
	play_until(a, "collapses, dead.", 40);
	play_expect(a, "You get 90 gold coins from the corpse of a fat rat.");
	play_expect(a, "You split 90 gold coins; your share is 45.");
	play_expect(b, "Ann splits 90 gold coins; your share is 45.");
	play_expect(a, "You get a bone from the corpse of a fat rat.");
	ck_assert_int_eq(a->pd.gold, 45);
	ck_assert_int_eq(b->pd.gold, 45);
	ck_assert_ptr_nonnull(find_obj_carried(a, "bone"));
	/* split is for the group here. */
	play_type(a, "split 10");
	play_until(a, "your share is 5.", 20);
	play_type(b, "follow self");
	play_type(a, "split 10");
	play_expect(a, "There is nobody of your group here to share it "
	    "with.");
}
END_TEST

START_TEST(test_assist)
{
	struct character	*a = play_enter("Ann", CAMP, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", CAMP, ROLE_PLAYER);
	struct character	*ogre = fx_mob(3001, CAMP);

	play_type(b, "assist");
	play_expect(b, "You can't help yourself much.");
	play_type(b, "follow ann");
	play_type(a, "group ben");
	play_type(b, "assist");
	play_expect(b, "Ann is not fighting anyone.");
	play_type(a, "kill ogre");
	play_type(b, "assist");
	play_expect(b, "You join the fight against an ogre!");
	play_expect(a, "Ben joins your fight!");
	ck_assert_ptr_eq(b->fighting, ogre);
}
END_TEST

START_TEST(test_leader_leaves_the_game)
{
	struct character	*a = play_enter("Ann", CAMP, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", CAMP, ROLE_PLAYER);

	play_type(b, "follow ann");
	play_type(a, "group ben");
	play_type(a, "quit");
	play_expect(b, "You stop following Ann.");
	ck_assert_ptr_null(b->master);
	ck_assert(!b->grouped);
	play_type(b, "group");
	play_expect(b, "You are not in a group.");
}
END_TEST

/*
 * autoassist: a group member with it on joins the fight at once, or at the
 * fighter's next round if it walks in later; without it, or outside the
 * group, nobody joins. 'auto' lists the auto* settings.
 */
START_TEST(test_autoassist)
{
	struct character	*a = play_enter("Ann", CAMP, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", CAMP, ROLE_PLAYER);
	struct character	*c = play_enter("Cid", CAMP, ROLE_PLAYER);
	struct character	*d = play_enter("Dee", CAMP, ROLE_PLAYER);
	struct character	*e = play_enter("Eve", CAMP, ROLE_PLAYER);
	struct character	*ogre = fx_mob(3001, CAMP);

	play_type(b, "autoassist");
	play_expect(b, "You will join the fights of your group.");
	play_type(c, "toggle autoassist on");
	play_expect(c, "You will join the fights of your group.");
	play_type(e, "autoassist on");
	play_type(b, "auto");
	play_expect(b, "autoassist on");
	play_type(b, "follow ann");
	play_type(d, "follow ann");
	play_type(e, "follow ann");
	play_type(a, "group ben");
	play_type(a, "group dee");
	play_type(a, "group eve");
	ck_assert(b->grouped && d->grouped && e->grouped && !c->grouped);
	play_type(e, "north");
	ck_assert_ptr_eq(e->room, room_find(RIDGE));
	play_type(a, "kill ogre");
	play_expect(b, "You leap to Ann's side against an ogre!");
	play_expect(a, "Ben comes to your aid!");
	ck_assert_ptr_eq(b->fighting, ogre);
	ck_assert_ptr_null(c->fighting);	/* not of the group */
	ck_assert_ptr_null(d->fighting);	/* autoassist off */
	/* Eve walks in: she joins at Ann's next round. */
	play_type(e, "south");
	play_until(e, "You leap to Ann's side against an ogre!", 20);
	ck_assert_ptr_eq(e->fighting, ogre);
	ck_assert_ptr_null(d->fighting);
	play_type(b, "autoassist off");
	play_expect(b, "You will wait to be asked");
}
END_TEST

static Suite *
group_suite(void)
{
	Suite	*s = suite_create("group");
	TCase	*tc = tcase_create("core");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_follow_and_its_circles);
	tcase_add_test(tc, test_group_list_and_gtell);
	tcase_add_test(tc, test_followers_walk_with_the_leader);
	tcase_add_test(tc, test_experience_shared_by_level);
	tcase_add_test(tc, test_autogold_autosplit_and_autoloot);
	tcase_add_test(tc, test_assist);
	tcase_add_test(tc, test_leader_leaves_the_game);
	tcase_add_test(tc, test_autoassist);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(group_suite()));
}
