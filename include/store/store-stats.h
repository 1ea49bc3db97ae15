/*
 * store-stats.h: what the players' database did since the start, counted
 * by the store where it happens, for metrics: saves (transactions), the
 * players and rows they wrote, failures, and how long each took.
 */
#ifndef MUD_STORE_STATS_H
#define MUD_STORE_STATS_H

#include <stdint.h>

#include "histogram.h"

struct store_stats {
	uint64_t	 saves;		/* save transactions committed */
	uint64_t	 players_saved;
	uint64_t	 rows_written;	/* inserted, updated or deleted by
					   committed saves */
	uint64_t	 save_failures;	/* rolled back: nothing written */
	struct histogram save_us;	/* each save, committed or not */
	uint64_t	 backups;	/* completed copies */
	uint64_t	 backup_failures;
	uint64_t	 backup_pages;	/* copied by completed backups */
};

extern struct store_stats	store_stats;

/* Microseconds on the monotonic clock. */
uint64_t	store_stats_now_us(void);
/*
 * A save of n players ended (ok 0) after us microseconds, having changed
 * rows rows.
 */
void		store_stats_save(int ok, uint64_t n, uint64_t rows,
		    uint64_t us);

#endif
