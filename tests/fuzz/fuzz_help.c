/*
 * fuzz_help.c: libFuzzer harness for the help file reader.
 *
 * The input is a help file. It is read into a set, twice over (the second
 * time every keyword is already taken, so every entry must be refused);
 * then each entry found is looked up as the game's 'help' would, whole and
 * by the start of its keywords, and suggestions are asked for.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "help.h"
#include "player.h"
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
	struct help_set		*set = help_set_new();
	const struct help_entry	*h, *found[HELP_MATCHES_MAX];
	const char		*which[HELP_MATCHES_MAX];
	char			*errs = NULL, part[8];
	size_t			 i, k, n;
	int			 e1, e2;

	e1 = help_parse(set, "fuzz.hlp", (const char *)data, size, &errs);
	fuzz_check((e1 == 0) == (errs == NULL));
	n = help_set_count(set);
	e2 = help_parse(set, "again.hlp", (const char *)data, size, &errs);
	fuzz_check(help_set_count(set) == n);
	fuzz_check(e2 >= (int)n);
	help_install(set);
	for (i = 0; (h = help_entry_at(i)) != NULL; i++) {
		fuzz_check(h->nkeywords > 0 && h->text != NULL &&
		    h->text[strlen(h->text) - 1] == '\n');
		for (k = 0; k < h->nkeywords; k++) {
			fuzz_check(help_find_exact(h->keywords[k],
			    ROLE_ADMIN) == h);
			snprintf(part, sizeof part, "%s", h->keywords[k]);
			fuzz_check(help_find(part, ROLE_ADMIN, found, which,
			    HELP_MATCHES_MAX) >= 1);
			help_suggest(h->keywords[k], ROLE_PLAYER, which, 5);
		}
	}
	help_install(NULL);
	free(errs);
	return (0);
}
