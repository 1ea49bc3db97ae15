/* test_import_rom.c: the ROM 2.4 / Merc reader, on the fixtures of
 * tests/import/rom and on text made to break it. */
#include <check.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "check_main.h"
#include "import.h"
#include "xmalloc.h"

/* The source tree: $MUD_SOURCE_DIR, else found from this file's path. */
static char *
source_dir(void)
{
	const char	*env = getenv("MUD_SOURCE_DIR");
	char		*dir, *p;

	if (env != NULL && *env != '\0')
		return (xstrdup(env));
	dir = xstrdup(__FILE__);
	if ((p = strstr(dir, "tests/unit/test_import_rom.c")) != NULL) {
		*p = '\0';
		if (p == dir) {
			free(dir);
			return (xstrdup("."));
		}
		if (p[-1] == '/' && p - 1 != dir)
			p[-1] = '\0';
	}
	return (dir);
}

/* A fixture's text. */
static char *
fixture(const char *name, size_t *len)
{
	char	*dir = source_dir(), *path, *buf;
	FILE	*f;
	long	 size;

	xasprintf(&path, "%s/tests/import/rom/%s", dir, name);
	f = fopen(path, "rb");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = xmalloc(size + 1);
	ck_assert_int_eq(fread(buf, 1, size, f), (size_t)size);
	buf[size] = '\0';
	fclose(f);
	free(path);
	free(dir);
	*len = (size_t)size;
	return (buf);
}

/* The line of text holding needle first. */
static int
line_of_text(const char *text, const char *needle)
{
	const char	*at = strstr(text, needle), *p;
	int		 line = 1;

	ck_assert_ptr_nonnull(at);
	for (p = text; p < at; p++)
		line += *p == '\n';
	return (line);
}

/* Parse a fixture into an import. */
static void
parse_fixture(struct import *imp, const char *name)
{
	size_t	 len;
	char	*text = fixture(name, &len);

	import_rom_parse(imp, name, text, len);
	free(text);
}

/* The line of a fixture holding needle first. */
static int
line_of(const char *name, const char *needle)
{
	size_t		 len;
	char		*text = fixture(name, &len), *p;
	const char	*s;
	int		 line = 1;

	p = strstr(text, needle);
	ck_assert_msg(p != NULL, "%s has no '%s'", name, needle);
	for (s = text; s < p; s++)
		line += *s == '\n';
	free(text);
	return (line);
}

static struct room_def *
room(struct import *imp, int vnum)
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

static struct mob_def *
mob(struct import *imp, int vnum)
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

static struct obj_def *
obj(struct import *imp, int vnum)
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

/* Is there a note of this kind at file:line saying what? */
static int
has_note(struct import *imp, enum import_kind kind, const char *file,
    int line, const char *what)
{
	size_t	i;

	for (i = 0; i < imp->nnotes; i++) {
		struct import_note	*n = &imp->notes[i];

		if (n->kind == kind && strcmp(n->file, file) == 0 &&
		    n->line == line && strstr(n->text, what) != NULL)
			return (1);
	}
	return (0);
}

/* Print the notes (on a failure, to see why). */
static void
dump_notes(struct import *imp)
{
	size_t	i;

	for (i = 0; i < imp->nnotes; i++)
		fprintf(stderr, "note %d %s:%d: %s\n", imp->notes[i].kind,
		    imp->notes[i].file, imp->notes[i].line,
		    imp->notes[i].text);
}

/*
 * Write every area, read it back and check the world: the number of
 * problems the server's own loader finds (none, for anything imported).
 */
static int
world_problems(struct import *imp)
{
	struct world_def	*w = xcalloc(1, sizeof *w);
	struct area_def		*a;
	char			*out, *errs = NULL;
	size_t			 i, len;
	int			 n, total = 0;

	for (i = 0; i < imp->world->nareas; i++) {
		out = area_write(&imp->world->areas[i], &len);
		a = area_parse(imp->world->areas[i].file, out, len, &errs, &n);
		if (n > 0)
			fprintf(stderr, "%s\n---\n%s", errs, out);
		free(errs);
		errs = NULL;
		total += n;
		world_add(w, a);
		free(out);
	}
	n = world_check(w, &errs);
	if (n > 0)
		fprintf(stderr, "%s", errs);
	free(errs);
	world_free(w);
	return (total + n);
}

START_TEST(test_rom_rooms)
{
	struct import	 imp;
	struct room_def	*r;

	import_init(&imp, "rom", "test");
	parse_fixture(&imp, "hamlet.are");
	ck_assert_int_eq(imp.world->nareas, 1);
	ck_assert_str_eq(imp.world->areas[0].name, "Thornbury Hamlet");
	ck_assert_str_eq(imp.world->areas[0].builders, "Tester Thornbury "
	    "Hamlet");
	ck_assert_int_eq(imp.world->areas[0].min_vnum, 3000);
	ck_assert_int_eq(imp.world->areas[0].max_vnum, 3099);
	ck_assert_int_eq(imp.world->areas[0].nrooms, 4);

	r = room(&imp, 3001);
	ck_assert_ptr_nonnull(r);
	ck_assert_str_eq(r->name, "The Village Square");
	ck_assert_int_eq(r->sector, SECT_CITY);
	ck_assert_int_eq(r->flags, 0);
	ck_assert_str_eq(r->description, "Cobbles spread out around a marble "
	    "fountain.  Lanes lead north to the\nbakery and east towards the "
	    "gate.  A trapdoor in the ground leads down.\n");
	ck_assert_int_eq(r->exits[DIR_NORTH].to_vnum, 3002);
	ck_assert_int_eq(r->exits[DIR_NORTH].flags, 0);
	ck_assert_int_eq(r->exits[DIR_NORTH].key_vnum, -1);
	ck_assert_str_eq(r->exits[DIR_NORTH].description, "The smell of bread "
	    "drifts out of the bakery.\n");
	ck_assert_ptr_null(r->exits[DIR_NORTH].keywords);
	ck_assert_int_eq(r->exits[DIR_EAST].to_vnum, 3003);
	ck_assert_int_eq(r->exits[DIR_EAST].flags, EXIT_DOOR | EXIT_CLOSED |
	    EXIT_LOCKED);
	ck_assert_int_eq(r->exits[DIR_EAST].key_vnum, 3010);
	ck_assert_str_eq(r->exits[DIR_EAST].keywords, "gate iron");
	ck_assert_int_eq(r->exits[DIR_DOWN].to_vnum, 3004);
	ck_assert_int_eq(r->exits[DIR_DOWN].flags, EXIT_DOOR | EXIT_CLOSED |
	    EXIT_PICKPROOF);
	ck_assert_int_eq(r->exits[DIR_SOUTH].to_vnum, -1);
	ck_assert_int_eq(r->nextras, 1);
	ck_assert_str_eq(r->extras[0].keywords, "fountain marble");

	r = room(&imp, 3002);
	ck_assert_int_eq(r->flags, ROOM_NO_MOB | ROOM_INDOORS);
	ck_assert_int_eq(r->sector, SECT_INSIDE);
	r = room(&imp, 3004);
	ck_assert_int_eq(r->flags, ROOM_DARK | ROOM_INDOORS | ROOM_PRIVATE);
	ck_assert(has_note(&imp, IMPORT_APPROXIMATED, "hamlet.are",
	    line_of("hamlet.are", "#3004\nA Damp"), "solitary as private"));
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "hamlet.are",
	    line_of("hamlet.are", "#3002\nThe Bakery"), "heal rate 150"));

	/* Alone, the exit east of the gate leads out of what was read. */
	r = room(&imp, 3003);
	ck_assert_int_eq(r->exits[DIR_EAST].to_vnum, -1);
	ck_assert(has_note(&imp, IMPORT_BROKEN, "hamlet.are",
	    line_of("hamlet.are", "D1\n~\n~\n0 0 3100"), "room 3100, which "
	    "does not exist"));
	ck_assert_int_eq(world_problems(&imp), 0);
	import_free(&imp);
}
END_TEST

START_TEST(test_rom_mobiles)
{
	struct import	 imp;
	struct mob_def	*m;

	import_init(&imp, "rom", "test");
	parse_fixture(&imp, "hamlet.are");
	m = mob(&imp, 3000);
	ck_assert_ptr_nonnull(m);
	ck_assert_str_eq(m->keywords, "baker plump");
	ck_assert_str_eq(m->short_desc, "the plump baker");
	ck_assert_str_eq(m->long_desc, "A plump baker dusts flour from her "
	    "apron here.");
	ck_assert_int_eq(m->level, 5);
	ck_assert_int_eq(m->hitroll, 2);
	ck_assert_int_eq(m->hit.number, 3);
	ck_assert_int_eq(m->hit.size, 8);
	ck_assert_int_eq(m->hit.bonus, 20);
	ck_assert_int_eq(m->damage.number, 1);
	ck_assert_int_eq(m->damage.size, 4);
	ck_assert_int_eq(m->damage.bonus, 1);
	ck_assert_int_eq(m->armor, -2);
	ck_assert_int_eq(m->alignment, 350);
	ck_assert_int_eq(m->gold, 20);		/* 2000 silver */
	ck_assert_int_eq(m->flags, MOB_SENTINEL);
	ck_assert_int_eq(m->affects, AFF_DETECT_INVIS | AFF_INFRARED);
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "hamlet.are",
	    line_of("hamlet.are", "#3000\nbaker"), "offence dodge, parry"));
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "hamlet.are",
	    line_of("hamlet.are", "#3000\nbaker"), "immune magic, weapon"));
	/* Its greeting program is simple enough to be Lua. */
	ck_assert(has_note(&imp, IMPORT_MAPPED, "hamlet.are",
	    line_of("hamlet.are", "M greet"), "as a Lua 'script enter'"));
	ck_assert_int_eq(m->nscripts, 1);
	ck_assert_int_eq(m->scripts[0].trigger, TRIG_ENTER);
	ck_assert_int_eq(m->triggers, 1U << TRIG_ENTER);
	ck_assert_ptr_nonnull(strstr(m->scripts[0].source,
	    "  if (ch ~= nil and ch:is_player()) then\n"
	    "    self:say(\"Fresh bread, \" .. mp_n(ch) .. "
	    "\"!  Still warm!\")\n  end\n"));

	m = mob(&imp, 3001);	/* not sentinel: wanders; spec_fido */
	ck_assert_int_eq(m->flags, MOB_AGGRESSIVE | MOB_STAY_AREA |
	    MOB_WANDER);
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "hamlet.are",
	    line_of("hamlet.are", "#3001\nrat"), "position sleep"));
	/* Its special procedure is a behaviour of the library. */
	ck_assert(has_note(&imp, IMPORT_MAPPED, "hamlet.are",
	    line_of("hamlet.are", "spec_fido"), "special procedure spec_fido "
	    "of mob 3001 as 'behaviour fido'"));
	ck_assert_int_eq(m->nscripts, 1);
	ck_assert_str_eq(m->scripts[0].behaviour, "fido");
	ck_assert_int_eq(m->scripts[0].trigger, TRIG_TICK);

	m = mob(&imp, 3002);	/* warrior, and bash/kick as warrior */
	ck_assert_int_eq(m->flags, MOB_SENTINEL | MOB_WARRIOR);
	ck_assert(has_note(&imp, IMPORT_APPROXIMATED, "hamlet.are",
	    line_of("hamlet.are", "spec_guard"), "special procedure "
	    "spec_guard of mob 3002 as 'behaviour cityguard': the game has "
	    "no KILLER/THIEF flags"));
	ck_assert_str_eq(m->scripts[0].behaviour, "cityguard");
	import_free(&imp);
}
END_TEST

START_TEST(test_rom_objects)
{
	struct import	 imp;
	struct obj_def	*o;

	import_init(&imp, "rom", "test");
	parse_fixture(&imp, "hamlet.are");
	o = obj(&imp, 3010);
	ck_assert_int_eq(o->type, OBJ_KEY);
	ck_assert_int_eq(o->wear, 1 << WEAR_HOLD);
	ck_assert_int_eq(o->flags, 0);
	o = obj(&imp, 3012);
	ck_assert_int_eq(o->type, OBJ_WEAPON);
	ck_assert_int_eq(o->values[VAL_WEAPON_NUMBER], 2);
	ck_assert_int_eq(o->values[VAL_WEAPON_SIZE], 6);
	ck_assert_str_eq(attack_name(o->values[VAL_WEAPON_ATTACK]), "slash");
	ck_assert_int_eq(o->flags, ITEM_MAGIC);
	ck_assert_int_eq(o->wear, 1 << WEAR_WIELD);
	ck_assert_int_eq(o->level, 10);
	ck_assert_int_eq(o->weight, 15);	/* 150 tenths of a pound */
	ck_assert_int_eq(o->cost, 2);		/* 200 silver */
	ck_assert_int_eq(o->naffects, 2);
	ck_assert_int_eq(o->affects[0].location, APPLY_HITROLL);
	ck_assert_int_eq(o->affects[0].modifier, 2);
	ck_assert_int_eq(o->affects[1].location, APPLY_DAMROLL);
	ck_assert_int_eq(o->nextras, 1);
	ck_assert_str_eq(o->extras[0].text, "The blade is notched from long "
	    "use.\n");
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "hamlet.are",
	    line_of("hamlet.are", "#3012"), "weapon two_hands"));
	o = obj(&imp, 3013);
	ck_assert_int_eq(o->type, OBJ_CONTAINER);
	ck_assert_int_eq(o->values[VAL_CONT_CAPACITY], 50);
	ck_assert_int_eq(o->values[VAL_CONT_FLAGS], CONT_CLOSEABLE |
	    CONT_PICKPROOF | CONT_CLOSED | CONT_LOCKED);
	ck_assert_int_eq(o->values[VAL_CONT_KEY], 3010);
	ck_assert_int_eq(o->flags, ITEM_NO_TAKE);
	o = obj(&imp, 3014);
	ck_assert_int_eq(o->type, OBJ_LIGHT);
	ck_assert_int_eq(o->values[VAL_LIGHT_HOURS], 200);
	ck_assert_int_eq(o->wear, 1 << WEAR_LIGHT);
	o = obj(&imp, 3015);
	ck_assert_int_eq(o->type, OBJ_MONEY);
	ck_assert_int_eq(o->values[VAL_MONEY_GOLD], 100);
	o = obj(&imp, 3016);
	ck_assert_int_eq(o->type, OBJ_POTION);
	ck_assert_int_eq(o->values[VAL_SPELL_LEVEL], 5);
	ck_assert_str_eq(spell_name(o->values[VAL_SPELL_1]), "cure_light");
	ck_assert_str_eq(spell_name(o->values[VAL_SPELL_2]), "refresh");
	ck_assert_int_eq(o->values[VAL_SPELL_3], 0);
	ck_assert_int_eq(o->wear, 1 << WEAR_HOLD);
	o = obj(&imp, 3017);
	ck_assert_int_eq(o->type, OBJ_FOUNTAIN);
	ck_assert_str_eq(liquid_name(o->values[VAL_DRINK_LIQUID]), "water");
	ck_assert_int_eq(o->flags, ITEM_NO_TAKE);
	o = obj(&imp, 3018);
	ck_assert_int_eq(o->type, OBJ_DRINK);
	ck_assert_str_eq(liquid_name(o->values[VAL_DRINK_LIQUID]),
	    "dark_ale");
	ck_assert_int_eq(o->values[VAL_DRINK_CAPACITY], 20);
	ck_assert_int_eq(o->values[VAL_DRINK_AMOUNT], 20);
	ck_assert_int_eq(o->naffects, 1);
	ck_assert_int_eq(o->affects[0].location, APPLY_INT);
	import_free(&imp);
}
END_TEST

START_TEST(test_rom_resets_and_shop)
{
	static const struct reset_def want[] = {
		{ RESET_MOB, 3000, 3002, 1, 0 }, { RESET_GIVE, 3011, 0, 0, 0 },
		{ RESET_GIVE, 3010, 0, 0, 0 }, { RESET_GIVE, 3014, 0, 0, 0 },
		{ RESET_MOB, 3002, 3003, 1, 0 },
		{ RESET_EQUIP, 3012, WEAR_WIELD, 0, 0 },
		{ RESET_OBJ, 3013, 3004, 0, 0 }, { RESET_PUT, 3016, 3013, 0, 0 },
		{ RESET_OBJ, 3017, 3001, 0, 0 }, { RESET_OBJ, 3015, 3001, 0, 0 },
		{ RESET_MOB, 3001, 3004, 3, 0 },
		{ RESET_DOOR, 3003, DIR_WEST, EXIT_DOOR | EXIT_CLOSED |
		    EXIT_LOCKED, 0 },
		{ RESET_DOOR, 3001, DIR_EAST, EXIT_DOOR | EXIT_CLOSED |
		    EXIT_LOCKED, 0 },
		{ RESET_DOOR, 3001, DIR_DOWN, EXIT_DOOR | EXIT_CLOSED, 0 },
		{ RESET_DOOR, 3004, DIR_UP, EXIT_DOOR | EXIT_CLOSED, 0 },
		{ RESET_SHUFFLE, 3004, 2, 0, 0 },
	};
	struct import		 imp;
	struct area_def		*a;
	size_t			 i;

	import_init(&imp, "rom", "test");
	parse_fixture(&imp, "hamlet.are");
	a = &imp.world->areas[0];
	ck_assert_int_eq(a->nresets, sizeof want / sizeof *want);
	for (i = 0; i < a->nresets; i++) {
		ck_assert_int_eq(a->resets[i].kind, want[i].kind);
		ck_assert_int_eq(a->resets[i].arg1, want[i].arg1);
		ck_assert_int_eq(a->resets[i].arg2, want[i].arg2);
		ck_assert_int_eq(a->resets[i].arg3, want[i].arg3);
	}
	ck_assert_int_eq(a->resets[0].line, line_of("hamlet.are", "M 0 3000"));
	ck_assert_int_eq(a->resets[15].line, line_of("hamlet.are",
	    "R 0 3004 2"));
	ck_assert_int_eq(a->nshops, 1);
	ck_assert_int_eq(a->shops[0].keeper, 3000);
	ck_assert_int_eq(a->shops[0].buys, (1 << OBJ_FOOD) | (1 << OBJ_LIGHT) |
	    (1 << OBJ_KEY));
	ck_assert_int_eq(a->shops[0].sells_at, 120);
	ck_assert_int_eq(a->shops[0].buys_at, 50);
	ck_assert_int_eq(a->shops[0].open, 0);
	ck_assert_int_eq(a->shops[0].close, 0);
	ck_assert_int_eq(world_problems(&imp), 0);
	import_free(&imp);
}
END_TEST

START_TEST(test_rom_merc)
{
	struct import	 imp;
	struct mob_def	*m;
	struct obj_def	*o;

	import_init(&imp, "rom", "test");
	parse_fixture(&imp, "hamlet.are");
	parse_fixture(&imp, "marsh.are");
	ck_assert_int_eq(imp.world->nareas, 2);
	ck_assert_str_eq(imp.world->areas[1].name, "The Reed Marsh");
	ck_assert_str_eq(imp.world->areas[1].builders, "Tester");
	m = mob(&imp, 3100);
	ck_assert_ptr_nonnull(m);
	ck_assert_int_eq(m->level, 4);
	ck_assert_int_eq(m->hitroll, 2);
	ck_assert_int_eq(m->armor, 6);
	ck_assert_int_eq(m->hit.number, 2);
	ck_assert_int_eq(m->hit.size, 6);
	ck_assert_int_eq(m->hit.bonus, 20);
	ck_assert_int_eq(m->gold, 5);
	ck_assert_int_eq(m->alignment, 100);
	ck_assert_int_eq(m->flags, MOB_SENTINEL);
	o = obj(&imp, 3111);
	ck_assert_int_eq(o->type, OBJ_WEAPON);
	ck_assert_int_eq(o->values[VAL_WEAPON_NUMBER], 1);
	ck_assert_int_eq(o->values[VAL_WEAPON_SIZE], 4);
	ck_assert_str_eq(attack_name(o->values[VAL_WEAPON_ATTACK]), "pierce");
	ck_assert_int_eq(o->wear, 1 << WEAR_WIELD);
	ck_assert_int_eq(o->weight, 3);
	ck_assert_int_eq(o->cost, 20);
	ck_assert_int_eq(o->naffects, 1);
	ck_assert_int_eq(o->affects[0].location, APPLY_DEX);
	ck_assert_int_eq(obj(&imp, 3110)->type, OBJ_TRASH);
	ck_assert_int_eq(room(&imp, 3101)->sector, SECT_WATER_SWIM);
	/* Read after the hamlet, the marsh's exit west reaches its gate. */
	ck_assert_int_eq(room(&imp, 3100)->exits[DIR_WEST].to_vnum, 3003);
	ck_assert_int_eq(imp.world->areas[1].nresets, 3);
	ck_assert_int_eq(imp.world->areas[1].resets[1].kind, RESET_EQUIP);
	ck_assert_int_eq(world_problems(&imp), 0);
	import_free(&imp);
}
END_TEST

START_TEST(test_rom_helps)
{
	struct import	imp;

	import_init(&imp, "rom", "test");
	parse_fixture(&imp, "help.are");
	ck_assert_int_eq(imp.world->nareas, 0);
	ck_assert_int_eq(imp.nhelps, 3);
	ck_assert_str_eq(imp.helps[0].keywords, "thornbury hamlet");
	ck_assert_int_eq(imp.helps[0].level, 0);
	ck_assert_str_eq(imp.helps[0].text, "  Thornbury is a quiet hamlet on "
	    "the edge of a marsh.\nVisitors are welcome at the bakery.\n");
	ck_assert_int_eq(imp.helps[0].line, 2);
	ck_assert_str_eq(imp.helps[1].keywords, "'builder notes'");
	ck_assert_int_eq(imp.helps[1].level, 1);
	ck_assert_str_eq(imp.helps[2].keywords, "marsh");
	ck_assert(has_note(&imp, IMPORT_APPROXIMATED, "help.are",
	    line_of("help.are", "0 HAMLET MARSH"), "'hamlet'"));
	import_free(&imp);
}
END_TEST

START_TEST(test_rom_broken)
{
	static const struct {
		const char	*at;
		const char	*says;
	} want[] = {
		{ "D0", "leads to room 3299, which does not exist" },
		{ "D2", "key 3298 of exit south of room 3200 does not exist" },
		{ "D3", "is a trash, not a key" },
		{ "M 0 3250", "mob 3250, which does not exist" },
		{ "M 0 3202 1 3298", "room 3298, which does not exist" },
		{ "O 0 3299", "object 3299, which does not exist" },
		{ "P 0 3210", "not a container" },
		{ "D 0 3200 0 1", "has no such exit" },
		{ "3251 0 0", "shop of mob 3251" },
		{ "M 3252", "mob 3252, which does not exist" },
		{ "M speech 3299", "mobprog 3299, which does not exist" },
		{ "three 0", "a number was expected" },
		{ "#3001\nA Second", "room 3001 is defined twice" },
	};
	struct import	 imp;
	struct room_def	*r;
	size_t		 i;

	import_init(&imp, "rom", "test");
	parse_fixture(&imp, "hamlet.are");
	parse_fixture(&imp, "broken.are");
	for (i = 0; i < sizeof want / sizeof *want; i++) {
		if (!has_note(&imp, IMPORT_BROKEN, "broken.are",
		    line_of("broken.are", want[i].at), want[i].says)) {
			dump_notes(&imp);
			ck_abort_msg("no note '%s' at the line of '%s'",
			    want[i].says, want[i].at);
		}
	}
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "broken.are",
	    line_of("broken.are", "G 1 3210"), "follows no mobile"));
	/* What was broken is gone; the rest is there. */
	r = room(&imp, 3200);
	ck_assert_int_eq(r->exits[DIR_NORTH].to_vnum, -1);
	ck_assert_int_eq(r->exits[DIR_SOUTH].to_vnum, 3201);
	ck_assert_int_eq(r->exits[DIR_SOUTH].key_vnum, -1);
	ck_assert_int_eq(r->exits[DIR_DOWN].to_vnum, 3001);
	ck_assert_int_eq(room(&imp, 3201)->exits[DIR_WEST].key_vnum, -1);
	ck_assert_str_eq(room(&imp, 3001)->name, "The Village Square");
	ck_assert_ptr_null(mob(&imp, 3201));
	ck_assert_ptr_nonnull(mob(&imp, 3202));
	ck_assert_int_eq(imp.world->areas[1].nresets, 1);
	ck_assert_int_eq(imp.world->areas[1].nshops, 0);
	ck_assert_int_eq(world_problems(&imp), 0);
	import_free(&imp);
}
END_TEST

/* A small file in ROM's format with odd text in it. */
static const char odd[] =
    "#AREA\nodd.are~\nOdd~\nNobody~\n5000 5099\n\n"
    "#ROOMS\n#5000\nA Caf\xe9\r\n~\n"
    "Line one\x01 with a control.\r\n\r\nend\n~\n0 0 99\nS\n"
    "#5001\n~\n~\n0 0 0\nE\n~\nno keywords\n~\nS\n"
    "#0\n\n#$\n";

START_TEST(test_rom_text)
{
	struct import	 imp;
	struct room_def	*r;

	import_init(&imp, "rom", "test");
	import_rom_parse(&imp, "odd.are", odd, sizeof odd - 1);
	r = room(&imp, 5000);
	ck_assert_ptr_nonnull(r);
	ck_assert_str_eq(r->name, "A Caf\xc3\xa9");	/* Latin-1 as UTF-8 */
	ck_assert_str_eq(r->description, "Line one with a control.\n\n end\n");
	ck_assert_int_eq(r->sector, SECT_INSIDE);
	ck_assert(has_note(&imp, IMPORT_APPROXIMATED, "odd.are", 8,
	    "sector 99 as inside"));
	r = room(&imp, 5001);
	ck_assert_str_eq(r->name, "Room 5001");
	ck_assert_int_eq(r->nextras, 0);
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "odd.are", 20,
	    "without keywords"));
	ck_assert_int_eq(world_problems(&imp), 0);
	import_free(&imp);
}
END_TEST

/* Fields longer than a line may be, with more words than a line holds. */
START_TEST(test_rom_long)
{
	struct import	 imp;
	struct room_def	*r;
	char		*text, *p;
	size_t		 i, len;

	len = 100000;
	text = xmalloc(len + 1);
	p = text;
	p += sprintf(p, "#ROOMS\n#6000\n");
	for (i = 0; i < 300; i++)
		p += sprintf(p, "w%zu ", i);
	p += sprintf(p, "~\n");
	for (i = 0; i < 9000; i++)
		*p++ = 'x';
	p += sprintf(p, "\n~\n0 0 0\nD0\n~\n");
	for (i = 0; i < 200; i++)
		p += sprintf(p, "door%zu ", i);
	p += sprintf(p, "~\n1 0 6000\nS\n#0\n#$\n");
	import_init(&imp, "rom", "test");
	import_rom_parse(&imp, "long.are", text, (size_t)(p - text));
	r = room(&imp, 6000);
	ck_assert_ptr_nonnull(r);
	ck_assert_int_le(strlen(r->name), 1000);
	ck_assert_ptr_nonnull(r->exits[DIR_NORTH].keywords);
	ck_assert_int_eq(world_problems(&imp), 0);
	import_free(&imp);
	free(text);
}
END_TEST

START_TEST(test_rom_deterministic)
{
	struct import	 a, b;
	char		*x, *y;
	size_t		 i, lx, ly;

	import_init(&a, "rom", "test");
	import_init(&b, "rom", "test");
	parse_fixture(&a, "hamlet.are");
	parse_fixture(&a, "marsh.are");
	parse_fixture(&b, "hamlet.are");
	parse_fixture(&b, "marsh.are");
	ck_assert_int_eq(a.world->nareas, b.world->nareas);
	for (i = 0; i < a.world->nareas; i++) {
		x = area_write(&a.world->areas[i], &lx);
		y = area_write(&b.world->areas[i], &ly);
		ck_assert_int_eq(lx, ly);
		ck_assert(memcmp(x, y, lx) == 0);
		free(x);
		free(y);
	}
	ck_assert_int_eq(a.nnotes, b.nnotes);
	for (i = 0; i < a.nnotes; i++)
		ck_assert_str_eq(a.notes[i].text, b.notes[i].text);
	import_free(&a);
	import_free(&b);
}
END_TEST

/* Files written on DOS (CRLF) read the same as with LF. */
START_TEST(test_rom_crlf)
{
	struct import	 a, b;
	char		*text, *crlf, *x, *y;
	size_t		 len, i, n = 0, lx, ly;

	text = fixture("hamlet.are", &len);
	crlf = xmalloc(len * 2 + 1);
	for (i = 0; i < len; i++) {
		if (text[i] == '\n')
			crlf[n++] = '\r';
		crlf[n++] = text[i];
	}
	import_init(&a, "rom", "test");
	import_init(&b, "rom", "test");
	import_rom_parse(&a, "hamlet.are", text, len);
	import_rom_parse(&b, "hamlet.are", crlf, n);
	ck_assert_int_eq(b.world->nareas, 1);
	x = area_write(&a.world->areas[0], &lx);
	y = area_write(&b.world->areas[0], &ly);
	ck_assert_str_eq(x, y);
	ck_assert_int_eq(a.nnotes, b.nnotes);
	for (i = 0; i < a.nnotes; i++) {
		ck_assert_int_eq(a.notes[i].line, b.notes[i].line);
		ck_assert_str_eq(a.notes[i].text, b.notes[i].text);
	}
	free(x);
	free(y);
	free(text);
	free(crlf);
	import_free(&a);
	import_free(&b);
}
END_TEST

/* Cut and mangled fixtures: never a crash, always a world that checks. */
START_TEST(test_rom_mangled)
{
	static const char	 bytes[] = "~\n #-+d0123456789AZaz$S\xe9\xff\r'";
	static const char	*names[] = { "hamlet.are", "marsh.are",
	    "broken.are", "help.are" };
	struct import		 imp;
	char			*text, *buf;
	size_t			 len, i, k, f;
	unsigned int		 seed = 4242;

	for (f = 0; f < 4; f++) {
		text = fixture(names[f], &len);
		for (i = 0; i < len; i += 7) {
			import_init(&imp, "rom", "test");
			import_rom_parse(&imp, names[f], text, i);
			ck_assert_int_eq(world_problems(&imp), 0);
			import_free(&imp);
		}
		for (i = 0; i < 400; i++) {
			buf = xmalloc(len);
			memcpy(buf, text, len);
			for (k = 0; k < 1 + i % 5; k++) {
				seed = seed * 1103515245 + 12345;
				buf[(seed >> 8) % len] =
				    bytes[(seed >> 20) % (sizeof bytes - 1)];
			}
			import_init(&imp, "rom", "test");
			import_rom_parse(&imp, names[f], buf, len);
			ck_assert_int_eq(world_problems(&imp), 0);
			import_free(&imp);
			free(buf);
		}
		free(text);
	}
}
END_TEST

/*
 * A Merc '>' MOBprogram line at the very end of the text: its note quotes
 * what follows, never past the end (fuzz_import_rom found a read past a
 * text without a NUL; the sanitizer build catches it here).
 */
START_TEST(test_rom_mobprog_at_end)
{
	static const char	 mob[] = "#AREA\nend.are~\nEnd~\nNobody~\n"
	    "5000 5099\n\n#MOBILES\n#5000\nimp~\nan imp~\nAn imp.\n~\n"
	    "Imp.\n~\nhuman~\n0 0 0 0\n1 0 1d1+1 1d1+1 1d1+0 none\n"
	    "0 0 0 0\n0 0 0 0\nstand stand none 0\n0 0 medium 0\n>";
	struct import		 imp;
	char			*text = xmalloc(sizeof mob - 1);
	size_t			 i;
	int			 found = 0;

	memcpy(text, mob, sizeof mob - 1);	/* no NUL after it */
	import_init(&imp, "rom", "test");
	import_rom_parse(&imp, "end.are", text, sizeof mob - 1);
	for (i = 0; i < imp.nnotes; i++) {
		if (strstr(imp.notes[i].text, "a Merc MOBprogram ('')") !=
		    NULL)
			found = 1;
	}
	if (!found)
		dump_notes(&imp);
	ck_assert(found);
	import_free(&imp);
	free(text);
}
END_TEST

/* ROM portals come as portals: the room, the door flags and the key. */
START_TEST(test_rom_portal)
{
	static const char text[] =
	    "#AREA\nrift.are~\nThe Rift~\n{ 1 10} Tester  The Rift~\n"
	    "5000 5099\n\n"
	    "#OBJECTS\n"
	    "#5010\nportal rift~\na rift~\nA rift hangs in the air.~\n"
	    "air~\nportal 0 0\n0 0 0 5002 0\n1 0 0 P\n"
	    "#5011\ngate iron~\nan iron gate~\nAn iron gate stands here.~\n"
	    "iron~\nportal 0 0\n3 ABC 0 5001 5012\n1 0 0 P\n"
	    "#5012\nkey~\na key~\nA key lies here.~\n"
	    "iron~\nkey 0 AO\n0 0 0 0 0\n1 1 1 P\n"
	    "#5013\nportal void~\na void~\nA void.~\n"
	    "air~\nportal 0 0\n0 0 0 5077 0\n1 0 0 P\n"
	    "#0\n\n"
	    "#ROOMS\n"
	    "#5001\nA Ledge~\nA ledge.\n~\n0 0 1\nS\n"
	    "#5002\nThe Far Side~\nThe far side.\n~\n0 0 1\nS\n"
	    "#0\n\n#$\n";
	struct import		 imp;
	const struct obj_def	*o;

	import_init(&imp, "rom", "test");
	import_rom_parse(&imp, "rift.are", text, sizeof text - 1);
	ck_assert_int_eq(imp.world->nareas, 1);
	o = obj(&imp, 5010);
	ck_assert_int_eq(o->type, OBJ_PORTAL);
	ck_assert_int_eq(o->values[VAL_PORTAL_TO], 5002);
	ck_assert_int_eq(o->values[VAL_PORTAL_FLAGS], 0);
	ck_assert_int_eq(o->values[VAL_PORTAL_KEY], -1);
	o = obj(&imp, 5011);
	ck_assert_int_eq(o->type, OBJ_PORTAL);
	ck_assert_int_eq(o->values[VAL_PORTAL_TO], 5001);
	ck_assert_int_eq(o->values[VAL_PORTAL_FLAGS], CONT_CLOSEABLE |
	    CONT_CLOSED | CONT_LOCKED);
	ck_assert_int_eq(o->values[VAL_PORTAL_KEY], 5012);
	/* Charges are not kept: a note says so. */
	ck_assert(has_note(&imp, IMPORT_LEFT_OUT, "rift.are",
	    line_of_text(text, "#5011"), "portal charges 3"));
	/* A portal to nowhere is trash, as an exit to nowhere is dropped. */
	o = obj(&imp, 5013);
	ck_assert_int_eq(o->type, OBJ_TRASH);
	if (world_problems(&imp) != 0)
		dump_notes(&imp);
	ck_assert_int_eq(world_problems(&imp), 0);
	import_free(&imp);
}
END_TEST

static Suite *
import_rom_suite(void)
{
	Suite	*s = suite_create("import_rom");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_rom_rooms);
	tcase_add_test(tc, test_rom_mobiles);
	tcase_add_test(tc, test_rom_objects);
	tcase_add_test(tc, test_rom_resets_and_shop);
	tcase_add_test(tc, test_rom_merc);
	tcase_add_test(tc, test_rom_helps);
	tcase_add_test(tc, test_rom_broken);
	tcase_add_test(tc, test_rom_text);
	tcase_add_test(tc, test_rom_long);
	tcase_add_test(tc, test_rom_deterministic);
	tcase_add_test(tc, test_rom_crlf);
	tcase_add_test(tc, test_rom_mangled);
	tcase_add_test(tc, test_rom_mobprog_at_end);
	tcase_add_test(tc, test_rom_portal);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(import_rom_suite()));
}
