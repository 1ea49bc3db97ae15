/*
 * test_backup.c: copies of the database with SQLite's backup API (a
 * thread, or steps on the game's connection), their rotation, restore,
 * and the lock that keeps a second server (or a restore) off a database.
 */
#include <sys/stat.h>
#include <sys/wait.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "check_main.h"
#include "store.h"
#include "store-backup.h"
#include "store-lock.h"
#include "store-stats.h"
#include "xmalloc.h"

static char	dir[] = "/tmp/test_backup.XXXXXX";
static char	sub[300];
static int	nsub;

static void
setup(void)
{
	static int	made;

	if (!made++ && mkdtemp(dir) == NULL)
		abort();
	snprintf(sub, sizeof sub, "%s/%d", dir, ++nsub);
	ck_assert_int_eq(mkdir(sub, 0700), 0);
}

static void
touch(const char *name)
{
	char	path[600];
	FILE	*f;

	snprintf(path, sizeof path, "%s/%s", sub, name);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs("x", f);
	fclose(f);
}

static int
exists(const char *name)
{
	char	path[600];

	snprintf(path, sizeof path, "%s/%s", sub, name);
	return (access(path, F_OK) == 0);
}

/* The columns a new player is created with. */
static void
fill(struct store_record *rec, const char *name)
{
	store_record_init(rec);
	store_record_set_text(rec, "name", name);
	store_record_set_text(rec, "pwhash", "$argon2id$fake");
	store_record_set_text(rec, "class", "mage");
	store_record_set_int(rec, "level", 7);
	store_record_set_int(rec, "role", 1);
	store_record_set_int(rec, "room", 3001);
	store_record_set_int(rec, "created", 1700000000);
	store_record_set_int(rec, "last_login", 1700000100);
	store_record_set_int(rec, "played", 3600);
}

/* A store at sub/NAME with n players. */
static struct store *
store_with(const char *name, int n)
{
	struct store		*s;
	struct store_record	 rec;
	char			 path[600], pname[16], *cause = NULL;
	int			 i;

	snprintf(path, sizeof path, "%s/%s", sub, name);
	s = store_open(path, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	for (i = 0; i < n; i++) {
		snprintf(pname, sizeof pname, "P%c%c%c", 'a' + i / 676,
		    'a' + i / 26 % 26, 'a' + i % 26);
		fill(&rec, pname);
		/* Long enough that the copy spans many pages. */
		store_record_set_text(&rec, "title",
		    "the Very Long Title That Fills A Page Or Two Of The "
		    "Database When There Are Many Of Them, Again And Again");
		ck_assert_msg(store_create_player(s, &rec, &cause) == 0, "%s",
		    cause);
		store_record_clear(&rec);
	}
	return (s);
}

/* The newest keep copies stay; other files are not touched. */
START_TEST(test_rotate_keeps_the_newest)
{
	char	*cause = NULL, name[64];
	int	 i;

	for (i = 1; i <= 10; i++) {
		snprintf(name, sizeof name, "mud-202401%02d-120000-000.db", i);
		touch(name);
	}
	touch("mud-20240120-120000-000.db.tmp");	/* one under way */
	touch("other.db");
	touch("mud-notes.txt");
	ck_assert_int_eq(store_backup_rotate(sub, "mud-", 3, &cause), 7);
	for (i = 1; i <= 10; i++) {
		snprintf(name, sizeof name, "mud-202401%02d-120000-000.db", i);
		ck_assert_int_eq(exists(name), i > 7);
	}
	ck_assert(exists("mud-20240120-120000-000.db.tmp"));
	ck_assert(exists("other.db"));
	ck_assert(exists("mud-notes.txt"));
	/* Again: nothing more to remove. */
	ck_assert_int_eq(store_backup_rotate(sub, "mud-", 3, &cause), 0);
	/* Fewer than keep: nothing removed. */
	ck_assert_int_eq(store_backup_rotate(sub, "mud-", 50, &cause), 0);
	ck_assert(exists("mud-20240108-120000-000.db"));
}
END_TEST

/* Milliseconds in the name keep two copies of one second in order. */
START_TEST(test_rotate_orders_by_the_whole_stamp)
{
	char	*cause = NULL;

	touch("mud-20240101-120000-999.db");
	touch("mud-20240101-120001-000.db");
	touch("mud-20231231-235959-500.db");
	ck_assert_int_eq(store_backup_rotate(sub, "mud-", 1, &cause), 2);
	ck_assert(exists("mud-20240101-120001-000.db"));
	ck_assert(!exists("mud-20240101-120000-999.db"));
}
END_TEST

START_TEST(test_rotate_missing_dir)
{
	char	*cause = NULL;

	ck_assert_int_eq(store_backup_rotate("/nonexistent/backups", "mud-",
	    3, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "/nonexistent/backups"));
	free(cause);
}
END_TEST

/* Run a copy to its end; the number of calls it took. */
static int
run_copy(struct store_backup *b)
{
	char	*cause = NULL;
	int	 rc, calls = 0;

	while ((rc = store_backup_step(b, &cause)) == 0) {
		calls++;
		if (calls % 64 == 0)
			usleep(1000);		/* a thread's turn */
		ck_assert_int_lt(calls, 10000000);
	}
	ck_assert_msg(rc == 1, "copy failed: %s", cause);
	return (calls);
}

static void
check_copy(const char *name, long long want)
{
	char		 path[600], *cause = NULL;
	long long	 players;
	int		 version;

	snprintf(path, sizeof path, "%s/%s", sub, name);
	ck_assert_msg(store_backup_check(path, &version, &players, &cause) ==
	    0, "%s", cause);
	ck_assert_int_eq(version, store_schema_latest());
	ck_assert_int_eq(players, want);
}

START_TEST(test_thread_copy)
{
	struct store		*s = store_with("live.db", 300);
	struct store_backup	*b;
	char			 dest[600], *cause = NULL;
	uint64_t		 before = store_stats.backups;
	int			 done, total;

	snprintf(dest, sizeof dest, "%s/mud-1.db", sub);
	b = store_backup_begin(s, dest, STORE_BACKUP_THREAD, 0, NULL, 0,
	    &cause);
	ck_assert_msg(b != NULL, "%s", cause);
	run_copy(b);
	store_backup_progress(b, &done, &total);
	ck_assert_int_gt(total, 1);
	ck_assert_int_eq(done, total);
	ck_assert_uint_gt(store_backup_bytes(b), 4096);
	store_backup_free(b);
	ck_assert(!exists("mud-1.db.tmp"));
	check_copy("mud-1.db", 300);
	ck_assert_uint_eq(store_stats.backups, before + 1);
	store_close(s);
}
END_TEST

/*
 * In steps a page at a time, and a player created between two steps
 * through the same connection is in the copy: SQLite updates it.
 */
START_TEST(test_steps_copy_sees_saves_between_steps)
{
	struct store		*s = store_with("live.db", 300);
	struct store_backup	*b;
	struct store_record	 rec;
	char			 dest[600], *cause = NULL;
	int			 done, total;

	snprintf(dest, sizeof dest, "%s/mud-2.db", sub);
	b = store_backup_begin(s, dest, STORE_BACKUP_STEPS, 1, NULL, 0, &cause);
	ck_assert_msg(b != NULL, "%s", cause);
	ck_assert_int_eq(store_backup_step(b, &cause), 0);
	store_backup_progress(b, &done, &total);
	ck_assert_int_eq(done, 1);
	ck_assert_int_gt(total, 5);
	ck_assert(exists("mud-2.db.tmp"));
	ck_assert(!exists("mud-2.db"));		/* only once whole */
	fill(&rec, "Latecomer");
	ck_assert_int_eq(store_create_player(s, &rec, &cause), 0);
	store_record_clear(&rec);
	ck_assert_int_ge(run_copy(b), total - 2);
	store_backup_free(b);
	ck_assert(!exists("mud-2.db.tmp"));
	check_copy("mud-2.db", 301);
	store_close(s);
}
END_TEST

/* A copy abandoned half way leaves nothing behind. */
START_TEST(test_abandoned_copy_leaves_nothing)
{
	struct store		*s = store_with("live.db", 200);
	struct store_backup	*b;
	char			 dest[600], *cause = NULL;

	snprintf(dest, sizeof dest, "%s/mud-3.db", sub);
	b = store_backup_begin(s, dest, STORE_BACKUP_STEPS, 1, NULL, 0, &cause);
	ck_assert_int_eq(store_backup_step(b, &cause), 0);
	store_backup_free(b);
	ck_assert(!exists("mud-3.db.tmp"));
	ck_assert(!exists("mud-3.db"));
	/* A thread's too. */
	b = store_backup_begin(s, dest, STORE_BACKUP_THREAD, 0, NULL, 0,
	    &cause);
	store_backup_free(b);
	ck_assert(!exists("mud-3.db.tmp"));
	ck_assert(!exists("mud-3.db"));
	store_close(s);
}
END_TEST

/* A copy never overwrites: an existing file or one under way. */
START_TEST(test_copy_refuses_existing)
{
	struct store		*s = store_with("live.db", 1);
	struct store_backup	*b, *b2;
	char			 dest[600], *cause = NULL;

	touch("mud-4.db");
	snprintf(dest, sizeof dest, "%s/mud-4.db", sub);
	ck_assert_ptr_null(store_backup_begin(s, dest, STORE_BACKUP_THREAD, 0,
	    NULL, 0, &cause));
	ck_assert_ptr_nonnull(strstr(cause, "already exists"));
	free(cause);
	cause = NULL;
	snprintf(dest, sizeof dest, "%s/mud-5.db", sub);
	b = store_backup_begin(s, dest, STORE_BACKUP_STEPS, 1, NULL, 0, &cause);
	ck_assert_ptr_nonnull(b);
	b2 = store_backup_begin(s, dest, STORE_BACKUP_STEPS, 1, NULL, 0, &cause);
	ck_assert_ptr_null(b2);
	free(cause);
	store_backup_free(b);
	store_close(s);
}
END_TEST

/* Run SQL on a database file. */
static void
sql_on(const char *path, const char *sql)
{
	sqlite3	*db;

	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_msg(sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK,
	    "%s", sqlite3_errmsg(db));
	sqlite3_close(db);
}

/* A copy that rotates: in its thread, or after the last step. */
START_TEST(test_copy_then_rotate)
{
	struct store		*s = store_with("live.db", 20);
	struct store_backup	*b;
	const char		*why;
	char			 dest[600], *cause = NULL;
	int			 mode;

	touch("mud-1.db");
	touch("mud-2.db");
	touch("keepme.db");
	for (mode = 0; mode < 2; mode++) {
		snprintf(dest, sizeof dest, "%s/mud-%d.db", sub, 3 + mode);
		b = store_backup_begin(s, dest, mode == 0 ?
		    STORE_BACKUP_THREAD : STORE_BACKUP_STEPS, 2, "mud-", 2,
		    &cause);
		ck_assert_msg(b != NULL, "%s", cause);
		run_copy(b);
		ck_assert_int_eq(store_backup_removed(b, &why), 1);
		store_backup_free(b);
	}
	ck_assert(!exists("mud-1.db"));
	ck_assert(!exists("mud-2.db"));
	ck_assert(exists("mud-3.db"));
	ck_assert(exists("mud-4.db"));
	ck_assert(exists("keepme.db"));
	store_close(s);
}
END_TEST

START_TEST(test_restore)
{
	struct store		*s = store_with("live.db", 50);
	struct store_backup	*b;
	char			 dest[600], db[600], keep[600], bad[600];
	char			*cause = NULL;
	long long		 players;
	int			 version, kept;

	snprintf(dest, sizeof dest, "%s/mud-6.db", sub);
	b = store_backup_begin(s, dest, STORE_BACKUP_THREAD, 0, NULL, 0,
	    &cause);
	run_copy(b);
	store_backup_free(b);
	store_close(s);
	/* The database goes on to 80 players; the copy has 50. */
	store_close(store_with("other.db", 0));
	s = store_with("live2.db", 80);
	store_close(s);
	snprintf(db, sizeof db, "%s/live2.db", sub);
	snprintf(keep, sizeof keep, "%s/live2.db.kept", sub);
	ck_assert_msg(store_backup_restore(dest, db, keep, &kept, &cause) ==
	    0, "%s", cause);
	ck_assert_int_eq(kept, 1);
	check_copy("live2.db", 50);
	check_copy("live2.db.kept", 80);
	/* It opens as the server opens it. */
	s = store_open(db, &cause);
	ck_assert_msg(s != NULL, "%s", cause);
	ck_assert_int_eq(store_count_players(s), 50);
	store_close(s);

	/* Not a database: refused, and the database is unchanged. */
	touch("garbage.db");
	snprintf(bad, sizeof bad, "%s/garbage.db", sub);
	ck_assert_int_eq(store_backup_restore(bad, db, NULL, &kept, &cause),
	    -1);
	free(cause);
	cause = NULL;
	check_copy("live2.db", 50);
	/* A database of something else: refused too. */
	snprintf(bad, sizeof bad, "%s/foreign.db", sub);
	sql_on(bad, "CREATE TABLE t (x)");
	ck_assert_int_eq(store_backup_restore(bad, db, NULL, &kept, &cause),
	    -1);
	ck_assert_ptr_nonnull(strstr(cause, "not a database of this server"));
	free(cause);
	cause = NULL;
	/* One from a newer server: refused. */
	sql_on(dest, "UPDATE schema_version SET version = version + 1");
	ck_assert_int_eq(store_backup_restore(dest, db, NULL, &kept, &cause),
	    -1);
	ck_assert_ptr_nonnull(strstr(cause, "newer server"));
	free(cause);
	cause = NULL;
	check_copy("live2.db", 50);
	ck_assert_int_eq(store_backup_check("/nonexistent.db", &version,
	    &players, &cause), -1);
	free(cause);
}
END_TEST

/*
 * The lock: a second taker (a child process, as a second server would
 * be) is refused and told the pid; once the holder lets go, it is free.
 */
START_TEST(test_lock)
{
	char	 db[600], *cause = NULL;
	pid_t	 pid;
	int	 status;

	snprintf(db, sizeof db, "%s/locked.db", sub);
	ck_assert_int_eq(store_lock_take(db, &cause), 0);
	pid = fork();
	if (pid == 0) {
		char	*why = NULL, want[64];
		int	 rc;

		store_lock_release();	/* the child's copy of the fd */
		rc = store_lock_take(db, &why);
		snprintf(want, sizeof want, "pid %ld", (long)getppid());
		_exit(rc == 1 && strstr(why, want) != NULL ? 0 : 1);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_int_eq(WEXITSTATUS(status), 0);
	store_lock_release();
	pid = fork();
	if (pid == 0) {
		char	*why = NULL;

		_exit(store_lock_take(db, &why) == 0 ? 0 : 1);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_int_eq(WEXITSTATUS(status), 0);
	/* A database in memory has nothing to lock. */
	ck_assert_int_eq(store_lock_take(":memory:", &cause), 0);
}
END_TEST

static Suite *
backup_suite(void)
{
	Suite	*s = suite_create("backup");
	TCase	*tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, NULL);
	tcase_add_test(tc, test_rotate_keeps_the_newest);
	tcase_add_test(tc, test_rotate_orders_by_the_whole_stamp);
	tcase_add_test(tc, test_rotate_missing_dir);
	tcase_add_test(tc, test_thread_copy);
	tcase_add_test(tc, test_steps_copy_sees_saves_between_steps);
	tcase_add_test(tc, test_abandoned_copy_leaves_nothing);
	tcase_add_test(tc, test_copy_refuses_existing);
	tcase_add_test(tc, test_copy_then_rotate);
	tcase_add_test(tc, test_restore);
	tcase_add_test(tc, test_lock);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(backup_suite()));
}
