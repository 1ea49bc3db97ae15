/*
 * test_corpse.c: death and players' corpses, played in game time
 * (tests/unit/play.h): what a dead player leaves in its corpse (things
 * carried and worn, nested bags, gold) and what keep_items_on_death
 * keeps; who may loot it under each player_killing setting, autoloot
 * too; who may fight whom (player_killing, 'toggle pk' and its hold,
 * arena rooms); dying in an arena; the corpse crumbling on its event;
 * corpses of one player bounded; and the corpse in the database: saved
 * with its dead owner, saved with its looter, deleted when emptied or
 * crumbled, and put back at boot.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "corpse.h"
#include "fight.h"
#include "group.h"
#include "play.h"

static const char yard_area[] =
	"area Yard\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Temple\n"
	"sector inside\n"
	"flags safe recall\n"
	"description\n"
	"Quiet.\n"
	"~\n"
	"exit east 3002\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Yard\n"
	"sector field\n"
	"description\n"
	"Mud.\n"
	"~\n"
	"exit west 3001\n"
	"exit east 3003\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Ring\n"
	"sector field\n"
	"flags arena\n"
	"description\n"
	"Sand.\n"
	"~\n"
	"exit west 3002\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords brute\n"
	"short a brute\n"
	"long A brute glowers.\n"
	"description\n"
	"Big.\n"
	"~\n"
	"level 30\n"
	"hit 1d1+100000\n"
	"damage 1d1+500\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords sword\n"
	"short a long sword\n"
	"long A long sword lies here.\n"
	"type weapon\n"
	"dice 1d6\n"
	"wear wield\n"
	"weight 5\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords bag\n"
	"short a bag\n"
	"long A bag lies here.\n"
	"type container\n"
	"capacity 100\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords gem\n"
	"short a gem\n"
	"long A gem glitters here.\n"
	"type treasure\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3013\n"
	"keywords mushroom\n"
	"short a mushroom\n"
	"long A mushroom grows here.\n"
	"type food\n"
	"hours 2\n"
	"timer 1\n"
	"weight 1\n"
	"end\n";

#define TEMPLE	3001
#define YARD	3002
#define RING	3003

#define SWORD	3010
#define BAG	3011
#define GEM	3012
#define SHROOM	3013

static void
setup(void)
{
	const char *const	files[] = { "yard.are", yard_area, NULL };

	play_start(files, 5);
	play_config("game.combat_round", "1");
	play_config("game.corpse_decay", "1");
	play_config("game.player_corpse_decay", "10");	/* 40 pulses */
}

static void
teardown(void)
{
	play_stop();
}

/* ch wields a sword and carries a bag with a gem in it, and 120 gold. */
static void
equip(struct character *ch)
{
	struct object	*sword = fx_obj(SWORD), *bag = fx_obj(BAG);

	obj_to_char(sword, ch);
	sword->worn = WEAR_WIELD;
	obj_to_char(bag, ch);
	obj_to_obj(fx_obj(GEM), bag);
	ch->pd.gold = 120;
}

/* The first corpse in a room, or NULL. */
static struct object *
corpse_in(int vnum)
{
	struct object	*o;

	TAILQ_FOREACH(o, &room_find(vnum)->contents, place) {
		if (o->type == OBJ_CORPSE)
			return (o);
	}
	return (NULL);
}

/* The thing of this vnum in a list, or NULL. */
static struct object *
thing_in(struct object_list *list, int vnum)
{
	struct object	*o;

	TAILQ_FOREACH(o, list, place) {
		if (o->vnum == vnum)
			return (o);
	}
	return (NULL);
}

/* The corpses saved, oldest first (the caller frees them). */
static size_t
saved_corpses(struct store_corpse **list)
{
	size_t	 n = 0;
	char	*cause = NULL;

	*list = NULL;
	ck_assert_msg(store_load_corpses(game_store, list, &n, &cause) == 0,
	    "%s", cause);
	return (n);
}

/* How many objects of this vnum a player's saved row holds. */
static int
saved_items(struct character *ch, int vnum)
{
	struct player_items	 items = { 0 };
	char			*cause = NULL;
	size_t			 i;
	int			 n = 0;

	ck_assert_msg(store_load_items(game_store, ch->pd.id, &items,
	    &cause) == 0, "%s", cause);
	for (i = 0; i < items.n; i++)
		n += items.list[i].vnum == vnum;
	player_items_clear(&items);
	return (n);
}

/* ch dies at killer's hand (or of something, with killer NULL). */
static void
die(struct character *killer, struct character *ch)
{
	fight_damage(killer, ch, 10000000, "blow");
	play_turn();
}

/* ch gets up and walks to the room east of the temple. */
static void
back_to_yard(struct character *ch)
{
	play_type(ch, "stand");
	play_type(ch, "east");
	ck_assert_ptr_eq(ch->room, room_find(YARD));
}

START_TEST(test_corpse_holds_all_and_is_saved_with_its_owner)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct character	*brute = fx_mob(3000, YARD);
	struct object		*corpse, *bag;
	struct store_corpse	*saved;
	size_t			 i;
	int			 bagi = -1, gemi = -1;

	equip(a);
	a->pd.exp = 1000;
	die(brute, a);
	play_expect(a, "You die!");
	play_expect(a, "All you had lies with your corpse where you fell.");
	ck_assert_ptr_eq(a->room, room_find(TEMPLE));
	ck_assert(TAILQ_EMPTY(&a->carrying));
	ck_assert_int_eq(a->pd.gold, 0);
	ck_assert_int_eq(a->pd.exp, 900);
	corpse = corpse_in(YARD);
	ck_assert_ptr_nonnull(corpse);
	ck_assert_ptr_nonnull(corpse->corpse);
	ck_assert_str_eq(corpse->short_desc, "the corpse of Ann");
	ck_assert_int_eq(corpse->values[VAL_CORPSE_GOLD], 120);
	ck_assert_ptr_nonnull(thing_in(&corpse->contents, SWORD));
	ck_assert_int_eq(thing_in(&corpse->contents, SWORD)->worn,
	    WEAR_NONE);
	bag = thing_in(&corpse->contents, BAG);
	ck_assert_ptr_nonnull(bag);
	ck_assert_ptr_nonnull(thing_in(&bag->contents, GEM));
	ck_assert_uint_eq(corpse_count(), 1);

	/* Saved with Ann, who holds nothing in the database any more. */
	ck_assert_uint_eq(saved_corpses(&saved), 1);
	ck_assert_uint_eq(saved[0].uid, corpse->uid);
	ck_assert_int_eq(saved[0].owner_id, a->pd.id);
	ck_assert_str_eq(saved[0].owner, "Ann");
	ck_assert_int_eq(saved[0].room, YARD);
	ck_assert_int_eq(saved[0].gold, 120);
	ck_assert_int_eq(saved[0].remaining, 40);
	ck_assert_uint_eq(saved[0].items.n, 3);
	for (i = 0; i < saved[0].items.n; i++) {
		if (saved[0].items.list[i].vnum == BAG)
			bagi = (int)i;
		if (saved[0].items.list[i].vnum == GEM)
			gemi = (int)i;
	}
	ck_assert_int_ge(bagi, 0);
	ck_assert_int_ge(gemi, 0);
	ck_assert_int_eq(saved[0].items.list[gemi].parent, bagi);
	store_corpses_free(saved, 1);
	ck_assert_int_eq(saved_items(a, SWORD) + saved_items(a, BAG) +
	    saved_items(a, GEM), 0);
}
END_TEST

START_TEST(test_keep_items_on_death)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct store_corpse	*saved;

	play_config("game.keep_items_on_death", "yes");
	equip(a);
	die(NULL, a);
	play_expect(a, "You die!");
	play_not(a, "lies with your corpse");
	ck_assert_ptr_eq(a->room, room_find(TEMPLE));
	ck_assert_ptr_nonnull(thing_in(&a->carrying, SWORD));
	ck_assert_ptr_nonnull(thing_in(&a->carrying, BAG));
	ck_assert_int_eq(a->pd.gold, 120);
	ck_assert_ptr_null(corpse_in(YARD));
	ck_assert_uint_eq(saved_corpses(&saved), 0);
	store_corpses_free(saved, 0);
}
END_TEST

START_TEST(test_owner_and_group_loot_strangers_may_not)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", YARD, ROLE_PLAYER);
	struct character	*c = play_enter("Cat", YARD, ROLE_PLAYER);
	struct object		*corpse;
	struct store_corpse	*saved;

	play_type(c, "follow ann");
	play_type(a, "group cat");
	ck_assert(group_same(a, c));
	equip(a);
	die(NULL, a);
	corpse = corpse_in(YARD);
	ck_assert_ptr_nonnull(corpse);

	/* A stranger: nothing, not even the gold. */
	play_skip(b);
	play_type(b, "get all corpse");
	play_expect(b, "That is not yours to loot.");
	play_type(b, "get sword corpse");
	play_expect(b, "That is not yours to loot.");
	ck_assert(TAILQ_EMPTY(&b->carrying));
	ck_assert_int_eq(b->pd.gold, 0);
	ck_assert_int_eq(corpse->values[VAL_CORPSE_GOLD], 120);
	play_type(b, "look in corpse");		/* looking is free */
	play_expect(b, "a long sword");

	/* Ann's group: the sword, saved with Cat and out of the corpse. */
	play_type(c, "get sword corpse");
	play_expect(c, "You get 120 gold coins from the corpse of Ann.");
	play_expect(c, "You get a long sword from the corpse of Ann.");
	ck_assert_int_eq(saved_items(c, SWORD), 1);
	ck_assert_uint_eq(saved_corpses(&saved), 1);
	ck_assert_int_eq(saved[0].gold, 0);
	ck_assert_uint_eq(saved[0].items.n, 2);		/* the bag, the gem */
	store_corpses_free(saved, 1);

	/* Ann herself takes the rest: the corpse, empty, is deleted. */
	back_to_yard(a);
	play_type(a, "get all corpse");
	play_expect(a, "You get a bag from the corpse of Ann.");
	ck_assert_ptr_nonnull(thing_in(&a->carrying, BAG));
	ck_assert_int_eq(saved_items(a, BAG), 1);
	ck_assert_int_eq(saved_items(a, GEM), 1);
	ck_assert_uint_eq(saved_corpses(&saved), 0);
	store_corpses_free(saved, 0);
	ck_assert_ptr_null(corpse->corpse);	/* a corpse like any other */
	ck_assert_uint_eq(corpse_count(), 0);
}
END_TEST

START_TEST(test_player_killing_opens_corpses)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", YARD, ROLE_PLAYER);
	struct character	*c = play_enter("Cat", YARD, ROLE_PLAYER);
	struct object		*ca, *cc;

	/* everywhere: anybody loots a player's corpse. */
	play_config("game.player_killing", "everywhere");
	equip(a);
	die(NULL, a);
	play_type(b, "get sword corpse");
	play_expect(b, "You get a long sword from the corpse of Ann.");

	/* flagged: one who took up player killing, a corpse of one too. */
	play_config("game.player_killing", "flagged");
	ca = corpse_in(YARD);
	ck_assert_ptr_nonnull(ca->corpse);
	play_type(b, "get bag corpse");
	play_expect(b, "That is not yours to loot.");	/* neither did */
	play_type(b, "toggle pk on");
	play_expect(b, "You take up player killing");
	play_type(b, "get bag corpse");
	play_expect(b, "That is not yours to loot.");	/* Ann did not */
	ck_assert_ptr_null(thing_in(&b->carrying, BAG));
	c->pd.prefs |= PREF_PK;
	equip(c);
	die(NULL, c);
	cc = corpse_in(YARD);
	ck_assert_ptr_nonnull(cc);
	ck_assert_ptr_ne(cc, ca);
	play_type(b, "get bag cat");
	play_not(b, "not yours");
	ck_assert_ptr_nonnull(thing_in(&b->carrying, BAG));
	ck_assert_ptr_null(thing_in(&cc->contents, BAG));

	/* off: only the owner (and its group) again. */
	play_config("game.player_killing", "off");
	play_type(b, "get sword cat");
	play_expect(b, "That is not yours to loot.");
}
END_TEST

START_TEST(test_autoloot_follows_the_rules)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", YARD, ROLE_PLAYER);
	struct character	*c = play_enter("Cat", YARD, ROLE_PLAYER);
	struct object		*corpse;

	a->pd.prefs |= PREF_AUTOLOOT | PREF_AUTOGOLD;
	play_config("game.player_killing", "everywhere");
	equip(b);
	play_type(a, "kill ben");
	ck_assert_ptr_eq(a->fighting, b);
	die(a, b);
	play_expect(a, "You get 120 gold coins from the corpse of Ben.");
	play_expect(a, "You get a long sword from the corpse of Ben.");
	ck_assert_ptr_nonnull(thing_in(&a->carrying, SWORD));
	ck_assert_int_eq(a->pd.gold, 120);
	ck_assert_int_eq(saved_items(a, SWORD), 1);
	ck_assert_ptr_null(corpse_in(YARD)->corpse);	/* emptied */

	/* A kill the rules no longer let Ann loot (killing is off now). */
	play_config("game.player_killing", "off");
	equip(c);
	die(a, c);
	play_not(a, "from the corpse of Cat");
	corpse = corpse_in(YARD);
	ck_assert_ptr_nonnull(corpse->corpse);
	ck_assert_ptr_nonnull(thing_in(&corpse->contents, SWORD));
	ck_assert_int_eq(corpse->values[VAL_CORPSE_GOLD], 120);
	ck_assert_int_eq(a->pd.gold, 120);
}
END_TEST

START_TEST(test_who_may_fight_whom)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", YARD, ROLE_PLAYER);
	struct character	*c = play_enter("Cat", TEMPLE, ROLE_PLAYER);
	struct character	*d = play_enter("Dan", TEMPLE, ROLE_PLAYER);

	/* off: players never fight players, but in an arena. */
	play_type(a, "kill ben");
	play_expect(a, "You may not attack other players.");
	ck_assert_ptr_null(a->fighting);
	play_type(a, "toggle pk on");
	play_expect(a, "Players do not fight players here, but in an arena.");
	ck_assert(!(a->pd.prefs & PREF_PK));
	play_type(a, "east");
	play_type(b, "east");
	play_type(a, "kill ben");
	ck_assert_ptr_eq(a->fighting, b);
	fight_stop(a);
	play_pulses(20);			/* the attack's wait */
	play_type(a, "west");
	play_type(b, "west");

	/* flagged: both must have taken it up. */
	play_config("game.player_killing", "flagged");
	play_type(a, "kill ben");
	play_expect(a, "You have not taken up player killing ('toggle pk "
	    "on').");
	play_type(a, "toggle pk on");
	play_expect(a, "You take up player killing");
	ck_assert(a->pd.prefs & PREF_PK);
	play_type(a, "kill ben");
	play_expect(a, "They have not taken up player killing.");
	ck_assert_ptr_null(a->fighting);
	play_type(b, "toggle pk");
	play_expect(b, "You take up player killing");
	play_type(a, "kill ben");
	ck_assert_ptr_eq(a->fighting, b);
	fight_stop(a);

	/* everywhere: anyone, but not where it is safe. */
	play_config("game.player_killing", "everywhere");
	play_type(c, "kill dan");
	play_expect(c, "A calm settles over you");
	ck_assert_ptr_null(c->fighting);
	play_type(c, "toggle pk on");
	play_expect(c, "there is nothing to choose");
	play_type(c, "east");
	play_type(d, "east");
	play_type(c, "kill dan");
	ck_assert_ptr_eq(c->fighting, d);
}
END_TEST

START_TEST(test_pk_is_held_a_while)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct player_data	 pd;
	char			*cause = NULL;

	play_config("game.player_killing", "flagged");
	play_config("game.pk_hold", "600");
	play_type(a, "toggle pk on");
	play_expect(a, "You cannot put it down for 10 minutes.");
	play_type(a, "toggle pk off");
	play_expect(a, "you can put it down in 10 minutes.");
	ck_assert(a->pd.prefs & PREF_PK);
	game_set_time(PLAY_TIME + 300);
	play_type(a, "toggle pk off");
	play_expect(a, "you can put it down in 5 minutes.");
	play_type(a, "toggle");
	play_expect(a, "pk         on");
	/* Saved, with when. */
	play_type(a, "save");
	player_data_init(&pd);
	ck_assert_int_eq(save_load_player(game_store, "Ann", &pd, &cause), 1);
	ck_assert(pd.prefs & PREF_PK);
	ck_assert_int_eq(pd.pk_since, PLAY_TIME);
	player_data_clear(&pd);
	game_set_time(PLAY_TIME + 600);
	play_type(a, "toggle pk off");
	play_expect(a, "You put down player killing");
	ck_assert(!(a->pd.prefs & PREF_PK));
}
END_TEST

START_TEST(test_arena_death_loses_nothing)
{
	struct character	*a = play_enter("Ann", RING, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", RING, ROLE_PLAYER);

	equip(a);
	a->pd.exp = 1000;
	b->pd.exp = 1000;
	play_type(b, "kill ann");
	ck_assert_ptr_eq(b->fighting, a);
	die(b, a);
	play_expect(a, "You die!");
	play_expect(a, "It was only the arena: you keep all you had.");
	ck_assert_ptr_eq(a->room, room_find(TEMPLE));
	ck_assert_int_eq(a->pd.exp, 1000);
	ck_assert_int_eq(b->pd.exp, 1000);	/* nor does the killer gain */
	ck_assert_ptr_nonnull(thing_in(&a->carrying, SWORD));
	ck_assert_ptr_nonnull(thing_in(&a->carrying, BAG));
	ck_assert_int_eq(a->pd.gold, 120);
	ck_assert_ptr_null(corpse_in(RING));
	ck_assert_uint_eq(corpse_count(), 0);
}
END_TEST

START_TEST(test_corpse_crumbles_on_its_event)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", YARD, ROLE_PLAYER);
	struct character	*brute = fx_mob(3000, YARD);
	struct store_corpse	*saved;

	equip(a);
	die(NULL, a);
	ck_assert_ptr_nonnull(corpse_in(YARD));
	/* A mobile's corpse lasts 4 pulses here; a player's 40. */
	die(NULL, brute);
	play_skip(b);
	ck_assert_int_eq(play_until(b, "The corpse of a brute falls to "
	    "dust", 10),
	    4);
	ck_assert_int_eq(play_until(b, "The corpse of Ann falls to dust "
	    "and is gone.", 100), 36);
	ck_assert_ptr_null(corpse_in(YARD));
	ck_assert_uint_eq(corpse_count(), 0);
	ck_assert_uint_eq(saved_corpses(&saved), 0);
	store_corpses_free(saved, 0);
}
END_TEST

START_TEST(test_a_thing_crumbling_in_a_corpse_is_saved)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct store_corpse	*saved;

	play_config("game.hour_length", "1");		/* 4 pulses */
	play_config("game.player_corpse_decay", "600");
	obj_to_char(fx_obj(GEM), a);
	obj_to_char(fx_obj(SHROOM), a);
	die(NULL, a);
	ck_assert_uint_eq(saved_corpses(&saved), 1);
	ck_assert_uint_eq(saved[0].items.n, 2);
	store_corpses_free(saved, 1);
	play_pulses(40);
	ck_assert_ptr_null(thing_in(&corpse_in(YARD)->contents, SHROOM));
	ck_assert_uint_eq(saved_corpses(&saved), 1);
	ck_assert_uint_eq(saved[0].items.n, 1);
	ck_assert_int_eq(saved[0].items.list[0].vnum, GEM);
	store_corpses_free(saved, 1);
}
END_TEST

START_TEST(test_corpse_put_back_at_boot)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	struct character	*b = play_enter("Ben", YARD, ROLE_PLAYER);
	struct object		*corpse, *bag;
	struct store_corpse	*saved, lost;
	uint64_t		 uid, gem_uid;
	char			*cause = NULL;

	equip(a);
	die(NULL, a);
	corpse = corpse_in(YARD);
	uid = corpse->uid;
	gem_uid = thing_in(&thing_in(&corpse->contents, BAG)->contents,
	    GEM)->uid;
	play_pulses(10);
	/* As if the server died: the corpse is gone from memory alone. */
	obj_extract(corpse);
	ck_assert_ptr_null(corpse_in(YARD));
	ck_assert_uint_eq(corpse_count(), 0);

	/* And a corpse saved in a room that is no longer in the world. */
	memset(&lost, 0, sizeof lost);
	lost.uid = 77;
	lost.owner_id = b->pd.id;
	lost.owner = "Ben";
	lost.room = 3099;
	lost.remaining = 100;
	lost.gold = 5;
	lost.made = PLAY_TIME;
	ck_assert_msg(store_save_together(game_store, NULL, NULL, 0, &lost, 1,
	    &cause) == 0, "%s", cause);

	ck_assert_int_eq(corpse_boot(), 2);
	ck_assert_uint_eq(corpse_count(), 2);
	corpse = corpse_in(YARD);
	ck_assert_ptr_nonnull(corpse);
	ck_assert_uint_eq(corpse->uid, uid);
	ck_assert_str_eq(corpse->short_desc, "the corpse of Ann");
	ck_assert_int_eq(corpse->values[VAL_CORPSE_GOLD], 120);
	ck_assert_ptr_nonnull(thing_in(&corpse->contents, SWORD));
	bag = thing_in(&corpse->contents, BAG);
	ck_assert_ptr_nonnull(bag);
	ck_assert_uint_eq(thing_in(&bag->contents, GEM)->uid, gem_uid);
	/* Ben's lies in the start room now, and says so in the database. */
	ck_assert_ptr_nonnull(corpse_in(TEMPLE));
	ck_assert_str_eq(corpse_in(TEMPLE)->short_desc, "the corpse of Ben");
	ck_assert_uint_eq(saved_corpses(&saved), 2);
	ck_assert_int_eq(saved[0].uid == 77 ? saved[0].room : saved[1].room,
	    TEMPLE);
	store_corpses_free(saved, 2);
	/* Still its owner's, with the time it had when saved. */
	play_type(b, "get sword ann");
	play_expect(b, "That is not yours to loot.");
	play_skip(b);
	ck_assert_int_eq(play_until(b, "The corpse of Ann falls to "
	    "dust", 100), 40);
}
END_TEST

START_TEST(test_corpses_of_one_player_are_bounded)
{
	struct character	*a = play_enter("Ann", YARD, ROLE_PLAYER);
	int			 i;

	for (i = 0; i < CORPSE_PER_PLAYER; i++) {
		obj_to_char(fx_obj(GEM), a);
		die(NULL, a);
		play_expect(a, "All you had lies with your corpse");
		char_from_room(a);
		char_to_room(a, room_find(YARD));
	}
	ck_assert_uint_eq(corpse_count(), CORPSE_PER_PLAYER);
	obj_to_char(fx_obj(GEM), a);
	die(NULL, a);
	play_expect(a, "Too many of your corpses lie in the world already: "
	    "you keep your things.");
	ck_assert_ptr_nonnull(thing_in(&a->carrying, GEM));
	ck_assert_uint_eq(corpse_count(), CORPSE_PER_PLAYER);
}
END_TEST

static Suite *
corpse_suite(void)
{
	Suite	*s = suite_create("corpse");
	TCase	*tc = tcase_create("death");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_corpse_holds_all_and_is_saved_with_its_owner);
	tcase_add_test(tc, test_keep_items_on_death);
	tcase_add_test(tc, test_owner_and_group_loot_strangers_may_not);
	tcase_add_test(tc, test_player_killing_opens_corpses);
	tcase_add_test(tc, test_autoloot_follows_the_rules);
	tcase_add_test(tc, test_who_may_fight_whom);
	tcase_add_test(tc, test_pk_is_held_a_while);
	tcase_add_test(tc, test_arena_death_loses_nothing);
	tcase_add_test(tc, test_corpse_crumbles_on_its_event);
	tcase_add_test(tc, test_a_thing_crumbling_in_a_corpse_is_saved);
	tcase_add_test(tc, test_corpse_put_back_at_boot);
	tcase_add_test(tc, test_corpses_of_one_player_are_bounded);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(corpse_suite()));
}
