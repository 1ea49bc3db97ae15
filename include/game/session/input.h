/*
 * input.h: a line typed in play on its way to the interpreter. While more
 * output waits, the pager takes Return and q; '!' gives back the last
 * command and '^old^new' the last command with the first old replaced by
 * new; aliases expand the line into commands (alias.h), which run one by
 * one as the wait state allows: a command that lags holds back the rest,
 * as it holds back typed lines. What a command prints is paged for
 * players who ask for it (pager.h).
 *
 * The last command is the last line typed that was not empty, not an
 * answer to the pager and not a command whose arguments are never logged
 * (password); after '!' or '^', the line they gave.
 */
#ifndef MUD_INPUT_H
#define MUD_INPUT_H

struct session;

/* Handle a line typed in play. */
void	input_line(struct session *, const char *line);
/* Do commands of an expansion wait to run? Typed lines wait behind them. */
int	input_pending(const struct session *);
/*
 * Run what the last line expanded to, as far as the wait state allows
 * (the session's queue does, before it takes the next line typed).
 */
void	input_resume(struct session *);
/* Forget the session's history, waiting commands and pages. */
void	input_free(struct session *);

#endif
