/*
 * store-mod.c: the rows moderation keeps: bans and the audit log. They are
 * written by staff commands and read at a connect or a login, a few times
 * a second at most, so each statement is prepared when it runs.
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "store.h"
#include "store-int.h"
#include "xmalloc.h"

static const char *const store_mod_sql_ban_purge =
    "DELETE FROM bans WHERE expires != 0 AND expires <= ?1";
static const char *const store_mod_sql_ban_add =
    "INSERT INTO bans (kind, pattern, reason, author, created, expires) "
    "VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (kind, pattern) DO UPDATE "
    "SET pattern = excluded.pattern, reason = excluded.reason, "
    "author = excluded.author, created = excluded.created, "
    "expires = excluded.expires";
static const char *const store_mod_sql_ban_remove =
    "DELETE FROM bans WHERE kind = ?1 AND pattern = ?2";
static const char *const store_mod_sql_ban_list =
    "SELECT kind, pattern, reason, author, created, expires FROM bans "
    "WHERE (?1 < 0 OR kind = ?1) AND (expires = 0 OR expires > ?2) "
    "ORDER BY kind, pattern LIMIT ?3";
static const char *const store_mod_sql_ban_count =
    "SELECT count(*) FROM bans WHERE expires = 0 OR expires > ?1";
static const char *const store_mod_sql_ban_find =
    "SELECT kind, pattern, reason, author, created, expires FROM bans "
    "WHERE kind = ?1 AND pattern = ?2 AND (expires = 0 OR expires > ?3)";
static const char *const store_mod_sql_audit_add =
    "INSERT INTO audit (at, actor, command, args, consequential, outcome) "
    "VALUES (?1, ?2, ?3, ?4, ?5, ?6)";
/* Rows of one kind past the newest ?2 of it, and older than ?3. */
static const char *const store_mod_sql_audit_trim =
    "DELETE FROM audit WHERE consequential = ?1 AND at < ?3 AND id <= "
    "(SELECT id FROM audit WHERE consequential = ?1 ORDER BY id DESC "
    "LIMIT 1 OFFSET ?2)";
/* By who, or with who as a whole word of the arguments. */
static const char *const store_mod_sql_audit_list =
    "SELECT id, at, actor, command, args, consequential, outcome FROM "
    "(SELECT * FROM audit WHERE "
    "?1 IS NULL OR actor = ?1 OR instr(lower(' ' || args || ' '), "
    "lower(' ' || ?1 || ' ')) > 0 ORDER BY id DESC LIMIT ?2) ORDER BY id";

/* Run a statement that returns no rows, and finalize it: 0 or -1. */
static int
store_mod_done(struct store *s, sqlite3_stmt *st, char **cause,
    const char *what)
{
	int	rc = sqlite3_step(st);

	if (rc != SQLITE_DONE) {
		store_fail(s, cause, what);
		sqlite3_finalize(st);
		return (-1);
	}
	sqlite3_finalize(st);
	return (0);
}

static char *
store_mod_text(sqlite3_stmt *st, int i)
{
	const unsigned char	*text = sqlite3_column_text(st, i);

	return (xstrdup(text != NULL ? (const char *)text : ""));
}

/* A ban from a row: kind, pattern, reason, author, created, expires. */
static void
store_mod_ban_row(sqlite3_stmt *st, struct store_ban *b)
{
	b->kind = (enum store_ban_kind)sqlite3_column_int(st, 0);
	b->pattern = store_mod_text(st, 1);
	b->reason = store_mod_text(st, 2);
	b->author = store_mod_text(st, 3);
	b->created = sqlite3_column_int64(st, 4);
	b->expires = sqlite3_column_int64(st, 5);
}

/* Add a ban, or replace the one on the same pattern. */
int
store_ban_add(struct store *s, const struct store_ban *b, int64_t now,
    char **cause)
{
	sqlite3_stmt	*st;

	if ((st = store_prepare(s, store_mod_sql_ban_purge, cause,
	    "adding a ban")) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, now);
	if (store_mod_done(s, st, cause, "dropping ended bans") != 0)
		return (-1);
	if ((st = store_prepare(s, store_mod_sql_ban_add, cause,
	    "adding a ban")) == NULL)
		return (-1);
	sqlite3_bind_int(st, 1, (int)b->kind);
	sqlite3_bind_text(st, 2, b->pattern, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, b->reason != NULL ? b->reason : "", -1,
	    SQLITE_STATIC);
	sqlite3_bind_text(st, 4, b->author != NULL ? b->author : "", -1,
	    SQLITE_STATIC);
	sqlite3_bind_int64(st, 5, b->created);
	sqlite3_bind_int64(st, 6, b->expires);
	return (store_mod_done(s, st, cause, "adding a ban"));
}

/* Remove the ban on a pattern: 1, 0 if there was none, -1. */
int
store_ban_remove(struct store *s, enum store_ban_kind kind,
    const char *pattern, char **cause)
{
	sqlite3_stmt	*st;

	if ((st = store_prepare(s, store_mod_sql_ban_remove, cause,
	    "removing a ban")) == NULL)
		return (-1);
	sqlite3_bind_int(st, 1, (int)kind);
	sqlite3_bind_text(st, 2, pattern, -1, SQLITE_STATIC);
	if (store_mod_done(s, st, cause, "removing a ban") != 0)
		return (-1);
	return (sqlite3_changes(store_db(s)) > 0);
}

/* The bans in force at now, by kind and pattern, at most max. */
int
store_ban_list(struct store *s, enum store_ban_kind kind, int64_t now,
    size_t max, struct store_bans *bs, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = store_prepare(s, store_mod_sql_ban_list, cause,
	    "listing bans")) == NULL)
		return (-1);
	sqlite3_bind_int(st, 1, kind == STORE_BAN__COUNT ? -1 : (int)kind);
	sqlite3_bind_int64(st, 2, now);
	sqlite3_bind_int64(st, 3, max > INT_MAX ? INT_MAX : (int64_t)max);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		bs->list = xgrow(bs->list, &bs->cap, bs->n + 1,
		    sizeof *bs->list);
		store_mod_ban_row(st, &bs->list[bs->n++]);
	}
	if (rc != SQLITE_DONE) {
		store_fail(s, cause, "listing bans");
		sqlite3_finalize(st);
		return (-1);
	}
	sqlite3_finalize(st);
	return (0);
}

/* How many bans are in force at now; -1 on error. */
long long
store_ban_count(struct store *s, int64_t now, char **cause)
{
	sqlite3_stmt	*st;
	long long	 n = -1;

	if ((st = store_prepare(s, store_mod_sql_ban_count, cause,
	    "counting bans")) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, now);
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	else
		store_fail(s, cause, "counting bans");
	sqlite3_finalize(st);
	return (n);
}

/* The ban in force on exactly this pattern: 1, 0, -1. */
int
store_ban_find(struct store *s, enum store_ban_kind kind, const char *pattern,
    int64_t now, struct store_ban *b, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = store_prepare(s, store_mod_sql_ban_find, cause,
	    "finding a ban")) == NULL)
		return (-1);
	sqlite3_bind_int(st, 1, (int)kind);
	sqlite3_bind_text(st, 2, pattern, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, now);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		store_mod_ban_row(st, b);
	else if (rc != SQLITE_DONE)
		store_fail(s, cause, "finding a ban");
	sqlite3_finalize(st);
	return (rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1);
}

/* Free what a ban holds and empty it. */
void
store_ban_clear(struct store_ban *b)
{
	free(b->pattern);
	free(b->reason);
	free(b->author);
	memset(b, 0, sizeof *b);
}

/* Free a list of bans and empty it. */
void
store_bans_clear(struct store_bans *bs)
{
	size_t	i;

	for (i = 0; i < bs->n; i++)
		store_ban_clear(&bs->list[i]);
	free(bs->list);
	memset(bs, 0, sizeof *bs);
}

/*
 * Log a staff command. Rows of its kind past the newest keep go, every
 * STORE_AUDIT_TRIM rows (the search for the cut walks keep index
 * entries): routine ones at once, consequential ones only those older
 * than since.
 */
int
store_audit_add(struct store *s, const struct store_audit *row,
    int64_t keep, int64_t since, char **cause)
{
	sqlite3_stmt	*st;
	int64_t		 last;

	if ((st = store_prepare(s, store_mod_sql_audit_add, cause,
	    "writing the audit log")) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, row->at);
	sqlite3_bind_text(st, 2, row->actor, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, row->command, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, row->args != NULL ? row->args : "", -1,
	    SQLITE_STATIC);
	sqlite3_bind_int(st, 5, row->consequential != 0);
	sqlite3_bind_text(st, 6, row->outcome != NULL ? row->outcome : "ok",
	    -1, SQLITE_STATIC);
	if (store_mod_done(s, st, cause, "writing the audit log") != 0)
		return (-1);
	last = sqlite3_last_insert_rowid(store_db(s));
	if (last % STORE_AUDIT_TRIM != 0)
		return (0);
	if ((st = store_prepare(s, store_mod_sql_audit_trim, cause,
	    "trimming the audit log")) == NULL)
		return (-1);
	sqlite3_bind_int(st, 1, row->consequential != 0);
	sqlite3_bind_int64(st, 2, keep);
	sqlite3_bind_int64(st, 3, row->consequential ? since : INT64_MAX);
	return (store_mod_done(s, st, cause, "trimming the audit log"));
}

/* The last max rows by or naming who (NULL: all), oldest first. */
int
store_audit_list(struct store *s, const char *who, size_t max,
    struct store_audits *as, char **cause)
{
	struct store_audit	*a;
	sqlite3_stmt		*st;
	int			 rc;

	if ((st = store_prepare(s, store_mod_sql_audit_list, cause,
	    "reading the audit log")) == NULL)
		return (-1);
	if (who != NULL)
		sqlite3_bind_text(st, 1, who, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, 1);
	sqlite3_bind_int64(st, 2, max > INT_MAX ? INT_MAX : (int64_t)max);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		as->list = xgrow(as->list, &as->cap, as->n + 1,
		    sizeof *as->list);
		a = &as->list[as->n++];
		a->id = sqlite3_column_int64(st, 0);
		a->at = sqlite3_column_int64(st, 1);
		a->actor = store_mod_text(st, 2);
		a->command = store_mod_text(st, 3);
		a->args = store_mod_text(st, 4);
		a->consequential = sqlite3_column_int(st, 5);
		a->outcome = store_mod_text(st, 6);
	}
	if (rc != SQLITE_DONE) {
		store_fail(s, cause, "reading the audit log");
		sqlite3_finalize(st);
		return (-1);
	}
	sqlite3_finalize(st);
	return (0);
}

/* Free a list of audit rows and empty it. */
void
store_audits_clear(struct store_audits *as)
{
	size_t	i;

	for (i = 0; i < as->n; i++) {
		free(as->list[i].actor);
		free(as->list[i].command);
		free(as->list[i].args);
		free(as->list[i].outcome);
	}
	free(as->list);
	memset(as, 0, sizeof *as);
}
