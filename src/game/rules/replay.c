/*
 * replay.c: the tells a player received while away from the keyboard,
 * writing in the editor or without its link, kept to be read back.
 */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "replay.h"
#include "xmalloc.h"

/* Drop ch's oldest kept line. */
static void
replay_drop_oldest(struct character *ch)
{
	char	*nl = memchr(ch->replay, '\n', ch->replay_len);
	size_t	 n = nl != NULL ? (size_t)(nl - ch->replay) + 1 :
		    ch->replay_len;

	memmove(ch->replay, ch->replay + n, ch->replay_len - n + 1);
	ch->replay_len -= n;
	ch->replay_n--;
}

void
replay_keep(struct character *ch, const char *line)
{
	size_t	n = strlen(line);

	if (n == 0 || n > REPLAY_BYTES)
		return;
	while (ch->replay_n > 0 && (ch->replay_n >= REPLAY_MAX ||
	    ch->replay_len + n > REPLAY_BYTES))
		replay_drop_oldest(ch);
	ch->replay = xrealloc(ch->replay, ch->replay_len + n + 1);
	memcpy(ch->replay + ch->replay_len, line, n + 1);
	ch->replay_len += n;
	ch->replay_n++;
}

void
replay_show(struct character *ch)
{
	if (ch->replay_n == 0) {
		char_printf(ch, "No tells were kept for you.\n");
		return;
	}
	char_printf(ch, "The tells you missed (%d):\n", ch->replay_n);
	char_printf(ch, "%s", ch->replay);
	free(ch->replay);
	ch->replay = NULL;
	ch->replay_len = 0;
	ch->replay_n = 0;
}
