/*
 * msdpvars.c: the MSDP variables and commands. A client asks for
 * variables with SEND (once) or REPORT (now and whenever they change);
 * the end of each turn compares a hash of each reported value with the
 * last sent and sends the ones that changed, together. Nothing is built
 * for a connection that reports nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "area.h"
#include "attrib.h"
#include "calendar.h"
#include "character.h"
#include "config.h"
#include "descriptor.h"
#include "fight.h"
#include "game.h"
#include "gmcp.h"
#include "log.h"
#include "magic.h"
#include "msdp.h"
#include "msdpvars.h"
#include "room.h"
#include "session.h"
#include "telnet.h"
#include "world.h"
#include "xmalloc.h"

enum msdp_var_id {
	MV_ACCOUNT_NAME, MV_CHARACTER_NAME, MV_SERVER_ID, MV_SERVER_TIME,
	MV_SPECIFICATION, MV_AFFECTS, MV_ALIGNMENT, MV_EXPERIENCE,
	MV_EXPERIENCE_MAX, MV_EXPERIENCE_TNL, MV_HEALTH, MV_HEALTH_MAX,
	MV_LEVEL, MV_RACE, MV_CLASS, MV_MANA, MV_MANA_MAX, MV_WIMPY,
	MV_PRACTICE, MV_MONEY, MV_MOVEMENT, MV_MOVEMENT_MAX, MV_HITROLL,
	MV_DAMROLL, MV_AC, MV_STR, MV_INT, MV_WIS, MV_DEX, MV_CON,
	MV_POSITION, MV_OPPONENT_NAME, MV_OPPONENT_HEALTH,
	MV_OPPONENT_HEALTH_MAX, MV_OPPONENT_LEVEL, MV_AREA_NAME,
	MV_ROOM_EXITS, MV_ROOM_NAME, MV_ROOM_VNUM, MV_WORLD_TIME, MV__COUNT
};

/* The names, by id: what LIST REPORTABLE_VARIABLES gives. */
static const char *const msdp_var_names[MV__COUNT] = {
	"ACCOUNT_NAME", "CHARACTER_NAME", "SERVER_ID", "SERVER_TIME",
	"SPECIFICATION", "AFFECTS", "ALIGNMENT", "EXPERIENCE",
	"EXPERIENCE_MAX", "EXPERIENCE_TNL", "HEALTH", "HEALTH_MAX",
	"LEVEL", "RACE", "CLASS", "MANA", "MANA_MAX", "WIMPY",
	"PRACTICE", "MONEY", "MOVEMENT", "MOVEMENT_MAX", "HITROLL",
	"DAMROLL", "AC", "STR", "INT", "WIS", "DEX", "CON",
	"POSITION", "OPPONENT_NAME", "OPPONENT_HEALTH",
	"OPPONENT_HEALTH_MAX", "OPPONENT_LEVEL", "AREA_NAME",
	"ROOM_EXITS", "ROOM_NAME", "ROOM_VNUM", "WORLD_TIME"
};

/* What a client may set about itself (and is only noted). */
static const char *const msdp_configurable[] = {
	"CLIENT_NAME", "CLIENT_VERSION", "PLUGIN_ID", "ANSI_COLORS",
	"XTERM_256_COLORS", "UTF_8", "SOUND", "MXP"
};
#define MSDP_NCONFIG \
	(sizeof msdp_configurable / sizeof msdp_configurable[0])

static const char *const msdp_commands[] = {
	"LIST", "REPORT", "RESET", "SEND", "UNREPORT"
};
static const char *const msdp_lists[] = {
	"COMMANDS", "LISTS", "CONFIGURABLE_VARIABLES", "REPORTABLE_VARIABLES",
	"REPORTED_VARIABLES", "SENDABLE_VARIABLES"
};
#define MSDP_NLISTS	(sizeof msdp_lists / sizeof msdp_lists[0])

/* What one connection reports, and the hash of what it was last sent. */
struct msdp_state {
	unsigned char	reported[MV__COUNT];
	uint32_t	sent[MV__COUNT];
	int		nreported;
};

/* A command being answered: the connection and the reply built. */
struct msdp_cmd {
	struct session	*s;
	struct msdp_buf	 out;
};

static const char *const msdp_dir_short[DIR__COUNT] = {
	"n", "e", "s", "w", "u", "d"
};

static int
msdp_vars_find(const char *name)
{
	int	i;

	for (i = 0; i < MV__COUNT; i++) {
		if (strcasecmp(msdp_var_names[i], name) == 0)
			return (i);
	}
	return (-1);
}

static struct msdp_state *
msdp_vars_state(struct session *s)
{
	if (s->msdp == NULL)
		s->msdp = xcalloc(1, sizeof *s->msdp);
	return (s->msdp);
}

/* VAL and a number. */
static void
msdp_vars_num(struct msdp_buf *b, long long n)
{
	char	num[32];

	snprintf(num, sizeof num, "%lld", n);
	msdp_val(b, num);
}

/* The value of a variable for this session's character (VAL ...). */
static void
msdp_vars_value(int id, struct session *s, struct msdp_buf *b)
{
	struct character	*ch = s->ch, *foe;
	struct affect		*af;
	struct room		*room;
	int			 dir;

	switch (id) {
	case MV_SERVER_ID:
		msdp_val(b, conf_str(CFG_NAME));
		return;
	case MV_SERVER_TIME:
		msdp_vars_num(b, (long long)game_time());
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
		msdp_val(b, ch->pd.name);
		break;
	case MV_AFFECTS:
		/* A table: each spell's name and what it changes. */
		msdp_mark(b, MSDP_VAL);
		msdp_mark(b, MSDP_TABLE_OPEN);
		TAILQ_FOREACH(af, &ch->affects, entry) {
			msdp_var(b, magic_spell_name(af->spell));
			msdp_vars_num(b, af->modifier);
		}
		msdp_mark(b, MSDP_TABLE_CLOSE);
		break;
	case MV_ALIGNMENT:
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
		msdp_val(b, ch->pd.race);
		break;
	case MV_CLASS:
		msdp_val(b, ch->pd.class_name);
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
		msdp_vars_num(b, attrib_get(ch, (enum stat)(id - MV_STR)));
		break;
	case MV_POSITION:
		msdp_val(b, gmcp_position(ch->pd.position));
		break;
	case MV_OPPONENT_NAME:
		msdp_val(b, foe != NULL ? char_name(foe) : "");
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
		msdp_val(b, room != NULL && room->area != NULL ?
		    room->area->def->name : "");
		break;
	case MV_ROOM_EXITS:
		msdp_mark(b, MSDP_VAL);
		msdp_mark(b, MSDP_TABLE_OPEN);
		for (dir = 0; room != NULL && dir < DIR__COUNT; dir++) {
			if (room->def->exits[dir].to_vnum < 0)
				continue;
			msdp_var(b, msdp_dir_short[dir]);
			msdp_vars_num(b, room->def->exits[dir].to_vnum);
		}
		msdp_mark(b, MSDP_TABLE_CLOSE);
		break;
	case MV_ROOM_NAME:
		msdp_val(b, room != NULL ? room->def->name : "");
		break;
	case MV_ROOM_VNUM:
		msdp_vars_num(b, room != NULL ? room->vnum : 0);
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
	if (s->msdp != NULL && s->msdp->reported[id])
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
	const char	*names[MV__COUNT];
	size_t		 n = 0;
	int		 i;

	if (strcasecmp(name, "COMMANDS") == 0)
		msdp_vars_array(&c->out, "COMMANDS", msdp_commands,
		    sizeof msdp_commands / sizeof msdp_commands[0]);
	else if (strcasecmp(name, "LISTS") == 0)
		msdp_vars_array(&c->out, "LISTS", msdp_lists, MSDP_NLISTS);
	else if (strcasecmp(name, "CONFIGURABLE_VARIABLES") == 0)
		msdp_vars_array(&c->out, "CONFIGURABLE_VARIABLES",
		    msdp_configurable, MSDP_NCONFIG);
	else if (strcasecmp(name, "REPORTABLE_VARIABLES") == 0 ||
	    strcasecmp(name, "SENDABLE_VARIABLES") == 0) {
		msdp_vars_array(&c->out, strcasecmp(name,
		    "SENDABLE_VARIABLES") == 0 ? "SENDABLE_VARIABLES" :
		    "REPORTABLE_VARIABLES", msdp_var_names, MV__COUNT);
	} else if (strcasecmp(name, "REPORTED_VARIABLES") == 0) {
		for (i = 0; i < MV__COUNT; i++) {
			if (c->s->msdp != NULL && c->s->msdp->reported[i])
				names[n++] = msdp_var_names[i];
		}
		msdp_vars_array(&c->out, "REPORTED_VARIABLES", names, n);
	}
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
			if ((id = msdp_vars_find(vals[i])) >= 0)
				msdp_vars_add(c->s, id, &c->out);
		} else if (strcasecmp(name, "REPORT") == 0) {
			if ((id = msdp_vars_find(vals[i])) < 0)
				continue;
			st = msdp_vars_state(c->s);
			if (!st->reported[id])
				st->nreported++;
			st->reported[id] = 1;
			/* Reported: its value now, then as it changes. */
			msdp_vars_add(c->s, id, &c->out);
		} else if (strcasecmp(name, "UNREPORT") == 0) {
			if ((id = msdp_vars_find(vals[i])) < 0 ||
			    (st = c->s->msdp) == NULL || !st->reported[id])
				continue;
			st->reported[id] = 0;
			st->nreported--;
		} else if (strcasecmp(name, "RESET") == 0) {
			if ((strcasecmp(vals[i], "REPORTABLE_VARIABLES") == 0 ||
			    strcasecmp(vals[i], "REPORTED_VARIABLES") == 0) &&
			    c->s->msdp != NULL)
				memset(c->s->msdp, 0, sizeof *c->s->msdp);
		}
	}
	/* A client naming itself is noted, as TTYPE's first answer is. */
	if (strcasecmp(name, "CLIENT_NAME") == 0 && nvals == 1 &&
	    c->s->desc->proto.client[0] == '\0')
		snprintf(c->s->desc->proto.client,
		    sizeof c->s->desc->proto.client, "%s", vals[0]);
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
	for (id = 0; id < MV__COUNT; id++) {
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

/* Forget a closing connection's reports. */
void
msdp_vars_forget(struct session *s)
{
	free(s->msdp);
	s->msdp = NULL;
}
