/*
 * store-staff.c: what players leave for the staff and learn of them: the
 * staff list ('wizlist') and the typos, bugs and ideas players report
 * ('typo', 'bug', 'idea'). Each is typed by hand a few times a minute at
 * most, so each statement is prepared when it runs.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "store.h"
#include "store-int.h"
#include "xmalloc.h"

static const char *const store_staff_sql_list =
    "SELECT name, role FROM players WHERE role >= ?1 "
    "ORDER BY role DESC, name LIMIT ?2";
static const char *const store_staff_sql_remark_add =
    "INSERT INTO remarks (kind, author, room, at, text) "
    "VALUES (?1, ?2, ?3, ?4, ?5)";
static const char *const store_staff_sql_remark_count =
    "SELECT count(*) FROM remarks WHERE author = ?1 AND at >= ?2";
static const char *const store_staff_sql_remark_list =
    "SELECT id, kind, author, room, at, text FROM remarks "
    "WHERE (?1 < 0 OR kind = ?1) ORDER BY id LIMIT ?2";
static const char *const store_staff_sql_remark_delete =
    "DELETE FROM remarks WHERE id = ?1";

int
store_staff_list(struct store *s, int min_role, struct store_staff *rows,
    size_t max, size_t *n, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	*n = 0;
	if ((st = store_prepare(s, store_staff_sql_list, cause,
	    "staff list")) == NULL)
		return (-1);
	sqlite3_bind_int(st, 1, min_role);
	sqlite3_bind_int64(st, 2, (sqlite3_int64)max);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && *n < max) {
		store_column_copy(st, 0, rows[*n].name, sizeof rows[*n].name);
		rows[*n].role = sqlite3_column_int(st, 1);
		(*n)++;
	}
	if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
		store_fail(s, cause, "staff list");
		sqlite3_finalize(st);
		return (-1);
	}
	sqlite3_finalize(st);
	return (0);
}

int
store_remark_add(struct store *s, const struct store_remark *r, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = store_prepare(s, store_staff_sql_remark_add, cause,
	    "remark add")) == NULL)
		return (-1);
	sqlite3_bind_int(st, 1, r->kind);
	sqlite3_bind_text(st, 2, r->author, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, r->room);
	sqlite3_bind_int64(st, 4, r->at);
	sqlite3_bind_text(st, 5, r->text, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "remark add"));
	return (0);
}

long long
store_remark_count(struct store *s, const char *author, int64_t since,
    char **cause)
{
	sqlite3_stmt	*st;
	long long	 n = -1;

	if ((st = store_prepare(s, store_staff_sql_remark_count, cause,
	    "remark count")) == NULL)
		return (-1);
	sqlite3_bind_text(st, 1, author, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, since);
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	else
		store_fail(s, cause, "remark count");
	sqlite3_finalize(st);
	return (n);
}

int
store_remark_list(struct store *s, int kind, size_t max,
    struct store_remarks *out, char **cause)
{
	sqlite3_stmt		*st;
	struct store_remark	*r;
	int			 rc;

	memset(out, 0, sizeof *out);
	if ((st = store_prepare(s, store_staff_sql_remark_list, cause,
	    "remark list")) == NULL)
		return (-1);
	sqlite3_bind_int(st, 1, kind);
	sqlite3_bind_int64(st, 2, (sqlite3_int64)max);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && out->n < max) {
		out->list = xreallocarray(out->list, out->n + 1,
		    sizeof *out->list);
		r = &out->list[out->n++];
		memset(r, 0, sizeof *r);
		r->id = sqlite3_column_int64(st, 0);
		r->kind = sqlite3_column_int(st, 1);
		store_column_copy(st, 2, r->author, sizeof r->author);
		r->room = sqlite3_column_int(st, 3);
		r->at = sqlite3_column_int64(st, 4);
		r->text = xstrdup(sqlite3_column_text(st, 5) != NULL ?
		    (const char *)sqlite3_column_text(st, 5) : "");
	}
	if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
		store_fail(s, cause, "remark list");
		sqlite3_finalize(st);
		store_remarks_clear(out);
		return (-1);
	}
	sqlite3_finalize(st);
	return (0);
}

int
store_remark_delete(struct store *s, int64_t id, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = store_prepare(s, store_staff_sql_remark_delete, cause,
	    "remark delete")) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, id);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "remark delete"));
	return (sqlite3_changes(store_db(s)) > 0 ? 0 : 1);
}

void
store_remarks_clear(struct store_remarks *rs)
{
	size_t	i;

	for (i = 0; i < rs->n; i++)
		free(rs->list[i].text);
	free(rs->list);
	memset(rs, 0, sizeof *rs);
}
