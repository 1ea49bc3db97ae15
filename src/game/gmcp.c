/* gmcp.c: the GMCP messages and MSSP variables the game gives clients. */
#include <stdio.h>
#include <string.h>
#include <sys/queue.h>

#include <jansson.h>

#include "character.h"
#include "config.h"
#include "descriptor.h"
#include "game.h"
#include "gmcp.h"
#include "help.h"
#include "protocol.h"
#include "room.h"
#include "session.h"
#include "world.h"
#include "xmalloc.h"

/* Char.Vitals, only when a value changed since the last one sent. */
void
gmcp_vitals(struct character *ch)
{
	struct descriptor	*d = ch->desc;
	int			 v[6];

	if (d == NULL || !proto_gmcp_wants(d, GMCP_CHAR))
		return;
	v[0] = ch->pd.hit;
	v[1] = ch->pd.max_hit;
	v[2] = ch->pd.mana;
	v[3] = ch->pd.max_mana;
	v[4] = ch->pd.move;
	v[5] = ch->pd.max_move;
	if (memcmp(v, d->proto.last_vitals, sizeof v) == 0)
		return;
	memcpy(d->proto.last_vitals, v, sizeof v);
	proto_gmcp_send(d, GMCP_CHAR, "Char.Vitals", json_pack(
	    "{s:i, s:i, s:i, s:i, s:i, s:i}", "hp", v[0], "maxhp", v[1],
	    "mana", v[2], "maxmana", v[3], "mv", v[4], "maxmv", v[5]));
}

/* Char.Status: who the character is. */
void
gmcp_status(struct character *ch)
{
	if (ch->desc == NULL || !proto_gmcp_wants(ch->desc, GMCP_CHAR))
		return;
	proto_gmcp_send(ch->desc, GMCP_CHAR, "Char.Status", json_pack(
	    "{s:s, s:i, s:s, s:I, s:I}", "name", ch->pd.name, "level",
	    ch->pd.level, "class", ch->pd.class_name, "exp",
	    (json_int_t)ch->pd.exp, "gold", (json_int_t)ch->pd.gold));
}

/* Room.Info: where the character is. */
void
gmcp_room(struct character *ch)
{
	struct room	*room = ch->room;
	json_t		*exits;
	int		 dir;

	if (ch->desc == NULL || room == NULL ||
	    !proto_gmcp_wants(ch->desc, GMCP_ROOM))
		return;
	exits = json_object();
	for (dir = 0; dir < DIR__COUNT; dir++) {
		if (room->def->exits[dir].to_vnum >= 0)
			json_object_set_new(exits, dir_name(dir),
			    json_integer(room->def->exits[dir].to_vnum));
	}
	proto_gmcp_send(ch->desc, GMCP_ROOM, "Room.Info", json_pack(
	    "{s:i, s:s, s:s, s:s, s:o}", "num", room->vnum, "name",
	    room->def->name, "area", room->area != NULL ?
	    room->area->def->name : "", "environment",
	    sector_name(room->def->sector), "exits", exits));
}

/* Comm.Channel: something said on a channel. */
void
gmcp_channel(struct character *ch, const char *channel, const char *talker,
    const char *text)
{
	if (ch->desc == NULL || !proto_gmcp_wants(ch->desc, GMCP_COMM))
		return;
	proto_gmcp_send(ch->desc, GMCP_COMM, "Comm.Channel", json_pack(
	    "{s:s, s:s, s:s}", "chan", channel, "player", talker, "text",
	    text));
}

/* The client changed its packages: a player in the game gets them all. */
void
gmcp_changed(struct descriptor *d)
{
	struct session	*s = session_of(d);

	if (s == NULL || s->ch == NULL)
		return;
	gmcp_status(s->ch);
	gmcp_vitals(s->ch);
	gmcp_room(s->ch);
}

/* The MSSP variables, as (name, value) pairs; free with free(). */
char **
gmcp_mssp_vars(size_t *n)
{
	static char	 num[16][24];
	struct area	*a;
	char		**v = xcalloc(64, sizeof *v);
	size_t		 i = 0, areas = 0, rooms = 0, mobs = 0, objs = 0;

	TAILQ_FOREACH(a, &world_areas, entry) {
		areas++;
		rooms += a->def->nrooms;
		mobs += a->def->nmobs;
		objs += a->def->nobjs;
	}
	snprintf(num[0], sizeof num[0], "%d", char_count());
	snprintf(num[1], sizeof num[1], "%lld", (long long)game_boot_time);
	snprintf(num[2], sizeof num[2], "%lld", conf_int(CFG_PORT));
	snprintf(num[3], sizeof num[3], "%zu", areas);
	snprintf(num[4], sizeof num[4], "%zu", rooms);
	snprintf(num[5], sizeof num[5], "%zu", mobs);
	snprintf(num[6], sizeof num[6], "%zu", objs);
	snprintf(num[7], sizeof num[7], "%zu", help_count());
	v[i++] = "NAME";	v[i++] = (char *)conf_str(CFG_NAME);
	v[i++] = "PLAYERS";	v[i++] = num[0];
	v[i++] = "UPTIME";	v[i++] = num[1];
	v[i++] = "CODEBASE";	v[i++] = "mud " MUD_VERSION;
	v[i++] = "CONTACT";	v[i++] = (char *)conf_str(CFG_CONTACT);
	v[i++] = "CRAWL DELAY";	v[i++] = "-1";
	v[i++] = "PORT";	v[i++] = num[2];
	v[i++] = "AREAS";	v[i++] = num[3];
	v[i++] = "ROOMS";	v[i++] = num[4];
	v[i++] = "MOBILES";	v[i++] = num[5];
	v[i++] = "OBJECTS";	v[i++] = num[6];
	v[i++] = "HELPFILES";	v[i++] = num[7];
	v[i++] = "FAMILY";	v[i++] = "DikuMUD";
	v[i++] = "GENRE";	v[i++] = "Fantasy";
	v[i++] = "GAMEPLAY";	v[i++] = "Hack and Slash";
	v[i++] = "STATUS";	v[i++] = "Alpha";
	v[i++] = "ANSI";	v[i++] = "1";
	v[i++] = "XTERM 256 COLORS"; v[i++] = "1";
	v[i++] = "UTF-8";	v[i++] = "1";
	v[i++] = "MCCP";	v[i++] = conf_int(CFG_PROTO_MCCP) ? "1" : "0";
	v[i++] = "GMCP";	v[i++] = conf_int(CFG_PROTO_GMCP) ? "1" : "0";
	v[i++] = "MSDP";	v[i++] = "0";
	v[i++] = "MXP";		v[i++] = "0";
	v[i++] = "PUEBLO";	v[i++] = "0";
	v[i++] = "VT100";	v[i++] = "0";
	*n = i / 2;
	return (v);
}
