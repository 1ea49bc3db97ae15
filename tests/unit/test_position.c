/*
 * test_position.c: the interpreter checks each command's least position
 * from the table, once: what a sleeping, resting, fighting, stunned or dead
 * character is refused (with the words for its position) and what it may
 * still do; and a flee that cannot move changes nothing.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "eqtypes.h"
#include "fight.h"
#include "interp.h"
#include "magic.h"
#include "position.h"
#include "update.h"
#include "world_fixture.h"

#define SLEEPING	"You are asleep; wake up first.\n"
#define RESTING		"You are resting; get up on your feet first.\n"
#define FIGHTING	"Not in the thick of a fight! Flee if you must.\n"
#define STUNNED		"Your head is still spinning; you can do " \
			"nothing yet.\n"
#define DEAD		"You are dead. The dead do nothing.\n"

static struct character	*alice, *bob, *rat;
static struct object	*bread;

/* Alice and Bob in the hall (not a safe room), with a rat and bread. */
static void
setup(void)
{
	fx_start();
	alice = fx_player("Alice", FX_HALL, ROLE_PLAYER, 1);
	bob = fx_player("Bob", FX_HALL, ROLE_PLAYER, 1);
	rat = fx_mob(FX_MOB_RAT, FX_HALL);
	bread = fx_obj(FX_BREAD);
	obj_to_room(bread, room_find(FX_HALL));
	alice->pd.exp = 1000;
	fx_drain(alice);
	fx_drain(bob);
}

/* Alice types line and is told exactly want; Bob hears nothing. */
static void
refused(const char *line, const char *want)
{
	interp_run(alice, line);
	fx_told(alice, want);
	fx_told(bob, "");
}

/* Alice types line and what she is told holds want. */
static void
told_has(const char *line, const char *want)
{
	char	*out;

	interp_run(alice, line);
	out = fx_output(alice);
	ck_assert_msg(strstr(out, want) != NULL, "'%s' told Alice \"%s\", "
	    "without \"%s\"", line, out, want);
	free(out);
}

/* Does ch have a combat round coming? */
static int
has_combat_event(struct character *ch)
{
	return (eq_owner_find(&ch->events, EQT_COMBAT) != NULL);
}

/* Alice is in a fight with the rat, on her feet. */
static void
fight_rat(void)
{
	interp_run(alice, "kill rat");
	fx_told(alice, "You attack a rat!\n");
	fx_drain(bob);
	ck_assert_ptr_eq(alice->fighting, rat);
	ck_assert_ptr_eq(rat->fighting, alice);
	ck_assert_int_eq(alice->pd.position, POS_FIGHTING);
}

START_TEST(test_sleeping)
{
	interp_run(alice, "sleep");
	fx_told(alice, "You close your eyes and drift off to sleep.\n");
	fx_told(bob, "Alice lies down and drifts off to sleep.\n");
	ck_assert_int_eq(alice->pd.position, POS_SLEEPING);

	/* Asleep one sees nothing and says nothing. */
	refused("look", SLEEPING);
	refused("l", SLEEPING);
	refused("examine bread", SLEEPING);
	refused("exits", SLEEPING);
	refused("say hello", SLEEPING);
	refused("'hello", SLEEPING);
	refused("tell bob hello", SLEEPING);
	refused("emote snores", SLEEPING);
	refused("smile", SLEEPING);		/* socials too */
	refused("smile bob", SLEEPING);
	refused("get bread", SLEEPING);
	ck_assert_int_eq(bread->where, OBJ_IN_ROOM);
	/* rest wakes her to sitting; back to sleep. */
	interp_run(alice, "rest");
	fx_told(alice, "You settle down to rest.\n");
	fx_drain(bob);
	interp_run(alice, "sleep");
	fx_told(alice, "You close your eyes and drift off to sleep.\n");
	fx_drain(bob);

	/* Walking, fighting and casting are further off still. */
	refused("west", SLEEPING);
	ck_assert_int_eq(alice->room->vnum, FX_HALL);
	refused("cast 'armor'", SLEEPING);
	ck_assert(!magic_casting(alice));
	refused("bash rat", SLEEPING);
	refused("flee", SLEEPING);
	/* kill does not wake a sleeper straight into a fight. */
	refused("kill rat", SLEEPING);
	ck_assert_ptr_null(alice->fighting);
	ck_assert_ptr_null(rat->fighting);
	ck_assert_int_eq(alice->pd.position, POS_SLEEPING);
	ck_assert(!has_combat_event(alice));
	ck_assert(!has_combat_event(rat));

	/* What only shows oneself, or sets something, works asleep. */
	told_has("score", "You are sleeping.\n");
	told_has("inventory", "In your pack and hands:\n");
	told_has("equipment", "What you wear and wield:\n");
	told_has("affects", "No spell is on you.\n");
	told_has("who", "Alice");
	told_has("help", "There is no help to be had, sorry.\n");	/* none */
	told_has("wimpy 10", "You will flee below 10 hit points.\n");
	ck_assert_int_eq(alice->pd.wimpy, 10);
	told_has("save", "Saved.\n");
	told_has("sleep", "You are asleep as it is.\n");

	/* wake stands her up, and she sees again. */
	interp_run(alice, "wake");
	fx_told(alice, "You get to your feet.\n");
	fx_told(bob, "Alice gets to their feet.\n");
	ck_assert_int_eq(alice->pd.position, POS_STANDING);
	told_has("look", "An Empty Hall");
	interp_run(alice, "say hello");
	fx_told(alice, "You say 'hello'\n");
	fx_told(bob, "Alice says 'hello'\n");
}
END_TEST

START_TEST(test_resting)
{
	interp_run(alice, "rest");
	fx_told(alice, "You settle down to rest.\n");
	fx_told(bob, "Alice settles down to rest.\n");
	ck_assert_int_eq(alice->pd.position, POS_RESTING);

	/* Resting one looks, talks and handles things... */
	told_has("look", "An Empty Hall");
	interp_run(alice, "say hello");
	fx_told(alice, "You say 'hello'\n");
	fx_told(bob, "Alice says 'hello'\n");
	interp_run(alice, "smile");
	fx_told(alice, "You smile.\n");
	fx_told(bob, "Alice smiles.\n");
	interp_run(alice, "get bread");
	fx_told(alice, "You get a loaf of bread.\n");
	ck_assert_ptr_eq(bread->carried_by, alice);
	fx_drain(bob);
	told_has("consider rat", "rat");

	/* ...but neither walks, fights, flees nor casts sitting down. */
	refused("west", RESTING);
	ck_assert_int_eq(alice->room->vnum, FX_HALL);
	refused("kill rat", RESTING);
	ck_assert_ptr_null(alice->fighting);
	ck_assert_ptr_null(rat->fighting);
	refused("bash rat", RESTING);
	ck_assert_ptr_null(rat->fighting);
	ck_assert_int_eq(rat->pd.position, POS_STANDING);
	refused("flee", RESTING);
	refused("cast 'armor'", RESTING);
	ck_assert(!magic_casting(alice));
	ck_assert_int_eq(alice->pd.position, POS_RESTING);

	/* From resting, sleeping or standing is a command away. */
	interp_run(alice, "sleep");
	fx_told(alice, "You close your eyes and drift off to sleep.\n");
	fx_drain(bob);
	interp_run(alice, "stand");
	fx_told(alice, "You get to your feet.\n");
	fx_drain(bob);
	interp_run(alice, "west");
	ck_assert_int_eq(alice->room->vnum, FX_TEMPLE);
}
END_TEST

START_TEST(test_fighting)
{
	fight_rat();

	/* No walking away from a fight: only fleeing. */
	refused("west", FIGHTING);
	refused("w", FIGHTING);
	ck_assert_int_eq(alice->room->vnum, FX_HALL);
	ck_assert_ptr_eq(alice->fighting, rat);

	/* One fights looking, talking and with all one has. */
	told_has("look", "An Empty Hall");
	interp_run(alice, "say die, rat");
	fx_told(alice, "You say 'die, rat'\n");
	fx_drain(bob);
	told_has("score", "You are fighting a rat.\n");
	told_has("kill rat", "You are doing your best!\n");
	/* A handler's own rule stays: no lying down in a fight. */
	told_has("rest", "Not while you are fighting!\n");
	told_has("sleep", "Not while you are fighting!\n");
	ck_assert_int_eq(alice->pd.position, POS_FIGHTING);
	told_has("cast 'armor'", "You begin to chant");
	ck_assert(magic_casting(alice));
}
END_TEST

/* A flee from a fight on one's feet: out, the fight over, 10 exp lost. */
START_TEST(test_fighting_flee)
{
	char	*out;
	int	 i;

	fight_rat();
	for (i = 0; i < 50; i++) {
		interp_run(alice, "flee");
		out = fx_output(alice);
		if (strstr(out, "You look for a way out, but find "
		    "none!\n") != NULL) {
			/* The one way out may fail: then nothing changes. */
			ck_assert_ptr_eq(alice->fighting, rat);
			ck_assert_int_eq(alice->room->vnum, FX_HALL);
			ck_assert_int_eq(alice->pd.exp, 1000);
			free(out);
			continue;
		}
		ck_assert_msg(strstr(out, "You flee west!\n") != NULL &&
		    strstr(out, "You lose 10 experience points.\n") != NULL,
		    "flee told Alice \"%s\"", out);
		free(out);
		break;
	}
	ck_assert_int_lt(i, 50);
	ck_assert_int_eq(alice->room->vnum, FX_TEMPLE);
	ck_assert_ptr_null(alice->fighting);
	ck_assert_ptr_null(rat->fighting);
	ck_assert_int_eq(alice->pd.exp, 990);
	ck_assert_int_eq(alice->pd.position, POS_STANDING);
}
END_TEST

/* Stunned in a fight, one can only think about the stars. */
START_TEST(test_stunned)
{
	fight_rat();
	update_stun(alice, 4);
	ck_assert_int_eq(alice->pd.position, POS_STUNNED);

	refused("flee", STUNNED);
	refused("kill rat", STUNNED);
	refused("bash rat", STUNNED);
	ck_assert_int_eq(rat->pd.position, POS_FIGHTING);
	refused("cast 'magic missile' rat", STUNNED);
	ck_assert(!magic_casting(alice));
	refused("look", STUNNED);
	refused("say help", STUNNED);
	refused("west", STUNNED);
	refused("stand", STUNNED);
	refused("wake", STUNNED);
	refused("rest", STUNNED);
	ck_assert_int_eq(alice->pd.position, POS_STUNNED);

	/* Nothing of that changed the fight: it goes on, here. */
	ck_assert_ptr_eq(alice->fighting, rat);
	ck_assert_ptr_eq(rat->fighting, alice);
	ck_assert_int_eq(alice->room->vnum, FX_HALL);
	ck_assert_int_eq(alice->pd.exp, 1000);
	ck_assert(has_combat_event(alice));
	ck_assert(has_combat_event(rat));

	told_has("score", "You are stunned.\n");
	told_has("inventory", "In your pack and hands:\n");
}
END_TEST

/*
 * Wimpy makes a stunned fighter flee without the interpreter: the flee
 * must see it cannot move before it stops the fight, announces a flight
 * or takes experience.
 */
START_TEST(test_stunned_flee_changes_nothing)
{
	fight_rat();
	update_stun(alice, 4);
	fx_drain(bob);

	ck_assert_int_eq(fight_flee(alice), -1);
	fx_told(alice, "You try to flee, but you cannot move!\n");
	fx_told(bob, "");
	ck_assert_ptr_eq(alice->fighting, rat);
	ck_assert_ptr_eq(rat->fighting, alice);
	ck_assert_int_eq(alice->pd.position, POS_STUNNED);
	ck_assert_int_eq(alice->room->vnum, FX_HALL);
	ck_assert_int_eq(alice->pd.exp, 1000);
	ck_assert(has_combat_event(alice));
	ck_assert(has_combat_event(rat));

	/* The same through wimpy, as the rat's bite takes her below it. */
	alice->pd.wimpy = 50;
	alice->pd.hit = 52;
	ck_assert_int_eq(fight_damage(rat, alice, 5, "bite"), 0);
	fx_told(alice, "A rat's bite hits you.\nYou try to flee, but you "
	    "cannot move!\n");
	ck_assert_ptr_eq(alice->fighting, rat);
	ck_assert_ptr_eq(rat->fighting, alice);
	ck_assert_int_eq(alice->room->vnum, FX_HALL);
	ck_assert_int_eq(alice->pd.exp, 1000);
	ck_assert(has_combat_event(alice));
	ck_assert(has_combat_event(rat));
}
END_TEST

START_TEST(test_dead)
{
	alice->pd.position = POS_DEAD;
	refused("look", DEAD);
	refused("say hello", DEAD);
	refused("stand", DEAD);
	told_has("score", "Hit points");
}
END_TEST

/* A fighter is fighting, whatever its position field says. */
START_TEST(test_fighter_counts_as_fighting)
{
	fight_rat();
	alice->pd.position = POS_STANDING;
	refused("west", FIGHTING);
	ck_assert_int_eq(alice->room->vnum, FX_HALL);
	ck_assert_ptr_null(position_refused(alice, POS_FIGHTING));
	ck_assert_ptr_nonnull(position_refused(alice, POS_STANDING));
}
END_TEST

/* The table's choices a Diku player counts on. */
START_TEST(test_table_positions)
{
	static const struct {
		const char	*name;
		int		 pos;
	} want[] = {
		{ "north", POS_STANDING }, { "down", POS_STANDING },
		{ "look", POS_RESTING }, { "say", POS_RESTING },
		{ "tell", POS_RESTING }, { "get", POS_RESTING },
		{ "drop", POS_RESTING }, { "kill", POS_FIGHTING },
		{ "bash", POS_FIGHTING }, { "flee", POS_FIGHTING },
		{ "cast", POS_FIGHTING }, { "wake", POS_SLEEPING },
		{ "stand", POS_SLEEPING }, { "score", POS_DEAD },
		{ "who", POS_DEAD }, { "help", POS_DEAD },
		{ "quit", POS_DEAD }, { "inventory", POS_DEAD },
	};
	const struct cmd_entry	*c;
	unsigned int		 i;

	for (i = 0; i < sizeof want / sizeof want[0]; i++) {
		c = interp_lookup(cmd_table, cmd_count, ROLE_ADMIN,
		    want[i].name);
		ck_assert_ptr_nonnull(c);
		ck_assert_msg(c->min_pos == want[i].pos, "%s needs %d, not %d",
		    c->name, want[i].pos, c->min_pos);
	}
	for (i = 0; i < cmd_count; i++)
		ck_assert_msg(cmd_table[i].min_pos >= POS_STANDING &&
		    cmd_table[i].min_pos <= POS_DEAD, "%s: position %d",
		    cmd_table[i].name, cmd_table[i].min_pos);
}
END_TEST

static Suite *
position_suite(void)
{
	Suite	*s = suite_create("position");
	TCase	*tc = tcase_create("position");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, fx_stop);
	tcase_add_test(tc, test_sleeping);
	tcase_add_test(tc, test_resting);
	tcase_add_test(tc, test_fighting);
	tcase_add_test(tc, test_fighting_flee);
	tcase_add_test(tc, test_stunned);
	tcase_add_test(tc, test_stunned_flee_changes_nothing);
	tcase_add_test(tc, test_dead);
	tcase_add_test(tc, test_fighter_counts_as_fighting);
	tcase_add_test(tc, test_table_positions);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(position_suite()));
}
