/*
 * test_gmcp.c: the GMCP a turn sends, byte for byte as a client gets it:
 * only what changed (Char.Status when gold or experience moves, nothing
 * when nothing did), Char.Items Add and Remove as things come and go,
 * Char.Defences and Char.Afflictions from spells, and nothing at all for
 * a connection without GMCP.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "descriptor.h"
#include "gmcp.h"
#include "magic.h"
#include "play.h"
#include "protocol.h"

static const char lab_area[] =
	"area Lab\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Laboratory\n"
	"sector inside\n"
	"description\n"
	"Glass everywhere.\n"
	"~\n"
	"exit down 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Vault\n"
	"sector inside\n"
	"description\n"
	"Cold stone.\n"
	"~\n"
	"exit up 3001\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords key brass\n"
	"short a brass key\n"
	"long A brass key lies here.\n"
	"type key\n"
	"weight 1\n"
	"end\n";

static void
setup(void)
{
	const char *const	files[] = { "lab.are", lab_area, NULL };

	play_start(files, 7);
}

static void
teardown(void)
{
	play_stop();
}

/* What ch was sent from *mark on, raw, as a string (the caller frees). */
static char *
since(struct character *ch, size_t *mark)
{
	size_t		 len;
	const char	*raw = play_transcript(ch, &len);
	char		*s = xmalloc(len - *mark + 1);
	size_t		 i, j = 0;

	/* NUL bytes would end the string early; there are none in GMCP. */
	for (i = *mark; i < len; i++)
		s[j++] = raw[i] == '\0' ? ' ' : raw[i];
	s[j] = '\0';
	*mark = len;
	return (s);
}

/* A player whose client asked for every package. */
static struct character *
gmcp_enter(const char *name, size_t *mark)
{
	struct character	*ch = play_enter(name, 3001, ROLE_PLAYER);
	char			*s;

	ch->desc->proto.gmcp_on = 1;
	ch->desc->proto.gmcp = GMCP_CHAR | GMCP_ROOM | GMCP_COMM |
	    GMCP_ITEMS | GMCP_SKILLS | GMCP_AFFLICT | GMCP_DEFENCE;
	*mark = 0;
	free(since(ch, mark));
	gmcp_login(ch);
	play_turn();
	s = since(ch, mark);
	ck_assert_msg(strstr(s, "Char.Status {") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "Room.Info {\"num\":3001") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "Char.Defences.List []") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "Char.Afflictions.List []") != NULL, "%s", s);
	free(s);
	return (ch);
}

START_TEST(test_status_only_when_changed)
{
	size_t			 mark;
	struct character	*a = gmcp_enter("Gina", &mark);
	char			*s, want[32];

	play_type(a, "look");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Status") == NULL, "%s", s);
	free(s);
	a->pd.gold = 40;
	play_type(a, "look");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Status {") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "\"gold\":40") != NULL, "%s", s);
	free(s);
	a->pd.exp += 7;
	a->pd.level++;
	play_type(a, "look");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "\"exp\":7") != NULL, "%s", s);
	snprintf(want, sizeof want, "\"level\":%d", a->pd.level);
	ck_assert_msg(strstr(s, want) != NULL, "%s", s);
	free(s);
}
END_TEST

START_TEST(test_items_come_and_go)
{
	size_t			 mark;
	struct character	*a = gmcp_enter("Hal", &mark);
	struct object		*key = fx_obj(3010);
	char			*s, want[128];

	obj_to_room(key, a->room);
	play_type(a, "look");
	s = since(a, &mark);
	snprintf(want, sizeof want, "Char.Items.Add {\"location\":\"room\","
	    "\"item\":{\"id\":\"%llu\",\"name\":\"a brass key\","
	    "\"attrib\":\"t\"}}", (unsigned long long)key->uid);
	ck_assert_msg(strstr(s, want) != NULL, "%s", s);
	free(s);
	play_type(a, "get key");
	s = since(a, &mark);
	snprintf(want, sizeof want, "Char.Items.Remove {\"location\":"
	    "\"room\",\"item\":{\"id\":\"%llu\"}}",
	    (unsigned long long)key->uid);
	ck_assert_msg(strstr(s, want) != NULL, "%s", s);
	ck_assert_msg(strstr(s, "Char.Items.Add {\"location\":\"inv\"") !=
	    NULL, "%s", s);
	free(s);
	/* A new room is a new list. */
	play_type(a, "down");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Items.List {\"location\":\"room\","
	    "\"items\":[]}") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "Char.Items.Remove") == NULL, "%s", s);
	free(s);
}
END_TEST

START_TEST(test_affects)
{
	size_t			 mark;
	struct character	*a = gmcp_enter("Ivy", &mark);
	char			*s;

	magic_affect_add(a, SPELL_ARMOR, APPLY_AC, -20, 400);
	play_type(a, "look");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Defences.Add {\"desc\":\"armor\","
	    "\"name\":\"armor\"}") != NULL || strstr(s, "Char.Defences.Add "
	    "{\"name\":\"armor\"") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "Char.Afflictions") == NULL, "%s", s);
	free(s);
	magic_afflict(a, SPELL_POISON, 10);
	play_type(a, "look");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Afflictions.Add {") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "\"cure\":\"cure poison\"") != NULL, "%s", s);
	free(s);
	ck_assert_int_eq(magic_affect_remove(a, SPELL_ARMOR), 1);
	play_type(a, "look");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Defences.Remove [\"armor\"]") != NULL,
	    "%s", s);
	free(s);
}
END_TEST

START_TEST(test_none_without_gmcp)
{
	struct character	*a = play_enter("Jon", 3001, ROLE_PLAYER);
	size_t			 mark = 0, len;
	const char		*raw;

	magic_affect_add(a, SPELL_ARMOR, APPLY_AC, -20, 400);
	a->pd.gold += 5;
	gmcp_login(a);
	play_type(a, "look");
	free(since(a, &mark));
	raw = play_transcript(a, &len);
	ck_assert_ptr_null(memmem(raw, len, "\377\372\311", 3));
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("gmcp");
	TCase	*tc = tcase_create("turn");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_status_only_when_changed);
	tcase_add_test(tc, test_items_come_and_go);
	tcase_add_test(tc, test_affects);
	tcase_add_test(tc, test_none_without_gmcp);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
