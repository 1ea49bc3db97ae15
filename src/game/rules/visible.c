/* visible.c: a character stepping out of hiding, sneaking and magic. */
#include "act.h"
#include "character.h"
#include "magic.h"
#include "visible.h"

int
visible_become(struct character *ch)
{
	int	any = 0;

	if (magic_affect_remove(ch, SPELL_SNEAK)) {
		char_printf(ch, "You stop placing your feet with care.\n");
		any = 1;
	}
	if (magic_affect_remove(ch, SPELL_HIDE)) {
		char_printf(ch, "You step out of the shadows.\n");
		any = 1;
	}
	if (magic_affect_remove(ch, SPELL_INVISIBILITY)) {
		char_printf(ch, "Your body takes on colour and shape again.\n");
		char_room_printf(ch, "%s flickers back into plain sight.\n",
		    char_name(ch));
		any = 1;
	}
	if (!any)
		char_printf(ch, "Nothing hides you: you are already in plain "
		    "sight.\n");
	return (any);
}
