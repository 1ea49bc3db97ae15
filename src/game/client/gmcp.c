/*
 * gmcp.c: the GMCP messages the game gives clients: status, vitals, the
 * room, channels, and what a turn changed (the lists themselves are
 * gmcp-items.c's; the MSSP variables mssp.c's). docs/gmcp.md shows each.
 */
#include <stdio.h>
#include <string.h>
#include <sys/queue.h>

#include <stdlib.h>
#include <strings.h>

#include <jansson.h>

#include "channel.h"
#include "character.h"
#include "colour.h"
#include "config.h"
#include "descriptor.h"
#include "equeue.h"
#include "fight.h"
#include "game.h"
#include "gmcp.h"
#include "gmcp-int.h"
#include "help.h"
#include "mod.h"
#include "protocol.h"
#include "room.h"
#include "session.h"
#include "text.h"
#include "websock.h"
#include "world.h"
#include "xmalloc.h"

/* FNV-1a over a string. */
uint32_t
gmcp_hash(const char *s)
{
	uint32_t	h = 2166136261u;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 16777619u;
	}
	return (h);
}

/* Text without its colour markup, as a client's script wants it. */
char *
gmcp_plain(const char *s)
{
	return (colour_render(s, strlen(s), COLOUR_NONE, NULL));
}

/*
 * A player's name and title as others see it ("Bob the Brave"), plain:
 * Char.Name, Char.Status and Room.Players say the same (a new string).
 */
char *
gmcp_fullname(const struct character *ch)
{
	char	*title, *full;

	title = gmcp_plain(ch->pd.title != NULL ? ch->pd.title : "");
	xasprintf(&full, "%s%s%s", ch->pd.name, *title != '\0' ? " " : "",
	    title);
	free(title);
	return (full);
}

/* What ch's connection was told, made when first needed; NULL if none. */
static struct gmcp_seen *
gmcp_seen_of(struct character *ch)
{
	struct session	*s;

	if (ch->desc == NULL || (s = session_of(ch->desc)) == NULL)
		return (NULL);
	if (s->gmcp == NULL)
		s->gmcp = xcalloc(1, sizeof *s->gmcp);
	return (s->gmcp);
}

/* Forget what a connection was told (it closes). */
void
gmcp_forget(struct session *s)
{
	struct gmcp_seen	*g = s->gmcp;

	if (g == NULL)
		return;
	gmcp_set_free(&g->inv);
	gmcp_set_free(&g->here);
	gmcp_set_free(&g->players);
	gmcp_set_free(&g->afflict);
	gmcp_set_free(&g->defence);
	json_decref(g->status);
	free(g);
	s->gmcp = NULL;
}

/* A number as IRE sends one: a string of digits. */
static json_t *
gmcp_numstr(int n)
{
	char	buf[16];

	snprintf(buf, sizeof buf, "%d", n);
	return (json_string(buf));
}

/*
 * Char.Vitals, only when a value changed since the last one sent. hp and
 * maxhp are numbers, as they always were (the web page and scripts do
 * sums with them; a Lua tonumber() takes either); IRE's mp, maxmp (mana)
 * and ep, maxep (endurance: moves here) are strings of digits, as IRE
 * sends them, and "string" sums them up as IRE's prompt line does.
 */
void
gmcp_vitals(struct character *ch)
{
	struct descriptor	*d = ch->desc;
	json_t			*j;
	char			 line[96];
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
	j = json_pack("{s:i, s:i, s:i, s:i, s:i, s:i}", "hp", v[0], "maxhp",
	    v[1], "mana", v[2], "maxmana", v[3], "mv", v[4], "maxmv", v[5]);
	json_object_set_new(j, "mp", gmcp_numstr(v[2]));
	json_object_set_new(j, "maxmp", gmcp_numstr(v[3]));
	json_object_set_new(j, "ep", gmcp_numstr(v[4]));
	json_object_set_new(j, "maxep", gmcp_numstr(v[5]));
	snprintf(line, sizeof line, "H:%d/%d M:%d/%d E:%d/%d", v[0], v[1],
	    v[2], v[3], v[4], v[5]);
	json_object_set_new(j, "string", json_string(line));
	proto_gmcp_send(d, GMCP_CHAR, "Char.Vitals", j);
}

/* A position's name ("standing"), for Char.Status and MSDP. */
const char *
gmcp_position(int pos)
{
	static const char *const names[] = { "standing", "resting",
	    "sleeping", "fighting", "stunned", "dead" };

	if (pos < 0 || pos >= (int)(sizeof names / sizeof names[0]))
		return ("standing");
	return (names[pos]);
}

/* Char.Status as it would be now. */
static json_t *
gmcp_status_json(struct character *ch)
{
	json_t	*j;
	char	*full;

	full = gmcp_fullname(ch);
	j = json_pack("{s:s, s:s, s:i, s:s, s:s, s:I, s:I, s:I, s:i, s:i, "
	    "s:s}",
	    "name", ch->pd.name, "fullname", full, "level", ch->pd.level,
	    "class", ch->pd.class_name, "race", ch->pd.race, "exp",
	    (json_int_t)ch->pd.exp, "tnl", (json_int_t)(fight_exp_for_level(
	    ch->pd.level) - ch->pd.exp), "gold", (json_int_t)ch->pd.gold,
	    "practices", ch->pd.practices, "trains", ch->pd.trains, "position",
	    gmcp_position(ch->pd.position));
	free(full);
	return (j);
}

/*
 * Char.StatusVars: the names of Char.Status's fields and the words for
 * them, as IRE sends it before the first Char.Status.
 */
static void
gmcp_status_vars(struct character *ch)
{
	if (!proto_gmcp_wants(ch->desc, GMCP_CHAR))
		return;
	proto_gmcp_send(ch->desc, GMCP_CHAR, "Char.StatusVars", json_pack(
	    "{s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s}",
	    "name", "Name", "fullname", "Name and title", "level", "Level",
	    "class", "Class", "race", "Race", "exp", "Experience", "tnl",
	    "Experience to the next level", "gold", "Gold", "practices",
	    "Practices", "trains", "Training sessions", "position",
	    "Position"));
}

/*
 * Char.Status: who the character is. As IRE: the whole of it first (and
 * whenever force: the full set, the client asking), then only the fields
 * that changed since, when any did (level, experience, gold...).
 */
static void
gmcp_status_if(struct character *ch, int force)
{
	struct gmcp_seen	*g;
	json_t			*j, *diff, *v;
	const char		*key;

	if (ch->desc == NULL || !proto_gmcp_wants(ch->desc, GMCP_CHAR) ||
	    (g = gmcp_seen_of(ch)) == NULL)
		return;
	j = gmcp_status_json(ch);
	if (force || g->status == NULL) {
		json_decref(g->status);
		g->status = json_incref(j);
		proto_gmcp_send(ch->desc, GMCP_CHAR, "Char.Status", j);
		return;
	}
	diff = json_object();
	json_object_foreach(j, key, v) {
		if (!json_equal(v, json_object_get(g->status, key)))
			json_object_set(diff, key, v);
	}
	json_decref(g->status);
	g->status = j;
	if (json_object_size(diff) == 0) {
		json_decref(diff);
		return;
	}
	proto_gmcp_send(ch->desc, GMCP_CHAR, "Char.Status", diff);
}

/* Char.Status: who the character is. */
void
gmcp_status(struct character *ch)
{
	gmcp_status_if(ch, 1);
}

/* Char.Name: the name, and the name with the title, as IRE sends. */
static void
gmcp_name(struct character *ch)
{
	char	*full;

	if (!proto_gmcp_wants(ch->desc, GMCP_CHAR))
		return;
	full = gmcp_fullname(ch);
	proto_gmcp_send(ch->desc, GMCP_CHAR, "Char.Name", json_pack(
	    "{s:s, s:s}", "name", ch->pd.name, "fullname", full));
	free(full);
}

/* The short names of the directions, as IRE-style mappers key exits. */
static const char *const gmcp_dir_short[DIR__COUNT] = {
	"n", "e", "s", "w", "u", "d"
};

/* Does a shopkeeper trade in this room (its shop lists it, or none)? */
static int
gmcp_room_shop(const struct room *room)
{
	const struct character	*k;
	int			 i;

	TAILQ_FOREACH(k, &room->mobs, mob_entry) {
		if (k->mob == NULL || k->mob->shop == NULL)
			continue;
		if (k->mob->shop->nrooms == 0)
			return (1);
		for (i = 0; i < k->mob->shop->nrooms; i++) {
			if (k->mob->shop->rooms[i] == room->vnum)
				return (1);
		}
	}
	return (0);
}

/* Is a guildmaster (one who teaches a class) in this room? */
static int
gmcp_room_guild(const struct room *room)
{
	const struct character	*k;

	TAILQ_FOREACH(k, &room->mobs, mob_entry) {
		if (k->mob != NULL && k->mob->guild != 0)
			return (1);
	}
	return (0);
}

/* Is a mobile with one of these MOB_* flags (trainer, healer) here? */
static int
gmcp_room_mob_flag(const struct room *room, int flag)
{
	const struct character	*k;

	TAILQ_FOREACH(k, &room->mobs, mob_entry) {
		if (k->mob != NULL && (k->mob->flags & flag))
			return (1);
	}
	return (0);
}

/*
 * Room.Info's details, as IRE's ["shop", "bank"]: what the room is by
 * its flags and sector, and who trades or teaches in it. Words that do
 * not change while the character stays (dark is the builder's flag, not
 * the light of the hour).
 */
static json_t *
gmcp_room_details(const struct room *room)
{
	json_t	*d = json_array();
	int	 flags = room->def->flags;

	if (gmcp_room_shop(room))
		json_array_append_new(d, json_string("shop"));
	if (gmcp_room_guild(room))
		json_array_append_new(d, json_string("guild"));
	if (gmcp_room_mob_flag(room, MOB_TRAINER))
		json_array_append_new(d, json_string("trainer"));
	if (gmcp_room_mob_flag(room, MOB_HEALER))
		json_array_append_new(d, json_string("healer"));
	if (gmcp_room_mob_flag(room, MOB_QUESTMASTER))
		json_array_append_new(d, json_string("questmaster"));
	if (flags & ROOM_PET_SHOP)
		json_array_append_new(d, json_string("petshop"));
	json_array_append_new(d, json_string(room_is_outdoors(room) ?
	    "outdoors" : "indoors"));
	if (flags & ROOM_DARK)
		json_array_append_new(d, json_string("dark"));
	if (flags & ROOM_SAFE)
		json_array_append_new(d, json_string("safe"));
	if (flags & ROOM_ARENA)
		json_array_append_new(d, json_string("arena"));
	if (flags & ROOM_RECALL)
		json_array_append_new(d, json_string("recall"));
	if (flags & ROOM_NO_RECALL)
		json_array_append_new(d, json_string("norecall"));
	if (flags & ROOM_PRIVATE)
		json_array_append_new(d, json_string("private"));
	return (d);
}

/*
 * Room.Info: where the character is. exits has the short keys mappers
 * read (IRE, Mudlet's generic mapper); fullexits the words. Nothing
 * before the connection's full set (gmcp_login): the move into the room
 * at login would otherwise send it once more. The world has no
 * coordinates, so there is no "coords".
 */
void
gmcp_room(struct character *ch)
{
	struct room		*room = ch->room;
	struct gmcp_seen	*g;
	json_t			*exits, *full, *doors;
	char			*name, *area;
	int			 dir;

	if (ch->desc == NULL || room == NULL ||
	    !proto_gmcp_wants(ch->desc, GMCP_ROOM) ||
	    (g = gmcp_seen_of(ch)) == NULL || !g->started)
		return;
	exits = json_object();
	full = json_object();
	doors = json_object();
	for (dir = 0; dir < DIR__COUNT; dir++) {
		if (room_exit_now(room, dir)->to_vnum < 0)
			continue;
		json_object_set_new(exits, gmcp_dir_short[dir],
		    json_integer(room_exit_now(room, dir)->to_vnum));
		json_object_set_new(full, dir_name(dir),
		    json_integer(room_exit_now(room, dir)->to_vnum));
		if (room->door[dir] & EXIT_DOOR)
			json_object_set_new(doors, gmcp_dir_short[dir],
			    json_string(room->door[dir] & EXIT_LOCKED ?
			    "locked" : room->door[dir] & EXIT_CLOSED ?
			    "closed" : "open"));
	}
	name = gmcp_plain(room->def->name);
	area = gmcp_plain(room->area != NULL ? room->area->def->name : "");
	proto_gmcp_send(ch->desc, GMCP_ROOM, "Room.Info", json_pack(
	    "{s:i, s:s, s:s, s:s, s:o, s:o, s:o, s:o}", "num", room->vnum,
	    "name", name, "area", area, "environment",
	    sector_name(room->def->sector), "exits", exits, "fullexits", full,
	    "doors", doors, "details", gmcp_room_details(room)));
	free(name);
	free(area);
}

/*
 * Something said on a channel (say, tell, gossip...): Comm.Channel as
 * before (text is what was said, as typed), and Comm.Channel.Text as
 * IRE-style scripts read it: text is the whole line as ch was shown it,
 * in ch's colours (ANSI, no MXP), without its newline. line is that line
 * in colour markup.
 */
void
gmcp_channel(struct character *ch, const char *channel, const char *talker,
    const char *said, const char *line)
{
	struct gmcp_seen	*g;
	enum colour_mode	 mode;
	char			*plain, *shown;
	size_t			 len;

	if (ch->desc == NULL || !proto_gmcp_wants(ch->desc, GMCP_COMM) ||
	    (g = gmcp_seen_of(ch)) == NULL)
		return;
	if (g->chan_open[0] != '\0') {
		proto_gmcp_send(ch->desc, GMCP_COMM, "Comm.Channel.End",
		    json_string(g->chan_open));
		g->chan_open[0] = '\0';
	}
	proto_gmcp_send(ch->desc, GMCP_COMM, "Comm.Channel", json_pack(
	    "{s:s, s:s, s:s}", "chan", channel, "player", talker, "text",
	    said));
	mode = (enum colour_mode)(desc_colour_mode(ch->desc) & ~COLOUR_MXP);
	shown = colour_render(line, strlen(line), mode, &len);
	while (len > 0 && (shown[len - 1] == '\n' || shown[len - 1] == '\r'))
		shown[--len] = '\0';
	plain = gmcp_plain(talker);
	proto_gmcp_send(ch->desc, GMCP_COMM, "Comm.Channel.Text", json_pack(
	    "{s:s, s:s, s:s}", "channel", channel, "talker", plain, "text",
	    shown));
	free(plain);
	free(shown);
}

/*
 * Comm.Channel.Start "say" (or "tell Bobb"), before ch is shown a line on
 * a channel, as IRE sends it; the next gmcp_channel ends it. A Start not
 * ended is ended by the next (a line the character did not get).
 */
void
gmcp_channel_start(struct character *ch, const char *channel)
{
	struct gmcp_seen	*g;
	char			*plain;

	if (ch->desc == NULL || !proto_gmcp_wants(ch->desc, GMCP_COMM) ||
	    (g = gmcp_seen_of(ch)) == NULL)
		return;
	if (g->chan_open[0] != '\0')
		proto_gmcp_send(ch->desc, GMCP_COMM, "Comm.Channel.End",
		    json_string(g->chan_open));
	plain = gmcp_plain(channel);
	snprintf(g->chan_open, sizeof g->chan_open, "%s", plain);
	free(plain);
	proto_gmcp_send(ch->desc, GMCP_COMM, "Comm.Channel.Start",
	    json_string(g->chan_open));
}

/*
 * Comm.Channel.Players, as IRE sends it: the other players ch can see in
 * the game, each with the channels both hear ("channels" left out when
 * none). At most GMCP_CHANNEL_PLAYERS_MAX of them (a name and four
 * channels each: some 16 KB at most).
 */
static void
gmcp_channel_players(struct character *ch)
{
	struct character	*p;
	json_t			*list, *one, *chans;
	size_t			 i, n = 0;

	if (ch->desc == NULL || !proto_gmcp_wants(ch->desc, GMCP_COMM))
		return;
	list = json_array();
	TAILQ_FOREACH(p, &player_list, player_entry) {
		if (p == ch || !mod_can_see(ch, p))
			continue;
		if (n++ == GMCP_CHANNEL_PLAYERS_MAX)
			break;
		one = json_pack("{s:s}", "name", p->pd.name);
		chans = json_array();
		for (i = 0; i < CHAN__COUNT; i++) {
			if (channel_on(ch, (int)i) && channel_on(p, (int)i))
				json_array_append_new(chans, json_string(
				    channel_table[i].name));
		}
		if (json_array_size(chans) > 0)
			json_object_set_new(one, "channels", chans);
		else
			json_decref(chans);
		json_array_append_new(list, one);
	}
	proto_gmcp_send(ch->desc, GMCP_COMM, "Comm.Channel.Players", list);
}

/* Comm.Channel.List: what ch can talk on, and the command for each. */
static void
gmcp_channel_list(struct character *ch)
{
	json_t	*list;
	size_t	 i;

	if (ch->desc == NULL || !proto_gmcp_wants(ch->desc, GMCP_COMM))
		return;
	list = json_array();
	json_array_append_new(list, json_pack("{s:s, s:s, s:s}", "name",
	    "say", "caption", "Say", "command", "say"));
	json_array_append_new(list, json_pack("{s:s, s:s, s:s}", "name",
	    "tell", "caption", "Tell", "command", "tell"));
	json_array_append_new(list, json_pack("{s:s, s:s, s:s}", "name",
	    "gtell", "caption", "Group", "command", "gtell"));
	for (i = 0; i < CHAN__COUNT; i++)
		json_array_append_new(list, json_pack("{s:s, s:s, s:s, s:b}",
		    "name", channel_table[i].name, "caption",
		    text_cap(channel_table[i].name), "command",
		    i == CHAN_CLAN ? "ctalk" : channel_table[i].name, "on",
		    channel_on(ch, (int)i)));
	proto_gmcp_send(ch->desc, GMCP_COMM, "Comm.Channel.List", list);
}

/* Skills: the groups, when the client speaks Char.Skills. */
static void
gmcp_skill_groups(struct character *ch)
{
	json_t	*empty = json_object();

	gmcp_skills_get(ch, empty);
	json_decref(empty);
}

/*
 * Client.GUI, once a connection, when the web port is on and serves the
 * Mudlet package (web.mudlet): its version and where to download it, as
 * Mudlet installs a game's own package.
 */
static void
gmcp_gui(struct character *ch, struct gmcp_seen *g)
{
	const char	*file = conf_str(CFG_WEB_MUDLET), *version, *host;
	char		*path, *url;
	int		 port = websock_port();

	if (g->gui_sent || !ch->desc->proto.gmcp_on || *file == '\0' ||
	    port <= 0 || strchr(file, '/') != NULL || file[0] == '.')
		return;
	/*
	 * Only where players reach the game is known (web.url, or
	 * mssp.hostname): a guess (tls.hostname, "localhost" by default)
	 * would send each Mudlet to a port on its own machine.
	 */
	if (*conf_str(CFG_WEB_URL) == '\0' &&
	    *conf_str(CFG_MSSP_HOSTNAME) == '\0')
		return;
	g->gui_sent = 1;
	xasprintf(&path, "%s/mudlet/%s", conf_str(CFG_WEB_ROOT), file);
	version = gmcp_gui_version(path);
	free(path);
	if (version == NULL)
		return;
	if (*conf_str(CFG_WEB_URL) != '\0')
		xasprintf(&url, "%s/mudlet/%s", conf_str(CFG_WEB_URL), file);
	else {
		host = conf_str(CFG_MSSP_HOSTNAME);
		xasprintf(&url, "%s://%s:%d/mudlet/%s", conf_int(CFG_WEB_TLS) ?
		    "https" : "http", host, port, file);
	}
	proto_gmcp_gui(ch->desc, version, url);
	free(url);
}

/*
 * Everything a client needs when a character comes into play, comes
 * back from being link-dead, survives a reboot, or the client changes
 * its packages: name, status, vitals, the room and its lists, the
 * inventory, afflictions, skill groups and channels, sent again in full.
 */
void
gmcp_login(struct character *ch)
{
	struct gmcp_seen	*g;

	if (ch->desc == NULL || !ch->desc->proto.gmcp_on ||
	    (g = gmcp_seen_of(ch)) == NULL)
		return;
	memset(ch->desc->proto.last_vitals, 0xff,
	    sizeof ch->desc->proto.last_vitals);
	g->started = 1;
	gmcp_gui(ch, g);
	gmcp_name(ch);
	gmcp_status_vars(ch);
	gmcp_status_if(ch, 1);
	gmcp_vitals(ch);
	gmcp_room(ch);
	gmcp_items_turn(ch, g, 1);
	gmcp_players_turn(ch, g, 1);
	gmcp_affects_turn(ch, g, 1);
	gmcp_skill_groups(ch);
	gmcp_channel_list(ch);
	gmcp_channel_players(ch);
}

/*
 * The end of a turn in which ch was sent something: what changed in its
 * vitals, status, inventory, room, afflictions. Nothing is built for a
 * connection without GMCP.
 */
void
gmcp_turn(struct character *ch)
{
	struct gmcp_seen	*g;

	if (ch->desc == NULL || !ch->desc->proto.gmcp_on ||
	    ch->desc->proto.gmcp == 0 || (g = gmcp_seen_of(ch)) == NULL)
		return;
	gmcp_vitals(ch);
	gmcp_status_if(ch, 0);
	gmcp_items_turn(ch, g, 0);
	gmcp_players_turn(ch, g, 0);
	gmcp_affects_turn(ch, g, 0);
}

/* The client changed its packages: a player in the game gets them all. */
void
gmcp_changed(struct descriptor *d)
{
	struct session	*s = session_of(d);

	if (s == NULL || s->ch == NULL)
		return;
	gmcp_login(s->ch);
}

/*
 * A message from the client the connection layer left to the game:
 * Char.Skills.Get, Char.Items.Inv/Room/Contents, Comm.Channel.List,
 * Room.Info (asked again). Others are ignored.
 */
void
gmcp_message(struct descriptor *d, const char *name, json_t *j)
{
	struct session		*s = session_of(d);
	struct gmcp_seen	*g;
	struct character	*ch;
	uint64_t		 now;

	if (s == NULL || (ch = s->ch) == NULL || (g = gmcp_seen_of(ch)) == NULL)
		return;
	if (strcasecmp(name, "Char.Skills.Get") == 0)
		gmcp_skills_get(ch, j);
	else if (strncasecmp(name, "Char.Items.", 11) == 0)
		gmcp_items_ask(ch, g, name + 11, j);
	else if (strcasecmp(name, "Comm.Channel.List") == 0)
		gmcp_channel_list(ch);
	else if (strcasecmp(name, "Comm.Channel.Players") == 0) {
		/*
		 * A list of up to 200 players for a request of 30 bytes:
		 * GMCP_PLAYERS_PER_PULSE answers a pulse, the rest dropped.
		 */
		now = equeue_pulse(game_eq);
		if (now != g->players_pulse) {
			g->players_pulse = now;
			g->players_asked = 0;
		}
		if (g->players_asked >= GMCP_PLAYERS_PER_PULSE)
			return;
		g->players_asked++;
		gmcp_channel_players(ch);
	}
	else if (strcasecmp(name, "Room.Info") == 0 ||
	    strcasecmp(name, "Room.Info.Get") == 0)
		gmcp_room(ch);
	else if (strcasecmp(name, "Char.Status") == 0)
		gmcp_status_if(ch, 1);
}
