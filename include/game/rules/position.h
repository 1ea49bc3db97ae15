/* position.h: what a character's position (asleep, resting...) allows. */
#ifndef MUD_POSITION_H
#define MUD_POSITION_H

struct character;

/*
 * Why the character's position keeps it from something that needs at least
 * min_pos (enum position, in the order dead, stunned, sleeping, resting,
 * fighting, standing), as a line to show it; NULL if nothing does.
 */
const char	*position_refused(const struct character *, int min_pos);

#endif
