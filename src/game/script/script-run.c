/*
 * script-run.c: when scripts run. The game calls a trigger function where
 * something happens (script.h); it finds the scripts waiting for it on
 * the room, the mobiles and the objects concerned and runs them.
 *
 * Nothing here runs from a scan: a scripted thing's random and hour
 * triggers are one event each on the queue, owned by the thing, and
 * after() and every() are events owned by the script's mobile, object or
 * room; all of them go when it goes (script_forget, then equeue_strip).
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "calendar.h"
#include "character.h"
#include "config.h"
#include "eqtypes.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "object.h"
#include "rng.h"
#include "room.h"
#include "script-int.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

#define SCRIPT_CROWD_MAX	32	/* mobiles of a room a trigger asks */
#define SCRIPT_RANDOM_PULSES	(60 * PULSES_PER_SECOND)
/* A tick: the mobile pulse of ROM, where its special procedures ran. */
#define SCRIPT_TICK_PULSES	(4 * PULSES_PER_SECOND)

/* The scripts of one thing. */
struct script_set {
	const struct script_def	*s;
	size_t			 n;		/* own and attached */
	unsigned int		 triggers;
	size_t			 own;		/* of s */
	struct eq_ref		 r;		/* whose */
};

/*
 * A timer set by after() or every(): the function, owned by its event,
 * listed in its script's context (which may cancel it) and counted in
 * its budgets at rate runs a minute.
 */
struct script_timer {
	struct script_prog	*prog;
	int			 fn;		/* registry ref */
	uint32_t		 every;		/* pulses; 0: once */
	long			 rate;
	lua_Integer		 id;
	int			 firing;
	int			 dead;		/* to be freed when fired */
	struct eq_event		*ev;		/* NULL once dequeued */
	TAILQ_ENTRY(script_timer) entry;	/* prog->ctx->timers */
};

static lua_Integer	script_timer_ids;

/* The scripts of a thing, from its prototype or room definition. */
static int
script_set_of(struct eq_ref r, struct script_set *set)
{
	const struct mob_def	*md;
	const struct obj_def	*od;
	const char		*attached;
	unsigned		 bits;

	set->s = NULL;
	set->n = 0;
	set->triggers = 0;
	set->r = r;
	switch (r.kind) {
	case EQ_ROOM:
		set->s = eq_room(r)->def->scripts;
		set->n = eq_room(r)->def->nscripts;
		set->triggers = eq_room(r)->def->triggers;
		attached = eq_room(r)->script_attached;
		break;
	case EQ_CHARACTER:
		if (eq_ch(r)->mob == NULL)
			return (0);
		attached = eq_ch(r)->script_attached;
		if ((md = world_mob_def(eq_ch(r)->mob->vnum)) == NULL)
			break;
		set->s = md->scripts;
		set->n = md->nscripts;
		set->triggers = md->triggers;
		break;
	case EQ_OBJECT:
		attached = eq_obj(r)->script_attached;
		if ((od = world_obj_def(eq_obj(r)->vnum)) == NULL)
			break;
		set->s = od->scripts;
		set->n = od->nscripts;
		set->triggers = od->triggers;
		break;
	default:
		return (0);
	}
	set->own = set->n;
	/* Most things have none attached: no list to read. */
	if (attached != NULL) {
		set->n += script_attach_count(r, &bits);
		set->triggers |= bits;
	}
	return (set->n > 0);
}

/* Script i of a set: its own (unless detached), then those attached. */
static const struct script_def *
script_set_at(const struct script_set *set, size_t i)
{
	if (i >= set->own)
		return (script_attach_at(set->r, i, set->own));
	if (script_detached(set->r, i))
		return (NULL);
	return (&set->s[i]);
}

/* Does the thing have a script for trigger t? */
static int
script_has(struct eq_ref r, int t, struct script_set *set)
{
	return (script_set_of(r, set) && (set->triggers & (1U << t)));
}

/* Does the thing have a script for trigger t (script-trig.c)? */
int
script_has_trigger(struct eq_ref r, int t)
{
	struct script_set	set;

	return (script_has(r, t, &set));
}

/* Does a speech script's phrase match what was said? */
static int
script_speech_matches(const struct script_def *sc, const char *text)
{
	return (sc->args == NULL || strcmp(sc->args, "*") == 0 ||
	    strcasestr(text, sc->args) != NULL);
}

/* Does a command script's list of words take the word typed? */
static int
script_command_matches(const struct script_def *sc, struct character *ch,
    const char *word)
{
	const struct cmd_entry	*typed, *c;
	char			 buf[SCRIPT_ARGS_MAX + 1], *p, *w;

	/* "*": any command (DG's command trigger on '*'). */
	if (sc->args != NULL && strcmp(sc->args, "*") == 0)
		return (1);
	typed = interp_find(ch, word);
	snprintf(buf, sizeof buf, "%s", sc->args != NULL ? sc->args : "");
	for (p = buf; (w = strsep(&p, " \t")) != NULL;) {
		if (*w == '\0')
			continue;
		if (strcasecmp(w, word) == 0)
			return (1);
		if (typed != NULL && (c = interp_find(ch, w)) != NULL &&
		    c == typed)
			return (1);
	}
	return (0);
}

/*
 * Run the scripts of thing self for trigger t (those that match), with
 * the actor ch, an object and a text. Returns SCRIPT_RET_FALSE if one
 * refused (returned false: those after it do not run), else
 * SCRIPT_RET_TRUE if one returned true, else SCRIPT_RET_NONE.
 */
int
script_fire(struct eq_ref self, int t, struct character *ch,
    struct object *obj, const char *text, int number)
{
	struct script_set	 set;
	const struct script_def	*sc;
	size_t			 i;
	int			 taken = SCRIPT_RET_NONE, rc;

	if (!script_has(self, t, &set))
		return (SCRIPT_RET_NONE);
	for (i = 0; i < set.n; i++) {
		if ((sc = script_set_at(&set, i)) == NULL ||
		    (int)sc->trigger != t)
			continue;
		switch (t) {
		case TRIG_SPEECH:
		case TRIG_ACT:
			if (!script_speech_matches(sc, text))
				continue;
			break;

		case TRIG_COMMAND:
			if (!script_command_matches(sc, ch, text))
				continue;
			break;
		case TRIG_FIGHT:
		case TRIG_RANDOM:
		case TRIG_MEMORY:
		case TRIG_TICK:
			if ((int)rng_below(100) >= sc->number)
				continue;
			break;
		case TRIG_HOUR:
			if (sc->number >= 0 && sc->number != number)
				continue;
			break;
		case TRIG_RECEIVE:
			if (sc->number > 0 && (obj == NULL ||
			    obj->vnum != sc->number))
				continue;
			break;
		case TRIG_BRIBE:
			if (number < sc->number)
				continue;
			break;
		}
		rc = script_call(script_prog_of(sc, self),
		    script_prog_of(sc, self)->fn, self, ch, obj,
		    t == TRIG_COMMAND ? NULL : text);
		if (rc == SCRIPT_RET_FALSE)
			return (rc);
		if (rc == SCRIPT_RET_TRUE)
			taken = rc;
		/*
		 * Only the first bribe script the amount meets runs, and the
		 * first memory script whose percent comes up (DG).
		 */
		if (t == TRIG_BRIBE || t == TRIG_MEMORY)
			break;
		/* A script may have taken its own thing away. */
		if ((self.kind == EQ_CHARACTER && eq_ch(self)->extracted) ||
		    (self.kind == EQ_OBJECT && eq_obj(self)->where ==
		    OBJ_NOWHERE))
			break;
	}
	return (taken);
}

/*
 * As script_fire, with the command's own arguments for text: 1 if a
 * script took the command over (true) or refused it (false).
 */
static int
script_fire_command(struct eq_ref self, struct character *ch,
    const char *word, const char *arg)
{
	struct script_set	 set;
	const struct script_def	*sc;
	size_t			 i;
	char			*line;
	int			 rc;

	if (!script_has(self, TRIG_COMMAND, &set))
		return (0);
	for (i = 0; i < set.n; i++) {
		if ((sc = script_set_at(&set, i)) == NULL ||
		    sc->trigger != TRIG_COMMAND ||
		    !script_command_matches(sc, ch, word))
			continue;
		/* A script on any command ("*") is given the whole line. */
		line = NULL;
		if (sc->args != NULL && strcmp(sc->args, "*") == 0)
			xasprintf(&line, "%s%s%s", word, arg != NULL &&
			    *arg != '\0' ? " " : "", arg != NULL ? arg : "");
		rc = script_call(script_prog_of(sc, self),
		    script_prog_of(sc, self)->fn, self, ch, NULL,
		    line != NULL ? line : arg);
		free(line);
		if (rc != SCRIPT_RET_NONE)
			return (1);
	}
	return (0);
}

/*
 * The mobiles in room with a script for t, but ch, as ids: the room may
 * change while their scripts run, so each is found again by its id.
 */
size_t
script_crowd(struct room *room, struct character *but, int t,
    uint64_t *ids)
{
	struct character	*p;
	struct script_set	 set;
	size_t			 n = 0;

	/* The room's mobiles alone: a crowd of players is not walked. */
	TAILQ_FOREACH(p, &room->mobs, mob_entry) {
		if (p == but || !script_has(eq_ref_character(p), t, &set))
			continue;
		ids[n++] = p->id;
		if (n == SCRIPT_CROWD_MAX)
			break;
	}
	return (n);
}

/*
 * Run t on the mobiles of room (but ch) that are still there; as
 * script_fire, the first refusal stops it.
 */
static int
script_fire_crowd(struct room *room, struct character *ch, int t,
    const char *text)
{
	uint64_t		 ids[SCRIPT_CROWD_MAX];
	struct character	*p;
	size_t			 n, i;
	int			 taken = SCRIPT_RET_NONE, rc;

	n = script_crowd(room, ch, t, ids);
	for (i = 0; i < n; i++) {
		if ((p = char_find_id(ids[i])) == NULL || p->extracted ||
		    p->room != room)
			continue;
		rc = script_fire(eq_ref_character(p), t, ch, NULL, text, 0);
		if (rc == SCRIPT_RET_FALSE)
			return (rc);
		if (rc == SCRIPT_RET_TRUE)
			taken = rc;
		/* Only the first bribe script the amount meets runs (DG). */
		if (t == TRIG_BRIBE)
			break;
	}
	return (taken);
}

/*
 * ch came into its room: the room's enter scripts, then its mobiles'.
 * 1 if one refused (the rest do not run).
 */
int
script_enter(struct character *ch)
{
	struct room	*room = ch->room;

	if (room == NULL || ch->extracted)
		return (0);
	if (script_fire(eq_ref_room(room), TRIG_ENTER, ch, NULL, NULL, 0) ==
	    SCRIPT_RET_FALSE)
		return (1);
	if (ch->room == room && !ch->extracted && script_greet(room, ch))
		return (1);
	return (0);
}

/*
 * Run t on the things on room's floor, then those ch carries (worn too),
 * that have a script for it; each found again by its id, as mobiles are.
 * As script_fire, the first refusal stops it.
 */
static int
script_fire_things(struct room *room, struct character *ch, int t,
    const char *text)
{
	uint64_t		 ids[SCRIPT_CROWD_MAX];
	struct object		*obj;
	struct script_set	 set;
	size_t			 n = 0, i;

	TAILQ_FOREACH(obj, &room->contents, place) {
		if (n < SCRIPT_CROWD_MAX && script_has(eq_ref_object(obj), t,
		    &set))
			ids[n++] = obj->uid;
	}
	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (n < SCRIPT_CROWD_MAX && script_has(eq_ref_object(obj), t,
		    &set))
			ids[n++] = obj->uid;
	}
	for (i = 0; i < n; i++) {
		if ((obj = obj_find_uid(ids[i])) == NULL ||
		    obj->where == OBJ_NOWHERE)
			continue;
		if (script_fire(eq_ref_object(obj), t, ch, obj, text, 0) ==
		    SCRIPT_RET_FALSE)
			return (SCRIPT_RET_FALSE);
		if (ch->room != room || ch->extracted)
			break;
	}
	return (SCRIPT_RET_NONE);
}

/*
 * ch is about to leave its room for to: the room's leave scripts, then
 * its mobiles', then those of the things on the floor and carried (DG's
 * object leave). 1 if one refused (the rest do not run).
 */
int
script_leave(struct character *ch, struct room *to)
{
	struct room	*room = ch->room;
	const char	*dir = NULL;
	int		 d;

	if (room == NULL || ch->extracted)
		return (0);
	/* text: the way it goes, if by an exit (a guard minds one door). */
	for (d = 0; d < DIR__COUNT && to != NULL; d++) {
		if (room_exit_to(room, d) == to) {
			dir = dir_name(d);
			break;
		}
	}
	if (script_fire(eq_ref_room(room), TRIG_LEAVE, ch, NULL, dir, 0) ==
	    SCRIPT_RET_FALSE)
		return (1);
	if (ch->room == room && !ch->extracted &&
	    script_fire_crowd(room, ch, TRIG_LEAVE, dir) == SCRIPT_RET_FALSE)
		return (1);
	if (ch->room == room && !ch->extracted &&
	    script_fire_things(room, ch, TRIG_LEAVE, dir) == SCRIPT_RET_FALSE)
		return (1);
	return (0);
}

/* A player said text in its room. */
void
script_speech(struct character *ch, const char *text)
{
	struct room	*room = ch->room;

	if (room == NULL || ch->mob != NULL)
		return;
	script_fire(eq_ref_room(room), TRIG_SPEECH, ch, NULL, text, 0);
	if (ch->room == room)
		script_fire_crowd(room, ch, TRIG_SPEECH, text);
}

/*
 * A player typed a command: the scripts of its room, the mobiles there,
 * the things on the floor and those it carries may take it over.
 */
int
script_command(struct character *ch, const char *word, const char *arg)
{
	uint64_t		 ids[SCRIPT_CROWD_MAX];
	struct room		*room = ch->room;
	struct character	*p;
	struct object		*obj;
	struct script_set	 set;
	size_t			 n = 0, i;

	if (room == NULL || ch->mob != NULL || *word == '\0')
		return (0);
	if (script_fire_command(eq_ref_room(room), ch, word, arg))
		return (1);
	n = script_crowd(room, ch, TRIG_COMMAND, ids);
	for (i = 0; i < n; i++) {
		if ((p = char_find_id(ids[i])) != NULL && !p->extracted &&
		    p->room == room && script_fire_command(eq_ref_character(p),
		    ch, word, arg))
			return (1);
	}
	/* Things here and carried: their ids first, as for mobiles. */
	n = 0;
	TAILQ_FOREACH(obj, &room->contents, place) {
		if (n < SCRIPT_CROWD_MAX && script_has(eq_ref_object(obj),
		    TRIG_COMMAND, &set))
			ids[n++] = obj->uid;
	}
	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (n < SCRIPT_CROWD_MAX && script_has(eq_ref_object(obj),
		    TRIG_COMMAND, &set))
			ids[n++] = obj->uid;
	}
	for (i = 0; i < n; i++) {
		if ((obj = obj_find_uid(ids[i])) != NULL &&
		    obj->where != OBJ_NOWHERE &&
		    script_fire_command(eq_ref_object(obj), ch, word, arg))
			return (1);
	}
	return (0);
}

/* A mobile's combat round against foe. */
void
script_fight_round(struct character *mob, struct character *foe)
{
	if (mob->mob != NULL)
		script_fire(eq_ref_character(mob), TRIG_FIGHT, foe, NULL, NULL,
		    0);
}

/* A mobile was hurt from before hit points: thresholds it fell past. */
void
script_hurt(struct character *victim, struct character *by, int before)
{
	struct script_set	 set;
	const struct script_def	*sc;
	struct eq_ref		 self = eq_ref_character(victim);
	long long		 max = victim->pd.max_hit;
	size_t			 i;

	if (victim->mob == NULL || victim->extracted || max <= 0 ||
	    !script_has(self, TRIG_HEALTH, &set))
		return;
	for (i = 0; i < set.n && !victim->extracted; i++) {
		if ((sc = script_set_at(&set, i)) == NULL ||
		    sc->trigger != TRIG_HEALTH ||
		    before * 100LL < sc->number * max ||
		    victim->pd.hit * 100LL >= sc->number * max)
			continue;
		script_call(script_prog_of(sc, self),
		    script_prog_of(sc, self)->fn, self, by, NULL, NULL);
	}
}

/* A mobile dies at killer's hand (killer may be NULL). */
void
script_death(struct character *victim, struct character *killer)
{
	if (victim->mob != NULL)
		script_fire(eq_ref_character(victim), TRIG_DEATH, killer, NULL,
		    NULL, 0);
}

/*
 * ch is about to give obj to to: the object's give scripts, then to's
 * receive scripts. 1 if one refused (the rest do not run).
 */
int
script_give(struct character *ch, struct object *obj, struct character *to)
{
	uint64_t	uid = obj->uid;

	if (script_fire(eq_ref_object(obj), TRIG_GIVE, ch, obj, NULL, 0) ==
	    SCRIPT_RET_FALSE)
		return (1);
	if ((obj = obj_find_uid(uid)) == NULL || to->extracted ||
	    to->mob == NULL)
		return (0);
	return (script_fire(eq_ref_character(to), TRIG_RECEIVE, ch, obj, NULL,
	    0) == SCRIPT_RET_FALSE);
}

/* ch is about to take obj: its get scripts; 1 if one refused. */
int
script_get(struct character *ch, struct object *obj)
{
	return (script_fire(eq_ref_object(obj), TRIG_GET, ch, obj, NULL, 0) ==
	    SCRIPT_RET_FALSE);
}

/*
 * ch is about to drop obj: the object's drop scripts, then the room's.
 * 1 if one refused (the rest do not run).
 */
int
script_drop(struct character *ch, struct object *obj)
{
	uint64_t	 uid = obj->uid;
	struct room	*room = ch->room;

	if (script_fire(eq_ref_object(obj), TRIG_DROP, ch, obj, NULL, 0) ==
	    SCRIPT_RET_FALSE)
		return (1);
	if (room == NULL || ch->room != room ||
	    (obj = obj_find_uid(uid)) == NULL)
		return (0);
	return (script_fire(eq_ref_room(room), TRIG_DROP, ch, obj, NULL, 0) ==
	    SCRIPT_RET_FALSE);
}

/* ch is about to wear obj: its wear scripts; 1 if one refused. */
int
script_wear(struct character *ch, struct object *obj)
{
	return (script_fire(eq_ref_object(obj), TRIG_WEAR, ch, obj, NULL, 0) ==
	    SCRIPT_RET_FALSE);
}

/* ---- the random and hour events of a scripted thing ---- */

static struct eq_owner *
script_owner(struct eq_ref r)
{
	switch (r.kind) {
	case EQ_CHARACTER:
		return (&eq_ch(r)->events);
	case EQ_OBJECT:
		return (&eq_obj(r)->events);
	case EQ_ROOM:
		return (&eq_room(r)->events);
	default:
		return (NULL);
	}
}

/* A minute of a thing's life: its random scripts roll. */
static void
script_random_fire(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct eq_ref		r = eq_event_owner(ev);
	struct script_set	set;

	if (!script_has(r, TRIG_RANDOM, &set))
		return;		/* a reload took them away */
	equeue_reschedule(q, ev, SCRIPT_RANDOM_PULSES);
	script_fire(r, TRIG_RANDOM, NULL, NULL, NULL, 0);
}

/* Four seconds of a thing's life: its tick scripts roll. */
static void
script_tick_fire(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct eq_ref		r = eq_event_owner(ev);
	struct script_set	set;

	if (!script_has(r, TRIG_TICK, &set))
		return;		/* a reload took them away */
	equeue_reschedule(q, ev, SCRIPT_TICK_PULSES);
	script_fire(r, TRIG_TICK, NULL, NULL, NULL, 0);
}

/* Pulses to the next hour of the game's day. */
static uint32_t
script_to_next_hour(void)
{
	uint64_t	hl = (uint64_t)conf_pulses(CFG_HOUR_LENGTH);
	uint32_t	next;

	/*
	 * The pulse after the calendar turns the hour, so that the hour
	 * reads true; before the calendar runs, after the hour it will turn
	 * (it turns every hour_length pulses from the boot).
	 */
	if (calendar_next_hour(&next) == 0)
		return (next + 1);
	return ((uint32_t)(hl - equeue_pulse(game_eq) % hl + 1));
}

/* An hour strikes: a thing's hour scripts for that hour. */
static void
script_hour_fire(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct eq_ref		r = eq_event_owner(ev);
	struct script_set	set;
	char			hour[8];

	if (!script_has(r, TRIG_HOUR, &set))
		return;
	equeue_reschedule(q, ev, script_to_next_hour());
	snprintf(hour, sizeof hour, "%d", game_hour());
	script_fire(r, TRIG_HOUR, NULL, NULL, hour, game_hour());
}

/* Start a thing's random and hour events, if it has such scripts. */
static void
script_start(struct eq_ref r)
{
	struct eq_owner		*o = script_owner(r);
	struct script_set	 set;

	if (o == NULL || !script_set_of(r, &set))
		return;
	if ((set.triggers & (1U << TRIG_RANDOM)) &&
	    eq_owner_find(o, EQT_SCRIPT_RANDOM) == NULL)
		equeue_enqueue(game_eq, o, eq_ref_none(), EQT_SCRIPT_RANDOM,
		    script_random_fire, NULL, 1 + rng_below(
		    SCRIPT_RANDOM_PULSES));
	if ((set.triggers & (1U << TRIG_TICK)) &&
	    eq_owner_find(o, EQT_SCRIPT_TICK) == NULL)
		equeue_enqueue(game_eq, o, eq_ref_none(), EQT_SCRIPT_TICK,
		    script_tick_fire, NULL, 1 + rng_below(SCRIPT_TICK_PULSES));
	if ((set.triggers & (1U << TRIG_HOUR)) &&
	    eq_owner_find(o, EQT_SCRIPT_HOUR) == NULL)
		equeue_enqueue(game_eq, o, eq_ref_none(), EQT_SCRIPT_HOUR,
		    script_hour_fire, NULL, script_to_next_hour());
}

void
script_started(struct eq_ref r)
{
	if (game_eq != NULL)
		script_start(r);
}

void
script_start_mob(struct character *ch)
{
	script_start(eq_ref_character(ch));
}

void
script_start_obj(struct object *obj)
{
	if (game_eq != NULL)
		script_start(eq_ref_object(obj));
}

/* An area was built: its rooms' events, and its first reset's scripts. */
void
script_area_added(struct area *a)
{
	size_t	i;

	for (i = 0; i < a->nrooms; i++)
		script_start(eq_ref_room(a->rooms[i]));
	script_area_reset(a);
}

/* An area was reset: the reset scripts of its rooms. */
void
script_area_reset(struct area *a)
{
	size_t	i;

	for (i = 0; i < a->nrooms; i++) {
		if (a->rooms[i]->def->triggers & (1U << TRIG_RESET))
			script_fire(eq_ref_room(a->rooms[i]), TRIG_RESET, NULL,
			    NULL, NULL, 0);
	}
}

/* Let go of the compiled scripts of a list. */
static void
script_release(struct script_def *s, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		script_prog_unref(s[i].compiled);
		s[i].compiled = NULL;
	}
}

/* Let go of the compiled scripts of an area's definition. */
void
script_def_gone(struct area_def *d)
{
	size_t	i;

	for (i = 0; i < d->nrooms; i++)
		script_release(d->rooms[i].scripts, d->rooms[i].nscripts);
	for (i = 0; i < d->nmobs; i++)
		script_release(d->mobs[i].scripts, d->mobs[i].nscripts);
	for (i = 0; i < d->nobjs; i++)
		script_release(d->objs[i].scripts, d->objs[i].nscripts);
}

/*
 * An area goes (a reload, the shutdown): its compiled scripts, its
 * timers and its Lua state with it, whatever memory that used.
 */
void
script_area_gone(struct area *a)
{
	script_def_gone(a->def);
	script_ctx_retire(a);
}

/* ---- after() and every() ---- */

static void
script_timer_free(struct script_timer *t)
{
	struct script_ctx	*ctx = t->prog->ctx;

	if (ctx->L != NULL)
		luaL_unref(ctx->L, LUA_REGISTRYINDEX, t->fn);
	TAILQ_REMOVE(&ctx->timers, t, entry);
	script_budget_timer_done(ctx, t->rate);
	script_prog_unref(t->prog);
	free(t);
}

/* Cancel every timer of a context's scripts (its area went). */
void
script_timers_cancel(struct script_ctx *ctx)
{
	struct script_timer	*t, *next;

	for (t = TAILQ_FIRST(&ctx->timers); t != NULL; t = next) {
		next = TAILQ_NEXT(t, entry);
		if (t->dead)
			continue;
		if (t->ev != NULL)
			equeue_dequeue(game_eq, t->ev);
		t->ev = NULL;
		if (t->firing)
			t->dead = 1;
		else
			script_timer_free(t);
	}
}

/* A timer is due: run its function as its owner; every() comes again. */
static void
script_timer_fire(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct script_timer	*t = arg;

	if (t->prog->disabled) {
		t->ev = NULL;
		script_timer_free(t);	/* its script ran away */
		return;
	}
	if (t->every > 0)
		equeue_reschedule(q, ev, t->every);
	else
		t->ev = NULL;
	t->firing = 1;
	script_call(t->prog, t->fn, eq_event_owner(ev), NULL, NULL, NULL);
	t->firing = 0;
	if (t->dead || t->every == 0)
		script_timer_free(t);
}

/* A thing goes: free its timers (its events are stripped next). */
void
script_forget(struct eq_owner *o)
{
	struct eq_event		*ev;
	struct script_timer	*t;

	for (ev = eq_owner_first(o); ev != NULL; ev = eq_owner_next(ev)) {
		if (eq_event_type(ev) != EQT_SCRIPT)
			continue;
		t = eq_event_arg(ev);
		t->ev = NULL;		/* stripped next */
		if (t->firing)
			t->dead = 1;
		else if (!t->dead)
			script_timer_free(t);
	}
	switch (o->self.kind) {
	case EQ_CHARACTER:
		script_budget_gone(&eq_ch(o->self)->script_tally);
		break;
	case EQ_OBJECT:
		script_budget_gone(&eq_obj(o->self)->script_tally);
		break;
	default:
		break;
	}
}

/* The owner of the running script's timers, or NULL if it is gone. */
static struct eq_owner *
script_timer_owner(void)
{
	struct script_frame	*f = script_frame();

	if (f == NULL)
		return (NULL);
	if (f->self.kind == EQ_CHARACTER && eq_ch(f->self)->extracted)
		return (NULL);
	if (f->self.kind == EQ_OBJECT && eq_obj(f->self)->where == OBJ_NOWHERE)
		return (NULL);
	return (script_owner(f->self));
}

/*
 * after(seconds, fn) and every(seconds, fn): fn runs as this script's
 * thing, that much later (and again). Returns the timer's id, or nil and
 * why (too many timers, a thing gone).
 */
int
script_timer_add(lua_State *L, int every)
{
	struct script_frame	*f = script_frame();
	struct eq_owner		*o = script_timer_owner();
	struct script_timer	*t;
	struct eq_event		*ev;
	lua_Number		 s = luaL_checknumber(L, 1);
	const char		*why;
	long long		 pulses;
	long			 rate;
	int			 n = 0;

	luaL_checktype(L, 2, LUA_TFUNCTION);
	luaL_argcheck(L, s > 0 && s <= 86400, 1, "seconds from 0 to 86400");
	if (o == NULL) {
		lua_pushnil(L);
		lua_pushliteral(L, "no mobile, object or room to own it");
		return (2);
	}
	for (ev = eq_owner_first(o); ev != NULL; ev = eq_owner_next(ev))
		n += eq_event_type(ev) == EQT_SCRIPT &&
		    !((struct script_timer *)eq_event_arg(ev))->dead;
	if (n >= conf_int(CFG_SCRIPT_TIMERS)) {
		lua_pushnil(L);
		lua_pushliteral(L, "too many timers waiting");
		return (2);
	}
	pulses = (long long)(s * PULSES_PER_SECOND + 0.999);
	if (pulses < 1)
		pulses = 1;
	rate = script_budget_rate((long)pulses);
	if (script_budget_timer(f->prog->ctx, rate, &why) != 0) {
		lua_pushnil(L);
		lua_pushstring(L, why);
		return (2);
	}
	lua_pushvalue(L, 2);
	t = xcalloc(1, sizeof *t);
	t->fn = luaL_ref(L, LUA_REGISTRYINDEX);
	t->prog = f->prog;
	t->prog->refs++;
	t->rate = rate;
	t->every = every ? (uint32_t)pulses : 0;
	t->id = ++script_timer_ids;
	TAILQ_INSERT_TAIL(&t->prog->ctx->timers, t, entry);
	t->ev = equeue_enqueue(game_eq, o, eq_ref_none(), EQT_SCRIPT,
	    script_timer_fire, t, (uint32_t)pulses);
	script_stats.timers++;
	lua_pushinteger(L, t->id);
	return (1);
}

/* cancel(id): a timer of this script's thing no longer runs. */
int
script_timer_cancel(lua_State *L)
{
	struct eq_owner		*o = script_timer_owner();
	lua_Integer		 id = luaL_checkinteger(L, 1);
	struct eq_event		*ev;
	struct script_timer	*t;

	for (ev = o != NULL ? eq_owner_first(o) : NULL; ev != NULL;
	    ev = eq_owner_next(ev)) {
		if (eq_event_type(ev) != EQT_SCRIPT)
			continue;
		t = eq_event_arg(ev);
		if (t->id != id || t->dead)
			continue;
		equeue_dequeue(game_eq, ev);
		t->ev = NULL;
		if (t->firing)
			t->dead = 1;
		else
			script_timer_free(t);
		lua_pushboolean(L, 1);
		return (1);
	}
	lua_pushboolean(L, 0);
	return (1);
}

/* Run text as a room's script would, now (tests and benches). */
int
script_run_text(struct room *room, const char *name, const char *text,
    char **error)
{
	struct script_def	 def;
	struct script_prog	*p;
	char			*msg = NULL;
	int			 line, rc;

	memset(&def, 0, sizeof def);
	def.trigger = TRIG_RESET;
	def.path = (char *)name;
	def.source = (char *)text;
	def.first = 1;
	*error = NULL;
	if (script_check(&def, &line, &msg) != 0) {
		xasprintf(error, "%s:%d: %s", name, line, msg);
		free(msg);
		return (-1);
	}
	p = script_prog_of(&def, eq_ref_room(room));
	rc = script_call(p, p->fn, eq_ref_room(room), NULL, NULL, NULL);
	script_prog_unref(p);
	return (rc == SCRIPT_RET_TRUE);
}
