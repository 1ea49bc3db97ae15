/* cmd-comm.c: talking to other players, and who is there to talk to. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "afk.h"
#include "character.h"
#include "clan.h"
#include "colour.h"
#include "commands.h"
#include "config.h"
#include "crowd.h"
#include "find.h"
#include "game.h"
#include "gmcp.h"
#include "ignore.h"
#include "log.h"
#include "mod.h"
#include "names.h"
#include "player.h"
#include "room.h"
#include "save.h"
#include "script.h"
#include "text.h"
#include "pose.h"
#include "replay.h"
#include "session.h"
#include "xmalloc.h"

/* Does to hear ch, and know who it is (wizinvis)? */
static int
comm_hears_seen(const struct character *to, const struct character *ch,
    const void *arg)
{
	return (ignore_hears(to, ch, NULL) && mod_can_see(to, ch));
}

/* Does to hear ch without seeing who it is? */
static int
comm_hears_unseen(const struct character *to, const struct character *ch,
    const void *arg)
{
	return (ignore_hears(to, ch, NULL) && !mod_can_see(to, ch));
}

/* ch's name for to: "someone" for staff unseen by it. */
static const char *
comm_name(const struct character *to, const struct character *ch)
{
	return (mod_can_see(to, ch) ? char_name(ch) : "someone");
}

/* say <message>: to everyone in the room. */
void
cmd_say(struct character *ch, char *arg)
{
	if (*arg == '\0') {
		char_printf(ch, "Say what?\n");
		return;
	}
	if (!crowd_may_speak(ch))
		return;
	struct character	*p;
	char			*safe, *own, *seen, *unseen;

	/* What players type is shown as typed: no colour markup. */
	safe = colour_escape(arg);
	xasprintf(&own, "You say '{y%s{x'\n", safe);
	xasprintf(&seen, "%s says '{y%s{x'\n", text_cap(char_name(ch)), safe);
	xasprintf(&unseen, "Someone says '{y%s{x'\n", safe);
	free(safe);
	/* IRE's Comm.Channel.Start before the line, End with the Text. */
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (ignore_hears(p, ch, NULL))
			gmcp_channel_start(p, "say");
	}
	char_printf(ch, "%s", own);
	char_room_printf_if(ch, comm_hears_seen, NULL, "%s", seen);
	if (ch->pd.wizinvis)
		char_room_printf_if(ch, comm_hears_unseen, NULL, "%s", unseen);
	/* Comm.Channel.Text carries the line each was shown. */
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (ignore_hears(p, ch, NULL))
			gmcp_channel(p, "say", comm_name(p, ch), arg, p == ch ?
			    own : mod_can_see(p, ch) ? seen : unseen);
	}
	free(own);
	free(seen);
	free(unseen);
	script_speech(ch, arg);
}

/* Is to away or writing, so that a tell is kept for it to replay? */
static int
comm_busy(struct character *to)
{
	struct session	*s;

	if (to->afk != NULL)
		return (1);
	return (to->desc != NULL && (s = session_of(to->desc)) != NULL &&
	    s->state == SS_EDITING);
}

/* Tell one player, wherever they are; they can reply. */
static void
comm_tell(struct character *ch, struct character *to, const char *text)
{
	char	*safe, *told, *heard;

	if (to == ch) {
		char_printf(ch, "You mutter to yourself.\n");
		return;
	}
	if (ignore_has(&ch->pd, to->pd.name)) {
		char_printf(ch, "You are ignoring %s; 'unignore %s' first.\n",
		    to->pd.name, to->pd.name);
		return;
	}
	if (!ignore_hears(to, ch, NULL)) {
		char_printf(ch, "%s is not listening to you.\n", to->pd.name);
		return;
	}
	safe = colour_escape(text);
	xasprintf(&told, "You tell %s '{m%s{x'\n", to->pd.name, safe);
	xasprintf(&heard, "%s tells you '{m%s{x'\n",
	    text_cap(comm_name(to, ch)), safe);
	free(safe);
	if (to->desc == NULL) {
		/* Kept for it to read back when it returns. */
		replay_keep(to, heard);
		char_printf(ch, "%s has lost the link; your tell is kept for "
		    "them to read ('replay').\n", to->pd.name);
		free(told);
		free(heard);
		return;
	}
	/* Each line between IRE's Comm.Channel.Start and End. */
	xasprintf(&safe, "tell %s", to->pd.name);
	gmcp_channel_start(ch, safe);
	free(safe);
	char_printf(ch, "%s", told);
	gmcp_channel(ch, "tell", ch->pd.name, text, told);
	xasprintf(&safe, "tell %s", text_cap(comm_name(to, ch)));
	gmcp_channel_start(to, safe);
	free(safe);
	char_printf(to, "%s", heard);
	gmcp_channel(to, "tell", text_cap(comm_name(to, ch)), text, heard);
	if (comm_busy(to)) {
		replay_keep(to, heard);
		if (to->afk == NULL)
			char_printf(ch, "%s is busy writing; your tell is kept "
			    "for them.\n", to->pd.name);
	}
	if (to->afk != NULL) {
		safe = colour_escape(to->afk);
		char_printf(ch, "%s is away from the keyboard%s%s\n",
		    to->pd.name, *safe != '\0' ? ": " : ".", safe);
		free(safe);
	}
	/* One who cannot see the teller cannot reply to it by name. */
	if (mod_can_see(to, ch))
		text_strlcpy(to->reply_to, ch->pd.name, sizeof to->reply_to);
	char_prompt(to);
	free(told);
	free(heard);
}

/* tell <player> <message>: to one player anywhere in the game. */
void
cmd_tell(struct character *ch, char *arg)
{
	struct character	*to;
	char			*name;

	name = text_first_word(&arg);
	if (*name == '\0' || *arg == '\0') {
		char_printf(ch, "Tell whom what?\n");
		return;
	}
	if ((to = mod_find_player(ch, name)) == NULL) {
		char_printf(ch, "No one called that is playing.\n");
		return;
	}
	comm_tell(ch, to, arg);
}

/* reply <message>: to whoever told you something last. */
void
cmd_reply(struct character *ch, char *arg)
{
	struct character	*to;

	if (ch->reply_to[0] == '\0') {
		char_printf(ch, "No one has told you anything yet.\n");
		return;
	}
	if (*arg == '\0') {
		char_printf(ch, "Reply what to %s?\n", ch->reply_to);
		return;
	}
	if ((to = char_find_player(ch->reply_to)) == NULL) {
		char_printf(ch, "%s is no longer playing.\n", ch->reply_to);
		return;
	}
	comm_tell(ch, to, arg);
}

/* emote <action>: "Alice grins." to the room, yourself included. */
void
cmd_emote(struct character *ch, char *arg)
{
	char	*safe;

	if (*arg == '\0') {
		char_printf(ch, "Emote what?\n");
		return;
	}
	if (!crowd_may_speak(ch))
		return;
	safe = colour_escape(arg);
	char_printf(ch, "%s %s\n", char_name_cap(ch), safe);
	char_room_printf_if(ch, comm_hears_seen, NULL, "%s %s\n",
	    char_name_cap(ch), safe);
	if (ch->pd.wizinvis)
		char_room_printf_if(ch, comm_hears_unseen, NULL, "Someone "
		    "%s\n", safe);
	free(safe);
}

/* pose: a flourish of ch's class. */
void
cmd_pose(struct character *ch, char *arg)
{
	/* It takes no words, so the interpreter's mute check misses it. */
	if (mod_muted(ch)) {
		char_printf(ch, "You are muted: you cannot act before "
		    "others.\n");
		return;
	}
	if (crowd_may_speak(ch))
		pose_strike(ch);
}

/* pmote <action>: an emote that names those present as "you". */
void
cmd_pmote(struct character *ch, char *arg)
{
	if (*arg != '\0' && !crowd_may_speak(ch))
		return;
	(void)pose_pmote(ch, arg);
}

/* replay: the tells kept while ch was away, busy or without its link. */
void
cmd_replay(struct character *ch, char *arg)
{
	replay_show(ch);
}

/* What 'who' lists: players matching every filter given. */
struct who_filter {
	const char	*prefix;	/* of the name, or NULL */
	const char	*class_name;	/* or NULL */
	int		 min, max;	/* levels */
};

/* Read "who [name] [class] [level | min-max]"; 0, or -1 if unreadable. */
static int
who_parse(char *arg, struct who_filter *f)
{
	char	*word, *end;
	long	 a, b;

	memset(f, 0, sizeof *f);
	f->max = INT_MAX;
	while (*(word = text_first_word(&arg)) != '\0') {
		if (isdigit((unsigned char)*word)) {
			a = strtol(word, &end, 10);
			b = a;
			if (*end == '-')
				b = strtol(end + 1, &end, 10);
			if (*end != '\0' || a < 0 || b < a || b > INT_MAX)
				return (-1);
			f->min = (int)a;
			f->max = (int)b;
			continue;
		}
		/* "who th" is a name; "who thi" the class. */
		if (strlen(word) >= 3 &&
		    (f->class_name = class_lookup(word)) != NULL)
			continue;
		f->prefix = word;
	}
	return (0);
}

static int
who_matches(const struct character *p, const struct who_filter *f)
{
	if (p->pd.level < f->min || p->pd.level > f->max)
		return (0);
	if (f->class_name != NULL &&
	    strcasecmp(p->pd.class_name, f->class_name) != 0)
		return (0);
	return (f->prefix == NULL || text_prefix(f->prefix, p->pd.name));
}

static int
who_unfiltered(const struct who_filter *f)
{
	return (f->prefix == NULL && f->class_name == NULL && f->min == 0 &&
	    f->max == INT_MAX);
}

/*
 * who [name] [class] [level | min-max]: the players in the game, at most
 * who_max of them; the rest are counted.
 */
void
cmd_who(struct character *ch, char *arg)
{
	struct who_filter	 f;
	struct character	*p;
	int			 shown = 0, matched = 0, limit, hidden = 0;
	const char		*tag, *ctag;

	if (who_parse(arg, &f) != 0) {
		char_printf(ch, "Usage: who [name] [class] [level | "
		    "min-max]\n");
		return;
	}
	limit = (int)conf_int(CFG_WHO_MAX);
	char_printf(ch, "Players in the game\n-------------------\n");
	TAILQ_FOREACH(p, &player_list, player_entry) {
		/* Staff unseen by ch are neither listed nor counted. */
		if (!mod_can_see(ch, p)) {
			hidden++;
			continue;
		}
		if (!who_matches(p, &f))
			continue;
		if (++matched > limit) {
			/* Unfiltered, the rest need no counting, unless
			 * someone there is hidden. */
			if (who_unfiltered(&f) && !mod_anyone_invisible()) {
				matched = char_count();
				break;
			}
			continue;
		}
		tag = p->pd.role == ROLE_OWNER ? "Owner" :
		    p->pd.role == ROLE_ADMIN ? "Admin" :
		    p->pd.role == ROLE_BUILDER ? "Build" : "";
		ctag = clan_tag(p->pd.clan);
		char_printf(ch, "[%3d %-7s %5s] %s%s%s%s%s%s%s%s\n",
		    p->pd.level, p->pd.class_name, tag, ctag != NULL ? ctag :
		    "", ctag != NULL ? "{x " : "", p->pd.name,
		    *p->pd.title ? " " : "",
		    p->pd.title, p->linkdead ? " (link-dead)" : "",
		    p->afk != NULL ? " (AFK)" : "",
		    p->pd.wizinvis ? " (wizinvis)" : "");
		shown++;
	}
	if (matched > shown)
		char_printf(ch, "\n%d of %d players shown; narrow the list "
		    "with 'who <name|class|levels>'.\n", shown, matched);
	else
		char_printf(ch, "\n%d player%s.\n", matched,
		    matched == 1 ? "" : "s");
	if (matched != char_count() - hidden)
		char_printf(ch, "%d in the game in all.\n",
		    char_count() - hidden);
}

/* The longest away message, in bytes. */
#define COMM_AFK_MAX	80

/*
 * afk [message]: away from the keyboard: those who tell you are told so
 * (and the message), 'who' shows it; the next thing you type ends it.
 */
void
cmd_afk(struct character *ch, char *arg)
{
	size_t	 len = strlen(arg);
	char	*safe;

	if (ch->afk != NULL) {
		afk_back(ch);
		return;
	}
	if (len > COMM_AFK_MAX) {
		/* Cut between characters, never inside one. */
		len = COMM_AFK_MAX;
		while (len > 0 && ((unsigned char)arg[len] & 0xc0) == 0x80)
			len--;
		arg[len] = '\0';
	}
	ch->afk = xstrdup(arg);
	safe = colour_escape(arg);
	char_printf(ch, "You are away from the keyboard%s%s%s; type anything "
	    "to come back.\n", *safe != '\0' ? " ('" : "", safe,
	    *safe != '\0' ? "')" : "");
	free(safe);
}

/* The names ch ignores, in a line. */
static void
comm_ignore_list(struct character *ch)
{
	if (ignore_count(&ch->pd) == 0) {
		char_printf(ch, "You ignore no one.\n");
		return;
	}
	char_printf(ch, "You ignore: %s (%d of at most %d).\n",
	    ch->pd.ignored, ignore_count(&ch->pd), IGNORE_MAX);
}

/*
 * ignore [player]: stop hearing a player's tells, says, emotes and
 * channel messages (saved); alone, list those ignored.
 */
void
cmd_ignore(struct character *ch, char *arg)
{
	const struct player_data	*who;
	struct player_data		 tmp;
	struct character		*online;
	char				*name;

	name = text_first_word(&arg);
	if (*name == '\0') {
		comm_ignore_list(ch);
		return;
	}
	player_data_init(&tmp);
	if ((who = find_player(ch, name, &tmp, &online)) == NULL)
		goto done;
	if (ignore_has(&ch->pd, who->name))
		char_printf(ch, "You already ignore %s; 'unignore %s' to hear "
		    "them again.\n", who->name, who->name);
	else if (strcasecmp(who->name, ch->pd.name) == 0)
		char_printf(ch, "You cannot ignore yourself.\n");
	else if (who->role >= ROLE_ADMIN)
		char_printf(ch, "You cannot ignore the staff.\n");
	else if (ignore_add(&ch->pd, who->name) != 0)
		char_printf(ch, "You already ignore %d players, the most you "
		    "may; 'unignore' one first.\n", IGNORE_MAX);
	else
		char_printf(ch, "You ignore %s now: you will not hear their "
		    "tells, says or channels.\n", who->name);
done:
	player_data_clear(&tmp);
}

/* unignore <player>: hear a player again. */
void
cmd_unignore(struct character *ch, char *arg)
{
	char	*name = text_first_word(&arg);

	if (*name == '\0') {
		char_printf(ch, "Unignore whom? ");
		comm_ignore_list(ch);
		return;
	}
	if (ignore_remove(&ch->pd, name))
		char_printf(ch, "You hear %s again.\n", text_cap(name));
	else
		char_printf(ch, "You are not ignoring anyone called %s.\n",
		    text_cap(name));
}
