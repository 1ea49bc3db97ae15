/*
 * test_import_spec.c: special procedures carried by name. Every ROM
 * spec_* of the list becomes a behaviour of the library (or is noted);
 * CircleMUD's spec_assign.c is read (ASSIGNMOB, ASSIGNOBJ, ASSIGNROOM,
 * comments skipped) and its procedures become behaviours, a guildmaster's
 * class and a board; a missing thing is noted as broken.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "area.h"
#include "growbuf.h"
#include "import.h"
#include "import-spec.h"
#include "xmalloc.h"

#include "check_main.h"

static const struct {
	const char	*spec;
	const char	*behaviour;	/* as the line writes it */
} rom_specs[] = {
	{ "spec_breath_any", "breath any" },
	{ "spec_breath_acid", "breath acid" },
	{ "spec_breath_fire", "breath fire" },
	{ "spec_breath_frost", "breath frost" },
	{ "spec_breath_gas", "breath gas" },
	{ "spec_breath_lightning", "breath lightning" },
	{ "spec_cast_adept", "adept" },
	{ "spec_cast_cleric", "caster cleric" },
	{ "spec_cast_judge", "caster judge" },
	{ "spec_cast_mage", "caster mage" },
	{ "spec_cast_undead", "caster undead" },
	{ "spec_executioner", "cityguard executioner" },
	{ "spec_fido", "fido" },
	{ "spec_guard", "cityguard" },
	{ "spec_janitor", "janitor" },
	{ "spec_mayor", "mayor" },
	{ "spec_poison", "poison" },
	{ "spec_thief", "thief" },
	{ "spec_nasty", "nasty" },
	{ "spec_troll_member", "gang troll" },
	{ "spec_ogre_member", "gang ogre" },
	{ "spec_patrolman", "patrolman" },
};
#define NROM	(sizeof rom_specs / sizeof *rom_specs)

static int
has_note(struct import *imp, enum import_kind kind, const char *what)
{
	size_t	i;

	for (i = 0; i < imp->nnotes; i++)
		if (imp->notes[i].kind == kind &&
		    strstr(imp->notes[i].text, what) != NULL)
			return (1);
	return (0);
}

static struct mob_def *
mob(struct import *imp, int vnum)
{
	size_t	i, j;

	for (i = 0; i < imp->world->nareas; i++)
		for (j = 0; j < imp->world->areas[i].nmobs; j++)
			if (imp->world->areas[i].mobs[j].vnum == vnum)
				return (&imp->world->areas[i].mobs[j]);
	return (NULL);
}

START_TEST(test_rom_every_special)
{
	struct import	 imp;
	struct growbuf	 b;
	struct mob_def	*m;
	size_t		 i;
	char		*text, *out;
	size_t		 len;

	memset(&b, 0, sizeof b);
	growbuf_printf(&b, "#AREA\nspec.are~\nSpecials~\n{ 1 10} T  "
	    "Specials~\n4000 4099\n\n#MOBILES\n");
	for (i = 0; i < NROM; i++)
		growbuf_printf(&b, "#%zu\nmob%zu~\nthe mob~\nA mob is "
		    "here.\n~\nA mob.\n~\nhuman~\nAB 0 0 0\n5 2 3d8+20 2d6+10 "
		    "1d4+1 punch\n-2 -2 -2 1\n0 0 0 0\nstand stand none 0\n"
		    "0 0 medium flesh\n", 4000 + i, i);
	growbuf_printf(&b, "#0\n\n#ROOMS\n#4000\nA Room~\nA room.\n~\n0 0 "
	    "0\nS\n#0\n\n#SPECIALS\n");
	for (i = 0; i < NROM; i++)
		growbuf_printf(&b, "M %zu %s\n", 4000 + i, rom_specs[i].spec);
	growbuf_printf(&b, "M 4000 spec_questmaster\nS\n\n#$\n");
	text = growbuf_take(&b, &len);
	import_init(&imp, "rom", "test");
	import_rom_parse(&imp, "spec.are", text, len);
	ck_assert_uint_eq(imp.world->nareas, 1);
	for (i = 0; i < NROM; i++) {
		m = mob(&imp, 4000 + (int)i);
		ck_assert_ptr_nonnull(m);
		ck_assert_msg(m->nscripts > 0 && m->scripts[0].behaviour !=
		    NULL, "%s: no behaviour", rom_specs[i].spec);
		ck_assert_str_eq(m->scripts[0].behaviour,
		    rom_specs[i].behaviour);
	}
	/* One not of the list: noted by name. */
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "special procedure "
	    "spec_questmaster of mob 4000: no equivalent"));
	/* The area written holds the lines, and reads back clean. */
	out = area_write(&imp.world->areas[0], &len);
	ck_assert_ptr_nonnull(strstr(out, "behaviour breath lightning\n"));
	ck_assert_ptr_nonnull(strstr(out, "behaviour gang ogre\n"));
	{
		struct area_def	*a;
		char		*errors = NULL;
		int		 n = 0;

		a = area_parse("spec.are", out, len, &errors, &n);
		ck_assert_msg(n == 0, "%s", errors);
		area_free(a);
		free(errors);
	}
	free(out);
	free(text);
	import_free(&imp);
}
END_TEST

static const char circle_mob[] =
	"#3001\nguard cityguard~\nthe cityguard~\nA cityguard is here.\n~\n"
	"A guard.\n~\n10 0 500 S\n20 5 -2 4d10+100 1d6+2\n250 3000\n8 8 1\n"
	"#3008\nguildmaster master mage~\nthe guildmaster~\n"
	"The guildmaster of the mages is here.\n~\nOld.\n~\n"
	"10 0 500 S\n20 5 -2 4d10+100 1d6+2\n250 3000\n8 8 1\n"
	"#3009\nmaster~\nthe master~\nA master is here.\n~\nOld.\n~\n"
	"10 0 500 S\n20 5 -2 4d10+100 1d6+2\n250 3000\n8 8 1\n"
	"#3010\nguildmasters master~\nthe fighters' guildmaster~\n"
	"A master is here.\n~\nOld.\n~\n"
	"10 0 500 S\n20 5 -2 4d10+100 1d6+2\n250 3000\n8 8 1\n"
	"$\n";
static const char circle_obj[] =
	"#3001\nboard bulletin~\na bulletin board~\n"
	"A bulletin board hangs here.~\n~\n12 0 0\n0 0 0 0\n1 1 0\n"
	"#3002\natm machine~\na cash machine~\nA cash machine stands here.~\n"
	"~\n12 0 0\n0 0 0 0\n1 1 0\n"
	"$\n";
static const char circle_wld[] =
	"#3001\nThe Square~\nA square.\n~\n30 0 1\nS\n"
	"#3002\nThe Dump~\nA dump.\n~\n30 0 1\nS\n"
	"$\n";
static const char spec_assign[] =
	"/* spec_assign.c of a test */\n"
	"static void ASSIGNMOB(mob_vnum mob, SPECIAL(fname))\n"
	"{\n}\n"
	"void assign_mobiles(void)\n"
	"{ assign_kings_castle();\n"
	"  ASSIGNMOB(3001, cityguard);\n"		/* line 7 */
	"  /* ASSIGNMOB(3001, fido); */\n"
	"  // ASSIGNMOB(3001, janitor);\n"
	"  ASSIGNMOB(3008, guild);\n"			/* line 10 */
	"  ASSIGNMOB(3009, guild); ASSIGNMOB(3010, guild);\n"
	"  ASSIGNMOB(3077, fido);\n"			/* line 12 */
	"  ASSIGNMOB(3001, questmaster);\n"
	"}\n"
	"void assign_objects(void)\n"
	"{\n"
	"  ASSIGNOBJ(3001, gen_board);\n"
	"  ASSIGNOBJ(3002, bank);\n"
	"}\n"
	"void assign_rooms(void)\n"
	"{\n"
	"  ASSIGNROOM(3002, dump);\n"
	"}\n";

START_TEST(test_circle_spec_assign)
{
	struct import	 imp;
	struct area_def	*a;
	char		 path[] = "/tmp/spec-XXXXXX";
	FILE		*f;
	int		 fd;
	size_t		 i;

	import_init(&imp, "circle", "test");
	import_circle_parse(&imp, "30.wld", circle_wld, sizeof circle_wld - 1);
	import_circle_parse(&imp, "30.mob", circle_mob, sizeof circle_mob - 1);
	import_circle_parse(&imp, "30.obj", circle_obj, sizeof circle_obj - 1);
	ck_assert_int_ge(fd = mkstemp(path), 0);
	ck_assert_ptr_nonnull(f = fdopen(fd, "w"));
	fputs(spec_assign, f);
	fclose(f);
	import_spec_circle(&imp, "/nonexistent", path);
	unlink(path);
	ck_assert_str_eq(mob(&imp, 3001)->scripts[0].behaviour, "cityguard");
	/* The commented lines are not read: one behaviour only. */
	ck_assert_uint_eq(mob(&imp, 3001)->nscripts, 1);
	ck_assert_int_eq(mob(&imp, 3008)->guild, area_guild_lookup("mage") +
	    1);
	ck_assert(has_note(&imp, IMPORT_MAPPED, "guild of mob 3008 as "
	    "'guild mage'"));
	ck_assert_int_eq(mob(&imp, 3009)->guild, area_guild_lookup("warrior") +
	    1);
	ck_assert(has_note(&imp, IMPORT_APPROXIMATED, "guild of mob 3009: a "
	    "guildmaster whose words name no class"));
	/* A plural names the class too ("the fighters' guildmaster"). */
	ck_assert(has_note(&imp, IMPORT_MAPPED, "guild of mob 3010 as "
	    "'guild warrior'"));
	ck_assert(has_note(&imp, IMPORT_BROKEN, "special procedure fido of "
	    "mob 3077, which does not exist"));
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "special procedure "
	    "questmaster of mob 3001"));
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "King Welmar's castle"));
	for (i = 0; i < imp.nnotes; i++)
		if (strstr(imp.notes[i].text, "mob 3077") != NULL)
			ck_assert_int_eq(imp.notes[i].line, 12);
	a = &imp.world->areas[0];
	for (i = 0; i < a->nobjs; i++) {
		if (a->objs[i].vnum == 3001) {
			ck_assert_int_eq(a->objs[i].type, OBJ_BOARD);
		} else if (a->objs[i].vnum == 3002) {
			ck_assert_str_eq(a->objs[i].scripts[0].behaviour,
			    "bank");
		}
	}
	for (i = 0; i < a->nrooms; i++)
		if (a->rooms[i].vnum == 3002)
			ck_assert_str_eq(a->rooms[i].scripts[0].behaviour,
			    "dump");
	import_free(&imp);
}
END_TEST

START_TEST(test_circle_no_spec_assign)
{
	struct import	imp;

	import_init(&imp, "circle", "test");
	import_circle_parse(&imp, "30.wld", circle_wld, sizeof circle_wld - 1);
	import_spec_circle(&imp, "/nonexistent", NULL);
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "give it with --specs "
	    "FILE"));
	import_free(&imp);
}
END_TEST

static Suite *
import_spec_suite(void)
{
	Suite	*s = suite_create("import_spec");
	TCase	*tc = tcase_create("import_spec");

	tcase_add_test(tc, test_rom_every_special);
	tcase_add_test(tc, test_circle_spec_assign);
	tcase_add_test(tc, test_circle_no_spec_assign);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(import_spec_suite()));
}
