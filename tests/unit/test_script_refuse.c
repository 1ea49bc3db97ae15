/*
 * test_script_refuse.c: a script refuses the action that set it off by
 * returning false (area/SCRIPTING.md), played in game time
 * (tests/unit/play.h): a step (walking, fleeing, following) that a leave
 * script refuses is not taken and costs nothing; one an enter script
 * refuses ends where it began; an object a get, drop, give, receive or
 * wear script refuses stays where it was (one at a time, and among all);
 * a command script's false keeps the command from running; nothing and
 * nil change nothing. And a greeting after a transfer, goto or recall
 * comes after the room.
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
#define GUILD	3002
#define GARDEN	3003
#define SHRINE	3004
#define PIT	3005

static const char refuse_area[] =
	"area Refuse\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Hall\n"
	"description\n"
	"A hall.\n"
	"~\n"
	"exit north 3002\n"
	"exit east 3003\n"
	"exit west 3004\n"
	"exit down 3005\n"
	"script command north\n"
	"if ch:get(\"stuck\") then ch:send(\"Your boots are glued.\") "
	"return false end\n"
	"~\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name The Guild\n"
	"description\n"
	"A guild.\n"
	"~\n"
	"exit south 3001\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name The Garden\n"
	"description\n"
	"A garden.\n"
	"~\n"
	"exit west 3001\n"
	"script enter\n"
	"if ch:get(\"banned\") then ch:send(\"Thorns push you out.\") "
	"return false end\n"
	"~\n"
	"end\n"
	"\n"
	"room 3004\n"
	"name The Shrine\n"
	"description\n"
	"A shrine.\n"
	"~\n"
	"exit east 3001\n"
	"script drop\n"
	"if obj:vnum() == 3022 then ch:send(\"Not on holy ground.\") "
	"return false end\n"
	"~\n"
	"script leave\n"
	"if ch:get(\"pinned\") then ch:send(\"The shrine holds you.\") "
	"return false end\n"
	"~\n"
	"end\n"
	"\n"
	"room 3005\n"
	"name The Pit\n"
	"description\n"
	"A pit.\n"
	"~\n"
	"exit up 3001\n"
	"end\n"
	"\n"
	"mob 3010\n"
	"keywords guard\n"
	"short the guild guard\n"
	"long A guild guard blocks the north door.\n"
	"description\n"
	"Stern.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+40\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"script leave\n"
	"if text == \"north\" and not ch:get(\"member\") then\n"
	"  self:say(\"Members only.\")\n"
	"  return false\n"
	"end\n"
	"~\n"
	"script enter\n"
	"if ch:is_player() then self:say(\"Greetings, \" .. ch:name() .. "
	"\".\") end\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3011\n"
	"keywords collector\n"
	"short the collector\n"
	"long A collector wants only rubies.\n"
	"description\n"
	"Picky.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+40\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"script receive\n"
	"if obj:vnum() ~= 3023 then self:say(\"I don't want that.\") "
	"return false end\n"
	"self:say(\"A ruby!\")\n"
	"~\n"
	"end\n"
	"\n"
	"mob 3012\n"
	"keywords rat\n"
	"short a rat\n"
	"long A rat squeaks here.\n"
	"description\n"
	"Small.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+4000\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3020\n"
	"keywords idol\n"
	"short a stone idol\n"
	"long A stone idol squats here.\n"
	"type treasure\n"
	"weight 1\n"
	"script get\n"
	"ch:send(\"The idol will not budge.\")\n"
	"return false\n"
	"~\n"
	"end\n"
	"\n"
	"object 3021\n"
	"keywords pebble\n"
	"short a pebble\n"
	"long A pebble lies here.\n"
	"type treasure\n"
	"weight 1\n"
	"script get\n"
	"return nil\n"
	"~\n"
	"end\n"
	"\n"
	"object 3022\n"
	"keywords curse cursed skull\n"
	"short a cursed skull\n"
	"long A cursed skull grins here.\n"
	"type treasure\n"
	"wear finger\n"
	"weight 1\n"
	"script drop\n"
	"if ch:get(\"keeps\") then ch:send(\"The skull clings to you.\") "
	"return false end\n"
	"~\n"
	"script give\n"
	"ch:send(\"The skull will not leave you.\")\n"
	"return false\n"
	"~\n"
	"script wear\n"
	"ch:send(\"The skull bites your finger.\")\n"
	"return false\n"
	"~\n"
	"end\n"
	"\n"
	"object 3023\n"
	"keywords ruby\n"
	"short a ruby\n"
	"long A ruby glitters here.\n"
	"type treasure\n"
	"wear neck\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3024\n"
	"keywords chest\n"
	"short a chest\n"
	"long A chest stands here.\n"
	"type container\n"
	"capacity 100\n"
	"weight 50\n"
	"flags no_take\n"
	"end\n"
	"\n"
	"reset mob 3010 in 3001\n"
	"reset mob 3011 in 3001\n"
	"reset object 3020 in 3001\n"
	"reset object 3021 in 3001\n"
	"reset object 3024 in 3001\n"
	"reset put 3020 in 3024\n"
	"reset put 3021 in 3024\n";

static void
setup(void)
{
	const char *const	files[] = { "refuse.are", refuse_area, NULL };

	play_start(files, 11);
}

static void
teardown(void)
{
	play_stop();
}

/* The first object of vnum in list, or NULL. */
static struct object *
obj_of(struct object_list *list, int vnum)
{
	struct object	*obj;

	TAILQ_FOREACH(obj, list, place) {
		if (obj->vnum == vnum)
			return (obj);
	}
	return (NULL);
}

/* Give ch a new object of vnum. */
static struct object *
give_new(struct character *ch, int vnum)
{
	struct object	*obj = fx_obj(vnum);

	obj_to_char(obj, ch);
	return (obj);
}

static void
set_var(struct character *ch, const char *name)
{
	char	*cause = NULL, line[128];

	snprintf(line, sizeof line, "local p = self:find_char(\"%s\") "
	    "p:set(\"%s\", true)", ch->pd.name, name);
	ck_assert_int_eq(script_run_text(ch->room, "t", line, &cause), 0);
	ck_assert_ptr_null(cause);
}

/* Where in what ch was sent is want (or fail)? */
static size_t
where_in(struct character *ch, const char *want)
{
	size_t		 len;
	const char	*all = play_transcript(ch, &len), *at;
	char		*s = xmalloc(len + 1);
	size_t		 off;

	memcpy(s, all, len);
	s[len] = '\0';
	at = strstr(s, want);
	ck_assert_msg(at != NULL, "%s was not sent \"%s\"", ch->pd.name, want);
	off = (size_t)(at - s);
	free(s);
	return (off);
}

/* Was ch ever sent want? */
static int
ever_sent(struct character *ch, const char *want)
{
	size_t		 len;
	const char	*all = play_transcript(ch, &len);

	return (memmem(all, len, want, strlen(want)) != NULL);
}

/* The guild guard's leave script: the north door is refused. */
START_TEST(test_leave_refused_nothing_happens)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);
	int			 move = a->pd.move;

	play_skip(a);
	play_skip(b);
	play_type(a, "north");
	play_expect(a, "The guild guard says 'Members only.'");
	ck_assert_ptr_eq(a->room, room_find(HALL));
	ck_assert_int_eq(a->pd.move, move);
	play_not(a, "The Guild");
	play_not(b, "Alice leaves north");
	/* Another way is not the guard's business. */
	play_type(a, "down");
	play_expect(a, "The Pit");
	play_type(a, "up");
	set_var(a, "member");
	play_skip(a);
	play_type(a, "north");
	play_expect(a, "The Guild");
	ck_assert_ptr_eq(a->room, room_find(GUILD));
	ck_assert_int_lt(a->pd.move, move);
}
END_TEST

/* A follower whose step is refused stays, and is not told it follows. */
START_TEST(test_follow_refused)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);

	set_var(a, "member");
	play_type(b, "follow alice");
	play_skip(b);
	play_type(a, "north");
	ck_assert_ptr_eq(a->room, room_find(GUILD));
	ck_assert_ptr_eq(b->room, room_find(HALL));
	play_expect(b, "The guild guard says 'Members only.'");
	play_not(b, "You follow");
}
END_TEST

/* A flight a leave script refuses: still here, still fighting. */
START_TEST(test_flee_refused)
{
	struct character	*a = play_enter("Alice", SHRINE, ROLE_PLAYER);
	struct character	*rat = fx_mob(3012, SHRINE);
	int			 i, held = 0;

	game_start_events(rat);
	a->pd.hit = a->pd.max_hit = 5000;
	set_var(a, "pinned");
	play_type(a, "kill rat");
	ck_assert_ptr_eq(a->fighting, rat);
	for (i = 0; i < 20 && !held; i++) {
		play_skip(a);
		play_type(a, "flee");
		play_pulses(12);	/* what kill and flee make it wait */
		held = play_saw(a, "The shrine holds you.");
		ck_assert_ptr_eq(a->room, room_find(SHRINE));
	}
	ck_assert_msg(held, "no flight got as far as the leave script");
	ck_assert(!ever_sent(a, "You flee"));
	ck_assert_ptr_eq(a->fighting, rat);
}
END_TEST

/* An enter script that refuses: back where it came from, nothing paid. */
START_TEST(test_enter_refused_sent_back)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	int			 move = a->pd.move;

	set_var(a, "banned");
	play_skip(a);
	play_type(a, "east");
	play_expect(a, "Thorns push you out.");
	play_expect(a, "The Hall");
	ck_assert_ptr_eq(a->room, room_find(HALL));
	ck_assert_int_eq(a->pd.move, move);
}
END_TEST

/* get: refused from the floor, among all, and from a container. */
START_TEST(test_get_refused)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct room		*hall = room_find(HALL);
	struct object		*chest = obj_of(&hall->contents, 3024);

	ck_assert_ptr_nonnull(chest);
	play_skip(a);
	play_type(a, "get idol");
	play_expect(a, "The idol will not budge.");
	play_not(a, "You get");
	ck_assert_ptr_nonnull(obj_of(&hall->contents, 3020));
	ck_assert_ptr_null(obj_of(&a->carrying, 3020));
	/* All: the pebble (its script returns nil) comes, the idol not. */
	play_type(a, "get all");
	play_expect(a, "The idol will not budge.");
	ck_assert_ptr_nonnull(obj_of(&a->carrying, 3021));
	ck_assert_ptr_null(obj_of(&a->carrying, 3020));
	ck_assert_ptr_nonnull(obj_of(&hall->contents, 3020));
	play_type(a, "get all chest");
	play_expect(a, "The idol will not budge.");
	ck_assert_ptr_nonnull(obj_of(&chest->contents, 3020));
	ck_assert_ptr_null(obj_of(&chest->contents, 3021));
	play_skip(a);
	play_type(a, "get idol chest");
	play_expect(a, "The idol will not budge.");
	play_not(a, "You get");
	ck_assert_ptr_nonnull(obj_of(&chest->contents, 3020));
}
END_TEST

/* drop: the object's script and the room's, one and all. */
START_TEST(test_drop_refused)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);

	give_new(a, 3022);
	give_new(a, 3023);
	set_var(a, "keeps");
	play_skip(a);
	play_skip(b);
	play_type(a, "drop skull");
	play_expect(a, "The skull clings to you.");
	play_not(a, "You drop");
	play_not(b, "drops");
	ck_assert_ptr_nonnull(obj_of(&a->carrying, 3022));
	ck_assert_ptr_null(obj_of(&room_find(HALL)->contents, 3022));
	play_type(a, "drop all");
	play_expect(a, "The skull clings to you.");
	ck_assert_ptr_nonnull(obj_of(&a->carrying, 3022));
	ck_assert_ptr_nonnull(obj_of(&room_find(HALL)->contents, 3023));
	/* The shrine's own drop script refuses the skull only. */
	give_new(b, 3022);
	give_new(b, 3023);
	play_type(b, "west");
	play_skip(b);
	play_type(b, "drop skull");
	play_expect(b, "Not on holy ground.");
	play_not(b, "You drop");
	ck_assert_ptr_nonnull(obj_of(&b->carrying, 3022));
	play_type(b, "drop ruby");
	play_expect(b, "You drop a ruby.");
}
END_TEST

/* give: the object's give script, and the receiver's receive script. */
START_TEST(test_give_receive_refused)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct character	*b = play_enter("Bob", HALL, ROLE_PLAYER);

	give_new(a, 3022);
	play_skip(a);
	play_skip(b);
	play_type(a, "give skull bob");
	play_expect(a, "The skull will not leave you.");
	play_not(a, "You give");
	play_not(b, "gives you");
	ck_assert_ptr_nonnull(obj_of(&a->carrying, 3022));
	ck_assert_ptr_null(obj_of(&b->carrying, 3022));
	/* The collector takes a ruby, and nothing else. */
	give_new(a, 3021);
	play_type(a, "give pebble collector");
	play_expect(a, "The collector says 'I don't want that.'");
	play_not(a, "You give");
	ck_assert_ptr_nonnull(obj_of(&a->carrying, 3021));
	give_new(a, 3023);
	play_type(a, "give ruby collector");
	play_expect(a, "The collector says 'A ruby!'");
	play_expect(a, "You give a ruby to the collector.");
	ck_assert_ptr_null(obj_of(&a->carrying, 3023));
}
END_TEST

/* wear: refused, it stays in the pack; wear all wears the rest. */
START_TEST(test_wear_refused)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);
	struct object		*skull = give_new(a, 3022);
	struct object		*ruby;

	play_skip(a);
	play_type(a, "wear skull");
	play_expect(a, "The skull bites your finger.");
	play_not(a, "You wear");
	ck_assert_int_eq(skull->worn, WEAR_NONE);
	ruby = give_new(a, 3023);
	play_type(a, "wear all");
	play_expect(a, "The skull bites your finger.");
	ck_assert_int_eq(skull->worn, WEAR_NONE);
	ck_assert_int_ne(ruby->worn, WEAR_NONE);
}
END_TEST

/* A command script's false keeps the command from running; nil not. */
START_TEST(test_command_refused)
{
	struct character	*a = play_enter("Alice", HALL, ROLE_PLAYER);

	set_var(a, "member");
	set_var(a, "stuck");
	play_skip(a);
	play_type(a, "north");
	play_expect(a, "Your boots are glued.");
	play_not(a, "The Guild");
	ck_assert_ptr_eq(a->room, room_find(HALL));
}
END_TEST

/* After goto, the room comes first, then the greeting. */
START_TEST(test_greeting_after_goto)
{
	struct character	*ad = play_enter("Ada", PIT, ROLE_ADMIN);

	play_type(ad, "goto 3001");
	ck_assert_ptr_eq(ad->room, room_find(HALL));
	ck_assert_uint_lt(where_in(ad, "The Hall"),
	    where_in(ad, "Greetings, Ada."));
}
END_TEST

/* After a transfer too (and recall: the same three steps). */
START_TEST(test_greeting_after_transfer)
{
	struct character	*ad = play_enter("Ada", HALL, ROLE_ADMIN);
	struct character	*b = play_enter("Bob", PIT, ROLE_PLAYER);

	play_type(ad, "transfer Bob");
	ck_assert_ptr_eq(b->room, room_find(HALL));
	ck_assert_uint_lt(where_in(b, "The Hall"),
	    where_in(b, "Greetings, Bob."));
}
END_TEST

static Suite *
refuse_suite(void)
{
	Suite	*s = suite_create("script_refuse");
	TCase	*tc = tcase_create("refuse");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_leave_refused_nothing_happens);
	tcase_add_test(tc, test_follow_refused);
	tcase_add_test(tc, test_flee_refused);
	tcase_add_test(tc, test_enter_refused_sent_back);
	tcase_add_test(tc, test_get_refused);
	tcase_add_test(tc, test_drop_refused);
	tcase_add_test(tc, test_give_receive_refused);
	tcase_add_test(tc, test_wear_refused);
	tcase_add_test(tc, test_command_refused);
	tcase_add_test(tc, test_greeting_after_goto);
	tcase_add_test(tc, test_greeting_after_transfer);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(refuse_suite()));
}
