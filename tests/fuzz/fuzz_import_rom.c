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
#include <stdlib.h>
#include <string.h>

#include "area.h"
#include "import.h"
#include "xmalloc.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Stop the fuzzer on a broken promise. */
static void
fuzz_check(int ok)
{
	if (!ok)
		abort();
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
		fuzz_check(out != NULL && strlen(out) == len);
		a = area_parse("fuzz.are", out, len, &errs, &n);
		fuzz_check(n == 0);
		world_add(w, a);
		free(out);
	}
	fuzz_check(world_check(w, &errs) == 0);
	free(errs);
	world_free(w);
	import_free(&imp);
	return (0);
}
