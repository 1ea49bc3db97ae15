/* test_area.c: reading, checking and writing area files. */
#include <check.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "area.h"
#include "check_main.h"
#include "xmalloc.h"

/* The worked example of area/README.md, in canonical form. */
static const char example[] =
	"area The Old Mill\n"
	"vnums 9000 9099\n"
	"builders Alice Bob\n"
	"reset_interval 300\n"
	"\n"
	"room 9000\n"
	"name A Muddy Lane\n"
	"sector field\n"
	"description\n"
	"A rutted lane runs north towards an old watermill. The wheel still\n"
	"turns, slowly, in the millrace.\n"
	"~\n"
	"exit north 9001 door closed locked key 9012 keywords oak door\n"
	"look north\n"
	"A heavy oak door, bound in iron, closes the mill.\n"
	"~\n"
	"extra wheel watermill\n"
	"Green weed trails from the paddles of the great wheel.\n"
	"~\n"
	"end\n"
	"\n"
	"room 9001\n"
	"name Inside the Mill\n"
	"sector inside\n"
	"flags dark indoors\n"
	"description\n"
	"Flour dust hangs in the air. A ladder leads up into darkness.\n"
	"~\n"
	"exit south 9000 door closed locked key 9012 keywords oak door\n"
	"end\n"
	"\n"
	"mob 9000\n"
	"keywords miller old man\n"
	"short the old miller\n"
	"long The old miller is here, dusted white with flour.\n"
	"description\n"
	"He is stooped and grey, and he watches you with narrowed eyes.\n"
	"~\n"
	"level 5\n"
	"hit 2d8+10\n"
	"damage 1d4+1\n"
	"hitroll 1\n"
	"armor 4\n"
	"alignment 300\n"
	"gold 12\n"
	"flags sentinel no_kill\n"
	"affects detect_invis\n"
	"end\n"
	"\n"
	"mob 9001\n"
	"keywords rat\n"
	"short a mill rat\n"
	"long A fat rat scurries between the sacks.\n"
	"description\n"
	"It is sleek with stolen grain.\n"
	"~\n"
	"level 1\n"
	"hit 1d4\n"
	"damage 1d2\n"
	"alignment -100\n"
	"flags aggressive wander\n"
	"end\n"
	"\n"
	"object 9010\n"
	"keywords sack flour\n"
	"short a sack of flour\n"
	"long A sack of flour leans against the wall.\n"
	"type container\n"
	"capacity 50\n"
	"state closeable closed\n"
	"key 9012\n"
	"weight 20\n"
	"cost 5\n"
	"end\n"
	"\n"
	"object 9011\n"
	"keywords knife\n"
	"short a rusty knife\n"
	"long A rusty knife lies here.\n"
	"type weapon\n"
	"dice 1d4+1\n"
	"attack stab\n"
	"wear wield\n"
	"level 1\n"
	"weight 2\n"
	"cost 8\n"
	"apply hitroll 1\n"
	"apply damroll -1\n"
	"extra knife rust\n"
	"The blade is pitted with rust.\n"
	"~\n"
	"end\n"
	"\n"
	"object 9012\n"
	"keywords key oak\n"
	"short an oak key\n"
	"long A key of dark oak lies here.\n"
	"type key\n"
	"wear hold\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 9013\n"
	"keywords lantern\n"
	"short a tin lantern\n"
	"long A tin lantern sits here.\n"
	"type light\n"
	"hours 24\n"
	"flags glow\n"
	"wear light hold\n"
	"weight 3\n"
	"cost 10\n"
	"end\n"
	"\n"
	"reset mob 9000 in 9000 max 1\n"
	"reset give 9012\n"
	"reset equip 9011 wield\n"
	"reset object 9010 in 9001\n"
	"reset put 9013 in 9010\n"
	"reset mob 9001 in 9001 max 3\n"
	"reset door 9000 north closed locked\n"
	"\n"
	"shop 9000\n"
	"buys container food\n"
	"sells_at 150\n"
	"buys_at 50\n"
	"hours 6 20\n"
	"rooms 9000\n"
	"end\n";

/* Parse text, expecting no problems. */
static struct area_def *
parse_ok(const char *text)
{
	struct area_def	*a;
	char		*errs = NULL;
	int		 n = -1;

	a = area_parse("ok.are", text, strlen(text), &errs, &n);
	ck_assert_ptr_nonnull(a);
	if (n != 0)
		ck_abort_msg("unexpected problems:\n%s", errs);
	ck_assert_ptr_null(errs);
	return (a);
}

/* Is there a line in errs starting with prefix and containing what? */
static int
has_error(const char *errs, const char *prefix, const char *what)
{
	const char	*p = errs, *nl;
	size_t		 len;
	char		*line;
	int		 found = 0;

	while (p != NULL && *p != '\0' && !found) {
		nl = strchr(p, '\n');
		len = nl != NULL ? (size_t)(nl - p) : strlen(p);
		line = xstrndup(p, len);
		if (strncmp(line, prefix, strlen(prefix)) == 0 &&
		    strstr(line, what) != NULL)
			found = 1;
		free(line);
		p = nl != NULL ? nl + 1 : NULL;
	}
	return (found);
}

#define ck_assert_error(errs, prefix, what) do {			\
	if (!has_error(errs, prefix, what))				\
		ck_abort_msg("no '%s ... %s' in:\n%s", prefix, what,	\
		    errs != NULL ? errs : "(none)");			\
} while (0)

/* Count the lines of a string. */
static int
count_lines(const char *s)
{
	int	n = 0;

	for (; s != NULL && *s != '\0'; s++)
		n += *s == '\n';
	return (n);
}

START_TEST(test_parse_example)
{
	struct area_def		*a = parse_ok(example);
	const struct room_def	*r;
	const struct exit_def	*x;
	const struct mob_def	*m;
	const struct obj_def	*o;
	const struct reset_def	*rs;
	int			 d;

	ck_assert_str_eq(a->file, "ok.are");
	ck_assert_str_eq(a->name, "The Old Mill");
	ck_assert_str_eq(a->builders, "Alice Bob");
	ck_assert_int_eq(a->min_vnum, 9000);
	ck_assert_int_eq(a->max_vnum, 9099);
	ck_assert_int_eq(a->reset_interval, 300);
	ck_assert_int_eq(a->line, 2);
	ck_assert_uint_eq(a->nrooms, 2);
	ck_assert_uint_eq(a->nmobs, 2);
	ck_assert_uint_eq(a->nobjs, 4);
	ck_assert_uint_eq(a->nresets, 7);
	ck_assert_uint_eq(a->nshops, 1);
	ck_assert_int_eq(a->shops[0].keeper, 9000);
	ck_assert_int_eq(a->shops[0].buys, (1 << OBJ_FOOD) |
	    (1 << OBJ_CONTAINER));
	ck_assert_int_eq(a->shops[0].sells_at, 150);
	ck_assert_int_eq(a->shops[0].buys_at, 50);
	ck_assert_int_eq(a->shops[0].open, 6);
	ck_assert_int_eq(a->shops[0].close, 20);
	ck_assert_int_eq(a->shops[0].nrooms, 1);
	ck_assert_int_eq(a->shops[0].rooms[0], 9000);
	ck_assert_ptr_eq(a->mobs[0].shop, &a->shops[0]);
	ck_assert_ptr_null(a->mobs[1].shop);

	r = &a->rooms[0];
	ck_assert_int_eq(r->vnum, 9000);
	ck_assert_int_eq(r->line, 6);
	ck_assert_str_eq(r->name, "A Muddy Lane");
	ck_assert_int_eq(r->sector, SECT_FIELD);
	ck_assert_int_eq(r->flags, 0);
	ck_assert_str_eq(r->description, "A rutted lane runs north towards "
	    "an old watermill. The wheel still\nturns, slowly, in the "
	    "millrace.\n");
	x = &r->exits[DIR_NORTH];
	ck_assert_int_eq(x->to_vnum, 9001);
	ck_assert_int_eq(x->flags, EXIT_DOOR|EXIT_CLOSED|EXIT_LOCKED);
	ck_assert_int_eq(x->key_vnum, 9012);
	ck_assert_str_eq(x->keywords, "oak door");
	ck_assert_str_eq(x->description,
	    "A heavy oak door, bound in iron, closes the mill.\n");
	ck_assert_int_eq(x->line, 13);
	for (d = 0; d < DIR__COUNT; d++) {
		if (d == DIR_NORTH)
			continue;
		ck_assert_int_eq(r->exits[d].to_vnum, -1);
		ck_assert_int_eq(r->exits[d].key_vnum, -1);
		ck_assert_ptr_null(r->exits[d].keywords);
		ck_assert_ptr_null(r->exits[d].description);
	}
	ck_assert_uint_eq(r->nextras, 1);
	ck_assert_str_eq(r->extras[0].keywords, "wheel watermill");
	ck_assert_str_eq(r->extras[0].text,
	    "Green weed trails from the paddles of the great wheel.\n");

	r = &a->rooms[1];
	ck_assert_int_eq(r->vnum, 9001);
	ck_assert_int_eq(r->sector, SECT_INSIDE);
	ck_assert_int_eq(r->flags, ROOM_DARK|ROOM_INDOORS);
	ck_assert_int_eq(r->exits[DIR_SOUTH].to_vnum, 9000);
	ck_assert_ptr_null(r->exits[DIR_SOUTH].description);
	ck_assert_uint_eq(r->nextras, 0);

	m = &a->mobs[0];
	ck_assert_int_eq(m->vnum, 9000);
	ck_assert_int_eq(m->line, 32);
	ck_assert_str_eq(m->keywords, "miller old man");
	ck_assert_str_eq(m->short_desc, "the old miller");
	ck_assert_str_eq(m->long_desc,
	    "The old miller is here, dusted white with flour.");
	ck_assert_str_eq(m->description, "He is stooped and grey, and he "
	    "watches you with narrowed eyes.\n");
	ck_assert_int_eq(m->level, 5);
	ck_assert_int_eq(m->hit.number, 2);
	ck_assert_int_eq(m->hit.size, 8);
	ck_assert_int_eq(m->hit.bonus, 10);
	ck_assert_int_eq(m->damage.number, 1);
	ck_assert_int_eq(m->damage.size, 4);
	ck_assert_int_eq(m->damage.bonus, 1);
	ck_assert_int_eq(m->hitroll, 1);
	ck_assert_int_eq(m->armor, 4);
	ck_assert_int_eq(m->alignment, 300);
	ck_assert_int_eq(m->gold, 12);
	ck_assert_int_eq(m->flags, MOB_SENTINEL|MOB_NO_KILL);
	ck_assert_int_eq(m->affects, AFF_DETECT_INVIS);
	m = &a->mobs[1];
	ck_assert_int_eq(m->flags, MOB_AGGRESSIVE|MOB_WANDER);
	ck_assert_int_eq(m->alignment, -100);
	ck_assert_int_eq(m->hit.bonus, 0);
	ck_assert_int_eq(m->gold, 0);
	ck_assert_int_eq(m->affects, 0);

	o = &a->objs[0];
	ck_assert_int_eq(o->vnum, 9010);
	ck_assert_int_eq(o->type, OBJ_CONTAINER);
	ck_assert_int_eq(o->values[VAL_CONT_CAPACITY], 50);
	ck_assert_int_eq(o->values[VAL_CONT_FLAGS], CONT_CLOSEABLE|CONT_CLOSED);
	ck_assert_int_eq(o->values[VAL_CONT_KEY], 9012);
	ck_assert_int_eq(o->wear, 0);
	ck_assert_int_eq(o->weight, 20);
	ck_assert_int_eq(o->cost, 5);
	ck_assert_int_eq(o->level, 0);
	o = &a->objs[1];
	ck_assert_str_eq(o->keywords, "knife");
	ck_assert_str_eq(o->short_desc, "a rusty knife");
	ck_assert_str_eq(o->long_desc, "A rusty knife lies here.");
	ck_assert_int_eq(o->type, OBJ_WEAPON);
	ck_assert_int_eq(o->values[VAL_WEAPON_NUMBER], 1);
	ck_assert_int_eq(o->values[VAL_WEAPON_SIZE], 4);
	ck_assert_int_eq(o->values[VAL_WEAPON_BONUS], 1);
	ck_assert_str_eq(attack_name(o->values[VAL_WEAPON_ATTACK]), "stab");
	ck_assert_int_eq(o->wear, 1 << WEAR_WIELD);
	ck_assert_int_eq(o->level, 1);
	ck_assert_uint_eq(o->naffects, 2);
	ck_assert_int_eq(o->affects[0].location, APPLY_HITROLL);
	ck_assert_int_eq(o->affects[0].modifier, 1);
	ck_assert_int_eq(o->affects[1].location, APPLY_DAMROLL);
	ck_assert_int_eq(o->affects[1].modifier, -1);
	ck_assert_uint_eq(o->nextras, 1);
	ck_assert_str_eq(o->extras[0].keywords, "knife rust");
	o = &a->objs[2];
	ck_assert_int_eq(o->type, OBJ_KEY);
	ck_assert_int_eq(o->wear, 1 << WEAR_HOLD);
	o = &a->objs[3];
	ck_assert_int_eq(o->type, OBJ_LIGHT);
	ck_assert_int_eq(o->values[VAL_LIGHT_HOURS], 24);
	ck_assert_int_eq(o->flags, ITEM_GLOW);
	ck_assert_int_eq(o->wear, (1 << WEAR_LIGHT)|(1 << WEAR_HOLD));

	rs = a->resets;
	ck_assert_int_eq(rs[0].kind, RESET_MOB);
	ck_assert_int_eq(rs[0].arg1, 9000);
	ck_assert_int_eq(rs[0].arg2, 9000);
	ck_assert_int_eq(rs[0].arg3, 1);
	ck_assert_int_eq(rs[0].line, 115);
	ck_assert_int_eq(rs[1].kind, RESET_GIVE);
	ck_assert_int_eq(rs[1].arg1, 9012);
	ck_assert_int_eq(rs[2].kind, RESET_EQUIP);
	ck_assert_int_eq(rs[2].arg1, 9011);
	ck_assert_int_eq(rs[2].arg2, WEAR_WIELD);
	ck_assert_int_eq(rs[3].kind, RESET_OBJ);
	ck_assert_int_eq(rs[3].arg1, 9010);
	ck_assert_int_eq(rs[3].arg2, 9001);
	ck_assert_int_eq(rs[4].kind, RESET_PUT);
	ck_assert_int_eq(rs[4].arg1, 9013);
	ck_assert_int_eq(rs[4].arg2, 9010);
	ck_assert_int_eq(rs[5].arg3, 3);
	ck_assert_int_eq(rs[6].kind, RESET_DOOR);
	ck_assert_int_eq(rs[6].arg1, 9000);
	ck_assert_int_eq(rs[6].arg2, DIR_NORTH);
	ck_assert_int_eq(rs[6].arg3, EXIT_DOOR|EXIT_CLOSED|EXIT_LOCKED);
	ck_assert_int_eq(rs[6].line, 121);
	area_free(a);
}
END_TEST

START_TEST(test_more_types)
{
	static const char text[] =
	    "area Types\nvnums 10 20\n"
	    "object 10\nkeywords a\nshort a\nlong a\ntype drink\n"
	    "liquid mead\ncapacity 4\namount 3\npoisoned\nend\n"
	    "object 11\nkeywords b\nshort b\nlong b\ntype potion\n"
	    "spell_level 7\nspells heal haste\nend\n"
	    "object 12\nkeywords c\nshort c\nlong c\ntype money\ngold 99\nend\n"
	    "object 13\nkeywords d\nshort d\nlong d\ntype fountain\n"
	    "liquid water\nflags no_take\nend\n"
	    "object 14\nkeywords e\nshort e\nlong e\ntype food\nhours 5\n"
	    "end\n"
	    "object 15\nkeywords f\nshort f\nlong f\ntype furniture\n"
	    "seats 2\nend\n"
	    "object 16\nkeywords g\nshort g\nlong g\ntype container\n"
	    "capacity 5\nend\n";
	struct area_def	*a = parse_ok(text);
	char		*out;

	ck_assert_int_eq(a->objs[0].values[VAL_DRINK_LIQUID],
	    liquid_lookup("mead"));
	ck_assert_int_eq(a->objs[0].values[VAL_DRINK_CAPACITY], 4);
	ck_assert_int_eq(a->objs[0].values[VAL_DRINK_AMOUNT], 3);
	ck_assert_int_eq(a->objs[0].values[VAL_DRINK_POISONED], 1);
	ck_assert_int_eq(a->objs[1].values[VAL_SPELL_LEVEL], 7);
	ck_assert_str_eq(spell_name(a->objs[1].values[VAL_SPELL_1]), "heal");
	ck_assert_str_eq(spell_name(a->objs[1].values[VAL_SPELL_2]), "haste");
	ck_assert_int_eq(a->objs[1].values[VAL_SPELL_3], 0);
	ck_assert_int_eq(a->objs[2].values[VAL_MONEY_GOLD], 99);
	ck_assert_int_eq(a->objs[3].flags, ITEM_NO_TAKE);
	ck_assert_int_eq(a->objs[4].values[VAL_FOOD_HOURS], 5);
	ck_assert_int_eq(a->objs[5].values[VAL_FURNITURE_SEATS], 2);
	ck_assert_int_eq(a->objs[6].values[VAL_CONT_KEY], -1);
	out = area_write(a, NULL);
	ck_assert_ptr_nonnull(strstr(out, "type potion\nspell_level 7\n"
	    "spells heal haste\nend\n"));
	ck_assert_ptr_nonnull(strstr(out, "type drink\nliquid mead\n"
	    "capacity 4\namount 3\npoisoned\nend\n"));
	ck_assert_ptr_nonnull(strstr(out, "type container\ncapacity 5\nend\n"));
	free(out);
	area_free(a);
}
END_TEST

START_TEST(test_shop_errors)
{
	static const char head[] =
	    "area Shops\nvnums 100 199\n"
	    "room 100\nname R\ndescription\nA room.\n~\nend\n"	/* 3-8 */
	    "mob 100\nkeywords k\nshort k\nlong K.\ndescription\nK.\n~\n"
	    "level 1\nhit 1d1\ndamage 1d1\nend\n";			/* 9-19 */
	static const char shops[] =
	    "shop 100\n"						/* 20 */
	    "buys food weapn\n"					/* 21 */
	    "sells_at 90\n"						/* 22 */
	    "hours 6 24\n"						/* 23 */
	    "rooms 100 101\n"						/* 24 */
	    "colour red\n"						/* 25 */
	    "end\n"							/* 26 */
	    "shop 100\nsells_at 120\nend\n"				/* 27-29 */
	    "shop 150\nsells_at 120\nend\n"				/* 30-32 */
	    "shop 100\nbuys food\nsells_at 120\nbuys_at 130\nend\n"	/* 33 */
	    "shop 100\nbuys trash\nsells_at 100\nend\n";		/* 38 */
	struct area_def	*a;
	char		*text, *errs = NULL, *out;
	int		 n = 0;

	xasprintf(&text, "%s%s", head, shops);
	a = area_parse("s.are", text, strlen(text), &errs, &n);
	ck_assert_error(errs, "s.are:21:", "unknown object type 'weapn' (did "
	    "you mean 'weapon'");
	ck_assert_error(errs, "s.are:22:", "sells_at");
	ck_assert_error(errs, "s.are:23:", "closing hour");
	ck_assert_error(errs, "s.are:25:", "unknown shop keyword 'colour'");
	ck_assert_error(errs, "s.are:20:", "shop 100 has no buys_at");
	ck_assert_error(errs, "s.are:20:", "trades in room 101, which is not "
	    "in this area");
	ck_assert_error(errs, "s.are:27:", "mob 100 keeps a shop already "
	    "(line 20)");
	ck_assert_error(errs, "s.are:30:", "no mob 150 in this area");
	ck_assert_error(errs, "s.are:36:", "buys_at 130 is out of range (0 to "
	    "100)");
	ck_assert_error(errs, "s.are:38:", "shop 100 has no buys_at");
	area_free(a);
	free(errs);
	free(text);

	/* A good one, written back the same; one that only sells. */
	xasprintf(&text, "%s\nshop 100\nsells_at 200\nhours 20 4\nend\n",
	    head);
	a = parse_ok(text);
	ck_assert_int_eq(a->shops[0].buys, 0);
	out = area_write(a, NULL);
	ck_assert_ptr_nonnull(strstr(out, "\nshop 100\nsells_at 200\n"
	    "hours 20 4\nend\n"));
	area_free(a);
	a = parse_ok(out);
	ck_assert_int_eq(a->shops[0].open, 20);
	ck_assert_int_eq(a->shops[0].close, 4);
	area_free(a);
	free(out);
	free(text);
}
END_TEST

START_TEST(test_errors_in_one_file)
{
	static const char text[] =
	    "# a file with a problem on nearly every line\n"	/* 1 */
	    "area Broken\n"					/* 2 */
	    "vnums 100 199\n"					/* 3 */
	    "room 100\n"					/* 4 */
	    "nmae The Void\n"					/* 5 */
	    "sector cty\n"					/* 6 */
	    "flags safe recal\n"				/* 7 */
	    "description\n"					/* 8 */
	    "Nothing.\n"					/* 9 */
	    "~\n"						/* 10 */
	    "exit north 101 lockd\n"				/* 11 */
	    "exit nrth 102\n"					/* 12 */
	    "exit south 101 closed\n"				/* 13 */
	    "end\n"						/* 14 */
	    "room 250\n"					/* 15 */
	    "name Out of range\n"				/* 16 */
	    "description\n"					/* 17 */
	    "\n"						/* 18 */
	    "~\n"						/* 19 */
	    "end\n"						/* 20 */
	    "room 100\n"					/* 21 */
	    "name Again\n"					/* 22 */
	    "description\n"					/* 23 */
	    "Twice.\n"						/* 24 */
	    "~\n"						/* 25 */
	    "end\n"						/* 26 */
	    "mob 110\n"						/* 27 */
	    "keywords x\n"					/* 28 */
	    "short x\n"						/* 29 */
	    "long x\n"						/* 30 */
	    "description\nx\n~\n"				/* 31-33 */
	    "level abc\n"					/* 34 */
	    "hit 3d\n"						/* 35 */
	    "damage 1d4\n"					/* 36 */
	    "flags aggresive\n"					/* 37 */
	    "end\n"						/* 38 */
	    "object 120\n"					/* 39 */
	    "keywords sword\n"					/* 40 */
	    "short a sword\n"					/* 41 */
	    "long A sword.\n"					/* 42 */
	    "dice 1d4\n"					/* 43 */
	    "type weapn\n"					/* 44 */
	    "wear wiled\n"					/* 45 */
	    "end\n"						/* 46 */
	    "reset give 120\n"					/* 47 */
	    "reset put 120 in 121\n"				/* 48 */
	    "reset mob 110 in 100\n"				/* 49 */
	    "reset equip 120 wield\n"				/* 50 */
	    "reset put 122 in 121\n"				/* 51 */
	    "reset frob 1\n"					/* 52 */
	    "bogus line\n"					/* 53 */
	    "end\n"						/* 54 */
	    "room 130\n"					/* 55 */
	    "description\n"					/* 56 */
	    "never closed\n";					/* 57 */
	struct area_def	*a;
	char		*errs = NULL;
	int		 n = 0;

	a = area_parse("b.are", text, strlen(text), &errs, &n);
	ck_assert_ptr_nonnull(a);
	ck_assert_error(errs, "b.are:5: ", "unknown room keyword 'nmae' "
	    "(did you mean 'name'?)");
	ck_assert_error(errs, "b.are:4: ", "room 100 has no name");
	ck_assert_error(errs, "b.are:6: ", "did you mean 'city'?");
	ck_assert_error(errs, "b.are:7: ", "unknown room flag 'recal' "
	    "(did you mean 'recall'?)");
	ck_assert_error(errs, "b.are:11: ", "did you mean 'locked'?");
	ck_assert_error(errs, "b.are:12: ", "did you mean 'north'?");
	ck_assert_error(errs, "b.are:13: ", "closed or pickproof but has "
	    "no door");
	ck_assert_error(errs, "b.are:15: ", "room 250 is outside the area's "
	    "vnums 100 to 199");
	ck_assert_error(errs, "b.are:15: ", "room 250 has no description");
	ck_assert_error(errs, "b.are:21: ", "duplicate room 100 (also at "
	    "line 4)");
	ck_assert_error(errs, "b.are:34: ", "level 'abc' is not a number");
	ck_assert_error(errs, "b.are:35: ", "dice '3d'");
	ck_assert_error(errs, "b.are:37: ", "did you mean 'aggressive'?");
	ck_assert_error(errs, "b.are:39: ", "object 120 has no type");
	ck_assert_error(errs, "b.are:43: ", "'dice' before 'type'");
	ck_assert_error(errs, "b.are:44: ", "did you mean 'weapon'?");
	ck_assert_error(errs, "b.are:45: ", "did you mean 'wield'?");
	ck_assert_error(errs, "b.are:47: ", "'reset give' with no 'reset mob'");
	ck_assert_error(errs, "b.are:48: ", "'reset put' into 121, but the "
	    "last object placed is 120");
	ck_assert_error(errs, "b.are:51: ", "'reset put' into 121");
	ck_assert_error(errs, "b.are:52: ", "unknown reset kind 'frob'");
	ck_assert_error(errs, "b.are:53: ", "unknown keyword 'bogus'");
	ck_assert_error(errs, "b.are:54: ", "'end' with no room");
	ck_assert_error(errs, "b.are:55: ", "has no 'end' before the end");
	ck_assert_error(errs, "b.are:56: ", "not closed with a '~' line");
	ck_assert_int_eq(n, count_lines(errs));
	ck_assert_int_ge(n, 26);
	/* Sorted by line. */
	ck_assert(strncmp(errs, "b.are:4: ", 9) == 0);
	free(errs);
	area_free(a);
}
END_TEST

START_TEST(test_errors_header)
{
	static const char t1[] = "room 5\nname x\n";
	static const char t2[] = "area A\nvnums 9 1\nvnums 1 2\narea B\n"
	    "reset_interval -5\n";
	struct area_def	*a;
	char		*errs = NULL;
	int		 n;

	a = area_parse("h.are", t1, strlen(t1), &errs, &n);
	ck_assert_error(errs, "h.are:1: ", "no 'area' line");
	ck_assert_error(errs, "h.are:1: ", "no 'vnums' line");
	ck_assert_error(errs, "h.are:1: ", "this room has no 'end'");
	area_free(a);
	free(errs);
	errs = NULL;
	a = area_parse("h.are", t2, strlen(t2), &errs, &n);
	ck_assert_error(errs, "h.are:2: ", "the first is after the last");
	ck_assert_error(errs, "h.are:3: ", "'vnums' given twice");
	ck_assert_error(errs, "h.are:4: ", "'area' given twice");
	ck_assert_error(errs, "h.are:5: ", "out of range");
	ck_assert_int_eq(n, 4);
	area_free(a);
	free(errs);
}
END_TEST

/* A room is an arena or safe, never both; an arena alone is fine. */
START_TEST(test_arena_not_safe)
{
	static const char t[] = "area A\nvnums 1 9\nroom 1\nname R\n"
	    "flags arena safe\ndescription\nSand.\n~\nend\nroom 2\n"
	    "name S\nflags arena\ndescription\nSand.\n~\nend\n";
	struct area_def	*a;
	char		*errs = NULL;
	int		 n;

	a = area_parse("r.are", t, strlen(t), &errs, &n);
	ck_assert_error(errs, "r.are:5: ", "not both 'safe'");
	ck_assert_int_eq(n, 1);
	ck_assert_int_eq(a->rooms[1].flags, ROOM_ARENA);
	area_free(a);
	free(errs);
}
END_TEST

START_TEST(test_errors_text)
{
	static const char text[] =
	    "area T\r\nvnums 1 9\r\nroom 1\r\nname Caf\xc3\xa9\r\n"	/* 1-4 */
	    "description\r\nbad \xff byte\r\nok\r\n~\r\n"		/* 5-8 */
	    "name \xed\xa0\x80 surrogate\n"				/* 9 */
	    "extra x\nbell\x07\n~\n"					/* 10-12 */
	    "end\n";
	struct area_def	*a;
	char		*errs = NULL;
	int		 n;

	a = area_parse("u.are", text, sizeof text - 1, &errs, &n);
	ck_assert_error(errs, "u.are:6: ", "invalid UTF-8");
	ck_assert_error(errs, "u.are:9: ", "invalid UTF-8");
	ck_assert_error(errs, "u.are:11: ", "control character");
	ck_assert_error(errs, "u.are:12: ", "empty extra description");
	if (n != 4)
		ck_abort_msg("%s", errs);
	/* CRLF is accepted and UTF-8 kept. */
	ck_assert_str_eq(a->rooms[0].name, "Caf\xc3\xa9");
	ck_assert_str_eq(a->rooms[0].description, "ok\n");
	area_free(a);
	free(errs);
}
END_TEST

START_TEST(test_errors_limits)
{
	struct area_def	*a;
	char		*text, *errs = NULL;
	size_t		 len = 0, i;
	int		 n;

	/* A very long line is refused; a NUL byte too. */
	text = xmalloc(20000);
	len = (size_t)sprintf(text, "area L\nvnums 1 9\nname ");
	memset(text + len, 'x', 5000);
	len += 5000;
	memcpy(text + len, "\nroom\0 1\n", 9);
	len += 9;
	a = area_parse("l.are", text, len, &errs, &n);
	ck_assert_error(errs, "l.are:3: ", "line is too long");
	ck_assert_error(errs, "l.are:4: ", "control character 0x00");
	area_free(a);
	free(errs);
	errs = NULL;

	/* Thousands of bad lines: all counted, 100 shown, then a count. */
	len = 0;
	for (i = 0; i < 2000; i++)
		text[len++] = i % 2 ? '\n' : 'z';
	a = area_parse("m.are", text, len, &errs, &n);
	ck_assert_int_eq(n, 1000 + 2);
	ck_assert_int_eq(count_lines(errs), 101);
	ck_assert_error(errs, "m.are: ", "more problems not shown");
	area_free(a);
	free(errs);
	free(text);
}
END_TEST

/* Parse several area texts into a world and run the world checks. */
static struct world_def *
world_of(const char **texts, int n, char **errs, int *nerrs)
{
	struct world_def	*w = xcalloc(1, sizeof *w);
	char			 name[32];
	int			 i, k;

	*nerrs = 0;
	for (i = 0; i < n; i++) {
		snprintf(name, sizeof name, "w%d.are", i + 1);
		world_add(w, area_parse(name, texts[i], strlen(texts[i]), errs,
		    &k));
		*nerrs += k;
	}
	*nerrs += world_check(w, errs);
	return (w);
}

START_TEST(test_world_errors)
{
	static const char *texts[] = {
	    "area One\nvnums 100 199\n"				/* 1-2 */
	    "room 100\nname R\ndescription\nd\n~\n"		/* 3-7 */
	    "exit north 999\n"					/* 8 */
	    "exit east 101 door key 120\n"			/* 9 */
	    "exit west 101 door key 121\n"			/* 10 */
	    "exit up 101 door key 555\n"			/* 11 */
	    "end\n"						/* 12 */
	    "room 101\nname R\ndescription\nd\n~\nend\n"		/* 13-18 */
	    "mob 110\nkeywords m\nshort m\nlong m\ndescription\nd\n~\n"
	    "level 1\nhit 1d1\ndamage 1d1\nend\n"		/* 19-29 */
	    "object 120\nkeywords k\nshort k\nlong k\ntype key\n"
	    "wear hold\nend\n"					/* 30-36 */
	    "object 121\nkeywords s\nshort a sword\nlong s\n"
	    "type weapon\ndice 1d4\nwear wield\nend\n"		/* 37-44 */
	    "object 122\nkeywords c\nshort c\nlong c\ntype container\n"
	    "capacity 9\nkey 121\nend\n"				/* 45-52 */
	    "reset mob 111 in 100\n"				/* 53 */
	    "reset mob 110 in 998\n"				/* 54 */
	    "reset equip 121 head\n"				/* 55 */
	    "reset give 777\n"					/* 56 */
	    "reset object 121 in 100\n"				/* 57 */
	    "reset put 120 in 121\n"				/* 58 */
	    "reset door 100 south closed\n"			/* 59 */
	    "reset door 100 north closed locked\n"		/* 60 */
	    "reset door 100 east closed\n"			/* 61 */
	    "reset door 997 east open\n",			/* 62 */
	    "area Two\nvnums 150 250\n"				/* 1-2 */
	    "room 200\nname R\ndescription\nd\n~\nexit down 100\nend\n"
	    "object 120\nkeywords k\nshort k\nlong k\ntype trash\nend\n",
	    "area Three\nvnums 300 399\n"
	};
	struct world_def	*w;
	char			*errs = NULL;
	int			 n;

	w = world_of(texts, 3, &errs, &n);
	ck_assert_error(errs, "w1.are:8: ", "exit north of room 100 leads to "
	    "room 999, which does not exist");
	ck_assert_error(errs, "w1.are:10: ", "key 121 of exit west of room "
	    "100 is a weapon, not a key");
	ck_assert_error(errs, "w1.are:11: ", "key 555 of exit up of room 100 "
	    "is not an object");
	ck_assert_error(errs, "w1.are:45: ", "key 121 of container 122 is a "
	    "weapon");
	ck_assert_error(errs, "w1.are:53: ", "mob 111, which does not exist");
	ck_assert_error(errs, "w1.are:54: ", "room 998, which does not exist");
	ck_assert_error(errs, "w1.are:55: ", "object 121 (a sword) cannot be "
	    "worn on 'head'");
	ck_assert_error(errs, "w1.are:56: ", "object 777, which does not "
	    "exist");
	ck_assert_error(errs, "w1.are:58: ", "into object 121, a weapon, not "
	    "a container");
	ck_assert_error(errs, "w1.are:59: ", "room 100 has no exit south");
	ck_assert_error(errs, "w1.are:60: ", "exit north of room 100 has no "
	    "door");
	ck_assert_error(errs, "w1.are:62: ", "room 997, which does not exist");
	ck_assert_error(errs, "w2.are:2: ", "vnums 150 to 250 overlap those "
	    "of One (100 to 199, w1.are:2)");
	ck_assert_error(errs, "w2.are:10: ", "duplicate object 120 (also at "
	    "w1.are:30)");
	ck_assert(!has_error(errs, "w1.are:9: ", ""));
	ck_assert(!has_error(errs, "w1.are:61: ", ""));
	ck_assert(!has_error(errs, "w2.are:8: ", ""));
	ck_assert(!has_error(errs, "w3.are", ""));
	ck_assert_error(errs, "w2.are:10: ", "object 120 is outside the "
	    "area's vnums 150 to 250");
	if (n != 15)
		ck_abort_msg("%s", errs);
	ck_assert_int_eq(count_lines(errs), 15);
	free(errs);
	world_free(w);
}
END_TEST

START_TEST(test_world_example_ok)
{
	const char		*texts[] = { example };
	struct world_def	*w;
	char			*errs = NULL;
	int			 n;

	w = world_of(texts, 1, &errs, &n);
	if (n != 0)
		ck_abort_msg("%s", errs);
	world_free(w);
}
END_TEST

START_TEST(test_roundtrip_bytes)
{
	struct area_def	*a = parse_ok(example);
	char		*out;
	size_t		 len;

	out = area_write(a, &len);
	ck_assert_uint_eq(len, strlen(example));
	ck_assert_str_eq(out, example);
	free(out);
	area_free(a);
}
END_TEST

/* Compare two strings that may be NULL. */
static void
same_str(const char *a, const char *b)
{
	if (a == NULL || b == NULL)
		ck_assert_ptr_eq(a, b);
	else
		ck_assert_str_eq(a, b);
}

/* Compare extra descriptions. */
static void
same_extras(const struct extra_desc *a, size_t na, const struct extra_desc *b,
    size_t nb)
{
	size_t	i;

	ck_assert_uint_eq(na, nb);
	for (i = 0; i < na; i++) {
		same_str(a[i].keywords, b[i].keywords);
		same_str(a[i].text, b[i].text);
	}
}

/* Check two areas hold the same (line numbers aside). */
static void
same_area(const struct area_def *a, const struct area_def *b)
{
	size_t	i;
	int	d;

	same_str(a->name, b->name);
	same_str(a->builders, b->builders);
	ck_assert_int_eq(a->min_vnum, b->min_vnum);
	ck_assert_int_eq(a->max_vnum, b->max_vnum);
	ck_assert_int_eq(a->reset_interval, b->reset_interval);
	ck_assert_uint_eq(a->nrooms, b->nrooms);
	for (i = 0; i < a->nrooms; i++) {
		const struct room_def	*x = &a->rooms[i], *y = &b->rooms[i];

		ck_assert_int_eq(x->vnum, y->vnum);
		same_str(x->name, y->name);
		same_str(x->description, y->description);
		ck_assert_int_eq(x->sector, y->sector);
		ck_assert_int_eq(x->flags, y->flags);
		for (d = 0; d < DIR__COUNT; d++) {
			ck_assert_int_eq(x->exits[d].to_vnum,
			    y->exits[d].to_vnum);
			ck_assert_int_eq(x->exits[d].flags, y->exits[d].flags);
			ck_assert_int_eq(x->exits[d].key_vnum,
			    y->exits[d].key_vnum);
			same_str(x->exits[d].keywords, y->exits[d].keywords);
			same_str(x->exits[d].description,
			    y->exits[d].description);
		}
		same_extras(x->extras, x->nextras, y->extras, y->nextras);
	}
	ck_assert_uint_eq(a->nmobs, b->nmobs);
	for (i = 0; i < a->nmobs; i++) {
		const struct mob_def	*x = &a->mobs[i], *y = &b->mobs[i];

		ck_assert_int_eq(x->vnum, y->vnum);
		same_str(x->keywords, y->keywords);
		same_str(x->short_desc, y->short_desc);
		same_str(x->long_desc, y->long_desc);
		same_str(x->description, y->description);
		ck_assert_int_eq(x->level, y->level);
		ck_assert_int_eq(x->flags, y->flags);
		ck_assert_int_eq(x->affects, y->affects);
		ck_assert_int_eq(x->alignment, y->alignment);
		ck_assert_int_eq(x->hitroll, y->hitroll);
		ck_assert_int_eq(x->armor, y->armor);
		ck_assert_mem_eq(&x->hit, &y->hit, sizeof x->hit);
		ck_assert_mem_eq(&x->damage, &y->damage, sizeof x->damage);
		ck_assert_int_eq(x->gold, y->gold);
	}
	ck_assert_uint_eq(a->nobjs, b->nobjs);
	for (i = 0; i < a->nobjs; i++) {
		const struct obj_def	*x = &a->objs[i], *y = &b->objs[i];

		ck_assert_int_eq(x->vnum, y->vnum);
		same_str(x->keywords, y->keywords);
		same_str(x->short_desc, y->short_desc);
		same_str(x->long_desc, y->long_desc);
		ck_assert_int_eq(x->type, y->type);
		ck_assert_int_eq(x->flags, y->flags);
		ck_assert_int_eq(x->wear, y->wear);
		ck_assert_int_eq(x->level, y->level);
		ck_assert_int_eq(x->weight, y->weight);
		ck_assert_int_eq(x->cost, y->cost);
		ck_assert_mem_eq(x->values, y->values, sizeof x->values);
		ck_assert_uint_eq(x->naffects, y->naffects);
		if (x->naffects != 0)
			ck_assert_mem_eq(x->affects, y->affects,
			    x->naffects * sizeof *x->affects);
		same_extras(x->extras, x->nextras, y->extras, y->nextras);
	}
	ck_assert_uint_eq(a->nshops, b->nshops);
	for (i = 0; i < a->nshops; i++)
		ck_assert(memcmp(&a->shops[i], &b->shops[i], offsetof(struct
		    shop_def, line)) == 0);
	ck_assert_uint_eq(a->nresets, b->nresets);
	for (i = 0; i < a->nresets; i++) {
		ck_assert_int_eq(a->resets[i].kind, b->resets[i].kind);
		ck_assert_int_eq(a->resets[i].arg1, b->resets[i].arg1);
		ck_assert_int_eq(a->resets[i].arg2, b->resets[i].arg2);
		ck_assert_int_eq(a->resets[i].arg3, b->resets[i].arg3);
	}
}

START_TEST(test_roundtrip_struct)
{
	struct area_def	*a, *b;
	char		*out;

	/* A model built in code (as online building would) survives too. */
	a = parse_ok(example);
	a->rooms[1].flags |= ROOM_PRIVATE|ROOM_NO_RECALL;
	a->rooms[1].exits[DIR_UP].to_vnum = 9000;
	a->rooms[1].exits[DIR_UP].description = xstrdup("A ladder.\n");
	a->mobs[1].hit.bonus = -2;
	a->mobs[1].armor = -7;
	a->objs[2].flags = ITEM_NO_DROP|ITEM_INVISIBLE;
	a->objs[3].values[VAL_LIGHT_HOURS] = -1;
	a->resets[6].arg3 = EXIT_DOOR;
	free(a->builders);
	a->builders = NULL;
	a->reset_interval = 0;
	out = area_write(a, NULL);
	b = parse_ok(out);
	same_area(a, b);
	ck_assert_ptr_nonnull(strstr(out, "hit 1d4-2\n"));
	ck_assert_ptr_nonnull(strstr(out, "reset door 9000 north open\n"));
	free(out);
	area_free(a);
	area_free(b);
}
END_TEST

START_TEST(test_comments_dropped)
{
	static const char text[] =
	    "# The comment goes\n"
	    "  area   Tiny  \n"
	    "vnums 1 9\n"
	    "\n\n"
	    "\troom 1   # not a comment: an error\n"
	    "room 2\n"
	    "  # indented comment\n"
	    "  flags  recall safe\n"
	    "  name Here\n"
	    "description\n"
	    "  Indented text stays.\n"
	    "# and this is text\n"
	    "~\n"
	    "  end\n";
	static const char good[] =
	    "# The comment goes\n  area   Tiny  \nvnums 1 9\n\n"
	    "room 2\n  # indented comment\n  flags  recall safe\n"
	    "  name Here\ndescription\n  Indented text stays.\n"
	    "# and this is text\n~\n  end\n";
	static const char canon[] =
	    "area Tiny\nvnums 1 9\n\n"
	    "room 2\nname Here\nsector inside\nflags safe recall\n"
	    "description\n  Indented text stays.\n# and this is text\n~\nend\n";
	struct area_def	*a;
	char		*errs = NULL, *out;
	int		 n;

	a = area_parse("c.are", text, strlen(text), &errs, &n);
	if (n != 2)
		ck_abort_msg("%s", errs);
	ck_assert_error(errs, "c.are:6: ", "usage: room <vnum>");
	ck_assert_error(errs, "c.are:7: ", "missing 'end' before 'room'");
	free(errs);
	area_free(a);
	/* Without the bad room: comments and indentation go, text stays. */
	a = parse_ok(good);
	out = area_write(a, NULL);
	ck_assert_str_eq(out, canon);
	free(out);
	area_free(a);
}
END_TEST

/* The source tree: $MUD_SOURCE_DIR, else found from this file's path. */
static char *
source_dir(void)
{
	const char	*env = getenv("MUD_SOURCE_DIR");
	char		*dir, *p;

	if (env != NULL && *env != '\0')
		return (xstrdup(env));
	dir = xstrdup(__FILE__);
	if ((p = strstr(dir, "tests/unit/test_area.c")) != NULL) {
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

/* Read a whole file. */
static char *
read_file(const char *path, size_t *len)
{
	FILE	*f;
	char	*buf;
	long	 size;

	ck_assert_ptr_nonnull(f = fopen(path, "rb"));
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = xmalloc(size + 1);
	*len = fread(buf, 1, size, f);
	buf[*len] = '\0';
	fclose(f);
	return (buf);
}

START_TEST(test_bundled_world)
{
	struct world_def	*w;
	const struct area_def	*a;
	char			*src, *dir, *errs = NULL, *text, *out;
	size_t			 i, j, len, outlen, nrooms = 0;
	int			 n = -1, found = 0;

	src = source_dir();
	xasprintf(&dir, "%s/area", src);
	w = world_load(dir, &errs, &n);
	ck_assert_ptr_nonnull(w);
	if (n != 0)
		ck_abort_msg("bundled world has problems:\n%s", errs);
	ck_assert_uint_ge(w->nareas, 3);
	for (i = 0; i < w->nareas; i++) {
		a = &w->areas[i];
		nrooms += a->nrooms;
		for (j = 0; j < a->nrooms; j++) {
			if (a->rooms[j].vnum != 3001)
				continue;
			found = 1;
			ck_assert_int_eq(a->rooms[j].flags &
			    (ROOM_RECALL|ROOM_SAFE), ROOM_RECALL|ROOM_SAFE);
		}
		/* Byte for byte: the bundled files are canonical. */
		text = read_file(a->file, &len);
		out = area_write(a, &outlen);
		if (outlen != len || memcmp(text, out, len) != 0)
			ck_abort_msg("%s is not in canonical form", a->file);
		free(text);
		free(out);
	}
	ck_assert(found);
	ck_assert_uint_ge(nrooms, 60);
	world_free(w);
	free(dir);
	free(src);
}
END_TEST

START_TEST(test_world_load_list)
{
	char		 tmpl[] = "/tmp/test_area.XXXXXX", *dir, *path;
	char		*errs = NULL;
	FILE		*f;
	struct world_def *w;
	int		 n;

	ck_assert_ptr_nonnull(dir = mkdtemp(tmpl));
	xasprintf(&path, "%s/area.lst", dir);
	f = fopen(path, "w");
	fputs("# list\n\none.are\nmissing.are\none.are\n/etc/passwd\n", f);
	fclose(f);
	free(path);
	xasprintf(&path, "%s/one.are", dir);
	f = fopen(path, "w");
	fputs(example, f);
	fclose(f);

	w = world_load(dir, &errs, &n);
	ck_assert_ptr_nonnull(w);
	ck_assert_uint_eq(w->nareas, 1);
	ck_assert_str_eq(w->areas[0].file, path);
	ck_assert_error(errs, "", "area.lst:4: cannot read missing.are");
	ck_assert_error(errs, "", "area.lst:5: one.are is listed twice");
	ck_assert_error(errs, "", "area.lst:6: '/etc/passwd' is not a file");
	ck_assert_int_eq(n, 4);	/* with missing.are's own message */
	world_free(w);
	free(errs);
	errs = NULL;

	/* area_save writes what area_write makes. */
	{
		struct area_def	*a = parse_ok(example);
		char		*cause = NULL, *text;
		size_t		 len;

		ck_assert_int_eq(area_save(a, path, &cause), 0);
		text = read_file(path, &len);
		ck_assert_str_eq(text, example);
		free(text);
		area_free(a);
	}
	unlink(path);
	free(path);
	xasprintf(&path, "%s/area.lst", dir);
	unlink(path);
	free(path);
	rmdir(dir);

	ck_assert_ptr_null(world_load("/nonexistent/dir", &errs, &n));
	ck_assert_int_eq(n, 1);
	ck_assert_error(errs, "/nonexistent/dir/area.lst: ", "No such file");
	free(errs);
}
END_TEST

START_TEST(test_names)
{
	char	*s;

	ck_assert_int_eq(dir_lookup("n"), DIR_NORTH);
	ck_assert_int_eq(dir_lookup("down"), DIR_DOWN);
	ck_assert_int_eq(dir_lookup("x"), -1);
	ck_assert_int_eq(dir_reverse(DIR_EAST), DIR_WEST);
	ck_assert_int_eq(dir_reverse(DIR_UP), DIR_DOWN);
	ck_assert_str_eq(dir_name(DIR_SOUTH), "south");
	ck_assert_str_eq(sector_name(SECT_WATER_NOSWIM), "water_noswim");
	ck_assert_int_eq(sector_lookup("forest"), SECT_FOREST);
	ck_assert_str_eq(obj_type_name(OBJ_FOUNTAIN), "fountain");
	ck_assert_int_eq(obj_type_lookup("key"), OBJ_KEY);
	ck_assert_str_eq(wear_loc_name(WEAR_HOLD), "hold");
	ck_assert_int_eq(wear_loc_lookup("about"), WEAR_ABOUT);
	ck_assert_str_eq(apply_name(APPLY_DAMROLL), "damroll");
	ck_assert_int_eq(apply_lookup("str"), APPLY_STR);
	ck_assert_ptr_null(attack_name(-1));
	ck_assert_int_eq(area_flag_lookup(AFS_ROOM, "no_mob"), ROOM_NO_MOB);
	ck_assert_str_eq(area_flag_name(AFS_MOB, MOB_WANDER), "wander");
	s = area_flags_string(AFS_ROOM, ROOM_RECALL|ROOM_DARK);
	ck_assert_str_eq(s, "dark recall");
	free(s);
}
END_TEST

/* Parse and write, ignoring the result: must not crash or leak. */
static void
churn(const char *text, size_t len)
{
	struct area_def	*a;
	char		*errs = NULL, *out;
	int		 n;

	a = area_parse("f.are", text, len, &errs, &n);
	ck_assert_ptr_nonnull(a);
	ck_assert(n == 0 || errs != NULL);
	out = area_write(a, NULL);
	free(out);
	area_free(a);
	free(errs);
}

START_TEST(test_truncated)
{
	size_t	len = strlen(example), i;
	char	*buf;

	for (i = 0; i <= len; i++) {
		buf = xmalloc(i + 1);	/* exact size: ASan sees overreads */
		memcpy(buf, example, i);
		churn(buf, i);
		free(buf);
	}
}
END_TEST

START_TEST(test_mutated)
{
	size_t		 len = strlen(example), i, k;
	char		*buf;
	unsigned int	 seed = 12345;
	static const char bytes[] = "~\n \t#-+d0123456789\xc3\xff\r";

	for (i = 0; i < 3000; i++) {
		buf = xmalloc(len);
		memcpy(buf, example, len);
		for (k = 0; k < 1 + i % 4; k++) {
			seed = seed * 1103515245 + 12345;
			buf[(seed >> 8) % len] =
			    bytes[(seed >> 20) % (sizeof bytes - 1)];
		}
		churn(buf, len);
		free(buf);
	}
}
END_TEST

/* The suite. */
static Suite *
area_suite(void)
{
	Suite	*s = suite_create("area");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_parse_example);
	tcase_add_test(tc, test_more_types);
	tcase_add_test(tc, test_errors_in_one_file);
	tcase_add_test(tc, test_shop_errors);
	tcase_add_test(tc, test_errors_header);
	tcase_add_test(tc, test_arena_not_safe);
	tcase_add_test(tc, test_errors_text);
	tcase_add_test(tc, test_errors_limits);
	tcase_add_test(tc, test_world_errors);
	tcase_add_test(tc, test_world_example_ok);
	tcase_add_test(tc, test_roundtrip_bytes);
	tcase_add_test(tc, test_roundtrip_struct);
	tcase_add_test(tc, test_comments_dropped);
	tcase_add_test(tc, test_bundled_world);
	tcase_add_test(tc, test_world_load_list);
	tcase_add_test(tc, test_names);
	tcase_add_test(tc, test_truncated);
	tcase_add_test(tc, test_mutated);
	suite_add_tcase(s, tc);
	return (s);
}

/* Run the area tests. */
int
main(void)
{
	return (check_main_run(area_suite()));
}
