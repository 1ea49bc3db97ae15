/* test_fileio.c: a file written whole or not at all; a file read whole. */
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <check.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "fileio.h"
#include "xmalloc.h"

static char	tdir[] = "/tmp/test_fileio.XXXXXX";

static void
setup(void)
{
	strcpy(tdir, "/tmp/test_fileio.XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tdir));
	umask(022);
}

static void
teardown(void)
{
	char	*cmd;

	xasprintf(&cmd, "rm -rf '%s'", tdir);
	(void)system(cmd);
	free(cmd);
}

static char *
tpath(const char *name)
{
	char	*p;

	xasprintf(&p, "%s/%s", tdir, name);
	return (p);
}

/* The whole of path, which must be there. */
static char *
slurp(const char *path, size_t *len)
{
	char	*cause = NULL, *s;

	s = fileio_read(path, 1 << 24, len, &cause);
	ck_assert_msg(s != NULL, "%s: %s", path, cause);
	return (s);
}

static void
put(const char *path, const char *text)
{
	char	*cause = NULL;

	ck_assert_msg(fileio_write(path, text, strlen(text), 0644,
	    FILEIO_SYNC_FILE, &cause) == 0, "%s", cause);
}

/* A file written is there with its bytes, its mode, and no .tmp left. */
START_TEST(test_write_new_and_over)
{
	static const enum fileio_sync	syncs[] = { FILEIO_SYNC_NONE,
	    FILEIO_SYNC_FILE, FILEIO_SYNC_DIR };
	char		*p = tpath("a.txt"), *tmp = tpath("a.txt.tmp"), *s;
	char		*cause = NULL;
	struct stat	 sb;
	size_t		 len, i;

	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(fileio_write(p, "old\n", 4, 0600, syncs[i],
		    &cause), 0);
		ck_assert_int_eq(fileio_write(p, "new text\n", 9, 0600,
		    syncs[i], &cause), 0);
		s = slurp(p, &len);
		ck_assert_uint_eq(len, 9);
		ck_assert_str_eq(s, "new text\n");
		free(s);
		ck_assert_int_eq(stat(p, &sb), 0);
		ck_assert_int_eq(sb.st_mode & 0777, 0600);
		ck_assert_int_eq(access(tmp, F_OK), -1);
	}
	free(p);
	free(tmp);
}
END_TEST

/* A .tmp left by a crash is replaced, and the new file has the new mode. */
START_TEST(test_write_over_leftover)
{
	char		*p = tpath("key.pem"), *tmp = tpath("key.pem.tmp"), *s;
	struct stat	 sb;
	size_t		 len;
	FILE		*f;

	ck_assert_ptr_nonnull(f = fopen(tmp, "w"));
	fputs("half a key from a crash", f);
	fclose(f);
	ck_assert_int_eq(chmod(tmp, 0666), 0);
	put(p, "secret");
	s = slurp(p, &len);
	ck_assert_str_eq(s, "secret");
	free(s);
	ck_assert_int_eq(stat(p, &sb), 0);
	ck_assert_int_eq(sb.st_mode & 0777, 0644);
	ck_assert_int_eq(access(tmp, F_OK), -1);
	free(p);
	free(tmp);
}
END_TEST

/*
 * A write that fails before the rename (the file size limit stops it
 * half-way) leaves the old file as it was, byte for byte, says why, and
 * leaves no .tmp behind.
 */
START_TEST(test_write_fails_keeps_old)
{
	static const enum fileio_sync	syncs[] = { FILEIO_SYNC_NONE,
	    FILEIO_SYNC_FILE, FILEIO_SYNC_DIR };
	char		*p = tpath("area.are"), *tmp = tpath("area.are.tmp");
	char		*big, *s, *cause;
	struct rlimit	 rl = { 4096, 4096 };
	size_t		 len, i, n = 256 * 1024;

	put(p, "the old area\n");
	big = xmalloc(n);
	memset(big, 'x', n);
	signal(SIGXFSZ, SIG_IGN);
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &rl), 0);
	for (i = 0; i < 3; i++) {
		cause = NULL;
		ck_assert_int_eq(fileio_write(p, big, n, 0644, syncs[i],
		    &cause), -1);
		ck_assert_ptr_nonnull(cause);
		ck_assert_msg(strstr(cause, p) != NULL, "%s", cause);
		ck_assert_msg(strstr(cause, strerror(EFBIG)) != NULL, "%s",
		    cause);
		free(cause);
		s = slurp(p, &len);
		ck_assert_str_eq(s, "the old area\n");
		free(s);
		ck_assert_int_eq(access(tmp, F_OK), -1);
	}
	free(big);
	free(p);
	free(tmp);
}
END_TEST

/* A folder that is not there: -1 and a cause naming the file. */
START_TEST(test_write_no_folder)
{
	char	*p = tpath("no/such/file"), *cause = NULL;

	ck_assert_int_eq(fileio_write(p, "x", 1, 0644, FILEIO_SYNC_DIR,
	    &cause), -1);
	ck_assert_msg(strstr(cause, "no/such/file.tmp") != NULL, "%s", cause);
	free(cause);
	free(p);
}
END_TEST

/*
 * A reader looking while a writer replaces a file again and again sees
 * one whole version or the other, never a mix or a part.
 */
START_TEST(test_write_reader_sees_whole)
{
	char	*p = tpath("swap"), *a, *b, *s, *cause;
	size_t	 n = 64 * 1024, len;
	pid_t	 pid;
	int	 i, status;

	a = xmalloc(n + 1);
	b = xmalloc(2 * n + 1);
	memset(a, 'a', n);
	a[n] = '\0';
	memset(b, 'b', 2 * n);
	b[2 * n] = '\0';
	put(p, a);
	if ((pid = fork()) == 0) {
		for (i = 0; i < 400; i++) {
			if (fileio_write(p, i % 2 ? a : b, i % 2 ? n : 2 * n,
			    0644, FILEIO_SYNC_NONE, &cause) != 0)
				_exit(1);
		}
		_exit(0);
	}
	ck_assert_int_ne(pid, -1);
	for (i = 0; i < 2000; i++) {
		s = slurp(p, &len);
		ck_assert_msg((len == n && memcmp(s, a, n) == 0) ||
		    (len == 2 * n && memcmp(s, b, 2 * n) == 0),
		    "read %zu bytes, not one whole version", len);
		free(s);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	free(a);
	free(b);
	free(p);
}
END_TEST

/* Reading: the cap is the largest size read; one byte more is refused. */
START_TEST(test_read_cap)
{
	char	*p = tpath("capped"), *s, *cause = NULL;
	size_t	 len = 99;

	put(p, "0123456789");
	s = fileio_read(p, 10, &len, &cause);
	ck_assert_ptr_nonnull(s);
	ck_assert_uint_eq(len, 10);
	ck_assert_str_eq(s, "0123456789");
	free(s);
	errno = 0;
	s = fileio_read(p, 9, &len, &cause);
	ck_assert_ptr_null(s);
	ck_assert_int_eq(errno, EFBIG);
	ck_assert_uint_eq(len, 0);
	ck_assert_str_eq(cause, "larger than 9 bytes");
	free(cause);
	free(p);
}
END_TEST

/* Reading: an empty file is "", a missing one ENOENT with its reason. */
START_TEST(test_read_empty_and_missing)
{
	char	*p = tpath("empty"), *q = tpath("missing"), *s, *cause = NULL;
	size_t	 len = 99;

	put(p, "");
	s = fileio_read(p, 10, &len, &cause);
	ck_assert_ptr_nonnull(s);
	ck_assert_uint_eq(len, 0);
	ck_assert_str_eq(s, "");
	free(s);
	s = fileio_read(q, 10, &len, &cause);
	ck_assert_ptr_null(s);
	ck_assert_int_eq(errno, ENOENT);
	ck_assert_str_eq(cause, strerror(ENOENT));
	free(cause);
	free(p);
	free(q);
}
END_TEST

static Suite *
fileio_suite(void)
{
	Suite	*s = suite_create("fileio");
	TCase	*tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_write_new_and_over);
	tcase_add_test(tc, test_write_over_leftover);
	tcase_add_test(tc, test_write_fails_keeps_old);
	tcase_add_test(tc, test_write_no_folder);
	tcase_add_test(tc, test_write_reader_sees_whole);
	tcase_add_test(tc, test_read_cap);
	tcase_add_test(tc, test_read_empty_and_missing);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (check_main_run(fileio_suite()));
}
