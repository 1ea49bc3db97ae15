/* purse.c: gold handed from one character to another ('give 10 gold'). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "purse.h"
#include "save.h"

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
