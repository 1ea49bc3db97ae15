/* save.c: saving players to the store and loading what they carry. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "act.h"
#include "character.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "magic.h"
#include "object.h"
#include "save.h"
#include "store.h"
#include "world.h"
#include "xmalloc.h"

static void
char_collect_affects(struct character *ch, struct player_items *items)
{
	struct player_affect	 pa;
	struct affect		*af;

	TAILQ_FOREACH(af, &ch->affects, entry) {
		pa.spell = af->spell;
		pa.location = af->location;
		pa.modifier = af->modifier;
		pa.remaining = (int)equeue_remaining(game_eq, af->expiry);
		if (pa.remaining > 0)
			player_items_add_affect(items, &pa);
	}
}

static void
char_collect(struct object_list *list, int parent, struct player_items *items)
{
	struct player_item	 it;
	struct object		*obj;
	int			 self;

	TAILQ_FOREACH(obj, list, place) {
		it.uid = obj->uid;
		it.vnum = obj->vnum;
		it.parent = parent;
		it.worn = obj->worn;
		memcpy(it.values, obj->values, sizeof it.values);
		self = (int)items->n;
		player_items_add(items, &it);
		char_collect(&obj->contents, self, items);
	}
}

/* Everything a character has, as the store saves it. */
static void
char_items(struct character *ch, struct player_items *items)
{
	char_collect(&ch->carrying, -1, items);
	char_collect_affects(ch, items);
}

/* Save players together in one transaction (e.g. both sides of a give). */
int
char_save_together(struct character **chs, size_t n)
{
	const struct player_data	*pds[CHAR_SAVE_BATCH];
	const struct player_items	*its[CHAR_SAVE_BATCH];
	struct player_items		 items[CHAR_SAVE_BATCH];
	char				*cause = NULL;
	time_t				 now = game_time();
	size_t				 i, m = 0;
	int				 rc;

	for (i = 0; i < n && m < CHAR_SAVE_BATCH; i++) {
		if (chs[i] == NULL || chs[i]->mob != NULL)
			continue;
		chs[i]->pd.played += now - chs[i]->login_time;
		chs[i]->login_time = now;
		memset(&items[m], 0, sizeof items[m]);
		char_items(chs[i], &items[m]);
		pds[m] = &chs[i]->pd;
		its[m] = &items[m];
		m++;
	}
	if (m == 0)
		return (0);
	rc = store_save_players(game_store, pds, its, m, &cause);
	for (i = 0; i < m; i++)
		player_items_clear(&items[i]);
	if (rc != 0) {
		log_warnx("saving %s%s: %s", pds[0]->name, m > 1 ?
		    " and others" : "", cause);
		for (i = 0; i < n; i++) {
			if (chs[i] != NULL)
				char_printf(chs[i], "Your character could not "
				    "be saved just now; the staff have been "
				    "told.\n");
		}
		free(cause);
		return (-1);
	}
	return (0);
}

/* Save a character; the player and the log are told of a failure. */
int
char_save(struct character *ch)
{
	return (char_save_together(&ch, 1));
}

/* Give a player back what was saved with it. */
void
char_load_items(struct character *ch)
{
	struct player_items	 items = { 0 };
	const struct obj_def	*def;
	struct object		**made;
	char			*cause = NULL;
	size_t			 i;
	int			 lost = 0;

	if (store_load_items(game_store, ch->pd.id, &items, &cause) != 0) {
		log_warnx("loading %s's objects: %s", ch->pd.name, cause);
		free(cause);
		return;
	}
	made = xcalloc(items.n + 1, sizeof *made);
	for (i = 0; i < items.n; i++) {
		const struct player_item	*it = &items.list[i];

		if ((def = world_obj_def(it->vnum)) == NULL) {
			log_warnx("%s: object %d no longer exists; dropped",
			    ch->pd.name, it->vnum);
			lost++;
			continue;
		}
		made[i] = obj_create(def);
		if (it->uid != 0)
			made[i]->uid = it->uid;
		memcpy(made[i]->values, it->values, sizeof it->values);
		if (it->parent >= 0 && (size_t)it->parent < i &&
		    made[it->parent] != NULL)
			obj_to_obj(made[i], made[it->parent]);
		else {
			obj_to_char(made[i], ch);
			if (it->worn >= 0 && it->worn < WEAR__COUNT &&
			    char_equipped(ch, it->worn) == NULL)
				made[i]->worn = (enum wear_loc)it->worn;
		}
	}
	for (i = 0; i < items.naffects; i++)
		magic_affect_add(ch, items.affects[i].spell,
		    items.affects[i].location, items.affects[i].modifier,
		    (uint32_t)(items.affects[i].remaining > 0 ?
		    items.affects[i].remaining : 1));
	if (lost > 0)
		char_printf(ch, "%d of your things no longer exist%s in this "
		    "world and %s gone.\n", lost, lost == 1 ? "s" : "",
		    lost == 1 ? "is" : "are");
	free(made);
	player_items_clear(&items);
}

/*
 * Save every player, CHAR_SAVE_BATCH to a transaction (at shutdown). The
 * first batches may wait long for a lock another program holds; once one
 * has failed the rest do not, so that a lock that stays cannot hold the
 * shutdown for hours. Returns the number of players not saved.
 */
int
char_save_all(void)
{
	struct character	*batch[CHAR_SAVE_BATCH], *ch;
	size_t			 n = 0, i;
	int			 failed = 0;

	store_set_busy_wait(game_store, STORE_BUSY_LONG_MS);
	TAILQ_FOREACH(ch, &player_list, player_entry) {
		batch[n++] = ch;
		if (n < CHAR_SAVE_BATCH && TAILQ_NEXT(ch, player_entry) != NULL)
			continue;
		if (char_save_together(batch, n) != 0) {
			for (i = 0; i < n; i++)
				log_warnx("%s: not saved", batch[i]->pd.name);
			failed += (int)n;
			store_set_busy_wait(game_store, STORE_BUSY_MS);
		}
		n = 0;
	}
	store_set_busy_wait(game_store, STORE_BUSY_MS);
	return (failed);
}
