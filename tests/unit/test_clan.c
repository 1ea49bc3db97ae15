/*
 * test_clan.c: clans (rules/clan.c) played in game time
 * (tests/unit/play.h): staff make a clan and name a leader, the leader
 * takes in a member and casts it out, members talk on the clan channel
 * that others do not hear (and each may switch off), 'clan who' and the
 * list, a player's clan saved with it, and a clan unmade leaves its
 * members clanless, in the game and in the store.
 */
#include <check.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "channel.h"
#include "check_main.h"
#include "clan.h"
#include "game.h"
#include "play.h"
#include "save.h"
#include "server.h"
#include "store-int.h"
#include "store.h"

#define HALL	3001

static const char clan_area[] =
	"area Halls\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Hall\n"
	"description\n"
	"A hall.\n"
	"~\n"
	"end\n";

static void
setup(void)
{
	const char *const	files[] = { "halls.are", clan_area, NULL };

	play_start(files, 9);
}

static void
teardown(void)
{
	play_stop();
}

/* The clan and rank the store holds for a player. */
static void
stored_clan(const char *name, char *clan, size_t size, int *rank)
{
	struct player_data	 pd;
	char			*cause = NULL;

	player_data_init(&pd);
	ck_assert_int_eq(save_load_player(game_store, name, &pd, &cause), 1);
	text_strlcpy(clan, pd.clan, size);
	*rank = pd.clan_rank;
	player_data_clear(&pd);
}

START_TEST(test_clan_life)
{
	struct character	*ada = play_enter("Ada", HALL, ROLE_ADMIN);
	struct character	*bob = play_enter("Bob", HALL, ROLE_PLAYER);
	struct character	*cy = play_enter("Cy", HALL, ROLE_PLAYER);
	struct character	*dot = play_enter("Dot", HALL, ROLE_PLAYER);
	char			 clan[32];
	int			 rank;

	/* 'who' before any clan: the tags kept are none, until one is made. */
	play_type(dot, "who");
	play_expect(dot, "] Bob");
	play_type(bob, "clan create Ravens [Raven]");
	play_expect(bob, "Only the staff make clans.");
	play_type(ada, "clan create ravens [Raven]");
	play_expect(ada, "The clan Ravens is made.");
	play_type(ada, "clan create RAVENS x");
	play_expect(ada, "There is a clan called RAVENS already.");
	play_type(ada, "clan create R2D2 x");
	play_expect(ada, "Usage: clan create");
	play_type(bob, "clan add cy ravens");
	play_expect(bob, "Only the staff put players in clans.");
	play_type(ada, "clan add bob ravens leader");
	play_expect(bob, "You are a leader of the clan Ravens now.");
	play_type(bob, "clan induct cy");
	play_expect(cy, "You are a member of the clan Ravens now.");
	play_type(cy, "clan induct dot");
	play_expect(cy, "Only a clan's leaders take in members.");

	/* The channel: the clan hears, others do not. */
	play_skip(dot);
	play_type(bob, "clan talk the nest is ours");
	play_expect(bob, "[Clan] You tell your clan 'the nest is ours'");
	play_expect(cy, "[Clan] Bob tells the clan 'the nest is ours'");
	play_not(dot, "nest");
	play_type(dot, "ctalk hello");
	play_expect(dot, "You belong to no clan.");
	play_type(cy, "ctalk");
	play_expect(cy, "You no longer hear clan.");
	ck_assert(!channel_on(cy, CHAN_CLAN));
	play_skip(cy);
	play_type(bob, "ctalk anyone?");
	play_not(cy, "anyone?");
	play_type(cy, "ctalk");

	play_type(cy, "clan who");
	play_expect(cy, "Bob          leader");
	play_expect(cy, "Cy           member");
	play_expect(cy, "2 in all.");
	play_type(dot, "who");
	play_expect(dot, "] [Raven] Bob");
	play_expect(dot, "] Dot");
	play_type(dot, "clan");
	play_expect(dot, "You belong to no clan.");
	play_expect(dot, "Ravens");
	play_expect(dot, "(2 members)");

	/* Saved with each. */
	stored_clan("Bob", clan, sizeof clan, &rank);
	ck_assert_str_eq(clan, "Ravens");
	ck_assert_int_eq(rank, CLAN_LEADER);

	play_type(cy, "clan outcast bob");
	play_expect(cy, "Only its leaders cast a member out of a clan.");
	play_type(bob, "clan outcast cy");
	play_expect(cy, "You are cast out of the clan Ravens.");
	ck_assert_str_eq(cy->pd.clan, "");
	stored_clan("Cy", clan, sizeof clan, &rank);
	ck_assert_str_eq(clan, "");

	/* Unmade: its members are clanless, here and in the store. */
	play_type(ada, "clan delete ravens");
	play_expect(bob, "Your clan, Ravens, is no more.");
	ck_assert_str_eq(bob->pd.clan, "");
	stored_clan("Bob", clan, sizeof clan, &rank);
	ck_assert_str_eq(clan, "");
	play_type(ada, "clan");
	play_expect(ada, "There are no clans yet");

	/* Made again with another tag: 'who' shows the new one. */
	play_type(ada, "clan create Ravens [Rook]");
	play_expect(ada, "The clan Ravens is made.");
	play_type(ada, "clan add bob ravens");
	play_expect(bob, "You are a member of the clan Ravens now.");
	play_skip(dot);
	play_type(dot, "who");
	play_expect(dot, "] [Rook] Bob");
	play_not(dot, "[Raven]");
}
END_TEST

/* Run sql on the game's database (to take the clans' table away). */
static void
clan_sql(const char *sql)
{
	ck_assert_int_eq(sqlite3_exec(store_db(game_store), sql, NULL, NULL,
	    NULL), SQLITE_OK);
}

/*
 * The store cannot list the clans: 'who' shows no tags and does not ask
 * it again for each line nor each 'who', until CLAN_RETRY_SECONDS pass.
 */
START_TEST(test_clan_store_fails)
{
	struct character	*ada = play_enter("Ada", HALL, ROLE_ADMIN);
	struct character	*bob = play_enter("Bob", HALL, ROLE_PLAYER);

	play_type(ada, "clan create Owls [Owl]");
	play_type(ada, "clan add bob owls");
	play_expect(bob, "You are a member of the clan Owls now.");
	play_type(ada, "who");
	play_expect(ada, "] [Owl] Bob");

	clan_sql("ALTER TABLE clans RENAME TO clans_away");
	clan_forget();
	play_type(ada, "who");
	play_expect(ada, "] Bob");
	play_not(ada, "[Owl]");
	/* Back at once, but not asked again yet. */
	clan_sql("ALTER TABLE clans_away RENAME TO clans");
	play_type(ada, "who");
	play_expect(ada, "] Bob");
	play_not(ada, "[Owl]");
	play_pulses(CLAN_RETRY_SECONDS * PULSES_PER_SECOND);
	play_type(ada, "who");
	play_expect(ada, "] [Owl] Bob");
}
END_TEST

static Suite *
clan_suite(void)
{
	Suite	*s = suite_create("clan");
	TCase	*tc = tcase_create("play");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_clan_life);
	tcase_add_test(tc, test_clan_store_fails);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(clan_suite()));
}
