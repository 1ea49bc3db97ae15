/*
 * test_brawl.c: the warrior's and thief's skills berserk, dirt kicking,
 * trip and envenom, played in game time (tests/unit/play.h): each in the
 * class table, refused to one who has not learned it, with its wait, and
 * doing what it says.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "class.h"
#include "fight.h"
#include "play.h"
#include "update.h"

static const char pit_area[] =
	"area Pit\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Pit\n"
	"sector field\n"
	"description\n"
	"Sand.\n"
	"~\n"
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
	"mob 3002\n"
	"keywords master thief guildmaster\n"
	"short the thief guildmaster\n"
	"long The thief guildmaster counts coins.\n"
	"description\n"
	"Sly.\n"
	"~\n"
	"level 30\n"
	"hit 1d1+1000\n"
	"damage 1d2\n"
	"flags sentinel no_kill\n"
	"guild thief\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords dagger\n"
	"short a dagger\n"
	"long A dagger lies here.\n"
	"type weapon\n"
	"dice 1d4\n"
	"attack pierce\n"
	"wear wield hold\n"
	"level 1\n"
	"weight 2\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords mace\n"
	"short a mace\n"
	"long A mace lies here.\n"
	"type weapon\n"
	"dice 1d4\n"
	"attack crush\n"
	"wear wield\n"
	"level 1\n"
	"weight 4\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords pie\n"
	"short a meat pie\n"
	"long A meat pie lies here.\n"
	"type food\n"
	"hours 4\n"
	"weight 1\n"
	"end\n";

#define PIT	3001

static void
setup(void)
{
	const char *const	files[] = { "pit.are", pit_area, NULL };

	play_start(files, 13);
	play_config("game.combat_round", "1");
}

static void
teardown(void)
{
	play_stop();
}

static struct character *
brawler(const char *name, const char *class_name, int sk)
{
	struct character	*c = play_enter(name, PIT, ROLE_PLAYER);

	text_strlcpy(c->pd.class_name, class_name, sizeof c->pd.class_name);
	c->pd.learned[sk] = 100;
	c->pd.hit = c->pd.max_hit = 5000;
	return (c);
}

/* Type line until ch's state shows it took, at most n times. */
static void
until_took(struct character *ch, const char *line, int (*took)(void), int n)
{
	while (n-- > 0 && !took()) {
		while (update_waiting(ch))
			play_pulses(1);
		play_type(ch, "%s", line);
	}
	ck_assert_msg(took(), "%s never took", line);
}

static struct character	*the_ogre;
static struct object	*the_dagger;

static int
ogre_blind(void)
{
	return ((char_aff(the_ogre) & AFF_BLIND) != 0);
}

static int
ogre_down(void)
{
	return (the_ogre->pd.position == POS_STUNNED);
}

static int
ogre_poisoned(void)
{
	return ((char_aff(the_ogre) & AFF_POISON) != 0);
}

/* In the class table, at their levels; unknown, refused as others are. */
START_TEST(test_in_the_class_table)
{
	struct character	*c = play_enter("Cole", PIT, ROLE_PLAYER);

	ck_assert_int_eq(skill_find("berserk"), SK_BERSERK);
	ck_assert_int_eq(skill_find("dirt kicking"), SK_DIRT);
	ck_assert_int_eq(skill_table[SK_TRIP].level[CLASS_THIEF], 1);
	ck_assert_int_eq(skill_table[SK_ENVENOM].level[CLASS_THIEF], 10);
	ck_assert_int_eq(skill_table[SK_BERSERK].level[CLASS_WARRIOR], 18);
	ck_assert_int_eq(skill_table[SK_BERSERK].level[CLASS_MAGE], 0);
	fx_mob(3001, PIT);
	play_type(c, "dirt ogre");
	play_expect(c, "You don't know how to kick dirt.");
	play_type(c, "trip ogre");
	play_expect(c, "You don't know how to trip.");
	play_type(c, "berserk");
	play_expect(c, "You don't know how to go berserk.");
	play_type(c, "envenom pie");
	play_expect(c, "You don't know how to envenom.");
	ck_assert_ptr_null(c->fighting);
}
END_TEST

/* Dirt blinds for two rounds, and the fight is on; it wears off. */
START_TEST(test_dirt_blinds_briefly)
{
	struct character	*t = brawler("Tam", "thief", SK_DIRT);

	the_ogre = fx_mob(3001, PIT);
	play_type(t, "dirt");
	play_expect(t, "Kick dirt at whom?");
	until_took(t, "dirt ogre", ogre_blind, 20);
	play_expect(t, "You kick a spray of grit into an ogre's eyes!");
	ck_assert_ptr_eq(t->fighting, the_ogre);
	ck_assert(update_waiting(t));
	play_type(t, "dirt ogre");
	while (update_waiting(t))
		play_pulses(1);
	play_until(t, "can see nothing as it is", 20);
	play_pulses(12);			/* two 1-second rounds */
	ck_assert(!ogre_blind());
}
END_TEST

/* Trip puts the foe down; berserk rages once, at a cost. */
START_TEST(test_trip_and_berserk)
{
	struct character	*t = brawler("Tam", "thief", SK_TRIP);
	struct character	*w = brawler("Wat", "warrior", SK_BERSERK);
	int			 move;

	the_ogre = fx_mob(3001, PIT);
	until_took(t, "trip ogre", ogre_down, 20);
	play_until(t, "You hook an ogre's legs, and down they go!", 20);
	ck_assert_ptr_eq(t->fighting, the_ogre);

	move = w->pd.move;
	play_type(w, "berserk");
	play_expect(w, "A red haze falls over your eyes!");
	ck_assert_int_eq(w->pd.move, move - 20);
	while (update_waiting(w))
		play_pulses(1);
	play_type(w, "berserk");
	play_expect(w, "Your blood is already up.");
	play_until(w, "The red haze lifts", 200);
	w->pd.move = 5;
	play_type(w, "berserk");
	play_expect(w, "You are too worn out to work up a rage.");
}
END_TEST

/* Envenom: food tainted; a blunt weapon refused; a blade poisons. */
START_TEST(test_envenom)
{
	struct character	*t = brawler("Tam", "thief", SK_ENVENOM);
	struct object		*pie = fx_obj(3012), *mace = fx_obj(3011);

	the_dagger = fx_obj(3010);
	obj_to_char(pie, t);
	obj_to_char(mace, t);
	obj_to_char(the_dagger, t);
	play_type(t, "envenom pie");
	play_expect(t, "You work a few dark drops of venom into a meat pie.");
	ck_assert_int_eq(pie->values[VAL_FOOD_POISONED], 1);
	while (update_waiting(t))
		play_pulses(1);
	play_type(t, "envenom mace");
	play_expect(t, "Venom runs straight off a mace");
	ck_assert_int_eq(mace->values[VAL_WEAPON_POISON], 0);
	play_type(t, "envenom dagger");
	play_expect(t, "venom into a dagger.");
	ck_assert_int_gt(the_dagger->values[VAL_WEAPON_POISON], 0);
	play_type(t, "wield dagger");
	the_ogre = fx_mob(3001, PIT);
	play_type(t, "kill ogre");
	play_until(t, "Your venom bites into an ogre.", 200);
	ck_assert(ogre_poisoned());
}
END_TEST

/* Practised at the guild, by a prefix of the skill's name. */
START_TEST(test_practised_at_the_guild)
{
	struct character	*t = play_enter("Tam", PIT, ROLE_PLAYER);

	text_strlcpy(t->pd.class_name, "thief", sizeof t->pd.class_name);
	t->pd.level = 10;
	t->pd.practices = 3;
	skill_grant(&t->pd);
	fx_mob(3002, PIT);
	play_type(t, "practice dirt");
	play_expect(t, "You practise dirt kicking");
	ck_assert_int_gt(t->pd.learned[SK_DIRT], 1);
	play_type(t, "practice envenom");
	play_expect(t, "You practise envenom");
	play_type(t, "practice berserk");
	play_not(t, "You practise berserk");
	ck_assert_int_eq(t->pd.learned[SK_BERSERK], 0);
}
END_TEST

static Suite *
brawl_suite(void)
{
	Suite	*s = suite_create("brawl");
	TCase	*tc = tcase_create("core");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_in_the_class_table);
	tcase_add_test(tc, test_dirt_blinds_briefly);
	tcase_add_test(tc, test_trip_and_berserk);
	tcase_add_test(tc, test_envenom);
	tcase_add_test(tc, test_practised_at_the_guild);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(brawl_suite()));
}
