/*
 * test_duration.c: durations as staff write them (mod_duration_lead):
 * the common spellings are taken, a number that is not a duration is
 * refused, never read as no end; and in game time, a ban with a
 * mistyped duration is refused and none is made.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "ban.h"
#include "check_main.h"
#include "mod.h"
#include "play.h"
#include "store.h"

static const char room_area[] =
	"area Hall\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Hall\n"
	"sector inside\n"
	"flags safe recall indoors\n"
	"description\n"
	"A hall.\n"
	"~\n"
	"end\n";

/* text -> 1 with secs, and what is left is rest. */
static void
takes(const char *text, long long secs, const char *rest)
{
	long long	 got = -2;
	size_t		 used = 0;
	char		*why = NULL;
	int		 rc;

	rc = mod_duration_lead(text, &got, &used, &why);
	ck_assert_msg(rc == 1, "'%s' gave %d (%s)", text, rc,
	    why != NULL ? why : "");
	ck_assert_msg(got == secs, "'%s' gave %lld seconds, not %lld", text,
	    got, secs);
	ck_assert_msg(strcmp(text + used, rest) == 0, "'%s' left '%s', not "
	    "'%s'", text, text + used, rest);
}

/* text -> -1, its reason holding want. */
static void
refuses(const char *text, const char *want)
{
	long long	 got = -2;
	size_t		 used = 0;
	char		*why = NULL;
	int		 rc;

	rc = mod_duration_lead(text, &got, &used, &why);
	ck_assert_msg(rc == -1, "'%s' gave %d (%lld seconds)", text, rc, got);
	ck_assert_msg(why != NULL && strstr(why, want) != NULL, "'%s': '%s' "
	    "has no '%s'", text, why != NULL ? why : "", want);
	free(why);
}

START_TEST(test_common_spellings)
{
	takes("7d spam", 7 * 86400, "spam");
	takes("7days spam", 7 * 86400, "spam");
	takes("7 days spam", 7 * 86400, "spam");
	takes("7 DAYS spam", 7 * 86400, "spam");
	takes("1 day", 86400, "");
	takes("1h spam", 3600, "spam");
	takes("1hr spam", 3600, "spam");
	takes("2hrs spam", 7200, "spam");
	takes("1 hour spam", 3600, "spam");
	takes("30m spam", 1800, "spam");
	takes("30min spam", 1800, "spam");
	takes("30 minutes spam", 1800, "spam");
	takes("45s x", 45, "x");
	takes("10sec x", 10, "x");
	takes("2w x", 2 * 604800, "x");
	takes("2 weeks x", 2 * 604800, "x");
	takes("1mo x", 2592000, "x");
	takes("1y x", 31536000, "x");
	takes("1h30m x", 5400, "x");
	takes("1d12h x", 86400 + 12 * 3600, "x");
	takes("perm spam", 0, "spam");
	takes("permanent spam", 0, "spam");
	takes("Forever spam", 0, "spam");
	ck_assert_int_eq(mod_duration("7days"), 7 * 86400);
	ck_assert_int_eq(mod_duration("1hr"), 3600);
	ck_assert_int_eq(mod_duration("30min"), 1800);
	ck_assert_int_eq(mod_duration("10"), -1);
	ck_assert_int_eq(mod_duration("perm"), -1);
	ck_assert_int_eq(mod_duration("off"), -1);
}
END_TEST

START_TEST(test_not_a_duration)
{
	long long	 secs = -2;
	size_t		 used = 99;
	char		*why = NULL;

	/* No number, no word for no end: no duration; the reason starts. */
	ck_assert_int_eq(mod_duration_lead("spamming the game", &secs, &used,
	    &why), 0);
	ck_assert_int_eq(mod_duration_lead("", &secs, &used, &why), 0);
	ck_assert_ptr_null(why);
	/* A number that is not a duration: refused, not a ban for ever. */
	refuses("10 spam", "'10' has no unit");
	refuses("10", "'10' has no unit");
	refuses("7dys spam", "'dys' is not a unit of time");
	refuses("7days, spam", "'7days,' is not a duration");
	refuses("3 spammers here", "'3' has no unit");
	refuses("0d spam", "more than nothing");
	refuses("11y spam", "at most ten years");
	refuses("99999999999999999999d spam", "at most ten years");
	refuses("9999999w spam", "at most ten years");
}
END_TEST

/* In the game: a mistyped duration makes no ban, and says why. */
START_TEST(test_ban_refuses_a_typo)
{
	const char *const	 files[] = { "hall.are", room_area, NULL };
	struct character	*a;
	struct store_ban	 b = { 0 };

	play_start(files, 3);
	a = play_enter("Ada", 3001, ROLE_ADMIN);
	play_type(a, "ban site 10.1.2.3 10 spamming");
	play_expect(a, "'10' has no unit");
	play_type(a, "ban site 10.1.2.3 7dys spamming");
	play_expect(a, "'dys' is not a unit of time");
	ck_assert_int_eq(ban_site_find("10.1.2.3", &b), 0);
	play_type(a, "ban");
	play_not(a, "10.1.2.3");
	/* Spelt out, it is taken, and ends when it says. */
	play_type(a, "ban site 10.1.2.3 7days spamming");
	play_expect(a, "The site 10.1.2.3 is banned; the ban ends");
	play_expect(a, "(in 1 week)");
	ck_assert_int_eq(ban_site_find("10.1.2.3", &b), 1);
	ck_assert_str_eq(b.reason, "spamming");
	ck_assert(b.expires == b.created + 7 * 86400);
	store_ban_clear(&b);
	play_type(a, "ban name Mallory 1 hour rude");
	play_expect(a, "The name Mallory is banned; the ban ends");
	ck_assert_int_eq(ban_name_find("Mallory", &b), 1);
	ck_assert_str_eq(b.reason, "rude");
	ck_assert(b.expires == b.created + 3600);
	store_ban_clear(&b);
	play_type(a, "ban site 10.9.9.9 perm flooding");
	play_expect(a, "The site 10.9.9.9 is banned; the ban ends never.");
	ck_assert_int_eq(ban_site_find("10.9.9.9", &b), 1);
	ck_assert_str_eq(b.reason, "flooding");
	store_ban_clear(&b);
	play_stop();
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("duration");
	TCase	*tc = tcase_create("duration");

	tcase_add_test(tc, test_common_spellings);
	tcase_add_test(tc, test_not_a_duration);
	tcase_add_test(tc, test_ban_refuses_a_typo);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
