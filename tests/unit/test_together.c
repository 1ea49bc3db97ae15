/*
 * test_together.c: finding and hearing other players, played in game time
 * (tests/unit/play.h): where, scan, whois and finger (of players in the
 * game and out of it), afk, ignore (saved, and bounded), the channels
 * switched per player and saved, and their history.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "channel.h"
#include "check_main.h"
#include "ignore.h"
#include "play.h"
#include "save.h"

static const char town_area[] =
	"area Town\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Town Temple\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A temple. A vault lies north behind a door, the square east.\n"
	"~\n"
	"exit north 3005 door closed keywords door\n"
	"exit east 3002\n"
	"exit down 3006\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Square\n"
	"sector city\n"
	"description\n"
	"A square.\n"
	"~\n"
	"exit east 3003\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Lane\n"
	"sector city\n"
	"description\n"
	"A lane.\n"
	"~\n"
	"exit east 3004\n"
	"exit west 3002\n"
	"end\n"
	"\n"
	"room 3004\n"
	"name The Far Lane\n"
	"sector city\n"
	"description\n"
	"The lane goes on into the woods.\n"
	"~\n"
	"exit east 3101\n"
	"exit west 3003\n"
	"end\n"
	"\n"
	"room 3005\n"
	"name The Vault\n"
	"sector inside\n"
	"description\n"
	"A vault.\n"
	"~\n"
	"exit south 3001 door closed keywords door\n"
	"end\n"
	"\n"
	"room 3006\n"
	"name The Cellar\n"
	"sector inside\n"
	"flags dark\n"
	"description\n"
	"A cellar.\n"
	"~\n"
	"exit up 3001\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords guard\n"
	"short the city guard\n"
	"long The city guard stands here.\n"
	"description\n"
	"Stern.\n"
	"~\n"
	"level 5\n"
	"hit 1d1+50\n"
	"damage 1d2\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"reset mob 3000 in 3003 max 1\n";

static const char woods_area[] =
	"area Woods\n"
	"vnums 3100 3199\n"
	"\n"
	"room 3101\n"
	"name The Woods\n"
	"sector forest\n"
	"description\n"
	"Trees.\n"
	"~\n"
	"exit west 3004\n"
	"end\n";

#define TEMPLE		3001
#define SQUARE		3002
#define LANE		3003
#define FAR_LANE	3004
#define VAULT		3005
#define CELLAR		3006
#define WOODS		3101

static void
setup(void)
{
	const char *const	files[] = { "town.are", town_area, "woods.are",
	    woods_area, NULL };

	play_start(files, 7);
}

static void
teardown(void)
{
	play_stop();
}

/* A player in the store only, not in the game. */
static void
stored_player(const char *name, int level, int role, time_t last_login)
{
	struct player_data	 pd;
	char			*cause = NULL;

	player_data_init(&pd);
	text_strlcpy(pd.name, name, sizeof pd.name);
	pd.level = level;
	pd.role = role;
	free(pd.title);
	pd.title = xstrdup("the Absent");
	free(pd.pwhash);
	pd.pwhash = xstrdup("$argon2id$v=19$secret-hash");
	pd.created = PLAY_TIME - 10 * 86400;
	pd.last_login = last_login;
	if (save_create_player(game_store, &pd, &cause) != 0)
		ck_abort_msg("store: %s", cause);
	player_data_clear(&pd);
}

/* A player's record as the store has it; the caller clears it. */
static void
stored_record(const char *name, struct player_data *pd)
{
	char	*cause = NULL;

	player_data_init(pd);
	ck_assert_int_eq(save_load_player(game_store, name, pd, &cause), 1);
}

/* How many times needle is in haystack. */
static int
count_of(const char *haystack, const char *needle)
{
	int	n = 0;

	while ((haystack = strstr(haystack, needle)) != NULL) {
		n++;
		haystack += strlen(needle);
	}
	return (n);
}

START_TEST(test_where_lists_the_players_of_this_area)
{
	struct character	*a = play_enter("Alice", TEMPLE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", LANE, ROLE_PLAYER);
	struct character	*c = play_enter("Carol", WOODS, ROLE_PLAYER);
	char			*news;

	play_skip(a);
	play_type(a, "where");
	news = play_news(a);
	ck_assert_ptr_nonnull(strstr(news, "Who is about in Town:"));
	ck_assert_ptr_nonnull(strstr(news, "Alice          The Town Temple"));
	ck_assert_ptr_nonnull(strstr(news, "Bob            The Lane"));
	ck_assert_ptr_null(strstr(news, "Carol"));
	free(news);

	/* Carol, in the woods, sees herself alone. */
	play_type(c, "where");
	play_expect(c, "in Woods:\n  Carol");
	play_not(c, "Bob");

	/* A name finds a mobile too, in this area only. */
	play_type(a, "where guard");
	play_expect(a, "The city guard");
	play_expect(a, "The Lane");
	play_type(a, "where carol");
	play_expect(a, "You find no one called 'carol' around here.");

	/* An invisible player is not listed. */
	b->aff_born |= AFF_INVISIBLE;
	play_type(a, "where");
	play_not(a, "Bob");

	/* Nor can the blind see anyone. */
	a->aff_born |= AFF_BLIND;
	play_type(a, "where");
	play_expect(a, "You are blind: everything is dark to you.");
}
END_TEST

START_TEST(test_scan_sees_two_rooms_off_and_not_through_doors)
{
	struct character	*a = play_enter("Alice", TEMPLE, ROLE_PLAYER);
	char			*news;

	play_enter("Bob", SQUARE, ROLE_PLAYER);
	play_enter("Dora", FAR_LANE, ROLE_PLAYER);	/* three rooms off */
	play_enter("Eve", VAULT, ROLE_PLAYER);		/* behind a door */
	play_enter("Finn", CELLAR, ROLE_PLAYER);	/* in the dark */
	play_skip(a);
	play_type(a, "scan");
	news = play_news(a);
	ck_assert_ptr_nonnull(strstr(news, "east, nearby: Bob\n"));
	ck_assert_ptr_nonnull(strstr(news, "east, not far off: the city "
	    "guard\n"));
	ck_assert_ptr_null(strstr(news, "Dora"));
	ck_assert_ptr_null(strstr(news, "Eve"));
	ck_assert_ptr_null(strstr(news, "Finn"));
	free(news);

	/* The door opened, the vault is in sight. */
	play_type(a, "open door");
	play_type(a, "scan");
	play_expect(a, "north, nearby: Eve\n");

	/* Two rooms east of the square: Dora, and nobody through doors. */
	play_type(a, "east");
	play_skip(a);
	play_type(a, "scan");
	play_expect(a, "east, not far off: Dora");

	/* Where no one is in sight, scan says so. */
	play_type(a, "west");
	play_type(a, "down");
	play_skip(a);
	play_type(a, "scan");
	play_expect(a, "You see no one nearby.");
}
END_TEST

START_TEST(test_afk_until_the_next_command)
{
	struct character	*a = play_enter("Alice", TEMPLE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", LANE, ROLE_PLAYER);

	play_type(b, "afk gone for {rlunch");
	play_expect(b, "You are away from the keyboard ('gone for {rlunch')");
	play_type(a, "tell bob are you there?");
	play_expect(a, "You tell Bob 'are you there?'");
	play_expect(a, "Bob is away from the keyboard: gone for {rlunch\n");
	play_expect(b, "Alice tells you 'are you there?'");
	play_type(a, "who");
	play_expect(a, "Bob (AFK)");
	play_type(a, "whois bob");
	play_expect(a, "In the game, away from the keyboard: gone for {rlunch.");

	/* Anything typed brings Bob back. */
	play_type(b, "score");
	play_expect(b, "You are back at the keyboard.");
	ck_assert_ptr_null(b->afk);
	play_type(a, "tell bob welcome back");
	play_not(a, "away from the keyboard");
	play_type(a, "who");
	play_not(a, "(AFK)");

	/* 'afk' twice comes back too; a long message is cut short. */
	play_type(b, "afk %0200d", 7);
	ck_assert_uint_eq(strlen(b->afk), 80);
	play_type(b, "afk");
	play_expect(b, "You are back at the keyboard.");
	ck_assert_ptr_null(b->afk);
}
END_TEST

START_TEST(test_ignore_silences_a_player_and_is_saved)
{
	struct character	*a = play_enter("Alice", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct character	*c = play_enter("Carol", SQUARE, ROLE_PLAYER);
	struct player_data	 pd;
	char			 name[8];
	int			 i;

	stored_player("Zed", 3, ROLE_PLAYER, PLAY_TIME);
	stored_player("Boss", 50, ROLE_ADMIN, PLAY_TIME);
	play_type(a, "ignore bob");
	play_expect(a, "You ignore Bob now");

	play_type(b, "say hello there");
	play_expect(c, "Bob says 'hello there'");
	play_not(a, "hello there");
	play_type(b, "emote waves");
	play_expect(c, "Bob waves");
	play_not(a, "waves");
	play_type(b, "gossip anyone?");
	play_expect(c, "Bob gossips 'anyone?'");
	play_not(a, "anyone?");
	play_type(b, "ooc out of character");
	play_expect(c, "[OOC] Bob says 'out of character'");
	play_not(a, "out of character");
	play_type(b, "tell alice psst");
	play_expect(b, "Alice is not listening to you.");
	play_not(a, "psst");
	play_type(a, "tell bob hi");
	play_expect(a, "You are ignoring Bob; 'unignore Bob' first.");
	play_not(b, "hi");

	/* Who may be ignored, and the list. */
	play_type(a, "ignore zed");		/* not in the game */
	play_expect(a, "You ignore Zed now");
	play_type(a, "ignore nobody");
	play_expect(a, "There is no player called Nobody.");
	play_type(a, "ignore alice");
	play_expect(a, "You cannot ignore yourself.");
	play_type(a, "ignore boss");
	play_expect(a, "You cannot ignore the staff.");
	play_type(a, "ignore BOB");
	play_expect(a, "You already ignore Bob");
	play_type(a, "ignore");
	play_expect(a, "You ignore: Bob Zed (2 of at most 20).");

	/* Saved with the player. */
	play_type(a, "save");
	stored_record("Alice", &pd);
	ck_assert_str_eq(pd.ignored, "Bob Zed");
	player_data_clear(&pd);

	/* Unignored, Bob is heard again. */
	play_type(a, "unignore bob");
	play_expect(a, "You hear Bob again.");
	play_type(b, "say again");
	play_expect(a, "Bob says 'again'");
	play_type(a, "unignore bob");
	play_expect(a, "You are not ignoring anyone called Bob.");

	/* At most IGNORE_MAX names. */
	for (i = 0; i < IGNORE_MAX; i++) {
		snprintf(name, sizeof name, "Zz%c", 'a' + i);
		stored_player(name, 1, ROLE_PLAYER, PLAY_TIME);
		play_type(a, "ignore %s", name);
	}
	ck_assert_int_eq(ignore_count(&a->pd), IGNORE_MAX);
	play_expect(a, "the most you may");
	ck_assert(!ignore_has(&a->pd, "Zzt"));
}
END_TEST

START_TEST(test_channels_switched_and_saved)
{
	struct character	*a = play_enter("Alice", TEMPLE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", WOODS, ROLE_PLAYER);
	struct player_data	 pd;

	play_type(a, "ooc hi all");
	play_expect(a, "[OOC] You say 'hi all'");
	play_expect(b, "[OOC] Alice says 'hi all'");
	play_type(a, "newbie how do I eat?");
	play_expect(b, "[Newbie] Alice asks 'how do I eat?'");
	play_type(a, "grats well done");
	play_expect(b, "Alice grats 'well done'");

	/* The name alone switches it off, and on. */
	play_type(b, "ooc");
	play_expect(b, "You no longer hear ooc.");
	play_type(a, "ooc anyone?");
	play_not(b, "anyone?");
	play_type(b, "ooc me?");
	play_expect(b, "You are not listening to ooc; type 'ooc' to listen "
	    "again.");
	play_not(a, "me?");
	play_type(b, "channels");
	play_expect(b, "gossip   on ");
	play_expect(b, "ooc      off");
	play_expect(b, "newbie   on ");
	play_type(b, "channels ooc on");
	play_expect(b, "You hear ooc again.");
	play_type(b, "channels newb off");
	play_expect(b, "You no longer hear newbie.");
	play_type(b, "channels chatter off");
	play_expect(b, "There is no channel called 'chatter'");
	play_type(a, "newbie lost");
	play_not(b, "lost");
	play_type(a, "ooc found");
	play_expect(b, "Alice says 'found'");

	/* Saved: newbie off, the rest on. */
	play_type(b, "save");
	stored_record("Bob", &pd);
	ck_assert_int_eq(pd.channels, 1 << CHAN_NEWBIE);
	player_data_clear(&pd);

	/* A record from before channels keeps gossip off. */
	b->pd.prefs |= PREF_NO_GOSSIP;
	channel_enter(b);
	ck_assert(!channel_on(b, CHAN_GOSSIP));
	ck_assert(!(b->pd.prefs & PREF_NO_GOSSIP));
	play_type(a, "gossip hello");
	play_not(b, "hello");
}
END_TEST

START_TEST(test_history_keeps_the_last_messages)
{
	struct character	*a = play_enter("Alice", TEMPLE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", WOODS, ROLE_PLAYER);
	struct character	*c = play_enter("Carol", WOODS, ROLE_PLAYER);
	char			*news;
	int			 i;

	play_type(b, "history gossip");
	play_expect(b, "Nothing has been said on gossip lately.");
	for (i = 1; i <= CHANNEL_HISTORY + 5; i++)
		play_type(a, "gossip call %d.", i);
	play_type(c, "grats to me");
	play_skip(b);
	play_type(b, "history gos");
	news = play_news(b);
	ck_assert_int_eq(count_of(news, "Alice gossips"), CHANNEL_HISTORY);
	ck_assert_ptr_null(strstr(news, "'call 5.'"));
	ck_assert_ptr_nonnull(strstr(news, "(just now) Alice gossips 'call "
	    "6.'"));
	ck_assert_ptr_nonnull(strstr(news, "'call 25.'"));
	ck_assert(strstr(news, "'call 6.'") < strstr(news, "'call 25.'"));
	ck_assert_ptr_null(strstr(news, "grats"));
	free(news);

	/* Each channel its own; ignored players are left out. */
	play_type(b, "history grats");
	play_expect(b, "Carol grats 'to me'");
	play_type(c, "ignore alice");
	play_type(c, "history gossip");
	play_expect(c, "Nothing has been said on gossip lately.");
	game_set_time(PLAY_TIME + 600);
	play_type(b, "history gossip");
	play_expect(b, "(10 min ago) Alice gossips");
	play_type(b, "history");
	play_expect(b, "Usage: history <channel>");
}
END_TEST

START_TEST(test_whois_and_finger_in_and_out_of_the_game)
{
	struct character	*a = play_enter("Alice", TEMPLE, ROLE_PLAYER);
	char			*news;

	play_enter("Bob", WOODS, ROLE_BUILDER)->pd.last_login = PLAY_TIME;
	stored_player("Olga", 7, ROLE_PLAYER, PLAY_TIME - 86400);
	play_skip(a);
	play_type(a, "whois olga");
	play_type(a, "finger OLGA");
	news = play_news(a);
	ck_assert_ptr_nonnull(strstr(news, "Olga the Absent\n  Level 7 human "
	    "warrior.\n  Not in the game.\n"));
	ck_assert_ptr_nonnull(strstr(news, "Last came into the game: "
	    "2001-09-08 01:46 UTC."));
	ck_assert_ptr_nonnull(strstr(news, "Created: 2001-08-30 01:46 UTC."));
	ck_assert_int_eq(count_of(news, "Last came"), 1);  /* finger only */
	ck_assert_ptr_null(strstr(news, "argon2id"));
	ck_assert_ptr_null(strstr(news, "secret"));
	free(news);

	play_type(a, "finger bob");
	play_expect(a, "Bob\n  Level 10 human warrior, a builder.\n  In the "
	    "game.\n  In the game since: 2001-09-09 01:46 UTC.");
	play_type(a, "whois nobody");
	play_expect(a, "There is no player called Nobody.");
	play_type(a, "whois b0b");
	play_expect(a, "There is no player called that.");
	play_type(a, "whois");
	play_expect(a, "Whois whom?");
}
END_TEST

static Suite *
together_suite(void)
{
	Suite	*s = suite_create("together");
	TCase	*tc = tcase_create("together");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_where_lists_the_players_of_this_area);
	tcase_add_test(tc, test_scan_sees_two_rooms_off_and_not_through_doors);
	tcase_add_test(tc, test_afk_until_the_next_command);
	tcase_add_test(tc, test_ignore_silences_a_player_and_is_saved);
	tcase_add_test(tc, test_channels_switched_and_saved);
	tcase_add_test(tc, test_history_keeps_the_last_messages);
	tcase_add_test(tc, test_whois_and_finger_in_and_out_of_the_game);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(together_suite()));
}
