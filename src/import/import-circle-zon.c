/*
 * import-circle-zon.c: zones (.zon): the header (CircleMUD's 'name~' and
 * 'top lifespan mode', or tbaMUD's 'builders~ name~' and 'bottom top
 * lifespan mode ...') and the commands M O G E P D R (and tbaMUD's T V)
 * with their if-flags and limits, kept as written until the world is put
 * together (import-circle-build.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-circle.h"
#include "xmalloc.h"

/* One command line; 0, or -1 if it is not one. */
static int
zon_cmd(char *buf, struct circle_cmd *cmd)
{
	char	*w[CIRCLE_WORDS_MAX];
	long	 v;
	int	 n, i;

	n = circle_words(buf, w, CIRCLE_WORDS_MAX);
	if (n < 2 || strlen(w[0]) != 1 || circle_num(w[1], &v) != 0)
		return (-1);
	cmd->cmd = w[0][0];
	cmd->if_flag = v != 0;
	cmd->nargs = 0;
	for (i = 2; i < n && cmd->nargs < (cmd->cmd == 'V' ? 3 : 4); i++) {
		if (circle_num(w[i], &v) != 0)
			break;
		cmd->arg[cmd->nargs++] = (int)circle_clamp(v, -2000000000L,
		    2000000000L);
	}
	/* V: type context room, then a name and a value (the rest). */
	if (cmd->cmd == 'V' && cmd->nargs == 3 && i + 1 < n) {
		size_t	len = 0, k, wl;

		for (k = (size_t)i; k < (size_t)n; k++)
			len += strlen(w[k]) + 1;
		cmd->text = xmalloc(len + 1);
		for (len = 0, k = (size_t)i; k < (size_t)n; k++) {
			if (k > (size_t)i)
				cmd->text[len++] = ' ';
			wl = strlen(w[k]);
			memcpy(cmd->text + len, w[k], wl);
			len += wl;
		}
		cmd->text[len] = '\0';
	}
	return (0);
}

/* The commands, up to 'S'. */
static void
zon_cmds(struct cfile *f, struct circle_zone *z)
{
	struct circle_cmd	 cmd;
	char			 buf[CIRCLE_LINE_MAX];
	size_t			 alloc = 0;

	while (cfile_next(f, buf, sizeof buf)) {
		if (buf[0] == '*')
			continue;
		if (buf[0] == 'S' && (buf[1] == '\0' || buf[1] == ' ' ||
		    buf[1] == '\t'))
			return;
		if (buf[0] == '$' || buf[0] == '#') {
			import_note(f->c->imp, IMPORT_BROKEN, f->name, f->line,
			    "zone %d: no 'S' after its commands", z->vnum);
			return;
		}
		memset(&cmd, 0, sizeof cmd);
		cmd.line = f->line;
		if (zon_cmd(buf, &cmd) != 0) {
			import_note(f->c->imp, IMPORT_BROKEN, f->name, f->line,
			    "zone %d: '%.40s' is not a command: skipped",
			    z->vnum, buf);
			continue;
		}
		z->cmds = xgrow(z->cmds, &alloc, z->ncmds + 1,
		    sizeof *z->cmds);
		z->cmds[z->ncmds++] = cmd;
	}
	import_note(f->c->imp, IMPORT_BROKEN, f->name, f->line, "zone %d: no "
	    "'S' before the end of the file", z->vnum);
}

/* The numbers line: 'top lifespan mode' or 'bottom top lifespan mode ...'. */
static int
zon_numbers(struct circle_zone *z, char *buf)
{
	char	*w[CIRCLE_WORDS_MAX];
	long	 v[4];
	int	 n, i, k;

	n = circle_words(buf, w, CIRCLE_WORDS_MAX);
	k = n >= 4 ? 4 : 3;
	if (n < 3)
		return (-1);
	for (i = 0; i < k; i++) {
		if (circle_num(w[i], &v[i]) != 0)
			return (-1);
	}
	if (k == 3) {
		z->bot = (int)circle_clamp((long)z->vnum * 100, 0, 2000000000L);
		z->top = (int)circle_clamp(v[0], -1, 2000000000L);
	} else {
		z->bot = (int)circle_clamp(v[0], -1, 2000000000L);
		z->top = (int)circle_clamp(v[1], -1, 2000000000L);
	}
	z->lifespan = (int)circle_clamp(v[k - 2], 0, 1440);
	z->mode = (int)circle_clamp(v[k - 1], 0, 2);
	return (0);
}

static void
zon_free(struct circle_zone *z)
{
	size_t	i;

	free(z->name);
	free(z->builders);
	for (i = 0; i < z->ncmds; i++)
		free(z->cmds[i].text);
	free(z->cmds);
}

void
circle_read_zon(struct cfile *f)
{
	struct circle		*c = f->c;
	struct circle_zone	 z;
	char			 buf[CIRCLE_LINE_MAX], *s1, *s2 = NULL;
	long			 vnum;

	if (!cfile_next(f, buf, sizeof buf) || buf[0] != '#' ||
	    circle_num(buf + 1, &vnum) != 0) {
		import_note(c->imp, IMPORT_BROKEN, f->name, f->line,
		    "expected '#<zone number>'");
		return;
	}
	memset(&z, 0, sizeof z);
	z.vnum = (int)circle_clamp(vnum, -1, 100000);
	z.file = f->name;
	z.line = f->line;
	z.seq = c->seq++;
	if ((s1 = cfile_string(f)) == NULL)
		goto short_;
	/* tbaMUD: 'builders~' then 'name~'; CircleMUD: 'name~'. */
	if (cfile_peek(f) != -1) {
		const char	*p = f->p, *nl;

		nl = memchr(p, '\n', (size_t)(f->end - p));
		if (nl == NULL)
			nl = f->end;
		while (nl > p && (nl[-1] == '\r' || nl[-1] == ' ' ||
		    nl[-1] == '\t'))
			nl--;
		if (nl > p && nl[-1] == '~')
			s2 = cfile_string(f);
	}
	if (s2 != NULL) {
		z.builders = circle_text(s1, 1);
		z.name = circle_text_or(s2, 1, "");
		free(s1);
		free(s2);
	} else {
		z.name = circle_text_or(s1, 1, "");
		free(s1);
	}
	if (*z.name == '\0') {
		free(z.name);
		xasprintf(&z.name, "Zone %d", z.vnum);
	}
	if (!cfile_next(f, buf, sizeof buf))
		goto short_;
	if (zon_numbers(&z, buf) != 0) {
		import_note(c->imp, IMPORT_BROKEN, f->name, f->line, "zone %d: "
		    "the numbers line should be '<top> <lifespan> <reset mode>' "
		    "or '<bottom> <top> <lifespan> <reset mode> ...': zone "
		    "dropped", z.vnum);
		zon_free(&z);
		return;
	}
	zon_cmds(f, &z);
	c->zones = xgrow(c->zones, &c->azones, c->nzones + 1,
	    sizeof *c->zones);
	c->zones[c->nzones++] = z;
	return;
short_:
	import_note(c->imp, IMPORT_BROKEN, f->name, z.line, "zone %d: cut "
	    "short by the end of the file: dropped", z.vnum);
	zon_free(&z);
}
