/*
 * import-circle-trg.c: tbaMUD's DG scripts (trg/) and the 'T' lines that
 * attach them to rooms, mobiles and objects. Each script is translated
 * to Lua (import-dg.c) and becomes, for each of its trigger types, a
 * script on what it is attached to (area/SCRIPTING.md); a construct that
 * cannot be carried over is noted at its line, and a script nothing of
 * which can run is noted with its commands for a builder to rewrite.
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

void
circle_read_trg(struct cfile *f)
{
	struct circle		*c = f->c;
	struct circle_trig	*t;
	char			 buf[CIRCLE_LINE_MAX], *name, *args, *body;
	char			*w[4], *p, *q, *a;
	long			 vnum, attach, narg;
	int			 line, n, k, body_line;

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
		body_line = f->line + 1;
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
		if (attach != -1) {
			a = circle_text(args, 1);
			p = circle_text(body, 0);
			if (n < 3 || circle_num(w[2], &narg) != 0)
				narg = 100;
			dg_translate((int)attach, w[1], narg, a, p, &t->dg);
			free(a);
			free(p);
		}
		for (k = 0; k < (int)t->dg.nleft; k++)
			import_note(c->imp, IMPORT_LEFT_OUT, f->name,
			    t->dg.left[k].line > 0 ? body_line +
			    t->dg.left[k].line - 1 : line + 2, "DG script %d "
			    "'%s': %s is not carried over", t->vnum, t->name,
			    t->dg.left[k].what);
		if (t->dg.ns > 0) {
			for (k = 0; k < (int)t->dg.ns; k++)
				import_note(c->imp, IMPORT_MAPPED, f->name, line,
				    "DG script %d '%s' becomes a Lua '%s' script "
				    "where it is attached", t->vnum, t->name,
				    script_trigger_name(t->dg.s[k].trigger));
		} else {
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
