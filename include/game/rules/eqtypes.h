/*
 * eqtypes.h: the types of the game's events on the event queue (the kinds
 * of the things that own them or are aimed at are in eqkind.h).
 */
#ifndef MUD_EQTYPES_H
#define MUD_EQTYPES_H

#include "eqkind.h"

enum eq_type {
	EQT_LINKDEAD,		/* a link-dead character leaves the game */
	EQT_AREA_RESET,		/* an area refills what is missing */
	EQT_AUTOSAVE,		/* a player is saved */
	EQT_HEAL,		/* a hurt character regains points */
	EQT_COMBAT,		/* a fighter's next attack */
	EQT_CAST,		/* a spell being cast takes effect */
	EQT_AFFECT,		/* an affect wears off */
	EQT_WAIT,		/* a lagged character may act again */
	EQT_STUN,		/* a stunned character comes round */
	EQT_AGGRO,		/* aggressive mobiles in a room attack */
	EQT_WANDER,		/* a wandering mobile takes a step */
	EQT_IDLE,		/* an idle player is logged out */
	EQT_DECAY,		/* a corpse crumbles */
	EQT_LOGIN_IDLE,		/* a connection idle at the login is closed */
	EQT_LIGHT,		/* a held light burns for an hour */
	EQT_HUNGER,		/* a player grows an hour hungrier */
	EQT_HOUR,		/* the game's hour passes: sun, weather */
	EQT_SCRIPT,		/* a script's after() or every() is due */
	EQT_SCRIPT_RANDOM,	/* a minute of a thing's random scripts */
	EQT_SCRIPT_HOUR,	/* an hour of a thing's hour scripts */
	EQT_BACKUP,		/* the database is backed up, or a copy goes on */
	EQT_COUNTDOWN,		/* a reboot or shutdown warns, or happens */
	EQT_OLC_LOCK,		/* a builder's idle lock on its areas ends */
	EQT_OLC_SAVE,		/* areas edited in the game are written */
	EQT_SCRIPT_HUNT,	/* a mobile a script set hunting takes a step */
	EQT_SCRIPT_TICK,	/* a tick of a thing's tick scripts */
	EQT_QUEST,		/* an hour of a player's quest, or its wait */
	EQT_AUCTION,		/* the auctioneer calls: once, twice, sold */
	EQT__COUNT
};

/* The name of an event type, for the 'events' command. */
static inline const char *
eq_type_name(int type)
{
	static const char	*names[EQT__COUNT] = {
		[EQT_LINKDEAD] = "linkdead",
		[EQT_AREA_RESET] = "area-reset",
		[EQT_AUTOSAVE] = "autosave",
		[EQT_HEAL] = "heal",
		[EQT_COMBAT] = "combat",
		[EQT_CAST] = "cast",
		[EQT_AFFECT] = "affect",
		[EQT_WAIT] = "wait",
		[EQT_STUN] = "stun",
		[EQT_AGGRO] = "aggro",
		[EQT_WANDER] = "wander",
		[EQT_IDLE] = "idle",
		[EQT_DECAY] = "decay",
		[EQT_LOGIN_IDLE] = "login-idle",
		[EQT_LIGHT] = "light",
		[EQT_HUNGER] = "hunger",
		[EQT_HOUR] = "hour",
		[EQT_SCRIPT] = "script",
		[EQT_SCRIPT_RANDOM] = "script-random",
		[EQT_SCRIPT_HOUR] = "script-hour",
		[EQT_BACKUP] = "backup",
		[EQT_COUNTDOWN] = "countdown",
		[EQT_OLC_LOCK] = "olc-lock",
		[EQT_OLC_SAVE] = "olc-save",
		[EQT_SCRIPT_HUNT] = "script-hunt",
		[EQT_SCRIPT_TICK] = "script-tick",
		[EQT_QUEST] = "quest",
		[EQT_AUCTION] = "auction",
	};

	return (type >= 0 && type < EQT__COUNT ? names[type] : "?");
}

#endif
