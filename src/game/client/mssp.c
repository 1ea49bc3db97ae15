/*
 * mssp.c: the MSSP variables (https://mudhalla.net/tintin/protocols/mssp/):
 * the required NAME, PLAYERS and UPTIME, what the admin sets in [mssp],
 * and what the server knows of itself and its world.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/queue.h>

#include "character.h"
#include "class.h"
#include "config.h"
#include "descriptor.h"
#include "fight.h"
#include "game.h"
#include "help.h"
#include "mssp.h"
#include "server.h"
#include "session.h"
#include "world.h"
#include "xmalloc.h"

/* Room for the values made here; they live until the next call. */
#define MSSP_MAX_VARS	128
#define MSSP_NUM_LEN	32

struct mssp_out {
	char	**v;
	size_t	  n;
	char	  num[24][MSSP_NUM_LEN];
	size_t	  nnum;
};

/* Add a pair; an empty value is left out. */
static void
mssp_add(struct mssp_out *o, const char *name, const char *value)
{
	if (value == NULL || *value == '\0' || o->n + 2 > MSSP_MAX_VARS)
		return;
	o->v[o->n++] = (char *)name;
	o->v[o->n++] = (char *)value;
}

/* Add a number. */
static void
mssp_num(struct mssp_out *o, const char *name, long long value)
{
	char	*s;

	if (o->nnum == sizeof o->num / sizeof o->num[0])
		return;
	s = o->num[o->nnum++];
	snprintf(s, MSSP_NUM_LEN, "%lld", value);
	mssp_add(o, name, s);
}

/* A yes/no protocol variable. */
static void
mssp_bool(struct mssp_out *o, const char *name, int on)
{
	mssp_add(o, name, on ? "1" : "0");
}

/* Players connected and in the game: link-dead characters do not count. */
static int
mssp_players(void)
{
	struct descriptor	*d;
	struct session		*s;
	int			 n = 0;

	TAILQ_FOREACH(d, &desc_list, entry) {
		if (d->reaped || d->closing)
			continue;
		s = session_of(d);
		if (s != NULL && s->ch != NULL && !s->ch->linkdead)
			n++;
	}
	return (n);
}

/* The state we keep between calls (the values point into it). */
static struct mssp_out	mssp_last;

/* The MSSP variables, as (name, value) pairs; free the array. */
char **
mssp_vars(size_t *n)
{
	struct mssp_out	*o = &mssp_last;
	struct area	*a;
	size_t		 areas = 0, rooms = 0, mobs = 0, objs = 0;
	long long	 age = conf_int(CFG_MSSP_MINIMUM_AGE);
	int		 charset = conf_int(CFG_PROTO_CHARSET) != 0;

	memset(o, 0, sizeof *o);
	o->v = xcalloc(MSSP_MAX_VARS, sizeof *o->v);
	TAILQ_FOREACH(a, &world_areas, entry) {
		areas++;
		rooms += a->def->nrooms;
		mobs += a->def->nmobs;
		objs += a->def->nobjs;
	}
	/* Required. */
	mssp_add(o, "NAME", conf_str(CFG_NAME));
	mssp_num(o, "PLAYERS", mssp_players());
	mssp_num(o, "UPTIME", (long long)game_boot_time);

	/* What the admin knows ([mssp] in mud.conf; empty: not sent). */
	mssp_add(o, "HOSTNAME", conf_str(CFG_MSSP_HOSTNAME));
	mssp_add(o, "IP", conf_str(CFG_MSSP_IP));
	mssp_add(o, "WEBSITE", conf_str(CFG_MSSP_WEBSITE));
	mssp_add(o, "DISCORD", conf_str(CFG_MSSP_DISCORD));
	mssp_add(o, "ICON", conf_str(CFG_MSSP_ICON));
	mssp_add(o, "CREATED", conf_str(CFG_MSSP_CREATED));
	mssp_add(o, "LANGUAGE", conf_str(CFG_MSSP_LANGUAGE));
	mssp_add(o, "LOCATION", conf_str(CFG_MSSP_LOCATION));
	mssp_add(o, "CONTACT", conf_str(CFG_CONTACT));
	mssp_add(o, "GENRE", conf_str(CFG_MSSP_GENRE));
	mssp_add(o, "SUBGENRE", conf_str(CFG_MSSP_SUBGENRE));
	mssp_add(o, "GAMEPLAY", conf_str(CFG_MSSP_GAMEPLAY));
	mssp_add(o, "GAMESYSTEM", conf_str(CFG_MSSP_GAMESYSTEM));
	mssp_add(o, "STATUS", conf_str(CFG_MSSP_STATUS));
	if (age > 0)
		mssp_num(o, "MINIMUM AGE", age);

	/* What the server knows. */
	mssp_add(o, "CODEBASE", "mud " MUD_VERSION);
	mssp_add(o, "FAMILY", "DikuMUD");
	mssp_add(o, "CRAWL DELAY", "-1");
	mssp_num(o, "PORT", conf_int(CFG_PORT));
	mssp_num(o, "AREAS", (long long)areas);
	mssp_num(o, "ROOMS", (long long)rooms);
	mssp_num(o, "MOBILES", (long long)mobs);
	mssp_num(o, "OBJECTS", (long long)objs);
	mssp_num(o, "HELPFILES", (long long)help_count());
	mssp_num(o, "LEVELS", FIGHT_LEVEL_MAX);
	mssp_num(o, "CLASSES", CLASS__COUNT);
	mssp_num(o, "RACES", RACE__COUNT);
	mssp_add(o, "MULTICLASSING", "0");
	mssp_add(o, "NEWBIE FRIENDLY", "1");
	mssp_add(o, "PLAYER CITIES", "0");
	mssp_add(o, "EQUIPMENT SYSTEM", "Level");
	mssp_add(o, "MULTIPLAYING", "None");
	mssp_add(o, "PLAYERKILLING", "Restricted");
	mssp_add(o, "ROLEPLAYING", "Accepted");
	mssp_add(o, "TRAINING SYSTEM", "Skill");
	mssp_add(o, "WORLD ORIGINALITY", "All Stock");

	/* Protocols: what a client connecting now is offered. */
	mssp_add(o, "CHARSET", charset ? "UTF-8" : "ASCII");
	mssp_bool(o, "UTF-8", charset);
	mssp_add(o, "ANSI", "1");
	mssp_add(o, "VT100", "0");
	mssp_add(o, "XTERM 256 COLORS", "1");
	mssp_add(o, "XTERM TRUE COLORS", "1");
	mssp_bool(o, "MCCP", conf_int(CFG_PROTO_MCCP) != 0);
	mssp_bool(o, "GMCP", conf_int(CFG_PROTO_GMCP) != 0);
	mssp_bool(o, "MSDP", conf_int(CFG_PROTO_MSDP) != 0);
	mssp_bool(o, "MXP", conf_int(CFG_PROTO_MXP) != 0);
	mssp_add(o, "PUEBLO", "0");
	/* SSL: the TLS port's number, 0 without one (docs/tls.md). */
	mssp_num(o, "SSL", server_tls_port());
	*n = o->n / 2;
	return (o->v);
}
