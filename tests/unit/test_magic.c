/*
 * test_magic.c: spells and magic things, played in game time
 * (tests/unit/play.h): potions, scrolls, wands and staves letting their
 * spells work at once at their level; what the affect spells do
 * (sanctuary halves harm, haste strikes twice a round, infravision sees in
 * the dark, invisibility hides until one attacks, detect invisible sees
 * through it, bless aims truer) and their ending, on the hour.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "eqtypes.h"
#include "fight.h"
#include "find.h"
#include "magic.h"
#include "play.h"

static const char lab_area[] =
	"area Lab\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Laboratory\n"
	"sector inside\n"
	"description\n"
	"Glass everywhere.\n"
	"~\n"
	"exit down 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Dark Vault\n"
	"sector inside\n"
	"flags dark\n"
	"description\n"
	"Cold stone.\n"
	"~\n"
	"exit up 3001\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords rat\n"
	"short a lab rat\n"
	"long A lab rat sniffs about.\n"
	"description\n"
	"White.\n"
	"~\n"
	"level 1\n"
	"alignment -500\n"
	"hit 1d1+3\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3001\n"
	"keywords golem\n"
	"short a clay golem\n"
	"long A clay golem stands here.\n"
	"description\n"
	"Slow.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+100000\n"
	"damage 10d1\n"
	"hitroll 100\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3002\n"
	"keywords adept\n"
	"short a hedge adept\n"
	"long A hedge adept mutters here.\n"
	"description\n"
	"Ink-stained.\n"
	"~\n"
	"level 12\n"
	"hit 1d1+1000\n"
	"damage 1d1\n"
	"flags sentinel mage cleric\n"
	"end\n"
	"\n"
	"mob 3003\n"
	"keywords brute\n"
	"short a brute\n"
	"long A brute cracks its knuckles.\n"
	"description\n"
	"Large.\n"
	"~\n"
	"level 8\n"
	"hit 1d1+1000\n"
	"damage 1d1\n"
	"flags sentinel warrior\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords potion red\n"
	"short a red potion\n"
	"long A red potion lies here.\n"
	"type potion\n"
	"spell_level 10\n"
	"spells heal refresh\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords scroll\n"
	"short a scroll of blessing\n"
	"long A scroll lies here.\n"
	"type scroll\n"
	"spell_level 16\n"
	"spells bless\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords wand\n"
	"short a birch wand\n"
	"long A birch wand lies here.\n"
	"type wand\n"
	"spell_level 20\n"
	"spells magic_missile\n"
	"charges 2\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3013\n"
	"keywords staff\n"
	"short an oak staff\n"
	"long An oak staff lies here.\n"
	"type staff\n"
	"spell_level 5\n"
	"spells sanctuary\n"
	"charges 1\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3014\n"
	"keywords mushroom\n"
	"short a magic mushroom\n"
	"long A mushroom grows here.\n"
	"type food\n"
	"hours 5\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3015\n"
	"keywords waterskin skin\n"
	"short a waterskin\n"
	"long A waterskin lies here.\n"
	"type drink\n"
	"liquid ale\n"
	"capacity 6\n"
	"amount 0\n"
	"weight 2\n"
	"end\n";

#define LAB	3001
#define VAULT	3002

static void
setup(void)
{
	const char *const	files[] = { "lab.are", lab_area, NULL };

	play_start(files, 11);
	play_config("game.hour_length", "1");		/* 4 pulses */
}

static void
teardown(void)
{
	play_stop();
}

static struct object *
give(struct character *ch, int vnum)
{
	struct object	*o = fx_obj(vnum);

	obj_to_char(o, ch);
	return (o);
}

START_TEST(test_potion_heals_at_once_and_is_gone)
{
	struct character	*a = play_enter("Quin", LAB, ROLE_PLAYER);
	int			 n;

	give(a, 3010);
	n = obj_count();
	a->pd.hit = 10;
	a->pd.move = 5;
	play_type(a, "quaff potion");
	play_expect(a, "You quaff a red potion.");
	play_expect(a, "Warmth floods through you, mending every hurt.");
	play_expect(a, "Fresh strength flows into your legs.");
	ck_assert_int_eq(a->pd.hit, 100);
	ck_assert_int_gt(a->pd.move, 5);
	ck_assert_int_eq(obj_count(), n - 1);
	play_type(a, "quaff potion");		/* after the lag */
	play_until(a, "You don't have that.", 4);
}
END_TEST

START_TEST(test_scroll_blesses_another_by_its_level)
{
	struct character	*a = play_enter("Rea", LAB, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", LAB, ROLE_PLAYER);
	const struct affect	*af;

	give(a, 3011);
	play_type(a, "recite scroll ben");
	play_expect(a, "You recite a scroll of blessing.");
	play_expect(a, "You cast bless on Ben.");
	play_expect(b, "A quiet blessing settles on you.");
	af = TAILQ_FIRST(&b->affects);
	ck_assert_ptr_nonnull(af);
	ck_assert_int_eq(af->spell, SPELL_BLESS);
	ck_assert_int_eq(af->location, APPLY_HITROLL);
	ck_assert_int_eq(af->modifier, 2 + 16 / 8);
	/* (4 + 16 / 4) game hours of 4 pulses. */
	ck_assert_int_eq(play_until(b, "The blessing on you fades.", 40), 32);
	ck_assert(TAILQ_EMPTY(&b->affects));
}
END_TEST

/* In a fight, a helpful scroll read at nobody is for the reader. */
START_TEST(test_scroll_in_a_fight_helps_the_reader)
{
	struct character	*a = play_enter("Rhys", LAB, ROLE_PLAYER);
	struct character	*golem = fx_mob(3001, LAB);

	a->pd.hit = a->pd.max_hit = 100000;
	play_type(a, "kill golem");
	ck_assert_ptr_eq(a->fighting, golem);
	give(a, 3011);
	play_type(a, "recite scroll");
	play_until(a, "A quiet blessing settles on you.", 8);
	ck_assert_ptr_nonnull(TAILQ_FIRST(&a->affects));
	ck_assert(TAILQ_EMPTY(&golem->affects));
}
END_TEST

START_TEST(test_wand_charges_and_its_foe)
{
	struct character	*a = play_enter("Zed", LAB, ROLE_PLAYER);
	struct object		*wand = give(a, 3012);

	fx_mob(3000, LAB);
	play_type(a, "zap wand");
	play_expect(a, "Zap it at whom?");
	ck_assert_int_eq(wand->values[VAL_CHARGES], 2);
	play_type(a, "zap wand me");
	play_expect(a, "Nothing happens: it needs a foe.");
	ck_assert_int_eq(wand->values[VAL_CHARGES], 1);
	play_pulses(2);				/* the lag */
	play_type(a, "zap wand rat");
	play_expect(a, "You zap a birch wand at a lab rat.");
	play_expect(a, "Your magic missile hits a lab rat");
	play_expect(a, "A lab rat collapses, dead.");
	/* Gone from the game (and reaped: not to be read now). */
	ck_assert(!find_char_room(a, "rat"));
	play_expect(a, "A birch wand is spent.");
	ck_assert_int_eq(wand->values[VAL_CHARGES], 0);
	play_type(a, "zap wand");
	play_until(a, "A birch wand has no charges left.", 4);
}
END_TEST

START_TEST(test_sanctuary_from_a_staff_halves_harm)
{
	struct character	*a = play_enter("Sam", LAB, ROLE_PLAYER);
	struct character	*b = play_enter("Bea", LAB, ROLE_PLAYER);
	struct character	*golem = fx_mob(3001, LAB);
	int			 hit;

	give(a, 3013);
	play_type(a, "brandish staff");
	play_expect(a, "A pale, holy light wraps around you.");
	play_expect(b, "A pale, holy light wraps around you.");
	ck_assert(char_aff(a) & AFF_SANCTUARY);
	ck_assert(!(char_aff(golem) & AFF_SANCTUARY));	/* not the foe */
	/* The golem hits for 10: 5 gets through. */
	hit = a->pd.hit;
	fight_damage(golem, a, 10, "fist");
	play_turn();
	ck_assert_int_eq(a->pd.hit, hit - 5);
	play_type(a, "brandish staff");
	play_until(a, "An oak staff has no charges left.", 4);
}
END_TEST

START_TEST(test_haste_strikes_twice_a_round)
{
	struct character	*a = play_enter("Hal", LAB, ROLE_PLAYER);
	struct character	*golem = fx_mob(3001, LAB);
	char			*news;
	const char		*p;
	int			 blows = 0;

	play_config("game.combat_round", "1");
	magic_apply(a, SPELL_HASTE, 10, a, NULL);
	play_turn();
	play_expect(a, "The world seems to slow as you quicken.");
	play_type(a, "kill golem");
	play_pulses(8);			/* two rounds of two blows */
	news = play_news(a);
	for (p = news; (p = strstr(p, "Your blow")) != NULL; p++)
		blows++;
	ck_assert_msg(blows == 4, "%d blows: %s", blows, news);
	free(news);
	ck_assert_ptr_eq(a->fighting, golem);
}
END_TEST

START_TEST(test_infravision_sees_in_the_dark)
{
	struct character	*a = play_enter("Ira", VAULT, ROLE_PLAYER);

	fx_mob(3000, VAULT);
	play_type(a, "look");
	play_expect(a, "It is too dark here to make anything out");
	play_not(a, "lab rat");
	magic_apply(a, SPELL_INFRAVISION, 1, a, NULL);
	play_turn();
	play_type(a, "look");
	play_expect(a, "The Dark Vault");
	play_expect(a, "A lab rat sniffs about.");
	ck_assert_ptr_nonnull(find_char_room(a, "rat"));
}
END_TEST

START_TEST(test_invisible_until_it_attacks)
{
	struct character	*a = play_enter("Ivy", LAB, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", LAB, ROLE_PLAYER);

	fx_mob(3000, LAB);
	magic_apply(a, SPELL_INVISIBILITY, 1, a, NULL);
	play_turn();
	play_expect(a, "Your body thins away to nothing.");
	play_type(b, "look");
	play_not(b, "Ivy");
	ck_assert_ptr_null(find_char_room(b, "ivy"));
	/* Detect invisible sees through it. */
	magic_apply(b, SPELL_DETECT_INVIS, 1, b, NULL);
	play_turn();
	play_type(b, "look");
	play_expect(b, "Ivy is here.");
	/* Attacking ends it for everyone. */
	magic_strip_affects(b);
	play_skip(b);
	play_type(a, "kill rat");
	play_expect(a, "You flicker back into plain sight.");
	play_expect(b, "Ivy flickers back into plain sight.");
	ck_assert(!(char_aff(a) & AFF_INVISIBLE));
	ck_assert_ptr_eq(find_char_room(b, "ivy"), a);
}
END_TEST

START_TEST(test_spells_are_listed_and_cast)
{
	struct character	*a = play_enter("Cleo", LAB, ROLE_PLAYER);

	play_type(a, "spells");
	play_expect(a, "Your class knows no spells.");	/* a warrior */
	text_strlcpy(a->pd.class_name, "cleric", sizeof a->pd.class_name);
	play_type(a, "spells");
	play_expect(a, "cure light");
	/* Below the spell's level, twice its mana (75). */
	play_expect(a, "sanctuary             18   150     100%  anyone");
	play_not(a, "haste");				/* a mage's */
	a->pd.hit = 10;
	play_type(a, "cast 'cure serious'");
	play_expect(a, "You begin to chant the words of 'cure serious'");
	ck_assert_int_eq(play_until(a, "Your wounds close up.", 20), 8);
	ck_assert_int_gt(a->pd.hit, 10);
}
END_TEST

/* Poison sickens by the hour and slows healing; blindness sees nothing;
 * each has its cure. */
START_TEST(test_poison_blindness_and_their_cures)
{
	struct character	*a = play_enter("Pia", LAB, ROLE_PLAYER);
	struct character	*c = play_enter("Cato", LAB, ROLE_PLAYER);
	int			 hit;

	fx_mob(3000, LAB);
	magic_afflict(a, SPELL_POISON, 10);
	play_turn();
	play_expect(a, "Poison burns in your veins.");
	ck_assert(char_aff(a) & AFF_POISON);
	hit = a->pd.hit;
	play_until(a, "You shiver and suffer.", 4);
	ck_assert_int_lt(a->pd.hit, hit);
	ck_assert_int_ge(a->pd.hit, hit - 4);
	magic_apply(c, SPELL_CURE_POISON, 10, a, NULL);
	play_turn();
	play_expect(a, "The poison has run its course.");
	play_expect(c, "You cure Pia.");
	ck_assert(!(char_aff(a) & AFF_POISON));
	magic_apply(c, SPELL_CURE_POISON, 10, a, NULL);
	play_turn();
	play_expect(c, "Pia is not poisoned.");
	/* Blind: the room, the rat and Cato are gone from sight. */
	magic_afflict(a, SPELL_BLINDNESS, 10);
	play_turn();
	play_expect(a, "Darkness falls across your eyes!");
	play_type(a, "look");
	play_expect(a, "You are blind: everything is dark to you.");
	ck_assert_ptr_null(find_char_room(a, "rat"));
	ck_assert_ptr_null(find_char_room(a, "cato"));
	magic_apply(c, SPELL_CURE_BLINDNESS, 10, a, NULL);
	play_turn();
	play_expect(a, "Your sight comes back.");
	ck_assert_ptr_nonnull(find_char_room(a, "rat"));
}
END_TEST

/* A harmful affect spell starts a fight, and may be resisted. */
START_TEST(test_poison_cast_at_a_foe)
{
	struct character	*m = play_enter("Mora", LAB, ROLE_PLAYER);
	struct character	*rat = fx_mob(3000, LAB);
	int			 i, resisted = 0, sick = 0;

	for (i = 0; i < 20; i++) {
		magic_apply(m, SPELL_POISON, 1, rat, NULL);
		play_turn();
		if (play_saw(m, "A lab rat resists your poison."))
			resisted++;
		else if (char_aff(rat) & AFF_POISON)
			sick++;
		play_skip(m);
		if (sick)
			break;
	}
	ck_assert_int_eq(sick, 1);
	ck_assert_int_lt(resisted, 20);
	ck_assert_ptr_eq(m->fighting, rat);
}
END_TEST

/* Mobiles of a fighting kind cast, heal themselves and kick. */
START_TEST(test_mobiles_fight_by_their_kind)
{
	struct character	*a = play_enter("Ada", LAB, ROLE_PLAYER);
	struct character	*b = play_enter("Bea", LAB, ROLE_PLAYER);
	struct character	*adept = fx_mob(3002, LAB);
	int			 i;

	fx_mob(3003, LAB);
	play_config("game.combat_round", "1");
	a->pd.hit = a->pd.max_hit = b->pd.hit = b->pd.max_hit = 100000;
	play_type(a, "kill adept");
	play_type(b, "kill brute");
	for (i = 0; i < 40 && !play_saw(a, "A hedge adept intones "
	    "'lightning bolt'."); i++)
		play_pulses(4);
	ck_assert_int_lt(i, 40);
	play_expect(a, "lightning bolt hits you");
	for (i = 0; i < 40 && !play_saw(b, "A brute's kick"); i++)
		play_pulses(4);
	ck_assert_int_lt(i, 40);
	/* Hurt below half, the adept heals itself. */
	adept->pd.hit = adept->pd.max_hit / 4;
	for (i = 0; i < 40 && !play_saw(a, "A hedge adept intones "
	    "'cure serious'."); i++)
		play_pulses(4);
	ck_assert_int_lt(i, 40);
	ck_assert_int_gt(adept->pd.hit, adept->pd.max_hit / 4 - 10);
}
END_TEST

/* Sleep: the foe sleeps, can't be woken but by a blow, then gets up. */
START_TEST(test_sleep_until_a_blow)
{
	struct character	*m = play_enter("Mab", LAB, ROLE_PLAYER);
	struct character	*rat = fx_mob(3000, LAB);
	struct character	*adept = fx_mob(3002, LAB);
	int			 i;

	m->pd.level = 10;
	for (i = 0; i < 20 && !(char_aff(rat) & AFF_SLEEP); i++) {
		magic_apply(m, SPELL_SLEEP, 10, rat, NULL);
		play_turn();
		fight_stop(m);
	}
	ck_assert(char_aff(rat) & AFF_SLEEP);
	ck_assert_int_eq(rat->pd.position, POS_SLEEPING);
	ck_assert_ptr_null(rat->fighting);
	play_type(m, "look");
	play_expect(m, "A lab rat is sleeping here.");
	/* Twice a caster's level and more is out of reach: it fights. */
	magic_apply(m, SPELL_SLEEP, 1, adept, NULL);
	play_turn();
	play_expect(m, "A hedge adept resists your sleep.");
	ck_assert_ptr_eq(adept->fighting, m);
	ck_assert(!(char_aff(adept) & AFF_SLEEP));
	fight_stop(adept);
	/* A blow wakes the sleeper, and the fight is on. */
	play_type(m, "kill rat");
	ck_assert(!(char_aff(rat) & AFF_SLEEP));
	ck_assert_int_ne(rat->pd.position, POS_SLEEPING);
}
END_TEST

/* A player put to sleep can't wake until the spell ends. */
START_TEST(test_sleep_on_a_player)
{
	struct character	*m = play_enter("Mel", LAB, ROLE_PLAYER);
	struct character	*v = play_enter("Vin", LAB, ROLE_PLAYER);
	struct character	*rat = fx_mob(3000, LAB);

	/* Players don't fight players: the rat casts it. */
	rat->pd.level = 10;
	while (!(char_aff(v) & AFF_SLEEP)) {
		magic_apply(rat, SPELL_SLEEP, 10, v, NULL);
		play_turn();
		fight_stop(v);
	}
	play_expect(v, "A heavy drowsiness drags you under.");
	play_expect(m, "Vin goes to sleep.");
	play_type(v, "wake");
	play_expect(v, "You can't wake up!");
	play_type(v, "stand");
	play_expect(v, "You can't wake up!");
	play_type(v, "say help");
	play_not(v, "You say");
	/* (4 + 10 / 4) hours of 4 pulses. */
	ck_assert_int_le(play_until(v, "The drowsiness of the spell lifts.",
	    30), 24);
	ck_assert_int_eq(v->pd.position, POS_SLEEPING);	/* still asleep */
	play_type(v, "wake");
	play_expect(v, "You get to your feet.");
}
END_TEST

/* Cure critical heals more than cure light, never above the most. */
START_TEST(test_cure_critical)
{
	struct character	*c = play_enter("Cid", LAB, ROLE_PLAYER);

	c->pd.hit = 1;
	magic_apply(c, SPELL_CURE_CRITICAL, 10, c, NULL);
	play_turn();
	play_expect(c, "Your wounds close, nearly all of them.");
	ck_assert_int_ge(c->pd.hit, 1 + 6 + 5);
	ck_assert_int_le(c->pd.hit, 1 + 48 + 5);
	c->pd.hit = c->pd.max_hit - 1;
	magic_apply(c, SPELL_CURE_CRITICAL, 10, c, NULL);
	ck_assert_int_eq(c->pd.hit, c->pd.max_hit);
}
END_TEST

/* Create food makes the configured food; create water fills a skin. */
START_TEST(test_create_food_and_water)
{
	struct character	*c = play_enter("Fay", LAB, ROLE_PLAYER);
	struct object		*skin;

	play_config("spells.create_food", "3014");
	magic_apply(c, SPELL_CREATE_FOOD, 5, NULL, NULL);
	play_turn();
	play_expect(c, "A magic mushroom takes shape out of nothing.");
	ck_assert_ptr_nonnull(find_obj_carried(c, "mushroom"));
	play_type(c, "eat mushroom");
	play_expect(c, "You eat a magic mushroom.");
	/* A world without it: nothing happens, and the log says why. */
	play_config("spells.create_food", "3099");
	magic_apply(c, SPELL_CREATE_FOOD, 5, NULL, NULL);
	play_turn();
	play_expect(c, "Nothing happens.");
	/* Water: not in a skin of ale, but in an empty one. */
	skin = give(c, 3015);
	skin->values[VAL_DRINK_AMOUNT] = 2;
	magic_apply(c, SPELL_CREATE_WATER, 5, NULL, skin);
	play_turn();
	play_expect(c, "There is something else in a waterskin.");
	skin->values[VAL_DRINK_AMOUNT] = 0;
	magic_apply(c, SPELL_CREATE_WATER, 5, NULL, skin);
	play_turn();
	play_expect(c, "Clear water wells up in a waterskin.");
	ck_assert_int_eq(skin->values[VAL_DRINK_AMOUNT], 6);
	ck_assert_int_eq(skin->values[VAL_DRINK_LIQUID], liquid_lookup(
	    "water"));
	magic_apply(c, SPELL_CREATE_WATER, 5, NULL, give(c, 3012));
	play_turn();
	play_expect(c, "A birch wand can't hold water.");
}
END_TEST

/* Detect evil shows a red aura on the evil, and only then. */
START_TEST(test_detect_evil)
{
	struct character	*c = play_enter("Dee", LAB, ROLE_PLAYER);

	fx_mob(3000, LAB);
	fx_mob(3001, LAB);
	play_type(c, "look");
	play_not(c, "(Evil)");
	magic_apply(c, SPELL_DETECT_EVIL, 5, c, NULL);
	play_turn();
	play_type(c, "look");
	play_expect(c, "(Evil) A lab rat sniffs about.");
	play_not(c, "(Evil) A clay golem");
}
END_TEST

/* Locate object, cast by name: where things of that name are. */
START_TEST(test_locate_object)
{
	struct character	*c = play_enter("Lou", LAB, ROLE_PLAYER);
	struct character	*b = play_enter("Bix", LAB, ROLE_PLAYER);
	struct object		*w = fx_obj(3012);

	text_strlcpy(c->pd.class_name, "mage", sizeof c->pd.class_name);
	obj_to_room(w, room_find(VAULT));
	give(b, 3012);
	play_type(c, "cast 'locate object'");
	play_expect(c, "Cast it for what?");
	play_type(c, "cast 'locate object' wand");
	play_until(c, "A birch wand is in The Dark Vault.", 20);
	play_expect(c, "A birch wand is carried by Bix.");
	play_type(c, "cast 'locate object' kumquat");
	play_until(c, "You sense nothing called 'kumquat'.", 20);
	/* A scroll of it can't know what to seek. */
	ck_assert_int_eq(magic_apply(c, SPELL_LOCATE_OBJECT, 5, NULL, NULL),
	    -1);
}
END_TEST

/* Every spell an area file may name is a spell of the game. */
START_TEST(test_area_spell_names_are_spells)
{
	int	i;

	for (i = 1; spell_name(i) != NULL; i++)
		ck_assert_msg(magic_spell_by_area_name(spell_name(i)) !=
		    SPELL_NONE, "%s", spell_name(i));
	ck_assert_int_ge(i, 29);
	ck_assert_int_eq(magic_spell_by_area_name("sleep"), SPELL_SLEEP);
}
END_TEST

static Suite *
magic_suite(void)
{
	Suite	*s = suite_create("magic");
	TCase	*tc = tcase_create("magic");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_potion_heals_at_once_and_is_gone);
	tcase_add_test(tc, test_scroll_blesses_another_by_its_level);
	tcase_add_test(tc, test_scroll_in_a_fight_helps_the_reader);
	tcase_add_test(tc, test_wand_charges_and_its_foe);
	tcase_add_test(tc, test_sanctuary_from_a_staff_halves_harm);
	tcase_add_test(tc, test_haste_strikes_twice_a_round);
	tcase_add_test(tc, test_infravision_sees_in_the_dark);
	tcase_add_test(tc, test_invisible_until_it_attacks);
	tcase_add_test(tc, test_spells_are_listed_and_cast);
	tcase_add_test(tc, test_mobiles_fight_by_their_kind);
	tcase_add_test(tc, test_poison_blindness_and_their_cures);
	tcase_add_test(tc, test_poison_cast_at_a_foe);
	tcase_add_test(tc, test_sleep_until_a_blow);
	tcase_add_test(tc, test_sleep_on_a_player);
	tcase_add_test(tc, test_cure_critical);
	tcase_add_test(tc, test_create_food_and_water);
	tcase_add_test(tc, test_detect_evil);
	tcase_add_test(tc, test_locate_object);
	tcase_add_test(tc, test_area_spell_names_are_spells);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(magic_suite()));
}
