/*
 * procstat.h: what the kernel says of this process (Linux /proc), for
 * the metrics' process_* families, as Prometheus' own clients name them.
 */
#ifndef MUD_PROCSTAT_H
#define MUD_PROCSTAT_H

#include <stdint.h>

struct procstat {
	double		cpu_seconds;	/* user and system time */
	uint64_t	rss_bytes;	/* resident memory */
	uint64_t	vsize_bytes;	/* virtual memory */
	uint64_t	open_fds;
	uint64_t	max_fds;	/* the soft limit */
	double		start_time;	/* Unix time the process started */
};

/* Fill *ps; 0, or -1 if /proc could not be read (*ps is then zeros). */
int	procstat_read(struct procstat *ps);

#endif
