/*
 * cmd-brawl.c: berserk, dirt, trip, envenom: the words typed, the foe or
 * thing found; what they do is game/brawl.c's.
 */
#include <ctype.h>

#include "act.h"
#include "brawl.h"
#include "character.h"
#include "class.h"
#include "commands.h"
#include "fight.h"
#include "find.h"

/* Does ch know sk? Else say so as every skill does. */
static int
cmd_brawl_knows(struct character *ch, int sk, const char *verb)
{
	if (ch->mob != NULL || skill_learned(ch, sk) > 0)
		return (1);
	char_printf(ch, "You don't know how to %s.\n", verb);
	return (0);
}

/* The one named, or the one fought; NULL after saying why not. */
static struct character *
cmd_brawl_foe(struct character *ch, const char *arg, const char *verb)
{
	struct character	*victim;
	const char		*why;

	victim = *arg != '\0' ? find_char_room(ch, arg) : ch->fighting;
	if (victim == NULL) {
		char_printf(ch, "%c%s whom?\n",
		    toupper((unsigned char)verb[0]), verb + 1);
		return (NULL);
	}
	if ((why = fight_refused(ch, victim)) != NULL) {
		char_printf(ch, "%s\n", why);
		return (NULL);
	}
	return (victim);
}

/* berserk: a warrior's rage. */
void
cmd_berserk(struct character *ch, char *arg)
{
	(void)arg;
	if (cmd_brawl_knows(ch, SK_BERSERK, "go berserk"))
		brawl_berserk(ch);
}

/* dirt [target]: grit in a foe's eyes. */
void
cmd_dirt(struct character *ch, char *arg)
{
	struct character	*victim;

	if (cmd_brawl_knows(ch, SK_DIRT, "kick dirt") &&
	    (victim = cmd_brawl_foe(ch, arg, "kick dirt at")) != NULL)
		brawl_dirt(ch, victim);
}

/* trip [target]: a foe's legs hooked. */
void
cmd_trip(struct character *ch, char *arg)
{
	struct character	*victim;

	if (cmd_brawl_knows(ch, SK_TRIP, "trip") &&
	    (victim = cmd_brawl_foe(ch, arg, "trip")) != NULL)
		brawl_trip(ch, victim);
}

/* envenom <food|drink|weapon>: venom on something carried. */
void
cmd_envenom(struct character *ch, char *arg)
{
	struct object	*obj;

	if (!cmd_brawl_knows(ch, SK_ENVENOM, "envenom"))
		return;
	if (*arg == '\0') {
		char_printf(ch, "Envenom what?\n");
		return;
	}
	if ((obj = find_obj_carried(ch, arg)) == NULL) {
		char_printf(ch, "You do not have that.\n");
		return;
	}
	brawl_envenom(ch, obj);
}
