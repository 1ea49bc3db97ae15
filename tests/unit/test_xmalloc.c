/* test_xmalloc.c: array growth that refuses to overflow. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "xmalloc.h"

/* Growth from nothing, by doubling, to at least what is needed. */
START_TEST(test_xgrow_doubles)
{
	int	*a = NULL, *before;
	size_t	 cap = 0, i;

	a = xgrow(a, &cap, 1, sizeof *a);
	ck_assert_ptr_nonnull(a);
	ck_assert_uint_eq(cap, 8);
	for (i = 0; i < 1000; i++) {
		a = xgrow(a, &cap, i + 1, sizeof *a);
		ck_assert_uint_ge(cap, i + 1);
		a[i] = (int)i;
	}
	ck_assert_uint_eq(cap, 1024);
	for (i = 0; i < 1000; i++)
		ck_assert_int_eq(a[i], (int)i);
	/* Enough already: the same array, the same capacity. */
	before = a;
	a = xgrow(a, &cap, 1024, sizeof *a);
	ck_assert_ptr_eq(a, before);
	ck_assert_uint_eq(cap, 1024);
	/* A jump past double goes straight to a doubling that holds it. */
	a = xgrow(a, &cap, 5000, sizeof *a);
	ck_assert_uint_eq(cap, 8192);
	free(a);
}
END_TEST

/* A count times a size past SIZE_MAX is refused (the process dies). */
START_TEST(test_xgrow_overflow)
{
	size_t	 cap = 16;
	void	*p = xmalloc(16 * 8);

	p = xgrow(p, &cap, SIZE_MAX / 4, 8);
	free(p);
}
END_TEST

/* A capacity that cannot double any more is refused too. */
START_TEST(test_xgrow_count_overflow)
{
	(void)xgrow_count(NULL, (SIZE_MAX >> 1) + 1, 1);
}
END_TEST

/* Growth by count: 4, then doubling at each power of two from 4. */
START_TEST(test_xgrow_count)
{
	long	*a = NULL;
	size_t	 n;

	for (n = 0; n < 5000; n++) {
		a = xgrow_count(a, n, sizeof *a);
		a[n] = (long)n;	/* ASan: each slot is inside the array */
	}
	for (n = 0; n < 5000; n++)
		ck_assert_int_eq(a[n], (long)n);
	free(a);
}
END_TEST

static Suite *
xmalloc_suite(void)
{
	Suite	*s = suite_create("xmalloc");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_xgrow_doubles);
	tcase_add_exit_test(tc, test_xgrow_overflow, 1);
	tcase_add_exit_test(tc, test_xgrow_count_overflow, 1);
	tcase_add_test(tc, test_xgrow_count);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(xmalloc_suite()));
}
