/*
 * bench_equeue.c: the event queue (a 64-bucket wheel) against a binary
 * min-heap, on the workload of a MUD.
 *
 * N events stay pending, four per owner (N / 4 owners, like a character with
 * its heal, autosave, aggro and affect events). Delays: 40% short (1-20
 * pulses), 40% medium (20-120), 20% long (480-2,400). Every fired event is
 * enqueued again for the same owner with a new delay. With churn, each pulse
 * also strips 5% of the owners (a random N / 80, with replacement) and gives
 * each four new events, as when characters die, quit or change rooms.
 *
 * The queue starts in its steady state (delays drawn length-biased, time
 * left uniform within the delay), runs 64 untimed pulses, then the timed
 * ones. Measured per pulse: the heartbeat alone (walk or pops, and the
 * callbacks, which only note the owner), then the re-enqueues, then the
 * strips and refills. Enqueue and dequeue are then timed alone on events of
 * random owners. Both structures see the same operations and must fire the
 * same events in the same order (checked with a checksum).
 *
 * The heap is keyed by (due pulse, enqueue sequence), holds pointers to its
 * nodes, and each node knows its index, as libevent's timer heap does; its
 * nodes carry the same payload and owner links as the queue's events and
 * come from the same kind of slab and free list.
 *
 * With -a, the wheel runs a third time with every event aimed at the target
 * list of another owner (struct eq_target, as a cast or a combat round is
 * aimed at its victim), and with churn each stripped owner is stripped as a
 * target too, its events kept (a gone function that leaves them), so that
 * the same events fire: "wheel_aimed", compared with the plain wheel.
 *
 * Usage: bench_equeue [-a] [-n max_n] [-p pulses] [-s seed]
 * One JSON line per structure, size and churn setting, on stdout.
 */
#include <getopt.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "equeue.h"
#include "xmalloc.h"

#define PER_OWNER	4	/* events per owner */
#define CHURN_DIV	20	/* owners stripped per pulse: 1 in 20 */
#define WARMUP		64	/* untimed pulses */
#define PROBE_OPS	1000000	/* enqueues (and dequeues) timed alone */
#define CHUNK_SIZE	65536

struct result {
	const char	*structure;
	size_t		 n;
	int		 churn;
	unsigned int	 pulses;
	double		 heartbeat_ns;	/* median of the heartbeats */
	double		 total_ns;	/* median of the pulses, whole workload */
	double		 enqueue_ns;	/* median of the probe's batches, per op */
	double		 dequeue_ns;
	uint64_t	 fired;
	uint64_t	 stripped;
	size_t		 bytes;
	uint64_t	 checksum;
};

static uint64_t	 rng_state;
static uint32_t	*fired_owners;	/* owners of the events fired this pulse */
static size_t	 nfired;
static double	 clock_cost;	/* ns of one timing, subtracted */

/* The PRNG: splitmix64. */
static uint64_t
rng_next(void)
{
	uint64_t	z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (z ^ (z >> 31));
}

/* A random number in lo .. hi. */
static uint32_t
rng_range(uint32_t lo, uint32_t hi)
{
	return (lo + (uint32_t)(((rng_next() >> 32) * (hi - lo + 1)) >> 32));
}

/* A delay of the workload: 40% short, 40% medium, 20% long. */
static uint32_t
delay_new(void)
{
	uint32_t	r = rng_range(0, 99);

	if (r < 40)
		return (rng_range(1, 20));
	if (r < 80)
		return (rng_range(20, 120));
	return (rng_range(480, 2400));
}

/*
 * Time left of an event seen at a random moment of the steady state: its
 * delay drawn in proportion to class share times length, then uniformly
 * within its delay.
 */
static uint32_t
delay_steady(void)
{
	uint32_t	r, lo, hi, d;

	/* Shares x mean delays: 0.4 x 10.5, 0.4 x 70, 0.2 x 1440. */
	r = rng_range(0, 3201);
	if (r < 42) {
		lo = 1;
		hi = 20;
	} else if (r < 42 + 280) {
		lo = 20;
		hi = 120;
	} else {
		lo = 480;
		hi = 2400;
	}
	do
		d = rng_range(lo, hi);
	while (rng_range(1, hi) > d);
	return (rng_range(1, d));
}

/* Now, in nanoseconds. */
static double
now_ns(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (ts.tv_sec * 1e9 + ts.tv_nsec);
}

/* Measure what one timing costs. */
static void
clock_calibrate(void)
{
	double	t0, t1, best = 1e9;
	int	i;

	for (i = 0; i < 10000; i++) {
		t0 = now_ns();
		t1 = now_ns();
		if (t1 - t0 < best)
			best = t1 - t0;
	}
	clock_cost = best;
}

/* Compare doubles for qsort(). */
static int
double_cmp(const void *a, const void *b)
{
	double	x = *(const double *)a, y = *(const double *)b;

	return ((x > y) - (x < y));
}

/* The median of n samples (which get sorted). */
static double
median(double *v, size_t n)
{
	qsort(v, n, sizeof *v, double_cmp);
	return (n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
}

/* Note the owner of a fired event in the checksum and the fired list. */
static void
note_fired(uint64_t *sum, uint64_t pulse, uint32_t owner)
{
	*sum = (*sum ^ (owner + (pulse << 32))) * 0x100000001b3ULL;
	fired_owners[nfired++] = owner;
}

/*
 * The wheel.
 */

struct wowner {
	struct eq_owner	 events;
	struct eq_target targeted;
};

static uint64_t	 wheel_sum;
static int	 wheel_aimed;	/* aim each event at another owner */
static size_t	 wheel_nowners;
static uint64_t	 wheel_aims;	/* picks the target, without the rng */

/* A wheel event: note its owner. */
static void
wheel_fire(struct equeue *q, struct eq_event *ev, void *arg)
{
	note_fired(&wheel_sum, equeue_pulse(q), (uint32_t)(uintptr_t)arg);
}

/* Keep an event whose target went: it fires as if nothing happened. */
static void
wheel_gone(struct equeue *q, struct eq_event *ev, struct eq_ref gone,
    void *arg)
{
}

/* Enqueue an event for owner i (aimed at another owner with -a). */
static void
wheel_add(struct equeue *q, struct wowner *owners, uint32_t i, uint32_t d)
{
	struct eq_target	*t = NULL;

	/* The rng is left alone, so that the same events fire as the heap's. */
	if (wheel_aimed)
		t = &owners[(i + ++wheel_aims * 7919) % wheel_nowners].targeted;
	if (equeue_enqueue_aimed(q, &owners[i].events, t, i % 8,
	    wheel_fire, (void *)(uintptr_t)i, d) == NULL) {
		fprintf(stderr, "bench_equeue: enqueue refused\n");
		exit(1);
	}
}

/* The k-th pending event of owner i, or its first. */
static struct eq_event *
wheel_pick(struct wowner *owners, uint32_t i, uint32_t k)
{
	struct eq_event	*ev, *first;

	first = ev = eq_owner_first(&owners[i].events);
	while (k-- > 0 && ev != NULL)
		ev = eq_owner_next(ev);
	return (ev != NULL ? ev : first);
}

/* Run the workload on the wheel, its events aimed at owners if aimed. */
static void
wheel_run(struct result *res, size_t n, int churn, unsigned int pulses,
    uint64_t seed, int aimed)
{
	struct equeue	 *q = equeue_new();
	struct wowner	 *owners;
	struct eq_event	**picked;
	uint32_t	 *pick_owner;
	size_t		  nowners = n / PER_OWNER, i, k, batch, done;
	uint32_t	  o, lo, hi;
	unsigned int	  p;
	double		  t0, t1, t2, t3, *hb, *tot, *enq, *deq;
	size_t		  nbatch = 0;

	rng_state = seed;
	wheel_sum = 0;
	wheel_aimed = aimed;
	wheel_nowners = nowners;
	wheel_aims = 0;
	for (k = 0; aimed && k < 8; k++)
		equeue_set_gone(q, (int)k, wheel_gone);
	owners = xcalloc(nowners, sizeof *owners);
	for (i = 0; i < nowners; i++) {
		eq_owner_init(&owners[i].events, eq_ref_none());
		eq_target_init(&owners[i].targeted, eq_ref_none());
	}
	for (i = 0; i < nowners; i++) {
		for (k = 0; k < PER_OWNER; k++)
			wheel_add(q, owners, i, delay_steady());
	}

	hb = xcalloc(pulses, sizeof *hb);
	tot = xcalloc(pulses, sizeof *tot);
	memset(res, 0, sizeof *res);
	res->structure = aimed ? "wheel_aimed" : "wheel";
	res->n = n;
	res->churn = churn;
	res->pulses = pulses;
	for (p = 0; p < WARMUP + pulses; p++) {
		t0 = now_ns();
		nfired = 0;
		equeue_heartbeat(q);
		t1 = now_ns();
		for (i = 0; i < nfired; i++)
			wheel_add(q, owners, fired_owners[i], delay_new());
		t2 = now_ns();
		if (churn) {
			for (k = 0; k < nowners / CHURN_DIV; k++) {
				o = rng_range(0, nowners - 1);
				equeue_strip(q, &owners[o].events);
				if (aimed)
					equeue_strip_target(q,
					    &owners[o].targeted);
				for (i = 0; i < PER_OWNER; i++)
					wheel_add(q, owners, o, delay_new());
			}
		}
		t3 = now_ns();
		if (p < WARMUP)
			continue;
		hb[p - WARMUP] = t1 - t0 - clock_cost;
		tot[p - WARMUP] = t3 - t0 - clock_cost;
		res->fired += nfired;
		if (churn)
			res->stripped += (nowners / CHURN_DIV) * PER_OWNER;
	}
	res->bytes = equeue_memory(q);
	if (equeue_pending(q) != n) {
		fprintf(stderr, "bench_equeue: wheel: %zu pending, not %zu\n",
		    equeue_pending(q), n);
		exit(1);
	}

	/* Dequeue, then enqueue again, events of random distinct owners. */
	batch = nowners < 65536 ? nowners : 65536;
	enq = xcalloc(PROBE_OPS / batch + 1, sizeof *enq);
	deq = xcalloc(PROBE_OPS / batch + 1, sizeof *deq);
	picked = xcalloc(batch, sizeof *picked);
	pick_owner = xcalloc(batch, sizeof *pick_owner);
	for (done = 0; done < PROBE_OPS; done += batch) {
		for (i = 0; i < batch; i++) {
			/* One owner of each of batch equal slices. */
			lo = nowners * i / batch;
			hi = nowners * (i + 1) / batch - 1;
			pick_owner[i] = rng_range(lo, hi);
			picked[i] = wheel_pick(owners, pick_owner[i],
			    rng_range(0, PER_OWNER - 1));
		}
		t0 = now_ns();
		for (i = 0; i < batch; i++)
			equeue_dequeue(q, picked[i]);
		t1 = now_ns();
		for (i = 0; i < batch; i++)
			wheel_add(q, owners, pick_owner[i], delay_new());
		t2 = now_ns();
		deq[nbatch] = (t1 - t0 - clock_cost) / batch;
		enq[nbatch++] = (t2 - t1 - clock_cost) / batch;
	}
	res->heartbeat_ns = median(hb, pulses);
	res->total_ns = median(tot, pulses);
	res->dequeue_ns = median(deq, nbatch);
	res->enqueue_ns = median(enq, nbatch);
	res->checksum = wheel_sum;

	for (i = 0; i < nowners; i++) {
		equeue_strip(q, &owners[i].events);
		equeue_strip_target(q, &owners[i].targeted);
	}
	equeue_free(q);
	free(owners);
	free(picked);
	free(pick_owner);
	free(hb);
	free(tot);
	free(enq);
	free(deq);
}

/*
 * The binary min-heap.
 */

struct heap;
struct hev;
typedef void hev_fn(struct heap *, struct hev *, void *);

struct howner {
	struct hev	*first;
};

struct hev {
	uint64_t	 due;
	uint64_t	 seq;
	uint32_t	 idx;
	uint16_t	 type;
	hev_fn		*fn;
	void		*arg;
	struct howner	*owner;
	struct hev	*onext;
	struct hev	*oprev;
	struct eq_ref	 owner_ref;
	struct eq_ref	 target;
};

struct heap {
	struct hev	**a;
	size_t		  n;
	size_t		  cap;
	uint64_t	  pulse;
	uint64_t	  seq;
	struct hev	 *free_list;
	char		 *chunk_next;
	char		 *chunk_end;
	char		**chunks;
	size_t		  nchunks;
};

/* Whether a fires before b. */
static inline int
hev_before(const struct hev *a, const struct hev *b)
{
	return (a->due < b->due || (a->due == b->due && a->seq < b->seq));
}

/* Place ev at hole i or above it. */
static void
heap_sift_up(struct heap *h, size_t i, struct hev *ev)
{
	size_t	parent;

	while (i > 0) {
		parent = (i - 1) / 2;
		if (!hev_before(ev, h->a[parent]))
			break;
		h->a[i] = h->a[parent];
		h->a[i]->idx = i;
		i = parent;
	}
	h->a[i] = ev;
	ev->idx = i;
}

/* Place ev at hole i or below it. */
static void
heap_sift_down(struct heap *h, size_t i, struct hev *ev)
{
	size_t	child;

	for (;;) {
		child = 2 * i + 1;
		if (child >= h->n)
			break;
		if (child + 1 < h->n && hev_before(h->a[child + 1],
		    h->a[child]))
			child++;
		if (!hev_before(h->a[child], ev))
			break;
		h->a[i] = h->a[child];
		h->a[i]->idx = i;
		i = child;
	}
	h->a[i] = ev;
	ev->idx = i;
}

/* Take ev out of the heap. */
static void
heap_remove(struct heap *h, struct hev *ev)
{
	size_t		 i = ev->idx;
	struct hev	*last = h->a[--h->n];

	if (last == ev)
		return;
	if (i > 0 && hev_before(last, h->a[(i - 1) / 2]))
		heap_sift_up(h, i, last);
	else
		heap_sift_down(h, i, last);
}

/* A node from the free list or the newest chunk. */
static struct hev *
heap_alloc(struct heap *h)
{
	struct hev	*ev;

	if ((ev = h->free_list) != NULL) {
		h->free_list = ev->onext;
		return (ev);
	}
	if (h->chunk_next == h->chunk_end) {
		h->chunks = xreallocarray(h->chunks, h->nchunks + 1,
		    sizeof *h->chunks);
		h->chunk_next = xmalloc(CHUNK_SIZE);
		h->chunks[h->nchunks++] = h->chunk_next;
		h->chunk_end = h->chunk_next + (CHUNK_SIZE / sizeof *ev) *
		    sizeof *ev;
	}
	ev = (struct hev *)h->chunk_next;
	h->chunk_next += sizeof *ev;
	return (ev);
}

/* Unlink a node from its owner and free it. */
static void
heap_release(struct heap *h, struct hev *ev)
{
	struct howner	*o = ev->owner;

	if (ev->oprev != NULL)
		ev->oprev->onext = ev->onext;
	else
		o->first = ev->onext;
	if (ev->onext != NULL)
		ev->onext->oprev = ev->oprev;
	ev->onext = h->free_list;
	h->free_list = ev;
}

/* Push a node due in d pulses for an owner. */
static void
heap_enqueue(struct heap *h, struct howner *o, int type, hev_fn *fn,
    void *arg, uint32_t d)
{
	struct hev	*ev = heap_alloc(h);

	ev->due = h->pulse + d;
	ev->seq = h->seq++;
	ev->type = type;
	ev->fn = fn;
	ev->arg = arg;
	ev->owner_ref = eq_ref_none();
	ev->target = eq_ref_none();
	ev->owner = o;
	ev->oprev = NULL;
	ev->onext = o->first;
	if (o->first != NULL)
		o->first->oprev = ev;
	o->first = ev;
	if (h->n == h->cap) {
		h->cap = h->cap == 0 ? 1024 : h->cap * 2;
		h->a = xreallocarray(h->a, h->cap, sizeof *h->a);
	}
	heap_sift_up(h, h->n++, ev);
}

/* Advance a pulse and fire what is due, in (due, seq) order. */
static void
heap_heartbeat(struct heap *h)
{
	struct hev	*ev;

	h->pulse++;
	while (h->n > 0 && h->a[0]->due <= h->pulse) {
		ev = h->a[0];
		heap_remove(h, ev);
		ev->fn(h, ev, ev->arg);
		heap_release(h, ev);
	}
}

/* Remove every node of an owner. */
static void
heap_strip(struct heap *h, struct howner *o)
{
	struct hev	*ev;

	while ((ev = o->first) != NULL) {
		heap_remove(h, ev);
		heap_release(h, ev);
	}
}

static uint64_t	 heap_sum;

/* A heap event: note its owner. */
static void
heap_fire(struct heap *h, struct hev *ev, void *arg)
{
	note_fired(&heap_sum, h->pulse, (uint32_t)(uintptr_t)arg);
}

/* Enqueue a node for owner i. */
static void
heap_add(struct heap *h, struct howner *owners, uint32_t i, uint32_t d)
{
	heap_enqueue(h, &owners[i], i % 8, heap_fire, (void *)(uintptr_t)i,
	    d);
}

/* The k-th node of owner i, or its first. */
static struct hev *
heap_pick(struct howner *owners, uint32_t i, uint32_t k)
{
	struct hev	*ev = owners[i].first;

	while (k-- > 0 && ev != NULL && ev->onext != NULL)
		ev = ev->onext;
	return (ev);
}

/* Run the workload on the heap: the same steps as wheel_run(). */
static void
heap_run(struct result *res, size_t n, int churn, unsigned int pulses,
    uint64_t seed)
{
	struct heap	 *h = xcalloc(1, sizeof *h);
	struct howner	 *owners;
	struct hev	**picked;
	uint32_t	 *pick_owner;
	size_t		  nowners = n / PER_OWNER, i, k, batch, done;
	uint32_t	  o, lo, hi;
	unsigned int	  p;
	double		  t0, t1, t2, t3, *hb, *tot, *enq, *deq;
	size_t		  nbatch = 0;

	rng_state = seed;
	heap_sum = 0;
	owners = xcalloc(nowners, sizeof *owners);
	for (i = 0; i < nowners; i++) {
		for (k = 0; k < PER_OWNER; k++)
			heap_add(h, owners, i, delay_steady());
	}

	hb = xcalloc(pulses, sizeof *hb);
	tot = xcalloc(pulses, sizeof *tot);
	memset(res, 0, sizeof *res);
	res->structure = "binary_heap";
	res->n = n;
	res->churn = churn;
	res->pulses = pulses;
	for (p = 0; p < WARMUP + pulses; p++) {
		t0 = now_ns();
		nfired = 0;
		heap_heartbeat(h);
		t1 = now_ns();
		for (i = 0; i < nfired; i++)
			heap_add(h, owners, fired_owners[i], delay_new());
		t2 = now_ns();
		if (churn) {
			for (k = 0; k < nowners / CHURN_DIV; k++) {
				o = rng_range(0, nowners - 1);
				heap_strip(h, &owners[o]);
				for (i = 0; i < PER_OWNER; i++)
					heap_add(h, owners, o, delay_new());
			}
		}
		t3 = now_ns();
		if (p < WARMUP)
			continue;
		hb[p - WARMUP] = t1 - t0 - clock_cost;
		tot[p - WARMUP] = t3 - t0 - clock_cost;
		res->fired += nfired;
		if (churn)
			res->stripped += (nowners / CHURN_DIV) * PER_OWNER;
	}
	res->bytes = sizeof *h + h->cap * sizeof *h->a +
	    h->nchunks * CHUNK_SIZE;
	if (h->n != n) {
		fprintf(stderr, "bench_equeue: heap: %zu pending, not %zu\n",
		    h->n, n);
		exit(1);
	}

	batch = nowners < 65536 ? nowners : 65536;
	enq = xcalloc(PROBE_OPS / batch + 1, sizeof *enq);
	deq = xcalloc(PROBE_OPS / batch + 1, sizeof *deq);
	picked = xcalloc(batch, sizeof *picked);
	pick_owner = xcalloc(batch, sizeof *pick_owner);
	for (done = 0; done < PROBE_OPS; done += batch) {
		for (i = 0; i < batch; i++) {
			/* One owner of each of batch equal slices. */
			lo = nowners * i / batch;
			hi = nowners * (i + 1) / batch - 1;
			pick_owner[i] = rng_range(lo, hi);
			picked[i] = heap_pick(owners, pick_owner[i],
			    rng_range(0, PER_OWNER - 1));
		}
		t0 = now_ns();
		for (i = 0; i < batch; i++) {
			heap_remove(h, picked[i]);
			heap_release(h, picked[i]);
		}
		t1 = now_ns();
		for (i = 0; i < batch; i++)
			heap_add(h, owners, pick_owner[i], delay_new());
		t2 = now_ns();
		deq[nbatch] = (t1 - t0 - clock_cost) / batch;
		enq[nbatch++] = (t2 - t1 - clock_cost) / batch;
	}
	res->heartbeat_ns = median(hb, pulses);
	res->total_ns = median(tot, pulses);
	res->dequeue_ns = median(deq, nbatch);
	res->enqueue_ns = median(enq, nbatch);
	res->checksum = heap_sum;

	for (i = 0; i < h->nchunks; i++)
		free(h->chunks[i]);
	free(h->chunks);
	free(h->a);
	free(h);
	free(owners);
	free(picked);
	free(pick_owner);
	free(hb);
	free(tot);
	free(enq);
	free(deq);
}

/*
 * Print one result as a JSON line, with ratios to base (the heap) if given,
 * and to plain (the wheel without targets) if given.
 */
static void
result_print(const struct result *r, const struct result *base,
    const struct result *plain)
{
	printf("{\"structure\":\"%s\",\"n\":%zu,\"churn\":%s,\"pulses\":%u,"
	    "\"ns_per_heartbeat\":%.0f,\"ns_per_pulse_total\":%.0f,"
	    "\"ns_per_fired\":%.1f,\"ns_per_enqueue\":%.1f,"
	    "\"ns_per_dequeue\":%.1f,\"bytes_per_event\":%.1f,"
	    "\"fired_per_pulse\":%.1f,\"stripped_per_pulse\":%.1f",
	    r->structure, r->n, r->churn ? "true" : "false", r->pulses,
	    r->heartbeat_ns, r->total_ns,
	    r->fired != 0 ? r->heartbeat_ns * r->pulses / r->fired : 0.0,
	    r->enqueue_ns, r->dequeue_ns, (double)r->bytes / r->n,
	    (double)r->fired / r->pulses, (double)r->stripped / r->pulses);
	if (base != NULL) {
		printf(",\"heap_over_wheel_heartbeat\":%.2f,"
		    "\"heap_over_wheel_total\":%.2f,"
		    "\"heap_over_wheel_enqueue\":%.2f,"
		    "\"heap_over_wheel_dequeue\":%.2f,\"same_firings\":%s",
		    base->heartbeat_ns / r->heartbeat_ns,
		    base->total_ns / r->total_ns,
		    base->enqueue_ns / r->enqueue_ns,
		    base->dequeue_ns / r->dequeue_ns,
		    base->checksum == r->checksum ? "true" : "false");
	}
	if (plain != NULL) {
		printf(",\"aimed_over_plain_heartbeat\":%.2f,"
		    "\"aimed_over_plain_total\":%.2f,"
		    "\"aimed_over_plain_enqueue\":%.2f,"
		    "\"aimed_over_plain_dequeue\":%.2f",
		    r->heartbeat_ns / plain->heartbeat_ns,
		    r->total_ns / plain->total_ns,
		    r->enqueue_ns / plain->enqueue_ns,
		    r->dequeue_ns / plain->dequeue_ns);
	}
	printf("}\n");
	fflush(stdout);
}

/* Say how to run. */
static void
usage(void)
{
	fprintf(stderr, "usage: bench_equeue [-a] [-n max_n] [-p pulses] "
	    "[-s seed]\n");
	exit(1);
}

/* Run every size, without and with churn, on both structures. */
int
main(int argc, char **argv)
{
	static const size_t	 sizes[] = { 1000, 10000, 100000, 1000000 };
	struct result		 wheel, heap, aimed;
	size_t			 max_n = 1000000, i;
	unsigned int		 pulses = 1000;
	uint64_t		 seed = 1;
	int			 c, churn, failed = 0, aim = 0;

	while ((c = getopt(argc, argv, "an:p:s:")) != -1) {
		switch (c) {
		case 'a':
			aim = 1;
			break;
		case 'n':
			max_n = strtoull(optarg, NULL, 0);
			break;
		case 'p':
			pulses = strtoul(optarg, NULL, 0);
			break;
		case 's':
			seed = strtoull(optarg, NULL, 0);
			break;
		default:
			usage();
		}
	}
	if (optind != argc || pulses == 0)
		usage();

	clock_calibrate();
	fired_owners = xcalloc(max_n + 1, sizeof *fired_owners);
	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		if (sizes[i] > max_n)
			break;
		for (churn = 0; churn <= 1; churn++) {
			heap_run(&heap, sizes[i], churn, pulses, seed + i);
			wheel_run(&wheel, sizes[i], churn, pulses, seed + i, 0);
			result_print(&wheel, &heap, NULL);
			result_print(&heap, NULL, NULL);
			if (wheel.checksum != heap.checksum)
				failed = 1;
			if (!aim)
				continue;
			wheel_run(&aimed, sizes[i], churn, pulses, seed + i, 1);
			result_print(&aimed, &heap, &wheel);
			if (aimed.checksum != heap.checksum)
				failed = 1;
		}
	}
	free(fired_owners);
	if (failed) {
		fprintf(stderr, "bench_equeue: the structures fired "
		    "differently\n");
		return (1);
	}
	return (0);
}
