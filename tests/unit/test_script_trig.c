/*
 * test_script_trig.c: the triggers DG scripts have that came later, in
 * game time (tests/unit/play.h): act, entry, greeting that honours what a
 * mobile sees (enter) and one that does not (enter_all), memory with
 * remember and forget, bribe with 'give 10 gold', load (reset, the load
 * command, a script), cast, door, remove, consume and login, and the
 * refusals of the actions (a script that returns false: nothing changes).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "check_main.h"
#include "commands.h"
#include "eqtypes.h"
#include "game.h"
#include "play.h"
#include "script.h"
#include "world.h"

#define HALL	3001
#define CELLAR	3002
#define CHAPEL	3003
#define SAGE	3010
#define PORTER	3011

static const char trig_area[] =
	"area Trig\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Hall\n"
	"description\n"
	"A hall.\n"
	"~\n"
	"exit north 3002 door closed keywords trapdoor\n"
	"exit east 3003\n"
	"script door\n"
	"if ch:name() == \"Bob\" then\n"
	"  ch:send(\"The trapdoor will not budge for you.\")\n"
	"  return false\n"
	"end\n"
	"self:echo(\"door: \" .. text)\n"
	"~\n"
	"script login\n"
	"ch:send(\"Welcome home, \" .. ch:name() .. \".\")\n"
	"~\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Cellar\n"
	"description\n"
	"A cellar.\n"
	"~\n"
	"exit south 3001 door closed keywords trapdoor\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Chapel\n"
	"description\n"
	"A chapel.\n"
	"~\n"
	"exit west 3001\n"
	"script cast\n"
	"if text == \"armor\" then\n"
	"  ch:send(\"The chapel forbids armour.\")\n"
	"  return false\n"
	"end\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3010\n"
	"keywords sage\n"
	"short the sage\n"
	"long A sage sits here.\n"
	"description\n"
	"Wise.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+40\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"script act dances a jig\n"
	"self:say(\"Nice dancing, \" .. ch:name() .. \"!\")\n"
	"~\n"
	"script enter\n"
	"self:say(\"Hello, \" .. ch:name() .. \".\")\n"
	"~\n"
	"script enter_all\n"
	"self:emote(\"sniffs the air.\")\n"
	"~\n"
	"script memory\n"
	"self:say(\"I remember you, \" .. ch:name() .. \"!\")\n"
	"~\n"
	"script bribe 10\n"
	"self:say(\"Thanks for the \" .. text .. \" gold.\")\n"
	"~\n"
	"script bribe\n"
	"self:say(\"A pittance.\")\n"
	"~\n"
	"script load\n"
	"self:set(\"born\", true)\n"
	"self:say(\"At your service.\")\n"
	"~\n"
	"script cast\n"
	"if text == \"armor\" then\n"
	"  self:say(\"I need no armour.\")\n"
	"  return false\n"
	"end\n"
	"~\n"
	"script door\n"
	"if text == \"close north\" then\n"
	"  self:say(\"Leave it open.\")\n"
	"  return false\n"
	"end\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3011\n"
	"keywords porter\n"
	"short the porter\n"
	"long A porter waits here.\n"
	"description\n"
	"Strong.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+40\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"script entry\n"
	"self:say(\"The porter has arrived.\")\n"
	"~\n"
	"script memory\n"
	"self:say(\"There you are, \" .. ch:name() .. \".\")\n"
	"~\n"
	"end\n"
	"\n"
	"object 3020\n"
	"keywords ring\n"
	"short a tight ring\n"
	"long A ring lies here.\n"
	"type treasure\n"
	"wear finger\n"
	"script remove\n"
	"ch:send(\"The ring will not come off.\")\n"
	"return false\n"
	"~\n"
	"script cast\n"
	"ch:send(\"The ring drinks the spell.\")\n"
	"return false\n"
	"~\n"
	"end\n"
	"\n"
	"object 3021\n"
	"keywords bread\n"
	"short a loaf of bread\n"
	"long A loaf lies here.\n"
	"type food\n"
	"hours 5\n"
	"script consume\n"
	"if text == \"eat\" then\n"
	"  ch:send(\"The bread is stale as stone.\")\n"
	"  return false\n"
	"end\n"
	"~\n"
	"end\n"
	"\n"
	"object 3022\n"
	"keywords potion\n"
	"short a blue potion\n"
	"long A potion lies here.\n"
	"type potion\n"
	"spell_level 5\n"
	"spells armor\n"
	"script consume\n"
	"ch:send(\"You \" .. text .. \" the potion.\")\n"
	"~\n"
	"end\n"
	"\n"
	"object 3023\n"
	"keywords gem\n"
	"short a gem\n"
	"long A gem lies here.\n"
	"type treasure\n"
	"script load\n"
	"self:set(\"born\", 1)\n"
	"~\n"
	"end\n"
	"\n"
	"object 3024\n"
	"keywords scroll\n"
	"short a scroll\n"
	"long A scroll lies here.\n"
	"type scroll\n"
	"spell_level 5\n"
	"spells armor\n"
	"end\n"
	"\n"
	"object 3025\n"
	"keywords parchment\n"
	"short a parchment\n"
	"long A parchment lies here.\n"
	"type scroll\n"
	"spell_level 5\n"
	"spells identify\n"
	"end\n"
	"\n"
	"room 3004\n"
	"name The Crypt\n"
	"description\n"
	"A crypt.\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3012\n"
	"keywords greeter\n"
	"short the greeter\n"
	"long A greeter waits here.\n"
	"description\n"
	"Polite.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+40\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"script speech hi\n"
	"self:say(\"hello there\")\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3013\n"
	"keywords ghoul\n"
	"short the ghoul\n"
	"long A ghoul lurks here.\n"
	"description\n"
	"Hungry.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+40\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"script act hello there\n"
	"if ch ~= nil and not ch:is_player() then ch:purge() end\n"
	"self:say(\"Heard that.\")\n"
	"~\n"
	"end\n"
	"\n"
	"reset mob 3010 in 3001\n"
	"reset object 3023 in 3001\n";

static void
setup(void)
{
	const char *const	files[] = { "trig.are", trig_area, NULL };

	play_start(files, 11);
}

static void
teardown(void)
{
	play_stop();
}

static struct character *
mob_in(int room, int vnum)
{
	struct character	*p;

	TAILQ_FOREACH(p, &room_find(room)->people, room_entry) {
		if (p->mob != NULL && p->mob->vnum == vnum)
			return (p);
	}
	return (NULL);
}

/* Run Lua as the room vnum's script; its result as a boolean. */
static int
run(int vnum, const char *text)
{
	char	*error = NULL;
	int	 rc;

	rc = script_run_text(room_find(vnum), "test", text, &error);
	ck_assert_msg(error == NULL, "%s", error);
	play_turn();
	return (rc);
}

/* Give ch an object of vnum, as a load would. */
static struct object *
give_obj(struct character *ch, int vnum)
{
	struct object	*obj = obj_create(world_obj_def(vnum));

	obj_to_char(obj, ch);
	return (obj);
}

START_TEST(test_act_sees_a_message)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(a);
	play_type(a, "emote dances a jig.");
	play_expect(a, "The sage says 'Nice dancing, Alice!'");
	/* Another message does not match. */
	play_type(a, "emote sits down.");
	play_not(a, "Nice dancing");
}
END_TEST

/*
 * An act script runs once the message's command is done: one that
 * purges the mobile whose say it saw leaves that say to end in a room
 * (it went on with none, and the server died).
 */
START_TEST(test_act_purging_the_speaker_is_safe)
{
	struct character	*a = play_enter("Alice", 3004, ROLE_PLAYER);
	fx_mob(3012, 3004);
	fx_mob(3013, 3004);
	play_skip(a);
	play_type(a, "say hi");
	play_expect(a, "The greeter says 'hello there'");
	play_expect(a, "The ghoul says 'Heard that.'");
	ck_assert_ptr_null(mob_in(3004, 3012));
	/* The game goes on. */
	play_type(a, "say still here");
	play_expect(a, "You say 'still here'");
}
END_TEST

START_TEST(test_entry_and_greeting)
{
	struct character	*a = play_enter("Alice", CHAPEL, ROLE_PLAYER);

	play_type(a, "west");
	play_expect(a, "The sage says 'Hello, Alice.'");
	play_expect(a, "The sage sniffs the air.");
	/* A mobile coming in: its own entry script. */
	ck_assert_int_eq(run(CHAPEL, "local p = self:load_mob(3011)\n"
	    "return p:transfer(3001)"), 1);
	play_expect(a, "The porter says 'The porter has arrived.'");
}
END_TEST

START_TEST(test_greeting_honours_visibility)
{
	struct character	*w = play_enter("Wanda", CHAPEL, ROLE_BUILDER);
	struct character	*b = play_enter("Bob", CHAPEL, ROLE_PLAYER);
	struct character	*c = play_enter("Carl", CHAPEL, ROLE_PLAYER);

	/* Wizinvis staff: no greeting (it would reveal them), but
	   enter_all runs. */
	w->pd.wizinvis = 1;
	play_skip(c);
	play_type(w, "west");
	play_not(w, "Hello, Wanda");
	play_type(c, "west");
	play_expect(c, "The sage says 'Hello, Carl.'");
	play_skip(w);
	play_type(c, "east");
	/* Invisible, and the sage does not detect it. */
	b->aff_born |= AFF_INVISIBLE;
	play_type(b, "west");
	play_expect(b, "The sage sniffs the air.");
	play_not(b, "Hello, Bob");
	play_not(w, "Hello, Bob");
}
END_TEST

START_TEST(test_memory_remember_forget)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	ck_assert_int_eq(run(HALL, "return self:find_char(3010):"
	    "remember(self:find_char(\"alice\"))"), 1);
	ck_assert_int_eq(run(HALL, "return self:find_char(3010):"
	    "remembers(self:find_char(\"alice\"))"), 1);
	play_type(a, "east");
	play_skip(a);
	play_type(a, "west");
	play_expect(a, "The sage says 'I remember you, Alice!'");
	/* Once: the memory goes when it fires. */
	play_type(a, "east");
	play_type(a, "west");
	play_not(a, "I remember you");
	/* Forgotten before: nothing. */
	ck_assert_int_eq(run(HALL, "local s = self:find_char(3010)\n"
	    "local a = self:find_char(\"alice\")\n"
	    "s:remember(a)\n"
	    "return s:forget(a) and not s:remembers(a)"), 1);
	play_type(a, "east");
	play_type(a, "west");
	play_not(a, "I remember you");
	/* A mobile that remembers walks into the room of whom it remembers. */
	ck_assert_int_eq(run(HALL, "local p = self:load_mob(3011)\n"
	    "local ok = p:remember(self:find_char(\"alice\"))\n"
	    "return ok and p:transfer(3003)"), 1);
	play_skip(a);
	ck_assert_int_eq(run(CHAPEL, "return self:find_char(3011):"
	    "transfer(3001)"), 1);
	play_expect(a, "The porter says 'The porter has arrived.'");
	play_expect(a, "The porter says 'There you are, Alice.'");
}
END_TEST

START_TEST(test_bribe_gives_gold)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*s = mob_in(HALL, SAGE);
	long long		 gold, sage;

	ck_assert_ptr_nonnull(s);
	a->pd.gold = 100;
	sage = s->pd.gold;
	play_skip(a);
	play_type(a, "give 10 gold sage");
	play_expect(a, "You give 10 gold coins to the sage.");
	play_expect(a, "The sage says 'Thanks for the 10 gold.'");
	ck_assert_int_eq(a->pd.gold, 90);
	ck_assert_int_eq(s->pd.gold, sage + 10);
	/* Under the first one's sum: the next that is met. */
	play_type(a, "give 3 coins to sage");
	play_expect(a, "The sage says 'A pittance.'");
	play_not(a, "Thanks for");
	gold = a->pd.gold;
	ck_assert_int_eq(gold, 87);
	/* More than one has: refused, nothing moves, no script. */
	play_type(a, "give 500 gold sage");
	play_expect(a, "You don't have that much gold.");
	play_not(a, "The sage says");
	ck_assert_int_eq(a->pd.gold, 87);
	/* A thing whose name starts with a digit is still a thing. */
	give_obj(a, 3023);
	play_type(a, "give 1.gem sage");
	play_expect(a, "You give a gem to the sage.");
}
END_TEST

START_TEST(test_load_reset_command_script)
{
	struct character	*b = play_enter("Wanda", CHAPEL, ROLE_ADMIN);

	/* The reset's mobile and object ran their load scripts. */
	ck_assert_int_eq(run(HALL, "return self:find_char(3010):get(\"born\")"
	    " == true and self:find_obj(3023):get(\"born\") == 1"), 1);
	/* The load command. */
	play_skip(b);
	play_type(b, "load mob 3010");
	play_expect(b, "The sage says 'At your service.'");
	play_type(b, "load obj 3023");
	play_expect(b, "You create a gem.");
	ck_assert_int_eq(run(CHAPEL, "return self:find_char(\"wanda\"):"
	    "find_obj(\"gem\"):get(\"born\") == 1"), 1);
	/* A script's load. */
	ck_assert_int_eq(run(CHAPEL, "return self:load_obj(3023):get("
	    "\"born\") == 1"), 1);
	ck_assert_int_eq(run(CHAPEL, "return self:load_mob(3010):get("
	    "\"born\") == true"), 1);
}
END_TEST

START_TEST(test_cast_refused)
{
	struct character	*a = play_enter("Alice", CHAPEL, ROLE_PLAYER);
	struct character	*s = mob_in(HALL, SAGE);
	int			 hp;

	/* The room refuses: the potion is drunk, its spell does nothing. */
	give_obj(a, 3022);
	play_type(a, "quaff potion");
	play_expect(a, "The chapel forbids armour.");
	ck_assert_ptr_null(TAILQ_FIRST(&a->affects));
	play_pulses(8);
	/* The mobile refuses. */
	play_type(a, "west");
	give_obj(a, 3024);
	play_type(a, "recite scroll sage");
	play_expect(a, "The sage says 'I need no armour.'");
	ck_assert_ptr_null(TAILQ_FIRST(&s->affects));
	play_pulses(8);
	/* Where none refuses, it works. */
	give_obj(a, 3022);
	play_type(a, "quaff potion");
	play_not(a, "forbids");
	ck_assert_ptr_nonnull(TAILQ_FIRST(&a->affects));
	play_pulses(8);
	/* An object refuses: identify tells nothing of it. */
	give_obj(a, 3020);
	give_obj(a, 3025);
	play_skip(a);
	play_type(a, "recite parchment ring");
	play_expect(a, "The ring drinks the spell.");
	play_not(a, "Object '");
	hp = a->pd.hit;
	ck_assert_int_eq(hp, a->pd.hit);
}
END_TEST

START_TEST(test_door_refused)
{
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	play_skip(a);
	play_type(b, "open trapdoor");
	play_expect(b, "The trapdoor will not budge for you.");
	play_not(b, "You open");
	ck_assert_int_ne(room_find(HALL)->door[DIR_NORTH] & EXIT_CLOSED, 0);
	play_not(a, "Bob opens");
	play_type(a, "open north");
	play_expect(a, "door: open north");
	play_expect(a, "You open the trapdoor.");
	ck_assert_int_eq(room_find(HALL)->door[DIR_NORTH] & EXIT_CLOSED, 0);
	ck_assert_int_eq(room_find(CELLAR)->door[DIR_SOUTH] & EXIT_CLOSED, 0);
	/* A mobile's door script refuses too. */
	play_type(a, "close north");
	play_expect(a, "The sage says 'Leave it open.'");
	play_not(a, "You close");
	ck_assert_int_eq(room_find(HALL)->door[DIR_NORTH] & EXIT_CLOSED, 0);
}
END_TEST

START_TEST(test_remove_refused)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct object		*ring = give_obj(a, 3020);

	play_type(a, "wear ring");
	ck_assert_int_ne(ring->worn, WEAR_NONE);
	play_skip(a);
	play_type(a, "remove ring");
	play_expect(a, "The ring will not come off.");
	play_not(a, "You stop using");
	ck_assert_int_ne(ring->worn, WEAR_NONE);
}
END_TEST

START_TEST(test_consume_refused)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct object		*bread = give_obj(a, 3021);
	uint64_t		 uid = bread->uid;
	int			 food;

	a->pd.food = 0;
	food = a->pd.food;
	play_skip(a);
	play_type(a, "eat bread");
	play_expect(a, "The bread is stale as stone.");
	play_not(a, "You eat");
	ck_assert_ptr_eq(obj_find_uid(uid), bread);
	ck_assert_ptr_eq(bread->carried_by, a);
	ck_assert_int_eq(a->pd.food, food);
	/* Quaffed: the potion's consume script is told how. */
	give_obj(a, 3022);
	play_type(a, "quaff potion");
	play_expect(a, "You quaff the potion.");
	play_expect(a, "You quaff a blue potion.");
}
END_TEST

START_TEST(test_login)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	/* As login.c tells it, once the player has looked. */
	ck_assert_ptr_nonnull(game_hooks.login);
	play_skip(a);
	game_hooks.login(a);
	play_turn();
	play_expect(a, "Welcome home, Alice.");
}
END_TEST

START_TEST(test_check_names_and_kinds)
{
	static const char	bad[] =
		"area Bad\n"
		"vnums 5000 5099\n"
		"room 5000\n"
		"name A\n"
		"description\n"
		"A.\n"
		"~\n"
		"script login\n"
		"~\n"
		"script door\n"
		"~\n"
		"script act dances\n"
		"~\n"
		"end\n"
		"object 5001\n"
		"keywords x\n"
		"short x\n"
		"long x\n"
		"type treasure\n"
		"script consume\n"
		"~\n"
		"script remove\n"
		"~\n"
		"script bribe\n"
		"~\n"
		"end\n"
		"mob 5002\n"
		"keywords m\n"
		"short m\n"
		"long m\n"
		"description\n"
		"m\n"
		"~\n"
		"level 1\n"
		"hit 1d1+1\n"
		"damage 1d1\n"
		"script act\n"
		"~\n"
		"script bribe 0\n"
		"~\n"
		"script entry\n"
		"~\n"
		"script enter_all\n"
		"~\n"
		"script memory\n"
		"~\n"
		"script load\n"
		"~\n"
		"script cast\n"
		"~\n"
		"script door\n"
		"~\n"
		"script bribe 50\n"
		"~\n"
		"script login\n"
		"~\n"
		"end\n";
	struct area_def		*a;
	char			*errors = NULL;
	int			 n = 0;

	a = area_parse("bad.are", bad, sizeof bad - 1, &errors, &n);
	ck_assert_msg(n == 6, "%d: %s", n, errors);
	ck_assert_ptr_nonnull(strstr(errors, "bad.are:12: trigger 'act' is "
	    "not for rooms"));
	ck_assert_ptr_nonnull(strstr(errors, "bad.are:24: trigger 'bribe' is "
	    "not for objects"));
	ck_assert_ptr_nonnull(strstr(errors, "bad.are:37: usage: script act"));
	ck_assert_ptr_nonnull(strstr(errors, "bad.are:39: usage: script "
	    "bribe"));
	ck_assert_ptr_nonnull(strstr(errors, "bad.are:55: trigger 'login' is "
	    "not for mobs"));
	area_free(a);
	free(errors);
}
END_TEST

static Suite *
script_trig_suite(void)
{
	Suite	*s = suite_create("script_trig");
	TCase	*tc = tcase_create("script_trig");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_act_sees_a_message);
	tcase_add_test(tc, test_act_purging_the_speaker_is_safe);
	tcase_add_test(tc, test_entry_and_greeting);
	tcase_add_test(tc, test_greeting_honours_visibility);
	tcase_add_test(tc, test_memory_remember_forget);
	tcase_add_test(tc, test_bribe_gives_gold);
	tcase_add_test(tc, test_load_reset_command_script);
	tcase_add_test(tc, test_cast_refused);
	tcase_add_test(tc, test_door_refused);
	tcase_add_test(tc, test_remove_refused);
	tcase_add_test(tc, test_consume_refused);
	tcase_add_test(tc, test_login);
	tcase_add_test(tc, test_check_names_and_kinds);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(script_trig_suite()));
}
