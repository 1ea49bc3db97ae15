/*
 * load-names.h: the names of the load generator's players, shared by
 * bench_load (which plays them) and bench_seed (which creates them ahead).
 * Player i is the prefix followed by i written in five consonants, "bbbbb"
 * up: without vowels no name can hit the server's list of refused words.
 */
#ifndef MUD_LOAD_NAMES_H
#define MUD_LOAD_NAMES_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define LOAD_NAME_LETTERS	5	/* generated letters after the prefix */
#define LOAD_NAME_ALPHABET	"bcdfghjklmnpqrstvwxz"
#define LOAD_PASSWORD		"loadpass42"

static inline void
load_name(char *buf, size_t size, const char *prefix, uint32_t i)
{
	size_t	plen = strlen(prefix), k;

	if (plen + LOAD_NAME_LETTERS + 1 > size) {
		buf[0] = '\0';
		return;
	}
	memcpy(buf, prefix, plen);
	for (k = 0; k < LOAD_NAME_LETTERS; k++) {
		buf[plen + LOAD_NAME_LETTERS - 1 - k] =
		    LOAD_NAME_ALPHABET[i % (sizeof LOAD_NAME_ALPHABET - 1)];
		i /= sizeof LOAD_NAME_ALPHABET - 1;
	}
	buf[plen + LOAD_NAME_LETTERS] = '\0';
}

#endif
