/*
 * prom.h: writing the Prometheus text exposition format, version 0.0.4,
 * into a buffer: a family's "# HELP" and "# TYPE" lines, then its
 * samples, one a line; label values and help text escaped as the format
 * says. It knows nothing of what is measured (game/metrics.c does).
 */
#ifndef MUD_PROM_H
#define MUD_PROM_H

#include <stddef.h>
#include <stdint.h>

#include "growbuf.h"

struct histogram;

/* The Content-Type of what this writes. */
#define PROM_CONTENT_TYPE	"text/plain; version=0.0.4; charset=utf-8"

/* The text written so far: out.data (NULL while empty), out.len bytes. */
struct prom {
	struct growbuf	out;
};

void	prom_init(struct prom *);
void	prom_free(struct prom *);

/* Is name a valid metric or label name ([a-zA-Z_:][a-zA-Z0-9_:]*)? */
int	prom_name_ok(const char *name, int label);
/*
 * Begin a family: "# HELP name help" and "# TYPE name type", type one of
 * counter, gauge, histogram. A counter's name must end in _total; a bad
 * name or type is a bug and aborts.
 */
void	prom_family(struct prom *, const char *name, const char *type,
	    const char *help);
/*
 * A sample, "name v" or "name{label="value"} v" (label NULL for none);
 * the value is escaped.
 */
void	prom_u64(struct prom *, const char *name, const char *label,
	    const char *value, uint64_t v);
void	prom_double(struct prom *, const char *name, const char *label,
	    const char *value, double v);
/*
 * A histogram's samples: name_bucket{...,le="bound"} cumulative counts
 * up to le="+Inf", then name_sum and name_count. Bounds and the sum are
 * divided by scale (1e6 turns microseconds into seconds).
 */
void	prom_histogram(struct prom *, const char *name, const char *label,
	    const char *value, const struct histogram *, double scale);

#endif
