/*
 * config.h: the server's settings, defined by one table (config-table.c)
 * that the reader, the checks, --print-config and the documentation use.
 */
#ifndef MUD_CONFIG_H
#define MUD_CONFIG_H

#include <stdio.h>

enum config_key {
	CFG_NAME,
	CFG_PORT,
	CFG_BIND,
	CFG_DATABASE,
	CFG_AREA_DIR,
	CFG_MOTD,
	CFG_HELP_DIR,
	CFG_LOG_FILE,
	CFG_LOG_LEVEL,
	CFG_MAX_CONNECTIONS,
	CFG_MAX_PER_ADDRESS,
	CFG_MAX_LINE,
	CFG_MAX_INPUT,
	CFG_MAX_OUTPUT,
	CFG_MAX_SUBNEG,
	CFG_OUTPUT_BUDGET,
	CFG_PAGER_MAX,
	CFG_PAGER_BUDGET,
	CFG_LOGIN_TIMEOUT,
	CFG_LOGIN_ATTEMPTS,
	CFG_LOGIN_BACKOFF,
	CFG_HASH_QUEUE,
	CFG_HASH_PER_ADDRESS,
	CFG_ADDRESS_FAILURES,
	CFG_ADDRESS_LOCKOUT,
	CFG_LINKDEAD_TIMEOUT,
	CFG_AUDIT_KEEP,
	CFG_AREA_RESET,
	CFG_AUTOSAVE,
	CFG_HEAL_INTERVAL,
	CFG_HEAL_STANDING,
	CFG_HEAL_RESTING,
	CFG_HEAL_SLEEPING,
	CFG_AGGRO_DELAY,
	CFG_COMBAT_ROUND,
	CFG_IDLE_TIMEOUT,
	CFG_WANDER_INTERVAL,
	CFG_CORPSE_DECAY,
	CFG_PLAYER_CORPSE_DECAY,
	CFG_KEEP_ITEMS_ON_DEATH,
	CFG_PLAYER_KILLING,
	CFG_PK_HOLD,
	CFG_WHO_MAX,
	CFG_HOUR_LENGTH,
	CFG_HUNGER,
	CFG_BOARD_NOTES,
	CFG_MAIL_WAITING,
	CFG_MAIL_PER_HOUR,
	CFG_OLC_AUTOSAVE,
	CFG_OLC_LOCK_TIMEOUT,
	CFG_CAST_MAGIC_MISSILE,
	CFG_CAST_CURE_LIGHT,
	CFG_CAST_ARMOR,
	CFG_CAST_EARTHQUAKE,
	CFG_CAST_IDENTIFY,
	CFG_ARMOR_DURATION,
	CFG_CREATE_FOOD,
	CFG_PROTO_MCCP,
	CFG_PROTO_GMCP,
	CFG_PROTO_MSSP,
	CFG_PROTO_NAWS,
	CFG_PROTO_TTYPE,
	CFG_PROTO_CHARSET,
	CFG_PROTO_EOR,
	CFG_PROTO_MSDP,
	CFG_PROTO_MXP,
	CFG_CONTACT,
	CFG_HASH_THREADS,
	CFG_HASH_COST,
	CFG_PULSE_CATCHUP,
	CFG_PULSE_BUDGET,
	CFG_SCRIPT_INSTRUCTIONS,
	CFG_SCRIPT_MEMORY,
	CFG_SCRIPT_TIMERS,
	CFG_METRICS,
	CFG_METRICS_BIND,
	CFG_METRICS_PORT,
	CFG_BACKUP_DIR,
	CFG_BACKUP_INTERVAL,
	CFG_BACKUP_KEEP,
	CFG_BACKUP_MODE,
	CFG_BACKUP_PAGES,
	CFG_REBOOT_BINARY,
	CFG_TLS,
	CFG_TLS_PORT,
	CFG_TLS_CERT,
	CFG_TLS_KEY,
	CFG_TLS_HOSTNAME,
	CFG_TLS_MIN_VERSION,
	CFG_TLS_HANDSHAKE,
	CFG_WEB,
	CFG_WEB_BIND,
	CFG_WEB_PORT,
	CFG_WEB_ROOT,
	CFG_WEB_MAX_MESSAGE,
	CFG_WEB_TLS,
	CFG_WEB_ORIGINS,
	CFG_WEB_PING_INTERVAL,
	CFG_WEB_LINGER,
	/* Issue 17, part A: MCCP3 and the MSSP variables an admin knows. */
	CFG_PROTO_MCCP3,
	CFG_MSSP_HOSTNAME,
	CFG_MSSP_IP,
	CFG_MSSP_WEBSITE,
	CFG_MSSP_DISCORD,
	CFG_MSSP_ICON,
	CFG_MSSP_CREATED,
	CFG_MSSP_LANGUAGE,
	CFG_MSSP_LOCATION,
	CFG_MSSP_GENRE,
	CFG_MSSP_SUBGENRE,
	CFG_MSSP_GAMEPLAY,
	CFG_MSSP_GAMESYSTEM,
	CFG_MSSP_STATUS,
	CFG_MSSP_MINIMUM_AGE,
	/* Issue 19, goal 1: crowds. */
	CFG_ROOM_LIST_MAX,
	CFG_CROWD_SIZE,
	CFG_CROWD_WINDOW,
	CFG_CROWD_SPEAKER_LINES,
	CFG_CROWD_ROOM_LINES,
	/* Issue 19: memory of idle compressing players. */
	CFG_PROTO_MCCP_IDLE,
	CFG_AUDIT_DAYS,
	CFG_AUDIT_ROUTINE_RATE,
	/* Issue 26: budgets of builders' scripts. */
	CFG_SCRIPT_TIME,
	CFG_SCRIPT_AREA_TIMER_RUNS,
	CFG_SCRIPT_TIMER_RUNS,
	CFG_SCRIPT_AREA_LOADED,
	CFG_SCRIPT_LOADED,
	/* Issue 26: throwaway characters; IPv6 addresses by network. */
	CFG_NEW_PER_ADDRESS,
	CFG_NEW_WINDOW,
	CFG_MAIL_UNREAD,
	CFG_MAIL_PER_DAY,
	CFG_NOTES_PER_DAY,
	CFG_IPV6_PREFIX,
	/* Issue 26: how the first owner is made. */
	CFG_FIRST_OWNER_LOCAL,
	/* Issue 30: the socials are data. */
	CFG_SOCIALS,
	/* Issue 30: how a new character starts. */
	CFG_START_GOLD,
	CFG_START_SKILL,
	CFG_OUTFIT_LEVEL,
	/* Issue 30: autoquests (game/quest.c). */
	CFG_QUEST_HOURS_MIN,
	CFG_QUEST_HOURS_MAX,
	CFG_QUEST_WAIT_DONE,
	CFG_QUEST_WAIT_FAIL,
	/* Issue 31: the Mudlet package, announced by Client.GUI. */
	CFG_WEB_URL,
	CFG_WEB_MUDLET,
	CFG_AUCTION_STAGE,
	CFG__COUNT
};

/*
 * CONFIG_WORD: one of the words in the entry's unit ("debug info warn
 * error"), checked wherever a value is read, so that --print-config,
 * reload config and startup refuse the same values. CONFIG_PATH: a file or
 * directory; a relative path in a config file is taken from the file's
 * folder, one on the command line or by default from the working
 * directory.
 */
enum config_type { CONFIG_INT, CONFIG_STRING, CONFIG_BOOL, CONFIG_WORD,
	CONFIG_PATH };

struct config_entry {
	enum config_key	 key;
	const char	*section;
	const char	*name;
	enum config_type type;
	const char	*unit;
	long long	 min;
	long long	 max;
	const char	*def;
	const char	*help;
};

extern const struct config_entry config_table[CFG__COUNT];

struct config;

/* The config in force; set by main and by a reload. */
extern struct config	*config_current;

struct config	*config_new(void);
void		 config_free(struct config *);
/*
 * Read an INI file into c. Every problem is appended to *errors as a line
 * "file:line: message"; returns the number of problems (0 on success).
 */
int		 config_load(struct config *c, const char *path, char **errors);
/* Set one value by "section.name" or "name" from the command line. */
int		 config_set(struct config *c, const char *name, const char *value,
		    const char *origin, char **cause);
long long	 config_int(const struct config *, enum config_key);
const char	*config_str(const struct config *, enum config_key);
const char	*config_origin(const struct config *, enum config_key);
/* Print every value and where it came from. */
void		 config_print(const struct config *, FILE *);

/* Shorthands for the config in force. */
long long	conf_pulses(enum config_key);
static inline long long
conf_int(enum config_key k)
{
	return (config_int(config_current, k));
}

static inline const char *
conf_str(enum config_key k)
{
	return (config_str(config_current, k));
}

#endif
