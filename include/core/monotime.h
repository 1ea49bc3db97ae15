/* monotime.h: the monotonic clock, in microseconds. */
#ifndef MUD_MONOTIME_H
#define MUD_MONOTIME_H

#include <stdint.h>

/* Microseconds since some fixed point; never goes backwards. */
uint64_t	monotime_us(void);

#endif
