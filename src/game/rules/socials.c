/*
 * socials.c: the socials, one table entry each. In the messages $n is the
 * one who acts and $N the one acted upon; a NULL "at someone" message
 * means the social takes no target.
 */
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "crowd.h"
#include "descriptor.h"
#include "find.h"
#include "socials.h"
#include "text.h"

struct social {
	const char	*name;
	const char	*alone_you;	/* no target */
	const char	*alone_room;
	const char	*at_you;	/* at someone else */
	const char	*at_them;
	const char	*at_room;
	const char	*self_you;	/* at oneself */
	const char	*self_room;
};

static const struct social socials[] = {
	{ "applaud", "You applaud.", "$n applauds.",
	    "You applaud $N.", "$n applauds you.", "$n applauds $N.",
	    "You applaud yourself. Someone has to.",
	    "$n applauds, for want of anyone else to." },
	{ "bow", "You bow deeply.", "$n bows deeply.",
	    "You bow before $N.", "$n bows before you.", "$n bows before $N.",
	    "You bow to your reflection.", "$n bows, to no one in particular." },
	{ "cheer", "You cheer loudly.", "$n cheers loudly.",
	    "You cheer $N on.", "$n cheers you on.", "$n cheers $N on.",
	    "You cheer yourself on.", "$n cheers, to no one in particular." },
	{ "frown", "You frown.", "$n frowns.",
	    "You frown at $N.", "$n frowns at you.", "$n frowns at $N.",
	    "You frown at your own foolishness.", "$n frowns, lost in thought." },
	{ "grin", "You grin broadly.", "$n grins broadly.",
	    "You grin at $N.", "$n grins at you.", "$n grins at $N.",
	    "You grin to yourself.", "$n grins at some private joke." },
	{ "hug", "Hug whom?", NULL,
	    "You hug $N.", "$n hugs you.", "$n hugs $N.",
	    "You wrap your arms around yourself.",
	    "$n hugs the air. Someone should help." },
	{ "laugh", "You laugh.", "$n laughs.",
	    "You laugh at $N.", "$n laughs at you.", "$n laughs at $N.",
	    "You laugh at yourself.", "$n laughs at nothing you can see." },
	{ "nod", "You nod.", "$n nods.",
	    "You nod to $N.", "$n nods to you.", "$n nods to $N.",
	    "You nod to yourself.", "$n nods, agreeing with no one." },
	{ "poke", "Poke whom?", NULL,
	    "You poke $N in the ribs.", "$n pokes you in the ribs.",
	    "$n pokes $N in the ribs.",
	    "You poke yourself. Ow.", "$n pokes the air and winces." },
	{ "shrug", "You shrug.", "$n shrugs.",
	    "You shrug at $N.", "$n shrugs at you.", "$n shrugs at $N.",
	    "You shrug at yourself.", "$n shrugs." },
	{ "sigh", "You sigh.", "$n sighs.",
	    "You sigh at $N.", "$n sighs at you.", "$n sighs at $N.",
	    "You sigh at yourself.", "$n sighs heavily." },
	{ "smile", "You smile.", "$n smiles.",
	    "You smile at $N.", "$n smiles at you.", "$n smiles at $N.",
	    "You smile at yourself.", "$n smiles at some private thought." },
	{ "thank", "Thank whom?", NULL,
	    "You thank $N.", "$n thanks you.", "$n thanks $N.",
	    "You thank yourself for your patience.",
	    "$n mutters thanks to no one." },
	{ "wave", "You wave.", "$n waves.",
	    "You wave to $N.", "$n waves to you.", "$n waves to $N.",
	    "You wave at your own shadow.", "$n waves at a shadow." },
	{ "wink", "You wink.", "$n winks.",
	    "You wink at $N.", "$n winks at you.", "$n winks at $N.",
	    "You wink at yourself.", "$n winks at nobody." },
};

/* Expand $n and $N into buf, and start it with a capital. */
static void
social_expand(char *buf, size_t size, const char *fmt,
    const struct character *ch, const struct character *victim)
{
	const char	*name;
	size_t		 len = 0, n;

	while (*fmt != '\0' && len + 1 < size) {
		if (fmt[0] == '$' && (fmt[1] == 'n' || fmt[1] == 'N')) {
			name = fmt[1] == 'n' || victim == NULL ?
			    char_name(ch) : char_name(victim);
			n = text_strlcpy(buf + len, name, size - len);
			len = n >= size - len ? size - 1 : len + n;
			fmt += 2;
			continue;
		}
		buf[len++] = *fmt++;
	}
	buf[len] = '\0';
	/* Messages start with who did it: "The guard bows." */
	if (buf[0] >= 'a' && buf[0] <= 'z')
		buf[0] = (char)(buf[0] - 'a' + 'A');
}

static const struct social *
social_find(const char *word)
{
	size_t	i;

	for (i = 0; i < sizeof socials / sizeof socials[0]; i++) {
		if (strcasecmp(socials[i].name, word) == 0)
			return (&socials[i]);
	}
	return (NULL);
}

/* Is word the whole name of a social? */
int
social_exists(const char *word)
{
	return (social_find(word) != NULL);
}

/* If word is a social, act it out and return 1. */
int
social_run(struct character *ch, const char *word, char *arg)
{
	const struct social	*s;
	struct character	*victim;
	char			 buf[256], *target;

	if ((s = social_find(word)) == NULL)
		return (0);
	target = text_first_word(&arg);
	if (*target == '\0') {
		if (!crowd_may_speak(ch))
			return (1);
		char_printf(ch, "%s\n", s->alone_you);
		if (s->alone_room != NULL) {
			social_expand(buf, sizeof buf, s->alone_room, ch, NULL);
			char_room_printf(ch, "%s\n", buf);
		}
		return (1);
	}
	if ((victim = find_char_room(ch, target)) == NULL) {
		char_printf(ch, "They aren't here.\n");
		return (1);
	}
	if (!crowd_may_speak(ch))
		return (1);
	if (victim == ch) {
		social_expand(buf, sizeof buf, s->self_you, ch, ch);
		char_printf(ch, "%s\n", buf);
		social_expand(buf, sizeof buf, s->self_room, ch, ch);
		char_room_printf(ch, "%s\n", buf);
		return (1);
	}
	social_expand(buf, sizeof buf, s->at_you, ch, victim);
	char_printf(ch, "%s\n", buf);
	social_expand(buf, sizeof buf, s->at_them, ch, victim);
	char_printf(victim, "%s\n", buf);
	char_prompt(victim);
	social_expand(buf, sizeof buf, s->at_room, ch, victim);
	char_room_printf_but(ch, victim, "%s\n", buf);
	return (1);
}

/* List the socials. */
void
social_list(struct character *ch)
{
	size_t	i;

	char_printf(ch, "Socials (alone or at someone: 'smile', 'smile "
	    "alice'):\n");
	for (i = 0; i < sizeof socials / sizeof socials[0]; i++)
		char_printf(ch, "  %-12s%s", socials[i].name,
		    (i + 1) % 5 == 0 ? "\n" : "");
	if (i % 5 != 0)
		char_printf(ch, "\n");
}
