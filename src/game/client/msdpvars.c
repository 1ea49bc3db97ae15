/*
 * msdpvars.c: the MSDP variables and commands. A client asks for
 * variables with SEND (once) or REPORT (now and whenever they change);
 * the end of each turn compares a hash of each reported value with the
 * last sent and sends the ones that changed, together. Nothing is built
 * for a connection that reports nothing. A client also sets what it is
 * (CLIENT_ID...) and what it takes (ANSI_COLORS, XTERM_256_COLORS, UTF_8:
 * handed to the connection's protocols, which choose the colours).
 */
#include <sys/queue.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "area.h"
#include "attrib.h"
#include "calendar.h"
#include "character.h"
#include "colour.h"
#include "config.h"
#include "descriptor.h"
#include "fight.h"
#include "game.h"
#include "gmcp.h"
#include "log.h"
#include "magic.h"
#include "msdp.h"
#include "msdpvars.h"
#include "protocol.h"
#include "room.h"
#include "session.h"
#include "telnet.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

/*
 * The variables: the reportable ones first (to MV__REPORTABLE), then the
 * ones a client sets about itself, which it may SEND but not REPORT.
 */
enum msdp_var_id {
	MV_ACCOUNT_NAME, MV_CHARACTER_NAME, MV_SERVER_ID, MV_SERVER_TIME,
	MV_SNIPPET_VERSION, MV_SPECIFICATION, MV_AFFECTS, MV_ALIGNMENT,
	MV_EXPERIENCE, MV_EXPERIENCE_MAX, MV_EXPERIENCE_TNL, MV_HEALTH,
	MV_HEALTH_MAX, MV_LEVEL, MV_RACE, MV_CLASS, MV_MANA, MV_MANA_MAX,
	MV_WIMPY, MV_PRACTICE, MV_MONEY, MV_MOVEMENT, MV_MOVEMENT_MAX,
	MV_HITROLL, MV_DAMROLL, MV_AC, MV_STR, MV_INT, MV_WIS, MV_DEX, MV_CON,
	MV_STR_PERM, MV_INT_PERM, MV_WIS_PERM, MV_DEX_PERM, MV_CON_PERM,
	MV_POSITION, MV_OPPONENT_NAME, MV_OPPONENT_HEALTH,
	MV_OPPONENT_HEALTH_MAX, MV_OPPONENT_LEVEL, MV_AREA_NAME,
	MV_ROOM_EXITS, MV_ROOM_NAME, MV_ROOM_VNUM, MV_ROOM, MV_WORLD_TIME,
	MV__REPORTABLE,
	MV_CLIENT_ID = MV__REPORTABLE, MV_CLIENT_NAME, MV_CLIENT_VERSION,
	MV_PLUGIN_ID, MV_ANSI_COLORS, MV_XTERM_256_COLORS, MV_UTF_8, MV_SOUND,
	MV_MXP, MV__COUNT
};
#define MV_NCONFIG	(MV__COUNT - MV__REPORTABLE)

/* The names, by id: what LIST SENDABLE_VARIABLES gives. */
static const char *const msdp_var_names[MV__COUNT] = {
	"ACCOUNT_NAME", "CHARACTER_NAME", "SERVER_ID", "SERVER_TIME",
	"SNIPPET_VERSION", "SPECIFICATION", "AFFECTS", "ALIGNMENT",
	"EXPERIENCE", "EXPERIENCE_MAX", "EXPERIENCE_TNL", "HEALTH",
	"HEALTH_MAX", "LEVEL", "RACE", "CLASS", "MANA", "MANA_MAX",
	"WIMPY", "PRACTICE", "MONEY", "MOVEMENT", "MOVEMENT_MAX",
	"HITROLL", "DAMROLL", "AC", "STR", "INT", "WIS", "DEX", "CON",
	"STR_PERM", "INT_PERM", "WIS_PERM", "DEX_PERM", "CON_PERM",
	"POSITION", "OPPONENT_NAME", "OPPONENT_HEALTH",
	"OPPONENT_HEALTH_MAX", "OPPONENT_LEVEL", "AREA_NAME",
	"ROOM_EXITS", "ROOM_NAME", "ROOM_VNUM", "ROOM", "WORLD_TIME",
	"CLIENT_ID", "CLIENT_NAME", "CLIENT_VERSION",
	"PLUGIN_ID", "ANSI_COLORS", "XTERM_256_COLORS", "UTF_8", "SOUND",
	"MXP"
};

/* What LIST CONFIGURABLE_VARIABLES gives: the names from MV__REPORTABLE. */
static const char *const *const msdp_configurable =
    msdp_var_names + MV__REPORTABLE;

/* The longest string a client may set (more is cut), as KaVir's. */
#define MSDP_CONFIG_MAX		40

/* This server's MSDP, for SNIPPET_VERSION: changes when the set does. */
#define MSDP_SNIPPET_VERSION	"2"

static const char *const msdp_commands[] = {
	"LIST", "REPORT", "RESET", "SEND", "UNREPORT"
};
static const char *const msdp_lists[] = {
	"COMMANDS", "LISTS", "CONFIGURABLE_VARIABLES", "REPORTABLE_VARIABLES",
	"REPORTED_VARIABLES", "SENDABLE_VARIABLES"
};
#define MSDP_NLISTS	(sizeof msdp_lists / sizeof msdp_lists[0])

/*
 * What one connection reports and a hash of what it was last sent of
 * each; what its client set about itself (strings, "" if not set). One
 * that reports WORLD_TIME is on the list the game hour goes through.
 */
struct msdp_state {
	struct session		*s;
	unsigned char		 reported[MV__REPORTABLE];
	uint32_t		 sent[MV__REPORTABLE];
	int			 nreported;
	char			 set[MV_NCONFIG][MSDP_CONFIG_MAX + 1];
	TAILQ_ENTRY(msdp_state)	 hour_entry;
};

/* The connections that report WORLD_TIME (msdp_vars_hour). */
static TAILQ_HEAD(, msdp_state) msdp_hourly =
    TAILQ_HEAD_INITIALIZER(msdp_hourly);

/* A command being answered: the connection and the reply built. */
struct msdp_cmd {
	struct session	*s;
	struct msdp_buf	 out;
};

static const char *const msdp_dir_short[DIR__COUNT] = {
	"n", "e", "s", "w", "u", "d"
};

/* A variable's id by name (any case), among the first n; -1 if none. */
static int
msdp_vars_find(const char *name, int n)
{
	int	i;

	for (i = 0; i < n; i++) {
		if (strcasecmp(msdp_var_names[i], name) == 0)
			return (i);
	}
	return (-1);
}

static struct msdp_state *
msdp_vars_state(struct session *s)
{
	if (s->msdp == NULL) {
		s->msdp = xcalloc(1, sizeof *s->msdp);
		s->msdp->s = s;
	}
	return (s->msdp);
}

/* Report a variable or stop; WORLD_TIME puts it on the hour's list. */
static void
msdp_vars_mark(struct msdp_state *st, int id, int on)
{
	if (st->reported[id] == on)
		return;
	st->reported[id] = (unsigned char)on;
	st->nreported += on ? 1 : -1;
	st->sent[id] = 0;
	if (id != MV_WORLD_TIME)
		return;
	if (on)
		TAILQ_INSERT_TAIL(&msdp_hourly, st, hour_entry);
	else
		TAILQ_REMOVE(&msdp_hourly, st, hour_entry);
}

/* VAL and a number. */
static void
msdp_vars_num(struct msdp_buf *b, long long n)
{
	char	num[32];

	snprintf(num, sizeof num, "%lld", n);
	msdp_val(b, num);
}

/* VAL and text from the game, its colour markup taken out. */
static void
msdp_vars_text(struct msdp_buf *b, const char *s)
{
	char	*plain;

	plain = colour_render(s, strlen(s), COLOUR_NONE, NULL);
	msdp_val(b, plain);
	free(plain);
}

/* VAL and a table of the room's exits: direction (n, e...) to vnum. */
static void
msdp_vars_exits(struct msdp_buf *b, const struct room *room)
{
	int	dir;

	msdp_mark(b, MSDP_VAL);
	msdp_mark(b, MSDP_TABLE_OPEN);
	for (dir = 0; room != NULL && dir < DIR__COUNT; dir++) {
		if (room_exit_now(room, dir)->to_vnum < 0)
			continue;
		msdp_var(b, msdp_dir_short[dir]);
		msdp_vars_num(b, room_exit_now(room, dir)->to_vnum);
	}
	msdp_mark(b, MSDP_TABLE_CLOSE);
}

/*
 * VAL and the ROOM table mappers read (TinTin++'s MSDP mapper): VNUM,
 * NAME, AREA, TERRAIN (the sector) and EXITS; no COORDS, as rooms have
 * none. Empty where there is no room.
 */
static void
msdp_vars_room(struct msdp_buf *b, const struct room *room)
{
	msdp_mark(b, MSDP_VAL);
	msdp_mark(b, MSDP_TABLE_OPEN);
	if (room != NULL) {
		msdp_var(b, "VNUM");
		msdp_vars_num(b, room->vnum);
		msdp_var(b, "NAME");
		msdp_vars_text(b, room->def->name);
		msdp_var(b, "AREA");
		msdp_vars_text(b, room->area != NULL ?
		    room->area->def->name : "");
		msdp_var(b, "TERRAIN");
		msdp_val(b, sector_name(room->def->sector));
		msdp_var(b, "EXITS");
		msdp_vars_exits(b, room);
	}
	msdp_mark(b, MSDP_TABLE_CLOSE);
}

/* The whole seconds before an affect ends (rounded up). */
static unsigned long long
msdp_vars_affect_left(const struct affect *af)
{
	uint64_t	left;

	if (af->expiry == NULL)
		return (0);
	left = equeue_remaining(game_eq, af->expiry);
	return ((unsigned long long)((left + PULSES_PER_SECOND - 1) /
	    PULSES_PER_SECOND));
}

/*
 * VAL and a table of the spells on ch, each to the seconds it has left,
 * as KaVir's snippet sends AFFECTS. A spell made of several affects is
 * one entry, with the longest.
 */
static void
msdp_vars_affects(struct msdp_buf *b, const struct character *ch)
{
	const struct affect	*af, *o;
	unsigned long long	 most, left;

	msdp_mark(b, MSDP_VAL);
	msdp_mark(b, MSDP_TABLE_OPEN);
	TAILQ_FOREACH(af, &ch->affects, entry) {
		for (o = TAILQ_FIRST(&ch->affects); o != af;
		    o = TAILQ_NEXT(o, entry)) {
			if (o->spell == af->spell)
				break;
		}
		if (o != af)
			continue;	/* the spell went out already */
		most = 0;
		for (o = af; o != NULL; o = TAILQ_NEXT(o, entry)) {
			if (o->spell == af->spell &&
			    (left = msdp_vars_affect_left(o)) > most)
				most = left;
		}
		msdp_var(b, magic_spell_name(af->spell));
		msdp_vars_num(b, (long long)most);
	}
	msdp_mark(b, MSDP_TABLE_CLOSE);
}

/* VAL and "1" or "0". */
static void
msdp_vars_bool(struct msdp_buf *b, int on)
{
	msdp_val(b, on ? "1" : "0");
}

/*
 * The value of a variable a client sets: what it set, or what the server
 * knows of it otherwise (the colours and charset from the connection's
 * protocols, which a setting changes; the client's TTYPE name).
 */
static void
msdp_vars_config_value(int id, struct session *s, struct msdp_buf *b)
{
	struct descriptor	*d = s->desc;
	const char		*set = "";

	if (s->msdp != NULL)
		set = s->msdp->set[id - MV__REPORTABLE];
	switch (id) {
	case MV_CLIENT_ID:
	case MV_CLIENT_NAME:
		msdp_val(b, *set != '\0' ? set : d->proto.client);
		break;
	case MV_ANSI_COLORS:
		msdp_vars_bool(b, proto_colours(d) >= 16);
		break;
	case MV_XTERM_256_COLORS:
		msdp_vars_bool(b, proto_colours(d) >= 256);
		break;
	case MV_UTF_8:
		msdp_vars_bool(b, d->proto.utf8);
		break;
	case MV_MXP:
		if (*set == '\0')
			msdp_vars_bool(b, d->proto.mxp_on);
		else
			msdp_val(b, set);
		break;
	case MV_SOUND:
		msdp_val(b, *set != '\0' ? set : "0");
		break;
	default:
		msdp_val(b, set);
		break;
	}
}

/* The value of a variable for this session's character (VAL ...). */
static void
msdp_vars_value(int id, struct session *s, struct msdp_buf *b)
{
	struct character	*ch = s->ch, *foe;
	struct room		*room;

	if (id >= MV__REPORTABLE) {
		msdp_vars_config_value(id, s, b);
		return;
	}
	switch (id) {
	case MV_SERVER_ID:
		msdp_vars_text(b, conf_str(CFG_NAME));
		return;
	case MV_SERVER_TIME:
		msdp_vars_num(b, (long long)game_time());
		return;
	case MV_SNIPPET_VERSION:
		msdp_val(b, MSDP_SNIPPET_VERSION);
		return;
	case MV_SPECIFICATION:
		msdp_val(b, "MSDP");
		return;
	case MV_WORLD_TIME:
		msdp_vars_num(b, calendar_hour());
		return;
	default:
		break;
	}
	if (ch == NULL) {
		msdp_val(b, "");
		return;
	}
	foe = ch->fighting;
	room = ch->room;
	switch (id) {
	case MV_ACCOUNT_NAME:
	case MV_CHARACTER_NAME:
		msdp_vars_text(b, ch->pd.name);
		break;
	case MV_AFFECTS:
		msdp_vars_affects(b, ch);
		break;
	case MV_ALIGNMENT:
		/* Players have no alignment (mobiles do): always 0. */
		msdp_vars_num(b, 0);
		break;
	case MV_EXPERIENCE:
		msdp_vars_num(b, ch->pd.exp);
		break;
	case MV_EXPERIENCE_MAX:
		msdp_vars_num(b, fight_exp_for_level(ch->pd.level));
		break;
	case MV_EXPERIENCE_TNL:
		msdp_vars_num(b, fight_exp_for_level(ch->pd.level) -
		    ch->pd.exp);
		break;
	case MV_HEALTH:
		msdp_vars_num(b, ch->pd.hit);
		break;
	case MV_HEALTH_MAX:
		msdp_vars_num(b, ch->pd.max_hit);
		break;
	case MV_LEVEL:
		msdp_vars_num(b, ch->pd.level);
		break;
	case MV_RACE:
		msdp_vars_text(b, ch->pd.race);
		break;
	case MV_CLASS:
		msdp_vars_text(b, ch->pd.class_name);
		break;
	case MV_MANA:
		msdp_vars_num(b, ch->pd.mana);
		break;
	case MV_MANA_MAX:
		msdp_vars_num(b, ch->pd.max_mana);
		break;
	case MV_WIMPY:
		msdp_vars_num(b, ch->pd.wimpy);
		break;
	case MV_PRACTICE:
		msdp_vars_num(b, ch->pd.practices);
		break;
	case MV_MONEY:
		msdp_vars_num(b, ch->pd.gold);
		break;
	case MV_MOVEMENT:
		msdp_vars_num(b, ch->pd.move);
		break;
	case MV_MOVEMENT_MAX:
		msdp_vars_num(b, ch->pd.max_move);
		break;
	case MV_HITROLL:
		msdp_vars_num(b, attrib_hit_bonus(ch));
		break;
	case MV_DAMROLL:
		msdp_vars_num(b, attrib_dam_bonus(ch));
		break;
	case MV_AC:
		msdp_vars_num(b, fight_armor(ch));
		break;
	case MV_STR:
	case MV_INT:
	case MV_WIS:
	case MV_DEX:
	case MV_CON:
		/* What counts now: with affects and gear. */
		msdp_vars_num(b, attrib_get(ch, (enum stat)(id - MV_STR)));
		break;
	case MV_STR_PERM:
	case MV_INT_PERM:
	case MV_WIS_PERM:
	case MV_DEX_PERM:
	case MV_CON_PERM:
		/* As rolled, and saved. */
		msdp_vars_num(b, ch->pd.stats[id - MV_STR_PERM]);
		break;
	case MV_POSITION:
		msdp_val(b, gmcp_position(ch->pd.position));
		break;
	case MV_OPPONENT_NAME:
		msdp_vars_text(b, foe != NULL ? char_name(foe) : "");
		break;
	case MV_OPPONENT_HEALTH:
		/* As a percentage, as the spec suggests: no exact points. */
		msdp_vars_num(b, foe == NULL || foe->pd.max_hit <= 0 ? 0 :
		    (long long)foe->pd.hit * 100 / foe->pd.max_hit);
		break;
	case MV_OPPONENT_HEALTH_MAX:
		msdp_vars_num(b, foe != NULL ? 100 : 0);
		break;
	case MV_OPPONENT_LEVEL:
		msdp_vars_num(b, foe != NULL ? foe->pd.level : 0);
		break;
	case MV_AREA_NAME:
		msdp_vars_text(b, room != NULL && room->area != NULL ?
		    room->area->def->name : "");
		break;
	case MV_ROOM_EXITS:
		msdp_vars_exits(b, room);
		break;
	case MV_ROOM_NAME:
		msdp_vars_text(b, room != NULL ? room->def->name : "");
		break;
	case MV_ROOM_VNUM:
		msdp_vars_num(b, room != NULL ? room->vnum : 0);
		break;
	case MV_ROOM:
		msdp_vars_room(b, room);
		break;
	default:
		msdp_val(b, "");
		break;
	}
}

/* A hash of a built value, to tell whether it changed. */
static uint32_t
msdp_vars_hash(const struct msdp_buf *b)
{
	uint32_t	h = 2166136261u;
	size_t		i;

	for (i = 0; i < b->len; i++) {
		h ^= (unsigned char)b->data[i];
		h *= 16777619u;
	}
	return (h);
}

/* Add VAR name VAL value to out; note what was sent if reported. */
static void
msdp_vars_add(struct session *s, int id, struct msdp_buf *out)
{
	struct msdp_buf	 v;

	msdp_buf_init(&v);
	msdp_vars_value(id, s, &v);
	if (s->msdp != NULL && id < MV__REPORTABLE && s->msdp->reported[id])
		s->msdp->sent[id] = msdp_vars_hash(&v);
	msdp_var(out, msdp_var_names[id]);
	if (v.len > 0)
		msdp_add_raw(out, v.data, v.len);
	msdp_buf_free(&v);
}

/* VAR name VAL ARRAY_OPEN VAL a VAL b ... ARRAY_CLOSE */
static void
msdp_vars_array(struct msdp_buf *out, const char *name,
    const char *const *vals, size_t n)
{
	size_t	i;

	msdp_var(out, name);
	msdp_mark(out, MSDP_VAL);
	msdp_mark(out, MSDP_ARRAY_OPEN);
	for (i = 0; i < n; i++)
		msdp_val(out, vals[i]);
	msdp_mark(out, MSDP_ARRAY_CLOSE);
}

/* LIST name: one of the lists. */
static void
msdp_vars_list(struct msdp_cmd *c, const char *name)
{
	const char	*names[MV__REPORTABLE];
	size_t		 n = 0;
	int		 i;

	if (strcasecmp(name, "COMMANDS") == 0)
		msdp_vars_array(&c->out, "COMMANDS", msdp_commands,
		    sizeof msdp_commands / sizeof msdp_commands[0]);
	else if (strcasecmp(name, "LISTS") == 0)
		msdp_vars_array(&c->out, "LISTS", msdp_lists, MSDP_NLISTS);
	else if (strcasecmp(name, "CONFIGURABLE_VARIABLES") == 0)
		msdp_vars_array(&c->out, "CONFIGURABLE_VARIABLES",
		    msdp_configurable, MV_NCONFIG);
	else if (strcasecmp(name, "REPORTABLE_VARIABLES") == 0)
		msdp_vars_array(&c->out, "REPORTABLE_VARIABLES",
		    msdp_var_names, MV__REPORTABLE);
	else if (strcasecmp(name, "SENDABLE_VARIABLES") == 0)
		msdp_vars_array(&c->out, "SENDABLE_VARIABLES",
		    msdp_var_names, MV__COUNT);
	else if (strcasecmp(name, "REPORTED_VARIABLES") == 0) {
		for (i = 0; i < MV__REPORTABLE; i++) {
			if (c->s->msdp != NULL && c->s->msdp->reported[i])
				names[n++] = msdp_var_names[i];
		}
		msdp_vars_array(&c->out, "REPORTED_VARIABLES", names, n);
	}
}

/* "0" or "1" (spaces before it allowed): 0 or 1; else -1. */
static int
msdp_vars_parse_bool(const char *v)
{
	while (*v == ' ')
		v++;
	if ((v[0] == '0' || v[0] == '1') && v[1] == '\0')
		return (v[0] - '0');
	return (-1);
}

/*
 * A client sets a variable about itself: a string is kept without control
 * bytes, cut to MSDP_CONFIG_MAX; a yes-or-no must be 0 or 1 (anything else
 * is ignored). The colours and UTF-8 go to the connection's protocols;
 * a client's name, if TTYPE gave none, to the connection too.
 */
static void
msdp_vars_configure(struct session *s, int id, const char *v)
{
	struct descriptor	*d = s->desc;
	char			*set = msdp_vars_state(s)->set[id -
				    MV__REPORTABLE];
	size_t			 n = 0;
	int			 on;

	switch (id) {
	case MV_ANSI_COLORS:
	case MV_XTERM_256_COLORS:
	case MV_UTF_8:
	case MV_SOUND:
	case MV_MXP:
		if ((on = msdp_vars_parse_bool(v)) == -1)
			return;
		snprintf(set, MSDP_CONFIG_MAX + 1, "%d", on);
		if (id == MV_ANSI_COLORS)
			proto_client_sets(d, MTTS_ANSI, on);
		else if (id == MV_XTERM_256_COLORS)
			proto_client_sets(d, MTTS_256, on);
		else if (id == MV_UTF_8)
			proto_client_sets(d, MTTS_UTF8, on);
		return;
	default:
		break;
	}
	for (; *v != '\0' && n < MSDP_CONFIG_MAX; v++) {
		if (msdp_text_byte((unsigned char)*v))
			set[n++] = *v;
	}
	set[n] = '\0';
	if ((id == MV_CLIENT_ID || id == MV_CLIENT_NAME) && n > 0 &&
	    d->proto.client[0] == '\0')
		text_strlcpy(d->proto.client, set, sizeof d->proto.client);
}

/* One command of a client's payload, with its values. */
static void
msdp_vars_command(void *arg, const char *name, const char **vals,
    size_t nvals)
{
	struct msdp_cmd		*c = arg;
	struct msdp_state	*st;
	size_t			 i;
	int			 id;

	for (i = 0; i < nvals; i++) {
		if (strcasecmp(name, "LIST") == 0)
			msdp_vars_list(c, vals[i]);
		else if (strcasecmp(name, "SEND") == 0) {
			if ((id = msdp_vars_find(vals[i], MV__COUNT)) >= 0)
				msdp_vars_add(c->s, id, &c->out);
		} else if (strcasecmp(name, "REPORT") == 0) {
			if ((id = msdp_vars_find(vals[i],
			    MV__REPORTABLE)) < 0)
				continue;
			msdp_vars_mark(msdp_vars_state(c->s), id, 1);
			/* Reported: its value now, then as it changes. */
			msdp_vars_add(c->s, id, &c->out);
		} else if (strcasecmp(name, "UNREPORT") == 0) {
			if ((id = msdp_vars_find(vals[i],
			    MV__REPORTABLE)) < 0 || (st = c->s->msdp) == NULL)
				continue;
			msdp_vars_mark(st, id, 0);
		} else if (strcasecmp(name, "RESET") == 0) {
			if ((strcasecmp(vals[i], "REPORTABLE_VARIABLES") != 0 &&
			    strcasecmp(vals[i], "REPORTED_VARIABLES") != 0) ||
			    (st = c->s->msdp) == NULL)
				continue;
			for (id = 0; id < MV__REPORTABLE; id++)
				msdp_vars_mark(st, id, 0);
		}
	}
	/* A variable the client sets about itself: its (first) value. */
	if (nvals > 0 && (id = msdp_vars_find(name, MV__COUNT)) >=
	    MV__REPORTABLE)
		msdp_vars_configure(c->s, id, vals[0]);
}

/* A client's MSDP: run its commands, send what they answer. */
void
msdp_vars_in(struct descriptor *d, const uint8_t *data, size_t len)
{
	struct msdp_cmd	c;

	if ((c.s = session_of(d)) == NULL)
		return;
	msdp_buf_init(&c.out);
	if (msdp_parse(data, len, msdp_vars_command, &c) != 0)
		log_debug("desc %llu: MSDP: a malformed payload cut short",
		    (unsigned long long)d->id);
	if (c.out.len > 0)
		telnet_send_subneg(d->telnet, TELOPT_MSDP, c.out.data,
		    c.out.len);
	msdp_buf_free(&c.out);
}

/* The reported variables whose value changed, in one subnegotiation. */
void
msdp_vars_turn(struct session *s)
{
	struct msdp_state	*st = s->msdp;
	struct msdp_buf		 v, out;
	uint32_t		 h;
	int			 id;

	if (st == NULL || st->nreported == 0 || !s->desc->proto.msdp_on ||
	    s->desc->reaped)
		return;
	msdp_buf_init(&out);
	msdp_buf_init(&v);
	for (id = 0; id < MV__REPORTABLE; id++) {
		if (!st->reported[id])
			continue;
		v.len = 0;
		msdp_vars_value(id, s, &v);
		if ((h = msdp_vars_hash(&v)) == st->sent[id])
			continue;
		st->sent[id] = h;
		msdp_var(&out, msdp_var_names[id]);
		msdp_add_raw(&out, v.data, v.len);
	}
	if (out.len > 0)
		telnet_send_subneg(s->desc->telnet, TELOPT_MSDP, out.data,
		    out.len);
	msdp_buf_free(&v);
	msdp_buf_free(&out);
}

/* The same for a character's connection (outside a prompt: a heal). */
void
msdp_vars_char(struct character *ch)
{
	struct session	*s;

	if (ch->desc != NULL && (s = session_of(ch->desc)) != NULL)
		msdp_vars_turn(s);
}

/*
 * A game hour passed: the connections that report WORLD_TIME are sent
 * what changed (the hour, and whatever else did), idle or not. Only they
 * are visited.
 */
void
msdp_vars_hour(void)
{
	struct msdp_state	*st, *next;

	for (st = TAILQ_FIRST(&msdp_hourly); st != NULL; st = next) {
		next = TAILQ_NEXT(st, hour_entry);
		msdp_vars_turn(st->s);
	}
}

/* Forget a closing connection's reports. */
void
msdp_vars_forget(struct session *s)
{
	if (s->msdp == NULL)
		return;
	msdp_vars_mark(s->msdp, MV_WORLD_TIME, 0);
	free(s->msdp);
	s->msdp = NULL;
}
