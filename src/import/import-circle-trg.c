/*
 * import-circle-trg.c: tbaMUD's DG scripts (trg/) and the 'T' lines that
 * attach them to rooms, mobiles and objects. A simple script (a greeting,
 * a word said, a command typed, answered with lines said, emoted, echoed
 * or sent, with no variables) becomes a Lua script on what it is attached
 * to (area/SCRIPTING.md); any other is noted with its commands, as a
 * comment in IMPORT.md, for a builder to rewrite.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-circle.h"
#include "xmalloc.h"

static const char *const trg_attach[] = { "mobile", "object", "room" };

/* A 'T <vnum>' line of a room, mobile or object: kept for the build. */
void
circle_attach(struct cfile *f, int kind, int thing, const char *line)
{
	struct circle		*c = f->c;
	struct circle_attach	*at;
	long			 v;
	char			 buf[64], *w[2];

	snprintf(buf, sizeof buf, "%s", line);
	if (circle_words(buf, w, 2) != 2 || circle_num(w[1], &v) != 0) {
		import_note(c->imp, IMPORT_BROKEN, f->name, f->line, "'%.40s' "
		    "should be 'T <trigger vnum>'", line);
		return;
	}
	c->attach = xgrow(c->attach, &c->aattach, c->nattach + 1,
	    sizeof *c->attach);
	at = &c->attach[c->nattach++];
	at->kind = kind;
	at->thing = thing;
	at->trig = (int)circle_clamp(v, -1, 2000000000L);
	at->file = f->name;
	at->line = f->line;
}

/* Append a Lua string literal of s. */
static void
trg_lua_string(char **lua, const char *s)
{
	char	*out, *p;

	out = p = xmalloc(strlen(s) * 2 + 3);
	*p++ = '"';
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			*p++ = '\\';
		*p++ = *s;
	}
	*p++ = '"';
	*p = '\0';
	p = *lua;
	xasprintf(lua, "%s%s", p != NULL ? p : "", out);
	free(p);
	free(out);
}

/* Append text to the Lua. */
static void
trg_lua_add(char **lua, const char *s)
{
	char	*p = *lua;

	xasprintf(lua, "%s%s", p != NULL ? p : "", s);
	free(p);
}

/*
 * The commands as Lua, or NULL if they are not simple: each line
 * 'say <text>' or 'emote <text>' (a mobile), '%echo% <text>' (a room),
 * or '%send% %actor% <text>', with no other variable in the text.
 */
static char *
trg_lua(int attach, const char *body)
{
	char		*copy, *line, *next, *text, *lua = NULL;
	const char	*call;

	copy = circle_text(body, 0);
	for (line = copy; line != NULL && *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		while (*line == ' ' || *line == '\t')
			line++;
		if (*line == '\0' || *line == '*')
			continue;
		if (attach == 0 && strncmp(line, "say ", 4) == 0) {
			call = "self:say(";
			text = line + 4;
		} else if (attach == 0 && strncmp(line, "emote ", 6) == 0) {
			call = "self:emote(";
			text = line + 6;
		} else if (attach == 2 && strncmp(line, "%echo% ", 7) == 0) {
			call = "self:echo(";
			text = line + 7;
		} else if (strncmp(line, "%send% %actor% ", 15) == 0) {
			call = "if ch then ch:send(";
			text = line + 15;
		} else
			goto fail;
		if (strchr(text, '%') != NULL || strchr(text, '{') != NULL ||
		    *text == '\0')
			goto fail;
		trg_lua_add(&lua, call);
		trg_lua_string(&lua, text);
		trg_lua_add(&lua, *call == 'i' ? ") end\n" : ")\n");
	}
	free(copy);
	return (lua);
fail:
	free(copy);
	free(lua);
	return (NULL);
}

/* The trigger a simple script has here, -1 if none: greet, speech, command. */
static int
trg_trigger(int attach, const char *types, const char *arg, char **args)
{
	char	*a;

	*args = NULL;
	if (strlen(types) != 1)
		return (-1);
	if (types[0] == 'g' && attach != 1)
		return (TRIG_ENTER);
	if ((types[0] == 'd' && attach != 1) || (types[0] == 'c' &&
	    attach != 2)) {
		a = circle_text(arg, 1);
		if (*a == '\0' || strlen(a) > SCRIPT_ARGS_MAX ||
		    strchr(a, '{') != NULL) {
			free(a);
			return (-1);
		}
		*args = a;
		return (types[0] == 'd' ? TRIG_SPEECH : TRIG_COMMAND);
	}
	return (-1);
}

void
circle_read_trg(struct cfile *f)
{
	struct circle		*c = f->c;
	struct circle_trig	*t;
	char			 buf[CIRCLE_LINE_MAX], *name, *args, *body;
	char			*w[4], *p, *q;
	long			 vnum, attach;
	int			 line, n, k;

	while (cfile_next(f, buf, sizeof buf)) {
		if (buf[0] == '$')
			return;
		if (buf[0] != '#' || circle_num(buf + 1, &vnum) != 0) {
			import_note(c->imp, IMPORT_BROKEN, f->name, f->line,
			    "expected '#<trigger>', found '%.40s'", buf);
			cfile_skip_block(f);
			continue;
		}
		line = f->line;
		name = cfile_string(f);
		if (name == NULL || !cfile_next(f, buf, sizeof buf)) {
			free(name);
			break;
		}
		n = circle_words(buf, w, 4);
		if (n < 2 || circle_num(w[0], &attach) != 0 || attach < 0 ||
		    attach > 2)
			attach = -1;
		args = cfile_string(f);
		body = cfile_string(f);
		if (args == NULL || body == NULL) {
			free(name);
			free(args);
			free(body);
			break;
		}
		c->trigs = xgrow(c->trigs, &c->atrigs, c->ntrigs + 1,
		    sizeof *c->trigs);
		t = &c->trigs[c->ntrigs++];
		memset(t, 0, sizeof *t);
		t->vnum = (int)circle_clamp(vnum, -1, 2000000000L);
		t->attach = (int)attach;
		t->name = circle_text_or(name, 1, "unnamed");
		t->file = f->name;
		t->line = line;
		t->trigger = attach == -1 ? -1 : trg_trigger((int)attach,
		    w[1], args, &t->args);
		if (t->trigger != -1 &&
		    (t->lua = trg_lua((int)attach, body)) == NULL) {
			t->trigger = -1;
			free(t->args);
			t->args = NULL;
		}
		if (t->trigger != -1)
			import_note(c->imp, IMPORT_MAPPED, f->name, line, "DG "
			    "script %d '%s' becomes a Lua '%s' script where it "
			    "is attached", t->vnum, t->name,
			    script_trigger_name(t->trigger));
		else {
			p = circle_text(body, 1);
			if (strlen(p) > 300) {
				k = 296;
				while (k > 0 && (p[k] & 0xc0) == 0x80)
					k--;
				memcpy(p + k, " ...", 5);
			}
			for (q = p; *q != '\0'; q++) {
				if (*q == '`')
					*q = '\'';
			}
			import_note(c->imp, IMPORT_LEFT_OUT, f->name, line, "DG "
			    "script %ld '%s' (%s trigger, types %s, argument "
			    "'%.40s') is not carried over; its commands: `%s`",
			    vnum, t->name, attach >= 0 ? trg_attach[attach] :
			    "unknown", n > 1 ? w[1] : "?", args, p);
			free(p);
		}
		free(name);
		free(args);
		free(body);
	}
	import_note(c->imp, IMPORT_BROKEN, f->name, f->line,
	    "no '$' at the end of the file (or a trigger cut short)");
}
