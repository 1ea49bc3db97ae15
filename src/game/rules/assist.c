/* assist.c: group members joining each other's fights (assist.h). */
#include <sys/queue.h>

#include "act.h"
#include "assist.h"
#include "character.h"
#include "fight.h"
#include "group.h"
#include "player.h"
#include "room.h"

void
assist_auto(struct character *fighter)
{
	struct character	*p, *next, *foe = fighter->fighting;

	if (foe == NULL || fighter->room == NULL || foe->room !=
	    fighter->room || foe->pd.position == POS_DEAD ||
	    !fighter->grouped)
		return;
	for (p = TAILQ_FIRST(&fighter->room->people); p != NULL; p = next) {
		next = TAILQ_NEXT(p, room_entry);
		if (p == fighter || char_is_npc(p) || p->extracted ||
		    !(p->pd.prefs & PREF_AUTOASSIST) || p->fighting != NULL ||
		    p->pd.position != POS_STANDING ||
		    !group_same(p, fighter) || group_same(p, foe) ||
		    fight_refused(p, foe) != NULL)
			continue;
		char_printf(p, "You leap to %s's side against %s!\n",
		    char_name(fighter), char_name(foe));
		char_printf(fighter, "%s comes to your aid!\n",
		    char_name_cap(p));
		fight_start(p, foe);
		if (fighter->fighting != foe || foe->room != fighter->room)
			break;
	}
}
