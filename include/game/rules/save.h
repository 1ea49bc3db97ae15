/*
 * save.h: saving a player to the store and giving it back what was saved:
 * what it carries, where, and the affects on it with the time they have
 * left on the event queue.
 *
 * The char_ functions keep the names they had in world/character.c.
 */
#ifndef MUD_SAVE_H
#define MUD_SAVE_H

#include <stddef.h>
#include <stdint.h>

struct character;
struct player_data;
struct store;
struct store_record;

/*
 * The map between player_data and the store's players row (save.c): the
 * one place that names the columns. A new saved field is a member of
 * player_data, a line in that map and a migration in store/store.c.
 * creating: every field; else what a save may change (not the name or
 * the creation time).
 */
void	save_to_record(const struct player_data *, struct store_record *,
	    int creating);
/* Fill pd from a row; -1 (and *cause) if a mapped column is missing. */
int	save_from_record(const struct store_record *, struct player_data *,
	    char **cause);
/* Load the player named name (any case): 1, 0 if none, -1 on error. */
int	save_load_player(struct store *, const char *name,
	    struct player_data *, char **cause);
/* Insert a new player (all of pd) and set pd->id; 0 or -1 (*cause). */
int	save_create_player(struct store *, struct player_data *,
	    char **cause);

/*
 * Save the record of a player who is not in the game (a role, a freeze
 * given by staff): its row alone; what it carries stays as it was saved.
 */
int	save_offline_player(struct store *, const struct player_data *,
	    char **cause);

/*
 * Save to the store what changed since the last save (by section: the
 * row's points, skills, settings and time played, objects, affects,
 * aliases); 0 or -1 (and the player and log are told). A section that
 * failed to save stays to be written by the next.
 */
int	char_save(struct character *);
/*
 * Save as a stay ends or the player asks (quit, link dead, the save
 * command): as char_save, and the time played however little it grew.
 */
int	char_save_final(struct character *);
/* Save players in one transaction; mobiles and NULLs are skipped. */
#define CHAR_SAVE_BATCH	8	/* the most saved together */
int	char_save_together(struct character **, size_t);
/*
 * Save players (as char_save_together) and write or delete corpses, all
 * in one transaction; 0 or -1.
 */
struct store_corpse;
int	char_save_with(struct character **, size_t,
	    const struct store_corpse *, size_t ncorpses);
/* Objects of a list and all they hold, appended as the store saves them. */
struct object_list;
struct player_items;
void	save_collect_objects(struct object_list *, int parent,
	    struct player_items *);
/*
 * Everything in a list and what it holds was written in the rows of
 * player pid (0: of none, e.g. a corpse's), as far as saves know.
 */
void	save_objects_written(struct object_list *, int64_t pid);
/* Give a player what was saved with it; it starts clean. */
void	char_load_items(struct character *);
/* Save every player in the game; returns the number of failures. */
int	char_save_all(void);

#endif
