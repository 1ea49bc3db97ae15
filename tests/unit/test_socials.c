/* test_socials.c: socials alone, at someone, at oneself, at no one here. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "interp.h"
#include "socials.h"
#include "world_fixture.h"

static struct character	*alice, *bob, *carol, *dave, *guard;

/* Alice, Bob, Carol and the city guard in the temple; Dave in the hall. */
static void
setup(void)
{
	fx_start();
	alice = fx_player("Alice", FX_TEMPLE, ROLE_PLAYER, 1);
	bob = fx_player("Bob", FX_TEMPLE, ROLE_PLAYER, 1);
	carol = fx_player("Carol", FX_TEMPLE, ROLE_PLAYER, 1);
	dave = fx_player("Dave", FX_HALL, ROLE_PLAYER, 1);
	guard = fx_mob(FX_MOB_CITY, FX_TEMPLE);
	fx_drain(alice);
	fx_drain(bob);
	fx_drain(carol);
	fx_drain(dave);
}

/* Run a social as ch typed it: "smile bob". */
static void
act(struct character *ch, const char *word, const char *target)
{
	char	*arg = xstrdup(target);

	ck_assert_int_eq(social_run(ch, word, arg), 1);
	free(arg);
}

/* What Alice, Bob, Carol and Dave were told since the last look. */
static void
told(const char *a, const char *b, const char *c, const char *d)
{
	fx_told(alice, a);
	fx_told(bob, b);
	fx_told(carol, c);
	fx_told(dave, d);
}

START_TEST(test_exists)
{
	ck_assert(social_exists("smile"));
	ck_assert(social_exists("SMILE"));
	ck_assert(social_exists("wave"));
	ck_assert(!social_exists("smil"));
	ck_assert(!social_exists("smiles"));
	ck_assert(!social_exists(""));
	ck_assert(!social_exists("look"));
	ck_assert_int_eq(social_run(alice, "look", ""), 0);
	ck_assert_int_eq(social_run(alice, "smil", ""), 0);
	told("", "", "", "");
}
END_TEST

START_TEST(test_alone)
{
	act(alice, "smile", "");
	told("You smile.\n", "Alice smiles.\n", "Alice smiles.\n", "");
	act(bob, "wave", "");
	told("Bob waves.\n", "You wave.\n", "Bob waves.\n", "");
}
END_TEST

/* A social that needs someone asks whom, and the room sees nothing. */
START_TEST(test_alone_needs_target)
{
	act(alice, "hug", "");
	told("Hug whom?\n", "", "", "");
	act(alice, "poke", "   ");
	told("Poke whom?\n", "", "", "");
}
END_TEST

/* At someone: one message each for the actor, the target and the rest. */
START_TEST(test_at_someone)
{
	act(alice, "smile", "bob");
	told("You smile at Bob.\n", "Alice smiles at you.\n",
	    "Alice smiles at Bob.\n", "");
	act(carol, "poke", "AL");		/* any case, a prefix */
	told("Carol jabs a finger into your side.\n",
	    "Carol jabs a finger into Alice's side.\n",
	    "You jab a finger into Alice's side.\n", "");
	act(bob, "hug", "carol tightly");	/* the rest is ignored */
	told("Bob hugs Carol.\n", "You hug Carol.\n", "Bob hugs you.\n", "");
}
END_TEST

/* At a mobile, and by one: its name starts a sentence with a capital. */
START_TEST(test_mobiles)
{
	struct character	*tall = fx_mob(FX_MOB_TALL, FX_TEMPLE);

	act(alice, "bow", "guard");
	told("You bow low to the city guard.\n",
	    "Alice bows low to the city guard.\n",
	    "Alice bows low to the city guard.\n", "");
	act(alice, "nod", "2.guard");
	told("You nod to a tall guard.\n", "Alice nods to a tall guard.\n",
	    "Alice nods to a tall guard.\n", "");
	act(guard, "smile", "alice");
	told("The city guard smiles at you.\n",
	    "The city guard smiles at Alice.\n",
	    "The city guard smiles at Alice.\n", "");
	act(tall, "laugh", "");
	told("A tall guard laughs.\n", "A tall guard laughs.\n",
	    "A tall guard laughs.\n", "");
	act(guard, "grin", "self");
	told("The city guard grins at some private joke.\n",
	    "The city guard grins at some private joke.\n",
	    "The city guard grins at some private joke.\n", "");
}
END_TEST

START_TEST(test_at_oneself)
{
	act(alice, "smile", "self");
	told("You smile at yourself.\n",
	    "Alice smiles at some private thought.\n",
	    "Alice smiles at some private thought.\n", "");
	act(alice, "applaud", "alice");		/* one's own name */
	told("You applaud yourself. Someone has to.\n",
	    "Alice applauds, for want of anyone else to.\n",
	    "Alice applauds, for want of anyone else to.\n", "");
	act(alice, "hug", "me");
	told("You wrap your arms around yourself.\n",
	    "Alice hugs the air. Someone should help.\n",
	    "Alice hugs the air. Someone should help.\n", "");
}
END_TEST

/* No one here by that name: only the actor hears of it. */
START_TEST(test_unknown_target)
{
	act(alice, "smile", "dragon");
	told("You see no one here by that name.\n", "", "", "");
	act(alice, "wave", "dave");		/* in another room */
	told("You see no one here by that name.\n", "", "", "");
	act(alice, "poke", "3.guard");
	told("You see no one here by that name.\n", "", "", "");
}
END_TEST

/* In the dark one cannot see whom to smile at, but can smile. */
START_TEST(test_dark)
{
	char_to_room(alice, room_find(FX_CELLAR));
	char_to_room(bob, room_find(FX_CELLAR));
	fx_drain(alice);
	fx_drain(bob);
	act(alice, "smile", "bob");
	told("You see no one here by that name.\n", "", "", "");
	act(alice, "smile", "");
	told("You smile.\n", "Alice smiles.\n", "", "");
}
END_TEST

/* Typed at the prompt, through the interpreter. */
START_TEST(test_typed)
{
	char	*out;

	interp_run(alice, "wink bob");
	told("You wink at Bob.\n", "Alice winks at you.\n",
	    "Alice winks at Bob.\n", "");
	interp_run(alice, "socials");
	out = fx_output(alice);
	ck_assert_msg(strstr(out, "applaud") != NULL &&
	    strstr(out, "wink") != NULL, "socials: %s", out);
	free(out);
	told("", "", "", "");
}
END_TEST

static Suite *
socials_suite(void)
{
	Suite	*s = suite_create("socials");
	TCase	*tc = tcase_create("core");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, fx_stop);
	tcase_add_test(tc, test_exists);
	tcase_add_test(tc, test_alone);
	tcase_add_test(tc, test_alone_needs_target);
	tcase_add_test(tc, test_at_someone);
	tcase_add_test(tc, test_mobiles);
	tcase_add_test(tc, test_at_oneself);
	tcase_add_test(tc, test_unknown_target);
	tcase_add_test(tc, test_dark);
	tcase_add_test(tc, test_typed);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(socials_suite()));
}
