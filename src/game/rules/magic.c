/* magic.c: spells cast over time, and affects that expire, as events. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "attrib.h"
#include "character.h"
#include "class.h"
#include "config.h"
#include "descriptor.h"
#include "eqtypes.h"
#include "equeue.h"
#include "fight.h"
#include "find.h"
#include "game.h"
#include "log.h"
#include "look.h"
#include "magic.h"
#include "object.h"
#include "rng.h"
#include "room.h"
#include "text.h"
#include "update.h"
#include "world.h"
#include "xmalloc.h"

/* What a spell is cast at; TAR_WORD: a name it seeks (locate object). */
enum spell_target { TAR_FOE, TAR_FRIEND, TAR_ROOM_FOES, TAR_OBJECT,
	TAR_WORD };

/* A spell's effect: the caster, its victim or its object, its level. */
typedef void spell_fn(struct character *, struct character *,
    struct object *, int level, int sn);

/*
 * A spell. Its cast time is a config key, or CFG__COUNT and cast_pulses.
 * An affect spell (spell_affect) gives its victim location/modifier and
 * the AFF_* bits for some game hours that grow with the level.
 */
struct spell {
	const char		*name;
	enum spell_target	 target;
	int			 mana;
	enum config_key		 cast_time;
	int			 cast_pulses;
	spell_fn		*fn;
	int			 location;	/* enum apply */
	int			 modifier;
	int			 bits;		/* AFF_* */
	const char		*on;		/* the victim is told */
	const char		*off;		/* ... when it ends */
};

static spell_fn	spell_magic_missile;
static spell_fn	spell_cure_light;
static spell_fn	spell_cure_serious;
static spell_fn	spell_heal;
static spell_fn	spell_refresh;
static spell_fn	spell_armor;
static spell_fn	spell_earthquake;
static spell_fn	spell_identify;
static spell_fn	spell_affect;
static spell_fn	spell_bolt;
static spell_fn	spell_word_of_recall;
static spell_fn	spell_cure;
static spell_fn	spell_cure_critical;
static spell_fn	spell_create_food;
static spell_fn	spell_create_water;
static spell_fn	spell_sleep;
static spell_fn	spell_locate_object;
static void	magic_affect_ends(struct character *, int);

/*
 * SPELL(name, target, mana, cast time, function), then for affect spells
 * AFFECT(location, modifier, AFF bits, words on, words off).
 */
#define SPELL(n, t, m, ct, f) \
	.name = n, .target = t, .mana = m, ct, .fn = f
#define CAST_TIME(k)	.cast_time = k
#define CAST_PULSES(n)	.cast_time = CFG__COUNT, .cast_pulses = n
#define AFFECT(l, m, b, on_, off_) \
	.location = l, .modifier = m, .bits = b, .on = on_, .off = off_

static const struct spell spell_table[SPELL__COUNT] = {
	[SPELL_MAGIC_MISSILE] = { SPELL("magic missile", TAR_FOE, 10,
	    CAST_TIME(CFG_CAST_MAGIC_MISSILE), spell_magic_missile) },
	[SPELL_CURE_LIGHT] = { SPELL("cure light", TAR_FRIEND, 10,
	    CAST_TIME(CFG_CAST_CURE_LIGHT), spell_cure_light) },
	[SPELL_ARMOR] = { SPELL("armor", TAR_FRIEND, 15,
	    CAST_TIME(CFG_CAST_ARMOR), spell_armor),
	    AFFECT(APPLY_AC, -20, 0, "An unseen ward settles around you.",
	    "The ward around you thins away to nothing.") },
	[SPELL_EARTHQUAKE] = { SPELL("earthquake", TAR_ROOM_FOES, 20,
	    CAST_TIME(CFG_CAST_EARTHQUAKE), spell_earthquake) },
	[SPELL_IDENTIFY] = { SPELL("identify", TAR_OBJECT, 12,
	    CAST_TIME(CFG_CAST_IDENTIFY), spell_identify) },
	[SPELL_CURE_SERIOUS] = { SPELL("cure serious", TAR_FRIEND, 15,
	    CAST_PULSES(8), spell_cure_serious) },
	[SPELL_HEAL] = { SPELL("heal", TAR_FRIEND, 50, CAST_PULSES(12),
	    spell_heal) },
	[SPELL_REFRESH] = { SPELL("refresh", TAR_FRIEND, 12, CAST_PULSES(6),
	    spell_refresh) },
	[SPELL_BLESS] = { SPELL("bless", TAR_FRIEND, 5, CAST_PULSES(6),
	    spell_affect), AFFECT(APPLY_HITROLL, 2, 0,
	    "A quiet blessing settles on you.",
	    "The blessing on you fades.") },
	[SPELL_DETECT_INVIS] = { SPELL("detect invisible", TAR_FRIEND, 5,
	    CAST_PULSES(6), spell_affect), AFFECT(APPLY_NONE, 0,
	    AFF_DETECT_INVIS, "Your sight sharpens; hidden shapes show.",
	    "Hidden shapes slip from your sight again.") },
	[SPELL_INVISIBILITY] = { SPELL("invisibility", TAR_FRIEND, 10,
	    CAST_PULSES(8), spell_affect), AFFECT(APPLY_NONE, 0,
	    AFF_INVISIBLE, "Your body thins away to nothing.",
	    "You flicker back into plain sight.") },
	[SPELL_INFRAVISION] = { SPELL("infravision", TAR_FRIEND, 5,
	    CAST_PULSES(6), spell_affect), AFFECT(APPLY_NONE, 0, AFF_INFRARED,
	    "Your eyes warm; the dark shows shapes of heat.",
	    "The dark is only dark again.") },
	[SPELL_SANCTUARY] = { SPELL("sanctuary", TAR_FRIEND, 75,
	    CAST_PULSES(12), spell_affect), AFFECT(APPLY_NONE, 0,
	    AFF_SANCTUARY, "A pale, holy light wraps around you.",
	    "The holy light around you dims and is gone.") },
	[SPELL_HASTE] = { SPELL("haste", TAR_FRIEND, 30, CAST_PULSES(8),
	    spell_affect), AFFECT(APPLY_NONE, 0, AFF_HASTE,
	    "The world seems to slow as you quicken.",
	    "Your quickness drains away.") },
	/* Bolts: their dice are in magic_bolts, below. */
	[SPELL_FIREBALL] = { SPELL("fireball", TAR_FOE, 25, CAST_PULSES(8),
	    spell_bolt) },
	[SPELL_LIGHTNING_BOLT] = { SPELL("lightning bolt", TAR_FOE, 18,
	    CAST_PULSES(6), spell_bolt) },
	[SPELL_CHILL_TOUCH] = { SPELL("chill touch", TAR_FOE, 12,
	    CAST_PULSES(4), spell_bolt), AFFECT(APPLY_STR, -1, 0,
	    "You feel a chill to your bones.", "You feel warm again.") },
	[SPELL_SHIELD] = { SPELL("shield", TAR_FRIEND, 12, CAST_PULSES(6),
	    spell_affect), AFFECT(APPLY_AC, -20, 0,
	    "A shimmering wall of force rises about you.",
	    "The wall of force about you winks out.") },
	[SPELL_WORD_OF_RECALL] = { SPELL("word of recall", TAR_FRIEND, 5,
	    CAST_PULSES(4), spell_word_of_recall) },
	[SPELL_POISON] = { SPELL("poison", TAR_FOE, 10, CAST_PULSES(6),
	    spell_affect), AFFECT(APPLY_STR, -2, AFF_POISON,
	    "Poison burns in your veins.", "The poison has run its course.") },
	[SPELL_BLINDNESS] = { SPELL("blindness", TAR_FOE, 5, CAST_PULSES(6),
	    spell_affect), AFFECT(APPLY_HITROLL, -4, AFF_BLIND,
	    "Darkness falls across your eyes!", "Your sight comes back.") },
	[SPELL_CURE_POISON] = { SPELL("cure poison", TAR_FRIEND, 5,
	    CAST_PULSES(6), spell_cure) },
	[SPELL_CURE_BLINDNESS] = { SPELL("cure blindness", TAR_FRIEND, 5,
	    CAST_PULSES(6), spell_cure) },
	/* Not a spell but the thief's skill, kept as an affect. */
	[SPELL_SNEAK] = { SPELL("sneak", TAR_FRIEND, 0, CAST_PULSES(1),
	    spell_affect), AFFECT(APPLY_NONE, 0, AFF_SNEAK,
	    "You move silently.", "You no longer move silently.") },
	[SPELL_CURE_CRITICAL] = { SPELL("cure critical", TAR_FRIEND, 20,
	    CAST_PULSES(8), spell_cure_critical) },
	[SPELL_CREATE_FOOD] = { SPELL("create food", TAR_FRIEND, 5,
	    CAST_PULSES(6), spell_create_food) },
	[SPELL_CREATE_WATER] = { SPELL("create water", TAR_OBJECT, 5,
	    CAST_PULSES(6), spell_create_water) },
	[SPELL_DETECT_EVIL] = { SPELL("detect evil", TAR_FRIEND, 5,
	    CAST_PULSES(6), spell_affect), AFFECT(APPLY_NONE, 0,
	    AFF_DETECT_EVIL, "Your sight takes on a wary edge.",
	    "Evil no longer shows itself to you.") },
	[SPELL_SLEEP] = { SPELL("sleep", TAR_FOE, 15, CAST_PULSES(6),
	    spell_sleep), AFFECT(APPLY_NONE, 0, AFF_SLEEP,
	    "A heavy drowsiness drags you under.",
	    "The drowsiness of the spell lifts.") },
	[SPELL_LOCATE_OBJECT] = { SPELL("locate object", TAR_WORD, 20,
	    CAST_PULSES(8), spell_locate_object) },
	/* Not a spell but the thief's skill, kept as an affect. */
	[SPELL_HIDE] = { SPELL("hide", TAR_FRIEND, 0, CAST_PULSES(1),
	    spell_affect), AFFECT(APPLY_NONE, 0, AFF_HIDE,
	    "You blend into the shadows.", "You step out of the shadows.") },
	/* Not spells but the warrior's and thief's skills (brawl.h). */
	[SPELL_BERSERK] = { SPELL("berserk", TAR_FRIEND, 0, CAST_PULSES(1),
	    spell_affect), AFFECT(APPLY_DAMROLL, 2, 0,
	    "A red haze falls over your eyes!",
	    "The red haze lifts and your pulse slows.") },
	[SPELL_DIRT] = { SPELL("dirt kicking", TAR_FOE, 0, CAST_PULSES(1),
	    spell_affect), AFFECT(APPLY_HITROLL, -4, AFF_BLIND,
	    "Grit stings your eyes: you cannot see!",
	    "You blink the last of the grit away and can see again.") },
};

/* The dice of each bolt: number, size, and 1 / the level's share. */
static const struct {
	int	spell, number, size, per_level;
} magic_bolts[] = {
	{ SPELL_FIREBALL, 4, 8, 1 },
	{ SPELL_LIGHTNING_BOLT, 3, 8, 2 },
	{ SPELL_CHILL_TOUCH, 1, 8, 2 },
};

/* How long a spell's affect lasts at a level: (4 + level / 4) hours. */
static uint32_t
magic_duration(int level)
{
	return ((uint32_t)((4 + level / 4) * conf_pulses(CFG_HOUR_LENGTH)));
}

static uint32_t
magic_cast_pulses(const struct spell *sp)
{
	if (sp->cast_time == CFG__COUNT)
		return ((uint32_t)sp->cast_pulses);
	return ((uint32_t)conf_pulses(sp->cast_time));
}

/*
 * What a spell costs ch: twice its mana at the level it is learned,
 * falling to its mana ten levels on (mobiles and admins: its mana).
 */
int
magic_mana(const struct character *ch, int spell)
{
	const struct skill_def	*sk = &skill_table[skill_of_spell(spell)];
	int			 base = spell_table[spell].mana, over;

	if (ch->mob != NULL || sk->level[class_of(ch)] == 0)
		return (base);
	over = ch->pd.level - sk->level[class_of(ch)];
	if (over >= 10)
		return (base);
	return (base + base * (10 - (over < 0 ? 0 : over)) / 10);
}

/*
 * Does victim shrug off a harmful spell cast at a level? Half the time
 * against one of its own level, more or less by 5% a level between.
 */
int
magic_saves(const struct character *victim, int level)
{
	int	chance = 50 + (victim->pd.level - level) * 5 +
		    attrib_save_bonus(victim);

	if (chance < 5)
		chance = 5;
	if (chance > 95)
		chance = 95;
	return ((int)rng_below(100) < chance);
}

int
magic_spell_by_area_name(const char *name)
{
	char	buf[32];
	size_t	i;
	int	k;

	text_strlcpy(buf, name, sizeof buf);
	for (i = 0; buf[i] != '\0'; i++) {
		if (buf[i] == '_')
			buf[i] = ' ';
	}
	if (strcmp(buf, "detect invis") == 0)
		text_strlcpy(buf, "detect invisible", sizeof buf);
	for (k = 1; k < SPELL__COUNT; k++) {
		if (strcmp(spell_table[k].name, buf) == 0)
			return (k);
	}
	return (SPELL_NONE);
}

/* spells: every spell, its mana and what it is cast at. */
void
magic_list(struct character *ch)
{
	static const char *const at[] = {
		[TAR_FOE] = "a foe", [TAR_FRIEND] = "anyone (you if none)",
		[TAR_ROOM_FOES] = "every foe here", [TAR_OBJECT] = "a thing",
		[TAR_WORD] = "a name"
	};
	int	k, sk, lvl, any = 0;

	for (k = 1; k < SPELL__COUNT; k++) {
		if ((sk = skill_of_spell(k)) == SK_NONE)
			continue;		/* sneak */
		lvl = skill_table[sk].level[class_of(ch)];
		if (lvl == 0 && ch->pd.role < ROLE_ADMIN)
			continue;
		if (!any)
			char_printf(ch, "%-18s %5s %5s %8s  %s\n", "Spell",
			    "Level", "Mana", "Learned", "Cast at");
		any = 1;
		char_printf(ch, "%-18s %5d %5d %7d%%  %s\n", spell_table[k].name,
		    lvl, magic_mana(ch, k), skill_learned(ch, sk),
		    at[spell_table[k].target]);
	}
	if (!any)
		char_printf(ch, "Your class knows no spells.\n");
}

/* Let sp take effect, cast by ch at a level. */
static void
magic_run(struct character *ch, const struct spell *sp,
    struct character *victim, struct object *obj, int level)
{
	sp->fn(ch, victim, obj, level, (int)(sp - spell_table));
}

/*
 * Is sp, about to work for ch on victim, obj or the room, refused (the
 * scripts of what it is cast at)? Nothing has happened yet.
 */
static int
magic_refused(struct character *ch, const struct spell *sp,
    struct character *victim, struct object *obj)
{
	struct room	*where = victim != NULL ? victim->room : NULL;

	if (game_hooks.cast == NULL)
		return (0);
	if (game_hooks.cast(ch, (int)(sp - spell_table), victim, obj) != 0)
		return (1);
	/* A script may have taken the target, or the caster, away. */
	return (ch->extracted || (victim != NULL && (victim->extracted ||
	    victim->room != where)) || (obj != NULL &&
	    obj->where == OBJ_NOWHERE));
}

int
magic_is_offensive(int spell)
{
	return (spell > SPELL_NONE && spell < SPELL__COUNT &&
	    (spell_table[spell].target == TAR_FOE ||
	    spell_table[spell].target == TAR_ROOM_FOES));
}

/* The spell's name, for messages and the 'affects' list. */
const char *
magic_spell_name(int spell)
{
	if (spell <= SPELL_NONE || spell >= SPELL__COUNT)
		return ("something");
	return (spell_table[spell].name);
}

static void
spell_magic_missile(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	int	dam = dice_roll(2, 6, level / 2);

	fight_damage(ch, victim, magic_saves(victim, level) ? dam / 2 : dam,
	    "magic missile");
}

/* Hit points back, and the words for it. */
static void
magic_heal(struct character *ch, struct character *victim, int hp,
    const char *feel)
{
	victim->pd.hit += hp;
	if (victim->pd.hit > victim->pd.max_hit)
		victim->pd.hit = victim->pd.max_hit;
	char_printf(victim, "%s\n", feel);
	if (ch != NULL && victim != ch)
		char_printf(ch, "You heal %s.\n", char_name(victim));
	fight_hurt_changed(victim);
}

static void
spell_cure_light(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	magic_heal(ch, victim, dice_roll(2, 8, level / 2),
	    "Some of your hurts close.");
}

static void
spell_cure_serious(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	magic_heal(ch, victim, dice_roll(4, 8, level / 2),
	    "Your wounds close up.");
}

static void
spell_heal(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	magic_heal(ch, victim, 100, "Warmth floods through you, mending every "
	    "hurt.");
}

static void
spell_cure_critical(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	magic_heal(ch, victim, dice_roll(6, 8, level / 2),
	    "Your wounds close, nearly all of them.");
}

static void
spell_refresh(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	victim->pd.move += dice_roll(1, 8, level);
	if (victim->pd.move > victim->pd.max_move)
		victim->pd.move = victim->pd.max_move;
	char_printf(victim, "Fresh strength flows into your legs.\n");
	if (ch != NULL && victim != ch)
		char_printf(ch, "You refresh %s.\n", char_name(victim));
	fight_hurt_changed(victim);
}

/* The affect of spell on ch, or NULL. */
static struct affect *
magic_affect_find(struct character *ch, int spell)
{
	struct affect	*af;

	TAILQ_FOREACH(af, &ch->affects, entry) {
		if (af->spell == spell)
			return (af);
	}
	return (NULL);
}

/* An affect spell: renewed, not stacked. */
static void
spell_affect(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	const struct spell	*sp = &spell_table[sn];
	struct affect		*af;

	/* A harmful one may be shrugged off, and starts a fight. */
	if (sp->target == TAR_FOE) {
		if (ch != NULL && ch != victim && ch->room == victim->room &&
		    (ch->fighting == NULL || victim->fighting == NULL))
			fight_start(ch, victim);
		if (magic_saves(victim, level)) {
			if (ch != NULL)
				char_printf(ch, "%s resists your %s.\n",
				    char_name_cap(victim), sp->name);
			return;
		}
	}
	if ((af = magic_affect_find(victim, sn)) != NULL) {
		equeue_reschedule(game_eq, af->expiry, magic_duration(level));
		if (ch != NULL)
			char_printf(ch, "The %s grows stronger again.\n",
			    sp->name);
		return;
	}
	magic_affect_add(victim, sn, sp->location,
	    sp->location == APPLY_HITROLL ? sp->modifier + level / 8 :
	    sp->modifier, magic_duration(level));
	char_printf(victim, "%s\n", sp->on);
	if (ch != NULL && victim != ch)
		char_printf(ch, "You cast %s on %s.\n", sp->name,
		    char_name(victim));
}

/* A bolt of harm; chill touch also saps strength for a while. */
static void
spell_bolt(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	const struct spell	*sp = &spell_table[sn];
	size_t			 i;
	int			 dam = 0, saved;

	for (i = 0; i < sizeof magic_bolts / sizeof magic_bolts[0]; i++) {
		if (magic_bolts[i].spell == sn)
			dam = dice_roll(magic_bolts[i].number,
			    magic_bolts[i].size, level /
			    magic_bolts[i].per_level);
	}
	/* A victim that saves takes half, and is not chilled. */
	saved = magic_saves(victim, level);
	if (saved)
		dam /= 2;
	if (fight_damage(ch, victim, dam, sp->name) == 0 && !saved &&
	    sp->on != NULL && magic_affect_find(victim, sn) == NULL) {
		magic_affect_add(victim, sn, sp->location, sp->modifier,
		    magic_duration(level));
		char_printf(victim, "%s\n", sp->on);
	}
}

/* Cure poison and cure blindness: the affect that does it goes. */
static void
spell_cure(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	int		 ill = sn == SPELL_CURE_POISON ? SPELL_POISON :
			    SPELL_BLINDNESS;
	struct affect	*af = magic_affect_find(victim, ill);

	if (af == NULL) {
		if (ch == NULL)
			return;
		char_printf(ch, "%s is not %s.\n", victim == ch ? "You are" :
		    char_name_cap(victim), ill == SPELL_POISON ? "poisoned" :
		    "blind");
		return;
	}
	TAILQ_REMOVE(&victim->affects, af, entry);
	equeue_dequeue(game_eq, af->expiry);
	free(af);
	magic_affect_ends(victim, ill);
	if (ch != NULL && victim != ch)
		char_printf(ch, "You cure %s.\n", char_name(victim));
}

/* Word of recall: back to the temple, out of any fight. */
static void
spell_word_of_recall(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	struct room	*to = room_start();

	if (victim->room == to || to == NULL)
		return;
	if (victim->room->def->flags & ROOM_NO_RECALL) {
		char_printf(victim, "The gods do not hear you here.\n");
		return;
	}
	fight_stop(victim);
	char_room_printf(victim, "%s vanishes in the blink of an eye.\n",
	    char_name(victim));
	game_place_char(victim, to);
	char_room_printf(victim, "%s steps out of thin air.\n",
	    char_name(victim));
	look_auto(victim);
	(void)game_entered(victim);	/* the room first, then greetings */
}

static void
spell_armor(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	struct affect	*af;

	TAILQ_FOREACH(af, &victim->affects, entry) {
		if (af->spell == SPELL_ARMOR) {
			/* Renew it rather than stack it. */
			equeue_reschedule(game_eq, af->expiry,
			    (uint32_t)conf_pulses(CFG_ARMOR_DURATION));
			if (ch != NULL)
				char_printf(ch, "The ward grows stronger "
				    "again.\n");
			return;
		}
	}
	magic_affect_add(victim, SPELL_ARMOR, APPLY_AC, -20,
	    (uint32_t)conf_pulses(CFG_ARMOR_DURATION));
	char_printf(victim, "An unseen ward settles around you.\n");
	if (ch != NULL && victim != ch)
		char_printf(ch, "You ward %s.\n", char_name(victim));
}

static int
magic_hostile(struct character *ch, struct character *p)
{
	if (p == ch || fight_refused(ch, p) != NULL)
		return (0);
	return ((ch->mob == NULL) != (p->mob == NULL));
}

static void
spell_earthquake(struct character *ch, struct character *unused,
    struct object *unused_obj, int level, int sn)
{
	struct character	*p, *next;

	char_printf(ch, "The ground heaves and bucks beneath you!\n");
	char_room_printf(ch, "%s sets the ground heaving.\n",
	    char_name(ch));
	for (p = TAILQ_FIRST(&ch->room->people); p != NULL; p = next) {
		next = TAILQ_NEXT(p, room_entry);
		if (!magic_hostile(ch, p))
			continue;
		/* p may die and leave: remember the next one first. */
		fight_damage(ch, p, dice_roll(2, 8, level), "earthquake");
		if (ch->room == NULL)
			break;
	}
}

/* The spells a potion or scroll holds, at its level. */
static void
magic_identify_spells(struct character *ch, const struct object *obj)
{
	const char	*name;
	int		 i, any = 0;

	for (i = VAL_SPELL_1; i <= VAL_SPELL_3; i++) {
		if (obj->values[i] <= 0 ||
		    (name = spell_name(obj->values[i])) == NULL)
			continue;
		char_printf(ch, "%s '%s'", any ? "," : "It holds", name);
		any = 1;
	}
	if (any)
		char_printf(ch, " at level %d.\n", obj->values[VAL_SPELL_LEVEL]);
}

/* What an object is, and what it does. */
static void
spell_identify(struct character *ch, struct character *unused,
    struct object *obj, int level, int sn)
{
	size_t	i;

	const int	*v = obj->values;
	const char	*type = obj_type_name(obj->type);

	char_printf(ch, "You study %s: %s %s, weight %d, worth %d gold, "
	    "level %d.\n", obj->short_desc, text_article(type), type,
	    obj->weight, obj->cost, obj->level);
	if (obj->type == OBJ_WEAPON)
		char_printf(ch, "It does %dd%d+%d damage (%s).\n",
		    obj->values[VAL_WEAPON_NUMBER],
		    obj->values[VAL_WEAPON_SIZE],
		    obj->values[VAL_WEAPON_BONUS],
		    attack_name(obj->values[VAL_WEAPON_ATTACK]));
	else if (obj->type == OBJ_ARMOR)
		char_printf(ch, "It gives %d armour.\n",
		    obj->values[VAL_ARMOR_AC]);
	else if (obj->type == OBJ_WAND || obj->type == OBJ_STAFF)
		char_printf(ch, "It holds '%s' at level %d, %d charge%s "
		    "left.\n", spell_name(v[VAL_SPELL_1]) != NULL ?
		    spell_name(v[VAL_SPELL_1]) : "nothing", v[VAL_SPELL_LEVEL],
		    v[VAL_CHARGES], v[VAL_CHARGES] == 1 ? "" : "s");
	else if (obj->type == OBJ_POTION || obj->type == OBJ_SCROLL)
		magic_identify_spells(ch, obj);
	else if (obj->type == OBJ_DRINK)
		char_printf(ch, "It holds %d of %d drinks of %s.\n",
		    v[VAL_DRINK_AMOUNT], v[VAL_DRINK_CAPACITY],
		    v[VAL_DRINK_AMOUNT] > 0 &&
		    liquid_name(v[VAL_DRINK_LIQUID]) != NULL ?
		    liquid_name(v[VAL_DRINK_LIQUID]) : "nothing");
	else if (obj->type == OBJ_LIGHT) {
		if (v[VAL_LIGHT_HOURS] < 0)
			char_printf(ch, "It burns for ever.\n");
		else
			char_printf(ch, "It has %d hour%s of light left.\n",
			    v[VAL_LIGHT_HOURS], v[VAL_LIGHT_HOURS] == 1 ? "" :
			    "s");
	} else if (obj->type == OBJ_CONTAINER)
		char_printf(ch, "It holds %d pounds.\n",
		    v[VAL_CONT_CAPACITY]);
	else if (obj->type == OBJ_FOOD)
		char_printf(ch, "It fills for %d hour%s.\n", v[VAL_FOOD_HOURS],
		    v[VAL_FOOD_HOURS] == 1 ? "" : "s");
	for (i = 0; i < obj->naffects; i++)
		char_printf(ch, "It changes %s by %d.\n",
		    apply_name(obj->affects[i].location),
		    obj->affects[i].modifier);
}

/* Is obj where ch can work on it: carried, worn or on ch's floor? */
static int
magic_obj_here(const struct character *ch, const struct object *obj)
{
	return (obj->carried_by == ch || (obj->where == OBJ_IN_ROOM &&
	    obj->in_room == ch->room));
}

/*
 * The cast is done. Its event is owned by the caster and aimed at the
 * victim or object (a spell on the room is aimed at nothing); a target that
 * left the game or was destroyed took the cast with it (magic_cast_gone),
 * one that walked away or was taken away is checked here.
 */
static void
magic_cast_done(struct equeue *q, struct eq_event *ev, void *arg)
{
	const struct spell	*sp = arg;
	struct character	*ch = eq_ch(eq_event_owner(ev)), *victim = NULL;
	struct object		*obj = NULL;
	struct eq_ref		 target = eq_event_target(ev);
	int			 mana;

	if (sp->target == TAR_OBJECT) {
		obj = target.kind == EQ_OBJECT ? eq_obj(target) : NULL;
		if (obj == NULL || !magic_obj_here(ch, obj)) {
			char_printf(ch, "Your spell fizzles: your target is "
			    "gone.\n");
			return;
		}
	} else if (sp->target != TAR_ROOM_FOES && sp->target != TAR_WORD) {
		victim = target.kind == EQ_CHARACTER ? eq_ch(target) : NULL;
		if (victim == NULL || victim->room != ch->room) {
			char_printf(ch, "Your spell fizzles: your target is "
			    "gone.\n");
			return;
		}
		if (sp->target == TAR_FOE && fight_refused(ch, victim)) {
			char_printf(ch, "Your spell fizzles.\n");
			return;
		}
	}
	mana = magic_mana(ch, (int)(sp - spell_table));
	if (ch->pd.mana < mana) {
		char_printf(ch, "You no longer have the mana.\n");
		return;
	}
	if (magic_refused(ch, sp, victim, obj)) {
		char_prompt(ch);
		return;
	}
	/* How well it is known: a slip costs half the mana. */
	if (!skill_check(ch, skill_of_spell((int)(sp - spell_table)))) {
		ch->pd.mana -= mana / 2;
		fight_hurt_changed(ch);
		char_printf(ch, "Your focus slips, and the spell is lost.\n");
		char_room_printf(ch, "%s stumbles over the words of a spell.\n",
		    char_name(ch));
		char_prompt(ch);
		return;
	}
	ch->pd.mana -= mana;
	fight_hurt_changed(ch);
	char_room_printf(ch, "%s completes a spell.\n", char_name(ch));
	magic_run(ch, sp, victim, obj, ch->pd.level);
	char_prompt(ch);
}

/* Is ch casting? */
int
magic_casting(const struct character *ch)
{
	return (eq_owner_find(&ch->events, EQT_CAST) != NULL);
}

/*
 * The victim of a cast left the game (quit, died, was purged) or its object
 * was destroyed: the spell fizzles now and the caster is told. The target
 * is still allocated.
 */
void
magic_cast_gone(struct equeue *q, struct eq_event *ev, struct eq_ref gone,
    void *arg)
{
	struct character	*ch = eq_ch(eq_event_owner(ev));

	equeue_dequeue(q, ev);
	char_printf(ch, "Your spell fizzles: your target is gone.\n");
	char_prompt(ch);
}

/* Stop a cast in progress. */
void
magic_interrupt(struct character *ch, const char *msg)
{
	struct eq_event	*ev;

	if ((ev = eq_owner_find(&ch->events, EQT_CAST)) == NULL)
		return;
	equeue_dequeue(game_eq, ev);
	if (msg != NULL)
		char_printf(ch, "%s\n", msg);
}

/* cast 'spell name' [target] */
void
magic_cast(struct character *ch, char *arg)
{
	const struct spell	*sp = NULL;
	struct character	*victim = NULL;
	struct object		*obj = NULL;
	struct eq_target	*target = NULL;
	char			*name, *end;
	int			 i;

	if (*arg == '\'') {
		name = arg + 1;
		if ((end = strchr(name, '\'')) == NULL) {
			char_printf(ch, "Spell names go in single quotes: "
			    "cast 'magic missile' rat\n");
			return;
		}
		*end = '\0';
		arg = end + 1;
		while (*arg == ' ')
			arg++;
	} else
		name = text_first_word(&arg);
	if (*name == '\0') {
		char_printf(ch, "Cast which spell? Type cast 'spell name' "
		    "[target]; help cast lists them.\n");
		return;
	}
	for (i = 1; i < SPELL__COUNT; i++) {
		if (text_prefix(name, spell_table[i].name)) {
			sp = &spell_table[i];
			break;
		}
	}
	/* A player casts what it has learned; a mobile what it can. */
	if (sp == NULL || (ch->mob == NULL && skill_learned(ch,
	    skill_of_spell((int)(sp - spell_table))) == 0)) {
		char_printf(ch, "You don't know any spell called '%s'.\n",
		    name);
		return;
	}
	if (ch->pd.position == POS_SLEEPING || ch->pd.position == POS_STUNNED) {
		char_printf(ch, "You can't concentrate right now.\n");
		return;
	}
	if (magic_casting(ch)) {
		char_printf(ch, "You are already casting.\n");
		return;
	}
	if (ch->pd.mana < magic_mana(ch, (int)(sp - spell_table))) {
		char_printf(ch, "Your mana is too low for that spell.\n");
		return;
	}
	switch (sp->target) {
	case TAR_FOE:
		victim = *arg != '\0' ? find_char_room(ch, arg) : ch->fighting;
		if (victim == NULL) {
			char_printf(ch, "Cast it at whom?\n");
			return;
		}
		if (fight_refused(ch, victim) != NULL) {
			char_printf(ch, "%s\n", fight_refused(ch, victim));
			return;
		}
		break;
	case TAR_FRIEND:
		victim = *arg != '\0' ? find_char_room(ch, arg) : ch;
		if (victim == NULL) {
			char_printf(ch, "You see no one here by that name.\n");
			return;
		}
		break;
	case TAR_ROOM_FOES:
		if (ch->room->def->flags & ROOM_SAFE) {
			char_printf(ch, "This is a place of peace.\n");
			return;
		}
		break;
	case TAR_OBJECT:
		if (*arg == '\0') {
			char_printf(ch, "Cast it on what?\n");
			return;
		}
		if ((obj = find_obj_here(ch, arg)) == NULL) {
			char_printf(ch, "You don't see that here.\n");
			return;
		}
		break;
	case TAR_WORD:
		if (*arg == '\0') {
			char_printf(ch, "Cast it for what? cast '%s' <name>\n",
			    sp->name);
			return;
		}
		text_strlcpy(ch->cast_word, arg, sizeof ch->cast_word);
		break;
	}
	if (victim != NULL)
		target = &victim->targeted;
	else if (obj != NULL)
		target = &obj->targeted;
	char_printf(ch, "You begin to chant the words of '%s'...\n", sp->name);
	char_room_printf(ch, "%s begins to chant.\n", char_name(ch));
	/*
	 * Owned by the caster, aimed at the victim or object. The spell table
	 * is read-only; the event only hands the entry back.
	 */
	equeue_enqueue_aimed(game_eq, &ch->events, target, EQT_CAST,
	    magic_cast_done, (void *)sp, magic_cast_pulses(sp));
	update_wait(ch, 2);
}

/* The words for an affect ending. */
static void
magic_affect_ends(struct character *ch, int spell)
{
	if (spell > SPELL_NONE && spell < SPELL__COUNT &&
	    spell_table[spell].off != NULL)
		char_printf(ch, "%s\n", spell_table[spell].off);
	else
		char_printf(ch, "The %s wears off.\n",
		    magic_spell_name(spell));
}

static void
magic_affect_expire(struct equeue *q, struct eq_event *ev, void *arg)
{
	struct affect		*af = arg;
	struct character	*ch = eq_ch(eq_event_owner(ev));

	TAILQ_REMOVE(&ch->affects, af, entry);
	magic_affect_ends(ch, af->spell);
	/* A mobile put to sleep gets up; a player wakes when it likes. */
	if (af->spell == SPELL_SLEEP && ch->mob != NULL &&
	    ch->pd.position == POS_SLEEPING) {
		ch->pd.position = POS_STANDING;
		char_room_printf(ch, "%s wakes and gets up.\n",
		    char_name_cap(ch));
	}
	free(af);
}

void
magic_afflict(struct character *ch, int spell, int level)
{
	const struct spell	*sp = &spell_table[spell];

	if (magic_affect_find(ch, spell) != NULL)
		return;
	magic_affect_add(ch, spell, sp->location, sp->modifier,
	    magic_duration(level));
	if (sp->on != NULL)
		char_printf(ch, "%s\n", sp->on);
}

void
magic_sneak(struct character *ch)
{
	struct affect	*af = magic_affect_find(ch, SPELL_SNEAK);

	if (af != NULL) {
		TAILQ_REMOVE(&ch->affects, af, entry);
		equeue_dequeue(game_eq, af->expiry);
		free(af);
	}
	magic_affect_add(ch, SPELL_SNEAK, APPLY_NONE, 0,
	    magic_duration(ch->pd.level));
}

void
magic_hide(struct character *ch)
{
	struct affect	*af = magic_affect_find(ch, SPELL_HIDE);

	if (af != NULL) {
		TAILQ_REMOVE(&ch->affects, af, entry);
		equeue_dequeue(game_eq, af->expiry);
		free(af);
	}
	magic_affect_add(ch, SPELL_HIDE, APPLY_NONE, 0,
	    magic_duration(ch->pd.level));
}

/* Take ch's affect of spell away now, quietly; 1 if it had one. */
int
magic_affect_remove(struct character *ch, int spell)
{
	struct affect	*af = magic_affect_find(ch, spell);

	if (af == NULL)
		return (0);
	TAILQ_REMOVE(&ch->affects, af, entry);
	equeue_dequeue(game_eq, af->expiry);
	free(af);
	return (1);
}

int
magic_unhide_only(struct character *ch)
{
	return (magic_affect_remove(ch, SPELL_HIDE));
}

void
magic_unhide(struct character *ch)
{
	if (magic_affect_remove(ch, SPELL_HIDE))
		char_printf(ch, "You step out of the shadows.\n");
	if (!magic_affect_remove(ch, SPELL_INVISIBILITY))
		return;
	magic_affect_ends(ch, SPELL_INVISIBILITY);
	char_room_printf(ch, "%s flickers back into plain "
	    "sight.\n", char_name(ch));
}

int
magic_apply(struct character *ch, int spell, int level,
    struct character *victim, struct object *obj)
{
	const struct spell	*sp;
	const char		*why;

	if (spell <= SPELL_NONE || spell >= SPELL__COUNT)
		return (-1);
	sp = &spell_table[spell];
	switch (sp->target) {
	case TAR_FOE:
		if (victim == NULL || victim == ch) {
			char_printf(ch, "Nothing happens: it needs a foe.\n");
			return (-1);
		}
		if ((why = fight_refused(ch, victim)) != NULL) {
			char_printf(ch, "%s\n", why);
			return (-1);
		}
		break;
	case TAR_FRIEND:
		if (victim == NULL)
			victim = ch;
		break;
	case TAR_ROOM_FOES:
		if (ch->room->def->flags & ROOM_SAFE) {
			char_printf(ch, "This is a place of peace.\n");
			return (-1);
		}
		break;
	case TAR_OBJECT:
		if (obj == NULL) {
			char_printf(ch, "Nothing happens: it needs a "
			    "thing.\n");
			return (-1);
		}
		break;
	case TAR_WORD:
		char_printf(ch, "Nothing happens: it needs a name, cast.\n");
		return (-1);
	}
	if (magic_refused(ch, sp, victim, obj))
		return (-1);
	magic_run(ch, sp, victim, obj, level);
	return (0);
}

/* Earthquake with no caster: the players in room are hurt (DG's proxy). */
static void
magic_thing_quake(struct room *room, int level)
{
	struct character	*p, *next;

	TAILQ_FOREACH(p, &room->people, room_entry)
		char_printf(p, "The ground lurches and shudders under "
		    "you!\n");
	for (p = TAILQ_FIRST(&room->people); p != NULL; p = next) {
		next = TAILQ_NEXT(p, room_entry);
		if (p->mob != NULL || p->pd.position == POS_DEAD)
			continue;
		fight_damage(NULL, p, dice_roll(2, 8, level), "earthquake");
	}
}

int
magic_thing_cast(const char *name, int level, struct room *room,
    const char *who, struct character *victim, struct object *obj,
    const char **why)
{
	const struct spell	*sp;
	const char		*outer;
	int			 spell = magic_spell_by_area_name(name);

	if (spell == SPELL_NONE || skill_of_spell(spell) == SK_NONE) {
		*why = "no such spell";
		return (-1);
	}
	sp = &spell_table[spell];
	if (victim != NULL && victim->room != room) {
		*why = "its target is not there";
		return (-1);
	}
	if (obj != NULL && obj->in_room != room && (obj->carried_by == NULL ||
	    obj->carried_by->room != room)) {
		*why = "its thing is not there";
		return (-1);
	}
	switch (sp->target) {
	case TAR_FOE:
	case TAR_ROOM_FOES:
		if (room->def->flags & ROOM_SAFE) {
			*why = "this is a place of peace";
			return (-1);
		}
		if (sp->target == TAR_ROOM_FOES)
			break;
		if (victim == NULL) {
			*why = "it needs a foe";
			return (-1);
		}
		if ((victim->mob != NULL &&
		    (victim->mob->flags & MOB_NO_KILL)) ||
		    victim->pd.position == POS_DEAD) {
			*why = "that one cannot be fought";
			return (-1);
		}
		break;
	case TAR_FRIEND:
		if (victim == NULL) {
			*why = "it needs someone";
			return (-1);
		}
		break;
	case TAR_OBJECT:
		if (obj == NULL) {
			*why = "it needs a thing";
			return (-1);
		}
		if (spell == SPELL_IDENTIFY) {
			*why = "it tells only its caster";
			return (-1);
		}
		break;
	case TAR_WORD:
		*why = "it tells only its caster";
		return (-1);
	}
	outer = fight_set_cause(who);
	if (sp->target == TAR_ROOM_FOES)
		magic_thing_quake(room, level);
	else
		magic_run(NULL, sp, victim, obj, level);
	(void)fight_set_cause(outer);
	return (0);
}

/* Put an affect on ch that ends after duration pulses. */
void
magic_affect_add(struct character *ch, int spell, int location,
    int modifier, uint32_t duration)
{
	struct affect	*af = xcalloc(1, sizeof *af);

	af->spell = spell;
	af->location = location;
	af->modifier = modifier;
	if (spell > SPELL_NONE && spell < SPELL__COUNT)
		af->bits = spell_table[spell].bits;
	af->expiry = equeue_enqueue(game_eq, &ch->events, eq_ref_none(),
	    EQT_AFFECT, magic_affect_expire, af, duration > 0 ? duration : 1);
	TAILQ_INSERT_TAIL(&ch->affects, af, entry);
}

/* Remove every affect now. */
void
magic_strip_affects(struct character *ch)
{
	struct affect	*af;

	while ((af = TAILQ_FIRST(&ch->affects)) != NULL) {
		TAILQ_REMOVE(&ch->affects, af, entry);
		equeue_dequeue(game_eq, af->expiry);
		free(af);
	}
}

/* Free affects whose events were already stripped. */
void
magic_free_affects(struct character *ch)
{
	struct affect	*af;

	while ((af = TAILQ_FIRST(&ch->affects)) != NULL) {
		TAILQ_REMOVE(&ch->affects, af, entry);
		free(af);
	}
}

/*
 * Create food: the thing the config names (spells.create_food) appears in
 * the caster's hands, or at its feet when they are full.
 */
static void
spell_create_food(struct character *caster, struct character *victim,
    struct object *unused, int level, int sn)
{
	/* With no caster (a room's spell), in the hands of whom it is at. */
	struct character	*ch = caster != NULL ? caster : victim;
	int			 vnum = (int)conf_int(CFG_CREATE_FOOD);
	const struct obj_def	*def = world_obj_def(vnum);
	struct object		*obj;

	if (def == NULL || def->type != OBJ_FOOD) {
		log_warnx("create food: spells.create_food %d is not a food "
		    "in this world", vnum);
		char_printf(ch, "Nothing happens.\n");
		return;
	}
	obj = obj_create(def);
	if (attrib_cannot_carry(ch, 1, obj_total_weight(obj)) != NULL)
		obj_to_room(obj, ch->room);
	else
		obj_to_char(obj, ch);
	char_printf(ch, "%s takes shape out of "
	    "nothing.\n", text_cap(obj->short_desc));
	char_room_printf(ch, "%s takes shape out of nothing.\n",
	    text_cap(obj->short_desc));
}

/* Create water: a drink container fills with clear water. */
static void
spell_create_water(struct character *ch, struct character *unused,
    struct object *obj, int level, int sn)
{
	if (obj->type != OBJ_DRINK) {
		if (ch != NULL)
			char_printf(ch, "%s can't hold water.\n",
			    text_cap(obj->short_desc));
		return;
	}
	if (obj->values[VAL_DRINK_AMOUNT] > 0 &&
	    obj->values[VAL_DRINK_LIQUID] != liquid_lookup("water")) {
		if (ch != NULL)
			char_printf(ch, "There is something else in %s.\n",
			    obj->short_desc);
		return;
	}
	obj->values[VAL_DRINK_LIQUID] = liquid_lookup("water");
	obj->values[VAL_DRINK_AMOUNT] = obj->values[VAL_DRINK_CAPACITY];
	obj->values[VAL_DRINK_POISONED] = 0;
	if (ch != NULL)
		char_printf(ch, "Clear water wells up in "
		    "%s.\n", obj->short_desc);
}

/*
 * Sleep: a foe no stronger than the caster (by a little) falls asleep
 * and stops fighting until the spell ends or a blow wakes it; one that
 * saves knows who tried.
 */
static void
spell_sleep(struct character *ch, struct character *victim,
    struct object *unused, int level, int sn)
{
	const struct spell	*sp = &spell_table[sn];

	if (victim->pd.level > level + 2 || magic_saves(victim, level)) {
		if (ch == NULL)
			return;
		char_printf(ch, "%s resists your %s.\n", char_name_cap(victim),
		    sp->name);
		if (ch->room == victim->room && victim->fighting == NULL)
			fight_start(ch, victim);
		return;
	}
	if (magic_affect_find(victim, sn) != NULL) {
		if (ch != NULL)
			char_printf(ch, "%s is already asleep.\n",
			    char_name_cap(victim));
		return;
	}
	fight_stop(victim);
	magic_interrupt(victim, NULL);
	magic_affect_add(victim, sn, APPLY_NONE, 0, magic_duration(level));
	victim->pd.position = POS_SLEEPING;
	victim->on = NULL;
	char_printf(victim, "%s\n", sp->on);
	char_room_printf(victim, "%s goes to sleep.\n", char_name_cap(victim));
}

void
magic_wake(struct character *ch)
{
	struct affect	*af = magic_affect_find(ch, SPELL_SLEEP);

	if (af == NULL)
		return;
	TAILQ_REMOVE(&ch->affects, af, entry);
	equeue_dequeue(game_eq, af->expiry);
	free(af);
	char_printf(ch, "You wake up!\n");
	if (ch->pd.position == POS_SLEEPING)
		ch->pd.position = POS_STANDING;
}

/* Where one object is, in words: "carried by Alice", "in a chest". */
static void
magic_obj_where(const struct object *obj, char *buf, size_t len)
{
	while (obj->in_obj != NULL)
		obj = obj->in_obj;
	if (obj->carried_by != NULL)
		snprintf(buf, len, "carried by %s",
		    char_name(obj->carried_by));
	else if (obj->in_room != NULL)
		snprintf(buf, len, "in %s", obj->in_room->def->name);
	else
		snprintf(buf, len, "somewhere");
}

/*
 * Locate object: things of that name in the world, as many as the level
 * allows; what is carried by the unseen, or is no_locate, is not found.
 */
static void
spell_locate_object(struct character *ch, struct character *unused,
    struct object *unused2, int level, int sn)
{
	const struct object	*obj, *top;
	char			 where[160];
	int			 n = 0, max = level < 10 ? 10 : level;

	TAILQ_FOREACH(obj, &object_all, all_entry) {
		if (!obj_matches(obj, ch->cast_word) ||
		    (obj->flags & ITEM_INVISIBLE))
			continue;
		for (top = obj; top->in_obj != NULL; top = top->in_obj)
			;
		if (top->carried_by != NULL &&
		    (!find_can_see_char(ch, top->carried_by) ||
		    top->carried_by->pd.role > ch->pd.role))
			continue;
		if (top->carried_by == NULL && top->in_room == NULL)
			continue;
		magic_obj_where(obj, where, sizeof where);
		char_printf(ch, "%s is %s.\n", text_cap(obj->short_desc),
		    where);
		if (++n >= max)
			break;
	}
	if (n == 0)
		char_printf(ch, "You sense nothing called '%s'.\n",
		    ch->cast_word);
}
