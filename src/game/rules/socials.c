/*
 * socials.c: the socials in force, read from the socials file
 * (socials-read.c). In the messages $n is the one who acts, $N the one
 * acted upon and $$ a dollar sign; a NULL alone-room message means the
 * social needs someone.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "crowd.h"
#include "descriptor.h"
#include "find.h"
#include "socials.h"
#include "socials-int.h"
#include "text.h"

/* The socials in force, sorted by name; NULL until installed. */
static struct social_set	*social_current;

void
social_install(struct social_set *set)
{
	social_set_free(social_current);
	social_current = set;
}

/* Expand $n, $N and $$ into buf, and start it with a capital. */
static void
social_expand(char *buf, size_t size, const char *fmt,
    const struct character *ch, const struct character *victim)
{
	const char	*name;
	size_t		 len = 0, n;

	while (*fmt != '\0' && len + 1 < size) {
		if (fmt[0] == '$' && fmt[1] == '$') {
			buf[len++] = '$';
			fmt += 2;
			continue;
		}
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

static int
social_key(const void *key, const void *elem)
{
	return (strcasecmp(key, ((const struct social *)elem)->name));
}

static const struct social *
social_find(const char *word)
{
	if (social_current == NULL || social_current->n == 0)
		return (NULL);
	return (bsearch(word, social_current->v, social_current->n,
	    sizeof *social_current->v, social_key));
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
	char			 buf[512], *target;

	if ((s = social_find(word)) == NULL)
		return (0);
	target = text_first_word(&arg);
	if (*target == '\0') {
		if (!crowd_may_speak(ch))
			return (1);
		social_expand(buf, sizeof buf, s->msg[SOCIAL_ALONE], ch, NULL);
		char_printf(ch, "%s\n", buf);
		if (s->msg[SOCIAL_ALONE_ROOM] != NULL) {
			social_expand(buf, sizeof buf,
			    s->msg[SOCIAL_ALONE_ROOM], ch, NULL);
			char_room_printf(ch, "%s\n", buf);
		}
		return (1);
	}
	if ((victim = find_char_room(ch, target)) == NULL) {
		char_printf(ch, "You see no one here by that name.\n");
		return (1);
	}
	if (!crowd_may_speak(ch))
		return (1);
	if (victim == ch) {
		social_expand(buf, sizeof buf, s->msg[SOCIAL_SELF], ch, ch);
		char_printf(ch, "%s\n", buf);
		social_expand(buf, sizeof buf, s->msg[SOCIAL_SELF_ROOM], ch, ch);
		char_room_printf(ch, "%s\n", buf);
		return (1);
	}
	social_expand(buf, sizeof buf, s->msg[SOCIAL_AT], ch, victim);
	char_printf(ch, "%s\n", buf);
	social_expand(buf, sizeof buf, s->msg[SOCIAL_AT_TARGET], ch, victim);
	char_printf(victim, "%s\n", buf);
	char_prompt(victim);
	social_expand(buf, sizeof buf, s->msg[SOCIAL_AT_ROOM], ch, victim);
	char_room_printf_but(ch, victim, "%s\n", buf);
	return (1);
}

/* List the socials. */
void
social_list(struct character *ch)
{
	size_t	i, n = social_set_count(social_current);

	if (n == 0) {
		char_printf(ch, "There are no socials in this game.\n");
		return;
	}
	char_printf(ch, "Socials, %zu of them (alone or at someone: 'smile', 'smile "
	    "alice'):\n", n);
	for (i = 0; i < n; i++)
		char_printf(ch, "  %-14s%s", social_current->v[i].name,
		    (i + 1) % 5 == 0 ? "\n" : "");
	if (i % 5 != 0)
		char_printf(ch, "\n");
}
