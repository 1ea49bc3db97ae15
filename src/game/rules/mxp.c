/*
 * mxp.c: the MXP elements the game uses, defined for a client that turns
 * MXP on. Each line goes out in secure line mode (ESC[1z), the only mode
 * in which a client takes definitions and <send> links; the links in the
 * game's text (cmd-info.c) are colour markup's {[tag{] (colour.h).
 *
 * Ex	an exit: click to walk it.
 * Obj	a thing on the ground: look at it (&look;), get it (&id;).
 * Inv	a thing carried (&id;): look at it, drop it, wear it.
 * Mob	a mobile (&id;): look at it, consider it, kill it.
 *
 * An id is "N.keyword", the number counted as the command that the link
 * runs counts (find.c): with two priestesses in the room the second is
 * "2.ysolde", so a click acts on the one clicked. look counts carried
 * things before those on the ground, and tries the characters first: an
 * object on the ground has its own id for it.
 * Pl	a player (&name;): look at them, or start a tell (PROMPT puts the
 *	command on the input line instead of sending it).
 * RName, RDesc, RExits: the room's name, description and exits, flagged
 *	for the mappers of MUSHclient and CMUD.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "character.h"
#include "descriptor.h"
#include "find.h"
#include "mxp.h"
#include "object.h"

/*
 * No line breaks: DO MXP comes after the name prompt has gone out, and a
 * client shows the definitions' lines as empty ones below it. Each
 * definition opens its own secure line mode (ESC[1z), which holds until
 * the next newline; the text after them is escaped, as all text is.
 */
static const char mxp_elements[] =
    "\033[1z<!ELEMENT RName FLAG=\"RoomName\">"
    "<!ELEMENT RDesc FLAG=\"RoomDesc\">"
    "<!ELEMENT RExits FLAG=\"RoomExit\">"
    "\033[1z<!ELEMENT Ex \"<send>\">"
    "\033[1z<!ELEMENT Obj \"<send href='look &look;|get &id;' "
    "hint='Look at it|Get it'>\" ATT=\"id look\">"
    "\033[1z<!ELEMENT Inv \"<send href='look &look;|drop &id;|wear &id;' "
    "hint='Look at it|Drop it|Wear it'>\" ATT=\"id look\">"
    "\033[1z<!ELEMENT Mob \"<send href='look &id;|consider &id;|kill &id;' "
    "hint='Look at it|Consider it|Attack it'>\" ATT=\"id\">"
    "\033[1z<!ELEMENT Pl \"<send href='look &name;|tell &name; ' "
    "hint='Look at them|Tell them something' PROMPT>\" ATT=\"name\">";

/* The client turned MXP on: define the elements. */
void
mxp_start(struct descriptor *d)
{
	desc_write_rendered(d, mxp_elements, sizeof mxp_elements - 1);
}

/* The first keyword, safe in an attribute. */
const char *
mxp_word(const char *keywords)
{
	static char	 buf[4][32];
	static int	 next;
	char		*w = buf[next++ % 4];
	size_t		 n = 0;

	while (*keywords == ' ')
		keywords++;
	for (; *keywords != '\0' && *keywords != ' '; keywords++) {
		if ((isalnum((unsigned char)*keywords) || *keywords == '-' ||
		    *keywords == '_') && n < sizeof buf[0] - 1)
			w[n++] = *keywords;
	}
	if (n == 0)
		return ("thing");
	w[n] = '\0';
	return (w);
}

/*
 * The next keyword of *kw with only what mxp_word keeps, into w (size
 * bytes); *kw moves past it. 0 when no keyword is left.
 */
static int
mxp_next_word(const char **kw, char *w, size_t size)
{
	const char	*p = *kw;
	size_t		 n;

	for (;;) {
		while (*p == ' ')
			p++;
		if (*p == '\0') {
			*kw = p;
			return (0);
		}
		for (n = 0; *p != '\0' && *p != ' '; p++) {
			if ((isalnum((unsigned char)*p) || *p == '-' ||
			    *p == '_') && n < size - 1)
				w[n++] = *p;
		}
		if (n > 0) {
			w[n] = '\0';
			*kw = p;
			return (1);
		}
	}
}

/* "n.word" in one of four static buffers. */
static const char *
mxp_numbered(int n, const char *word)
{
	static char	 buf[4][48];
	static int	 next;
	char		*out = buf[next++ % 4];

	snprintf(out, sizeof buf[0], "%d.%s", n, word);
	return (out);
}

/* The id by which a command of how finds obj for ch. */
const char *
mxp_obj_id(struct character *ch, const struct object *obj,
    enum mxp_find how)
{
	const char	*kw = obj->keywords;
	char		 w[32];
	int		 n;

	while (mxp_next_word(&kw, w, sizeof w)) {
		switch (how) {
		case MXP_FIND_ROOM:
			n = find_obj_number(ch, obj, w, FIND_IN_ROOM);
			break;
		case MXP_FIND_CARRIED:
			n = find_obj_number(ch, obj, w, FIND_CARRIED);
			break;
		default:
			/* look finds a character first: count past them. */
			n = find_obj_number(ch, obj, w, FIND_HERE);
			if (n <= find_char_number(ch, NULL, w))
				n = 0;
			break;
		}
		if (n > 0)
			return (mxp_numbered(n, w));
	}
	return (mxp_word(obj->keywords));
}

/* The id by which find_char_room finds a mobile for ch. */
const char *
mxp_mob_id(struct character *ch, const struct character *mob)
{
	const char	*kw = mob->mob->keywords;
	char		 w[32];
	int		 n;

	while (mxp_next_word(&kw, w, sizeof w)) {
		if ((n = find_char_number(ch, mob, w)) > 0)
			return (mxp_numbered(n, w));
	}
	return (mxp_word(mob->mob->keywords));
}
