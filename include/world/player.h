/*
 * player.h: what is kept of a character between sessions (struct
 * player_data, the character's pd), its roles and settings.
 *
 * The store knows nothing of these fields: game/save.c maps them to the
 * columns of the players table (save_to_record, save_from_record). A new
 * field is a member here, a line in that table and a migration in
 * store/store.c; store.h does not change.
 */
#ifndef MUD_PLAYER_H
#define MUD_PLAYER_H

#include <stdint.h>
#include <time.h>

/* The longest name a character may have, in bytes. */
#define CHAR_NAME_MAX	12
/* The longest clan name, in bytes (store.h's STORE_CLAN_NAME). */
#define PLAYER_CLAN_MAX	16

/*
 * The ranks, lowest first; the numbers are what the store keeps. Staff
 * act only on those of a lower rank (game/staff.c); an owner is made
 * from the command line alone (mud --role NAME owner) and nobody in the
 * game can demote one.
 */
enum player_role { ROLE_PLAYER = 0, ROLE_BUILDER = 1, ROLE_ADMIN = 2,
	ROLE_OWNER = 3 };
#define ROLE__COUNT	4

#define PREF_COLOR_OFF	0x01	/* no colour even if the client has it */
#define PREF_BRIEF	0x02	/* no room descriptions when walking */
#define PREF_COMPACT	0x04	/* no blank line before the prompt */
#define PREF_NO_GOSSIP	0x08	/* was: gossip is off; now a bit of
				   channels, moved there at login */
#define PREF_NO_AUTOEXIT 0x10	/* no exits line when looking at a room */
#define PREF_AUTOLOOT	0x20	/* loot a corpse one has killed */
#define PREF_AUTOGOLD	0x40	/* take the gold of a corpse one has killed */
#define PREF_AUTOSPLIT	0x80	/* share gold looted with one's group */
#define PREF_PK		0x100	/* took up player killing (pk_since) */
#define PREF_HOLYLIGHT	0x200	/* staff see all: dark, invisible, hidden */
#define PREF_NOFOLLOW	0x4000	/* no player may follow one ('nofollow') */
#define PREF_NOSUMMON	0x8000	/* no player's spell may summon one */
#define PREF_AUTOASSIST	0x400	/* join the fights of one's group */

/* One of a player's aliases: a word and the commands it stands for. */
struct player_alias {
	char	*name;
	char	*text;
};

/* Room for the game's skills (enum skill_id, game/class.h). */
#define PLAYER_SKILLS_MAX	64

/* What is saved of a player (mobiles have one too, never saved). */
#define PLAYER_SAVED_MAX	8	/* sections of a save (game/save.c) */

struct player_data {
	int64_t		 id;		/* the store's, 0 until created */
	char		 name[CHAR_NAME_MAX + 1];
	char		*pwhash;
	char		 class_name[16];
	char		 race[16];
	int		 level;
	int		 role;		/* enum player_role */
	int		 room;
	long long	 exp;
	char		*title;
	time_t		 created;
	time_t		 last_login;
	long long	 played;	/* seconds */
	int		 hit, max_hit;
	int		 mana, max_mana;
	int		 move, max_move;
	long long	 gold;
	int		 stats[5];	/* strength, intelligence, wisdom,
					   dexterity, constitution */
	int		 position;	/* enum position */
	int		 wimpy;		/* flee below this many hit points */
	int		 prefs;		/* PREF_* */
	char		*prompt;	/* "" for the default */
	int		 food;		/* game hours until hungry, 0-48 */
	int		 water;		/* game hours until thirsty, 0-48 */
	int		 practices;	/* sessions to spend at a guild */
	int		 trains;	/* sessions to spend at a trainer */
	unsigned char	 learned[PLAYER_SKILLS_MAX];	/* percent, by
							   skill_id */
	int		 pager;		/* lines a page, 0 for no paging */
	struct player_alias *aliases;	/* sorted by name, any case */
	int		 naliases;
	int		 channels;	/* 1 << channel_id: switched off */
	char		*ignored;	/* names, space-separated */
	time_t		 mail_since;	/* the hour of mail_sent began */
	int		 mail_sent;	/* letters sent since mail_since */
	time_t		 pk_since;	/* when PREF_PK was switched on */
	char		*vars;		/* scripts' variables, encoded
					   (game/script-var.c), or NULL */
	int		 frozen;	/* staff froze it: look and quit only */
	time_t		 muted_until;	/* 0 not muted, PLAYER_MUTED_FOREVER,
					   or when the mute ends */
	int		 wizinvis;	/* staff unseen by lower roles */
	int		 wiznet;	/* 1 << wiznet_kind: switched off;
					   WIZNET_OFF: the whole channel */
	char		*poofin;	/* seen on arriving by goto; NULL
					   or "" for the default */
	char		*poofout;	/* seen on leaving by goto, the same */
	char		*description;	/* seen by 'look <name>'; NULL or "" */
	/* Autoquests (game/quest.c): points, the quest now, the wait. */
	int		 qpoints;	/* quest points to spend */
	int		 quest_kind;	/* enum quest_kind, 0 for none */
	int		 quest_vnum;	/* the mobile to kill, or the thing */
	int		 quest_room;	/* where it was, a room's vnum */
	int		 quest_giver;	/* the questmaster's vnum */
	int		 quest_hours;	/* game hours left to do it */
	int		 quest_got;	/* the mobile is dead: go back */
	int		 quest_wait;	/* game hours before the next */
	long long	 quest_obj;	/* the uid of the thing to fetch */
	int		 quests_done;	/* autoquests done in all */
	char		*quest_log;	/* quests done, names ending in '\n',
					   or NULL */
	char		 clan[PLAYER_CLAN_MAX + 1];	/* "" for none */
	int		 clan_rank;	/* enum clan_rank (game/clan.h) */
	/*
	 * What the store holds of it, as game/save.c last wrote or read
	 * it: a hash of each section, which of them are known, and the
	 * time played then. A record that knows nothing is written whole.
	 */
	uint64_t	 saved_hash[PLAYER_SAVED_MAX];
	unsigned	 saved_known;	/* 1 << section */
	long long	 saved_played;
};

#define PLAYER_MUTED_FOREVER	((time_t)-1)

#define PLAYER_FULL	48	/* the most food or water one holds */

/* Set up a new player's record: level 1, default points and stats. */
void	player_data_init(struct player_data *);
/* Free what a record holds (its strings); init it again to reuse it. */
void	player_data_clear(struct player_data *);
/* Free a player's aliases (the game's alias.c keeps them). */
void	player_aliases_clear(struct player_data *);

#endif
