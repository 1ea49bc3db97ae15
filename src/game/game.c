/* game.c: the few things the whole game shares. */
#include <stddef.h>

#include "game.h"

struct event_base	*game_base;
struct store		*game_store;
struct equeue		*game_eq;
time_t			 game_boot_time;
uint64_t		 game_pulse;
