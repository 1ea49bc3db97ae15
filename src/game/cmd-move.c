/* cmd-move.c: walking the six directions, and recall. */
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "commands.h"
#include "game.h"
#include "interp.h"
#include "room.h"

static const char *cmd_move_from[DIR__COUNT] = {
	"the south", "the west", "the north", "the east", "below", "above"
};

/* Move ch one room in dir, if the way is open. */
int
cmd_move_char(struct character *ch, int dir)
{
	struct room		*to;
	const struct exit_def	*ex;

	if (ch->room == NULL)
		return (-1);
	if (ch->fighting != NULL) {
		char_printf(ch, "You are fighting! Flee if you must.\n");
		return (-1);
	}
	if (ch->pd.position == POS_SLEEPING || ch->pd.position == POS_RESTING ||
	    ch->pd.position == POS_STUNNED) {
		char_printf(ch, "You need to stand up first.\n");
		return (-1);
	}
	ex = &ch->room->def->exits[dir];
	if ((to = room_exit_to(ch->room, dir)) == NULL) {
		char_printf(ch, "Alas, you cannot go that way.\n");
		return (-1);
	}
	if (ch->room->door[dir] & EXIT_CLOSED) {
		char_printf(ch, "The %s is closed.\n", ex->keywords != NULL ?
		    ex->keywords : "door");
		return (-1);
	}
	if (char_is_npc(ch) && (to->def->flags & ROOM_NO_MOB))
		return (-1);
	char_room_printf(ch, "%s leaves %s.\n", char_name(ch), dir_name(dir));
	game_move_char(ch, to);
	char_room_printf(ch, "%s arrives from %s.\n", char_name(ch),
	    cmd_move_from[dir]);
	if (!char_is_npc(ch))
		cmd_look_auto(ch);
	return (0);
}

void
cmd_north(struct character *ch, char *arg)
{
	cmd_move_char(ch, DIR_NORTH);
}

void
cmd_east(struct character *ch, char *arg)
{
	cmd_move_char(ch, DIR_EAST);
}

void
cmd_south(struct character *ch, char *arg)
{
	cmd_move_char(ch, DIR_SOUTH);
}

void
cmd_west(struct character *ch, char *arg)
{
	cmd_move_char(ch, DIR_WEST);
}

void
cmd_up(struct character *ch, char *arg)
{
	cmd_move_char(ch, DIR_UP);
}

void
cmd_down(struct character *ch, char *arg)
{
	cmd_move_char(ch, DIR_DOWN);
}

/* recall: back to the temple. */
void
cmd_recall(struct character *ch, char *arg)
{
	struct room	*to = room_start();

	if (ch->room == to) {
		char_printf(ch, "You are already there.\n");
		return;
	}
	if (ch->fighting != NULL) {
		char_printf(ch, "The gods do not answer you in the middle of a "
		    "fight.\n");
		return;
	}
	if (ch->room != NULL && (ch->room->def->flags & ROOM_NO_RECALL)) {
		char_printf(ch, "The gods do not hear you here.\n");
		return;
	}
	char_printf(ch, "You pray for transportation, and the world blurs.\n");
	char_room_printf(ch, "%s disappears.\n", char_name(ch));
	game_move_char(ch, to);
	char_room_printf(ch, "%s appears in the middle of the room.\n",
	    char_name(ch));
	cmd_look_auto(ch);
}
