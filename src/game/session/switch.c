/*
 * switch.c: staff playing a mobile. The connection's session keeps the
 * staff member's own character (original) while its ch is the mobile;
 * the character stays in the game with no connection, not link-dead (no
 * timer takes it out), its idle time kept by what the connection types.
 */
#include <stddef.h>

#include "act.h"
#include "character.h"
#include "descriptor.h"
#include "interp.h"
#include "log.h"
#include "session.h"
#include "switch.h"

/* Sessions switched now: while 0, nothing need be looked for. */
static int	switch_count;

/* The session whose own character is ch, or NULL. */
static struct session *
switch_session_of_original(const struct character *ch)
{
	struct descriptor	*d;
	struct session		*s;

	if (switch_count == 0)
		return (NULL);
	TAILQ_FOREACH(d, &desc_list, entry) {
		if ((s = session_of(d)) != NULL && s->original == ch)
			return (s);
	}
	return (NULL);
}

const char *
switch_into(struct character *ch, struct character *mob)
{
	struct session	*s;

	if (ch->desc == NULL || (s = session_of(ch->desc)) == NULL)
		return ("You have no connection to switch.");
	if (s->original != NULL)
		return ("You are switched already: 'return' first.");
	if (!char_is_npc(mob))
		return ("Only a mobile can be switched into.");
	if (mob->desc != NULL || mob->extracted)
		return ("Someone plays that one already.");
	if (ch->fighting != NULL)
		return ("Not while you are fighting.");
	s->original = ch;
	ch->desc = NULL;
	session_attach(s, mob);
	switch_count++;
	log_info("%s switches into %s (mob %d)", ch->pd.name,
	    mob->mob->short_desc, mob->mob->vnum);
	return (NULL);
}

struct character *
switch_original(const struct character *ch)
{
	struct session	*s;

	if (ch->mob == NULL || ch->desc == NULL ||
	    (s = session_of(ch->desc)) == NULL)
		return (NULL);
	return (s->original);
}

int
switch_return(struct session *s)
{
	struct character	*mob = s->ch, *orig = s->original;

	if (orig == NULL)
		return (-1);
	if (mob != NULL)
		mob->desc = NULL;
	s->original = NULL;
	session_attach(s, orig);
	switch_count--;
	log_info("%s returns to their body", orig->pd.name);
	return (0);
}

void
switch_extracted(struct character *ch)
{
	struct descriptor	*d;
	struct session		*s;

	if (switch_count == 0)
		return;
	if (ch->mob != NULL && switch_original(ch) != NULL) {
		/* The mobile goes: the player is back in its body. */
		s = session_of(ch->desc);
		switch_return(s);
		char_printf(s->ch, "%s is gone: you return to your body.\n",
		    char_name_cap(ch));
		return;
	}
	if (ch->mob == NULL && (s = switch_session_of_original(ch)) != NULL) {
		/* The body goes: so does the connection that played it. */
		d = s->desc;
		switch_return(s);
		desc_printf(d, "\nYour body has left the game.\n");
		desc_close(d);
	}
}

void
switch_return_all(void)
{
	struct descriptor	*d;
	struct session		*s;

	if (switch_count == 0)
		return;
	TAILQ_FOREACH(d, &desc_list, entry) {
		if ((s = session_of(d)) != NULL && s->original != NULL)
			switch_return(s);
	}
}

const char *
switch_refused(const struct character *ch, const struct cmd_entry *c)
{
	if (ch->mob == NULL || c == NULL)
		return (NULL);
	/* What keeps or changes a player's own record is not a mobile's. */
	if (c->flags & CMD_OWN)
		return ("Not while you play a mobile: 'return' first.");
	return (NULL);
}
