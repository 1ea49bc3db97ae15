/* game.c: the few things the whole game shares. */
#include <stddef.h>
#include <stdlib.h>
#include <time.h>

#include "calendar.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "store.h"

struct event_base	*game_base;
struct store		*game_store;
static time_t		 game_fixed_time;
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

/* What the rules tell the wings above (game.h); NULL: nobody listens. */
struct game_hooks	game_hooks;

void
game_set_hooks(const struct game_hooks *hooks)
{
	game_hooks = *hooks;
}

/* Told each time the game reads its clock (a recording), or NULL. */
static void	(*game_time_fn)(time_t);

/* The time of day as the game sees it: the clock's, or a replay's. */
time_t
game_time(void)
{
	time_t	t = game_fixed_time != 0 ? game_fixed_time : time(NULL);

	if (game_time_fn != NULL)
		game_time_fn(t);
	return (t);
}

/* Have fn told each time the game reads its clock (NULL: none). */
void
game_on_time(void (*fn)(time_t))
{
	game_time_fn = fn;
}

/* Make the game's clock say t (a replay), or follow the real one (0). */
void
game_set_time(time_t t)
{
	game_fixed_time = t;
}

/* The hour of the game's day, 0-23: the calendar's. */
int
game_hour(void)
{
	return (calendar_hour());
}
