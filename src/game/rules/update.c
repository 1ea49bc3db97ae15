/* update.c: the timed life of the game, one event per thing that is due. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "act.h"
#include "character.h"
#include "config.h"
#include "quest.h"
#include "corpse.h"
#include "descriptor.h"
#include "eqtypes.h"
#include "equeue.h"
#include "fight.h"
#include "find.h"
#include "game.h"
#include "log.h"
#include "magic.h"
#include "move.h"
#include "object.h"
#include "protocol.h"
#include "rng.h"
#include "room.h"
#include "text.h"
#include "save.h"
#include "update.h"

/*
 * A new event queue for the game. What an event does when the thing it is
 * aimed at leaves the game (quits, dies, is purged, is destroyed, goes with
 * its area) is the game's choice, made here for every type: a cast fizzles
 * at once and its caster is told; a fighter stops fighting the foe that
 * went; the other types (aggro checks) are cancelled, the queue's default.
 */
/* Forgets what was on an old queue (update_on_new_queue), or NULL. */
static void	(*update_new_queue_fn)(void);

struct equeue *
update_queue_new(void)
{
	struct equeue	*q = equeue_new();

	equeue_set_gone(q, EQT_CAST, magic_cast_gone);
	equeue_set_gone(q, EQT_COMBAT, fight_round_gone);
	/* What was on an old queue is gone (the reboot countdown). */
	if (update_new_queue_fn != NULL)
		update_new_queue_fn();
	return (q);
}

/* Have fn called whenever a new queue is made. */
void
update_on_new_queue(void (*fn)(void))
{
	update_new_queue_fn = fn;
}

/* Microseconds on the monotonic clock. */
static uint64_t
update_now_us(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000 + (uint64_t)ts.tv_nsec / 1000);
}

/*
 * A player's autosave. Each player's comes an interval after its last, so
 * players who came in together (a reboot, a crowd logging in after a
 * restart) would all save on the same pulse, one interval after another:
 * thousands of saves in one pulse. So a pulse runs at most a budget of
 * them: twice the share of one pulse of everyone's over the interval
 * (UPDATE_AUTOSAVE_MIN at least), and no more once they have taken
 * UPDATE_AUTOSAVE_US of it (one always runs). Those over it move to the
 * next pulses, in turn, and from there keep their interval: a wave
 * spreads out once and stays spread.
 */
static void
update_autosave(struct equeue *q, struct eq_event *ev, void *arg)
{
	static struct equeue	*last;
	static uint64_t		 pulse, start;
	static uint32_t		 done, over, budget;
	struct character	*ch = arg;
	uint32_t		 interval = (uint32_t)conf_pulses(CFG_AUTOSAVE);

	if (q != last || equeue_pulse(q) != pulse) {
		last = q;
		pulse = equeue_pulse(q);
		done = over = 0;
		start = update_now_us();
		budget = 2 * (((uint32_t)char_count() + interval - 1) /
		    interval);
		if (budget < UPDATE_AUTOSAVE_MIN)
			budget = UPDATE_AUTOSAVE_MIN;
	}
	if (done >= budget || (done > 0 &&
	    update_now_us() - start >= UPDATE_AUTOSAVE_US)) {
		/* Once over, the rest of this pulse's wait their turn. */
		budget = done;
		equeue_reschedule(q, ev, 1 + over++ / (done > 0 ? done : 1));
		return;
	}
	done++;
	char_save(ch);
	equeue_reschedule(q, ev, interval);
}

static void
update_idle(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;

	/* Nobody leaves unsaved: try again in a while. */
	if (char_save_final(ch) != 0) {
		equeue_reschedule(q, ev, UPDATE_RETRY_PULSES);
		return;
	}
	log_info("%s idle too long, saved and logged out", ch->pd.name);
	char_printf(ch, "\nYou have been idle too long; your character is "
	    "saved and you are logged out.\n");
	char_room_printf(ch, "%s fades out of the world.\n", char_name(ch));
	if (ch->desc != NULL)
		proto_gmcp_goodbye(ch->desc, "Idle too long: your character is "
		    "saved and you are logged out.");
	if (game_hooks.quit != NULL)
		game_hooks.quit(ch);
}

/*
 * A light a player holds burns an hour of the game's day at a time. The
 * event is the light's own; it stops when the light is no longer held as a
 * light by a player (removed, dropped, given, in a corpse) and starts
 * again when one is, so nobody has to stop it.
 */
static void
update_light_burn(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct object		*obj = arg;
	struct character	*ch = obj->carried_by;
	int			*hours = &obj->values[VAL_LIGHT_HOURS];

	if (ch == NULL || ch->mob != NULL || obj->worn != WEAR_LIGHT ||
	    *hours <= 0)
		return;
	if (--*hours == 0) {
		char_printf(ch, "%s goes out.\n", text_cap(obj->short_desc));
		char_room_printf(ch, "%s's %s goes out.\n", char_name(ch),
		    obj->short_desc);
		return;
	}
	if (*hours == 1)
		char_printf(ch, "%s flickers; it will not last much longer.\n",
		    text_cap(obj->short_desc));
	equeue_reschedule(q, ev, (uint32_t)conf_pulses(CFG_HOUR_LENGTH));
}

/* Start ch's light burning, if it holds one that burns down. */
void
update_light_start(struct character *ch)
{
	struct object	*obj = char_equipped(ch, WEAR_LIGHT);

	if (ch->mob != NULL || obj == NULL || obj->type != OBJ_LIGHT ||
	    obj->values[VAL_LIGHT_HOURS] <= 0 ||
	    eq_owner_find(&obj->events, EQT_LIGHT) != NULL)
		return;
	equeue_enqueue(game_eq, &obj->events, eq_ref_none(), EQT_LIGHT,
	    update_light_burn, obj, (uint32_t)conf_pulses(CFG_HOUR_LENGTH));
}

/*
 * An hour of the game's day passes for a player: a little hungrier and
 * thirstier (unless the config switches hunger off, or it is an admin).
 * One event per player, an hour apart; it reads the setting each time, so
 * a reload that switches hunger on or off needs nothing more.
 */
static void
update_hunger(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;

	equeue_reschedule(q, ev, (uint32_t)conf_pulses(CFG_HOUR_LENGTH));
	/* Poison hurts by the hour, but never kills. */
	if ((char_aff(ch) & AFF_POISON) && ch->pd.hit > 1) {
		ch->pd.hit -= ch->pd.hit > 4 ? 2 + (int)rng_below(3) : 1;
		char_printf(ch, "You shiver and suffer.\n");
		update_heal_start(ch);
	}
	if (!conf_int(CFG_HUNGER) || ch->pd.role >= ROLE_ADMIN)
		return;
	if (ch->pd.food > 0)
		ch->pd.food--;
	if (ch->pd.water > 0)
		ch->pd.water--;
	if (ch->pd.food == 0)
		char_printf(ch, "You are hungry.\n");
	else if (ch->pd.food == 2)
		char_printf(ch, "You are getting hungry.\n");
	if (ch->pd.water == 0)
		char_printf(ch, "You are thirsty.\n");
	else if (ch->pd.water == 2)
		char_printf(ch, "You are getting thirsty.\n");
}

/* Is ch hungry or thirsty, as it counts for healing? */
int
update_starving(const struct character *ch)
{
	return (ch->mob == NULL && conf_int(CFG_HUNGER) &&
	    ch->pd.role < ROLE_ADMIN && (ch->pd.food == 0 ||
	    ch->pd.water == 0));
}

/* Autosave and idle timeout for a player. */
void
update_start_player(struct character *ch)
{
	if (eq_owner_find(&ch->events, EQT_AUTOSAVE) == NULL)
		equeue_enqueue(game_eq, &ch->events, eq_ref_none(),
		    EQT_AUTOSAVE, update_autosave, ch,
		    (uint32_t)conf_pulses(CFG_AUTOSAVE));
	update_touch(ch);
	if (ch->pd.hit < ch->pd.max_hit || ch->pd.mana < ch->pd.max_mana ||
	    ch->pd.move < ch->pd.max_move)
		update_heal_start(ch);
	update_light_start(ch);
	if (eq_owner_find(&ch->events, EQT_HUNGER) == NULL)
		equeue_enqueue(game_eq, &ch->events, eq_ref_none(),
		    EQT_HUNGER, update_hunger, ch,
		    (uint32_t)conf_pulses(CFG_HOUR_LENGTH));
	quest_start(ch);
}

/* Push the idle timeout back: one reschedule, O(1). */
void
update_touch(struct character *ch)
{
	struct eq_event	*ev = eq_owner_find(&ch->events, EQT_IDLE);

	if (conf_int(CFG_IDLE_TIMEOUT) == 0) {
		if (ev != NULL)
			equeue_dequeue(game_eq, ev);
		return;
	}
	if (ev != NULL)
		equeue_reschedule(game_eq, ev,
		    (uint32_t)conf_pulses(CFG_IDLE_TIMEOUT));
	else
		equeue_enqueue(game_eq, &ch->events, eq_ref_none(), EQT_IDLE,
		    update_idle, ch, (uint32_t)conf_pulses(CFG_IDLE_TIMEOUT));
}

static int
update_gain(int cur, int max, int percent)
{
	int	gain = max * percent / 100;

	if (gain < 1 && percent > 0)
		gain = 1;
	return (cur + gain > max ? max : cur + gain);
}

static void
update_heal(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;
	int			 rate;

	switch (ch->pd.position) {
	case POS_SLEEPING:
		rate = (int)conf_int(CFG_HEAL_SLEEPING);
		break;
	case POS_RESTING:
		rate = (int)conf_int(CFG_HEAL_RESTING);
		break;
	default:
		rate = (int)conf_int(CFG_HEAL_STANDING);
		break;
	}
	if (update_starving(ch))
		rate /= 2;		/* hunger and thirst slow healing */
	if (char_aff(ch) & AFF_POISON)
		rate /= 4;		/* so does poison */
	ch->pd.hit = update_gain(ch->pd.hit, ch->pd.max_hit, rate);
	ch->pd.mana = update_gain(ch->pd.mana, ch->pd.max_mana, rate);
	ch->pd.move = update_gain(ch->pd.move, ch->pd.max_move, rate);
	if (game_hooks.vitals != NULL)
		game_hooks.vitals(ch);
	if (ch->pd.hit < ch->pd.max_hit || ch->pd.mana < ch->pd.max_mana ||
	    ch->pd.move < ch->pd.max_move)
		equeue_reschedule(q, ev, (uint32_t)conf_pulses(
		    CFG_HEAL_INTERVAL));
	else if (ch->mob == NULL && ch->fighting == NULL)
		char_printf(ch, "You feel fully rested.\n");
}

/* A hurt character gets one heal event. */
void
update_heal_start(struct character *ch)
{
	if (eq_owner_find(&ch->events, EQT_HEAL) != NULL)
		return;
	equeue_enqueue(game_eq, &ch->events, eq_ref_none(), EQT_HEAL,
	    update_heal, ch, (uint32_t)conf_pulses(CFG_HEAL_INTERVAL));
}

static void
update_wait_done(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;

	/*
	 * The event is firing, so ch no longer counts as waiting: typed-ahead
	 * lines run now. A line that lags again re-arms this event; one that
	 * quits strips it, which a firing event allows.
	 */
	if (ch->desc != NULL && game_hooks.resume != NULL)
		game_hooks.resume(ch->desc);
}

/* Make ch's input wait. */
void
update_wait(struct character *ch, uint32_t pulses)
{
	struct eq_event	*ev = eq_owner_find(&ch->events, EQT_WAIT);

	if (pulses == 0)
		return;
	if (ev != NULL) {
		if (equeue_remaining(game_eq, ev) < pulses)
			equeue_reschedule(game_eq, ev, pulses);
		return;
	}
	equeue_enqueue(game_eq, &ch->events, eq_ref_none(), EQT_WAIT,
	    update_wait_done, ch, pulses);
}

/* Is ch's input waiting? */
int
update_waiting(const struct character *ch)
{
	struct eq_event	*ev = eq_owner_find(&ch->events, EQT_WAIT);

	return (ev != NULL && equeue_remaining(game_eq, ev) > 0);
}

static void
update_unstun(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;

	if (ch->pd.position == POS_STUNNED) {
		ch->pd.position = ch->fighting != NULL ? POS_FIGHTING :
		    POS_STANDING;
		char_printf(ch, "You shake your head and come round.\n");
		char_prompt(ch);
	}
}

/* Knock ch out for a while. */
void
update_stun(struct character *ch, uint32_t pulses)
{
	struct eq_event	*ev = eq_owner_find(&ch->events, EQT_STUN);

	magic_interrupt(ch, "You are knocked senseless; your spell is lost!");
	ch->pd.position = POS_STUNNED;
	if (ev != NULL)
		equeue_reschedule(game_eq, ev, pulses);
	else
		equeue_enqueue(game_eq, &ch->events, eq_ref_none(), EQT_STUN,
		    update_unstun, ch, pulses);
}

static int
update_can_see(const struct character *mob, const struct character *ch)
{
	return (find_can_see_char(mob, ch));
}

/*
 * An aggro check, owned by the room and aimed at the player who came in:
 * the room's idle aggressive mobiles that see the player, if still there,
 * attack. A player who left the game took the check with it (a type with
 * no gone function is cancelled).
 */
static void
update_aggro(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct room		*room = arg;
	struct character	*mob, *victim, *next;
	struct eq_ref		 target = eq_event_target(ev);

	if ((victim = eq_ch(target)) == NULL || victim->room != room)
		return;
	for (mob = TAILQ_FIRST(&room->people); mob != NULL; mob = next) {
		next = TAILQ_NEXT(mob, room_entry);
		if (mob->mob == NULL || !(mob->mob->flags & MOB_AGGRESSIVE) ||
		    mob->fighting != NULL || mob->pd.position == POS_STUNNED ||
		    mob->pd.position == POS_SLEEPING ||
		    !update_can_see(mob, victim) ||
		    fight_refused(mob, victim) != NULL)
			continue;
		char_printf(victim, "%s attacks you!\n", char_name_cap(mob));
		char_room_printf(victim, "%s attacks %s!\n", char_name(mob),
		    char_name(victim));
		fight_start(mob, victim);
		/* The fight may have changed the room: stop walking it. */
		if (mob->room != room || victim->room != room)
			return;
	}
}

/*
 * Give the player ch an aggro check in its room, unless it has one there:
 * one check per player, read from the player's own short list of what is
 * aimed at it; a check left behind in another room is dropped.
 */
static void
update_aggro_arm(struct character *ch, int armed)
{
	struct room	*room = ch->room;
	struct eq_event	*ev, *next;

	for (ev = eq_target_first(&ch->targeted); ev != NULL; ev = next) {
		next = eq_target_next(ev);
		if (eq_event_type(ev) != EQT_AGGRO)
			continue;
		if (room != NULL && eq_room(eq_event_owner(ev)) == room)
			return;
		equeue_dequeue(game_eq, ev);
	}
	if (!armed || room == NULL || (room->def->flags & ROOM_SAFE))
		return;
	equeue_enqueue_aimed(game_eq, &room->events, &ch->targeted, EQT_AGGRO,
	    update_aggro, room, (uint32_t)conf_pulses(CFG_AGGRO_DELAY));
}

static int
update_is_aggressive(const struct character *ch)
{
	return (ch->mob != NULL && (ch->mob->flags & MOB_AGGRESSIVE));
}

/*
 * ch entered a room. A player gets an aggro check if aggressive mobiles
 * are there; an aggressive mobile that comes in gives one to each player
 * there (the check runs for every aggressor in the room).
 */
void
update_entered(struct character *ch)
{
	struct character	*p;
	struct room		*room = ch->room;
	int			 armed = 0;

	if (ch->mob != NULL) {
		if (!update_is_aggressive(ch) || room == NULL)
			return;
		TAILQ_FOREACH(p, &room->people, room_entry) {
			if (p->mob == NULL)
				update_aggro_arm(p, 1);
		}
		return;
	}
	if (room != NULL) {
		TAILQ_FOREACH(p, &room->mobs, mob_entry) {
			if (update_is_aggressive(p)) {
				armed = 1;
				break;
			}
		}
	}
	update_aggro_arm(ch, armed);
}

static void
update_wander(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct character	*ch = arg;
	struct room		*to;
	int			 d;

	equeue_reschedule(q, ev, (uint32_t)(conf_pulses(CFG_WANDER_INTERVAL) +
	    rng_below((uint32_t)conf_pulses(CFG_WANDER_INTERVAL))));
	if (ch->fighting != NULL || ch->pd.position != POS_STANDING ||
	    ch->room == NULL || rng_below(3) == 0)
		return;
	d = (int)rng_below(DIR__COUNT);
	if ((to = room_exit_to(ch->room, d)) == NULL ||
	    (ch->room->door[d] & EXIT_CLOSED) ||
	    (to->def->flags & ROOM_NO_MOB) ||
	    ((ch->mob->flags & MOB_STAY_AREA) && to->area != ch->room->area))
		return;
	move_char(ch, d);
}

/* Wandering mobiles get a wander event. */
void
update_start_mob(struct character *ch)
{
	if (ch->mob == NULL || !(ch->mob->flags & MOB_WANDER) ||
	    (ch->mob->flags & MOB_SENTINEL))
		return;
	equeue_enqueue(game_eq, &ch->events, eq_ref_none(), EQT_WANDER,
	    update_wander, ch, (uint32_t)(conf_pulses(CFG_WANDER_INTERVAL) +
	    rng_below((uint32_t)conf_pulses(CFG_WANDER_INTERVAL))));
}

static void
update_decay(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct object	*obj = arg, *corpse = corpse_holding(obj);
	struct room	*room = obj->in_room;
	struct character *p;

	if (room != NULL) {
		TAILQ_FOREACH(p, &room->people, room_entry)
			char_printf(p, "%s crumbles into dust.\n",
			    text_cap(obj->short_desc));
	} else if (obj->carried_by != NULL)
		char_printf(obj->carried_by, "%s crumbles into dust.\n",
		    text_cap(obj->short_desc));
	obj_extract(obj);
	/* A player's corpse that held it is saved without it. */
	if (corpse != NULL) {
		corpse_changed(corpse);
		corpse_flush();
	}
}

/* A corpse crumbles after a while. */
void
update_corpse_decay(struct object *obj)
{
	equeue_enqueue(game_eq, &obj->events, eq_ref_none(), EQT_DECAY,
	    update_decay, obj, (uint32_t)conf_pulses(CFG_CORPSE_DECAY));
}

/* A thing with a timer crumbles when its game hours are up. */
void
update_timer_start(struct object *obj)
{
	if (obj->timer <= 0 || eq_owner_find(&obj->events, EQT_DECAY) != NULL)
		return;
	equeue_enqueue(game_eq, &obj->events, eq_ref_none(), EQT_DECAY,
	    update_decay, obj, (uint32_t)(obj->timer *
	    conf_pulses(CFG_HOUR_LENGTH)));
}

/* Queued autosaves and idle timeouts follow a changed config. */
void
update_config_changed(void)
{
	struct character	*ch;
	struct eq_event		*idle;
	uint32_t		 autosave = (uint32_t)conf_pulses(CFG_AUTOSAVE);
	uint32_t		 heal = (uint32_t)conf_pulses(CFG_HEAL_INTERVAL);
	uint32_t		 timeout = (uint32_t)conf_pulses(CFG_IDLE_TIMEOUT);
	uint32_t		 linkdead = (uint32_t)conf_pulses(
				    CFG_LINKDEAD_TIMEOUT);

	TAILQ_FOREACH(ch, &player_list, player_entry) {
		update_shorten(eq_owner_find(&ch->events, EQT_AUTOSAVE),
		    autosave);
		update_shorten(eq_owner_find(&ch->events, EQT_HEAL), heal);
		update_shorten(eq_owner_find(&ch->events, EQT_LINKDEAD),
		    linkdead);
		idle = eq_owner_find(&ch->events, EQT_IDLE);
		if (conf_int(CFG_IDLE_TIMEOUT) == 0 || idle == NULL)
			update_touch(ch);	/* switched off, or on */
		else
			update_shorten(idle, timeout);
	}
}

/* Bring a queued event's remaining time down to delay if it is longer. */
void
update_shorten(struct eq_event *ev, uint32_t delay)
{
	if (ev != NULL && delay > 0 && equeue_remaining(game_eq, ev) > delay)
		equeue_reschedule(game_eq, ev, delay);
}
