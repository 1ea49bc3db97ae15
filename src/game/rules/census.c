/* census.c: how many players are in the game ('count'). */
#include "census.h"
#include "character.h"
#include "mod.h"

/* The most players counted since the server started. */
static int	census_most;

int
census_count(const struct character *viewer, int *most)
{
	struct character	*p;
	int			 n = 0;

	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (p == viewer || mod_can_see(viewer, p))
			n++;
	}
	/* Kept of what viewers saw, so it never counts hidden staff. */
	if (n > census_most)
		census_most = n;
	*most = census_most;
	return (n);
}
