/*
 * fuzz_area.c: libFuzzer harness for the area file reader and writer.
 *
 * The input is an area file. It is parsed and written back; when it had
 * no problems, the written form must parse with none either and write the
 * same bytes again (the canonical form is a fixed point). The first input
 * byte also decides whether a one-area world is checked.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "xmalloc.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Stop the fuzzer on a broken promise. */
static void
fuzz_check(int ok)
{
	if (!ok)
		abort();
}

/* Parse, write, and check the round trip. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct area_def		*a, *b;
	struct world_def	*w;
	char			*errs = NULL, *errs2 = NULL, *out, *out2;
	size_t			 len, len2;
	int			 n, n2, check = size > 0 && (data[0] & 1);

	a = area_parse("fuzz.are", (const char *)data, size, &errs, &n);
	fuzz_check(a != NULL);
	fuzz_check((n == 0) == (errs == NULL));
	out = area_write(a, &len);
	fuzz_check(out != NULL && strlen(out) == len);
	if (n == 0) {
		b = area_parse("fuzz2.are", out, len, &errs2, &n2);
		fuzz_check(n2 == 0);
		out2 = area_write(b, &len2);
		fuzz_check(len2 == len && memcmp(out, out2, len) == 0);
		free(out2);
		area_free(b);
		free(errs2);
	}
	if (check) {
		w = xcalloc(1, sizeof *w);
		world_add(w, a);
		world_check(w, &errs);
		world_free(w);
	} else
		area_free(a);
	free(out);
	free(errs);
	return (0);
}
