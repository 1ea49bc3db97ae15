/* cmd-door.c: opening, closing, locking, unlocking and picking doors. */
#include <string.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "class.h"
#include "commands.h"
#include "find.h"
#include "object.h"
#include "room.h"
#include "script.h"
#include "text.h"
#include "update.h"

enum door_action { DOOR_OPEN, DOOR_CLOSE, DOOR_LOCK, DOOR_UNLOCK,
	DOOR_PICK };

/*
 * May ch pick a lock, pickproof or not? Says why not. A thief's skill,
 * tried once per attempt; a slip costs the time all the same.
 */
static int
cmd_door_can_pick(struct character *ch, int pickproof)
{
	if (pickproof) {
		char_printf(ch, "You failed: this lock cannot be picked.\n");
		return (0);
	}
	update_wait(ch, 4);
	if (!skill_check(ch, SK_PICK_LOCK)) {
		char_printf(ch, "You failed to pick the lock.\n");
		return (0);
	}
	return (1);
}

/* The exit named by a direction or a door keyword, or -1. */
static int
cmd_door_find(struct character *ch, const char *arg)
{
	const struct exit_def	*ex;
	int			 d;

	if ((d = dir_lookup(arg)) >= 0)
		return (d);
	for (d = 0; d < DIR__COUNT; d++) {
		ex = room_exit_now(ch->room, d);
		if ((ex->flags & EXIT_DOOR) && ex->keywords != NULL &&
		    text_keyword_match(ex->keywords, arg))
			return (d);
	}
	return (-1);
}

static int
cmd_door_has_key(struct character *ch, int vnum)
{
	struct object	*obj;

	if (vnum < 0)
		return (0);
	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (obj->vnum == vnum)
			return (1);
	}
	return (0);
}

/* Set a door's state on this side and on the other. */
static void
cmd_door_set(struct room *room, int d, int state)
{
	struct room	*other;
	int		 back = dir_reverse(d);

	room->door[d] = state;
	if ((other = room_exit_to(room, d)) != NULL &&
	    room_exit_now(other, back)->to_vnum == room->vnum) {
		other->door[back] = (other->door[back] &
		    ~(EXIT_CLOSED | EXIT_LOCKED)) |
		    (state & (EXIT_CLOSED | EXIT_LOCKED));
	}
}

/* Open, close, lock or unlock a container; 0 if arg named one. */
static int
cmd_door_container(struct character *ch, const char *arg,
    enum door_action act, const char *verb)
{
	struct object	*obj;
	int		*state;

	if ((obj = find_obj_here(ch, arg)) == NULL)
		return (-1);
	/* A portal's state and key are where a container's are. */
	state = &obj->values[VAL_CONT_FLAGS];
	if ((obj->type != OBJ_CONTAINER && obj->type != OBJ_PORTAL) ||
	    !(*state & CONT_CLOSEABLE)) {
		char_printf(ch, "You can't %s %s.\n", verb, obj->short_desc);
		return (0);
	}
	switch (act) {
	case DOOR_OPEN:
		if (!(*state & CONT_CLOSED)) {
			char_printf(ch, "It is already open.\n");
			return (0);
		}
		if (*state & CONT_LOCKED) {
			char_printf(ch, "It is locked.\n");
			return (0);
		}
		*state &= ~CONT_CLOSED;
		break;
	case DOOR_CLOSE:
		if (*state & CONT_CLOSED) {
			char_printf(ch, "It is already closed.\n");
			return (0);
		}
		*state |= CONT_CLOSED;
		break;
	case DOOR_PICK:
		if (!(*state & CONT_LOCKED)) {
			char_printf(ch, "It is not locked.\n");
			return (0);
		}
		if (!cmd_door_can_pick(ch, *state & CONT_PICKPROOF))
			return (0);
		*state &= ~CONT_LOCKED;
		break;
	case DOOR_LOCK:
	case DOOR_UNLOCK:
		if (!(*state & CONT_CLOSED)) {
			char_printf(ch, "You must close it first.\n");
			return (0);
		}
		if (((*state & CONT_LOCKED) != 0) == (act == DOOR_LOCK)) {
			char_printf(ch, "It is already %s.\n", act == DOOR_LOCK ?
			    "locked" : "unlocked");
			return (0);
		}
		if (!cmd_door_has_key(ch, obj->values[VAL_CONT_KEY])) {
			char_printf(ch, "You lack the key.\n");
			return (0);
		}
		*state ^= CONT_LOCKED;
		break;
	}
	if (act == DOOR_PICK) {
		char_printf(ch, "*Click* You pick the lock of %s.\n",
		    obj->short_desc);
		char_room_printf(ch, "%s picks the lock of %s.\n",
		    char_name(ch), obj->short_desc);
		return (0);
	}
	char_printf(ch, "You %s %s.\n", verb, obj->short_desc);
	char_room_printf(ch, "%s %ss %s.\n", char_name(ch), verb,
	    obj->short_desc);
	return (0);
}

static void
cmd_door(struct character *ch, char *arg, enum door_action act)
{
	static const char	*verbs[] = { "open", "close", "lock",
				    "unlock", "pick" };
	const struct exit_def	*ex;
	const char		*name;
	int			 d, state;

	if (*arg == '\0') {
		char_printf(ch, "%c%s what?\n", verbs[act][0] - 32,
		    verbs[act] + 1);
		return;
	}
	if (ch->room == NULL)
		return;
	if ((d = cmd_door_find(ch, arg)) < 0) {
		if (cmd_door_container(ch, arg, act, verbs[act]) != 0)
			char_printf(ch, "You see no %s here.\n", arg);
		return;
	}
	ex = room_exit_now(ch->room, d);
	state = ch->room->door[d];
	name = ex->keywords != NULL ? ex->keywords : "door";
	if (!(ex->flags & EXIT_DOOR)) {
		char_printf(ch, "There is nothing to %s that way.\n",
		    verbs[act]);
		return;
	}
	switch (act) {
	case DOOR_OPEN:
		if (!(state & EXIT_CLOSED)) {
			char_printf(ch, "The %s is already open.\n", name);
			return;
		}
		if (state & EXIT_LOCKED) {
			char_printf(ch, "The %s is locked.\n", name);
			return;
		}
		state &= ~EXIT_CLOSED;
		break;
	case DOOR_CLOSE:
		if (state & EXIT_CLOSED) {
			char_printf(ch, "The %s is already closed.\n", name);
			return;
		}
		state |= EXIT_CLOSED;
		break;
	case DOOR_LOCK:
		if (!(state & EXIT_CLOSED)) {
			char_printf(ch, "You must close the %s first.\n", name);
			return;
		}
		if (state & EXIT_LOCKED) {
			char_printf(ch, "The %s is already locked.\n", name);
			return;
		}
		if (!cmd_door_has_key(ch, ex->key_vnum)) {
			char_printf(ch, "You lack the key.\n");
			return;
		}
		state |= EXIT_LOCKED;
		break;
	case DOOR_PICK:
		if (!(state & EXIT_LOCKED)) {
			char_printf(ch, "The %s is not locked.\n", name);
			return;
		}
		if (!cmd_door_can_pick(ch, ex->flags & EXIT_PICKPROOF))
			return;
		/* The door's scripts may refuse: nothing changes. */
		if (script_door(ch, d, verbs[act]))
			return;
		state &= ~EXIT_LOCKED;
		cmd_door_set(ch->room, d, state);
		char_printf(ch, "*Click* You pick the lock of the %s.\n", name);
		char_room_printf(ch, "%s picks the lock of the %s.\n",
		    char_name(ch), name);
		return;
	case DOOR_UNLOCK:
		if (!(state & EXIT_LOCKED)) {
			char_printf(ch, "The %s is not locked.\n", name);
			return;
		}
		if (!cmd_door_has_key(ch, ex->key_vnum)) {
			char_printf(ch, "You lack the key.\n");
			return;
		}
		state &= ~EXIT_LOCKED;
		break;
	}
	if (script_door(ch, d, verbs[act]))
		return;
	cmd_door_set(ch->room, d, state);
	char_printf(ch, "You %s the %s.\n", verbs[act], name);
	char_room_printf(ch, "%s %ss the %s.\n", char_name(ch), verbs[act],
	    name);
}

void
cmd_open(struct character *ch, char *arg)
{
	cmd_door(ch, arg, DOOR_OPEN);
}

void
cmd_close(struct character *ch, char *arg)
{
	cmd_door(ch, arg, DOOR_CLOSE);
}

void
cmd_lock(struct character *ch, char *arg)
{
	cmd_door(ch, arg, DOOR_LOCK);
}

void
cmd_unlock(struct character *ch, char *arg)
{
	cmd_door(ch, arg, DOOR_UNLOCK);
}

/* pick <door|direction|container>: a thief opens a lock without its key. */
void
cmd_pick(struct character *ch, char *arg)
{
	if (ch->mob == NULL && skill_learned(ch, SK_PICK_LOCK) == 0) {
		char_printf(ch, "You don't know how to pick locks.\n");
		return;
	}
	cmd_door(ch, arg, DOOR_PICK);
}
