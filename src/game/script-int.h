/*
 * script-int.h: what the script*.c files share: the Lua state, a compiled
 * script, the frame of a running call, and the handles scripts hold.
 */
#ifndef MUD_SCRIPT_INT_H
#define MUD_SCRIPT_INT_H

#include <lua.h>
#include <lauxlib.h>

#include "equeue.h"
#include "script.h"

struct character;
struct object;
struct room;

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
	char		*path;		/* for messages */
};

/* The call running, innermost last. */
struct script_frame {
	struct script_prog	*prog;
	struct eq_ref		 self;
	long long		 budget;
	long long		 left;
	int			 exhausted;
	int			 line;		/* where it failed */
	char			 where[256];	/* and in which chunk */
	int			 messages;	/* lines sent this call */
	int			 loads;		/* things made this call */
};

extern lua_State	*script_L;

/* The frame running, or NULL when no script is. */
struct script_frame	*script_frame(void);
/* The state, opened if it is not. */
lua_State		*script_state(void);

/* The compiled script of a def (compiled now if need be), or NULL. */
struct script_prog	*script_prog_of(const struct script_def *);
void			 script_prog_unref(struct script_prog *);

/*
 * Run a function (registry ref fn) of prog as self, with ch, obj and
 * text for arguments. Returns what it returned as a boolean (0 on error).
 */
int	script_call(struct script_prog *, int fn, struct eq_ref self,
	    struct character *ch, struct object *obj, const char *text);

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

#endif
