/*
 * area-read-script.c: 'script' blocks and 'script_file' lines in rooms,
 * mobs and objects (area/SCRIPTING.md), the trigger names, and reading the
 * .lua files an area names once the area file is read. The world keeps
 * the text; the game compiles and runs it.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area-read.h"
#include "fileio.h"
#include "xmalloc.h"

static const char *const script_trigger_names[TRIG__COUNT] = {
	[TRIG_ENTER] = "enter",
	[TRIG_LEAVE] = "leave",
	[TRIG_SPEECH] = "speech",
	[TRIG_COMMAND] = "command",
	[TRIG_FIGHT] = "fight",
	[TRIG_HEALTH] = "health",
	[TRIG_DEATH] = "death",
	[TRIG_GIVE] = "give",
	[TRIG_RECEIVE] = "receive",
	[TRIG_GET] = "get",
	[TRIG_DROP] = "drop",
	[TRIG_WEAR] = "wear",
	[TRIG_RANDOM] = "random",
	[TRIG_RESET] = "reset",
	[TRIG_HOUR] = "hour",
	[TRIG_ACT] = "act",
	[TRIG_ENTRY] = "entry",
	[TRIG_BRIBE] = "bribe",
	[TRIG_LOAD] = "load",
	[TRIG_MEMORY] = "memory",
	[TRIG_CAST] = "cast",
	[TRIG_DOOR] = "door",
	[TRIG_REMOVE] = "remove",
	[TRIG_CONSUME] = "consume",
	[TRIG_LOGIN] = "login",
	[TRIG_ENTER_ALL] = "enter_all",
	[TRIG_TICK] = "tick",
};

#define T(x)	(1U << (x))
/* The triggers each kind of thing may have. */
static const unsigned int script_allowed[] = {
	[SCRIPT_ROOM] = T(TRIG_ENTER) | T(TRIG_LEAVE) | T(TRIG_SPEECH) |
	    T(TRIG_COMMAND) | T(TRIG_DROP) | T(TRIG_RANDOM) | T(TRIG_RESET) |
	    T(TRIG_HOUR) | T(TRIG_CAST) | T(TRIG_DOOR) | T(TRIG_LOGIN) |
	    T(TRIG_TICK),
	[SCRIPT_MOB] = T(TRIG_ENTER) | T(TRIG_LEAVE) | T(TRIG_SPEECH) |
	    T(TRIG_COMMAND) | T(TRIG_FIGHT) | T(TRIG_HEALTH) | T(TRIG_DEATH) |
	    T(TRIG_RECEIVE) | T(TRIG_RANDOM) | T(TRIG_HOUR) | T(TRIG_ACT) |
	    T(TRIG_ENTRY) | T(TRIG_BRIBE) | T(TRIG_LOAD) | T(TRIG_MEMORY) |
	    T(TRIG_CAST) | T(TRIG_DOOR) | T(TRIG_ENTER_ALL) | T(TRIG_TICK),
	[SCRIPT_OBJ] = T(TRIG_COMMAND) | T(TRIG_GIVE) | T(TRIG_GET) |
	    T(TRIG_DROP) | T(TRIG_WEAR) | T(TRIG_RANDOM) | T(TRIG_HOUR) |
	    T(TRIG_LOAD) | T(TRIG_CAST) | T(TRIG_REMOVE) | T(TRIG_CONSUME) |
	    T(TRIG_LEAVE) | T(TRIG_TICK),
};
#undef T

const char *
script_trigger_name(int t)
{
	return (t >= 0 && t < TRIG__COUNT ? script_trigger_names[t] : NULL);
}

int
script_trigger_lookup(const char *name)
{
	return (area_names_find(script_trigger_names, TRIG__COUNT, name));
}

int
script_trigger_allowed(int kind, int trigger)
{
	if (kind < SCRIPT_ROOM || kind > SCRIPT_OBJ || trigger < 0 ||
	    trigger >= TRIG__COUNT)
		return (0);
	return ((script_allowed[kind] & (1U << trigger)) != 0);
}

/* The triggers a kind may have, as names, for a message. */
static void
reader_script_allowed(int kind, char *buf, size_t size)
{
	size_t	len = 0;
	int	t, n;

	*buf = '\0';
	for (t = 0; t < TRIG__COUNT && len < size; t++) {
		if (!script_trigger_allowed(kind, t))
			continue;
		n = snprintf(buf + len, size - len, "%s%s", len > 0 ? ", " : "",
		    script_trigger_names[t]);
		if (n < 0)
			break;
		len += (size_t)n;
	}
}

/*
 * The trigger and its arguments from word i on into sc; 0 if they are
 * right. A percent, an hour or a vnum is also kept as sc->number.
 */
static int
reader_script_trigger(struct reader *r, int i, int kind,
    struct script_def *sc)
{
	static const char *const kinds[] = { "rooms", "mobs", "objects" };
	const char	*args;
	char		 allowed[256];
	int		 t, nargs = r->nw - i - 1, bad = 0;

	if (i >= r->nw) {
		area_err_add(&r->errs, r->lineno, "'%s' needs a trigger",
		    r->w[0]);
		return (-1);
	}
	if ((t = reader_name(r, script_trigger_names, TRIG__COUNT, "trigger",
	    r->w[i])) == -1)
		return (-1);
	if (!script_trigger_allowed(kind, t)) {
		reader_script_allowed(kind, allowed, sizeof allowed);
		area_err_add(&r->errs, r->lineno, "trigger '%s' is not for %s "
		    "(they have: %s)", r->w[i], kinds[kind], allowed);
		return (-1);
	}
	sc->trigger = t;
	args = nargs > 0 ? reader_rest(r, i + 1) : NULL;
	if (args != NULL && strlen(args) > SCRIPT_ARGS_MAX) {
		area_err_add(&r->errs, r->lineno, "the arguments of trigger "
		    "'%s' are too long (more than %d bytes)", r->w[i],
		    SCRIPT_ARGS_MAX);
		return (-1);
	}
	switch (t) {
	case TRIG_SPEECH:
		break;
	case TRIG_ACT:
		if (nargs == 0) {
			area_err_add(&r->errs, r->lineno, "usage: script act "
			    "<words of the message> (or *: any)");
			return (-1);
		}
		break;
	case TRIG_BRIBE:
		sc->number = 1;
		if (nargs > 1 || (nargs == 1 && reader_int(r, r->w[i + 1], 1,
		    1000000000, "bribe gold", &sc->number) != 0))
			bad = 1;
		break;
	case TRIG_COMMAND:
		if (nargs == 0) {
			area_err_add(&r->errs, r->lineno, "usage: script "
			    "command <command word> [<word> ...]");
			return (-1);
		}
		break;
	case TRIG_FIGHT:
		sc->number = 100;
		if (nargs > 1 || (nargs == 1 && reader_int(r, r->w[i + 1], 1,
		    100, "fight percent", &sc->number) != 0))
			bad = 1;
		break;
	case TRIG_MEMORY:
		sc->number = 100;
		if (nargs > 1 || (nargs == 1 && reader_int(r, r->w[i + 1], 1,
		    100, "memory percent", &sc->number) != 0))
			bad = 1;
		break;
	case TRIG_HEALTH:
		if (nargs != 1 || reader_int(r, r->w[i + 1], 1, 99,
		    "health percent", &sc->number) != 0)
			bad = 1;
		break;
	case TRIG_RANDOM:
		if (nargs != 1 || reader_int(r, r->w[i + 1], 1, 100,
		    "random percent", &sc->number) != 0)
			bad = 1;
		break;
	case TRIG_TICK:
		sc->number = 100;
		if (nargs > 1 || (nargs == 1 && reader_int(r, r->w[i + 1], 1,
		    100, "tick percent", &sc->number) != 0))
			bad = 1;
		break;
	case TRIG_HOUR:
		sc->number = -1;
		if (nargs > 1 || (nargs == 1 && reader_int(r, r->w[i + 1], 0,
		    23, "hour", &sc->number) != 0))
			bad = 1;
		break;
	case TRIG_RECEIVE:
		if (nargs > 1 || (nargs == 1 && reader_vnum(r, r->w[i + 1],
		    &sc->number) != 0))
			bad = 1;
		break;
	default:
		if (nargs != 0) {
			area_err_add(&r->errs, r->lineno, "trigger '%s' takes "
			    "no arguments", r->w[i]);
			return (-1);
		}
		break;
	}
	if (bad) {
		static const char *const usage[TRIG__COUNT] = {
			[TRIG_FIGHT] = "fight [<percent of rounds, 1-100>]",
			[TRIG_HEALTH] = "health <percent of hit points, 1-99>",
			[TRIG_RANDOM] = "random <percent a minute, 1-100>",
			[TRIG_HOUR] = "hour [<hour of the day, 0-23>]",
			[TRIG_RECEIVE] = "receive [<object vnum>]",
			[TRIG_BRIBE] = "bribe [<least gold, 1-1000000000>]",
			[TRIG_MEMORY] = "memory [<percent, 1-100>]",
			[TRIG_TICK] = "tick [<percent of ticks, 1-100>]",
		};

		area_err_add(&r->errs, r->lineno, "usage: %s %s", r->w[0],
		    usage[t]);
		return (-1);
	}
	if (args != NULL)
		sc->args = xstrdup(args);
	return (0);
}

/* Is name a file name beside the area file that may hold a script? */
static int
reader_script_file_ok(const char *name)
{
	size_t	len = strlen(name);

	return (len > 4 && len <= 64 && strcmp(name + len - 4, ".lua") == 0 &&
	    strchr(name, '/') == NULL && strchr(name, '\\') == NULL &&
	    name[0] != '.');
}

/* A 'behaviour <name> [<argument>]' line: the library's scripts. */
static void
reader_behaviour(struct reader *r, int kind, struct script_def **sp,
    size_t *np, unsigned int *triggers)
{
	char	*cause = NULL;

	if (r->nw < 2) {
		area_err_add(&r->errs, r->lineno, "usage: behaviour <name> "
		    "[<argument>] (area/lib: cityguard, fido, janitor...)");
		return;
	}
	if (area_behaviour_add(kind, r->w[1], r->nw > 2 ? reader_rest(r, 2) :
	    NULL, r->lineno, sp, np, triggers, &cause) != 0) {
		area_err_add(&r->errs, r->lineno, "%s", cause);
		free(cause);
	}
}

/*
 * A 'script <trigger> [args]' line and its Lua up to a '~' line, or a
 * 'script_file <file.lua> <trigger> [args]' line, in a block of a kind.
 */
void
reader_script(struct reader *r, int kind, struct script_def **sp,
    size_t *np, unsigned int *triggers)
{
	struct script_def	 sc;
	int			 file = strcmp(r->w[0], "script_file") == 0;
	int			 ok;

	if (strcmp(r->w[0], "behaviour") == 0) {
		reader_behaviour(r, kind, sp, np, triggers);
		return;
	}
	memset(&sc, 0, sizeof sc);
	sc.line = r->lineno;
	if (file) {
		if (r->nw < 3) {
			area_err_add(&r->errs, r->lineno, "usage: script_file "
			    "<file.lua> <trigger> [<arguments>]");
			return;
		}
		if (!reader_script_file_ok(r->w[1])) {
			area_err_add(&r->errs, r->lineno, "'%s' is not a .lua "
			    "file name beside the area file", r->w[1]);
			return;
		}
		ok = reader_script_trigger(r, 2, kind, &sc) == 0;
		sc.file = xstrdup(r->w[1]);
	} else {
		ok = reader_script_trigger(r, 1, kind, &sc) == 0;
		sc.first = r->lineno + 1;
		sc.source = reader_text_raw(r, "the script");
		sc.path = xstrdup(r->a->file);
	}
	if (ok && *np >= SCRIPTS_MAX) {
		area_err_add(&r->errs, sc.line, "too many scripts (more than "
		    "%d)", SCRIPTS_MAX);
		ok = 0;
	}
	if (!ok) {
		area_script_free(&sc);
		return;
	}
	*sp = xgrow_count(*sp, *np, sizeof **sp);
	(*sp)[(*np)++] = sc;
	*triggers |= 1U << sc.trigger;
}

/* Read one .lua file beside the area file dir/; 0, or -1 and *cause. */
static int
reader_script_load(struct script_def *sc, const char *dir, char **cause)
{
	char	*buf, *why;
	size_t	 len;

	xasprintf(&sc->path, "%s%s", dir, sc->file);
	if ((buf = fileio_read(sc->path, SCRIPT_FILE_MAX, &len,
	    &why)) == NULL) {
		if (errno == EFBIG)
			xasprintf(cause, "%s is too large (more than %d "
			    "bytes)", sc->file, SCRIPT_FILE_MAX);
		else
			xasprintf(cause, "cannot read %s: %s", sc->file, why);
		free(why);
		return (-1);
	}
	if (strlen(buf) != len) {
		free(buf);
		xasprintf(cause, "%s holds a NUL byte", sc->file);
		return (-1);
	}
	sc->source = buf;
	sc->first = 1;
	return (0);
}

/* The scripts of a list whose text is in a file: read them. */
static void
reader_script_files(struct area_errs *e, const char *dir,
    struct script_def *s, size_t n)
{
	char	*cause;
	size_t	 i;

	for (i = 0; i < n; i++) {
		if (s[i].file == NULL || s[i].source != NULL)
			continue;
		cause = NULL;
		if (reader_script_load(&s[i], dir, &cause) != 0) {
			area_err_add(e, s[i].line, "%s", cause);
			free(cause);
		}
	}
}

/*
 * Read the .lua files the scripts of an area loaded from path name, from
 * the directory of path; problems are reported as path:line of the
 * 'script_file' line. Returns the number of problems.
 */
int
area_read_script_files(struct area_def *a, const char *path, char **errors)
{
	struct area_errs	 e;
	const char		*slash = strrchr(path, '/');
	char			*dir;
	size_t			 i;
	int			 n;

	memset(&e, 0, sizeof e);
	e.file = path;
	if (slash != NULL)
		xasprintf(&dir, "%.*s/", (int)(slash - path), path);
	else
		dir = xstrdup("");
	for (i = 0; i < a->nrooms; i++)
		reader_script_files(&e, dir, a->rooms[i].scripts,
		    a->rooms[i].nscripts);
	for (i = 0; i < a->nmobs; i++)
		reader_script_files(&e, dir, a->mobs[i].scripts,
		    a->mobs[i].nscripts);
	for (i = 0; i < a->nobjs; i++)
		reader_script_files(&e, dir, a->objs[i].scripts,
		    a->objs[i].nscripts);
	free(dir);
	n = e.total;
	area_err_flush(&e, errors, 1);
	return (n);
}
