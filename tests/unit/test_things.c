/*
 * test_things.c: handling things, played in game time (tests/unit/play.h):
 * doors with keys, containers, light and darkness, wearing and holding,
 * giving between players, and an area reset that refills what was taken
 * without making a second of anything, on the pulse it is due.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "class.h"
#include "eqtypes.h"
#include "find.h"
#include "play.h"
#include "save.h"
#include "update.h"

static const char keep_area[] =
	"area Test Keep\n"
	"vnums 3000 3099\n"
	"builders Tests\n"
	"reset_interval 30\n"
	"\n"
	"room 3001\n"
	"name The Test Temple\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A bare test temple. A door leads north; a dark cellar lies below.\n"
	"~\n"
	"exit north 3002 door closed locked key 3010 keywords iron door\n"
	"exit down 3003\n"
	"extra altar\n"
	"A plain altar of grey stone.\n"
	"~\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Vault\n"
	"sector inside\n"
	"flags indoors\n"
	"description\n"
	"The vault beyond the iron door.\n"
	"~\n"
	"exit south 3001 door closed locked key 3010 keywords iron door\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Cellar\n"
	"sector inside\n"
	"flags dark indoors\n"
	"description\n"
	"Damp stones and the smell of old wine.\n"
	"~\n"
	"exit up 3001\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords keeper old\n"
	"short the old keeper\n"
	"long The old keeper stands here, jangling a ring of keys.\n"
	"description\n"
	"He looks as old as the keep itself.\n"
	"~\n"
	"level 3\n"
	"hit 2d8+10\n"
	"damage 1d4\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords key iron\n"
	"short an iron key\n"
	"long An iron key lies here.\n"
	"type key\n"
	"wear hold\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords chest\n"
	"short a wooden chest\n"
	"long A wooden chest sits against the wall.\n"
	"type container\n"
	"capacity 100\n"
	"state closeable\n"
	"weight 50\n"
	"flags no_take\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords coin gold\n"
	"short a gold coin\n"
	"long A gold coin glints here.\n"
	"type treasure\n"
	"wear hold\n"
	"weight 1\n"
	"cost 100\n"
	"end\n"
	"\n"
	"object 3013\n"
	"keywords lantern\n"
	"short a tin lantern\n"
	"long A tin lantern sits here.\n"
	"type light\n"
	"hours 24\n"
	"wear light hold\n"
	"weight 3\n"
	"end\n"
	"\n"
	"object 3014\n"
	"keywords helmet\n"
	"short a dented helmet\n"
	"long A dented helmet lies here.\n"
	"type armor\n"
	"wear head\n"
	"weight 5\n"
	"end\n"
	"\n"
	"object 3015\n"
	"keywords cap wool\n"
	"short a wool cap\n"
	"long A wool cap lies here.\n"
	"type armor\n"
	"wear head\n"
	"weight 1\n"
	"end\n"
	"\n"
	"reset mob 3000 in 3001 max 1\n"
	"reset equip 3014 head\n"
	"object 3016\n"
	"keywords coins pile\n"
	"short a pile of coins\n"
	"long A pile of coins glitters here.\n"
	"type money\n"
	"gold 25\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3017\n"
	"keywords bread loaf\n"
	"short a loaf of bread\n"
	"long A loaf of bread lies here.\n"
	"type food\n"
	"hours 10\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3018\n"
	"keywords mushroom\n"
	"short a pale mushroom\n"
	"long A pale mushroom grows here.\n"
	"type food\n"
	"hours 2\n"
	"poisoned\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3019\n"
	"keywords waterskin skin\n"
	"short a waterskin\n"
	"long A waterskin lies here.\n"
	"type drink\n"
	"liquid water\n"
	"capacity 3\n"
	"amount 1\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3020\n"
	"keywords flask\n"
	"short a flask\n"
	"long A flask lies here.\n"
	"type drink\n"
	"liquid whisky\n"
	"capacity 2\n"
	"amount 2\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3021\n"
	"keywords fountain\n"
	"short a stone fountain\n"
	"long A stone fountain splashes here.\n"
	"type fountain\n"
	"liquid water\n"
	"flags no_take\n"
	"weight 1000\n"
	"end\n"
	"\n"
	"object 3022\n"
	"keywords bench\n"
	"short a stone bench\n"
	"long A stone bench stands against the wall.\n"
	"type furniture\n"
	"seats 1\n"
	"flags no_take\n"
	"weight 100\n"
	"end\n"
	"\n"
	"object 3023\n"
	"keywords mushroom magic\n"
	"short a magic mushroom\n"
	"long A magic mushroom glows faintly here.\n"
	"type food\n"
	"hours 5\n"
	"weight 1\n"
	"timer 2\n"
	"end\n"
	"\n"
	"reset object 3010 in 3001\n"
	"reset object 3011 in 3001\n"
	"reset put 3012 in 3011\n"
	"reset object 3013 in 3001\n"
	"reset object 3015 in 3001\n"
	"reset door 3001 north closed locked\n";

#define TEMPLE	3001

static void
setup(void)
{
	const char *const	files[] = { "keep.are", keep_area, NULL };

	play_start(files, 1);
}

static void
teardown(void)
{
	play_stop();
}

/* ch types line and is sent want, at once. */
static void
says(struct character *ch, const char *line, const char *want)
{
	play_type(ch, "%s", line);
	play_expect(ch, want);
}

START_TEST(test_doors_keys_and_the_vault)
{
	struct character	*c = play_enter("Tess", TEMPLE, ROLE_PLAYER);

	says(c, "look", "The Test Temple");
	play_expect(c, "[Exits: (north) down]");
	play_expect(c, "An iron key lies here");
	play_expect(c, "The old keeper stands here");
	says(c, "look keeper", "He looks as old as the keep itself");
	play_expect(c, "<head>");
	play_expect(c, "a dented helmet");
	says(c, "look altar", "A plain altar of grey stone");
	says(c, "north", "The iron door is closed");
	says(c, "open north", "The iron door is locked");
	says(c, "get key", "You get an iron key");
	says(c, "unlock iron", "You unlock the iron door");
	says(c, "open door", "You open the iron door");
	says(c, "n", "The Vault");
	says(c, "close south", "You close the iron door");
	says(c, "lock south", "You lock the iron door");
	says(c, "unlock south", "You unlock the iron door");
	says(c, "open south", "You open the iron door");
	says(c, "s", "The Test Temple");
}
END_TEST

START_TEST(test_containers)
{
	struct character	*c = play_enter("Cora", TEMPLE, ROLE_PLAYER);

	says(c, "get chest", "You can't take a wooden chest");
	says(c, "get all chest", "You get a gold coin from a wooden chest");
	says(c, "inventory", "In your pack and hands:");
	play_expect(c, "a gold coin");
	says(c, "put coin chest", "You put a gold coin in a wooden chest");
	says(c, "close chest", "You close a wooden chest");
	says(c, "get coin chest", "A wooden chest is closed.");
	says(c, "inventory", "In your pack and hands:");
	play_not(c, "a gold coin");
	says(c, "open chest", "You open a wooden chest");
	says(c, "look in chest", "A wooden chest holds:");
	play_expect(c, "a gold coin");
}
END_TEST

/* A closed container shows nothing of what it holds, locked or not. */
START_TEST(test_closed_container_hides_its_contents)
{
	struct character	*c = play_enter("Shut", TEMPLE, ROLE_PLAYER);
	struct object		*chest = NULL, *o;

	TAILQ_FOREACH(o, &c->room->contents, place) {
		if (o->vnum == 3011)
			chest = o;
	}
	ck_assert_ptr_nonnull(chest);
	says(c, "close chest", "You close a wooden chest");
	says(c, "look in chest", "A wooden chest is closed.");
	play_not(c, "gold coin");
	/* Locked too (no key opens this one; the state is what counts). */
	chest->values[VAL_CONT_FLAGS] |= CONT_LOCKED;
	says(c, "look in chest", "A wooden chest is closed.");
	play_not(c, "gold coin");
	says(c, "examine chest", "");
	play_not(c, "gold coin");
}
END_TEST

/* Money picked up is gold in the purse, from the floor or a container. */
START_TEST(test_money_becomes_gold)
{
	struct character	*c = play_enter("Midas", TEMPLE, ROLE_PLAYER);
	struct character	*b = play_enter("Bystander", TEMPLE, ROLE_PLAYER);
	struct object		*pile = fx_obj(3016), *purse = fx_obj(3016);
	struct object		*o, *chest = NULL;
	int			 n = obj_count();

	TAILQ_FOREACH(o, &c->room->contents, place) {
		if (o->vnum == 3011)
			chest = o;
	}
	obj_to_room(pile, c->room);
	obj_to_obj(purse, chest);
	play_skip(b);
	says(c, "get coins", "You get 25 gold coins.");
	play_expect(b, "Midas gets some gold.");
	ck_assert_int_eq(c->pd.gold, 25);
	says(c, "get all chest", "You get 25 gold coins from a wooden chest.");
	ck_assert_int_eq(c->pd.gold, 50);
	/* Not carried: the objects are gone. */
	says(c, "inventory", "a gold coin");
	play_not(c, "pile");
	ck_assert_int_eq(obj_count(), n - 2);	/* both piles are gone */
	says(c, "score", "Gold 50.");
}
END_TEST

START_TEST(test_light_and_darkness)
{
	struct character	*c = play_enter("Lux", TEMPLE, ROLE_PLAYER);

	says(c, "get lantern", "You get a tin lantern");
	says(c, "d", "It is too dark here to make anything out");
	play_not(c, "Damp stones");
	says(c, "hold lantern", "You hold a tin lantern");
	says(c, "look", "Damp stones");
	says(c, "remove lantern", "You stop using a tin lantern");
	says(c, "look", "It is too dark here to make anything out");
	says(c, "up", "The Test Temple");
}
END_TEST

START_TEST(test_wear_drop_and_all_forms)
{
	struct character	*c = play_enter("Wes", TEMPLE, ROLE_PLAYER);

	says(c, "get all", "You get an iron key");
	says(c, "wear cap", "You wear a wool cap on your head");
	says(c, "equipment", "<head");
	play_expect(c, "> a wool cap");
	says(c, "drop all.lantern", "You drop a tin lantern");
	says(c, "drop all", "You drop an iron key");
	says(c, "inventory", "Nothing");
	says(c, "equipment", "a wool cap");
	says(c, "recall", "You are already there");
}
END_TEST

START_TEST(test_give_between_players)
{
	struct character	*a = play_enter("Gale", TEMPLE, ROLE_PLAYER);
	struct character	*b = play_enter("Hale", TEMPLE, ROLE_PLAYER);

	says(a, "get key", "You get an iron key");
	play_skip(b);
	says(a, "give key hale", "You give an iron key to Hale");
	play_expect(b, "Gale gives you an iron key");
	says(b, "inventory", "an iron key");
	says(a, "inventory", "Nothing");
}
END_TEST

/* How many times the temple's look shows s. */
static int
temple_shows(struct character *c, const char *s)
{
	char		*news;
	const char	*p;
	int		 n = 0;

	play_skip(c);
	play_type(c, "look");
	news = play_news(c);
	for (p = news; (p = strstr(p, s)) != NULL; p += strlen(s))
		n++;
	free(news);
	return (n);
}

START_TEST(test_reset_refills_on_its_pulse_without_duplicating)
{
	struct character	*c = play_enter("Rhea", TEMPLE, ROLE_PLAYER);
	char			*news;

	/* The area resets every 30 s: 120 pulses from the boot. */
	says(c, "get key", "You get an iron key");
	says(c, "get coin chest", "You get a gold coin from a wooden chest");
	play_pulses(119);
	ck_assert_int_eq(temple_shows(c, "An iron key lies here"), 0);
	play_pulses(1);
	ck_assert_int_eq(temple_shows(c, "An iron key lies here"), 1);
	ck_assert_int_eq(temple_shows(c, "The old keeper"), 1);
	ck_assert_int_eq(temple_shows(c, "A wooden chest"), 1);
	ck_assert_int_eq(temple_shows(c, "A tin lantern"), 1);
	play_skip(c);
	play_type(c, "look in chest");
	news = play_news(c);
	ck_assert_msg(strstr(news, "a gold coin") != NULL &&
	    strstr(strstr(news, "a gold coin") + 1, "a gold coin") == NULL,
	    "the chest holds: %s", news);
	free(news);
	/* The next reset, 120 pulses on, adds nothing that is there. */
	play_pulses(120);
	ck_assert_int_eq(temple_shows(c, "An iron key lies here"), 1);
	ck_assert_int_eq(temple_shows(c, "The old keeper"), 1);
}
END_TEST

/* A held light burns an hour at a time, warns, goes out; only held. */
START_TEST(test_light_burns_down_while_held)
{
	struct character	*c = play_enter("Wick", TEMPLE, ROLE_PLAYER);
	struct object		*lantern;

	play_config("game.hour_length", "1");		/* 4 pulses */
	says(c, "get lantern", "You get a tin lantern");
	lantern = find_obj_carried(c, "lantern");
	ck_assert_int_eq(lantern->values[VAL_LIGHT_HOURS], 24);
	lantern->values[VAL_LIGHT_HOURS] = 3;
	says(c, "hold lantern", "You hold a tin lantern");
	says(c, "d", "Damp stones");
	play_pulses(3);
	ck_assert_int_eq(lantern->values[VAL_LIGHT_HOURS], 3);
	play_pulses(1);
	ck_assert_int_eq(lantern->values[VAL_LIGHT_HOURS], 2);
	/* Not held, it does not burn. */
	says(c, "remove lantern", "You stop using a tin lantern");
	play_pulses(12);
	ck_assert_int_eq(lantern->values[VAL_LIGHT_HOURS], 2);
	says(c, "hold lantern", "You hold a tin lantern");
	ck_assert_int_eq(play_until(c, "A tin lantern flickers", 8), 4);
	ck_assert_int_eq(play_until(c, "A tin lantern burns out.", 8), 4);
	ck_assert_int_eq(lantern->values[VAL_LIGHT_HOURS], 0);
	ck_assert_ptr_null(eq_owner_find(&lantern->events, EQT_LIGHT));
	says(c, "look", "It is too dark here to make anything out");
	/* Burnt out, held again: no light, and said so. */
	says(c, "remove lantern", "You stop using");
	says(c, "hold lantern", "It is burnt out and gives no light.");
}
END_TEST

/* What burns is seen in the dark, and can be picked up there. */
START_TEST(test_lit_light_seen_in_the_dark)
{
	struct character	*c = play_enter("Dusk", TEMPLE, ROLE_PLAYER);
	struct object		*cap = fx_obj(3015), *lantern = fx_obj(3013);

	obj_to_room(cap, room_find(3003));
	obj_to_room(lantern, room_find(3003));
	says(c, "d", "It is too dark here to make anything out");
	play_expect(c, "A tin lantern sits here.");
	says(c, "look", "A tin lantern sits here.");
	play_not(c, "wool cap");
	says(c, "get cap", "It is too dark to see.");
	says(c, "get all", "You get a tin lantern.");
	play_not(c, "cap");
	ck_assert_ptr_eq(cap->in_room, room_find(3003));
	says(c, "hold lantern", "You hold a tin lantern");
	says(c, "get cap", "You get a wool cap.");
}
END_TEST

START_TEST(test_sacrifice_and_junk)
{
	struct character	*c = play_enter("Offa", TEMPLE, ROLE_PLAYER);
	int			 n = obj_count();

	says(c, "sacrifice cap", "You offer a wool cap to the gods; a single "
	    "gold coin is your thanks.");
	ck_assert_int_eq(c->pd.gold, 1);
	ck_assert_int_eq(obj_count(), n - 1);
	says(c, "sacrifice chest", "The gods have no use for a wooden "
	    "chest.");
	says(c, "sacrifice cap", "You see no cap here.");
	says(c, "get key", "You get an iron key");
	says(c, "junk key", "You junk an iron key.");
	ck_assert_int_eq(obj_count(), n - 2);
	says(c, "junk key", "You don't have that.");
	ck_assert_int_eq(c->pd.gold, 1);
}
END_TEST

/* Eating and drinking, and what hunger and thirst do, by the hour. */
START_TEST(test_eat_drink_fill_pour)
{
	struct character	*c = play_enter("Ede", TEMPLE, ROLE_PLAYER);
	struct object		*skin = fx_obj(3019), *flask = fx_obj(3020);

	obj_to_char(fx_obj(3017), c);
	obj_to_char(skin, c);
	obj_to_char(flask, c);
	ck_assert_int_eq(c->pd.food, 24);
	says(c, "eat waterskin", "You cannot eat that.");
	says(c, "eat bread", "You eat a loaf of bread.");
	ck_assert_int_eq(c->pd.food, 34);
	says(c, "eat bread", "You don't have that.");
	obj_to_char(fx_obj(3017), c);
	c->pd.food = 40;
	says(c, "eat bread", "You could not eat another bite.");
	/* Drinking: from a container, until it is empty. */
	says(c, "drink skin", "You drink water from a waterskin.");
	ck_assert_int_eq(c->pd.water, 32);
	ck_assert_int_eq(skin->values[VAL_DRINK_AMOUNT], 0);
	says(c, "drink skin", "A waterskin is empty.");
	says(c, "drink", "Drink what?");		/* no fountain */
	says(c, "fill skin", "There is no fountain here.");
	obj_to_room(fx_obj(3021), c->room);
	/* Whisky in the flask: another liquid, until poured out. */
	says(c, "pour flask skin", "You pour whisky from a flask into a "
	    "waterskin.");
	ck_assert_int_eq(skin->values[VAL_DRINK_AMOUNT], 2);
	ck_assert_int_eq(flask->values[VAL_DRINK_AMOUNT], 0);
	says(c, "fill skin", "Something else is in it already; pour it out "
	    "first.");
	says(c, "pour skin out", "You pour the whisky out of a waterskin.");
	says(c, "fill skin", "You top up a waterskin with water from a stone "
	    "fountain.");
	ck_assert_int_eq(skin->values[VAL_DRINK_AMOUNT], 3);
	says(c, "fill skin", "It is already full.");
	c->pd.water = 0;
	says(c, "drink", "You drink water from a stone fountain.");
	ck_assert_int_eq(c->pd.water, 8);
	c->pd.water = 44;
	says(c, "drink fountain", "You can't drink another drop.");
}
END_TEST

START_TEST(test_poisoned_food)
{
	struct character	*c = play_enter("Pox", TEMPLE, ROLE_PLAYER);

	obj_to_char(fx_obj(3018), c);
	says(c, "eat mushroom", "You eat a pale mushroom.");
	play_expect(c, "Your stomach heaves: it was poisoned!");
	ck_assert_int_lt(c->pd.hit, c->pd.max_hit);
}
END_TEST

START_TEST(test_hunger_by_the_hour)
{
	struct character	*c, *admin;
	int			 hit;

	play_config("game.hour_length", "1");		/* 4 pulses */
	play_config("game.heal_interval", "1");
	play_config("game.heal_standing", "10");
	c = play_enter("Hugo", TEMPLE, ROLE_PLAYER);
	admin = play_enter("Ida", TEMPLE, ROLE_ADMIN);
	c->pd.food = 3;
	c->pd.water = 30;
	play_pulses(4);
	ck_assert_int_eq(c->pd.food, 2);
	ck_assert_int_eq(c->pd.water, 29);
	play_expect(c, "You could do with a meal.");
	play_pulses(8);
	ck_assert_int_eq(c->pd.food, 0);
	play_expect(c, "Hunger gnaws at you.");
	ck_assert_int_eq(admin->pd.food, 24);		/* admins never */
	says(c, "score", "You are hungry.");
	/* Hungry, healing is halved: 5% of 100 instead of 10%. */
	c->pd.hit = 50;
	update_heal_start(c);
	hit = c->pd.hit;
	play_pulses(4);
	ck_assert_int_eq(c->pd.hit, hit + 5);
	/* Switched off: no hungrier, and healing as usual. */
	play_config("game.hunger", "no");
	c->pd.food = 10;
	play_pulses(8);
	ck_assert_int_eq(c->pd.food, 10);
	c->pd.food = 0;
	hit = c->pd.hit;
	play_pulses(4);
	ck_assert_int_eq(c->pd.hit, hit + 10);
}
END_TEST

/* Sitting on furniture: its seats, what others see, getting up. */
START_TEST(test_sit_on_a_bench)
{
	struct character	*a = play_enter("Sia", TEMPLE, ROLE_PLAYER);
	struct character	*b = play_enter("Bo", TEMPLE, ROLE_PLAYER);
	struct object		*bench = fx_obj(3022);

	obj_to_room(bench, a->room);
	says(a, "sit chest", "You can't sit on a wooden chest.");
	says(a, "sit bench", "You sit down on a stone bench.");
	ck_assert_ptr_eq(a->on, bench);
	ck_assert_int_eq(a->pd.position, POS_RESTING);
	says(b, "look", "Sia is sitting on a stone bench.");
	says(b, "sit bench", "There is no room on a stone bench.");
	says(b, "rest", "You settle down to rest.");
	says(a, "look", "Bo is resting here.");
	says(a, "stand", "You get to your feet.");
	ck_assert_ptr_null(a->on);
	says(b, "sit bench", "You sit down on a stone bench.");
	/* Gone from under one: on the floor. */
	obj_extract(bench);
	ck_assert_ptr_null(b->on);
}
END_TEST

/* A thing with a timer crumbles when its game hours are up. */
START_TEST(test_timer_crumbles)
{
	struct character	*c = play_enter("Tim", TEMPLE, ROLE_PLAYER);
	struct object		*m;
	int			 n;

	play_config("game.hour_length", "1");		/* 4 pulses */
	m = fx_obj(3023);
	obj_to_char(m, c);
	n = obj_count();
	ck_assert_int_eq(play_until(c, "A magic mushroom falls to dust and is "
	    "gone.",
	    20), 8);
	ck_assert_int_eq(obj_count(), n - 1);
	says(c, "inventory", "Nothing");
}
END_TEST

/* A thing's time left is saved with it, not started afresh at login. */
START_TEST(test_timer_saved_with_its_time_left)
{
	struct character	*c = play_enter("Tia", TEMPLE, ROLE_PLAYER);
	struct object		*m, *o;
	struct eq_event		*ev;
	uint32_t		 left;

	play_config("game.hour_length", "1");		/* 4 pulses */
	m = fx_obj(3023);
	obj_to_char(m, c);
	play_pulses(5);
	left = equeue_remaining(game_eq, eq_owner_find(&m->events,
	    EQT_DECAY));
	ck_assert_uint_eq(left, 3);
	ck_assert_int_eq(char_save(c), 0);
	/* Taken away and given back as a login does. */
	while ((o = TAILQ_FIRST(&c->carrying)) != NULL)
		obj_extract(o);
	char_load_items(c);
	m = TAILQ_FIRST(&c->carrying);
	ck_assert_ptr_nonnull(m);
	ck_assert_int_eq(m->vnum, 3023);
	ev = eq_owner_find(&m->events, EQT_DECAY);
	ck_assert_ptr_nonnull(ev);
	ck_assert_uint_eq(equeue_remaining(game_eq, ev), left);
	ck_assert_int_eq(play_until(c, "A magic mushroom falls to dust and is "
	    "gone.",
	    20), 3);
}
END_TEST

/* A thief picks a lock without the key; a pickproof one stays shut. */
START_TEST(test_pick_lock)
{
	struct character	*c = play_enter("Pip", TEMPLE, ROLE_PLAYER);
	struct object		*chest = NULL, *o;

	says(c, "pick north", "You don't know how to pick locks.");
	c->pd.learned[SK_PICK_LOCK] = 100;
	says(c, "pick north", "A soft snick: the lock of the iron door "
	    "gives way.");
	ck_assert(!(c->room->door[DIR_NORTH] & EXIT_LOCKED));
	/* The other side too. */
	ck_assert(!(room_find(3002)->door[DIR_SOUTH] & EXIT_LOCKED));
	play_type(c, "pick north");
	play_until(c, "The iron door is not locked.", 8);
	TAILQ_FOREACH(o, &c->room->contents, place) {
		if (o->vnum == 3011)
			chest = o;
	}
	chest->values[VAL_CONT_FLAGS] |= CONT_CLOSED | CONT_LOCKED |
	    CONT_PICKPROOF;
	play_type(c, "pick chest");
	play_until(c, "You failed: this lock cannot be picked.", 8);
	ck_assert(chest->values[VAL_CONT_FLAGS] & CONT_LOCKED);
	chest->values[VAL_CONT_FLAGS] &= ~CONT_PICKPROOF;
	play_type(c, "pick chest");
	play_until(c, "A soft snick: the lock of a wooden chest gives way.", 8);
	ck_assert(!(chest->values[VAL_CONT_FLAGS] & CONT_LOCKED));
}
END_TEST

/* A thief's hand in the keeper's purse and pack. */
START_TEST(test_steal)
{
	struct character	*c = play_enter("Nim", TEMPLE, ROLE_PLAYER);
	struct character	*keeper = NULL, *p;
	struct object		*o;
	int			 i;

	TAILQ_FOREACH(p, &c->room->people, room_entry) {
		if (p->mob != NULL)
			keeper = p;
	}
	ck_assert_ptr_nonnull(keeper);
	says(c, "steal gold keeper", "You don't know how to steal.");
	c->pd.learned[SK_STEAL] = 100;
	says(c, "steal gold keeper", "A calm settles over you");  /* safe */
	/* In the vault, no peace. */
	game_move_char(keeper, room_find(3002));
	game_move_char(c, room_find(3002));
	c->pd.learned[SK_STEAL] = 100;
	c->pd.level = 40;		/* far above the keeper: no slips */
	keeper->pd.gold = 1000;
	says(c, "steal gold keeper", "Your fingers come away with ");
	ck_assert_int_gt(c->pd.gold, 0);
	ck_assert_int_eq(c->pd.gold + keeper->pd.gold, 1000);
	o = fx_obj(3017);
	obj_to_char(o, keeper);
	play_type(c, "steal bread keeper");
	play_until(c, "You lift a loaf of bread unseen.", 10);
	ck_assert_ptr_eq(o->carried_by, c);
	/* Worn things are out of reach. */
	play_type(c, "steal helmet keeper");
	play_until(c, "You can't find it.", 10);
	/* Far below, a thief is caught, and the keeper fights. */
	c->pd.level = 1;
	keeper->pd.level = 40;
	for (i = 0; i < 10 && keeper->fighting == NULL; i++) {
		play_type(c, "steal gold keeper");
		play_pulses(8);
	}
	ck_assert_ptr_eq(keeper->fighting, c);
	play_until(c, "Caught! The old keeper feels your hand.", 0);
}
END_TEST

static Suite *
things_suite(void)
{
	Suite	*s = suite_create("things");
	TCase	*tc = tcase_create("played");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_doors_keys_and_the_vault);
	tcase_add_test(tc, test_containers);
	tcase_add_test(tc, test_closed_container_hides_its_contents);
	tcase_add_test(tc, test_money_becomes_gold);
	tcase_add_test(tc, test_light_and_darkness);
	tcase_add_test(tc, test_wear_drop_and_all_forms);
	tcase_add_test(tc, test_give_between_players);
	tcase_add_test(tc, test_light_burns_down_while_held);
	tcase_add_test(tc, test_lit_light_seen_in_the_dark);
	tcase_add_test(tc, test_sacrifice_and_junk);
	tcase_add_test(tc, test_eat_drink_fill_pour);
	tcase_add_test(tc, test_poisoned_food);
	tcase_add_test(tc, test_hunger_by_the_hour);
	tcase_add_test(tc, test_sit_on_a_bench);
	tcase_add_test(tc, test_timer_crumbles);
	tcase_add_test(tc, test_timer_saved_with_its_time_left);
	tcase_add_test(tc, test_pick_lock);
	tcase_add_test(tc, test_steal);
	tcase_add_test(tc, test_reset_refills_on_its_pulse_without_duplicating);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(things_suite()));
}
