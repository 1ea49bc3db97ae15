/*
 * test_msdpvars.c: the game's MSDP variables as a client gets them, byte
 * for byte: strings without colour markup or control bytes, the ROOM
 * table reported on a move, the variables a client sets (and the colours
 * they choose), the *_PERM stats and AFFECTS in seconds, and WORLD_TIME
 * reaching an idle client when the game hour turns.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "calendar.h"
#include "check_main.h"
#include "colour.h"
#include "descriptor.h"
#include "magic.h"
#include "msdp.h"
#include "msdpvars.h"
#include "play.h"
#include "protocol.h"
#include "telnet.h"

static const char lab_area[] =
	"area {GGreen{x Lab\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name {rRed {#ff0000Hall\n"
	"sector inside\n"
	"description\n"
	"Glass everywhere.\n"
	"~\n"
	"exit down 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Vault\n"
	"sector hills\n"
	"description\n"
	"Cold stone.\n"
	"~\n"
	"exit up 3001\n"
	"exit east 3003\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Annex\n"
	"sector inside\n"
	"description\n"
	"Dust.\n"
	"~\n"
	"exit west 3002\n"
	"end\n"
	"\n"
	"mob 3050\n"
	"keywords newt\n"
	"short {ya {Yyellow{x newt\n"
	"long A yellow newt is here.\n"
	"description\n"
	"Small.\n"
	"~\n"
	"level 2\n"
	"hit 2d4+4\n"
	"damage 1d2\n"
	"end\n";

static void
setup(void)
{
	const char *const	files[] = { "lab.are", lab_area, NULL };

	play_start(files, 11);
}

static void
teardown(void)
{
	play_stop();
}

/*
 * The MSDP payloads ch was sent from *mark on (IAC IAC undoubled), one
 * after another, each ended by '|'; the caller frees.
 */
static char *
msdp_since(struct character *ch, size_t *mark)
{
	size_t			 len, i, j = 0;
	const unsigned char	*raw;
	char			*s;

	raw = (const unsigned char *)play_transcript(ch, &len);
	s = xmalloc(len - *mark + 1);
	for (i = *mark; i + 2 < len; i++) {
		if (raw[i] != 255 || raw[i + 1] != 250 || raw[i + 2] != 69)
			continue;
		for (i += 3; i + 1 < len; i++) {
			if (raw[i] == 255 && raw[i + 1] == 240)
				break;
			if (raw[i] == 255 && raw[i + 1] == 255)
				i++;
			s[j++] = (char)raw[i];
		}
		s[j++] = '|';
	}
	s[j] = '\0';
	*mark = len;
	return (s);
}

/* The client sends VAR name VAL value (or an array of several values). */
static void
msdp_client(struct character *ch, const char *name, ...)
{
	struct msdp_buf	 b;
	const char	*v, *vals[16];
	size_t		 n = 0, i;
	va_list		 ap;

	va_start(ap, name);
	while ((v = va_arg(ap, const char *)) != NULL && n < 16)
		vals[n++] = v;
	va_end(ap);
	msdp_buf_init(&b);
	msdp_var(&b, name);
	if (n == 1)
		msdp_val(&b, vals[0]);
	else {
		msdp_mark(&b, MSDP_VAL);
		msdp_mark(&b, MSDP_ARRAY_OPEN);
		for (i = 0; i < n; i++)
			msdp_val(&b, vals[i]);
		msdp_mark(&b, MSDP_ARRAY_CLOSE);
	}
	msdp_vars_in(ch->desc, (const uint8_t *)b.data, b.len);
	msdp_buf_free(&b);
	play_turn();
}

/* A player whose client said DO MSDP; what it was sent so far skipped. */
static struct character *
msdp_enter(const char *name, int vnum, size_t *mark)
{
	struct character	*ch = play_enter(name, vnum, ROLE_PLAYER);

	ch->desc->proto.msdp_on = 1;
	*mark = 0;
	free(msdp_since(ch, mark));
	return (ch);
}

#define has(s, want)	ck_assert_msg(strstr((s), (want)) != NULL, \
			    "no \"%s\" in \"%s\"", (want), (s))
#define hasnt(s, want)	ck_assert_msg(strstr((s), (want)) == NULL, \
			    "\"%s\" in \"%s\"", (want), (s))

START_TEST(test_strings_plain)
{
	size_t			 mark;
	struct character	*a = msdp_enter("Ada", 3001, &mark);
	struct character	*newt = fx_mob(3050, 3001);
	struct room		*r = room_find(3001);
	struct room_def		*def;
	char			*s;

	a->fighting = newt;
	msdp_client(a, "SEND", "ROOM_NAME", "AREA_NAME", "OPPONENT_NAME",
	    "ROOM", NULL);
	a->fighting = NULL;
	s = msdp_since(a, &mark);
	has(s, "\001ROOM_NAME\002Red Hall\001");
	has(s, "\001AREA_NAME\002Green Lab\001");
	has(s, "\001OPPONENT_NAME\002a yellow newt\001");
	has(s, "\001NAME\002Red Hall\001AREA\002Green Lab\001");
	hasnt(s, "{");
	free(s);

	/*
	 * Control bytes and IAC in a name (a builder's, or a bad file), put
	 * in the room's definition by hand, as OLC would replace it.
	 */
	def = (struct room_def *)(uintptr_t)r->def;
	free(def->name);
	def->name = xstrdup("Bad\001\002\033[5m\006Name\377\t{x");
	msdp_client(a, "SEND", "ROOM_NAME", NULL);
	s = msdp_since(a, &mark);
	ck_assert_str_eq(s, "\001ROOM_NAME\002Bad[5mName|");
	free(s);
}
END_TEST

START_TEST(test_room_table_on_move)
{
	size_t			 mark;
	struct character	*a = msdp_enter("Bea", 3001, &mark);
	char			*s;

	msdp_client(a, "REPORT", "ROOM", "ROOM_VNUM", NULL);
	s = msdp_since(a, &mark);
	has(s, "\001ROOM\002\003\001VNUM\0023001\001NAME\002Red Hall"
	    "\001AREA\002Green Lab\001TERRAIN\002inside\001EXITS\002\003"
	    "\001d\0023002\004\004");
	has(s, "\001ROOM_VNUM\0023001");
	free(s);

	/* A move: the new room, reported at the end of the turn. */
	play_type(a, "down");
	s = msdp_since(a, &mark);
	has(s, "\001ROOM\002\003\001VNUM\0023002\001NAME\002The Vault"
	    "\001AREA\002Green Lab\001TERRAIN\002hills\001EXITS\002\003"
	    "\001e\0023003\001u\0023001\004\004");
	has(s, "\001ROOM_VNUM\0023002");
	free(s);

	/* Nothing changed: nothing sent. */
	play_type(a, "look");
	s = msdp_since(a, &mark);
	hasnt(s, "ROOM");
	free(s);

	/* Listed with the others a client may report. */
	msdp_client(a, "LIST", "REPORTABLE_VARIABLES", NULL);
	s = msdp_since(a, &mark);
	has(s, "\002ROOM\002");
	has(s, "\002STR_PERM\002");
	hasnt(s, "\002CLIENT_ID\002");
	free(s);
}
END_TEST

START_TEST(test_client_sets)
{
	size_t			 mark;
	struct character	*a = msdp_enter("Cal", 3001, &mark);
	struct descriptor	*d = a->desc;
	const uint8_t		 mtts1[] = "\000MTTS 1";
	char			*s;

	/* TTYPE said 16 colours. */
	d->proto.mtts = MTTS_ANSI;
	d->proto.mtts_known = 1;
	ck_assert_int_eq(proto_colours(d), 16);

	msdp_client(a, "LIST", "CONFIGURABLE_VARIABLES", NULL);
	s = msdp_since(a, &mark);
	has(s, "\002CLIENT_ID\002");
	has(s, "\002XTERM_256_COLORS\002");
	free(s);

	/* A MUSHclient plugin names itself and asks for 256 colours. */
	msdp_client(a, "CLIENT_ID", "MUSHclient", NULL);
	msdp_client(a, "CLIENT_VERSION", "5.07", NULL);
	msdp_client(a, "PLUGIN_ID", "\033[31mmapper", NULL);
	msdp_client(a, "XTERM_256_COLORS", "1", NULL);
	ck_assert_int_eq(proto_colours(d), 256);
	ck_assert_int_eq(desc_colour_mode(d), COLOUR_ANSI256);
	ck_assert_str_eq(d->proto.client, "MUSHclient");
	msdp_client(a, "SEND", "CLIENT_ID", "CLIENT_VERSION", "PLUGIN_ID",
	    "XTERM_256_COLORS", "ANSI_COLORS", NULL);
	s = msdp_since(a, &mark);
	ck_assert_str_eq(s, "\001CLIENT_ID\002MUSHclient"
	    "\001CLIENT_VERSION\0025.07\001PLUGIN_ID\002[31mmapper"
	    "\001XTERM_256_COLORS\0021\001ANSI_COLORS\0021|");
	free(s);

	/* An MTTS answer after it does not take back what the client set. */
	d->proto.ttype_round = 2;
	proto_subneg(d, TELOPT_TTYPE, mtts1, sizeof mtts1 - 1);
	ck_assert_int_eq(proto_colours(d), 256);

	/* Not 0 or 1: ignored. No colour at all: none. */
	msdp_client(a, "XTERM_256_COLORS", "maybe", NULL);
	ck_assert_int_eq(proto_colours(d), 256);
	msdp_client(a, "ANSI_COLORS", "0", NULL);
	ck_assert_int_eq(proto_colours(d), 0);
	ck_assert_int_eq(desc_colour_mode(d), COLOUR_NONE);
	msdp_client(a, "SEND", "ANSI_COLORS", "XTERM_256_COLORS", NULL);
	s = msdp_since(a, &mark);
	ck_assert_str_eq(s, "\001ANSI_COLORS\0020\001XTERM_256_COLORS\0020|");
	free(s);

	/* UTF_8: believed unless a CHARSET agreement says otherwise. */
	ck_assert_int_eq(d->proto.utf8, 0);
	msdp_client(a, "UTF_8", "1", NULL);
	ck_assert_int_eq(d->proto.utf8, 1);
	msdp_client(a, "UTF_8", "0", NULL);
	ck_assert_int_eq(d->proto.utf8, 0);
	d->proto.charset = PROTO_CHARSET_LATIN1;
	msdp_client(a, "UTF_8", "1", NULL);
	ck_assert_int_eq(d->proto.utf8, 0);

	/* Set, not reported. */
	msdp_client(a, "REPORT", "CLIENT_ID", NULL);
	s = msdp_since(a, &mark);
	ck_assert_str_eq(s, "");
	free(s);
}
END_TEST

START_TEST(test_perm_stats_and_affects)
{
	size_t			 mark;
	struct character	*a = msdp_enter("Dot", 3001, &mark);
	char			*s, want[128];

	a->pd.stats[STAT_STR] = 13;
	a->pd.stats[STAT_CON] = 17;
	magic_affect_add(a, SPELL_ARMOR, APPLY_AC, -20, 40);
	magic_affect_add(a, SPELL_BLESS, APPLY_STR, 2, 40);
	magic_affect_add(a, SPELL_BLESS, APPLY_HITROLL, 1, 80);
	msdp_client(a, "SEND", "STR", "STR_PERM", "CON_PERM", "AFFECTS",
	    "SNIPPET_VERSION", "ALIGNMENT", NULL);
	s = msdp_since(a, &mark);
	has(s, "\001STR\00215\001STR_PERM\00213\001CON_PERM\00217");
	/* Each spell once, to its seconds left (the longest), not its
	 * modifier. */
	snprintf(want, sizeof want, "\001AFFECTS\002\003\001%s\00210\001%s"
	    "\00220\004", magic_spell_name(SPELL_ARMOR),
	    magic_spell_name(SPELL_BLESS));
	has(s, want);
	has(s, "\001SNIPPET_VERSION\002");
	has(s, "\001ALIGNMENT\0020");
	free(s);

	/* Four pulses later: a second less. */
	play_pulses(4);
	msdp_client(a, "SEND", "AFFECTS", NULL);
	s = msdp_since(a, &mark);
	snprintf(want, sizeof want, "\001%s\0029\001", magic_spell_name(
	    SPELL_ARMOR));
	has(s, want);
	free(s);
}
END_TEST

START_TEST(test_world_time_idle)
{
	size_t			 mark, bmark, cmark;
	struct character	*a = msdp_enter("Eve", 3001, &mark);
	struct character	*b = msdp_enter("Fay", 3003, &bmark);
	struct character	*c = msdp_enter("Gil", 3003, &cmark);
	char			*s, want[64];
	int			 hour;

	play_config("game.hour_length", "1");
	/* Unhurt: no heal tick sends anything either. */
	a->pd.hit = a->pd.max_hit;
	a->pd.mana = a->pd.max_mana;
	a->pd.move = a->pd.max_move;
	msdp_client(a, "REPORT", "WORLD_TIME", NULL);
	msdp_client(c, "REPORT", "WORLD_TIME", NULL);
	msdp_client(b, "REPORT", "HEALTH", NULL);
	free(msdp_since(a, &mark));
	free(msdp_since(b, &bmark));
	/* One that reported it leaves: the hour forgets it. */
	play_hangup(c);

	/* Idle, unhurt, indoors: only the hour can send anything. */
	hour = calendar_hour();
	play_pulses(2 * PULSES_PER_SECOND);
	ck_assert_int_ne(calendar_hour(), hour);
	s = msdp_since(a, &mark);
	snprintf(want, sizeof want, "\001WORLD_TIME\002%d|",
	    calendar_hour());
	has(s, want);
	free(s);
	/* One that reports no time is not visited. */
	s = msdp_since(b, &bmark);
	ck_assert_str_eq(s, "");
	free(s);

	/* Unreported: no more. */
	msdp_client(a, "UNREPORT", "WORLD_TIME", NULL);
	free(msdp_since(a, &mark));
	play_pulses(2 * PULSES_PER_SECOND);
	s = msdp_since(a, &mark);
	ck_assert_str_eq(s, "");
	free(s);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("msdpvars");
	TCase	*tc = tcase_create("vars");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_strings_plain);
	tcase_add_test(tc, test_room_table_on_move);
	tcase_add_test(tc, test_client_sets);
	tcase_add_test(tc, test_perm_stats_and_affects);
	tcase_add_test(tc, test_world_time_idle);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
