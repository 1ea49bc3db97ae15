/* start.c: a new character's gold, first skills and kit (start.h). */
#include <stddef.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "class.h"
#include "config.h"
#include "object.h"
#include "player.h"
#include "start.h"
#include "update.h"
#include "world.h"

/* The guild's kit (area/harrowgate.are): class -1 is every class. */
static const struct {
	int		 class_id;
	enum wear_loc	 loc;
	int		 vnum;
} start_kit[] = {
	{ CLASS_WARRIOR, WEAR_WIELD, 3090 },	/* a practice sword */
	{ CLASS_CLERIC, WEAR_WIELD, 3091 },	/* an oak cudgel */
	{ CLASS_MAGE, WEAR_WIELD, 3092 },	/* a novice's knife */
	{ CLASS_THIEF, WEAR_WIELD, 3092 },
	{ -1, WEAR_BODY, 3093 },		/* a quilted vest */
	{ CLASS_WARRIOR, WEAR_SHIELD, 3094 },	/* a plank buckler */
	{ CLASS_CLERIC, WEAR_SHIELD, 3094 },
	{ -1, WEAR_LIGHT, 3095 },		/* a guild candle */
};
#define START_KIT_COUNT	(sizeof start_kit / sizeof start_kit[0])

void
start_new(struct player_data *pd)
{
	int	k, cl = class_find(pd->class_name);

	pd->gold = conf_int(CFG_START_GOLD);
	if (cl < 0)
		cl = CLASS_WARRIOR;
	for (k = 1; k < SK__COUNT; k++) {
		if (skill_table[k].level[cl] == 1 &&
		    pd->learned[k] < conf_int(CFG_START_SKILL))
			pd->learned[k] = (unsigned char)conf_int(
			    CFG_START_SKILL);
	}
}

int
start_outfit(struct character *ch)
{
	const struct obj_def	*def;
	struct object		*obj;
	int			 cl = class_of(ch), n = 0, lit = 0;
	size_t			 i;

	if (ch->pd.level > conf_int(CFG_OUTFIT_LEVEL)) {
		char_printf(ch, "The guild outfits beginners only; at your "
		    "level you find your own gear.\n");
		return (-1);
	}
	for (i = 0; i < START_KIT_COUNT; i++) {
		if (start_kit[i].class_id != -1 &&
		    start_kit[i].class_id != cl)
			continue;
		if (char_equipped(ch, start_kit[i].loc) != NULL ||
		    (def = world_obj_def(start_kit[i].vnum)) == NULL)
			continue;
		obj = obj_create(def);
		obj_to_char(obj, ch);
		obj->worn = start_kit[i].loc;
		char_printf(ch, "The guild hands you %s, and you put it "
		    "on.\n", obj->short_desc);
		if (start_kit[i].loc == WEAR_LIGHT)
			lit = 1;
		n++;
	}
	if (lit)
		update_light_start(ch);
	return (n);
}
