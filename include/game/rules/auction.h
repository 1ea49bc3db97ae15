/*
 * auction.h: the auctioneer: one sale at a time, called on the auction
 * channel in game time (going once, going twice, sold: events on the
 * queue, game.auction_stage seconds apart, started again by a new bid).
 *
 * The thing for sale is the game's while the sale runs: out of the
 * seller's hands, but saved with the seller (auction_held), so a crash
 * or a reboot gives it back to the seller, never to two players. Gold is
 * not taken at a bid: the bid must be in the bidder's purse when made and
 * again at the sale, when the thing and the gold change hands and both
 * players are saved in one transaction. A seller who leaves the game or
 * dies has the thing back; a bidder who leaves loses the bid.
 */
#ifndef MUD_AUCTION_H
#define MUD_AUCTION_H

struct character;
struct object;

/* The most gold a bid may be. */
#define AUCTION_BID_MAX		1000000000LL

/*
 * ch puts obj (one it carries, not worn) up for sale, at least min gold
 * (0: 1). 0, or -1 (ch told why: a sale runs, the thing may not be sold).
 */
int	auction_start(struct character *, struct object *, long long min);
/* ch bids amount gold on what is for sale. 0, or -1 (ch told why). */
int	auction_bid(struct character *, long long amount);
/* What is for sale, the bid and the call, as ch sees it. */
void	auction_status(struct character *);
/* Staff end the sale: the thing goes back to its seller. 0, or -1. */
int	auction_stop(struct character *);
/*
 * ch leaves the game (game_extract_char): a seller has the thing back (its
 * last save already held it), a bidder's bid is withdrawn.
 */
void	auction_leave(struct character *);
/* A seller dies: the sale ends, the thing back in its hands first. */
void	auction_died(struct character *);
/* What ch is selling, or NULL: its saves hold it as carried. */
struct object	*auction_held(const struct character *);
/* An object goes out of the game: if it was for sale, the sale ends. */
void	auction_obj_gone(struct object *);
/* Is anything for sale? */
int	auction_running(void);

#endif
