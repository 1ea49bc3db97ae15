/*
 * import-rom-obj.c: #OBJECTS (ROM 2.4, and the older Merc form, which ROM
 * calls #OBJOLD): object prototypes, their types and values, wear and
 * extra flags, affects and extra descriptions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-rom.h"
#include "xmalloc.h"

/* ROM's item types, by number and name, and what each becomes. */
struct rom_type {
	int		 number;
	const char	*name;
	enum obj_type	 type;
	int		 approx;
};

static const struct rom_type rom_types[] = {
	{ 1, "light", OBJ_LIGHT, 0 }, { 2, "scroll", OBJ_SCROLL, 0 },
	{ 3, "wand", OBJ_WAND, 0 }, { 4, "staff", OBJ_STAFF, 0 },
	{ 5, "weapon", OBJ_WEAPON, 0 }, { 8, "treasure", OBJ_TREASURE, 0 },
	{ 9, "armor", OBJ_ARMOR, 0 }, { 10, "potion", OBJ_POTION, 0 },
	{ 11, "clothing", OBJ_ARMOR, 1 }, { 12, "furniture", OBJ_FURNITURE, 0 },
	{ 13, "trash", OBJ_TRASH, 0 }, { 15, "container", OBJ_CONTAINER, 0 },
	{ 17, "drink", OBJ_DRINK, 0 }, { 17, "drink_con", OBJ_DRINK, 0 },
	{ 18, "key", OBJ_KEY, 0 }, { 19, "food", OBJ_FOOD, 0 },
	{ 20, "money", OBJ_MONEY, 0 }, { 22, "boat", OBJ_TRASH, 1 },
	{ 23, "npc_corpse", OBJ_TRASH, 1 }, { 24, "pc_corpse", OBJ_TRASH, 1 },
	{ 25, "fountain", OBJ_FOUNTAIN, 0 }, { 26, "pill", OBJ_POTION, 1 },
	{ 27, "protect", OBJ_TRASH, 1 }, { 28, "map", OBJ_TRASH, 1 },
	{ 29, "portal", OBJ_PORTAL, 0 }, { 30, "warp_stone", OBJ_TRASH, 1 },
	{ 31, "room_key", OBJ_KEY, 1 }, { 32, "gem", OBJ_TREASURE, 1 },
	{ 33, "jewelry", OBJ_TREASURE, 1 }, { 34, "jukebox", OBJ_TRASH, 1 },
	{ 0, NULL, OBJ_TRASH, 0 }
};

/* ROM's attack table in its order (Merc numbers the first 13 alike). */
static const struct {
	const char	*rom;
	const char	*ours;
} rom_attacks[] = {
	{ "none", "hit" }, { "slice", "slash" }, { "stab", "stab" },
	{ "slash", "slash" }, { "whip", "whip" }, { "claw", "claw" },
	{ "blast", "hit" }, { "pound", "pound" }, { "crush", "crush" },
	{ "grep", "hit" }, { "bite", "bite" }, { "pierce", "pierce" },
	{ "suction", "bite" }, { "beating", "pound" }, { "digestion", "bite" },
	{ "charge", "bash" }, { "slap", "punch" }, { "punch", "punch" },
	{ "wrath", "hit" }, { "magic", "hit" }, { "divine", "hit" },
	{ "cleave", "slash" }, { "scratch", "claw" }, { "peck", "pierce" },
	{ "peckb", "pierce" }, { "chop", "slash" }, { "sting", "sting" },
	{ "smash", "bash" }, { "shbite", "bite" }, { "flbite", "bite" },
	{ "frbite", "bite" }, { "acbite", "bite" }, { "chomp", "bite" },
	{ "drain", "hit" }, { "thrust", "pierce" }, { "slime", "hit" },
	{ "shock", "hit" }, { "thwack", "pound" }, { "flame", "hit" },
	{ "chill", "hit" }, { "hit", "hit" }, { NULL, NULL }
};

/* ROM's liquids in its order (Merc numbers the first 16 alike). */
static const struct {
	const char	*rom;
	const char	*ours;
} rom_liquids[] = {
	{ "water", "water" }, { "beer", "beer" }, { "red wine", "wine" },
	{ "ale", "ale" }, { "dark ale", "dark_ale" }, { "whisky", "whisky" },
	{ "lemonade", "juice" }, { "firebreather", "whisky" },
	{ "local specialty", "ale" }, { "slime mold juice", "juice" },
	{ "milk", "milk" }, { "tea", "tea" }, { "coffee", "coffee" },
	{ "blood", "blood" }, { "salt water", "salt_water" },
	{ "coke", "juice" }, { "root beer", "beer" },
	{ "elvish wine", "wine" }, { "white wine", "wine" },
	{ "champagne", "wine" }, { "mead", "mead" }, { "rose wine", "wine" },
	{ "benedictine wine", "wine" }, { "vodka", "whisky" },
	{ "cranberry juice", "juice" }, { "orange juice", "juice" },
	{ "absinthe", "whisky" }, { "brandy", "whisky" },
	{ "aquavit", "whisky" }, { "schnapps", "whisky" },
	{ "icewine", "wine" }, { "amontillado", "wine" }, { "sherry", "wine" },
	{ "framboise", "wine" }, { "rum", "whisky" }, { "cordial", "juice" },
	{ "wine", "wine" }, { NULL, NULL }
};

/* ROM extra flag bits and the native flag each becomes (0: none). */
static const struct {
	int		 bit;
	const char	*name;
	int		 flag;
} rom_extra_bits[] = {
	{ 0, "glow", ITEM_GLOW }, { 1, "hum", ITEM_HUM }, { 2, "dark", 0 },
	{ 3, "lock", 0 }, { 4, "evil", 0 }, { 5, "invis", ITEM_INVISIBLE },
	{ 6, "magic", ITEM_MAGIC }, { 7, "nodrop", ITEM_NO_DROP },
	{ 8, "bless", ITEM_BLESS }, { 9, "anti_good", 0 },
	{ 10, "anti_evil", 0 }, { 11, "anti_neutral", 0 },
	{ 12, "noremove", ITEM_NO_REMOVE }, { 13, "inventory", 0 },
	{ 14, "nopurge", 0 }, { 15, "rot_death", 0 }, { 16, "vis_death", 0 },
	{ 18, "nonmetal", 0 }, { 19, "nolocate", 0 }, { 20, "melt_drop", 0 },
	{ 21, "had_timer", 0 }, { 22, "sell_extract", 0 },
	{ 24, "burn_proof", 0 }, { 25, "nouncurse", 0 }, { -1, NULL, 0 }
};

/* ROM wear bits 1 (finger) .. 14 (hold) are the native locations. */
static const enum wear_loc rom_wear_bits[15] = {
	WEAR_NONE, WEAR_FINGER, WEAR_NECK, WEAR_BODY, WEAR_HEAD, WEAR_LEGS,
	WEAR_FEET, WEAR_HANDS, WEAR_ARMS, WEAR_SHIELD, WEAR_ABOUT, WEAR_WAIST,
	WEAR_WRIST, WEAR_WIELD, WEAR_HOLD
};

/* ROM apply locations 0 .. 25, and what each becomes. */
static const enum apply rom_applies[26] = {
	APPLY_NONE, APPLY_STR, APPLY_DEX, APPLY_INT, APPLY_WIS, APPLY_CON,
	APPLY_NONE, APPLY_NONE, APPLY_NONE, APPLY_NONE, APPLY_NONE, APPLY_NONE,
	APPLY_MANA, APPLY_HIT, APPLY_MOVE, APPLY_NONE, APPLY_NONE, APPLY_AC,
	APPLY_HITROLL, APPLY_DAMROLL, APPLY_NONE, APPLY_NONE, APPLY_NONE,
	APPLY_NONE, APPLY_NONE, APPLY_NONE
};
static const char *const rom_apply_names[26] = {
	"none", "str", "dex", "int", "wis", "con", "sex", "class", "level",
	"age", "height", "weight", "mana", "hit", "move", "gold", "exp", "ac",
	"hitroll", "damroll", "saves", "saving_rod", "saving_petri",
	"saving_breath", "saving_spell", "spell_affect"
};

/* The native type of a ROM type number (shops' buy types), or -1. */
int
rom_type_number(int n)
{
	int	i;

	for (i = 0; rom_types[i].name != NULL; i++) {
		if (rom_types[i].number == n)
			return ((int)rom_types[i].type);
	}
	return (-1);
}

/* A ROM attack (by name, or Merc's number) as a native attack. */
static int
rom_attack(const char *w, int old, char *ap, size_t size)
{
	int	i, n, ok;

	if (old) {
		n = (int)rom_flag_word(w, &ok);
		if (n < 0 || n > 12)
			n = 0;
		i = n;
	} else {
		for (i = 0; rom_attacks[i].rom != NULL; i++) {
			if (strcmp(rom_attacks[i].rom, w) == 0)
				break;
		}
		if (rom_attacks[i].rom == NULL) {
			rom_cat(ap, size, "; attack '%s' as hit", w);
			return (attack_lookup("hit"));
		}
	}
	if (strcmp(rom_attacks[i].rom, rom_attacks[i].ours) != 0 &&
	    !(i == 0 && old))
		rom_cat(ap, size, "; attack %s as %s", rom_attacks[i].rom,
		    rom_attacks[i].ours);
	return (attack_lookup(rom_attacks[i].ours));
}

/* A ROM liquid (by name, or Merc's number) as a native liquid. */
static int
rom_liquid(const char *w, int old, char *ap, size_t size)
{
	char	name[ROM_WORD_MAX], *s;
	int	i, n, ok;

	n = (int)rom_flag_word(w, &ok);
	if (old || ok) {
		if (n < 0 || n > 35)
			n = 0;
		i = n;
	} else {
		for (i = 0; rom_liquids[i].rom != NULL; i++) {
			if (strcmp(rom_liquids[i].rom, w) == 0)
				break;
		}
		if (rom_liquids[i].rom == NULL) {
			rom_cat(ap, size, "; liquid '%s' as water", w);
			return (liquid_lookup("water"));
		}
	}
	snprintf(name, sizeof name, "%s", rom_liquids[i].rom);
	for (s = name; *s != '\0'; s++)
		*s = *s == ' ' ? '_' : *s;
	if (strcmp(name, rom_liquids[i].ours) != 0)
		rom_cat(ap, size, "; liquid %s as %s", rom_liquids[i].rom,
		    rom_liquids[i].ours);
	return (liquid_lookup(rom_liquids[i].ours));
}

/* A ROM spell name as a native spell index (0: none). */
static int
rom_spell(const char *w, int old, char *lo, size_t size)
{
	char	name[ROM_WORD_MAX], *s;
	int	x, ok;

	if (*w == '\0' || strcmp(w, "reserved") == 0 ||
	    strcmp(w, "''") == 0)
		return (0);
	if (old) {
		if (rom_flag_word(w, &ok) > 0)
			rom_cat(lo, size, "; Merc spell slot %s", w);
		return (0);
	}
	snprintf(name, sizeof name, "%s", w);
	for (s = name; *s != '\0'; s++)
		*s = *s == ' ' ? '_' : *s;
	if (strcmp(name, "invis") == 0)
		snprintf(name, sizeof name, "invisibility");
	if ((x = spell_lookup(name)) > 0)
		return (x);
	rom_cat(lo, size, "; spell '%s'", w);
	return (0);
}

/* A number value. */
static long
rom_val(const char *w)
{
	int	ok;

	return (rom_flag_word(w, &ok));
}

/* The spells of a potion, scroll or pill: up to three kept. */
static void
rom_spells(struct obj_def *o, char w[5][ROM_WORD_MAX], int first, int n,
    int old, char *lo, size_t size)
{
	int	i, k = VAL_SPELL_1, x;

	for (i = first; i < first + n; i++) {
		if ((x = rom_spell(w[i], old, lo, size)) == 0)
			continue;
		if (k > VAL_SPELL_3) {
			rom_cat(lo, size, "; a fourth spell '%s'", w[i]);
			continue;
		}
		o->values[k++] = x;
	}
}

/* Weapon flags by name: none is ours. */
static void
rom_weapon_flags(long f, char *lo, size_t size)
{
	static const char *const names[8] = { "flaming", "frost",
	    "vampiric", "sharp", "vorpal", "two_hands", "shocking", "poison" };
	int	i, seen = 0;

	for (i = 0; i < 8; i++) {
		if (f & (1L << i))
			rom_list(lo, size, &seen, "weapon", names[i]);
	}
}

/*
 * A portal: v0 charges, v1 exit flags (door A, closed B, locked C,
 * pickproof F), v2 gate flags, v3 the room, v4 the key. The room and key
 * are checked as an exit's are (import-rom-fix.c).
 */
static void
rom_portal(struct obj_def *o, char w[5][ROM_WORD_MAX], char *lo,
    size_t size)
{
	long	f;

	f = rom_val(w[1]);
	if (f & 0x01)
		o->values[VAL_PORTAL_FLAGS] |= CONT_CLOSEABLE;
	if (f & 0x02)
		o->values[VAL_PORTAL_FLAGS] |= CONT_CLOSED;
	if (f & 0x04)
		o->values[VAL_PORTAL_FLAGS] |= CONT_LOCKED | CONT_CLOSED;
	if (f & 0x20)
		o->values[VAL_PORTAL_FLAGS] |= CONT_PICKPROOF;
	if (o->values[VAL_PORTAL_FLAGS] != 0)
		o->values[VAL_PORTAL_FLAGS] |= CONT_CLOSEABLE;
	if ((f = rom_val(w[0])) != 0)
		rom_cat(lo, size, "; portal charges %ld", f);
	if ((f = rom_val(w[2])) != 0)
		rom_cat(lo, size, "; portal gate flags %ld", f);
	f = rom_val(w[3]);
	o->values[VAL_PORTAL_TO] = f > 0 && f <= AREA_VNUM_MAX ? (int)f : 0;
	f = rom_val(w[4]);
	o->values[VAL_PORTAL_KEY] = f > 0 ? rom_clamp(f, 1, AREA_VNUM_MAX) :
	    -1;
}

/* The five values of a ROM type, as the native type holds them. */
static void
rom_values(struct obj_def *o, int rtype, char w[5][ROM_WORD_MAX], int old,
    char *lo, char *ap, size_t size)
{
	long	f;

	memset(o->values, 0, sizeof o->values);
	switch (rtype) {
	case 1:
		f = rom_val(w[2]);
		o->values[VAL_LIGHT_HOURS] = f < 0 || f >= 999 ? -1 :
		    rom_clamp(f, 0, 100000);
		o->wear |= 1 << WEAR_LIGHT;
		break;
	case 2:
	case 10:
	case 26:
		o->values[VAL_SPELL_LEVEL] = rom_clamp(rom_val(w[0]), 0, 1000);
		rom_spells(o, w, 1, 4, old, lo, size);
		break;
	case 3:
	case 4:
		o->values[VAL_SPELL_LEVEL] = rom_clamp(rom_val(w[0]), 0, 1000);
		o->values[VAL_CHARGES] = rom_clamp(rom_val(w[2]), 0, 1000);
		rom_spells(o, w, 3, 1, old, lo, size);
		break;
	case 5:
		o->values[VAL_WEAPON_NUMBER] = rom_clamp(rom_val(w[1]), 1, 1000);
		o->values[VAL_WEAPON_SIZE] = rom_clamp(rom_val(w[2]), 1, 10000);
		o->values[VAL_WEAPON_ATTACK] = rom_attack(w[3], old, ap, size);
		if (!old && (f = rom_val(w[4])) != 0)
			rom_weapon_flags(f, lo, size);
		break;
	case 9:
		o->values[VAL_ARMOR_AC] = rom_clamp(rom_val(w[0]), -1000, 1000);
		break;
	case 12:
		o->values[VAL_FURNITURE_SEATS] = rom_clamp(rom_val(w[0]), 0,
		    1000);
		break;
	case 15:
		o->values[VAL_CONT_CAPACITY] = rom_clamp(rom_val(w[0]), 0,
		    100000);
		f = rom_val(w[1]);
		o->values[VAL_CONT_FLAGS] = (int)(f & (CONT_CLOSEABLE |
		    CONT_PICKPROOF | CONT_CLOSED | CONT_LOCKED));
		if (o->values[VAL_CONT_FLAGS] & CONT_LOCKED)
			o->values[VAL_CONT_FLAGS] |= CONT_CLOSED;
		if (o->values[VAL_CONT_FLAGS] != 0)
			o->values[VAL_CONT_FLAGS] |= CONT_CLOSEABLE;
		if (f & 0x10)
			rom_cat(lo, size, "; container put_on");
		f = rom_val(w[2]);
		o->values[VAL_CONT_KEY] = f > 0 ? rom_clamp(f, 1,
		    AREA_VNUM_MAX) : -1;
		break;
	case 17:
		o->values[VAL_DRINK_CAPACITY] = rom_clamp(rom_val(w[0]), 0,
		    100000);
		o->values[VAL_DRINK_AMOUNT] = rom_clamp(rom_val(w[1]), 0,
		    o->values[VAL_DRINK_CAPACITY]);
		o->values[VAL_DRINK_LIQUID] = rom_liquid(w[2], old, ap, size);
		o->values[VAL_DRINK_POISONED] = rom_val(w[3]) != 0;
		break;
	case 25:
		o->values[VAL_DRINK_LIQUID] = rom_liquid(w[2], old, ap, size);
		o->values[VAL_DRINK_POISONED] = rom_val(w[3]) != 0;
		break;
	case 19:
		o->values[VAL_FOOD_HOURS] = rom_clamp(rom_val(w[0]), 0, 1000);
		o->values[VAL_FOOD_POISONED] = rom_val(w[3]) != 0;
		break;
	case 29:
		rom_portal(o, w, lo, size);
		break;
	case 20:
		f = old ? rom_val(w[0]) : rom_val(w[1]) + rom_val(w[0]) / 100;
		o->values[VAL_MONEY_GOLD] = rom_clamp(f, 0, 100000000);
		break;
	}
}

/* The extra and wear flags. */
static void
rom_obj_flags(struct obj_def *o, long extra, long wear, char *lo,
    size_t size)
{
	int	i, seen = 0;

	for (i = 0; rom_extra_bits[i].name != NULL; i++) {
		if ((extra & (1L << rom_extra_bits[i].bit)) == 0)
			continue;
		o->flags |= rom_extra_bits[i].flag;
		if (rom_extra_bits[i].flag == 0)
			rom_list(lo, size, &seen, "extra",
			    rom_extra_bits[i].name);
	}
	if ((wear & 1) == 0)
		o->flags |= ITEM_NO_TAKE;
	for (i = 1; i < 15; i++) {
		if (wear & (1L << i))
			o->wear |= 1 << rom_wear_bits[i];
	}
	if (wear & (1L << 15))
		rom_cat(lo, size, "; wear no_sac");
	if (wear & (1L << 16))
		rom_cat(lo, size, "; wear float");
}

/* An affect line: A <location> <modifier>. */
static void
rom_obj_apply(struct obj_def *o, long loc, long mod, char *lo, size_t size)
{
	if (loc <= 0 || loc > 25) {
		if (loc != 0)
			rom_cat(lo, size, "; apply %ld", loc);
		return;
	}
	if (rom_applies[loc] == APPLY_NONE) {
		rom_cat(lo, size, "; apply %s %ld", rom_apply_names[loc], mod);
		return;
	}
	o->affects = xgrow_count(o->affects, o->naffects, sizeof *o->affects);
	o->affects[o->naffects].location = rom_applies[loc];
	o->affects[o->naffects++].modifier = rom_clamp(mod, -1000, 1000);
}

/* An extra description: keywords~ text~. */
static void
rom_read_extra(struct rom_in *in, struct extra_desc **x, size_t *n,
    int line)
{
	char	*kw = rom_string(in), *text = rom_string(in), *k, *t;

	k = rom_text_line(kw);
	t = rom_text_block(text);
	free(kw);
	free(text);
	if (in->err || k == NULL || t == NULL) {
		if (!in->err)
			rom_note(in, IMPORT_LEFT_OUT, line, "an extra "
			    "description without %s", k == NULL ? "keywords" :
			    "text");
		free(k);
		free(t);
		return;
	}
	*x = xgrow_count(*x, *n, sizeof **x);
	(*x)[*n].keywords = k;
	(*x)[(*n)++].text = t;
}

/* Read an extra description into a list (rooms use it too). */
void
rom_extra(struct rom_in *in, struct extra_desc **x, size_t *n, int line)
{
	rom_read_extra(in, x, n, line);
}

/* The lines after an object: A, F and E. */
static void
rom_obj_tail(struct rom_in *in, struct obj_def *o, char *lo, size_t size)
{
	long	loc, mod;
	int	c, line;

	while (!in->err && (c = rom_peek(in)) != -1 && c != '#') {
		line = in->line;
		in->p++;
		if (c == 'A') {
			rom_number(in, &loc);
			rom_number(in, &mod);
			if (!in->err)
				rom_obj_apply(o, loc, mod, lo, size);
		} else if (c == 'F') {
			c = rom_letter(in);
			rom_number(in, &loc);
			rom_number(in, &mod);
			rom_flag(in);
			if (!in->err && c == 'A')
				rom_obj_apply(o, loc, mod, lo, size);
			if (!in->err)
				rom_cat(lo, size, "; the %s bits of an F line",
				    c == 'A' ? "affect" : c == 'I' ? "immunity" :
				    c == 'R' ? "resistance" : "vulnerability");
		} else if (c == 'E')
			rom_read_extra(in, &o->extras, &o->nextras, line);
		else
			rom_fail(in, "unexpected '%c' after object %d", c,
			    o->vnum);
	}
}

/* The type, flags and values: ROM 2.4's way or Merc's. */
static int
rom_obj_body(struct rom_in *in, struct obj_def *o, char *lo, char *ap,
    size_t size)
{
	char		 w[5][ROM_WORD_MAX], tname[ROM_WORD_MAX];
	long		 extra, wear, v;
	int		 i, rtype = 0, old, ok;

	old = in->old || (rom_peek(in) >= '0' && rom_peek(in) <= '9');
	snprintf(tname, sizeof tname, "%s", rom_word(in));
	if (old) {
		v = rom_flag_word(tname, &ok);
		for (i = 0; rom_types[i].name != NULL; i++) {
			if (rom_types[i].number == v)
				break;
		}
	} else {
		for (i = 0; rom_types[i].name != NULL; i++) {
			if (strcmp(rom_types[i].name, tname) == 0)
				break;
		}
	}
	if (rom_types[i].name == NULL) {
		rom_cat(ap, size, "; type '%s' as trash", tname);
		o->type = OBJ_TRASH;
	} else {
		rtype = rom_types[i].number;
		o->type = rom_types[i].type;
		if (rom_types[i].approx)
			rom_cat(ap, size, "; type %s as %s", rom_types[i].name,
			    obj_type_name(o->type));
	}
	extra = rom_flag(in);
	wear = rom_flag(in);
	for (i = 0; i < (old ? 4 : 5); i++)
		snprintf(w[i], sizeof w[i], "%s", rom_word(in));
	if (old)
		w[4][0] = '\0';
	if (old) {
		rom_number(in, &v);
		o->weight = rom_clamp(v, 0, 100000);
		rom_number(in, &v);
		o->cost = rom_clamp(v, 0, 100000000);
		rom_number(in, &v);		/* rent */
	} else {
		rom_number(in, &v);
		o->level = rom_clamp(v, 0, 1000);
		rom_number(in, &v);		/* tenths of a pound */
		o->weight = rom_clamp(v > 0 ? (v + 9) / 10 : 0, 0, 100000);
		rom_number(in, &v);
		/* ROM prices in silver, 100 to the gold: gold here, as the
		 * mobiles' wealth, so a keeper can afford what he sells. */
		o->cost = rom_clamp(v > 0 ? (v + 50) / 100 : 0, 0, 100000000);
		if (v > 0 && o->cost == 0)
			o->cost = 1;
		rom_letter(in);			/* condition */
	}
	if (in->err)
		return (-1);
	rom_obj_flags(o, extra, wear, lo, size);
	rom_values(o, rtype, w, old, lo, ap, size);
	return (0);
}

/* One object, its vnum read. */
static void
rom_read_obj(struct rom_in *in, int vnum, int line)
{
	struct area_def	*a = in->file->area;
	struct obj_def	 o;
	char		 lo[1024] = "", ap[1024] = "", *s, *material;

	memset(&o, 0, sizeof o);
	o.vnum = vnum;
	o.line = line;
	o.keywords = rom_string(in);
	o.short_desc = rom_string(in);
	o.long_desc = rom_string(in);
	material = rom_string(in);		/* Merc: action description */
	free(material);
	if (!in->err)
		rom_obj_body(in, &o, lo, ap, sizeof lo);
	rom_obj_tail(in, &o, lo, sizeof lo);
	if (in->err || rom_take(in, 2, vnum, line, "object") != 0) {
		area_obj_def_free(&o);
		return;
	}
	if ((s = rom_text_line(o.keywords)) == NULL) {
		s = xstrdup("object");
		rom_note(in, IMPORT_APPROXIMATED, line, "object %d has no "
		    "keywords: written as 'object'", vnum);
	}
	free(o.keywords);
	o.keywords = s;
	if ((s = rom_text_line(o.short_desc)) == NULL)
		s = xstrdup("something");
	free(o.short_desc);
	o.short_desc = s;
	if ((s = rom_text_line(o.long_desc)) == NULL) {
		/* Hidden in the room's list in the source: so it is here. */
		xasprintf(&s, "%s is here.", o.short_desc);
		o.flags |= ITEM_UNLISTED;
	}
	free(o.long_desc);
	o.long_desc = s;
	if (lo[0] != '\0')
		rom_note(in, IMPORT_LEFT_OUT, line, "object %d (%s): %s", vnum,
		    o.short_desc, lo + 2);
	if (ap[0] != '\0')
		rom_note(in, IMPORT_APPROXIMATED, line, "object %d (%s): %s",
		    vnum, o.short_desc, ap + 2);
	a->objs = xgrow_count(a->objs, a->nobjs, sizeof *a->objs);
	a->objs[a->nobjs++] = o;
}

/* #OBJECTS: '#vnum' entries up to '#0'. */
void
rom_read_objects(struct rom_in *in)
{
	rom_read_records(in, "#OBJECTS", rom_read_obj);
}
