/*
 * equeue.h: the event queue, a 64-bucket timing wheel that drives the game.
 *
 * It knows nothing of the game. The game calls equeue_heartbeat() once per
 * pulse; each call advances the wheel one bucket and fires the events due on
 * that pulse. An event enqueued on pulse t (the value of equeue_pulse() at
 * the time, also from inside a firing event) with a delay d fires on pulse
 * t + d, exactly, for every d from 1 to UINT32_MAX. A delay of 0 is refused:
 * an event never fires in the heartbeat that enqueued it.
 *
 * Events due on the same pulse fire in the order they were enqueued (a
 * rescheduled event counts as enqueued when it was rescheduled).
 *
 * Each event may belong to an owner: a struct eq_owner that the user embeds
 * in its things (the game: characters, objects, rooms and descriptors,
 * whose kinds eqtypes.h names; the queue sees a struct eq_ref, a kind and
 * a void pointer, and never a type of the game). The owner lists its events,
 * so stripping the owner (equeue_strip) cancels all of them in O(its events)
 * and "has this character a heal event?" (eq_owner_find) reads only that
 * list. An owner must be stripped before it is freed.
 *
 * An event may also be aimed at a target: a struct eq_target, embedded like
 * the owner's list, that lists the events aimed at the thing. When the thing
 * goes, equeue_strip_target() deals with each of them in O(their number):
 * each one loses its target, then its type's gone function (set with
 * equeue_set_gone()) is told, or, for a type without one, the event is
 * cancelled. A target must be stripped before it is freed.
 *
 * A firing event may enqueue, dequeue, reschedule or strip anything: itself,
 * the next event of the bucket, its own owner or target or any other; the
 * walk stays valid and nothing fires after it was cancelled. It may free its
 * owner or target after stripping it. It may not call equeue_heartbeat() or
 * equeue_free().
 *
 * The queue does not lock: use it from one thread.
 */
#ifndef MUD_EQUEUE_H
#define MUD_EQUEUE_H

#include <stddef.h>
#include <stdint.h>

#define EQ_BUCKETS	64	/* the wheel; bucket of pulse p is p % 64 */
#define EQ_TYPE_MAX	256	/* event types are 0 .. EQ_TYPE_MAX - 1 */

struct equeue;
struct eq_event;

/* The kind of nothing; the user numbers its own kinds from 1. */
#define EQ_NONE		0

/*
 * A tagged pointer to a thing of the user's (an owner or a target): a kind
 * the user defines and the thing. The queue never follows the pointer and
 * reads the kind only to tell EQ_NONE from the rest.
 */
struct eq_ref {
	int	 kind;
	void	*ptr;
};

/*
 * The list of an owner's events, embedded in the owner. All zeroes is a valid
 * empty list that owns as EQ_NONE; eq_owner_init() also says who owns.
 */
struct eq_owner {
	struct eq_event	*first;
	struct eq_ref	 self;
};

/*
 * The list of the events aimed at a thing, embedded in it and set up with
 * eq_target_init(); self is what eq_event_target() gives while an event is
 * aimed at it. All zeroes is a valid empty list (aimed at as EQ_NONE).
 */
struct eq_target {
	struct eq_event	*first;
	struct eq_ref	 self;
};

/*
 * An event's function. It runs from equeue_heartbeat() with the event and
 * its argument. When it returns, the event is freed, unless the function
 * re-armed it with equeue_reschedule(); it must not keep the pointer.
 */
typedef void eq_fn(struct equeue *, struct eq_event *, void *);

/*
 * What an event type does when its target is stripped: called from
 * equeue_strip_target() with the event (which no longer has a target), the
 * thing that goes (still allocated during the call) and the event's
 * argument. It may dequeue or reschedule the event, or leave it to fire
 * when due with no target; it may do anything else the queue allows a
 * firing event, except aim a new event at the thing that goes.
 */
typedef void eq_gone_fn(struct equeue *, struct eq_event *, struct eq_ref gone,
    void *);

/* A reference to nothing. */
static inline struct eq_ref
eq_ref_none(void)
{
	struct eq_ref	r = { .kind = EQ_NONE };

	return (r);
}

/* A reference to ptr, of a kind the user defines (not EQ_NONE). */
static inline struct eq_ref
eq_ref_make(int kind, void *ptr)
{
	struct eq_ref	r = { .kind = kind, .ptr = ptr };

	return (r);
}

/* The queue. */
struct equeue	*equeue_new(void);
void		 equeue_free(struct equeue *);
size_t		 equeue_heartbeat(struct equeue *);

/* Events. */
struct eq_event	*equeue_enqueue(struct equeue *, struct eq_owner *,
		    struct eq_ref none, int type, eq_fn *, void *arg,
		    uint32_t delay);
struct eq_event	*equeue_enqueue_aimed(struct equeue *, struct eq_owner *,
		    struct eq_target *, int type, eq_fn *, void *arg,
		    uint32_t delay);
void		 equeue_dequeue(struct equeue *, struct eq_event *);
int		 equeue_reschedule(struct equeue *, struct eq_event *,
		    uint32_t delay);
uint64_t	 equeue_remaining(const struct equeue *,
		    const struct eq_event *);
int		 eq_event_type(const struct eq_event *);
void		*eq_event_arg(const struct eq_event *);
struct eq_ref	 eq_event_owner(const struct eq_event *);
struct eq_ref	 eq_event_target(const struct eq_event *);

/* Owners. */
void		 eq_owner_init(struct eq_owner *, struct eq_ref self);
void		 equeue_strip(struct equeue *, struct eq_owner *);
struct eq_event	*eq_owner_find(const struct eq_owner *, int type);
struct eq_event	*eq_owner_first(const struct eq_owner *);
struct eq_event	*eq_owner_next(const struct eq_event *);

/* Targets. */
void		 eq_target_init(struct eq_target *, struct eq_ref self);
void		 equeue_set_gone(struct equeue *, int type, eq_gone_fn *);
void		 equeue_strip_target(struct equeue *, struct eq_target *);
struct eq_event	*eq_target_find(const struct eq_target *, int type);
struct eq_event	*eq_target_first(const struct eq_target *);
struct eq_event	*eq_target_next(const struct eq_event *);

/* Counters, all O(1). */
uint64_t	 equeue_pulse(const struct equeue *);
size_t		 equeue_pending(const struct equeue *);
size_t		 equeue_type_count(const struct equeue *, int type);
uint64_t	 equeue_type_fired(const struct equeue *, int type);
size_t		 equeue_bucket_size(const struct equeue *, unsigned int bucket);
size_t		 equeue_memory(const struct equeue *);

#endif
