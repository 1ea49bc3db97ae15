/*
 * socials.h: the socials (smile, bow, wave...): fixed words that show the
 * room what a character does, alone or at someone. Tried after the command
 * table, by their whole name only. They are data: read from a file
 * (server.socials, data/socials.txt; the format is in data/README.md) at
 * start, by `mud --check` and by `reload socials`.
 */
#ifndef MUD_SOCIALS_H
#define MUD_SOCIALS_H

#include <stddef.h>

struct character;
struct social_set;

/* Limits of the file, so that one file cannot take the game's memory. */
#define SOCIAL_FILE_MAX		(1024 * 1024)	/* bytes */
#define SOCIAL_MAX		1000		/* socials in all */
#define SOCIAL_NAME_MAX		20		/* bytes of a name */
#define SOCIAL_MSG_MAX		200		/* bytes of one message */

/* Would a player typing word get a command, not a social? */
typedef int	(*social_taken_fn)(const char *word);

/*
 * Read the socials of the file at path into a new set (*out, also on
 * errors). Returns the number of problems, each a line "file:line: what
 * is wrong" appended to *errors; -1 if the file cannot be read (*errors
 * says why). taken, if not NULL, names the words a social may not have.
 */
int	social_load(const char *path, social_taken_fn taken,
	    struct social_set **out, char **errors);
/* The same from text in memory, named name in the messages. */
int	social_parse(const char *name, const char *text, size_t len,
	    social_taken_fn taken, struct social_set **out, char **errors);
struct social_set *social_set_new(void);
void	social_set_free(struct social_set *);
size_t	social_set_count(const struct social_set *);
/* The name of the i-th social of a set, in the file's order. */
const char *social_set_name(const struct social_set *, size_t i);
/* Put set in force (the running one is freed); NULL for none. */
void	social_install(struct social_set *);

/* If word is a social, act it out (arg may name a target) and return 1. */
int	social_run(struct character *ch, const char *word, char *arg);
/* Is word the whole name of a social? */
int	social_exists(const char *word);
/* List the socials to ch. */
void	social_list(struct character *ch);

#endif
