/*
 * test_prom.c: the Prometheus text format (histogram buckets, escaping,
 * names) and the histograms behind it.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check_main.h"
#include "histogram.h"
#include "prom.h"

static const uint64_t	bounds[] = { 10, 100, 1000 };

START_TEST(test_histogram_buckets)
{
	struct histogram	h;

	histogram_init(&h, bounds, 3);
	/* A value on a bound is in that bound's bucket (le: <=). */
	histogram_observe(&h, 0);
	histogram_observe(&h, 10);
	histogram_observe(&h, 11);
	histogram_observe(&h, 100);
	histogram_observe(&h, 1000);
	histogram_observe(&h, 1001);
	histogram_observe(&h, 5000000);
	ck_assert_uint_eq(h.counts[0], 2);
	ck_assert_uint_eq(h.counts[1], 2);
	ck_assert_uint_eq(h.counts[2], 1);
	ck_assert_uint_eq(h.counts[3], 2);
	ck_assert_uint_eq(h.count, 7);
	ck_assert_uint_eq(h.sum, 0 + 10 + 11 + 100 + 1000 + 1001 + 5000000);
	ck_assert_uint_eq(histogram_cumulative(&h, 0), 2);
	ck_assert_uint_eq(histogram_cumulative(&h, 1), 4);
	ck_assert_uint_eq(histogram_cumulative(&h, 2), 5);
	ck_assert_uint_eq(histogram_cumulative(&h, 3), 7);
	ck_assert_uint_eq(histogram_cumulative(&h, 99), 7);
}
END_TEST

START_TEST(test_histogram_rendered)
{
	struct histogram	h;
	struct prom		p;

	histogram_init(&h, bounds, 3);
	histogram_observe(&h, 5);
	histogram_observe(&h, 50);
	histogram_observe(&h, 50);
	histogram_observe(&h, 2000);
	prom_init(&p);
	prom_family(&p, "x_seconds", "histogram", "How long.");
	/* Microseconds to seconds: the bounds and the sum, not counts. */
	prom_histogram(&p, "x_seconds", "op", "save", &h, 1e6);
	ck_assert_str_eq(p.out.data,
	    "# HELP x_seconds How long.\n"
	    "# TYPE x_seconds histogram\n"
	    "x_seconds_bucket{op=\"save\",le=\"1e-05\"} 1\n"
	    "x_seconds_bucket{op=\"save\",le=\"0.0001\"} 3\n"
	    "x_seconds_bucket{op=\"save\",le=\"0.001\"} 3\n"
	    "x_seconds_bucket{op=\"save\",le=\"+Inf\"} 4\n"
	    "x_seconds_sum{op=\"save\"} 0.002105\n"
	    "x_seconds_count{op=\"save\"} 4\n");
	prom_free(&p);
}
END_TEST

START_TEST(test_histogram_without_label)
{
	struct histogram	h;
	struct prom		p;

	histogram_init(&h, bounds, 3);
	prom_init(&p);
	prom_histogram(&p, "y", NULL, NULL, &h, 1);
	ck_assert_str_eq(p.out.data,
	    "y_bucket{le=\"10\"} 0\n"
	    "y_bucket{le=\"100\"} 0\n"
	    "y_bucket{le=\"1000\"} 0\n"
	    "y_bucket{le=\"+Inf\"} 0\n"
	    "y_sum 0\n"
	    "y_count 0\n");
	prom_free(&p);
}
END_TEST

/* The shared microsecond bounds ascend and fit. */
START_TEST(test_us_bounds)
{
	struct histogram	h = HISTOGRAM_US_EMPTY;
	unsigned int		i;

	ck_assert_uint_eq(histogram_us_nbounds, HISTOGRAM_US_NBOUNDS);
	ck_assert_uint_le(HISTOGRAM_US_NBOUNDS, HISTOGRAM_MAX);
	for (i = 1; i < histogram_us_nbounds; i++)
		ck_assert_uint_gt(histogram_us_bounds[i],
		    histogram_us_bounds[i - 1]);
	histogram_observe(&h, 250000);		/* a whole pulse */
	ck_assert_uint_eq(h.count, 1);
}
END_TEST

START_TEST(test_label_values_escaped)
{
	struct prom	p;

	prom_init(&p);
	prom_u64(&p, "m_total", "who", "a\\b\"c\nd", 3);
	prom_u64(&p, "m_total", "who", "", 0);
	prom_u64(&p, "m_total", "who", NULL, 1);
	prom_double(&p, "g", NULL, NULL, 0.5);
	ck_assert_str_eq(p.out.data,
	    "m_total{who=\"a\\\\b\\\"c\\nd\"} 3\n"
	    "m_total{who=\"\"} 0\n"
	    "m_total{who=\"\"} 1\n"
	    "g 0.5\n");
	prom_free(&p);
}
END_TEST

START_TEST(test_help_escaped)
{
	struct prom	p;

	prom_init(&p);
	/* In HELP a quote stays; a backslash and a newline are escaped. */
	prom_family(&p, "h_total", "counter", "say \"hi\"\\now\nthen");
	ck_assert_str_eq(p.out.data,
	    "# HELP h_total say \"hi\"\\\\now\\nthen\n"
	    "# TYPE h_total counter\n");
	prom_free(&p);
}
END_TEST

START_TEST(test_names)
{
	ck_assert(prom_name_ok("mud_pulses_total", 0));
	ck_assert(prom_name_ok("a:b", 0));
	ck_assert(!prom_name_ok("a:b", 1));
	ck_assert(prom_name_ok("_x9", 1));
	ck_assert(!prom_name_ok("9x", 0));
	ck_assert(!prom_name_ok("", 0));
	ck_assert(!prom_name_ok("a-b", 0));
	ck_assert(!prom_name_ok("a b", 0));
}
END_TEST

/* A counter not ending in _total is a bug the first scrape shows. */
START_TEST(test_counter_needs_total)
{
	struct prom	p;

	prom_init(&p);
	prom_family(&p, "mud_pulses", "counter", "Wrong.");
}
END_TEST

START_TEST(test_bad_type)
{
	struct prom	p;

	prom_init(&p);
	prom_family(&p, "mud_x", "summary", "Not one we write.");
}
END_TEST

START_TEST(test_grows)
{
	struct prom	p;
	char		name[32];
	int		i;

	prom_init(&p);
	for (i = 0; i < 2000; i++) {
		snprintf(name, sizeof name, "n%d", i);
		prom_u64(&p, "many_total", "i", name, (uint64_t)i);
	}
	ck_assert_uint_eq(strlen(p.out.data), p.out.len);
	ck_assert_ptr_nonnull(strstr(p.out.data, "many_total{i=\"n1999\"} 1999\n"));
	prom_free(&p);
}
END_TEST

static Suite *
prom_suite(void)
{
	Suite	*s = suite_create("prom");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_histogram_buckets);
	tcase_add_test(tc, test_histogram_rendered);
	tcase_add_test(tc, test_histogram_without_label);
	tcase_add_test(tc, test_us_bounds);
	tcase_add_test(tc, test_label_values_escaped);
	tcase_add_test(tc, test_help_escaped);
	tcase_add_test(tc, test_names);
	tcase_add_exit_test(tc, test_counter_needs_total, 1);
	tcase_add_exit_test(tc, test_bad_type, 1);
	tcase_add_test(tc, test_grows);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(prom_suite()));
}
