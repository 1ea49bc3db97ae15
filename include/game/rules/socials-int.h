/* socials-int.h: a set of socials, as socials-read.c reads it. */
#ifndef MUD_SOCIALS_INT_H
#define MUD_SOCIALS_INT_H

#include <stddef.h>

/* The messages of one social, in the order of the file's fields. */
enum social_msg {
	SOCIAL_ALONE,		/* to the actor, no target */
	SOCIAL_ALONE_ROOM,	/* to the room, no target; NULL: needs one */
	SOCIAL_AT,		/* to the actor, at someone */
	SOCIAL_AT_TARGET,	/* to the one acted upon */
	SOCIAL_AT_ROOM,		/* to the rest of the room */
	SOCIAL_SELF,		/* to the actor, at oneself */
	SOCIAL_SELF_ROOM,	/* to the room, at oneself */
	SOCIAL__COUNT
};

struct social {
	char	*name;
	char	*msg[SOCIAL__COUNT];
	int	 line;		/* where it begins in its file */
};

struct social_set {
	struct social	*v;	/* sorted by name once read */
	size_t		 n;
	size_t		 cap;
};

#endif
