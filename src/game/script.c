/*
 * script.c: the Lua state builders' scripts run in, and running them.
 *
 * One lua_State for the whole game, opened when first needed. Its
 * allocator caps the memory it holds (scripts.memory) and charges what a
 * call allocates to the call's budget; a count hook charges the
 * instructions it runs (scripts.instructions). A call past its budget is
 * stopped, logged with its file:line, and its script disabled until the
 * area is reloaded. Scripts see only a sandbox: base functions less the
 * ones that reach files, the GC or the raw world (no dofile, loadfile,
 * require, collectgarbage, rawset, print), string (without dump), table,
 * math (with the game's seeded random numbers) and utf8, read-only; load
 * in text mode only. Each script has globals of its own.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lualib.h>

#include "area.h"
#include "config.h"
#include "log.h"
#include "rng.h"
#include "script-int.h"
#include "wiznet.h"
#include "xmalloc.h"

#define SCRIPT_HOOK_STEP	1000	/* instructions between hook calls */
#define SCRIPT_ALLOC_COST	64	/* bytes allocated per instruction */
#define SCRIPT_ERRORS_LOGGED	20	/* per script, then quiet */
#define SCRIPT_BUDGET_MSG	"instruction budget exhausted"

lua_State		*script_L;
struct script_stats	 script_stats;
static size_t		 script_cap;
static struct script_frame script_frames[SCRIPT_DEPTH_MAX];
static int		 script_depth;
static int		 script_env_meta;	/* registry ref: {__index=G} */

/* The frame running, or NULL. */
struct script_frame *
script_frame(void)
{
	return (script_depth > 0 ? &script_frames[script_depth - 1] : NULL);
}

/*
 * The allocator: the whole state stays under the cap, and what a running
 * call allocates counts against its budget. Frees and shrinks never fail.
 */
static void *
script_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
	struct script_frame	*f;
	size_t			 old = ptr != NULL ? osize : 0, grow;
	void			*p;

	if (nsize == 0) {
		free(ptr);
		script_stats.memory -= old;
		return (NULL);
	}
	if (nsize > old) {
		grow = nsize - old;
		if (script_stats.memory + grow > script_cap)
			return (NULL);
		if ((f = script_frame()) != NULL) {
			f->left -= (long long)(grow / SCRIPT_ALLOC_COST);
			if (f->left < 0) {
				f->exhausted = 1;
				return (NULL);
			}
		}
	}
	if ((p = realloc(ptr, nsize)) == NULL)
		return (nsize <= old ? ptr : NULL);
	script_stats.memory = script_stats.memory - old + nsize;
	return (p);
}

/* Every SCRIPT_HOOK_STEP instructions: charge them, stop a call past. */
static void
script_hook(lua_State *L, lua_Debug *ar)
{
	struct script_frame	*f;

	if ((f = script_frame()) == NULL)
		return;
	f->left -= SCRIPT_HOOK_STEP;
	if (f->left <= 0 || f->exhausted) {
		f->exhausted = 1;
		lua_pushliteral(L, SCRIPT_BUDGET_MSG);
		lua_error(L);
	}
}

/* A call past its budget stays stopped: its pcalls rethrow. */
static int
script_stopped(void)
{
	struct script_frame	*f = script_frame();

	return (f != NULL && f->exhausted);
}

/* pcall(f, ...), which cannot catch the end of the budget. */
static int
script_pcall(lua_State *L)
{
	int	rc;

	luaL_checkany(L, 1);
	rc = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
	if (rc != LUA_OK && script_stopped())
		return (lua_error(L));
	lua_pushboolean(L, rc == LUA_OK);
	lua_insert(L, 1);
	return (lua_gettop(L));
}

/* xpcall(f, msgh, ...), likewise. */
static int
script_xpcall(lua_State *L)
{
	int	rc, n = lua_gettop(L);

	luaL_checktype(L, 2, LUA_TFUNCTION);
	lua_pushvalue(L, 1);
	lua_pushvalue(L, 2);
	lua_replace(L, 1);
	lua_replace(L, 2);
	rc = lua_pcall(L, n - 2, LUA_MULTRET, 1);
	if (rc != LUA_OK && script_stopped())
		return (lua_error(L));
	lua_pushboolean(L, rc == LUA_OK);
	lua_replace(L, 1);
	return (lua_gettop(L));
}

/* A fresh table of globals for a script, reading through to the sandbox. */
static void
script_new_env(lua_State *L)
{
	lua_newtable(L);
	lua_rawgeti(L, LUA_REGISTRYINDEX, script_env_meta);
	lua_setmetatable(L, -2);
}

/* load(text [, name [, mode [, env]]]): text only, never bytecode. */
static int
script_load_text(lua_State *L)
{
	size_t		 len;
	const char	*s = luaL_checklstring(L, 1, &len);

	if (luaL_loadbufferx(L, s, len, "=(load)", "t") != LUA_OK) {
		lua_pushnil(L);
		lua_insert(L, -2);
		return (2);
	}
	if (!lua_isnoneornil(L, 4))
		lua_pushvalue(L, 4);
	else
		script_new_env(L);
	if (lua_setupvalue(L, -2, 1) == NULL)
		lua_pop(L, 1);
	return (1);
}

/* setmetatable(t, mt), refusing finalizers (they would run unbudgeted). */
static int
script_setmetatable(lua_State *L)
{
	int	t = lua_type(L, 2);

	luaL_checktype(L, 1, LUA_TTABLE);
	luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2,
	    "nil or table");
	if (t == LUA_TTABLE &&
	    lua_getfield(L, 2, "__gc") != LUA_TNIL)
		return (luaL_error(L, "__gc metamethods are not allowed"));
	lua_settop(L, 2);
	if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
		return (luaL_error(L, "cannot change a protected metatable"));
	lua_setmetatable(L, 1);
	return (1);
}

/* math.random([m [, n]]) from the game's seeded numbers (replayable). */
static int
script_random(lua_State *L)
{
	lua_Integer	lo, hi;

	switch (lua_gettop(L)) {
	case 0:
		lua_pushnumber(L, (lua_Number)rng_below(1U << 30) /
		    (lua_Number)(1U << 30));
		return (1);
	case 1:
		lo = 1;
		hi = luaL_checkinteger(L, 1);
		break;
	default:
		lo = luaL_checkinteger(L, 1);
		hi = luaL_checkinteger(L, 2);
		break;
	}
	luaL_argcheck(L, lo <= hi && hi - lo < 0x7fffffff, 1,
	    "interval is empty or too large");
	lua_pushinteger(L, lo + (lua_Integer)rng_below((uint32_t)(hi - lo +
	    1)));
	return (1);
}

/* Writing to a library is refused. */
static int
script_readonly(lua_State *L)
{
	return (luaL_error(L, "the libraries are read-only"));
}

/* Replace the table on top with a read-only view of it. */
static void
script_readonly_view(lua_State *L)
{
	lua_newtable(L);		/* lib view */
	lua_newtable(L);		/* lib view mt */
	lua_pushvalue(L, -3);
	lua_setfield(L, -2, "__index");
	lua_pushcfunction(L, script_readonly);
	lua_setfield(L, -2, "__newindex");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	lua_setmetatable(L, -2);
	lua_remove(L, -2);
}

/* Open a library and put a read-only view of it in the sandbox (at -2). */
static void
script_lib(lua_State *L, const char *name, lua_CFunction open)
{
	luaL_requiref(L, name, open, 0);
	if (strcmp(name, LUA_STRLIBNAME) == 0) {
		lua_pushnil(L);
		lua_setfield(L, -2, "dump");
	}
	if (strcmp(name, LUA_MATHLIBNAME) == 0) {
		lua_pushcfunction(L, script_random);
		lua_setfield(L, -2, "random");
		lua_pushnil(L);
		lua_setfield(L, -2, "randomseed");
	}
	script_readonly_view(L);
	lua_setfield(L, -2, name);
}

/* Build the sandbox's globals into a new state. */
static void
script_sandbox(lua_State *L)
{
	static const char *const base[] = {
		"assert", "error", "ipairs", "next", "pairs", "select",
		"tonumber", "tostring", "type", "rawequal", "rawlen", "rawget",
		"getmetatable", "_VERSION", NULL
	};
	size_t	i;

	luaL_requiref(L, LUA_GNAME, luaopen_base, 1);	/* the real _G */
	lua_newtable(L);				/* the sandbox G */
	for (i = 0; base[i] != NULL; i++) {
		lua_getfield(L, -2, base[i]);
		lua_setfield(L, -2, base[i]);
	}
	lua_pushcfunction(L, script_pcall);
	lua_setfield(L, -2, "pcall");
	lua_pushcfunction(L, script_xpcall);
	lua_setfield(L, -2, "xpcall");
	lua_pushcfunction(L, script_load_text);
	lua_setfield(L, -2, "load");
	lua_pushcfunction(L, script_setmetatable);
	lua_setfield(L, -2, "setmetatable");
	script_lib(L, LUA_STRLIBNAME, luaopen_string);
	script_lib(L, LUA_TABLIBNAME, luaopen_table);
	script_lib(L, LUA_MATHLIBNAME, luaopen_math);
	script_lib(L, LUA_UTF8LIBNAME, luaopen_utf8);
	script_api_open(L);		/* after, every, handles... into G */

	/* Strings' metatable is hidden, so no script can change it. */
	lua_pushliteral(L, "");
	if (lua_getmetatable(L, -1)) {
		lua_pushboolean(L, 0);
		lua_setfield(L, -2, "__metatable");
		lua_pop(L, 1);
	}
	lua_pop(L, 1);

	/* Each script's globals read through to G: {__index = G}. */
	lua_newtable(L);
	lua_pushvalue(L, -2);
	lua_setfield(L, -2, "__index");
	lua_pushboolean(L, 0);
	lua_setfield(L, -2, "__metatable");
	script_env_meta = luaL_ref(L, LUA_REGISTRYINDEX);
	lua_pop(L, 2);			/* G, _G */
	/* The budget message exists, so raising it needs no memory. */
	lua_pushliteral(L, SCRIPT_BUDGET_MSG);
	luaL_ref(L, LUA_REGISTRYINDEX);
}

/* The state, opened if it is not. */
lua_State *
script_state(void)
{
	lua_State	*L;

	script_cap = (size_t)conf_int(CFG_SCRIPT_MEMORY);
	if (script_L != NULL)
		return (script_L);
	script_stats.memory = 0;
	if ((L = lua_newstate(script_alloc, NULL)) == NULL)
		fatalx("cannot open a Lua state");
	script_L = L;
	lua_sethook(L, script_hook, LUA_MASKCOUNT, SCRIPT_HOOK_STEP);
	script_sandbox(L);
	return (L);
}

/* Close the state; scripts compile again when next needed. */
void
script_shutdown(void)
{
	if (script_L == NULL)
		return;
	lua_close(script_L);
	script_L = NULL;
	script_depth = 0;
}

/*
 * The line and message of a Lua error "chunk:LINE: message" (the chunk
 * name may be cut short by Lua): the message past the first ":digits: ".
 */
static const char *
script_split_error(const char *msg, int *line)
{
	const char	*p, *q;

	for (p = msg; (p = strchr(p, ':')) != NULL; p++) {
		if (!isdigit((unsigned char)p[1]))
			continue;
		for (q = p + 1; isdigit((unsigned char)*q); q++)
			;
		if (q[0] == ':' && q[1] == ' ') {
			*line = atoi(p + 1);
			return (q + 2);
		}
	}
	return (msg);
}

/*
 * Compile a script's text into a function on top of L, its globals its
 * own; 0, or -1 with *line and *msg. The text is laid out so Lua's line
 * numbers are the file's: the arguments named on the first line, then
 * blank lines down to where the script starts.
 */
static int
script_compile(lua_State *L, const struct script_def *def, int *line,
    char **msg)
{
	static const char	 prologue[] = "local self, ch, obj, text = ...; ";
	char			*buf, *name;
	size_t			 len, pad, n;
	int			 rc;

	if (def->source == NULL) {
		*line = def->line;
		*msg = xstrdup("the script's text was not read");
		return (-1);
	}
	pad = def->first > 1 ? (size_t)def->first - 1 : 0;
	n = strlen(def->source);
	len = sizeof prologue - 1 + pad + n;
	buf = xmalloc(len + 1);
	memcpy(buf, prologue, sizeof prologue - 1);
	memset(buf + sizeof prologue - 1, '\n', pad);
	memcpy(buf + sizeof prologue - 1 + pad, def->source, n + 1);
	xasprintf(&name, "=%s", def->path != NULL ? def->path : "script");
	rc = luaL_loadbufferx(L, buf, len, name, "t");
	free(name);
	free(buf);
	if (rc != LUA_OK) {
		const char	*m = lua_tostring(L, -1);

		*line = def->line;
		*msg = xstrdup(script_split_error(m != NULL ? m :
		    "not enough memory", line));
		lua_pop(L, 1);
		return (-1);
	}
	script_new_env(L);
	if (lua_setupvalue(L, -2, 1) == NULL)
		lua_pop(L, 1);
	return (0);
}

/* Compile a script as it will run, and drop it. */
int
script_check(const struct script_def *def, int *line, char **msg)
{
	lua_State	*L = script_state();

	if (script_compile(L, def, line, msg) != 0)
		return (-1);
	lua_pop(L, 1);
	return (0);
}

/* The compiled script of a def, compiled now if it is not yet. */
struct script_prog *
script_prog_of(const struct script_def *def)
{
	struct script_def	*d = (struct script_def *)def;
	struct script_prog	*p;
	lua_State		*L;
	char			*msg = NULL;
	int			 line;

	if (d->compiled != NULL)
		return (d->compiled);
	L = script_state();
	p = xcalloc(1, sizeof *p);
	p->refs = 1;
	p->trigger = def->trigger;
	p->path = xstrdup(def->path != NULL ? def->path : "script");
	p->fn = LUA_NOREF;
	if (script_compile(L, def, &line, &msg) != 0) {
		log_warnx("%s:%d: %s; script disabled", p->path, line, msg);
		wiznet_send(WIZ_SCRIPTS, NULL, "%s:%d: %s; script disabled",
		    p->path, line, msg);
		free(msg);
		p->disabled = 1;
	} else
		p->fn = luaL_ref(L, LUA_REGISTRYINDEX);
	d->compiled = p;
	return (p);
}

/* Drop a reference to a compiled script; the last frees it. */
void
script_prog_unref(struct script_prog *p)
{
	if (p == NULL || --p->refs > 0)
		return;
	if (script_L != NULL)
		luaL_unref(script_L, LUA_REGISTRYINDEX, p->fn);
	free(p->path);
	free(p);
}

/* What a call is given. */
struct script_args {
	int			 fn;
	struct eq_ref		 self;
	struct character	*ch;
	struct object		*obj;
	const char		*text;
};

/* Inside the protected call: push the function and its arguments. */
static int
script_trampoline(lua_State *L)
{
	struct script_args	*a = lua_touserdata(L, 1);

	lua_rawgeti(L, LUA_REGISTRYINDEX, a->fn);
	script_push_ref(L, a->self);
	if (a->ch != NULL)
		script_push_char(L, a->ch);
	else
		lua_pushnil(L);
	if (a->obj != NULL)
		script_push_obj(L, a->obj);
	else
		lua_pushnil(L);
	if (a->text != NULL)
		lua_pushstring(L, a->text);
	else
		lua_pushnil(L);
	lua_call(L, 4, 1);
	return (1);
}

/*
 * The message handler: note where the error happened (the innermost Lua
 * function), without allocating, for the log line.
 */
static int
script_msgh(lua_State *L)
{
	struct script_frame	*f = script_frame();
	lua_Debug		 ar;
	int			 level;

	if (f == NULL)
		return (1);
	for (level = 1; lua_getstack(L, level, &ar); level++) {
		if (lua_getinfo(L, "Sl", &ar) == 0 || ar.currentline <= 0)
			continue;
		f->line = ar.currentline;
		snprintf(f->where, sizeof f->where, "%s", ar.source[0] == '=' ||
		    ar.source[0] == '@' ? ar.source + 1 : "script");
		break;
	}
	return (1);
}

/* Log a failed call as file:line, and disable a runaway script. */
static void
script_failed(struct script_prog *p, struct script_frame *f, int rc)
{
	const char	*m = NULL;
	int		 line = f->line;

	script_stats.errors++;
	if (lua_type(script_L, -1) == LUA_TSTRING)
		m = lua_tostring(script_L, -1);
	if (f->exhausted) {
		script_stats.stopped++;
		p->disabled = 1;
		log_warnx("%s:%d: %s (%lld instructions); script disabled "
		    "until its area is reloaded", f->where[0] != '\0' ?
		    f->where : p->path, line, SCRIPT_BUDGET_MSG, f->budget);
		wiznet_send(WIZ_SCRIPTS, NULL, "%s:%d: %s; script disabled",
		    f->where[0] != '\0' ? f->where : p->path, line,
		    SCRIPT_BUDGET_MSG);
		return;
	}
	if (p->errors++ >= SCRIPT_ERRORS_LOGGED)
		return;
	if (rc == LUA_ERRMEM)
		m = "not enough memory for scripts";
	else if (m == NULL)
		m = "error (not a string)";
	else
		m = script_split_error(m, &line);
	log_warnx("%s:%d: %s%s", f->where[0] != '\0' ? f->where : p->path,
	    line, m, p->errors == SCRIPT_ERRORS_LOGGED ?
	    " (further errors of this script are not logged)" : "");
	wiznet_send(WIZ_SCRIPTS, NULL, "%s:%d: %s", f->where[0] != '\0' ?
	    f->where : p->path, line, m);
}

/*
 * Run function fn of prog as self with its arguments, bounded. Returns
 * its result as a boolean; 0 on any error (logged).
 */
int
script_call(struct script_prog *p, int fn, struct eq_ref self,
    struct character *ch, struct object *obj, const char *text)
{
	struct script_args	 a = { .fn = fn, .self = self, .ch = ch,
				    .obj = obj, .text = text };
	struct script_frame	*f;
	lua_State		*L;
	long long		 used;
	int			 base, rc, result = 0;

	if (p == NULL || p->disabled || fn == LUA_NOREF)
		return (0);
	if (script_depth == SCRIPT_DEPTH_MAX) {
		if (p->errors++ < SCRIPT_ERRORS_LOGGED)
			log_warnx("%s: scripts nested more than %d deep; not "
			    "run", p->path, SCRIPT_DEPTH_MAX);
		return (0);
	}
	L = script_state();
	f = &script_frames[script_depth++];
	memset(f, 0, sizeof *f);
	f->prog = p;
	f->self = self;
	f->budget = f->left = conf_int(CFG_SCRIPT_INSTRUCTIONS);
	p->refs++;
	script_stats.calls++;
	base = lua_gettop(L);
	lua_pushcfunction(L, script_msgh);
	lua_pushcfunction(L, script_trampoline);
	lua_pushlightuserdata(L, &a);
	rc = lua_pcall(L, 1, 1, base + 1);
	if (rc != LUA_OK)
		script_failed(p, f, rc);
	else
		result = lua_toboolean(L, -1);
	lua_settop(L, base);
	used = f->budget - f->left;
	script_depth--;
	/* What a nested call ran counts for the one that set it off. */
	if (script_depth > 0)
		script_frames[script_depth - 1].left -= used;
	script_prog_unref(p);
	return (result);
}
