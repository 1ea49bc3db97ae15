/* store-msg.c: letters and board notes, rows of the mail and board tables. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "store.h"
#include "store-int.h"
#include "xmalloc.h"

/* Free what a message holds and empty it. */
void
store_message_clear(struct store_message *m)
{
	free(m->author);
	free(m->subject);
	free(m->body);
	memset(m, 0, sizeof *m);
}

/* Free a list of messages and empty it. */
void
store_messages_clear(struct store_messages *ms)
{
	size_t	i;

	for (i = 0; i < ms->n; i++)
		store_message_clear(&ms->list[i]);
	free(ms->list);
	memset(ms, 0, sizeof *ms);
}

static char *
store_column_strdup(sqlite3_stmt *st, int i)
{
	const unsigned char	*text = sqlite3_column_text(st, i);

	return (xstrdup(text != NULL ? (const char *)text : ""));
}

/* A message from a row: id, author, posted, seen, subject[, body]. */
static void
store_msg_row(sqlite3_stmt *st, struct store_message *m, int body)
{
	memset(m, 0, sizeof *m);
	m->id = sqlite3_column_int64(st, 0);
	m->author = store_column_strdup(st, 1);
	m->posted = sqlite3_column_int64(st, 2);
	m->seen = sqlite3_column_int(st, 3);
	m->subject = store_column_strdup(st, 4);
	if (body)
		m->body = store_column_strdup(st, 5);
}

/* Add a message to a box and set its id. */
int
store_msg_add(struct store *s, enum store_box kind, int64_t box,
    struct store_message *m, char **cause)
{
	sqlite3_stmt	*st;

	if ((st = store_msg_prepared(s, kind, SM_ADD, cause)) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, box);
	sqlite3_bind_text(st, 2, m->author != NULL ? m->author : "", -1,
	    SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, m->posted);
	sqlite3_bind_text(st, 4, m->subject != NULL ? m->subject : "", -1,
	    SQLITE_STATIC);
	sqlite3_bind_text(st, 5, m->body != NULL ? m->body : "", -1,
	    SQLITE_STATIC);
	if (store_step_done(s, st, cause, "adding a message") != 0)
		return (-1);
	m->id = sqlite3_last_insert_rowid(store_db(s));
	return (0);
}

/* How many messages a box holds, or those by one author; -1 on error. */
long long
store_msg_count(struct store *s, enum store_box kind, int64_t box,
    const char *author, char **cause)
{
	sqlite3_stmt	*st;
	long long	 n = -1;
	int		 rc;

	if ((st = store_msg_prepared(s, kind, SM_COUNT, cause)) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, box);
	if (author != NULL)
		sqlite3_bind_text(st, 2, author, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, 2);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc != SQLITE_ROW)
		return (store_fail(s, cause, "counting messages"));
	return (n);
}

/* How many messages author has in all boxes of a kind; -1 on error. */
long long
store_msg_count_by(struct store *s, enum store_box kind, const char *author,
    int64_t since, int unseen, char **cause)
{
	sqlite3_stmt	*st;
	long long	 n = -1;
	int		 rc;

	if ((st = store_msg_prepared(s, kind, SM_BY, cause)) == NULL)
		return (-1);
	sqlite3_bind_text(st, 1, author, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, since);
	if (kind == STORE_MAIL)
		sqlite3_bind_int(st, 3, unseen != 0);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc != SQLITE_ROW)
		return (store_fail(s, cause, "counting messages"));
	return (n);
}

/* The first max messages of a box, oldest first, without their bodies. */
int
store_msg_list(struct store *s, enum store_box kind, int64_t box, size_t max,
    struct store_messages *ms, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = store_msg_prepared(s, kind, SM_LIST, cause)) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, box);
	sqlite3_bind_int64(st, 2, max > INT_MAX ? INT_MAX : (int64_t)max);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		ms->list = xgrow(ms->list, &ms->cap, ms->n + 1,
		    sizeof *ms->list);
		store_msg_row(st, &ms->list[ms->n++], 0);
	}
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc != SQLITE_DONE)
		return (store_fail(s, cause, "listing messages"));
	return (0);
}

/* One message of a box, with its body: 1, 0 if there is none, -1. */
int
store_msg_read(struct store *s, enum store_box kind, int64_t box, int64_t id,
    struct store_message *m, char **cause)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = store_msg_prepared(s, kind, SM_READ, cause)) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, box);
	sqlite3_bind_int64(st, 2, id);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		store_msg_row(st, m, 1);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc == SQLITE_ROW)
		return (1);
	if (rc == SQLITE_DONE)
		return (0);
	return (store_fail(s, cause, "reading a message"));
}

/* Run a statement of a box on one message: 1, 0 if none changed, -1. */
static int
store_msg_change(struct store *s, enum store_box kind, enum store_msg_op op,
    int64_t box, int64_t id, char **cause)
{
	sqlite3_stmt	*st;

	if ((st = store_msg_prepared(s, kind, op, cause)) == NULL)
		return (-1);
	sqlite3_bind_int64(st, 1, box);
	sqlite3_bind_int64(st, 2, id);
	if (store_step_done(s, st, cause, "changing a message") != 0)
		return (-1);
	return (sqlite3_changes(store_db(s)) > 0);
}

/* Delete one message of a box: 1, 0 if there was none, -1. */
int
store_msg_delete(struct store *s, enum store_box kind, int64_t box,
    int64_t id, char **cause)
{
	return (store_msg_change(s, kind, SM_DELETE, box, id, cause));
}

/* Mark a letter read: 1, 0 if there is none, -1 (boards have no mark). */
int
store_msg_seen(struct store *s, enum store_box kind, int64_t box, int64_t id,
    char **cause)
{
	return (store_msg_change(s, kind, SM_SEEN, box, id, cause));
}
