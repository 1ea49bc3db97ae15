/* test_pwhash.c: argon2id hashing, in the caller and in the workers. */
#include <check.h>
#include <string.h>

#include <event2/event.h>
#include <event2/thread.h>
#include <sodium.h>

#include "check_main.h"
#include "pwhash.h"

START_TEST(test_hash_and_verify)
{
	char	h1[crypto_pwhash_STRBYTES], h2[crypto_pwhash_STRBYTES];

	ck_assert_int_ge(sodium_init(), 0);
	ck_assert_int_eq(pwhash_hash_sync("open sesame", h1, sizeof h1), 0);
	ck_assert_int_eq(strncmp(h1, "$argon2id$", 10), 0);
	ck_assert_ptr_null(strstr(h1, "open sesame"));
	ck_assert_int_eq(pwhash_verify_sync(h1, "open sesame"), 1);
	ck_assert_int_eq(pwhash_verify_sync(h1, "open sesamE"), 0);
	ck_assert_int_eq(pwhash_verify_sync(h1, ""), 0);
	ck_assert_int_eq(pwhash_verify_sync("not a hash", "open sesame"), 0);
	/* Salted: the same password hashes differently each time. */
	ck_assert_int_eq(pwhash_hash_sync("open sesame", h2, sizeof h2), 0);
	ck_assert_str_ne(h1, h2);
	ck_assert_int_eq(pwhash_hash_sync("x", h2, 10), -1);
}
END_TEST

struct result {
	int	calls;
	int	ok;
	char	hash[crypto_pwhash_STRBYTES];
};

static void
on_done(void *arg, int ok, const char *hash)
{
	struct result	*r = arg;

	r->calls++;
	r->ok = ok;
	if (hash != NULL)
		snprintf(r->hash, sizeof r->hash, "%s", hash);
}

/* Run the loop until the result came or 60 s passed. */
static void
run_until(struct event_base *base, struct result *r, int calls)
{
	struct timeval	tv = { 0, 10000 };
	int		i;

	for (i = 0; i < 6000 && r->calls < calls && pwhash_pending() > 0; i++)
		event_base_loopexit(base, &tv), event_base_dispatch(base);
}

START_TEST(test_workers)
{
	struct event_base	*base;
	struct result		 h = { 0 }, good = { 0 }, bad = { 0 };
	struct result		 cancelled = { 0 };
	struct pwhash_job	*job;
	char			*cause = NULL;

	ck_assert_int_eq(evthread_use_pthreads(), 0);
	base = event_base_new();
	ck_assert_int_eq(pwhash_init(base, 2, &cause), 0);

	pwhash_hash("swordfish", on_done, &h);
	run_until(base, &h, 1);
	ck_assert_int_eq(h.calls, 1);
	ck_assert_int_eq(h.ok, 1);
	ck_assert_int_eq(pwhash_verify_sync(h.hash, "swordfish"), 1);

	pwhash_verify(h.hash, "swordfish", on_done, &good);
	pwhash_verify(h.hash, "swordfisH", on_done, &bad);
	job = pwhash_verify(h.hash, "swordfish", on_done, &cancelled);
	pwhash_cancel(job);
	ck_assert_int_eq(pwhash_pending(), 3);
	run_until(base, &bad, 1);
	run_until(base, &good, 1);
	while (pwhash_pending() > 0)	/* the cancelled one, finishing */
		run_until(base, &cancelled, 1);
	ck_assert_int_eq(good.calls, 1);
	ck_assert_int_eq(good.ok, 1);
	ck_assert_int_eq(bad.calls, 1);
	ck_assert_int_eq(bad.ok, 0);
	ck_assert_int_eq(cancelled.calls, 0);

	pwhash_shutdown();
	event_base_free(base);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("pwhash");
	TCase	*tc = tcase_create("pwhash");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_hash_and_verify);
	tcase_add_test(tc, test_workers);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
