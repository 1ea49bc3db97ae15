/*
 * cmd-mail.c: letters to players, in the game or not. A letter waits in
 * the store in its recipient's mailbox until deleted; a player is told of
 * new ones on entering the game, or at once if playing. Anywhere will do:
 * there is no post office. Limits: EDITOR_MAX_BYTES a letter,
 * mail_waiting letters in a mailbox, mail_per_hour sent by one player,
 * and its totals (post.h).
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "character.h"
#include "colour.h"
#include "commands.h"
#include "config.h"
#include "date.h"
#include "editor.h"
#include "find.h"
#include "game.h"
#include "ignore.h"
#include "log.h"
#include "player.h"
#include "post.h"
#include "store.h"
#include "text.h"
#include "xmalloc.h"

/* How long the count of letters sent lasts before it starts again. */
#define MAIL_HOUR	3600

/* A letter being written: to whom, and about what. */
struct mail_draft {
	int64_t	 to_id;
	char	 to[CHAR_NAME_MAX + 1];
	char	 subject[64];
};

/* The store failed: log it, tell ch. */
static void
mail_failed(struct character *ch, const char *what, char *cause)
{
	log_warnx("%s: %s", what, cause);
	free(cause);
	if (ch != NULL)
		char_printf(ch, "The post cannot be reached just now; try "
		    "again later.\n");
}

/* ch's letters, oldest first; -1 on failure (ch is told). */
static int
mail_list(struct character *ch, struct store_messages *ms)
{
	char	*cause = NULL;

	if (store_msg_list(game_store, STORE_MAIL, ch->pd.id,
	    (size_t)conf_int(CFG_MAIL_WAITING), ms, &cause) != 0) {
		mail_failed(ch, "listing letters", cause);
		return (-1);
	}
	return (0);
}

/* May ch send a letter now? Else it is told how long to wait. */
static int
mail_may_send(struct character *ch)
{
	time_t	 now = game_time();
	long	 wait;
	char	*why = NULL;

	if (post_may_mail(ch->pd.name, &why) != 0) {
		char_printf(ch, "%s\n", why);
		free(why);
		return (0);
	}
	if (now - ch->pd.mail_since >= MAIL_HOUR || now < ch->pd.mail_since) {
		ch->pd.mail_since = now;
		ch->pd.mail_sent = 0;
	}
	if (ch->pd.mail_sent < conf_int(CFG_MAIL_PER_HOUR))
		return (1);
	wait = (long)(ch->pd.mail_since + MAIL_HOUR - now);
	char_printf(ch, "You have sent %d letters this hour, the most one "
	    "may; wait %ld minute%s.\n", ch->pd.mail_sent, (wait + 59) / 60,
	    (wait + 59) / 60 == 1 ? "" : "s");
	return (0);
}

/* Has the mailbox of to_id room for another letter? Else ch is told. */
static int
mail_room_for(struct character *ch, int64_t to_id, const char *to)
{
	long long	 n;
	char		*cause = NULL;

	if ((n = store_msg_count(game_store, STORE_MAIL, to_id, NULL,
	    &cause)) < 0) {
		mail_failed(ch, "counting letters", cause);
		return (0);
	}
	if (n >= conf_int(CFG_MAIL_WAITING)) {
		char_printf(ch, "%s's mailbox is full (%lld letters); try "
		    "again when some have been read and deleted.\n", to, n);
		return (0);
	}
	return (1);
}

/* The letter is written: send it, if it still may go. */
static void
mail_written(struct character *ch, const char *text, void *arg)
{
	struct mail_draft	*d = arg;
	struct store_message	 m = { 0 };
	struct character	*to;
	char			*cause = NULL;

	if (text == NULL || ch == NULL) {
		if (ch != NULL)
			char_printf(ch, "Your letter is not sent.\n");
		goto done;
	}
	if (!mail_may_send(ch) || !mail_room_for(ch, d->to_id, d->to))
		goto done;
	m.author = ch->pd.name;
	m.posted = (int64_t)game_time();
	m.subject = d->subject;
	m.body = (char *)text;
	if (store_msg_add(game_store, STORE_MAIL, d->to_id, &m, &cause) != 0) {
		mail_failed(ch, "sending a letter", cause);
		goto done;
	}
	ch->pd.mail_sent++;
	char_printf(ch, "Your letter to %s is sent.\n", d->to);
	log_info("%s sent letter %lld to %s", ch->pd.name, (long long)m.id,
	    d->to);
	if ((to = char_find_player(d->to)) != NULL && to->pd.id == d->to_id &&
	    ignore_hears(to, ch, NULL)) {
		char_printf(to, "A letter from %s has come for you; type "
		    "'mail' to read it.\n", ch->pd.name);
		char_prompt(to);
	}
done:
	free(d);
}

/* mail <player> [subject]: start a letter. */
static void
mail_do_send(struct character *ch, const char *name, const char *subject)
{
	const struct player_data	*pd;
	struct player_data		 tmp;
	struct character		*online;
	struct mail_draft		*d;

	if (!mail_may_send(ch))
		return;
	player_data_init(&tmp);
	if ((pd = find_player(ch, name, &tmp, &online)) == NULL)
		goto done;
	if (ignore_has(pd, ch->pd.name)) {
		char_printf(ch, "%s is not accepting your letters.\n",
		    pd->name);
		goto done;
	}
	if (!mail_room_for(ch, pd->id, pd->name))
		goto done;
	d = xcalloc(1, sizeof *d);
	d->to_id = pd->id;
	text_strlcpy(d->to, pd->name, sizeof d->to);
	cmd_board_subject(d->subject, *subject != '\0' ? subject :
	    "(no subject)");
	if (editor_start(ch, "your letter", mail_written, d) != 0) {
		char_printf(ch, "You cannot write just now.\n");
		free(d);
	}
done:
	player_data_clear(&tmp);
}

/* mail: the letters waiting. */
static void
mail_do_list(struct character *ch)
{
	struct store_messages	 ms = { 0 };
	char			*subject, date[64];
	size_t			 i, unseen = 0;

	if (mail_list(ch, &ms) != 0)
		return;
	for (i = 0; i < ms.n; i++)
		unseen += ms.list[i].seen == 0;
	if (ms.n == 0)
		char_printf(ch, "You have no letters. 'mail <player>' writes "
		    "one.\n");
	else
		char_printf(ch, "You have %zu letter%s, %zu new ('mail read "
		    "<n>', 'mail delete <n>'):\n", ms.n, ms.n == 1 ? "" : "s",
		    unseen);
	for (i = 0; i < ms.n; i++) {
		date_text((time_t)ms.list[i].posted, date, sizeof date);
		text_sanitize(ms.list[i].subject,
		    strlen(ms.list[i].subject));
		subject = colour_escape(ms.list[i].subject);
		char_printf(ch, "%3zu)%s %-12s %.10s  %s\n", i + 1,
		    ms.list[i].seen ? " " : "*", ms.list[i].author, date,
		    subject);
		free(subject);
	}
	store_messages_clear(&ms);
}

/* mail read <n> and mail delete <n>. */
static void
mail_do_one(struct character *ch, const char *word, int delete)
{
	struct store_messages	 ms = { 0 };
	struct store_message	 m = { 0 };
	char			*cause = NULL;
	int			 n, rc;

	if (mail_list(ch, &ms) != 0)
		return;
	if ((n = cmd_board_number(word, ms.n)) == 0) {
		if (ms.n == 0)
			char_printf(ch, "You have no letters.\n");
		else
			char_printf(ch, "%s which letter? Give a number from "
			    "1 to %zu ('mail' lists them).\n", delete ?
			    "Delete" : "Read", ms.n);
		goto done;
	}
	if (delete) {
		rc = store_msg_delete(game_store, STORE_MAIL, ch->pd.id,
		    ms.list[n - 1].id, &cause);
		if (rc < 0)
			mail_failed(ch, "deleting a letter", cause);
		else
			char_printf(ch, "Letter %d is deleted.\n", n);
		goto done;
	}
	rc = store_msg_read(game_store, STORE_MAIL, ch->pd.id,
	    ms.list[n - 1].id, &m, &cause);
	if (rc < 0) {
		mail_failed(ch, "reading a letter", cause);
		goto done;
	}
	if (rc == 0) {
		char_printf(ch, "That letter is gone.\n");
		goto done;
	}
	cmd_board_show(ch, "Letter", n, &m);
	if (!m.seen && store_msg_seen(game_store, STORE_MAIL, ch->pd.id, m.id,
	    &cause) < 0) {
		log_warnx("marking a letter read: %s", cause);
		free(cause);
	}
	store_message_clear(&m);
done:
	store_messages_clear(&ms);
}

/*
 * mail [list | read <n> | delete <n> | [send] <player> [subject]]: read
 * your letters, or write one.
 */
void
cmd_mail(struct character *ch, char *arg)
{
	char	*word;

	word = text_first_word(&arg);
	if (*word == '\0' || strcasecmp(word, "list") == 0)
		mail_do_list(ch);
	else if (strcasecmp(word, "read") == 0)
		mail_do_one(ch, text_first_word(&arg), 0);
	else if (strcasecmp(word, "delete") == 0)
		mail_do_one(ch, text_first_word(&arg), 1);
	else if (cmd_board_number(word, (size_t)conf_int(CFG_MAIL_WAITING)) >
	    0)
		mail_do_one(ch, word, 0);
	else if (strcasecmp(word, "send") == 0) {
		word = text_first_word(&arg);
		if (*word == '\0')
			char_printf(ch, "Send a letter to whom?\n");
		else
			mail_do_send(ch, word, arg);
	} else
		mail_do_send(ch, word, arg);
}
