/*
 * mxp.c: the MXP elements the game uses, defined for a client that turns
 * MXP on. Each line goes out in secure line mode (ESC[1z), the only mode
 * in which a client takes definitions and <send> links; the links in the
 * game's text (cmd-info.c) are colour markup's {[tag{] (colour.h).
 *
 * Ex	an exit: click to walk it.
 * Obj	a thing on the ground (&id; its keyword): look at it, get it.
 * Inv	a thing carried: look at it, drop it, wear it.
 * Mob	a mobile: look at it, consider it, kill it.
 * Pl	a player (&name;): look at them, or start a tell (PROMPT puts the
 *	command on the input line instead of sending it).
 * RName, RDesc, RExits: the room's name, description and exits, flagged
 *	for the mappers of MUSHclient and CMUD.
 */
#include <ctype.h>
#include <string.h>

#include "descriptor.h"
#include "mxp.h"

static const char mxp_elements[] =
    "\033[1z<!ELEMENT RName FLAG=\"RoomName\">"
    "<!ELEMENT RDesc FLAG=\"RoomDesc\">"
    "<!ELEMENT RExits FLAG=\"RoomExit\">\n"
    "\033[1z<!ELEMENT Ex \"<send>\">\n"
    "\033[1z<!ELEMENT Obj \"<send href='look &id;|get &id;' "
    "hint='Look at it|Get it'>\" ATT=\"id\">\n"
    "\033[1z<!ELEMENT Inv \"<send href='look &id;|drop &id;|wear &id;' "
    "hint='Look at it|Drop it|Wear it'>\" ATT=\"id\">\n"
    "\033[1z<!ELEMENT Mob \"<send href='look &id;|consider &id;|kill &id;' "
    "hint='Look at it|Consider it|Attack it'>\" ATT=\"id\">\n"
    "\033[1z<!ELEMENT Pl \"<send href='look &name;|tell &name; ' "
    "hint='Look at them|Tell them something' PROMPT>\" ATT=\"name\">\n";

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
