/*
 * cmd-staff.c: the staff's everyday tools: their channel (wiznet), words
 * to a room, an area or the game (echo, zecho, gecho), stopping fights
 * (peace) or a life (slay), seeing all (holylight), their goto lines
 * (poofin, poofout), cutting a connection (disconnect), locking the
 * logins (wizlock, newlock) and playing a mobile (switch, return). The rules are staff.c's and wiznet.c's.
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
#include "descriptor.h"
#include "fight.h"
#include "find.h"
#include "game.h"
#include "log.h"
#include "mod.h"
#include "player.h"
#include "room.h"
#include "session.h"
#include "staff.h"
#include "staffset.h"
#include "switch.h"
#include "text.h"
#include "wiznet.h"
#include "world.h"
#include "xmalloc.h"

/* wiznet: what ch gets, and what it could. */
static void
staff_cmd_wiznet_show(struct character *ch)
{
	int	k;

	char_printf(ch, "Wiznet is %s for you.\n", ch->pd.wiznet & WIZNET_OFF ?
	    "OFF" : "on");
	for (k = 0; k < WIZ__COUNT; k++) {
		if (ch->pd.role < wiznet_table[k].role)
			continue;
		char_printf(ch, "  %-8s %-3s  %s\n", wiznet_table[k].name,
		    ch->pd.wiznet & (1 << k) ? "off" : "on",
		    wiznet_table[k].help);
	}
	char_printf(ch, "'wiznet <kind>' switches one, 'wiznet on|off' the "
	    "channel; 'wiznet <text>' talks on it.\n");
}

/*
 * wiznet [on|off|<kind>|<text>]: the staff channel: alone, what it
 * carries for ch; a kind switches it; anything else is said on it.
 */
void
cmd_wiznet(struct character *ch, char *arg)
{
	char	*safe;
	int	 k;

	if (*arg == '\0') {
		staff_cmd_wiznet_show(ch);
		return;
	}
	if (strcasecmp(arg, "on") == 0 || strcasecmp(arg, "off") == 0) {
		if (strcasecmp(arg, "on") == 0)
			ch->pd.wiznet &= ~WIZNET_OFF;
		else
			ch->pd.wiznet |= WIZNET_OFF;
		char_printf(ch, "Wiznet is %s.\n", ch->pd.wiznet & WIZNET_OFF ?
		    "off" : "on");
		return;
	}
	if ((k = wiznet_find(arg)) >= 0 && ch->pd.role >=
	    wiznet_table[k].role) {
		ch->pd.wiznet ^= 1 << k;
		char_printf(ch, "Wiznet %s: %s.\n", wiznet_table[k].name,
		    ch->pd.wiznet & (1 << k) ? "off" : "on");
		return;
	}
	if (ch->pd.wiznet & (WIZNET_OFF | (1 << WIZ_TALK))) {
		char_printf(ch, "You have wiznet talk off: 'wiznet on' and "
		    "'wiznet talk' first.\n");
		return;
	}
	safe = colour_escape(arg);
	char_printf(ch, "{c[Wiznet] You: %s{x\n", safe);
	free(safe);
	wiznet_send(WIZ_TALK, ch, "%s: %s", ch->pd.name, arg);
}

/*
 * The text of an echo, cleaned of control codes (what a script or a
 * forced line may carry); NULL and ch told if there is none.
 */
static char *
staff_cmd_echo_text(struct character *ch, const char *arg, const char *usage)
{
	char		*text = xstrdup(arg);
	const char	*why;

	if (staffset_string(text, &why) != 0) {
		free(text);
		char_printf(ch, "Usage: %s <text>\n", usage);
		return (NULL);
	}
	return (text);
}

/* echo <text>: words to everyone in the room, as they are. */
void
cmd_echo(struct character *ch, char *arg)
{
	struct character	*p;
	char			*text;

	if (ch->room == NULL ||
	    (text = staff_cmd_echo_text(ch, arg, "echo")) == NULL)
		return;
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p->desc != NULL)
			char_printf(p, "%s\n", text);
	}
	free(text);
}

/* zecho <text>: words to every player in ch's area. */
void
cmd_zecho(struct character *ch, char *arg)
{
	struct character	*p;
	char			*text;
	int			 n = 0;

	if (ch->room == NULL ||
	    (text = staff_cmd_echo_text(ch, arg, "zecho")) == NULL)
		return;
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (p->room != NULL && p->room->area == ch->room->area &&
		    p->desc != NULL) {
			char_printf(p, "%s\n", text);
			n++;
		}
	}
	if (ch->room->area == NULL || n == 0)
		char_printf(ch, "No one is in this area to hear it.\n");
	free(text);
}

/* gecho <text>: words to every player in the game. */
void
cmd_gecho(struct character *ch, char *arg)
{
	struct character	*p;
	char			*text;

	if ((text = staff_cmd_echo_text(ch, arg, "gecho")) == NULL)
		return;
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (p->desc != NULL)
			char_printf(p, "%s\n", text);
	}
	free(text);
}

/* peace: every fight in the room stops. */
void
cmd_peace(struct character *ch, char *arg)
{
	struct character	*p;
	int			 n = 0;

	if (ch->room == NULL)
		return;
	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p->fighting != NULL) {
			fight_stop(p);
			n++;
		}
	}
	char_room_printf_if(ch, mod_hears, NULL, "%s makes peace here.\n",
	    char_name_cap(ch));
	char_printf(ch, n > 0 ? "You make peace: %d stop fighting.\n" :
	    "No one here is fighting.\n", n);
}

/* slay <character>: kill a mobile, or a player of a lower rank, here. */
void
cmd_slay(struct character *ch, char *arg)
{
	struct character	*victim;

	if (*arg == '\0') {
		char_printf(ch, "Usage: slay <character>\n");
		return;
	}
	if ((victim = find_char_room(ch, arg)) == NULL) {
		char_printf(ch, "No one called that is here.\n");
		return;
	}
	if (victim == ch) {
		char_printf(ch, "Suicide is a mortal sin.\n");
		return;
	}
	if (!char_is_npc(victim) && !mod_outranks(ch, victim)) {
		char_printf(ch, "You cannot slay someone of your role or "
		    "higher.\n");
		return;
	}
	char_printf(ch, "You slay %s in cold blood!\n", char_name(victim));
	char_printf(victim, "%s slays you in cold blood!\n",
	    mod_can_see(victim, ch) ? char_name_cap(ch) : "Someone");
	char_room_printf_but(ch, victim, "%s slays %s in cold blood!\n",
	    char_name_cap(ch), char_name(victim));
	if (!char_is_npc(victim)) {
		log_info("%s slays %s", ch->pd.name, victim->pd.name);
		wiznet_send(WIZ_STAFF, ch, "%s slays %s.", ch->pd.name,
		    victim->pd.name);
	}
	victim->pd.hit = 0;
	(void)fight_damage(NULL, victim, 1, "slay");
}

/* holylight: see everything (dark rooms, the invisible, the hidden). */
void
cmd_holylight(struct character *ch, char *arg)
{
	ch->pd.prefs ^= PREF_HOLYLIGHT;
	char_printf(ch, "%s\n", ch->pd.prefs & PREF_HOLYLIGHT ?
	    "Holy light: you see everything, dark or not." :
	    "Holy light off: you see as the others do.");
}

/* Set one of ch's goto lines from arg; alone, show it. */
static void
staff_cmd_poof(struct character *ch, char *arg, char **line,
    const char *what, const char *dflt)
{
	char		*text;
	const char	*why;

	if (*arg == '\0') {
		text = colour_escape(*line != NULL && **line != '\0' ? *line :
		    dflt);
		char_printf(ch, "Your %s: %s\n", what, text);
		free(text);
		return;
	}
	text = xstrdup(arg);
	if (staffset_string(text, &why) != 0) {
		free(text);
		char_printf(ch, "%s\n", why);
		return;
	}
	if (strcasecmp(text, "default") == 0)
		text[0] = '\0';
	free(*line);
	*line = text;
	char_printf(ch, "Your %s is set.\n", what);
}

/* poofin [text|default]: what the room sees when ch arrives by goto. */
void
cmd_poofin(struct character *ch, char *arg)
{
	staff_cmd_poof(ch, arg, &ch->pd.poofin, "poofin",
	    "$n appears in a swirl of smoke.");
}

/* poofout [text|default]: what the room sees when ch leaves by goto. */
void
cmd_poofout(struct character *ch, char *arg)
{
	staff_cmd_poof(ch, arg, &ch->pd.poofout, "poofout",
	    "$n vanishes in a swirl of smoke.");
}

/*
 * The goto line ch's room sees, its own or the default, with $n its name
 * (and its name in front if it does not say $n). The caller frees it.
 */
char *
cmd_staff_poof_line(struct character *ch, int arriving)
{
	const char	*own = arriving ? ch->pd.poofin : ch->pd.poofout;
	const char	*at;
	char		*line;

	if (own == NULL || *own == '\0')
		own = arriving ? "$n appears in a swirl of smoke." :
		    "$n vanishes in a swirl of smoke.";
	if ((at = strstr(own, "$n")) == NULL)
		xasprintf(&line, "%s %s", ch->pd.name, own);
	else
		xasprintf(&line, "%.*s%s%s", (int)(at - own), own,
		    ch->pd.name, at + 2);
	return (line);
}

/*
 * disconnect <player|connection>: cut a connection: a player's of a
 * lower rank (it goes link-dead, as if its line dropped), or one at the
 * login by the number 'users' shows.
 */
void
cmd_disconnect(struct character *ch, char *arg)
{
	struct character	*victim;
	struct descriptor	*d;
	struct session		*s;
	char			*end;
	unsigned long long	 id;

	if (*arg == '\0') {
		char_printf(ch, "Usage: disconnect <player|connection>\n");
		return;
	}
	if (isdigit((unsigned char)*arg)) {
		id = strtoull(arg, &end, 10);
		if (*end != '\0' || (d = desc_find(id)) == NULL) {
			char_printf(ch, "No connection has that number "
			    "('users' lists them).\n");
			return;
		}
		if ((s = session_of(d)) != NULL && s->ch != NULL) {
			victim = s->ch;
			goto player;
		}
		log_info("%s disconnects connection %llu (%s)", ch->pd.name,
		    id, d->host);
		proto_gmcp_goodbye(d, "A member of staff closed your "
		    "connection.");
		desc_close(d);
		char_printf(ch, "Connection %llu is closed.\n", id);
		return;
	}
	if ((victim = mod_find_player(ch, arg)) == NULL) {
		char_printf(ch, "No one called that is in the game.\n");
		return;
	}
player:
	if (victim == ch) {
		char_printf(ch, "Type 'quit' instead.\n");
		return;
	}
	if (!mod_outranks(ch, victim)) {
		char_printf(ch, "You cannot disconnect someone of your role or "
		    "higher.\n");
		return;
	}
	if (victim->desc == NULL) {
		char_printf(ch, "%s has no connection (link-dead) already.\n",
		    victim->pd.name);
		return;
	}
	log_info("%s disconnects %s (%s)", ch->pd.name, victim->pd.name,
	    victim->desc->host);
	wiznet_send(WIZ_STAFF, ch, "%s disconnects %s.", ch->pd.name,
	    victim->pd.name);
	proto_gmcp_goodbye(victim->desc, "A member of staff disconnected "
	    "you.");
	desc_close(victim->desc);
	char_printf(ch, "%s is disconnected.\n", victim->pd.name);
}

/* Switch a login lock (wizlock, newlock) on or off. */
static void
staff_cmd_lock(struct character *ch, char *arg, int lock, const char *name,
    const char *what)
{
	int	on;

	if (*arg == '\0')
		on = !(staff_lock() & lock);
	else if (strcasecmp(arg, "on") == 0)
		on = 1;
	else if (strcasecmp(arg, "off") == 0)
		on = 0;
	else {
		char_printf(ch, "Usage: %s [on|off]\n", name);
		return;
	}
	staff_set_lock(lock, on);
	log_info("%s: %s %s", ch->pd.name, name, on ? "on" : "off");
	wiznet_send(WIZ_STAFF, ch, "%s switches %s %s.", ch->pd.name, name,
	    on ? "on" : "off");
	if (on)
		char_printf(ch, "The game is %s (until a restart, or '%s "
		    "off').\n", what, name);
	else
		char_printf(ch, "%s is off.\n", text_cap(name));
}

/* wizlock [on|off]: only staff may log in. */
void
cmd_wizlock(struct character *ch, char *arg)
{
	staff_cmd_lock(ch, arg, STAFF_LOCK_WIZ, "wizlock",
	    "locked: only staff may log in");
}

/* newlock [on|off]: no new characters may be made. */
void
cmd_newlock(struct character *ch, char *arg)
{
	staff_cmd_lock(ch, arg, STAFF_LOCK_NEW, "newlock",
	    "closed to new characters");
}

/*
 * switch <mobile>: play a mobile here, or the first of the world called
 * that, until 'return'; one's own character stays where it is.
 */
void
cmd_switch(struct character *ch, char *arg)
{
	struct character	*mob = NULL, *p;
	const char		*why;

	if (*arg == '\0') {
		char_printf(ch, "Usage: switch <mobile>\n");
		return;
	}
	if ((mob = find_char_room(ch, arg)) == NULL) {
		TAILQ_FOREACH(p, &char_list, entry) {
			if (p->mob != NULL && !p->extracted &&
			    p->desc == NULL && char_matches(p, arg)) {
				mob = p;
				break;
			}
		}
	}
	if (mob == NULL) {
		char_printf(ch, "No mobile is called that.\n");
		return;
	}
	if (mob == ch) {
		char_printf(ch, "You are yourself already.\n");
		return;
	}
	if ((why = switch_into(ch, mob)) != NULL) {
		char_printf(ch, "%s\n", why);
		return;
	}
	wiznet_send(WIZ_STAFF, NULL, "%s switches into %s.", ch->pd.name,
	    char_name(mob));
	char_printf(mob, "You are %s now; 'return' brings you back.\n",
	    char_name(mob));
}

/* return: back from a mobile to one's own character. */
void
cmd_return(struct character *ch, char *arg)
{
	struct character	*orig = switch_original(ch);

	if (orig == NULL) {
		char_printf(ch, "You are not switched into anything.\n");
		return;
	}
	(void)switch_return(session_of(ch->desc));
	char_printf(orig, "You return to your body.\n");
}
