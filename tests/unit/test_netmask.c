/* test_netmask.c: address patterns for bans, IPv4 and IPv6. */
#include <check.h>
#include <string.h>

#include "check_main.h"
#include "netmask.h"

/* Does pattern parse to canon and match host as want? */
static void
check(const char *pattern, const char *canon, const char *host, int want)
{
	struct netmask	m;
	char		out[NETMASK_TEXT_MAX + 1];

	ck_assert_msg(netmask_parse(pattern, &m, out, sizeof out) == 0,
	    "%s does not parse", pattern);
	ck_assert_str_eq(out, canon);
	ck_assert_msg(netmask_match(&m, host) == want, "%s %s %s", pattern,
	    want ? "misses" : "matches", host);
}

START_TEST(test_ipv4)
{
	check("10.1.2.3", "10.1.2.3", "10.1.2.3", 1);
	check("10.1.2.3", "10.1.2.3", "10.1.2.30", 0);
	check("10.1.2.", "10.1.2.0/24", "10.1.2.200", 1);
	check("10.1.2.", "10.1.2.0/24", "10.1.3.1", 0);
	check("10.", "10.0.0.0/8", "10.200.0.1", 1);
	check("10.1.2.99/24", "10.1.2.0/24", "10.1.2.1", 1);
	check("192.168.0.0/23", "192.168.0.0/23", "192.168.1.255", 1);
	check("192.168.0.0/23", "192.168.0.0/23", "192.168.2.0", 0);
	check("0.0.0.0/0", "0.0.0.0/0", "8.8.8.8", 1);
	/* An IPv4 client on a dual-stack socket, and not an IPv6 one. */
	check("10.1.2.", "10.1.2.0/24", "::ffff:10.1.2.3", 1);
	check("10.1.2.", "10.1.2.0/24", "2001:db8::1", 0);
}
END_TEST

START_TEST(test_ipv6)
{
	check("2001:db8::1", "2001:db8::1", "2001:0db8:0:0::1", 1);
	check("2001:db8::/32", "2001:db8::/32", "2001:db8:ffff::1", 1);
	check("2001:db8::/32", "2001:db8::/32", "2001:db9::1", 0);
	check("2001:db8:", "2001:db8::/32", "2001:db8:1::2", 1);
	check("2001:db8:", "2001:db8::/32", "10.1.2.3", 0);
	check("fe80::/10", "fe80::/10", "febf::1", 1);
	check("fe80::/10", "fe80::/10", "fec0::1", 0);
}
END_TEST

START_TEST(test_refused)
{
	static const char *const bad[] = { "", "10.1.2", "10.1.2.x",
	    "10.1.2./24", "300.1.", "10.1.2.3/33", "10.1.2.3/", "1.2.3.4.",
	    "2001:db8::/129", "2001:db8:::", "example.com", "10..",
	    "1:2:3:4:5:6:7:8:", "12345:", "/8",
	    "0123456789012345678901234567890123456789012345678901234567890123" };
	struct netmask	m;
	size_t		i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(netmask_parse(bad[i], &m, NULL, 0) == -1,
		    "'%s' parsed", bad[i]);
	ck_assert_int_eq(netmask_parse("10.0.0.1", &m, NULL, 0), 0);
	ck_assert_int_eq(netmask_match(&m, "not an address"), 0);
}
END_TEST

static Suite *
netmask_suite(void)
{
	Suite	*s = suite_create("netmask");
	TCase	*tc = tcase_create("netmask");

	tcase_add_test(tc, test_ipv4);
	tcase_add_test(tc, test_ipv6);
	tcase_add_test(tc, test_refused);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(netmask_suite()));
}
