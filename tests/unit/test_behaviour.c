/*
 * test_behaviour.c: the behaviours of the library (area/lib, built
 * into the server) in game time (tests/unit/play.h): a guard attacks an
 * aggressor, a fido eats a corpse, a mage casts in a fight, a janitor
 * picks up litter, a bank keeps gold, a dump takes what is dropped, a
 * guild guard blocks the way; and the 'behaviour' line as the checker
 * and the writer see it.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "check_main.h"
#include "corpse.h"
#include "game.h"
#include "magic.h"
#include "play.h"
#include "save.h"
#include "script.h"
#include "world.h"

#define SQUARE	3001
#define KENNEL	3002
#define ALLEY	3003
#define TOWER	3004
#define BANK	3005
#define DUMP	3006
#define GUILDHALL 3007
#define GUILD	3008

#define MOB(v, kw, extra)						\
	"mob " #v "\n"							\
	"keywords " kw "\n"						\
	"short the " kw "\n"						\
	"long The " kw " is here.\n"					\
	"description\n"							\
	"A " kw ".\n"							\
	"~\n"								\
	"level 20\n"							\
	"hit 10d10+400\n"						\
	"damage 1d2\n"							\
	extra								\
	"end\n\n"

#define ROOM(v, nm, extra)						\
	"room " #v "\n"							\
	"name " nm "\n"							\
	"description\n"							\
	"A place.\n"							\
	"~\n"								\
	extra								\
	"end\n\n"

static const char beh_area[] =
	"area Behave\n"
	"vnums 3000 3099\n"
	"\n"
	ROOM(3001, "The Square", "")
	ROOM(3002, "The Kennel", "")
	ROOM(3003, "The Alley", "")
	ROOM(3004, "The Tower", "")
	ROOM(3005, "The Bank", "")
	ROOM(3006, "The Dump", "behaviour dump\n")
	ROOM(3007, "The Guild Hall", "exit north 3008\n")
	ROOM(3008, "The Guild", "exit south 3007\nexit north 3021\n")
	ROOM(3009, "The Lair", "")
	ROOM(3010, "The Pit", "")
	ROOM(3011, "The Crowd", "")
	ROOM(3012, "The Inn", "")
	ROOM(3013, "The Pet Shop", "behaviour pet_shop\n")
	ROOM(3014, "The Pen", "")
	ROOM(3015, "The Bridge", "")
	ROOM(3016, "The Chapel", "")
	ROOM(3017, "The Town Hall", "exit north 3018 door closed locked\n")
	ROOM(3018, "The Steps", "exit south 3017 door closed locked\n")
	ROOM(3019, "The Post Office", "")
	ROOM(3020, "The Beat", "")
	ROOM(3021, "The Sanctum", "exit south 3008\n")
	MOB(3010, "guard", "alignment 500\nflags sentinel\n"
	    "behaviour cityguard\n")
	MOB(3011, "baker", "alignment 300\nflags sentinel\n")
	MOB(3012, "fido", "flags sentinel\nbehaviour fido\n")
	MOB(3013, "janitor", "flags sentinel\nbehaviour janitor\n")
	MOB(3014, "wizard", "flags sentinel\nbehaviour caster mage\n")
	MOB(3015, "teller", "flags sentinel no_kill\nbehaviour bank\n")
	MOB(3016, "rat", "flags sentinel\n")
	MOB(3017, "doorman", "flags sentinel no_kill\n"
	    "behaviour guild_guard\n")
	MOB(3018, "magister", "flags sentinel no_kill\nguild mage\n")
	MOB(3019, "dragon", "flags sentinel\nbehaviour breath fire\n")
	MOB(3022, "snake", "flags sentinel\nbehaviour poison\n")
	MOB(3023, "pickpocket", "flags sentinel\nbehaviour thief\n")
	MOB(3024, "clerk", "flags sentinel no_kill\n"
	    "behaviour receptionist\n")
	MOB(3025, "puppy", "flags sentinel\n")
	MOB(3026, "troll", "flags sentinel\nbehaviour gang troll\n")
	MOB(3027, "ogre", "flags sentinel\nbehaviour gang ogre\n")
	MOB(3028, "acolyte", "flags sentinel no_kill\nbehaviour adept\n")
	MOB(3029, "mayor", "flags sentinel no_kill\nbehaviour mayor o c\n")
	MOB(3030, "postmaster", "flags sentinel no_kill\n"
	    "behaviour postmaster\n")
	MOB(3031, "constable", "flags sentinel\nbehaviour patrolman\n")
	"object 3020\n"
	"keywords paper crumpled\n"
	"short a crumpled paper\n"
	"long A crumpled paper lies here.\n"
	"type trash\n"
	"cost 20\n"
	"end\n"
	"\n"
	"object 3021\n"
	"keywords ring gold\n"
	"short a gold ring\n"
	"long A gold ring lies here.\n"
	"type treasure\n"
	"cost 300\n"
	"end\n"
	"\n"
	"object 3032\n"
	"keywords statue\n"
	"short a stone statue\n"
	"long A stone statue stands here.\n"
	"type trash\n"
	"flags no_take\n"
	"end\n"
	"\n"
	"reset mob 3010 in 3001 max 1\n"
	"reset mob 3011 in 3001 max 1\n"
	"reset mob 3012 in 3002 max 1\n"
	"reset mob 3013 in 3003 max 1\n"
	"reset mob 3014 in 3004 max 1\n"
	"reset mob 3015 in 3005 max 1\n"
	"reset mob 3017 in 3007 max 1\n"
	"reset mob 3018 in 3021 max 1\n"
	"reset mob 3019 in 3009 max 1\n"
	"reset mob 3022 in 3010 max 1\n"
	"reset mob 3023 in 3011 max 1\n"
	"reset mob 3024 in 3012 max 1\n"
	"reset mob 3025 in 3014 max 1\n"
	"reset mob 3026 in 3015 max 1\n"
	"reset mob 3027 in 3015 max 1\n"
	"reset mob 3028 in 3016 max 1\n"
	"reset mob 3029 in 3017 max 1\n"
	"reset mob 3030 in 3019 max 1\n"
	"reset mob 3031 in 3020 max 1\n"
	"reset mob 3016 in 3020 max 1\n";

static void
setup(void)
{
	const char *const	files[] = { "behave.are", beh_area, NULL };

	play_start(files, 29);
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

static struct object *
obj_in(int room, int vnum)
{
	struct object	*o;

	TAILQ_FOREACH(o, &room_find(room)->contents, place) {
		if (o->vnum == vnum)
			return (o);
	}
	return (NULL);
}

/* A strong player, so the fights of the tests last. */
static struct character *
hero(const char *name, int room)
{
	struct character	*a = play_enter(name, room, ROLE_PLAYER);

	a->pd.level = 10;
	a->pd.hit = a->pd.max_hit = 30000;
	return (a);
}

START_TEST(test_guard_attacks_aggressor)
{
	struct character	*a = hero("Alice", SQUARE);
	struct character	*g = mob_in(SQUARE, 3010);

	ck_assert_ptr_nonnull(g);
	play_skip(a);
	/* Nobody fights: the guard stands by. */
	play_pulses(40);
	ck_assert_ptr_null(g->fighting);
	play_type(a, "kill baker");
	play_until(a, "The guard says 'Halt, Alice! In the name of the "
	    "watch!'", 40);
	ck_assert_ptr_eq(g->fighting, a);
}
END_TEST

START_TEST(test_guard_attacks_wanted)
{
	struct character	*a = hero("Alice", SQUARE);
	struct character	*g = mob_in(SQUARE, 3010);
	char			*error = NULL;

	script_run_text(room_find(SQUARE), "test",
	    "self:find_char(\"alice\"):set(\"wanted\", true)", &error);
	ck_assert_msg(error == NULL, "%s", error);
	play_until(a, "Halt, Alice!", 40);
	ck_assert_ptr_eq(g->fighting, a);
}
END_TEST

START_TEST(test_fido_eats_corpse)
{
	struct character	*a = hero("Alice", KENNEL);
	struct character	*rat;
	struct object		*c;

	rat = char_new_mob(world_mob_def(3016));
	char_to_room(rat, room_find(KENNEL));
	c = corpse_make(rat);
	obj_to_obj(obj_create(world_obj_def(3021)), c);
	play_skip(a);
	play_until(a, "The fido tears into a corpse and wolfs it down.", 40);
	ck_assert_ptr_null(obj_in(KENNEL, 0));
	/* What it held is on the floor. */
	ck_assert_ptr_nonnull(obj_in(KENNEL, 3021));
}
END_TEST

START_TEST(test_mage_casts_in_fight)
{
	struct character	*a = hero("Alice", TOWER);

	play_skip(a);
	play_type(a, "kill wizard");
	play_until(a, "The wizard intones '", 200);
}
END_TEST

START_TEST(test_janitor_picks_up_litter)
{
	struct character	*a = hero("Alice", ALLEY);
	struct character	*j = mob_in(ALLEY, 3013);

	obj_to_room(obj_create(world_obj_def(3032)), room_find(ALLEY));
	obj_to_char(obj_create(world_obj_def(3020)), a);
	obj_to_char(obj_create(world_obj_def(3021)), a);
	play_type(a, "drop paper");
	play_type(a, "drop ring");
	play_skip(a);
	play_until(a, "The janitor sweeps up some litter.", 40);
	ck_assert_ptr_null(obj_in(ALLEY, 3020));
	ck_assert_ptr_nonnull(TAILQ_FIRST(&j->carrying));
	ck_assert_int_eq(TAILQ_FIRST(&j->carrying)->vnum, 3020);
	/* Not what is worth something, nor what cannot be taken. */
	play_pulses(80);
	ck_assert_ptr_nonnull(obj_in(ALLEY, 3021));
	ck_assert_ptr_nonnull(obj_in(ALLEY, 3032));
}
END_TEST

START_TEST(test_bank_keeps_gold)
{
	struct character	*a = hero("Alice", BANK);
	struct player_data	 pd;
	char			*error = NULL;

	a->pd.gold = 100;
	play_skip(a);
	play_type(a, "deposit 60");
	play_expect(a, "You deposit 60 gold. Your balance is 60 gold.");
	ck_assert_int_eq(a->pd.gold, 40);
	play_type(a, "deposit 500");
	play_expect(a, "You don't have that much gold!");
	play_type(a, "deposit 2.5");
	play_expect(a, "Deposit how much?");
	play_type(a, "deposit -3");
	play_expect(a, "Deposit how much?");
	play_type(a, "withdraw 1e9");
	play_expect(a, "You don't have that much in the bank!");
	play_type(a, "withdraw 10");
	play_expect(a, "You withdraw 10 gold. Your balance is 50 gold.");
	ck_assert_int_eq(a->pd.gold, 50);
	play_type(a, "balance");
	play_expect(a, "Your balance is 50 gold.");
	/* A player's variable: saved with the player, in the database. */
	ck_assert_int_eq(script_run_text(room_find(BANK), "test",
	    "return self:find_char(\"alice\"):get(\"bank_gold\") == 50",
	    &error), 1);
	ck_assert_msg(error == NULL, "%s", error);
	ck_assert_int_eq(char_save(a), 0);
	memset(&pd, 0, sizeof pd);
	ck_assert_int_eq(save_load_player(game_store, "Alice", &pd, &error),
	    1);
	ck_assert_ptr_nonnull(pd.vars);
	ck_assert_ptr_nonnull(strstr(pd.vars, "bank_gold=n50"));
	ck_assert_int_eq(pd.gold, 50);
	player_data_clear(&pd);
}
END_TEST

START_TEST(test_dump_takes_litter)
{
	struct character	*a = hero("Alice", DUMP);

	a->pd.gold = 0;
	obj_to_char(obj_create(world_obj_def(3021)), a);
	play_skip(a);
	play_type(a, "drop ring");
	play_expect(a, "You drop a gold ring. The heap swallows it up!");
	play_expect(a, "You are paid 30 gold");
	ck_assert_int_eq(a->pd.gold, 30);
	ck_assert_ptr_null(obj_in(DUMP, 3021));
	ck_assert_ptr_null(TAILQ_FIRST(&a->carrying));
}
END_TEST

START_TEST(test_guild_guard_blocks)
{
	struct character	*a = hero("Alice", GUILDHALL);

	/* Alice is not a mage (fx_player makes warriors): refused. The
	   magister is a room further on. */
	play_skip(a);
	play_type(a, "north");
	play_expect(a, "The doorman blocks your way: only the mages' "
	    "guild may pass.");
	ck_assert_int_eq(a->room->vnum, GUILDHALL);
	/* A mage goes by. */
	{
		struct character	*b = hero("Bob", GUILDHALL);

		text_strlcpy(b->pd.class_name, "mage",
		    sizeof b->pd.class_name);
		play_type(b, "north");
		play_not(b, "blocks your way");
		ck_assert_int_eq(b->room->vnum, GUILD);
	}
}
END_TEST

START_TEST(test_dragon_breathes)
{
	struct character	*a = hero("Alice", 3009);
	int			 hp;

	play_skip(a);
	play_type(a, "kill dragon");
	hp = a->pd.hit;
	play_until(a, "The dragon breathes a blast of fire at you!", 200);
	ck_assert_int_lt(a->pd.hit, hp);
}
END_TEST

START_TEST(test_snake_poisons)
{
	struct character	*a = hero("Alice", 3010);

	play_skip(a);
	play_type(a, "kill snake");
	play_until(a, "The snake bites Alice!", 200);
	play_until(a, "The snake intones 'poison'", 5);
}
END_TEST

START_TEST(test_thief_steals)
{
	struct character	*a = hero("Alice", 3011);
	struct character	*t = mob_in(3011, 3023);
	long long		 had = t->pd.gold;
	int			 n;

	a->pd.gold = 1000;
	play_skip(a);
	/* Caught now and then; in the end it takes some. */
	for (n = 0; n < 4000 && a->pd.gold == 1000; n++)
		play_pulses(1);
	ck_assert_int_lt(a->pd.gold, 1000);
	ck_assert_int_eq(t->pd.gold - had, 1000 - a->pd.gold);
}
END_TEST

START_TEST(test_receptionist_no_rent)
{
	struct character	*a = hero("Alice", 3012);

	play_skip(a);
	play_type(a, "rent");
	play_expect(a, "The clerk says 'No rent is due here, Alice: you and "
	    "all you carry are saved as you go, and kept when you quit.'");
	play_expect(a, "nothing is charged");
}
END_TEST

START_TEST(test_pet_shop_sells)
{
	struct character	*a = hero("Alice", 3013);
	struct character	*p;
	int			 found = 0;

	a->pd.gold = 20000;
	play_skip(a);
	play_type(a, "list");
	play_expect(a, "Animals to take home:");
	play_expect(a, "the puppy");
	play_type(a, "buy puppy");
	play_expect(a, "The animal is yours now; it follows you.");
	ck_assert_int_eq(a->pd.gold, 20000 - 300 * 20);
	TAILQ_FOREACH(p, &room_find(3013)->people, room_entry)
		if (p->mob != NULL && p->mob->vnum == 3025 &&
		    p->master == a)
			found = 1;
	ck_assert(found);
	/* Not for sale: said so. */
	play_type(a, "buy dragon");
	play_expect(a, "No pet here goes by that name.");
}
END_TEST

START_TEST(test_gangs_fight)
{
	struct character	*a = hero("Alice", 3015);

	play_skip(a);
	play_until(a, " ground, the ", 400);
	ck_assert_ptr_nonnull(mob_in(3015, 3026)->fighting);
}
END_TEST

START_TEST(test_adept_helps_the_young)
{
	struct character	*a = hero("Alice", 3016);

	play_skip(a);
	play_until(a, "The acolyte intones '", 400);
}
END_TEST

START_TEST(test_mayor_opens_and_closes)
{
	struct character	*a = hero("Alice", 3017);
	struct room		*hall = room_find(3017);
	int			 day = 24 * 60 * 4;	/* hour_length 60 s */

	play_skip(a);
	/* His path at 20: 'c', close and lock the doors; at 6: 'o', open
	   them (the calendar starts at 6). */
	play_until(a, "The mayor says 'Bar the gates!'",
	    day);
	ck_assert_int_ne(hall->door[DIR_NORTH] & EXIT_LOCKED, 0);
	play_until(a, "The mayor says 'Unbar the gates!'",
	    day);
	ck_assert_int_eq(hall->door[DIR_NORTH] & EXIT_CLOSED, 0);
	ck_assert_int_eq(room_find(3018)->door[DIR_SOUTH] & EXIT_CLOSED, 0);
}
END_TEST

START_TEST(test_postmaster_points_to_mail)
{
	struct character	*a = hero("Alice", 3019);

	play_skip(a);
	play_type(a, "check");
	play_expect(a, "The postmaster says 'The post goes everywhere now, "
	    "Alice.'");
	play_expect(a, "'help mail' says more.");
}
END_TEST

START_TEST(test_patrolman_breaks_up_a_fight)
{
	struct character	*a = hero("Alice", 3020);
	struct character	*p = mob_in(3020, 3031);

	play_skip(a);
	play_type(a, "kill rat");
	play_until(a, "The constable blows a shrill blast on a whistle.",
	    40);
	ck_assert_ptr_nonnull(p->fighting);
}
END_TEST

/* Run Lua as the room's script; its result as a boolean. */
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

/* The calls the behaviours needed: spell, guild, flag, player_corpse. */
START_TEST(test_api_calls)
{
	struct character	*a = hero("Alice", TOWER);
	struct character	*w = mob_in(TOWER, 3014);

	play_skip(a);
	/* A mobile's own magic: no mana, at once, the room sees it. */
	w->pd.mana = 0;
	ck_assert_int_eq(run(TOWER, "return self:find_char(3014):"
	    "spell(\"armor\")"), 1);
	play_expect(a, "The wizard intones 'armor'.");
	ck_assert(magic_affect_remove(w, magic_spell_by_area_name("armor")));
	ck_assert_int_eq(run(TOWER, "return self:find_char(3014):"
	    "spell(\"cure_light\", self:find_char(\"alice\"))"), 1);
	play_expect(a, "The wizard intones 'cure light'.");
	/* No such spell; a harmful one without a foe; not a player. */
	ck_assert_int_eq(run(TOWER, "return self:find_char(3014):"
	    "spell(\"nosuch\") or self:find_char(3014):spell(\"fireball\") "
	    "or self:find_char(\"alice\"):spell(\"armor\")"), 0);
	/* guild(), flag(), player_corpse(). */
	ck_assert_int_eq(run(TOWER, "return find_mob(3018):guild() == "
	    "\"mage\" and find_mob(3014):guild() == nil"), 1);
	ck_assert_int_eq(run(TOWER, "local o = self:load_obj(3032)\n"
	    "return o:flag(\"no_take\") and not o:flag(\"magic\") and "
	    "not o:flag(\"nosuch\") and not o:player_corpse()"), 1);
}
END_TEST

/* A builder gives a mobile a behaviour in the game with one line. */
START_TEST(test_medit_behaviour)
{
	struct character	*w = play_enter("Wanda", SQUARE, ROLE_ADMIN);
	const struct mob_def	*m;
	char			*news;

	play_type(w, "medit 3016 behaviour janitor");
	play_pulses(1);
	m = world_mob_def(3016);
	news = play_news(w);
	ck_assert_msg(m->nscripts == 1 && m->scripts[0].behaviour != NULL,
	    "%s", news);
	free(news);
	ck_assert_str_eq(m->scripts[0].behaviour, "janitor");
	ck_assert_int_eq(m->scripts[0].trigger, TRIG_TICK);
	/* A wrong one is refused with the checker's message. */
	play_type(w, "medit 3016 behaviour janitr");
	play_expect(w, "unknown behaviour 'janitr' (did you mean "
	    "'janitor'?)");
	play_type(w, "medit 3016 behaviour delete");
	play_pulses(1);
	ck_assert_uint_eq(world_mob_def(3016)->nscripts, 0);
}
END_TEST

/* Every behaviour of the library loads and compiles on what it is for. */
START_TEST(test_library_compiles)
{
	struct script_def	*s = NULL;
	struct room_def		 holder;
	unsigned int		 t = 0;
	size_t			 i, j, n, ok;
	char			*cause, *msg;
	int			 kind, line;

	ck_assert_uint_ge(area_behaviour_count(), 19);
	for (i = 0; i < area_behaviour_count(); i++) {
		ok = 0;
		for (kind = SCRIPT_ROOM; kind <= SCRIPT_OBJ; kind++) {
			n = 0;
			s = NULL;
			cause = NULL;
			if (area_behaviour_add(kind, area_behaviour_name(i),
			    NULL, 1, &s, &n, &t, &cause) != 0) {
				ck_assert_ptr_nonnull(cause);
				free(cause);
				continue;
			}
			ok++;
			for (j = 0; j < n; j++) {
				msg = NULL;
				ck_assert_msg(script_check(&s[j], &line,
				    &msg) == 0, "%s: %s:%d: %s",
				    area_behaviour_name(i), s[j].path, line,
				    msg);
			}
			memset(&holder, 0, sizeof holder);
			holder.scripts = s;
			holder.nscripts = n;
			area_room_def_free(&holder);
		}
		ck_assert_msg(ok > 0, "%s is for nothing",
		    area_behaviour_name(i));
	}
}
END_TEST

START_TEST(test_check_and_write)
{
	static const char	text[] =
		"area B\n"
		"vnums 5000 5099\n"
		"\n"
		"room 5000\n"
		"name A\n"
		"sector inside\n"
		"description\n"
		"A.\n"
		"~\n"
		"behaviour dump\n"
		"end\n"
		"\n"
		"mob 5001\n"
		"keywords m\n"
		"short m\n"
		"long m\n"
		"description\n"
		"m\n"
		"~\n"
		"level 1\n"
		"hit 1d1+1\n"
		"damage 1d1\n"
		"script speech hi\n"
		"self:say(\"hi\")\n"
		"~\n"
		"behaviour breath frost\n"
		"behaviour fido\n"
		"end\n";
	static const char	bad[] =
		"area B\n"
		"vnums 5000 5099\n"
		"room 5000\n"
		"name A\n"
		"description\n"
		"A.\n"
		"~\n"
		"behaviour fido\n"
		"behaviour nosuch\n"
		"end\n"
		"mob 5001\n"
		"keywords m\n"
		"short m\n"
		"long m\n"
		"description\n"
		"m\n"
		"~\n"
		"level 1\n"
		"hit 1d1+1\n"
		"damage 1d1\n"
		"behaviour breath plasma\n"
		"behaviour fido now\n"
		"behaviour\n"
		"end\n";
	struct area_def	*a;
	char		*errors = NULL, *out;
	size_t		 len;
	int		 n = 0;

	a = area_parse("b.are", text, strlen(text), &errors, &n);
	ck_assert_msg(n == 0, "%s", errors);
	ck_assert_uint_eq(a->mobs[0].nscripts, 3);
	ck_assert_int_eq(a->mobs[0].scripts[1].trigger, TRIG_FIGHT);
	ck_assert_int_eq(a->mobs[0].scripts[2].trigger, TRIG_TICK);
	ck_assert_ptr_nonnull(strstr(a->mobs[0].scripts[1].source,
	    "local arg = \"frost\""));
	out = area_write(a, &len);
	ck_assert_str_eq(out, text);
	free(out);
	area_free(a);
	free(errors);
	errors = NULL;
	n = 0;
	a = area_parse("b.are", bad, strlen(bad), &errors, &n);
	ck_assert_int_eq(n, 5);
	ck_assert_ptr_nonnull(strstr(errors, "b.are:8: behaviour 'fido' is "
	    "not for rooms (it is for: mob)"));
	ck_assert_ptr_nonnull(strstr(errors, "b.are:9: unknown behaviour "
	    "'nosuch'"));
	ck_assert_ptr_nonnull(strstr(errors, "b.are:21: bad argument "
	    "'plasma' for behaviour 'breath' (fire acid frost gas lightning "
	    "any)"));
	ck_assert_ptr_nonnull(strstr(errors, "b.are:22: behaviour 'fido' "
	    "takes no argument"));
	ck_assert_ptr_nonnull(strstr(errors, "b.are:23: usage: behaviour"));
	area_free(a);
	free(errors);
}
END_TEST

static Suite *
behaviour_suite(void)
{
	Suite	*s = suite_create("behaviour");
	TCase	*tc = tcase_create("behaviour");

	tcase_add_unchecked_fixture(tc, fx_dir_make, fx_dir_remove);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_guard_attacks_aggressor);
	tcase_add_test(tc, test_guard_attacks_wanted);
	tcase_add_test(tc, test_fido_eats_corpse);
	tcase_add_test(tc, test_mage_casts_in_fight);
	tcase_add_test(tc, test_janitor_picks_up_litter);
	tcase_add_test(tc, test_bank_keeps_gold);
	tcase_add_test(tc, test_dump_takes_litter);
	tcase_add_test(tc, test_guild_guard_blocks);
	tcase_add_test(tc, test_dragon_breathes);
	tcase_add_test(tc, test_snake_poisons);
	tcase_add_test(tc, test_thief_steals);
	tcase_add_test(tc, test_receptionist_no_rent);
	tcase_add_test(tc, test_pet_shop_sells);
	tcase_add_test(tc, test_gangs_fight);
	tcase_add_test(tc, test_adept_helps_the_young);
	tcase_add_test(tc, test_mayor_opens_and_closes);
	tcase_add_test(tc, test_postmaster_points_to_mail);
	tcase_add_test(tc, test_patrolman_breaks_up_a_fight);
	tcase_add_test(tc, test_api_calls);
	tcase_add_test(tc, test_medit_behaviour);
	tcase_add_test(tc, test_library_compiles);
	tcase_add_test(tc, test_check_and_write);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(behaviour_suite()));
}
