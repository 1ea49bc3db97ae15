/*
 * test_save.c: a save writes only the sections of a player that changed
 * since its last save (game/save.c), counted by the rows the store says
 * its committed saves changed: each section changed is written and read
 * back, an unchanged one is not, a failed save leaves it all to the next,
 * a thing last written in another player's rows is written again, a
 * character loaded from the store starts clean, and players who came in
 * together autosave spread over pulses.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alias.h"
#include "check_main.h"
#include "magic.h"
#include "store-stats.h"
#include "world_fixture.h"

#define TEMPLE	3001
#define SWORD	3010
#define BAG	3011

static void
setup(void)
{
	fx_start();
}

static void
teardown(void)
{
	fx_stop();
}

/* Save ch (finally, if final): 0 or -1, and the rows the save changed. */
static int
save_rows(struct character *ch, int final, uint64_t *rows)
{
	uint64_t	before = store_stats.rows_written;
	int		rc;

	rc = final ? char_save_final(ch) : char_save(ch);
	*rows = store_stats.rows_written - before;
	return (rc);
}

/* A player saved once, so that everything it has is clean. */
static struct character *
saved_player(const char *name)
{
	struct character	*ch = fx_player(name, TEMPLE, ROLE_PLAYER, 0);
	uint64_t		 rows;

	ck_assert_int_eq(save_rows(ch, 1, &rows), 0);
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 0);
	return (ch);
}

/* What the store holds of a player: its row and what it has. */
static void
stored(const char *name, struct player_data *pd, struct player_items *items)
{
	char	*cause = NULL;

	player_data_init(pd);
	ck_assert_int_eq(save_load_player(game_store, name, pd, &cause), 1);
	memset(items, 0, sizeof *items);
	ck_assert_int_eq(store_load_items(game_store, pd->id, items, &cause),
	    0);
}

/* Does a list of saved objects hold uid? */
static int
stored_has(const struct player_items *items, uint64_t uid)
{
	size_t	i;

	for (i = 0; i < items->n; i++) {
		if (items->list[i].uid == uid)
			return (1);
	}
	return (0);
}

/* Nothing changed: no row written, no transaction at all. */
START_TEST(test_nothing_changed_writes_nothing)
{
	struct character	*ch = saved_player("Nemo");
	uint64_t		 saves = store_stats.saves, rows;
	int			 i;

	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
		ck_assert_uint_eq(rows, 0);
	}
	ck_assert_uint_eq(store_stats.saves, saves);
}
END_TEST

/* Each section changed alone is written alone, and read back. */
START_TEST(test_each_section_written_alone)
{
	struct character	*ch = saved_player("Sela");
	struct player_data	 pd;
	struct player_items	 items;
	struct object		*sword;
	char			*why = NULL;
	uint64_t		 rows;

	/* Points: one UPDATE of the row. */
	ch->pd.gold = 1234;
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);
	/* Settings. */
	free(ch->pd.prompt);
	ch->pd.prompt = xstrdup("<%h hp> ");
	ch->pd.wimpy = 7;
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);
	/* Skills. */
	ch->pd.learned[SK_KICK] = 42;
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);
	/* An object: one row inserted (none to delete). */
	sword = fx_obj(SWORD);
	obj_to_char(sword, ch);
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);
	/* An affect: the one row. */
	magic_affect_add(ch, SPELL_ARMOR, APPLY_AC, -20, 1000);
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);
	/* An alias. */
	ck_assert_int_eq(alias_set(&ch->pd, "gg", "get all", &why), 0);
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);
	/* Then nothing again; the objects are rewritten whole if one goes. */
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 0);

	stored("Sela", &pd, &items);
	ck_assert_int_eq(pd.gold, 1234);
	ck_assert_str_eq(pd.prompt, "<%h hp> ");
	ck_assert_int_eq(pd.wimpy, 7);
	ck_assert_int_eq(pd.learned[SK_KICK], 42);
	ck_assert_uint_eq(items.n, 1);
	ck_assert(stored_has(&items, sword->uid));
	ck_assert_uint_eq(items.naffects, 1);
	ck_assert_int_eq(items.affects[0].spell, SPELL_ARMOR);
	ck_assert_int_eq(items.affects[0].modifier, -20);
	ck_assert_uint_eq(items.naliases, 1);
	ck_assert_str_eq(items.aliases[0].name, "gg");
	player_items_clear(&items);
	player_data_clear(&pd);

	/* Everything changed at once: every section, one transaction. */
	{
		uint64_t	saves = store_stats.saves;

		ch->pd.gold++;
		ch->pd.wimpy++;
		ch->pd.learned[SK_KICK]++;
		ch->pd.played += 10000;
		obj_to_char(fx_obj(BAG), ch);
		magic_affect_remove(ch, SPELL_ARMOR);
		ck_assert_int_eq(alias_set(&ch->pd, "hh", "look", &why), 0);
		ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
		/* 4 row UPDATEs, 1 + 2 objects, 1 affect, 1 + 2 aliases */
		ck_assert_uint_eq(rows, 4 + 3 + 1 + 3);
		ck_assert_uint_eq(store_stats.saves, saves + 1);
	}
}
END_TEST

/* Time played alone waits for its grain, or for a save that ends a stay. */
START_TEST(test_time_played)
{
	struct character	*ch = saved_player("Clok");
	struct player_data	 pd;
	struct player_items	 items;
	uint64_t		 rows;

	ch->pd.played += 30;
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 0);
	ck_assert_int_eq(save_rows(ch, 1, &rows), 0);
	ck_assert_uint_eq(rows, 1);
	stored("Clok", &pd, &items);
	ck_assert_int_eq(pd.played, ch->pd.played);
	player_items_clear(&items);
	player_data_clear(&pd);
	ch->pd.played += 3600;
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);
}
END_TEST

/* A save that fails leaves what it should have written to the next. */
START_TEST(test_failed_save_stays_dirty)
{
	struct character	*ch = saved_player("Faye");
	struct player_data	 pd;
	struct player_items	 items;
	struct object		*sword = fx_obj(SWORD);
	int64_t			 id = ch->pd.id;
	uint64_t		 rows;

	ch->pd.gold = 777;
	obj_to_char(sword, ch);
	/* A player the database does not have: the save rolls back. */
	ch->pd.id = id + 1000;
	ck_assert_int_eq(save_rows(ch, 0, &rows), -1);
	ck_assert_uint_eq(rows, 0);
	ch->pd.id = id;
	stored("Faye", &pd, &items);
	ck_assert_int_ne(pd.gold, 777);
	ck_assert_uint_eq(items.n, 0);
	player_items_clear(&items);
	player_data_clear(&pd);
	/* Nothing changed since, and yet both are written now. */
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 2);
	stored("Faye", &pd, &items);
	ck_assert_int_eq(pd.gold, 777);
	ck_assert(stored_has(&items, sword->uid));
	player_items_clear(&items);
	player_data_clear(&pd);
}
END_TEST

/*
 * A thing goes to another player, is saved there, and comes back: the
 * first player's objects look as they were last saved, but the store
 * holds the thing in the other's rows, so they are written again.
 */
START_TEST(test_thing_saved_elsewhere_comes_back)
{
	struct character	*a = saved_player("Abel");
	struct character	*b = saved_player("Bert");
	struct player_data	 pd;
	struct player_items	 items;
	struct object		*sword = fx_obj(SWORD);
	uint64_t		 rows;

	obj_to_char(sword, a);
	ck_assert_int_eq(save_rows(a, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);
	obj_from(sword);
	obj_to_char(sword, b);
	ck_assert_int_eq(save_rows(b, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);		/* the row moved to Bert */
	obj_from(sword);
	obj_to_char(sword, a);
	ck_assert_int_eq(save_rows(a, 0, &rows), 0);
	ck_assert_uint_ge(rows, 1);
	stored("Abel", &pd, &items);
	ck_assert(stored_has(&items, sword->uid));
	player_items_clear(&items);
	player_data_clear(&pd);
	/* Bert's save takes nothing of Abel's: it has lost the sword. */
	ck_assert_int_eq(save_rows(b, 0, &rows), 0);
	stored("Abel", &pd, &items);
	ck_assert(stored_has(&items, sword->uid));
	player_items_clear(&items);
	player_data_clear(&pd);
}
END_TEST

/* A character loaded from the store starts clean. */
START_TEST(test_loaded_starts_clean)
{
	struct character	*a = saved_player("Lena"), *ch;
	struct player_data	 pd;
	char			*cause = NULL, *why = NULL;
	uint64_t		 rows;

	obj_to_char(fx_obj(BAG), a);
	obj_to_obj(fx_obj(SWORD), TAILQ_FIRST(&a->carrying));
	magic_affect_add(a, SPELL_ARMOR, APPLY_AC, -20, 1000);
	ck_assert_int_eq(alias_set(&a->pd, "gg", "get all", &why), 0);
	a->pd.gold = 99;
	ck_assert_int_eq(save_rows(a, 1, &rows), 0);
	ck_assert_uint_gt(rows, 0);
	game_extract_char(a);
	game_reap();

	player_data_init(&pd);
	ck_assert_int_eq(save_load_player(game_store, "Lena", &pd, &cause),
	    1);
	ch = char_new(&pd);
	ch->login_time = game_time();
	char_to_room(ch, room_find(TEMPLE));
	char_load_items(ch);
	ck_assert_int_eq(ch->pd.gold, 99);
	ck_assert_ptr_nonnull(TAILQ_FIRST(&ch->carrying));
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 0);
	/* And a change after is seen. */
	ch->pd.gold = 100;
	ck_assert_int_eq(save_rows(ch, 0, &rows), 0);
	ck_assert_uint_eq(rows, 1);
}
END_TEST

/* Run a pulse; the saves it committed. */
static uint64_t
pulse_saves(void)
{
	uint64_t	saves = store_stats.saves;

	equeue_heartbeat(game_eq);
	return (store_stats.saves - saves);
}

/*
 * Players who came in on one pulse do not all autosave on one pulse: a
 * pulse runs at most its budget (UPDATE_AUTOSAVE_MIN here, fewer if they
 * take long) and the rest follow on the next pulses, each saved once; an
 * interval later they are still spread.
 */
START_TEST(test_autosaves_spread)
{
	struct character	*chs[40];
	uint64_t		 n, total;
	int			 i, k, interval = conf_pulses(CFG_AUTOSAVE);

	for (i = 0; i < 40; i++) {
		char	name[16];

		snprintf(name, sizeof name, "Wave%c%c", 'a' + i / 26,
		    'a' + i % 26);
		chs[i] = fx_player(name, TEMPLE, ROLE_PLAYER, 0);
		game_start_events(chs[i]);
	}
	for (i = 0; i < interval - 1; i++)
		ck_assert_uint_eq(pulse_saves(), 0);
	/*
	 * At least one a pulse, and fewer than the budget when saves take
	 * long (a slow or instrumented build): at most 40 pulses.
	 */
	for (total = 0, k = 0; total < 40; k++) {
		ck_assert_int_lt(k, 40);
		n = pulse_saves();
		ck_assert_uint_ge(n, 1);
		ck_assert_uint_le(n, UPDATE_AUTOSAVE_MIN);
		total += n;
	}
	ck_assert_uint_eq(total, 40);
	ck_assert_int_ge(k, 40 / UPDATE_AUTOSAVE_MIN + 1);
	/* Each keeps its interval from its own save: still spread. */
	for (i = 0; i < interval - k - 1; i++)
		ck_assert_uint_eq(pulse_saves(), 0);
	for (i = 0; i < 40; i++)
		chs[i]->pd.gold++;
	for (total = 0, k = 0; total < 40; k++) {
		ck_assert_int_lt(k, interval + 40);
		n = pulse_saves();
		ck_assert_uint_le(n, UPDATE_AUTOSAVE_MIN);
		total += n;
	}
	ck_assert_uint_eq(total, 40);
}
END_TEST

static Suite *
save_suite(void)
{
	Suite	*s = suite_create("save");
	TCase	*tc = tcase_create("dirty");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_nothing_changed_writes_nothing);
	tcase_add_test(tc, test_each_section_written_alone);
	tcase_add_test(tc, test_time_played);
	tcase_add_test(tc, test_failed_save_stays_dirty);
	tcase_add_test(tc, test_thing_saved_elsewhere_comes_back);
	tcase_add_test(tc, test_loaded_starts_clean);
	tcase_add_test(tc, test_autosaves_spread);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(save_suite()));
}
