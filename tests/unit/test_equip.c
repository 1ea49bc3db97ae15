/*
 * test_equip.c: what a thing asks of its user, played in game time
 * (tests/unit/play.h): its level on wear, wield and hold, and a weapon's
 * weight against the wielder's strength; staff are not held to either.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "attrib.h"
#include "check_main.h"
#include "equip.h"
#include "play.h"

static const char armoury_area[] =
	"area Armoury\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Armoury\n"
	"sector inside\n"
	"description\n"
	"Racks.\n"
	"~\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords hauberk\n"
	"short a hauberk\n"
	"long A hauberk lies here.\n"
	"type armor\n"
	"ac 5\n"
	"wear body\n"
	"level 12\n"
	"weight 25\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords maul\n"
	"short a great maul\n"
	"long A great maul lies here.\n"
	"type weapon\n"
	"dice 3d6\n"
	"attack crush\n"
	"wear wield\n"
	"level 1\n"
	"weight 25\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords orb\n"
	"short a humming orb\n"
	"long An orb hums here.\n"
	"type treasure\n"
	"wear hold\n"
	"level 20\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3013\n"
	"keywords dagger\n"
	"short a dagger\n"
	"long A dagger lies here.\n"
	"type weapon\n"
	"dice 1d4\n"
	"attack stab\n"
	"wear wield hold\n"
	"level 1\n"
	"weight 2\n"
	"end\n";

#define ARMOURY	3001

static void
setup(void)
{
	const char *const	files[] = { "armoury.are", armoury_area, NULL };

	play_start(files, 7);
}

static void
teardown(void)
{
	play_stop();
}

static struct object *
give_obj(struct character *ch, int vnum)
{
	struct object	*o = fx_obj(vnum);

	obj_to_char(o, ch);
	return (o);
}

/* A level-1 warrior cannot wear a level-12 hauberk; at 12 it can. */
START_TEST(test_level_on_wear_and_hold)
{
	struct character	*c = play_enter("Wren", ARMOURY, ROLE_PLAYER);
	struct object		*mail = give_obj(c, 3010), *orb;

	c->pd.level = 1;
	play_type(c, "wear hauberk");
	play_expect(c, "You must be level 12 to use a hauberk; you are "
	    "level 1.");
	ck_assert_int_eq(mail->worn, WEAR_NONE);
	play_type(c, "wear all");
	play_expect(c, "You must be level 12");
	ck_assert_int_eq(mail->worn, WEAR_NONE);
	orb = give_obj(c, 3012);
	play_type(c, "hold orb");
	play_expect(c, "You must be level 20 to use a humming orb");
	ck_assert_int_eq(orb->worn, WEAR_NONE);
	c->pd.level = 12;
	play_type(c, "wear hauberk");
	play_expect(c, "You wear a hauberk");
	ck_assert_int_eq(mail->worn, WEAR_BODY);
}
END_TEST

/* remove all, and all.<name>: what is worn comes off, the rest stays. */
START_TEST(test_remove_all)
{
	struct character	*c = play_enter("Tam", ARMOURY, ROLE_PLAYER);
	struct object		*mail = give_obj(c, 3010);
	struct object		*dagger = give_obj(c, 3013);
	struct object		*orb = give_obj(c, 3012);

	c->pd.level = 20;
	play_type(c, "remove all");
	play_expect(c, "You are not using anything.");
	play_type(c, "wear hauberk");
	play_type(c, "wield dagger");
	play_type(c, "hold orb");
	ck_assert_int_eq(mail->worn, WEAR_BODY);
	ck_assert_int_eq(dagger->worn, WEAR_WIELD);
	ck_assert_int_ne(orb->worn, WEAR_NONE);
	play_skip(c);
	play_type(c, "remove all.dagger");
	play_expect(c, "You stop using a dagger.");
	play_not(c, "hauberk");
	ck_assert_int_eq(dagger->worn, WEAR_NONE);
	ck_assert_int_eq(mail->worn, WEAR_BODY);
	play_type(c, "remove all.dagger");
	play_expect(c, "You are not using any such thing.");
	play_type(c, "remove all");
	{
		char	*news = play_news(c);

		ck_assert_msg(strstr(news, "You stop using a hauberk.") !=
		    NULL && strstr(news, "You stop using a humming orb.") !=
		    NULL, "remove all gave \"%s\"", news);
		free(news);
	}
	ck_assert_int_eq(mail->worn, WEAR_NONE);
	ck_assert_int_eq(orb->worn, WEAR_NONE);
	ck_assert_ptr_eq(mail->carried_by, c);
}
END_TEST

/* Too heavy to wield for its strength; stronger, it can. */
START_TEST(test_weight_on_wield)
{
	struct character	*c = play_enter("Bran", ARMOURY, ROLE_PLAYER);
	struct object		*maul = give_obj(c, 3011), *dagger;

	ck_assert_int_eq(attrib_wield_weight(c), 14);	/* 13 */
	play_type(c, "wield maul");
	play_expect(c, "You lack the strength to wield a great maul: it "
	    "weighs 25, and your arm bears 14 at most.");
	ck_assert_int_eq(maul->worn, WEAR_NONE);
	dagger = give_obj(c, 3013);
	play_type(c, "wield dagger");
	play_expect(c, "You wield a dagger.");
	ck_assert_int_eq(dagger->worn, WEAR_WIELD);
	c->pd.stats[STAT_STR] = 20;			/* 25 */
	play_type(c, "wield maul");
	play_expect(c, "You wield a great maul.");
	ck_assert_int_eq(maul->worn, WEAR_WIELD);
}
END_TEST

/* Staff and mobiles are not held to levels or weights. */
START_TEST(test_staff_exempt)
{
	struct character	*s = play_enter("Ada", ARMOURY, ROLE_BUILDER);
	struct object		*mail = give_obj(s, 3010), *maul;
	char			*cause;

	s->pd.level = 1;
	play_type(s, "wear hauberk");
	play_expect(s, "You wear a hauberk");
	ck_assert_int_eq(mail->worn, WEAR_BODY);
	maul = give_obj(s, 3011);
	ck_assert_int_eq(equip_allowed(s, maul, WEAR_WIELD, &cause), 0);
	ck_assert_ptr_null(cause);
}
END_TEST

static Suite *
equip_suite(void)
{
	Suite	*s = suite_create("equip");
	TCase	*tc = tcase_create("core");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_level_on_wear_and_hold);
	tcase_add_test(tc, test_weight_on_wield);
	tcase_add_test(tc, test_remove_all);
	tcase_add_test(tc, test_staff_exempt);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(equip_suite()));
}
