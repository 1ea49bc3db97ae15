/*
 * test_trainers.c: what a ROM town's mobiles do for players, in a world
 * imported from ROM (tests/import/rom-guild, written here) and played in
 * game time (tests/unit/play.h): a character of each class practises at
 * a guildmaster, trains at a trainer, buys cures of a healer and a pet in
 * the pet shop; and the checks and notes of what cannot be so.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "area.h"
#include "attrib.h"
#include "class.h"
#include "import.h"
#include "petshop.h"
#include "play.h"
#include "train.h"

#define SQUARE	3001
#define BLADES	3010		/* the warriors' guild room */
#define YARD	3020		/* the trainer */
#define MERCY	3021		/* the healer */
#define PETSHOP	3030
#define PUPPY	3030		/* a mobile, level 2 */

/* The source tree: $MUD_SOURCE_DIR, else found from this file's path. */
static char *
source_dir(void)
{
	const char	*env = getenv("MUD_SOURCE_DIR");
	char		*dir, *p;

	if (env != NULL && *env != '\0')
		return (xstrdup(env));
	dir = xstrdup(__FILE__);
	if ((p = strstr(dir, "tests/unit/test_trainers.c")) != NULL) {
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

/* The ROM fixture's text. */
static char *
rom_fixture(size_t *len)
{
	char	*dir = source_dir(), *path, *buf;
	FILE	*f;
	long	 size;

	xasprintf(&path, "%s/tests/import/rom-guild/guild.are", dir);
	f = fopen(path, "rb");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = xmalloc((size_t)size + 1);
	ck_assert_int_eq(fread(buf, 1, (size_t)size, f), (size_t)size);
	buf[size] = '\0';
	fclose(f);
	free(path);
	free(dir);
	*len = (size_t)size;
	return (buf);
}

static char	*imported;	/* the fixture as the importer writes it */

/* Import the ROM fixture and boot the game on what it wrote. */
static void
setup(void)
{
	struct import	 imp;
	const char	*files[3];
	size_t		 len;
	char		*text = rom_fixture(&len);

	import_init(&imp, "rom", "test");
	import_rom_parse(&imp, "guild.are", text, len);
	free(text);
	ck_assert_int_eq(imp.world->nareas, 1);
	ck_assert_int_eq(import_count(&imp, IMPORT_BROKEN), 0);
	imported = area_write(&imp.world->areas[0], &len);
	import_free(&imp);
	files[0] = "guild.are";
	files[1] = imported;
	files[2] = NULL;
	play_start(files, 7);
}

static void
teardown(void)
{
	play_stop();
	free(imported);
	imported = NULL;
}

/* A new character of a class, in a room. */
static struct character *
newcomer(const char *name, const char *class_name, int vnum)
{
	struct character	*ch = play_enter(name, vnum, ROLE_PLAYER);

	memset(ch->pd.learned, 0, sizeof ch->pd.learned);
	text_strlcpy(ch->pd.class_name, class_name, sizeof ch->pd.class_name);
	ch->pd.level = 1;
	ch->pd.practices = 5;
	ch->pd.trains = 3;
	ch->pd.gold = 0;
	skill_grant(&ch->pd);
	return (ch);
}

/* The first skill or spell ch may practise, or SK_NONE. */
static int
first_skill(const struct character *ch)
{
	int	k;

	for (k = 1; k < SK__COUNT; k++) {
		if (skill_available(ch, k))
			return (k);
	}
	return (SK_NONE);
}

START_TEST(test_rom_practice_flag_is_a_guildmaster_of_every_class)
{
	ck_assert_msg(strstr(imported, "guild all\n") != NULL, "%s",
	    imported);
	ck_assert_msg(strstr(imported, "flags sentinel trainer\n") != NULL,
	    "%s", imported);
	ck_assert_msg(strstr(imported, "flags sentinel healer\n") != NULL,
	    "%s", imported);
	ck_assert_msg(strstr(imported, "flags indoors pet_shop\n") != NULL,
	    "%s", imported);
}
END_TEST

START_TEST(test_each_class_practises_at_an_imported_guildmaster)
{
	static const char *const names[CLASS__COUNT] = { "Wulf", "Mira",
	    "Cael", "Tam" };
	static const int rooms[CLASS__COUNT] = { 3010, 3011, 3012, 3013 };
	struct character	*ch;
	int			 cl, k, before;

	for (cl = 0; cl < CLASS__COUNT; cl++) {
		ch = newcomer(names[cl], class_table[cl].name, rooms[cl]);
		k = first_skill(ch);
		ck_assert_int_ne(k, SK_NONE);
		before = ch->pd.learned[k];
		play_type(ch, "practice %s", skill_table[k].name);
		play_expect(ch, "You practise ");
		ck_assert_int_gt(ch->pd.learned[k], before);
		ck_assert_int_eq(ch->pd.practices, 4);
	}
	/* Away from a guildmaster, nobody teaches. */
	ch = newcomer("Odo", "warrior", SQUARE);
	play_type(ch, "practice %s", skill_table[first_skill(ch)].name);
	play_expect(ch, "You can only practise with a guildmaster of your "
	    "class.");
	ck_assert_int_eq(ch->pd.practices, 5);
}
END_TEST

START_TEST(test_train_at_a_trainer)
{
	struct character	*ch = newcomer("Wulf", "warrior", YARD);
	struct player_data	 pd;
	int			 hit = ch->pd.max_hit;

	ch->pd.stats[STAT_CON] = 16;
	play_type(ch, "train");
	play_expect(ch, "You have 3 training sessions to spend.");
	play_expect(ch, "Still to train: str int wis dex con hp mana move.");
	play_type(ch, "train con");
	play_expect(ch, "Your constitution grows!");
	ck_assert_int_eq(ch->pd.stats[STAT_CON], 17);
	ck_assert_int_eq(ch->pd.trains, 2);
	play_type(ch, "train hp");
	play_expect(ch, "Your durability grows!");
	ck_assert_int_eq(ch->pd.max_hit, hit + TRAIN_POINTS);
	ck_assert_int_eq(ch->pd.trains, 1);
	/* An attribute stops at what race and class allow. */
	ch->pd.stats[STAT_WIS] = train_max(ch, STAT_WIS);
	play_type(ch, "train wis");
	play_expect(ch, "Your wisdom can go no higher.");
	ck_assert_int_eq(ch->pd.trains, 1);
	/* The prime attribute goes two further than the others. */
	ck_assert_int_eq(train_max(ch, STAT_STR), train_max(ch, STAT_INT) + 2);
	play_type(ch, "train mana");
	play_expect(ch, "Your power grows!");
	play_type(ch, "train move");
	play_expect(ch, "You have no training session to spend.");
	play_type(ch, "train luck");
	play_expect(ch, "I can't train you in that");
	/* Ten practice sessions make one of training. */
	ch->pd.practices = 12;
	play_type(ch, "gain convert");
	play_expect(ch, "practice sessions into one training session.");
	ck_assert_int_eq(ch->pd.practices, 2);
	ck_assert_int_eq(ch->pd.trains, 1);
	play_type(ch, "gain convert");
	play_expect(ch, "it takes 10 practice sessions");
	/* Nobody trains in the square. */
	play_type(ch, "down");
	play_expect(ch, "Ravenford Square");
	play_type(ch, "train str");
	play_expect(ch, "There is nobody here to train you.");
	ck_assert_int_eq(ch->pd.trains, 1);
	/* A new character has three; a level brings one. */
	player_data_init(&pd);
	ck_assert_int_eq(pd.trains, 3);
	class_raise_level(&pd);
	ck_assert_int_eq(pd.trains, 4);
	player_data_clear(&pd);
}
END_TEST

START_TEST(test_heal_at_a_healer)
{
	struct character	*ch = newcomer("Cael", "cleric", MERCY);

	play_type(ch, "heal");
	play_expect(ch, "Healing, for a fair price:");
	play_expect(ch, "light     mend light wounds       10 gold");
	play_expect(ch, "mana      renew mana              10 gold");
	ch->pd.hit = 1;
	play_type(ch, "heal light");
	play_expect(ch, "Come back when your purse is heavier.");
	ck_assert_int_eq(ch->pd.hit, 1);
	ch->pd.gold = 100;
	play_type(ch, "heal light");
	play_expect(ch, "intones 'mend light wounds'.");
	play_expect(ch, "You pay the sister of mercy 10 gold.");
	ck_assert_int_gt(ch->pd.hit, 1);
	ck_assert_int_eq(ch->pd.gold, 90);
	ch->pd.mana = 0;
	play_type(ch, "heal mana");
	play_expect(ch, "Your store of mana swells again.");
	ck_assert_int_gt(ch->pd.mana, 0);
	ck_assert_int_eq(ch->pd.gold, 80);
	play_type(ch, "heal sermon");
	play_expect(ch, "I don't offer that");
	ck_assert_int_eq(ch->pd.gold, 80);
	play_type(ch, "up");
	play_expect(ch, "Ravenford Square");
	play_type(ch, "heal light");
	play_expect(ch, "There is no healer here.");
	ck_assert_int_eq(ch->pd.gold, 80);
}
END_TEST

/* How many mobiles of a vnum are in the game, and in a room. */
static int
count_mobs(int vnum, int room)
{
	struct character	*p;
	int			 n = 0;

	TAILQ_FOREACH(p, &char_list, entry) {
		if (p->mob != NULL && p->mob->vnum == vnum && !p->extracted &&
		    (room == 0 || (p->room != NULL && p->room->vnum == room)))
			n++;
	}
	return (n);
}

START_TEST(test_buy_a_pet)
{
	struct character	*ch = newcomer("Tam", "thief", PETSHOP);
	struct character	*pet;

	play_type(ch, "list");
	play_expect(ch, "Animals to take home:");
	play_expect(ch, "[ 2     10] a floppy-eared puppy");
	play_expect(ch, "[ 1     10] a grey kitten");
	play_type(ch, "buy puppy");
	play_expect(ch, "You can't afford it: it costs 10 gold.");
	ch->pd.gold = 50;
	play_type(ch, "buy puppy");
	play_expect(ch, "That animal would not answer to someone of your "
	    "level.");
	ch->pd.level = 5;
	play_type(ch, "buy dragon");
	play_expect(ch, "No pet here goes by that name.");
	play_type(ch, "buy puppy R2-D2");
	play_expect(ch, "Call it by one word of letters, at most 12.");
	play_type(ch, "buy puppy Rex");
	play_expect(ch, "A floppy-eared puppy is yours, for 10 gold.");
	play_type(ch, "look rex");
	play_expect(ch, "A tag on its collar reads: Tam.");
	ck_assert_int_eq(ch->pd.gold, 40);
	ck_assert_ptr_nonnull(pet = petshop_pet_of(ch));
	ck_assert_ptr_eq(pet->master, ch);
	ck_assert_int_eq(pet->mob->flags & MOB_WANDER, 0);
	ck_assert_int_eq(count_mobs(PUPPY, PETSHOP + 1), 1);
	/* One at a time. */
	play_type(ch, "buy kitten");
	play_expect(ch, "You have a pet already; one is all you may keep.");
	ck_assert_int_eq(ch->pd.gold, 40);
	/* It follows its master. */
	play_type(ch, "west");
	play_expect(ch, "The Training Yard");
	ck_assert_int_eq(count_mobs(PUPPY, YARD), 1);
	/* It does as it is told. */
	play_type(ch, "order rex rest");
	play_expect(ch, "You order a floppy-eared puppy to 'rest'.");
	ck_assert_int_eq(pet->pd.position, POS_RESTING);
	play_type(ch, "order pet stand");
	play_expect(ch, "You order a floppy-eared puppy to 'stand'.");
	ck_assert_int_eq(pet->pd.position, POS_STANDING);
	play_type(ch, "order kitten sit");
	play_expect(ch, "You have no pet here of that name.");
	play_type(ch, "order rex");
	play_expect(ch, "Usage: order <pet> <command>.");
	play_type(ch, "order rex quit");
	play_expect(ch, "looks at you blankly: that is not for a pet.");
	ck_assert_ptr_eq(petshop_pet_of(ch), pet);
	/* And leaves with it. */
	play_type(ch, "quit");
	play_pulses(2);
	ck_assert_int_eq(count_mobs(PUPPY, 0), 1);
	ck_assert_int_eq(count_mobs(PUPPY, PETSHOP + 1), 1);
}
END_TEST

START_TEST(test_a_pet_sent_away_leaves)
{
	struct character	*ch = newcomer("Tam", "thief", PETSHOP);

	ch->pd.gold = 50;
	play_type(ch, "buy kitten");
	play_expect(ch, "A grey kitten is yours, for 10 gold.");
	ck_assert_int_eq(count_mobs(PUPPY + 1, 0), 2);
	play_type(ch, "order kitten follow self");
	play_expect(ch, "A grey kitten wanders off into the distance.");
	play_pulses(1);
	ck_assert_ptr_null(petshop_pet_of(ch));
	ck_assert_int_eq(count_mobs(PUPPY + 1, 0), 1);
	play_type(ch, "buy kitten");
	play_expect(ch, "A grey kitten is yours, for 10 gold.");
}
END_TEST

START_TEST(test_area_fields_round_trip)
{
	static const char area[] =
	    "area Town\n"
	    "vnums 100 199\n"
	    "\n"
	    "room 100\n"
	    "name A Shop\n"
	    "sector inside\n"
	    "flags indoors pet_shop\n"
	    "description\n"
	    "Cages.\n"
	    "~\n"
	    "end\n"
	    "\n"
	    "room 101\n"
	    "name A Kennel\n"
	    "sector inside\n"
	    "description\n"
	    "Straw.\n"
	    "~\n"
	    "end\n"
	    "\n"
	    "mob 100\n"
	    "keywords master\n"
	    "short the master\n"
	    "long The master is here.\n"
	    "description\n"
	    "Old.\n"
	    "~\n"
	    "level 30\n"
	    "hit 1d1+100\n"
	    "damage 1d2\n"
	    "flags sentinel no_kill trainer healer\n"
	    "guild all\n"
	    "end\n";
	struct area_def	*a;
	const char	*bad;
	char		*errors = NULL, *out;
	size_t		 len;
	int		 n = 0;

	a = area_parse("town.are", area, sizeof area - 1, &errors, &n);
	ck_assert_msg(n == 0, "%s", errors);
	ck_assert_int_eq(a->mobs[0].guild, AREA_GUILD_ALL);
	ck_assert_int_eq(a->mobs[0].flags & (MOB_TRAINER | MOB_HEALER),
	    MOB_TRAINER | MOB_HEALER);
	ck_assert_int_eq(a->rooms[0].flags & ROOM_PET_SHOP, ROOM_PET_SHOP);
	out = area_write(a, &len);
	ck_assert_str_eq(out, area);
	free(out);
	area_free(a);
	free(errors);
	errors = NULL;
	bad = "area X\nvnums 1 9\n\nmob 1\nguild bard\nend\n";
	a = area_parse("bad.are", bad, strlen(bad), &errors, &n);
	ck_assert_msg(strstr(errors, "guild: unknown class 'bard' (warrior, "
	    "mage, cleric, thief or all)") != NULL, "%s", errors);
	free(errors);
	area_free(a);
}
END_TEST

START_TEST(test_a_pet_shop_needs_its_kennel)
{
	static const char area[] =
	    "area Shops\n"
	    "vnums 100 199\n"
	    "\n"
	    "room 100\n"
	    "name A Shop\n"
	    "sector inside\n"
	    "flags pet_shop\n"
	    "description\n"
	    "Empty cages.\n"
	    "~\n"
	    "end\n";
	static const char rom[] =
	    "#AREA\nshop.are~\nShop~\n{ 1 5} T  Shop~\n5000 5099\n\n"
	    "#ROOMS\n#5000\nA Shop~\nEmpty cages.\n~\n0 DM 0\nS\n#0\n\n#$\n";
	struct world_def	*w;
	struct import		 imp;
	char			*errors = NULL, *out;
	size_t			 len;
	int			 n = 0;

	/* mud --check: the kennel, room 101, does not exist. */
	w = xcalloc(1, sizeof *w);
	world_add(w, area_parse("shop.are", area, sizeof area - 1, &errors,
	    &n));
	ck_assert_int_eq(n, 0);
	n = world_check(w, &errors);
	ck_assert_int_eq(n, 1);
	ck_assert_msg(strstr(errors, "shop.are:4: pet shop 100 keeps its "
	    "pets in room 101, which does not exist") != NULL, "%s", errors);
	free(errors);
	world_free(w);
	/* The importer drops such a flag, and says so. */
	import_init(&imp, "rom", "test");
	import_rom_parse(&imp, "shop.are", rom, sizeof rom - 1);
	ck_assert_int_eq(import_count(&imp, IMPORT_BROKEN), 1);
	ck_assert_msg(strstr(imp.notes[0].text, "pet shop 5000 keeps its pets "
	    "in room 5001, which does not exist") != NULL, "%s",
	    imp.notes[0].text);
	out = area_write(&imp.world->areas[0], &len);
	ck_assert_msg(strstr(out, "pet_shop") == NULL, "%s", out);
	free(out);
	import_free(&imp);
}
END_TEST

static Suite *
trainers_suite(void)
{
	Suite	*s = suite_create("trainers");
	TCase	*tc = tcase_create("trainers");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_rom_practice_flag_is_a_guildmaster_of_every_class);
	tcase_add_test(tc, test_each_class_practises_at_an_imported_guildmaster);
	tcase_add_test(tc, test_train_at_a_trainer);
	tcase_add_test(tc, test_heal_at_a_healer);
	tcase_add_test(tc, test_buy_a_pet);
	tcase_add_test(tc, test_a_pet_sent_away_leaves);
	tcase_add_test(tc, test_area_fields_round_trip);
	tcase_add_test(tc, test_a_pet_shop_needs_its_kennel);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(trainers_suite()));
}
