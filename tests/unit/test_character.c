/* test_character.c: character ids, through their wrap past INT32_MAX. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "character.h"
#include "check_main.h"
#include "equeue.h"
#include "game.h"
#include "player.h"

static struct character *
make(const char *name)
{
	struct player_data	pd;

	player_data_init(&pd);
	snprintf(pd.name, sizeof pd.name, "%s", name);
	return (char_new(&pd));
}

/*
 * Ids wrap from INT32_MAX to 1; an id still held by a live character is
 * skipped, so the wrap never takes over its entry.
 */
START_TEST(test_ids_wrap_around_live_ones)
{
	struct character	*one, *two, *three, *four;

	game_eq = equeue_new();
	char_set_next_id(1);
	one = make("One");
	ck_assert_uint_eq(one->id, 1);
	char_set_next_id(INT32_MAX - 1);
	two = make("Two");
	three = make("Three");
	ck_assert_uint_eq(two->id, INT32_MAX - 1);
	ck_assert_uint_eq(three->id, INT32_MAX);
	/* Past the top: 1 is One's, so the next is 2. */
	four = make("Four");
	ck_assert_uint_eq(four->id, 2);
	ck_assert_ptr_eq(char_find_id(1), one);
	ck_assert_ptr_eq(char_find_id(2), four);
	ck_assert_ptr_eq(char_find_id(INT32_MAX - 1), two);
	ck_assert_ptr_eq(char_find_id(INT32_MAX), three);
	ck_assert_ptr_null(char_find_id(0));
	ck_assert_ptr_null(char_find_id((uint64_t)INT32_MAX + 1));
	/* A freed id may be given again. */
	char_extract(one);
	ck_assert_ptr_null(char_find_id(1));
	char_set_next_id(1);
	one = make("Again");
	ck_assert_uint_eq(one->id, 1);
	ck_assert_ptr_eq(char_find_id(1), one);
	char_extract(one);
	char_extract(two);
	char_extract(three);
	char_extract(four);
	/* Extracted ones are freed by the reaper, not at once. */
	ck_assert_uint_eq(char_reap(), 5);
	ck_assert_uint_eq(char_reap(), 0);
	equeue_free(game_eq);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("character");
	TCase	*tc = tcase_create("character");

	tcase_add_test(tc, test_ids_wrap_around_live_ones);
	suite_add_tcase(s, tc);
	return (check_main_run(s));
}
