/*
 * test_playcmds.c: the commands ROM players type that the game lacked
 * (issue 30), played in game time (tests/unit/play.h): take and hit as
 * get and kill, compare, read, shout and yell, report, visible,
 * commands, count, the server's texts, nofollow, nosummon, description,
 * pose, replay, typo/bug/idea, delete, and gold dropped as a thing.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "group.h"
#include "corpse.h"
#include "erase.h"
#include "help.h"
#include "magic.h"
#include "play.h"
#include "remark.h"
#include "replay.h"
#include "save.h"
#include "text.h"

static const char town_area[] =
	"area Town\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Square\n"
	"sector city\n"
	"description\n"
	"Cobbles.\n"
	"~\n"
	"exit north 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Lane\n"
	"sector city\n"
	"description\n"
	"A lane.\n"
	"~\n"
	"exit south 3001\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords rat\n"
	"short a grey rat\n"
	"long A grey rat sniffs here.\n"
	"description\n"
	"Whiskers.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+30\n"
	"damage 1d2\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords dagger\n"
	"short a dagger\n"
	"long A dagger lies here.\n"
	"type weapon\n"
	"wear wield\n"
	"dice 1d4\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords axe\n"
	"short a great axe\n"
	"long A great axe lies here.\n"
	"type weapon\n"
	"wear wield\n"
	"dice 3d6\n"
	"weight 2\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords cap\n"
	"short a leather cap\n"
	"long A leather cap lies here.\n"
	"type armor\n"
	"wear head\n"
	"ac 1\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3013\n"
	"keywords helm\n"
	"short an iron helm\n"
	"long An iron helm lies here.\n"
	"type armor\n"
	"wear head\n"
	"ac 5\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3014\n"
	"keywords board\n"
	"short the town board\n"
	"long The town board stands here.\n"
	"type board\n"
	"flags no_take\n"
	"weight 500\n"
	"end\n"
	"\n"
	"object 3015\n"
	"keywords sign post\n"
	"short a signpost\n"
	"long A signpost leans here.\n"
	"type trash\n"
	"flags no_take\n"
	"weight 50\n"
	"extra sign post\n"
	"North to the lane, the arrow says.\n"
	"~\n"
	"end\n";

#define SQUARE	3001
#define LANE	3002
#define RAT	3000
#define DAGGER	3010
#define AXE	3011
#define CAP	3012
#define HELM	3013
#define BOARD	3014
#define SIGN	3015

static const char wilds_area[] =
	"area Wilds\n"
	"vnums 3100 3199\n"
	"builders Moss\n"
	"\n"
	"room 3101\n"
	"name The Moor\n"
	"sector field\n"
	"description\n"
	"Heather.\n"
	"~\n"
	"end\n";

#define MOOR	3101

static void
setup(void)
{
	const char *const	files[] = { "town.are", town_area,
	    "wilds.are", wilds_area, NULL };

	play_start(files, 11);
}

static void
teardown(void)
{
	play_stop();
}

/* An object of vnum in ch's hands. */
static struct object *
given(struct character *ch, int vnum)
{
	struct object	*obj = fx_obj(vnum);

	obj_to_char(obj, ch);
	return (obj);
}

/* areas: every player sees names, levels to fight and builders. */
START_TEST(test_areas_for_players_and_builders)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bea", SQUARE, ROLE_BUILDER);

	play_type(a, "areas");
	play_expect(a, "Town                                   1       ");
	play_expect(a, "Wilds                                  -       Moss");
	play_not(a, "town.are");
	play_type(b, "areas");
	play_expect(b, "Vnums");
	play_expect(b, " 3000-3099 ");
}
END_TEST

START_TEST(test_take_and_hit_are_get_and_kill)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*rat = fx_mob(RAT, SQUARE);

	obj_to_room(fx_obj(DAGGER), room_find(SQUARE));
	play_skip(a);
	play_type(a, "take dagger");
	play_expect(a, "You get a dagger");
	play_type(a, "hit rat");
	ck_assert_ptr_eq(a->fighting, rat);
}
END_TEST

START_TEST(test_compare_weapons_and_armour)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);

	given(a, DAGGER);
	given(a, AXE);
	given(a, CAP);
	given(a, HELM);
	play_skip(a);
	play_type(a, "compare axe dagger");
	play_expect(a, "A great axe would cut deeper than a dagger.");
	play_type(a, "compare cap helm");
	play_expect(a, "A leather cap would guard you worse than an iron "
	    "helm.");
	play_type(a, "compare cap dagger");
	play_expect(a, "not things to set side by side");
	play_type(a, "wield axe");
	play_skip(a);
	play_type(a, "compare dagger");
	play_expect(a, "A dagger would bite less than a great axe.");
}
END_TEST

START_TEST(test_read_a_board_and_a_sign)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);

	obj_to_room(fx_obj(SIGN), room_find(SQUARE));
	play_skip(a);
	play_type(a, "read");
	play_expect(a, "There is no board here.");
	play_type(a, "read sign");
	play_expect(a, "North to the lane, the arrow says.");
	obj_to_room(fx_obj(BOARD), room_find(SQUARE));
	play_type(a, "read board");
	play_expect(a, "The town board is bare");
	play_type(a, "note write Lost cat");
	play_type(a, "Grey, answers to Pip.");
	play_type(a, ".");
	play_skip(a);
	play_type(a, "read");
	play_expect(a, "holds 1 note");
	play_type(a, "read 1");
	play_expect(a, "answers to Pip");
}
END_TEST

START_TEST(test_shout_carries_through_the_area)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", LANE, ROLE_PLAYER);
	struct character	*c = play_enter("Cid", MOOR, ROLE_PLAYER);

	play_skip(a);
	play_skip(b);
	play_skip(c);
	play_type(a, "shout Fire in the square!");
	play_expect(a, "You shout 'Fire in the square!'");
	play_expect(b, "Ann shouts 'Fire in the square!'");
	play_not(c, "Fire in the square");
	play_type(b, "ignore Ann");
	play_skip(b);
	play_type(a, "yell Still burning!");
	play_expect(a, "You shout 'Still burning!'");
	play_not(b, "Still burning");
	play_type(b, "unignore Ann");
	play_type(b, "shout");
	play_expect(b, "You no longer hear shout.");
	play_type(a, "yell Help!");
	play_not(b, "Help!");
	play_type(b, "yell");
	play_skip(a);
	play_skip(b);
	a->pd.muted_until = PLAYER_MUTED_FOREVER;
	play_type(a, "shout Again!");
	play_not(a, "You shout");
	play_not(b, "Again!");
}
END_TEST

START_TEST(test_report_visible_count_commands)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	char			*news;

	a->pd.hit = 17;
	a->pd.max_hit = 40;
	a->pd.exp = 1234;
	play_skip(a);
	play_skip(b);
	play_type(a, "report");
	play_expect(b, "Ann says 'I have 17/40 hit points");
	play_expect(b, "and 1234 experience.'");

	ck_assert_int_eq(magic_apply(a, SPELL_INVISIBILITY, 10, a, NULL), 0);
	ck_assert(char_aff(a) & AFF_INVISIBLE);
	play_skip(a);
	play_skip(b);
	play_type(a, "visible");
	play_expect(b, "Ann flickers back into plain sight.");
	ck_assert(!(char_aff(a) & AFF_INVISIBLE));
	play_type(a, "visible");
	play_expect(a, "already in plain sight");

	play_type(a, "count");
	play_expect(a, "2 players are in the game that you can see");

	play_skip(a);
	play_type(a, "commands");
	news = play_news(a);
	ck_assert_msg(strstr(news, "compare") != NULL, "%s", news);
	ck_assert_msg(strstr(news, "shutdown") == NULL, "%s", news);
	free(news);
}
END_TEST

/* The help of the source tree (data/help), installed. */
static void
help_from_source(void)
{
	struct help_set	*set;
	char		*dir = xstrdup(__FILE__), *p, *path, *errors = NULL;

	if ((p = strstr(dir, "tests/unit/test_playcmds.c")) != NULL)
		*p = '\0';
	xasprintf(&path, "%s%sdata/help", dir, *dir == '\0' ? "./" : "");
	ck_assert_int_eq(help_load(path, &set, &errors), 0);
	help_install(set);
	free(errors);
	free(path);
	free(dir);
}

START_TEST(test_credits_rules_motd_wizlist)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*staff[2];
	char			 path[300];

	/* Saved with their roles, as a promotion leaves them. */
	staff[0] = play_enter("Zed", LANE, ROLE_ADMIN);
	staff[1] = play_enter("Bea", LANE, ROLE_BUILDER);
	char_save_together(staff, 2);
	help_from_source();
	play_skip(a);
	play_type(a, "credits");
	play_expect(a, "written from scratch");
	play_type(a, "rules");
	play_expect(a, "Be kind.");
	fx_write("motd.txt", "Market day is Sunday.\n");
	snprintf(path, sizeof path, "%s/motd.txt", fx_dir);
	play_config("server.motd", path);
	play_type(a, "motd");
	play_expect(a, "Market day is Sunday.");
	play_type(a, "wizlist");
	play_expect(a, "Admin:");
	play_expect(a, "  Zed");
	play_expect(a, "Builder:");
	play_expect(a, "  Bea");
	play_not(a, "Ann");
	help_install(NULL);
}
END_TEST

START_TEST(test_nofollow_and_nosummon)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct character	*c = play_enter("Cid", SQUARE, ROLE_PLAYER);

	play_type(b, "follow Ann");
	ck_assert_ptr_eq(b->master, a);
	play_skip(b);
	play_type(a, "nofollow");
	play_expect(a, "You no longer let anyone follow you.");
	play_expect(b, "You stop following Ann.");
	ck_assert_ptr_null(b->master);
	play_type(c, "follow Ann");
	play_expect(c, "rather walk alone");
	ck_assert_ptr_null(c->master);
	play_type(a, "nofollow");
	play_type(c, "follow Ann");
	ck_assert_ptr_eq(c->master, a);

	ck_assert(group_summonable(b, a));
	play_type(a, "nosummon");
	play_expect(a, "No spell of another player may summon you");
	ck_assert(!group_summonable(b, a));
	ck_assert(a->pd.prefs & PREF_NOSUMMON);
	play_type(a, "nosummon");
	ck_assert(group_summonable(b, a));
}
END_TEST

START_TEST(test_description_written_seen_and_saved)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct player_data	 pd;
	char			*cause = NULL;

	play_type(a, "description");
	play_expect(a, "You have no description.");
	play_type(a, "description edit");
	play_type(a, "A wiry woman with ink on her fingers.");
	play_type(a, ".");
	play_expect(a, "Your description is saved.");
	play_skip(b);
	play_type(b, "look Ann");
	play_expect(b, "A wiry woman with ink on her fingers.");
	/* Saved: the store's record holds it. */
	player_data_init(&pd);
	ck_assert_int_eq(save_load_player(game_store, "Ann", &pd, &cause), 1);
	ck_assert_ptr_nonnull(pd.description);
	ck_assert_str_eq(pd.description,
	    "A wiry woman with ink on her fingers.\n");
	player_data_clear(&pd);
	play_type(a, "description clear");
	play_expect(a, "Your description is gone.");
	play_skip(b);
	play_type(b, "look Ann");
	play_not(b, "wiry");
}
END_TEST

START_TEST(test_pose_and_pmote)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct character	*c = play_enter("Cid", SQUARE, ROLE_PLAYER);

	play_skip(b);
	play_skip(c);
	play_type(a, "pmote takes Bob's hat and bows to bob.");
	play_expect(a, "Ann takes Bob's hat and bows to bob.");
	play_expect(b, "Ann takes your hat and bows to you.");
	play_expect(c, "Ann takes Bob's hat and bows to bob.");
	play_type(c, "pmote eyes Bobby.");
	play_expect(b, "Cid eyes Bobby.");

	text_strlcpy(a->pd.class_name, "thief", sizeof a->pd.class_name);
	a->pd.level = 1;
	play_skip(b);
	play_type(a, "pose");
	play_expect(b, "Ann walks a coin across their knuckles");
	a->pd.muted_until = PLAYER_MUTED_FOREVER;
	play_skip(b);
	play_type(a, "pose");
	play_expect(a, "You are muted");
	play_not(b, "Ann");
}
END_TEST

START_TEST(test_replay_keeps_tells_while_away_or_busy)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", LANE, ROLE_PLAYER);
	char			*news;
	int			 i;

	play_type(a, "replay");
	play_expect(a, "No tells were kept for you.");
	play_type(a, "afk lunch");
	play_type(b, "tell Ann Are you there?");
	play_type(a, "replay");
	play_expect(a, "The tells you missed (1):");
	play_expect(a, "Bob tells you 'Are you there?'");
	play_type(a, "look");
	play_type(a, "replay");
	play_expect(a, "No tells were kept for you.");
	/* Writing in the editor. */
	play_type(a, "description edit");
	play_type(b, "tell Ann Busy?");
	play_expect(b, "Ann is busy writing; your tell is kept");
	play_type(a, ".");
	play_type(a, "replay");
	play_expect(a, "Bob tells you 'Busy?'");
	/* Bounded: the oldest go. */
	play_type(a, "afk");
	for (i = 0; i < REPLAY_MAX + 5; i++)
		play_type(b, "tell Ann number %d", i);
	ck_assert_int_eq(a->replay_n, REPLAY_MAX);
	play_skip(a);
	play_type(a, "replay");
	news = play_news(a);
	ck_assert_msg(strstr(news, "number 4'") == NULL, "%s", news);
	ck_assert_msg(strstr(news, "number 5'") != NULL, "%s", news);
	ck_assert_msg(strstr(news, "number 24'") != NULL, "%s", news);
	free(news);
	ck_assert_int_eq(a->replay_n, 0);
}
END_TEST

START_TEST(test_typo_bug_idea_kept_for_staff)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*z = play_enter("Zed", LANE, ROLE_ADMIN);
	int			 i;

	play_type(a, "typo The sqaure's sign is misspelt.");
	play_expect(a, "Your typo is noted for the staff.");
	play_type(a, "bug The rat walks through walls.");
	play_type(a, "idea A fountain here.");
	play_type(a, "typo list");
	play_expect(a, "Your typo is noted");		/* no list for players */
	play_skip(z);
	play_type(z, "typo list");
	play_expect(z, "Ann");
	play_expect(z, "room 3001");
	play_expect(z, "The sqaure's sign is misspelt.");
	play_not(z, "rat walks");
	play_type(z, "bug list");
	play_expect(z, "The rat walks through walls.");
	play_type(z, "bug remove 2");
	play_expect(z, "Report 2 is cleared.");
	play_type(z, "bug list");
	play_expect(z, "No bugs are waiting.");
	/* Bounded per player per day (a removed one no longer counts:
	 * 3 kept, 7 more make 10). */
	for (i = 4; i <= REMARK_PER_DAY; i++)
		play_type(a, "idea Number %d.", i);
	play_not(a, "please wait a day");
	play_type(a, "idea One too many.");
	play_expect(a, "please wait a day");
	play_type(z, "idea list");
	play_not(z, "One too many");
	/* Bounded in length. */
	play_type(a, "bug %0500d", 0);
	play_expect(a, "400 bytes or fewer");
}
END_TEST

START_TEST(test_gold_dropped_as_a_pile)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct object		*pile;

	a->pd.gold = 20;
	b->pd.gold = 0;
	play_type(a, "drop 5 gold");
	play_expect(a, "You drop 5 gold coins.");
	ck_assert_int_eq(a->pd.gold, 15);
	play_type(a, "drop 3 coins");
	ck_assert_int_eq(a->pd.gold, 12);
	pile = TAILQ_FIRST(&room_find(SQUARE)->contents);
	ck_assert_ptr_nonnull(pile);
	ck_assert_int_eq(pile->type, OBJ_MONEY);
	ck_assert_int_eq(pile->values[VAL_MONEY_GOLD], 8);
	ck_assert_ptr_null(TAILQ_NEXT(pile, place));	/* one pile */
	play_skip(b);
	play_type(b, "look");
	play_expect(b, "A pile of 8 gold coins lies here.");
	play_type(b, "get gold");
	play_expect(b, "You get 8 gold coins.");
	ck_assert_int_eq(b->pd.gold, 8);
	ck_assert_ptr_null(TAILQ_FIRST(&room_find(SQUARE)->contents));
	play_type(a, "drop 100 gold");
	play_expect(a, "You don't have that much gold.");
	ck_assert_int_eq(a->pd.gold, 12);
	/* give N gold already worked, and still does. */
	play_type(a, "give 2 gold Bob");
	ck_assert_int_eq(b->pd.gold, 10);
}
END_TEST

START_TEST(test_erase_leaves_nothing_behind)
{
	struct character	*a = play_enter("Ann", SQUARE, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", SQUARE, ROLE_PLAYER);
	struct player_data	 pd;
	char			*cause = NULL;

	/* A corpse of hers lies in the lane, with an axe in it. */
	given(a, AXE);
	char_from_room(a);
	char_to_room(a, room_find(LANE));
	ck_assert_ptr_nonnull(corpse_make_player(a));
	char_from_room(a);
	char_to_room(a, room_find(SQUARE));
	ck_assert_ptr_nonnull(TAILQ_FIRST(&room_find(LANE)->contents));
	given(a, DAGGER);
	a->pd.gold = 50;
	ck_assert_int_eq(char_save(a), 0);
	play_skip(b);
	play_type(a, "delete");
	play_expect(a, "to delete this character for good");
	ck_assert_int_eq(erase_player(a), 0);
	play_turn();
	play_expect(b, "Ann fades away, for good.");
	ck_assert_ptr_null(TAILQ_FIRST(&a->carrying));
	ck_assert_ptr_null(TAILQ_FIRST(&room_find(SQUARE)->contents));
	ck_assert_ptr_null(TAILQ_FIRST(&room_find(LANE)->contents));
	player_data_init(&pd);
	ck_assert_int_eq(save_load_player(game_store, "Ann", &pd, &cause), 0);
	player_data_clear(&pd);
	ck_assert_int_eq(save_load_player(game_store, "Bob", &pd, &cause), 1);
	player_data_clear(&pd);
}
END_TEST

static Suite *
playcmds_suite(void)
{
	Suite	*s = suite_create("playcmds");
	TCase	*tc = tcase_create("play");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_take_and_hit_are_get_and_kill);
	tcase_add_test(tc, test_compare_weapons_and_armour);
	tcase_add_test(tc, test_read_a_board_and_a_sign);
	tcase_add_test(tc, test_shout_carries_through_the_area);
	tcase_add_test(tc, test_report_visible_count_commands);
	tcase_add_test(tc, test_credits_rules_motd_wizlist);
	tcase_add_test(tc, test_nofollow_and_nosummon);
	tcase_add_test(tc, test_description_written_seen_and_saved);
	tcase_add_test(tc, test_pose_and_pmote);
	tcase_add_test(tc, test_replay_keeps_tells_while_away_or_busy);
	tcase_add_test(tc, test_typo_bug_idea_kept_for_staff);
	tcase_add_test(tc, test_gold_dropped_as_a_pile);
	tcase_add_test(tc, test_erase_leaves_nothing_behind);
	tcase_add_test(tc, test_areas_for_players_and_builders);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(playcmds_suite()));
}
