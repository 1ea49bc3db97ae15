/*
 * area-behaviour.c: behaviours, the library of scripts built into the
 * server (area/lib/<name>.lua, embedded at build time by
 * scripts/embed-lib.cmake). A 'behaviour <name> [<argument>]' line on a
 * room, mob or object adds the library's scripts for that name to it, as
 * if they were written there; the writer writes the line back, not them.
 *
 * A library file is Lua in sections. Before the first section, lines
 * '--! for <room|mob|obj> ...' (the things it may be on) and '--! args
 * <word> ...' (the arguments it takes: one of the words, or '*': any
 * words; none if absent). Each section starts with '--@ <trigger>
 * [<arguments>]' and runs to the next one; its text is a script whose
 * first line (the '--@' line itself) becomes 'local arg = "<argument>"'.
 */
#include <stdlib.h>
#include <string.h>

#include "area-int.h"
#include "growbuf.h"
#include "xmalloc.h"

#define BEHAVIOUR_ARG_MAX	64
#define BEHAVIOUR_NAMES_MAX	256	/* named in a message */

/* One file of the library, as built in (behaviour-lib.c, generated). */
struct behaviour_src {
	const char	*name;
	const char	*text;
};
extern const struct behaviour_src behaviour_lib[];
extern const size_t behaviour_lib_count;

size_t
area_behaviour_count(void)
{
	return (behaviour_lib_count);
}

const char *
area_behaviour_name(size_t i)
{
	return (i < behaviour_lib_count ? behaviour_lib[i].name : NULL);
}

static const struct behaviour_src *
behaviour_find(const char *name)
{
	size_t	i;

	for (i = 0; i < behaviour_lib_count; i++)
		if (strcmp(behaviour_lib[i].name, name) == 0)
			return (&behaviour_lib[i]);
	return (NULL);
}

/* Why name is no behaviour: the nearest one, or where they are. */
static void
behaviour_unknown(const char *name, char **cause)
{
	static const char	*names[BEHAVIOUR_NAMES_MAX];
	size_t			 i, n = behaviour_lib_count;
	const char		*near;

	if (n > BEHAVIOUR_NAMES_MAX)
		n = BEHAVIOUR_NAMES_MAX;
	for (i = 0; i < n; i++)
		names[i] = behaviour_lib[i].name;
	if ((near = area_names_near(names, (int)n, name)) != NULL)
		xasprintf(cause, "unknown behaviour '%s' (did you mean "
		    "'%s'?)", name, near);
	else
		xasprintf(cause, "unknown behaviour '%s' (the library is "
		    "area/lib: see area/README.md, \"Behaviours\")", name);
}

/* The line of text at p (up to '\n' or the end) as a new string. */
static char *
behaviour_line(const char *p, const char **next)
{
	const char	*e = strchr(p, '\n');
	size_t		 len = e != NULL ? (size_t)(e - p) : strlen(p);

	*next = e != NULL ? e + 1 : p + len;
	return (xstrndup(p, len));
}

/* Is word in the blank-separated list? */
static int
behaviour_in_list(const char *list, const char *word)
{
	size_t	n = strlen(word);
	const char *p = list;

	while (*p != '\0') {
		while (*p == ' ' || *p == '\t')
			p++;
		if (strncmp(p, word, n) == 0 && (p[n] == '\0' || p[n] == ' ' ||
		    p[n] == '\t'))
			return (1);
		while (*p != '\0' && *p != ' ' && *p != '\t')
			p++;
	}
	return (0);
}

/* Is the argument of a fit form (lowercase words, digits, '_', '-')? */
static int
behaviour_arg_ok(const char *arg)
{
	const char	*p;

	if (strlen(arg) > BEHAVIOUR_ARG_MAX)
		return (0);
	for (p = arg; *p != '\0'; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
		    *p == '_' || *p == '-' || *p == ' '))
			return (0);
	return (1);
}

/* The trigger and arguments of a '--@' line into sc; 0 or -1. */
static int
behaviour_trigger(const char *line, int kind, struct script_def *sc)
{
	char	 word[32];
	const char *p = line + 3, *args;
	size_t	 n;
	int	 t;

	while (*p == ' ')
		p++;
	n = strcspn(p, " ");
	if (n == 0 || n >= sizeof word)
		return (-1);
	memcpy(word, p, n);
	word[n] = '\0';
	if ((t = script_trigger_lookup(word)) < 0 ||
	    !script_trigger_allowed(kind, t))
		return (-1);
	args = p + n;
	while (*args == ' ')
		args++;
	sc->trigger = t;
	switch (t) {
	case TRIG_FIGHT:
	case TRIG_RANDOM:
	case TRIG_TICK:
		sc->number = *args != '\0' ? atoi(args) : 100;
		if (sc->number < 1 || sc->number > 100)
			return (-1);
		return (0);
	case TRIG_HOUR:
		sc->number = *args != '\0' ? atoi(args) : -1;
		return (0);
	case TRIG_BRIBE:
		sc->number = *args != '\0' ? atoi(args) : 1;
		return (0);
	case TRIG_RECEIVE:
		sc->number = atoi(args);
		return (0);
	default:
		break;
	}
	if (*args != '\0')
		sc->args = xstrdup(args);
	return (0);
}

/* Free the scripts made so far. */
static void
behaviour_free(struct script_def *s, size_t n)
{
	size_t	i;

	for (i = 0; i < n; i++)
		area_script_free(&s[i]);
	free(s);
}

int
area_behaviour_add(int kind, const char *name, const char *arg, int line,
    struct script_def **sp, size_t *np, unsigned int *triggers,
    char **cause)
{
	static const char *const kinds[] = { "room", "mob", "obj" };
	static const char *const plural[] = { "rooms", "mobs", "objects" };
	const struct behaviour_src *b;
	struct script_def	*made = NULL, *sc = NULL;
	struct growbuf		 body;
	const char		*p, *next;
	char			*l, *forlist = NULL, *args = NULL;
	size_t			 nmade = 0, i;
	int			 lineno = 0;

	if ((b = behaviour_find(name)) == NULL) {
		behaviour_unknown(name, cause);
		return (-1);
	}
	if (arg != NULL && *arg == '\0')
		arg = NULL;
	memset(&body, 0, sizeof body);
	for (p = b->text; *p != '\0'; p = next) {
		l = behaviour_line(p, &next);
		lineno++;
		if (strncmp(l, "--! for ", 8) == 0 && forlist == NULL)
			forlist = xstrdup(l + 8);
		else if (strncmp(l, "--! args ", 9) == 0 && args == NULL)
			args = xstrdup(l + 9);
		else if (strncmp(l, "--@", 3) == 0) {
			if (sc != NULL)
				sc->source = growbuf_take(&body, NULL);
			made = xgrow_count(made, nmade, sizeof *made);
			sc = &made[nmade++];
			memset(sc, 0, sizeof *sc);
			sc->line = line;
			sc->first = lineno;
			sc->lib = 1;
			xasprintf(&sc->path, "lib/%s.lua", name);
			if (behaviour_trigger(l, kind, sc) != 0) {
				xasprintf(cause, "lib/%s.lua:%d: a section "
				    "the library cannot use: %s", name,
				    lineno, l);
				free(l);
				goto fail;
			}
			growbuf_printf(&body, "local arg = \"%s\"\n",
			    arg != NULL ? arg : "");
		} else if (sc != NULL) {
			growbuf_add(&body, l, strlen(l));
			growbuf_add(&body, "\n", 1);
		}
		free(l);
	}
	if (sc != NULL)
		sc->source = growbuf_take(&body, NULL);
	if (forlist == NULL || !behaviour_in_list(forlist, kinds[kind])) {
		xasprintf(cause, "behaviour '%s' is not for %s (it is for: "
		    "%s)", name, plural[kind], forlist != NULL ? forlist :
		    "nothing");
		goto fail;
	}
	if (arg != NULL && args == NULL) {
		xasprintf(cause, "behaviour '%s' takes no argument", name);
		goto fail;
	}
	if (arg != NULL && (!behaviour_arg_ok(arg) || (strcmp(args,
	    "*") != 0 && (strchr(arg, ' ') != NULL ||
	    !behaviour_in_list(args, arg))))) {
		xasprintf(cause, "bad argument '%s' for behaviour '%s' "
		    "(%s)", arg, name, strcmp(args, "*") == 0 ?
		    "lowercase words" : args);
		goto fail;
	}
	if (nmade == 0) {
		xasprintf(cause, "behaviour '%s' has no scripts", name);
		goto fail;
	}
	if (*np + nmade > SCRIPTS_MAX) {
		xasprintf(cause, "too many scripts (more than %d) with "
		    "behaviour '%s' (%zu scripts)", SCRIPTS_MAX, name, nmade);
		goto fail;
	}
	if (arg != NULL)
		xasprintf(&made[0].behaviour, "%s %s", name, arg);
	else
		made[0].behaviour = xstrdup(name);
	for (i = 0; i < nmade; i++) {
		*sp = xgrow_count(*sp, *np, sizeof **sp);
		(*sp)[(*np)++] = made[i];
		*triggers |= 1U << made[i].trigger;
	}
	free(made);
	free(forlist);
	free(args);
	growbuf_free(&body);
	return (0);

fail:
	behaviour_free(made, nmade);
	free(forlist);
	free(args);
	growbuf_free(&body);
	return (-1);
}
