/* eqtypes.h: the types of the game's events on the event queue. */
#ifndef MUD_EQTYPES_H
#define MUD_EQTYPES_H

enum eq_type {
	EQT_LINKDEAD,		/* a link-dead character leaves the game */
	EQT_AREA_RESET,		/* an area refills what is missing */
	EQT__COUNT
};

/* The name of an event type, for the 'events' command. */
static inline const char *
eq_type_name(int type)
{
	static const char	*names[EQT__COUNT] = {
		[EQT_LINKDEAD] = "linkdead",
		[EQT_AREA_RESET] = "area-reset",
	};

	return (type >= 0 && type < EQT__COUNT ? names[type] : "?");
}

#endif
