/* rng.h: the game's random numbers, seeded, so a run can be replayed. */
#ifndef MUD_RNG_H
#define MUD_RNG_H

#include <stdint.h>

void		rng_seed(uint64_t);
/* A number from 0 to n - 1 (n >= 1), without modulo bias. */
uint32_t	rng_below(uint32_t n);
/* Roll NdS+B: number dice of size sides, plus bonus. */
int		rng_dice(int number, int size, int bonus);

#endif
