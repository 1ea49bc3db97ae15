/*
 * test_board.c: notes on boards and letters, played in game time
 * (tests/unit/play.h): the editor a note or letter is written in (its
 * end, abandon, limits, and a connection lost in it), who may remove a
 * note, how many a board holds, and letters to players in and out of the
 * game with their limits.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "commands.h"
#include "editor.h"
#include "play.h"
#include "post.h"
#include "save.h"
#include "session.h"
#include "store.h"

static const char hall_area[] =
	"area Hall\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Hall\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A hall with a notice board.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Yard\n"
	"sector city\n"
	"description\n"
	"A yard.\n"
	"~\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"object 3050\n"
	"keywords board notice\n"
	"short a notice board\n"
	"long A notice board hangs on the wall.\n"
	"type board\n"
	"flags no_take\n"
	"weight 100\n"
	"end\n"
	"\n"
	"reset object 3050 in 3001\n";

#define HALL	3001
#define YARD	3002
#define BOARD	3050

static void
setup(void)
{
	const char *const	files[] = { "hall.are", hall_area, NULL };

	play_start(files, 11);
}

static void
teardown(void)
{
	play_stop();
}

/* A player in the store only, not in the game. */
static void
stored_player(const char *name)
{
	struct player_data	 pd;
	char			*cause = NULL;

	player_data_init(&pd);
	text_strlcpy(pd.name, name, sizeof pd.name);
	if (save_create_player(game_store, &pd, &cause) != 0)
		ck_abort_msg("store: %s", cause);
	player_data_clear(&pd);
}

/*
 * A player saved in the store comes into the game in room vnum, as
 * play_enter brings a new one, and is told of its letters as a login
 * tells it.
 */
static struct character *
enter_stored(const char *name, int vnum)
{
	struct play_player	*p;
	struct player_data	 pd;
	struct character	*ch;
	struct descriptor	*d;
	char			*cause = NULL;
	int			 sv[2];

	player_data_init(&pd);
	ck_assert_int_eq(save_load_player(game_store, name, &pd, &cause), 1);
	ch = char_new(&pd);
	ch->login_time = game_time();
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0)
		ck_abort_msg("socketpair");
	fx_peer[fx_npeers++] = sv[1];
	d = desc_new(sv[0], "127.0.0.1");
	session_set_state(session_of(d), SS_WAIT_HASH);
	session_set_state(session_of(d), SS_PLAYING);
	session_attach(session_of(d), ch);
	char_to_room(ch, room_find(vnum));
	p = &play_players[play_n++];
	memset(p, 0, sizeof *p);
	p->ch = ch;
	text_strlcpy(p->name, name, sizeof p->name);
	p->peer = sv[1];
	p->text = xstrdup("");
	game_start_events(ch);
	post_mail_login(ch);
	play_turn();
	return (ch);
}

/* ch types a command that starts the editor, then lines, then "." */
static void
write_text(struct character *ch, const char *command, const char *lines)
{
	char	*copy = xstrdup(lines), *p = copy, *line;

	play_type(ch, "%s", command);
	ck_assert_int_eq(session_of(ch->desc)->state, SS_EDITING);
	while ((line = strsep(&p, "\n")) != NULL)
		play_type(ch, "%s", line);
	play_type(ch, ".");
	free(copy);
}

/* How many notes the store has on the board. */
static long long
notes(void)
{
	return (store_msg_count(game_store, STORE_BOARD, BOARD, NULL, NULL));
}

START_TEST(test_note_written_read_and_removed)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);
	struct character	*c = play_enter("Cid", HALL, ROLE_ADMIN);
	char			*news;

	play_type(a, "note");
	play_expect(a, "A notice board is bare: no notes.");
	play_type(a, "note write Market day");
	play_expect(a, "Write your note, at most 60 lines. End with '.'");
	play_expect(a, "] ");
	ck_assert_int_eq(session_of(a->desc)->state, SS_EDITING);

	/* While writing, lines are text, not commands. */
	play_type(a, "east");
	play_type(a, "Bring {rapples, \x1b[31mpears.");
	play_type(a, "~l");
	play_expect(a, "east\nBring {rapples, [31mpears.\n");
	play_type(a, ".");
	play_expect(a, "You pin your note to the board.");
	play_expect(b, "Alice pins a note to the board.");
	ck_assert_int_eq(a->room->vnum, HALL);
	ck_assert_int_eq(session_of(a->desc)->state, SS_PLAYING);
	ck_assert_int_eq(notes(), 1);

	play_type(b, "note list");
	play_expect(b, "A notice board holds 1 note ('note read <n>'):\n"
	    "  1) Alice        2001-09-09  Market day\n");
	play_type(b, "note read 1");
	play_expect(b, "Note 1, from Alice, 2001-09-09 01:46 UTC: Market day\n"
	    "east\nBring {rapples, [31mpears.\n");
	play_skip(b);
	play_type(b, "note 1");
	play_expect(b, "Note 1, from Alice");
	play_type(b, "note read 2");
	play_expect(b, "Read which note? Give a number from 1 to 1");

	/* Only the author or an admin takes a note down. */
	play_type(b, "note remove 1");
	play_expect(b, "Only Alice or an admin may remove that note.");
	ck_assert_int_eq(notes(), 1);
	write_text(b, "note write Lost cat", "Grey, answers to Tom.");
	ck_assert_int_eq(notes(), 2);
	play_type(c, "note remove 2");
	play_expect(c, "You take note 2 down from the board.");
	play_type(a, "note remove 1");
	play_expect(a, "You take note 1 down from the board.");
	ck_assert_int_eq(notes(), 0);

	/* Without a board, or a subject, nothing. */
	play_type(a, "note write");
	play_expect(a, "Write a note about what?");
	play_type(a, "east");
	play_skip(a);
	play_type(a, "note list");
	play_expect(a, "There is no board here.");
	news = play_news(a);
	free(news);
}
END_TEST

START_TEST(test_editor_ends_abandons_and_bounds)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct store_message	 m = { 0 };
	struct store_messages	 ms = { 0 };
	char			 line[1001];
	int			 i;

	/* Abandoned, or empty: nothing is kept, and play goes on. */
	play_type(a, "note write One");
	play_type(a, "a line");
	play_type(a, "~q");
	play_expect(a, "You abandon what you wrote.");
	play_expect(a, "No note is pinned up.");
	play_type(a, "note write Two");
	play_type(a, "@");
	play_expect(a, "You wrote nothing; nothing is kept.");
	play_type(a, "note write Three");
	play_type(a, "a line");
	play_type(a, "~c");
	play_expect(a, "Cleared; start again.");
	play_type(a, "~l");
	play_expect(a, "(nothing yet)");
	play_type(a, "~q");
	ck_assert_int_eq(notes(), 0);
	play_type(a, "look");
	play_expect(a, "The Hall");

	/* At most EDITOR_MAX_LINES lines. */
	play_type(a, "note write Long");
	for (i = 1; i <= EDITOR_MAX_LINES + 1; i++)
		play_type(a, "line %d", i);
	play_expect(a, "That is as long as a text may be (60 lines, 4096 "
	    "bytes): the line is not kept.");
	play_type(a, ".");
	ck_assert_int_eq(store_msg_list(game_store, STORE_BOARD, BOARD, 10,
	    &ms, NULL), 0);
	ck_assert_uint_eq(ms.n, 1);
	ck_assert_int_eq(store_msg_read(game_store, STORE_BOARD, BOARD,
	    ms.list[0].id, &m, NULL), 1);
	ck_assert_ptr_nonnull(strstr(m.body, "\nline 60\n"));
	ck_assert_ptr_null(strstr(m.body, "line 61"));
	store_message_clear(&m);
	store_messages_clear(&ms);

	/* At most EDITOR_MAX_BYTES bytes. */
	memset(line, 'x', sizeof line - 1);
	line[sizeof line - 1] = '\0';
	play_type(a, "note write Wide");
	for (i = 0; i < 5; i++)
		play_type(a, "%s", line);
	play_expect(a, "That is as long as a text may be");
	play_type(a, ".");
	ck_assert_int_eq(store_msg_list(game_store, STORE_BOARD, BOARD, 10,
	    &ms, NULL), 0);
	ck_assert_uint_eq(ms.n, 2);
	ck_assert_int_eq(store_msg_read(game_store, STORE_BOARD, BOARD,
	    ms.list[1].id, &m, NULL), 1);
	ck_assert_uint_eq(strlen(m.body), 4 * 1001);
	store_message_clear(&m);
	store_messages_clear(&ms);
}
END_TEST

START_TEST(test_connection_lost_while_writing)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_type(a, "note write Gone");
	play_type(a, "half a thought");
	play_hangup(a);
	ck_assert_ptr_null(a->desc);
	ck_assert_int_eq(notes(), 0);
	ck_assert_int_eq(a->linkdead, 1);
}
END_TEST

START_TEST(test_a_board_holds_so_many_notes)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);
	struct character	*c = play_enter("Cid", HALL, ROLE_PLAYER);
	int			 i;

	/* One player has at most 20 notes on a board. */
	play_config("game.notes_per_day", "100");
	for (i = 0; i < 20; i++)
		write_text(a, "note write Spam", "more");
	ck_assert_int_eq(notes(), 20);
	play_skip(a);
	play_type(a, "note write Spam");
	play_expect(a, "You have 20 notes on this board already, the most one "
	    "may; remove one first.");
	ck_assert_int_eq(session_of(a->desc)->state, SS_PLAYING);

	/* A full board takes no more; one that filled while writing too. */
	play_config("game.board_notes", "21");
	play_type(b, "note write Almost");
	write_text(c, "note write Quick", "first");
	ck_assert_int_eq(notes(), 21);
	play_type(b, "too late");
	play_type(b, ".");
	play_expect(b, "The board is full (21 notes); a note must be removed "
	    "first.");
	ck_assert_int_eq(notes(), 21);
	play_type(b, "note write Again");
	play_expect(b, "The board is full");
}
END_TEST

START_TEST(test_mail_to_a_player_out_of_the_game)
{
	struct character	*a = play_enter("Alice", YARD, ROLE_PLAYER);
	struct character	*b;

	stored_player("Bob");
	write_text(a, "mail bob Greetings", "Dear Bob,\nsee you at {gnoon.");
	play_expect(a, "Your letter to Bob is sent.");
	play_type(a, "mail nobody");
	play_expect(a, "There is no player called Nobody.");
	ck_assert_int_eq(session_of(a->desc)->state, SS_PLAYING);

	/* Bob comes in and is told; reading marks it read. */
	b = enter_stored("Bob", HALL);
	play_expect(b, "You have 1 letter waiting; type 'mail' to read it.");
	play_type(b, "mail");
	play_expect(b, "You have 1 letter, 1 new");
	play_expect(b, "  1)* Alice        2001-09-09  Greetings");
	play_type(b, "mail read 1");
	play_expect(b, "Letter 1, from Alice, 2001-09-09 01:46 UTC: Greetings\n"
	    "Dear Bob,\nsee you at {gnoon.\n");
	play_type(b, "mail");
	play_expect(b, "  1)  Alice");
	post_mail_login(b);
	play_turn();
	play_not(b, "waiting");
	play_type(b, "mail delete 1");
	play_expect(b, "Letter 1 is deleted.");
	play_type(b, "mail");
	play_expect(b, "You have no letters.");

	/* To a player in the game: told at once. */
	write_text(a, "mail send Bob", "Are you there?");
	play_expect(b, "A letter from Alice has come for you; type 'mail' to "
	    "read it.");
	play_type(b, "mail 1");
	play_expect(b, "Letter 1, from Alice, 2001-09-09 01:46 UTC: (no "
	    "subject)\nAre you there?\n");
}
END_TEST

START_TEST(test_mail_limits)
{
	struct character	*a = play_enter("Alice", YARD, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", YARD, ROLE_PLAYER);
	int			 i;

	play_config("game.mail_per_hour", "3");
	play_config("game.mail_waiting", "4");
	for (i = 0; i < 3; i++)
		write_text(a, "mail bob Hi", "hello");
	play_skip(a);
	play_type(a, "mail bob Hi");
	play_expect(a, "You have sent 3 letters this hour, the most one may; "
	    "wait 60 minutes.");
	ck_assert_int_eq(session_of(a->desc)->state, SS_PLAYING);

	/* An hour later Alice may write again, till Bob's box is full. */
	game_set_time(PLAY_TIME + 3600);
	write_text(a, "mail bob Hi", "hello");
	play_expect(a, "Your letter to Bob is sent.");
	play_type(a, "mail bob Hi");
	play_expect(a, "Bob's mailbox is full (4 letters)");
	ck_assert_int_eq(store_msg_count(game_store, STORE_MAIL, b->pd.id,
	    NULL, NULL), 4);

	/* Saved: the count of letters sent this hour. */
	play_type(a, "save");
	{
		char			*cause = NULL;
		struct player_data	 pd;

		player_data_init(&pd);
		ck_assert_int_eq(save_load_player(game_store, "Alice", &pd,
		    &cause), 1);
		ck_assert_int_eq(pd.mail_sent, 1);
		ck_assert(pd.mail_since == PLAY_TIME + 3600);
		player_data_clear(&pd);
	}

	/* Bob ignores Alice: her letters are refused. */
	play_type(b, "mail delete 1");
	play_type(b, "ignore alice");
	game_set_time(PLAY_TIME + 7200);
	play_type(a, "mail bob Hi");
	play_expect(a, "Bob is not accepting your letters.");
	ck_assert_int_eq(session_of(a->desc)->state, SS_PLAYING);
}
END_TEST

START_TEST(test_posts_bounded_per_sender_in_total)
{
	struct character	*a = play_enter("Alice", YARD, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", YARD, ROLE_PLAYER);
	struct character	*c, *n = play_enter("Nora", HALL, ROLE_PLAYER);
	char			 name[16], cmd[32];
	int			 i;

	/*
	 * Letters: however many mailboxes they go to, mail_unread of one
	 * sender wait unread at most.
	 */
	play_config("game.mail_per_hour", "1000");
	play_config("game.mail_unread", "3");
	for (i = 0; i < 3; i++) {
		snprintf(name, sizeof name, "Dest%c", 'a' + i);
		stored_player(name);
		snprintf(cmd, sizeof cmd, "mail %s Hi", name);
		write_text(a, cmd, "hello");
		play_expect(a, "is sent.");
	}
	play_type(a, "mail bob Hi");
	play_expect(a, "You have 3 letters waiting unread in others' "
	    "mailboxes, the most one may; wait until some are read.");
	ck_assert_int_eq(session_of(a->desc)->state, SS_PLAYING);
	/* One read, one more may go. */
	c = enter_stored("Desta", YARD);
	play_type(c, "mail 1");
	play_expect(c, "hello");
	write_text(a, "mail bob Hi", "hello");
	play_expect(a, "Your letter to Bob is sent.");
	play_type(a, "mail bob Hi");
	play_expect(a, "the most one may; wait until some are read.");

	/* And mail_per_day in the last day, read or not. */
	play_config("game.mail_unread", "1000");
	play_config("game.mail_per_day", "6");
	write_text(a, "mail bob Hi", "hello");
	write_text(a, "mail bob Hi", "hello");
	play_skip(a);
	play_type(a, "mail bob Hi");
	play_expect(a, "You have sent 6 letters in the last day, the most one "
	    "may; try again tomorrow.");
	game_set_time(PLAY_TIME + POST_DAY + 1);
	write_text(a, "mail bob Hi", "hello");
	play_expect(a, "Your letter to Bob is sent.");
	ck_assert_int_eq(store_msg_count(game_store, STORE_MAIL, b->pd.id,
	    NULL, NULL), 4);

	/* Notes: notes_per_day in all, under the board's own limits. */
	play_config("game.notes_per_day", "3");
	for (i = 0; i < 3; i++)
		write_text(n, "note write Spam", "more");
	play_skip(n);
	play_type(n, "note write Spam");
	play_expect(n, "You have written 3 notes in the last day, the most one "
	    "may; try again tomorrow.");
	ck_assert_int_eq(session_of(n->desc)->state, SS_PLAYING);
	ck_assert_int_eq(notes(), 3);
	game_set_time(PLAY_TIME + 2 * POST_DAY + 2);
	write_text(n, "note write Later", "more");
	ck_assert_int_eq(notes(), 4);
}
END_TEST

static Suite *
board_suite(void)
{
	Suite	*s = suite_create("board");
	TCase	*tc = tcase_create("board");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_note_written_read_and_removed);
	tcase_add_test(tc, test_editor_ends_abandons_and_bounds);
	tcase_add_test(tc, test_connection_lost_while_writing);
	tcase_add_test(tc, test_a_board_holds_so_many_notes);
	tcase_add_test(tc, test_mail_to_a_player_out_of_the_game);
	tcase_add_test(tc, test_mail_limits);
	tcase_add_test(tc, test_posts_bounded_per_sender_in_total);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(board_suite()));
}
