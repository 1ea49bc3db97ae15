/*
 * cmd-toggle.c: toggle (or config), a player's settings in one place, and
 * the older commands for some of them (color, brief, compact), which go
 * through the same table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "commands.h"
#include "config.h"
#include "descriptor.h"
#include "fight.h"
#include "game.h"
#include "text.h"

#define TOGGLE_PAGE_MIN		5
#define TOGGLE_PAGE_MAX		250
#define TOGGLE_PAGE_DEFAULT	24

enum toggle_kind {
	TOGGLE_FLAG,		/* on when the PREF_ bit is set */
	TOGGLE_NOT_FLAG,	/* on when it is clear (the bit says "off") */
	TOGGLE_NUMBER		/* a value, set by its own function */
};

struct toggle {
	const char	*name;
	const char	*alias;		/* another spelling, or NULL */
	enum toggle_kind kind;
	int		 flag;		/* PREF_* */
	const char	*on;		/* said when turned on */
	const char	*off;
	void		(*set)(struct character *, char *);
	int		(*value)(const struct character *);
	const char	*help;
};

static int
toggle_wimpy_value(const struct character *ch)
{
	return (ch->pd.wimpy);
}

static int
toggle_pager_value(const struct character *ch)
{
	return (ch->pd.pager);
}

/* pager <lines>|on|off: how long a page of long output is. */
static void
toggle_pager(struct character *ch, char *arg)
{
	char	*end;
	long	 n;

	if (strcasecmp(arg, "on") == 0)
		n = TOGGLE_PAGE_DEFAULT;
	else if (strcasecmp(arg, "off") == 0)
		n = 0;
	else {
		n = strtol(arg, &end, 10);
		if (end == arg || *end != '\0' || n < 0 ||
		    n > TOGGLE_PAGE_MAX || (n > 0 && n < TOGGLE_PAGE_MIN)) {
			char_printf(ch, "A page is %d to %d lines; 0 or 'off' "
			    "for none.\n", TOGGLE_PAGE_MIN, TOGGLE_PAGE_MAX);
			return;
		}
	}
	ch->pd.pager = (int)n;
	if (n == 0)
		char_printf(ch, "Long output is no longer paged.\n");
	else
		char_printf(ch, "Long output now comes %ld lines at a time.\n",
		    n);
}

/*
 * pk [on|off]: take up player killing, when the config leaves it to the
 * players (player_killing = flagged), or put it down again, not before
 * game.pk_hold has passed since it was taken up, nor in a fight.
 */
static void
toggle_pk(struct character *ch, char *arg)
{
	long long	 hold = conf_int(CFG_PK_HOLD), left;
	int		 on = (ch->pd.prefs & PREF_PK) != 0;

	if (strcasecmp(arg, "on") == 0)
		on = 1;
	else if (strcasecmp(arg, "off") == 0)
		on = 0;
	else if (*arg == '\0')
		on = !on;
	else {
		char_printf(ch, "Say 'toggle pk on' or 'toggle pk off'.\n");
		return;
	}
	switch (fight_pk_mode()) {
	case FIGHT_PK_OFF:
		char_printf(ch, "Players do not fight players here, but in "
		    "an arena.\n");
		return;
	case FIGHT_PK_EVERYWHERE:
		char_printf(ch, "Here every player may fight every other, "
		    "wherever it is not safe: there is nothing to choose.\n");
		return;
	case FIGHT_PK_FLAGGED:
		break;
	}
	if (on == ((ch->pd.prefs & PREF_PK) != 0)) {
		char_printf(ch, "You have %s player killing already.\n", on ?
		    "taken up" : "not taken up");
		return;
	}
	if (on) {
		ch->pd.prefs |= PREF_PK;
		ch->pd.pk_since = game_time();
		char_printf(ch, "You take up player killing: players who have "
		    "too may attack you, and you them, wherever it is not "
		    "safe, and loot what you leave when you die.\n");
		if (hold > 0)
			char_printf(ch, "You cannot put it down for %lld "
			    "minute%s.\n", (hold + 59) / 60,
			    (hold + 59) / 60 == 1 ? "" : "s");
		return;
	}
	if (ch->fighting != NULL) {
		char_printf(ch, "Not in the middle of a fight!\n");
		return;
	}
	left = (long long)(ch->pd.pk_since + hold - game_time());
	if (left > 0) {
		char_printf(ch, "You took up player killing too lately: you "
		    "can put it down in %lld minute%s.\n", (left + 59) / 60,
		    (left + 59) / 60 == 1 ? "" : "s");
		return;
	}
	ch->pd.prefs &= ~PREF_PK;
	char_printf(ch, "You put down player killing: players may no longer "
	    "attack you, nor you them.\n");
}

static const struct toggle toggles[] = {
	{ "brief", NULL, TOGGLE_FLAG, PREF_BRIEF,
	    "Brief mode on: walking shows room names only.",
	    "Brief mode off: walking shows full rooms.", NULL, NULL,
	    "room names only, not descriptions, as you walk" },
	{ "compact", NULL, TOGGLE_FLAG, PREF_COMPACT, "Compact mode on.",
	    "Compact mode off.", NULL, NULL,
	    "no blank line before the prompt" },
	{ "colour", "color", TOGGLE_NOT_FLAG, PREF_COLOR_OFF,
	    "{gColour is on.{x", "Colour is off.", NULL, NULL,
	    "colour, when your client shows it" },
	{ "autoexit", NULL, TOGGLE_NOT_FLAG, PREF_NO_AUTOEXIT,
	    "Rooms show their exits.", "Rooms no longer show their exits "
	    "('exits' does).", NULL, NULL, "a room's exits shown with it" },
	{ "autoloot", NULL, TOGGLE_FLAG, PREF_AUTOLOOT,
	    "You will loot the corpses of those you kill.",
	    "You will leave corpses as they fall.", NULL, NULL,
	    "take what those you kill leave" },
	{ "autogold", NULL, TOGGLE_FLAG, PREF_AUTOGOLD,
	    "You will take the gold of those you kill.",
	    "You will leave the gold of those you kill.", NULL, NULL,
	    "take the gold of those you kill" },
	{ "autosplit", NULL, TOGGLE_FLAG, PREF_AUTOSPLIT,
	    "You will share the gold you loot with your group.",
	    "You will keep the gold you loot.", NULL, NULL,
	    "share gold you loot with your group" },
	{ "wimpy", NULL, TOGGLE_NUMBER, 0, NULL, NULL, cmd_wimpy,
	    toggle_wimpy_value, "flee on your own below these hit points" },
	{ "pager", NULL, TOGGLE_NUMBER, 0, NULL, NULL, toggle_pager,
	    toggle_pager_value, "lines a page of long output (0: no paging)" },
	{ "pk", NULL, TOGGLE_FLAG, PREF_PK, NULL, NULL, toggle_pk, NULL,
	    "player killing, with those who took it up too (when allowed)" },
	{ "autoassist", NULL, TOGGLE_FLAG, PREF_AUTOASSIST,
	    "You will join the fights of your group.",
	    "You will wait to be asked ('assist') before joining a fight.",
	    NULL, NULL, "join a fight your group is in" },
};
#define TOGGLE_COUNT	(sizeof toggles / sizeof toggles[0])

/* The setting word names: exact name or spelling, else a unique prefix. */
static const struct toggle *
toggle_find(const char *word, int *ambiguous)
{
	const struct toggle	*found = NULL;
	size_t			 i;

	*ambiguous = 0;
	for (i = 0; i < TOGGLE_COUNT; i++) {
		if (strcasecmp(word, toggles[i].name) == 0 ||
		    (toggles[i].alias != NULL &&
		    strcasecmp(word, toggles[i].alias) == 0))
			return (&toggles[i]);
	}
	for (i = 0; i < TOGGLE_COUNT; i++) {
		if (!text_prefix(word, toggles[i].name))
			continue;
		if (found != NULL)
			*ambiguous = 1;
		found = &toggles[i];
	}
	return (*ambiguous ? NULL : found);
}

/* Is a flag setting on for ch? */
static int
toggle_is_on(const struct character *ch, const struct toggle *t)
{
	int	set = (ch->pd.prefs & t->flag) != 0;

	return (t->kind == TOGGLE_NOT_FLAG ? !set : set);
}

/* Set a flag: "on", "off", or the other way from now. */
static void
toggle_flag(struct character *ch, const struct toggle *t, const char *arg)
{
	int	on;

	if (strcasecmp(arg, "on") == 0)
		on = 1;
	else if (strcasecmp(arg, "off") == 0)
		on = 0;
	else if (*arg == '\0')
		on = !toggle_is_on(ch, t);
	else {
		char_printf(ch, "Say 'toggle %s on' or 'toggle %s off'.\n",
		    t->name, t->name);
		return;
	}
	if (on == (t->kind == TOGGLE_FLAG))
		ch->pd.prefs |= t->flag;
	else
		ch->pd.prefs &= ~t->flag;
	if (ch->desc != NULL)
		ch->desc->colour_off = (ch->pd.prefs & PREF_COLOR_OFF) != 0;
	char_printf(ch, "%s\n", on ? t->on : t->off);
}

/* Change one setting, by name; the older commands come here too. */
void
cmd_toggle_one(struct character *ch, const char *name, char *arg)
{
	const struct toggle	*t;
	int			 ambiguous;

	if ((t = toggle_find(name, &ambiguous)) == NULL) {
		char_printf(ch, "%s setting; 'toggle' lists them.\n",
		    ambiguous ? "That could be more than one" : "There is no "
		    "such");
		return;
	}
	if (t->kind != TOGGLE_NUMBER) {
		if (t->set != NULL)
			t->set(ch, arg);	/* a flag with rules of its own */
		else
			toggle_flag(ch, t, arg);
		return;
	}
	if (*arg == '\0') {
		char_printf(ch, "Your %s is %d: %s. 'toggle %s <value>' "
		    "changes it.\n", t->name, t->value(ch), t->help, t->name);
		return;
	}
	t->set(ch, arg);
}

/* toggle [setting [on|off|value]]: list the settings, or change one. */
void
cmd_toggle(struct character *ch, char *arg)
{
	const struct toggle	*t;
	char			 value[16];
	char			*name;
	size_t			 i;

	if (*arg != '\0') {
		name = text_first_word(&arg);
		cmd_toggle_one(ch, name, arg);
		return;
	}
	char_printf(ch, "Your settings ('toggle <setting> [on|off|value]' "
	    "changes one):\n");
	for (i = 0; i < TOGGLE_COUNT; i++) {
		t = &toggles[i];
		if (t->kind != TOGGLE_NUMBER)
			text_strlcpy(value, toggle_is_on(ch, t) ? "on" : "off",
			    sizeof value);
		else if (t->value(ch) == 0)
			text_strlcpy(value, "off", sizeof value);
		else
			snprintf(value, sizeof value, "%d", t->value(ch));
		char_printf(ch, "  %-10s %-4s %s\n", t->name, value, t->help);
	}
}

/* The auto* settings by their own names, as Diku players type them. */
void
cmd_autoassist(struct character *ch, char *arg)
{
	cmd_toggle_one(ch, "autoassist", arg);
}

void
cmd_autoexit(struct character *ch, char *arg)
{
	cmd_toggle_one(ch, "autoexit", arg);
}

void
cmd_autogold(struct character *ch, char *arg)
{
	cmd_toggle_one(ch, "autogold", arg);
}

void
cmd_autoloot(struct character *ch, char *arg)
{
	cmd_toggle_one(ch, "autoloot", arg);
}

void
cmd_autosplit(struct character *ch, char *arg)
{
	cmd_toggle_one(ch, "autosplit", arg);
}

/* auto: the auto* settings alone, on or off. */
void
cmd_auto(struct character *ch, char *arg)
{
	const struct toggle	*t;
	size_t			 i;

	(void)arg;
	char_printf(ch, "Your automatic actions ('<name> [on|off]' or "
	    "'toggle <name>' changes one):\n");
	for (i = 0; i < TOGGLE_COUNT; i++) {
		t = &toggles[i];
		if (strncmp(t->name, "auto", 4) != 0 || t->kind == TOGGLE_NUMBER)
			continue;
		char_printf(ch, "  %-10s %-4s %s\n", t->name,
		    toggle_is_on(ch, t) ? "on" : "off", t->help);
	}
}
