/* test_find.c: finding what a player names: "sword", "2.sword", "all.x". */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "find.h"
#include "interp.h"
#include "mxp.h"
#include "world_fixture.h"

static struct character	*alice, *city, *tall, *rat;

/* Alice in the temple with the city guard, a tall guard and a rat. */
static void
setup(void)
{
	fx_start();
	alice = fx_player("Alice", FX_TEMPLE, ROLE_PLAYER, 0);
	city = fx_mob(FX_MOB_CITY, FX_TEMPLE);
	tall = fx_mob(FX_MOB_TALL, FX_TEMPLE);
	rat = fx_mob(FX_MOB_RAT, FX_TEMPLE);
}

/* Give ch a new object; objects given later come first in its list. */
static struct object *
give(struct character *ch, int vnum)
{
	struct object	*obj = fx_obj(vnum);

	obj_to_char(obj, ch);
	return (obj);
}

static struct object *
drop_new(int vnum, int rvnum)
{
	struct object	*obj = fx_obj(vnum);

	obj_to_room(obj, room_find(rvnum));
	return (obj);
}

/* Count the objects of vnum in a list. */
static int
count_vnum(struct object_list *list, int vnum)
{
	struct object	*obj;
	int		 n = 0;

	TAILQ_FOREACH(obj, list, place)
		n += obj->vnum == vnum;
	return (n);
}

START_TEST(test_char_by_name_and_prefix)
{
	ck_assert_ptr_eq(find_char_room(alice, "guard"), city);
	ck_assert_ptr_eq(find_char_room(alice, "GUARD"), city);
	ck_assert_ptr_eq(find_char_room(alice, "gu"), city);
	ck_assert_ptr_eq(find_char_room(alice, "tall"), tall);
	ck_assert_ptr_eq(find_char_room(alice, "city"), city);
	ck_assert_ptr_eq(find_char_room(alice, "rat"), rat);
	ck_assert_ptr_null(find_char_room(alice, "rats"));
	ck_assert_ptr_null(find_char_room(alice, "dragon"));
	ck_assert_ptr_null(find_char_room(alice, ""));
	/* Players by their name; one's own name, self and me find oneself. */
	ck_assert_ptr_eq(find_char_room(alice, "alice"), alice);
	ck_assert_ptr_eq(find_char_room(alice, "self"), alice);
	ck_assert_ptr_eq(find_char_room(alice, "ME"), alice);
	ck_assert_ptr_eq(find_char_room(rat, "al"), alice);
}
END_TEST

START_TEST(test_char_numbered)
{
	struct character	*tall2;

	ck_assert_ptr_eq(find_char_room(alice, "1.guard"), city);
	ck_assert_ptr_eq(find_char_room(alice, "2.guard"), tall);
	ck_assert_ptr_eq(find_char_room(alice, "2.g"), tall);
	ck_assert_ptr_null(find_char_room(alice, "3.guard"));
	ck_assert_ptr_null(find_char_room(alice, "99.guard"));
	ck_assert_ptr_null(find_char_room(alice, "2.rat"));
	/* Not numbers: taken as the whole word, which names no one. */
	ck_assert_ptr_null(find_char_room(alice, "0.guard"));
	ck_assert_ptr_null(find_char_room(alice, "-1.guard"));
	ck_assert_ptr_null(find_char_room(alice, "x.guard"));
	ck_assert_ptr_null(find_char_room(alice, "2."));
	/* "all.guard" names the first (commands handle "all" themselves). */
	ck_assert_ptr_eq(find_char_room(alice, "all.guard"), city);
	ck_assert_ptr_null(find_char_room(alice, "all"));
	/* Only the room counts: a guard elsewhere is not the third. */
	fx_mob(FX_MOB_CITY, FX_HALL);
	ck_assert_ptr_null(find_char_room(alice, "3.guard"));
	/* One more here is. */
	tall2 = fx_mob(FX_MOB_TALL, FX_TEMPLE);
	ck_assert_ptr_eq(find_char_room(alice, "3.guard"), tall2);
	ck_assert_ptr_eq(find_char_room(alice, "2.tall"), tall2);
	ck_assert_ptr_null(find_char_room(alice, "3.tall"));
}
END_TEST

/* In the dark no one and nothing on the floor is found, but oneself is. */
START_TEST(test_dark)
{
	struct character	*bob = fx_player("Bob", FX_CELLAR, ROLE_PLAYER,
				    0);
	struct character	*rat2 = fx_mob(FX_MOB_RAT, FX_CELLAR);
	struct object		*lamp;

	drop_new(FX_BREAD, FX_CELLAR);
	ck_assert_ptr_null(find_char_room(bob, "rat"));
	ck_assert_ptr_null(find_char_room(bob, "bob"));
	ck_assert_ptr_eq(find_char_room(bob, "self"), bob);
	ck_assert_ptr_null(find_obj_room(bob, "bread"));
	ck_assert_ptr_null(find_obj_here(bob, "bread"));
	/* What one carries is found by feel. */
	give(bob, FX_SWORD_LONG);
	ck_assert_ptr_nonnull(find_obj_carried(bob, "sword"));
	/* A light held lights the room. */
	lamp = give(bob, FX_LANTERN);
	lamp->worn = WEAR_LIGHT;
	ck_assert_ptr_eq(find_char_room(bob, "rat"), rat2);
	ck_assert_ptr_nonnull(find_obj_room(bob, "bread"));
}
END_TEST

START_TEST(test_obj_carried_numbered)
{
	struct object	*bread, *shorts, *longs;

	bread = give(alice, FX_BREAD);
	shorts = give(alice, FX_SWORD_SHORT);
	longs = give(alice, FX_SWORD_LONG);	/* first in the list */
	ck_assert_ptr_eq(find_obj_carried(alice, "sword"), longs);
	ck_assert_ptr_eq(find_obj_carried(alice, "1.sword"), longs);
	ck_assert_ptr_eq(find_obj_carried(alice, "2.sword"), shorts);
	ck_assert_ptr_eq(find_obj_carried(alice, "2.sw"), shorts);
	ck_assert_ptr_null(find_obj_carried(alice, "3.sword"));
	ck_assert_ptr_eq(find_obj_carried(alice, "short"), shorts);
	ck_assert_ptr_eq(find_obj_carried(alice, "SHO"), shorts);
	ck_assert_ptr_eq(find_obj_carried(alice, "loaf"), bread);
	ck_assert_ptr_null(find_obj_carried(alice, "2.loaf"));
	ck_assert_ptr_null(find_obj_carried(alice, "0.sword"));
	ck_assert_ptr_null(find_obj_carried(alice, "axe"));
	ck_assert_ptr_null(find_obj_carried(alice, ""));
	ck_assert_ptr_eq(find_obj_carried(alice, "all.sword"), longs);
	ck_assert_ptr_null(find_obj_carried(alice, "all"));
	ck_assert_ptr_null(find_obj_room(alice, "sword"));
}
END_TEST

/* Worn things are found as worn, not as carried, and the other way. */
START_TEST(test_obj_worn)
{
	struct object	*shorts, *longs;

	shorts = give(alice, FX_SWORD_SHORT);
	longs = give(alice, FX_SWORD_LONG);
	longs->worn = WEAR_WIELD;
	ck_assert_ptr_eq(find_obj_carried(alice, "sword"), shorts);
	ck_assert_ptr_null(find_obj_carried(alice, "2.sword"));
	ck_assert_ptr_null(find_obj_carried(alice, "long"));
	ck_assert_ptr_eq(find_obj_worn(alice, "sword"), longs);
	ck_assert_ptr_null(find_obj_worn(alice, "short"));
	ck_assert_ptr_null(find_obj_worn(alice, "2.sword"));
}
END_TEST

/*
 * Here is what one carries, then wears, then what lies on the floor, and
 * "2.sword" counts through them in that order: with a sword in hand and
 * one on the floor, "2.sword" is the one on the floor.
 */
START_TEST(test_obj_here_numbered)
{
	struct object	*shorts, *longs, *floor1, *floor2;

	floor2 = drop_new(FX_SWORD_SHORT, FX_TEMPLE);
	floor1 = drop_new(FX_SWORD_LONG, FX_TEMPLE);	/* first */
	ck_assert_ptr_eq(find_obj_here(alice, "sword"), floor1);
	ck_assert_ptr_eq(find_obj_here(alice, "2.sword"), floor2);
	shorts = give(alice, FX_SWORD_SHORT);
	ck_assert_ptr_eq(find_obj_here(alice, "sword"), shorts);
	ck_assert_ptr_eq(find_obj_here(alice, "2.sword"), floor1);
	ck_assert_ptr_eq(find_obj_here(alice, "3.sword"), floor2);
	ck_assert_ptr_null(find_obj_here(alice, "4.sword"));
	longs = give(alice, FX_SWORD_LONG);
	longs->worn = WEAR_WIELD;
	ck_assert_ptr_eq(find_obj_here(alice, "sword"), shorts);
	ck_assert_ptr_eq(find_obj_here(alice, "2.sword"), longs);
	ck_assert_ptr_eq(find_obj_here(alice, "3.sword"), floor1);
	ck_assert_ptr_eq(find_obj_here(alice, "4.sword"), floor2);
	ck_assert_ptr_null(find_obj_here(alice, "5.sword"));
	ck_assert_ptr_eq(find_obj_here(alice, "long"), longs);
	ck_assert_ptr_eq(find_obj_here(alice, "2.long"), floor1);
	ck_assert_ptr_eq(find_obj_here(alice, "2.short"), floor2);
	/* The floor by itself counts from its own first. */
	ck_assert_ptr_eq(find_obj_room(alice, "2.sword"), floor2);
}
END_TEST

START_TEST(test_obj_in_container)
{
	struct object	*bag = give(alice, FX_BAG), *b1, *b2;

	ck_assert_ptr_null(find_obj_in(bag, "bread"));
	b2 = fx_obj(FX_BREAD);
	obj_to_obj(b2, bag);
	b1 = fx_obj(FX_BREAD);
	obj_to_obj(b1, bag);
	ck_assert_ptr_eq(find_obj_in(bag, "bread"), b1);
	ck_assert_ptr_eq(find_obj_in(bag, "2.loaf"), b2);
	ck_assert_ptr_null(find_obj_in(bag, "3.bread"));
	/* What is in the bag is not carried or on the floor. */
	ck_assert_ptr_null(find_obj_carried(alice, "bread"));
	ck_assert_ptr_null(find_obj_here(alice, "bread"));
	ck_assert_ptr_eq(find_obj_here(alice, "sack"), bag);
}
END_TEST

/* A keyword may hold a dot: "knife.old" is a name, not a number. */
START_TEST(test_dotted_keyword)
{
	struct object	*k1, *k2;

	k2 = give(alice, FX_KNIFE_DOT);
	k1 = give(alice, FX_KNIFE_DOT);
	ck_assert_ptr_eq(find_obj_carried(alice, "knife.old"), k1);
	ck_assert_ptr_eq(find_obj_carried(alice, "knife.o"), k1);
	ck_assert_ptr_eq(find_obj_carried(alice, "knife"), k1);
	ck_assert_ptr_eq(find_obj_carried(alice, "2.knife.old"), k2);
	ck_assert_ptr_eq(find_obj_carried(alice, "2.rusty"), k2);
	ck_assert_ptr_null(find_obj_carried(alice, "knife.new"));
	ck_assert_ptr_null(find_obj_carried(alice, "3.knife"));
}
END_TEST

/* "all" and "all.x" through the commands that take them. */
START_TEST(test_all_dot_commands)
{
	struct object	*bag;
	struct room	*temple = room_find(FX_TEMPLE);

	drop_new(FX_BREAD, FX_TEMPLE);
	drop_new(FX_SWORD_LONG, FX_TEMPLE);
	drop_new(FX_BREAD, FX_TEMPLE);
	interp_run(alice, "get all.bread");
	ck_assert_int_eq(count_vnum(&alice->carrying, FX_BREAD), 2);
	ck_assert_int_eq(count_vnum(&temple->contents, FX_BREAD), 0);
	ck_assert_int_eq(count_vnum(&temple->contents, FX_SWORD_LONG), 1);

	bag = give(alice, FX_BAG);
	interp_run(alice, "put all.bread bag");
	ck_assert_int_eq(count_vnum(&alice->carrying, FX_BREAD), 0);
	ck_assert_int_eq(count_vnum(&bag->contents, FX_BREAD), 2);
	interp_run(alice, "get all.loaf sack");
	ck_assert_int_eq(count_vnum(&alice->carrying, FX_BREAD), 2);
	ck_assert_int_eq(count_vnum(&bag->contents, FX_BREAD), 0);

	/* "2.bread" is one, not all. */
	interp_run(alice, "drop 2.bread");
	ck_assert_int_eq(count_vnum(&alice->carrying, FX_BREAD), 1);
	ck_assert_int_eq(count_vnum(&temple->contents, FX_BREAD), 1);

	/* "all" alone: everything, but what is worn stays on. */
	interp_run(alice, "get all");
	ck_assert_int_eq(count_vnum(&temple->contents, FX_SWORD_LONG), 0);
	ck_assert_int_eq(count_vnum(&temple->contents, FX_BREAD), 0);
	find_obj_carried(alice, "sword")->worn = WEAR_WIELD;
	interp_run(alice, "drop all");
	ck_assert_int_eq(count_vnum(&alice->carrying, FX_SWORD_LONG), 1);
	ck_assert_int_eq(count_vnum(&alice->carrying, FX_BREAD), 0);
	ck_assert_int_eq(count_vnum(&alice->carrying, FX_BAG), 0);
	ck_assert_int_eq(count_vnum(&temple->contents, FX_BREAD), 2);
	ck_assert_int_eq(count_vnum(&temple->contents, FX_BAG), 1);
}
END_TEST

/*
 * The numbers MXP links name things by count as the commands do: the
 * visible only, in list order, carried before the floor for look, and
 * past the characters look tries first.
 */
START_TEST(test_numbers_for_links)
{
	struct character	*tall2, *sword;
	struct object		*floor1, *floor2, *shorts, *knife;

	tall2 = fx_mob(FX_MOB_TALL, FX_TEMPLE);
	ck_assert_int_eq(find_char_number(alice, city, "guard"), 1);
	ck_assert_int_eq(find_char_number(alice, tall2, "guard"), 3);
	ck_assert_int_eq(find_char_number(alice, tall2, "tall"), 2);
	ck_assert_int_eq(find_char_number(alice, NULL, "guard"), 3);
	ck_assert_int_eq(find_char_number(alice, rat, "guard"), 0);
	ck_assert_str_eq(mxp_mob_id(alice, city), "1.guard");
	ck_assert_str_eq(mxp_mob_id(alice, tall2), "3.guard");
	/* One unseen is not counted. */
	tall->aff_born |= AFF_INVISIBLE;
	ck_assert_str_eq(mxp_mob_id(alice, tall2), "2.guard");
	ck_assert_ptr_eq(find_char_room(alice, mxp_mob_id(alice, tall2)),
	    tall2);
	ck_assert_ptr_eq(find_char_room(alice, mxp_mob_id(alice, rat)), rat);

	floor2 = drop_new(FX_SWORD_SHORT, FX_TEMPLE);
	floor1 = drop_new(FX_SWORD_LONG, FX_TEMPLE);	/* first */
	shorts = give(alice, FX_SWORD_SHORT);
	ck_assert_str_eq(mxp_obj_id(alice, floor1, MXP_FIND_ROOM), "1.sword");
	ck_assert_str_eq(mxp_obj_id(alice, floor2, MXP_FIND_ROOM), "2.sword");
	ck_assert_str_eq(mxp_obj_id(alice, floor2, MXP_FIND_LOOK), "3.sword");
	ck_assert_str_eq(mxp_obj_id(alice, shorts, MXP_FIND_CARRIED),
	    "1.sword");
	ck_assert_ptr_eq(find_obj_room(alice, "2.sword"), floor2);
	ck_assert_ptr_eq(find_obj_here(alice, "3.sword"), floor2);
	ck_assert_int_eq(find_obj_number(alice, floor2, "sword",
	    FIND_CARRIED), 0);

	/* A player called Sword is what "1.sword" looks at. */
	sword = fx_player("Sword", FX_TEMPLE, ROLE_PLAYER, 0);
	ck_assert_str_eq(mxp_obj_id(alice, floor1, MXP_FIND_LOOK), "2.sword");
	ck_assert_str_eq(mxp_obj_id(alice, shorts, MXP_FIND_LOOK), "1.short");
	ck_assert_ptr_eq(find_char_room(alice, "1.sword"), sword);

	/* A keyword with a dot cannot be numbered: the next one is. */
	knife = give(alice, FX_KNIFE_DOT);
	ck_assert_str_eq(mxp_obj_id(alice, knife, MXP_FIND_CARRIED),
	    "1.rusty");
}
END_TEST

/*
 * In a crowd, numbering gives up after a few hundred entries: a link far
 * down names the plain word (a look stays cheap), one near the top still
 * counts.
 */
START_TEST(test_numbers_give_up_in_a_crowd)
{
	struct character	*last = NULL;
	struct object		*first = NULL, *far;
	int			 i;

	/* What is dropped last lies first. */
	far = drop_new(FX_SWORD_SHORT, FX_TEMPLE);
	for (i = 0; i < 400; i++)
		first = drop_new(FX_SWORD_SHORT, FX_TEMPLE);
	for (i = 0; i < 400; i++)
		last = fx_mob(FX_MOB_CITY, FX_TEMPLE);
	ck_assert_int_gt(find_obj_number(alice, first, "sword",
	    FIND_IN_ROOM), 0);
	ck_assert_int_eq(find_obj_number(alice, far, "sword", FIND_IN_ROOM),
	    0);
	ck_assert_int_eq(find_char_number(alice, city, "guard"), 1);
	ck_assert_int_eq(find_char_number(alice, last, "guard"), 0);
	ck_assert_str_eq(mxp_mob_id(alice, last), "guard");
	ck_assert_str_eq(mxp_obj_id(alice, far, MXP_FIND_ROOM), "sword");
}
END_TEST

/* What an MXP client is shown in look and inventory: links that work. */
START_TEST(test_links_in_look)
{
	struct character	*bob;
	struct object		*bag;
	char			*out;

	bob = fx_player("Bob", FX_TEMPLE, ROLE_PLAYER, 1);
	bob->desc->proto.mxp_on = 1;
	drop_new(FX_SWORD_SHORT, FX_TEMPLE);
	drop_new(FX_SWORD_LONG, FX_TEMPLE);
	give(bob, FX_BREAD);
	bag = give(bob, FX_BAG);
	obj_to_obj(fx_obj(FX_BREAD), bag);
	fx_drain(bob);
	interp_run(bob, "look");
	out = fx_output(bob);
	ck_assert_msg(strstr(out, "<Mob id=\"1.guard\">") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "<Mob id=\"2.guard\">") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "<Mob id=\"1.rat\">") != NULL, "%s", out);
	ck_assert_msg(strstr(out, "<Obj id=\"1.sword\" look=\"1.sword\">") !=
	    NULL, "%s", out);
	ck_assert_msg(strstr(out, "<Obj id=\"2.sword\" look=\"2.sword\">") !=
	    NULL, "%s", out);
	free(out);
	interp_run(bob, "inventory");
	out = fx_output(bob);
	ck_assert_msg(strstr(out, "<Inv id=\"1.bag\" look=\"1.bag\">") !=
	    NULL, "%s", out);
	ck_assert_msg(strstr(out, "<Inv id=\"1.bread\" look=\"1.bread\">")
	    != NULL, "%s", out);
	free(out);
	/* In a container no link: drop, wear and get would miss it. */
	interp_run(bob, "look in bag");
	out = fx_output(bob);
	ck_assert_msg(strstr(out, "<Inv") == NULL && strstr(out, "<Obj") ==
	    NULL, "%s", out);
	free(out);
}
END_TEST

static Suite *
find_suite(void)
{
	Suite	*s = suite_create("find");
	TCase	*tc = tcase_create("core");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, fx_stop);
	tcase_add_test(tc, test_char_by_name_and_prefix);
	tcase_add_test(tc, test_char_numbered);
	tcase_add_test(tc, test_dark);
	tcase_add_test(tc, test_obj_carried_numbered);
	tcase_add_test(tc, test_obj_worn);
	tcase_add_test(tc, test_obj_here_numbered);
	tcase_add_test(tc, test_obj_in_container);
	tcase_add_test(tc, test_dotted_keyword);
	tcase_add_test(tc, test_all_dot_commands);
	tcase_add_test(tc, test_numbers_for_links);
	tcase_add_test(tc, test_numbers_give_up_in_a_crowd);
	tcase_add_test(tc, test_links_in_look);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(find_suite()));
}
