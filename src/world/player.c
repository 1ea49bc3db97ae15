/* player.c: a player's saved record, set up and freed. */
#include <stdlib.h>
#include <string.h>

#include "player.h"
#include "text.h"
#include "xmalloc.h"

/* Set up an empty player record. */
void
player_data_init(struct player_data *pd)
{
	int	i;

	memset(pd, 0, sizeof *pd);
	pd->level = 1;
	pd->hit = pd->max_hit = 20;
	pd->mana = pd->max_mana = 100;
	pd->move = pd->max_move = 100;
	pd->food = pd->water = PLAYER_FULL / 2;
	pd->practices = 5;
	pd->trains = 3;
	for (i = 0; i < 5; i++)
		pd->stats[i] = 13;
	pd->title = xstrdup("");
	pd->prompt = xstrdup("");
	pd->pwhash = xstrdup("");
	pd->ignored = xstrdup("");
	text_strlcpy(pd->class_name, "warrior", sizeof pd->class_name);
	text_strlcpy(pd->race, "human", sizeof pd->race);
}

/* Free what a player record holds. */
void
player_data_clear(struct player_data *pd)
{
	free(pd->pwhash);
	free(pd->title);
	free(pd->prompt);
	free(pd->ignored);
	free(pd->vars);
	free(pd->poofin);
	free(pd->poofout);
	free(pd->description);
	pd->description = NULL;
	free(pd->quest_log);
	pd->quest_log = NULL;
	pd->pwhash = pd->title = pd->prompt = pd->ignored = pd->vars = NULL;
	pd->poofin = pd->poofout = NULL;
	player_aliases_clear(pd);
}

/* Forget a player's aliases. */
void
player_aliases_clear(struct player_data *pd)
{
	int	i;

	for (i = 0; i < pd->naliases; i++) {
		free(pd->aliases[i].name);
		free(pd->aliases[i].text);
	}
	free(pd->aliases);
	pd->aliases = NULL;
	pd->naliases = 0;
}
