/* cmd-move.c: walking the six directions, portals, and recall. */
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "commands.h"
#include "find.h"
#include "game.h"
#include "look.h"
#include "move.h"
#include "object.h"
#include "portal.h"
#include "room.h"

void
cmd_north(struct character *ch, char *arg)
{
	move_char(ch, DIR_NORTH);
}

void
cmd_east(struct character *ch, char *arg)
{
	move_char(ch, DIR_EAST);
}

void
cmd_south(struct character *ch, char *arg)
{
	move_char(ch, DIR_SOUTH);
}

void
cmd_west(struct character *ch, char *arg)
{
	move_char(ch, DIR_WEST);
}

void
cmd_up(struct character *ch, char *arg)
{
	move_char(ch, DIR_UP);
}

void
cmd_down(struct character *ch, char *arg)
{
	move_char(ch, DIR_DOWN);
}

/* enter <portal>: through a portal in the room (portal.c). */
void
cmd_enter(struct character *ch, char *arg)
{
	struct object	*obj;

	while (*arg == ' ')
		arg++;
	if (*arg == '\0') {
		char_printf(ch, "Enter what?\n");
		return;
	}
	if ((obj = find_obj_room(ch, arg)) == NULL) {
		char_printf(ch, "You see no %s here.\n", arg);
		return;
	}
	portal_enter(ch, obj);
}

/*
 * go <direction>: a step that way, as the direction's own command ("go
 * north"); go <portal>: through it, as ROM's go. "go" alone never runs
 * gossip.
 */
void
cmd_go(struct character *ch, char *arg)
{
	struct object	*obj;
	int		 dir;

	while (*arg == ' ')
		arg++;
	if (*arg == '\0') {
		char_printf(ch, "Go where? (go north, go up, go "
		    "<portal>...)\n");
		return;
	}
	if ((dir = dir_lookup(arg)) >= 0) {
		move_char(ch, dir);
		return;
	}
	if ((obj = find_obj_room(ch, arg)) != NULL && obj->type == OBJ_PORTAL) {
		portal_enter(ch, obj);
		return;
	}
	char_printf(ch, "'%s' is neither a direction nor a way in here: go "
	    "north, east, south, west, up, down, or a portal.\n", arg);
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
	game_place_char(ch, to);
	char_room_printf(ch, "%s appears in the middle of the room.\n",
	    char_name(ch));
	look_auto(ch);
	(void)game_entered(ch);		/* the room first, then greetings */
}
