/*
 * area.h: the world as builders write it: areas of rooms, mobile and object
 * prototypes and resets, read from the text files in area/ (format in
 * area/README.md), checked, and written back byte for byte.
 *
 * This module knows nothing of the running game: it turns files into these
 * plain structures (and back) and reports every problem as
 * "file:line: message". The game builds its live rooms, mobiles and objects
 * from them.
 */
#ifndef MUD_AREA_H
#define MUD_AREA_H

#include <stddef.h>
#include <stdint.h>

enum dir { DIR_NORTH, DIR_EAST, DIR_SOUTH, DIR_WEST, DIR_UP, DIR_DOWN,
	DIR__COUNT };

/* Room flags. */
#define ROOM_DARK		0x0001
#define ROOM_SAFE		0x0002
#define ROOM_NO_MOB		0x0004
#define ROOM_RECALL		0x0008	/* where 'recall' and the dead go */
#define ROOM_INDOORS		0x0010
#define ROOM_PRIVATE		0x0020
#define ROOM_NO_RECALL		0x0040
#define ROOM_ARENA		0x0080	/* anyone may fight; the dead keep all */
#define ROOM_PET_SHOP		0x0100	/* sells the mobiles of room vnum + 1 */

enum sector { SECT_INSIDE, SECT_CITY, SECT_FIELD, SECT_FOREST, SECT_HILLS,
	SECT_MOUNTAIN, SECT_WATER_SWIM, SECT_WATER_NOSWIM, SECT_AIR,
	SECT_DESERT, SECT_UNDERWATER, SECT__COUNT };

/* Exit flags. */
#define EXIT_DOOR		0x01
#define EXIT_CLOSED		0x02
#define EXIT_LOCKED		0x04
#define EXIT_PICKPROOF		0x08

/* Mobile flags. */
#define MOB_SENTINEL		0x0001	/* never moves */
#define MOB_SCAVENGER		0x0002
#define MOB_AGGRESSIVE		0x0004
#define MOB_STAY_AREA		0x0008
#define MOB_WIMPY		0x0010
#define MOB_WANDER		0x0020	/* walks about on its own */
#define MOB_NO_KILL		0x0040	/* shopkeepers, guildmasters */
#define MOB_MAGE		0x0080	/* casts harm in a fight */
#define MOB_CLERIC		0x0100	/* heals itself in a fight */
#define MOB_WARRIOR		0x0200	/* kicks and bashes in a fight */
#define MOB_TRAINER		0x0400	/* players 'train' with it */
#define MOB_HEALER		0x0800	/* players buy cures of it ('heal') */
#define MOB_QUESTMASTER		0x1000	/* hands out autoquests ('quest') */

/* Affect flags (on mobiles and given by objects). */
#define AFF_INVISIBLE		0x0001
#define AFF_DETECT_INVIS	0x0002
#define AFF_INFRARED		0x0004	/* sees in the dark */
#define AFF_SANCTUARY		0x0008
#define AFF_HASTE		0x0010
#define AFF_SNEAK		0x0020
#define AFF_BLIND		0x0040	/* sees nothing */
#define AFF_POISON		0x0080	/* sick: heals slowly, hurts hourly */
#define AFF_DETECT_EVIL		0x0100	/* sees a red aura on the evil */
#define AFF_SLEEP		0x0200	/* asleep and can't wake */
#define AFF_HIDE		0x0400	/* not seen in the room */

enum obj_type { OBJ_TRASH, OBJ_LIGHT, OBJ_WEAPON, OBJ_ARMOR, OBJ_CONTAINER,
	OBJ_KEY, OBJ_FOOD, OBJ_DRINK, OBJ_POTION, OBJ_SCROLL, OBJ_TREASURE,
	OBJ_MONEY, OBJ_FURNITURE, OBJ_FOUNTAIN, OBJ_CORPSE, OBJ_WAND,
	OBJ_STAFF, OBJ_BOARD, OBJ_PORTAL, OBJ__COUNT };

/* Object flags. */
#define ITEM_GLOW		0x0001
#define ITEM_HUM		0x0002
#define ITEM_MAGIC		0x0004
#define ITEM_NO_DROP		0x0008
#define ITEM_NO_REMOVE		0x0010
#define ITEM_INVISIBLE		0x0020
#define ITEM_BLESS		0x0040
#define ITEM_NO_TAKE		0x0080	/* fixtures: fountains, statues */
#define ITEM_UNLISTED		0x0100	/* not in a room's list (imported) */
#define ITEM_QUEST		0x0200	/* fetched for a questmaster */

/* Where an object can be worn. */
enum wear_loc { WEAR_NONE = -1, WEAR_LIGHT, WEAR_FINGER, WEAR_NECK,
	WEAR_BODY, WEAR_HEAD, WEAR_LEGS, WEAR_FEET, WEAR_HANDS, WEAR_ARMS,
	WEAR_SHIELD, WEAR_ABOUT, WEAR_WAIST, WEAR_WRIST, WEAR_WIELD,
	WEAR_HOLD, WEAR__COUNT };

/* What an affect changes. */
enum apply { APPLY_NONE, APPLY_STR, APPLY_DEX, APPLY_INT, APPLY_WIS,
	APPLY_CON, APPLY_HIT, APPLY_MANA, APPLY_MOVE, APPLY_AC,
	APPLY_HITROLL, APPLY_DAMROLL, APPLY__COUNT };

struct dice {
	int	number;
	int	size;
	int	bonus;
};

struct extra_desc {
	char	*keywords;		/* space-separated */
	char	*text;
};

struct affect_def {
	enum apply	location;
	int		modifier;
};

struct exit_def {
	int	 to_vnum;		/* -1: no exit this way */
	int	 flags;			/* EXIT_*, the state at reset */
	int	 key_vnum;		/* -1: no key */
	char	*keywords;		/* "door", "gate", ...; may be NULL */
	char	*description;		/* seen with 'look <dir>'; may be NULL */
	int	 line;			/* where it was written */
};

/*
 * Scripts (area/SCRIPTING.md): Lua that a room, a mobile or an object runs
 * when something happens to it. The world keeps their text and what sets
 * them off; it never runs them: that is the game's (game/script*.c).
 */
enum script_trigger { TRIG_ENTER, TRIG_LEAVE, TRIG_SPEECH, TRIG_COMMAND,
	TRIG_FIGHT, TRIG_HEALTH, TRIG_DEATH, TRIG_GIVE, TRIG_RECEIVE, TRIG_GET,
	TRIG_DROP, TRIG_WEAR, TRIG_RANDOM, TRIG_RESET, TRIG_HOUR,
	TRIG_ACT, TRIG_ENTRY, TRIG_BRIBE, TRIG_LOAD, TRIG_MEMORY, TRIG_CAST,
	TRIG_DOOR, TRIG_REMOVE, TRIG_CONSUME, TRIG_LOGIN, TRIG_ENTER_ALL,
	TRIG_TICK, TRIG__COUNT };

/* What a script is attached to, for the triggers each may have. */
enum script_kind { SCRIPT_ROOM, SCRIPT_MOB, SCRIPT_OBJ };

#define SCRIPTS_MAX		16	/* scripts on one room, mob or object */
#define SCRIPT_ARGS_MAX		128	/* bytes of a trigger's arguments */
#define SCRIPT_FILE_MAX		65536	/* bytes in a .lua file */

struct script_def {
	enum script_trigger	 trigger;
	char			*args;	/* as written after the trigger, or
					   NULL: speech phrase, command words */
	int			 number;	/* percent (fight, health,
						   random), hour (-1: every),
						   object vnum (receive, 0:
						   any), gold (bribe) */
	char			*file;	/* the .lua file named, or NULL */
	char			*path;	/* where the text is: the area file
					   or the .lua file beside it */
	char			*source;	/* the Lua text; NULL if the
						   file could not be read */
	int			 line;	/* of the 'script' line */
	int			 first;	/* line of path where source starts */
	void			*compiled;	/* the game's; the world
						   never reads it */
	char			*behaviour;	/* on the first script a
						   'behaviour' line made: its
						   name and argument, as
						   written; else NULL */
	int			 lib;	/* made by a 'behaviour' line
					   from the library (area/lib) */
};

struct room_def {
	int			 vnum;
	char			*name;
	char			*description;
	enum sector		 sector;
	int			 flags;		/* ROOM_* */
	struct exit_def		 exits[DIR__COUNT];
	struct extra_desc	*extras;
	size_t			 nextras;
	struct script_def	*scripts;
	size_t			 nscripts;
	unsigned int		 triggers;	/* 1 << script_trigger */
	int			 line;
};

struct mob_def {
	int			 vnum;
	char			*keywords;	/* "guard cityguard" */
	char			*short_desc;	/* "the city guard" */
	char			*long_desc;	/* "A city guard stands here." */
	char			*description;	/* seen with 'look guard' */
	int			 level;
	int			 flags;		/* MOB_* */
	int			 affects;	/* AFF_* */
	int			 alignment;	/* -1000 .. 1000 */
	int			 hitroll;
	int			 armor;		/* armour class, lower is better */
	struct dice		 hit;		/* hit points */
	struct dice		 damage;	/* bare-handed damage */
	int			 gold;
	int			 guild;		/* 1 + the class it teaches
						   (area_guild_name),
						   AREA_GUILD_ALL, or 0 */
	const struct shop_def	*shop;		/* its shop, if a keeper */
	struct script_def	*scripts;
	size_t			 nscripts;
	unsigned int		 triggers;	/* 1 << script_trigger */
	int			 line;
};

struct obj_def {
	int			 vnum;
	char			*keywords;
	char			*short_desc;	/* "a long sword" */
	char			*long_desc;	/* "A long sword lies here." */
	enum obj_type		 type;
	int			 flags;		/* ITEM_* */
	int			 wear;		/* bit (1 << enum wear_loc) */
	int			 level;
	int			 weight;
	int			 cost;
	int			 timer;		/* game hours it lasts, 0:
						   for ever */
	int			 values[5];	/* meaning by type; README */
	struct affect_def	*affects;
	size_t			 naffects;
	struct extra_desc	*extras;
	size_t			 nextras;
	struct script_def	*scripts;
	size_t			 nscripts;
	unsigned int		 triggers;	/* 1 << script_trigger */
	int			 line;
};

/* Container states (obj_def.values[VAL_CONT_FLAGS]). */
#define CONT_CLOSEABLE		0x01
#define CONT_PICKPROOF		0x02
#define CONT_CLOSED		0x04
#define CONT_LOCKED		0x08

/*
 * What obj_def.values[] hold, by type (area/README.md). Values a type does
 * not use are 0. Attacks, liquids and spells are indexes into the tables
 * below (attack_name, liquid_name, spell_name); spell 0 is "no spell".
 */
#define VAL_LIGHT_HOURS		0	/* -1: burns for ever */
#define VAL_WEAPON_NUMBER	0	/* damage dice NdS+B */
#define VAL_WEAPON_SIZE		1
#define VAL_WEAPON_ATTACK	2
#define VAL_WEAPON_BONUS	3
#define VAL_WEAPON_POISON	4	/* envenomed: poisoning hits left */
#define VAL_ARMOR_AC		0
#define VAL_CONT_CAPACITY	0	/* weight it holds */
#define VAL_CONT_FLAGS		1	/* CONT_* */
#define VAL_CONT_KEY		2	/* -1: no key */
#define VAL_FOOD_HOURS		0
#define VAL_FOOD_POISONED	3
#define VAL_DRINK_CAPACITY	0	/* drinks when full (drink) */
#define VAL_DRINK_AMOUNT	1	/* drinks left (drink) */
#define VAL_DRINK_LIQUID	2	/* drink and fountain */
#define VAL_DRINK_POISONED	3
#define VAL_SPELL_LEVEL		0	/* potion and scroll */
#define VAL_SPELL_1		1
#define VAL_SPELL_2		2
#define VAL_SPELL_3		3
#define VAL_CHARGES		4	/* wand and staff: uses left */
#define VAL_MONEY_GOLD		0
#define VAL_FURNITURE_SEATS	0
#define VAL_PORTAL_TO		0	/* the room it leads to */
#define VAL_PORTAL_FLAGS	1	/* CONT_*, as a container's */
#define VAL_PORTAL_KEY		2	/* -1: no key */

/* Vnums are 1 .. AREA_VNUM_MAX. */
#define AREA_VNUM_MAX		999999

enum reset_kind {
	RESET_MOB,	/* a mobile into a room: arg1 mob, arg2 room, arg3 max */
	RESET_OBJ,	/* an object into a room: arg1 obj, arg2 room */
	RESET_GIVE,	/* to the last mobile: arg1 obj */
	RESET_EQUIP,	/* on the last mobile: arg1 obj, arg2 wear_loc */
	RESET_PUT,	/* into the last object: arg1 obj, arg2 container */
	RESET_DOOR,	/* arg1 room, arg2 dir, arg3 EXIT_* state: always
			   EXIT_DOOR, plus EXIT_CLOSED and EXIT_LOCKED */
	RESET_REMOVE,	/* an object off a room's floor: arg1 obj, arg2 room */
	RESET_SHUFFLE	/* a room's first arg2 exits (2-6) shuffled: arg1
			   room */
};

/*
 * A shop: its keeper (a mobile of the same area) sells what it carries and
 * buys things of the types it deals in. Prices are the object's cost times
 * sells_at (what a player pays, a percentage of at least 100) or buys_at
 * (what the keeper pays, at most sells_at). Open from hour open to hour
 * close of the game's day (open == close: always); in the listed rooms only
 * (none: wherever the keeper is).
 */
#define SHOP_ROOMS_MAX	8
struct shop_def {
	int	 keeper;		/* mob vnum */
	int	 buys;			/* bit (1 << enum obj_type) */
	int	 sells_at;		/* percent of cost */
	int	 buys_at;		/* percent of cost */
	int	 open;			/* hour, 0-23 */
	int	 close;
	int	 rooms[SHOP_ROOMS_MAX];
	int	 nrooms;
	int	 line;
};

struct reset_def {
	enum reset_kind	 kind;
	int		 arg1;
	int		 arg2;
	int		 arg3;
	int		 line;
};

struct area_def {
	char			*file;		/* path as given */
	char			*name;
	char			*builders;
	int			 min_vnum;
	int			 max_vnum;
	int			 reset_interval;	/* seconds; 0 = config */
	int			 line;		/* of 'vnums', for messages */
	struct room_def		*rooms;
	size_t			 nrooms;
	struct mob_def		*mobs;
	size_t			 nmobs;
	struct obj_def		*objs;
	size_t			 nobjs;
	struct reset_def	*resets;
	size_t			 nresets;
	struct shop_def		*shops;
	size_t			 nshops;
};

/* Every area of the world, in the order the list gives them. */
struct world_def {
	struct area_def		*areas;
	size_t			 nareas;
};

/*
 * Load one area file. Problems are appended to *errors as lines
 * "file:line: message"; returns the number found (the area is still
 * returned, holding what could be read, so that checking goes on).
 */
struct area_def	*area_load(const char *path, char **errors, int *nerrors);
/* Parse from memory, for tests and fuzzing; name is used in messages. */
struct area_def	*area_parse(const char *name, const char *text, size_t len,
		    char **errors, int *nerrors);
void		 area_free(struct area_def *);
/* Free what one room, mobile or object prototype holds (not itself). */
void		 area_room_def_free(struct room_def *);
void		 area_mob_def_free(struct mob_def *);
void		 area_obj_def_free(struct obj_def *);

/*
 * Load every area named in dir/area.lst and check the whole world:
 * duplicate vnums across areas, exits, keys and resets pointing to
 * nothing. Returns NULL only if the list itself cannot be read.
 */
struct world_def	*world_load(const char *dir, char **errors,
			    int *nerrors);
void			 world_free(struct world_def *);
/* Cross-area checks on an already-loaded world (world_load does them). */
int			 world_check(struct world_def *, char **errors);

/* Write an area in the canonical form: load then write gives the same
 * bytes for a file already in that form. */
char	*area_write(const struct area_def *, size_t *len);
int	 area_save(const struct area_def *, const char *path, char **cause);
/*
 * The bytes area_write has written and area_parse has read since the
 * start: what the work of an edit is measured by (tests, benches).
 */
unsigned long long area_write_total(void);
unsigned long long area_parse_total(void);

/* Name tables, shared with the game's commands and messages. */
const char	*dir_name(enum dir);
int		 dir_lookup(const char *);	/* "n", "north" -> DIR_NORTH */
enum dir	 dir_reverse(enum dir);
const char	*sector_name(enum sector);
const char	*obj_type_name(enum obj_type);
const char	*wear_loc_name(enum wear_loc);
const char	*apply_name(enum apply);

/* Reverse lookups by exact (lowercase) name; -1 if unknown. */
int		 sector_lookup(const char *);
int		 obj_type_lookup(const char *);
int		 wear_loc_lookup(const char *);
int		 apply_lookup(const char *);

/* Weapon attacks, liquids and spells: index <-> name; NULL/-1 if none. */
const char	*attack_name(int);
int		 attack_lookup(const char *);
const char	*liquid_name(int);
int		 liquid_lookup(const char *);
const char	*spell_name(int);
int		 spell_lookup(const char *);
/*
 * Behaviours (area/lib/<name>.lua, built into the server): add the
 * scripts of behaviour name with its argument arg (or NULL) to a room,
 * mob or object (enum script_kind) at line; 0, or -1 and *cause.
 */
int		 area_behaviour_add(int kind, const char *name,
		    const char *arg, int line, struct script_def **,
		    size_t *, unsigned int *triggers, char **cause);
/* The number of behaviours in the library, and the name of the i-th. */
size_t		 area_behaviour_count(void);
const char	*area_behaviour_name(size_t);

/* Script triggers: index <-> name; NULL/-1. */
const char	*script_trigger_name(int);
int		 script_trigger_lookup(const char *);
/* May a room, mob or object (enum script_kind) have this trigger? */
int		 script_trigger_allowed(int kind, int trigger);

/* The classes a guildmaster may teach: index <-> name; NULL/-1. */
const char	*area_guild_name(int);
int		 area_guild_lookup(const char *);
/* A mob's guild when it teaches every class ('guild all', ROM's way). */
#define AREA_GUILD_ALL		(-1)

/* The sets of flags written as names. */
enum area_flagset { AFS_ROOM, AFS_EXIT, AFS_MOB, AFS_AFF, AFS_ITEM,
	AFS_CONT, AFS_WEAR, AFS__COUNT };
/* Name of one flag bit (for AFS_WEAR: bit 1 << wear_loc), or NULL. */
const char	*area_flag_name(enum area_flagset, int bit);
/* Bit of a flag name, or 0 if unknown. */
int		 area_flag_lookup(enum area_flagset, const char *);
/* All set flags as space-separated names, in a new string ("" if none). */
char		*area_flags_string(enum area_flagset, int flags);

/* Move area into world (area's shell is freed; its contents kept). */
void		 world_add(struct world_def *, struct area_def *);

#endif
