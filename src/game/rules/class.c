/*
 * class.c: the classes and their skills (class.h): one table each, read by
 * creation, levelling, practice and every skill's use.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "act.h"
#include "area.h"
#include "character.h"
#include "class.h"
#include "magic.h"
#include "player.h"
#include "rng.h"
#include "text.h"
#include "xmalloc.h"

_Static_assert(SK__COUNT <= PLAYER_SKILLS_MAX, "player.h: more room for "
    "skills");

const struct class_def class_table[CLASS__COUNT] = {
	[CLASS_WARRIOR] = { "warrior", "A fighter: the most hit points, "
	    "extra attacks, parry, kick and bash; no spells.", STAT_STR,
	    10, 15, 0, 6, 85 },
	[CLASS_MAGE] = { "mage", "A wizard: few hit points but the "
	    "strongest spells of harm, sight and speed.", STAT_INT,
	    5, 8, 12, 4, 75 },
	[CLASS_CLERIC] = { "cleric", "A priest: healing and protecting "
	    "spells, and a mace in hand when it comes to that.", STAT_WIS,
	    7, 11, 10, 5, 75 },
	[CLASS_THIEF] = { "thief", "A rogue: quick feet, dodging and "
	    "kicking, a second blow, and a little magic of hiding.", STAT_DEX,
	    7, 12, 4, 7, 80 },
};

/*
 * Who learns what, at what level (warrior, mage, cleric, thief; 0:
 * never). Spells first, in magic's order, then skills.
 */
#define L(w, m, c, t)	{ w, m, c, t }
const struct skill_def skill_table[SK__COUNT] = {
	[SK_MAGIC_MISSILE] = { "magic missile", SPELL_MAGIC_MISSILE,
	    L(0, 1, 0, 0) },
	[SK_CURE_LIGHT] = { "cure light", SPELL_CURE_LIGHT, L(0, 0, 1, 0) },
	[SK_ARMOR] = { "armor", SPELL_ARMOR, L(0, 5, 1, 0) },
	[SK_EARTHQUAKE] = { "earthquake", SPELL_EARTHQUAKE, L(0, 0, 10, 0) },
	[SK_IDENTIFY] = { "identify", SPELL_IDENTIFY, L(0, 4, 0, 15) },
	[SK_CURE_SERIOUS] = { "cure serious", SPELL_CURE_SERIOUS,
	    L(0, 0, 7, 0) },
	[SK_HEAL] = { "heal", SPELL_HEAL, L(0, 0, 21, 0) },
	[SK_REFRESH] = { "refresh", SPELL_REFRESH, L(0, 8, 5, 0) },
	[SK_BLESS] = { "bless", SPELL_BLESS, L(0, 0, 3, 0) },
	[SK_DETECT_INVIS] = { "detect invisible", SPELL_DETECT_INVIS,
	    L(0, 3, 6, 10) },
	[SK_INVISIBILITY] = { "invisibility", SPELL_INVISIBILITY,
	    L(0, 6, 0, 12) },
	[SK_INFRAVISION] = { "infravision", SPELL_INFRAVISION,
	    L(0, 7, 9, 8) },
	[SK_SANCTUARY] = { "sanctuary", SPELL_SANCTUARY, L(0, 0, 18, 0) },
	[SK_HASTE] = { "haste", SPELL_HASTE, L(0, 20, 0, 0) },
	[SK_KICK] = { "kick", 0, L(1, 0, 0, 4) },
	[SK_BASH] = { "bash", 0, L(3, 0, 0, 0) },
	[SK_SECOND_ATTACK] = { "second attack", 0, L(5, 0, 0, 12) },
	[SK_PARRY] = { "parry", 0, L(1, 0, 0, 10) },
	[SK_DODGE] = { "dodge", 0, L(8, 0, 0, 1) },
	[SK_ENHANCED_DAMAGE] = { "enhanced damage", 0, L(12, 0, 0, 0) },
	[SK_FIREBALL] = { "fireball", SPELL_FIREBALL, L(0, 15, 0, 0) },
	[SK_LIGHTNING_BOLT] = { "lightning bolt", SPELL_LIGHTNING_BOLT,
	    L(0, 10, 0, 0) },
	[SK_CHILL_TOUCH] = { "chill touch", SPELL_CHILL_TOUCH,
	    L(0, 2, 0, 0) },
	[SK_SHIELD] = { "shield", SPELL_SHIELD, L(0, 13, 0, 0) },
	[SK_WORD_OF_RECALL] = { "word of recall", SPELL_WORD_OF_RECALL,
	    L(0, 0, 12, 0) },
	[SK_THIRD_ATTACK] = { "third attack", 0, L(20, 0, 0, 0) },
	[SK_BACKSTAB] = { "backstab", 0, L(0, 0, 0, 1) },
	[SK_SNEAK] = { "sneak", 0, L(0, 0, 0, 4) },
	[SK_PEEK] = { "peek", 0, L(0, 0, 0, 8) },
	[SK_DISARM] = { "disarm", 0, L(10, 0, 0, 18) },
	[SK_POISON] = { "poison", SPELL_POISON, L(0, 8, 0, 15) },
	[SK_BLINDNESS] = { "blindness", SPELL_BLINDNESS, L(0, 6, 8, 0) },
	[SK_CURE_POISON] = { "cure poison", SPELL_CURE_POISON,
	    L(0, 0, 9, 0) },
	[SK_CURE_BLINDNESS] = { "cure blindness", SPELL_CURE_BLINDNESS,
	    L(0, 0, 6, 0) },
	[SK_PICK_LOCK] = { "pick lock", 0, L(0, 0, 0, 7) },
	[SK_STEAL] = { "steal", 0, L(0, 0, 0, 5) },
	[SK_CURE_CRITICAL] = { "cure critical", SPELL_CURE_CRITICAL,
	    L(0, 0, 13, 0) },
	[SK_CREATE_FOOD] = { "create food", SPELL_CREATE_FOOD,
	    L(0, 0, 2, 0) },
	[SK_CREATE_WATER] = { "create water", SPELL_CREATE_WATER,
	    L(0, 0, 2, 0) },
	[SK_DETECT_EVIL] = { "detect evil", SPELL_DETECT_EVIL,
	    L(0, 0, 4, 0) },
	[SK_SLEEP] = { "sleep", SPELL_SLEEP, L(0, 11, 0, 0) },
	[SK_LOCATE_OBJECT] = { "locate object", SPELL_LOCATE_OBJECT,
	    L(0, 9, 14, 0) },
	[SK_RESCUE] = { "rescue", 0, L(4, 0, 0, 0) },
	[SK_HIDE] = { "hide", 0, L(0, 0, 0, 3) },
	[SK_BERSERK] = { "berserk", 0, L(18, 0, 0, 0) },
	[SK_DIRT] = { "dirt kicking", 0, L(3, 0, 0, 2) },
	[SK_TRIP] = { "trip", 0, L(15, 0, 0, 1) },
	[SK_ENVENOM] = { "envenom", 0, L(0, 0, 0, 10) },
};

/*
 * Titles by class, one for each five levels (1-5, 6-10, ... 26-30), and
 * the last for every level above.
 */
static const char *const class_titles[CLASS__COUNT][7] = {
	[CLASS_WARRIOR] = { "the Raw Recruit", "the Shieldbearer",
	    "the Blooded", "the Blademaster", "the Shield of Harrowgate",
	    "the Battle-Hardened", "the Unbroken" },
	[CLASS_MAGE] = { "the Ink-Stained", "the Spark-Caller",
	    "the Reader of Runes", "the Weaver of Wards", "the Stormhand",
	    "the Loremaster", "the Keeper of the Deep Words" },
	[CLASS_CLERIC] = { "the Novice of the Dawn", "the Lamplighter",
	    "the Mender", "the Dawnspeaker", "the Shepherd of Souls",
	    "the High Mender", "the Hand of the Dawn" },
	[CLASS_THIEF] = { "the Light-Fingered", "the Lockpicker",
	    "the Rooftop Runner", "the Shadow-Walker", "the Whisper",
	    "the Knife in the Dark", "the Prince of Thieves" },
};

long long
class_exp_for_level(int level)
{
	return ((long long)level * level * 500);
}

const char *
class_title(int class_id, int level)
{
	int	tier = level <= 0 ? 0 : (level - 1) / 5;

	if (class_id < 0 || class_id >= CLASS__COUNT)
		class_id = CLASS_WARRIOR;
	if (tier > 6)
		tier = 6;
	return (class_titles[class_id][tier]);
}

const struct race_def race_table[RACE__COUNT] = {
	[RACE_HUMAN] = { "human", "Even in all things, and at home "
	    "everywhere.", { 0, 0, 0, 0, 0 }, 0, SIZE_MEDIUM },
	[RACE_ELF] = { "elf", "Quick and clever, frail; sees in the dark.",
	    { -1, 2, 0, 1, -2 }, AFF_INFRARED, SIZE_MEDIUM },
	[RACE_DWARF] = { "dwarf", "Strong and hardy, slow to learn magic; "
	    "sees in the dark.", { 2, -1, 0, -1, 2 }, AFF_INFRARED,
	    SIZE_MEDIUM },
	[RACE_HALFLING] = { "halfling", "Small, nimble and hard to hit; "
	    "carries less.", { -2, 0, 1, 3, 0 }, 0, SIZE_SMALL },
};

int
race_find(const char *name)
{
	int	k;

	if (name == NULL || *name == '\0')
		return (-1);
	for (k = 0; k < RACE__COUNT; k++) {
		if (text_prefix(name, race_table[k].name))
			return (k);
	}
	return (-1);
}

int
race_of(const struct character *ch)
{
	int	k = ch->mob == NULL ? race_find(ch->pd.race) : RACE_HUMAN;

	return (k >= 0 ? k : RACE_HUMAN);
}

void
race_apply(struct player_data *pd)
{
	int	k = race_find(pd->race), i;

	if (k < 0)
		k = RACE_HUMAN;
	for (i = 0; i < 5; i++)
		pd->stats[i] = 13 + race_table[k].stats[i];
}

void
race_enter(struct character *ch)
{
	ch->aff_born = race_table[race_of(ch)].aff;
}

int
class_find(const char *name)
{
	int	k;

	if (name == NULL || *name == '\0')
		return (-1);
	for (k = 0; k < CLASS__COUNT; k++) {
		if (text_prefix(name, class_table[k].name))
			return (k);
	}
	return (-1);
}

int
class_of(const struct character *ch)
{
	int	k = class_find(ch->pd.class_name);

	return (k >= 0 ? k : CLASS_WARRIOR);
}

int
skill_find(const char *name)
{
	int	k;

	for (k = 1; k < SK__COUNT; k++) {
		if (strcasecmp(skill_table[k].name, name) == 0)
			return (k);
	}
	return (SK_NONE);
}

int
skill_of_spell(int spell)
{
	int	k;

	for (k = 1; k < SK__COUNT; k++) {
		if (skill_table[k].spell == spell)
			return (k);
	}
	return (SK_NONE);
}

int
skill_available(const struct character *ch, int sk)
{
	int	lvl;

	if (sk <= SK_NONE || sk >= SK__COUNT)
		return (0);
	lvl = skill_table[sk].level[class_of(ch)];
	return (lvl > 0 && lvl <= ch->pd.level);
}

int
skill_learned(const struct character *ch, int sk)
{
	if (sk <= SK_NONE || sk >= SK__COUNT)
		return (0);
	/* Mobiles cast what they cast; they have no fighting skills yet. */
	if (ch->mob != NULL)
		return (skill_table[sk].spell != 0 ? 75 : 0);
	return (ch->pd.learned[sk]);
}

int
skill_check(struct character *ch, int sk)
{
	int	pct = skill_learned(ch, sk);

	if (pct <= 0)
		return (0);
	if ((int)rng_below(100) >= pct)
		return (0);
	/* Use teaches: the less known, the likelier, up to 100%. */
	if (ch->mob == NULL && pct < 100 && (int)rng_below(200) <
	    100 - pct + ch->pd.stats[STAT_INT]) {
		if (rng_below(4) == 0) {
			ch->pd.learned[sk]++;
			char_printf(ch, "You have become better at %s!\n",
			    skill_table[sk].name);
		}
	}
	return (1);
}

void
skill_grant(struct player_data *pd)
{
	int	k, cl = class_find(pd->class_name), lvl;

	if (cl < 0)
		cl = CLASS_WARRIOR;
	for (k = 1; k < SK__COUNT; k++) {
		lvl = skill_table[k].level[cl];
		if (lvl > 0 && lvl <= pd->level && pd->learned[k] == 0)
			pd->learned[k] = 1;
	}
}

void
class_raise_level(struct player_data *pd)
{
	const struct class_def	*c;
	int			 cl = class_find(pd->class_name);

	c = &class_table[cl >= 0 ? cl : CLASS_WARRIOR];
	pd->level++;
	pd->max_hit += c->hit_min + (int)rng_below((uint32_t)(c->hit_max -
	    c->hit_min + 1)) + (pd->stats[STAT_CON] - 10) / 2;
	if (c->mana > 0)
		pd->max_mana += c->mana + (pd->stats[STAT_INT] +
		    pd->stats[STAT_WIS] - 20) / 4;
	pd->max_move += c->move + (pd->stats[STAT_DEX] - 10) / 3;
	pd->practices += 2 + pd->stats[STAT_WIS] / 6;
	pd->trains++;
	skill_grant(pd);
}

char *
skill_encode(const struct player_data *pd)
{
	char	*s = xstrdup(""), *t;
	int	 k;

	for (k = 1; k < SK__COUNT; k++) {
		if (pd->learned[k] == 0)
			continue;
		/* Names have spaces: "second attack=40;". */
		xasprintf(&t, "%s%s=%d;", s, skill_table[k].name,
		    pd->learned[k]);
		free(s);
		s = t;
	}
	return (s);
}

void
skill_decode(struct player_data *pd, const char *text)
{
	char	*copy = xstrdup(text), *p = copy, *item, *eq;
	int	 k, pct;

	memset(pd->learned, 0, sizeof pd->learned);
	while ((item = strsep(&p, ";")) != NULL) {
		if ((eq = strchr(item, '=')) == NULL)
			continue;
		*eq++ = '\0';
		pct = atoi(eq);
		/* A skill no longer in the game, or a bad value, is dropped. */
		if ((k = skill_find(item)) != SK_NONE && pct > 0 && pct <= 100)
			pd->learned[k] = (unsigned char)pct;
	}
	free(copy);
}
