/*
 * test_import_fidelity.c: what the readers got wrong on public worlds,
 * each on a fixture written here: CircleMUD shop types by name or with a
 * keyword; record headers with trailing blanks; tbaMUD strings ending
 * only at a '~' at the end of a line; tbaMUD's colour codes beyond the
 * basic set; empty shop files; objects hidden from the room's list.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "import.h"
#include "xmalloc.h"

#include "check_main.h"

/* The note of this kind at file:line whose text holds what, or NULL. */
static const struct import_note *
note_at(const struct import *imp, enum import_kind kind, const char *file,
    int line, const char *what)
{
	size_t	i;

	for (i = 0; i < imp->nnotes; i++) {
		const struct import_note	*n = &imp->notes[i];

		if (n->kind == kind && strcmp(n->file, file) == 0 &&
		    n->line == line && strstr(n->text, what) != NULL)
			return (n);
	}
	return (NULL);
}

/* Any note whose text holds what. */
static const struct import_note *
note_any(const struct import *imp, const char *what)
{
	size_t	i;

	for (i = 0; i < imp->nnotes; i++) {
		if (strstr(imp->notes[i].text, what) != NULL)
			return (&imp->notes[i]);
	}
	return (NULL);
}

static void
dump_notes(const struct import *imp)
{
	size_t	i;

	for (i = 0; i < imp->nnotes; i++)
		fprintf(stderr, "note %d %s:%d: %s\n", imp->notes[i].kind,
		    imp->notes[i].file, imp->notes[i].line,
		    imp->notes[i].text);
}

#define NOTE(imp, kind, file, line, what) do {				\
	if (note_at(imp, kind, file, line, what) == NULL) {		\
		dump_notes(imp);					\
		ck_abort_msg("no note %d at %s:%d with '%s'", kind,	\
		    file, line, what);					\
	}								\
} while (0)

#define NO_NOTE(imp, what) do {						\
	if (note_any(imp, what) != NULL) {				\
		dump_notes(imp);					\
		ck_abort_msg("a note with '%s'", what);			\
	}								\
} while (0)

static const struct room_def *
room(const struct import *imp, int vnum)
{
	size_t	i, j;

	for (i = 0; i < imp->world->nareas; i++) {
		for (j = 0; j < imp->world->areas[i].nrooms; j++) {
			if (imp->world->areas[i].rooms[j].vnum == vnum)
				return (&imp->world->areas[i].rooms[j]);
		}
	}
	return (NULL);
}

static const struct obj_def *
obj(const struct import *imp, int vnum)
{
	size_t	i, j;

	for (i = 0; i < imp->world->nareas; i++) {
		for (j = 0; j < imp->world->areas[i].nobjs; j++) {
			if (imp->world->areas[i].objs[j].vnum == vnum)
				return (&imp->world->areas[i].objs[j]);
		}
	}
	return (NULL);
}

static void
parse(struct import *imp, const char *name, const char *text)
{
	import_init(imp, "circle", "test");
	import_circle_parse(imp, name, text, strlen(text));
}

/*
 * Buy types as a name, a name and a keyword, a number with a keyword run
 * on ("9leather"), a number and a comment: the shop is read (here its
 * keeper does not exist, so that is what is noted, not "malformed").
 */
START_TEST(test_shop_types_by_name)
{
	struct import	imp;

	parse(&imp, "shp/50.shp",
	    "CircleMUD v3.0 Shop File~\n"	/* 1 */
	    "#5000~\n"
	    "5010\n"
	    "-1\n"
	    "1.3\n"				/* 5 */
	    "0.6\n"
	    "WEAPON\n"
	    "ARMOR shield\n"
	    "9leather\n"
	    "LIQ CONTAINER ; a comment\n"	/* 10 */
	    "17\n"
	    "-1\n"
	    "%s a~\n%s b~\n%s c~\n%s d~\n%s e~\n%s f~\n%s g~\n"
	    "0\n0\n5099\n0\n"			/* 20-23 */
	    "5000\n-1\n"
	    "0\n28\n0\n0\n"
	    "$~\n");
	NO_NOTE(&imp, "malformed");
	NOTE(&imp, IMPORT_BROKEN, "shp/50.shp", 2, "keeper mobile 5099 does "
	    "not exist");
	NOTE(&imp, IMPORT_LEFT_OUT, "shp/50.shp", 8, "buys only things "
	    "called 'shield'");
	NOTE(&imp, IMPORT_LEFT_OUT, "shp/50.shp", 9, "buys only things "
	    "called 'leather'");
	ck_assert_ptr_null(note_at(&imp, IMPORT_LEFT_OUT, "shp/50.shp", 10,
	    "called"));
	import_free(&imp);
}
END_TEST

/* A file of only '$~' is a shop file with no shops: nothing to note. */
START_TEST(test_shop_file_empty)
{
	struct import	imp;

	parse(&imp, "shp/51.shp", "$~\n");
	NO_NOTE(&imp, "older format");
	ck_assert_uint_eq(imp.nnotes, 0);
	import_free(&imp);
}
END_TEST

/* '#5233 ' is record 5233, and so are its exits' targets. */
START_TEST(test_header_trailing_blanks)
{
	struct import		 imp;
	const struct room_def	*r;

	parse(&imp, "wld/52.wld",
	    "#5233 \n"
	    "The Salt Stair~\n"
	    "Steps cut in salt.\n"
	    "~\n"
	    "52 8 0\n"
	    "D0\n~\n~\n0 -1 5234\n"
	    "S\n"
	    "#5234\t \n"
	    "The Brine Pool~\n"
	    "A pool.\n"
	    "~\n"
	    "52 0 0\n"
	    "S\n"
	    "$\n");
	ck_assert_ptr_nonnull(r = room(&imp, 5233));
	ck_assert_str_eq(r->name, "The Salt Stair");
	ck_assert_int_eq(r->exits[DIR_NORTH].to_vnum, 5234);
	ck_assert_ptr_nonnull(room(&imp, 5234));
	NO_NOTE(&imp, "expected '#<vnum>'");
	import_free(&imp);
}
END_TEST

/* A '~' inside a line is text; only one last on its line ends it. */
START_TEST(test_tilde_inside_a_line)
{
	struct import		 imp;
	const struct room_def	*r;

	parse(&imp, "wld/53.wld",
	    "#5300\n"
	    "Welc~ome Hall~\n"
	    "A sign reads ~~ WELCOME ~~ in chalk.\n"
	    "Another line.~  \n"
	    "53 8 0\n"
	    "S\n"
	    "$\n");
	ck_assert_ptr_nonnull(r = room(&imp, 5300));
	ck_assert_str_eq(r->name, "Welc~ome Hall");
	ck_assert_str_eq(r->description, "A sign reads ~~ WELCOME ~~ in "
	    "chalk.\nAnother line.\n");
	import_free(&imp);
}
END_TEST

/* tbaMUD's other colours become ours; codes with no equivalent go. */
START_TEST(test_colour_codes)
{
	struct import		 imp;
	const struct room_def	*r;

	parse(&imp, "wld/54.wld",
	    "#5400\n"
	    "@oThe @[F511]Ember@n Room~\n"
	    "@uUnder@n, @Kodd@n, @[B005]blue@n, @*, @@, \t_x, "
	    "@<send>link@n, @[U9829/<3].\n"
	    "~\n"
	    "54 8 0\n"
	    "S\n"
	    "$\n");
	ck_assert_ptr_nonnull(r = room(&imp, 5400));
	ck_assert_str_eq(r->name, "{#ff8700The {#ff5f5fEmber{x Room");
	ck_assert_str_eq(r->description, "Under{x, odd{x, {&#0000ffblue{x, @, "
	    "@, x, link{x, \xe2\x99\xa5.\n");
	NOTE(&imp, IMPORT_LEFT_OUT, "wld/54.wld", 0, "4 tbaMUD codes with "
	    "no equivalent here");
	import_free(&imp);
}
END_TEST

/* An empty room description: unlisted, as the source hides it. */
START_TEST(test_empty_long_unlisted)
{
	struct import		 imp;
	const struct obj_def	*o;

	parse(&imp, "obj/55.obj",
	    "#5500\n"
	    "pebble grey~\n"
	    "a grey pebble~\n"
	    "~\n"
	    "~\n"
	    "13 0 1\n"
	    "0 0 0 0\n"
	    "1 1 0\n"
	    "#5501\n"
	    "stone~\n"
	    "a stone~\n"
	    "A stone lies here.~\n"
	    "~\n"
	    "13 0 1\n"
	    "0 0 0 0\n"
	    "1 1 0\n"
	    "$\n");
	ck_assert_ptr_nonnull(o = obj(&imp, 5500));
	ck_assert_int_eq(o->flags & ITEM_UNLISTED, ITEM_UNLISTED);
	ck_assert_str_eq(o->long_desc, "a grey pebble");
	ck_assert_ptr_nonnull(o = obj(&imp, 5501));
	ck_assert_int_eq(o->flags & ITEM_UNLISTED, 0);
	import_free(&imp);
}
END_TEST

static const struct mob_def *
mob(const struct import *imp, int vnum)
{
	size_t	i, j;

	for (i = 0; i < imp->world->nareas; i++) {
		for (j = 0; j < imp->world->areas[i].nmobs; j++) {
			if (imp->world->areas[i].mobs[j].vnum == vnum)
				return (&imp->world->areas[i].mobs[j]);
		}
	}
	return (NULL);
}

/* The source tree: $MUD_SOURCE_DIR, else found from this file's path. */
static char *
fixture_dir(const char *name)
{
	const char	*env = getenv("MUD_SOURCE_DIR");
	char		*src, *p, *dir;

	if (env != NULL && *env != '\0')
		src = xstrdup(env);
	else {
		src = xstrdup(__FILE__);
		if ((p = strstr(src, "tests/unit/test_import_fidelity.c")) !=
		    NULL)
			*p = '\0';
		if (*src == '\0') {
			free(src);
			src = xstrdup(".");
		}
	}
	xasprintf(&dir, "%s/tests/import/%s", src, name);
	free(src);
	return (dir);
}

/* The world checks clean, as DEST must. */
static void
check_clean(struct import *imp)
{
	char	*errs = NULL;

	if (world_check(imp->world, &errs) != 0)
		ck_abort_msg("the world does not check: %s", errs);
	ck_assert_ptr_null(errs);
}

/*
 * The Circle fixture world: R is a remove reset, a zone T attaches its
 * trigger to the mobile of the M before it, V is a room's reset script
 * setting the variable; quests noted.
 */
START_TEST(test_circle_zone_r_t_v)
{
	struct import			 imp;
	const struct area_def		*a;
	const struct mob_def		*m;
	const struct room_def		*r;
	char				*dir = fixture_dir("fidelity-circle");
	char				*cause = NULL;
	size_t				 i;
	int				 removes = 0;

	import_init(&imp, "circle", dir);
	ck_assert_int_eq(import_circle(&imp, dir, &cause), 0);
	ck_assert_uint_eq(imp.world->nareas, 1);
	a = &imp.world->areas[0];
	for (i = 0; i < a->nresets; i++) {
		if (a->resets[i].kind != RESET_REMOVE)
			continue;
		ck_assert_int_eq(a->resets[i].arg1, 3014);
		ck_assert_int_eq(a->resets[i].arg2, 3002);
		removes++;
	}
	ck_assert_int_eq(removes, 1);
	ck_assert_ptr_nonnull(m = mob(&imp, 3000));
	ck_assert_uint_eq(m->nscripts, 1);
	ck_assert_int_eq(m->scripts[0].trigger, TRIG_ENTER);
	NOTE(&imp, IMPORT_APPROXIMATED, "zon/30.zon", 8, "T attaches trigger "
	    "3090 to mobile 3000");
	NOTE(&imp, IMPORT_MAPPED, "zon/30.zon", 11, "V sets DG variable "
	    "'visits' on room 3001");
	ck_assert_ptr_nonnull(r = room(&imp, 3001));
	ck_assert_uint_eq(r->nscripts, 1);
	ck_assert_int_eq(r->scripts[0].trigger, TRIG_RESET);
	ck_assert_str_eq(r->scripts[0].source, "self:set(\"visits\", "
	    "\"0\")\n");
	NOTE(&imp, IMPORT_LEFT_OUT, "qst/30.qst", 1, "quest 3000 'The Lost "
	    "Goose'");
	ck_assert_uint_eq(a->nshops, 1);
	ck_assert_int_eq(a->shops[0].buys, (1 << OBJ_WEAPON) |
	    (1 << OBJ_ARMOR) | (1 << OBJ_DRINK));
	ck_assert_uint_eq(import_count(&imp, IMPORT_BROKEN), 0);
	check_clean(&imp);
	import_free(&imp);
	free(dir);
}
END_TEST

/*
 * The ROM fixture world: silver made gold (a keeper can pay for what he
 * sells), the two areas whose ranges overlap made one that checks clean,
 * R a shuffle, an empty room description unlisted.
 */
START_TEST(test_rom_silver_overlap_shuffle)
{
	struct import			 imp;
	const struct area_def		*a;
	const struct obj_def		*o;
	const struct mob_def		*m;
	char				*dir = fixture_dir("fidelity-rom");
	char				*cause = NULL;
	size_t				 i;
	int				 shuffles = 0;

	import_init(&imp, "rom", dir);
	ck_assert_int_eq(import_rom(&imp, dir, &cause), 0);
	ck_assert_uint_eq(imp.world->nareas, 1);
	a = &imp.world->areas[0];
	ck_assert_str_eq(a->name, "The Ember Forge");
	ck_assert_int_eq(a->min_vnum, 3000);
	ck_assert_int_eq(a->max_vnum, 3099);
	ck_assert_ptr_nonnull(room(&imp, 3040));
	NOTE(&imp, IMPORT_APPROXIMATED, "wood.are", 1, "the two are made one "
	    "area, 'The Ember Forge'");
	ck_assert_ptr_nonnull(o = obj(&imp, 3010));
	ck_assert_int_eq(o->cost, 25);		/* 2500 silver */
	ck_assert_ptr_nonnull(o = obj(&imp, 3011));
	ck_assert_int_eq(o->cost, 1);		/* 30 silver */
	ck_assert_ptr_nonnull(o = obj(&imp, 3012));
	ck_assert_int_eq(o->flags & ITEM_UNLISTED, ITEM_UNLISTED);
	ck_assert_ptr_nonnull(m = mob(&imp, 3000));
	ck_assert_int_eq(m->gold, 60);		/* 6000 silver */
	ck_assert_uint_eq(a->nshops, 1);
	/* What he pays for his own sword, he has. */
	ck_assert_int_le(obj(&imp, 3010)->cost * a->shops[0].buys_at / 100,
	    m->gold);
	for (i = 0; i < a->nresets; i++) {
		if (a->resets[i].kind != RESET_SHUFFLE)
			continue;
		ck_assert_int_eq(a->resets[i].arg1, 3002);
		ck_assert_int_eq(a->resets[i].arg2, 3);
		shuffles++;
	}
	ck_assert_int_eq(shuffles, 1);
	check_clean(&imp);
	import_free(&imp);
	free(dir);
}
END_TEST

static Suite *
import_fidelity_suite(void)
{
	Suite	*s = suite_create("import_fidelity");
	TCase	*tc = tcase_create("circle");

	tcase_add_test(tc, test_shop_types_by_name);
	tcase_add_test(tc, test_shop_file_empty);
	tcase_add_test(tc, test_header_trailing_blanks);
	tcase_add_test(tc, test_tilde_inside_a_line);
	tcase_add_test(tc, test_colour_codes);
	tcase_add_test(tc, test_empty_long_unlisted);
	tcase_add_test(tc, test_circle_zone_r_t_v);
	tcase_add_test(tc, test_rom_silver_overlap_shuffle);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(import_fidelity_suite()));
}
