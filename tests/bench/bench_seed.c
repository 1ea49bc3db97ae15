/*
 * bench_seed.c: create the load generator's characters ahead of a run,
 * each in a room of the world picked at random, as returning players would
 * be spread over it. Without this every new character starts in the same
 * temple, and a rung measures one crowded room rather than a world.
 *
 * Uses the server's own map and store (save_create_player), so the
 * records are what the server writes. The first character created is the
 * admin (role admin, in the start room); then players 0 .. N-1 named as
 * bench_load names them, of levels 1 to SEED_LEVEL_MAX with the points
 * those levels bring, all with the load password hashed at libsodium's
 * minimum cost (one hash, shared: the salt is in it).
 *
 * Run: bench_seed DB AREA_DIR PREFIX N ADMIN [SEED]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sodium.h>

#include "area.h"
#include "class.h"
#include "fight.h"
#include "load-names.h"
#include "names.h"
#include "player.h"
#include "pwhash.h"
#include "rng.h"
#include "save.h"
#include "store.h"
#include "text.h"
#include "world.h"

#define SEED_LEVEL_MAX	30

static const char *const seed_classes[] = {
	"warrior", "mage", "cleric", "thief"
};

/* Every room vnum of the world, except private ones. */
static int *
seed_rooms(const struct world_def *w, size_t *n)
{
	const struct area_def	*a;
	int			*v = NULL;
	size_t			 i, j, cap = 0;

	*n = 0;
	for (i = 0; i < w->nareas; i++) {
		a = &w->areas[i];
		for (j = 0; j < a->nrooms; j++) {
			if (a->rooms[j].flags & ROOM_PRIVATE)
				continue;
			if (*n == cap) {
				cap = cap ? cap * 2 : 1024;
				if ((v = realloc(v, cap * sizeof *v)) == NULL)
					return (NULL);
			}
			v[(*n)++] = a->rooms[j].vnum;
		}
	}
	return (v);
}

static int
seed_one(struct store *s, const char *name, const char *hash,
    const char *class_name, int role, int room, int level)
{
	struct player_data	 pd;
	const char		*why;
	char			*cause = NULL;
	int			 rc = 0;

	player_data_init(&pd);
	/* As the server would write it: checked, capitalised. */
	if (names_check(name, pd.name, sizeof pd.name, &why) != 0) {
		fprintf(stderr, "bench_seed: %s: %s\n", name, why);
		player_data_clear(&pd);
		return (-1);
	}
	free(pd.pwhash);
	pd.pwhash = strdup(hash);
	text_strlcpy(pd.class_name, class_name, sizeof pd.class_name);
	pd.role = role;
	pd.room = room;
	while (pd.level < level)
		class_raise_level(&pd);
	pd.exp = fight_exp_for_level(pd.level - 1);
	pd.hit = pd.max_hit;
	pd.mana = pd.max_mana;
	pd.move = pd.max_move;
	pd.created = pd.last_login = time(NULL);
	/* Creating writes every field the game saves (its map). */
	if (save_create_player(s, &pd, &cause) != 0) {
		fprintf(stderr, "bench_seed: %s: %s\n", name, cause);
		free(cause);
		rc = -1;
	}
	player_data_clear(&pd);
	return (rc);
}

int
main(int argc, char **argv)
{
	struct world_def	*w;
	struct store		*s;
	char			 hash[crypto_pwhash_STRBYTES];
	char			 name[CHAR_NAME_MAX + 1];
	char			*errors = NULL, *cause = NULL;
	int			*rooms, nerrors = 0;
	size_t			 nrooms;
	unsigned long		 n, i;

	if (argc != 6 && argc != 7) {
		fprintf(stderr, "usage: bench_seed DB AREA_DIR PREFIX N ADMIN "
		    "[SEED]\n");
		return (2);
	}
	n = strtoul(argv[4], NULL, 10);
	rng_seed(argc == 7 ? strtoull(argv[6], NULL, 10) : 1);
	if (sodium_init() < 0) {
		fprintf(stderr, "bench_seed: sodium_init failed\n");
		return (1);
	}
	if ((w = world_load(argv[2], &errors, &nerrors)) == NULL ||
	    nerrors != 0) {
		fprintf(stderr, "bench_seed: %s: %d errors\n%s", argv[2],
		    nerrors, errors != NULL ? errors : "");
		return (1);
	}
	if ((rooms = seed_rooms(w, &nrooms)) == NULL || nrooms == 0) {
		fprintf(stderr, "bench_seed: no rooms in %s\n", argv[2]);
		return (1);
	}
	pwhash_set_minimum(1);
	if (pwhash_hash_sync(LOAD_PASSWORD, hash, sizeof hash) != 0) {
		fprintf(stderr, "bench_seed: hashing failed\n");
		return (1);
	}
	if ((s = store_open(argv[1], &cause)) == NULL) {
		fprintf(stderr, "bench_seed: %s: %s\n", argv[1], cause);
		return (1);
	}
	if (seed_one(s, argv[5], hash, "mage", ROLE_ADMIN,
	    WORLD_START_VNUM, 1) != 0)
		return (1);
	for (i = 0; i < n; i++) {
		load_name(name, sizeof name, argv[3], (uint32_t)i);
		if (name[0] == '\0' || seed_one(s, name, hash,
		    seed_classes[i % 4], ROLE_PLAYER,
		    rooms[rng_below((uint32_t)nrooms)],
		    1 + (int)rng_below(SEED_LEVEL_MAX)) != 0)
			return (1);
	}
	store_close(s);
	world_free(w);
	free(rooms);
	free(errors);
	fprintf(stderr, "bench_seed: %lu characters over %zu rooms\n", n,
	    nrooms);
	return (0);
}
