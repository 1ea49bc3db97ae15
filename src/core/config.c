/* config.c: read, check and print the INI config against config_table. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "config.h"
#include "xmalloc.h"

struct config_value {
	long long	 i;
	char		*s;
	char		*origin;
};

struct config {
	struct config_value	v[CFG__COUNT];
};

struct config	*config_current;

static void
config_put(struct config *c, enum config_key k, long long i, const char *s,
    const char *origin)
{
	struct config_value	*v = &c->v[k];

	free(v->s);
	free(v->origin);
	v->i = i;
	v->s = xstrdup(s);
	v->origin = xstrdup(origin);
}

/* Check value against entry e; store it in *i, or set *cause. */
/* Is value one of the space-separated words? */
static int
config_is_word(const char *words, const char *value)
{
	size_t		 len = strlen(value);
	const char	*p = words, *end;

	if (len == 0)
		return (0);
	while (*p != '\0') {
		end = p + strcspn(p, " ");
		if ((size_t)(end - p) == len && strncmp(p, value, len) == 0)
			return (1);
		p = end + strspn(end, " ");
	}
	return (0);
}

static int
config_parse_value(const struct config_entry *e, const char *value,
    long long *i, char **cause)
{
	char		*end;
	long long	 n;

	switch (e->type) {
	case CONFIG_STRING:
	case CONFIG_PATH:
		*i = 0;
		return (0);
	case CONFIG_WORD:
		*i = 0;
		if (config_is_word(e->unit, value))
			return (0);
		xasprintf(cause, "%s.%s: '%s' is not one of: %s", e->section,
		    e->name, value, e->unit);
		return (-1);
	case CONFIG_BOOL:
		if (strcasecmp(value, "yes") == 0 || strcasecmp(value, "on") == 0 ||
		    strcasecmp(value, "true") == 0 || strcmp(value, "1") == 0) {
			*i = 1;
			return (0);
		}
		if (strcasecmp(value, "no") == 0 || strcasecmp(value, "off") == 0 ||
		    strcasecmp(value, "false") == 0 || strcmp(value, "0") == 0) {
			*i = 0;
			return (0);
		}
		xasprintf(cause, "%s.%s: '%s' is not yes or no", e->section,
		    e->name, value);
		return (-1);
	case CONFIG_INT:
		errno = 0;
		n = strtoll(value, &end, 10);
		if (*value == '\0' || *end != '\0' || errno != 0) {
			xasprintf(cause, "%s.%s: '%s' is not a whole number%s%s",
			    e->section, e->name, value, *e->unit ? " of " : "",
			    e->unit);
			return (-1);
		}
		if (n < e->min || n > e->max) {
			xasprintf(cause, "%s.%s: %lld is out of range "
			    "(%lld to %lld%s%s)", e->section, e->name, n, e->min,
			    e->max, *e->unit ? " " : "", e->unit);
			return (-1);
		}
		*i = n;
		return (0);
	}
	return (-1);
}

/* A config holding every default. */
struct config *
config_new(void)
{
	struct config	*c = xcalloc(1, sizeof *c);
	long long	 i;
	char		*cause;
	int		 k;

	for (k = 0; k < CFG__COUNT; k++) {
		if (config_parse_value(&config_table[k], config_table[k].def, &i,
		    &cause) != 0)
			abort();	/* the table itself is wrong */
		config_put(c, k, i, config_table[k].def, "default");
	}
	return (c);
}

/* Free a config. */
void
config_free(struct config *c)
{
	int	k;

	if (c == NULL)
		return;
	for (k = 0; k < CFG__COUNT; k++) {
		free(c->v[k].s);
		free(c->v[k].origin);
	}
	free(c);
}

static const struct config_entry *
config_find(const char *section, const char *name)
{
	int	k;

	for (k = 0; k < CFG__COUNT; k++) {
		if (section != NULL &&
		    strcmp(config_table[k].section, section) != 0)
			continue;
		if (strcmp(config_table[k].name, name) == 0)
			return (&config_table[k]);
	}
	return (NULL);
}

static int
config_section_known(const char *section)
{
	int	k;

	for (k = 0; k < CFG__COUNT; k++) {
		if (strcmp(config_table[k].section, section) == 0)
			return (1);
	}
	return (0);
}

/* The known key nearest to name, for "did you mean". */
static const struct config_entry *
config_suggest(const char *name)
{
	const struct config_entry	*best = NULL;
	size_t				 bestd = 3, la, lb, i, j, d;
	size_t				 row[64], prev, tmp;
	int				 k;

	la = strlen(name);
	if (la >= sizeof row / sizeof row[0])
		return (NULL);
	for (k = 0; k < CFG__COUNT; k++) {
		const char	*b = config_table[k].name;

		lb = strlen(b);
		for (i = 0; i <= la; i++)
			row[i] = i;
		for (j = 1; j <= lb; j++) {
			prev = row[0];
			row[0] = j;
			for (i = 1; i <= la; i++) {
				tmp = row[i];
				d = prev + (name[i - 1] != b[j - 1]);
				if (row[i] + 1 < d)
					d = row[i] + 1;
				if (row[i - 1] + 1 < d)
					d = row[i - 1] + 1;
				row[i] = d;
				prev = tmp;
			}
		}
		if (row[la] < bestd) {
			bestd = row[la];
			best = &config_table[k];
		}
	}
	return (best);
}

static void
config_error(char **errors, const char *path, unsigned int line,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static void
config_error(char **errors, const char *path, unsigned int line,
    const char *fmt, ...)
{
	va_list	 ap;
	char	*msg, *old = *errors;

	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	xasprintf(errors, "%s%s:%u: %s\n", old != NULL ? old : "", path, line,
	    msg);
	free(old);
	free(msg);
}

static char *
config_trim(char *s)
{
	char	*e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return (s);
}

/*
 * Take the quotes off a quoted value, or a trailing " # comment" off a bare
 * one. -1 if a quote is not closed.
 */
static int
config_strip_comment(char **value)
{
	char	*v = *value, *end;

	if (*v == '"') {
		if ((end = strchr(v + 1, '"')) == NULL)
			return (-1);
		*end++ = '\0';
		end = config_trim(end);
		if (*end != '\0' && *end != '#' && *end != ';')
			return (-1);
		*value = v + 1;
		return (0);
	}
	for (end = v; *end != '\0'; end++) {
		if ((*end == '#' || *end == ';') &&
		    (end == v || end[-1] == ' ' || end[-1] == '\t')) {
			*end = '\0';
			break;
		}
	}
	*value = config_trim(v);
	return (0);
}

/*
 * Read path into c. Lines are "[section]", "key = value", blank, or comments
 * starting with # or ;. Values may be quoted with "". Every problem is
 * reported, not just the first; c is only changed where a line was valid.
 */
int
config_load(struct config *c, const char *path, char **errors)
{
	const struct config_entry	*e, *near;
	FILE				*f;
	char				*line = NULL, *p, *key, *value, *cause;
	char				*rel;
	char				*section = NULL, origin[512];
	size_t				 cap = 0, len;
	ssize_t				 n;
	unsigned int			 lineno = 0;
	long long			 i;
	int				 nerr = 0, seen[CFG__COUNT];

	memset(seen, 0, sizeof seen);
	if ((f = fopen(path, "r")) == NULL) {
		xasprintf(errors, "%s: %s\n", path, strerror(errno));
		return (1);
	}
	while ((n = getline(&line, &cap, f)) != -1) {
		lineno++;
		if (memchr(line, '\0', (size_t)n) != NULL) {
			config_error(errors, path, lineno, "NUL byte in line");
			nerr++;
			continue;
		}
		p = config_trim(line);
		if (*p == '\0' || *p == '#' || *p == ';')
			continue;
		if (*p == '[') {
			len = strlen(p);
			if (p[len - 1] != ']') {
				config_error(errors, path, lineno,
				    "section header missing ']'");
				nerr++;
				continue;
			}
			p[len - 1] = '\0';
			free(section);
			section = xstrdup(config_trim(p + 1));
			if (!config_section_known(section)) {
				config_error(errors, path, lineno,
				    "unknown section [%s]", section);
				nerr++;
			}
			continue;
		}
		if ((value = strchr(p, '=')) == NULL) {
			config_error(errors, path, lineno,
			    "expected 'key = value', got '%.40s'", p);
			nerr++;
			continue;
		}
		*value++ = '\0';
		key = config_trim(p);
		value = config_trim(value);
		if (config_strip_comment(&value) != 0) {
			config_error(errors, path, lineno,
			    "'%s': unterminated quoted value", key);
			nerr++;
			continue;
		}
		if (section == NULL) {
			config_error(errors, path, lineno,
			    "'%s' is outside any [section]", key);
			nerr++;
			continue;
		}
		if ((e = config_find(section, key)) == NULL) {
			if (!config_section_known(section))
				continue;	/* already reported */
			near = config_suggest(key);
			if (near != NULL)
				config_error(errors, path, lineno,
				    "unknown key '%s' in [%s] (did you mean "
				    "'%s' in [%s]?)", key, section, near->name,
				    near->section);
			else
				config_error(errors, path, lineno,
				    "unknown key '%s' in [%s]", key, section);
			nerr++;
			continue;
		}
		if (seen[e->key]) {
			config_error(errors, path, lineno,
			    "'%s' already set on line %d", key, seen[e->key]);
			nerr++;
			continue;
		}
		if (config_parse_value(e, value, &i, &cause) != 0) {
			config_error(errors, path, lineno, "%s", cause);
			free(cause);
			nerr++;
			continue;
		}
		seen[e->key] = (int)lineno;
		snprintf(origin, sizeof origin, "%s:%u", path, lineno);
		if (e->type == CONFIG_PATH && *value != '\0' &&
		    *value != '/') {
			/* Relative to the config file's folder. */
			xasprintf(&rel, "%.*s%s", (int)(strrchr(path, '/') !=
			    NULL ? strrchr(path, '/') - path + 1 : 0), path,
			    value);
			config_put(c, e->key, i, rel, origin);
			free(rel);
		} else
			config_put(c, e->key, i, value, origin);
	}
	if (ferror(f)) {
		config_error(errors, path, lineno, "read error: %s",
		    strerror(errno));
		nerr++;
	}
	free(line);
	free(section);
	fclose(f);
	return (nerr);
}

/* Set one value from outside the file, e.g. the command line. */
int
config_set(struct config *c, const char *name, const char *value,
    const char *origin, char **cause)
{
	const struct config_entry	*e;
	const char			*dot;
	char				*section;
	long long			 i;

	if ((dot = strchr(name, '.')) != NULL) {
		section = xstrndup(name, (size_t)(dot - name));
		e = config_find(section, dot + 1);
		free(section);
	} else
		e = config_find(NULL, name);
	if (e == NULL) {
		xasprintf(cause, "unknown setting '%s'", name);
		return (-1);
	}
	if (config_parse_value(e, value, &i, cause) != 0)
		return (-1);
	config_put(c, e->key, i, value, origin);
	return (0);
}

/* A setting in seconds, as pulses of the game (4 a second), at least 1. */
long long
conf_pulses(enum config_key k)
{
	long long	p = config_int(config_current, k) * 4;

	return (p > 0 ? p : 1);
}

/* A number setting. */
long long
config_int(const struct config *c, enum config_key k)
{
	return (c->v[k].i);
}

/* A string setting. */
const char *
config_str(const struct config *c, enum config_key k)
{
	return (c->v[k].s);
}

/* Where a setting's value came from. */
const char *
config_origin(const struct config *c, enum config_key k)
{
	return (c->v[k].origin);
}

/* Print the effective config as a valid config file, with origins. */
void
config_print(const struct config *c, FILE *f)
{
	const char	*section = "";
	char		 cwd[4096];
	int		 k;

	for (k = 0; k < CFG__COUNT; k++) {
		const struct config_entry	*e = &config_table[k];

		if (strcmp(e->section, section) != 0) {
			fprintf(f, "[%s]\n\n", e->section);
			section = e->section;
		}
		if (e->type == CONFIG_WORD)
			fprintf(f, "# %s\n# Default: %s; one of: %s", e->help,
			    e->def, e->unit);
		else
			fprintf(f, "# %s\n# Default: %s%s%s", e->help, e->def,
			    *e->unit ? " " : "", e->unit);
		if (e->type == CONFIG_INT)
			fprintf(f, "; %lld to %lld", e->min, e->max);
		if (e->type == CONFIG_PATH)
			fprintf(f, " (relative: from this file's folder)");
		fprintf(f, ".\n");
		if (e->type == CONFIG_PATH && *c->v[k].s != '\0' &&
		    *c->v[k].s != '/' && getcwd(cwd, sizeof cwd) != NULL)
			/* Whole, so that it means the same in any file. */
			fprintf(f, "%s = \"%s/%s\"", e->name, cwd, c->v[k].s);
		else if (e->type != CONFIG_INT && e->type != CONFIG_BOOL)
			fprintf(f, "%s = \"%s\"", e->name, c->v[k].s);
		else
			fprintf(f, "%s = %s", e->name, c->v[k].s);
		fprintf(f, "\t# from %s\n\n", c->v[k].origin);
	}
}
