/*
 * healer.c: what a healer sells and what it does for the price. The
 * services and prices are ROM's (shown in gold there as here); ROM's
 * cure disease and remove curse are left out, the game having neither
 * plague nor curses.
 */
#include <stdio.h>
#include <string.h>

#include "act.h"
#include "character.h"
#include "game.h"
#include "healer.h"
#include "magic.h"
#include "rng.h"
#include "room.h"
#include "text.h"

static const struct {
	const char	*word;
	const char	*what;
	int		 spell;		/* SPELL_NONE: restore mana */
	int		 price;		/* gold */
} healer_table[] = {
	{ "light", "mend light wounds", SPELL_CURE_LIGHT, 10 },
	{ "serious", "mend serious wounds", SPELL_CURE_SERIOUS, 15 },
	{ "critical", "mend grave wounds", SPELL_CURE_CRITICAL, 25 },
	{ "heal", "full healing", SPELL_HEAL, 50 },
	{ "blind", "give back sight", SPELL_CURE_BLINDNESS, 20 },
	{ "poison", "draw out poison", SPELL_CURE_POISON, 25 },
	{ "refresh", "ease weary legs", SPELL_REFRESH, 5 },
	{ "mana", "renew mana", SPELL_NONE, 10 },
};
#define HEALER_N	(sizeof healer_table / sizeof healer_table[0])

/* A healer in ch's room able to work, or NULL after telling ch why not. */
static struct character *
healer_here(struct character *ch)
{
	struct character	*p, *first = NULL;

	TAILQ_FOREACH(p, &ch->room->people, room_entry) {
		if (p->mob == NULL || !(p->mob->flags & MOB_HEALER))
			continue;
		if (p->pd.position != POS_SLEEPING &&
		    p->pd.position != POS_STUNNED && p->fighting == NULL)
			return (p);
		if (first == NULL)
			first = p;
	}
	if (first == NULL)
		char_printf(ch, "There is no healer here.\n");
	else
		char_printf(ch, "%s is in no state to heal you.\n",
		    char_name_cap(first));
	return (NULL);
}

/* The service a word names (a prefix), or -1. */
static int
healer_find(const char *word)
{
	size_t	i;

	for (i = 0; i < HEALER_N; i++) {
		if (text_prefix(word, healer_table[i].word))
			return ((int)i);
	}
	return (-1);
}

int
healer_do(struct character *ch, const char *service)
{
	struct character	*healer;
	size_t			 i;
	int			 k, gain;

	if (char_is_npc(ch) || ch->room == NULL)
		return (-1);
	if ((healer = healer_here(ch)) == NULL)
		return (-1);
	if (*service == '\0') {
		char_printf(ch, "%s says 'Healing, for a fair price:'\n",
		    char_name_cap(healer));
		for (i = 0; i < HEALER_N; i++)
			char_printf(ch, "  %-9s %-22s %3d gold\n",
			    healer_table[i].word, healer_table[i].what,
			    healer_table[i].price);
		char_printf(ch, "'heal <word>' buys one; the word is the first "
		    "column.\n");
		return (0);
	}
	if ((k = healer_find(service)) == -1) {
		char_printf(ch, "%s says 'I don't offer that; type 'heal' for "
		    "a list.'\n", char_name_cap(healer));
		return (-1);
	}
	if (ch->pd.gold < healer_table[k].price) {
		char_printf(ch, "%s says 'Come back when your purse is "
		    "heavier.'\n", char_name_cap(healer));
		return (-1);
	}
	char_room_printf(healer, "%s intones '%s'.\n",
	    char_name_cap(healer), healer_table[k].what);
	if (healer_table[k].spell == SPELL_NONE) {
		gain = 2 + (int)rng_below(15) + healer->pd.level / 3;
		ch->pd.mana = ch->pd.mana + gain > ch->pd.max_mana ?
		    ch->pd.max_mana : ch->pd.mana + gain;
		char_printf(ch, "Your store of mana swells again.\n");
		if (game_hooks.vitals != NULL)
			game_hooks.vitals(ch);
	} else if (magic_apply(healer, healer_table[k].spell,
	    healer->pd.level > 0 ? healer->pd.level : 1, ch, NULL) != 0)
		return (-1);
	ch->pd.gold -= healer_table[k].price;
	healer->pd.gold += healer_table[k].price;
	char_printf(ch, "You pay %s %d gold.\n", char_name(healer),
	    healer_table[k].price);
	char_room_printf(ch, "%s pays %s for %s.\n", char_name_cap(ch),
	    char_name(healer), healer_table[k].what);
	return (0);
}
