/* test_vmap.c: the int-to-pointer map: lookups, extreme keys, churn. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>

#include "check_main.h"
#include "vmap.h"

/* Distinct non-NULL values: addresses inside this array. */
static char	 vals[16];

/* The invariants every operation keeps. */
static void
check_shape(const struct vmap *m)
{
	size_t	in_table = m->count - (m->min_value != NULL);

	ck_assert_uint_le(in_table, m->used);
	ck_assert_uint_le(m->used * 2, m->size);
	if (m->size != 0)
		ck_assert_uint_eq(m->size & (m->size - 1), 0);
}

START_TEST(test_empty)
{
	struct vmap	m;

	vmap_init(&m);
	ck_assert_ptr_null(vmap_get(&m, 0));
	ck_assert_ptr_null(vmap_get(&m, INT32_MIN));
	vmap_put(&m, 5, NULL);
	vmap_put(&m, INT32_MIN, NULL);
	ck_assert_uint_eq(m.count, 0);
	ck_assert_uint_eq(m.size, 0);
	vmap_clear(&m);
}
END_TEST

START_TEST(test_put_get_replace_remove)
{
	struct vmap	m;

	vmap_init(&m);
	vmap_put(&m, 3001, &vals[0]);
	vmap_put(&m, 3002, &vals[1]);
	ck_assert_ptr_eq(vmap_get(&m, 3001), &vals[0]);
	ck_assert_ptr_eq(vmap_get(&m, 3002), &vals[1]);
	ck_assert_ptr_null(vmap_get(&m, 3003));
	ck_assert_uint_eq(m.count, 2);

	vmap_put(&m, 3001, &vals[2]);
	ck_assert_ptr_eq(vmap_get(&m, 3001), &vals[2]);
	ck_assert_uint_eq(m.count, 2);

	vmap_put(&m, 3001, NULL);
	ck_assert_ptr_null(vmap_get(&m, 3001));
	ck_assert_ptr_eq(vmap_get(&m, 3002), &vals[1]);
	ck_assert_uint_eq(m.count, 1);
	vmap_put(&m, 3001, NULL);		/* removing twice is harmless */
	ck_assert_uint_eq(m.count, 1);

	vmap_put(&m, 3001, &vals[3]);		/* and it comes back */
	ck_assert_ptr_eq(vmap_get(&m, 3001), &vals[3]);
	ck_assert_uint_eq(m.count, 2);
	check_shape(&m);

	vmap_clear(&m);
	ck_assert_ptr_null(vmap_get(&m, 3002));
	ck_assert_uint_eq(m.count, 0);
}
END_TEST

/* Keys at the ends of the range, INT32_MIN (the empty marker) included. */
START_TEST(test_extreme_keys)
{
	static const int	 keys[] = { 0, -1, 1, -3001, INT32_MAX,
	    INT32_MAX - 1, INT32_MIN + 1, INT32_MIN };
	const size_t		 n = sizeof keys / sizeof keys[0];
	struct vmap		 m;
	size_t			 i;
	int			 k;

	vmap_init(&m);
	ck_assert_ptr_null(vmap_get(&m, INT32_MIN));
	for (i = 0; i < n; i++)
		vmap_put(&m, keys[i], &vals[i]);
	ck_assert_uint_eq(m.count, n);
	for (i = 0; i < n; i++)
		ck_assert_ptr_eq(vmap_get(&m, keys[i]), &vals[i]);

	/* Growing through many rehashes keeps every one of them. */
	for (k = 1000; k < 21000; k++)
		vmap_put(&m, k, &vals[15]);
	for (i = 0; i < n; i++)
		ck_assert_ptr_eq(vmap_get(&m, keys[i]), &vals[i]);
	for (k = 1000; k < 21000; k++)
		vmap_put(&m, k, NULL);
	for (i = 0; i < n; i++)
		ck_assert_ptr_eq(vmap_get(&m, keys[i]), &vals[i]);
	ck_assert_uint_eq(m.count, n);
	check_shape(&m);

	/* INT32_MIN is a key like any other: replaced, removed, counted. */
	vmap_put(&m, INT32_MIN, &vals[9]);
	ck_assert_ptr_eq(vmap_get(&m, INT32_MIN), &vals[9]);
	ck_assert_uint_eq(m.count, n);
	vmap_put(&m, INT32_MIN, NULL);
	ck_assert_ptr_null(vmap_get(&m, INT32_MIN));
	ck_assert_uint_eq(m.count, n - 1);
	ck_assert_ptr_eq(vmap_get(&m, INT32_MIN + 1), &vals[6]);
	ck_assert_ptr_eq(vmap_get(&m, INT32_MAX), &vals[4]);
	vmap_put(&m, INT32_MAX, NULL);
	ck_assert_ptr_null(vmap_get(&m, INT32_MAX));
	ck_assert_ptr_eq(vmap_get(&m, INT32_MAX - 1), &vals[5]);
	ck_assert_uint_eq(m.count, n - 2);
	check_shape(&m);
	vmap_clear(&m);
	ck_assert_ptr_null(vmap_get(&m, INT32_MIN));
}
END_TEST

/* Keys that differ only in their high bits, as vnums of areas do. */
START_TEST(test_strided_keys)
{
	struct vmap	m;
	int		i;

	vmap_init(&m);
	for (i = 0; i < 4096; i++)
		vmap_put(&m, i * 65536, &vals[i % 16]);
	for (i = 0; i < 4096; i++)
		ck_assert_ptr_eq(vmap_get(&m, i * 65536), &vals[i % 16]);
	ck_assert_ptr_null(vmap_get(&m, 65537));
	ck_assert_uint_eq(m.count, 4096);
	check_shape(&m);
	vmap_clear(&m);
}
END_TEST

/*
 * 1,000 live keys and a million creations and destructions of ever-new keys
 * (character ids): the table stays proportional to the live count. Before
 * tombstones were reclaimed it doubled to 33 million slots.
 */
START_TEST(test_churn_bounded)
{
	struct vmap	m;
	size_t		biggest = 0;
	int		next = 1, oldest = 1, i;

	vmap_init(&m);
	for (i = 0; i < 1000; i++, next++)
		vmap_put(&m, next, &vals[next % 16]);
	for (i = 0; i < 1000000; i++) {
		vmap_put(&m, next, &vals[next % 16]);
		next++;
		vmap_put(&m, oldest, NULL);
		oldest++;
		ck_assert_uint_eq(m.count, 1000);
		if (m.size > biggest)
			biggest = m.size;
	}
	/* 1,000 live keys fit a quarter of 4,096 slots; allow one doubling. */
	ck_assert_uint_le(biggest, 8192);
	check_shape(&m);
	ck_assert_ptr_null(vmap_get(&m, oldest - 1));
	for (i = oldest; i < next; i++)
		ck_assert_ptr_eq(vmap_get(&m, i), &vals[i % 16]);
	vmap_clear(&m);
}
END_TEST

/* The same churn with random live keys removed, not the oldest. */
START_TEST(test_churn_random_bounded)
{
	struct vmap	 m;
	int		 live[1000], next = 1, i, j;
	uint32_t	 x = 12345;

	vmap_init(&m);
	for (i = 0; i < 1000; i++) {
		live[i] = next++;
		vmap_put(&m, live[i], &vals[live[i] % 16]);
	}
	for (i = 0; i < 300000; i++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		j = (int)(x % 1000);
		vmap_put(&m, live[j], NULL);
		live[j] = next++;
		vmap_put(&m, live[j], &vals[live[j] % 16]);
		ck_assert_uint_le(m.size, 8192);
	}
	ck_assert_uint_eq(m.count, 1000);
	for (i = 0; i < 1000; i++)
		ck_assert_ptr_eq(vmap_get(&m, live[i]), &vals[live[i] % 16]);
	vmap_clear(&m);
}
END_TEST

/* Removing most keys gives the memory back. */
START_TEST(test_shrinks)
{
	struct vmap	m;
	int		i;

	vmap_init(&m);
	for (i = 0; i < 100000; i++)
		vmap_put(&m, i, &vals[i % 16]);
	ck_assert_uint_ge(m.size, 200000);
	for (i = 10; i < 100000; i++)
		vmap_put(&m, i, NULL);
	ck_assert_uint_eq(m.count, 10);
	ck_assert_uint_le(m.size, 128);
	check_shape(&m);
	for (i = 0; i < 10; i++)
		ck_assert_ptr_eq(vmap_get(&m, i), &vals[i % 16]);
	for (i = 10; i < 100000; i += 997)
		ck_assert_ptr_null(vmap_get(&m, i));
	vmap_clear(&m);
}
END_TEST

/* Keys the random test draws from: a small range, so keys recur, and the
 * ends of int. */
#define REF_N	2048
static int
ref_key(int i)
{
	switch (i) {
	case 0:
		return (INT32_MIN);
	case 1:
		return (INT32_MIN + 1);
	case 2:
		return (INT32_MAX);
	case 3:
		return (INT32_MAX - 1);
	default:
		return (i - REF_N / 2);
	}
}

/*
 * Random puts, replacements and removals against a plain array, in phases
 * that fill the map and empty it again so that it grows, rehashes in place
 * and shrinks.
 */
START_TEST(test_random_vs_reference)
{
	struct vmap	 m;
	void		*ref[REF_N] = { NULL };
	size_t		 live = 0;
	uint32_t	 x = 0x9e3779b9u;
	int		 op, i, k, put_pct;

	vmap_init(&m);
	for (op = 0; op < 400000; op++) {
		/* Phases of 50,000: mostly putting, then mostly removing. */
		put_pct = (op / 50000) % 2 == 0 ? 80 : 15;
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		i = (int)(x % REF_N);
		k = ref_key(i);
		if ((int)((x >> 16) % 100) < put_pct) {
			void	*v = &vals[(x >> 8) % 16];

			if (ref[i] == NULL)
				live++;
			ref[i] = v;
			vmap_put(&m, k, v);
		} else {
			if (ref[i] != NULL)
				live--;
			ref[i] = NULL;
			vmap_put(&m, k, NULL);
		}
		ck_assert_ptr_eq(vmap_get(&m, k), ref[i]);
		ck_assert_uint_eq(m.count, live);
		if (op % 5000 == 0) {
			check_shape(&m);
			for (i = 0; i < REF_N; i++)
				ck_assert_ptr_eq(vmap_get(&m, ref_key(i)),
				    ref[i]);
			/* Never more than about eight slots per live key. */
			ck_assert_uint_le(m.size, 64 > 8 * (live + 1) ?
			    64 : 8 * (live + 1));
		}
	}
	for (i = 0; i < REF_N; i++)
		ck_assert_ptr_eq(vmap_get(&m, ref_key(i)), ref[i]);
	vmap_clear(&m);
}
END_TEST

static Suite *
vmap_suite(void)
{
	Suite	*s = suite_create("vmap");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_empty);
	tcase_add_test(tc, test_put_get_replace_remove);
	tcase_add_test(tc, test_extreme_keys);
	tcase_add_test(tc, test_strided_keys);
	tcase_add_test(tc, test_churn_bounded);
	tcase_add_test(tc, test_churn_random_bounded);
	tcase_add_test(tc, test_shrinks);
	tcase_add_test(tc, test_random_vs_reference);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(vmap_suite()));
}
