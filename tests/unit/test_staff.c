/*
 * test_staff.c: the staff ranks, played in game time (tests/unit/play.h):
 * nobody changes the role of, or acts on, an equal or higher rank; an
 * owner is made from the command line only and cannot be demoted in the
 * game; every role change is audited; the first owner is made only from
 * the machine itself; the login locks; and the staff commands of issue
 * 26 (tests/unit/test_staffcmd.c has the rest).
 */
#include <sys/socket.h>

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "mod.h"
#include "play.h"
#include "save.h"
#include "staff.h"

static const char town_area[] =
	"area Town\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Town Temple\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A temple.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Square\n"
	"sector city\n"
	"description\n"
	"A square.\n"
	"~\n"
	"exit east 3003\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Lane\n"
	"sector city\n"
	"description\n"
	"A lane.\n"
	"~\n"
	"exit west 3002\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords guard\n"
	"short the city guard\n"
	"long The city guard stands here.\n"
	"description\n"
	"Stern.\n"
	"~\n"
	"level 5\n"
	"hit 1d1+50\n"
	"damage 1d2\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords sword\n"
	"short a sword\n"
	"long A sword lies here.\n"
	"type weapon\n"
	"dice 1d6\n"
	"wear wield\n"
	"weight 5\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords fountain\n"
	"short a fountain\n"
	"long A fountain stands here.\n"
	"type fountain\n"
	"flags no_take\n"
	"weight 500\n"
	"end\n";

#define TEMPLE		3001
#define SQUARE		3002

static void
setup(void)
{
	const char *const	files[] = { "town.are", town_area, NULL };

	play_start(files, 11);
}

static void
teardown(void)
{
	play_stop();
}

/* A player in the game as staff make it: the role saved too. */
static struct character *
enter(const char *name, int vnum, int role)
{
	struct character	*ch = play_enter(name, vnum, role);

	ck_assert_int_eq(char_save(ch), 0);
	play_skip(ch);
	return (ch);
}

/* The role the store holds for name. */
static int
stored_role(const char *name)
{
	struct player_data	 pd;
	char			*cause = NULL;
	int			 role;

	player_data_init(&pd);
	ck_assert_int_eq(save_load_player(game_store, name, &pd, &cause), 1);
	role = pd.role;
	player_data_clear(&pd);
	return (role);
}

/* An admin can neither demote an admin nor itself, nor make an admin. */
START_TEST(test_admin_cannot_touch_admins)
{
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*z = enter("Zed", TEMPLE, ROLE_ADMIN);

	(void)enter("Bea", TEMPLE, ROLE_BUILDER);
	play_type(a, "promote Zed player");
	play_expect(a, "You cannot change the role of someone of your role "
	    "or higher.");
	ck_assert_int_eq(z->pd.role, ROLE_ADMIN);
	ck_assert_int_eq(stored_role("Zed"), ROLE_ADMIN);
	/* The game once lost its last admin this way. */
	play_type(a, "promote Ada player");
	play_expect(a, "You cannot change your own role.");
	ck_assert_int_eq(a->pd.role, ROLE_ADMIN);
	play_type(a, "promote Bea admin");
	play_expect(a, "You can only give a role lower than your own.");
	play_type(a, "promote Bea owner");
	play_expect(a, "An owner is made from the command line only");
	play_type(a, "promote Bea player");
	play_expect(a, "Bea is now a player.");
	ck_assert_int_eq(stored_role("Bea"), ROLE_PLAYER);
}
END_TEST

/* An owner rules admins, and no one in the game demotes an owner. */
START_TEST(test_owner_above_admins)
{
	struct character	*o = enter("Olga", TEMPLE, ROLE_OWNER);
	struct character	*a = enter("Ada", TEMPLE, ROLE_ADMIN);
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);

	play_type(o, "promote Pat admin");
	play_expect(o, "Pat is now an admin.");
	play_expect(p, "Olga made you an admin.");
	play_type(o, "promote Ada player");
	play_expect(o, "Ada is now a player.");
	ck_assert_int_eq(a->pd.role, ROLE_PLAYER);
	play_type(p, "promote Olga player");
	play_expect(p, "You cannot change the role of someone of your role "
	    "or higher.");
	play_type(o, "promote Olga admin");
	play_expect(o, "You cannot change your own role.");
	ck_assert_int_eq(o->pd.role, ROLE_OWNER);
	/* Acting on an owner: refused to an admin. */
	play_type(p, "transfer Olga 3002");
	play_expect(p, "You cannot transfer someone of your role or higher.");
	ck_assert_int_eq(o->room->vnum, TEMPLE);
	play_type(p, "force Olga say hi");
	play_expect(p, "You cannot force someone of your role or higher.");
	play_type(o, "score");
	play_expect(o, "(owner)");
}
END_TEST

/* Every role change is a row of the audit log and a line of the log. */
START_TEST(test_role_changes_audited)
{
	struct character	*o = enter("Olga", TEMPLE, ROLE_OWNER);
	struct store_audits	 as = { 0 };
	char			*cause = NULL;

	(void)enter("Pat", TEMPLE, ROLE_PLAYER);
	play_type(o, "promote Pat builder");
	ck_assert_int_eq(store_audit_list(game_store, NULL, 10, &as, &cause),
	    0);
	ck_assert_int_eq(as.n, 1);
	ck_assert_str_eq(as.list[0].actor, "Olga");
	ck_assert_str_eq(as.list[0].command, "promote");
	ck_assert_str_eq(as.list[0].args, "Pat builder");
	store_audits_clear(&as);
	/* From the command line (mud --role): "(console)". */
	staff_role_changed("(console)", "Pat", ROLE_BUILDER, ROLE_ADMIN);
	ck_assert_int_eq(store_audit_list(game_store, NULL, 10, &as, &cause),
	    0);
	ck_assert_int_eq(as.n, 2);
	ck_assert_str_eq(as.list[1].actor, "(console)");
	ck_assert_str_eq(as.list[1].command, "role");
	ck_assert_str_eq(as.list[1].args, "Pat admin (was builder)");
	store_audits_clear(&as);
}
END_TEST

/* mud --role's work: a stored character's rank; none for no character. */
START_TEST(test_set_stored_role)
{
	struct character	*p = enter("Pat", TEMPLE, ROLE_PLAYER);
	char			*cause = NULL, canon[CHAR_NAME_MAX + 1];
	int			 was = -1;

	play_type(p, "quit");
	ck_assert_int_eq(staff_set_stored_role(game_store, "pat", ROLE_OWNER,
	    &was, canon, &cause), 1);
	ck_assert_int_eq(was, ROLE_PLAYER);
	ck_assert_str_eq(canon, "Pat");
	ck_assert_int_eq(stored_role("Pat"), ROLE_OWNER);
	ck_assert_int_eq(staff_set_stored_role(game_store, "Nobody",
	    ROLE_OWNER, &was, canon, &cause), 0);
	ck_assert_int_eq(staff_role_parse("own"), ROLE_OWNER);
	ck_assert_int_eq(staff_role_parse("admin"), ROLE_ADMIN);
	ck_assert_int_eq(staff_role_parse("god"), -1);
}
END_TEST

/* The first owner: from the machine itself, while there is no staff. */
START_TEST(test_first_owner_local_only)
{
	ck_assert_int_eq(staff_new_role(game_store, "127.0.0.1"), ROLE_OWNER);
	ck_assert_int_eq(staff_new_role(game_store, "::1"), ROLE_OWNER);
	ck_assert_int_eq(staff_new_role(game_store, "::ffff:127.0.0.1"),
	    ROLE_OWNER);
	ck_assert_int_eq(staff_new_role(game_store, "192.0.2.7"),
	    ROLE_PLAYER);
	ck_assert_int_eq(staff_new_role(game_store, "2001:db8::1"),
	    ROLE_PLAYER);
	ck_assert_int_eq(staff_new_role(game_store, "128.0.0.1"),
	    ROLE_PLAYER);
	/* A player does not count; an admin does. */
	(void)enter("Pat", TEMPLE, ROLE_PLAYER);
	ck_assert_int_eq(staff_new_role(game_store, "127.0.0.1"), ROLE_OWNER);
	(void)enter("Ada", TEMPLE, ROLE_ADMIN);
	ck_assert_int_eq(staff_new_role(game_store, "127.0.0.1"),
	    ROLE_PLAYER);
}
END_TEST

/* With game.first_owner_local off, no one is made owner automatically. */
START_TEST(test_first_owner_switched_off)
{
	play_config("game.first_owner_local", "no");
	ck_assert_int_eq(staff_new_role(game_store, "127.0.0.1"),
	    ROLE_PLAYER);
}
END_TEST

static Suite *
staff_suite(void)
{
	Suite	*s = suite_create("staff");
	TCase	*tc = tcase_create("staff");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_admin_cannot_touch_admins);
	tcase_add_test(tc, test_owner_above_admins);
	tcase_add_test(tc, test_role_changes_audited);
	tcase_add_test(tc, test_set_stored_role);
	tcase_add_test(tc, test_first_owner_local_only);
	tcase_add_test(tc, test_first_owner_switched_off);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(staff_suite()));
}
