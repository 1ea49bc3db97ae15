/*
 * test_gmcp.c: the GMCP a turn sends, byte for byte as a client gets it:
 * only what changed (Char.Status when gold or experience moves, nothing
 * when nothing did), Char.Items Add and Remove as things come and go,
 * Char.Defences and Char.Afflictions from spells, and nothing at all for
 * a connection without GMCP. And the shapes IRE-style scripts read:
 * Comm.Channel.Text with the whole line in the listener's colours,
 * numeric mobile ids and IRE's attrib letters, Mudlet's "Char 1"
 * bringing afflictions and defences, Room.Info once at login, Char.Name
 * and the fullname with the title, skill group ranks, Room.Info details.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "channel.h"
#include "check_main.h"
#include "class.h"
#include "descriptor.h"
#include "gmcp.h"
#include "gmcp-int.h"
#include "group.h"
#include "magic.h"
#include "play.h"
#include "protocol.h"
#include "telnet.h"

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
	"flags safe\n"
	"description\n"
	"Cold stone.\n"
	"~\n"
	"exit up 3001\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Market\n"
	"sector city\n"
	"flags arena dark\n"
	"description\n"
	"Stalls.\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3020\n"
	"keywords rat\n"
	"short a lab rat\n"
	"long A lab rat sniffs about.\n"
	"description\n"
	"Pink eyes.\n"
	"~\n"
	"level 1\n"
	"hit 1d4\n"
	"damage 1d2\n"
	"end\n"
	"\n"
	"mob 3021\n"
	"keywords pedlar\n"
	"short the pedlar\n"
	"long The pedlar minds his stall.\n"
	"description\n"
	"Shrewd.\n"
	"~\n"
	"level 5\n"
	"hit 2d8+10\n"
	"damage 1d4\n"
	"flags sentinel no_kill\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords key brass\n"
	"short a brass key\n"
	"long A brass key lies here.\n"
	"type key\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords dagger\n"
	"short a thin dagger\n"
	"long A thin dagger lies here.\n"
	"type weapon\n"
	"dice 1d4\n"
	"wear wield\n"
	"weight 1\n"
	"end\n"
	"\n"
	"shop 3021\n"
	"sells_at 150\n"
	"rooms 3003\n"
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
	/* After the first, as IRE: only what changed. */
	ck_assert_msg(strstr(s, "Char.Status {\"gold\":40}") != NULL, "%s", s);
	free(s);
	a->pd.exp += 7;
	a->pd.level++;
	play_type(a, "look");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "\"exp\":7") != NULL, "%s", s);
	snprintf(want, sizeof want, "\"level\":%d", a->pd.level);
	ck_assert_msg(strstr(s, want) != NULL, "%s", s);
	free(s);
	/* Training sessions spent at a trainer. */
	a->pd.trains = 9;
	play_type(a, "look");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Status {\"trains\":9}") != NULL, "%s",
	    s);
	free(s);
	/* The client asks: the whole of it again. */
	gmcp_message(a->desc, "Char.Status", NULL);
	play_turn();
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "\"practices\":5,\"trains\":9,") != NULL,
	    "%s", s);
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


/* The GMCP messages of a name in s, counted. */
static int
count_of(const char *s, const char *name)
{
	char		 want[64];
	const char	*p = s;
	int		 n = 0;

	snprintf(want, sizeof want, "\372\311%s ", name);
	while ((p = strstr(p, want)) != NULL) {
		n++;
		p += strlen(want);
	}
	return (n);
}

/*
 * Comm.Channel.Players names at most 200 others, however many are in
 * the game: one message, bounded.
 */
START_TEST(test_channel_players_bounded)
{
	struct character	*a;
	size_t			 mark;
	char			*s, *at, name[16];
	int			 i, n = 0;

	for (i = 0; i < 230; i++) {
		snprintf(name, sizeof name, "Crowd%c%c", 'a' + i / 26,
		    'a' + i % 26);
		(void)fx_player(name, 3001, ROLE_PLAYER, 0);
	}
	a = gmcp_enter("Lonely", &mark);
	/* Asked 50 times in a pulse: answered GMCP_PLAYERS_PER_PULSE. */
	for (i = 0; i < 50; i++)
		gmcp_message(a->desc, "Comm.Channel.Players", NULL);
	play_turn();
	s = since(a, &mark);
	ck_assert_int_eq(count_of(s, "Comm.Channel.Players"),
	    GMCP_PLAYERS_PER_PULSE);
	at = strstr(s, "Comm.Channel.Players [");
	ck_assert_ptr_nonnull(at);
	while ((at = strstr(at + 1, "{\"name\":\"Crowd")) != NULL)
		n++;
	ck_assert_int_eq(n, 200 * GMCP_PLAYERS_PER_PULSE);
	free(s);
	/* The next pulse, asked again: answered again. */
	play_pulses(1);
	free(since(a, &mark));
	gmcp_message(a->desc, "Comm.Channel.Players", NULL);
	play_turn();
	s = since(a, &mark);
	ck_assert_int_eq(count_of(s, "Comm.Channel.Players"), 1);
	free(s);
}
END_TEST

/* Give ch's connection colours: 16 (ANSI) or none. */
static void
colours(struct character *ch, int ansi)
{
	ch->desc->proto.mtts = ansi ? MTTS_ANSI : 0;
	ch->desc->proto.mtts_known = 1;
}

/*
 * Comm.Channel.Text's text is the whole line as each listener was shown
 * it, in its colours, JSON-escaped; talker is the speaker. Comm.Channel
 * keeps what was said.
 */
START_TEST(test_channel_text_is_the_line)
{
	size_t			 ma, mb;
	struct character	*a = gmcp_enter("Ana", &ma);
	struct character	*b = gmcp_enter("Bob", &mb);
	char			*s;

	colours(a, 0);
	colours(b, 1);
	play_type(a, "say hi \"there\" {r");
	s = since(b, &mb);
	ck_assert_msg(strstr(s, "Comm.Channel.Text {\"channel\":\"say\","
	    "\"talker\":\"Ana\",\"text\":\"Ana says '\\u001B[0;33mhi "
	    "\\\"there\\\" {r\\u001B[0m'\"}") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "Comm.Channel {\"chan\":\"say\",\"player\":"
	    "\"Ana\",\"text\":\"hi \\\"there\\\" {r\"}") != NULL, "%s", s);
	free(s);
	s = since(a, &ma);
	ck_assert_msg(strstr(s, "Comm.Channel.Text {\"channel\":\"say\","
	    "\"talker\":\"Ana\",\"text\":\"You say 'hi \\\"there\\\" "
	    "{r'\"}") != NULL, "%s", s);
	free(s);

	/* A tell: the teller's own line, and the line told. */
	play_type(a, "tell Bob psst");
	s = since(a, &ma);
	ck_assert_msg(strstr(s, "Comm.Channel.Text {\"channel\":\"tell\","
	    "\"talker\":\"Ana\",\"text\":\"You tell Bob 'psst'\"}") !=
	    NULL, "%s", s);
	free(s);
	s = since(b, &mb);
	ck_assert_msg(strstr(s, "Comm.Channel.Text {\"channel\":\"tell\","
	    "\"talker\":\"Ana\",\"text\":\"Ana tells you "
	    "'\\u001B[0;35mpsst\\u001B[0m'\"}") != NULL, "%s", s);
	free(s);

	/* Channels, with their tags. */
	play_type(a, "ooc anyone?");
	s = since(b, &mb);
	ck_assert_msg(strstr(s, "Comm.Channel.Text {\"channel\":\"ooc\","
	    "\"talker\":\"Ana\",\"text\":\"[OOC] Ana says "
	    "'\\u001B[0;32manyone?\\u001B[0m'\"}") != NULL, "%s", s);
	free(s);
	s = since(a, &ma);
	ck_assert_msg(strstr(s, "\"text\":\"[OOC] You say 'anyone?'\"}") !=
	    NULL, "%s", s);
	free(s);

	/* The group. */
	ck_assert_int_eq(group_follow(b, a), 0);
	group_add(a, b);
	free(since(a, &ma));
	free(since(b, &mb));
	play_type(b, "gtell ready");
	s = since(a, &ma);
	ck_assert_msg(strstr(s, "Comm.Channel.Text {\"channel\":\"gtell\","
	    "\"talker\":\"Bob\",\"text\":\"Bob tells the group "
	    "'ready'\"}") != NULL, "%s", s);
	free(s);
	s = since(b, &mb);
	ck_assert_msg(strstr(s, "\"text\":\"You tell the group "
	    "'\\u001B[0;35mready\\u001B[0m'\"}") != NULL, "%s", s);
	free(s);
}
END_TEST

/*
 * Mobiles in the room list have numeric ids (their character ids), "m",
 * and "x" only when the game would refuse the attack: a no_kill keeper,
 * anyone in a safe room; never for fighting.
 */
START_TEST(test_mobile_ids_and_attribs)
{
	size_t			 mark;
	struct character	*a = gmcp_enter("Moe", &mark);
	struct character	*rat, *pedlar;
	struct object		*dagger = fx_obj(3011);
	char			*s, want[160];

	rat = fx_mob(3020, 3001);
	pedlar = fx_mob(3021, 3001);
	play_type(a, "look");
	s = since(a, &mark);
	snprintf(want, sizeof want, "Char.Items.Add {\"location\":\"room\","
	    "\"item\":{\"id\":\"%llu\",\"name\":\"a lab rat\","
	    "\"attrib\":\"m\"}}", (unsigned long long)rat->id);
	ck_assert_msg(strstr(s, want) != NULL, "%s", s);
	snprintf(want, sizeof want, "Char.Items.Add {\"location\":\"room\","
	    "\"item\":{\"id\":\"%llu\",\"name\":\"the pedlar\","
	    "\"attrib\":\"mx\"}}", (unsigned long long)pedlar->id);
	ck_assert_msg(strstr(s, want) != NULL, "%s", s);
	ck_assert_msg(strstr(s, "\"id\":\"m") == NULL, "%s", s);
	free(s);

	/* Fighting is no reason for an x. */
	rat->fighting = a;
	play_type(a, "look");
	rat->fighting = NULL;
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Items.Update") == NULL, "%s", s);
	free(s);

	/* It goes: Remove by the same numeric id. */
	char_from_room(rat);
	char_to_room(rat, room_find(3003));
	play_type(a, "look");
	s = since(a, &mark);
	snprintf(want, sizeof want, "Char.Items.Remove {\"location\":"
	    "\"room\",\"item\":{\"id\":\"%llu\"}}",
	    (unsigned long long)rat->id);
	ck_assert_msg(strstr(s, want) != NULL, "%s", s);
	free(s);

	/* In a safe room nothing may be attacked. */
	char_from_room(rat);
	char_to_room(rat, room_find(3002));
	play_type(a, "down");
	s = since(a, &mark);
	snprintf(want, sizeof want, "{\"id\":\"%llu\",\"name\":"
	    "\"a lab rat\",\"attrib\":\"mx\"}", (unsigned long long)rat->id);
	ck_assert_msg(strstr(s, want) != NULL, "%s", s);
	free(s);

	/* A wielded weapon is l, as IRE marks it, not w. */
	obj_to_char(dagger, a);
	play_type(a, "look");
	free(since(a, &mark));
	play_type(a, "wield dagger");
	s = since(a, &mark);
	snprintf(want, sizeof want, "Char.Items.Update {\"location\":\"inv\","
	    "\"item\":{\"id\":\"%llu\",\"name\":\"a thin dagger\","
	    "\"attrib\":\"l\"}}", (unsigned long long)dagger->uid);
	ck_assert_msg(strstr(s, want) != NULL, "%s", s);
	free(s);
}
END_TEST

/* A GMCP message from ch's client, as if it came over the wire. */
static void
supports(struct character *ch, const char *msg)
{
	proto_subneg(ch->desc, TELOPT_GMCP, (const uint8_t *)msg, strlen(msg));
	play_turn();
}

/*
 * Mudlet's default list: "Char 1" brings Char.Afflictions and
 * Char.Defences, unless the list says otherwise; Comm is asked for apart.
 */
START_TEST(test_char_brings_afflictions)
{
	size_t			 mark;
	struct character	*a = gmcp_enter("Mud", &mark);
	int			 want;
	char			*s;

	supports(a, "Core.Supports.Set [\"Char 1\",\"Char.Skills 1\","
	    "\"Char.Items 1\",\"Room 1\",\"IRE.Rift 1\","
	    "\"IRE.Composer 1\"]");
	want = GMCP_CHAR | GMCP_SKILLS | GMCP_ITEMS | GMCP_ROOM |
	    GMCP_AFFLICT | GMCP_DEFENCE;
	ck_assert_int_eq(a->desc->proto.gmcp, want);
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Afflictions.List []") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "Char.Defences.List []") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "Comm.Channel.List") == NULL, "%s", s);
	free(s);

	/* A subpackage the list turns off stays off. */
	supports(a, "Core.Supports.Set [\"Char 1\",\"Char.Defences 0\"]");
	ck_assert_int_eq(a->desc->proto.gmcp, GMCP_CHAR | GMCP_AFFLICT);
	supports(a, "Core.Supports.Add [\"Comm.Channel 1\"]");
	ck_assert_int_eq(a->desc->proto.gmcp, GMCP_CHAR | GMCP_AFFLICT |
	    GMCP_COMM);
	/* Removing Char takes what it brought. */
	supports(a, "Core.Supports.Remove [\"Char\"]");
	ck_assert_int_eq(a->desc->proto.gmcp, GMCP_COMM);
	supports(a, "Core.Supports.Set [\"Char.Afflictions 1\"]");
	ck_assert_int_eq(a->desc->proto.gmcp, GMCP_AFFLICT);
	free(since(a, &mark));
}
END_TEST

/*
 * At login the move into the room comes before the full set: Room.Info
 * goes once, in the set, after Char.Name and Char.Status.
 */
START_TEST(test_room_info_once_at_login)
{
	struct character	*a = play_enter("Rhea", 3001, ROLE_PLAYER);
	size_t			 mark = 0;
	char			*s, *name, *status, *info;

	a->desc->proto.gmcp_on = 1;
	a->desc->proto.gmcp = GMCP_CHAR | GMCP_ROOM;
	free(since(a, &mark));
	/* As login does: into the room, then everything. */
	game_move_char(a, room_find(3002));
	gmcp_login(a);
	play_turn();
	s = since(a, &mark);
	ck_assert_int_eq(count_of(s, "Room.Info"), 1);
	name = strstr(s, "Char.Name {");
	status = strstr(s, "Char.Status {");
	info = strstr(s, "Room.Info {\"num\":3002");
	ck_assert_msg(name != NULL && status != NULL && info != NULL, "%s", s);
	ck_assert_msg(name < status && status < info, "%s", s);
	free(s);
	/* Moves after it send it each time. */
	play_type(a, "up");
	s = since(a, &mark);
	ck_assert_int_eq(count_of(s, "Room.Info"), 1);
	free(s);
}
END_TEST

/* Char.Name at login; Char.Status's fullname is the name and title. */
START_TEST(test_char_name)
{
	struct character	*a = play_enter("Kim", 3001, ROLE_PLAYER);
	size_t			 mark = 0;
	char			*s;

	free(a->pd.title);
	a->pd.title = xstrdup("the {RBrave{x");
	a->desc->proto.gmcp_on = 1;
	a->desc->proto.gmcp = GMCP_CHAR;
	free(since(a, &mark));
	gmcp_login(a);
	play_turn();
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Name {\"name\":\"Kim\",\"fullname\":"
	    "\"Kim the Brave\"}") != NULL, "%s", s);
	ck_assert_msg(strstr(s, "\"fullname\":\"Kim the Brave\",\"level\"") !=
	    NULL, "%s", s);
	free(s);
	/* Without a title, the name alone. */
	free(a->pd.title);
	a->pd.title = NULL;
	play_type(a, "look");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "Char.Status {\"fullname\":\"Kim\"}") != NULL,
	    "%s", s);
	free(s);
}
END_TEST

/* Char.Skills.Groups: IRE's rank beside the count kept. */
START_TEST(test_skill_group_ranks)
{
	size_t			 mark;
	struct character	*a = gmcp_enter("Sam", &mark);
	int			 sk, n[2] = { 0, 0 };
	char			*s, want[160];

	/* A thief: skills and a spell or two. */
	text_strlcpy(a->pd.class_name, "thief", sizeof a->pd.class_name);
	a->pd.level = 40;
	for (sk = SK_NONE + 1; sk < SK__COUNT; sk++) {
		if (!skill_available(a, sk))
			continue;
		n[skill_table[sk].spell != 0]++;
		a->pd.learned[sk] = skill_table[sk].spell != 0 ? 80 : 20;
	}
	ck_assert_int_gt(n[0], 0);
	ck_assert_int_gt(n[1], 0);
	supports(a, "Char.Skills.Get {}");
	s = since(a, &mark);
	snprintf(want, sizeof want, "Char.Skills.Groups [{\"name\":\"skills\","
	    "\"rank\":\"Apprentice\",\"count\":%d},{\"name\":\"spells\","
	    "\"rank\":\"Expert\",\"count\":%d}]", n[0], n[1]);
	ck_assert_msg(strstr(s, want) != NULL, "%s\n%s", want, s);
	free(s);
	for (sk = SK_NONE + 1; sk < SK__COUNT; sk++)
		a->pd.learned[sk] = skill_table[sk].spell != 0 ? 100 : 0;
	supports(a, "Char.Skills.Get {}");
	s = since(a, &mark);
	snprintf(want, sizeof want, "[{\"name\":\"skills\",\"rank\":"
	    "\"Novice\",\"count\":%d},{\"name\":\"spells\",\"rank\":"
	    "\"Transcendent\",\"count\":%d}]", n[0], n[1]);
	ck_assert_msg(strstr(s, want) != NULL, "%s\n%s", want, s);
	free(s);
	/* A warrior has no spells: a group it has none of yet. */
	text_strlcpy(a->pd.class_name, "warrior", sizeof a->pd.class_name);
	supports(a, "Char.Skills.Get {}");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "{\"name\":\"spells\",\"rank\":"
	    "\"Unskilled\",\"count\":0}]") != NULL, "%s", s);
	free(s);
}
END_TEST

/* Room.Info's details: from the room's flags, sector and keepers. */
START_TEST(test_room_details)
{
	size_t			 mark;
	struct character	*a = gmcp_enter("Dee", &mark);
	char			*s;

	play_type(a, "down");
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "\"details\":[\"indoors\",\"safe\"]}") !=
	    NULL, "%s", s);
	ck_assert_msg(strstr(s, "\"coords\"") == NULL, "%s", s);
	free(s);
	/* A keeper who trades here, a city under the sky, an arena. */
	fx_mob(3021, 3003);
	game_move_char(a, room_find(3003));
	play_turn();
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "\"details\":[\"shop\",\"outdoors\","
	    "\"dark\",\"arena\"]}") != NULL, "%s", s);
	free(s);
	/* The keeper trades in 3003 only. */
	fx_mob(3021, 3001);
	game_move_char(a, room_find(3001));
	play_turn();
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "\"details\":[\"indoors\"]}") != NULL, "%s",
	    s);
	free(s);
}
END_TEST

/* Room.Info's details name a trainer and a healer here. */
START_TEST(test_room_details_trainer_healer)
{
	size_t			 mark;
	struct character	*a = gmcp_enter("Dee", &mark), *m;
	char			*s;

	m = fx_mob(3020, 3001);
	m->mob->flags |= MOB_TRAINER | MOB_HEALER;
	game_move_char(a, room_find(3001));
	play_turn();
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "\"details\":[\"trainer\",\"healer\","
	    "\"indoors\"]}") != NULL, "%s", s);
	free(s);
}
END_TEST

/* Room.Info's details name a questmaster here. */
START_TEST(test_room_details_questmaster)
{
	size_t			 mark;
	struct character	*a = gmcp_enter("Dee", &mark), *m;
	char			*s;

	m = fx_mob(3020, 3001);
	m->mob->flags |= MOB_QUESTMASTER;
	game_move_char(a, room_find(3001));
	play_turn();
	s = since(a, &mark);
	ck_assert_msg(strstr(s, "\"details\":[\"questmaster\","
	    "\"indoors\"]}") != NULL, "%s", s);
	free(s);
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
	tcase_add_test(tc, test_channel_text_is_the_line);
	tcase_add_test(tc, test_mobile_ids_and_attribs);
	tcase_add_test(tc, test_char_brings_afflictions);
	tcase_add_test(tc, test_room_info_once_at_login);
	tcase_add_test(tc, test_char_name);
	tcase_add_test(tc, test_skill_group_ranks);
	tcase_add_test(tc, test_room_details);
	tcase_add_test(tc, test_room_details_trainer_healer);
	tcase_add_test(tc, test_room_details_questmaster);
	tcase_add_test(tc, test_channel_players_bounded);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
