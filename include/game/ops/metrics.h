/*
 * metrics.h: the server's figures in the Prometheus text format, served
 * at /metrics on their own port (metrics.enabled, metrics.bind,
 * metrics.port; docs/metrics.md). Each layer counts what it does where
 * it does it (server_stats, desc_stats, store_stats, the queue's counts,
 * cmd_runs...); this module only reads and renders them on a scrape.
 */
#ifndef MUD_METRICS_H
#define MUD_METRICS_H

#include <stddef.h>

struct event_base;

/* Listen, if metrics.enabled; 0, or -1 and *cause. */
int	metrics_start(struct event_base *, char **cause);
void	metrics_stop(void);
/* Every figure, as a scrape reads it (a new buffer). */
char	*metrics_render(size_t *len);

#endif
