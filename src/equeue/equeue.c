/*
 * equeue.c: the event queue, a 64-bucket timing wheel.
 *
 * An event due on pulse t + d (enqueued on pulse t with delay d >= 1) sits
 * in bucket (t + d) % 64 with `passes`, the number of walks of that bucket
 * it must sit through before the walk that fires it. The first walk of its
 * bucket after t happens on t + ((d - 1) % 64) + 1, so passes is
 * (d - 1) / 64 (not d / 64, which fires multiples of 64 a lap late).
 *
 * A heartbeat works in two steps. First it walks the bucket of the new
 * pulse, taking a pass off each event that has one and moving those that
 * have none to the due list; no callback runs during the walk. Then it pops
 * the due list, in order, and runs each event's function. So a function may
 * do anything to the queue: what it enqueues goes to the wheel, never to the
 * due list, and what it cancels in the due list is simply unlinked from it.
 *
 * Each bucket keeps its events in EQ_LANES lists ("lanes", an event's lane
 * being its sequence number modulo EQ_LANES), and the walk steps through the
 * lanes side by side: its cache misses then overlap instead of following one
 * chain of pointers. The lanes are appended in enqueue order, so merging
 * their due events by sequence number gives the due list in enqueue order.
 *
 * An event is also in its owner's list and, if it is aimed at something, in
 * its target's list: both doubly linked, so that a dequeue is O(1) and a
 * strip O(the events of that owner or target).
 *
 * The firing event is out of every bucket but stays in its owner's and
 * target's lists until its function returns, so stripping the owner cancels
 * it, stripping the target takes its target away, and re-arming it needs no
 * relinking; it is freed after the function returns, never during. Once it
 * is cancelled it is out of both lists, so the function may free its owner
 * and target.
 *
 * Events come from slabs and go back to a free list; the slabs are freed with
 * the queue. Freed events are poisoned for ASan and valgrind.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifdef __SANITIZE_ADDRESS__
#include <sanitizer/asan_interface.h>
#define EQ_ASAN	1
#endif
#if !defined(NDEBUG) && defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define EQ_VALGRIND	1
#endif
#endif

#include "equeue.h"
#include "log.h"
#include "xmalloc.h"

#define EQ_MASK		(EQ_BUCKETS - 1)
#define EQ_LANES	8	/* lists per bucket, walked side by side */
#define EQ_SIDE_BY_SIDE	64	/* shorter buckets: one lane at a time */
#define EQ_DUE		EQ_BUCKETS	/* the bucket of the due list */
#define EQ_SLAB_SIZE	65536	/* bytes per slab, header included */
#define EQ_SLAB_HEADER	64	/* keeps the events 64-byte aligned */

enum eq_state {
	EQ_FREE = 0,	/* on the free list */
	EQ_PENDING,	/* in a bucket or the due list, and its owner's list */
	EQ_FIRING,	/* firing: in its owner's and target's lists only */
	EQ_CANCELLED	/* firing, then cancelled: in no list */
};

#define EQ_OWNED	0x1	/* flag: in an owner's list */
#define EQ_TARGETED	0x2	/* flag: in a target's list */

/*
 * The walk reads bnext and passes of every event in the bucket, and the
 * merge of the due lanes reads seq: they fill the first 32 bytes, which
 * never straddle two cache lines (events are 96 bytes in 64-byte aligned
 * slabs). What firing touches follows up to byte 64. The owner's and
 * target's list heads and the target links fill the second line: the flags
 * say whether they are in use, so an event aimed at nothing never reads
 * them, and an owner's list head is only needed when the event heads that
 * list. Owner and target are not copied into the event: they are the list
 * heads' self, which is also why an event out of its lists has neither.
 */
struct eq_event {
	struct eq_event	*bnext;
	struct eq_event	*bprev;
	uint32_t	 passes;
	uint8_t		 type;
	uint8_t		 bucket;	/* 0 .. 63, or EQ_DUE */
	uint8_t		 state;
	uint8_t		 flags;
	uint64_t	 seq;		/* enqueue order; lane is seq % LANES */

	eq_fn		*fn;
	void		*arg;
	struct eq_event	*onext;
	struct eq_event	*oprev;

	struct eq_owner	*owner;		/* if EQ_OWNED */
	struct eq_target *target;	/* if EQ_TARGETED */
	struct eq_event	*tnext;
	struct eq_event	*tprev;
};

_Static_assert(offsetof(struct eq_event, oprev) + sizeof(void *) <= 64,
    "what firing touches must fit the first 64 bytes");
_Static_assert(sizeof(struct eq_event) == 96, "an event is 96 bytes");
_Static_assert(offsetof(struct eq_event, seq) + sizeof(uint64_t) <= 32,
    "what the walk reads must fit the first 32 bytes");
_Static_assert(EQ_TYPE_MAX <= UINT8_MAX + 1, "type must fit uint8_t");
_Static_assert((EQ_BUCKETS & EQ_MASK) == 0, "EQ_BUCKETS: a power of two");
_Static_assert((EQ_LANES & (EQ_LANES - 1)) == 0 && EQ_LANES <= 32,
    "EQ_LANES: a power of two, at most 32");

struct eq_list {
	struct eq_event	*head;
	struct eq_event	*tail;
};

struct eq_bucket {
	struct eq_list	 lanes[EQ_LANES];
	unsigned int	 used;		/* bit l: lanes[l] is not empty */
	unsigned int	 size;
};

struct eq_slab {
	struct eq_slab	*next;
};

struct equeue {
	struct eq_bucket buckets[EQ_BUCKETS];
	struct eq_list	 due[EQ_LANES];	/* due this pulse, by lane */
	unsigned int	 due_lanes;	/* bit l: due[l] is not empty */
	size_t		 ndue;
	uint64_t	 pulse;
	uint64_t	 seq;
	size_t		 pending;	/* in buckets and the due list */

	int		 in_heartbeat;
	struct eq_event	*firing;	/* the event whose function runs */
	struct eq_event	*walk[EQ_LANES];	/* eq_collect()'s cursors */

	struct eq_event	*free_list;
	char		*slab_next;	/* unused room in the newest slab */
	char		*slab_end;
	struct eq_slab	*slabs;
	size_t		 nslabs;

	size_t		 types[EQ_TYPE_MAX];
	uint64_t	 fired[EQ_TYPE_MAX];	/* by type, since the start */
	eq_gone_fn	**gone;		/* by type; allocated when first set */
};

/* Mark memory as not to be touched, for ASan and valgrind. */
static inline void
eq_poison(void *p, size_t len)
{
#ifdef EQ_ASAN
	ASAN_POISON_MEMORY_REGION(p, len);
#endif
#ifdef EQ_VALGRIND
	VALGRIND_MAKE_MEM_NOACCESS(p, len);
#endif
	(void)p;
	(void)len;
}

/* Mark memory as usable again (its contents undefined). */
static inline void
eq_unpoison(void *p, size_t len)
{
#ifdef EQ_ASAN
	ASAN_UNPOISON_MEMORY_REGION(p, len);
#endif
#ifdef EQ_VALGRIND
	VALGRIND_MAKE_MEM_UNDEFINED(p, len);
#endif
	(void)p;
	(void)len;
}

/* Make an event usable again, with its free-list link readable. */
static inline void
eq_unpoison_free(struct eq_event *ev)
{
	eq_unpoison(ev, sizeof *ev);
#ifdef EQ_VALGRIND
	VALGRIND_MAKE_MEM_DEFINED(&ev->bnext, sizeof ev->bnext);
#endif
}

/* Add a slab to carve events from. */
static void
eq_slab_add(struct equeue *q)
{
	struct eq_slab	*slab;
	void		*p;

	if (posix_memalign(&p, 64, EQ_SLAB_SIZE) != 0)
		fatalx("equeue: out of memory for a slab");
	slab = p;
	slab->next = q->slabs;
	q->slabs = slab;
	q->nslabs++;
	q->slab_next = (char *)p + EQ_SLAB_HEADER;
	q->slab_end = q->slab_next + ((EQ_SLAB_SIZE - EQ_SLAB_HEADER) /
	    sizeof(struct eq_event)) * sizeof(struct eq_event);
	eq_poison(q->slab_next, q->slab_end - q->slab_next);
}

/* Take an event from the free list or the newest slab. */
static struct eq_event *
eq_alloc(struct equeue *q)
{
	struct eq_event	*ev;

	if ((ev = q->free_list) != NULL) {
		eq_unpoison_free(ev);
		q->free_list = ev->bnext;
		return (ev);
	}
	if (q->slab_next == q->slab_end)
		eq_slab_add(q);
	ev = (struct eq_event *)q->slab_next;
	q->slab_next += sizeof *ev;
	eq_unpoison(ev, sizeof *ev);
	return (ev);
}

/* Give an event back to the free list; it must be in no list. */
static void
eq_release(struct equeue *q, struct eq_event *ev)
{
	if (ev->state == EQ_FREE)
		fatalx("equeue: event %p freed twice", (void *)ev);
	ev->state = EQ_FREE;
	ev->bnext = q->free_list;
	q->free_list = ev;
	eq_poison(ev, sizeof *ev);
}

/* Append an event to a list. */
static inline void
eq_list_append(struct eq_list *l, struct eq_event *ev)
{
	ev->bnext = NULL;
	ev->bprev = l->tail;
	if (l->tail != NULL)
		l->tail->bnext = ev;
	else
		l->head = ev;
	l->tail = ev;
}

/* Take an event out of a list. */
static inline void
eq_list_remove(struct eq_list *l, struct eq_event *ev)
{
	if (ev->bprev != NULL)
		ev->bprev->bnext = ev->bnext;
	else
		l->head = ev->bnext;
	if (ev->bnext != NULL)
		ev->bnext->bprev = ev->bprev;
	else
		l->tail = ev->bprev;
}

/* Append an event to lane l of a bucket. */
static inline void
eq_bucket_append(struct eq_bucket *b, unsigned int l, struct eq_event *ev)
{
	eq_list_append(&b->lanes[l], ev);
	b->used |= 1U << l;
	b->size++;
}

/* Take an event out of lane l of a bucket. */
static inline void
eq_bucket_remove(struct eq_bucket *b, unsigned int l, struct eq_event *ev)
{
	eq_list_remove(&b->lanes[l], ev);
	if (b->lanes[l].head == NULL)
		b->used &= ~(1U << l);
	b->size--;
}

/* Put an event due in delay pulses at the tail of its bucket. */
static void
eq_link(struct equeue *q, struct eq_event *ev, uint32_t delay)
{
	struct eq_bucket	*b;
	unsigned int		 slot = (q->pulse + delay) & EQ_MASK;

	ev->bucket = slot;
	ev->passes = (delay - 1) / EQ_BUCKETS;
	ev->seq = q->seq++;
	ev->state = EQ_PENDING;
	b = &q->buckets[slot];
	eq_bucket_append(b, ev->seq & (EQ_LANES - 1), ev);
	q->pending++;
	q->types[ev->type]++;
}

/* Take a pending event out of its bucket or the due list. */
static void
eq_unlink(struct equeue *q, struct eq_event *ev)
{
	struct eq_bucket	*b;
	unsigned int		 l;

	if (ev->bucket == EQ_DUE) {
		l = ev->seq & (EQ_LANES - 1);
		eq_list_remove(&q->due[l], ev);
		if (q->due[l].head == NULL)
			q->due_lanes &= ~(1U << l);
		q->ndue--;
	} else {
		b = &q->buckets[ev->bucket];
		eq_bucket_remove(b, ev->seq & (EQ_LANES - 1), ev);
	}
	q->pending--;
	q->types[ev->type]--;
}

/* Take a pass off an event that has one, or move it to the due lists. */
static inline void
eq_visit(struct equeue *q, struct eq_bucket *b, unsigned int l,
    struct eq_event *ev)
{
	if (ev->passes != 0) {
		ev->passes--;
		return;
	}
	eq_bucket_remove(b, l, ev);
	ev->bucket = EQ_DUE;
	eq_list_append(&q->due[l], ev);
	q->due_lanes |= 1U << l;
	q->ndue++;
}

/*
 * Walk a bucket: take a pass off each event that has one, move the others to
 * the due lists (one per lane, each in enqueue order). A long bucket has its
 * lanes walked side by side, a short one lane after lane.
 */
static void
eq_collect(struct equeue *q, struct eq_bucket *b)
{
	struct eq_event	**cur = q->walk, *ev, *next;
	unsigned int	  l, live, used;

	if (b->size < EQ_SIDE_BY_SIDE) {
		for (used = b->used; used != 0; used &= used - 1) {
			l = __builtin_ctz(used);
			for (ev = b->lanes[l].head; ev != NULL; ev = next) {
				next = ev->bnext;
				eq_visit(q, b, l, ev);
			}
		}
		return;
	}
	for (l = 0; l < EQ_LANES; l++)
		cur[l] = b->lanes[l].head;
	do {
		live = 0;
		for (l = 0; l < EQ_LANES; l++) {
			if ((ev = cur[l]) == NULL)
				continue;
			live = 1;
			cur[l] = ev->bnext;
			eq_visit(q, b, l, ev);
		}
	} while (live);
}

/* The first event of the due lists in enqueue order, or NULL. */
static struct eq_event *
eq_next_due(struct equeue *q)
{
	struct eq_event	*ev, *best = NULL;
	unsigned int	 lanes = q->due_lanes;

	while (lanes != 0) {
		ev = q->due[__builtin_ctz(lanes)].head;
		if (best == NULL || ev->seq < best->seq)
			best = ev;
		lanes &= lanes - 1;
	}
	return (best);
}

/* Put an event at the head of its owner's list. */
static void
eq_owner_link(struct eq_owner *o, struct eq_event *ev)
{
	ev->owner = o;
	ev->flags |= EQ_OWNED;
	ev->oprev = NULL;
	ev->onext = o->first;
	if (o->first != NULL)
		o->first->oprev = ev;
	o->first = ev;
}

/* Take an event out of its owner's list, if it is in one. */
static void
eq_owner_unlink(struct eq_event *ev)
{
	if (~ev->flags & EQ_OWNED)
		return;
	if (ev->oprev != NULL)
		ev->oprev->onext = ev->onext;
	else
		ev->owner->first = ev->onext;
	if (ev->onext != NULL)
		ev->onext->oprev = ev->oprev;
	ev->flags &= ~EQ_OWNED;
	ev->onext = ev->oprev = NULL;
}

/* Put an event at the head of its target's list. */
static void
eq_target_link(struct eq_target *t, struct eq_event *ev)
{
	ev->target = t;
	ev->flags |= EQ_TARGETED;
	ev->tprev = NULL;
	ev->tnext = t->first;
	if (t->first != NULL)
		t->first->tprev = ev;
	t->first = ev;
}

/* Take an event out of its target's list, if it is in one. */
static inline void
eq_target_unlink(struct eq_event *ev)
{
	if (~ev->flags & EQ_TARGETED)
		return;
	if (ev->tprev != NULL)
		ev->tprev->tnext = ev->tnext;
	else
		ev->target->first = ev->tnext;
	if (ev->tnext != NULL)
		ev->tnext->tprev = ev->tprev;
	ev->flags &= ~EQ_TARGETED;
	ev->tnext = ev->tprev = NULL;
}

/* Cancel an event: free it now, or after its function if it is firing. */
static void
eq_cancel(struct equeue *q, struct eq_event *ev)
{
	switch (ev->state) {
	case EQ_PENDING:
		eq_unlink(q, ev);
		eq_owner_unlink(ev);
		eq_target_unlink(ev);
		if (ev == q->firing)
			ev->state = EQ_CANCELLED;
		else
			eq_release(q, ev);
		break;
	case EQ_FIRING:
		eq_owner_unlink(ev);
		eq_target_unlink(ev);
		ev->state = EQ_CANCELLED;
		break;
	case EQ_CANCELLED:
		break;
	default:
		fatalx("equeue: event %p is not queued", (void *)ev);
	}
}

/*
 * Create an empty queue on pulse 0.
 *
 * The queue owns the memory of its events; nothing is allocated for them
 * until the first enqueue.
 */
struct equeue *
equeue_new(void)
{
	return (xcalloc(1, sizeof(struct equeue)));
}

/*
 * Free the queue and every event still in it, without running them.
 *
 * Owners that still had events keep pointers to freed memory in their
 * eq_owner: strip them first, or do not use them again. Must not be called
 * from a firing event.
 */
void
equeue_free(struct equeue *q)
{
	struct eq_slab	*slab, *next;

	if (q == NULL)
		return;
	if (q->in_heartbeat)
		fatalx("equeue_free: called from a firing event");
	for (slab = q->slabs; slab != NULL; slab = next) {
		next = slab->next;
		eq_unpoison(slab, EQ_SLAB_SIZE);
		free(slab);
	}
	free(q->gone);
	free(q);
}

/*
 * Advance the wheel one pulse and fire what is due.
 *
 * Duties: increment the pulse; walk the bucket of the new pulse, taking one
 * pass off each event that still has passes and moving each one that has
 * none to the due list, in enqueue order; then fire the due list in order,
 * and after each function returns, free its event unless the function
 * re-armed it. Returns the number of events fired. Must not be called from
 * a firing event.
 */
size_t
equeue_heartbeat(struct equeue *q)
{
	struct eq_bucket	*b;
	struct eq_event		*ev;
	size_t			 fired = 0;

	if (q->in_heartbeat)
		fatalx("equeue_heartbeat: called from a firing event");
	q->pulse++;
	b = &q->buckets[q->pulse & EQ_MASK];
	if (b->size == 0)
		return (0);
	q->in_heartbeat = 1;
	eq_collect(q, b);
	while ((ev = eq_next_due(q)) != NULL) {
		eq_unlink(q, ev);
		ev->state = EQ_FIRING;
		q->fired[ev->type]++;
		q->firing = ev;
		ev->fn(q, ev, ev->arg);
		q->firing = NULL;
		fired++;

		switch (ev->state) {
		case EQ_PENDING:
			break;
		case EQ_FIRING:
			eq_owner_unlink(ev);
			eq_target_unlink(ev);
			eq_release(q, ev);
			break;
		case EQ_CANCELLED:
			eq_release(q, ev);
			break;
		default:
			fatalx("equeue_heartbeat: event %p in state %d",
			    (void *)ev, ev->state);
		}
	}
	if (q->ndue != 0)
		fatalx("equeue_heartbeat: %zu due events lost", q->ndue);
	q->in_heartbeat = 0;
	return (fired);
}

/* Check and enqueue an event, in its owner's and target's lists. */
static struct eq_event *
eq_enqueue(struct equeue *q, struct eq_owner *owner, struct eq_target *target,
    int type, eq_fn *fn, void *arg, uint32_t delay)
{
	struct eq_event	*ev;

	if (delay == 0) {
		log_warnx("equeue_enqueue: type %d: delay 0 refused", type);
		return (NULL);
	}
	if (type < 0 || type >= EQ_TYPE_MAX) {
		log_warnx("equeue_enqueue: type %d out of range", type);
		return (NULL);
	}
	if (fn == NULL) {
		log_warnx("equeue_enqueue: type %d: no function", type);
		return (NULL);
	}

	ev = eq_alloc(q);
	ev->flags = 0;
	ev->type = type;
	ev->fn = fn;
	ev->arg = arg;
	if (owner != NULL)
		eq_owner_link(owner, ev);
	else
		ev->onext = ev->oprev = NULL;
	if (target != NULL)
		eq_target_link(target, ev);
	else
		ev->tnext = ev->tprev = NULL;
	eq_link(q, ev, delay);
	return (ev);
}

/*
 * Enqueue an event aimed at nothing: fn(q, event, arg) runs delay pulses
 * from now.
 *
 * owner, if not NULL, is the list the event joins (and its self is the
 * event's owner; with NULL the owner is EQ_NONE). none must be eq_ref_none():
 * an event aimed at something is enqueued with equeue_enqueue_aimed(), so
 * that it is in its target's list (a bare reference could outlive its
 * thing). Refuses, returning NULL after a warning, a reference to something,
 * a delay of 0, a type outside 0 .. EQ_TYPE_MAX - 1 or a NULL function. The
 * pointer returned stays valid until the event fires (and its function
 * returns) or is cancelled.
 */
struct eq_event *
equeue_enqueue(struct equeue *q, struct eq_owner *owner, struct eq_ref none,
    int type, eq_fn *fn, void *arg, uint32_t delay)
{
	if (none.kind != EQ_NONE) {
		log_warnx("equeue_enqueue: type %d: a target without its list "
		    "refused (use equeue_enqueue_aimed)", type);
		return (NULL);
	}
	return (eq_enqueue(q, owner, NULL, type, fn, arg, delay));
}

/*
 * Enqueue an event aimed at target: fn(q, event, arg) runs delay pulses from
 * now.
 *
 * As equeue_enqueue(), and the event joins target's list (with NULL, it is
 * aimed at nothing): eq_event_target() gives target's self until the target
 * is stripped, and equeue_strip_target() deals with the event then. Owner
 * and target may be the same thing.
 */
struct eq_event *
equeue_enqueue_aimed(struct equeue *q, struct eq_owner *owner,
    struct eq_target *target, int type, eq_fn *fn, void *arg, uint32_t delay)
{
	return (eq_enqueue(q, owner, target, type, fn, arg, delay));
}

/*
 * Cancel an event so that it never fires.
 *
 * A pending event is unlinked from its bucket and its owner and freed at
 * once. The firing event (dequeued from its own function, re-armed or not)
 * is unlinked and freed when its function returns. Dequeuing the firing
 * event again is harmless; any other event must be pending.
 */
void
equeue_dequeue(struct equeue *q, struct eq_event *ev)
{
	eq_cancel(q, ev);
}

/*
 * Move an event so that it fires delay pulses from now.
 *
 * Works on a pending event, which joins the tail of its new bucket as if
 * enqueued now, and on the firing event from its own function, which is then
 * re-armed instead of freed. Returns 0, or -1 for a delay of 0 (with a
 * warning; the event is left as it was) or an event already cancelled.
 */
int
equeue_reschedule(struct equeue *q, struct eq_event *ev, uint32_t delay)
{
	if (delay == 0) {
		log_warnx("equeue_reschedule: type %d: delay 0 refused",
		    ev->type);
		return (-1);
	}
	switch (ev->state) {
	case EQ_PENDING:
		eq_unlink(q, ev);
		break;
	case EQ_FIRING:
		break;
	case EQ_CANCELLED:
		return (-1);
	default:
		fatalx("equeue_reschedule: event %p is not queued",
		    (void *)ev);
	}
	eq_link(q, ev, delay);
	return (0);
}

/*
 * Pulses until an event fires: 0 if it is due in this heartbeat or is firing
 * or cancelled, else its due pulse minus the current pulse. Its bucket is
 * next walked in r pulses (1 .. 64), and fires after passes more laps.
 */
uint64_t
equeue_remaining(const struct equeue *q, const struct eq_event *ev)
{
	uint64_t	r;

	if (ev->state != EQ_PENDING || ev->bucket == EQ_DUE)
		return (0);
	r = (ev->bucket - q->pulse) & EQ_MASK;
	if (r == 0)
		r = EQ_BUCKETS;
	return (r + (uint64_t)ev->passes * EQ_BUCKETS);
}

/* The type an event was enqueued with. */
int
eq_event_type(const struct eq_event *ev)
{
	return (ev->type);
}

/* The argument an event was enqueued with. */
void *
eq_event_arg(const struct eq_event *ev)
{
	return (ev->arg);
}

/* The event's owner: its owner list's self, or none once cancelled. */
struct eq_ref
eq_event_owner(const struct eq_event *ev)
{
	if (~ev->flags & EQ_OWNED)
		return (eq_ref_none());
	return (ev->owner->self);
}

/*
 * The event's target: its target list's self, or none if it was aimed at
 * nothing, has been cancelled or its target was stripped.
 */
struct eq_ref
eq_event_target(const struct eq_event *ev)
{
	if (~ev->flags & EQ_TARGETED)
		return (eq_ref_none());
	return (ev->target->self);
}

/*
 * Make an owner's list empty and say who owns it.
 *
 * Call it when the owner is created (a zeroed eq_owner is also empty, and
 * owns as EQ_NONE); never on a list that still has events.
 */
void
eq_owner_init(struct eq_owner *o, struct eq_ref self)
{
	o->first = NULL;
	o->self = self;
}

/*
 * Cancel every event of an owner, in O(its events).
 *
 * Pending events are freed; the firing one, if it belongs to this owner, is
 * cancelled and freed when its function returns. Afterwards the queue holds
 * no pointer to the owner, which may be freed, even from a firing event.
 */
void
equeue_strip(struct equeue *q, struct eq_owner *o)
{
	struct eq_event	*ev;

	if (o == NULL)
		return;
	while ((ev = o->first) != NULL)
		eq_cancel(q, ev);
}

/*
 * Find a pending event of an owner by type, reading only the owner's list.
 *
 * With several, the most recently enqueued is found. The firing event does
 * not count unless its function re-armed it.
 */
struct eq_event *
eq_owner_find(const struct eq_owner *o, int type)
{
	struct eq_event	*ev;

	for (ev = o->first; ev != NULL; ev = ev->onext) {
		if (ev->state == EQ_PENDING && ev->type == type)
			return (ev);
	}
	return (NULL);
}

/* The first pending event of an owner (most recent first), or NULL. */
struct eq_event *
eq_owner_first(const struct eq_owner *o)
{
	struct eq_event	*ev = o->first;

	while (ev != NULL && ev->state != EQ_PENDING)
		ev = ev->onext;
	return (ev);
}

/*
 * The next pending event of the same owner, or NULL. To dequeue while
 * iterating, take the next event before dequeuing the current one.
 */
struct eq_event *
eq_owner_next(const struct eq_event *ev)
{
	struct eq_event	*next = ev->onext;

	while (next != NULL && next->state != EQ_PENDING)
		next = next->onext;
	return (next);
}

/*
 * Make a target's list empty and say what it is.
 *
 * Call it when the thing is created (a zeroed eq_target is also empty, and
 * is aimed at as EQ_NONE); never on a list that still has events.
 */
void
eq_target_init(struct eq_target *t, struct eq_ref self)
{
	t->first = NULL;
	t->self = self;
}

/*
 * Say what an event type does when its target is stripped: gone is called
 * for each of its pending events (see eq_gone_fn); NULL, the default, has
 * them cancelled. A type out of range is refused with a warning.
 */
void
equeue_set_gone(struct equeue *q, int type, eq_gone_fn *gone)
{
	if (type < 0 || type >= EQ_TYPE_MAX) {
		log_warnx("equeue_set_gone: type %d out of range", type);
		return;
	}
	if (q->gone == NULL) {
		if (gone == NULL)
			return;
		q->gone = xcalloc(EQ_TYPE_MAX, sizeof *q->gone);
	}
	q->gone[type] = gone;
}

/*
 * Deal with every event aimed at a target, in O(their number): the target is
 * going away.
 *
 * Each event leaves the target's list, so eq_event_target() gives none from
 * then on. A pending event (the firing one too, if its function re-armed
 * it) is then given to its type's gone function, which may dequeue,
 * reschedule or keep it, or, for a type without one, cancelled. The firing
 * event, not re-armed, is only left without its target: its function is
 * running and sees that. Afterwards the queue holds no pointer to the
 * target, which may be freed, even from a firing event. Events a gone
 * function aims at the same target are stripped too: it must not keep
 * doing so.
 */
void
equeue_strip_target(struct equeue *q, struct eq_target *t)
{
	struct eq_event	*ev;
	eq_gone_fn	*gone;

	if (t == NULL)
		return;
	while ((ev = t->first) != NULL) {
		eq_target_unlink(ev);
		if (ev->state != EQ_PENDING)
			continue;
		gone = q->gone != NULL ? q->gone[ev->type] : NULL;
		if (gone != NULL)
			gone(q, ev, t->self, ev->arg);
		else
			eq_cancel(q, ev);
	}
}

/*
 * Find a pending event aimed at a target by type, reading only the target's
 * list. With several, the most recently enqueued is found; the firing event
 * does not count unless its function re-armed it.
 */
struct eq_event *
eq_target_find(const struct eq_target *t, int type)
{
	struct eq_event	*ev;

	for (ev = t->first; ev != NULL; ev = ev->tnext) {
		if (ev->state == EQ_PENDING && ev->type == type)
			return (ev);
	}
	return (NULL);
}

/* The first pending event aimed at a target (most recent first), or NULL. */
struct eq_event *
eq_target_first(const struct eq_target *t)
{
	struct eq_event	*ev = t->first;

	while (ev != NULL && ev->state != EQ_PENDING)
		ev = ev->tnext;
	return (ev);
}

/*
 * The next pending event aimed at the same target, or NULL. To dequeue while
 * iterating, take the next event before dequeuing the current one.
 */
struct eq_event *
eq_target_next(const struct eq_event *ev)
{
	struct eq_event	*next = ev->tnext;

	while (next != NULL && next->state != EQ_PENDING)
		next = next->tnext;
	return (next);
}

/* The current pulse: the number of heartbeats so far. */
uint64_t
equeue_pulse(const struct equeue *q)
{
	return (q->pulse);
}

/* The number of pending events (the firing one is not pending). */
size_t
equeue_pending(const struct equeue *q)
{
	return (q->pending);
}

/* The number of pending events of a type; 0 for a type out of range. */
size_t
equeue_type_count(const struct equeue *q, int type)
{
	if (type < 0 || type >= EQ_TYPE_MAX)
		return (0);
	return (q->types[type]);
}

/* The number of events of a type fired since the queue was made. */
uint64_t
equeue_type_fired(const struct equeue *q, int type)
{
	if (type < 0 || type >= EQ_TYPE_MAX)
		return (0);
	return (q->fired[type]);
}

/* The number of events in a bucket, walked on pulses p with p % 64 == it. */
size_t
equeue_bucket_size(const struct equeue *q, unsigned int bucket)
{
	if (bucket >= EQ_BUCKETS)
		return (0);
	return (q->buckets[bucket].size);
}

/* The bytes the queue holds: itself, its gone table and its slabs. */
size_t
equeue_memory(const struct equeue *q)
{
	return (sizeof *q + (q->gone != NULL ? EQ_TYPE_MAX *
	    sizeof *q->gone : 0) + q->nslabs * EQ_SLAB_SIZE);
}
