/*
 * test_olc.c: editing areas in the game. The pure parts: what a builder
 * types turned into edits (edit_parse, edit_ops), edits of an area's
 * canonical text read back by the reader with its messages (olc_apply),
 * the stamps and the conflict between a file and the game. And, on the
 * game-time harness, an edit live at once for a player standing there,
 * the lock of one builder, and a room deleted from under a player.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <utime.h>

#include "check_main.h"
#include "edit.h"
#include "olc.h"
#include "play.h"
#include "room.h"
#include "world.h"

/* Parse a line for kind; the request, whose strings point into buf. */
static struct edit_req
parse(enum olc_kind kind, char *buf, const char *line, int rc)
{
	struct edit_req	 req;
	const char	*why = NULL;

	strcpy(buf, line);
	ck_assert_msg(edit_parse(kind, buf, &req, &why) == rc, "'%s': %s",
	    line, why != NULL ? why : "parsed");
	if (rc != 0)
		ck_assert_ptr_nonnull(why);
	return (req);
}

START_TEST(test_parse_fields)
{
	struct edit_req	r;
	char		buf[256];

	r = parse(OLC_ROOM, buf, "name The Old Mill", 0);
	ck_assert_int_eq(r.action, EA_SET);
	ck_assert_int_eq(r.vnum, -1);		/* the room one stands in */
	ck_assert_str_eq(r.field, "name");
	ck_assert_str_eq(r.value, "The Old Mill");
	ck_assert_ptr_null(r.sub);

	r = parse(OLC_ROOM, buf, "3001 exit North 3005 door closed", 0);
	ck_assert_int_eq(r.vnum, 3001);
	ck_assert_str_eq(r.field, "exit");
	ck_assert_str_eq(r.sub, "north");
	ck_assert_str_eq(r.value, "3005 door closed");

	r = parse(OLC_ROOM, buf, "exit north delete", 0);
	ck_assert_int_eq(r.action, EA_REMOVE);
	r = parse(OLC_ROOM, buf, "FLAGS +Dark -safe", 0);
	ck_assert_int_eq(r.action, EA_TOGGLE);
	ck_assert_str_eq(r.value, "+dark -safe");
	r = parse(OLC_ROOM, buf, "flags dark -safe", 0);
	ck_assert_int_eq(r.action, EA_SET);	/* not all are changes */

	r = parse(OLC_ROOM, buf, "description", 0);
	ck_assert(r.text_needed);
	r = parse(OLC_ROOM, buf, "description A one-line room.", 0);
	ck_assert(!r.text_needed);
	ck_assert_str_eq(r.value, "A one-line room.");
	r = parse(OLC_ROOM, buf, "extra altar stone", 0);
	ck_assert(r.text_needed);
	ck_assert_str_eq(r.sub, "altar stone");
	r = parse(OLC_ROOM, buf, "extra altar stone delete", 0);
	ck_assert_int_eq(r.action, EA_REMOVE);
	ck_assert_str_eq(r.sub, "altar stone");

	r = parse(OLC_MOB, buf, "3001 level 12", 0);
	ck_assert_int_eq(r.vnum, 3001);
	ck_assert_str_eq(r.value, "12");
	r = parse(OLC_OBJ, buf, "3010 apply str 2", 0);
	ck_assert_str_eq(r.sub, "str");
	ck_assert_str_eq(r.value, "2");
	r = parse(OLC_MOB, buf, "create 3050", 0);
	ck_assert_int_eq(r.action, EA_CREATE);
	ck_assert_int_eq(r.vnum, 3050);
	r = parse(OLC_MOB, buf, "3001", 0);
	ck_assert_int_eq(r.action, EA_SHOW);
	r = parse(OLC_ROOM, buf, "", 0);
	ck_assert_int_eq(r.action, EA_SHOW);
}
END_TEST

START_TEST(test_parse_refused)
{
	char	buf[256];

	parse(OLC_MOB, buf, "level 12", -1);		/* which mob? */
	parse(OLC_ROOM, buf, "0 name x", -1);
	parse(OLC_ROOM, buf, "end", -1);		/* structure */
	parse(OLC_ROOM, buf, "3001 room 3002", -1);
	parse(OLC_ROOM, buf, "reset mob 3000 in 3001", -1);
	parse(OLC_ROOM, buf, "exit", -1);
	parse(OLC_ROOM, buf, "exit north", -1);		/* where to? */
	parse(OLC_OBJ, buf, "3010 apply", -1);
	parse(OLC_ROOM, buf, "extra delete", -1);
	parse(OLC_MOB, buf, "create", -1);
	parse(OLC_MOB, buf, "delete 0", -1);
}
END_TEST

static struct area_def *
fixture_def(void)
{
	char		*errors = NULL;
	struct area_def	*a;
	int		 n;

	a = area_parse("fixture.are", fx_area_text, strlen(fx_area_text),
	    &errors, &n);
	ck_assert_msg(n == 0, "%s", errors);
	free(errors);
	return (a);
}

/* The type of object vnum in a, or -1. */
static int
obj_type_in(const struct area_def *a, int vnum)
{
	size_t	i;

	for (i = 0; i < a->nobjs; i++) {
		if (a->objs[i].vnum == vnum)
			return ((int)a->objs[i].type);
	}
	return (-1);
}

/*
 * Apply what a builder typed to the fixture area: the new definition, or
 * NULL with the problems, without their places, in *errors.
 */
static struct area_def *
edit(struct area_def *a, enum olc_kind kind, int vnum, const char *line,
    const char *text, char **errors)
{
	struct olc_op	 ops[EDIT_OPS_MAX];
	struct edit_req	 req;
	const char	*why;
	char		 buf[512], lines[2048], *raw = NULL;
	int		 n, nerrors;
	struct area_def	*def;

	strcpy(buf, line);
	ck_assert_msg(edit_parse(kind, buf, &req, &why) == 0, "%s", why);
	if (req.vnum < 0)
		req.vnum = vnum;
	n = edit_ops(&req, text, kind == OLC_OBJ ? obj_type_in(a,
	    req.vnum) : -1, ops, EDIT_OPS_MAX, lines, sizeof lines, &why);
	if (n < 0) {
		*errors = strdup(why);
		return (NULL);
	}
	def = olc_apply(a, ops, (size_t)n, &raw, &nerrors);
	*errors = raw != NULL ? olc_strip_places(raw) : NULL;
	free(raw);
	if (def == NULL)
		ck_assert_int_gt(nerrors, 0);
	return (def);
}

static const struct room_def *
room_in(const struct area_def *a, int vnum)
{
	size_t	i;

	for (i = 0; i < a->nrooms; i++) {
		if (a->rooms[i].vnum == vnum)
			return (&a->rooms[i]);
	}
	return (NULL);
}

/* An edit that must be taken: the new definition (the old one freed). */
static struct area_def *
take(struct area_def *a, enum olc_kind kind, int vnum, const char *line,
    const char *text)
{
	struct area_def	*def;
	char		*errors = NULL;

	def = edit(a, kind, vnum, line, text, &errors);
	ck_assert_msg(def != NULL, "'%s' refused: %s", line, errors);
	free(errors);
	area_free(a);
	return (def);
}

/* An edit that must be refused with a message holding want. */
static void
refuse(struct area_def *a, enum olc_kind kind, int vnum, const char *line,
    const char *text, const char *want)
{
	struct area_def	*def;
	char		*errors = NULL;

	def = edit(a, kind, vnum, line, text, &errors);
	ck_assert_msg(def == NULL, "'%s' taken", line);
	ck_assert_msg(errors != NULL && strstr(errors, want) != NULL,
	    "'%s': wanted '%s', got: %s", line, want, errors);
	/* The places in the temporary text are gone from the messages. */
	ck_assert_msg(strstr(errors, "fixture.are:") == NULL, "%s", errors);
	free(errors);
}

START_TEST(test_apply_sets_and_reads_back)
{
	struct area_def		*a = fixture_def();
	const struct room_def	*rm;
	char			*text;

	a = take(a, OLC_ROOM, 3001, "name The Old Mill", NULL);
	ck_assert_str_eq(room_in(a, 3001)->name, "The Old Mill");
	a = take(a, OLC_ROOM, 3001, "flags +dark -safe +indoors", NULL);
	ck_assert_int_eq(room_in(a, 3001)->flags,
	    ROOM_RECALL | ROOM_DARK | ROOM_INDOORS);
	a = take(a, OLC_ROOM, 3001, "exit north 3003 door closed", NULL);
	rm = room_in(a, 3001);
	ck_assert_int_eq(rm->exits[DIR_NORTH].to_vnum, 3003);
	ck_assert_int_eq(rm->exits[DIR_NORTH].flags, EXIT_DOOR | EXIT_CLOSED);
	a = take(a, OLC_ROOM, 3001, "look north", "A door of oak.\n");
	ck_assert_str_eq(room_in(a, 3001)->exits[DIR_NORTH].description,
	    "A door of oak.\n");
	/* An exit removed takes its description with it. */
	a = take(a, OLC_ROOM, 3001, "exit north delete", NULL);
	rm = room_in(a, 3001);
	ck_assert_int_eq(rm->exits[DIR_NORTH].to_vnum, -1);
	ck_assert_ptr_null(rm->exits[DIR_NORTH].description);
	a = take(a, OLC_ROOM, 3001, "extra altar stone", "Grey stone.\n"
	    "With two lines.\n");
	ck_assert_uint_eq(room_in(a, 3001)->nextras, 1);
	ck_assert_str_eq(room_in(a, 3001)->extras[0].text,
	    "Grey stone.\nWith two lines.\n");
	a = take(a, OLC_ROOM, 3001, "extra altar stone delete", NULL);
	ck_assert_uint_eq(room_in(a, 3001)->nextras, 0);
	/* A script is a text of the room's, judged by the reader too. */
	a = take(a, OLC_ROOM, 3001, "script speech hello",
	    "actor:send(\"Hi.\")\n");
	ck_assert_uint_eq(room_in(a, 3001)->nscripts, 1);
	a = take(a, OLC_ROOM, 3001, "script speech hello delete", NULL);
	ck_assert_uint_eq(room_in(a, 3001)->nscripts, 0);
	refuse(a, OLC_ROOM, 3001, "script whenever", "x = 1\n", "whenever");
	a = take(a, OLC_ROOM, 3001, "description A one-line room.", NULL);
	ck_assert_str_eq(room_in(a, 3001)->description, "A one-line room.\n");

	a = take(a, OLC_MOB, 0, "3000 level 12", NULL);
	ck_assert_int_eq(a->mobs[0].level, 12);
	a = take(a, OLC_MOB, 0, "3000 hitroll 3", NULL);
	ck_assert_int_eq(a->mobs[0].hitroll, 3);
	a = take(a, OLC_MOB, 0, "3000 hitroll delete", NULL);
	ck_assert_int_eq(a->mobs[0].hitroll, 0);

	/* A new type: the old type's values go, a weapon gets dice. */
	a = take(a, OLC_OBJ, 0, "3012 type weapon", NULL);
	ck_assert_int_eq(a->objs[2].type, OBJ_WEAPON);
	ck_assert_int_eq(a->objs[2].values[VAL_WEAPON_NUMBER], 1);
	ck_assert_int_eq(a->objs[2].values[VAL_WEAPON_SIZE], 4);
	a = take(a, OLC_OBJ, 0, "3012 dice 2d6+1", NULL);
	ck_assert_int_eq(a->objs[2].values[VAL_WEAPON_SIZE], 6);
	a = take(a, OLC_OBJ, 0, "3012 apply str 2", NULL);
	ck_assert_uint_eq(a->objs[2].naffects, 1);
	a = take(a, OLC_OBJ, 0, "3012 apply str 3", NULL);
	ck_assert_uint_eq(a->objs[2].naffects, 1);	/* replaced */
	ck_assert_int_eq(a->objs[2].affects[0].modifier, 3);

	/* Create, then delete what nothing points to. */
	a = take(a, OLC_ROOM, 0, "create 3050", NULL);
	ck_assert_ptr_nonnull(room_in(a, 3050));
	a = take(a, OLC_ROOM, 0, "delete 3050", NULL);
	ck_assert_ptr_null(room_in(a, 3050));
	a = take(a, OLC_MOB, 0, "create 3051", NULL);
	a = take(a, OLC_OBJ, 0, "create 3052", NULL);
	ck_assert_uint_eq(a->nmobs, 4);

	/* What the writer writes of it reads back the same. */
	text = area_write(a, NULL);
	ck_assert_ptr_nonnull(strstr(text, "name The Old Mill\n"));
	ck_assert_ptr_nonnull(strstr(text, "flags dark recall indoors\n"));
	free(text);
	area_free(a);
}
END_TEST

START_TEST(test_apply_refused_with_reader_messages)
{
	struct area_def	*a = fixture_def();

	refuse(a, OLC_MOB, 0, "3000 level lots", NULL,
	    "level 'lots' is not a number");
	refuse(a, OLC_MOB, 0, "3000 level 2000", NULL,
	    "level 2000 is out of range (0 to 1000)");
	refuse(a, OLC_MOB, 0, "3000 levle 5", NULL,
	    "unknown mob keyword 'levle' (did you mean 'level'?)");
	refuse(a, OLC_MOB, 0, "3000 level delete", NULL,
	    "mob 3000 has no level");
	refuse(a, OLC_ROOM, 3001, "sector insidee", NULL,
	    "unknown sector 'insidee' (did you mean 'inside'?)");
	refuse(a, OLC_ROOM, 3001, "flags +safe +dakr", NULL,
	    "unknown room flag 'dakr' (did you mean 'dark'?)");
	refuse(a, OLC_ROOM, 3001, "exit north 3002 locked", NULL,
	    "exit north is locked but not closed");
	refuse(a, OLC_ROOM, 3001, "look up", "Sky.\n", "'look up' before "
	    "'exit up'");
	refuse(a, OLC_ROOM, 3001, "name delete", NULL, "room 3001 has no name");
	refuse(a, OLC_ROOM, 0, "create 3001", NULL, "duplicate room 3001");
	refuse(a, OLC_ROOM, 0, "create 5000", NULL,
	    "room 5000 is outside the area's vnums 3000 to 3099");
	refuse(a, OLC_MOB, 0, "3099 level 5", NULL, "there is no mob 3099");
	refuse(a, OLC_OBJ, 0, "3014 dice 1d4", NULL,
	    "'dice' is not a value of a food object");
	/* A text cannot close its block early and smuggle lines in. */
	refuse(a, OLC_ROOM, 3001, "description", "Fine.\n~\nflags safe\n",
	    "A line holding only '~'");
	refuse(a, OLC_ROOM, 3001, "description", "Fine.\nend\n",
	    "'end' inside the text");
	area_free(a);
}
END_TEST

START_TEST(test_resets_by_number)
{
	struct area_def	*a = fixture_def(), *b;
	struct olc_op	 op = { .type = OLC_RESET_ADD, .index = 0,
			    .lines = "reset mob 3000 in 3002 max 2\n" };
	char		*errors = NULL, *list;
	int		 n;

	ck_assert_uint_eq(a->nresets, 0);
	b = olc_apply(a, &op, 1, &errors, &n);
	ck_assert_msg(b != NULL, "%s", errors);
	ck_assert_uint_eq(b->nresets, 1);
	area_free(a);
	op.lines = "reset give 3010\n";
	op.index = 5;				/* past the end: last */
	a = olc_apply(b, &op, 1, &errors, &n);
	ck_assert_ptr_nonnull(a);
	area_free(b);
	op.lines = "reset object 3012 in 3001\n";
	op.index = 0;				/* before the first */
	b = olc_apply(a, &op, 1, &errors, &n);
	ck_assert_ptr_nonnull(b);
	ck_assert_int_eq(b->resets[0].kind, RESET_OBJ);
	ck_assert_int_eq(b->resets[2].kind, RESET_GIVE);
	list = olc_resets_text(b);
	ck_assert_str_eq(list, "  1 reset object 3012 in 3001\n"
	    "  2 reset mob 3000 in 3002 max 2\n  3 reset give 3010\n");
	free(list);
	area_free(a);
	/* Taking out the mob leaves its give with none: refused. */
	op = (struct olc_op){ .type = OLC_RESET_DEL, .index = 1 };
	ck_assert_ptr_null(olc_apply(b, &op, 1, &errors, &n));
	ck_assert_ptr_nonnull(strstr(errors, "'reset give' with no 'reset "
	    "mob' before it"));
	free(errors);
	errors = NULL;
	op.index = 9;
	ck_assert_ptr_null(olc_apply(b, &op, 1, &errors, &n));
	ck_assert_ptr_nonnull(strstr(errors, "there is no reset 10 (the area "
	    "has 3)"));
	free(errors);
	area_free(b);
}
END_TEST

START_TEST(test_strip_places)
{
	char	*s = olc_strip_places("area/a.are:12: level 'x' is not a "
	    "number\nworld: exit north of room 3001: gone\nplain\n");

	ck_assert_str_eq(s, "level 'x' is not a number\nexit north of room "
	    "3001: gone\nplain\n");
	free(s);
}
END_TEST

START_TEST(test_conflicts)
{
	struct olc_stamp	 was, now, mem;
	char			 path[] = "/tmp/mud-olc-stamp.XXXXXX";
	int			 fd;
	FILE			*f;

	ck_assert_int_ge(fd = mkstemp(path), 0);
	ck_assert_int_eq(write(fd, "area A\n", 7), 7);
	close(fd);
	ck_assert_int_eq(olc_stamp_file(path, &was), 0);
	ck_assert(was.exists);
	olc_stamp_bytes("area A\n", 7, &mem);
	ck_assert(olc_stamp_same(&mem, &was));		/* what was written */

	ck_assert_int_eq(olc_stamp_file(path, &now), 0);
	ck_assert_int_eq(olc_conflict(&was, &now, 0), OLC_CLEAN);
	ck_assert_int_eq(olc_conflict(&was, &now, 1), OLC_UNSAVED);
	/* A touch changes no byte: no conflict. */
	ck_assert_int_eq(utime(path, NULL), 0);
	ck_assert_int_eq(olc_stamp_file(path, &now), 0);
	ck_assert_int_eq(olc_conflict(&was, &now, 0), OLC_CLEAN);
	/* The same size, other bytes: changed. */
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs("area B\n", f);
	fclose(f);
	ck_assert_int_eq(olc_stamp_file(path, &now), 0);
	ck_assert_int_eq(olc_conflict(&was, &now, 0), OLC_DISK_CHANGED);
	ck_assert_int_eq(olc_conflict(&was, &now, 1), OLC_BOTH_CHANGED);
	/* Gone is changed too. */
	unlink(path);
	ck_assert_int_eq(olc_stamp_file(path, &now), 0);
	ck_assert(!now.exists);
	ck_assert_int_eq(olc_conflict(&was, &now, 1), OLC_BOTH_CHANGED);
}
END_TEST

/* On the harness: a player sees an edit at once; a builder's lock. */
START_TEST(test_live_edit_and_lock)
{
	const char *const	 files[] = { "fixture.are", fx_area_text, NULL };
	struct character	*ada, *bob, *pip;

	play_start(files, 1);
	ada = play_enter("Ada", 3001, ROLE_ADMIN);
	bob = play_enter("Bob", 3001, ROLE_BUILDER);
	pip = play_enter("Pip", 3003, ROLE_PLAYER);
	play_type(pip, "look");
	play_expect(pip, "An Empty Hall");
	play_type(ada, "redit 3003 name The Old Mill");
	play_expect(ada, "You now hold the edit lock on fixture");
	play_type(pip, "look");
	play_expect(pip, "The Old Mill");
	/* Bob is not assigned, then Ada holds the lock. */
	play_type(bob, "redit name Bob's Hall");
	play_expect(bob, "You are not assigned to fixture");
	play_type(ada, "aassign Bob fixture");
	play_expect(ada, "Bob may now edit fixture");
	play_type(bob, "redit name Bob's Hall");
	play_expect(bob, "Ada is editing fixture");
	/* The lock ends on its own after olc_lock_timeout of no edit. */
	play_config("game.olc_lock_timeout", "10");
	play_type(ada, "redit 3003 name The Old Mill Again");
	ck_assert_int_eq(play_until(ada, "Your edit lock ended", 100), 40);
	play_type(bob, "redit name Bob's Hall");
	play_expect(bob, "You now hold the edit lock on fixture");
	/* A room deleted from under a player: to the temple, told. */
	play_type(bob, "redit 3001 exit east delete");
	play_type(bob, "redit delete 3003");
	play_expect(pip, "The room you were in has been removed");
	play_type(pip, "look");
	play_expect(pip, "Bob's Hall");
	play_stop();
}
END_TEST

/* An area of n rooms from vnum 10000 in a ring, a door and its reset. */
static char *
big_area(int n)
{
	char	*s, *p;
	size_t	 size = (size_t)n * 160 + 512;
	int	 i;

	p = s = malloc(size);
	ck_assert_ptr_nonnull(s);
	p += sprintf(p, "area Big Plain\nvnums 10000 %d\nbuilders Tests\n",
	    10000 + n + 9);
	for (i = 0; i < n; i++)
		p += sprintf(p, "\nroom %d\nname Plain %d\nsector field\n"
		    "description\nGrass as far as one can see, field %d.\n~\n"
		    "exit north %d%s\nend\n", 10000 + i, i, i,
		    10000 + (i + 1) % n, i == 0 ? " door closed" : "");
	p += sprintf(p, "\nreset door 10000 north closed\n");
	ck_assert((size_t)(p - s) < size);
	return (s);
}

/* The bytes an edit wrote and read of area text. */
static unsigned long long
edit_bytes(struct character *ch, const char *line, const char *want)
{
	unsigned long long	was = area_write_total() + area_parse_total();

	play_type(ch, "%s", line);
	play_expect(ch, want);
	return (area_write_total() + area_parse_total() - was);
}

/*
 * An edit of one field costs what it changes: the bytes written and read
 * back for a room of a 4,000-room area are those of one block, as for a
 * room of a 3-room area; the check still refuses what it refused.
 */
START_TEST(test_edit_cost_follows_the_block)
{
	char			*big = big_area(4000);
	const char *const	 files[] = { "fixture.are", fx_area_text,
				    "big.are", big, NULL };
	struct character	*ada, *pip;
	unsigned long long	 small, large;

	play_start(files, 1);
	ada = play_enter("Ada", 3001, ROLE_ADMIN);
	pip = play_enter("Pip", 12000, ROLE_PLAYER);
	small = edit_bytes(ada, "redit 3003 name The Old Mill",
	    "name The Old Mill");
	large = edit_bytes(ada, "redit 12000 name The Far Field",
	    "name The Far Field");
	ck_assert_msg(large < 2048 && large < small + 512,
	    "an edit of a big area moved %llu bytes (small: %llu)", large,
	    small);
	play_type(pip, "look");
	play_expect(pip, "The Far Field");
	large = edit_bytes(ada, "medit 3000 level 9", "level 9");
	ck_assert_msg(large < 2048, "a mobile edit moved %llu bytes", large);
	/* Still checked against the world: an exit to nowhere, a door
	 * its reset names. */
	play_type(ada, "redit 12001 exit east 99999");
	play_expect(ada, "leads to room 99999, which does not exist");
	play_type(ada, "redit 10000 exit north 10001");
	play_expect(ada, "exit north of room 10000 has no door");
	play_type(ada, "redit 10000 exit north 10001 door");
	play_expect(ada, "exit north 10001 door");
	play_stop();
	free(big);
}
END_TEST

/*
 * An area of every kind, n rooms from vnum 10000 in a ring (a locked
 * door with its key and reset), n / 4 mobiles each reset in a room but
 * the last, which keeps a shop, and n / 4 objects: a key, a container
 * with a bag put in it by a reset, and trash.
 */
static char *
big_full_area(int n)
{
	char	*s, *p;
	int	 m = n / 4, i;
	size_t	 size = (size_t)n * 160 + (size_t)m * 400 + 1024;

	p = s = malloc(size);
	ck_assert_ptr_nonnull(s);
	p += sprintf(p, "area Big Plain\nvnums 10000 %d\nbuilders Tests\n",
	    10000 + n + 9);
	for (i = 0; i < n; i++)
		p += sprintf(p, "\nroom %d\nname Plain %d\nsector field\n"
		    "description\nGrass as far as one can see, field %d.\n~\n"
		    "exit north %d%s\nend\n", 10000 + i, i, i,
		    10000 + (i + 1) % n, i == 0 ? " door closed locked key "
		    "10000" : "");
	for (i = 0; i < m; i++)
		p += sprintf(p, "\nmob %d\nkeywords beast m%d\nshort beast %d\n"
		    "long A beast stands here.\ndescription\nA beast.\n~\n"
		    "level 1\nhit 1d8\ndamage 1d4\nend\n", 10000 + i, i, i);
	for (i = 0; i < m; i++)
		p += sprintf(p, "\nobject %d\nkeywords thing o%d\nshort thing "
		    "%d\nlong A thing lies here.\ntype %s\n%send\n", 10000 + i,
		    i, i, i == 0 ? "key" : i == 1 ? "container" : "trash",
		    i == 1 ? "capacity 100\n" : "");
	p += sprintf(p, "\nreset door 10000 north closed locked\n"
	    "reset object 10001 in 10003\nreset put 10002 in 10001\n");
	for (i = 0; i < m - 1; i++)
		p += sprintf(p, "reset mob %d in %d\n", 10000 + i, 10000 + i);
	p += sprintf(p, "\nshop %d\nsells_at 120\nrooms 10010\nend\n",
	    10000 + m - 1);
	ck_assert((size_t)(p - s) < size);
	return (s);
}

/*
 * The live world after edits in place is what a load would make: every
 * room, prototype and shop found by its vnum where its area holds it,
 * and the area written out reads back without a problem.
 */
static void
world_consistent(void)
{
	struct area	*a;
	struct area_def	*d, *back;
	char		*text, *errors = NULL;
	size_t		 i, len;
	int		 n;

	TAILQ_FOREACH(a, &world_areas, entry) {
		d = a->def;
		ck_assert_uint_eq(a->nrooms, d->nrooms);
		for (i = 0; i < d->nrooms; i++) {
			ck_assert_ptr_eq(room_find(d->rooms[i].vnum),
			    a->rooms[i]);
			ck_assert_ptr_eq(a->rooms[i]->def, &d->rooms[i]);
		}
		for (i = 0; i < d->nmobs; i++) {
			ck_assert_ptr_eq(world_mob_def(d->mobs[i].vnum),
			    &d->mobs[i]);
			if (d->mobs[i].shop != NULL)
				ck_assert_int_eq(d->mobs[i].shop->keeper,
				    d->mobs[i].vnum);
		}
		for (i = 0; i < d->nobjs; i++)
			ck_assert_ptr_eq(world_obj_def(d->objs[i].vnum),
			    &d->objs[i]);
		for (i = 0; i < d->nshops; i++)
			ck_assert_ptr_eq(world_mob_def(d->shops[i].keeper)->shop,
			    &d->shops[i]);
		text = area_write(d, &len);
		back = area_parse(d->file, text, len, &errors, &n);
		ck_assert_msg(n == 0, "%s", errors);
		ck_assert_uint_eq(back->nrooms, d->nrooms);
		ck_assert_uint_eq(back->nresets, d->nresets);
		area_free(back);
		free(text);
	}
}

/* An edit that must go through, at the cost of a block or two. */
static void
edit_small(struct character *ch, const char *line, const char *want)
{
	unsigned long long	n = edit_bytes(ch, line, want);

	ck_assert_msg(n < 2048, "'%s' moved %llu bytes of area text", line,
	    n);
}

/* An edit the checker must refuse, at the same small cost. */
static void
edit_refused_small(struct character *ch, const char *line, const char *why)
{
	unsigned long long	n = edit_bytes(ch, line, why);

	ck_assert_msg(n < 2048, "refusing '%s' moved %llu bytes", line, n);
}

/*
 * Structural edits cost what they change too: making and removing rooms,
 * mobiles, objects and shops, resets (zedit), shops' terms (sedit), a
 * two-way exit (rlink) and a script, on an area of 4,096 rooms, 1,024
 * mobiles and 1,024 objects (about 800 KB; each kind made grows its full
 * array), write and read back a block or a line, not the area; and the
 * checker still refuses each kind of bad edit with its message.
 */
START_TEST(test_structural_edits_cost_what_they_change)
{
	char			*big = big_full_area(4096);
	const char *const	 files[] = { "fixture.are", fx_area_text,
				    "big.are", big, NULL };
	struct character	*ada, *eve, *pip;
	unsigned long long	 small, large;

	play_start(files, 1);
	ada = play_enter("Ada", 3001, ROLE_ADMIN);
	eve = play_enter("Eve", 10005, ROLE_ADMIN);
	pip = play_enter("Pip", 11500, ROLE_PLAYER);
	/* Making a room: the same bytes on a 3-room and a 4,000-room area. */
	small = edit_bytes(ada, "redit create 3050", "name A new room");
	large = edit_bytes(eve, "redit create 14100", "name A new room");
	ck_assert_msg(large < 2048 && large < small + 512, "a room made in a "
	    "big area moved %llu bytes (small: %llu)", large, small);
	edit_refused_small(eve, "redit create 10001", "duplicate room 10001");
	/* A two-way exit, and one to nowhere. */
	edit_small(eve, "rlink east 14100", "Done: east to room 14100, "
	    "and back");
	play_type(eve, "east");
	play_expect(eve, "A new room");
	play_type(eve, "west");
	play_expect(eve, "Plain 5");
	edit_refused_small(eve, "rlink west 99999 oneway", "leads to room "
	    "99999, which does not exist");
	/* Mobiles, objects and shops made, changed and checked. */
	edit_small(eve, "medit create 11100", "short a new mobile");
	edit_small(eve, "oedit create 11100", "short a new object");
	edit_small(eve, "sedit create 11100", "sells_at 100");
	edit_small(eve, "sedit 11100 sells_at 150", "sells_at 150");
	world_consistent();
	edit_refused_small(eve, "sedit 11100 rooms 3001", "trades in room "
	    "3001, which is not in this area");
	edit_refused_small(eve, "sedit create 11500", "no mob 11500 in this "
	    "area to keep it");
	edit_refused_small(eve, "sedit create 11023", "keeps a shop already");
	play_type(eve, "medit 10003 script speech hello");
	play_type(eve, "say('Hello to you.')");
	edit_small(eve, ".", "script speech hello");
	play_type(eve, "medit 10003 script speech bye");
	play_type(eve, "say('unfinished");
	edit_refused_small(eve, ".", "Refused");
	play_type(eve, "~q");		/* the draft was kept: give it up */
	/* Resets: added, refused out of order or naming nothing, removed. */
	edit_small(eve, "zedit add mob 11100 in 14100", "Done");
	edit_refused_small(eve, "zedit add mob 99999 in 14100", "reset of mob "
	    "99999, which does not exist");
	edit_refused_small(eve, "zedit add 1 give 10005", "'reset give' with "
	    "no 'reset mob' before it");
	edit_refused_small(eve, "zedit delete 2", "'reset put' with no "
	    "'reset object', 'give' or 'equip' before it");
	edit_refused_small(eve, "zedit add 3 object 10005 in 10004",
	    "'reset put' into 10001, but the last object placed is 10005");
	edit_refused_small(eve, "zedit delete 9999", "there is no reset 9999");
	edit_small(eve, "zedit add give 10005", "Done");
	play_type(eve, "zedit");
	play_expect(eve, "reset give 10005");
	edit_small(eve, "zedit delete 1028", "Done");
	play_type(eve, "zedit");
	play_not(eve, "reset give 10005");
	/* Removing what others name is refused; then each goes. */
	edit_refused_small(eve, "redit delete 10002", "leads to room 10002, "
	    "which does not exist");
	edit_refused_small(eve, "redit delete 10010", "trades in room 10010");
	edit_refused_small(eve, "redit delete 14100", "reset into room 14100, "
	    "which does not exist");
	edit_refused_small(eve, "medit delete 10004", "reset of mob 10004, "
	    "which does not exist");
	edit_refused_small(eve, "medit delete 11023", "no mob 11023 in this "
	    "area to keep it");
	edit_refused_small(eve, "oedit delete 10000", "key 10000 of exit "
	    "north of room 10000 is not an object");
	edit_refused_small(eve, "oedit delete 10002", "reset of object 10002, "
	    "which does not exist");
	edit_refused_small(ada, "redit delete 3001", "room 3001, where "
	    "players start and recall to, cannot go");
	edit_small(eve, "zedit delete 1027", "Done");
	edit_small(eve, "sedit delete 11100", "is gone");
	edit_small(eve, "medit delete 11100", "is gone");
	edit_small(eve, "oedit delete 11100", "is gone");
	edit_small(eve, "rlink east delete", "nor the way back");
	/* A player in a room removed goes to the temple, told. */
	play_type(pip, "look");
	play_expect(pip, "Plain 1500");
	edit_small(eve, "redit 11499 exit north delete", "Plain 1499");
	edit_small(eve, "redit delete 11500", "is gone");
	play_expect(pip, "The room you were in has been removed");
	play_type(pip, "look");
	play_expect(pip, "The Temple");
	/* What is left holds: the rooms after the one removed work. */
	edit_small(eve, "redit 11501 name The Far Field", "The Far Field");
	play_type(eve, "redit 14100");
	play_expect(eve, "name A new room");
	edit_small(eve, "redit delete 14100", "is gone");
	play_type(eve, "redit 14100");
	play_expect(eve, "There is no room 14100");
	world_consistent();
	play_stop();
	free(big);
}
END_TEST

static Suite *
olc_suite(void)
{
	Suite	*s = suite_create("olc");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_parse_fields);
	tcase_add_test(tc, test_parse_refused);
	tcase_add_test(tc, test_apply_sets_and_reads_back);
	tcase_add_test(tc, test_apply_refused_with_reader_messages);
	tcase_add_test(tc, test_resets_by_number);
	tcase_add_test(tc, test_strip_places);
	tcase_add_test(tc, test_conflicts);
	tcase_add_test(tc, test_live_edit_and_lock);
	tcase_add_test(tc, test_edit_cost_follows_the_block);
	tcase_add_test(tc, test_structural_edits_cost_what_they_change);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(olc_suite()));
}
