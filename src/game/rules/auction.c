/*
 * auction.c: the auctioneer (auction.h): one sale at a time, its calls
 * on the event queue, the thing held by the game and saved with its
 * seller, the gold checked at the bid and moved at the sale.
 */
#include <stdint.h>
#include <stdlib.h>
#include <strings.h>

#include "act.h"
#include "area.h"
#include "auction.h"
#include "channel.h"
#include "character.h"
#include "config.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "object.h"
#include "player.h"
#include "save.h"
#include "text.h"

/* The sale running, if auc.obj is set. */
static struct {
	struct object		*obj;		/* for sale: nowhere */
	struct character	*seller;
	struct character	*bidder;	/* the best bid's, or NULL */
	long long		 bid;		/* of bidder */
	long long		 min;		/* the least first bid */
	int			 calls;		/* going once (1), twice (2) */
	struct eq_event		*ev;		/* the next call */
	/* Who left with the best bid: no more bids of theirs this sale. */
	char			 gone[CHAR_NAME_MAX + 1];
} auc;

static void	auction_call(struct equeue *, struct eq_event *, void *);

int
auction_running(void)
{
	return (auc.obj != NULL);
}

/* What ch is selling, or NULL. */
struct object *
auction_held(const struct character *ch)
{
	if (auc.obj == NULL || ch == NULL || auc.seller != ch ||
	    auc.obj->where != OBJ_NOWHERE)
		return (NULL);
	return (auc.obj);
}

/* The calls start again: the next in a stage's time. */
static void
auction_schedule(void)
{
	uint32_t	pulses = (uint32_t)conf_pulses(CFG_AUCTION_STAGE);

	auc.calls = 0;
	if (auc.ev != NULL)
		equeue_reschedule(game_eq, auc.ev, pulses);
	else
		auc.ev = equeue_enqueue(game_eq, NULL, eq_ref_none(),
		    EQT_AUCTION, auction_call, NULL, pulses);
}

/*
 * The sale is over: the thing out of the game's hands (the caller gives
 * it to someone), the calls stopped, nothing for sale. Returns it.
 */
static struct object *
auction_end(void)
{
	struct object	*obj = auc.obj;

	/* Moved by something else (a script): it is no longer ours. */
	if (obj != NULL && obj->where != OBJ_NOWHERE)
		obj = NULL;
	if (auc.ev != NULL)
		equeue_dequeue(game_eq, auc.ev);
	auc.ev = NULL;
	auc.obj = NULL;
	auc.seller = auc.bidder = NULL;
	auc.bid = auc.min = 0;
	auc.calls = 0;
	return (obj);
}

/* The sale is off: the thing back in its seller's hands. */
static void
auction_give_back(void)
{
	struct character	*seller = auc.seller;
	struct object		*obj = auction_end();

	if (obj != NULL && seller != NULL)
		obj_to_char(obj, seller);
}

/* Why ch may not sell obj, or NULL if it may. */
static const char *
auction_refused(const struct character *ch, const struct object *obj)
{
	if (obj->carried_by != ch || obj->worn != WEAR_NONE)
		return ("You must carry it, not wear it, to sell it.");
	if (obj->flags & ITEM_QUEST)
		return ("That is owed to a quest, not for sale.");
	if (obj->flags & ITEM_NO_DROP)
		return ("You can't let go of it.");
	if (obj->type == OBJ_MONEY || obj->type == OBJ_CORPSE ||
	    obj->corpse != NULL)
		return ("The auctioneer will not take that.");
	if (!TAILQ_EMPTY(&obj->contents))
		return ("Empty it first: a sale is of one thing.");
	if (obj->timer > 0 || eq_owner_find(&obj->events, EQT_DECAY) != NULL)
		return ("It would crumble before the hammer fell.");
	return (NULL);
}

int
auction_start(struct character *ch, struct object *obj, long long min)
{
	const char	*why;

	if (char_is_npc(ch)) {
		char_printf(ch, "Only players sell at auction.\n");
		return (-1);
	}
	if (auc.obj != NULL) {
		char_printf(ch, "%s is up for sale already; wait for the "
		    "hammer.\n", text_cap(auc.obj->short_desc));
		return (-1);
	}
	if (ch->fighting != NULL) {
		char_printf(ch, "Not while you are fighting.\n");
		return (-1);
	}
	if ((why = auction_refused(ch, obj)) != NULL) {
		char_printf(ch, "%s\n", why);
		return (-1);
	}
	if (min <= 0)
		min = 1;
	if (min > AUCTION_BID_MAX) {
		char_printf(ch, "The least bid may be at most %lld gold.\n",
		    AUCTION_BID_MAX);
		return (-1);
	}
	obj_from(obj);
	auc.obj = obj;
	auc.seller = ch;
	auc.bidder = NULL;
	auc.bid = 0;
	auc.min = min;
	auc.gone[0] = '\0';
	auction_schedule();
	if (!channel_on(ch, CHAN_AUCTION))
		char_printf(ch, "You put %s up for sale.\n", obj->short_desc);
	channel_announce(CHAN_AUCTION, "%s puts %s up for sale; bids from "
	    "%lld gold.", ch->pd.name, obj->short_desc, min);
	return (0);
}

/* The least a bid may be now. */
static long long
auction_least(void)
{
	long long	step;

	if (auc.bidder == NULL)
		return (auc.min);
	step = auc.bid / 20;
	return (auc.bid + (step > 0 ? step : 1));
}

int
auction_bid(struct character *ch, long long amount)
{
	struct character	*was = auc.bidder;

	if (char_is_npc(ch)) {
		char_printf(ch, "Only players bid at auction.\n");
		return (-1);
	}
	if (auc.obj == NULL) {
		char_printf(ch, "Nothing is up for sale.\n");
		return (-1);
	}
	if (ch == auc.seller) {
		char_printf(ch, "You can't bid on what you are selling.\n");
		return (-1);
	}
	if (ch->fighting != NULL) {
		char_printf(ch, "Not while you are fighting.\n");
		return (-1);
	}
	if (strcasecmp(auc.gone, ch->pd.name) == 0) {
		char_printf(ch, "You left this sale with your bid: no more "
		    "bids of yours on it.\n");
		return (-1);
	}
	if (amount < auction_least() || amount > AUCTION_BID_MAX) {
		char_printf(ch, "You must bid at least %lld gold.\n",
		    auction_least());
		return (-1);
	}
	if (amount > ch->pd.gold) {
		char_printf(ch, "You don't have that much gold.\n");
		return (-1);
	}
	auc.bidder = ch;
	auc.bid = amount;
	auction_schedule();
	if (was != NULL && was != ch)
		char_printf(was, "Your bid on %s is beaten.\n",
		    auc.obj->short_desc);
	if (!channel_on(ch, CHAN_AUCTION))
		char_printf(ch, "You bid %lld gold on %s.\n", amount,
		    auc.obj->short_desc);
	channel_announce(CHAN_AUCTION, "%s bids %lld gold on %s.",
	    ch->pd.name, amount, auc.obj->short_desc);
	return (0);
}

/* The hammer falls: the thing and the gold change hands, or go back. */
static void
auction_sell(void)
{
	struct character	*seller = auc.seller, *buyer = auc.bidder;
	struct character	*both[2];
	long long		 bid = auc.bid;
	struct object		*obj;

	if ((obj = auction_end()) == NULL)
		return;
	if (buyer == NULL) {
		channel_announce(CHAN_AUCTION, "No one bid for %s; it goes "
		    "back to %s.", obj->short_desc, seller->pd.name);
		obj_to_char(obj, seller);
		(void)char_save(seller);
		return;
	}
	if (buyer->pd.gold < bid) {
		channel_announce(CHAN_AUCTION, "%s cannot pay for %s; it goes "
		    "back to %s.", buyer->pd.name, obj->short_desc,
		    seller->pd.name);
		char_printf(buyer, "You no longer have the %lld gold you "
		    "bid.\n", bid);
		obj_to_char(obj, seller);
		(void)char_save(seller);
		return;
	}
	buyer->pd.gold -= bid;
	seller->pd.gold += bid;
	obj_to_char(obj, buyer);
	channel_announce(CHAN_AUCTION, "%s: sold to %s for %lld gold!",
	    text_cap(obj->short_desc), buyer->pd.name, bid);
	char_printf(buyer, "You pay %lld gold and receive %s.\n", bid,
	    obj->short_desc);
	char_printf(seller, "You receive %lld gold for %s.\n", bid,
	    obj->short_desc);
	both[0] = seller;
	both[1] = buyer;
	(void)char_save_together(both, 2);
}

/* A call of the auctioneer: going once, going twice, sold. */
static void
auction_call(struct equeue *q, struct eq_event *ev, void *arg)
{
	static const char *const	calls[] = { "once", "twice" };

	(void)arg;
	if (auc.obj == NULL || ev != auc.ev)
		return;
	if (auc.calls < 2) {
		if (auc.bidder != NULL)
			channel_announce(CHAN_AUCTION, "%s: going %s to %s "
			    "for %lld gold.", text_cap(auc.obj->short_desc),
			    calls[auc.calls], auc.bidder->pd.name, auc.bid);
		else
			channel_announce(CHAN_AUCTION, "%s: going %s, no "
			    "bids yet (from %lld gold).",
			    text_cap(auc.obj->short_desc), calls[auc.calls],
			    auc.min);
		auc.calls++;
		equeue_reschedule(q, ev, (uint32_t)conf_pulses(
		    CFG_AUCTION_STAGE));
		return;
	}
	auc.ev = NULL;			/* this event ends as it returns */
	auction_sell();
}

void
auction_status(struct character *ch)
{
	const struct object	*obj = auc.obj;

	if (obj == NULL) {
		char_printf(ch, "Nothing is up for sale. 'auction <thing> "
		    "[<least bid>]' sells something.\n");
		return;
	}
	char_printf(ch, "For sale: %s, from %s.\n", obj->short_desc,
	    auc.seller->pd.name);
	char_printf(ch, "It is %s %s of level %d, weighing %d.\n",
	    text_article(obj_type_name(obj->type)), obj_type_name(obj->type),
	    obj->level, obj->weight);
	if (auc.bidder != NULL)
		char_printf(ch, "The best bid is %lld gold, by %s%s.\n",
		    auc.bid, auc.bidder == ch ? "you" : auc.bidder->pd.name,
		    auc.calls == 0 ? "" : auc.calls == 1 ? "; going once" :
		    "; going twice");
	else
		char_printf(ch, "No bids yet; the least is %lld gold.\n",
		    auc.min);
	if (ch != auc.seller)
		char_printf(ch, "'auction bid <gold>' bids at least %lld.\n",
		    auction_least());
}

int
auction_stop(struct character *ch)
{
	struct character	*seller = auc.seller;
	struct object		*obj = auc.obj;

	if (ch->pd.role < ROLE_BUILDER) {
		char_printf(ch, "Only staff stop a sale.\n");
		return (-1);
	}
	if (obj == NULL) {
		char_printf(ch, "Nothing is up for sale.\n");
		return (-1);
	}
	channel_announce(CHAN_AUCTION, "The sale of %s is stopped; it goes "
	    "back to %s.", obj->short_desc, seller->pd.name);
	auction_give_back();
	(void)char_save(seller);
	char_printf(ch, "You stop the sale.\n");
	return (0);
}

void
auction_leave(struct character *ch)
{
	if (auc.obj == NULL)
		return;
	if (ch == auc.seller) {
		channel_announce(CHAN_AUCTION, "%s has gone: the sale of %s "
		    "is off.", ch->pd.name, auc.obj->short_desc);
		auction_give_back();
	} else if (ch == auc.bidder) {
		/*
		 * The calls go on where they were (leaving and bidding again
		 * must not hold the sale for ever), and the one who left bids
		 * no more on it.
		 */
		auc.bidder = NULL;
		auc.bid = 0;
		text_strlcpy(auc.gone, ch->pd.name, sizeof auc.gone);
		channel_announce(CHAN_AUCTION, "%s has gone: the bid on %s is "
		    "withdrawn (bids from %lld gold).", ch->pd.name,
		    auc.obj->short_desc, auc.min);
	}
}

void
auction_died(struct character *ch)
{
	if (auc.obj == NULL || ch != auc.seller)
		return;
	channel_announce(CHAN_AUCTION, "The sale of %s is off: %s is dead.",
	    auc.obj->short_desc, ch->pd.name);
	auction_give_back();
}

void
auction_obj_gone(struct object *obj)
{
	if (obj == NULL || obj != auc.obj)
		return;
	channel_announce(CHAN_AUCTION, "%s is gone: the sale is off.",
	    text_cap(obj->short_desc));
	(void)auction_end();
}
