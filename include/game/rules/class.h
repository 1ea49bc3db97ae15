/*
 * class.h: the classes a player chooses, and the skills and spells each
 * can learn: what a level brings (hit points, mana, movement, practice
 * sessions), at what level each skill comes, how far practice takes it.
 */
#ifndef MUD_CLASS_H
#define MUD_CLASS_H

struct character;
struct player_data;

enum class_id { CLASS_WARRIOR, CLASS_MAGE, CLASS_CLERIC, CLASS_THIEF,
	CLASS__COUNT };

struct class_def {
	const char	*name;
	const char	*blurb;		/* shown while choosing */
	int		 prime;		/* enum stat */
	int		 hit_min;	/* hit points a level, before con */
	int		 hit_max;
	int		 mana;		/* mana a level, before int and wis */
	int		 move;		/* movement a level */
	int		 adept;		/* the most practice gives, percent */
};

extern const struct class_def class_table[CLASS__COUNT];

/* A class by the name a record holds, or by a prefix typed; -1 if none. */
int	class_find(const char *name);
int	class_of(const struct character *);

/*
 * The races: what they add to the attributes at creation, what they see,
 * and their size (how much they can carry).
 */
enum race_id { RACE_HUMAN, RACE_ELF, RACE_DWARF, RACE_HALFLING,
	RACE__COUNT };
enum race_size { SIZE_SMALL, SIZE_MEDIUM, SIZE_LARGE };

struct race_def {
	const char	*name;
	const char	*blurb;
	int		 stats[5];	/* added to 13 each, at creation */
	int		 aff;		/* AFF_* it is born with */
	enum race_size	 size;
};

extern const struct race_def race_table[RACE__COUNT];

int	race_find(const char *name);
int	race_of(const struct character *);
/* A new character of its race: its attributes. */
void	race_apply(struct player_data *);
/* A player entering the game gets what its race is born with. */
void	race_enter(struct character *);

/*
 * The skills and spells. A spell names its entry in magic's table; a skill
 * has none. Saved by name, so the order may change.
 */
enum skill_id { SK_NONE, SK_MAGIC_MISSILE, SK_CURE_LIGHT, SK_ARMOR,
	SK_EARTHQUAKE, SK_IDENTIFY, SK_CURE_SERIOUS, SK_HEAL, SK_REFRESH,
	SK_BLESS, SK_DETECT_INVIS, SK_INVISIBILITY, SK_INFRAVISION,
	SK_SANCTUARY, SK_HASTE, SK_KICK, SK_BASH, SK_SECOND_ATTACK, SK_PARRY,
	SK_DODGE, SK_ENHANCED_DAMAGE, SK_FIREBALL, SK_LIGHTNING_BOLT,
	SK_CHILL_TOUCH, SK_SHIELD, SK_WORD_OF_RECALL, SK_THIRD_ATTACK,
	SK_BACKSTAB, SK_SNEAK, SK_PEEK, SK_DISARM, SK_POISON, SK_BLINDNESS,
	SK_CURE_POISON, SK_CURE_BLINDNESS, SK_PICK_LOCK, SK_STEAL,
	SK_CURE_CRITICAL, SK_CREATE_FOOD, SK_CREATE_WATER, SK_DETECT_EVIL,
	SK_SLEEP, SK_LOCATE_OBJECT, SK_RESCUE, SK_HIDE, SK_BERSERK, SK_DIRT,
	SK_TRIP, SK_ENVENOM, SK__COUNT };

struct skill_def {
	const char	*name;
	int		 spell;			/* enum spell_id, or 0 */
	int		 level[CLASS__COUNT];	/* 0: the class never can */
};

extern const struct skill_def skill_table[SK__COUNT];

int	skill_find(const char *name);		/* exact; SK_NONE if none */
int	skill_of_spell(int spell);
/* May ch's class learn sk, at ch's level? */
int	skill_available(const struct character *, int sk);
/* How well ch knows sk, 0-100 (a mobile knows what it can do: 75). */
int	skill_learned(const struct character *, int sk);
/*
 * Use sk: does it work this time (a roll against how well it is known)?
 * Success now and then teaches a little more, and says so.
 */
int	skill_check(struct character *, int sk);
/* Give the skills that a class gets by pd's level, at 1% (none lost). */
void	skill_grant(struct player_data *);
/* One level up: the level, and what the class gives for it. */
void	class_raise_level(struct player_data *);

/*
 * The level table: the experience that reaches each level (the curve the
 * fight code pays out against) and each class's title at it, up to
 * CLASS_LEVEL_TITLED; 'levels' shows it.
 */
#define CLASS_LEVEL_TITLED	30
long long	class_exp_for_level(int level);	/* to reach level + 1 */
const char	*class_title(int class_id, int level);

/* The learned skills as text ("kick 40 parry 12"), and back. */
char	*skill_encode(const struct player_data *);
void	skill_decode(struct player_data *, const char *);

#endif
