/*
 * fuzz_msdp.c: libFuzzer harness for the MSDP codec (net/msdp.c).
 *
 * The input, copied to a buffer of its exact size so that ASan sees any
 * over-read, is read as a client's payload; every variable handed over is
 * checked against the limits msdp.h promises. Then each variable is built
 * again with msdp_pair (or an array for several values) and read back: it
 * must come back the same, one variable with the same values, less the
 * bytes the builder leaves out (msdp_text_byte: control bytes and 255).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "msdp.h"

struct fuzz_one {
	const char	*name;
	const char	**vals;
	size_t		 nvals;
	int		 calls;
};

static void
fuzz_check(int ok)
{
	if (!ok)
		abort();
}

/* No delimiter inside, and no longer than the limit. */
static void
fuzz_check_text(const char *s, size_t max)
{
	size_t	i, n = strlen(s);

	fuzz_check(n <= max);
	for (i = 0; i < n; i++)
		fuzz_check((uint8_t)s[i] > MSDP_ARRAY_CLOSE);
}

/* s without the bytes a built name or value leaves out (a copy). */
static char *
fuzz_clean(const char *s)
{
	char	*out = malloc(strlen(s) + 1);
	size_t	 n = 0;

	for (; *s != '\0'; s++) {
		if (msdp_text_byte((unsigned char)*s))
			out[n++] = *s;
	}
	out[n] = '\0';
	return (out);
}

/* The variable read back must be the one built. */
static void
fuzz_again(void *arg, const char *name, const char **vals, size_t nvals)
{
	struct fuzz_one	*f = arg;
	size_t		 i;
	const char	*p;
	char		*want;

	f->calls++;
	want = fuzz_clean(f->name);
	fuzz_check(strcmp(name, want) == 0);
	free(want);
	fuzz_check(nvals == f->nvals);
	for (i = 0; i < nvals; i++) {
		for (p = vals[i]; *p != '\0'; p++)
			fuzz_check(msdp_text_byte((unsigned char)*p));
		want = fuzz_clean(f->vals[i]);
		fuzz_check(strcmp(vals[i], want) == 0);
		free(want);
	}
}

static void
fuzz_var(void *arg, const char *name, const char **vals, size_t nvals)
{
	struct msdp_buf	 b;
	struct fuzz_one	 f;
	size_t		 i;
	char		*clean;

	(void)arg;
	fuzz_check(*name != '\0');
	fuzz_check_text(name, MSDP_MAX_NAME);
	fuzz_check(nvals <= MSDP_MAX_VALUES);
	for (i = 0; i < nvals; i++)
		fuzz_check_text(vals[i], MSDP_MAX_VALUE);

	/* A name of left-out bytes alone builds an empty name: bad. */
	clean = fuzz_clean(name);
	i = strlen(clean);
	free(clean);
	if (i == 0)
		return;
	msdp_buf_init(&b);
	msdp_var(&b, name);
	if (nvals == 1)
		msdp_val(&b, vals[0]);
	else {
		msdp_mark(&b, MSDP_VAL);
		msdp_mark(&b, MSDP_ARRAY_OPEN);
		for (i = 0; i < nvals; i++)
			msdp_val(&b, vals[i]);
		msdp_mark(&b, MSDP_ARRAY_CLOSE);
	}
	f.name = name;
	f.vals = vals;
	f.nvals = nvals;
	f.calls = 0;
	fuzz_check(msdp_parse((const uint8_t *)b.data, b.len, fuzz_again,
	    &f) == 0);
	fuzz_check(f.calls == 1);
	msdp_buf_free(&b);
}

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t	*copy = malloc(size ? size : 1);

	memcpy(copy, data, size);
	(void)msdp_parse(copy, size, fuzz_var, NULL);
	free(copy);
	return (0);
}
