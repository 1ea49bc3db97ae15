/*
 * ignore.c: the players a player ignores, kept as names separated by
 * spaces (player_data's ignored, saved in its row), at most IGNORE_MAX.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "character.h"
#include "ignore.h"
#include "player.h"
#include "xmalloc.h"

/* Does the list hold name, any case? */
int
ignore_has(const struct player_data *pd, const char *name)
{
	const char	*p = pd->ignored, *end;
	size_t		 len = strlen(name);

	if (p == NULL || len == 0)
		return (0);
	while (*p != '\0') {
		while (*p == ' ')
			p++;
		end = p + strcspn(p, " ");
		if ((size_t)(end - p) == len && strncasecmp(p, name, len) == 0)
			return (1);
		p = end;
	}
	return (0);
}

/* Does to hear ch (it does not ignore it)? */
int
ignore_hears(const struct character *to, const struct character *ch,
    const void *unused)
{
	if (char_is_npc(ch) || char_is_npc(to))
		return (1);
	return (!ignore_has(&to->pd, ch->pd.name));
}

/* How many names are on the list. */
int
ignore_count(const struct player_data *pd)
{
	const char	*p = pd->ignored;
	int		 n = 0;

	while (p != NULL && *p != '\0') {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		n++;
		p += strcspn(p, " ");
	}
	return (n);
}

/* Add a name to the list (already on it: nothing changes). */
int
ignore_add(struct player_data *pd, const char *name)
{
	char	*list;

	if (ignore_has(pd, name))
		return (0);
	if (ignore_count(pd) >= IGNORE_MAX)
		return (-1);
	xasprintf(&list, "%s%s%s", pd->ignored != NULL ? pd->ignored : "",
	    pd->ignored != NULL && *pd->ignored != '\0' ? " " : "", name);
	free(pd->ignored);
	pd->ignored = list;
	return (0);
}

/* Take a name off the list. */
int
ignore_remove(struct player_data *pd, const char *name)
{
	const char	*p = pd->ignored, *end;
	char		*list;
	size_t		 len = strlen(name), n = 0;
	int		 found = 0;

	if (p == NULL)
		return (0);
	list = xmalloc(strlen(p) + 1);
	while (*p != '\0') {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		end = p + strcspn(p, " ");
		if ((size_t)(end - p) == len && strncasecmp(p, name, len) == 0)
			found = 1;
		else {
			if (n > 0)
				list[n++] = ' ';
			memcpy(list + n, p, (size_t)(end - p));
			n += (size_t)(end - p);
		}
		p = end;
	}
	list[n] = '\0';
	free(pd->ignored);
	pd->ignored = list;
	return (found);
}
