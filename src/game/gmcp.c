/* gmcp.c: the GMCP messages the game gives clients. */
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
