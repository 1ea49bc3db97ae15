/*
 * test_shop.c: trading with a shopkeeper, played in game time
 * (tests/unit/play.h): the list and its prices, stock that never runs
 * out, buying several, selling and buying back, what a keeper will not
 * buy or cannot pay for, its bounded store of things sold to it, its
 * hours in the game's day and the rooms it trades in.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "commands.h"
#include "game.h"
#include "play.h"

static const char market_area[] =
	"area Market\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Market\n"
	"sector city\n"
	"flags safe\n"
	"description\n"
	"Stalls everywhere.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Back Street\n"
	"sector city\n"
	"description\n"
	"Quieter.\n"
	"~\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords baker\n"
	"short the baker\n"
	"long The baker stands behind her stall.\n"
	"description\n"
	"Floury.\n"
	"~\n"
	"level 5\n"
	"hit 1d1+20\n"
	"damage 1d2\n"
	"gold 100\n"
	"flags sentinel no_kill\n"
	"end\n"
	"\n"
	"mob 3001\n"
	"keywords owl\n"
	"short the night trader\n"
	"long An owlish night trader hoots softly.\n"
	"description\n"
	"Wide-eyed.\n"
	"~\n"
	"level 5\n"
	"hit 1d1+20\n"
	"damage 1d2\n"
	"gold 10\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords bread loaf\n"
	"short a loaf of bread\n"
	"long A loaf of bread lies here.\n"
	"type food\n"
	"hours 5\n"
	"weight 1\n"
	"cost 10\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords knife\n"
	"short a bread knife\n"
	"long A bread knife lies here.\n"
	"type weapon\n"
	"dice 1d4\n"
	"wear wield\n"
	"weight 1\n"
	"cost 40\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords rock\n"
	"short a rock\n"
	"long A rock lies here.\n"
	"type trash\n"
	"weight 1\n"
	"cost 5\n"
	"end\n"
	"\n"
	"reset mob 3000 in 3001 max 1\n"
	"reset give 3010\n"
	"reset mob 3001 in 3001 max 1\n"
	"reset give 3012\n"
	"\n"
	"shop 3000\n"
	"buys weapon food\n"
	"sells_at 120\n"
	"buys_at 50\n"
	"rooms 3001\n"
	"end\n"
	"\n"
	"shop 3001\n"
	"buys weapon\n"
	"sells_at 200\n"
	"buys_at 100\n"
	"hours 22 2\n"
	"end\n";

#define MARKET	3001
#define BACK	3002

static struct character	*baker, *owl;

/* The keeper of vnum in the market. */
static struct character *
keeper(int vnum)
{
	struct character	*k;

	TAILQ_FOREACH(k, &room_find(MARKET)->people, room_entry) {
		if (k->mob != NULL && k->mob->vnum == vnum)
			return (k);
	}
	ck_abort_msg("no keeper %d", vnum);
	return (NULL);
}

static void
setup(void)
{
	const char *const	files[] = { "market.are", market_area, NULL };

	play_start(files, 3);
	play_config("game.hour_length", "1");	/* 4 pulses an hour */
	baker = keeper(3000);
	owl = keeper(3001);
	/* The night trader keeps hours; the day starts at 6. */
	ck_assert_int_eq(game_hour(), 6);
}

static void
teardown(void)
{
	play_stop();
}

/* How many things of vnum ch carries. */
static int
carries(const struct character *ch, int vnum)
{
	const struct object	*o;
	int			 n = 0;

	TAILQ_FOREACH(o, &ch->carrying, place)
		n += o->vnum == vnum;
	return (n);
}

START_TEST(test_list_and_buy_from_stock_that_never_runs_out)
{
	struct character	*a = play_enter("Ann", MARKET, ROLE_PLAYER);

	a->pd.gold = 100;
	play_type(a, "list");
	play_expect(a, "The baker sells:\n[ Price  Qty ] Item\n"
	    "[    12   -- ] a loaf of bread\n");
	play_type(a, "buy bread");
	play_expect(a, "You buy a loaf of bread for 12 gold.");
	ck_assert_int_eq(a->pd.gold, 88);
	ck_assert_int_eq(baker->pd.gold, 112);
	ck_assert_int_eq(carries(a, 3010), 1);
	ck_assert_int_eq(carries(baker, 3010), 1);	/* still in stock */
	play_type(a, "buy 5 loaf");
	play_expect(a, "You buy a loaf of bread (x5) for 60 gold.");
	ck_assert_int_eq(a->pd.gold, 28);
	ck_assert_int_eq(carries(a, 3010), 6);
	ck_assert_int_eq(carries(baker, 3010), 1);
	/* Not enough gold: nothing changes hands. */
	play_type(a, "buy 3 bread");
	play_expect(a, "The baker says 'You can't afford it.'");
	ck_assert_int_eq(a->pd.gold, 28);
	ck_assert_int_eq(carries(a, 3010), 6);
	play_type(a, "buy 21 bread");
	play_expect(a, "Buy how many? 1 to 20 at once.");
	play_type(a, "buy cake");
	play_expect(a, "The baker says 'Nothing of mine goes by that name; "
	    "'list' shows my wares.'");
	play_type(a, "list cake");
	play_expect(a, "The baker says 'I have nothing like that.'");
}
END_TEST

START_TEST(test_sell_and_buy_back)
{
	struct character	*a = play_enter("Sam", MARKET, ROLE_PLAYER);
	struct object		*knife = fx_obj(3011), *rock = fx_obj(3012);

	obj_to_char(knife, a);
	obj_to_char(rock, a);
	play_type(a, "value knife");
	play_expect(a, "The baker says 'I'll give you 20 gold for a bread "
	    "knife.'");
	play_type(a, "value rock");
	play_expect(a, "The baker says 'I don't buy that kind of thing.'");
	play_type(a, "sell rock");
	play_expect(a, "The baker says 'I don't buy that kind of thing.'");
	ck_assert_int_eq(carries(a, 3012), 1);
	play_type(a, "sell knife");
	play_expect(a, "You sell a bread knife for 20 gold.");
	ck_assert_int_eq(a->pd.gold, 20);
	ck_assert_int_eq(baker->pd.gold, 80);
	ck_assert_ptr_eq(knife->carried_by, baker);
	/* One of a kind now, at the baker's price. */
	play_type(a, "list");
	play_expect(a, "[    48    1 ] a bread knife\n");
	play_type(a, "buy 2 knife");
	play_expect(a, "The baker says 'I have only 1 of those.'");
	a->pd.gold = 48;
	play_type(a, "buy knife");
	play_expect(a, "You buy a bread knife for 48 gold.");
	ck_assert_ptr_eq(knife->carried_by, a);	/* the same one */
	ck_assert_int_eq(knife->resold, 0);
	ck_assert_int_eq(a->pd.gold, 0);
	play_type(a, "list");
	play_not(a, "bread knife");
}
END_TEST

START_TEST(test_keeper_pays_from_its_purse_and_keeps_twenty)
{
	struct character	*a = play_enter("Tom", MARKET, ROLE_PLAYER);
	int			 i, n = obj_count();

	for (i = 0; i < 25; i++)
		obj_to_char(fx_obj(3011), a);
	baker->pd.gold = 100000;
	for (i = 0; i < 25; i++) {
		play_type(a, "sell knife");
		play_expect(a, "You sell a bread knife for 20 gold.");
	}
	ck_assert_int_eq(a->pd.gold, 25 * 20);
	/* The oldest five went: twenty are kept, one list line. */
	ck_assert_int_eq(carries(baker, 3011), 20);
	ck_assert_int_eq(obj_count(), n + 20);
	play_type(a, "list knife");
	play_expect(a, "[    48   20 ] a bread knife\n");
	/* A purse that cannot pay buys nothing. */
	obj_to_char(fx_obj(3011), a);
	baker->pd.gold = 19;
	play_type(a, "sell knife");
	play_expect(a, "The baker says 'I can't afford it right now.'");
	ck_assert_int_eq(carries(a, 3011), 1);
	ck_assert_int_eq(baker->pd.gold, 19);
}
END_TEST

START_TEST(test_hours_and_rooms)
{
	struct character	*a = play_enter("Nox", BACK, ROLE_PLAYER);
	struct object		*knife = fx_obj(3011);

	obj_to_char(knife, a);
	/* The baker trades in the market only; nobody at all out here. */
	play_type(a, "list");
	play_expect(a, "There is no shopkeeper here.");
	game_move_char(baker, room_find(BACK));
	play_type(a, "list");
	play_expect(a, "There is no shopkeeper here.");
	game_move_char(baker, room_find(MARKET));
	/* With the baker away, the night trader: it opens at 22, 16 hours
	 * of 4 pulses from 6. */
	play_type(a, "west");
	play_type(a, "value knife");
	play_expect(a, "The baker says 'I'll give you 20 gold");
	game_extract_char(baker);
	play_type(a, "list");
	play_expect(a, "The night trader says 'The shop is shut. I open at "
	    "22 o'clock.'");
	play_pulses(16 * 4 - 1);
	ck_assert_int_eq(game_hour(), 21);
	play_type(a, "list");
	play_expect(a, "shut");
	play_pulses(1);
	ck_assert_int_eq(game_hour(), 22);
	play_type(a, "list");
	play_expect(a, "[    10   -- ] a rock\n");
	/* Open over midnight until 2. */
	play_pulses(4 * 4 - 1);
	ck_assert_int_eq(game_hour(), 1);
	play_type(a, "value knife");
	play_expect(a, "I'll give you 40 gold");
	play_pulses(1);
	play_type(a, "value knife");
	play_expect(a, "shut");
}
END_TEST

START_TEST(test_keeper_busy_or_asleep)
{
	struct character	*a = play_enter("Bea", MARKET, ROLE_PLAYER);

	baker->pd.position = POS_SLEEPING;
	play_type(a, "list");
	play_expect(a, "The baker is in no state to trade.");
	baker->pd.position = POS_STANDING;
	play_type(a, "sell");
	play_expect(a, "Sell what?");
	play_type(a, "sell nothing");
	play_expect(a, "You don't have that.");
	play_type(a, "buy");
	play_expect(a, "Buy what?");
}
END_TEST

START_TEST(test_split_gold)
{
	struct character	*a = play_enter("Ann", MARKET, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", MARKET, ROLE_PLAYER);
	struct character	*c = play_enter("Cat", MARKET, ROLE_PLAYER);
	struct character	*d = play_enter("Dan", BACK, ROLE_PLAYER);

	a->pd.gold = 100;
	play_type(a, "split 100");
	play_expect(a, "There is nobody of your group here to share it with.");
	/* Ann's group: Ben and Cat; Dan is elsewhere. */
	play_type(b, "follow ann");
	play_type(c, "follow ann");
	play_type(a, "group all");
	play_expect(a, "You group everyone here who follows you.");
	ck_assert(!d->grouped);			/* not here */
	play_type(a, "split 200");
	play_expect(a, "You don't have that much gold.");
	play_type(a, "split ten");
	play_expect(a, "Split how much gold?");
	play_type(a, "split 100");
	play_expect(a, "You split 100 gold coins; your share is 34.");
	play_expect(b, "Ann splits 100 gold coins; your share is 33.");
	play_expect(c, "your share is 33.");
	ck_assert_int_eq(a->pd.gold, 34);
	ck_assert_int_eq(b->pd.gold + c->pd.gold, 66);
	ck_assert_int_eq(d->pd.gold, 0);		/* not here */
	play_type(a, "split 2");
	play_expect(a, "Don't even bother, cheapskate.");
	ck_assert_int_eq(a->pd.gold, 34);
}
END_TEST

static Suite *
shop_suite(void)
{
	Suite	*s = suite_create("shop");
	TCase	*tc = tcase_create("trade");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_list_and_buy_from_stock_that_never_runs_out);
	tcase_add_test(tc, test_sell_and_buy_back);
	tcase_add_test(tc, test_keeper_pays_from_its_purse_and_keeps_twenty);
	tcase_add_test(tc, test_hours_and_rooms);
	tcase_add_test(tc, test_keeper_busy_or_asleep);
	tcase_add_test(tc, test_split_gold);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(shop_suite()));
}
