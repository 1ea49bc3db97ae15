/*
 * fuzz_script.c: random text run as a room's script in the sandbox. No
 * crash, no escape (the libraries that reach out are absent: a script
 * that finds one aborts), bounded time (the instruction budget, the
 * memory cap); timers it sets go with the room.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "rng.h"
#include "room.h"
#include "script.h"
#include "update.h"
#include "xmalloc.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct room	fz_room;
static struct room_def	fz_def;

/* The escape check, run after each input in the same state. */
static const char	fz_escape[] =
	"return io == nil and os == nil and require == nil and "
	"debug == nil and dofile == nil and loadfile == nil and "
	"package == nil and string.dump == nil and collectgarbage == nil";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	*text, *err = NULL;

	if (game_eq == NULL) {
		log_set_level(LOG_LEVEL_ERROR);
		config_current = config_new();
		config_set(config_current, "scripts.instructions", "20000",
		    "fuzz", &err);
		config_set(config_current, "scripts.memory", "8388608", "fuzz",
		    &err);
		game_eq = update_queue_new();
		rng_seed(1);
		fz_def.name = (char *)"The Fuzz";
		fz_room.def = &fz_def;
		fz_room.vnum = 1;
		eq_owner_init(&fz_room.events, eq_ref_room(&fz_room));
	}
	text = xmalloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	script_run_text(&fz_room, "fuzz.lua", text, &err);
	free(err);
	free(text);
	err = NULL;
	if (script_run_text(&fz_room, "escape.lua", fz_escape, &err) != 1)
		abort();	/* something reached out of the sandbox */
	free(err);
	script_forget(&fz_room.events);
	equeue_strip(game_eq, &fz_room.events);
	return (0);
}
