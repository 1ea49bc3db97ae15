/* post.c: what one player may post in total, letters and notes, and
   the letters waiting at login. */
#include <stdlib.h>

#include "act.h"
#include "character.h"
#include "config.h"
#include "game.h"
#include "log.h"
#include "post.h"
#include "store.h"
#include "xmalloc.h"

/* The store failed: log it and say so. */
static int
post_failed(const char *what, char *cause, char **why)
{
	log_warnx("%s: %s", what, cause);
	free(cause);
	*why = xstrdup("The post cannot be reached just now; try again "
	    "later.");
	return (-1);
}

/* May author send a letter now? */
int
post_may_mail(const char *author, char **why)
{
	long long	 n;
	char		*cause = NULL;

	if ((n = store_msg_count_by(game_store, STORE_MAIL, author, 0, 1,
	    &cause)) < 0)
		return (post_failed("counting letters unread", cause, why));
	if (n >= conf_int(CFG_MAIL_UNREAD)) {
		xasprintf(why, "You have %lld letters waiting unread in others' "
		    "mailboxes, the most one may; wait until some are read.",
		    n);
		return (-1);
	}
	if ((n = store_msg_count_by(game_store, STORE_MAIL, author,
	    (int64_t)game_time() - POST_DAY, 0, &cause)) < 0)
		return (post_failed("counting letters sent", cause, why));
	if (n >= conf_int(CFG_MAIL_PER_DAY)) {
		xasprintf(why, "You have sent %lld letters in the last day, the "
		    "most one may; try again tomorrow.", n);
		return (-1);
	}
	return (0);
}

/* May author write a note now? */
int
post_may_note(const char *author, char **why)
{
	long long	 n;
	char		*cause = NULL;

	if ((n = store_msg_count_by(game_store, STORE_BOARD, author,
	    (int64_t)game_time() - POST_DAY, 0, &cause)) < 0)
		return (post_failed("counting notes", cause, why));
	if (n >= conf_int(CFG_NOTES_PER_DAY)) {
		xasprintf(why, "You have written %lld notes in the last day, "
		    "the most one may; try again tomorrow.", n);
		return (-1);
	}
	return (0);
}

/* A player entered the game: tell it of the letters it has not read. */
void
post_mail_login(struct character *ch)
{
	struct store_messages	 ms = { 0 };
	char			*cause = NULL;
	size_t			 i, unseen = 0;

	if (store_msg_list(game_store, STORE_MAIL, ch->pd.id,
	    (size_t)conf_int(CFG_MAIL_WAITING), &ms, &cause) != 0) {
		log_warnx("%s's letters: %s", ch->pd.name, cause);
		free(cause);
		return;
	}
	for (i = 0; i < ms.n; i++)
		unseen += ms.list[i].seen == 0;
	store_messages_clear(&ms);
	if (unseen > 0)
		char_printf(ch, "You have %zu letter%s waiting; type 'mail' to "
		    "read %s.\n", unseen, unseen == 1 ? "" : "s",
		    unseen == 1 ? "it" : "them");
}
