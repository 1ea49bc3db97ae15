/*
 * pulse.h: the pulse clock: which pulses are due by a clock it is given,
 * how many to run now and how many to skip past a catch-up cap. It reads
 * time only through its now() callback, so tests drive it with a fake
 * clock; the server gives it the monotonic clock.
 */
#ifndef MUD_PULSE_H
#define MUD_PULSE_H

#include <stdint.h>

/* Microseconds on a clock that should not go backwards (if it does, the
 * pulses wait for it). */
typedef uint64_t (*pulse_now_fn)(void *);

struct pulse_clock {
	pulse_now_fn	 now;
	void		*arg;
	uint64_t	 period_us;
	uint64_t	 epoch_us;	/* when pulse 0 was due */
	uint64_t	 pulse;		/* the last pulse begun */
};

/* What pulse_clock_due found. */
struct pulse_due {
	uint64_t	 now_us;	/* the clock when it looked */
	uint64_t	 behind;	/* pulses due and not yet begun */
	uint64_t	 run;		/* to run now: behind, up to the cap */
	uint64_t	 skip;		/* dropped: behind less run */
};

/* Start the clock: pulse 0 is due now, pulse n n periods later. */
void		 pulse_clock_init(struct pulse_clock *, uint64_t period_us,
		     pulse_now_fn, void *arg);
/*
 * Read the clock and say how many pulses to run now. A pulse is due when
 * the clock is nearer its time than the one before (timers fire a little
 * early as well as late). More than cap behind, the rest are skipped: the
 * epoch moves on, so the skipped time is forgotten, not caught up later.
 */
void		 pulse_clock_due(struct pulse_clock *, uint64_t cap,
		     struct pulse_due *);
/* Begin the next pulse; how late it begins at now_us (microseconds). */
uint32_t	 pulse_clock_begin(struct pulse_clock *, uint64_t now_us);
/* When pulse n is due. */
uint64_t	 pulse_clock_deadline(const struct pulse_clock *, uint64_t n);

#endif
