/*
 * gmcp-items.c: the GMCP lists a client keeps: Char.Items (inventory and
 * room), Room.Players, Char.Afflictions and Char.Defences, each sent whole
 * once (List) and then as changes (Add, Remove, Update), found by
 * comparing what is there now with what the client was last told; and
 * Char.Skills, which the client asks for.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/queue.h>

#include <jansson.h>

#include "character.h"
#include "class.h"
#include "descriptor.h"
#include "fight.h"
#include "find.h"
#include "gmcp-int.h"
#include "magic.h"
#include "object.h"
#include "protocol.h"
#include "room.h"
#include "text.h"
#include "xmalloc.h"

/*
 * A mobile's id in Char.Items is its character id, a number as objects'
 * are (scripts do tonumber(id)): from 1 to 2^31 - 1, while every object
 * id is at least 2^32 (object ids come in blocks that start at a
 * multiple of 2^32 above 0: store_take_uid_block), so the two never
 * meet, and both stay exact as a double. Within a list's keys mobiles
 * carry this bit as well, whatever ids objects have (tests have small
 * ones).
 */
#define GMCP_KEY_MOB	(1ULL << 63)

/* Free a list's things. */
void
gmcp_set_free(struct gmcp_set *set)
{
	free(set->v);
	set->v = NULL;
	set->n = 0;
	set->valid = 0;
}

/* A list being made: the things and, by key, the JSON that says each. */
struct gmcp_now {
	struct gmcp_thing	 v[GMCP_LIST_MAX];
	json_t			*j[GMCP_LIST_MAX];
	size_t			 n;
};

/* Add a thing to the list being made (past the limit it is left out). */
static void
gmcp_now_add(struct gmcp_now *now, uint64_t key, const char *name, json_t *j)
{
	char	*body;

	if (now->n == GMCP_LIST_MAX) {
		json_decref(j);
		return;
	}
	body = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
	now->v[now->n].key = key;
	now->v[now->n].hash = body != NULL ? gmcp_hash(body) : 0;
	text_strlcpy(now->v[now->n].name, name, sizeof now->v[now->n].name);
	now->j[now->n++] = j;
	free(body);
}

static void
gmcp_now_free(struct gmcp_now *now)
{
	size_t	i;

	for (i = 0; i < now->n; i++)
		json_decref(now->j[i]);
	now->n = 0;
}

/*
 * How a list is said: the messages and what they carry. list_fn wraps
 * the items of a List; add_fn one item of an Add or Update; remove_fn
 * what a Remove carries of a thing gone.
 */
struct gmcp_say {
	int		 package;
	const char	*list, *add, *remove, *update;
	json_t		*(*list_fn)(const char *loc, json_t *items);
	json_t		*(*add_fn)(const char *loc, json_t *item);
	json_t		*(*remove_fn)(const char *loc,
			    const struct gmcp_thing *);
	const char	*loc;
};

/*
 * Tell the client what changed between the list it holds (set) and now:
 * the whole list if full or it holds none, else an Add for each new
 * thing, a Remove for each gone, an Update for each that changed. Both
 * are sorted by key first, and set becomes now.
 */
static void
gmcp_say_changes(struct descriptor *d, struct gmcp_set *set,
    struct gmcp_now *now, const struct gmcp_say *say, int full)
{
	struct gmcp_thing	*sorted;
	json_t			*items, *jx[GMCP_LIST_MAX];
	size_t			 i, a = 0, b = 0, k;

	/* Sort now by key, carrying each thing's JSON along. */
	for (i = 0; i < now->n; i++)
		jx[i] = now->j[i];
	for (i = 1; i < now->n; i++) {
		for (k = i; k > 0 && now->v[k - 1].key > now->v[k].key; k--) {
			struct gmcp_thing	t = now->v[k];
			json_t			*tj = jx[k];

			now->v[k] = now->v[k - 1];
			jx[k] = jx[k - 1];
			now->v[k - 1] = t;
			jx[k - 1] = tj;
		}
	}
	if (full || !set->valid) {
		/* The List keeps the order things are shown in. */
		items = json_array();
		for (i = 0; i < now->n; i++)
			json_array_append(items, now->j[i]);
		proto_gmcp_send(d, say->package, say->list,
		    say->list_fn(say->loc, items));
	} else {
		while (a < set->n || b < now->n) {
			if (b == now->n || (a < set->n &&
			    set->v[a].key < now->v[b].key)) {
				proto_gmcp_send(d, say->package, say->remove,
				    say->remove_fn(say->loc, &set->v[a]));
				a++;
			} else if (a == set->n ||
			    now->v[b].key < set->v[a].key) {
				proto_gmcp_send(d, say->package, say->add,
				    say->add_fn(say->loc, json_incref(jx[b])));
				b++;
			} else {
				if (set->v[a].hash != now->v[b].hash &&
				    say->update != NULL)
					proto_gmcp_send(d, say->package,
					    say->update, say->add_fn(say->loc,
					    json_incref(jx[b])));
				a++;
				b++;
			}
		}
	}
	sorted = now->n > 0 ? xcalloc(now->n, sizeof *sorted) : NULL;
	if (now->n > 0)
		memcpy(sorted, now->v, now->n * sizeof *sorted);
	free(set->v);
	set->v = sorted;
	set->n = now->n;
	set->valid = 1;
}

/* Char.Items: {"location": "inv", "items": [...]} */
static json_t *
gmcp_items_list(const char *loc, json_t *items)
{
	return (json_pack("{s:s, s:o}", "location", loc, "items", items));
}

static json_t *
gmcp_items_one(const char *loc, json_t *item)
{
	return (json_pack("{s:s, s:o}", "location", loc, "item", item));
}

static json_t *
gmcp_items_gone(const char *loc, const struct gmcp_thing *t)
{
	char	id[24];

	snprintf(id, sizeof id, "%llu",
	    (unsigned long long)(t->key & ~GMCP_KEY_MOB));
	return (json_pack("{s:s, s:{s:s}}", "location", loc, "item", "id",
	    id));
}

/*
 * An object as Char.Items says it: id, name and its attributes, IRE's
 * letters: w worn, l wielded, W can be worn, c container, t can be taken
 * (from the room), d dead (a corpse).
 */
static json_t *
gmcp_item_json(const struct object *obj, int in_room)
{
	char	 id[24], attrib[8];
	char	*name = gmcp_plain(obj->short_desc);
	size_t	 n = 0;
	json_t	*j;

	snprintf(id, sizeof id, "%llu", (unsigned long long)obj->uid);
	if (obj->worn == WEAR_WIELD)
		attrib[n++] = 'l';
	else if (obj->worn != WEAR_NONE)
		attrib[n++] = 'w';
	else if (obj->wear != 0)
		attrib[n++] = 'W';
	if (obj->type == OBJ_CONTAINER || obj->type == OBJ_CORPSE)
		attrib[n++] = 'c';
	if (in_room && !(obj->flags & ITEM_NO_TAKE))
		attrib[n++] = 't';
	if (obj->type == OBJ_CORPSE)
		attrib[n++] = 'd';
	attrib[n] = '\0';
	j = json_pack("{s:s, s:s}", "id", id, "name", name);
	if (n > 0)
		json_object_set_new(j, "attrib", json_string(attrib));
	free(name);
	return (j);
}

/* Can ch see this object where it lies? */
static int
gmcp_item_seen(const struct character *ch, const struct object *obj)
{
	return (!(obj->flags & ITEM_INVISIBLE) ||
	    (char_aff(ch) & AFF_DETECT_INVIS));
}

static const struct gmcp_say gmcp_say_inv = {
	GMCP_ITEMS, "Char.Items.List", "Char.Items.Add", "Char.Items.Remove",
	"Char.Items.Update", gmcp_items_list, gmcp_items_one, gmcp_items_gone,
	"inv"
};
static const struct gmcp_say gmcp_say_room = {
	GMCP_ITEMS, "Char.Items.List", "Char.Items.Add", "Char.Items.Remove",
	"Char.Items.Update", gmcp_items_list, gmcp_items_one, gmcp_items_gone,
	"room"
};

/* What ch carries, as a list. */
static void
gmcp_items_inv(struct character *ch, struct gmcp_now *now)
{
	struct object	*obj;

	TAILQ_FOREACH(obj, &ch->carrying, place)
		gmcp_now_add(now, obj->uid, "", gmcp_item_json(obj, 0));
}

/*
 * What ch sees in its room: objects, and mobiles: attribute "m", and "x"
 * too for one the game would not let ch attack (a shopkeeper, anyone in
 * a safe room), as IRE marks what attack and kill must not target.
 */
static void
gmcp_items_room(struct character *ch, struct gmcp_now *now)
{
	struct object		*obj;
	struct character	*p;
	char			 id[24], *name;

	if (ch->room == NULL || (char_aff(ch) & AFF_BLIND))
		return;
	TAILQ_FOREACH(obj, &ch->room->contents, place) {
		if (!gmcp_item_seen(ch, obj) || (!find_can_see_room(ch) &&
		    !obj_seen_in_dark(obj)))
			continue;
		gmcp_now_add(now, obj->uid, "", gmcp_item_json(obj, 1));
	}
	TAILQ_FOREACH(p, &ch->room->mobs, mob_entry) {
		if (now->n == GMCP_LIST_MAX)
			break;
		if (!find_can_see_char(ch, p))
			continue;
		snprintf(id, sizeof id, "%llu", (unsigned long long)p->id);
		name = gmcp_plain(char_name(p));
		gmcp_now_add(now, p->id | GMCP_KEY_MOB, "", json_pack(
		    "{s:s, s:s, s:s}", "id", id, "name", name, "attrib",
		    fight_refused(ch, p) != NULL ? "mx" : "m"));
		free(name);
	}
}

/* Char.Items: what changed in the inventory and the room. */
void
gmcp_items_turn(struct character *ch, struct gmcp_seen *g, int full)
{
	struct gmcp_now	now;
	int		room = ch->room != NULL ? ch->room->vnum : -1;

	if (!proto_gmcp_wants(ch->desc, GMCP_ITEMS))
		return;
	now.n = 0;
	gmcp_items_inv(ch, &now);
	gmcp_say_changes(ch->desc, &g->inv, &now, &gmcp_say_inv, full);
	gmcp_now_free(&now);
	gmcp_items_room(ch, &now);
	gmcp_say_changes(ch->desc, &g->here, &now, &gmcp_say_room,
	    full || room != g->room);
	gmcp_now_free(&now);
	g->room = room;
}

/* Char.Items.Inv, .Room, .Contents <id>: the client asks for a list. */
void
gmcp_items_ask(struct character *ch, struct gmcp_seen *g, const char *msg,
    json_t *j)
{
	struct gmcp_now	 now;
	struct object	*obj, *in;
	const char	*arg;
	char		*end, loc[32];
	unsigned long long uid;
	json_t		*items;

	if (!proto_gmcp_wants(ch->desc, GMCP_ITEMS))
		return;
	now.n = 0;
	if (strcasecmp(msg, "Inv") == 0) {
		gmcp_items_inv(ch, &now);
		gmcp_say_changes(ch->desc, &g->inv, &now, &gmcp_say_inv, 1);
	} else if (strcasecmp(msg, "Room") == 0) {
		gmcp_items_room(ch, &now);
		gmcp_say_changes(ch->desc, &g->here, &now, &gmcp_say_room, 1);
	} else if (strcasecmp(msg, "Contents") == 0) {
		/* The id as a string or a number: a container ch can see. */
		if (json_is_integer(j))
			uid = (unsigned long long)json_integer_value(j);
		else if (json_is_string(j)) {
			arg = json_string_value(j);
			uid = strtoull(arg, &end, 10);
			if (end == arg || *end != '\0')
				return;
		} else
			return;
		if ((in = obj_find_uid(uid)) == NULL ||
		    (in->carried_by != ch && (ch->room == NULL ||
		    in->in_room != ch->room)) || !gmcp_item_seen(ch, in))
			return;
		items = json_array();
		TAILQ_FOREACH(obj, &in->contents, place) {
			if (json_array_size(items) == GMCP_LIST_MAX)
				break;
			json_array_append_new(items, gmcp_item_json(obj, 0));
		}
		snprintf(loc, sizeof loc, "rep%llu", uid);
		proto_gmcp_send(ch->desc, GMCP_ITEMS, "Char.Items.List",
		    gmcp_items_list(loc, items));
	}
	gmcp_now_free(&now);
}

/* Room.Players: [{"name": ..., "fullname": ...}] */
static json_t *
gmcp_players_list(const char *loc, json_t *items)
{
	(void)loc;
	return (items);
}

static json_t *
gmcp_players_one(const char *loc, json_t *item)
{
	(void)loc;
	return (item);
}

static json_t *
gmcp_players_gone(const char *loc, const struct gmcp_thing *t)
{
	(void)loc;
	return (json_string(t->name));
}

static const struct gmcp_say gmcp_say_players = {
	GMCP_ROOM, "Room.Players", "Room.AddPlayer", "Room.RemovePlayer",
	NULL, gmcp_players_list, gmcp_players_one, gmcp_players_gone, ""
};

/* Room.Players: the other players ch sees in its room, as they change. */
void
gmcp_players_turn(struct character *ch, struct gmcp_seen *g, int full)
{
	struct gmcp_now		 now;
	struct character	*p;
	char			*fullname;
	int			 room;

	if (!proto_gmcp_wants(ch->desc, GMCP_ROOM))
		return;
	room = ch->room != NULL ? ch->room->vnum : -1;
	now.n = 0;
	if (ch->room != NULL && !(char_aff(ch) & AFF_BLIND)) {
		TAILQ_FOREACH(p, &ch->room->people, room_entry) {
			/* A crowd is listed up to the cap, not walked. */
			if (now.n == GMCP_LIST_MAX)
				break;
			if (p == ch || char_is_npc(p) ||
			    !find_can_see_char(ch, p))
				continue;
			fullname = gmcp_fullname(p);
			gmcp_now_add(&now, p->id, p->pd.name, json_pack(
			    "{s:s, s:s}", "name", p->pd.name, "fullname",
			    fullname));
			free(fullname);
		}
	}
	/* A new room is a new list, as Room.Info is a new room. */
	gmcp_say_changes(ch->desc, &g->players, &now, &gmcp_say_players,
	    full || room != g->players_room);
	g->players_room = room;
	gmcp_now_free(&now);
}

/* The skill that cures an affliction, or "". */
static const char *
gmcp_cure(int spell)
{
	const char	*name = magic_spell_name(spell);

	if (strcasecmp(name, "poison") == 0)
		return ("cure poison");
	if (strcasecmp(name, "blindness") == 0)
		return ("cure blindness");
	return ("");
}

static json_t *
gmcp_aff_list(const char *loc, json_t *items)
{
	(void)loc;
	return (items);
}

static json_t *
gmcp_aff_one(const char *loc, json_t *item)
{
	(void)loc;
	return (item);
}

static json_t *
gmcp_aff_gone(const char *loc, const struct gmcp_thing *t)
{
	(void)loc;
	return (json_pack("[s]", t->name));
}

static const struct gmcp_say gmcp_say_afflict = {
	GMCP_AFFLICT, "Char.Afflictions.List", "Char.Afflictions.Add",
	"Char.Afflictions.Remove", NULL, gmcp_aff_list, gmcp_aff_one,
	gmcp_aff_gone, ""
};
static const struct gmcp_say gmcp_say_defence = {
	GMCP_DEFENCE, "Char.Defences.List", "Char.Defences.Add",
	"Char.Defences.Remove", NULL, gmcp_aff_list, gmcp_aff_one,
	gmcp_aff_gone, ""
};

/*
 * Char.Afflictions (harmful spells on ch: poison, blindness, sleep...)
 * and Char.Defences (the others: armor, bless, sanctuary...), one entry
 * per spell however many affects it gave.
 */
void
gmcp_affects_turn(struct character *ch, struct gmcp_seen *g, int full)
{
	struct gmcp_now	 bad, good;
	struct affect	*af;
	struct gmcp_now	*now;
	size_t		 i;
	int		 dup;
	const char	*name;

	if (!proto_gmcp_wants(ch->desc, GMCP_AFFLICT | GMCP_DEFENCE))
		return;
	bad.n = good.n = 0;
	TAILQ_FOREACH(af, &ch->affects, entry) {
		now = magic_is_offensive(af->spell) ? &bad : &good;
		dup = 0;
		for (i = 0; i < now->n; i++)
			dup |= now->v[i].key == (uint64_t)af->spell;
		if (dup)
			continue;
		name = magic_spell_name(af->spell);
		if (now == &bad)
			gmcp_now_add(now, (uint64_t)af->spell, name, json_pack(
			    "{s:s, s:s, s:s}", "name", name, "cure",
			    gmcp_cure(af->spell), "desc", name));
		else
			gmcp_now_add(now, (uint64_t)af->spell, name, json_pack(
			    "{s:s, s:s}", "name", name, "desc", name));
	}
	if (proto_gmcp_wants(ch->desc, GMCP_AFFLICT))
		gmcp_say_changes(ch->desc, &g->afflict, &bad,
		    &gmcp_say_afflict, full);
	if (proto_gmcp_wants(ch->desc, GMCP_DEFENCE))
		gmcp_say_changes(ch->desc, &g->defence, &good,
		    &gmcp_say_defence, full);
	gmcp_now_free(&bad);
	gmcp_now_free(&good);
}

/* The group a skill is in: spells are cast, skills are used. */
static const char *
gmcp_skill_group(int sk)
{
	return (skill_table[sk].spell != 0 ? "spells" : "skills");
}

/*
 * The rank of a group, as IRE's Char.Skills.Groups gives one: a word for
 * the average of how well the character knows its skills (practice
 * takes a skill to its class's adept, use beyond); "Unskilled" for a
 * group it has none of yet.
 */
static const char *
gmcp_rank(int count, int sum)
{
	static const struct {
		int		 min;
		const char	*word;
	} ranks[] = {
		{ 100, "Transcendent" }, { 90, "Master" }, { 75, "Expert" },
		{ 60, "Adept" }, { 45, "Skilled" }, { 30, "Capable" },
		{ 15, "Apprentice" }, { 0, "Novice" }
	};
	size_t	i;
	int	avg;

	if (count == 0)
		return ("Unskilled");
	avg = sum / count;
	for (i = 0; i < sizeof ranks / sizeof ranks[0] - 1; i++) {
		if (avg >= ranks[i].min)
			break;
	}
	return (ranks[i].word);
}

/*
 * Char.Skills.Get: {} gives Char.Skills.Groups, {"group": g} the
 * Char.Skills.List of g, {"group": g, "name": n} the Char.Skills.Info of
 * one. Only what ch's class has come to by its level.
 */
void
gmcp_skills_get(struct character *ch, json_t *j)
{
	const char	*group = NULL, *name = NULL;
	json_t		*list, *descs, *groups;
	char		*info, desc[32];
	int		 sk, g, count[2] = { 0, 0 }, sum[2] = { 0, 0 };

	if (!proto_gmcp_wants(ch->desc, GMCP_SKILLS))
		return;
	if (json_is_object(j)) {
		group = json_string_value(json_object_get(j, "group"));
		name = json_string_value(json_object_get(j, "name"));
	}
	if (group == NULL) {
		for (sk = SK_NONE + 1; sk < SK__COUNT; sk++) {
			if (!skill_available(ch, sk))
				continue;
			g = skill_table[sk].spell != 0;
			count[g]++;
			sum[g] += skill_learned(ch, sk);
		}
		groups = json_array();
		for (g = 0; g < 2; g++)
			json_array_append_new(groups, json_pack(
			    "{s:s, s:s, s:i}", "name", g ? "spells" : "skills",
			    "rank", gmcp_rank(count[g], sum[g]), "count",
			    count[g]));
		proto_gmcp_send(ch->desc, GMCP_SKILLS, "Char.Skills.Groups",
		    groups);
		return;
	}
	if (strcasecmp(group, "skills") != 0 &&
	    strcasecmp(group, "spells") != 0)
		return;
	if (name == NULL) {
		list = json_array();
		descs = json_array();
		for (sk = SK_NONE + 1; sk < SK__COUNT; sk++) {
			if (!skill_available(ch, sk) ||
			    strcasecmp(gmcp_skill_group(sk), group) != 0)
				continue;
			json_array_append_new(list,
			    json_string(skill_table[sk].name));
			snprintf(desc, sizeof desc, "%d%%",
			    skill_learned(ch, sk));
			json_array_append_new(descs, json_string(desc));
		}
		proto_gmcp_send(ch->desc, GMCP_SKILLS, "Char.Skills.List",
		    json_pack("{s:s, s:o, s:o}", "group",
		    gmcp_skill_group(strcasecmp(group, "spells") == 0 ?
		    SK_MAGIC_MISSILE : SK_KICK), "list", list, "descs", descs));
		return;
	}
	sk = skill_find(name);
	if (sk == SK_NONE || !skill_available(ch, sk) ||
	    strcasecmp(gmcp_skill_group(sk), group) != 0)
		return;
	if (skill_table[sk].spell != 0)
		xasprintf(&info, "%s: learned %d%%, from level %d; costs %d "
		    "mana.", skill_table[sk].name, skill_learned(ch, sk),
		    skill_table[sk].level[class_of(ch)],
		    magic_mana(ch, skill_table[sk].spell));
	else
		xasprintf(&info, "%s: learned %d%%, from level %d.",
		    skill_table[sk].name, skill_learned(ch, sk),
		    skill_table[sk].level[class_of(ch)]);
	proto_gmcp_send(ch->desc, GMCP_SKILLS, "Char.Skills.Info", json_pack(
	    "{s:s, s:s, s:s}", "group", gmcp_skill_group(sk), "skill",
	    skill_table[sk].name, "info", info));
	free(info);
}
