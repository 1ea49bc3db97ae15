/* equip.c: the level and strength a thing asks of its user (equip.h). */
#include "attrib.h"
#include "character.h"
#include "equip.h"
#include "object.h"
#include "player.h"
#include "xmalloc.h"

int
equip_allowed(const struct character *ch, const struct object *obj,
    enum wear_loc loc, char **cause)
{
	int	w;

	*cause = NULL;
	if (char_is_npc(ch) || ch->pd.role >= ROLE_BUILDER)
		return (0);
	if (obj->level > ch->pd.level) {
		xasprintf(cause, "You must be level %d to use %s; you are "
		    "level %d.", obj->level, obj->short_desc, ch->pd.level);
		return (-1);
	}
	if (loc == WEAR_WIELD && obj->type == OBJ_WEAPON &&
	    (w = obj_total_weight(obj)) > attrib_wield_weight(ch)) {
		xasprintf(cause, "You lack the strength to wield %s: it "
		    "weighs %d, and your arm bears %d at most.",
		    obj->short_desc, w, attrib_wield_weight(ch));
		return (-1);
	}
	return (0);
}
