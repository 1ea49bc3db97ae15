/*
 * test_start.c: how a new character starts, played in game time
 * (tests/unit/play.h): its gold and first skills, the guild's kit on
 * entering, and 'outfit' for what is missing, up to game.outfit_level.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "class.h"
#include "config.h"
#include "play.h"
#include "start.h"

static const char guild_area[] =
	"area Guild\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Guild Hall\n"
	"sector inside\n"
	"description\n"
	"Benches.\n"
	"~\n"
	"end\n"
	"\n"
	"object 3090\n"
	"keywords sword practice\n"
	"short a practice sword\n"
	"long A blunt-edged practice sword, stamped with the guild's mark, lies here.\n"
	"type weapon\n"
	"dice 1d6\n"
	"attack slash\n"
	"wear wield\n"
	"level 1\n"
	"weight 5\n"
	"cost 0\n"
	"end\n"
	"\n"
	"object 3091\n"
	"keywords cudgel oak\n"
	"short an oak cudgel\n"
	"long A knobbed oak cudgel, stamped with the guild's mark, lies here.\n"
	"type weapon\n"
	"dice 1d6\n"
	"attack crush\n"
	"wear wield hold\n"
	"level 1\n"
	"weight 4\n"
	"cost 0\n"
	"end\n"
	"\n"
	"object 3092\n"
	"keywords knife novice\n"
	"short a novice's knife\n"
	"long A short knife, stamped with the guild's mark, lies here.\n"
	"type weapon\n"
	"dice 1d4\n"
	"attack pierce\n"
	"wear wield hold\n"
	"level 1\n"
	"weight 2\n"
	"cost 0\n"
	"end\n"
	"\n"
	"object 3093\n"
	"keywords vest quilted\n"
	"short a quilted vest\n"
	"long A quilted linen vest lies here in a heap.\n"
	"type armor\n"
	"ac 2\n"
	"wear body\n"
	"level 1\n"
	"weight 3\n"
	"cost 0\n"
	"end\n"
	"\n"
	"object 3094\n"
	"keywords buckler wooden\n"
	"short a plank buckler\n"
	"long A small round buckler of nailed planks lies here.\n"
	"type armor\n"
	"ac 1\n"
	"wear shield\n"
	"level 1\n"
	"weight 4\n"
	"cost 0\n"
	"end\n"
	"\n"
	"object 3095\n"
	"keywords candle guild\n"
	"short a guild candle\n"
	"long A thick yellow candle stamped with the guild's mark lies here.\n"
	"type light\n"
	"hours 24\n"
	"wear light hold\n"
	"level 1\n"
	"weight 1\n"
	"cost 0\n"
	"end\n"

	;

#define HALL	3001

static void
setup(void)
{
	const char *const	files[] = { "guild.are", guild_area, NULL };

	play_start(files, 11);
}

static void
teardown(void)
{
	play_stop();
}

/* Gold, and the class's level-1 skills at start_skill; later ones not. */
START_TEST(test_new_character_gold_and_skills)
{
	struct player_data	pd;

	player_data_init(&pd);
	text_strlcpy(pd.class_name, "warrior", sizeof pd.class_name);
	skill_grant(&pd);
	ck_assert_int_eq(pd.learned[SK_KICK], 1);	/* before: 1% */
	start_new(&pd);
	ck_assert_int_eq((int)pd.gold, 100);
	ck_assert_int_eq(pd.learned[SK_KICK], 40);
	ck_assert_int_eq(pd.learned[SK_PARRY], 40);
	ck_assert_int_eq(pd.learned[SK_BASH], 0);	/* level 3 */
	player_data_clear(&pd);

	play_config("game.start_gold", "250");
	play_config("game.start_skill", "50");
	player_data_init(&pd);
	text_strlcpy(pd.class_name, "mage", sizeof pd.class_name);
	skill_grant(&pd);
	start_new(&pd);
	ck_assert_int_eq((int)pd.gold, 250);
	ck_assert_int_eq(pd.learned[SK_MAGIC_MISSILE], 50);
	ck_assert_int_eq(pd.learned[SK_KICK], 0);
	player_data_clear(&pd);
}
END_TEST

/* outfit: the class's kit, worn; again, nothing; missing, given again. */
START_TEST(test_outfit_by_class)
{
	struct character	*w = play_enter("Wulf", HALL, ROLE_PLAYER);
	struct character	*m = play_enter("Mab", HALL, ROLE_PLAYER);
	struct object		*o;
	int			 n;

	w->pd.level = m->pd.level = 1;
	text_strlcpy(m->pd.class_name, "mage", sizeof m->pd.class_name);
	play_type(w, "outfit");
	play_expect(w, "The guild hands you a practice sword, and you put "
	    "it on.");
	play_expect(w, "a quilted vest");
	play_expect(w, "a plank buckler");
	play_expect(w, "a guild candle");
	o = char_equipped(w, WEAR_WIELD);
	ck_assert_ptr_nonnull(o);
	ck_assert_int_eq(o->vnum, 3090);
	ck_assert_int_eq(o->cost, 0);		/* no shop pays for it */
	ck_assert_ptr_nonnull(char_equipped(w, WEAR_SHIELD));
	play_type(w, "outfit");
	play_expect(w, "You lack nothing the guild hands out.");

	play_type(m, "outfit");
	play_expect(m, "a novice's knife");
	ck_assert_int_eq(char_equipped(m, WEAR_WIELD)->vnum, 3092);
	ck_assert_ptr_null(char_equipped(m, WEAR_SHIELD));
	/* Lost the vest: outfit gives that alone. */
	o = char_equipped(m, WEAR_BODY);
	obj_extract(o);
	play_type(m, "outfit");
	play_not(m, "a novice's knife");
	ck_assert_int_eq(char_equipped(m, WEAR_BODY)->vnum, 3093);
	n = 0;
	TAILQ_FOREACH(o, &m->carrying, place)
		n++;
	ck_assert_int_eq(n, 3);			/* knife, vest, candle */

	/* Past outfit_level, find your own. */
	m->pd.level = 6;
	play_type(m, "outfit");
	play_expect(m, "The guild outfits beginners only");
}
END_TEST

static Suite *
start_suite(void)
{
	Suite	*s = suite_create("start");
	TCase	*tc = tcase_create("core");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_new_character_gold_and_skills);
	tcase_add_test(tc, test_outfit_by_class);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(start_suite()));
}
