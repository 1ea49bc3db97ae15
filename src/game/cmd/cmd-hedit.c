/*
 * cmd-hedit.c: 'hedit', staff editing the help in the game; every change
 * is read back with the whole help before it is written (help-edit.c).
 */
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "commands.h"
#include "editor.h"
#include "help.h"
#include "log.h"
#include "text.h"
#include "xmalloc.h"

/* An entry's text being written. */
struct hedit_pending {
	enum help_op	op;
	char		keyword[HELP_KEYWORD_MAX + 1];
	char		file[48];
	char		keywords[512];
};

static void
hedit_report(struct character *ch, int rc, char *report, const char *what)
{
	char	*safe = colour_escape(report);

	char_printf(ch, "%s", safe);
	log_info("%s: hedit %s: %s", ch->pd.name, what,
	    rc == 0 ? "saved" : "refused");
	free(safe);
	free(report);
}

/* The builder wrote an entry's text (or gave up). */
static void
hedit_written(struct character *ch, const char *text, void *arg)
{
	struct hedit_pending	*p = arg;
	struct help_change	 c = { .op = p->op, .keyword = p->keyword,
				    .file = p->file, .keywords = p->keywords,
				    .text = text };
	char			*report;
	int			 rc;

	if (ch != NULL && text != NULL) {
		c.role = ch->pd.role;
		rc = help_edit(&c, &report);
		hedit_report(ch, rc, report, p->op == HELP_NEW ? p->keywords :
		    p->keyword);
	} else if (ch != NULL)
		char_printf(ch, "The help is unchanged.\n");
	free(p);
}

static const char hedit_usage[] = "Usage: hedit <keyword> [show] | hedit "
    "<keyword> text | hedit <keyword> keywords <keywords> | hedit <keyword> "
    "level player|builder|admin | hedit <keyword> delete | hedit new "
    "<file> <keywords>\n";

/*
 * hedit <keyword> [show|text|keywords <words>|level <who>|delete],
 * hedit new <file> <keywords>.
 */
void
cmd_hedit(struct character *ch, char *arg)
{
	struct hedit_pending	*p;
	const struct help_entry	*h = NULL;
	struct help_change	 c;
	char			*word, *what, *report, *safe;
	int			 rc;

	word = text_first_word(&arg);
	what = text_first_word(&arg);
	while (*arg == ' ')
		arg++;
	text_trim_end(arg);
	if (*word == '\0') {
		char_printf(ch, "%s", hedit_usage);
		return;
	}
	memset(&c, 0, sizeof c);
	c.role = ch->pd.role;
	c.keyword = word;
	p = xcalloc(1, sizeof *p);
	if (strcmp(word, "new") == 0) {
		if (*what == '\0' || *arg == '\0') {
			char_printf(ch, "Usage: hedit new <file> <keywords>: "
			    "the file is one of %s (without .hlp), or a new "
			    "one.\n", "data/help");
			free(p);
			return;
		}
		p->op = HELP_NEW;
		text_strlcpy(p->file, what, sizeof p->file);
		text_strlcpy(p->keywords, arg, sizeof p->keywords);
		goto write;
	}
	if ((h = help_find_exact(word, ch->pd.role)) == NULL) {
		char_printf(ch, "There is no help entry '%s' ('hedit new "
		    "<file> <keywords>' makes one).\n", word);
		free(p);
		return;
	}
	text_strlcpy(p->keyword, word, sizeof p->keyword);
	if (*what == '\0' || strcmp(what, "show") == 0) {
		safe = colour_escape(h->text);
		char_printf(ch, "%s:%d, level %s:\n%s", h->file, h->line,
		    h->level == 0 ? "player" : h->level == 1 ? "builder" :
		    "admin", safe);
		free(safe);
		free(p);
		return;
	}
	if (strcmp(what, "text") == 0) {
		p->op = HELP_TEXT;
		goto write;
	}
	free(p);
	if (strcmp(what, "keywords") == 0 && *arg != '\0') {
		c.op = HELP_KEYWORDS;
		c.keywords = arg;
	} else if (strcmp(what, "level") == 0 && *arg != '\0') {
		c.op = HELP_LEVEL;
		c.level = arg;
	} else if (strcmp(what, "delete") == 0 && *arg == '\0')
		c.op = HELP_DELETE;
	else {
		char_printf(ch, "%s", hedit_usage);
		return;
	}
	rc = help_edit(&c, &report);
	hedit_report(ch, rc, report, word);
	return;
write:
	/* An entry's text opens as it is now, to change. */
	if (editor_start_text(ch, p->op == HELP_NEW ? "the text of the new "
	    "help entry" : "the new text of the help entry", p->op ==
	    HELP_TEXT && h != NULL ? h->text : NULL, hedit_written,
	    p) != 0) {
		char_printf(ch, "You cannot write now.\n");
		free(p);
	}
}
