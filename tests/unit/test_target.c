/*
 * test_target.c: events aimed at a target, in the game. A cast is owned by
 * its caster and aimed at its victim or object; a combat round at the foe;
 * an aggro check, owned by the room, at the player who came in. When the
 * target leaves the game (quits, dies, is purged) or is destroyed, what was
 * aimed at it is dealt with at once: a cast fizzles and its caster is told,
 * a fighter stops, an aggro check is cancelled. Pulses are driven by hand;
 * what leaves the game is reaped at once, as the loop would at the end of
 * the turn, so that under ASan a freed target reached from an event is
 * reported.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "eqtypes.h"
#include "fight.h"
#include "game.h"
#include "interp.h"
#include "magic.h"
#include "update.h"
#include "world_fixture.h"

#define FIZZLE	"Your spell fizzles: your target is gone.\n"

static struct character	*alice, *bob, *rat;

/* Alice and Bob in the hall (not a safe room) with a rat; Alice can cast. */
static void
setup(void)
{
	fx_start();
	alice = fx_player("Alice", FX_HALL, ROLE_PLAYER, 1);
	bob = fx_player("Bob", FX_HALL, ROLE_PLAYER, 1);
	rat = fx_mob(FX_MOB_RAT, FX_HALL);
	alice->pd.mana = alice->pd.max_mana = 100;
	fx_drain(alice);
	fx_drain(bob);
}

/* Run n heartbeats of the game's queue. */
static void
pulses(int n)
{
	while (n-- > 0)
		equeue_heartbeat(game_eq);
}

/* What ch was told since the last look holds want (or, if !has, not). */
static void
told_if(struct character *ch, const char *want, int has)
{
	char	*out = fx_output(ch);

	ck_assert_msg((strstr(out, want) != NULL) == has, "%s was told \"%s\","
	    " %s \"%s\"", ch->pd.name, out, has ? "without" : "with", want);
	free(out);
}

/* The cast ch is making, or NULL. */
static struct eq_event *
cast_of(struct character *ch)
{
	return (eq_owner_find(&ch->events, EQT_CAST));
}

/* Alice starts casting line and the event is aimed at target. */
static void
alice_casts(const char *line, struct eq_target *target)
{
	struct eq_event	*ev;
	struct eq_ref	 r;

	interp_run(alice, line);
	told_if(alice, "You begin to chant", 1);
	ck_assert_ptr_nonnull(ev = cast_of(alice));
	r = eq_event_owner(ev);
	ck_assert_int_eq(r.kind, EQ_CHARACTER);
	ck_assert_ptr_eq(eq_ch(r), alice);
	r = eq_event_target(ev);
	ck_assert_int_eq(r.kind, target->self.kind);
	ck_assert_ptr_eq(eq_target_find(target, EQT_CAST), ev);
	fx_drain(bob);
}

/* The cast fizzled at once: Alice was told, nothing is left of it. */
static void
fizzled_now(void)
{
	told_if(alice, FIZZLE, 1);
	ck_assert(!magic_casting(alice));
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_CAST), 0);
}

START_TEST(test_cast_victim_quits)
{
	int	mana = alice->pd.mana;

	alice_casts("cast 'cure light' bob", &bob->targeted);
	pulses(2);			/* of 8 */
	interp_run(bob, "quit");
	bob = NULL;
	ck_assert_uint_eq(char_reap(), 1);
	fizzled_now();
	pulses(20);
	told_if(alice, "You heal", 0);
	told_if(alice, "fizzles", 0);	/* told once */
	ck_assert_int_eq(alice->pd.mana, mana);
}
END_TEST

START_TEST(test_cast_victim_dies)
{
	int	mana = alice->pd.mana;

	/* A mobile dies (by Bob's hand) and is taken out of the game. */
	alice_casts("cast 'magic missile' rat", &rat->targeted);
	pulses(1);			/* of 4 */
	rat->pd.hit = 1;
	ck_assert_int_eq(fight_damage(bob, rat, 5, "blow"), 1);
	rat = NULL;
	ck_assert_uint_eq(char_reap(), 1);
	fizzled_now();
	pulses(20);
	told_if(alice, "magic missile", 0);
	ck_assert_int_eq(alice->pd.mana, mana);

	/* A player dies and wakes in the temple: the cure is lost too. */
	alice_casts("cast 'cure light' bob", &bob->targeted);
	pulses(3);
	fight_damage(NULL, bob, 1000, "fall");
	ck_assert_int_eq(bob->room->vnum, FX_TEMPLE);
	fizzled_now();
	ck_assert_ptr_null(eq_target_first(&bob->targeted));
	pulses(20);
	told_if(bob, "Some of your hurts close", 0);
	ck_assert_int_eq(alice->pd.mana, mana);
}
END_TEST

START_TEST(test_cast_victim_purged)
{
	alice_casts("cast 'magic missile' rat", &rat->targeted);
	pulses(2);
	game_extract_char(rat);		/* as a purge or a reload does */
	rat = NULL;
	ck_assert_uint_eq(char_reap(), 1);
	fizzled_now();
	pulses(20);
	told_if(alice, "fizzles", 0);
}
END_TEST

START_TEST(test_cast_victim_walks_away)
{
	/* Not gone, only elsewhere: the cast fizzles when it comes due. */
	alice_casts("cast 'cure light' bob", &bob->targeted);
	game_move_char(bob, room_find(FX_TEMPLE));
	pulses(7);
	told_if(alice, "fizzles", 0);
	ck_assert(magic_casting(alice));
	pulses(1);
	told_if(alice, FIZZLE, 1);
	ck_assert(!magic_casting(alice));
}
END_TEST

START_TEST(test_cast_at_self)
{
	/* Owner and target the same: the cast lands. */
	alice->pd.hit = 50;
	alice_casts("cast 'cure light'", &alice->targeted);
	ck_assert_ptr_eq(eq_ch(eq_event_target(cast_of(alice))), alice);
	pulses(8);
	told_if(alice, "Some of your hurts close.", 1);
	ck_assert_int_gt(alice->pd.hit, 50);
	ck_assert_ptr_null(eq_target_first(&alice->targeted));

	/* The caster-victim dies mid-cast. */
	alice_casts("cast 'armor'", &alice->targeted);
	fight_damage(NULL, alice, 1000, "fall");
	ck_assert(!magic_casting(alice));
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_CAST), 0);
	ck_assert_ptr_null(eq_target_first(&alice->targeted));
	pulses(20);
	told_if(alice, "An unseen ward settles around you", 0);

	/* And quits mid-cast: the cast goes with her, as owner and target. */
	alice->pd.position = POS_STANDING;
	alice_casts("cast 'armor'", &alice->targeted);
	interp_run(alice, "quit");
	alice = NULL;
	ck_assert_uint_eq(char_reap(), 1);
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_CAST), 0);
	pulses(20);
	told_if(bob, "protect", 0);
}
END_TEST

START_TEST(test_cast_at_object)
{
	struct object	*sword = fx_obj(FX_SWORD_LONG);
	struct object	*bread = fx_obj(FX_BREAD);

	/* What an object is, when the cast lands. */
	obj_to_char(sword, alice);
	alice_casts("cast identify sword", &sword->targeted);
	ck_assert_ptr_eq(eq_obj(eq_event_target(cast_of(alice))), sword);
	pulses(8);
	told_if(alice, "You study a long sword: a weapon", 1);
	ck_assert_ptr_null(eq_target_first(&sword->targeted));

	/* The object is destroyed mid-cast: fizzles at once. */
	obj_to_room(bread, room_find(FX_HALL));
	alice_casts("cast identify bread", &bread->targeted);
	pulses(3);
	obj_extract(bread);
	fizzled_now();
	pulses(20);
	told_if(alice, "You study", 0);

	/*
	 * Destroyed with its carrier: Bob picks the sword up from the floor
	 * mid-cast and leaves the game with it.
	 */
	obj_to_room(sword, room_find(FX_HALL));
	alice_casts("cast identify sword", &sword->targeted);
	obj_to_char(sword, bob);
	interp_run(bob, "quit");
	bob = NULL;
	ck_assert_uint_eq(char_reap(), 1);
	fizzled_now();
	pulses(20);
	told_if(alice, "You study", 0);
}
END_TEST

START_TEST(test_cast_at_object_taken_away)
{
	struct object	*sword = fx_obj(FX_SWORD_LONG);

	/* Given away, not destroyed: the cast fizzles when due. */
	obj_to_char(sword, alice);
	alice_casts("cast identify sword", &sword->targeted);
	obj_to_char(sword, bob);
	pulses(8);
	told_if(alice, FIZZLE, 1);
	told_if(alice, "You study", 0);
}
END_TEST

/* ch's combat round, or NULL. */
static struct eq_event *
round_of(struct character *ch)
{
	return (eq_owner_find(&ch->events, EQT_COMBAT));
}

START_TEST(test_combat_round_target)
{
	struct eq_event	*ev;

	rat->pd.hit = rat->pd.max_hit = 1000;
	fight_start(alice, rat);
	ck_assert_ptr_nonnull(ev = round_of(alice));
	ck_assert_ptr_eq(eq_ch(eq_event_target(ev)), rat);
	ck_assert_ptr_nonnull(ev = round_of(rat));
	ck_assert_ptr_eq(eq_ch(eq_event_target(ev)), alice);
	pulses(30);
	ck_assert_ptr_eq(alice->fighting, rat);
	ck_assert_ptr_eq(eq_ch(eq_event_target(round_of(alice))), rat);

	/*
	 * What the world does when the rat goes, on its own: the rounds aimed
	 * at it stop their fighters (wherever they are: fight_stop only sees
	 * the rat's room). The rat's own round, aimed at Alice, stays.
	 */
	equeue_strip_target(game_eq, &rat->targeted);
	ck_assert_ptr_null(alice->fighting);
	ck_assert_ptr_null(round_of(alice));
	ck_assert_int_eq(alice->pd.position, POS_STANDING);
	ck_assert_ptr_nonnull(round_of(rat));
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COMBAT), 1);

	/* The rat purged in a fight: nothing is left aimed at it or by it. */
	fight_stop(rat);
	fight_start(alice, rat);
	ck_assert_ptr_eq(eq_ch(eq_event_target(round_of(alice))), rat);
	pulses(5);
	game_extract_char(rat);
	rat = NULL;
	ck_assert_uint_eq(char_reap(), 1);
	ck_assert_ptr_null(alice->fighting);
	ck_assert_ptr_null(round_of(alice));
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COMBAT), 0);
	pulses(30);
}
END_TEST

START_TEST(test_combat_foe_dies_of_the_blow)
{
	/* The firing round's own target dies of it: no round after. */
	rat->pd.hit = 1;
	alice->pd.level = 50;		/* she hits, but on a 1 */
	fight_start(alice, rat);
	pulses(200);
	told_if(bob, "A rat collapses, dead.", 1);
	rat = NULL;
	ck_assert_uint_eq(char_reap(), 1);
	ck_assert_ptr_null(alice->fighting);
	ck_assert_ptr_null(round_of(alice));
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_COMBAT), 0);
}
END_TEST

/* The aggro check aimed at ch, or NULL. */
static struct eq_event *
aggro_at(struct character *ch)
{
	return (eq_target_find(&ch->targeted, EQT_AGGRO));
}

START_TEST(test_aggro_target)
{
	struct room	*hall = room_find(FX_HALL);
	struct eq_event	*ev;

	/* Alice comes into a room with an aggressive rat. */
	rat->mob->flags |= MOB_AGGRESSIVE;
	game_move_char(alice, room_find(FX_TEMPLE));
	game_move_char(alice, hall);
	ck_assert_ptr_nonnull(ev = aggro_at(alice));
	ck_assert_int_eq(eq_event_owner(ev).kind, EQ_ROOM);
	ck_assert_ptr_eq(eq_room(eq_event_owner(ev)), hall);
	ck_assert_ptr_eq(eq_ch(eq_event_target(ev)), alice);
	ck_assert_ptr_null(aggro_at(bob));

	/* One check per player: coming in again keeps it. */
	game_move_char(alice, hall);
	ck_assert_ptr_eq(aggro_at(alice), ev);
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_AGGRO), 1);

	/* She quits before it: it is cancelled at once. */
	interp_run(alice, "quit");
	alice = NULL;
	ck_assert_uint_eq(char_reap(), 1);
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_AGGRO), 0);
	pulses(20);
	ck_assert_ptr_null(rat->fighting);

	/* Bob comes in: the rat attacks him, the one who came in. */
	game_move_char(bob, room_find(FX_TEMPLE));
	game_move_char(bob, hall);
	ck_assert_ptr_nonnull(aggro_at(bob));
	pulses(8);
	told_if(bob, "A rat attacks you!", 1);
	ck_assert_ptr_eq(rat->fighting, bob);
	ck_assert_ptr_null(aggro_at(bob));
}
END_TEST

START_TEST(test_aggro_left_behind)
{
	struct room	*hall = room_find(FX_HALL);

	/* A check left behind in a room is dropped when she walks on. */
	rat->mob->flags |= MOB_AGGRESSIVE;
	game_move_char(alice, room_find(FX_TEMPLE));
	game_move_char(alice, hall);
	ck_assert_ptr_nonnull(aggro_at(alice));
	game_move_char(alice, room_find(FX_TEMPLE));
	ck_assert_ptr_null(aggro_at(alice));
	ck_assert_ptr_null(eq_owner_find(&hall->events, EQT_AGGRO));
	pulses(20);
	ck_assert_ptr_null(rat->fighting);

	/* She dies before it: cancelled too. */
	game_move_char(alice, hall);
	ck_assert_ptr_nonnull(aggro_at(alice));
	fight_damage(NULL, alice, 1000, "fall");
	ck_assert_ptr_null(eq_owner_find(&hall->events, EQT_AGGRO));
	ck_assert_uint_eq(equeue_type_count(game_eq, EQT_AGGRO), 0);
}
END_TEST

static Suite *
target_suite(void)
{
	Suite	*s = suite_create("target");
	TCase	*tc = tcase_create("target");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, fx_stop);
	tcase_add_test(tc, test_cast_victim_quits);
	tcase_add_test(tc, test_cast_victim_dies);
	tcase_add_test(tc, test_cast_victim_purged);
	tcase_add_test(tc, test_cast_victim_walks_away);
	tcase_add_test(tc, test_cast_at_self);
	tcase_add_test(tc, test_cast_at_object);
	tcase_add_test(tc, test_cast_at_object_taken_away);
	tcase_add_test(tc, test_combat_round_target);
	tcase_add_test(tc, test_combat_foe_dies_of_the_blow);
	tcase_add_test(tc, test_aggro_target);
	tcase_add_test(tc, test_aggro_left_behind);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(target_suite()));
}
