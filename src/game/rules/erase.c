/* erase.c: a player deleting its own character ('delete'). */
#include <stdlib.h>

#include "act.h"
#include "character.h"
#include "corpse.h"
#include "erase.h"
#include "game.h"
#include "group.h"
#include "log.h"
#include "object.h"
#include "store.h"
#include "wiznet.h"

int
erase_player(struct character *ch)
{
	struct object	*obj;
	char		*cause = NULL;
	int		 rc;

	if (game_store == NULL)
		rc = -1;
	else
		rc = store_erase_player(game_store, ch->pd.name, &cause);
	if (rc < 0) {
		log_warnx("delete %s: %s", ch->pd.name, cause != NULL ? cause :
		    "no store");
		free(cause);
		char_printf(ch, "Your character cannot be deleted just now; "
		    "nothing is lost. Try again later.\n");
		return (-1);
	}
	/* What it carried goes with it: nothing is left on the floor. */
	while ((obj = TAILQ_FIRST(&ch->carrying)) != NULL)
		obj_extract(obj);
	ch->pd.gold = 0;
	corpse_erase_owner(ch->pd.id);
	group_release(ch);
	log_info("%s deleted their character", ch->pd.name);
	wiznet_send(WIZ_LOGINS, ch, "%s has deleted their character.",
	    ch->pd.name);
	char_printf(ch, "%s is no more. Farewell.\n", ch->pd.name);
	char_room_printf(ch, "%s fades away, for good.\n", char_name_cap(ch));
	return (0);
}
