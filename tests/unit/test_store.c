/*
 * test_store.c: the SQLite store: records to rows and back, columns
 * checked, migration, bad files; and the game's map of a player's record
 * to the players row (game/save.c), every field through a real store.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "class.h"
#include "player.h"
#include "save.h"
#include "store.h"
#include "text.h"
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

/* The columns a new player is created with, as the first server did. */
static struct store_record
make_record(const char *name)
{
	struct store_record	rec;

	store_record_init(&rec);
	store_record_set_text(&rec, "name", name);
	store_record_set_text(&rec, "pwhash", "$argon2id$fake");
	store_record_set_text(&rec, "class", "mage");
	store_record_set_int(&rec, "level", 7);
	store_record_set_int(&rec, "role", 1);
	store_record_set_int(&rec, "room", 3001);
	store_record_set_int(&rec, "exp", 123456789012LL);
	store_record_set_text(&rec, "title", "the Caf\xc3\xa9 Owner");
	store_record_set_int(&rec, "created", 1700000000);
	store_record_set_int(&rec, "last_login", 1700000100);
	store_record_set_int(&rec, "played", 3600);
	return (rec);
}

/* A column's INTEGER value; fails the test if it has none. */
static int64_t
rec_int(const struct store_record *rec, const char *column)
{
	const struct store_value	*v = store_record_get(rec, column);

	ck_assert_msg(v != NULL, "no column %s", column);
	ck_assert_msg(v->type == STORE_INT, "%s is not INTEGER", column);
	return (v->i);
}

/* A column's TEXT value; fails the test if it has none. */
static const char *
rec_text(const struct store_record *rec, const char *column)
{
	const struct store_value	*v = store_record_get(rec, column);

	ck_assert_msg(v != NULL, "no column %s", column);
	ck_assert_msg(v->type == STORE_TEXT, "%s is not TEXT", column);
	return (v->text);
}

/* The columns of the players table, from the file itself. */
static int
table_columns(char names[][32], int max)
{
	sqlite3		*db;
	sqlite3_stmt	*st;
	int		 n = 0;

	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_prepare_v2(db, "PRAGMA table_info(players)",
	    -1, &st, NULL), SQLITE_OK);
	while (sqlite3_step(st) == SQLITE_ROW && n < max)
		snprintf(names[n++], 32, "%s", sqlite3_column_text(st, 1));
	sqlite3_finalize(st);
	sqlite3_close(db);
	return (n);
}

/*
 * The record helpers: set replaces (in any order, a record filled again
 * keeps its columns), names are exact, NULL text is "".
 */
START_TEST(test_record)
{
	struct store_record	rec;

	store_record_init(&rec);
	ck_assert_ptr_null(store_record_get(&rec, "level"));
	store_record_set_int(&rec, "level", 3);
	store_record_set_text(&rec, "title", NULL);
	store_record_set_int(&rec, "room", 3001);
	ck_assert_uint_eq(rec.n, 3);
	ck_assert_int_eq(rec_int(&rec, "level"), 3);
	ck_assert_str_eq(rec_text(&rec, "title"), "");
	ck_assert_ptr_null(store_record_get(&rec, "Title"));
	/* Again, in the same order and in another. */
	store_record_set_int(&rec, "level", 4);
	store_record_set_text(&rec, "title", "the Brave");
	store_record_set_int(&rec, "room", 3002);
	store_record_set_int(&rec, "room", 3003);
	store_record_set_text(&rec, "title", "the Bold");
	store_record_set_text(&rec, "level", "four");
	ck_assert_uint_eq(rec.n, 3);
	ck_assert_str_eq(rec_text(&rec, "level"), "four");
	ck_assert_str_eq(rec_text(&rec, "title"), "the Bold");
	ck_assert_int_eq(rec_int(&rec, "room"), 3003);
	store_record_set_int(&rec, "title", 1);
	ck_assert_int_eq(rec_int(&rec, "title"), 1);
	ck_assert_ptr_null(store_record_get(&rec, "title")->text);
	store_record_clear(&rec);
	ck_assert_uint_eq(rec.n, 0);
	ck_assert_ptr_null(store_record_get(&rec, "level"));
	store_record_set_int(&rec, "level", 5);
	ck_assert_int_eq(rec_int(&rec, "level"), 5);
	store_record_clear(&rec);
}
END_TEST

START_TEST(test_round_trip)
{
	struct store		*s;
	struct store_record	 a = make_record("Alice"), b;
	char			 cols[64][32];
	char			*cause = NULL;
	int			 ncols;

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	ck_assert_int_eq(store_schema_version(s), store_schema_latest());
	ck_assert_int_eq(store_count_players(s), 0);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	ck_assert_int_gt(a.id, 0);
	ck_assert_int_eq(store_count_players(s), 1);

	store_record_init(&b);
	ck_assert_int_eq(store_load_player(s, "aLiCe", &b, &cause), 1);
	ck_assert_int_eq(b.id, a.id);
	/* Every column of the row but the id, which is the record's. */
	ncols = table_columns(cols, 64);
	ck_assert_uint_eq(b.n, (size_t)ncols - 1);
	ck_assert_ptr_null(store_record_get(&b, "id"));
	ck_assert_str_eq(rec_text(&b, "name"), "Alice");
	ck_assert_str_eq(rec_text(&b, "pwhash"), "$argon2id$fake");
	ck_assert_str_eq(rec_text(&b, "class"), "mage");
	ck_assert_int_eq(rec_int(&b, "level"), 7);
	ck_assert_int_eq(rec_int(&b, "role"), 1);
	ck_assert_int_eq(rec_int(&b, "room"), 3001);
	ck_assert(rec_int(&b, "exp") == 123456789012LL);
	ck_assert_str_eq(rec_text(&b, "title"), "the Caf\xc3\xa9 Owner");
	ck_assert_int_eq(rec_int(&b, "created"), 1700000000);
	ck_assert_int_eq(rec_int(&b, "last_login"), 1700000100);
	ck_assert_int_eq(rec_int(&b, "played"), 3600);
	/* Columns not written have the schema's defaults. */
	ck_assert_int_eq(rec_int(&b, "max_hit"), 20);
	ck_assert_int_eq(rec_int(&b, "str"), 13);
	ck_assert_str_eq(rec_text(&b, "prompt"), "");
	store_record_set_int(&b, "hit", 7);
	store_record_set_int(&b, "max_hit", 55);
	store_record_set_int(&b, "mana", 3);
	store_record_set_int(&b, "max_mana", 140);
	store_record_set_int(&b, "move", 90);
	store_record_set_int(&b, "max_move", 110);
	store_record_set_int(&b, "gold", 1234567);
	store_record_set_int(&b, "str", 18);
	store_record_set_int(&b, "con", 9);
	store_record_set_int(&b, "position", 2);
	store_record_set_int(&b, "wimpy", 11);

	/* A save changes what the next load sees, after a reopen too. */
	store_record_set_int(&b, "level", 8);
	store_record_set_text(&b, "title", "'; DROP TABLE players; --");
	ck_assert_int_eq(store_save_player(s, &b, NULL, &cause), 0);
	store_close(s);
	s = store_open(path, &cause);
	ck_assert_ptr_nonnull(s);
	store_record_clear(&b);
	ck_assert_int_eq(store_load_player(s, "ALICE", &b, &cause), 1);
	ck_assert_int_eq(rec_int(&b, "level"), 8);
	ck_assert_str_eq(rec_text(&b, "title"), "'; DROP TABLE players; --");
	ck_assert_int_eq(rec_int(&b, "hit"), 7);
	ck_assert_int_eq(rec_int(&b, "max_hit"), 55);
	ck_assert_int_eq(rec_int(&b, "mana"), 3);
	ck_assert_int_eq(rec_int(&b, "max_mana"), 140);
	ck_assert_int_eq(rec_int(&b, "move"), 90);
	ck_assert_int_eq(rec_int(&b, "max_move"), 110);
	ck_assert(rec_int(&b, "gold") == 1234567);
	ck_assert_int_eq(rec_int(&b, "str"), 18);
	ck_assert_int_eq(rec_int(&b, "con"), 9);
	ck_assert_int_eq(rec_int(&b, "position"), 2);
	ck_assert_int_eq(rec_int(&b, "wimpy"), 11);
	ck_assert_int_eq(store_count_players(s), 1);
	/* No such player: 0, and the record is left as it was. */
	ck_assert_int_eq(store_load_player(s, "Nobody", &b, &cause), 0);
	ck_assert_str_eq(rec_text(&b, "name"), "Alice");

	/* A save of some columns leaves the others alone; any case. */
	store_record_clear(&a);
	a.id = b.id;
	store_record_set_int(&a, "Gold", 5);
	ck_assert_int_eq(store_save_player(s, &a, NULL, &cause), 0);
	store_record_clear(&b);
	ck_assert_int_eq(store_load_player(s, "alice", &b, &cause), 1);
	ck_assert_int_eq(rec_int(&b, "gold"), 5);
	ck_assert_int_eq(rec_int(&b, "level"), 8);

	store_record_clear(&a);
	store_record_clear(&b);
	store_close(s);
}
END_TEST

/*
 * The columns come from the game: one the players table does not have,
 * the id, a name that is SQL, or a value of the wrong type is refused with
 * a cause naming it, and nothing of the save or create is written.
 */
START_TEST(test_unknown_column_refused)
{
	struct store		*s;
	struct store_record	 a = make_record("Ann"), b = make_record("Ben");
	struct store_record	 back;
	const struct store_record *recs[2];
	struct player_items	 items = { 0 }, out = { 0 };
	const struct player_items *its[2];
	struct player_item	 it = { .uid = 7, .vnum = 3010, .parent = -1,
	    .worn = -1, .values = { 0 } };
	char			*cause = NULL;

	s = store_open(path, &cause);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	ck_assert_int_eq(store_create_player(s, &b, &cause), 0);
	store_record_init(&back);

	/* A misspelt column: refused, the good one beside it not written. */
	store_record_set_int(&a, "level", 9);
	store_record_set_int(&a, "levle", 3);
	player_items_add(&items, &it);
	ck_assert_int_eq(store_save_player(s, &a, &items, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "no column \"levle\""));
	free(cause);
	cause = NULL;
	ck_assert_int_eq(store_load_player(s, "Ann", &back, &cause), 1);
	ck_assert_int_eq(rec_int(&back, "level"), 7);
	ck_assert_int_eq(store_load_items(s, a.id, &out, &cause), 0);
	ck_assert_uint_eq(out.n, 0);

	/* With another player in one transaction: neither is written. */
	store_record_clear(&a);
	a = make_record("Ann");
	a.id = back.id;
	store_record_set_int(&a, "level", 9);
	store_record_set_int(&b, "wimpy", 4);
	store_record_set_int(&b, "level = 99, role", 2);
	recs[0] = &a;
	recs[1] = &b;
	its[0] = &items;
	its[1] = NULL;
	ck_assert_int_eq(store_save_players(s, recs, its, 2, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "level = 99, role"));
	free(cause);
	cause = NULL;
	ck_assert_int_eq(store_load_player(s, "Ann", &back, &cause), 1);
	ck_assert_int_eq(rec_int(&back, "level"), 7);
	ck_assert_int_eq(store_load_items(s, a.id, &out, &cause), 0);
	ck_assert_uint_eq(out.n, 0);
	ck_assert_int_eq(store_load_player(s, "Ben", &back, &cause), 1);
	ck_assert_int_eq(rec_int(&back, "level"), 7);
	ck_assert_int_eq(rec_int(&back, "role"), 1);
	ck_assert_int_eq(rec_int(&back, "wimpy"), 0);

	/* A column twice, in two cases: the table's names have no case. */
	store_record_clear(&b);
	b.id = back.id;
	store_record_set_int(&b, "level", 9);
	store_record_set_int(&b, "LEVEL", 8);
	ck_assert_int_eq(store_save_player(s, &b, NULL, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "twice"));
	free(cause);
	cause = NULL;

	/* The id is the record's, not a column; types must match. */
	store_record_clear(&b);
	b.id = back.id;
	store_record_set_int(&b, "id", 1);
	ck_assert_int_eq(store_save_player(s, &b, NULL, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "\"id\""));
	free(cause);
	cause = NULL;
	store_record_clear(&b);
	b.id = back.id;
	store_record_set_text(&b, "level", "99");
	ck_assert_int_eq(store_save_player(s, &b, NULL, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "level"));
	ck_assert_ptr_nonnull(strstr(cause, "INTEGER"));
	free(cause);
	cause = NULL;
	store_record_clear(&b);
	b.id = back.id;
	ck_assert_int_eq(store_save_player(s, &b, NULL, &cause), -1);
	free(cause);
	cause = NULL;
	ck_assert_int_eq(store_load_player(s, "Ben", &back, &cause), 1);
	ck_assert_int_eq(rec_int(&back, "level"), 7);

	/* A create with an unknown column creates nothing. */
	store_record_clear(&b);
	b = make_record("Cat");
	store_record_set_int(&b, "charisma", 12);
	ck_assert_int_eq(store_create_player(s, &b, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "charisma"));
	free(cause);
	cause = NULL;
	ck_assert_int_eq(b.id, 0);
	ck_assert_int_eq(store_count_players(s), 2);
	ck_assert_int_eq(store_load_player(s, "Cat", &back, &cause), 0);

	/* And the store is still usable: no transaction was left open. */
	store_record_clear(&a);
	a.id = back.id;
	store_record_set_int(&a, "level", 10);
	ck_assert_int_eq(store_save_player(s, &a, NULL, &cause), 0);

	player_items_clear(&items);
	player_items_clear(&out);
	store_record_clear(&a);
	store_record_clear(&b);
	store_record_clear(&back);
	store_close(s);
}
END_TEST

/*
 * Saves of more sets of columns than the store keeps prepared, in turn:
 * each writes its own columns.
 */
START_TEST(test_many_column_sets)
{
	static const char *const cols[] = { "hit", "mana", "move", "gold",
	    "wimpy", "room" };
	struct store		*s;
	struct store_record	 a = make_record("Dee"), back;
	char			*cause = NULL;
	int			 round, i, j;

	s = store_open(path, &cause);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	store_record_init(&back);
	for (round = 1; round <= 3; round++) {
		for (i = 0; i < 6; i++) {
			/* Columns 0..i, so six different sets. */
			store_record_clear(&a);
			a.id = 1;
			for (j = 0; j <= i; j++)
				store_record_set_int(&a, cols[j],
				    round * 100 + i * 10 + j);
			ck_assert_int_eq(store_save_player(s, &a, NULL,
			    &cause), 0);
			ck_assert_int_eq(store_load_player(s, "Dee", &back,
			    &cause), 1);
			for (j = 0; j <= i; j++)
				ck_assert_int_eq(rec_int(&back, cols[j]),
				    round * 100 + i * 10 + j);
		}
	}
	store_record_clear(&a);
	store_record_clear(&back);
	store_close(s);
}
END_TEST

/* Objects, nested, saved with the player and loaded in order. */
START_TEST(test_items_round_trip)
{
	struct store		*s;
	struct store_record	 a = make_record("Ivy"), b = make_record("Jon");
	struct player_items	 items = { 0 }, back = { 0 }, none = { 0 };
	const struct store_record *recs[2];
	const struct player_items *its[2];
	struct player_item	 it = { .uid = 11, .vnum = 3010, .parent = -1,
	    .worn = -1, .values = { 0, 5, -1, 0, 0 } };
	char			*cause = NULL;

	s = store_open(path, &cause);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	ck_assert_int_eq(store_create_player(s, &b, &cause), 0);
	player_items_add(&items, &it);		/* a bag */
	it.uid = 12;
	it.vnum = 3012;
	it.parent = 0;				/* a coin in the bag */
	it.timer = 37;				/* that crumbles */
	player_items_add(&items, &it);
	it.timer = 0;
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
	ck_assert_int_eq(back.list[1].timer, 37);
	ck_assert_int_eq(back.list[0].timer, 0);
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
	recs[0] = &a;
	recs[1] = &b;
	its[0] = &none;
	its[1] = &items;
	ck_assert_int_eq(store_save_players(s, recs, its, 2, &cause), 0);
	ck_assert_int_eq(store_load_items(s, a.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 0);
	ck_assert_int_eq(store_load_items(s, b.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 3);
	player_items_clear(&back);

	/* A failure half way rolls back both: Jon's id is wrong. */
	b.id = 9999;
	its[0] = &items;
	its[1] = &none;
	ck_assert_int_eq(store_save_players(s, recs, its, 2, &cause), -1);
	free(cause);
	ck_assert_int_eq(store_load_items(s, a.id, &back, &cause), 0);
	ck_assert_uint_eq(back.n, 0);
	player_items_clear(&back);

	player_items_clear(&items);
	store_record_clear(&a);
	store_record_clear(&b);
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
	struct store_record	 a = make_record("Ivy"), b = make_record("Jon");
	struct player_items	 ivy = { 0 }, jon = { 0 }, back = { 0 };
	struct player_item	 bag = { .uid = 100, .vnum = 3010, .parent = -1,
	    .worn = -1, .values = { 0 } };
	struct player_item	 coin = { .uid = 101, .vnum = 3012, .parent = 0,
	    .worn = -1, .values = { 0 } };
	struct player_item	 helm = { .uid = 102, .vnum = 3014, .parent = -1,
	    .worn = 4, .values = { 0 } };
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
	store_record_clear(&a);
	store_record_clear(&b);
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
	struct store_record	 a = make_record("Bob"), b = make_record("BOB");
	char			*cause = NULL;

	s = store_open(path, &cause);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	ck_assert_int_eq(store_create_player(s, &b, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_ptr_nonnull(strstr(cause, "UNIQUE"));
	free(cause);
	ck_assert_int_eq(b.id, 0);
	ck_assert_int_eq(store_count_players(s), 1);
	/* The failed insert left no transaction open: saves still work. */
	ck_assert_int_eq(store_save_player(s, &a, NULL, &cause), 0);
	store_record_clear(&a);
	store_record_clear(&b);
	store_close(s);
}
END_TEST

START_TEST(test_save_unknown_id)
{
	struct store		*s;
	struct store_record	 a = make_record("Carol");
	char			*cause = NULL;

	s = store_open(path, &cause);
	a.id = 999;
	ck_assert_int_eq(store_save_player(s, &a, NULL, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "not in the database"));
	ck_assert_ptr_nonnull(strstr(cause, "Carol"));
	free(cause);
	store_record_clear(&a);
	store_close(s);
}
END_TEST

/* A database left by the first version of the server is brought forward. */
START_TEST(test_migrate_from_v1)
{
	struct store		*s;
	struct store_record	 rec;
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
	ck_assert_int_eq(store_schema_version(s), store_schema_latest());
	store_record_init(&rec);
	ck_assert_int_eq(store_load_player(s, "oldtimer", &rec, &cause), 1);
	ck_assert_str_eq(rec_text(&rec, "pwhash"), "$argon2id$old");
	ck_assert_int_eq(rec_int(&rec, "created"), 1600000000);
	ck_assert_int_eq(rec_int(&rec, "level"), 1);
	ck_assert_str_eq(rec_text(&rec, "class"), "warrior");
	ck_assert_str_eq(rec_text(&rec, "title"), "");
	/* The columns the migrations added are known to saves. */
	store_record_set_int(&rec, "level", 2);
	store_record_set_int(&rec, "prefs", 3);
	ck_assert_int_eq(store_save_player(s, &rec, NULL, &cause), 0);
	store_record_clear(&rec);
	store_close(s);
}
END_TEST

/* Every field the game maps, set to something no default has. */
static void
odd_player(struct player_data *pd, const char *name, int k)
{
	int	i;

	player_data_init(pd);
	snprintf(pd->name, sizeof pd->name, "%s", name);
	free(pd->pwhash);
	xasprintf(&pd->pwhash, "$argon2id$%d", k);
	snprintf(pd->class_name, sizeof pd->class_name, "cleric%d", k);
	pd->level = 40 + k;
	pd->role = ROLE_ADMIN;
	pd->room = 3000 + k;
	pd->exp = 9000000000LL + k;
	free(pd->title);
	xasprintf(&pd->title, "the 'quoted' \"%d\"", k);
	pd->created = 1600000000 + k;
	pd->last_login = 1700000000 + k;
	pd->played = 5000000000LL + k;
	pd->hit = 101 + k;
	pd->max_hit = 202 + k;
	pd->mana = 303 + k;
	pd->max_mana = 404 + k;
	pd->move = 505 + k;
	pd->max_move = 606 + k;
	pd->gold = 7000000000LL + k;
	for (i = 0; i < 5; i++)
		pd->stats[i] = 20 + i + k;
	pd->position = 1 + k % 2;
	pd->wimpy = 17 + k;
	pd->prefs = PREF_BRIEF | PREF_NO_GOSSIP;
	free(pd->prompt);
	xasprintf(&pd->prompt, "<%%h %d>", k);
	pd->food = 10 + k;
	pd->water = 20 + k;
	pd->practices = 3 + k;
	pd->learned[SK_KICK] = (unsigned char)(40 + k);
	pd->learned[SK_SECOND_ATTACK] = 7;
	pd->learned[SK_MAGIC_MISSILE] = 100;
	pd->channels = 5 + k;
	free(pd->ignored);
	xasprintf(&pd->ignored, "Bob Carol%d", k);
	pd->mail_since = 1650000000 + k;
	pd->mail_sent = 4 + k;
}

static void
same_player(const struct player_data *a, const struct player_data *b)
{
	int	i;

	ck_assert_int_eq(a->id, b->id);
	ck_assert_str_eq(a->name, b->name);
	ck_assert_str_eq(a->pwhash, b->pwhash);
	ck_assert_str_eq(a->class_name, b->class_name);
	ck_assert_int_eq(a->level, b->level);
	ck_assert_int_eq(a->role, b->role);
	ck_assert_int_eq(a->room, b->room);
	ck_assert(a->exp == b->exp);
	ck_assert_str_eq(a->title, b->title);
	ck_assert(a->created == b->created);
	ck_assert(a->last_login == b->last_login);
	ck_assert(a->played == b->played);
	ck_assert_int_eq(a->hit, b->hit);
	ck_assert_int_eq(a->max_hit, b->max_hit);
	ck_assert_int_eq(a->mana, b->mana);
	ck_assert_int_eq(a->max_mana, b->max_mana);
	ck_assert_int_eq(a->move, b->move);
	ck_assert_int_eq(a->max_move, b->max_move);
	ck_assert(a->gold == b->gold);
	for (i = 0; i < 5; i++)
		ck_assert_int_eq(a->stats[i], b->stats[i]);
	ck_assert_int_eq(a->position, b->position);
	ck_assert_int_eq(a->wimpy, b->wimpy);
	ck_assert_int_eq(a->prefs, b->prefs);
	ck_assert_str_eq(a->prompt, b->prompt);
	ck_assert_int_eq(a->food, b->food);
	ck_assert_int_eq(a->water, b->water);
	ck_assert_int_eq(a->practices, b->practices);
	ck_assert(memcmp(a->learned, b->learned, sizeof a->learned) == 0);
	ck_assert_int_eq(a->channels, b->channels);
	ck_assert_str_eq(a->ignored, b->ignored);
	ck_assert(a->mail_since == b->mail_since);
	ck_assert_int_eq(a->mail_sent, b->mail_sent);
}

/*
 * The game's map (game/save.c), through a real store: every field of a
 * player's record is created, saved and loaded back as it was, and the
 * map names every column of the players table.
 */
START_TEST(test_map_round_trip)
{
	struct store		*s;
	struct player_data	 pd, back;
	struct store_record	 rec;
	const struct store_record *recs[1];
	char			 cols[64][32];
	char			*cause = NULL;
	int			 i, ncols;

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);

	/* Created with every field, loaded back with every field. */
	odd_player(&pd, "Mapped", 1);
	ck_assert_int_eq(save_create_player(s, &pd, &cause), 0);
	ck_assert_int_gt(pd.id, 0);
	player_data_init(&back);
	ck_assert_int_eq(save_load_player(s, "MAPPED", &back, &cause), 1);
	same_player(&pd, &back);
	player_data_clear(&back);

	/*
	 * Then every field changed and saved, as char_save does: all
	 * but the name and the creation time, which a save never changes.
	 */
	i = (int)pd.id;
	player_data_clear(&pd);
	odd_player(&pd, "MAPPED", 2);
	pd.id = i;
	store_record_init(&rec);
	save_to_record(&pd, &rec, 0);
	ck_assert_ptr_null(store_record_get(&rec, "name"));
	ck_assert_ptr_null(store_record_get(&rec, "created"));
	recs[0] = &rec;
	ck_assert_int_eq(store_save_players(s, recs, NULL, 1, &cause), 0);
	store_close(s);
	s = store_open(path, &cause);
	player_data_init(&back);
	ck_assert_int_eq(save_load_player(s, "mapped", &back, &cause), 1);
	ck_assert_str_eq(back.name, "Mapped");
	ck_assert(back.created == 1600000001);
	text_strlcpy(pd.name, "Mapped", sizeof pd.name);
	pd.created = 1600000001;
	same_player(&pd, &back);
	ck_assert_int_eq(save_load_player(s, "Nobody", &back, &cause), 0);

	/* The map names every column of players but the id. */
	ncols = table_columns(cols, 64);
	ck_assert_uint_eq(rec.n, (size_t)ncols - 3);
	store_record_clear(&rec);
	save_to_record(&pd, &rec, 1);
	ck_assert_uint_eq(rec.n, (size_t)ncols - 1);
	for (i = 0; i < ncols; i++) {
		if (strcmp(cols[i], "id") != 0)
			ck_assert_msg(store_record_get(&rec, cols[i]) != NULL,
			    "column %s is not mapped", cols[i]);
	}

	/* A row without a mapped column is refused; pd is left alone. */
	ck_assert_int_eq(store_load_player(s, "Mapped", &rec, &cause), 1);
	store_record_set_text(&rec, "level", "high");
	ck_assert_int_eq(save_from_record(&rec, &back, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "level"));
	free(cause);
	cause = NULL;
	same_player(&pd, &back);

	store_record_clear(&rec);
	player_data_clear(&pd);
	player_data_clear(&back);
	store_close(s);
}
END_TEST

/* A message with these fields, for store_msg_add. */
static struct store_message
make_message(const char *author, int64_t posted, const char *subject,
    const char *body)
{
	struct store_message	m;

	memset(&m, 0, sizeof m);
	m.author = xstrdup(author);
	m.posted = posted;
	m.subject = xstrdup(subject);
	m.body = xstrdup(body);
	return (m);
}

/*
 * Notes on boards and letters in mailboxes: each box apart, oldest first,
 * counted (by author too), read with the body, deleted and (letters)
 * marked seen; all there after the file is closed and opened again. A
 * letter for no player is refused.
 */
START_TEST(test_messages)
{
	struct store		*s;
	struct store_message	 m;
	struct store_messages	 ms = { 0 };
	struct player_data	 pd;
	char			*cause = NULL;
	int64_t			 first = 0, alice;
	int			 i;

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	player_data_init(&pd);
	text_strlcpy(pd.name, "Alice", sizeof pd.name);
	ck_assert_int_eq(save_create_player(s, &pd, &cause), 0);
	alice = pd.id;
	player_data_clear(&pd);

	for (i = 0; i < 3; i++) {
		char	subject[32];

		snprintf(subject, sizeof subject, "Note %d", i);
		m = make_message(i == 1 ? "Bob" : "Carol", 1000 + i, subject,
		    "line one\nline 'two'");
		ck_assert_int_eq(store_msg_add(s, STORE_BOARD, 3028, &m,
		    &cause), 0);
		ck_assert_int_gt(m.id, 0);
		if (i == 0)
			first = m.id;
		store_message_clear(&m);
	}
	m = make_message("Dora", 5, "Elsewhere", "another board");
	ck_assert_int_eq(store_msg_add(s, STORE_BOARD, 3029, &m, &cause), 0);
	store_message_clear(&m);
	ck_assert_int_eq(store_msg_count(s, STORE_BOARD, 3028, NULL, &cause),
	    3);
	ck_assert_int_eq(store_msg_count(s, STORE_BOARD, 3028, "carol",
	    &cause), 2);
	ck_assert_int_eq(store_msg_count(s, STORE_BOARD, 1, NULL, &cause), 0);

	/* A letter: the box is a player's id, which must exist. */
	m = make_message("Bob", 2000, "Hello", "Dear Alice,\nhi.");
	ck_assert_int_eq(store_msg_add(s, STORE_MAIL, alice, &m, &cause), 0);
	store_message_clear(&m);
	m = make_message("Bob", 2000, "Lost", "to no one");
	ck_assert_int_eq(store_msg_add(s, STORE_MAIL, alice + 100, &m,
	    &cause), -1);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	cause = NULL;
	store_message_clear(&m);
	store_close(s);

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	ck_assert_int_eq(store_msg_list(s, STORE_BOARD, 3028, 2, &ms, &cause),
	    0);
	ck_assert_uint_eq(ms.n, 2);			/* at most max */
	ck_assert(ms.list[0].id == first);
	ck_assert_str_eq(ms.list[0].author, "Carol");
	ck_assert_str_eq(ms.list[1].author, "Bob");
	ck_assert_str_eq(ms.list[1].subject, "Note 1");
	ck_assert(ms.list[1].posted == 1001);
	ck_assert_ptr_null(ms.list[1].body);
	ck_assert_int_eq(store_msg_read(s, STORE_BOARD, 3028, ms.list[1].id,
	    &m, &cause), 1);
	ck_assert_str_eq(m.body, "line one\nline 'two'");
	store_message_clear(&m);
	/* A note is read from its own board only. */
	ck_assert_int_eq(store_msg_read(s, STORE_BOARD, 3029, ms.list[1].id,
	    &m, &cause), 0);
	ck_assert_int_eq(store_msg_delete(s, STORE_BOARD, 3029, ms.list[1].id,
	    &cause), 0);
	ck_assert_int_eq(store_msg_delete(s, STORE_BOARD, 3028, ms.list[1].id,
	    &cause), 1);
	ck_assert_int_eq(store_msg_count(s, STORE_BOARD, 3028, NULL, &cause),
	    2);
	/* Boards keep no mark of what was read. */
	ck_assert_int_eq(store_msg_seen(s, STORE_BOARD, 3028, first, &cause),
	    -1);
	free(cause);
	cause = NULL;
	store_messages_clear(&ms);

	ck_assert_int_eq(store_msg_list(s, STORE_MAIL, alice, 50, &ms, &cause),
	    0);
	ck_assert_uint_eq(ms.n, 1);
	ck_assert_int_eq(ms.list[0].seen, 0);
	ck_assert_int_eq(store_msg_seen(s, STORE_MAIL, alice, ms.list[0].id,
	    &cause), 1);
	first = ms.list[0].id;
	store_messages_clear(&ms);
	ck_assert_int_eq(store_msg_read(s, STORE_MAIL, alice, first, &m,
	    &cause), 1);
	ck_assert_int_eq(m.seen, 1);
	ck_assert_str_eq(m.author, "Bob");
	ck_assert_str_eq(m.body, "Dear Alice,\nhi.");
	store_message_clear(&m);
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

/* The game's state by name: absent, written, rewritten, kept on reopen. */
START_TEST(test_game_state)
{
	struct store	*s;
	char		*cause = NULL;
	int64_t		 v = -1;

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	ck_assert_int_eq(store_get_state(s, "calendar_hours", &v, &cause), 0);
	ck_assert_int_eq(v, -1);
	ck_assert_int_eq(store_set_state(s, "calendar_hours", 7, &cause), 0);
	ck_assert_int_eq(store_set_state(s, "calendar_hours", 1LL << 40,
	    &cause), 0);
	ck_assert_int_eq(store_set_state(s, "weather", 2, &cause), 0);
	store_close(s);
	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	ck_assert_int_eq(store_get_state(s, "calendar_hours", &v, &cause), 1);
	ck_assert_int_eq(v, 1LL << 40);
	ck_assert_int_eq(store_get_state(s, "weather", &v, &cause), 1);
	ck_assert_int_eq(v, 2);
	ck_assert_int_eq(store_get_state(s, "Weather", &v, &cause), 0);
	store_close(s);
}
END_TEST

/*
 * The log is copied into the database by the store's own thread: after
 * many saves and a kick, its checkpoints report pages copied, and what
 * was saved is there after a reopen.
 */
START_TEST(test_checkpoint_thread)
{
	struct store		*s;
	struct store_record	 a = make_record("Wendy"), b;
	unsigned long long	 runs = 0, frames = 0;
	char			*cause = NULL, title[64];
	int			 i, tries;

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	ck_assert_int_eq(store_create_player(s, &a, &cause), 0);
	for (i = 0; i < 200; i++) {
		snprintf(title, sizeof title, "the %dth", i);
		store_record_set_text(&a, "title", title);
		ck_assert_int_eq(store_save_player(s, &a, NULL, &cause), 0);
	}
	/* A generous deadline: the thread runs when the machine lets it. */
	for (tries = 0; tries < 3000 && frames == 0; tries++) {
		store_checkpoint_kick(s);
		usleep(10000);
		store_checkpoint_stats(s, &runs, &frames);
	}
	ck_assert_uint_gt(runs, 0);
	ck_assert_uint_gt(frames, 0);
	store_close(s);

	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	store_record_init(&b);
	ck_assert_int_eq(store_load_player(s, "Wendy", &b, &cause), 1);
	ck_assert_str_eq(rec_text(&b, "title"), "the 199th");
	store_record_clear(&b);
	store_record_clear(&a);
	store_close(s);
}
END_TEST

/*
 * A flood of routine audit rows never takes consequential ones younger
 * than the days kept; older ones go past keep, and routine ones past keep.
 */
START_TEST(test_audit_consequential_kept)
{
	struct store		*s;
	struct store_audits	 as = { 0 };
	struct store_audit	 row;
	char			*cause = NULL;
	const int64_t		 now = 1000000000, day = 86400;
	size_t			 i, cons = 0, old = 0, routine = 0;

	s = store_open(path, &cause);
	ck_assert_ptr_nonnull(s);
	memset(&row, 0, sizeof row);
	row.actor = (char *)"Ada";
	row.args = (char *)"Pat";
	/* 50 consequential rows 100 days old, 50 of yesterday. */
	row.consequential = 1;
	row.command = (char *)"ban";
	for (i = 0; i < 100; i++) {
		row.at = i < 50 ? now - 100 * day : now - day;
		ck_assert_int_eq(store_audit_add(s, &row, 10, now - 90 * day,
		    &cause), 0);
	}
	/* Then 5,000 routine ones, keeping 10. */
	row.consequential = 0;
	row.command = (char *)"goto";
	row.at = now;
	for (i = 0; i < 5000; i++)
		ck_assert_int_eq(store_audit_add(s, &row, 10, now - 90 * day,
		    &cause), 0);
	/* More consequential: the old ones past keep go, not the new. */
	row.consequential = 1;
	row.command = (char *)"promote";
	row.outcome = (char *)"refused: no";
	for (i = 0; i < STORE_AUDIT_TRIM; i++)
		ck_assert_int_eq(store_audit_add(s, &row, 10, now - 90 * day,
		    &cause), 0);
	ck_assert_int_eq(store_audit_list(s, NULL, 100000, &as, &cause), 0);
	for (i = 0; i < as.n; i++) {
		if (!as.list[i].consequential)
			routine++;
		else if (as.list[i].at < now - 90 * day)
			old++;
		else
			cons++;
	}
	ck_assert_uint_eq(cons, 50 + STORE_AUDIT_TRIM);
	ck_assert_uint_eq(old, 0);
	ck_assert_uint_le(routine, 10 + STORE_AUDIT_TRIM);
	ck_assert_str_eq(as.list[as.n - 1].outcome, "refused: no");
	store_audits_clear(&as);
	store_close(s);
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
	tcase_add_test(tc, test_record);
	tcase_add_test(tc, test_round_trip);
	tcase_add_test(tc, test_checkpoint_thread);
	tcase_add_test(tc, test_unknown_column_refused);
	tcase_add_test(tc, test_many_column_sets);
	tcase_add_test(tc, test_name_unique_any_case);
	tcase_add_test(tc, test_items_round_trip);
	tcase_add_test(tc, test_items_move_by_uid);
	tcase_add_test(tc, test_uid_blocks);
	tcase_add_test(tc, test_game_state);
	tcase_add_test(tc, test_migrate_items_to_uids);
	tcase_add_test(tc, test_save_unknown_id);
	tcase_add_test(tc, test_migrate_from_v1);
	tcase_add_test(tc, test_map_round_trip);
	tcase_add_test(tc, test_messages);
	tcase_add_test(tc, test_newer_schema_refused);
	tcase_add_test(tc, test_not_a_database);
	tcase_add_test(tc, test_foreign_tables_refused);
	tcase_add_test(tc, test_unopenable);
	tcase_add_test(tc, test_audit_consequential_kept);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? 0 : 1);
}
