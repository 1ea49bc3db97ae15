/*
 * test_olc_build.c: building in the game as a tbaMUD builder does it, in
 * game time: a script's errors where the builder sees them (a syntax
 * error by its line, a runtime error to the area's builders and the
 * admins who listen), the text editor (opening with the text, keeping
 * leading blanks, its line commands), the defects found while building
 * (sedit buys_at, an edit that changes nothing, rstat, asave, hedit
 * delete), and acreate, zreset and dig.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "edit.h"
#include "fileio.h"
#include "olc.h"
#include "play.h"
#include "room.h"
#include "world.h"

static void
setup(void)
{
	const char *const	files[] = { "fixture.are", fx_area_text, NULL };

	play_start(files, 1);
}

static void
teardown(void)
{
	play_stop();
}

/* A file of the fixture's directory (a new string; NULL if none). */
static char *
fx_file(const char *name)
{
	char	 path[600], *cause = NULL, *text;
	size_t	 len;

	snprintf(path, sizeof path, "%s/%s", fx_dir, name);
	text = fileio_read(path, 1 << 20, &len, &cause);
	free(cause);
	return (text);
}

/* Write a script for room 3001's speech 'hello', line by line. */
static void
write_script(struct character *ch, const char *const *lines)
{
	play_type(ch, "redit 3001 script speech hello");
	for (; *lines != NULL; lines++)
		play_type(ch, "%s", *lines);
	play_type(ch, ".");
}

/* A syntax error typed in the game names the line of the script. */
START_TEST(test_syntax_error_names_its_line)
{
	struct character	*ada = play_enter("Ada", 3001, ROLE_ADMIN);
	const char *const	 bad[] = { "if text then", "  self:say('hi')",
				    NULL };

	write_script(ada, bad);
	play_expect(ada, "Refused; nothing was changed (1 problem):\n"
	    "line 3 of the script: 'end' expected (to close 'if' at line 1) "
	    "near <eof>\n");
	ck_assert_int_eq(world_room_def(3001)->nscripts, 0);
}
END_TEST

/*
 * A runtime error of a script written in the game: its builders are told
 * by the script's own line, and admins who listen on wiznet; a builder
 * of another area is not.
 */
START_TEST(test_runtime_error_to_the_builders)
{
	struct character	*ada = play_enter("Ada", 3003, ROLE_ADMIN);
	struct character	*bob = play_enter("Bob", 3001, ROLE_BUILDER);
	struct character	*cid = play_enter("Cid", 3003, ROLE_BUILDER);
	const char *const	 bad[] = { "local x = nil", "x.y = 1", NULL };

	play_type(ada, "aassign Bob fixture");
	play_expect(ada, "Bob may now edit fixture");
	write_script(bob, bad);
	play_expect(bob, "script speech hello\nlocal x = nil\nx.y = 1\n~\n");
	play_skip(ada);
	play_type(bob, "say hello");
	play_expect(bob, "[script fixture] ");
	play_expect(bob, "fixture.are (room 3001, script speech hello):2: "
	    "attempt to index a nil value (local 'x')");
	play_expect(ada, "fixture.are (room 3001, script speech hello):2: "
	    "attempt to index a nil value");
	play_not(cid, "attempt to index");
	/* Fixed in the game, without shell: the new text runs. */
	play_type(bob, "redit 3001 script speech hello");
	play_expect(bob, " 2] x.y = 1\n");
	play_type(bob, "/e 2 self:echo('Fixed.')");
	play_type(bob, ".");
	play_type(bob, "say hello");
	play_expect(bob, "Fixed.");
}
END_TEST

/*
 * The editor opens with the text, keeps leading blanks, and has the line
 * commands: numbered list, insert, replace, delete, find/replace,
 * format, abort.
 */
START_TEST(test_editor_line_commands)
{
	struct character	*ada = play_enter("Ada", 3001, ROLE_ADMIN);

	play_type(ada, "redit description");
	play_expect(ada, "It holds now (new lines go at the end):\n"
	    " 1] A quiet temple.\n");
	play_type(ada, "   Indented, as typed.");
	play_type(ada, "/n");
	play_expect(ada, " 1] A quiet temple.\n 2]    Indented, as typed.\n");
	play_type(ada, "/i 1 First of all.");
	play_expect(ada, "Line 1 inserted.");
	play_type(ada, "/e 2 A loud temple.");
	play_expect(ada, "Line 2 replaced.");
	play_type(ada, "/r 'loud' 'noisy'");
	play_expect(ada, "Replaced 1 time.");
	play_type(ada, "/ra 'o' '0'");
	play_expect(ada, "Replaced 2 times.");
	play_type(ada, "/d 1");
	play_expect(ada, "Line 1 deleted.");
	play_type(ada, "/d 5");
	play_expect(ada, "Usage: /d <line>[-<line>], from 1 to 2");
	play_type(ada, "/x");
	play_expect(ada, "'/x' is not an editor command; '/h' lists them");
	play_type(ada, "/l");
	play_expect(ada, "A n0isy temple.\n   Indented, as typed.\n");
	play_type(ada, ".");
	play_expect(ada, "description\nA n0isy temple.\n   Indented, as "
	    "typed.\n~\n");
	/* Format: the words of a paragraph wrapped anew. */
	play_type(ada, "redit description");
	play_type(ada, "/c");
	play_type(ada, "one");
	play_type(ada, "two three");
	play_type(ada, "%s", "");
	play_type(ada, "four");
	play_type(ada, "/f");
	play_expect(ada, "Formatted.");
	play_type(ada, "/n");
	play_expect(ada, " 1] one two three\n 2] \n 3] four\n");
	/* Abort: nothing changes. */
	play_type(ada, "/a");
	play_expect(ada, "You abandon what you wrote.\nNothing was changed.");
	play_type(ada, "look");
	play_expect(ada, "A n0isy temple.");
}
END_TEST

/* sedit sets buys_at before buys: a shop that buys is made in the game. */
START_TEST(test_sedit_buys_at)
{
	struct character	*ada = play_enter("Ada", 3001, ROLE_ADMIN);

	play_type(ada, "sedit create 3000");
	play_expect(ada, "shop 3000\nsells_at 100\nend\n");
	play_type(ada, "sedit 3000 buys_at 40");
	play_expect(ada, "shop 3000\nsells_at 100\nbuys_at 40\nend\n");
	play_type(ada, "sedit 3000 buys weapon");
	play_expect(ada, "shop 3000\nbuys weapon\nsells_at 100\nbuys_at 40\n"
	    "end\n");
	ck_assert_int_eq(world_mob_def(3000)->shop->buys_at, 40);
}
END_TEST

/* An edit that changes nothing is not an edit to save. */
START_TEST(test_no_change_is_not_unsaved)
{
	struct character	*ada = play_enter("Ada", 3001, ROLE_ADMIN);

	play_type(ada, "redit name The Temple");
	play_expect(ada, "That changes nothing: it is so already.");
	play_type(ada, "alock");
	play_expect(ada, "fixture          Ada          saved\n");
	ck_assert(!edit_unsaved(world_find_area("fixture")));
	play_type(ada, "redit description");
	play_type(ada, ".");
	play_expect(ada, "That changes nothing");
	ck_assert(!edit_unsaved(world_find_area("fixture")));
	play_type(ada, "redit name The Old Temple");
	play_not(ada, "That changes nothing");
	ck_assert(edit_unsaved(world_find_area("fixture")));
}
END_TEST

/* rstat: no ';;' and no dangling ';' whatever the room holds. */
START_TEST(test_rstat_now)
{
	struct character	*ada = play_enter("Ada", 3003, ROLE_ADMIN);

	play_type(ada, "redit 3001 exit north 3002 door closed");
	play_type(ada, "redit 3002 exit south 3001 door closed");
	play_type(ada, "rstat 3002");
	play_expect(ada, "Now: door south closed\n");
	play_type(ada, "load obj 3014");
	play_type(ada, "drop bread");
	play_type(ada, "rstat 3003");
	play_expect(ada, "Now: people: Ada; things: a loaf of bread\n");
	play_type(ada, "rstat 3001");
	play_expect(ada, "Now: door north closed\n");
	play_type(ada, "get bread");
	play_type(ada, "goto 3002");
	play_type(ada, "drop bread");
	play_type(ada, "goto 3003");
	play_type(ada, "rstat 3002");
	play_expect(ada, "Now: door south closed; things: a loaf of bread\n");
}
END_TEST

/* asave counts in words: "1 shop", "2 rooms". */
START_TEST(test_asave_counts)
{
	struct character	*ada = play_enter("Ada", 3001, ROLE_ADMIN);

	play_type(ada, "sedit create 3000");
	play_type(ada, "asave");
	play_expect(ada, "(3 rooms, 3 mobiles, 6 objects, 0 resets, 1 shop).");
}
END_TEST

/* hedit delete of the last entry leaves no blank line behind it. */
START_TEST(test_hedit_delete_leaves_no_blank)
{
	struct character	*ada = play_enter("Ada", 3001, ROLE_ADMIN);
	char			 dir[600], path[700], *text, *cause = NULL;
	size_t			 len;
	FILE			*f;

	snprintf(dir, sizeof dir, "%s/helpXXXXXX", fx_dir);
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/game.hlp", dir);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs("help first\nOne.\n~\n\nhelp middle\nTwo.\n~\n\n"
	    "help last\nThree.\n~\n", f);
	fclose(f);
	play_config("server.help_dir", dir);
	play_type(ada, "reload help");
	play_type(ada, "hedit last delete");
	play_expect(ada, "Saved to ");
	play_type(ada, "hedit middle delete");
	play_expect(ada, "Saved to ");
	text = fileio_read(path, 1 << 16, &len, &cause);
	ck_assert_ptr_nonnull(text);
	ck_assert_str_eq(text, "help first\nOne.\n~\n");
	free(text);
	unlink(path);
	rmdir(dir);
}
END_TEST

/* hedit text opens with the entry's text. */
START_TEST(test_hedit_opens_with_the_text)
{
	struct character	*ada = play_enter("Ada", 3001, ROLE_ADMIN);
	char			 dir[600], path[700];
	FILE			*f;

	snprintf(dir, sizeof dir, "%s/helpXXXXXX", fx_dir);
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/game.hlp", dir);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs("help first\nOne.\n  Two, indented.\n~\n", f);
	fclose(f);
	play_config("server.help_dir", dir);
	play_type(ada, "reload help");
	play_type(ada, "hedit first text");
	play_expect(ada, " 1] One.\n 2]   Two, indented.\n");
	play_type(ada, "/a");
	unlink(path);
	rmdir(dir);
}
END_TEST

/*
 * acreate: a new area, its file written and listed, live at once; the
 * world as files still checks (mud --check) with it; overlaps, bad
 * names, and builders refused.
 */
START_TEST(test_acreate)
{
	struct character	*ada = play_enter("Ada", 3001, ROLE_ADMIN);
	struct character	*bob = play_enter("Bob", 3001, ROLE_BUILDER);
	struct world_def	*wd;
	char			*text, *errors = NULL;
	int			 n = -1;

	play_type(bob, "acreate mill 5000 5099");
	play_expect(bob, "Huh?");
	play_type(ada, "acreate mill 3050 3150 The Mill");
	play_expect(ada, "The vnums 3050 to 3150 overlap those of Fixture "
	    "(3000 to 3099).");
	play_type(ada, "acreate Mill! 5000 5099");
	play_expect(ada, "'Mill!' is not an area name");
	play_type(ada, "acreate fixture 5000 5099");
	play_expect(ada, "There is an area 'fixture' already");
	play_type(ada, "acreate mill 5099 5000");
	play_expect(ada, "are not a range");
	ck_assert_ptr_null(fx_file("mill.are"));
	play_type(ada, "acreate mill 5000 5099 The Old Mill");
	play_expect(ada, "Made area mill: ");
	text = fx_file("mill.are");
	ck_assert_ptr_nonnull(text);
	ck_assert_str_eq(text, "area The Old Mill\nvnums 5000 5099\n"
	    "builders Ada\n");
	free(text);
	text = fx_file("area.lst");
	ck_assert_str_eq(text, "fixture.are\nmill.are\n");
	free(text);
	ck_assert_ptr_nonnull(world_find_area("mill"));
	/* Built in the game, saved, and the files check as at a boot. */
	play_type(ada, "redit create 5000");
	play_expect(ada, "room 5000");
	play_type(ada, "goto 5000");
	play_type(ada, "dig north");
	play_expect(ada, "Done: room 5001 made north of here");
	play_type(ada, "asave mill");
	play_expect(ada, "Saved mill to ");
	play_expect(ada, "(2 rooms, 0 mobiles, 0 objects, 0 resets, 0 "
	    "shops).");
	wd = world_load(fx_dir, &errors, &n);
	ck_assert_msg(wd != NULL && n == 0, "%s", errors);
	ck_assert_int_eq(wd->nareas, 2);
	world_free(wd);
	free(errors);
	play_type(ada, "acreate mill2 5050 5060");
	play_expect(ada, "overlap those of The Old Mill (5000 to 5099)");
}
END_TEST

/* dig: a new room linked both ways, in one area or another. */
START_TEST(test_dig)
{
	struct character	*ada = play_enter("Ada", 3003, ROLE_ADMIN);
	struct character	*bob = play_enter("Bob", 3003, ROLE_BUILDER);

	play_type(bob, "dig east");
	play_expect(bob, "You are not assigned to fixture");
	ck_assert_ptr_null(room_find(3000));
	play_type(ada, "dig west");
	play_expect(ada, "There is an exit west here already, to room 3001");
	play_type(ada, "dig east");
	play_expect(ada, "Done: room 3000 made east of here, and linked both "
	    "ways");
	ck_assert_int_eq(world_room_def(3003)->exits[DIR_EAST].to_vnum, 3000);
	ck_assert_int_eq(world_room_def(3000)->exits[DIR_WEST].to_vnum, 3003);
	play_type(ada, "east");
	play_expect(ada, "A new room");
	play_type(ada, "dig north 3002");
	play_expect(ada, "Room 3002 exists already: 'rlink north 3002'");
	play_type(ada, "dig north 9999");
	play_expect(ada, "No area holds vnum 9999");
	play_type(ada, "dig north 3090");
	play_expect(ada, "Done: room 3090 made north");
	play_type(ada, "north");
	play_type(ada, "south");
	play_expect(ada, "A new room");
}
END_TEST

/* zreset: the area's resets run now, for its builders. */
START_TEST(test_zreset)
{
	struct character	*ada = play_enter("Ada", 3003, ROLE_ADMIN);
	struct character	*bob = play_enter("Bob", 3003, ROLE_BUILDER);

	play_type(ada, "zedit add object 3014 in 3003");
	play_expect(ada, "Done");
	play_type(ada, "look");
	play_not(ada, "A loaf of bread lies here.");
	play_type(bob, "zreset");
	play_expect(bob, "You are not assigned to fixture");
	play_type(ada, "zreset nowhere");
	play_expect(ada, "There is no area 'nowhere'");
	play_type(ada, "zreset");
	play_expect(ada, "Reset fixture now");
	play_type(ada, "look");
	play_expect(ada, "A loaf of bread lies here.");
}
END_TEST

static Suite *
olc_build_suite(void)
{
	Suite	*s = suite_create("olc_build");
	TCase	*tc = tcase_create("play");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_syntax_error_names_its_line);
	tcase_add_test(tc, test_runtime_error_to_the_builders);
	tcase_add_test(tc, test_editor_line_commands);
	tcase_add_test(tc, test_sedit_buys_at);
	tcase_add_test(tc, test_no_change_is_not_unsaved);
	tcase_add_test(tc, test_rstat_now);
	tcase_add_test(tc, test_asave_counts);
	tcase_add_test(tc, test_hedit_delete_leaves_no_blank);
	tcase_add_test(tc, test_hedit_opens_with_the_text);
	tcase_add_test(tc, test_acreate);
	tcase_add_test(tc, test_dig);
	tcase_add_test(tc, test_zreset);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(olc_build_suite()));
}
