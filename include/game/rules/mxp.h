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

struct character;
struct descriptor;
struct object;

/* The client said DO MXP: define the elements (descriptor callback). */
void	mxp_start(struct descriptor *);
/*
 * A word safe inside an MXP attribute: the first of the keywords, with
 * only letters, digits, - and _ kept (at most 31 bytes), "thing" if none
 * is left. In one of four static buffers, so four may be used at once.
 */
const char	*mxp_word(const char *keywords);

/* How the command a link runs finds what it names (find.h). */
enum mxp_find {
	MXP_FIND_ROOM,		/* on the ground: get (find_obj_room) */
	MXP_FIND_CARRIED,	/* carried: drop, wear (find_obj_carried) */
	MXP_FIND_LOOK		/* look: a character, else find_obj_here */
};

/*
 * The id of a link to obj, for ch: "N.word", with the first of obj's
 * keywords (kept as mxp_word keeps it) by which the command finds obj,
 * and N as it counts; mxp_word's if none does. In one of four static
 * buffers.
 */
const char	*mxp_obj_id(struct character *ch, const struct object *obj,
		    enum mxp_find how);
/* The same for a mobile in ch's room (find_char_room). */
const char	*mxp_mob_id(struct character *ch,
		    const struct character *mob);

#endif
