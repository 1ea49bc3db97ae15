/*
 * save.c: saving players to the store and loading them and what they
 * carry, through the one map of player_data to the players row.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sodium.h>

#include "act.h"
#include "alias.h"
#include "auction.h"
#include "character.h"
#include "corpse.h"
#include "eqtypes.h"
#include "equeue.h"
#include "game.h"
#include "growbuf.h"
#include "log.h"
#include "magic.h"
#include "object.h"
#include "player.h"
#include "save.h"
#include "class.h"
#include "store.h"
#include "text.h"
#include "world.h"
#include "xmalloc.h"

/*
 * The one mapping between a player's record and the store's players row:
 * a field of struct player_data, the column that holds it and how. Saving,
 * creating and loading all go through it, so a new field of the game is
 * a member of player_data (player.h), a line here and a migration adding
 * its column in store/store.c; store.h does not change. The store refuses
 * a column its table does not have.
 */
enum save_kind {
	SAVE_INT,	/* int */
	SAVE_LLONG,	/* long long */
	SAVE_TIME,	/* time_t */
	SAVE_CHARS,	/* char[size], truncated on load */
	SAVE_STRING,	/* char *, the record's own */
	SAVE_SKILLS	/* learned[], as "name=percent;" text */
};

/*
 * The sections a save writes apart, each only if it changed since the
 * character's last save (or load): the first SAVE_S__ROWS are columns of
 * the players row (each its own UPDATE), the rest the other tables.
 */
enum save_section {
	SAVE_S_POINTS,		/* level, room, points, gold, stats, hunger */
	SAVE_S_SKILLS,		/* learned */
	SAVE_S_SETTINGS,	/* preferences, prompt, title, staff's marks */
	SAVE_S_CLOCK,		/* time played */
	SAVE_S__ROWS,
	SAVE_S_OBJECTS = SAVE_S__ROWS,	/* what it carries and wears */
	SAVE_S_AFFECTS,		/* spells on it, with the time left */
	SAVE_S_ALIASES,
	SAVE_S__COUNT
};
#define SAVE_S_ALL	((1U << SAVE_S__COUNT) - 1)

/*
 * Time played alone makes the clock dirty only once it has grown by this
 * much since it was written, or at a save that ends a stay (quit, link
 * dead, shutdown, reboot, the save command): a crash loses at most this
 * much of the count, and an autosave of an idle player writes nothing.
 */
#define SAVE_CLOCK_SECONDS	600

/*
 * The same for the time an affect or a thing that crumbles has left: its
 * hash sees that time in steps of this many pulses (10 minutes), so a
 * clock running down alone writes the section once a step, and a save
 * that ends a stay writes it exactly.
 */
#define SAVE_TIMER_PULSES	2400

struct save_field {
	const char	*column;
	enum save_kind	 kind;
	int		 flags;
#define SAVE_ONCE	0x1		/* written at creation only */
	enum save_section section;
	size_t		 offset;
	size_t		 size;		/* SAVE_CHARS: of the array */
};

/* Where a field is in struct player_data, and how big. */
#define PD(member)	offsetof(struct player_data, member)
#define PD_SIZE(member)	sizeof ((struct player_data *)NULL)->member

/* In the table's order (see save_from_record); new columns go last. */
static const struct save_field save_fields[] = {
	{ "name",	SAVE_CHARS,	SAVE_ONCE, SAVE_S_POINTS,
	    PD(name), PD_SIZE(name) },
	{ "pwhash",	SAVE_STRING,	0, SAVE_S_SETTINGS,
	    PD(pwhash), 0 },
	{ "created",	SAVE_TIME,	SAVE_ONCE, SAVE_S_POINTS,
	    PD(created), 0 },
	{ "class",	SAVE_CHARS,	0, SAVE_S_POINTS,
	    PD(class_name), PD_SIZE(class_name) },
	{ "level",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(level), 0 },
	{ "role",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(role), 0 },
	{ "room",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(room), 0 },
	{ "exp",	SAVE_LLONG,	0, SAVE_S_POINTS,
	    PD(exp), 0 },
	{ "title",	SAVE_STRING,	0, SAVE_S_SETTINGS,
	    PD(title), 0 },
	{ "last_login",	SAVE_TIME,	0, SAVE_S_SETTINGS,
	    PD(last_login), 0 },
	{ "played",	SAVE_LLONG,	0, SAVE_S_CLOCK,
	    PD(played), 0 },
	{ "hit",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(hit), 0 },
	{ "max_hit",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(max_hit), 0 },
	{ "mana",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(mana), 0 },
	{ "max_mana",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(max_mana), 0 },
	{ "move",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(move), 0 },
	{ "max_move",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(max_move), 0 },
	{ "gold",	SAVE_LLONG,	0, SAVE_S_POINTS,
	    PD(gold), 0 },
	{ "str",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(stats[STAT_STR]), 0 },
	{ "int",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(stats[STAT_INT]), 0 },
	{ "wis",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(stats[STAT_WIS]), 0 },
	{ "dex",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(stats[STAT_DEX]), 0 },
	{ "con",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(stats[STAT_CON]), 0 },
	{ "position",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(position), 0 },
	{ "wimpy",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(wimpy), 0 },
	{ "prefs",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(prefs), 0 },
	{ "prompt",	SAVE_STRING,	0, SAVE_S_SETTINGS,
	    PD(prompt), 0 },
	{ "food",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(food), 0 },
	{ "water",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(water), 0 },
	{ "practices",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(practices), 0 },
	{ "skills",	SAVE_SKILLS,	0, SAVE_S_SKILLS,
	    PD(learned), 0 },
	{ "race",	SAVE_CHARS,	0, SAVE_S_POINTS,
	    PD(race), PD_SIZE(race) },
	{ "pager",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(pager), 0 },
	{ "channels",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(channels), 0 },
	{ "ignored",	SAVE_STRING,	0, SAVE_S_SETTINGS,
	    PD(ignored), 0 },
	{ "mail_since",	SAVE_TIME,	0, SAVE_S_SETTINGS,
	    PD(mail_since), 0 },
	{ "mail_sent",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(mail_sent), 0 },
	{ "pk_since",	SAVE_TIME,	0, SAVE_S_SETTINGS,
	    PD(pk_since), 0 },
	{ "script_vars", SAVE_STRING,	0, SAVE_S_SETTINGS,
	    PD(vars), 0 },
	{ "frozen",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(frozen), 0 },
	{ "muted_until", SAVE_TIME,	0, SAVE_S_SETTINGS,
	    PD(muted_until), 0 },
	{ "wizinvis",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(wizinvis), 0 },
	{ "wiznet",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(wiznet), 0 },
	{ "poofin",	SAVE_STRING,	0, SAVE_S_SETTINGS,
	    PD(poofin), 0 },
	{ "poofout",	SAVE_STRING,	0, SAVE_S_SETTINGS,
	    PD(poofout), 0 },
	{ "trains",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(trains), 0 },
	{ "description", SAVE_STRING,	0, SAVE_S_SETTINGS,
	    PD(description), 0 },
	{ "qpoints",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(qpoints), 0 },
	{ "quest_kind",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(quest_kind), 0 },
	{ "quest_vnum",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(quest_vnum), 0 },
	{ "quest_room",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(quest_room), 0 },
	{ "quest_giver", SAVE_INT,	0, SAVE_S_POINTS,
	    PD(quest_giver), 0 },
	{ "quest_hours", SAVE_INT,	0, SAVE_S_POINTS,
	    PD(quest_hours), 0 },
	{ "quest_got",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(quest_got), 0 },
	{ "quest_wait",	SAVE_INT,	0, SAVE_S_POINTS,
	    PD(quest_wait), 0 },
	{ "quest_obj",	SAVE_LLONG,	0, SAVE_S_POINTS,
	    PD(quest_obj), 0 },
	{ "quests_done", SAVE_INT,	0, SAVE_S_POINTS,
	    PD(quests_done), 0 },
	{ "quest_log",	SAVE_STRING,	0, SAVE_S_SETTINGS,
	    PD(quest_log), 0 },
	{ "clan",	SAVE_CHARS,	0, SAVE_S_SETTINGS,
	    PD(clan), PD_SIZE(clan) },
	{ "clan_rank",	SAVE_INT,	0, SAVE_S_SETTINGS,
	    PD(clan_rank), 0 },
};
#define SAVE_NFIELDS	(sizeof save_fields / sizeof save_fields[0])

/*
 * Fill rec with the fields of the map a save writes: of one section (or
 * of every one if section is SAVE_S__COUNT), all but those written only
 * at creation unless creating.
 */
static void
save_fill(const struct player_data *pd, struct store_record *rec,
    int creating, enum save_section section)
{
	const struct save_field	*f;
	const char		*p = (const char *)pd;
	char			*text;
	size_t			 i;

	rec->id = pd->id;
	for (i = 0; i < SAVE_NFIELDS; i++) {
		f = &save_fields[i];
		if ((f->flags & SAVE_ONCE) && !creating)
			continue;
		if (section != SAVE_S__COUNT && f->section != section)
			continue;
		switch (f->kind) {
		case SAVE_INT:
			store_record_set_int(rec, f->column,
			    *(const int *)(p + f->offset));
			break;
		case SAVE_LLONG:
			store_record_set_int(rec, f->column,
			    *(const long long *)(p + f->offset));
			break;
		case SAVE_TIME:
			store_record_set_int(rec, f->column,
			    (int64_t)*(const time_t *)(p + f->offset));
			break;
		case SAVE_CHARS:
			store_record_set_text(rec, f->column, p + f->offset);
			break;
		case SAVE_STRING:
			store_record_set_text(rec, f->column,
			    *(char *const *)(p + f->offset));
			break;
		case SAVE_SKILLS:
			text = skill_encode(pd);
			store_record_set_text(rec, f->column, text);
			free(text);
			break;
		}
	}
}

/*
 * A player's record as the store's row: every field of the map when
 * creating, else all but those a save never changes (the name, the
 * creation time). Rewriting the name would also rewrite its index.
 */
void
save_to_record(const struct player_data *pd, struct store_record *rec,
    int creating)
{
	save_fill(pd, rec, creating, SAVE_S__COUNT);
}

/*
 * The bytes a section's hash is taken of, grown as needed and kept from
 * one save to the next. Each value is written with its length or as 8
 * bytes, so that two different sections cannot give the same bytes.
 */
static struct growbuf	 save_bytes;

static void
save_bytes_int(int64_t v)
{
	unsigned char	b[8];
	int		i;

	for (i = 0; i < 8; i++)
		b[i] = (unsigned char)((uint64_t)v >> (8 * i));
	growbuf_add(&save_bytes, b, sizeof b);
}

static void
save_bytes_text(const char *text)
{
	size_t	len = text != NULL ? strlen(text) : 0;

	save_bytes_int((int64_t)len);
	growbuf_add(&save_bytes, text != NULL ? text : "", len);
}

/*
 * The hash of the bytes gathered, which are then forgotten: SipHash-2-4
 * (libsodium's short hash) under a key drawn at the first use, so that
 * nobody can make two different sections hash alike on purpose.
 */
static uint64_t
save_bytes_hash(void)
{
	static unsigned char	key[crypto_shorthash_KEYBYTES];
	static int		keyed;
	unsigned char		out[crypto_shorthash_BYTES];
	uint64_t		h = 0;
	size_t			i;

	if (!keyed) {
		if (sodium_init() < 0)
			fatalx("libsodium cannot start");
		crypto_shorthash_keygen(key);
		keyed = 1;
	}
	crypto_shorthash(out, (const unsigned char *)save_bytes.data,
	    save_bytes.len, key);
	for (i = 0; i < sizeof out && i < 8; i++)
		h |= (uint64_t)out[i] << (8 * i);
	save_bytes.len = 0;
	return (h);
}

/* The hash of a record's values, in order. */
static uint64_t
save_hash_record(const struct store_record *rec)
{
	size_t	i;

	for (i = 0; i < rec->n; i++) {
		save_bytes_text(rec->values[i].column);
		save_bytes_int(rec->values[i].type);
		if (rec->values[i].type == STORE_INT)
			save_bytes_int(rec->values[i].i);
		else
			save_bytes_text(rec->values[i].text);
	}
	return (save_bytes_hash());
}

/* The hash of one of the tables' sections of what a player has. */
static uint64_t
save_hash_items(const struct player_items *items, enum save_section section)
{
	size_t	i;
	int	j;

	switch (section) {
	case SAVE_S_OBJECTS:
		save_bytes_int((int64_t)items->n);
		for (i = 0; i < items->n; i++) {
			const struct player_item	*it = &items->list[i];

			save_bytes_int((int64_t)it->uid);
			save_bytes_int(it->vnum);
			save_bytes_int(it->parent);
			save_bytes_int(it->worn);
			for (j = 0; j < 5; j++)
				save_bytes_int(it->values[j]);
			save_bytes_int(it->timer / SAVE_TIMER_PULSES);
		}
		break;
	case SAVE_S_AFFECTS:
		save_bytes_int((int64_t)items->naffects);
		for (i = 0; i < items->naffects; i++) {
			save_bytes_int(items->affects[i].spell);
			save_bytes_int(items->affects[i].location);
			save_bytes_int(items->affects[i].modifier);
			save_bytes_int(items->affects[i].remaining /
			    SAVE_TIMER_PULSES);
		}
		break;
	case SAVE_S_ALIASES:
		save_bytes_int((int64_t)items->naliases);
		for (i = 0; i < items->naliases; i++) {
			save_bytes_text(items->aliases[i].name);
			save_bytes_text(items->aliases[i].text);
		}
		break;
	default:
		break;
	}
	return (save_bytes_hash());
}

/*
 * The row's sections as the store now holds them (pd was just read or
 * created from it): a save writes only what changes after.
 */
static void
save_rows_known(struct player_data *pd)
{
	struct store_record	rec;
	int			s;

	for (s = 0; s < SAVE_S__ROWS; s++) {
		store_record_init(&rec);
		save_fill(pd, &rec, 0, (enum save_section)s);
		pd->saved_hash[s] = save_hash_record(&rec);
		store_record_clear(&rec);
		pd->saved_known |= 1U << s;
	}
	pd->saved_played = pd->played;
}

/*
 * Fill a player's record from the store's row. Every field of the map
 * must be there with its type (the migrations see to it), or pd is left
 * as it was and -1 returned.
 */
int
save_from_record(const struct store_record *rec, struct player_data *pd,
    char **cause)
{
	const struct store_value	*v[SAVE_NFIELDS];
	const struct save_field		*f;
	char				*p = (char *)pd;
	char				**sp;
	size_t				 i, k = 0;

	for (i = 0; i < SAVE_NFIELDS; i++) {
		f = &save_fields[i];
		/* A loaded row has the table's order, as the map. */
		if (k < rec->n && strcmp(rec->values[k].column, f->column) == 0)
			v[i] = &rec->values[k];
		else
			v[i] = store_record_get(rec, f->column);
		if (v[i] != NULL)
			k = (size_t)(v[i] - rec->values) + 1;
		if (v[i] == NULL || v[i]->type != (f->kind == SAVE_CHARS ||
		    f->kind == SAVE_STRING || f->kind == SAVE_SKILLS ?
		    STORE_TEXT : STORE_INT)) {
			if (cause != NULL)
				xasprintf(cause, "player record: column %s "
				    "%s", f->column, v[i] == NULL ?
				    "missing" : "of the wrong type");
			return (-1);
		}
	}
	pd->id = rec->id;
	for (i = 0; i < SAVE_NFIELDS; i++) {
		f = &save_fields[i];
		switch (f->kind) {
		case SAVE_INT:
			*(int *)(p + f->offset) = (int)v[i]->i;
			break;
		case SAVE_LLONG:
			*(long long *)(p + f->offset) = v[i]->i;
			break;
		case SAVE_TIME:
			*(time_t *)(p + f->offset) = (time_t)v[i]->i;
			break;
		case SAVE_CHARS:
			text_strlcpy(p + f->offset, v[i]->text, f->size);
			break;
		case SAVE_STRING:
			sp = (char **)(p + f->offset);
			free(*sp);
			*sp = xstrdup(v[i]->text);
			break;
		case SAVE_SKILLS:
			skill_decode(pd, v[i]->text);
			break;
		}
	}
	return (0);
}

/* Load a player by name (any case) through the map: 1, 0 if none, -1. */
int
save_load_player(struct store *store, const char *name,
    struct player_data *pd, char **cause)
{
	struct store_record	rec;
	int			found;

	store_record_init(&rec);
	found = store_load_player(store, name, &rec, cause);
	if (found == 1 && save_from_record(&rec, pd, cause) != 0)
		found = -1;
	store_record_clear(&rec);
	pd->saved_known = 0;
	if (found == 1)
		save_rows_known(pd);
	return (found);
}

/* Create a player through the map and set pd->id; 0 or -1. */
int
save_create_player(struct store *store, struct player_data *pd,
    char **cause)
{
	struct store_record	rec;
	int			rc;

	store_record_init(&rec);
	save_to_record(pd, &rec, 1);
	rc = store_create_player(store, &rec, cause);
	pd->saved_known = 0;
	if (rc == 0) {
		pd->id = rec.id;
		save_rows_known(pd);
	}
	store_record_clear(&rec);
	return (rc);
}

/* Save a record not in the game: its row alone. */
int
save_offline_player(struct store *store, const struct player_data *pd,
    char **cause)
{
	struct store_record	rec;
	int			rc;

	store_record_init(&rec);
	save_to_record(pd, &rec, 0);
	rc = store_save_player(store, &rec, NULL, cause);
	store_record_clear(&rec);
	return (rc);
}

static void
char_collect_affects(struct character *ch, struct player_items *items)
{
	struct player_affect	 pa;
	struct affect		*af;

	TAILQ_FOREACH(af, &ch->affects, entry) {
		pa.spell = af->spell;
		pa.location = af->location;
		pa.modifier = af->modifier;
		pa.remaining = (int)equeue_remaining(game_eq, af->expiry);
		if (pa.remaining > 0)
			player_items_add_affect(items, &pa);
	}
}

/* Objects of a list and all they hold, as the store saves them. */
void
save_collect_objects(struct object_list *list, int parent,
    struct player_items *items)
{
	struct player_item	 it;
	struct object		*obj;
	struct eq_event		*decay;
	int			 self;

	TAILQ_FOREACH(obj, list, place) {
		it.uid = obj->uid;
		it.vnum = obj->vnum;
		it.parent = parent;
		it.worn = obj->worn;
		memcpy(it.values, obj->values, sizeof it.values);
		decay = eq_owner_find(&obj->events, EQT_DECAY);
		it.timer = decay != NULL ? (int)equeue_remaining(game_eq,
		    decay) : 0;
		self = (int)items->n;
		player_items_add(items, &it);
		save_collect_objects(&obj->contents, self, items);
	}
}

/* Everything a character has, as the store saves it. */
static void
char_items(struct character *ch, struct player_items *items)
{
	struct object_list	 held;
	struct object		*obj;
	int			 i;

	save_collect_objects(&ch->carrying, -1, items);
	/* What it has up for sale is its own until the hammer falls. */
	if ((obj = auction_held(ch)) != NULL) {
		TAILQ_INIT(&held);
		TAILQ_INSERT_TAIL(&held, obj, place);
		save_collect_objects(&held, -1, items);
		TAILQ_REMOVE(&held, obj, place);
	}
	char_collect_affects(ch, items);
	for (i = 0; i < ch->pd.naliases; i++)
		player_items_add_alias(items, ch->pd.aliases[i].name,
		    ch->pd.aliases[i].text);
}

/* Give a player its saved aliases; one no longer allowed is dropped. */
static void
char_load_aliases(struct character *ch, const struct player_items *items)
{
	char	*why;
	size_t	 i;

	player_aliases_clear(&ch->pd);
	for (i = 0; i < items->naliases; i++) {
		if (alias_set(&ch->pd, items->aliases[i].name,
		    items->aliases[i].text, &why) < 0) {
			log_warnx("%s: alias %s dropped: %s", ch->pd.name,
			    items->aliases[i].name, why);
			free(why);
		}
	}
}

/*
 * Save players together in one transaction (e.g. both sides of a give),
 * with the players' corpses that are pending (corpse.h): the corpse made
 * at a death goes with its owner's save, the corpse looted with the
 * looter's.
 */
int
char_save_together(struct character **chs, size_t n)
{
	struct store_corpse	*corpses = NULL;
	size_t			 ncorpses;
	int			 rc;

	ncorpses = corpse_pending(&corpses);
	rc = char_save_with(chs, n, corpses, ncorpses);
	corpse_pending_done(corpses, ncorpses, rc == 0);
	return (rc);
}

/* Is anything in a list (or in what it holds) not in pid's saved rows? */
static int
save_objects_elsewhere(const struct object_list *list, int64_t pid)
{
	const struct object	*obj;

	TAILQ_FOREACH(obj, list, place) {
		if (obj->saved_by != pid ||
		    save_objects_elsewhere(&obj->contents, pid))
			return (1);
	}
	return (0);
}

/* Everything in a list, and in what it holds, is now in pid's rows. */
void
save_objects_written(struct object_list *list, int64_t pid)
{
	struct object	*obj;

	TAILQ_FOREACH(obj, list, place) {
		obj->saved_by = pid;
		save_objects_written(&obj->contents, pid);
	}
}

/* Does a thing of a list crumble in time? */
static int
save_items_timed(const struct player_items *items)
{
	size_t	i;

	for (i = 0; i < items->n; i++) {
		if (items->list[i].timer > 0)
			return (1);
	}
	return (0);
}

/* Is this save one that ends a stay (char_save_final, char_save_all)? */
static int	save_final;

/*
 * Which sections of a player changed since the store last had them, with
 * the rows of its players row in recs and what it has in items, and the
 * hashes they have now in hashes: a bit for each (1 << section).
 *
 * The hashes are taken of the very rows the store would write, so no
 * change can be missed by a mutator that forgot to say so. Objects are
 * also dirty if one of them was last written anywhere else (another
 * player's rows or a corpse, which took its row): the store holds it
 * there, whatever this player's hash says.
 */
static unsigned
save_dirty(struct character *ch, struct store_record *recs,
    struct player_items *items, uint64_t *hashes)
{
	struct player_data	*pd = &ch->pd;
	unsigned		 dirty = 0;
	int			 s;

	for (s = 0; s < SAVE_S__COUNT; s++) {
		if (s < SAVE_S__ROWS) {
			save_fill(pd, &recs[s], 0, (enum save_section)s);
			hashes[s] = save_hash_record(&recs[s]);
		} else
			hashes[s] = save_hash_items(items,
			    (enum save_section)s);
		if (!(pd->saved_known & (1U << s)))
			dirty |= 1U << s;
		else if (s == SAVE_S_CLOCK) {
			if (pd->played != pd->saved_played && (save_final ||
			    pd->played - pd->saved_played >=
			    SAVE_CLOCK_SECONDS ||
			    pd->played < pd->saved_played))
				dirty |= 1U << s;
		} else if (hashes[s] != pd->saved_hash[s])
			dirty |= 1U << s;
	}
	if (!(dirty & (1U << SAVE_S_OBJECTS)) &&
	    (save_objects_elsewhere(&ch->carrying, pd->id) ||
	    (auction_held(ch) != NULL && auction_held(ch)->saved_by !=
	    pd->id)))
		dirty |= 1U << SAVE_S_OBJECTS;
	/* The end of a stay writes running clocks exactly. */
	if (save_final && items->naffects > 0)
		dirty |= 1U << SAVE_S_AFFECTS;
	if (save_final && save_items_timed(items))
		dirty |= 1U << SAVE_S_OBJECTS;
	return (dirty);
}

/* The sections written are now what the store holds. */
static void
save_written(struct character *ch, unsigned dirty, const uint64_t *hashes)
{
	struct player_data	*pd = &ch->pd;
	int			 s;

	for (s = 0; s < SAVE_S__COUNT; s++) {
		if (dirty & (1U << s)) {
			pd->saved_hash[s] = hashes[s];
			pd->saved_known |= 1U << s;
		}
	}
	if (dirty & (1U << SAVE_S_CLOCK))
		pd->saved_played = pd->played;
	if (dirty & (1U << SAVE_S_OBJECTS)) {
		save_objects_written(&ch->carrying, pd->id);
		if (auction_held(ch) != NULL)
			auction_held(ch)->saved_by = pd->id;
	}
}

/*
 * Save players and write corpses in one transaction: of each player only
 * the sections that changed since its last save (save_dirty); a save in
 * which nothing changed and no corpse waits writes nothing at all. A
 * failed save leaves every section as dirty as it was, for the next one.
 */
int
char_save_with(struct character **chs, size_t n,
    const struct store_corpse *corpses, size_t ncorpses)
{
	/*
	 * Kept from one save to the next: filled again with the same
	 * columns, a record allocates only text that changed.
	 */
	static struct store_record	 recs[CHAR_SAVE_BATCH][SAVE_S__ROWS];
	struct store_part		 parts[CHAR_SAVE_BATCH];
	struct player_items		 items[CHAR_SAVE_BATCH];
	struct character		*saved[CHAR_SAVE_BATCH];
	uint64_t			 hashes[CHAR_SAVE_BATCH][SAVE_S__COUNT];
	unsigned			 dirty[CHAR_SAVE_BATCH];
	const char			*first = NULL;
	char				*cause = NULL;
	time_t				 now = game_time();
	size_t				 i, m = 0;
	int				 rc, s;

	for (i = 0; i < n && m < CHAR_SAVE_BATCH; i++) {
		if (chs[i] == NULL || chs[i]->mob != NULL)
			continue;
		chs[i]->pd.played += now - chs[i]->login_time;
		chs[i]->login_time = now;
		memset(&items[m], 0, sizeof items[m]);
		char_items(chs[i], &items[m]);
		dirty[m] = save_dirty(chs[i], recs[m], &items[m], hashes[m]);
		if (dirty[m] == 0) {
			player_items_clear(&items[m]);
			continue;
		}
		memset(&parts[m], 0, sizeof parts[m]);
		parts[m].id = chs[i]->pd.id;
		for (s = 0; s < SAVE_S__ROWS; s++) {
			if (dirty[m] & (1U << s))
				parts[m].rows[parts[m].nrows++] = &recs[m][s];
		}
		parts[m].items = &items[m];
		if (dirty[m] & (1U << SAVE_S_OBJECTS))
			parts[m].tables |= STORE_T_OBJECTS;
		if (dirty[m] & (1U << SAVE_S_AFFECTS))
			parts[m].tables |= STORE_T_AFFECTS;
		if (dirty[m] & (1U << SAVE_S_ALIASES))
			parts[m].tables |= STORE_T_ALIASES;
		if (first == NULL)
			first = chs[i]->pd.name;
		saved[m++] = chs[i];
	}
	if (m == 0 && ncorpses == 0)
		return (0);
	rc = store_save_parts(game_store, parts, m, corpses, ncorpses, &cause);
	for (i = 0; i < m; i++) {
		if (rc == 0)
			save_written(saved[i], dirty[i], hashes[i]);
		player_items_clear(&items[i]);
	}
	if (rc != 0) {
		log_warnx("saving %s%s: %s", first != NULL ? first :
		    "players' corpses", m > 1 || (m > 0 && ncorpses > 0) ?
		    " and others" : "", cause);
		for (i = 0; i < n; i++) {
			if (chs[i] != NULL)
				char_printf(chs[i], "Your character could not "
				    "be saved just now; the staff have been "
				    "told.\n");
		}
		free(cause);
		return (-1);
	}
	return (0);
}

/*
 * Save a character as its stay ends or its player asks (quit, link
 * dead, the save command): as char_save, and the time played too.
 */
int
char_save_final(struct character *ch)
{
	int	rc;

	save_final = 1;
	rc = char_save_together(&ch, 1);
	save_final = 0;
	return (rc);
}

/* Save a character; the player and the log are told of a failure. */
int
char_save(struct character *ch)
{
	return (char_save_together(&ch, 1));
}

/*
 * What a player has, just loaded, is what the store holds: objects,
 * affects and aliases start clean.
 */
static void
save_items_known(struct character *ch)
{
	struct player_items	items = { 0 };
	int			s;

	char_items(ch, &items);
	for (s = SAVE_S__ROWS; s < SAVE_S__COUNT; s++) {
		ch->pd.saved_hash[s] = save_hash_items(&items,
		    (enum save_section)s);
		ch->pd.saved_known |= 1U << s;
	}
	player_items_clear(&items);
	save_objects_written(&ch->carrying, ch->pd.id);
}

/* Give a player back what was saved with it. */
void
char_load_items(struct character *ch)
{
	struct player_items	 items = { 0 };
	const struct obj_def	*def;
	struct object		**made;
	struct eq_event		*decay;
	char			*cause = NULL;
	size_t			 i;
	int			 lost = 0;

	if (store_load_items(game_store, ch->pd.id, &items, &cause) != 0) {
		log_warnx("loading %s's objects: %s", ch->pd.name, cause);
		free(cause);
		return;
	}
	made = xcalloc(items.n + 1, sizeof *made);
	for (i = 0; i < items.n; i++) {
		const struct player_item	*it = &items.list[i];

		if ((def = world_obj_def(it->vnum)) == NULL) {
			log_warnx("%s: object %d no longer exists; dropped",
			    ch->pd.name, it->vnum);
			lost++;
			continue;
		}
		made[i] = obj_create(def);
		if (it->uid != 0)
			obj_set_uid(made[i], it->uid);
		memcpy(made[i]->values, it->values, sizeof it->values);
		/* A thing that crumbles keeps the time it had left. */
		if (it->timer > 0 && (decay = eq_owner_find(&made[i]->events,
		    EQT_DECAY)) != NULL)
			equeue_reschedule(game_eq, decay, (uint32_t)it->timer);
		if (it->parent >= 0 && (size_t)it->parent < i &&
		    made[it->parent] != NULL)
			obj_to_obj(made[i], made[it->parent]);
		else {
			obj_to_char(made[i], ch);
			if (it->worn >= 0 && it->worn < WEAR__COUNT &&
			    char_equipped(ch, it->worn) == NULL)
				made[i]->worn = (enum wear_loc)it->worn;
		}
	}
	for (i = 0; i < items.naffects; i++)
		magic_affect_add(ch, items.affects[i].spell,
		    items.affects[i].location, items.affects[i].modifier,
		    (uint32_t)(items.affects[i].remaining > 0 ?
		    items.affects[i].remaining : 1));
	char_load_aliases(ch, &items);
	save_items_known(ch);
	if (lost > 0)
		char_printf(ch, "%d of your things no longer exist%s in this "
		    "world and %s gone.\n", lost, lost == 1 ? "s" : "",
		    lost == 1 ? "is" : "are");
	free(made);
	player_items_clear(&items);
}

/*
 * Save every player, CHAR_SAVE_BATCH to a transaction (at shutdown). The
 * first batches may wait long for a lock another program holds; once one
 * has failed the rest do not, so that a lock that stays cannot hold the
 * shutdown for hours. Returns the number of players not saved.
 */
int
char_save_all(void)
{
	struct character	*batch[CHAR_SAVE_BATCH], *ch;
	size_t			 n = 0, i;
	int			 failed = 0;

	store_set_busy_wait(game_store, STORE_BUSY_LONG_MS);
	save_final = 1;
	TAILQ_FOREACH(ch, &player_list, player_entry) {
		batch[n++] = ch;
		if (n < CHAR_SAVE_BATCH && TAILQ_NEXT(ch, player_entry) != NULL)
			continue;
		if (char_save_together(batch, n) != 0) {
			for (i = 0; i < n; i++)
				log_warnx("%s: not saved", batch[i]->pd.name);
			failed += (int)n;
			store_set_busy_wait(game_store, STORE_BUSY_MS);
		}
		n = 0;
	}
	save_final = 0;
	store_set_busy_wait(game_store, STORE_BUSY_MS);
	return (failed);
}
