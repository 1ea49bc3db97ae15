/*
 * mxp.h: MXP (telnet option 91) for clients that speak it (Mudlet,
 * MUSHclient, CMUD): the elements the game defines when the client turns
 * it on, and the markup that makes exits, objects and players clickable.
 * The markup is colour markup's {[tag{] (colour.h): a client without MXP
 * sees exactly the text it saw before, and one with MXP has every other
 * < > & " of the text escaped by the renderer.
 */
#ifndef MUD_MXP_H
#define MUD_MXP_H

struct descriptor;

/* The client said DO MXP: define the elements (descriptor callback). */
void	mxp_start(struct descriptor *);
/*
 * A word safe inside an MXP attribute: the first of the keywords, with
 * only letters, digits, - and _ kept (at most 31 bytes), "thing" if none
 * is left. In one of four static buffers, so four may be used at once.
 */
const char	*mxp_word(const char *keywords);

#endif
