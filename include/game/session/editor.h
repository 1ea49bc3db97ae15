/*
 * editor.h: writing a text of several lines (a note, a letter). While a
 * player writes, each line it types goes to its session's editor, not to
 * the command interpreter (session state SS_EDITING): '.' or '@' alone on
 * a line ends the text, '~q' abandons it, '~l' shows it so far and '~c'
 * clears it; a line is kept as typed, leading blanks and all. tbaMUD's
 * line commands work on it: /n lists it numbered, /i inserts a line, /e
 * replaces one, /d deletes lines, /r and /ra find and replace, /f formats
 * paragraphs, /a aborts, /s ends, /h lists them. A text has at most EDITOR_MAX_LINES lines and
 * EDITOR_MAX_BYTES bytes.
 */
#ifndef MUD_EDITOR_H
#define MUD_EDITOR_H

#include <stddef.h>

struct character;
struct editor;
struct session;

#define EDITOR_MAX_LINES	60
#define EDITOR_MAX_BYTES	4096

/*
 * What becomes of the text: called once, with the text (lines ended by
 * newlines), or with NULL text if it was abandoned, left empty or lost
 * with the connection (ch is then NULL too). arg is the caller's, to be
 * freed here.
 */
typedef void (*editor_done_fn)(struct character *, const char *text,
	    void *arg);

/*
 * ch starts writing what (shown: "your letter to Bob"). -1 if ch has no
 * connection or is already writing; done is not called then.
 */
int	editor_start(struct character *, const char *what, editor_done_fn,
	    void *arg);
/*
 * The same, opening with text (NULL: none) to change: the text being
 * edited (a description, a script). It may hold more than the limits
 * (a file's): then it may not grow.
 */
int	editor_start_text(struct character *, const char *what,
	    const char *text, editor_done_fn, void *arg);
/* A line typed while writing. */
void	editor_input(struct session *, char *line);
/* The connection ends while writing: the text is lost. */
void	editor_free(struct editor *);

#endif
