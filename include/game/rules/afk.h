/* afk.h: away from the keyboard. */
#ifndef MUD_AFK_H
#define MUD_AFK_H

struct character;

/* ch typed something while away: it is back, its message goes. */
void	afk_back(struct character *);

#endif
