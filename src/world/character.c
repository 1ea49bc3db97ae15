/* character.c: characters in the game and the list of them. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "character.h"
#include "eqkind.h"
#include "equeue.h"
#include "log.h"
#include "object.h"
#include "rng.h"
#include "room.h"
#include "text.h"
#include "vmap.h"
#include "xmalloc.h"

struct character_list	 char_list = TAILQ_HEAD_INITIALIZER(char_list);
struct character_list	 player_list = TAILQ_HEAD_INITIALIZER(player_list);
struct character_list	 staff_list = TAILQ_HEAD_INITIALIZER(staff_list);
/* Extracted, not yet freed (linked by entry): see char_extract. */
static struct character_list char_gone = TAILQ_HEAD_INITIALIZER(char_gone);
static int		 char_n;
static int		 mob_n;
static uint64_t		 char_next_id = 1;
static struct vmap	 char_ids;

/*
 * A new character id. Ids are the map's int keys, so they wrap past
 * INT32_MAX; one still in use is skipped, so that a live character's entry
 * is never taken over.
 */
static uint64_t
char_new_id(void)
{
	uint64_t	id;

	do {
		id = char_next_id++;
		if (char_next_id > INT32_MAX)
			char_next_id = 1;
	} while (vmap_get(&char_ids, (int)id) != NULL);
	return (id);
}

/* Where the next id is looked for (for tests of the wrap). */
void
char_set_next_id(uint64_t id)
{
	char_next_id = id >= 1 && id <= INT32_MAX ? id : 1;
}

/* Give a new character its id and list heads. */
static void
char_init(struct character *ch)
{
	ch->id = char_new_id();
	vmap_put(&char_ids, (int)ch->id, ch);
	TAILQ_INIT(&ch->carrying);
	TAILQ_INIT(&ch->affects);
	TAILQ_INIT(&ch->followers);
	eq_owner_init(&ch->events, eq_ref_character(ch));
	eq_target_init(&ch->targeted, eq_ref_character(ch));
}

/* The character with this id, or NULL. */
struct character *
char_find_id(uint64_t id)
{
	if (id == 0 || id > INT32_MAX)
		return (NULL);
	return (vmap_get(&char_ids, (int)id));
}

/* A new character from a loaded record, whose contents it takes. */
struct character *
char_new(struct player_data *pd)
{
	struct character	*ch = xcalloc(1, sizeof *ch);

	ch->pd = *pd;
	memset(pd, 0, sizeof *pd);
	char_init(ch);
	if (ch->pd.position == POS_FIGHTING || ch->pd.position == POS_STUNNED ||
	    ch->pd.position == POS_DEAD)
		ch->pd.position = POS_STANDING;
	TAILQ_INSERT_TAIL(&char_list, ch, entry);
	TAILQ_INSERT_TAIL(&player_list, ch, player_entry);
	char_n++;
	char_set_role(ch, ch->pd.role);
	return (ch);
}

void
char_set_role(struct character *ch, int role)
{
	int	staff = role > ROLE_PLAYER && ch->mob == NULL &&
		    !ch->extracted;

	ch->pd.role = role;
	if (staff && !ch->on_staff)
		TAILQ_INSERT_TAIL(&staff_list, ch, staff_entry);
	else if (!staff && ch->on_staff)
		TAILQ_REMOVE(&staff_list, ch, staff_entry);
	ch->on_staff = staff;
}

/* A new mobile from its prototype. */
struct character *
char_new_mob(const struct mob_def *def)
{
	struct character	*ch = xcalloc(1, sizeof *ch);
	struct mob_info		*mob = xcalloc(1, sizeof *mob);

	player_data_init(&ch->pd);
	text_strlcpy(ch->pd.name, "mob", sizeof ch->pd.name);
	ch->pd.level = def->level;
	mob->vnum = def->vnum;
	mob->keywords = xstrdup(def->keywords);
	mob->short_desc = xstrdup(def->short_desc);
	mob->long_desc = xstrdup(def->long_desc);
	mob->description = xstrdup(def->description);
	mob->flags = def->flags;
	mob->affects = def->affects;
	mob->hitroll = def->hitroll;
	mob->alignment = def->alignment;
	mob->armor = def->armor;
	mob->damage = def->damage;
	mob->guild = def->guild;
	ch->aff_born = def->affects;
	if (def->shop != NULL) {
		/* Its own copy: a reload may free the definition. */
		mob->shop = xmalloc(sizeof *mob->shop);
		*mob->shop = *def->shop;
	}
	ch->mob = mob;
	ch->pd.max_hit = rng_dice(def->hit.number, def->hit.size,
	    def->hit.bonus);
	if (ch->pd.max_hit < 1)
		ch->pd.max_hit = 1;
	ch->pd.hit = ch->pd.max_hit;
	ch->pd.gold = def->gold;
	char_init(ch);
	TAILQ_INSERT_TAIL(&char_list, ch, entry);
	mob_n++;
	return (ch);
}

/* The name others see, capitalised to start a sentence. */
const char *
char_name_cap(const struct character *ch)
{
	return (text_cap(char_name(ch)));
}

/* The name others see. */
const char *
char_name(const struct character *ch)
{
	return (ch->mob != NULL ? ch->mob->short_desc : ch->pd.name);
}

/* Does word name this character? */
int
char_matches(const struct character *ch, const char *word)
{
	if (ch->mob != NULL)
		return (text_keyword_match(ch->mob->keywords, word));
	return (text_keyword_match(ch->pd.name, word));
}

/* The object worn at loc, or NULL. */
struct object *
char_equipped(const struct character *ch, enum wear_loc loc)
{
	struct object	*obj;

	TAILQ_FOREACH(obj, &ch->carrying, place) {
		if (obj->worn == loc)
			return (obj);
	}
	return (NULL);
}

int
char_aff(const struct character *ch)
{
	const struct affect	*af;
	int			 bits = ch->aff_born;

	TAILQ_FOREACH(af, &ch->affects, entry)
		bits |= af->bits;
	return (bits);
}

/* Does it hold a light that still burns? */
int
char_has_light(const struct character *ch)
{
	struct object	*obj = char_equipped(ch, WEAR_LIGHT);

	return (obj != NULL && obj_is_lit(obj));
}

/*
 * Take a character out of the game: out of its room and off every list,
 * what it carries extracted, its id forgotten. It is not freed here but
 * marked and kept until char_reap(), at the end of the turn, so that
 * whoever still holds the pointer (the command or event that extracted
 * it, a walk of a list) may still read it. The events it owns must be
 * stripped first; the game's game_extract_char does that, and more.
 */
void
char_extract(struct character *ch)
{
	struct object	*obj;

	if (ch->extracted)
		return;
	char_from_room(ch);
	while ((obj = TAILQ_FIRST(&ch->carrying)) != NULL)
		obj_extract(obj);
	vmap_put(&char_ids, (int)ch->id, NULL);
	TAILQ_REMOVE(&char_list, ch, entry);
	if (ch->mob != NULL)
		mob_n--;
	else {
		TAILQ_REMOVE(&player_list, ch, player_entry);
		char_n--;
	}
	ch->extracted = 1;
	char_set_role(ch, ch->pd.role);		/* off staff_list */
	ch->fighting = NULL;
	TAILQ_INSERT_TAIL(&char_gone, ch, entry);
}

/* Free an extracted character. */
static void
char_free(struct character *ch)
{
	struct affect	*af;

	if (eq_owner_first(&ch->events) != NULL ||
	    eq_target_first(&ch->targeted) != NULL)
		fatalx("%s freed with events on the queue", char_name(ch));
	while ((af = TAILQ_FIRST(&ch->affects)) != NULL) {
		TAILQ_REMOVE(&ch->affects, af, entry);
		free(af);
	}
	if (ch->mob != NULL) {
		free(ch->mob->keywords);
		free(ch->mob->short_desc);
		free(ch->mob->long_desc);
		free(ch->mob->description);
		free(ch->mob->shop);
		free(ch->mob->memory);
		free(ch->mob);
	}
	player_data_clear(&ch->pd);
	free(ch->afk);
	free(ch->replay);
	free(ch->script_attached);
	free(ch);
}

/* Free the characters extracted so far; returns how many. */
size_t
char_reap(void)
{
	struct character	*ch;
	size_t			 n = 0;

	while ((ch = TAILQ_FIRST(&char_gone)) != NULL) {
		TAILQ_REMOVE(&char_gone, ch, entry);
		char_free(ch);
		n++;
	}
	return (n);
}

/* The player in the game with this name, any case. */
struct character *
char_find_player(const char *name)
{
	struct character	*ch;

	TAILQ_FOREACH(ch, &player_list, player_entry) {
		if (strcasecmp(ch->pd.name, name) == 0)
			return (ch);
	}
	return (NULL);
}

/* Players in the game. */
int
char_count(void)
{
	return (char_n);
}

/* Mobiles in the game. */
int
mob_count(void)
{
	return (mob_n);
}

/* Counts every change of any room's people (room->people_gen). */
static uint64_t	char_room_gen;

/* Put ch in room. */
void
char_to_room(struct character *ch, struct room *room)
{
	if (ch->room != NULL)
		char_from_room(ch);
	ch->room = room;
	if (ch->mob == NULL)
		ch->pd.room = room->vnum;
	TAILQ_INSERT_TAIL(&room->people, ch, room_entry);
	room->npeople++;
	room->people_gen = ++char_room_gen;
	if (ch->mob != NULL)
		TAILQ_INSERT_TAIL(&room->mobs, ch, mob_entry);
}

/* Take ch out of its room. */
void
char_from_room(struct character *ch)
{
	if (ch->room == NULL)
		return;
	TAILQ_REMOVE(&ch->room->people, ch, room_entry);
	ch->room->npeople--;
	ch->room->people_gen = ++char_room_gen;
	if (ch->mob != NULL)
		TAILQ_REMOVE(&ch->room->mobs, ch, mob_entry);
	ch->room = NULL;
	ch->on = NULL;
}

/*
 * Make a mobile what another prototype is (its vnum, names, flags,
 * level...), where it is, with its hit points, gold, what it carries and
 * its variables: DG's mtransform. The data alone.
 */
void
char_mob_transform(struct character *ch, const struct mob_def *def)
{
	struct mob_info	*mob = ch->mob;

	free(mob->keywords);
	free(mob->short_desc);
	free(mob->long_desc);
	free(mob->description);
	mob->vnum = def->vnum;
	mob->keywords = xstrdup(def->keywords);
	mob->short_desc = xstrdup(def->short_desc);
	mob->long_desc = xstrdup(def->long_desc);
	mob->description = xstrdup(def->description);
	mob->flags = def->flags;
	mob->affects = def->affects;
	mob->hitroll = def->hitroll;
	mob->alignment = def->alignment;
	mob->armor = def->armor;
	mob->damage = def->damage;
	ch->aff_born = def->affects;
	ch->pd.level = def->level;
	ch->script_detached = 0;
}
