/*
 * test_attrib.c: what the attributes do, played in game time
 * (tests/unit/play.h): strength bears weight and adds to damage, dexterity
 * aims and dodges, wisdom resists spells; affects and worn things count,
 * within 3 and 25; score shows both.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "attrib.h"
#include "check_main.h"
#include "fight.h"
#include "magic.h"
#include "play.h"

static const char yard_area[] =
	"area Yard\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Yard\n"
	"sector city\n"
	"description\n"
	"Sawdust.\n"
	"~\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords anvil\n"
	"short an anvil\n"
	"long An anvil sits here.\n"
	"type treasure\n"
	"weight 140\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords sack\n"
	"short a sack\n"
	"long A sack lies here.\n"
	"type container\n"
	"capacity 200\n"
	"weight 2\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords brick\n"
	"short a brick\n"
	"long A brick lies here.\n"
	"type treasure\n"
	"weight 20\n"
	"end\n"
	"\n"
	"object 3013\n"
	"keywords belt girdle\n"
	"short a girdle of might\n"
	"long A girdle lies here.\n"
	"type armor\n"
	"ac 1\n"
	"wear waist\n"
	"weight 1\n"
	"apply str 3\n"
	"end\n"
	"\n"
	"object 3014\n"
	"keywords pebble\n"
	"short a pebble\n"
	"long A pebble lies here.\n"
	"type treasure\n"
	"weight 0\n"
	"end\n";

#define YARD	3001

static void
setup(void)
{
	const char *const	files[] = { "yard.are", yard_area, NULL };

	play_start(files, 5);
}

static void
teardown(void)
{
	play_stop();
}

static struct object *
drop_here(int vnum)
{
	struct object	*o = fx_obj(vnum);

	obj_to_room(o, room_find(YARD));
	return (o);
}

/* Strength bears weight: too heavy, then lighter hands, then stronger. */
START_TEST(test_strength_bears_weight)
{
	struct character	*c = play_enter("Hal", YARD, ROLE_PLAYER);
	struct object		*anvil = drop_here(3010), *sack, *brick;

	ck_assert_int_eq(attrib_carry_weight(c), 150);	/* 13: 20 + 130 */
	c->pd.stats[STAT_STR] = 10;			/* 120 */
	play_type(c, "get anvil");
	play_expect(c, "That is more weight than you can bear.");
	ck_assert_ptr_eq(anvil->in_room, room_find(YARD));
	c->pd.stats[STAT_STR] = 13;
	play_type(c, "get anvil");
	play_expect(c, "You get an anvil.");
	ck_assert_ptr_eq(anvil->carried_by, c);
	ck_assert_int_eq(attrib_carried_weight(c), 140);
	/* A brick more is too much; in a sack it weighs the same. */
	drop_here(3012);
	play_type(c, "get brick");
	play_expect(c, "That is more weight than you can bear.");
	play_type(c, "drop anvil");
	sack = fx_obj(3011);
	obj_to_char(sack, c);
	play_type(c, "get brick");
	play_type(c, "put brick sack");
	play_expect(c, "You put a brick in a sack.");
	ck_assert_int_eq(attrib_carried_weight(c), 22);
	/* Out of one's own sack, it weighs nothing more. */
	c->pd.stats[STAT_STR] = 3;			/* 50 */
	drop_here(3012);
	play_type(c, "get brick");
	play_expect(c, "You get a brick.");		/* 42 */
	brick = sack != NULL ? TAILQ_FIRST(&sack->contents) : NULL;
	ck_assert_ptr_nonnull(brick);
	play_type(c, "get brick sack");
	play_expect(c, "You get a brick from a sack.");
	ck_assert_int_eq(attrib_carried_weight(c), 42);
	/* The girdle's strength counts while worn. */
	play_type(c, "get anvil");
	play_expect(c, "That is more weight than you can bear.");
	obj_to_char(fx_obj(3013), c);
	c->pd.stats[STAT_STR] = 15;			/* 170 */
	play_type(c, "get anvil");
	play_expect(c, "That is more weight than you can "
	    "bear.");	/* 182 */
	play_type(c, "wear girdle");
	ck_assert_int_eq(attrib_get(c, STAT_STR), 18);		/* 200 */
	play_type(c, "get anvil");
	play_expect(c, "You get an anvil.");
}
END_TEST

/* Dexterity bears the number of things; worn things do not count. */
START_TEST(test_dexterity_bears_number)
{
	struct character	*c = play_enter("Nim", YARD, ROLE_PLAYER);
	int			 i;

	c->pd.stats[STAT_DEX] = 3;			/* 33 things */
	ck_assert_int_eq(attrib_carry_number(c), 33);
	for (i = 0; i < 33; i++)
		obj_to_char(fx_obj(3014), c);
	drop_here(3014);
	play_type(c, "get pebble");
	play_expect(c, "Your hands are full.");
	obj_to_char(fx_obj(3013), c);			/* 34 */
	play_type(c, "drop pebble");			/* 33 */
	play_type(c, "wear girdle");			/* 32 in hand */
	ck_assert_int_eq(attrib_carried_number(c), 32);
	play_type(c, "get pebble");
	play_expect(c, "You get a pebble.");
	ck_assert_int_eq(attrib_carried_number(c), 33);
	drop_here(3014);
	play_type(c, "get pebble");
	play_expect(c, "Your hands are full.");
}
END_TEST

/* Affects and gear move an attribute, within 3 and 25. */
START_TEST(test_affects_and_gear_count_within_bounds)
{
	struct character	*c = play_enter("Gil", YARD, ROLE_PLAYER);
	struct object		*g = fx_obj(3013);

	ck_assert_int_eq(attrib_get(c, STAT_STR), 13);
	obj_to_char(g, c);
	ck_assert_int_eq(attrib_get(c, STAT_STR), 13);	/* not worn */
	g->worn = WEAR_WAIST;
	ck_assert_int_eq(attrib_get(c, STAT_STR), 16);
	magic_affect_add(c, SPELL_CHILL_TOUCH, APPLY_STR, -1, 40);
	ck_assert_int_eq(attrib_get(c, STAT_STR), 15);
	c->pd.stats[STAT_STR] = 24;
	ck_assert_int_eq(attrib_get(c, STAT_STR), 25);
	c->pd.stats[STAT_STR] = 1;
	ck_assert_int_eq(attrib_get(c, STAT_STR), 3);
	/* Score shows the attribute and, if it differs, the rolled one. */
	c->pd.stats[STAT_STR] = 13;
	play_type(c, "score");
	play_expect(c, "Str 15 (13)  Int 13  Wis 13  Dex 13  Con 13.");
}
END_TEST

/* The bonuses follow the attribute: nothing at 11-13, more beyond. */
START_TEST(test_bonuses_follow_the_attributes)
{
	struct character	*c = play_enter("Bo", YARD, ROLE_PLAYER);
	int			 ac = fight_armor(c);

	ck_assert_int_eq(attrib_hit_bonus(c), 0);
	ck_assert_int_eq(attrib_dam_bonus(c), 0);
	ck_assert_int_eq(attrib_save_bonus(c), 0);
	c->pd.stats[STAT_DEX] = 18;
	c->pd.stats[STAT_STR] = 25;
	c->pd.stats[STAT_WIS] = 3;
	ck_assert_int_eq(attrib_hit_bonus(c), 3);
	ck_assert_int_eq(attrib_dam_bonus(c), 6);
	ck_assert_int_eq(attrib_save_bonus(c), -12);
	ck_assert_int_eq(fight_armor(c), ac - 15);	/* nimbler */
}
END_TEST

/* Wisdom resists: a wise victim saves far more often than a foolish one. */
START_TEST(test_wisdom_resists_spells)
{
	struct character	*c = play_enter("Sage", YARD, ROLE_PLAYER);
	int			 i, wise = 0, fool = 0;

	c->pd.level = 10;
	c->pd.stats[STAT_WIS] = 25;
	for (i = 0; i < 400; i++)
		wise += magic_saves(c, 10);
	c->pd.stats[STAT_WIS] = 3;
	for (i = 0; i < 400; i++)
		fool += magic_saves(c, 10);
	/* 68% against 38%: 272 and 152 expected. */
	ck_assert_int_gt(wise, 230);
	ck_assert_int_lt(fool, 190);
}
END_TEST

static Suite *
attrib_suite(void)
{
	Suite	*s = suite_create("attrib");
	TCase	*tc = tcase_create("core");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_strength_bears_weight);
	tcase_add_test(tc, test_dexterity_bears_number);
	tcase_add_test(tc, test_affects_and_gear_count_within_bounds);
	tcase_add_test(tc, test_bonuses_follow_the_attributes);
	tcase_add_test(tc, test_wisdom_resists_spells);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(attrib_suite()));
}
