/*
 * cmd-ban.c: ban and unban, by site (an address, a network or a prefix,
 * IPv4 or IPv6) or by name, with a reason and an optional end. The checks
 * at a connect and a login are ban.c's.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "ban.h"
#include "character.h"
#include "colour.h"
#include "commands.h"
#include "descriptor.h"
#include "find.h"
#include "game.h"
#include "log.h"
#include "mod.h"
#include "names.h"
#include "netmask.h"
#include "player.h"
#include "save.h"
#include "session.h"
#include "store.h"
#include "text.h"

/* List the bans in force. */
static void
cmd_ban_list(struct character *ch)
{
	struct store_bans	 bs = { 0 };
	char			*cause = NULL, *reason, end[128];
	size_t			 i;

	if (store_ban_list(game_store, STORE_BAN__COUNT, (int64_t)game_time(),
	    BAN_MAX, &bs, &cause) != 0) {
		log_warnx("ban: listing: %s", cause);
		free(cause);
		char_printf(ch, "The bans cannot be read just now.\n");
		return;
	}
	if (bs.n == 0)
		char_printf(ch, "No bans are in force. Usage: ban site|name "
		    "<pattern> [duration] <reason>\n");
	for (i = 0; i < bs.n; i++) {
		reason = colour_escape(bs.list[i].reason);
		ban_end_text(&bs.list[i], end, sizeof end);
		char_printf(ch, "%-4s %-20s by %-12s ends %s: %s\n",
		    bs.list[i].kind == STORE_BAN_SITE ? "site" : "name",
		    bs.list[i].pattern, bs.list[i].author, end, reason);
		free(reason);
	}
	store_bans_clear(&bs);
}

/*
 * The pattern of a ban as it is kept: a site's canonical form, or a name
 * capitalised. 0, or -1 (ch told).
 */
static int
cmd_ban_pattern(struct character *ch, enum store_ban_kind kind,
    const char *word, char *out, size_t size)
{
	struct netmask	 m;
	size_t		 i, len = strlen(word);

	if (kind == STORE_BAN_SITE) {
		if (netmask_parse(word, &m, out, size) == 0)
			return (0);
		char_printf(ch, "'%s' is not an address, a network or a "
		    "prefix: write 10.1.2.3, 10.1.2.0/24, 10.1.2., "
		    "2001:db8::1, 2001:db8::/32 or 2001:db8:.\n", word);
		return (-1);
	}
	/* Any name a player could have, even one not taken yet. */
	for (i = 0; i < len && isalpha((unsigned char)word[i]); i++)
		;
	if (i < len || len < NAME_LEN_MIN || len > NAME_LEN_MAX ||
	    len >= size) {
		char_printf(ch, "'%s' is not a name a player could have.\n",
		    word);
		return (-1);
	}
	for (i = 0; i <= len; i++)
		out[i] = (char)(i == 0 ? toupper((unsigned char)word[i]) :
		    tolower((unsigned char)word[i]));
	return (0);
}

/* The kind a word names: "site" or "name"; -1 if neither. */
static int
cmd_ban_kind(const char *word)
{
	if (strcasecmp(word, "site") == 0)
		return (STORE_BAN_SITE);
	if (strcasecmp(word, "name") == 0)
		return (STORE_BAN_NAME);
	return (-1);
}

/*
 * A name ban reaches a player already in the game: it is told why, saved
 * and taken out. One of ch's role or higher cannot be banned: 0, or -1.
 */
static int
cmd_ban_name_target(struct character *ch, const char *name)
{
	struct player_data	 tmp;
	struct character	*online;
	char			*cause = NULL;
	int			 found;

	if ((online = char_find_player(name)) == NULL) {
		player_data_init(&tmp);
		found = save_load_player(game_store, name, &tmp, &cause);
		if (found < 0) {
			log_warnx("ban: loading %s: %s", name, cause);
			free(cause);
		}
		found = found == 1 && tmp.role >= ch->pd.role;
		player_data_clear(&tmp);
		if (found) {
			char_printf(ch, "You cannot ban someone of your role "
			    "or higher.\n");
			mod_audit_refused("%s is of their role or higher",
			    name);
			return (-1);
		}
		return (0);
	}
	if (online == ch || !mod_outranks(ch, online)) {
		char_printf(ch, "You cannot ban someone of your role or "
		    "higher.\n");
		mod_audit_refused("%s is of their role or higher",
		    online->pd.name);
		return (-1);
	}
	return (0);
}

/* Take a banned player out of the game, told why. */
static void
cmd_ban_remove_player(struct character *victim, const char *reason)
{
	char	*safe = colour_escape(reason);

	char_printf(victim, "\nYou have been banned from this game: %s.\n",
	    safe);
	free(safe);
	if (char_save(victim) != 0)
		log_warnx("ban: %s could not be saved on the way out",
		    victim->pd.name);
	log_info("%s is banned and leaves the game", victim->pd.name);
	session_quit(victim);
}

/* The connections open now from addresses a pattern matches. */
static int
cmd_ban_open_from(const char *pattern)
{
	struct descriptor	*d;
	struct netmask		 m;
	int			 n = 0;

	if (netmask_parse(pattern, &m, NULL, 0) != 0)
		return (0);
	TAILQ_FOREACH(d, &desc_list, entry) {
		if (!d->closing && netmask_match(&m, d->host))
			n++;
	}
	return (n);
}

/*
 * ban: the bans in force. ban site|name <pattern> [duration] <reason>:
 * refuse connections from a site, or logins to a name (a player of a
 * lower role in the game now is taken out), for a while or for good.
 */
void
cmd_ban(struct character *ch, char *arg)
{
	struct store_ban	 b = { 0 };
	struct netmask		 m;
	struct character	*victim;
	char			 pattern[NETMASK_TEXT_MAX + 1], end[128];
	char			*kind_word, *word, *cause = NULL;
	long long		 secs = 0, n;
	size_t			 len;
	int			 kind, open;

	kind_word = text_first_word(&arg);
	if (*kind_word == '\0') {
		cmd_ban_list(ch);
		return;
	}
	word = text_first_word(&arg);
	if ((kind = cmd_ban_kind(kind_word)) < 0 || *word == '\0')
		goto usage;
	if (cmd_ban_pattern(ch, kind, word, pattern, sizeof pattern) != 0)
		return;
	/*
	 * A duration, if the next word is one (a number that is not one is
	 * refused, never taken as no end); the rest is the reason.
	 */
	switch (mod_duration_lead(arg, &secs, &len, &cause)) {
	case -1:
		char_printf(ch, "%s.\n", cause);
		free(cause);
		return;
	case 1:
		arg += len;
		break;
	default:
		secs = 0;
		break;
	}
	if (*arg == '\0') {
		char_printf(ch, "Give a reason: it is shown to the banned "
		    "and in 'ban'.\n");
		return;
	}
	if (strlen(arg) > BAN_REASON_MAX) {
		char_printf(ch, "A reason may be at most %d characters long.\n",
		    BAN_REASON_MAX);
		return;
	}
	if (kind == STORE_BAN_SITE && ch->desc != NULL &&
	    netmask_parse(pattern, &m, NULL, 0) == 0 &&
	    netmask_match(&m, ch->desc->host)) {
		char_printf(ch, "That would ban your own address (%s).\n",
		    ch->desc->host);
		return;
	}
	if (kind == STORE_BAN_NAME &&
	    cmd_ban_name_target(ch, pattern) != 0)
		return;
	if ((n = store_ban_count(game_store, (int64_t)game_time(),
	    &cause)) >= BAN_MAX && store_ban_find(game_store, kind, pattern,
	    (int64_t)game_time(), &b, NULL) != 1) {
		char_printf(ch, "%d bans are in force, the most there may be; "
		    "'unban' one first.\n", BAN_MAX);
		return;
	}
	store_ban_clear(&b);
	free(cause);
	cause = NULL;
	b.kind = kind;
	b.pattern = pattern;
	b.reason = arg;
	b.author = ch->pd.name;
	b.created = (int64_t)game_time();
	b.expires = secs > 0 ? b.created + secs : 0;
	if (store_ban_add(game_store, &b, (int64_t)game_time(), &cause) != 0) {
		log_warnx("ban: adding %s: %s", pattern, cause);
		free(cause);
		char_printf(ch, "The ban cannot be written just now; nothing "
		    "changed.\n");
		return;
	}
	ban_end_text(&b, end, sizeof end);
	log_info("%s bans the %s %s (ends %s): %s", ch->pd.name, kind_word,
	    pattern, end, arg);
	char_printf(ch, "%s %s is banned; the ban ends %s.\n",
	    kind == STORE_BAN_SITE ? "The site" : "The name", pattern, end);
	if (kind == STORE_BAN_NAME) {
		if ((victim = char_find_player(pattern)) != NULL)
			cmd_ban_remove_player(victim, arg);
	} else if ((open = cmd_ban_open_from(pattern)) > 0)
		char_printf(ch, "%d connection%s from it %s open: new ones are "
		    "refused ('users' lists them).\n", open, open == 1 ? "" :
		    "s", open == 1 ? "is" : "are");
	return;
usage:
	char_printf(ch, "Usage: ban; ban site|name <pattern> [duration] "
	    "<reason>; a duration is a number and a unit (30m, 12h, 7d, "
	    "7 days, 2w) or 'perm'; none: no end.\n");
}

/* unban site|name <pattern>: lift a ban. */
void
cmd_unban(struct character *ch, char *arg)
{
	char	 pattern[NETMASK_TEXT_MAX + 1], *cause = NULL;
	char	*kind_word = text_first_word(&arg);
	char	*word = text_first_word(&arg);
	int	 kind, rc;

	if ((kind = cmd_ban_kind(kind_word)) < 0 || *word == '\0' ||
	    *arg != '\0') {
		char_printf(ch, "Usage: unban site|name <pattern>; 'ban' lists "
		    "them.\n");
		return;
	}
	if (cmd_ban_pattern(ch, kind, word, pattern, sizeof pattern) != 0)
		return;
	if ((rc = store_ban_remove(game_store, kind, pattern, &cause)) < 0) {
		log_warnx("unban %s: %s", pattern, cause);
		free(cause);
		char_printf(ch, "The bans cannot be written just now; nothing "
		    "changed.\n");
		return;
	}
	if (rc == 0) {
		char_printf(ch, "No %s ban on %s; 'ban' lists them.\n",
		    kind_word, pattern);
		return;
	}
	log_info("%s lifts the ban on the %s %s", ch->pd.name, kind_word,
	    pattern);
	char_printf(ch, "The ban on %s is lifted.\n", pattern);
}
