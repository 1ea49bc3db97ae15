/*
 * clan.c: clans (clan.h): the list in the store (store-clan.c), a
 * player's clan and rank in its record, the clan channel.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "channel.h"
#include "character.h"
#include "clan.h"
#include "colour.h"
#include "equeue.h"
#include "game.h"
#include "ignore.h"
#include "log.h"
#include "mod.h"
#include "player.h"
#include "save.h"
#include "server.h"
#include "store.h"
#include "text.h"
#include "xmalloc.h"

/* The clans, by name; -1 (and ch told) if the store failed. */
static int
clan_list(struct character *ch, struct store_clan *rows, size_t *n)
{
	char	*cause = NULL;

	if (game_store == NULL ||
	    store_clan_list(game_store, rows, CLAN_MAX, n, &cause) != 0) {
		log_warnx("clan: %s", cause != NULL ? cause : "no store");
		free(cause);
		char_printf(ch, "The clan rolls cannot be read just now.\n");
		return (-1);
	}
	return (0);
}

/* The clan called name (any case) into *out: 1, 0 if none, -1. */
static int
clan_find(struct character *ch, const char *name, struct store_clan *out)
{
	struct store_clan	*rows = xcalloc(CLAN_MAX, sizeof *rows);
	size_t			 n, i;
	int			 found = 0;

	if (clan_list(ch, rows, &n) != 0) {
		free(rows);
		return (-1);
	}
	for (i = 0; i < n && !found; i++) {
		if (strcasecmp(rows[i].name, name) == 0) {
			*out = rows[i];
			found = 1;
		}
	}
	free(rows);
	return (found);
}

/*
 * The clans' names and tags, kept in memory for 'who' (read from the
 * store when first asked, and again after a clan is made or unmade):
 * a 'who' is typed often, a clan made seldom.
 */
static struct store_clan	*clan_tags;
static size_t			 clan_tags_n;
static const struct store	*clan_tags_of;	/* the store they are of */
static uint64_t			 clan_tags_retry; /* read failed: the pulse
						    to try again */

void
clan_forget(void)
{
	free(clan_tags);
	clan_tags = NULL;
	clan_tags_n = 0;
	clan_tags_of = NULL;
	clan_tags_retry = 0;
}

/* The game's pulse, 0 without a game. */
static uint64_t
clan_pulse(void)
{
	return (game_eq != NULL ? equeue_pulse(game_eq) : 0);
}

/*
 * The clans kept, read again if the store changed; NULL if the store
 * failed, which is not asked again for CLAN_RETRY_SECONDS (a 'who' asks
 * for a tag per line listed).
 */
static const struct store_clan *
clan_tags_get(size_t *n)
{
	char	*cause = NULL;

	if (game_store != NULL && clan_tags_of == game_store) {
		if (clan_tags_retry == 0) {
			*n = clan_tags_n;
			return (clan_tags);
		}
		if (clan_pulse() < clan_tags_retry)
			return (NULL);
	}
	clan_forget();
	if (game_store == NULL)
		return (NULL);
	clan_tags = xcalloc(CLAN_MAX, sizeof *clan_tags);
	clan_tags_of = game_store;
	if (store_clan_list(game_store, clan_tags, CLAN_MAX, &clan_tags_n,
	    &cause) != 0) {
		log_warnx("clan: %s", cause);
		free(cause);
		clan_tags_n = 0;
		clan_tags_retry = clan_pulse() + CLAN_RETRY_SECONDS *
		    PULSES_PER_SECOND;
		return (NULL);
	}
	*n = clan_tags_n;
	return (clan_tags);
}

/* Is ch staff (may make clans and move anyone)? */
static int
clan_staff(const struct character *ch)
{
	return (ch->pd.role >= ROLE_ADMIN);
}

/* Are a and b of one clan? */
static int
clan_same(const struct character *a, const struct character *b)
{
	return (a->pd.clan[0] != '\0' &&
	    strcasecmp(a->pd.clan, b->pd.clan) == 0);
}

void
clan_show(struct character *ch)
{
	struct store_clan	*rows;
	size_t			 n, i;

	if (ch->pd.clan[0] != '\0')
		char_printf(ch, "You are %s of the clan %s.\n",
		    ch->pd.clan_rank == CLAN_LEADER ? "a leader" : "a member",
		    ch->pd.clan);
	else
		char_printf(ch, "You belong to no clan.\n");
	rows = xcalloc(CLAN_MAX, sizeof *rows);
	if (clan_list(ch, rows, &n) != 0) {
		free(rows);
		return;
	}
	if (n == 0)
		char_printf(ch, "There are no clans yet: the staff make "
		    "them.\n");
	else
		char_printf(ch, "The clans:\n");
	for (i = 0; i < n; i++)
		char_printf(ch, "  %-16s %s{x  (%lld member%s)\n",
		    rows[i].name, rows[i].tag, rows[i].members,
		    rows[i].members == 1 ? "" : "s");
	free(rows);
}

void
clan_who(struct character *ch)
{
	struct character	*p;
	int			 n = 0;

	if (ch->pd.clan[0] == '\0') {
		char_printf(ch, "You belong to no clan.\n");
		return;
	}
	char_printf(ch, "Of the clan %s, in the game:\n", ch->pd.clan);
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (!clan_same(p, ch) || !mod_can_see(ch, p))
			continue;
		char_printf(ch, "  %-12s %s\n", p->pd.name,
		    p->pd.clan_rank == CLAN_LEADER ? "leader" : "member");
		n++;
	}
	char_printf(ch, "%d in all.\n", n);
}

void
clan_talk(struct character *ch, const char *text)
{
	const struct channel_def	*c = &channel_table[CHAN_CLAN];
	struct character		*p;
	char				*safe;

	if (ch->pd.clan[0] == '\0') {
		char_printf(ch, "You belong to no clan.\n");
		return;
	}
	if (*text == '\0') {
		channel_set(ch, CHAN_CLAN, !channel_on(ch, CHAN_CLAN));
		return;
	}
	if (!channel_on(ch, CHAN_CLAN)) {
		char_printf(ch, "You are not listening to your clan; 'clan "
		    "talk' alone listens again.\n");
		return;
	}
	if (mod_muted(ch)) {
		char_printf(ch, "You are muted: no one hears you.\n");
		return;
	}
	safe = colour_escape(text);
	char_printf(ch, "%sYou %s '{%c%s{x'\n", c->tag, c->verb_you,
	    c->colour, safe);
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (p == ch || !clan_same(p, ch) ||
		    !channel_on(p, CHAN_CLAN) || !ignore_hears(p, ch, NULL))
			continue;
		char_printf(p, "%s%s %s '{%c%s{x'\n", c->tag,
		    mod_can_see(p, ch) ? ch->pd.name : "Someone", c->verb,
		    c->colour, safe);
	}
	free(safe);
}

/* Is name fit for a clan: 2 to 16 letters? */
static int
clan_name_ok(const char *name)
{
	size_t	n = strlen(name), i;

	if (n < 2 || n > PLAYER_CLAN_MAX)
		return (0);
	for (i = 0; i < n; i++) {
		if (!isalpha((unsigned char)name[i]))
			return (0);
	}
	return (1);
}

int
clan_create(struct character *ch, const char *name, const char *tag)
{
	struct store_clan	 c;
	char			*cause = NULL;
	size_t			 n = 0;
	int			 rc;

	if (!clan_staff(ch)) {
		char_printf(ch, "Only the staff make clans.\n");
		return (-1);
	}
	if (!clan_name_ok(name) || *tag == '\0' ||
	    strlen(tag) > STORE_CLAN_TAG) {
		char_printf(ch, "Usage: clan create <name> <tag>: a name of 2 "
		    "to %d letters, a tag of up to %d characters.\n",
		    PLAYER_CLAN_MAX, STORE_CLAN_TAG);
		return (-1);
	}
	/* Past CLAN_MAX the list (and who's tags) could not hold it. */
	if (clan_tags_get(&n) != NULL && n >= CLAN_MAX) {
		char_printf(ch, "There are %d clans already, as many as the "
		    "game keeps.\n", CLAN_MAX);
		return (-1);
	}
	memset(&c, 0, sizeof c);
	text_strlcpy(c.name, name, sizeof c.name);
	c.name[0] = (char)toupper((unsigned char)c.name[0]);
	text_strlcpy(c.tag, tag, sizeof c.tag);
	c.created = (int64_t)game_time();
	if ((rc = store_clan_add(game_store, &c, &cause)) < 0) {
		log_warnx("clan create: %s", cause);
		free(cause);
		char_printf(ch, "The clan could not be written down.\n");
		return (-1);
	}
	if (rc == 1) {
		char_printf(ch, "There is a clan called %s already.\n", name);
		return (-1);
	}
	clan_forget();
	log_info("%s made the clan %s", ch->pd.name, c.name);
	char_printf(ch, "The clan %s is made.\n", c.name);
	return (0);
}

int
clan_delete(struct character *ch, const char *name)
{
	struct character	*p;
	char			*cause = NULL;
	int			 rc;

	if (!clan_staff(ch)) {
		char_printf(ch, "Only the staff unmake clans.\n");
		return (-1);
	}
	if ((rc = store_clan_delete(game_store, name, &cause)) < 0) {
		log_warnx("clan delete: %s", cause);
		free(cause);
		char_printf(ch, "The clan could not be struck out.\n");
		return (-1);
	}
	if (rc == 1) {
		char_printf(ch, "There is no clan called %s.\n", name);
		return (-1);
	}
	clan_forget();
	/* Those in the game are clanless too, and saved so. */
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (strcasecmp(p->pd.clan, name) != 0)
			continue;
		char_printf(p, "Your clan, %s, is no more.\n", p->pd.clan);
		p->pd.clan[0] = '\0';
		p->pd.clan_rank = CLAN_MEMBER;
		(void)char_save(p);
	}
	log_info("%s unmade the clan %s", ch->pd.name, name);
	char_printf(ch, "The clan %s is no more.\n", name);
	return (0);
}

/* The player called who, in the game; NULL (and ch told) if not. */
static struct character *
clan_target(struct character *ch, const char *who)
{
	struct character	*v;

	if (*who == '\0' || (v = char_find_player(who)) == NULL ||
	    !mod_can_see(ch, v)) {
		char_printf(ch, "There is no one called '%s' in the game.\n",
		    who);
		return (NULL);
	}
	return (v);
}

int
clan_add(struct character *ch, const char *who, const char *clan,
    enum clan_rank rank)
{
	struct character	*v;
	struct store_clan	 c;

	if (clan == NULL) {
		if (ch->pd.clan[0] == '\0' ||
		    ch->pd.clan_rank != CLAN_LEADER) {
			char_printf(ch, "Only a clan's leaders take in "
			    "members.\n");
			return (-1);
		}
		clan = ch->pd.clan;
		rank = CLAN_MEMBER;
	} else if (!clan_staff(ch)) {
		char_printf(ch, "Only the staff put players in clans.\n");
		return (-1);
	}
	if ((v = clan_target(ch, who)) == NULL)
		return (-1);
	if (clan_find(ch, clan, &c) <= 0) {
		char_printf(ch, "There is no clan called %s.\n", clan);
		return (-1);
	}
	if (!clan_staff(ch) && v->pd.clan[0] != '\0') {
		char_printf(ch, "%s belongs to a clan already.\n",
		    v->pd.name);
		return (-1);
	}
	text_strlcpy(v->pd.clan, c.name, sizeof v->pd.clan);
	v->pd.clan_rank = rank;
	(void)char_save(v);
	char_printf(v, "You are %s of the clan %s now.\n", rank ==
	    CLAN_LEADER ? "a leader" : "a member", c.name);
	if (v != ch)
		char_printf(ch, "%s is %s of the clan %s now.\n", v->pd.name,
		    rank == CLAN_LEADER ? "a leader" : "a member", c.name);
	return (0);
}

int
clan_remove(struct character *ch, const char *who)
{
	struct character	*v;

	if ((v = clan_target(ch, who)) == NULL)
		return (-1);
	if (v->pd.clan[0] == '\0') {
		char_printf(ch, "%s belongs to no clan.\n", v->pd.name);
		return (-1);
	}
	if (!clan_staff(ch) && !(clan_same(ch, v) &&
	    ch->pd.clan_rank == CLAN_LEADER)) {
		char_printf(ch, "Only its leaders cast a member out of a "
		    "clan.\n");
		return (-1);
	}
	char_printf(v, "You are cast out of the clan %s.\n", v->pd.clan);
	if (v != ch)
		char_printf(ch, "%s is cast out of the clan %s.\n",
		    v->pd.name, v->pd.clan);
	v->pd.clan[0] = '\0';
	v->pd.clan_rank = CLAN_MEMBER;
	(void)char_save(v);
	return (0);
}

int
clan_leave(struct character *ch)
{
	if (ch->pd.clan[0] == '\0') {
		char_printf(ch, "You belong to no clan.\n");
		return (-1);
	}
	char_printf(ch, "You leave the clan %s.\n", ch->pd.clan);
	ch->pd.clan[0] = '\0';
	ch->pd.clan_rank = CLAN_MEMBER;
	(void)char_save(ch);
	return (0);
}

const char *
clan_tag(const char *clan)
{
	const struct store_clan	*rows;
	size_t			 n, i;

	if (clan == NULL || *clan == '\0' ||
	    (rows = clan_tags_get(&n)) == NULL)
		return (NULL);
	for (i = 0; i < n; i++) {
		if (strcasecmp(rows[i].name, clan) == 0)
			return (rows[i].tag);
	}
	return (NULL);
}
