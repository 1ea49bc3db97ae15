/*
 * test_auction.c: the auctioneer (rules/auction.c) played in game time
 * (tests/unit/play.h): a sale called once, twice and sold, the thing and
 * the gold changing hands and saved; no bid, the thing back; the bids a
 * cheat would try (more gold than one has, on one's own sale, while
 * fighting, below the least) refused; what may not be sold (a quest
 * thing, a bag with things in it, a worn thing); a seller who quits or
 * dies, a bidder who leaves or spends the gold, an object that goes,
 * staff stopping a sale; the channel switched off; and the thing for
 * sale saved with its seller, once, whatever happens.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "auction.h"
#include "channel.h"
#include "check_main.h"
#include "fight.h"
#include "game.h"
#include "play.h"
#include "save.h"
#include "store.h"
#include "world.h"

#define SQUARE	3001
#define STAGE	60		/* pulses between calls: 15 s at 4 Hz */

static const char auction_area[] =
	"area Market\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Market\n"
	"description\n"
	"Stalls.\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords rat\n"
	"short a market rat\n"
	"long A market rat gnaws here.\n"
	"description\n"
	"Bold.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+500\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords sword\n"
	"short a fine sword\n"
	"long A fine sword lies here.\n"
	"type weapon\n"
	"wear wield\n"
	"dice 1d6\n"
	"level 1\n"
	"weight 3\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords bag\n"
	"short a leather bag\n"
	"long A leather bag lies here.\n"
	"type container\n"
	"capacity 50\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords locket\n"
	"short a lost locket\n"
	"long A lost locket lies here.\n"
	"type treasure\n"
	"flags quest\n"
	"weight 1\n"
	"end\n";

static void
setup(void)
{
	const char *const	files[] = { "market.are", auction_area, NULL };

	play_start(files, 3);
	play_config("game.auction_stage", "15");
}

static void
teardown(void)
{
	play_stop();
}

/* A new object of vnum in ch's hands. */
static struct object *
give(struct character *ch, int vnum)
{
	struct object	*obj = obj_create(world_obj_def(vnum));

	obj_to_char(obj, ch);
	return (obj);
}

/* Does ch carry obj (not worn)? */
static int
carries(struct character *ch, const struct object *obj)
{
	return (obj->where == OBJ_CARRIED && obj->carried_by == ch);
}

/* Does the store hold uid among name's things? */
static int
stored_has(const char *name, uint64_t uid)
{
	struct player_data	 pd;
	struct player_items	 items;
	char			*cause = NULL;
	size_t			 i;
	int			 found = 0;

	player_data_init(&pd);
	ck_assert_int_eq(save_load_player(game_store, name, &pd, &cause), 1);
	memset(&items, 0, sizeof items);
	ck_assert_int_eq(store_load_items(game_store, pd.id, &items, &cause),
	    0);
	for (i = 0; i < items.n; i++)
		found += items.list[i].uid == uid;
	player_items_clear(&items);
	player_data_clear(&pd);
	return (found);
}

/* A sale: bids refused and taken, the calls, the hammer, both saved. */
START_TEST(test_sale)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct character	*c = play_enter("Carol", SQUARE, ROLE_PLAYER);
	struct object		*sword = give(a, 3010);
	int			 n;

	a->pd.gold = 0;
	b->pd.gold = 50;
	c->pd.gold = 500;
	play_type(a, "auction sword 10");
	ck_assert(auction_running());
	ck_assert(!carries(a, sword));
	play_expect(c, "[Auction] Alice puts a fine sword up for sale; bids "
	    "from 10 gold.");
	play_type(b, "auction bid 5");
	play_expect(b, "You must bid at least 10 gold.");
	play_type(b, "auction bid 100");
	play_expect(b, "You don't have that much gold.");
	play_type(a, "auction bid 20");
	play_expect(a, "You can't bid on what you are selling.");
	play_type(b, "auction bid 40");
	play_expect(c, "Bob bids 40 gold on a fine sword.");
	play_type(c, "auction bid 41");
	play_expect(c, "You must bid at least 42 gold.");
	play_type(c, "auction bid 42 gold");
	play_expect(b, "Your bid on a fine sword is beaten.");
	play_type(b, "auction");
	play_expect(b, "For sale: a fine sword, from Alice.");
	play_expect(b, "The best bid is 42 gold, by Carol.");
	n = play_until(a, "A fine sword: going once to Carol for 42 gold.",
	    STAGE + 1);
	ck_assert_int_ge(n, STAGE - 2);
	play_until(a, "going twice", STAGE + 1);
	play_until(a, "A fine sword: sold to Carol for 42 gold!", STAGE + 1);
	ck_assert(!auction_running());
	ck_assert(carries(c, sword));
	ck_assert_int_eq(c->pd.gold, 458);
	ck_assert_int_eq(a->pd.gold, 42);
	ck_assert_int_eq(b->pd.gold, 50);
	play_expect(c, "You pay 42 gold and receive a fine sword.");
	/* Saved: the sword in Carol's rows, not in Alice's. */
	ck_assert_int_eq(stored_has("Carol", sword->uid), 1);
	ck_assert_int_eq(stored_has("Alice", sword->uid), 0);
}
END_TEST

/* A new bid starts the calls again. */
START_TEST(test_bid_restarts_calls)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);

	give(a, 3010);
	b->pd.gold = 500;
	play_type(a, "auction sword");
	play_until(b, "going once, no bids yet (from 1 gold)", STAGE + 1);
	play_type(b, "auction bid 1");
	play_skip(b);
	play_pulses(STAGE - 2);
	play_not(b, "going twice");
	play_until(b, "going once to Bob", 3);
}
END_TEST

/* No bid: back to the seller, who is saved with it. */
START_TEST(test_no_bid)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct object		*sword = give(a, 3010);

	play_type(a, "auction sword");
	play_until(a, "No one bid for a fine sword; it goes back to Alice.",
	    3 * STAGE + 1);
	ck_assert(carries(a, sword));
	ck_assert(!auction_running());
	ck_assert_int_eq(stored_has("Alice", sword->uid), 1);
}
END_TEST

/* What may not be sold, and one sale at a time. */
START_TEST(test_refused_things)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct object		*bag = give(a, 3011), *sword = give(a, 3010);
	struct object		*locket = give(a, 3012);

	obj_from(sword);
	obj_to_obj(sword, bag);
	play_type(a, "auction bag");
	play_expect(a, "Empty it first");
	play_type(a, "auction locket");
	play_expect(a, "That is owed to a quest, not for sale.");
	ck_assert(carries(a, locket));
	play_type(a, "auction shield");
	play_expect(a, "You carry no shield.");
	play_type(a, "auction bag lots");
	play_expect(a, "Usage: auction <thing> [<least bid>]");
	ck_assert(!auction_running());
	play_type(a, "get sword bag");
	play_type(a, "wield sword");
	play_type(a, "auction sword");
	play_expect(a, "You carry no sword.");
	play_type(a, "auction bag 5");
	ck_assert(auction_running());
	give(b, 3010);
	play_type(b, "auction sword");
	play_expect(b, "A leather bag is up for sale already");
	play_type(b, "auction bid 99999999999999");
	play_expect(b, "Usage: auction bid <gold>");
	play_type(b, "auction bid -5");
	play_expect(b, "Usage: auction bid <gold>");
}
END_TEST

/* No bids in a fight; a channel switched off hears nothing. */
START_TEST(test_fighting_and_channel)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct character	*c = play_enter("Carol", SQUARE, ROLE_PLAYER);
	struct character	*rat = fx_mob(3000, SQUARE);

	game_start_events(rat);
	give(a, 3010);
	b->pd.gold = 100;
	play_type(c, "auction off");
	play_expect(c, "You no longer hear auction.");
	ck_assert(!channel_on(c, CHAN_AUCTION));
	play_type(a, "auction sword");
	play_not(c, "[Auction]");
	play_type(b, "kill rat");
	ck_assert_ptr_nonnull(b->fighting);
	play_type(b, "auction bid 10");
	play_until(b, "Not while you are fighting.", 20);	/* lag */
	play_type(c, "auction");
	play_expect(c, "For sale: a fine sword, from Alice.");
}
END_TEST

/* The seller quits: the sword is back, saved with it once. */
START_TEST(test_seller_quits)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct object		*sword = give(a, 3010);
	uint64_t		 uid = sword->uid;

	b->pd.gold = 100;
	play_type(a, "auction sword");
	play_type(b, "auction bid 10");
	/* A save during the sale (autosave, a crash after) holds it. */
	ck_assert_int_eq(char_save(a), 0);
	ck_assert_int_eq(stored_has("Alice", uid), 1);
	play_type(a, "quit");
	play_expect(b, "Alice has gone: the sale of a fine sword is off.");
	ck_assert(!auction_running());
	ck_assert_int_eq(stored_has("Alice", uid), 1);
	ck_assert_int_eq(stored_has("Bob", uid), 0);
	ck_assert_int_eq(b->pd.gold, 100);
}
END_TEST

/* The best bidder leaves: its bid is withdrawn, the sale goes on. */
START_TEST(test_bidder_leaves)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct object		*sword = give(a, 3010);

	b->pd.gold = 100;
	play_type(a, "auction sword");
	play_type(b, "auction bid 10");
	play_type(b, "quit");
	play_expect(a, "Bob has gone: the bid on a fine sword is withdrawn");
	ck_assert(auction_running());
	play_until(a, "No one bid for a fine sword", 3 * STAGE + 1);
	ck_assert(carries(a, sword));
}
END_TEST

/*
 * One who left with the best bid (auction_leave, as leaving the game
 * runs it) bids no more on that sale: leaving and bidding again would
 * hold the sale for ever.
 */
START_TEST(test_who_left_bids_no_more)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct object		*sword = give(a, 3010);

	b->pd.gold = 100;
	play_type(a, "auction sword");
	play_type(b, "auction bid 10");
	auction_leave(b);
	play_type(b, "auction bid 20");
	play_expect(b, "no more bids of yours");
	play_until(a, "No one bid for a fine sword", 3 * STAGE + 1);
	ck_assert(carries(a, sword));
}
END_TEST

/* The bidder spent the gold before the hammer: no sale. */
START_TEST(test_bidder_cannot_pay)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct object		*sword = give(a, 3010);

	b->pd.gold = 100;
	a->pd.gold = 0;
	play_type(a, "auction sword");
	play_type(b, "auction bid 60");
	play_type(b, "give 50 gold alice");
	ck_assert_int_eq(b->pd.gold, 50);
	play_until(a, "Bob cannot pay for a fine sword; it goes back to "
	    "Alice.", 3 * STAGE + 1);
	ck_assert(carries(a, sword));
	ck_assert_int_eq(b->pd.gold, 50);
	ck_assert_int_eq(a->pd.gold, 50);
}
END_TEST

/* The seller dies: the sword back in its hands before its corpse. */
START_TEST(test_seller_dies)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct object		*sword = give(a, 3010);

	play_type(a, "auction sword");
	a->pd.hit = 1;
	ck_assert_int_eq(fight_damage_by(a, 50, "a falling stone", "a test"),
	    1);
	ck_assert(!auction_running());
	ck_assert(sword->where != OBJ_NOWHERE);
}
END_TEST

/* Staff stop a sale; a player may not; a thing that goes ends it. */
START_TEST(test_stop_and_gone)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*s = play_enter("Sam", SQUARE, ROLE_BUILDER);
	struct object		*sword = give(a, 3010), *bag = give(a, 3011);

	play_type(a, "auction sword");
	play_type(a, "auction stop");
	play_expect(a, "Only staff stop a sale.");
	play_type(s, "auction stop");
	play_expect(a, "The sale of a fine sword is stopped; it goes back to "
	    "Alice.");
	ck_assert(carries(a, sword));
	ck_assert(!auction_running());
	play_type(a, "auction bag");
	ck_assert(auction_running());
	obj_extract(bag);
	ck_assert(!auction_running());
	play_until(a, "A leather bag is gone: the sale is off.", 1);
}
END_TEST

static Suite *
auction_suite(void)
{
	Suite	*s = suite_create("auction");
	TCase	*tc = tcase_create("play");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_sale);
	tcase_add_test(tc, test_bid_restarts_calls);
	tcase_add_test(tc, test_no_bid);
	tcase_add_test(tc, test_refused_things);
	tcase_add_test(tc, test_fighting_and_channel);
	tcase_add_test(tc, test_seller_quits);
	tcase_add_test(tc, test_who_left_bids_no_more);
	tcase_add_test(tc, test_bidder_leaves);
	tcase_add_test(tc, test_bidder_cannot_pay);
	tcase_add_test(tc, test_seller_dies);
	tcase_add_test(tc, test_stop_and_gone);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(auction_suite()));
}
