/* names.h: what a character may be called, and the classes it may be. */
#ifndef MUD_NAMES_H
#define MUD_NAMES_H

#include <stddef.h>

#define NAME_LEN_MIN	3
#define NAME_LEN_MAX	12

/*
 * Check a proposed name: letters only, NAME_LEN_MIN to NAME_LEN_MAX long, not
 * reserved, not offensive. On success the name is written capitalised to
 * out (NAME_LEN_MAX + 1 bytes) and 0 returned; else -1 and *why says why, in
 * words for the player.
 */
int	names_check(const char *name, char *out, size_t outlen,
	    const char **why);

/* The class whose name word begins (any case), or NULL. */
const char	*class_lookup(const char *word);

#endif
