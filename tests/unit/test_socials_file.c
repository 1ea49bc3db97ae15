/*
 * test_socials_file.c: the socials file: its reader and every error it
 * reports, the bundled file (valid, at least 100), a social read from a
 * file played alone, at someone and at oneself, and 'reload socials'.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "interp.h"
#include "play.h"
#include "socials.h"

/* A social whole, as a builder writes one. */
#define WAG \
	"social wag\n" \
	"alone      You wag a finger.\n" \
	"alone-room $n wags a finger.\n" \
	"at         You wag a finger at $N.\n" \
	"at-target  $n wags a finger at you.\n" \
	"at-room    $n wags a finger at $N.\n" \
	"self       You wag a finger at yourself.\n" \
	"self-room  $n wags a finger at their own reflection. $$5 says so.\n" \
	"~\n"

/* Parse text; return the errors (a new string, "" for none). */
static char *
parse(const char *text, int want, size_t count)
{
	struct social_set	*set;
	char			*errors = NULL;
	int			 n;

	n = social_parse("t.txt", text, strlen(text), interp_taken, &set,
	    &errors);
	ck_assert_msg(n == want, "%d errors, not %d: %s", n, want,
	    errors != NULL ? errors : "");
	ck_assert_uint_eq(social_set_count(set), count);
	social_set_free(set);
	return (errors != NULL ? errors : xstrdup(""));
}

static void
has(const char *errors, const char *want)
{
	ck_assert_msg(strstr(errors, want) != NULL, "no '%s' in:\n%s", want,
	    errors);
}

START_TEST(test_reader_good)
{
	struct social_set	*set;
	char			*errors = NULL;
	const char		*text = "# comment\n\n" WAG
	    "social beckonme\r\nalone Whom?\r\nalone-room -\r\nat A $N.\r\n"
	    "at-target B.\r\nat-room C $N.\r\nself D.\r\nself-room E.\r\n~\r\n";

	free(parse("", 0, 0));
	ck_assert_int_eq(social_parse("t.txt", text, strlen(text), NULL,
	    &set, &errors), 0);
	ck_assert_ptr_null(errors);
	ck_assert_uint_eq(social_set_count(set), 2);
	/* Sorted by name. */
	ck_assert_str_eq(social_set_name(set, 0), "beckonme");
	ck_assert_str_eq(social_set_name(set, 1), "wag");
	ck_assert_ptr_null(social_set_name(set, 2));
	social_set_free(set);
}
END_TEST

/* Every mistake named at its line, all at once; good socials kept. */
START_TEST(test_reader_errors)
{
	char	*e;

	e = parse(WAG
	    /* 10 */ "social wag\n"
	    "alone a\nalone-room b\nat c\nat-target d\nat-room e\nself f\n"
	    "self-room g\n~\n"
	    /* 19 */ "social look\n"
	    "alone a\nalone-room b\nat c\nat-target d\nat-room e\nself f\n"
	    "self-room g\n~\n"
	    /* 28 */ "social Big\n"
	    "alone a\nalone-room b\nat c\nat-target d\nat-room e\nself f\n"
	    "self-room g\n~\n"
	    /* 37 */ "social nodat\n"
	    "alone a\nalone-room b\nat c $x\nat-target d\nself f\n"
	    /* 43 */ "self-room g\n~\n"
	    /* 45 */ "social twice\n"
	    "alone a\nalone a\nalone-room $N b\nat c\nat-target d\n"
	    /* 51 */ "at-room e\nself f\nself-room g\nsmell h\n~\n"
	    /* 56 */ "stray line\n"
	    /* 57 */ "~\n"
	    /* 58 */ "social unended\nalone a\n", 11, 1);
	has(e, "t.txt:10: social 'wag' again (the first is at line 1)\n");
	has(e, "t.txt:19: 'look' is a command: a player typing it would "
	    "never get the social\n");
	has(e, "t.txt:28: a name is lowercase letters a-z only\n");
	has(e, "t.txt:40: unknown code '$x' (the codes are $n, $N and $$)\n");
	has(e, "t.txt:44: social 'nodat' has no 'at-room'\n");
	has(e, "t.txt:47: 'alone' twice\n");
	has(e, "t.txt:48: '$N' in 'alone-room', where no one is acted upon\n");
	has(e, "t.txt:54: unknown field 'smell'");
	has(e, "t.txt:56: 'stray' outside a social");
	has(e, "t.txt:57: '~' with no social begun\n");
	has(e, "t.txt:59: social 'unended' is not ended by '~'\n");
	free(e);
	/* An abbreviation of a command is a command too ("sc": score). */
	e = parse("social sc\nalone a\nalone-room b\nat c\nat-target d\n"
	    "at-room e\nself f\nself-room g\n~\n", 1, 0);
	has(e, "t.txt:1: 'sc' is a command");
	free(e);
}
END_TEST

/* Names, messages, lines and the file are bounded. */
START_TEST(test_reader_limits)
{
	char	*text, *e, *big;
	size_t	 i;

	e = parse("social abcdefghijklmnopqrstu\nalone a\n~\n", 7, 0);
	has(e, "t.txt:1: the name is longer than 20 bytes\n");
	free(e);
	big = xcalloc(1, 1100);
	memset(big, 'x', 1099);
	xasprintf(&text, "social wag\nalone %.*s\n~\n", SOCIAL_MSG_MAX + 1,
	    big);
	e = parse(text, 7, 0);
	has(e, "t.txt:2: the message is longer than 200 bytes\n");
	free(e);
	free(text);
	xasprintf(&text, "%s\n%s", big, WAG);
	e = parse(text, 1, 1);
	has(e, "t.txt:1: the line is longer than 1024 bytes\n");
	free(e);
	free(text);
	free(big);
	/* More than SOCIAL_MAX socials: the rest refused. */
	text = xstrdup("");
	for (i = 0; i <= SOCIAL_MAX; i++) {
		char	*tmp, name[16];
		size_t	 k = i;
		int	 j;

		for (j = 0; j < 4; j++, k /= 26)
			name[j] = (char)('a' + k % 26);
		name[j] = '\0';
		xasprintf(&tmp, "%ssocial zz%s\nalone a\nalone-room b\nat c\n"
		    "at-target d\nat-room e\nself f\nself-room g\n~\n", text,
		    name);
		free(text);
		text = tmp;
	}
	e = parse(text, 1, SOCIAL_MAX);
	has(e, "more than 1000 socials\n");
	free(e);
	free(text);
	/* A file that is not there. */
	{
		struct social_set	*set;
		char			*errors = NULL;

		ck_assert_int_eq(social_load("/nonexistent/socials.txt",
		    NULL, &set, &errors), -1);
		has(errors, "/nonexistent/socials.txt: ");
		free(errors);
		social_set_free(set);
	}
}
END_TEST

/* The bundled file: no errors, at least 100, the ones players expect. */
START_TEST(test_bundled)
{
	static const char *const expected[] = { "smile", "nod", "laugh",
	    "wave", "shrug", "sigh", "wink", "bow", "hug", "poke", "cackle",
	    "chuckle", "giggle", "grin", "dance", "cry", "blush", "cheer",
	    "clap", "comfort", "cuddle", "curtsey", "facepalm", "flex",
	    "glare", "growl", "hmm", "kiss", "lick", "nudge", "pat", "peer",
	    "ponder", "pout", "punch", "ruffle", "salute", "scream", "shake",
	    "shiver", "slap", "smirk", "snicker", "sniff", "snore", "snuggle",
	    "stretch", "strut", "sulk", "thank", "think", "tickle",
	    "twiddle", "whistle", "yawn", NULL };
	struct social_set	*set;
	char			*path = fx_socials_path(), *errors = NULL;
	size_t			 i, n;
	int			 found;

	ck_assert_msg(social_load(path, interp_taken, &set, &errors) == 0,
	    "%s", errors);
	n = social_set_count(set);
	ck_assert_msg(n >= 100, "only %zu socials", n);
	for (i = 0; expected[i] != NULL; i++) {
		found = 0;
		for (size_t j = 0; j < n; j++)
			found |= strcmp(social_set_name(set, j),
			    expected[i]) == 0;
		ck_assert_msg(found, "no social '%s'", expected[i]);
	}
	social_set_free(set);
	free(path);
}
END_TEST

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

/* A social of the bundled file typed in play: alone, at one, at oneself. */
START_TEST(test_play_bundled)
{
	struct character	*a = play_enter("Ada", FX_TEMPLE, ROLE_PLAYER);
	struct character	*b = play_enter("Bea", FX_TEMPLE, ROLE_PLAYER);

	play_type(a, "facepalm");
	play_expect(a, "You bury your face in your palm.\n");
	play_expect(b, "Ada buries their face in one palm.\n");
	play_type(a, "ruffle bea");
	play_expect(a, "You muss up Bea's hair.\n");
	play_expect(b, "Ada musses up your hair.\n");
	play_type(a, "ruffle");			/* needs someone */
	play_expect(a, "Ruffle whose hair?\n");
	play_not(b, "Ada");
	play_type(b, "twiddle self");
	play_expect(b, "You twiddle your thumbs, waiting for yourself.\n");
	play_expect(a, "Bea twiddles their thumbs.\n");
	play_type(a, "socials");
	play_expect(a, "Socials, 132 of them (alone or at someone");
	play_expect(a, "yodel");
}
END_TEST

/* reload socials: a good file in force; a bad one refused, listed. */
START_TEST(test_reload)
{
	struct character	*c = play_enter("Ida", FX_TEMPLE, ROLE_ADMIN);
	struct character	*p = play_enter("Pim", FX_TEMPLE, ROLE_PLAYER);
	char			 path[600];
	FILE			*f;

	snprintf(path, sizeof path, "%s/socials.txt", fx_dir);
	play_config("server.socials", path);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs(WAG "social wag\nalone x\n~\n", f);
	fclose(f);
	play_type(c, "reload socials");
	play_expect(c, "socials.txt:10: social 'wag' again (the first is at "
	    "line 1)\n");
	play_expect(c, "The socials were not reloaded; the running ones are "
	    "unchanged.\n");
	play_type(p, "wag");
	play_expect(p, "Huh? 'wag' is not a command.");
	play_type(p, "smile");			/* the bundled ones stay */
	play_expect(p, "You smile.\n");
	play_type(p, "reload socials");		/* not a player's */
	play_expect(p, "Huh?");
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs(WAG, f);
	fclose(f);
	play_type(c, "reload socials");
	play_expect(c, "Socials reloaded from ");
	play_expect(c, ": 1 socials.\n");
	play_type(p, "wag");
	play_expect(p, "You wag a finger.\n");
	play_expect(c, "Pim wags a finger.\n");
	play_type(p, "wag me");
	play_expect(c, "Pim wags a finger at their own reflection. $5 says "
	    "so.\n");
	play_type(p, "smile");
	play_expect(p, "Huh? 'smile' is not a command.");
}
END_TEST

static Suite *
socials_file_suite(void)
{
	Suite	*s = suite_create("socials_file");
	TCase	*tc = tcase_create("reader");

	tcase_add_test(tc, test_reader_good);
	tcase_add_test(tc, test_reader_errors);
	tcase_add_test(tc, test_reader_limits);
	tcase_add_test(tc, test_bundled);
	suite_add_tcase(s, tc);
	tc = tcase_create("play");
	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_play_bundled);
	tcase_add_test(tc, test_reload);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(socials_file_suite()));
}
