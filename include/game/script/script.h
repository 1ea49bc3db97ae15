/*
 * script.h: builders' Lua scripts (area/SCRIPTING.md), run by the game.
 *
 * The world keeps each script's text and trigger (struct script_def in
 * area.h); here the game compiles them in a sandboxed Lua 5.4 state of
 * their area's and runs them when what they wait for happens. Every call
 * is bounded: an instruction budget and a time budget (a runaway script
 * is stopped, logged and told to its area's builders with its file:line,
 * and disabled until its area is reloaded), a memory cap for each area's
 * state, a depth for scripts set off by scripts, and caps on what one
 * call may say or make; all an area's scripts together, and all scripts,
 * have budgets for the timers they keep and the things they loaded. An error never stops the game; it is logged
 * as file:line. Time goes through the event queue: after() and every(),
 * the random and hour triggers are events owned by the scripted mobile,
 * object or room, stripped when it goes.
 */
#ifndef MUD_SCRIPT_H
#define MUD_SCRIPT_H

#include <stdint.h>

struct area;
struct area_def;
struct character;
struct eq_owner;
struct object;
struct room;
struct script_def;

/* Scripts nested in scripts (a move that sets off an enter...). */
#define SCRIPT_DEPTH_MAX	8
/* What one call may do: lines said or sent, things made. */
#define SCRIPT_MESSAGES_MAX	50
#define SCRIPT_LOADS_MAX	10
/* Variables on one thing; their names and values in bytes. */
#define SCRIPT_VARS_MAX		32
#define SCRIPT_VAR_NAME_MAX	32
#define SCRIPT_VAR_VALUE_MAX	256

/* What the scripts have done, for 'events' and the benches. */
struct script_stats {
	uint64_t	calls;		/* scripts run */
	uint64_t	errors;		/* of them, stopped by an error */
	uint64_t	stopped;	/* of them, past the budget */
	uint64_t	timers;		/* after()/every() scheduled */
	size_t		memory;		/* bytes the Lua states hold */
	long		timer_runs;	/* a minute, of the timers waiting */
	long		loaded;		/* things scripts loaded, in game */
};
extern struct script_stats	script_stats;

/*
 * Compile a script as it will run (world_hooks.check_script): 0, or -1
 * with *line (of the script's file) and *msg (a new string).
 */
int	script_check(const struct script_def *, int *line, char **msg);
/* Close the Lua states (after the world is gone); they reopen as needed. */
void	script_shutdown(void);
/* Bytes the Lua state of an area's scripts holds (0: none open). */
size_t	script_area_memory(struct area *);

/*
 * An area's scripts go with it (a reload): its timers are cancelled, its
 * Lua state closed, and its scripts compiled afresh in a new one.
 */
void	script_area_gone(struct area *);
/* An edit replaced an area's definition: the old one's scripts go. */
void	script_def_gone(struct area_def *);
/* An area was built (its rooms' random and hour events) and was reset. */
void	script_area_added(struct area *);
void	script_area_reset(struct area *);
/* A mobile or an object entered the game: its random and hour events. */
void	script_start_mob(struct character *);
void	script_start_obj(struct object *);
/* A thing goes: free what its script events hold (before equeue_strip). */
void	script_forget(struct eq_owner *);
/* Extract the objects scripts purged this turn (the end of the turn). */
void	script_reap(void);

/*
 * Triggers: what the game tells the scripts, where it happens. Those of
 * an action return 1 if a script refused it (returned false): the game
 * asks before the action has any effect, and then does nothing of it.
 */
/* ch came into its room and saw it (a refusal sends it back). */
int	script_enter(struct character *ch);
/* ch is about to leave its room for to. */
int	script_leave(struct character *ch, struct room *to);
void	script_speech(struct character *ch, const char *text);
/*
 * ch typed word arg in its room: 1 if a script took the command over
 * (returned true) or refused it (false): it does not run as usual.
 */
int	script_command(struct character *ch, const char *word,
	    const char *arg);
void	script_fight_round(struct character *mob, struct character *foe);
/* victim was hurt from before hit points: its health thresholds. */
void	script_hurt(struct character *victim, struct character *by,
	    int before);
void	script_death(struct character *victim, struct character *killer);
/* ch is about to give, take, drop or wear an object. */
int	script_give(struct character *ch, struct object *,
	    struct character *to);
int	script_get(struct character *ch, struct object *);
int	script_drop(struct character *ch, struct object *);
int	script_wear(struct character *ch, struct object *);

/* The later triggers (script-trig.c). A message to ch's room (all but
   ch and but): the act scripts of the mobiles there. */
/* Run the act scripts waiting (the end of the turn; script_act queues). */
void	script_act_run(void);
void	script_act(struct character *ch, struct character *but,
	    const char *text);
/* ch gave amount gold to the mobile to. */
void	script_bribe(struct character *ch, struct character *to,
	    long amount);
/* A mobile (obj NULL) or an object (mob NULL) was made and placed: by a
   reset, the load command or a script. */
void	script_loaded(struct character *mob, struct object *obj);
/* A player entered the game (a login). */
void	script_login(struct character *ch);
/* Before an action: 1 if a script refused it (it must change nothing). */
int	script_cast(struct character *ch, int spell,
	    struct character *victim, struct object *obj);
int	script_door(struct character *ch, int dir, const char *how);
int	script_remove(struct character *ch, struct object *);
int	script_consume(struct character *ch, struct object *,
	    const char *how);

/* Run a piece of Lua as a room's script would (tests and benches). */
int	script_run_text(struct room *, const char *name, const char *text,
	    char **error);

#endif
