/* test_store.c: the SQLite store: round trip, migration, bad files. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "store.h"
#include "xmalloc.h"

static char	dir[] = "/tmp/test_store.XXXXXX";
static char	path[256];

static void
setup(void)
{
	static int	n;

	if (n++ == 0 && mkdtemp(dir) == NULL)
		abort();
	snprintf(path, sizeof path, "%s/t%d.db", dir, n);
}

static struct player_data
make_player(const char *name)
{
	struct player_data	pd;

	player_data_init(&pd);
	snprintf(pd.name, sizeof pd.name, "%s", name);
	free(pd.pwhash);
	pd.pwhash = xstrdup("$argon2id$fake");
	snprintf(pd.class_name, sizeof pd.class_name, "mage");
	pd.level = 7;
	pd.role = ROLE_BUILDER;
	pd.room = 3001;
	pd.exp = 123456789012LL;
	free(pd.title);
	pd.title = xstrdup("the Caf\xc3\xa9 Owner");
	pd.created = 1700000000;
	pd.last_login = 1700000100;
	pd.played = 3600;
	return (pd);
}

START_TEST(test_round_trip)
{
	struct store		*s;
	struct player_data	 a = make_player("Alice"), b;
	char			*cause = NULL;

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	ck_assert_int_eq(store_schema_version(s), STORE_SCHEMA_VERSION);
	ck_assert_int_eq(store_count_players(s), 0);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	ck_assert_int_gt(a.id, 0);
	ck_assert_int_eq(store_count_players(s), 1);

	player_data_init(&b);
	ck_assert_int_eq(store_load_player(s, "aLiCe", &b, &cause), 1);
	ck_assert_str_eq(b.name, "Alice");
	ck_assert_str_eq(b.pwhash, a.pwhash);
	ck_assert_str_eq(b.class_name, "mage");
	ck_assert_int_eq(b.level, 7);
	ck_assert_int_eq(b.role, ROLE_BUILDER);
	ck_assert_int_eq(b.room, 3001);
	ck_assert(b.exp == 123456789012LL);
	ck_assert_str_eq(b.title, a.title);
	ck_assert(b.created == a.created && b.last_login == a.last_login);
	ck_assert(b.played == 3600);
	/* Until saved, points and stats are the defaults of a new player. */
	ck_assert_int_eq(b.max_hit, 20);
	ck_assert_int_eq(b.stats[0], 13);
	b.hit = 7;
	b.max_hit = 55;
	b.mana = 3;
	b.max_mana = 140;
	b.move = 90;
	b.max_move = 110;
	b.gold = 1234567;
	b.stats[0] = 18;
	b.stats[4] = 9;
	b.position = 2;
	b.wimpy = 11;

	/* A save changes what the next load sees, after a reopen too. */
	b.level = 8;
	free(b.title);
	b.title = xstrdup("'; DROP TABLE players; --");
	ck_assert_int_eq(store_save_player(s, &b, NULL, &cause), 0);
	store_close(s);
	s = store_open(path, &cause);
	ck_assert_ptr_nonnull(s);
	player_data_clear(&b);
	player_data_init(&b);
	ck_assert_int_eq(store_load_player(s, "ALICE", &b, &cause), 1);
	ck_assert_int_eq(b.level, 8);
	ck_assert_str_eq(b.title, "'; DROP TABLE players; --");
	ck_assert_int_eq(b.hit, 7);
	ck_assert_int_eq(b.max_hit, 55);
	ck_assert_int_eq(b.mana, 3);
	ck_assert_int_eq(b.max_mana, 140);
	ck_assert_int_eq(b.move, 90);
	ck_assert_int_eq(b.max_move, 110);
	ck_assert(b.gold == 1234567);
	ck_assert_int_eq(b.stats[0], 18);
	ck_assert_int_eq(b.stats[4], 9);
	ck_assert_int_eq(b.position, 2);
	ck_assert_int_eq(b.wimpy, 11);
	ck_assert_int_eq(store_load_player(s, "Nobody", &b, &cause), 0);

	player_data_clear(&a);
	player_data_clear(&b);
	store_close(s);
}
END_TEST

/* Objects, nested, saved with the player and loaded in order. */
START_TEST(test_items_round_trip)
{
	struct store		*s;
	struct player_data	 a = make_player("Ivy"), b = make_player("Jon");
	struct player_items	 items = { 0 }, back = { 0 }, none = { 0 };
	const struct player_data *pds[2];
	const struct player_items *its[2];
	struct player_item	 it = { 11, 3010, -1, -1, { 0, 5, -1, 0, 0 } };
	char			*cause = NULL;

	s = store_open(path, &cause);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	ck_assert_int_eq(store_create_player(s, &b, &cause), 0);
	player_items_add(&items, &it);		/* a bag */
	it.uid = 12;
	it.vnum = 3012;
	it.parent = 0;				/* a coin in the bag */
	player_items_add(&items, &it);
	it.uid = 13;
	it.vnum = 3014;
	it.parent = -1;
	it.worn = 4;				/* a helmet, worn */
	player_items_add(&items, &it);
	{
		struct player_affect	af = { 3, 9, -20, 480 };

		player_items_add_affect(&items, &af);
	}
	ck_assert_int_eq(store_save_player(s, &a, &items, &cause), 0);
	ck_assert_int_eq(store_load_items(s, a.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 3);
	ck_assert_int_eq(back.list[0].vnum, 3010);
	ck_assert_int_eq(back.list[0].values[1], 5);
	ck_assert_int_eq(back.list[0].values[2], -1);
	ck_assert_int_eq(back.list[1].parent, 0);
	ck_assert_int_eq(back.list[2].worn, 4);
	ck_assert_uint_eq(back.list[0].uid, 11);
	ck_assert_uint_eq(back.list[1].uid, 12);
	ck_assert_uint_eq(back.list[2].uid, 13);
	ck_assert_uint_eq(back.naffects, 1);
	ck_assert_int_eq(back.affects[0].spell, 3);
	ck_assert_int_eq(back.affects[0].location, 9);
	ck_assert_int_eq(back.affects[0].modifier, -20);
	ck_assert_int_eq(back.affects[0].remaining, 480);
	player_items_clear(&back);

	/* Moving everything from Ivy to Jon in one transaction. */
	pds[0] = &a;
	pds[1] = &b;
	its[0] = &none;
	its[1] = &items;
	ck_assert_int_eq(store_save_players(s, pds, its, 2, &cause), 0);
	ck_assert_int_eq(store_load_items(s, a.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 0);
	ck_assert_int_eq(store_load_items(s, b.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 3);
	player_items_clear(&back);

	/* A failure half way rolls back both: Jon's id is wrong. */
	b.id = 9999;
	its[0] = &items;
	its[1] = &none;
	ck_assert_int_eq(store_save_players(s, pds, its, 2, &cause), -1);
	free(cause);
	ck_assert_int_eq(store_load_items(s, a.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 0);
	player_items_clear(&back);

	player_items_clear(&items);
	player_data_clear(&a);
	player_data_clear(&b);
	store_close(s);
}
END_TEST

/* Count the rows of an object id, whoever holds them. */
static int
rows_of_uid(uint64_t uid)
{
	sqlite3		*db;
	sqlite3_stmt	*st;
	int		 n;

	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_prepare_v2(db, "SELECT count(*) FROM "
	    "player_items WHERE uid = ?1", -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, (sqlite3_int64)uid);
	ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
	n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	sqlite3_close(db);
	return (n);
}

/*
 * Ivy drops things that Jon picks up and saves, while Ivy has not saved
 * since: the latest save holds each object, never both.
 */
START_TEST(test_items_move_by_uid)
{
	struct store		*s;
	struct player_data	 a = make_player("Ivy"), b = make_player("Jon");
	struct player_items	 ivy = { 0 }, jon = { 0 }, back = { 0 };
	struct player_item	 bag = { 100, 3010, -1, -1, { 0 } };
	struct player_item	 coin = { 101, 3012, 0, -1, { 0 } };
	struct player_item	 helm = { 102, 3014, -1, 4, { 0 } };
	char			*cause = NULL;

	s = store_open(path, &cause);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	ck_assert_int_eq(store_create_player(s, &b, &cause), 0);
	player_items_add(&ivy, &bag);
	player_items_add(&ivy, &coin);		/* in the bag */
	player_items_add(&ivy, &helm);
	ck_assert_int_eq(store_save_player(s, &a, &ivy, &cause), 0);

	/* Jon picked up the helmet Ivy dropped, and saves. */
	helm.parent = -1;
	player_items_add(&jon, &helm);
	ck_assert_int_eq(store_save_player(s, &b, &jon, &cause), 0);
	ck_assert_int_eq(rows_of_uid(102), 1);
	ck_assert_int_eq(store_load_items(s, a.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 2);
	ck_assert_uint_eq(back.list[0].uid, 100);
	ck_assert_uint_eq(back.list[1].uid, 101);
	ck_assert_int_eq(back.list[1].parent, 0);
	player_items_clear(&back);
	ck_assert_int_eq(store_load_items(s, b.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 1);
	ck_assert_uint_eq(back.list[0].uid, 102);
	ck_assert_int_eq(back.list[0].worn, 4);
	player_items_clear(&back);

	/*
	 * Then the bag, emptied: Ivy's coin had it for container and is
	 * left in her inventory.
	 */
	player_items_clear(&jon);
	player_items_add(&jon, &bag);
	player_items_add(&jon, &helm);
	ck_assert_int_eq(store_save_player(s, &b, &jon, &cause), 0);
	ck_assert_int_eq(store_load_items(s, a.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 1);
	ck_assert_uint_eq(back.list[0].uid, 101);
	ck_assert_int_eq(back.list[0].parent, -1);
	player_items_clear(&back);

	/* Ivy saves at last, without them: Jon keeps both. */
	player_items_clear(&ivy);
	player_items_add(&ivy, &coin);
	ivy.list[0].parent = -1;
	ck_assert_int_eq(store_save_player(s, &a, &ivy, &cause), 0);
	ck_assert_int_eq(store_load_items(s, b.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 2);
	player_items_clear(&back);
	ck_assert_int_eq(rows_of_uid(100) + rows_of_uid(101) +
	    rows_of_uid(102), 3);

	player_items_clear(&ivy);
	player_items_clear(&jon);
	player_data_clear(&a);
	player_data_clear(&b);
	store_close(s);
}
END_TEST

/* Blocks of object ids never repeat, across a close and reopen. */
START_TEST(test_uid_blocks)
{
	struct store	*s;
	uint64_t	 first, second, third;
	char		*cause = NULL;

	s = store_open(path, &cause);
	ck_assert_int_eq(store_take_uid_block(s, &first, &cause), 0);
	ck_assert_int_eq(store_take_uid_block(s, &second, &cause), 0);
	ck_assert_uint_ge(first, 1ULL << 32);
	ck_assert_uint_eq(second, first + (1ULL << 32));
	store_close(s);
	s = store_open(path, &cause);
	ck_assert_int_eq(store_take_uid_block(s, &third, &cause), 0);
	ck_assert_uint_eq(third, second + (1ULL << 32));
	store_close(s);
}
END_TEST

/*
 * A database of schema 3 with objects, one in a bag: each object gets an
 * id, the coin keeps its bag, and new ids are above the old ones.
 */
START_TEST(test_migrate_items_to_uids)
{
	struct store		*s;
	struct player_items	 back = { 0 };
	sqlite3			*db;
	uint64_t		 first;
	char			*cause = NULL;

	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db,
	    "CREATE TABLE schema_version (version INTEGER NOT NULL);"
	    "INSERT INTO schema_version VALUES (3);"
	    "CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL "
	    "UNIQUE COLLATE NOCASE, pwhash TEXT NOT NULL, created INTEGER "
	    "NOT NULL, class TEXT NOT NULL DEFAULT 'warrior', level INTEGER "
	    "NOT NULL DEFAULT 1, role INTEGER NOT NULL DEFAULT 0, room "
	    "INTEGER NOT NULL DEFAULT 0, exp INTEGER NOT NULL DEFAULT 0, "
	    "title TEXT NOT NULL DEFAULT '', last_login INTEGER NOT NULL "
	    "DEFAULT 0, played INTEGER NOT NULL DEFAULT 0);"
	    "CREATE TABLE player_items (player_id INTEGER NOT NULL "
	    "REFERENCES players(id) ON DELETE CASCADE, seq INTEGER NOT NULL, "
	    "parent INTEGER NOT NULL, vnum INTEGER NOT NULL, worn INTEGER "
	    "NOT NULL, v0 INTEGER NOT NULL, v1 INTEGER NOT NULL, v2 INTEGER "
	    "NOT NULL, v3 INTEGER NOT NULL, v4 INTEGER NOT NULL, "
	    "PRIMARY KEY (player_id, seq));"
	    "INSERT INTO players (id, name, pwhash, created) VALUES "
	    "(1, 'Old', 'x', 1), (2, 'Older', 'x', 1);"
	    "INSERT INTO player_items VALUES (2, 0, -1, 3014, 4, 0,0,0,0,0),"
	    "(1, 0, -1, 3010, -1, 0,0,0,0,0), (1, 1, 0, 3012, -1, 7,0,0,0,0),"
	    "(1, 2, -1, 3016, -1, 0,0,0,0,0);",
	    NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	ck_assert_int_eq(store_load_items(s, 1, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 3);
	ck_assert_int_eq(back.list[1].vnum, 3012);
	ck_assert_int_eq(back.list[1].parent, 0);
	ck_assert_int_eq(back.list[1].values[0], 7);
	ck_assert_int_eq(back.list[2].parent, -1);
	ck_assert_uint_ne(back.list[0].uid, back.list[1].uid);
	ck_assert_uint_ne(back.list[0].uid, 0);
	ck_assert_int_eq(store_take_uid_block(s, &first, &cause), 0);
	ck_assert_uint_gt(first, back.list[0].uid);
	ck_assert_uint_gt(first, back.list[2].uid);
	player_items_clear(&back);
	ck_assert_int_eq(store_load_items(s, 2, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 1);
	ck_assert_int_eq(back.list[0].worn, 4);
	player_items_clear(&back);
	store_close(s);
}
END_TEST

START_TEST(test_name_unique_any_case)
{
	struct store		*s;
	struct player_data	 a = make_player("Bob"), b = make_player("BOB");
	char			*cause = NULL;

	s = store_open(path, &cause);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	ck_assert_int_eq(store_create_player(s, &b, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_ptr_nonnull(strstr(cause, "UNIQUE"));
	free(cause);
	ck_assert_int_eq(store_count_players(s), 1);
	/* The failed insert left no transaction open: saves still work. */
	ck_assert_int_eq(store_save_player(s, &a, NULL, &cause), 0);
	player_data_clear(&a);
	player_data_clear(&b);
	store_close(s);
}
END_TEST

START_TEST(test_save_unknown_id)
{
	struct store		*s;
	struct player_data	 a = make_player("Carol");
	char			*cause = NULL;

	s = store_open(path, &cause);
	a.id = 999;
	ck_assert_int_eq(store_save_player(s, &a, NULL, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "not in the database"));
	free(cause);
	player_data_clear(&a);
	store_close(s);
}
END_TEST

/* A database left by the first version of the server is brought forward. */
START_TEST(test_migrate_from_v1)
{
	struct store		*s;
	struct player_data	 pd;
	sqlite3			*db;
	char			*cause = NULL;

	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db,
	    "CREATE TABLE schema_version (version INTEGER NOT NULL);"
	    "INSERT INTO schema_version VALUES (1);"
	    "CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL "
	    "UNIQUE COLLATE NOCASE, pwhash TEXT NOT NULL, created INTEGER "
	    "NOT NULL);"
	    "INSERT INTO players (name, pwhash, created) VALUES "
	    "('Oldtimer', '$argon2id$old', 1600000000);",
	    NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	ck_assert_int_eq(store_schema_version(s), STORE_SCHEMA_VERSION);
	player_data_init(&pd);
	ck_assert_int_eq(store_load_player(s, "oldtimer", &pd, &cause), 1);
	ck_assert_str_eq(pd.pwhash, "$argon2id$old");
	ck_assert(pd.created == 1600000000);
	ck_assert_int_eq(pd.level, 1);
	ck_assert_str_eq(pd.class_name, "warrior");
	ck_assert_str_eq(pd.title, "");
	pd.level = 2;
	ck_assert_int_eq(store_save_player(s, &pd, NULL, &cause), 0);
	player_data_clear(&pd);
	store_close(s);
}
END_TEST

START_TEST(test_newer_schema_refused)
{
	struct store	*s;
	sqlite3		*db;
	char		*cause = NULL;

	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db,
	    "CREATE TABLE schema_version (version INTEGER NOT NULL);"
	    "INSERT INTO schema_version VALUES (42);", NULL, NULL, NULL),
	    SQLITE_OK);
	sqlite3_close(db);
	s = store_open(path, &cause);
	ck_assert_ptr_null(s);
	ck_assert_ptr_nonnull(strstr(cause, "newer"));
	free(cause);
}
END_TEST

START_TEST(test_not_a_database)
{
	struct store	*s;
	FILE		*f;
	char		*cause = NULL;
	int		 i;

	f = fopen(path, "w");
	for (i = 0; i < 500; i++)
		fputs("garbage that is not sqlite ", f);
	fclose(f);
	s = store_open(path, &cause);
	ck_assert_ptr_null(s);
	ck_assert_ptr_nonnull(strstr(cause, "not a database"));
	free(cause);
}
END_TEST

START_TEST(test_foreign_tables_refused)
{
	struct store	*s;
	sqlite3		*db;
	char		*cause = NULL;

	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db, "CREATE TABLE other (x);", NULL,
	    NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
	s = store_open(path, &cause);
	ck_assert_ptr_null(s);
	ck_assert_ptr_nonnull(strstr(cause, "not a database of this server"));
	free(cause);
}
END_TEST

START_TEST(test_unopenable)
{
	char	*cause = NULL;

	ck_assert_ptr_null(store_open("/nonexistent/dir/x.db", &cause));
	ck_assert_ptr_nonnull(cause);
	free(cause);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("store");
	TCase	*tc = tcase_create("store");
	SRunner	*sr;
	int	 failed;

	tcase_add_checked_fixture(tc, setup, NULL);
	tcase_add_test(tc, test_round_trip);
	tcase_add_test(tc, test_name_unique_any_case);
	tcase_add_test(tc, test_items_round_trip);
	tcase_add_test(tc, test_items_move_by_uid);
	tcase_add_test(tc, test_uid_blocks);
	tcase_add_test(tc, test_migrate_items_to_uids);
	tcase_add_test(tc, test_save_unknown_id);
	tcase_add_test(tc, test_migrate_from_v1);
	tcase_add_test(tc, test_newer_schema_refused);
	tcase_add_test(tc, test_not_a_database);
	tcase_add_test(tc, test_foreign_tables_refused);
	tcase_add_test(tc, test_unopenable);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? 0 : 1);
}
