/* cmd-compare.c: 'compare', two objects side by side (game/compare.c). */
#include "act.h"
#include "character.h"
#include "commands.h"
#include "compare.h"
#include "find.h"
#include "text.h"

/* compare <thing> [other thing]: without the other, what ch wears. */
void
cmd_compare(struct character *ch, char *arg)
{
	struct object	*a, *b = NULL;
	char		*first = text_first_word(&arg);
	char		*second = text_first_word(&arg);

	if (*first == '\0') {
		char_printf(ch, "Compare what with what?\n");
		return;
	}
	if ((a = find_obj_carried(ch, first)) == NULL) {
		char_printf(ch, "You do not have a %s.\n", first);
		return;
	}
	if (*second != '\0' && (b = find_obj_carried(ch, second)) == NULL &&
	    (b = find_obj_worn(ch, second)) == NULL) {
		char_printf(ch, "You do not have a %s.\n", second);
		return;
	}
	compare_objects(ch, a, b);
}
