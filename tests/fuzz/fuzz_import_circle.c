/*
 * fuzz_import_circle.c: libFuzzer harness for the CircleMUD / tbaMUD
 * reader.
 *
 * The first input byte chooses the kind of file (its value modulo 6:
 * .wld, .mob, .obj, .zon, .shp, .trg), the rest is the file. Whatever it
 * holds, the areas the reader makes must be written in a form the area
 * reader takes with no problem, and the world must check clean: a
 * broken source is noted and dropped, never written.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "import.h"
#include "xmalloc.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
fuzz_check(int ok, const char *what, const char *errs)
{
	if (!ok) {
		/* Say which promise broke, for the log of the run. */
		fprintf(stderr, "fuzz: %s\n%s\n", what, errs != NULL ? errs :
		    "");
		abort();
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const names[] = {
		"f.wld", "f.mob", "f.obj", "f.zon", "f.shp", "f.trg"
	};
	struct import		 imp;
	struct area_def		*a;
	char			*out, *errs = NULL;
	size_t			 i, len;
	int			 n;

	if (size == 0)
		return (0);
	import_init(&imp, "circle", "fuzz");
	import_circle_parse(&imp, names[data[0] % 6], (const char *)data + 1,
	    size - 1);
	for (i = 0; i < imp.world->nareas; i++) {
		out = area_write(&imp.world->areas[i], &len);
		a = area_parse("fuzz.are", out, len, &errs, &n);
		fuzz_check(a != NULL && n == 0 && errs == NULL,
		    "an area written does not read back", errs);
		area_free(a);
		free(out);
	}
	n = world_check(imp.world, &errs);
	fuzz_check(n == 0 && errs == NULL, "the world does not check", errs);
	import_free(&imp);
	return (0);
}
