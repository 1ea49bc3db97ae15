/*
 * fuzz_import_rom.c: libFuzzer harness for the ROM 2.4 / Merc reader.
 *
 * The input is a .are file. Whatever it holds, the reader must not crash,
 * and the world it makes must be one the server accepts: every area,
 * written in the canonical form and read back, has no problem, and the
 * world check finds none either (what was broken was dropped and noted).
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

/* Stop the fuzzer on a broken promise. */
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
	struct import		 imp;
	struct world_def	*w;
	struct area_def		*a;
	char			*out, *errs = NULL;
	size_t			 i, len;
	int			 n;

	import_init(&imp, "rom", "fuzz");
	import_rom_parse(&imp, "fuzz.are", (const char *)data, size);
	w = xcalloc(1, sizeof *w);
	for (i = 0; i < imp.world->nareas; i++) {
		out = area_write(&imp.world->areas[i], &len);
		fuzz_check(out != NULL && strlen(out) == len,
		    "an area written holds a NUL", NULL);
		a = area_parse("fuzz.are", out, len, &errs, &n);
		fuzz_check(n == 0, "an area written does not read back", errs);
		world_add(w, a);
		free(out);
	}
	n = world_check(w, &errs);
	fuzz_check(n == 0, "the world does not check", errs);
	free(errs);
	world_free(w);
	import_free(&imp);
	return (0);
}
