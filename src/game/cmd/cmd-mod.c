/*
 * cmd-mod.c: moderating players: staff unseen (wizinvis), watching a
 * player (snoop), making one act (force), stopping one (freeze) or its
 * talk (mute), the connections (users) and the audit log (audit). The
 * rules the rest of the game asks are mod.c's; bans are cmd-ban.c's.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "commands.h"
#include "date.h"
#include "descriptor.h"
#include "find.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "mod.h"
#include "player.h"
#include "save.h"
#include "session.h"
#include "store.h"
#include "telnet.h"
#include "text.h"
#include "xmalloc.h"

/* The most connections one 'users' lists; the rest are counted. */
#define USERS_MAX		100
/* Rows 'audit' shows by default, and at most. */
#define AUDIT_SHOW		20
#define AUDIT_SHOW_MAX		200

/* Those who do not see ch (wizinvis): a filter for act.h's sends. */
static int
mod_cmd_unseen(const struct character *to, const struct character *ch,
    const void *unused)
{
	return (!mod_can_see(to, ch));
}

/* wizinvis [on|off]: be unseen by lower roles, or seen again. */
void
cmd_wizinvis(struct character *ch, char *arg)
{
	int	on;

	if (*arg == '\0')
		on = !ch->pd.wizinvis;
	else if (strcasecmp(arg, "on") == 0)
		on = 1;
	else if (strcasecmp(arg, "off") == 0)
		on = 0;
	else {
		char_printf(ch, "Usage: wizinvis [on|off]\n");
		return;
	}
	if (on == ch->pd.wizinvis) {
		char_printf(ch, "You are %s already.\n", on ? "unseen" :
		    "seen");
		return;
	}
	if (on) {
		mod_set_wizinvis(ch, 1);
		char_room_printf_if(ch, mod_cmd_unseen, NULL, "%s thins "
		    "to a shadow and is gone.\n", char_name(ch));
		char_printf(ch, "You vanish from the sight of everyone of a "
		    "lower role than yours.\n");
	} else {
		char_room_printf_if(ch, mod_cmd_unseen, NULL, "%s takes "
		    "shape out of nowhere.\n", char_name(ch));
		mod_set_wizinvis(ch, 0);
		char_printf(ch, "You are seen by everyone again.\n");
	}
	log_info("%s: wizinvis %s", ch->pd.name, on ? "on" : "off");
}

/* The name a connection plays, or its state, for staff. */
static const char *
mod_cmd_desc_name(struct descriptor *d)
{
	struct session	*s = session_of(d);

	if (s == NULL)
		return ("-");
	if (s->ch != NULL)
		return (s->ch->pd.name);
	return (s->pd != NULL && s->pd->name[0] != '\0' ? s->pd->name :
	    "-");
}

/* ch stops snooping, if it was. */
static void
mod_cmd_snoop_stop(struct character *ch)
{
	struct descriptor	*d = ch->desc;

	if (d == NULL || d->snooping == NULL) {
		char_printf(ch, "You are not snooping anyone.\n");
		return;
	}
	log_info("%s stops snooping %s", ch->pd.name,
	    mod_cmd_desc_name(d->snooping));
	char_printf(ch, "You stop snooping %s.\n",
	    mod_cmd_desc_name(d->snooping));
	desc_snoop(d->snooping, NULL);
}

/*
 * snoop [player]: see what a player of a lower role sees, and what it
 * types (never a password); alone, or on oneself, stop.
 */
void
cmd_snoop(struct character *ch, char *arg)
{
	struct character	*victim;
	struct descriptor	*d = ch->desc, *p;
	char			*name = text_first_word(&arg);

	if (d == NULL)
		return;
	if (*name == '\0' || strcasecmp(name, "self") == 0) {
		mod_cmd_snoop_stop(ch);
		return;
	}
	if ((victim = mod_find_player(ch, name)) == NULL) {
		char_printf(ch, "No one called that is in the game.\n");
		return;
	}
	if (victim == ch) {
		mod_cmd_snoop_stop(ch);
		return;
	}
	if (!mod_outranks(ch, victim)) {
		char_printf(ch, "You cannot snoop someone of your role or "
		    "higher.\n");
		return;
	}
	if (victim->desc == NULL) {
		char_printf(ch, "%s has lost the link: there is nothing to "
		    "see.\n", victim->pd.name);
		return;
	}
	if (victim->desc->snooper == d) {
		char_printf(ch, "You are snooping %s already.\n",
		    victim->pd.name);
		return;
	}
	if (victim->desc->snooper != NULL) {
		char_printf(ch, "%s is snooped by %s already.\n",
		    victim->pd.name, mod_cmd_desc_name(victim->desc->snooper));
		return;
	}
	/* No loop: the victim must not be watching ch, however far. */
	for (p = d; p != NULL; p = p->snooper) {
		if (p == victim->desc) {
			char_printf(ch, "%s is watching you: that would be a "
			    "loop.\n", victim->pd.name);
			return;
		}
	}
	if (d->snooping != NULL)
		mod_cmd_snoop_stop(ch);
	desc_snoop(victim->desc, d);
	text_strlcpy(session_of(d)->snooped, victim->pd.name,
	    sizeof session_of(d)->snooped);
	log_info("%s snoops %s", ch->pd.name, victim->pd.name);
	char_printf(ch, "You snoop %s: you see what they see, and what they "
	    "type as '%% ...'. 'snoop' alone stops.\n", victim->pd.name);
}

/*
 * Make victim run line, as ordered by ch; 0, or -1 (ch told) if it
 * cannot: it is busy at a prompt of its own or the command is a secret
 * one (a password).
 */
static int
mod_cmd_force_one(struct character *ch, struct character *victim,
    const char *line)
{
	const struct cmd_entry	*c;
	struct session		*s;
	char			*copy, *rest, *word, *safe;

	if (victim->desc != NULL && (s = session_of(victim->desc)) != NULL &&
	    s->state != SS_PLAYING) {
		char_printf(ch, "%s is busy (%s); try again later.\n",
		    victim->pd.name, session_state_name(s->state));
		return (-1);
	}
	copy = rest = xstrdup(line);
	word = text_first_word(&rest);
	c = interp_find(victim, word);
	free(copy);
	if (c != NULL && (c->flags & CMD_NOLOG)) {
		char_printf(ch, "That cannot be forced.\n");
		return (-1);
	}
	safe = colour_escape(line);
	char_printf(victim, "%s forces you to '%s'.\n",
	    mod_can_see(victim, ch) ? ch->pd.name : "Someone", safe);
	free(safe);
	interp_run(victim, line);
	char_prompt(victim);
	return (0);
}

/*
 * force <player|all> <command>: make a player of a lower role (or a
 * mobile here), or every one, do something.
 */
void
cmd_force(struct character *ch, char *arg)
{
	struct character	*victim, *p;
	uint64_t		*ids;
	char			*name = text_first_word(&arg);
	size_t			 n = 0, i, done = 0;

	if (*name == '\0' || *arg == '\0') {
		char_printf(ch, "Usage: force <player|all> <command>\n");
		return;
	}
	if (strcasecmp(name, "all") == 0) {
		/*
		 * By id: a forced command may take others out of the game
		 * (or the forcer), and the list changes under it.
		 */
		ids = xreallocarray(NULL, (size_t)char_count() + 1,
		    sizeof *ids);
		TAILQ_FOREACH(p, &player_list, player_entry) {
			if (p != ch && mod_outranks(ch, p) &&
			    n < (size_t)char_count())
				ids[n++] = p->id;
		}
		for (i = 0; i < n; i++) {
			if ((victim = char_find_id(ids[i])) != NULL &&
			    !victim->extracted &&
			    mod_cmd_force_one(ch, victim, arg) == 0)
				done++;
		}
		free(ids);
		log_info("%s forces all (%zu) to '%s'", ch->pd.name, done, arg);
		char_printf(ch, "You force %zu player%s to '%s'.\n", done,
		    done == 1 ? "" : "s", arg);
		return;
	}
	if ((victim = mod_find_player(ch, name)) == NULL &&
	    (victim = find_char_room(ch, name)) == NULL) {
		char_printf(ch, "No one called that is in the game or here.\n");
		return;
	}
	if (victim == ch) {
		char_printf(ch, "Just type it.\n");
		return;
	}
	if (!mod_outranks(ch, victim)) {
		char_printf(ch, "You cannot force someone of your role or "
		    "higher.\n");
		return;
	}
	log_info("%s forces %s to '%s'", ch->pd.name, char_name(victim), arg);
	if (mod_cmd_force_one(ch, victim, arg) == 0)
		char_printf(ch, "You force %s to '%s'.\n", char_name(victim),
		    arg);
}

/*
 * The player name for a change staff make to it: in the game (*online)
 * or its saved record (tmp), if ch outranks it; NULL if not (ch told).
 */
static struct player_data *
mod_cmd_target(struct character *ch, const char *name, const char *what,
    struct player_data *tmp, struct character **online)
{
	const struct player_data	*pd;

	if ((pd = find_player(ch, name, tmp, online)) == NULL)
		return (NULL);
	if (pd->role >= ch->pd.role) {
		char_printf(ch, "You cannot %s someone of your role or "
		    "higher.\n", what);
		return (NULL);
	}
	return (*online != NULL ? &(*online)->pd : tmp);
}

/* Save a change to a player in the game, or to its record; 0 or -1. */
static int
mod_cmd_save(struct character *ch, struct character *online,
    struct player_data *pd)
{
	char	*cause = NULL;

	if (online != NULL)
		return (char_save(online));
	if (save_offline_player(game_store, pd, &cause) != 0) {
		log_warnx("saving %s: %s", pd->name, cause);
		free(cause);
		char_printf(ch, "The records cannot be written just now; "
		    "nothing changed.\n");
		return (-1);
	}
	return (0);
}

/*
 * freeze <player>: a player of a lower role can do nothing but look and
 * quit (saved, in the game or not); again to thaw.
 */
void
cmd_freeze(struct character *ch, char *arg)
{
	struct player_data	 tmp, *pd;
	struct character	*online;
	char			*name = text_first_word(&arg);
	int			 was;

	if (*name == '\0') {
		char_printf(ch, "Usage: freeze <player>\n");
		return;
	}
	player_data_init(&tmp);
	if ((pd = mod_cmd_target(ch, name, "freeze", &tmp, &online)) == NULL)
		goto done;
	was = pd->frozen;
	pd->frozen = !was;
	if (mod_cmd_save(ch, online, pd) != 0) {
		pd->frozen = was;
		goto done;
	}
	log_info("%s %s %s", ch->pd.name, was ? "thaws" : "freezes", pd->name);
	char_printf(ch, "%s is %s.%s\n", pd->name, was ? "no longer frozen" :
	    "frozen: they can only look and quit", online == NULL ?
	    " (They are not in the game; it is saved.)" : "");
	if (online != NULL) {
		char_printf(online, "%s\n", was ? "You can move again." :
		    "You are frozen solid! You can do nothing but look and "
		    "quit.");
		char_prompt(online);
	}
done:
	player_data_clear(&tmp);
}

/*
 * mute <player> [duration|off]: a player of a lower role cannot talk to
 * others (says, tells, emotes, socials, channels) for a while or until
 * unmuted (saved); without a duration, a muted player is unmuted.
 */
void
cmd_mute(struct character *ch, char *arg)
{
	struct player_data	 tmp, *pd;
	struct character	*online;
	char			*name = text_first_word(&arg);
	char			*when = text_first_word(&arg), len[32];
	time_t			 was, until;
	long long		 secs = 0;

	if (*name == '\0' || *arg != '\0' || (*when != '\0' &&
	    strcasecmp(when, "off") != 0 && (secs = mod_duration(when)) < 0)) {
		char_printf(ch, "Usage: mute <player> [duration|off]; a "
		    "duration is a number and s, m, h, d or w (30m, 7d).\n");
		return;
	}
	player_data_init(&tmp);
	if ((pd = mod_cmd_target(ch, name, "mute", &tmp, &online)) == NULL)
		goto done;
	was = pd->muted_until;
	if (was != 0 && was != PLAYER_MUTED_FOREVER && was <= game_time())
		was = 0;		/* over already */
	if (secs > 0)
		until = game_time() + (time_t)secs;
	else if (*when != '\0' || was != 0)
		until = 0;		/* off, or again: unmute */
	else
		until = PLAYER_MUTED_FOREVER;
	pd->muted_until = until;
	if (mod_cmd_save(ch, online, pd) != 0) {
		pd->muted_until = was;
		goto done;
	}
	if (until == 0) {
		log_info("%s unmutes %s", ch->pd.name, pd->name);
		char_printf(ch, "%s %s.\n", pd->name, was != 0 ?
		    "may talk again" : "was not muted");
		if (online != NULL && was != 0)
			char_printf(online, "You may talk again.\n");
	} else {
		if (until == PLAYER_MUTED_FOREVER)
			text_strlcpy(len, "until unmuted", sizeof len);
		else {
			text_strlcpy(len, "for ", sizeof len);
			mod_duration_text(secs, len + 4, sizeof len - 4);
		}
		log_info("%s mutes %s %s", ch->pd.name, pd->name, len);
		char_printf(ch, "%s is muted %s.\n", pd->name, len);
		if (online != NULL)
			char_printf(online, "You are muted %s: you cannot talk "
			    "to others.\n", len);
	}
	if (online != NULL)
		char_prompt(online);
done:
	player_data_clear(&tmp);
}

/* Seconds as a short idle time: "12s", "5m", "3h", "2d". */
static void
mod_cmd_idle(uint64_t secs, char *buf, size_t size)
{
	if (secs < 60)
		snprintf(buf, size, "%llus", (unsigned long long)secs);
	else if (secs < 3600)
		snprintf(buf, size, "%llum", (unsigned long long)secs / 60);
	else if (secs < 86400)
		snprintf(buf, size, "%lluh", (unsigned long long)secs / 3600);
	else
		snprintf(buf, size, "%llud", (unsigned long long)secs / 86400);
}

/* The protocols a connection speaks, in a few words. */
static void
mod_cmd_protocols(struct descriptor *d, char *buf, size_t size)
{
	const struct proto	*p = &d->proto;
	size_t			 len;

	snprintf(buf, size, "%s%s%s%s%s%s%s%s",
	    p->compressing ? "MCCP2 " : "", p->gmcp_on ? "GMCP " : "",
	    p->msdp_on ? "MSDP " : "", p->mxp_on ? "MXP " : "",
	    p->mtts != 0 ? "MTTS " : "", p->utf8 ? "UTF-8 " : "",
	    telnet_local_enabled(d->telnet, TELOPT_EOR) ? "EOR " : "",
	    !d->speaks_telnet ? "raw " : "");
	len = strlen(buf);
	if (p->width > 0)
		snprintf(buf + len, size - len, "NAWS %ux%u", p->width,
		    p->height);
	else if (len > 0)
		buf[len - 1] = '\0';
	if (*buf == '\0')
		text_strlcpy(buf, "-", size);
}

/*
 * users [name|address]: every connection: who plays it or where it is in
 * the login, its address, how it came (telnet, tls, websocket, wss), how
 * long since it typed, its client and the protocols it speaks; at most USERS_MAX lines, the rest counted.
 */
void
cmd_users(struct character *ch, char *arg)
{
	struct descriptor	*d;
	struct session		*s;
	const char		*who, *state;
	char			 idle[16], protos[96], *client;
	uint64_t		 now = equeue_pulse(game_eq);
	int			 shown = 0, matched = 0, playing = 0;

	char_printf(ch, "%5s %-12s %-14s %-24s %-9s %5s %-14s %s\n", "Conn",
	    "Name", "State", "Address", "Via", "Idle", "Client", "Protocols");
	TAILQ_FOREACH(d, &desc_list, entry) {
		if ((s = session_of(d)) == NULL)
			continue;
		if (s->ch != NULL)
			playing++;
		who = mod_cmd_desc_name(d);
		if (*arg != '\0' && !text_prefix(arg, who) &&
		    strncmp(d->host, arg, strlen(arg)) != 0)
			continue;
		if (++matched > USERS_MAX)
			continue;
		state = d->closing ? "closing" : session_state_name(s->state);
		mod_cmd_idle(now > s->last_input ? (now - s->last_input) /
		    PULSES_PER_SECOND : 0, idle, sizeof idle);
		mod_cmd_protocols(d, protos, sizeof protos);
		client = colour_escape(d->proto.client[0] != '\0' ?
		    d->proto.client : "-");
		char_printf(ch, "%5llu %-12s %-14s %-24s %-9s %5s %-14.14s "
		    "%s\n", (unsigned long long)d->id, who, state, d->host,
		    d->io != NULL ? d->io->name : "telnet", idle, client,
		    protos);
		free(client);
		shown++;
	}
	if (matched > shown)
		char_printf(ch, "%d of %d shown; narrow the list with 'users "
		    "<name|address>'.\n", shown, matched);
	char_printf(ch, "%d connection%s: %d in the game, %d at the login.\n",
	    desc_count(), desc_count() == 1 ? "" : "s", playing,
	    desc_count() - playing);
}

/* Is word a name a player could have: letters only? */
static int
mod_cmd_name_like(const char *word)
{
	if (*word == '\0' || strlen(word) > CHAR_NAME_MAX)
		return (0);
	for (; *word != '\0'; word++) {
		if (!isalpha((unsigned char)*word))
			return (0);
	}
	return (1);
}

/*
 * audit [player] [n]: the last n staff commands (20 by default, at most
 * AUDIT_SHOW_MAX), or those by a player or naming one.
 */
void
cmd_audit(struct character *ch, char *arg)
{
	struct store_audits	 as = { 0 };
	const char		*who = NULL;
	char			*word, *cause = NULL, *args, *outcome, date[64];
	long			 n = AUDIT_SHOW;
	size_t			 i;

	while (*(word = text_first_word(&arg)) != '\0') {
		if (isdigit((unsigned char)*word)) {
			n = strtol(word, &word, 10);
			if (*word != '\0' || n < 1 || n > AUDIT_SHOW_MAX)
				goto usage;
		} else if (who == NULL && mod_cmd_name_like(word))
			who = word;
		else
			goto usage;
	}
	if (store_audit_list(game_store, who, (size_t)n, &as, &cause) != 0) {
		log_warnx("audit: %s", cause);
		free(cause);
		char_printf(ch, "The audit log cannot be read just now.\n");
		return;
	}
	if (as.n == 0)
		char_printf(ch, "The audit log holds nothing%s%s.\n",
		    who != NULL ? " by or naming " : "",
		    who != NULL ? text_cap(who) : "");
	for (i = 0; i < as.n; i++) {
		date_text((time_t)as.list[i].at, date, sizeof date);
		args = colour_escape(as.list[i].args);
		outcome = colour_escape(as.list[i].outcome != NULL ?
		    as.list[i].outcome : "ok");
		char_printf(ch, "%s  %-12s %s%s%s%s%s%s\n", date,
		    as.list[i].actor, as.list[i].command, *args != '\0' ?
		    " " : "", args, strcmp(outcome, "ok") != 0 ? "  [" : "",
		    strcmp(outcome, "ok") != 0 ? outcome : "",
		    strcmp(outcome, "ok") != 0 ? "]" : "");
		free(outcome);
		free(args);
	}
	store_audits_clear(&as);
	return;
usage:
	char_printf(ch, "Usage: audit [player] [n]; n from 1 to %d.\n",
	    AUDIT_SHOW_MAX);
}
