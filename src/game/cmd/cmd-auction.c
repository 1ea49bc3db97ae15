/* cmd-auction.c: auction, the auctioneer's sales (rules/auction.c). */
#include <errno.h>
#include <stdlib.h>
#include <strings.h>

#include "act.h"
#include "auction.h"
#include "channel.h"
#include "character.h"
#include "commands.h"
#include "find.h"
#include "text.h"

/* A sum of gold as typed ("250", "250 gold"); -1 if it is not one. */
static long long
cmd_auction_gold(char *arg)
{
	char		*word, *end;
	long long	 n;

	word = text_first_word(&arg);
	if (*word == '\0')
		return (-1);
	errno = 0;
	n = strtoll(word, &end, 10);
	if (errno != 0 || *end != '\0' || n < 0 || n > AUCTION_BID_MAX)
		return (-1);
	word = text_first_word(&arg);
	if (*word != '\0' && strcasecmp(word, "gold") != 0 &&
	    strcasecmp(word, "coins") != 0)
		return (-1);
	return (n);
}

/*
 * auction: what is for sale; auction <thing> [<least bid>]: sell it;
 * auction bid <gold>; auction on|off: the channel; auction stop: staff.
 */
void
cmd_auction(struct character *ch, char *arg)
{
	struct object	*obj;
	char		*word;
	long long	 gold;

	word = text_first_word(&arg);
	if (*word == '\0') {
		auction_status(ch);
		return;
	}
	if (strcasecmp(word, "bid") == 0) {
		if ((gold = cmd_auction_gold(arg)) < 0) {
			char_printf(ch, "Usage: auction bid <gold>\n");
			return;
		}
		auction_bid(ch, gold);
		return;
	}
	if (strcasecmp(word, "on") == 0 || strcasecmp(word, "off") == 0) {
		channel_set(ch, CHAN_AUCTION, strcasecmp(word, "on") == 0);
		return;
	}
	if (strcasecmp(word, "stop") == 0) {
		auction_stop(ch);
		return;
	}
	if ((obj = find_obj_carried(ch, word)) == NULL) {
		char_printf(ch, "You carry no %s.\n", word);
		return;
	}
	gold = 0;
	while (*arg == ' ')
		arg++;
	if (*arg != '\0' && (gold = cmd_auction_gold(arg)) < 0) {
		char_printf(ch, "Usage: auction <thing> [<least bid>]\n");
		return;
	}
	auction_start(ch, obj, gold);
}
