/* pulse.c: the pulse clock: which pulses are due, run or skipped. */
#include <stdint.h>
#include <string.h>

#include "pulse.h"

/* Start the clock at its now. */
void
pulse_clock_init(struct pulse_clock *c, uint64_t period_us, pulse_now_fn now,
    void *arg)
{
	c->now = now;
	c->arg = arg;
	c->period_us = period_us;
	c->epoch_us = now(arg);
	c->pulse = 0;
}

/*
 * Decide what to run at the clock's time. Rounds to the nearest pulse; a
 * clock before the epoch or before the last pulse begun runs nothing. Past
 * the cap, the epoch moves forward by the skipped pulses, so that pulse
 * numbers count pulses run and the next call finds nothing owed.
 */
void
pulse_clock_due(struct pulse_clock *c, uint64_t cap, struct pulse_due *d)
{
	uint64_t	due;

	memset(d, 0, sizeof *d);
	d->now_us = c->now(c->arg);
	if (d->now_us < c->epoch_us)
		return;
	due = (d->now_us - c->epoch_us + c->period_us / 2) / c->period_us;
	if (due <= c->pulse)
		return;
	d->behind = due - c->pulse;
	if (d->behind > cap) {
		d->run = cap;
		d->skip = d->behind - cap;
		c->epoch_us += d->skip * c->period_us;
	} else
		d->run = d->behind;
}

/* Begin the next pulse; its lateness, saturated. */
uint32_t
pulse_clock_begin(struct pulse_clock *c, uint64_t now_us)
{
	uint64_t	deadline = pulse_clock_deadline(c, ++c->pulse);

	if (now_us <= deadline)
		return (0);
	if (now_us - deadline > UINT32_MAX)
		return (UINT32_MAX);
	return ((uint32_t)(now_us - deadline));
}

/* When pulse n is due. */
uint64_t
pulse_clock_deadline(const struct pulse_clock *c, uint64_t n)
{
	return (c->epoch_us + n * c->period_us);
}
