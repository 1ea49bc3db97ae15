/* test_rng.c: the game's seeded random numbers. */
#include <check.h>
#include <stdint.h>

#include "check_main.h"
#include "rng.h"

#define SEQ	1000

static void
draw(uint64_t seed, uint32_t n, uint32_t *out, int count)
{
	int	i;

	rng_seed(seed);
	for (i = 0; i < count; i++)
		out[i] = rng_below(n);
}

/* The same seed gives the same numbers, however often it is sown. */
START_TEST(test_reproducible)
{
	static uint32_t	a[SEQ], b[SEQ];
	int		i;

	draw(42, 1000000, a, SEQ);
	draw(7, 1000000, b, SEQ);		/* something else between */
	draw(42, 1000000, b, SEQ);
	for (i = 0; i < SEQ; i++)
		ck_assert_uint_eq(a[i], b[i]);
}
END_TEST

/* Different seeds, even neighbours and 0, give different sequences. */
START_TEST(test_seeds_differ)
{
	static const uint64_t	seeds[] = { 0, 1, 2, 3, 42, UINT64_MAX,
	    0x9e3779b97f4a7c15ULL };
	static uint32_t		seq[7][SEQ];
	size_t			i, j;
	int			k, same;

	for (i = 0; i < 7; i++)
		draw(seeds[i], 1u << 30, seq[i], SEQ);
	for (i = 0; i < 7; i++) {
		for (j = i + 1; j < 7; j++) {
			same = 0;
			for (k = 0; k < SEQ; k++)
				same += seq[i][k] == seq[j][k];
			ck_assert_msg(same < 5, "seeds %zu and %zu agree %d "
			    "times in %d", i, j, same, SEQ);
		}
	}
}
END_TEST

/* A seed of 0 does not stick at 0 (xorshift's one bad state). */
START_TEST(test_seed_zero_moves)
{
	uint32_t	first, v;
	int		i, changed = 0;

	rng_seed(0);
	first = rng_below(UINT32_MAX);
	for (i = 0; i < 100; i++) {
		v = rng_below(UINT32_MAX);
		changed += v != first;
	}
	ck_assert_int_gt(changed, 95);
}
END_TEST

START_TEST(test_edge_cases)
{
	int	i;

	rng_seed(1);
	for (i = 0; i < 1000; i++) {
		ck_assert_uint_eq(rng_below(0), 0);
		ck_assert_uint_eq(rng_below(1), 0);
	}
}
END_TEST

/* Results are below n for small, odd, large and extreme n. */
START_TEST(test_bounds)
{
	static const uint32_t	ns[] = { 2, 3, 5, 7, 10, 100, 1000, 65537,
	    (1u << 31) - 1, 1u << 31, (1u << 31) + 1, 3221225472u,
	    UINT32_MAX - 1, UINT32_MAX };
	size_t			i;
	int			k;
	uint32_t		v, top;

	rng_seed(99);
	for (i = 0; i < sizeof ns / sizeof ns[0]; i++) {
		top = 0;
		for (k = 0; k < 20000; k++) {
			v = rng_below(ns[i]);
			ck_assert_uint_lt(v, ns[i]);
			if (v > top)
				top = v;
		}
		/* And they reach near the top of the range. */
		ck_assert_uint_ge(top, ns[i] - ns[i] / 100 - 1);
	}
}
END_TEST

/*
 * Every value of a small range comes up about as often: a chi-square test
 * with a bound far out in the tail (the seed is fixed, so it cannot flake).
 */
static void
check_uniform(uint32_t n, int draws, double bound)
{
	static int	count[64];
	double		expect = (double)draws / n, chi = 0, d;
	uint32_t	i;
	int		k;

	ck_assert_uint_le(n, 64);
	for (i = 0; i < n; i++)
		count[i] = 0;
	for (k = 0; k < draws; k++)
		count[rng_below(n)]++;
	for (i = 0; i < n; i++) {
		ck_assert_msg(count[i] > 0, "%u never came up (n %u)", i, n);
		d = count[i] - expect;
		chi += d * d / expect;
	}
	ck_assert_msg(chi < bound, "n %u: chi-square %.1f >= %.1f", n, chi,
	    bound);
}

START_TEST(test_uniform_small)
{
	rng_seed(12345);
	check_uniform(2, 100000, 15.1);		/* p ~ 1e-4, 1 dof */
	check_uniform(3, 100000, 18.4);		/* 2 dof */
	check_uniform(6, 120000, 25.7);		/* 5 dof: a die */
	check_uniform(10, 100000, 33.7);	/* 9 dof */
	check_uniform(64, 640000, 117.0);	/* 63 dof */
}
END_TEST

/*
 * A 32-bit draw taken modulo 3 * 2^30 would give the low third twice as
 * often as the others (a generator or reduction that lost bits); here each
 * third has a third.
 */
START_TEST(test_no_modulo_bias)
{
	const uint32_t	n = 3221225472u, third = n / 3;
	int		counts[3] = { 0, 0, 0 }, k, i;
	const int	draws = 300000;

	rng_seed(2024);
	for (k = 0; k < draws; k++)
		counts[rng_below(n) / third]++;
	for (i = 0; i < 3; i++)
		ck_assert_msg(counts[i] > draws / 3 - 2000 &&
		    counts[i] < draws / 3 + 2000, "third %d: %d of %d", i,
		    counts[i], draws);
}
END_TEST

/* Successive draws are not correlated: pairs of bits come up evenly. */
START_TEST(test_pairs_even)
{
	int	pairs[4] = { 0, 0, 0, 0 }, k, i;
	int	prev, cur;

	rng_seed(777);
	prev = (int)rng_below(2);
	for (k = 0; k < 100000; k++) {
		cur = (int)rng_below(2);
		pairs[prev * 2 + cur]++;
		prev = cur;
	}
	for (i = 0; i < 4; i++)
		ck_assert_msg(pairs[i] > 24000 && pairs[i] < 26000,
		    "pair %d: %d", i, pairs[i]);
}
END_TEST

static Suite *
rng_suite(void)
{
	Suite	*s = suite_create("rng");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_reproducible);
	tcase_add_test(tc, test_seeds_differ);
	tcase_add_test(tc, test_seed_zero_moves);
	tcase_add_test(tc, test_edge_cases);
	tcase_add_test(tc, test_bounds);
	tcase_add_test(tc, test_uniform_small);
	tcase_add_test(tc, test_no_modulo_bias);
	tcase_add_test(tc, test_pairs_even);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(rng_suite()));
}
