/* names.c: what a character may be called. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "class.h"
#include "names.h"
#include "text.h"

/* Words that mean something to the game or would mislead other players. */
static const char *names_reserved[] = {
	"all", "admin", "administrator", "auto", "builder", "everyone",
	"god", "immortal", "imp", "implementor", "local", "moderator",
	"new", "nobody", "none", "self", "someone", "something", "staff",
	"sysop", "system", "the", "you", "quit", "help", "who", "server",
	"root", "guest", "player", "mud",
};

/* Substrings refused anywhere in a name. */
static const char *names_offensive[] = {
	"fuck", "shit", "cunt", "nigg", "fag", "bitch", "whore", "slut",
	"rape", "nazi", "hitler", "penis", "vagina", "dick", "cock", "pussy",
	"asshole", "bastard", "retard",
};

/* Check a name and write it capitalised to out. */
int
names_check(const char *name, char *out, size_t outlen, const char **why)
{
	char	lower[NAME_LEN_MAX + 1];
	size_t	len = strlen(name), i;

	if (len < NAME_LEN_MIN) {
		*why = "A name must be at least 3 letters long.";
		return (-1);
	}
	if (len > NAME_LEN_MAX) {
		*why = "A name may be at most 12 letters long.";
		return (-1);
	}
	if (outlen < len + 1) {
		*why = "That name is too long.";
		return (-1);
	}
	for (i = 0; i < len; i++) {
		if (!isascii((unsigned char)name[i]) ||
		    !isalpha((unsigned char)name[i])) {
			*why = "A name may hold only the letters A to Z.";
			return (-1);
		}
		lower[i] = (char)tolower((unsigned char)name[i]);
	}
	lower[len] = '\0';
	for (i = 0; i < sizeof names_reserved / sizeof names_reserved[0]; i++) {
		if (strcmp(lower, names_reserved[i]) == 0) {
			*why = "That name is reserved.";
			return (-1);
		}
	}
	for (i = 0; i < sizeof names_offensive / sizeof names_offensive[0];
	    i++) {
		if (strstr(lower, names_offensive[i]) != NULL) {
			*why = "That name is not acceptable here.";
			return (-1);
		}
	}
	memcpy(out, lower, len + 1);
	out[0] = (char)toupper((unsigned char)out[0]);
	return (0);
}

/* The class whose name word begins (any case), or NULL. */
const char *
class_lookup(const char *word)
{
	int	k = class_find(word);

	return (k >= 0 ? class_table[k].name : NULL);
}
