/* afk.c: away from the keyboard. */
#include <stdlib.h>

#include "act.h"
#include "afk.h"
#include "character.h"

/* ch is back: its away message goes (it typed something). */
void
afk_back(struct character *ch)
{
	free(ch->afk);
	ch->afk = NULL;
	char_printf(ch, "You are back at the keyboard.\n");
	if (ch->replay_n > 0)
		char_printf(ch, "%d tell%s came while you were away: "
		    "'replay' reads them.\n", ch->replay_n,
		    ch->replay_n == 1 ? "" : "s");
}
