/*
 * fuzz_interp.c: the command interpreter on arbitrary lines, played by a
 * character in a small world with objects, a mobile and doors.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "character.h"
#include "config.h"
#include "equeue.h"
#include "game.h"
#include "interp.h"
#include "log.h"
#include "player.h"
#include "room.h"
#include "save.h"
#include "store.h"
#include "text.h"
#include "update.h"
#include "wire.h"
#include "world.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct player_data	 fuzz_pd;
static uint64_t			 fuzz_id;

static struct character *
fuzz_player(void)
{
	struct character	*ch;
	struct player_data	 pd;

	if ((ch = char_find_id(fuzz_id)) != NULL)
		return (ch);
	player_data_init(&pd);
	text_strlcpy(pd.name, "Fuzzy", sizeof pd.name);
	pd.id = fuzz_pd.id;
	pd.role = ROLE_ADMIN;
	ch = char_new(&pd);
	char_to_room(ch, room_start());
	fuzz_id = ch->id;
	return (ch);
}

static char	fuzz_world[] = "/tmp/mud-fuzz-interp.XXXXXX";
static char	fuzz_help[] = "/tmp/mud-fuzz-help.XXXXXX";

/* Remove a directory of files made by the harness. */
static void
fuzz_rmdir(const char *path)
{
	char		 file[1024];
	struct dirent	*de;
	DIR		*d;

	if ((d = opendir(path)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(file, sizeof file, "%s/%s", path, de->d_name);
		unlink(file);
	}
	closedir(d);
	rmdir(path);
}

static void
fuzz_cleanup(void)
{
	fuzz_rmdir(fuzz_world);
	fuzz_rmdir(fuzz_help);
}

/* Copy the area files of dir to a new directory; its path. */
static const char *
fuzz_copy_world(const char *dir)
{
	char		*tmp = fuzz_world, *help = fuzz_help;
	char		 from[1024], to[1024], buf[65536];
	struct dirent	*de;
	DIR		*d;
	FILE		*in, *out;
	size_t		 n;
	char		*cause = NULL;

	if (mkdtemp(tmp) == NULL || (d = opendir(dir)) == NULL)
		abort();
	while ((de = readdir(d)) != NULL) {
		n = strlen(de->d_name);
		if (strcmp(de->d_name, "area.lst") != 0 && (n < 4 ||
		    strcmp(de->d_name + n - 4, ".are") != 0))
			continue;
		snprintf(from, sizeof from, "%s/%s", dir, de->d_name);
		snprintf(to, sizeof to, "%s/%s", tmp, de->d_name);
		if ((in = fopen(from, "rb")) == NULL ||
		    (out = fopen(to, "wb")) == NULL)
			abort();
		while ((n = fread(buf, 1, sizeof buf, in)) > 0)
			fwrite(buf, 1, n, out);
		fclose(in);
		fclose(out);
	}
	closedir(d);
	atexit(fuzz_cleanup);
	if (mkdtemp(help) == NULL || config_set(config_current,
	    "server.help_dir", help, "fuzz", &cause) != 0)
		abort();
	return (tmp);
}

static void
fuzz_init(void)
{
	const char	*dir;
	char		*cause = NULL;

	log_set_level(LOG_LEVEL_ERROR);
	config_current = config_new();
	game_eq = update_queue_new();
	if ((game_store = store_open(":memory:", &cause)) == NULL)
		abort();
	player_data_init(&fuzz_pd);
	text_strlcpy(fuzz_pd.name, "Fuzzy", sizeof fuzz_pd.name);
	save_create_player(game_store, &fuzz_pd, &cause);
	/* The bundled world, wherever the harness is run from. */
	if ((dir = getenv("MUD_AREA_DIR")) == NULL)
		dir = MUD_SOURCE_DIR "/area";
	/*
	 * A copy of it, and a help directory of its own: an admin's 'asave'
	 * or 'hedit' (or an alias of one) writes files.
	 */
	dir = fuzz_copy_world(dir);
	if (config_set(config_current, "game.olc_autosave", "0", "fuzz",
	    &cause) != 0)
		abort();
	wire_game();
	if (world_boot(dir, &cause) != 0)
		abort();
	free(cause);
}

/* Each line of the input is a command; a few pulses pass between them. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int	 ready;
	char		*copy, *line, *next;
	size_t		 len;

	if (!ready) {
		fuzz_init();
		ready = 1;
	}
	copy = malloc(size + 1);
	memcpy(copy, data, size);
	copy[size] = '\0';
	for (line = copy; line != NULL && line < copy + size; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		len = text_sanitize(line, strlen(line));
		if (len > 1024 || strncasecmp(line, "quit", 4) == 0 ||
		    strncasecmp(line, "areload", 7) == 0 ||
		    strncasecmp(line, "reload", 6) == 0)
			continue;
		interp_run(fuzz_player(), line);
		equeue_heartbeat(game_eq);
		game_reap();	/* the end of the turn, as the loop's */
	}
	free(copy);
	return (0);
}
