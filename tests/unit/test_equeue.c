/*
 * test_equeue.c: unit tests of the event queue.
 *
 * Exactness of every delay at every bucket offset, the re-entrancy cases by
 * name (owners and targets), and a differential run of millions of random
 * operations against a plain model: a list ordered by due pulse, then
 * enqueue order.
 *
 * EQUEUE_TEST_SEED repeats a differential run; EQUEUE_TEST_OPS sets its
 * length (default 10,000,000). The 2^31 exactness case is tagged "slow"
 * (CK_EXCLUDE_TAGS=slow leaves it out, e.g. under valgrind).
 */
#include <check.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "equeue.h"

/* The queue never looks inside; the tests give owners and targets a body. */
struct character {
	struct eq_owner	 events;
	struct eq_target targeted;
	int		 id;
};

struct room {
	int		 vnum;
	struct eq_target targeted;
};

struct object {
	struct eq_owner	 events;
	struct eq_target targeted;
};

struct descriptor {
	struct eq_owner	 events;
	struct eq_target targeted;
};

/*
 * The test's own kinds of things, as the game names its own in eqtypes.h:
 * the queue takes any kind but EQ_NONE and never follows the pointer.
 */
enum {
	EQ_CHARACTER = EQ_NONE + 1,
	EQ_OBJECT,
	EQ_ROOM,
	EQ_DESCRIPTOR
};

static inline struct eq_ref
eq_ref_character(struct character *ch)
{
	return (eq_ref_make(EQ_CHARACTER, ch));
}

static inline struct eq_ref
eq_ref_object(struct object *obj)
{
	return (eq_ref_make(EQ_OBJECT, obj));
}

static inline struct eq_ref
eq_ref_room(struct room *room)
{
	return (eq_ref_make(EQ_ROOM, room));
}

static inline struct eq_ref
eq_ref_descriptor(struct descriptor *d)
{
	return (eq_ref_make(EQ_DESCRIPTOR, d));
}

static inline struct character *
eq_ch(struct eq_ref r)
{
	return (r.kind == EQ_CHARACTER ? r.ptr : NULL);
}

static inline struct object *
eq_obj(struct eq_ref r)
{
	return (r.kind == EQ_OBJECT ? r.ptr : NULL);
}

static inline struct room *
eq_room(struct eq_ref r)
{
	return (r.kind == EQ_ROOM ? r.ptr : NULL);
}

static inline struct descriptor *
eq_desc(struct eq_ref r)
{
	return (r.kind == EQ_DESCRIPTOR ? r.ptr : NULL);
}

/* Make a character with empty event lists. */
static struct character *
ch_new(int id)
{
	struct character	*ch;

	if ((ch = calloc(1, sizeof *ch)) == NULL)
		abort();
	ch->id = id;
	eq_owner_init(&ch->events, eq_ref_character(ch));
	eq_target_init(&ch->targeted, eq_ref_character(ch));
	return (ch);
}

/* Free a character, stripping it (as owner and target) first. */
static void
ch_free(struct equeue *q, struct character *ch)
{
	equeue_strip(q, &ch->events);
	equeue_strip_target(q, &ch->targeted);
	free(ch);
}

/*
 * Fail unless ok. A passing ck_assert records a checkpoint (in fork mode a
 * write to a file), too slow for the millions of checks below.
 */
static void
expect(int ok, int line, const char *what)
{
	if (!ok)
		ck_abort_msg("line %d: failed: %s", line, what);
}

/* Fail unless a == b, saying both. */
static void
expect_eq(uint64_t a, uint64_t b, int line, const char *what)
{
	if (a != b)
		ck_abort_msg("line %d: failed: %s (%" PRIu64 " != %" PRIu64
		    ")", line, what, a, b);
}

/* What the named tests record: which event fired on which pulse. */
#define LOG_MAX	64
static int	 log_ids[LOG_MAX];
static uint64_t	 log_pulses[LOG_MAX];
static int	 log_n;

/* Forget what fired. */
static void
log_reset(void)
{
	log_n = 0;
}

/* Record that event id fired now. */
static void
log_add(struct equeue *q, int id)
{
	ck_assert_int_lt(log_n, LOG_MAX);
	log_ids[log_n] = id;
	log_pulses[log_n] = equeue_pulse(q);
	log_n++;
}

/* Check the i-th firing. */
static void
log_expect(int i, int id, uint64_t pulse)
{
	ck_assert_int_gt(log_n, i);
	ck_assert_msg(log_ids[i] == id && log_pulses[i] == pulse,
	    "firing %d: id %d on pulse %" PRIu64 ", expected id %d on %"
	    PRIu64, i, log_ids[i], log_pulses[i], id, pulse);
}

/* Run heartbeats up to and including pulse. */
static void
run_to(struct equeue *q, uint64_t pulse)
{
	while (equeue_pulse(q) < pulse)
		equeue_heartbeat(q);
}

/* An event that only records its id (the argument). */
static void
cb_log(struct equeue *q, struct eq_event *ev, void *arg)
{
	log_add(q, (int)(intptr_t)arg);
}

/* Enqueue a recording event. */
static struct eq_event *
add_log(struct equeue *q, struct eq_owner *o, int type, int id, uint32_t d)
{
	struct eq_event	*ev;

	ev = equeue_enqueue(q, o, eq_ref_none(), type, cb_log,
	    (void *)(intptr_t)id, d);
	ck_assert_ptr_nonnull(ev);
	return (ev);
}

/*
 * Exactness.
 */

static uint64_t	 exact_fired, exact_wrong;

/* Check the event fires on the pulse carried in its argument. */
static void
cb_exact(struct equeue *q, struct eq_event *ev, void *arg)
{
	if (equeue_pulse(q) != (uint64_t)(uintptr_t)arg)
		exact_wrong++;
	exact_fired++;
}

/* Enqueue an exactness event of delay d now. */
static void
add_exact(struct equeue *q, uint32_t d)
{
	struct eq_event	*ev;
	uint64_t	 due = equeue_pulse(q) + d;

	ev = equeue_enqueue(q, NULL, eq_ref_none(), d % 7, cb_exact,
	    (void *)(uintptr_t)due, d);
	expect(ev != NULL, __LINE__, "enqueued");
	expect_eq(equeue_remaining(q, ev), d, __LINE__, "remaining");
}

START_TEST(test_exact_delays)
{
	static const uint32_t	 big[] = { 65536, 65537, 999936, 999999,
	    1000000, 1000001, 1000063, 1000064 };
	struct equeue		*q;
	uint64_t		 total;
	uint32_t		 d;
	unsigned int		 off, i;

	/* A queue per offset keeps each run in the cache. */
	for (off = 0; off < EQ_BUCKETS; off++) {
		exact_fired = exact_wrong = 0;
		q = equeue_new();
		run_to(q, off);
		for (d = 1; d <= 10000; d++)
			add_exact(q, d);
		for (i = 0; i < sizeof big / sizeof big[0]; i++)
			add_exact(q, big[i]);
		total = 10000 + sizeof big / sizeof big[0];
		while (equeue_pending(q) != 0)
			equeue_heartbeat(q);
		ck_assert_uint_eq(equeue_pulse(q), off + 1000064);
		ck_assert_uint_eq(exact_wrong, 0);
		ck_assert_uint_eq(exact_fired, total);
		equeue_free(q);
	}
}
END_TEST

/* Check the event fires on its pulse and in its turn (its argument). */
static void
cb_exact_turn(struct equeue *q, struct eq_event *ev, void *arg)
{
	if (equeue_pulse(q) != 0x80000040ULL ||
	    (uintptr_t)arg != exact_fired - 2)
		exact_wrong++;
	exact_fired++;
}

START_TEST(test_exact_huge)
{
	struct equeue		*q = equeue_new();
	struct eq_event		*max;
	unsigned int		 off;

	/*
	 * From every offset a delay that ends on pulse 2^31 + 64 (delays
	 * 2^31 + 1 .. 2^31 + 64), so all share a bucket and fire in enqueue
	 * order; and 2^31 - 1 and 2^31 from offset 0. Each pending event costs
	 * a visit per lap, 2^25 laps.
	 */
	exact_fired = exact_wrong = 0;
	max = equeue_enqueue(q, NULL, eq_ref_none(), 0, cb_exact, NULL,
	    UINT32_MAX);
	ck_assert_uint_eq(equeue_remaining(q, max), UINT32_MAX);
	add_exact(q, 0x7fffffffU);
	add_exact(q, 0x80000000U);
	for (off = 0; off < EQ_BUCKETS; off++) {
		ck_assert_ptr_nonnull(equeue_enqueue(q, NULL, eq_ref_none(), 0,
		    cb_exact_turn, (void *)(uintptr_t)off,
		    0x80000040U - off));
		equeue_heartbeat(q);
	}
	ck_assert_uint_eq(equeue_remaining(q, max), UINT32_MAX - 64);
	while (exact_fired < 2 + EQ_BUCKETS)
		equeue_heartbeat(q);
	ck_assert_uint_eq(equeue_pulse(q), 0x80000040ULL);
	ck_assert_uint_eq(exact_wrong, 0);
	ck_assert_uint_eq(equeue_pending(q), 1);
	ck_assert_uint_eq(equeue_remaining(q, max),
	    UINT32_MAX - equeue_pulse(q));
	equeue_dequeue(q, max);
	ck_assert_uint_eq(equeue_pending(q), 0);
	equeue_free(q);
}
END_TEST

/*
 * Order, refusals, counters, lookups.
 */

START_TEST(test_fifo_same_pulse)
{
	struct equeue	*q = equeue_new();
	int		 i;

	log_reset();
	add_log(q, NULL, 0, 1, 100);
	add_log(q, NULL, 0, 90, 164);		/* same bucket, next lap */
	add_log(q, NULL, 0, 2, 100);
	run_to(q, 10);
	add_log(q, NULL, 0, 3, 90);
	run_to(q, 36);
	add_log(q, NULL, 0, 4, 64);
	run_to(q, 99);
	add_log(q, NULL, 0, 5, 1);
	for (i = 6; i < 30; i++)
		add_log(q, NULL, i % 3, i, 1);
	run_to(q, 200);
	ck_assert_int_eq(log_n, 30);
	for (i = 1; i < 30; i++)
		log_expect(i - 1, i, 100);
	log_expect(29, 90, 164);
	equeue_free(q);
}
END_TEST

START_TEST(test_refused)
{
	struct equeue	*q = equeue_new();
	struct eq_event	*ev;

	ck_assert_ptr_null(equeue_enqueue(q, NULL, eq_ref_none(), 0, cb_log,
	    NULL, 0));
	ck_assert_ptr_null(equeue_enqueue(q, NULL, eq_ref_none(), -1, cb_log,
	    NULL, 1));
	ck_assert_ptr_null(equeue_enqueue(q, NULL, eq_ref_none(), EQ_TYPE_MAX,
	    cb_log, NULL, 1));
	ck_assert_ptr_null(equeue_enqueue(q, NULL, eq_ref_none(), 0, NULL,
	    NULL, 1));
	/* A target without its list could outlive its thing. */
	ck_assert_ptr_null(equeue_enqueue(q, NULL, eq_ref_object(NULL), 0,
	    cb_log, NULL, 1));
	ck_assert_ptr_null(equeue_enqueue_aimed(q, NULL, NULL, 0, cb_log,
	    NULL, 0));
	ck_assert_uint_eq(equeue_pending(q), 0);

	ev = add_log(q, NULL, EQ_TYPE_MAX - 1, 1, 5);
	ck_assert_int_eq(equeue_reschedule(q, ev, 0), -1);
	ck_assert_uint_eq(equeue_remaining(q, ev), 5);
	ck_assert_uint_eq(equeue_type_count(q, EQ_TYPE_MAX - 1), 1);
	ck_assert_uint_eq(equeue_type_count(q, EQ_TYPE_MAX), 0);
	ck_assert_uint_eq(equeue_type_count(q, -1), 0);
	ck_assert_uint_eq(equeue_bucket_size(q, EQ_BUCKETS), 0);
	log_reset();
	run_to(q, 5);
	log_expect(0, 1, 5);
	equeue_free(q);
}
END_TEST

START_TEST(test_counters)
{
	struct equeue		*q = equeue_new();
	struct character	*ch = ch_new(1);
	struct room		 room = { .vnum = 3001 };
	struct eq_event		*ev[200];
	struct eq_ref		 r;
	size_t			 sum;
	unsigned int		 b;
	int			 i;

	eq_target_init(&room.targeted, eq_ref_room(&room));
	for (i = 0; i < 200; i++) {
		ev[i] = equeue_enqueue_aimed(q, i % 2 ? &ch->events : NULL,
		    &room.targeted, i % 5, cb_log, (void *)(intptr_t)i,
		    1 + i * 7);
		ck_assert_ptr_nonnull(ev[i]);
	}
	ck_assert_uint_eq(equeue_pending(q), 200);
	for (i = 0; i < 5; i++)
		ck_assert_uint_eq(equeue_type_count(q, i), 40);
	for (sum = 0, b = 0; b < EQ_BUCKETS; b++)
		sum += equeue_bucket_size(q, b);
	ck_assert_uint_eq(sum, 200);
	ck_assert_uint_eq(equeue_bucket_size(q, 8 % EQ_BUCKETS), 4);
	ck_assert_uint_gt(equeue_memory(q), 200 * 64);

	ck_assert_int_eq(eq_event_type(ev[7]), 2);
	ck_assert_ptr_eq(eq_event_arg(ev[7]), (void *)(intptr_t)7);
	r = eq_event_owner(ev[7]);
	ck_assert_int_eq(r.kind, EQ_CHARACTER);
	ck_assert_ptr_eq(eq_ch(r), ch);
	ck_assert_int_eq(eq_event_owner(ev[8]).kind, EQ_NONE);
	r = eq_event_target(ev[8]);
	ck_assert_int_eq(r.kind, EQ_ROOM);
	ck_assert_ptr_eq(eq_room(r), &room);

	equeue_dequeue(q, ev[0]);
	equeue_dequeue(q, ev[5]);
	ck_assert_uint_eq(equeue_pending(q), 198);
	ck_assert_uint_eq(equeue_type_count(q, 0), 38);
	log_reset();
	run_to(q, 15);
	ck_assert_int_eq(log_n, 2);	/* delays 8 and 15 */
	ck_assert_uint_eq(equeue_pending(q), 196);
	ck_assert_uint_eq(equeue_type_count(q, 1), 39);
	ck_assert_uint_eq(equeue_type_count(q, 2), 39);
	ch_free(q, ch);
	ck_assert_uint_eq(equeue_pending(q), 98);
	equeue_strip_target(q, &room.targeted);
	ck_assert_uint_eq(equeue_pending(q), 0);
	equeue_free(q);
}
END_TEST

START_TEST(test_refs)
{
	struct equeue		*q = equeue_new();
	struct character	*ch = ch_new(1);
	struct object		 obj;
	struct room		 room = { .vnum = 3001 };
	struct descriptor	 d;
	struct eq_owner		 zero;
	struct eq_target	 zero_target;
	struct eq_owner		*owners[6];
	struct eq_target	*targets[6];
	struct eq_event		*ev[6];
	struct eq_ref		 r;
	int			 i;

	memset(&zero, 0, sizeof zero);
	memset(&zero_target, 0, sizeof zero_target);
	eq_owner_init(&obj.events, eq_ref_object(&obj));
	eq_owner_init(&d.events, eq_ref_descriptor(&d));
	eq_target_init(&room.targeted, eq_ref_room(&room));
	eq_target_init(&obj.targeted, eq_ref_object(&obj));
	eq_target_init(&d.targeted, eq_ref_descriptor(&d));
	owners[0] = &ch->events;
	owners[1] = &obj.events;
	owners[2] = &d.events;
	owners[3] = &zero;		/* all zeroes: owns as EQ_NONE */
	owners[4] = NULL;
	owners[5] = &ch->events;
	targets[0] = &room.targeted;
	targets[1] = &ch->targeted;
	targets[2] = &obj.targeted;
	targets[3] = &d.targeted;
	targets[4] = NULL;
	targets[5] = &zero_target;	/* all zeroes: aimed at as EQ_NONE */
	for (i = 0; i < 6; i++) {
		ev[i] = equeue_enqueue_aimed(q, owners[i], targets[i], i,
		    cb_log, NULL, 10);
		ck_assert_ptr_nonnull(ev[i]);
	}
	for (i = 0; i < 6; i++) {
		r = eq_event_target(ev[i]);
		ck_assert_int_eq(r.kind, targets[i] != NULL ?
		    targets[i]->self.kind : EQ_NONE);
		r = eq_event_owner(ev[i]);
		ck_assert_int_eq(r.kind, owners[i] != NULL ?
		    owners[i]->self.kind : EQ_NONE);
	}
	ck_assert_ptr_eq(eq_ch(eq_event_owner(ev[0])), ch);
	ck_assert_ptr_eq(eq_obj(eq_event_owner(ev[1])), &obj);
	ck_assert_ptr_eq(eq_desc(eq_event_owner(ev[2])), &d);
	ck_assert_ptr_eq(eq_room(eq_event_target(ev[0])), &room);
	ck_assert_ptr_eq(eq_ch(eq_event_target(ev[1])), ch);
	ck_assert_ptr_eq(eq_obj(eq_event_target(ev[2])), &obj);
	ck_assert_ptr_eq(eq_desc(eq_event_target(ev[3])), &d);
	ck_assert_ptr_eq(eq_owner_find(&zero, 3), ev[3]);
	ck_assert_ptr_eq(eq_target_find(&zero_target, 5), ev[5]);
	ck_assert_ptr_eq(eq_target_find(&ch->targeted, 1), ev[1]);
	ck_assert_ptr_null(eq_target_find(&ch->targeted, 0));

	/* Out of its owner's list, an event has no owner, and the same for
	 * targets; stripping the owner takes it out of its target's list. */
	equeue_strip(q, &zero);
	ck_assert_ptr_null(eq_target_first(&d.targeted));
	equeue_strip_target(q, &obj.targeted);
	ck_assert_ptr_null(eq_owner_first(&d.events));
	equeue_strip(q, &obj.events);
	ck_assert_ptr_null(eq_target_first(&ch->targeted));
	ck_assert_uint_eq(equeue_pending(q), 3);
	equeue_strip_target(q, &zero_target);
	ch_free(q, ch);
	ck_assert_ptr_null(eq_target_first(&room.targeted));
	ck_assert_uint_eq(equeue_pending(q), 1);
	equeue_free(q);
}
END_TEST

START_TEST(test_find_type)
{
	struct equeue		*q = equeue_new();
	struct character	*a = ch_new(1), *b = ch_new(2);
	struct eq_event		*e1, *e2a, *e2b, *e3, *f;

	ck_assert_ptr_null(eq_owner_find(&a->events, 2));
	e1 = add_log(q, &a->events, 1, 1, 10);
	e2a = add_log(q, &a->events, 2, 2, 20);
	e2b = add_log(q, &a->events, 2, 3, 30);
	e3 = add_log(q, &a->events, 3, 4, 40);
	f = add_log(q, &b->events, 4, 5, 50);
	ck_assert_ptr_eq(eq_owner_find(&a->events, 1), e1);
	ck_assert_ptr_eq(eq_owner_find(&a->events, 2), e2b);
	ck_assert_ptr_eq(eq_owner_find(&a->events, 3), e3);
	ck_assert_ptr_null(eq_owner_find(&a->events, 4));
	ck_assert_ptr_eq(eq_owner_find(&b->events, 4), f);
	ck_assert_ptr_null(eq_owner_find(&b->events, 1));

	equeue_dequeue(q, e2b);
	ck_assert_ptr_eq(eq_owner_find(&a->events, 2), e2a);
	run_to(q, 20);			/* e1 and e2a fire */
	ck_assert_ptr_null(eq_owner_find(&a->events, 1));
	ck_assert_ptr_null(eq_owner_find(&a->events, 2));
	ck_assert_ptr_eq(eq_owner_find(&a->events, 3), e3);
	equeue_strip(q, &a->events);
	ck_assert_ptr_null(eq_owner_find(&a->events, 3));
	ck_assert_ptr_null(eq_owner_first(&a->events));
	ck_assert_ptr_eq(eq_owner_find(&b->events, 4), f);
	ch_free(q, a);
	ch_free(q, b);
	ck_assert_uint_eq(equeue_pending(q), 0);
	equeue_free(q);
}
END_TEST

START_TEST(test_iterate)
{
	struct equeue		*q = equeue_new();
	struct character	*ch = ch_new(1), *other = ch_new(2);
	struct eq_event		*ev, *next;
	int			 seen, i;

	for (i = 0; i < 10; i++) {
		add_log(q, &ch->events, i, i, 5 + i);
		add_log(q, &other->events, i, 100 + i, 5 + i);
	}
	seen = 0;
	for (ev = eq_owner_first(&ch->events); ev != NULL;
	    ev = eq_owner_next(ev)) {
		/* Most recent first. */
		ck_assert_int_eq(eq_event_type(ev), 9 - seen);
		ck_assert_ptr_eq(eq_ch(eq_event_owner(ev)), ch);
		seen++;
	}
	ck_assert_int_eq(seen, 10);

	/* Dequeue the odd types while iterating. */
	for (ev = eq_owner_first(&ch->events); ev != NULL; ev = next) {
		next = eq_owner_next(ev);
		if (eq_event_type(ev) % 2)
			equeue_dequeue(q, ev);
	}
	seen = 0;
	for (ev = eq_owner_first(&ch->events); ev != NULL;
	    ev = eq_owner_next(ev)) {
		ck_assert_int_eq(eq_event_type(ev) % 2, 0);
		seen++;
	}
	ck_assert_int_eq(seen, 5);
	ck_assert_uint_eq(equeue_pending(q), 15);
	ch_free(q, ch);
	ch_free(q, other);
	equeue_free(q);
}
END_TEST

/*
 * Reschedule.
 */

static int	 periodic_left;

/* Fire, and re-arm every 7 pulses while periodic_left lasts. */
static void
cb_periodic(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct eq_owner	*o = arg;

	log_add(q, 7);
	/* The firing event is not pending: a lookup does not find it. */
	ck_assert_ptr_null(eq_owner_find(o, 7));
	ck_assert_uint_eq(equeue_remaining(q, ev), 0);
	if (--periodic_left > 0) {
		ck_assert_int_eq(equeue_reschedule(q, ev, 7), 0);
		ck_assert_ptr_eq(eq_owner_find(o, 7), ev);
		ck_assert_uint_eq(equeue_remaining(q, ev), 7);
	}
}

START_TEST(test_reschedule)
{
	struct equeue		*q = equeue_new();
	struct character	*ch = ch_new(1);
	struct eq_event		*a, *b, *p;

	log_reset();
	a = add_log(q, &ch->events, 1, 1, 100);
	b = add_log(q, &ch->events, 1, 2, 100);
	add_log(q, &ch->events, 1, 3, 5);
	run_to(q, 10);
	log_expect(0, 3, 5);
	ck_assert_uint_eq(equeue_remaining(q, a), 90);
	ck_assert_int_eq(equeue_reschedule(q, a, 5), 0);	/* lower */
	ck_assert_uint_eq(equeue_remaining(q, a), 5);
	ck_assert_int_eq(equeue_reschedule(q, b, 128), 0);	/* raise */
	ck_assert_uint_eq(equeue_remaining(q, b), 128);
	ck_assert_uint_eq(equeue_type_count(q, 1), 2);
	run_to(q, 200);
	ck_assert_int_eq(log_n, 3);
	log_expect(1, 1, 15);
	log_expect(2, 2, 138);

	/* Rescheduling keeps FIFO as of the reschedule. */
	log_reset();
	a = add_log(q, NULL, 1, 1, 64);
	b = add_log(q, NULL, 1, 2, 64);
	ck_assert_int_eq(equeue_reschedule(q, a, 64), 0);
	run_to(q, 264);
	log_expect(0, 2, 264);
	log_expect(1, 1, 264);

	/* Re-arming from the event's own function. */
	log_reset();
	periodic_left = 4;
	p = equeue_enqueue(q, &ch->events, eq_ref_none(), 7, cb_periodic,
	    &ch->events, 3);
	ck_assert_ptr_nonnull(p);
	run_to(q, 400);
	ck_assert_int_eq(log_n, 4);
	log_expect(0, 7, 267);
	log_expect(1, 7, 274);
	log_expect(2, 7, 281);
	log_expect(3, 7, 288);
	ck_assert_uint_eq(equeue_pending(q), 0);
	ck_assert_ptr_null(eq_owner_first(&ch->events));
	ch_free(q, ch);
	equeue_free(q);
}
END_TEST

/*
 * Re-entrancy, case by case.
 */

struct reent {
	struct eq_event		*victim;	/* what the callback cancels */
	struct character	*ch;		/* whose owner it strips */
	int			 free_owner;	/* free ch after stripping */
	int			 id;
};

/* Enqueue events from a firing event, one into the bucket being walked. */
static void
cb_enqueue_current(struct equeue *q, struct eq_event *ev, void *arg)
{
	log_add(q, 1);
	add_log(q, NULL, 0, 64, 64);	/* the bucket being walked */
	add_log(q, NULL, 0, 128, 128);	/* the same, a lap later */
	add_log(q, NULL, 0, 63, 63);
	add_log(q, NULL, 0, 65, 65);
	add_log(q, NULL, 0, 2, 1);
}

START_TEST(test_reent_enqueue_current_bucket)
{
	struct equeue	*q;
	int		 alone;

	/* Alone in its bucket, and followed by another due event. */
	for (alone = 1; alone >= 0; alone--) {
		q = equeue_new();
		log_reset();
		ck_assert_ptr_nonnull(equeue_enqueue(q, NULL, eq_ref_none(), 0,
		    cb_enqueue_current, NULL, 5));
		if (!alone)
			add_log(q, NULL, 0, 99, 5);
		ck_assert_uint_eq(equeue_heartbeat(q), 0);
		run_to(q, 4);
		ck_assert_uint_eq(equeue_heartbeat(q), alone ? 1 : 2);
		log_expect(0, 1, 5);
		if (!alone)
			log_expect(1, 99, 5);
		ck_assert_int_eq(log_n, alone ? 1 : 2);
		ck_assert_uint_eq(equeue_bucket_size(q, 5), 2);
		run_to(q, 200);
		ck_assert_int_eq(log_n, alone ? 6 : 7);
		log_expect(log_n - 5, 2, 6);
		log_expect(log_n - 4, 63, 68);
		log_expect(log_n - 3, 64, 69);
		log_expect(log_n - 2, 65, 70);
		log_expect(log_n - 1, 128, 133);
		equeue_free(q);
	}
}
END_TEST

/* Dequeue the firing event itself, twice, then try to re-arm it. */
static void
cb_dequeue_self(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct reent	*r = arg;

	log_add(q, r->id);
	equeue_dequeue(q, ev);
	equeue_dequeue(q, ev);
	ck_assert_int_eq(equeue_reschedule(q, ev, 3), -1);
	ck_assert_ptr_null(eq_owner_first(&r->ch->events));
}

/* Re-arm the firing event, then dequeue it. */
static void
cb_rearm_dequeue(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct reent	*r = arg;

	log_add(q, r->id);
	ck_assert_int_eq(equeue_reschedule(q, ev, 64), 0);
	ck_assert_uint_eq(equeue_pending(q), 2);
	equeue_dequeue(q, ev);
	ck_assert_uint_eq(equeue_pending(q), 1);
	ck_assert_ptr_null(eq_owner_first(&r->ch->events));
}

START_TEST(test_reent_dequeue_self)
{
	struct equeue	*q = equeue_new();
	struct reent	 r = { .ch = ch_new(1), .id = 1 };

	log_reset();
	ck_assert_ptr_nonnull(equeue_enqueue(q, &r.ch->events, eq_ref_none(),
	    3, cb_dequeue_self, &r, 10));
	add_log(q, NULL, 0, 2, 10);
	run_to(q, 10);
	log_expect(0, 1, 10);
	log_expect(1, 2, 10);
	ck_assert_uint_eq(equeue_pending(q), 0);

	log_reset();
	ck_assert_ptr_nonnull(equeue_enqueue(q, &r.ch->events, eq_ref_none(),
	    3, cb_rearm_dequeue, &r, 10));
	add_log(q, NULL, 0, 2, 10);
	run_to(q, 300);
	ck_assert_int_eq(log_n, 2);
	log_expect(0, 1, 20);
	log_expect(1, 2, 20);
	ck_assert_uint_eq(equeue_pending(q), 0);
	ch_free(q, r.ch);
	equeue_free(q);
}
END_TEST

/* Dequeue r->victim, the next event of the bucket being walked. */
static void
cb_dequeue_victim(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct reent	*r = arg;

	log_add(q, r->id);
	equeue_dequeue(q, r->victim);
}

START_TEST(test_reent_dequeue_next)
{
	struct equeue	*q = equeue_new();
	struct reent	 r = { .id = 1 };
	int		 lap;

	/* The next one due now, then the next one due a lap later. */
	for (lap = 0; lap < 2; lap++) {
		log_reset();
		ck_assert_ptr_nonnull(equeue_enqueue(q, NULL, eq_ref_none(),
		    0, cb_dequeue_victim, &r, 10));
		r.victim = add_log(q, NULL, 0, 2, 10 + 64 * lap);
		add_log(q, NULL, 0, 3, 10);
		run_to(q, equeue_pulse(q) + 10);
		ck_assert_int_eq(log_n, 2);
		log_expect(0, 1, equeue_pulse(q));
		log_expect(1, 3, equeue_pulse(q));
		ck_assert_uint_eq(equeue_pending(q), 0);
		run_to(q, equeue_pulse(q) + 200);
		ck_assert_int_eq(log_n, 2);
	}

	/* The last one of the bucket. */
	log_reset();
	ck_assert_ptr_nonnull(equeue_enqueue(q, NULL, eq_ref_none(), 0,
	    cb_dequeue_victim, &r, 10));
	r.victim = add_log(q, NULL, 0, 2, 10);
	run_to(q, equeue_pulse(q) + 100);
	ck_assert_int_eq(log_n, 1);
	ck_assert_uint_eq(equeue_pending(q), 0);
	equeue_free(q);
}
END_TEST

/* Strip r->ch, maybe free it: its own owner or the next event's. */
static void
cb_strip(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct reent	*r = arg;

	log_add(q, r->id);
	equeue_strip(q, &r->ch->events);
	ck_assert_ptr_null(eq_owner_first(&r->ch->events));
	if (r->free_owner) {
		free(r->ch);
		r->ch = NULL;
	}
}

START_TEST(test_reent_strip_own_owner)
{
	struct equeue		*q = equeue_new();
	struct character	*other = ch_new(2);
	struct reent		 r = { .ch = ch_new(1), .id = 1 };

	log_reset();
	ck_assert_ptr_nonnull(equeue_enqueue(q, &r.ch->events, eq_ref_none(),
	    0, cb_strip, &r, 10));
	add_log(q, &r.ch->events, 0, 2, 10);
	add_log(q, &r.ch->events, 0, 3, 74);
	add_log(q, &r.ch->events, 0, 4, 30);
	add_log(q, &other->events, 0, 5, 10);
	add_log(q, &r.ch->events, 0, 6, 10);
	ck_assert_uint_eq(equeue_pending(q), 6);
	run_to(q, 300);
	ck_assert_int_eq(log_n, 2);
	log_expect(0, 1, 10);
	log_expect(1, 5, 10);
	ck_assert_uint_eq(equeue_pending(q), 0);
	ch_free(q, r.ch);
	ch_free(q, other);
	equeue_free(q);
}
END_TEST

START_TEST(test_reent_strip_next_owner)
{
	struct equeue		*q = equeue_new();
	struct character	*mine = ch_new(1);
	struct reent		 r = { .ch = ch_new(2), .id = 1 };

	log_reset();
	ck_assert_ptr_nonnull(equeue_enqueue(q, &mine->events, eq_ref_none(),
	    0, cb_strip, &r, 10));
	add_log(q, &r.ch->events, 0, 2, 10);	/* next in the bucket */
	add_log(q, &r.ch->events, 0, 3, 10);	/* and the one after */
	add_log(q, &r.ch->events, 0, 4, 11);
	add_log(q, &mine->events, 0, 5, 10);
	run_to(q, 100);
	ck_assert_int_eq(log_n, 2);
	log_expect(0, 1, 10);
	log_expect(1, 5, 10);
	ck_assert_uint_eq(equeue_pending(q), 0);
	ch_free(q, r.ch);
	ch_free(q, mine);
	equeue_free(q);
}
END_TEST

START_TEST(test_reent_owner_freed)
{
	struct equeue		*q = equeue_new();
	struct reent		 r = { .ch = ch_new(1), .id = 1,
	    .free_owner = 1 };
	struct reent		 s = { .ch = ch_new(2), .id = 2,
	    .free_owner = 1 };
	struct character	*other = ch_new(3);

	/* Its own owner, with events before and after it in the bucket. */
	log_reset();
	add_log(q, &r.ch->events, 0, 10, 64);
	ck_assert_ptr_nonnull(equeue_enqueue(q, &r.ch->events, eq_ref_none(),
	    0, cb_strip, &r, 64));
	add_log(q, &r.ch->events, 0, 11, 64);
	add_log(q, &r.ch->events, 0, 12, 128);
	add_log(q, &r.ch->events, 0, 13, 3);

	/* Another owner's, freed by an event of a third owner. */
	ck_assert_ptr_nonnull(equeue_enqueue(q, &other->events,
	    eq_ref_none(), 0, cb_strip, &s, 64));
	add_log(q, &s.ch->events, 0, 20, 64);
	add_log(q, &other->events, 0, 21, 64);

	run_to(q, 300);
	ck_assert_ptr_null(r.ch);
	ck_assert_ptr_null(s.ch);
	ck_assert_int_eq(log_n, 5);
	log_expect(0, 13, 3);
	log_expect(1, 10, 64);
	log_expect(2, 1, 64);
	log_expect(3, 2, 64);
	log_expect(4, 21, 64);
	ck_assert_uint_eq(equeue_pending(q), 0);
	ch_free(q, other);
	equeue_free(q);
}
END_TEST

/*
 * Targets.
 */

/* The types of the target tests and what their gone functions do. */
enum { T_CANCEL, T_KEEP, T_DEQUEUE, T_SOON };

static int		 gone_calls;
static struct eq_ref	 gone_last;

/* Keep the event: it fires when due, aimed at nothing. */
static void
gone_keep(struct equeue *q, struct eq_event *ev, struct eq_ref gone,
    void *arg)
{
	ck_assert_int_eq(eq_event_target(ev).kind, EQ_NONE);
	gone_calls++;
	gone_last = gone;
}

/* Dequeue the event. */
static void
gone_dequeue(struct equeue *q, struct eq_event *ev, struct eq_ref gone,
    void *arg)
{
	gone_calls++;
	gone_last = gone;
	equeue_dequeue(q, ev);
}

/* Bring the event forward to the next pulse. */
static void
gone_soon(struct equeue *q, struct eq_event *ev, struct eq_ref gone,
    void *arg)
{
	gone_calls++;
	gone_last = gone;
	ck_assert_int_eq(equeue_reschedule(q, ev, 1), 0);
}

/* A queue whose types T_KEEP, T_DEQUEUE and T_SOON have gone functions. */
static struct equeue *
aim_queue(void)
{
	struct equeue	*q = equeue_new();

	equeue_set_gone(q, T_KEEP, gone_keep);
	equeue_set_gone(q, T_DEQUEUE, gone_dequeue);
	equeue_set_gone(q, T_SOON, gone_soon);
	gone_calls = 0;
	gone_last = eq_ref_none();
	log_reset();
	return (q);
}

/* Record the id, plus 1000 if the event fired without its target. */
static void
cb_log_aim(struct equeue *q, struct eq_event *ev, void *arg)
{
	log_add(q, (int)(intptr_t)arg +
	    (eq_event_target(ev).kind == EQ_NONE ? 1000 : 0));
}

/* Enqueue an event aimed at t that records as cb_log_aim() does. */
static struct eq_event *
add_aim(struct equeue *q, struct eq_owner *o, struct eq_target *t, int type,
    int id, uint32_t d)
{
	struct eq_event	*ev;

	ev = equeue_enqueue_aimed(q, o, t, type, cb_log_aim,
	    (void *)(intptr_t)id, d);
	ck_assert_ptr_nonnull(ev);
	return (ev);
}

START_TEST(test_target_strip)
{
	struct equeue		*q = aim_queue();
	struct character	*a = ch_new(1), *b = ch_new(2);
	struct character	*v = ch_new(3), *w = ch_new(4);
	struct eq_event		*e1, *e2, *e3, *e4, *e5, *e6;

	e1 = add_aim(q, &a->events, &v->targeted, T_CANCEL, 1, 10);
	e2 = add_aim(q, &b->events, &v->targeted, T_KEEP, 2, 20);
	e3 = add_aim(q, NULL, &v->targeted, T_DEQUEUE, 3, 30);
	e4 = add_aim(q, &a->events, &v->targeted, T_SOON, 4, 40);
	e5 = add_aim(q, &a->events, &w->targeted, T_CANCEL, 5, 10);
	e6 = add_aim(q, &v->events, &w->targeted, T_CANCEL, 6, 15);

	/* The target's list, most recent first, and its lookups. */
	ck_assert_ptr_eq(eq_target_first(&v->targeted), e4);
	ck_assert_ptr_eq(eq_target_next(e4), e3);
	ck_assert_ptr_eq(eq_target_next(e3), e2);
	ck_assert_ptr_eq(eq_target_next(e2), e1);
	ck_assert_ptr_null(eq_target_next(e1));
	ck_assert_ptr_eq(eq_target_find(&v->targeted, T_DEQUEUE), e3);
	ck_assert_ptr_null(eq_target_find(&w->targeted, T_KEEP));
	ck_assert_ptr_eq(eq_target_find(&w->targeted, T_CANCEL), e6);
	ck_assert_ptr_eq(eq_ch(eq_event_target(e1)), v);
	ck_assert_ptr_eq(eq_ch(eq_event_target(e6)), w);

	run_to(q, 5);
	equeue_strip_target(q, &v->targeted);
	ck_assert_int_eq(gone_calls, 3);	/* keep, dequeue, soon */
	ck_assert_int_eq(gone_last.kind, EQ_CHARACTER);
	ck_assert_ptr_eq(eq_ch(gone_last), v);
	ck_assert_ptr_null(eq_target_first(&v->targeted));
	ck_assert_uint_eq(equeue_pending(q), 4);	/* e2, e4, e5, e6 */
	ck_assert_ptr_eq(eq_owner_find(&a->events, T_CANCEL), e5);
	ck_assert_ptr_eq(eq_owner_find(&a->events, T_SOON), e4);
	ck_assert_int_eq(eq_event_target(e2).kind, EQ_NONE);
	ck_assert_ptr_eq(eq_ch(eq_event_owner(e2)), b);
	ck_assert_uint_eq(equeue_remaining(q, e4), 1);
	ck_assert_uint_eq(equeue_remaining(q, e2), 15);

	/* Stripping it again does nothing; then it goes as an owner. */
	equeue_strip_target(q, &v->targeted);
	ck_assert_int_eq(gone_calls, 3);
	ch_free(q, v);
	ck_assert_uint_eq(equeue_pending(q), 3);
	ck_assert_ptr_eq(eq_target_first(&w->targeted), e5);
	ck_assert_ptr_null(eq_target_next(e5));

	run_to(q, 100);
	ck_assert_int_eq(log_n, 3);
	log_expect(0, 1004, 6);
	log_expect(1, 5, 10);
	log_expect(2, 1002, 20);
	ck_assert_uint_eq(equeue_pending(q), 0);
	ch_free(q, a);
	ch_free(q, b);
	ch_free(q, w);
	equeue_free(q);
}
END_TEST

/* Strip its owner and its target, the same thing, and free it. */
static void
cb_strip_both(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct reent	*r = arg;

	log_add(q, r->id);
	ck_assert_ptr_eq(eq_ch(eq_event_owner(ev)), r->ch);
	ck_assert_ptr_eq(eq_ch(eq_event_target(ev)), r->ch);
	equeue_strip(q, &r->ch->events);
	ck_assert_int_eq(eq_event_owner(ev).kind, EQ_NONE);
	ck_assert_int_eq(eq_event_target(ev).kind, EQ_NONE);
	equeue_strip_target(q, &r->ch->targeted);
	free(r->ch);
	r->ch = NULL;
	ck_assert_int_eq(equeue_reschedule(q, ev, 5), -1);
}

START_TEST(test_target_same_as_owner)
{
	struct equeue		*q = aim_queue();
	struct character	*x = ch_new(1), *y = ch_new(2);
	struct reent		 r = { .id = 1 };
	struct eq_event		*e3;

	/* Strip it as the owner, then as the target, then free it. */
	add_aim(q, &x->events, &x->targeted, T_CANCEL, 1, 10);
	add_aim(q, &x->events, &x->targeted, T_KEEP, 2, 10);
	e3 = add_aim(q, &y->events, &x->targeted, T_KEEP, 3, 10);
	add_aim(q, &x->events, &y->targeted, T_CANCEL, 4, 10);
	equeue_strip(q, &x->events);
	ck_assert_int_eq(gone_calls, 0);
	ck_assert_uint_eq(equeue_pending(q), 1);
	ck_assert_ptr_eq(eq_target_first(&x->targeted), e3);
	ck_assert_ptr_null(eq_target_next(e3));
	ck_assert_ptr_null(eq_target_first(&y->targeted));
	equeue_strip_target(q, &x->targeted);
	ck_assert_int_eq(gone_calls, 1);
	free(x);
	run_to(q, 20);
	ck_assert_int_eq(log_n, 1);
	log_expect(0, 1003, 10);

	/* Strip it as the target, then as the owner. */
	x = ch_new(1);
	log_reset();
	gone_calls = 0;
	add_aim(q, &x->events, &x->targeted, T_CANCEL, 1, 10);
	add_aim(q, &x->events, &x->targeted, T_KEEP, 2, 10);
	add_aim(q, &x->events, &x->targeted, T_SOON, 3, 10);
	add_aim(q, &x->events, &x->targeted, T_DEQUEUE, 4, 10);
	equeue_strip_target(q, &x->targeted);
	ck_assert_int_eq(gone_calls, 3);
	ck_assert_uint_eq(equeue_pending(q), 2);	/* kept, and soon */
	ck_assert_ptr_nonnull(eq_owner_find(&x->events, T_KEEP));
	ck_assert_ptr_nonnull(eq_owner_find(&x->events, T_SOON));
	ck_assert_ptr_null(eq_owner_find(&x->events, T_CANCEL));
	equeue_strip(q, &x->events);
	ck_assert_uint_eq(equeue_pending(q), 0);
	free(x);
	run_to(q, 60);
	ck_assert_int_eq(log_n, 0);

	/*
	 * An event owned by and aimed at x strips both and frees x while it
	 * fires, with x's events due before, beside and after it.
	 */
	r.ch = x = ch_new(1);
	add_aim(q, &x->events, &x->targeted, T_KEEP, 10, 64);
	ck_assert_ptr_nonnull(equeue_enqueue_aimed(q, &x->events,
	    &x->targeted, T_KEEP, cb_strip_both, &r, 64));
	add_aim(q, &x->events, &x->targeted, T_KEEP, 11, 64);
	add_aim(q, &y->events, &x->targeted, T_CANCEL, 12, 64);
	add_aim(q, &y->events, &x->targeted, T_KEEP, 13, 64);
	add_aim(q, &x->events, &y->targeted, T_KEEP, 14, 128);
	add_aim(q, NULL, &x->targeted, T_DEQUEUE, 15, 200);
	gone_calls = 0;
	run_to(q, 400);
	ck_assert_ptr_null(r.ch);
	ck_assert_int_eq(log_n, 3);
	log_expect(0, 10, 124);
	log_expect(1, 1, 124);
	log_expect(2, 1013, 124);
	ck_assert_int_eq(gone_calls, 2);	/* 13 kept, 15 dequeued */
	ck_assert_uint_eq(equeue_pending(q), 0);
	ch_free(q, y);
	equeue_free(q);
}
END_TEST

/* What cb_aim_reent() does, and what it saw. */
struct aim_reent {
	struct character	*t;		/* its target */
	int			 id;
	int			 calls;
	int			 rearm_first;	/* re-arm, then strip */
	int			 rearm_after;	/* strip, then re-arm */
	int			 free_target;
	int			 rc;		/* of the re-arm after */
};

/* On its first firing, strip its own target, maybe free it, re-arm. */
static void
cb_aim_reent(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct aim_reent	*r = arg;

	log_add(q, r->id + (eq_event_target(ev).kind == EQ_NONE ? 1000 : 0));
	if (r->calls++ > 0)
		return;
	ck_assert_ptr_eq(eq_ch(eq_event_target(ev)), r->t);
	if (r->rearm_first)
		ck_assert_int_eq(equeue_reschedule(q, ev, 5), 0);
	equeue_strip_target(q, &r->t->targeted);
	ck_assert_int_eq(eq_event_target(ev).kind, EQ_NONE);
	ck_assert_ptr_null(eq_target_first(&r->t->targeted));
	if (r->free_target) {
		equeue_strip(q, &r->t->events);
		free(r->t);
		r->t = NULL;
	}
	if (r->rearm_after)
		r->rc = equeue_reschedule(q, ev, 5);
}

START_TEST(test_reent_strip_own_target)
{
	struct equeue		*q = aim_queue();
	struct character	*a = ch_new(1);
	struct aim_reent	 r = { .t = ch_new(2), .id = 1,
	    .rearm_after = 1, .free_target = 1 };

	/*
	 * Its type keeps events whose target goes, but the firing event is
	 * not given to the gone function: it only loses its target, and may
	 * re-arm. The next due (cancelled) and the one after (kept) are
	 * aimed at the same target; a later one is dequeued.
	 */
	ck_assert_ptr_nonnull(equeue_enqueue_aimed(q, &a->events,
	    &r.t->targeted, T_KEEP, cb_aim_reent, &r, 10));
	add_aim(q, &a->events, &r.t->targeted, T_CANCEL, 2, 10);
	add_aim(q, &r.t->events, &r.t->targeted, T_KEEP, 3, 10);
	add_aim(q, &a->events, &r.t->targeted, T_KEEP, 4, 10);
	add_aim(q, NULL, &r.t->targeted, T_DEQUEUE, 5, 30);
	run_to(q, 100);
	ck_assert_ptr_null(r.t);
	ck_assert_int_eq(r.rc, 0);
	/* 3 and 4 kept, 5 dequeued; 3 then went with its owner. */
	ck_assert_int_eq(gone_calls, 3);
	ck_assert_int_eq(log_n, 3);
	log_expect(0, 1, 10);
	log_expect(1, 1004, 10);
	log_expect(2, 1001, 15);
	ck_assert_uint_eq(equeue_pending(q), 0);
	ch_free(q, a);
	equeue_free(q);
}
END_TEST

START_TEST(test_reent_target_stripped_while_firing)
{
	static const struct {
		int	type;
		int	gone;		/* gone calls expected */
		int	again;		/* pulse it fires again, or 0 */
	} cases[] = {
		{ T_CANCEL, 0, 0 },
		{ T_KEEP, 1, 15 },
		{ T_DEQUEUE, 1, 0 },
		{ T_SOON, 1, 11 },
	};
	struct equeue		*q;
	struct character	*a;
	struct aim_reent	 r;
	size_t			 i;

	/*
	 * The firing event re-armed itself, then its target goes (as when
	 * its victim dies of the blow): it is pending again, so its type
	 * decides, as for any pending event.
	 */
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		q = aim_queue();
		a = ch_new(1);
		memset(&r, 0, sizeof r);
		r.t = ch_new(2);
		r.id = 1;
		r.rearm_first = 1;
		r.free_target = 1;
		ck_assert_ptr_nonnull(equeue_enqueue_aimed(q, &a->events,
		    &r.t->targeted, cases[i].type, cb_aim_reent, &r, 10));
		add_aim(q, &a->events, &r.t->targeted, T_KEEP, 2, 10);
		run_to(q, 100);
		ck_assert_ptr_null(r.t);
		ck_assert_int_eq(gone_calls, cases[i].gone + 1);
		ck_assert_int_eq(log_n, cases[i].again ? 3 : 2);
		log_expect(0, 1, 10);
		log_expect(1, 1002, 10);
		if (cases[i].again)
			log_expect(2, 1001, cases[i].again);
		ck_assert_uint_eq(equeue_pending(q), 0);
		ck_assert_ptr_null(eq_owner_first(&a->events));
		ch_free(q, a);
		equeue_free(q);
	}
}
END_TEST

START_TEST(test_set_gone)
{
	struct equeue		*q = equeue_new();
	struct character	*v = ch_new(1);
	size_t			 before = equeue_memory(q);

	/* Out of range is refused; NULL on a fresh queue allocates nothing. */
	equeue_set_gone(q, -1, gone_keep);
	equeue_set_gone(q, EQ_TYPE_MAX, gone_keep);
	equeue_set_gone(q, 5, NULL);
	ck_assert_uint_eq(equeue_memory(q), before);
	equeue_set_gone(q, 5, gone_keep);
	ck_assert_uint_gt(equeue_memory(q), before);

	/* Set, then back to the default: cancel. */
	gone_calls = 0;
	log_reset();
	add_aim(q, NULL, &v->targeted, 5, 1, 3);
	equeue_strip_target(q, &v->targeted);
	ck_assert_int_eq(gone_calls, 1);
	equeue_set_gone(q, 5, NULL);
	add_aim(q, NULL, &v->targeted, 5, 2, 3);
	equeue_strip_target(q, &v->targeted);
	ck_assert_int_eq(gone_calls, 1);
	run_to(q, 10);
	ck_assert_int_eq(log_n, 1);
	log_expect(0, 1001, 3);
	ch_free(q, v);
	equeue_free(q);
}
END_TEST

/* Call the heartbeat from a firing event, which is fatal. */
static void
cb_nested(struct equeue *q, struct eq_event *ev, void *arg)
{
	equeue_heartbeat(q);
}

START_TEST(test_nested_heartbeat)
{
	struct equeue	*q = equeue_new();

	equeue_enqueue(q, NULL, eq_ref_none(), 0, cb_nested, NULL, 1);
	equeue_heartbeat(q);
	equeue_free(q);		/* not reached: exit 0 would fail */
}
END_TEST

/*
 * The differential run.
 */

#define DF_OWNERS	48
#define DF_RECS		8192
#define DF_TYPES	8
#define DF_TARGET	400	/* pending events the mix aims at */

/*
 * What the types do when their target is stripped: below DF_GONE_KEEP they
 * have no gone function (cancelled), then they are kept (to fire with no
 * target), dequeued, or rescheduled by their gone function.
 */
#define DF_GONE_KEEP	4
#define DF_GONE_DEQUEUE	6
#define DF_GONE_RESCHED	7

struct df_rec {
	struct eq_event	*ev;
	struct df_rec	*prev;		/* model list, by (due, seq) */
	struct df_rec	*next;
	uint64_t	 due;
	uint64_t	 seq;		/* order of enqueue or reschedule */
	uint64_t	 enq;		/* order of enqueue */
	int		 owner;		/* -1 for none */
	int		 target;	/* -1 for none, or gone */
	int		 type;
	int		 used;
	int		 pending;	/* in the model list */
	int		 cancelled;	/* firing, and cancelled */
	int		 pidx;		/* in pend[] */
};

struct df {
	struct equeue		*q;
	struct character	*owners[DF_OWNERS];
	struct df_rec		 recs[DF_RECS];
	int			 free_ids[DF_RECS];
	int			 nfree;
	int			 pend[DF_RECS];	/* pending ids */
	int			 npend;
	struct df_rec		*head;
	struct df_rec		*tail;
	size_t			 types[DF_TYPES];
	uint64_t		 seq;
	uint64_t		 enq;
	uint64_t		 rng;
	struct df_rec		*firing;
	uint64_t		 calls;		/* callbacks this heartbeat */
	uint64_t		 fired;
	uint64_t		 nested;	/* operations from callbacks */
	uint64_t		 owners_freed;
	uint64_t		 target_strips;
	uint64_t		 gone_calls;
	int			 stripping;	/* the target being stripped */
	int			 focus;		/* the bucket focused on, or -1 */
};

static struct df	*df;

/* The PRNG: splitmix64. */
static uint64_t
df_rand(void)
{
	uint64_t	z = (df->rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (z ^ (z >> 31));
}

/* A random number below n. */
static uint32_t
df_below(uint32_t n)
{
	return ((uint32_t)((df_rand() >> 32) * n >> 32));
}

/*
 * A delay: mostly short, many multiples of 64, a few huge. In focused
 * phases, most delays end in one bucket, which gets long.
 */
static uint32_t
df_delay(void)
{
	uint32_t	r = df_below(100), gap;

	if (df->focus >= 0 && r < 70) {
		gap = (df->focus - equeue_pulse(df->q) - 1) % EQ_BUCKETS;
		return (gap + 1 + EQ_BUCKETS * df_below(4));
	}
	r = df_below(100);

	if (r < 45)
		return (1 + df_below(70));
	if (r < 65)
		return (64 * (1 + df_below(5)));
	if (r < 90)
		return (1 + df_below(400));
	if (r < 99)
		return (400 + df_below(3000));
	return (100000 + df_below(10000000));
}

/* Put a record in the model list, due delay pulses from now. */
static void
df_model_insert(struct df_rec *rec, uint32_t delay)
{
	struct df_rec	*p;

	rec->due = equeue_pulse(df->q) + delay;
	rec->seq = ++df->seq;
	for (p = df->tail; p != NULL && p->due > rec->due; p = p->prev)
		continue;
	rec->prev = p;
	rec->next = p != NULL ? p->next : df->head;
	if (rec->next != NULL)
		rec->next->prev = rec;
	else
		df->tail = rec;
	if (p != NULL)
		p->next = rec;
	else
		df->head = rec;
	rec->pending = 1;
	rec->pidx = df->npend;
	df->pend[df->npend++] = (int)(rec - df->recs);
	df->types[rec->type]++;
}

/* Take a record out of the model list. */
static void
df_model_remove(struct df_rec *rec)
{
	int	last;

	expect(rec->pending, __LINE__, "rec->pending");
	if (rec->prev != NULL)
		rec->prev->next = rec->next;
	else
		df->head = rec->next;
	if (rec->next != NULL)
		rec->next->prev = rec->prev;
	else
		df->tail = rec->prev;
	rec->pending = 0;
	last = df->pend[--df->npend];
	df->pend[rec->pidx] = last;
	df->recs[last].pidx = rec->pidx;
	df->types[rec->type]--;
}

/* Give a record back, unless it is firing: then it is cancelled. */
static void
df_rec_drop(struct df_rec *rec)
{
	if (rec == df->firing) {
		rec->cancelled = 1;
		return;
	}
	rec->used = 0;
	rec->ev = NULL;
	df->free_ids[df->nfree++] = (int)(rec - df->recs);
}

/* A random pending record, or NULL. */
static struct df_rec *
df_random_pending(void)
{
	if (df->npend == 0)
		return (NULL);
	return (&df->recs[df->pend[df_below(df->npend)]]);
}

static void	df_fire(struct equeue *, struct eq_event *, void *);
static void	df_reschedule(struct df_rec *);

/* Enqueue a random event on both sides. */
static void
df_enqueue(void)
{
	struct df_rec		*rec;
	struct eq_owner		*o = NULL;
	struct eq_target	*t = NULL;
	uint32_t		 delay = df_delay();
	int			 id;

	if (df->nfree == 0)
		return;
	id = df->free_ids[--df->nfree];
	rec = &df->recs[id];
	memset(rec, 0, sizeof *rec);
	rec->used = 1;
	rec->type = df_below(DF_TYPES);
	rec->owner = df_below(10) == 0 ? -1 : (int)df_below(DF_OWNERS);
	rec->enq = ++df->enq;
	if (rec->owner >= 0)
		o = &df->owners[rec->owner]->events;
	/* Half aimed at something, a tenth of those at their owner. */
	rec->target = -1;
	if (df_below(2))
		rec->target = rec->owner >= 0 && df_below(10) == 0 ?
		    rec->owner : (int)df_below(DF_OWNERS);
	if (rec->target >= 0)
		t = &df->owners[rec->target]->targeted;
	if (t == NULL && df_below(2))
		rec->ev = equeue_enqueue(df->q, o, eq_ref_none(), rec->type,
		    df_fire, (void *)(uintptr_t)id, delay);
	else
		rec->ev = equeue_enqueue_aimed(df->q, o, t, rec->type, df_fire,
		    (void *)(uintptr_t)id, delay);
	expect(rec->ev != NULL, __LINE__, "rec->ev != NULL");
	if (t != NULL)
		expect(eq_ch(eq_event_target(rec->ev)) ==
		    df->owners[rec->target], __LINE__,
		    "eq_event_target(rec->ev) is its target");
	else
		expect_eq(eq_event_target(rec->ev).kind, EQ_NONE, __LINE__,
		    "eq_event_target(rec->ev).kind == EQ_NONE");
	df_model_insert(rec, delay);
}

/* Dequeue a pending record on both sides. */
static void
df_dequeue(struct df_rec *rec)
{
	equeue_dequeue(df->q, rec->ev);
	df_model_remove(rec);
	df_rec_drop(rec);
}

/* Reschedule a record on both sides: a pending one or the firing one. */
static void
df_reschedule(struct df_rec *rec)
{
	uint32_t	delay = df_delay();
	int		rc;

	rc = equeue_reschedule(df->q, rec->ev, delay);
	if (rec == df->firing && rec->cancelled) {
		expect(rc == -1, __LINE__, "rc == -1");
		return;
	}
	expect_eq(rc, 0, __LINE__, "rc == 0");
	if (rec->pending)
		df_model_remove(rec);
	df_model_insert(rec, delay);
}

/*
 * A gone function, for the types that have one: check it is told about an
 * event the model has aimed at the target being stripped, then keep,
 * dequeue or reschedule the event as its type says.
 */
static void
df_gone(struct equeue *q, struct eq_event *ev, struct eq_ref gone, void *arg)
{
	struct df_rec	*rec = &df->recs[(uintptr_t)arg];

	df->gone_calls++;
	expect(rec->used && rec->pending && rec->ev == ev, __LINE__,
	    "the gone event is pending");
	expect(rec->type >= DF_GONE_KEEP, __LINE__, "its type has a gone fn");
	expect(rec->target == df->stripping, __LINE__,
	    "it was aimed at the target being stripped");
	expect(gone.kind == EQ_CHARACTER &&
	    eq_ch(gone) == df->owners[df->stripping], __LINE__,
	    "gone is the target being stripped");
	expect_eq(eq_event_target(ev).kind, EQ_NONE, __LINE__,
	    "the gone event has no target any more");
	rec->target = -1;
	if (rec->type == DF_GONE_DEQUEUE) {
		equeue_dequeue(q, ev);
		df_model_remove(rec);
		df_rec_drop(rec);
	} else if (rec->type == DF_GONE_RESCHED)
		df_reschedule(rec);
}

/*
 * Strip a target on both sides. The queue calls df_gone() for the types
 * that have a gone function, in its own order, and cancels the others.
 */
static void
df_strip_target(int target)
{
	struct df_rec	*rec, *next;

	df->stripping = target;
	df->target_strips++;
	equeue_strip_target(df->q, &df->owners[target]->targeted);
	df->stripping = -1;
	for (rec = df->head; rec != NULL; rec = next) {
		next = rec->next;
		if (rec->target != target)
			continue;
		expect(rec->type < DF_GONE_KEEP, __LINE__,
		    "only types without a gone fn are left to cancel");
		df_model_remove(rec);
		df_rec_drop(rec);
	}
	/*
	 * The firing event, re-armed, was dealt with as pending (above, or by
	 * df_gone()); if it was not re-armed, it only loses its target.
	 */
	if (df->firing != NULL && df->firing->target == target) {
		expect(!df->firing->pending, __LINE__, "not re-armed");
		df->firing->target = -1;
	}
	if (df->firing != NULL && df->firing->target < 0 &&
	    !df->firing->cancelled)
		expect_eq(eq_event_target(df->firing->ev).kind, EQ_NONE,
		    __LINE__, "the firing event has no target");
	expect(eq_target_first(&df->owners[target]->targeted) == NULL,
	    __LINE__, "eq_target_first() == NULL after the strip");
}

/* Strip an owner on both sides. */
static void
df_strip_owner(int owner)
{
	struct df_rec	*rec, *next;

	equeue_strip(df->q, &df->owners[owner]->events);
	for (rec = df->head; rec != NULL; rec = next) {
		next = rec->next;
		if (rec->owner == owner) {
			df_model_remove(rec);
			df_rec_drop(rec);
		}
	}
	if (df->firing != NULL && df->firing->owner == owner)
		df->firing->cancelled = 1;
	expect(eq_owner_first(&df->owners[owner]->events) == NULL, __LINE__,
	    "eq_owner_first(&df->owners[owner]->events) == NULL");
}

/*
 * Strip a thing as an owner or as a target, and half the time as the other
 * too, then free it and put a new one in its place.
 */
static void
df_strip(int i, int as_target)
{
	if (as_target)
		df_strip_target(i);
	else
		df_strip_owner(i);
	if (df_below(2))
		return;
	if (as_target)
		df_strip_owner(i);
	else
		df_strip_target(i);
	free(df->owners[i]);
	df->owners[i] = ch_new(i);
	df->owners_freed++;
}

/* Compare every counter, and one lookup, with the model. */
static void
df_check(void)
{
	struct df_rec	*rec, *want = NULL;
	struct eq_event	*ev;
	size_t		 sum;
	unsigned int	 b;
	int		 i, owner, type, n;

	expect_eq(equeue_pending(df->q), df->npend, __LINE__,
	    "equeue_pending(df->q) == df->npend");
	for (i = 0; i < DF_TYPES; i++)
		expect_eq(equeue_type_count(df->q, i), df->types[i], __LINE__,
		    "equeue_type_count() == the model's");
	for (sum = 0, b = 0; b < EQ_BUCKETS; b++)
		sum += equeue_bucket_size(df->q, b);
	expect_eq(sum, df->npend, __LINE__, "sum == df->npend");

	if ((rec = df_random_pending()) != NULL) {
		expect_eq(equeue_remaining(df->q, rec->ev),
		    rec->due > equeue_pulse(df->q) ?
		    rec->due - equeue_pulse(df->q) : 0, __LINE__,
		    "equeue_remaining()");
	}

	owner = df_below(DF_OWNERS);
	type = df_below(DF_TYPES);
	n = 0;
	for (rec = df->head; rec != NULL; rec = rec->next) {
		if (rec->owner != owner)
			continue;
		n++;
		if (rec->type == type && (want == NULL || rec->enq > want->enq))
			want = rec;
	}
	ev = eq_owner_find(&df->owners[owner]->events, type);
	expect(ev == (want != NULL ? want->ev : NULL), __LINE__,
	    "eq_owner_find() finds the most recent");
	for (ev = eq_owner_first(&df->owners[owner]->events); ev != NULL;
	    ev = eq_owner_next(ev))
		n--;
	expect_eq(n, 0, __LINE__, "n == 0");

	/* The same by target. */
	n = 0;
	want = NULL;
	for (rec = df->head; rec != NULL; rec = rec->next) {
		if (rec->target != owner)
			continue;
		n++;
		if (rec->type == type && (want == NULL || rec->enq > want->enq))
			want = rec;
	}
	ev = eq_target_find(&df->owners[owner]->targeted, type);
	expect(ev == (want != NULL ? want->ev : NULL), __LINE__,
	    "eq_target_find() finds the most recent");
	for (ev = eq_target_first(&df->owners[owner]->targeted); ev != NULL;
	    ev = eq_target_next(ev)) {
		expect(eq_ch(eq_event_target(ev)) == df->owners[owner],
		    __LINE__, "eq_event_target() of an event in the list");
		n--;
	}
	expect_eq(n, 0, __LINE__, "n == 0 (targets)");
}

/* One operation from inside a firing event. */
static void
df_nested_op(struct eq_event *ev, struct df_rec *self)
{
	struct df_rec	*rec;
	uint64_t	 pulse = equeue_pulse(df->q);
	struct df_rec	*next_due;

	next_due = df->head != NULL && df->head->due == pulse ?
	    df->head : NULL;
	df->nested++;
	switch (df_below(12)) {
	case 0:
	case 1:
		df_enqueue();
		break;
	case 2:				/* dequeue itself */
		equeue_dequeue(df->q, ev);
		if (self->pending)
			df_model_remove(self);
		self->cancelled = 1;
		break;
	case 3:				/* dequeue the next due */
		if (next_due != NULL)
			df_dequeue(next_due);
		break;
	case 4:				/* strip its own owner */
		if (self->owner >= 0)
			df_strip(self->owner, 0);
		break;
	case 5:				/* strip the next due's owner */
		if (next_due != NULL && next_due->owner >= 0)
			df_strip(next_due->owner, 0);
		break;
	case 9:				/* strip its own target */
		if (self->target >= 0)
			df_strip(self->target, 1);
		break;
	case 10:			/* strip the next due's target */
		if (next_due != NULL && next_due->target >= 0)
			df_strip(next_due->target, 1);
		break;
	case 11:			/* strip anything */
		df_strip((int)df_below(DF_OWNERS), (int)df_below(2));
		break;
	case 6:				/* re-arm itself */
		df_reschedule(self);
		break;
	case 7:
		if ((rec = df_random_pending()) != NULL && rec != self)
			df_dequeue(rec);
		break;
	case 8:
		if ((rec = df_random_pending()) != NULL)
			df_reschedule(rec);
		break;
	}
}

/* The differential event: check it is the model's next, then act. */
static void
df_fire(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct df_rec	*rec = &df->recs[(uintptr_t)arg];
	struct eq_ref	 owner = eq_event_owner(ev);
	uint64_t	 pulse = equeue_pulse(q);
	int		 n;

	if (!rec->used || !rec->pending || rec->ev != ev) {
		ck_abort_msg("pulse %" PRIu64 ": event %d fired but is not "
		    "pending", pulse, (int)(rec - df->recs));
	}
	if (df->head != rec || rec->due != pulse) {
		ck_abort_msg("pulse %" PRIu64 ": event %d (due %" PRIu64 ") "
		    "fired, expected %d (due %" PRIu64 ")", pulse,
		    (int)(rec - df->recs), rec->due,
		    df->head != NULL ? (int)(df->head - df->recs) : -1,
		    df->head != NULL ? df->head->due : 0);
	}
	expect_eq(eq_event_type(ev), rec->type, __LINE__,
	    "eq_event_type(ev) == rec->type");
	if (rec->owner < 0)
		expect_eq(owner.kind, EQ_NONE, __LINE__,
		    "owner.kind == EQ_NONE");
	else
		expect(eq_ch(owner) == df->owners[rec->owner], __LINE__,
		    "eq_ch(owner) == df->owners[rec->owner]");
	if (rec->target < 0)
		expect_eq(eq_event_target(ev).kind, EQ_NONE, __LINE__,
		    "eq_event_target(ev).kind == EQ_NONE");
	else
		expect(eq_ch(eq_event_target(ev)) == df->owners[rec->target],
		    __LINE__, "eq_event_target(ev) is its target");
	df_model_remove(rec);
	df->firing = rec;
	rec->cancelled = 0;
	df->calls++;

	if (df_below(10) < 3) {
		for (n = 1 + df_below(3); n > 0; n--)
			df_nested_op(ev, rec);
	}

	df->firing = NULL;
	if (!rec->pending) {
		rec->cancelled = 0;
		df_rec_drop(rec);
	}
}

/* A heartbeat on both sides: what the model has due must have fired. */
static void
df_heartbeat(void)
{
	size_t	fired;

	df->calls = 0;
	fired = equeue_heartbeat(df->q);
	expect_eq(fired, df->calls, __LINE__, "fired == df->calls");
	df->fired += fired;
	if (df->head != NULL && df->head->due <= equeue_pulse(df->q)) {
		ck_abort_msg("pulse %" PRIu64 ": event %d due %" PRIu64 " did "
		    "not fire", equeue_pulse(df->q), (int)(df->head - df->recs),
		    df->head->due);
	}
}

/* One top-level operation. */
static void
df_op(void)
{
	struct df_rec	*rec;
	uint32_t	 r = df_below(100);

	if (r < 30)
		df_heartbeat();
	else if (r < 65) {
		if (df->npend < DF_TARGET)
			df_enqueue();
		else if ((rec = df_random_pending()) != NULL)
			df_dequeue(rec);
	} else if (r < 75) {
		if ((rec = df_random_pending()) != NULL)
			df_dequeue(rec);
	} else if (r < 78) {
		df_strip(df_below(DF_OWNERS), (int)df_below(2));
	} else if (r < 90) {
		if ((rec = df_random_pending()) != NULL)
			df_reschedule(rec);
	} else if (r < 98) {
		df_enqueue();
	} else
		df_check();
}

START_TEST(test_differential)
{
	const char	*s;
	uint64_t	 seed, ops, i;
	int		 j;

	if ((s = getenv("EQUEUE_TEST_SEED")) != NULL)
		seed = strtoull(s, NULL, 0);
	else
		seed = (uint64_t)time(NULL) * 1000003 ^ (uint64_t)getpid();
	ops = 10000000;
	if ((s = getenv("EQUEUE_TEST_OPS")) != NULL)
		ops = strtoull(s, NULL, 0);
	printf("test_equeue: differential: seed %" PRIu64 ", %" PRIu64
	    " operations (EQUEUE_TEST_SEED, EQUEUE_TEST_OPS)\n", seed, ops);
	fflush(stdout);

	if ((df = calloc(1, sizeof *df)) == NULL)
		abort();
	df->rng = seed;
	df->stripping = -1;
	df->q = equeue_new();
	for (j = DF_GONE_KEEP; j < DF_TYPES; j++)
		equeue_set_gone(df->q, j, df_gone);
	for (j = 0; j < DF_OWNERS; j++)
		df->owners[j] = ch_new(j);
	for (j = DF_RECS - 1; j >= 0; j--)
		df->free_ids[df->nfree++] = j;

	for (i = 0; i < ops; i++) {
		/* Every other 100,000 operations focus on one bucket. */
		if (i % 100000 == 0)
			df->focus = (i / 100000) % 2 ? (int)df_below(64) : -1;
		df_op();
	}
	df->focus = -1;
	df_check();

	/* Drain what can fire; strip the rest. */
	for (i = 0; i < 4000; i++)
		df_heartbeat();
	for (j = 0; j < DF_OWNERS; j++) {
		df_strip_owner(j);
		df_strip_target(j);
	}
	while ((df->head != NULL))
		df_dequeue(df->head);
	df_check();
	ck_assert_uint_eq(equeue_pending(df->q), 0);
	ck_assert_int_eq(df->nfree, DF_RECS);
	printf("test_equeue: differential: %" PRIu64 " pulses, %" PRIu64
	    " fired, %" PRIu64 " operations from callbacks, %" PRIu64
	    " owners freed, %" PRIu64 " targets stripped, %" PRIu64
	    " gone calls\n", equeue_pulse(df->q), df->fired, df->nested,
	    df->owners_freed, df->target_strips, df->gone_calls);
	ck_assert_uint_gt(df->fired, ops / 20);
	ck_assert_uint_gt(df->gone_calls, ops / 1000);

	for (j = 0; j < DF_OWNERS; j++)
		ch_free(df->q, df->owners[j]);
	equeue_free(df->q);
	free(df);
	df = NULL;
}
END_TEST

/* Build the suite. */
static Suite *
equeue_suite(void)
{
	Suite	*s = suite_create("equeue");
	TCase	*tc;

	tc = tcase_create("basics");
	tcase_add_test(tc, test_fifo_same_pulse);
	tcase_add_test(tc, test_refused);
	tcase_add_test(tc, test_counters);
	tcase_add_test(tc, test_refs);
	tcase_add_test(tc, test_find_type);
	tcase_add_test(tc, test_iterate);
	tcase_add_test(tc, test_reschedule);
	tcase_add_exit_test(tc, test_nested_heartbeat, 1);
	suite_add_tcase(s, tc);

	tc = tcase_create("reentrancy");
	tcase_add_test(tc, test_reent_enqueue_current_bucket);
	tcase_add_test(tc, test_reent_dequeue_self);
	tcase_add_test(tc, test_reent_dequeue_next);
	tcase_add_test(tc, test_reent_strip_own_owner);
	tcase_add_test(tc, test_reent_strip_next_owner);
	tcase_add_test(tc, test_reent_owner_freed);
	tcase_add_test(tc, test_reent_strip_own_target);
	tcase_add_test(tc, test_reent_target_stripped_while_firing);
	suite_add_tcase(s, tc);

	tc = tcase_create("targets");
	tcase_add_test(tc, test_target_strip);
	tcase_add_test(tc, test_target_same_as_owner);
	tcase_add_test(tc, test_set_gone);
	suite_add_tcase(s, tc);

	tc = tcase_create("exact");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_exact_delays);
	suite_add_tcase(s, tc);

	tc = tcase_create("exact_huge");
	tcase_set_tags(tc, "slow");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_exact_huge);
	suite_add_tcase(s, tc);

	tc = tcase_create("differential");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_differential);
	suite_add_tcase(s, tc);

	return (s);
}

/* Run the suite; non-zero on failure. */
int
main(void)
{
	SRunner	*sr = srunner_create(equeue_suite());
	int	 failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
}
