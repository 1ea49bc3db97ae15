/*
 * cmd-use.c: using things up: sacrifice what lies on the floor, junk what
 * is carried.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "commands.h"
#include "find.h"
#include "object.h"
#include "room.h"
#include "text.h"

/* sacrifice <thing>: offer something on the floor to the gods. */
void
cmd_sacrifice(struct character *ch, char *arg)
{
	struct object	*obj;

	if (*arg == '\0') {
		char_printf(ch, "Sacrifice what?\n");
		return;
	}
	if (strcasecmp(arg, "self") == 0 || strcasecmp(arg, "me") == 0) {
		char_printf(ch, "The gods appreciate your offer, and may "
		    "accept it later.\n");
		return;
	}
	if ((obj = find_obj_room(ch, arg)) == NULL) {
		char_printf(ch, "You see no %s here.\n", arg);
		return;
	}
	if (obj->flags & ITEM_NO_TAKE) {
		char_printf(ch, "%s is not an acceptable sacrifice.\n",
		    text_cap(obj->short_desc));
		return;
	}
	/* One coin, whatever it was: no trade in offerings. */
	ch->pd.gold++;
	char_printf(ch, "The gods give you one gold coin for your "
	    "sacrifice of %s.\n", obj->short_desc);
	char_room_printf(ch, "%s sacrifices %s to the gods.\n", char_name(ch),
	    obj->short_desc);
	obj_extract(obj);
}

/* junk <thing>: destroy something carried, and what it holds. */
void
cmd_junk(struct character *ch, char *arg)
{
	struct object	*obj;

	if (*arg == '\0') {
		char_printf(ch, "Junk what?\n");
		return;
	}
	if ((obj = find_obj_carried(ch, arg)) == NULL) {
		char_printf(ch, "You don't have that.\n");
		return;
	}
	if (obj->flags & ITEM_NO_DROP) {
		char_printf(ch, "You can't let go of %s.\n", obj->short_desc);
		return;
	}
	char_printf(ch, "You junk %s.\n", obj->short_desc);
	char_room_printf(ch, "%s junks %s.\n", char_name(ch), obj->short_desc);
	obj_extract(obj);
}
