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
}
