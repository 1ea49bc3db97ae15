/*
 * cmd-board.c: notes on boards. A board is an object of type board in a
 * room; its notes are in the store under the board's vnum, so every copy
 * of a board shows the same notes and they outlive a restart. A board
 * holds at most board_notes notes, BOARD_PER_AUTHOR of them by one
 * player; one player writes at most notes_per_day on all boards (post.h).
 */
#include <limits.h>
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
#include "log.h"
#include "object.h"
#include "player.h"
#include "post.h"
#include "room.h"
#include "store.h"
#include "text.h"
#include "xmalloc.h"

/* The most notes one player may have on one board. */
#define BOARD_PER_AUTHOR	20
/* The longest subject of a note or a letter, in bytes. */
#define BOARD_SUBJECT_MAX	60

/* A note being written: where it goes and what it is called. */
struct board_draft {
	int	 board;
	char	 author[CHAR_NAME_MAX + 1];
	char	 subject[BOARD_SUBJECT_MAX + 1];
};

/* Copy a subject, cut to BOARD_SUBJECT_MAX bytes between characters. */
void
cmd_board_subject(char *dst, const char *src)
{
	size_t	len = strlen(src);

	if (len > BOARD_SUBJECT_MAX) {
		len = BOARD_SUBJECT_MAX;
		while (len > 0 && ((unsigned char)src[len] & 0xc0) == 0x80)
			len--;
	}
	memcpy(dst, src, len);
	dst[len] = '\0';
}

/*
 * Show a note or a letter: a heading, then its body. What came from the
 * store is cleaned again (no control codes) and shown as written (no
 * colour markup).
 */
void
cmd_board_show(struct character *ch, const char *what, int n,
    const struct store_message *m)
{
	char	*subject, *body, *copy, date[64];
	size_t	 len;

	date_text((time_t)m->posted, date, sizeof date);
	copy = xstrdup(m->subject);
	text_sanitize(copy, strlen(copy));
	subject = colour_escape(copy);
	free(copy);
	copy = xstrdup(m->body != NULL ? m->body : "");
	len = text_sanitize_block(copy, strlen(copy));
	copy[len] = '\0';
	body = colour_escape(copy);
	free(copy);
	char_printf(ch, "%s %d, from %s, %s: {W%s{x\n%s", what, n, m->author,
	    date, subject, body);
	if (len == 0 || body[strlen(body) - 1] != '\n')
		char_printf(ch, "\n");
	free(subject);
	free(body);
}

/* Read "<n>" as a number from 1 to max; 0 if it is not one. */
int
cmd_board_number(const char *word, size_t max)
{
	char	*end;
	long	 n;

	if (*word == '\0')
		return (0);
	n = strtol(word, &end, 10);
	if (*end != '\0' || n < 1 || (size_t)n > max || n > INT_MAX)
		return (0);
	return ((int)n);
}

/* The board in ch's room, or NULL (ch is told). */
static struct object *
board_here(struct character *ch)
{
	struct object	*obj;

	if (ch->room != NULL) {
		TAILQ_FOREACH(obj, &ch->room->contents, place) {
			if (obj->type == OBJ_BOARD)
				break;
		}
	} else
		obj = NULL;
	if (obj == NULL)
		char_printf(ch, "There is no board here.\n");
	else if (!find_can_see_room(ch)) {
		char_printf(ch, "You can't see to read or write.\n");
		obj = NULL;
	}
	return (obj);
}

/* The store failed: log it, tell ch. */
static void
board_failed(struct character *ch, const char *what, char *cause)
{
	log_warnx("%s: %s", what, cause);
	free(cause);
	if (ch != NULL)
		char_printf(ch, "The board cannot be reached just now; try "
		    "again later.\n");
}

/* The notes of a board, oldest first; -1 on failure (ch is told). */
static int
board_list(struct character *ch, int board, struct store_messages *ms)
{
	char	*cause = NULL;

	if (store_msg_list(game_store, STORE_BOARD, board,
	    (size_t)conf_int(CFG_BOARD_NOTES), ms, &cause) != 0) {
		board_failed(ch, "listing a board", cause);
		return (-1);
	}
	return (0);
}

/* May author put another note on board? Else ch is told why. */
static int
board_room_for(struct character *ch, int board, const char *author)
{
	long long	 all, mine;
	char		*cause = NULL, *why = NULL;

	if ((all = store_msg_count(game_store, STORE_BOARD, board, NULL,
	    &cause)) < 0 || (mine = store_msg_count(game_store, STORE_BOARD,
	    board, author, &cause)) < 0) {
		board_failed(ch, "counting notes", cause);
		return (0);
	}
	if (all >= conf_int(CFG_BOARD_NOTES)) {
		char_printf(ch, "The board is full (%lld notes); a note must "
		    "be removed first.\n", all);
		return (0);
	}
	if (mine >= BOARD_PER_AUTHOR) {
		char_printf(ch, "You have %lld notes on this board already, "
		    "the most one may; remove one first.\n", mine);
		return (0);
	}
	if (post_may_note(author, &why) != 0) {
		char_printf(ch, "%s\n", why);
		free(why);
		return (0);
	}
	return (1);
}

/* note list: the notes on the board here. */
static void
board_do_list(struct character *ch, struct object *board)
{
	struct store_messages	 ms = { 0 };
	char			*subject, date[64];
	size_t			 i;

	if (board_list(ch, board->vnum, &ms) != 0)
		return;
	if (ms.n == 0)
		char_printf(ch, "%s is bare: no notes. 'note write <subject>' "
		    "pins one up.\n", text_cap(board->short_desc));
	else
		char_printf(ch, "%s holds %zu note%s ('note read <n>'):\n",
		    text_cap(board->short_desc), ms.n, ms.n == 1 ? "" : "s");
	for (i = 0; i < ms.n; i++) {
		date_text((time_t)ms.list[i].posted, date, sizeof date);
		text_sanitize(ms.list[i].subject,
		    strlen(ms.list[i].subject));
		subject = colour_escape(ms.list[i].subject);
		char_printf(ch, "%3zu) %-12s %.10s  %s\n", i + 1,
		    ms.list[i].author, date, subject);
		free(subject);
	}
	store_messages_clear(&ms);
}

/* note read <n> and note remove <n>. */
static void
board_do_one(struct character *ch, struct object *board, const char *word,
    int remove)
{
	struct store_messages	 ms = { 0 };
	struct store_message	 m = { 0 };
	char			*cause = NULL;
	int			 n, rc;

	if (board_list(ch, board->vnum, &ms) != 0)
		return;
	if ((n = cmd_board_number(word, ms.n)) == 0) {
		if (ms.n == 0)
			char_printf(ch, "There are no notes on the board.\n");
		else
			char_printf(ch, "%s which note? Give a number from 1 "
			    "to %zu ('note list' shows them).\n", remove ?
			    "Remove" : "Read", ms.n);
		goto done;
	}
	if (remove) {
		if (strcasecmp(ms.list[n - 1].author, ch->pd.name) != 0 &&
		    ch->pd.role < ROLE_ADMIN) {
			char_printf(ch, "Only %s or an admin may remove that "
			    "note.\n", ms.list[n - 1].author);
			goto done;
		}
		rc = store_msg_delete(game_store, STORE_BOARD, board->vnum,
		    ms.list[n - 1].id, &cause);
		if (rc < 0)
			board_failed(ch, "removing a note", cause);
		else {
			char_printf(ch, "You take note %d down from the "
			    "board.\n", n);
			log_info("%s removed note %lld (by %s) from board %d",
			    ch->pd.name, (long long)ms.list[n - 1].id,
			    ms.list[n - 1].author, board->vnum);
		}
		goto done;
	}
	rc = store_msg_read(game_store, STORE_BOARD, board->vnum,
	    ms.list[n - 1].id, &m, &cause);
	if (rc < 0)
		board_failed(ch, "reading a note", cause);
	else if (rc == 0)
		char_printf(ch, "That note has just been taken down.\n");
	else
		cmd_board_show(ch, "Note", n, &m);
	store_message_clear(&m);
done:
	store_messages_clear(&ms);
}

/* The note is written: pin it up, if there is still room. */
static void
board_written(struct character *ch, const char *text, void *arg)
{
	struct board_draft	*d = arg;
	struct store_message	 m = { 0 };
	char			*cause = NULL;

	if (text == NULL || ch == NULL) {
		if (ch != NULL)
			char_printf(ch, "No note is pinned up.\n");
		goto done;
	}
	if (!board_room_for(ch, d->board, d->author))
		goto done;
	m.author = d->author;
	m.posted = (int64_t)game_time();
	m.subject = d->subject;
	m.body = (char *)text;
	if (store_msg_add(game_store, STORE_BOARD, d->board, &m,
	    &cause) != 0) {
		board_failed(ch, "writing a note", cause);
		goto done;
	}
	char_printf(ch, "You pin your note to the board.\n");
	char_room_printf(ch, "%s pins a note to the board.\n", char_name(ch));
	log_info("%s wrote note %lld on board %d", d->author,
	    (long long)m.id, d->board);
done:
	free(d);
}

/* note write <subject>: start writing a note. */
static void
board_do_write(struct character *ch, struct object *board, const char *subject)
{
	struct board_draft	*d;

	if (*subject == '\0') {
		char_printf(ch, "Write a note about what? 'note write "
		    "<subject>'.\n");
		return;
	}
	if (!board_room_for(ch, board->vnum, ch->pd.name))
		return;
	d = xcalloc(1, sizeof *d);
	d->board = board->vnum;
	text_strlcpy(d->author, ch->pd.name, sizeof d->author);
	cmd_board_subject(d->subject, subject);
	if (editor_start(ch, "your note", board_written, d) != 0) {
		char_printf(ch, "You cannot write just now.\n");
		free(d);
	}
}

/*
 * note [list | read <n> | write <subject> | remove <n>]: the notes on the
 * board here; a note is removed by its author or an admin.
 */
void
cmd_note(struct character *ch, char *arg)
{
	struct object	*board;
	char		*word;

	if ((board = board_here(ch)) == NULL)
		return;
	word = text_first_word(&arg);
	if (*word == '\0' || strcasecmp(word, "list") == 0)
		board_do_list(ch, board);
	else if (strcasecmp(word, "read") == 0)
		board_do_one(ch, board, text_first_word(&arg), 0);
	else if (strcasecmp(word, "remove") == 0)
		board_do_one(ch, board, text_first_word(&arg), 1);
	else if (strcasecmp(word, "write") == 0)
		board_do_write(ch, board, arg);
	else if (cmd_board_number(word, INT_MAX) > 0)
		board_do_one(ch, board, word, 0);
	else
		char_printf(ch, "Usage: note [list | read <n> | write "
		    "<subject> | remove <n>]\n");
}

/*
 * read [n|board|thing]: ROM's read. On a board it reads (a number) or
 * lists its notes; anything else, a sign or a book, is looked at.
 */
void
cmd_read(struct character *ch, char *arg)
{
	struct object	*obj;
	char		 line[32];

	if (*arg == '\0' || cmd_board_number(arg, INT_MAX) > 0) {
		(void)snprintf(line, sizeof line, "%s", arg);
		cmd_note(ch, line);
		return;
	}
	obj = find_obj_here(ch, arg);
	if (obj != NULL && obj->type == OBJ_BOARD) {
		(void)snprintf(line, sizeof line, "list");
		cmd_note(ch, line);
		return;
	}
	cmd_look(ch, arg);
}
