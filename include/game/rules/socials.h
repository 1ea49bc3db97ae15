/*
 * socials.h: the socials (smile, bow, wave...): fixed words that show the
 * room what a character does, alone or at someone. Tried after the command
 * table, by their whole name only.
 */
#ifndef MUD_SOCIALS_H
#define MUD_SOCIALS_H

struct character;

/* If word is a social, act it out (arg may name a target) and return 1. */
int	social_run(struct character *ch, const char *word, char *arg);
/* Is word the whole name of a social? */
int	social_exists(const char *word);
/* List the socials to ch. */
void	social_list(struct character *ch);

#endif
