/* portal.h: going through portals, objects that lead to another room. */
#ifndef MUD_PORTAL_H
#define MUD_PORTAL_H

struct character;
struct object;

/*
 * ch steps into portal (an object of type portal in its room) and comes
 * out in the room it leads to, as a step does it: not fighting, on its
 * feet, through a portal not closed; the leave scripts of its room and
 * the enter scripts of the other may refuse (an enter script sends it
 * back); those in both rooms see it, and its followers who stood with it
 * come through after it. 0 if it went; -1 (and ch told why) if not.
 */
int	portal_enter(struct character *, struct object *portal);
/* The room a portal leads to, or NULL. */
struct room	*portal_to(const struct object *);

#endif
