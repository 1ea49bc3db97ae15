/*
 * editor.c: a text of several lines, typed a line at a time into the
 * session (state SS_EDITING) and handed to whoever asked for it.
 */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "descriptor.h"
#include "editor.h"
#include "session.h"
#include "xmalloc.h"

struct editor {
	char		*text;		/* the lines, each ended by \n */
	size_t		 len;
	int		 lines;
	editor_done_fn	 done;
	void		*arg;
};

/* Start writing. */
int
editor_start(struct character *ch, const char *what, editor_done_fn done,
    void *arg)
{
	struct session	*s;
	struct editor	*ed;

	if (ch->desc == NULL || (s = session_of(ch->desc)) == NULL ||
	    s->state != SS_PLAYING || s->editor != NULL)
		return (-1);
	ed = xcalloc(1, sizeof *ed);
	ed->text = xstrdup("");
	ed->done = done;
	ed->arg = arg;
	s->editor = ed;
	session_set_state(s, SS_EDITING);
	char_printf(ch, "Write %s, at most %d lines. End with '.' alone on "
	    "a line; '~q' abandons it, '~l' shows what you wrote, '~c' "
	    "starts again.\n", what, EDITOR_MAX_LINES);
	return (0);
}

/* Back to play, and hand the text (or NULL) over. */
static void
editor_end(struct session *s, int keep)
{
	struct editor		*ed = s->editor;
	struct character	*ch = s->ch;

	s->editor = NULL;
	session_set_state(s, SS_PLAYING);
	ed->done(ch, keep ? ed->text : NULL, ed->arg);
	free(ed->text);
	free(ed);
}

/* A line typed while writing. */
void
editor_input(struct session *s, char *line)
{
	struct editor		*ed = s->editor;
	struct character	*ch = s->ch;
	size_t			 n = strlen(line);
	char			*safe;

	if (ed == NULL || ch == NULL)
		return;
	if (strcmp(line, ".") == 0 || strcmp(line, "@") == 0) {
		if (ed->len == 0) {
			char_printf(ch, "You wrote nothing; nothing is "
			    "kept.\n");
			editor_end(s, 0);
		} else
			editor_end(s, 1);
		return;
	}
	if (strcmp(line, "~q") == 0) {
		char_printf(ch, "You abandon what you wrote.\n");
		editor_end(s, 0);
		return;
	}
	if (strcmp(line, "~l") == 0) {
		safe = colour_escape(ed->text);
		char_printf(ch, "%s%s", safe, ed->len == 0 ?
		    "(nothing yet)\n" : "");
		free(safe);
		return;
	}
	if (strcmp(line, "~c") == 0) {
		ed->text[0] = '\0';
		ed->len = 0;
		ed->lines = 0;
		char_printf(ch, "Cleared; start again.\n");
		return;
	}
	if (ed->lines >= EDITOR_MAX_LINES ||
	    ed->len + n + 1 > EDITOR_MAX_BYTES) {
		char_printf(ch, "That is as long as a text may be (%d lines, "
		    "%d bytes): the line is not kept. End with '.', or '~q' "
		    "to abandon it.\n", EDITOR_MAX_LINES, EDITOR_MAX_BYTES);
		return;
	}
	ed->text = xrealloc(ed->text, ed->len + n + 2);
	memcpy(ed->text + ed->len, line, n);
	ed->len += n;
	ed->text[ed->len++] = '\n';
	ed->text[ed->len] = '\0';
	ed->lines++;
}

/* The connection ends while writing: the text is lost. */
void
editor_free(struct editor *ed)
{
	if (ed == NULL)
		return;
	ed->done(NULL, NULL, ed->arg);
	free(ed->text);
	free(ed);
}
