/*
 * help.h: the help entries, read from the help files (the .hlp files of
 * server.help_dir, their format in data/help/README.md) at start, by
 * 'reload help' and by SIGHUP, and looked up by 'help': a whole keyword, else every entry a
 * part of a word leads to.
 *
 * Every problem in the files is reported as "file:line: what is wrong",
 * all at once; a set with errors is never put in force.
 */
#ifndef MUD_HELP_H
#define MUD_HELP_H

#include <stddef.h>

/* Bounds on what the files may hold. */
#define HELP_FILES_MAX		256		/* files in the directory */
#define HELP_FILE_MAX		(1024 * 1024)	/* bytes in a file */
#define HELP_LINE_MAX		1024		/* bytes in a line */
#define HELP_TEXT_MAX		16384		/* bytes in an entry's text */
#define HELP_ENTRIES_MAX	4096		/* entries in all */
#define HELP_KEYWORDS_MAX	32		/* keywords of an entry */
#define HELP_KEYWORD_MAX	40		/* bytes in a keyword */
#define HELP_MATCHES_MAX	30		/* matches 'help' lists */

struct help_entry {
	char		**keywords;	/* lowercase, as written */
	size_t		  nkeywords;
	int		  level;	/* enum player_role: who may read it */
	char		 *text;		/* ends in a newline */
	const char	 *file;		/* where it was read: the set's */
	int		  line;		/* of its 'help' line */
	size_t		  section;	/* index of its file's title */
};

struct help_set;

/* An empty set. */
struct help_set	*help_set_new(void);
void		 help_set_free(struct help_set *);
size_t		 help_set_count(const struct help_set *);
size_t		 help_set_files(const struct help_set *);
/*
 * Add the entries of one file's text to a set (name is the file's name for
 * the errors, its title by default). Each problem is appended to *errors as
 * a line "name:line: message" (at most 200 lines; all are counted).
 * Returns the number of problems; the entries read well are kept.
 */
int		 help_parse(struct help_set *, const char *name,
		    const char *text, size_t len, char **errors);
/*
 * Read every *.hlp file in dir, in the order of their names, into a new
 * set (*out). Returns the number of problems, each a line of *errors; or
 * -1 with *out NULL if the directory cannot be read (*errors says why).
 */
int		 help_load(const char *dir, struct help_set **out,
		    char **errors);

/*
 * help_load with the file at path (in dir) read from text instead (a
 * change checked before it is written; a new file in its name's turn).
 */
int		 help_load_over(const char *dir, const char *path,
		    const char *text, size_t len, struct help_set **out,
		    char **errors);
/* A set's entry with a keyword (any case), whoever may read it. */
const struct help_entry	*help_set_find(const struct help_set *,
			    const char *word);

/* The set in force: install takes a set over (freeing the one before). */
void		 help_install(struct help_set *);
size_t		 help_count(void);

/*
 * A change staff make to the help in the game ('hedit'): an entry's text,
 * keywords (a keywords line as a file writes it: 'magic missile' mm) or
 * level, its removal, or a new entry at the end of a file (file: its name
 * without ".hlp", made if new). keyword names the entry, as role may read
 * it.
 */
enum help_op { HELP_TEXT, HELP_KEYWORDS, HELP_LEVEL, HELP_DELETE, HELP_NEW };

struct help_change {
	enum help_op	 op;
	const char	*keyword;
	int		 role;
	const char	*file;
	const char	*keywords;
	const char	*level;
	const char	*text;
};

/*
 * Make a change to the help file on disk as it is now, read the whole
 * help again with it as 'reload help' would, and only if that finds no
 * problem write the file (a temporary file renamed over it) and put the
 * new help in force. 0, or -1 with nothing changed; *report says which
 * (every problem as "file:line: message").
 */
int		 help_edit(const struct help_change *, char **report);

/* An entry one of whose keywords is word (any case), readable by role. */
const struct help_entry	*help_find_exact(const char *word, int role);
/*
 * The entries readable by role with a keyword that word begins, or with a
 * word inside a keyword that it begins ("missile" finds "magic missile"),
 * in file order: up to max of them into out, with the keyword matched
 * (which may be NULL). Returns how many there are in all.
 */
size_t			 help_find(const char *word, int role,
			    const struct help_entry **out, const char **which,
			    size_t max);
/*
 * Keywords readable by role within a small edit distance of word, the
 * nearest first: up to max into out. Returns how many were put.
 */
size_t			 help_suggest(const char *word, int role,
			    const char **out, size_t max);
/* The entries in file order, for the index; NULL past the last. */
const struct help_entry	*help_entry_at(size_t i);
/* The title of a section (a file's 'title', or its name). */
const char		*help_section_title(size_t section);

#endif
