/*
 * start.h: how a new character starts, as Diku players expect: some gold
 * (game.start_gold), its class's level-1 skills at a usable percentage
 * (game.start_skill), and the guild's kit: a weapon for its class, a vest,
 * a shield for those who fight with one and a light, all of the guild's
 * mark (worth nothing to a shop), worn at once. 'outfit' hands out what is
 * missing again, up to game.outfit_level.
 */
#ifndef START_H
#define START_H

struct character;
struct player_data;

/* A character just made (class and race chosen): its gold and skills. */
void	 start_new(struct player_data *);
/*
 * Give ch the guild's kit for each place it wears nothing, worn at once,
 * and say so for each; returns how many things it was given (0: it
 * lacked nothing). -1 (and ch told why) if ch is past game.outfit_level.
 */
int	 start_outfit(struct character *);

#endif
