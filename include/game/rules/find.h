/* find.h: find what a player names: "sword", "2.sword", "all.sword". */
#ifndef MUD_FIND_H
#define MUD_FIND_H

struct character;
struct object;
struct room;

/* Can ch see in its room (light, or not dark)? */
int			 find_can_see_room(const struct character *);
/* Does ch see everything: staff with holylight on (PREF_HOLYLIGHT)? */
int			 find_holylight(const struct character *);
/*
 * Would ch, whose affects are ch_aff (char_aff), see victim if the room
 * were lit? For a walk of a crowd: find_can_see_room once, then this.
 */
int			 find_sees_lit(const struct character *ch, int ch_aff,
			     const struct character *victim);
/* The same for a viewer of role other than victim (of what it is only
 * its role and whether it detects the invisible count). */
int			 find_sees_as(int role, int ch_aff,
			     const struct character *victim);
/* Can ch see victim (not invisible to it, and not in the dark)? */
int			 find_can_see_char(const struct character *ch,
			    const struct character *victim);
/* A character in ch's room other than... any, matching arg. */
struct character	*find_char_room(struct character *ch, const char *arg);
/* An object ch carries but does not wear. */
struct object		*find_obj_carried(struct character *ch,
			    const char *arg);
/* An object ch wears. */
struct object		*find_obj_worn(struct character *ch, const char *arg);
/* An object on the floor of ch's room. */
struct object		*find_obj_room(struct character *ch, const char *arg);
/* Carried, worn, then on the floor; "2.x" counts through all three. */
struct object		*find_obj_here(struct character *ch, const char *arg);
/* An object inside a container. */
struct object		*find_obj_in(struct object *container,
			    const char *arg);

/* Where find_obj_number counts: as find_obj_room, _carried or _here. */
enum find_where {
	FIND_IN_ROOM,
	FIND_CARRIED,
	FIND_HERE
};
/*
 * The n for which find_char_room(ch, "n.word") finds victim, 0 if it
 * finds it by no n; with victim NULL, the number of matches it counts.
 */
int			 find_char_number(struct character *ch,
			    const struct character *victim, const char *word);
/* The n for which "n.word" finds obj, counted as where says; 0 if none. */
int			 find_obj_number(struct character *ch,
			    const struct object *obj, const char *word,
			    enum find_where where);

struct player_data;
/*
 * The player called name: in the game (*online set, its own record), or
 * else loaded from the store into tmp (player_data_init'ed; the caller
 * clears it). NULL if there is none (or the store failed), and ch is told.
 */
const struct player_data *find_player(struct character *ch,
			    const char *name, struct player_data *tmp,
			    struct character **online);

#endif
