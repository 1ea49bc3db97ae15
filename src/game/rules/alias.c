/* alias.c: a player's aliases, and a typed line expanded through them. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "alias.h"
#include "player.h"
#include "text.h"
#include "xmalloc.h"

/* The alias of that name, or NULL; *at is where it is or would go. */
static struct player_alias *
alias_lookup(const struct player_data *pd, const char *name, int *at)
{
	int	lo = 0, hi = pd->naliases, mid, c;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		c = strcasecmp(name, pd->aliases[mid].name);
		if (c == 0) {
			if (at != NULL)
				*at = mid;
			return (&pd->aliases[mid]);
		}
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	if (at != NULL)
		*at = lo;
	return (NULL);
}

/* The alias of that name (any case), or NULL. */
const struct player_alias *
alias_find(const struct player_data *pd, const char *name)
{
	if (pd->naliases == 0)
		return (NULL);
	return (alias_lookup(pd, name, NULL));
}

/* Why name cannot be an alias's (to free), or NULL. */
static char *
alias_name_refused(const char *name)
{
	char	*why;
	size_t	 len = strlen(name);

	if (len == 0 || len > ALIAS_NAME_MAX) {
		xasprintf(&why, "An alias's name is one word of 1 to %d "
		    "characters.", ALIAS_NAME_MAX);
		return (why);
	}
	if (strcasecmp(name, "alias") == 0 || strcasecmp(name, "unalias") == 0) {
		xasprintf(&why, "'%s' cannot be an alias: you would have no "
		    "way to change your aliases.", name);
		return (why);
	}
	if (strchr("'\"!^", name[0]) != NULL || strpbrk(name, " ;$\\") !=
	    NULL) {
		xasprintf(&why, "An alias's name cannot start with ', \", ! or "
		    "^, nor hold a space, ;, $ or \\.");
		return (why);
	}
	return (NULL);
}

/* Add or replace an alias. */
int
alias_set(struct player_data *pd, const char *name, const char *text,
    char **why)
{
	struct player_alias	*a;
	size_t			 len = strlen(text);
	int			 at;

	if ((*why = alias_name_refused(name)) != NULL)
		return (-1);
	if (len == 0 || len > ALIAS_TEXT_MAX || text[strspn(text, " ")] ==
	    '\0') {
		xasprintf(why, "What an alias stands for is 1 to %d "
		    "characters.", ALIAS_TEXT_MAX);
		return (-1);
	}
	if ((a = alias_lookup(pd, name, &at)) != NULL) {
		free(a->text);
		a->text = xstrdup(text);
		return (1);
	}
	if (pd->naliases >= ALIAS_MAX) {
		xasprintf(why, "You have %d aliases, the most one may have; "
		    "'unalias' one first.", ALIAS_MAX);
		return (-1);
	}
	pd->aliases = xreallocarray(pd->aliases, (size_t)pd->naliases + 1,
	    sizeof *pd->aliases);
	memmove(&pd->aliases[at + 1], &pd->aliases[at],
	    (size_t)(pd->naliases - at) * sizeof *pd->aliases);
	pd->aliases[at].name = xstrdup(name);
	pd->aliases[at].text = xstrdup(text);
	pd->naliases++;
	return (0);
}

/* Remove an alias. */
int
alias_remove(struct player_data *pd, const char *name)
{
	struct player_alias	*a;
	int			 at;

	if ((a = alias_lookup(pd, name, &at)) == NULL)
		return (-1);
	free(a->name);
	free(a->text);
	memmove(&pd->aliases[at], &pd->aliases[at + 1],
	    (size_t)(pd->naliases - at - 1) * sizeof *pd->aliases);
	if (--pd->naliases == 0) {
		free(pd->aliases);
		pd->aliases = NULL;
	}
	return (0);
}

/* An expansion under way: the aliases being expanded, outermost first. */
struct alias_ctx {
	const struct player_data	*pd;
	struct alias_cmds		*out;
	size_t				 max_len;
	const char			*stack[ALIAS_DEPTH_MAX];
	int				 depth;
	size_t				 bytes_max;
	char				**why;
};

/* "a -> b -> c", the aliases being expanded and then name. */
static char *
alias_chain(const struct alias_ctx *x, const char *name)
{
	char	*chain = xstrdup(""), *next;
	int	 i;

	for (i = 0; i < x->depth; i++) {
		xasprintf(&next, "%s%s -> ", chain, x->stack[i]);
		free(chain);
		chain = next;
	}
	xasprintf(&next, "%s%s", chain, name);
	free(chain);
	return (next);
}

/*
 * Count work about to be done (steps: parts visited, aliases looked up;
 * bytes copied): -1 and *why if it passes the expansion's budget.
 */
static int
alias_charge(struct alias_ctx *x, size_t steps, size_t bytes)
{
	const char	*name = x->depth > 0 ? x->stack[0] : "That line";

	x->out->steps += steps;
	x->out->bytes += bytes;
	if (x->out->steps > ALIAS_STEPS_MAX) {
		xasprintf(x->why, "'%s' takes more than %d steps to expand; "
		    "nothing was run.", name, ALIAS_STEPS_MAX);
		return (-1);
	}
	if (x->out->bytes > x->bytes_max) {
		xasprintf(x->why, "'%s' copies more than %zu bytes to expand; "
		    "nothing was run.", name, x->bytes_max);
		return (-1);
	}
	return (0);
}

/* Add one command to the expansion, if the cap allows. */
static int
alias_emit(struct alias_ctx *x, const char *line)
{
	if (x->out->n == ALIAS_COMMANDS_MAX) {
		xasprintf(x->why, "'%s' makes more than %d commands; nothing "
		    "was run.", x->stack[0], ALIAS_COMMANDS_MAX);
		return (-1);
	}
	x->out->cmd[x->out->n++] = xstrdup(line);
	return (0);
}

/*
 * One command of an alias's text (from part, len bytes, escapes and all)
 * with the arguments put in: words[0..nwords) for $1.., args for $*.
 * NULL (and *why) if it is longer than max_len.
 */
static char *
alias_subst(struct alias_ctx *x, const char *part, size_t len,
    char *const *words, int nwords, const char *args)
{
	const char	*add;
	char		*out, one[2] = { 0, 0 };
	size_t		 i, n = 0, alen;

	if (alias_charge(x, 0, len) != 0)
		return (NULL);
	out = xmalloc(x->max_len + 1);
	for (i = 0; i < len; i++) {
		add = one;
		one[0] = part[i];
		if (part[i] == '\\' && i + 1 < len &&
		    strchr(";$\\", part[i + 1]) != NULL)
			one[0] = part[++i];
		else if (part[i] == '$' && i + 1 < len && part[i + 1] == '*') {
			add = args;
			i++;
		} else if (part[i] == '$' && i + 1 < len &&
		    part[i + 1] >= '1' && part[i + 1] <= '9') {
			add = part[i + 1] - '1' < nwords ?
			    words[part[i + 1] - '1'] : "";
			i++;
		}
		alen = strlen(add);
		if (n + alen > x->max_len) {
			xasprintf(x->why, "'%s' makes a command longer than %zu "
			    "characters; nothing was run.", x->stack[0],
			    x->max_len);
			free(out);
			return (NULL);
		}
		if (alias_charge(x, 0, alen) != 0) {
			free(out);
			return (NULL);
		}
		memcpy(out + n, add, alen);
		n += alen;
	}
	out[n] = '\0';
	return (out);
}

static int	alias_expand_line(struct alias_ctx *, const char *);

/* Expand alias a, called with the arguments args. */
static int
alias_expand_alias(struct alias_ctx *x, const struct player_alias *a,
    const char *args)
{
	char		*copy, *rest, *words[9], *cmd;
	const char	*p, *start;
	int		 nwords = 0, rc = 0;

	if (alias_charge(x, 0, strlen(args)) != 0)
		return (-1);
	/* The words of the arguments, for $1 to $9. */
	copy = rest = xstrdup(args);
	while (nwords < 9 && *rest != '\0')
		words[nwords++] = text_first_word(&rest);
	x->stack[x->depth++] = a->name;
	for (start = p = a->text; rc == 0; p++) {
		if (*p == '\\' && p[1] != '\0') {
			p++;
			continue;
		}
		if (*p != ';' && *p != '\0')
			continue;
		/* Every part is a step, an empty one too. */
		if (alias_charge(x, 1, 0) != 0) {
			rc = -1;
			break;
		}
		cmd = alias_subst(x, start, (size_t)(p - start), words, nwords,
		    args);
		if (cmd == NULL)
			rc = -1;
		else
			rc = alias_expand_line(x, cmd);
		free(cmd);
		if (*p == '\0')
			break;
		start = p + 1;
	}
	x->depth--;
	free(copy);
	return (rc);
}

/* Expand one command: an alias's, or the command itself. */
static int
alias_expand_line(struct alias_ctx *x, const char *line)
{
	const struct player_alias	*a;
	char				 word[ALIAS_NAME_MAX + 1];
	char				*chain;
	size_t				 len;
	int				 i;

	while (*line == ' ')
		line++;
	if (*line == '\0')
		return (0);
	len = strcspn(line, " ");
	if (len > ALIAS_NAME_MAX || *line == '\'' || *line == '"')
		return (alias_emit(x, line));
	memcpy(word, line, len);
	word[len] = '\0';
	if (alias_charge(x, 1, 0) != 0)
		return (-1);
	a = alias_find(x->pd, word);
	/* An alias's own name in its text is the command of that name. */
	if (a == NULL || (x->depth > 0 &&
	    strcasecmp(x->stack[x->depth - 1], a->name) == 0))
		return (alias_emit(x, line));
	for (i = 0; i < x->depth; i++) {
		if (strcasecmp(x->stack[i], a->name) == 0) {
			chain = alias_chain(x, a->name);
			xasprintf(x->why, "Your aliases loop (%s); nothing was "
			    "run.", chain);
			free(chain);
			return (-1);
		}
	}
	if (x->depth == ALIAS_DEPTH_MAX) {
		chain = alias_chain(x, a->name);
		xasprintf(x->why, "Your aliases nest more than %d deep (%s); "
		    "nothing was run.", ALIAS_DEPTH_MAX, chain);
		free(chain);
		return (-1);
	}
	line += len;
	while (*line == ' ')
		line++;
	return (alias_expand_alias(x, a, line));
}

/* Expand a typed line into the commands to run. */
int
alias_expand(const struct player_data *pd, const char *line, size_t max_len,
    struct alias_cmds *out, char **why)
{
	struct alias_ctx	x = {
		.pd = pd,
		.out = out,
		.max_len = max_len,
		.bytes_max = ALIAS_LINES_WORK * max_len,
		.why = why,
	};

	out->n = 0;
	out->steps = out->bytes = 0;
	if (alias_expand_line(&x, line) != 0) {
		alias_cmds_clear(out);
		return (-1);
	}
	return (0);
}

/* Free the commands of an expansion. */
void
alias_cmds_clear(struct alias_cmds *out)
{
	int	i;

	for (i = 0; i < out->n; i++)
		free(out->cmd[i]);
	out->n = 0;
}
