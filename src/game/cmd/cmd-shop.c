/*
 * cmd-shop.c: trading with shopkeepers (an area file's shop block): list,
 * buy, sell and value.
 *
 * A keeper sells what it carries. What it was given by its resets is stock
 * that never runs out: each sale is a new copy. What players sold it is
 * one of a kind (obj->resold), sold back as it is, and a keeper keeps at
 * most SHOP_RESOLD_MAX such things, the oldest going first. Gold moves
 * between the buyer's purse and the keeper's, and a keeper buys only
 * while it has the gold.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act.h"
#include "attrib.h"
#include "area.h"
#include "character.h"
#include "class.h"
#include "commands.h"
#include "find.h"
#include "group.h"
#include "game.h"
#include "object.h"
#include "petshop.h"
#include "room.h"
#include "text.h"
#include "world.h"

#define SHOP_RESOLD_MAX	20	/* things sold by players a keeper keeps */
#define SHOP_BUY_MAX	20	/* copies bought at once */

/* The keeper says something to ch. */
static void
shop_says(struct character *ch, struct character *keeper, const char *msg)
{
	char_printf(ch, "%s says '%s'\n", char_name_cap(keeper), msg);
}

/* Does the keeper trade in ch's room? */
static int
shop_trades_here(const struct shop_def *sh, const struct room *room)
{
	int	i;

	if (sh->nrooms == 0)
		return (1);
	for (i = 0; i < sh->nrooms; i++) {
		if (sh->rooms[i] == room->def->vnum)
			return (1);
	}
	return (0);
}

/* Is the shop open at this hour of the game's day? */
static int
shop_open(const struct shop_def *sh, int hour)
{
	if (sh->open == sh->close)
		return (1);
	if (sh->open < sh->close)
		return (hour >= sh->open && hour < sh->close);
	return (hour >= sh->open || hour < sh->close);	/* over midnight */
}

enum shop_state { SHOP_TRADING, SHOP_ASLEEP, SHOP_FIGHTING, SHOP_CLOSED };

/* Can keeper k trade now, and if not, why? */
static enum shop_state
shop_state(const struct character *k)
{
	if (k->pd.position == POS_SLEEPING || k->pd.position == POS_STUNNED)
		return (SHOP_ASLEEP);
	if (k->fighting != NULL)
		return (SHOP_FIGHTING);
	if (!shop_open(k->mob->shop, game_hour()))
		return (SHOP_CLOSED);
	return (SHOP_TRADING);
}

/*
 * The shopkeeper ch can trade with here (the first one able to, if there
 * are several), or NULL after telling ch why not: none here, the keeper
 * asleep or fighting, or its shop closed at this hour.
 */
static struct character *
shop_keeper(struct character *ch)
{
	struct character	*k, *first = NULL;
	char			 buf[128];

	TAILQ_FOREACH(k, &ch->room->people, room_entry) {
		if (k->mob == NULL || k->mob->shop == NULL ||
		    !shop_trades_here(k->mob->shop, ch->room))
			continue;
		if (shop_state(k) == SHOP_TRADING)
			return (k);
		if (first == NULL)
			first = k;
	}
	if ((k = first) == NULL) {
		char_printf(ch, "There is no shopkeeper here.\n");
		return (NULL);
	}
	switch (shop_state(k)) {
	case SHOP_ASLEEP:
		char_printf(ch, "%s is in no state to trade.\n",
		    char_name_cap(k));
		break;
	case SHOP_FIGHTING:
		char_printf(ch, "%s is too busy fighting to trade.\n",
		    char_name_cap(k));
		break;
	default:
		snprintf(buf, sizeof buf, "The shop is shut. I open at "
		    "%d o'clock.", k->mob->shop->open);
		shop_says(ch, k, buf);
		break;
	}
	return (NULL);
}

/* What a player pays for obj, and what the keeper pays for it. */
static long long
shop_sell_price(const struct shop_def *sh, const struct object *obj)
{
	long long	p = (long long)obj->cost * sh->sells_at / 100;

	return (p > 0 ? p : 1);
}

static long long
shop_buy_price(const struct shop_def *sh, const struct object *obj)
{
	return ((long long)obj->cost * sh->buys_at / 100);
}

/* How many of the keeper's things are the same as obj (resold ones). */
static int
shop_count_same(const struct character *k, const struct object *obj)
{
	const struct object	*o;
	int			 n = 0;

	TAILQ_FOREACH(o, &k->carrying, place) {
		if (o->vnum == obj->vnum && o->resold && o->worn == WEAR_NONE)
			n++;
	}
	return (n);
}

/* How many things players sold the keeper it holds. */
static int
shop_count_resold(const struct character *k)
{
	const struct object	*o;
	int			 n = 0;

	TAILQ_FOREACH(o, &k->carrying, place) {
		if (o->resold)
			n++;
	}
	return (n);
}

/* Was an earlier thing in the keeper's list already shown for obj? */
static int
shop_listed_before(const struct character *k, const struct object *obj)
{
	const struct object	*o;

	TAILQ_FOREACH(o, &k->carrying, place) {
		if (o == obj)
			return (0);
		if (o->vnum == obj->vnum && o->resold == obj->resold &&
		    o->worn == WEAR_NONE)
			return (1);
	}
	return (0);
}

/* list [thing]: what the keeper sells, with prices. */
void
cmd_list(struct character *ch, char *arg)
{
	struct character	*k;
	struct object		*o;
	char			 qty[16];
	int			 any = 0;

	if (petshop_kennel(ch) != NULL) {
		petshop_list(ch, arg);
		return;
	}
	if ((k = shop_keeper(ch)) == NULL)
		return;
	TAILQ_FOREACH(o, &k->carrying, place) {
		if (o->worn != WEAR_NONE || shop_listed_before(k, o))
			continue;
		if (*arg != '\0' && !obj_matches(o, arg))
			continue;
		if (!any)
			char_printf(ch, "%s sells:\n[ Price  Qty ] Item\n",
			    char_name_cap(k));
		any = 1;
		if (o->resold)
			snprintf(qty, sizeof qty, "%4d", shop_count_same(k, o));
		else
			snprintf(qty, sizeof qty, "  --");
		char_printf(ch, "[%6lld %s ] %s\n",
		    shop_sell_price(k->mob->shop, o), qty, o->short_desc);
	}
	if (!any)
		shop_says(ch, k, *arg != '\0' ? "I have nothing like that." :
		    "I have nothing to sell today.");
}

/* The keeper's first unworn thing that word names. */
static struct object *
shop_find(struct character *k, const char *word)
{
	struct object	*o;

	TAILQ_FOREACH(o, &k->carrying, place) {
		if (o->worn == WEAR_NONE && obj_matches(o, word))
			return (o);
	}
	return (NULL);
}

/* buy [n] <thing>: buy one or n of something the keeper sells. */
void
cmd_buy(struct character *ch, char *arg)
{
	const struct obj_def	*od;
	struct character	*k;
	struct object		*o, *copy, *next;
	long long		 price, total;
	const char		*why;
	char			*word, buf[160];
	int			 n = 1, i;

	if (petshop_kennel(ch) != NULL) {
		petshop_buy(ch, arg);
		return;
	}
	word = text_first_word(&arg);
	if (*arg != '\0') {
		n = atoi(word);
		if (n < 1 || n > SHOP_BUY_MAX || strspn(word, "0123456789") !=
		    strlen(word)) {
			char_printf(ch, "Buy how many? 1 to %d at once.\n",
			    SHOP_BUY_MAX);
			return;
		}
		word = arg;
	}
	if (*word == '\0') {
		char_printf(ch, "Buy what?\n");
		return;
	}
	if ((k = shop_keeper(ch)) == NULL)
		return;
	if ((o = shop_find(k, word)) == NULL) {
		shop_says(ch, k, "Nothing of mine goes by that name; 'list' "
		    "shows my wares.");
		return;
	}
	if (o->resold && shop_count_same(k, o) < n) {
		snprintf(buf, sizeof buf, "I have only %d of those.",
		    shop_count_same(k, o));
		shop_says(ch, k, buf);
		return;
	}
	price = shop_sell_price(k->mob->shop, o);
	total = price * n;
	if (ch->pd.gold < total) {
		shop_says(ch, k, "You can't afford it.");
		return;
	}
	if ((why = attrib_cannot_carry(ch, n, n * obj_total_weight(o))) !=
	    NULL) {
		char_printf(ch, "%s\n", why);
		return;
	}
	od = world_obj_def(o->vnum);
	for (i = 0; i < n; i++) {
		if (o->resold) {
			/* The first n of the same kind, as they are. */
			for (copy = TAILQ_FIRST(&k->carrying); copy != NULL;
			    copy = next) {
				next = TAILQ_NEXT(copy, place);
				if (copy->vnum == o->vnum && copy->resold &&
				    copy->worn == WEAR_NONE)
					break;
			}
			copy->resold = 0;
		} else if (od == NULL)
			break;		/* its prototype is gone (a reload) */
		else
			copy = obj_create(od);
		obj_to_char(copy, ch);
	}
	if (i == 0) {
		shop_says(ch, k, "I can't find it any more.");
		return;
	}
	total = price * i;
	ch->pd.gold -= total;
	k->pd.gold += total;
	if (i == 1)
		char_printf(ch, "You buy %s for %lld gold.\n", o->short_desc,
		    total);
	else
		char_printf(ch, "You buy %s (x%d) for %lld gold.\n",
		    o->short_desc, i, total);
	char_room_printf(ch, "%s buys %s.\n", char_name(ch), o->resold ?
	    "something" : o->short_desc);
}

/*
 * The thing ch may sell to the keeper (its price in *price), or NULL after
 * saying why not.
 */
static struct object *
shop_sellable(struct character *ch, struct character *k, const char *word,
    long long *price)
{
	const struct shop_def	*sh = k->mob->shop;
	struct object		*o;

	if (*word == '\0') {
		char_printf(ch, "Sell what?\n");
		return (NULL);
	}
	if ((o = find_obj_carried(ch, word)) == NULL) {
		char_printf(ch, "You don't have that.\n");
		return (NULL);
	}
	if (!(sh->buys & (1 << o->type))) {
		shop_says(ch, k, "I don't buy that kind of thing.");
		return (NULL);
	}
	if (o->flags & ITEM_NO_DROP) {
		char_printf(ch, "You can't let go of it.\n");
		return (NULL);
	}
	if (!TAILQ_EMPTY(&o->contents)) {
		shop_says(ch, k, "Empty it first.");
		return (NULL);
	}
	if ((*price = shop_buy_price(sh, o)) <= 0) {
		shop_says(ch, k, "That is worth nothing to me.");
		return (NULL);
	}
	return (o);
}

/* sell <thing>: sell something carried to the keeper. */
void
cmd_sell(struct character *ch, char *arg)
{
	struct character	*k;
	struct object		*o, *old;
	long long		 price;

	if ((k = shop_keeper(ch)) == NULL ||
	    (o = shop_sellable(ch, k, arg, &price)) == NULL)
		return;
	if (k->pd.gold < price) {
		shop_says(ch, k, "I can't afford it right now.");
		return;
	}
	k->pd.gold -= price;
	ch->pd.gold += price;
	char_printf(ch, "You sell %s for %lld gold.\n", o->short_desc, price);
	char_room_printf(ch, "%s sells %s.\n", char_name(ch), o->short_desc);
	obj_to_char(o, k);
	o->resold = 1;
	/* Keep the resold things bounded: the oldest goes. */
	while (shop_count_resold(k) > SHOP_RESOLD_MAX) {
		TAILQ_FOREACH(old, &k->carrying, place) {
			if (old->resold)
				break;
		}
		obj_extract(old);
	}
}

/* value <thing>: what the keeper would pay for it. */
void
cmd_value(struct character *ch, char *arg)
{
	struct character	*k;
	struct object		*o;
	long long		 price;
	char			 buf[160];

	if ((k = shop_keeper(ch)) == NULL ||
	    (o = shop_sellable(ch, k, arg, &price)) == NULL)
		return;
	snprintf(buf, sizeof buf, "I'll give you %lld gold for %s.", price,
	    o->short_desc);
	shop_says(ch, k, buf);
}

/*
 * split <amount>: share gold with the other players here, the remainder
 * kept. (Once there are groups, with the group.)
 */
void
cmd_split(struct character *ch, char *arg)
{
	long long		 amount;
	char			*end;

	amount = strtoll(arg, &end, 10);
	if (*arg == '\0' || *end != '\0' || amount <= 0) {
		char_printf(ch, "Split how much gold?\n");
		return;
	}
	if (amount > ch->pd.gold) {
		char_printf(ch, "You don't have that much gold.\n");
		return;
	}
	group_split_gold(ch, amount);
}
