/* rng.c: xoshiro-style 64-bit generator (splitmix64-seeded xorshift64*). */
#include "rng.h"

static uint64_t	rng_state = 0x9e3779b97f4a7c15ULL;

/* Seed the generator. */
void
rng_seed(uint64_t seed)
{
	uint64_t	z = seed + 0x9e3779b97f4a7c15ULL;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	rng_state = (z ^ (z >> 31)) | 1;
}

static uint64_t
rng_next(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (rng_state * 0x2545f4914f6cdd1dULL);
}

/* A number below n, by rejection so every value is equally likely. */
uint32_t
rng_below(uint32_t n)
{
	uint64_t	r, limit;

	if (n <= 1)
		return (0);
	limit = UINT64_MAX - UINT64_MAX % n;
	do
		r = rng_next();
	while (r >= limit);
	return ((uint32_t)(r % n));
}

/* Roll NdS+B: number dice of size sides, plus bonus (at most 1,000 dice). */
int
rng_dice(int number, int size, int bonus)
{
	int	total = bonus, i;

	if (size < 1)
		return (bonus);
	for (i = 0; i < number && i < 1000; i++)
		total += 1 + (int)rng_below((uint32_t)size);
	return (total);
}
