/*
 * import-rom-prog.c: ROM 2.4 MOBprograms (#MOBPROGS, 'M' lines) as Lua
 * scripts of their mobiles. Each 'M <trigger> <vnum> <phrase>~' line
 * becomes one script on the trigger here that fires when ROM's does
 * (area/SCRIPTING.md), holding the program as a Lua function and every
 * program it calls ('mob call'), or that its 'mob delay' wakes; if/or/
 * and/else/endif become Lua's if, each if-check an expression on the API
 * (import-rom-prog-check.c), each command a call (import-rom-prog-cmd.c).
 * What cannot be done here is noted with its file:line and the construct
 * and the rest carried (docs/import.md, "Mobprogs").
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "import.h"
#include "import-rom-prog.h"
#include "xmalloc.h"

/* The first construct that cannot be carried, with where it is. */
void
rom_prog_bad(struct rom_prog_tr *mp, const char *fmt, ...)
{
	va_list	ap;
	char	buf[200];

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (mp->bad++ == 0)
		snprintf(mp->why, sizeof mp->why, "%s:%d: %s", mp->file,
		    mp->line, buf);
	else if (mp->nmore < MP_MORE_MAX)
		xasprintf(&mp->more[mp->nmore++], "%s:%d: %s", mp->file,
		    mp->line, buf);
}

/* The first construct carried as the nearest thing, with where it is. */
void
rom_prog_near(struct rom_prog_tr *mp, const char *fmt, ...)
{
	va_list	ap;
	char	buf[200];

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (mp->approx++ == 0)
		snprintf(mp->near, sizeof mp->near, "%s:%d: %s", mp->file,
		    mp->line, buf);
	else if (mp->nnearer < MP_MORE_MAX)
		xasprintf(&mp->nearer[mp->nnearer++], "%s:%d: %s", mp->file,
		    mp->line, buf);
}

static struct rom_prog *
mp_find(struct rom *rom, int vnum)
{
	size_t	i;

	for (i = 0; i < rom->nprogs; i++) {
		if (rom->progs[i].vnum == vnum)
			return (&rom->progs[i]);
	}
	return (NULL);
}

/* Have program vnum written in this script; -1 if there is none. */
int
rom_prog_want(struct rom_prog_tr *mp, int vnum)
{
	int	i;

	if (mp_find(mp->rom, vnum) == NULL)
		return (-1);
	for (i = 0; i < mp->nprogs; i++) {
		if (mp->progs[i] == vnum)
			return (0);
	}
	if (mp->nprogs >= MP_PROGS_MAX) {
		rom_prog_bad(mp, "more than %d programs called", MP_PROGS_MAX);
		return (-1);
	}
	mp->progs[mp->nprogs++] = vnum;
	return (0);
}

/* A program's lines, cleaned, with their numbers in the file. */
struct mp_lines {
	char	**text;
	int	 *line;
	size_t	  n;
};

static void
mp_lines(struct mp_lines *l, const struct rom_prog *pr)
{
	const char	*p = pr->code, *e;
	char		*raw, *s;
	int		 n = 0;

	memset(l, 0, sizeof *l);
	while (*p != '\0') {
		e = p + strcspn(p, "\n");
		raw = xstrndup(p, (size_t)(e - p));
		p = *e == '\n' ? e + 1 : e;
		n++;
		s = rom_text_block(raw);
		free(raw);
		if (s == NULL)
			continue;
		/* One line: no newline, no blanks before. */
		s[strcspn(s, "\n")] = '\0';
		memmove(s, s + strspn(s, " \t"), strlen(s + strspn(s, " \t")) +
		    1);
		if (*s == '\0') {
			free(s);
			continue;
		}
		l->text = xgrow_count(l->text, l->n, sizeof *l->text);
		l->line = xgrow_count(l->line, l->n, sizeof *l->line);
		l->text[l->n] = s;
		l->line[l->n++] = pr->line + n;
	}
}

static void
mp_lines_free(struct mp_lines *l)
{
	size_t	i;

	for (i = 0; i < l->n; i++)
		free(l->text[i]);
	free(l->text);
	free(l->line);
}

/* Blanks before a line at that depth (ROM nests 12 deep at most). */
static int
mp_indent(int depth)
{
	return (2 * (depth < MP_NEST_MAX ? depth : MP_NEST_MAX));
}

/* For each 'if' line, the elses of its block (one pass, a stack). */
static int *
mp_elses(struct mp_lines *l)
{
	char	 w[ROM_WORD_MAX];
	int	*n = xcalloc(l->n + 1, sizeof *n);
	size_t	*stack = xcalloc(l->n + 1, sizeof *stack), top = 0, i;

	for (i = 0; i < l->n; i++) {
		rom_prog_check_word(l->text[i], w, sizeof w);
		if (strcmp(w, "if") == 0)
			stack[top++] = i;
		else if (strcmp(w, "endif") == 0 && top > 0)
			top--;
		else if (strcmp(w, "else") == 0 && top > 0)
			n[stack[top - 1]]++;
	}
	free(stack);
	return (n);
}

/* A program's code as the body of its Lua function. */
static void
mp_body(struct rom_prog_tr *mp, struct growbuf *b, struct rom_prog *pr)
{
	struct mp_lines	 l;
	struct growbuf	 cond = { 0 }, more = { 0 };
	const char	*rest;
	char		 w[ROM_WORD_MAX], ind[64];
	size_t		 i, j;
	int		 depth = 0, *multi, *elses, *nelse;

	mp->file = pr->file;
	mp_lines(&l, pr);
	multi = xcalloc(l.n + 1, sizeof *multi);
	elses = xcalloc(l.n + 1, sizeof *elses);
	nelse = mp_elses(&l);
	for (i = 0; i < l.n; i++) {
		mp->line = l.line[i];
		if (b->len > MP_SOURCE_MAX)
			break;		/* too big: the script is refused */
		snprintf(ind, sizeof ind, "%*s", mp_indent(depth + 1), "");
		rest = rom_prog_check_word(l.text[i], w, sizeof w);
		if (l.text[i][0] == '*') {
			growbuf_printf(b, "%s-- %s\n", ind, l.text[i] + 1);
		} else if (strcmp(w, "if") == 0) {
			if (depth + 1 >= MP_NEST_MAX)
				rom_prog_bad(mp, "ifs nested deeper than ROM's %d",
				    MP_NEST_MAX);
			cond.len = 0;
			rom_prog_check(mp, &cond, rest);
			/* or/and lines that follow, left to right as ROM. */
			for (j = i + 1; j < l.n; j++) {
				if (l.text[j][0] == '*')
					continue;
				rest = rom_prog_check_word(l.text[j], w, sizeof w);
				if (strcmp(w, "or") != 0 && strcmp(w, "and") != 0)
					break;
				mp->line = l.line[j];
				more.len = 0;
				growbuf_printf(&more, "(%.*s %s ", (int)cond.len,
				    cond.data, w);
				rom_prog_check(mp, &more, rest);
				growbuf_puts(&more, ")");
				cond.len = 0;
				growbuf_add(&cond, more.data, more.len);
			}
			/* Two elses toggle the condition again, as in ROM. */
			multi[depth] = nelse[i] > 1;
			elses[depth] = 0;
			if (multi[depth])
				growbuf_printf(b, "%sdo local c = %.*s if c then\n",
				    ind, (int)cond.len, cond.data);
			else
				growbuf_printf(b, "%sif %.*s then\n", ind,
				    (int)cond.len, cond.data);
			depth++;
			i = j - 1;
		} else if (strcmp(w, "or") == 0 || strcmp(w, "and") == 0) {
			rom_prog_bad(mp, "'%s' after a command: ROM changes the "
			    "condition in the middle of the block", w);
		} else if (strcmp(w, "else") == 0 || strcmp(w, "endif") == 0) {
			if (depth == 0) {
				/* ROM stops the program there. */
				growbuf_printf(b, "%sdo return end -- %s without "
				    "if\n", ind, w);
			} else if (w[1] == 'l') {
				if (elses[depth - 1]++ == 0)
					growbuf_printf(b, "%*selse\n", mp_indent(depth),
					    "");
				else
					growbuf_printf(b, "%*send if %sc then\n",
					    mp_indent(depth), "", elses[depth - 1] % 2 ?
					    "" : "not ");
			} else {
				growbuf_printf(b, "%*send%s\n", mp_indent(depth), "",
				    multi[depth - 1] ? " end" : "");
				depth--;
			}
		} else if (strcmp(w, "break") == 0 || strcmp(w, "end") == 0) {
			growbuf_printf(b, "%sdo return end\n", ind);
		} else
			rom_prog_cmd_line(mp, b, l.text[i], ind);
	}
	for (; depth > 0; depth--)
		growbuf_printf(b, "%*send%s\n", mp_indent(depth), "",
		    multi[depth - 1] ? " end" : "");
	free(multi);
	free(elses);
	free(nelse);
	growbuf_free(&cond);
	growbuf_free(&more);
	mp_lines_free(&l);
}

/* One program as 'P<vnum> = function(ch, obj, vict, obj2) ... end'. */
static void
mp_program(struct rom_prog_tr *mp, struct growbuf *b, struct rom_prog *pr)
{
	struct growbuf	 body = { 0 };

	mp->uses_r = 0;
	mp_body(mp, &body, pr);
	growbuf_printf(b, "-- #MOBPROGS %d (%s:%d)\nP%d = function(ch, obj, "
	    "vict, obj2)\n", pr->vnum, pr->file, pr->line, pr->vnum);
	if (strstr(pr->code, "if") != NULL) {
		/* ROM: a mobile with no target takes who set it off. */
		mp->helpers |= 1U << MPH_Q;
		growbuf_puts(b, "  if ch ~= nil and mp_q() == nil then "
		    "self:set(\"mp_target\", ch:id()) end\n");
	}
	if (mp->uses_r) {
		mp->helpers |= 1U << MPH_R;
		growbuf_puts(b, "  local rch = mp_r()\n");
	}
	growbuf_add(b, body.data, body.len);
	growbuf_puts(b, "end\n");
	growbuf_free(&body);
}

/* ROM's triggers and what each becomes. */
enum mp_kind {
	MPK_PHRASE,	/* act, speech: a phrase in the text */
	MPK_RANDOM,	/* random: a chance each 4 seconds */
	MPK_GREET,	/* greet, grall, entry, death, kill: a chance */
	MPK_EXIT,	/* exit, exall: a direction, then refused */
	MPK_GIVE,	/* give: a vnum or names */
	MPK_BRIBE,
	MPK_FIGHT,
	MPK_HPCNT,
	MPK_SURR,
	MPK_DELAY
};

static const struct {
	const char	*rom;
	const char	*ours;
	enum mp_kind	 kind;
} mp_triggers[] = {
	{ "act", "act", MPK_PHRASE }, { "speech", "speech", MPK_PHRASE },
	{ "random", "random", MPK_RANDOM }, { "greet", "enter", MPK_GREET },
	{ "grall", "enter_all", MPK_GREET }, { "entry", "entry", MPK_GREET },
	{ "exit", "leave", MPK_EXIT }, { "exall", "leave", MPK_EXIT },
	{ "give", "receive", MPK_GIVE }, { "bribe", "bribe", MPK_BRIBE },
	{ "kill", "fight", MPK_GREET }, { "fight", "fight", MPK_FIGHT },
	{ "hpcnt", "fight", MPK_HPCNT }, { "death", "death", MPK_GREET },
	{ "surr", "command", MPK_SURR }, { "delay", NULL, MPK_DELAY },
	{ NULL, NULL, 0 }
};

static int
mp_trigger_index(const char *name)
{
	char	buf[ROM_WORD_MAX];
	size_t	i;

	snprintf(buf, sizeof buf, "%s", name);
	for (i = 0; buf[i] != '\0'; i++)
		buf[i] = (char)tolower((unsigned char)buf[i]);
	for (i = 0; mp_triggers[i].rom != NULL; i++) {
		if (strcmp(mp_triggers[i].rom, buf) == 0)
			return ((int)i);
	}
	return (-1);
}

/* Does mobile vnum have a trigger of that ROM name? */
static int
mp_mob_has(struct rom *rom, int vnum, const char *trig)
{
	size_t	i;
	int	k;

	for (i = 0; i < rom->ntrigs; i++) {
		k = mp_trigger_index(rom->trigs[i].trigger);
		if (rom->trigs[i].mob == vnum && k >= 0 &&
		    strcmp(mp_triggers[k].rom, trig) == 0)
			return (1);
	}
	return (0);
}

/* The per-minute chance of ROM's per-4-seconds one (15 tries). */
static int
mp_per_minute(int pct)
{
	double	miss = 1.0;
	int	i, n;

	if (pct >= 100)
		return (100);
	for (i = 0; i < 15; i++)
		miss *= 1.0 - pct / 100.0;
	n = (int)((1.0 - miss) * 100.0 + 0.5);
	return (n < 1 ? 1 : n > 100 ? 100 : n);
}

/*
 * Does the program need the object in the mobile's hands: a command it
 * types other than say and emote ('give $o $n', 'drop all'), or a mob
 * command that looks at what it carries ('mob junk', 'mob call'...)?
 */
static int
mp_types_object(const char *code)
{
	static const char *const own[] = { "say", "emote", "if", "or",
	    "and", "else", "endif", "break", "end", NULL };
	static const char *const safe[] = { "echo", "echoat", "echoaround",
	    "asound", "zecho", "gecho", "remember", "forget", "delay",
	    "cancel", "kill", "assist", "mload", "damage", "cast", "flee",
	    "transfer", "gtransfer", "goto", "force", "gforce", "vforce",
	    NULL };
	const char	*p = code, *e, *r;
	char		 line[ROM_LINE_MAX], w[ROM_WORD_MAX];
	size_t		 n, i;

	while (*p != '\0') {
		e = p + strcspn(p, "\n");
		n = (size_t)(e - p) < sizeof line ? (size_t)(e - p) :
		    sizeof line - 1;
		memcpy(line, p, n);
		line[n] = '\0';
		p = *e == '\n' ? e + 1 : e;
		r = rom_prog_check_word(line, w, sizeof w);
		if (w[0] == '\0' || w[0] == '*')
			continue;
		for (i = 0; own[i] != NULL; i++) {
			if (strcmp(own[i], w) == 0)
				break;
		}
		if (own[i] != NULL)
			continue;
		if (strcmp(w, "mob") != 0)
			return (1);
		rom_prog_check_word(r, w, sizeof w);
		for (i = 0; safe[i] != NULL; i++) {
			if (strcmp(safe[i], w) == 0)
				break;
		}
		if (safe[i] == NULL)
			return (1);
	}
	return (0);
}

/* An earlier give program takes the object if it matches. */
static void
mp_earlier_give(struct rom_prog_tr *mp, struct growbuf *g, const char *ph)
{
	char		 w[ROM_WORD_MAX];
	const char	*p;
	long		 n;
	int		 ok;

	n = rom_flag_word(ph != NULL ? ph : "", &ok);
	if (ph == NULL)
		return;
	if (ok && n > 0) {
		growbuf_printf(g, "if obj:vnum() == %ld then return end -- an "
		    "earlier give runs\n", n);
		return;
	}
	for (p = ph; *p != '\0';) {
		p = rom_prog_check_word(p, w, sizeof w);
		if (strcmp(w, "all") == 0)
			growbuf_puts(g, "do return end -- an earlier give runs\n");
		else if (w[0] != '\0') {
			mp->helpers |= 1U << MPH_NAME;
			growbuf_puts(g, "if mp_isname(obj, ");
			import_lua_string(g, w, strlen(w));
			growbuf_puts(g, ") then return end -- an earlier give "
			    "runs\n");
		}
	}
}

/*
 * ROM runs only the first of a mobile's act, speech, give or hpcnt
 * programs that matches: this one returns if one written before it would match.
 */
static void
mp_earlier(struct rom_prog_tr *mp, struct rom_trigger *t, struct growbuf *g)
{
	struct rom_trigger	*e;
	char			*ph;

	for (e = mp->rom->trigs; e < t; e++) {
		if (e->mob != t->mob || strcasecmp(e->trigger, t->trigger) != 0 ||
		    mp_find(mp->rom, e->prog) == NULL)
			continue;
		ph = rom_text_line(e->phrase);
		if (strcasecmp(t->trigger, "give") == 0)
			mp_earlier_give(mp, g, ph);
		else if (strcasecmp(t->trigger, "hpcnt") == 0)
			growbuf_printf(g, "if self:hp() * 100 // math.max(1, "
			    "self:max_hp()) < %d then return end -- an earlier "
			    "hpcnt runs\n", ph != NULL ? atoi(ph) : 0);
		else {
			growbuf_puts(g, "if text:find(");
			import_lua_string(g, ph != NULL ? ph : "", ph != NULL ?
			    strlen(ph) : 0);
			growbuf_puts(g, ", 1, true) then return end -- an "
			    "earlier one runs\n");
		}
		free(ph);
	}
}

static const char *const mp_dirs[] = { "north", "east", "south", "west",
    "up", "down" };

/*
 * The guard that decides whether the trigger fires as ROM's, and the
 * call of the program; args and number of the script. -1 if the trigger's
 * phrase cannot be read.
 */
static int
mp_guard(struct rom_prog_tr *mp, struct rom_trigger *t, int k,
    struct growbuf *g, struct growbuf *call, char **args, int *number)
{
	struct rom_prog	*pr = mp_find(mp->rom, t->prog);
	char		*ph = rom_text_line(t->phrase), w[ROM_WORD_MAX];
	const char	*p;
	long		 n;
	int		 ok, first;

	n = rom_flag_word(ph != NULL ? ph : "", &ok);
	*args = NULL;
	*number = 0;
	switch (mp_triggers[k].kind) {
	case MPK_PHRASE:
		if (ph != NULL && strlen(ph) <= SCRIPT_ARGS_MAX &&
		    strchr(ph, '~') == NULL && ph[0] != '*')
			*args = xstrdup(ph);
		else
			*args = xstrdup("*");
		/* ROM: strstr, in the case written. */
		growbuf_puts(g, "if text == nil or not text:find(");
		import_lua_string(g, ph != NULL ? ph : "", ph != NULL ?
		    strlen(ph) : 0);
		growbuf_puts(g, ", 1, true) then return end\n");
		mp_earlier(mp, t, g);
		growbuf_printf(call, "P%d(ch, nil, nil, nil)\n", pr->vnum);
		break;
	case MPK_RANDOM:
		if (!ok || n < 1)
			goto bad;
		*number = mp_per_minute((int)n);
		xasprintf(args, "%d", *number);
		if (*number != (int)n)
			rom_prog_near(mp, "'random %ld' (each 4 seconds) as 'random "
			    "%d' (each minute)", n, *number);
		/* ROM: only in its default position, not fighting. */
		growbuf_puts(g, "if self:fighting() then return end\n");
		growbuf_printf(call, "P%d(nil, nil, nil, nil)\n", pr->vnum);
		break;
	case MPK_GREET:
		if (!ok)
			goto bad;
		/* ROM greets players only (move_char). */
		if (strncmp(mp_triggers[k].rom, "gr", 2) == 0)
			growbuf_puts(g, "if not ch:is_player() then return "
			    "end\n");
		if (strcmp(mp_triggers[k].rom, "greet") == 0)
			growbuf_puts(g, "if self:fighting() then return end\n");
		if (strcmp(mp_triggers[k].rom, "grall") == 0 &&
		    mp_mob_has(mp->rom, mp->mob->vnum, "greet"))
			growbuf_puts(g, "if self:can_see(ch) and not "
			    "self:fighting() then return end -- its greet "
			    "runs\n");
		if (strcmp(mp_triggers[k].rom, "kill") == 0) {
			rom_prog_near(mp, "'kill' as the first round against each "
			    "foe");
			growbuf_puts(g, "if ch == nil or self:get(\"mp_kill\") == "
			    "ch:id() then return end\n"
			    "self:set(\"mp_kill\", ch:id())\n");
			*number = 100;
			*args = xstrdup("100");
		}
		if (n < 100)
			growbuf_printf(g, "if not chance(%ld) then return end\n",
			    n < 0 ? 0 : n);
		growbuf_printf(call, "P%d(%s, nil, nil, nil)\n", pr->vnum,
		    strcmp(mp_triggers[k].rom, "entry") == 0 ? "nil" : "ch");
		break;
	case MPK_EXIT:
		if (!ok || n < 0 || n > 5)
			goto bad;
		growbuf_printf(g, "if text ~= \"%s\" or not ch:is_player() then "
		    "return end\n", mp_dirs[n]);
		if (strcmp(mp_triggers[k].rom, "exit") == 0)
			growbuf_puts(g, "if self:fighting() or not "
			    "self:can_see(ch) then return end\n");
		growbuf_printf(call, "P%d(ch, nil, nil, nil)\nreturn false\n",
		    pr->vnum);
		break;
	case MPK_GIVE:
		/* No object has a vnum past the range: nothing to match. */
		if (ok && n > AREA_VNUM_MAX)
			goto bad;
		if (ok && n > 0) {
			*number = (int)n;
			xasprintf(args, "%ld", n);
		} else if (ph == NULL)
			goto bad;
		else {
			p = ph;
			first = 1;
			growbuf_puts(g, "if not (");
			while (*p != '\0') {
				p = rom_prog_check_word(p, w, sizeof w);
				if (strcmp(w, "all") == 0) {
					growbuf_puts(g, first ? "true" : " or true");
					first = 0;
					continue;
				}
				mp->helpers |= 1U << MPH_NAME;
				growbuf_printf(g, "%smp_isname(obj, ", first ?
				    "" : " or ");
				import_lua_string(g, w, strlen(w));
				growbuf_puts(g, ")");
				first = 0;
			}
			growbuf_puts(g, ") then return end\n");
		}
		mp_earlier(mp, t, g);
		/*
		 * ROM runs it once the object is the mobile's: here it runs
		 * before, which is the same unless the program acts on what
		 * the mobile carries ('give $o $n', 'mob junk'); then a
		 * second later, the object in its hands.
		 */
		if (mp_types_object(pr->code))
			growbuf_printf(call, "after(1, function() P%d(ch, obj, "
			    "nil, nil) end)\n", pr->vnum);
		else
			growbuf_printf(call, "P%d(ch, obj, nil, nil)\n",
			    pr->vnum);
		break;
	case MPK_BRIBE:
		if (!ok || n < 0)
			goto bad;
		/* The trigger's least sum is 1 to 1,000,000,000 gold. */
		*number = n < 1 ? 1 : n > 1000000000 ? 1000000000 : (int)n;
		xasprintf(args, "%d", *number);
		growbuf_printf(call, "P%d(ch, nil, nil, nil)\n", pr->vnum);
		break;
	case MPK_FIGHT:
		if (!ok || n < 1)
			goto bad;
		*number = n > 100 ? 100 : (int)n;
		xasprintf(args, "%d", *number);
		growbuf_printf(call, "P%d(ch, nil, nil, nil)\n", pr->vnum);
		break;
	case MPK_HPCNT:
		if (!ok)
			goto bad;
		*number = 100;
		*args = xstrdup("100");
		growbuf_printf(g, "if self:hp() * 100 // math.max(1, "
		    "self:max_hp()) >= %ld then return end\n", n);
		mp_earlier(mp, t, g);
		growbuf_printf(call, "P%d(ch, nil, nil, nil)\n", pr->vnum);
		break;
	case MPK_SURR:
		if (!ok)
			goto bad;
		*args = xstrdup("surrender");
		rom_prog_near(mp, "'surr' as the command surrender, the fight going "
		    "on");
		growbuf_puts(g, "if ch:fighting() ~= self then return end\n"
		    "ch:send(\"You surrender to \" .. self:name() .. \"!\")\n");
		growbuf_printf(call, "if chance(%ld) then\n  P%d(ch, nil, nil, "
		    "nil)\nelse\n  ch:send(self:name() .. \" seems to ignore "
		    "your cowardly act!\")\nend\nreturn true\n", n, pr->vnum);
		break;
	case MPK_DELAY:
		break;
	}
	free(ph);
	return (0);
bad:
	free(ph);
	return (-1);
}

/* The script of one 'M' line; 0, or -1 and why in *why. */
static int
mp_script(struct rom *rom, struct rom_trigger *t, struct mob_def *m, int k,
    struct rom_prog_tr *mp, char **lua, char **args, int *number)
{
	struct growbuf	 g = { 0 }, call = { 0 }, s = { 0 }, progs = { 0 };
	struct rom_prog	*pr;
	size_t		 i;
	int		 j, added = 0;

	memset(mp, 0, sizeof *mp);
	mp->rom = rom;
	mp->mob = m;
	mp->file = t->file;
	mp->line = t->line;
	for (i = 0; i < rom->ntrigs && mp->ndelays < 8; i++) {
		j = mp_trigger_index(rom->trigs[i].trigger);
		if (rom->trigs[i].mob == m->vnum && j >= 0 &&
		    mp_triggers[j].kind == MPK_DELAY &&
		    mp_find(rom, rom->trigs[i].prog) != NULL) {
			mp->delays[mp->ndelays] = rom->trigs[i].prog;
			mp->delaypct[mp->ndelays++] = atoi(rom->trigs[i].phrase);
		}
	}
	if (mp_guard(mp, t, k, &g, &call, args, number) != 0) {
		growbuf_free(&g);
		growbuf_free(&call);
		return (-1);
	}
	rom_prog_want(mp, t->prog);
	for (j = 0; j < mp->nprogs && progs.len <= MP_SOURCE_MAX; j++) {
		pr = mp_find(rom, mp->progs[j]);
		mp_program(mp, &progs, pr);
		if ((mp->helpers & (1U << MPH_DELAY)) && !added) {
			added = 1;
			for (i = 0; i < (size_t)mp->ndelays; i++)
				rom_prog_want(mp, mp->delays[i]);
		}
	}
	growbuf_printf(&s, "-- ROM mobprog %d on '%s %s' (%s:%d)\n", t->prog,
	    t->trigger, t->phrase != NULL ? t->phrase : "", t->file, t->line);
	growbuf_puts(&s, "local ");
	for (j = 0; j < mp->nprogs; j++)
		growbuf_printf(&s, "%sP%d", j > 0 ? ", " : "", mp->progs[j]);
	growbuf_puts(&s, "\n");
	rom_prog_cmd_helpers(mp, &s);
	growbuf_add(&s, g.data, g.len);
	growbuf_add(&s, progs.data, progs.len);
	growbuf_add(&s, call.data, call.len);
	growbuf_addc(&s, '\0');
	growbuf_free(&g);
	growbuf_free(&call);
	growbuf_free(&progs);
	if (s.len > MP_SOURCE_MAX) {
		growbuf_free(&s);
		free(*args);
		*args = NULL;
		rom_prog_bad(mp, "the Lua would be over %d bytes", MP_SOURCE_MAX);
		return (-1);
	}
	*lua = s.data;
	return (0);
}

/* Note the constructs left out after the first; free them. */
static void
mp_more(struct rom *rom, struct rom_trigger *t, struct rom_prog_tr *mp)
{
	int	i;

	for (i = 0; i < mp->nmore; i++) {
		import_note(rom->imp, IMPORT_LEFT_OUT, t->file, t->line,
		    "mob %d: mobprog %d on '%s', also %s", t->mob, t->prog,
		    t->trigger, mp->more[i]);
		free(mp->more[i]);
	}
	if (mp->bad > 1 + mp->nmore)
		import_note(rom->imp, IMPORT_LEFT_OUT, t->file, t->line,
		    "mob %d: mobprog %d on '%s': %d more left out",
		    t->mob, t->prog, t->trigger, mp->bad - 1 - mp->nmore);
	mp->nmore = 0;
	for (i = 0; i < mp->nnearer; i++) {
		import_note(rom->imp, IMPORT_APPROXIMATED, t->file, t->line,
		    "mob %d: mobprog %d on '%s', also %s", t->mob, t->prog,
		    t->trigger, mp->nearer[i]);
		free(mp->nearer[i]);
	}
	mp->nnearer = 0;
}

/* One 'M' line as a script of its mobile. */
static void
mp_fix_one(struct rom *rom, struct rom_trigger *t,
    struct mob_def *(*lookup)(void *, int), void *arg)
{
	struct script_def	*sc;
	struct mob_def		*m;
	struct rom_prog_tr		 mp;
	char			*lua, *args;
	int			 k, trig, number;

	if (mp_find(rom, t->prog) == NULL) {
		import_note(rom->imp, IMPORT_BROKEN, t->file, t->line,
		    "mob %d runs mobprog %d, which does not exist",
		    t->mob, t->prog);
		return;
	}
	if ((m = lookup(arg, t->mob)) == NULL) {
		import_note(rom->imp, IMPORT_LEFT_OUT, t->file, t->line,
		    "mobprog %d on '%s' of mob %d, which was not "
		    "imported", t->prog, t->trigger, t->mob);
		return;
	}
	if ((k = mp_trigger_index(t->trigger)) < 0) {
		import_note(rom->imp, IMPORT_LEFT_OUT, t->file, t->line,
		    "mob %d: mobprog %d on '%s': ROM has no such "
		    "trigger", t->mob, t->prog, t->trigger);
		return;
	}
	if (mp_triggers[k].kind == MPK_DELAY) {
		import_note(rom->imp, IMPORT_MAPPED, t->file, t->line,
		    "mob %d: mobprog %d on 'delay' runs when a 'mob "
		    "delay' of its scripts ends", t->mob, t->prog);
		return;
	}
	trig = script_trigger_lookup(mp_triggers[k].ours);
	if (trig < 0 || !script_trigger_allowed(SCRIPT_MOB, trig))
		return;
	if (m->nscripts >= SCRIPTS_MAX) {
		import_note(rom->imp, IMPORT_LEFT_OUT, t->file, t->line,
		    "mob %d: mobprog %d on '%s': more than %d scripts "
		    "on one mobile", t->mob, t->prog, t->trigger,
		    SCRIPTS_MAX);
		return;
	}
	if (mp_script(rom, t, m, k, &mp, &lua, &args, &number) != 0) {
		import_note(rom->imp, IMPORT_LEFT_OUT, t->file, t->line,
		    "mob %d: mobprog %d on '%s %s': %s", t->mob,
		    t->prog, t->trigger, t->phrase, mp.bad ? mp.why :
		    "its phrase cannot be read");
		mp_more(rom, t, &mp);
		return;
	}
	m->scripts = xgrow_count(m->scripts, m->nscripts,
	    sizeof *m->scripts);
	sc = &m->scripts[m->nscripts++];
	memset(sc, 0, sizeof *sc);
	sc->trigger = trig;
	sc->args = args;
	sc->number = number;
	sc->source = lua;
	sc->line = t->line;
	m->triggers |= 1U << trig;
	if (mp.bad)
		import_note(rom->imp, IMPORT_LEFT_OUT, t->file, t->line,
		    "mob %d: mobprog %d on '%s' as a Lua 'script %s', "
		    "but for %s", t->mob, t->prog, t->trigger,
		    mp_triggers[k].ours, mp.why);
	if (mp.approx)
		import_note(rom->imp, IMPORT_APPROXIMATED, t->file,
		    t->line, "mob %d: mobprog %d on '%s' as a Lua "
		    "'script %s'; %s", t->mob, t->prog, t->trigger,
		    mp_triggers[k].ours, mp.near);
	if (!mp.bad && !mp.approx)
		import_note(rom->imp, IMPORT_MAPPED, t->file, t->line,
		    "mob %d: mobprog %d on '%s' as a Lua 'script %s'",
		    t->mob, t->prog, t->trigger, mp_triggers[k].ours);
	mp_more(rom, t, &mp);
}

/* Every 'M' line of the import, as a script of its mobile. */
void
rom_prog_fix(struct rom *rom, struct mob_def *(*lookup)(void *, int),
    void *arg)
{
	size_t	i;
	int	pass;
	char	*ph;

	/* Phrases on one line: they go into comments and notes. */
	for (i = 0; i < rom->ntrigs; i++) {
		ph = rom_text_line(rom->trigs[i].phrase != NULL ?
		    rom->trigs[i].phrase : "");
		free(rom->trigs[i].phrase);
		rom->trigs[i].phrase = ph != NULL ? ph : xstrdup("");
	}
	/* Kill first: ROM's fires as the fight begins, before any round. */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < rom->ntrigs; i++) {
			if ((strcasecmp(rom->trigs[i].trigger, "kill") == 0) ==
			    (pass == 0))
				mp_fix_one(rom, &rom->trigs[i], lookup, arg);
		}
	}
}
