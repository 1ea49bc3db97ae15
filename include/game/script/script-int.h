/*
 * script-int.h: what the script*.c files share: the Lua state, a compiled
 * script, the frame of a running call, and the handles scripts hold.
 */
#ifndef MUD_SCRIPT_INT_H
#define MUD_SCRIPT_INT_H

#include <sys/queue.h>

#include <lua.h>
#include <lauxlib.h>

#include "equeue.h"
#include "script.h"

struct character;
struct object;
struct room;

struct area;
struct script_timer;
TAILQ_HEAD(script_timer_list, script_timer);

/*
 * The Lua state of one area's scripts (or of scripts of no area: tests,
 * benches), with its own memory account. Counted: the live area holds one
 * reference, each compiled script one; when the area goes (a reload, the
 * shutdown) the context is retired: its timers are cancelled and its
 * state closed (at once, or when the call running in it returns), so
 * unloading never needs memory the area may have used up.
 */
struct script_ctx {
	lua_State		*L;		/* NULL once closed */
	int			 refs;
	int			 env_meta;	/* registry ref: {__index=G} */
	int			 running;	/* calls in it now */
	int			 retired;
	size_t			 memory;	/* bytes its state holds */
	size_t			 cap;		/* and may hold */
	struct area		*area;		/* NULL: none, or retired */
	char			 name[64];	/* the area's, for messages */
	long			 timer_rate;	/* runs a minute its timers ask */
	struct script_timer_list timers;	/* waiting, of its scripts */
	TAILQ_ENTRY(script_ctx)	 entry;
};

/*
 * A compiled script: its chunk in the registry. Counted: its script_def
 * holds one reference while its area lives, each timer it set one more,
 * so a timer outlives a reload safely. Disabled after a runaway call.
 */
struct script_prog {
	int		 fn;		/* registry ref of the chunk */
	int		 refs;
	int		 disabled;
	int		 errors;	/* logged so far */
	int		 trigger;
	int		 failed;	/* calls failed in a row */
	char		*path;		/* for messages */
	struct script_ctx *ctx;		/* the state it lives in */
	int		 line;		/* of its 'script' line */
};

/* The call running, innermost last. */
struct script_frame {
	struct script_prog	*prog;
	struct eq_ref		 self;
	long long		 budget;
	long long		 left;
	long long		 deadline;	/* CLOCK_MONOTONIC, ns */
	int			 exhausted;	/* SCRIPT_OVER_* */
	int			 line;		/* where it failed */
	char			 where[256];	/* and in which chunk */
	int			 messages;	/* lines sent this call */
	int			 loads;		/* things made this call */
};

/* Why a call was stopped (script_frame.exhausted). */
#define SCRIPT_OVER_INSTRUCTIONS	1
#define SCRIPT_OVER_TIME		2

/* Longest pattern string.find/match/gmatch/gsub take (script-str.c). */
#define SCRIPT_PATTERN_MAX	1024

/* The frame running, or NULL when no script is. */
struct script_frame	*script_frame(void);

/*
 * The context of an area's scripts (made if need be), or of scripts of
 * no area (a NULL area). Not counted: who keeps it takes a reference.
 */
struct script_ctx	*script_ctx_of(struct area *);
void			 script_ctx_unref(struct script_ctx *);
/* The area of a thing's scripts, or NULL. */
struct area		*script_area_of(struct eq_ref);

/*
 * The compiled script of a def run as self (compiled now, in the state
 * of self's area, if need be).
 */
struct script_prog	*script_prog_of(const struct script_def *,
			    struct eq_ref self);
struct script_prog	*script_prog_in(const struct script_def *,
			    struct area *);
void			 script_prog_unref(struct script_prog *);

/*
 * Charge n steps of work done in C (a pattern match, a table walk) to the
 * running call: past its instruction or time budget it is stopped, as
 * the hook stops it.
 */
void	script_charge(lua_State *, long long n);
/* Replace the functions of a library (on top) that could run unbounded. */
void	script_str_open(lua_State *, const char *lib);
/* Tell the builders of ctx's area (and log) what happened to a script. */
void	script_tell(struct script_ctx *, const char *, ...)
	    __attribute__((__format__(__printf__, 2, 3)));
/* Cancel the timers of a context (its area went). */
void	script_timers_cancel(struct script_ctx *);
/* An area goes: its context is retired (timers cancelled, state closed). */
void	script_ctx_retire(struct area *);

/* Budgets of all an area's scripts, and of all scripts (script-budget.c). */
int	script_budget_load(struct script_ctx *, const char **why);
void	script_budget_loaded(struct script_ctx *, int *tally);
void	script_budget_gone(int *tally);
long	script_budget_rate(long pulses);
int	script_budget_timer(struct script_ctx *, long rate, const char **why);
void	script_budget_timer_done(struct script_ctx *, long rate);
void	script_budget_reset(void);

/*
 * What a call returned (area/SCRIPTING.md, "What the script returns"):
 * false exactly refuses the action that set it off; nil, nothing, an
 * error or a call not run leaves it be; any other value (true) takes it
 * over (a command).
 */
#define SCRIPT_RET_FALSE	(-1)
#define SCRIPT_RET_NONE		0
#define SCRIPT_RET_TRUE		1

/*
 * Run a function (registry ref fn) of prog as self, with ch, obj and
 * text for arguments. Returns SCRIPT_RET_FALSE, _NONE or _TRUE for what
 * it returned (_NONE on error).
 */
int	script_call(struct script_prog *, int fn, struct eq_ref self,
	    struct character *ch, struct object *obj, const char *text);

/* Triggers (script-run.c), for the triggers of script-trig.c. */
struct script_def;
int	script_fire(struct eq_ref self, int t, struct character *ch,
	    struct object *obj, const char *text, int number);
size_t	script_crowd(struct room *, struct character *but, int t,
	    uint64_t *ids);
int	script_has_trigger(struct eq_ref self, int t);
/* Whom a mobile remembers (script-trig.c): add, with the command it
   types on meeting them (NULL: its memory scripts run; 0, or -1 if full
   or not a mobile), drop (1 if it remembered), has. */
int	script_memory_add(struct character *mob, const struct character *,
	    const char *command);
int	script_memory_drop(struct character *mob, const struct character *);
int	script_memory_has(const struct character *mob,
	    const struct character *);
/* A mobile met ch (one came into the other's room): greet and memory. */
int	script_greet(struct room *, struct character *ch);

/* The API (script-api.c): globals and handle types, set up in a state. */
void	script_api_open(lua_State *);
void	script_push_ref(lua_State *, struct eq_ref);
void	script_push_char(lua_State *, struct character *);
void	script_push_obj(lua_State *, struct object *);
void	script_push_room(lua_State *, struct room *);

/* Timers (script-run.c): after/every from the running script. */
int	script_timer_add(lua_State *, int every);
int	script_timer_cancel(lua_State *);

/* Variables (script-var.c) on a string kept by a thing. */
int	script_var_get(const char *vars, const char *name, char *type,
	    char *value, size_t size);
int	script_var_set(char **vars, const char *name, char type,
	    const char *value, char **cause);
int	script_var_name_ok(const char *);

/*
 * What the API's files share (script-api.c): the metatables of the
 * handles, and the look-ups and bounds every call goes through.
 */
#define SCRIPT_MT_CHAR		"mud.char"
#define SCRIPT_MT_OBJ		"mud.obj"
#define SCRIPT_MT_ROOM		"mud.room"
#define SCRIPT_API_LIST_MAX	100	/* handles one list returns */
#define SCRIPT_CARRY_MAX	100	/* things loaded onto one character */

struct character	*script_api_char(lua_State *, int);
struct character	*script_api_mob(lua_State *, int);
struct object		*script_api_obj(lua_State *, int);
struct room		*script_api_room(lua_State *, int);
struct room		*script_api_room_arg(lua_State *, int);
struct room		*script_api_obj_room(struct object *);
char			*script_api_text(lua_State *, int);
int			 script_api_message_ok(void);
int			 script_api_load_ok(void);
int			 script_api_load_refused(lua_State *);
void			 script_api_loaded(int *tally);
void			 script_api_interp(struct character *, const char *,
			    const char *);
int			 script_api_bool(lua_State *, int);
struct object_list;
void			 script_api_obj_list(lua_State *, struct object_list *,
			    int worn_too);
/* The rooms' first methods and their name (script-api-room.c). */
void			 script_api_room_base_open(lua_State *);
int			 script_api_room_tostring(lua_State *);
/* The thing (of any kind) a handle at i names, or none if gone. */
struct eq_ref		 script_api_ref(lua_State *, int);
/* Who or what runs the call, for a log line ("mob 3010 in Town"). */
void			 script_api_who(char *, size_t);

/* More methods and globals (script-api-char.c, -obj.c, -world.c). */
void	script_api_char_open(lua_State *);	/* on the methods table */
void	script_api_obj_open(lua_State *);
void	script_api_room_open(lua_State *);
void	script_api_world_open(lua_State *);	/* on the globals */
/* What DG does by a room or an object (script-api-dg.c): cast... */
void	script_api_dg_char_open(lua_State *);
void	script_api_dg_room_open(lua_State *);
void	script_api_dg_obj_open(lua_State *);
/* ch:quest_done, quest_log, quest_points (script-api-quest.c). */
void	script_api_quest_char_open(lua_State *);

/*
 * Scripts attached to one thing by scripts (script-attach.c): a script
 * is named "<room|mob|obj> <vnum> <n>", the n-th script of that room or
 * prototype, or "<kind> <vnum> <trigger>", its first of that trigger.
 */
#define SCRIPT_ATTACHED_MAX	8
const struct script_def	*script_attach_find(const char *name, int *kind,
			    int *vnum, int *index, const char **why);
/*
 * The i-th script a thing runs, counting own of its own first, if it is
 * an attached one still written where it was named; else NULL.
 */
const struct script_def	*script_attach_at(struct eq_ref, size_t i,
			    size_t own);
/* attach, detach and attached, on the methods table on top. */
void			 script_attach_open(lua_State *);
/* How many scripts attached to it, and their trigger bits. */
size_t			 script_attach_count(struct eq_ref, unsigned *);
/* Is its own script i detached? */
int			 script_detached(struct eq_ref, size_t i);
/* A thing's random and hour events, if it has such scripts now. */
void			 script_started(struct eq_ref);

#endif
