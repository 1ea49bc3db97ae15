/* area-names.c: the names builders write for directions, flags and types. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "area-int.h"
#include "xmalloc.h"

const char *const area_dir_names[DIR__COUNT] = {
	"north", "east", "south", "west", "up", "down"
};

const char *const area_sector_names[SECT__COUNT] = {
	"inside", "city", "field", "forest", "hills", "mountain",
	"water_swim", "water_noswim", "air", "desert", "underwater"
};

const char *const area_type_names[OBJ__COUNT] = {
	"trash", "light", "weapon", "armor", "container", "key", "food",
	"drink", "potion", "scroll", "treasure", "money", "furniture",
	"fountain", "corpse", "wand", "staff", "board", "portal"
};

const char *const area_wear_names[WEAR__COUNT] = {
	"light", "finger", "neck", "body", "head", "legs", "feet", "hands",
	"arms", "shield", "about", "waist", "wrist", "wield", "hold"
};

const char *const area_apply_names[APPLY__COUNT] = {
	"none", "str", "dex", "int", "wis", "con", "hit", "mana", "move",
	"ac", "hitroll", "damroll"
};

const char *const area_attack_names[] = {
	"hit", "slash", "pierce", "bash", "stab", "whip", "claw", "bite",
	"sting", "crush", "pound", "punch"
};
const int area_nattacks = sizeof area_attack_names / sizeof *area_attack_names;

/* In the game's class order (game/class.c checks it). */
static const char *const area_guild_names[] = {
	"warrior", "mage", "cleric", "thief"
};

const char *
area_guild_name(int i)
{
	if (i < 0 || i >= (int)(sizeof area_guild_names /
	    sizeof *area_guild_names))
		return (NULL);
	return (area_guild_names[i]);
}

int
area_guild_lookup(const char *name)
{
	return (area_names_find(area_guild_names, (int)(sizeof
	    area_guild_names / sizeof *area_guild_names), name));
}

const char *const area_liquid_names[] = {
	"water", "beer", "wine", "ale", "dark_ale", "whisky", "mead", "juice",
	"milk", "tea", "coffee", "blood", "salt_water"
};
const int area_nliquids = sizeof area_liquid_names / sizeof *area_liquid_names;

const char *const area_spell_names[] = {
	"none", "cure_light", "cure_serious", "heal", "refresh", "armor",
	"bless", "detect_invis", "invisibility", "infravision", "sanctuary",
	"haste", "magic_missile",
	/* Add at the end: saved things hold these indexes. */
	"earthquake", "identify", "fireball", "lightning_bolt", "chill_touch",
	"shield", "word_of_recall", "poison", "blindness", "cure_poison",
	"cure_blindness", "cure_critical", "create_food", "create_water",
	"detect_evil", "sleep"
};
const int area_nspells = sizeof area_spell_names / sizeof *area_spell_names;

/* One flag of a set. */
struct area_flag {
	const char	*name;
	int		 bit;
};

static const struct area_flag flags_room[] = {
	{ "dark", ROOM_DARK }, { "safe", ROOM_SAFE },
	{ "no_mob", ROOM_NO_MOB }, { "recall", ROOM_RECALL },
	{ "indoors", ROOM_INDOORS }, { "private", ROOM_PRIVATE },
	{ "no_recall", ROOM_NO_RECALL }, { "arena", ROOM_ARENA },
	{ "pet_shop", ROOM_PET_SHOP }, { NULL, 0 }
};
static const struct area_flag flags_exit[] = {
	{ "door", EXIT_DOOR }, { "closed", EXIT_CLOSED },
	{ "locked", EXIT_LOCKED }, { "pickproof", EXIT_PICKPROOF },
	{ NULL, 0 }
};
static const struct area_flag flags_mob[] = {
	{ "sentinel", MOB_SENTINEL }, { "scavenger", MOB_SCAVENGER },
	{ "aggressive", MOB_AGGRESSIVE }, { "stay_area", MOB_STAY_AREA },
	{ "wimpy", MOB_WIMPY }, { "wander", MOB_WANDER },
	{ "no_kill", MOB_NO_KILL }, { "mage", MOB_MAGE },
	{ "cleric", MOB_CLERIC }, { "warrior", MOB_WARRIOR },
	{ "trainer", MOB_TRAINER }, { "healer", MOB_HEALER },
	{ "questmaster", MOB_QUESTMASTER }, { NULL, 0 }
};
static const struct area_flag flags_aff[] = {
	{ "invisible", AFF_INVISIBLE }, { "detect_invis", AFF_DETECT_INVIS },
	{ "infrared", AFF_INFRARED }, { "sanctuary", AFF_SANCTUARY },
	{ "haste", AFF_HASTE }, { "sneak", AFF_SNEAK }, { "blind", AFF_BLIND },
	{ "poison", AFF_POISON }, { "detect_evil", AFF_DETECT_EVIL },
	{ "hide", AFF_HIDE }, { NULL, 0 }
};
static const struct area_flag flags_item[] = {
	{ "glow", ITEM_GLOW }, { "hum", ITEM_HUM }, { "magic", ITEM_MAGIC },
	{ "no_drop", ITEM_NO_DROP }, { "no_remove", ITEM_NO_REMOVE },
	{ "invisible", ITEM_INVISIBLE }, { "bless", ITEM_BLESS },
	{ "no_take", ITEM_NO_TAKE }, { "unlisted", ITEM_UNLISTED },
	{ "quest", ITEM_QUEST }, { NULL, 0 }
};
static const struct area_flag flags_cont[] = {
	{ "closeable", CONT_CLOSEABLE }, { "pickproof", CONT_PICKPROOF },
	{ "closed", CONT_CLOSED }, { "locked", CONT_LOCKED }, { NULL, 0 }
};
static const struct area_flag flags_wear[] = {
	{ "light", 1 << WEAR_LIGHT }, { "finger", 1 << WEAR_FINGER },
	{ "neck", 1 << WEAR_NECK }, { "body", 1 << WEAR_BODY },
	{ "head", 1 << WEAR_HEAD }, { "legs", 1 << WEAR_LEGS },
	{ "feet", 1 << WEAR_FEET }, { "hands", 1 << WEAR_HANDS },
	{ "arms", 1 << WEAR_ARMS }, { "shield", 1 << WEAR_SHIELD },
	{ "about", 1 << WEAR_ABOUT }, { "waist", 1 << WEAR_WAIST },
	{ "wrist", 1 << WEAR_WRIST }, { "wield", 1 << WEAR_WIELD },
	{ "hold", 1 << WEAR_HOLD }, { NULL, 0 }
};

static const struct area_flag *const flag_sets[AFS__COUNT] = {
	flags_room, flags_exit, flags_mob, flags_aff, flags_item, flags_cont,
	flags_wear
};

/*
 * The named values of each object type, in the order they are written.
 * Drinks and fountains share slots so the game can treat them alike.
 */
const struct area_value area_values[] = {
	{ OBJ_LIGHT, "hours", AV_INT, VAL_LIGHT_HOURS, -1, 100000 },
	{ OBJ_WEAPON, "dice", AV_DICE, VAL_WEAPON_NUMBER, 0, 1000 },
	{ OBJ_WEAPON, "attack", AV_ATTACK, VAL_WEAPON_ATTACK, 0, 0 },
	{ OBJ_ARMOR, "ac", AV_INT, VAL_ARMOR_AC, -1000, 1000 },
	{ OBJ_CONTAINER, "capacity", AV_INT, VAL_CONT_CAPACITY, 0, 100000 },
	{ OBJ_CONTAINER, "state", AV_CONT, VAL_CONT_FLAGS, 0, 0 },
	{ OBJ_CONTAINER, "key", AV_VNUM, VAL_CONT_KEY, 1, AREA_VNUM_MAX },
	{ OBJ_FOOD, "hours", AV_INT, VAL_FOOD_HOURS, 0, 1000 },
	{ OBJ_FOOD, "poisoned", AV_BOOL, VAL_FOOD_POISONED, 0, 1 },
	{ OBJ_DRINK, "liquid", AV_LIQUID, VAL_DRINK_LIQUID, 0, 0 },
	{ OBJ_DRINK, "capacity", AV_INT, VAL_DRINK_CAPACITY, 0, 100000 },
	{ OBJ_DRINK, "amount", AV_INT, VAL_DRINK_AMOUNT, 0, 100000 },
	{ OBJ_DRINK, "poisoned", AV_BOOL, VAL_DRINK_POISONED, 0, 1 },
	{ OBJ_POTION, "spell_level", AV_INT, VAL_SPELL_LEVEL, 0, 1000 },
	{ OBJ_POTION, "spells", AV_SPELLS, VAL_SPELL_1, 0, 0 },
	{ OBJ_SCROLL, "spell_level", AV_INT, VAL_SPELL_LEVEL, 0, 1000 },
	{ OBJ_SCROLL, "spells", AV_SPELLS, VAL_SPELL_1, 0, 0 },
	{ OBJ_MONEY, "gold", AV_INT, VAL_MONEY_GOLD, 0, 100000000 },
	{ OBJ_WAND, "spell_level", AV_INT, VAL_SPELL_LEVEL, 0, 1000 },
	{ OBJ_WAND, "spells", AV_SPELLS, VAL_SPELL_1, 0, 0 },
	{ OBJ_WAND, "charges", AV_INT, VAL_CHARGES, 0, 1000 },
	{ OBJ_STAFF, "spell_level", AV_INT, VAL_SPELL_LEVEL, 0, 1000 },
	{ OBJ_STAFF, "spells", AV_SPELLS, VAL_SPELL_1, 0, 0 },
	{ OBJ_STAFF, "charges", AV_INT, VAL_CHARGES, 0, 1000 },
	{ OBJ_FURNITURE, "seats", AV_INT, VAL_FURNITURE_SEATS, 0, 1000 },
	{ OBJ_FOUNTAIN, "liquid", AV_LIQUID, VAL_DRINK_LIQUID, 0, 0 },
	{ OBJ_FOUNTAIN, "poisoned", AV_BOOL, VAL_DRINK_POISONED, 0, 1 },
	{ OBJ_PORTAL, "to", AV_VNUM, VAL_PORTAL_TO, 1, AREA_VNUM_MAX },
	{ OBJ_PORTAL, "state", AV_CONT, VAL_PORTAL_FLAGS, 0, 0 },
	{ OBJ_PORTAL, "key", AV_VNUM, VAL_PORTAL_KEY, 1, AREA_VNUM_MAX },
};
const size_t area_nvalues = sizeof area_values / sizeof *area_values;

/* Find a named value of a type. */
const struct area_value *
area_value_find(enum obj_type type, const char *name)
{
	size_t	i;

	for (i = 0; i < area_nvalues; i++) {
		if (area_values[i].type == type &&
		    strcmp(area_values[i].name, name) == 0)
			return (&area_values[i]);
	}
	return (NULL);
}

/* Fill the values a new object of this type starts with. */
void
area_values_default(enum obj_type type, int *values)
{
	memset(values, 0, 5 * sizeof *values);
	if (type == OBJ_CONTAINER)
		values[VAL_CONT_KEY] = -1;
	if (type == OBJ_PORTAL)
		values[VAL_PORTAL_KEY] = -1;
}

/* Index of name in a table of n names, or -1. */
int
area_names_find(const char *const *names, int n, const char *name)
{
	int	i;

	for (i = 0; i < n; i++) {
		if (strcmp(names[i], name) == 0)
			return (i);
	}
	return (-1);
}

/* Edit distance between two short words (a swap counts as one edit). */
static int
names_distance(const char *a, const char *b)
{
	size_t	la = strlen(a), lb = strlen(b), i, j;
	int	d[33][33], v;

	if (la > 32 || lb > 32)
		return (9);
	for (i = 0; i <= la; i++)
		d[i][0] = (int)i;
	for (j = 0; j <= lb; j++)
		d[0][j] = (int)j;
	for (i = 1; i <= la; i++) {
		for (j = 1; j <= lb; j++) {
			v = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	}
	return (d[la][lb]);
}

/* Is candidate close enough to word to suggest it? */
static int
names_close(const char *word, const char *cand, int *best)
{
	int	d = names_distance(word, cand), limit;

	limit = strlen(word) <= 4 ? 1 : 2;
	if (strncmp(word, cand, strlen(word)) == 0 && strlen(word) >= 3)
		d = 1;	/* a prefix of a longer name */
	if (d <= limit && d < *best) {
		*best = d;
		return (1);
	}
	return (0);
}

/* The name closest to word, if close. */
const char *
area_names_near(const char *const *names, int n, const char *word)
{
	const char	*found = NULL;
	int		 i, best = INT_MAX;

	for (i = 0; i < n; i++) {
		if (names[i] != NULL && names_close(word, names[i], &best))
			found = names[i];
	}
	return (found);
}

/* The flag name of a set closest to word, if close. */
const char *
area_flag_near(enum area_flagset set, const char *word)
{
	const struct area_flag	*f;
	const char		*found = NULL;
	int			 best = INT_MAX;

	for (f = flag_sets[set]; f->name != NULL; f++) {
		if (names_close(word, f->name, &best))
			found = f->name;
	}
	return (found);
}

/* Name of a flag bit. */
const char *
area_flag_name(enum area_flagset set, int bit)
{
	const struct area_flag	*f;

	if (set < 0 || set >= AFS__COUNT)
		return (NULL);
	for (f = flag_sets[set]; f->name != NULL; f++) {
		if (f->bit == bit)
			return (f->name);
	}
	return (NULL);
}

/* Bit of a flag name, 0 if unknown. */
int
area_flag_lookup(enum area_flagset set, const char *name)
{
	const struct area_flag	*f;

	if (set < 0 || set >= AFS__COUNT)
		return (0);
	for (f = flag_sets[set]; f->name != NULL; f++) {
		if (strcmp(f->name, name) == 0)
			return (f->bit);
	}
	return (0);
}

/* The set flags as names separated by spaces, in table order. */
char *
area_flags_string(enum area_flagset set, int flags)
{
	const struct area_flag	*f;
	char			*s;
	size_t			 len = 0, n;

	s = xmalloc(256);
	s[0] = '\0';
	if (set < 0 || set >= AFS__COUNT)
		return (s);
	for (f = flag_sets[set]; f->name != NULL; f++) {
		if ((flags & f->bit) == 0)
			continue;
		n = strlen(f->name);
		if (len + n + 2 > 256)
			break;
		if (len != 0)
			s[len++] = ' ';
		memcpy(s + len, f->name, n + 1);
		len += n;
	}
	return (s);
}

/* Name of a direction. */
const char *
dir_name(enum dir d)
{
	if ((int)d < 0 || d >= DIR__COUNT)
		return ("somewhere");
	return (area_dir_names[d]);
}

/* Direction from a name or its first letter ("n", "north"); -1 if none. */
int
dir_lookup(const char *name)
{
	int	i;

	if (name == NULL || *name == '\0')
		return (-1);
	for (i = 0; i < DIR__COUNT; i++) {
		if (strcmp(area_dir_names[i], name) == 0)
			return (i);
	}
	if (name[1] == '\0') {
		for (i = 0; i < DIR__COUNT; i++) {
			if (area_dir_names[i][0] == name[0])
				return (i);
		}
	}
	return (-1);
}

/* The opposite direction. */
enum dir
dir_reverse(enum dir d)
{
	static const enum dir	rev[DIR__COUNT] = {
		DIR_SOUTH, DIR_WEST, DIR_NORTH, DIR_EAST, DIR_DOWN, DIR_UP
	};

	if ((int)d < 0 || d >= DIR__COUNT)
		return (d);
	return (rev[d]);
}

/* Name of a sector. */
const char *
sector_name(enum sector s)
{
	if ((int)s < 0 || s >= SECT__COUNT)
		return ("unknown");
	return (area_sector_names[s]);
}

/* Sector of a name, or -1. */
int
sector_lookup(const char *name)
{
	return (area_names_find(area_sector_names, SECT__COUNT, name));
}

/* Name of an object type. */
const char *
obj_type_name(enum obj_type t)
{
	if ((int)t < 0 || t >= OBJ__COUNT)
		return ("unknown");
	return (area_type_names[t]);
}

/* Object type of a name, or -1. */
int
obj_type_lookup(const char *name)
{
	return (area_names_find(area_type_names, OBJ__COUNT, name));
}

/* Name of a wear location. */
const char *
wear_loc_name(enum wear_loc w)
{
	if ((int)w < 0 || w >= WEAR__COUNT)
		return ("none");
	return (area_wear_names[w]);
}

/* Wear location of a name, or -1. */
int
wear_loc_lookup(const char *name)
{
	return (area_names_find(area_wear_names, WEAR__COUNT, name));
}

/* Name of an apply. */
const char *
apply_name(enum apply a)
{
	if ((int)a < 0 || a >= APPLY__COUNT)
		return ("none");
	return (area_apply_names[a]);
}

/* Apply of a name, or -1. */
int
apply_lookup(const char *name)
{
	return (area_names_find(area_apply_names, APPLY__COUNT, name));
}

/* Name of a weapon attack, or NULL. */
const char *
attack_name(int i)
{
	return (i >= 0 && i < area_nattacks ? area_attack_names[i] : NULL);
}

/* Attack of a name, or -1. */
int
attack_lookup(const char *name)
{
	return (area_names_find(area_attack_names, area_nattacks, name));
}

/* Name of a liquid, or NULL. */
const char *
liquid_name(int i)
{
	return (i >= 0 && i < area_nliquids ? area_liquid_names[i] : NULL);
}

/* Liquid of a name, or -1. */
int
liquid_lookup(const char *name)
{
	return (area_names_find(area_liquid_names, area_nliquids, name));
}

/* Name of a spell, or NULL. */
const char *
spell_name(int i)
{
	return (i >= 0 && i < area_nspells ? area_spell_names[i] : NULL);
}

/* Spell of a name, or -1. */
int
spell_lookup(const char *name)
{
	return (area_names_find(area_spell_names, area_nspells, name));
}
