/*
 * import-dg.c: a DG trigger as Lua scripts. The commands are parsed into
 * blocks (if/elseif/else/end, while/done, switch/case/default/break/done,
 * wait, return, halt, and lines), then written in continuation style: a
 * block's rest after an if, a loop, a switch or a wait is a local
 * function that each way through it calls last (a tail call), so a wait
 * is after(seconds, rest) and every variable (the table C.V) lives on in
 * the closure. DG's return sets the trigger's answer and goes on (as in
 * DG); the answer given before the first wait is the script's (return 0
 * refuses the action; on a command trigger it lets the command run). Each trigger type becomes a script of its own with the
 * same body.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "growbuf.h"
#include "import.h"
#include "import-dg.h"
#include "xmalloc.h"

enum dg_node_type { N_LINE, N_IF, N_WHILE, N_SWITCH, N_WAIT, N_BREAK,
	N_RETURN, N_HALT };

struct dg_block;

struct dg_node {
	enum dg_node_type	 type;
	int			 line;
	char			*lua;	/* a line; the wait's seconds; the
					   return's value; the switch's value */
	char			**conds;	/* if, while: NULL for else;
						   switch: case values, NULL
						   for default */
	struct dg_block		*blocks;
	size_t			 n;
};

struct dg_block {
	struct dg_node	*v;
	size_t		 n;
};

struct dg_parse {
	char		**lines;	/* trimmed */
	size_t		  n, i;
	int		  attach;
	struct dg_result *res;
	int		  k;		/* names made */
	int		  loops;	/* whiles and switches open */
};

static void
dg_left(struct dg_parse *, int, const char *, ...)
    __attribute__((format(printf, 3, 4)));

static void
dg_left(struct dg_parse *p, int line, const char *fmt, ...)
{
	struct dg_result	*r = p->res;
	va_list			 ap;

	r->left = xreallocarray(r->left, r->nleft + 1, sizeof *r->left);
	r->left[r->nleft].line = line;
	va_start(ap, fmt);
	xvasprintf(&r->left[r->nleft].what, fmt, ap);
	va_end(ap);
	r->nleft++;
}

static struct dg_node *
dg_add(struct dg_block *b, enum dg_node_type t, int line)
{
	struct dg_node	*nd;

	b->v = xreallocarray(b->v, b->n + 1, sizeof *b->v);
	nd = &b->v[b->n++];
	memset(nd, 0, sizeof *nd);
	nd->type = t;
	nd->line = line;
	return (nd);
}

static struct dg_block *
dg_arm(struct dg_node *nd, char *cond)
{
	nd->conds = xreallocarray(nd->conds, nd->n + 1, sizeof *nd->conds);
	nd->blocks = xreallocarray(nd->blocks, nd->n + 1, sizeof *nd->blocks);
	nd->conds[nd->n] = cond;
	memset(&nd->blocks[nd->n], 0, sizeof nd->blocks[nd->n]);
	return (&nd->blocks[nd->n++]);
}

static char *
dg_expr_str(const char *s)
{
	struct growbuf	b = { 0 };

	dg_expr(&b, s, strlen(s));
	return (growbuf_take(&b, NULL));
}

static char *
dg_text_str(const char *s)
{
	struct growbuf	b = { 0 };
	size_t		n = strlen(s);

	while (n > 0 && isspace((unsigned char)s[n - 1]))
		n--;
	dg_text(&b, s, n);
	return (growbuf_take(&b, NULL));
}

/* Does line start with the word w (then a blank or its end)? */
static const char *
dg_is(const char *line, const char *w)
{
	size_t	n = strlen(w);

	if (strncasecmp(line, w, n) != 0 || (line[n] != '\0' &&
	    !isspace((unsigned char)line[n])))
		return (NULL);
	line += n;
	while (isspace((unsigned char)*line))
		line++;
	return (line);
}

/* Stops of a block: which words end it. */
#define STOP_END	0x1	/* end, else, elseif */
#define STOP_DONE	0x2	/* done */
#define STOP_CASE	0x4	/* case, default, done */

static void	dg_parse_block(struct dg_parse *, struct dg_block *, int stop);
static void	dg_block_free(struct dg_block *);

static void
dg_parse_if(struct dg_parse *p, struct dg_block *b, const char *cond,
    int line)
{
	struct dg_node	*nd = dg_add(b, N_IF, line);
	const char	*l, *c;

	dg_parse_block(p, dg_arm(nd, dg_expr_str(cond)), STOP_END);
	while (p->i < p->n) {
		l = p->lines[p->i];
		if ((c = dg_is(l, "elseif")) != NULL) {
			p->i++;
			dg_parse_block(p, dg_arm(nd, dg_expr_str(c)),
			    STOP_END);
		} else if ((c = dg_is(l, "else")) != NULL) {
			p->i++;
			if (dg_is(c, "if") != NULL) {
				/*
				 * DG reads "else if x" as "else" (its test is
				 * never made), and the arms after it never run.
				 */
				dg_parse_block(p, dg_arm(nd, NULL), STOP_END);
				while (p->i < p->n && (dg_is(p->lines[p->i],
				    "elseif") != NULL || dg_is(p->lines[p->i],
				    "else") != NULL)) {
					struct dg_block	dead = { 0 };

					dg_left(p, (int)p->i + 1, "'%s' after "
					    "'else if' (DG's 'else': never runs)",
					    p->lines[p->i]);
					p->i++;
					dg_parse_block(p, &dead, STOP_END);
					dg_block_free(&dead);
				}
				if (p->i < p->n && dg_is(p->lines[p->i], "end"))
					p->i++;
				break;
			} else {
				dg_parse_block(p, dg_arm(nd, NULL), STOP_END);
				/* Nothing after else but its end. */
				if (p->i < p->n && dg_is(p->lines[p->i], "end"))
					p->i++;
				break;
			}
		} else {
			if (dg_is(l, "end") != NULL)
				p->i++;
			break;
		}
	}
}

static void
dg_parse_switch(struct dg_parse *p, struct dg_block *b, const char *val,
    int line)
{
	struct dg_node	*nd = dg_add(b, N_SWITCH, line);
	struct dg_block	 pre = { 0 };
	const char	*l, *c;

	nd->lua = dg_expr_str(val);
	p->loops++;
	/* Lines before the first case never run in DG. */
	dg_parse_block(p, &pre, STOP_CASE);
	dg_block_free(&pre);
	while (p->i < p->n) {
		l = p->lines[p->i];
		if ((c = dg_is(l, "case")) != NULL) {
			p->i++;
			dg_parse_block(p, dg_arm(nd, dg_expr_str(c)),
			    STOP_CASE);
		} else if (dg_is(l, "default") != NULL) {
			p->i++;
			dg_parse_block(p, dg_arm(nd, NULL), STOP_CASE);
		} else {
			if (dg_is(l, "done") != NULL || dg_is(l, "end") != NULL)
				p->i++;
			break;
		}
	}
	p->loops--;
}

static void
dg_parse_block(struct dg_parse *p, struct dg_block *b, int stop)
{
	struct dg_node	*nd;
	struct growbuf	 g = { 0 };
	const char	*l, *c;
	char		*why;
	int		 line;

	while (p->i < p->n) {
		l = p->lines[p->i];
		line = (int)p->i + 1;
		if (*l == '\0' || *l == '*') {
			p->i++;
			continue;
		}
		if ((stop & STOP_END) && (dg_is(l, "end") != NULL ||
		    dg_is(l, "else") != NULL || dg_is(l, "elseif") != NULL))
			break;
		/*
		 * DG's 'done' ends the while or switch it belongs to even
		 * when an 'if' inside is left without its 'end': the 'if'
		 * ends there too (when its test is false DG looks on for an
		 * 'end' instead: approximated).
		 */
		if ((stop & STOP_END) && p->loops > 0 &&
		    dg_is(l, "done") != NULL) {
			dg_left(p, line, "an 'if' without its 'end', closed by "
			    "'done'");
			break;
		}
		if ((stop & (STOP_DONE | STOP_CASE)) && dg_is(l, "done") != NULL)
			break;
		if ((stop & STOP_CASE) && (dg_is(l, "case") != NULL ||
		    dg_is(l, "default") != NULL))
			break;
		p->i++;
		if ((c = dg_is(l, "if")) != NULL)
			dg_parse_if(p, b, c, line);
		else if ((c = dg_is(l, "while")) != NULL) {
			nd = dg_add(b, N_WHILE, line);
			p->loops++;
			dg_parse_block(p, dg_arm(nd, dg_expr_str(c)),
			    STOP_DONE);
			p->loops--;
			if (p->i < p->n && dg_is(p->lines[p->i], "done"))
				p->i++;
		} else if ((c = dg_is(l, "switch")) != NULL)
			dg_parse_switch(p, b, c, line);
		else if ((c = dg_is(l, "wait")) != NULL) {
			nd = dg_add(b, N_WAIT, line);
			why = dg_text_str(c[0] != '\0' ? c : "1");
			xasprintf(&nd->lua, "D.wait_arg(%s)", why);
			free(why);
		} else if (dg_is(l, "break") != NULL)
			dg_add(b, N_BREAK, line);
		else if (dg_is(l, "halt") != NULL)
			dg_add(b, N_HALT, line);
		else if ((c = dg_is(l, "return")) != NULL) {
			nd = dg_add(b, N_RETURN, line);
			nd->lua = dg_text_str(*c != '\0' ? c : "1");
		} else if (dg_is(l, "end") != NULL || dg_is(l, "done") != NULL
		    || dg_is(l, "else") != NULL || dg_is(l, "elseif") != NULL
		    || dg_is(l, "case") != NULL || dg_is(l, "default") != NULL)
			dg_left(p, line, "'%s' out of place (ignored)", l);
		else {
			g.len = 0;
			if (dg_stmt(&g, p->attach, l, &why) == 0) {
				nd = dg_add(b, N_LINE, line);
				nd->lua = xstrdup(g.len > 0 ? g.data : "");
			} else {
				dg_left(p, line, "%s", why);
				free(why);
			}
		}
	}
	growbuf_free(&g);
}

static void
dg_block_free(struct dg_block *b)
{
	size_t	i, j;

	for (i = 0; i < b->n; i++) {
		free(b->v[i].lua);
		for (j = 0; j < b->v[i].n; j++) {
			free(b->v[i].conds[j]);
			dg_block_free(&b->v[i].blocks[j]);
		}
		free(b->v[i].conds);
		free(b->v[i].blocks);
	}
	free(b->v);
}

/* Calling continuation k (NULL or "": the script's end). */
static void
dg_call(struct dg_parse *p, struct growbuf *o, const char *k)
{
	(void)p;
	if (k != NULL && *k != '\0')
		growbuf_printf(o, "do return %s() end\n", k);
	else
		growbuf_puts(o, "do return D.fin(C) end\n");
}

static void	dg_emit(struct dg_parse *, struct growbuf *, struct dg_block *,
		    const char *, const char *);

/*
 * The simple nodes of b from i up to end; 1 if one of them ended the
 * way (a break or a halt).
 */
static int
dg_emit_lines(struct dg_parse *p, struct growbuf *o, struct dg_block *b,
    size_t i, size_t end, const char *brk)
{
	struct dg_node	*nd;

	for (; i < end; i++) {
		nd = &b->v[i];
		switch (nd->type) {
		case N_LINE:
			growbuf_printf(o, "%s\n", nd->lua);
			break;
		case N_BREAK:
			if (brk != NULL) {
				dg_call(p, o, brk);
				return (1);
			}
			break;
		case N_HALT:
			growbuf_puts(o, "do return D.fin(C) end\n");
			return (1);
		case N_RETURN:
			/* DG's return sets the answer and goes on. */
			growbuf_printf(o, "C.rv = %s\n", nd->lua);
			break;
		default:
			break;
		}
	}
	return (0);
}

/* A compound node, then continuation k; a break calls brk. */
static void
dg_emit_node(struct dg_parse *p, struct growbuf *o, struct dg_node *nd,
    const char *k, const char *brk)
{
	char	 fn[32], kn[32];
	size_t	 j;
	int	 c, first;

	switch (nd->type) {
	case N_WAIT:
		growbuf_printf(o, "D.wait(C,%s,%s)\n", nd->lua, k != NULL &&
		    *k != '\0' ? k : "function() end");
		growbuf_puts(o, "do return D.fin(C) end\n");
		return;
	case N_IF:
		for (j = 0; j < nd->n; j++) {
			if (nd->conds[j] != NULL)
				growbuf_printf(o, "%s D.t(%s) then\n", j == 0 ?
				    "if" : "elseif", nd->conds[j]);
			else
				growbuf_puts(o, "else\n");
			dg_emit(p, o, &nd->blocks[j], k, brk);
		}
		growbuf_puts(o, "end\n");
		dg_call(p, o, k);
		return;
	case N_WHILE:
		snprintf(fn, sizeof fn, "K[%d]", ++p->k);
		growbuf_printf(o, "%s = function()\nif not D.t(%s) then ", fn,
		    nd->conds[0]);
		dg_call(p, o, k);
		growbuf_puts(o, "end\n");
		dg_emit(p, o, &nd->blocks[0], fn, k != NULL ? k : "");
		growbuf_printf(o, "end\ndo return %s() end\n", fn);
		return;
	case N_SWITCH:
		c = ++p->k;
		first = p->k + 1;
		p->k += (int)nd->n;
		growbuf_printf(o, "K[%d] = %s\n", c, nd->lua);
		/* Each case falls into the next; a break leaves. */
		for (j = nd->n; j-- > 0; ) {
			snprintf(kn, sizeof kn, "K[%d]", first + (int)j + 1);
			growbuf_printf(o, "K[%d] = function()\n", first + (int)j);
			dg_emit(p, o, &nd->blocks[j], j + 1 < nd->n ? kn : k,
			    k != NULL ? k : "");
			growbuf_puts(o, "end\n");
		}
		for (j = 0; j < nd->n; j++) {
			if (nd->conds[j] == NULL) {
				growbuf_printf(o, "do return K[%d]() end\n",
				    first + (int)j);
				return;
			}
			growbuf_printf(o, "if D.op(\"==\",K[%d],%s) == \"1\" "
			    "then return K[%d]() end\n", c, nd->conds[j],
			    first + (int)j);
		}
		dg_call(p, o, k);
		return;
	default:
		dg_call(p, o, k);
		return;
	}
}

/*
 * Block b, then continuation k (NULL or "": the script's end); a break
 * calls brk. What follows each if, loop, switch or wait is a function
 * of its own, K[n], all made first at the same depth, so that a long
 * script does not nest deeper than its blocks do.
 */
static void
dg_emit(struct dg_parse *p, struct growbuf *o, struct dg_block *b,
    const char *k, const char *brk)
{
	size_t	*js = NULL, nj = 0, x, i, end;
	int	*id;
	char	 kn[32];

	for (i = 0; i < b->n; i++) {
		if (b->v[i].type == N_WAIT || b->v[i].type == N_IF ||
		    b->v[i].type == N_WHILE || b->v[i].type == N_SWITCH) {
			js = xreallocarray(js, nj + 1, sizeof *js);
			js[nj++] = i;
		}
	}
	id = xcalloc(nj + 1, sizeof *id);
	for (x = 0; x < nj; x++)
		id[x] = ++p->k;
	for (x = nj; x-- > 0; ) {
		growbuf_printf(o, "K[%d] = function()\n", id[x]);
		end = x + 1 < nj ? js[x + 1] : b->n;
		if (!dg_emit_lines(p, o, b, js[x] + 1, end, brk)) {
			if (x + 1 < nj) {
				snprintf(kn, sizeof kn, "K[%d]", id[x + 1]);
				dg_emit_node(p, o, &b->v[js[x + 1]], kn, brk);
			} else
				dg_call(p, o, k);
		}
		growbuf_puts(o, "end\n");
	}
	if (!dg_emit_lines(p, o, b, 0, nj > 0 ? js[0] : b->n, brk)) {
		if (nj > 0) {
			snprintf(kn, sizeof kn, "K[%d]", id[0]);
			dg_emit_node(p, o, &b->v[js[0]], kn, brk);
		} else
			dg_call(p, o, k);
	}
	free(id);
	free(js);
}

/* What each DG trigger type (bit a, b, ...) is here, by attach type. */
struct dg_type {
	int	trigger;	/* -1: none; -2: nothing needed (global) */
	int	how;		/* what the numeric argument is */
};
enum { A_NONE, A_PERCENT, A_CHANCE, A_HOUR, A_GOLD, A_WORDS, A_COMMAND,
	A_TIMER };

#define NO	{ -1, A_NONE }
static const struct dg_type dg_types[3][20] = {
	{	/* mobiles */
		{ -2, A_NONE }, { TRIG_RANDOM, A_PERCENT },
		{ TRIG_COMMAND, A_COMMAND }, { TRIG_SPEECH, A_WORDS },
		{ TRIG_ACT, A_WORDS }, { TRIG_DEATH, A_CHANCE },
		{ TRIG_ENTER, A_CHANCE }, { TRIG_ENTER_ALL, A_CHANCE },
		{ TRIG_ENTRY, A_CHANCE }, { TRIG_RECEIVE, A_CHANCE },
		{ TRIG_FIGHT, A_PERCENT }, { TRIG_HEALTH, A_PERCENT },
		{ TRIG_BRIBE, A_GOLD }, { TRIG_LOAD, A_CHANCE },
		{ TRIG_MEMORY, A_CHANCE }, { TRIG_CAST, A_CHANCE },
		{ TRIG_LEAVE, A_CHANCE }, { TRIG_DOOR, A_CHANCE }, NO,
		{ TRIG_HOUR, A_HOUR },
	}, {	/* objects */
		{ -2, A_NONE }, { TRIG_RANDOM, A_PERCENT },
		{ TRIG_COMMAND, A_COMMAND }, NO, NO, { TRIG_LOAD, A_TIMER },
		{ TRIG_GET, A_CHANCE }, { TRIG_DROP, A_CHANCE },
		{ TRIG_GIVE, A_CHANCE }, { TRIG_WEAR, A_CHANCE }, NO,
		{ TRIG_REMOVE, A_CHANCE }, NO, { TRIG_LOAD, A_CHANCE }, NO,
		{ TRIG_CAST, A_CHANCE }, NO /* leave */, NO,
		{ TRIG_CONSUME, A_CHANCE }, { TRIG_HOUR, A_HOUR },
	}, {	/* rooms */
		{ -2, A_NONE }, { TRIG_RANDOM, A_PERCENT },
		{ TRIG_COMMAND, A_COMMAND }, { TRIG_SPEECH, A_WORDS }, NO,
		{ TRIG_RESET, A_CHANCE }, { TRIG_ENTER, A_CHANCE },
		{ TRIG_DROP, A_CHANCE }, NO, NO, NO, NO, NO, NO, NO,
		{ TRIG_CAST, A_CHANCE }, { TRIG_LEAVE, A_CHANCE },
		{ TRIG_DOOR, A_CHANCE }, { TRIG_LOGIN, A_CHANCE },
		{ TRIG_HOUR, A_HOUR },
	},
};
#undef NO

static const char *const dg_type_names[3][20] = {
	{ "global", "random", "command", "speech", "act", "death", "greet",
	  "greet-all", "entry", "receive", "fight", "hitprcnt", "bribe",
	  "load", "memory", "cast", "leave", "door", "unused", "time" },
	{ "global", "random", "command", "unused", "unused", "timer", "get",
	  "drop", "give", "wear", "unused", "remove", "unused", "load",
	  "unused", "cast", "leave", "unused", "consume", "time" },
	{ "global", "random", "command", "speech", "unused", "reset",
	  "enter", "drop", "unused", "unused", "unused", "unused", "unused",
	  "unused", "unused", "cast", "leave", "door", "login", "time" },
};

static long
dg_clamp(long v, long lo, long hi)
{
	return (v < lo ? lo : v > hi ? hi : v);
}

/* The trigger types as bits: letters, or a number. */
static unsigned long
dg_type_bits(const char *types)
{
	unsigned long	 bits = 0;
	char		*end;

	if (isdigit((unsigned char)*types))
		return (strtoul(types, &end, 10));
	for (; *types != '\0'; types++) {
		if (*types >= 'a' && *types <= 'z')
			bits |= 1UL << (*types - 'a');
		else if (*types >= 'A' && *types <= 'Z')
			bits |= 1UL << (26 + *types - 'A');
	}
	return (bits);
}

/* The words of arg, lower case, one blank between, at most max bytes. */
static char *
dg_args(const char *arg, size_t max)
{
	char	*s = xmalloc(strlen(arg) + 1), *q = s;

	for (; *arg != '\0'; arg++) {
		if (isspace((unsigned char)*arg)) {
			if (q > s && q[-1] != ' ')
				*q++ = ' ';
		} else if ((unsigned char)*arg >= 0x20)
			*q++ = (char)tolower((unsigned char)*arg);
	}
	while (q > s && q[-1] == ' ')
		q--;
	*q = '\0';
	if (strlen(s) > max) {
		q = s + max;
		while (q > s && *q != ' ')
			q--;
		*q = '\0';
	}
	return (s);
}

/*
 * The command a command trigger's script tests for, when it tests one:
 * "%cmd.mudcommand% == enter" or "squeeze /= %cmd%" (DG fires on any
 * command the argument abbreviates, "en", and the script tells them
 * apart); NULL if none or several.
 */
static char *
dg_cmd_word(const char *body)
{
	const char	*p, *q, *pats[] = { "%cmd.mudcommand% ==", "%cmd% ==" };
	char		*found = NULL, w[64];
	size_t		 i, n;

	for (i = 0; i < 2; i++) {
		for (p = body; (p = strcasestr(p, pats[i])) != NULL; ) {
			p += strlen(pats[i]);
			while (*p == ' ')
				p++;
			for (n = 0; isalpha((unsigned char)p[n]) && n + 1 <
			    sizeof w; n++)
				w[n] = (char)tolower((unsigned char)p[n]);
			w[n] = '\0';
			if (n == 0)
				continue;
			if (found != NULL && strcmp(found, w) != 0) {
				free(found);
				return (NULL);
			}
			if (found == NULL)
				found = xstrdup(w);
		}
	}
	for (p = body; found == NULL && (p = strcasestr(p, "/= %cmd%")) !=
	    NULL; p++) {
		for (q = p; q > body && q[-1] == ' '; q--)
			;
		for (n = 0; q - n > body && isalpha((unsigned char)q[-1 -
		    (long)n]); n++)
			;
		if (n > 0 && n < sizeof w) {
			memcpy(w, q - n, n);
			w[n] = '\0';
			for (i = 0; i < n; i++)
				w[i] = (char)tolower((unsigned char)w[i]);
			found = xstrdup(w);
		}
	}
	return (found);
}

int
dg_translate(int attach, const char *types, long narg, const char *arg,
    const char *body, struct dg_result *res)
{
	struct dg_parse		 p;
	struct dg_block		 top = { 0 };
	struct growbuf		 code = { 0 }, head = { 0 };
	const struct dg_type	*ty;
	struct dg_script	*sc;
	unsigned long		 bits;
	char			*copy, *line, *next, *words, *s, *cw = NULL;
	const char		*tname;
	int			 b;

	memset(res, 0, sizeof *res);
	if (attach < 0 || attach > 2)
		return (-1);
	memset(&p, 0, sizeof p);
	p.attach = attach;
	p.res = res;
	/* The lines, trimmed. */
	copy = xstrdup(body);
	for (line = copy; line != NULL && *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		while (isspace((unsigned char)*line))
			line++;
		s = line + strlen(line);
		while (s > line && isspace((unsigned char)s[-1]))
			*--s = '\0';
		p.lines = xreallocarray(p.lines, p.n + 1, sizeof *p.lines);
		p.lines[p.n++] = line;
	}
	dg_parse_block(&p, &top, 0);
	bits = dg_type_bits(types);
	words = dg_args(arg != NULL ? arg : "", SCRIPT_ARGS_MAX);
	for (b = 0; b < 20; b++) {
		if ((bits & (1UL << b)) == 0)
			continue;
		ty = &dg_types[attach][b];
		tname = dg_type_names[attach][b];
		if (ty->trigger == -2)
			continue;
		if (ty->trigger == -1) {
			dg_left(&p, 0, "the trigger type '%s' (none here)",
			    tname);
			continue;
		}
		if (res->ns == DG_TYPES_MAX)
			break;
		sc = &res->s[res->ns];
		memset(sc, 0, sizeof *sc);
		sc->trigger = ty->trigger;
		head.len = 0;
		growbuf_printf(&head, "%s\nlocal D = DG %slocal C = D.new(self, "
		    "ch, obj, text, ", dg_lib, ty->how == A_TIMER ? "local "
		    "function dgrun(self, ch, obj, text) " : "");
		import_lua_string(&head, ty->trigger == TRIG_COMMAND ? "command" :
		    tname, strlen(ty->trigger == TRIG_COMMAND ? "command" :
		    tname));
		growbuf_addc(&head, ',');
		cw = ty->how == A_COMMAND ? dg_cmd_word(body) : NULL;
		if (cw != NULL)
			import_lua_string(&head, cw, strlen(cw));
		else
			import_lua_string(&head, words, strcspn(words, " "));
		growbuf_puts(&head, ") local K = {}");
		switch (ty->how) {
		case A_PERCENT:
			xasprintf(&sc->args, "%ld", dg_clamp(narg, 1,
			    ty->trigger == TRIG_HEALTH ? 99 : 100));
			break;
		case A_GOLD:
			xasprintf(&sc->args, "%ld", dg_clamp(narg, 1,
			    1000000000));
			break;
		case A_HOUR:
			if (narg >= 0 && narg <= 23)
				xasprintf(&sc->args, "%ld", narg);
			break;
		case A_CHANCE:
			if (narg < 100)
				growbuf_printf(&head, " if not chance(%ld) then "
				    "return end", dg_clamp(narg, 0, 100));
			break;
		case A_COMMAND:
			if (*words == '\0' || strcmp(words, "*") == 0) {
				/* Any command: the script has the line. */
				sc->args = xstrdup("*");
				growbuf_puts(&head, " C.word, C.text = "
				    "D.first(text)");
				break;
			}
			if (cw != NULL && strncmp(cw, words, strcspn(words,
			    " ")) == 0) {
				/* "en" and a test for enter: enter. */
				sc->args = cw;
				cw = NULL;
			} else
				sc->args = xstrndup(words, strcspn(words, " "));
			break;
		case A_WORDS:
			if (*words == '\0' || strcmp(words, "*") == 0)
				sc->args = xstrdup("*");
			else if (narg != 0) {
				/* DG's word mode: any of the words. */
				sc->args = xstrdup("*");
				growbuf_puts(&head, " if not D.speech(text, ");
				import_lua_string(&head, words, strlen(words));
				growbuf_puts(&head, ") then return end");
			} else {
				/* The phrase, as whole words (DG's
				   is_substring). */
				sc->args = xstrdup(words);
				growbuf_puts(&head, " if not D.phrase(text, ");
				import_lua_string(&head, words, strlen(words));
				growbuf_puts(&head, ") then return end");
			}
			break;
		}
		free(cw);
		cw = NULL;
		p.k = 0;
		code.len = 0;
		growbuf_puts(&code, head.data);
		growbuf_addc(&code, '\n');
		dg_emit(&p, &code, &top, NULL, NULL);
		if (ty->how == A_TIMER)
			growbuf_puts(&code, "end\nD.timer_start(self, dgrun)\n");
		sc->lua = xstrdup(code.data);
		res->ns++;
	}
	free(words);
	dg_block_free(&top);
	growbuf_free(&code);
	growbuf_free(&head);
	free(p.lines);
	free(copy);
	return (res->ns > 0 ? 0 : -1);
}

void
dg_result_free(struct dg_result *res)
{
	size_t	i;

	for (i = 0; i < res->ns; i++) {
		free(res->s[i].args);
		free(res->s[i].lua);
	}
	for (i = 0; i < res->nleft; i++)
		free(res->left[i].what);
	free(res->left);
	memset(res, 0, sizeof *res);
}
