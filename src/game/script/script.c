/*
 * script.c: the Lua state builders' scripts run in, and running them.
 *
 * One lua_State per area (struct script_ctx), opened when its first
 * script runs and closed when the area goes, so one area's scripts can
 * never use up what another's need. Its allocator caps the memory it
 * holds (scripts.memory) and charges what a call allocates to the call's
 * budget; a count hook charges the instructions it runs
 * (scripts.instructions) and reads the clock against the call's time
 * (scripts.time); the string and table functions that loop in C charge
 * their own work (script-str.c). A call past a budget is stopped, logged
 * and told to the area's builders with its file:line, and its script
 * disabled until the area is reloaded; so is a script whose last
 * SCRIPT_FAILS_MAX calls all failed. Scripts are checked (compiled, not
 * run) in a state of their own, emptied after each check. Scripts see only a sandbox: base functions less the
 * ones that reach files, the GC or the raw world (no dofile, loadfile,
 * require, collectgarbage, rawset, print), string (without dump), table,
 * math (with the game's seeded random numbers) and utf8, read-only; load
 * in text mode only. Each script has globals of its own.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <lualib.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "edit.h"
#include "eqtypes.h"
#include "game.h"
#include "config.h"
#include "log.h"
#include "object.h"
#include "player.h"
#include "room.h"
#include "rng.h"
#include "script-int.h"
#include "store.h"
#include "world.h"
#include "wiznet.h"
#include "xmalloc.h"

#define SCRIPT_HOOK_STEP	1000	/* instructions between hook calls */
#define SCRIPT_ALLOC_COST	64	/* bytes allocated per instruction */
#define SCRIPT_UNWIND_MAX	16384	/* bytes a stopped call may still get */
#define SCRIPT_ERRORS_LOGGED	20	/* per script, then quiet */
#define SCRIPT_FAILS_MAX	20	/* failed calls in a row: disabled */
#define SCRIPT_BUDGET_MSG	"instruction budget exhausted"
#define SCRIPT_TIME_MSG		"time budget exhausted"

struct script_stats	 script_stats;
static struct script_frame script_frames[SCRIPT_DEPTH_MAX];
static int		 script_depth;
static TAILQ_HEAD(, script_ctx) script_ctxs =
    TAILQ_HEAD_INITIALIZER(script_ctxs);
static struct script_ctx *script_loose;		/* scripts of no area */
static struct script_ctx *script_checker;	/* where scripts are checked */

static void	script_ctx_close(struct script_ctx *);

/* The frame running, or NULL. */
struct script_frame *
script_frame(void)
{
	return (script_depth > 0 ? &script_frames[script_depth - 1] : NULL);
}

/* The monotonic clock in nanoseconds. */
static long long
script_now(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((long long)ts.tv_sec * 1000000000LL + ts.tv_nsec);
}

/*
 * The allocator of a context (ud): its state stays under its cap, and
 * what a running call allocates counts against the call's budget. Frees
 * and shrinks never fail, so closing or unloading never needs memory.
 */
static void *
script_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
	struct script_ctx	*ctx = ud;
	struct script_frame	*f;
	size_t			 old = ptr != NULL ? osize : 0, grow;
	void			*p;

	if (nsize == 0) {
		free(ptr);
		ctx->memory -= old;
		script_stats.memory -= old;
		return (NULL);
	}
	if (nsize > old) {
		grow = nsize - old;
		if (ctx->memory + grow > ctx->cap)
			return (NULL);
		if ((f = script_frame()) != NULL && f->prog->ctx == ctx) {
			f->left -= (long long)(grow / SCRIPT_ALLOC_COST);
			/*
			 * A call being stopped may still grow its stack a
			 * little to unwind (the error's handler): only that.
			 */
			if (f->exhausted && grow > SCRIPT_UNWIND_MAX)
				return (NULL);
			if (f->left < 0 && !f->exhausted) {
				f->exhausted = SCRIPT_OVER_INSTRUCTIONS;
				return (NULL);
			}
		}
	}
	if ((p = realloc(ptr, nsize)) == NULL)
		return (nsize <= old ? ptr : NULL);
	ctx->memory = ctx->memory - old + nsize;
	script_stats.memory = script_stats.memory - old + nsize;
	return (p);
}

/* Stop the running call: past which budget is f->exhausted. */
static int
script_stop(lua_State *L, struct script_frame *f)
{
	if (f->exhausted == SCRIPT_OVER_TIME)
		lua_pushliteral(L, SCRIPT_TIME_MSG);
	else
		lua_pushliteral(L, SCRIPT_BUDGET_MSG);
	return (lua_error(L));
}

/* Is the running call past one of its budgets (after n more steps)? */
static int
script_over(struct script_frame *f, long long n)
{
	f->left -= n;
	if (f->exhausted)
		return (1);
	if (f->left <= 0)
		f->exhausted = SCRIPT_OVER_INSTRUCTIONS;
	else if (script_now() > f->deadline)
		f->exhausted = SCRIPT_OVER_TIME;
	return (f->exhausted != 0);
}

/* Every SCRIPT_HOOK_STEP instructions: charge them, stop a call past. */
static void
script_hook(lua_State *L, lua_Debug *ar)
{
	struct script_frame	*f;

	if ((f = script_frame()) != NULL && script_over(f, SCRIPT_HOOK_STEP))
		script_stop(L, f);
}

void
script_charge(lua_State *L, long long n)
{
	struct script_frame	*f;

	if ((f = script_frame()) != NULL && script_over(f, n))
		script_stop(L, f);
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

/* The context whose state L is. */
static struct script_ctx *
script_ctx_of_state(lua_State *L)
{
	void	*ud;

	lua_getallocf(L, &ud);
	return (ud);
}

/* A fresh table of globals for a script, reading through to the sandbox. */
static void
script_new_env(lua_State *L)
{
	lua_newtable(L);
	lua_rawgeti(L, LUA_REGISTRYINDEX, script_ctx_of_state(L)->env_meta);
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
	script_str_open(L, name);
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
	script_ctx_of_state(L)->env_meta = luaL_ref(L, LUA_REGISTRYINDEX);
	lua_pop(L, 2);			/* G, _G */
	/* The budget messages exist, so raising them needs no memory. */
	lua_pushliteral(L, SCRIPT_BUDGET_MSG);
	luaL_ref(L, LUA_REGISTRYINDEX);
	lua_pushliteral(L, SCRIPT_TIME_MSG);
	luaL_ref(L, LUA_REGISTRYINDEX);
}

/* Open the state of a context, if it is not (and it is not retired). */
static lua_State *
script_ctx_open(struct script_ctx *ctx)
{
	lua_State	*L;

	ctx->cap = (size_t)conf_int(CFG_SCRIPT_MEMORY);
	if (ctx->L != NULL || ctx->retired)
		return (ctx->L);
	/*
	 * The sandbox itself must fit: under a cap too small for it the
	 * state opens anyway, and the scripts fail for want of memory.
	 */
	ctx->cap = (size_t)-1;
	if ((L = lua_newstate(script_alloc, ctx)) == NULL)
		fatalx("cannot open a Lua state");
	ctx->L = L;
	lua_sethook(L, script_hook, LUA_MASKCOUNT, SCRIPT_HOOK_STEP);
	script_sandbox(L);
	ctx->cap = (size_t)conf_int(CFG_SCRIPT_MEMORY);
	return (L);
}

/* A new context, for area a (or none), with one reference. */
static struct script_ctx *
script_ctx_new(struct area *a, const char *name)
{
	struct script_ctx	*ctx = xcalloc(1, sizeof *ctx);

	ctx->refs = 1;
	ctx->area = a;
	snprintf(ctx->name, sizeof ctx->name, "%s", name);
	TAILQ_INIT(&ctx->timers);
	TAILQ_INSERT_TAIL(&script_ctxs, ctx, entry);
	return (ctx);
}

struct script_ctx *
script_ctx_of(struct area *a)
{
	struct script_ctx	*ctx;
	char			 name[64];

	if (a == NULL) {
		if (script_loose == NULL)
			script_loose = script_ctx_new(NULL, "(no area)");
		return (script_loose);
	}
	TAILQ_FOREACH(ctx, &script_ctxs, entry) {
		if (ctx->area == a)
			return (ctx);
	}
	return (script_ctx_new(a, edit_area_name(a, name, sizeof name)));
}

/* Close a context's state (nothing runs in it). */
static void
script_ctx_close(struct script_ctx *ctx)
{
	if (ctx->L == NULL)
		return;
	lua_close(ctx->L);
	ctx->L = NULL;
}

void
script_ctx_unref(struct script_ctx *ctx)
{
	if (ctx == NULL || --ctx->refs > 0)
		return;
	script_timers_cancel(ctx);
	script_ctx_close(ctx);
	TAILQ_REMOVE(&script_ctxs, ctx, entry);
	free(ctx);
}

/*
 * An area goes: its context is retired (timers cancelled, state closed
 * now or when the call in it returns) and let go; a reload gets a new one.
 */
void
script_ctx_retire(struct area *a)
{
	struct script_ctx	*ctx;

	TAILQ_FOREACH(ctx, &script_ctxs, entry) {
		if (ctx->area == a)
			break;
	}
	if (ctx == NULL)
		return;
	ctx->area = NULL;
	ctx->retired = 1;
	script_timers_cancel(ctx);
	if (ctx->running == 0)
		script_ctx_close(ctx);
	script_ctx_unref(ctx);
}

/* The area a thing's scripts belong to: its room's or its prototype's. */
struct area *
script_area_of(struct eq_ref r)
{
	switch (r.kind) {
	case EQ_ROOM:
		return (eq_room(r)->area);
	case EQ_CHARACTER:
		return (eq_ch(r)->mob != NULL ?
		    edit_area_of(eq_ch(r)->mob->vnum) : NULL);
	case EQ_OBJECT:
		return (edit_area_of(eq_obj(r)->vnum));
	default:
		return (NULL);
	}
}

size_t
script_area_memory(struct area *a)
{
	struct script_ctx	*ctx;

	TAILQ_FOREACH(ctx, &script_ctxs, entry) {
		if (ctx->area == a)
			return (ctx->memory);
	}
	return (0);
}

/* Close every state; scripts compile again when next needed. */
void
script_shutdown(void)
{
	struct script_ctx	*ctx, *next;

	TAILQ_FOREACH(ctx, &script_ctxs, entry)
		script_timers_cancel(ctx);
	for (ctx = TAILQ_FIRST(&script_ctxs); ctx != NULL; ctx = next) {
		next = TAILQ_NEXT(ctx, entry);
		if (ctx->area != NULL)
			script_ctx_retire(ctx->area);
	}
	script_ctx_unref(script_loose);
	script_loose = NULL;
	script_ctx_unref(script_checker);
	script_checker = NULL;
	script_depth = 0;
	script_budget_reset();
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

/*
 * Compile a script as it will run, and drop it: in a state of its own,
 * emptied after each, so that no area's memory decides a check.
 */
int
script_check(const struct script_def *def, int *line, char **msg)
{
	lua_State	*L;
	int		 rc;

	if (script_checker == NULL)
		script_checker = script_ctx_new(NULL, "(check)");
	L = script_ctx_open(script_checker);
	rc = script_compile(L, def, line, msg);
	if (rc == 0)
		lua_pop(L, 1);
	lua_gc(L, LUA_GCCOLLECT);
	return (rc);
}

struct script_prog *
script_prog_of(const struct script_def *def, struct eq_ref self)
{
	if (def->compiled != NULL)
		return (def->compiled);
	return (script_prog_in(def, script_area_of(self)));
}

/* The compiled script of a def, compiled now in area a's state if need be. */
struct script_prog *
script_prog_in(const struct script_def *def, struct area *a)
{
	struct script_def	*d = (struct script_def *)def;
	struct script_prog	*p;
	struct script_ctx	*ctx;
	lua_State		*L;
	char			*msg = NULL;
	int			 line;

	if (d->compiled != NULL)
		return (d->compiled);
	ctx = script_ctx_of(a);
	p = xcalloc(1, sizeof *p);
	p->refs = 1;
	p->trigger = def->trigger;
	p->line = def->line;
	p->path = xstrdup(def->path != NULL ? def->path : "script");
	p->fn = LUA_NOREF;
	p->ctx = ctx;
	ctx->refs++;
	L = script_ctx_open(ctx);
	if (script_compile(L, def, &line, &msg) != 0) {
		script_tell(ctx, "%s:%d: %s; script disabled", p->path, line,
		    msg);
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
	if (p->ctx->L != NULL)
		luaL_unref(p->ctx->L, LUA_REGISTRYINDEX, p->fn);
	script_ctx_unref(p->ctx);
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

/*
 * Log a failed call as file:line, and tell the area's builders; disable a
 * runaway script, and one that failed SCRIPT_FAILS_MAX times in a row.
 */
static void
script_failed(struct script_prog *p, struct script_frame *f, lua_State *L,
    int rc)
{
	const char	*m = NULL, *where;
	int		 line = f->line;

	where = f->where[0] != '\0' ? f->where : p->path;
	script_stats.errors++;
	if (lua_type(L, -1) == LUA_TSTRING)
		m = lua_tostring(L, -1);
	if (f->exhausted == SCRIPT_OVER_TIME) {
		script_stats.stopped++;
		p->disabled = 1;
		script_tell(p->ctx, "%s:%d: %s (%lld ms); script disabled "
		    "until its area is reloaded", where, line, SCRIPT_TIME_MSG,
		    (long long)conf_int(CFG_SCRIPT_TIME));
		return;
	}
	if (f->exhausted) {
		script_stats.stopped++;
		p->disabled = 1;
		script_tell(p->ctx, "%s:%d: %s (%lld instructions); script "
		    "disabled until its area is reloaded", where, line,
		    SCRIPT_BUDGET_MSG, f->budget);
		return;
	}
	if (rc == LUA_ERRMEM)
		m = "not enough memory for scripts";
	else if (m == NULL)
		m = "error (not a string)";
	else
		m = script_split_error(m, &line);
	if (++p->failed >= SCRIPT_FAILS_MAX) {
		p->disabled = 1;
		script_tell(p->ctx, "%s:%d: %s; script disabled until its area "
		    "is reloaded (its last %d calls failed)", where, line, m,
		    SCRIPT_FAILS_MAX);
		return;
	}
	if (p->errors++ >= SCRIPT_ERRORS_LOGGED)
		return;
	script_tell(p->ctx, "%s:%d: %s%s", where, line, m,
	    p->errors == SCRIPT_ERRORS_LOGGED ?
	    " (further errors of this script are not logged)" : "");
}

/*
 * Run function fn of prog as self with its arguments, bounded. Returns
 * SCRIPT_RET_FALSE if it returned false, SCRIPT_RET_TRUE for any other
 * true value, else SCRIPT_RET_NONE (nil, nothing, any error: logged).
 */
int
script_call(struct script_prog *p, int fn, struct eq_ref self,
    struct character *ch, struct object *obj, const char *text)
{
	struct script_args	 a = { .fn = fn, .self = self, .ch = ch,
				    .obj = obj, .text = text };
	struct script_frame	*f;
	struct script_ctx	*ctx;
	lua_State		*L;
	long long		 used;
	int			 base, rc, result = SCRIPT_RET_NONE;

	if (p == NULL || p->disabled || fn == LUA_NOREF ||
	    (L = p->ctx->L) == NULL)
		return (0);
	if (script_depth == SCRIPT_DEPTH_MAX) {
		if (p->errors++ < SCRIPT_ERRORS_LOGGED)
			log_warnx("%s: scripts nested more than %d deep; not "
			    "run", p->path, SCRIPT_DEPTH_MAX);
		return (0);
	}
	ctx = p->ctx;
	ctx->cap = (size_t)conf_int(CFG_SCRIPT_MEMORY);
	f = &script_frames[script_depth++];
	memset(f, 0, sizeof *f);
	f->prog = p;
	f->self = self;
	f->budget = f->left = conf_int(CFG_SCRIPT_INSTRUCTIONS);
	/* A nested call has what is left of the time of the outermost. */
	f->deadline = script_depth > 1 ? script_frames[script_depth - 2].
	    deadline : script_now() + conf_int(CFG_SCRIPT_TIME) * 1000000LL;
	p->refs++;
	ctx->refs++;
	ctx->running++;
	script_stats.calls++;
	base = lua_gettop(L);
	lua_pushcfunction(L, script_msgh);
	lua_pushcfunction(L, script_trampoline);
	lua_pushlightuserdata(L, &a);
	rc = lua_pcall(L, 1, 1, base + 1);
	if (rc != LUA_OK)
		script_failed(p, f, L, rc);
	else {
		if (lua_type(L, -1) == LUA_TBOOLEAN && !lua_toboolean(L, -1))
			result = SCRIPT_RET_FALSE;
		else if (lua_toboolean(L, -1))
			result = SCRIPT_RET_TRUE;
		p->failed = 0;
	}
	lua_settop(L, base);
	used = f->budget - f->left;
	script_depth--;
	/* What a nested call ran counts for the one that set it off. */
	if (script_depth > 0)
		script_frames[script_depth - 1].left -= used;
	/* Its area went while it ran: the state closes now. */
	if (--ctx->running == 0 && ctx->retired)
		script_ctx_close(ctx);
	script_prog_unref(p);
	script_ctx_unref(ctx);
	return (result);
}

/* The builders of ctx's area who are in the game, and admins, are told. */
void
script_tell(struct script_ctx *ctx, const char *fmt, ...)
{
	struct character	*ch;
	va_list			 ap;
	char			 msg[512];

	char			*p;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	/* A script's error message is one line, whatever it holds. */
	for (p = msg; *p != '\0'; p++) {
		if ((unsigned char)*p < ' ')
			*p = ' ';
	}
	/* Admins read it on wiznet's scripts, not again as an error. */
	log_hook_skip(1);
	log_warnx("%s", msg);
	log_hook_skip(0);
	/* The area's builders directly; admins through wiznet. */
	TAILQ_FOREACH(ch, &staff_list, staff_entry) {
		if (ch->pd.role != ROLE_BUILDER || ctx->area == NULL ||
		    game_store == NULL || store_area_assigned(game_store,
		    ch->pd.name, ctx->name, NULL) != 1)
			continue;
		char_printf(ch, "[script %s] %s\n", ctx->name, msg);
	}
	wiznet_send(WIZ_SCRIPTS, NULL, "[script %s] %s", ctx->name, msg);
}
