/* game.c: the few things the whole game shares. */
#include <stddef.h>
#include <stdlib.h>

#include "game.h"
#include "log.h"
#include "store.h"

struct event_base	*game_base;
struct store		*game_store;
struct equeue		*game_eq;
time_t			 game_boot_time;

/* A new block of object ids from the database (see obj_uid_source). */
int
game_take_uids(uint64_t *first)
{
	char	*cause = NULL;

	if (store_take_uid_block(game_store, first, &cause) != 0) {
		log_warnx("%s", cause);
		free(cause);
		return (-1);
	}
	log_debug("object ids from %llu", (unsigned long long)*first);
	return (0);
}
