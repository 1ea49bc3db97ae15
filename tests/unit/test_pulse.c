/* test_pulse.c: the pulse clock on a fake clock: on time, early, behind. */
#include <check.h>
#include <stdint.h>

#include "check_main.h"
#include "pulse.h"

#define P	250000ULL		/* the period: 250 ms */
#define T0	1000000000ULL		/* the fake clock at the start */
#define CAP	20

static uint64_t	fake_now;

static uint64_t
fake_clock(void *arg)
{
	uint64_t	*calls = arg;

	if (calls != NULL)
		(*calls)++;
	return (fake_now);
}

static void
start(struct pulse_clock *c)
{
	fake_now = T0;
	pulse_clock_init(c, P, fake_clock, NULL);
}

/* Look at the clock at t, expecting run pulses and skip skipped. */
static void
due_is(struct pulse_clock *c, uint64_t t, uint64_t run, uint64_t skip)
{
	struct pulse_due	d;

	fake_now = t;
	pulse_clock_due(c, CAP, &d);
	ck_assert_uint_eq(d.now_us, t);
	ck_assert_msg(d.run == run && d.skip == skip, "at %+lld us after "
	    "the start: run %llu skip %llu, wanted run %llu skip %llu",
	    (long long)(t - T0), (unsigned long long)d.run,
	    (unsigned long long)d.skip, (unsigned long long)run,
	    (unsigned long long)skip);
	ck_assert_uint_eq(d.behind, d.run + d.skip);
}

/* Begin n pulses at the fake clock's time; the lateness of the last. */
static uint32_t
begin(struct pulse_clock *c, uint64_t n)
{
	uint32_t	late = 0;

	while (n-- > 0)
		late = pulse_clock_begin(c, fake_now);
	return (late);
}

START_TEST(test_init_reads_the_clock)
{
	struct pulse_clock	c;
	uint64_t		calls = 0;

	fake_now = T0;
	pulse_clock_init(&c, P, fake_clock, &calls);
	ck_assert_uint_eq(calls, 1);
	ck_assert_uint_eq(c.epoch_us, T0);
	ck_assert_uint_eq(c.pulse, 0);
	ck_assert_uint_eq(pulse_clock_deadline(&c, 0), T0);
	ck_assert_uint_eq(pulse_clock_deadline(&c, 4), T0 + 4 * P);
	due_is(&c, T0, 0, 0);			/* pulse 0 is the start */
	ck_assert_uint_eq(calls, 2);
}
END_TEST

START_TEST(test_on_time)
{
	struct pulse_clock	c;
	uint64_t		k;

	start(&c);
	for (k = 1; k <= 100; k++) {
		due_is(&c, T0 + k * P, 1, 0);
		ck_assert_uint_eq(begin(&c, 1), 0);
		ck_assert_uint_eq(c.pulse, k);
		/* Asked again at once: nothing more is due. */
		due_is(&c, T0 + k * P, 0, 0);
	}
}
END_TEST

/* A timer may fire a little early: the nearest pulse counts. */
START_TEST(test_a_little_early)
{
	struct pulse_clock	c;

	start(&c);
	due_is(&c, T0 + P / 2 - 1, 0, 0);	/* nearer pulse 0 */
	due_is(&c, T0 + P / 2, 1, 0);		/* halfway rounds up */
	start(&c);
	due_is(&c, T0 + P - 300, 1, 0);		/* 0.3 ms early */
	ck_assert_uint_eq(begin(&c, 1), 0);	/* early is not late */
	/* The timer's next firing, a little late: pulse 2, not 1 again. */
	due_is(&c, T0 + P + 200, 0, 0);
	due_is(&c, T0 + 2 * P + 200, 1, 0);
	ck_assert_uint_eq(begin(&c, 1), 200);
}
END_TEST

/* Three pulses behind: all three run now, each as late as it is. */
START_TEST(test_three_behind)
{
	struct pulse_clock	c;

	start(&c);
	due_is(&c, T0 + P, 1, 0);
	begin(&c, 1);
	due_is(&c, T0 + 4 * P + 1000, 3, 0);
	ck_assert_uint_eq(begin(&c, 1), 2 * P + 1000);	/* pulse 2 */
	ck_assert_uint_eq(begin(&c, 1), P + 1000);	/* pulse 3 */
	ck_assert_uint_eq(begin(&c, 1), 1000);		/* pulse 4 */
	ck_assert_uint_eq(c.pulse, 4);
	/* Caught up: the next period brings one pulse. */
	due_is(&c, T0 + 5 * P, 1, 0);
}
END_TEST

/* Exactly the cap behind is still caught up in full. */
START_TEST(test_cap_behind)
{
	struct pulse_clock	c;

	start(&c);
	due_is(&c, T0 + CAP * P, CAP, 0);
	begin(&c, CAP);
	due_is(&c, T0 + (CAP + 1) * P, 1, 0);
}
END_TEST

/*
 * Far behind (the machine was suspended, the loop stalled): the cap runs,
 * the rest is skipped, and the epoch moves so that the skipped time is
 * forgotten: the next call owes nothing, and lateness is measured from the
 * new epoch.
 */
START_TEST(test_far_behind)
{
	struct pulse_clock	c;
	uint64_t		t;

	start(&c);
	due_is(&c, T0 + P, 1, 0);
	begin(&c, 1);
	t = T0 + 1000 * P + 5000;
	due_is(&c, t, CAP, 1000 - 1 - CAP);
	ck_assert_uint_eq(c.epoch_us, T0 + (1000 - 1 - CAP) * P);
	ck_assert_uint_eq(begin(&c, 1), (CAP - 1) * P + 5000);
	ck_assert_uint_eq(begin(&c, CAP - 1), 5000);	/* the last one */
	ck_assert_uint_eq(c.pulse, 1 + CAP);		/* pulses run */
	/* Nothing more is owed now, or at the next firing but one pulse. */
	due_is(&c, t, 0, 0);
	due_is(&c, t + P, 1, 0);
	ck_assert_uint_eq(begin(&c, 1), 5000);
	due_is(&c, t + 2 * P, 1, 0);
}
END_TEST

/* A clock that goes back runs nothing, and nothing is skipped or owed. */
START_TEST(test_clock_backwards)
{
	struct pulse_clock	c;

	start(&c);
	due_is(&c, T0 + 10 * P, 10, 0);
	begin(&c, 10);
	due_is(&c, T0 + 3 * P, 0, 0);		/* back 1.75 s */
	ck_assert_uint_eq(c.pulse, 10);
	ck_assert_uint_eq(c.epoch_us, T0);
	due_is(&c, T0 - 5000000, 0, 0);		/* before the epoch */
	due_is(&c, 0, 0, 0);
	ck_assert_uint_eq(c.epoch_us, T0);
	/* Once the clock is past the last pulse again, all is as before. */
	due_is(&c, T0 + 10 * P, 0, 0);
	due_is(&c, T0 + 11 * P, 1, 0);
	ck_assert_uint_eq(begin(&c, 1), 0);
}
END_TEST

/* Begun before its time (after a clock went back): not late. */
START_TEST(test_lateness_saturates)
{
	struct pulse_clock	c;

	start(&c);
	ck_assert_uint_eq(pulse_clock_begin(&c, T0), 0);
	ck_assert_uint_eq(pulse_clock_begin(&c, T0 + 2 * P + 7), 7);
	ck_assert_uint_eq(pulse_clock_begin(&c, T0 + 10000000000000ULL),
	    UINT32_MAX);
}
END_TEST

/*
 * A jittery timer over a long run: every pulse the clock has passed is
 * either run or skipped, once, and none is run before its time.
 */
START_TEST(test_nothing_lost_or_doubled)
{
	struct pulse_clock	c;
	struct pulse_due	d;
	uint64_t		t = T0, skipped = 0, run = 0, k;
	uint32_t		x = 1;

	start(&c);
	for (k = 0; k < 200000; k++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		/* Mostly on time with jitter; now and then a long stall. */
		if (x % 1000 == 0)
			t += (uint64_t)(x >> 4) % (60 * P);
		else
			t += P - 3000 + (x >> 8) % 6000;
		fake_now = t;
		pulse_clock_due(&c, CAP, &d);
		ck_assert_uint_le(d.run, CAP);
		skipped += d.skip;
		run += d.run;
		while (d.run-- > 0) {
			pulse_clock_begin(&c, t);
			ck_assert_uint_le(pulse_clock_deadline(&c, c.pulse),
			    t + P / 2);
		}
		/* Pulses run and skipped make up the time gone by. */
		ck_assert_uint_eq(run + skipped,
		    (t - T0 + P / 2) / P);
		ck_assert_uint_eq(c.pulse, run);
	}
	ck_assert_uint_gt(skipped, 0);
}
END_TEST

static Suite *
pulse_suite(void)
{
	Suite	*s = suite_create("pulse");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_init_reads_the_clock);
	tcase_add_test(tc, test_on_time);
	tcase_add_test(tc, test_a_little_early);
	tcase_add_test(tc, test_three_behind);
	tcase_add_test(tc, test_cap_behind);
	tcase_add_test(tc, test_far_behind);
	tcase_add_test(tc, test_clock_backwards);
	tcase_add_test(tc, test_lateness_saturates);
	tcase_add_test(tc, test_nothing_lost_or_doubled);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(pulse_suite()));
}
