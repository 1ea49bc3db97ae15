/* purse.c: gold handed from one character to another ('give 10 gold'). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <limits.h>

#include "act.h"
#include "character.h"
#include "purse.h"
#include "object.h"
#include "room.h"
#include "save.h"
#include "xmalloc.h"

long long
purse_amount(const char *word, const char *unit)
{
	long long	 n;
	char		*end;

	if (strcasecmp(unit, "gold") != 0 && strcasecmp(unit, "coin") != 0 &&
	    strcasecmp(unit, "coins") != 0)
		return (0);
	if (*word < '0' || *word > '9')
		return (0);
	n = strtoll(word, &end, 10);
	if (*end != '\0' || n < 1)
		return (0);
	return (n > PURSE_GIVE_MAX ? PURSE_GIVE_MAX + 1 : n);
}

int
purse_give(struct character *ch, struct character *victim, long long amount)
{
	struct character	*both[2] = { ch, victim };

	if (victim == ch) {
		char_printf(ch, "You already have it.\n");
		return (-1);
	}
	if (amount < 1 || amount > PURSE_GIVE_MAX) {
		char_printf(ch, "You can give from 1 to %lld gold at once.\n",
		    PURSE_GIVE_MAX);
		return (-1);
	}
	if (ch->pd.gold < amount) {
		char_printf(ch, "You don't have that much gold.\n");
		return (-1);
	}
	ch->pd.gold -= amount;
	victim->pd.gold += amount;
	char_printf(ch, "You give %lld gold coin%s to %s.\n", amount,
	    amount == 1 ? "" : "s", char_name(victim));
	char_printf(victim, "%s gives you %lld gold coin%s.\n",
	    char_name_cap(ch), amount, amount == 1 ? "" : "s");
	char_room_printf_but(ch, victim, "%s gives %s some gold.\n",
	    char_name(ch), char_name(victim));
	char_save_together(both, 2);
	return (0);
}

/* Name a pile of money by what it holds. */
static void
purse_name_pile(struct object *obj)
{
	int	gold = obj->values[VAL_MONEY_GOLD];

	free(obj->short_desc);
	free(obj->long_desc);
	if (gold == 1) {
		obj->short_desc = xstrdup("a gold coin");
		obj->long_desc = xstrdup("A single gold coin glints here.");
	} else {
		xasprintf(&obj->short_desc, "%d gold coins", gold);
		xasprintf(&obj->long_desc, "A pile of %d gold coins lies "
		    "here.", gold);
	}
}

int
purse_drop(struct character *ch, long long amount)
{
	struct obj_def	 proto;
	struct object	*obj, *pile = NULL;

	if (amount < 1 || amount > PURSE_GIVE_MAX) {
		char_printf(ch, "You can drop from 1 to %lld gold at once.\n",
		    PURSE_GIVE_MAX);
		return (-1);
	}
	if (ch->pd.gold < amount) {
		char_printf(ch, "You don't have that much gold.\n");
		return (-1);
	}
	/* Coins dropped where coins lie make one pile. */
	TAILQ_FOREACH(obj, &ch->room->contents, place) {
		if (obj->type == OBJ_MONEY && obj->vnum == 0 &&
		    obj->values[VAL_MONEY_GOLD] <= INT_MAX - amount) {
			pile = obj;
			break;
		}
	}
	if (pile == NULL) {
		memset(&proto, 0, sizeof proto);
		proto.type = OBJ_MONEY;
		proto.keywords = "gold coins coin money";
		proto.short_desc = "some gold";
		proto.long_desc = "Some gold lies here.";
		pile = obj_create(&proto);
		obj_to_room(pile, ch->room);
	}
	pile->values[VAL_MONEY_GOLD] += (int)amount;
	purse_name_pile(pile);
	ch->pd.gold -= amount;
	char_printf(ch, "You drop %lld gold coin%s.\n", amount,
	    amount == 1 ? "" : "s");
	char_room_printf(ch, "%s drops some gold.\n", char_name_cap(ch));
	(void)char_save(ch);
	return (0);
}
