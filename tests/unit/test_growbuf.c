/* test_growbuf.c: a byte buffer that grows as it is appended to. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "growbuf.h"

/* Bytes, strings and formats go in order, always NUL-terminated. */
START_TEST(test_add)
{
	struct growbuf	b = { 0 };
	char		*s;
	size_t		 len;

	growbuf_add(&b, "ab", 2);
	ck_assert_str_eq(b.data, "ab");
	growbuf_puts(&b, "cd");
	growbuf_addc(&b, 'e');
	growbuf_printf(&b, "-%d-%s", 42, "x");
	ck_assert_uint_eq(b.len, 10);
	ck_assert_str_eq(b.data, "abcde-42-x");
	growbuf_add(&b, "\0z", 2);	/* bytes, not only text */
	ck_assert_uint_eq(b.len, 12);
	ck_assert_int_eq(memcmp(b.data + 10, "\0z", 3), 0);
	s = growbuf_take(&b, &len);
	ck_assert_uint_eq(len, 12);
	ck_assert_ptr_null(b.data);
	ck_assert_uint_eq(b.len, 0);
	free(s);
}
END_TEST

/* Many appends grow it by doubling; everything is kept. */
START_TEST(test_grows)
{
	struct growbuf	b = { 0 };
	size_t		i, grew = 0, cap = 0;

	for (i = 0; i < 100000; i++) {
		growbuf_printf(&b, "%zu,", i % 10);
		if (b.cap != cap) {
			grew++;
			cap = b.cap;
		}
		ck_assert_uint_gt(b.cap, b.len);
	}
	ck_assert_uint_eq(b.len, 200000);
	ck_assert_uint_lt(grew, 30);
	for (i = 0; i < 100000; i++)
		ck_assert_int_eq(b.data[2 * i], '0' + (int)(i % 10));
	growbuf_free(&b);
	ck_assert_ptr_null(b.data);
}
END_TEST

/* An empty buffer taken is "", to be freed. */
START_TEST(test_take_empty)
{
	struct growbuf	 b = { 0 };
	char		*s;
	size_t		 len = 99;

	s = growbuf_take(&b, &len);
	ck_assert_str_eq(s, "");
	ck_assert_uint_eq(len, 0);
	free(s);
	growbuf_printf(&b, "%s", "");
	ck_assert_str_eq(b.data, "");
	growbuf_free(&b);
}
END_TEST

/* Asking for more than a size_t can count is refused. */
START_TEST(test_overflow)
{
	struct growbuf	b = { 0 };

	growbuf_add(&b, "abc", 3);
	growbuf_reserve(&b, SIZE_MAX - 2);
}
END_TEST

static Suite *
growbuf_suite(void)
{
	Suite	*s = suite_create("growbuf");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, test_add);
	tcase_add_test(tc, test_grows);
	tcase_add_test(tc, test_take_empty);
	tcase_add_exit_test(tc, test_overflow, 1);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(growbuf_suite()));
}
