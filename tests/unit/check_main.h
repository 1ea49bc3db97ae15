/* check_main.h: the main() every unit test program shares. */
#ifndef CHECK_MAIN_H
#define CHECK_MAIN_H

#include <check.h>

/* Run suite s and return the exit code for ctest. */
static inline int
check_main_run(Suite *s)
{
	SRunner	*sr = srunner_create(s);
	int	 failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? 0 : 1);
}

#endif
