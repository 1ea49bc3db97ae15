/*
 * script-var.c: the variables scripts keep on a character, an object or a
 * room, held as text by the thing itself: one "name=Tvalue" line each, T
 * the type (s string, n number, b boolean). A player's are saved with it
 * (the players.script_vars column). Names are [a-z0-9_], values have no
 * control characters, and a thing holds SCRIPT_VARS_MAX at most, so the
 * text stays small and safe to save and to show.
 */
#include <stdlib.h>
#include <string.h>

#include "script-int.h"
#include "xmalloc.h"

/* Is name a variable's name: 1 to SCRIPT_VAR_NAME_MAX of [a-z0-9_]? */
int
script_var_name_ok(const char *name)
{
	size_t	i;

	for (i = 0; name[i] != '\0'; i++) {
		if (i == SCRIPT_VAR_NAME_MAX || !((name[i] >= 'a' &&
		    name[i] <= 'z') || (name[i] >= '0' && name[i] <= '9') ||
		    name[i] == '_'))
			return (0);
	}
	return (i > 0);
}

/* The line of name in vars and its length, or NULL. */
static const char *
script_var_find(const char *vars, const char *name, size_t *len)
{
	const char	*p, *nl;
	size_t		 n = strlen(name);

	for (p = vars; p != NULL && *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p) - 1;
		if (strncmp(p, name, n) == 0 && p[n] == '=') {
			*len = (size_t)(nl - p) + 1;
			return (p);
		}
	}
	return (NULL);
}

/* Read a variable: 0 with its type and value, -1 if it is not set. */
int
script_var_get(const char *vars, const char *name, char *type, char *value,
    size_t size)
{
	const char	*p;
	size_t		 len, n = strlen(name), vlen;

	if ((p = script_var_find(vars, name, &len)) == NULL || len < n + 2)
		return (-1);
	*type = p[n + 1];
	vlen = len - n - 2;
	if (vlen > 0 && p[n + 2 + vlen - 1] == '\n')
		vlen--;
	if (vlen >= size)
		vlen = size - 1;
	memcpy(value, p + n + 2, vlen);
	value[vlen] = '\0';
	return (0);
}

/*
 * Set a variable (type 0: remove it); 0, or -1 with *cause when the name,
 * the value or the number of variables is out of bounds.
 */
int
script_var_set(char **vars, const char *name, char type, const char *value,
    char **cause)
{
	const char	*p, *s;
	char		*out;
	size_t		 len = 0, count = 0, have;

	if (!script_var_name_ok(name)) {
		*cause = "a variable's name is 1 to 32 of a-z, 0-9 and _";
		return (-1);
	}
	if (type != 0 && strlen(value) > SCRIPT_VAR_VALUE_MAX) {
		*cause = "a variable's value is 256 bytes at most";
		return (-1);
	}
	for (s = value; type != 0 && *s != '\0'; s++) {
		if ((unsigned char)*s < 0x20 || *s == 0x7f) {
			*cause = "a variable's value may not hold control "
			    "characters";
			return (-1);
		}
	}
	for (s = *vars; s != NULL && *s != '\0'; s++)
		count += *s == '\n';
	p = script_var_find(*vars, name, &len);
	if (p == NULL && type != 0 && count >= SCRIPT_VARS_MAX) {
		*cause = "a thing holds 32 variables at most";
		return (-1);
	}
	have = *vars != NULL ? strlen(*vars) : 0;
	out = xmalloc(have + strlen(name) + strlen(value) + 4);
	if (p != NULL) {
		memcpy(out, *vars, (size_t)(p - *vars));
		memcpy(out + (p - *vars), p + len, have - (size_t)(p - *vars) -
		    len + 1);
	} else if (*vars != NULL)
		memcpy(out, *vars, have + 1);
	else
		out[0] = '\0';
	if (type != 0) {
		size_t	o = strlen(out);

		out[o] = '\0';
		strcat(out, name);
		o += strlen(name);
		out[o++] = '=';
		out[o++] = type;
		out[o] = '\0';
		strcat(out, value);
		strcat(out, "\n");
	}
	free(*vars);
	*vars = out;
	return (0);
}
