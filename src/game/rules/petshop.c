/*
 * petshop.c: buying a pet. The pets for sale are the mobiles standing in
 * the kennel, the room after the shop (ROM's ROOM_PET_SHOP, vnum + 1);
 * what the buyer gets is a new copy of one, which no longer wanders nor
 * attacks on its own, follows its master (not in its group: it shares
 * no gold nor experience) and leaves the game when its master does. The
 * price is the square of the pet's level in gold, 10 at least (ROM's is
 * ten times the square, in silver).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "game.h"
#include "group.h"
#include "petshop.h"
#include "room.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

long long
petshop_price(int level)
{
	long long	p = (long long)level * level;

	return (p < 10 ? 10 : p);
}

struct room *
petshop_kennel(const struct character *ch)
{
	if (ch->room == NULL || !(ch->room->def->flags & ROOM_PET_SHOP))
		return (NULL);
	return (room_find(ch->room->vnum + 1));
}

/* Was a mobile of the same kind listed before p in the kennel? */
static int
petshop_listed_before(const struct room *kennel, const struct character *p)
{
	const struct character	*q;

	TAILQ_FOREACH(q, &kennel->mobs, mob_entry) {
		if (q == p)
			return (0);
		if (q->mob->vnum == p->mob->vnum)
			return (1);
	}
	return (0);
}

void
petshop_list(struct character *ch, const char *word)
{
	struct room		*kennel;
	struct character	*p;
	int			 any = 0;

	if ((kennel = petshop_kennel(ch)) == NULL) {
		char_printf(ch, "There is no pet shop here.\n");
		return;
	}
	TAILQ_FOREACH(p, &kennel->mobs, mob_entry) {
		if (petshop_listed_before(kennel, p) ||
		    (*word != '\0' && !char_matches(p, word)))
			continue;
		if (!any)
			char_printf(ch, "Animals to take home:\n[Lv  Price] "
			    "Pet\n");
		any = 1;
		char_printf(ch, "[%2d %6lld] %s\n", p->pd.level,
		    petshop_price(p->pd.level), p->mob->short_desc);
	}
	if (!any)
		char_printf(ch, "%s\n", *word != '\0' ? "There is no pet like "
		    "that for sale." : "The kennel is empty just now.");
}

struct character *
petshop_pet_of(const struct character *ch)
{
	struct character	*p;

	TAILQ_FOREACH(p, &ch->followers, follow_entry) {
		if (p->mob != NULL && p->mob->pet)
			return (p);
	}
	return (NULL);
}

/* Is name fit to call a pet by (letters, as a character's name)? */
static int
petshop_name_ok(const char *name)
{
	size_t	i, n = strlen(name);

	if (n == 0 || n > CHAR_NAME_MAX)
		return (0);
	for (i = 0; i < n; i++) {
		if (!isalpha((unsigned char)name[i]))
			return (0);
	}
	return (1);
}

/* Call the pet by name too, and tag it as ch's. */
static void
petshop_name(struct character *pet, struct character *ch, const char *name)
{
	char	*s;

	if (*name != '\0') {
		xasprintf(&s, "%s %s", pet->mob->keywords, name);
		free(pet->mob->keywords);
		pet->mob->keywords = s;
	}
	xasprintf(&s, "%sA tag on its collar reads: %s.\n",
	    pet->mob->description, ch->pd.name);
	free(pet->mob->description);
	pet->mob->description = s;
}

struct character *
petshop_ordered(struct character *ch, const char *word, const char *command)
{
	struct character	*pet;

	if (*word == '\0' || *command == '\0') {
		char_printf(ch, "Usage: order <pet> <command>.\n");
		return (NULL);
	}
	if ((pet = petshop_pet_of(ch)) == NULL || pet->room != ch->room ||
	    (strcasecmp(word, "pet") != 0 && strcasecmp(word, "all") != 0 &&
	    !char_matches(pet, word))) {
		char_printf(ch, "You have no pet here of that name.\n");
		return (NULL);
	}
	if (pet->pd.position == POS_SLEEPING || pet->pd.position ==
	    POS_STUNNED) {
		char_printf(ch, "%s is in no state to obey.\n",
		    char_name_cap(pet));
		return (NULL);
	}
	char_printf(ch, "You order %s to '%s'.\n", char_name(pet), command);
	return (pet);
}

void
petshop_obeyed(struct character *ch, struct character *pet)
{
	if (pet->extracted || pet->master == ch)
		return;
	char_room_printf(pet, "%s wanders off into the distance.\n",
	    char_name_cap(pet));
	game_extract_char(pet);
}

int
petshop_buy(struct character *ch, const char *arg)
{
	const struct mob_def	*def;
	struct room		*kennel;
	struct character	*p, *pet;
	long long		 price;
	char			 buf[256], *rest = buf, *word;

	if (char_is_npc(ch))
		return (-1);
	if ((kennel = petshop_kennel(ch)) == NULL) {
		char_printf(ch, "There is no pet shop here.\n");
		return (-1);
	}
	snprintf(buf, sizeof buf, "%s", arg);
	word = text_first_word(&rest);
	if (*word == '\0') {
		char_printf(ch, "Buy which pet? Try 'list'.\n");
		return (-1);
	}
	if (*rest != '\0' && !petshop_name_ok(rest)) {
		char_printf(ch, "Call it by one word of letters, at most %d.\n",
		    CHAR_NAME_MAX);
		return (-1);
	}
	TAILQ_FOREACH(p, &kennel->mobs, mob_entry) {
		if (char_matches(p, word))
			break;
	}
	if (p == NULL || (def = world_mob_def(p->mob->vnum)) == NULL) {
		char_printf(ch, "No pet here goes by that name.\n");
		return (-1);
	}
	if (petshop_pet_of(ch) != NULL) {
		char_printf(ch, "You have a pet already; one is all you may "
		    "keep.\n");
		return (-1);
	}
	price = petshop_price(p->pd.level);
	if (ch->pd.gold < price) {
		char_printf(ch, "You can't afford it: it costs %lld gold.\n",
		    price);
		return (-1);
	}
	if (ch->pd.level < p->pd.level) {
		char_printf(ch, "That animal would not answer to someone "
		    "of your level.\n");
		return (-1);
	}
	pet = char_new_mob(def);
	pet->mob->pet = 1;
	petshop_name(pet, ch, rest);
	pet->mob->flags &= ~(MOB_WANDER | MOB_AGGRESSIVE | MOB_SCAVENGER |
	    MOB_STAY_AREA | MOB_WIMPY);
	char_to_room(pet, ch->room);
	game_start_events(pet);
	if (group_follow(pet, ch) != 0) {
		game_extract_char(pet);
		char_printf(ch, "You have too many followers to keep a "
		    "pet.\n");
		return (-1);
	}
	ch->pd.gold -= price;
	char_printf(ch, "%s is yours, for %lld gold.\n",
	    char_name_cap(pet), price);
	char_room_printf(ch, "%s takes %s home as a pet.\n", char_name_cap(ch),
	    char_name(pet));
	return (0);
}

void
petshop_release(struct character *ch)
{
	struct character	*pet;

	if (char_is_npc(ch))
		return;
	while ((pet = petshop_pet_of(ch)) != NULL) {
		char_room_printf(pet, "%s trots off and is gone.\n",
		    char_name_cap(pet));
		game_extract_char(pet);
	}
}
