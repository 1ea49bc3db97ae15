/* test_address.c: per-address connection counts, failures and lockout. */
#include <check.h>
#include <stdio.h>
#include <time.h>

#include "address.h"
#include "check_main.h"

#define MAX	5		/* failures that lock an address out */
#define WINDOW	300L		/* seconds the failures are remembered */

static void
teardown(void)
{
	address_clear_all();
}

START_TEST(test_connections_capped)
{
	int	i;

	ck_assert_int_eq(address_connections("10.0.0.1"), 0);
	for (i = 0; i < 3; i++)
		ck_assert_int_eq(address_connect("10.0.0.1", 3), 0);
	ck_assert_int_eq(address_connections("10.0.0.1"), 3);
	ck_assert_int_eq(address_connect("10.0.0.1", 3), -1);
	ck_assert_int_eq(address_connections("10.0.0.1"), 3);

	/* Other addresses have their own count. */
	ck_assert_int_eq(address_connect("10.0.0.2", 3), 0);
	ck_assert_int_eq(address_connect("::1", 3), 0);
	ck_assert_int_eq(address_connections("10.0.0.2"), 1);
	ck_assert_int_eq(address_connections("::1"), 1);

	/* A closed connection makes room for one more. */
	address_disconnect("10.0.0.1");
	ck_assert_int_eq(address_connections("10.0.0.1"), 2);
	ck_assert_int_eq(address_connect("10.0.0.1", 3), 0);
	ck_assert_int_eq(address_connect("10.0.0.1", 3), -1);
}
END_TEST

START_TEST(test_disconnect_never_negative)
{
	address_disconnect("10.0.0.9");		/* never seen */
	ck_assert_int_eq(address_connections("10.0.0.9"), 0);
	ck_assert_int_eq(address_connect("10.0.0.9", 1), 0);
	address_disconnect("10.0.0.9");
	address_disconnect("10.0.0.9");		/* one too many */
	ck_assert_int_eq(address_connections("10.0.0.9"), 0);
	ck_assert_int_eq(address_connect("10.0.0.9", 1), 0);
	ck_assert_int_eq(address_connect("10.0.0.9", 1), -1);
}
END_TEST

/* More addresses than the table has buckets: each keeps its own count. */
START_TEST(test_many_addresses)
{
	char	host[64];
	int	i;

	for (i = 0; i < 5000; i++) {
		snprintf(host, sizeof host, "10.%d.%d.%d", i / 65536,
		    (i / 256) % 256, i % 256);
		ck_assert_int_eq(address_connect(host, 2), 0);
		if (i % 2 == 0)
			ck_assert_int_eq(address_connect(host, 2), 0);
	}
	for (i = 0; i < 5000; i++) {
		snprintf(host, sizeof host, "10.%d.%d.%d", i / 65536,
		    (i / 256) % 256, i % 256);
		ck_assert_int_eq(address_connections(host), i % 2 == 0 ? 2 : 1);
		ck_assert_int_eq(address_connect(host, 2), i % 2 == 0 ? -1 : 0);
	}
	address_clear_all();
	ck_assert_int_eq(address_connections("10.0.0.0"), 0);
}
END_TEST

START_TEST(test_failures_counted)
{
	time_t	t = 1000000;

	ck_assert_int_eq(address_fail("10.0.0.1", t), 1);
	ck_assert_int_eq(address_fail("10.0.0.1", t + 1), 2);
	ck_assert_int_eq(address_fail("10.0.0.2", t + 1), 1);
	ck_assert_int_eq(address_fail("10.0.0.1", t + 2), 3);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW, t + 2), 0);
	ck_assert_int_eq(address_locked("10.0.0.3", MAX, WINDOW, t + 2), 0);
}
END_TEST

/* Max failures lock the address until the window from the first is over. */
START_TEST(test_lockout)
{
	time_t	t = 1000000;
	int	i;

	for (i = 0; i < MAX - 1; i++)
		address_fail("10.0.0.1", t + i);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW, t + 10), 0);
	ck_assert_int_eq(address_fail("10.0.0.1", t + 10), MAX);
	/* Counted from the first failure, not the last. */
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW, t + 10),
	    WINDOW - 10);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW, t + 100),
	    WINDOW - 100);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW,
	    t + WINDOW - 1), 1);
	/* Another address is not locked by it. */
	ck_assert_int_eq(address_locked("10.0.0.2", MAX, WINDOW, t + 10), 0);
	/* Nor is it by a larger limit. */
	ck_assert_int_eq(address_locked("10.0.0.1", MAX + 1, WINDOW, t + 10),
	    0);
	/* Failures go on counting while locked. */
	ck_assert_int_eq(address_fail("10.0.0.1", t + 20), MAX + 1);
}
END_TEST

/* Once the window is over the failures are forgotten: a fresh start. */
START_TEST(test_window_forgets)
{
	time_t	t = 1000000;
	int	i;

	for (i = 0; i < MAX; i++)
		address_fail("10.0.0.1", t);
	ck_assert_int_gt(address_locked("10.0.0.1", MAX, WINDOW, t), 0);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW, t + WINDOW),
	    0);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW,
	    t + WINDOW - 1), 0);		/* no going back */
	/* The next failure starts a new window of its own. */
	ck_assert_int_eq(address_fail("10.0.0.1", t + WINDOW + 5), 1);
	for (i = 1; i < MAX; i++)
		address_fail("10.0.0.1", t + WINDOW + 5);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW,
	    t + WINDOW + 5), WINDOW);
}
END_TEST

/*
 * Failures after the window, on a connection that passed the lockout check
 * within it, start a new window: they are neither counted in the old one
 * nor forgotten with it.
 */
START_TEST(test_late_failures_start_a_window)
{
	time_t	t = 1000000;
	int	i;

	address_connect("10.0.0.1", 10);
	for (i = 0; i < MAX - 1; i++)
		address_fail("10.0.0.1", t);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW,
	    t + WINDOW - 1), 0);
	ck_assert_int_eq(address_fail("10.0.0.1", t + WINDOW + 1), 1);
	for (i = 1; i < MAX; i++)
		ck_assert_int_eq(address_fail("10.0.0.1", t + WINDOW + 2),
		    i + 1);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW,
	    t + WINDOW + 3), WINDOW - 2);
	ck_assert_int_eq(address_failures("10.0.0.1"), MAX);
}
END_TEST

/* Connections and failures of one address are kept apart. */
START_TEST(test_connections_and_failures)
{
	time_t	t = 1000000;
	int	i;

	for (i = 0; i < MAX; i++)
		address_fail("10.0.0.1", t);
	/* Its last connection closing does not forget its failures. */
	ck_assert_int_eq(address_connect("10.0.0.1", 2), 0);
	address_disconnect("10.0.0.1");
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW, t + 1),
	    WINDOW - 1);
	/* Nor does forgetting the failures close its connections. */
	ck_assert_int_eq(address_connect("10.0.0.1", 2), 0);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW, t + WINDOW),
	    0);
	ck_assert_int_eq(address_connections("10.0.0.1"), 1);
	ck_assert_int_eq(address_connect("10.0.0.1", 2), 0);
	ck_assert_int_eq(address_connect("10.0.0.1", 2), -1);
}
END_TEST

START_TEST(test_clear_all)
{
	int	i;

	address_connect("10.0.0.1", 5);
	for (i = 0; i < MAX; i++)
		address_fail("10.0.0.1", 1000);
	address_clear_all();
	ck_assert_int_eq(address_connections("10.0.0.1"), 0);
	ck_assert_int_eq(address_locked("10.0.0.1", MAX, WINDOW, 1001), 0);
	ck_assert_int_eq(address_fail("10.0.0.1", 1001), 1);
}
END_TEST

START_TEST(test_ipv6_counted_by_network)
{
	char	key[ADDRESS_KEY_MAX];
	time_t	now = 1000000;

	/* Two addresses of one /64 share one count... */
	ck_assert_int_eq(address_connect("2001:db8:1:2::1", 2), 0);
	ck_assert_int_eq(address_connect("2001:db8:1:2:ffff:1:2:3", 2), 0);
	ck_assert_int_eq(address_connect("2001:db8:1:2::99", 2), -1);
	ck_assert_int_eq(address_connections("2001:db8:1:2::abcd"), 2);
	/* ...one of another /64 does not. */
	ck_assert_int_eq(address_connect("2001:db8:1:3::1", 2), 0);
	ck_assert_int_eq(address_connections("2001:db8:1:3::1"), 1);
	address_disconnect("2001:db8:1:2::1");
	ck_assert_int_eq(address_connections("2001:db8:1:2::5"), 1);
	address_key("2001:db8:1:2:ffff:1:2:3", key, sizeof key);
	ck_assert_str_eq(key, "2001:db8:1:2::/64");

	/* Wrong passwords and the lockout, and rates, by the network too. */
	address_fail("2001:db8:9:9::1", now);
	address_fail("2001:db8:9:9::2", now);
	ck_assert_int_eq(address_failures("2001:db8:9:9::3"), 2);
	ck_assert_int_gt(address_locked("2001:db8:9:9::4", 2, 60, now), 0);
	ck_assert_int_eq(address_locked("2001:db8:9:a::4", 2, 60, now), 0);
	address_rate_take("2001:db8:7:7::1", ADDRESS_NEW, 3600, now);
	ck_assert_int_eq(address_rate_wait("2001:db8:7:7::2", ADDRESS_NEW, 1,
	    3600, now + 10), 3590);
	ck_assert_int_eq(address_rate_wait("2001:db8:7:8::2", ADDRESS_NEW, 1,
	    3600, now + 10), 0);

	/* IPv4 stays per address, also as an IPv4-mapped IPv6 one. */
	ck_assert_int_eq(address_connect("10.1.2.3", 1), 0);
	ck_assert_int_eq(address_connect("10.1.2.4", 1), 0);
	ck_assert_int_eq(address_connect("::ffff:10.1.2.3", 1), -1);
	address_key("::ffff:10.1.2.3", key, sizeof key);
	ck_assert_str_eq(key, "10.1.2.3");
	address_key("10.1.2.3", key, sizeof key);
	ck_assert_str_eq(key, "10.1.2.3");
}
END_TEST

START_TEST(test_ipv6_prefix_configured)
{
	char	key[ADDRESS_KEY_MAX];

	/* A /128 counts each address alone. */
	address_setup(128);
	ck_assert_int_eq(address_connect("2001:db8:1:2::1", 1), 0);
	ck_assert_int_eq(address_connect("2001:db8:1:2::2", 1), 0);
	ck_assert_int_eq(address_connect("2001:db8:1:2::1", 1), -1);
	address_key("2001:db8:1:2::1", key, sizeof key);
	ck_assert_str_eq(key, "2001:db8:1:2::1");
	address_clear_all();
	/* A /48 puts a whole site in one count; odd lengths cut a byte. */
	address_setup(48);
	ck_assert_int_eq(address_connect("2001:db8:1:2::1", 2), 0);
	ck_assert_int_eq(address_connect("2001:db8:1:ffff::1", 2), 0);
	ck_assert_int_eq(address_connect("2001:db8:1:7::1", 2), -1);
	ck_assert_int_eq(address_connect("2001:db8:2::1", 2), 0);
	address_setup(60);
	address_key("2001:db8:1:2f::1", key, sizeof key);
	ck_assert_str_eq(key, "2001:db8:1:20::/60");
	address_setup(64);
}
END_TEST

START_TEST(test_rates_outlive_the_connection)
{
	time_t	now = 5000;

	/* A new character's count stays when its connection closes. */
	ck_assert_int_eq(address_connect("10.9.9.9", 5), 0);
	address_rate_take("10.9.9.9", ADDRESS_NEW, 100, now);
	address_rate_take("10.9.9.9", ADDRESS_NEW, 100, now + 1);
	address_disconnect("10.9.9.9");
	ck_assert_int_eq(address_rate_wait("10.9.9.9", ADDRESS_NEW, 2, 100,
	    now + 50), 50);
	ck_assert_int_eq(address_rate_wait("10.9.9.9", ADDRESS_NEW, 3, 100,
	    now + 50), 0);
	/* Its window over, it may again. */
	ck_assert_int_eq(address_rate_wait("10.9.9.9", ADDRESS_NEW, 2, 100,
	    now + 100), 0);
}
END_TEST

static Suite *
address_suite(void)
{
	Suite	*s = suite_create("address");
	TCase	*tc = tcase_create("core");

	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, test_connections_capped);
	tcase_add_test(tc, test_disconnect_never_negative);
	tcase_add_test(tc, test_many_addresses);
	tcase_add_test(tc, test_failures_counted);
	tcase_add_test(tc, test_lockout);
	tcase_add_test(tc, test_window_forgets);
	tcase_add_test(tc, test_late_failures_start_a_window);
	tcase_add_test(tc, test_connections_and_failures);
	tcase_add_test(tc, test_clear_all);
	tcase_add_test(tc, test_ipv6_counted_by_network);
	tcase_add_test(tc, test_ipv6_prefix_configured);
	tcase_add_test(tc, test_rates_outlive_the_connection);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(address_suite()));
}
