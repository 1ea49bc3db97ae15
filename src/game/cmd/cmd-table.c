/*
 * cmd-table.c: every command, in the order abbreviations are tried:
 * { name, alias, min position, min role, flags, handler }. What each does
 * and how it is typed is its help entry (data/help/commands.hlp; a test
 * fails on a command without one). Every staff command (a role above
 * player) is audited; CMD_AUDIT marks one with consequences (it changes
 * roles, bans, the world, the files or the server, or acts on a player):
 * its rows are kept limits.audit_days whatever else is typed. Without it
 * a staff command is routine (goto, stat, rstat): its rows are rate-
 * limited and the first to go. A new staff command sets it or not here.
 */
#include "backup.h"
#include "character.h"
#include "commands.h"
#include "interp.h"
#include "player.h"

/*
 * The least position each needs, as Diku players know them (ROM's table):
 * what only shows the character or sets an option works even stunned;
 * looking, talking and handling things need one awake; attacking, casting
 * and fleeing need one on its feet or already fighting; walking needs one
 * standing and out of a fight.
 */
#define ANY	POS_DEAD
#define SLEEP	POS_SLEEPING
#define REST	POS_RESTING
#define FIGHT	POS_FIGHTING
#define STAND	POS_STANDING

#define P	ROLE_PLAYER
#define B	ROLE_BUILDER
#define A	ROLE_ADMIN

const struct cmd_entry cmd_table[] = {
	/* Movement first, so that "n", "s", "u" and friends win. */
	{ "north", "n", STAND, P, 0, cmd_north },
	{ "east", "e", STAND, P, 0, cmd_east },
	{ "south", "s", STAND, P, 0, cmd_south },
	{ "west", "w", STAND, P, 0, cmd_west },
	{ "up", "u", STAND, P, 0, cmd_up },
	{ "down", "d", STAND, P, 0, cmd_down },
	{ "look", "l", REST, P, CMD_FROZEN, cmd_look },
	{ "kill", "k", FIGHT, P, 0, cmd_kill },
	{ "cast", "c", FIGHT, P, 0, cmd_cast },
	{ "get", NULL, REST, P, 0, cmd_get },
	{ "inventory", "i", ANY, P, 0, cmd_inventory },
	{ "say", NULL, REST, P, CMD_TALK, cmd_say },
	{ "drop", NULL, REST, P, 0, cmd_drop },
	{ "put", NULL, REST, P, 0, cmd_put },
	{ "give", NULL, REST, P, 0, cmd_give },
	{ "wear", NULL, REST, P, 0, cmd_wear },
	{ "wield", NULL, REST, P, 0, cmd_wield },
	{ "hold", NULL, REST, P, 0, cmd_hold },
	{ "remove", NULL, REST, P, 0, cmd_remove },
	{ "equipment", "eq", ANY, P, 0, cmd_equipment },
	{ "eat", NULL, REST, P, 0, cmd_eat },
	{ "drink", NULL, REST, P, 0, cmd_drink },
	{ "fill", NULL, REST, P, 0, cmd_fill },
	{ "pour", NULL, REST, P, 0, cmd_pour },
	{ "quaff", NULL, REST, P, 0, cmd_quaff },
	{ "recite", NULL, REST, P, 0, cmd_recite },
	{ "zap", NULL, FIGHT, P, 0, cmd_zap },
	{ "brandish", NULL, FIGHT, P, 0, cmd_brandish },
	{ "sacrifice", "sac", REST, P, 0, cmd_sacrifice },
	{ "junk", NULL, REST, P, 0, cmd_junk },
	{ "list", NULL, REST, P, 0, cmd_list },
	{ "buy", NULL, REST, P, 0, cmd_buy },
	{ "sell", NULL, REST, P, 0, cmd_sell },
	{ "split", NULL, REST, P, 0, cmd_split },
	{ "value", NULL, REST, P, 0, cmd_value },
	{ "examine", "ex", REST, P, 0, cmd_examine },
	{ "exits", NULL, REST, P, 0, cmd_exits },
	{ "open", NULL, REST, P, 0, cmd_open },
	{ "close", NULL, REST, P, 0, cmd_close },
	{ "lock", NULL, REST, P, 0, cmd_lock },
	{ "unlock", NULL, REST, P, 0, cmd_unlock },
	{ "flee", NULL, FIGHT, P, 0, cmd_flee },
	{ "kick", NULL, FIGHT, P, 0, cmd_kick },
	{ "disarm", NULL, FIGHT, P, 0, cmd_disarm },
	{ "pick", NULL, REST, P, 0, cmd_pick },
	{ "sneak", NULL, STAND, P, 0, cmd_sneak },
	{ "hide", NULL, REST, P, 0, cmd_hide },
	{ "rescue", NULL, FIGHT, P, 0, cmd_rescue },
	{ "follow", NULL, REST, P, 0, cmd_follow },
	{ "group", NULL, SLEEP, P, 0, cmd_group },
	{ "gtell", "gt", SLEEP, P, CMD_TALK, cmd_gtell },
	{ "assist", NULL, STAND, P, 0, cmd_assist },
	{ "bash", NULL, FIGHT, P, 0, cmd_bash },
	{ "backstab", "bs", STAND, P, 0, cmd_backstab },
	{ "consider", "con", REST, P, 0, cmd_consider },
	{ "wimpy", NULL, ANY, P, CMD_OWN, cmd_wimpy },
	{ "rest", NULL, SLEEP, P, 0, cmd_rest },
	{ "sit", NULL, SLEEP, P, 0, cmd_sit },
	{ "sleep", NULL, SLEEP, P, 0, cmd_sleep },
	{ "stand", NULL, SLEEP, P, 0, cmd_stand },
	{ "wake", NULL, SLEEP, P, 0, cmd_stand },
	{ "steal", NULL, STAND, P, 0, cmd_steal },
	{ "skills", NULL, ANY, P, 0, cmd_skills },
	{ "practice", NULL, REST, P, CMD_OWN, cmd_practice },
	{ "levels", NULL, ANY, P, 0, cmd_levels },
	{ "spells", NULL, ANY, P, 0, cmd_spells },
	{ "affects", "af", ANY, P, 0, cmd_affects },
	{ "recall", NULL, FIGHT, P, 0, cmd_recall },
	{ "who", NULL, ANY, P, 0, cmd_who },
	{ "where", NULL, REST, P, 0, cmd_where },
	{ "whois", NULL, ANY, P, 0, cmd_whois },
	{ "finger", NULL, ANY, P, 0, cmd_finger },
	{ "scan", NULL, REST, P, 0, cmd_scan },
	{ "tell", NULL, REST, P, CMD_TALK, cmd_tell },
	{ "reply", NULL, REST, P, CMD_TALK, cmd_reply },
	{ "gossip", NULL, SLEEP, P, CMD_TALK, cmd_gossip },
	{ "ooc", NULL, SLEEP, P, CMD_TALK, cmd_ooc },
	{ "newbie", NULL, SLEEP, P, CMD_TALK, cmd_newbie },
	{ "grats", NULL, SLEEP, P, CMD_TALK, cmd_grats },
	{ "channels", NULL, ANY, P, 0, cmd_channels },
	{ "afk", NULL, ANY, P, CMD_OWN | CMD_AFK, cmd_afk },
	{ "ignore", NULL, ANY, P, CMD_OWN, cmd_ignore },
	{ "unignore", NULL, ANY, P, CMD_OWN, cmd_unignore },
	{ "note", NULL, REST, P, CMD_OWN, cmd_note },
	{ "mail", NULL, REST, P, CMD_OWN, cmd_mail },
	{ "emote", NULL, REST, P, CMD_TALK, cmd_emote },
	{ "help", NULL, ANY, P, 0, cmd_help },
	{ "history", NULL, SLEEP, P, 0, cmd_history },
	{ "socials", NULL, ANY, P, 0, cmd_socials },
	{ "score", "sc", ANY, P, 0, cmd_score },
	{ "time", NULL, ANY, P, 0, cmd_time },
	{ "weather", NULL, REST, P, 0, cmd_weather },
	{ "save", NULL, ANY, P, CMD_OWN, cmd_save },
	{ "title", NULL, ANY, P, CMD_OWN, cmd_title },
	{ "prompt", NULL, ANY, P, CMD_RAWARG | CMD_OWN, cmd_prompt },
	{ "color", "colour", ANY, P, CMD_OWN, cmd_color },
	{ "brief", NULL, ANY, P, CMD_OWN, cmd_brief },
	{ "compact", NULL, ANY, P, CMD_OWN, cmd_compact },
	{ "toggle", "config", ANY, P, CMD_OWN, cmd_toggle },
	{ "alias", NULL, ANY, P, CMD_OWN, cmd_alias },
	{ "unalias", NULL, ANY, P, CMD_OWN, cmd_unalias },
	{ "password", NULL, ANY, P, CMD_NOLOG | CMD_NOABBREV | CMD_OWN,
	    cmd_password },
	{ "areas", NULL, ANY, B, 0, cmd_areas },
	{ "areload", NULL, ANY, B, CMD_NOABBREV | CMD_AUDIT, cmd_areload },
	{ "goto", NULL, ANY, B, 0, cmd_goto },
	{ "wizinvis", NULL, ANY, B, 0, cmd_wizinvis },
	{ "at", NULL, ANY, B, 0, cmd_at },
	{ "load", NULL, ANY, B, CMD_AUDIT, cmd_load },
	{ "purge", NULL, ANY, B, CMD_NOABBREV | CMD_AUDIT, cmd_purge },
	{ "redit", NULL, REST, B, 0, cmd_redit },
	{ "medit", NULL, REST, B, 0, cmd_medit },
	{ "oedit", NULL, REST, B, 0, cmd_oedit },
	{ "sedit", NULL, REST, B, 0, cmd_sedit },
	{ "zedit", NULL, REST, B, 0, cmd_zedit },
	{ "rlink", NULL, REST, B, 0, cmd_rlink },
	{ "dig", NULL, REST, B, 0, cmd_dig },
	{ "zreset", NULL, ANY, B, CMD_AUDIT, cmd_zreset },
	{ "acreate", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_acreate },
	{ "rstat", NULL, ANY, B, 0, cmd_rstat },
	{ "mstat", NULL, ANY, B, 0, cmd_mstat },
	{ "ostat", NULL, ANY, B, 0, cmd_ostat },
	{ "vnum", NULL, ANY, B, 0, cmd_vnum },
	{ "asave", NULL, ANY, B, CMD_NOABBREV | CMD_AUDIT, cmd_asave },
	{ "alock", NULL, ANY, B, 0, cmd_alock },
	{ "hedit", NULL, ANY, B, CMD_NOABBREV | CMD_AUDIT, cmd_hedit },
	{ "aassign", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_aassign },
	{ "aunassign", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_aunassign },
	{ "events", NULL, ANY, A, 0, cmd_events },
	{ "stat", NULL, ANY, A, 0, cmd_stat },
	{ "reload", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_reload },
	{ "promote", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_promote },
	{ "users", NULL, ANY, A, 0, cmd_users },
	{ "audit", NULL, ANY, A, 0, cmd_audit },
	{ "transfer", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_transfer },
	{ "restore", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_restore },
	{ "snoop", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_snoop },
	{ "force", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_force },
	{ "freeze", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_freeze },
	{ "mute", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_mute },
	{ "ban", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_ban },
	{ "unban", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_unban },
	{ "backup", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_backup },
	{ "reboot", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_reboot },
	{ "shutdown", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_shutdown },
	{ "wiznet", NULL, ANY, B, 0, cmd_wiznet },
	{ "peace", NULL, ANY, B, CMD_AUDIT, cmd_peace },
	{ "holylight", NULL, ANY, B, 0, cmd_holylight },
	{ "poofin", NULL, ANY, B, 0, cmd_poofin },
	{ "poofout", NULL, ANY, B, 0, cmd_poofout },
	{ "string", NULL, ANY, B, CMD_NOABBREV | CMD_AUDIT, cmd_string },
	{ "clone", NULL, ANY, B, CMD_NOABBREV | CMD_AUDIT, cmd_clone },
	{ "mwhere", NULL, ANY, B, 0, cmd_mwhere },
	{ "owhere", NULL, ANY, B, 0, cmd_owhere },
	{ "echo", NULL, ANY, A, CMD_AUDIT, cmd_echo },
	{ "zecho", NULL, ANY, A, CMD_AUDIT, cmd_zecho },
	{ "gecho", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_gecho },
	{ "slay", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_slay },
	{ "disconnect", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT,
	    cmd_disconnect },
	{ "wizlock", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_wizlock },
	{ "newlock", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_newlock },
	{ "set", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_set },
	{ "advance", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_advance },
	{ "switch", NULL, ANY, A, CMD_NOABBREV | CMD_AUDIT, cmd_switch },
	/* A player's rank: the mobile a staff member plays types it. */
	{ "return", NULL, ANY, P, 0, cmd_return },
	/* Whole only: "go" is not gossip, "g" still gets. */
	{ "go", NULL, STAND, P, CMD_NOABBREV, cmd_go },
	{ "quit", NULL, ANY, P, CMD_NOABBREV | CMD_FROZEN | CMD_OWN, cmd_quit },
	{ "train", NULL, REST, P, CMD_OWN, cmd_train },
	{ "gain", NULL, REST, P, CMD_OWN, cmd_gain },
	{ "heal", NULL, REST, P, CMD_OWN, cmd_heal },
	{ "quest", NULL, REST, P, CMD_OWN, cmd_quest },
	{ "quests", NULL, ANY, P, CMD_OWN, cmd_quests },
	{ "order", NULL, REST, P, 0, cmd_order },
};

const unsigned int cmd_count = sizeof cmd_table / sizeof cmd_table[0];

/* How often each command ran (interp_run), by its place in the table. */
uint64_t cmd_runs[sizeof cmd_table / sizeof cmd_table[0]];
