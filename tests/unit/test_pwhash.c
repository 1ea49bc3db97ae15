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
	struct pwhash_stats	 st;
	char			*cause = NULL;

	ck_assert_int_eq(evthread_use_pthreads(), 0);
	base = event_base_new();
	ck_assert_int_eq(pwhash_init(base, 2, &cause), 0);

	ck_assert_ptr_nonnull(pwhash_hash("a", "swordfish", on_done, &h));
	run_until(base, &h, 1);
	ck_assert_int_eq(h.calls, 1);
	ck_assert_int_eq(h.ok, 1);
	ck_assert_int_eq(pwhash_verify_sync(h.hash, "swordfish"), 1);

	pwhash_verify("a", h.hash, "swordfish", on_done, &good);
	pwhash_verify("a", h.hash, "swordfisH", on_done, &bad);
	job = pwhash_verify("a", h.hash, "swordfish", on_done, &cancelled);
	pwhash_cancel(job);
	run_until(base, &bad, 1);
	run_until(base, &good, 1);
	while (pwhash_pending() > 0)	/* a cancelled one, finishing */
		run_until(base, &cancelled, 1);
	ck_assert_int_eq(good.calls, 1);
	ck_assert_int_eq(good.ok, 1);
	ck_assert_int_eq(bad.calls, 1);
	ck_assert_int_eq(bad.ok, 0);
	ck_assert_int_eq(cancelled.calls, 0);
	pwhash_get_stats(&st);
	ck_assert_uint_eq(st.run + st.dropped, 4);

	pwhash_shutdown();
	event_base_free(base);
}
END_TEST

/*
 * With one worker busy on a first job, a job queued behind it and then
 * cancelled is never hashed: the worker only ever runs the first and the
 * third.
 */
START_TEST(test_cancel_never_hashed)
{
	struct event_base	*base;
	struct result		 first = { 0 }, gone = { 0 }, last = { 0 };
	struct pwhash_job	*job;
	struct pwhash_stats	 st;
	char			*cause = NULL, hash[crypto_pwhash_STRBYTES];
	int			 i;

	ck_assert_int_eq(evthread_use_pthreads(), 0);
	ck_assert_int_eq(pwhash_hash_sync("swordfish", hash, sizeof hash), 0);
	base = event_base_new();
	ck_assert_int_eq(pwhash_init(base, 1, &cause), 0);
	pwhash_verify("a", hash, "swordfish", on_done, &first);
	for (i = 0; i < 20; i++) {
		job = pwhash_verify("b", hash, "swordfish", on_done, &gone);
		pwhash_cancel(job);
	}
	pwhash_verify("c", hash, "swordfish", on_done, &last);
	while (pwhash_pending() > 0)
		run_until(base, &last, 1);
	ck_assert_int_eq(first.calls, 1);
	ck_assert_int_eq(last.calls, 1);
	ck_assert_int_eq(gone.calls, 0);
	pwhash_get_stats(&st);
	/* The first may have been done before the loop ran it; not more. */
	ck_assert_uint_ge(st.dropped, 20);
	pwhash_shutdown();
	event_base_free(base);
}
END_TEST

/* The limits: in all and per key; a refused job is counted, not queued. */
START_TEST(test_limits)
{
	struct event_base	*base;
	struct result		 r[8];
	struct pwhash_job	*jobs[8];
	struct pwhash_stats	 before, after;
	char			*cause = NULL, hash[crypto_pwhash_STRBYTES];

	memset(r, 0, sizeof r);
	ck_assert_int_eq(evthread_use_pthreads(), 0);
	ck_assert_int_eq(pwhash_hash_sync("swordfish", hash, sizeof hash), 0);
	base = event_base_new();
	ck_assert_int_eq(pwhash_init(base, 1, &cause), 0);
	pwhash_get_stats(&before);
	pwhash_set_limits(3, 2);
	jobs[0] = pwhash_verify("x", hash, "swordfish", on_done, &r[0]);
	jobs[1] = pwhash_verify("x", hash, "swordfish", on_done, &r[1]);
	jobs[2] = pwhash_verify("x", hash, "swordfish", on_done, &r[2]);
	ck_assert_ptr_nonnull(jobs[0]);
	ck_assert_ptr_nonnull(jobs[1]);
	ck_assert_ptr_null(jobs[2]);		/* x has its two */
	jobs[3] = pwhash_verify("y", hash, "swordfish", on_done, &r[3]);
	ck_assert_ptr_nonnull(jobs[3]);
	jobs[4] = pwhash_hash("z", "swordfish", on_done, &r[4]);
	ck_assert_ptr_null(jobs[4]);		/* three in all */
	ck_assert_int_eq(pwhash_pending(), 3);
	/* Cancelling frees the place (at once if it was still waiting). */
	pwhash_cancel(jobs[3]);
	while (pwhash_pending() > 0)
		run_until(base, &r[1], 1);
	jobs[5] = pwhash_verify("x", hash, "swordfish", on_done, &r[5]);
	ck_assert_ptr_nonnull(jobs[5]);
	while (pwhash_pending() > 0)
		run_until(base, &r[5], 1);
	ck_assert_int_eq(r[0].calls + r[1].calls + r[5].calls, 3);
	ck_assert_int_eq(r[2].calls + r[3].calls + r[4].calls, 0);
	pwhash_get_stats(&after);
	ck_assert_uint_eq(after.refused - before.refused, 2);
	pwhash_set_limits(0, 0);
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
	tcase_add_test(tc, test_cancel_never_hashed);
	tcase_add_test(tc, test_limits);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
