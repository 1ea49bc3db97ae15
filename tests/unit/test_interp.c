/* test_interp.c: how typed words find commands: alias, name, prefix. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "find.h"
#include "interp.h"
#include "world_fixture.h"

static void	fn_a(struct character *ch, char *arg) { }

/* The real table, as a role sees it. */
static const char *
lookup(int role, const char *word)
{
	const struct cmd_entry	*c = interp_lookup(cmd_table, cmd_count, role,
				    word);

	return (c != NULL ? c->name : NULL);
}

static void
is(int role, const char *word, const char *want)
{
	const char	*got = lookup(role, word);

	if (want == NULL)
		ck_assert_msg(got == NULL, "'%s' (role %d) found %s, wanted "
		    "nothing", word, role, got);
	else
		ck_assert_msg(got != NULL && strcmp(got, want) == 0, "'%s' "
		    "(role %d) found %s, wanted %s", word, role,
		    got != NULL ? got : "nothing", want);
}

START_TEST(test_aliases)
{
	is(ROLE_PLAYER, "l", "look");
	is(ROLE_PLAYER, "n", "north");
	is(ROLE_PLAYER, "e", "east");
	is(ROLE_PLAYER, "s", "south");
	is(ROLE_PLAYER, "w", "west");
	is(ROLE_PLAYER, "u", "up");
	is(ROLE_PLAYER, "d", "down");
	is(ROLE_PLAYER, "k", "kill");
	is(ROLE_PLAYER, "c", "cast");
	is(ROLE_PLAYER, "i", "inventory");
	is(ROLE_PLAYER, "eq", "equipment");
	is(ROLE_PLAYER, "ex", "examine");
	is(ROLE_PLAYER, "con", "consider");
	is(ROLE_PLAYER, "af", "affects");
	is(ROLE_PLAYER, "sc", "score");
	is(ROLE_PLAYER, "colour", "color");
	is(ROLE_PLAYER, "L", "look");		/* any case */
	is(ROLE_PLAYER, "EQ", "equipment");
}
END_TEST

START_TEST(test_names_and_prefixes)
{
	is(ROLE_PLAYER, "look", "look");
	is(ROLE_PLAYER, "LoOk", "look");
	is(ROLE_PLAYER, "inv", "inventory");
	is(ROLE_PLAYER, "gos", "gossip");
	is(ROLE_PLAYER, "sco", "score");
	is(ROLE_PLAYER, "exi", "exits");
	is(ROLE_PLAYER, "exa", "examine");
	is(ROLE_PLAYER, "wim", "wimpy");
	is(ROLE_PLAYER, "wie", "wield");
	is(ROLE_PLAYER, "prom", "prompt");
	is(ROLE_PLAYER, "social", "socials");
	is(ROLE_PLAYER, "", NULL);
	is(ROLE_PLAYER, "xyzzy", NULL);
	is(ROLE_PLAYER, "looks", NULL);		/* longer than the name */
	/* Socials are not in the table: they are tried after it, whole. */
	is(ROLE_PLAYER, "smile", NULL);
}
END_TEST

/* quit, password and the dangerous admin commands must be typed whole. */
START_TEST(test_no_abbreviation)
{
	is(ROLE_PLAYER, "quit", "quit");
	is(ROLE_PLAYER, "QUIT", "quit");
	is(ROLE_PLAYER, "qui", NULL);
	is(ROLE_PLAYER, "q", "quaff");	/* as in ROM: "q" is never quit */
	is(ROLE_PLAYER, "password", "password");
	is(ROLE_PLAYER, "passw", NULL);
	is(ROLE_PLAYER, "pa", NULL);
	is(ROLE_BUILDER, "areload", "areload");
	is(ROLE_BUILDER, "arel", NULL);
	is(ROLE_ADMIN, "reload", "reload");
	is(ROLE_ADMIN, "rel", NULL);
	is(ROLE_ADMIN, "promote", "promote");
	is(ROLE_ADMIN, "promo", NULL);
	is(ROLE_ADMIN, "prom", "prompt");
}
END_TEST

/* Commands above one's role are not there at all, not even as prefixes. */
START_TEST(test_roles)
{
	is(ROLE_PLAYER, "goto", NULL);
	is(ROLE_BUILDER, "goto", "goto");
	is(ROLE_PLAYER, "go", "go");		/* not gossip (issue 30) */
	is(ROLE_PLAYER, "gos", "gossip");
	is(ROLE_PLAYER, "areas", "areas");	/* ROM players list them (issue 30) */
	is(ROLE_PLAYER, "areload", NULL);
	is(ROLE_BUILDER, "are", "areas");
	is(ROLE_ADMIN, "are", "areas");
	is(ROLE_PLAYER, "events", NULL);
	is(ROLE_PLAYER, "ev", NULL);
	is(ROLE_BUILDER, "ev", NULL);
	is(ROLE_ADMIN, "ev", "events");
	is(ROLE_PLAYER, "stat", NULL);
	is(ROLE_ADMIN, "stat", "stat");
	is(ROLE_ADMIN, "st", "stand");		/* earlier in the table */
	is(ROLE_PLAYER, "reload", NULL);
	is(ROLE_PLAYER, "promote", NULL);
}
END_TEST

/*
 * Abbreviations that several names share go to the first in table order
 * (the table puts the commands players abbreviate most first). STYLE.md
 * rule 10 says "unique prefix": these are where the two differ.
 */
START_TEST(test_shared_prefix_table_order)
{
	is(ROLE_PLAYER, "g", "get");		/* give, gossip */
	is(ROLE_PLAYER, "sa", "say");		/* save */
	is(ROLE_PLAYER, "lo", "look");		/* lock */
	is(ROLE_PLAYER, "re", "remove");	/* rest, recall, reply */
	is(ROLE_PLAYER, "h", "hold");		/* help */
	is(ROLE_PLAYER, "co", "consider");	/* color, compact */
}
END_TEST

/* ROM's words (issue 30) take no short form an older command had. */
START_TEST(test_rom_words_keep_old_prefixes)
{
	is(ROLE_PLAYER, "t", "tell");
	is(ROLE_PLAYER, "h", "hold");
	is(ROLE_PLAYER, "co", "consider");
	is(ROLE_PLAYER, "com", "compact");
	is(ROLE_PLAYER, "re", "remove");
	is(ROLE_PLAYER, "rep", "reply");
	is(ROLE_PLAYER, "b", "brandish");
	is(ROLE_PLAYER, "d", "down");
	is(ROLE_PLAYER, "p", "put");
	is(ROLE_PLAYER, "po", "pour");
	is(ROLE_PLAYER, "wi", "wield");
	is(ROLE_BUILDER, "wiz", "wizinvis");
	/* Theirs by a longer start, or whole. */
	is(ROLE_PLAYER, "ta", "take");
	is(ROLE_PLAYER, "hi", "hide");
	is(ROLE_PLAYER, "hit", "hit");
	is(ROLE_PLAYER, "comp", "compact");
	is(ROLE_PLAYER, "compar", "compare");
	is(ROLE_PLAYER, "rea", "read");
	is(ROLE_PLAYER, "sh", "shout");
	is(ROLE_PLAYER, "ye", "yell");
	is(ROLE_PLAYER, "repo", "report");
	is(ROLE_PLAYER, "repl", "reply");
	is(ROLE_PLAYER, "repla", "replay");
	is(ROLE_PLAYER, "vis", "visible");
	is(ROLE_PLAYER, "comm", "commands");
	is(ROLE_PLAYER, "wiz", "wizlist");
	is(ROLE_PLAYER, "pm", "pmote");
	is(ROLE_PLAYER, "desc", "description");
	is(ROLE_PLAYER, "delet", NULL);		/* delete only whole */
	is(ROLE_PLAYER, "delete", "delete");
}
END_TEST

/*
 * Issue 30's outfit, auto*, berserk, dirt, trip and envenom, appended to
 * the table, take no abbreviation an older command had; typed whole, or
 * by a prefix nothing older shares, they are found.
 */
START_TEST(test_start_and_brawl_prefixes)
{
	is(ROLE_PLAYER, "d", "down");
	is(ROLE_PLAYER, "t", "tell");
	is(ROLE_PLAYER, "tr", "train");
	is(ROLE_PLAYER, "e", "east");
	is(ROLE_PLAYER, "o", "open");
	is(ROLE_PLAYER, "b", "brandish");
	is(ROLE_ADMIN, "au", "audit");
	is(ROLE_PLAYER, "outfit", "outfit");
	is(ROLE_PLAYER, "auto", "auto");
	is(ROLE_PLAYER, "autoa", "autoassist");
	is(ROLE_PLAYER, "autol", "autoloot");
	is(ROLE_PLAYER, "autoexit", "autoexit");
	is(ROLE_PLAYER, "autog", "autogold");
	is(ROLE_PLAYER, "autos", "autosplit");
	is(ROLE_PLAYER, "berserk", "berserk");
	is(ROLE_PLAYER, "dirt", "dirt");
	is(ROLE_PLAYER, "trip", "trip");
	is(ROLE_PLAYER, "envenom", "envenom");
	is(ROLE_PLAYER, "env", "envenom");
}
END_TEST

/* Every command is found by its own name and alias, at the role it needs:
 * no alias hides another command's name. */
START_TEST(test_table_consistent)
{
	const struct cmd_entry	*c;
	unsigned int		 i, j;

	ck_assert_uint_gt(cmd_count, 40);
	for (i = 0; i < cmd_count; i++) {
		c = &cmd_table[i];
		ck_assert_ptr_nonnull(c->fn);
		ck_assert_msg(interp_lookup(cmd_table, cmd_count, c->min_role,
		    c->name) == c, "'%s' does not find itself", c->name);
		if (c->alias != NULL)
			ck_assert_msg(interp_lookup(cmd_table, cmd_count,
			    c->min_role, c->alias) == c, "alias '%s' does not "
			    "find %s", c->alias, c->name);
		if (c->min_role > ROLE_PLAYER)
			ck_assert_ptr_null(interp_lookup(cmd_table, cmd_count,
			    c->min_role - 1, c->name));
		for (j = 0; j < i; j++)
			ck_assert_msg(strcasecmp(c->name, cmd_table[j].name) !=
			    0, "'%s' twice", c->name);
	}
}
END_TEST

/* The order in a table made to make them disagree. */
START_TEST(test_order_alias_name_prefix)
{
	static const struct cmd_entry	t[] = {
		{ "lookup", NULL, POS_DEAD, ROLE_PLAYER, 0, fn_a },
		{ "look", "x", POS_DEAD, ROLE_PLAYER, 0, fn_a },
		{ "x", NULL, POS_DEAD, ROLE_PLAYER, 0, fn_a },
		{ "xray", "xr", POS_DEAD, ROLE_ADMIN, 0, fn_a },
		{ "xr", NULL, POS_DEAD, ROLE_PLAYER, 0, fn_a },
		{ "zap", NULL, POS_DEAD, ROLE_PLAYER, CMD_NOABBREV, fn_a },
		{ "zapper", NULL, POS_DEAD, ROLE_PLAYER, 0, fn_a },
	};
	const unsigned int		n = sizeof t / sizeof t[0];

	/* An exact alias beats an exact name... */
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_PLAYER, "x"), &t[1]);
	/* ...an exact name beats an earlier command it abbreviates... */
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_PLAYER, "look"), &t[1]);
	/* ...and a prefix goes to the first in table order. */
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_PLAYER, "loo"), &t[0]);
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_PLAYER, "looku"), &t[0]);
	/* An alias above the role is passed over for the exact name. */
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_PLAYER, "xr"), &t[4]);
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_ADMIN, "xr"), &t[3]);
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_PLAYER, "xra"), NULL);
	/* A command typed whole only is not abbreviated, but others are. */
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_PLAYER, "zap"), &t[5]);
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_PLAYER, "za"), &t[6]);
	ck_assert_ptr_eq(interp_lookup(t, n, ROLE_PLAYER, "zapp"), &t[6]);
	ck_assert_ptr_null(interp_lookup(t, n, ROLE_PLAYER, "zappers"));
}
END_TEST

static struct character	*alice, *bob;

static void
run_setup(void)
{
	fx_start();
	alice = fx_player("Alice", FX_TEMPLE, ROLE_PLAYER, 1);
	bob = fx_player("Bob", FX_TEMPLE, ROLE_PLAYER, 1);
	fx_drain(alice);
	fx_drain(bob);
}

/* What interp_run does with whole lines. */
START_TEST(test_run_lines)
{
	char	*out;

	interp_run(alice, "'hello there");
	fx_told(alice, "You say 'hello there'\n");
	fx_told(bob, "Alice says 'hello there'\n");
	interp_run(alice, "  \"  hi");
	fx_told(alice, "You say 'hi'\n");
	fx_told(bob, "Alice says 'hi'\n");

	interp_run(alice, "");
	interp_run(alice, "    ");
	fx_told(alice, "");

	interp_run(alice, "xyzzy plugh");
	fx_told(alice, "Huh? 'xyzzy' is not a command. Type 'help' for the "
	    "list.\n");
	fx_told(bob, "");

	/* "qui" is not quit: Alice is still here, and told to type it in
	 * full; a player is not told of an admin's command that way. */
	interp_run(alice, "qui");
	fx_told(alice, "Huh? Type 'quit' in full: it is never abbreviated.\n");
	ck_assert_ptr_eq(char_find_player("Alice"), alice);
	interp_run(alice, "promo");
	fx_told(alice, "Huh? 'promo' is not a command. Type 'help' for the "
	    "list.\n");

	/* Trailing spaces go, but for the prompt, which keeps them. */
	interp_run(alice, "say hi   ");
	fx_told(alice, "You say 'hi'\n");
	fx_told(bob, "Alice says 'hi'\n");
	interp_run(alice, "prompt <%h> ");
	fx_told(alice, "Prompt set.\n");
	ck_assert_str_eq(alice->pd.prompt, "<%h> ");
	interp_run(alice, "prompt default  ");
	fx_told(alice, "Prompt set.\n");
	ck_assert_str_eq(alice->pd.prompt, "");

	/* Socials come after the table and only whole. */
	interp_run(alice, "smil");
	fx_told(alice, "Huh? 'smil' is not a command. Type 'help' for the "
	    "list.\n");
	interp_run(alice, "SMILE");
	fx_told(alice, "You smile.\n");
	fx_told(bob, "Alice smiles.\n");

	/* "n" walks north, "s" back; "l" looks. */
	interp_run(alice, "n");
	ck_assert_int_eq(alice->room->vnum, FX_CELLAR);
	interp_run(alice, "s");
	ck_assert_int_eq(alice->room->vnum, FX_TEMPLE);
	fx_drain(alice);
	interp_run(alice, "l");
	out = fx_output(alice);
	ck_assert_msg(strstr(out, "The Temple") != NULL, "look gave: %s", out);
	ck_assert_msg(strstr(out, "Bob") != NULL, "look gave: %s", out);
	free(out);
}
END_TEST

static Suite *
interp_suite(void)
{
	Suite	*s = suite_create("interp");
	TCase	*tc = tcase_create("lookup"), *tr = tcase_create("run");

	tcase_add_test(tc, test_aliases);
	tcase_add_test(tc, test_names_and_prefixes);
	tcase_add_test(tc, test_no_abbreviation);
	tcase_add_test(tc, test_rom_words_keep_old_prefixes);
	tcase_add_test(tc, test_start_and_brawl_prefixes);
	tcase_add_test(tc, test_roles);
	tcase_add_test(tc, test_shared_prefix_table_order);
	tcase_add_test(tc, test_table_consistent);
	tcase_add_test(tc, test_order_alias_name_prefix);
	suite_add_tcase(s, tc);
	tcase_add_unchecked_fixture(tr, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tr, run_setup, fx_stop);
	tcase_add_test(tr, test_run_lines);
	suite_add_tcase(s, tr);
	return (s);
}

int
main(void)
{
	return (check_main_run(interp_suite()));
}
