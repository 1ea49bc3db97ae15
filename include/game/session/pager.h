/*
 * pager.h: long output shown a page at a time, 'more'-style, to players
 * who ask for it (toggle pager <lines>). The output of one typed line is
 * held back as it is written (desc_hold); if it is longer than a page,
 * the first page is sent and the rest kept, with the prompt
 * "[ Press Return to continue, q to quit ]" in place of the player's.
 * Return shows the next page, q drops the rest, and any other line drops
 * the rest and runs. What is kept is bounded per player ([limits]
 * pager_max: the rest is cut, and the player told) and in all
 * (pager_budget: past it, output is sent whole).
 */
#ifndef MUD_PAGER_H
#define MUD_PAGER_H

struct session;

#define PAGER_PROMPT	"[ Press Return to continue, q to quit ]"

/* A command is about to run for s: hold its output if s's player pages. */
void	pager_start(struct session *);
/* The command ran: send its output, or its first page and keep the rest. */
void	pager_end(struct session *);
/* Does more wait to be shown? */
int	pager_waiting(const struct session *);
/*
 * A line typed while more waits: 1 if it was the pager's (Return showed
 * the next page, q dropped the rest); 0 if it is a command to run (the
 * rest was dropped). 0 too if nothing waits.
 */
int	pager_input(struct session *, const char *line);
/* Write the pager's prompt, if more waits: 1 if it did. */
int	pager_prompt(struct session *);
/* Drop what is kept (the session ends). */
void	pager_free(struct session *);
/* Bytes kept for paging by every player together. */
size_t	pager_total(void);

#endif
