/*
 * world_fixture.h: a small world for the game's unit tests, booted from a
 * temporary area directory, with players whose output is kept to be read:
 * each player with a connection has a real descriptor on one end of a
 * socketpair, and what is queued for it is read back from its buffer
 * (the loop never runs, so nothing is sent and no prompt is added).
 */
#ifndef WORLD_FIXTURE_H
#define WORLD_FIXTURE_H

#include <sys/socket.h>

#include <dirent.h>
#include <check.h>
#include <event2/buffer.h>
#include <event2/event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "calendar.h"
#include "character.h"
#include "class.h"
#include "config.h"
#include "descriptor.h"
#include "equeue.h"
#include "game.h"
#include "log.h"
#include "object.h"
#include "player.h"
#include "room.h"
#include "save.h"
#include "script.h"
#include "session.h"
#include "socials.h"
#include "interp.h"
#include "store.h"
#include "text.h"
#include "update.h"
#include "wire.h"
#include "world.h"
#include "xmalloc.h"

#define FX_TEMPLE	3001	/* lit; north to the cellar */
#define FX_CELLAR	3002	/* dark */
#define FX_HALL		3003	/* lit; empty */

#define FX_MOB_CITY	3000	/* "guard city": the city guard */
#define FX_MOB_TALL	3001	/* "guard tall": a tall guard */
#define FX_MOB_RAT	3002	/* "rat": a rat */

#define FX_SWORD_LONG	3010	/* "sword long" */
#define FX_SWORD_SHORT	3011	/* "sword short" */
#define FX_BAG		3012	/* "bag sack", a container */
#define FX_LANTERN	3013	/* "lantern lamp", a light */
#define FX_BREAD	3014	/* "bread loaf" */
#define FX_KNIFE_DOT	3015	/* "knife.old rusty": a dot in a keyword */

static const char fx_area_text[] =
	"area Fixture\n"
	"vnums 3000 3099\n"
	"\n"
	"room 3001\n"
	"name The Temple\n"
	"sector inside\n"
	"flags safe recall\n"
	"description\n"
	"A quiet temple.\n"
	"~\n"
	"exit north 3002\n"
	"exit east 3003\n"
	"end\n"
	"\n"
	"room 3002\n"
	"name A Dark Cellar\n"
	"sector inside\n"
	"flags dark\n"
	"description\n"
	"It is damp down here.\n"
	"~\n"
	"exit south 3001\n"
	"end\n"
	"\n"
	"room 3003\n"
	"name An Empty Hall\n"
	"sector inside\n"
	"description\n"
	"Nothing is here.\n"
	"~\n"
	"exit west 3001\n"
	"end\n"
	"\n"
	"mob 3000\n"
	"keywords guard city\n"
	"short the city guard\n"
	"long The city guard stands here.\n"
	"description\n"
	"A guard of the city.\n"
	"~\n"
	"level 5\n"
	"hit 1d1+20\n"
	"damage 1d2\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3001\n"
	"keywords guard tall\n"
	"short a tall guard\n"
	"long A tall guard stands here.\n"
	"description\n"
	"A tall one.\n"
	"~\n"
	"level 5\n"
	"hit 1d1+20\n"
	"damage 1d2\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"mob 3002\n"
	"keywords rat\n"
	"short a rat\n"
	"long A rat scurries about.\n"
	"description\n"
	"A rat.\n"
	"~\n"
	"level 1\n"
	"hit 1d1+2\n"
	"damage 1d1\n"
	"flags sentinel\n"
	"end\n"
	"\n"
	"object 3010\n"
	"keywords sword long\n"
	"short a long sword\n"
	"long A long sword lies here.\n"
	"type weapon\n"
	"dice 1d6\n"
	"wear wield\n"
	"weight 5\n"
	"end\n"
	"\n"
	"object 3011\n"
	"keywords sword short\n"
	"short a short sword\n"
	"long A short sword lies here.\n"
	"type weapon\n"
	"dice 1d4\n"
	"wear wield\n"
	"weight 3\n"
	"end\n"
	"\n"
	"object 3012\n"
	"keywords bag sack\n"
	"short a bag\n"
	"long A bag lies here.\n"
	"type container\n"
	"capacity 100\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3013\n"
	"keywords lantern lamp\n"
	"short a lantern\n"
	"long A lantern lies here.\n"
	"type light\n"
	"hours -1\n"
	"wear light\n"
	"weight 2\n"
	"end\n"
	"\n"
	"object 3014\n"
	"keywords bread loaf\n"
	"short a loaf of bread\n"
	"long A loaf of bread lies here.\n"
	"type food\n"
	"hours 5\n"
	"weight 1\n"
	"end\n"
	"\n"
	"object 3015\n"
	"keywords knife.old rusty\n"
	"short an old rusty knife\n"
	"long An old rusty knife lies here.\n"
	"type trash\n"
	"weight 1\n"
	"end\n";

static char	fx_dir[] = "/tmp/mud-unit.XXXXXX";
static int	fx_dir_mine;	/* made by fx_start, not fx_dir_make */
static int	fx_peer[64];	/* the other ends of players' sockets */
static int	fx_npeers;

/* Empty the fixture's directory. */
static inline void
fx_dir_empty(void)
{
	struct dirent	*de;
	DIR		*dir;
	char		 path[512];

	if ((dir = opendir(fx_dir)) == NULL)
		return;
	while ((de = readdir(dir)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", fx_dir, de->d_name);
		unlink(path);
	}
	closedir(dir);
}

/*
 * Make the directory in the test runner itself, as an unchecked fixture,
 * so that fx_dir_remove takes it away even after a failed test (a forked
 * test that fails never runs its teardown).
 */
static inline void
fx_dir_make(void)
{
	if (mkdtemp(fx_dir) == NULL)
		ck_abort_msg("mkdtemp failed");
}

static inline void
fx_dir_remove(void)
{
	fx_dir_empty();
	rmdir(fx_dir);
	memcpy(fx_dir + strlen(fx_dir) - 6, "XXXXXX", 6);
}

/* Write a file into the fixture's directory. */
static inline void
fx_write(const char *name, const char *text)
{
	char	 path[256];
	FILE	*f;

	snprintf(path, sizeof path, "%s/%s", fx_dir, name);
	if ((f = fopen(path, "w")) == NULL)
		ck_abort_msg("cannot write %s", path);
	fputs(text, f);
	fclose(f);
}

/*
 * The bundled socials file (data/socials.txt of the source tree: from
 * $MUD_SOURCE_DIR, else from this file's path), a new string.
 */
static inline char *
fx_socials_path(void)
{
	const char	*env = getenv("MUD_SOURCE_DIR");
	char		*dir, *p, *path;

	if (env != NULL && *env != '\0') {
		xasprintf(&path, "%s/data/socials.txt", env);
		return (path);
	}
	dir = xstrdup(__FILE__);
	if ((p = strstr(dir, "tests/unit/world_fixture.h")) != NULL)
		*p = '\0';
	xasprintf(&path, "%sdata/socials.txt", dir);
	free(dir);
	return (path);
}

/* Put the bundled socials in force, as the game does at start. */
static inline void
fx_socials(void)
{
	struct social_set	*set;
	char			*path = fx_socials_path(), *errors = NULL;

	if (social_load(path, interp_taken, &set, &errors) != 0)
		ck_abort_msg("socials: %s", errors);
	social_install(set);
	free(path);
}

/*
 * Boot the game's globals and a world of area files: files holds pairs of
 * file name and text, NULL-terminated, listed in area.lst in that order.
 */
static inline void
fx_start_files(const char *const *files)
{
	char	*cause = NULL, *list = xstrdup(""), *tmp;
	size_t	 i;

	log_set_level(LOG_LEVEL_ERROR);
	if ((fx_dir_mine = strcmp(fx_dir + strlen(fx_dir) - 6, "XXXXXX") ==
	    0))
		fx_dir_make();
	for (i = 0; files[i] != NULL; i += 2) {
		fx_write(files[i], files[i + 1]);
		xasprintf(&tmp, "%s%s\n", list, files[i]);
		free(list);
		list = tmp;
	}
	fx_write("area.lst", list);
	free(list);
	config_current = config_new();
	game_base = event_base_new();
	session_setup(game_base);
	game_eq = update_queue_new();
	if ((game_store = store_open(":memory:", &cause)) == NULL)
		ck_abort_msg("store: %s", cause);
	wire_game();
	if (world_boot(fx_dir, &cause) != 0)
		ck_abort_msg("world: %s", cause);
	free(cause);
	calendar_start();
	fx_socials();
	fx_npeers = 0;
}

/* Boot the fixture's world of one area. */
static inline void
fx_start(void)
{
	const char *const	files[] = { "fixture.are", fx_area_text, NULL };

	fx_start_files(files);
}

/* Remove every character, connection and file; free the globals. */
static inline void
fx_stop(void)
{
	int	i;

	/* Everyone saved, told and taken out, as at a shutdown. */
	session_shutdown();
	desc_free_all();
	for (i = 0; i < fx_npeers; i++) {
		if (fx_peer[i] != -1)
			close(fx_peer[i]);
	}
	calendar_stop();
	social_install(NULL);
	world_shutdown();
	script_shutdown();
	store_close(game_store);
	game_store = NULL;
	equeue_free(game_eq);
	game_eq = NULL;
	event_base_free(game_base);
	game_base = NULL;
	config_free(config_current);
	config_current = NULL;
	if (fx_dir_mine)
		fx_dir_remove();
	else
		fx_dir_empty();
}

/* Forget what has been queued for ch so far. */
static inline void
fx_drain(struct character *ch)
{
	struct evbuffer	*out = ch->desc->out;

	evbuffer_drain(out, evbuffer_get_length(out));
}

/*
 * A player named name (saved in the store) in room vnum with a role, at
 * full health, its events not started; with a connection if
 * connected, so that what it is told can be read with fx_output.
 */
static inline struct character *
fx_player(const char *name, int vnum, int role, int connected)
{
	struct player_data	 pd;
	struct character	*ch;
	struct descriptor	*d;
	char			*cause = NULL;
	int			 sv[2], k;

	player_data_init(&pd);
	text_strlcpy(pd.name, name, sizeof pd.name);
	if (save_create_player(game_store, &pd, &cause) != 0)
		ck_abort_msg("store: %s", cause);
	pd.role = role;
	pd.level = 10;
	pd.hit = pd.max_hit = 100;
	/*
	 * Every spell, and bash and kick, known perfectly: the tests of
	 * casting need no practice. Skills that change a round of combat
	 * (parry, dodge, extra blows) are left to the tests about them.
	 */
	for (k = 1; k < SK__COUNT; k++) {
		if (skill_table[k].spell != 0 || k == SK_BASH || k == SK_KICK)
			pd.learned[k] = 100;
	}
	ch = char_new(&pd);
	ch->login_time = game_time();
	if (connected) {
		if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0 ||
		    fx_npeers == (int)(sizeof fx_peer / sizeof fx_peer[0]))
			ck_abort_msg("socketpair");
		fx_peer[fx_npeers++] = sv[1];
		d = desc_new(sv[0], "127.0.0.1");
		session_set_state(session_of(d), SS_WAIT_HASH);
		session_set_state(session_of(d), SS_PLAYING);
		session_attach(session_of(d), ch);
		fx_drain(ch);
	}
	char_to_room(ch, room_find(vnum));
	return (ch);
}

/* A mobile of prototype vnum in room rvnum. */
static inline struct character *
fx_mob(int vnum, int rvnum)
{
	const struct mob_def	*md = world_mob_def(vnum);
	struct character	*ch;

	ck_assert_ptr_nonnull(md);
	ch = char_new_mob(md);
	char_to_room(ch, room_find(rvnum));
	return (ch);
}

/* A new object of prototype vnum, nowhere yet. */
static inline struct object *
fx_obj(int vnum)
{
	const struct obj_def	*od = world_obj_def(vnum);

	ck_assert_ptr_nonnull(od);
	return (obj_create(od));
}

/* What ch has been told since the last call, without \r; the caller
 * frees it. */
static inline char *
fx_output(struct character *ch)
{
	struct evbuffer	*out = ch->desc->out;
	size_t		 len = evbuffer_get_length(out), i, j;
	char		*s = xmalloc(len + 1);

	evbuffer_remove(out, s, len);
	for (i = j = 0; i < len; i++) {
		if (s[i] != '\r')
			s[j++] = s[i];
	}
	s[j] = '\0';
	return (s);
}

/* Check that ch was told exactly want since the last look. */
static inline void
fx_told(struct character *ch, const char *want)
{
	char	*got = fx_output(ch);

	ck_assert_msg(strcmp(got, want) == 0, "%s was told \"%s\", not "
	    "\"%s\"", ch->pd.name, got, want);
	free(got);
}

#endif
