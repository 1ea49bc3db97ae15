/* describe.c: a player's own description, seen by 'look <name>'. */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "describe.h"
#include "save.h"
#include "text.h"
#include "xmalloc.h"

int
describe_set(struct character *ch, const char *text)
{
	char	*copy;
	size_t	 n;

	if (text != NULL && strlen(text) > DESCRIBE_MAX) {
		char_printf(ch, "A description may be %d bytes long at most.\n",
		    DESCRIBE_MAX);
		return (-1);
	}
	free(ch->pd.description);
	ch->pd.description = NULL;
	if (text != NULL && *text != '\0') {
		n = strlen(text);
		copy = xmalloc(n + 2);
		memcpy(copy, text, n + 1);
		n = text_sanitize_block(copy, n);
		if (n > 0 && copy[n - 1] != '\n')
			copy[n++] = '\n';
		copy[n] = '\0';
		ch->pd.description = copy;
	}
	(void)char_save(ch);
	return (0);
}
