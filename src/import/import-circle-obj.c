/*
 * import-circle-obj.c: objects (.obj): keywords, short, long and action
 * description; type, extra and wear flags (CircleMUD's one field each or
 * tbaMUD's four); the four values by type; weight, cost, rent (and
 * tbaMUD's level and timer); extra descriptions E, affects A and tbaMUD's
 * trigger lines T.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import-circle.h"
#include "xmalloc.h"

static const struct circle_flag extra_flags[] = {
	{ "GLOW", ITEM_GLOW, 1 },
	{ "HUM", ITEM_HUM, 1 },
	{ "NORENT", 0, 0 },
	{ "NODONATE", 0, 0 },
	{ "NOINVIS", 0, 0 },
	{ "INVISIBLE", ITEM_INVISIBLE, 1 },
	{ "MAGIC", ITEM_MAGIC, 1 },
	{ "NODROP", ITEM_NO_DROP, 1 },
	{ "BLESS", ITEM_BLESS, 1 },
	{ "ANTI_GOOD", 0, 0 },
	{ "ANTI_EVIL", 0, 0 },
	{ "ANTI_NEUTRAL", 0, 0 },
	{ "ANTI_MAGIC_USER", 0, 0 },
	{ "ANTI_CLERIC", 0, 0 },
	{ "ANTI_THIEF", 0, 0 },
	{ "ANTI_WARRIOR", 0, 0 },
	{ "NOSELL", 0, 0 },
	{ "QUEST_ITEM", 0, 0 },
};

/* Wear flags; TAKE (bit 0) is read apart: without it, no_take. */
static const struct circle_flag wear_flags[] = {
	{ "TAKE", 0, 0 },
	{ "FINGER", 1 << WEAR_FINGER, 1 },
	{ "NECK", 1 << WEAR_NECK, 1 },
	{ "BODY", 1 << WEAR_BODY, 1 },
	{ "HEAD", 1 << WEAR_HEAD, 1 },
	{ "LEGS", 1 << WEAR_LEGS, 1 },
	{ "FEET", 1 << WEAR_FEET, 1 },
	{ "HANDS", 1 << WEAR_HANDS, 1 },
	{ "ARMS", 1 << WEAR_ARMS, 1 },
	{ "SHIELD", 1 << WEAR_SHIELD, 1 },
	{ "ABOUT", 1 << WEAR_ABOUT, 1 },
	{ "WAIST", 1 << WEAR_WAIST, 1 },
	{ "WRIST", 1 << WEAR_WRIST, 1 },
	{ "WIELD", 1 << WEAR_WIELD, 1 },
	{ "HOLD", 1 << WEAR_HOLD, 1 },
};

/* Item types 0-24: the type here, and whether it is the same thing. */
static const struct {
	const char	*name;
	enum obj_type	 type;
	int		 exact;
} item_types[] = {
	{ "UNDEFINED", OBJ_TRASH, 0 },
	{ "LIGHT", OBJ_LIGHT, 1 },
	{ "SCROLL", OBJ_SCROLL, 1 },
	{ "WAND", OBJ_WAND, 1 },
	{ "STAFF", OBJ_STAFF, 1 },
	{ "WEAPON", OBJ_WEAPON, 1 },
	{ "FIREWEAPON", OBJ_TRASH, 0 },
	{ "MISSILE", OBJ_TRASH, 0 },
	{ "TREASURE", OBJ_TREASURE, 1 },
	{ "ARMOR", OBJ_ARMOR, 1 },
	{ "POTION", OBJ_POTION, 1 },
	{ "WORN", OBJ_ARMOR, 0 },
	{ "OTHER", OBJ_TRASH, 1 },
	{ "TRASH", OBJ_TRASH, 1 },
	{ "TRAP", OBJ_TRASH, 0 },
	{ "CONTAINER", OBJ_CONTAINER, 1 },
	{ "NOTE", OBJ_TRASH, 0 },
	{ "DRINKCON", OBJ_DRINK, 1 },
	{ "KEY", OBJ_KEY, 1 },
	{ "FOOD", OBJ_FOOD, 1 },
	{ "MONEY", OBJ_MONEY, 1 },
	{ "PEN", OBJ_TRASH, 0 },
	{ "BOAT", OBJ_TRASH, 0 },
	{ "FOUNTAIN", OBJ_FOUNTAIN, 1 },
	{ "FURNITURE", OBJ_FURNITURE, 1 },
};
#define NITEM_TYPES	((long)(sizeof item_types / sizeof *item_types))

/* Our type for CircleMUD's item type t, -1 if unknown (shops). */
int
circle_item_type(long t)
{
	if (t < 0 || t >= NITEM_TYPES)
		return (-1);
	return ((int)item_types[t].type);
}

/* Applies 0-24: our apply, APPLY_NONE if none. */
static const struct {
	const char	*name;
	enum apply	 apply;
} applies[] = {
	{ "NONE", APPLY_NONE }, { "STR", APPLY_STR }, { "DEX", APPLY_DEX },
	{ "INT", APPLY_INT }, { "WIS", APPLY_WIS }, { "CON", APPLY_CON },
	{ "CHA", APPLY_NONE }, { "CLASS", APPLY_NONE },
	{ "LEVEL", APPLY_NONE }, { "AGE", APPLY_NONE },
	{ "CHAR_WEIGHT", APPLY_NONE }, { "CHAR_HEIGHT", APPLY_NONE },
	{ "MANA", APPLY_MANA }, { "HIT", APPLY_HIT }, { "MOVE", APPLY_MOVE },
	{ "GOLD", APPLY_NONE }, { "EXP", APPLY_NONE }, { "AC", APPLY_AC },
	{ "HITROLL", APPLY_HITROLL }, { "DAMROLL", APPLY_DAMROLL },
	{ "SAVING_PARA", APPLY_NONE }, { "SAVING_ROD", APPLY_NONE },
	{ "SAVING_PETRI", APPLY_NONE }, { "SAVING_BREATH", APPLY_NONE },
	{ "SAVING_SPELL", APPLY_NONE },
};

/* Weapon attack types 0-14 (TYPE_HIT + n) by our attack names. */
static const struct {
	const char	*name;
	const char	*ours;
} attacks[] = {
	{ "hit", "hit" }, { "sting", "sting" }, { "whip", "whip" },
	{ "slash", "slash" }, { "bite", "bite" }, { "bludgeon", "bash" },
	{ "crush", "crush" }, { "pound", "pound" }, { "claw", "claw" },
	{ "maul", "crush" }, { "thrash", "whip" }, { "pierce", "pierce" },
	{ "blast", "hit" }, { "punch", "punch" }, { "stab", "stab" },
};

/* Liquids 0-15 by our names. */
static const struct {
	const char	*name;
	const char	*ours;
} liquids[] = {
	{ "water", "water" }, { "beer", "beer" }, { "wine", "wine" },
	{ "ale", "ale" }, { "dark ale", "dark_ale" }, { "whisky", "whisky" },
	{ "lemonade", "juice" }, { "firebreather", "whisky" },
	{ "local speciality", "mead" }, { "slime mold juice", "juice" },
	{ "milk", "milk" }, { "tea", "tea" }, { "coffee", "coffee" },
	{ "blood", "blood" }, { "salt water", "salt_water" },
	{ "clear water", "water" },
};

/* Spells 1-54 by our names (NULL: none here). */
static const char *const spells[] = {
	NULL, "armor", NULL, "bless", "blindness", NULL, NULL, NULL,
	"chill_touch", NULL, NULL, NULL, "create_food", "create_water",
	"cure_blindness", "cure_critical", "cure_light", NULL,
	"detect_evil", "detect_invis", NULL, NULL, NULL, "earthquake", NULL,
	NULL, "fireball", NULL, "heal", "invisibility", "lightning_bolt",
	NULL, "magic_missile", "poison", NULL, NULL, "sanctuary", NULL,
	"sleep", NULL, NULL, NULL, "word_of_recall", "cure_poison", NULL,
	NULL, NULL, "armor", "heal", "word_of_recall", "infravision", NULL,
	"identify", NULL, NULL
};

/* Spell number n as ours (0: none), noting what has no equivalent. */
static int
obj_spell(struct cfile *f, struct obj_def *o, int line, long n)
{
	int	s;

	if (n <= 0)
		return (0);
	if (n >= (long)(sizeof spells / sizeof *spells) || spells[n] == NULL ||
	    (s = spell_lookup(spells[n])) <= 0) {
		import_note(f->c->imp, IMPORT_LEFT_OUT, f->name, line, "object "
		    "%d: spell %ld has no equivalent", o->vnum, n);
		return (0);
	}
	return (s);
}

/* A liquid number as ours. */
static int
obj_liquid(struct cfile *f, struct obj_def *o, int line, long n)
{
	if (n < 0 || n >= (long)(sizeof liquids / sizeof *liquids)) {
		import_note(f->c->imp, IMPORT_APPROXIMATED, f->name, line,
		    "object %d: liquid %ld unknown, made water", o->vnum, n);
		return (liquid_lookup("water"));
	}
	return (liquid_lookup(liquids[n].ours));
}

/* The four values, by type. */
static void
obj_values(struct cfile *f, struct obj_def *o, long type, const long *v,
    int line)
{
	int	*val = o->values, i, a;

	switch (o->type) {
	case OBJ_LIGHT:
		val[VAL_LIGHT_HOURS] = v[2] < 0 || v[2] >= 999 ? -1 :
		    (int)circle_clamp(v[2], 0, 100000);
		o->wear |= 1 << WEAR_LIGHT;
		break;
	case OBJ_SCROLL:
	case OBJ_POTION:
		val[VAL_SPELL_LEVEL] = (int)circle_clamp(v[0], 0, 1000);
		for (i = 1; i < 4; i++)
			val[VAL_SPELL_1 + i - 1] = obj_spell(f, o, line, v[i]);
		break;
	case OBJ_WAND:
	case OBJ_STAFF:
		val[VAL_SPELL_LEVEL] = (int)circle_clamp(v[0], 0, 1000);
		val[VAL_SPELL_1] = obj_spell(f, o, line, v[3]);
		val[VAL_CHARGES] = (int)circle_clamp(v[2], 0, 1000);
		break;
	case OBJ_WEAPON:
		val[VAL_WEAPON_NUMBER] = (int)circle_clamp(v[1], 1, 1000);
		val[VAL_WEAPON_SIZE] = (int)circle_clamp(v[2], 1, 1000);
		if (v[3] < 0 || v[3] >= (long)(sizeof attacks /
		    sizeof *attacks)) {
			import_note(f->c->imp, IMPORT_APPROXIMATED, f->name,
			    line, "object %d: attack type %ld unknown, made "
			    "hit", o->vnum, v[3]);
			a = 0;
		} else
			a = (int)v[3];
		val[VAL_WEAPON_ATTACK] = attack_lookup(attacks[a].ours);
		if (strcmp(attacks[a].name, attacks[a].ours) != 0)
			import_note(f->c->imp, IMPORT_APPROXIMATED, f->name,
			    line, "object %d: attack %s made %s", o->vnum,
			    attacks[a].name, attacks[a].ours);
		break;
	case OBJ_ARMOR:
		val[VAL_ARMOR_AC] = (int)circle_clamp(type == 11 ? 0 : v[0],
		    -1000, 1000);
		break;
	case OBJ_CONTAINER:
		val[VAL_CONT_CAPACITY] = (int)circle_clamp(v[0], 0, 100000);
		val[VAL_CONT_FLAGS] = (int)(v[1] & (CONT_CLOSEABLE |
		    CONT_PICKPROOF | CONT_CLOSED | CONT_LOCKED));
		/* Locked is closed, and closed (or pickproof) closes. */
		if (val[VAL_CONT_FLAGS] & CONT_LOCKED)
			val[VAL_CONT_FLAGS] |= CONT_CLOSED;
		if (val[VAL_CONT_FLAGS] & (CONT_CLOSED|CONT_PICKPROOF))
			val[VAL_CONT_FLAGS] |= CONT_CLOSEABLE;
		val[VAL_CONT_KEY] = v[2] > 0 && v[2] <= AREA_VNUM_MAX ?
		    (int)v[2] : -1;
		if (v[3] != 0)
			import_note(f->c->imp, IMPORT_LEFT_OUT, f->name, line,
			    "object %d: corpse marker dropped", o->vnum);
		break;
	case OBJ_DRINK:
		val[VAL_DRINK_CAPACITY] = (int)circle_clamp(v[0], 0, 100000);
		val[VAL_DRINK_AMOUNT] = (int)circle_clamp(v[1], 0,
		    val[VAL_DRINK_CAPACITY]);
		val[VAL_DRINK_LIQUID] = obj_liquid(f, o, line, v[2]);
		val[VAL_DRINK_POISONED] = v[3] != 0;
		break;
	case OBJ_FOUNTAIN:
		val[VAL_DRINK_LIQUID] = obj_liquid(f, o, line, v[2]);
		val[VAL_DRINK_POISONED] = v[3] != 0;
		break;
	case OBJ_FOOD:
		val[VAL_FOOD_HOURS] = (int)circle_clamp(v[0], 0, 1000);
		val[VAL_FOOD_POISONED] = v[3] != 0;
		break;
	case OBJ_MONEY:
		val[VAL_MONEY_GOLD] = (int)circle_clamp(v[0], 0, 100000000);
		break;
	case OBJ_FURNITURE:
		val[VAL_FURNITURE_SEATS] = (int)circle_clamp(v[0], 0, 1000);
		break;
	default:
		break;
	}
}

/* The type and flags line: 'type extra wear [perm]' or tbaMUD's 13. */
static int
obj_flags_line(struct cfile *f, struct obj_def *o, char *buf, long *type)
{
	struct circle	*c = f->c;
	char		*w[CIRCLE_WORDS_MAX], what[32];
	uint64_t	 wear;
	int		 n, i, tba;

	snprintf(what, sizeof what, "object %d", o->vnum);
	n = circle_words(buf, w, CIRCLE_WORDS_MAX);
	if ((n != 3 && n != 4 && n != 13) || circle_num(w[0], type) != 0)
		return (-1);
	tba = n == 13;
	if (*type < 0 || *type >= NITEM_TYPES) {
		import_note(c->imp, IMPORT_APPROXIMATED, f->name, f->line,
		    "%s: type %ld unknown, made trash", what, *type);
		*type = 13;
	}
	o->type = item_types[*type].type;
	if (!item_types[*type].exact)
		import_note(c->imp, IMPORT_APPROXIMATED, f->name, f->line,
		    "%s: type %s made %s", what, item_types[*type].name,
		    obj_type_name(o->type));
	o->flags = circle_flags(c, f->name, f->line, what, extra_flags,
	    sizeof extra_flags / sizeof *extra_flags, circle_bits(w[1]));
	wear = circle_bits(w[tba ? 5 : 2]);
	if ((wear & 1) == 0)
		o->flags |= ITEM_NO_TAKE;
	o->wear = circle_flags(c, f->name, f->line, what, wear_flags,
	    sizeof wear_flags / sizeof *wear_flags, wear & ~(uint64_t)1);
	for (i = 2; tba && i < 13; i++) {
		if (i != 5 && circle_bits(w[i]) != 0)
			import_note(c->imp, IMPORT_LEFT_OUT, f->name, f->line,
			    "%s: flags of field %d have no equivalent", what,
			    i + 1);
	}
	if (n == 4 && circle_bits(w[3]) != 0)
		import_note(c->imp, IMPORT_LEFT_OUT, f->name, f->line,
		    "%s: affects it gives its wearer have no equivalent", what);
	return (0);
}

/* An A affect: 'location modifier' on the next line. */
static void
obj_affect(struct cfile *f, struct obj_def *o)
{
	char	buf[CIRCLE_LINE_MAX], *w[CIRCLE_WORDS_MAX];
	long	loc, mod;
	int	line = f->line;

	if (!cfile_next(f, buf, sizeof buf) ||
	    circle_words(buf, w, CIRCLE_WORDS_MAX) < 2 ||
	    circle_num(w[0], &loc) != 0 || circle_num(w[1], &mod) != 0) {
		import_note(f->c->imp, IMPORT_BROKEN, f->name, line, "object "
		    "%d: affect needs '<location> <modifier>'", o->vnum);
		return;
	}
	if (loc < 0 || loc >= (long)(sizeof applies / sizeof *applies) ||
	    applies[loc].apply == APPLY_NONE) {
		if (loc != 0)
			import_note(f->c->imp, IMPORT_LEFT_OUT, f->name, line,
			    "object %d: apply %s has no equivalent", o->vnum,
			    loc >= 0 && loc < (long)(sizeof applies /
			    sizeof *applies) ? applies[loc].name : "unknown");
		return;
	}
	o->affects = xreallocarray(o->affects, o->naffects + 1,
	    sizeof *o->affects);
	o->affects[o->naffects].location = applies[loc].apply;
	o->affects[o->naffects].modifier = (int)circle_clamp(mod, -1000,
	    1000);
	o->naffects++;
}

/* The values line and the weight line. */
static int
obj_numbers(struct cfile *f, struct obj_def *o, long type)
{
	char	buf[CIRCLE_LINE_MAX], *w[CIRCLE_WORDS_MAX];
	long	v[5] = { 0, 0, 0, 0, 0 };
	int	n, i, line;

	if (!cfile_next(f, buf, sizeof buf) ||
	    (n = circle_words(buf, w, CIRCLE_WORDS_MAX)) < 4)
		return (-1);
	line = f->line;
	for (i = 0; i < 4; i++) {
		if (circle_num(w[i], &v[i]) != 0)
			v[i] = (long)circle_bits(w[i]);
	}
	obj_values(f, o, type, v, line);
	if (!cfile_next(f, buf, sizeof buf) ||
	    (n = circle_words(buf, w, CIRCLE_WORDS_MAX)) < 3)
		return (-1);
	for (i = 0; i < n && i < 5; i++) {
		if (circle_num(w[i], &v[i]) != 0)
			return (-1);
	}
	o->weight = (int)circle_clamp(v[0], 0, 100000);
	o->cost = (int)circle_clamp(v[1], 0, 100000000);
	if (n > 3)
		o->level = (int)circle_clamp(v[3], 0, 1000);
	if (n > 4 && v[4] > 0)
		o->timer = (int)circle_clamp(v[4], 1, 10000);
	return (0);
}

/* One object, from its '#' line on. */
static int
obj_read(struct cfile *f, long vnum, int line)
{
	struct circle		*c = f->c;
	struct circle_obj	*co;
	struct obj_def		 o;
	char			 buf[CIRCLE_LINE_MAX], what[32], *s[4];
	long			 type = 0;
	int			 i, unlisted;

	memset(&o, 0, sizeof o);
	o.vnum = (int)vnum;
	o.line = line;
	snprintf(what, sizeof what, "object %ld", vnum);
	if (circle_record_head(f, line, what, s, buf, sizeof buf) != 0)
		return (-1);
	o.keywords = circle_text_or(s[0], 1, "object");
	o.short_desc = circle_text_or(s[1], 1, o.keywords);
	o.long_desc = circle_text(s[2], 1);
	if ((unlisted = *o.long_desc == '\0')) {
		free(o.long_desc);
		o.long_desc = xstrdup(o.short_desc);
	}
	if (*s[3] != '\0')
		import_note(c->imp, IMPORT_LEFT_OUT, f->name, line, "%s: its "
		    "action description has no equivalent", what);
	for (i = 0; i < 4; i++)
		free(s[i]);
	if (obj_flags_line(f, &o, buf, &type) != 0 ||
	    obj_numbers(f, &o, type) != 0) {
		import_note(c->imp, IMPORT_BROKEN, f->name, f->line, "%s: "
		    "malformed numbers (type flags wear; four values; weight "
		    "cost rent): dropped", what);
		area_obj_def_free(&o);
		cfile_skip_block(f);
		return (0);
	}
	/* Hidden in the room's list in the source: so it is here. */
	if (unlisted)
		o.flags |= ITEM_UNLISTED;
	for (;;) {
		int	p = cfile_peek(f);

		if (p == -1 || p == '#' || p == '$')
			break;
		cfile_next(f, buf, sizeof buf);
		if (buf[0] == 'E')
			circle_read_extra(f, &o.extras, &o.nextras, f->line,
			    what);
		else if (buf[0] == 'A')
			obj_affect(f, &o);
		else if (buf[0] == 'T')
			circle_attach(f, SCRIPT_OBJ, (int)vnum, buf);
		else
			import_note(c->imp, IMPORT_BROKEN, f->name, f->line,
			    "%s: line '%.40s' is not E, A or T: skipped", what,
			    buf);
	}
	if (!circle_vnum_ok(f, vnum, line, what)) {
		area_obj_def_free(&o);
		return (0);
	}
	c->objs = xgrow(c->objs, &c->aobjs, c->nobjs + 1, sizeof *c->objs);
	co = &c->objs[c->nobjs++];
	co->d = o;
	co->file = f->name;
	co->seq = c->seq++;
	return (0);
}

void
circle_read_obj(struct cfile *f)
{
	size_t	first = f->c->nobjs;

	cfile_records(f, "an object", obj_read);
	if (f->c->nobjs > first)
		import_note(f->c->imp, IMPORT_LEFT_OUT, f->name, 0, "%zu "
		    "objects: rent is not kept", f->c->nobjs - first);
}
