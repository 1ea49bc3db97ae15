/*
 * script-trig.c: the triggers of DG scripts that came after the first
 * ones (area/SCRIPTING.md): act (a message seen in the room), entry (a
 * mobile comes into a room), greeting that honours what a mobile sees
 * (enter) and one that does not (enter_all), memory (someone remembered
 * comes into view), bribe, load, cast, door, remove, consume and login.
 *
 * The triggers set off by an action (cast, door, remove, consume) are
 * asked before it does anything: a script that returns false refuses it
 * (nil never does), and the action changes nothing.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <event2/event.h>

#include "character.h"
#include "colour.h"
#include "eqtypes.h"
#include "find.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "magic.h"
#include "object.h"
#include "room.h"
#include "script-int.h"
#include "text.h"
#include "xmalloc.h"

#define SCRIPT_CROWD_MAX	32	/* as script-run.c: mobiles asked */
#define SCRIPT_ACT_MAX		1024	/* bytes of a message act sees */

/* An act script runs: the messages it makes set off no act script. */
static int	script_acting;

/*
 * Ask thing self's scripts for t whether the action may go on: 1 if one
 * refused it (returned false), and then the others are not asked.
 */
static int
script_ask(struct eq_ref self, int t, struct character *ch,
    struct object *obj, const char *text)
{
	return (script_fire(self, t, ch, obj, text, 0) == SCRIPT_RET_FALSE);
}

/* Is this character still in room, in the game? */
static struct character *
script_still(uint64_t id, struct room *room)
{
	struct character	*p = char_find_id(id);

	return (p != NULL && !p->extracted && p->room == room ? p : NULL);
}

/* ---- memory ---- */

/* Where in mob's memory ch is, or -1. */
static int
script_memory_find(const struct character *mob, const struct character *ch)
{
	const struct mob_memory	*m;
	int			 i;

	for (i = 0; i < mob->mob->nmemory; i++) {
		m = &mob->mob->memory[i];
		if (ch->mob != NULL ? m->id == ch->id : m->id == 0 &&
		    strcasecmp(m->name, ch->pd.name) == 0)
			return (i);
	}
	return (-1);
}

int
script_memory_has(const struct character *mob, const struct character *ch)
{
	return (mob->mob != NULL && script_memory_find(mob, ch) >= 0);
}

int
script_memory_add(struct character *mob, const struct character *ch,
    const char *command)
{
	struct mob_memory	*m;
	int			 i;

	if (mob->mob == NULL || mob == ch)
		return (-1);
	/* Remembered again: with the command given now. */
	if ((i = script_memory_find(mob, ch)) >= 0) {
		text_strlcpy(mob->mob->memory[i].command, command != NULL ?
		    command : "", sizeof mob->mob->memory[i].command);
		return (0);
	}
	if (mob->mob->nmemory >= MOB_MEMORY_MAX)
		return (-1);
	if (mob->mob->memory == NULL)
		mob->mob->memory = xcalloc(MOB_MEMORY_MAX,
		    sizeof *mob->mob->memory);
	m = &mob->mob->memory[mob->mob->nmemory++];
	memset(m, 0, sizeof *m);
	if (ch->mob != NULL)
		m->id = ch->id;
	else
		text_strlcpy(m->name, ch->pd.name, sizeof m->name);
	if (command != NULL)
		text_strlcpy(m->command, command, sizeof m->command);
	return (0);
}

/*
 * Does meeting one it remembers do anything: a memory script, or a
 * command remembered with someone (DG's mremember <name> <command>)?
 */
static int
script_memory_acts(struct character *mob)
{
	int	i;

	if (mob->mob == NULL || mob->mob->nmemory == 0)
		return (0);
	if (script_has_trigger(eq_ref_character(mob), TRIG_MEMORY))
		return (1);
	for (i = 0; i < mob->mob->nmemory; i++) {
		if (mob->mob->memory[i].command[0] != '\0')
			return (1);
	}
	return (0);
}

int
script_memory_drop(struct character *mob, const struct character *ch)
{
	struct mob_info	*mi = mob->mob;
	int		 i;

	if (mi == NULL || (i = script_memory_find(mob, ch)) < 0)
		return (0);
	memmove(&mi->memory[i], &mi->memory[i + 1], (size_t)(mi->nmemory -
	    i - 1) * sizeof *mi->memory);
	mi->nmemory--;
	return (1);
}

/*
 * mob sees ch, whom it remembers: it forgets, and types the command it
 * remembered with ch, if any, else the first of its memory scripts whose
 * percent comes up runs, as in DG (without either, it keeps
 * remembering).
 */
static void
script_memory_meet(struct character *mob, struct character *ch)
{
	char	command[MOB_MEMORY_CMD_MAX + 1];
	int	i;

	if ((i = script_memory_find(mob, ch)) < 0 ||
	    !find_can_see_char(mob, ch))
		return;
	text_strlcpy(command, mob->mob->memory[i].command, sizeof command);
	if (*command == '\0' &&
	    !script_has_trigger(eq_ref_character(mob), TRIG_MEMORY))
		return;
	script_memory_drop(mob, ch);
	if (*command != '\0')
		interp_run(mob, command);
	else
		script_fire(eq_ref_character(mob), TRIG_MEMORY, ch, NULL, NULL,
		    0);
}

/* ---- greeting, entry, memory ---- */

/* Has the mobile a script for one of the greeting triggers? */
static int
script_greets(struct character *p)
{
	struct eq_ref	r = eq_ref_character(p);

	return (script_has_trigger(r, TRIG_ENTER) ||
	    script_has_trigger(r, TRIG_ENTER_ALL) || script_memory_acts(p));
}

/* A mobile came into room: its entry scripts, then whom it remembers. */
static void
script_entry(struct room *room, struct character *mob)
{
	uint64_t		 ids[SCRIPT_CROWD_MAX];
	struct character	*p;
	size_t			 n = 0, i;

	script_fire(eq_ref_character(mob), TRIG_ENTRY, NULL, NULL, NULL, 0);
	if (mob->extracted || mob->room != room || !script_memory_acts(mob))
		return;
	TAILQ_FOREACH(p, &room->people, room_entry) {
		if (p != mob && script_memory_has(mob, p))
			ids[n++] = p->id;
		if (n == SCRIPT_CROWD_MAX)
			break;
	}
	for (i = 0; i < n && !mob->extracted && mob->room == room; i++) {
		if ((p = script_still(ids[i], room)) != NULL)
			script_memory_meet(mob, p);
	}
}

/*
 * ch came into room (and saw it). A mobile coming in: its entry scripts
 * and its memory. Then the mobiles there greet ch: enter if they see ch
 * (not wizinvis staff, nor the invisible without detect invisible),
 * enter_all whether or not, memory if they remember ch and see ch.
 * 1 if an enter or enter_all script refused ch (returned false): the
 * mobiles after it do not greet.
 */
int
script_greet(struct room *room, struct character *ch)
{
	uint64_t		 ids[SCRIPT_CROWD_MAX];
	struct character	*p;
	size_t			 n = 0, i;

	if (ch->mob != NULL) {
		script_entry(room, ch);
		if (ch->extracted || ch->room != room)
			return (0);
	}
	TAILQ_FOREACH(p, &room->mobs, mob_entry) {
		if (p == ch || !script_greets(p))
			continue;
		ids[n++] = p->id;
		if (n == SCRIPT_CROWD_MAX)
			break;
	}
	for (i = 0; i < n; i++) {
		if (ch->extracted || ch->room != room)
			return (0);
		if ((p = script_still(ids[i], room)) == NULL)
			continue;
		if (find_can_see_char(p, ch) &&
		    script_fire(eq_ref_character(p), TRIG_ENTER, ch, NULL,
		    NULL, 0) == SCRIPT_RET_FALSE)
			return (1);
		if (script_still(ids[i], room) == NULL || ch->room != room)
			continue;
		if (script_fire(eq_ref_character(p), TRIG_ENTER_ALL, ch, NULL,
		    NULL, 0) == SCRIPT_RET_FALSE)
			return (1);
		if (script_still(ids[i], room) != NULL && ch->room == room)
			script_memory_meet(p, ch);
	}
	return (0);
}

/* ---- act ---- */

/*
 * An act script does not run inside the message that set it off: the
 * command or event that sent it is still under way and may not expect
 * its actor purged or moved (a 'say' whose speaker an act script
 * purged went on with no room). Each is queued, bounded, and run once
 * the callback under way has returned, as the reaping of the turn is.
 */
#define SCRIPT_ACT_PENDING	64	/* act scripts waiting, in all */

struct script_act_wait {
	uint64_t	 mob;		/* the mobile whose act it is */
	uint64_t	 actor;		/* who did it (may be gone by then) */
	int		 room;		/* where (its vnum) */
	char		*text;
};
static struct script_act_wait	 script_act_waits[SCRIPT_ACT_PENDING];
static size_t			 script_act_nwaits;
static struct event_base	*script_act_base;	/* a run is due */

/* Run the act scripts queued this turn, in the order they were seen. */
void
script_act_run(void)
{
	struct script_act_wait	 w;
	struct character	*p, *ch;
	struct room		*room;
	size_t			 i;

	script_act_base = NULL;
	script_acting = 1;
	for (i = 0; i < script_act_nwaits; i++) {
		w = script_act_waits[i];
		script_act_waits[i].text = NULL;
		if ((room = room_find(w.room)) != NULL &&
		    (p = script_still(w.mob, room)) != NULL) {
			ch = char_find_id(w.actor);
			if (ch != NULL && ch->extracted)
				ch = NULL;
			script_fire(eq_ref_character(p), TRIG_ACT, ch, NULL,
			    w.text, 0);
		}
		free(w.text);
	}
	script_act_nwaits = 0;
	script_acting = 0;
}

static void
script_act_cb(evutil_socket_t fd, short what, void *arg)
{
	script_act_run();
}

/*
 * ch's room was told text (all but ch and but): the act scripts of the
 * mobiles there whose words it holds are queued, with the text as it
 * reads, without colour or its newline. A message an act script makes
 * sets off none. Past SCRIPT_ACT_PENDING waiting, one is not queued.
 */
void
script_act(struct character *ch, struct character *but, const char *text)
{
	uint64_t		 ids[SCRIPT_CROWD_MAX];
	struct room		*room = ch->room;
	struct script_act_wait	*w;
	char			*plain;
	size_t			 n, i, len;

	if (script_acting || room == NULL)
		return;
	if ((n = script_crowd(room, ch, TRIG_ACT, ids)) == 0)
		return;
	len = strnlen(text, SCRIPT_ACT_MAX);
	plain = colour_render(text, len, COLOUR_NONE, &len);
	while (len > 0 && (plain[len - 1] == '\n' || plain[len - 1] == '\r'))
		plain[--len] = '\0';
	for (i = 0; i < n; i++) {
		if (but != NULL && ids[i] == but->id)
			continue;
		if (script_act_nwaits == SCRIPT_ACT_PENDING)
			break;
		w = &script_act_waits[script_act_nwaits++];
		w->mob = ids[i];
		w->actor = ch->id;
		w->room = room->vnum;
		w->text = xstrdup(plain);
	}
	free(plain);
	/* Without a loop (benches, tools), at the end of the turn's reap. */
	if (script_act_nwaits > 0 && game_base != NULL &&
	    script_act_base != game_base) {
		if (event_base_once(game_base, -1, EV_TIMEOUT, script_act_cb,
		    NULL, NULL) != 0)
			fatalx("event_base_once failed");
		script_act_base = game_base;
	}
}

/* ---- bribe, load, login ---- */

/*
 * ch gave amount gold to the mobile to: the first of its bribe scripts
 * (in the order written) that amount meets runs, as in DG.
 */
void
script_bribe(struct character *ch, struct character *to, long amount)
{
	char	gold[32];

	if (to->mob == NULL || to->extracted)
		return;
	snprintf(gold, sizeof gold, "%ld", amount);
	(void)script_fire(eq_ref_character(to), TRIG_BRIBE, ch, NULL, gold,
	    amount > INT_MAX ? INT_MAX : (int)amount);
}

/* A mobile (obj NULL) or an object (mob NULL) was made and placed. */
void
script_loaded(struct character *mob, struct object *obj)
{
	if (mob != NULL && mob->mob != NULL && !mob->extracted)
		script_fire(eq_ref_character(mob), TRIG_LOAD, NULL, NULL, NULL,
		    0);
	else if (obj != NULL && obj->where != OBJ_NOWHERE)
		script_fire(eq_ref_object(obj), TRIG_LOAD, obj->carried_by,
		    obj, NULL, 0);
}

/* A player entered the game: the login scripts of its room. */
void
script_login(struct character *ch)
{
	if (ch->room != NULL && !ch->extracted)
		script_fire(eq_ref_room(ch->room), TRIG_LOGIN, ch, NULL, NULL,
		    0);
}

/* ---- the actions that may be refused ---- */

/*
 * ch's spell is about to work on victim, obj or the room: the scripts of
 * the room, of victim (a mobile) and of obj, with the spell's name. 1 if
 * one refused it.
 */
int
script_cast(struct character *ch, int spell, struct character *victim,
    struct object *obj)
{
	const char	*name = magic_spell_name(spell);
	struct room	*room = ch->room;
	uint64_t	 vid = victim != NULL ? victim->id : 0;
	uint64_t	 uid = obj != NULL ? obj->uid : 0;

	if (room != NULL && script_ask(eq_ref_room(room), TRIG_CAST, ch, obj,
	    name))
		return (1);
	if (vid != 0 && (victim = char_find_id(vid)) != NULL &&
	    victim->mob != NULL && !victim->extracted &&
	    script_ask(eq_ref_character(victim), TRIG_CAST, ch, NULL, name))
		return (1);
	if (uid != 0 && (obj = obj_find_uid(uid)) != NULL &&
	    obj->where != OBJ_NOWHERE &&
	    script_ask(eq_ref_object(obj), TRIG_CAST, ch, obj, name))
		return (1);
	return (0);
}

/*
 * ch is about to work the door of its room in direction dir (how:
 * "open", "close", "lock", "unlock", "pick"): the room's door scripts,
 * then its mobiles', with "how direction". 1 if one refused it, or ch is
 * no longer there.
 */
int
script_door(struct character *ch, int dir, const char *how)
{
	uint64_t		 ids[SCRIPT_CROWD_MAX];
	struct room		*room = ch->room;
	struct character	*p;
	char			 text[64];
	size_t			 n, i;

	if (room == NULL)
		return (0);
	snprintf(text, sizeof text, "%s %s", how, dir_name(dir));
	if (script_ask(eq_ref_room(room), TRIG_DOOR, ch, NULL, text))
		return (1);
	n = script_crowd(room, ch, TRIG_DOOR, ids);
	for (i = 0; i < n; i++) {
		if (ch->extracted || ch->room != room)
			return (1);
		if ((p = script_still(ids[i], room)) != NULL &&
		    script_ask(eq_ref_character(p), TRIG_DOOR, ch, NULL, text))
			return (1);
	}
	return (ch->extracted || ch->room != room);
}

/*
 * ch is about to take off obj: its remove scripts. 1 if one refused it,
 * or the object is no longer ch's.
 */
int
script_remove(struct character *ch, struct object *obj)
{
	uint64_t	uid = obj->uid;

	if (script_ask(eq_ref_object(obj), TRIG_REMOVE, ch, obj, NULL))
		return (1);
	return ((obj = obj_find_uid(uid)) == NULL || obj->carried_by != ch ||
	    ch->extracted);
}

/*
 * ch is about to eat, drink or quaff obj (how: "eat", "drink", "quaff"):
 * its consume scripts. 1 if one refused it, or the object is gone.
 */
int
script_consume(struct character *ch, struct object *obj, const char *how)
{
	uint64_t	uid = obj->uid;

	if (script_ask(eq_ref_object(obj), TRIG_CONSUME, ch, obj, how))
		return (1);
	return ((obj = obj_find_uid(uid)) == NULL ||
	    obj->where == OBJ_NOWHERE || ch->extracted);
}
