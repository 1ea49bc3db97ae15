/* pager.c: long output a page at a time, for players who ask for it. */
#include <stdlib.h>
#include <string.h>

#include "character.h"
#include "config.h"
#include "descriptor.h"
#include "log.h"
#include "pager.h"
#include "session.h"
#include "xmalloc.h"

/* What waits to be shown: rendered text, sent from off on. */
struct pager {
	char	*text;
	size_t	 len;
	size_t	 off;
};

static size_t	pager_kept;	/* by every session together */

/* Bytes kept for paging by every player together. */
size_t
pager_total(void)
{
	return (pager_kept);
}

/* The lines a page holds for s's player, 0 if it does not page. */
static int
pager_lines(const struct session *s)
{
	if (s->state != SS_PLAYING || s->ch == NULL)
		return (0);
	return (s->ch->pd.pager);
}

/* Drop what is kept. */
void
pager_free(struct session *s)
{
	struct pager	*p = s->pager;

	if (p == NULL)
		return;
	pager_kept -= p->len;
	free(p->text);
	free(p);
	s->pager = NULL;
}

/* A command is about to run: hold its output if the player pages. */
void
pager_start(struct session *s)
{
	/* Anything else typed drops what waited (pager_input did). */
	pager_free(s);
	if (pager_lines(s) <= 0 || s->desc->closing)
		return;
	desc_hold(s->desc, (size_t)conf_int(CFG_PAGER_MAX));
	s->paging = 1;
}

/* Where the page of n lines from text + off ends (len if sooner). */
static size_t
pager_page_end(const char *text, size_t len, size_t off, int n)
{
	const char	*nl;

	while (n-- > 0 && off < len) {
		if ((nl = memchr(text + off, '\n', len - off)) == NULL)
			return (len);
		off = (size_t)(nl - text) + 1;
	}
	return (off);
}

/* Send the next page of what is kept; the rest stays, or is dropped. */
static void
pager_next(struct session *s)
{
	struct pager	*p = s->pager;
	size_t		 end;

	end = pager_page_end(p->text, p->len, p->off, pager_lines(s) > 0 ?
	    pager_lines(s) : 1);
	desc_write_rendered(s->desc, p->text + p->off, end - p->off);
	p->off = end;
	if (p->off >= p->len)
		pager_free(s);
}

/* The command ran: send its output, or its first page and keep the rest. */
void
pager_end(struct session *s)
{
	struct pager	*p;
	char		*text, *note;
	size_t		 len, cut, first, n;
	int		 lines = pager_lines(s);

	if (!s->paging)
		return;
	s->paging = 0;
	/* Closing sent it already. */
	if ((text = desc_hold_take(s->desc, &len, &cut)) == NULL && cut == 0)
		return;
	if (cut > 0) {
		n = xasprintf(&note, "%s[ %zu more bytes were cut: too long "
		    "to keep. ]\n", len > 0 && text[len - 1] != '\n' ? "\n" :
		    "", cut);
		text = xrealloc(text, len + (size_t)n);
		memcpy(text + len, note, (size_t)n);
		len += (size_t)n;
		free(note);
	}
	first = lines > 0 ? pager_page_end(text, len, 0, lines) : len;
	if (first >= len || pager_kept + (len - first) >
	    (size_t)conf_int(CFG_PAGER_BUDGET)) {
		if (first < len)
			log_info("pager: %zu bytes kept in all; %s's output "
			    "sent whole", pager_kept, s->ch->pd.name);
		desc_write_rendered(s->desc, text, len);
		free(text);
		return;
	}
	desc_write_rendered(s->desc, text, first);
	/* Only what waits is kept. */
	p = xcalloc(1, sizeof *p);
	p->len = len - first;
	p->text = xmalloc(p->len);
	memcpy(p->text, text + first, p->len);
	free(text);
	pager_kept += p->len;
	s->pager = p;
}

/* Does more wait to be shown? */
int
pager_waiting(const struct session *s)
{
	return (s->pager != NULL);
}

/* A line typed while more waits. */
int
pager_input(struct session *s, const char *line)
{
	if (s->pager == NULL)
		return (0);
	line += strspn(line, " ");
	if (*line == '\0') {
		pager_next(s);
		return (1);
	}
	pager_free(s);
	if ((line[0] == 'q' || line[0] == 'Q') &&
	    line[1 + strspn(line + 1, " ")] == '\0')
		return (1);
	return (0);
}

/* Write the pager's prompt, if more waits. */
int
pager_prompt(struct session *s)
{
	if (s->pager == NULL)
		return (0);
	desc_write(s->desc, PAGER_PROMPT, strlen(PAGER_PROMPT));
	return (1);
}
