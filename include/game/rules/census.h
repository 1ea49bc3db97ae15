/* census.h: how many players are in the game ('count'). */
#ifndef MUD_CENSUS_H
#define MUD_CENSUS_H

struct character;

/*
 * The players in the game that viewer can see (viewer among them), and
 * in *most the most it was told since the server started.
 */
int	census_count(const struct character *viewer, int *most);

#endif
