/* input.c: a line typed in play: pages, history, aliases, then commands. */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "alias.h"
#include "character.h"
#include "colour.h"
#include "config.h"
#include "descriptor.h"
#include "input.h"
#include "interp.h"
#include "pager.h"
#include "session.h"
#include "text.h"
#include "update.h"
#include "xmalloc.h"

/* Tell ch a line that may hold its own text, shown as it was typed. */
static void
input_tell(struct character *ch, const char *before, const char *text,
    const char *after)
{
	char	*safe = colour_escape(text);

	char_printf(ch, "%s%s%s\n", before, safe, after);
	free(safe);
}

/*
 * '^old^new[^]': the last command with the first old replaced by new,
 * shown to the player; NULL if it cannot be (the player was told).
 */
static char *
input_substitute(struct session *s, const char *p)
{
	struct character	*ch = s->ch;
	const char		*old = p + 1, *sep, *new, *end, *at;
	char			*out;
	size_t			 oldlen, newlen, len;

	if ((sep = strchr(old, '^')) == NULL || sep == old) {
		char_printf(ch, "Type ^old^new to run your last command again "
		    "with the first 'old' in it replaced by 'new'.\n");
		return (NULL);
	}
	oldlen = (size_t)(sep - old);
	new = sep + 1;
	end = strchr(new, '^');
	newlen = end != NULL ? (size_t)(end - new) : strlen(new);
	if (s->last == NULL) {
		char_printf(ch, "You have typed no command to change yet.\n");
		return (NULL);
	}
	for (at = s->last; *at != '\0'; at++) {
		if (strncmp(at, old, oldlen) == 0)
			break;
	}
	if (*at == '\0') {
		out = xmalloc(oldlen + 1);
		memcpy(out, old, oldlen);
		out[oldlen] = '\0';
		input_tell(ch, "'", out, "' is not in your last command.");
		free(out);
		return (NULL);
	}
	len = strlen(s->last) - oldlen + newlen;
	if (len > (size_t)conf_int(CFG_MAX_LINE)) {
		char_printf(ch, "That would make a command too long.\n");
		return (NULL);
	}
	out = xmalloc(len + 1);
	memcpy(out, s->last, (size_t)(at - s->last));
	memcpy(out + (at - s->last), new, newlen);
	strcpy(out + (at - s->last) + newlen, at + oldlen);
	input_tell(ch, "", out, "");
	return (out);
}

/* The line to run for what was typed: itself, or the history's. */
static char *
input_history(struct session *s, const char *line)
{
	const char	*p = line + strspn(line, " ");

	if (*p == '^')
		return (input_substitute(s, p));
	if (*p != '!')
		return (xstrdup(line));
	if (p[1 + strspn(p + 1, " ")] != '\0') {
		char_printf(s->ch, "Type '!' alone to repeat your last "
		    "command.\n");
		return (NULL);
	}
	if (s->last == NULL) {
		char_printf(s->ch, "You have typed no command to repeat yet.\n");
		return (NULL);
	}
	return (xstrdup(s->last));
}

/* Keep a line as the last command, unless it is not one to keep. */
static void
input_remember(struct session *s, const char *line)
{
	const struct cmd_entry	*c;
	char			*copy, *rest, *word;

	rest = copy = xstrdup(line);
	word = text_first_word(&rest);
	c = *word != '\0' ? interp_find(s->ch, word) : NULL;
	if (*word != '\0' && (c == NULL || !(c->flags & CMD_NOLOG))) {
		free(s->last);
		s->last = xstrdup(line);
	}
	free(copy);
}

/* Do commands of an expansion wait to run? */
int
input_pending(const struct session *s)
{
	return (s->pending_at < s->pending.n);
}

/* Forget the commands that waited. */
static void
input_drop_pending(struct session *s)
{
	alias_cmds_clear(&s->pending);
	s->pending_at = 0;
}

/*
 * Run the commands that wait, as long as the character may: a wait state
 * holds back the rest; leaving play (quit, the password dialogue) drops
 * it. Their output is paged for a player who pages.
 */
static void
input_run(struct session *s)
{
	const char	*cmd;

	pager_start(s);
	while (input_pending(s)) {
		if (s->state != SS_PLAYING || s->ch == NULL ||
		    s->desc->closing) {
			input_drop_pending(s);
			break;
		}
		if (update_waiting(s->ch))
			break;
		cmd = s->pending.cmd[s->pending_at++];
		interp_run(s->ch, cmd);
	}
	if (!input_pending(s))
		input_drop_pending(s);
	pager_end(s);
}

/* Handle a line typed in play. */
void
input_line(struct session *s, const char *line)
{
	struct character	*ch = s->ch;
	struct alias_cmds	 cmds = { .n = 0 };
	char			*cmd, *why = NULL;
	int			 i;

	if (pager_input(s, line))
		return;
	if ((cmd = input_history(s, line)) == NULL)
		return;
	input_remember(s, cmd);
	if (ch->pd.naliases == 0) {
		cmds.cmd[0] = cmd;
		cmds.n = 1;
	} else {
		i = alias_expand(&ch->pd, cmd, (size_t)conf_int(CFG_MAX_LINE),
		    &cmds, &why);
		free(cmd);
		if (i != 0) {
			input_tell(ch, "", why, "");
			free(why);
			return;
		}
	}
	/* Typed lines wait while commands do, so there is room. */
	for (i = 0; i < cmds.n; i++) {
		if (s->pending.n < ALIAS_COMMANDS_MAX)
			s->pending.cmd[s->pending.n++] = cmds.cmd[i];
		else
			free(cmds.cmd[i]);
	}
	input_run(s);
}

/*
 * A wait state is over: run what the last line expanded to, as far as
 * the next wait allows (session_queue_run, before it takes a line).
 */
void
input_resume(struct session *s)
{
	if (input_pending(s)) {
		input_run(s);
		desc_prompt(s->desc);
	}
}

/* Forget the session's history, waiting commands and pages. */
void
input_free(struct session *s)
{
	free(s->last);
	s->last = NULL;
	input_drop_pending(s);
	pager_free(s);
}
