/*
 * remark.c: the typos, bugs and ideas players report for the staff,
 * kept in the store with who said it, where and when.
 */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "date.h"
#include "game.h"
#include "log.h"
#include "remark.h"
#include "room.h"
#include "store.h"
#include "text.h"
#include "xmalloc.h"

static const char *const remark_names[REMARK__COUNT] = {
	[REMARK_TYPO] = "typo", [REMARK_BUG] = "bug", [REMARK_IDEA] = "idea",
};

const char *
remark_name(enum remark_kind kind)
{
	if ((unsigned)kind >= REMARK__COUNT)
		return ("remark");
	return (remark_names[kind]);
}

/* The store failed: log it, tell ch. */
static void
remark_failed(struct character *ch, char *cause)
{
	log_warnx("remarks: %s", cause != NULL ? cause : "unknown error");
	free(cause);
	char_printf(ch, "The staff's ledger cannot be reached just now; try "
	    "again later.\n");
}

int
remark_file(struct character *ch, enum remark_kind kind, const char *text)
{
	struct store_remark	 r;
	char			*cause = NULL, *copy;
	long long		 n;
	time_t			 now = game_time();

	if (*text == '\0') {
		char_printf(ch, "Usage: %s <what you found>\n",
		    remark_name(kind));
		return (-1);
	}
	if (strlen(text) > REMARK_MAX) {
		char_printf(ch, "Say it in %d bytes or fewer, please.\n",
		    REMARK_MAX);
		return (-1);
	}
	if (game_store == NULL) {
		remark_failed(ch, NULL);
		return (-1);
	}
	n = store_remark_count(game_store, ch->pd.name, now - 86400, &cause);
	if (n < 0) {
		remark_failed(ch, cause);
		return (-1);
	}
	if (n >= REMARK_PER_DAY) {
		char_printf(ch, "You have left the staff %d reports today; "
		    "thank you, and please wait a day for more.\n",
		    REMARK_PER_DAY);
		return (-1);
	}
	memset(&r, 0, sizeof r);
	r.kind = kind;
	text_strlcpy(r.author, ch->pd.name, sizeof r.author);
	r.room = ch->room != NULL ? ch->room->vnum : 0;
	r.at = now;
	copy = xstrdup(text);
	text_sanitize(copy, strlen(copy));
	r.text = copy;
	if (store_remark_add(game_store, &r, &cause) != 0) {
		free(copy);
		remark_failed(ch, cause);
		return (-1);
	}
	free(copy);
	char_printf(ch, "Your %s is noted for the staff. Thank you!\n",
	    remark_name(kind));
	return (0);
}

void
remark_list(struct character *ch, enum remark_kind kind)
{
	struct store_remarks	 rs;
	char			*cause = NULL, *safe, date[64];
	size_t			 i;

	if (game_store == NULL ||
	    store_remark_list(game_store, (int)kind, REMARK_LIST_MAX, &rs,
	    &cause) != 0) {
		remark_failed(ch, cause);
		return;
	}
	if (rs.n == 0)
		char_printf(ch, "No %ss are waiting.\n", remark_name(kind));
	else
		char_printf(ch, "The %ss players left (the oldest %d at most; "
		    "'%s remove <id>' clears one):\n", remark_name(kind),
		    REMARK_LIST_MAX, remark_name(kind));
	for (i = 0; i < rs.n; i++) {
		date_text((time_t)rs.list[i].at, date, sizeof date);
		safe = colour_escape(rs.list[i].text);
		char_printf(ch, "%4lld) %-12s room %-6d %.10s  %s\n",
		    (long long)rs.list[i].id, rs.list[i].author,
		    rs.list[i].room, date, safe);
		free(safe);
	}
	store_remarks_clear(&rs);
}

void
remark_remove(struct character *ch, long long id)
{
	char	*cause = NULL;
	int	 rc;

	if (game_store == NULL) {
		remark_failed(ch, NULL);
		return;
	}
	if ((rc = store_remark_delete(game_store, id, &cause)) < 0)
		remark_failed(ch, cause);
	else if (rc == 1)
		char_printf(ch, "There is no report %lld.\n", id);
	else
		char_printf(ch, "Report %lld is cleared.\n", id);
}
