/*
 * ban.c: checking bans when a connection opens (its address) and when a
 * login names a character. The bans are the store's rows; a site ban's
 * pattern is matched here (netmask.h), so the store knows no addresses.
 */
#include <stdio.h>
#include <stdlib.h>

#include "ban.h"
#include "colour.h"
#include "date.h"
#include "descriptor.h"
#include "game.h"
#include "log.h"
#include "mod.h"
#include "netmask.h"
#include "store.h"

/* The site ban in force that host falls in: 1 and *b, or 0. */
int
ban_site_find(const char *host, struct store_ban *b)
{
	struct store_bans	 bs = { 0 };
	struct netmask		 m;
	char			*cause = NULL;
	size_t			 i;
	int			 found = 0;

	if (game_store == NULL)
		return (0);
	if (store_ban_list(game_store, STORE_BAN_SITE, (int64_t)game_time(),
	    BAN_MAX, &bs, &cause) != 0) {
		log_warnx("ban: checking %s: %s", host, cause);
		free(cause);
		return (0);
	}
	for (i = 0; i < bs.n && !found; i++) {
		if (netmask_parse(bs.list[i].pattern, &m, NULL, 0) != 0 ||
		    !netmask_match(&m, host))
			continue;
		*b = bs.list[i];
		bs.list[i] = (struct store_ban){ .pattern = NULL };
		found = 1;
	}
	store_bans_clear(&bs);
	return (found);
}

/* The name ban in force on name: 1 and *b, or 0. */
int
ban_name_find(const char *name, struct store_ban *b)
{
	char	*cause = NULL;
	int	 found;

	if (game_store == NULL)
		return (0);
	found = store_ban_find(game_store, STORE_BAN_NAME, name,
	    (int64_t)game_time(), b, &cause);
	if (found < 0) {
		log_warnx("ban: checking the name %s: %s", name, cause);
		free(cause);
		return (0);
	}
	return (found);
}

/* When a ban ends, in words. */
void
ban_end_text(const struct store_ban *b, char *buf, size_t size)
{
	char	date[64], left[32];

	if (b->expires == 0) {
		snprintf(buf, size, "never");
		return;
	}
	date_text((time_t)b->expires, date, sizeof date);
	mod_duration_text((long long)(b->expires - (int64_t)game_time()),
	    left, sizeof left);
	snprintf(buf, size, "%s (in %s)", date, left);
}

struct ban_stats	ban_stats;

/* Tell d it is turned away, why and until when. */
void
ban_tell(struct descriptor *d, const char *what, const struct store_ban *b)
{
	char	*reason = colour_escape(b->reason), end[128];

	if (b->kind == STORE_BAN_SITE)
		ban_stats.sites++;
	else
		ban_stats.names++;
	ban_end_text(b, end, sizeof end);
	desc_printf(d, "\n%s is banned from this game: %s.\n", what, reason);
	if (b->expires == 0)
		desc_printf(d, "The ban has no end.\n");
	else
		desc_printf(d, "The ban ends %s.\n", end);
	free(reason);
}
